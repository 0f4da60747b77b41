"""Reports: JSON that replays, JUnit XML, reproducible runs, and the `check` command."""

from __future__ import annotations

import argparse
import json
from xml.etree import ElementTree

import pytest

import check_mutants
from check_support import C_KERNELS, EXAMPLES, build
from cvmverify import exits
from cvmverify.check import check_kernel, replay
from cvmverify.cli.check import add_check_cli
from kernels.numpy_compute import KERNELS

BUGGY = check_mutants.cvm_right_shift_half_down
FIXED = KERNELS["cvm_right_shift"]


@pytest.fixture(scope="module")
def failed():
    return check_kernel("cvm_right_shift", BUGGY, seed=4)


def test_json_report_holds_the_minimised_failure(failed):
    data = json.loads(failed.to_json())
    assert data["status"] == "failed" and data["ok"] is False and data["seed"] == 4
    assert len(data["failures"]) == len(failed.failures) >= 1  # every group, minimised
    failure = data["failures"][0]
    assert failure["op"] == "cvm_right_shift" and failure["kind"] == "mismatch"
    assert failure["shapes"] == [list(s) for s in failed.failures[0].shapes]
    assert failure["index"] is not None and failure["expected"] != failure["got"]
    assert failure["counterexample"]["inputs"][0]["values"] is not None
    assert failure["original"]["id"] == f"cvm_right_shift:seed=4:valid#{failure['case']}"


def test_replay_reproduces_a_failure_from_json_and_passes_a_fix(failed, tmp_path):
    path = tmp_path / "report.json"
    path.write_text(failed.to_json())
    again = replay(path, BUGGY)
    assert [f.kind for f in again.failures] == ["mismatch"] * len(failed.failures)
    assert again.failures[0].got == failed.failures[0].got
    assert replay(str(path), FIXED).ok
    assert replay(json.loads(path.read_text()), FIXED, isolate=False).ok
    one = json.loads(path.read_text())["failures"][0]
    assert not replay(one, BUGGY).ok  # a single failure replays too


def test_junit_report_lists_failures():
    passed = check_kernel("relu", KERNELS["relu"], cases=5)
    failed = check_kernel("relu", check_mutants.relu_in_place, cases=5)
    for report, failures in ((passed, "0"), (failed, str(len(failed.failures)))):
        suite = ElementTree.fromstring(report.to_junit()).find("testsuite")
        assert suite.get("failures") == failures and suite.get("name") == "cvmverify.check.relu"
    case = ElementTree.fromstring(failed.to_junit()).find("testsuite/testcase/failure")
    assert case.get("type") == "modified-input"


def test_a_seed_reproduces_a_run():
    def run(seed):
        # no time budget: a run stopped by the clock is not a function of its seed; the
        # first group is enough to tell two seeds apart
        report = check_kernel("broadcast_div", check_mutants.broadcast_div_floor, seed=seed,
                              max_failures=1, time_budget_s=None)
        data = report.to_dict()
        data.pop("seconds")
        return data

    assert run(9) == run(9)
    assert run(9) != run(10)


def cli(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="cvmverify")
    add_check_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["check", *argv])
    return args.run(args)


def test_cli_passes_a_correct_kernel_and_fails_a_mutant(tmp_path, capsys):
    assert cli("relu", "--kernel", "kernels.numpy_compute:relu", "--cases", "5") == 0
    report, junit = tmp_path / "r.json", tmp_path / "r.xml"
    assert cli("relu", "--kernel", "check_mutants:relu_in_place", "--cases", "5",
               "--json", str(report), "--junit", str(junit)) == 1
    assert json.loads(report.read_text())["failures"][0]["kind"] == "modified-input"
    assert ElementTree.parse(junit).getroot().tag == "testsuites"
    out = capsys.readouterr().out
    assert "FAILED" in out and "MODIFIED-INPUT" in out and "replay" in out


def test_cli_checks_a_c_kernel(tmp_path):
    library = build(EXAMPLES / "cvm_kernels.c", tmp_path, "cvm_kernels")
    assert cli("transpose", "--lib", str(library), "--symbol", C_KERNELS["transpose"],
               "--cases", "10", "--seed", "5", "--timeout", "2") == 0


def test_cli_usage_errors_and_skips(capsys):
    assert cli("no_such_op", "--kernel", "kernels.numpy_compute:relu") == exits.BAD_USAGE
    assert cli("relu", "--kernel", "no_such_module:relu") == exits.BAD_USAGE
    assert cli("relu", "--lib", "libx.so") == exits.BAD_USAGE  # --lib without --symbol
    from cvmverify.check.cuda import unavailable

    if unavailable() is not None:
        assert cli("relu", "--cuda", "check_mutants:cupy_relu", "--cases", "2") == exits.UNKNOWN
        assert "SKIPPED" in capsys.readouterr().out
