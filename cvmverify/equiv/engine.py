"""Deciding whether two graphs compute the same thing, for every legal input.

For each assignment of ranks to the inputs, each side is enumerated into its structures
(`Side.structures`: parameters that decide a node's structure, such as a split's number of
outputs, are enumerated; all others stay symbolic) and each structure is fused into one
formula per output over the graph inputs, keeping every node's int32 check (`fuse` with
`node_results`). Then z3 looks for a legal input on which the sides differ:

- in domain: the preconditions of one side hold and those of the other do not;
- in shape or dtype of an output;
- in an output element: one side rejects it (a step leaves int32) and the other does not,
  or both accept it with different values (`Lifter`).

Every input satisfies the runtime's limits (dims in 1..2^24, at most 2^30 elements) and the
identity's parameter domains and assumptions. No such input, for every rank: equivalent,
within the bound said. A difference is replayed through the evaluator node by node before
it is reported (`confirm`); one that does not replay, a query past its limit, or a
difference that only an abstraction of a reduction allows, leads to a bounded search that
unrolls the reductions for every extent up to `unroll_dim`, or to `unknown` with the reason.

Every query is bounded by z3's resource limit (`rlimit`, in solver steps: the same verdict
on a loaded machine and an idle one), with a wall-clock limit only as a safety net
(`core.solver.Limits`); an unknown names the limit it hit and the option that raises it.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Callable, Mapping

import numpy as np
import sympy as sp
import z3

from ..core.dsl import MAX_DIM, MAX_RANK, MAX_SIZE, DimSymbol, index_symbol
from ..core.errors import LogicError
from ..core.facts import Dtype, Like, RequirementKind
from ..core.fusion import fuse
from ..core.graph import Graph
from ..core.ir import (FlatRead, Instance, ReduceMax, ReduceSum, Unresolved, exact, reads,
                       substitute)
from ..core.solver import (DEFAULT_RLIMIT, SAFETY_TIMEOUT_S, Limits, fresh_solver_state,
                           minimize_model)
from ..core.verdict import Status
from ..core.verdict import Verdict as BaseVerdict
from . import bounded, domain, search
from .z3_terms import Lifter, canonical_form
from .confirm import Difference, compare, run_side
from .template import Identity, from_graphs

# Each query gets DEFAULT_RLIMIT z3 steps, as the prover's obligations: calibrated on the
# identity library and tests/refuted under z3 5.4.1, its costliest query took 2.61M steps
# (right_shift_twice_exact_first), a margin of 38. The wall clock (SAFETY_TIMEOUT_S) is a
# safety net only.
MINIMIZE_SHARE = 0.1  # of a query's resource limit, for shrinking its counterexample
REPLAY_ELEMENTS = 2**25  # elements a counterexample's replay may evaluate (128 MiB of int32)
UNROLL_DIM = 4  # extents a bounded search unrolls up to, when no bound is given
# A query's first try, when it can be split by parameter values, gets this share of the
# resource limit (10M steps, 4 times the library's costliest query): a query each value
# decides is much easier (see `_small_params`), so the whole one is not given long.
FIRST_TRY_SHARE = 0.1
SMALL_PARAM = 16   # parameters of fewer values may be enumerated ...
MAX_VALUES = 64    # ... up to this many assignments of them
# A model the evaluator does not confirm is blocked (after a query at its exact shapes,
# where every reduction unrolls) and the search goes on, this many times at most.
SPURIOUS_RETRIES = 4
SEARCH_SHARE = 0.1  # of a time budget, for the small-shape search by evaluation


class _BudgetSpent(Exception):
    """The identity's time budget ran out (`Prover.remaining`)."""


@dataclass
class Counterexample:
    """An input on which the sides differ, as the evaluator saw it."""

    shapes: dict[str, tuple[int, ...]]
    params: dict[str, int]
    inputs: dict[str, np.ndarray] = field(repr=False)
    difference: Difference

    def __str__(self) -> str:
        shapes = ", ".join(f"{k}.shape={v}" for k, v in self.shapes.items())
        params = "".join(f", {k}={v}" for k, v in self.params.items())
        values = "; ".join(f"{k}={_short(v)}" for k, v in self.inputs.items())
        return f"{shapes}{params}; {values}; {self.difference}"

    def to_json(self) -> dict[str, Any]:
        return {"shapes": {k: list(v) for k, v in self.shapes.items()}, "params": self.params,
                "inputs": {k: v.tolist() for k, v in self.inputs.items()},
                "difference": vars(self.difference) | {
                    "index": None if self.difference.index is None
                    else list(self.difference.index)}}


def _short(array: np.ndarray) -> str:
    return np.array2string(array.reshape(-1)[:16], separator=",") + \
        ("..." if array.size > 16 else "")


@dataclass
class Verdict(BaseVerdict):
    """equivalent (for every input within `bound`), not-equivalent (with a replayed
    counterexample), bounded (no difference found, but only part of the inputs asked for
    was covered: reductions unrolled to a few extents, structures enumerated up to a
    count, a data-dependent op tested on small shapes; `bound` says which), or unknown
    (with the reason). A bounded verdict stays bounded: it is ok where the identity accepts
    it (``bounded = true``: `accepts_bounded`), and a bound the caller asked for (an
    unrolling to every extent allowed) makes it equivalent within that bound."""

    status: Status
    identity: str
    bound: str
    seconds: float
    counterexample: Counterexample | None = None
    reason: str = ""
    expect: Status = Status.EQUIVALENT
    summary: str = ""
    source: str = ""
    # an unknown that a query's wall-clock limit had a part in: another machine, or this one
    # less loaded, may decide it (the proof cache keeps no such verdict)
    wall_clock: bool = False
    accepts_bounded: bool = False  # the identity's file says bounded = true

    @property
    def ok(self) -> bool:
        """The verdict the identity claims; for a claim of equivalence, a bounded one where
        the identity accepts that."""
        return self.status == self.expect or (
            self.accepts_bounded and self.status == Status.BOUNDED and
            self.expect == Status.EQUIVALENT)

    def __str__(self) -> str:
        text = f"{self.identity}: {self.status} ({self.bound})"
        if self.counterexample is not None:
            text += f"\n  counterexample: {self.counterexample}"
        if self.reason:
            text += f"\n  {self.reason}"
        return text


