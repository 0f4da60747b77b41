"""The one table of exact integer functions.

Every consumer (the reference evaluator, the z3 encoding, the NumPy and C printers) reads
the meaning of an integer function from this table, so floor division, truncating division,
floor modulo and remainder are each defined exactly once.

In a spec these functions are sympy expressions (`FloorDiv(a, b)`, ...). They fold when all
their arguments are integers, with the Python meaning below, and stay symbolic otherwise.

Meanings (a, b, s are integers):

- ``FloorDiv(a, b)``  floor(a / b)                      (Python ``a // b``)
- ``TruncDiv(a, b)``  a / b rounded toward zero          (C ``a / b``)
- ``FloorMod(a, b)``  a - b * FloorDiv(a, b)             (Python ``a % b``; sign of b)
- ``Rem(a, b)``       a - b * TruncDiv(a, b)             (C ``a % b``; sign of a)
- ``Shl(a, s)``       a * 2**s                           (s >= 0, no wrap-around)
- ``Shr(a, s)``       floor(a / 2**s)                    (arithmetic shift, s >= 0)
- ``Pow2(s)``         2**s                               (s >= 0)
- ``Clip(x, lo, hi)`` min(max(x, lo), hi)
- ``BitWidth(x)``     the smallest i >= 1 with abs(x) < 2**i (0 and 1 give 1)
- ``Select(c, a, b)`` a if c else b (only the chosen branch is evaluated)
- ``Checked(x)``      x: the whole result of one node of a graph, which the evaluator
                      checks to lie in int32 like every step; it keeps sympy from merging
                      that result into its consumer (``(a + b) + 1`` would become one sum,
                      checked only as a whole)
- ``Min``, ``Max`` and ``Abs`` are sympy's own, with their usual
  integer meaning; their rows in `TABLE` give the other back ends' meanings.

A division or modulo by zero is left unevaluated: the prover must show that it never happens
and the evaluator reports it as a spec error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import sympy as sp
import z3

# the meanings NumPy lacks, which generated NumPy kernels carry a copy of
from . import intnp


def _truncdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _bitwidth(x: int) -> int:
    return max(1, abs(x).bit_length())


def _z3_floordiv(a, b):
    # z3's Int division is Euclidean: it floors only for a positive divisor, and
    # floor(a / b) == floor(-a / -b), so the divisor is made positive first.
    return z3.If(b > 0, a / b, (-a) / (-b))


def _z3_truncdiv(a, b):
    mag = z3.If(a >= 0, a, -a) / z3.If(b >= 0, b, -b)
    return z3.If((a >= 0) == (b > 0), mag, -mag)


def _z3_pow2(s):
    result = z3.IntVal(0)
    for k in range(63, -1, -1):
        result = z3.If(s == k, z3.IntVal(2**k), result)
    return result


def _z3_bitwidth(x):
    magnitude = z3.If(x >= 0, x, -x)
    width = z3.IntVal(64)
    for bit in range(63, 0, -1):
        width = z3.If(magnitude < 2**bit, bit, width)
    return width


def _z3_min(*args):
    out = args[0]
    for a in args[1:]:
        out = z3.If(a < out, a, out)
    return out


def _z3_max(*args):
    out = args[0]
    for a in args[1:]:
        out = z3.If(a > out, a, out)
    return out


@dataclass(frozen=True)
class Meaning:
    """What one integer function means to each back end."""

    name: str
    python: Callable[..., int]
    numpy: Callable[..., Any]
    z3: Callable[..., Any]
    c: str  # a C expression template over {0}, {1}, ... (helpers in the kernel prelude)
    divisor: int | None = None  # index of an argument that must never be zero


TABLE: dict[str, Meaning] = {
    m.name: m
    for m in [
        Meaning("floordiv", lambda a, b: a // b, np.floor_divide, _z3_floordiv,
                "cvm_floordiv({0}, {1})", divisor=1),
        Meaning("truncdiv", _truncdiv, intnp._truncdiv, _z3_truncdiv,
                "(({0}) / ({1}))", divisor=1),
        Meaning("floormod", lambda a, b: a % b, np.mod, lambda a, b: a - b * _z3_floordiv(a, b),
                "cvm_floormod({0}, {1})", divisor=1),
        Meaning("rem", lambda a, b: a - b * _truncdiv(a, b), np.fmod,
                lambda a, b: a - b * _z3_truncdiv(a, b), "(({0}) % ({1}))", divisor=1),
        Meaning("shl", lambda a, s: a * 2**s, lambda a, s: a * (np.int64(1) << s),
                lambda a, s: a * _z3_pow2(s), "cvm_shl({0}, {1})"),
        Meaning("shr", lambda a, s: a >> s, lambda a, s: a >> s,
                lambda a, s: _z3_floordiv(a, _z3_pow2(s)), "(({0}) >> ({1}))"),
        Meaning("pow2", lambda s: 2**s, lambda s: np.int64(1) << s, _z3_pow2,
                "(((int64_t)1) << ({0}))"),
        Meaning("clip", lambda x, lo, hi: min(max(x, lo), hi), np.clip,
                lambda x, lo, hi: _z3_min(_z3_max(x, lo), hi), "cvm_clip({0}, {1}, {2})"),
        Meaning("bitwidth", _bitwidth, intnp._bitwidth, _z3_bitwidth, "cvm_bitwidth({0})"),
        Meaning("min", min, np.minimum, _z3_min, "cvm_min({0}, {1})"),
        Meaning("max", max, np.maximum, _z3_max, "cvm_max({0}, {1})"),
        Meaning("abs", abs, np.abs, lambda x: z3.If(x >= 0, x, -x), "cvm_abs({0})"),
        Meaning("select", lambda c, a, b: a if c else b, np.where, z3.If,
                "(({0}) ? ({1}) : ({2}))"),
        Meaning("checked", lambda x: x, lambda x: x, lambda x: x, "({0})"),
    ]
}


class IntFunction(sp.Function):
    """A function of the table as a sympy expression: folds on integers, else stays."""

    is_integer = True
    meaning: Meaning

    @classmethod
    def eval(cls, *args):
        if all(isinstance(a, sp.Integer) for a in args):
            if cls.meaning.divisor is not None and args[cls.meaning.divisor] == 0:
                return None  # left for the prover and the evaluator to report
            return sp.Integer(cls.meaning.python(*(int(a) for a in args)))
        return None


def _function(class_name: str, key: str, nargs: int) -> type[IntFunction]:
    return type(class_name, (IntFunction,), {"meaning": TABLE[key], "nargs": nargs})


FloorDiv = _function("FloorDiv", "floordiv", 2)
TruncDiv = _function("TruncDiv", "truncdiv", 2)
FloorMod = _function("FloorMod", "floormod", 2)
Rem = _function("Rem", "rem", 2)
Shl = _function("Shl", "shl", 2)
Shr = _function("Shr", "shr", 2)
Pow2 = _function("Pow2", "pow2", 1)
BitWidth = _function("BitWidth", "bitwidth", 1)
Checked = _function("Checked", "checked", 1)


class Clip(IntFunction):
    """Clip(x, lo, hi) == min(max(x, lo), hi)."""

    meaning = TABLE["clip"]
    nargs = 3

    @classmethod
    def eval(cls, x, lo, hi):
        if all(isinstance(a, sp.Integer) for a in (x, lo, hi)):
            return sp.Integer(min(max(int(x), int(lo)), int(hi)))
        return None


# sympy's own classes, mapped to their table rows.
BUILTIN_MEANING: dict[type, Meaning] = {
    sp.Min: TABLE["min"],
    sp.Max: TABLE["max"],
    sp.Abs: TABLE["abs"],
}


def meaning_of(expr: sp.Basic) -> Meaning | None:
    """The table row of a function application, or None for plain arithmetic and reads."""
    if isinstance(expr, IntFunction):
        return expr.meaning
    return BUILTIN_MEANING.get(type(expr))


class Select(IntFunction):
    """Select(c, a, b): a where condition c holds, else b (only the chosen branch is read).

    A function of its own rather than sympy's Piecewise: Piecewise rewrites conditions that
    contain other Piecewise values through set solving, which is slow and not needed here.
    """

    meaning = TABLE["select"]
    nargs = 3

    @classmethod
    def eval(cls, cond, if_true, if_false):
        if cond is sp.true:
            return if_true
        if cond is sp.false:
            return if_false
        if if_true == if_false:
            return if_true
        return None

    @property
    def condition(self):
        return self.args[0]


def select(cond, if_true, if_false) -> sp.Expr:
    """`if_true` where `cond` holds, else `if_false`."""
    return Select(sp.sympify(cond), sp.sympify(if_true), sp.sympify(if_false))


INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1
