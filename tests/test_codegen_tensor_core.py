"""The int8 tensor-core path of dense_requant under the runtime contract
(cvmverify/codegen/cuda_tensor_core.py, templates/cuda/tensor_core.cu.j2).

Without a GPU:
- the generator emits the path for the runtime-contract module only (the strict one checks
  every step in int64 and keeps its general kernel), and its epilogue is the general
  kernel's own statements after the sum;
- through the host shim (g++ -DCVM_HOST_SHIM: the block's threads phase by phase, each
  warp's mma.sync emulated from the PTX fragment layout in a plain int8 x int8 -> int32
  loop) the launcher takes the tensor-core path and is bit-exact against the reference
  evaluator on edge shapes, in each tile (128 x 128, and 128 x 16 for few columns): M, N
  not multiples of the tile, K not a multiple of 32 or of the 64 staged at a time, M = 1,
  int8 and int32 operands, unaligned rows;
- a call past the runtime's limit on K is rejected, never answered on tensor cores: the
  precision proof's limit (K <= 32767 here) is stricter than the accumulator bound the
  path needs (K * 127 * 127 <= 2^31 - 1), so no call it admits is beyond that bound;
- the strict modules (dense, the strict dense_requant) take the path for int8 operands
  only, bit-exact; int32 operands, and int8 ones past the accumulator bound (K = 131072 >
  (2^31 - 1) / 128^2), take the CUDA-core tiles and are exact; an epilogue check rejects
  a call on the tensor-core path as the general kernel does;
- nvcc compiles the module for sm_80 and sm_90 and NVRTC (what cupy.RawModule runs) for
  compute_80 and compute_90, with the mma instruction in the PTX.
On a GPU: tests/test_gpu_tensor_core.py (no prover needed there: benchmarks/gpu_dense.sh).
"""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

from cvmverify.check.cuda_build import host_kernel
from cvmverify.codegen.cuda_tensor_core import TILES, WIDE, tile_for
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.drivers import gen

ROOT = Path(__file__).resolve().parents[1]
GRAPH = load_graph(ROOT / "graphs" / "dense_requant.toml")
PRECISIONS = {"x": 8, "w": 8, "b": 16}
MMA = "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"
# (M, N, K): one element; M = 1; K below, at and past 32 and 64; M, N past the tile
EDGES = [(1, 1, 1), (1, 37, 33), (17, 9, 31), (2, 8, 32), (3, 130, 64), (129, 127, 65),
         (130, 257, 100), (33, 65, 200)]
TILE_NAMES = [tile.name for tile in TILES]


def use_tile(library: str, symbol: str, tile: str | None) -> None:
    """Has the calls of module `symbol` (built into `library`) take `tile`: a name of
    TILES, "general", or None for the host's own choice by N."""
    switch = getattr(ctypes.CDLL(library), f"{symbol}_use_tile")
    switch.argtypes = [ctypes.c_int]
    switch(0 if tile is None else -1 if tile == "general" else TILE_NAMES.index(tile) + 1)


@contextmanager
def tile_taken(library: str, symbol: str, tile: str | None):
    """`use_tile` for the calls within; the wide tile after, the one the module-scoped
    shims take so that their cases keep the shapes they test on the tile they test."""
    use_tile(library, symbol, tile)
    try:
        yield
    finally:
        use_tile(library, symbol, WIDE.name)


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """The runtime-contract and strict modules of dense_requant, dense's and add_requant's
    (which has no dense product), rendered."""
    out = tmp_path_factory.mktemp("tensor_core")
    files = gen.generate(gen.GenOptions(["dense_requant", "dense", "add_requant"]))
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


def test_the_path_is_emitted_for_dense_products(tree):
    """Runtime contract: int8 and int32 operands (int8 values, proven); strict: int8 operands
    only, the epilogue checking as the general kernel does."""
    runtime = (tree / "cuda/runtime/dense_requant.cuh").read_text()
    strict = (tree / "cuda/graphs/dense_requant.cuh").read_text()
    assert "_dense_requant_fused_y_tc_s8" in runtime and MMA in runtime
    assert "_dense_requant_fused_y_tc_s32" in runtime
    assert "cvm_dense_requant_path" in runtime
    assert "_dense_requant_fused_y_tc_s8" in strict and "_tc_s32" not in strict
    epilogue = strict.split("struct _dense_requant_fused_y_tc {")[1].split("\n};\n")[0]
    assert "CVM_REQUIRE_INT32(v5);" in epilogue and "cvm_next:;" in epilogue
    dense = (tree / "cuda/ops/dense.cuh").read_text()
    assert dense.count("_y_tc_run(") == 4  # with and without b: defined and called
    for module in ("runtime/dense_requant.py", "graphs/dense_requant.py", "dense.py"):
        assert "def path():" in (tree / "cupy" / module).read_text()
    assert "def path():" not in (tree / "cupy/graphs/add_requant.py").read_text()


