"""A model's generated module (`codegen.model`): the planner's kernels called in order, held
bit for bit to `evaluate_graph` on random and boundary inputs, rejecting what the graph
rejects, with its buffers shared by liveness (and a planted sharing of live buffers caught)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from cvmverify.check import check_graph_kernel
from cvmverify.check.generated import GeneratedKernel
from cvmverify.codegen import model as model_module
from cvmverify.codegen.numpy_module import public_name
from cvmverify.codegen.numpy_runtime import _contract
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.core.planner import plan
from cvmverify.drivers.gen import GenOptions, generate
from model_cases import SMALL, model_inputs, model_path, write_files


def _load(path, graph):
    """The module's function (a module is named after its graph's own name)."""
    spec = importlib.util.spec_from_file_location(f"model_{path.stem}_{id(path)}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, public_name(graph.name))


def _same(expected, got):
    assert set(got) == set(expected)
    for name, value in expected.items():
        assert got[name].dtype == value.dtype and np.array_equal(got[name], value), name


@pytest.mark.parametrize("contract", ["models", "models/runtime"])
@pytest.mark.parametrize("name", SMALL)
def test_a_models_module_is_the_graph_bit_for_bit(small_models, name, contract):
    graph = load_graph(model_path(name))
    function = _load(small_models / "numpy" / contract / f"{graph.name}.py", graph)
    rng = np.random.default_rng(7)
    for fill in (None, None, "max", "min"):
        arrays = model_inputs(graph, rng, fill)
        expected = evaluate_graph(graph, arrays)
        _same(expected, function(**arrays))
        _same(expected, function(**arrays))  # the second call: the buffers of the first
        out = {k: np.empty_like(v) for k, v in expected.items()}
        assert all(function(**arrays, out=out)[k] is out[k] for k in out)
        _same(expected, out)


def test_the_strict_module_rejects_what_the_graph_rejects(small_models):
    graph = load_graph(model_path("mlp"))
    function = _load(small_models / "numpy" / "models" / "mlp.py", graph)
    arrays = model_inputs(graph, np.random.default_rng(1))
    arrays["data"] = np.full(arrays["data"].shape, 2**31 - 1, np.int32)  # dense overflows
    with pytest.raises(LogicError):
        evaluate_graph(graph, arrays)
    with pytest.raises(LogicError, match="int32"):
        function(**arrays)
    arrays = model_inputs(graph, np.random.default_rng(1))
    arrays["data"] = np.zeros((2, 784), np.int32)  # not the declared shape
    with pytest.raises(LogicError):
        evaluate_graph(graph, arrays)
    with pytest.raises(LogicError, match="declared shape"):
        function(**arrays)


def test_the_checkers_graph_mode_holds_the_module_to_the_graph(small_models):
    """As `cvmverify check models/mlp.toml --generated DIR` does: cases drawn at the
    model's declared shapes, valid and invalid, each against the graph node by node."""
    graph = load_graph(model_path("mlp"))
    kernel = GeneratedKernel(str(small_models / "numpy" / "models" / "mlp.py"), "mlp")
    report = check_graph_kernel(graph, kernel, cases=8, seed=0, isolate=False)
    assert report.ok, report.describe()
    assert report.ran_valid >= 6 and report.ran_invalid >= 1


@pytest.mark.slow
@pytest.mark.parametrize("name", ["vgg_small", "resnet18", "mobilenet_v1", "resnet50",
                                  "vgg16"])
def test_every_zoo_models_module_is_its_graph_at_full_size(tmp_path, name):
    write_files(generate(GenOptions([model_path(name)])), tmp_path)
    graph = load_graph(model_path(name))
    arrays = model_inputs(graph, np.random.default_rng(11))
    expected = evaluate_graph(graph, arrays)
    for contract in ("models", "models/runtime"):
        _same(expected, _load(tmp_path / "numpy" / contract / f"{graph.name}.py", graph)(
            **arrays))


def test_buffers_are_shared_only_by_values_whose_lives_do_not_meet():
    graph = load_graph(model_path("resnet18"))
    planned = plan(graph)
    kernels = [SimpleNamespace(reads={v.ref: v.ref for v in g.reads},
                               writes=[v.ref for v in g.writes]) for g in planned.groups]
    outputs = {v.ref for v in graph.outputs.values()}
    slots = model_module._slots(kernels, outputs)
    live: dict[int, str] = {}
    last = {ref: k for k, kernel in enumerate(kernels) for ref in kernel.reads}
    for step, kernel in enumerate(kernels):
        for ref in kernel.writes:
            if slots[ref] is not None:
                assert slots[ref] not in live, (ref, live.get(slots[ref]))
                live[slots[ref]] = ref
        for ref in kernel.reads:
            if last[ref] == step and slots.get(ref) is not None:
                live.pop(slots[ref])
    written = [ref for k in kernels for ref in k.writes if slots[ref] is not None]
    assert len(set(slots.values()) - {None}) < len(written) / 4  # a few buffers, reused


