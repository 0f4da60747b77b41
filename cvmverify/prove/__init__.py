"""The prover: every spec's shape rules, discharged with z3 for symbolic dims and attributes.

    report = cvmverify.prove(["conv2d"], max_rank=6)
    report.ok, report.counts(), report.results[0].status

The pipeline, for each operator: enumerate its structures up to `max_rank`
(`structures.instances`), encode each instance's obligations (`obligations`), discharge each
with z3 (`solve`), and collect three-valued verdicts with their bounds (`verdicts`).
"""

from __future__ import annotations

import importlib

import os
from typing import Any, Callable, Iterable

from ..core import registry
from ..core.dsl import MAX_RANK, OperatorSpec
from ..core.encode import Encoder
from ..core.errors import LogicError
from ..core.ir import Instance
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S, Limits, fresh_solver_state
from ..core.structures import fingerprint, instances
from . import cache, runner
from .obligations import Encoded, encode_instance
from .piece import Piece
from .verdicts import Report, Result, bound_of, precondition_use
from .solve import InstanceSolver


def prove(names: Iterable[str | OperatorSpec] | str | OperatorSpec | None = None, *,
          max_rank: int = MAX_RANK,
          max_dim: int | None = None, timeout_s: float = SAFETY_TIMEOUT_S,
          smt2_dir: str | None = None, jobs: int | None = None,
          progress: Callable[[str, int], None] | None = None,
          cache_dir: str | os.PathLike | None = None, dask: Any = None,
          piece_limit_s: float | None = None, stability: bool = False,
          rlimit: int = DEFAULT_RLIMIT, verify_cache: float = 0.0) -> Report:
    """Prove every obligation of the named operators (all of them by default).

    Each instance is proven for symbolic dims (within the runtime's limit, or `max_dim`)
    and symbolic attributes, at every rank up to `max_rank`. The work is cut into one piece
    per operator and rank and spread over `jobs` processes (default: one per core), or over
    a Dask cluster (`dask`: a ``distributed.Client`` or a scheduler's address). With
    `piece_limit_s`, every piece runs in another process and one that takes longer is
    stopped, its verdict unknown (`prove.runner`): a stuck query is never a hang.
    `progress(op, n)` is called as each piece finishes, with its number of obligations.
    With `cache_dir`, a piece whose spec, options, z3 and cvmverify are unchanged since it
    was proven there is read back instead (`prove.cache`; `report.cached` counts them, and
    `report.cache_rejected` the entries refused as not this tool's); a share
    `verify_cache` of those is proven again, and any that does not reproduce is named in
    `report.cache_mismatches`.
    With `stability`, every proof is solved again renamed, shuffled and with another seed;
    one that z3 does not repeat is unknown (`Result.stability`).

    Each obligation is bounded by `rlimit` z3 steps, which gives the same verdicts on any
    machine; `timeout_s` seconds per query is a safety net only (`core.solver.Limits`).
    """
    _check_options(max_rank=max_rank, max_dim=max_dim, timeout_s=timeout_s, jobs=jobs,
                   piece_limit_s=piece_limit_s, rlimit=rlimit)
    options = dict(max_rank=max_rank, max_dim=max_dim, timeout_s=timeout_s, smt2_dir=smt2_dir,
                   stability=stability, rlimit=rlimit)
    report = Report(max_rank=max_rank, max_dim=max_dim)
    return run_pieces(names, options, report, jobs=jobs, progress=progress,
                      cache_dir=cache_dir if smt2_dir is None else None, dask=dask,
                      piece_limit_s=piece_limit_s, verify_cache=verify_cache)


