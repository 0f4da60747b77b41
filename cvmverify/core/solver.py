"""What every z3 user of the package shares: a fresh solver state, the limits of a query,
the names in a term, and the shrinking of a counterexample.

Limits. A query is bounded by z3's resource limit (`rlimit`): a count of the solver's own
steps, so the same query under the same z3 stops at the same step on an idle 16-core
machine and on a loaded 2-core one, and gives the same verdict. A wall-clock timeout does
not (a loaded machine runs out of seconds sooner), so it is kept only as a safety net far
above what the resource limit takes, for a query that does not honour the resource limit;
when it fires, the verdict says so. Use it as

    limits = Limits(rlimit=DEFAULT_RLIMIT, timeout_s=SAFETY_TIMEOUT_S)
    solver = limits.solver(seed=0)          # or limits.apply(an existing z3.Solver())
    checked = limits.check(solver)          # .result, .used (steps), .seconds, .reason

`configure(solver, rlimit, timeout_s, seed)` is the same for code that keeps its own solver.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

import z3

# The resource limit of one obligation, in z3 steps ("rlimit count" in a solver's
# statistics), shared by its attempts (`prove.solve.ATTEMPTS`: a short round over three
# seeds, then a long one of 28-32% each, after a short quantifier-free one where that
# applies). Calibrated on the library under z3 5.4.1 with a limit of 500M: every obligation
# that was decided took at most 2.66M steps in the shape prover (reshape's flat read at
# rank 4) and 7.34M in the precision prover (max_pool2d at rank 4), both by their first
# seed; the long round's 28M leave margins of 10 and 3.8. Steps
# are not seconds: that shape query takes 5 to 20 s as the machine is idle or loaded,
# a linear query of 30M steps a few seconds.
DEFAULT_RLIMIT = 100_000_000

# How an unknown that the wall clock decided begins its reason: such a verdict may differ on
# another machine, so a cache never keeps it.
WALL_CLOCK_REASON = "wall-clock safety limit"

# The wall-clock safety net of one query: far above what DEFAULT_RLIMIT takes even on a
# loaded machine, so it never decides a verdict unless z3 fails to count its steps.
SAFETY_TIMEOUT_S = 600.0


def configure(solver: z3.Solver, rlimit: int = DEFAULT_RLIMIT,
              timeout_s: float | None = SAFETY_TIMEOUT_S, seed: int = 0) -> z3.Solver:
    """Bound every check of `solver` by `rlimit` z3 steps (each check counts afresh), with
    `timeout_s` wall-clock seconds as a safety net only, and fix its random seed."""
    solver.set("rlimit", int(rlimit))
    if timeout_s is not None:
        solver.set("timeout", max(1, int(timeout_s * 1000)))
    solver.set("random_seed", seed)
    return solver


def steps(solver: z3.Solver) -> int:
    """z3's step count so far in the solver's context (its "rlimit count").

    Read from the end: a solver that ran nonlinear queries keeps a copy of nlsat's counters
    per call (thousands of keys, "rlimit count" among the last), and a lookup by name
    through `Statistics` lists them all, twice, at every check."""
    stats = solver.statistics()
    ctx, handle = stats.ctx.ref(), stats.stats
    for k in reversed(range(z3.Z3_stats_size(ctx, handle))):
        if z3.Z3_stats_get_key(ctx, handle, k) == "rlimit count":
            return int(z3.Z3_stats_get_uint_value(ctx, handle, k)
                       if z3.Z3_stats_is_uint(ctx, handle, k)
                       else z3.Z3_stats_get_double_value(ctx, handle, k))
    return 0


@dataclass(frozen=True)
class Checked:
    """One check: its result, the z3 steps and seconds it took, and, when unknown, why in
    words: the limit it hit and the option that raises it."""

    result: Any  # z3.sat, z3.unsat or z3.unknown
    used: int
    seconds: float
    reason: str = ""
    limit: str = ""  # when unknown: "rlimit", "timeout" (the wall clock) or "interrupted"

    @property
    def wall_clock(self) -> bool:
        """Whether it was the clock that stopped it: a verdict another machine may not share."""
        return self.limit in ("timeout", "interrupted")


@dataclass(frozen=True)
class Limits:
    """The limits of a query, and the command-line options that raise them (named in the
    reason of an unknown verdict)."""

    rlimit: int = DEFAULT_RLIMIT
    timeout_s: float | None = SAFETY_TIMEOUT_S
    rlimit_option: str = "--rlimit"
    timeout_option: str = "--timeout"

    def share(self, fraction: float) -> "Limits":
        """These limits with `fraction` of the resource limit (one of several attempts)."""
        return replace(self, rlimit=max(1, int(self.rlimit * fraction)))

    def solver(self, seed: int = 0, ctx: z3.Context | None = None) -> z3.Solver:
        return self.apply(z3.Solver(ctx=ctx), seed)

    def apply(self, solver: z3.Solver, seed: int = 0) -> z3.Solver:
        return configure(solver, self.rlimit, self.timeout_s, seed)

    def check(self, solver: z3.Solver, *assumptions) -> Checked:
        before, start = steps(solver), time.perf_counter()
        result = solver.check(*assumptions)
        seconds, used = time.perf_counter() - start, steps(solver) - before
        if result != z3.unknown:
            return Checked(result, used, seconds)
        return Checked(result, used, seconds, *self.unknown_reason(
            solver.reason_unknown(), used, seconds))

    def unknown_reason(self, raw: str, used: int, seconds: float) -> tuple[str, str]:
        """Why a check was unknown, in words, and the limit that stopped it ("rlimit",
        "timeout" or ""). z3 says 'canceled' for either limit: which one it was is read
        from the steps used and the seconds taken."""
        if used >= self.rlimit:
            return (f"resource limit reached: {used:,} z3 steps of {self.rlimit:,} "
                    f"(raise it with {self.rlimit_option})", "rlimit")
        if self.timeout_s is not None and (raw == "timeout"
                                           or seconds >= 0.95 * self.timeout_s):
            return (f"{WALL_CLOCK_REASON} of {self.timeout_s:g} s reached after "
                    f"{used:,} of {self.rlimit:,} z3 steps: the machine was too slow or "
                    f"z3 did not count its steps, and this verdict may differ on another "
                    f"machine (raise {self.timeout_option})", "timeout")
        if raw == "canceled":
            return f"z3 was interrupted after {used:,} of {self.rlimit:,} steps", "interrupted"
        return f"z3 gave up after {used:,} steps: {raw}", ""


def fresh_solver_state() -> None:
    """Start z3 from a new context: its choices depend on every term it has seen (their
    ids), so a piece of work gives the same verdicts whatever ran before it."""
    z3.z3._main_ctx = None  # z3's global context, recreated on next use
    _SYMBOLS.clear()


# term id -> (term, names); the term is kept so that z3 cannot reuse its id for another
_SYMBOLS: dict[int, tuple[Any, frozenset[str]]] = {}


def constant_names(term) -> frozenset[str]:
    """Names of the integer constants in a z3 term (memoised on z3's term ids)."""
    key = term.get_id()
    found = _SYMBOLS.get(key)
    if found is None:
        if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            names = frozenset([str(term)])
        else:
            names = frozenset().union(*(constant_names(c) for c in term.children()))
        found = _SYMBOLS[key] = (term, names)
    return found[1]


def minimize_model(solver: z3.Solver, model: z3.ModelRef, variables: list, timeout_s: float,
                   rlimit: int = DEFAULT_RLIMIT):
    """Shrink a counterexample: each of `variables` in turn (z3 integer terms), to its
    smallest magnitude.

    Greedy, and bounded by `rlimit` z3 steps in all, so that the same counterexample comes
    out on any machine; `timeout_s` is a wall-clock safety net only. Each step keeps every
    earlier choice, so the order of `variables` is the order of importance. A step that is
    unknown counts as unsat: the value found so far stays.
    """
    deadline = time.perf_counter() + timeout_s
    budget = steps(solver) + rlimit
    solver.push()
    for var in variables:
        current = model.eval(var, model_completion=True).as_long()
        low, high = 0, abs(current)
        while low < high and steps(solver) < budget and time.perf_counter() < deadline:
            middle = (low + high) // 2
            solver.push()
            solver.add(var <= middle, var >= -middle)
            if solver.check() == z3.sat:
                model, high = solver.model(), middle
            else:
                low = middle + 1
            solver.pop()
        bound = model.eval(var, model_completion=True).as_long()
        solver.add(var == bound)
    solver.pop()
    return model
