"""A verdict a user can trust: nothing checked is not passed, and every dtype a graph
declares draws cases."""

from __future__ import annotations

import numpy as np
import pytest

import cvmverify
from check_support import EXAMPLES, TESTS_C, build
from cvmverify import exits
from cvmverify.check import CKernel, cases, check_graph_kernel, check_kernel
from cvmverify.check.compare import symptom
from cvmverify.check.invalid import MAX_INVALID_ELEMENTS
from cvmverify.cli import main
from cvmverify.core.graph import Graph
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
    assert not report.results and not report.ok
    assert exits.for_verdicts(r.status for r in report.results) == exits.UNKNOWN


@pytest.mark.parametrize("options", [{"max_rank": 0}, {"max_rank": 9}, {"max_dim": 0},
                                     {"timeout_s": 0}])
def test_prove_rejects_options_out_of_range(options):
    with pytest.raises(cvmverify.LogicError, match="prove: requires max_rank in 1..6"):
        cvmverify.prove(["relu"], **options)


@pytest.mark.parametrize("rank", ["0", "9"])
def test_the_cli_calls_a_max_rank_out_of_range_a_usage_error(rank, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["prove", "relu", "--max-rank", rank])
    assert stop.value.code == exits.BAD_USAGE
    assert "--max-rank" in capsys.readouterr().err


@pytest.mark.parametrize("op", ["tile", "broadcast", "upsampling"])
def test_an_invalid_case_never_preallocates_a_huge_output(op):
    # tile's invalid case #7 under seed 0 asked for 64 x 64 x 6 x 64 int32 elements
    for index in range(12):
        case = cases.invalid_case(op, 0, index)
        assert all(np.prod(shape) <= MAX_INVALID_ELEMENTS for shape, _ in case.layout), \
            case.layout


@pytest.fixture(scope="module")
def misbehaving(tmp_path_factory):
    return build(TESTS_C / "misbehave.c", tmp_path_factory.mktemp("c"), "misbehave")


def noisy_relu(inputs):
    print("relu called")
    return RELU(inputs)


@pytest.mark.parametrize("isolate", [False, True])
def test_a_python_kernel_that_prints_is_reported(isolate):
    report = check_kernel("relu", noisy_relu, cases=4, isolate=isolate)
    failure = report.failures[0]
    assert failure.kind == "printed" and "'relu called\\n'" in failure.verdict.detail


def test_a_c_kernel_that_printfs_is_reported(misbehaving):
    report = check_kernel("relu", CKernel(misbehaving, "cvm_relu_printing"), cases=4)
    assert [f.kind for f in report.failures] == ["printed"]
    assert "cvm_relu_printing called" in report.failures[0].verdict.detail


def test_a_c_kernel_reports_the_output_shape_it_would_produce(misbehaving):
    report = check_kernel("relu", CKernel(misbehaving, "cvm_relu_wide"), cases=4,
                          invalid_cases=0)
    failure = report.failures[0]
    assert failure.kind == "mismatch", failure.describe()
    assert "shape function reports int32[1, 2], expected int32[1]" in failure.verdict.detail


@pytest.mark.parametrize("symbol, where", [("cvm_relu_past_end", "[4, 8)"),
                                           ("cvm_relu_before_start", "[-4, 0)")])
def test_a_c_kernel_that_writes_outside_its_output_fails(misbehaving, symbol, where):
    report = check_kernel("relu", CKernel(misbehaving, symbol), cases=4, invalid_cases=0)
    failure = report.failures[0]
    assert failure.kind == "mismatch", failure.describe()
    assert failure.shapes == [(1,)]  # minimised to one element: a 4-byte output
    assert failure.verdict.detail == \
        f"output 0: the kernel wrote outside its buffer, bytes {where} of a 4-byte output written"


def test_the_example_shape_report_agrees_with_the_reference(tmp_path):
    kernel = CKernel(build(EXAMPLES / "cvm_kernels.c", tmp_path, "cvm_kernels"), "cvm_relu")
    kernel.load()
    assert kernel._shape_fn is not None  # the report is asked for
    report = check_kernel("relu", kernel, cases=30)
    assert report.ok, report.describe()


def relu_with_two_defects(inputs):
    """Off by one on positive values in a tensor of more than 4 elements, and 2 -> 0."""
    x = inputs[0]
    y = RELU([x])[0]
    if x.size > 4:
        y = np.where((y > 0) & (y < 2**20), y + 1, y).astype(np.int32)
    return [np.where(x == 2, 0, y).astype(np.int32)]


