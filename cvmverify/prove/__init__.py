"""The prover: every spec's shape rules, discharged with z3 for symbolic dims and attributes.

    report = cvmverify.prove(["conv2d"], max_rank=6)
    report.ok, report.counts(), report.results[0].status

The pipeline, for each operator: enumerate its structures up to `max_rank`
(`structures.instances`), encode each instance's obligations (`obligations`), discharge each
with z3 (`solve`), and collect three-valued verdicts with their bounds (`report`).
"""

from __future__ import annotations

from typing import Callable, Iterable

from .. import registry
from ..dsl import OperatorSpec
from ..ir import Instance
from .obligations import Encoded, encode_instance
from .report import Report, Result, bound_of
from .solve import InstanceSolver
from .structures import fingerprint, instances

DEFAULT_TIMEOUT_S = 10.0


def prove(names: Iterable[str | OperatorSpec] | None = None, *, max_rank: int = 6,
          max_dim: int | None = None, timeout_s: float = DEFAULT_TIMEOUT_S,
          smt2_dir: str | None = None,
          progress: Callable[[str, int], None] | None = None) -> Report:
    """Prove every obligation of the named operators (all of them by default).

    Each instance is proven for symbolic dims (within the runtime's limit, or `max_dim`)
    and symbolic attributes, at every rank up to `max_rank`. `progress(op, n)` is called
    after each instance with the number of its obligations.
    """
    specs = [n if isinstance(n, OperatorSpec) else registry.get(n)
             for n in (names if names is not None else registry.names())]
    report = Report(max_rank=max_rank, max_dim=max_dim)
    for spec in specs:
        seen: set[str] = set()
        for instance in instances(spec, max_rank):
            key = fingerprint(instance)
            if key in seen:
                report.covered += 1  # the same obligations as an instance already proven
                continue
            seen.add(key)
            results = prove_instance(instance, max_dim=max_dim, timeout_s=timeout_s,
                                     smt2_dir=smt2_dir)
            report.extend(results, instance)
            if progress is not None:
                progress(spec.name, len(results))
    return report


def prove_instance(instance: Instance, *, max_dim: int | None = None,
                   timeout_s: float = DEFAULT_TIMEOUT_S,
                   smt2_dir: str | None = None) -> list[Result]:
    """Verdicts for every obligation of one instance (also of a hand-built or mutated one)."""
    encoded: Encoded = encode_instance(instance, max_dim)
    bound = bound_of(instance, max_dim)
    solver = InstanceSolver(encoded, timeout_s)
    results = []
    for obligation in encoded.obligations:
        verdict, subject = solver.discharge(obligation, want_smt2=smt2_dir is not None)
        result = Result.of(instance, subject, verdict, bound)
        if smt2_dir is not None:
            result.write_smt2(smt2_dir, verdict.smt2)
        results.append(result)
    return results


__all__ = ["Report", "Result", "prove", "prove_instance"]
