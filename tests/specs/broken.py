"""The literal formulas of the seed document that SEMANTICS.md marks as wrong, as specs.

Each is declared (not added to the library) so the prover can be seen refuting it. They
differ from the library's specs only where the document does.
"""

import sympy as sp

from cvmverify.core.dsl import (
    Input, Int, Ints, MAX_RANK, Output, cases, declare, fix, reduce_sum, require, select,
)
from cvmverify.core.semantics import Clip, FloorDiv, FloorMod
from cvmverify.specs._common import broadcast_shape
from cvmverify.specs.nn import padded

PAIR = dict(length=2)


@declare("conv2d", inputs=[Input("x", rank=4), Input("w", rank=4)],
         attrs=[Ints("padding", default=(0, 0), **PAIR),
                Ints("stride", default=(1, 1), lo=1, **PAIR),
                Ints("dilation", default=(1, 1), lo=1, **PAIR), Int("groups", default=1, lo=1)],
         summary="the document's kernel sums: k_i in [0, KH], k_j in [0, KW]")
def conv2d_kernel_inclusive(x, w, *, padding, stride, dilation, groups):
    N, C, H, W = x.shape
    OC, IC, KH, KW = w.shape
    (PH, PW), (SH, SW), (DH, DW) = padding, stride, dilation
    require(sp.Eq(C, IC * groups), "x.shape[1] == w.shape[1] * groups")
    require(sp.Eq(FloorMod(OC, groups), 0), "w.shape[0] % groups == 0")
    OH = FloorDiv(H + 2 * PH - DH * (KH - 1) - 1, SH) + 1
    OW = FloorDiv(W + 2 * PW - DW * (KW - 1) - 1, SW) + 1
    require(OH >= 1, "the dilated kernel fits the padded height")
    require(OW >= 1, "the dilated kernel fits the padded width")
    per_group = FloorDiv(OC, groups)
    return Output((N, OC, OH, OW), lambda i: reduce_sum((IC, KH + 1, KW + 1), lambda r: padded(
        x, i[0], FloorDiv(i[1], per_group) * IC + r[0], i[2] * SH - PH + r[1] * DH,
        i[3] * SW - PW + r[2] * DW, 0) * w[i[1], r[0], r[1], r[2]]))


@declare("broadcast_add", inputs=[Input("a"), Input("b")],
         summary="the document's broadcast: the smaller input indexed from the left")
def broadcast_from_the_left(a, b):
    shape = broadcast_shape([a.shape, b.shape], "a.shape and b.shape")
    return Output(shape, lambda i: a[i[:a.rank]] + b[i[:b.rank]])


@declare("expand_dims", inputs=[Input("x")],
         attrs=[Int("axis", lo=-MAX_RANK - 1, hi=MAX_RANK), Int("num_newaxis", default=1)],
         summary="the document's expand_dims: a negative axis becomes axis + N")
def expand_dims_axis_plus_n(x, *, axis, num_newaxis):
    require(x.rank + num_newaxis <= MAX_RANK, f"rank of x + num_newaxis <= {MAX_RANK}")
    count = fix("num_newaxis", num_newaxis, range(MAX_RANK - x.rank + 1))
    n = x.rank + 1
    require(sp.And(-n <= axis, axis < n), f"axis in [{-n}, {n})")
    at = fix("axis", select(axis < 0, axis + x.rank, axis), range(x.rank + 1))
    shape = x.shape[:at] + (1,) * count + x.shape[at:]
    return Output(shape, lambda i: x[i[:at] + i[at + count:]])


@declare("slice", inputs=[Input("x")],
         attrs=[Ints("begin", lo=-(2**31), hi=2**31 - 1), Ints("end", lo=-(2**31), hi=2**31 - 1),
                Ints("strides", default=(), lo=-(2**31) + 1, hi=2**31 - 1)],
         summary="the document's slice: begin and end clamped to e_range - 1")
def slice_end_clamped(x, *, begin, end, strides):
    """The tests attach the library's identity law (no begin/end/strides is x) to it."""
    starts, steps, shape = [], [], []
    for k, n in enumerate(x.shape):
        b = begin[k] if k < len(begin) else 0
        e = end[k] if k < len(end) else n
        s = strides[k] if k < len(strides) else 1
        require(sp.Ne(s, 0), f"strides[{k}] != 0")
        b = select(b < 0, b + n, b)
        e = select(e < 0, e + n, e)
        low, high = select(s < 0, -1, 0), select(s < 0, n - 1, n)
        b, e = Clip(b, low, high - 1), Clip(e, low, high - 1)
        require(select(s > 0, b < e, e < b), f"axis {k} of the slice is not empty")
        starts.append(b)
        steps.append(s)
        shape.append(-FloorDiv(b - e, s))
    return Output(shape, lambda i: x[tuple(b + s * ik for b, s, ik in zip(starts, steps, i))])


@declare("tile", inputs=[Input("x")], attrs=[Ints("reps", lo=1)],
         summary="the document's tile: SX_p and SR_q defined for p, q in [K-N, K-1) only")
def tile_index_range(x, *, reps):
    rank = max(len(reps), x.rank)
    require(rank <= MAX_RANK, f"max(len(reps), rank of x) <= {MAX_RANK}")
    n_lead, m_lead = rank - x.rank, rank - len(reps)
    shape = []
    for p in range(rank):
        sx = cases(*([(x.shape[p - n_lead], sp.true)] if n_lead <= p < rank - 1 else []),
                   *([(1, sp.true)] if p < n_lead else []), (0, sp.false))
        sr = cases(*([(reps[p - m_lead], sp.true)] if m_lead <= p < rank - 1 else []),
                   *([(1, sp.true)] if p < m_lead else []), (0, sp.false))
        shape.append(sx * sr)
    return Output(shape, lambda i: x[tuple(
        FloorMod(i[n_lead + j], n) for j, n in enumerate(x.shape))])


@declare("clip", inputs=[Input("x")], attrs=[Int("a_min"), Int("a_max")],
         summary="preconditions that contradict each other")
def vacuous_clip(x, *, a_min, a_max):
    require(a_min < a_max, "a_min < a_max")
    require(a_max < a_min, "a_max < a_min")
    return Output(x.shape, lambda i: Clip(x[i], a_min, a_max))
