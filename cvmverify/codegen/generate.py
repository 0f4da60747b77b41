"""`cvmverify gen`: render every kernel into generated/, or check that generated/ is fresh.

What is generated, per operator of the library and per graph of graphs/ (fused):

    generated/numpy/<op>.py            generated/numpy/graphs/<graph>.py
    generated/cuda/<op>.cu             generated/cuda/graphs/<graph>.cu
    generated/cuda/<runtime headers>

and, for a graph whose inputs declare their precisions, its kernel under the runtime's
precision contract (`contract="runtime"`): every node proven free of int32 overflow at
those precisions (by the gen flow, `drivers.gen`, which hands the proofs over as a
`ProvenContract`), so no step is widened or checked::

    generated/numpy/runtime/<graph>.py generated/cuda/runtime/<graph>.cu

An operator's kernels cover the structures up to `max_rank` (ranks and tuple lengths)
that calls reach once bound in canonical form: tuples padded (`Ints.pad`), and the call
lifted to the highest rank its op allows (`core.rank_lift`); a graph's kernel is its one fused
structure. Rendering is deterministic, so
`check` can compare the files byte for byte: a stale file means a spec, a template or the
generator changed without regenerating.
"""

from __future__ import annotations

import difflib
import fnmatch
import glob
import os
from typing import Callable, Sequence

from ..core.errors import LogicError
from ..core.resources import data_dir, generated_dir
from . import manifest
from .cuda_model import render_cuda_model
from .cupy_model import render_cupy_model
from .cupy_module import CUPY_RUNTIME, render_cupy_module, shared_cupy_runtime
from .model import ModelTarget, render_numpy_model
from .numpy_module import RUNTIME, render_numpy_module, shared_runtime
from .targets import MAX_RANK, Target, fused_target, operator_target

__all__ = ["GENERATED", "GRAPHS", "MAX_RANK", "Target", "fused_target", "operator_target",
           "render_files", "render_units", "stale", "unit_members", "write"]

GENERATED = generated_dir()
GRAPHS = data_dir("graphs")


def render_files(found: Sequence[Target | ModelTarget], max_rank: int = MAX_RANK,
                 progress: Callable[[int, int, str], None] | None = None,
                 units: bool = True, standalone: bool = False) -> dict[str, str]:
    """Relative path under generated/ -> text, for every target; with `units`, the
    translation units that compile the CUDA modules (a rendering of some targets only
    leaves them out: a unit lists every module of its family). The NumPy modules share
    numpy/cvm_runtime.py, or, `standalone`, each holds the helpers it uses."""
    from .cuda import render_cuda_headers, render_cuda_module

    files: dict[str, str] = {f"cupy/{CUPY_RUNTIME}": shared_cupy_runtime()}
    if not standalone:
        files[f"numpy/{RUNTIME}"] = shared_runtime()
    for done, target in enumerate(found, 1):
        if progress is not None:
            progress(done, len(found), target.name)
        if isinstance(target, ModelTarget):  # its groups' modules and one driver each
            files[f"numpy/{target.folder}{target.name}.py"] = render_numpy_model(
                target, None if standalone else target.folder.count("/"))
            device = render_cuda_model(target)
            files.update((f"cuda/{path}", text) for path, text in device.files.items())
            files[f"cupy/{target.folder}{target.name}.py"] = render_cupy_model(
                target, device, standalone)
            continue
        files[f"numpy/{target.folder}{target.name}.py"] = render_numpy_module(
            target.name, target.summary, target.source, target.inputs, target.attrs,
            target.plans, target.excluded, max_rank, target.lift,
            shared=None if standalone else int(bool(target.folder)),
            named_outputs=target.named_outputs)
        launches: list = []
        try:
            files[f"cuda/{target.cuda_module}"] = render_cuda_module(
                target.name, target.summary, target.inputs, target.attrs, target.plans,
                header="../cvm_cuda.h", lifted=target.lift, unit=target.unit,
                launches=launches)
        except NotImplementedError as error:  # a valid graph beyond what the CUDA kernels do
            raise LogicError(target.name, "index arithmetic of its CUDA kernels provably "
                             "within int64 (a shorter graph may be)",
                             {"source": target.source, "cuda": str(error)}) from None
        files[f"cupy/{target.folder}{target.name}.py"] = render_cupy_module(
            target.name, target.summary, target.source, target.inputs, target.attrs,
            target.plans, launches, target.excluded, max_rank, target.cuda_module,
            int(bool(target.folder)), target.lift, standalone, target.named_outputs)
    for name, text in render_cuda_headers().items():
        files[f"cuda/{name}"] = text
    if units:
        files.update(render_units(unit_members(found)))
    return files