def _check_options(*, max_rank: int, max_dim: int | None, timeout_s: float,
                   jobs: int | None, piece_limit_s: float | None, rlimit: int) -> None:
    if not 1 <= max_rank <= MAX_RANK or (max_dim is not None and max_dim < 1) \
            or not timeout_s > 0 or (jobs is not None and jobs < 1) \
            or (piece_limit_s is not None and not piece_limit_s > 0) \
            or not (isinstance(rlimit, int) and rlimit > 0):
        raise LogicError("prove", f"max_rank in 1..{MAX_RANK}, max_dim >= 1, timeout_s > 0, "
                         "rlimit a whole number > 0, jobs >= 1 and piece_limit_s > 0",
                         {"max_rank": max_rank, "max_dim": max_dim, "timeout_s": timeout_s,
                          "jobs": jobs, "piece_limit_s": piece_limit_s, "rlimit": rlimit})


def run_pieces(names, options: dict[str, Any], report: Report, *, jobs: int | None,
               progress: Callable[[str, int], None] | None,
               cache_dir: str | os.PathLike | None, dask: Any,
               piece_limit_s: float | None, cache_kind: str = "prove",
               verify_cache: float = 0.0) -> Report:
    """Prove the pieces (an operator at one rank) of the named operators with `options`
    (those of `prove_piece`: its `kind` names the prover), from the cache where it holds
    them (in its `cache_kind` subfolder), over processes or a Dask cluster, and merge their
    verdicts into `report` in a fixed order. A share `verify_cache` of the pieces the cache
    holds is proven again all the same, and any whose verdicts differ from the cache's is
    named in `report.cache_mismatches` (the fresh verdicts are the ones reported)."""
    if isinstance(names, (str, OperatorSpec)):
        names = [names]  # one operator
    if not 0.0 <= verify_cache <= 1.0:
        raise LogicError("prove", "verify_cache a share of the cache's hits in 0..1",
                         {"verify_cache": verify_cache})
    specs = [n if isinstance(n, OperatorSpec) else registry.get(n)
             for n in (names if names is not None else registry.names())]
    max_rank = options["max_rank"]
    pieces = [(spec, rank) for spec in specs for rank in range(1, max_rank + 1)]
    outcomes: dict[tuple[str, int], Piece] = {}
    keys: dict[tuple[str, int], str] = {}
    held: dict[tuple[str, int], Piece] = {}  # hits proven again, to compare with
    entries = cache.entries(cache_dir, cache_kind) if cache_dir is not None else None

    def finished(piece_id: tuple[str, int], piece: "Piece | None", stored: bool = False) -> None:
        outcomes[piece_id] = piece or runner.stopped_piece(*piece_id, piece_limit_s)
        if piece_id in keys and not stored:  # kept at once: a run stopped midway keeps it
            cache.store(entries, keys[piece_id], outcomes[piece_id],
                        about=_about(*piece_id, options))
        if piece_id in held:
            report.cache_mismatches += cache.mismatches(held[piece_id], outcomes[piece_id])
        _tell(progress, outcomes[piece_id])

    # 1. what the cache holds (the caller gives none when queries are to be written out)
    if entries is not None:
        keys = {(spec.name, rank): cache.piece_key(spec, rank, options) for spec, rank in pieces}
        hits = {piece_id: stored for piece_id, key in keys.items()
                if (stored := cache.load(entries, key)) is not None}
        held = {piece_id: hits.pop(piece_id)
                for piece_id in cache.sample(sorted(hits), verify_cache)}
        for piece_id, stored in hits.items():
            finished(piece_id, stored, stored=True)
        report.cache_rejected = entries.rejected
    cached = len(outcomes)
    report.cache_verified = len(held)
    # 2. the rest: specs of the library (or a --spec module) are found by name in other
    # processes; others (variants built in tests) are proven here
    todo = [(spec, rank) for spec, rank in pieces if (spec.name, rank) not in outcomes]
    elsewhere = [(spec.name, rank) for spec, rank in todo if registry.is_registered(spec)]
    for spec, rank in todo:
        if not registry.is_registered(spec):
            finished((spec.name, rank), prove_piece(spec, rank, **options))
    # highest ranks first, they cost most; each piece starts z3 afresh (see prove_piece),
    # so the order does not change the verdicts
    elsewhere.sort(key=lambda piece_id: -piece_id[1])
    jobs = jobs or os.cpu_count() or 1
    if dask is not None:
        runner.run_dask(elsewhere, options, dask, piece_limit_s, finished)
    elif elsewhere and (piece_limit_s is not None or (jobs > 1 and len(elsewhere) > 1)):
        runner.run_local(elsewhere, options, min(jobs, len(elsewhere)), piece_limit_s,
                         finished)
    else:  # in this process: no hard limit can stop it
        by_name = {spec.name: spec for spec in specs}
        for op, rank in elsewhere:  # here, keeping each result's instance for replay
            finished((op, rank), prove_piece(by_name[op], rank, **options))
    # 3. report in a fixed order, whatever order the pieces finished in
    report.cached = cached
    for spec, rank in pieces:
        report.merge(outcomes[(spec.name, rank)])
    return report


