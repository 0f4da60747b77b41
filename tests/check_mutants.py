"""Mutant kernels: each one a correct NumPy kernel with one realistic bug.

Every mutant is a module-level function (so a worker process can import it) with the Python
kernel signature ``kernel(inputs, **attrs) -> list[np.ndarray]``. `MUTANTS` maps a name to
(op, kernel, the failure kinds the bug can show as). The test suite checks that the kernel
checker catches every one with its default settings, and that the counterexample it reports
reproduces the bug.

Two correct kernels live here too: `get_valid_count_spec` and `non_max_suppression_spec`.
The NumPy kernels of `kernels.numpy_compute` bound some attributes of these ops to [0, 4096]
where the specs allow any int32, so the NMS and get_valid_count mutants are built on these.
"""

from __future__ import annotations

import ctypes
import os
import signal
import time

import numpy as np

from kernels.numpy_compute import INT32_MAX, INT32_MIN
from kernels.numpy_compute import KERNELS as COMPUTE
from kernels.numpy_transform import KERNELS as TRANSFORM

K = {**COMPUTE, **TRANSFORM}


def _fail(op: str, message: str):
    raise ValueError(f"{op}: {message}")


def _int32_attr(op: str, name: str, value, low: int = INT32_MIN, high: int = INT32_MAX) -> int:
    if not isinstance(value, (int, np.integer)) or isinstance(value, (bool, np.bool_)):
        _fail(op, f"{name} must be an int")
    if not low <= value <= high:
        _fail(op, f"{name}={value} outside [{low}, {high}]")
    return int(value)


# --- correct kernels with the specs' attribute ranges ----------------------------------------


def _valid_count(inputs, score_threshold, strict: bool):
    op = "get_valid_count"
    if len(inputs) != 1:
        _fail(op, "one input")
    (x,) = inputs
    if x.ndim != 3 or x.dtype.kind not in "iu" or not 2 <= x.shape[2] <= 32 or 0 in x.shape:
        _fail(op, f"x of shape {x.shape} and dtype {x.dtype}")
    threshold = _int32_attr(op, "score_threshold", score_threshold)
    counts = np.zeros(x.shape[0], dtype=np.int32)
    y = np.full(x.shape, -1, dtype=np.int32)
    for b in range(x.shape[0]):
        scores = x[b, :, 1].astype(np.int64)
        keep = scores > threshold if strict else scores >= threshold
        counts[b] = int(keep.sum())
        y[b, : counts[b]] = x[b][keep]
    return [counts, y]


def get_valid_count_spec(inputs, *, score_threshold):
    return _valid_count(inputs, score_threshold, strict=True)


def get_valid_count_at_least(inputs, *, score_threshold):
    """Bug: a row whose score equals the threshold counts as valid (>= for >)."""
    return _valid_count(inputs, score_threshold, strict=False)


def _iou(a, b) -> int:
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    w = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    h = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    overlap = w * h
    union = area_a + area_b - overlap
    if area_a + area_b <= 0 or union <= 0:
        return 0
    return overlap * 100 // union


def _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable: bool,
         iou=None, stop_at_invalid: bool = False):
    op = "non_max_suppression"
    if len(inputs) != 2:
        _fail(op, "two inputs")
    x, valid_count = inputs
    if x.ndim != 3 or x.shape[2] != 6 or 0 in x.shape or valid_count.shape != (x.shape[0],):
        _fail(op, f"x {x.shape}, valid_count {valid_count.shape}")
    threshold = _int32_attr(op, "iou_threshold", iou_threshold, 1)
    limit = _int32_attr(op, "max_output_size", max_output_size)
    top = _int32_attr(op, "top_k", top_k)
    if not isinstance(force_suppress, (bool, np.bool_)):
        _fail(op, "force_suppress must be a bool")
    y = np.full(x.shape, -1, dtype=np.int32)
    for b in range(x.shape[0]):
        rows = x[b].astype(np.int64).tolist()[: max(0, min(x.shape[1], int(valid_count[b])))]
        if stable:
            order = sorted(range(len(rows)), key=lambda n: -rows[n][1])
        else:  # Bug: descending by reversing an ascending sort puts tied rows last-first.
            order = sorted(range(len(rows)), key=lambda n: rows[n][1])[::-1]
        ranked = [rows[n] for n in order][: (len(rows) if top < 0 else top)]
        kept = []
        for row in ranked:
            if row[0] < 0:
                if stop_at_invalid:
                    break
                continue
            if all(not (force_suppress or k[0] == row[0]) or (iou or _iou)(k[2:], row[2:])
                   < threshold
                   for k in kept):
                kept.append(row)
        kept = kept if limit < 0 else kept[:limit]
        if kept:
            y[b, : len(kept)] = kept
    return [y]


