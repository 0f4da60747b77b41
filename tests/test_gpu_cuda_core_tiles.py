"""The strict dense and conv2d on CUDA-core tiles on a GPU: the CuPy modules of generated/
(cupy/dense.py, cupy/conv2d.py), run where CuPy finds a device, else skipped saying why.
int32 operands take the tiles, of wide values and of 8-bit ones (the packed-byte slices);
results are compared bit for bit with the formula computed exactly in NumPy int64 and with
the module's own general kernel; a product or a sum past int32 rejects the call. Needs
NumPy, CuPy and pytest only, as tests/test_gpu_tensor_core.py.
The host shim emulates the same kernels in tests/test_codegen_cuda_core_tiles.py.
"""

from __future__ import annotations

import numpy as np
import pytest

from test_codegen_numpy import load
from test_gpu_tensor_core import GENERATED
from test_gpu_tensor_core_conv import exact_conv

TILES = "cuda-core tiles"
# (M, N, K): off the 64 x 64 tile and the 16 of K per slice, M = 1, N = 1, and the large K
DENSE = [(1, 1, 1), (1, 37, 17), (17, 1, 31), (65, 70, 33), (130, 257, 100), (300, 200, 4095),
         (1, 4096, 4096)]
CONVS = [((1, 5, 13, 11), (130, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
         ((2, 3, 9, 10), (7, 3, 3, 2), (2, 1), (2, 1), (2, 3), 1),
         ((1, 8, 6, 7), (6, 4, 3, 3), (1, 0), (1, 2), (1, 1), 2),
         ((2, 64, 28, 28), (64, 1, 3, 3), (1, 1), (2, 2), (1, 1), 64),
         ((2, 256, 14, 14), (256, 256, 1, 1), (0, 0), (1, 1), (1, 1), 1),
         ((1, 3, 30, 31), (20, 3, 5, 5), (2, 2), (1, 1), (1, 1), 1),
         ((1, 8, 20, 60), (24, 4, 1, 7), (0, 3), (1, 1), (1, 2), 2)]


@pytest.fixture(scope="module")
def gpu():
    try:
        import cupy
        if cupy.cuda.runtime.getDeviceCount() < 1:
            raise RuntimeError("no CUDA device")
    except Exception as error:
        pytest.skip(f"no GPU here ({type(error).__name__}: {error}): the CUDA-core tiles are "
                    "only emulated through the host shim (tests/test_codegen_cuda_core_tiles.py)")
    return cupy, load(GENERATED / "cupy" / "dense.py", "gpu_tiles_dense"), \
        load(GENERATED / "cupy" / "conv2d.py", "gpu_tiles_conv2d")


def _general_dense(cupy, module, x, w):
    """The module's general kernel (one thread per element), launched directly."""
    out = cupy.empty((x.shape[0], w.shape[0]), cupy.int32)
    error = module._flag(module.LogicError, module.OP, "overflow")
    module._launch(module._kernel, "_dense_0_y", out.size, (x, w, out),
                   (np.int64(x.shape[1]), np.int64(w.shape[1]), module._shape_view(out.shape),
                    error), (), ilp=1)
    return out


def _operands(rng, x_shape, w_shape, values, w_bound):
    """int32 operands: "wide", |x| <= 2^15 and |w| <= w_bound (slices summed in 32 or 64
    bits); or "8-bit", values in [-127, 127] (slices summed as packed bytes, dp4a) with one
    -128 in x, whose slice of its block is summed as int32 among byte ones."""
    if values == "wide":
        return (rng.integers(-2 ** 15, 2 ** 15, x_shape).astype(np.int32),
                rng.integers(-w_bound, w_bound + 1, w_shape).astype(np.int32))
    x = rng.integers(-127, 128, x_shape).astype(np.int32)
    x.flat[x.size // 2] = -128
    return x, rng.integers(-127, 128, w_shape).astype(np.int32)


@pytest.mark.parametrize("values", ["wide", "8-bit"])
@pytest.mark.parametrize("m, n, k", DENSE)
def test_gpu_dense_on_tiles_is_bit_exact(gpu, m, n, k, values):
    """Products within int32, sums too: |x| <= 2^15, |w| <= 2^15 / K; or 8-bit values."""
    cupy, dense, _ = gpu
    rng = np.random.default_rng(m + 7 * n + 13 * k)
    x, w = _operands(rng, (m, k), (n, k), values, max(1, 2 ** 15 // k))
    b = rng.integers(-2 ** 20, 2 ** 20, (n,)).astype(np.int32)
    dx, dw = cupy.asarray(x), cupy.asarray(w)
    got = dense.dense(dx, dw, cupy.asarray(b))[0]
    assert dense.path() == TILES
    expected = x.astype(np.int64) @ w.astype(np.int64).T + b
    np.testing.assert_array_equal(cupy.asnumpy(got), expected)
    assert bool((dense.dense(dx, dw)[0] == _general_dense(cupy, dense, dx, dw)).all())


@pytest.mark.parametrize("values", ["wide", "8-bit"])
@pytest.mark.parametrize("x_shape, w_shape, padding, stride, dilation, groups", CONVS)
def test_gpu_conv2d_on_tiles_is_bit_exact(gpu, x_shape, w_shape, padding, stride, dilation,
                                          groups, values):
    cupy, _, conv2d = gpu
    rng = np.random.default_rng(sum(x_shape) + 7 * sum(w_shape))
    x, w = _operands(rng, x_shape, w_shape, values, 8)
    attrs = {"padding": padding, "stride": stride, "dilation": dilation, "groups": groups}
    got = conv2d.conv2d(cupy.asarray(x), cupy.asarray(w), **attrs)[0]
    # under 8 output channels a group (depthwise: 1) fill too little of a tile
    assert conv2d.path() == (TILES if w_shape[0] // groups >= 8 else "general")
    np.testing.assert_array_equal(cupy.asnumpy(got),
                                  exact_conv(x, w, padding, stride, dilation, groups))


@pytest.mark.parametrize("at", [(0, 0), (299, 4094)])
def test_gpu_a_product_past_int32_rejects_the_call(gpu, at):
    """2^16 * 2^15 = 2^31 beside -2^31: the sum fits, the products do not."""
    cupy, dense, _ = gpu
    x = np.ones((300, 4095), np.int32)
    w = np.ones((200, 4095), np.int32)
    i, k = at
    x[i, k], w[7, k], x[i, k - 1], w[7, k - 1] = 2 ** 16, 2 ** 15, -(2 ** 16), 2 ** 15
    with pytest.raises(Exception, match="int32"):
        dense.dense(cupy.asarray(x), cupy.asarray(w))
    assert dense.path() == TILES


def test_gpu_a_sum_past_int32_rejects_the_call(gpu):
    cupy, dense, _ = gpu
    x = cupy.full((3, 2), 2 ** 15, cupy.int32)
    w = cupy.full((2, 2), 2 ** 15, cupy.int32)
    with pytest.raises(Exception, match="int32"):
        dense.dense(x, w)
    assert dense.path() == TILES
