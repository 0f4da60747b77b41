"""Symbolic graphs and identities: the graph form with rank ranges and parameters.

An identity file holds two graphs over the same inputs, ``lhs`` and ``rhs``, and what is
claimed of them (see ``identities/README.md``)::

    name = "split_concat"                 # optional: defaults to the file's stem
    summary = "split then concatenate along the same axis is the identity"
    expect = "equivalent"                 # or "not-equivalent" (a known non-equivalence)
    domain = "both"                       # or "lhs": rhs need only agree where lhs is valid
    bounded = true                        # optional: a verdict within the engine's bounds
                                          # (see identities/README.md) passes, as bounded
    assume = ["x.shape[0] <= 8"]          # optional conditions on dims and parameters
                                          # (+ - * // % Min Max Abs, comparisons, & | ~)
    same_shape = ["x", "z"]               # optional: inputs of one shape, at any rank

    [inputs]
    x = { rank = "1..6" }                 # a range, a rank, or another input's name (tied)
    w = { rank = 2, dtype = "int8", values = [-64, 64] }   # dtype and value range optional
    z = { values = "k" }                  # a constant tensor: every element parameter k

    [params]                              # integer parameters, each with its domain
    k = { lo = -6, hi = 5 }

    [[lhs.nodes]]                         # nodes as in a graph file; an attribute may be
    name = "sp"                           # { param = "k" }, and "sp:*" stands for every
    op = "split"                          # output of node sp
    inputs = ["x"]
    attrs = { axis = { param = "k" }, num_splits = 2 }
    [[lhs.nodes]]
    op = "concatenate"
    inputs = ["sp:*"]
    attrs = { axis = { param = "k" } }
    [lhs.outputs]
    y = "concatenate_0"

    [rhs.outputs]                         # a side may have no nodes
    y = "x"

A side may instead name a graph file, ``[lhs] graph = "../graphs/add_requant.toml"``, and
``fused = true`` makes it that graph's fused kernel (one formula per output, as generated).
"""

from __future__ import annotations

import ast
import itertools
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

import numpy as np
import sympy as sp
from sympy.parsing.sympy_parser import parse_expr

from ..core import registry
from ..core.dsl import MAX_RANK, DimSymbol
from ..core.errors import LogicError, unreadable
from ..core.fusion import dtype_range
from ..core.graph import Graph, Param, check_name, default_node_name
from ..core.graph.model import located
from ..core.ir import NeedChoice
from ..core.registry import unknown_name_hint
from ..core.semantics import FloorDiv, FloorMod, row_of
from ..core.verdict import Status

_TOP_KEYS = {"name", "summary", "expect", "domain", "assume", "bounded", "inputs", "params",
             "lhs", "rhs", "same_shape"}
_SIDE_KEYS = {"nodes", "outputs", "graph", "fused"}
_EXPECT = (Status.EQUIVALENT, Status.NOT_EQUIVALENT)
_DIM = re.compile(r"([A-Za-z][A-Za-z0-9_]*)\.shape\[(-?[0-9]+)\]")


def _form(source: str, condition: str, **values: Any) -> LogicError:
    return LogicError("identity file", condition, {"file": source, **values})


@dataclass(frozen=True)
class InputDecl:
    """A graph input: the ranks it may have (or the input whose rank it shares)."""

    name: str
    ranks: tuple[int, ...]
    tied: str | None = None
    dtype: str = "int32"
    values: tuple[int, int] | None = None  # the value range an identity assumes
    # a constant tensor: every element is this parameter's value (``values = "c"``), so
    # its range is the parameter's domain
    fill: str | None = None
    shape: tuple[int, ...] | None = None  # a model's fixed shape (`from_graphs`)

    def value_range(self) -> tuple[int, int]:
        return self.values if self.values is not None else dtype_range(self.dtype)


@dataclass(frozen=True)
class ParamDecl:
    name: str
    lo: int
    hi: int

    @property
    def symbol(self) -> sp.Symbol:
        return Param(self.name).symbol


