"""Expression printers: a spec expression as exact integer NumPy or C code.

Both printers accept the same expressions: integers, symbols, ``+``, ``*``, powers with a
constant exponent >= 0, the functions of the semantics table (`FloorDiv` ... `Select`, and
sympy's `Min`, `Max`, `Abs`), relations, ``And``/``Or``/``Not`` and input reads (`Read`,
`FlatRead`). Anything else (a rational, a float, a negative power, sympy's `Mod` or `floor`)
is refused with a TypeError rather than printed, so generated code never divides in floating
point. Reductions are refused with NotImplementedError: they are loops, not expressions.

Integer semantics are those of `cvmverify.core.semantics` over int64 values: the NumPy code
expects int64 arrays (or Python ints), the C code `int64_t` variables and `semantics.C_PRELUDE`.
"""

from __future__ import annotations

import inspect
import keyword
import re
from typing import Any

import sympy as sp
from sympy.printing.c import C99CodePrinter
from sympy.printing.precedence import PRECEDENCE
from sympy.printing.pycode import PythonCodePrinter

from ..core import intnp
from ..core.ir import FlatRead, Read, Reduction
from ..core.names import is_c_identifier
from ..core.semantics import IntFunction, row_of

# --- preludes -----------------------------------------------------------------------------------

NUMPY_PRELUDE = "\n\n".join(inspect.getsource(f) for f in (
    intnp._truncdiv, intnp._rem, intnp._bitwidth))
"""Helpers the NumPy code calls; exec it (with ``np`` bound to numpy) before the code."""


def check_exact(expr: sp.Basic) -> None:
    """Raise unless every node of `expr` is one the printers print as exact integer code."""
    for node in sp.preorder_traversal(expr):
        if isinstance(node, Reduction):
            _refuse(node)
        if isinstance(node, sp.Pow):
            if not (isinstance(node.exp, sp.Integer) and node.exp >= 0):
                raise TypeError(f"{node} is not exact: only constant exponents >= 0 are")
            continue
        if isinstance(node, sp.Number) and not isinstance(node, sp.Integer):
            raise TypeError(f"{node} is not an integer")
        if not isinstance(node, (sp.Symbol, sp.Integer, Read, FlatRead)) and \
                node not in (sp.true, sp.false) and row_of(node) is None:
            _refuse(node)


def _refuse(expr: sp.Basic) -> str:
    if isinstance(expr, Reduction):
        raise NotImplementedError(
            f"reductions ({type(expr).__name__}) are loops, not expressions: the "
            f"expression printers do not print them ({expr})")
    raise TypeError(f"{expr} ({type(expr).__name__}) is not an exact integer "
                    "expression; use the functions of cvmverify.core.semantics")


class _Names:
    """Symbol and tensor names: mapped through `names`, then checked by `valid`."""

    language = ""

    def __init__(self, names: dict[str, str] | None) -> None:
        self.names = dict(names or {})

    def valid(self, name: str) -> bool:
        raise NotImplementedError

    def name(self, raw: str) -> str:
        name = self.names.get(raw, raw)
        if not self.valid(name):
            hint = "" if raw in self.names else " (map it through `names`)"
            raise ValueError(f"{name!r} is not a valid {self.language} identifier{hint}")
        return name


class _ExactPrinting:
    """What both printers share: only exact expressions print, and every name goes
    through the printer's name table (so what reaches code is a checked identifier)."""

    _names: _Names

    def doprint(self, expr: Any, assign_to: Any = None) -> str:
        expr = sp.sympify(expr)
        check_exact(expr)
        return super().doprint(expr, assign_to)

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        return self._names.name(expr.name)

    _print_Dummy = _print_Symbol


class NumpyPrinter(_ExactPrinting, PythonCodePrinter):
    """Prints an expression as NumPy code over int64 arrays, exactly.

    Reads are fancy indexing (``x[i0, i1]``, ``x.reshape(-1)[f]``); the code calls ``np``
    and the helpers of `NUMPY_PRELUDE`, nothing of cvmverify.
    """

    printmethod = "_numpycode_cvm"

    def __init__(self, names: dict[str, str] | None = None,
                 settings: dict[str, Any] | None = None) -> None:
        super().__init__(settings or {})
        self._names = _NumpyNames(names)

    def _print_BooleanTrue(self, expr: Any) -> str:
        return "True"

    def _print_BooleanFalse(self, expr: Any) -> str:
        return "False"

    column = "numpy_source"  # the table's column this printer spells nodes with

    def _print_row(self, expr: sp.Basic) -> str:
        meaning, args = row_of(expr)
        return meaning.spell(self.column, [self._print(a) for a in args])

    def _print_Function(self, expr: sp.Function) -> str:
        # sympy skips intermediate classes of a Function subclass when dispatching, so the
        # table's functions are recognised here rather than by a _print_IntFunction method
        if isinstance(expr, IntFunction):
            return self._print_row(expr)
        return _refuse(expr)

    _print_Min = _print_Max = _print_Abs = _print_row
    _print_Relational = _print_And = _print_Or = _print_Not = _print_row

    def _print_Read(self, expr: Read) -> str:
        indices = ", ".join(self._print(i) for i in expr.indices) or "()"
        return f"{self._names.name(expr.tensor)}[{indices}]"

    def _print_FlatRead(self, expr: FlatRead) -> str:
        return f"{self._names.name(expr.tensor)}.reshape(-1)[{self._print(expr.offset)}]"



