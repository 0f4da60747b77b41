"""Fixed examples for the compute operators: the seed document's examples, hand-computed
values, and one invalid instance per precondition.

Every case runs against ``cvmverify.core.evaluate`` and against the independent kernels of
``kernels/numpy_compute.py``, so that a mistake shared by both cannot hide behind the
other: the expected values here are worked out by hand.
"""

from __future__ import annotations

import numpy as np
import pytest

from kernels.harness import IMPLS, assert_outputs, assert_rejected, run_unchanged
from kernels.numpy_compute import INT32_MAX, INT32_MIN


def i32(values) -> np.ndarray:
    return np.array(values, dtype=np.int32)


def case(op, inputs, attrs, expected, id):
    return pytest.param(op, inputs, attrs, expected, id=id)


# --------------------------------------------------------------------------- seed document

SEED_SUM_DATA = [
    [[1, 2], [2, 3], [1, 3]],
    [[1, 4], [4, 3], [5, 2]],
    [[7, 1], [7, 2], [7, 3]],
]


@pytest.mark.parametrize("impl", IMPLS)
def test_seed_sum_axis_1(impl):
    """Seed: sum(data, axis=(1)); the document prints floats, the values are integers."""
    out = run_unchanged(impl, "sum", [i32(SEED_SUM_DATA)], axes=(1,))
    assert_outputs(out, [i32([[4, 8], [10, 9], [21, 6]])])


@pytest.mark.parametrize("impl", IMPLS)
def test_seed_sum_axes_1_2(impl):
    """Seed: sum(data, axis=[1,2]) == [12, 19, 27]."""
    out = run_unchanged(impl, "sum", [i32(SEED_SUM_DATA)], axes=[1, 2])
    assert_outputs(out, [i32([12, 19, 27])])


@pytest.mark.parametrize("impl", IMPLS)
def test_seed_broadcast_add(impl):
    """Seed: broadcast_add(x, y) with x of ones (2, 3) and y = [[0], [1]]."""
    x = i32([[1, 1, 1], [1, 1, 1]])
    y = i32([[0], [1]])
    out = run_unchanged(impl, "broadcast_add", [x, y])
    assert_outputs(out, [i32([[1, 1, 1], [2, 2, 2]])])


# --------------------------------------------------------------------------- hand-computed values

# Boxes for non_max_suppression, rows (class, score, x1, y1, x2, y2). Boxes A and B overlap in a
# 9x9 square: iou = floor(8100 / (100 + 100 - 81)) = floor(68.07) = 68.
NMS_A = [0, 90, 0, 0, 10, 10]
NMS_B = [0, 80, 1, 1, 11, 11]
NMS_A_OTHER_CLASS = [1, 85, 0, 0, 10, 10]
NMS_FAR = [0, 70, 20, 20, 30, 30]
NMS_NONE = [-1] * 6
NMS_X = i32([[NMS_A, NMS_B, NMS_A_OTHER_CLASS, NMS_FAR]])

COUNT_UP = np.arange(1, 10, dtype=np.int32).reshape(1, 1, 3, 3)

