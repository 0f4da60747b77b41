"""Spec expressions as z3 terms, from the same semantics table the evaluator uses.

Integers are z3 `Int`s, exact and unbounded. The table's z3 meanings encode floor and
truncating division and both modulos on purpose (z3's own `Int` division is Euclidean).
A read of an input is an uninterpreted function of its indices: shape obligations never
depend on element values, only on where they are read. A reduction's value is likewise an
uninterpreted term of the output index; its index domain matters only to the reads inside
it, which the obligations visit with the reduction variables in scope.
"""

from __future__ import annotations

from typing import Any

import sympy as sp
import z3

from .errors import SpecError
from .ir import FlatRead, Read, Reduction
from .semantics import row_of


class Encoder:
    """Translates sympy expressions of one instance to z3, sharing symbols and functions."""

    def __init__(self, op: str):
        self.op = op
        self.symbols: dict[str, z3.ArithRef] = {}
        self.functions: dict[tuple[str, int], z3.FuncDeclRef] = {}
        self._cache: dict[sp.Basic, Any] = {}

    def symbol(self, name: str) -> z3.ArithRef:
        if name not in self.symbols:
            self.symbols[name] = z3.Int(name)
        return self.symbols[name]

    def term(self, expr: Any) -> Any:
        """The z3 term (Int or Bool) of a sympy expression or Python value."""
        if isinstance(expr, bool):
            return z3.BoolVal(expr)
        if isinstance(expr, int):
            return z3.IntVal(expr)
        cached = self._cache.get(expr)
        if cached is None:
            cached = self._cache[expr] = self._translate(expr)
        return cached

    def _translate(self, expr: sp.Basic) -> Any:
        if expr is sp.true:
            return z3.BoolVal(True)
        if expr is sp.false:
            return z3.BoolVal(False)
        if isinstance(expr, sp.Integer):
            return z3.IntVal(int(expr))
        if isinstance(expr, sp.Symbol):
            return self.symbol(expr.name)
        if isinstance(expr, Read):
            return self._apply(f"{expr.tensor}[]", [self.term(i) for i in expr.indices])
        if isinstance(expr, FlatRead):
            return self._apply(f"{expr.tensor}.flat[]", [self.term(expr.offset)])
        if isinstance(expr, Reduction):
            free = sorted((s for s in expr.free_symbols
                           if s not in {lim[0] for lim in expr.limits}), key=str)
            return self._apply(f"{expr.kind}#{id(expr)}", [self.term(s) for s in free])
        node = row_of(expr)
        if node is not None:
            meaning, args = node
            return meaning.z3(*[self.term(a) for a in args])
        raise SpecError(self.op, f"{expr} ({type(expr).__name__}) has no z3 meaning")

    def _apply(self, name: str, args: list) -> z3.ArithRef:
        key = (name, len(args))
        if key not in self.functions:
            self.functions[key] = z3.Function(name, *([z3.IntSort()] * len(args)),
                                              z3.IntSort())
        return self.functions[key](*args)
