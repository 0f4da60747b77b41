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

The same graph as a TOML file (`load_graph`, `parse_graph`, `Graph.to_toml`)::

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

`evaluate_graph` runs a graph node by node with the reference evaluator, so its integer
semantics are the evaluator's: every node's result is exact and within int32, else a
LogicError naming the node.
"""

from __future__ import annotations

import json
import keyword
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np
import sympy as sp

from . import registry
from .bind import _bind_attrs, _bind_inputs, is_integer_dtype
from .dsl import MAX_RANK, OperatorSpec, attr_symbol, structure_outcome
from .errors import LogicError
from .evaluate import evaluate, evaluate_with_precisions
from .ir import Instance, NeedChoice, Requirement, StructureExcluded, Unresolved, exact, fold
from .names import is_c_identifier

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


def _count(inputs: Any) -> str:
    if isinstance(inputs, np.ndarray):
        return f"one array of shape {inputs.shape}"
    return f"{len(inputs)} arrays"


def _located(error: LogicError, **where: Any) -> LogicError:
    """The same error with where it happened (file, node) first among its values."""
    values = {**where, **{k: v for k, v in error.values.items() if k not in where}}
    plain = str(LogicError(error.op, error.condition, error.values))
    hint = str(error)[len(plain):].removeprefix("; ")
    return LogicError(error.op, error.condition, values, hint)


# --- the graph --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Value:
    """A tensor of a graph: a graph input, or output `output` of node `producer`.

    `ref` is how the TOML form names it: ``"x"``, ``"conv"`` or ``"sp:1"``.
    """

    producer: str
    output: int
    rank: int
    ref: str
    graph: "Graph" = field(compare=False, repr=False)


@dataclass(frozen=True)
class GraphInput:
    """A declared graph input: its rank is fixed, its dims stay symbolic."""

    name: str
    rank: int
    dtype: str = "int32"
    precision: int | None = None  # the runtime's precision of its values, if declared


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


class Graph:
    """A graph of operators; see the module docstring."""

    def __init__(self, name: str, choices: Mapping[str, int] | None = None):
        """`choices` makes the graph symbolic: a node's attribute may then be a `Param`, and
        a quantity that decides a node's structure but depends on parameters or dims (a
        split's number of outputs) takes its value from `choices` under the key
        ``<node>.<quantity>``; a missing one raises `NeedChoice` with that key, for the
        caller to enumerate (as the prover enumerates structures)."""
        check_name(name, "graph name", str(name))
        self.name = name
        self.choices = None if choices is None else dict(choices)
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

    def input(self, name: str, rank: int, dtype: str = "int32",
              precision: int | None = None) -> Value:
        """Declare a graph input of fixed `rank` (its dims stay symbolic) and, optionally,
        the precision the runtime gives its values (what `gen --contract runtime` and
        `cvmverify precision` assume)."""
        self._claim(name, "input name")
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
        self._names.add(name)
        self.inputs[name] = GraphInput(name, rank, np.dtype(dtype).name, precision)
        value = Value(name, 0, rank, name, self)
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
            raise _located(error, node=name or f"{op}_?") from None
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
            raise _located(error, node=name) from error
        except NeedChoice as need:
            raise NeedChoice(f"{name}.{need.key}", need.options) from None
        if not any(decl.variadic for decl in spec.inputs):  # one form for absent inputs
            inputs = inputs + (None,) * (len(spec.inputs) - len(inputs))
        several = len(instance.outputs) > 1
        outputs = tuple(Value(name, k, len(out.shape), f"{name}:{k}" if several else name, self)
                        for k, out in enumerate(instance.outputs))
        self._names.add(name)
        self._values.update((v.ref, v) for v in outputs)
        self.nodes.append(Node(name, spec.name, tuple(inputs), _plain(attrs), outputs,
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
        return (self.name, tuple(self.inputs.values()), tuple(n.key() for n in self.nodes),
                tuple(self.outputs.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Graph) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]  # mutable while it is being built

    def __repr__(self) -> str:
        return (f"Graph({self.name!r}: inputs {list(self.inputs)}, "
                f"{len(self.nodes)} nodes, outputs {list(self.outputs)})")

    def to_toml(self) -> str:
        """The graph as the TOML form that `parse_graph` reads back into an equal graph."""
        lines = [f"name = {json.dumps(self.name)}", "", "[inputs]"]
        for decl in self.inputs.values():
            dtype = "" if decl.dtype == "int32" else f", dtype = {json.dumps(decl.dtype)}"
            if decl.precision is not None:
                dtype += f", precision = {decl.precision}"
            lines.append(f"{decl.name} = {{ rank = {decl.rank}{dtype} }}")
        for node in self.nodes:
            refs = [("" if v is None else v.ref) for v in node.inputs]
            while refs and refs[-1] == "":
                refs.pop()
            lines += ["", "[[nodes]]", f"name = {json.dumps(node.name)}",
                      f"op = {json.dumps(node.op)}", f"inputs = {_toml(refs)}"]
            attrs = {k: v for k, v in node.attrs.items() if v is not None}
            if len(attrs) != len(node.attrs):
                spec = registry.get(node.op)
                explicit = [k for k, v in node.attrs.items()
                            if v is None and spec.attr_by_name[k].default is not None]
                if explicit:  # TOML has no null: None is only expressible as the default
                    raise LogicError(node.op, "attributes given as None to default to None, "
                                     "for the TOML form", {"node": node.name,
                                                           "attributes": explicit})
            if attrs:
                lines.append("attrs = { " + ", ".join(f"{k} = {_toml(v)}"
                                                      for k, v in attrs.items()) + " }")
        lines += ["", "[outputs]"] + [f"{k} = {json.dumps(v.ref)}" for k, v in self.outputs.items()]
        return "\n".join(lines) + "\n"


def default_node_name(op: str, taken: Any) -> str:
    """The name a node of `op` gets when none is given: <op>_<k>, the first k free."""
    return next(f"{op}_{k}" for k in range(len(taken) + 1) if f"{op}_{k}" not in taken)


def _plain(attrs: Mapping[str, Any]) -> dict[str, Any]:
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


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    return json.dumps(value)  # a string: JSON's escapes are valid in a TOML basic string


# --- one node's instance ------------------------------------------------------------------------


def instantiate_node(spec: OperatorSpec, ranks: Sequence[int | None], attrs: Mapping[str, Any],
                     choices: Mapping[str, int] | None = None
                     ) -> tuple[Instance, dict[sp.Symbol, sp.Expr]]:
    """The symbolic instance of `spec` for inputs of `ranks` (None: absent) and concrete
    `attrs`, with each attribute symbol's value.

    The structure is read off exactly as for a concrete call (`bind`): rank:<input>,
    has:<input>, count:<input> from the inputs; len:<attr>, has:<attr>, flags and modes
    from the attributes. A quantity the spec pins with ``fix()`` (a split's number of
    outputs) is decided by the attribute values; one that depends on the dims is refused,
    since a graph fixes every rank and output count. Raises a LogicError for an input or
    attribute of the wrong form and for a precondition false for every shape.

    With `choices` (a symbolic graph) an attribute may be a `Param`, whose symbol then
    stands for the attribute's; a pinned quantity that the attributes do not decide is
    taken from `choices` by its key, or a `NeedChoice` is raised.
    """
    evidence: dict[str, Any] = {}
    # Placeholder arrays of the right ranks give the same evidence keys and the same errors
    # (number of inputs, equal ranks of a variadic group) as a concrete call; their dims
    # are not the node's and are thrown away.
    placeholders = [None if r is None else np.zeros((1,) * r, np.int32) for r in ranks]
    _bind_inputs(spec, placeholders, evidence, {})
    values: dict[sp.Symbol, int] = {}
    attrs = _plain(attrs)
    # a parameter is bound as a placeholder 0 (binding checks only the form of a value;
    # the spec's own rules are what constrain it), then its symbol replaces the value
    _bind_attrs(spec, {k: _placeholder(v) for k, v in attrs.items()}, evidence, values)
    params = {attr_symbol(name, *([k] if isinstance(attrs[name], tuple) else [])): p.symbol
              for name, value in attrs.items()
              for k, p in enumerate(value if isinstance(value, tuple) else (value,))
              if isinstance(p, Param)}
    if params and choices is None:
        raise LogicError(spec.name, "concrete attributes (a Param needs a symbolic graph: "
                         "Graph(name, choices={...}))", {"params": sorted(map(str, params))})
    attr_values = {symbol: params.get(symbol, sp.Integer(v)) for symbol, v in values.items()}
    try:
        instance = _instantiate(spec, evidence, attr_values, choices=choices)
    except StructureExcluded as excluded:
        raise LogicError(spec.name, str(excluded), dict(sorted(evidence.items()))) from None
    _refuse_violations(spec.name, instance.requirements, attr_values)
    return instance, attr_values


def _placeholder(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_placeholder(v) for v in value)
    return 0 if isinstance(value, Param) else value


def _instantiate(spec: OperatorSpec, evidence: dict[str, Any],
                 attr_values: dict[sp.Symbol, sp.Expr], probing: bool = False,
                 choices: Mapping[str, int] | None = None) -> Instance:
    while True:
        try:
            return _structure(spec, evidence)
        except NeedChoice as need:
            value = _decide(spec, evidence, need, attr_values, probing, choices)
            evidence = {**evidence, need.key: value}


def _structure(spec: OperatorSpec, evidence: dict[str, Any]) -> Instance:
    """The spec's instance for these choices (built once), or the exception it raises."""
    outcome = structure_outcome(spec, evidence)
    if isinstance(outcome, Exception):
        raise outcome.with_traceback(None)
    return outcome


