"""The CUDA modules of sum and max through the host shim, on every kind of reduction the
host tells apart (cvm_plan_reduction): many outputs (a warp or a thread each) and few
outputs of long rows, split over blocks whose partials are folded. The shim's device is
filled by 6 blocks of 4 threads, so small calls split. Every output is compared bit for
bit with the reference, and a strict sum is judged on its exact total: partial sums that
leave int32 are accepted, a total that does is rejected."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.check import CKernel, check_kernel
from cvmverify.check.cuda_build import build_host_library
from cvmverify.codegen.plan import plan
from cvmverify.core import registry
from cvmverify.core.structures import instances
from test_codegen_cuda import NO_NVCC, NVCC, OPT, call, render, write_headers

OPS = ["sum", "max"]
MAX_RANK = 4


def plans_of(op: str) -> list:
    """The module's kernels up to rank 4 (a higher rank is a lifted call of one of them)."""
    return [plan(instance, f"{op}_{k}") for k, instance in
            enumerate(instances(registry.get(op), max_rank=MAX_RANK))
            if instance.definition is None]


@pytest.fixture(scope="module")
def libraries(tmp_path_factory) -> dict[str, Path]:
    if shutil.which("g++") is None:
        pytest.skip("no g++: the host shim build needs a C++ compiler")
    source = tmp_path_factory.mktemp("reduce")
    write_headers(source)
    built = {}
    for op in OPS:
        (source / f"{op}.cu").write_text(render(op, plans_of(op)))
        built[op] = build_host_library(source / f"{op}.cu", source / "lib", optimize=OPT)
    return built


def reduce(library: Path, op: str, x: np.ndarray, **attrs) -> np.ndarray:
    want, = cvmverify.evaluate(op, [x], **attrs)
    got, = call(library, op, [x], {k: list(v) if isinstance(v, tuple) else v
                                   for k, v in attrs.items()}, [(want.shape, "int32")])
    assert got.dtype == np.int32 and np.array_equal(got, want), (op, x.shape, attrs)
    return got


def values(op: str, shape, seed: int) -> np.ndarray:
    """Values whose sums stay within int32; a max's over the whole range."""
    rng = np.random.default_rng(seed)
    low = -2**16 if op == "sum" else -2**31
    return rng.integers(low, -low, shape, dtype=np.int64).astype(np.int32)


SHAPES = [(37,), (5, 9), (3, 4, 6), (2, 3, 4, 5)]


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_every_set_of_axes_of_ranks_1_to_4(op, shape, libraries):
    x = values(op, shape, seed=len(shape))
    for n in range(len(shape) + 1):
        for axes in itertools.combinations(range(len(shape)), n):
            reduce(libraries[op], op, x, axes=axes)
            reduce(libraries[op], op, x, axes=axes, keepdims=True)
            if axes:
                reduce(libraries[op], op, x, axes=axes, exclude=True)


# few outputs of long rows: split over blocks, with one output and with outputs that a
# block's width does not divide; inner and outer axes; many outputs for the other kernels
LONG_ROWS = [((4000,), ()), ((3000, 3), (0,)), ((3, 3000), (1,)), ((2, 1500, 5), (1,)),
             ((700, 2, 3), (0, 2)), ((2, 3, 500, 2), (0, 2)), ((1, 5000), (1,)),
             ((2000, 1, 2), (0,)), ((2000, 7), (-2,)), ((40, 64), (1,)), ((64, 40), (0,)),
             ((3, 400, 4), (0, 2))]


@pytest.mark.parametrize("op", OPS)
def test_few_outputs_of_long_rows(op, libraries):
    for k, (shape, axes) in enumerate(LONG_ROWS):
        x = values(op, shape, seed=10 + k)
        reduce(libraries[op], op, x, axes=axes)
        reduce(libraries[op], op, x, axes=axes, keepdims=True)


def test_a_max_of_one_value_repeated_and_at_either_end(libraries):
    x = np.full((3000, 2), -2**31, dtype=np.int32)
    reduce(libraries["max"], "max", x, axes=(0,))
    x[0, 0], x[-1, 1] = 5, 2**31 - 1
    assert reduce(libraries["max"], "max", x, axes=(0,)).tolist() == [5, 2**31 - 1]


def test_a_strict_sum_is_judged_on_its_exact_total(libraries):
    for shape, axes, row in [((3000, 2), (0,), (slice(None), 0)), ((3000,), (), ()),
                             ((2, 3000), (1,), (0, slice(None)))]:
        x = np.zeros(shape, dtype=np.int32)
        rows = x[row]
        rows[:len(rows) // 2] = 2**30     # partial sums leave int32; the total is 0
        rows[len(rows) // 2:] = -2**30
        reduce(libraries["sum"], "sum", x, axes=axes)
        rows[-1] = 2**30 - 1              # the total: 2^31 - 1
        accepted = reduce(libraries["sum"], "sum", x, axes=axes)
        rows[-2] = -2**30 + 1             # the total: 2^31, outside int32
        with pytest.raises(cvmverify.LogicError):
            cvmverify.evaluate("sum", [x], axes=axes)
        with pytest.raises(RuntimeError):
            call(libraries["sum"], "sum", [x], {"axes": list(axes)},
                 [(accepted.shape, "int32")])


def test_empty_rows_are_rejected_as_by_the_reference(libraries):
    x = np.zeros((0, 3), dtype=np.int32)
    with pytest.raises(cvmverify.LogicError):
        cvmverify.evaluate("sum", [x], axes=(0,))
    with pytest.raises(RuntimeError):
        call(libraries["sum"], "sum", [x], {"axes": [0]}, [((3,), "int32")])


@pytest.mark.parametrize("op", OPS)
def test_the_modules_pass_the_checker(op, libraries):
    report = check_kernel(op, CKernel(libraries[op], f"cvm_{op}"), cases=40, seed=9,
                          max_rank=MAX_RANK, timeout_s=60)
    assert report.ok, report.describe()


@pytest.mark.skipif(NVCC is None, reason=NO_NVCC)
def test_the_sum_module_compiles_for_sm90(tmp_path):
    import subprocess

    write_headers(tmp_path)
    (tmp_path / "sum.cu").write_text(render("sum", plans_of("sum")))
    subprocess.run([NVCC, "-arch=sm_90", "-c", "-O1", "-o", str(tmp_path / "sum.o"),
                    str(tmp_path / "sum.cu")], check=True, capture_output=True, text=True)
