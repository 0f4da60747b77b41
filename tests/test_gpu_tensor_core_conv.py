"""conv2d and conv_requant on int8 tensor cores on a GPU: the CuPy modules of generated/
(cupy/conv2d.py strict, cupy/runtime/conv_requant.py under the runtime contract), run where
CuPy finds a device of sm_80 or later, else skipped saying why.

Like tests/test_gpu_tensor_core.py this needs NumPy, CuPy and pytest only. Results are
compared bit for bit with the convolution computed exactly in NumPy int64 (the host shim
checks the same kernels against the reference evaluator: tests/test_codegen_tensor_core_conv.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from test_codegen_numpy import load
from test_gpu_tensor_core import NARROW, WIDE, cupy_with_int8_mma

ROOT = Path(__file__).resolve().parents[1]
GENERATED = Path(os.environ.get("CVMVERIFY_GENERATED_TREE", ROOT / "generated"))
# (x shape, w shape, padding, stride, dilation, groups)
CONVS = [((1, 5, 13, 11), (130, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
         ((2, 3, 9, 10), (7, 3, 3, 2), (2, 1), (2, 1), (2, 3), 1),
         ((1, 8, 6, 7), (6, 4, 3, 3), (1, 0), (1, 2), (1, 1), 2),
         ((2, 6, 7, 5), (6, 1, 3, 3), (1, 1), (2, 1), (1, 1), 6),
         ((1, 3, 3, 3), (1, 3, 3, 3), (0, 0), (1, 1), (1, 1), 1),
         ((4, 64, 30, 29), (64, 64, 3, 3), (1, 1), (1, 1), (1, 1), 1),
         ((2, 256, 14, 14), (256, 256, 1, 1), (0, 0), (1, 1), (1, 1), 1),
         ((2, 64, 28, 28), (128, 1, 3, 3), (1, 1), (2, 2), (1, 1), 64),
         ((1, 8, 13, 11), (32, 4, 3, 3), (1, 1), (1, 1), (1, 1), 2),
         ((2, 5, 9, 10), (24, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
         ((1, 4, 131, 67), (16, 4, 3, 3), (1, 1), (1, 1), (1, 1), 1)]


def expected_path(tile: str | None, n: int) -> str:
    """The path a call of N = `n` output channels per group takes with `tile` asked for
    (None: the host's choice, cvmverify.codegen.cuda_tensor_core.tile_for)."""
    if tile is not None:
        return f"tensor-core {tile}"
    return f"tensor-core {WIDE}" if n > 32 else f"tensor-core {NARROW}" if n >= 8 else "general"


@pytest.fixture(scope="module")
def gpu():
    return cupy_with_int8_mma("the implicit GEMM is", "tests/test_codegen_tensor_core_conv.py")


def exact_conv(x, w, padding, stride, dilation, groups):
    """conv2d in NumPy int64, group by group, tap by tap."""
    x, w = x.astype(np.int64), w.astype(np.int64)
    n, c, h, wd = x.shape
    oc, cg, kh, kw = w.shape
    (ph, pw), (sh, sw), (dh, dw) = padding, stride, dilation
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (wd + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    padded = np.zeros((n, c, h + 2 * ph, wd + 2 * pw), np.int64)
    padded[:, :, ph:ph + h, pw:pw + wd] = x
    y = np.zeros((n, oc, oh, ow), np.int64)
    per_group = oc // groups
    for g in range(groups):
        xs = padded[:, g * cg:(g + 1) * cg]
        ws = w[g * per_group:(g + 1) * per_group]
        for i in range(kh):
            for j in range(kw):
                window = xs[:, :, i * dh:i * dh + sh * (oh - 1) + 1:sh,
                            j * dw:j * dw + sw * (ow - 1) + 1:sw]
                y[:, g * per_group:(g + 1) * per_group] += np.einsum(
                    "nchw,oc->nohw", window, ws[:, :, i, j])
    return y


@pytest.mark.parametrize("tile", [None, WIDE, NARROW])
@pytest.mark.parametrize("x_shape, w_shape, padding, stride, dilation, groups", CONVS)
def test_gpu_conv2d_on_tensor_cores_is_bit_exact(gpu, x_shape, w_shape, padding, stride,
                                                 dilation, groups, tile):
    cupy = gpu
    module = load(GENERATED / "cupy" / "conv2d.py", "gpu_conv2d")
    module.use_tile(tile)
    rng = np.random.default_rng(sum(x_shape) + 7 * sum(w_shape))
    x = rng.integers(-128, 128, x_shape).astype(np.int8)
    w = rng.integers(-128, 128, w_shape).astype(np.int8)
    b = rng.integers(-2 ** 20, 2 ** 20, w_shape[0]).astype(np.int32)
    attrs = {"padding": padding, "stride": stride, "dilation": dilation, "groups": groups}
    got = module.conv2d(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b), **attrs)[0]
    assert module.path() == expected_path(tile, w_shape[0] // groups)
    expected = exact_conv(x, w, padding, stride, dilation, groups) + b[None, :, None, None]
    np.testing.assert_array_equal(cupy.asnumpy(got), expected)
    tiles = module.conv2d(cupy.asarray(x.astype(np.int32)), cupy.asarray(w.astype(np.int32)),
                          cupy.asarray(b), **attrs)[0]
    # under 8 output channels a group (depthwise: 1) run the general kernel
    assert module.path() == ("cuda-core tiles" if w_shape[0] // groups >= 8 else "general")
    np.testing.assert_array_equal(cupy.asnumpy(tiles), expected)


@pytest.mark.parametrize("tile", [None, WIDE, NARROW])
@pytest.mark.parametrize("x_shape, w_shape", [((1, 4, 67, 45), (16, 4, 3, 3)),
                                              ((2, 9, 12, 11), (130, 9, 3, 3))])
@pytest.mark.parametrize("dtype", [np.int8, np.int32], ids=["int8", "int32"])
def test_gpu_conv_requant_on_tensor_cores_is_bit_exact(gpu, x_shape, w_shape, dtype, tile):
    """graphs/conv_requant.toml: 3x3 padding 1, cvm_right_shift by 4, clip, relu."""
    cupy = gpu
    module = load(GENERATED / "cupy" / "runtime" / "conv_requant.py", "gpu_conv_requant")
    module.use_tile(tile)
    rng = np.random.default_rng(sum(x_shape))
    x = rng.integers(-127, 128, x_shape).astype(dtype)
    w = rng.integers(-127, 128, w_shape).astype(dtype)
    got = module.conv_requant(cupy.asarray(x), cupy.asarray(w))["y"]
    assert module.path() == expected_path(tile, w_shape[0])
    conv = exact_conv(x, w, (1, 1), (1, 1), (1, 1), 1)
    expected = np.maximum(np.clip(((conv >> 3) + 1) // 2, -127, 127), 0)
    np.testing.assert_array_equal(cupy.asnumpy(got), expected)
