"""The evaluator's fast paths (`core.fast_paths`) against the interpreter, their oracle.

Each fast path is checked as a kernel by the kernel checker (boundary and invalid calls
included, strict and under the runtime's precision contract), compared with the
interpreter on random calls (results and errors alike: int32 edges, values that push the
product off float32 or float64, stride, dilation, groups, depthwise, padding, tiling), and
made wrong on purpose to show that the checks catch it.
"""

from __future__ import annotations

import inspect
import pathlib
import textwrap

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cvmverify.check import check_kernel
from cvmverify.core import evaluate as evaluation
from cvmverify.core import fast_paths, interpret, registry
from cvmverify.core.bind import bind_call
from cvmverify.core.errors import LogicError
from cvmverify.core.evaluate import evaluate, instance_for
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.core.semantics import INT32_MAX, INT32_MIN

OPS = ["conv2d", "dense", "max_pool2d"]
# valid cases a checker run draws (boundary cases come first; the slow ones are conv2d's)
CASES = {"conv2d": 10, "dense": 12, "max_pool2d": 8}


class Counted:
    """A fast path that counts the calls it answered (not left to the interpreter), so a
    test can tell that the fast path, not the fallback, produced what it compared."""

    def __init__(self, kernel):
        self.kernel, self.answered, self.calls = kernel, 0, 0

    def __call__(self, *args):
        self.calls += 1
        result = self.kernel(*args)
        self.answered += result is not None
        return result


def through(op: str, kernel, exact: bool = False):
    """`kernel` as the checker calls a Python kernel: bound and instantiated by the spec as
    `evaluate` does, the element computation by the fast path (the interpreter where it
    declines)."""
    def run(inputs, **attrs):
        spec = registry.get(op)
        call = bind_call(spec, inputs, attrs)
        return evaluation.run(instance_for(spec, call), call, exact_steps=exact, fast=kernel)
    return run


def outcome(op: str, inputs, reference: bool, **attrs):
    """The results, or the LogicError's message: what the two evaluations must share."""
    try:
        return evaluate(op, inputs, reference=reference, **attrs)
    except LogicError as error:
        return str(error)


def same(a, b) -> bool:
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    return len(a) == len(b) and all(x.dtype == y.dtype and np.array_equal(x, y)
                                    for x, y in zip(a, b))


def test_the_exact_range_is_the_interpreters():
    assert fast_paths.EXACT_RANGE == interpret.EXACT_RANGE


def test_evaluate_uses_the_fast_paths_and_reference_turns_them_off():
    spec = registry.get("conv2d")
    assert set(OPS) <= set(fast_paths.registered())
    assert fast_paths.kernel_for(spec) is fast_paths.kernel("conv2d")
    with fast_paths.reference_evaluation():
        assert fast_paths.kernel_for(spec) is None
    assert fast_paths.kernel_for(spec) is not None


def test_a_spec_of_the_same_name_from_elsewhere_gets_no_fast_path():
    class Elsewhere:
        name = "conv2d"

        @staticmethod
        def body():
            pass
    Elsewhere.body.__name__ = "conv2d"
    assert fast_paths.kernel_for(Elsewhere()) is None


@pytest.mark.parametrize("op", OPS)
def test_fast_path_passes_the_checker(op):
    counted = Counted(fast_paths.kernel(op))
    report = check_kernel(op, through(op, counted), cases=CASES[op], seed=3, isolate=False,
                          timeout_s=60)
    assert report.ok, report.describe()
    assert report.ran_invalid >= 1
    assert counted.answered >= counted.calls // 2, (counted.answered, counted.calls)


@pytest.mark.parametrize("op", ["conv2d", "dense"])
def test_fast_path_passes_the_checker_under_the_precision_contract(op):
    counted = Counted(fast_paths.kernel(op))
    report = check_kernel(op, through(op, counted, exact=True), cases=8, seed=4,
                          isolate=False, timeout_s=60, contract="runtime")
    assert report.ok, report.describe()
    assert counted.answered >= counted.calls // 2, (counted.answered, counted.calls)


