"""A bounded check of the precision bound of a data-dependent op (NMS, get_valid_count).

Their outputs come from an executable definition, not a formula, so nothing symbolic can
be proven of their values: small random calls, with inputs drawn within precisions from 1
to 32 (the extremes among them), are evaluated exactly and every output is checked against
its declared precision. The verdict states this bound.
"""

from __future__ import annotations

import numpy as np

from ..core.dsl import OperatorSpec
from ..core.errors import LogicError
from ..core.evaluate import evaluate
from ..core.ir import Instance
from ..core.rule import magnitude, output_precisions
from ..core.verdict import Status
from ..prove.verdicts import Result
from ..prove.solve import Counterexample

PRECISIONS = (1, 2, 8, 16, 31, 32)
CASES_PER_PRECISION = 40
# the dims drawn; one value per axis position, shared by the inputs (NMS's boxes have 6
# columns, and its x and valid_count share the batch dim)
DIMS = (1, 2, 3, 4, 6)
SEED = 0


def check_data_dependent(spec: OperatorSpec, instance: Instance) -> list[Result]:
    rng = np.random.default_rng(SEED)
    ran = 0

    def verdict(status: str, **found) -> list[Result]:
        bound = (f"bounded check: {ran} random calls run, dims in {DIMS}, input precisions "
                 f"{', '.join(map(str, PRECISIONS))}; not a symbolic proof")
        return [Result(spec.name, "precision-bound", "every output within its precision",
                       max(t.rank for t in instance.inputs), instance.describe(), status,
                       0.0, bound, **found)]

    for p in PRECISIONS:
        for _ in range(CASES_PER_PRECISION):
            outcome = _escape(spec, instance, *_draw(rng, spec, instance, p))
            if outcome is None:
                continue
            ran += 1
            if outcome is not False:
                return verdict(Status.REFUTED, counterexample=outcome[0], reason=outcome[1])
    if not ran:
        return verdict(Status.UNKNOWN, reason="no drawn call satisfied the preconditions")
    return verdict(Status.PROVEN)


def _draw(rng, spec: OperatorSpec, instance: Instance, p: int):
    m = magnitude(p)
    dims = [int(d) for d in rng.choice(DIMS, size=max(t.rank for t in instance.inputs))]
    arrays = [rng.integers(-m, m, size=tuple(dims[:t.rank]), endpoint=True).astype(np.int32)
              for t in instance.inputs]
    attrs = {}
    for name, value in instance.attrs.items():
        attrs[name] = spec.attr_by_name[name].near(value, rng, m)
    return arrays, attrs, p


def _escape(spec: OperatorSpec, instance: Instance, arrays, attrs, p):
    """None when the call is invalid, False when every output is within its precision, else
    (counterexample, message)."""
    try:
        outputs = evaluate(spec, arrays, **attrs)
    except LogicError:
        return None
    tensors = [(t.name, p, a.shape) for t, a in zip(instance.inputs, arrays)]
    try:
        declared = output_precisions(spec, tensors, attrs, len(outputs))
    except LogicError:
        return None  # the runtime rejects this call before it runs
    for out, q, array in zip(instance.outputs, declared, outputs):
        escaping = array[np.abs(array.astype(np.int64)) > magnitude(q)]
        if escaping.size:
            values = {**{f"p({n})": p for n, _, _ in tensors},
                      **{k: v for k, v in attrs.items() if isinstance(v, int)}}
            return (Counterexample(values, {out.name: int(escaping.flat[0])}),
                    f"{out.name} = {int(escaping.flat[0])} is outside precision {q}")
    return False