def equivalent(a: Graph | Identity, b: Graph | None = None, *, max_rank: int = MAX_RANK,
               max_dim: int | None = None, timeout_s: float = SAFETY_TIMEOUT_S,
               unroll_dim: int | None = None, rlimit: int = DEFAULT_RLIMIT,
               time_budget_s: float | None = None,
               progress: Callable[[int, int, str], None] | None = None,
               small_cases: int = search.CASES) -> Verdict:
    """Whether graphs `a` and `b` (same named inputs, outputs matched by name) compute the
    same thing for every legal input; or whether an `Identity`'s two sides do.

    `max_rank` bounds the ranks an identity's inputs take, `max_dim` every dim (default:
    the runtime's 2^24), `rlimit` the z3 steps of each solver query (past it, `unknown`),
    `timeout_s` its wall-clock seconds (a safety net only), and `unroll_dim` the extents a
    bounded search over reductions unrolls (default `max_dim`, or 4 without it).
    `time_budget_s` bounds the whole identity in wall-clock seconds (every rank and query;
    past it the verdict is `unknown`, saying what was covered), and `progress(done, total,
    label)` is called as each step (the small-shape search, each rank assignment) ends.
    `small_cases` bounds the evaluations of the search for a small counterexample that
    precedes the proof (0: none, the solver alone).
    """
    if not 1 <= max_rank <= MAX_RANK:
        raise LogicError("equivalent", f"max_rank in 1..{MAX_RANK}", {"max_rank": max_rank})
    if max_dim is not None and not 1 <= max_dim <= MAX_DIM:
        raise LogicError("equivalent", "max_dim in 1..2^24", {"max_dim": max_dim})
    if unroll_dim is not None and not 1 <= unroll_dim <= MAX_DIM:
        raise LogicError("equivalent", "unroll_dim in 1..2^24", {"unroll_dim": unroll_dim})
    if not (isinstance(rlimit, int) and rlimit > 0) or not timeout_s > 0:
        raise LogicError("equivalent", "rlimit a whole number > 0 and timeout_s > 0",
                         {"rlimit": rlimit, "timeout_s": timeout_s})
    if time_budget_s is not None and not (isinstance(time_budget_s, (int, float))
                                          and not isinstance(time_budget_s, bool)
                                          and time_budget_s > 0):
        raise LogicError("equivalent", "time_budget_s > 0 seconds (None for no budget)",
                         {"time_budget_s": time_budget_s})
    if not (isinstance(a, Identity) or isinstance(a, Graph) and isinstance(b, Graph)):
        raise LogicError("equivalent", "an Identity alone, or two Graphs (load_identity and "
                         "load_graph read them from TOML files)",
                         {"a": type(a).__name__, "b": type(b).__name__})
    fresh_solver_state()  # the same verdicts and times whatever was proven before
    identity = a if isinstance(a, Identity) else from_graphs(a, b)
    if isinstance(a, Identity) and b is not None:
        raise LogicError("equivalent", "an identity alone, or two graphs", {"b": repr(b)})
    unroll = unroll_dim or min(max_dim or UNROLL_DIM, UNROLL_DIM)
    # an unrolled search covers what was asked when the caller chose its extents, or when
    # they reach every dim the caller allows
    asked = unroll_dim is not None or (max_dim is not None and unroll >= max_dim)
    return Prover(identity, max_rank, max_dim, Limits(rlimit, timeout_s), unroll,
                  asked, time_budget_s, progress, small_cases).run()


@dataclass
class _Structure:
    choices: dict
    instance: Instance | None      # None: the side rejects every input here
    bounded: list[str]             # keys enumerated up to a bound, not exhaustively


class _Undecided(StrEnum):
    """What one comparison found that is not yet part of a verdict."""

    VACUOUS = "vacuous"        # no legal input at these ranks: nothing to compare
    ABSTRACTED = "abstracted"  # a difference the abstracted reductions may have made up


@dataclass
class _Outcome:
    status: Status | _Undecided
    counterexample: Counterexample | None = None
    reason: str = ""
    bounded: bool = False          # proven only for extents up to unroll_dim
    too_large: bool = False        # a difference at sizes no replay evaluates


