"""The fusion planner: each zoo model partitioned into one kernel per reduction (its
epilogue fused, never a reduction inside another's loop), checked by running the plan
kernel by kernel against the graph node by node."""

from __future__ import annotations

import numpy as np
import pytest

from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph, load_graph
from cvmverify.core.planner import Kind, evaluate_plan, kind_of, plan
from cvmverify.models import ZOO, detection_head, mlp, mobilenet_v1, resnet, vgg

from test_equiv_models import outcome

REDUCTIONS = {"conv2d", "dense", "sum", "max", "max_pool2d"}


@pytest.mark.parametrize("name", list(ZOO))
def test_every_zoo_model_has_a_kernel_per_reduction_and_each_node_once(name):
    graph = ZOO[name]()
    found = plan(graph)
    planned = [n.name for g in found.groups for n in g.nodes]
    assert sorted(planned) == sorted(n.name for n in graph.nodes)  # each node once
    reductions = [n for n in graph.nodes if n.op in REDUCTIONS]
    opaque = [n for n in graph.nodes if n.op in ("get_valid_count", "non_max_suppression")]
    assert len(found.groups) == len(reductions) + len(opaque)
    for group in found.groups:  # never a reduction inside another's loop
        assert sum(kind_of(n.instance) == Kind.REDUCTION for n in group.nodes) <= 1


def test_the_counts_of_the_zoo():
    counts = {name: (len(ZOO[name]().nodes), len(plan(ZOO[name]()).groups))
              for name in ("resnet18", "mobilenet_v1", "mlp")}
    assert counts == {"resnet18": (108, 23), "mobilenet_v1": (114, 29), "mlp": (11, 3)}


def test_a_residual_add_is_the_epilogue_of_its_branch_and_its_cuts_say_why():
    found = plan(resnet(18, image=16, width=4, classes=3))
    block = found.group_of("add1")
    assert [n.name for n in block.nodes] == ["conv3", "conv3_shift", "conv3_clip", "add1",
                                             "add1_shift", "add1_clip", "add1_relu"]
    reasons = {cut.reason for cut in found.cuts}
    assert "a reduction's result is not recomputed in another reduction's loop" in reasons
    assert any(reason.startswith("read by 2 nodes") for reason in reasons)


def test_arithmetic_before_a_reduction_is_cut_and_movement_is_fused():
    g = Graph("prologue")
    x, w = g.input("x", shape=[2, 8], precision=8), g.input("w", shape=[4, 8], precision=8)
    moved = g.apply("transpose", g.apply("transpose", x, name="t1"), name="t2")
    g.output("y", g.apply("dense", moved, w, name="fc"))
    assert [[n.name for n in k.nodes] for k in plan(g).groups] == [["t1", "t2", "fc"]]
    h = Graph("arith")
    x, w = h.input("x", shape=[2, 8], precision=8), h.input("w", shape=[4, 8], precision=8)
    h.output("y", h.apply("dense", h.apply("relu", x, name="act"), w, name="fc"))
    found = plan(h)
    assert len(found.groups) == 2
    assert found.cuts[0].reason.startswith("arithmetic before a reduction")


SMALL = {"resnet18": lambda: resnet(18, image=16, width=4, classes=3),
         "mobilenet_v1": lambda: mobilenet_v1(image=16, width=4, classes=3),
         "vgg8": lambda: vgg(8, image=32, width=4, classes=3, hidden=8),
         "mlp": lambda: mlp(features=12, hidden=(6,)),
         "detection_head": lambda: detection_head(image=16, width=4, anchors=16)}


@pytest.mark.parametrize("name", list(SMALL))
def test_the_plan_computes_what_the_graph_does(name):
    """Ground truth by evaluation: kernel by kernel as planned, node by node as written,
    on random inputs within the precisions and on inputs that make a node reject."""
    graph = SMALL[name]()
    rng = np.random.default_rng(1)
    for scale in (1, 2**12):  # the second leaves int32 in some layer: both reject alike
        inputs = {n: (rng.integers(-127, 128, [int(d) for d in graph.value(n).shape])
                      * scale).astype(np.int32) for n in graph.inputs}
        expected = outcome(graph, inputs)
        try:
            got = evaluate_plan(plan(graph), inputs)
        except LogicError as error:
            got = f"rejects: {error.condition}"
        if isinstance(expected, str):
            assert got == expected
        else:
            assert all((got[k] == expected[k]).all() for k in expected)


def test_gen_plan_prints_the_plan(capsys, tmp_path):
    from cvmverify.cli import main

    assert main(["gen", "--plan", "graphs/conv_requant.toml"]) == 0
    out = capsys.readouterr().out
    assert "plan of conv_requant: 4 nodes in 1 kernels" in out
    assert "conv -> shift -> clip -> act" in out
    assert main(["gen", "--plan"]) == 4
    assert plan(load_graph("graphs/conv_requant.toml")).groups[0].kind == Kind.REDUCTION
