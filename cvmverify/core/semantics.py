"""The one table of meanings: every node a formula is made of, once.

A row per integer function, per arithmetic node (sum, product, power), per comparison and
per boolean connective, with all its meanings: exact Python, NumPy, z3, C, the printed NumPy,
scalar Python and C source, an interval rule, and whether it can leave int32 (`Meaning`).
Every consumer reads a formula through `row_of`, the one normalisation of a sympy node into
its row and operands: the reference evaluator (`interpret`, `ir.exact`), the z3 encoding
(`encode`, `equiv.z3_terms`), the interval analyses (`codegen.cuda_exprs`, `equiv.z3_terms`) and the
printers (`codegen.printers`). tests/test_semantics_table.py checks every row across every
column; floor division, truncating division, floor modulo and remainder are each defined
exactly once.

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

import operator
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


Interval = tuple[int, int]
CAP = 2**2048  # interval bounds are capped here, so that Pow2 of a huge bound stays finite


def capped(iv: Interval) -> Interval:
    """An interval within [-CAP, CAP]: every interval analysis caps its bounds here."""
    return max(iv[0], -CAP), min(iv[1], CAP)


def _iv_sum(*ivs: Interval) -> Interval:
    return sum(lo for lo, _ in ivs), sum(hi for _, hi in ivs)


def _iv_product(*ivs: Interval) -> Interval:
    value = (1, 1)
    for lo, hi in ivs:
        corners = [value[0] * lo, value[0] * hi, value[1] * lo, value[1] * hi]
        value = capped((min(corners), max(corners)))
    return value


def _iv_power(base: Interval, exponent: Interval) -> Interval:
    return _iv_product(*[base] * exponent[0])


def _nonzero_parts(iv: Interval) -> list[Interval]:
    """`iv` without 0: a divisor is never zero (a precondition or a guard sees to it)."""
    lo, hi = iv
    return [p for p in ((lo, min(hi, -1)), (max(lo, 1), hi)) if p[0] <= p[1]]


def _iv_division(python: Callable[[int, int], int]):
    """Floor and truncating division are monotone in each argument on either side of 0,
    so the corners bound them."""

    def bound(a: Interval, b: Interval) -> Interval:
        values = [python(x, y) for part in _nonzero_parts(b) for x in a for y in part]
        return (min(values), max(values)) if values else (0, 0)

    return bound


def _iv_floormod(a: Interval, b: Interval) -> Interval:
    if 0 <= a[0] and a[1] < b[0]:
        return a  # already reduced
    parts = _nonzero_parts(b)
    return (min([p[0] + 1 for p in parts if p[0] < 0] + [0]),
            max([p[1] - 1 for p in parts if p[1] > 0] + [0]))


def _iv_rem(a: Interval, b: Interval) -> Interval:
    m = min(max(abs(a[0]), abs(a[1])), max(abs(b[0]), abs(b[1])) - 1)
    return (-m if a[0] < 0 else 0), (m if a[1] > 0 else 0)


def _shift_range(s: Interval, limit: int = 4096) -> Interval:
    return max(s[0], 0), min(max(s[1], 0), limit)


def _iv_shl(a: Interval, s: Interval) -> Interval:
    low, high = _shift_range(s)
    return _iv_product(a, (2**low, 2**high)) if s[1] <= 4096 else (-CAP, CAP)


def _iv_shr(a: Interval, s: Interval) -> Interval:
    low, high = _shift_range(s)
    values = [x >> k for x in a for k in (low, high)]  # monotone in each argument
    return min(values), max(values)


def _iv_pow2(s: Interval) -> Interval:
    low, high = _shift_range(s)
    return (2**low, 2**high) if s[1] <= 4096 else (2**low, CAP)


def _iv_clip(x: Interval, lo: Interval, hi: Interval) -> Interval:
    return min(max(x[0], lo[0]), hi[0]), min(max(x[1], lo[1]), hi[1])


def _iv_bitwidth(x: Interval) -> Interval:
    smallest = 0 if x[0] <= 0 <= x[1] else min(abs(x[0]), abs(x[1]))
    return _bitwidth(smallest), _bitwidth(max(abs(x[0]), abs(x[1])))


def _iv_abs(x: Interval) -> Interval:
    lo, hi = x
    return (0 if lo <= 0 <= hi else min(abs(lo), abs(hi))), max(abs(lo), abs(hi))


def _iv_min(*ivs: Interval) -> Interval:
    return min(i[0] for i in ivs), min(i[1] for i in ivs)


def _iv_max(*ivs: Interval) -> Interval:
    return max(i[0] for i in ivs), max(i[1] for i in ivs)


def _iv_select(c: Interval, a: Interval, b: Interval) -> Interval:
    if c == (1, 1):
        return a
    if c == (0, 0):
        return b
    return min(a[0], b[0]), max(a[1], b[1])


def _iv_compare(always: Callable[[Interval, Interval], bool],
                never: Callable[[Interval, Interval], bool]):
    """A truth value: 1 where it holds for every pair of the intervals, 0 where for none."""
    return lambda a, b: (1, 1) if always(a, b) else (0, 0) if never(a, b) else (0, 1)


def _z3_power(base, exponent):
    n = exponent.as_long() if hasattr(exponent, "as_long") else int(exponent)
    return z3.Product([base] * n) if n else z3.IntVal(1)


@dataclass(frozen=True)
class Meaning:
    """What one node of a formula means, to every back end.

    `python` is exact on Python ints; `numpy` works on int64 arrays (bool arrays for
    conditions); `z3` on z3 terms. `c`, `numpy_source` and `scalar_source` spell it in the
    generated C (over int64_t, with the helpers of `C_PRELUDE`), NumPy and plain Python:
    templates over the printed arguments {0}, {1}, ...; a `variadic` row's template is
    binary: an infix one is written flat for more arguments, a call nests to the right.
    Arithmetic, comparisons and connectives in C, and arithmetic in NumPy and Python, are
    printed by sympy's precedence-aware printers, which spell the same operators; the
    property test holds both to the table.
    `interval` bounds the value from the arguments' bounds (a divisor's 0 excluded);
    `leaves_int32` says whether the value can leave int32 although every argument is in it.
    `shown` and `noun` are how an error message writes and names the step.
    """

    name: str
    kind: str  # "arithmetic", "function", "comparison" or "boolean"
    python: Callable[..., Any]
    numpy: Callable[..., Any]
    z3: Callable[..., Any]
    c: str
    numpy_source: str
    scalar_source: str
    interval: Callable[..., Interval]
    leaves_int32: bool
    shown: str
    noun: str
    divisor: int | None = None  # index of an argument that must never be zero
    variadic: bool = False

    def spell(self, column: str, printed: list[str]) -> str:
        """The source of this node over `printed` arguments in `column` ("c",
        "numpy_source" or "scalar_source")."""
        template = getattr(self, column)
        if not self.variadic:
            return template.format(*printed)
        if template.startswith("("):  # an associative infix operator: written flat
            head, rest = template.split("{0}", 1)
            middle, tail = rest.split("{1}", 1)
            return head + middle.join(printed) + tail
        text = printed[-1]
        for arg in reversed(printed[:-1]):
            text = template.format(arg, text)
        return text


def _fold(function: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    def folded(*args):
        value = args[0]
        for arg in args[1:]:
            value = function(value, arg)
        return value

    return folded


def _compare(name: str, symbol: str, python, numpy, always, never, noun: str) -> Meaning:
    return Meaning(name, "comparison", python, numpy, python, f"(({{0}}) {symbol} ({{1}}))",
                   f"np.{numpy.__name__}({{0}}, {{1}})", f"({{0}} {symbol} {{1}})",
                   _iv_compare(always, never), False, f"{{0}} {symbol} {{1}}", noun)


TABLE: dict[str, Meaning] = {
    m.name: m
    for m in [
        # -- arithmetic: sympy's own nodes (a - b is a + (-1)*b) ------------------------------
        Meaning("add", "arithmetic", _fold(operator.add), _fold(np.add),
                lambda *a: z3.Sum(list(a)), "(({0}) + ({1}))", "({0} + {1})", "({0} + {1})",
                _iv_sum, True, "{0} + {1}", "the sum", variadic=True),
        Meaning("mul", "arithmetic", _fold(operator.mul), _fold(np.multiply),
                lambda *a: z3.Product(list(a)), "(({0}) * ({1}))", "({0} * {1})",
                "({0} * {1})", _iv_product, True, "{0}*{1}", "the product", variadic=True),
        Meaning("pow", "arithmetic", operator.pow, np.power, _z3_power, "cvm_pow({0}, {1})",
                "({0} ** {1})", "({0} ** {1})", _iv_power, True, "{0}^{1}", "the power"),
        # -- the integer functions (classes below) -------------------------------------------
        Meaning("floordiv", "function", lambda a, b: a // b, np.floor_divide, _z3_floordiv,
                "cvm_floordiv({0}, {1})", "np.floor_divide({0}, {1})", "(({0}) // ({1}))",
                _iv_division(operator.floordiv), True, "floor({0} / {1})",
                "the floor division", divisor=1),
        Meaning("truncdiv", "function", _truncdiv, intnp._truncdiv, _z3_truncdiv,
                "(({0}) / ({1}))", "_truncdiv({0}, {1})",
                "((abs({0}) // abs({1})) * (1 if (({0}) >= 0) == (({1}) > 0) else -1))",
                _iv_division(_truncdiv), True, "trunc({0} / {1})",
                "the division rounded toward zero", divisor=1),
        Meaning("floormod", "function", lambda a, b: a % b, np.mod,
                lambda a, b: a - b * _z3_floordiv(a, b), "cvm_floormod({0}, {1})",
                "np.mod({0}, {1})", "(({0}) % ({1}))", _iv_floormod, False, "{0} mod {1}",
                "the modulo", divisor=1),
        Meaning("rem", "function", lambda a, b: a - b * _truncdiv(a, b), intnp._rem,
                lambda a, b: a - b * _z3_truncdiv(a, b), "(({0}) % ({1}))", "_rem({0}, {1})",
                "(({0}) - ({1}) * ((abs({0}) // abs({1})) * (1 if (({0}) >= 0) == (({1}) > 0) "
                "else -1)))", _iv_rem, False, "rem({0}, {1})", "the remainder", divisor=1),
        Meaning("shl", "function", lambda a, s: a * 2**s, lambda a, s: a * (np.int64(1) << s),
                lambda a, s: a * _z3_pow2(s), "cvm_shl({0}, {1})", "np.left_shift({0}, {1})",
                "(({0}) * (1 << ({1})))", _iv_shl, True, "{0} << {1}", "the left shift"),
        Meaning("shr", "function", lambda a, s: a >> s, lambda a, s: a >> s,
                lambda a, s: _z3_floordiv(a, _z3_pow2(s)), "(({0}) >> ({1}))",
                "np.right_shift({0}, {1})", "(({0}) >> ({1}))", _iv_shr, False, "{0} >> {1}",
                "the right shift"),
        # the literal 1 is made int64 so that a narrower shift count does not narrow the result
        Meaning("pow2", "function", lambda s: 2**s, lambda s: np.int64(1) << s, _z3_pow2,
                "(((int64_t)1) << ({0}))", "np.left_shift(np.int64(1), {0})", "(1 << ({0}))",
                _iv_pow2, True, "2^{0}", "the power of two"),
        Meaning("clip", "function", lambda x, lo, hi: min(max(x, lo), hi), np.clip,
                lambda x, lo, hi: _z3_min(_z3_max(x, lo), hi), "cvm_clip({0}, {1}, {2})",
                "np.clip({0}, {1}, {2})", "min(max({0}, {1}), {2})", _iv_clip, False,
                "clip({0}, {1}, {2})", "the clip"),
        Meaning("bitwidth", "function", _bitwidth, intnp._bitwidth, _z3_bitwidth,
                "cvm_bitwidth({0})", "_bitwidth({0})", "max(1, abs({0}).bit_length())",
                _iv_bitwidth, False, "bitwidth({0})", "the bit width"),
        Meaning("min", "function", min, _fold(np.minimum), _z3_min, "cvm_min({0}, {1})",
                "np.minimum({0}, {1})", "min({0}, {1})", _iv_min, False,
                "min({0}, {1})", "the minimum", variadic=True),
        Meaning("max", "function", max, _fold(np.maximum), _z3_max, "cvm_max({0}, {1})",
                "np.maximum({0}, {1})", "max({0}, {1})", _iv_max, False,
                "max({0}, {1})", "the maximum", variadic=True),
        Meaning("abs", "function", abs, np.abs, lambda x: z3.If(x >= 0, x, -x),
                "cvm_abs({0})", "np.abs({0})", "abs({0})", _iv_abs, True, "|{0}|",
                "the absolute value"),
        # np.where evaluates both branches; the C template evaluates only the chosen one
        Meaning("select", "function", lambda c, a, b: a if c else b, np.where, z3.If,
                "(({0}) ? ({1}) : ({2}))", "np.where({0}, {1}, {2})",
                "(({1}) if ({0}) else ({2}))", _iv_select, False, "({1} if {0} else {2})",
                "the selection"),
        Meaning("checked", "function", lambda x: x, lambda x: x, lambda x: x, "({0})", "{0}",
                "({0})", lambda x: x, False, "({0})", "the result of a node"),
        # -- comparisons: a truth value from two integers ------------------------------------
        _compare("lt", "<", operator.lt, np.less, lambda a, b: a[1] < b[0],
                 lambda a, b: a[0] >= b[1], "the comparison"),
        _compare("le", "<=", operator.le, np.less_equal, lambda a, b: a[1] <= b[0],
                 lambda a, b: a[0] > b[1], "the comparison"),
        _compare("gt", ">", operator.gt, np.greater, lambda a, b: a[0] > b[1],
                 lambda a, b: a[1] <= b[0], "the comparison"),
        _compare("ge", ">=", operator.ge, np.greater_equal, lambda a, b: a[0] >= b[1],
                 lambda a, b: a[1] < b[0], "the comparison"),
        _compare("eq", "==", operator.eq, np.equal,
                 lambda a, b: a[0] == a[1] == b[0] == b[1],
                 lambda a, b: a[1] < b[0] or b[1] < a[0], "the equality"),
        _compare("ne", "!=", operator.ne, np.not_equal,
                 lambda a, b: a[1] < b[0] or b[1] < a[0],
                 lambda a, b: a[0] == a[1] == b[0] == b[1], "the inequality"),
        # -- boolean connectives over truth values -------------------------------------------
        Meaning("and", "boolean", lambda *a: all(a), _fold(np.logical_and),
                lambda *a: z3.And(*a), "(({0}) && ({1}))", "np.logical_and({0}, {1})",
                "({0} and {1})", _iv_min, False, "{0} and {1}", "the conjunction", variadic=True),
        Meaning("or", "boolean", lambda *a: any(a), _fold(np.logical_or),
                lambda *a: z3.Or(*a), "(({0}) || ({1}))", "np.logical_or({0}, {1})",
                "({0} or {1})", _iv_max, False, "{0} or {1}", "the disjunction", variadic=True),
        Meaning("not", "boolean", operator.not_, np.logical_not, z3.Not, "(!({0}))",
                "np.logical_not({0})", "(not {0})", lambda x: (1 - x[1], 1 - x[0]), False,
                "not {0}", "the negation"),
    ]
}


C_PRELUDE = """\
#include <stdint.h>

