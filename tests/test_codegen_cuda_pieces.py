"""Concatenate (any output that selects among strided views of its inputs by ranges of one
axis) runs as one gather per input piece, each into its box of the output
(`normal_forms.piecewise_views`, cvm_cuda.h's cvm_gather_box): checked in the launch plans,
bit for bit through the host shim and the checker, with NumPy emulating the CuPy module's
launches, and on a GPU where there is one.
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import shutil
from pathlib import Path

import numpy as np
import pytest

import cvmverify
import shim_modules
from cvmverify.check import CKernel, check_kernel
from cvmverify.check.cuda_build import compile_nvcc

RANK = 4     # the highest rank of the module built here
COUNTS = 4   # and the most inputs
NVCC = shutil.which("nvcc")


@functools.lru_cache(maxsize=None)
def rendered() -> tuple[str, list]:
    """The concatenate module up to rank 4, and its launcher's plans."""
    return shim_modules.rendered("concatenate", RANK)


@pytest.fixture(scope="module")
def module(tmp_path_factory) -> Path:
    return shim_modules.written(tmp_path_factory.mktemp("pieces"), "concatenate", rendered()[0])


@pytest.fixture(scope="module")
def library(module) -> Path:
    return shim_modules.host_library(module)


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed: the compile checks need it")
def test_the_module_compiles_for_sm90_and_its_kernels_to_ptx(module):
    compile_nvcc(module, module.with_suffix(".o"),
                 flags=["-arch=sm_90", "-Werror", "all-warnings"])
    ptx = compile_nvcc(module, module.with_suffix(".ptx"), ptx=True, flags=["-arch=sm_90"])
    assert "cvm_gather_box_kernel" in ptx.path.read_text()


def test_each_input_is_one_gather_into_its_piece():
    source, codes = rendered()
    assert "__global__" not in source   # no kernel of its own: the shared gathers serve it
    for code in codes:
        count = int(code.comment.split("count:x=")[1].split(",")[0])
        assert not code.launches
        if count == 1:   # the output is its input: one plain gather
            assert [g.piece for g in code.strided] == [None]
        else:
            assert [(g.piece, g.tensor) for g in code.strided] == \
                [(k, f"x{k}") for k in range(count)]
    pieces = sum(len(code.strided) for code in codes if len(code.strided) > 1)
    assert source.count("cvm_gather_box(") == pieces


def _inputs(rank: int, axis: int, lengths: list[int], seed: int) -> list[np.ndarray]:
    """Non-contiguous inputs (every other element of a larger array, axes reversed): the
    call hands the launcher compact copies, as a caller's runtime does."""
    rng = np.random.default_rng(seed)
    dims = [2, 3, 1, 5][:rank]
    arrays = []
    for length in lengths:
        shape = list(dims)
        shape[axis] = length
        wide = rng.integers(-2**31, 2**31, size=[2 * n for n in reversed(shape)],
                            dtype=np.int64).astype(np.int32)
        arrays.append(wide[tuple(slice(None, None, 2) for _ in shape)].transpose())
        assert not arrays[-1].flags.c_contiguous or arrays[-1].size == 1
    return arrays


@pytest.mark.parametrize("rank", range(1, RANK + 1))
def test_every_axis_every_count_is_bit_exact(library, rank):
    kernel = CKernel(library, "cvm_concatenate")
    for axis, count in itertools.product(range(rank), range(1, COUNTS + 1)):
        lengths = [1 + (3 * k + axis) % 4 for k in range(count)]
        inputs = _inputs(rank, axis, lengths, seed=rank * 100 + axis * 10 + count)
        for given in (axis, axis - rank):   # the axis counted from either end
            want, = cvmverify.evaluate("concatenate", inputs, axis=given)
            got, = kernel.run_case(inputs, {"axis": given}, [(want.shape, "int32")])
            assert got.tobytes() == want.tobytes(), (rank, axis, count)


def test_other_element_sizes_are_moved_bit_for_bit(library):
    kernel = CKernel(library, "cvm_concatenate")
    for dtype in ["int8", "uint16", "float64", "bool"]:
        inputs = [(np.arange(6 * n).reshape(2, 3 * n) % 5).astype(dtype) for n in (1, 2)]
        want, = cvmverify.evaluate("concatenate", inputs, axis=1)
        got, = kernel.run_case(inputs, {"axis": 1}, [(want.shape, want.dtype.name)])
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def test_the_module_passes_the_checker(library):
    report = check_kernel("concatenate", CKernel(library, "cvm_concatenate"), cases=60,
                          seed=11, max_rank=RANK, timeout_s=60)
    assert report.ok, report.describe()
    assert report.ran_valid == 60 and report.ran_invalid >= 1


