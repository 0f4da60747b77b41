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
on every machine, so it is the same next time (until the spec, options or z3 change).
Entries are plain data, signed for their key (`prove.store`): an unreadable, foreign or
forged file in the cache is a miss, never an error and never a verdict. The cache is off
in the Python API unless `cache_dir` is given; the CLI keeps it in `.cvmverify_cache/` (see
`default_directory`).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import inspect
import math
import os
import random
import re
import types
from pathlib import Path
from typing import Any

import z3

from ..core.dsl import OperatorSpec
from ..core.verdict import Status
from .piece import Piece
from .piece_data import piece_data, piece_of
from .store import Store

FORMAT = 4  # bump when what a stored piece holds changes (4: signed JSON, prove.store)

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


def entries(where: "Store | str | os.PathLike", kind: str = "prove") -> Store:
    """The `kind` entries of a cache folder (`where` may already be them)."""
    return where if isinstance(where, Store) else Store(where, kind)


def load(where: "Store | str | os.PathLike", key: str, kind: str = "prove") -> Piece | None:
    """The piece stored under `key`, or None: missing, cut short by a killed run, of
    another version, or not signed for this key by this tool (`prove.store`)."""
    content = entries(where, kind).read(key)
    try:
        return piece_of(content["piece"]) if isinstance(content, dict) else None
    except (KeyError, ValueError):  # signed, but no piece of this layout: a miss
        return None


def store(where: "Store | str | os.PathLike", key: str, piece: Piece,
          about: dict[str, Any] | None = None, kind: str = "prove") -> None:
    """Keep `piece` under `key` unless the clock decided one of its verdicts; `about` says
    what it is the proof of (op, rank, options), for `cvmverify cache verify`."""
    if any(result.status == Status.UNKNOWN and result.wall_clock for result in piece.results):
        return
    entries(where, kind).write(key, {"about": about or {"op": piece.op, "rank": piece.rank},
                                     "piece": piece_data(piece)})


def sample(items: list, share: float) -> list:
    """A share of `items` drawn at random (at least one where the share is above 0): the
    hits proven again by `prove --verify-cache` and `cache verify --sample`. Random, not
    fixed by key: run after run, every entry gets its turn."""
    return random.SystemRandom().sample(items, sample_size(len(items), share))


def sample_size(count: int, share: float) -> int:
    """How many of `count` items `sample` draws for `share`."""
    return 0 if share <= 0 or not count else min(count, max(1, math.ceil(share * count)))


def mismatches(stored: Piece, fresh: Piece) -> list[str]:
    """Where the verdicts of a piece proven again differ from those the cache held, in
    words: an obligation whose verdict changed, or one only either holds. A fresh unknown
    that the wall clock caused decides nothing, and is no difference."""
    def verdicts(piece: Piece, clock: bool) -> dict[tuple, str]:
        return {(r.obligation, r.detail, r.structure): r.status for r in piece.results
                if clock or not r.wall_clock}
    held, now = verdicts(stored, True), verdicts(fresh, False)
    undecided = {(r.obligation, r.detail, r.structure) for r in fresh.results if r.wall_clock}
    return [f"{fresh.op} rank {fresh.rank} {what[0]} ({what[1]}) [{what[2]}]: cached "
            f"{held.get(what, 'nothing')}, proven again {now.get(what, 'nothing')}"
            for what in sorted(set(held) | set(now))
            if what not in undecided and held.get(what) != now.get(what)]


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
        source = _source(function)
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


@functools.lru_cache(maxsize=None)
def _source(function: Any) -> str:
    """inspect.getsource, once per function or class in a process: the library's specs
    share helpers and classes, and finding a class's source parses its whole module (a
    warm run spent half its time there)."""
    return inspect.getsource(function)


def _stable_repr(value: Any) -> str:
    """repr without memory addresses, which differ from one process to the next."""
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))
