"""What decides an identity before and around the proof: counterexamples found by evaluation
on small shapes, the time budget of an identity, models the evaluator does not confirm, and
the identity format's same_shape, constant inputs and integer division in assume."""

import time
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.equiv import engine, equivalent, load_identity, parse_identity, search
from cvmverify.core.semantics import FloorMod
from cvmverify.equiv.confirm import compare, run_side

ROOT = Path(__file__).parent.parent


def identity(text: str, name: str = "t"):
    return parse_identity(text, name=name, base=ROOT / "identities")


def assert_replays(verdict, ident):
    example = verdict.counterexample
    assert verdict.status == "not-equivalent" and example is not None, verdict
    lhs = run_side(ident.lhs, example.inputs, example.params)
    rhs = run_side(ident.rhs, example.inputs, example.params)
    assert compare(lhs, rhs, lhs_domain_only=ident.domain == "lhs") is not None


def no_solver(monkeypatch):
    """Fail the test if any solver query runs."""
    def refuse(*args, **kwargs):
        raise AssertionError("a solver query ran")
    monkeypatch.setattr(engine._Query, "_solve", refuse)


# a convolution rewrite with its operands swapped: the batch and output channel axes of
# the result trade places, a difference at every dim 2
CONV_SWAPPED = """
[inputs]
x = { rank = 4 }
w = { rank = 4 }
[[lhs.nodes]]
op = "conv2d"
inputs = ["x", "w"]
[lhs.outputs]
y = "conv2d_0"
[[rhs.nodes]]
op = "conv2d"
inputs = ["w", "x"]
[rhs.outputs]
y = "conv2d_0"
"""


def test_a_small_counterexample_is_found_by_evaluation_before_any_query(monkeypatch):
    no_solver(monkeypatch)
    ident = identity(CONV_SWAPPED)
    start = time.perf_counter()
    verdict = equivalent(ident)
    assert time.perf_counter() - start < 10
    assert_replays(verdict, ident)
    assert "small shapes before any proof" in verdict.reason
    assert verdict.counterexample.difference.kind in ("value", "domain")


# TASO's convSameEnlarge (identities/tensorright/conv_same_enlarge.toml) with the zero
# columns added on the left only: the output gains f columns. No shape of equal or random
# dims meets `zw.shape[2] == w.shape[2] + 2 * e` beside `zh.shape[2] == e`, the kernel's
# `w.shape[2] == 2 * ph + 1` and the paddings' `eh == ph + e`, `fw == pw + f`; the solver
# finds the shapes that do.
ENLARGE = ROOT / "identities" / "tensorright" / "conv_same_enlarge.toml"
BOTH_SIDES, LEFT_ONLY = 'inputs = ["zw", "wh", "zw"]', 'inputs = ["zw", "wh"]'


def test_shapes_an_assumption_sets_to_an_expression_are_found_by_the_solver(monkeypatch):
    text = ENLARGE.read_text()
    assert BOTH_SIDES in text
    ident = identity(text.replace(BOTH_SIDES, LEFT_ONLY))
    searched = search.search(ident, max_rank=6, max_dim=None)
    assert searched.shapes > 0 and searched.difference is not None, searched.describe()
    no_solver(monkeypatch)
    verdict = equivalent(ident)
    assert_replays(verdict, ident)
    assert "small shapes before any proof" in verdict.reason


def test_the_search_keeps_the_domain_rule_a_refining_rewrite_is_no_difference():
    # lhs rejects INT32_MIN, rhs does not: with domain = "lhs" that is a refinement
    ident = load_identity(ROOT / "identities" / "negative_twice.toml")
    found = search.search(ident, max_rank=6, max_dim=None)
    assert found.difference is None and found.valid > 0 and found.cases == search.CASES
    # the other way round, the rewrite rejects more: found at once
    ident.lhs, ident.rhs = ident.rhs, ident.lhs
    found = search.search(ident, max_rank=6, max_dim=None)
    assert found.difference is not None and found.difference[3].kind == "domain"
    assert found.difference[3].lhs == "accepts"


def test_without_the_search_the_solver_still_refutes_and_replays():
    ident = load_identity(ROOT / "tests" / "refuted" / "concat_wrong_order.toml")
    verdict = equivalent(ident, max_rank=2, small_cases=0)
    assert_replays(verdict, ident)
    assert "small shapes" not in verdict.reason


def test_a_time_budget_bounds_the_identity_and_says_what_it_covered():
    ident = load_identity(ROOT / "identities" / "broadcast_max_commutes.toml")
    start = time.perf_counter()
    verdict = equivalent(ident, time_budget_s=1.0)
    assert time.perf_counter() - start < 6
    assert verdict.status == "unknown" and not verdict.ok
    assert "time budget of 1 s spent (--time-budget)" in verdict.reason
    assert "small cases evaluated" in verdict.reason and "rank assignments" in verdict.reason
    assert verdict.wall_clock  # never kept in the proof cache
    with pytest.raises(cvmverify.LogicError, match="time_budget_s > 0"):
        equivalent(ident, time_budget_s=0)


