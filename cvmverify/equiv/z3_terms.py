"""Element formulas as z3 terms with the evaluator's int32 rule: a value and whether it is
defined.

The reference evaluator computes every arithmetic step that depends on the data exactly
and rejects the call (a LogicError) when one leaves int32. `Lifter.lift` mirrors that: for
an expression it gives ``(value, ok)``, the exact value and the condition under which no
step on the path to it (the chosen branch of each select) leaves int32. Two graphs agree on
an output element when both reject it or both accept it with the same value.

- Reads of an input are uninterpreted functions, constrained to the input's value range
  (its dtype, or a range an identity assumes). A tensor read both by index and in
  row-major order (a reshape on one side) is read in row-major order everywhere: the
  offset of ``x[i, j]`` is ``i * n1 + j``, the same element for an in-bounds read (the
  prover shows every read of every op in bounds).
- A reduction whose extents are small integers is unrolled. Otherwise it is abstracted: its
  value is an uninterpreted function of its free symbols, named by its canonical form
  (bound variables renamed, nested sums of one kind flattened), so the same reduction on
  both sides is the same term; whether its body stays in int32 for every point of its
  domain is proven once and becomes `True`, or stays an unknown condition; and when the
  body's values are bounded, the reduction's value is bounded by the extent times them.
  What holds of it for every extent (a split at a concatenation's boundary, its flat
  form, linearity) is added as facts (`lemmas`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod
import itertools
from typing import Any, Callable, Iterator

import sympy as sp
import z3

from ..core.encode import Encoder
from ..core.ir import FlatRead, Read, Reduction, bound_variables, reads
from ..core.semantics import INT32_MAX, INT32_MIN, Checked, Select, row_of
from . import lemmas
from .lemmas import drop_unit_limits, flattened

UNROLL_LIMIT = 64  # reductions over at most this many points are unrolled



def in_int32(term: Any) -> Any:
    return z3.And(INT32_MIN <= term, term <= INT32_MAX)


@dataclass
class ReadSite:
    """A read the lifter made: which tensor, the z3 index terms, the z3 value term."""

    tensor: str
    flat: bool
    indices: tuple
    value: Any


@dataclass
class AbstractReduction:
    """A reduction kept symbolic: its terms, and the sympy form a lemma needs."""

    kind: str
    body: sp.Expr
    limits: tuple
    value: Any
    body_ok: Any
    # conditions under which a select hoisted out of a reduction picks this one (`lemmas.
    # hoisted`); empty where it was lifted for itself. What is proven of it under them
    # holds where they do, and is stated so.
    guards: list = field(default_factory=list)
    # every point of its body is defined and has one value (a product with a zero
    # tensor): its facts already fix its value, and pairing it adds nothing
    fixed: bool = False

    def guard(self) -> Any:
        return z3.Or(self.guards) if self.guards else z3.BoolVal(True)


@dataclass
class Lifter:
    """Lifts the formulas of one comparison (both sides share symbols and read functions).

    `value_ranges` gives each graph input's value range, `shapes` its dims (for row-major
    offsets), `flat` the inputs read in row-major order; lifters of one comparison share
    an `encoder` and the `names` of reductions, so equal terms are equal. `body_always_ok` decides whether a
    reduction body is defined for every point of its domain (a query the caller runs under
    its assumptions); `facts` collects what every query must assume about the terms made.
    """

    value_ranges: dict[str, tuple[int, int]]
    shapes: dict[str, tuple[sp.Expr, ...]]
    flat: set[str]
    body_always_ok: Callable[[Any, list], bool] = lambda ok, context: False
    # whether a condition on a reduction's bound variables holds at every point of a
    # domain (`lemmas._parts`): asked under the comparison's shapes alone, not the values
    # the other terms are known to take, which such a condition does not read
    always_holds: Callable[[Any, list], bool] = lambda condition, domain: False
    encoder: Encoder = field(default_factory=lambda: Encoder("equiv"))
    facts: list = field(default_factory=list)
    reads: list[ReadSite] = field(default_factory=list)
    reductions: list[AbstractReduction] = field(default_factory=list)
    names: dict = field(default_factory=dict)  # canonical reduction -> its number
    # constant inputs: every element is the value of this parameter (``values = "c"``)
    fills: dict[str, str] = field(default_factory=dict)
    _memo: dict = field(default_factory=dict)
    _reduced: dict = field(default_factory=dict)  # reduction -> (value, body defined)
    _data: dict = field(default_factory=dict)  # expression -> whether it reads an input

    # -- terms ---------------------------------------------------------------------------------

    def symbol(self, name: str) -> Any:
        return self.encoder.symbol(name)

    def term(self, expr: Any) -> Any:
        """The value of an expression that must not fail (a shape, a precondition)."""
        return self.lift(expr)[0]

    def lift(self, expr: Any) -> tuple[Any, Any]:
        """(value, ok) of a sympy expression: ok is when no data-dependent step leaves int32."""
        if isinstance(expr, bool):
            return z3.BoolVal(expr), z3.BoolVal(True)
        if isinstance(expr, int):
            return z3.IntVal(expr), z3.BoolVal(True)
        found = self._memo.get(expr)
        if found is None:
            found = self._memo[expr] = self._lift(expr)
        return found

    def _lift(self, expr: sp.Basic) -> tuple[Any, Any]:
        true = z3.BoolVal(True)
        if expr is sp.true or expr is sp.false:
            return z3.BoolVal(bool(expr)), true
        if isinstance(expr, sp.Integer):
            return z3.IntVal(int(expr)), true
        if isinstance(expr, sp.Symbol):
            return self.symbol(expr.name), true
        if isinstance(expr, Select):
            (c, ok_c), (a, ok_a), (b, ok_b) = (self.lift(x) for x in expr.args)
            return z3.If(c, a, b), z3.And(ok_c, z3.If(c, ok_a, ok_b))
        if isinstance(expr, Read):
            return self._read(expr.tensor, [self.lift(i) for i in expr.indices])
        if isinstance(expr, FlatRead):
            return self._read(expr.tensor, [self.lift(expr.offset)], flat=True)
        if isinstance(expr, Reduction):
            return self._reduction(expr)
        if isinstance(expr, sp.Add):
            # as the evaluator does: a - b subtracts b, it does not check -b on its own
            total, oks = z3.IntVal(0), []
            for arg in expr.args:
                coeff, rest = arg.as_coeff_Mul()
                value, ok = self.lift(rest) if coeff == -1 else self.lift(arg)
                total = total - value if coeff == -1 else total + value
                oks.append(ok)
            return self._checked(expr, total, z3.And(oks))
        node = row_of(expr)
        if node is not None:
            meaning, args = node
            lifted = [self.lift(a) for a in args]
            value = meaning.z3(*[v for v, _ in lifted])
            ok = z3.And([ok for _, ok in lifted])
            # an integer step is checked against int32; a truth value is not an integer
            return self._checked(expr, value, ok) if meaning.kind in ("arithmetic", "function") \
                else (value, ok)
        raise TypeError(f"{expr} ({type(expr).__name__}) has no exact integer meaning")

    def _checked(self, expr: sp.Basic, value: Any, ok: Any) -> tuple[Any, Any]:
        """The evaluator checks a step against int32 when it depends on the data."""
        if self._reads_data(expr):
            return value, z3.And(ok, in_int32(value))
        return value, ok

    def _reads_data(self, expr: sp.Basic) -> bool:
        found = self._data.get(expr)
        if found is None:
            found = self._data[expr] = isinstance(expr, (Read, FlatRead)) or any(
                self._reads_data(a) for a in expr.args if isinstance(a, sp.Basic))
        return found

    # -- reads ---------------------------------------------------------------------------------

    def _read(self, tensor: str, indices: list[tuple[Any, Any]], flat: bool = False):
        index = [v for v, _ in indices]
        ok = z3.And([o for _, o in indices])
        if tensor in self.fills:  # a constant tensor: every element is its parameter
            return self.symbol(self.fills[tensor]), ok
        if not flat and tensor in self.flat:
            dims = [self.term(d) for d in self.shapes[tensor]]
            offset = z3.IntVal(0)
            for i, n in zip(index, dims):
                offset = offset * n + i
            index, flat = [offset], True
        name = f"{tensor}.flat[]" if flat else f"{tensor}[]"
        value = self.encoder._apply(name, index)
        lo, hi = self.value_ranges[tensor]
        self.facts.append(z3.And(lo <= value, value <= hi))
        self.reads.append(ReadSite(tensor, flat, tuple(index), value))
        return value, ok

    # -- reductions ----------------------------------------------------------------------------

    def _reduction(self, expr: Reduction) -> tuple[Any, Any]:
        expr = drop_unit_limits(expr)
        if not isinstance(expr, Reduction):
            return self.lift(expr)
        return self._checked(expr, *self.reduced(expr))

    def reduced(self, expr: Reduction) -> tuple[Any, Any]:
        """A reduction's exact value, and whether its body is defined at every point of its
        domain; its own int32 check (on the whole result) is the caller's."""
        expr = drop_unit_limits(expr)
        if not isinstance(expr, Reduction):
            return self.lift(expr)
        found = self._reduced.get(expr)
        if found is None:
            found = self._reduced[expr] = self._reduce(expr)
        return found

    def _reduce(self, expr: Reduction) -> tuple[Any, Any]:
        extents = [hi - lo for _, lo, hi in expr.limits]
        if all(isinstance(e, sp.Integer) for e in extents) and \
                prod(int(e) for e in extents) <= UNROLL_LIMIT:
            return self._unrolled(expr)
        found = lemmas.hoisted(self, expr)
        if found is not None:
            return found
        canonical = canonical_form(expr)
        flat = canonical_form(flattened(expr))
        value = self.encoder._apply(f"{expr.kind}#{self._name(flat)}", self._free(expr))
        body_value, body_ok = self._body(expr)
        if self.body_always_ok(body_ok, self.domain(expr) + self.facts):
            body_all_ok = z3.BoolVal(True)
        else:
            body_all_ok = self.encoder._apply(f"ok#{self._name(canonical)}", self._free(expr))
            body_all_ok = body_all_ok == 1
        bounds = interval(expr.body, self.value_ranges)
        if bounds is not None:
            extent = z3.Product([self.term(e) for e in extents])
            lo, hi = bounds
            within = z3.And(extent * lo <= value, value <= extent * hi) if expr.kind == "sum" \
                else z3.And(lo <= value, value <= hi)
            self.facts.append(z3.Implies(body_all_ok, within))
        self.reductions.append(AbstractReduction(
            expr.kind, expr.body, expr.limits, value, body_all_ok,
            fixed=bounds is not None and bounds[0] == bounds[1] and z3.is_true(body_all_ok)))
        # what holds of it for every extent: splits, flat forms, linearity
        self.facts.extend(lemmas.instances(self, expr, value, body_all_ok))
        return value, body_all_ok

    def _body(self, expr: Reduction) -> tuple[Any, Any]:
        return self.lift(expr.body)

    def domain(self, expr: Reduction | AbstractReduction) -> list:
        """The reduction variables' ranges, as z3 facts."""
        return [z3.And(self.term(lo) <= self.symbol(v.name), self.symbol(v.name) < self.term(hi))
                for v, lo, hi in expr.limits]

    def matching_claims(self, a: AbstractReduction, b: AbstractReduction) -> Iterator[tuple]:
        """Claims that would make two abstract reductions equal, one per way of pairing
        their variables (all orders up to three variables, else in order): the same
        domain and, at every point of it, the same body value and definedness. Yields
        (domain, claim, consequence) as z3 formulas: `domain` (the same ranges) is part
        of `claim`, and where it fails so does the claim; a claim's bodies are lifted only
        when it is asked for, `claim` being a function of no arguments."""
        if a.kind != b.kind or len(a.limits) != len(b.limits) or a.value.eq(b.value):
            return
        # a reduction picked by a hoisted select need equal the other only where it is
        # picked: u[i - n] of concat(w, u)[i] is the other kernel's u[i'] at i' = i - n
        # only for i >= n (outside, its channel's group index differs)
        guard = z3.And(a.guard(), b.guard())
        count = len(a.limits)
        orders = itertools.permutations(range(count)) if count <= 3 else [tuple(range(count))]
        for order in orders:
            rename = {b.limits[j][0]: a.limits[i][0] for i, j in enumerate(order)}
            same = [z3.And(self.term(a.limits[i][1]) == self.term(sp.sympify(b.limits[j][1])
                                                                  .xreplace(rename)),
                           self.term(a.limits[i][2]) == self.term(sp.sympify(b.limits[j][2])
                                                                  .xreplace(rename)))
                    for i, j in enumerate(order)]
            def claim(same=same, rename=rename):
                value_a, ok_a = self.lift(a.body)
                value_b, ok_b = self.lift(b.body.xreplace(rename))
                return z3.Implies(guard, z3.And(*same, value_a == value_b, ok_a == ok_b))

            yield (z3.Implies(guard, z3.And(*same)), claim,
                   z3.Implies(guard, z3.And(a.value == b.value, a.body_ok == b.body_ok)))

    def _unrolled(self, expr: Reduction) -> tuple[Any, Any]:
        values, oks = [], []
        points = [range(int(lo), int(hi)) for _, lo, hi in expr.limits]
        variables = [v for v, _, _ in expr.limits]
        for point in itertools.product(*points):
            value, ok = self.lift(expr.body.xreplace(dict(zip(variables, map(sp.Integer, point)))))
            values.append(value)
            oks.append(ok)
        if not values:
            return z3.IntVal(0), z3.BoolVal(True)  # a sum over an empty domain
        if expr.kind == "sum":
            total = z3.Sum(values)
        else:
            total = values[0]
            for v in values[1:]:
                total = z3.If(v > total, v, total)
        return total, z3.And(oks)

    def _free(self, expr: Reduction) -> list:
        """The symbols a reduction's value depends on: not its bound variables (nor those
        of reductions inside it), not the names of the tensors it reads."""
        tensors = {read.args[0] for read in reads(expr)}
        return [self.symbol(s.name) for s in
                sorted(expr.free_symbols - bound_variables(expr) - tensors, key=str)]

    def _name(self, key: sp.Basic) -> int:
        return self.names.setdefault(key, len(self.names))