def unit_members(found: Sequence[Target | ModelTarget]) -> list[tuple[str, str]]:
    """(translation unit, CUDA module) of every operator and fused graph, in order."""
    return [(t.unit, t.cuda_module) for t in found if isinstance(t, Target)]


def render_units(members: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The translation units that compile the CUDA modules, each listing its members in
    their order."""
    from .cuda import render_cuda_unit

    modules: dict[str, list[str]] = {}
    for unit, module in members:
        modules.setdefault(unit, []).append(module)
    return {f"cuda/{unit}": render_cuda_unit(unit, listed) for unit, listed in modules.items()}


def write(files: dict[str, str], root: str = GENERATED, complete: bool = True,
          keep: Sequence[str] | None = None) -> list[str]:
    """Write `files` under `root`; if they are `complete` (everything was rendered), remove
    the generated files no longer rendered. A folder with a MANIFEST (see `manifest`), or
    one given `keep` (glob patterns of the files to keep), holds only its kept files and
    the manifest. Returns the paths that changed."""
    entries = _entries(files, root, complete, keep)
    wanted = dict(files) if entries is None else \
        {path: text for path, text in files.items() if entries[path].kept}
    if entries is not None:
        wanted[manifest.NAME] = manifest.text(entries)
    changed = []
    for relative, text in sorted(wanted.items()):
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if _read(path) != text:
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            changed.append(relative)
    gone = _existing(root) if complete else [p for p in files if p not in wanted]
    for relative in gone:
        if relative not in wanted and os.path.exists(os.path.join(root, relative)):
            os.remove(os.path.join(root, relative))
            changed.append(relative)
    return changed


def _entries(files: dict[str, str], root: str, complete: bool,
             keep: Sequence[str] | None) -> dict[str, manifest.Entry] | None:
    """The manifest `root` is to hold after writing `files`, or None for a folder that
    keeps every file."""
    before = manifest.read(root)
    if keep is None and before is None:
        return None
    if keep is not None and not complete:
        raise LogicError("gen", "--keep with a whole rendering (no names, no --contract): "
                         "it chooses the sample of every file", {"keep": list(keep)})
    unmatched = [p for p in keep or () if not any(fnmatch.fnmatch(f, p) for f in files)]
    if unmatched:
        raise LogicError("gen", "every --keep pattern to match a rendered file",
                         {"unmatched": unmatched})
    entries = {} if complete else dict(before)
    for path, text in files.items():
        kept = any(fnmatch.fnmatch(path, pattern) for pattern in keep) if keep is not None \
            else path in before and before[path].kept
        entries[path] = manifest.Entry(manifest.digest(text), kept)
    return entries


def stale(files: dict[str, str], root: str = GENERATED, complete: bool = True,
          report: Callable[[str], None] = print) -> list[str]:
    """The paths under `root` that differ from `files` (missing, changed, or, when `files`
    are `complete`, no longer generated), with a short diff of each through `report`. In
    a folder with a MANIFEST, a kept file is compared as text and every file by its
    hash."""
    entries = manifest.read(root)
    differing = []
    for relative, text in sorted(files.items()):
        if entries is not None and relative not in entries:
            differing.append(relative)
            report(f"missing: {relative} (not in {manifest.NAME})")
            continue
        if entries is not None and not entries[relative].kept:
            if entries[relative].digest != manifest.digest(text):
                differing.append(relative)
                report(f"stale: {relative} (its SHA-256 in {manifest.NAME} differs)")
            continue
        current = _read(os.path.join(root, relative))
        if current != text:
            differing.append(relative)
            if current is None:
                report(f"missing: {relative}")
                continue
            diff = list(difflib.unified_diff(current.splitlines(), text.splitlines(),
                                             f"generated/{relative}", "regenerated",
                                             lineterm="", n=1))
            report(f"stale: {relative}\n" + "\n".join(diff[:40]))
        elif entries is not None and entries[relative].digest != manifest.digest(text):
            differing.append(relative)
            report(f"stale: {relative} (its SHA-256 in {manifest.NAME} differs)")
    listed = _existing(root) if entries is None else \
        sorted(set(_existing(root)) | set(entries))
    for relative in listed if complete else ():
        if relative not in files:
            differing.append(relative)
            report(f"not generated any more: {relative}")
    return differing


def _existing(root: str) -> list[str]:
    paths = []
    for pattern in ("numpy/**/*.py", "cupy/**/*.py", "cuda/**/*.cu", "cuda/**/*.cuh",
                    "cuda/*.h"):
        for path in glob.glob(os.path.join(root, pattern), recursive=True):
            paths.append(os.path.relpath(path, root).replace(os.sep, "/"))
    return sorted(set(paths))


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except FileNotFoundError:
        return None