# --- mutants: a fast path made wrong must be caught -----------------------------------------


def mutant(function, *changes: tuple[str, str]):
    """`function` (a fast path) with lines changed, compiled in its own module's namespace
    and not registered."""
    source = textwrap.dedent(inspect.getsource(function))
    for old, new in changes:
        assert old in source, old
        source = source.replace(old, new)
    source = source[source.index("def "):]  # without the registering decorator
    namespace = dict(vars(fast_paths))
    exec(compile(source, f"<mutant of {function.__name__}>", "exec"), namespace)
    return namespace[function.__name__]


MUTANTS = {
    # the image placed at the top-left of its padded copy: all the padding below and right
    "conv2d-padding": ("conv2d", [("padded[:, :, PH:PH + H, PW:PW + W] = x",
                                   "padded[:, :, :H, :W] = x")]),
    # the int32 checks dropped: an overflow wraps instead of being rejected
    "dense-unchecked": ("dense", [
        ("if largest_product > _product_bound(exact):", "if False:"),
        ("result = _finish(total, b, exact)",
         "result = (total if b is None else total + b.astype(np.int64)).astype(np.int32)")]),
    # windows one row too short
    "max_pool2d-window": ("max_pool2d", [("for i in range(PSH):", "for i in range(PSH - 1):")]),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_the_checker_catches_a_wrong_fast_path(name):
    op, changes = MUTANTS[name]
    wrong = mutant(fast_paths.kernel(op), *changes)
    report = check_kernel(op, through(op, wrong), cases=30, seed=3, isolate=False,
                          timeout_s=60, shrink=False, max_failures=1)
    assert not report.ok


def test_a_float32_product_over_too_many_terms_is_inexact():
    # the plan's chunk is what keeps float32 exact: one product over all K terms is not
    wrong = mutant(fast_paths._plan, ("FLOAT32_EXACT // largest", "K"))
    rng = np.random.default_rng(0)
    # positive terms: the sums reach 2^30, where float32 keeps only every 64th integer
    x = rng.integers(2**11, 2**12, size=(4, 4096), dtype=np.int32)
    w = rng.integers(2**5, 2**6, size=(8, 4096), dtype=np.int32)
    assert wrong(2**18, 4096).dtype == np.float32 and wrong(2**18, 4096).chunk == 4096
    exact = fast_paths.dense({"x": x, "w": w}, {}, [(4, 8)], False)[0]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fast_paths, "_plan", wrong)
        inexact = fast_paths.dense({"x": x, "w": w}, {}, [(4, 8)], False)[0]
    assert np.array_equal(exact, evaluate("dense", [x, w], reference=True)[0])
    assert not np.array_equal(inexact, exact)


# --- random calls, results and errors alike ---------------------------------------------------


EDGES = np.array([INT32_MIN, INT32_MIN + 1, -1, 0, 1, INT32_MAX - 1, INT32_MAX], dtype=np.int64)


def values(rng, shape, kind: str) -> np.ndarray:
    """int8-like data, 12-bit data (a chunked float32 product), wide data (float64 or
    the fallback) or int32 edges sprinkled into small data."""
    if kind == "int8":
        return rng.integers(-128, 128, size=shape, dtype=np.int32)
    if kind == "int12":
        return rng.integers(-2**11, 2**11, size=shape, dtype=np.int32)
    if kind == "wide":
        return rng.integers(-2**15, 2**15, size=shape, dtype=np.int32)
    data = rng.integers(-4, 5, size=shape).astype(np.int64)
    mask = rng.random(shape) < 0.05
    data[mask] = rng.choice(EDGES, size=int(mask.sum()))
    return data.astype(np.int32)