def test_the_epilogue_is_the_general_kernels_own(tree):
    """The statements after the sum are the general kernel's, line for line, up to where
    each puts the value: the general kernel with its round's others, the epilogue at
    once."""
    text = (tree / "cuda/runtime/dense_requant.cuh").read_text()
    general = text.split("__global__ void _dense_requant_fused_y(")[1].split("\n}\n")[0]
    after_sum = re.split(r"v4 \+= v3;\n\s*\}\n", general)[1].split("cvm_done[cvm_j] = true;")[0]
    epilogue = text.split("struct _dense_requant_fused_y_tc {")[1].split("\n};\n")[0]
    assert "const int32_t v4 = cvm_acc;" in epilogue
    body = epilogue.split("const int32_t v4 = cvm_acc;\n")[1].split("\n    }\n")[0]

    def statements(lines, store):
        return [line.strip().replace(store, "STORE") for line in lines.strip().splitlines()]

    assert statements(after_sum, "cvm_values[cvm_j] =") == statements(body, "cvm_out[cvm_k] =")


# --- through the host shim --------------------------------------------------------------------


@pytest.fixture(scope="module")
def shim(tree, tmp_path_factory):
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the host shim is not built")
    kernel = host_kernel(tree / "cuda/runtime/dense_requant.cuh", "cvm_dense_requant",
                         tmp_path_factory.mktemp("shim"))
    path = ctypes.CDLL(kernel.path).cvm_dense_requant_path
    path.restype = ctypes.c_char_p
    use_tile(kernel.path, "cvm_dense_requant", WIDE.name)
    return kernel, lambda: path().decode()


@pytest.mark.parametrize("tile", TILE_NAMES)
@pytest.mark.parametrize("m, n, k", EDGES)
@pytest.mark.parametrize("dtype", [np.int8, np.int32], ids=["int8", "int32"])
def test_shim_tensor_core_path_is_bit_exact(shim, m, n, k, dtype, tile):
    kernel, path = shim
    rng = np.random.default_rng(m * 1000003 + n * 1009 + k)
    x, w, b = case(rng, m, n, k, dtype)
    with tile_taken(kernel.path, "cvm_dense_requant", tile):
        got = kernel.run_case([x, w, b], {}, [((m, n), "int32")])[0]
        assert path() == f"tensor-core {tile}"
    np.testing.assert_array_equal(got, reference(x, w, b))


@pytest.mark.parametrize("n, taken", [(1, "general"), (7, "general"), (8, "tensor-core 128x16"),
                                      (32, "tensor-core 128x16"), (33, "tensor-core 128x128"),
                                      (130, "tensor-core 128x128")])
def test_the_host_picks_the_tile_by_n(shim, n, taken):
    """Few columns the narrow tile, many the wide; below 8 the general kernel: the C host's
    choice, and `tile_for`'s (the CuPy module's)."""
    kernel, path = shim
    chosen = tile_for(n)
    assert taken == (chosen.path if chosen is not None else "general")
    x, w, b = case(np.random.default_rng(n), 5, n, 40, np.int8)
    with tile_taken(kernel.path, "cvm_dense_requant", None):
        got = kernel.run_case([x, w, b], {}, [((5, n), "int32")])[0]
        assert path() == taken
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
    assert path() == "tensor-core 128x128"
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


# --- the strict contract: int8 operands only ------------------------------------------------


@pytest.fixture(scope="module")
def strict_shim(tree, tmp_path_factory):
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the host shim is not built")
    found = {}
    for module, symbol in (("graphs/dense_requant.cuh", "cvm_dense_requant"),
                           ("ops/dense.cuh", "cvm_dense")):
        kernel = host_kernel(tree / "cuda" / module, symbol, tmp_path_factory.mktemp("strict"))
        path = getattr(ctypes.CDLL(kernel.path), f"{symbol}_path")
        path.restype = ctypes.c_char_p
        use_tile(kernel.path, symbol, WIDE.name)
        found[symbol] = kernel, (lambda path=path: path().decode())
    return found


def strict_reference(x, w, b):
    return evaluate_graph(GRAPH, [x.astype(np.int32), w.astype(np.int32), b])["y"]