HAND_CASES = [
    # cvm_right_shift rounds half up: 2.5 -> 3, -2.5 -> -2, 1.25 -> 1, 1.5 -> 2, -1.5 -> -1.
    case("cvm_right_shift", [i32([5, -5, 6, -6])], {"precision": 32, "shift_bit": 1},
         [i32([3, -2, 3, -3])], "rshift-1"),
    case("cvm_right_shift", [i32([5, -5, 6, -6])], {"precision": 32, "shift_bit": 2},
         [i32([1, -1, 2, -1])], "rshift-2"),
    case("cvm_right_shift", [i32([5, -5, 6, -6])], {"precision": 2, "shift_bit": 1},
         [i32([1, -1, 1, -1])], "rshift-clip"),
    case("cvm_right_shift", [i32([INT32_MAX, INT32_MIN, -1, 1])], {"precision": 32, "shift_bit": 32},
         [i32([0, 0, 0, 0])], "rshift-32"),
    case("cvm_right_shift", [i32([INT32_MAX, INT32_MIN])], {"precision": 32, "shift_bit": 31},
         [i32([1, -1])], "rshift-31"),
    case("cvm_left_shift", [i32([3, -3, 1])], {"precision": 4, "shift_bit": 2}, [i32([7, -7, 4])], "lshift-clip"),
    case("cvm_left_shift", [i32([-1, 0])], {"precision": 32, "shift_bit": 31}, [i32([-INT32_MAX, 0])], "lshift-31"),
    case("cvm_precision", [i32([0, 1, 2, 3, -4, INT32_MIN, INT32_MAX, 4, -1])], {},
         [i32([1, 1, 2, 2, 3, 32, 31, 3, 1])], "precision"),
    case("cvm_clip", [i32([5, -5, 0])], {"precision": 1}, [i32([0, 0, 0])], "cvm-clip-1"),
    case("cvm_clip", [i32([INT32_MIN, INT32_MAX, 200])], {"precision": 32}, [i32([-INT32_MAX, INT32_MAX, 200])],
         "cvm-clip-32"),
    case("cvm_clip", [i32([200, -200, 100])], {"precision": 8}, [i32([127, -127, 100])], "cvm-clip-8"),
    case("clip", [i32([-5, 0, 5, 9])], {"a_min": -1, "a_max": 4}, [i32([-1, 0, 4, 4])], "clip"),
    case("broadcast_div", [i32([-7, 7, -7, 7, 5, 0, INT32_MIN, INT32_MAX]), i32([2, -2, -2, 2, 0, 0, 1, -1])], {},
         [i32([-3, -3, 3, 3, 0, 0, INT32_MIN, -INT32_MAX])], "div-truncates"),
    case("broadcast_sub", [i32([1, 2, 3]), i32([[10], [20]])], {}, [i32([[-9, -8, -7], [-19, -18, -17]])],
         "sub-right-aligned"),
    case("broadcast_greater", [i32([[1], [5]]), i32([0, 5, 9])], {}, [i32([[1, 0, 0], [1, 0, 0]])], "greater"),
    case("broadcast_max", [i32([-3, 7]), i32([[INT32_MIN], [5]])], {}, [i32([[-3, 7], [5, 7]])], "max"),
    case("max", [i32([[-5, -2], [-7, -3]])], {}, [i32([-2])], "max-all-negative"),
    case("max", [i32([[-5, -2], [-7, -3]])], {"keepdims": True}, [i32([[-2]])], "max-keepdims"),
    case("sum", [i32([[1, 2, 3], [4, 5, 6]])], {"axes": (0,), "exclude": True}, [i32([6, 15])], "sum-exclude"),
    case("sum", [i32([[1, 2, 3], [4, 5, 6]])], {"axes": (-1, 0), "exclude": True}, [i32([[1, 2, 3], [4, 5, 6]])],
         "sum-exclude-all"),
    case("sum", [i32([[1, 2, 3], [4, 5, 6]])], {"axes": (-2,), "keepdims": True}, [i32([[5, 7, 9]])], "sum-keepdims"),
    # With w = [[1, 2], [3, 4]] over 1..9 and kernel indices in [0, 2): 1+4+12+20 = 37, etc.
    case("conv2d", [COUNT_UP, i32([[[[1, 2], [3, 4]]]])], {}, [i32([[[[37, 47], [67, 77]]]])], "conv2d"),
    # Padding reads 0: the corner sees only x[0, 0] * w[1, 1] = 4, the next x[0,0]*3 + x[0,1]*4 = 11.
    case("conv2d", [COUNT_UP, i32([[[[1, 2], [3, 4]]]])], {"padding": (1, 1)},
         [i32([[[[4, 11, 18, 9], [18, 37, 47, 21], [36, 67, 77, 33], [14, 23, 26, 9]]]])], "conv2d-padding"),
    # Stride 2 and dilation 2 on 1..9 with a 2x2 kernel of ones: corners 1 + 3 + 7 + 9 = 20.
    case("conv2d", [COUNT_UP, i32([[[[1, 1], [1, 1]]]])], {"stride": (2, 2), "dilation": (2, 2)},
         [i32([[[[20]]]])], "conv2d-dilation"),
    # Two groups of one channel each: [3, 5] * [2, 7] + bias [1, -1].
    case("conv2d", [i32([[[[3]], [[5]]]]), i32([[[[2]]], [[[7]]]]), i32([1, -1])], {"groups": 2},
         [i32([[[[7]], [[34]]]])], "conv2d-groups"),
    case("dense", [i32([[1, 2], [3, 4]]), i32([[1, 0], [0, 1], [1, 1]]), i32([10, 20, 30])], {},
         [i32([[11, 22, 33], [13, 24, 37]])], "dense"),
    # ceil_mode adds a window that overhangs the input; its missing cells read INT32_MIN.
    case("max_pool2d", [-COUNT_UP], {"pool_size": (2, 2), "strides": (2, 2), "ceil_mode": True},
         [i32([[[[-1, -3], [-7, -9]]]])], "max-pool-ceil"),
    case("max_pool2d", [-COUNT_UP], {"pool_size": (2, 2), "strides": (2, 2)}, [i32([[[[-1]]]])], "max-pool-floor"),
    case("max_pool2d", [COUNT_UP], {"pool_size": (2, 2), "padding": 1, "strides": (2, 2)},
         [i32([[[[1, 3], [7, 9]]]])], "max-pool-padding"),
    case("upsampling", [np.array([[[[1, 2], [3, 4]]]], dtype=np.int8)], {"scale": 2},
         [np.array([[[[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]]]], dtype=np.int8)], "upsampling"),
    case("where", [i32([1, 0]), np.array([[1.5, 2.5], [3.5, 4.5]]), np.array([[5.5, 6.5], [7.5, 8.5]])], {},
         [np.array([[1.5, 2.5], [7.5, 8.5]])], "where-rows"),
    case("where", [i32([[0, -3], [2, 0]]), i32([[1, 2], [3, 4]]), i32([[5, 6], [7, 8]])], {},
         [i32([[5, 2], [3, 8]])], "where-elements"),
    case("relu", [i32([INT32_MIN, -1, 0, 1, INT32_MAX])], {}, [i32([0, 0, 0, 1, INT32_MAX])], "relu"),
    case("abs", [i32([-INT32_MAX, -1, 0, 1])], {}, [i32([INT32_MAX, 1, 0, 1])], "abs"),
    case("negative", [i32([-INT32_MAX, -1, 0, INT32_MAX])], {}, [i32([INT32_MAX, 1, 0, -INT32_MAX])], "negative"),
    case("elemwise_sub", [i32([INT32_MAX, -1]), i32([1, INT32_MAX])], {}, [i32([INT32_MAX - 1, INT32_MIN])],
         "elemwise-sub"),
    # a - b is one exact operation: -INT32_MIN is not an intermediate of it.
    case("elemwise_sub", [i32([-1, INT32_MIN]), i32([INT32_MIN, INT32_MIN])], {}, [i32([INT32_MAX, 0])],
         "elemwise-sub-int32-min"),
    case("broadcast_sub", [i32([[-1], [INT32_MIN]]), i32([INT32_MIN])], {}, [i32([[INT32_MAX], [0]])],
         "broadcast-sub-int32-min"),
    case("get_valid_count", [i32([[[0, 5, 1], [1, 2, 2], [2, 7, 3]], [[0, 4, 9], [1, 1, 1], [2, 3, 3]]])],
         {"score_threshold": 4}, [i32([2, 0]), i32([[[0, 5, 1], [2, 7, 3], [-1, -1, -1]], [[-1] * 3] * 3])],
         "valid-count"),
    # Sorted by score: A (90), A_OTHER_CLASS (85), B (80), FAR (70).
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 50},
         [i32([[NMS_A, NMS_A_OTHER_CLASS, NMS_FAR, NMS_NONE]])], "nms-class-aware"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 50, "force_suppress": True},
         [i32([[NMS_A, NMS_FAR, NMS_NONE, NMS_NONE]])], "nms-force"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 68},
         [i32([[NMS_A, NMS_A_OTHER_CLASS, NMS_FAR, NMS_NONE]])], "nms-iou-68-suppresses"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 69},
         [i32([[NMS_A, NMS_A_OTHER_CLASS, NMS_B, NMS_FAR]])], "nms-iou-69-keeps"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 69, "top_k": 2},
         [i32([[NMS_A, NMS_A_OTHER_CLASS, NMS_NONE, NMS_NONE]])], "nms-top-k"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 69, "max_output_size": 3},
         [i32([[NMS_A, NMS_A_OTHER_CLASS, NMS_B, NMS_NONE]])], "nms-max-output"),
    case("non_max_suppression", [NMS_X, i32([4])], {"iou_threshold": 69, "max_output_size": 0},
         [i32([[NMS_NONE] * 4])], "nms-no-output"),
    # valid_count 2 keeps only the first two input rows: B is suppressed by A.
    case("non_max_suppression", [NMS_X, i32([2])], {"iou_threshold": 50},
         [i32([[NMS_A, NMS_NONE, NMS_NONE, NMS_NONE]])], "nms-valid-count"),
    # A negative class id is skipped, not a stop, and suppresses nothing (its box equals the next
    # one). Equal scores keep input order; the 5x5 box has iou 25 with the 10x10 one.
    case("non_max_suppression",
         [i32([[[-1, 99, 0, 0, 10, 10], [0, 50, 0, 0, 10, 10], [2, 50, 0, 0, 5, 5]]]), i32([3])],
         {"iou_threshold": 50, "force_suppress": True},
         [i32([[[0, 50, 0, 0, 10, 10], [2, 50, 0, 0, 5, 5], NMS_NONE]])], "nms-negative-id"),
    # A batch with no valid rows is all -1 and the next batch is still written.
    case("non_max_suppression", [np.concatenate([NMS_X, NMS_X]), i32([0, 4])], {"iou_threshold": 50},
         [i32([[NMS_NONE] * 4, [NMS_A, NMS_A_OTHER_CLASS, NMS_FAR, NMS_NONE]])], "nms-empty-batch"),
]


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.parametrize("op, inputs, attrs, expected", HAND_CASES)
def test_hand_computed(impl, op, inputs, attrs, expected):
    """Values worked out by hand from SEMANTICS.md and the seed formulas."""
    assert_outputs(run_unchanged(impl, op, inputs, **attrs), expected)


