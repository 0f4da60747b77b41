"""One check run: draw cases, call the kernel, judge, minimise, report.

    case = cases.draw(op, seed, index, valid)        # from the spec, reproducible
    outcome = runner.run(case)                       # isolated or in-process
    verdict = compare.judge(case, expected, outcome) # bit-exact, or a failure kind
    shrink.minimise(case, verdict, ...)              # the smallest case failing alike
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..core import registry
from ..core.attrs import MAX_RANK
from ..core.bind import bind_call
from ..core.errors import LogicError, SpecError
from ..core.evaluate import evaluate, run
from ..core.fast_paths import reference_evaluation
from ..core.fusion import GraphOperator, graph_operator
from ..core.ir import Instance
from . import cases as casegen
from . import structures
from .case import Case
from .compare import FailureKind, Verdict, judge, symptom
from .contract import precision_needed
from .cuda import CudaKernel, unavailable
from .isolate import InProcess, Isolated
from .kernels import KernelLike, describe
from .options import TIME_BUDGET_S, CheckOptions
from .region import Region, region_of, same_case, transplant
from .outcome import Failure, Report
from .shrink import Budget, minimise

Progress = Callable[[int, int], None]
WRONG_ELEMENTS = 8  # of a moved case's wrong elements, the ones looked at for a region


def check_kernel(name: str, kernel: KernelLike, *, cases: int = 100, seed: int = 0,
                 timeout_s: float = 5.0, isolate: bool = True,
                 invalid_cases: int | None = None, progress: Progress | None = None,
                 max_failures: int = 0, shrink: bool = True, max_rank: int = MAX_RANK,
                 dtypes: Sequence[str] | None = None,
                 shrink_budget: tuple[int, float] = (150, 5.0),
                 explore: bool = False, max_elements: int = CheckOptions.max_elements,
                 max_dim: int | None = None,
                 values: tuple[int, int] | None = None, contract: str = "strict",
                 time_budget_s: float | None = TIME_BUDGET_S,
                 allow_output: bool = False, max_cases: int | None = None) -> Report:
    """Check `kernel` against the spec of operator `name`, bit-exactly.

    Integer semantics are the reference's: a value op computes every result exactly and
    returns int32, and must reject a case whose exact result (or intermediate) leaves
    int32; a movement op returns its input's dtype and bits unchanged.

    `cases` valid cases and `invalid_cases` invalid ones (default: a fifth as many) are
    drawn from the spec with `seed`, boundary cases first, invalid ones interleaved. Each
    call runs in a worker process with a `timeout_s` limit unless `isolate` is False.

    Failures are grouped by symptom (`compare.symptom`) within a region of the input space
    the spec names (`region`): the first of a group is minimised (at most `shrink_budget` =
    (proposals, seconds), keeping its symptom and region) unless `shrink` is False, the
    later ones are counted on it. The run keeps going after a failure, so that one found
    first (a difference by design) does not hide the defects behind it: it stops after
    `max_failures` groups (0, the default: never; 1: stop at the first), or when
    `time_budget_s` seconds have passed (None: no limit; a group being minimised is
    finished). `explore` runs every case, whatever the budgets. `max_cases` runs only the
    first cases of the run's order (valid and invalid ones interleaved): a run the clock
    stopped after N cases is run again exactly, without the clock, with ``max_cases=N,
    time_budget_s=None`` (the report says so).

    What the kernel writes to stdout or stderr is judged by what the call did: during a
    rejected call (a library's log line before it returns an error) it is context, listed
    in `report.output`; during a call that succeeds it is a "printed" failure, or, with
    `allow_output`, listed there too.

    Cases are small: at most `max_elements` per input and dims up to 12 where the rules
    allow (a case steered to the largest dim a rule allows goes beyond, within
    `max_elements`); `max_dim` makes a hard limit of it; `values=(lo, hi)` keeps the data of valid cases inside a kernel's supported
    domain (indices excepted; invalid cases may still overflow). `dtypes` are the
    dtypes movement ops are checked with (value ops always get int32). `progress(done,
    total)` is called after every case.

    `contract="runtime"` checks a kernel written for the CVM runtime, which holds every call
    to the precision rules before any kernel runs and never checks an element: valid cases
    have inputs within precisions the op's rule accepts (the widest ones included, movement
    data int32 unless `dtypes` say otherwise), the reference computes the intermediates
    exactly, and no invalid case is drawn (`check.contract`). The default, "strict", holds
    the kernel to every call: int32 inputs of any value, and every invalid case rejected.
    """
    if not (isinstance(kernel, str) or callable(kernel) or hasattr(kernel, "run_case")):
        raise LogicError("check_kernel", "a kernel: a function, a \"module:function\" "
                         "string, a CKernel or a CudaKernel", {"kernel": repr(kernel)})
    options = CheckOptions(
        cases=cases, seed=seed, timeout_s=timeout_s, isolate=isolate,
        invalid_cases=invalid_cases, max_failures=max_failures, shrink=shrink,
        max_rank=max_rank, dtypes=dtypes, shrink_budget=shrink_budget, explore=explore,
        max_elements=max_elements, max_dim=max_dim, values=values, contract=contract,
        time_budget_s=time_budget_s, allow_output=allow_output, max_cases=max_cases)
    return run_check(name, kernel, options, progress)


def run_check(name: str, kernel: KernelLike, options: CheckOptions,
              progress: Progress | None = None) -> Report:
    """`check_kernel`, its options held in a `CheckOptions`: the options checked, the
    cases scheduled, each run, judged and minimised, the report filled as they go.

    The expected outputs and errors are the interpreter's own (`reference_evaluation`):
    the evaluator's fast paths are kernels checked against it, never the reference."""
    with reference_evaluation():
        return _run_check(name, kernel, options, progress)


