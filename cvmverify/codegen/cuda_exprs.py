"""Expressions for the CUDA modules: identifiers, host printers and value ranges.

The host side of a generated module checks preconditions and computes scalars before any
kernel runs. Two things can go wrong there that cannot in the spec's Python integers:

- a division by zero traps (SIGFPE on the CPU). The host printers guard every division
  whose divisor is not a nonzero constant and give 0 instead: the prover shows that no
  divisor is zero where its value is used, so a guarded value is never one that matters;
- an intermediate leaves int64: a product of six dims before the size limit is checked
  reaches 2^144. `interval` bounds every intermediate from the symbols' ranges (dims in
  1..2^24, attributes in their declared domains); an expression whose bound stays within
  int64 is printed over int64_t, any other over `cvm_big`, the runtime's exact 1024-bit
  integers (`BigPrinter`), and one beyond even that is refused at generation time.
"""

from __future__ import annotations

import re
from typing import Callable

import sympy as sp

from ..core.ir import FlatRead, Read, Reduction
from ..core.names import is_c_identifier
from ..core.semantics import CAP, IntFunction, capped, row_of
from .printers import CPrinter

BIG_MAX = 2**1000       # cvm_big holds 1024 bits: a margin beyond every bound


def c_identifier(name: str) -> str:
    """`name`, if it is an identifier in C, C++ and CUDA alike; else ValueError."""
    if not (is_c_identifier(name, cxx=True) and not name.startswith("__")):
        raise ValueError(f"{name!r} is not usable as a C/C++/CUDA identifier")
    return name


def c_comment(text: str) -> str:
    """`text` made safe inside a /* */ comment: one line, no comment terminator."""
    return re.sub(r"\s+", " ", str(text)).replace("*/", "* /").strip()


