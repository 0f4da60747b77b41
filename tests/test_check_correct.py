"""Correct kernels pass: the independent NumPy kernels and the C example kernels, with no
false alarm."""

from __future__ import annotations

import pytest

import check_mutants
from check_support import C_KERNELS, EXAMPLES, build
from cvmverify.check import CKernel, check_kernel
from kernels.numpy_compute import KERNELS as COMPUTE
from kernels.numpy_transform import KERNELS as TRANSFORM

NUMPY = {**COMPUTE, **TRANSFORM}
# Where these kernels and the specs disagree (each is a finding of this checker, reported
# to the owners of the kernels; the specs' ranges are the table in docs/semantics.md,
# "Default attribute range"), and the failure a default run shows for it:
DISAGREE = {
    # attributes bounded to [0, 4096] that the specs allow over int32
    "get_valid_count": "rejected-valid",
    "non_max_suppression": "rejected-valid",
    # size_split bounded to 4096 although a size up to the axis length (2^24) is legal
    "split": "rejected-valid",
    # begin, end and strides outside int32 accepted
    "slice": "accepted-invalid",
    "strided_slice": "accepted-invalid",
    # reps = () rejected
    "tile": "rejected-valid",
}
AGREE = sorted(set(NUMPY) - set(DISAGREE))
# correct kernels written to the specs' ranges for two of those ops
SPEC_RANGES = {"get_valid_count": check_mutants.get_valid_count_spec,
               "non_max_suppression": check_mutants.non_max_suppression_spec}


def test_most_numpy_kernels_agree_with_the_specs():
    assert len(AGREE) >= 30


@pytest.mark.parametrize("op", AGREE)
def test_numpy_kernel_passes(op):
    # A generous timeout: correctness is the point here, and legal boundary cases can be
    # slow for these kernels (a pooling window or an output of 2^24 elements), more so on a
    # loaded machine.
    report = check_kernel(op, NUMPY[op], cases=12, seed=1, isolate=False, timeout_s=120)
    assert report.ok, report.describe()
    assert report.ran_valid == 12 and report.ran_invalid >= 1


@pytest.mark.parametrize("op", sorted(DISAGREE))
def test_each_disagreement_is_found_by_a_default_run(op):
    report = check_kernel(op, NUMPY[op], isolate=False)  # 100 + 20 cases, seed 0
    assert not report.ok
    assert DISAGREE[op] in {f.kind for f in report.failures}, report.describe()


@pytest.mark.parametrize("op", sorted(SPEC_RANGES))
def test_kernels_with_the_spec_ranges_pass(op):
    report = check_kernel(op, SPEC_RANGES[op], cases=25, seed=2, isolate=False)
    assert report.ok, report.describe()


@pytest.mark.parametrize("op", ["relu", "where", "cvm_right_shift"])
def test_default_settings_raise_no_false_alarm(op):
    report = check_kernel(op, NUMPY[op])  # 100 + 20 cases, isolated, seed 0
    assert report.ok, report.describe()
    assert (report.ran_valid, report.ran_invalid) == (100, 20)


@pytest.fixture(scope="module")
def c_library(tmp_path_factory):
    return build(EXAMPLES / "cvm_kernels.c", tmp_path_factory.mktemp("c"), "cvm_kernels")


@pytest.mark.parametrize("op", sorted(C_KERNELS))
def test_c_kernel_passes(op, c_library):
    report = check_kernel(op, CKernel(c_library, C_KERNELS[op]), cases=40, seed=3)
    assert report.ok, report.describe()
    assert report.ran_invalid >= 8


@pytest.mark.parametrize("isolate", [True, False])
def test_a_view_of_an_input_is_a_right_answer_with_a_note(isolate):
    """A zero-copy transpose or reshape is a legitimate kernel: it passes, and the report
    says once that its output shares an input's memory."""
    report = check_kernel("transpose", check_mutants.transpose_view, cases=30, isolate=isolate)
    assert report.ok, report.describe()
    views = [note for note in report.notes if "shares the memory of input 0" in note]
    assert len(views) == 1 and "output 0" in views[0]
    copied = check_kernel("transpose", TRANSFORM["transpose"], cases=30, isolate=isolate)
    assert copied.ok and not any("shares the memory" in n for n in copied.notes)
