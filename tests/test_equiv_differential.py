"""Random graphs against evaluation: every verdict of the equivalence engine is checked.

Hypothesis builds small graphs of 2-4 nodes over one input (elementwise ops that can and
cannot overflow, slices, reductions, broadcast arithmetic, where, lookups, movement, splits,
broadcasts, joins, dense, conv2d and pooling at rank 4, get_valid_count at rank 3, their
attributes at the edges) and a second graph from the first by a rewrite that keeps or breaks
it: an unused node dropped or added, operands swapped, a cancellation, another op, or a graph
of its own. Each "equivalent" (and "bounded": evaluation stays within its bound on dims) is
checked against node-by-node evaluation on boundary inputs, each counterexample by replay.
A planted unsound rule (fusion forgetting the checks of results no output reads) must be
caught by the same audit.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings, strategies as st

from cvmverify.core import fusion
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph
from cvmverify.equiv.engine import equivalent

from equiv_truth import differ, find_difference, run

UNARY = [("negative", {}), ("abs", {}), ("relu", {}), ("cvm_clip", {"precision": 8}),
         ("cvm_right_shift", {"precision": 8, "shift_bit": 1}), ("cvm_precision", {}),
         ("cvm_right_shift", {"precision": 32, "shift_bit": 32}),
         ("cvm_left_shift", {"precision": 32, "shift_bit": 1}),
         ("clip", {"a_min": -(2**31 - 1), "a_max": 2**31 - 1}),
         ("clip", {"a_min": -1, "a_max": 0}), ("cvm_lut", {})]
BINARY = ["broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_max",
          "broadcast_greater", "broadcast_div", "elemwise_add", "elemwise_sub"]
COMMUTATIVE = {"broadcast_add", "broadcast_mul", "broadcast_max", "elemwise_add"}
MAX_RANK = 4


@dataclass(frozen=True)
class Step:
    op: str
    args: tuple[int, ...]  # positions in the value list: 0 is x, k the k-th step's result
    attrs: tuple = ()
    output: int = 0        # which output of an op with several (a split)


@dataclass(frozen=True)
class Program:
    rank: int
    steps: tuple[Step, ...]
    output: int

    def build(self, name: str) -> Graph:
        g = Graph(name)
        values = [g.input("x", rank=self.rank)]
        for step in self.steps:
            value = g.apply(step.op, *[values[a] for a in step.args], **dict(step.attrs))
            values.append(value[step.output] if isinstance(value, tuple) else value)
        g.output("y", values[self.output])
        return g


def _unary(op: str, attrs: dict, a: int, table: int | None = None) -> Step:
    """A step of one operand: cvm_lut reads value `a` as indices into `table` (a itself
    when not given), the result keeping a's rank."""
    args = (a, a if table is None else table) if op == "cvm_lut" else (a,)
    return Step(op, args, tuple(attrs.items()))


def _movement(draw, r: int) -> tuple[str, dict, int]:
    """An op that moves elements (or reshapes them), its attributes and its result's rank:
    each attribute at an edge where a near miss hides (the last axis, a unit count, a
    negative axis, a remainder of -1)."""
    axis = draw(st.sampled_from([0, r - 1, -1, -r]))
    choices = [
        ("transpose", {}, r), ("tile", {"reps": (1,) * (r - 1) + (2,)}, r),
        ("tile", {"reps": (2,)}, r), ("repeat", {"repeats": 2, "axis": axis}, r),
        ("slice", {"begin": (-1,), "end": (-(2**31),), "strides": (-1,)}, r),
        ("slice", {"begin": (1,), "end": (2**31 - 1,), "strides": (2,)}, r),
        ("variadic_split", {"axis": axis, "split_lengths": (1, -1)}, r),
        ("split", {"axis": axis, "num_splits": 1}, r),
        ("broadcast", {"target_shape": (1,) * r, "mode": "bidirectional"}, r),
        ("broadcast", {"target_shape": (2,) + (1,) * (r - 1), "mode": "bidirectional"}, r),
        ("broadcast", {"target_shape": (2,) * r, "axes_mapping": tuple(range(r)),
                       "mode": "explicit"}, r),
        ("reshape", {"target_shape": (-1,)}, 1), ("flatten", {}, 2),
        ("squeeze", {"axes": (axis,)}, max(r - 1, 1)), ("take", {"axis": axis}, r),
        ("sum", {"axes": (axis,)}, max(r - 1, 1)),
        ("max", {"axes": (axis,), "exclude": True}, 1),
    ]
    if r < MAX_RANK:
        choices.append(("expand_dims", {"axis": axis}, r + 1))
    if r == 3:  # rows of (score at column 1, ...): the count (rank 1) or the rows
        choices.append(("get_valid_count", {"score_threshold": draw(st.sampled_from(
            [0, -(2**31), 2**31 - 1]))}, 3))
    if r == 4:
        choices += [("upsampling", {"scale": 2}, 4),
                    ("max_pool2d", {"pool_size": (2, 2), "padding": (1, 0)}, 4)]
    return draw(st.sampled_from(choices))


