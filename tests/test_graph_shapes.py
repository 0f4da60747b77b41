"""Shapes as a model has them: declared input shapes, shape inference once per node, the
checks the declarations make, and the shapes' ground truth: the arrays the reference
evaluator returns."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings, strategies as st

from cvmverify.core.dsl import DimSymbol
from cvmverify.core.errors import LogicError
from cvmverify.core.fusion import evaluate_fused, fuse, value_shapes
from cvmverify.core.graph import Graph, evaluate_graph, load_graph, parse_graph, to_toml
from cvmverify.core.graph.shapes import NAMED_DIM_OPS, canonical, expand
from cvmverify.core.semantics import FloorDiv
from cvmverify.models import ZOO, mlp, resnet

ROOT = Path(__file__).resolve().parents[1]

TEXT = """
name = "net"

[dims]
n = "1..8"

[inputs]
x = { shape = ["n", 2, 9, 9], precision = 8 }
w = { shape = [4, 2, 3, 3], precision = 8 }
y = { shape = ["n", 4], precision = 8 }

[[nodes]]
name = "conv"
op = "conv2d"
inputs = ["x", "w"]
attrs = { padding = [1, 1], stride = [2, 2] }

[[nodes]]
name = "pooled"
op = "sum"
inputs = ["conv"]
attrs = { axes = [2, 3] }

[[nodes]]
name = "both"
op = "elemwise_add"
inputs = ["pooled", "y"]

