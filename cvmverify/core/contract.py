"""The runtime's precision contract, applied to one concrete call.

The CVM runtime checks precisions, not elements: when a graph is built it computes every
tensor's precision from its inputs' and holds each op to its rule (the requirements met,
every output precision at most 32), then runs the kernels without an overflow check. A call
is in the contract when its input values lie within their precisions and the rule holds; the
rules then promise that every value stays in range, so the reference computes the
intermediates exactly (a rounding shift's ``x + 1`` may reach 2^31) and only the results
must be int32. A graph is in the contract when every node is, its inputs' precisions given
and the others propagated node by node.

A graph proven to stay in range under the contract at its inputs' precisions is a
`ProvenContract`: only the precision prover makes one (`precision.graph.runtime_limits`),
and only from one is a kernel built that checks no step (`codegen.plan.runtime_plan`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np

from .dsl import OperatorSpec
from .errors import LogicError
from .ir import Requirement

if TYPE_CHECKING:
    from .graph import Graph

# What a kernel is held to: "strict", every step exact and checked (every int32 input); or
# "runtime", the calls the CVM runtime lets through (inputs within precisions the rules
# accept), where a proven graph needs no per-element check.
CONTRACTS = ("strict", "runtime")


@dataclass(frozen=True)
class ProvenContract:
    """The precision proofs of graph `graph` at its inputs' `precisions`: every node keeps
    its outputs within their precisions and every intermediate within int32, so a kernel of
    the graph needs no widened or checked step. What the proofs leave to each call (a
    precision that depends on dims) is in `limits`, for the kernel to check; `proofs` names
    each proven obligation as (node, obligation)."""

    graph: str
    precisions: Mapping[str, int]
    limits: tuple[Requirement, ...]
    proofs: tuple[tuple[str, str], ...]
    # every value's proven precision, by its reference ("conv", "sp:1"): what a part of the
    # graph cut out as a kernel of its own reads (`part`)
    values: Mapping[str, int | object] = field(default_factory=dict, compare=False)

    def part(self, name: str, reads: Mapping[str, str], nodes: Sequence[str]
             ) -> "ProvenContract":
        """The contract of a part of the graph (a planner's group, graph `name`) whose
        input named k reads the value `reads[k]`: its inputs' precisions are those proven
        for the values, its proofs those of its `nodes`. The nodes were proven at the
        graph's own shapes, so a part is held to them (its kernel's inputs at those
        shapes); a limit left to each call is in the graph's dims, which a part does not
        have, and a precision that depends on dims is no number: either is a LogicError
        that asks for concrete shapes."""
        inside = set(nodes)
        left = [limit.message for limit in self.limits if limit.where in inside]
        precisions = {k: self.values.get(ref) for k, ref in reads.items()}
        loose = {k: str(p) for k, p in precisions.items() if not isinstance(p, int)}
        if left or loose:
            raise LogicError(f"graph {self.graph}", "precisions that are numbers at the "
                             "graph's shapes, for a kernel of part of it (give concrete "
                             "shapes: --input-shape NAME=DIMS)",
                             {"part": name, **({"limits": left} if left else {}),
                              **({"precisions": loose} if loose else {})})
        return ProvenContract(name, precisions, (),
                              tuple(p for p in self.proofs if p[0] in inside))


def contract_precisions(graph: Graph, given: Mapping[str, int] | None = None
                        ) -> dict[str, int] | None:
    """The input precisions `graph` is held to under the runtime contract: `given` where a
    caller names them, else the ones its inputs declare; None when neither is there (an
    input without a declared precision). Every consumer takes them from here, so a graph's
    precisions mean the same to the prover, the checker, the generator and CI."""
    return dict(given) if given is not None else graph.declared_precisions()


class CompositeOperator(OperatorSpec):
    """An operator made of other operators (a graph as one operator). The runtime holds
    each part to its own precision rule, so a composite has no rule of its own: a call is in
    the contract when every part's call is."""

    def run_in_contract(self, arrays: Mapping[str, np.ndarray],
                        precisions: Sequence[int]) -> list[np.ndarray]:
        """The outputs of a call (its arrays by input name, one precision per input), every
        part held to the contract; a LogicError if one is outside it."""
        raise NotImplementedError
