"""Precision of whole models: every node proven at the shapes the model declares, its
verdicts checked against what the evaluator does at those shapes."""

from __future__ import annotations

import numpy as np
import pytest

from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph, evaluate_graph
from cvmverify.core.verdict import Status
from cvmverify.models import detection_head, mlp, resnet
from cvmverify.precision.graph import graph_precision


def dense_layer(k, batch=4) -> Graph:
    g = Graph("layer", dims={"n": "1..64"} if isinstance(batch, str) else None)
    x = g.input("x", shape=[batch, k], precision=8)
    w = g.input("w", shape=[16, k], precision=8)
    b = g.input("b", shape=[16], precision=16)
    y = g.apply("dense", x, w, b, name="fc")
    g.output("y", g.apply("cvm_right_shift", y, precision=8, shift_bit=8, name="shift"))
    return g


def verdicts(found) -> dict[str, set]:
    by_node: dict[str, set] = {}
    for r in found.results:
        by_node.setdefault(r.op, set()).add(r.status)
    return by_node


def test_a_layer_is_proven_at_its_reduced_extent_and_refuted_past_it():
    """8-bit products summed over K with a 16-bit bias need 16 + bits(K) + 1 bits: K = 784
    fits int32, K = 2^16 does not. A rank-only graph would be refuted at every K."""
    proven = graph_precision(dense_layer(784), {"x": 8, "w": 8, "b": 16})
    assert proven.ok and proven.precisions["fc"] == 27
    refuted = graph_precision(dense_layer(2**16), {"x": 8, "w": 8, "b": 16})
    assert Status.REFUTED in verdicts(refuted)["fc"] and not refuted.ok


def test_the_refutation_is_what_the_runtime_does_at_those_shapes():
    """Ground truth: the evaluator held to the runtime's contract rejects the layer at
    K = 2^16 (its output would need 34 bits by the rule) and runs it at K = 784."""
    precisions = {"x": 8, "w": 8, "b": 16}
    for k, rejected in ((784, False), (2**16, True)):
        graph = dense_layer(k, batch=1)
        inputs = {"x": np.full((1, k), 127, np.int32), "w": np.full((16, k), 127, np.int32),
                  "b": np.full(16, 2**15 - 1, np.int32)}
        if rejected:
            with pytest.raises(LogicError, match="precision"):
                evaluate_graph(graph, inputs, precisions=precisions)
        else:
            evaluate_graph(graph, inputs, precisions=precisions)


def test_a_symbolic_batch_gives_one_verdict_for_every_batch():
    found = graph_precision(dense_layer(784, batch="n"), {"x": 8, "w": 8, "b": 16})
    assert found.ok


def counted_proofs(monkeypatch) -> list[str]:
    import cvmverify.precision.graph as module

    proofs: list[str] = []
    prove = module.prove_instance
    monkeypatch.setattr(module, "prove_instance",
                        lambda *a, **k: proofs.append(a[0].name) or prove(*a, **k))
    return proofs


def test_layers_of_one_kind_share_a_proof(monkeypatch):
    proofs = counted_proofs(monkeypatch)
    model = mlp(features=12, hidden=(6, 6, 6), classes=6)
    found = graph_precision(model, model.declared_precisions())
    assert found.ok and len(found.results) == 3 * len(model.nodes)
    # 15 nodes: the dense layers of K = 6 share one proof (K = 12 has its own), their
    # shifts one per input precision (21 and 20 bits), every clip and relu one
    assert sorted(proofs) == ["cvm_clip", "cvm_right_shift", "cvm_right_shift", "dense",
                              "dense", "relu"]


def test_a_model_with_data_dependent_nodes_is_proven():
    model = detection_head(image=16, width=4, anchors=16)
    found = graph_precision(model, model.declared_precisions())
    assert found.ok and {r.op for r in found.results} >= {"valid", "nms"}


@pytest.mark.slow
def test_a_small_resnet_is_proven_with_a_proof_per_kind_of_layer(monkeypatch):
    proofs = counted_proofs(monkeypatch)
    model = resnet(18, image=16, width=4, classes=3)
    found = graph_precision(model, model.declared_precisions())
    assert found.ok and len(found.results) == 3 * len(model.nodes)
    assert len(proofs) < len(model.nodes) / 3
