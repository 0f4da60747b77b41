"""The checker on a small C library with the habits of a real one (tests/c_kernels/library.c):
it logs before it rejects a call, one kernel prints on success, and one has three defects
with one symptom, each in its own region of the input space. A default run reports exactly
those three groups, minimised within their regions, and no failure for the logged
rejections."""

from __future__ import annotations

import sys

import numpy as np
import pytest

import cvmverify
from check_support import TESTS_C, build
from cvmverify.check import CKernel, cases, check_kernel, replay
from cvmverify.check.region import region_of
from kernels.numpy_compute import KERNELS
from test_check_report import cli

OFF_BY_MINUS_ONE = "mismatch: output 0 is off by -1"


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    return build(TESTS_C / "library.c", tmp_path_factory.mktemp("c"), "library")


@pytest.fixture(scope="module")
def clip_report(library):
    return check_kernel("cvm_clip", CKernel(library, "lib_cvm_clip"))


def test_three_defects_with_one_symptom_are_three_groups(clip_report):
    report = clip_report
    assert not report.stopped_early and report.ran_valid == 100, report.describe()
    assert [f.symptom for f in report.failures] == [OFF_BY_MINUS_ONE] * 3, report.describe()
    limits = {f.region.limits for f in report.failures}
    assert limits == {(), (("precision", "least"),), (("precision", "greatest"),)}
    for failure in report.failures:  # each minimised inside its own region
        precision = failure.counterexample.attrs["precision"]
        want = {(("precision", "least"),): 1, (("precision", "greatest"),): 32}
        if failure.region.limits:
            assert precision == want[failure.region.limits], failure.describe()
        else:
            assert 2 <= precision <= 31, failure.describe()
        assert failure.counterexample.shapes == [(1,)], failure.describe()
        assert failure.occurrences >= failure.regions >= 1


def test_a_logged_rejection_is_context_never_a_failure(clip_report):
    report = clip_report
    assert report.ran_invalid == 20
    assert not [f for f in report.failures if f.kind in ("printed", "rejected-valid",
                                                          "accepted-invalid")]
    assert report.output.calls[("rejected", "stderr")][0] == report.ran_invalid
    assert not any(how == "succeeded" for how, _ in report.output.calls)
    line, = report.output.lines()
    assert "rejected calls wrote to stderr" in line and "Check failed:" in line


def test_the_cli_reports_every_group_and_its_budget(library, capsys):
    assert cli("cvm_clip", "--lib", str(library), "--symbol", "lib_cvm_clip") == 1
    out = capsys.readouterr().out
    assert "in 3 symptom groups" in out
    assert "budget: 100 valid and 20 invalid cases, 60 s, every group" in out
    assert out.count(OFF_BY_MINUS_ONE) == 3
    assert "precision at its least value" in out and "precision at its greatest value" in out
    assert "20 rejected calls wrote to stderr (context, not a failure" in out


def test_fail_fast_stops_at_the_first_group(library, capsys):
    report = check_kernel("cvm_clip", CKernel(library, "lib_cvm_clip"), max_failures=1)
    assert len(report.failures) == 1 and report.stopped == "failures"
    assert cli("cvm_clip", "--lib", str(library), "--symbol", "lib_cvm_clip",
               "--fail-fast") == 1
    assert "in 1 symptom group," in capsys.readouterr().out


def test_a_print_during_a_call_that_succeeds_is_a_failure_naming_its_stream(library):
    report = check_kernel("relu", CKernel(library, "lib_relu"), cases=10)
    failure, = report.failures
    assert failure.kind == "printed" and failure.symptom == "printed: to stdout"
    assert "succeeded wrote" in failure.verdict.detail and "to stdout" in \
        failure.verdict.detail and "lib_relu: " in failure.verdict.detail
    assert report.output.calls[("rejected", "stderr")][0] == report.ran_invalid


def test_allowed_output_is_a_note(library, capsys):
    report = check_kernel("relu", CKernel(library, "lib_relu"), cases=10, allow_output=True)
    assert report.ok, report.describe()
    assert report.output.calls[("succeeded", "stdout")][0] == 10
    assert "10 succeeded calls wrote to stdout (allowed" in report.describe()
    assert cli("relu", "--lib", str(library), "--symbol", "lib_relu", "--cases", "10",
               "--allow-output") == 0
    assert "succeeded calls wrote to stdout" in capsys.readouterr().out


