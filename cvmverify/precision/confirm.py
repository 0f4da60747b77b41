"""Replaying a precision refutation through the evaluator, with exact integers.

The counterexample gives the dims, attributes and input precisions, and the element values
the formula read. Each input is filled with one of the values read from it or with an
extreme of its precision (a reduction's extreme is reached when every term is at its
extreme), and the evaluator computes
the exact output: the refutation reproduces when an output escapes its declared precision,
or an intermediate leaves int32 (the evaluator's LogicError says which).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import numpy as np

from ..core.dsl import OperatorSpec
from ..core.errors import LogicError
from ..core.evaluate import evaluate
from ..core.ir import Instance
from ..core.rule import magnitude, output_precisions
from ..prove.solve import Counterexample

MAX_REPLAY_SIZE = 2**24  # elements of one input a replay builds
MAX_FILLS = 64           # combinations of fill values tried
_READ = re.compile(r"^(?:Flat)?Read\((\w+),")


@dataclass
class Outcome:
    reproduced: bool
    message: str


def replay_refutation(spec: OperatorSpec, instance: Instance, obligation: str,
                      counterexample: Counterexample) -> Outcome:
    shapes = counterexample.shapes(instance)
    attrs = counterexample.attrs(instance)
    tensors = [(t.name, counterexample.values.get(f"p({t.name})", 1), shapes[t.name])
               for t in instance.inputs]
    if obligation == "precision-at-most-32":
        try:
            found = output_precisions(spec, tensors, attrs, len(instance.outputs))
        except LogicError as error:
            return Outcome("output precision" in str(error), str(error))
        return Outcome(False, f"the rule gives {found}")
    too_big = [name for name, shape in shapes.items() if np.prod(shape) > MAX_REPLAY_SIZE]
    if too_big:
        return Outcome(False, f"{too_big[0]} of shape {shapes[too_big[0]]} is too large to "
                              "build")
    declared = output_precisions(spec, tensors, attrs, len(instance.outputs))
    candidates = _fill_values(counterexample, {name: p for name, p, _ in tensors})
    message = "no fill of the inputs escapes"
    for fill in itertools.islice(itertools.product(*candidates.values()), MAX_FILLS):
        arrays = [np.full(shapes[name], value, dtype=np.int64).astype(np.int32)
                  for name, value in zip(candidates, fill)]
        shown = ", ".join(f"{name} filled with {value}" for name, value in zip(candidates, fill))
        try:
            outputs = evaluate(spec, arrays, **attrs)
        except LogicError as error:
            if obligation == "int32-intermediates" and "int32" in str(error):
                return Outcome(True, f"{error} ({shown})")
            message = str(error)
            continue
        for out, p, array in zip(instance.outputs, declared, outputs):
            escaping = array[np.abs(array.astype(np.int64)) > magnitude(p)]
            if escaping.size:
                return Outcome(True, f"{out.name} = {int(escaping.flat[0])} is outside "
                                     f"precision {p} (|{out.name}| <= {magnitude(p)}; "
                                     f"{shown})")
    return Outcome(False, message)


def _fill_values(counterexample: Counterexample,
                 precisions: dict[str, int]) -> dict[str, list[int]]:
    """Per input, the values the counterexample read from it, then its precision's
    extremes."""
    found: dict[str, list[int]] = {name: [] for name in precisions}
    for text, value in counterexample.shown.items():
        match = _READ.match(text)
        if match and match.group(1) in found:
            found[match.group(1)].append(value)
    return {name: list(dict.fromkeys(values + [magnitude(precisions[name]),
                                               -magnitude(precisions[name])]))
            for name, values in found.items()}