def non_max_suppression_spec(inputs, *, iou_threshold, max_output_size=-1,
                             force_suppress=False, top_k=-1):
    return _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable=True)


def non_max_suppression_unstable(inputs, *, iou_threshold, max_output_size=-1,
                                 force_suppress=False, top_k=-1):
    return _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable=False)


def non_max_suppression_stops_at_invalid(inputs, *, iou_threshold, max_output_size=-1,
                                         force_suppress=False, top_k=-1):
    """Bug: stops at the first row with a negative id instead of skipping it."""
    return _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable=True,
                stop_at_invalid=True)


def max_pool2d_window_inside_padding(inputs, *, pool_size, padding=(0, 0), strides=(1, 1),
                                     ceil_mode=False):
    """Bug: validates pool_size < padded size (strict), rejecting a window that covers the
    padded image exactly (pool_size == H + 2 * padding), which the op allows."""
    sizes = (pool_size, pool_size) if isinstance(pool_size, int) else tuple(pool_size)
    pads = (padding, padding) if isinstance(padding, int) else tuple(padding)
    x = inputs[0]
    if x.ndim == 4 and any(s == n + 2 * p for s, n, p in zip(sizes, x.shape[2:], pads)):
        raise ValueError("max_pool2d: the window must be smaller than the padded image")
    return K["max_pool2d"](inputs, pool_size=pool_size, padding=padding, strides=strides,
                           ceil_mode=ceil_mode)


# --- mutants of the NumPy kernels ------------------------------------------------------------


def relu_in_place(inputs):
    """Bug: writes the result into its input."""
    x = inputs[0]
    np.maximum(x, 0, out=x)
    return [x.copy()]


def transpose_view(inputs, *, axes=()):
    """Not a bug: numpy's transposed view of its input, the right values without a copy."""
    K["transpose"](inputs, axes=axes)  # validation
    return [np.transpose(inputs[0], tuple(axes) or None)]


def abs_wraps(inputs):
    """Bug: abs(INT32_MIN) wraps to INT32_MIN instead of being rejected."""
    (x,) = inputs
    if x.dtype.kind not in "iu" or 0 in x.shape:
        _fail("abs", "bad input")
    return [np.abs(x.astype(np.int32))]


def cvm_precision_zero(inputs):
    """Bug: bit length of 0 is 0 (the op says the smallest i >= 1 with |x| < 2^i)."""
    (y,) = K["cvm_precision"](inputs)
    y[inputs[0] == 0] = 0
    return [y]


def elemwise_add_wraps(inputs):
    """Bug: int32 addition wraps around instead of rejecting an overflow."""
    a, b = inputs
    if a.shape != b.shape or 0 in a.shape:
        _fail("elemwise_add", "shapes differ")
    with np.errstate(over="ignore"):
        return [(a.astype(np.int32) + b.astype(np.int32)).astype(np.int32)]


def elemwise_sub_broadcasts(inputs):
    """Bug: accepts inputs of different shapes by broadcasting them."""
    a, b = inputs
    return K["broadcast_sub"]([a, b])


def clip_unordered_bounds(inputs, *, a_min, a_max):
    """Bug: accepts a_min >= a_max (the op requires a_min < a_max) and clips anyway."""
    if a_min >= a_max:
        x = inputs[0].astype(np.int64)
        return [np.minimum(np.maximum(x, a_min), a_max).astype(np.int32)]
    return K["clip"](inputs, a_min=a_min, a_max=a_max)


def cvm_clip_twos_complement(inputs, *, precision):
    """Bug: clips to [-2^(p-1), 2^(p-1) - 1] instead of +-(2^(p-1) - 1)."""
    (y,) = K["cvm_clip"](inputs, precision=precision)
    x = inputs[0].astype(np.int64)
    y = y.astype(np.int64)
    y[x <= -(2 ** (precision - 1))] = -(2 ** (precision - 1))
    return [y.astype(np.int32)]