def conv_call(rng):
    groups = int(rng.choice([1, 1, 2, 3]))
    depthwise = rng.random() < 0.3
    per_group = 1 if depthwise else int(rng.integers(1, 4))
    C = groups * per_group
    OC = groups * (1 if depthwise else int(rng.integers(1, 3)))
    KH, KW = (int(k) for k in rng.integers(1, 4, size=2))
    SH, SW, DH, DW = (int(k) for k in rng.integers(1, 3, size=4))
    PH, PW = (int(k) for k in rng.integers(0, 3, size=2))
    H = int(rng.integers(max(1, DH * (KH - 1) + 1 - 2 * PH), 9))
    W = int(rng.integers(max(1, DW * (KW - 1) + 1 - 2 * PW), 9))
    N = int(rng.integers(1, 3))
    kind = str(rng.choice(["int8", "int12", "wide", "edges"]))
    inputs = [values(rng, (N, C, H, W), kind), values(rng, (OC, per_group, KH, KW), kind)]
    if rng.random() < 0.5:
        inputs.append(values(rng, (OC,), str(rng.choice(["int8", "edges"]))))
    return inputs, dict(padding=(PH, PW), stride=(SH, SW), dilation=(DH, DW), groups=groups)


@pytest.mark.parametrize("seed", range(2))
def test_conv2d_matches_the_interpreter_on_random_calls(seed):
    rng = np.random.default_rng(seed)
    counted = Counted(fast_paths.kernel("conv2d"))
    for _ in range(40):
        inputs, attrs = conv_call(rng)
        want = outcome("conv2d", inputs, True, **attrs)
        try:
            got = through("conv2d", counted)(inputs, **attrs)
        except LogicError as error:
            got = str(error)
        assert same(got, want), attrs
    assert counted.answered >= 10


@pytest.mark.parametrize("seed", range(1))
def test_dense_and_max_pool_match_the_interpreter_on_random_calls(seed):
    rng = np.random.default_rng(100 + seed)
    for _ in range(30):
        kind = str(rng.choice(["int8", "int12", "wide", "edges"]))
        M, N, K = (int(k) for k in rng.integers(1, 70, size=3))
        inputs = [values(rng, (M, K), kind), values(rng, (N, K), kind)]
        if rng.random() < 0.5:
            inputs.append(values(rng, (N,), kind))
        assert same(outcome("dense", inputs, False), outcome("dense", inputs, True))
        PS = tuple(int(k) for k in rng.integers(1, 4, size=2))
        pad = tuple(int(rng.integers(0, p)) for p in PS)
        x = values(rng, (int(rng.integers(1, 3)), 2, int(rng.integers(PS[0], 9)),
                         int(rng.integers(PS[1], 9))), kind)
        attrs = dict(pool_size=PS, padding=pad, strides=tuple(int(s) for s in
                                                                rng.integers(1, 3, size=2)),
                     ceil_mode=bool(rng.random() < 0.5))
        assert same(outcome("max_pool2d", [x], False, **attrs),
                    outcome("max_pool2d", [x], True, **attrs)), attrs


def test_under_the_precision_contract_the_results_are_the_interpreters():
    rng = np.random.default_rng(7)
    for _ in range(10):
        inputs, attrs = conv_call(rng)
        inputs = [np.clip(a, -127, 127) for a in inputs]
        try:
            want = evaluate("conv2d", inputs, precisions=[8] * len(inputs), reference=True,
                            **attrs)
        except LogicError:
            continue  # the bias may take the result past the rule: not this test's subject
        got = evaluate("conv2d", inputs, precisions=[8] * len(inputs), **attrs)
        assert same(got, want)


