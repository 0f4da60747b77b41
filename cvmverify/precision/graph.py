"""Precisions through a graph: from declared input precisions, node by node.

Each node's rule gives its outputs' precisions from its inputs' and its concrete
attributes; a precision that depends on dims (a conv2d's reduced length) stays an
expression of that node's dims, and the nodes after it take it as any precision up to 32
(the runtime rejects a larger one where it arises). Each node is then proven free of int32
overflow with the precision prover, under its attribute values and input precisions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sympy as sp

from .. import registry
from ..errors import LogicError
from ..graph import Graph
from ..ir import Requirement
from ..prove import DEFAULT_TIMEOUT_S
from ..prove.report import Result
from .prove import prove_instance
from .rule import MAX_PRECISION, MIN_PRECISION, rule_of


@dataclass
class GraphPrecision:
    """Every tensor's precision (an int, or an expression of its node's dims) and every
    node's verdicts (`Result.op` is the node's name)."""

    graph: Graph
    precisions: dict[str, Any] = field(default_factory=dict)  # by value ref
    results: list[Result] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.results) and all(r.status == "proven" for r in self.results)

    def exit_code(self) -> int:
        statuses = {r.status for r in self.results}
        return 1 if "refuted" in statuses else 2 if statuses - {"proven"} else 0


def graph_precision(graph: Graph, inputs: dict[str, int], *,
                    timeout_s: float = DEFAULT_TIMEOUT_S) -> GraphPrecision:
    """Propagate `inputs` (a precision per graph input) through `graph` and prove each node."""
    graph.check()
    if set(inputs) != set(graph.inputs):
        raise LogicError(f"graph {graph.name}", "a precision for exactly the inputs "
                         f"{', '.join(graph.inputs)}", {"given": sorted(inputs)})
    found = GraphPrecision(graph)
    for name, p in inputs.items():
        if not MIN_PRECISION <= p <= MAX_PRECISION:
            raise LogicError(f"graph {graph.name}", f"precision of {name} in 1..32", {name: p})
        found.precisions[graph.value(name).ref] = p
    for node in graph.nodes:
        spec = registry.get(node.op)
        instance = node.instance
        given = [v for v in node.inputs if v is not None]
        tensors, assumptions = [], [
            Requirement(sp.Eq(symbol, value), f"{symbol} = {value}", node.name, "graph")
            for symbol, value in node.attr_values.items()]
        for value, tensor in zip(given, instance.inputs):
            p = found.precisions[value.ref]
            if isinstance(p, int):
                symbol = sp.Symbol(f"p({tensor.name})", integer=True)
                assumptions.append(Requirement(sp.Eq(symbol, p), f"p({tensor.name}) = {p} "
                                               f"({value.ref})", node.name, "graph"))
            # a precision that depends on dims is shown as its producer states it
            tensors.append((tensor.name, p, tensor.shape))
        attrs = {k: _concrete(v, node.attr_values) for k, v in instance.attrs.items()}
        rule = rule_of(spec, tensors, attrs)
        for k, value in enumerate(node.outputs):
            p = sp.sympify(rule.output(k)).xreplace(node.attr_values)
            found.precisions[value.ref] = int(p) if p.is_Integer else p
        for result in prove_instance(spec, instance, timeout_s=timeout_s,
                                     assumptions=assumptions):
            result.op = node.name
            found.results.append(result)
    return found


def _concrete(value: Any, values: dict) -> Any:
    if isinstance(value, tuple):
        return tuple(_concrete(v, values) for v in value)
    if isinstance(value, sp.Basic):
        value = value.xreplace(values)
        return int(value) if value.is_Integer else value
    return value
