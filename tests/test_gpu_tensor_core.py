"""The int8 tensor-core path on a GPU: the CuPy modules of generated/ (kept in the
repository: cupy/runtime/dense_requant.py under the runtime contract, cupy/graphs/
dense_requant.py and cupy/dense.py strict), run where CuPy finds a device of sm_80 or
later, else skipped saying why. Strict modules take the path for int8 operands only and
run on CUDA-core tiles past the accumulator bound (K > 131071) or for int32 operands
(tests/test_gpu_cuda_core_tiles.py).

This file needs NumPy, CuPy and pytest only -- not cvmverify, z3 or sympy -- so that it runs
on a GPU machine without the prover (benchmarks/gpu_dense.sh). Results are compared bit for
bit with the graph's formula computed exactly in NumPy int64 (x @ w.T + b, cvm_right_shift
by 6 with its rounding, clip to 8 bits: graphs/dense_requant.toml; the reference evaluator
agrees with it on the same shapes through the host shim, tests/test_codegen_tensor_core.py)
and with the module's own general kernel. The edge shapes: M, N not multiples of the
128 x 128 tile, K not a multiple of 32 or of the 64 staged at a time, M = 1; int8 and int32
operands; rows of int8 not 16-byte aligned (K odd).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from test_codegen_numpy import load

ROOT = Path(__file__).resolve().parents[1]
GENERATED = Path(os.environ.get("CVMVERIFY_GENERATED_TREE", ROOT / "generated"))
EDGES = [(1, 1, 1), (1, 37, 33), (17, 9, 31), (2, 8, 32), (3, 130, 64), (129, 127, 65),
         (130, 257, 100), (33, 65, 200), (300, 200, 4095), (1000, 129, 1000), (1, 4096, 4096)]
WIDE, NARROW = "128x128", "128x16"  # the tiles (cvmverify.codegen.cuda_tensor_core.TILES)


def cupy_with_int8_mma(what: str, emulated_by: str):
    """CuPy on a GPU with int8 mma.sync, or a skip saying that `what` is only emulated
    through the host shim (by the tests in `emulated_by`)."""
    try:
        import cupy
        if cupy.cuda.runtime.getDeviceCount() < 1:
            raise RuntimeError("no CUDA device")
    except Exception as error:
        pytest.skip(f"no GPU here ({type(error).__name__}: {error}): {what} not run, only "
                    f"emulated through the host shim ({emulated_by})")
    if int(cupy.cuda.Device().compute_capability) < 80:
        pytest.skip("the GPU has no int8 mma.sync (sm_80 or later): the general kernel runs")
    return cupy


@pytest.fixture(scope="module")
def gpu():
    cupy = cupy_with_int8_mma("the tensor-core kernels are",
                              "tests/test_codegen_tensor_core.py")
    module = load(GENERATED / "cupy" / "runtime" / "dense_requant.py", "gpu_dense_requant")
    module.use_tile(WIDE)  # the tile the cases test, whatever N, unless they say
    return cupy, module


def case(rng, m, n, k, dtype=np.int32):
    """Inputs within the declared precisions (x, w: 8 bits; b: 16), extremes included."""
    x = rng.integers(-127, 128, (m, k))
    w = rng.integers(-127, 128, (n, k))
    x.flat[0], w.flat[0] = -127, -127
    b = rng.integers(-32767, 32768, (n,))
    return x.astype(dtype), w.astype(dtype), b.astype(np.int32)


def exact(x, w, b):
    """graphs/dense_requant.toml in NumPy int64: dense, cvm_right_shift(6), cvm_clip(8)."""
    fc = x.astype(np.int64) @ w.astype(np.int64).T + b
    return np.clip(((fc >> 5) + 1) // 2, -127, 127).astype(np.int32)


def general(cupy, module, x, w, b):
    """The module's general kernel (one thread per element), launched directly."""
    m, k = x.shape
    n = w.shape[0]
    out = cupy.empty((m, n), cupy.int32)
    module._launch(module._kernel, "_dense_requant_fused_y", out.size,
                   (x.astype(cupy.int32), w.astype(cupy.int32), b, out),
                   (np.int64(k), np.int64(k), module._shape_view(out.shape)))
    return out