def _run_check(name: str, kernel: KernelLike, options: CheckOptions,
               progress: Progress | None) -> Report:
    spec = registry.get(name)
    options = options.validated(spec.name)
    report = Report(op=spec.name, kernel=describe(kernel), seed=options.seed,
                    cases=options.cases, invalid_cases=options.invalid,
                    isolate=options.isolate, timeout_s=options.timeout_s,
                    explore=options.explore, contract=options.contract,
                    time_budget_s=options.time_budget_s, max_failures=options.max_failures,
                    max_cases=options.max_cases)
    if options.runtime:
        report.notes.append("runtime contract: inputs within precisions the precision rule "
                            "accepts; no invalid case (the runtime rejects bad shapes, "
                            "attributes and precisions before any kernel runs)")
    start = time.perf_counter()
    judging = _Judging(options.drawing(declared_dtypes(spec)), options.shrink,
                       options.shrink_budget, options.allow_output, start)
    if isinstance(kernel, CudaKernel):
        reason = unavailable()
        if reason:
            report.skipped = f"CUDA kernel not run: {reason}"
            return report
    runner = (Isolated if options.isolate else InProcess)(kernel, options.timeout_s)
    plan = schedule(options.cases, options.invalid)[:options.max_cases]
    try:
        for done, (valid, index) in enumerate(plan, 1):
            try:
                case, expected = casegen.draw(spec, options.seed, index, valid,
                                              judging.config)
            except casegen.NoCase as error:
                report.notes.append(str(error))  # said in the report, never a silent pass
                case = None
            if case is not None:
                if valid:
                    report.ran_valid += 1
                    report.coverage.record(spec, case)
                else:
                    report.ran_invalid += 1
                _check_case(runner, case, expected, judging, report)
            report.ran = done
            if progress is not None:
                progress(done, len(plan))
            if done == len(plan):
                break
            if options.max_failures and len(report.failures) >= options.max_failures:
                report.stopped = "failures"
                break
            if options.time_budget_s is not None and \
                    time.perf_counter() - start > options.time_budget_s:
                report.stopped = "time"
                break
    finally:
        runner.close()
    report.seconds = time.perf_counter() - start
    return report


def check_graph_kernel(graph, kernel: KernelLike, **options: Any) -> Report:
    """Check a kernel of a whole graph (a fused kernel, say) like `check_kernel` checks an
    operator's: cases are drawn from the fused graph's preconditions, and the reference is
    the graph evaluated node by node. The kernel takes the graph inputs in their declared
    order and returns the graph outputs in theirs."""
    with registry.registered(graph_operator(graph)) as spec:
        return check_kernel(spec.name, kernel, **options)


def declared_dtypes(spec) -> tuple[tuple[str, str], ...]:
    """The dtypes a graph declares for its inputs (an operator of the library declares none:
    its value inputs are int32, its moved data any dtype)."""
    if not isinstance(spec, GraphOperator):
        return ()
    return tuple((name, decl.dtype) for name, decl in spec.graph.inputs.items())


