"""conv2d and conv_requant as an implicit GEMM on int8 tensor cores
(cvmverify/codegen/implicit_gemm.py, the cvm_tc_conv tile of templates/cuda/tensor_core.cu.j2).

Without a GPU, through the host shim (each warp's ldmatrix and mma.sync emulated from the
PTX fragment layout; see tests/test_codegen_tensor_core.py):
- the generator finds the convolution's index map in the spec's sum -- stride, dilation,
  padding and groups as expressions over the call, or as a graph's constants -- and emits
  the path for conv_requant under the runtime contract and for the strict conv2d (int8
  operands only);
- the path is bit-exact against the reference evaluator, in each tile (128 x 128, and
  128 x 16 for few output channels per group), where the dims are not multiples of the
  tile: padding, stride and dilation > 1, groups > 1 and depthwise, N per group 1, 8, 16
  and 24, K not a multiple of 32, M = 1, int8 and int32 operands;
- the host picks the tile by N per group: the narrow one up to 32, the wide above, the
  general kernel below 8 (depthwise);
- under the strict contract a call past the accumulator bound, or with int32 operands,
  runs on CUDA-core tiles, exactly; under the runtime contract the runtime's own limit on
  K rejects any call past it;
- a strict epilogue check rejects a call on the tensor-core path as the general kernel does;
- a broken loader (the padding offset, the group's channels, the store's channel stride)
  is caught, and so is a narrow tile that misplaces its columns or its group's w rows;
- nvcc compiles the modules for sm_90, and to PTX with the mma instruction in it.
On a GPU: tests/test_gpu_tensor_core.py.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from cvmverify.core.evaluate import evaluate
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.drivers import gen
from shim_modules import generated_tree, path_kernel
from test_codegen_tensor_core import TILE_NAMES, tile_taken, use_tile

ROOT = Path(__file__).resolve().parents[1]
GRAPH = load_graph(ROOT / "graphs" / "conv_requant.toml")
MMA = "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"

# (x shape, w shape, padding, stride, dilation, groups): M = N * OH * OW, N = OC / groups,
# K = C / groups * KH * KW
CONVS = {
    "3x3 pad 1, M and N past the tile": ((1, 5, 13, 11), (130, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
    "stride 2, dilation 2, pad 2": ((2, 3, 9, 10), (7, 3, 3, 2), (2, 1), (2, 1), (2, 3), 1),
    "groups 2, K = 36": ((1, 8, 6, 7), (6, 4, 3, 3), (1, 0), (1, 2), (1, 1), 2),
    "depthwise": ((2, 6, 7, 5), (6, 1, 3, 3), (1, 1), (2, 1), (1, 1), 6),
    "M = 1, N = 1": ((1, 3, 3, 3), (1, 3, 3, 3), (0, 0), (1, 1), (1, 1), 1),
    "1x1, K = 70": ((1, 70, 4, 3), (9, 70, 1, 1), (0, 0), (1, 1), (1, 1), 1),
    "N = 8, groups 2, K = 27": ((1, 6, 12, 11), (16, 3, 3, 3), (1, 1), (1, 1), (1, 1), 2),
    "N = 16, groups 2, K = 36": ((1, 8, 13, 11), (32, 4, 3, 3), (1, 1), (1, 1), (1, 1), 2),
    "N = 24, K = 45, M = 180": ((2, 5, 9, 10), (24, 5, 3, 3), (1, 1), (1, 1), (1, 1), 1),
}


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    return generated_tree(tmp_path_factory.mktemp("tensor_core_conv"), ["conv_requant", "conv2d"])


def _shim(tree, module: str, symbol: str, tmp_path_factory, text: str | None = None):
    kernel, path = path_kernel(tree, module, symbol, tmp_path_factory.mktemp("shim"), text)
    use_tile(kernel.path, symbol, "128x128")  # the tile the cases test, unless they say
    return kernel, path


def _attrs(padding, stride, dilation, groups):
    return {"padding": list(padding), "stride": list(stride), "dilation": list(dilation),
            "groups": groups}


def _out_shape(x, w, padding, stride, dilation):
    return (x[0], w[0]) + tuple((x[2 + a] + 2 * padding[a] - dilation[a] * (w[2 + a] - 1) - 1)
                                // stride[a] + 1 for a in range(2))


def _operands(rng, x_shape, w_shape, low=-128):
    x = rng.integers(low, 128, x_shape).astype(np.int8)
    w = rng.integers(low, 128, w_shape).astype(np.int8)
    x.flat[0], w.flat[0] = low, low
    return x, w


# --- what the generator emits ---------------------------------------------------------------


def test_the_path_is_emitted_for_convolutions(tree):
    runtime = (tree / "cuda/runtime/conv_requant.cuh").read_text()
    assert "_conv_requant_fused_y_tc_s8" in runtime and "_conv_requant_fused_y_tc_s32" in runtime
    assert "cvm_tc_conv_gemm(" in runtime and MMA in runtime
    conv2d = (tree / "cuda/ops/conv2d.cuh").read_text()
    assert conv2d.count("_tc_run(") == 4 and "_tc_s32" not in conv2d  # strict: int8 only
    # the index map as the spec gives it: padding, stride, dilation, the group's outputs
    for line in ("cvm_offset_h = s2;", "cvm_stride_w = stride_1;", "cvm_dilation_h = dilation_0;",
                 "cvm_group_outputs = s4;"):
        assert line in conv2d
    for module in ("runtime/conv_requant.py", "graphs/conv_requant.py", "conv2d.py"):
        assert "def path():" in (tree / "cupy" / module).read_text()


# --- through the host shim: conv2d, strict, int8 operands -----------------------------------


@pytest.fixture(scope="module")
def conv2d(tree, tmp_path_factory):
    return _shim(tree, "ops/conv2d.cuh", "cvm_conv2d", tmp_path_factory)


@pytest.mark.parametrize("tile", TILE_NAMES)
@pytest.mark.parametrize("case", sorted(CONVS))
@pytest.mark.parametrize("has_b", [True, False], ids=["b", "no-b"])
def test_conv2d_on_tensor_cores_is_bit_exact(conv2d, case, has_b, tile):
    kernel, path = conv2d
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    rng = np.random.default_rng(sum(x_shape) * 31 + sum(w_shape))
    x, w = _operands(rng, x_shape, w_shape)
    inputs = [x, w] + ([rng.integers(-2 ** 20, 2 ** 20, w_shape[0]).astype(np.int32)]
                       if has_b else [])
    attrs = _attrs(padding, stride, dilation, groups)
    shape = _out_shape(x_shape, w_shape, padding, stride, dilation)
    with tile_taken(kernel.path, "cvm_conv2d", tile):
        got = kernel.run_case(inputs, attrs, [(shape, "int32")])[0]
        assert path() == f"tensor-core {tile}"
    expected = evaluate("conv2d", [a.astype(np.int32) for a in inputs], **attrs)[0]
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("case, taken", [("depthwise", "general"),
                                         ("stride 2, dilation 2, pad 2", "general"),
                                         ("N = 8, groups 2, K = 27", "tensor-core 128x16"),
                                         ("N = 16, groups 2, K = 36", "tensor-core 128x16"),
                                         ("N = 24, K = 45, M = 180", "tensor-core 128x16"),
                                         ("3x3 pad 1, M and N past the tile",
                                          "tensor-core 128x128")])
def test_the_host_picks_the_tile_by_output_channels_per_group(conv2d, case, taken):
    """The narrow tile from 8 to 32 output channels per group, the wide one above; below
    8 (depthwise: 1, and 7 here) the general kernel, which measured faster."""
    kernel, path = conv2d
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    x, w = _operands(np.random.default_rng(5), x_shape, w_shape)
    attrs = _attrs(padding, stride, dilation, groups)
    with tile_taken(kernel.path, "cvm_conv2d", None):
        got = kernel.run_case([x, w], attrs, [(_out_shape(x_shape, w_shape, padding, stride,
                                                          dilation), "int32")])[0]
        assert path() == taken
    expected = evaluate("conv2d", [x.astype(np.int32), w.astype(np.int32)], **attrs)[0]
    np.testing.assert_array_equal(got, expected)


def test_conv2d_int32_operands_take_the_cuda_core_tiles(conv2d):
    kernel, path = conv2d
    x_shape, w_shape, padding, stride, dilation, groups = CONVS["3x3 pad 1, M and N past the tile"]
    x, w = _operands(np.random.default_rng(3), x_shape, w_shape)
    x, w = x.astype(np.int32), w.astype(np.int32)
    attrs = _attrs(padding, stride, dilation, groups)
    got = kernel.run_case([x, w], attrs, [(_out_shape(x_shape, w_shape, padding, stride,
                                                      dilation), "int32")])[0]
    assert path() == "cuda-core tiles"
    np.testing.assert_array_equal(got, evaluate("conv2d", [x, w], **attrs)[0])


@pytest.mark.parametrize("channels, taken", [(14563, "tensor-core 128x128"), (14564, "cuda-core tiles")])
def test_conv2d_past_the_accumulator_bound_takes_the_cuda_core_tiles(conv2d, channels, taken):
    """K = C * 3 * 3: 131067 <= (2^31 - 1) / 128^2 < 131076."""
    kernel, path = conv2d
    rng = np.random.default_rng(channels)
    x = rng.integers(-2, 3, (1, channels, 3, 3)).astype(np.int8)
    w = rng.integers(-128, 128, (8, channels, 3, 3)).astype(np.int8)
    attrs = _attrs((0, 0), (1, 1), (1, 1), 1)
    got = kernel.run_case([x, w], attrs, [((1, 8, 1, 1), "int32")])[0]
    assert path() == taken
    exact = np.einsum("chw,ochw->o", x[0].astype(np.int64), w.astype(np.int64))
    np.testing.assert_array_equal(got.reshape(-1), exact)


def test_conv2d_epilogue_rejects_on_the_tensor_cores(conv2d):
    """b + sum leaves int32: the epilogue's check rejects the call, as the general kernel's
    would (K = 27 products of 127 * 127, b = 2^31 - 1)."""
    kernel, path = conv2d
    x = np.full((1, 3, 3, 3), 127, np.int8)
    w = np.full((2, 3, 3, 3), 127, np.int8)
    b = np.full(2, 2 ** 31 - 1, np.int32)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w, b], _attrs((0, 0), (1, 1), (1, 1), 1), [((1, 2, 1, 1), "int32")])
    assert path() == "tensor-core 128x128"


# --- through the host shim: conv_requant, runtime contract --------------------------------


@pytest.fixture(scope="module")
def conv_requant(tree, tmp_path_factory):
    return _shim(tree, "runtime/conv_requant.cuh", "cvm_conv_requant", tmp_path_factory)


def _requant_reference(x, w):
    return evaluate_graph(GRAPH, [x.astype(np.int32), w.astype(np.int32)],
                          precisions={"x": 8, "w": 8})["y"]


@pytest.mark.parametrize("tile", TILE_NAMES)
@pytest.mark.parametrize("x_shape, w_shape", [((1, 3, 5, 7), (1, 3, 3, 3)),
                                              ((2, 9, 12, 11), (130, 9, 3, 3)),
                                              ((1, 4, 15, 13), (16, 4, 3, 3))])
@pytest.mark.parametrize("dtype", [np.int8, np.int32], ids=["int8", "int32"])
def test_conv_requant_on_tensor_cores_is_bit_exact(conv_requant, x_shape, w_shape, dtype,
                                                   tile):
    kernel, path = conv_requant
    x, w = _operands(np.random.default_rng(sum(x_shape)), x_shape, w_shape, low=-127)
    x, w = x.astype(dtype), w.astype(dtype)
    shape = (x_shape[0], w_shape[0], x_shape[2], x_shape[3])
    with tile_taken(kernel.path, "cvm_conv_requant", tile):
        got = kernel.run_case([x, w], {}, [(shape, "int32")])[0]
        assert path() == f"tensor-core {tile}"
    np.testing.assert_array_equal(got, _requant_reference(x, w))


def test_conv_requant_takes_the_narrow_tile(conv_requant):
    """Its 16 output channels (graphs/conv_requant.toml's shape, 4 input channels: K = 36,
    one slice) on the 128 x 16 tile, by the host's own choice."""
    kernel, path = conv_requant
    x, w = _operands(np.random.default_rng(16), (1, 4, 17, 9), (16, 4, 3, 3), low=-127)
    with tile_taken(kernel.path, "cvm_conv_requant", None):
        got = kernel.run_case([x, w], {}, [((1, 16, 17, 9), "int32")])[0]
        assert path() == "tensor-core 128x16"
    np.testing.assert_array_equal(got, _requant_reference(x, w))


