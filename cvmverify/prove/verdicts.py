"""Verdicts and their reports: a table for people, JSON and JUnit XML for machines."""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.dsl import MAX_DIM
from ..core.facts import RequirementKind
from ..core.ir import Instance
from ..core.junit import ERROR, FAILURE, Case, Suite, cache_suite, junit_xml
from ..core.verdict import Status
from .obligation import Obligation
from .solve import Counterexample, Verdict


def bound_of(instance: Instance, max_dim: int | None) -> str:
    """The bound a verdict holds under, e.g. 'rank:x=3, keepdims=False; dims <= 2^24'."""
    structure = ", ".join(f"{k}={v}" for k, v in instance.structure) or "one structure"
    bounded = [key for key, _, _, exhaustive in instance.fixed if not exhaustive]
    extra = f"; {', '.join(bounded)} enumerated up to a bound" if bounded else ""
    return f"{structure}; {dims_bound(max_dim)}, attributes symbolic{extra}"


def dims_bound(max_dim: int | None) -> str:
    """How far the dims of a proof range: to `max_dim`, else to the runtime's limit."""
    return f"dims in 1..{max_dim}" if max_dim else \
        f"dims unbounded (runtime limit 2^{MAX_DIM.bit_length() - 1})"


@dataclass
class Result:
    op: str
    obligation: str
    detail: str
    rank: int
    structure: str
    status: str                       # proven, refuted, unknown
    seconds: float
    bound: str
    counterexample: Counterexample | None = None
    reason: str = ""
    subject: str = ""                 # the expression at fault (refuted and unknown only)
    core: list[str] = field(default_factory=list)
    instance: Instance | None = field(default=None, repr=False)
    where: str = ""                   # the spec's file:line of the rule (not proven only)
    stability: str = ""               # with --stability: the restated query's verdict
    steps: int = 0                    # z3 steps its queries took (what --rlimit bounds)
    wall_clock: bool = False          # unknown because a wall-clock safety net fired

    @classmethod
    def of(cls, instance: Instance, obligation: Obligation, verdict: Verdict,
           bound: str) -> "Result":
        return cls(op=instance.op, obligation=obligation.name, detail=obligation.detail,
                   rank=max((t.rank for t in instance.inputs), default=0),
                   structure=instance.describe(), status=verdict.status,
                   seconds=verdict.seconds, bound=bound,
                   counterexample=verdict.counterexample, reason=verdict.reason,
                   subject="" if verdict.status == Status.PROVEN or obligation.subject is None
                   else str(obligation.subject), core=verdict.core, instance=instance,
                   where="" if verdict.status == Status.PROVEN else _rule_where(
                       instance, obligation, verdict.core), stability=verdict.stability,
                   steps=verdict.steps, wall_clock=verdict.wall_clock)

    @property
    def shown_counterexample(self) -> str:
        """The counterexample in the user's terms, '' where there is none."""
        return self.counterexample.in_user_terms() if self.counterexample is not None else ""

    def describe(self) -> str:
        """The verdict as `cvmverify prove` prints it: what and where it was decided, then
        the rule it refutes, the counterexample and the reason, each where there is one."""
        lines = [f"{self.status.upper()} {self.op} {self.obligation}: {self.detail}",
                 f"    bound: {self.bound}"]
        lines += [f"    {label}: {value}" for label, value in (
            ("rule", self.where), ("counterexample", self.shown_counterexample),
            ("reason", self.reason)) if value]
        return "\n".join(lines)

    def write_smt2(self, directory: str, text: str) -> str:
        os.makedirs(directory, exist_ok=True)
        stem = re.sub(r"[^A-Za-z0-9_.-]+", "_",
                      f"{self.op}.{self.structure}.{self.obligation}.{self.detail}")[:180]
        path = os.path.join(directory, f"{stem}.smt2")
        with open(path, "w") as handle:
            handle.write(text)
        return path

    def as_dict(self) -> dict[str, Any]:
        return {"op": self.op, "obligation": self.obligation, "detail": self.detail,
                "rank": self.rank, "structure": self.structure, "status": self.status,
                "seconds": round(self.seconds, 4), "bound": self.bound, "reason": self.reason,
                "subject": self.subject, "where": self.where, "stability": self.stability,
                "steps": self.steps, "wall_clock": self.wall_clock,
                "counterexample": None if self.counterexample is None else {
                    "values": self.counterexample.values, "shown": self.counterexample.shown}}


