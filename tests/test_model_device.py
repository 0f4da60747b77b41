"""A model's CUDA unit (cuda/models/<model>.cu) and its launcher `cvm_<model>`: the planner's
kernel groups on the device, run here through the host shim (the kernels on the CPU).

- The launcher is held bit for bit to `evaluate_graph` on the small zoo models under both
  contracts, on random and boundary inputs, including the data-dependent nodes of the
  detection head (their hand-written modules beside the groups').
- A strict launcher rejects what the graph rejects: a value that leaves int32 (in an
  output's step, and in a step only a reshape reads, which the CUDA kernels compute into a
  scratch buffer), and a shape other than the declared one.
- nvcc compiles a unit for sm_90 and to PTX, as NVRTC compiles its device code.
The CuPy modules of the same models are tested in test_model_cupy.py.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from cvmverify.check.cuda_build import compile_nvcc, host_kernel
from cvmverify.check.kernels import Rejection
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.drivers.gen import GenOptions, generate
from model_cases import SMALL, model_inputs, model_path, write_files

CONTRACTS = {"models": None, "models/runtime": "runtime"}
pytestmark = pytest.mark.skipif(shutil.which("g++") is None,
                                reason="no g++: the host shim build needs a C++ compiler")


def _launcher(root, folder: str, graph, optimize: str = "-O0"):
    """The model's launcher built for the host shim, in the build cache shared by runs
    (unoptimised, which builds fastest: a small model runs in a second either way)."""
    return host_kernel(root / "cuda" / folder / f"{graph.name}.cu", f"cvm_{graph.name}",
                       optimize=optimize)


def _run(kernel, graph, arrays, expected):
    got = kernel.run_case([arrays[n] for n in graph.inputs], {},
                          [(v.shape, v.dtype) for v in expected.values()])
    return dict(zip(graph.outputs, got))


@pytest.mark.parametrize("folder", list(CONTRACTS))
@pytest.mark.parametrize("name", SMALL)
def test_a_models_cuda_launcher_is_the_graph_bit_for_bit(small_models, name, folder):
    graph = load_graph(model_path(name))
    kernel = _launcher(small_models, folder, graph)
    rng = np.random.default_rng(11)
    for fill in (None, None, "max", "min"):
        arrays = model_inputs(graph, rng, fill)
        expected = evaluate_graph(graph, arrays)
        got = _run(kernel, graph, arrays, expected)
        for output, value in expected.items():
            assert got[output].dtype == value.dtype and np.array_equal(got[output], value), \
                (name, folder, fill, output)


def test_the_strict_launcher_rejects_what_the_graph_rejects(small_models):
    graph = load_graph(model_path("mlp"))
    kernel = _launcher(small_models, "models", graph)
    arrays = model_inputs(graph, np.random.default_rng(1))
    expected = evaluate_graph(graph, arrays)
    arrays["data"] = np.full(arrays["data"].shape, 2**31 - 1, np.int32)  # dense overflows
    with pytest.raises(LogicError):
        evaluate_graph(graph, arrays)
    with pytest.raises(Rejection, match="returned 1"):
        _run(kernel, graph, arrays, expected)
    arrays = model_inputs(graph, np.random.default_rng(1))
    arrays["data"] = np.zeros((2, 784), np.int32)  # not the declared shape
    with pytest.raises(Rejection, match="returned 1"):
        kernel.run_case([arrays[n] for n in graph.inputs], {},
                        [((2, 10), np.dtype(np.int32))])


def test_a_step_only_a_reshape_reads_is_still_checked(small_models):
    """The detection head's last convolution is read through two reshapes: no output reads
    it at its own index, so its steps are computed into scratch buffers and checked there.
    A bias at the top of int32 makes the convolution's sum leave it."""
    graph = load_graph(model_path("detection_head"))
    kernel = _launcher(small_models, "models", graph)
    arrays = model_inputs(graph, np.random.default_rng(3))
    expected = evaluate_graph(graph, arrays)
    arrays["conv4_b"] = np.full(arrays["conv4_b"].shape, 2**31 - 1, arrays["conv4_b"].dtype)
    arrays["conv4_w"] = np.full(arrays["conv4_w"].shape, 127, arrays["conv4_w"].dtype)
    with pytest.raises(LogicError, match="int32"):
        evaluate_graph(graph, arrays)
    unit = (small_models / "cuda" / "models" / "detection_head.cu").read_text()
    assert "k4_conv4/conv4_checked" in unit
    with pytest.raises(Rejection, match="returned 1"):
        _run(kernel, graph, arrays, expected)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("nvcc") is None,
                    reason="nvcc is not installed: the compile checks need it")
def test_nvcc_compiles_a_models_unit_for_sm90_and_to_ptx(small_models):
    unit = small_models / "cuda" / "models" / "runtime" / "mlp.cu"
    compile_nvcc(unit, unit.with_suffix(".o"), flags=["-arch=sm_90"])
    ptx = compile_nvcc(unit, unit.with_suffix(".ptx"), ptx=True, flags=["-arch=sm_90"])
    assert "_k1_dense1_dense1_relu_out" in ptx.path.read_text()


@pytest.mark.slow
@pytest.mark.parametrize("folder", list(CONTRACTS))
@pytest.mark.parametrize("name", ["vgg_small", "resnet18", "mobilenet_v1"])
def test_a_whole_networks_cuda_launcher_is_the_graph_bit_for_bit(tmp_path, name, folder):
    """VGG-small, and ResNet-18 and MobileNet-v1 at 1x3x224x224: 14, 23 and 29 kernel
    groups, on the CPU."""
    graph = load_graph(model_path(name))
    write_files(generate(GenOptions([model_path(name)], contract=CONTRACTS[folder] or "strict")),
           tmp_path)
    kernel = _launcher(tmp_path, folder, graph, optimize="-O2")
    arrays = model_inputs(graph, np.random.default_rng(13))
    expected = evaluate_graph(graph, arrays)
    got = _run(kernel, graph, arrays, expected)
    for output, value in expected.items():
        assert np.array_equal(got[output], value), (name, folder, output)


PASSING = """name = "passing"
[inputs]
x = { shape = [2, 8], precision = 8 }
w1 = { shape = [8, 8], precision = 8 }
w2 = { shape = [8, 8], precision = 8 }
[[nodes]]
name = "d1"
op = "dense"
inputs = ["x", "w1"]
[[nodes]]
name = "s1"
op = "cvm_right_shift"
inputs = ["d1"]
attrs = { precision = 8, shift_bit = 8 }
[[nodes]]
name = "d2"
op = "dense"
inputs = ["s1", "w2"]
[outputs]
y = "d2"
x_again = "x"
"""


def test_an_output_that_is_an_input_is_copied_by_the_launcher(tmp_path):
    source = tmp_path / "passing.toml"
    source.write_text(PASSING)
    graph = load_graph(str(source))
    write_files(generate(GenOptions([str(source)], contract="strict")), tmp_path)
    kernel = _launcher(tmp_path, "models", graph)
    arrays = model_inputs(graph, np.random.default_rng(5))
    expected = evaluate_graph(graph, arrays)
    got = _run(kernel, graph, arrays, expected)
    assert all(np.array_equal(got[k], v) for k, v in expected.items())
