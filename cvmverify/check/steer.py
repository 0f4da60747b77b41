"""Where the cases are steered beyond each value's own extremes, from the spec itself.

Real defects sit where drawing each dim and attribute on its own rarely goes: at joint
boundaries, in the arms of the formula that small cases never take, at the largest dim a
rule allows. Each target is read from the instance, never from a list per op, and offered
to z3 as a wish (`solve.Wish`), so that a case stays legal and as close to it as the rules
allow:

- **joint boundaries**: every comparison inside the op's own preconditions that ties two
  or more dims or attributes (``pad_before + pad_after < dim``, ``begin + size <= dim``, a
  slice axis holding at least one element) made tight: its two sides equal, or one apart
  for a strict comparison;
- **select arms**: the condition of one arm of a select of the formula (or its negation)
  at some output element, so that every arm is taken by some case of a run;
- **upper dims**: one dim pushed to the largest value the rules and the case caps allow;
- **mid-range**: every dim above 1 at once, the attributes at mid-range values.

`Coverage` reports which joint boundaries and arms a run reached, with the same keys.
"""

from __future__ import annotations

from typing import Any

import sympy as sp
import z3

from ..core.facts import RequirementKind
from ..core.ir import FlatRead, Instance, Read, Reduction
from ..core.semantics import Select

STEERS = ("joint", "arm", "upper", "mid")


def joint_atoms(instance: Instance) -> list[tuple[tuple, sp.Basic]]:
    """((message, k), comparison) for each comparison of the op's own preconditions that
    involves two or more dims or attributes."""
    found = []
    for requirement in instance.requirements:
        if requirement.kind != RequirementKind.USER:
            continue
        atoms = [a for a in sp.preorder_traversal(sp.sympify(requirement.condition))
                 if isinstance(a, sp.core.relational.Relational)
                 and not isinstance(a, (sp.Eq, sp.Ne))]
        for k, atom in enumerate(atoms):
            if len(atom.free_symbols) >= 2 and not atom.has(Read, FlatRead, Reduction):
                found.append(((requirement.message, k), atom))
    return found


def ruled_dims(instance: Instance) -> set[str]:
    """The dims the op's own preconditions mention (get_valid_count's K <= 32)."""
    dims = {str(d) for t in instance.inputs for d in t.shape}
    return {str(s) for r in instance.requirements if r.kind == RequirementKind.USER
            for s in sp.sympify(r.condition).free_symbols} & dims


def tight(atom: sp.Basic) -> sp.Basic:
    """The comparison made an equality at its boundary: ``a <= b`` -> ``a == b``,
    ``a < b`` -> ``a == b - 1``."""
    shift = {sp.StrictLessThan: -1, sp.StrictGreaterThan: 1}.get(type(atom), 0)
    return sp.Eq(atom.lhs, atom.rhs + shift, evaluate=False)


def is_tight(atom: sp.Basic, values: dict) -> bool:
    """Whether a case's dims and attributes (`values`) sit on the comparison's boundary."""
    try:
        return bool(tight(atom).xreplace(values).doit() == sp.true)
    except (TypeError, ValueError):
        return False


def arms(instance: Instance) -> list[tuple[tuple, sp.Basic]]:
    """((output, k, arm), condition) for each arm of each select of the formulas whose
    condition depends on the index, dims and attributes only (not on the data, not inside a
    reduction): the keys `Coverage` counts arms by."""
    found = []
    for out in instance.outputs:
        if out.value is None:
            continue
        inside = {node for red in sp.preorder_traversal(out.value)
                  if isinstance(red, Reduction) for node in sp.preorder_traversal(red)}
        selects = [n for n in sp.preorder_traversal(out.value) if isinstance(n, Select)]
        for k, node in enumerate(selects):
            condition = node.args[0]
            if node in inside or condition.has(Read, FlatRead, Reduction):
                continue
            found.append(((out.name, k, True), _at_some_element(out, condition)))
            found.append(((out.name, k, False), _at_some_element(out, sp.Not(condition))))
    return found


def _at_some_element(out, condition: sp.Basic) -> sp.Basic:
    """`condition` at an output element: its index symbols stay free for z3 to choose,
    within the output's shape."""
    bounds = [sp.And(sp.Le(0, i), sp.Lt(i, n)) for i, n in zip(out.index, out.shape)]
    return sp.And(condition, *bounds)


def wish_term(prob: Any, expr: sp.Basic) -> Any:
    """A sympy condition as a z3 term of the instance's problem."""
    return prob.encoder.term(expr)


def choose(rng, options: list) -> Any:
    return options[int(rng.integers(len(options)))] if options else None


def steered_wish(prob, steer: str, rng) -> Any | None:
    """The z3 wish of a joint-boundary or arm steer, or None if the instance has none."""
    if steer == "joint":
        found = choose(rng, joint_atoms(prob.instance))
        return None if found is None else wish_term(prob, tight(found[1]))
    if steer == "arm":
        found = choose(rng, arms(prob.instance))
        return None if found is None else wish_term(prob, found[1])
    return None


def is_concrete(term: Any) -> bool:
    return z3.is_true(term) or z3.is_false(term)
