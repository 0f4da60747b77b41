"""One node's symbolic instance: a spec instantiated for fixed input ranks and concrete
(or, in a symbolic graph, parametric) attributes."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
import sympy as sp

from ..bind import _bind_attrs, _bind_inputs
from ..dsl import OperatorSpec, attr_symbol, structure_outcome
from ..errors import LogicError
from ..ir import Instance, NeedChoice, Requirement, StructureExcluded, Unresolved, exact, fold
from .model import Param, plain_attrs


def instantiate_node(spec: OperatorSpec, ranks: Sequence[int | None], attrs: Mapping[str, Any],
                     choices: Mapping[str, int] | None = None
                     ) -> tuple[Instance, dict[sp.Symbol, sp.Expr]]:
    """The symbolic instance of `spec` for inputs of `ranks` (None: absent) and concrete
    `attrs`, with each attribute symbol's value.

    The structure is read off exactly as for a concrete call (`bind`): rank:<input>,
    has:<input>, count:<input> from the inputs; len:<attr>, has:<attr>, flags and modes
    from the attributes. A quantity the spec pins with ``fix()`` (a split's number of
    outputs) is decided by the attribute values; one that depends on the dims is refused,
    since a graph fixes every rank and output count. Raises a LogicError for an input or
    attribute of the wrong form and for a precondition false for every shape.

    With `choices` (a symbolic graph) an attribute may be a `Param`, whose symbol then
    stands for the attribute's; a pinned quantity that the attributes do not decide is
    taken from `choices` by its key, or a `NeedChoice` is raised.
    """
    evidence: dict[str, Any] = {}
    # Placeholder arrays of the right ranks give the same evidence keys and the same errors
    # (number of inputs, equal ranks of a variadic group) as a concrete call; their dims
    # are not the node's and are thrown away.
    placeholders = [None if r is None else np.zeros((1,) * r, np.int32) for r in ranks]
    _bind_inputs(spec, placeholders, evidence, {})
    values: dict[sp.Symbol, int] = {}
    attrs = plain_attrs(attrs)
    # a parameter is bound as a placeholder 0 (binding checks only the form of a value;
    # the spec's own rules are what constrain it), then its symbol replaces the value
    _bind_attrs(spec, {k: _placeholder(v) for k, v in attrs.items()}, evidence, values)
    params = {attr_symbol(name, *([k] if isinstance(attrs[name], tuple) else [])): p.symbol
              for name, value in attrs.items()
              for k, p in enumerate(value if isinstance(value, tuple) else (value,))
              if isinstance(p, Param)}
    if params and choices is None:
        raise LogicError(spec.name, "concrete attributes (a Param needs a symbolic graph: "
                         "Graph(name, choices={...}))", {"params": sorted(map(str, params))})
    attr_values = {symbol: params.get(symbol, sp.Integer(v)) for symbol, v in values.items()}
    try:
        instance = _instantiate(spec, evidence, attr_values, choices=choices)
    except StructureExcluded as excluded:
        raise LogicError(spec.name, str(excluded), dict(sorted(evidence.items()))) from None
    _refuse_violations(spec.name, instance.requirements, attr_values)
    return instance, attr_values


def _placeholder(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_placeholder(v) for v in value)
    return 0 if isinstance(value, Param) else value


def _instantiate(spec: OperatorSpec, evidence: dict[str, Any],
                 attr_values: dict[sp.Symbol, sp.Expr], probing: bool = False,
                 choices: Mapping[str, int] | None = None) -> Instance:
    while True:
        try:
            return _structure(spec, evidence)
        except NeedChoice as need:
            value = _decide(spec, evidence, need, attr_values, probing, choices)
            evidence = {**evidence, need.key: value}


def _structure(spec: OperatorSpec, evidence: dict[str, Any]) -> Instance:
    """The spec's instance for these choices (built once), or the exception it raises."""
    outcome = structure_outcome(spec, evidence)
    if isinstance(outcome, Exception):
        raise outcome.with_traceback(None)
    return outcome


