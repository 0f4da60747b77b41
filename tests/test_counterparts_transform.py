"""The data-movement ops against NumPy counterparts, and their preconditions.

Each property test draws a valid instance, computes the expected outputs with the NumPy
function named in its docstring, and requires both ``cvmverify.core.evaluate`` and the reference
kernel (``tests/kernels/numpy_transform.py``) to reproduce them bit for bit, dtype and shape
included.  Element values are pairwise distinct (bool aside), so a misplaced element shows.
The precondition tests at the end break one rule of SEMANTICS.md at a time.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cvmverify
from kernels import numpy_transform as nt

DTYPES = (np.int32, np.int8, np.float32, np.bool_, np.int64)
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
SETTINGS = settings(max_examples=50, deadline=None)


# --------------------------------------------------------------------------- drawing


@st.composite
def shapes(draw, min_rank=1, max_rank=6, max_size=96, max_dim=5):
    """A shape whose size stays within max_size (each dim is drawn within what is left)."""
    rank = draw(st.integers(min_rank, max_rank))
    dims, budget = [], max_size
    for _ in range(rank):
        dim = draw(st.integers(1, max(1, min(max_dim, budget))))
        dims.append(dim)
        budget //= dim
    return tuple(dims)


def distinct_values(shape, dtype, seed: int) -> np.ndarray:
    """Pairwise distinct values (bool aside) in a random order, typical of each dtype."""
    size = math.prod(shape)
    perm = np.random.default_rng(seed).permutation(size).astype(np.int64)
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        values = perm % 2 == 1
    elif dtype == np.int8:
        values = perm % 256 - 128
    elif dtype == np.int64:
        values = perm * 2**33 - 2**40  # beyond int32: a narrowing copy would show
    elif dtype == np.float32:
        values = perm + 0.5  # a rounding copy would show
    else:
        values = (perm - size // 2) * 65537
    return values.astype(dtype).reshape(shape)


@st.composite
def tensors(draw, shape=None, dtype=None, **shape_kwargs):
    shape = draw(shapes(**shape_kwargs)) if shape is None else shape
    dtype = draw(st.sampled_from(DTYPES)) if dtype is None else dtype
    return distinct_values(shape, dtype, draw(st.integers(0, 2**32 - 1)))


def axis_form(draw, axis: int, rank: int) -> int:
    """The axis as written by a caller: itself or its negative alias."""
    return draw(st.sampled_from([axis, axis - rank]))


@st.composite
def compositions(draw, n: int):
    """Positive lengths summing to n."""
    cuts = sorted(draw(st.sets(st.integers(1, n - 1)))) if n > 1 else []
    bounds = [0, *cuts, n]
    return [b - a for a, b in zip(bounds, bounds[1:])]


@st.composite
def index_tensors(draw, n: int, max_rank: int, max_size: int = 12):
    """int32 indices around [0, n), out-of-range ones and the int32 extremes included."""
    shape = draw(shapes(max_rank=max_rank, max_size=max_size))
    values = st.one_of(st.integers(-n - 3, n + 3), st.sampled_from([INT32_MIN, INT32_MAX]))
    flat = draw(st.lists(values, min_size=math.prod(shape), max_size=math.prod(shape)))
    return np.array(flat, dtype=np.int32).reshape(shape)


# --------------------------------------------------------------------------- comparing


def assert_same(actual, expected) -> None:
    """Bit-exact equality of two output lists: count, type, dtype, shape and bytes."""
    assert isinstance(actual, list), type(actual)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        assert isinstance(got, np.ndarray), type(got)
        assert got.dtype == want.dtype, (got.dtype, want.dtype)
        assert got.shape == want.shape, (got.shape, want.shape)
        assert np.array_equal(got, want)
        assert np.ascontiguousarray(got).tobytes() == np.ascontiguousarray(want).tobytes()


def check(name: str, inputs: list[np.ndarray], attrs: dict, expected: list[np.ndarray]) -> None:
    snapshots = [a.copy() for a in inputs]
    assert_same(cvmverify.evaluate(name, inputs, **attrs), expected)
    assert_same(nt.KERNELS[name](inputs, **attrs), expected)
    assert_same(list(inputs), snapshots)  # inputs are read, never written


def check_rejected(name: str, inputs: list[np.ndarray], attrs: dict) -> None:
    """Both implementations refuse the instance, naming the op (an alias may be named canonically)."""
    op = "slice" if name == "strided_slice" else name
    cvmverify.spec(name)  # the op is known, so "unknown operator" cannot pass for a rejection
    with pytest.raises(cvmverify.LogicError, match=op):
        cvmverify.evaluate(name, inputs, **attrs)
    with pytest.raises(ValueError, match=op):
        nt.KERNELS[name](inputs, **attrs)


# --------------------------------------------------------------------------- reshaping ops


@SETTINGS
@given(st.data())
def test_flatten_matches_reshape_n0_rest(data):
    """flatten vs x.reshape(n0, -1); a 1-D input gives (n0, 1)."""
    x = data.draw(tensors())
    check("flatten", [x], {}, [x.reshape(x.shape[0], -1)])


@st.composite
def factorings(draw, size: int):
    """A target shape of rank 1..6 whose dims multiply to size."""
    rank = draw(st.integers(1, 6))
    dims, rest, p = [1] * rank, size, 2
    while rest > 1:
        while rest % p == 0:
            dims[draw(st.integers(0, rank - 1))] *= p
            rest //= p
        p += 1
    return dims


@SETTINGS
@given(st.data())
def test_reshape_matches_np_reshape(data):
    """reshape vs np.reshape on the concrete target; 0 copies the dim at its position, -1 is inferred."""
    x = data.draw(tensors())
    concrete = data.draw(factorings(x.size))
    target = list(concrete)
    for i in range(min(len(target), x.ndim)):
        if target[i] == x.shape[i] and data.draw(st.booleans()):
            target[i] = 0
    free = [i for i, t in enumerate(target) if t != 0]
    if free and data.draw(st.booleans()):
        target[data.draw(st.sampled_from(free))] = -1
    check("reshape", [x], {"target_shape": tuple(target)}, [np.reshape(x, concrete)])


@SETTINGS
@given(st.data())
def test_expand_dims_matches_np_expand_dims(data):
    """expand_dims vs np.expand_dims at positions a..a+k-1, with a = axis + N + 1 when negative."""
    x = data.draw(tensors())
    n = x.ndim
    k = data.draw(st.integers(0, 6 - n))
    axis = data.draw(st.integers(-n - 1, n))
    at = axis + n + 1 if axis < 0 else axis
    attrs = {"axis": axis} if k == 1 and data.draw(st.booleans()) else {"axis": axis, "num_newaxis": k}
    check("expand_dims", [x], attrs, [np.expand_dims(x, tuple(range(at, at + k)))])


@SETTINGS
@given(st.data())
def test_squeeze_matches_np_squeeze(data):
    """squeeze vs np.squeeze (axis=None for axes=()); a rank-0 result becomes shape (1,)."""
    shape = data.draw(
        st.lists(st.sampled_from([1, 1, 2, 3]), min_size=1, max_size=6).filter(lambda s: math.prod(s) <= 96)
    )
    x = data.draw(tensors(shape=tuple(shape)))
    ones = [j for j, d in enumerate(shape) if d == 1]
    chosen = data.draw(st.lists(st.sampled_from(ones), unique=True)) if ones else []
    axes = tuple(axis_form(data.draw, j, x.ndim) for j in chosen)
    expected = np.squeeze(x, axis=tuple(chosen) if chosen else None)
    check("squeeze", [x], {"axes": axes}, [expected.reshape(expected.shape or (1,))])


# --------------------------------------------------------------------------- copying ops


@SETTINGS
@given(st.data())
def test_repeat_matches_np_repeat(data):
    """repeat vs np.repeat."""
    x = data.draw(tensors(max_size=48))
    axis = data.draw(st.integers(0, x.ndim - 1))
    repeats = data.draw(st.integers(1, 4))
    check("repeat", [x], {"repeats": repeats, "axis": axis}, [np.repeat(x, repeats, axis=axis)])


@SETTINGS
@given(st.data())
def test_tile_matches_np_tile(data):
    """tile vs np.tile (both pad the shorter of shape and reps with leading 1s)."""
    x = data.draw(tensors(max_size=24))
    reps = data.draw(shapes(max_size=8, max_dim=3))
    check("tile", [x], {"reps": reps}, [np.tile(x, reps)])


@SETTINGS
@given(st.data())
def test_concatenate_matches_np_concatenate(data):
    """concatenate vs np.concatenate, one to four inputs of one dtype."""
    base = data.draw(shapes(max_size=32))
    axis = data.draw(st.integers(0, len(base) - 1))
    dtype = data.draw(st.sampled_from(DTYPES))
    widths = data.draw(st.lists(st.integers(1, 3), min_size=1, max_size=4))
    xs = [
        data.draw(tensors(shape=base[:axis] + (w,) + base[axis + 1:], dtype=dtype))
        for w in widths
    ]
    check("concatenate", xs, {"axis": axis}, [np.concatenate(xs, axis=axis)])


@SETTINGS
@given(st.data())
def test_transpose_matches_np_transpose(data):
    """transpose vs np.transpose; axes=() reverses the dims."""
    x = data.draw(tensors())
    n = x.ndim
    perm = data.draw(st.one_of(st.just(()), st.permutations(range(n)).map(tuple)))
    axes = tuple(axis_form(data.draw, p, n) for p in perm)
    check("transpose", [x], {"axes": axes}, [np.transpose(x, perm or None)])


# --------------------------------------------------------------------------- selecting ops


STRIDES = (-7, -2, -1, 1, 2, 3, 100)


@st.composite
def slice_entry(draw, n: int, has_begin: bool, has_end: bool, has_stride: bool):
    """(begin, end, stride) of one dim that selects at least one element.

    The first element read and the stop are drawn, then written in any form that normalises
    to them: a negative alias, or an out-of-range value that clamps.  Omitted entries take
    their defaults (begin 0, end n, stride 1), so a negative stride needs an explicit end.
    """
    stride = draw(st.sampled_from([s for s in STRIDES if has_end or s > 0])) if has_stride else 1
    first = draw(st.integers(0, n - 1)) if has_begin else 0
    if stride > 0:
        stop = draw(st.integers(first + 1, n)) if has_end else n
        begins = [first, first - n] + ([-n - 3, INT32_MIN] if first == 0 else [])
        ends = [stop, stop - n] if stop < n else [n, n + 3, INT32_MAX]
    else:
        stop = draw(st.integers(-1, first - 1))
        begins = [first, first - n] + ([n + 3, INT32_MAX] if first == n - 1 else [])
        # -1 itself would mean n - 1: "through index 0" is written below -n.
        ends = [stop, stop - n] if stop >= 0 else [-n - 1, -n - 5, INT32_MIN]
    return draw(st.sampled_from(begins)), draw(st.sampled_from(ends)), stride


@st.composite
def slice_attrs(draw, shape):
    """Mostly non-empty slices; one draw in four takes raw values that are often empty."""
    n = len(shape)
    lb, le, ls = (draw(st.integers(0, n)) for _ in range(3))
    if draw(st.integers(0, 3)) == 0:
        begin = [draw(st.integers(-2 * d - 2, 2 * d + 2)) for d in shape[:lb]]
        end = [draw(st.integers(-2 * d - 2, 2 * d + 2)) for d in shape[:le]]
        strides = [draw(st.sampled_from(STRIDES)) for _ in range(ls)]
        return {"begin": begin, "end": end, "strides": strides}
    entries = [draw(slice_entry(d, i < lb, i < le, i < ls)) for i, d in enumerate(shape)]
    return {
        "begin": [b for b, _, _ in entries[:lb]],
        "end": [e for _, e, _ in entries[:le]],
        "strides": [s for _, _, s in entries[:ls]],
    }


@SETTINGS
@given(st.data())
def test_slice_matches_python_slicing(data):
    """slice / strided_slice vs x[b:e:s] on the raw attributes: Python normalises and clamps
    exactly as SEMANTICS.md does.  Missing entries are begin 0, end n, stride 1 (also for a
    negative stride); an empty result is a logic error.
    """
    name = data.draw(st.sampled_from(["slice", "strided_slice"]))
    x = data.draw(tensors())
    attrs = data.draw(slice_attrs(x.shape))
    begin, end, strides = attrs["begin"], attrs["end"], attrs["strides"]
    window = tuple(
        slice(
            begin[i] if i < len(begin) else 0,
            end[i] if i < len(end) else d,
            strides[i] if i < len(strides) else 1,
        )
        for i, d in enumerate(x.shape)
    )
    expected = x[window].copy()
    if expected.size == 0:
        check_rejected(name, [x], attrs)
    else:
        check(name, [x], attrs, [expected])


@SETTINGS
@given(st.data())
def test_slice_like_matches_leading_slices(data):
    """slice_like vs x[:m0, :m1, ...] on the sliced axes; shape_like's other dims are ignored."""
    x = data.draw(tensors())
    n = x.ndim
    if data.draw(st.booleans()):
        like_shape = tuple(data.draw(st.integers(1, d)) for d in x.shape)
        sliced, axes = list(range(n)), ()
    else:
        m = data.draw(st.integers(1, 6))
        sliced = data.draw(st.lists(st.integers(0, min(m, n) - 1), min_size=1, unique=True))
        like_shape = tuple(
            data.draw(st.integers(1, x.shape[j])) if j in sliced else data.draw(st.integers(1, 4))
            for j in range(m)
        )
        axes = tuple(axis_form(data.draw, j, n) for j in sliced)
    like = np.zeros(like_shape, dtype=x.dtype)
    window = tuple(slice(0, like_shape[j]) if j in sliced else slice(None) for j in range(n))
    check("slice_like", [x, like], {"axes": axes}, [x[window].copy()])


