"""A step of a formula in words, for error messages: "the left shift x[i0] << 2", not
`Shl(Read(x, i0), 2)`."""

from __future__ import annotations

import sympy as sp
from sympy.printing.str import StrPrinter

from .ir import FlatRead, Read, Reduction
from .semantics import IntFunction, row_of

# functions written infix in messages: an operand that is a sum or product is bracketed
_INFIX_OPERANDS = {"floordiv", "truncdiv", "floormod", "shl", "shr"}


class _Readable(StrPrinter):
    """Formulas as a reader writes them: x[i0, i1], sums with their ranges."""

    def _print_Read(self, expr: Read) -> str:
        return f"{expr.tensor}[{', '.join(self._print(i) for i in expr.indices)}]"

    def _print_FlatRead(self, expr: FlatRead) -> str:
        return f"{expr.tensor}.flat[{self._print(expr.offset)}]"

    def _print_Function(self, expr: sp.Function) -> str:
        # sympy looks up a printer by the class's own name only, not its bases'
        if isinstance(expr, IntFunction):
            name = expr.meaning.name
            grouped = name in _INFIX_OPERANDS
            return expr.meaning.shown.format(*(
                f"({self._print(a)})" if grouped and (a.is_Add or a.is_Mul) else self._print(a)
                for a in expr.args))
        if isinstance(expr, Reduction):
            ranges = ", ".join(f"{self._print(r)} in [{self._print(lo)}, {self._print(hi)})"
                               for r, lo, hi in expr.limits)
            return f"{expr.kind}({self._print(expr.body)} for {ranges})"
        return super()._print_Function(expr)


def formula_text(expr: sp.Basic) -> str:
    """`expr` written as a reader would."""
    return _Readable().doprint(expr)


def describe_step(expr: sp.Basic) -> str:
    """The step `expr` computes, named in words, then written out."""
    return f"{_noun(expr)} {formula_text(expr)}"


def _noun(expr: sp.Basic) -> str:
    if isinstance(expr, Reduction):
        return "the sum" if expr.kind == "sum" else "the maximum"
    if isinstance(expr, sp.Mul) and expr.args[0] == -1 and len(expr.args) == 2:
        return "the negation"
    node = row_of(expr)
    return node[0].noun if node is not None else "the value"
