"""Specs a user might add: correct ones, to be proven, and their mutants refuted."""

import sympy as sp

from cvmverify.core.dsl import Input, Int, Ints, Output, declare, in_range, require, select

# Every read of `pad` is guarded by a select: a dim too large reads nothing out of bounds,
# it only adds padding. The tight-shape obligation still catches it.


@declare("pad", inputs=[Input("x")],
         attrs=[Ints("before"), Ints("after"), Int("pad_value", default=0, lo=-8, hi=8)],
         summary="x with before[k] and after[k] pad_value elements around axis k")
def pad(x, *, before, after, pad_value):
    require(sp.Eq(len(before), x.rank), "len(before) == rank")
    require(sp.Eq(len(after), x.rank), "len(after) == rank")
    shape = tuple(n + b + a for n, b, a in zip(x.shape, before, after))
    return Output(shape, lambda i: select(
        sp.And(*[in_range(i[k] - before[k], 0, x.shape[k]) for k in range(x.rank)]),
        x[tuple(i[k] - before[k] for k in range(x.rank))], pad_value))
