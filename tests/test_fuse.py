"""Fusion: the fused instance of a graph computes what the graph computes, reads graph
inputs only, has no attribute left, and keeps the preconditions of every node."""

import numpy as np
import pytest
import sympy as sp

import cvmverify
from cvmverify.codegen.plan import plan
from cvmverify.core.dsl import DimSymbol, index_symbol
from cvmverify.core.facts import INT32, Like
from cvmverify.core.fusion import evaluate_fused, fuse, unravel
from cvmverify.core.graph import Graph, evaluate_graph, load_graph
from cvmverify.core.ir import FlatRead, Read, Reduction, reads
from cvmverify.core.semantics import FloorDiv
from graph_cases import GRAPHS, NAMES, SHAPES, random_inputs


def assert_same(graph: Graph, inputs: dict) -> None:
    expected = evaluate_graph(graph, inputs)
    got = evaluate_fused(fuse(graph), inputs)
    assert set(got) == set(expected)
    for name in expected:
        assert got[name].dtype == expected[name].dtype, name
        assert got[name].shape == expected[name].shape, name
        assert np.array_equal(got[name], expected[name]), name


@pytest.mark.parametrize("name", NAMES)
def test_the_fused_graph_computes_what_the_graph_computes(name):
    graph = load_graph(GRAPHS / f"{name}.toml")
    for seed, shapes in enumerate(SHAPES[name]):
        assert_same(graph, random_inputs(shapes, seed))


def bound_variables(expr: sp.Basic) -> set:
    return {lim[0] for node in sp.preorder_traversal(expr) if isinstance(node, Reduction)
            for lim in node.limits}


@pytest.mark.parametrize("name", NAMES)
def test_fused_formulas_read_graph_inputs_only_and_have_no_attributes(name):
    graph = load_graph(GRAPHS / f"{name}.toml")
    instance = fuse(graph)
    assert instance.op == name and instance.attrs == {} and instance.definition is None
    assert [t.name for t in instance.inputs] == list(graph.inputs)
    assert [o.name for o in instance.outputs] == list(graph.outputs)
    allowed = {sp.Symbol(n) for n in graph.inputs}  # the tensors of the reads
    allowed |= {DimSymbol(n, k) for n, d in graph.inputs.items() for k in range(d.rank)}
    for out in instance.outputs:
        assert {r.tensor for r in reads(out.value)} <= set(graph.inputs)
        assert out.index == tuple(index_symbol(k) for k in range(len(out.shape)))
        free = out.value.free_symbols | set().union(*(n.free_symbols for n in out.shape))
        assert free <= allowed | set(out.index) | bound_variables(out.value), free - allowed
    for requirement in instance.requirements:
        assert requirement.condition.free_symbols <= allowed, requirement
        assert requirement.message.split(":")[0] in {n.name for n in graph.nodes}


def test_the_fused_outputs_keep_the_dtype_rules():
    dtypes = {name: fuse(load_graph(GRAPHS / f"{name}.toml")).outputs[0].dtype for name in NAMES}
    assert dtypes["conv_requant"] == dtypes["add_requant"] == INT32
    assert dtypes["channel_shuffle"] == dtypes["transpose_slice_reshape"] == Like("x")
    assert dtypes["upsample_concat"] == Like("x")  # both inputs must share one dtype
    graph = load_graph(GRAPHS / "channel_shuffle.toml")
    x = random_inputs({"x": (1, 4, 2, 2)}, 0)["x"].astype(np.int8)
    graph.inputs["x"] = type(graph.inputs["x"])("x", 4, "int8")
    assert evaluate_fused(fuse(graph), {"x": x})["y"].dtype == np.int8