def _residual_toml() -> str:
    """Three dense layers, each requantised, and a skip from the first to the last: the
    first layer's result lives across the second kernel."""
    lines = ['name = "residual"', "[inputs]", 'x = { shape = [2, 8], precision = 8 }']
    lines += [f"w{k} = {{ shape = [8, 8], precision = 8 }}" for k in (1, 2, 3)]
    before = "x"
    for k in (1, 2, 3):
        lines += ["[[nodes]]", f'name = "d{k}"', 'op = "dense"', f'inputs = ["{before}", "w{k}"]',
                  "[[nodes]]", f'name = "s{k}"', 'op = "cvm_right_shift"', f'inputs = ["d{k}"]',
                  "attrs = { precision = 8, shift_bit = 8 }"]
        before = f"s{k}"
    lines += ["[[nodes]]", 'name = "skip"', 'op = "elemwise_add"', 'inputs = ["s1", "s3"]',
              "[outputs]", 'y = "skip"']
    return "\n".join(lines) + "\n"


def test_a_planted_sharing_of_live_buffers_is_caught(tmp_path, monkeypatch):
    """s1 lives across the second kernel (a residual): with every value in one buffer the
    pooled call reads s2 where s1 was, and the comparison with the graph fails; with the
    slots by liveness it holds."""
    source = tmp_path / "residual.toml"
    source.write_text(_residual_toml())
    graph = load_graph(str(source))
    assert len(plan(graph).groups) == 3
    arrays = model_inputs(graph, np.random.default_rng(3))
    expected = evaluate_graph(graph, arrays)
    for planted in (False, True):
        if planted:
            monkeypatch.setattr(model_module, "_slots", lambda kernels, outputs: {
                ref: None if ref in outputs else 0 for k in kernels for ref in k.writes})
        folder = tmp_path / f"planted_{planted}"
        write_files(generate(GenOptions([str(source)], contract="strict")), folder)
        function = _load(folder / "numpy" / "models" / "residual.py", graph)
        function(**arrays)
        got = function(**arrays)
        assert np.array_equal(got["y"], expected["y"]) is not planted


def test_gen_renders_a_model_at_the_shapes_given(tmp_path):
    run = subprocess.run([sys.executable, "-m", "cvmverify", "gen", model_path("mlp"), "--out",
                          str(tmp_path), "--contract", "runtime", "--input-shape",
                          "data=64,784"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    graph = load_graph(model_path("mlp"), {"data": [64, 784]})
    function = _load(tmp_path / "numpy" / "models" / "runtime" / "mlp.py", graph)
    arrays = model_inputs(graph, np.random.default_rng(5))
    _same(evaluate_graph(graph, arrays), function(**arrays))
    with pytest.raises(LogicError, match="declared shape"):
        function(**{**arrays, "data": arrays["data"][:1]})


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 31), st.integers(0, 31), st.integers(1, 40), st.integers(0, 2**32))
def test_a_contraction_is_exact_at_every_magnitude(a_bits, b_bits, k, seed):
    """`_contract` takes a float matrix product only where it is exact: equal to the int64
    sum of products at magnitudes up to int32's, on each side of 2^24 and 2^53."""
    rng = np.random.default_rng(seed)
    a = rng.integers(-(2**a_bits), 2**a_bits, (3, k), endpoint=True, dtype=np.int64)
    b = rng.integers(-(2**b_bits), 2**b_bits, (4, k), endpoint=True, dtype=np.int64)
    exact = a @ b.T
    # as the kernels call it: views of one shape (3, 4, k) that broadcast one axis each
    a_view = np.broadcast_to(a[:, None, :], (3, 4, k))
    b_view = np.broadcast_to(b[None, :, :], (3, 4, k))
    magnitudes = int(np.abs(a).max()), int(np.abs(b).max())
    got = _contract(a_view, b_view, 2, np.int64, *magnitudes)
    assert got.dtype == np.int64 and np.array_equal(got, exact)


def test_a_float_product_past_its_exact_range_would_be_caught():
    """The comparison above can fail: float32 at magnitudes past 2^24 is not exact."""
    a = np.full((1, 3), 2**20 + 1, np.int64)
    b = np.full((1, 3), 2**10 + 3, np.int64)
    wrong = (a.astype(np.float32) @ b.astype(np.float32).T).astype(np.int64)
    assert not np.array_equal(wrong, a @ b.T)
    assert np.array_equal(_contract(a[:, None, :], b[None, :, :], 2, np.int64,
                                    2**20 + 1, 2**10 + 3), a @ b.T)
