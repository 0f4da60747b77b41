"""The int8 tensor-core path of dense_requant under the runtime contract
(cvmverify/codegen/cuda_tensor_core.py, templates/cuda/tensor_core.cu.j2).

Without a GPU:
- the generator emits the path for the runtime-contract module only (the strict one checks
  every step in int64 and keeps its general kernel), and its epilogue is the general
  kernel's own statements after the sum;
- through the host shim (g++ -DCVM_HOST_SHIM: the block's threads phase by phase, each
  warp's mma.sync emulated from the PTX fragment layout in a plain int8 x int8 -> int32
  loop) the launcher takes the tensor-core path and is bit-exact against the reference
  evaluator on edge shapes: M, N not multiples of the 128 x 128 tile, K not a multiple of
  32 or of the 64 staged at a time, M = 1, int8 and int32 operands, unaligned rows;
- a call past the runtime's limit on K is rejected, never answered on tensor cores: the
  precision proof's limit (K <= 32767 here) is stricter than the accumulator bound the
  path needs (K * 127 * 127 <= 2^31 - 1), so no call it admits is beyond that bound;
- nvcc compiles the module for sm_80 and sm_90 and NVRTC (what cupy.RawModule runs) for
  compute_80 and compute_90, with the mma instruction in the PTX.
On a GPU: tests/test_gpu_tensor_core.py (no prover needed there: benchmarks/gpu_dense.sh).
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cvmverify.check.cuda_build import host_kernel
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.drivers import gen

ROOT = Path(__file__).resolve().parents[1]
GRAPH = load_graph(ROOT / "graphs" / "dense_requant.toml")
PRECISIONS = {"x": 8, "w": 8, "b": 16}
MMA = "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"
# (M, N, K): one element; M = 1; K below, at and past 32 and 64; M, N past the tile
EDGES = [(1, 1, 1), (1, 37, 33), (17, 9, 31), (2, 8, 32), (3, 130, 64), (129, 127, 65),
         (130, 257, 100), (33, 65, 200)]


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """The runtime-contract and strict modules of dense_requant, rendered."""
    out = tmp_path_factory.mktemp("tensor_core")
    files = gen.generate(["dense_requant"])
    for relative, text in files.items():
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return out


def case(rng, m, n, k, dtype=np.int32):
    """Inputs within the declared precisions (x, w: 8 bits; b: 16), extremes included."""
    x = rng.integers(-127, 128, (m, k))
    w = rng.integers(-127, 128, (n, k))
    x.flat[0], w.flat[0] = -127, -127
    b = rng.integers(-32767, 32768, (n,))
    return x.astype(dtype), w.astype(dtype), b.astype(np.int32)


def reference(x, w, b):
    return evaluate_graph(GRAPH, [x.astype(np.int32), w.astype(np.int32), b],
                          precisions=PRECISIONS)["y"]


# --- what the generator emits ---------------------------------------------------------------


def test_the_path_is_emitted_under_the_runtime_contract_only(tree):
    runtime = (tree / "cuda/runtime/dense_requant.cuh").read_text()
    strict = (tree / "cuda/graphs/dense_requant.cuh").read_text()
    assert "_dense_requant_fused_y_tc_s8" in runtime and MMA in runtime
    assert "cvm_dense_requant_path" in runtime
    assert "_tc_s8" not in strict and MMA not in strict
    cupy_runtime = (tree / "cupy/runtime/dense_requant.py").read_text()
    assert "def path():" in cupy_runtime and "_tc_s8" in cupy_runtime
    assert "def path():" not in (tree / "cupy/graphs/dense_requant.py").read_text()


def test_the_epilogue_is_the_general_kernels_own(tree):
    """The statements after the sum are the general kernel's, line for line."""
    text = (tree / "cuda/runtime/dense_requant.cuh").read_text()
    general = text.split("__global__ void _dense_requant_fused_y(")[1].split("\n}\n")[0]
    after_sum = general.split("v4 += v3;\n      }\n")[1].split("\n    }\n")[0].strip().splitlines()
    epilogue = text.split("struct _dense_requant_fused_y_tc {")[1].split("\n};\n")[0]
    assert "const int32_t v4 = cvm_acc;" in epilogue
    body = epilogue.split("const int32_t v4 = cvm_acc;\n")[1].strip().splitlines()
    assert [line.strip() for line in body[:len(after_sum)]] == \
        [line.strip() for line in after_sum]


# --- through the host shim --------------------------------------------------------------------


@pytest.fixture(scope="module")
def shim(tree, tmp_path_factory):
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the host shim is not built")
    kernel = host_kernel(tree / "cuda/runtime/dense_requant.cuh", "cvm_dense_requant",
                         tmp_path_factory.mktemp("shim"))
    path = ctypes.CDLL(kernel.path).cvm_dense_requant_path
    path.restype = ctypes.c_char_p
    return kernel, lambda: path().decode()


