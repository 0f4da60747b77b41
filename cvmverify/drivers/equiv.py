"""The equiv flow: two graphs, one identity or a library of them, proven equivalent.

    equiv(options, progress)                  the report, one verdict per identity
      with options.library: identities(options), each read from the proof cache
                                              (drivers.equiv_cache) or proven over local
                                              processes (equiv.library.prove_identities) or a
                                              Dask cluster (options.dask)
      else compare_files(options)             two graph files as the sides of an identity,
                                              or one identity file (equiv.engine.equivalent);
                                              two models (graphs that declare their shapes or
                                              share nodes) by the region where they differ
                                              (equiv.regions.compare_models)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..core import registry
from ..core.dsl import MAX_RANK
from ..core.errors import LogicError
from ..core.graph import Graph, load_graph
from ..core.registry import unknown_name_hint
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S
from ..equiv.engine import Verdict, equivalent
from ..equiv.regions import compare_models, cut
from ..equiv.library import (LibraryReport, default_library, identity_files,
                             prove_identities)
from ..equiv.template import Identity, from_files, load_identity
from ..prove.cache import default_directory
from ..prove.runner import dask_client
from .equiv_cache import cached_verdict, entries, identity_key, keep

__all__ = ["EquivOptions", "compare_files", "equiv", "identities"]


@dataclass(frozen=True)
class EquivOptions:
    """What `cvmverify equiv` proves, and within which limits."""

    files: Sequence[str] = ()  # two graph files, or one identity file
    library: str | None = None  # a folder of identities ("" for identities/), not files
    only: Sequence[str] = ()  # with `library`: only these identities
    domain: str | None = None  # with two graph files: "both" (default) or "lhs"
    max_rank: int = MAX_RANK
    max_dim: int | None = None
    unroll_dim: int | None = None
    rlimit: int = DEFAULT_RLIMIT
    timeout_s: float = SAFETY_TIMEOUT_S
    time_budget_s: float | None = None  # wall-clock seconds for each identity, in all
    # with two graph files: input shapes in place of the files' (they are then models)
    input_shapes: Mapping[str, Any] = field(default_factory=dict)
    jobs: int | None = None  # processes for a library
    dask: Any = None  # for a library: a scheduler's address, or a distributed.Client
    cache: bool = True
    cache_dir: str | None = None  # default: prove.cache.default_directory()

    def limits(self) -> dict[str, Any]:
        """The keywords of `equivalent` these options set."""
        return dict(max_rank=self.max_rank, max_dim=self.max_dim, timeout_s=self.timeout_s,
                    unroll_dim=self.unroll_dim, rlimit=self.rlimit,
                    time_budget_s=self.time_budget_s)


def equiv(options: EquivOptions,
          progress: Callable[[Verdict], None] | None = None,
          steps: Callable[[int, int, str], None] | None = None,
          say: Callable[[str], None] | None = None) -> LibraryReport:
    """The verdicts the options ask for; `progress(verdict)` as each identity of a library
    is decided, `steps(done, total, label)` as each step of one identity (without a
    library) ends, `say(line)` at each step of a comparison of two models."""
    if options.jobs is not None and (isinstance(options.jobs, bool) or
                                     not isinstance(options.jobs, int) or options.jobs < 1):
        raise LogicError("equiv", "jobs a whole number >= 1 (None for one per core)",
                         {"jobs": options.jobs})
    if options.library is None:
        return LibraryReport([compare_files(options, steps, say)], options.max_rank,
                             options.max_dim)
    return _library(options, progress or (lambda verdict: None))


def _library(options: EquivOptions, progress: Callable[[Verdict], None]) -> LibraryReport:
    """The library's verdicts: those the cache keeps read back, the others proven and kept
    as each is decided (a run stopped halfway keeps what it proved)."""
    files = identity_files(_folder(options), options.only or None)
    # each file read once, here: a bad file fails first, and the key and the proof are of
    # the text that was read
    identities = {path: load_identity(path) for path in files}
    cache_dir = Path(options.cache_dir or default_directory()) if options.cache else None
    store = entries(cache_dir) if cache_dir else None
    keys = {path: identity_key(identity, options.limits())
            for path, identity in identities.items()} if cache_dir else {}
    verdicts: dict[Path, Verdict] = {}
    for path, key in keys.items():
        verdict = cached_verdict(store, key)
        if verdict is not None:
            verdicts[path] = verdict
            progress(verdict)
    cached = len(verdicts)
    missing = [path for path in files if path not in verdicts]

    def done(path: Path, verdict: Verdict) -> None:
        verdicts[path] = verdict
        if store is not None:  # with what it answers, for `cvmverify cache verify`
            keep(store, keys[path], verdict, {"identity": str(Path(path).resolve()),
                                              "options": options.limits()})
        progress(verdict)

    if missing and options.dask is not None:
        _on_dask({path: identities[path] for path in missing}, options, done)
    elif missing:
        by_name = {path.stem: path for path in missing}  # a verdict names its file's stem
        prove_identities([identities[path] for path in missing], jobs=options.jobs,
                         progress=lambda verdict: done(by_name[verdict.identity], verdict),
                         **options.limits())
    return LibraryReport([verdicts[path] for path in files], options.max_rank,
                         options.max_dim, cached=cached,
                         cache_rejected=store.rejected if store is not None else 0)


def _on_dask(identities: dict[Path, Identity], options: EquivOptions,
             done: Callable[[Path, Verdict], None]) -> None:
    """Prove `identities` (by file) on the Dask cluster of `options.dask`, `done(path,
    verdict)` as each is decided. The workers import the operators' modules: they must be
    there."""
    with dask_client(options.dask, "equiv") as (client, dask_completed):
        modules = registry.user_modules()
        futures = {client.submit(_on_worker, identity, options.limits(), modules,
                                 pure=False): path for path, identity in identities.items()}
        for future in dask_completed(futures):
            done(futures[future], future.result())


def _on_worker(identity: Identity, limits: dict[str, Any], modules: list[str]) -> Verdict:
    """On a Dask worker: the caller's operators loaded (once), then the identity proven."""
    registry.load_modules(modules)
    return equivalent(identity, **limits)