@dataclass
class Side:
    """One graph of an identity, with symbolic ranks, parameters and structure."""

    name: str
    nodes: list[dict[str, Any]]
    outputs: dict[str, str]
    fused: bool = False
    source: str = "<text>"
    inputs: dict = field(default_factory=dict)  # a graph file's own [inputs] table

    def build(self, inputs: Mapping[str, InputDecl], ranks: Mapping[str, int],
              choices: Mapping[str, int]) -> Graph:
        """The graph at these input ranks: attributes that are parameters stay symbolic, a
        structure they leave open comes from `choices` (else `NeedChoice`)."""
        graph = Graph(self.name, choices=choices)
        for name, decl in inputs.items():
            if decl.shape is not None:  # its rank the only one it has
                graph.input(name, dtype=decl.dtype, shape=decl.shape)
            else:
                graph.input(name, rank=ranks[name], dtype=decl.dtype)
        for k, node in enumerate(self.nodes):
            values = []
            for ref in node.get("inputs", []):
                if ref.endswith(":*"):
                    values += graph.outputs_of(ref[:-2])
                else:
                    values.append(graph.value(ref) if ref else None)
            attrs = {key: _symbolic(value) for key, value in node.get("attrs", {}).items()}
            graph.apply(node["op"], *values, name=node.get("name"), **attrs)
        for name, ref in self.outputs.items():
            graph.output(name, graph.value(ref))
        return graph

    def structures(self, inputs: Mapping[str, InputDecl],
                   ranks: Mapping[str, int]) -> Iterator[tuple[dict, Graph | LogicError]]:
        """Every structure of this side at these ranks: (choices, graph), or (choices,
        LogicError) where the side is invalid for every input of that structure."""
        pending: list[dict] = [{}]
        while pending:
            choices = pending.pop()
            try:
                yield choices, self.build(inputs, ranks, choices)
            except NeedChoice as need:
                pending += [{**choices, need.key: o} for o in reversed(need.options)]
            except LogicError as error:
                yield choices, error


def _symbolic(value: Any) -> Any:
    if isinstance(value, dict):
        return Param(value["param"])
    if isinstance(value, list):
        return tuple(_symbolic(v) for v in value)
    return value


def concrete_attrs(attrs: Mapping[str, Any], params: Mapping[str, int]) -> dict[str, Any]:
    """A node's attributes with every parameter replaced by its value."""
    def value(v: Any) -> Any:
        if isinstance(v, dict):
            return params[v["param"]]
        if isinstance(v, list):
            return tuple(value(x) for x in v)
        return v
    return {k: value(v) for k, v in attrs.items()}


