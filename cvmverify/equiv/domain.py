"""The domain of a graph, for the equivalence engine: where each side rejects a call.

A call is in a graph's domain iff every node's preconditions hold and every element of
every node's result lies in int32, read by an output or not (docs/semantics.md, "The domain
of a graph"). A fused side states the second half as its *sinks*: its int32 outputs and its
checks (`fusion.fuse`), each an element formula over its own shape. The side accepts a call
iff ``ok(s, i)`` holds for every sink s and every index i within its shape, where ``ok`` is
the lifter's definedness of the element (`lift.Lifter`).

That is a universal statement, and the engine proves ``accepts(a) => accepts(b)`` by
refuting, for each sink t of b, an index j with ``not ok(t, j)`` while a accepts. The
universal ``accepts(a)`` is weakened to finitely many of its instances: ``in_bounds(c) =>
ok(s, c)`` for index vectors c chosen by `candidates`. Any instance of a universal follows
from it, so whatever the choice, an `unsat` is a proof; a poor choice only leaves a model
that the replay then does not confirm (`unknown`, never `equivalent`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import sympy as sp

from ..core.facts import INT32
from ..core.fusion import unravel
from ..core.ir import FlatRead, Instance, Read, Reduction, bound_variables, substitute
from ..core.semantics import Select

MAX_CANDIDATES = 12  # instances of one sink per query


@dataclass(frozen=True)
class Sink:
    """A formula whose every element must be defined for the side to accept: an output
    (`output` True) or a check."""

    name: str
    shape: tuple[sp.Expr, ...]
    index: tuple[sp.Symbol, ...]
    value: sp.Expr
    output: bool

    def at(self, indices: tuple[sp.Expr, ...]) -> sp.Expr:
        return substitute(self.value, dict(zip(self.index, indices)))


def sinks(instance: Instance) -> list[Sink]:
    """The outputs that are computed (int32) and the checks of a fused instance."""
    found = [Sink(o.name, tuple(o.shape), tuple(o.index), o.value, True)
             for o in instance.outputs if o.dtype == INT32 and o.value is not None]
    found += [Sink(c.name, tuple(c.shape), tuple(c.index), c.value, False)
              for c in instance.checks]
    return found


def candidates(sink: Sink, witness: Sink) -> list[tuple[sp.Expr, ...]]:
    """Index vectors of `sink` at which to instantiate its universal, given an element of
    `witness` (over `witness.index`) that is to be shown defined: its first element (a
    sink of one element, say), the same index where the ranks agree, and for each input
    element both read, the index of `sink` that reads it (solved axis by axis where the
    read's index is an index symbol plus an offset, 0 on axes no read decides)."""
    found: list[tuple[sp.Expr, ...]] = [tuple(sp.Integer(0) for _ in sink.index)]
    if len(sink.index) == len(witness.index):
        found.append(tuple(witness.index))
    theirs = list(_reads(witness.value))
    # a read inside a reduction indexes by its bound variables too (a convolution's
    # x[n, c, k + i, l + j]): solved with them at 0, its axes give the element's own
    # index (i, j), not one that names another reduction's variables
    bound = {v: sp.Integer(0) for expr in (sink.value, witness.value)
             for v in bound_variables(expr)}
    # each pair of reads decides some axes; where two pairs decide different axes (x[i, k]
    # and w[j, k] of a dense whose witness reads them transposed), their union is the
    # element that reads both: tried first
    merged: dict[sp.Symbol, sp.Expr] = {}
    partial = []
    for mine in _reads(sink.value):
        for other in theirs:
            solved = _solve(mine, other, sink, bound)
            if isinstance(solved, dict):
                partial.append(solved)
                if all(merged.get(k, v) == v for k, v in solved.items()):
                    merged.update(solved)
    if len(merged) > 1 and len(partial) > 1:
        found.append(tuple(merged.get(i, sp.Integer(0)) for i in sink.index))
    # where pairs disagree on an axis only in how they write it (a broadcast operand's
    # select on its own dim, which the shapes make equal), each axis from the first pair
    # that decides it, and from the last
    # an axis read together with a reduction's variable (a convolution's x[.., k + i, ..])
    # may be the variable's rather than the element's: with each such axis at 0 too, and
    # all of them (a window that spans the whole axis has one output position); only for
    # a witness free of reductions (a product held as a node), as two reductions are
    # related by their pairing, which more candidates only slow
    windowed = set() if any(isinstance(node, Reduction) for node in
                            sp.preorder_traversal(witness.value)) else \
        {v for mine in _reads(sink.value) for f in mine.args[1:]
         if sp.sympify(f).free_symbols & set(bound)
         for v in sp.sympify(f).free_symbols & set(sink.index)}
    for order in (partial, partial[::-1]):
        filled: dict[sp.Symbol, sp.Expr] = {}
        for solved in order:
            for k, v in solved.items():
                filled.setdefault(k, v)
        for zeroed in [(), *[(v,) for v in sorted(windowed, key=str)],
                       *([tuple(windowed)] if len(windowed) > 1 else [])]:
            candidate = tuple(sp.Integer(0) if i in zeroed else filled.get(i, sp.Integer(0))
                              for i in sink.index)
            if len(filled) > 1 and len(partial) > 1 and candidate not in found:
                found.append(candidate)
    for mine in _reads(sink.value):
        for other in theirs:
            solved = _solve(mine, other, sink, bound)
            candidate = tuple(solved.get(i, sp.Integer(0)) for i in sink.index) \
                if isinstance(solved, dict) else solved
            if candidate is not None and candidate not in found:
                found.append(candidate)
            if len(found) >= MAX_CANDIDATES:
                return found
    return found


def body_points(element: sp.Expr, witness: Sink) -> list[tuple[Reduction, tuple[sp.Expr, ...]]]:
    """Points of the reductions in `element` at which to instantiate the universal their
    definedness states (every point of the body is defined), given an element of
    `witness` to be shown defined: where the body reads what the witness reads (a
    product a dense sums, which a graph holds as a node of its own). Pairs (reduction,
    a value for each of its variables); any point is sound, the caller guarding it by
    the reduction's ranges. None where the witness holds a reduction itself: then the
    pairing of reductions is what relates the two, and instances only burden it."""
    found: list = []
    if any(isinstance(node, Reduction) for node in sp.preorder_traversal(witness.value)):
        return found
    for node in sp.preorder_traversal(element):
        if not isinstance(node, Reduction):
            continue
        variables = tuple(v for v, _, _ in node.limits)
        body = Sink("body", tuple(hi - lo for _, lo, hi in node.limits), variables,
                    node.body, False)
        for point in candidates(body, witness)[1:]:  # not the body's first point
            if any(v in p.free_symbols for p in point for v in variables):
                continue
            found.append((node, point))
    return found


def _reads(expr: sp.Basic) -> Iterator[sp.Basic]:
    for node in sp.preorder_traversal(expr):
        if isinstance(node, (Read, FlatRead)):
            yield node


def _solve(mine: sp.Basic, other: sp.Basic, sink: Sink,
           bound: dict | None = None) -> tuple[sp.Expr, ...] | dict[sp.Symbol, sp.Expr] | None:
    """The index of `sink` at which read `mine` reads the element `other` reads (a flat
    read), the values of the axes it decides (a read by index), or None."""
    if mine.args[0] != other.args[0] or type(mine) is not type(other):
        return None
    if isinstance(mine, FlatRead):
        return unravel(other.args[1], sink.shape) if _is_ravel(mine.args[1], sink) else None
    if len(mine.args) != len(other.args):
        return None
    solved: dict[sp.Symbol, sp.Expr] = {}
    for f, e in zip(mine.args[1:], other.args[1:]):
        f = _chosen_axis(f)
        if bound:
            f, e = sp.sympify(f).xreplace(bound), sp.sympify(e).xreplace(bound)
        variables = [s for s in f.free_symbols if s in sink.index]
        if len(variables) != 1:
            continue
        variable = variables[0]
        # the index symbol plus an offset, or minus one (a reversal: n - 1 - i)
        f = sp.expand(f)
        coefficient = f.coeff(variable)
        offset = sp.expand(f - coefficient * variable)
        if coefficient not in (1, -1) or offset.free_symbols & set(sink.index) or \
                variable in solved:
            continue
        solved[variable] = (e - offset) * coefficient
    return solved or None


def _chosen_axis(index: sp.Expr) -> sp.Expr:
    """A broadcast read's index, ``select(n == 1, 0, i)``: the branch with the index
    symbol (the other reads one element, which the index symbol's branch reads too); so
    within a sum too, as a concatenation's second operand reads a broadcast one at
    ``select(n == 1, 0, i) - m``. Where both branches have symbols (a symbolic axis), the
    first: a candidate is a guess either way, and any guess is sound."""
    if isinstance(index, Select):
        first, second = (_chosen_axis(a) for a in index.args[1:])
        return first if first.free_symbols or not second.free_symbols else second
    if isinstance(index, (sp.Add, sp.Mul)):
        return index.func(*[_chosen_axis(a) for a in index.args])
    return index


def _is_ravel(offset: sp.Expr, sink: Sink) -> bool:
    """Whether a flat read's offset depends on the sink's index (as a row-major offset
    of it does); the candidate is a guess that the instance's guard keeps sound."""
    return bool(offset.free_symbols & set(sink.index)) and not offset.has(Reduction)
