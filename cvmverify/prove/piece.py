"""A piece of a proof run, the unit that is scheduled, cached and stopped: one operator at
one rank of its first input, and its verdicts."""

from __future__ import annotations

from dataclasses import dataclass, field

from .verdicts import Result


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