@dataclass
class Identity:
    """Two graphs claimed equivalent (or known not to be), over the same inputs."""

    name: str
    inputs: dict[str, InputDecl]
    lhs: Side
    rhs: Side
    params: dict[str, ParamDecl] = field(default_factory=dict)
    assume: list[str] = field(default_factory=list)
    summary: str = ""
    expect: Status = Status.EQUIVALENT
    domain: str = "both"
    source: str = "<text>"
    bounded: bool = False  # the file accepts a verdict that holds only within a bound
    # groups of inputs of one shape (``same_shape = ["x", "y"]``): tied ranks, and every
    # dim of each equal to the first's, whatever the rank
    same_shape: list[tuple[str, ...]] = field(default_factory=list)

    def rank_choices(self, max_rank: int = MAX_RANK) -> Iterator[dict[str, int]]:
        """Every assignment of ranks to the inputs, up to `max_rank`."""
        free = [d for d in self.inputs.values() if d.tied is None]
        for ranks in itertools.product(*[[r for r in d.ranks if r <= max_rank] for d in free]):
            chosen = {d.name: r for d, r in zip(free, ranks)}
            for d in self.inputs.values():
                if d.tied is not None:
                    chosen[d.name] = chosen[d.tied]
            yield {name: chosen[name] for name in self.inputs}

    def assumptions(self, ranks: Mapping[str, int]) -> list[sp.Basic]:
        """The `assume` conditions at these ranks, over dim and parameter symbols."""
        conditions: list[sp.Basic] = [
            sp.Eq(DimSymbol(other, k), DimSymbol(group[0], k))
            for group in self.same_shape for other in group[1:] for k in range(ranks[other])]
        for text in self.assume:
            names: dict[str, sp.Symbol] = {p: d.symbol for p, d in self.params.items()}

            def dim(match: re.Match) -> str:
                tensor, axis = match.group(1), int(match.group(2))
                if tensor not in ranks or not -ranks[tensor] <= axis < ranks[tensor]:
                    raise _form(self.source, "assume to name dims of inputs that exist",
                                assume=text, rank=dict(ranks))
                key = f"_dim_{tensor}_{axis % ranks[tensor]}"
                names[key] = DimSymbol(tensor, axis % ranks[tensor])
                return key

            misused = _misused(text)
            if misused:
                raise _form(self.source, "every assume entry to be comparisons of integer "
                            "expressions joined by & | ~, each comparison in parentheses",
                            assume=text, unsupported=misused)
            try:
                # unevaluated, so that == and != stay equations rather than Python bools
                condition = parse_expr(_integer_division(_DIM.sub(dim, text)),
                                       local_dict={**names, "FloorDiv": FloorDiv,
                                                   "FloorMod": FloorMod}, evaluate=False)
                unknown = {str(s) for s in condition.free_symbols} - {str(v) for v in
                                                                      names.values()}
            except (sp.SympifyError, SyntaxError, TypeError, AttributeError) as error:
                condition, unknown = None, {str(error)}
            if not isinstance(condition, (sp.core.relational.Relational, sp.logic.boolalg.
                                          BooleanFunction)) or unknown:
                raise _form(self.source, "every assume entry to be a condition on dims "
                            "(x.shape[0]) and parameters", assume=text,
                            unknown=sorted(unknown))
            inexact = [str(e) for e in sp.preorder_traversal(condition)
                       if not isinstance(e, (sp.Integer, sp.Symbol, sp.logic.boolalg.BooleanAtom))
                       and row_of(e) is None]
            if inexact:  # the solver takes integer steps only (2**p, x / 2 are none)
                raise _form(self.source, "every assume entry built of integers, dims, "
                            "parameters, +, -, *, //, %, constant powers, Min, Max, Abs, "
                            "comparisons and & | ~", assume=text, unsupported=inexact[0])
            # a division by zero has no value: the entry holds only where every divisor of
            # it is nonzero (z3 would give x // 0 any value, an assumption the runtime
            # never meets)
            divisors = [e.args[1] for e in sp.preorder_traversal(condition)
                        if isinstance(e, (FloorDiv, FloorMod))]
            if divisors:
                condition = sp.And(*[sp.Ne(d, 0) for d in divisors], condition)
            conditions.append(condition)
        return conditions


