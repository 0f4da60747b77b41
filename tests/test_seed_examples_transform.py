"""Seed-document examples and hand-written expectations for the data-movement ops.

Every example runs through both ``cvmverify.core.evaluate`` and the reference kernel
(``tests/kernels/numpy_transform.py``).  The expected arrays are written out by hand from the
seed documents and SEMANTICS.md, so a misreading shared by the kernel and the evaluator
cannot hide behind a comparison of the two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pytest

import cvmverify
from kernels import numpy_transform as nt

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1


@dataclass(frozen=True)
class Impl:
    name: str
    run: Callable[..., list[np.ndarray]]
    error: type[Exception]
    knows: Callable[[str], bool]


def _evaluate(name, inputs, **attrs):
    return cvmverify.evaluate(name, inputs, **attrs)


def _kernel(name, inputs, **attrs):
    return nt.KERNELS[name](inputs, **attrs)


def _evaluator_knows(name: str) -> bool:
    return cvmverify.spec(name) is not None


IMPLS = [
    Impl("cvmverify", _evaluate, cvmverify.LogicError, _evaluator_knows),
    Impl("kernel", _kernel, ValueError, nt.KERNELS.__contains__),
]


@pytest.fixture(params=IMPLS, ids=lambda impl: impl.name)
def impl(request) -> Impl:
    return request.param


def i32(values) -> np.ndarray:
    return np.array(values, dtype=np.int32)


def assert_outputs(actual, expected) -> None:
    """Bit-exact: same count, dtypes, shapes and values."""
    assert isinstance(actual, list)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        assert isinstance(got, np.ndarray)
        assert got.dtype == want.dtype, (got.dtype, want.dtype)
        assert got.shape == want.shape, (got.shape, want.shape)
        assert np.array_equal(got, want), (got, want)


def assert_rejected(impl: Impl, name: str, inputs, **attrs) -> None:
    """A logic error naming the op; the op is known, so "unknown operator" cannot pass."""
    assert impl.knows(name)
    with pytest.raises(impl.error, match=name):
        impl.run(name, inputs, **attrs)


# --------------------------------------------------------------------------- OpenVINO VariadicSplit-1

SEED_DATA = np.arange(6 * 12 * 10 * 24, dtype=np.int32).reshape(6, 12, 10, 24)


@pytest.mark.parametrize(
    "split_lengths, shapes",
    [
        ([1, 2, 3], [(1, 12, 10, 24), (2, 12, 10, 24), (3, 12, 10, 24)]),
        ([-1, 2], [(4, 12, 10, 24), (2, 12, 10, 24)]),  # 4 = 6 - 2
    ],
    ids=["lengths-1-2-3", "lengths-minus1-2"],
)
def test_variadic_split_seed_examples(impl, split_lengths, shapes):
    pieces = impl.run("variadic_split", [SEED_DATA], axis=0, split_lengths=split_lengths)
    assert [p.shape for p in pieces] == shapes
    assert all(p.dtype == SEED_DATA.dtype for p in pieces)
    assert np.array_equal(np.concatenate(pieces, axis=0), SEED_DATA)
    assert np.array_equal(pieces[-1], SEED_DATA[6 - shapes[-1][0]:])  # the trailing rows, in order


def test_variadic_split_negative_axis(impl):
    x = i32([[0, 1, 2], [3, 4, 5]])
    pieces = impl.run("variadic_split", [x], axis=-1, split_lengths=[2, -1])
    assert_outputs(pieces, [i32([[0, 1], [3, 4]]), i32([[2], [5]])])


# --------------------------------------------------------------------------- OpenVINO Broadcast-1


def test_broadcast_seed_numpy_mode(impl):
    x = np.arange(16, dtype=np.int32).reshape(16, 1, 1)
    (y,) = impl.run("broadcast", [x], target_shape=[1, 16, 50, 50], mode="numpy")
    assert y.shape == (1, 16, 50, 50) and y.dtype == np.int32
    assert np.array_equal(y, np.broadcast_to(x, (1, 16, 50, 50)))
    assert y[0, 7, 49, 0] == 7


def test_broadcast_seed_explicit_channel(impl):
    """[C] -> [N, C, H, W] with axes_mapping [1]: replicated along dims 0, 2 and 3."""
    x = np.arange(16, dtype=np.int32)
    (y,) = impl.run("broadcast", [x], target_shape=[1, 16, 50, 50], axes_mapping=[1], mode="explicit")
    assert y.shape == (1, 16, 50, 50) and y.dtype == np.int32
    assert np.array_equal(y, np.broadcast_to(x.reshape(1, 16, 1, 1), (1, 16, 50, 50)))
    assert y[0, 5, 3, 49] == 5


def test_broadcast_seed_explicit_plane(impl):
    """[H, W] -> [N, H, W, C] with axes_mapping [1, 2]."""
    x = np.arange(50 * 50, dtype=np.int32).reshape(50, 50)
    (y,) = impl.run("broadcast", [x], target_shape=[1, 50, 50, 16], axes_mapping=[1, 2], mode="explicit")
    assert y.shape == (1, 50, 50, 16) and y.dtype == np.int32
    assert np.array_equal(y, np.broadcast_to(x.reshape(1, 50, 50, 1), (1, 50, 50, 16)))
    assert y[0, 2, 3, 15] == 2 * 50 + 3


@pytest.mark.parametrize(
    "shape, target",
    [((16,), [1, 16, 50, 50]), ((50, 50), [1, 50, 50, 16])],
    ids=["channel", "plane"],
)
def test_broadcast_seed_explicit_cases_are_not_numpy_broadcasts(impl, shape, target):
    """The seed: these 'cannot be expressed' in numpy mode."""
    assert_rejected(impl, "broadcast", [np.zeros(shape, dtype=np.int32)], target_shape=target, mode="numpy")


def test_broadcast_bidirectional_grows_both_shapes(impl):
    x = i32([[1], [2]])
    (y,) = impl.run("broadcast", [x], target_shape=[1, 3], mode="bidirectional")
    assert_outputs([y], [i32([[1, 1, 1], [2, 2, 2]])])
    assert_rejected(impl, "broadcast", [x], target_shape=[1, 3], mode="numpy")


# --------------------------------------------------------------------------- oneDNN Graph split (option 2)

SIX = i32([0, 1, 2, 3, 4, 5])


def test_split_num_splits_divides_evenly(impl):
    pieces = impl.run("split", [SIX], axis=0, num_splits=3)
    assert_outputs(pieces, [i32([0, 1]), i32([2, 3]), i32([4, 5])])
    assert_rejected(impl, "split", [SIX], axis=0, num_splits=4)


@pytest.mark.parametrize(
    "size, expected",
    [
        (4, [[0, 1, 2, 3], [4, 5]]),  # the last chunk is smaller
        (2, [[0, 1], [2, 3], [4, 5]]),
        (1, [[0], [1], [2], [3], [4], [5]]),
        (6, [[0, 1, 2, 3, 4, 5]]),
        (10, [[0, 1, 2, 3, 4, 5]]),  # a size beyond the axis gives one output
    ],
)
def test_split_size_split_leaves_a_smaller_last_chunk(impl, size, expected):
    assert_outputs(impl.run("split", [SIX], axis=0, size_split=size), [i32(e) for e in expected])


def test_split_sections_split_must_sum_to_the_axis(impl):
    pieces = impl.run("split", [SIX], axis=0, sections_split=[1, 2, 3])
    assert_outputs(pieces, [i32([0]), i32([1, 2]), i32([3, 4, 5])])
    assert_rejected(impl, "split", [SIX], axis=0, sections_split=[1, 2, 2])
    assert_rejected(impl, "split", [SIX], axis=0, sections_split=[1, 0, 5])


def test_split_priority_num_then_size_then_sections(impl):
    both = impl.run("split", [SIX], axis=0, num_splits=2, size_split=4, sections_split=[1, 5])
    assert_outputs(both, [i32([0, 1, 2]), i32([3, 4, 5])])
    lower = impl.run("split", [SIX], axis=0, size_split=4, sections_split=[1, 5])
    assert_outputs(lower, [i32([0, 1, 2, 3]), i32([4, 5])])


def test_split_negative_axis(impl):
    x = i32([[0, 1, 2], [3, 4, 5]])
    pieces = impl.run("split", [x], axis=-1, sections_split=[1, 2])
    assert_outputs(pieces, [i32([[0], [3]]), i32([[1, 2], [4, 5]])])


# --------------------------------------------------------------------------- reshaping ops

DOC_3D = i32([[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]])


def test_flatten_examples(impl):
    (y,) = impl.run("flatten", [DOC_3D])
    assert_outputs([y], [i32([[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]])])
    assert_outputs(impl.run("flatten", [i32([7, 8, 9])]), [i32([[7], [8], [9]])])  # 1-D: (n0, 1)


@pytest.mark.parametrize(
    "target, shape",
    [
        ((4, 0, 2), (4, 3, 2)),  # 0 copies the input dim at the same position
        ((2, 0, 0), (2, 3, 4)),
        ((6, 1, -1), (6, 1, 4)),
        ((3, -1, 8), (3, 1, 8)),
        ((-1,), (24,)),
    ],
)
def test_reshape_examples(impl, target, shape):
    x = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
    expected = np.arange(24, dtype=np.int32).reshape(shape)
    assert_outputs(impl.run("reshape", [x], target_shape=target), [expected])


@pytest.mark.parametrize(
    "shape, attrs, out_shape",
    [
        ((2, 3), dict(axis=-1), (2, 3, 1)),  # axis + N + 1 (the document's axis + N gives (2, 1, 3))
        ((2, 3), dict(axis=-3), (1, 2, 3)),
        ((2, 3), dict(axis=2), (2, 3, 1)),
        ((2, 3), dict(axis=1, num_newaxis=2), (2, 1, 1, 3)),
        ((2, 3), dict(axis=-2, num_newaxis=3), (2, 1, 1, 1, 3)),
        ((2, 3), dict(axis=0, num_newaxis=0), (2, 3)),
    ],
)
def test_expand_dims_examples(impl, shape, attrs, out_shape):
    x = np.arange(6, dtype=np.int32).reshape(shape)
    expected = np.arange(6, dtype=np.int32).reshape(out_shape)
    assert_outputs(impl.run("expand_dims", [x], **attrs), [expected])


@pytest.mark.parametrize(
    "axes, expected",
    [
        ((), [0, 1, 2]),
        ((0,), [[0], [1], [2]]),
        ((0, 2), [0, 1, 2]),
        ((-1,), [[0, 1, 2]]),
    ],
)
def test_squeeze_examples(impl, axes, expected):
    x = i32([[[0], [1], [2]]])  # shape (1, 3, 1)
    assert_outputs(impl.run("squeeze", [x], axes=axes), [i32(expected)])


def test_squeeze_every_dim_leaves_shape_1(impl):
    x = np.full((1, 1, 1), 42, dtype=np.int64)
    assert_outputs(impl.run("squeeze", [x]), [np.array([42], dtype=np.int64)])
    assert_outputs(impl.run("squeeze", [x], axes=(0, 1, 2)), [np.array([42], dtype=np.int64)])


# --------------------------------------------------------------------------- copying ops


def test_repeat_examples(impl):
    x = i32([[1, 2], [3, 4]])
    assert_outputs(impl.run("repeat", [x], repeats=2, axis=1), [i32([[1, 1, 2, 2], [3, 3, 4, 4]])])
    (rows,) = impl.run("repeat", [x], repeats=3, axis=0)
    assert_outputs([rows], [i32([[1, 2], [1, 2], [1, 2], [3, 4], [3, 4], [3, 4]])])


def test_tile_examples(impl):
    assert_outputs(impl.run("tile", [i32([1, 2])], reps=[2, 2]), [i32([[1, 2, 1, 2], [1, 2, 1, 2]])])
    # K = max(M, N): reps shorter than the rank act on the trailing dims.
    x = i32([[1, 2], [3, 4]])
    assert_outputs(impl.run("tile", [x], reps=[3]), [i32([[1, 2, 1, 2, 1, 2], [3, 4, 3, 4, 3, 4]])])
    (y,) = impl.run("tile", [i32([5, 6])], reps=[2, 1, 2])
    assert_outputs([y], [i32([[[5, 6, 5, 6]], [[5, 6, 5, 6]]])])


def test_concatenate_examples(impl):
    x = i32([[1, 1], [2, 2]])
    y = i32([[3, 3], [4, 4], [5, 5]])
    z = i32([[6, 6], [7, 7], [8, 8]])
    (rows,) = impl.run("concatenate", [x, y, z], axis=0)
    assert_outputs([rows], [i32([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8]])])
    (cols,) = impl.run("concatenate", [y, z], axis=1)
    assert_outputs([cols], [i32([[3, 3, 6, 6], [4, 4, 7, 7], [5, 5, 8, 8]])])
    assert_rejected(impl, "concatenate", [x, y, z], axis=1)  # dim 0 differs
    assert_outputs(impl.run("concatenate", [x], axis=0), [x])


def test_transpose_examples(impl):
    assert_outputs(impl.run("transpose", [i32([[1, 2], [3, 4]])]), [i32([[1, 3], [2, 4]])])
    x = i32([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
    assert_outputs(impl.run("transpose", [x]), [i32([[[1, 5], [3, 7]], [[2, 6], [4, 8]]])])
    swapped = i32([[[1, 2], [5, 6]], [[3, 4], [7, 8]]])
    assert_outputs(impl.run("transpose", [x], axes=(1, 0, 2)), [swapped])
    assert_outputs(impl.run("transpose", [x], axes=(-2, -3, -1)), [swapped])


# --------------------------------------------------------------------------- selecting ops

GRID = i32([[1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12]])


@pytest.mark.parametrize(
    "name, attrs, expected",
    [
        ("strided_slice", dict(begin=[0, 1], end=[2, 4], strides=[1, 1]), [[4, 7, 10], [5, 8, 11]]),
        ("slice", dict(begin=[0, 1], end=[2, 4]), [[4, 7, 10], [5, 8, 11]]),
        # shorter begin/end/strides: the missing dims are taken whole
        ("slice", dict(begin=[1], end=[3]), [[2, 5, 8, 11], [3, 6, 9, 12]]),
        ("slice", dict(begin=[0, 0], end=[3, 4], strides=[2]), [[1, 4, 7, 10], [3, 6, 9, 12]]),
        # the last element is kept (the document's clamp to n - 1 would drop it)
        ("slice", dict(begin=[2, 1], end=[3, 4]), [[6, 9, 12]]),
        ("slice", dict(begin=[-100, -100], end=[100, 100]), GRID.tolist()),
        # negative strides: end clamps to -1, i.e. through index 0
        ("slice", dict(begin=[-1, 3], end=[-100, -100], strides=[-1, -2]), [[12, 6], [11, 5], [10, 4]]),
        ("slice", dict(begin=[2, 3], end=[0, 0], strides=[-1, -1]), [[12, 9, 6], [11, 8, 5]]),
        # the length is ceil((end - begin) / stride): ceil(4 / 3) = 2, ceil(1 / 100) = 1
        ("slice", dict(begin=[0, 0], end=[1, 4], strides=[1, 3]), [[1, 10]]),
        ("slice", dict(begin=[0, 1], end=[1, 2], strides=[1, 100]), [[4]]),
    ],
)
def test_slice_examples(impl, name, attrs, expected):
    assert_outputs(impl.run(name, [GRID], **attrs), [i32(expected)])


def test_slice_like_examples(impl):
    like = np.zeros((2, 2), dtype=np.int32)
    assert_outputs(impl.run("slice_like", [GRID, like]), [i32([[1, 4], [2, 5]])])
    wide = np.zeros((9, 3), dtype=np.int32)  # dim 0 of shape_like is ignored: only axis 1 is sliced
    assert_outputs(impl.run("slice_like", [GRID, wide], axes=(1,)), [i32([[1, 4, 7], [2, 5, 8], [3, 6, 9]])])
    assert_outputs(impl.run("slice_like", [GRID, like], axes=(-2,)), [i32([[1, 4, 7, 10], [2, 5, 8, 11]])])


def test_take_examples(impl):
    a = i32([[1, 2], [3, 4]])
    assert_outputs(impl.run("take", [a, i32([3, 0, 2])]), [i32([4, 1, 3])])
    assert_outputs(impl.run("take", [a, i32([1, 0])], axis=1), [i32([[2, 1], [4, 3]])])
    # indices clip to [0, n-1]: never an error, never wrap-around
    assert_outputs(impl.run("take", [a, i32([-1, 4, INT32_MIN, INT32_MAX])]), [i32([1, 4, 1, 4])])
    assert_outputs(impl.run("take", [a, i32([[-5], [9]])], axis=0), [i32([[[1, 2]], [[3, 4]]])])


def test_take_negative_axis_inserts_the_index_shape(impl):
    a = i32([[1, 2, 3], [4, 5, 6]])
    (y,) = impl.run("take", [a, i32([[2], [0]])], axis=-1)
    assert_outputs([y], [i32([[[3], [1]], [[6], [4]]])])


def test_cvm_lut_takes_indices_first(impl):
    table = i32([10, 20, 30])
    assert_outputs(impl.run("cvm_lut", [i32([[0, 5], [-1, 2]]), table]), [i32([[10, 30], [10, 30]])])
    grid_table = i32([[1, 2], [3, 4]])  # read flattened
    assert_outputs(impl.run("cvm_lut", [i32([3, 0, 7, INT32_MIN]), grid_table]), [i32([4, 1, 4, 1])])


# --------------------------------------------------------------------------- dtypes


@pytest.mark.parametrize(
    "values",
    [
        np.array([[2**40, -(2**40)], [7, -7]], dtype=np.int64),
        np.array([[True, False], [False, False]]),
        np.array([[0.5, -1.25], [3.0, 1e-8]], dtype=np.float32),
        np.array([[-128, 127], [0, 1]], dtype=np.int8),
    ],
    ids=["int64", "bool", "float32", "int8"],
)
def test_data_movement_keeps_dtype_and_values(impl, values):
    assert_outputs(impl.run("transpose", [values]), [values.T.copy()])
    assert_outputs(impl.run("reshape", [values], target_shape=[-1]), [values.ravel().copy()])
    assert_outputs(impl.run("concatenate", [values, values], axis=0), [np.vstack([values, values])])
    pieces = impl.run("variadic_split", [values], axis=1, split_lengths=[1, -1])
    assert_outputs(pieces, [values[:, :1].copy(), values[:, 1:].copy()])
    assert_outputs(impl.run("take", [values, i32([3, 0])]), [values.ravel()[[3, 0]]])


def test_every_transform_op_is_registered():
    names = set(cvmverify.ops())
    for name in nt.KERNELS:
        if name != "strided_slice":  # an alias, not a canonical name
            assert name in names, name
    assert "strided_slice" not in names


def test_spec_accepts_the_slice_alias():
    assert cvmverify.spec("strided_slice") is not None
