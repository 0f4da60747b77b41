"""Element values as z3 terms, for inputs that lie within their precisions.

Each distinct read is a value of its own in ``[-m, m]``, with m the magnitude its tensor's
precision admits, named by its tensor and the order it is met in (``x#0``): reads are only
ever within their precision, whatever element they are, so where they read does not matter
to a bound. Reads of the same element stay one value. Named so, the obligations of every
structure of an elementwise op are one query, which the solver answers once.

A reduction is bounded by its symbolic extent E: a sum of E terms each in [-m, m] lies in
[-E*m, E*m], with m the body's magnitude when it follows from the magnitudes of the reads
(products, sums and selects of reads: dense, conv2d, sum); otherwise a sum lies between
E * body(lo) and E * body(hi) at two witness points of its domain, which the solver may
place anywhere. The first form keeps the query free of products of unknown values, which
z3 decides far faster. A maximum equals its body at one point and is at least its body
everywhere (one quantifier, needed when a pad value can be a term: max_pool2d's INT32_MIN
never wins).
"""

from __future__ import annotations

import itertools
from typing import Any

import sympy as sp
import z3

from ..core.encode import Encoder
from ..core.ir import FlatRead, Read, ReduceSum, Reduction
from ..core.semantics import INT32_MAX, INT32_MIN, TABLE, Select

_pow2 = TABLE["pow2"].z3
MAX_INSTANCES = 64  # boundary instances of one maximum's quantifier
# argument id -> (argument, 2^argument) in the context of `_POW2_CONTEXT`; the argument is
# kept so that z3 cannot give its id to another term
_POW2: dict[int, tuple[Any, Any]] = {}
_POW2_CONTEXT: list = [None]


def pow2(s) -> z3.ArithRef:
    """2^s of a z3 integer term, built once per term and z3 context: its 64-case chain
    takes longer to build than most precision queries take to solve, and every instance
    of an operator asks for the same few (its inputs' magnitudes)."""
    if _POW2_CONTEXT[0] is not s.ctx:  # a fresh z3 state (`fresh_solver_state`)
        _POW2.clear()
        _POW2_CONTEXT[0] = s.ctx
    found = _POW2.get(s.get_id())
    if found is None:
        found = _POW2[s.get_id()] = (s, _pow2(s))
    return found[1]


def magnitude(p) -> z3.ArithRef:
    """2^(p-1) - 1 of a z3 precision term."""
    return pow2(p - 1) - 1


def in_int32(term) -> z3.BoolRef:
    return z3.And(term >= INT32_MIN, term <= INT32_MAX)