def _integer_division(text: str) -> str:
    """`a // b` and `a % b` as the semantics' FloorDiv(a, b) and FloorMod(a, b): sympy
    would read them as floor(a / b), a rational step the solver does not take, and Mod,
    whose sign rule is not stated in the semantics table."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return text  # the parser says what it could not read

    class Rewrite(ast.NodeTransformer):
        def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
            self.generic_visit(node)
            name = {ast.FloorDiv: "FloorDiv", ast.Mod: "FloorMod"}.get(type(node.op))
            if name is None:
                return node
            return ast.Call(ast.Name(name, ast.Load()), [node.left, node.right], [])

    return ast.unparse(ast.fix_missing_locations(Rewrite().visit(tree)))


_COMPARISONS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)
# arithmetic (and a float) as written: whether the solver takes it is checked once sympy
# has read it
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.Pow, ast.Div, ast.FloorDiv, ast.Mod)
_FUNCTIONS = {"Min": "int", "Max": "int", "Abs": "int", "min": "int", "max": "int",
              "abs": "int", "Eq": "bool", "Ne": "bool", "Lt": "bool", "Le": "bool",
              "Gt": "bool", "Ge": "bool"}


def _is_dim(node: ast.AST) -> bool:
    """Whether `node` is a dim as an assume entry writes one: an input's name, `.shape`, a
    whole number in brackets (x.shape[0], x.shape[-1]). Nothing else may hold `.shape[`:
    sympy evaluates the text as Python, and `f(...).shape[0]` would call f."""
    if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute)
            and node.value.attr == "shape" and isinstance(node.value.value, ast.Name)):
        return False
    index = node.slice.operand if isinstance(node.slice, ast.UnaryOp) and \
        isinstance(node.slice.op, ast.USub) else node.slice
    return isinstance(index, ast.Constant) and type(index.value) is int


def _misused(text: str) -> str | None:
    """The first construct of an assume entry that is not a condition on integers, or None.

    Python's operators are read as sympy builds them, and some mean another thing there:
    `&`, `|` and `~` are logic, so `x.shape[0] == 2 & h == 3` (`2 & h` binds first) or
    `x.shape[0] ^ 2` would become a condition of another meaning; `and`, `or`, `not`, `in`
    and `is` ask Python for a truth value sympy does not have."""
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError:
        # not Python, so not checked here: never given to sympy, which evaluates what its
        # own notations make of it (`(f())!` calls f)
        return text

    def kind(node: ast.AST) -> str:  # "int" or "bool", else a ValueError naming the node
        if isinstance(node, ast.Constant) and type(node.value) in (int, float, bool):
            return "bool" if isinstance(node.value, bool) else "int"
        if isinstance(node, ast.Name) or _is_dim(node):
            return "int"  # a parameter or a dim (x.shape[0])
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return expect(node.operand, "int")
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return expect(node.operand, "bool")
        if isinstance(node, ast.BinOp) and isinstance(node.op, _ARITHMETIC):
            return expect(node.left, "int") and expect(node.right, "int")
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr)):
            return expect(node.left, "bool") and expect(node.right, "bool")
        if isinstance(node, ast.Compare) and all(isinstance(op, _COMPARISONS)
                                                 for op in node.ops):
            for operand in [node.left, *node.comparators]:
                expect(operand, "int")
            return "bool"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in _FUNCTIONS and not node.keywords:
            for arg in node.args:
                expect(arg, "int")
            return _FUNCTIONS[node.func.id]
        raise ValueError(ast.unparse(node))

    def expect(node: ast.AST, wanted: str) -> str:
        if kind(node) != wanted:
            raise ValueError(ast.unparse(node))
        return wanted

    try:
        expect(tree, "bool")
    except ValueError as error:
        return str(error)
    return None


def load_identity(path: str | Path) -> Identity:
    path = Path(path)
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as error:
        raise LogicError("identity file", "a readable file",
                         {"file": str(path), "error": unreadable(error)}) from None
    return parse_identity(text, name=path.stem, source=str(path), base=path.parent)


def parse_identity(text: str, name: str = "identity", source: str = "<text>",
                   base: Path | None = None) -> Identity:
    """An identity from its TOML form (see the module docstring)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _form(source, "valid TOML", error=str(error)) from None
    return _identity(data, name, source, base)