/* floor(a / b): C truncates, so step down when the division is inexact and the signs differ. */
static inline int64_t cvm_floordiv(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* a - b * floor(a / b): the remainder moved to the sign of b. */
static inline int64_t cvm_floormod(int64_t a, int64_t b) {
    int64_t r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

/* a * 2**s: shifting a negative value left is undefined in C, multiplying is not. */
static inline int64_t cvm_shl(int64_t a, int64_t s) { return a * (((int64_t)1) << s); }

static inline int64_t cvm_min(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t cvm_max(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t cvm_abs(int64_t a) { return a < 0 ? -a : a; }

/* b**e for a constant e >= 0 (the printers spell it as repeated multiplication). */
static inline int64_t cvm_pow(int64_t b, int64_t e) {
    int64_t r = 1;
    for (int64_t k = 0; k < e; k = k + 1) r = r * b;
    return r;
}

/* min(max(x, lo), hi), in that order even when lo > hi. */
static inline int64_t cvm_clip(int64_t x, int64_t lo, int64_t hi) {
    return cvm_min(cvm_max(x, lo), hi);
}

/* The smallest i >= 1 with |x| < 2**i. */
static inline int64_t cvm_bitwidth(int64_t x) {
    int64_t a = cvm_abs(x), i = 1;
    while (i < 63 && (a >> i) != 0) i++;
    return i;
}
"""
"""The ``static inline int64_t`` helpers the table's C templates call."""


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
_SYMPY_ROWS: dict[type, Meaning] = {
    **BUILTIN_MEANING,
    sp.Add: TABLE["add"],
    sp.Mul: TABLE["mul"],
    sp.StrictLessThan: TABLE["lt"],
    sp.LessThan: TABLE["le"],
    sp.StrictGreaterThan: TABLE["gt"],
    sp.GreaterThan: TABLE["ge"],
    sp.Equality: TABLE["eq"],
    sp.Unequality: TABLE["ne"],
    sp.And: TABLE["and"],
    sp.Or: TABLE["or"],
    sp.Not: TABLE["not"],
}


def meaning_of(expr: sp.Basic) -> Meaning | None:
    """The table row of a function application (a row of kind "function"), or None for
    arithmetic, conditions and reads."""
    if isinstance(expr, IntFunction):
        return expr.meaning
    return BUILTIN_MEANING.get(type(expr))


def row_of(expr: Any) -> tuple[Meaning, tuple] | None:
    """The one normalisation every consumer reads a formula through: the table row of a node
    and its operands, or None for a leaf (an integer, a truth value, a symbol, a read, a
    reduction). ``x**2`` is the row pow with operands (x, 2)."""
    if isinstance(expr, IntFunction):
        return expr.meaning, expr.args
    row = _SYMPY_ROWS.get(type(expr))
    if row is not None:
        return row, expr.args
    if isinstance(expr, sp.Pow) and expr.exp.is_Integer and expr.exp >= 0:
        return TABLE["pow"], (expr.base, expr.exp)
    return None


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
INT32_RANGE = (INT32_MIN, INT32_MAX)  # the runtime's data values, as an interval