def logs_then_rejects(inputs):
    """A right relu that logs each rejection to stderr, as a library's CHECK does."""
    try:
        return KERNELS["relu"](inputs)
    except ValueError as error:
        print(f"Check failed: {error}", file=sys.stderr)
        raise


def debug_on_stderr(inputs):
    print("relu: debug", file=sys.stderr)
    return KERNELS["relu"](inputs)


@pytest.mark.parametrize("isolate", [False, True])
def test_python_kernels_are_judged_by_what_the_call_did(isolate):
    quiet = check_kernel("relu", logs_then_rejects, cases=10, isolate=isolate)
    assert quiet.ok and quiet.output.calls[("rejected", "stderr")][0] == quiet.ran_invalid
    noisy = check_kernel("relu", debug_on_stderr, cases=10, isolate=isolate)
    assert [f.symptom for f in noisy.failures] == ["printed: to stderr"]


def test_output_beside_another_failure_is_shown_as_its_context():
    def wrong_and_noisy(inputs):
        print("computing")
        return [np.zeros_like(inputs[0]) + 1]

    report = check_kernel("relu", wrong_and_noisy, cases=4, isolate=False, max_failures=1)
    failure = report.failures[0]
    assert failure.kind == "mismatch" and "to stdout: 'computing\\n'" in failure.verdict.context
    assert "the call also wrote" in failure.describe()


def test_the_time_budget_stops_a_run_and_says_so():
    report = check_kernel("relu", KERNELS["relu"], cases=50, isolate=False,
                          time_budget_s=1e-6)
    assert report.stopped == "time" and report.ran_valid + report.ran_invalid == 1
    assert "stopped at the time budget" in report.summary()
    assert "1e-06 s" in report.budget()


@pytest.mark.parametrize("budget", [0, -1.0])
def test_a_time_budget_must_be_positive(budget):
    with pytest.raises(cvmverify.LogicError, match="time_budget_s > 0"):
        check_kernel("relu", KERNELS["relu"], isolate=False, time_budget_s=budget)


def right_shift_wrong_from_31(inputs, *, precision, shift_bit):
    """Off by -1 where the result is 0, at shift_bit 31 and at 32: two defects of a real
    library had this one symptom, and the minimiser walked the case at 32 down to 31."""
    (y,) = KERNELS["cvm_right_shift"](inputs, precision=precision, shift_bit=shift_bit)
    return [np.where(y == 0, -1, y).astype(np.int32) if shift_bit >= 31 else y]


def test_a_case_never_shrinks_across_an_attribute_limit():
    report = check_kernel("cvm_right_shift", right_shift_wrong_from_31, isolate=False)
    assert {f.symptom for f in report.failures} == {OFF_BY_MINUS_ONE}
    found = {f.counterexample.attrs["shift_bit"] for f in report.failures}
    assert found == {31, 32}, report.describe()
    for failure in report.failures:
        assert failure.counterexample.attrs["shift_bit"] == \
            failure.original.attrs["shift_bit"], failure.describe()


def first_case(op, wanted):
    """The first valid case of seed 0 whose structure has the `wanted` items."""
    for index in range(200):
        case = cases.valid_case(op, 0, index)
        if wanted.items() <= case.structure.items():
            return case
    raise AssertionError(f"no {op} case with {wanted}")


def test_regions_part_what_the_structure_tells_apart_and_only_that():
    empty, three = first_case("tile", {"len:reps": 0}), first_case("tile", {"len:reps": 3})
    assert region_of(empty).key != region_of(three).key
    assert ("len:reps", 0) in region_of(empty).shape
    low, high = first_case("relu", {"rank:x": 1}), first_case("relu", {"rank:x": 4})
    assert region_of(low).key == region_of(high).key  # a case may still lose a rank
    assert region_of(low).exact != region_of(high).exact
    one_d = first_case("where", {"rank:cond": 1, "rank:x": 3})
    same = first_case("where", {"rank:cond": 3, "rank:x": 3})
    assert ("rank:cond", "<", "rank:x") in region_of(one_d).shape
    assert region_of(one_d).key != region_of(same).key


def test_a_replay_judges_output_as_the_check_did(library):
    kernel = CKernel(library, "lib_relu")
    report = check_kernel("relu", kernel, cases=4)
    assert [f.kind for f in report.failures] == ["printed"]
    assert [f.kind for f in replay(report.to_dict(), kernel).failures] == ["printed"]
    allowed = replay(report.to_dict(), kernel, allow_output=True)
    assert allowed.ok and allowed.output.calls[("succeeded", "stdout")][0] == 1