def _identity(data: dict, name: str, source: str, base: Path | None) -> Identity:
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise _form(source, f"only the keys {', '.join(sorted(_TOP_KEYS))}", unknown=unknown)
    for key in ("lhs", "rhs"):
        if not isinstance(data.get(key), dict):
            raise _form(source, f"a [{key}] table (one side of the identity)")
    expect, domain = data.get("expect", "equivalent"), data.get("domain", "both")
    if expect not in _EXPECT or domain not in ("both", "lhs"):
        raise _form(source, "expect in equivalent, not-equivalent and domain in both, lhs",
                    expect=expect, domain=domain)
    name = data.get("name", name)
    # each side becomes a graph, whose name must be an identifier; the identity's name
    # (a file's stem, say "relu-vs-max") need not be one
    lhs = _side(data["lhs"], "lhs", source, base)
    rhs = _side(data["rhs"], "rhs", source, base)
    params = {}
    for pname, decl in data.get("params", {}).items():
        if not isinstance(decl, dict) or set(decl) != {"lo", "hi"} or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in decl.values()) \
                or decl["lo"] > decl["hi"]:
            raise _form(source, "every parameter to be { lo = A, hi = B } with integers "
                        "A <= B", param=pname, value=decl)
        check_name(pname, "parameter name", name)
        params[pname] = ParamDecl(pname, int(decl["lo"]), int(decl["hi"]))
    groups = _same_shape(data.get("same_shape"), source)
    inputs = _inputs(data.get("inputs"), lhs, rhs, source, params, groups)
    assume = data.get("assume", [])
    if not isinstance(assume, list) or not all(isinstance(a, str) for a in assume):
        raise _form(source, "assume to be a list of conditions (strings)")
    for side in (lhs, rhs):
        _check_side(side, inputs, params, source)
    if not isinstance(data.get("bounded", False), bool):
        raise _form(source, "bounded to be true or false", bounded=data["bounded"])
    return Identity(name, inputs, lhs, rhs, params, assume, data.get("summary", ""), Status(expect),
                    domain, source, data.get("bounded", False), groups)


def _same_shape(data: Any, source: str) -> list[tuple[str, ...]]:
    """`same_shape = ["x", "y"]` (one group) or a list of such lists."""
    if data is None:
        return []
    groups = [data] if isinstance(data, list) and all(isinstance(n, str) for n in data) \
        else data
    if not (isinstance(groups, list) and groups and all(
            isinstance(g, list) and len(g) >= 2 and all(isinstance(n, str) for n in g)
            and len(set(g)) == len(g) for g in groups)):
        raise _form(source, "same_shape to be a list of two or more distinct input names "
                    "(or a list of such lists)", same_shape=data)
    seen = [n for g in groups for n in g]
    if len(seen) != len(set(seen)):
        raise _form(source, "every input in at most one same_shape group",
                    same_shape=data)
    return [tuple(g) for g in groups]


def _side(data: dict, name: str, source: str, base: Path | None) -> Side:
    unknown = sorted(set(data) - _SIDE_KEYS)
    if unknown:
        raise _form(source, f"a side to have only the keys {', '.join(sorted(_SIDE_KEYS))}",
                    side=name, unknown=unknown)
    fused = bool(data.get("fused", False))
    if "graph" in data:
        path = (base or Path(".")) / data["graph"]
        try:
            graph = tomllib.loads(path.read_text())
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
            raise _form(source, "graph to name a readable graph file", graph=str(path),
                        error=str(error)) from None
        return Side(name, graph.get("nodes", []), graph.get("outputs", {}), fused, str(path),
                    graph.get("inputs", {}))
    if fused:
        raise _form(source, "fused = true only with graph = \"...\"", side=name)
    nodes, outputs = data.get("nodes", []), data.get("outputs", {})
    if not isinstance(nodes, list) or not isinstance(outputs, dict) or not outputs:
        raise _form(source, "a side to have [[nodes]] entries and an outputs table",
                    side=name)
    return Side(name, nodes, outputs, False, source)


