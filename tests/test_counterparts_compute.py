"""Compute operators against NumPy counterparts and direct loops, on random valid instances.

Each test is run twice: against ``cvmverify.core.evaluate`` and against the independent kernels of
``kernels/numpy_compute.py``. Expected values are computed exactly (int64 or Python ints); an
instance whose exact result leaves int32 must be rejected with a logic error instead.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from kernels.harness import (
    EVALUATOR, IMPLS, KERNEL, assert_int32_outputs, assert_outputs, fits_int32, run_unchanged,
)
from kernels.numpy_compute import INT32_MAX, INT32_MIN

SETTINGS = settings(max_examples=40, deadline=None)

# Integer dtypes a value op accepts (when the values fit); int32 first so failures shrink to it.
VALUE_DTYPES = [np.int32, np.int64, np.int8, np.int16, np.uint8, np.uint16, np.uint32]
# Data-movement ops accept anything and must preserve it.
ANY_DTYPES = [np.int32, np.int8, np.int64, np.uint16, np.float32, np.float64, np.bool_]


# --------------------------------------------------------------------------- strategies


def ints(low: int = INT32_MIN, high: int = INT32_MAX) -> st.SearchStrategy[int]:
    """Integers in [low, high], with the boundary values drawn often."""
    specials = {0, 1, -1, 2, -2, low, low + 1, high - 1, high, INT32_MIN, INT32_MAX}
    return st.one_of(st.sampled_from(sorted(v for v in specials if low <= v <= high)), st.integers(low, high))


@st.composite
def shapes(draw, min_rank: int = 1, max_rank: int = 6, max_side: int = 4, max_size: int = 192):
    """Small shapes of every allowed rank; the size budget keeps high ranks mostly 1s and 2s."""
    dims, budget = [], max_size
    for _ in range(draw(st.integers(min_rank, max_rank))):
        side = draw(st.integers(1, min(max_side, budget)))
        dims.append(side)
        budget //= side
    return tuple(dims)


@st.composite
def int_arrays(draw, shape, low: int = INT32_MIN, high: int = INT32_MAX) -> np.ndarray:
    """Values in [low, high] stored in any integer dtype that holds them."""
    values = draw(hnp.arrays(np.int64, shape, elements=ints(low, high)))
    fitting = [d for d in VALUE_DTYPES if np.iinfo(d).min <= values.min() and values.max() <= np.iinfo(d).max]
    return values.astype(draw(st.sampled_from(fitting)))


def magnitudes() -> st.SearchStrategy[int]:
    """A bound on the values: small ones keep results in range, full int32 probes overflow."""
    return st.sampled_from([INT32_MAX, 127, 2**15, 2**20])


@st.composite
def symmetric_arrays(draw, shape) -> np.ndarray:
    bound = draw(magnitudes())
    return draw(int_arrays(shape, -bound - (bound == INT32_MAX), bound))


@st.composite
def broadcastable_shapes(draw) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two shapes that broadcast from the right, with ranks and 1-dims drawn independently."""
    full = draw(shapes(max_size=128))

    def operand() -> tuple[int, ...]:
        rank = draw(st.integers(1, len(full)))
        return tuple(1 if draw(st.booleans()) else d for d in full[len(full) - rank :])

    return operand(), operand()


def wide(x: np.ndarray) -> np.ndarray:
    return x.astype(np.int64)


# --------------------------------------------------------------------------- reduce


def reduced_axes(ndim: int, axes, exclude: bool) -> tuple[int, ...]:
    listed = {a % ndim for a in axes}
    if exclude:
        return tuple(a for a in range(ndim) if a not in listed)
    return tuple(sorted(listed)) or tuple(range(ndim))


@st.composite
def reduce_attrs(draw, ndim: int) -> dict:
    """Distinct axes in any order, each possibly negative."""
    chosen = draw(st.lists(st.integers(0, ndim - 1), unique=True, max_size=ndim))
    axes = [a - ndim if draw(st.booleans()) else a for a in chosen]
    return {
        "axes": draw(st.sampled_from([tuple, list]))(axes),
        "keepdims": draw(st.booleans()),
        "exclude": draw(st.booleans()),
    }