@pytest.mark.parametrize("m, n, k", EDGES)
@pytest.mark.parametrize("dtype", [np.int8, np.int32], ids=["int8", "int32"])
def test_shim_tensor_core_path_is_bit_exact(shim, m, n, k, dtype):
    kernel, path = shim
    rng = np.random.default_rng(m * 1000003 + n * 1009 + k)
    x, w, b = case(rng, m, n, k, dtype)
    got = kernel.run_case([x, w, b], {}, [((m, n), "int32")])[0]
    assert path() == "tensor-core"
    np.testing.assert_array_equal(got, reference(x, w, b))


def test_shim_extreme_sums_are_exact(shim):
    """Every product at its largest (127 * 127, -127 * 127) over K = 1000: sums far past
    int16, and the clip on both sides."""
    kernel, path = shim
    m, n, k = 3, 5, 1000
    x = np.full((m, k), 127, np.int8)
    x[1] = -127
    w = np.full((n, k), 127, np.int8)
    w[2, ::2] = -127
    b = np.array([32767, -32767, 0, 1, -1], np.int32)
    got = kernel.run_case([x, w, b], {}, [((m, n), "int32")])[0]
    assert path() == "tensor-core"
    np.testing.assert_array_equal(got, reference(x, w, b))


def test_shim_past_the_proven_limit_is_rejected_not_computed(shim):
    """K = 32768 passes the runtime's limit on the output precision (BitWidth(K) + 17 <=
    32): the launcher rejects the call before any path is chosen."""
    kernel, path = shim
    before = path()
    x = np.ones((1, 32768), np.int8)
    w = np.ones((1, 32768), np.int8)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w, np.zeros(1, np.int32)], {}, [((1, 1), "int32")])
    assert path() == before


# --- compilers ----------------------------------------------------------------------------------


@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_nvcc_compiles_the_tensor_core_path(tree, arch, tmp_path):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the module is not compiled for the GPU here")
    cubin = tmp_path / "dense_requant.cubin"
    done = subprocess.run(["nvcc", "-std=c++17", "-x", "cu", f"-arch={arch}", "-cubin",
                           "-o", str(cubin), str(tree / "cuda/runtime/dense_requant.cuh")],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]


def _nvrtc():
    try:
        from cupy.cuda import nvrtc
        nvrtc.getVersion()
    except Exception as error:  # ImportError, or the NVRTC library cannot load
        pytest.skip(f"CuPy with NVRTC cannot load here ({type(error).__name__}: {error})")
    return nvrtc


def _load(path: Path, name: str):
    sys.path.insert(0, str(Path(__file__).parent))
    from test_codegen_numpy import load

    return load(path, name)


@pytest.mark.parametrize("arch", ["compute_80", "compute_90"])
def test_nvrtc_compiles_the_tensor_core_kernels(tree, arch):
    """What cupy.RawModule compiles at the first launch, without a device."""
    nvrtc = _nvrtc()
    runtime = _load(tree / "cupy/cvm_cupy.py", f"cvm_cupy_tc_{arch}")
    module = _load(tree / "cupy/runtime/dense_requant.py", f"dense_requant_tc_{arch}")
    source = runtime.device_source(module.CUDA_ROOT, module.CUDA_MODULE)
    program = nvrtc.createProgram(source, "dense_requant.cuh", (), ())
    for name in module.KERNEL_NAMES:
        nvrtc.addNameExpression(program, name)
    try:
        nvrtc.compileProgram(program, tuple(runtime.NVRTC_OPTIONS) + (f"-arch={arch}",))
    except nvrtc.NVRTCError as error:
        pytest.fail(f"{error}\n{nvrtc.getProgramLog(program)[:4000]}")
    assert {"_dense_requant_fused_y_tc_s8", "_dense_requant_fused_y_tc_s32"} <= \
        set(module.KERNEL_NAMES)
    for name in module.KERNEL_NAMES:
        assert nvrtc.getLoweredName(program, name)
    assert MMA.encode() in nvrtc.getPTX(program)


# --- the shim catches a broken kernel ------------------------------------------------------

MUTANTS = {
    "no barrier before a slice is read": ("    cvm_tc_wait();\n    __syncthreads();\n",
                                          "    cvm_tc_wait();\n"),
    "ldmatrix rows of x at the wrong k": ("ks * 8 + (j >> 1) * 4];", "ks * 8 + (j & 1) * 4];"),
    "c0 and c1 swapped in the store": ("epilogue(me.acc[mi][ni][2 * h], i, j, value, 0);",
                                       "epilogue(me.acc[mi][ni][2 * h + 1], i, j, value, 0);"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_shim_catches_a_broken_tensor_core_kernel(tree, mutant, tmp_path_factory):
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the host shim is not built")
    old, new = MUTANTS[mutant]
    text = (tree / "cuda/runtime/dense_requant.cuh").read_text()
    assert text.count(old) == 1
    name = "dense_requant_" + "".join(c if c.isalnum() else "_" for c in mutant)
    path = tree / "cuda/runtime" / f"{name}.cuh"
    path.write_text(text.replace(old, new))
    kernel = host_kernel(path, "cvm_dense_requant", tmp_path_factory.mktemp("mutant"))
    x, w, b = case(np.random.default_rng(5), 130, 67, 200, np.int8)
    got = kernel.run_case([x, w, b], {}, [((130, 67), "int32")])[0]
    assert not np.array_equal(got, reference(x, w, b))