def schedule(valid: int, invalid: int) -> list[tuple[bool, int]]:
    """The order of the cases: valid ones in index order, invalid ones spread among them
    (the first after the second valid case, so that a kernel accepting anything is caught
    early)."""
    keyed = [((k + 1) / (valid + 1), True, k) for k in range(valid)]
    keyed += [((j + 0.5) / invalid * 0.999, False, j) for j in range(invalid)] if invalid else []
    keyed.sort(key=lambda item: (item[0], not item[1]))
    return [(v, k) for _, v, k in keyed]


def reference(case: Case) -> list[np.ndarray]:
    """The reference's outputs for a case (raises LogicError if it is invalid), held to the
    precision contract for a case drawn under it."""
    return evaluate(case.op, [x.copy() for x in case.inputs], precisions=case.precisions,
                    **case.attrs)


def reference_within(case: Case) -> list[np.ndarray]:
    """The reference's outputs for a case known to satisfy the preconditions of its
    structure (a replayed shrinking candidate: z3 chose its dims and attributes): the
    symbolic instance of that structure is evaluated directly, which skips re-instantiating
    the spec for every candidate (3 to 10 times faster). Int32 overflow is still a LogicError;
    the final minimised case is confirmed with the full `reference`."""
    spec = registry.get(case.op)
    instance = structures.instantiate(spec, case.structure)
    inputs = [x.copy() for x in case.inputs]
    if not isinstance(instance, Instance) or case.precisions is not None:
        return reference(case)
    call = bind_call(spec, inputs, case.attrs)
    if any(case.structure.get(k, v) != v for k, v in (call.binder.evidence or {}).items()):
        return reference(case)
    return run(instance, call)


@dataclass(frozen=True)
class _Judging:
    """How a run judges and minimises its failures."""

    config: Any
    shrink: bool
    budget: tuple[int, float]
    allow_output: bool
    start: float


# a right answer that is a view of an input: said once, not a failure (a zero-copy reshape
# or transpose is a legitimate kernel; only its caller knows whether the buffer is reused)
ALIASED = "a view of an input:"


def _check_case(runner, case: Case, expected, judging: _Judging, report: Report) -> None:
    """Run one case; a failure joins the group of its symptom whose regions include its own,
    or is minimised and then joins a group of its symptom its minimised case agrees with
    (`_one_defect`), or starts one."""
    outcome = runner.run(case.inputs, case.attrs, case.layout)
    verdict = judge(case, expected, outcome, judging.allow_output)
    if verdict is None:
        if outcome.printed:
            report.output.record(case, outcome)
        if outcome.aliased and not any(n.startswith(ALIASED) for n in report.notes):
            j, k = outcome.aliased[0]
            report.notes.append(
                f"{ALIASED} output {j} shares the memory of input {k} (a view of it, first in "
                f"case {case.ident}): its values are right, and a caller that reuses the "
                "input's buffer changes them; return a copy where that matters")
        return
    seen = symptom(case, verdict)
    where = region_of(case, verdict)
    for failure in report.failures:
        if failure.symptom == seen and where.key in failure.sources:
            failure.others.append(case.ident)
            return
    failure = _minimised(runner, case, expected, outcome, verdict, seen, where, judging)
    for group in report.failures:
        if group.symptom == seen and _one_defect(runner, group, failure, judging):
            group.others.append(case.ident)
            group.sources |= failure.sources
            return
    failure.found_s = time.perf_counter() - judging.start
    report.failures.append(failure)


def _one_defect(runner, a: Failure, b: Failure, judging: _Judging) -> bool:
    """Whether two groups of one symptom are one defect, by their minimised cases: the same
    case, or each one's data fails in the other's region (`region.transplant`), both ways
    (one way, a case at shift_bit 32 may fail at 31 by another defect there)."""
    if same_case(a.counterexample, b.counterexample):
        return True
    if not judging.shrink:
        return False  # data as drawn fails wherever any defect is: it tells nothing apart
    return all(any(_reproduces(runner, moved, y, judging) for moved in
                   transplant(x.counterexample, y.counterexample, x.verdict.index))
               for x, y in ((a, b), (b, a)))