class Prover:
    """Compares the two sides of one identity, rank assignment by rank assignment."""

    def __init__(self, identity: Identity, max_rank: int, max_dim: int | None,
                 limits: Limits, unroll_dim: int, unroll_asked: bool = False,
                 time_budget_s: float | None = None,
                 progress: Callable[[int, int, str], None] | None = None,
                 small_cases: int = search.CASES):
        self.identity = identity
        self.small_cases = small_cases
        self.max_rank = max_rank
        self.max_dim = max_dim
        self.limits = limits
        self.unroll_dim = unroll_dim
        self.unroll_asked = unroll_asked
        self.clock_stopped = False   # whether the wall clock stopped a query (`_Query._solve`)
        self.time_budget_s = time_budget_s
        self.deadline: float | None = None
        self.progress = progress or (lambda done, total, label: None)

    def remaining(self) -> float | None:
        """Seconds left of the time budget (None without one); past it, `_BudgetSpent`."""
        if self.deadline is None:
            return None
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise _BudgetSpent()
        return left

    def run(self) -> Verdict:
        start = time.perf_counter()
        if self.time_budget_s is not None:
            self.deadline = start + self.time_budget_s
        if self._data_dependent():
            return self._bounded_check(start)
        choices = list(self.identity.rank_choices(self.max_rank))
        total = len(choices) + 1
        # counterexamples first where they are small: evaluation alone, in seconds
        searched = search.search(self.identity, self.max_rank, self.max_dim,
                                 None if self.time_budget_s is None
                                 else self.time_budget_s * SEARCH_SHARE, self.small_cases)
        self.progress(1, total, "small shapes")
        if searched.difference is not None:
            shapes, params, arrays, difference = searched.difference
            ranks = {n: len(shape) for n, shape in shapes.items()}
            verdict = self._verdict(start, Status.NOT_EQUIVALENT, ranks, set(), False,
                                    Counterexample(shapes, params, arrays, difference))
            verdict.reason = (f"found by evaluating both sides on small shapes before any "
                              f"proof: {searched.describe()}")
            return verdict
        done: list[str] = []
        try:
            return self._prove(start, choices, total, done)
        except _BudgetSpent:
            current = choices[len(done)] if len(done) < len(choices) else None
            covered = f"proven for ranks {'; '.join(done)}" if done else "no rank proven"
            verdict = self._verdict(
                start, Status.UNKNOWN, None, set(), False, None,
                f"time budget of {self.time_budget_s:g} s spent (--time-budget) "
                f"{'at ranks ' + _ranks(current) if current else ''}: {covered} "
                f"({len(done)} of {len(choices)} rank assignments); before that, "
                f"{searched.describe()} with no difference")
            verdict.wall_clock = True  # another machine, or more time, may decide it
            return verdict

    def _prove(self, start, choices, total, done: list[str]) -> Verdict:
        unknown, bounded_keys, unrolled, feasible, compared = [], set(), False, False, 0
        abstract: list[str] = []  # why each unrolled rank assignment was unrolled
        for ranks in choices:
            self.remaining()
            compared += 1
            outcome, keys = self._compare(ranks)
            self.progress(compared + 1, total, f"ranks {_ranks(ranks)}")
            if outcome.status in (Status.EQUIVALENT, _Undecided.VACUOUS):
                done.append(_ranks(ranks) + (f" (reduced extents <= {self.unroll_dim})"
                                             if outcome.bounded else ""))
            bounded_keys |= keys
            if outcome.status == Status.NOT_EQUIVALENT:
                return self._verdict(start, Status.NOT_EQUIVALENT, ranks, bounded_keys, unrolled,
                                     outcome.counterexample)
            if outcome.status == Status.UNKNOWN:
                unknown.append(f"ranks {_ranks(ranks)}: {outcome.reason}")
            feasible |= outcome.status != _Undecided.VACUOUS
            unrolled |= outcome.bounded
            if outcome.bounded and outcome.reason:
                abstract.append(outcome.reason)
        if compared == 0:
            return self._verdict(start, Status.UNKNOWN, {}, bounded_keys, unrolled, None,
                                 f"no rank of the inputs is within max_rank {self.max_rank}")
        if unknown:
            return self._verdict(start, Status.UNKNOWN, None, bounded_keys, unrolled, None,
                                 "; ".join(unknown[:3]))
        if not feasible:
            return self._verdict(start, Status.UNKNOWN, None, bounded_keys, unrolled, None,
                                 "vacuous: no legal input satisfies both sides at any rank")
        partial = (unrolled and not self.unroll_asked) or bool(bounded_keys)
        status = Status.BOUNDED if partial else Status.EQUIVALENT
        return self._verdict(start, status, None, bounded_keys, unrolled, None,
                             "; ".join(abstract[:3]) if unrolled else "")

    def _data_dependent(self) -> bool:
        """Whether a side holds an op with no element formula (NMS, get_valid_count)."""
        for ranks in self.identity.rank_choices(self.max_rank):
            graphs = [graph for side in (self.identity.lhs, self.identity.rhs)
                      for _, graph in itertools.islice(side.structures(self.identity.inputs,
                                                                       ranks), 1)
                      if isinstance(graph, Graph)]
            if graphs:
                return bounded.data_dependent(graphs)
        return False

    def _bounded_check(self, start) -> Verdict:
        tested = bounded.check(self.identity, self.max_rank, self.max_dim)
        bound = bounded.describe(tested, self.max_dim or bounded.DIM)
        if tested.difference is not None:
            shapes, params, arrays, difference = tested.difference
            return Verdict(Status.NOT_EQUIVALENT, self.identity.name, bound,
                           time.perf_counter() - start,
                           Counterexample(shapes, params, arrays, difference),
                           expect=self.identity.expect, summary=self.identity.summary,
                           source=self.identity.source)
        # random values on small shapes: a test, not a proof, whatever the bound asked
        status, reason = (Status.BOUNDED, "") if tested.valid else \
            (Status.UNKNOWN, "no case was valid on both sides: widen max_dim or the assumptions")
        return Verdict(status, self.identity.name, bound, time.perf_counter() - start,
                       reason=reason, expect=self.identity.expect,
                       summary=self.identity.summary, source=self.identity.source,
                       accepts_bounded=self.identity.bounded)

    def _verdict(self, start, status, ranks, bounded_keys, unrolled, counterexample=None,
                 reason="") -> Verdict:
        return Verdict(status, self.identity.name, self._bound(ranks, bounded_keys, unrolled),
                       time.perf_counter() - start, counterexample, reason,
                       self.identity.expect, self.identity.summary, self.identity.source,
                       wall_clock=status == Status.UNKNOWN and self.clock_stopped,
                       accepts_bounded=self.identity.bounded)

    def _bound(self, ranks, bounded_keys, unrolled) -> str:
        parts = [f"ranks {_ranks(ranks or self._rank_ranges())}"]
        parts.append(f"dims <= {self.max_dim}" if self.max_dim else "dims unbounded")
        if unrolled:
            parts.append(f"reduced extents <= {self.unroll_dim}")
        if self.identity.params:
            parts.append(", ".join(f"{p.name} symbolic in [{p.lo}, {p.hi}]"
                                   for p in self.identity.params.values()))
        if bounded_keys:
            parts.append(f"structures enumerated up to {', '.join(sorted(bounded_keys))}")
        if self.identity.domain == "lhs":
            parts.append("where lhs is valid")
        if self.identity.assume:
            parts.append("assuming " + " and ".join(self.identity.assume))
        return ", ".join(parts)

    def _rank_ranges(self) -> dict[str, str]:
        """Each input's ranks within max_rank ("1..6", "4", or tied: "= x")."""
        shown = {}
        for name, decl in self.identity.inputs.items():
            ranks = [r for r in decl.ranks if r <= self.max_rank]
            shown[name] = (f"={decl.tied}" if decl.tied else "none" if not ranks else
                           str(ranks[0]) if len(ranks) == 1 else f"{ranks[0]}..{ranks[-1]}")
        return shown

    # -- one rank assignment -------------------------------------------------------------------

    def _structures(self, side, ranks) -> list[_Structure]:
        found = []
        for choices, graph in side.structures(self.identity.inputs, ranks):
            self.remaining()  # a fusion is not interrupted: the budget is checked between
            if isinstance(graph, LogicError):
                found.append(_Structure(choices, None, []))
                continue
            # a side rejects where any node's result leaves int32: its outputs and the
            # checks of the results they do not read whole (a fused side: its kernel's)
            instance = fuse(graph, node_results=not side.fused)
            # a structure enumerated only up to a bound (a split's number of outputs)
            bounded = [f"{node.name}.{key} <= {max(options)}" for node in graph.nodes
                       for key, _, options, exhaustive in node.instance.fixed
                       if not exhaustive and f"{node.name}.{key}" in choices]
            found.append(_Structure(choices, instance, bounded))
        return found

    def _compare(self, ranks: Mapping[str, int]) -> tuple[_Outcome, set[str]]:
        lhs = self._structures(self.identity.lhs, ranks)
        rhs = self._structures(self.identity.rhs, ranks)
        keys = {k for s in lhs + rhs for k in s.bounded}
        # a dim an assumption pins to a constant is that constant in the formulas too, so
        # a reduction over it has an integer extent
        pinned = {d: next(iter(v)) for d, v in
                  bounded.pinned(self.identity.assumptions(ranks)).items() if len(v) == 1}
        if pinned:
            lhs = [_substituted(s, pinned) for s in lhs]
            rhs = [_substituted(s, pinned) for s in rhs]
        small = self._small_params()
        # With parameters to enumerate as a fallback, the whole query gets a short try.
        query = _Query(self, ranks, lhs, rhs, limits=self.limits.share(FIRST_TRY_SHARE)
                       if small else self.limits, retries=0 if small else SPURIOUS_RETRIES)
        if keys and query.enumeration_complete():
            keys = set()  # every legal input has a structure enumerated: no bound left
        outcome = query.run()
        if outcome.status == _Undecided.ABSTRACTED:
            abstract = outcome.reason
            outcome = self._unrolled(ranks, lhs, rhs, query.extent_dims)
            if outcome.bounded:  # what the bound is for: the reductions no lemma decided
                outcome.reason = f"ranks {_ranks(ranks)}: unrolled to reduced extents <= " \
                    f"{self.unroll_dim} ({abstract})"
        elif outcome.status == Status.UNKNOWN and small:
            outcome = self._per_value(ranks, lhs, rhs, small)
        return outcome, keys

    def _small_params(self) -> list:
        """Parameters of few values: a query each value decides is often much easier (a
        symbolic axis makes every dim a select over the axes)."""
        small = [p for p in self.identity.params.values() if p.hi - p.lo < SMALL_PARAM]
        return small if math.prod(p.hi - p.lo + 1 for p in small) <= MAX_VALUES else []

    def _per_value(self, ranks, lhs, rhs, params) -> _Outcome:
        """The comparison for each value of the small parameters in turn: together, for
        every value of their domains. A value whose formulas and assumptions are those of
        a value compared before is that comparison again (a negative axis is normalised
        to the positive one), and is not asked twice."""
        compared: set = set()
        conditions = self.identity.assumptions(ranks)
        for values in itertools.product(*[range(p.lo, p.hi + 1) for p in params]):
            fixed = {p.symbol: v for p, v in zip(params, values)}
            lhs_fixed, rhs_fixed = ([_substituted(s, fixed) for s in side] for side in (lhs, rhs))
            same = _compared_as(lhs_fixed + rhs_fixed, conditions, fixed)
            if same in compared:
                continue
            compared.add(same)
            outcome = _Query(self, ranks, lhs_fixed, rhs_fixed, fixed).run()
            if outcome.status == _Undecided.ABSTRACTED:
                outcome = _Outcome(Status.UNKNOWN, reason="a reduction stays abstract")
            if outcome.status in (Status.NOT_EQUIVALENT, Status.UNKNOWN):
                return outcome
        return _Outcome(Status.EQUIVALENT)

    def _unrolled(self, ranks, lhs: list[_Structure], rhs: list[_Structure],
                  extent_dims: list[sp.Symbol]) -> _Outcome:
        """Unroll every reduction: its extents' dims take each value up to unroll_dim."""
        for values in itertools.product(range(1, self.unroll_dim + 1), repeat=len(extent_dims)):
            outcome = self._fixed(ranks, lhs, rhs, dict(zip(extent_dims, values)))
            if outcome.status == _Undecided.ABSTRACTED:
                return _Outcome(Status.UNKNOWN,
                                reason="a reduction stays abstract at fixed extents")
            if outcome.status in (Status.NOT_EQUIVALENT, Status.UNKNOWN):
                return outcome
        return _Outcome(Status.EQUIVALENT, bounded=True)

    def _fixed(self, ranks, lhs, rhs, fixed: Mapping[sp.Symbol, int]) -> _Outcome:
        """The comparison with some symbols (dims, parameters) fixed to values."""
        return _Query(self, ranks, [_substituted(s, fixed) for s in lhs],
                      [_substituted(s, fixed) for s in rhs], fixed).run()