@SETTINGS
@given(st.data())
def test_take_matches_np_take_clip(data):
    """take vs np.take(mode="clip"): out-of-range indices clip to [0, n-1]."""
    x = data.draw(tensors(max_size=48))
    if data.draw(st.booleans()):
        axis, real, n, max_rank = None, None, x.size, 6
    else:
        real = data.draw(st.integers(0, x.ndim - 1))
        axis, n, max_rank = axis_form(data.draw, real, x.ndim), x.shape[real], 7 - x.ndim
    indices = data.draw(index_tensors(n, max_rank))
    expected = np.take(x, indices, axis=real, mode="clip")
    check("take", [x, indices], {} if axis is None else {"axis": axis}, [expected])


@SETTINGS
@given(st.data())
def test_cvm_lut_matches_np_take_clip(data):
    """cvm_lut(indices, table) vs np.take(table, indices, mode="clip") on the flattened table."""
    table = data.draw(tensors(dtype=np.int32, max_size=48))
    indices = data.draw(index_tensors(table.size, 6))
    check("cvm_lut", [indices, table], {}, [np.take(table, indices, mode="clip")])


# --------------------------------------------------------------------------- splitting ops


@st.composite
def split_inputs(draw):
    """An input with a split axis of length 1..8, the axis index and the axis as written."""
    rank = draw(st.integers(1, 6))
    axis = draw(st.integers(0, rank - 1))
    n = draw(st.integers(1, 8))
    others = draw(shapes(min_rank=rank - 1, max_rank=rank - 1, max_size=96 // n))
    x = draw(tensors(shape=others[:axis] + (n,) + others[axis:]))
    return x, axis, axis_form(draw, axis, rank)


def np_split_at(x: np.ndarray, lengths: list[int], axis: int) -> list[np.ndarray]:
    return [p.copy() for p in np.split(x, np.cumsum(lengths)[:-1], axis=axis)]


@SETTINGS
@given(st.data())
def test_split_matches_np_split(data):
    """split vs np.split: num_splits equal chunks, size_split chunks at multiples of the size,
    sections_split at cumulative offsets; priority num_splits > size_split > sections_split."""
    x, axis, written = data.draw(split_inputs())
    n = x.shape[axis]
    present = data.draw(st.lists(st.sampled_from(["num", "size", "sections"]), min_size=1, unique=True))
    attrs = {"axis": written}
    if "num" in present:
        attrs["num_splits"] = data.draw(st.sampled_from([k for k in range(1, n + 1) if n % k == 0]))
    if "size" in present:
        attrs["size_split"] = data.draw(st.integers(1, n + 2))
    if "sections" in present:
        attrs["sections_split"] = data.draw(compositions(n))
    if "num_splits" in attrs:
        expected = [p.copy() for p in np.split(x, attrs["num_splits"], axis=axis)]
    elif "size_split" in attrs:
        size = attrs["size_split"]
        expected = [p.copy() for p in np.split(x, list(range(size, n, size)), axis=axis)]
    else:
        expected = np_split_at(x, attrs["sections_split"], axis)
    check("split", [x], attrs, expected)


@SETTINGS
@given(st.data())
def test_variadic_split_matches_np_split_at_offsets(data):
    """variadic_split vs np.split at the cumulative offsets; one entry may be -1 (the rest)."""
    x, axis, written = data.draw(split_inputs())
    lengths = data.draw(compositions(x.shape[axis]))
    written_lengths = list(lengths)
    if data.draw(st.booleans()):
        written_lengths[data.draw(st.integers(0, len(lengths) - 1))] = -1
    expected = np_split_at(x, lengths, axis)
    check("variadic_split", [x], {"axis": written, "split_lengths": written_lengths}, expected)


# --------------------------------------------------------------------------- broadcast


def fits(shape, limit: int = 400) -> bool:
    return math.prod(shape) <= limit


@SETTINGS
@given(st.data())
def test_broadcast_numpy_mode_matches_np_broadcast_to(data):
    """broadcast(mode="numpy") vs np.broadcast_to: one-directional, aligned from the right."""
    x = data.draw(tensors(max_rank=4, max_dim=3, max_size=36))
    n = x.ndim
    k = data.draw(st.integers(n, 6))
    lead = [data.draw(st.integers(1, 2)) for _ in range(k - n)]
    aligned = [d if d != 1 else data.draw(st.integers(1, 3)) for d in x.shape]
    target = tuple(lead + aligned)
    if not fits(target):
        target = tuple([1] * (k - n)) + x.shape
    attrs = {"target_shape": target} if data.draw(st.booleans()) else {"target_shape": target, "mode": "numpy"}
    check("broadcast", [x], attrs, [np.broadcast_to(x, target).copy()])


@SETTINGS
@given(st.data())
def test_broadcast_explicit_mode_matches_np_broadcast_to(data):
    """broadcast(mode="explicit") vs np.broadcast_to of x reshaped with 1s off axes_mapping."""
    x = data.draw(tensors(max_rank=4, max_dim=3, max_size=36))
    n = x.ndim
    k = data.draw(st.integers(n, 6))
    mapping = sorted(data.draw(st.permutations(range(k)))[:n])
    target = [data.draw(st.integers(1, 2)) for _ in range(k)]
    for j, p in enumerate(mapping):
        target[p] = x.shape[j] if x.shape[j] != 1 else data.draw(st.integers(1, 3))
    if not fits(target):
        target = [1] * k
        for j, p in enumerate(mapping):
            target[p] = x.shape[j]
    placed = [1] * k
    for j, p in enumerate(mapping):
        placed[p] = x.shape[j]
    expected = np.broadcast_to(x.reshape(placed), target).copy()
    attrs = {"target_shape": tuple(target), "axes_mapping": tuple(mapping), "mode": "explicit"}
    check("broadcast", [x], attrs, [expected])


@SETTINGS
@given(st.data())
def test_broadcast_bidirectional_matches_np_broadcast_shapes(data):
    """broadcast(mode="bidirectional") vs np.broadcast_to(x, np.broadcast_shapes(x.shape, target))."""
    out = data.draw(shapes(max_dim=3, max_size=120))
    rank = len(out)
    n, k = data.draw(st.integers(1, rank)), data.draw(st.integers(1, rank))
    x_shape, target = list(out[rank - n:]), list(out[rank - k:])
    for j in range(min(n, k)):
        who = data.draw(st.sampled_from(["both", "x", "target"]))
        if who == "x":
            x_shape[n - 1 - j] = 1
        elif who == "target":
            target[k - 1 - j] = 1
    x = data.draw(tensors(shape=tuple(x_shape)))
    expected = np.broadcast_to(x, np.broadcast_shapes(x.shape, tuple(target))).copy()
    check("broadcast", [x], {"target_shape": tuple(target), "mode": "bidirectional"}, [expected])


# --------------------------------------------------------------------------- preconditions


def zeros(*shape, dtype=np.int32) -> np.ndarray:
    return np.zeros(shape, dtype=dtype)


def huge(*shape, dtype=np.int8) -> np.ndarray:
    """A large-shaped input that costs one element of memory."""
    return np.broadcast_to(np.zeros(1, dtype=dtype), shape)


RANK7 = (1,) * 7

INVALID = {
    # slice: stride 0, empty results (also after clamping)
    "slice-stride-0": ("slice", [zeros(4)], dict(begin=[0], end=[4], strides=[0])),
    "strided_slice-stride-0": ("strided_slice", [zeros(4, 4)], dict(begin=[0, 0], end=[4, 4], strides=[1, 0])),
    "slice-begin-after-end": ("slice", [zeros(4)], dict(begin=[3], end=[1])),
    "slice-negative-stride-begin-before-end": ("slice", [zeros(4)], dict(begin=[1], end=[3], strides=[-1])),
    "slice-clamped-to-empty": ("slice", [zeros(4)], dict(begin=[-10], end=[-9])),
    "slice-missing-end-negative-stride": ("slice", [zeros(4, 3)], dict(begin=[3], end=[], strides=[-1])),
    # split
    "split-num-not-dividing": ("split", [zeros(5, 2)], dict(axis=0, num_splits=2)),
    "split-num-0": ("split", [zeros(4)], dict(axis=0, num_splits=0)),
    "split-size-0": ("split", [zeros(4)], dict(axis=0, size_split=0)),
    "split-no-rule": ("split", [zeros(4)], dict(axis=0)),
    "split-section-0": ("split", [zeros(5)], dict(axis=0, sections_split=[2, 0, 3])),
    "split-sections-sum-short": ("split", [zeros(5)], dict(axis=0, sections_split=[2, 2])),
    "split-sections-sum-over": ("split", [zeros(5)], dict(axis=0, sections_split=[2, 4])),
    "split-axis-too-high": ("split", [zeros(2, 4)], dict(axis=2, num_splits=1)),
    "split-axis-too-low": ("split", [zeros(2, 4)], dict(axis=-3, num_splits=1)),
    # variadic_split
    "variadic_split-two-minus-1": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[-1, -1, 2])),
    "variadic_split-entry-0": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[2, 0, 4])),
    "variadic_split-sum-short": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[1, 2])),
    "variadic_split-sum-over": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[4, 4])),
    "variadic_split-remainder-0": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[-1, 6])),
    "variadic_split-remainder-negative": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[-1, 7])),
    "variadic_split-entry-below-minus-1": ("variadic_split", [zeros(6, 2)], dict(axis=0, split_lengths=[-2, 8])),
    "variadic_split-axis-out-of-range": ("variadic_split", [zeros(6, 2)], dict(axis=2, split_lengths=[1, 1])),
    # broadcast
    "broadcast-numpy-incompatible-dim": ("broadcast", [zeros(3)], dict(target_shape=[1, 4])),
    "broadcast-numpy-is-one-directional": ("broadcast", [zeros(3)], dict(target_shape=[2, 1], mode="numpy")),
    "broadcast-numpy-target-rank-lower": ("broadcast", [zeros(2, 3)], dict(target_shape=[3])),
    "broadcast-explicit-decreasing": (
        "broadcast", [zeros(2, 2)], dict(target_shape=[2, 2, 2], axes_mapping=[1, 0], mode="explicit")),
    "broadcast-explicit-repeated": (
        "broadcast", [zeros(2, 2)], dict(target_shape=[2, 2, 2], axes_mapping=[1, 1], mode="explicit")),
    "broadcast-explicit-too-short": (
        "broadcast", [zeros(2, 3)], dict(target_shape=[2, 3, 4], axes_mapping=[0], mode="explicit")),
    "broadcast-explicit-too-long": (
        "broadcast", [zeros(3)], dict(target_shape=[2, 3, 4], axes_mapping=[1, 2], mode="explicit")),
    "broadcast-explicit-out-of-range": (
        "broadcast", [zeros(2, 3)], dict(target_shape=[2, 3], axes_mapping=[0, 2], mode="explicit")),
    "broadcast-explicit-dim-mismatch": (
        "broadcast", [zeros(3)], dict(target_shape=[2, 4], axes_mapping=[1], mode="explicit")),
    "broadcast-explicit-no-mapping": ("broadcast", [zeros(3)], dict(target_shape=[3], mode="explicit")),
    "broadcast-bidirectional-incompatible": ("broadcast", [zeros(3)], dict(target_shape=[4], mode="bidirectional")),
    "broadcast-unknown-mode": ("broadcast", [zeros(3)], dict(target_shape=[3], mode="pdpd")),
    "broadcast-target-dim-0": ("broadcast", [zeros(1)], dict(target_shape=[0])),
    "broadcast-target-rank-7": ("broadcast", [zeros(1)], dict(target_shape=list(RANK7))),
    "broadcast-output-dim-over-2^24": ("broadcast", [zeros(1, dtype=np.int8)], dict(target_shape=[2**24 + 1])),
    "broadcast-output-size-over-2^30": (
        "broadcast", [zeros(1, dtype=np.int8)], dict(target_shape=[2**15, 2**15 + 1])),
    # transpose
    "transpose-repeated-axis": ("transpose", [zeros(2, 3)], dict(axes=[0, 0])),
    "transpose-aliased-axis": ("transpose", [zeros(2, 3)], dict(axes=[1, -1])),
    "transpose-too-short": ("transpose", [zeros(2, 3)], dict(axes=[0])),
    "transpose-axis-out-of-range": ("transpose", [zeros(2, 3)], dict(axes=[0, 2])),
    # squeeze
    "squeeze-dim-not-1": ("squeeze", [zeros(1, 3)], dict(axes=[1])),
    "squeeze-negative-dim-not-1": ("squeeze", [zeros(1, 3)], dict(axes=[-1])),
    "squeeze-axis-too-high": ("squeeze", [zeros(1, 1)], dict(axes=[2])),
    "squeeze-axis-too-low": ("squeeze", [zeros(1, 1)], dict(axes=[-3])),
    # reshape
    "reshape-product-mismatch": ("reshape", [zeros(2, 3)], dict(target_shape=[4, 2])),
    "reshape-two-minus-1": ("reshape", [zeros(2, 3)], dict(target_shape=[-1, -1])),
    "reshape-minus-1-not-dividing": ("reshape", [zeros(2, 3)], dict(target_shape=[4, -1])),
    "reshape-0-beyond-rank": ("reshape", [zeros(6)], dict(target_shape=[6, 0])),
    "reshape-empty-target": ("reshape", [zeros(1)], dict(target_shape=[])),
    "reshape-rank-7": ("reshape", [zeros(1)], dict(target_shape=list(RANK7))),
    # expand_dims
    "expand_dims-axis-too-high": ("expand_dims", [zeros(2, 3)], dict(axis=3)),
    "expand_dims-axis-too-low": ("expand_dims", [zeros(2, 3)], dict(axis=-4)),
    "expand_dims-rank-7": ("expand_dims", [zeros(*(1,) * 6)], dict(axis=0)),
    "expand_dims-many-newaxis-rank-7": ("expand_dims", [zeros(2, 3, 4, 5)], dict(axis=1, num_newaxis=3)),
    # concatenate
    "concatenate-mismatched-dims": ("concatenate", [zeros(2, 3), zeros(3, 3)], dict(axis=1)),
    "concatenate-mismatched-ranks": ("concatenate", [zeros(2, 3), zeros(2, 3, 1)], dict(axis=0)),
    "concatenate-axis-out-of-range": ("concatenate", [zeros(2, 3), zeros(2, 3)], dict(axis=2)),
    "concatenate-no-inputs": ("concatenate", [], dict(axis=0)),
    "concatenate-output-dim-over-2^24": ("concatenate", [huge(2**23 + 1), huge(2**23 + 1)], dict(axis=0)),
    # repeat
    "repeat-repeats-0": ("repeat", [zeros(2, 3)], dict(repeats=0, axis=0)),
    "repeat-repeats-negative": ("repeat", [zeros(2, 3)], dict(repeats=-1, axis=0)),
    "repeat-repeats-over-4096": ("repeat", [zeros(2, 3)], dict(repeats=4097, axis=0)),
    "repeat-axis-out-of-range": ("repeat", [zeros(2, 3)], dict(repeats=2, axis=2)),
    "repeat-output-dim-over-2^24": ("repeat", [huge(2**24)], dict(repeats=2, axis=0)),
    # tile
    "tile-rep-0": ("tile", [zeros(2, 3)], dict(reps=[1, 0])),
    "tile-rep-negative": ("tile", [zeros(2, 3)], dict(reps=[-1])),
    "tile-rep-over-4096": ("tile", [zeros(2, 3)], dict(reps=[4097])),
    "tile-output-rank-7": ("tile", [zeros(2)], dict(reps=list(RANK7))),
    "tile-output-dim-over-2^24": ("tile", [huge(2**23)], dict(reps=[3])),
    # take, cvm_lut
    "take-axis-out-of-range": ("take", [zeros(2, 3), zeros(2)], dict(axis=2)),
    "take-output-rank-7": ("take", [zeros(2, 2, 2, 2), zeros(1, 1, 1, 1)], dict(axis=0)),
    "take-float-indices": ("take", [zeros(2, 3), zeros(2, dtype=np.float32)], {}),
    "cvm_lut-float-indices": ("cvm_lut", [zeros(2, dtype=np.float32), zeros(4)], {}),
    # slice_like
    "slice_like-like-dim-larger": ("slice_like", [zeros(2, 3), zeros(2, 4)], {}),
    "slice_like-axis-beyond-shape_like": ("slice_like", [zeros(2, 3), zeros(2)], dict(axes=[1])),
    "slice_like-axis-beyond-input": ("slice_like", [zeros(2, 3), zeros(2, 3, 4)], dict(axes=[2])),
    # flatten
    "flatten-output-dim-over-2^24": ("flatten", [huge(2, 4096, 4097)], {}),
}