def test_conv_requant_past_the_proven_limit_is_rejected_not_computed(conv_requant):
    """K = 7282 * 3 * 3 = 65538 breaks the runtime's limit on the output precision
    (BitWidth(K) + 16 <= 32): the launcher rejects the call before any path is chosen, so
    no call it admits is past the accumulator bound K * 127 * 127 <= 2^31 - 1."""
    kernel, path = conv_requant
    before = path()
    x = np.ones((1, 7282, 1, 1), np.int8)
    w = np.ones((1, 7282, 3, 3), np.int8)
    with pytest.raises(RuntimeError):
        kernel.run_case([x, w], {}, [((1, 1, 1, 1), "int32")])
    assert path() == before


GROUPED = """
name = "conv_requant_grouped"

[inputs]
x = { rank = 4, precision = 8 }
w = { rank = 4, precision = 8 }

[[nodes]]
name = "conv"
op = "conv2d"
inputs = ["x", "w"]
attrs = { padding = [1, 2], stride = [2, 1], dilation = [1, 2], groups = 2 }

[[nodes]]
name = "shift"
op = "cvm_right_shift"
inputs = ["conv"]
attrs = { precision = 8, shift_bit = 4 }

[outputs]
y = "shift"
"""


@pytest.mark.parametrize("x_shape, w_shape", [((1, 6, 9, 8), (4, 3, 3, 3)),
                                              ((2, 10, 7, 11), (258, 5, 2, 3))])
