"""Generated CUDA modules: compiled with nvcc where it is installed, run on the CPU through
the host shim against the kernel checker (each module passes, each mutant is caught), and
on a GPU through CuPy where there is one.

One module per op holds every structure up to rank 3 (4 for the 4-D ops); it is rendered
and built once (host libraries at -O0: a hundred structures take 25 s to build at -O2 and
4 s at -O0), and every test of the op reuses it.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

import cvmverify
from cvmverify.check import CKernel, check_kernel
from cvmverify.check.cuda_build import build_host_library, compile_nvcc, cupy_kernel
from cvmverify.codegen.cuda import render_cuda_headers, render_cuda_module
from cvmverify.codegen.plan import KernelPlan, plan
from cvmverify.core import registry
from cvmverify.core.ir import Read
from cvmverify.core.structures import instances

OPS = ["relu", "cvm_right_shift", "broadcast_add", "transpose", "concatenate", "split",
       "slice", "conv2d", "dense", "max_pool2d", "take", "reshape", "sum"]
NVCC = shutil.which("nvcc")
NO_NVCC = "nvcc is not installed: the CUDA compile checks need it"
OPT = "-O0"


def max_rank(op: str) -> int:
    """3, or the fixed rank of a 4-D op's inputs (conv2d has no structure below rank 4)."""
    return max([3] + [d.rank or 0 for d in registry.get(op).inputs])


@functools.lru_cache(maxsize=None)
def plans_of(op: str) -> list[KernelPlan]:
    spec = registry.get(op)
    return [plan(instance, f"{op}_{k}")
            for k, instance in enumerate(instances(spec, max_rank=max_rank(op)))
            if instance.definition is None]


def render(op: str, plans: list[KernelPlan]) -> str:
    spec = registry.get(op)
    return render_cuda_module(op, spec.summary, spec.inputs, spec.attrs, plans)


def write_headers(directory: Path) -> None:
    for name, text in render_cuda_headers().items():
        (directory / name).write_text(text)