def c_string(text: str) -> str:
    """`text` as a C string literal."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    if any(ord(ch) < 32 or ord(ch) > 126 for ch in escaped):
        raise ValueError(f"{text!r} has characters the generated C does not spell")
    return f'"{escaped}"'


class KernelPrinter(CPrinter):
    """CPrinter with ``(a && b) || c`` parenthesised, as compilers ask (-Wparentheses)."""

    def _print_Or(self, expr: sp.Or) -> str:
        return " || ".join(f"({self._print(a)})" if isinstance(a, sp.And) else self._print(a)
                           for a in expr.args)


class HostPrinter(KernelPrinter):
    """KernelPrinter for host code: a division by a divisor that may be zero gives 0
    instead of trapping (see the module docstring). With `bound` (a symbol's range, as
    for `interval`) a divisor whose range excludes 0 (a stride in [1, 4096]) is not
    guarded."""

    def __init__(self, names: dict[str, str] | None = None,
                 bound: Callable[[sp.Symbol], "Interval"] | None = None) -> None:
        super().__init__(names=names)
        self.bound = bound
        self._ranges: dict = {}

    def _nonzero(self, divisor: sp.Basic) -> bool:
        if isinstance(divisor, sp.Integer):
            return divisor != 0
        if self.bound is None:
            return False
        lo, hi = interval(divisor, self.bound, self._ranges)[0]
        return lo > 0 or hi < 0

    def _print_Function(self, expr: sp.Function) -> str:
        meaning = expr.meaning if isinstance(expr, IntFunction) else None
        if meaning is None or meaning.divisor is None:
            return super()._print_Function(expr)
        args = [self._print(a) for a in expr.args]  # once: divisions nest
        printed = meaning.c.format(*args)
        if self._nonzero(expr.args[meaning.divisor]):
            return printed
        return f"(({args[meaning.divisor]}) != 0 ? {printed} : 0)"


class BigPrinter(HostPrinter):
    """HostPrinter over `cvm_big`: every symbol is widened, so every operation and helper
    call above it is the exact wide overload (literals convert implicitly). A symbol that
    holds a condition (`truths`) stays as it is."""

    truths: frozenset[sp.Symbol] = frozenset()   # symbols that hold a condition

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        name = super()._print_Symbol(expr)
        return name if expr in self.truths else f"cvm_big({name})"

    def _print_Integer(self, expr: sp.Integer) -> str:
        if abs(int(expr)) >= 2**63:
            raise ValueError(f"the literal {expr} does not fit the int64_t it is spelt as")
        return super()._print_Integer(expr)


Interval = tuple[int, int]


def interval(expr: sp.Basic, bound: Callable[[sp.Symbol], Interval],
             memo: dict | None = None) -> tuple[Interval, Interval]:
    """(range of the value, range of every intermediate) of `expr`, given the range
    `bound(symbol)` of each symbol.

    Sound for any evaluation order: a sum's partial sums lie between the sums of its terms'
    negative and positive parts, a product's partial products (beyond two factors) within
    the product of its factors' magnitudes. Truth values are 0..1; the helpers' own
    intermediates (floormod's r + b, floordiv's q - 1) are counted.
    """
    memo = {} if memo is None else memo
    if expr not in memo:
        value, span = _interval(expr, bound, memo)
        memo[expr] = (capped(value), capped(_hull(span, value)))
    return memo[expr]


def within(iv: Interval, limits: Interval) -> bool:
    return limits[0] <= iv[0] and iv[1] <= limits[1]


def _hull(*ivs: Interval) -> Interval:
    return min(iv[0] for iv in ivs), max(iv[1] for iv in ivs)


def _size(iv: Interval) -> int:
    return max(abs(iv[0]), abs(iv[1]))


def _interval(expr, bound, memo) -> tuple[Interval, Interval]:
    if isinstance(expr, sp.Integer):
        return (int(expr), int(expr)), (int(expr), int(expr))
    if isinstance(expr, sp.Symbol):
        iv = bound(expr)
        return iv, iv
    if expr in (sp.true, sp.false):
        return (0, 1), (0, 1)
    if isinstance(expr, (Read, FlatRead, Reduction)):
        raise TypeError(f"{expr} is not a host expression")
    node = row_of(expr)
    if node is None:
        raise TypeError(f"{expr} ({type(expr).__name__}) is not an exact integer expression")
    meaning, args = node
    parts = [interval(a, bound, memo) for a in args]
    ivs = [v for v, _ in parts]
    span = _hull(*(s for _, s in parts)) if parts else (0, 0)
    value = capped(meaning.interval(*ivs))
    return value, _hull(span, value, *_intermediates(meaning.name, ivs))


def _intermediates(name: str, ivs: list[Interval]) -> list[Interval]:
    """The ranges the C spelling of a node passes through besides its value: a sum's partial
    sums, a product's partial products, the helpers' own steps (floordiv's q - 1,
    floormod's r + b, a shift's power of two)."""
    if name == "add":
        return [(sum(min(0, lo) for lo, _ in ivs), sum(max(0, hi) for _, hi in ivs))]
    if name in ("mul", "pow"):
        factors = ivs if name == "mul" else [ivs[0]] * ivs[1][0]
        if len(factors) <= 2:
            return []
        magnitude = 1
        for f in factors:
            magnitude = min(magnitude * max(_size(f), 1), CAP)
        return [(-magnitude, magnitude)]
    if name in ("floordiv", "truncdiv", "shr"):
        m = _size(ivs[0])
        return [(-m - 1, m + 1)]
    if name in ("floormod", "rem"):
        return [(-2 * _size(ivs[1]), 2 * _size(ivs[1]))]
    if name in ("shl", "pow2"):
        low, high = max(ivs[-1][0], 0), max(ivs[-1][1], 0)
        return [(-CAP, CAP)] if high > 4096 else [(2**low, 2**high)]
    return []


INT64 = (-(2**63), 2**63 - 1)
DIM = (1, 2**24)      # the runtime's dims (checked before anything else)


def symbol_bounds(plan, attrs) -> Callable[[sp.Symbol], Interval]:
    """Ranges of the symbols of `plan`: dims (of inputs and outputs) in 1..2^24,
    attributes within their
    declared domain (`attrs`: the op's declarations; each domain is checked before any
    precondition that uses the attribute), hoisted scalars as bounded by their definitions
    but at most int64 (the host computes them exactly and refuses one outside int64), and
    anything else the whole int64 range (an integer parsed from the call). A dim that the
    first preconditions pin to a number (a model's declared shapes) is that number: what
    the host computes after them, and every kernel, runs once they held."""
    dims = {d for t in plan.inputs for d in t.shape if isinstance(d, sp.Symbol)}
    # an output dim is one of the output tensor's, which the host checks are in 1..2^24
    dims |= {d for out in plan.outputs for d in out.shape if isinstance(d, sp.Symbol)}
    pinned: dict[sp.Symbol, Interval] = {}
    for r in plan.instance.requirements:   # the first ones, checked before any other
        if not (isinstance(r.condition, sp.Eq) and r.condition.lhs in dims
                and r.condition.rhs.is_Integer):
            break
        pinned[r.condition.lhs] = (int(r.condition.rhs),) * 2
    domains: dict[sp.Symbol, Interval] = {}
    for decl in attrs:
        value = plan.instance.attrs.get(decl.name)
        entries = value if isinstance(value, tuple) else (value,)
        for entry in entries:
            if isinstance(entry, sp.Symbol) and hasattr(decl, "lo"):
                domains[entry] = (decl.lo, decl.hi)
    # a scalar's definition is substituted only when its bound is asked for: most plans
    # have many scalars, and a bound reads few (substituting is sympy's slowest step here)
    scalars, shared = dict(plan.scalars), dict(getattr(plan, "shared", ()) or ())
    resolved: dict = {}  # each shared value with the others it uses substituted, once
    memo: dict = {}
    bounds: dict[sp.Symbol, Interval] = {}

    def bound(symbol: sp.Symbol) -> Interval:
        if symbol in pinned:
            return pinned[symbol]
        if symbol in dims:
            return DIM
        if symbol in domains:
            return domains[symbol]
        if symbol in scalars:
            if symbol not in bounds:
                lo, hi = interval(substituted(scalars[symbol], shared, resolved), bound,
                                  memo)[0]
                bounds[symbol] = max(lo, INT64[0]), min(hi, INT64[1])
            return bounds[symbol]
        return INT64

    return bound


def substituted(expr: sp.Expr, definitions: dict, resolved: dict | None = None) -> sp.Expr:
    """`expr` with every symbol that `definitions` defines replaced by its definition,
    until none is left (a definition may use another). Each definition it reaches is
    resolved once, into `resolved` where given (calls over the same definitions share
    it), and `expr` is substituted in one pass: substituting round by round rebuilt the
    whole tree every round along a chain of definitions."""
    done = {} if resolved is None else resolved

    def resolve(value: sp.Expr) -> sp.Expr:
        uses = [s for s in value.free_symbols if s in definitions]
        for symbol in uses:
            if symbol not in done:
                done[symbol] = resolve(sp.sympify(definitions[symbol]))
        return value.xreplace({s: done[s] for s in uses}) if uses else value

    return resolve(sp.sympify(expr))

