"""Crashes and hangs are failures of their case, and the run carries on."""

from __future__ import annotations

import time

import pytest

import check_mutants
from check_support import TESTS_C, build
from cvmverify import LogicError
from cvmverify.check import (
    CKernel, CudaKernel, KernelLoadError, KernelSignatureError, check_kernel,
)
from cvmverify.check.cuda import unavailable
from kernels.numpy_compute import KERNELS

# every case crashes: 3 valid and 1 invalid, none minimised, all reported
EVERY_CASE = dict(cases=3, invalid_cases=1, max_failures=0, shrink=False)


@pytest.mark.parametrize("kernel, signal_name", [
    (check_mutants.segfault_null_read, "SIGSEGV"),
    (check_mutants.segfault_signal, "SIGSEGV"),
    (check_mutants.aborts, "SIGABRT"),
])
def test_a_crashing_kernel_fails_each_case_and_the_run_finishes(kernel, signal_name):
    report = check_kernel("relu", kernel, **EVERY_CASE)
    assert (report.ran_valid, report.ran_invalid) == (3, 1)
    (crash,) = report.failures  # one symptom: every case crashed alike
    assert crash.kind == "crash" and signal_name in crash.verdict.detail
    assert sorted([crash.original.ident, *crash.others]) == [
        "relu:seed=0:invalid#0", "relu:seed=0:valid#0", "relu:seed=0:valid#1",
        "relu:seed=0:valid#2"]


def test_the_crash_report_carries_the_stack_of_the_crash():
    report = check_kernel("relu", check_mutants.segfault_null_read, cases=1, invalid_cases=0)
    detail = report.failures[0].verdict.detail
    assert "Fatal Python error" in detail and "segfault_null_read" in detail


def test_a_hanging_kernel_times_out_per_case_and_the_run_finishes():
    start = time.perf_counter()
    report = check_kernel("relu", check_mutants.hangs, cases=2, invalid_cases=1,
                          timeout_s=0.5, max_failures=0)
    assert [(f.kind, f.occurrences) for f in report.failures] == [("timeout", 3)]
    assert (report.ran_valid, report.ran_invalid) == (2, 1)
    assert time.perf_counter() - start < 20


def test_a_kernel_crashing_on_some_cases_is_minimised_and_the_others_pass():
    report = check_kernel("relu", check_mutants.relu_crashes_on_large, cases=30, max_failures=0)
    assert report.ran_valid == 30
    (crash,) = report.failures  # the small cases passed; the crashes are one symptom
    assert crash.kind == "crash" and crash.occurrences > 1
    # minimised once, to just above the 4 elements the kernel survives
    size = crash.counterexample.inputs[0].size
    assert 4 < size <= 6 and size <= crash.original.inputs[0].size


@pytest.fixture(scope="module")
def misbehaving(tmp_path_factory):
    return build(TESTS_C / "misbehave.c", tmp_path_factory.mktemp("c"), "misbehave")


@pytest.mark.parametrize("symbol, kind, detail", [
    ("cvm_segfault", "crash", "SIGSEGV"),
    ("cvm_abort", "crash", "SIGABRT"),
    # the kernel's own last message, written to stderr during the call that killed it
    ("cvm_abort", "crash", "cvm_abort: an assertion of the library failed"),
    ("cvm_spin", "timeout", "no answer"),
])
def test_misbehaving_c_kernels_are_reported(misbehaving, symbol, kind, detail):
    report = check_kernel("relu", CKernel(misbehaving, symbol), cases=2, invalid_cases=0,
                          max_failures=0, timeout_s=0.5)
    assert [(f.kind, f.occurrences) for f in report.failures] == [(kind, 2)]
    assert detail in report.failures[0].verdict.detail


def test_in_process_checks_give_the_same_verdicts():
    assert check_kernel("relu", KERNELS["relu"], cases=10, isolate=False).ok
    report = check_kernel("relu", check_mutants.relu_in_place, cases=10, isolate=False)
    assert report.failures[0].kind == "modified-input"


def test_kernels_by_name_and_lambdas_run_in_workers():
    assert check_kernel("relu", "kernels.numpy_compute:relu", cases=5).ok
    pytest.importorskip("cloudpickle")
    relu = KERNELS["relu"]
    assert check_kernel("relu", lambda inputs: relu(inputs), cases=5).ok


@pytest.mark.parametrize("isolate", [True, False])
def test_a_kernel_that_cannot_be_loaded_is_a_logic_error_not_a_failure(misbehaving, isolate):
    for kernel, named in [("no_such_module:relu", "no_such_module"),
                          ("kernels.numpy_compute:no_such_function", "no_such_function"),
                          (CKernel(misbehaving, "no_such_symbol"), "no_such_symbol"),
                          (CKernel(TESTS_C / "nowhere.so", "cvm_relu"), "nowhere.so"),
                          (CKernel(TESTS_C / "misbehave.c", "cvm_relu"), "misbehave.c")]:
        with pytest.raises(KernelLoadError, match=named) as caught:
            check_kernel("relu", kernel, cases=2, isolate=isolate)
        assert isinstance(caught.value, LogicError)
        assert "requires a kernel that loads" in str(caught.value)


@pytest.mark.parametrize("isolate", [True, False])
def test_a_python_kernel_that_does_not_take_the_attributes_is_a_logic_error(isolate):
    with pytest.raises(KernelSignatureError, match="a_min") as caught:
        check_kernel("clip", check_mutants.clip_without_attributes, cases=2, isolate=isolate)
    assert isinstance(caught.value, LogicError) and "(inputs, **attrs)" in str(caught.value)
    # a TypeError the kernel's own code raises is a failure of its case, as any exception
    report = check_kernel("clip", check_mutants.clip_raising_a_type_error, cases=2,
                          invalid_cases=0, isolate=isolate)
    assert report.failures[0].kind == "rejected-valid"


def test_a_c_kernels_rejection_is_reported_as_the_library_gave_it(misbehaving):
    report = check_kernel("broadcast_add", CKernel(misbehaving, "cvm_relu_no_write"), cases=1,
                          invalid_cases=0, shrink=False)
    (failure,) = report.failures
    assert failure.kind == "rejected-valid"
    assert failure.verdict.got == "cvm_relu_no_write returned 1"
    assert "cvmverify" not in failure.describe()  # no place in the checker's own code


def test_cuda_kernels_run_on_a_gpu_or_are_skipped_never_passed():
    report = check_kernel("relu", CudaKernel("check_mutants:cupy_relu"), cases=5)
    reason = unavailable()
    if reason is None:
        assert report.ok, report.describe()
        return
    assert report.status == "skipped" and not report.ok
    assert reason in report.skipped
    assert report.ran_valid == 0 and "<skipped" in report.to_junit()