EDGE_VALUES = st.sampled_from([INT32_MIN, INT32_MIN + 1, -46341, -46340, -128, -1, 0, 1, 127,
                               46340, 46341, INT32_MAX - 1, INT32_MAX])


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 5), st.data())
def test_dense_matches_the_interpreter_at_the_int32_edges(M, N, K, data):
    def matrix(rows, columns):
        cells = data.draw(st.lists(st.one_of(EDGE_VALUES, st.integers(-2**16, 2**16)),
                                   min_size=rows * columns, max_size=rows * columns))
        return np.array(cells, dtype=np.int64).reshape(rows, columns).astype(np.int32)
    inputs = [matrix(M, K), matrix(N, K)]
    if data.draw(st.booleans()):
        inputs.append(matrix(1, N).reshape(N))
    if data.draw(st.booleans()):  # any integer dtype that holds the values
        inputs = [a.astype(np.int64) for a in inputs]
    assert same(outcome("dense", inputs, False), outcome("dense", inputs, True))


def test_a_graph_evaluates_as_under_the_interpreter():
    graph = load_graph(pathlib.Path(__file__).resolve().parents[1] / "graphs" /
                       "conv_requant.toml")
    rng = np.random.default_rng(15)
    inputs = {"x": rng.integers(-127, 128, size=(2, 3, 9, 9), dtype=np.int32),
              "w": rng.integers(-127, 128, size=(4, 3, 3, 3), dtype=np.int32)}
    for precisions in (None, {"x": 8, "w": 8}):
        fast = evaluate_graph(graph, inputs, precisions=precisions)
        with fast_paths.reference_evaluation():
            reference = evaluate_graph(graph, inputs, precisions=precisions)
        assert fast.keys() == reference.keys()
        assert all(np.array_equal(fast[k], reference[k]) for k in fast)


# --- errors: the interpreter's own, by falling back ---------------------------------------


def test_an_overflowing_sum_raises_the_interpreters_error():
    x = np.full((1, 1, 3, 3), 2**15, dtype=np.int32)
    w = np.full((1, 1, 3, 3), 2**15 - 1, dtype=np.int32)
    message = outcome("conv2d", [x, w], True)
    assert "within int32" in message
    assert outcome("conv2d", [x, w], False) == message
    assert fast_paths.kernel("conv2d")({"x": x, "w": w}, dict(
        padding=(0, 0), stride=(1, 1), dilation=(1, 1), groups=1), [(1, 1, 1, 1)], False) is None


def test_a_value_never_read_does_not_stop_a_legal_call():
    # INT32_MIN times 2 would overflow, but stride 2 never reads it: the maxima bound
    # sends the call to the interpreter, which computes it
    x = np.ones((1, 1, 3, 3), dtype=np.int32)
    x[0, 0, 1, 1] = INT32_MIN
    w = np.full((1, 1, 1, 1), 2, dtype=np.int32)
    got = evaluate("conv2d", [x, w], stride=(2, 2))
    assert same(got, evaluate("conv2d", [x, w], stride=(2, 2), reference=True))
    assert got[0].tolist() == [[[[2, 2], [2, 2]]]]


def test_a_bias_that_overflows_raises_the_interpreters_error():
    x = np.full((1, 3), 2**20, dtype=np.int32)
    w = np.full((2, 3), 2**9, dtype=np.int32)
    b = np.array([0, INT32_MAX], dtype=np.int32)
    assert same(outcome("dense", [x, w, b], False), outcome("dense", [x, w, b], True))
    assert "within int32" in outcome("dense", [x, w, b], False)


# --- plans and tiles ------------------------------------------------------------------------


def test_the_plan_follows_the_bounds():
    assert fast_paths._plan(127 * 128, 576).dtype == np.float32
    chunked = fast_paths._plan(2**18, 4096)
    assert (chunked.dtype, chunked.chunk, chunked.accumulate) == (np.float32, 64, np.float64)
    assert fast_paths._plan(2**30, 64).dtype == np.float64
    wide = fast_paths._plan(2**31 - 1, 2**22 + 1)
    assert (wide.dtype, wide.accumulate) == (np.int64, np.int64)
    assert fast_paths._plan(2**32, 2**31) is None


