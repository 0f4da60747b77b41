"""Running a graph on concrete arrays, node by node through the reference evaluator."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from ..bind import check_dims
from ..errors import LogicError
from ..evaluate import evaluate, evaluate_with_precisions
from .builder import Graph
from .model import Value, located
from .shapes import check_input_shapes


def evaluate_graph(graph: Graph, inputs: Mapping[str, Any] | Sequence[Any], *,
                   precisions: Mapping[str, int] | None = None) -> dict[str, np.ndarray]:
    """Run `graph` on concrete `inputs` (by graph input name, or a sequence in the graph's
    input order), node by node through the reference evaluator; one array per graph output.

    Each input must have its declared rank and dtype. Integer semantics are the
    evaluator's: every node's result is exact and within int32, else a LogicError whose
    values name the node. With `precisions` (one per graph input, by name) every node is
    held to the runtime's precision contract instead (`evaluate(..., precisions=)`), the
    precisions of the other tensors propagated by each node's rule.
    """
    if not isinstance(graph, Graph):
        raise LogicError("evaluate_graph", "a Graph (load_graph reads one from a TOML file)",
                         {"graph": type(graph).__name__})
    graph.check()
    if not isinstance(inputs, Mapping):
        if isinstance(inputs, np.ndarray) or len(inputs) != len(graph.inputs):
            raise LogicError(f"graph {graph.name}", "one array per input, in the order "
                             f"{', '.join(graph.inputs)}", {"inputs": _count(inputs)})
        inputs = dict(zip(graph.inputs, inputs))
    missing, unknown = set(graph.inputs) - set(inputs), set(inputs) - set(graph.inputs)
    if missing or unknown:
        raise LogicError(f"graph {graph.name}", f"exactly the inputs {', '.join(graph.inputs)}",
                         {"missing": sorted(missing), "unknown": sorted(unknown)})
    if precisions is not None and set(precisions) != set(graph.inputs):
        raise LogicError(f"graph {graph.name}", "a precision for exactly the inputs "
                         f"{', '.join(graph.inputs)}", {"given": sorted(precisions)})
    env: dict[Value, np.ndarray] = {}
    precision_of: dict[Value, int] = {}
    for name, decl in graph.inputs.items():
        array = np.asarray(inputs[name])
        if array.ndim != decl.rank or array.dtype != np.dtype(decl.dtype):
            raise LogicError(f"graph {graph.name}", f"input {name} of rank {decl.rank} and "
                             f"dtype {decl.dtype}", {f"{name}.shape": array.shape,
                                                     f"{name}.dtype": str(array.dtype)})
        # the runtime's limit holds for every input, also one no node reads
        check_dims(f"graph {graph.name}", name, array.shape)
        env[graph.value(name)] = array
        if precisions is not None:
            precision_of[graph.value(name)] = precisions[name]
    check_input_shapes(graph, {name: env[graph.value(name)].shape for name in graph.inputs})
    for node in graph.nodes:
        arrays = [None if v is None else env[v] for v in node.inputs]
        try:
            if precisions is None:
                results = evaluate(node.op, arrays, **node.attrs)
            else:
                given = [precision_of[v] for v in node.inputs if v is not None]
                results, found = evaluate_with_precisions(node.op, arrays, given, **node.attrs)
                precision_of.update(zip(node.outputs, found))
        except LogicError as error:
            raise located(error, node=node.name) from error
        env.update(zip(node.outputs, results))
    # an output that is a graph input is copied: results never alias the caller's arrays
    return {name: env[v].copy() if v.producer in graph.inputs else env[v]
            for name, v in graph.outputs.items()}


def _count(inputs: Any) -> str:
    if isinstance(inputs, np.ndarray):
        return f"one array of shape {inputs.shape}"
    return f"{len(inputs)} arrays"
