"""The interpreter behind the evaluator: one output's formula over a box of its index space.

Every output index symbol is an `arange` on its own axis of a grid, every reduction
variable gets an axis of its own (or is looped over when a block would not fit in memory),
and NumPy broadcasting does the rest. Three fast paths keep data movement near copy speed:
reads whose indices are affine in the grid become strided views; reads whose every index
depends on one output axis become one `np.take` per axis; and the caller splits the box
where a select depends on one output axis only (see `evaluate._fill`).

Integer semantics: arithmetic runs in int64, and every value computed from the data is
checked to lie in int32 where it is used. Under the runtime's precision contract
(``exact=True``) only the result is: the precision rules, not per-step checks, keep the
values in range, so an intermediate is computed exactly (it must only fit the int64 the
interpreter computes in, which a legal call's precisions guarantee). Reads are
bounds-checked where their value is used (a spec that reads out of bounds is a SpecError,
never an IndexError); a select evaluates each branch only where it is chosen.
"""

from __future__ import annotations

import itertools
from math import prod
from typing import Any

import numpy as np
import sympy as sp

from .errors import LogicError, SpecError
from .facts import Like
from .ir import FlatRead, OutputIR, Read, Reduction
from .semantics import INT32_MAX, INT32_MIN, Select, row_of
from .steps import describe_step

# Elements one vectorised block of a reduction may span before the interpreter loops instead.
BLOCK_BUDGET = 1 << 22
# What an intermediate may reach under the precision contract. Legal precisions keep every
# step of every formula within 33 bits (a rounding shift's +1 reaches 2^31); the bound keeps
# a reduction's sum of up to MAX_SIZE such values inside the int64 the interpreter computes
# in, and a product is checked in floating point before it is formed (see `_product`).
EXACT_RANGE = (-(2**32), 2**32)


