"""The generated NumPy kernels (generated/numpy/): each passes the kernel checker against its
spec, runs without cvmverify, rejects bad calls as the evaluator does, and a kernel rendered
from a broken formula is caught."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

import cvmverify
from cvmverify.check import check_kernel
from cvmverify.codegen.generate import MAX_RANK, operator_target
from cvmverify.codegen.numpy_module import public_name, render_numpy_module
from cvmverify.codegen.plan import OutputPlan

ROOT = Path(__file__).resolve().parents[1]


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(f"generated_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kernel_of(module, op: str):
    """The checker's calling convention over the module's natural signature."""
    function = getattr(module, public_name(op))

    def kernel(inputs, **attrs):
        return function(*inputs, **attrs)

    return kernel


@pytest.mark.parametrize("op", cvmverify.ops())
def test_generated_kernel_passes_the_checker(op, numpy_dir):
    module = load(numpy_dir / f"{op}.py", op)
    report = check_kernel(op, kernel_of(module, op), cases=30, seed=2, isolate=False,
                          max_rank=MAX_RANK, timeout_s=60)
    assert report.ok, report.describe()
    assert report.ran_valid == 30 and report.ran_invalid >= 1


def _mutated_module(tmp_path: Path, op: str, change) -> object:
    """The module of `op` rendered from plans whose first output formula went through
    `change`."""
    target = operator_target(cvmverify.spec(op), max_rank=3)
    for plan in target.plans:
        first = plan.outputs[0]
        plan.outputs[0] = OutputPlan(first.name, first.shape, first.index,
                                     change(first.value), first.dtype)
    text = render_numpy_module(op, target.summary, target.source, target.inputs,
                               target.attrs, target.plans, target.excluded, 3)
    path = tmp_path / f"{op}.py"
    path.write_text(text)
    return load(path, f"mutant_{op}")


@pytest.mark.parametrize("op, change", [
    ("relu", lambda v: v + 1),                                     # off by one
    ("cvm_right_shift", lambda v: v.xreplace({sp.Integer(2): sp.Integer(3)})),  # rounding
    ("conv2d", lambda v: v.subs(sp.Symbol("i3", integer=True, nonnegative=True), 0)),
    ("concatenate", lambda v: v.args[2] if hasattr(v, "args") and len(v.args) == 3 else v),
])
def test_a_kernel_from_a_broken_formula_is_caught(tmp_path, op, change):
    module = _mutated_module(tmp_path, op, change)
    report = check_kernel(op, kernel_of(module, op), cases=30, seed=2, isolate=False,
                          max_rank=3, shrink=False)
    assert not report.ok and report.failures, report.describe()


def test_generated_module_runs_without_cvmverify(numpy_dir):
    # Importing cvmverify (or any of its modules) fails in this interpreter.
    script = (
        "import sys\n"
        "sys.modules['cvmverify'] = None\n"
        f"sys.path.insert(0, {str(numpy_dir)!r})\n"
        "import numpy as np, conv2d, transpose\n"
        "x = np.arange(2*3*4*4, dtype=np.int32).reshape(2, 3, 4, 4) % 7 - 3\n"
        "w = np.ones((4, 3, 3, 3), dtype=np.int32)\n"
        "(y,) = conv2d.conv2d(x, w, padding=(1, 1))\n"
        "(t,) = transpose.transpose(y, axes=(0, 2, 3, 1))\n"
        "print(y.shape, t.shape, int(y.sum()))\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    x = np.arange(2 * 3 * 4 * 4, dtype=np.int32).reshape(2, 3, 4, 4) % 7 - 3
    (want,) = cvmverify.evaluate("conv2d", [x, np.ones((4, 3, 3, 3), np.int32)],
                                 padding=(1, 1))
    assert result.stdout.split() == ["(2,", "4,", "4,", "4)", "(2,", "4,", "4,", "4)",
                                     str(int(want.sum()))]


def test_the_modules_share_one_runtime_and_a_standalone_one_needs_none(numpy_dir, tmp_path):
    from cvmverify.drivers import gen

    relu, transpose = (load(numpy_dir / f"{op}.py", op) for op in ("relu", "transpose"))
    assert relu.LogicError is transpose.LogicError and relu._bind is transpose._bind
    assert len((numpy_dir / "relu.py").read_text()) < 8000
    # --standalone: the module alone in its folder, its helpers copied in
    text = gen.generate(gen.GenOptions(["relu"], standalone=True))["numpy/relu.py"]
    assert "_shared_runtime" not in text and "def _bind(" in text
    (tmp_path / "relu.py").write_text(text)
    alone = load(tmp_path / "relu.py", "relu_standalone")
    x = np.arange(-3, 3, dtype=np.int32).reshape(2, 3)
    assert np.array_equal(alone.relu(x)[0], np.maximum(x, 0))
    with pytest.raises(ValueError, match="relu: requires"):
        alone.relu(np.zeros(2, np.float32))


@pytest.mark.parametrize("op, inputs, attrs", [
    ("conv2d", [np.zeros((1, 3, 4, 4), np.int32), np.zeros((2, 2, 3, 3), np.int32)], {}),
    ("transpose", [np.zeros((2, 3), np.int32)], {"axes": (0, 0)}),
    ("transpose", [np.zeros((2, 3), np.int32)], {"axes": (0, 1, 2)}),
    ("broadcast_add", [np.full(3, 2**31 - 1, np.int32), np.ones(3, np.int32)], {}),
    ("relu", [np.zeros(3, np.float32)], {}),
    ("cvm_clip", [np.zeros(3, np.int32)], {"precision": 0}),
    ("split", [np.zeros((4, 3), np.int32)], {"axis": 0, "num_splits": 3}),
])
def test_bad_calls_raise_the_evaluators_logic_error(op, inputs, attrs, numpy_dir):
    module = load(numpy_dir / f"{op}.py", op)
    with pytest.raises(cvmverify.LogicError) as expected:
        cvmverify.evaluate(op, inputs, **attrs)
    with pytest.raises(ValueError) as got:
        getattr(module, public_name(op))(*inputs, **attrs)
    assert type(got.value).__name__ == "LogicError"
    # the same op, condition and values; `step` names the step each one evaluated
    assert (got.value.op, got.value.condition) == (expected.value.op, expected.value.condition)
    expected.value.values.pop("step", None)
    got.value.values.pop("step", None)
    assert got.value.values == expected.value.values


def test_out_buffers_are_filled_and_checked(numpy_dir):
    module = load(numpy_dir / "cvm_right_shift.py", "cvm_right_shift")
    x = np.arange(-50, 50, dtype=np.int32).reshape(10, 10)
    out = np.empty((10, 10), np.int32)
    (got,) = module.cvm_right_shift(x, precision=4, shift_bit=2, out=[out])
    assert got is out
    (want,) = cvmverify.evaluate("cvm_right_shift", [x], precision=4, shift_bit=2)
    assert np.array_equal(out, want)
    with pytest.raises(ValueError, match="out\\[0\\] must be"):
        module.cvm_right_shift(x, precision=4, shift_bit=2, out=[np.empty((10, 9), np.int32)])


def test_a_lower_rank_is_lifted_and_a_higher_one_says_so(tmp_path):
    from cvmverify.drivers import gen

    files = gen.generate(gen.GenOptions(["relu"], 2))
    for name in ("relu.py", "cvm_runtime.py"):
        (tmp_path / name).write_text(files[f"numpy/{name}"])
    module = load(tmp_path / "relu.py", "relu_up_to_rank_2")
    assert list(module.KERNELS) == [(("rank:x", 2),)]
    x = np.arange(-2, 3, dtype=np.int32)
    got, = module.relu(x)  # rank 1, run by the rank-2 kernel
    assert got.shape == x.shape and np.array_equal(got, np.maximum(x, 0))
    with pytest.raises(NotImplementedError, match="up to 2"):
        module.relu(np.zeros((1, 1, 1), np.int32))


# --- fused kernels (generated/numpy/graphs/) --------------------------------------------------

GRAPH_FILES = sorted((ROOT / "graphs").glob("*.toml"))


def test_every_required_chain_has_a_fused_kernel(numpy_dir):
    names = {path.stem for path in GRAPH_FILES}
    assert {"conv_requant", "dense_requant", "add_requant", "transpose_slice_reshape",
            "channel_shuffle", "upsample_concat"} <= names
    assert all((numpy_dir / "graphs" / f"{name}.py").exists() for name in names)


@pytest.mark.parametrize("path", GRAPH_FILES, ids=lambda p: p.stem)
def test_fused_kernel_passes_the_checker_against_the_graph(path, numpy_dir):
    from cvmverify.check import check_graph_kernel
    from cvmverify.core.graph import load_graph

    module = load(numpy_dir / "graphs" / f"{path.stem}.py", f"graph_{path.stem}")
    function = getattr(module, path.stem)
    report = check_graph_kernel(load_graph(path), lambda inputs: function(*inputs),
                                cases=30, seed=3, isolate=False)
    assert report.ok, report.describe()
    assert report.ran_valid == 30 and report.ran_invalid >= 1


@pytest.mark.parametrize("name", ["add_requant", "upsample_concat"])
def test_a_graph_kernel_returns_what_evaluate_graph_returns(name, numpy_dir):
    """The generated kernel of a graph and `evaluate_graph` answer alike: the outputs by
    name, so that either can stand for the other (one took a list before)."""
    from graph_cases import SHAPES, random_inputs

    function = getattr(load(numpy_dir / "graphs" / f"{name}.py", f"by_name_{name}"), name)
    graph = cvmverify.load_graph(ROOT / "graphs" / f"{name}.toml")
    inputs = random_inputs(SHAPES[name][0], seed=5)
    got, expected = function(**inputs), cvmverify.evaluate_graph(graph, inputs)
    assert isinstance(got, dict) and list(got) == list(expected)
    assert all(np.array_equal(got[k], expected[k]) and got[k].dtype == expected[k].dtype
               for k in expected)
    # what a call returns can be handed back as the next call's `out`, and is filled
    filled = {k: np.zeros_like(y) for k, y in got.items()}
    again = function(**inputs, out=filled)
    assert all(again[k] is filled[k] and np.array_equal(filled[k], expected[k]) for k in got)


def test_a_fused_kernel_from_a_broken_fusion_is_caught(tmp_path):
    from cvmverify.check import check_graph_kernel
    from cvmverify.drivers.gen import graph_target
    from cvmverify.core.graph import load_graph

    path = ROOT / "graphs" / "channel_shuffle.toml"
    target = graph_target(str(path))
    (plan,) = target.plans
    first = plan.outputs[0]
    # the shuffle's two halves read in the wrong order: a select's branches swapped
    swapped = first.value.func(first.value.args[0], first.value.args[2], first.value.args[1])
    plan.outputs[0] = OutputPlan(first.name, first.shape, first.index, swapped, first.dtype)
    text = render_numpy_module(target.name, target.summary, target.source, target.inputs,
                               target.attrs, target.plans, target.excluded, MAX_RANK)
    (tmp_path / "shuffle.py").write_text(text)
    function = getattr(load(tmp_path / "shuffle.py", "broken_shuffle"), target.name)
    report = check_graph_kernel(load_graph(path), lambda inputs: function(*inputs), cases=20,
                                seed=3, isolate=False, shrink=False)
    assert not report.ok and report.failures


POOL_THEN_MAX = """
[inputs]
x = { rank = 4, dtype = "int8" }