def test_a_graph_with_constant_groups_stride_and_dilation_is_bit_exact(
        x_shape, w_shape, tmp_path, tmp_path_factory):
    """The index map with the attributes folded into the formula (a graph's constants)."""
    graph_path = tmp_path / "conv_requant_grouped.toml"
    graph_path.write_text(GROUPED)
    files = gen.generate(gen.GenOptions([str(graph_path)], contract="runtime"))
    module = tmp_path / "cuda/runtime/conv_requant_grouped.cuh"
    for relative, text in files.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
    assert "cvm_tc_conv_gemm(" in module.read_text()
    kernel, path = _shim(tmp_path, "runtime/conv_requant_grouped.cuh",
                         "cvm_conv_requant_grouped", tmp_path_factory)
    x, w = _operands(np.random.default_rng(sum(w_shape)), x_shape, w_shape, low=-127)
    shape = _out_shape(x_shape, w_shape, (1, 2), (2, 1), (1, 2))
    got = kernel.run_case([x, w], {}, [(shape, "int32")])[0]
    assert path() == "tensor-core 128x128"
    expected = evaluate_graph(load_graph(graph_path), [x.astype(np.int32), w.astype(np.int32)],
                              precisions={"x": 8, "w": 8})["y"]
    np.testing.assert_array_equal(got, expected)


