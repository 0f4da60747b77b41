"""Precisions through a graph: from declared input precisions, node by node.

Each node's rule gives its outputs' precisions from its inputs' and its concrete
attributes; a precision that depends on dims (a conv2d's reduced length) stays an
expression of the graph inputs' dims, and the nodes after it take it as any precision up
to 32 (the runtime rejects a larger one where it arises). Each node is then proven free of int32
overflow with the precision prover, under its attribute values and input precisions.

A requirement of a rule that fails for the given precisions (dense with a 16-bit input)
is the runtime rejecting the graph: a LogicError naming the node. One that depends on dims,
and every output precision that does, is kept as a `limit` over the graph inputs' dims: the
runtime checks it when the shapes are known, and so does a kernel generated for the
runtime contract (`runtime_limits`), which drops every int32 check the proofs make
unnecessary.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Callable

import sympy as sp

from ..core import registry
from ..core.contract import ProvenContract, contract_precisions
from ..core.dsl import DimSymbol
from ..core.errors import LogicError
from ..core.fusion import value_shapes
from ..core.graph import Graph
from ..core.ir import FlatRead, Read, Requirement
from ..core.semantics import Select
from ..core.rule import MAX_PRECISION, MIN_PRECISION, rule_of
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S, fresh_solver_state
from ..core.verdict import Status
from ..prove.verdicts import Result, junit
from .prove import prove_instance


@dataclass
class GraphPrecision:
    """Every tensor's precision (an int, or an expression of its node's dims) and every
    node's verdicts (`Result.op` is the node's name)."""

    graph: Graph
    precisions: dict[str, Any] = field(default_factory=dict)  # by value ref
    results: list[Result] = field(default_factory=list)
    # conditions on the graph inputs' dims that the runtime checks once shapes are known
    limits: list[Requirement] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.results) and all(r.status == Status.PROVEN for r in self.results)

    def to_json(self) -> str:
        """The graph's precisions (an expression of dims as text), the limits left to each
        call, and every node's verdicts as `prove --json` writes them."""
        return json.dumps({
            "graph": self.graph.name, "ok": self.ok,
            "counts": dict(Counter(r.status for r in self.results)),
            "precisions": {ref: p if isinstance(p, int) else str(p)
                           for ref, p in self.precisions.items()},
            "limits": [{"node": limit.where, "message": limit.message,
                        "condition": str(limit.condition)} for limit in self.limits],
            "results": [r.as_dict() for r in self.results]}, indent=1)

    def to_junit(self) -> str:
        return junit(self.results, f"cvmverify precision {self.graph.name}")


