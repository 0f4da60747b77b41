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

from typing import Mapping, Sequence

import numpy as np

from .dsl import OperatorSpec


class CompositeOperator(OperatorSpec):
    """An operator made of other operators (a graph as one operator). The runtime holds
    each part to its own precision rule, so a composite has no rule of its own: a call is in
    the contract when every part's call is."""

    def run_in_contract(self, arrays: Mapping[str, np.ndarray],
                        precisions: Sequence[int]) -> list[np.ndarray]:
        """The outputs of a call (its arrays by input name, one precision per input), every
        part held to the contract; a LogicError if one is outside it."""
        raise NotImplementedError