def identities(options: EquivOptions) -> list[Path]:
    """The identity files of a library run; an --only name that is none of them fails,
    with a guess for a misspelt one."""
    directory = _folder(options)
    known = [path.stem for path in identity_files(directory, None)]
    unknown = [name for name in options.only if name not in known]
    if unknown:
        raise LogicError("equiv --only", f"names of identities in {directory}",
                         {"unknown": unknown}, hint=unknown_name_hint(
                             unknown[0], known, f"`ls {directory}` lists them"))
    return identity_files(directory, options.only or None)


def compare_files(options: EquivOptions,
                  steps: Callable[[int, int, str], None] | None = None,
                  say: Callable[[str], None] | None = None) -> Verdict:
    """The verdict of one identity file, or of two graph files as an identity's sides (two
    models by the region where they differ, `say` told each step)."""
    if len(options.files) == 1:
        _not_a_graph(options.files[0])
        return equivalent(load_identity(options.files[0]), progress=steps, **options.limits())
    models = _models(options.files, options.input_shapes)
    if models is not None:
        return compare_models(*models, domain=options.domain or "both", progress=say,
                              **options.limits())
    identity = from_files(*options.files)
    identity.domain = options.domain or "both"
    return equivalent(identity, progress=steps, **options.limits())


def _models(files: Sequence[str], input_shapes: Mapping[str, Any]
            ) -> tuple[Graph, Graph] | None:
    """Two graph files as models: both plain graphs (no rank ranges or parameters) that
    declare their inputs' shapes or share a node. None for any other pair, which the engine
    takes whole."""
    try:
        graphs = tuple(load_graph(path, input_shapes) for path in files)
    except LogicError:
        if input_shapes:  # shapes given: the files must be models, say why they are not
            raise
        return None  # a symbolic graph file: load_symbolic_graph reads it, or says why not
    declared = all(d.shape is not None for g in graphs for d in g.inputs.values())
    return graphs if declared or cut(*graphs, 0) is None or cut(*graphs, 0).shared else None


def _folder(options: EquivOptions) -> str | Path:
    return options.library or default_library()


def _not_a_graph(path: str) -> None:
    """One file must be an identity (both sides); a graph alone has nothing to be
    compared with, which its keys (nodes, outputs) would otherwise be blamed for."""
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return  # load_identity says what is wrong with the file
    if "nodes" in data and not {"lhs", "rhs"} & set(data):
        raise LogicError("equiv", "a second graph file to compare a graph with, or one "
                         "identity file (both sides, [lhs] and [rhs])", {"file": path},
                         hint=f"cvmverify equiv {path} OTHER.toml")