def test_the_fused_requirements_reject_what_the_graph_rejects():
    shuffle = fuse(load_graph(GRAPHS / "channel_shuffle.toml"))
    odd = random_inputs({"x": (1, 3, 2, 2)}, 0)
    with pytest.raises(cvmverify.LogicError, match="halves: num_splits divides the split axis"):
        evaluate_fused(shuffle, odd)
    with pytest.raises(cvmverify.LogicError, match="num_splits divides"):
        evaluate_graph(load_graph(GRAPHS / "channel_shuffle.toml"), odd)
    merge = fuse(load_graph(GRAPHS / "upsample_concat.toml"))
    mismatched = random_inputs({"x": (1, 2, 2, 3), "y": (1, 3, 4, 5)}, 0)
    with pytest.raises(cvmverify.LogicError, match="merged: every dim of every input but"):
        evaluate_fused(merge, mismatched)
    conv = fuse(load_graph(GRAPHS / "conv_requant.toml"))
    too_big = random_inputs({"x": (1, 1, 1, 1), "w": (1, 1, 4, 1)}, 0)
    with pytest.raises(cvmverify.LogicError, match="conv: the dilated kernel fits"):
        evaluate_fused(conv, too_big)


def test_requirements_true_for_every_shape_are_dropped_and_false_ones_refused():
    messages = [r.message for r in fuse(load_graph(GRAPHS / "conv_requant.toml")).requirements]
    assert not any("padding" in m or "groups" in m.split("==")[0] for m in messages)
    assert "conv: x.shape[1] == w.shape[1] * groups" in messages  # in the graph's dims
    assert not any(m.startswith("shift: every dim of x") for m in messages)  # stated by conv
    g = Graph("never")
    x = g.input("x", rank=4)
    g.output("y", g.apply("elemwise_add", x, g.apply("upsampling", x, scale=2), name="add"))
    with pytest.raises(cvmverify.LogicError, match="invalid for every shape") as caught:
        fuse(g)
    assert caught.value.values["node"] == "add"


def test_a_data_dependent_op_stays_unfused():
    g = Graph("boxes")
    count, rows = g.apply("get_valid_count", g.input("x", rank=3), score_threshold=0)
    g.output("y", g.apply("non_max_suppression", rows, count, iou_threshold=50, name="nms"))
    with pytest.raises(cvmverify.LogicError, match="stays unfused") as caught:
        fuse(g)
    assert caught.value.values["node"] == "get_valid_count_0"


def chain() -> Graph:
    """Reductions inside reductions, an intermediate read twice, a flat read of an
    intermediate and a read inside an index."""
    g = Graph("chain")
    x, w1, w2 = g.input("x", rank=2), g.input("w1", rank=2), g.input("w2", rank=2)
    i = g.input("i", rank=1)
    hidden = g.apply("relu", g.apply("dense", x, w1))
    twice = g.apply("broadcast_add", hidden, hidden)
    out = g.apply("dense", twice, w2)
    flat = g.apply("reshape", g.apply("transpose", out), target_shape=(-1,))
    g.output("y", g.apply("take", flat, g.apply("cvm_clip", i, precision=4)))
    g.output("z", out)
    return g


@pytest.mark.parametrize("shapes", [dict(x=(2, 3), w1=(4, 3), w2=(5, 4), i=(7,)),
                                    dict(x=(1, 1), w1=(1, 1), w2=(1, 1), i=(3,))])
def test_compositions_of_every_kind_fuse_exactly(shapes):
    graph = chain()
    instance = fuse(graph)
    variables = [bound_variables(o.value) for o in instance.outputs]
    assert variables[1] and all(v.name.split("_r")[0] in {"dense_0", "dense_1"}
                                for v in variables[1])
    assert [t.name for t in instance.inputs if t.indices] == ["i"]
    for seed in range(2):
        assert_same(graph, random_inputs(shapes, seed, bound=20))


def test_unravel_is_the_row_major_index():
    shape = (2, 3, 4)
    f = sp.Symbol("f", integer=True)
    indices = unravel(f, tuple(sp.Integer(n) for n in shape))
    for offset in range(24):
        got = tuple(int(e.xreplace({f: offset})) for e in indices)
        assert got == np.unravel_index(offset, shape)


def test_a_graph_input_read_flat_stays_a_flat_read():
    g = Graph("flat")
    g.output("y", g.apply("flatten", g.input("x", rank=3)))
    (out,) = fuse(g).outputs
    assert isinstance(out.value, FlatRead) and not out.value.has(Read)
    assert_same(g, random_inputs({"x": (2, 3, 4)}, 0))


