"""A step of a formula in words, for error messages: "the left shift x[i0] << 2", not
`Shl(Read(x, i0), 2)`."""

from __future__ import annotations

import sympy as sp
from sympy.printing.str import StrPrinter

from .ir import FlatRead, Read, Reduction
from .semantics import IntFunction

# how each integer function of the table reads, and what its step is called
_INFIX = {"floordiv": "floor({0} / {1})", "truncdiv": "trunc({0} / {1})",
          "floormod": "{0} mod {1}", "rem": "rem({0}, {1})", "shl": "{0} << {1}",
          "shr": "{0} >> {1}", "pow2": "2^{0}", "clip": "clip({0}, {1}, {2})",
          "bitwidth": "bitwidth({0})", "min": "min({0}, {1})", "max": "max({0}, {1})",
          "abs": "|{0}|", "select": "({1} if {0} else {2})", "checked": "({0})"}
_INFIX_OPERANDS = {"floordiv", "truncdiv", "floormod", "shl", "shr"}  # a + b needs brackets
_NOUN = {"floordiv": "the floor division", "truncdiv": "the division rounded toward zero",
         "floormod": "the modulo", "rem": "the remainder", "shl": "the left shift",
         "shr": "the right shift", "pow2": "the power of two", "clip": "the clip",
         "bitwidth": "the bit width", "min": "the minimum", "max": "the maximum",
         "abs": "the absolute value", "select": "the selection",
         "checked": "the result of a node"}


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
            return _INFIX[name].format(*(
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
    if isinstance(expr, IntFunction):
        return _NOUN[expr.meaning.name]
    if isinstance(expr, Reduction):
        return "the sum" if expr.kind == "sum" else "the maximum"
    if isinstance(expr, sp.Mul) and expr.args[0] == -1 and len(expr.args) == 2:
        return "the negation"
    nouns = {sp.Add: "the sum", sp.Mul: "the product", sp.Abs: "the absolute value",
             sp.Max: "the maximum", sp.Min: "the minimum", sp.Pow: "the power"}
    return next((noun for kind, noun in nouns.items() if isinstance(expr, kind)),
                "the value")