def _compared_as(structures: list[_Structure], conditions: list,
                 fixed: Mapping[sp.Symbol, int]) -> tuple:
    """What a comparison of `structures` (`fixed` substituted) asks: every structure's
    formulas and requirements, and the assumptions at `fixed` (sympy's structural equality
    decides sameness)."""
    values = {s: sp.Integer(v) for s, v in fixed.items()}
    asked = [substitute(sp.sympify(c), values) for c in conditions]
    for structure in structures:
        found = structure.instance
        asked.append(None if found is None else (
            tuple((o.shape, o.value) for o in found.outputs + found.checks),
            tuple(r.condition for r in found.requirements)))
    return tuple(asked)


def _substituted(structure: _Structure, fixed: Mapping[sp.Symbol, int]) -> _Structure:
    """The structure with some dims fixed: its reductions over them have integer extents."""
    if structure.instance is None:
        return structure
    values = {s: sp.Integer(v) for s, v in fixed.items()}
    inst = structure.instance
    outputs, checks = ([replace(o, shape=tuple(substitute(sp.sympify(d), values) for d in o.shape),
                                value=substitute(o.value, values)) for o in formulas]
                       for formulas in (inst.outputs, inst.checks))
    requirements = [replace(r, condition=substitute(sp.sympify(r.condition), values))
                    for r in inst.requirements]
    return replace(structure, instance=replace(inst, requirements=requirements,
                                               outputs=outputs, checks=checks))


def _ranks(ranks: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}{v}" if str(v).startswith("=") else f"{k}={v}"
                     for k, v in ranks.items())