@st.composite
def sum_arrays(draw, shape) -> np.ndarray:
    """Mixed signs only with small values; large values share one sign.

    With one sign every partial sum lies between 0 and the total, so the result leaves
    int32 exactly when some order of summation would, and no summation order is implied.
    """
    regime = draw(st.sampled_from(["small", "nonnegative", "nonpositive"]))
    low, high = {"small": (-(2**20), 2**20), "nonnegative": (0, INT32_MAX), "nonpositive": (INT32_MIN, 0)}[regime]
    return draw(int_arrays(shape, low, high))


def np_reduce(func, x: np.ndarray, attrs: dict) -> np.ndarray:
    axes = reduced_axes(x.ndim, attrs["axes"], attrs["exclude"])
    if not axes:
        return wide(x)
    y = func(wide(x), axis=axes, keepdims=attrs["keepdims"])
    return y.reshape(y.shape or (1,))


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(data=st.data())
def test_sum_vs_np_sum(impl, data):
    """sum vs np.sum over the normalised axes (complemented with exclude), exact in int64."""
    x = data.draw(shapes().flatmap(sum_arrays))
    attrs = data.draw(reduce_attrs(x.ndim))
    assert_int32_outputs(impl, "sum", [x], attrs, [np_reduce(np.sum, x, attrs)])


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(data=st.data())
def test_max_vs_np_max(impl, data):
    """max vs np.max over the normalised axes, including all-negative and INT32_MIN data."""
    x = data.draw(shapes().flatmap(int_arrays))
    attrs = data.draw(reduce_attrs(x.ndim))
    assert_int32_outputs(impl, "max", [x], attrs, [np_reduce(np.max, x, attrs)])


# --------------------------------------------------------------------------- broadcast

BROADCAST_UFUNCS = {
    "broadcast_add": np.add,
    "broadcast_sub": np.subtract,
    "broadcast_mul": np.multiply,
    "broadcast_max": np.maximum,
    "broadcast_greater": lambda a, b: np.greater(a, b).astype(np.int64),
}


@st.composite
def broadcast_operands(draw) -> list[np.ndarray]:
    shape_a, shape_b = draw(broadcastable_shapes())
    return [draw(symmetric_arrays(shape_a)), draw(symmetric_arrays(shape_b))]


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.parametrize("op", sorted(BROADCAST_UFUNCS))
@SETTINGS
@given(data=st.data())
def test_broadcast_vs_numpy_ufunc(impl, op, data):
    """broadcast_{add,sub,mul,max,greater} vs np.add/subtract/multiply/maximum/greater, numpy broadcasting in int64."""
    a, b = data.draw(broadcast_operands())
    assert_int32_outputs(impl, op, [a, b], {}, [BROADCAST_UFUNCS[op](wide(a), wide(b))])