[[nodes]]
name = "pool"
op = "max_pool2d"
inputs = ["x"]
attrs = { pool_size = [2, 2], padding = [1, 1] }

[[nodes]]
name = "turned"
op = "transpose"
inputs = ["pool"]
attrs = { axes = [1, 3, 0, 2] }

[[nodes]]
name = "top"
op = "max"
inputs = ["turned"]

[outputs]
y = "top"
"""


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int16])
def test_max_pool2d_pads_a_narrow_input_with_int32_min(dtype, tmp_path):
    """The pad's INT32_MIN is no value of an 8- or 16-bit input: the padded copy (the op's
    kernel) and a max folded element by element (the fused one) compute in int32."""
    from shim_modules import generated_tree

    path = tmp_path / "pool_then_max.toml"
    path.write_text(POOL_THEN_MAX)
    tree = generated_tree(tmp_path / "out", ["max_pool2d", str(path)])
    x = (np.arange(40) * 7 % 200).astype(dtype).reshape(1, 2, 4, 5)
    attrs = dict(pool_size=(2, 2), padding=(1, 1), strides=(2, 1))
    (got,) = load(tree / "numpy" / "max_pool2d.py", "pool").max_pool2d(x, **attrs)
    (want,) = cvmverify.evaluate("max_pool2d", [x], **attrs)
    assert got.dtype == want.dtype and np.array_equal(got, want)
    fused = load(tree / "numpy" / "graphs" / "pool_then_max.py", "pool_then_max")
    graph = cvmverify.load_graph(path)
    assert np.array_equal(fused.pool_then_max(x=x.astype(np.int8))["y"],
                          cvmverify.evaluate_graph(graph, {"x": x.astype(np.int8)})["y"])


CONCATENATED_ZEROS = """
[inputs]
x = { rank = 2, dtype = "int16" }
y = { rank = 2 }

