"""Independent NumPy reference kernels for the compute operators.

Every kernel has the signature ``kernel(inputs, **attrs) -> list[np.ndarray]`` and
follows the operator semantics of the CVM runtime: exact integer arithmetic on int32
values, results returned as int32 (data-movement inputs keep their dtype). A kernel
validates every precondition of its operator and rejects an invalid instance with a
``ValueError`` whose message starts with the operator name.

Arithmetic is done in int64, which is exact here: every product of two int32 values
fits, and every reduction has at most 2**30 terms bounded by 2**31 in magnitude.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from typing import NoReturn

import numpy as np

INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1
MAX_RANK = 6
MAX_DIM = 2**24
MAX_SIZE = 2**30
ATTR_MAX = 4096

Kernel = Callable[..., list[np.ndarray]]


# --------------------------------------------------------------------------- checks


def _fail(op: str, message: str) -> NoReturn:
    raise ValueError(f"{op}: {message}")


def _require(condition: bool, op: str, message: str) -> None:
    if not condition:
        _fail(op, message)


def _check_shape(op: str, shape: Sequence[int], what: str) -> None:
    """Runtime limits that hold for every tensor, inputs and outputs alike."""
    _require(1 <= len(shape) <= MAX_RANK, op, f"{what} has rank {len(shape)}, expected 1..{MAX_RANK}")
    for dim in shape:
        _require(1 <= dim <= MAX_DIM, op, f"{what} has dim {dim} outside [1, 2**24] in shape {tuple(shape)}")
    _require(int(np.prod(shape, dtype=object)) <= MAX_SIZE, op, f"{what} has more than 2**30 elements")


def _tensor(op: str, value: object, what: str) -> np.ndarray:
    _require(isinstance(value, np.ndarray), op, f"{what} must be a NumPy array, got {type(value).__name__}")
    _check_shape(op, value.shape, what)
    return value


def _values(op: str, value: object, what: str) -> np.ndarray:
    """An integer tensor whose values lie in int32, widened to int64 for exact arithmetic."""
    arr = _tensor(op, value, what)
    _require(arr.dtype.kind in "iu", op, f"{what} must have an integer dtype, got {arr.dtype}")
    # Compare as Python ints: casting uint64 to int64 first could wrap.
    low, high = int(arr.min()), int(arr.max())
    _require(INT32_MIN <= low and high <= INT32_MAX, op, f"{what} holds values outside int32")
    return arr.astype(np.int64)


def _result(op: str, values: np.ndarray) -> np.ndarray:
    """Narrow an exact int64 result to int32, rejecting any value that does not fit."""
    _check_in_int32(op, values, "result")
    return values.astype(np.int32)


def _check_in_int32(op: str, values: np.ndarray, what: str) -> None:
    if values.size:
        _require(
            INT32_MIN <= int(values.min()) and int(values.max()) <= INT32_MAX,
            op,
            f"{what} leaves int32",
        )


def _is_int(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _int_attr(op: str, name: str, value: object, low: int = 0, high: int = ATTR_MAX) -> int:
    _require(value is not None, op, f"attribute {name} is required")
    _require(_is_int(value), op, f"attribute {name} must be an int, got {value!r}")
    _require(low <= value <= high, op, f"attribute {name}={value} outside [{low}, {high}]")
    return int(value)


def _pair_attr(op: str, name: str, value: object, low: int, allow_int: bool = False) -> tuple[int, int]:
    if allow_int and _is_int(value):
        value = (value, value)
    _require(
        isinstance(value, (tuple, list)) and len(value) == 2,
        op,
        f"attribute {name} must be a pair of ints, got {value!r}",
    )
    first, second = (_int_attr(op, name, v, low) for v in value)
    return first, second


def _bool_attr(op: str, name: str, value: object) -> bool:
    _require(isinstance(value, (bool, np.bool_)), op, f"attribute {name} must be a bool, got {value!r}")
    return bool(value)


def _inputs(op: str, inputs: Sequence, count: int, optional: int = 0) -> list:
    """Positional inputs; trailing optional inputs may be absent or None."""
    inputs = list(inputs)
    _require(
        count <= len(inputs) <= count + optional,
        op,
        f"expected {count}{f' to {count + optional}' if optional else ''} inputs, got {len(inputs)}",
    )
    inputs += [None] * (count + optional - len(inputs))
    for i, value in enumerate(inputs[:count]):
        _require(value is not None, op, f"input {i} is required")
    return inputs


def _kernel(op: str) -> Callable[[Callable], Kernel]:
    """Name a kernel by its op; an attribute it does not declare is a ValueError, not a TypeError."""

    def decorate(func: Callable) -> Kernel:
        params = inspect.signature(func).parameters.values()
        known = {p.name for p in params if p.kind is inspect.Parameter.KEYWORD_ONLY}

        @functools.wraps(func)
        def kernel(inputs: Sequence[np.ndarray], **attrs) -> list[np.ndarray]:
            unknown = sorted(set(attrs) - known)
            _require(not unknown, op, f"unknown attributes {unknown}")
            return func(inputs, **attrs)

        kernel.op = op
        return kernel

    return decorate


# --------------------------------------------------------------------------- reduce


def _reduced_axes(op: str, ndim: int, axes: object, exclude: bool) -> tuple[int, ...]:
    if _is_int(axes):
        axes = (axes,)
    _require(isinstance(axes, (tuple, list)), op, f"attribute axes must be a tuple of ints, got {axes!r}")
    normalised = []
    for axis in axes:
        _require(_is_int(axis), op, f"axis {axis!r} is not an int")
        _require(-ndim <= axis < ndim, op, f"axis {axis} outside [{-ndim}, {ndim})")
        normalised.append(axis + ndim if axis < 0 else axis)
    _require(len(set(normalised)) == len(normalised), op, f"duplicate axes in {tuple(axes)}")
    if exclude:
        return tuple(a for a in range(ndim) if a not in normalised)
    # An empty axes list without exclude means "reduce everything".
    return tuple(sorted(normalised)) if normalised else tuple(range(ndim))


def _reduce(op: str, func: Callable, inputs, axes, keepdims, exclude) -> list[np.ndarray]:
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    keepdims = _bool_attr(op, "keepdims", keepdims)
    exclude = _bool_attr(op, "exclude", exclude)
    reduced = _reduced_axes(op, x.ndim, axes, exclude)
    if not reduced:
        return [_result(op, x)]
    y = func(x, axis=reduced, keepdims=keepdims)
    # There are no rank-0 tensors: a full reduction without keepdims gives shape (1,).
    return [_result(op, np.reshape(y, y.shape or (1,)))]


@_kernel("sum")
def reduce_sum(inputs, *, axes=(), keepdims=False, exclude=False):
    return _reduce("sum", np.sum, inputs, axes, keepdims, exclude)


@_kernel("max")
def reduce_max(inputs, *, axes=(), keepdims=False, exclude=False):
    return _reduce("max", np.max, inputs, axes, keepdims, exclude)


# --------------------------------------------------------------------------- broadcast


def _broadcast_shape(op: str, a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Numpy broadcasting: shapes align from the right and a dim of 1 stretches."""
    rank = max(len(a), len(b))
    a = (1,) * (rank - len(a)) + a
    b = (1,) * (rank - len(b)) + b
    for da, db in zip(a, b):
        _require(da == db or da == 1 or db == 1, op, f"shapes {a} and {b} do not broadcast")
    return tuple(da if db == 1 else db for da, db in zip(a, b))