class ValueEncoder(Encoder):
    """An instance's expressions with inputs inside their precisions (`magnitudes`, by
    tensor name). `facts` collects what the reductions met so far assume; `inner` the
    intermediates inside their bodies, each as (path condition, value, node); `reads` the
    element values read, by the read's text."""

    def __init__(self, op: str, magnitudes: dict[str, Any]):
        super().__init__(op)
        self.magnitudes = magnitudes
        self.facts: list = []
        self.inner: list[tuple[Any, Any, sp.Expr]] = []
        self.witnesses: list = []  # the reductions' witness points, for counterexamples
        self.reads: dict[str, z3.ArithRef] = {}
        self.extents: list = []  # the sums' extents, each a product of dims

    def _translate(self, expr: sp.Basic) -> Any:
        if isinstance(expr, (Read, FlatRead)):
            value = z3.Int(f"{expr.tensor}#{len(self.reads)}")
            bound = self.magnitudes[expr.tensor]
            self.facts.append(z3.And(-bound <= value, value <= bound))
            self.reads[str(expr)] = value
            return value
        if isinstance(expr, Reduction):
            return self._reduction(expr)
        term = super()._translate(expr)
        if isinstance(expr, sp.Mul) and len(expr.args) == 2:
            bound = self.magnitude_of(expr)
            if bound is not None:
                # |a * b| <= |a|max * |b|max: true, and what nonlinear arithmetic finds late
                self.facts.append(z3.And(-bound <= term, term <= bound))
        return term

    def _reduction(self, expr: Reduction) -> z3.ArithRef:
        k = len(self.witnesses)
        value = z3.Int(f"{expr.kind}#{k}")
        low, low_domain = self._at(expr, f"lo{k}")
        high, high_domain = self._at(expr, f"hi{k}")
        self.facts += low_domain + high_domain
        if isinstance(expr, ReduceSum):
            # one canonical product, equal to the same product in the precision rule
            extent = self.term(sp.Mul(*[hi for _, _, hi in expr.limits]))
            self.extents.append(extent)
            term_bound = self.magnitude_of(expr.body)
            lowest, highest = (extent * low, extent * high) if term_bound is None else \
                (-extent * term_bound, extent * term_bound)
            self.facts += [lowest <= value, value <= highest]
            # a partial sum lies between the same bounds as the whole
            self.inner += [(z3.BoolVal(True), lowest, expr), (z3.BoolVal(True), highest, expr)]
        else:
            anywhere, domain = self._at(expr, f"all{k}", record=False)
            points = [z3.Int(f"{v.name}@all{k}") for v, _, _ in expr.limits]
            self.facts += [value == high,
                           z3.ForAll(points, z3.Implies(z3.And(domain), value >= anywhere))]
            self.facts += self._instances_at_boundaries(expr, value)
        body = expr.body.xreplace({v: sp.Symbol(f"{v.name}@hi{k}", integer=True)
                                   for v, _, _ in expr.limits})
        self.inner += intermediates(body, self)
        return value

    def _instances_at_boundaries(self, expr: Reduction, value) -> list:
        """The maximum's quantifier, instantiated where its body's selects change arm:
        each variable at its first value and where a condition on it becomes tight (a
        window's first row inside the image, ``start + r == 0``). z3 does not guess
        these points (they depend on the output index), and the lower bound of a padded
        maximum needs one: some point of each window lies inside the image."""
        atoms = [atom for node in sp.preorder_traversal(expr.body) if isinstance(node, Select)
                 for atom in sp.preorder_traversal(node.args[0])
                 if isinstance(atom, sp.core.relational.Relational)]
        candidates = []
        for v, lo, hi in expr.limits:
            found = {sp.sympify(lo)}
            for atom in atoms:
                if v not in atom.free_symbols:
                    continue
                shift = {sp.StrictLessThan: -1, sp.StrictGreaterThan: 1}.get(type(atom), 0)
                solved = sp.solve(sp.Eq(atom.lhs, atom.rhs + shift), v)
                found |= {x for x in solved if x.is_integer is not False and x.is_finite}
            candidates.append(sorted(found, key=sp.default_sort_key))
        facts = []
        for point in itertools.product(*candidates):
            if len(facts) >= MAX_INSTANCES:
                break
            at = dict(zip([v for v, _, _ in expr.limits], point))
            domain = [z3.And(self.term(x) >= self.term(lo), self.term(x) < self.term(hi))
                      for x, (_, lo, hi) in zip(point, expr.limits)]
            facts.append(z3.Implies(z3.And(domain), value >= self.term(expr.body.xreplace(at))))
        return facts

    def magnitude_of(self, expr: sp.Expr) -> z3.ArithRef | None:
        """A bound on |expr| from the magnitudes of its reads, or None where it has none."""
        if isinstance(expr, (Read, FlatRead)):
            return self.magnitudes[expr.tensor]
        if isinstance(expr, sp.Integer):
            return z3.IntVal(abs(int(expr)))
        if isinstance(expr, Select):
            branches = [self.magnitude_of(a) for a in expr.args[1:]]
            if None not in branches:
                return z3.If(branches[0] > branches[1], branches[0], branches[1])
        if isinstance(expr, (sp.Mul, sp.Add)):
            parts = [self.magnitude_of(a) for a in expr.args]
            if None not in parts:
                return z3.Product(parts) if isinstance(expr, sp.Mul) else z3.Sum(parts)
        return None

    def _at(self, expr: Reduction, tag: str, record: bool = True):
        """The body's value at a witness point named by `tag`, and the point's domain."""
        points = {v: sp.Symbol(f"{v.name}@{tag}", integer=True) for v, _, _ in expr.limits}
        domain = [z3.And(self.term(points[v]) >= 0, self.term(points[v]) < self.term(hi))
                  for v, _, hi in expr.limits]
        if record:
            self.witnesses += [self.term(p) for p in points.values()]
        return self.term(expr.body.xreplace(points)), domain


def intermediates(expr: sp.Expr, enc: ValueEncoder,
                  path: Any = None) -> list[tuple[Any, Any, sp.Expr]]:
    """Every value the formula computes on the way to `expr`, as (path condition, z3
    value, sympy node): arithmetic on element values, where the selects on its path choose
    it. Index arithmetic (no element value in it) and the reads themselves (within their
    precisions, so within int32) are not intermediates."""
    path = z3.BoolVal(True) if path is None else path
    found: list[tuple[Any, Any, sp.Expr]] = []
    if isinstance(expr, Select):
        condition = enc.term(expr.args[0])
        found += intermediates(expr.args[0], enc, path)
        found += intermediates(expr.args[1], enc, z3.And(path, condition))
        found += intermediates(expr.args[2], enc, z3.And(path, z3.Not(condition)))
        return found
    if isinstance(expr, Reduction):
        enc.term(expr)  # its bodies' intermediates are collected as it is encoded
        return [(path, enc.term(expr), expr)]
    for arg in expr.args:
        if isinstance(arg, sp.Basic) and not isinstance(arg, (sp.Symbol, sp.Tuple)):
            found += intermediates(arg, enc, path)
    if isinstance(expr, (Read, FlatRead)) or isinstance(expr, sp.logic.boolalg.Boolean) or \
            not expr.has(Read, FlatRead, Reduction):
        return found
    return found + [(path, enc.term(expr), expr)]
