"""Calls a new user gets slightly wrong: each does the obvious thing or says what is wrong."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.core.graph import evaluate_graph, load_graph

ROOT = Path(__file__).resolve().parents[1]


def test_a_bare_array_is_refused_with_the_form_to_use():
    x = np.arange(6, dtype=np.int32)
    with pytest.raises(cvmverify.LogicError, match=r"relu: requires the inputs as a list of "
                       r"arrays, e\.g\. \[x\] \(got inputs=one array of shape \(6,\)\)"):
        cvmverify.evaluate("relu", x)


def test_prove_takes_one_name_as_a_string():
    report = cvmverify.prove("relu", max_rank=1, jobs=1)
    assert report.ok and report.results
    assert {r.op for r in report.results} == {"relu"}


def test_evaluate_graph_takes_the_inputs_in_order():
    graph = load_graph(ROOT / "graphs" / "add_requant.toml")
    rng = np.random.default_rng(0)
    arrays = [rng.integers(-100, 100, (1, 2, 3, 4)).astype(np.int32) for _ in graph.inputs]
    by_name = evaluate_graph(graph, dict(zip(graph.inputs, arrays)))
    in_order = evaluate_graph(graph, arrays)
    assert by_name.keys() == in_order.keys()
    for name in by_name:
        np.testing.assert_array_equal(by_name[name], in_order[name])
    with pytest.raises(cvmverify.LogicError, match="one array per input, in the order a, b"):
        evaluate_graph(graph, arrays[:1])


def test_a_pair_attribute_says_how_many_ints():
    x = np.zeros((1, 1, 4, 4), dtype=np.int32)
    with pytest.raises(cvmverify.LogicError, match="pool_size to be a tuple of 2 ints"):
        cvmverify.evaluate("max_pool2d", [x], pool_size=2)


def test_one_int_for_a_pair_attribute_on_the_command_line(tmp_path, capsys):
    x = np.arange(16, dtype=np.int32).reshape(1, 1, 4, 4)
    np.save(tmp_path / "x.npy", x)
    assert main(["eval", "max_pool2d", str(tmp_path / "x.npy"), "--attr", "pool_size=2",
                 "--attr", "strides=2", "--out", str(tmp_path / "y")]) == 0
    expected, = cvmverify.evaluate("max_pool2d", [x], pool_size=(2, 2), strides=(2, 2))
    np.testing.assert_array_equal(np.load(tmp_path / "y0.npy"), expected)


def load_generated(name: str):
    spec = importlib.util.spec_from_file_location(
        f"generated_{name}", ROOT / "generated" / "numpy" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_generated_kernel_raises_what_except_cvmverify_logicerror_catches():
    relu = load_generated("relu")
    with pytest.raises(cvmverify.LogicError, match="relu: requires") as caught:
        relu.relu(np.zeros(3, dtype=np.float32))
    assert isinstance(caught.value, relu.LogicError)  # its own class still catches it


def test_a_generated_module_stands_alone_without_cvmverify(tmp_path):
    script = tmp_path / "alone.py"
    script.write_text(
        "import sys, numpy as np\n"
        "sys.modules['cvmverify'] = None  # as if it were not installed\n"
        f"sys.path.insert(0, {str(ROOT / 'generated' / 'numpy')!r})\n"
        "import relu\n"
        "try:\n"
        "    relu.relu(np.zeros(3, dtype=np.float32))\n"
        "except relu.LogicError as error:\n"
        "    print(type(error).__mro__[1].__name__, error)\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ValueError relu: requires"), done.stdout


@pytest.mark.parametrize("call, got", [
    (lambda: cvmverify.equivalent("add.toml"), "a=str, b=NoneType"),
    (lambda: cvmverify.equivalent(load_graph(ROOT / "graphs" / "add_requant.toml")),
     "a=Graph, b=NoneType"),
    (lambda: evaluate_graph("add.toml", []), "graph=str")], ids=["path", "one graph", "eval"])
def test_a_path_or_a_lone_graph_where_graphs_belong_says_what_to_pass(call, got):
    # before, an AttributeError from inside ('str' object has no attribute 'inputs')
    with pytest.raises(cvmverify.LogicError, match=rf"load_graph read.*\(got {got}\)"):
        call()


@pytest.mark.parametrize("kernel", [5, None, np.zeros(3)], ids=["int", "none", "array"])
def test_check_kernel_given_no_kernel_says_what_a_kernel_is(kernel):
    # before, the worker died loading it: "the worker exited with status 1"
    with pytest.raises(cvmverify.LogicError, match=r"check_kernel: requires a kernel: a "
                       r"function, .*\(got kernel="):
        cvmverify.check_kernel("relu", kernel, cases=1)


def test_load_graph_given_no_path_says_so():
    with pytest.raises(cvmverify.LogicError, match=r"graph file: requires a path.*\(got "
                       r"path=None\)"):
        load_graph(None)