def int8_case(rng, m, n, k):
    """int8 operands over their whole range, -128 included."""
    x = rng.integers(-128, 128, (m, k)).astype(np.int8)
    w = rng.integers(-128, 128, (n, k)).astype(np.int8)
    x.flat[0], w.flat[0] = -128, -128
    return x, w, rng.integers(-2 ** 20, 2 ** 20, (n,)).astype(np.int32)


@pytest.mark.parametrize("m, n, k", EDGES)
def test_strict_int8_operands_take_the_tensor_cores_bit_exact(strict_shim, m, n, k):
    kernel, path = strict_shim["cvm_dense_requant"]
    x, w, b = int8_case(np.random.default_rng(m + 7 * n + 13 * k), m, n, k)
    got = kernel.run_case([x, w, b], {}, [((m, n), "int32")])[0]
    assert path() == "tensor-core 128x128"
    np.testing.assert_array_equal(got, strict_reference(x, w, b))


@pytest.mark.parametrize("has_b", [True, False], ids=["b", "no-b"])
def test_strict_dense_on_tensor_cores_is_bit_exact(strict_shim, has_b):
    from cvmverify.core.evaluate import evaluate

    kernel, path = strict_shim["cvm_dense"]
    x, w, b = int8_case(np.random.default_rng(11), 131, 70, 97)
    inputs = [x, w, b] if has_b else [x, w]
    got = kernel.run_case(inputs, {}, [((131, 70), "int32")])[0]
    assert path() == "tensor-core 128x128"
    expected = evaluate("dense", [a.astype(np.int32) for a in inputs])[0]
    np.testing.assert_array_equal(got, expected)


def test_strict_int32_operands_take_the_cuda_core_tiles(strict_shim):
    """int32 operands holding int8 values: nothing says so under the strict contract."""
    kernel, path = strict_shim["cvm_dense_requant"]
    x, w, b = case(np.random.default_rng(2), 17, 9, 31, np.int32)
    got = kernel.run_case([x, w, b], {}, [((17, 9), "int32")])[0]
    assert path() == "cuda-core tiles"
    np.testing.assert_array_equal(got, strict_reference(x, w, b))


@pytest.mark.parametrize("k, taken", [(131071, "tensor-core 128x128"), (131072, "cuda-core tiles")])
def test_strict_past_the_accumulator_bound_takes_the_cuda_core_tiles_exactly(strict_shim, k,
                                                                            taken):
    """K * 128 * 128 <= 2^31 - 1 up to K = 131071: one more and int32 accumulators could
    overflow, so the CUDA-core tiles (exact in int64) run; here the sums fit, and both
    answers are the reference's."""
    kernel, path = strict_shim["cvm_dense"]
    rng = np.random.default_rng(k)
    x = rng.integers(-3, 4, (1, k)).astype(np.int8)
    w = rng.integers(-128, 128, (2, k)).astype(np.int8)
    got = kernel.run_case([x, w], {}, [((1, 2), "int32")])[0]
    assert path() == taken
    exact = x.astype(np.int64) @ w.astype(np.int64).T
    np.testing.assert_array_equal(got, exact)


def test_strict_epilogue_rejects_on_the_tensor_cores(strict_shim):
    """b + sum leaves int32: the epilogue's check rejects the call, as the general kernel's
    would (K = 1000 products of 127 * 127, b = 2^31 - 1)."""
    kernel, path = strict_shim["cvm_dense"]
    x = np.full((2, 1000), 127, np.int8)
    w = np.full((3, 1000), 127, np.int8)
    b = np.full(3, 2 ** 31 - 1, np.int32)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w, b], {}, [((2, 3), "int32")])
    assert path() == "tensor-core 128x128"


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
    "no barrier before a slice is read": ("    cvm_tc_wait<S::STAGES>();\n    __syncthreads();\n",
                                          "    cvm_tc_wait<S::STAGES>();\n"),
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


def test_a_one_bit_operand_renders_with_no_bound_on_k(tmp_path):
    """A 1-bit input holds only 0 (|value| <= 2^0 - 1): every product is 0, so no K can
    leave int32. The bound on K was INT32_MAX // 0, and gen failed with ZeroDivisionError."""
    one_bit = tmp_path / "dense_one_bit.toml"
    one_bit.write_text((ROOT / "graphs" / "dense_requant.toml").read_text()
                       .replace('name = "dense_requant"', 'name = "dense_one_bit"')
                       .replace("x = { rank = 2, precision = 8 }",
                                "x = { rank = 2, precision = 1 }"))
    files = gen.generate(gen.GenOptions([str(one_bit)], contract="runtime"))
    cupy = next(text for path, text in files.items() if path.endswith("dense_one_bit.py")
                and "cupy" in path)
    assert "tc_k <= 2147483647" in cupy