def _decide(spec: OperatorSpec, evidence: dict[str, Any], need: NeedChoice,
            attr_values: dict[sp.Symbol, sp.Expr], probing: bool,
            choices: Mapping[str, int] | None) -> int:
    """The value of a quantity pinned by ``fix()``: a probe instance tells the quantity,
    the attributes decide it.

    The quantity is computed before its ``fix()``, so the probe may take any option that
    instantiates (and so may the fixes a probe meets later: `probing`). The rules stated
    before the ``fix()`` are checked first, so an attribute out of range is reported as
    such rather than as an odd structure. A quantity the attributes leave open is taken
    from `choices` in a symbolic graph.
    """
    excluded = f"a structure for these inputs and attributes ({need.key})"
    for option in need.options:
        try:
            probe = _instantiate(spec, {**evidence, need.key: option}, attr_values,
                                 probing=True)
        except StructureExcluded as rule:
            excluded = str(rule)
            continue
        if probing:
            return option
        pinned = f"{need.key} == {option}"
        cut = next((k for k, r in enumerate(probe.requirements)
                    if r.kind == "structure" and r.message == pinned), 0)
        _refuse_violations(probe.op, probe.requirements[:cut], attr_values)
        fixed = next((f for f in probe.fixed if f[0] == need.key), None)
        if fixed is None:
            break
        _, quantity, options, exhaustive = fixed
        try:
            value = int(exact(quantity, _concrete(attr_values)))
        except Unresolved:
            if choices is not None:
                if need.key not in choices:
                    raise NeedChoice(need.key, options) from None
                return choices[need.key]
            left = sp.sympify(quantity).xreplace(attr_values)
            raise LogicError(spec.name, f"a structure the attributes decide ({need.key} = "
                             f"{left} depends on the input dims)", {},
                             hint="a graph fixes every rank and number of outputs: give "
                             "attributes that decide them (squeeze: explicit axes; split: "
                             "num_splits or sections_split)") from None
        if exhaustive and value not in options:
            raise LogicError(spec.name, f"{need.key} in {list(options)}", {need.key: value})
        return value
    if probing:
        raise StructureExcluded(excluded)
    raise LogicError(spec.name, excluded, dict(sorted(evidence.items())))


