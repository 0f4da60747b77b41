"""Judging one call: bit-exact against the reference, and the verdict when it is not.

Kinds of failure:

- ``mismatch``: a valid case whose outputs differ from the reference in number, type, dtype,
  shape or any bit of any element (the first differing element, row-major, is reported);
- ``rejected-valid``: a valid case the kernel rejected (raised, or returned nonzero);
- ``accepted-invalid``: an invalid case the kernel returned from;
- ``modified-input``: the kernel wrote to one of its inputs;
- ``crash``, ``timeout``: the call killed its worker, or did not answer in time;
- ``printed``: a call that succeeded (otherwise behaving) wrote to stdout or stderr; what a
  rejected call writes (a library's log line before it returns an error) is context, never a
  failure (see `output`), and ``allow_output`` makes a succeeding call's output a note.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Sequence

import numpy as np

from ..core.verdict import Verdict as BaseVerdict
from . import output
from .case import Case
from .kernels import CallStatus, NotArray, Outcome, ReportedOutput, WrittenOutside


FILLED = -0x5A5A5A5B  # an int32 of the 0xA5 bytes a C kernel's outputs are filled with


class FailureKind(StrEnum):
    """What went wrong in a call (the module's docstring says when each applies)."""

    MISMATCH = "mismatch"
    CRASH = "crash"
    TIMEOUT = "timeout"
    ACCEPTED_INVALID = "accepted-invalid"
    REJECTED_VALID = "rejected-valid"
    MODIFIED_INPUT = "modified-input"
    PRINTED = "printed"


@dataclass
class Verdict(BaseVerdict):
    """A call that failed: how (`status`), and the evidence."""

    status: FailureKind
    detail: str
    output: int | None = None                 # which output differs
    index: tuple[int, ...] | None = None      # first differing element of that output
    expected: Any = None
    got: Any = None
    context: str = ""  # what the call wrote to stdout/stderr, where that is not the failure


def judge(case: Case, expected: Sequence[np.ndarray] | None, outcome: Outcome,
          allow_output: bool = False) -> Verdict | None:
    """None if the call behaved; else what went wrong. Output is judged by what the call
    did: beside another failure, or from a rejected call, it is context; from a call that
    succeeded it is a failure unless `allow_output`."""
    verdict = _judge_result(case, expected, outcome)
    if verdict is not None:
        verdict.context = output.said(outcome)
        return verdict
    streams = [name for name, _ in output.written(outcome)]
    if streams and outcome.status == CallStatus.RETURNED and not allow_output:
        return Verdict(FailureKind.PRINTED, f"a call that succeeded wrote {output.said(outcome)}",
                       expected="no output", got=" and ".join(streams))
    return None


def _judge_result(case: Case, expected: Sequence[np.ndarray] | None,
                  outcome: Outcome) -> Verdict | None:
    if outcome.status in (CallStatus.CRASH, CallStatus.TIMEOUT):
        return Verdict(FailureKind(outcome.status), outcome.message)
    if not case.valid:
        if outcome.status == CallStatus.RETURNED:
            return Verdict(FailureKind.ACCEPTED_INVALID, f"returned outputs for an invalid case "
                           f"({case.violated})", expected="a rejection",
                           got=_summary(outcome.outputs))
        return None
    if outcome.status == CallStatus.REJECTED:
        return Verdict(FailureKind.REJECTED_VALID, f"rejected a valid case: {outcome.message}",
                       expected="outputs", got=outcome.message)
    verdict = compare_outputs(list(expected or []), outcome.outputs)
    if verdict is not None:
        return verdict
    if outcome.modified:
        k = outcome.modified[0]
        before, after = case.inputs[k], outcome.changed[0]
        where = first_difference(before, after) if before.shape == after.shape and \
            before.dtype == after.dtype else None
        return Verdict(FailureKind.MODIFIED_INPUT, f"input {k} was modified by the kernel",
                       output=None, index=where, expected=_at(before, where), got=_at(after, where))
    return None


REORDERED = "the outputs in another order, each right"


def symptom(case: Case, verdict: Verdict) -> str:
    """What a failure looks like, without the case's numbers: two failures with one
    symptom are taken for one defect (grouped, minimised once), and minimising keeps it.
    The kind, and the output and pattern of the first differing element, the rule an
    accepted invalid case breaks, the exception a valid case was rejected with, the
    signal of a crash."""
    if verdict.status == FailureKind.ACCEPTED_INVALID:
        return f"accepted-invalid: breaks {case.violated}"
    if verdict.status == FailureKind.MISMATCH and verdict.detail.startswith(REORDERED):
        return f"mismatch: {REORDERED}"
    if verdict.status == FailureKind.MISMATCH and verdict.index is not None:
        return f"mismatch: output {verdict.output} {_pattern(verdict.expected, verdict.got)}"
    if verdict.status == FailureKind.REJECTED_VALID:
        return f"rejected-valid: {str(verdict.got).split(':')[0]}"
    if verdict.status == FailureKind.PRINTED:
        return f"printed: to {verdict.got}"
    if verdict.status == FailureKind.TIMEOUT:  # its detail is the limit: a number, and no symptom
        return "timeout: no answer within the time limit of a call"
    first_line = verdict.detail.splitlines()[0] if verdict.detail else ""
    shapes_out = re.sub(r"\[[^\]]*\]|\([^)]*\)", "[...]", first_line)  # a shape of any rank
    # whole numbers only: the digits of a dtype (int64) and the shapes' "..." stay
    return f"{verdict.status}: " + re.sub(r"-?\b[0-9]+\b", "#", shapes_out)


def _pattern(expected: Any, got: Any) -> str:
    """How a wrong element relates to the right one."""
    if not isinstance(expected, int) or not isinstance(got, int) or isinstance(got, bool):
        return "has a wrong value"
    if got == FILLED:
        return "was never written"
    if got == 0:
        return "is 0 instead of nonzero"
    if abs(got - expected) == 1:
        return f"is off by {got - expected:+d}"
    if got == -expected:
        return "has the wrong sign"
    return "has a wrong value"


def compare_outputs(expected: list[np.ndarray], got: list[Any]) -> Verdict | None:
    if len(got) != len(expected):
        return Verdict(FailureKind.MISMATCH, f"{len(got)} outputs, expected {len(expected)}",
                       expected=len(expected), got=len(got))
    order = _reordered(expected, got)
    if order is not None and order != list(range(len(order))):
        pairs = ", ".join(f"output {k} is the expected output {j}"
                          for k, j in enumerate(order) if k != j)
        return Verdict(FailureKind.MISMATCH, f"{REORDERED}: {pairs}",
                       expected=list(range(len(order))), got=order)
    for k, (want, have) in enumerate(zip(expected, got)):
        if isinstance(have, ReportedOutput):
            return Verdict(FailureKind.MISMATCH, f"output {k}: the kernel's shape function reports "
                           f"{have.dtype}{list(have.shape)}, expected "
                           f"{want.dtype}{list(want.shape)}", output=k,
                           expected=f"{want.dtype}{list(want.shape)}",
                           got=f"{have.dtype}{list(have.shape)}")
        if isinstance(have, WrittenOutside):
            return Verdict(FailureKind.MISMATCH, f"output {k}: the kernel wrote outside its "
                           f"buffer, {have.text}", output=k, expected="writes within the buffer",
                           got=have.text)
        if isinstance(have, NotArray) or not isinstance(have, np.ndarray):
            name = have.type_name if isinstance(have, NotArray) else type(have).__name__
            return Verdict(FailureKind.MISMATCH, f"output {k} is a {name}, not a numpy.ndarray",
                           output=k, expected="numpy.ndarray", got=name)
        if have.dtype != want.dtype:
            return Verdict(FailureKind.MISMATCH, f"output {k} has dtype {have.dtype}, expected "
                           f"{want.dtype}", output=k, expected=str(want.dtype),
                           got=str(have.dtype))
        if have.shape != want.shape:
            return Verdict(FailureKind.MISMATCH, f"output {k} has shape {have.shape}, expected "
                           f"{want.shape}", output=k, expected=list(want.shape),
                           got=list(have.shape))
        where = first_difference(want, have)
        if where is not None:
            return Verdict(FailureKind.MISMATCH, f"output {k} differs at {list(where)}", output=k,
                           index=where, expected=_at(want, where), got=_at(have, where))
    return None


def _reordered(expected: list[np.ndarray], got: list[Any]) -> list[int] | None:
    """Which expected output each output is, where the outputs are the expected ones in some
    order (a split returning its pieces last first); None where they are not."""
    if len(expected) < 2 or not all(isinstance(have, np.ndarray) for have in got):
        return None
    places: dict[tuple, list[int]] = {}
    for j, want in enumerate(expected):
        places.setdefault(_identity(want), []).append(j)
    order = []
    for have in got:
        free = places.get(_identity(have))
        if not free:
            return None
        order.append(free.pop(0))  # equal outputs are interchangeable: take the first
    return order


def _identity(array: np.ndarray) -> tuple:
    return array.dtype.str, array.shape, np.ascontiguousarray(array).tobytes()


def first_difference(a: np.ndarray, b: np.ndarray) -> tuple[int, ...] | None:
    """The row-major first index where two arrays of one shape and dtype differ in any bit."""
    if a.size == 0:
        return None
    width = a.dtype.itemsize
    bytes_a = np.ascontiguousarray(a).reshape(-1).view(np.uint8).reshape(a.size, width)
    bytes_b = np.ascontiguousarray(b).reshape(-1).view(np.uint8).reshape(b.size, width)
    differs = np.any(bytes_a != bytes_b, axis=1)
    if not differs.any():
        return None
    return tuple(int(i) for i in np.unravel_index(int(np.argmax(differs)), a.shape))


def _at(array: np.ndarray, where: tuple[int, ...] | None) -> Any:
    if where is None:
        return None
    return array[where].item()


def _summary(outputs: list[Any]) -> str:
    return ", ".join(f"{o.dtype}{list(o.shape)}" if isinstance(o, np.ndarray) else
                     o.text if isinstance(o, (ReportedOutput, WrittenOutside)) else o.type_name
                     for o in outputs)