def cvm_right_shift_half_down(inputs, *, precision, shift_bit):
    """Bug: rounds halves toward zero: (x + 2^(s-1)) / 2^s with C's truncating division."""
    (x,) = inputs
    K["cvm_right_shift"](inputs, precision=precision, shift_bit=shift_bit)  # validation
    wide = x.astype(np.int64) + 2 ** (shift_bit - 1)
    q = np.sign(wide) * (np.abs(wide) // 2**shift_bit)
    bound = 2 ** (precision - 1) - 1
    return [np.clip(q, -bound, bound).astype(np.int32)]


def cvm_right_shift_rounding_unchecked(inputs, *, precision, shift_bit):
    """Bug: computes in int64 and never rejects the rounding sum's overflow (INT32_MAX
    shifted by 1 rounds up to 2^31 before the clip brings it back)."""
    (x,) = inputs
    try:
        return K["cvm_right_shift"](inputs, precision=precision, shift_bit=shift_bit)
    except ValueError:
        K["cvm_right_shift"]([np.zeros_like(x)], precision=precision, shift_bit=shift_bit)
    halved = (x.astype(np.int64) >> (shift_bit - 1)) + 1
    bound = 2 ** (precision - 1) - 1
    return [np.clip(halved >> 1, -bound, bound).astype(np.int32)]


def cvm_left_shift_no_clip(inputs, *, precision, shift_bit):
    """Bug: forgets the final clip to the precision."""
    K["cvm_left_shift"](inputs, precision=precision, shift_bit=shift_bit)  # validation
    return [(inputs[0].astype(np.int64) * 2**shift_bit).astype(np.int32)]


def broadcast_add_left_aligned(inputs):
    """Bug: aligns shapes from the left (the document's literal reading)."""
    a, b = inputs
    rank = max(a.ndim, b.ndim)
    a2 = a.reshape(a.shape + (1,) * (rank - a.ndim))
    b2 = b.reshape(b.shape + (1,) * (rank - b.ndim))
    return K["broadcast_add"]([a2, b2])


def broadcast_mul_wraps(inputs):
    """Bug: int32 multiplication wraps around instead of rejecting an overflow."""
    a, b = inputs
    K["broadcast_max"]([a, b])  # the shape checks
    with np.errstate(over="ignore"):
        return [np.multiply(a.astype(np.int32), b.astype(np.int32), dtype=np.int32)]


def broadcast_div_floor(inputs):
    """Bug: floor division where the op truncates toward zero."""
    a, b = inputs
    K["broadcast_div"](inputs)  # validation
    a64, b64 = np.broadcast_arrays(a.astype(np.int64), b.astype(np.int64))
    safe = np.where(b64 == 0, 1, b64)
    return [np.where(b64 == 0, 0, a64 // safe).astype(np.int32)]


def broadcast_div_min_wraps(inputs):
    """Bug: INT32_MIN / -1 wraps to INT32_MIN instead of being rejected."""
    a, b = inputs
    try:
        return K["broadcast_div"](inputs)
    except ValueError:
        K["broadcast_div"]([np.zeros_like(a), b])
    a64, b64 = np.broadcast_arrays(a.astype(np.int64), b.astype(np.int64))
    safe = np.where(b64 == 0, 1, b64)
    quotient = np.abs(a64) // np.abs(safe) * np.sign(a64) * np.sign(safe)
    return [np.where(b64 == 0, 0, quotient).astype(np.int32)]


def broadcast_max_int64(inputs):
    """Bug: returns the int64 working array instead of int32."""
    (y,) = K["broadcast_max"](inputs)
    return [y.astype(np.int64)]


def broadcast_greater_or_equal(inputs):
    """Bug: a >= b instead of a > b."""
    a, b = inputs
    K["broadcast_greater"](inputs)  # validation
    return [(a.astype(np.int64) >= b.astype(np.int64)).astype(np.int32)]


def where_positive(inputs):
    """Bug: selects x where cond > 0 instead of cond != 0."""
    cond, x, y = inputs
    K["where"](inputs)  # validation
    selector = np.reshape(cond > 0, cond.shape + (1,) * (x.ndim - cond.ndim))
    return [np.where(selector, x, y)]


def conv2d_pads_one(inputs, *, padding=(0, 0), stride=(1, 1), dilation=(1, 1), groups=1):
    """Bug: the padding reads 1 instead of 0."""
    x = inputs[0]
    ph, pw = padding
    K["conv2d"](inputs, padding=padding, stride=stride, dilation=dilation, groups=groups)
    padded = np.ones((x.shape[0], x.shape[1], x.shape[2] + 2 * ph, x.shape[3] + 2 * pw),
                     dtype=x.dtype)
    padded[:, :, ph:ph + x.shape[2], pw:pw + x.shape[3]] = x
    return K["conv2d"]([padded, *inputs[1:]], padding=(0, 0), stride=stride,
                       dilation=dilation, groups=groups)


def dense_ignores_bias(inputs):
    """Bug: drops the optional bias."""
    return K["dense"](inputs[:2])


def max_pool2d_pads_zero(inputs, *, pool_size, padding=(0, 0), strides=(1, 1),
                         ceil_mode=False):
    """Bug: the padding reads 0 instead of INT32_MIN."""
    K["max_pool2d"](inputs, pool_size=pool_size, padding=padding, strides=strides,
                    ceil_mode=ceil_mode)  # validation
    x = inputs[0]
    ph, pw = (padding, padding) if isinstance(padding, int) else padding
    padded = np.zeros((x.shape[0], x.shape[1], x.shape[2] + 2 * ph, x.shape[3] + 2 * pw),
                      dtype=x.dtype)
    padded[:, :, ph:ph + x.shape[2], pw:pw + x.shape[3]] = x
    return K["max_pool2d"]([padded], pool_size=pool_size, padding=(0, 0), strides=strides,
                           ceil_mode=ceil_mode)


def upsampling_rows_only(inputs, *, scale):
    """Bug: ignores the scale along the width."""
    (y,) = K["upsampling"](inputs, scale=scale)
    return [np.ascontiguousarray(y[:, :, :, ::scale])]


def sum_ignores_keepdims(inputs, *, axes=(), keepdims=False, exclude=False):
    """Bug: ignores keepdims."""
    return K["sum"](inputs, axes=axes, keepdims=False, exclude=exclude)


def max_from_zero(inputs, *, axes=(), keepdims=False, exclude=False):
    """Bug: starts the maximum at 0, wrong for all-negative inputs."""
    (y,) = K["max"](inputs, axes=axes, keepdims=keepdims, exclude=exclude)
    return [np.maximum(y, 0)]


def concatenate_axis0(inputs, *, axis):
    """Bug: ignores axis and always joins along axis 0."""
    K["concatenate"](inputs, axis=axis)  # validation
    return [np.concatenate(inputs, axis=0)]


def transpose_reverses(inputs, *, axes=()):
    """Bug: ignores axes and always reverses them."""
    K["transpose"](inputs, axes=axes)  # validation
    return [np.transpose(inputs[0]).copy()]


def slice_end_minus_one(inputs, *, begin, end, strides=()):
    """Bug: clamps end to n - 1 for positive strides (the document's literal text)."""
    x = inputs[0]
    clamped = []
    for k, e in enumerate(end):
        n = x.shape[k]
        stride = strides[k] if k < len(strides) else 1
        e = e + n if e < 0 else e
        clamped.append(min(e, n - 1) if stride > 0 else e)
    return K["slice"](inputs, begin=begin, end=tuple(clamped), strides=strides)


def take_wraps(inputs, *, axis=None):
    """Bug: wraps out-of-range indices around (numpy's mode='wrap') instead of clipping."""
    x, indices = inputs
    K["take"](inputs, axis=axis)  # validation
    if axis is None:
        return [x.reshape(-1)[np.mod(indices.astype(np.int64), x.size)]]
    n = x.shape[axis]
    return [np.take(x, np.mod(indices.astype(np.int64), n), axis=axis)]


def cvm_lut_off_by_one(inputs):
    """Bug: clips indices to [0, n - 2]."""
    indices, table = inputs
    K["cvm_lut"](inputs)  # validation
    clipped = np.clip(indices.astype(np.int64), 0, max(table.size - 2, 0))
    return [table.reshape(-1)[clipped]]


def expand_dims_negative_axis(inputs, *, axis, num_newaxis=1):
    """Bug: a negative axis becomes axis + N instead of axis + N + 1."""
    x = inputs[0]
    if axis < 0:
        axis = max(axis + x.ndim, 0)
    return K["expand_dims"](inputs, axis=axis, num_newaxis=num_newaxis)


def reshape_zero_literal(inputs, *, target_shape):
    """Bug: a 0 in target_shape copies the dim after the one it should (an index slip)."""
    x = inputs[0]
    shape = [x.shape[k + 1] if t == 0 and k + 1 < x.ndim else t
             for k, t in enumerate(target_shape)]
    return K["reshape"](inputs, target_shape=tuple(shape))


def squeeze_to_scalar(inputs, *, axes=()):
    """Bug: squeezing every dim gives shape () instead of (1,)."""
    (y,) = K["squeeze"](inputs, axes=axes)
    if all(n == 1 for n in inputs[0].shape) and not axes:
        return [y.reshape(())]
    return [y]


def split_size_as_count(inputs, *, axis, num_splits=None, size_split=None,
                        sections_split=None):
    """Bug: reads size_split as a number of equal splits."""
    if num_splits is None and size_split is not None:
        n = inputs[0].shape[axis]
        if n % size_split == 0:
            return K["split"](inputs, axis=axis, num_splits=size_split)
    return K["split"](inputs, axis=axis, num_splits=num_splits, size_split=size_split,
                      sections_split=sections_split)


def variadic_split_remainder(inputs, *, axis, split_lengths):
    """Bug: the -1 entry gets one less than the remainder, the last piece absorbs it."""
    lengths = list(split_lengths)
    if -1 in lengths and lengths.index(-1) != len(lengths) - 1:
        n = inputs[0].shape[axis]
        rest = n - sum(v for v in lengths if v != -1)
        if rest > 1:
            lengths[lengths.index(-1)] = rest - 1
            lengths[-1] += 1
    return K["variadic_split"](inputs, axis=axis, split_lengths=tuple(lengths))


def tile_reps_right(inputs, *, reps):
    """Bug: pads a short reps with 1s at the end instead of the front."""
    x = inputs[0]
    reps = tuple(reps) + (1,) * max(0, x.ndim - len(reps))
    return K["tile"](inputs, reps=reps)


def repeat_whole(inputs, *, repeats, axis):
    """Bug: repeats the whole axis (np.tile) instead of each element."""
    K["repeat"](inputs, repeats=repeats, axis=axis)  # validation
    x = inputs[0]
    reps = [1] * x.ndim
    reps[axis] = repeats
    return [np.tile(x, reps)]


def flatten_1d(inputs):
    """Bug: a 1-D input stays (n0,) instead of becoming (n0, 1)."""
    (y,) = K["flatten"](inputs)
    return [y.reshape(-1)] if inputs[0].ndim == 1 else [y]


def slice_like_all_axes(inputs, *, axes=()):
    """Bug: ignores axes and slices every axis that shape_like has."""
    x, like = inputs
    K["slice_like"](inputs, axes=axes)  # validation
    return [x[tuple(slice(0, n) for n in like.shape[:x.ndim])].copy()]


def broadcast_bidirectional_one_way(inputs, *, target_shape, axes_mapping=None,
                                    mode="numpy"):
    """Bug: bidirectional mode broadcasts x to target_shape one way only (numpy mode)."""
    if mode == "bidirectional":
        mode = "numpy"
    return K["broadcast"](inputs, target_shape=target_shape, axes_mapping=axes_mapping,
                          mode=mode)


MUTANTS = {
    "relu: input modified in place": ("relu", relu_in_place, {"modified-input"}),
    "abs: INT32_MIN wraps": ("abs", abs_wraps, {"accepted-invalid"}),
    "cvm_precision: 0 has 0 bits": ("cvm_precision", cvm_precision_zero, {"mismatch"}),
    "elemwise_add: overflow wraps": ("elemwise_add", elemwise_add_wraps, {"accepted-invalid"}),
    "elemwise_sub: accepts unequal shapes": ("elemwise_sub", elemwise_sub_broadcasts,
                                             {"accepted-invalid"}),
    "clip: accepts a_min >= a_max": ("clip", clip_unordered_bounds, {"accepted-invalid"}),
    "cvm_clip: two's complement bound": ("cvm_clip", cvm_clip_twos_complement, {"mismatch"}),
    "cvm_right_shift: half rounds toward 0": ("cvm_right_shift", cvm_right_shift_half_down,
                                              {"mismatch"}),
    "cvm_right_shift: rounding overflow unchecked": (
        "cvm_right_shift", cvm_right_shift_rounding_unchecked, {"accepted-invalid"}),
    "cvm_left_shift: missing clip": ("cvm_left_shift", cvm_left_shift_no_clip, {"mismatch"}),
    "broadcast_add: aligned from the left": ("broadcast_add", broadcast_add_left_aligned,
                                             {"mismatch", "rejected-valid"}),
    "broadcast_mul: overflow wraps": ("broadcast_mul", broadcast_mul_wraps,
                                      {"accepted-invalid"}),
    "broadcast_div: floor division": ("broadcast_div", broadcast_div_floor, {"mismatch"}),
    "broadcast_div: INT32_MIN / -1 wraps": ("broadcast_div", broadcast_div_min_wraps,
                                            {"accepted-invalid"}),
    "broadcast_max: int64 output": ("broadcast_max", broadcast_max_int64, {"mismatch"}),
    "broadcast_greater: >= for >": ("broadcast_greater", broadcast_greater_or_equal,
                                    {"mismatch"}),
    "where: cond > 0 for cond != 0": ("where", where_positive, {"mismatch"}),
    "conv2d: pads read 1": ("conv2d", conv2d_pads_one, {"mismatch"}),
    "dense: bias ignored": ("dense", dense_ignores_bias, {"mismatch"}),
    "max_pool2d: pads read 0": ("max_pool2d", max_pool2d_pads_zero, {"mismatch"}),
    "upsampling: width scale ignored": ("upsampling", upsampling_rows_only, {"mismatch"}),
    "sum: keepdims ignored": ("sum", sum_ignores_keepdims, {"mismatch"}),
    "max: starts at 0": ("max", max_from_zero, {"mismatch"}),
    "concatenate: axis ignored": ("concatenate", concatenate_axis0,
                                  {"mismatch", "rejected-valid"}),
    "transpose: axes ignored": ("transpose", transpose_reverses, {"mismatch"}),
    "slice: end clamped to n - 1": ("slice", slice_end_minus_one,
                                    {"mismatch", "rejected-valid"}),
    "take: indices wrap": ("take", take_wraps, {"mismatch"}),
    "cvm_lut: clip to n - 2": ("cvm_lut", cvm_lut_off_by_one, {"mismatch"}),
    "expand_dims: negative axis + N": ("expand_dims", expand_dims_negative_axis,
                                       {"mismatch", "rejected-valid"}),
    "reshape: 0 copies the next dim": ("reshape", reshape_zero_literal,
                                       {"mismatch", "rejected-valid", "accepted-invalid"}),
    "squeeze: all dims give shape ()": ("squeeze", squeeze_to_scalar, {"mismatch"}),
    "split: size_split read as a count": ("split", split_size_as_count, {"mismatch"}),
    "variadic_split: -1 one short": ("variadic_split", variadic_split_remainder,
                                     {"mismatch"}),
    "tile: short reps padded at the end": ("tile", tile_reps_right,
                                           {"mismatch", "rejected-valid"}),
    "repeat: whole axis repeated": ("repeat", repeat_whole, {"mismatch"}),
    "flatten: 1-D stays 1-D": ("flatten", flatten_1d, {"mismatch"}),
    "slice_like: axes ignored": ("slice_like", slice_like_all_axes, {"mismatch"}),
    "broadcast: bidirectional done one way": ("broadcast", broadcast_bidirectional_one_way,
                                              {"mismatch", "rejected-valid"}),
    "get_valid_count: >= threshold": ("get_valid_count", get_valid_count_at_least,
                                      {"mismatch"}),
    "non_max_suppression: unstable sort": ("non_max_suppression",
                                           non_max_suppression_unstable, {"mismatch"}),
    "non_max_suppression: stops at an invalid row": ("non_max_suppression",
                                                     non_max_suppression_stops_at_invalid,
                                                     {"mismatch"}),
    "max_pool2d: a window the size of the padded image rejected": (
        "max_pool2d", max_pool2d_window_inside_padding, {"rejected-valid"}),
}


# --- mutants that only steered cases reach ----------------------------------------------------
# Each of these passed the checker's default run before cases were steered to joint
# boundaries, upper dims, broken lengths and the data paths of the vision ops.


def _iou_fraction(a, b) -> int:
    """overlap // union: the fraction, 0 or 1, where the threshold is a percent."""
    return _iou(a, b) // 100


def non_max_suppression_never_suppresses(inputs, *, iou_threshold, max_output_size=-1,
                                         force_suppress=False, top_k=-1):
    """Bug: compares the iou as a fraction (0 or 1) with a percent threshold, so boxes
    are suppressed only when they coincide and the threshold is 1."""
    return _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable=True,
                iou=_iou_fraction)


def transpose_extra_axes_ignored(inputs, axes=()):
    """Bug: reads only the first rank entries of axes, so a longer tuple passes."""
    x = inputs[0]
    axes = tuple(axes)[:x.ndim] if isinstance(axes, (tuple, list)) else axes
    return K["transpose"](inputs, axes=axes)


def get_valid_count_16_columns(inputs, *, score_threshold):
    """Bug: a row buffer of 16 entries: rows of 17 to 32 columns, which the op allows, are
    rejected."""
    if inputs[0].ndim == 3 and inputs[0].shape[2] > 16:
        raise ValueError("get_valid_count: at most 16 columns")
    return get_valid_count_spec(inputs, score_threshold=score_threshold)


def _iou_one_below(a, b) -> int:
    """The iou one percent lower: `iou < t` read as `iou <= t`."""
    return _iou(a, b) - 1


def non_max_suppression_at_threshold_kept(inputs, *, iou_threshold, max_output_size=-1,
                                          force_suppress=False, top_k=-1):
    """Bug: suppresses above the threshold only (`<=` for `<`): a box whose iou with a kept
    one is the threshold exactly is kept too."""
    return _nms(inputs, iou_threshold, max_output_size, force_suppress, top_k, stable=True,
                iou=_iou_one_below)


STEERED_MUTANTS = {
    "non_max_suppression: iou at the threshold kept": ("non_max_suppression",
                                                       non_max_suppression_at_threshold_kept,
                                                       {"mismatch"}),
    "non_max_suppression: never suppresses": ("non_max_suppression",
                                              non_max_suppression_never_suppresses,
                                              {"mismatch"}),
    "transpose: extra axes ignored": ("transpose", transpose_extra_axes_ignored,
                                      {"accepted-invalid"}),
    "get_valid_count: at most 16 columns": ("get_valid_count", get_valid_count_16_columns,
                                            {"rejected-valid"}),
}


# --- kernels that misbehave as processes -----------------------------------------------------


def segfault_null_read(inputs, **attrs):
    """Reads address 0 through ctypes."""
    return [ctypes.string_at(0)]


def segfault_signal(inputs, **attrs):
    """Sends itself SIGSEGV."""
    os.kill(os.getpid(), signal.SIGSEGV)
    return [inputs[0]]


def aborts(inputs, **attrs):
    os.abort()


def hangs(inputs, **attrs):
    while True:
        time.sleep(0.05)


def clip_without_attributes(inputs):
    """Misuse: takes no attributes, so no call of clip (a_min, a_max) reaches it."""
    return [np.clip(inputs[0], -1, 1)]


def clip_raising_a_type_error(inputs, *, a_min, a_max):
    """A kernel that takes its arguments and then raises a TypeError of its own."""
    raise TypeError(f"clip: bounds {a_min}, {a_max} of an unsupported kind")


def relu_crashes_on_large(inputs):
    """A correct relu that segfaults on inputs of more than 4 elements."""
    if inputs[0].size > 4:
        ctypes.string_at(0)
    return K["relu"](inputs)


def cupy_relu(inputs):
    """A correct relu on CuPy arrays (for CudaKernel)."""
    import cupy

    (x,) = inputs
    if x.dtype != cupy.int32 or 0 in x.shape:
        raise ValueError("relu: int32 input of nonzero size")
    return [cupy.maximum(x, 0).astype(cupy.int32)]