class Interpreter:
    """Evaluates one output's formula over a box of its index space."""

    def __init__(self, op: str, arrays: dict[str, np.ndarray], out: OutputIR,
                 ranges: list[tuple[int, int]], exact: bool = False):
        self.op = op
        self.exact = exact
        self.out = out
        self.ranges = ranges
        self.shape = tuple(hi - lo for lo, hi in ranges)
        self.movement = isinstance(out.dtype, Like)
        self.reductions = [lim[0] for node in sp.preorder_traversal(out.value)
                           if isinstance(node, Reduction) for lim in node.limits]
        self.ndim = len(self.shape) + len(self.reductions)
        self.axis_of = {r: len(self.shape) + k for k, r in enumerate(self.reductions)}
        self.arrays = arrays
        self.env: dict[sp.Symbol, Any] = {}
        # symbols bound to an arange on an axis of the grid: symbol -> (axis, first value)
        self.grid: dict[sp.Symbol, tuple[int, int]] = {}
        self._active_limits: dict[sp.Symbol, tuple[int, int]] = {}
        for k, (symbol, (lo, hi)) in enumerate(zip(out.index, ranges)):
            self._bind_axis(symbol, lo, hi, k)

    def run(self, value: sp.Expr) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            result = self.eval(value, None)
        full = self.shape + (1,) * (self.ndim - len(self.shape))
        result = np.broadcast_to(np.asarray(result), full).reshape(self.shape)
        if not self.movement:
            self._check_int32(result, None, "the result")
        return result

    def partition(self, value: sp.Expr):
        """(axis, [(start, stop, branch), ...]) if `value` is a select on one output axis."""
        if not isinstance(value, Select) or value.condition.has(Read, FlatRead):
            return None
        symbols = value.condition.free_symbols
        if len(symbols) != 1 or not symbols <= set(self.out.index):
            return None
        (symbol,) = symbols
        axis = self.grid[symbol][0]
        lo, hi = self.ranges[axis]
        taken = np.broadcast_to(self.cond(value.condition, None), self._extent({axis: hi - lo}))
        taken = taken.reshape(-1)
        cuts = [0, *(np.flatnonzero(np.diff(taken)) + 1).tolist(), hi - lo]
        return axis, [(lo + a, lo + b, value.args[1] if taken[a] else value.args[2])
                      for a, b in zip(cuts, cuts[1:])]

    # -- grid ----------------------------------------------------------------------------------

    def _bind_axis(self, symbol: sp.Symbol, lo: int, hi: int, axis: int) -> None:
        self.env[symbol] = np.arange(lo, hi, dtype=np.int64).reshape(self._extent({axis: hi - lo}))
        self.grid[symbol] = (axis, lo)

    def _unbind(self, symbol: sp.Symbol) -> None:
        self.env.pop(symbol, None)
        self.grid.pop(symbol, None)

    def _extent(self, sizes: dict[int, int]) -> tuple[int, ...]:
        return tuple(sizes.get(k, 1) for k in range(self.ndim))

    def _position(self, mask: np.ndarray) -> tuple[int, ...]:
        where = np.argwhere(mask)[0]
        return tuple(lo + (int(where[k]) if mask.shape[k] > 1 else 0)
                     for k, (lo, _) in enumerate(self.ranges))

    # -- values --------------------------------------------------------------------------------

    def eval(self, expr: sp.Basic, care: np.ndarray | None) -> Any:
        if isinstance(expr, sp.Integer):
            return int(expr)
        if isinstance(expr, sp.Symbol):
            if expr not in self.env:
                raise SpecError(self.op, f"{expr} is not bound in the formula of {self.out.name}")
            return self.env[expr]
        if isinstance(expr, Select):
            return self._select(expr, care)
        if isinstance(expr, Read):
            return self._read(expr, care)
        if isinstance(expr, FlatRead):
            return self._flat_read(expr, care)
        if isinstance(expr, Reduction):
            return self._reduce(expr, care)
        if isinstance(expr, sp.Add):
            # a - b is Add(a, Mul(-1, b)) to sympy; subtract, so that -b (which may not
            # fit in int32) is not taken for an intermediate of the formula
            value = 0
            for arg in expr.args:
                coeff, rest = arg.as_coeff_Mul()
                if coeff == -1:
                    value = value - self.eval(rest, care)
                else:
                    value = value + self.eval(arg, care)
            return self._checked(expr, value, care)
        if isinstance(expr, sp.Mul):
            value = self.eval(expr.args[0], care)
            for arg in expr.args[1:]:
                value = self._product(expr, value, self.eval(arg, care), care)
            return self._checked(expr, value, care)
        node = row_of(expr)
        if node is not None and node[0].kind in ("arithmetic", "function"):
            meaning, operands = node
            args = [self.eval(a, care) for a in operands]
            if meaning.divisor is not None:
                args[meaning.divisor] = self._nonzero(args[meaning.divisor], care, expr)
            return self._checked(expr, meaning.numpy(*args), care)
        raise SpecError(self.op, f"{expr} ({type(expr).__name__}) is not an exact integer "
                        "expression; use the functions of cvmverify.core.semantics")

    def cond(self, expr: sp.Basic, care: np.ndarray | None) -> Any:
        if expr is sp.true or expr is True:
            return True
        if expr is sp.false or expr is False:
            return False
        node = row_of(expr)
        if node is None or node[0].kind not in ("comparison", "boolean"):
            raise SpecError(self.op, f"{expr} is not a condition")
        meaning, operands = node
        operand = self.cond if meaning.kind == "boolean" else self.eval
        return meaning.numpy(*[operand(a, care) for a in operands])

    def _select(self, expr: Select, care) -> Any:
        condition, if_true, if_false = expr.args
        taken = self.cond(condition, care)
        if np.ndim(taken) == 0:
            return self.eval(if_true if taken else if_false, care)
        chosen = self.eval(if_true, _and(care, taken)) if np.any(taken) else None
        rest = np.logical_not(taken)
        other = self.eval(if_false, _and(care, rest)) if np.any(rest) else None
        if chosen is None or other is None:
            return other if chosen is None else chosen
        return np.where(taken, chosen, other)

    # -- reads ---------------------------------------------------------------------------------

    def _read(self, expr: Read, care, raw: bool = False) -> Any:
        array = self.arrays[expr.tensor]
        if care is None:
            fast = self._affine_view(array, expr.indices)
            if fast is None:
                fast = self._separable_gather(array, expr.indices)
            if fast is not None:
                return fast if raw else self._as_value(fast)
        index = []
        for axis, (e, n) in enumerate(zip(expr.indices, array.shape)):
            index.append(self._in_bounds(self.eval(e, care), n, care, expr, f"axis {axis}"))
        return self._as_value(array[tuple(index)])

    def _flat_read(self, expr: FlatRead, care, raw: bool = False) -> Any:
        array = self.arrays[expr.tensor].reshape(-1)
        view = self._affine_view(array, (expr.offset,)) if care is None else None
        if view is not None:
            return view if raw else self._as_value(view)
        offset = self._in_bounds(self.eval(expr.offset, care), array.size, care, expr, "offset")
        return self._as_value(array[offset])

    def _as_value(self, data: Any) -> Any:
        return data if self.movement else np.asarray(data).astype(np.int64)

    def _in_bounds(self, index: Any, n: int, care, expr, what: str) -> Any:
        bad = np.logical_or(np.less(index, 0), np.greater_equal(index, n))
        bad = _and(care, bad)
        if np.any(bad):
            at = self._position(np.broadcast_to(bad, np.broadcast_shapes(
                np.shape(bad), (1,) * self.ndim))) if np.ndim(bad) else ()
            raise SpecError(self.op, f"{expr} reads out of bounds ({what} not in [0, {n})) at "
                            f"{self.out.name}{list(at)}")
        return np.clip(index, 0, n - 1) if np.ndim(index) else index

    def _affine(self, expr: sp.Expr):
        """(constant, {grid axis: coefficient}) if `expr` is affine in the grid, else None."""
        const, linear = 0, {}
        for term in sp.Add.make_args(expr):
            coeff, rest = term.as_coeff_Mul()
            if not isinstance(coeff, sp.Integer):
                return None
            if rest == 1:
                const += int(coeff)
            elif rest in self.grid:
                axis, lo = self.grid[rest]
                const += int(coeff) * lo  # the grid starts at lo along this axis
                linear[axis] = linear.get(axis, 0) + int(coeff)
            elif isinstance(self.env.get(rest), int):
                const += int(coeff) * self.env[rest]  # a reduction variable being looped over
            else:
                return None
        return const, {k: c for k, c in linear.items() if c}

    def _affine_view(self, array: np.ndarray, indices) -> np.ndarray | None:
        """A strided view for reads whose indices are affine in the grid.

        The movement ops' fast path: the read becomes NumPy strides (as a tinygrad view
        would), bounds-checked at the corners of the index box.
        """
        array = np.ascontiguousarray(array)
        extent = self._extent({**dict(enumerate(self.shape)), **{
            a: hi - lo for s, (a, lo) in self.grid.items() if a >= len(self.shape)
            for lo, hi in [self._reduction_range(s)]}})
        offset, strides = 0, [0] * self.ndim
        for axis, index in enumerate(indices):
            coeffs = self._affine(index)
            if coeffs is None:
                return None
            const, linear = coeffs
            low = const + sum(min(0, c * (extent[k] - 1)) for k, c in linear.items())
            high = const + sum(max(0, c * (extent[k] - 1)) for k, c in linear.items())
            if low < 0 or high >= array.shape[axis]:
                return None  # the generic path reports the offending position
            offset += const * array.strides[axis]
            for k, c in linear.items():
                strides[k] += c * array.strides[axis]
        shape = [n if strides[k] else 1 for k, n in enumerate(extent)]
        start = array.reshape(-1)[offset // array.itemsize:]
        return np.lib.stride_tricks.as_strided(start, shape=shape, strides=strides,
                                               writeable=False)

    def _separable_gather(self, array: np.ndarray, indices) -> np.ndarray | None:
        """Gather axis by axis when each index depends on one output axis (repeat, tile,
        upsampling, take along an axis): one `np.take` per axis that is not the identity."""
        axes = []
        for e in indices:
            symbols = [s for s in e.free_symbols if s in self.grid]
            if len(symbols) > 1 or e.has(Reduction) or any(
                    s not in self.env for s in e.free_symbols if s.name not in self.arrays):
                return None
            axes.append(self.grid[symbols[0]][0] if symbols else None)
        mapped = [a for a in axes if a is not None]
        if len(set(mapped)) != len(mapped) or any(a >= len(self.shape) for a in mapped):
            return None
        gathered = array
        for k, e in enumerate(indices):
            index = np.asarray(self._in_bounds(self.eval(e, None), array.shape[k], None, e,
                                               f"axis {k}")).reshape(-1)
            if not (index.size == array.shape[k] and np.array_equal(index, np.arange(index.size))):
                gathered = np.take(gathered, index, axis=k)
        order = sorted(range(len(axes)), key=lambda k: (axes[k] is None, axes[k] or 0))
        shape = self._extent({a: self.shape[a] for a in mapped})
        return gathered.transpose(order).reshape(shape)

    # -- reductions ----------------------------------------------------------------------------

    def _reduction_range(self, symbol: sp.Symbol) -> tuple[int, int]:
        return self._active_limits[symbol]

    def _reduce(self, expr: Reduction, care) -> Any:
        limits = []
        for symbol, lo, hi in expr.limits:
            lo, hi = self.eval(lo, care), self.eval(hi, care)
            if np.ndim(lo) or np.ndim(hi):
                raise SpecError(self.op, f"the bounds of {symbol} in {expr} depend on the "
                                "output index")
            limits.append((symbol, int(lo), int(max(lo, hi))))
        if any(lo == hi for _, lo, hi in limits):
            if expr.kind == "max":
                raise SpecError(self.op, f"max over an empty domain in {expr}")
            return 0
        # Vectorise the innermost variables as far as the budget allows, the next one in
        # chunks that fit, and loop point by point over the rest.
        block = prod(self.shape)
        split = len(limits)
        while split > 0 and block * (limits[split - 1][2] - limits[split - 1][1]) <= BLOCK_BUDGET:
            split -= 1
            block *= limits[split][2] - limits[split][1]
        looped, vectorised = limits[:split], limits[split:]
        chunked = [looped.pop()] if looped else []
        step = max(1, BLOCK_BUDGET // block)
        for symbol, lo, hi in vectorised:
            self._active_limits[symbol] = (lo, hi)
            self._bind_axis(symbol, lo, hi, self.axis_of[symbol])
        axes = tuple(self.axis_of[s] for s, _, _ in chunked + vectorised)
        reader = {Read: self._read, FlatRead: self._flat_read}.get(type(expr.body))
        chunks = [(start, min(start + step, hi)) for _, lo, hi in chunked
                  for start in range(lo, hi, step)] or [None]
        total = None
        for point in itertools.product(*(range(lo, hi) for _, lo, hi in looped)):
            for (symbol, _, _), value in zip(looped, point):
                self.env[symbol] = value
            for chunk in chunks:
                sizes = {self.axis_of[s]: hi - lo for s, lo, hi in vectorised}
                if chunk is not None:
                    symbol = chunked[0][0]
                    self._active_limits[symbol] = chunk
                    self._bind_axis(symbol, *chunk, self.axis_of[symbol])
                    sizes[self.axis_of[symbol]] = chunk[1] - chunk[0]
                # A bare read is folded straight from its (int32) view, not a widened copy.
                part = reader(expr.body, care, raw=True) if reader and care is None else \
                    self.eval(expr.body, care)
                # A body that ignores a variable is constant along it: broadcast before
                # folding, so that a sum counts every point of the domain.
                part = np.broadcast_to(part, np.broadcast_shapes(np.shape(part),
                                                                 self._extent(sizes)))
                if expr.kind == "sum":
                    part = part.sum(axis=axes, keepdims=True, dtype=np.int64)
                    total = part if total is None else total + part
                else:
                    part = part.max(axis=axes, keepdims=True).astype(np.int64)
                    total = part if total is None else np.maximum(total, part)
        for symbol, _, _ in limits:
            self._unbind(symbol)
            self._active_limits.pop(symbol, None)
        return self._checked(expr, total, care)

    # -- exactness -----------------------------------------------------------------------------

    def _checked(self, expr: sp.Basic, value: Any, care) -> Any:
        if expr.has(Read, FlatRead):
            if self.exact:
                self._check_range(value, care, expr, EXACT_RANGE,
                                  "every intermediate within 33 bits (the exact range of the "
                                  "evaluator under the precision contract)")
            else:
                self._check_int32(value, care, expr)  # printed only if it fails
        return value

    def _product(self, expr: sp.Basic, a: Any, b: Any, care) -> Any:
        """a * b, refusing (exact mode) a product that int64 could not hold: a factor
        outside int32 is a checked intermediate of up to 33 bits, and two of them may
        exceed 2^63 before any check would see it."""
        if self.exact:
            bound = np.abs(np.asarray(a, dtype=np.float64)) * np.abs(np.asarray(b, np.float64))
            self._check_range(bound, care, expr, EXACT_RANGE,
                              "every intermediate within 33 bits (the exact range of the "
                              "evaluator under the precision contract)")
        return a * b

    def _check_int32(self, value: Any, care, what: Any) -> None:
        self._check_range(value, care, what, (INT32_MIN, INT32_MAX),
                          "every exact result and intermediate within int32")

    def _check_range(self, value: Any, care, what: Any, bounds: tuple[int, int],
                     condition: str) -> None:
        lowest, highest = bounds
        if np.ndim(value) == 0:
            low = high = int(value)
        else:
            masked = value if care is None else np.where(care, value, 0)
            low, high = int(np.min(masked)), int(np.max(masked))
        if low < lowest or high > highest:
            bad = np.logical_or(np.less(value, lowest), np.greater(value, highest))
            bad = np.broadcast_to(_and(care, bad), np.broadcast_shapes(
                np.shape(bad), (1,) * self.ndim))
            at = self._position(bad) if np.ndim(bad) else ()
            raise LogicError(self.op, condition,
                             {"value": low if low < lowest else high,
                              "at": f"{self.out.name}{list(at)}", "step": describe_step(what)})

    def _nonzero(self, divisor: Any, care, expr) -> Any:
        zero = _and(care, np.equal(divisor, 0))
        if np.any(zero):
            raise SpecError(self.op, f"division by zero in {expr}")
        return np.where(np.equal(divisor, 0), 1, divisor) if np.ndim(divisor) else divisor


def _and(care, mask):
    if care is None:
        return mask
    return np.logical_and(care, mask)
