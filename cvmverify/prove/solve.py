"""Discharging obligations with z3: verdicts, minimized counterexamples, SMT-LIB dumps."""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

import z3

from ..core.dsl import DimSymbol
from ..core.solver import Limits, minimize_model
from ..core.verdict import Status
from ..core.verdict import Verdict as BaseVerdict
from .obligation import Obligation
from .obligations import Encoded

SEED = 0  # z3's random seed: the same input gives the same verdict and counterexample
# (random seed, share of the obligation's resource limit) of each attempt, in order: a short
# round over three seeds, then a long one. A seed that gets lost on a query (sum's
# refutations under seed 0) costs 2% of the limit, not 40%, where another seed decides it
# at once; a query that needs many steps (reshape's flat reads) gets them in the long round.
ATTEMPTS = ((SEED, 0.02), (SEED + 1, 0.02), (SEED + 2, 0.02),
            (SEED, 0.28), (SEED + 1, 0.32), (SEED + 2, 0.32))
# the share of an obligation's resource limit that a first attempt without its quantified
# facts gets (a reduction's definition, `forall r: max >= x[r]`), when it has some. With
# its preconditions tracked for the unsat core, z3 instantiates such a fact for ever even
# where the ground facts alone contradict the goal (max's precision-at-most-32 at rank 6
# spent all 100M steps). Fewer facts can only make a proof harder, so an unsat without them
# is a proof; anything else from that attempt is dropped, and the attempts above decide.
GROUND_SHARE = 0.02
# the share of the obligation's resource limit that shrinking a counterexample may spend, in
# all its steps: a smaller counterexample is easier to read, but it is no more of a verdict
MINIMIZE_SHARE = 0.1
# the largest dim of the box a counterexample is first looked for in (`_minimized`)
SMALL_DIM = 8
# the stability check's z3 seed, and the seed of its renaming and shuffling: other than
# every attempt's, and fixed, so that a stability run is repeatable too
RESTATED_SEED = 7
# what a proof solved again restated gave, the words a `stability` text begins with
STABLE, UNKNOWN_RESTATED, DISAGREES = "stable", "unknown when restated", "disagrees"


@dataclass
class Counterexample:
    """Concrete values that break an obligation: dims, attributes, index, offending read."""

    values: dict[str, int]
    shown: dict[str, int] = field(default_factory=dict)

    def shapes(self, instance) -> dict[str, tuple[int, ...]]:
        return {t.name: tuple(self.values.get(str(d), 1) for d in t.shape)
                for t in instance.inputs}

    def attrs(self, instance) -> dict[str, Any]:
        """The attributes of the counterexample, in the form `evaluate` takes them."""
        attrs = {}
        for name, value in instance.attrs.items():
            if isinstance(value, tuple):
                attrs[name] = tuple(self.values.get(str(v), 0) for v in value)
            elif hasattr(value, "free_symbols"):
                attrs[name] = self.values.get(str(value), 0)
            else:
                attrs[name] = value
        return attrs

    def __str__(self) -> str:
        return ", ".join(f"{k}={v}" for k, v in {**self.values, **self.shown}.items())

    def in_user_terms(self) -> str:
        """As a user writes a call: each input's shape and precision, the attributes
        (tuples whole), and the output element; the solver's own terms (a reduction
        variable's bounds `r1@hi0`, an uninterpreted read `Read(x, ...)`, a value `x#1`)
        are left out."""
        return _user_terms({**self.values, **self.shown})


_SHAPE = re.compile(r"^(\w+)\.shape\[(\d+)\]$")
_ENTRY = re.compile(r"^(\w+)\[(\d+)\]$")
_INDEX = re.compile(r"^i(\d+)$")
_SOLVER = re.compile(r"@|Read\(|#|\bFloorDiv\(|^_")  # a reduction's bounds, a read, a temp


def _user_terms(values: dict[str, Any]) -> str:
    """`Counterexample.in_user_terms` of these values."""
    shapes: dict[str, dict[int, int]] = {}
    entries: dict[str, dict[int, Any]] = {}
    index: dict[int, Any] = {}
    plain: list[str] = []
    for key, value in values.items():
        key = str(key)
        if _SOLVER.search(key):
            continue
        if m := _SHAPE.match(key):
            shapes.setdefault(m[1], {})[int(m[2])] = value
        elif m := _INDEX.match(key):
            index[int(m[1])] = value
        elif m := _ENTRY.match(key):
            entries.setdefault(m[1], {})[int(m[2])] = value
        else:
            plain.append(f"{key}={value}")
    parts = [f"{name}: {_tuple(axes)}" for name, axes in shapes.items()]
    parts += [f"{name}={_tuple(axes)}" for name, axes in entries.items()]
    parts += plain
    if index:
        parts.append(f"at output index {_tuple(index)}")
    return ", ".join(parts)