def _broadcast(op: str, func: Callable, inputs) -> list[np.ndarray]:
    a, b = _inputs(op, inputs, 2)
    a, b = _values(op, a, "a"), _values(op, b, "b")
    shape = _broadcast_shape(op, a.shape, b.shape)
    _check_shape(op, shape, "output")
    a, b = np.broadcast_arrays(a, b)
    return [_result(op, func(a, b))]


def _trunc_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """C division: the quotient truncates toward zero, and x / 0 == 0."""
    quotient = np.zeros(a.shape, dtype=np.int64)
    nonzero = b != 0
    magnitude = np.abs(a[nonzero]) // np.abs(b[nonzero])
    quotient[nonzero] = np.sign(a[nonzero]) * np.sign(b[nonzero]) * magnitude
    return quotient


@_kernel("broadcast_add")
def broadcast_add(inputs):
    return _broadcast("broadcast_add", np.add, inputs)


@_kernel("broadcast_sub")
def broadcast_sub(inputs):
    return _broadcast("broadcast_sub", np.subtract, inputs)


@_kernel("broadcast_mul")
def broadcast_mul(inputs):
    return _broadcast("broadcast_mul", np.multiply, inputs)


@_kernel("broadcast_div")
def broadcast_div(inputs):
    return _broadcast("broadcast_div", _trunc_div, inputs)


