"""Affine index maps: what lets a read become a strided view instead of a gather.

An index expression is affine in the output index when it is ``c + sum_k a_k * i_k`` with
``c`` and ``a_k`` free of the output index (dims, attributes, loop variables of a
reduction). A select on a condition free of the output index keeps that form, with selects
in its coefficients: transpose's ``i0 if axes[1] == 0 else i1`` has coefficient
``1 if axes[1] == 0 else 0`` for i0. That is how one kernel serves every permutation.
"""

from __future__ import annotations

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
