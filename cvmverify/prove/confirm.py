"""Run a counterexample through the reference evaluator: does it really break the spec?

A refutation is only trusted if it reproduces: the counterexample's shapes and attributes
satisfy every precondition, and evaluating the instance there reads out of bounds, leaves a
promise unkept, or gives an output whose shape breaks the rule that was claimed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import sympy as sp

from ..core.bind import Call
from ..core.errors import LogicError, SpecError
from ..core.evaluate import run
from ..core.ir import Binder, Instance, fold
from .solve import Counterexample


@dataclass
class Replay:
    outcome: str            # "spec-error", "precondition", "ran"
    message: str = ""
    outputs: list[np.ndarray] = field(default_factory=list)
    inputs: dict[str, np.ndarray] = field(default_factory=dict)


def replay(instance: Instance, counterexample: Counterexample) -> Replay:
    """Evaluate `instance` at the dims and attributes of `counterexample`."""
    values = {}
    symbols = {s for t in instance.inputs for s in t.shape if isinstance(s, sp.Symbol)}
    for value in instance.attrs.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, sp.Symbol):
                symbols.add(item)
    for symbol in symbols:
        values[symbol] = sp.Integer(counterexample.values.get(symbol.name, 1))
    for req in instance.requirements:
        if fold(req.condition, values) is not True:
            return Replay("precondition", req.message)
    arrays = {}
    for tensor in instance.inputs:
        shape = tuple(int(d.xreplace(values)) for d in tensor.shape)
        arrays[tensor.name] = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape) \
            % 97 - 48
    call = Call(arrays, _attrs(instance, values), Binder(values=values))
    try:
        outputs = run(instance, call)
    except SpecError as error:
        return Replay("spec-error", str(error), inputs=arrays)
    except LogicError as error:
        return Replay("precondition", str(error), inputs=arrays)
    return Replay("ran", outputs=outputs, inputs=arrays)


def _attrs(instance: Instance, values: dict) -> dict[str, Any]:
    def concrete(v):
        return int(v.xreplace(values)) if isinstance(v, sp.Basic) else v

    return {name: tuple(concrete(v) for v in value) if isinstance(value, tuple)
            else concrete(value) for name, value in instance.attrs.items()}