def test_exploring_groups_every_defect_by_symptom_and_minimises_each():
    first = check_kernel("relu", relu_with_two_defects, cases=60, isolate=False,
                         max_failures=1)
    assert len(first.failures) == 1 and first.stopped_early
    report = check_kernel("relu", relu_with_two_defects, cases=60, isolate=False, explore=True)
    assert not report.stopped_early and report.ran_valid == 60
    groups = {f.symptom: f for f in report.failures}
    assert set(groups) == {"mismatch: output 0 is off by +1",
                           "mismatch: output 0 is 0 instead of nonzero"}, report.describe()
    assert sum(f.occurrences for f in report.failures) > len(groups)
    for failure in report.failures:  # minimised, with its own symptom
        assert symptom(failure.counterexample, failure.verdict) == failure.symptom
        assert failure.counterexample.inputs[0].size <= failure.original.inputs[0].size
    # the off-by-one needs more than 4 elements: minimising kept it, not the other defect
    assert groups["mismatch: output 0 is off by +1"].counterexample.inputs[0].size > 4
    table = report.describe().splitlines()[2:5]
    assert table[0].split() == ["cases", "regions", "first", "symptom", "[region]"]
    assert any("off by +1" in line for line in table)


def test_the_cli_explores_and_prints_the_symptom_table(capsys):
    assert cli("relu", "--kernel", "test_check_verdict:relu_with_two_defects", "--cases", "60",
               "--explore", "--no-isolate") == 1
    out = capsys.readouterr().out
    assert "is off by +1" in out and "is 0 instead of nonzero" in out


def accepts_everything(inputs, **attrs):
    return [np.zeros(1, np.int32)]


def test_a_minimised_invalid_case_shrinks_its_data_and_breaks_the_same_rule():
    report = check_kernel("broadcast_add", accepts_everything, cases=1, invalid_cases=12,
                          explore=True, isolate=False)
    invalid = [f for f in report.failures if f.kind == "accepted-invalid"]
    size = lambda case: sum(x.size for x in case.inputs)  # noqa: E731
    assert any(size(f.counterexample) < size(f.original) for f in invalid), report.describe()
    for failure in invalid:
        with pytest.raises(cvmverify.LogicError) as rejected:
            cvmverify.evaluate("broadcast_add", failure.counterexample.inputs,
                               **failure.counterexample.attrs)
        with pytest.raises(cvmverify.LogicError) as originally:
            cvmverify.evaluate("broadcast_add", failure.original.inputs, **failure.original.attrs)
        assert rejected.value.condition == originally.value.condition


def relu_of_small_tensors_in_0_10(inputs):
    """A right relu for the domain it supports: at most 8 elements, dims up to 2, values in
    [0, 10]; it rejects everything else."""
    x = inputs[0]
    if x.size > 8 or max(x.shape) > 2 or x.min() < 0 or x.max() > 10:
        raise ValueError("outside the supported domain")
    return RELU(inputs)


def test_a_kernel_is_checked_inside_the_domain_it_supports():
    domain = dict(max_elements=8, max_dim=2, values=(0, 10))
    assert not check_kernel("relu", relu_of_small_tensors_in_0_10, isolate=False).ok
    report = check_kernel("relu", relu_of_small_tensors_in_0_10, isolate=False, cases=40,
                          invalid_cases=0, **domain)
    assert report.ok and report.ran_valid == 40, report.describe()
    assert cli("relu", "--kernel", "test_check_verdict:relu_of_small_tensors_in_0_10",
               "--max-elements", "8", "--max-dim", "2", "--values", "0,10",
               "--invalid-cases", "0", "--no-isolate") == 0


@pytest.mark.parametrize("options", [{"max_elements": 0}, {"max_dim": 0}, {"values": (5, 1)},
                                     {"values": (0, 2**31)}, {"values": (1,)}])
def test_a_domain_out_of_range_is_a_logic_error(options):
    with pytest.raises(cvmverify.LogicError, match="check relu: requires"):
        check_kernel("relu", RELU, isolate=False, **options)


def test_a_run_reports_which_select_arms_its_valid_cases_reached():
    report = check_kernel("where", KERNELS["where"], cases=30, isolate=False)
    coverage = report.coverage
    assert report.ok and coverage.reached <= coverage.arms
    both = {arm[:-1] for arm in coverage.reached if (*arm[:-1], not arm[-1]) in coverage.reached}
    assert both, coverage.summary()  # some select had both arms taken
    assert report.to_dict()["coverage"]["reached"] == len(coverage.reached)
    assert f"coverage: {len(coverage.reached)}/{len(coverage.arms)} select arms reached" \
        in report.describe()


def test_arms_inside_a_reduction_are_unmeasured_never_reached():
    report = check_kernel("conv2d", KERNELS["conv2d"], cases=3, invalid_cases=0,
                          isolate=False)
    assert report.coverage.unmeasured and not report.coverage.reached & report.coverage.unmeasured
