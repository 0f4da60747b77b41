"""Lowering: one output's element formula as a list of statements, for any back end.

Every subexpression that depends on the data becomes a statement that assigns a numbered
temporary (``v0``, ``v1``, ...), equal subexpressions once. Index arithmetic and scalars
stay inline in the expressions that use them, so a back end sees a read's index as one
expression it can analyse (a NumPy view, a C offset). Four statements:

- `Load`: ``target = tensor[indices]``;
- `Compute`: ``target = expr``, one node of the semantics table over temporaries;
- `Choose`: a select whose condition varies per element: each branch is its own block,
  evaluated only where it is chosen (the spec's semantics: an untaken branch may divide
  by zero or read out of bounds);
- `Reduce`: a sum or max of a block over a box of bound variables.

`check` marks the results that may leave int32 although every operand is within it (a
sum, a product, a left shift, an absolute value...): the spec makes such a value an error,
so back ends test exactly these and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

import sympy as sp

from ..core.ir import FlatRead, Read, Reduction, ReduceSum
from ..core.semantics import Checked, Select, meaning_of

@dataclass(frozen=True)
class Load:
    target: sp.Symbol
    tensor: str
    indices: tuple[sp.Expr, ...]
    flat: bool = False  # indices is one row-major offset


@dataclass(frozen=True)
class Compute:
    target: sp.Symbol
    expr: sp.Expr
    check: bool
    source: sp.Expr | None = None  # the formula's own subexpression, for error messages


@dataclass(frozen=True)
class Choose:
    target: sp.Symbol
    condition: sp.Expr
    then: "Block"
    otherwise: "Block"


@dataclass(frozen=True)
class Reduce:
    target: sp.Symbol
    kind: str  # "sum" or "max"
    limits: tuple[tuple[sp.Symbol, sp.Expr, sp.Expr], ...]
    body: "Block"
    check: bool
    source: sp.Expr | None = None


Statement = Union[Load, Compute, Choose, Reduce]


@dataclass(frozen=True)
class Block:
    statements: tuple[Statement, ...]
    value: sp.Expr  # a temporary, or an expression without data


def depends_on_data(expr: sp.Basic) -> bool:
    return expr.has(Read, FlatRead, Reduction)


def temporaries(expr: sp.Basic) -> set[sp.Symbol]:
    """The temporaries (v0, v1, ...) that `expr` uses: values computed from the data."""
    return {s for s in expr.free_symbols if s.name.startswith("v") and s.name[1:].isdigit()}


def lower(value: sp.Expr) -> Block:
    """The statements that compute `value`, and what the result is."""
    return _Lowering().block(value)


@dataclass
class _Lowering:
    count: int = 0
    statements: list[Statement] = field(default_factory=list)
    memo: dict[sp.Expr, sp.Symbol] = field(default_factory=dict)

    def block(self, value: sp.Expr) -> Block:
        result = self.expr(value)
        return Block(tuple(self.statements), result)

    def nested(self, value: sp.Expr) -> Block:
        """A block of its own, sharing the numbering but not the temporaries: what a branch
        computes exists only where the branch is taken."""
        inner = _Lowering(self.count, [], dict(self.memo))
        block = inner.block(value)
        self.count = inner.count
        return block

    def fresh(self) -> sp.Symbol:
        self.count += 1
        return sp.Symbol(f"v{self.count - 1}", integer=True)

    def emit(self, make) -> sp.Symbol:
        target = self.fresh()
        self.statements.append(make(target))
        return target

    def expr(self, expr: sp.Expr) -> sp.Expr:
        """`expr` with its data-dependent parts computed by statements."""
        if not depends_on_data(expr):
            return expr
        if expr in self.memo:
            return self.memo[expr]
        result = self._lower(expr)
        self.memo[expr] = result
        return result

    def _lower(self, expr: sp.Expr) -> sp.Symbol:
        if isinstance(expr, Read):
            indices = tuple(self.expr(i) for i in expr.indices)
            return self.emit(lambda t: Load(t, expr.tensor, indices))
        if isinstance(expr, FlatRead):
            offset = self.expr(expr.offset)
            return self.emit(lambda t: Load(t, expr.tensor, (offset,), flat=True))
        if isinstance(expr, Select):
            condition = self._condition(expr.args[0])
            then, otherwise = self.nested(expr.args[1]), self.nested(expr.args[2])
            return self.emit(lambda t: Choose(t, condition, then, otherwise))
        if isinstance(expr, Reduction):
            body = self.nested(expr.body)
            kind = expr.kind
            return self.emit(lambda t: Reduce(t, kind, tuple(expr.limits), body,
                                              isinstance(expr, ReduceSum), expr))
        if isinstance(expr, sp.Add):
            # a - b is Add(a, Mul(-1, b)): keep it one subtraction, so that -b (which may
            # not fit in int32 although a - b does) is not an intermediate
            args = []
            for arg in expr.args:
                coefficient, rest = arg.as_coeff_Mul()
                args.append(-self.expr(rest) if coefficient == -1 else self.expr(arg))
            return self.emit(lambda t: Compute(t, sp.Add(*args, evaluate=False), True, expr))
        if isinstance(expr, sp.Mul):
            args = [self.expr(a) for a in expr.args]
            return self.emit(lambda t: Compute(t, sp.Mul(*args, evaluate=False), True, expr))
        if isinstance(expr, sp.Pow):
            base = self.expr(expr.base)
            return self.emit(lambda t: Compute(t, sp.Pow(base, expr.exp, evaluate=False), True,
                                               expr))
        if meaning_of(expr) is None:
            raise TypeError(f"{expr} ({type(expr).__name__}) is not an exact integer expression")
        if isinstance(expr, Checked):
            return self.expr(expr.args[0])  # a node's result: its own steps are checked
        args = [self.expr(a) for a in expr.args]
        node = expr.func(*args, evaluate=False) if args != list(expr.args) else expr
        check = meaning_of(expr).leaves_int32 and not _safe_division(expr)
        return self.emit(lambda t: Compute(t, node, check, expr))

    def _condition(self, condition: sp.Basic) -> sp.Basic:
        """A condition over data: its operands lowered, the relation kept inline."""
        if isinstance(condition, (sp.And, sp.Or, sp.Not)):
            return condition.func(*[self._condition(a) for a in condition.args])
        if isinstance(condition, sp.core.relational.Relational):
            return condition.func(self.expr(condition.lhs), self.expr(condition.rhs),
                                  evaluate=False)
        return self.expr(condition)


def _safe_division(expr: sp.Expr) -> bool:
    """A division by a constant other than -1: its quotient is no larger than its dividend."""
    name = meaning_of(expr).name
    return name in ("floordiv", "truncdiv") and expr.args[1].is_Integer and expr.args[1] != -1
