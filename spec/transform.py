"""Transform operators: they only move elements, so every dtype is kept."""

import sympy as sp

from cvmverify.core.dsl import (
    INT32_MAX, INT32_MIN, MAX_DIM, MAX_RANK, Identity, Input, Int, Ints, Output, Partition,
    cases, distinct, fix,
    normalize_axis, operator, pick, product, require, select,
)
from cvmverify.core.rank_lift import (
    axis_of, leading, permutation_of, squeezed_axes_of,
)
from cvmverify.core.rule import keeps_first, rule, widest
from cvmverify.core.semantics import Clip, FloorDiv, FloorMod

from ._common import compact_index, compact_shape

AXIS = dict(lo=-MAX_RANK, hi=MAX_RANK - 1)


def ravel(index, shape):
    """The row-major offset of `index` in a tensor of `shape`."""
    offset = sp.Integer(0)
    for i, n in zip(index, shape):
        offset = offset * n + i
    return offset


@operator("flatten", inputs=[Input("x")],
          summary="reshape to (n0, n1 * ... * n(N-1)); 1-D gives (n0, 1)", precision=keeps_first)
def flatten(x):
    rest = product(x.shape[1:])
    return Output((x.shape[0], rest), lambda i: x.flat(i[0] * rest + i[1]))


@operator("repeat", inputs=[Input("x")],
          attrs=[Int("repeats", lo=1), Int("axis", role=axis_of("x"), **AXIS)],
          summary="repeat each element `repeats` times along axis", laws=[Identity(repeats=1)],
          precision=keeps_first, lift=["x"])
def repeat(x, *, repeats, axis):
    axis = normalize_axis(axis, x.rank)
    shape = tuple(select(sp.Eq(axis, j), n * repeats, n) for j, n in enumerate(x.shape))
    return Output(shape, lambda i: x[tuple(
        select(sp.Eq(axis, j), FloorDiv(i[j], repeats), i[j]) for j in range(x.rank))])


@operator("tile", inputs=[Input("x")], attrs=[Ints("reps", lo=1, role=leading(1))],
          summary="tile the whole of x reps times (numpy.tile)", laws=[Identity(reps=1)],
          precision=keeps_first, lift=["x"])
def tile(x, *, reps):
    rank = max(len(reps), x.rank)
    require(rank <= MAX_RANK, f"max(len(reps), rank of x) <= {MAX_RANK}")
    dims = (1,) * (rank - x.rank) + tuple(x.shape)
    times = (1,) * (rank - len(reps)) + tuple(reps)
    lead = rank - x.rank
    return Output(tuple(n * m for n, m in zip(dims, times)), lambda i: x[tuple(
        FloorMod(i[lead + j], n) for j, n in enumerate(x.shape))])


@operator("concatenate", inputs=[Input("x", variadic=True)],
          attrs=[Int("axis", role=axis_of("x"), **AXIS)],
          summary="join x0, x1, ... along axis", laws=[Partition()], precision=widest,
          lift=["x"])
def concatenate(x, *, axis):
    rank = x[0].rank
    axis = normalize_axis(axis, rank)
    for t in x[1:]:
        for j in range(rank):
            require(sp.Or(sp.Eq(axis, j), sp.Eq(t.shape[j], x[0].shape[j])),
                    "every dim of every input but the axis equals x0's")
    lengths = [pick(t.shape, axis) for t in x]
    starts = [sum(lengths[:k], sp.Integer(0)) for k in range(len(x) + 1)]
    shape = tuple(select(sp.Eq(axis, j), starts[-1], n) for j, n in enumerate(x[0].shape))

    def formula(i):
        position = pick(i, axis)
        return cases(*[
            (t[tuple(select(sp.Eq(axis, j), i[j] - starts[k], i[j]) for j in range(rank))],
             sp.And(starts[k] <= position, position < starts[k + 1]))
            for k, t in enumerate(x)])

    return Output(shape, formula)


@operator("transpose", inputs=[Input("x")],
          attrs=[Ints("axes", default=(), role=permutation_of("x"), **AXIS)],
          summary="permute axes (reverse them when axes=())", precision=keeps_first, lift=["x"])
