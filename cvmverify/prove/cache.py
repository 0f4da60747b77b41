"""The proof cache: the verdicts of one piece of work (an operator at one rank) kept on disk,
so that a spec that did not change is not proven again.

A piece's key is a hash of everything its verdicts depend on:

- the spec: its declaration (inputs, attributes, summary), the source of its body, of its
  precision rule and laws, and of every function, class or constant of its own module they
  use, followed transitively (so editing a helper that two specs share re-proves both);
- the provers' code: every source file of the layers they run on, `PROVER_LAYERS` (a change
  to a prover, the encoder or the DSL re-proves everything; one to the checker, the
  generator, the equivalence engine or the front end re-proves nothing);
- z3's version, and the options (the prover, rank, max_rank, max_dim, rlimit, timeout).

A piece with an unknown verdict that a wall-clock safety net caused is never stored: it
may be a proof next time. An unknown from the resource limit is: z3 counts the same steps
on every machine, so it is the same next time (until the spec, options or z3 change). An
unreadable or foreign file in the cache is a miss, never an error. The cache is off in the
Python API unless `cache_dir` is given; the CLI keeps it in `.cvmverify_cache/` (see
`default_directory`).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import inspect
import os
import pickle
import re
import types
from pathlib import Path
from typing import Any

import z3

from ..core.dsl import OperatorSpec
from ..core.verdict import Status

FORMAT = 3  # bump when what a stored piece holds changes (3: steps, wall_clock)

# The packages of cvmverify that a piece's verdicts depend on: the core (DSL, IR, encoders,
# solver limits) and the two provers. tests/test_prove_cache.py holds the provers' imports to
# these layers, so a prover that comes to use another one fails there, not in a stale cache.
PROVER_LAYERS = ("core", "prove", "precision")


def default_directory(project: Path = Path(".")) -> Path:
    """$CVMVERIFY_CACHE_DIR, else .cvmverify_cache/ in the `project` folder (the current one
    by default), as pytest's and mypy's caches: a CI job keeps that folder between runs."""
    return Path(os.environ.get("CVMVERIFY_CACHE_DIR") or project / ".cvmverify_cache")


def piece_key(spec: OperatorSpec, rank: int, options: dict[str, Any]) -> str:
    """The key of one piece: spec, package, z3 and options, hashed."""
    return cache_key(f"format {FORMAT}", package_fingerprint(), spec_fingerprint(spec),
                     f"rank {rank}",
                     repr(sorted((k, v) for k, v in options.items() if k != "smt2_dir")))


def cache_key(*parts: str) -> str:
    """The key of what `parts` (and z3's version) describe: their SHA-256, each part ended
    by a NUL so that no two lists of parts run together."""
    digest = hashlib.sha256()
    for part in (z3.get_version_string(), *parts):
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def load(directory: Path, key: str, kind: str = "prove"):
    """What is stored under `key` in the `kind` subfolder (a piece for "prove"), or None."""
    try:
        with open(directory / kind / f"{key}.pickle", "rb") as handle:
            return pickle.load(handle)
    except Exception:  # missing, truncated by a killed run, or from another version: a miss
        return None


def store(directory: Path, key: str, piece) -> None:
    """Keep `piece` under `key` unless the clock decided one of its verdicts."""
    if any(result.status == Status.UNKNOWN and result.wall_clock for result in piece.results):
        return
    # as a worker sends it back: without the sympy instances, which only replay needs
    save(directory, key, dataclasses.replace(
        piece, results=[dataclasses.replace(r, instance=None) for r in piece.results]))


def save(directory: Path, key: str, value: Any, kind: str = "prove") -> None:
    """Keep `value` under `key` in the `kind` subfolder; written to a temporary file and
    renamed, so a concurrent or killed run never leaves half a file."""
    folder = directory / kind
    folder.mkdir(parents=True, exist_ok=True)
    temporary = folder / f"{key}.{os.getpid()}.tmp"
    with open(temporary, "wb") as handle:
        pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(temporary, folder / f"{key}.pickle")


def layer_sources(layers: tuple[str, ...] = PROVER_LAYERS) -> list[Path]:
    """The source files of `layers` of cvmverify (by default the provers'), in a fixed
    order."""
    root = Path(__file__).resolve().parents[1]
    return sorted(path for layer in layers for path in (root / layer).rglob("*.py"))


@functools.lru_cache(maxsize=None)
def package_fingerprint(layers: tuple[str, ...] = PROVER_LAYERS) -> str:
    """A hash of every source file of `layers` of cvmverify (by default the provers')."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in layer_sources(layers):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def spec_fingerprint(spec: OperatorSpec) -> str:
    """A hash of the spec's declaration and of the source it runs, in its own module."""
    parts = [repr((spec.name, spec.summary, spec.aliases))]
    seen: set[int] = set()
    for declared in (*spec.inputs, *spec.attrs):  # a field may be a function (examples=)
        for item in dataclasses.fields(declared):
            parts += [item.name, *_sources(getattr(declared, item.name), seen)]
    for function in (spec.body, spec.precision, *spec.laws):
        parts += _sources(function, seen)
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _sources(value: Any, seen: set[int]) -> list[str]:
    """The source of a function or class and of what it uses from its own module; the
    repr of a plain constant. Other modules' objects are cvmverify's (hashed by layer)
    or libraries'."""
    if isinstance(value, (int, float, str, bytes, bool, type(None))):
        return [repr(value)]  # small values are shared objects: never "seen" before
    if id(value) in seen:
        return []
    seen.add(id(value))
    if isinstance(value, OperatorSpec):  # a spec that another spec's code uses
        return [spec_fingerprint(value)]
    if isinstance(value, (tuple, frozenset)):
        return [_stable_repr(value)]
    function = getattr(value, "__wrapped__", value)
    if not isinstance(function, (types.FunctionType, type)):
        return [_stable_repr(value)] if not callable(value) else []
    try:
        source = inspect.getsource(function)
    except (OSError, TypeError):  # defined where no source is kept (a REPL): never cached
        return [f"<no source: {id(function)} {os.getpid()}>"]
    found = [source]
    module = inspect.getmodule(function)
    if module is None:
        return found
    names: set[str] = set()
    codes = [function.__code__] if isinstance(function, types.FunctionType) else [
        member.__code__ for member in vars(function).values()
        if isinstance(member, types.FunctionType)]
    while codes:
        code = codes.pop()
        names |= set(code.co_names)
        codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
    for name in sorted(names):
        used = vars(module).get(name)
        if used is None or name.startswith("__"):
            continue
        if isinstance(used, types.ModuleType):
            continue
        if getattr(used, "__module__", module.__name__) != module.__name__ and \
                isinstance(used, (types.FunctionType, type)):
            continue  # imported: cvmverify's own code, or a library's
        found += [f"{name} =", *_sources(used, seen)]
    return found


def _stable_repr(value: Any) -> str:
    """repr without memory addresses, which differ from one process to the next."""
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))
