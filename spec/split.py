"""Splits: oneDNN Graph Split (RFC option 2) and OpenVINO VariadicSplit-1.

Each output is the input shifted along the axis by the sum of the lengths before it, so the
outputs partition the input exactly (the prover checks that they do).
"""

import sympy as sp

from cvmverify.core.dsl import (
    MAX_DIM, MAX_RANK, Input, Int, Ints, Output, Partition, fix, normalize_axis, operator,
    pick, require, select,
)
from cvmverify.core.rank_lift import axis_of
from cvmverify.core.rule import keeps_first
from cvmverify.core.semantics import FloorDiv, FloorMod

AXIS = dict(lo=-MAX_RANK, hi=MAX_RANK - 1)
MAX_OUTPUTS = MAX_RANK  # the number of outputs the prover enumerates up to (a stated bound)
# The most outputs a split may have: num_splits's attribute range, for every way of asking.
OUTPUT_LIMIT = 4096


def sections(x, axis, lengths):
    """Outputs that cut x along `axis` into consecutive pieces of `lengths`."""
    outputs, start = [], sp.Integer(0)
    for length in lengths:
        shape = tuple(select(sp.Eq(axis, j), length, n) for j, n in enumerate(x.shape))
        outputs.append(Output(shape, lambda i, start=start: x[tuple(
            select(sp.Eq(axis, j), start + i[j], i[j]) for j in range(x.rank))]))
        start = start + length
    return outputs


@operator("split", inputs=[Input("x")],
          attrs=[Int("axis", role=axis_of("x"), **AXIS),
                 Int("num_splits", default=None, optional=True, lo=1),
                 Int("size_split", default=None, optional=True, lo=1, hi=MAX_DIM,
                     ignored_if=("num_splits",)),
                 Ints("sections_split", default=None, optional=True, lo=0, hi=MAX_DIM,
                      min_length=1, ignored_if=("num_splits", "size_split"))],
          summary="split along axis: num_splits equal parts > size_split chunks > sections",
          laws=[Partition()], precision=keeps_first, lift=["x"])
def split(x, *, axis, num_splits, size_split, sections_split):
    axis = normalize_axis(axis, x.rank)
    n = pick(x.shape, axis)
    if num_splits is not None:
        require(sp.Eq(FloorMod(n, num_splits), 0), "num_splits divides the split axis")
        count = fix("outputs", num_splits, range(1, MAX_OUTPUTS + 1), exhaustive=False)
        # num_splits == count now: dividing by the constant keeps the index maps linear
        return sections(x, axis, [FloorDiv(n, count)] * count)
    if size_split is not None:
        require(FloorDiv(n + size_split - 1, size_split) <= OUTPUT_LIMIT,
                f"at most {OUTPUT_LIMIT} outputs (size_split >= axis length / {OUTPUT_LIMIT})")
        count = fix("outputs", FloorDiv(n + size_split - 1, size_split),
                    range(1, MAX_OUTPUTS + 1), exhaustive=False)
        # equal chunks, the last one smaller when size_split does not divide the axis
        lengths = [size_split] * (count - 1) + [n - (count - 1) * size_split]
        return sections(x, axis, lengths)
    require(sections_split is not None,
            "one of num_splits, size_split, sections_split (in that priority)")
    require(len(sections_split) <= OUTPUT_LIMIT, f"at most {OUTPUT_LIMIT} sections")
    for s in sections_split:
        require(s >= 1, "every entry of sections_split >= 1 (no empty outputs)")
    require(sp.Eq(sum(sections_split), n), "sections_split sums to the split axis")
    return sections(x, axis, sections_split)


@operator("variadic_split", inputs=[Input("x")],
          attrs=[Int("axis", role=axis_of("x"), **AXIS),
                 Ints("split_lengths", lo=-1, hi=MAX_DIM, min_length=1)],
          summary="split along axis into split_lengths (one -1 takes the remainder)",
          laws=[Partition()], precision=keeps_first, lift=["x"])
def variadic_split(x, *, axis, split_lengths):
    require(len(split_lengths) <= OUTPUT_LIMIT, f"at most {OUTPUT_LIMIT} split_lengths")
    axis = normalize_axis(axis, x.rank)
    n = pick(x.shape, axis)
    holes = [sp.Eq(s, -1) for s in split_lengths]
    require(sum(select(h, 1, 0) for h in holes) <= 1, "at most one -1 in split_lengths")
    for s in split_lengths:
        require(sp.Or(sp.Eq(s, -1), s >= 1), "every entry of split_lengths >= 1 or -1")
    given = sum(select(h, 0, s) for h, s in zip(holes, split_lengths))
    has_hole = sp.Or(*holes)
    require(sp.Or(sp.And(has_hole, given < n), sp.And(sp.Not(has_hole), sp.Eq(given, n))),
            "split_lengths sum to the split axis (with a -1: the others sum to less)")
    lengths = [select(h, n - given, s) for h, s in zip(holes, split_lengths)]
    return sections(x, axis, lengths)