# --- the shim catches a broken loader -------------------------------------------------------

# name: (the text, the mutant, the tile, the case)
MUTANTS = {
    "padding offset off by one": ("s.stride_h + s.offset_h;", "s.stride_h + s.offset_h + 1;",
                                  "128x128", "groups 2, K = 36"),
    "every group reads group 0's channels": ("(n * s.channels + group * (K / taps))",
                                             "(n * s.channels)", "128x128", "groups 2, K = 36"),
    "the second column stored a pixel on": ("if (both) at[pixels] = value[1];",
                                            "if (both) at[1] = value[1];",
                                            "128x128", "groups 2, K = 36"),
    # the narrow tile's: what the wide one (BM = BN, N per group past the tile) cannot show
    "the column tiles a block of rows apart": ("const int64_t col0 = tile / row_tiles * S::BN;",
                                               "const int64_t col0 = tile / row_tiles * S::BM;",
                                               "128x16", "N = 24, K = 45, M = 180"),
    "the groups' w rows a tile apart": ("cvm_tc_conv<T> problem = {x, w + group * N * K, out,",
                                        "cvm_tc_conv<T> problem = {x, w + group * S::BN * K, out,",
                                        "128x16", "N = 8, groups 2, K = 27"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_shim_catches_a_broken_implicit_gemm(tree, mutant, tmp_path_factory):
    old, new, tile, case = MUTANTS[mutant]
    text = (tree / "cuda/ops/conv2d.cuh").read_text()
    assert text.count(old) == 1
    kernel, path = _shim(tree, "ops/conv2d.cuh", "cvm_conv2d", tmp_path_factory,
                         text.replace(old, new))
    x_shape, w_shape, padding, stride, dilation, groups = CONVS[case]
    x, w = _operands(np.random.default_rng(9), x_shape, w_shape)
    attrs = _attrs(padding, stride, dilation, groups)
    shape = _out_shape(x_shape, w_shape, padding, stride, dilation)
    with tile_taken(kernel.path, "cvm_conv2d", tile):
        got = kernel.run_case([x, w], attrs, [(shape, "int32")])[0]
        assert path() == f"tensor-core {tile}"
    expected = evaluate("conv2d", [x.astype(np.int32), w.astype(np.int32)], **attrs)[0]
    assert not np.array_equal(got, expected)


# --- compilers ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", ["runtime/conv_requant.cuh", "ops/conv2d.cuh"])
@pytest.mark.parametrize("output", ["cubin", "ptx"])
def test_nvcc_compiles_the_implicit_gemm(tree, module, output, tmp_path):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the module is not compiled for the GPU here")
    target = tmp_path / f"module.{output}"
    done = subprocess.run(["nvcc", "-std=c++17", "-x", "cu", "-arch=sm_90", f"-{output}",
                           "-o", str(target), str(tree / "cuda" / module)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    if output == "ptx":
        assert MMA in target.read_text()


@pytest.mark.parametrize("module", ["runtime/conv_requant", "conv2d"])
def test_nvrtc_compiles_the_implicit_gemm(tree, module):
    """What cupy.RawModule compiles at the first launch, without a device."""
    from test_codegen_tensor_core import _load, _nvrtc

    nvrtc = _nvrtc()
    runtime = _load(tree / "cupy/cvm_cupy.py", "cvm_cupy_conv")
    loaded = _load(tree / "cupy" / f"{module}.py", module.replace("/", "_") + "_tc")
    source = runtime.device_source(loaded.CUDA_ROOT, loaded.CUDA_MODULE)
    program = nvrtc.createProgram(source, "conv.cuh", (), ())
    for name in loaded.KERNEL_NAMES:
        nvrtc.addNameExpression(program, name)
    try:
        nvrtc.compileProgram(program, tuple(runtime.NVRTC_OPTIONS) + ("-arch=compute_90",))
    except nvrtc.NVRTCError as error:
        pytest.fail(f"{error}\n{nvrtc.getProgramLog(program)[:4000]}")
    assert any(name.endswith("_tc_s8") for name in loaded.KERNEL_NAMES)
    for name in loaded.KERNEL_NAMES:
        assert nvrtc.getLoweredName(program, name)
    assert MMA.encode() in nvrtc.getPTX(program)
