"""Facts about a reduction that hold for every extent, for the prover to use where the
reduction stays abstract (`Lifter.reduced`).

A reduction stands for two things, kept apart as docs/semantics.md asks: its value, the
exact sum (or max) of its body's exact values, and whether every point of its body is
defined (its own int32 check is added by the caller, on the whole result only). Values
are exact integers, so a lemma may equate them freely. Definedness is where a rewrite
under checked int32 goes wrong (a partial sum that leaves int32, a product moved out of a
sum), so a lemma states it only as far as it is exact, and never says that a new
partial result lies in int32:

- **select hoisting** (a rewrite, exact in both): a select whose condition is free of
  the bound variables and of data picks the same branch at every point, so the
  reduction of it is the select of the two reductions;
- **split**: over a domain cut in two along one variable at a point where a select's
  condition changes, the value is the sum (the max) of the parts' values and every body
  point is defined iff it is in both parts; the second part is reindexed to start at 0,
  and in each part the selects its range decides are resolved;
- **flattening**: a reduction of a reduction of one kind over independent domains has
  the value of one reduction over both; its body being defined implies the flat body is
  (the inner result's own check is the difference: it is dropped, never added);
- **linearity** (sums): the sum of `f + g` is the sum of f plus that of g, the sum of
  `c * f` with c free of the bound variables is c times the sum of f; the body of the
  whole being defined implies each part's is, not the converse.

Bijective reindexing (a permutation of the variables, equal domains) is the pairing of
`Lifter.matching_claims`, which each flat form takes part in as well. Each fact is a z3
formula the caller adds to every query of the comparison; a decision a lemma needs (is a
condition true over a part) is a solver query under the comparison's context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import sympy as sp
import z3

from ..core.ir import FlatRead, Read, Reduction, bound_variables
from ..core.semantics import Checked, Select

if TYPE_CHECKING:
    from .z3_terms import Lifter

MAX_SPLITS = 4  # split points tried per reduction


def data_free(expr: sp.Basic) -> bool:
    """No read of an input, no reduction: a function of dims, parameters and indices."""
    return not any(isinstance(node, (Read, FlatRead, Reduction))
                   for node in sp.preorder_traversal(expr))


def _resolve(expr: sp.Basic, choose: Callable[[Select], int | None]) -> sp.Basic:
    """`expr` with each select that `choose` decides (1: its first branch, 2: its second)
    replaced by that branch."""
    if not expr.args:
        return expr
    args = [_resolve(a, choose) if isinstance(a, sp.Basic) else a for a in expr.args]
    rebuilt = rebuild(expr, args) if any(a is not b for a, b in zip(args, expr.args)) else expr
    if isinstance(rebuilt, Select):
        branch = choose(rebuilt)
        if branch is not None:
            return rebuilt.args[branch]
    return rebuilt


def rebuild(expr: sp.Basic, args: list) -> sp.Basic:
    """`expr` over new arguments. Where it reads data, an addition, a product or a select
    is not simplified: simplifying may drop a step (``a - a``), and with it a check."""
    if isinstance(expr, (sp.Add, sp.Mul, Select)) and not data_free(expr):
        return expr.func(*args, evaluate=False)
    return expr.func(*args)


def substituted(expr: sp.Basic, mapping: dict) -> sp.Basic:
    """`expr` with symbols replaced, rebuilt as `rebuild` does."""
    if not expr.args:
        return mapping.get(expr, expr)
    args = [substituted(a, mapping) if isinstance(a, sp.Basic) else a for a in expr.args]
    return rebuild(expr, args) if any(a is not b for a, b in zip(args, expr.args)) else expr


def _keeps_checks(select: Select, branch: int, reads_data: Callable) -> bool:
    """Replacing a select by a branch keeps every enclosing step's int32 check where the
    branch reads data exactly when the select does (a step is checked iff it reads data)."""
    return reads_data(select.args[branch]) == reads_data(select)


# -- select hoisting ------------------------------------------------------------------------


def hoisted(lifter: Lifter, expr: Reduction) -> tuple[Any, Any] | None:
    """(value, body defined everywhere) of `expr` as a select of two reductions, where its
    body holds a select on a condition free of bound variables and of data; else None."""
    bound = bound_variables(expr)
    for node in sp.preorder_traversal(expr.body):
        if not isinstance(node, Select):
            continue
        condition, a, b = node.args
        # a choice between two data values (a concatenation's operands), not an index's
        # (a broadcast's 0 or i): resolving an index select forgets what the context
        # knows of the index (i is 0 where the dim is 1), and with it equal reductions
        if condition.free_symbols & bound or not data_free(condition) or \
                not (lifter._reads_data(a) and lifter._reads_data(b)):
            continue
        branches = []
        c = lifter.term(condition)
        for branch, picked in ((1, c), (2, z3.Not(c))):
            body = _resolve(expr.body, lambda s, branch=branch: branch if s.args[0] == condition
                            and lifter._reads_data(s.args[1]) and lifter._reads_data(s.args[2])
                            else None)
            branches.append(lifter.reduced(type(expr)(body, *expr.args[1:])))
            for reduction in lifter.reductions:  # the branch's own abstraction, if one
                if reduction.value.eq(branches[-1][0]):
                    reduction.guards.append(picked)
        (value_a, ok_a), (value_b, ok_b) = branches
        return z3.If(c, value_a, value_b), z3.If(c, ok_a, ok_b)
    return None


# -- the lemmas of one abstract reduction ------------------------------------------------------


def instances(lifter: Lifter, expr: Reduction, value: Any, all_ok: Any) -> list:
    """Facts about the abstract reduction `expr` (value and definedness of its body as
    the lifter made them), each true for every extent."""
    return flattening(lifter, expr, value, all_ok) + splits(lifter, expr, value, all_ok) + \
        linearity(lifter, expr, value, all_ok)


def flattening(lifter: Lifter, expr: Reduction, value: Any, all_ok: Any) -> list:
    flat = flattened(expr)
    if flat == expr:
        return []
    flat_value, flat_ok = lifter.reduced(flat)
    # the nested body also checks each inner result: defined there implies defined flat
    return [value == flat_value, z3.Implies(all_ok, flat_ok)]


def splits(lifter: Lifter, expr: Reduction, value: Any, all_ok: Any) -> list:
    facts, tried = [], 0
    for position, (var, lo, hi) in enumerate(expr.limits):
        for point in _boundaries(lifter, expr, var):
            if tried == MAX_SPLITS:
                return facts
            tried += 1
            parts = _parts(lifter, expr, position, point)
            if parts is None:
                continue
            (value_1, ok_1), (value_2, ok_2) = (lifter.reduced(p) for p in parts)
            whole = value_1 + value_2 if expr.kind == "sum" else \
                z3.If(value_1 >= value_2, value_1, value_2)
            s, low, high = lifter.term(point), lifter.term(lo), lifter.term(hi)
            # both parts non-empty: a max over an empty part has no value
            facts.append(z3.Implies(z3.And(low < s, s < high),
                                    z3.And(value == whole, all_ok == z3.And(ok_1, ok_2))))
            # one cut is enough: a part cuts itself again where a select is left in it,
            # and every other cut adds reductions for the prover to pair
            return facts
    return facts


def _boundaries(lifter: Lifter, expr: Reduction, var: sp.Symbol) -> list[sp.Expr]:
    """Points where a select's condition on `var` alone (of the bound variables) may change
    value: k < e, k <= e, e < k, ... with k's coefficient 1 or -1."""
    others = bound_variables(expr) - {var}
    found: list[sp.Expr] = []
    for node in sp.preorder_traversal(expr.body):
        if not isinstance(node, Select):
            continue
        for condition in _atoms(node, lifter):
            if var not in condition.free_symbols or condition.free_symbols & others or \
                    not data_free(condition):
                continue
            difference = sp.expand(condition.lhs - condition.rhs)
            coefficient = difference.coeff(var)
            rest = sp.expand(difference - coefficient * var)
            if coefficient not in (1, -1) or var in rest.free_symbols:
                continue
            root = -rest / coefficient
            for point in (root, root + 1):
                if point not in found:
                    found.append(point)
    return found


