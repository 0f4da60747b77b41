"""The runtime's precision rules, as each operator declares them.

A tensor of precision p holds values in ``[-(2^(p-1)-1), 2^(p-1)-1]``, p in 1..32. The
CVM runtime never checks int32 overflow element by element: it computes every tensor's
precision from its inputs' and trusts the rule of each op to keep every intermediate in
int32. A spec states that rule beside its formula::

    @operator("dense", ..., precision=lambda x, w, b, **_: rule(
        with_bias(x.p + w.p + BitWidth(x.shape[1]), b),
        requires=[(x.p <= 8, "p(x) <= 8"), (w.p <= 8, "p(w) <= 8")]))

The rule is called like the body, with each input as a `Tensor` (its precision ``p`` and
its ``shape``; a list for a variadic input, None for an absent optional one) and the
attributes by keyword. The same function serves the
prover (symbolic precisions, dims and attributes) and every concrete consumer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import sympy as sp

from .dsl import OperatorSpec, product
from .errors import LogicError

MIN_PRECISION, MAX_PRECISION = 1, 32


@dataclass(frozen=True)
class Tensor:
    """An input as a precision rule sees it."""

    p: Any
    shape: tuple

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> Any:
        return product(self.shape)


@dataclass(frozen=True)
class Rule:
    """Output precisions (one entry: the same for every output) and the requirements, each
    a (condition, message) pair."""

    outputs: tuple
    requires: tuple = ()

    def output(self, k: int) -> Any:
        return self.outputs[0] if len(self.outputs) == 1 else self.outputs[k]


def rule(*outputs: Any, requires: Sequence[tuple[Any, str]] = ()) -> Rule:
    return Rule(tuple(sp.sympify(p) for p in outputs), tuple(requires))


def keeps_first(first: Tensor | list, *_: Any, **__: Any) -> Rule:
    """The rule of an op whose output takes its first input's precision (shape ops, ...)."""
    return rule(first.p)


def widest(*inputs: Tensor | list | None, **_: Any) -> Rule:
    """The rule of an op whose output takes the widest of its inputs' precisions."""
    tensors = [t for item in inputs for t in (item if isinstance(item, list) else [item])
               if t is not None]
    return rule(sp.Max(*[t.p for t in tensors]))


def one_more_than_widest(a: Tensor, b: Tensor, **_: Any) -> Rule:
    """The rule of addition and subtraction: max(p_a, p_b) + 1."""
    return rule(sp.Max(a.p, b.p) + 1)


def with_bias(p: Any, bias: Tensor | None) -> Any:
    """A product sum's precision after an optional bias is added: max(p, p_b) + 1."""
    return p if bias is None else sp.Max(p, bias.p) + 1


def magnitude(p: int) -> int:
    """The largest absolute value precision p admits."""
    return 2 ** (p - 1) - 1


def rule_of(spec: OperatorSpec, tensors: Sequence[tuple[str, Any, tuple]],
            attrs: dict[str, Any]) -> Rule:
    """`spec`'s rule for inputs given as (name, precision, shape), in input order."""
    if spec.precision is None:
        raise LogicError(spec.name, "a declared precision rule", {"precision": None})
    by_name = {name: Tensor(p, tuple(shape)) for name, p, shape in tensors}
    grouped = []
    for decl in spec.inputs:
        if decl.variadic:
            grouped.append([t for name, t in by_name.items()
                            if name[len(decl.name):].isdigit() and name.startswith(decl.name)])
        else:
            grouped.append(by_name.get(decl.name))
    return spec.precision(*grouped, **attrs)


def output_precisions(spec: OperatorSpec, tensors: Sequence[tuple[str, int, tuple]],
                      attrs: dict[str, Any], n_outputs: int = 1) -> list[int]:
    """The concrete output precisions, or a LogicError: an input precision outside 1..32, a
    requirement of the rule that fails, or an output precision outside 1..32 (above 32 is
    the runtime's logic error; below 1 a defect of the rule)."""
    for name, p, _ in tensors:
        if not MIN_PRECISION <= p <= MAX_PRECISION:
            raise LogicError(spec.name, f"precision of {name} in 1..32", {f"p({name})": p})
    found = rule_of(spec, tensors, attrs)
    shown = {**{f"p({name})": p for name, p, _ in tensors},
             **{k: v for k, v in attrs.items() if isinstance(v, (int, tuple))}}
    for condition, message in found.requires:
        if sp.sympify(condition) is not sp.true:
            raise LogicError(spec.name, message, shown)
    result = []
    for k in range(n_outputs):
        p = int(found.output(k))
        if not MIN_PRECISION <= p <= MAX_PRECISION:
            raise LogicError(spec.name, "an output precision in 1..32",
                             {**shown, "output precision": p})
        result.append(p)
    return result


def check_precisions(spec: OperatorSpec, arrays: dict[str, np.ndarray], attrs: dict[str, Any],
                     precisions: Sequence[int], n_outputs: int) -> list[int]:
    """Hold a concrete call to the precision contract: one precision per input (`arrays`, by
    tensor name, in input order), every value within it, the rule's requirements met. The
    output precisions, or a LogicError naming the input and the value that breaks it."""
    if len(precisions) != len(arrays):
        raise LogicError(spec.name, "one precision per input",
                         {"inputs": len(arrays), "precisions": len(precisions)})
    for (name, array), p in zip(arrays.items(), precisions):
        if not isinstance(p, (int, np.integer)) or not MIN_PRECISION <= p <= MAX_PRECISION:
            raise LogicError(spec.name, f"precision of {name} in 1..32", {f"p({name})": p})
        values = np.asarray(array).astype(np.int64)
        outside = np.flatnonzero(np.abs(values) > magnitude(int(p)))
        if outside.size:
            at = tuple(int(i) for i in np.unravel_index(outside[0], values.shape))
            raise LogicError(spec.name, f"every value of {name} within precision {p} "
                             f"(|value| <= {magnitude(int(p))})",
                             {f"{name}{list(at)}": int(values[at])})
    return output_precisions(spec, [(name, int(p), array.shape) for (name, array), p
                                    in zip(arrays.items(), precisions)], attrs, n_outputs)
