"""Kernels generated under the runtime's precision contract (`gen --contract runtime`): a
graph whose inputs declare their precisions gets a kernel that computes in int32 without a
per-element check, once every node is proven free of int32 overflow at those precisions.
It is exact on every input the runtime can give it, rejects calls past a per-call
precision limit, is refused where the proof does not hold, and a narrowed copy is caught."""

from __future__ import annotations

import importlib.util
import re
import warnings
from pathlib import Path

import numpy as np
import pytest

from cvmverify import LogicError
from cvmverify.check import check_graph_kernel
from cvmverify.cli import main
from cvmverify.codegen.generate import render_files
from cvmverify.codegen.plan import runtime_plan
from cvmverify.core.contract import contract_precisions
from cvmverify.core.fusion import fuse
from cvmverify.core.graph import evaluate_graph, load_graph, parse_graph, to_toml
from cvmverify.drivers.gen import graph_target, targets
from cvmverify.precision.graph import runtime_limits

ROOT = Path(__file__).resolve().parents[1]
DECLARING = ["add_requant", "conv_requant", "dense_requant"]  # graphs/ declaring precisions


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(f"generated_{path.parent.name}_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def fused_body(path: Path, name: str) -> str:
    text = path.read_text()
    return text[text.index(f"def _{name}_fused"):text.index("KERNELS = {")]


# the forms of a CUDA kernel's int32 check: abandoning the element, noted, an int32 step
CUDA_CHECKS = ("CVM_REQUIRE_INT32(", "CVM_NOTE_INT32(", "cvm_add_int32(", "cvm_sub_int32(")


@pytest.mark.parametrize("name", DECLARING)
def test_the_runtime_kernel_has_no_widening_and_no_check(name, numpy_dir):
    strict = fused_body(numpy_dir / "graphs" / f"{name}.py", name)
    runtime = fused_body(numpy_dir / "runtime" / f"{name}.py", name)
    assert "_int32(" in strict and "dtype=np.int64" in strict
    assert "_int32(" not in runtime and "np.int64" not in runtime
    cuda = (numpy_dir.parent / "cuda" / "runtime" / f"{name}.cuh").read_text()
    kernels = cuda[:cuda.index("/* ==== launcher")] if "/* ==== launcher" in cuda else cuda
    strict_cuda = (numpy_dir.parent / "cuda" / "graphs" / f"{name}.cuh").read_text()
    assert not any(check in kernels for check in CUDA_CHECKS)
    assert any(check in strict_cuda for check in CUDA_CHECKS)


@pytest.mark.parametrize("name", DECLARING)
def test_the_runtime_kernel_passes_the_checker_under_the_runtime_contract(name, numpy_dir):
    function = load(numpy_dir / "runtime" / f"{name}.py", name)
    graph = load_graph(ROOT / "graphs" / f"{name}.toml")
    report = check_graph_kernel(graph, lambda inputs: function(*inputs), cases=30, seed=5,
                                contract="runtime", isolate=False)
    assert report.ok, report.describe()
    assert report.ran_valid == 30
    # the strict contract gives it inputs beyond the precisions: it does not check them
    strict = check_graph_kernel(graph, lambda inputs: function(*inputs), cases=30, seed=5,
                                isolate=False, shrink=False)
    assert not strict.ok


def test_the_runtime_checker_draws_within_the_declared_precisions():
    graph = load_graph(ROOT / "graphs" / "dense_requant.toml")
    seen = []

    def kernel(inputs):
        x, w, b = inputs
        seen.append((np.abs(x).max(), np.abs(w).max(), np.abs(b).max()))
        return list(evaluate_graph(graph, inputs).values())

    report = check_graph_kernel(graph, kernel, cases=20, seed=2, contract="runtime",
                                isolate=False)
    assert report.ok and report.ran_valid == 20
    top = np.max(seen, axis=0)
    assert top[0] <= 127 and top[1] <= 127 and top[2] <= 2**15 - 1
    assert top[0] == 127 or top[1] == 127  # the largest legal precisions are drawn too


def test_dense_is_exact_at_the_largest_reduced_length_and_rejects_the_next(numpy_dir):
    dense = load(numpy_dir / "runtime" / "dense_requant.py", "dense_requant")
    graph = load_graph(ROOT / "graphs" / "dense_requant.toml")
    k = 2**15 - 1  # p(fc) = max(16, bitwidth(K) + 16) + 1 <= 32
    x = np.full((2, k), 127, np.int32)
    x[1] = -127
    w = np.full((3, k), 127, np.int32)
    b = np.array([2**15 - 1, 0, -(2**15 - 1)], np.int32)
    expected = evaluate_graph(graph, [x, w, b])["y"]
    np.testing.assert_array_equal(dense(x, w, b)["y"], expected)
    x, w = np.ones((1, k + 1), np.int32), np.ones((1, k + 1), np.int32)
    with pytest.raises(LogicError, match=r"fc: output precision .* <= 32"):
        dense(x, w, np.zeros(1, np.int32))


def test_a_kernel_narrowed_below_its_rule_is_caught_under_the_runtime_contract(tmp_path,
                                                                                numpy_dir):
    # the sum of two 16-bit values needs 17 bits: computed in int16, it wraps
    source = (numpy_dir / "runtime" / "add_requant.py").read_text()
    body = fused_body(numpy_dir / "runtime" / "add_requant.py", "add_requant")
    narrowed, count = re.subn(r"np\.add\((v\d+), (v\d+), dtype=np\.int32, out=.*\n",
                              r"np.add(\1, \2, dtype=np.int16, casting='unsafe')\n", body)
    assert count
    # beside the runtime it shares, as in generated/numpy/runtime/
    (tmp_path / "cvm_runtime.py").write_text((numpy_dir / "cvm_runtime.py").read_text())
    (tmp_path / "runtime").mkdir()
    (tmp_path / "runtime" / "add_requant.py").write_text(source.replace(body, narrowed))
    function = load(tmp_path / "runtime" / "add_requant.py", "add_requant")
    report = check_graph_kernel(load_graph(ROOT / "graphs" / "add_requant.toml"),
                                lambda inputs: function(*inputs), cases=60, seed=5,
                                contract="runtime", isolate=False, shrink=False)
    assert not report.ok and report.failures[0].kind == "mismatch"


# --- where the contract cannot be used ------------------------------------------------------


def graph_file(tmp_path, name: str, replace: dict[str, str]) -> str:
    text = (ROOT / "graphs" / f"{name}.toml").read_text()
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    return str(path)


def test_undeclared_precisions_are_refused(tmp_path):
    path = graph_file(tmp_path, "add_requant", {", precision = 16": ""})
    with pytest.raises(LogicError, match="precision declared for every input"):
        graph_target(path, "runtime")
    # without any, a graph gets its strict kernel alone
    assert [t.contract for t in targets([path])] == ["strict"]


def test_a_runtime_plan_rests_on_the_proofs_of_its_own_graph():
    proven = runtime_limits(load_graph(ROOT / "graphs" / "add_requant.toml"))
    assert proven.graph == "add_requant" and dict(proven.precisions) == {"a": 16, "b": 16}
    assert proven.proofs and {node for node, _ in proven.proofs} == {"add", "shift", "clip"}
    with pytest.raises(ValueError, match="add_requant"):
        runtime_plan(proven, fuse(load_graph(ROOT / "graphs" / "dense_requant.toml")), "_f")


def test_precisions_that_can_overflow_are_refused_naming_the_node(tmp_path):
    path = graph_file(tmp_path, "add_requant", {"precision = 16": "precision = 32"})
    with pytest.raises(LogicError, match="node add"):
        graph_target(path, "runtime")


def test_precisions_a_rule_rejects_are_refused(tmp_path):
    path = graph_file(tmp_path, "dense_requant", {"x = { rank = 2, precision = 8 }":
                                                  "x = { rank = 2, precision = 16 }"})
    with pytest.raises(LogicError, match="fc"):
        graph_target(path, "runtime")


def test_an_operator_has_no_runtime_kernel_of_its_own():
    with pytest.raises(LogicError, match="one-node graph"):
        targets(["relu"], contract="runtime")


def test_gen_writes_both_contracts_of_a_declaring_graph(tmp_path):
    found = targets(["add_requant"])
    assert [t.contract for t in found] == ["strict", "runtime"]
    files = render_files(found, 2)
    assert {"numpy/graphs/add_requant.py", "numpy/runtime/add_requant.py",
            "cuda/graphs/add_requant.cuh", "cuda/runtime/add_requant.cuh",
            "cuda/graphs.cu", "cuda/runtime.cu"} <= set(files)
    assert '#include "../cvm_cuda.h"' in files["cuda/runtime/add_requant.cuh"]
    assert '#include "runtime/add_requant.cuh"' in files["cuda/runtime.cu"]


def test_gen_contract_flag(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["gen", "add_requant", "--contract", "runtime", "--out", str(out)]) == 0
    assert (out / "numpy" / "runtime" / "add_requant.py").is_file()
    assert not (out / "numpy" / "graphs" / "add_requant.py").exists()
    assert main(["gen", "relu", "--contract", "runtime", "--out", str(out)]) != 0
    assert "one-node graph" in capsys.readouterr().err


# --- declaring precisions -------------------------------------------------------------------


def test_declared_precisions_round_trip_through_toml():
    graph = load_graph(ROOT / "graphs" / "dense_requant.toml")
    assert graph.declared_precisions() == {"x": 8, "w": 8, "b": 16}
    again = parse_graph(to_toml(graph))
    assert again.declared_precisions() == graph.declared_precisions()


def test_given_precisions_override_the_declared_ones_and_none_means_undeclared(tmp_path):
    graph = load_graph(ROOT / "graphs" / "dense_requant.toml")
    assert contract_precisions(graph) == {"x": 8, "w": 8, "b": 16}
    assert contract_precisions(graph, {"x": 4, "w": 4, "b": 8}) == {"x": 4, "w": 4, "b": 8}
    bare = parse_graph('name = "g"\n[inputs]\nx = { rank = 1 }\n[[nodes]]\nop = "relu"\n'
                       'inputs = ["x"]\n[outputs]\ny = "relu_0"\n')
    assert contract_precisions(bare) is None


@pytest.mark.parametrize("bad", ["0", "33", "true", '"8"'])
def test_a_bad_precision_is_a_logic_error(bad):
    text = f'name = "g"\n[inputs]\nx = {{ rank = 1, precision = {bad} }}\n' \
           '[[nodes]]\nop = "relu"\ninputs = ["x"]\n[outputs]\ny = "relu_0"\n'
    with pytest.raises(LogicError, match="precision of input x in 1..32"):
        parse_graph(text)


def test_precision_cli_uses_the_declared_precisions(capsys):
    assert main(["precision", str(ROOT / "graphs" / "add_requant.toml")]) == 0
    out = capsys.readouterr().out
    assert "a=16" in out and "b=16" in out


def test_an_output_folded_to_a_constant_is_stored_without_a_syntax_warning(tmp_path):
    """cvm_clip to precision 1 folds to 0 under the runtime contract: the kernel stored it
    behind `if 0 is not target:`, which Python warns of on import (SyntaxWarning)."""
    text = ('name = "clip_one_bit"\n[inputs]\nx = { rank = 2, precision = 8 }\n'
            '[[nodes]]\nname = "c"\nop = "cvm_clip"\ninputs = ["x"]\n'
            'attrs = { precision = 1 }\n[outputs]\ny = "c"\n')
    graph = tmp_path / "clip_one_bit.toml"
    graph.write_text(text)
    assert main(["gen", str(graph), "--contract", "runtime", "--out", str(tmp_path)]) == 0
    module = tmp_path / "numpy" / "runtime" / "clip_one_bit.py"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        compile(module.read_text(), str(module), "exec")
    x = np.array([[-127, 0], [5, 127]], np.int32)
    got = load(module, "clip_one_bit")(x)
    assert got["y"].tolist() == \
        evaluate_graph(load_graph(graph), [x], precisions={"x": 8})["y"].tolist() == [[0, 0]] * 2
