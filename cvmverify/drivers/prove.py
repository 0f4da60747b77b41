"""The prove flow: which operators, their rules proven piece by piece, the verdicts as data.

    prove(options, progress)                  the outcome: the report and what it adds up to
      operators(options.ops)                  the names, each known before any work
      the shape rules (prove.prove) or, with options.precision, the precision rules
      (precision.prove.prove_precision): pieces over processes or Dask, from the cache
      restated(report)                        with options.stability: how many proofs held
                                              when solved again restated
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..core import registry
from ..core.dsl import MAX_RANK
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S
from ..precision.prove import prove_precision
from ..prove import prove as prove_shapes
from ..prove.cache import default_directory
from ..prove.verdicts import Report
from ..prove.solve import restated_outcome

__all__ = ["ProveOptions", "Proven", "operators", "prove"]

PIECE_LIMIT_S = 1800.0  # a piece (an op at one rank) past this is stopped, unknown


@dataclass(frozen=True)
class ProveOptions:
    """What `cvmverify prove` proves, and how."""

    ops: Sequence[str] = ()  # operators; none: the whole library
    max_rank: int = MAX_RANK
    max_dim: int | None = None
    rlimit: int = DEFAULT_RLIMIT
    timeout_s: float = SAFETY_TIMEOUT_S
    piece_limit_s: float | None = PIECE_LIMIT_S  # None: every piece in-process, no limit
    precision: bool = False  # the precision rules instead of the shape rules
    stability: bool = False
    smt2_dir: str | None = None
    jobs: int | None = None
    dask: Any = None  # a scheduler's address, or a distributed.Client
    cache: bool = True
    cache_dir: str | None = None  # default: prove.cache.default_directory()
    verify_cache: float = 0.0  # the share of the cache's hits proven again, to compare


@dataclass(frozen=True)
class Proven:
    """What a prove run found: its report, the operators it covered, and (with stability)
    how many proofs held when solved again restated, by outcome."""

    report: Report
    names: list[str]
    restated: Counter

    @property
    def pieces(self) -> int:
        return len(self.names) * self.report.max_rank


def operators(ops: Sequence[str]) -> list[str]:
    """The operators named (the whole library by default); an unknown name fails here,
    before any work."""
    names = list(ops) or registry.names()
    for name in names:
        registry.get(name)
    return names


def prove(options: ProveOptions,
          progress: Callable[[str, int], None] | None = None) -> Proven:
    """Prove the rules `options` name; `progress(op, n)` as each piece finishes."""
    names = operators(options.ops)
    cache_dir = (options.cache_dir or default_directory()) if options.cache else None
    common = dict(max_rank=options.max_rank, timeout_s=options.timeout_s, progress=progress,
                  cache_dir=cache_dir, jobs=options.jobs, dask=options.dask,
                  piece_limit_s=options.piece_limit_s, rlimit=options.rlimit,
                  verify_cache=options.verify_cache)
    if options.precision:
        report = prove_precision(names, **common)
    else:
        report = prove_shapes(names, max_dim=options.max_dim, smt2_dir=options.smt2_dir,
                              stability=options.stability, **common)
    return Proven(report, names, restated(report))


def restated(report: Report) -> Counter:
    """How many proofs of a stability run held, were unknown or disagreed, restated."""
    return Counter(restated_outcome(r.stability) for r in report.results if r.stability)