def graph_precision(graph: Graph, inputs: dict[str, int], *,
                    timeout_s: float = SAFETY_TIMEOUT_S, rlimit: int = DEFAULT_RLIMIT,
                    progress: Callable[[str], None] | None = None) -> GraphPrecision:
    """Propagate `inputs` (a precision per graph input) through `graph` and prove each node:
    each obligation within `rlimit` z3 steps (`timeout_s` is a safety net only, as in
    `prove_precision`); `progress` is called with each node's name once it is proven."""
    if not (isinstance(rlimit, int) and rlimit > 0) or not timeout_s > 0:
        raise LogicError(f"graph {graph.name}", "rlimit a whole number > 0 and timeout_s > 0",
                         {"rlimit": rlimit, "timeout_s": timeout_s})
    graph.check()
    fresh_solver_state()  # the same verdicts, witnesses and steps whatever ran before
    if set(inputs) != set(graph.inputs):
        raise LogicError(f"graph {graph.name}", "a precision for exactly the inputs "
                         f"{', '.join(graph.inputs)}", {"given": sorted(inputs)})
    found = GraphPrecision(graph)
    shapes = value_shapes(graph)
    bounds = graph.dim_bounds()
    # a model repeats its layers: one proof per distinct instance, attributes, precisions
    # and shapes, its verdicts copied to every node that has them
    proven: dict[tuple, list[Result]] = {}
    for name, p in inputs.items():
        if not MIN_PRECISION <= p <= MAX_PRECISION:
            raise LogicError(f"graph {graph.name}", f"precision of {name} in 1..32", {name: p})
        found.precisions[graph.value(name).ref] = p
    for node in graph.nodes:
        spec = registry.get(node.op)
        instance = node.instance
        given = [v for v in node.inputs if v is not None]
        tensors, assumptions = [], []
        fixed_attrs = [Requirement(sp.Eq(symbol, value), f"{symbol} = {value}", node.name,
                                   "graph") for symbol, value in node.attr_values.items()]
        # a precision that depends on dims (in the graph inputs' dims) enters the rule as
        # one symbol, so that renaming the node's own dims cannot touch it: its dims and
        # the node's may share a name (a dense's x.shape[1] and a sum's x.shape[1])
        unnamed_precisions = {}
        for value, tensor in zip(given, instance.inputs):
            p = found.precisions[value.ref]
            if isinstance(p, int):
                symbol = sp.Symbol(f"p({tensor.name})", integer=True)
                assumptions.append(Requirement(sp.Eq(symbol, p), f"p({tensor.name}) = {p} "
                                               f"({value.ref})", node.name, "graph"))
            else:
                symbol = sp.Dummy(f"p({value.ref})", integer=True, positive=True)
                unnamed_precisions[symbol], p = p, symbol
            tensors.append((tensor.name, p, tensor.shape))
        attrs = {k: _concrete(v, node.attr_values) for k, v in instance.attrs.items()}
        rule = rule_of(spec, tensors, attrs)
        in_graph_dims = {DimSymbol(tensor.name, k): n for value, tensor in
                         zip(given, instance.inputs) for k, n in enumerate(shapes[value.ref])}

        def in_graph_terms(expression):
            return (sp.sympify(expression).xreplace(node.attr_values).xreplace(in_graph_dims)
                    .xreplace(unnamed_precisions))

        shown = {f"p({value.ref})": found.precisions[value.ref] for value in given}
        for condition, message in rule.requires:
            condition = in_graph_terms(condition)
            if condition is sp.false:
                raise LogicError(node.op, f"{node.name}: {message}", shown,
                                 hint="the runtime rejects the graph at these precisions")
            if condition is not sp.true:
                found.limits.append(Requirement(condition, f"{node.name}: {message}",
                                                node.name, "precision"))
        for k, value in enumerate(node.outputs):
            p = in_graph_terms(rule.output(k))
            found.precisions[value.ref] = int(p) if p.is_Integer else p
            if not p.is_Integer:
                found.limits.append(Requirement(
                    sp.Le(p, MAX_PRECISION),
                    f"{node.name}: output precision {p} <= {MAX_PRECISION}", node.name,
                    "precision"))
        fixed = fixed_attrs + _shape_assumptions(node, given, shapes, bounds)
        bounding = _bounding_symbols(instance, rule)

        def prove(fixed):
            key = (spec.name, id(instance), tuple(a.condition for a in assumptions + fixed))
            if key not in proven:
                proven[key] = prove_instance(spec, instance, timeout_s=timeout_s,
                                             assumptions=assumptions + fixed, rlimit=rlimit)
            return proven[key]

        # First with the dims and attributes that bound a value (a sum's extent, a shift,
        # a rule's terms), not those that only place a read (a stride, a padding): proven
        # so, the node is proven for every value of the others too, and a model's layers of
        # one kind share the proof. Anything else is asked again with all of them fixed.
        results = prove([a for a in fixed if a.condition.free_symbols & bounding])
        if any(r.status != Status.PROVEN for r in results):
            results = prove(fixed)
        found.results += [replace(result, op=node.name) for result in results]
        if progress is not None:
            progress(node.name)
    return found


