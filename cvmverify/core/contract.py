"""The runtime's precision contract, applied to one concrete call.

The CVM runtime checks precisions, not elements: when a graph is built it computes every
tensor's precision from its inputs' and holds each op to its rule (the requirements met,
every output precision at most 32), then runs the kernels without an overflow check. A call
is in the contract when its input values lie within their precisions and the rule holds; the
rules then promise that every value stays in range, so the reference computes the
intermediates exactly (a rounding shift's ``x + 1`` may reach 2^31) and only the results
must be int32. A graph is in the contract when every node is, its inputs' precisions given
and the others propagated node by node.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from .bind import Call
from .dsl import OperatorSpec
from .evaluate import run
from .ir import Instance
from .rule import check_precisions


def run_in_contract(spec: OperatorSpec, instance: Instance, call: Call,
                    precisions: Sequence[int]) -> tuple[list[np.ndarray], list[int] | None]:
    """The outputs of a call held to the contract, and their precisions (None for a graph,
    whose nodes are each held to it); a LogicError if the call is outside it."""
    graph = getattr(spec, "graph", None)
    if graph is not None:
        from .graph import evaluate_graph

        names = [t.name for t in instance.inputs]
        if len(precisions) != len(names):
            from .errors import LogicError

            raise LogicError(spec.name, "one precision per input",
                             {"inputs": len(names), "precisions": len(precisions)})
        outputs = evaluate_graph(graph, call.arrays, precisions=dict(zip(names, precisions)))
        return list(outputs.values()), None
    found = check_precisions(spec, call.arrays, call.attrs, precisions, len(instance.outputs))
    return run(instance, call, exact_steps=True), found