def _about(op: str, rank: int, options: dict[str, Any]) -> dict[str, Any]:
    """What a stored piece is the proof of: enough for `cvmverify cache verify` to prove
    it again (the options as JSON takes them)."""
    return {"op": op, "rank": rank, "options": dict(sorted(options.items()))}


SHAPE_PIECE = "cvmverify.prove:shape_piece"


def prove_piece(spec: OperatorSpec | str, rank: int, *, kind: str = SHAPE_PIECE,
                **options) -> Piece:
    """The verdicts of one piece by the prover `kind` names, ``"module:function"`` (the
    shape prover's by default; the precision prover passes its own): what a child process
    or a Dask worker runs. Named, not imported here, so that the runner serves a prover
    built on it without depending on it."""
    module, _, function = kind.partition(":")
    return getattr(importlib.import_module(module), function)(spec, rank, **options)


def shape_piece(spec: OperatorSpec | str, rank: int, *, max_rank: int, max_dim: int | None,
                timeout_s: float, smt2_dir: str | None, stability: bool = False,
                rlimit: int = DEFAULT_RLIMIT) -> Piece:
    in_worker = isinstance(spec, str)
    spec = registry.get(spec) if in_worker else spec
    piece = Piece(spec.name, rank)
    fresh_solver_state()
    seen: set[tuple] = set()
    cache: dict = {}
    encoder = Encoder(spec.name)
    for instance in instances(spec, max_rank, first_rank=rank):
        key = fingerprint(instance)
        if key in seen:
            piece.covered += 1  # the same obligations as an instance already proven
            continue
        seen.add(key)
        results = prove_instance(instance, max_dim=max_dim, timeout_s=timeout_s,
                                 smt2_dir=smt2_dir, cache=cache, encoder=encoder,
                                 stability=stability, rlimit=rlimit)
        piece.instances += 1
        if in_worker:
            for result in results:
                result.instance = None  # sympy trees are costly to send back; not needed
        piece.results += results
        stated, used = precondition_use(instance, results)
        piece.stated |= stated
        piece.used |= used
    return piece


def _tell(progress, piece: Piece) -> None:
    if progress is not None:
        progress(piece.op, len(piece.results))


def prove_instance(instance: Instance, *, max_dim: int | None = None,
                   timeout_s: float = SAFETY_TIMEOUT_S, smt2_dir: str | None = None,
                   cache: dict | None = None, encoder: Encoder | None = None,
                   stability: bool = False, rlimit: int = DEFAULT_RLIMIT) -> list[Result]:
    """Verdicts for every obligation of one instance (also of a hand-built or mutated one).

    `cache` keeps verdicts by formula, `encoder` translations by expression, across the
    instances of one operator; `stability` re-checks every proof restated.
    """
    encoded: Encoded = encode_instance(instance, max_dim, encoder)
    bound = bound_of(instance, max_dim)
    solver = InstanceSolver(encoded, Limits(rlimit, timeout_s), cache, stability)
    results = []
    for obligation in encoded.obligations:
        verdict, subject = solver.discharge(obligation, want_smt2=smt2_dir is not None)
        result = Result.of(instance, subject, verdict, bound)
        if smt2_dir is not None:
            result.write_smt2(smt2_dir, verdict.smt2)
        results.append(result)
    return results


__all__ = ["Report", "Result", "prove", "prove_instance"]
