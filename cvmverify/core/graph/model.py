"""What a graph is made of: its values, inputs, nodes and parameters, and the rules for
the names they carry.

Names (of the graph, its inputs, nodes and outputs) reach generated code: each must be a
Python and C identifier that does not start with an underscore, and all names in a graph
are distinct.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
import sympy as sp

from ..errors import LogicError
from ..ir import Instance
from ..names import is_c_identifier

if TYPE_CHECKING:  # the builder holds its values: a type, not an import
    from .builder import Graph

# --- names ------------------------------------------------------------------------------------

_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
# i0, i1, ... name the output index in every formula; a tensor of that name would clash
# with it in generated code.
_INDEX_NAME = re.compile(r"i[0-9]+")


def check_name(name: Any, what: str, graph: str) -> None:
    """Raise a LogicError unless `name` is a Python and C++ identifier free for a graph
    (names reach the generated NumPy and CUDA code)."""
    valid = (isinstance(name, str) and bool(_IDENTIFIER.fullmatch(name))
             and not keyword.iskeyword(name) and is_c_identifier(name, cxx=True)
             and not _INDEX_NAME.fullmatch(name))
    if not valid:
        raise LogicError(f"graph {graph}", f"{what} to be a Python and C identifier that does "
                         "not start with an underscore and is not a keyword or an index name "
                         "(i0, i1, ...)", {what: repr(name)})


def default_node_name(op: str, taken: Any) -> str:
    """The name a node of `op` gets when none is given: <op>_<k>, the first k free."""
    return next(f"{op}_{k}" for k in range(len(taken) + 1) if f"{op}_{k}" not in taken)


# --- attributes and errors --------------------------------------------------------------------


def plain_attrs(attrs: Mapping[str, Any]) -> dict[str, Any]:
    """Attributes as plain Python values: lists (from TOML, say) become tuples."""
    def plain(value: Any) -> Any:
        if isinstance(value, (list, tuple)):
            return tuple(plain(v) for v in value)
        if isinstance(value, np.ndarray):
            return plain(value.tolist())
        if isinstance(value, np.integer):
            return int(value)
        return value
    return {k: plain(v) for k, v in attrs.items()}


def located(error: LogicError, **where: Any) -> LogicError:
    """The same error with where it happened (file, node) first among its values."""
    values = {**where, **{k: v for k, v in error.values.items() if k not in where}}
    plain = str(LogicError(error.op, error.condition, error.values))
    hint = str(error)[len(plain):].removeprefix("; ")
    return LogicError(error.op, error.condition, values, hint)


# --- the parts of a graph ---------------------------------------------------------------------


@dataclass(frozen=True)
class Value:
    """A tensor of a graph: a graph input, or output `output` of node `producer`.

    `ref` is how the TOML form names it: ``"x"``, ``"conv"`` or ``"sp:1"``.
    """

    producer: str
    output: int
    rank: int
    ref: str
    graph: "Graph" = field(compare=False, repr=False)  # the builder's Graph it belongs to
    # its dims, computed once when the value is made (`shapes`): integers where the graph
    # inputs' declared shapes fix them, else expressions of the inputs' dims (or of a
    # node's named dim, `shapes.NodeDim`)
    shape: tuple[sp.Expr, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class GraphInput:
    """A declared graph input: its rank is fixed; its dims are symbolic unless `shape`
    declares them, each an integer or the name of a graph dim (`Graph.dims`)."""

    name: str
    rank: int
    dtype: str = "int32"
    precision: int | None = None  # the runtime's precision of its values, if declared
    shape: tuple[int | str, ...] | None = None


@dataclass(frozen=True)
class Param:
    """A symbolic attribute value: an integer parameter of a graph, the same symbol wherever
    it is used (``split(x, axis=Param("k"))`` then ``concatenate(..., axis=Param("k"))``).
    Its domain is stated by whoever proves something of the graph (`cvmverify.equiv`)."""

    name: str

    @property
    def symbol(self) -> sp.Symbol:
        return sp.Symbol(self.name, integer=True)


@dataclass(eq=False)
class Node:
    """One operator application. `inputs` has one entry per declared input (None: absent),
    a variadic one taking the rest. `instance` is its spec's symbolic instance, in the op's
    own tensor names (x, w, b, x0, ...) with attribute symbols; `attr_values` gives each
    attribute symbol its concrete value."""

    name: str
    op: str
    inputs: tuple[Value | None, ...]
    attrs: dict[str, Any]
    outputs: tuple[Value, ...]
    instance: Instance = field(repr=False)
    attr_values: dict[sp.Symbol, sp.Integer] = field(repr=False)

    def key(self) -> tuple:
        return (self.name, self.op, self.inputs, sorted(self.attrs.items()))