@st.composite
def steps(draw, rank: int, count: int) -> tuple[Step, ...]:
    found: list[Step] = []
    ranks = [rank]  # each value's rank
    for k in range(count):
        values = len(found) + 1
        kind = draw(st.sampled_from(["unary", "unary", "binary", "binary", "slice", "reduce",
                                     "where", "move", "move", "join"]))
        a = draw(st.integers(0, values - 1))
        if kind == "unary":
            op, attrs = draw(st.sampled_from(UNARY))
            found.append(_unary(op, attrs, a, draw(st.integers(0, values - 1))))
            ranks.append(ranks[a])
        elif kind in ("binary", "where"):
            same = [v for v in range(values) if ranks[v] == ranks[a]]
            b = draw(st.sampled_from(same))
            if kind == "binary":
                found.append(Step(draw(st.sampled_from(BINARY)), (a, b)))
            else:
                found.append(Step("broadcast_greater", (a, b)))
                found.append(Step("where", (len(found), a, b)))
                ranks.append(ranks[a])
            ranks.append(ranks[a])
        elif kind == "slice":
            r = ranks[a]
            begin = tuple(draw(st.integers(0, 1)) for _ in range(r))
            end = tuple(b + draw(st.sampled_from([1, 2, 2**24])) for b in begin)
            found.append(Step("slice", (a,), (("begin", begin), ("end", end))))
            ranks.append(r)
        elif kind == "reduce":
            op = draw(st.sampled_from(["sum", "max"]))
            found.append(Step(op, (a,), (("axes", (0,)), ("keepdims", True))))
            ranks.append(ranks[a])
        elif kind == "move":
            op, attrs, r = _movement(draw, ranks[a])
            if op == "take":  # indices: another value, its rank added to x's minus one
                b = draw(st.integers(0, values - 1))
                r = ranks[a] + ranks[b] - 1
                if r > MAX_RANK or r < 1:
                    op, attrs, b, r = "transpose", {}, None, ranks[a]
                args = (a,) if b is None else (a, b)
            else:
                args = (a,)
            output = draw(st.integers(0, 1)) if op in ("variadic_split", "get_valid_count") \
                else 0
            if op == "get_valid_count" and output == 0:
                r = 1
            found.append(Step(op, args, tuple(attrs.items()), output))
            ranks.append(r)
        else:  # join two values of one rank: concatenate, slice_like, dense
            same = [v for v in range(values) if ranks[v] == ranks[a]]
            b = draw(st.sampled_from(same))
            r = ranks[a]
            op = draw(st.sampled_from(["concatenate", "slice_like"] + ["dense"] * (r == 2)
                                      + ["conv2d"] * (r == 4)))
            attrs = {"axis": draw(st.sampled_from([0, -1]))} if op == "concatenate" else {}
            found.append(Step(op, (a, b), tuple(attrs.items())))
            ranks.append(r)
    return tuple(found)


@st.composite
def programs(draw) -> Program:
    rank = draw(st.sampled_from([1, 2, 2, 3, 4]))  # 3: get_valid_count, 4: the nn ops
    body = draw(steps(rank, draw(st.integers(2, 4))))
    return Program(rank, body, draw(st.integers(1, len(body))))


