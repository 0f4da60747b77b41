"""Precisions through graphs, and the `precision` and `prove --precision` commands."""

import numpy as np
import pytest

from cvmverify import LogicError, evaluate_graph, exits
from cvmverify.cli import main
from cvmverify.core.dsl import DimSymbol
from cvmverify.core.graph import load_graph
from cvmverify.core.graph.toml import parse_graph
from cvmverify.core.semantics import BitWidth
from cvmverify.precision.graph import graph_precision


def test_precisions_propagate_and_the_graph_is_proven_free_of_overflow():
    found = graph_precision(load_graph("graphs/add_requant.toml"), {"a": 8, "b": 7})
    assert found.precisions == {"a": 8, "b": 7, "add": 9, "shift": 8, "clip": 8}
    assert found.ok
    assert {r.op for r in found.results} == {"add", "shift", "clip"}


def test_the_node_and_inputs_where_a_graph_overflows_are_shown():
    found = graph_precision(load_graph("graphs/add_requant.toml"), {"a": 32, "b": 8})
    refuted = [r for r in found.results if r.status == "refuted"]
    assert {r.op for r in refuted} == {"add"}
    assert refuted[0].counterexample.values["p(a)"] == 32
    assert "output precision=33" in refuted[0].reason


def test_a_precision_that_depends_on_dims_stays_an_expression():
    found = graph_precision(load_graph("graphs/conv_requant.toml"), {"x": 8, "w": 8})
    assert "BitWidth" in str(found.precisions["conv"]) and found.precisions["shift"] == 8
    # 8 + 8 + bitlen(C*KH*KW) exceeds 32 once the reduced length reaches 2^16
    conv = next(r for r in found.results if r.op == "conv" and r.status == "refuted")
    assert conv.obligation == "precision-at-most-32"


DENSE_THEN_SUM = """
name = "dense_sum"
[inputs]
x = { rank = 2, precision = 8 }
w = { rank = 2, precision = 8 }
[[nodes]]
name = "fc"
op = "dense"
inputs = ["x", "w"]
[[nodes]]
name = "s"
op = "sum"
inputs = ["fc"]
[outputs]
y = "s"
"""


def test_a_precision_that_depends_on_dims_keeps_them_through_the_next_rule():
    # dense's x.shape[1] (K) and sum's own x.shape[1] (dense's N) share a name: the sum's
    # precision and limit must keep K, not take N for it
    found = graph_precision(parse_graph(DENSE_THEN_SUM), {"x": 8, "w": 8})
    M, K, N = DimSymbol("x", 0), DimSymbol("x", 1), DimSymbol("w", 0)
    assert found.precisions["s"] == 16 + BitWidth(K) + BitWidth(M * N)
    # 127 * 127 * 65535 fits int32 (16 + 16 bits), a sum of three of them does not
    at = {M: 3, K: 65535, N: 1}
    assert not all(limit.condition.xreplace(at) for limit in found.limits)
    x, w = np.full((3, 65535), 127, np.int32), np.full((1, 65535), 127, np.int32)
    with pytest.raises(LogicError, match="output precision=34"):
        evaluate_graph(parse_graph(DENSE_THEN_SUM), {"x": x, "w": w},
                       precisions={"x": 8, "w": 8})


@pytest.mark.parametrize("inputs", [{"a": 8}, {"a": 8, "b": 0}, {"a": 8, "b": 8, "c": 8}])
def test_bad_input_precisions_are_logic_errors(inputs):
    with pytest.raises(LogicError, match="graph add_requant: requires"):
        graph_precision(load_graph("graphs/add_requant.toml"), inputs)


def test_precision_command(capsys):
    code = main(["precision", "graphs/add_requant.toml", "--input", "a=8", "--input", "b=8"])
    out = capsys.readouterr().out
    assert code == 0 and "free of int32 overflow" in out and "NOT" not in out
    assert main(["precision", "graphs/add_requant.toml", "-i", "a=32", "-i", "b=8"]) == 1
    assert "REFUTED node add" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stop:  # a bad value, as argparse refuses any
        main(["precision", "graphs/add_requant.toml", "-i", "a"])
    assert stop.value.code == exits.BAD_USAGE
    assert "NAME=BITS, got 'a'" in capsys.readouterr().err


def test_a_graph_of_no_node_proves_nothing_and_exits_unknown(tmp_path, capsys):
    # nothing ran: exit 2, as every command's "nothing ran" (it exited 0, after printing
    # "NOT proven free of int32 overflow")
    path = tmp_path / "empty.toml"
    path.write_text('name = "empty"\nnodes = []\n[inputs]\na = { rank = 1, precision = 8 }\n'
                    '[outputs]\ny = "a"\n')
    assert main(["precision", str(path)]) == exits.UNKNOWN
    assert "NOT proven free of int32 overflow" in capsys.readouterr().out


def test_prove_precision_command(capsys):
    assert main(["prove", "--precision", "relu", "--max-rank", "1"]) == 0
    out = capsys.readouterr().out
    assert "tightness relu" in out and "3 proven, 0 refuted, 0 unknown" in out
    assert main(["prove", "--precision", "where", "--max-rank", "1"]) == 1
