"""Graphs of operators: fixed ranks, symbolic dims, concrete attributes.

A graph is a list of nodes in order, each applying one operator of the library to graph
inputs or to outputs of earlier nodes (so it has no cycles by construction)::

    g = Graph("conv_requant")
    x, w = g.input("x", rank=4), g.input("w", rank=4)
    y = g.apply("conv2d", x, w, padding=(1, 1), name="conv")
    y = g.apply("cvm_right_shift", y, precision=8, shift_bit=4)
    g.output("y", y)

Every rank is fixed and every attribute concrete; only the dims stay symbolic. So each node
has exactly one instance of its spec (`Node.instance`), built when the node is applied: a
malformed node (unknown op, wrong number of inputs, wrong rank, a bad attribute, a rule
that no shape can satisfy) is a LogicError raised by `apply`, naming the node.

The same graph as a TOML file (`load_graph`, `parse_graph`, `to_toml`)::

    name = "conv_requant"            # optional in a file: defaults to the file's stem

    [inputs]                         # graph inputs in order: rank required, dtype and
    x = { rank = 4, precision = 8 }  # the runtime's precision (1..32) optional
    w = { rank = 4, dtype = "int32" }

    [[nodes]]                        # nodes in order; a node uses only earlier values
    name = "conv"                    # optional: defaults to <op>_<k>
    op = "conv2d"
    inputs = ["x", "w"]              # a graph input, a node ("conv": its only output) or
                                     # one output of a node ("sp:1"); "" is an absent
                                     # optional input, trailing absent ones may be omitted
    attrs = { padding = [1, 1] }     # lists are tuples; an omitted attribute takes its default

    [outputs]
    y = "conv"                       # graph output name = the value it is

Names (of the graph, its inputs, nodes and outputs) reach generated code: each must be a
Python and C identifier that does not start with an underscore, and all names in a graph
are distinct.

The package's modules, each on those before it: `model` (values, inputs, nodes and the
naming rules), `instantiate` (one node's symbolic instance), `builder` (`Graph`), `toml`
(the file form), `evaluate` (`evaluate_graph`) and `cvm_model` (the runtime's own model
files, a graph JSON and a params blob: `load_cvm_model`, `save_cvm_model`; see
docs/model-format.md).

`evaluate_graph` runs a graph node by node with the reference evaluator, so its integer
semantics are the evaluator's: every node's result is exact and within int32, else a
LogicError naming the node.
"""

from .builder import Graph
from .cvm_model import load_cvm_model, save_cvm_model
from .evaluate import evaluate_graph
from .instantiate import instantiate_node
from .model import GraphInput, Node, Param, Value, check_name, default_node_name
from .toml import load_graph, parse_graph, to_toml

__all__ = ["Graph", "GraphInput", "Node", "Param", "Value", "check_name", "default_node_name",
           "evaluate_graph", "instantiate_node", "load_cvm_model", "load_graph", "parse_graph",
           "save_cvm_model", "to_toml"]