def _concrete(attr_values: dict[sp.Symbol, sp.Expr]) -> dict[sp.Symbol, sp.Integer]:
    return {s: v for s, v in attr_values.items() if isinstance(v, sp.Integer)}


def _refuse_violations(op: str, requirements: Sequence[Requirement],
                       attr_values: dict[sp.Symbol, sp.Expr]) -> None:
    """Raise a LogicError for the first precondition that is false whatever the dims (and
    whatever the parameters)."""
    attr_values = _concrete(attr_values)
    for requirement in requirements:
        if fold(requirement.condition, attr_values) is False:
            shown = {str(s): attr_values[s] for s in sorted(
                sp.sympify(requirement.condition).free_symbols, key=str) if s in attr_values}
            raise LogicError(op, requirement.message, shown)


# --- the TOML form ------------------------------------------------------------------------------

_TOP_KEYS = {"name", "inputs", "nodes", "outputs"}
_NODE_KEYS = {"name", "op", "inputs", "attrs"}


def load_graph(path: str | Path) -> Graph:
    """Read a graph from a TOML file; its name defaults to the file's stem."""
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as error:
        raise LogicError("graph file", "a readable file", {"file": str(path),
                                                           "error": error.strerror}) from None
    return parse_graph(text, name=path.stem, source=str(path))