@pytest.mark.parametrize("tile", [WIDE, NARROW])
@pytest.mark.parametrize("m, n, k", EDGES)
@pytest.mark.parametrize("dtype", [np.int8, np.int32], ids=["int8", "int32"])
def test_gpu_tensor_core_path_is_bit_exact(gpu, m, n, k, dtype, tile):
    cupy, module = gpu
    rng = np.random.default_rng(m * 1000003 + n * 1009 + k)
    x, w, b = case(rng, m, n, k, dtype)
    module.use_tile(tile)
    try:
        got = module.dense_requant(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b))["y"]
        assert module.path() == f"tensor-core {tile}"
    finally:
        module.use_tile(WIDE)
    np.testing.assert_array_equal(cupy.asnumpy(got), exact(x, w, b))


def test_gpu_extreme_sums_are_exact(gpu):
    """Every product at its largest over K = 32767, the most the precision proof admits:
    sums of +-527 million, within int32 as the accumulator bound says."""
    cupy, module = gpu
    m, n, k = 3, 5, 32767
    x = np.full((m, k), 127, np.int8)
    x[1] = -127
    w = np.full((n, k), 127, np.int8)
    w[2, ::2] = -127
    b = np.array([32767, -32767, 0, 1, -1], np.int32)
    got = module.dense_requant(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b))["y"]
    assert module.path() == "tensor-core 128x128"
    np.testing.assert_array_equal(cupy.asnumpy(got), exact(x, w, b))


def test_gpu_past_the_proven_limit_is_rejected(gpu):
    """K = 32768 breaks the runtime's limit on fc's output precision: the call raises
    before any launch, on neither path."""
    cupy, module = gpu
    x = cupy.ones((1, 32768), cupy.int8)
    with pytest.raises(Exception, match="output precision"):
        module.dense_requant(x, x, cupy.zeros(1, cupy.int32))


@pytest.mark.parametrize("m, n, k", [(4096, 4096, 256), (2048, 1536, 2000), (777, 4096, 16)])
def test_gpu_tensor_core_path_agrees_with_the_general_kernel(gpu, m, n, k):
    """Large cases against the general kernel, and a slice of rows against NumPy."""
    cupy, module = gpu
    x, w, b = case(np.random.default_rng(m + n + k), m, n, k, np.int8)
    dx, dw, db = cupy.asarray(x), cupy.asarray(w), cupy.asarray(b)
    got = module.dense_requant(dx, dw, db)["y"]
    assert module.path() == "tensor-core 128x128"
    assert bool((got == general(cupy, module, dx, dw, db)).all())
    rows = slice(m // 2, m // 2 + 32)
    np.testing.assert_array_equal(cupy.asnumpy(got[rows]), exact(x[rows], w, b))


def test_gpu_out_is_filled(gpu):
    """`out` is filled in place and returned."""
    cupy, module = gpu
    x, w, b = case(np.random.default_rng(3), 70, 90, 129, np.int8)
    out = cupy.full((70, 90), -1, cupy.int32)
    result = module.dense_requant(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b), out=[out])
    assert result["y"] is out
    np.testing.assert_array_equal(cupy.asnumpy(out), exact(x, w, b))


# --- strict modules: int8 operands only ----------------------------------------------------


@pytest.fixture(scope="module")
def strict(gpu):
    cupy, _ = gpu
    modules = (load(GENERATED / "cupy" / "graphs" / "dense_requant.py", "gpu_strict_dr"),
               load(GENERATED / "cupy" / "dense.py", "gpu_strict_dense"))
    for module in modules:
        module.use_tile(WIDE)
    return (cupy,) + modules


def int8_case(rng, m, n, k):
    x = rng.integers(-128, 128, (m, k)).astype(np.int8)
    w = rng.integers(-128, 128, (n, k)).astype(np.int8)
    x.flat[0], w.flat[0] = -128, -128
    return x, w, rng.integers(-2 ** 20, 2 ** 20, (n,)).astype(np.int32)


@pytest.mark.parametrize("m, n, k", EDGES)
def test_gpu_strict_int8_on_tensor_cores_is_bit_exact(strict, m, n, k):
    cupy, graph, _ = strict
    x, w, b = int8_case(np.random.default_rng(m + 7 * n + 13 * k), m, n, k)
    got = graph.dense_requant(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b))["y"]
    assert graph.path() == "tensor-core 128x128"
    np.testing.assert_array_equal(cupy.asnumpy(got), exact(x, w, b))


