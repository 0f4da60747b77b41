"""Replaying stored counterexamples: a JSON report's cases run again, exactly as stored."""

from __future__ import annotations

import json
import os
import time
from typing import Any

from .case import Case
from .compare import judge, symptom
from .isolate import InProcess, Isolated
from .kernels import KernelLike, describe
from .outcome import Failure, Report
from .run import reference


def replay(report: str | os.PathLike | dict[str, Any], kernel: KernelLike, *,
           isolate: bool = True, timeout_s: float | None = None,
           allow_output: bool = False) -> Report:
    """Run the counterexamples of a JSON report (a path, a JSON string or its dict; or one
    failure or one case of it) against `kernel` again; the result lists those that still
    fail. Nothing is redrawn: the stored arrays and attributes are used as they are. Output
    is judged as in the check (`allow_output`: during a call that succeeds, a note)."""
    data = _load(report)
    if "failures" in data:
        stored = [Case.from_dict(f["counterexample"]) for f in data["failures"]]
    elif "counterexample" in data:
        stored = [Case.from_dict(data["counterexample"])]
    else:
        stored = [Case.from_dict(data)]
    timeout = timeout_s if timeout_s is not None else float(data.get("timeout_s") or 5.0)
    op = stored[0].op if stored else str(data.get("op", "?"))
    runtime = any(case.precisions is not None for case in stored)
    result = Report(op=op, kernel=describe(kernel), seed=int(data.get("seed", 0)),
                    isolate=isolate, timeout_s=timeout,
                    contract="runtime" if runtime else "strict")
    start = time.perf_counter()
    runner = Isolated(kernel, timeout) if isolate else InProcess(kernel, timeout)
    try:
        for case in stored:
            expected = None
            if case.valid:
                expected = reference(case)
                result.ran_valid += 1
            else:
                result.ran_invalid += 1
            outcome = runner.run(case.inputs, case.attrs, case.layout)
            verdict = judge(case, expected, outcome, allow_output)
            if verdict is None and outcome.printed:
                result.output.record(case, outcome)
            if verdict is not None:
                result.failures.append(Failure(
                    op=case.op, kind=verdict.status, detail=verdict.detail, case=case.index,
                    symptom=symptom(case, verdict),  # the report's table groups by it
                    valid=case.valid, seed=case.seed, counterexample=case, original=case,
                    verdict=verdict, original_verdict=verdict,
                    expected_outputs=list(expected or []), got_outputs=outcome.outputs))
    finally:
        runner.close()
    result.seconds = time.perf_counter() - start
    return result


def _load(report: str | os.PathLike | dict[str, Any]) -> dict[str, Any]:
    if isinstance(report, dict):
        return report
    text = os.fspath(report)
    if text.lstrip().startswith("{"):
        return json.loads(text)
    with open(text) as handle:
        return json.load(handle)