def _atoms(select: Select, lifter: Lifter) -> list[sp.Basic]:
    """The inequalities a select's condition changes value at: the condition itself, or,
    where it chooses between two data values (a concatenation of three or more: the
    middle operand is `lo <= k & k < hi`), each inequality of a conjunction. A padded
    read's conjunction (data or 0) is left whole: its edges are the data's, not the
    operands', and cutting there multiplies the parts without pairing any."""
    condition = select.args[0]
    if isinstance(condition, sp.And) and lifter._reads_data(select.args[1]) and \
            lifter._reads_data(select.args[2]):
        atoms = list(condition.args)
    else:
        atoms = [condition]
    return [a for a in atoms if isinstance(a, sp.core.relational.Relational)
            and not isinstance(a, (sp.Eq, sp.Ne))]


def _parts(lifter: Lifter, expr: Reduction, position: int, point: sp.Expr):
    """The two parts of `expr` cut at `point` along its `position`th variable, the second
    reindexed to start at 0, each with the selects its range decides resolved; None unless
    both parts resolve one."""
    var, lo, hi = expr.limits[position]
    limits = [sp.Tuple(*lim) for lim in expr.limits]
    first = limits[:position] + [sp.Tuple(var, lo, point)] + limits[position + 1:]
    second = limits[:position] + [sp.Tuple(var, 0, hi - point)] + limits[position + 1:]
    parts = []
    for body, part_limits in ((expr.body, first),
                              (substituted(expr.body, {var: var + point}), second)):
        part = type(expr)(body, *part_limits)
        decided = [0]

        def choose(select: Select, part=part) -> int | None:
            condition = select.args[0]
            if var not in condition.free_symbols or not data_free(condition):
                return None
            term = lifter.term(condition)
            domain = lifter.domain(part)
            for branch, claim in ((1, term), (2, z3.Not(term))):
                if _keeps_checks(select, branch, lifter._reads_data) and \
                        lifter.always_holds(claim, domain):
                    decided[0] += 1
                    return branch
            return None

        resolved = _resolve(body, choose)
        if not decided[0]:
            return None
        parts.append(type(expr)(resolved, *part_limits))
    return parts