def test_gpu_strict_int32_operands_take_the_cuda_core_tiles(strict):
    cupy, graph, _ = strict
    x, w, b = case(np.random.default_rng(4), 130, 67, 100, np.int32)
    got = graph.dense_requant(cupy.asarray(x), cupy.asarray(w), cupy.asarray(b))["y"]
    assert graph.path() == "cuda-core tiles"
    np.testing.assert_array_equal(cupy.asnumpy(got), exact(x, w, b))


@pytest.mark.parametrize("k, taken", [(131071, "tensor-core 128x128"), (131072, "cuda-core tiles")])
def test_gpu_strict_past_the_accumulator_bound_is_exact(strict, k, taken):
    cupy, _, dense = strict
    rng = np.random.default_rng(k)
    x = rng.integers(-3, 4, (3, k)).astype(np.int8)
    w = rng.integers(-128, 128, (5, k)).astype(np.int8)
    got = dense.dense(cupy.asarray(x), cupy.asarray(w))[0]
    assert dense.path() == taken
    np.testing.assert_array_equal(cupy.asnumpy(got), x.astype(np.int64) @ w.astype(np.int64).T)


def test_gpu_strict_epilogue_rejects_on_the_tensor_cores(strict):
    cupy, _, dense = strict
    x = cupy.full((2, 1000), 127, cupy.int8)
    w = cupy.full((3, 1000), 127, cupy.int8)
    b = cupy.full(3, 2 ** 31 - 1, cupy.int32)
    with pytest.raises(Exception, match="int32"):
        dense.dense(x, w, b)
    assert dense.path() == "tensor-core 128x128"


# --- the C launcher built by nvcc ---------------------------------------------------------------


def _dl_tensors(arrays):
    """DLTensors (kDLCUDA, kDLInt) of CuPy arrays, and what keeps their shapes alive."""
    import ctypes

    class _Device(ctypes.Structure):
        _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int)]

    class DataType(ctypes.Structure):
        _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]

    class Tensor(ctypes.Structure):
        _fields_ = [("data", ctypes.c_void_p), ("device", _Device), ("ndim", ctypes.c_int),
                    ("dtype", DataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                    ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]

    tensors = (Tensor * len(arrays))()
    shapes = []
    for t, a in zip(tensors, arrays):
        shape = (ctypes.c_int64 * a.ndim)(*a.shape)
        shapes.append(shape)
        t.data, t.device, t.ndim = a.data.ptr, _Device(2, a.device.id), a.ndim
        t.dtype = DataType(0, a.dtype.itemsize * 8, 1)
        t.shape, t.strides, t.byte_offset = shape, None, 0
    return tensors, shapes


def test_gpu_nvcc_launcher_takes_the_tensor_cores(gpu, tmp_path):
    """The DLPack launcher of cuda/runtime/dense_requant.cuh, built by nvcc for this GPU:
    the tensor-core path (its dynamic shared memory asked for on the host), bit-exact."""
    import ctypes
    import shutil
    import subprocess

    cupy, _ = gpu
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the C launcher is not built for the GPU")
    arch = f"sm_{cupy.cuda.Device().compute_capability}"
    library = tmp_path / "dense_requant.so"
    done = subprocess.run(["nvcc", "-shared", "-Xcompiler", "-fPIC", "-std=c++17", "-x", "cu",
                           f"-arch={arch}", "-o", str(library),
                           str(GENERATED / "cuda" / "runtime" / "dense_requant.cuh")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    lib = ctypes.CDLL(str(library))
    lib.cvm_dense_requant_path.restype = ctypes.c_char_p
    lib.cvm_dense_requant_use_tile(1)  # the wide tile, whatever N
    for m, n, k, dtype in [(130, 257, 100, np.int8), (1, 37, 33, np.int32),
                           (1000, 129, 1000, np.int8)]:
        x, w, b = case(np.random.default_rng(m + n + k), m, n, k, dtype)
        inputs = [cupy.asarray(a) for a in (x, w, b)]
        out = cupy.full((m, n), -1, cupy.int32)
        ins, keep_in = _dl_tensors(inputs)
        outs, keep_out = _dl_tensors([out])
        status = lib.cvm_dense_requant(ins, 3, outs, 1, b"{}")
        cupy.cuda.runtime.deviceSynchronize()
        assert status == 0
        assert lib.cvm_dense_requant_path() == b"tensor-core 128x128"
        np.testing.assert_array_equal(cupy.asnumpy(out), exact(x, w, b))