class ScalarPrinter(NumpyPrinter):
    """Prints an expression of dims and attributes as Python over plain ints, exactly:
    what a generated kernel computes once per call, before any array work."""

    printmethod = "_scalarcode_cvm"
    column = "scalar_source"

    def _print_Read(self, expr: Read) -> str:
        raise TypeError(f"{expr} reads data: it is not a scalar")

    _print_FlatRead = _print_Read


class _NumpyNames(_Names):
    language = "Python"

    def valid(self, name: str) -> bool:
        return name.isidentifier() and not keyword.iskeyword(name)


class _CNames(_Names):
    language = "C"

    def valid(self, name: str) -> bool:
        return is_c_identifier(name)


class CPrinter(_ExactPrinting, C99CodePrinter):
    """Prints an expression as a C expression over ``int64_t``, exactly.

    The table's functions print through their `c` templates (helpers in `semantics.C_PRELUDE`).
    ``Read(x, i0, ..., ik)`` prints as ``x[offset]`` with the row-major offset over
    ``shapes[x]`` (C expressions of x's dims); ``FlatRead(x, f)`` as ``x[f]``. Names that
    are not C identifiers (``x.shape[1]``) must be mapped through `names`, else ValueError.
    """

    printmethod = "_ccode_cvm"

    def __init__(self, shapes: dict[str, list[str]] | None = None,
                 names: dict[str, str] | None = None,
                 settings: dict[str, Any] | None = None) -> None:
        super().__init__(settings or {})
        self.shapes = {k: list(v) for k, v in (shapes or {}).items()}
        self._names = _CNames(names)

    def _print_Integer(self, expr: sp.Integer) -> str:
        n = int(expr)
        # a literal outside int32 is spelled as int64_t: `int` and `long` vary by platform
        return str(n) if -(2**31) <= n < 2**31 else f"INT64_C({n})"

    def _print_BooleanTrue(self, expr: Any) -> str:
        return "1"

    def _print_BooleanFalse(self, expr: Any) -> str:
        return "0"

    def _print_Pow(self, expr: sp.Pow) -> str:
        # repeated multiplication: C's pow() is floating point
        n = int(expr.exp)
        if n == 0:
            return "1"
        base = self.parenthesize(expr.base, PRECEDENCE["Mul"], strict=True)
        return base if n == 1 else "(" + "*".join([base] * n) + ")"

    def _print_row(self, expr: sp.Basic) -> str:
        meaning, args = row_of(expr)
        return meaning.spell("c", [self._print(a) for a in args])

    def _print_Function(self, expr: sp.Function) -> str:
        # see NumpyPrinter._print_Function
        if isinstance(expr, IntFunction):
            return self._print_row(expr)
        return _refuse(expr)

    _print_Min = _print_Max = _print_Abs = _print_row

    def _print_Read(self, expr: Read) -> str:
        tensor = self._names.name(expr.tensor)
        if expr.tensor not in self.shapes:
            raise ValueError(f"no shape given for tensor {expr.tensor!r} (read as {expr})")
        dims = self.shapes[expr.tensor]
        if len(dims) != len(expr.indices):
            raise ValueError(f"{expr} has {len(expr.indices)} indices but {expr.tensor!r} "
                             f"has rank {len(dims)}")
        if not expr.indices:
            return f"{tensor}[0]"
        # Horner form: ((i0*d1 + i1)*d2 + i2)...
        offset = self._print(expr.indices[0])
        for k, (index, dim) in enumerate(zip(expr.indices[1:], dims[1:]), start=1):
            if k == 1:
                offset = self.parenthesize(expr.indices[0], PRECEDENCE["Mul"], strict=True)
            else:
                offset = f"({offset})"
            dim = dim if re.fullmatch(r"\w+", dim) else f"({dim})"
            offset = f"{offset}*{dim} + {self._print(index)}"
        return f"{tensor}[{offset}]"

    def _print_FlatRead(self, expr: FlatRead) -> str:
        return f"{self._names.name(expr.tensor)}[{self._print(expr.offset)}]"