@pytest.mark.parametrize("limits", [
    dict(FLOAT32_EXACT=2**10),                     # float32 in many chunks
    dict(FLOAT32_EXACT=1, FLOAT_EXACT=2**10),      # int64 products
    dict(TILE_BYTES=4096),                         # row tiles of one image
])
def test_every_plan_and_tiling_matches_the_interpreter(limits):
    rng = np.random.default_rng(11)
    calls = [conv_call(rng) for _ in range(25)]
    with pytest.MonkeyPatch.context() as patch:
        for name, value in limits.items():
            patch.setattr(fast_paths, name, value)
        counted = Counted(fast_paths.kernel("conv2d"))
        for inputs, attrs in calls:
            try:
                got = through("conv2d", counted)(inputs, **attrs)
            except LogicError as error:
                got = str(error)
            assert same(got, outcome("conv2d", inputs, True, **attrs)), attrs
    assert counted.answered >= 5


@pytest.mark.parametrize("N, tile, products", [
    (5, 3 * 5760, 2),   # three images a tile, then two
    (1, 2 * 1440, 2),   # one image, two output rows a tile
    (1, 1, 4),          # a padded copy past the budget declines; at 2816 bytes (the
                        # padded copy), one output row a tile
])
def test_tiles_match_the_interpreter(N, tile, products):
    rng = np.random.default_rng(12)
    x = rng.integers(-128, 128, size=(N, 4, 6, 7), dtype=np.int32)
    w = rng.integers(-128, 128, size=(6, 2, 3, 3), dtype=np.int32)
    attrs = dict(padding=(1, 2), stride=(1, 2), dilation=(2, 1), groups=2)
    # K = 2 * 3 * 3 = 18, output 4 x 5: one output row is max(groups * K, OC) * OW * 8 =
    # 1440 bytes, one image 5760
    want = evaluate("conv2d", [x, w], reference=True, **attrs)
    counted = Counted(fast_paths.kernel("conv2d"))
    calls = []
    matmul = fast_paths._Plan.matmul
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fast_paths, "TILE_BYTES", tile)
        patch.setattr(fast_paths._Plan, "matmul",
                      lambda self, a, b: calls.append(b.shape) or matmul(self, a, b))
        if tile < 4 * 8 * 11 * 8:  # the padded copy alone passes the budget
            assert fast_paths.kernel("conv2d")({"x": x, "w": w}, attrs, [want[0].shape],
                                               False) is None
            patch.setattr(fast_paths, "TILE_BYTES", 4 * 8 * 11 * 8)
            calls.clear()
        assert same(through("conv2d", counted)([x, w], **attrs), want)
    assert counted.answered == 1
    assert len(calls) == products, calls


@pytest.mark.slow
def test_a_reduction_past_float64_takes_the_int64_path():
    # every product within int32 and K * max|x| * max|w| past 2^53: float64 is not shown
    # exact, int64 is; the two halves cancel, so the result is legal
    K = 2**23 + 2**10
    x = np.full((1, K), 46339, dtype=np.int32)
    w = np.full((1, K), 46339, dtype=np.int32)
    w[0, K // 2:] = -46339
    b = np.array([7], dtype=np.int32)
    assert fast_paths._plan(46339 * 46339, K).dtype == np.int64
    counted = Counted(fast_paths.kernel("dense"))
    got = through("dense", counted)([x, w, b])
    assert counted.answered == 1
    assert same(got, evaluate("dense", [x, w, b], reference=True))
    assert got[0].tolist() == [[7]]


@pytest.mark.slow
def test_a_resnet_layer_matches_the_interpreter():
    rng = np.random.default_rng(14)
    x = rng.integers(-128, 128, size=(1, 64, 56, 56), dtype=np.int32)
    w = rng.integers(-128, 128, size=(64, 64, 3, 3), dtype=np.int32)
    b = rng.integers(-2**20, 2**20, size=(64,), dtype=np.int32)
    assert same(evaluate("conv2d", [x, w, b], padding=(1, 1)),
                evaluate("conv2d", [x, w, b], padding=(1, 1), reference=True))
