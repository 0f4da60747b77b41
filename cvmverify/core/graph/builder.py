"""The graph builder: `Graph` grows by declared inputs, applied nodes and declared outputs,
each checked as it is added, so a graph is valid at every step of its building."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .. import registry
from ..bind import is_integer_dtype
from ..dsl import MAX_DIM, MAX_RANK, DimSymbol
from ..errors import LogicError
from ..facts import Like
from ..ir import NeedChoice
from .instantiate import instantiate_node
from .model import GraphInput, Node, Value, check_name, default_node_name, located, plain_attrs
from .shapes import input_dims, node_shapes, parse_bounds


class Graph:
    """A graph of operators; see the `cvmverify.core.graph` docstring."""

    def __init__(self, name: str, choices: Mapping[str, int] | None = None, *,
                 dims: Mapping[str, Any] | None = None):
        """`choices` makes the graph symbolic: a node's attribute may then be a `Param`, and
        a quantity that decides a node's structure but depends on parameters or dims (a
        split's number of outputs) takes its value from `choices` under the key
        ``<node>.<quantity>``; a missing one raises `NeedChoice` with that key, for the
        caller to enumerate (as the prover enumerates structures).

        `dims` bounds the named dims that input shapes use (``{"n": "1..64"}``); a named
        dim without bounds takes the runtime's 1..2^24."""
        check_name(name, "graph name", str(name))
        self.name = name
        self.choices = None if choices is None else dict(choices)
        if dims is not None and not isinstance(dims, Mapping):
            raise LogicError(f"graph {name}", "dims to be a table of named dims and their "
                             "bounds", {"dims": repr(dims)})
        self.dims: dict[str, tuple[int, int]] = {
            dim: parse_bounds(name, dim, bounds) for dim, bounds in (dims or {}).items()}
        # a named node dim (`shapes.node_shapes`) -> its definition in earlier dims
        self.dim_facts: dict = {}
        self._named: dict = {}  # a named input dim -> the symbol of its first occurrence
        self.inputs: dict[str, GraphInput] = {}
        self.nodes: list[Node] = []
        self.outputs: dict[str, Value] = {}
        self._values: dict[str, Value] = {}  # by ref
        self._names: set[str] = set()

    # -- building ----------------------------------------------------------------------------

    def _claim(self, name: Any, what: str) -> None:
        check_name(name, what, self.name)
        if name in self._names:
            raise LogicError(f"graph {self.name}", "every name in a graph distinct (inputs, "
                             "nodes and outputs)", {what: name})

    def input(self, name: str, rank: int | None = None, dtype: str = "int32",
              precision: int | None = None, shape: Any = None) -> Value:
        """Declare a graph input of fixed `rank` (its dims stay symbolic) or of a `shape`
        (each dim an integer or the name of a dim, ``[1, 3, 224, 224]`` or
        ``["n", 3, 224, 224]``) and, optionally, the precision the runtime gives its values
        (what `gen --contract runtime` and `cvmverify precision` assume)."""
        self._claim(name, "input name")
        if shape is not None:
            if not isinstance(shape, (list, tuple)) or not shape:
                raise LogicError(f"graph {self.name}", f"the shape of input {name} to be a "
                                 "list of dims", {"shape": repr(shape)})
            if rank is not None and rank != len(shape):
                raise LogicError(f"graph {self.name}", f"the rank of input {name} to be the "
                                 "length of its shape", {"rank": rank, "shape": list(shape)})
            rank = len(shape)
        if not isinstance(rank, int) or isinstance(rank, bool) or not 1 <= rank <= MAX_RANK:
            raise LogicError(f"graph {self.name}", f"the rank of input {name} in 1..{MAX_RANK}",
                             {"rank": repr(rank)})
        try:
            integer = is_integer_dtype(np.dtype(dtype))
        except TypeError:
            integer = False
        if not integer:
            raise LogicError(f"graph {self.name}", f"the dtype of input {name} to be an integer "
                             "dtype (int32, int8, ...)", {"dtype": repr(dtype)})
        if precision is not None and (not isinstance(precision, int) or isinstance(
                precision, bool) or not 1 <= precision <= 32):
            raise LogicError(f"graph {self.name}", f"the precision of input {name} in 1..32",
                             {"precision": repr(precision)})
        if shape is None:
            dims = tuple(DimSymbol(name, k) for k in range(rank))
        else:
            shape, dims = input_dims(self.name, name, shape, self._named)
        self._names.add(name)
        self.inputs[name] = GraphInput(name, rank, np.dtype(dtype).name, precision, shape)
        value = Value(name, 0, rank, name, self, dims)
        self._values[name] = value
        return value

    def apply(self, op: str, *inputs: Value | None, name: str | None = None,
              **attrs: Any) -> Value | tuple[Value, ...]:
        """Add a node applying `op` to `inputs` (None: an absent optional input).

        Returns its output, or a tuple of them when the op has several (a split). Raises a
        LogicError naming the node for anything that makes the node invalid for every shape.
        """
        try:
            if not isinstance(op, str):
                raise LogicError(repr(op), "an operator name (a string)")
            spec = registry.get(op)
        except LogicError as error:
            raise located(error, node=name or f"{op}_?") from None
        if name is None:
            name = default_node_name(spec.name, self._names)
        self._claim(name, "node name")
        try:
            for k, value in enumerate(inputs):
                if value is not None and (not isinstance(value, Value) or value.graph is not self):
                    raise LogicError(spec.name, f"input {k} to be a value of graph {self.name} "
                                     "(or None)", {f"input {k}": repr(value)})
            ranks = [None if v is None else v.rank for v in inputs]
            choices = None if self.choices is None else {
                key[len(name) + 1:]: v for key, v in self.choices.items()
                if key.startswith(f"{name}.")}
            instance, attr_values = instantiate_node(spec, ranks, attrs, choices)
        except LogicError as error:
            raise located(error, node=name) from error
        except NeedChoice as need:
            raise NeedChoice(f"{name}.{need.key}", need.options) from None
        if not any(decl.variadic for decl in spec.inputs):  # one form for absent inputs
            inputs = inputs + (None,) * (len(spec.inputs) - len(inputs))
        try:
            shapes = node_shapes(name, instance, attr_values,
                                 [v.shape for v in inputs if v is not None], self.dim_facts)
        except LogicError as error:
            raise located(error, node=name) from error
        several = len(instance.outputs) > 1
        outputs = tuple(Value(name, k, len(out.shape), f"{name}:{k}" if several else name, self,
                              shape)
                        for k, (out, shape) in enumerate(zip(instance.outputs, shapes)))
        self._names.add(name)
        self._values.update((v.ref, v) for v in outputs)
        self.nodes.append(Node(name, spec.name, tuple(inputs), plain_attrs(attrs), outputs,
                               instance, attr_values))
        return outputs if several else outputs[0]

    def output(self, name: str, value: Value) -> None:
        """Declare graph output `name` to be `value`."""
        self._claim(name, "output name")
        if not isinstance(value, Value) or value.graph is not self:
            raise LogicError(f"graph {self.name}", f"output {name} to be a value of this graph",
                             {name: repr(value)})
        self._names.add(name)
        self.outputs[name] = value

    # -- reading -----------------------------------------------------------------------------

    def value(self, ref: str) -> Value:
        """The value a TOML reference names: an input, a node (one output) or "node:k"."""
        if ref in self._values:
            return self._values[ref]
        producer, _, k = ref.partition(":")
        if k == "0" and producer in self._values and producer not in self.inputs:
            return self._values[producer]  # "node:0" is a one-output node's output too
        several = [v for v in self._values.values() if v.producer == ref and v.ref != ref]
        if several:
            raise LogicError(f"graph {self.name}", f"a reference to one output of node {ref} "
                             f"({', '.join(repr(v.ref) for v in several)})", {"reference": ref})
        raise LogicError(f"graph {self.name}", "every reference to be a graph input or an "
                         "output of an earlier node", {"reference": ref})

    def outputs_of(self, node: str) -> list[Value]:
        """Every output of node `node`, in order (a split's pieces)."""
        found = [v for v in self._values.values() if v.producer == node and v.ref != node] or \
            [v for v in self._values.values() if v.producer == node]
        if not found or node in self.inputs:
            raise LogicError(f"graph {self.name}", "a reference to the outputs of an earlier "
                             "node", {"reference": f"{node}:*"})
        return found

    def value_dtypes(self) -> dict[Value, str]:
        """Each value's dtype: an input's declared one; a node's int32, or its input's for
        data movement."""
        found = {self.value(n): decl.dtype for n, decl in self.inputs.items()}
        for node in self.nodes:
            by_tensor = dict(zip((t.name for t in node.instance.inputs),
                                 (v for v in node.inputs if v is not None)))
            for value, out in zip(node.outputs, node.instance.outputs):
                found[value] = found[by_tensor[out.dtype.input]] \
                    if isinstance(out.dtype, Like) else "int32"
        return found

    def dim_bounds(self) -> dict:
        """The bounds of each named dim, by the symbol that stands for it (the dim of the
        first input that names it)."""
        return {symbol: self.dims.get(name, (1, MAX_DIM)) for name, symbol in self._named.items()}

    def declared_precisions(self) -> dict[str, int] | None:
        """The precision of every input, if every input declares one."""
        found = {name: decl.precision for name, decl in self.inputs.items()}
        return found if found and None not in found.values() else None

    def check(self) -> None:
        """Raise a LogicError unless the graph is complete (it declares an output)."""
        if not self.outputs:
            raise LogicError(f"graph {self.name}", "at least one output (graph.output(...) or "
                             "an [outputs] table)")

    def key(self) -> tuple:
        return (self.name, tuple(sorted(self.dims.items())), tuple(self.inputs.values()),
                tuple(n.key() for n in self.nodes), tuple(self.outputs.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Graph) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]  # mutable while it is being built

    def __repr__(self) -> str:
        return (f"Graph({self.name!r}: inputs {list(self.inputs)}, "
                f"{len(self.nodes)} nodes, outputs {list(self.outputs)})")