class _Query:
    """The solver work for one rank assignment (and, in a bounded search, fixed dims)."""

    def __init__(self, prover: Prover, ranks, lhs: list[_Structure], rhs: list[_Structure],
                 fixed: Mapping[sp.Symbol, int] | None = None, limits: Limits | None = None,
                 retries: int = SPURIOUS_RETRIES):
        self.prover = prover
        # models that do not replay blocked before giving up: none in a first try that
        # each parameter value decides after it (a symbolic axis's spurious models differ
        # at every shape, and blocking them one by one is slower than the values)
        self.retries = retries
        self.identity = prover.identity
        self.ranks = dict(ranks)
        self.lhs, self.rhs = lhs, rhs
        self.fixed = fixed or {}
        self.extent_dims: list[sp.Symbol] = []
        inputs = self.identity.inputs
        self.shapes = {n: tuple(DimSymbol(n, k) for k in range(ranks[n])) for n in inputs}
        instances = [s.instance for s in lhs + rhs if s.instance is not None]
        flat = {r.tensor for inst in instances for out in inst.outputs
                for r in reads(out.value) if isinstance(r, FlatRead)}
        self.ranges = {n: d.value_range() for n, d in inputs.items()}
        self.limits = limits or prover.limits
        self.solver = self.limits.solver(seed=0)
        self.names: dict = {}
        self.lifter_args = dict(value_ranges=self.ranges, shapes=self.shapes, flat=flat,
                                fills={n: d.fill for n, d in inputs.items() if d.fill})
        self.encoder = Lifter(**self.lifter_args).encoder  # shared symbols and functions
        self.base = self._base()

    def lifter(self) -> Lifter:
        return Lifter(**self.lifter_args, body_always_ok=self._always,
                      always_holds=self._always_holds, encoder=self.encoder,
                      names=self.names)

    def _base(self) -> list:
        """The runtime's limits on every graph input, the parameters' domains, the
        identity's assumptions."""
        lifter = self.lifter()
        facts = []
        for name, shape in self.shapes.items():
            dims = [lifter.term(d) for d in shape]
            facts += [z3.And(1 <= d, d <= (self.prover.max_dim or MAX_DIM)) for d in dims]
            facts.append(z3.Product(dims) <= MAX_SIZE if len(dims) > 1 else dims[0] <= MAX_SIZE)
        for param in self.identity.params.values():
            p = lifter.symbol(param.name)
            facts.append(z3.And(param.lo <= p, p <= param.hi))
        for condition in self.identity.assumptions(self.ranks):
            facts.append(lifter.term(condition))
        facts += [lifter.symbol(str(s)) == v for s, v in self.fixed.items()]
        return facts + lifter.facts

    # -- solving -------------------------------------------------------------------------------

    def _solve(self, facts: list, shrink: list | None = None) -> tuple[str, z3.ModelRef | None]:
        """Check `facts` under the base facts; with `shrink`, a model is minimised in those
        terms, each in turn, to its smallest magnitude (the prover's minimisation)."""
        timeout = self.limits.timeout_s or float("inf")
        left = self.prover.remaining()  # raises past the identity's time budget
        if left is not None:  # no query runs past the budget
            timeout = min(timeout, left)
            self.solver.set("timeout", max(1, int(timeout * 1000)))
        self.solver.push()
        try:
            self.solver.add(*self.base, *facts)
            checked = self.limits.check(self.solver)
            if checked.result == z3.unknown and self.prover.deadline is not None and \
                    self.prover.deadline - time.perf_counter() < 0.1:
                raise _BudgetSpent()  # stopped by the budget: said as such
            self.prover.clock_stopped |= checked.wall_clock
            if checked.result == z3.sat and shrink:
                # bounded in steps, as the query: the same counterexample on any machine
                return "sat", minimize_model(self.solver, self.solver.model(), shrink,
                                             timeout, self.limits.share(MINIMIZE_SHARE).rlimit)
            if checked.result == z3.sat:
                return "sat", self.solver.model()
            return ("unsat", None) if checked.result == z3.unsat else \
                (f"unknown ({checked.reason})", None)
        finally:
            self.solver.pop()

    def _shrinkable(self, lifter: Lifter, index=()) -> list:
        """What a counterexample is minimised in: dims first, then parameters, the output
        index and the values read."""
        dims = [self.encoder.symbol(str(d)) for shape in self.shapes.values() for d in shape]
        params = [self.encoder.symbol(p) for p in self.identity.params]
        return dims + params + [self.encoder.symbol(str(i)) for i in index] + \
            [site.value for site in lifter.reads]

    def _always(self, ok: Any, context: list) -> bool:
        """Whether a reduction body is defined at every point of its domain."""
        status, _ = self._solve([*self.context, *context, z3.Not(ok)])
        return status == "unsat"

    def _always_holds(self, condition: Any, domain: list) -> bool:
        """Whether a data-free condition holds at every point of a reduction's domain:
        under the context, not the lifter's facts (what the reads and the reductions made
        so far are known to be), which such a condition does not read, and which grow with
        every reduction split (a convolution's make each query slow). Fewer premises: an
        unsat is still a proof."""
        status, _ = self._solve([*self.context, *domain, z3.Not(condition)])
        return status == "unsat"

    # -- the obligations -----------------------------------------------------------------------

    def run(self) -> _Outcome:
        lhs_valid = [s for s in self.lhs if s.instance is not None]
        rhs_valid = [s for s in self.rhs if s.instance is not None]
        lifter = self.lifter()
        self.context = []
        pre = {id(s): z3.And([lifter.term(r.condition) for r in s.instance.requirements])
               for s in lhs_valid + rhs_valid}
        # inputs past an enumeration's bound are left out, as the verdict's bound says; not
        # where a side rejects a structure, whose inputs are then unknown: they must stay,
        # since an input there that the other side accepts is a difference within the bound
        covered = {side: z3.Or([z3.And([lifter.term(r.condition) for r in s.instance.requirements
                                        if r.kind == RequirementKind.STRUCTURE]) for s in valid])
                   for side, structures, valid in (("lhs", self.lhs, lhs_valid),
                                                   ("rhs", self.rhs, rhs_valid))
                   if any(s.bounded for s in valid) and len(valid) == len(structures)}
        self.base += list(covered.values()) + lifter.facts
        any_lhs = z3.Or([pre[id(s)] for s in lhs_valid])
        any_rhs = z3.Or([pre[id(s)] for s in rhs_valid])
        # domain: a legal input one side accepts and the other rejects
        directions = [(lhs_valid, rhs_valid)]
        if self.identity.domain == "both":
            directions.append((rhs_valid, lhs_valid))
        unreplayed = None  # a domain difference too large to replay: a value one may not be
        for accepting, rejecting in directions:
            for accepts in accepting:
                status, model = self._accepted_by(accepts, rejecting, pre, lifter)
                if status == "sat":
                    outcome = self._replayed(model, lifter, None)
                    if not outcome.too_large:
                        return outcome
                    unreplayed = unreplayed or outcome
                elif status != "unsat":
                    return _Outcome(Status.UNKNOWN, reason=f"domain: {status}")
        if self._solve([any_lhs, any_rhs])[0] == "unsat":
            return unreplayed or _Outcome(_Undecided.VACUOUS)
        for a, b in itertools.product(lhs_valid, rhs_valid):
            outcome = self._pair(a, b, pre)
            if outcome is not None:
                return outcome
        return unreplayed or _Outcome(Status.EQUIVALENT)

    def enumeration_complete(self) -> bool:
        """Whether the structures enumerated up to a bound (a split's number of outputs)
        cover every legal input of these ranks all the same: on each side that has such
        structures, no input within the limits, the parameters' domains and the
        assumptions lies outside all of them (its number of outputs is bounded by the
        enumeration's, `2 * s == n` making size_split's n / s two, say). Only the
        structures with an instance count as covering: one a side rejects whole (a graph
        that names an output its split does not have) has no condition to ask, and an
        input there is taken as not covered."""
        lifter = self.lifter()
        for structures in (self.lhs, self.rhs):
            if not any(s.bounded for s in structures):
                continue
            covered = z3.Or([z3.And([lifter.term(r.condition)
                                     for r in s.instance.requirements
                                     if r.kind == RequirementKind.STRUCTURE])
                             for s in structures if s.instance is not None])
            if self._solve(lifter.facts + [z3.Not(covered)])[0] != "unsat":
                return False
        return True

    def _accepted_by(self, accepts: _Structure, others: list[_Structure], pre: dict,
                     lifter: Lifter) -> tuple[str, Any]:
        """Whether every input `accepts` takes is taken by one of `others`: "unsat" if so,
        else "sat" with a model, or why it is unknown.

        Against one structure, each of its preconditions is a query of its own, small and
        mostly linear; a size limit (a product of dims) is taken as implied where a size
        limit of `accepts` has factors proven equal one by one (a product of selects over
        the axes is what z3's nonlinear arithmetic decides slowest)."""
        if len(others) != 1:
            return self._solve([pre[id(accepts)], z3.Not(z3.Or([pre[id(s)] for s in others]))],
                               self._shrinkable(lifter))
        given = pre[id(accepts)]
        sizes = [r.condition for r in accepts.instance.requirements
                 if r.kind == RequirementKind.SIZE]
        for requirement in others[0].instance.requirements:
            if requirement.kind == RequirementKind.SIZE and any(
                    self._same_factors(given, requirement.condition, size, lifter)
                    for size in sizes):
                continue
            status, model = self._solve([given, z3.Not(lifter.term(requirement.condition))],
                                        self._shrinkable(lifter))
            if status != "unsat":
                return status, model
        return "unsat", None

    def _same_factors(self, given, limit: sp.Basic, known: sp.Basic, lifter: Lifter) -> bool:
        """`limit` and `known` are the same bound on products whose factors `given` makes
        equal one by one."""
        if not (isinstance(limit, sp.LessThan) and isinstance(known, sp.LessThan)
                and limit.rhs == known.rhs):
            return False
        mine, theirs = sp.Mul.make_args(limit.lhs), sp.Mul.make_args(known.lhs)
        return len(mine) == len(theirs) and all(
            self._solve([given, lifter.term(a) != lifter.term(b)])[0] == "unsat"
            for a, b in zip(mine, theirs))

    def _pair(self, a: _Structure, b: _Structure, pre: dict) -> _Outcome | None:
        both = [pre[id(a)], pre[id(b)]]
        status, _ = self._solve(both)
        if status == "unsat":
            return None  # no input has both structures
        outputs_a = {o.name: o for o in a.instance.outputs}
        outputs_b = {o.name: o for o in b.instance.outputs}
        if set(outputs_a) != set(outputs_b):
            raise LogicError(f"identity {self.identity.name}", "both sides to have the same "
                             "outputs", {"lhs": sorted(outputs_a), "rhs": sorted(outputs_b)})
        lifter = self.lifter()
        for name, out_a in outputs_a.items():  # shapes and dtypes first
            out_b = outputs_b[name]
            if len(out_a.shape) != len(out_b.shape) or \
                    self._dtype(out_a.dtype) != self._dtype(out_b.dtype):
                status, model = self._solve(both, self._shrinkable(lifter))
                if status != "sat":
                    return _Outcome(Status.UNKNOWN, reason=f"output {name}: {status}")
                return self._replayed(model, lifter, None)
            differs = z3.Or([lifter.term(x) != lifter.term(y)
                             for x, y in zip(out_a.shape, out_b.shape)])
            status, model = self._solve(both + [differs], self._shrinkable(lifter))
            if status == "sat":
                return self._replayed(model, lifter, None)
            if status != "unsat":
                return _Outcome(Status.UNKNOWN, reason=f"shape of {name}: {status}")
        directions = [(a, b)] if self.identity.domain == "lhs" else [(a, b), (b, a)]
        for accepting, rejecting in directions:
            outcome = self._rejected_elsewhere(accepting, rejecting, both)
            if outcome is not None:
                return outcome
        for name, out_a in outputs_a.items():
            out_b = outputs_b[name]
            lifter = self.lifter()
            index = [index_symbol(k) for k in range(len(out_a.shape))]
            self.context = both + [self._in_bounds(lifter, index, out_a.shape)]
            value_a, ok_a = lifter.lift(out_a.value)
            value_b, ok_b = lifter.lift(out_b.value)
            self._match_reductions(lifter)
            # where both sides accept the call (the domains were compared above), every
            # element is defined on both: a weaker premise, so unsat is still a proof
            differs = z3.And(ok_a, ok_b, value_a != value_b)
            status, outcome = self._difference(self.context + lifter.facts + [differs],
                                               self._shrinkable(lifter, index), lifter,
                                               (name, index))
            self.context = []
            if status == "unsat":
                continue
            if status == "sat" and (outcome.status == Status.NOT_EQUIVALENT
                                    or not lifter.reductions):
                return outcome
            if lifter.reductions:
                self.extent_dims = _extent_dims(lifter.reductions, self.shapes)
                return _Outcome(_Undecided.ABSTRACTED,
                                reason=f"in the values of {name}, "
                                f"{_abstracted(lifter.reductions)}")
            return _Outcome(Status.UNKNOWN, reason=f"values of {name}: {status}")
        return None

    def _rejected_elsewhere(self, accepting: _Structure, rejecting: _Structure,
                            both: list) -> _Outcome | None:
        """Whether a call that `accepting` takes can be rejected by `rejecting`: by an
        element of one of its sinks (an output or a check) that leaves int32. None if no
        such call exists, else the replayed difference or why it is unknown.

        `accepting` takes the call iff every element of each of its sinks is defined, a
        universal statement; each query assumes instances of it only (`domain`), so an
        unsat is a proof and a model is a candidate that the replay must confirm."""
        mine = domain.sinks(accepting.instance)
        for sink in domain.sinks(rejecting.instance):
            lifter = self.lifter()
            _, ok = lifter.lift(sink.value)
            if z3.is_true(z3.simplify(ok)):
                continue  # no step of it can fail
            premises = [self._in_bounds(lifter, sink.index, sink.shape)]
            for other in mine:
                for index in domain.candidates(other, sink):
                    element = other.at(index)
                    premises.append(z3.Implies(self._in_bounds(lifter, index, other.shape),
                                               lifter.lift(element)[1]))
                    premises += self._body_instances(lifter, element, sink)
            self.context = list(both) + premises
            self._match_reductions(lifter, list(both) + premises[:1])
            status, outcome = self._difference(self.context + lifter.facts + [z3.Not(ok)],
                                               self._shrinkable(lifter, sink.index), lifter,
                                               None)
            self.context = []
            if status == "unsat":
                continue
            if status == "sat":
                if outcome.status == Status.NOT_EQUIVALENT:
                    return outcome
                if lifter.reductions:
                    self.extent_dims = _extent_dims(lifter.reductions, self.shapes)
                    return _Outcome(_Undecided.ABSTRACTED, reason=f"in the domain of "
                                    f"{sink.name}, {_abstracted(lifter.reductions)}")
                return _Outcome(Status.UNKNOWN, reason=f"domain: an element of {sink.name} may be "
                                "rejected on one side only, and no such call was found "
                                f"({outcome.reason})")
            return _Outcome(Status.UNKNOWN, reason=f"domain at {sink.name}: {status}")
        return None

    @staticmethod
    def _body_instances(lifter: Lifter, element: sp.Expr, witness: domain.Sink) -> list:
        """Instances of the definedness of the reductions `element` holds (every point of
        a body is defined) at the points where a body reads what `witness` reads: a sum
        of products accepted says each product is within int32, and a graph that holds
        those products as a node of its own checks each one."""
        facts = []
        for reduction, point in domain.body_points(element, witness):
            _, all_ok = lifter.reduced(reduction)
            if z3.is_true(z3.simplify(all_ok)):
                continue
            variables = [v for v, _, _ in reduction.limits]
            within = z3.And([z3.And(lifter.term(lo) <= lifter.term(p), lifter.term(p) <
                                    lifter.term(hi))
                             for (_, lo, hi), p in zip(reduction.limits, point)])
            body = substitute(reduction.body, dict(zip(variables, point)))
            facts.append(z3.Implies(z3.And(all_ok, within), lifter.lift(body)[1]))
        return facts

    @staticmethod
    def _in_bounds(lifter: Lifter, index, shape) -> Any:
        return z3.And([z3.And(0 <= lifter.term(i), lifter.term(i) < lifter.term(n))
                       for i, n in zip(index, shape)])

    def _match_reductions(self, lifter: Lifter, ranged: list | None = None) -> None:
        """Prove abstract reductions of the two sides equal where a pairing of their
        variables makes their domains and bodies equal: the proof then sees one value.
        Whether the domains are equal is asked under `ranged` where given, the context
        without the other side's accepted elements (their values say nothing of a
        domain, and a convolution's make that query one nonlinear arithmetic does not
        bound in steps): fewer premises, so an unsat is still a proof."""
        found = [r for r in lifter.reductions if not r.fixed]
        ranges = [r for reduction in found for r in lifter.domain(reduction)]
        # A claim is asked under the context, the ranges and the pairings proven so far,
        # not the lemmas' facts: equal bodies are equal by their terms, and a model of a
        # false claim among every lemma's instance can take z3 minutes (a convolution's
        # sums, 40 s uncounted in steps). Fewer premises: an unsat is still a proof.
        proven: list = []
        premises = self.context if ranged is None else ranged
        # One model of the premises rules most pairings out without a query of their own:
        # ranges that differ in a model are not equal in all of them (the query would be
        # sat). Split parts make many reductions, and the pairs grow as their square.
        witness = self._witness(premises) if len(found) > 2 else None
        for a, b in itertools.combinations(found, 2):
            mine, theirs = _tensors(a.body), _tensors(b.body)
            if not (mine <= theirs or theirs <= mine):
                continue  # each reads an input the other does not: not equal everywhere
            for same, claim, consequence in lifter.matching_claims(a, b):
                if witness is not None and z3.is_false(witness.eval(same, model_completion=True)):
                    continue
                # the ranges first: a cheap query, and most pairings differ there
                if self._solve(premises + [z3.Not(same)])[0] != "unsat":
                    continue
                status, _ = self._solve(self.context + ranges + proven + [z3.Not(claim())])
                if status == "unsat":
                    lifter.facts.append(consequence)
                    proven.append(consequence)
                    break

    def _witness(self, premises: list) -> z3.ModelRef | None:
        """A model of `premises` where ranges that can differ do: the parameters at
        distinct values well inside their domains, every dim above 1, where the premises
        allow it (a model with every quantity 1 makes most extents equal)."""
        above_one = [self.encoder.symbol(str(d)) >= 2 for shape in self.shapes.values()
                     for d in shape]
        status, model = self._solve(premises + above_one)
        kept = above_one if status == "sat" else []
        if status == "unsat":
            status, model = self._solve(premises)
        if status != "sat":
            return None
        # one parameter at a time: an assumption may tie one to others (eh == ph + e)
        for k, (name, param) in enumerate(self.identity.params.items()):
            wish = self.encoder.symbol(name) == min(param.hi, param.lo + 3 + 4 * k)
            status, found = self._solve(premises + kept + [wish])
            if status == "sat":
                kept, model = kept + [wish], found
        return model

    def _elements(self, shapes: Mapping[str, tuple[int, ...]], params: Mapping[str, int]) -> int:
        """How many elements the inputs, outputs and checked results hold at these shapes."""
        values = {DimSymbol(n, k): d for n, shape in shapes.items() for k, d in enumerate(shape)}
        values.update({d.symbol: params[p] for p, d in self.identity.params.items()})
        results = [out.shape for s in self.lhs + self.rhs if s.instance is not None
                   for out in s.instance.outputs + s.instance.checks]
        return sum(math.prod(shape) for shape in shapes.values()) + \
            sum(_size(shape, values) for shape in results)

    def _dtype(self, dtype: Dtype) -> str:
        return self.identity.inputs[dtype.input].dtype if isinstance(dtype, Like) else str(dtype)

    # -- counterexamples -----------------------------------------------------------------------

    def _difference(self, facts: list, shrink: list, lifter: Lifter,
                    output) -> tuple[str, _Outcome | None]:
        """Look for a difference that replays: ("unsat", None) where there is none,
        ("sat", outcome) with a replayed counterexample or why none was confirmed, or
        (the solver's status, None).

        A model the evaluator does not confirm is not the end: where no reduction stays
        abstract (an abstraction's model is settled by unrolling, `Prover._unrolled`), the
        comparison is run again at that model's exact dims and parameters, where every
        reduction unrolls and the formulas are concrete. A difference found there is a
        counterexample; if there is none, those dims are proven and blocked, and the
        search goes on elsewhere. Dims blocked without that proof (the refined query was
        itself undecided) keep the result from being a proof: an unsat is then unknown,
        naming them."""
        blocks, unproven, tried = [], [], []
        retries = 0 if lifter.reductions else self.retries
        for attempt in range(retries + 1):
            status, model = self._solve(facts + blocks, shrink)
            if status == "unsat" and unproven:
                return "sat", _Outcome(Status.UNKNOWN, reason=(
                    "no difference elsewhere, but the solver's differences at "
                    f"{'; '.join(unproven)} did not replay and stayed undecided at those "
                    "exact dims"))
            if status != "sat":
                return status, None
            outcome = self._replayed(model, lifter, output)
            if outcome.status == Status.NOT_EQUIVALENT or outcome.too_large or \
                    attempt == retries:
                if outcome.status == Status.UNKNOWN and tried:
                    outcome.reason += f"; {len(tried)} earlier such models blocked " \
                        f"({'; '.join(tried)}), what stayed abstract: " + self._abstract(lifter)
                return "sat", outcome
            point = self._point(model)
            if not point:  # every dim already fixed: nothing to refine or block
                return "sat", outcome
            shown = ", ".join(f"{k}={v}" for k, v in point.items())
            tried.append(shown)
            refined = self._refined(point)
            if refined is not None and refined.status == Status.NOT_EQUIVALENT:
                return "sat", refined
            if refined is None or refined.status not in (Status.EQUIVALENT,
                                                         _Undecided.VACUOUS):
                unproven.append(shown)
            blocks.append(z3.Or([self.encoder.symbol(str(k)) != v for k, v in point.items()]))
        raise AssertionError("unreachable")

    def _point(self, model: z3.ModelRef) -> dict[sp.Symbol, int]:
        """A model's dims and parameters, those not already fixed."""
        found = {}
        for symbol in [d for shape in self.shapes.values() for d in shape] + \
                [p.symbol for p in self.identity.params.values()]:
            if symbol not in self.fixed and sp.Symbol(str(symbol)) not in {
                    sp.Symbol(str(k)) for k in self.fixed}:
                term = self.encoder.symbol(str(symbol))
                found[symbol] = model.eval(term, model_completion=True).as_long()
        return found

    def _refined(self, point: Mapping[sp.Symbol, int]) -> _Outcome | None:
        """The comparison at a model's exact dims (None where nothing is left to fix)."""
        if not point:
            return None
        dims = {d for shape in self.shapes.values() for d in shape}
        if any(k in dims and not 1 <= v <= MAX_DIM for k, v in point.items()):
            return None
        elements = sum(math.prod(point.get(d, 1) for d in shape) for shape in self.shapes.values())
        if elements > REPLAY_ELEMENTS // 64:  # unrolled formulas grow with the extents
            return None
        return self.prover._fixed(self.ranks, self.lhs, self.rhs, {**self.fixed, **point})

    def _abstract(self, lifter: Lifter) -> str:
        if lifter.reductions:
            return ", ".join(sorted({f"a {r.kind} over {len(r.limits)} axes"
                                     for r in lifter.reductions}))
        return "nothing abstract in the formulas (the replay and the formulas disagree)"

    def _replayed(self, model: z3.ModelRef, lifter: Lifter, output) -> _Outcome:
        """Build the model's input, run both sides, and report the difference if it is real."""
        value = lambda term: model.eval(term, model_completion=True).as_long()  # noqa: E731
        shapes = {n: tuple(value(self.encoder.symbol(str(d))) for d in shape)
                  for n, shape in self.shapes.items()}
        params = {p: value(self.encoder.symbol(p)) for p in self.identity.params}
        elements = self._elements(shapes, params)
        if elements > REPLAY_ELEMENTS:
            # a difference only at sizes near the runtime's limits: it cannot be replayed in
            # memory, so it is no counterexample
            return _Outcome(Status.UNKNOWN, reason=f"the solver's difference needs {elements} "
                            f"elements of inputs and results (shapes {shapes}, params "
                            f"{params}), more than a replay evaluates ({REPLAY_ELEMENTS})",
                            too_large=True)
        arrays = {n: np.zeros(shapes[n], dtype=self.identity.inputs[n].dtype)
                  for n in self.shapes}
        for site in lifter.reads:
            array = arrays[site.tensor]
            index = tuple(value(i) for i in site.indices)
            target = array.reshape(-1) if site.flat else array
            if len(index) == target.ndim and all(0 <= i < n for i, n in zip(index, target.shape)):
                target[index] = value(site.value)
        for name, decl in self.identity.inputs.items():
            if decl.fill is not None:  # a constant input: its parameter's value everywhere
                arrays[name] = np.full(shapes[name], params[decl.fill], dtype=decl.dtype)
        hint = None
        if output is not None:
            hint = (output[0], tuple(value(self.encoder.symbol(str(i))) for i in output[1]))
        lhs = run_side(self.identity.lhs, arrays, params)
        rhs = run_side(self.identity.rhs, arrays, params)
        difference = compare(lhs, rhs, hint, lhs_domain_only=self.identity.domain == "lhs")
        if difference is None:
            return _Outcome(Status.UNKNOWN, reason="the solver's difference did not replay through "
                            f"the evaluator (shapes {shapes}, params {params})")
        return _Outcome(Status.NOT_EQUIVALENT, Counterexample(shapes, params, arrays, difference))


