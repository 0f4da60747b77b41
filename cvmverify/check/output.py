"""What a kernel wrote to stdout and stderr, judged by what the call did.

A real library logs before it rejects a call (``Check failed: axis < ndim`` on stderr, then
an error code): that is right, and the log is context for the report, never a failure. A
kernel that prints during a call that succeeds (a debug print left in) is a defect of a
kernel in a runtime; it is a failure unless output is allowed (``allow_output``), and then
a note. The report says which stream each piece of output went to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .case import Case
from .kernels import CallStatus, Outcome

SHOWN = 200  # characters of a stream quoted in a report
STREAMS = ("stdout", "stderr")


def written(outcome: Outcome) -> list[tuple[str, str]]:
    """(stream, text) for each stream the call wrote to, stdout first."""
    return [(name, getattr(outcome, name)) for name in STREAMS if getattr(outcome, name)]


def quoted(text: str) -> str:
    return repr(text if len(text) <= SHOWN else text[:SHOWN] + "...")


def said(outcome: Outcome) -> str:
    """The call's output in words, stream by stream ("" when it wrote nothing)."""
    return "; ".join(f"{len(text)} characters to {name}: {quoted(text)}"
                     for name, text in written(outcome))


@dataclass
class Seen:
    """Output of calls that did not fail for it, one line per (what the call did, stream):
    how many calls, and the first one's case and text."""

    calls: dict[tuple[str, str], list[Any]] = field(default_factory=dict)

    def record(self, case: Case, outcome: Outcome) -> None:
        how = "rejected" if outcome.status == CallStatus.REJECTED else "succeeded"
        for name, text in written(outcome):
            entry = self.calls.setdefault((how, name), [0, case.ident, text])
            entry[0] += 1

    def lines(self) -> list[str]:
        """One line per kind of call and stream, for the report."""
        why = {"rejected": "context, not a failure: the call was rejected",
               "succeeded": "allowed (--allow-output)"}
        return [f"output: {n} {how} calls wrote to {name} ({why[how]}); first, {ident}: "
                f"{quoted(text)}" for (how, name), (n, ident, text) in sorted(self.calls.items())]

    def to_list(self) -> list[dict[str, Any]]:
        return [{"calls": how, "stream": name, "count": n, "first": ident, "text": text}
                for (how, name), (n, ident, text) in sorted(self.calls.items())]
