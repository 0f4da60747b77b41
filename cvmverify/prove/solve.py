"""Discharging obligations with z3: verdicts, minimized counterexamples, SMT-LIB dumps."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import z3

from .obligations import Encoded, Obligation

SEED = 0  # z3's random seed: the same input gives the same verdict and counterexample


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


@dataclass
class Verdict:
    status: str                     # proven, refuted, unknown
    seconds: float
    counterexample: Counterexample | None = None
    reason: str = ""
    core: list[str] = field(default_factory=list)  # preconditions a proof used
    smt2: str = ""


class InstanceSolver:
    """One z3 solver for all the obligations of an instance.

    Each precondition is asserted behind a label, ``label -> condition``, and each check
    passes the labels it may assume: the unsat core then names the preconditions a proof
    used, and an obligation that may assume only the first k preconditions (a division
    inside a precondition) uses the same solver.
    """

    def __init__(self, encoded: Encoded, timeout_s: float):
        self.encoded = encoded
        self.timeout_s = timeout_s
        self.solver = z3.Solver()
        self.solver.set("timeout", max(1, int(timeout_s * 1000)))
        self.solver.set("random_seed", SEED)
        self.solver.add(*encoded.base)
        self.labels: list[tuple[int, z3.BoolRef, str]] = []
        for k, req, term in encoded.preconditions:
            label = z3.Bool(f"pre{k}")
            self.solver.add(z3.Implies(label, term))
            self.labels.append((k, label, req.message))
        self.messages = {str(label): message for _, label, message in self.labels}

    def discharge(self, obligation: Obligation, minimize: bool = True,
                  want_smt2: bool = False) -> tuple[Verdict, Obligation]:
        """The verdict and the obligation it speaks of: for a merged obligation that is not
        proven, the first of its parts that is not."""
        verdict = self._check(obligation, minimize, want_smt2)
        if verdict.status == "proven" or not obligation.parts:
            return verdict, obligation
        for part in obligation.parts:
            part_verdict = self._check(part, minimize, want_smt2)
            if part_verdict.status != "proven":
                part_verdict.seconds += verdict.seconds
                return part_verdict, part
        # every part proven on its own: the conjunction was only too big to decide at once
        return Verdict("proven", verdict.seconds, core=[m for p in obligation.parts
                                                         for m in self._core()]), obligation

    def _check(self, obligation: Obligation, minimize: bool, want_smt2: bool) -> Verdict:
        start = time.perf_counter()
        assumed = [label for k, label, _ in self.labels
                   if obligation.requirements is None or k < obligation.requirements]
        solver = self.solver
        solver.push()
        try:
            solver.add(*obligation.context)
            solver.add(obligation.goal if obligation.satisfiable else z3.Not(obligation.goal))
            smt2 = self._smt2(assumed) if want_smt2 else ""
            result = solver.check(*assumed)
            seconds = time.perf_counter() - start
            if result == z3.unknown:
                return Verdict("unknown", seconds, reason=solver.reason_unknown(), smt2=smt2)
            if obligation.satisfiable:
                if result == z3.sat:
                    return Verdict("proven", seconds, smt2=smt2)
                core = self._core()
                return Verdict("refuted", seconds, reason="the preconditions contradict each "
                               "other: " + "; ".join(core), core=core, smt2=smt2)
            if result == z3.unsat:
                return Verdict("proven", seconds, core=self._core(), smt2=smt2)
            model = solver.model()
            if minimize:
                model = _minimize(solver, assumed, model, self.encoded, self.timeout_s)
            return Verdict("refuted", time.perf_counter() - start, smt2=smt2,
                           counterexample=_counterexample(model, self.encoded, obligation))
        finally:
            solver.pop()

    def _core(self) -> list[str]:
        return [self.messages[str(c)] for c in self.solver.unsat_core()
                if str(c) in self.messages]

    def _smt2(self, assumed) -> str:
        """The obligation on its own, as an SMT-LIB2 script (unsat means proven)."""
        standalone = z3.Solver()
        standalone.add(*self.solver.assertions(), *assumed)
        return standalone.to_smt2()


def _variables(encoded: Encoded) -> list[z3.ArithRef]:
    return [encoded.encoder.symbols[name] for name in sorted(encoded.encoder.symbols)]


def _minimize(solver: z3.Solver, assumed, model: z3.ModelRef, encoded: Encoded,
              timeout_s: float):
    """Shrink the counterexample: each value in turn, to its smallest magnitude.

    Greedy and bounded by the timeout: dims first (the shape is what a user reads), then
    attributes and indices. Each step keeps every earlier choice.
    """
    deadline = time.perf_counter() + timeout_s
    variables = sorted(_variables(encoded), key=lambda v: (".shape[" not in str(v), str(v)))
    solver.push()
    for var in variables:
        current = model.eval(var, model_completion=True).as_long()
        low, high = 0, abs(current)
        while low < high and time.perf_counter() < deadline:
            middle = (low + high) // 2
            solver.push()
            solver.add(var <= middle, var >= -middle)
            if solver.check(*assumed) == z3.sat:
                model, high = solver.model(), middle
            else:
                low = middle + 1
            solver.pop()
        bound = model.eval(var, model_completion=True).as_long()
        solver.add(var == bound)
    solver.pop()
    return model


def _counterexample(model: z3.ModelRef, encoded: Encoded, obligation: Obligation):
    values = {str(v): model.eval(v, model_completion=True).as_long()
              for v in _variables(encoded)}
    shown = {}
    for name, term in obligation.shown.items():
        value = model.eval(term, model_completion=True)
        if z3.is_int_value(value):
            shown[name] = value.as_long()
    return Counterexample(values, shown)