def truncated_quotient(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """np.trunc of the float64 quotient (exact for int32 operands), with x / 0 == 0."""
    a, b = np.broadcast_arrays(wide(a), wide(b))
    with np.errstate(divide="ignore", invalid="ignore"):
        quotient = np.trunc(np.true_divide(a, b))
    return np.where(b == 0, 0, quotient).astype(np.int64)


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(data=st.data())
def test_broadcast_div_vs_np_trunc_true_divide(impl, data):
    """broadcast_div vs np.trunc(np.true_divide(a, b)), zero where b == 0; INT32_MIN / -1 leaves int32."""
    a, b = data.draw(broadcast_operands())
    assert_int32_outputs(impl, "broadcast_div", [a, b], {}, [truncated_quotient(a, b)])


# --------------------------------------------------------------------------- nn


@st.composite
def conv2d_instances(draw) -> tuple[list[np.ndarray], dict]:
    groups = draw(st.integers(1, 3))
    ic, opg = draw(st.integers(1, 3)), draw(st.integers(1, 2))
    kh, kw = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    padding = (draw(st.integers(0, 2)), draw(st.integers(0, 2)))
    stride = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    dilation = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    # Smallest input extent that still gives one output position.
    min_h = max(1, dilation[0] * (kh - 1) + 1 - 2 * padding[0])
    min_w = max(1, dilation[1] * (kw - 1) + 1 - 2 * padding[1])
    h, w = draw(st.integers(min_h, min_h + 3)), draw(st.integers(min_w, min_w + 3))
    x_shape = (draw(st.integers(1, 2)), ic * groups, h, w)
    w_shape = (opg * groups, ic, kh, kw)
    # Values of precision <= 8, as the runtime requires for conv2d operands.
    inputs = [draw(int_arrays(x_shape, -127, 127)), draw(int_arrays(w_shape, -127, 127))]
    if draw(st.booleans()):
        inputs.append(draw(int_arrays((opg * groups,))))
    attrs = {"padding": padding, "stride": stride, "dilation": dilation, "groups": groups}
    return inputs, attrs


def conv2d_loop(x, w, b, padding, stride, dilation, groups) -> np.ndarray:
    """Direct loop over the formula: kernel indices in [0, KH) x [0, KW), pads read 0."""
    batches, _, h, width = x.shape
    oc, ic, kh, kw = w.shape
    (ph, pw), (sh, sw), (dh, dw) = padding, stride, dilation
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (width + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    per_group = oc // groups
    y = np.zeros((batches, oc, oh, ow), dtype=object)
    for n, o, p, q in np.ndindex(*y.shape):
        total = 0 if b is None else int(b[o])
        for i in range(ic):
            channel = (o // per_group) * ic + i
            for ki in range(kh):
                for kj in range(kw):
                    r, s = p * sh - ph + ki * dh, q * sw - pw + kj * dw
                    if 0 <= r < h and 0 <= s < width:
                        total += int(x[n, channel, r, s]) * int(w[o, i, ki, kj])
        y[n, o, p, q] = total
    return y


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(instance=conv2d_instances())
def test_conv2d_vs_direct_loop(impl, instance):
    """conv2d (groups, padding, stride, dilation, optional bias) vs a direct Python loop over the formula."""
    inputs, attrs = instance
    x, w, b = (inputs + [None])[:3]
    assert_int32_outputs(impl, "conv2d", inputs, attrs, [conv2d_loop(x, w, b, **attrs)])


@st.composite
def dense_instances(draw) -> list[np.ndarray]:
    m, k, n = draw(st.integers(1, 4)), draw(st.integers(1, 8)), draw(st.integers(1, 4))
    inputs = [draw(int_arrays((m, k), -127, 127)), draw(int_arrays((n, k), -127, 127))]
    if draw(st.booleans()):
        inputs.append(draw(int_arrays((n,))))
    return inputs


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(inputs=dense_instances())
def test_dense_vs_int64_matmul(impl, inputs):
    """dense vs x @ w.T (+ b) computed with np.matmul in int64."""
    y = np.matmul(wide(inputs[0]), wide(inputs[1]).T)
    if len(inputs) == 3:
        y = y + wide(inputs[2])
    assert_int32_outputs(impl, "dense", inputs, {}, [y])


@st.composite
def max_pool2d_instances(draw) -> tuple[np.ndarray, dict]:
    pool = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    padding = (draw(st.integers(0, pool[0] - 1)), draw(st.integers(0, pool[1] - 1)))
    strides = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    h = draw(st.integers(max(1, pool[0] - 2 * padding[0]), 5))
    w = draw(st.integers(max(1, pool[1] - 2 * padding[1]), 5))
    x = draw(int_arrays((draw(st.integers(1, 2)), draw(st.integers(1, 2)), h, w)))
    square = padding[0] == padding[1] and draw(st.booleans())
    attrs = {
        "pool_size": pool,
        "padding": padding[0] if square else padding,
        "strides": strides,
        "ceil_mode": draw(st.booleans()),
    }
    return x, attrs


def max_pool2d_loop(x, pool_size, padding, strides, ceil_mode) -> np.ndarray | None:
    """Direct loop; pads read INT32_MIN. None when a ceil_mode window starts outside the input."""
    _, _, h, w = x.shape
    (kh, kw), (sh, sw) = pool_size, strides
    ph, pw = (padding, padding) if isinstance(padding, int) else padding

    def count(extent, pad, window, stride):
        span = extent + 2 * pad - window
        return (-(-span // stride) if ceil_mode else span // stride) + 1

    oh, ow = count(h, ph, kh, sh), count(w, pw, kw, sw)
    if (oh - 1) * sh - ph >= h or (ow - 1) * sw - pw >= w:
        return None
    y = np.zeros(x.shape[:2] + (oh, ow), dtype=np.int64)
    for n, c, p, q in np.ndindex(*y.shape):
        y[n, c, p, q] = max(
            int(x[n, c, r, s]) if 0 <= r < h and 0 <= s < w else INT32_MIN
            for r in range(p * sh - ph, p * sh - ph + kh)
            for s in range(q * sw - pw, q * sw - pw + kw)
        )
    return y


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(instance=max_pool2d_instances())
def test_max_pool2d_vs_direct_loop(impl, instance):
    """max_pool2d (int or pair padding, ceil_mode) vs a direct loop over the windows."""
    x, attrs = instance
    expected = max_pool2d_loop(x, **attrs)
    assert_int32_outputs(impl, "max_pool2d", [x], attrs, None if expected is None else [expected])


def arrays_of(dtype, shape) -> st.SearchStrategy[np.ndarray]:
    """Arrays of any dtype; floats stay finite so that equality is meaningful."""
    dtype = np.dtype(dtype)
    elements = st.floats(-1e6, 1e6, width=dtype.itemsize * 8) if dtype.kind == "f" else None
    return hnp.arrays(dtype, shape, elements=elements)


def any_arrays(shape) -> st.SearchStrategy[np.ndarray]:
    return st.sampled_from(ANY_DTYPES).flatmap(lambda dtype: arrays_of(dtype, shape))


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(data=st.data())
def test_upsampling_vs_np_repeat(impl, data):
    """upsampling vs np.repeat along H and W; any dtype is preserved."""
    shape = (*data.draw(shapes(min_rank=2, max_rank=2, max_size=4)), *data.draw(shapes(2, 2, max_size=12)))
    x = data.draw(any_arrays(shape))
    scale = data.draw(st.integers(1, 3))
    expected = np.repeat(np.repeat(x, scale, axis=2), scale, axis=3)
    assert_outputs(run_unchanged(impl, "upsampling", [x], scale=scale), [expected])


# --------------------------------------------------------------------------- elemwise

UNARY_COUNTERPARTS = {
    "relu": lambda x: np.maximum(x, 0),
    "abs": np.abs,
    "negative": np.negative,
}


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.parametrize("op", sorted(UNARY_COUNTERPARTS))
@SETTINGS
@given(x=shapes().flatmap(int_arrays))
def test_unary_vs_numpy(impl, op, x):
    """relu vs np.maximum(x, 0), abs vs np.abs, negative vs np.negative (INT32_MIN leaves int32)."""
    assert_int32_outputs(impl, op, [x], {}, [UNARY_COUNTERPARTS[op](wide(x))])


def bit_lengths(x: np.ndarray) -> np.ndarray:
    """Python's int.bit_length of abs(x), at least 1."""
    return np.vectorize(lambda v: max(1, abs(int(v)).bit_length()), otypes=[np.int64])(x)


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(x=shapes().flatmap(int_arrays))
def test_cvm_precision_vs_int_bit_length(impl, x):
    """cvm_precision vs max(1, abs(v).bit_length()) per element."""
    assert_int32_outputs(impl, "cvm_precision", [x], {}, [bit_lengths(x)])


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.parametrize("op, ufunc", [("elemwise_add", np.add), ("elemwise_sub", np.subtract)])
@SETTINGS
@given(data=st.data())
def test_elemwise_vs_numpy(impl, op, ufunc, data):
    """elemwise_add vs np.add, elemwise_sub vs np.subtract, same shapes, exact in int64."""
    shape = data.draw(shapes())
    a, b = data.draw(symmetric_arrays(shape)), data.draw(symmetric_arrays(shape))
    assert_int32_outputs(impl, op, [a, b], {}, [ufunc(wide(a), wide(b))])


@st.composite
def clip_bounds(draw) -> tuple[int, int]:
    """a_min < a_max, both in [-(2**31 - 1), 2**31 - 1]."""
    a_min = draw(ints(-INT32_MAX, INT32_MAX - 1))
    return a_min, draw(ints(a_min + 1, INT32_MAX))


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(x=shapes().flatmap(int_arrays), bounds=clip_bounds())
def test_clip_vs_np_clip(impl, x, bounds):
    """clip vs np.clip(x, a_min, a_max)."""
    a_min, a_max = bounds
    assert_int32_outputs(impl, "clip", [x], {"a_min": a_min, "a_max": a_max}, [np.clip(wide(x), a_min, a_max)])


def precisions() -> st.SearchStrategy[int]:
    return st.one_of(st.sampled_from([1, 2, 31, 32]), st.integers(1, 32))


def precision_bound(precision: int) -> int:
    return 2 ** (precision - 1) - 1


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(x=shapes().flatmap(int_arrays), precision=precisions())
def test_cvm_clip_vs_np_clip(impl, x, precision):
    """cvm_clip vs np.clip(x, -(2**(p-1) - 1), 2**(p-1) - 1)."""
    bound = precision_bound(precision)
    assert_int32_outputs(impl, "cvm_clip", [x], {"precision": precision}, [np.clip(wide(x), -bound, bound)])


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(x=shapes().flatmap(int_arrays), precision=precisions(), shift_bit=precisions())
def test_cvm_right_shift_vs_np_right_shift(impl, x, precision, shift_bit):
    """cvm_right_shift vs np.clip(((x >> (s-1)) + 1) >> 1) with arithmetic np.right_shift.

    The inner sum is an intermediate of the formula: it leaves int32 (a logic error) only
    for INT32_MAX with shift_bit 1.
    """
    inner = np.right_shift(wide(x), shift_bit - 1) + 1
    bound = precision_bound(precision)
    expected = [np.clip(np.right_shift(inner, 1), -bound, bound)] if fits_int32(inner) else None
    attrs = {"precision": precision, "shift_bit": shift_bit}
    assert_int32_outputs(impl, "cvm_right_shift", [x], attrs, expected)


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(data=st.data(), precision=precisions(), shift_bit=precisions())
def test_cvm_left_shift_vs_np_left_shift(impl, data, precision, shift_bit):
    """cvm_left_shift vs np.clip(np.left_shift(x, s)); x * 2**s leaving int32 is a logic error."""
    # Mostly values that survive the shift, so that the clip is exercised too.
    limit = INT32_MAX >> shift_bit
    low, high = data.draw(st.sampled_from([(-limit - 1, limit), (INT32_MIN, INT32_MAX)]))
    x = data.draw(shapes().flatmap(lambda shape: int_arrays(shape, low, high)))
    shifted = np.left_shift(wide(x), shift_bit)  # exact: |x| * 2**32 <= 2**63, only -2**63 is that large
    bound = precision_bound(precision)
    expected = [np.clip(shifted, -bound, bound)] if fits_int32(shifted) else None
    attrs = {"precision": precision, "shift_bit": shift_bit}
    assert_int32_outputs(impl, "cvm_left_shift", [x], attrs, expected)


# --------------------------------------------------------------------------- where


@st.composite
def where_instances(draw) -> list[np.ndarray]:
    shape = draw(shapes())
    cond_shape = shape if draw(st.booleans()) else shape[:1]
    cond = draw(st.one_of(int_arrays(cond_shape, -2, 2), int_arrays(cond_shape)))
    x = draw(any_arrays(shape))
    return [cond, x, draw(arrays_of(x.dtype, shape))]


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(inputs=where_instances())
def test_where_vs_np_where(impl, inputs):
    """where vs np.where(cond != 0, x, y), a 1-D cond reshaped to select along axis 0; dtype preserved."""
    cond, x, y = inputs
    selector = (cond != 0).reshape(cond.shape + (1,) * (x.ndim - cond.ndim))
    assert_outputs(run_unchanged(impl, "where", inputs), [np.where(selector, x, y)])


# --------------------------------------------------------------------------- vision


@st.composite
def get_valid_count_instances(draw) -> tuple[np.ndarray, int]:
    shape = (draw(st.integers(1, 3)), draw(st.integers(1, 6)), draw(st.sampled_from([2, 3, 6, 32])))
    threshold = draw(st.one_of(st.integers(0, 5), st.sampled_from([0, 4096])))
    x = draw(int_arrays(shape)).astype(np.int64)
    near = st.integers(threshold - 2, threshold + 2)  # scores on both sides of the threshold and equal to it
    x[:, :, 1] = draw(hnp.arrays(np.int64, shape[:2], elements=st.one_of(ints(), near)))
    return x.astype(np.int32), threshold


def get_valid_count_loop(x: np.ndarray, threshold: int) -> list[np.ndarray]:
    """Direct loop: count rows with score > threshold and copy them forward in order."""
    counts = np.zeros(x.shape[0], dtype=np.int64)
    y = np.full(x.shape, -1, dtype=np.int64)
    for b in range(x.shape[0]):
        for n in range(x.shape[1]):
            if x[b, n, 1] > threshold:
                y[b, counts[b]] = x[b, n]
                counts[b] += 1
    return [counts, y]


@pytest.mark.parametrize("impl", IMPLS)
@SETTINGS
@given(instance=get_valid_count_instances())
def test_get_valid_count_vs_direct_loop(impl, instance):
    """get_valid_count vs a direct loop that compacts the rows scoring above the threshold."""
    x, threshold = instance
    expected = get_valid_count_loop(x, threshold)
    assert_int32_outputs(impl, "get_valid_count", [x], {"score_threshold": threshold}, expected)


@st.composite
def nms_instances(draw) -> tuple[list[np.ndarray], dict]:
    batches, rows = draw(st.integers(1, 3)), draw(st.integers(1, 6))
    ids = st.sampled_from([-1, 0, 0, 1, 2, INT32_MIN, INT32_MAX])
    scores = st.one_of(st.integers(-2, 3), st.sampled_from([INT32_MIN, INT32_MAX]))
    coords = st.integers(-2, 12)  # small boxes: areas, overlaps and overlap*100 stay far inside int32
    x = np.array(
        [[[draw(ids), draw(scores)] + [draw(coords) for _ in range(4)] for _ in range(rows)] for _ in range(batches)],
        dtype=np.int32,
    )
    valid_count = np.array([draw(st.one_of(st.integers(-1, rows + 1), st.sampled_from([INT32_MIN, INT32_MAX])))
                            for _ in range(batches)], dtype=np.int32)
    attrs = {
        "iou_threshold": draw(st.one_of(st.integers(1, 101), st.just(4096))),
        "max_output_size": draw(st.integers(-2, rows + 1)),
        "force_suppress": draw(st.booleans()),
        "top_k": draw(st.integers(-2, rows + 1)),
    }
    return [x, valid_count], attrs


@SETTINGS
@given(instance=nms_instances())
def test_non_max_suppression_vs_numpy_reference(instance):
    """non_max_suppression vs the independent NumPy reference (stable score sort, exact integer iou)."""
    inputs, attrs = instance
    expected = KERNEL.run("non_max_suppression", inputs, **attrs)
    assert_outputs(run_unchanged(EVALUATOR, "non_max_suppression", inputs, **attrs), expected)