@dataclass
class Report:
    max_rank: int
    max_dim: int | None
    results: list[Result] = field(default_factory=list)
    instances: int = 0
    covered: int = 0  # structures whose obligations equal those of a proven instance
    cached: int = 0  # pieces (an op at one rank) read from the proof cache, not proven again
    cache_rejected: int = 0  # cache entries refused: not this tool's for their key
    cache_verified: int = 0  # hits proven again all the same (--verify-cache)
    cache_mismatches: list[str] = field(default_factory=list)  # ... whose verdicts differed
    _use: dict[str, tuple[set[str], set[str]]] = field(default_factory=dict, repr=False)

    def merge(self, piece) -> None:
        """Add the verdicts of one piece of work (an operator at one rank)."""
        self.results += piece.results
        self.instances += piece.instances
        self.covered += piece.covered
        stated, used = self._use.setdefault(piece.op, (set(), set()))
        stated |= piece.stated
        used |= piece.used

    @property
    def notes(self) -> list[str]:
        """Preconditions of an op that no proof of any of its instances used.

        Such a precondition restricts values rather than shapes (clip's a_min < a_max), or
        is implied by the others; either way it deserves a look. Only ops whose obligations
        were all proven are considered.
        """
        failed = {r.op for r in self.results if r.status != Status.PROVEN}
        return [f"{op}: precondition '{message}' is needed by no obligation"
                for op, (stated, used) in self._use.items() if op not in failed
                for message in sorted(stated - used)]

    @property
    def ok(self) -> bool:
        """Every obligation proven, and there was at least one: nothing proven is no
        success."""
        return bool(self.results) and all(r.status == Status.PROVEN for r in self.results)

    def counts(self) -> Counter:
        return Counter(r.status for r in self.results)

    def by_status(self, status: str) -> list[Result]:
        return [r for r in self.results if r.status == status]

    def to_json(self) -> str:
        return json.dumps({"max_rank": self.max_rank, "max_dim": self.max_dim,
                           "instances": self.instances, "covered": self.covered,
                           "counts": dict(self.counts()),
                           "notes": self.notes,
                           "cache": {"read": self.cached, "rejected": self.cache_rejected,
                                     "verified": self.cache_verified,
                                     "mismatches": self.cache_mismatches},
                           "results": [r.as_dict() for r in self.results]}, indent=1)

    def to_junit(self) -> str:
        return junit(self.results, "cvmverify prove", cache_suite(
            self.cache_rejected, self.cache_verified, self.cache_mismatches))


def junit(results: list[Result], name: str, more: list[Suite] | None = None) -> str:
    """Verdicts as JUnit XML: a suite per op (or graph node), a case per obligation and
    structure; refuted is a failure, unknown an error; then the suites `more`."""
    by_op: dict[str, list[Case]] = {}
    for r in results:
        by_op.setdefault(r.op, []).append(_case(r))
    return junit_xml(name, [Suite(op, cases) for op, cases in by_op.items()] + (more or []))


def _case(r: Result) -> Case:
    case = Case(f"{r.op}.{r.obligation}", f"{r.detail} [{r.structure}]", r.seconds)
    if r.status == Status.REFUTED:
        return replace(case, kind=FAILURE, message=r.detail,
                       text=f"counterexample: {r.shown_counterexample}\n{r.reason}\n"
                       f"bound: {r.bound}\nrule: {r.where}")
    if r.status == Status.UNKNOWN:
        return replace(case, kind=ERROR, message=f"unknown: {r.reason}", text=f"bound: {r.bound}")
    return case


def _rule_where(instance: Instance, obligation: Obligation, core: list[str]) -> str:
    """Where the rule a verdict speaks of is written: the obligation's own line, else the
    lines of the preconditions in its unsat core (vacuity), else the spec's body."""
    lines = [obligation.where] if obligation.where else [
        req.where for req in instance.requirements if req.message in core and req.where]
    return ", ".join(_shown(line) for line in dict.fromkeys(lines or [instance.where]) if line)


def _shown(where: str) -> str:
    """file:line, the file relative to the current directory when it is below it."""
    path, _, line = where.rpartition(":")
    relative = os.path.relpath(path) if os.path.isabs(path) else path
    return f"{path if relative.startswith('..') else relative}:{line}"


def precondition_use(instance: Instance, results: list[Result]) -> tuple[set[str], set[str]]:
    """(the op's own preconditions of this instance, those some proof used)."""
    stated = {r.message for r in instance.requirements if r.kind == RequirementKind.USER}
    return stated, {m for r in results for m in r.core} & stated
