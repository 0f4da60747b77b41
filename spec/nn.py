"""Neural-network operators: convolution, dense, pooling, upsampling."""

import sympy as sp

from cvmverify.core.dsl import (
    INT32_MIN, Bool, Input, Int, Ints, Output, in_range, operator, reduce_max, reduce_sum,
    require, select,
)
from cvmverify.core.dsl import product
from cvmverify.core.rule import keeps_first, rule, with_bias
from cvmverify.core.semantics import BitWidth, FloorDiv, FloorMod

PAIR = dict(length=2)


def _product_sum_precision(reduced_length):
    """Inputs of at most 8 bits; px + pw + bitlen(K) with K the reduced length, then the
    bias. K is written as the formula's sum writes its extent, so that the prover sees one
    quantity in both."""
    def precision(x, w, b, **_):
        return rule(with_bias(x.p + w.p + BitWidth(reduced_length(x, w)), b),
                    requires=[(x.p <= 8, "p(x) <= 8"), (w.p <= 8, "p(w) <= 8")])
    return precision


def padded(x, n, c, h, w, pad_value):
    """x[n, c, h, w] inside the image, `pad_value` outside it."""
    H, W = x.shape[2], x.shape[3]
    return select(sp.And(in_range(h, 0, H), in_range(w, 0, W)), x[n, c, h, w], pad_value)


@operator("conv2d",
          inputs=[Input("x", rank=4, doc="(N, C, H, W)"),
                  Input("w", rank=4, doc="(OC, C/groups, KH, KW)"),
                  Input("b", rank=1, optional=True, doc="(OC,)")],
          attrs=[Ints("padding", default=(0, 0), **PAIR),
                 Ints("stride", default=(1, 1), lo=1, **PAIR),
                 Ints("dilation", default=(1, 1), lo=1, **PAIR),
                 Int("groups", default=1, lo=1)],
          summary="grouped 2-D convolution, zero padding, optional bias",
          precision=_product_sum_precision(lambda x, w: product(w.shape[1:])))
def conv2d(x, w, b, *, padding, stride, dilation, groups):
    N, C, H, W = x.shape
    OC, IC, KH, KW = w.shape
    (PH, PW), (SH, SW), (DH, DW) = padding, stride, dilation
    require(sp.Eq(C, IC * groups), "x.shape[1] == w.shape[1] * groups")
    require(sp.Eq(FloorMod(OC, groups), 0), "w.shape[0] % groups == 0")
    if b is not None:
        require(sp.Eq(b.shape[0], OC), "b.shape[0] == w.shape[0]")
    OH = FloorDiv(H + 2 * PH - DH * (KH - 1) - 1, SH) + 1
    OW = FloorDiv(W + 2 * PW - DW * (KW - 1) - 1, SW) + 1
    require(OH >= 1, "the dilated kernel fits the padded height")
    require(OW >= 1, "the dilated kernel fits the padded width")
    outputs_per_group = FloorDiv(OC, groups)

    def formula(i):
        n, oc, p, q = i
        conv = reduce_sum((IC, KH, KW), lambda r: padded(
            x, n, FloorDiv(oc, outputs_per_group) * IC + r[0],
            p * SH - PH + r[1] * DH, q * SW - PW + r[2] * DW, 0) * w[oc, r[0], r[1], r[2]])
        return conv + b[oc] if b is not None else conv

    return Output((N, OC, OH, OW), formula)


@operator("dense",
          inputs=[Input("x", rank=2, doc="(M, K)"), Input("w", rank=2, doc="(N, K)"),
                  Input("b", rank=1, optional=True, doc="(N,)")],
          summary="x @ w.T (+ b)",
          precision=_product_sum_precision(lambda x, w: x.shape[1]))
def dense(x, w, b):
    M, K = x.shape
    N = w.shape[0]
    require(sp.Eq(w.shape[1], K), "w.shape[1] == x.shape[1]")
    if b is not None:
        require(sp.Eq(b.shape[0], N), "b.shape[0] == w.shape[0]")

    def formula(i):
        m, n = i
        product = reduce_sum((K,), lambda r: x[m, r[0]] * w[n, r[0]])
        return product + b[n] if b is not None else product

    return Output((M, N), formula)


@operator("max_pool2d", inputs=[Input("x", rank=4, doc="(N, C, H, W)")],
          attrs=[Ints("pool_size", lo=1, **PAIR),
                 Ints("padding", default=(0, 0), scalar=True, **PAIR),
                 Ints("strides", default=(1, 1), lo=1, **PAIR),
                 Bool("ceil_mode", default=False)],
          summary="2-D max pooling; padding reads INT32_MIN", precision=keeps_first)
def max_pool2d(x, *, pool_size, padding, strides, ceil_mode):
    N, C, H, W = x.shape
    (PSH, PSW), (PH, PW), (SH, SW) = pool_size, padding, strides
    require(PH < PSH, "padding[0] < pool_size[0]")
    require(PW < PSW, "padding[1] < pool_size[1]")
    require(PSH <= H + 2 * PH, "pool_size[0] <= padded height")
    require(PSW <= W + 2 * PW, "pool_size[1] <= padded width")
    if ceil_mode:
        OH = FloorDiv(H + 2 * PH - PSH + SH - 1, SH) + 1
        OW = FloorDiv(W + 2 * PW - PSW + SW - 1, SW) + 1
        require((OH - 1) * SH - PH < H, "with ceil_mode the last window starts inside the "
                "padded height: (out_h - 1) * strides[0] - padding[0] < H")
        require((OW - 1) * SW - PW < W, "with ceil_mode the last window starts inside the "
                "padded width: (out_w - 1) * strides[1] - padding[1] < W")
    else:
        OH = FloorDiv(H + 2 * PH - PSH, SH) + 1
        OW = FloorDiv(W + 2 * PW - PSW, SW) + 1

    def formula(i):
        n, c, p, q = i
        return reduce_max((PSH, PSW), lambda r: padded(
            x, n, c, p * SH - PH + r[0], q * SW - PW + r[1], INT32_MIN))

    return Output((N, C, OH, OW), formula)


@operator("upsampling", inputs=[Input("x", rank=4, doc="(N, C, H, W)")],
          attrs=[Int("scale", lo=1)],
          summary="nearest-neighbour upsampling by an integer scale",
          precision=keeps_first)
def upsampling(x, *, scale):
    N, C, H, W = x.shape
    return Output((N, C, H * scale, W * scale),
                  lambda i: x[i[0], i[1], FloorDiv(i[2], scale), FloorDiv(i[3], scale)])