def transpose(x, *, axes):
    require(len(axes) in (0, x.rank), "axes empty or one entry per axis of x")
    if axes:
        order = [normalize_axis(a, x.rank, "every entry of axes") for a in axes]
        require(distinct(order), "axes a permutation")
    else:
        order = list(range(x.rank - 1, -1, -1))
    shape = tuple(pick(x.shape, a) for a in order)

    def formula(i):
        # input axis j is read with the output index whose axis maps to j
        return x[tuple(cases(*[(i[k], sp.Eq(a, j)) for k, a in enumerate(order)])
                       for j in range(x.rank))]

    return Output(shape, formula)


def _slice_axis(n, begin, end, stride):
    """(first index, length) of one axis: normalise, clamp, ceil((end - begin) / stride)."""
    begin = select(begin < 0, begin + n, begin)
    end = select(end < 0, end + n, end)
    begin = select(stride > 0, Clip(begin, 0, n), Clip(begin, -1, n - 1))
    end = select(stride > 0, Clip(end, 0, n), Clip(end, -1, n - 1))
    return begin, -FloorDiv(begin - end, stride)


@operator("slice", aliases=["strided_slice"], inputs=[Input("x")],
          attrs=[Ints("begin", lo=INT32_MIN, hi=INT32_MAX, pad=("x", 0)),
                 Ints("end", lo=INT32_MIN, hi=INT32_MAX, pad=("x", "dim")),
                 Ints("strides", default=(), lo=INT32_MIN + 1, hi=INT32_MAX, pad=("x", 1))],
          summary="x[begin:end:strides] per axis, clamped; missing entries take the whole axis",
          laws=[Identity(begin=(), end=(), strides=())], precision=keeps_first, lift=["x"])
def slice_(x, *, begin, end, strides):
    for name, attr in (("begin", begin), ("end", end), ("strides", strides)):
        require(len(attr) <= x.rank, f"len({name}) <= rank of x")
    starts, steps, shape = [], [], []
    for k, n in enumerate(x.shape):
        b = begin[k] if k < len(begin) else 0
        e = end[k] if k < len(end) else n
        s = strides[k] if k < len(strides) else 1
        require(sp.Ne(s, 0), "every entry of strides != 0")
        start, length = _slice_axis(n, b, e, s)
        require(length >= 1, "every axis of the slice not empty")
        starts.append(start)
        steps.append(s)
        shape.append(length)
    return Output(shape, lambda i: x[tuple(b + s * ik for b, s, ik in zip(starts, steps, i))])


@operator("slice_like", inputs=[Input("x"), Input("shape_like")],
          attrs=[Ints("axes", default=(), role=axis_of("x"), **AXIS)],
          summary="the leading corner of x with shape_like's dims on the sliced axes",
          precision=keeps_first, lift=["x", "shape_like"])
def slice_like(x, shape_like, *, axes):
    like = shape_like.shape
    if axes:
        sliced_axes = [normalize_axis(a, x.rank, "every entry of axes") for a in axes]
        for a in sliced_axes:
            require(a < len(like), "every sliced axis < rank of shape_like")
    else:
        require(len(like) == x.rank, "shape_like of x's rank when axes=()")
        sliced_axes = list(range(x.rank))
    shape = []
    for j, n in enumerate(x.shape):
        sliced = sp.Or(*[sp.Eq(a, j) for a in sliced_axes])
        if j < len(like):
            require(sp.Or(sp.Not(sliced), like[j] <= n), "shape_like's dim <= x's on sliced axes")
            shape.append(select(sliced, like[j], n))
        else:
            shape.append(n)
    return Output(shape, lambda i: x[i])


@operator("take", inputs=[Input("x"), Input("indices", indices=True)],
          attrs=[Int("axis", default=None, optional=True, role=axis_of("x", none=["indices"]),
                     **AXIS)],
          summary="gather along axis (of the flattened x when axis=None); indices clipped",
          precision=keeps_first, lift=["x"])
def take(x, indices, *, axis):
    if axis is None:
        return Output(indices.shape, lambda i: x.flat(Clip(indices[i], 0, x.size - 1)))
    axis = fix("axis", normalize_axis(axis, x.rank), range(x.rank))
    require(x.rank + indices.rank - 1 <= MAX_RANK,
            f"rank of x + rank of indices - 1 <= {MAX_RANK}")
    m = indices.rank
    shape = x.shape[:axis] + indices.shape + x.shape[axis + 1:]

    def formula(i):
        taken = Clip(indices[i[axis:axis + m]], 0, x.shape[axis] - 1)
        return x[i[:axis] + (taken,) + i[axis + m:]]

    return Output(shape, formula)


