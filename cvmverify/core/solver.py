"""What every z3 user of the package shares: a fresh solver state, the names in a term,
and the shrinking of a counterexample."""

from __future__ import annotations

import time
from typing import Any

import z3


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


def minimize_model(solver: z3.Solver, model: z3.ModelRef, variables: list, timeout_s: float):
    """Shrink a counterexample: each of `variables` in turn (z3 integer terms), to its
    smallest magnitude.

    Greedy and bounded by the timeout; each step keeps every earlier choice, so the order
    of `variables` is the order of importance.
    """
    deadline = time.perf_counter() + timeout_s
    solver.push()
    for var in variables:
        current = model.eval(var, model_completion=True).as_long()
        low, high = 0, abs(current)
        while low < high and time.perf_counter() < deadline:
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
