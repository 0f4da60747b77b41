"""Random graphs against evaluation: every verdict of the equivalence engine is checked.

Hypothesis builds small graphs of 2-4 nodes over one or two inputs (elementwise ops that
can and cannot overflow, slices, reductions, broadcast arithmetic, where) and a second graph
from the first by a rewrite that keeps or breaks it: an unused node dropped or added,
operands swapped, a cancellation, another op, or a graph of its own. Each "equivalent" is
checked against node-by-node evaluation on boundary inputs, each counterexample by replay.
A planted unsound rule (fusion forgetting the checks of results no output reads) must be
caught by the same audit.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, find, given, settings, strategies as st

from cvmverify.core import fusion
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph
from cvmverify.equiv.engine import equivalent

from equiv_truth import differ, find_difference, run

UNARY = [("negative", {}), ("abs", {}), ("relu", {}), ("cvm_clip", {"precision": 8}),
         ("cvm_right_shift", {"precision": 8, "shift_bit": 1})]
BINARY = ["broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_max",
          "broadcast_greater"]
COMMUTATIVE = {"broadcast_add", "broadcast_mul", "broadcast_max"}


@dataclass(frozen=True)
class Step:
    op: str
    args: tuple[int, ...]  # positions in the value list: 0 is x, k the k-th step's result
    attrs: tuple = ()


@dataclass(frozen=True)
class Program:
    rank: int
    steps: tuple[Step, ...]
    output: int

    def build(self, name: str) -> Graph:
        g = Graph(name)
        values = [g.input("x", rank=self.rank)]
        for step in self.steps:
            values.append(g.apply(step.op, *[values[a] for a in step.args], **dict(step.attrs)))
        g.output("y", values[self.output])
        return g


@st.composite
def steps(draw, rank: int, count: int) -> tuple[Step, ...]:
    found: list[Step] = []
    ranks = [rank]  # each value's rank
    for k in range(count):
        values = len(found) + 1
        kind = draw(st.sampled_from(["unary", "unary", "binary", "binary", "slice", "reduce",
                                     "where"]))
        a = draw(st.integers(0, values - 1))
        if kind == "unary":
            op, attrs = draw(st.sampled_from(UNARY))
            found.append(Step(op, (a,), tuple(attrs.items())))
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
        else:
            op = draw(st.sampled_from(["sum", "max"]))
            found.append(Step(op, (a,), (("axes", (0,)), ("keepdims", True))))
            ranks.append(ranks[a])
    return tuple(found)


@st.composite
def programs(draw) -> Program:
    rank = draw(st.integers(1, 2))
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
        return lhs, Program(lhs.rank, tuple(steps_) + (Step(op, (0,), tuple(attrs.items())),),
                            lhs.output)
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
            steps_[k] = Step(op, steps_[k].args, tuple(attrs.items()))
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
    steps_ = tuple(Step(program.steps[k - 1].op, tuple(position[a] for a in
                                                       program.steps[k - 1].args),
                        program.steps[k - 1].attrs) for k in kept)
    return Program(program.rank, steps_, position[program.output])


def audit(pair: tuple[Program, Program]) -> str | None:
    """What is wrong with the engine's verdict on a pair, or None. A pair with a node
    invalid for every shape is refused with a LogicError: no verdict to audit."""
    try:
        lhs, rhs = pair[0].build("lhs"), pair[1].build("rhs")
        verdict = equivalent(lhs, rhs, timeout_s=5)
    except LogicError:  # a node invalid for every shape: no verdict to hold to anything
        return None
    if verdict.status == "not-equivalent":
        example = verdict.counterexample.inputs
        if not differ(run(lhs, example), run(rhs, example)):
            return f"a counterexample that does not replay: {verdict}"
    elif verdict.status == "equivalent":
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
    found = find(pairs(), lambda pair: audit(pair) is not None,
                 settings=settings(max_examples=500, deadline=None, derandomize=True,
                                   database=None, suppress_health_check=list(HealthCheck)))
    assert "unsound" in audit(found)
