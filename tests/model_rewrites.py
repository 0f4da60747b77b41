"""Rewritten copies of a model, as a compiler would make them, for the model-scale
equivalence tests: each edit takes one node (by name) and returns what replaces it."""

from __future__ import annotations

from typing import Callable

from cvmverify.core.graph import Graph, Node, Value

Edit = Callable[[Graph, Node, list], "Value | tuple | None"]


def rebuild(graph: Graph, edit: Edit) -> Graph:
    """A copy of `graph` in which `edit(copy, node, inputs)` may replace each node (None:
    the node as it is)."""
    copy = Graph(f"{graph.name}_r", dims={k: f"{a}..{b}" for k, (a, b) in graph.dims.items()})
    values: dict[Value, Value] = {}
    for name, decl in graph.inputs.items():
        shape = {"shape": decl.shape} if decl.shape else {"rank": decl.rank}
        values[graph.value(name)] = copy.input(name, dtype=decl.dtype, precision=decl.precision,
                                               **shape)
    for node in graph.nodes:
        inputs = [None if v is None else values[v] for v in node.inputs]
        made = edit(copy, node, inputs)
        if made is None:
            made = copy.apply(node.op, *inputs, name=node.name, **node.attrs)
        values.update(zip(node.outputs, made if isinstance(made, tuple) else (made,)))
    for name, value in graph.outputs.items():
        copy.output(name, values[value])
    return copy


def at(target: str, replace: Callable[[Graph, Node, list], Value]) -> Edit:
    return lambda g, node, inputs: replace(g, node, inputs) if node.name == target else None


def same(g: Graph, node: Node, inputs: list) -> Value:
    return g.apply(node.op, *inputs, name=node.name, **node.attrs)


def relu_again(target: str) -> Edit:
    """A relu after `target`'s relu: a no-op on the values a relu made."""
    return at(target, lambda g, node, inputs: g.apply("relu", same(g, node, inputs),
                                                       name=f"{node.name}_again"))


def transpose_pair(target: str) -> Edit:
    """To NHWC and back after `target`."""
    def replace(g, node, inputs):
        nhwc = g.apply("transpose", same(g, node, inputs), axes=(0, 2, 3, 1),
                       name=f"{node.name}_nhwc")
        return g.apply("transpose", nhwc, axes=(0, 3, 1, 2), name=f"{node.name}_nchw")
    return at(target, replace)


def bias_apart(target: str) -> Edit:
    """A convolution's bias added after it, broadcast over H and W."""
    def replace(g, node, inputs):
        x, w, b = inputs
        y = g.apply("conv2d", x, w, name=node.name, **node.attrs)
        b3 = g.apply("expand_dims", b, axis=1, num_newaxis=2, name=f"{node.name}_b3")
        return g.apply("broadcast_add", y, b3, name=f"{node.name}_bias")
    return at(target, replace)


def attrs(target: str, **changed) -> Edit:
    """`target` with some attributes changed (a shift_bit from 8 to 7, say)."""
    return at(target, lambda g, node, inputs: g.apply(node.op, *inputs, name=node.name,
                                                      **{**node.attrs, **changed}))
