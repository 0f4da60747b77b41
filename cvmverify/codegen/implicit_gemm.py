"""A 2-D convolution read as a matrix product: the index map of its implicit GEMM.

conv2d's sum (spec/nn.py) is

    y[n, oc, p, q] = sum_{c, kh, kw} x[n, g * C_g + c, p * SH + OH_ + kh * DH,
                                         q * SW + OW_ + kw * DW] * w[oc, c, kh, kw]

with g = oc // OC_g the group, x read as 0 outside the image (the padding: OH_, OW_ are
minus it). As a product of an (M, K) matrix by a (K, N) one per group: a row m of the first
is an output pixel (n, p, q), M = N * OH * OW; a column j of the second is an output
channel g * OC_g + j of the group, N = OC_g; k is (c, kh, kw) in w's own row-major order,
K = C_g * KH * KW, so that w's rows are the second matrix as they are stored. `conv_index`
finds that form in a lowered sum and returns the coefficients the tile loader needs, as
the spec writes them (expressions over the plan's dims, attributes and shared scalars);
whatever else it meets is not a convolution here, and the general kernel computes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from ..core.semantics import FloorDiv
from .lower import Choose, Compute, Load, Reduce

GEOMETRY = ("group_outputs", "stride_h", "stride_w", "dilation_h", "dilation_w",
            "offset_h", "offset_w")


@dataclass(frozen=True)
class ConvIndex:
    """x[n, g * C_g + c, p * stride_h + offset_h + kh * dilation_h,
    q * stride_w + offset_w + kw * dilation_w] * w[oc, c, kh, kw], summed over (c, kh, kw);
    group_outputs (OC_g) is None where there is one group."""

    x: str
    w: str
    group_outputs: sp.Expr | None
    stride_h: sp.Expr
    stride_w: sp.Expr
    dilation_h: sp.Expr
    dilation_w: sp.Expr
    offset_h: sp.Expr
    offset_w: sp.Expr

    def geometry(self) -> dict[str, sp.Expr | None]:
        return {name: getattr(self, name) for name in GEOMETRY}


def conv_index(s: Reduce, index, shapes: dict) -> ConvIndex | None:
    """The implicit GEMM of `s`, if it is conv2d's sum over the output index `index`
    (n, oc, p, q) with x and w of rank 4 (`shapes`: the inputs' shapes)."""
    if s.kind != "sum" or len(s.limits) != 3 or len(index) != 4 or \
            any(lo != 0 for _, lo, _ in s.limits):
        return None
    (c, _, channels), (kh, _, taps_h), (kw, _, taps_w) = s.limits
    statements = s.body.statements
    products = [t for t in statements if isinstance(t, Compute)]
    if len(statements) != 3 or len(products) != 1 or s.body.value != products[0].target:
        return None
    weights = [t for t in statements if isinstance(t, Load)]
    pixels = [t for t in statements if isinstance(t, Choose)]
    if len(weights) != 1 or len(pixels) != 1 or weights[0].flat:
        return None
    w, pixel = weights[0], pixels[0]
    read = _guarded_read(pixel)
    if read is None or products[0].expr != sp.Mul(w.target, pixel.target) or \
            w.indices != (index[1], c, kh, kw) or read.tensor == w.tensor or \
            len(shapes.get(read.tensor, ())) != 4 or len(shapes.get(w.tensor, ())) != 4:
        return None
    if tuple(shapes[w.tensor][1:]) != (channels, taps_h, taps_w):
        return None  # the sum is not over the whole of w's rows: K is not theirs
    n, oc, p, q = index
    batch, channel, row, column = read.indices
    bound = {n, oc, p, q, c, kh, kw}
    rows = _affine(row, p, kh, bound)
    columns = _affine(column, q, kw, bound)
    group_outputs = _group_outputs(sp.expand(channel - c), oc, channels, bound)
    if batch != n or rows is None or columns is None or group_outputs is False:
        return None
    _, _, height, width = shapes[read.tensor]
    inside = {sp.expand(row), sp.expand(height - 1 - row),
              sp.expand(column), sp.expand(width - 1 - column)}
    if not _nonnegative_forms(pixel.condition) <= inside:
        return None  # the guard is not (only) the image's bounds
    return ConvIndex(read.tensor, w.tensor, group_outputs, rows[0], columns[0], rows[1],
                     columns[1], rows[2], columns[2])


def _guarded_read(choose: Choose) -> Load | None:
    """The read of `choose` = (inside ? x[...] : 0)."""
    then, otherwise = choose.then, choose.otherwise
    if otherwise.statements or otherwise.value != 0 or len(then.statements) != 1:
        return None
    read = then.statements[0]
    if not isinstance(read, Load) or read.flat or then.value != read.target:
        return None
    return read


def _affine(expr: sp.Expr, out: sp.Symbol, tap: sp.Symbol, bound: set):
    """(stride, dilation, offset) where expr = out * stride + tap * dilation + offset,
    each free of the index and reduction variables."""
    expr = sp.expand(expr)
    stride, dilation = expr.coeff(out), expr.coeff(tap)
    offset = sp.expand(expr - stride * out - dilation * tap)
    if any(e.free_symbols & bound for e in (stride, dilation, offset)):
        return None
    return stride, dilation, offset


def _group_outputs(offset: sp.Expr, oc: sp.Symbol, channels: sp.Expr, bound: set):
    """OC_g where x's channel is c + C_g * (oc // OC_g); None for one group (no offset);
    False where the channel is anything else."""
    if offset == 0:
        return None
    quotients = offset.atoms(FloorDiv)
    if len(quotients) != 1:
        return False
    quotient = quotients.pop()
    numerator, group_outputs = quotient.args
    if numerator != oc or group_outputs.free_symbols & bound or \
            sp.expand(offset - channels * quotient) != 0:
        return False
    return group_outputs


def _nonnegative_forms(condition: sp.Basic) -> set[sp.Expr]:
    """The conjuncts of `condition` as the integer expressions they say are >= 0; a
    condition of another form gives a set no image bound matches."""
    conjuncts = condition.args if isinstance(condition, sp.And) else (condition,)
    forms = set()
    for relation in conjuncts:
        if isinstance(relation, (sp.GreaterThan, sp.StrictGreaterThan)):
            difference = relation.lhs - relation.rhs
        elif isinstance(relation, (sp.LessThan, sp.StrictLessThan)):
            difference = relation.rhs - relation.lhs
        else:
            return {sp.nan}
        strict = isinstance(relation, (sp.StrictGreaterThan, sp.StrictLessThan))
        forms.add(sp.expand(difference - 1 if strict else difference))
    return forms