def _reproduces(runner, candidate: Case, group: Failure, judging: _Judging) -> bool:
    """Whether `candidate` fails with the symptom of `group` at an element of its region:
    any wrong element, not only the first, since which one comes first depends on the data
    moved in."""
    try:
        want = reference(candidate) if candidate.valid else None
    except (LogicError, SpecError):
        return False  # the data moved in leaves the op's domain there
    if not candidate.valid and _rejection(candidate) != _rejection(group.counterexample):
        return False
    if want is not None:
        candidate.layout = [(x.shape, x.dtype.name) for x in want]
    result = runner.run(candidate.inputs, candidate.attrs, candidate.layout)
    verdict = judge(candidate, want, result, judging.allow_output)
    return verdict is not None and any(
        symptom(candidate, v) == group.symptom and
        region_of(candidate, v).key == group.region.key
        for v in _wrong_elements(verdict, want, result.outputs, group.verdict.index))


def _wrong_elements(verdict: Verdict, want, got, prefer: tuple | None) -> list[Verdict]:
    """The verdict, and for a mismatch of one element, the verdicts of the output's element
    at `prefer` (where the group's own case went wrong) and of its next wrong elements (at
    most `WRONG_ELEMENTS`)."""
    found = [verdict]
    if verdict.status != FailureKind.MISMATCH or verdict.index is None:
        return found
    k = verdict.output
    expected, actual = want[k], got[k]
    if not isinstance(actual, np.ndarray) or actual.shape != expected.shape:
        return found
    wrong = [tuple(int(i) for i in at) for at in np.argwhere(actual != expected)]
    if prefer is not None and tuple(prefer) in set(wrong):
        wrong.insert(0, tuple(prefer))
    for at in wrong[:WRONG_ELEMENTS]:
        if at != tuple(verdict.index):
            found.append(Verdict(FailureKind.MISMATCH, verdict.detail, output=k, index=at,
                                 expected=expected[at].item(), got=actual[at].item()))
    return found


def _minimised(runner, case: Case, expected, outcome, verdict: Verdict, seen: str,
               where: Region, judging: _Judging) -> Failure:
    found = {"case": case, "verdict": verdict, "expected": expected or [],
             "got": outcome.outputs}
    rule = None if case.valid else _rejection(case)

    def fails(candidate: Case) -> Verdict | None:
        """The candidate's verdict, if it fails alike: same symptom, same region (a case
        never shrinks into another defect's region); else None."""
        try:
            want = reference_within(candidate) if candidate.valid else None
        except (LogicError, SpecError):
            return None  # the proposal left the op's domain
        if not candidate.valid and _rejection(candidate) != rule:
            return None  # accepted, or rejected for another rule: not the same case
        if want is not None:
            candidate.layout = [(x.shape, x.dtype.name) for x in want]
        result = runner.run(candidate.inputs, candidate.attrs, candidate.layout)
        judged = judge(candidate, want, result, judging.allow_output)
        if judged is None or symptom(candidate, judged) != seen or \
                region_of(candidate, judged).key != where.key:
            return None
        found.update(case=candidate, verdict=judged, expected=want or [], got=result.outputs)
        return judged

    trials = 0
    small, small_verdict = case, verdict
    if judging.shrink:  # the budget's seconds bound it, even where each proposal times out
        small, small_verdict, trials = minimise(case, verdict, fails, judging.config,
                                                Budget(*judging.budget), seen)
        if small is not case and small.valid and not _accepted(small):
            small, small_verdict = case, verdict  # z3 and the reference disagree: keep it
            found.update(case=case, verdict=verdict, expected=expected or [],
                         got=outcome.outputs)
    if small.precisions is not None:
        small = _tightest_precisions(small)
    return Failure(op=case.op, kind=verdict.status, detail=small_verdict.detail,
                   case=case.index, valid=case.valid, seed=case.seed, counterexample=small,
                   original=case, verdict=small_verdict, original_verdict=verdict,
                   expected_outputs=list(found["expected"]),
                   got_outputs=list(found["got"]), shrink_trials=trials, symptom=seen,
                   region=where, sources={where.key})


def _tightest_precisions(case: Case) -> Case:
    """`case` with the smallest precisions that hold its data, if the runtime accepts it
    so: a counterexample says how little precision it needs. The kernel never sees the
    precisions, and the exact reference does not depend on them, so the failure stays."""
    tight = tuple(min(p, precision_needed(x)) for p, x in zip(case.precisions, case.inputs))
    candidate = case.copy(precisions=tight)
    return candidate if _accepted(candidate) else case


def _accepted(case: Case) -> bool:
    try:
        reference(case)
    except (LogicError, SpecError):
        return False
    return True


def _rejection(case: Case) -> str | None:
    """The rule the reference rejects `case` for (None if it accepts it)."""
    try:
        reference(case)
    except LogicError as error:
        return error.condition
    except SpecError:
        return None
    return None