@pytest.fixture(scope="module")
def source_dir(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("cuda")
    write_headers(directory)
    return directory


@pytest.fixture(scope="module")
def modules(source_dir) -> dict[str, Path]:
    paths = {}
    for op in OPS:
        paths[op] = source_dir / f"{op}.cu"
        paths[op].write_text(render(op, plans_of(op)))
    return paths


@pytest.fixture(scope="module")
def libraries(modules, tmp_path_factory) -> dict[str, Path]:
    if shutil.which("g++") is None:
        pytest.skip("no g++: the host shim build needs a C++ compiler")
    out = tmp_path_factory.mktemp("lib")
    with ThreadPoolExecutor(2) as pool:
        built = pool.map(lambda op: build_host_library(modules[op], out, optimize=OPT), OPS)
        return dict(zip(OPS, built))


# --- (a) nvcc -------------------------------------------------------------------------------

# nvcc takes seconds a module: the default tier compiles a module of each kind of kernel
# (elementwise through views, movement, a shared gather, a loop with a reduction, a gather
# by data), the slow tier every one
NVCC_SAMPLE = {"relu", "concatenate", "transpose", "conv2d", "take"}


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
@pytest.mark.parametrize("op", [op if op in NVCC_SAMPLE else
                                pytest.param(op, marks=pytest.mark.slow) for op in OPS])
def test_kernels_compile_with_nvcc(op, modules):
    result = compile_nvcc(modules[op], modules[op].with_suffix(".ptx"), ptx=True)
    assert result.path.read_text().count(".entry") >= 1


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
@pytest.mark.parametrize("op", ["relu", "conv2d", "take"])
def test_whole_module_compiles_with_nvcc(op, modules):
    # kernels to machine code and the launcher against the real CUDA runtime headers
    result = compile_nvcc(modules[op], modules[op].with_suffix(".o"),
                          flags=["-Werror", "all-warnings"])
    assert result.path.stat().st_size > 0


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
def test_kernels_alone_compile_as_nvrtc_sees_them(modules, tmp_path):
    # NVRTC defines __CUDACC_RTC__ and has no system headers: the module must then reduce
    # to its kernels. nvcc stands in for NVRTC, with its own integer types. conv2d's
    # kernels are templates on the index type: each is instantiated for both, as a launch
    # names them, and each instance appears in the PTX, beside the tensor-core kernels and
    # the CUDA-core tiles.
    view = tmp_path / "conv2d_rtc.cu"
    subprocess.run(["g++", "-E", "-P", "-nostdinc", "-x", "c++", "-D__CUDACC_RTC__",
                    f"-I{modules['conv2d'].parent}", str(modules["conv2d"]), "-o", str(view)],
                   check=True, capture_output=True, text=True)
    text = view.read_text()
    assert "DLTensor" not in text and "cudaMalloc" not in text and 'extern "C"' not in text
    kernels = re.findall(r"__global__ void (\w*conv2d\w*)\(", text)
    assert len(kernels) == len(plans_of("conv2d"))
    instances = "".join(f"  (void)&{k}<{i}>;\n" for k in kernels for i in ("int32_t", "int64_t"))
    view.write_text("#include <stdint.h>\n" + "\n".join(
        line for line in text.splitlines()
        if not (line.startswith("typedef") and line.endswith("_t;"))) +
        f"\nvoid cvm_instances() {{\n{instances}}}\n")
    tensor_cores = re.findall(r"__global__ void __launch_bounds__\(\d+\) (\w+_tc_s8\w*)\(", text)
    assert len(tensor_cores) == 2 * len(plans_of("conv2d"))  # one per tile shape
    # each with the kernel that finishes a product whose K was split
    cuda_core_tiles = re.findall(r"__global__ void __launch_bounds__\([\d, ]+\) "
                                 r"(\w+_ct(?:_finish)?)\(", text)
    assert len(cuda_core_tiles) == 2 * len(plans_of("conv2d"))
    result = compile_nvcc(view, tmp_path / "conv2d_rtc.ptx", ptx=True)
    assert result.path.read_text().count(".entry") == \
        2 * len(kernels) + len(tensor_cores) + len(cuda_core_tiles)


# --- (b) the host shim against the checker ----------------------------------------------------


@pytest.mark.parametrize("op", OPS)
def test_generated_module_passes_the_checker(op, libraries):
    report = check_kernel(op, CKernel(libraries[op], f"cvm_{op}"), cases=30, seed=5,
                          max_rank=max_rank(op), timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 30 and report.ran_invalid >= 1


def test_host_build_is_warning_free(modules):
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    for op in ["conv2d", "concatenate", "reshape", "split", "sum"]:
        subprocess.run(["g++", "-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-std=c++17",
                        "-x", "c++", "-DCVM_HOST_SHIM", f"-I{modules[op].parent}",
                        str(modules[op])], check=True, capture_output=True, text=True)


def test_host_library_is_cached(modules, libraries, tmp_path):
    again = build_host_library(modules["relu"], libraries["relu"].parent, optimize=OPT)
    assert again == libraries["relu"]


def call(library: Path, op: str, inputs, attrs, layout):
    return CKernel(library, f"cvm_{op}").run_case(inputs, attrs, layout)


def test_integer_inputs_of_other_dtypes(libraries):
    # the reference accepts any integer dtype whose values are within int32
    x = np.array([[-3, 5], [2**31 - 1, -2**31]], dtype=np.int64)
    want, = cvmverify.evaluate("relu", [x])
    got, = call(libraries["relu"], "relu", [x], {}, [((2, 2), "int32")])
    assert got.dtype == np.int32 and np.array_equal(got, want)
    small = np.array([0, 200, 255], dtype=np.uint8)
    got, = call(libraries["relu"], "relu", [small], {}, [((3,), "int32")])
    assert np.array_equal(got, small.astype(np.int32))
    with pytest.raises(cvmverify.LogicError):
        cvmverify.evaluate("relu", [np.array([2**31], dtype=np.int64)])
    with pytest.raises(RuntimeError):  # a value outside int32 rejects, as in the reference
        call(libraries["relu"], "relu", [np.array([2**31], dtype=np.int64)], {}, [((1,), "int32")])
    with pytest.raises(RuntimeError):  # not integers at all
        call(libraries["relu"], "relu", [np.array([1.0], dtype=np.float32)], {}, [((1,), "int32")])


@pytest.mark.parametrize("attrs", [
    {"precision": 8, "shift_bit": 3, "unknown": 1},   # not an attribute of the op
    {"precision": 8.0, "shift_bit": 3},               # not an int
    {"precision": True, "shift_bit": 3},              # a bool is not an int
    {"precision": 8},                                 # shift_bit is required
    {"precision": 8, "shift_bit": None},              # and not optional
    {"precision": 8, "shift_bit": 33},                # outside its domain
])
def test_malformed_attributes_are_rejected(libraries, attrs):
    x = np.arange(4, dtype=np.int32)
    with pytest.raises(cvmverify.LogicError):
        cvmverify.evaluate("cvm_right_shift", [x], **attrs)
    with pytest.raises(RuntimeError):
        call(libraries["cvm_right_shift"], "cvm_right_shift", [x], attrs, [((4,), "int32")])


def test_wrong_outputs_are_rejected(libraries):
    x = np.arange(6, dtype=np.int32).reshape(2, 3)
    for layout in ([((3, 2), "int32")], [((2, 3), "int64")], [((2, 3), "int32")] * 2):
        with pytest.raises(RuntimeError):
            call(libraries["relu"], "relu", [x], {}, layout)


def test_movement_keeps_every_dtype(libraries):
    for dtype in ["int8", "uint16", "float32", "float64", "bool"]:
        x = (np.arange(24).reshape(2, 3, 4) % 3 == 1) if dtype == "bool" else \
            np.arange(24).reshape(2, 3, 4).astype(dtype)
        want, = cvmverify.evaluate("transpose", [x], axes=(2, 0, 1))
        got, = call(libraries["transpose"], "transpose", [x], {"axes": [2, 0, 1]},
                    [(want.shape, want.dtype.name)])
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


@pytest.mark.parametrize("graph", ["conv_requant", "channel_shuffle", "upsample_concat"])
def test_fused_graph_module_computes_the_graph(graph, source_dir, tmp_path):
    import graph_cases
    from cvmverify.drivers.gen import graph_target

    target = graph_target(str(graph_cases.GRAPHS / f"{graph}.toml"))
    path = source_dir / f"graph_{graph}.cu"
    path.write_text(render_cuda_module(target.name, target.summary, target.inputs,
                                       target.attrs, target.plans))
    kernel = CKernel(build_host_library(path, tmp_path, optimize=OPT), f"cvm_{graph}")
    names = [i.name for i in target.inputs]
    for shapes in graph_cases.SHAPES[graph]:
        inputs = graph_cases.random_inputs(shapes, seed=7)
        want = graph_cases.by_hand(graph, inputs)
        outputs = [want[out.name] for out in target.plans[0].outputs]
        got = kernel.run_case([inputs[n] for n in names], {},
                              [(w.shape, w.dtype.name) for w in outputs])
        assert all(g.dtype == w.dtype and np.array_equal(g, w) for g, w in zip(got, outputs))


# a dense's outputs are computed, not read through views of the inputs: each launch
# declares its names at the launcher's level
TWO_OUTPUTS = """
[inputs]
x = { rank = 2 }
w = { rank = 2 }

[[nodes]]
name = "product"
op = "dense"
inputs = ["x", "w"]

[[nodes]]
name = "act"
op = "relu"
inputs = ["product"]

[outputs]
y = "act"
z = "product"
"""


def test_a_fused_graph_of_two_outputs_launches_each_in_its_own_scope(source_dir, tmp_path):
    from cvmverify.drivers.gen import graph_target

    toml = tmp_path / "two_outputs.toml"
    toml.write_text(TWO_OUTPUTS)
    target = graph_target(str(toml))
    path = source_dir / "graph_two_outputs.cu"
    path.write_text(render_cuda_module(target.name, target.summary, target.inputs,
                                       target.attrs, target.plans))
    kernel = CKernel(build_host_library(path, tmp_path, optimize=OPT), "cvm_two_outputs")
    x = np.array([[3, -2, 0], [-7, 5, 1]], dtype=np.int32)
    w = np.array([[1, 2, 3], [-4, 0, 6]], dtype=np.int32)
    y, z = kernel.run_case([x, w], {}, [((2, 2), "int32")] * 2)
    assert np.array_equal(z, x @ w.T) and np.array_equal(y, np.maximum(x @ w.T, 0))


def test_data_dependent_ops_run_their_hand_written_kernels(source_dir, tmp_path):
    spec = registry.get("non_max_suppression")
    plans = [plan(i, f"nms_{k}") for k, i in enumerate(instances(spec, max_rank=3))]
    path = source_dir / "non_max_suppression.cu"
    path.write_text(render("non_max_suppression", plans))
    assert "cvm_non_max_suppression_by_hand(" in path.read_text()
    kernel = CKernel(build_host_library(path, tmp_path, optimize=OPT), "cvm_non_max_suppression")
    # two overlapping boxes of one class and one of another: the weaker overlap is dropped
    x = np.array([[[0, 90, 0, 0, 10, 10], [0, 80, 1, 1, 10, 10], [1, 70, 0, 0, 10, 10],
                   [-1, 60, 0, 0, 1, 1]]], dtype=np.int32)
    valid = np.array([4], dtype=np.int32)
    (want,) = cvmverify.evaluate("non_max_suppression", [x, valid], iou_threshold=50)
    (got,) = kernel.run_case([x, valid], {"iou_threshold": 50}, [((1, 4, 6), "int32")])
    assert np.array_equal(got, want) and want[0, 1, 0] == 1 and (want[0, 2:] == -1).all()
    with pytest.raises(RuntimeError, match="returned 1"):  # CVM_INVALID: iou_threshold >= 1
        kernel.run_case([x, valid], {"iou_threshold": 0}, [((1, 4, 6), "int32")])


# --- (c) mutants are caught -------------------------------------------------------------------


def off_by_one(out):
    """An int32 output one too large."""
    return out.value + 1


def first_column(out):
    """A movement output reading as if its last index were always 0."""
    last = out.index[-1]
    return out.value.replace(lambda e: isinstance(e, Read),
                             lambda e: e.xreplace({last: sp.Integer(0)}))


def mutate(plans: list[KernelPlan], formula) -> list[KernelPlan]:
    return [dataclasses.replace(p, outputs=[dataclasses.replace(o, value=formula(o))
                                            for o in p.outputs]) for p in plans]


def without_requirement(plans: list[KernelPlan], message: str) -> list[KernelPlan]:
    def drop(p):
        kept = [r for r in p.instance.requirements if r.message != message]
        assert len(kept) < len(p.instance.requirements), message
        return dataclasses.replace(p, instance=dataclasses.replace(p.instance, requirements=kept))

    return [drop(p) for p in plans]


MUTANTS = {
    "relu+1": ("relu", lambda plans: mutate(plans, off_by_one)),
    "dense+1": ("dense", lambda plans: mutate(plans, off_by_one)),
    "conv2d+1": ("conv2d", lambda plans: mutate(plans, off_by_one)),
    "transpose reads column 0": ("transpose", lambda plans: mutate(plans, first_column)),
    "take reads column 0": ("take", lambda plans: mutate(plans, first_column)),
    "cvm_right_shift without its shift_bit domain": (
        "cvm_right_shift",
        lambda plans: without_requirement(plans, "shift_bit in [1, 32]")),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_mutant_is_caught(mutant, source_dir, tmp_path):
    op, make = MUTANTS[mutant]
    path = source_dir / f"mutant_{re.sub(r'[^a-z0-9]+', '_', mutant)}.cu"
    path.write_text(render(op, make(plans_of(op))))
    library = build_host_library(path, tmp_path, optimize=OPT)
    report = check_kernel(op, CKernel(library, f"cvm_{op}"), cases=30, invalid_cases=30,
                          seed=5, max_rank=max_rank(op), shrink=False, timeout_s=30)
    assert report.failures, f"{mutant} was not caught: {report.describe()}"


GATHER_MUTANTS = {
    # every axis merged into the one before it, whether or not it runs on in memory
    "merges every axis": (
        "merge = views[k].stride[kept - 1] == stride[k * rank + a] * shape[a];",
        "merge = true;"),
    # the offset dropped: every view starts at the input's first element
    "ignores the offset": ("views[k].offset = offset[k];", "views[k].offset = 0;"),
    # an axis merged where the first view runs on in memory, whatever the others do
    "merges on the first view alone": ("k < n && merge", "k < 1 && merge"),
}


@pytest.mark.parametrize("op, mutant", [("transpose", "merges every axis"),
                                        ("slice", "merges every axis"),
                                        ("split", "ignores the offset"),
                                        ("slice", "ignores the offset"),
                                        ("broadcast_add", "merges on the first view alone")])
def test_a_wrong_gather_is_caught(op, mutant, tmp_path):
    """The movement ops share cvm_cuda.h's gather: a wrong one fails them."""
    right, wrong = GATHER_MUTANTS[mutant]
    write_headers(tmp_path)
    header = tmp_path / "cvm_cuda.h"
    assert right in header.read_text()
    header.write_text(header.read_text().replace(right, wrong))
    path = tmp_path / f"{op}.cu"
    path.write_text(render(op, plans_of(op)))
    library = build_host_library(path, tmp_path / "lib", optimize=OPT)
    report = check_kernel(op, CKernel(library, f"cvm_{op}"), cases=30, invalid_cases=0,
                          seed=5, max_rank=max_rank(op), shrink=False, timeout_s=30)
    assert report.failures, f"a gather that {mutant} was not caught: {report.describe()}"


# --- the text itself --------------------------------------------------------------------------


def test_rendering_is_deterministic(modules):
    assert render("split", plans_of("split")) == modules["split"].read_text()


def test_headers_reuse_the_c_prelude():
    from cvmverify.core.semantics import C_PRELUDE

    header = render_cuda_headers()["cvm_cuda.h"]
    for line in C_PRELUDE.splitlines():
        if line.startswith("static inline int64_t"):
            helper = line.split("(")[0].split()[-1]
            assert f"static CVM_HD inline int64_t {helper}(" in header
            assert f"CVM_BIG_API cvm_big {helper}(" in header


def test_names_that_are_not_identifiers_are_refused():
    with pytest.raises(ValueError):
        render("relu-2", plans_of("relu"))


# --- on a GPU ---------------------------------------------------------------------------------


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
def test_gpu_library_builds_and_is_skipped_without_a_gpu(modules, tmp_path):
    import pickle

    from cvmverify.check.cuda import unavailable

    kernel = cupy_kernel(modules["relu"], "cvm_relu", tmp_path)
    assert Path(kernel.library).stat().st_size > 0
    assert pickle.loads(pickle.dumps(kernel)).library == kernel.library
    report = check_kernel("relu", kernel, cases=4, seed=0, max_rank=3)
    if unavailable():
        assert report.status == "skipped" and not report.ok
    else:
        assert report.ok, report.describe()


def test_cupy_kernel_on_a_gpu(modules, tmp_path):
    pytest.importorskip("cupy", reason="cupy not installed")
    from cvmverify.check.cuda import unavailable

    if unavailable():
        pytest.skip(f"no GPU ({unavailable()})")
    for op in ["relu", "conv2d", "take", "split"]:
        kernel = cupy_kernel(modules[op], f"cvm_{op}", tmp_path)
        report = check_kernel(op, kernel, cases=30, seed=5, max_rank=max_rank(op))
        assert report.ok, report.describe()


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
def test_a_fused_graph_with_an_unread_overflow_is_refused_by_its_cuda_module(source_dir,
                                                                            tmp_path):
    """A strict kernel must reject what its graph rejects, overflow in a sliced-away sum
    included; the CUDA kernels compute only what is read, so the module refuses such a
    graph's calls (CVM_UNSUPPORTED = 2) instead of answering them."""
    from cvmverify.codegen.generate import fused_target
    from cvmverify.core.graph import Graph

    g = Graph("added_then_sliced")
    a, b = g.input("a", rank=2), g.input("b", rank=2)
    g.output("y", g.apply("slice", g.apply("broadcast_add", a, b), begin=(0, 0), end=(1, 1)))
    target = fused_target(g, "added_then_sliced.toml")
    path = source_dir / "graph_added_then_sliced.cu"
    path.write_text(render_cuda_module(target.name, target.summary, target.inputs,
                                       target.attrs, target.plans))
    kernel = CKernel(build_host_library(path, tmp_path, optimize=OPT), "cvm_added_then_sliced")
    small = np.array([[1, 2]], dtype=np.int32)
    with pytest.raises(RuntimeError, match="returned 2"):
        kernel.run_case([small, small], {}, [((1, 1), "int32")])