def runtime_limits(graph: Graph, inputs: dict[str, int] | None = None, *,
                   timeout_s: float = SAFETY_TIMEOUT_S) -> ProvenContract:
    """The runtime contract of `graph` proven at `inputs` (default: the precisions the graph
    declares), with what a kernel must still check per call: the `limits` of
    `graph_precision`. Every node must be proven to keep its output within its precision
    and every intermediate within int32 -- then no step of the fused formula needs widening
    or a check -- else a LogicError names the node, the obligation and its counterexample.
    An output precision that may exceed 32 for some dims is not an error: its limit is
    checked per call."""
    inputs = contract_precisions(graph, inputs)
    if inputs is None:
        raise LogicError(f"graph {graph.name}", "a precision declared for every input, for "
                         "the runtime contract ({ rank = N, precision = P })",
                         {"declared": {n: d.precision for n, d in graph.inputs.items()}})
    found = graph_precision(graph, inputs, timeout_s=timeout_s)
    checked_per_call = {limit.where for limit in found.limits}
    for result in found.results:
        if result.status == Status.PROVEN or (result.obligation == "precision-at-most-32"
                                         and result.op in checked_per_call):
            continue
        shown = {"verdict": result.status, **({"reason": result.reason} if result.reason
                                               else {})}
        raise LogicError(f"graph {graph.name}", f"node {result.op}: {result.detail} "
                         f"({result.obligation}) proven at precisions {inputs}", shown,
                         hint=f"`cvmverify precision {graph.name}.toml` shows the "
                         "counterexample; only the strict kernel is sound here")
    proofs = tuple((r.op, r.obligation) for r in found.results if r.status == Status.PROVEN)
    return ProvenContract(graph.name, dict(inputs), tuple(found.limits), proofs,
                          dict(found.precisions))


def _bounding_symbols(instance, rule) -> set:
    """The node's dims and attributes that bound one of its values: a reduction's extents,
    the terms of its precision rule, and what its formulas compute with. A symbol that
    only places a read (in a read's indices, or in the condition that picks a padded
    read's branch) bounds nothing: the read's value is the input's, whichever it is."""
    found = set()

    def computed(expr: sp.Basic) -> None:
        if isinstance(expr, (Read, FlatRead)):
            return
        if isinstance(expr, Select):
            computed(expr.args[1])
            computed(expr.args[2])
            return
        if isinstance(expr, sp.Symbol):
            found.add(expr)
        for arg in expr.args:
            computed(arg)

    for out in instance.outputs:
        if out.value is not None:  # a data-dependent op's outputs have no formula
            computed(sp.sympify(out.value))
    for expression in [*rule.outputs, *(condition for condition, _ in rule.requires)]:
        found |= sp.sympify(expression).free_symbols
    return found


def _shape_assumptions(node, given, shapes, bounds) -> list[Requirement]:
    """What the graph's shapes tell a node's proof: each input dim that is a number, and
    the bounds of each named dim (a batch in 1..64). A dim left symbolic stays free: the
    node is proven for all of its values."""
    found = []
    for value, tensor in zip(given, node.instance.inputs):
        for k, n in enumerate(shapes[value.ref]):
            dim = DimSymbol(tensor.name, k)
            if n.is_Integer:
                found.append(Requirement(sp.Eq(dim, n), f"{dim} = {n} ({value.ref})",
                                         node.name, "graph"))
            elif n in bounds:
                lo, hi = bounds[n]
                found.append(Requirement(sp.And(sp.Le(lo, dim), sp.Le(dim, hi)),
                                         f"{dim} in {lo}..{hi} ({value.ref}: {n})",
                                         node.name, "graph"))
    return found


def _concrete(value: Any, values: dict) -> Any:
    if isinstance(value, tuple):
        return tuple(_concrete(v, values) for v in value)
    if isinstance(value, sp.Basic):
        value = value.xreplace(values)
        return int(value) if value.is_Integer else value
    return value