# --------------------------------------------------------------------------- preconditions


def invalid(op, inputs, attrs, id):
    return pytest.param(op, inputs, attrs, id=id)


ONES_2x3 = np.ones((2, 3), dtype=np.int32)
IMAGE = np.ones((1, 2, 4, 4), dtype=np.int32)  # N=1, C=2, H=W=4
WEIGHT = np.ones((2, 2, 3, 3), dtype=np.int32)  # OC=2, IC=2, KH=KW=3
BOXES = np.zeros((1, 2, 6), dtype=np.int32)
# Zero-strided views: huge shapes without the memory.
TALL = np.broadcast_to(np.int32(0), (2**24 + 1,))
UPSAMPLE_BASE = np.broadcast_to(np.int8(0), (1, 1, 2**13, 2**13))

INVALID_CASES = [
    # runtime limits, shared by every op
    invalid("sum", [np.ones((1,) * 7, dtype=np.int32)], {}, "sum-rank-7"),
    invalid("relu", [np.array(3, dtype=np.int32)], {}, "relu-rank-0"),
    invalid("relu", [np.ones((2, 0), dtype=np.int32)], {}, "relu-zero-dim"),
    invalid("relu", [TALL], {}, "relu-dim-over-2**24"),
    invalid("abs", [np.array([2**31], dtype=np.int64)], {}, "abs-input-outside-int32"),
    invalid("negative", [np.array([1.0])], {}, "negative-float-input"),
    invalid("cvm_precision", [np.array([INT32_MIN - 1], dtype=np.int64)], {}, "precision-input-outside-int32"),
    # sum, max
    invalid("sum", [np.ones((2, 3, 4), dtype=np.int32)], {"axes": (1, -2)}, "sum-duplicate-axes"),
    invalid("sum", [np.ones((2, 3, 4), dtype=np.int32)], {"axes": (3,)}, "sum-axis-too-large"),
    invalid("sum", [np.ones((2, 3, 4), dtype=np.int32)], {"axes": (-4,)}, "sum-axis-too-small"),
    invalid("sum", [i32([INT32_MAX, 1])], {}, "sum-overflow"),
    invalid("sum", [i32([[INT32_MIN], [-1]])], {"axes": (0,)}, "sum-underflow"),
    invalid("max", [np.ones((2, 3), dtype=np.int32)], {"axes": (0, 0)}, "max-duplicate-axes"),
    invalid("max", [np.ones((2, 3), dtype=np.int32)], {"axes": (2,), "exclude": True}, "max-axis-out-of-range"),
    # broadcast_*
    *[invalid(op, [ONES_2x3, np.ones((4, 3), dtype=np.int32)], {}, f"{op}-incompatible")
      for op in ["broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div", "broadcast_max",
                 "broadcast_greater"]],
    invalid("broadcast_add", [i32([1, 2, 3]), i32([1, 2])], {}, "broadcast-add-3-vs-2"),
    # Aligned from the left (as the document reads) these would match; numpy aligns from the right.
    invalid("broadcast_sub", [ONES_2x3, i32([1, 2])], {}, "broadcast-sub-left-aligned-only"),
    invalid("broadcast_add", [i32([INT32_MAX]), i32([[0], [1]])], {}, "broadcast-add-overflow"),
    invalid("broadcast_sub", [i32([INT32_MIN]), i32([1])], {}, "broadcast-sub-overflow"),
    invalid("broadcast_mul", [i32([65536]), i32([65536])], {}, "broadcast-mul-overflow"),
    invalid("broadcast_mul", [i32([INT32_MIN]), i32([-1])], {}, "broadcast-mul-min-times-minus-one"),
    invalid("broadcast_div", [i32([INT32_MIN]), i32([-1])], {}, "broadcast-div-min-by-minus-one"),
    # conv2d
    invalid("conv2d", [IMAGE, WEIGHT], {"groups": 2}, "conv2d-C-not-IC-times-groups"),
    invalid("conv2d", [np.ones((1, 2, 4, 4), dtype=np.int32), np.ones((3, 1, 1, 1), dtype=np.int32)],
            {"groups": 2}, "conv2d-OC-not-multiple-of-groups"),
    invalid("conv2d", [IMAGE, WEIGHT], {"groups": 0}, "conv2d-groups-0"),
    invalid("conv2d", [IMAGE[0], WEIGHT], {}, "conv2d-x-rank-3"),
    invalid("conv2d", [IMAGE, WEIGHT[0]], {}, "conv2d-w-rank-3"),
    invalid("conv2d", [IMAGE, WEIGHT, i32([1, 2, 3])], {}, "conv2d-bias-shape"),
    invalid("conv2d", [IMAGE, WEIGHT], {"stride": (0, 1)}, "conv2d-stride-0"),
    invalid("conv2d", [IMAGE, WEIGHT], {"dilation": (1, 0)}, "conv2d-dilation-0"),
    invalid("conv2d", [IMAGE, WEIGHT], {"padding": (-1, 0)}, "conv2d-negative-padding"),
    invalid("conv2d", [IMAGE, WEIGHT], {"padding": (4097, 0)}, "conv2d-padding-over-4096"),
    invalid("conv2d", [IMAGE, WEIGHT], {"dilation": (2, 2)}, "conv2d-window-exceeds-input"),
    invalid("conv2d", [i32([[[[65536]]]]), i32([[[[65536]]]])], {}, "conv2d-overflow"),
    invalid("conv2d", [IMAGE, WEIGHT, i32([INT32_MAX, 0])], {}, "conv2d-bias-overflow"),
    # dense
    invalid("dense", [np.ones((2, 3), dtype=np.int32), np.ones((4, 2), dtype=np.int32)], {}, "dense-K-mismatch"),
    invalid("dense", [np.ones((2, 3), dtype=np.int32), np.ones((4, 3), dtype=np.int32), i32([1, 2])], {},
            "dense-bias-shape"),
    invalid("dense", [np.ones((1, 2, 3), dtype=np.int32), np.ones((4, 3), dtype=np.int32)], {}, "dense-x-rank-3"),
    invalid("dense", [i32([[65536]]), i32([[65536]])], {}, "dense-overflow"),
    invalid("dense", [i32([[1]]), i32([[1]]), i32([INT32_MAX])], {}, "dense-bias-overflow"),
    # unary value ops
    invalid("abs", [i32([0, INT32_MIN])], {}, "abs-int32-min"),
    invalid("negative", [i32([INT32_MIN, 0])], {}, "negative-int32-min"),
    # max_pool2d
    invalid("max_pool2d", [IMAGE], {"pool_size": (2, 2), "padding": 2}, "max-pool-padding-equals-pool"),
    invalid("max_pool2d", [IMAGE], {"pool_size": (2, 2), "padding": (0, 3)}, "max-pool-padding-above-pool"),
    invalid("max_pool2d", [IMAGE], {"pool_size": (5, 1)}, "max-pool-pool-exceeds-input"),
    invalid("max_pool2d", [IMAGE], {"pool_size": (2, 2), "strides": (0, 1)}, "max-pool-stride-0"),
    invalid("max_pool2d", [IMAGE], {"pool_size": (0, 2)}, "max-pool-pool-0"),
    invalid("max_pool2d", [IMAGE[0]], {"pool_size": (2, 2)}, "max-pool-rank-3"),
    # ceil_mode: H=1, pool 2, padding 1, stride 3 gives 2 windows; the second starts at 2 >= H.
    invalid("max_pool2d", [np.ones((1, 1, 1, 4), dtype=np.int32)],
            {"pool_size": (2, 2), "padding": 1, "strides": (3, 1), "ceil_mode": True},
            "max-pool-ceil-window-outside-H"),
    invalid("max_pool2d", [np.ones((1, 1, 4, 1), dtype=np.int32)],
            {"pool_size": (2, 2), "padding": 1, "strides": (1, 3), "ceil_mode": True},
            "max-pool-ceil-window-outside-W"),
    # upsampling
    invalid("upsampling", [IMAGE], {"scale": 0}, "upsampling-scale-0"),
    invalid("upsampling", [IMAGE], {"scale": 4097}, "upsampling-scale-over-4096"),
    invalid("upsampling", [IMAGE[0]], {"scale": 2}, "upsampling-rank-3"),
    invalid("upsampling", [UPSAMPLE_BASE], {"scale": 5}, "upsampling-output-over-2**30"),
    # elemwise_add, elemwise_sub
    invalid("elemwise_add", [ONES_2x3, np.ones((1, 3), dtype=np.int32)], {}, "elemwise-add-shapes-differ"),
    invalid("elemwise_sub", [ONES_2x3, np.ones((3, 2), dtype=np.int32)], {}, "elemwise-sub-shapes-differ"),
    invalid("elemwise_add", [i32([INT32_MAX]), i32([1])], {}, "elemwise-add-overflow"),
    invalid("elemwise_sub", [i32([0]), i32([INT32_MIN])], {}, "elemwise-sub-overflow"),
    # clip
    invalid("clip", [ONES_2x3], {"a_min": 3, "a_max": 3}, "clip-equal-bounds"),
    invalid("clip", [ONES_2x3], {"a_min": 4, "a_max": 3}, "clip-inverted-bounds"),
    invalid("clip", [ONES_2x3], {"a_min": INT32_MIN, "a_max": 0}, "clip-a-min-int32-min"),
    invalid("clip", [ONES_2x3], {"a_min": 0, "a_max": 2**31}, "clip-a-max-too-large"),
    # cvm_clip, cvm_right_shift, cvm_left_shift
    invalid("cvm_clip", [ONES_2x3], {"precision": 0}, "cvm-clip-precision-0"),
    invalid("cvm_clip", [ONES_2x3], {"precision": 33}, "cvm-clip-precision-33"),
    *[invalid(op, [ONES_2x3], attrs, f"{op}-{name}")
      for op in ["cvm_right_shift", "cvm_left_shift"]
      for name, attrs in [
          ("shift-bit-0", {"precision": 8, "shift_bit": 0}),
          ("shift-bit-33", {"precision": 8, "shift_bit": 33}),
          ("precision-0", {"precision": 0, "shift_bit": 1}),
          ("precision-33", {"precision": 33, "shift_bit": 1}),
      ]],
    # floor(INT32_MAX / 2**0) + 1 = 2**31 is an intermediate of the rounding formula.
    invalid("cvm_right_shift", [i32([INT32_MAX])], {"precision": 8, "shift_bit": 1}, "rshift-intermediate-overflow"),
    invalid("cvm_left_shift", [i32([1])], {"precision": 8, "shift_bit": 31}, "lshift-overflow"),
    invalid("cvm_left_shift", [i32([2**20])], {"precision": 32, "shift_bit": 12}, "lshift-overflow-before-clip"),
    # where
    invalid("where", [np.ones((2, 2), dtype=np.int32), ONES_2x3, ONES_2x3], {}, "where-cond-shape"),
    invalid("where", [i32([1, 0, 1]), ONES_2x3, ONES_2x3], {}, "where-cond-1d-wrong-length"),
    invalid("where", [i32([1, 0]), ONES_2x3, np.ones((3, 2), dtype=np.int32)], {}, "where-x-y-shapes-differ"),
    # get_valid_count
    invalid("get_valid_count", [np.ones((1, 3, 1), dtype=np.int32)], {"score_threshold": 0}, "valid-count-K-1"),
    invalid("get_valid_count", [np.ones((1, 3, 33), dtype=np.int32)], {"score_threshold": 0}, "valid-count-K-33"),
    invalid("get_valid_count", [np.ones((3, 6), dtype=np.int32)], {"score_threshold": 0}, "valid-count-rank-2"),
    # non_max_suppression
    invalid("non_max_suppression", [BOXES, i32([2])], {"iou_threshold": 0}, "nms-iou-threshold-0"),
    invalid("non_max_suppression", [BOXES, i32([2])], {"iou_threshold": -1}, "nms-iou-threshold-negative"),
    invalid("non_max_suppression", [np.zeros((1, 2, 5), dtype=np.int32), i32([2])], {"iou_threshold": 50},
            "nms-K-not-6"),
    invalid("non_max_suppression", [BOXES, i32([2, 2])], {"iou_threshold": 50}, "nms-valid-count-length"),
    invalid("non_max_suppression", [BOXES[0], i32([2])], {"iou_threshold": 50}, "nms-x-rank-2"),
]


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.parametrize("op, inputs, attrs", INVALID_CASES)
def test_rejects_invalid(impl, op, inputs, attrs):
    """Each violated precondition is a logic error whose message names the op."""
    assert_rejected(impl, op, inputs, **attrs)
