"""Reductions over a set of axes: sum and max."""

import sympy as sp

from cvmverify.core.dsl import (
    Bool, Input, Ints, MAX_RANK, Output, distinct, normalize_axis, operator, reduce_max,
    reduce_sum, require, select,
)

from cvmverify.core.dsl import product
from cvmverify.core.rank_lift import reduced_axes_of
from cvmverify.core.rule import keeps_first, rule
from cvmverify.core.semantics import BitWidth

from ._common import compact_index, compact_shape

REDUCE_ATTRS = [Ints("axes", default=(), lo=-MAX_RANK, hi=MAX_RANK - 1,
                     role=reduced_axes_of("x", "exclude", "keepdims")),
                Bool("keepdims", default=False), Bool("exclude", default=False)]


def _reduction(x, axes, keepdims, exclude, reducer):
    require(len(axes) <= x.rank, "at most one entry of axes per axis of x")
    axes = [normalize_axis(a, x.rank, "every entry of axes") for a in axes]
    require(distinct(axes), "axes distinct (after adding rank to negative entries)")
    reduced = _reduced(x.rank, axes, exclude)
    kept = [sp.Not(r) for r in reduced]
    extents = [select(r, n, 1) for r, n in zip(reduced, x.shape)]
    n_reduced = x.rank - len(axes) if exclude else (len(axes) or x.rank)

    if keepdims:
        shape = tuple(select(r, 1, n) for r, n in zip(reduced, x.shape))

        def formula(i):
            return reducer(extents, lambda r: x[tuple(
                select(red, rk, ik) for red, rk, ik in zip(reduced, r, i))])
    else:
        out_rank = x.rank - n_reduced
        shape = compact_shape(x.shape, kept, out_rank) if out_rank else (1,)

        def formula(i):
            kept_index = compact_index(kept, i if out_rank else ())
            return reducer(extents, lambda r: x[tuple(
                select(red, rk, ik) for red, rk, ik in zip(reduced, r, kept_index))])
    return Output(shape, formula)


def _reduced(rank, axes, exclude):
    """Per axis of x (axes normalised): whether it is reduced."""
    if not axes and not exclude:
        return [sp.true] * rank  # axes=() reduces every axis
    listed = [sp.Or(*[sp.Eq(a, j) for a in axes]) for j in range(rank)]
    return [sp.Not(c) if exclude else c for c in listed]


def _sum_precision(x, *, axes, exclude, **_):
    """p + bitlen(in_size / out_size): the quotient is the reduced extent (bitlen(n) is
    BitWidth(n) for n >= 1)."""
    normalized = [select(sp.Lt(a, 0), a + x.rank, a) for a in axes]
    extent = product([select(r, n, 1)
                      for r, n in zip(_reduced(x.rank, normalized, exclude), x.shape)])
    return rule(x.p + BitWidth(extent))


@operator("sum", inputs=[Input("x")], attrs=REDUCE_ATTRS,
          summary="sum over axes (all axes when axes=())", precision=_sum_precision,
          lift=["x"])
def sum_(x, *, axes, keepdims, exclude):
    return _reduction(x, axes, keepdims, exclude, reduce_sum)


@operator("max", inputs=[Input("x")], attrs=REDUCE_ATTRS,
          summary="maximum over axes (all axes when axes=())", precision=keeps_first,
          lift=["x"])
def max_(x, *, axes, keepdims, exclude):
    return _reduction(x, axes, keepdims, exclude, reduce_max)