def test_progress_is_reported_step_by_step():
    seen = []
    ident = load_identity(ROOT / "identities" / "relu_idempotent.toml")
    verdict = equivalent(ident, max_rank=3, progress=lambda *step: seen.append(step))
    assert verdict.status == "equivalent"
    assert seen[0] == (1, 4, "small shapes") and seen[-1][:2] == (4, 4)
    assert [s[0] for s in seen] == [1, 2, 3, 4]


def test_a_model_that_never_replays_is_never_equivalent(monkeypatch):
    """The solver's differences blocked one after another are not proofs: with a replay
    that never confirms, a false identity is unknown, naming what was blocked."""
    ident = load_identity(ROOT / "tests" / "refuted" / "relu_vs_abs.toml")

    def spurious(self, model, lifter, output):
        return engine._Outcome(engine.Status.UNKNOWN, reason="the solver's difference did "
                               "not replay through the evaluator (forced)")
    monkeypatch.setattr(engine._Query, "_replayed", spurious)
    verdict = equivalent(ident, max_rank=1, small_cases=0)
    assert verdict.status == "unknown", verdict
    assert "did not replay" in verdict.reason


def test_a_model_that_does_not_replay_is_blocked_and_the_search_goes_on(monkeypatch):
    """The first model is taken as spurious; the query at its exact dims, or the next
    model, refutes the identity with a counterexample that replays."""
    ident = load_identity(ROOT / "tests" / "refuted" / "relu_vs_abs.toml")
    real = engine._Query._replayed
    calls = []

    def first_spurious(self, model, lifter, output):
        calls.append(1)
        if len(calls) == 1:
            return engine._Outcome(engine.Status.UNKNOWN, reason="forced")
        return real(self, model, lifter, output)
    monkeypatch.setattr(engine._Query, "_replayed", first_spurious)
    verdict = equivalent(ident, max_rank=1, small_cases=0)
    assert_replays(verdict, ident)
    assert len(calls) >= 2


BOUNDED_SUMS = """
bounded = true
[inputs]
x = { rank = 2, values = [-128, 128] }
[[lhs.nodes]]
op = "sum"
inputs = ["x"]
attrs = { axes = [0, 1] }
[lhs.outputs]
y = "sum_0"
[[rhs.nodes]]
name = "inner"
op = "sum"
inputs = ["x"]
attrs = { axes = [1], keepdims = true }
[[rhs.nodes]]
name = "outer"
op = "sum"
inputs = ["inner"]
attrs = { axes = [0, 1] }
[rhs.outputs]
y = "outer"
"""


def test_the_first_line_of_a_bounded_verdict_says_bounded(tmp_path, capsys):
    path = tmp_path / "sums.toml"
    path.write_text(BOUNDED_SUMS)
    assert main(["equiv", str(path), "--time-budget", "300"]) == 0
    out = capsys.readouterr()
    first = out.out.splitlines()[0]
    assert first.startswith("BOUNDED") and "EQUIVALENT" not in first, out.out
    assert "reduced extents <= 4" in out.out
    assert "steps" in out.err  # progress lines, off a terminal


# -- the format -----------------------------------------------------------------------------

ELEMWISE = """
SAME
[inputs]
x = { rank = "1..3" }
y = { rank = "1..3" }
[[lhs.nodes]]
op = "broadcast_add"
inputs = ["x", "y"]
[lhs.outputs]
z = "broadcast_add_0"
[[rhs.nodes]]
op = "elemwise_add"
inputs = ["x", "y"]
[rhs.outputs]
z = "elemwise_add_0"
"""


def test_same_shape_ties_two_inputs_at_symbolic_rank():
    verdict = equivalent(identity(ELEMWISE.replace("SAME", 'same_shape = ["x", "y"]')))
    assert verdict.status == "equivalent", verdict
    assert "y=x" in verdict.bound
    # without it, elemwise_add rejects what broadcast_add takes
    ident = identity(ELEMWISE.replace("SAME", ""))
    verdict = equivalent(ident)
    assert_replays(verdict, ident)
    assert verdict.counterexample.difference.kind == "domain"
    # the follower's rank may be left out
    text = ELEMWISE.replace("SAME", 'same_shape = [["x", "y"]]').replace(
        'y = { rank = "1..3" }', "y = {}")
    assert identity(text).inputs["y"].tied == "x"