@st.composite
def pairs(draw) -> tuple[Program, Program]:
    lhs = draw(programs())
    rewrite = draw(st.sampled_from(["same", "drop_unused", "add_unused", "swap", "cancel",
                                    "other_op", "own"]))
    steps_ = list(lhs.steps)
    if rewrite == "drop_unused":
        return lhs, _pruned(lhs)
    if rewrite == "add_unused":
        op, attrs = draw(st.sampled_from(UNARY))
        return lhs, Program(lhs.rank, tuple(steps_) + (_unary(op, attrs, 0),), lhs.output)
    if rewrite == "swap":
        swapped = [Step(s.op, s.args[::-1], s.attrs) if s.op in COMMUTATIVE else s
                   for s in steps_]
        return lhs, Program(lhs.rank, tuple(swapped), lhs.output)
    if rewrite == "cancel":  # v - v of the output, against x - x
        v = lhs.output
        extra = (Step("broadcast_sub", (v, v)),)
        return (Program(lhs.rank, tuple(steps_) + extra, len(steps_) + 1),
                Program(lhs.rank, (Step("broadcast_sub", (0, 0)),), 1))
    if rewrite == "other_op":
        k = draw(st.integers(0, len(steps_) - 1))
        if steps_[k].op in dict(UNARY):
            op, attrs = draw(st.sampled_from(UNARY))
            steps_[k] = _unary(op, attrs, steps_[k].args[0])
        return lhs, Program(lhs.rank, tuple(steps_), lhs.output)
    if rewrite == "own":
        other = draw(programs())
        return lhs, Program(lhs.rank, draw(steps(lhs.rank, len(other.steps))), 1)
    return lhs, lhs


def _pruned(program: Program) -> Program:
    """The program without the steps its output does not depend on."""
    needed = {program.output}
    for k in range(len(program.steps), 0, -1):
        if k in needed:
            needed |= set(program.steps[k - 1].args)
    kept = [k for k in range(1, len(program.steps) + 1) if k in needed]
    position = {0: 0} | {k: n + 1 for n, k in enumerate(kept)}
    steps_ = tuple(replace(program.steps[k - 1], args=tuple(position[a] for a in
                                                            program.steps[k - 1].args))
                   for k in kept)
    return Program(program.rank, steps_, position[program.output])


def audit(pair: tuple[Program, Program]) -> str | None:
    """What is wrong with the engine's verdict on a pair, or None. A pair with a node
    invalid for every shape is refused with a LogicError: no verdict to audit."""
    try:
        lhs, rhs = pair[0].build("lhs"), pair[1].build("rhs")
        # the proof alone (no search by evaluation first): what is audited is the
        # symbolic engine, whose mistakes a difference found at small shapes would hide
        verdict = equivalent(lhs, rhs, timeout_s=5, small_cases=0)
    except LogicError:  # a node invalid for every shape: no verdict to hold to anything
        return None
    if verdict.status == "not-equivalent":
        example = verdict.counterexample.inputs
        if not differ(run(lhs, example), run(rhs, example)):
            return f"a counterexample that does not replay: {verdict}"
    elif verdict.status in ("equivalent", "bounded"):  # dims 1..3: within the unroll bound
        witness = find_difference(lhs, rhs, draws_per_shape=2, limit=300)
        if witness is not None:
            return f"unsound: {verdict} but they differ at {witness}"
    return None


def audited(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# 60 pairs in the default tier, 500 in the slow one (`pytest -m slow`)
@pytest.mark.parametrize("examples", [60, pytest.param(500, marks=pytest.mark.slow)])
def test_every_verdict_on_random_graphs_holds_against_evaluation(examples):
    @audited(examples)
    @given(pairs())
    def every_verdict_holds(pair):
        problem = audit(pair)
        assert problem is None, problem

    every_verdict_holds()


def test_a_planted_unsound_rule_is_caught(monkeypatch):
    """Fusion that forgets the checks of results no output reads proves an unused negative
    away: the audit above must find such a pair."""
    monkeypatch.setattr(fusion, "unchecked_results", lambda *args, **kwargs: [])
    # the first pair found is enough: shrinking it would audit many more (a minute)
    found = find(pairs(), lambda pair: audit(pair) is not None,
                 settings=settings(max_examples=500, deadline=None, derandomize=True,
                                   database=None, suppress_health_check=list(HealthCheck),
                                   phases=[Phase.generate]))
    assert "unsound" in audit(found)
