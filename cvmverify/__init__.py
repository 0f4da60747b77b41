"""cvmverify: one spec per operator; evaluate it, prove its shape rules, check kernels.

    >>> import numpy as np, cvmverify
    >>> cvmverify.evaluate("relu", [np.array([-2, 0, 3], dtype=np.int32)])
    [array([0, 0, 3], dtype=int32)]

Public API: `ops`, `spec`, `evaluate`, `prove`, `prove_precision`, `check_kernel`,
`equivalent`, `LogicError` (and `SpecError` for broken specs); graphs of operators:
`Graph`, `load_graph`, `evaluate_graph` (from `cvmverify.core.graph`); identities are
`cvmverify.equiv`, and code generation is `cvmverify gen`.
"""

from __future__ import annotations

from .check import check_kernel
from .core import registry
from .core.dsl import OperatorSpec
from .core.errors import LogicError, SpecError
from .core.evaluate import evaluate
from .core.graph import Graph, evaluate_graph, load_graph
from .equiv import equivalent
from .precision.prove import prove_precision
from .prove import prove

__all__ = ["Graph", "LogicError", "SpecError", "check_kernel", "equivalent", "evaluate",
           "evaluate_graph", "load_graph", "ops", "prove", "prove_precision", "spec"]


def ops() -> list[str]:
    """The canonical names of every operator of the library."""
    return registry.names()


def spec(name: str) -> OperatorSpec:
    """The spec of operator `name` (aliases such as ``strided_slice`` are accepted)."""
    return registry.get(name)
