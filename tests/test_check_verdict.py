"""A verdict a user can trust: nothing checked is not passed, and every dtype a graph
declares draws cases."""

from __future__ import annotations

import numpy as np
import pytest

import cvmverify
from cvmverify.check import check_graph_kernel, check_kernel
from cvmverify.cli import main
from cvmverify.graph import Graph
from kernels.numpy_compute import KERNELS
from test_check_report import cli

RELU = KERNELS["relu"]


def test_a_run_without_valid_cases_is_not_a_pass(capsys):
    report = check_kernel("relu", RELU, cases=0, isolate=False)
    assert report.ran_valid == 0 and report.ran_invalid == 1
    assert not report.ok and report.status == "failed"
    assert "no valid case ran" in report.summary()
    assert cli("relu", "--kernel", "kernels.numpy_compute:relu", "--cases", "0") == 1


@pytest.mark.parametrize("option", ["cases", "invalid_cases", "max_failures"])
def test_a_negative_count_is_a_logic_error(option):
    with pytest.raises(cvmverify.LogicError, match=f"check relu: requires .*{option}=-3"):
        check_kernel("relu", RELU, isolate=False, **{option: -3})


def int8_relu_graph() -> Graph:
    graph = Graph("relu_of_int8")
    graph.output("y", graph.apply("relu", graph.input("x", rank=2, dtype="int8")))
    return graph


def test_a_graph_with_int8_inputs_draws_cases_and_catches_a_wrong_kernel():
    def right(inputs):
        return RELU([inputs[0].astype(np.int32)])

    def wrong(inputs):  # rejects what relu rejects, then forgets the relu
        RELU([inputs[0].astype(np.int32)])
        return [inputs[0].astype(np.int32)]

    passed = check_graph_kernel(int8_relu_graph(), right, cases=12, isolate=False)
    assert passed.ok and passed.ran_valid == 12, passed.describe()
    failed = check_graph_kernel(int8_relu_graph(), wrong, cases=12, isolate=False)
    assert not failed.ok and failed.failures[0].kind == "mismatch"
    assert failed.failures[0].inputs[0].dtype == np.int8


def test_prove_with_no_obligation_is_not_success():
    report = cvmverify.prove([])
    assert not report.results and not report.ok and report.exit_code() == 2


@pytest.mark.parametrize("options", [{"max_rank": 0}, {"max_rank": 9}, {"max_dim": 0},
                                     {"timeout_s": 0}])
def test_prove_rejects_options_out_of_range(options):
    with pytest.raises(cvmverify.LogicError, match="prove: requires max_rank in 1..6"):
        cvmverify.prove(["relu"], **options)


@pytest.mark.parametrize("rank", ["0", "9"])
def test_the_cli_calls_a_max_rank_out_of_range_a_usage_error(rank, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["prove", "relu", "--max-rank", rank])
    assert stop.value.code == 2
    assert "--max-rank" in capsys.readouterr().err
