"""Random structures of an operator: one seeded walk down the prover's tree of choices.

The prover enumerates every structure (`cvmverify.core.structures.instances`); a check
needs only one per case, so it walks the same tree at random instead: instantiate the spec,
and at each unmade choice (`NeedChoice`: a rank, a tuple length, a flag, a pinned quantity)
pick an option with the seeded generator. Small ranks and lengths are favoured, because
that is where the boundaries are and because small cases keep the check fast. Instantiating
is deterministic, so every step is memoised per spec: after a few cases, walks cost nothing.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..core.attrs import MAX_RANK
from ..core.dsl import OperatorSpec, structure_outcome
from ..core.facts import Structure, kind_of
from ..core.ir import Instance, NeedChoice, StructureExcluded

# Weight of rank (or tuple length) r: most cases at rank 1..3, a few up to the runtime's 6.
RANK_WEIGHTS = {0: 2.0, 1: 4.0, 2: 4.0, 3: 3.0, 4: 1.5, 5: 0.75, 6: 0.75}

_Outcome = Instance | NeedChoice | StructureExcluded
_alive: dict[tuple[str, int, int, tuple], bool] = {}


def key_of(choices: dict[str, Any]) -> tuple:
    return tuple(sorted(choices.items(), key=lambda kv: kv[0]))


def instantiate(spec: OperatorSpec, choices: dict[str, Any]) -> _Outcome:
    """The instance for `choices`, or the choice still to make, or the structural rule that
    excludes them (memoised: a spec body is a pure function of its choices)."""
    return structure_outcome(spec, choices)


def _weights(key: str, options: tuple[Any, ...], max_rank: int) -> list[float]:
    if len(options) == 1:  # a fixed rank (conv2d's 4-D x) is not a choice
        return [1.0]
    kind = kind_of(key)
    if kind in (Structure.RANK, Structure.LEN):
        return [RANK_WEIGHTS.get(o, 0.5) if o <= max_rank else 0.0 for o in options]
    if kind == Structure.COUNT:  # variadic inputs: 2 and more exercise the offsets
        return [1.0 if o == 1 else 2.0 for o in options]
    return [1.0] * len(options)


def alive(spec: OperatorSpec, choices: dict[str, Any], max_rank: int) -> bool:
    """Whether some structure within `max_rank` extends `choices` (depth first, stopping at
    the first one found; memoised, and a pure function of the spec, so that using it keeps
    walks reproducible)."""
    key = (spec.name, id(spec), max_rank, key_of(choices))
    known = _alive.get(key)
    if known is None:
        outcome = instantiate(spec, choices)
        if isinstance(outcome, Instance):
            known = True
        elif isinstance(outcome, StructureExcluded):
            known = False
        else:
            weights = _weights(outcome.key, outcome.options, max_rank)
            known = any(w > 0 and alive(spec, {**choices, outcome.key: o}, max_rank)
                        for o, w in zip(outcome.options, weights))
        _alive[key] = known
    return known


def sample(spec: OperatorSpec, rng: np.random.Generator, max_rank: int = MAX_RANK,
           fixed: dict[str, Any] | None = None) -> Instance:
    """A random instance of `spec` whose choices include `fixed`.

    Each choice is drawn among the options that lead to some structure (where's three ranks
    are mostly incompatible: blind walks would rarely succeed). Raises LookupError if there
    is no structure at all.
    """
    choices = dict(fixed or {})
    # Flags and modes first, uniformly: walking in the body's order would decide them last,
    # among whatever earlier choices left alive (broadcast's explicit mode needs
    # axes_mapping, chosen before it, so it would come up in 3% of cases instead of 33%).
    for decl in spec.attrs:
        options = decl.structural_values
        if options and decl.name not in choices:
            live = [o for o in options if alive(spec, {**choices, decl.name: o}, max_rank)]
            if live:
                choices[decl.name] = live[int(rng.integers(len(live)))]
    while True:
        outcome = instantiate(spec, choices)
        if isinstance(outcome, Instance):
            return outcome
        if isinstance(outcome, StructureExcluded):
            break
        weights = np.asarray(_weights(outcome.key, outcome.options, max_rank))
        while weights.sum() > 0:
            # rejection sampling: the same distribution as drawing among the live options,
            # but only the options drawn are explored
            pick = int(rng.choice(len(outcome.options), p=weights / weights.sum()))
            if alive(spec, {**choices, outcome.key: outcome.options[pick]}, max_rank):
                break
            weights[pick] = 0.0
        if weights.sum() == 0:
            break
        choices[outcome.key] = outcome.options[pick]
    raise LookupError(f"{spec.name}: no structure within rank {max_rank} extends {fixed}")