[[nodes]]
name = "zeros"
op = "elemwise_sub"
inputs = ["x", "x"]

[[nodes]]
name = "joined"
op = "concatenate"
inputs = ["y", "zeros"]
attrs = { axis = -1 }

[outputs]
out = "joined"
"""


def _fused_against_graph(tmp_path, name: str, text: str, **inputs):
    """The NumPy module `cvmverify gen` renders for the graph `text`, called on `inputs`, and
    the graph evaluated node by node on them: (got, want), each by output name."""
    from shim_modules import generated_tree

    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    tree = generated_tree(tmp_path / "out", [str(path)])
    got = getattr(load(tree / "numpy" / "graphs" / f"{name}.py", name), name)(**inputs)
    return got, cvmverify.evaluate_graph(cvmverify.load_graph(path), inputs)


def test_a_moved_branch_that_fusion_folded_to_a_constant_fills_its_part(tmp_path):
    """x - x is 0 as fusion writes it: the concatenation's second part is a constant, which
    the NumPy kernel fills its box with (it moved it, and raised AttributeError: 'int' has
    no shape)."""
    got, want = _fused_against_graph(
        tmp_path, "concatenated_zeros", CONCATENATED_ZEROS,
        x=np.arange(6, dtype=np.int16).reshape(2, 3) - 3,
        y=np.arange(8, dtype=np.int32).reshape(2, 4) + 1)
    got, want = got["out"], want["out"]
    assert got.dtype == want.dtype and np.array_equal(got, want) and (got[:, 4:] == 0).all()


POOL_THEN_SUM = """
[inputs]
x = { rank = 4, dtype = "DTYPE" }

[[nodes]]
name = "pool"
op = "max_pool2d"
inputs = ["x"]
attrs = { pool_size = [3, 2], padding = [1, 0], strides = [2, 2] }

[[nodes]]
name = "total"
op = "sum"
inputs = ["pool"]
attrs = { axes = [0], keepdims = true }

[outputs]
y = "total"
"""


@pytest.mark.parametrize("dtype", ["int8", "int16"])
def test_a_window_of_negatives_beside_the_pad_keeps_its_max(dtype, tmp_path):
    """Every value negative: the fused kernel selects each window element or the pad's
    INT32_MIN (np.where), which NumPy had cast to the read's dtype, wrapping it to 0 in
    int8, so that 0 won every window at the edge."""
    got, want = _fused_against_graph(
        tmp_path, "pool_then_sum", POOL_THEN_SUM.replace("DTYPE", dtype),
        x=-(np.arange(2 * 2 * 5 * 4) % 97 + 1).astype(dtype).reshape(2, 2, 5, 4))
    assert (want["y"] < 0).all() and np.array_equal(got["y"], want["y"])
