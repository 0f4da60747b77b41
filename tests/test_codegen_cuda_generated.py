"""Every generated CUDA translation unit (cuda/*.cu of `cvmverify gen`): it compiles with
nvcc where nvcc is installed, and the logic of its modules, compiled as C++ with the CUDA
built-ins emulated (the host shim), passes the kernel checker against their specs (a fused
one against its graph evaluated node by node, one generated for the runtime's precision
contract under that contract)."""

from __future__ import annotations

import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import cvmverify
from cvmverify.check import CKernel, check_graph_kernel, check_kernel
from cvmverify.check.cuda_build import BuildError, build_host_library, compile_nvcc
from cvmverify.codegen.generate import MAX_RANK
from cvmverify.core.graph import load_graph
from generated_files import listed
from structure_cases import outputs_equal, structure_cases

ROOT = Path(__file__).resolve().parents[1]
OPS = cvmverify.ops()
GRAPHS = sorted(path.stem for path in (ROOT / "graphs").glob("*.toml"))
RUNTIME = sorted(Path(p).stem for p in listed("cuda/runtime/*.cuh"))  # precision contract
UNITS = listed("cuda/*.cu")
WORKERS = os.cpu_count() or 2


def unit_of(module: str) -> str:
    """The translation unit that includes `module` (a path under cuda/)."""
    folder, _, name = module.rpartition("/")
    if folder != "ops":
        return f"cuda/{folder}.cu"
    return f"cuda/{cvmverify.spec(Path(name).stem).family}_ops.cu"


def _build_all(build, tree: Path, units: list[str] = UNITS) -> dict[str, Exception | Path]:
    """`build` of each unit, two at a time or more (compilers are single-threaded)."""
    def attempt(unit):
        try:
            return build(tree / unit)
        except BuildError as error:
            return error

    with ThreadPoolExecutor(WORKERS) as pool:
        return dict(zip(units, pool.map(attempt, units)))


@pytest.fixture(scope="module")
def nvcc_objects(request, tmp_path_factory, generated_tree):
    """nvcc of the units whose compile test runs: one in the default tier, all in the slow."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the generated .cu files are not compiled here")
    selected = {item.callspec.params["unit"] for item in request.session.items
                if getattr(item, "originalname", "") == "test_generated_cu_compiles_with_nvcc"}
    out = tmp_path_factory.mktemp("nvcc")
    return _build_all(lambda path: compile_nvcc(path, out / f"{path.stem}.o").path,
                      generated_tree, [unit for unit in UNITS if unit in selected])


@pytest.fixture(scope="module")
def host_libraries(tmp_path_factory, generated_tree):
    if shutil.which("g++") is None and shutil.which("c++") is None:
        pytest.skip("no C++ compiler: the host shim cannot be built")
    out = tmp_path_factory.mktemp("host")
    # -O0: the checker's cases are small, and optimising 200 kernels takes a minute
    built = _build_all(lambda path: build_host_library(path, out, optimize="-O0"),
                       generated_tree)

    def library(module: str) -> Path:
        found = built[unit_of(module)]
        assert not isinstance(found, Exception), str(found)
        return found

    return library


# nvcc takes half a minute to minutes a unit: the default tier compiles the reductions'
# unit (the nn ops' conv and dense tiles are compiled by test_codegen_cuda_core_tiles and
# test_codegen_tensor_core*), the slow tier (`pytest -m slow`) every unit
NVCC_UNIT = "cuda/reduce_ops.cu"


@pytest.mark.parametrize("unit", [unit if unit == NVCC_UNIT else
                                  pytest.param(unit, marks=pytest.mark.slow) for unit in UNITS])
def test_generated_cu_compiles_with_nvcc(nvcc_objects, unit):
    built = nvcc_objects[unit]
    assert not isinstance(built, Exception), str(built)
    assert Path(built).stat().st_size > 0


@pytest.mark.parametrize("module", ["ops/relu.cuh", "graphs/channel_shuffle.cuh"])
def test_a_module_also_compiles_alone(generated_tree, module, tmp_path):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the generated .cu files are not compiled here")
    built = compile_nvcc(generated_tree / "cuda" / module, tmp_path / "alone.o")
    assert built.path.stat().st_size > 0


@pytest.mark.parametrize("op", OPS)
def test_generated_cuda_logic_passes_the_checker(host_libraries, op):
    library = host_libraries(f"ops/{op}.cuh")
    report = check_kernel(op, CKernel(library, f"cvm_{op}"), cases=25, seed=4,
                          max_rank=MAX_RANK, timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25 and report.ran_invalid >= 1


@pytest.mark.parametrize("op", OPS)
def test_every_cuda_kernel_runs_on_a_case_of_its_structure(host_libraries, op):
    """Each kernel of the file, on the cases of its structure the NumPy kernels run on
    (test_codegen_every_kernel.py): the checker's random cases reach only some of them."""
    library = host_libraries(f"ops/{op}.cuh")
    kernel = CKernel(library, f"cvm_{op}")
    for function, case, expected in structure_cases(op):
        got = kernel.run_case(case.inputs, case.attrs, case.layout)
        assert outputs_equal(got, expected), (function, case.ident)


@pytest.mark.parametrize("name", GRAPHS)
def test_fused_cuda_logic_passes_the_checker_against_the_graph(host_libraries, name):
    library = host_libraries(f"graphs/{name}.cuh")
    report = check_graph_kernel(load_graph(ROOT / "graphs" / f"{name}.toml"),
                                CKernel(library, f"cvm_{name}"), cases=25, seed=4,
                                timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25 and report.ran_invalid >= 1


def test_runtime_kernels_are_generated_for_the_graphs_declaring_precisions():
    assert RUNTIME == ["add_requant", "conv_requant", "dense_requant"]


@pytest.mark.parametrize("name", RUNTIME)
def test_runtime_cuda_logic_passes_the_checker_under_the_runtime_contract(host_libraries, name):
    library = host_libraries(f"runtime/{name}.cuh")
    report = check_graph_kernel(load_graph(ROOT / "graphs" / f"{name}.toml"),
                                CKernel(library, f"cvm_{name}"), cases=25, seed=4,
                                contract="runtime", timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25


FLAT_BY_ROW = """
[inputs]
x = { rank = 4 }
row = { rank = 1 }

[[nodes]]
name = "same"
op = "upsampling"
inputs = ["x"]
attrs = { scale = 1 }

[[nodes]]
name = "flat"
op = "flatten"
inputs = ["same"]

[[nodes]]
name = "scaled"
op = "broadcast_mul"
inputs = ["row", "flat"]

[outputs]
y = "scaled"
"""


def test_a_stride_that_selects_on_a_condition_compiles_over_cvm_big(tmp_path):
    """The launcher's stride of x's first axis (0 where that dim is 1: a condition held in
    a scalar) needs cvm_big; the condition stays a truth there, where `cvm_big(s1) ? 0 : 1`
    did not compile. The module then passes the checker against its graph."""
    from shim_modules import generated_tree, host_library

    path = tmp_path / "flat_by_row.toml"
    path.write_text(FLAT_BY_ROW)
    tree = generated_tree(tmp_path / "out", [str(path)])
    module = tree / "cuda" / "graphs" / "flat_by_row.cuh"
    assert "cvm_big(" in module.read_text()
    report = check_graph_kernel(load_graph(path),
                                CKernel(host_library(module), "cvm_flat_by_row"), cases=20,
                                seed=3, timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid >= 10
