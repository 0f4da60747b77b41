"""Cases from the spec: valid calls drawn from its own preconditions, and invalid ones that
break exactly one of them.

Every case is a pure function of (op, seed, index, valid): its random generator is seeded
with exactly those, its structure is a seeded walk (`structures`), its dims and attributes a
z3 model in a fresh context (`solve`), its values a seeded draw (`values`). The reference
evaluator then has the last word: a valid case must evaluate (an exact result outside int32
narrows the values and retries), an invalid case must raise LogicError.

The first valid cases of every run are the boundary ones (`PLANS`): every dim 1, attributes
at their largest and smallest legal values, single-element outputs, ties, int32 limits; later
cases mix the same ingredients at random.
"""

from __future__ import annotations

import numpy as np

from ..core.dsl import OperatorSpec
from . import draw as drawing
from .case import Case
from .draw import PLANS, Config, NoCase, Plan, plan_for, rng_for
from .invalid import OVERFLOW, invalid_case

__all__ = ["Config", "NoCase", "OVERFLOW", "PLANS", "Plan", "draw", "invalid_case",
           "plan_for", "rng_for", "valid_case"]


def draw(op: str | OperatorSpec, seed: int, index: int, valid: bool,
         config: Config = Config()) -> tuple[Case, list[np.ndarray] | None]:
    """Case number `index` of `op` under `seed`, valid or invalid, and the reference's
    outputs for it (None for an invalid case). Raises NoCase if none was found."""
    if valid:
        return drawing.valid(op, seed, index, config)
    return invalid_case(op, seed, index, config), None


def valid_case(op: str | OperatorSpec, seed: int, index: int,
               config: Config = Config()) -> Case:
    """Valid case number `index` of `op` under `seed`. Raises NoCase if none was found."""
    return drawing.valid(op, seed, index, config)[0]