def _tuple(by_position: dict[int, Any]) -> str:
    values = [by_position.get(k, "?") for k in range(max(by_position) + 1)]
    return f"({values[0]},)" if len(values) == 1 else f"({', '.join(map(str, values))})"


@dataclass
class Verdict(BaseVerdict):
    status: Status                  # proven, refuted, unknown
    seconds: float
    counterexample: Counterexample | None = None
    reason: str = ""
    core: list[str] = field(default_factory=list)  # preconditions a proof used
    smt2: str = ""
    stability: str = ""  # with `stability`: what the restated query gave a proven one
    steps: int = 0       # z3 steps ("rlimit count") its queries took, what --rlimit bounds
    wall_clock: bool = False  # unknown because a wall-clock safety net stopped a query


class InstanceSolver:
    """Discharges the obligations of one instance, each in a solver of its own cone.

    A query holds only the preconditions in the obligation's cone of influence, each
    tracked under a label, so the unsat core names the preconditions a proof used; an
    obligation that may assume only the first k preconditions (a division inside a
    precondition) keeps to those. Verdicts are cached by formula: the instances of an
    operator share most of their obligations.
    """

    def __init__(self, encoded: Encoded, limits: Limits, cache: dict | None = None,
                 stability: bool = False):
        self.encoded = encoded
        self.cache = cache if cache is not None else {}
        self.limits = limits  # of one obligation: its attempts share the resource limit
        self.stability = stability  # re-check every proof restated (`_restated`)
        self.labelled = [(k, z3.Bool(f"pre{n}"), req.message, term)
                         for n, (k, req, term) in enumerate(encoded.preconditions)]

    def discharge(self, obligation: Obligation, minimize: bool = True,
                  want_smt2: bool = False, split: bool = True) -> tuple[Verdict, Obligation]:
        """The verdict and the obligation it speaks of: for a merged obligation that is not
        proven, the first of its parts that is not (without `split`, the merged one's)."""
        verdict = self._check(obligation, minimize, want_smt2)
        if verdict.status == Status.PROVEN or not obligation.parts or not split:
            return verdict, obligation
        cores = []
        for part in obligation.parts:
            part_verdict = self._check(part, minimize, want_smt2)
            if part_verdict.status != Status.PROVEN:
                part_verdict.seconds += verdict.seconds
                part_verdict.steps += verdict.steps
                return part_verdict, part
            cores += part_verdict.core
        # every part proven on its own: the conjunction was only too big to decide at once
        return Verdict(Status.PROVEN, verdict.seconds, core=cores, steps=verdict.steps), \
            obligation

    def _check(self, obligation: Obligation, minimize: bool, want_smt2: bool) -> Verdict:
        relevant = set(obligation.relevant)
        assumed = [(label, message, term)
                   for n, (k, label, message, term) in enumerate(self.labelled)
                   if n in relevant and (obligation.requirements is None
                                         or k < obligation.requirements)]
        key = (obligation.satisfiable, obligation.goal.get_id(),
               tuple(c.get_id() for c in obligation.context),
               tuple(term.get_id() for _, _, term in assumed))
        if key in self.cache and not want_smt2:
            cached, used = self.cache[key][0], self.cache[key][1]
            # the core in this instance's words: equal terms may carry other messages here
            core = [message for _, message, term in assumed if term.get_id() in used]
            # the cached verdict's own: an unknown the clock caused is one here as well
            return Verdict(cached.status, 0.0, cached.counterexample, cached.reason, core,
                           stability=cached.stability, wall_clock=cached.wall_clock)
        verdict = self._solve(obligation, assumed, minimize, want_smt2)
        if self.stability and verdict.status == Status.PROVEN:
            verdict.stability = self._restated(obligation, assumed)
            if verdict.stability.startswith(DISAGREES):  # a proof z3 cannot repeat
                verdict.status, verdict.reason = Status.UNKNOWN, f"unstable: {verdict.stability}"
        if verdict.counterexample is not None and len(assumed) < len(self.labelled):
            # The cone's model says nothing of the symbols outside it: solve once more with
            # every precondition, so that the counterexample is a whole, valid call.
            every = [(label, message, term) for k, label, message, term in self.labelled
                     if obligation.requirements is None or k < obligation.requirements]
            whole = self._solve(obligation, every, minimize, False)
            if whole.counterexample is not None:
                verdict.counterexample = whole.counterexample
        used = {term.get_id() for _, message, term in assumed if message in verdict.core}
        # the terms are kept with the verdict so that z3 cannot give their ids to others
        self.cache[key] = (verdict, used, obligation.goal, obligation.context,
                           [term for _, _, term in assumed])
        return verdict

    def _restated(self, obligation: Obligation, assumed) -> str:
        """Solve a proven query again with its constants renamed, its assertions shuffled
        and another seed: "stable", "unknown when restated (...)" or "disagrees: ...".
        z3's heuristics depend on names, order and seed; a verdict that flips with them
        says that something other than the formula decided it."""
        facts = [*self.encoded.base, *(term for _, _, term in assumed), *obligation.context,
                 obligation.goal if obligation.satisfiable else z3.Not(obligation.goal)]
        rng = random.Random(RESTATED_SEED)
        constants = sorted(_constants(facts), key=str)
        names = [f"r{k}" for k in range(len(constants))]
        rng.shuffle(names)
        if constants:
            renaming = [(c, z3.Const(name, c.sort())) for c, name in zip(constants, names)]
            facts = [z3.substitute(fact, *renaming) for fact in facts]
        rng.shuffle(facts)
        solver = self.limits.solver(seed=RESTATED_SEED)
        solver.add(*facts)
        checked = self.limits.check(solver)
        result = checked.result
        expected = z3.sat if obligation.satisfiable else z3.unsat
        if result == expected:
            return STABLE
        if result == z3.unknown:
            return f"{UNKNOWN_RESTATED} ({checked.reason})"
        return (f"{DISAGREES}: {result} when restated (renamed, shuffled, seed "
                f"{RESTATED_SEED}), {expected} before")

    def _solve(self, obligation: Obligation, assumed, minimize: bool,
               want_smt2: bool) -> Verdict:
        """Try a few solver configurations within the obligation's resource limit:
        nonlinear arithmetic is decided by one where another gives up. The sequence and
        each attempt's share of z3 steps are fixed, so is the verdict."""
        start = time.perf_counter()
        verdicts, spent = [], 0
        ground = [fact for fact in obligation.context if not z3.is_quantifier(fact)]
        if not obligation.satisfiable and len(ground) < len(obligation.context):
            first = self._attempt(obligation, assumed, False, want_smt2, SEED,
                                  self.limits.share(GROUND_SHARE), ground)
            if first.status == Status.PROVEN:  # the query dumped is the one that proved it
                verdicts.append(first)
            else:
                spent = first.steps  # in vain, but spent all the same
        for attempt, (seed, share) in enumerate(ATTEMPTS if not verdicts else ()):
            verdicts.append(self._attempt(obligation, assumed, minimize,
                                          want_smt2 and attempt == 0, seed,
                                          self.limits.share(share)))
            if verdicts[-1].status != Status.UNKNOWN:
                break
        verdict = verdicts[-1]
        if verdict.status == Status.UNKNOWN:
            verdict.reason = self._unknown_reason(verdicts)
        verdict.seconds = time.perf_counter() - start
        verdict.steps = spent + sum(v.steps for v in verdicts)
        verdict.wall_clock = any(v.wall_clock for v in verdicts)
        return verdict

    def _unknown_reason(self, verdicts: list[Verdict]) -> str:
        """Why no attempt decided: the limit, in terms of the options that raise it."""
        if all(v.reason.startswith("resource limit") for v in verdicts):
            seeds = sorted({seed for seed, _ in ATTEMPTS[:len(verdicts)]})
            return (f"resource limit reached: {len(verdicts)} attempts (z3 seeds "
                    f"{seeds[0]}..{seeds[-1]}) used the obligation's "
                    f"{self.limits.rlimit:,} z3 steps (raise it with "
                    f"{self.limits.rlimit_option})")
        return "; ".join(dict.fromkeys(v.reason for v in verdicts))

    def _attempt(self, obligation: Obligation, assumed, minimize: bool, want_smt2: bool,
                 seed: int, limits: Limits, context: list | None = None) -> Verdict:
        """One solver run; `context` replaces the obligation's own (a subset of it)."""
        start = time.perf_counter()
        solver = limits.solver(seed=seed)
        solver.add(*self.encoded.base)
        messages = {}
        for label, message, term in assumed:
            solver.assert_and_track(term, label)
            messages[str(label)] = message
        solver.add(*(obligation.context if context is None else context))
        solver.add(obligation.goal if obligation.satisfiable else z3.Not(obligation.goal))
        smt2 = solver.to_smt2() if want_smt2 else ""
        small = None
        if obligation.satisfiable:
            small = _small_model(solver, self.encoded, limits)
            if small.result == z3.sat:
                return Verdict(Status.PROVEN, time.perf_counter() - start, smt2=smt2,
                               steps=small.used)
        checked = limits.check(solver)
        result, seconds = checked.result, time.perf_counter() - start
        used = checked.used + (small.used if small is not None else 0)
        if result == z3.unknown:
            return Verdict(Status.UNKNOWN, seconds, reason=checked.reason, smt2=smt2, steps=used,
                           wall_clock=checked.wall_clock)
        core = [messages[str(c)] for c in solver.unsat_core() if str(c) in messages] \
            if result == z3.unsat else []
        if obligation.satisfiable:
            if result == z3.sat:
                return Verdict(Status.PROVEN, seconds, smt2=smt2, steps=used)
            reason = obligation.unsatisfiable_means or "the preconditions contradict each " \
                "other: " + "; ".join(dict.fromkeys(core))
            return Verdict(Status.REFUTED, seconds, reason=reason, core=core, smt2=smt2,
                           steps=used)
        if result == z3.unsat:
            return Verdict(Status.PROVEN, seconds, core=core, smt2=smt2, steps=used)
        model = solver.model()
        if minimize:  # bounded in steps, never in seconds: the same one on any machine
            model = self._minimized(solver, model, limits)
        return Verdict(Status.REFUTED, time.perf_counter() - start, smt2=smt2, steps=used,
                       counterexample=_counterexample(model, self.encoded, obligation))


    def _minimized(self, solver: z3.Solver, model: z3.ModelRef, limits: Limits):
        """The counterexample `model` shrunk, dims first. The search starts inside a box of
        small dims where one exists (`SMALL_DIM`): a product of dims then stays small, and
        each of the shrinking's queries stays quick. Out of the box, z3's nonlinear search
        counts few steps for many seconds (sum's precision at rank 5 spent 10 s a
        counterexample on dims of 155). Any model in the box is a model: the box only
        narrows where to look."""
        order, budget = _shape_first(self.encoded), self.limits.share(MINIMIZE_SHARE).rlimit
        timeout_s = limits.timeout_s or float("inf")
        solver.set("rlimit", budget)  # the box's query is part of the shrinking
        solver.push()
        solver.add(*[z3.And(1 <= dim, dim <= SMALL_DIM) for dim in _dims(self.encoded)])
        boxed = limits.check(solver).result == z3.sat
        if boxed:
            model = minimize_model(solver, solver.model(), order, timeout_s, budget)
        solver.pop()
        if not boxed:
            model = minimize_model(solver, model, order, timeout_s, budget)
        return model

