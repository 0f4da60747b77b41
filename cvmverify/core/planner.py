"""The fusion planner: a graph partitioned into kernels by the kind of each operator.

`fuse` makes one kernel of a whole graph by substituting every producer into its
consumers. For a chain of pointwise steps that is right; for a reduction that reads
another (every network) the inner one would be recomputed for every element of the
outer. The planner cuts the graph first, as TVM's FuseOps does with its pattern kinds and
XLA's producer-consumer fusion with its "cheap to duplicate" test, and the plan is a value:
groups of nodes, each a kernel, and every cut with its reason.

Each operator's kind is read off its spec's instance (`kind_of`), not a table:

- opaque: its outputs come from a definition (data-dependent: get_valid_count, NMS);
- reduction: a formula sums or folds over an index (conv2d, dense, sum, max, pooling);
- movement: its outputs keep an input's dtype (transpose, reshape, slice, concatenate);
- elementwise: every other formula (arithmetic, shifts, clips, broadcasts).

A node joins the group of the producer it reads when that producer's value has no other
reader and is no graph output, and:

- a reduction takes a producer's group only where that group holds data movement alone
  (an index remapping costs nothing to repeat; arithmetic would be recomputed for every
  element of the reduction's loop) and no reduction;
- an elementwise or movement node takes any producer's group: a reduction's epilogue
  (its requantisation, a residual add, a relu) is computed once per element it writes;
- an opaque node is a group of its own.

Every other edge is a cut: the producer's value is materialised and read by the consumer's
kernel. A group's node-by-node domain is the graph's (docs/semantics.md): fusing within a
group keeps every check, as `fuse` does for a whole graph.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np
import sympy as sp

from .facts import Like
from .graph import Graph, Node, Value, evaluate_graph
from .ir import Instance, Reduction


class Kind(StrEnum):
    ELEMENTWISE = "elementwise"
    MOVEMENT = "movement"
    REDUCTION = "reduction"
    OPAQUE = "opaque"


def kind_of(instance: Instance) -> Kind:
    """An operator's kind, from its instance (see the module docstring)."""
    if instance.definition is not None:
        return Kind.OPAQUE
    if any(isinstance(node, Reduction) for out in instance.outputs
           for node in sp.preorder_traversal(out.value)):
        return Kind.REDUCTION
    if all(isinstance(out.dtype, Like) for out in instance.outputs):
        return Kind.MOVEMENT
    return Kind.ELEMENTWISE


@dataclass
class Group:
    """One kernel: its nodes in graph order, the values it reads from outside and the
    values it writes (read by another group or a graph output)."""

    name: str
    nodes: list[Node]
    kind: Kind  # its anchor's: the reduction it holds, else its first node's
    reads: list[Value] = field(default_factory=list)
    writes: list[Value] = field(default_factory=list)


@dataclass(frozen=True)
class Cut:
    """An edge between groups: `consumer` reads `value` as materialised."""

    value: Value
    consumer: str
    reason: str


@dataclass
class Plan:
    graph: Graph
    groups: list[Group]
    cuts: list[Cut]

    def group_of(self, node: str) -> Group:
        return next(g for g in self.groups if any(n.name == node for n in g.nodes))

    def __str__(self) -> str:
        lines = [f"plan of {self.graph.name}: {len(self.graph.nodes)} nodes in "
                 f"{len(self.groups)} kernels"]
        for group in self.groups:
            chain = " -> ".join(n.name for n in group.nodes)
            lines.append(f"  {group.name} ({group.kind}): {chain}")
            lines.append(f"      reads {', '.join(v.ref for v in group.reads) or 'nothing'}; "
                         f"writes {', '.join(v.ref for v in group.writes)}")
        lines.append(f"cuts ({len(self.cuts)}):")
        lines += [f"  {cut.value.ref} -> {cut.consumer}: {cut.reason}" for cut in self.cuts]
        return "\n".join(lines)


