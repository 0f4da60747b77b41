"""Broadcasting operators: numpy's right-aligned binary ops, where, and OpenVINO Broadcast."""

import sympy as sp

from cvmverify.core.dsl import Choice, Input, Ints, MAX_DIM, Output, operator, pick, require, select
from cvmverify.core.dsl import in_range
from cvmverify.core.rank_lift import leading, mapping
from cvmverify.core.rule import keeps_first, one_more_than_widest, rule, widest
from cvmverify.core.semantics import TruncDiv

from ._common import broadcast_index, broadcast_shape


def _binary(name, summary, combine, precision):
    @operator(name, inputs=[Input("a"), Input("b")], summary=summary, precision=precision,
              lift=["a", "b"])
    def body(a, b):
        shape = broadcast_shape([a.shape, b.shape], "a.shape and b.shape")
        return Output(shape, lambda i: combine(a[broadcast_index(a.shape, i)],
                                               b[broadcast_index(b.shape, i)]))
    return body


broadcast_add = _binary("broadcast_add", "a + b with numpy broadcasting", lambda a, b: a + b,
                        one_more_than_widest)
broadcast_sub = _binary("broadcast_sub", "a - b with numpy broadcasting", lambda a, b: a - b,
                        one_more_than_widest)
broadcast_mul = _binary("broadcast_mul", "a * b with numpy broadcasting", lambda a, b: a * b,
                        lambda a, b, **_: rule(a.p + b.p))
broadcast_div = _binary("broadcast_div", "a / b truncated toward zero; x / 0 == 0",
                        lambda a, b: select(sp.Eq(b, 0), 0, TruncDiv(a, b)), keeps_first)
broadcast_max = _binary("broadcast_max", "max(a, b) with numpy broadcasting", sp.Max, widest)
broadcast_greater = _binary("broadcast_greater", "1 where a > b else 0, numpy broadcasting",
                            lambda a, b: select(a > b, 1, 0), keeps_first)


@operator("where", inputs=[Input("cond"), Input("x"), Input("y")],
          summary="x where cond != 0 else y; cond has x's shape or is 1-D over axis 0",
          precision=keeps_first)  # the condition's precision, as the runtime states it
def where(cond, x, y):
    require(x.rank == y.rank, "x and y of the same rank")
    require(sp.And(*[sp.Eq(m, n) for m, n in zip(x.shape, y.shape)]), "x.shape == y.shape")
    require(cond.rank in (1, x.rank), "cond of x's rank, or 1-D")
    if cond.rank == x.rank:
        require(sp.And(*[sp.Eq(m, n) for m, n in zip(cond.shape, x.shape)]),
                "cond.shape == x.shape")
        condition = lambda i: cond[i]  # noqa: E731
    else:
        require(sp.Eq(cond.shape[0], x.shape[0]), "cond.shape[0] == x.shape[0]")
        condition = lambda i: cond[i[0]]  # noqa: E731
    return Output(x.shape, lambda i: select(sp.Ne(condition(i), 0), x[i], y[i]))


@operator("broadcast", inputs=[Input("x")],
          attrs=[Ints("target_shape", lo=1, hi=MAX_DIM, min_length=1, role=leading(1)),
                 Ints("axes_mapping", default=None, optional=True, lo=0, hi=5, role=mapping(),
                      ignored_if=(("mode", "numpy"), ("mode", "bidirectional"))),
                 Choice("mode", default="numpy", options=("numpy", "explicit", "bidirectional"))],
          summary="replicate x to target_shape (OpenVINO Broadcast-1/-3)", precision=keeps_first,
          lift=["x"])
def broadcast(x, *, target_shape, axes_mapping, mode):
    target = target_shape
    if mode == "bidirectional":
        shape = broadcast_shape([x.shape, target], "x.shape and target_shape")
        return Output(shape, lambda i: x[broadcast_index(x.shape, i)])
    if mode == "numpy":
        require(x.rank <= len(target), "rank of x <= len(target_shape)")
        offset = len(target) - x.rank
        for j, n in enumerate(x.shape):
            require(sp.Or(sp.Eq(n, target[offset + j]), sp.Eq(n, 1)),
                    "every dim of x equals its target dim (aligned from the right) or is 1")
        return Output(target, lambda i: x[broadcast_index(x.shape, i)])
    require(axes_mapping is not None, "axes_mapping in explicit mode")
    require(len(axes_mapping) == x.rank, "len(axes_mapping) == rank of x")
    require(x.rank <= len(target), "rank of x <= len(target_shape)")
    axes = axes_mapping
    for a in axes:
        require(in_range(a, 0, len(target)), "every entry of axes_mapping in [0, len(target_shape))")
    require(sp.And(*[sp.Lt(a, b) for a, b in zip(axes, axes[1:])]),
            "axes_mapping strictly increasing")
    for n, a in zip(x.shape, axes):
        require(sp.Or(sp.Eq(n, pick(target, a)), sp.Eq(n, 1)),
                "every dim of x equals its mapped target dim or is 1")
    return Output(target, lambda i: x[tuple(select(sp.Eq(n, 1), 0, pick(i, a))
                                           for n, a in zip(x.shape, axes))])