def _check_side(side: Side, inputs: Mapping[str, Any], params: Mapping[str, Any],
                source: str) -> None:
    """Every reference of a side names an input or an earlier node ("n", "n:k", "n:*"),
    every attribute { param = "p" } a declared parameter, and every name is one the side's
    graph takes (an identifier, distinct from the side's other names): a misspelt or
    clashing name is a mistake in the file, not a side that is invalid for every input."""
    taken: set[str] = set()
    nodes = set()

    def claim(name: Any, what: str) -> None:
        try:
            check_name(name, what, side.name)
        except LogicError as error:
            raise _form(source, error.condition, side=side.name, **error.values) from None
        if name in taken:
            raise _form(source, "every name of a side distinct (inputs, nodes and outputs)",
                        side=side.name, **{what: name})
        taken.add(name)

    for name in inputs:
        claim(name, "input name")

    def known(ref: Any) -> bool:
        if not isinstance(ref, str) or ref == "":
            return ref == ""  # "" is an optional input left out
        node, colon, k = ref.partition(":")
        return node in nodes and (k == "*" or k.isdigit()) if colon else ref in taken

    def check(ref: Any, where: str) -> None:
        if not known(ref):
            raise _form(source, "every reference to name an input or an earlier node (a "
                        "node without a name is <op>_0, <op>_1, ...)", side=side.name,
                        at=where, reference=ref, known=sorted(taken))

    for k, node in enumerate(side.nodes):
        if not isinstance(node, dict) or "op" not in node:
            raise _form(source, "every node to have an op", side=side.name, node=k)
        for ref in node.get("inputs", []):
            check(ref, f"node {node.get('name', k)}")
        for attr, value in node.get("attrs", {}).items():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, dict) and (set(item) != {"param"}
                                               or item["param"] not in params):
                    raise _form(source, "every { param = \"p\" } to name a parameter of "
                                "[params]", side=side.name, node=node.get("name", k),
                                attr=attr, value=item, params=sorted(params))
        try:  # an unknown op is a mistake in the file, not a side invalid for every input
            spec = registry.get(node["op"])
        except LogicError as error:
            raise located(error, file=source, side=side.name, node=node.get("name", k)) from None
        op = spec.name
        # so is an unknown attribute: it would reject every structure, a "difference"
        unknown = sorted(set(node.get("attrs", {})) - set(spec.attr_by_name))
        if unknown:
            raise LogicError("identity file", f"the attributes of {op} ("
                             f"{', '.join(spec.attr_by_name) or 'none'})",
                             {"file": source, "side": side.name, "node": node.get("name", k),
                              "unknown": unknown},
                             hint=unknown_name_hint(unknown[0], list(spec.attr_by_name),
                                                    f"`cvmverify list {op}` lists them"))
        # a flag or a mode is a structure of its own: a parameter there would be rejected by
        # every value, a side invalid everywhere rather than the mistake it is
        structural = sorted(attr for attr, value in node.get("attrs", {}).items()
                            if spec.attr_by_name[attr].structural_values
                            and any(isinstance(item, dict) for item in
                                    (value if isinstance(value, list) else [value])))
        if structural:
            raise _form(source, "a parameter only for an integer attribute (a flag or a mode "
                        "takes its value itself)", side=side.name, node=node.get("name", k),
                        attr=structural[0])
        name = node.get("name") or default_node_name(op, taken)
        claim(name, "node name")
        nodes.add(name)
    for output, ref in side.outputs.items():
        check(ref, f"output {output}")
    for output in side.outputs:
        claim(output, "output name")


