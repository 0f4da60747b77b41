"""The strict dense and conv2d on CUDA-core tiles (templates/cuda/cuda_core_tiles.cu.j2): int32
operands, each product checked to fit int32, the int64 sum checked, then the epilogue.

Through the host shim (g++ -DCVM_HOST_SHIM: a block's threads as fibers, its barriers real)
the launcher takes the tiles for operands that are not int8, bit-exact against the reference
on shapes off the 64 x 64 tile and the 16 of K staged at a time (M = 1, N = 1; conv2d with
groups, stride, dilation, padding, and random ones of each; depthwise and other
convolutions of under 8 output channels a group run the general kernel), on each of the
four ways a slice is summed (8-bit values as packed bytes among them, and a slice past int8
among byte ones), and with K split over blocks where the tiles are few; a product or a sum
that leaves int32 rejects the call, as the general kernel's checks do (a split call's sum
too, where each part's fits), and so does an epilogue step; mutants of the kernel (an edge
guard, the product check, the slices' bounds, the bytes' sign, the gather's carry and
padding, a split's parts, the four-wide stores across images) are caught. On a GPU:
tests/test_gpu_cuda_core_tiles.py.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from cvmverify.core.evaluate import evaluate
from shim_modules import generated_tree, path_kernel

TILES = "cuda-core tiles"
INT32_MAX = 2 ** 31 - 1
# (M, N, K): one element, M = 1, N = 1, K below, at and past 16; M, N past the 64 x 64 tile
# (10, 20, 1600): K split in three (the shim's device holds 3 tiles a wave; a part is at
# least 32 slices of 16)
DENSE = [(1, 1, 1), (1, 37, 17), (17, 1, 31), (3, 64, 16), (65, 70, 33), (130, 9, 100),
         (10, 20, 1600)]
# (x shape, w shape, padding, stride, dilation, groups)
CONVS = {
    "3x3 pad 1, N past the tile": ((1, 5, 9, 11), (70, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
    "stride 2, dilation 2, pad 2": ((2, 3, 9, 10), (7, 3, 3, 2), (2, 1), (2, 1), (2, 3), 1),
    "groups 2": ((1, 8, 6, 7), (6, 4, 3, 3), (1, 0), (1, 2), (1, 1), 2),
    "depthwise": ((2, 6, 7, 5), (6, 1, 3, 3), (1, 1), (2, 1), (1, 1), 6),
    "M = 1, N = 9": ((1, 3, 3, 3), (9, 3, 3, 3), (0, 0), (1, 1), (1, 1), 1),
    "N = 1: the general kernel": ((1, 3, 3, 3), (1, 3, 3, 3), (0, 0), (1, 1), (1, 1), 1),
    # a slice's 16 taps within one channel's 25, and carried over channels of 1, 4 and 14
    "5x5, more taps than a slice": ((1, 3, 9, 8), (9, 3, 5, 5), (2, 2), (1, 1), (1, 1), 1),
    "1x1": ((2, 37, 3, 5), (10, 37, 1, 1), (0, 0), (1, 1), (1, 1), 1),
    "2x2 stride 2": ((1, 6, 8, 9), (8, 6, 2, 2), (0, 1), (2, 2), (1, 1), 1),
    "1x7 dilation 2": ((1, 4, 5, 20), (12, 2, 1, 7), (0, 3), (1, 1), (1, 2), 2),
    # one tile, K = 1728: split in three; two groups of one tile, K = 1152: in two
    "K split": ((1, 192, 5, 5), (16, 192, 3, 3), (0, 0), (1, 1), (1, 1), 1),
    "K split, groups 2": ((1, 256, 6, 6), (20, 128, 3, 3), (1, 1), (1, 1), (1, 1), 2),
}


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    return generated_tree(tmp_path_factory.mktemp("cuda_core_tiles"), ["dense", "conv2d"])


def _shim(tree, module: str, symbol: str, tmp_path_factory, text: str | None = None):
    return path_kernel(tree, module, symbol, tmp_path_factory.mktemp("shim"), text)


@pytest.fixture(scope="module")
def dense(tree, tmp_path_factory):
    return _shim(tree, "ops/dense.cuh", "cvm_dense", tmp_path_factory)


@pytest.fixture(scope="module")
def conv2d(tree, tmp_path_factory):
    return _shim(tree, "ops/conv2d.cuh", "cvm_conv2d", tmp_path_factory)


def _dense_case(rng, m, n, k):
    """int32 operands whose products fit int32 (|x| <= 2^15, |w| < 2^15), extremes included,
    and sums that do too (K <= 100: |sum| < 2^31 - 1 needs |x * w| <= 2^24 on average; the
    reference rejects any that does not, so the case is drawn smaller)."""
    x = rng.integers(-2 ** 15, 2 ** 15, (m, k)).astype(np.int32)
    w = rng.integers(-2 ** 8, 2 ** 8, (n, k)).astype(np.int32)
    x.flat[0], w.flat[0] = -2 ** 15, -2 ** 8
    return x, w, rng.integers(-2 ** 20, 2 ** 20, (n,)).astype(np.int32)


@pytest.mark.parametrize("m, n, k", DENSE)
@pytest.mark.parametrize("has_b", [True, False], ids=["b", "no-b"])
def test_dense_on_tiles_is_bit_exact(dense, m, n, k, has_b):
    kernel, path = dense
    x, w, b = _dense_case(np.random.default_rng(m + 7 * n + 13 * k), m, n, k)
    inputs = [x, w, b] if has_b else [x, w]
    got = kernel.run_case(inputs, {}, [((m, n), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, evaluate("dense", inputs)[0])


def test_int8_operands_past_the_accumulator_bound_take_the_tiles(dense):
    """K = 131072 > (2^31 - 1) / 128^2: not the tensor cores, the tiles, exact."""
    kernel, path = dense
    rng = np.random.default_rng(5)
    x = rng.integers(-3, 4, (1, 131072)).astype(np.int8)
    w = rng.integers(-128, 128, (2, 131072)).astype(np.int8)
    got = kernel.run_case([x, w], {}, [((1, 2), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, x.astype(np.int64) @ w.astype(np.int64).T)


@pytest.mark.parametrize("where", ["first", "last"])
def test_a_product_past_int32_rejects_the_call(dense, where):
    """One product 2^16 * 2^15 = 2^31 among 70 x 65 x 33 that fit, even where the sum
    comes back within int32 (a product of -1 beside it)."""
    kernel, path = dense
    x, w, _ = _dense_case(np.random.default_rng(1), 70, 65, 33)
    at = (0, 0) if where == "first" else (69, 32)
    x[at] = 2 ** 16
    w[at[0] % 65, at[1]] = 2 ** 15
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w], {}, [((70, 65), "int32")])
    assert path() == TILES


def test_a_sum_past_int32_rejects_the_call(dense):
    """Products of 2^30 each fit; two of them do not."""
    kernel, path = dense
    x = np.full((3, 2), 2 ** 15, np.int32)
    w = np.full((2, 2), 2 ** 15, np.int32)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w], {}, [((3, 2), "int32")])
    assert path() == TILES


def _slices_past_int32(x, w):
    """Row 0 of x . w^T made of products of 2^27: the first 16 (a slice) sum to 2^31, the
    next 16 to -2^31, the whole to 0. Summed in 32 bits, the first slice would wrap."""
    x, w = x.copy(), w.copy()
    x[0, :], w[0, :] = 2 ** 14, 0
    w[0, :16], w[0, 16:32] = 2 ** 13, -(2 ** 13)
    return x, w


def test_a_slice_whose_sum_leaves_int32_is_summed_in_64_bits(dense):
    kernel, path = dense
    x, w, _ = _dense_case(np.random.default_rng(4), 65, 63, 33)
    x, w = _slices_past_int32(x, w)
    got = kernel.run_case([x, w], {}, [((65, 63), "int32")])[0]
    assert path() == TILES
    assert got[0, 0] == 0
    np.testing.assert_array_equal(got, evaluate("dense", [x, w])[0])


def test_a_sum_past_int32_rejects_a_split_call(dense):
    """1600 products of 2^21 over three parts: each part's sum fits int32, the whole does
    not; the finish checks it."""
    kernel, path = dense
    x = np.full((2, 1600), 2 ** 12, np.int32)
    w = np.full((2, 1600), 2 ** 9, np.int32)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w], {}, [((2, 2), "int32")])
    assert path() == TILES
    w[:, 800:] = -(2 ** 9)  # the same parts, which now cancel
    got = kernel.run_case([x, w], {}, [((2, 2), "int32")])[0]
    np.testing.assert_array_equal(got, np.zeros((2, 2), np.int32))


def _byte_case(rng, x_shape, w_shape):
    """8-bit values in int32 arrays, the extremes +-127 included: every slice fits int8
    and is summed four products an instruction (the packed tiles)."""
    x = rng.integers(-127, 128, x_shape).astype(np.int32)
    w = rng.integers(-127, 128, w_shape).astype(np.int32)
    x.flat[0], w.flat[-1] = -127, 127
    return x, w


@pytest.mark.parametrize("m, n, k", DENSE)
def test_8_bit_values_on_tiles_are_bit_exact(dense, m, n, k):
    kernel, path = dense
    rng = np.random.default_rng(3 * m + n + k)
    x, w = _byte_case(rng, (m, k), (n, k))
    b = rng.integers(-2 ** 20, 2 ** 20, (n,)).astype(np.int32)
    got = kernel.run_case([x, w, b], {}, [((m, n), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, evaluate("dense", [x, w, b])[0])


@pytest.mark.parametrize("value", [128, -128, 2 ** 20])
def test_a_slice_past_int8_among_8_bit_ones_is_exact(dense, value):
    """K = 48: the second slice holds one value past int8 (-128 fits int8, not the bound of
    127 on magnitudes) and is summed as int32, the first and the third as bytes."""
    kernel, path = dense
    x, w = _byte_case(np.random.default_rng(11), (65, 48), (63, 48))
    x[64, 20] = value
    got = kernel.run_case([x, w], {}, [((65, 63), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, evaluate("dense", [x, w])[0])


def test_the_epilogue_rejects_on_the_tiles(dense):
    kernel, path = dense
    x = np.full((2, 5), 7, np.int32)
    w = np.full((3, 5), 7, np.int32)
    b = np.full(3, INT32_MAX, np.int32)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w, b], {}, [((2, 3), "int32")])
    assert path() == TILES


def _conv_attrs(padding, stride, dilation, groups):
    return {"padding": list(padding), "stride": list(stride), "dilation": list(dilation),
            "groups": groups}


def _conv_shape(x, w, padding, stride, dilation):
    return (x[0], w[0]) + tuple((x[2 + a] + 2 * padding[a] - dilation[a] * (w[2 + a] - 1) - 1)
                                // stride[a] + 1 for a in range(2))


@pytest.mark.parametrize("case", sorted(CONVS))
@pytest.mark.parametrize("has_b", [True, False], ids=["b", "no-b"])
def test_conv2d_on_tiles_is_bit_exact(conv2d, case, has_b):
    kernel, path = conv2d
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    rng = np.random.default_rng(sum(x_shape) * 31 + sum(w_shape))
    x = rng.integers(-2 ** 15, 2 ** 15, x_shape).astype(np.int32)
    w = rng.integers(-2 ** 8, 2 ** 8, w_shape).astype(np.int32)
    inputs = [x, w] + ([rng.integers(-2 ** 20, 2 ** 20, w_shape[0]).astype(np.int32)]
                       if has_b else [])
    attrs = _conv_attrs(padding, stride, dilation, groups)
    shape = _conv_shape(x_shape, w_shape, padding, stride, dilation)
    got = kernel.run_case(inputs, attrs, [(shape, "int32")])[0]
    # under 8 output channels a group (depthwise: 1) fill too little of a tile
    assert path() == (TILES if w_shape[0] // groups >= 8 else "general")
    np.testing.assert_array_equal(got, evaluate("conv2d", inputs, **attrs)[0])


def _random_conv(rng):
    """A convolution the tiles take (8 to 20 output channels a group), its kernel, stride,
    dilation, padding and channels drawn so that the taps of a slice of 16 cross channel and
    row boundaries at every offset."""
    while True:
        groups = int(rng.integers(1, 4))
        kernel = tuple(int(v) for v in rng.integers(1, 6, 2))
        dilation = tuple(int(v) for v in rng.integers(1, 4, 2))
        stride = tuple(int(v) for v in rng.integers(1, 4, 2))
        padding = tuple(int(v) for v in rng.integers(0, 4, 2))
        x_shape = (int(rng.integers(1, 3)), groups * int(rng.integers(1, 6))) + \
            tuple(int(v) for v in rng.integers(1, 14, 2))
        w_shape = (groups * int(rng.integers(8, 21)), x_shape[1] // groups) + kernel
        shape = _conv_shape(x_shape, w_shape, padding, stride, dilation)
        if min(shape) > 0:
            return x_shape, w_shape, padding, stride, dilation, groups


@pytest.mark.parametrize("seed", range(12))
def test_random_convolutions_on_tiles_are_bit_exact(conv2d, seed):
    kernel, path = conv2d
    rng = np.random.default_rng(1000 + seed)
    x_shape, w_shape, padding, stride, dilation, groups = _random_conv(rng)
    x = rng.integers(-2 ** 15, 2 ** 15, x_shape).astype(np.int32)
    w = rng.integers(-2 ** 8, 2 ** 8, w_shape).astype(np.int32)
    attrs = _conv_attrs(padding, stride, dilation, groups)
    got = kernel.run_case([x, w], attrs, [(_conv_shape(x_shape, w_shape, padding, stride,
                                                       dilation), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, evaluate("conv2d", [x, w], **attrs)[0])


@pytest.mark.parametrize("case", ["5x5, more taps than a slice", "K split, groups 2", "1x1"])
def test_8_bit_convolutions_on_tiles_are_bit_exact(conv2d, case):
    kernel, path = conv2d
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    x, w = _byte_case(np.random.default_rng(len(case)), x_shape, w_shape)
    attrs = _conv_attrs(padding, stride, dilation, groups)
    got = kernel.run_case([x, w], attrs, [(_conv_shape(x_shape, w_shape, padding, stride,
                                                       dilation), "int32")])[0]
    assert path() == TILES
    np.testing.assert_array_equal(got, evaluate("conv2d", [x, w], **attrs)[0])


def test_a_conv2d_product_past_int32_rejects_the_call(conv2d):
    kernel, path = conv2d
    x = np.ones((1, 2, 5, 5), np.int32)
    w = np.ones((9, 2, 3, 3), np.int32)
    x[0, 1, 4, 4], w[8, 1, 2, 2] = 2 ** 16, 2 ** 15  # the last tap of the last pixel
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w], _conv_attrs((0, 0), (1, 1), (1, 1), 1),
                        [((1, 9, 3, 3), "int32")])
    assert path() == TILES


# --- the shim catches a broken kernel -------------------------------------------------------

def _cancelling_products(x, w):
    """Two products past int32 that cancel in the sum: the general kernel rejects the call."""
    x[0, :2], w[0, :2] = (2 ** 16, -(2 ** 16)), (2 ** 15, 2 ** 15)
    return x, w


def _sum_past_int32(x, w):
    """Two products of 2^30, the rest zero: the sum is 2^31, which the general kernel rejects."""
    x[0, :2], w[0, :2] = (2 ** 15, 2 ** 15), (2 ** 15, 2 ** 15)
    x[0, 2:], w[0, 2:] = 0, 0
    return x, w


# name: (the kernel's text, the mutant's, the case, what the mutant does with it: "answers"
# a call the general kernel rejects, "rejects" one it answers, or answers "wrong" or rejects)
MUTANTS = {
    "no product check": ("bad |= cvm_ct_outside_int32(product);", "",
                         _cancelling_products, "answers"),
    "no sum check": ("bad |= cvm_ct_outside_int32(sum);", "", _sum_past_int32, "answers"),
    # reads the next row's elements, or past x's
    "K's edge not zero-filled": ("v[j] = row != nullptr && k + j < K ?",
                                 "v[j] = row != nullptr ?", lambda x, w: (x, w), "wrong"),
    # a slice whose products may leave int32 summed unchecked
    "the unchecked slices' bound too loose": (
        "else if (largest_product <= (uint64_t)CVM_INT32_MAX)",
        "else if (largest_product <= 4 * (uint64_t)CVM_INT32_MAX)",
        _cancelling_products, "answers"),
    # a slice whose sum may leave int32 summed in 32 bits: the first slice wraps
    "the 32-bit slices' bound too loose": ("<= (uint64_t)CVM_INT32_MAX / CVM_CT_BK)",
                                           "<= (uint64_t)CVM_INT32_MAX)",
                                           _slices_past_int32, "rejects"),
    # values of 128 to 255 packed as bytes: read back as -128 to -1
    "the byte slices' bound too loose": ("CVM_CT_BYTE_MAX 127", "CVM_CT_BYTE_MAX 255",
                                         lambda x, w: (x % 256, w % 256), "wrong"),
    "the byte slices' products unsigned": ("(int32_t)(int8_t)(a >> 8 * i)",
                                           "(int32_t)(uint8_t)(a >> 8 * i)",
                                           lambda x, w: (x % 128 - 64, w % 128 - 64), "wrong"),
    "a split's last part left out": ("part < splits; ++part", "part < splits - 1; ++part",
                                     lambda x, w: _dense_case(np.random.default_rng(9), 10,
                                                              20, 1600)[:2], "wrong"),
}


def _mutant(tree, module, symbol, old, new, tmp_path_factory):
    text = (tree / "cuda" / module).read_text()
    assert text.count(old) == 1
    return _shim(tree, module, symbol, tmp_path_factory, text.replace(old, new))


def _caught(kernel, op, inputs, attrs, shape, does):
    """The mutant does what `does` says with the case."""
    if does == "answers":
        kernel.run_case(inputs, attrs, [(shape, "int32")])
        return
    with pytest.raises((RuntimeError, AssertionError) if does == "wrong" else RuntimeError):
        got = kernel.run_case(inputs, attrs, [(shape, "int32")])[0]
        np.testing.assert_array_equal(got, evaluate(op, inputs, **attrs)[0])


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_shim_catches_a_broken_tiles_kernel(tree, mutant, tmp_path_factory):
    old, new, case, does = MUTANTS[mutant]
    kernel, path = _mutant(tree, "ops/dense.cuh", "cvm_dense", old, new, tmp_path_factory)
    x, w = case(*_dense_case(np.random.default_rng(4), 65, 63, 33)[:2])
    _caught(kernel, "dense", [x, w], {}, (x.shape[0], w.shape[0]), does)
    assert path() == TILES


# name: (the kernel's text, the mutant's, the case of CONVS it answers wrong)
CONV_MUTANTS = {
    "a column's carry loses the row": ("      at_h += s.dilation_h;\n", "",
                                       "5x5, more taps than a slice"),
    "no padding above and below": ("(uint64_t)h < (uint64_t)s.height &&", "",
                                   "5x5, more taps than a slice"),
    # a thread's four pixels 12..15 of 2 x 15 stored in image 0's plane, as if one image's
    "four pixels across two images stored as one's": (
        "if (row + CVM_CT_TM > p.M || pixel + CVM_CT_TM > pixels)",
        "if (row + CVM_CT_TM > p.M)", "1x1"),
}


@pytest.mark.parametrize("mutant", sorted(CONV_MUTANTS))
def test_the_shim_catches_a_broken_convolution_tile(tree, mutant, tmp_path_factory):
    old, new, case = CONV_MUTANTS[mutant]
    kernel, path = _mutant(tree, "ops/conv2d.cuh", "cvm_conv2d", old, new, tmp_path_factory)
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    rng = np.random.default_rng(8)
    x = rng.integers(-2 ** 15, 2 ** 15, x_shape).astype(np.int32)
    w = rng.integers(-2 ** 8, 2 ** 8, w_shape).astype(np.int32)
    _caught(kernel, "conv2d", [x, w], _conv_attrs(padding, stride, dilation, groups),
            _conv_shape(x_shape, w_shape, padding, stride, dilation), "wrong")
    assert path() == TILES


# --- compilers ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", ["ops/dense.cuh", "ops/conv2d.cuh"])
def test_nvcc_compiles_the_tiles_with_at_most_a_few_spills(tree, module, tmp_path):
    """An sm_90 cubin and PTX; every tiles kernel within 128 registers (two blocks a
    multiprocessor) spills a few bytes at most: 24-96 on nvcc 12, outside the main loop,
    and measured faster on an H100 than 162 registers without (NVRTC, what CuPy runs, is
    tests/test_codegen_tensor_core.py's: it compiles the same module text)."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    source = tree / "cuda" / module
    built = subprocess.run(["nvcc", "-arch=sm_90", "-x", "cu", "-c", str(source), "-o",
                            str(tmp_path / "m.o"), "--resource-usage"],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    usage = built.stdout + built.stderr
    kernels = re.findall(r"entry function '(\w+)' for 'sm_90'\n.*\n\s*(\d+) bytes stack "
                         r"frame, (\d+) bytes spill stores, (\d+) bytes spill loads", usage)
    tiles = [k for k in kernels if "_ct" in k[0] and "_ct_finish" not in k[0]]
    finishes = [k for k in kernels if "_ct_finish" in k[0]]
    assert len(tiles) == 2 and all(int(s) + int(l) <= 256 for _, _, s, l in tiles), usage
    assert len(finishes) == 2 and all(s == l == "0" for _, _, s, l in finishes), usage
    ptx = subprocess.run(["nvcc", "-arch=sm_90", "-x", "cu", "-ptx", str(source), "-o",
                          str(tmp_path / "m.ptx")],
                         capture_output=True, text=True)
    assert ptx.returncode == 0, ptx.stderr
    assert "_ct" in (tmp_path / "m.ptx").read_text()
