"""The helpers every generated NumPy module carries (cvmverify/codegen/numpy_runtime.py),
and the affine analysis that decides which reads become strided views."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from cvmverify.codegen import numpy_runtime as rt
from cvmverify.codegen.affine import affine
from cvmverify.core.semantics import FloorDiv, Select

shapes = st.lists(st.integers(1, 7), min_size=1, max_size=4).map(tuple)


@settings(max_examples=200, deadline=None)
@given(shapes, st.integers(1, 300))
def test_blocks_tile_the_shape_once_in_row_major_order(shape, budget):
    seen = np.zeros(shape, dtype=np.int64)
    last = None
    for lo, hi in rt._blocks(shape, budget):
        box = tuple(slice(a, b) for a, b in zip(lo, hi))
        seen[box] += 1
        first = np.ravel_multi_index(lo, shape)
        assert last is None or first > last  # boxes come in row-major order
        last = first
        size = int(np.prod([b - a for a, b in zip(lo, hi)]))
        assert size <= max(budget, shape[-1] if len(shape) else 1) or all(
            b - a == 1 for a, b in zip(lo[:-1], hi[:-1]))
    assert (seen == 1).all()


@settings(max_examples=100, deadline=None)
@given(hnp.arrays(np.int32, shapes), st.data())
def test_view_reads_the_affine_map(x, data):
    # a random box inside the array, read with unit steps on a random permutation of axes
    order = data.draw(st.permutations(range(x.ndim)))
    starts = tuple(data.draw(st.integers(0, x.shape[j] - 1)) for j in range(x.ndim))
    extents = tuple(data.draw(st.integers(1, x.shape[j] - starts[j])) for j in order)
    steps = tuple(tuple(int(k == order.index(j)) for k in range(x.ndim))
                  for j in range(x.ndim))
    view = rt._view(x, starts, steps, extents)
    want = x[tuple(slice(s, s + extents[order.index(j)]) for j, s in enumerate(starts))]
    assert np.array_equal(view, want.transpose(order))


def test_view_out_of_bounds_is_an_error_not_a_read():
    x = np.arange(6, dtype=np.int32)
    with pytest.raises(IndexError, match="outside"):
        rt._view(x, (4,), ((1,),), (3,))


@settings(max_examples=100, deadline=None)
@given(hnp.arrays(np.int32, st.tuples(st.integers(1, 5), st.integers(1, 5))), st.data())
def test_take_per_axis_equals_fancy_indexing(x, data):
    rows = np.array(data.draw(st.lists(st.integers(0, x.shape[0] - 1), min_size=1,
                                       max_size=6)), dtype=np.int64).reshape(-1, 1)
    cols = np.array(data.draw(st.lists(st.integers(0, x.shape[1] - 1), min_size=1,
                                       max_size=6)), dtype=np.int64).reshape(1, -1)
    assert np.array_equal(rt._gather(x, (rows, cols)), x[rows, cols])
    # an index varying along the other output axis: the axes swap
    assert np.array_equal(rt._gather(x, (rows.T, cols.T)), x[rows.T, cols.T])


def test_runs_split_where_the_condition_changes():
    taken = np.array([[True], [True], [False], [True]])
    assert rt._runs(taken, (0, 0), (4, 3)) == [((0, 0), (2, 3), True),
                                               ((2, 0), (3, 3), False),
                                               ((3, 0), (4, 3), True)]
    assert rt._runs(np.ones((2, 2), bool) & np.eye(2, dtype=bool), (0, 0), (2, 2)) is None


def test_int32_check_names_the_first_bad_element():
    value = np.array([[0, 2**31], [-(2**31) - 1, 0]], dtype=np.int64)
    with pytest.raises(rt.LogicError, match=r"value=-2147483649, at=y\[5, 1\]"):
        rt._int32(value, None, "op", "a + b", "y", (5, 0))
    rt._int32(value, np.array([[True, False], [False, True]]), "op", "a + b", "y", (0, 0))


def test_narrow_widens_only_what_does_not_fit():
    assert rt._narrow(5).dtype == np.int32 and rt._narrow(2**31).dtype == np.int64


i, j = sp.symbols("i0 i1", integer=True, nonnegative=True)
n, a = sp.symbols("n a", integer=True)


@pytest.mark.parametrize("expr, want", [
    (3 * i + n, (n, {i: 3})),
    (Select(sp.Eq(a, 0), i, j), (Select(sp.Eq(a, 0), 0, 0),
                                 {i: Select(sp.Eq(a, 0), 1, 0), j: Select(sp.Eq(a, 0), 0, 1)})),
    (n * (i - 2), (-2 * n, {i: n})),
    (FloorDiv(i, 2), None),
    (i * j, None),
    (Select(i > 2, i, 0), None),  # a condition on the index: not one map
])
def test_affine_maps(expr, want):
    got = affine(expr, (i, j))
    if want is None:
        assert got is None
    else:
        assert sp.simplify(got[0] - want[0]) == 0
        assert set(got[1]) == set(want[1])
        assert all(sp.simplify(got[1][s] - want[1][s]) == 0 for s in want[1])


@settings(max_examples=200, deadline=None)
@given(hnp.arrays(np.int32, shapes), st.data())
def test_move_copies_any_strided_view(x, data):
    """A movement output's copy, through a buffer where the view transposes its memory:
    the same elements as NumPy's own copy, for permuted, reversed and broadcast views."""
    view = x.transpose(data.draw(st.permutations(range(x.ndim))))
    flips = data.draw(st.lists(st.booleans(), min_size=x.ndim, max_size=x.ndim))
    view = view[tuple(slice(None, None, -1) if f else slice(None) for f in flips)]
    if data.draw(st.booleans()):
        view = np.broadcast_to(view[None], (2,) + view.shape)
    target = np.full(view.shape, -1, np.int32)
    rt._move(target, view)
    assert np.array_equal(target, view)
