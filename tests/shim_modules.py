"""One operator's CUDA module rendered up to a rank, written beside the runtime headers and
built for the host shim: what the tests of a single module's kernels start from; and the
generated modules of a few targets, each built for the shim with the path its calls took."""

from __future__ import annotations

import ctypes
import shutil
from pathlib import Path
from typing import Callable

import pytest

from cvmverify.check.cuda_build import build_host_library, host_kernel
from cvmverify.codegen.cuda import render_cuda_headers, render_cuda_module
from cvmverify.codegen.plan import plan
from cvmverify.core import registry
from cvmverify.core.structures import instances
from cvmverify.drivers import gen


def rendered(op: str, rank: int) -> tuple[str, list]:
    """The module of `op` up to `rank`, and its launcher's plans."""
    spec = registry.get(op)
    plans = [plan(instance, f"{op}_{k}")
             for k, instance in enumerate(instances(spec, max_rank=rank))]
    codes: list = []
    source = render_cuda_module(op, spec.summary, spec.inputs, spec.attrs, plans, launches=codes)
    return source, codes


def written(directory: Path, op: str, source: str) -> Path:
    """`source` as `op`.cu in `directory`, beside the headers it includes."""
    for name, text in render_cuda_headers().items():
        (directory / name).write_text(text)
    path = directory / f"{op}.cu"
    path.write_text(source)
    return path


def host_library(module: Path) -> Path:
    """`module` built for the host shim (skips without a C++ compiler)."""
    if shutil.which("g++") is None:
        pytest.skip("no g++: the host shim build needs a C++ compiler")
    return build_host_library(module, module.parent / "lib", optimize="-O0")


def generated_tree(directory: Path, targets: list[str]) -> Path:
    """`cvmverify gen`'s files for `targets`, written under `directory`."""
    for relative, text in gen.generate(gen.GenOptions(targets)).items():
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return directory


def path_kernel(tree: Path, module: str, symbol: str, build_dir: Path,
                text: str | None = None) -> tuple:
    """The module `module` of a generated `tree` (or `text`, a mutant of it, written beside
    it) built for the host shim: its `symbol` as a checker kernel, and a function giving
    the path its last call took (`<symbol>_path`). Skips without a C++ compiler."""
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the host shim is not built")
    path = tree / "cuda" / module
    if text is not None:
        path = path.with_name(f"mutant_{abs(hash(text))}.cuh")
        path.write_text(text)
    kernel = host_kernel(path, symbol, build_dir)
    last: Callable = getattr(ctypes.CDLL(kernel.path), f"{symbol}_path")
    last.restype = ctypes.c_char_p
    return kernel, lambda: last().decode()