def _inputs(data: Any, lhs: Side, rhs: Side, source: str,
            params: Mapping[str, ParamDecl] | None = None,
            groups: list[tuple[str, ...]] = ()) -> dict[str, InputDecl]:
    if data is None:  # a side that names a graph file brings its inputs
        data = lhs.inputs or rhs.inputs
    if not isinstance(data, dict) or not data:
        raise _form(source, "an [inputs] table")
    params = params or {}
    unknown = sorted({n for g in groups for n in g} - set(data))
    if unknown:
        raise _form(source, "same_shape to name inputs of [inputs]", unknown=unknown,
                    inputs=sorted(data))
    # an input of a same_shape group after its first takes the first's rank (tied)
    follows = {n: g[0] for g in groups for n in g[1:]}
    order = {n: k for k, n in enumerate(data)}
    late = [n for n, first in follows.items() if order[n] < order[first]]
    if late:
        raise _form(source, "the first input of a same_shape group declared before the "
                    "others", inputs=late, first=follows[late[0]])
    inputs: dict[str, InputDecl] = {}
    for name, decl in data.items():
        # a graph file's `precision` is the runtime's contract, not the identity's domain:
        # an identity holds for every value of the dtype unless `values` narrows it
        if not isinstance(decl, dict) or ("rank" not in decl and name not in follows) or \
                set(decl) - {"rank", "dtype", "values", "precision"}:
            raise _form(source, "every input to be { rank = ..., dtype = ..., values = "
                        "[lo, hi] or \"param\" } (rank required but in a same_shape group "
                        "after its first; a graph's precision = P is ignored)", input=name)
        rank, tied, ranks = decl.get("rank", follows.get(name)), None, ()
        if isinstance(rank, int) and not isinstance(rank, bool):
            ranks = (rank,)
        elif isinstance(rank, str) and re.fullmatch(r"[0-9]+\.\.[0-9]+", rank):
            lo, hi = map(int, rank.split(".."))
            ranks = tuple(range(lo, hi + 1))
        elif isinstance(rank, str) and rank in inputs and inputs[rank].tied is None:
            tied, ranks = rank, inputs[rank].ranks
        if not ranks or not all(1 <= r <= MAX_RANK for r in ranks):
            raise _form(source, f"a rank in 1..{MAX_RANK}, a range \"1..{MAX_RANK}\" or the "
                        "name of an earlier input", input=name, rank=rank)
        if name in follows:
            first = inputs[follows[name]]
            root = first.tied or first.name
            if tied not in (None, root) or ranks != first.ranks:
                raise _form(source, "the inputs of a same_shape group to have the same ranks",
                            input=name, rank=rank, first=first.name,
                            first_rank=first.tied or list(first.ranks))
            tied = root
        dtype = decl.get("dtype", "int32")
        try:
            np.iinfo(np.dtype(dtype))
        except (TypeError, ValueError):
            raise _form(source, "an integer dtype", input=name, dtype=dtype) from None
        low, high = dtype_range(np.dtype(dtype).name)
        values, fill = decl.get("values"), None
        if isinstance(values, str):
            # a constant tensor of a symbolic value: the parameter's domain is its range
            param = params.get(values)
            if param is None or not low <= param.lo <= param.hi <= high:
                raise _form(source, "values = \"p\" to name a parameter of [params] whose "
                            "domain is within the dtype's range", input=name, values=values,
                            dtype=dtype, params={p: [d.lo, d.hi] for p, d in params.items()})
            values, fill = [param.lo, param.hi], param.name
        if values is not None and not (
                isinstance(values, list) and len(values) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in values)
                and low <= values[0] <= values[1] <= high):
            raise _form(source, "values to be [lo, hi], integers within the dtype's range",
                        input=name, values=values, dtype=dtype)
        inputs[name] = InputDecl(name, ranks, tied, np.dtype(dtype).name,
                                 None if values is None else (int(values[0]), int(values[1])),
                                 fill)
    return inputs