def parse_graph(text: str, name: str | None = None, source: str = "<text>") -> Graph:
    """A graph from its TOML form (see the module docstring); `name` is the default for a
    text without a ``name`` key. Every error is a LogicError whose values name `source`
    and, within a node, the node."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LogicError("graph file", "valid TOML", {"file": source,
                                                      "error": str(error)}) from None
    try:
        return _build(data, name)
    except LogicError as error:
        raise _located(error, file=source) from error


def _build(data: dict[str, Any], default_name: str | None) -> Graph:
    def form(condition: str, **values: Any) -> LogicError:
        return LogicError("graph file", condition, values)

    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise form(f"only the keys {', '.join(sorted(_TOP_KEYS))}", unknown=unknown)
    graph = Graph(data.get("name", default_name))
    inputs, nodes, outputs = data.get("inputs", {}), data.get("nodes", []), data.get("outputs", {})
    if not isinstance(inputs, dict) or not isinstance(outputs, dict) or not isinstance(nodes, list):
        raise form("[inputs] and [outputs] tables and [[nodes]] entries")
    for input_name, decl in inputs.items():
        if not isinstance(decl, dict) or "rank" not in decl or \
                set(decl) - {"rank", "dtype", "precision"}:
            raise form("every input to be { rank = N }, with dtype = \"...\" and "
                       "precision = P optional", input=input_name)
        graph.input(input_name, **decl)
    later = {n.get("name") for n in nodes if isinstance(n, dict)}
    for k, node in enumerate(nodes):
        if not isinstance(node, dict):
            raise form("every [[nodes]] entry to be a table", node=f"nodes[{k}]")
        where = node.get("name", f"nodes[{k}]")
        try:
            if set(node) - _NODE_KEYS or "op" not in node:
                raise form(f"a node to have op and only the keys {', '.join(sorted(_NODE_KEYS))}",
                           keys=sorted(node))
            refs, attrs = node.get("inputs", []), node.get("attrs", {})
            if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
                raise form("inputs to be a list of value names", inputs=refs)
            if not isinstance(attrs, dict) or "name" in attrs:
                raise form("attrs to be a table of the op's attributes (a node's name is a "
                           "key of the node)", attrs=attrs)
            pending = (later - {n.name for n in graph.nodes}) | {where}
            values = []
            for ref in refs:
                if ref and ref.split(":")[0] in pending:
                    raise form("every input to be a graph input or an output of an earlier "
                               "node (nodes use only values listed before them: no cycles)",
                               reference=ref)
                values.append(graph.value(ref) if ref else None)
            graph.apply(node["op"], *values, name=node.get("name"), **attrs)
        except LogicError as error:
            raise _located(error, node=where) from error
    for output_name, ref in outputs.items():
        if not isinstance(ref, str):
            raise form("every output to name a value", output=output_name)
        try:
            graph.output(output_name, graph.value(ref))
        except LogicError as error:
            raise _located(error, output=output_name) from error
    graph.check()
    return graph


# --- evaluation ---------------------------------------------------------------------------------


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
        env[graph.value(name)] = array
        if precisions is not None:
            precision_of[graph.value(name)] = precisions[name]
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
            raise _located(error, node=node.name) from error
        env.update(zip(node.outputs, results))
    # an output that is a graph input is copied: results never alias the caller's arrays
    return {name: env[v].copy() if v.producer in graph.inputs else env[v]
            for name, v in graph.outputs.items()}
