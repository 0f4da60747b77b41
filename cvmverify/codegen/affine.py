"""Affine index maps: what lets a read become a strided view instead of a gather.

An index expression is affine in the output index when it is ``c + sum_k a_k * i_k`` with
``c`` and ``a_k`` free of the output index (dims, attributes, loop variables of a
reduction). A select on a condition free of the output index keeps that form, with selects
in its coefficients: transpose's ``i0 if axes[1] == 0 else i1`` has coefficient
``1 if axes[1] == 0 else 0`` for i0. That is how one kernel serves every permutation.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

import sympy as sp

from ..core.semantics import Select

Affine = tuple[sp.Expr, dict[sp.Symbol, sp.Expr]]


def affine(expr: sp.Expr, index: tuple[sp.Symbol, ...]) -> Affine | None:
    """(constant, {index symbol: coefficient}) if `expr` is affine in `index`, else None."""
    names = set(index)
    if not expr.free_symbols & names:
        return expr, {}
    if expr in names:
        return sp.Integer(0), {expr: sp.Integer(1)}
    if isinstance(expr, sp.Add):
        parts = [affine(a, index) for a in expr.args]
        if any(p is None for p in parts):
            return None
        constant = sp.Add(*[c for c, _ in parts])
        coefficients: dict[sp.Symbol, sp.Expr] = {}
        for _, linear in parts:
            for symbol, a in linear.items():
                coefficients[symbol] = coefficients.get(symbol, 0) + a
        return constant, coefficients
    if isinstance(expr, sp.Mul):
        varying = [a for a in expr.args if a.free_symbols & names]
        if len(varying) != 1:
            return None
        scale = sp.Mul(*[a for a in expr.args if a is not varying[0]])
        part = affine(varying[0], index)
        if part is None:
            return None
        return scale * part[0], {s: scale * a for s, a in part[1].items()}
    if isinstance(expr, Select) and not expr.args[0].free_symbols & names:
        condition = expr.args[0]
        then, otherwise = affine(expr.args[1], index), affine(expr.args[2], index)
        if then is None or otherwise is None:
            return None
        symbols = set(then[1]) | set(otherwise[1])
        return (Select(condition, then[0], otherwise[0]),
                {s: Select(condition, then[1].get(s, 0), otherwise[1].get(s, 0))
                 for s in symbols})
    return None


@dataclass(frozen=True)
class StridedView:
    """A read ``x[f(i)]`` as the strided view ``x.flat[offset + sum_k strides[k] * i_k]``
    over the output index i: one gather serves every structure of that form (tinygrad's
    `View`). `offset` and `strides` are free of the index, in elements of x."""

    tensor: str
    offset: sp.Expr
    strides: tuple[sp.Expr, ...]


def strided_view(tensor: str, indices: tuple[sp.Expr, ...], steps: tuple[sp.Expr, ...],
                 index: tuple[sp.Symbol, ...]) -> StridedView | None:
    """The read of `tensor` at `indices` as a strided view over `index`, where index j of
    the tensor counts `steps[j]` elements (row-major: the product of the dims after j; a
    flat read has one index, of step 1). None if an index is not affine in `index`, or
    the view is not proven to be the read's offset sum(indices[j] * steps[j])."""
    maps = [affine(i, index) for i in indices]
    if any(m is None for m in maps):
        return None
    offset = sp.Add(*[c * step for (c, _), step in zip(maps, steps)])
    strides = tuple(sp.Add(*[a.get(i, 0) * step for (_, a), step in zip(maps, steps)])
                    for i in index)
    # proven in two steps: each index is its affine map (by cases of its selects), and the
    # maps composed row-major are the view (a polynomial identity, selects as atoms)
    composed = sp.Add(*[(c + sp.Add(*[a * i for i, a in linear.items()])) * step
                        for (c, linear), step in zip(maps, steps)])
    view = offset + sp.Add(*[s * i for s, i in zip(strides, index)])
    if not all(_proven(i, c + sp.Add(*[a * s for s, a in linear.items()]))
               for i, (c, linear) in zip(indices, maps)) or sp.expand(composed - view) != 0:
        return None
    return StridedView(tensor, offset, strides)


MAX_CASES = 2**8   # select conditions a view is proven over, every assignment of them


def _proven(expr: sp.Expr, other: sp.Expr) -> bool:
    """Whether `expr` equals `other` for every value of the symbols: as polynomials, for
    every truth assignment to the conditions of their selects (a superset of the
    consistent ones)."""
    conditions = sorted({s.args[0] for s in (expr - other).atoms(Select)},
                        key=sp.default_sort_key)
    if 2 ** len(conditions) > MAX_CASES:
        return False
    for values in product((True, False), repeat=len(conditions)):
        chosen = dict(zip(conditions, values))

        def branch(s: Select) -> sp.Expr:
            return s.args[1] if chosen[s.args[0]] else s.args[2]

        difference = (expr - other).replace(
            lambda e: isinstance(e, Select) and e.args[0] in chosen, branch)
        if sp.expand(difference) != 0:
            return False
    return True