# -- the domain of a graph: every element of every node's result, read or not -------------


def _added_then_sliced() -> Graph:
    g = Graph("added_then_sliced")
    a, b = g.input("a", rank=2), g.input("b", rank=2)
    g.output("y", g.apply("slice", g.apply("broadcast_add", a, b, name="add"),
                          begin=(0, 0), end=(1, 1)))
    return g


def test_a_result_no_output_reads_whole_is_a_check_and_rejects_like_the_graph():
    g = _added_then_sliced()
    fused = fuse(g)
    assert [c.name for c in fused.checks] == ["add"]
    a = np.array([[1, 2**31 - 1]], dtype=np.int32)
    b = np.array([[1, 1]], dtype=np.int32)
    for run in (lambda: evaluate_graph(g, {"a": a, "b": b}),
                lambda: evaluate_fused(fused, {"a": a, "b": b})):
        with pytest.raises(cvmverify.LogicError, match="2147483648"):
            run()
    small = {"a": np.array([[1, 2]], dtype=np.int32), "b": b}
    assert evaluate_fused(fused, small)["y"].tolist() == [[2]]


def test_results_read_whole_need_no_check_and_every_check_lists_them_all():
    for name in ("add_requant", "conv_requant", "dense_requant"):
        graph = load_graph(cvmverify.core.resources.data_dir("graphs") + f"/{name}.toml")
        assert fuse(graph).checks == []  # every intermediate is read whole by an output
        assert fuse(graph, node_results=True, every_check=True).checks


def test_a_result_that_cancels_or_feeds_only_an_unused_node_keeps_its_check():
    g = Graph("cancels")
    x = g.input("x", rank=1)
    n = g.apply("negative", x, name="n")
    g.apply("relu", g.apply("negative", x, name="unused"))  # relu cannot overflow
    g.output("y", g.apply("broadcast_sub", n, n))
    # (relu's formula holds unused's inlined: it may be checked too, redundantly)
    assert {"n", "unused"} <= {c.name for c in fuse(g).checks}
    with pytest.raises(cvmverify.LogicError):
        evaluate_fused(fuse(g), {"x": np.array([5, -2**31], dtype=np.int32)})


def test_a_fold_that_drops_a_data_operand_keeps_its_checks():
    """cvm_left_shift at precision 1 clips to [0, 0]: the formula still shifts (and checks
    the shift) before it clips, as node-by-node evaluation does; a % 1 of data as well."""
    g = Graph("shift_to_zero")
    g.output("y", g.apply("cvm_left_shift", g.input("x", rank=1), precision=1, shift_bit=16))
    fused = fuse(g)
    assert reads(fused.outputs[0].value)
    x = np.array([2**15], dtype=np.int32)
    for run in (lambda: evaluate_graph(g, {"x": x}), lambda: evaluate_fused(fused, {"x": x})):
        with pytest.raises(cvmverify.LogicError, match="left shift"):
            run()
    assert evaluate_fused(fused, {"x": np.array([-2**15], np.int32)})["y"].tolist() == [0]


def test_every_value_a_node_takes_of_a_wide_input_is_a_check():
    """An int64 input split in two: relu of the first half checks that half's values in
    int32 (relu's max with 0 is within int32 for any value, so its result alone would not),
    over the half's whole shape; the second half is only moved and checks nothing."""
    g = Graph("int64_halves")
    g.apply("split", g.input("x", rank=1, dtype="int64"), axis=0, num_splits=2, name="halves")
    g.output("low", g.apply("relu", g.value("halves:0"), name="r"))
    g.output("high", g.value("halves:1"))
    [check] = fuse(g).checks
    assert check.name == "r.x" and check.shape == (FloorDiv(DimSymbol("x", 0), 2),)
    with pytest.raises(cvmverify.LogicError):
        evaluate_graph(g, {"x": np.array([-2**31 - 1, 5], np.int64)})
    # a generated kernel checks every value of x in int32 already: it computes no check
    assert plan(fuse(g), "int64_halves").checks == []


