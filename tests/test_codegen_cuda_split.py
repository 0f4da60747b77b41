"""Tile (any output that moves one read whose indices divide output indices by dims) runs as
one gather over the output's axes split in quotient and remainder
(`normal_forms.split_view`, cvm_cuda.h's cvm_gather_split): one view where the split axes
coalesce to at most CVM_VIEW_RANK, else an outer and an inner view added. Checked in the
launch plans, bit for bit through the host shim and the checker, with NumPy emulating the
CuPy module's launches, and on a GPU where there is one.
"""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import numpy as np
import pytest

import cvmverify
import shim_modules
from cvmverify.check import CKernel, check_kernel
from cvmverify.check.cuda_build import compile_nvcc

RANK = 4
NVCC = shutil.which("nvcc")
# (shape of x, reps): axes that stay apart (more than a view holds: the outer and inner
# views), that merge, a rank raised by reps, and reps of 1
CASES = [((2, 3, 2, 3), (2, 2, 2, 2)), ((3, 2, 2, 3), (2, 3, 2, 2)), ((2, 3, 2, 3), (3, 1, 2, 2)),
         ((5,), (3,)), ((2, 3), (1, 2, 2)), ((2, 3, 4), (2, 1, 1, 1)), ((4, 1), (1, 1)),
         ((1, 7), (3, 1))]


@functools.lru_cache(maxsize=None)
def rendered() -> tuple[str, list]:
    """The tile module up to rank 4, and its launcher's plans."""
    return shim_modules.rendered("tile", RANK)


@pytest.fixture(scope="module")
def module(tmp_path_factory) -> Path:
    return shim_modules.written(tmp_path_factory.mktemp("split"), "tile", rendered()[0])


@pytest.fixture(scope="module")
def library(module) -> Path:
    return shim_modules.host_library(module)


def test_tile_is_one_gather_over_split_axes():
    source, codes = rendered()
    assert "__global__" not in source   # no kernel of its own: the shared gathers serve it
    for code in codes:
        assert not code.launches and len(code.strided) == 1
        tiled = "len:reps=0" not in code.comment
        assert bool(code.strided[0].split) == tiled, code.comment
    assert source.count("cvm_gather_split(") == sum(1 for c in codes if c.strided[0].split)


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed: the compile checks need it")
def test_the_module_compiles_for_sm90_and_its_kernels_to_ptx(module):
    compile_nvcc(module, module.with_suffix(".o"),
                 flags=["-arch=sm_90", "-Werror", "all-warnings"])
    ptx = compile_nvcc(module, module.with_suffix(".ptx"), ptx=True, flags=["-arch=sm_90"])
    assert "cvm_gather_split_kernel" in ptx.path.read_text()


@pytest.mark.parametrize("shape, reps", CASES)
def test_tile_is_bit_exact(library, shape, reps):
    x = np.random.default_rng(len(shape)).integers(-2**31, 2**31, size=shape,
                                                   dtype=np.int64).astype(np.int32)
    want, = cvmverify.evaluate("tile", [x], reps=reps)
    got, = CKernel(library, "cvm_tile").run_case([x], {"reps": list(reps)},
                                                 [(want.shape, "int32")])
    assert got.tobytes() == want.tobytes()


def test_other_element_sizes_are_moved_bit_for_bit(library):
    for dtype in ["int8", "uint16", "float64", "bool"]:
        x = (np.arange(12).reshape(2, 3, 2) % 5).astype(dtype)
        want, = cvmverify.evaluate("tile", [x], reps=(2, 1, 3))
        got, = CKernel(library, "cvm_tile").run_case([x], {"reps": [2, 1, 3]},
                                                     [(want.shape, want.dtype.name)])
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def test_the_module_passes_the_checker(library):
    report = check_kernel("tile", CKernel(library, "cvm_tile"), cases=60, seed=3,
                          max_rank=RANK, timeout_s=60)
    assert report.ok, report.describe()
    assert report.ran_valid == 60 and report.ran_invalid >= 1


# --- the CuPy module: its launches emulated in NumPy, and on a GPU ------------------------------


def test_the_cupy_module_computes_tile_with_emulated_launches(generated_tree, monkeypatch):
    from test_codegen_cupy import Emulated, _cuda_parameters
    from test_codegen_numpy import load

    module = load(generated_tree / "cupy" / "tile.py", "cupy_tile_split")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(monkeypatch)
    for shape, reps in CASES:
        x = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape) * 7 - 50
        del emulated.launched[:]
        got, = module.tile(x, reps=reps)
        want, = cvmverify.evaluate("tile", [x], reps=reps)
        assert got.tobytes() == want.tobytes(), (shape, reps)
        assert len(emulated.launched) == 1, emulated.launched
    # the axes of the first case stay apart: more than a view holds
    del emulated.launched[:]
    module.tile(np.zeros(CASES[0][0], dtype=np.int32), reps=CASES[0][1])
    assert emulated.launched[0].startswith("cvm_gather_split_kernel<")


def test_the_cupy_module_is_bit_exact_on_a_gpu(generated_tree):
    from test_codegen_cupy import _device_or_reason
    from test_codegen_numpy import load

    cupy, reason = _device_or_reason()
    if cupy is None:
        pytest.skip(reason)
    module = load(generated_tree / "cupy" / "tile.py", "cupy_tile_gpu")
    rng = np.random.default_rng(5)
    for shape, reps in CASES + [((64, 1024), (1, 2)), ((3, 5, 7, 11), (2, 3, 2, 3))]:
        x = rng.integers(-2**31, 2**31, size=shape, dtype=np.int64).astype(np.int32)
        want, = cvmverify.evaluate("tile", [x], reps=reps)
        got, = module.tile(cupy.asarray(x), reps=reps)
        assert cupy.asnumpy(got).tobytes() == want.tobytes(), (shape, reps)
