"""Equivalence at model scale: two versions of a model compared by the region where they
differ, every verdict held to ground truth found by running both models."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph, evaluate_graph, to_toml
from cvmverify.core.verdict import Status
from cvmverify.equiv.regions import compare_models, cut
from cvmverify.models import mlp, resnet

from model_rewrites import attrs, bias_apart, rebuild, relu_again, transpose_pair

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def model() -> Graph:
    return resnet(18, image=16, width=4, classes=3)


def outcome(graph: Graph, inputs) -> dict | str:
    try:
        return evaluate_graph(graph, inputs)
    except LogicError as error:
        return f"rejects: {error.condition}"


def agree_on_random_inputs(a: Graph, b: Graph, draws: int = 3) -> bool:
    """Ground truth by evaluation: both models on random inputs within their precisions."""
    rng = np.random.default_rng(7)
    for _ in range(draws):
        inputs = {name: rng.integers(-(2 ** (d.precision - 1)) + 1, 2 ** (d.precision - 1),
                                     [int(n) for n in a.value(name).shape]).astype(np.int32)
                  for name, d in a.inputs.items()}
        left, right = outcome(a, inputs), outcome(b, inputs)
        if isinstance(left, str) or isinstance(right, str):
            if left != right:
                return False
        elif any((left[o] != right[o]).any() for o in left):
            return False
    return True


def test_a_model_against_itself_is_equal_by_construction(model):
    verdict = compare_models(model, rebuild(model, lambda *_: None))
    assert verdict.status == Status.EQUIVALENT
    assert "equal nodes" in verdict.bound


@pytest.mark.parametrize("edit", [relu_again("conv1_relu"), transpose_pair("conv1_relu"),
                                  bias_apart("conv5")],
                         ids=["relu-of-relu", "transpose-pair", "bias-apart"])
def test_rewritten_copies_are_proven_over_their_region(model, edit):
    rewritten = rebuild(model, edit)
    region = cut(model, rewritten, 0)
    assert region is not None and region.shared >= len(model.nodes) - 2
    lines: list[str] = []
    verdict = compare_models(model, rewritten, progress=lines.append)
    assert verdict.status == Status.EQUIVALENT, verdict
    assert "region of" in verdict.bound and any("proving" in line for line in lines)
    assert agree_on_random_inputs(model, rewritten)


def test_a_relu_again_is_a_no_op_only_on_what_a_relu_made(model):
    """The first region's frontier holds any value, where the inserted relu is no no-op:
    the difference found there is not reported, and the layer before it is taken in."""
    lines: list[str] = []
    verdict = compare_models(model, rebuild(model, relu_again("conv1_relu")),
                             progress=lines.append)
    assert verdict.status == Status.EQUIVALENT
    assert any("taking in the layer before it" in line for line in lines)


def test_one_layer_changed_is_refuted_with_a_counterexample_that_replays(model):
    changed = rebuild(model, attrs("conv5_shift", shift_bit=7))
    verdict = compare_models(model, changed)
    assert verdict.status == Status.NOT_EQUIVALENT
    inputs = verdict.counterexample.inputs
    left, right = outcome(model, inputs), outcome(changed, inputs)
    assert isinstance(left, dict) and isinstance(right, dict)
    assert (left["y"] != right["y"]).any()


def dead_check_pair() -> tuple[Graph, Graph]:
    """The same model, one side with a node no output reads whose sum may leave int32."""
    graphs = []
    for dead in (True, False):
        g = Graph("dead" if dead else "alive")
        x, big = g.input("x", shape=[2, 3], precision=8), g.input("big", shape=[3], precision=32)
        if dead:
            g.apply("elemwise_add", big, big, name="unread")
        g.output("y", g.apply("relu", x, name="act"))
        graphs.append(g)
    return graphs[0], graphs[1]


def test_a_check_in_a_dead_node_is_part_of_the_domain():
    checked, unchecked = dead_check_pair()
    verdict = compare_models(checked, unchecked)
    assert verdict.status == Status.NOT_EQUIVALENT
    assert verdict.counterexample.difference.kind == "domain"
    # lhs's domain is the smaller one: as a refinement (domain "lhs") the rewrite holds
    assert compare_models(checked, unchecked, domain="lhs").status == Status.EQUIVALENT
    assert compare_models(unchecked, checked, domain="lhs").status == Status.NOT_EQUIVALENT


def test_models_of_other_inputs_are_a_clear_error(model):
    with pytest.raises(LogicError, match="same inputs"):
        compare_models(model, resnet(18, image=32, width=4, classes=3))


def test_the_command_compares_two_model_files(tmp_path):
    small = mlp(features=12, hidden=(6,), classes=3)
    (tmp_path / "a.toml").write_text(to_toml(small))
    (tmp_path / "b.toml").write_text(to_toml(rebuild(small, attrs("dense1_shift",
                                                                   shift_bit=7))))
    run = [sys.executable, "-m", "cvmverify", "equiv"]
    same = subprocess.run(run + [str(tmp_path / "a.toml")] * 2, capture_output=True,
                          text=True, cwd=ROOT)
    assert same.returncode == 0 and "EQUIVALENT" in same.stdout, same.stderr
    differs = subprocess.run(run + [str(tmp_path / "a.toml"), str(tmp_path / "b.toml")],
                             capture_output=True, text=True, cwd=ROOT)
    assert differs.returncode == 1 and "NOT EQUIVALENT" in differs.stdout.upper()
    assert "region of" in differs.stderr  # the steps, on stderr


def test_input_shapes_given_on_the_command_line_make_two_graph_files_models(tmp_path, capsys):
    from cvmverify.cli import main

    path = tmp_path / "m.toml"
    path.write_text(to_toml(mlp(features=12, hidden=(6,), classes=3)))
    assert main(["equiv", str(path), str(path), "--input-shape", "data=n,12"]) == 0
    assert "equal nodes" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stopped:  # not with one identity file
        main(["equiv", "identities/flatten_reshape.toml", "--input-shape", "x=2"])
    assert stopped.value.code == 4
    assert main(["graph", str(path), "--input-shape", "data=5,12", "--dot"]) == 0
    assert "(5, 12), int32" in capsys.readouterr().out
