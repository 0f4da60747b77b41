"""The runtime's contract in the checker: kernels written for the CVM runtime (no overflow,
shape or attribute checks of their own) pass exactly when they are right on every call the
runtime lets through, and the overflows inside the declared precisions are caught."""

import json

import numpy as np
import pytest

import cvmverify
from cvmverify.check import check_graph_kernel, check_kernel, replay
from cvmverify.cli import main
from cvmverify.core.graph import evaluate_graph, load_graph
from kernels import runtime_kernels as rk

GRAPHS = __import__("pathlib").Path(__file__).parent.parent / "graphs"

CORRECT = [("elemwise_add", rk.elemwise_add), ("broadcast_mul", rk.broadcast_mul),
           ("dense", rk.dense), ("cvm_right_shift", rk.cvm_right_shift),
           ("cvm_left_shift", rk.cvm_left_shift), ("cvm_clip", rk.cvm_clip),
           ("relu", rk.relu), ("transpose", rk.transpose)]


def runtime_check(op, kernel, **options):
    return check_kernel(op, kernel, contract="runtime", isolate=False, **options)


@pytest.mark.parametrize("op,kernel", CORRECT, ids=[op for op, _ in CORRECT])
def test_a_correct_runtime_kernel_passes_the_runtime_contract(op, kernel):
    report = runtime_check(op, kernel, cases=60)
    assert report.ok, report.describe()
    assert report.ran_valid == 60 and report.ran_invalid == 0
    assert report.contract == "runtime"


def test_the_same_kernel_fails_the_strict_contract_which_stays_the_default():
    report = check_kernel("elemwise_add", rk.elemwise_add, isolate=False, cases=60)
    assert report.contract == "strict" and not report.ok
    assert report.failures[0].kind == "accepted-invalid"


def test_runtime_cases_reach_the_widest_legal_precisions_and_their_bounds():
    from cvmverify.check import cases as casegen
    from cvmverify.check.draw import Config

    config = Config(contract="runtime", dtypes=("int32",))
    seen = set()
    for index in range(12):
        case, _ = casegen.draw(cvmverify.core.registry.get("elemwise_add"), 0, index, True, config)
        seen.add(case.precisions)
        for x, p in zip(case.inputs, case.precisions):
            assert np.abs(x.astype(np.int64)).max() <= 2 ** (p - 1) - 1
    assert (31, 31) in seen  # max(p_a, p_b) + 1 <= 32
    case, _ = casegen.draw(cvmverify.core.registry.get("elemwise_add"), 0, 1, True, config)
    assert 2**30 - 1 in np.abs(np.concatenate([x.ravel() for x in case.inputs]))


def test_a_kernel_narrowing_to_int8_where_the_rule_allows_9_bits_is_caught():
    report = runtime_check("elemwise_add", rk.elemwise_add_narrowed, cases=100)
    assert not report.ok and report.failures[0].kind == "mismatch"
    small = report.failures[0].counterexample
    assert max(small.precisions) <= 8  # the minimised case needs only 8-bit inputs
    sums = small.inputs[0].astype(np.int64) + small.inputs[1]
    assert np.abs(sums).max() > 127


def test_a_kernel_adding_the_rounding_half_in_int32_before_a_shift_is_caught():
    report = runtime_check("cvm_right_shift", rk.cvm_right_shift_rounding_in_int32, cases=100)
    assert not report.ok and report.failures[0].kind == "mismatch"
    small = report.failures[0].counterexample
    assert small.precisions == (32,)
    assert int(small.inputs[0].max()) > 2**31 - 2 ** small.attrs.get("shift_bit", 1)


def test_graph_kernels_are_held_to_every_node_s_rule():
    graph = load_graph(GRAPHS / "dense_requant.toml")
    assert check_graph_kernel(graph, rk.dense_requant, contract="runtime", isolate=False,
                              cases=60).ok
    caught = check_graph_kernel(graph, rk.dense_requant_int16, contract="runtime",
                                isolate=False, cases=60)
    assert not caught.ok and caught.failures[0].kind == "mismatch"
    assert caught.failures[0].counterexample.precisions[:2] <= (8, 8)


def test_evaluate_under_precisions_computes_intermediates_exactly():
    x = np.array([2**31 - 1, -(2**31 - 1)], dtype=np.int32)
    with pytest.raises(cvmverify.LogicError, match="within int32"):
        cvmverify.evaluate("cvm_right_shift", [x], precision=32, shift_bit=1)
    got = cvmverify.evaluate("cvm_right_shift", [x], precisions=[32], precision=32,
                             shift_bit=1)[0]
    assert got.tolist() == [2**30, -(2**30 - 1)]


def test_evaluate_graph_propagates_precisions_and_names_the_node():
    graph = load_graph(GRAPHS / "dense_requant.toml")
    x = np.full((1, 4), 127, np.int32)
    w = np.full((2, 4), 127, np.int32)
    b = np.zeros(2, np.int32)
    y = evaluate_graph(graph, [x, w, b], precisions={"x": 8, "w": 8, "b": 1})
    assert y["y"].tolist() == [[127, 127]]
    with pytest.raises(cvmverify.LogicError, match=r"fc.*p\(x\) <= 8|p\(x\) <= 8.*fc"):
        evaluate_graph(graph, [x, w, b], precisions={"x": 9, "w": 8, "b": 1})


def test_bad_contract_options_are_logic_errors():
    with pytest.raises(cvmverify.LogicError, match="contract one of strict, runtime"):
        check_kernel("relu", rk.relu, contract="lenient", isolate=False)
    with pytest.raises(cvmverify.LogicError, match="no invalid cases under the runtime"):
        check_kernel("relu", rk.relu, contract="runtime", invalid_cases=3, isolate=False)


def test_a_runtime_report_replays_under_the_runtime_contract(tmp_path):
    report = runtime_check("cvm_right_shift", rk.cvm_right_shift_rounding_in_int32, cases=100)
    path = tmp_path / "report.json"
    path.write_text(report.to_json())
    assert json.loads(path.read_text())["contract"] == "runtime"
    again = replay(path, rk.cvm_right_shift_rounding_in_int32, isolate=False)
    assert again.contract == "runtime" and not again.ok
    fixed = replay(path, rk.cvm_right_shift, isolate=False)
    assert fixed.ok, fixed.describe()


def test_the_cli_takes_the_contract(capsys):
    assert main(["check", "elemwise_add", "--kernel", "kernels.runtime_kernels:elemwise_add",
                 "--contract", "runtime", "--cases", "20", "--no-isolate"]) == 0
    assert "runtime contract" in capsys.readouterr().out
    assert main(["check", "elemwise_add", "--kernel", "kernels.runtime_kernels:elemwise_add",
                 "--cases", "20", "--no-isolate"]) == 1