def test_a_wide_input_only_a_check_reads_is_an_integer_input_of_the_kernel(tmp_path):
    """x > x folds to 0, so no output reads the int64 x; broadcast_greater still takes its
    values as integers, and rejects one outside int32. The check of them makes x an integer
    input of the generated kernel, which rejects the call as the graph does (the NumPy
    kernel had stored the check's int64 values into int32 scratch, wrapping them)."""
    g = Graph("greater_than_itself")
    x = g.input("x", rank=1, dtype="int64")
    g.output("y", g.apply("broadcast_greater", x, x))
    fused = fuse(g)
    assert not reads(fused.outputs[0].value) and fused.checks
    kernel = plan(fused, "greater_than_itself")
    assert kernel.integer_inputs == ["x"] and kernel.checks == []
    _, function = _numpy_kernel(tmp_path, g)
    wide = np.array([1, 2**40], np.int64)
    for run in (lambda: evaluate_graph(g, {"x": wide}), lambda: function(wide)):
        with pytest.raises(cvmverify.LogicError, match="within int32"):
            run()
    got = function(np.array([-2**31, 2**31 - 1], np.int64))
    assert (got[0] if isinstance(got, (list, tuple)) else got["y"]).tolist() == [0, 0]


def _numpy_kernel(tmp_path, graph):
    """The fused target of `graph` and the function of the strict NumPy module `cvmverify
    gen` renders for it, imported."""
    import importlib.util
    from cvmverify.codegen.generate import fused_target
    from cvmverify.codegen.numpy_module import render_numpy_module
    from cvmverify.core.dsl import MAX_RANK

    target = fused_target(graph, f"{graph.name}.toml")
    path = tmp_path / f"{graph.name}.py"
    path.write_text(render_numpy_module(target.name, target.summary, target.source,
                                        target.inputs, target.attrs, target.plans,
                                        target.excluded, MAX_RANK))
    spec = importlib.util.spec_from_file_location(graph.name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return target, getattr(module, target.name)


def test_a_strict_fused_numpy_kernel_checks_the_elements_it_does_not_return(tmp_path):
    """The generated kernel computes the sliced-away sums only to check them: it rejects
    what the graph rejects and returns the graph's bits otherwise. Its CUDA module cannot
    check them and refuses the call (CVM_UNSUPPORTED), never answering wrong."""
    from cvmverify.codegen.cuda_host import plan_code

    graph = _added_then_sliced()
    target, function = _numpy_kernel(tmp_path, graph)
    (kernel,) = target.plans
    assert [c.name for c in kernel.checks] == ["check0"]
    b = np.array([[1, 1]], dtype=np.int32)
    with pytest.raises(cvmverify.LogicError):
        function(np.array([[1, 2**31 - 1]], dtype=np.int32), b)
    rng = np.random.default_rng(0)
    for _ in range(20):
        shape = tuple(rng.integers(1, 4, size=2))
        a = rng.integers(-2**31, 2**31, size=shape, dtype=np.int64).astype(np.int32)
        c = rng.integers(-2**31, 2**31, size=shape, dtype=np.int64).astype(np.int32)
        try:
            expected = evaluate_graph(graph, {"a": a, "b": c})["y"]
        except cvmverify.LogicError:
            with pytest.raises(cvmverify.LogicError):
                function(a, c)
            continue
        got = function(a, c)
        got = got[0] if isinstance(got, (list, tuple)) else got
        assert np.array_equal(got, expected)
    code = plan_code(kernel, target.inputs, target.attrs)
    assert code.checks[0].failure == "CVM_UNSUPPORTED" and code.checks[0].condition == "0"


def test_the_precision_prover_refutes_an_overflow_in_an_unread_element():
    from cvmverify.precision.graph import graph_precision
    found = graph_precision(_added_then_sliced(), {"a": 32, "b": 32})
    refuted = {r.op for r in found.results if r.status == "refuted"}
    assert "add" in refuted  # the sliced-away elements are proven too, node by node