def load_symbolic_graph(path: str | Path) -> Identity:
    """A graph file whose inputs may have rank ranges and whose attributes may be
    parameters (a ``[params]`` table), as an identity whose two sides are that graph."""
    path = Path(path)
    source = str(path)
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, UnicodeDecodeError) as error:
        raise LogicError("graph file", "a readable graph file (TOML)",
                         {"file": source, "error": unreadable(error)}) from None
    except tomllib.TOMLDecodeError as error:
        raise LogicError("graph file", "a readable graph file (TOML)",
                         {"file": source, "error": str(error)}) from None
    if "lhs" in data or "rhs" in data:
        raise LogicError("equivalent", "two graph files (an identity file, with lhs and rhs, "
                         "is given alone: cvmverify equiv IDENTITY.toml)", {"file": source})
    unknown = sorted(set(data) - {"name", "inputs", "params", "nodes", "outputs"})
    if unknown:
        raise LogicError("graph file", "only the keys name, inputs, params, nodes, outputs",
                         {"file": source, "unknown": unknown})
    text = {k: data[k] for k in ("inputs", "params") if k in data}
    side = {"nodes": data.get("nodes", []), "outputs": data.get("outputs", {})}
    try:
        identity = _identity({**text, "lhs": side, "rhs": side}, data.get("name", path.stem),
                             source, path.parent)
    except LogicError as error:  # read as an identity's sides, but the file is a graph
        if error.op != "identity file":
            raise
        raise LogicError("graph file", error.condition, error.values, error.hint) from None
    check_name(identity.name, "graph name", identity.name)  # as loading it to run it would
    identity.lhs.name = identity.rhs.name = identity.name
    return identity


def from_files(a: str | Path, b: str | Path) -> Identity:
    """Two graph files (rank ranges and parameters allowed) as the sides of an identity:
    the same inputs, and a parameter of both the same domain in both."""
    first, second = load_symbolic_graph(a), load_symbolic_graph(b)
    if first.inputs != second.inputs:
        raise LogicError("equivalent", "two graphs with the same inputs (names, ranks and "
                         "dtypes)", {str(a): _shown(first.inputs), str(b): _shown(second.inputs)})
    clash = [p for p in set(first.params) & set(second.params)
             if first.params[p] != second.params[p]]
    if clash:
        raise LogicError("equivalent", "a parameter of both graphs to have one domain",
                         {"params": sorted(clash)})
    return Identity(f"{first.name}_vs_{second.name}", first.inputs, first.lhs, second.rhs,
                    {**first.params, **second.params}, source=f"{a} vs {b}")


def from_graphs(a: Graph, b: Graph, name: str | None = None) -> Identity:
    """Two concrete graphs (`cvmverify.core.graph.Graph`) as an identity to prove."""
    if _decls(a) != _decls(b):
        raise LogicError("equivalent", "two graphs with the same inputs (names, ranks and "
                         "dtypes)", {a.name: _shown(_decls(a)), b.name: _shown(_decls(b))})
    inputs = _decls(a)
    return Identity(name or f"{a.name}_vs_{b.name}", inputs, _side_of(a), _side_of(b))


def _decls(graph: Graph) -> dict[str, InputDecl]:
    return {n: InputDecl(n, (d.rank,), None, d.dtype, shape=_fixed(d.shape))
            for n, d in graph.inputs.items()}


def _fixed(shape: tuple | None) -> tuple[int, ...] | None:
    """A declared shape the identity keeps: every dim a number (a named dim stays free)."""
    return shape if shape is not None and all(isinstance(n, int) for n in shape) else None


def _shown(inputs: Mapping[str, InputDecl]) -> str:
    """Inputs as a user writes them: "a: rank 4 int32, b: rank 1..6 int8"."""
    def rank(d: InputDecl) -> str:
        if d.tied:
            return f"= {d.tied}"
        return str(d.ranks[0]) if len(d.ranks) == 1 else f"{d.ranks[0]}..{d.ranks[-1]}"

    return ", ".join(f"{d.name}: rank {rank(d)} {d.dtype}" for d in inputs.values())


def _side_of(graph: Graph) -> Side:
    nodes = [{"name": node.name, "op": node.op,
              "inputs": [("" if v is None else v.ref) for v in node.inputs],
              "attrs": {k: (list(v) if isinstance(v, tuple) else v)
                        for k, v in node.attrs.items() if v is not None}}
             for node in graph.nodes]
    return Side(graph.name, nodes, {k: v.ref for k, v in graph.outputs.items()})
