"""Shapes as a model has them: declared input shapes, and every value's shape found once.

A graph input declares its rank alone (every dim symbolic, ``x.shape[k]``), a concrete
shape (``[1, 3, 224, 224]``), or a partly symbolic one whose named dims may be shared
across inputs (``["n", 3, 224, 224]``, with ``n``'s bounds among the graph's dims). A named
dim stands as the dim of the first input that names it, so every consumer that knows input
dims knows it as well; the declarations are preconditions of the graph
(`shape_requirements`): a call of other shapes is rejected, as the runtime rejects it.

Each node's output shape is computed once, when the node is applied, by one substitution
of its inputs' shapes into its spec's shape rule: linear in the graph, and a number at
concrete shapes. Symbolic dims are kept small: floor divisions are put in a canonical form
(a strided chain's nested divisions become one), and an expression that would still keep
growing is named: the node's dim becomes a symbol whose definition is kept
(`Graph.dim_facts`), which `expand` substitutes back.
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

import numpy as np
import sympy as sp

from ..dsl import MAX_DIM, DimSymbol
from ..errors import LogicError
from ..ir import Instance, Requirement, RequirementKind, Unresolved, exact
from ..semantics import FloorDiv

# A symbolic dim whose expression has more operations than this is named (see the module
# docstring): a chain's shapes then stay the size of one node's rule.
NAMED_DIM_OPS = 24

_BOUNDS = re.compile(r"\s*([0-9]+)\s*\.\.\s*([0-9]+)\s*")


def parse_bounds(graph: str, dim: str, bounds: Any) -> tuple[int, int]:
    """The bounds of a named dim: ``"1..64"``, ``[1, 64]`` or one integer (a fixed dim),
    within the runtime's 1..2^24."""
    found = None
    if isinstance(bounds, str) and _BOUNDS.fullmatch(bounds):
        found = tuple(int(g) for g in _BOUNDS.fullmatch(bounds).groups())
    elif isinstance(bounds, (list, tuple)) and len(bounds) == 2 and all(
            isinstance(b, int) and not isinstance(b, bool) for b in bounds):
        found = tuple(bounds)
    elif isinstance(bounds, int) and not isinstance(bounds, bool):
        found = (bounds, bounds)
    if found is None or not 1 <= found[0] <= found[1] <= MAX_DIM:
        raise LogicError(f"graph {graph}", f"the bounds of dim {dim} as \"lo..hi\" with "
                         "1 <= lo <= hi <= 2^24", {dim: repr(bounds)})
    return found


def input_dims(graph: str, name: str, shape: Sequence[Any], named: dict[str, DimSymbol]
               ) -> tuple[tuple[int | str, ...], tuple[sp.Expr, ...]]:
    """The declaration (plain integers and names) and the dims of graph input `name`
    declared as `shape`: an integer stays one, a named dim is the symbol of its first
    occurrence (`named`, updated here)."""
    declared: list[int | str] = []
    dims: list[sp.Expr] = []
    for k, n in enumerate(shape):
        if isinstance(n, (sp.Integer, np.integer)):
            n = int(n)
        declared.append(n)
        if isinstance(n, int) and not isinstance(n, bool):
            if not 1 <= n <= MAX_DIM:
                raise LogicError(f"graph {graph}", f"every dim of input {name} in 1..2^24",
                                 {f"{name}.shape[{k}]": n})
            dims.append(sp.Integer(n))
        elif isinstance(n, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n):
            dims.append(named.setdefault(n, DimSymbol(name, k)))
        else:
            raise LogicError(f"graph {graph}", f"every dim of input {name} to be an integer "
                             "or the name of a dim", {f"{name}.shape[{k}]": repr(n)})
    return tuple(declared), tuple(dims)


def shape_requirements(graph: Any) -> list[Requirement]:
    """The preconditions the declared shapes make: each declared dim of a call equal to
    its declaration (a named dim to its first occurrence), each named dim within its
    bounds."""
    found: list[Requirement] = []
    named: dict[str, DimSymbol] = {}
    for decl in graph.inputs.values():
        if decl.shape is None:
            continue
        for k, n in enumerate(decl.shape):
            dim = DimSymbol(decl.name, k)
            if isinstance(n, str) and n not in named:
                named[n] = dim
                lo, hi = graph.dims.get(n, (1, MAX_DIM))
                if (lo, hi) != (1, MAX_DIM):
                    found.append(Requirement(sp.And(sp.Le(lo, dim), sp.Le(dim, hi)),
                                             f"dim {n} = {dim} in {lo}..{hi}", "",
                                             RequirementKind.LIMIT))
                continue
            target = named[n] if isinstance(n, str) else sp.Integer(n)
            shown = f"{n} = {target}" if isinstance(n, str) else str(n)
            found.append(Requirement(sp.Eq(dim, target), f"{dim} == {shown} (declared)", "",
                                     RequirementKind.LIMIT))
    return found