BAD_INPUTS = {
    "rank-7": zeros(*RANK7),
    "rank-0": np.array(3, dtype=np.int32),
    "zero-sized": zeros(0, 3),
    "dim-over-2^24": huge(2**24 + 1, dtype=np.int32),
}

# One valid attribute set per op, so that only the input breaks a rule.
PLAIN_ATTRS = {
    "flatten": {},
    "transpose": {},
    "squeeze": {},
    "reshape": {"target_shape": [-1]},
    "expand_dims": {"axis": 0, "num_newaxis": 0},
    "repeat": {"repeats": 1, "axis": 0},
    "tile": {"reps": [1]},
    "slice": {"begin": [0], "end": [1]},
    "split": {"axis": 0, "size_split": 4096},
    "variadic_split": {"axis": 0, "split_lengths": [-1]},
    "broadcast": {"target_shape": [1], "mode": "bidirectional"},
}


@pytest.mark.parametrize("case", sorted(INVALID))
def test_precondition_violation_is_a_logic_error(case):
    name, inputs, attrs = INVALID[case]
    check_rejected(name, inputs, attrs)


@pytest.mark.parametrize("op", sorted(PLAIN_ATTRS))
@pytest.mark.parametrize("bad", sorted(BAD_INPUTS))
def test_input_outside_runtime_limits_is_a_logic_error(op, bad):
    check_rejected(op, [BAD_INPUTS[bad]], PLAIN_ATTRS[op])


@pytest.mark.parametrize("bad", sorted(BAD_INPUTS))
def test_second_input_outside_runtime_limits_is_a_logic_error(bad):
    for name, inputs in [
        ("concatenate", [zeros(1), BAD_INPUTS[bad]]),
        ("take", [zeros(2), BAD_INPUTS[bad]]),
        ("slice_like", [zeros(1), BAD_INPUTS[bad]]),
    ]:
        attrs = {"axis": 0} if name == "concatenate" else {}
        check_rejected(name, inputs, attrs)


def test_logic_error_is_a_value_error():
    assert issubclass(cvmverify.LogicError, ValueError)
