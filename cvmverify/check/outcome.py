"""What a check found: failures with their minimised counterexamples, as text, JSON, JUnit.

The JSON form is complete: each failure carries its minimised case and the case it was
found with, arrays stored bit-exactly, so `cvmverify.check.replay` can run them again.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree

import numpy as np

from .case import Case, array_to_json
from .compare import FailureKind, Verdict
from .coverage import Coverage
from .output import Seen
from .region import Region


@dataclass
class Failure:
    """One failing case. `counterexample` is the minimised case (the one the fields
    `shapes`, `attrs`, `index`, `expected` and `got` describe); `original` is the case as
    drawn, reproducible from (op, seed, case, valid)."""

    op: str
    kind: FailureKind
    detail: str
    case: int
    valid: bool
    seed: int
    counterexample: Case
    original: Case
    verdict: Verdict
    original_verdict: Verdict
    expected_outputs: list[np.ndarray] = field(default_factory=list)
    got_outputs: list[Any] = field(default_factory=list)
    shrink_trials: int = 0
    symptom: str = ""       # what the failure looks like (`compare.symptom`)
    others: list[str] = field(default_factory=list)  # later cases of the group (idents)
    region: Region = field(default_factory=Region)  # where in the input space (`region`)
    sources: set[tuple] = field(default_factory=set)  # region keys of the group's cases
    found_s: float = 0.0    # seconds into the run when the group was found and minimised

    @property
    def occurrences(self) -> int:
        """The cases that failed with this symptom in this region."""
        return 1 + len(self.others)

    @property
    def regions(self) -> int:
        """How many regions (`Region.key`) the group's un-minimised cases came from: one
        defect reaches several, and its groups there are merged into one (`run._one_defect`)."""
        return max(1, len(self.sources))

    @property
    def shapes(self) -> list[tuple[int, ...]]:
        return self.counterexample.shapes

    @property
    def attrs(self) -> dict[str, Any]:
        return self.counterexample.attrs

    @property
    def inputs(self) -> list[np.ndarray]:
        return self.counterexample.inputs

    @property
    def index(self) -> tuple[int, ...] | None:
        return self.verdict.index

    @property
    def output(self) -> int | None:
        return self.verdict.output

    @property
    def expected(self) -> Any:
        return self.verdict.expected

    @property
    def got(self) -> Any:
        return self.verdict.got

    def describe(self) -> str:
        lines = [f"{self.kind.upper()} {self.op} {self.original.ident}: {self.verdict.detail}",
                 f"    region: {self.region.describe()} ({self.occurrences} cases from "
                 f"{_count(self.regions, 'region')})",
                 f"    minimised case: {self.counterexample.describe()}"]
        if self.verdict.index is not None and self.kind == FailureKind.MODIFIED_INPUT:
            lines.append(f"    at {list(self.verdict.index)}: was {self.verdict.expected!r}, "
                         f"the kernel wrote {self.verdict.got!r}")
        elif self.verdict.index is not None:
            lines.append(f"    output {self.verdict.output} at {list(self.verdict.index)}: "
                         f"expected {self.verdict.expected!r}, got {self.verdict.got!r}")
        elif self.verdict.expected is not None:
            lines.append(f"    expected {self.verdict.expected!r}, got {self.verdict.got!r}")
        for k, x in enumerate(self.counterexample.inputs):
            if x.size <= 64:
                lines.append(f"    input {k}: {np.array2string(x, separator=', ')}"
                             .replace("\n", "\n    " + " " * len(f"input {k}: ")))
        if not self.counterexample.valid:
            lines.append(f"    the case breaks: {self.counterexample.violated}")
        if self.verdict.context:
            lines.append(f"    the call also wrote {self.verdict.context}")
        if self.counterexample is not self.original:
            lines.append(f"    found as: {self.original.describe()} "
                         f"({self.shrink_trials} shrink steps tried)")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "kind": self.kind, "detail": self.verdict.detail,
                "case": self.case, "valid": self.valid, "seed": self.seed,
                "id": self.original.ident, "shapes": [list(s) for s in self.shapes],
                "attrs": self.counterexample.to_dict()["attrs"],
                "output": self.verdict.output,
                "index": None if self.verdict.index is None else list(self.verdict.index),
                "expected": _plain(self.verdict.expected), "got": _plain(self.verdict.got),
                "expected_outputs": [array_to_json(x) for x in self.expected_outputs],
                "got_outputs": [array_to_json(x) for x in self.got_outputs
                                if isinstance(x, np.ndarray)],
                "counterexample": self.counterexample.to_dict(),
                "original": self.original.to_dict(),
                "original_detail": self.original_verdict.detail,
                "shrink_trials": self.shrink_trials, "symptom": self.symptom,
                "context": self.verdict.context, "region": self.region.to_dict(),
                "regions": self.regions,
                "occurrences": self.occurrences, "others": self.others}


@dataclass
class Report:
    op: str
    kernel: str
    seed: int
    cases: int = 0               # valid cases requested
    invalid_cases: int = 0       # invalid cases requested
    ran_valid: int = 0
    ran_invalid: int = 0
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0
    skipped: str = ""            # why the check could not run (then it is not a pass)
    notes: list[str] = field(default_factory=list)
    isolate: bool = True
    timeout_s: float = 0.0
    stopped: str = ""            # why cases were left: "failures" (max_failures), "time"
    explore: bool = False        # every case ran, whatever failed
    time_budget_s: float | None = None  # no case was started after it (None: no limit)
    max_failures: int = 0        # groups after which the run stops (0: never)
    max_cases: int | None = None  # only the first cases of the run's order (None: all)
    ran: int = 0                 # cases of the run's order that ran (drawn or not)
    contract: str = "strict"     # the calls the kernel is held to (see `check.contract`)
    coverage: Coverage = field(default_factory=Coverage)  # select arms the valid cases took
    output: Seen = field(default_factory=Seen)  # output of calls that did not fail for it

    @property
    def stopped_early(self) -> bool:
        """Whether cases were left unrun (at the failure limit or the time budget)."""
        return bool(self.stopped)

    @property
    def ok(self) -> bool:
        """True only if valid cases ran and none failed: a skipped check, or one whose
        outputs were never compared (no valid case could be drawn), is not ok."""
        return not self.failures and not self.skipped and self.ran_valid > 0

    @property
    def status(self) -> str:
        return "skipped" if self.skipped else ("passed" if self.ok else "failed")

    def summary(self) -> str:
        if self.skipped:
            return f"{self.op}: SKIPPED ({self.skipped})"
        failed = sum(f.occurrences for f in self.failures)
        text = (f"{self.op}: {self.status.upper()}, {self.ran_valid} valid and "
                f"{self.ran_invalid} invalid cases, {_count(failed, 'failure')} in "
                f"{_count(len(self.failures), 'symptom group')}, "
                f"seed {self.seed}, {self.contract} contract, {self.seconds:.2f} s")
        if self.stopped:
            text += {"failures": " (stopped at the failure limit)",
                     "time": " (stopped at the time budget)"}[self.stopped]
        if not self.ran_valid and not self.skipped:
            text += " (no valid case ran: nothing was compared)"
        return text

    def budget(self) -> str:
        """The run's budgets in words: the cases, the wall clock, the failure limit."""
        clock = "no time limit" if self.time_budget_s is None else \
            f"{self.time_budget_s:g} s"
        groups = "every group" if not self.max_failures else \
            f"stop after {self.max_failures} group{'s' * (self.max_failures > 1)}"
        first = "" if self.max_cases is None else f" (the first {self.max_cases} of them)"
        return (f"budget: {self.cases} valid and {self.invalid_cases} invalid cases{first}, "
                f"{clock}, {groups}")

    def rerun(self) -> str:
        """For a run the clock stopped: how many cases ran, and how to run exactly those
        again (which ones ran depends on the machine's speed, not on the seed alone)."""
        if self.stopped != "time":
            return ""
        total = self.cases + self.invalid_cases if self.max_cases is None else \
            min(self.max_cases, self.cases + self.invalid_cases)
        if not self.ran:
            return (f"the time budget ({self.time_budget_s:g} s) stopped the run before its "
                    f"first case of {total}: nothing was checked; a longer --time-budget "
                    "(time_budget_s) gives it time to start")
        return (f"the time budget ({self.time_budget_s:g} s) stopped the run after {self.ran} "
                f"of {total} cases: which ones ran depends on the machine's speed, so seed "
                f"{self.seed} alone does not give them again; to rerun exactly these cases, "
                f"deterministically: --max-cases {self.ran} --time-budget 0 (max_cases="
                f"{self.ran}, time_budget_s=None), the other options as they were")

    def symptom_table(self) -> str:
        """One line per group of failures: its cases, the regions they came from, the first,
        its symptom and the region of its minimised case."""
        rows = [(str(f.occurrences), str(f.regions), f.original.ident,
                 f"{f.symptom}  [{f.region.describe()}]") for f in self.failures]
        head = ("cases", "regions", "first", "")
        widths = [max(len(row[k]) for row in rows + [head]) for k in (0, 1, 2)]
        lines = [f"{'cases':>{widths[0]}}  {'regions':>{widths[1]}}  {'first':<{widths[2]}}  "
                 "symptom  [region]"]
        lines += [f"{n:>{widths[0]}}  {r:>{widths[1]}}  {first:<{widths[2]}}  {text}"
                  for n, r, first, text in rows]
        return "\n".join(lines)

    def describe(self) -> str:
        parts = [self.summary(), self.budget(), *filter(None, [self.rerun()])]
        if self.failures:
            parts.append(self.symptom_table())
        parts += [f.describe() for f in self.failures]
        parts.append(f"coverage: {self.coverage.summary()}")
        parts += self.output.lines()
        parts += [f"note: {n}" for n in self.notes]
        return "\n".join(parts)

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "kernel": self.kernel, "seed": self.seed, "status": self.status,
                "ok": self.ok, "skipped": self.skipped, "cases": self.cases,
                "invalid_cases": self.invalid_cases, "ran_valid": self.ran_valid,
                "ran_invalid": self.ran_invalid, "seconds": round(self.seconds, 3),
                "isolate": self.isolate, "timeout_s": self.timeout_s,
                "stopped_early": self.stopped_early, "stopped": self.stopped,
                "explore": self.explore, "time_budget_s": self.time_budget_s,
                "max_failures": self.max_failures, "contract": self.contract,
                "max_cases": self.max_cases, "ran_cases": self.ran, "rerun": self.rerun(),
                "output": self.output.to_list(),
                "coverage": self.coverage.to_dict(),
                "notes": self.notes,
                "failures": [f.to_dict() for f in self.failures]}

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def to_junit(self) -> str:
        """JUnit XML: one testcase per failure, one for the cases that passed, or a skip."""
        name = f"cvmverify.check.{self.op}"
        suite = ElementTree.Element("testsuite", name=name, time=f"{self.seconds:.3f}")
        failed = skipped = 0
        if self.skipped:
            case = ElementTree.SubElement(suite, "testcase", classname=name, name=self.kernel)
            ElementTree.SubElement(case, "skipped", message=self.skipped)
            skipped = 1
        for failure in self.failures:
            case = ElementTree.SubElement(suite, "testcase", classname=name,
                                          name=f"{failure.original.ident} {failure.kind}")
            element = ElementTree.SubElement(case, "failure", type=failure.kind,
                                             message=failure.verdict.detail)
            element.text = failure.describe()
            failed += 1
        if not self.skipped:
            passed = self.ran_valid + self.ran_invalid - len(self.failures)
            ElementTree.SubElement(suite, "testcase", classname=name,
                                   name=f"{self.kernel}: {passed} passing cases, seed {self.seed}")
        suite.set("tests", str(len(suite)))
        suite.set("failures", str(failed))
        suite.set("errors", "0")
        suite.set("skipped", str(skipped))
        root = ElementTree.Element("testsuites")
        root.append(suite)
        return ElementTree.tostring(root, encoding="unicode", xml_declaration=True)


def _plain(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)  # NaN and infinities are not JSON
    return value


def _count(n: int, noun: str) -> str:
    """`1 failure`, `2 failures`: a summary reads as a sentence."""
    return f"{n} {noun}{'s' * (n != 1)}"
