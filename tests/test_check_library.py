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


@pytest.mark.parametrize("option, condition", [
    (dict(cases="100"), "integer counts"), (dict(seed=1.5), "integer counts"),
    (dict(max_rank=7), "max_rank in 1..6"), (dict(max_rank=0), "max_rank in 1..6"),
    (dict(timeout_s=0), "timeout_s > 0"), (dict(timeout_s="5"), "timeout_s > 0"),
])
def test_an_option_of_the_wrong_type_or_range_is_a_logic_error(option, condition):
    with pytest.raises(cvmverify.LogicError, match=condition):
        check_kernel("relu", KERNELS["relu"], isolate=False, **option)


@pytest.mark.parametrize("budget", [0, -1.0])
def test_a_time_budget_must_be_positive(budget):
    with pytest.raises(cvmverify.LogicError, match="time_budget_s > 0"):
        check_kernel("relu", KERNELS["relu"], isolate=False, time_budget_s=budget)


def right_shift_wrong_at_31_and_32(inputs, *, precision, shift_bit):
    """Off by -1 where the result is 0, for a negative x at shift_bit 31 and for a positive
    one at 32: two defects of one symptom, as in a real library, where the minimiser walked
    the case at 32 down to 31."""
    (x,) = inputs
    (y,) = KERNELS["cvm_right_shift"](inputs, precision=precision, shift_bit=shift_bit)
    wrong = (y == 0) & ((x < 0) if shift_bit == 31 else (x > 0) if shift_bit == 32 else False)
    return [np.where(wrong, -1, y).astype(np.int32)]


def right_shift_wrong_from_31(inputs, *, precision, shift_bit):
    """Off by -1 where the result is 0, at shift_bit 31 and at 32 alike: one defect."""
    (y,) = KERNELS["cvm_right_shift"](inputs, precision=precision, shift_bit=shift_bit)
    return [np.where(y == 0, -1, y).astype(np.int32) if shift_bit >= 31 else y]


def test_a_case_never_shrinks_across_an_attribute_limit():
    report = check_kernel("cvm_right_shift", right_shift_wrong_at_31_and_32, isolate=False)
    assert {f.symptom for f in report.failures} == {OFF_BY_MINUS_ONE}
    found = {f.counterexample.attrs["shift_bit"] for f in report.failures}
    assert found == {31, 32}, report.describe()
    for failure in report.failures:
        assert failure.counterexample.attrs["shift_bit"] == \
            failure.original.attrs["shift_bit"], failure.describe()


def test_one_defect_across_an_attribute_limit_is_one_group_from_two_regions():
    report = check_kernel("cvm_right_shift", right_shift_wrong_from_31, isolate=False)
    failure, = report.failures
    assert failure.symptom == OFF_BY_MINUS_ONE and failure.regions >= 2, report.describe()
    assert f"from {failure.regions} regions" in failure.describe()
    assert {c.attrs["shift_bit"] for c in [failure.original]} <= {31, 32}


def test_a_defect_that_reaches_many_regions_is_one_group():
    """Floor division for truncation: every broadcast pattern is its own region (the select
    arms differ), 18 of them in the first 30 cases of seed 0 (45 in a default run); their
    minimised cases agree, so one group. No clock: a loaded machine runs every case too."""
    import check_mutants

    report = check_kernel("broadcast_div", check_mutants.broadcast_div_floor, isolate=False,
                          cases=30, time_budget_s=None)
    failure, = report.failures
    assert failure.regions > 10 and failure.occurrences >= failure.regions, report.describe()


def test_a_run_the_clock_stopped_is_rerun_exactly_with_max_cases():
    report = check_kernel("cvm_right_shift", right_shift_wrong_at_31_and_32, isolate=False,
                          time_budget_s=0.5)
    assert report.stopped == "time" and 0 < report.ran < 120, report.describe()
    text = report.rerun()
    assert f"after {report.ran} of 120 cases" in text and \
        f"--max-cases {report.ran} --time-budget 0" in text and text in report.describe()
    again = check_kernel("cvm_right_shift", right_shift_wrong_at_31_and_32, isolate=False,
                         max_cases=report.ran, time_budget_s=None)
    assert not again.stopped and again.ran == report.ran and not again.rerun()

    def groups(r):
        return [(f.symptom, f.region.key, f.counterexample.describe(), f.occurrences)
                for f in r.failures]
    assert groups(again) == groups(report)


@pytest.mark.parametrize("bad", [0, -3, 2.5, True])
def test_max_cases_must_be_a_positive_int(bad):
    with pytest.raises(cvmverify.LogicError, match="max_cases an int >= 1"):
        check_kernel("relu", KERNELS["relu"], isolate=False, max_cases=bad)


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


def test_the_cli_says_when_the_clock_stopped_it_and_how_to_rerun(capsys):
    import re

    kernel = ["--kernel", "check_mutants:broadcast_div_floor", "--no-isolate"]
    assert cli("broadcast_div", *kernel, "--time-budget", "2") == 1
    out = capsys.readouterr().out
    rerun = re.search(r"stopped the run after (\d+) of 120 cases.*--max-cases (\d+) "
                      r"--time-budget 0", out)
    assert rerun and rerun.group(1) == rerun.group(2), out
    assert cli("broadcast_div", *kernel, "--max-cases", rerun.group(1), "--time-budget",
               "0") == 1
    again = capsys.readouterr().out
    assert "stopped" not in again and f"(the first {rerun.group(1)} of them)" in again

    def table(text):  # the groups, without the run's seconds
        return [line for line in text.splitlines() if line.lstrip()[:1].isdigit()
                or "region:" in line or "minimised case:" in line]
    assert table(again) == table(out) and table(out)
    with pytest.raises(SystemExit):  # a usage error, before any case
        cli("broadcast_div", *kernel, "--max-cases", "0")
    assert "argument --max-cases: a whole number >= 1, got '0'" in capsys.readouterr().err


def test_a_run_the_clock_stopped_before_any_case_suggests_more_time_not_zero_cases():
    from cvmverify.check.outcome import Report

    report = Report("relu", "k", seed=0, cases=100, invalid_cases=20, stopped="time",
                    time_budget_s=0.5, ran=0)
    assert not report.ok
    assert "before its first case of 120: nothing was checked" in report.rerun()
    assert "--max-cases" not in report.rerun() and "--time-budget" in report.rerun()
