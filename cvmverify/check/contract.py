"""Cases under the runtime's contract: input precisions first, then values within them.

The CVM runtime rejects a call before any kernel runs when its shapes, attributes or
precisions break a rule, and never checks an element; a kernel written for it needs only be
right on the calls it lets through. Under ``contract="runtime"`` a valid case is therefore
drawn as the strict one is (structure, dims and attributes from the preconditions), then
given input precisions that satisfy the op's precision rule -- the widest ones the rule
allows on the boundary plans and every other case, random ones narrowed until legal on the
rest -- and data within them, their bounds +-(2^(p-1) - 1) included. The reference is the
evaluator held to that contract (`evaluate(..., precisions=)`: intermediates exact, only
results in int32). No invalid case is drawn: each kind the strict contract draws (a broken
shape or attribute rule, an empty input, an overflowing value) is one the runtime rejects or
excludes before the kernel runs.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ..core.contract import CONTRACTS, contract_precisions
from ..core.dsl import OperatorSpec
from ..core.errors import LogicError
from ..core.evaluate import evaluate_with_precisions
from ..core.fusion import GraphOperator
from ..core.ir import Instance
from ..core.rule import MAX_PRECISION, magnitude, output_precisions


def check_contract(contract: str, where: str) -> None:
    if contract not in CONTRACTS:
        raise LogicError(where, f"contract one of {', '.join(CONTRACTS)}",
                         {"contract": contract})


def precisions_for(spec: OperatorSpec, instance: Instance, inputs: Sequence[np.ndarray],
                   attrs: dict[str, Any], rng: np.random.Generator, widest: bool
                   ) -> tuple[int, ...] | None:
    """Input precisions under which the runtime accepts this call (None if none do):
    the widest the rule allows (`widest`), else random ones narrowed until legal. An
    input's precision never exceeds what its dtype holds, nor, in a graph whose inputs
    declare their precisions, the declared one."""
    caps = [_dtype_bits(x) for x in inputs]
    is_graph = isinstance(spec, GraphOperator)
    declared = contract_precisions(spec.graph) if is_graph else None
    if declared:
        caps = [min(cap, declared[t.name]) for cap, t in zip(caps, instance.inputs)]
    start = caps if widest else [int(rng.integers(1, cap + 1)) for cap in caps]
    if is_graph:
        return _graph_precisions(spec, inputs, attrs, start)
    names = [t.name for t in instance.inputs]
    shapes = [x.shape for x in inputs]
    chosen = list(start)
    while True:
        try:
            output_precisions(spec, list(zip(names, chosen, shapes)), attrs,
                              len(instance.outputs))
            return tuple(chosen)
        except LogicError:
            pass
        widest_now = max(chosen)
        if widest_now <= 1:
            return None
        # narrow one of the widest inputs: the others keep their (boundary) precision
        ties = [k for k, p in enumerate(chosen) if p == widest_now]
        chosen[ties[int(rng.integers(len(ties)))]] -= 1


def _graph_precisions(spec, inputs, attrs, start: list[int]) -> tuple[int, ...] | None:
    """A graph has no rule of its own: its nodes' rules are applied by evaluating it
    under a common upper bound on the precisions, the largest that is accepted."""
    def legal(bound: int) -> bool:
        chosen = [min(p, bound) for p in start]
        clipped = [within(x, p) for x, p in zip(inputs, chosen)]
        try:
            evaluate_with_precisions(spec, clipped, chosen, **attrs)
        except LogicError:
            return False
        return True

    lo, hi = 0, max(start)
    while lo < hi:  # the largest legal bound, if legality narrows monotonically
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if legal(mid) else (lo, mid - 1)
    return None if lo == 0 else tuple(min(p, lo) for p in start)


def _dtype_bits(array: np.ndarray) -> int:
    return min(MAX_PRECISION, np.dtype(array.dtype).itemsize * 8)


def within(array: np.ndarray, p: int) -> np.ndarray:
    """`array`'s values clipped into precision `p`, in its own dtype."""
    bound = magnitude(p)
    return np.clip(array.astype(np.int64), -bound, bound).astype(array.dtype)


def precision_needed(array: np.ndarray) -> int:
    """The smallest precision that holds every value of `array`."""
    top = int(np.max(np.abs(array.astype(np.int64)))) if array.size else 0
    return max(1, min(MAX_PRECISION, top.bit_length() + 1))