def canonical_form(expr: Reduction) -> sp.Basic:
    """`expr` with its bound variables renamed by position: equal reductions of two graphs
    (whose nodes name their variables apart) become one expression."""
    renamed: dict[sp.Symbol, sp.Symbol] = {}

    def walk(e: sp.Basic) -> sp.Basic:
        if isinstance(e, Reduction):
            for v, _, _ in e.limits:
                renamed.setdefault(v, sp.Symbol(f"_r{len(renamed)}", integer=True))
        if not e.args:
            return renamed.get(e, e)
        return e.func(*[walk(a) for a in e.args], evaluate=False) \
            if isinstance(e, (sp.Add, sp.Mul)) else e.func(*[walk(a) for a in e.args])

    return walk(expr)


# --- intervals ---------------------------------------------------------------------------------


def interval(expr: sp.Expr, value_ranges: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
    """Bounds of an element formula's value when every step of it is defined, or None (a
    symbol, a reduction): the table's interval of each step."""
    if isinstance(expr, sp.Integer):
        return int(expr), int(expr)
    if expr is sp.true or expr is sp.false:
        return (int(bool(expr)),) * 2
    if isinstance(expr, (Read, FlatRead)):
        return value_ranges[expr.tensor]
    node = row_of(expr)
    if node is None:
        return None
    meaning, args = node
    parts = [interval(a, value_ranges) for a in args]
    if isinstance(expr, Select) and parts[0] is None:
        parts[0] = (0, 1)  # either branch
    if any(p is None for p in parts):
        return None
    value = meaning.interval(*parts)
    # a node's result is defined only within int32 (the evaluator checks it)
    return _meet(value, (INT32_MIN, INT32_MAX)) if isinstance(expr, Checked) else value


def _meet(a, b):
    if a is None:
        return b
    return max(a[0], b[0]), min(a[1], b[1])