ADD_REASSOCIATED = """
same_shape = ["a", "c1", "c2"]
[inputs]
a = { rank = "1..2" }
c1 = { values = "p" }
c2 = { values = "q" }
[params]
p = { lo = -2147483648, hi = 2147483647 }
q = { lo = -2147483648, hi = 2147483647 }
[[lhs.nodes]]
name = "s"
op = "broadcast_add"
inputs = ["a", "c1"]
[[lhs.nodes]]
name = "t"
op = "broadcast_add"
inputs = ["s", "c2"]
[lhs.outputs]
y = "t"
[[rhs.nodes]]
name = "s"
op = "broadcast_add"
inputs = ["c1", "c2"]
[[rhs.nodes]]
name = "t"
op = "broadcast_add"
inputs = ["a", "s"]
[rhs.outputs]
y = "t"
"""


def test_a_constant_input_of_a_symbolic_value():
    ident = identity(ADD_REASSOCIATED)
    assert ident.inputs["c1"].fill == "p" and ident.inputs["c1"].value_range() == \
        (-2**31, 2**31 - 1)
    for cases in (search.CASES, 0):  # by evaluation, and by the solver alone
        verdict = equivalent(ident, small_cases=cases)
        assert_replays(verdict, ident)
        example = verdict.counterexample
        assert (example.inputs["c1"] == example.params["p"]).all()
        assert (example.inputs["c2"] == example.params["q"]).all()
    # A + (c1 + c2) with c2 = 0: the sum of constants cannot leave int32
    ident = identity(ADD_REASSOCIATED.replace("q = { lo = -2147483648, hi = 2147483647 }",
                                              "q = { lo = 0, hi = 0 }"))
    assert equivalent(ident, small_cases=0).status == "equivalent"


SPLIT_HALVES = """
ASSUME
[inputs]
x = { rank = 1 }
[[lhs.nodes]]
name = "sp"
op = "split"
inputs = ["x"]
attrs = { axis = 0, num_splits = 2 }
[[lhs.nodes]]
name = "cat"
op = "concatenate"
inputs = ["sp:*"]
attrs = { axis = 0 }
[lhs.outputs]
y = "cat"
[rhs.outputs]
y = "x"
"""


def test_assume_takes_floor_division_and_modulo():
    ident = identity(SPLIT_HALVES.replace("ASSUME", ""))
    assert_replays(equivalent(ident), ident)  # an odd length: the split rejects it
    for condition in ("x.shape[0] % 2 == 0", "(x.shape[0] // 2) * 2 == x.shape[0]"):
        verdict = equivalent(identity(SPLIT_HALVES.replace("ASSUME", f'assume = ["{condition}"]')))
        assert verdict.status == "equivalent", verdict
    # a divisor that may be zero: the entry holds only where it is not
    text = SPLIT_HALVES.replace("ASSUME", 'assume = ["x.shape[0] % (k + 2) == 0"]') + \
        "[params]\nk = { lo = -2, hi = 0 }\n"
    assert identity(text).assumptions({"x": 1})[0].has(FloorMod)
    assert "Ne(" in str(identity(text).assumptions({"x": 1})[0])


@pytest.mark.parametrize("text, condition", [
    ('same_shape = ["x", "z"]\n[inputs]\nx = { rank = 1 }\n', "same_shape to name inputs"),
    ('same_shape = ["x"]\n[inputs]\nx = { rank = 1 }\n', "two or more distinct"),
    ('same_shape = ["x", "y"]\n[inputs]\nx = { rank = 1 }\ny = { rank = 2 }\n',
     "the same ranks"),
    ('same_shape = ["y", "x"]\n[inputs]\nx = { rank = 1 }\ny = { rank = 1 }\n',
     "declared before the others"),
    ('[inputs]\nx = { rank = 1 }\ny = {}\n', "rank required"),
    ('[inputs]\nx = { rank = 1, values = "nope" }\n', "to name a parameter"),
    ('[inputs]\nx = { rank = 1, dtype = "int8", values = "p" }\n[params]\n'
     'p = { lo = 0, hi = 300 }\n', "within the dtype's range"),
])
def test_a_malformed_same_shape_or_constant_is_a_logic_error(text, condition):
    with pytest.raises(cvmverify.LogicError, match=condition):
        identity(text + '[lhs.outputs]\ny2 = "x"\n[rhs.outputs]\ny2 = "x"\n')


def test_the_search_stays_within_max_dim_even_where_an_assumption_pins_a_dim():
    # x.shape[0] == 5 past --max-dim 3: no case is legal, so none is evaluated
    ident = identity(SPLIT_HALVES.replace("ASSUME", 'assume = ["x.shape[0] == 5"]'))
    assert search.search(ident, max_rank=1, max_dim=3).cases == 0
    found = search.search(ident, max_rank=1, max_dim=None)
    assert found.difference is not None and found.difference[0] == {"x": (5,)}