def _size(shape, values: Mapping[sp.Symbol, int]) -> int:
    try:
        return math.prod(int(exact(d, values)) for d in shape)
    except Unresolved:
        return 0


def _tensors(body: sp.Expr) -> set[str]:
    return {read.tensor for read in reads(body)}


def _abstracted(reductions, shown: int = 3, width: int = 160) -> str:
    """The abstract reductions of a query, each by its kind, its extents and its canonical
    form (bound variables renamed by position), as a bound's reason names them."""
    seen: list[str] = []
    for reduction in reductions:
        kind = ReduceSum if reduction.kind == "sum" else ReduceMax
        form = canonical_form(kind(reduction.body, *[sp.Tuple(*lim) for lim in reduction.limits]))
        extents = ", ".join(f"[{lo}, {hi})" for _, lo, hi in form.limits)
        body = str(form.body)
        text = f"a {reduction.kind} over {extents} of " + \
            (body if len(body) <= width else body[:width] + "...")
        if text not in seen:
            seen.append(text)
    more = f" and {len(seen) - shown} more" if len(seen) > shown else ""
    return f"{len(seen)} reduction{'s' if len(seen) != 1 else ''} stayed abstract " \
        f"(no lemma decided {'them' if len(seen) != 1 else 'it'}): " + \
        "; ".join(seen[:shown]) + more


def _extent_dims(reductions, shapes) -> list[sp.Symbol]:
    dims = {d for shape in shapes.values() for d in shape}
    found: list[sp.Symbol] = []
    for reduction in reductions:
        for _, lo, hi in reduction.limits:
            for s in sorted((sp.sympify(hi) - sp.sympify(lo)).free_symbols, key=str):
                if s in dims and s not in found:
                    found.append(s)
    return found

