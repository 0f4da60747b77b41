"""The reference semantics: execute any spec instance on NumPy arrays.

One generic interpreter of the instance's expressions, vectorised over the output index space:
every output index symbol is an `arange` on its own axis, every reduction variable gets an
axis of its own (or is looped over when the block would not fit in memory), and NumPy
broadcasting does the rest. There is no per-op code here; an op that cannot be evaluated from
its spec means the spec language lacks something.

Integer semantics: arithmetic runs in int64, and every value the formula computes from the
data is checked to lie in int32 where it is used (an exact result or intermediate outside
int32 is a LogicError, never a wrapped value). Reads are bounds-checked where their value is
used, so a spec that reads out of bounds is a SpecError, never an IndexError. A `select`
evaluates each branch only for the positions that choose it (others are clipped into range
and discarded).
"""

from __future__ import annotations

import itertools
from math import prod
from typing import Any, Sequence

import numpy as np
import sympy as sp

from . import registry
from .bind import Call, bind_call
from .errors import LogicError, SpecError
from .ir import FlatRead, Instance, OutputIR, Read, Reduction, reads
from .semantics import INT32_MAX, INT32_MIN, meaning_of

# Elements one vectorised block of a reduction may span before the interpreter loops instead.
BLOCK_BUDGET = 1 << 22


def evaluate(name: str, inputs: Sequence[Any], **attrs: Any) -> list[np.ndarray]:
    """Evaluate operator `name` on NumPy `inputs`; one array per output.

    Raises LogicError for any violated precondition; never modifies its inputs.
    """
    spec = registry.get(name)
    call = bind_call(spec, inputs, attrs)
    instance = spec.instantiate(call.binder)
    return run(instance, call)


def run(instance: Instance, call: Call) -> list[np.ndarray]:
    """Execute an instance that was instantiated for `call`."""
    values = call.binder.values
    _check_dtypes(instance, call)
    shapes = [_concrete_shape(instance, out, values) for out in instance.outputs]
    if instance.definition is not None:
        ordered = [call.arrays[t.name] for t in instance.inputs]
        results = instance.definition(ordered, **call.attrs)
        for out, shape, result in zip(instance.outputs, shapes, results):
            if tuple(result.shape) != shape:
                raise SpecError(instance.op, f"definition gave {out.name} shape {result.shape}, "
                                f"the declared shape rule says {shape}", instance.where)
        return [np.ascontiguousarray(r) for r in results]
    return [_Interpreter(instance.op, call.arrays, out, shape).run(out.value.xreplace(values))
            for out, shape in zip(instance.outputs, shapes)]


def _concrete_shape(instance: Instance, out: OutputIR, values) -> tuple[int, ...]:
    shape = []
    for k, dim in enumerate(out.shape):
        folded = dim.xreplace(values)
        if not isinstance(folded, sp.Integer) or folded < 1:
            raise SpecError(instance.op, f"{out.name}.shape[{k}] = {dim} evaluates to {folded} "
                            "although every precondition holds", instance.where)
        shape.append(int(folded))
    return tuple(shape)


def _check_dtypes(instance: Instance, call: Call) -> None:
    """Movement keeps one dtype; values and indices must be integers within int32."""
    integer_tensors: set[str] = set()
    for out in instance.outputs:
        if out.value is None:
            integer_tensors.update(t.name for t in instance.inputs)
            continue
        read_names = {r.tensor for r in reads(out.value)}
        if out.dtype == "int32":
            integer_tensors |= read_names
            continue
        leaves = {r.tensor for r in _leaf_reads(out.value)}
        integer_tensors |= read_names - leaves
        dtypes = {n: call.arrays[n].dtype for n in sorted(leaves)}
        if len(set(dtypes.values())) > 1:
            raise LogicError(instance.op, "inputs of one dtype",
                             {f"{n}.dtype": str(d) for n, d in dtypes.items()})
    for name in sorted(integer_tensors):
        array = call.arrays[name]
        if not np.issubdtype(array.dtype, np.integer):
            raise LogicError(instance.op, f"{name} holds integers",
                             {f"{name}.dtype": str(array.dtype)})
        if array.dtype.itemsize > 4 or array.dtype == np.uint32:
            low, high = int(array.min()), int(array.max())
            if low < INT32_MIN or high > INT32_MAX:
                raise LogicError(instance.op, f"every value of {name} within int32",
                                 {f"min({name})": low, f"max({name})": high})