def _constants(facts: list) -> set:
    """The uninterpreted constants of `facts`, each shared subterm visited once."""
    found, seen, stack = set(), set(), list(facts)
    while stack:
        term = stack.pop()
        if term.get_id() in seen:
            continue
        seen.add(term.get_id())
        if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            found.add(term)
        stack.extend(term.children())
    return found


def _small_model(solver: z3.Solver, encoded: Encoded, limits: Limits):
    """Look for a model with every value small first: a bounded search is quick even when
    the preconditions are nonlinear (reshape's products), and any model will do."""
    solver.push()
    try:
        solver.add(*[z3.And(-8 <= v, v <= 8) for v in _variables(encoded)])
        return limits.check(solver)
    finally:
        solver.pop()


def _variables(encoded: Encoded) -> list[z3.ArithRef]:
    return encoded.variables


def _dims(encoded: Encoded) -> list[z3.ArithRef]:
    """The z3 constants of the instance's input dims."""
    dims = {s.name for t in encoded.instance.inputs for d in t.shape for s in d.free_symbols
            if isinstance(s, DimSymbol)}
    return [v for v in _variables(encoded) if str(v) in dims]


def _shape_first(encoded: Encoded) -> list:
    """Dims first (the shape is what a user reads), then attributes and indices."""
    dims = {str(v) for v in _dims(encoded)}
    return sorted(_variables(encoded), key=lambda v: (str(v) not in dims, str(v)))


def _counterexample(model: z3.ModelRef, encoded: Encoded, obligation: Obligation):
    values = {str(v): model.eval(v, model_completion=True).as_long()
              for v in _variables(encoded)}
    shown = {}
    for name, term in obligation.shown.items():
        value = model.eval(term, model_completion=True)
        if z3.is_int_value(value):
            shown[name] = value.as_long()
    return Counterexample(values, shown)


def restated_outcome(stability: str) -> str:
    """What a proof solved again restated gave (STABLE, UNKNOWN_RESTATED or DISAGREES),
    without the detail its `stability` text adds."""
    return next(outcome for outcome in (STABLE, UNKNOWN_RESTATED, DISAGREES)
                if stability.startswith(outcome))