def linearity(lifter: Lifter, expr: Reduction, value: Any, all_ok: Any) -> list:
    if expr.kind != "sum":
        return []
    body = expr.body
    while isinstance(body, Checked):  # the check is the body's definedness, not its value
        body = body.args[0]
    bound = bound_variables(expr)
    limits = expr.args[1:]
    if isinstance(body, sp.Add):
        values, oks = [], []
        for arg in body.args:
            # as the lifter lifts a - b: b's own definedness, not that of -b
            coefficient, rest = arg.as_coeff_Mul()
            part_value, part_ok = lifter.reduced(type(expr)(rest if coefficient == -1 else arg,
                                                            *limits))
            values.append(-part_value if coefficient == -1 else part_value)
            oks.append(part_ok)
        return [value == z3.Sum(values), z3.Implies(all_ok, z3.And(oks))]
    if isinstance(body, sp.Mul):
        constant = [a for a in body.args if not a.free_symbols & bound]
        varying = [a for a in body.args if a.free_symbols & bound]
        if not constant or not varying:
            return []
        inner_value, inner_ok = lifter.reduced(type(expr)(sp.Mul(*varying), *limits))
        factor = z3.Product([lifter.lift(c)[0] for c in constant])
        return [value == factor * inner_value, z3.Implies(all_ok, inner_ok)]
    return []


# -- reduction forms (the lifter names an abstract reduction by its flat form too) --------

def drop_unit_limits(expr: Reduction) -> sp.Expr:
    """A variable whose range holds one point is that point."""
    keep, fixed = [], {}
    for v, lo, hi in expr.limits:
        if hi - lo == 1:
            fixed[v] = lo
        else:
            keep.append(sp.Tuple(v, lo, hi))
    if not fixed:
        return expr
    body = expr.body.xreplace(fixed)
    return type(expr)(body, *keep) if keep else body


def flattened(expr: Reduction) -> Reduction:
    """A reduction of a reduction of the same kind, whose limits do not depend on the outer
    variables, as one reduction over both domains (the same value)."""
    body, limits = expr.body, list(expr.limits)
    outer = {v for v, _, _ in limits}
    while isinstance(body, Checked):
        body = body.args[0]
    if isinstance(body, Reduction):
        body = drop_unit_limits(body)
    if type(body) is type(expr) and not any(
            (sp.sympify(lo).free_symbols | sp.sympify(hi).free_symbols) & outer
            for _, lo, hi in body.limits):
        inner = flattened(body)
        return type(expr)(inner.body, *[sp.Tuple(*lim) for lim in limits + list(inner.limits)])
    return expr