[outputs]
out = "both"
"""


def arrays(rng, **shapes):
    return {name: rng.integers(-3, 4, shape).astype(np.int32) for name, shape in shapes.items()}


def test_declared_shapes_give_every_value_its_shape_and_round_trip():
    graph = parse_graph(TEXT)
    n = DimSymbol("x", 0)  # a named dim stands as the dim of the first input naming it
    assert graph.value("conv").shape == (n, 4, 5, 5)
    assert graph.value("both").shape == (n, 4)
    assert graph.dims == {"n": (1, 8)}
    assert parse_graph(to_toml(graph)) == graph
    assert parse_graph(TEXT.replace('"1..8"', '"1..9"')) != graph


def test_the_shapes_are_the_evaluators():
    graph = parse_graph(TEXT)
    rng = np.random.default_rng(0)
    for batch in (1, 3, 8):
        inputs = arrays(rng, x=(batch, 2, 9, 9), w=(4, 2, 3, 3), y=(batch, 4))
        out = evaluate_graph(graph, inputs)["out"]
        declared = value_shapes(graph)["both"]
        assert out.shape == tuple(int(d.subs(DimSymbol("x", 0), batch)) for d in declared)


@pytest.mark.parametrize("shapes, condition", [
    ({"x": (2, 2, 9, 9), "w": (4, 2, 3, 3), "y": (3, 4)}, "y.shape[0] == n = x.shape[0]"),
    ({"x": (2, 2, 9, 8), "w": (4, 2, 3, 3), "y": (2, 4)}, "x.shape[3] == 9"),
    ({"x": (9, 2, 9, 9), "w": (4, 2, 3, 3), "y": (9, 4)}, "dim n = x.shape[0] in 1..8"),
])
def test_a_call_of_other_shapes_is_rejected_by_the_graph_and_its_fusion(shapes, condition):
    graph = parse_graph(TEXT)
    inputs = arrays(np.random.default_rng(1), **shapes)
    with pytest.raises(LogicError, match="requires " + condition.replace("[", r"\[")
                       .replace("]", r"\]")):
        evaluate_graph(graph, inputs)
    with pytest.raises(LogicError, match="declared|in 1..8"):
        evaluate_fused(fuse(graph), inputs)


def test_a_shape_that_breaks_a_precondition_is_an_error_at_load_naming_the_node():
    text = TEXT.replace("w = { shape = [4, 2, 3, 3]", "w = { shape = [4, 3, 3, 3]")
    with pytest.raises(LogicError) as caught:
        parse_graph(text, source="net.toml")
    message = str(caught.value)
    assert "x.shape[1] == w.shape[1] * groups" in message
    assert "file=net.toml, node=conv" in message and "w.shape=(4, 3, 3, 3)" in message


@pytest.mark.parametrize("decl, says", [
    ('x = { shape = [] }', "list of dims"),
    ('x = { shape = [0, 3] }', "every dim of input x in 1..2^24"),
    ('x = { shape = [2, 3.5] }', "an integer or the name of a dim"),
    ('x = { shape = [2, 3], rank = 3 }', "length of its shape"),
    ('x = { shape = [2, "n m"] }', "an integer or the name of a dim"),
    ('x = { dims = [2] }', "{ rank = N } or { shape = [...] }"),
])
def test_malformed_shapes_are_clear_errors(decl, says):
    text = f"name = \"g\"\n[inputs]\n{decl}\n[[nodes]]\nop = \"relu\"\ninputs = [\"x\"]\n[outputs]\ny = \"relu_0\"\n"
    with pytest.raises(LogicError, match=re.escape(says)):
        parse_graph(text)


@pytest.mark.parametrize("bounds", ['"8..1"', '"0..4"', '"a..b"', "[1]", "true"])
def test_malformed_dim_bounds_are_clear_errors(bounds):
    with pytest.raises(LogicError, match="the bounds of dim n"):
        parse_graph(TEXT.replace('"1..8"', bounds))


def test_input_shapes_given_at_load_replace_the_files(tmp_path):
    path = tmp_path / "net.toml"
    path.write_text(TEXT)
    graph = load_graph(path, {"x": [3, 2, 17, 17], "y": [3, 4]})
    assert graph.value("conv").shape == (3, 4, 9, 9)
    with pytest.raises(LogicError, match="only for inputs of the graph"):
        load_graph(path, {"z": [1]})


def test_the_command_line_takes_input_shapes(tmp_path):
    path = tmp_path / "net.toml"
    path.write_text(TEXT)
    for name, shape in (("x", (2, 2, 5, 5)), ("w", (4, 2, 3, 3)), ("y", (2, 4))):
        np.save(tmp_path / f"{name}.npy", np.ones(shape, np.int32))
    run = [sys.executable, "-m", "cvmverify", "eval", str(path),
           *(str(tmp_path / f"{n}.npy") for n in "xwy")]
    refused = subprocess.run(run, capture_output=True, text=True, cwd=ROOT)
    assert refused.returncode != 0 and "x.shape[2] == 9" in refused.stderr
    taken = subprocess.run(run + ["--input-shape", "x=n,2,5,5"], capture_output=True,
                           text=True, cwd=ROOT)
    assert taken.returncode == 0, taken.stderr
    assert "shape (2, 4)" in taken.stdout


@settings(max_examples=200, deadline=None)
@given(a=st.integers(-1000, 1000), b=st.integers(1, 9), c=st.integers(1, 9),
       k=st.integers(-20, 20))
def test_canonical_floor_divisions_keep_their_value(a, b, c, k):
    h = sp.Symbol("h", integer=True)
    nested = FloorDiv(FloorDiv(h, b) + k, c)
    assert canonical(nested).subs(h, a) == (a // b + k) // c
    assert canonical(FloorDiv(h + k, 1)).subs(h, a) == a + k


def test_a_chain_of_strided_convolutions_keeps_its_shapes_small_and_right():
    graph = Graph("chain")
    value = graph.input("x", shape=[1, 2, "h", "w"])
    for k in range(30):  # symbolic kernels: the dims would grow with every layer
        kernel = graph.input(f"k{k}", rank=4)
        value = graph.apply("conv2d", value, kernel, padding=(1, 1), stride=(2, 1))
    graph.output("y", value)
    assert all(sp.count_ops(d) <= NAMED_DIM_OPS for d in value.shape)
    assert graph.dim_facts, "a growing dim is named"
    # ground truth: what the evaluator returns, for random image and kernel sizes
    rng = np.random.default_rng(2)
    for _ in range(3):
        kernels = {f"k{k}": (2, 2, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
                   for k in range(30)}
        image = (1, 2, int(rng.integers(1, 300)), int(rng.integers(70, 100)))
        inputs = {"x": np.ones(image, np.int32),
                  **{name: np.zeros(shape, np.int32) for name, shape in kernels.items()}}
        dims = {DimSymbol(name, a): n for name, shape in [("x", image), *kernels.items()]
                for a, n in enumerate(shape)}
        out = evaluate_graph(graph, inputs)["y"]
        assert out.shape == tuple(int(expand(d, graph.dim_facts).xreplace(dims))
                                  for d in value.shape)


def test_every_zoo_model_has_concrete_shapes_and_its_file_is_fresh():
    for name, build in ZOO.items():
        graph = build()
        assert all(d.is_Integer for node in graph.nodes for v in node.outputs for d in v.shape)
        written = (ROOT / "models" / f"{name}.toml").read_text()
        assert written.split("\n", 1)[1] == to_toml(graph), f"run python -m models ({name})"


def test_small_models_evaluate_to_their_declared_shapes():
    rng = np.random.default_rng(3)
    for graph in (resnet(18, image=32, width=4, classes=5), mlp(features=12, hidden=(6,))):
        inputs = {name: rng.integers(-20, 21, [int(d) for d in graph.value(name).shape])
                  .astype(np.int32) for name in graph.inputs}
        out = evaluate_graph(graph, inputs)["y"]
        assert out.shape == tuple(int(d) for d in graph.outputs["y"].shape)
