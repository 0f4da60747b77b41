"""What a verdict is, whichever tool gave it.

The prover, the equivalence engine and the checker each extend `Verdict` with their own
evidence (a counterexample, a bound, the first differing element). What they share is a
status from a `StrEnum`: compared as a member, shown as its text, so that reports, JSON and
JUnit read as words. The prover and the equivalence engine answer with `Status`; the
checker names the kind of failure it found (`check.compare.FailureKind`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Status(StrEnum):
    """How a question was answered. Unknown and bounded are never shown as proven."""

    PROVEN = "proven"                  # holds for every input asked about
    EQUIVALENT = "equivalent"          # the two sides agree on every input asked about
    REFUTED = "refuted"                # a counterexample breaks it
    NOT_EQUIVALENT = "not-equivalent"  # a counterexample tells the sides apart
    BOUNDED = "bounded"                # no counterexample, but only within a bound not asked for
    UNKNOWN = "unknown"                # undecided, with the reason

    @property
    def decided(self) -> bool:
        """Whether the question was answered either way."""
        return self not in (Status.BOUNDED, Status.UNKNOWN)


@dataclass
class Verdict:
    """The base of every verdict: its status, a member of its tool's `StrEnum`."""

    status: StrEnum