@_kernel("broadcast_max")
def broadcast_max(inputs):
    return _broadcast("broadcast_max", np.maximum, inputs)


@_kernel("broadcast_greater")
def broadcast_greater(inputs):
    return _broadcast("broadcast_greater", lambda a, b: (a > b).astype(np.int64), inputs)


# --------------------------------------------------------------------------- nn


def _window_count(op: str, extent: int, window: int, stride: int, ceil: bool = False) -> int:
    """Number of window positions: floor (or ceil) of extent-window over stride, plus one."""
    span = extent - window
    count = (-(-span // stride) if ceil else span // stride) + 1
    _require(count >= 1, op, f"window of {window} does not fit an extent of {extent}")
    return count


@_kernel("conv2d")
def conv2d(inputs, *, padding=(0, 0), stride=(1, 1), dilation=(1, 1), groups=1):
    op = "conv2d"
    x, w, b = _inputs(op, inputs, 2, optional=1)
    x, w = _values(op, x, "x"), _values(op, w, "w")
    _require(x.ndim == 4, op, f"x must be (N, C, H, W), got shape {x.shape}")
    _require(w.ndim == 4, op, f"w must be (OC, C/groups, KH, KW), got shape {w.shape}")
    ph, pw = _pair_attr(op, "padding", padding, 0)
    sh, sw = _pair_attr(op, "stride", stride, 1)
    dh, dw = _pair_attr(op, "dilation", dilation, 1)
    groups = _int_attr(op, "groups", groups, 1)
    n, c, h, wd = x.shape
    oc, ic, kh, kw = w.shape
    _require(c == ic * groups, op, f"C={c} must equal IC*groups={ic}*{groups}")
    _require(oc % groups == 0, op, f"OC={oc} must be divisible by groups={groups}")
    if b is not None:
        b = _values(op, b, "b")
        _require(b.shape == (oc,), op, f"b must have shape ({oc},), got {b.shape}")
    oh = _window_count(op, h + 2 * ph, dh * (kh - 1) + 1, sh)
    ow = _window_count(op, wd + 2 * pw, dw * (kw - 1) + 1, sw)
    _check_shape(op, (n, oc, oh, ow), "output")

    # Pads read 0. Group g maps input channels [g*IC, (g+1)*IC) to outputs [g*OPG, (g+1)*OPG).
    # The padded input is never built (a padding of 4096 would make it 2^26 elements a
    # plane): tap (i, j) of output (r, s) reads input row i*dh + r*sh - ph, column
    # j*dw + s*sw - pw, and 0 where that lies outside x.
    opg = oc // groups
    per_channel = np.zeros((n, oc, ic, oh, ow), dtype=np.int64)  # one term per input channel
    for i in range(kh):  # kernel rows run over [0, KH)
        rows = i * dh + sh * np.arange(oh) - ph
        for j in range(kw):
            cols = j * dw + sw * np.arange(ow) - pw
            inside = ((rows >= 0) & (rows < h))[:, None] & ((cols >= 0) & (cols < wd))[None, :]
            window = np.where(inside, x[:, :, np.clip(rows, 0, h - 1)][:, :, :, np.clip(cols, 0, wd - 1)], 0)
            for g in range(groups):
                xs = window[:, None, g * ic : (g + 1) * ic]  # (N, 1, IC, OH, OW)
                ws = w[g * opg : (g + 1) * opg, :, i, j][None, :, :, None, None]  # (1, OPG, IC, 1, 1)
                products = xs * ws
                _check_in_int32(op, products, "a product")
                per_channel[:, g * opg : (g + 1) * opg] += products
    _check_in_int32(op, per_channel, "a per-channel kernel sum")
    y = per_channel.sum(axis=2)
    if b is not None:
        _check_in_int32(op, y, "the sum before the bias")
        y = y + b[None, :, None, None]
    return [_result(op, y)]


@_kernel("dense")
def dense(inputs):
    op = "dense"
    x, w, b = _inputs(op, inputs, 2, optional=1)
    x, w = _values(op, x, "x"), _values(op, w, "w")
    _require(x.ndim == 2, op, f"x must be (M, K), got shape {x.shape}")
    _require(w.ndim == 2, op, f"w must be (N, K), got shape {w.shape}")
    _require(x.shape[1] == w.shape[1], op, f"x {x.shape} and w {w.shape} disagree on K")
    products = x[:, None, :] * w[None, :, :]  # (M, N, K)
    _check_in_int32(op, products, "a product")
    y = products.sum(axis=2)
    if b is not None:
        b = _values(op, b, "b")
        _require(b.shape == (w.shape[0],), op, f"b must have shape ({w.shape[0]},), got {b.shape}")
        _check_in_int32(op, y, "the sum before the bias")
        y = y + b
    return [_result(op, y)]


@_kernel("relu")
def relu(inputs):
    (x,) = _inputs("relu", inputs, 1)
    return [_result("relu", np.maximum(_values("relu", x, "x"), 0))]


@_kernel("max_pool2d")
def max_pool2d(inputs, *, pool_size=None, padding=(0, 0), strides=(1, 1), ceil_mode=False):
    op = "max_pool2d"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    _require(x.ndim == 4, op, f"x must be (N, C, H, W), got shape {x.shape}")
    _require(pool_size is not None, op, "attribute pool_size is required")
    kh, kw = _pair_attr(op, "pool_size", pool_size, 1)
    ph, pw = _pair_attr(op, "padding", padding, 0, allow_int=True)
    sh, sw = _pair_attr(op, "strides", strides, 1)
    ceil_mode = _bool_attr(op, "ceil_mode", ceil_mode)
    n, c, h, w = x.shape
    _require(ph < kh and pw < kw, op, f"padding {(ph, pw)} must be below pool_size {(kh, kw)}")
    _require(kh <= h + 2 * ph and kw <= w + 2 * pw, op, f"pool_size {(kh, kw)} exceeds the padded input")
    oh = _window_count(op, h + 2 * ph, kh, sh, ceil_mode)
    ow = _window_count(op, w + 2 * pw, kw, sw, ceil_mode)
    # With ceil_mode the last window may overhang, but it must start inside the input.
    _require((oh - 1) * sh - ph < h, op, "the last window along H starts outside the input")
    _require((ow - 1) * sw - pw < w, op, "the last window along W starts outside the input")
    _check_shape(op, (n, c, oh, ow), "output")

    # Pads (and any overhang of a ceil_mode window) read INT32_MIN.
    full_h, full_w = (oh - 1) * sh + kh, (ow - 1) * sw + kw
    padded = np.full((n, c, max(full_h, h + 2 * ph), max(full_w, w + 2 * pw)), INT32_MIN, dtype=np.int64)
    padded[:, :, ph : ph + h, pw : pw + w] = x
    y = np.full((n, c, oh, ow), INT32_MIN, dtype=np.int64)
    for i in range(kh):
        for j in range(kw):
            window = padded[:, :, i : i + sh * (oh - 1) + 1 : sh, j : j + sw * (ow - 1) + 1 : sw]
            np.maximum(y, window, out=y)
    return [_result(op, y)]


@_kernel("upsampling")
def upsampling(inputs, *, scale=None):
    op = "upsampling"
    (x,) = _inputs(op, inputs, 1)
    x = _tensor(op, x, "x")  # data movement: any dtype, preserved
    _require(x.ndim == 4, op, f"x must be (N, C, H, W), got shape {x.shape}")
    scale = _int_attr(op, "scale", scale, 1)
    n, c, h, w = x.shape
    _check_shape(op, (n, c, h * scale, w * scale), "output")
    rows = np.arange(h * scale) // scale
    cols = np.arange(w * scale) // scale
    return [x[:, :, rows[:, None], cols[None, :]]]


# --------------------------------------------------------------------------- elemwise


def _unary(op: str, func: Callable, inputs) -> list[np.ndarray]:
    (x,) = _inputs(op, inputs, 1)
    return [_result(op, func(_values(op, x, "x")))]


@_kernel("abs")
def absolute(inputs):
    return _unary("abs", np.abs, inputs)


@_kernel("negative")
def negative(inputs):
    return _unary("negative", np.negative, inputs)


def _bit_count(x: np.ndarray) -> np.ndarray:
    """Smallest i >= 1 with abs(x) < 2**i: one more for every power of two abs(x) reaches."""
    magnitude = np.abs(x)
    return 1 + sum((magnitude >= 2**i).astype(np.int64) for i in range(1, 32))


@_kernel("cvm_precision")
def cvm_precision(inputs):
    return _unary("cvm_precision", _bit_count, inputs)


def _elemwise(op: str, func: Callable, inputs) -> list[np.ndarray]:
    a, b = _inputs(op, inputs, 2)
    a, b = _values(op, a, "a"), _values(op, b, "b")
    _require(a.shape == b.shape, op, f"shapes {a.shape} and {b.shape} differ")
    return [_result(op, func(a, b))]


@_kernel("elemwise_add")
def elemwise_add(inputs):
    return _elemwise("elemwise_add", np.add, inputs)


@_kernel("elemwise_sub")
def elemwise_sub(inputs):
    return _elemwise("elemwise_sub", np.subtract, inputs)


@_kernel("clip")
def clip(inputs, *, a_min=None, a_max=None):
    op = "clip"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    a_min = _int_attr(op, "a_min", a_min, -INT32_MAX, INT32_MAX)
    a_max = _int_attr(op, "a_max", a_max, -INT32_MAX, INT32_MAX)
    _require(a_min < a_max, op, f"a_min={a_min} must be below a_max={a_max}")
    return [_result(op, np.minimum(np.maximum(x, a_min), a_max))]


def _precision_bound(op: str, precision: object) -> int:
    """The largest magnitude a tensor of this precision holds: 2**(precision-1) - 1."""
    return 2 ** (_int_attr(op, "precision", precision, 1, 32) - 1) - 1


@_kernel("cvm_clip")
def cvm_clip(inputs, *, precision=None):
    op = "cvm_clip"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    bound = _precision_bound(op, precision)
    return [_result(op, np.clip(x, -bound, bound))]


@_kernel("cvm_right_shift")
def cvm_right_shift(inputs, *, precision=None, shift_bit=None):
    op = "cvm_right_shift"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    bound = _precision_bound(op, precision)
    shift_bit = _int_attr(op, "shift_bit", shift_bit, 1, 32)
    # Round half up: floor((floor(x / 2**(s-1)) + 1) / 2). The inner sum is an intermediate
    # of the formula, so it must stay in int32 (it leaves only for INT32_MAX with s == 1).
    halved = np.floor_divide(x, 2 ** (shift_bit - 1)) + 1
    _check_in_int32(op, halved, "floor(x / 2**(shift_bit-1)) + 1")
    return [_result(op, np.clip(np.floor_divide(halved, 2), -bound, bound))]


@_kernel("cvm_left_shift")
def cvm_left_shift(inputs, *, precision=None, shift_bit=None):
    op = "cvm_left_shift"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    bound = _precision_bound(op, precision)
    shift_bit = _int_attr(op, "shift_bit", shift_bit, 1, 32)
    # Exact in int64: |x| <= 2**31 and 2**shift_bit <= 2**32, and only -2**63 reaches 2**63.
    shifted = x * 2**shift_bit
    _check_in_int32(op, shifted, "x * 2**shift_bit")
    return [_result(op, np.clip(shifted, -bound, bound))]


# --------------------------------------------------------------------------- where


@_kernel("where")
def where(inputs):
    op = "where"
    cond, x, y = _inputs(op, inputs, 3)
    x, y = _tensor(op, x, "x"), _tensor(op, y, "y")  # data movement: any dtype, preserved
    cond = _values(op, cond, "cond")  # a value input: integers within int32
    _require(x.shape == y.shape, op, f"x {x.shape} and y {y.shape} differ in shape")
    _require(x.dtype == y.dtype, op, f"x ({x.dtype}) and y ({y.dtype}) differ in dtype")
    _require(
        cond.shape in (x.shape, (x.shape[0],)),
        op,
        f"cond must have shape {x.shape} or ({x.shape[0]},), got {cond.shape}",
    )
    # A 1-D condition selects whole slices along the first axis.
    selector = np.reshape(cond != 0, cond.shape + (1,) * (x.ndim - cond.ndim))
    return [np.where(selector, x, y)]


# --------------------------------------------------------------------------- vision


@_kernel("get_valid_count")
def get_valid_count(inputs, *, score_threshold=None):
    op = "get_valid_count"
    (x,) = _inputs(op, inputs, 1)
    x = _values(op, x, "x")
    _require(x.ndim == 3, op, f"x must be (B, N, K), got shape {x.shape}")
    _require(2 <= x.shape[2] <= 32, op, f"K={x.shape[2]} outside [2, 32]")
    score_threshold = _int_attr(op, "score_threshold", score_threshold)
    batches, rows, width = x.shape
    counts = np.zeros(batches, dtype=np.int64)
    y = np.full(x.shape, -1, dtype=np.int64)
    for b in range(batches):
        valid = x[b][x[b, :, 1] > score_threshold]  # boolean masks keep row order
        counts[b] = len(valid)
        y[b, : len(valid)] = valid
    return [_result(op, counts), _result(op, y)]


def _iou_percent(a: Sequence[int], b: Sequence[int]) -> int:
    """Exact integer intersection over union in percent; boxes are (x1, y1, x2, y2)."""
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    width = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    height = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    overlap = width * height
    union = area_a + area_b - overlap
    if area_a + area_b <= 0 or union <= 0:
        return 0
    return overlap * 100 // union


def _nms_batch(rows: list[list[int]], valid: int, iou_threshold, max_output_size, force_suppress, top_k):
    """The kept rows of one batch, in output order."""
    considered = rows[: max(0, min(len(rows), valid))]
    ranked = sorted(considered, key=lambda row: -row[1])  # stable: ties keep input order
    if top_k >= 0:
        ranked = ranked[:top_k]
    kept: list[list[int]] = []
    for row in ranked:
        if row[0] < 0:  # a negative class id skips the row; it suppresses nothing
            continue
        if any(
            (force_suppress or other[0] == row[0]) and _iou_percent(other[2:], row[2:]) >= iou_threshold
            for other in kept
        ):
            continue
        kept.append(row)
    return kept if max_output_size < 0 else kept[:max_output_size]


@_kernel("non_max_suppression")
def non_max_suppression(inputs, *, iou_threshold=None, max_output_size=-1, force_suppress=False, top_k=-1):
    op = "non_max_suppression"
    x, valid_count = _inputs(op, inputs, 2)
    x, valid_count = _values(op, x, "x"), _values(op, valid_count, "valid_count")
    _require(x.ndim == 3 and x.shape[2] == 6, op, f"x must be (B, N, 6), got shape {x.shape}")
    _require(valid_count.shape == (x.shape[0],), op, f"valid_count must have shape ({x.shape[0]},)")
    iou_threshold = _int_attr(op, "iou_threshold", iou_threshold, 1)
    max_output_size = _int_attr(op, "max_output_size", max_output_size, INT32_MIN)
    top_k = _int_attr(op, "top_k", top_k, INT32_MIN)
    force_suppress = _bool_attr(op, "force_suppress", force_suppress)
    y = np.full(x.shape, -1, dtype=np.int64)
    for b in range(x.shape[0]):
        kept = _nms_batch(x[b].tolist(), int(valid_count[b]), iou_threshold, max_output_size, force_suppress, top_k)
        if kept:
            y[b, : len(kept)] = kept
    return [_result(op, y)]


KERNELS: dict[str, Kernel] = {
    "sum": reduce_sum,
    "max": reduce_max,
    "broadcast_add": broadcast_add,
    "broadcast_sub": broadcast_sub,
    "broadcast_mul": broadcast_mul,
    "broadcast_div": broadcast_div,
    "broadcast_max": broadcast_max,
    "broadcast_greater": broadcast_greater,
    "conv2d": conv2d,
    "dense": dense,
    "relu": relu,
    "max_pool2d": max_pool2d,
    "upsampling": upsampling,
    "abs": absolute,
    "negative": negative,
    "cvm_precision": cvm_precision,
    "elemwise_add": elemwise_add,
    "elemwise_sub": elemwise_sub,
    "clip": clip,
    "cvm_clip": cvm_clip,
    "cvm_right_shift": cvm_right_shift,
    "cvm_left_shift": cvm_left_shift,
    "where": where,
    "get_valid_count": get_valid_count,
    "non_max_suppression": non_max_suppression,
}