@operator("cvm_lut", inputs=[Input("indices", indices=True), Input("table")],
          summary="take(table, indices, axis=None): a lookup table, indices clipped",
          precision=lambda indices, table, **_: rule(table.p), lift=["indices"])
def cvm_lut(indices, table):
    return Output(indices.shape, lambda i: table.flat(Clip(indices[i], 0, table.size - 1)))


@operator("expand_dims", inputs=[Input("x")],
          attrs=[Int("axis", lo=-MAX_RANK - 1, hi=MAX_RANK, role=axis_of("x", extra=1)),
                 Int("num_newaxis", default=1)],
          summary="insert num_newaxis dims of 1 at axis (negative: axis + rank + 1)",
          laws=[Identity(num_newaxis=0)], precision=keeps_first, lift=["x"])
def expand_dims(x, *, axis, num_newaxis):
    require(x.rank + num_newaxis <= MAX_RANK, f"rank of x + num_newaxis <= {MAX_RANK}")
    count = fix("num_newaxis", num_newaxis, range(MAX_RANK - x.rank + 1))
    at = fix("axis", normalize_axis(axis, x.rank, extra=1), range(x.rank + 1))
    shape = x.shape[:at] + (1,) * count + x.shape[at:]
    return Output(shape, lambda i: x[i[:at] + i[at + count:]])


@operator("reshape", inputs=[Input("x")],
          attrs=[Ints("target_shape", lo=-1, hi=MAX_DIM, min_length=1, role=leading(0))],
          summary="same elements in row-major order; 0 copies a dim, one -1 is inferred",
          precision=keeps_first, lift=["x"])
def reshape(x, *, target_shape):
    target = target_shape
    inferred = [sp.Eq(t, -1) for t in target]
    require(sum(select(c, 1, 0) for c in inferred) <= 1, "at most one -1 in target_shape")
    for k, t in enumerate(target):
        if k >= x.rank:
            require(sp.Ne(t, 0), "no 0 in target_shape past the rank of x (no dim to copy)")
    given = [select(sp.Eq(t, 0), x.shape[k] if k < x.rank else 1, t)
             for k, t in enumerate(target)]
    known = [product([select(c, 1, g) for j, (g, c) in enumerate(zip(given, inferred)) if j != k])
             for k in range(len(target))]
    for c, kn in zip(inferred, known):
        require(sp.Or(sp.Not(c), sp.Eq(FloorMod(x.size, kn), 0)),
                "the dims of target_shape other than -1 divide the size of x")
    shape = tuple(select(c, FloorDiv(x.size, kn), g) for c, kn, g in zip(inferred, known, given))
    require(sp.Eq(product(shape), x.size), "target_shape holds as many elements as x")
    return Output(shape, lambda i: x.flat(ravel(i, shape)))


@operator("squeeze", inputs=[Input("x")],
          attrs=[Ints("axes", default=(), role=squeezed_axes_of("x"), **AXIS)], lift=["x"],
          summary="drop axes of size 1 (all of them when axes=()); all dropped gives (1,)",
          precision=keeps_first)
def squeeze(x, *, axes):
    if axes:
        require(len(axes) <= x.rank, "at most one entry of axes per axis of x")
        listed = [normalize_axis(a, x.rank, "every entry of axes") for a in axes]
        require(distinct(listed), "axes distinct")
        for j, n in enumerate(x.shape):
            require(sp.Or(sp.And(*[sp.Ne(a, j) for a in listed]), sp.Eq(n, 1)),
                    "every squeezed axis has dim 1")
        kept = [sp.And(*[sp.Ne(a, j) for a in listed]) for j in range(x.rank)]
        out_rank = x.rank - len(listed)
    else:
        kept = [sp.Ne(n, 1) for n in x.shape]
        out_rank = fix("kept axes", sum(select(k, 1, 0) for k in kept), range(x.rank + 1))
    if out_rank == 0:
        return Output((1,), lambda i: x[(0,) * x.rank])
    shape = compact_shape(x.shape, kept, out_rank)
    return Output(shape, lambda i: x[tuple(compact_index(kept, i))])
