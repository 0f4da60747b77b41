"""One obligation: a z3 formula that must hold for every call an instance admits, with
what its verdict shows. `obligations` derives those of an instance, `laws` those of the
laws a spec claims; both build on this module."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import z3

from ..core.encode import Encoder


@dataclass
class Obligation:
    name: str                       # the kind: in-bounds, output-shape, ...
    detail: str                     # which read, output or promise
    goal: Any                       # z3 Bool that must hold (or be satisfiable, for vacuity)
    context: list = field(default_factory=list)   # z3 Bools: index ranges, path conditions
    requirements: int | None = None  # assume only the first n preconditions (None: all)
    satisfiable: bool = False       # vacuity: the goal must be satisfiable, not valid
    unsatisfiable_means: str = ""   # what a satisfiable goal that is not says (refuted)
    shown: dict[str, Any] = field(default_factory=dict)  # extra terms for counterexamples
    subject: Any = None             # the sympy node it is about (shown when refuted)
    where: str = ""                 # file:line of the rule in the spec (shown when refuted)
    parts: list["Obligation"] = field(default_factory=list)  # what a merged one stands for
    relevant: list[int] = field(default_factory=list)  # precondition facts in its cone
    symbols: set[str] = field(default_factory=set)     # the symbols of its cone


def index_ranges(enc: Encoder, out, rename: str = "") -> list:
    """Each index of `out` within its dim (`rename` names a second copy of the index)."""
    return [z3.And(0 <= enc.symbol(s.name + rename), enc.symbol(s.name + rename) < enc.term(d))
            for s, d in zip(out.index, out.shape)]