# --- cvm_gather_box itself: a box, and an empty one --------------------------------------------

BOX = r"""
#include "cvm_cuda.h"

/* to's box [lower, upper) along `axis` of a 2-D int32 `to` (rows x cols), read from the
 * compact `from` (rows x width) at `offset`. */
extern "C" int run_box(const int32_t* from, int64_t width, int32_t* to, int64_t rows,
                       int64_t cols, int64_t axis, int64_t lower, int64_t upper,
                       int64_t offset) {
  int64_t from_shape[2] = {rows, width}, to_shape[2] = {rows, cols};
  DLTensor in = {}, out = {};
  in.data = (void*)from;
  out.data = to;
  in.device.device_type = out.device.device_type = CVM_DEVICE;
  in.ndim = out.ndim = 2;
  in.dtype = out.dtype = cvm_int32_dtype();
  in.shape = from_shape;
  out.shape = to_shape;
  const int64_t strides[2] = {width, 1};
  const int64_t lowers[2] = {0, lower}, uppers[1] = {upper};
  const int status = cvm_gather_box(&in, &out, axis, lowers, 2, uppers, 1, offset, strides);
  return status != CVM_OK ? status : cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
"""


@pytest.fixture(scope="module")
def box(tmp_path_factory):
    source = shim_modules.written(tmp_path_factory.mktemp("box"), "box", BOX)
    run = ctypes.CDLL(str(shim_modules.host_library(source))).run_box
    run.argtypes = [ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p] + [ctypes.c_int64] * 6
    return run


@pytest.mark.parametrize("lower, upper", [(2, 5), (0, 7), (3, 3), (5, 2), (-4, 1), (6, 99)])
def test_a_box_is_gathered_and_an_empty_one_writes_nothing(box, lower, upper):
    """Columns lower..upper of a 4 x 7 output from a 4 x 7 input, clamped to the output;
    an empty range leaves every element as it was."""
    x = np.arange(28, dtype=np.int32).reshape(4, 7) * 3 - 40
    out = np.full((4, 7), -1, dtype=np.int32)
    assert box(x.ctypes.data, 7, out.ctypes.data, 4, 7, 1, lower, upper, 0) == 0
    want = np.full((4, 7), -1, dtype=np.int32)
    start, end = max(0, lower), min(7, upper)
    if start < end:
        want[:, start:end] = x[:, start:end]
    assert np.array_equal(out, want)


def test_a_box_of_rows_reads_from_its_offset(box):
    """Rows 1..3 of a 3 x 4 output, read from rows 0..2 of a 2 x 4 input placed one row
    earlier (offset -4): concatenate's second piece along axis 0."""
    x = np.arange(8, dtype=np.int32).reshape(2, 4) + 100
    out = np.full((3, 4), -1, dtype=np.int32)
    assert box(x.ctypes.data, 4, out.ctypes.data, 3, 4, 0, 1, 3, -4) == 0
    assert np.array_equal(out[0], [-1] * 4) and np.array_equal(out[1:], x)


# --- the CuPy module on a GPU --------------------------------------------------------------------


@pytest.fixture(scope="module")
def device():
    from test_codegen_cupy import _device_or_reason

    cupy, reason = _device_or_reason()
    if cupy is None:
        pytest.skip(reason)
    return cupy


def test_the_cupy_module_launches_a_gather_per_piece_on_a_gpu(generated_tree, device):
    """Every axis, ranks 1..4, 1..4 inputs: bit for bit, one launch per input in the
    call's record, and the record replayed for new data of the same shapes."""
    from test_codegen_numpy import load

    module = load(generated_tree / "cupy" / "concatenate.py", "cupy_concatenate_pieces")
    rng = np.random.default_rng(3)
    for rank, count in itertools.product(range(1, RANK + 1), range(1, COUNTS + 1)):
        for axis in range(rank):
            shapes = [[3, 1, 4, 2][:rank] for _ in range(count)]
            for k, shape in enumerate(shapes):
                shape[axis] = 1 + (k + axis) % 3
            module.CALLS.clear()
            for _ in range(2):   # recorded, then replayed
                inputs = [rng.integers(-2**31, 2**31, size=s, dtype=np.int64).astype(np.int32)
                          for s in shapes]
                want, = cvmverify.evaluate("concatenate", inputs, axis=axis)
                got, = module.concatenate(*[device.asarray(x) for x in inputs], axis=axis)
                assert device.asnumpy(got).tobytes() == want.tobytes(), (rank, count, axis)
            replay, = module.CALLS.values()
            assert len(replay.launches) == count, (rank, count, axis)