def _decide(spec: OperatorSpec, evidence: dict[str, Any], need: NeedChoice,
            attr_values: dict[sp.Symbol, sp.Expr], probing: bool,
            choices: Mapping[str, int] | None) -> int:
    """The value of a quantity pinned by ``fix()``: a probe instance tells the quantity,
    the attributes decide it.

    The quantity is computed before its ``fix()``, so the probe may take any option that
    instantiates (and so may the fixes a probe meets later: `probing`). The rules stated
    before the ``fix()`` are checked first, so an attribute out of range is reported as
    such rather than as an odd structure. A quantity the attributes leave open is taken
    from `choices` in a symbolic graph.
    """
    excluded = f"a structure for these inputs and attributes ({need.key})"
    for option in need.options:
        try:
            probe = _instantiate(spec, {**evidence, need.key: option}, attr_values,
                                 probing=True)
        except StructureExcluded as rule:
            excluded = str(rule)
            continue
        if probing:
            return option
        pinned = f"{need.key} == {option}"
        cut = next((k for k, r in enumerate(probe.requirements)
                    if r.kind == "structure" and r.message == pinned), 0)
        _refuse_violations(probe.op, probe.requirements[:cut], attr_values)
        fixed = next((f for f in probe.fixed if f[0] == need.key), None)
        if fixed is None:
            break
        _, quantity, options, exhaustive = fixed
        try:
            value = int(exact(quantity, _concrete(attr_values)))
        except Unresolved:
            if choices is not None:
                if need.key not in choices:
                    raise NeedChoice(need.key, options) from None
                return choices[need.key]
            left = sp.sympify(quantity).xreplace(attr_values)
            raise LogicError(spec.name, f"a structure the attributes decide ({need.key} = "
                             f"{left} depends on the input dims)", {},
                             hint="a graph fixes every rank and number of outputs: give "
                             "attributes that decide them (squeeze: explicit axes; split: "
                             "num_splits or sections_split)") from None
        if exhaustive and value not in options:
            raise LogicError(spec.name, f"{need.key} in {list(options)}", {need.key: value})
        return value
    if probing:
        raise StructureExcluded(excluded)
    raise LogicError(spec.name, excluded, dict(sorted(evidence.items())))


def _concrete(attr_values: dict[sp.Symbol, sp.Expr]) -> dict[sp.Symbol, sp.Integer]:
    return {s: v for s, v in attr_values.items() if isinstance(v, sp.Integer)}


def _refuse_violations(op: str, requirements: Sequence[Requirement],
                       attr_values: dict[sp.Symbol, sp.Expr]) -> None:
    """Raise a LogicError for the first precondition that is false whatever the dims (and
    whatever the parameters)."""
    attr_values = _concrete(attr_values)
    for requirement in requirements:
        if _false_for_every_shape(requirement.condition, attr_values):
            shown = {str(s): attr_values[s] for s in sorted(
                sp.sympify(requirement.condition).free_symbols, key=str) if s in attr_values}
            raise LogicError(op, requirement.message, shown)


# Folding a condition through sympy costs milliseconds, and a model applies the same rules
# at the same attribute values many times (every 3x3 convolution of a ResNet): by condition
# and the values of the attributes it reads.
_FOLDED: dict[tuple, bool] = {}
_SYMBOLS: dict[Any, frozenset] = {}


def _false_for_every_shape(condition: Any, attr_values: dict[sp.Symbol, sp.Integer]) -> bool:
    symbols = _SYMBOLS.get(condition)
    if symbols is None:
        if len(_SYMBOLS) > 8192:
            _SYMBOLS.clear()
        symbols = _SYMBOLS[condition] = frozenset(sp.sympify(condition).free_symbols)
    key = (condition, tuple(sorted(((s, v) for s, v in attr_values.items() if s in symbols),
                                   key=lambda item: item[0].name)))
    if key not in _FOLDED:
        if len(_FOLDED) > 8192:
            _FOLDED.clear()
        _FOLDED[key] = fold(condition, dict(key[1])) is False
    return _FOLDED[key]
