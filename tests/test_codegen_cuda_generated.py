"""Every generated .cu file (generated/cuda/): it compiles with nvcc where nvcc is installed,
and its logic, compiled as C++ with the CUDA built-ins emulated (the host shim), passes the
kernel checker against its spec (a fused one against its graph evaluated node by node, one
generated for the runtime's precision contract under that contract)."""

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
from structure_cases import outputs_equal, structure_cases

ROOT = Path(__file__).resolve().parents[1]
CUDA = ROOT / "generated" / "cuda"
OPS = cvmverify.ops()
GRAPHS = sorted(path.stem for path in (ROOT / "graphs").glob("*.toml"))
RUNTIME = sorted(path.stem for path in (CUDA / "runtime").glob("*.cu"))  # precision contract
FILES = [CUDA / f"{op}.cu" for op in OPS] + [CUDA / "graphs" / f"{g}.cu" for g in GRAPHS] + \
    [CUDA / "runtime" / f"{g}.cu" for g in RUNTIME]
WORKERS = os.cpu_count() or 2


def _build_all(build) -> dict[Path, Exception | Path]:
    """`build` of every file, two at a time or more (compilers are single-threaded)."""
    def attempt(path):
        try:
            return build(path)
        except BuildError as error:
            return error

    with ThreadPoolExecutor(WORKERS) as pool:
        return dict(zip(FILES, pool.map(attempt, FILES)))


@pytest.fixture(scope="module")
def nvcc_objects(tmp_path_factory):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed: the generated .cu files are not compiled here")
    out = tmp_path_factory.mktemp("nvcc")
    return _build_all(lambda path: compile_nvcc(path, out / f"{path.stem}.o").path)


@pytest.fixture(scope="module")
def host_libraries(tmp_path_factory):
    if shutil.which("g++") is None and shutil.which("c++") is None:
        pytest.skip("no C++ compiler: the host shim cannot be built")
    out = tmp_path_factory.mktemp("host")
    # -O0: the checker's cases are small, and optimising 200 kernels takes a minute
    return _build_all(lambda path: build_host_library(path, out, optimize="-O0"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(CUDA).as_posix())
def test_generated_cu_compiles_with_nvcc(nvcc_objects, path):
    built = nvcc_objects[path]
    assert not isinstance(built, Exception), str(built)
    assert Path(built).stat().st_size > 0


@pytest.mark.parametrize("op", OPS)
def test_generated_cuda_logic_passes_the_checker(host_libraries, op):
    library = host_libraries[CUDA / f"{op}.cu"]
    assert not isinstance(library, Exception), str(library)
    report = check_kernel(op, CKernel(library, f"cvm_{op}"), cases=25, seed=4,
                          max_rank=MAX_RANK, timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25 and report.ran_invalid >= 1


@pytest.mark.parametrize("op", OPS)
def test_every_cuda_kernel_runs_on_a_case_of_its_structure(host_libraries, op):
    """Each kernel of the file, on the cases of its structure the NumPy kernels run on
    (test_codegen_every_kernel.py): the checker's random cases reach only some of them."""
    library = host_libraries[CUDA / f"{op}.cu"]
    assert not isinstance(library, Exception), str(library)
    kernel = CKernel(library, f"cvm_{op}")
    for function, case, expected in structure_cases(op):
        got = kernel.run_case(case.inputs, case.attrs, case.layout)
        assert outputs_equal(got, expected), (function, case.ident)


@pytest.mark.parametrize("name", GRAPHS)
def test_fused_cuda_logic_passes_the_checker_against_the_graph(host_libraries, name):
    library = host_libraries[CUDA / "graphs" / f"{name}.cu"]
    assert not isinstance(library, Exception), str(library)
    report = check_graph_kernel(load_graph(ROOT / "graphs" / f"{name}.toml"),
                                CKernel(library, f"cvm_{name}"), cases=25, seed=4,
                                timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25 and report.ran_invalid >= 1


def test_runtime_kernels_are_generated_for_the_graphs_declaring_precisions():
    assert RUNTIME == ["add_requant", "conv_requant", "dense_requant"]


@pytest.mark.parametrize("name", RUNTIME)
def test_runtime_cuda_logic_passes_the_checker_under_the_runtime_contract(host_libraries, name):
    library = host_libraries[CUDA / "runtime" / f"{name}.cu"]
    assert not isinstance(library, Exception), str(library)
    report = check_graph_kernel(load_graph(ROOT / "graphs" / f"{name}.toml"),
                                CKernel(library, f"cvm_{name}"), cases=25, seed=4,
                                contract="runtime", timeout_s=30)
    assert report.ok, report.describe()
    assert report.ran_valid == 25
