"""The checker fails buggy kernels: every mutant of `check_mutants` is caught with the
default settings, and the counterexample it reports reproduces the bug when the kernel and
the reference are called directly. The runs stop at the first group (`max_failures=1`): a
default run finds that same group first and goes on to the others, which the benchmark
(benchmarks/bench_check.py) times at every seed."""

from __future__ import annotations

import pytest

import check_mutants
from check_support import EXAMPLES, build, reproduces
from cvmverify.check import CKernel, check_kernel

MUTANTS = check_mutants.MUTANTS


def test_mutants_cover_at_least_25_operators():
    assert len({op for op, _, _ in MUTANTS.values()}) >= 25


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_is_caught_with_default_settings(name):
    op, kernel, kinds = MUTANTS[name]
    report = check_kernel(op, kernel, max_failures=1)
    assert not report.ok, f"{name} was not caught in {report.ran_valid} valid and " \
                          f"{report.ran_invalid} invalid cases"
    failure = report.failures[0]
    assert failure.kind in kinds, failure.describe()
    assert failure.op == op and failure.shapes and failure.verdict.detail
    if failure.kind == "mismatch":
        assert failure.expected is not None and failure.got is not None
    assert reproduces(failure, kernel), failure.describe()
    # the minimised case is no larger than the case the bug was found with
    assert sum(x.size for x in failure.counterexample.inputs) <= \
        sum(x.size for x in failure.original.inputs)


def test_c_mutant_is_caught_and_minimised(tmp_path):
    library = build(EXAMPLES / "cvm_kernels.c", tmp_path, "mutant", "CVM_MUTANT_ROUNDING")
    kernel = CKernel(library, "cvm_cvm_right_shift")
    report = check_kernel("cvm_right_shift", kernel)
    failure = report.failures[0]
    assert failure.kind == "mismatch"
    assert reproduces(failure, kernel)
    # a negative value halfway between two results: the smallest such case is one element
    assert failure.shapes == [(1,)]
    assert int(failure.inputs[0][0]) < 0


def test_c_kernel_that_forgets_its_output_is_caught(tmp_path):
    from check_support import TESTS_C

    library = build(TESTS_C / "misbehave.c", tmp_path, "misbehave")
    report = check_kernel("relu", CKernel(library, "cvm_relu_no_write"), cases=5)
    assert report.failures[0].kind == "mismatch"
    assert report.failures[0].got == -1515870811  # the 0xA5 fill, never overwritten
