"""The prover: every spec's shape rules, discharged with z3 for symbolic dims and attributes.

    report = cvmverify.prove(["conv2d"], max_rank=6)
    report.ok, report.counts(), report.results[0].status

The pipeline, for each operator: enumerate its structures up to `max_rank`
(`structures.instances`), encode each instance's obligations (`obligations`), discharge each
with z3 (`solve`), and collect three-valued verdicts with their bounds (`report`).
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from .. import registry
from ..dsl import MAX_RANK, OperatorSpec
from ..errors import LogicError
from ..ir import Instance
from ..script_guard import unguarded_caller
import z3

from . import cache
from .encode import Encoder
from .obligations import Encoded, clear_symbol_memo, encode_instance
from .report import Report, Result, bound_of, precondition_use
from .solve import InstanceSolver
from .structures import fingerprint, instances

DEFAULT_TIMEOUT_S = 10.0


def prove(names: Iterable[str | OperatorSpec] | str | OperatorSpec | None = None, *, max_rank: int = 6,
          max_dim: int | None = None, timeout_s: float = DEFAULT_TIMEOUT_S,
          smt2_dir: str | None = None, jobs: int | None = None,
          progress: Callable[[str, int], None] | None = None,
          cache_dir: str | os.PathLike | None = None) -> Report:
    """Prove every obligation of the named operators (all of them by default).

    Each instance is proven for symbolic dims (within the runtime's limit, or `max_dim`)
    and symbolic attributes, at every rank up to `max_rank`. The work is cut into one piece
    per operator and rank and spread over `jobs` processes (default: one per core; a
    single process when called from a script's top level without a ``__main__`` guard).
    `progress(op, n)` is called as each piece finishes, with its number of obligations.
    With `cache_dir`, a piece whose spec, options, z3 and cvmverify are unchanged since it
    was proven there is read back instead (`prove.cache`; `report.cached` counts them).
    """
    if not 1 <= max_rank <= MAX_RANK or (max_dim is not None and max_dim < 1) \
            or not timeout_s > 0:
        raise LogicError("prove", f"max_rank in 1..{MAX_RANK}, max_dim >= 1 and timeout_s > 0",
                         {"max_rank": max_rank, "max_dim": max_dim, "timeout_s": timeout_s})
    if isinstance(names, (str, OperatorSpec)):
        names = [names]  # one operator
    specs = [n if isinstance(n, OperatorSpec) else registry.get(n)
             for n in (names if names is not None else registry.names())]
    pieces = [(spec, rank) for spec in specs for rank in range(1, max_rank + 1)]
    options = dict(max_rank=max_rank, max_dim=max_dim, timeout_s=timeout_s, smt2_dir=smt2_dir)
    outcomes: dict[tuple[str, int], Piece] = {}
    keys: dict[tuple[str, int], str] = {}
    if cache_dir is not None and smt2_dir is None:  # dumping SMT-LIB needs the queries
        cache_dir = Path(cache_dir)
        for spec, rank in pieces:
            keys[(spec.name, rank)] = cache.piece_key(spec, rank, options)
            stored = cache.load(cache_dir, keys[(spec.name, rank)])
            if stored is not None:
                outcomes[(spec.name, rank)] = stored
                _tell(progress, stored)
    cached = len(outcomes)
    pieces_to_prove = [p for p in pieces if (p[0].name, p[1]) not in outcomes]
    jobs = jobs or os.cpu_count() or 1
    if unguarded_caller() is not None:
        jobs = 1  # workers would run the calling script again (see script_guard)
    # Library specs are found by name in the workers; others (variants, tests) stay here.
    shared = [p for p in pieces_to_prove if registry.is_registered(p[0])]
    local = [p for p in pieces_to_prove if not registry.is_registered(p[0])]
    for spec, rank in local:
        outcomes[(spec.name, rank)] = prove_piece(spec, rank, **options)
        _tell(progress, outcomes[(spec.name, rank)])
    if jobs > 1 and len(shared) > 1:
        # Highest ranks first, they cost most: whichever worker is free takes the next.
        # Each piece starts z3 afresh (see prove_piece), so the order does not matter to
        # the verdicts.
        queue = sorted(shared, key=lambda piece: -piece[1])
        context = multiprocessing.get_context("spawn")  # z3 and fork do not mix
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context,
                                 initializer=registry.load_modules,
                                 initargs=(registry.user_modules(),)) as pool:
            futures = [pool.submit(prove_piece, spec.name, rank, **options)
                       for spec, rank in queue]
            for future in as_completed(futures):
                piece = future.result()
                outcomes[(piece.op, piece.rank)] = piece
                _tell(progress, piece)
    else:
        for spec, rank in shared:
            outcomes[(spec.name, rank)] = prove_piece(spec, rank, **options)
            _tell(progress, outcomes[(spec.name, rank)])
    for piece_id, key in keys.items():
        if piece_id in {(spec.name, rank) for spec, rank in pieces_to_prove}:
            cache.store(cache_dir, key, outcomes[piece_id])
    report = Report(max_rank=max_rank, max_dim=max_dim, cached=cached)
    for spec, rank in pieces:  # a fixed order, whatever order the pieces finished in
        report.merge(outcomes[(spec.name, rank)])
    return report


@dataclass
class Piece:
    """The verdicts of one operator at one rank of its first input."""

    op: str
    rank: int
    results: list[Result] = field(default_factory=list)
    instances: int = 0
    covered: int = 0
    stated: set[str] = field(default_factory=set)  # the op's own preconditions ...
    used: set[str] = field(default_factory=set)    # ... and those a proof used


def prove_piece(spec: OperatorSpec | str, rank: int, *, max_rank: int, max_dim: int | None,
                timeout_s: float, smt2_dir: str | None) -> Piece:
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
                                 smt2_dir=smt2_dir, cache=cache, encoder=encoder)
        piece.instances += 1
        if in_worker:
            for result in results:
                result.instance = None  # sympy trees are costly to send back; not needed
        piece.results += results
        stated, used = precondition_use(instance, results)
        piece.stated |= stated
        piece.used |= used
    return piece


def fresh_solver_state() -> None:
    """Start z3 from a new context: its choices depend on every term it has seen (their
    ids), so a piece of work gives the same verdicts whatever ran before it."""
    z3.z3._main_ctx = None  # z3's global context, recreated on next use
    clear_symbol_memo()


def _tell(progress, piece: Piece) -> None:
    if progress is not None:
        progress(piece.op, len(piece.results))


def prove_instance(instance: Instance, *, max_dim: int | None = None,
                   timeout_s: float = DEFAULT_TIMEOUT_S, smt2_dir: str | None = None,
                   cache: dict | None = None, encoder: Encoder | None = None) -> list[Result]:
    """Verdicts for every obligation of one instance (also of a hand-built or mutated one).

    `cache` keeps verdicts by formula, `encoder` translations by expression, across the
    instances of one operator.
    """
    encoded: Encoded = encode_instance(instance, max_dim, encoder)
    bound = bound_of(instance, max_dim)
    solver = InstanceSolver(encoded, timeout_s, cache)
    results = []
    for obligation in encoded.obligations:
        verdict, subject = solver.discharge(obligation, want_smt2=smt2_dir is not None)
        result = Result.of(instance, subject, verdict, bound)
        if smt2_dir is not None:
            result.write_smt2(smt2_dir, verdict.smt2)
        results.append(result)
    return results


__all__ = ["Report", "Result", "prove", "prove_instance"]