def check_input_shapes(graph: Any, shapes: Mapping[str, tuple[int, ...]]) -> None:
    """Raise a LogicError naming the input unless the arrays' `shapes` (by graph input)
    are the declared ones."""
    values = {DimSymbol(name, k): n for name, shape in shapes.items()
              for k, n in enumerate(shape)}
    for requirement in shape_requirements(graph):
        if not exact(requirement.condition, values):
            shown = sorted({s.tensor for s in requirement.condition.free_symbols})
            raise LogicError(f"graph {graph.name}", requirement.message,
                             {f"{name}.shape": shapes[name] for name in shown})


def node_shapes(node: str, instance: Instance, attr_values: Mapping[sp.Symbol, sp.Expr],
                input_shapes: Sequence[tuple[sp.Expr, ...]],
                facts: dict[sp.Symbol, sp.Expr]) -> list[tuple[sp.Expr, ...]]:
    """The output shapes of a node, from its inputs' shapes (in the order of
    `instance.inputs`), its preconditions checked at those shapes: one that fails is a
    LogicError naming the node, the condition and the shapes. A dim that would grow past
    `NAMED_DIM_OPS` operations is named and defined in `facts`."""
    values: dict[sp.Symbol, sp.Expr] = dict(attr_values)
    for tensor, shape in zip(instance.inputs, input_shapes):
        values.update((DimSymbol(tensor.name, k), n) for k, n in enumerate(shape))
    concrete = {s: int(v) for s, v in values.items() if isinstance(v, sp.Integer)}
    everything_concrete = len(concrete) == len(values)
    for requirement in instance.requirements:
        if _holds(requirement.condition, concrete) is False:
            shown = {"node": node, **{f"{t.name}.shape": _shown(shape) for t, shape in
                                      zip(instance.inputs, input_shapes)}}
            raise LogicError(instance.op, requirement.message, shown,
                             hint="the declared input shapes break this node's precondition")
    shapes = []
    for k, out in enumerate(instance.outputs):
        dims = []
        for axis, dim in enumerate(out.shape):
            if everything_concrete:
                dims.append(sp.Integer(exact(dim, concrete)))
                continue
            expr = canonical(sp.sympify(dim).xreplace(values))
            if not expr.is_Integer and sp.count_ops(expr) > NAMED_DIM_OPS:
                symbol = sp.Symbol(f"{node}:{k}.shape[{axis}]", integer=True, positive=True)
                facts[symbol] = expr
                expr = symbol
            dims.append(expr)
        shapes.append(tuple(dims))
    return shapes


def _holds(condition: Any, concrete: Mapping[sp.Symbol, int]) -> bool | None:
    """Whether a precondition holds at the dims and attributes that are numbers; None
    where it reads a symbolic one (the provers and each call decide it: folding symbolic
    relations through sympy's assumptions would cost more than the rest of the graph)."""
    try:
        return bool(exact(condition, concrete))
    except Unresolved:
        return None


def canonical(expr: sp.Expr) -> sp.Expr:
    """`expr` with its floor divisions by positive integers in one canonical form:
    ``(a // 1) = a`` and ``((a // b) + k) // c = (a + k*b) // (b*c)`` for integers a, k and
    positive integers b, c (``floor(a/b) + k = floor((a + k*b)/b)``), so a chain of strided
    convolutions keeps one division, not one per layer."""
    if not isinstance(expr, sp.Basic) or not expr.args:
        return expr
    args = tuple(canonical(a) for a in expr.args)
    if isinstance(expr, FloorDiv):
        a, c = args
        if c == 1:
            return a
        if c.is_Integer and c > 0:
            terms = sp.Add.make_args(a)
            inner = [t for t in terms if isinstance(t, FloorDiv) and t.args[1].is_Integer
                     and t.args[1] > 0]
            if len(inner) == 1:
                (term,) = inner
                rest = sp.Add(*[t for t in terms if t is not term])
                if rest.is_integer:
                    b = term.args[1]
                    return canonical(FloorDiv(sp.expand(term.args[0] + rest * b), b * c))
    return expr.func(*args) if args != expr.args else expr


def expand(expr: Any, facts: Mapping[sp.Symbol, sp.Expr]) -> Any:
    """`expr` in the graph inputs' dims: every named node dim replaced by its definition
    (later definitions refer to earlier ones only)."""
    for symbol, definition in reversed(list(facts.items())):
        if isinstance(expr, sp.Basic) and expr.has(symbol):
            expr = expr.xreplace({symbol: definition})
    return expr


def _shown(shape: tuple[sp.Expr, ...]) -> tuple:
    return tuple(int(n) if n.is_Integer else str(n) for n in shape)
