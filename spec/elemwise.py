"""Elementwise operators: one output element from the input element at the same index."""

import sympy as sp

from cvmverify.core.dsl import INT32_MAX, Input, Int, Output, operator, require
from cvmverify.core.rule import keeps_first, one_more_than_widest, rule
from cvmverify.core.semantics import BitWidth, Clip, FloorDiv, Pow2, Shl, Shr

PRECISION = dict(lo=1, hi=32)


@operator("relu", inputs=[Input("x")], summary="max(0, x)", precision=keeps_first, lift=["x"])
def relu(x):
    return Output(x.shape, lambda i: sp.Max(0, x[i]))


@operator("abs", inputs=[Input("x")], summary="|x| (abs(INT32_MIN) is outside int32)",
          precision=keeps_first, lift=["x"])
def abs_(x):
    return Output(x.shape, lambda i: sp.Abs(x[i]))


@operator("negative", inputs=[Input("x")], summary="-x", precision=keeps_first, lift=["x"])
def negative(x):
    return Output(x.shape, lambda i: -x[i])


@operator("cvm_precision", inputs=[Input("x")],
          summary="bits of |x|: the smallest i >= 1 with |x| < 2^i",
          precision=lambda x, **_: rule(6), lift=["x"])
def cvm_precision(x):
    return Output(x.shape, lambda i: BitWidth(x[i]))


def _same_shape(a, b):
    require(a.rank == b.rank, "a and b of the same rank")
    require(sp.And(*[sp.Eq(m, n) for m, n in zip(a.shape, b.shape)]), "a.shape == b.shape")


@operator("elemwise_add", inputs=[Input("a"), Input("b")], summary="a + b, same shapes",
          precision=one_more_than_widest, lift=["a", "b"])
def elemwise_add(a, b):
    _same_shape(a, b)
    return Output(a.shape, lambda i: a[i] + b[i])


@operator("elemwise_sub", inputs=[Input("a"), Input("b")], summary="a - b, same shapes",
          precision=one_more_than_widest, lift=["a", "b"])
def elemwise_sub(a, b):
    _same_shape(a, b)
    return Output(a.shape, lambda i: a[i] - b[i])


@operator("clip", inputs=[Input("x")],
          attrs=[Int("a_min", lo=-INT32_MAX, hi=INT32_MAX),
                 Int("a_max", lo=-INT32_MAX, hi=INT32_MAX)],
          summary="clamp into [a_min, a_max]", lift=["x"],
          # bitlen(n) is BitWidth(n) for n >= 1
          precision=lambda x, *, a_min, a_max, **_: rule(
              BitWidth(sp.Max(sp.Abs(a_min), sp.Abs(a_max)) + 1) + 1))
def clip(x, *, a_min, a_max):
    require(a_min < a_max, "a_min < a_max")
    return Output(x.shape, lambda i: Clip(x[i], a_min, a_max))


def _alpha(precision):
    """The largest magnitude of a `precision`-bit value: 2^(precision-1) - 1."""
    return Pow2(precision - 1) - 1


@operator("cvm_clip", inputs=[Input("x")], attrs=[Int("precision", **PRECISION)],
          summary="clamp into +-(2^(precision-1) - 1)", lift=["x"],
          precision=lambda x, *, precision, **_: rule(precision))
def cvm_clip(x, *, precision):
    alpha = _alpha(precision)
    return Output(x.shape, lambda i: Clip(x[i], -alpha, alpha))


@operator("cvm_right_shift", inputs=[Input("x")],
          attrs=[Int("precision", **PRECISION), Int("shift_bit", lo=1, hi=32)],
          summary="shift right by shift_bit rounding half up, then cvm_clip", lift=["x"],
          precision=lambda x, *, precision, **_: rule(precision))
def cvm_right_shift(x, *, precision, shift_bit):
    alpha = _alpha(precision)
    # floor((floor(x / 2^(shift_bit-1)) + 1) / 2): round to nearest, halves toward +inf.
    return Output(x.shape, lambda i: Clip(FloorDiv(Shr(x[i], shift_bit - 1) + 1, 2),
                                          -alpha, alpha))


@operator("cvm_left_shift", inputs=[Input("x")],
          attrs=[Int("precision", **PRECISION), Int("shift_bit", lo=1, hi=32)],
          summary="x * 2^shift_bit, then cvm_clip", lift=["x"],
          precision=lambda x, *, precision, shift_bit, **_: rule(
              precision, requires=[(x.p + shift_bit <= 32, "p(x) + shift_bit <= 32")]))
def cvm_left_shift(x, *, precision, shift_bit):
    alpha = _alpha(precision)
    return Output(x.shape, lambda i: Clip(Shl(x[i], shift_bit), -alpha, alpha))