def _leaf_reads(value: sp.Expr) -> list[sp.Basic]:
    if isinstance(value, sp.Piecewise):
        return [r for expr, _ in value.args for r in _leaf_reads(expr)]
    return [value] if isinstance(value, (Read, FlatRead)) else []


class _Interpreter:
    """Evaluates one output's formula over its whole index space."""

    def __init__(self, op: str, arrays: dict[str, np.ndarray], out: OutputIR,
                 shape: tuple[int, ...]):
        self.op = op
        self.out = out
        self.shape = shape
        self.movement = out.dtype != "int32"
        self.reductions = [lim[0] for node in sp.preorder_traversal(out.value)
                           if isinstance(node, Reduction) for lim in node.limits]
        self.ndim = len(shape) + len(self.reductions)
        self.axis_of = {r: len(shape) + k for k, r in enumerate(self.reductions)}
        self.arrays = arrays
        self.env: dict[sp.Symbol, Any] = {}
        for k, (symbol, n) in enumerate(zip(out.index, shape)):
            self.env[symbol] = self._axis_range(0, n, k)

    def run(self, value: sp.Expr) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            result = self.eval(value, None)
        full = self.shape + (1,) * (self.ndim - len(self.shape))
        result = np.broadcast_to(np.asarray(result), full).reshape(self.shape)
        if self.movement:
            return np.array(result)
        self._check_int32(result, None, "the result")
        return result.astype(np.int32)

    # -- grid ----------------------------------------------------------------------------------

    def _axis_range(self, lo: int, hi: int, axis: int) -> np.ndarray:
        shape = [1] * self.ndim
        shape[axis] = hi - lo
        return np.arange(lo, hi, dtype=np.int64).reshape(shape)

    def _position(self, mask: np.ndarray) -> tuple[int, ...]:
        where = np.argwhere(mask)[0]
        return tuple(int(where[k]) if mask.shape[k] > 1 else 0 for k in range(len(self.shape)))

    # -- values --------------------------------------------------------------------------------

    def eval(self, expr: sp.Basic, care: np.ndarray | None) -> Any:
        if isinstance(expr, sp.Integer):
            return int(expr)
        if expr is sp.nan:
            raise SpecError(self.op, f"the formula of {self.out.name} is undefined (a select "
                            "with no applicable case)")
        if isinstance(expr, sp.Symbol):
            if expr not in self.env:
                raise SpecError(self.op, f"{expr} is not bound in the formula of {self.out.name}")
            return self.env[expr]
        if isinstance(expr, sp.Piecewise):
            return self._select(expr, care)
        if isinstance(expr, Read):
            return self._read(expr, care)
        if isinstance(expr, FlatRead):
            return self._flat_read(expr, care)
        if isinstance(expr, Reduction):
            return self._reduce(expr, care)
        if isinstance(expr, sp.Add):
            value = self.eval(expr.args[0], care)
            for arg in expr.args[1:]:
                value = value + self.eval(arg, care)
            return self._checked(expr, value, care)
        if isinstance(expr, sp.Mul):
            value = self.eval(expr.args[0], care)
            for arg in expr.args[1:]:
                value = value * self.eval(arg, care)
            return self._checked(expr, value, care)
        if isinstance(expr, sp.Pow) and isinstance(expr.exp, sp.Integer) and expr.exp >= 0:
            return self._checked(expr, self.eval(expr.base, care) ** int(expr.exp), care)
        meaning = meaning_of(expr)
        if meaning is not None:
            args = [self.eval(a, care) for a in expr.args]
            if meaning.divisor is not None:
                args[meaning.divisor] = self._nonzero(args[meaning.divisor], care, expr)
            return self._checked(expr, meaning.numpy(*args), care)
        raise SpecError(self.op, f"{expr} ({type(expr).__name__}) is not an exact integer "
                        "expression; use the functions of cvmverify.semantics")

    def cond(self, expr: sp.Basic, care: np.ndarray | None) -> Any:
        if expr is sp.true or expr is True:
            return True
        if expr is sp.false or expr is False:
            return False
        if isinstance(expr, sp.And):
            result = True
            for arg in expr.args:
                result = np.logical_and(result, self.cond(arg, care))
            return result
        if isinstance(expr, sp.Or):
            result = False
            for arg in expr.args:
                result = np.logical_or(result, self.cond(arg, care))
            return result
        if isinstance(expr, sp.Not):
            return np.logical_not(self.cond(expr.args[0], care))
        compare = _COMPARE.get(type(expr))
        if compare is None:
            raise SpecError(self.op, f"{expr} is not a condition")
        return compare(self.eval(expr.lhs, care), self.eval(expr.rhs, care))

    def _select(self, expr: sp.Piecewise, care) -> Any:
        chosen = []  # (value, mask) per branch
        undecided: Any = True
        for value, condition in expr.args:
            reach = _and(care, undecided)
            taken = np.logical_and(undecided, self.cond(condition, reach))
            if np.any(taken):
                chosen.append((self.eval(value, _and(care, taken)), taken))
            undecided = np.logical_and(undecided, np.logical_not(taken))
            if not np.any(undecided):
                break
        if np.any(_and(care, undecided)) or not chosen:
            raise SpecError(self.op, f"no case of {expr} applies (the formula is undefined "
                            f"there)")
        result = chosen[-1][0]
        for value, taken in reversed(chosen[:-1]):
            result = np.where(taken, value, result)
        return result

    # -- reads ---------------------------------------------------------------------------------

    def _read(self, expr: Read, care) -> Any:
        array = self.arrays[expr.tensor]
        view = self._affine_view(array, expr.indices) if care is None else None
        if view is not None:
            return self._as_value(view)
        index = []
        for axis, (e, n) in enumerate(zip(expr.indices, array.shape)):
            index.append(self._in_bounds(self.eval(e, care), n, care, expr, f"axis {axis}"))
        return self._as_value(array[tuple(index)])

    def _flat_read(self, expr: FlatRead, care) -> Any:
        array = self.arrays[expr.tensor].reshape(-1)
        view = self._affine_view(array, (expr.offset,)) if care is None else None
        if view is not None:
            return self._as_value(view)
        offset = self._in_bounds(self.eval(expr.offset, care), array.size, care, expr, "offset")
        return self._as_value(array[offset])

    def _as_value(self, data: Any) -> Any:
        return data if self.movement else np.asarray(data).astype(np.int64)

    def _in_bounds(self, index: Any, n: int, care, expr, what: str) -> Any:
        bad = np.logical_or(np.less(index, 0), np.greater_equal(index, n))
        bad = _and(care, bad)
        if np.any(bad):
            at = self._position(np.broadcast_to(bad, np.broadcast(bad, np.empty(
                (1,) * self.ndim)).shape)) if np.ndim(bad) else ()
            raise SpecError(self.op, f"{expr} reads out of bounds ({what} not in [0, {n})) at "
                            f"{self.out.name}{list(at)}")
        return np.clip(index, 0, n - 1) if np.ndim(index) else index

    def _affine_view(self, array: np.ndarray, indices) -> np.ndarray | None:
        """A strided view for reads whose indices are affine in the output index.

        This is the movement ops' fast path: the read becomes NumPy strides (as a tinygrad
        view would), bounds-checked at the corners of the index box.
        """
        array = np.ascontiguousarray(array)
        positions = {s: k for k, s in enumerate(self.out.index)}
        offset, strides = 0, [0] * self.ndim
        for axis, index in enumerate(indices):
            coeffs = _affine(index, positions)
            if coeffs is None:
                return None
            const, linear = coeffs
            low = const + sum(min(0, c * (self.shape[k] - 1)) for k, c in linear.items())
            high = const + sum(max(0, c * (self.shape[k] - 1)) for k, c in linear.items())
            if low < 0 or high >= array.shape[axis]:
                return None  # the generic path reports the offending position
            offset += const * array.strides[axis]
            for k, c in linear.items():
                strides[k] += c * array.strides[axis]
        shape = [n if strides[k] else 1 for k, n in enumerate(self.shape)]
        shape += [1] * (self.ndim - len(shape))
        start = array.reshape(-1)[offset // array.itemsize:]
        return np.lib.stride_tricks.as_strided(start, shape=shape, strides=strides,
                                               writeable=False)

    # -- reductions ----------------------------------------------------------------------------

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
        # Vectorise the innermost variables as far as the budget allows; loop over the rest.
        block = prod(self.shape)
        split = len(limits)
        while split > 0 and block * (limits[split - 1][2] - limits[split - 1][1]) <= BLOCK_BUDGET:
            split -= 1
            block *= limits[split][2] - limits[split][1]
        looped, vectorised = limits[:split], limits[split:]
        axes = tuple(self.axis_of[s] for s, _, _ in vectorised)
        for symbol, lo, hi in vectorised:
            self.env[symbol] = self._axis_range(lo, hi, self.axis_of[symbol])
        extent = self._extent_shape(vectorised)
        total = None
        for point in itertools.product(*(range(lo, hi) for _, lo, hi in looped)):
            for (symbol, _, _), value in zip(looped, point):
                self.env[symbol] = value
            part = np.asarray(self.eval(expr.body, care))
            # A body that ignores a variable is constant along it: broadcast before folding,
            # so that a sum counts every point of the domain.
            part = np.broadcast_to(part, np.broadcast_shapes(part.shape, extent))
            if expr.kind == "sum":
                part = part.sum(axis=axes, keepdims=True)
                total = part if total is None else total + part
            else:
                part = part.max(axis=axes, keepdims=True)
                total = part if total is None else np.maximum(total, part)
        for symbol, _, _ in limits:
            del self.env[symbol]
        return self._checked(expr, total, care)

    def _extent_shape(self, vectorised) -> tuple[int, ...]:
        shape = [1] * self.ndim
        for symbol, lo, hi in vectorised:
            shape[self.axis_of[symbol]] = hi - lo
        return tuple(shape)

    # -- exactness -----------------------------------------------------------------------------

    def _checked(self, expr: sp.Basic, value: Any, care) -> Any:
        if expr.has(Read, FlatRead):
            self._check_int32(value, care, str(expr))
        return value

    def _check_int32(self, value: Any, care, what: str) -> None:
        if np.ndim(value) == 0:
            low = high = int(value)
        else:
            masked = value if care is None else np.where(care, value, 0)
            low, high = int(np.min(masked)), int(np.max(masked))
        if low < INT32_MIN or high > INT32_MAX:
            bad = np.logical_or(np.less(value, INT32_MIN), np.greater(value, INT32_MAX))
            bad = np.broadcast_to(_and(care, bad), np.broadcast_shapes(
                np.shape(bad), (1,) * self.ndim))
            at = self._position(bad) if np.ndim(bad) else ()
            raise LogicError(self.op, "every exact result and intermediate within int32",
                             {"value": low if low < INT32_MIN else high,
                              "at": f"{self.out.name}{list(at)}", "of": what})

    def _nonzero(self, divisor: Any, care, expr) -> Any:
        zero = _and(care, np.equal(divisor, 0))
        if np.any(zero):
            raise SpecError(self.op, f"division by zero in {expr}")
        return np.where(np.equal(divisor, 0), 1, divisor) if np.ndim(divisor) else divisor


def _and(care, mask):
    if care is None:
        return mask
    return np.logical_and(care, mask)


def _affine(expr: sp.Expr, positions: dict[sp.Symbol, int]):
    """(constant, {axis: coefficient}) if `expr` is affine in the index symbols, else None."""
    const, linear = 0, {}
    for term in sp.Add.make_args(expr):
        coeff, rest = term.as_coeff_Mul()
        if not isinstance(coeff, sp.Integer):
            return None
        if rest == 1:
            const += int(coeff)
        elif rest in positions:
            linear[positions[rest]] = linear.get(positions[rest], 0) + int(coeff)
        else:
            return None
    return const, {k: c for k, c in linear.items() if c}


_COMPARE = {
    sp.StrictLessThan: np.less,
    sp.LessThan: np.less_equal,
    sp.StrictGreaterThan: np.greater,
    sp.GreaterThan: np.greater_equal,
    sp.Equality: np.equal,
    sp.Unequality: np.not_equal,
}