def plan(graph: Graph) -> Plan:
    """`graph` partitioned into kernels (see the module docstring)."""
    graph.check()
    readers: dict[Value, list[str]] = {}
    for node in graph.nodes:
        for value in node.inputs:
            if value is not None:
                readers.setdefault(value, []).append(node.name)
    outputs = set(graph.outputs.values())
    kinds = {node.name: kind_of(node.instance) for node in graph.nodes}
    group_of: dict[str, int] = {}
    members: list[list[Node]] = []
    cuts: list[Cut] = []
    for node in graph.nodes:
        joined = None
        for value in dict.fromkeys(v for v in node.inputs if v is not None):
            if value.producer in graph.inputs:
                continue
            reason = _cut_reason(node, value, kinds, readers, outputs,
                                 members[group_of[value.producer]], joined is not None)
            if reason is None:
                joined = group_of[value.producer]
            else:
                cuts.append(Cut(value, node.name, reason))
        if joined is None:
            joined = len(members)
            members.append([])
        members[joined].append(node)
        group_of[node.name] = joined
    groups = [_group(k, nodes, kinds, group_of, outputs, readers)
              for k, nodes in enumerate(members)]
    return Plan(graph, groups, cuts)


def _cut_reason(node: Node, value: Value, kinds, readers, outputs, producers: list[Node],
                already_joined: bool) -> str | None:
    """Why `node` does not join the group that computes `value`; None where it does."""
    kind = kinds[node.name]
    if kind == Kind.OPAQUE:
        return "an opaque (data-dependent) node is a kernel of its own"
    if kinds[value.producer] == Kind.OPAQUE:
        return "an opaque node's result is materialised"
    if already_joined:
        return "the node joined the group of an earlier input"
    if value in outputs:
        return "a graph output is materialised"
    if len(readers[value]) > 1:
        return f"read by {len(readers[value])} nodes: computed once, materialised"
    group_kinds = {kinds[n.name] for n in producers}
    if kind == Kind.REDUCTION and Kind.REDUCTION in group_kinds:
        return "a reduction's result is not recomputed in another reduction's loop"
    if kind == Kind.REDUCTION and group_kinds != {Kind.MOVEMENT}:
        return "arithmetic before a reduction would be recomputed for every element of its loop"
    return None


def _group(k: int, nodes: list[Node], kinds, group_of, outputs, readers) -> Group:
    names = {n.name for n in nodes}
    anchor = next((n for n in nodes if kinds[n.name] == Kind.REDUCTION), nodes[0])
    reads = list(dict.fromkeys(v for n in nodes for v in n.inputs
                               if v is not None and v.producer not in names))
    writes = [v for n in nodes for v in n.outputs
              if v in outputs or any(group_of[r] != k for r in readers.get(v, ()))]
    return Group(f"k{k + 1}_{anchor.name}", nodes, kinds[anchor.name], reads, writes)


def group_graph(group: Group, dtypes: dict[Value, str]) -> Graph:
    """A group as a graph of its own: its reads as inputs (at their shapes where they are
    numbers) and its writes as outputs, each named after the value's reference."""
    sub = Graph(group.name)
    made: dict[Value, Value] = {}
    for value in group.reads:
        shape = [int(n) if n.is_Integer else None for n in value.shape]
        form = {"shape": shape} if None not in shape else {"rank": value.rank}
        made[value] = sub.input(input_name(value), dtype=dtypes[value], **form)
    for node in group.nodes:
        result = sub.apply(node.op, *[None if v is None else made[v] for v in node.inputs],
                           name=node.name, **node.attrs)
        made.update(zip(node.outputs, result if isinstance(result, tuple) else (result,)))
    for value in group.writes:
        sub.output(f"{input_name(value)}_out", made[value])
    return sub


def evaluate_plan(found: Plan, inputs: dict[str, Any]) -> dict[str, np.ndarray]:
    """The graph run kernel by kernel as planned, each group through `evaluate_graph`:
    the reference a model's generated module is compared with (the same outputs as the
    graph node by node, the same rejections)."""
    graph = found.graph
    dtypes = graph.value_dtypes()
    values: dict[Value, Any] = {graph.value(n): np.asarray(a) for n, a in inputs.items()}
    for group in found.groups:
        results = evaluate_graph(group_graph(group, dtypes),
                                 {input_name(v): values[v] for v in group.reads})
        values.update((v, results[f"{input_name(v)}_out"]) for v in group.writes)
    return {name: values[v] for name, v in graph.outputs.items()}


def input_name(value: Value) -> str:
    """The name a group's graph gives the value it reads (`group_graph`)."""
    return value.ref.replace(":", "_")
