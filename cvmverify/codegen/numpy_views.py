"""How reads become strided views, the fast path of the generated NumPy kernels.

A read whose index is affine in the axes of a box (the output's, and a reduction's
variables) is `_view` of its input: starts and steps per input axis, printed from the
affine maps (`affine.affine`), no copy. A read guarded by its own bounds (conv2d's padding)
is a view of the input padded once per call. A sum or max of one such read folds the view
with NumPy, and a sum of products of two is one einsum. Everything else is a gather.
"""

from __future__ import annotations

import re

import sympy as sp

from .affine import affine
from .lower import Block, Choose, Compute, Load, Reduce, temporaries
from .plan import OutputPlan


class ReadViews:
    """The read-related part of `numpy_kernel.NumpyKernelWriter` (which provides `plan`,
    `scalar`, `array`, `loop_variables`, `hoisted`, `guarded` and the box being written)."""

    def _padded_read(self, choose: Choose, axes: list) -> str | None:
        """``x[idx] if idx is inside x else c``, with idx affine: a view of x padded with c
        over the view `axes` (see `_axes`)."""
        then, otherwise = choose.then, choose.otherwise
        if len(then.statements) != 1 or otherwise.statements or \
                not isinstance(otherwise.value, sp.Integer):
            return None
        load = then.statements[0]
        if not isinstance(load, Load) or load.flat or load.target != then.value:
            return None
        tensor = next(t for t in self.plan.inputs if t.name == load.tensor)
        bounds = set(_bounds(load.indices, tensor.shape))
        conjuncts = set(sp.And.make_args(choose.condition))
        if not conjuncts or not conjuncts <= bounds:
            return None
        maps = self._maps(load, axes)
        if maps is None:
            return None
        # pad every axis by as much as the view reaches outside it, then read a view
        reach = [self._reach(m, axes) for m in maps]
        pads = ", ".join(f"(max(0, -({low})), max(0, ({high}) - {dim} + 1))"
                         for (low, high), dim in zip(reach, self.plan.dims(tensor.name)))
        source = f"_padded({tensor.name}, {int(otherwise.value)}, ({pads},), cache)"
        return self._view(source, maps, axes, shift=[f"max(0, -({low}))" for low, _ in reach])

    def _axes(self, out: OutputPlan, extra=(), origin: bool = False) -> list:
        """The axes of a view, (symbol, first value, extent) as code each: the output's,
        over the box (or, with `origin`, over the whole output), then the variables of a
        reduction in `extra`."""
        if origin:
            axes = [(s, "0", self.scalar.doprint(d)) for s, d in zip(out.index, out.shape)]
        else:
            axes = [(s, f"lo[{k}]", f"hi[{k}] - lo[{k}]") for k, s in enumerate(out.index)]
        for symbol, lo, hi in extra:
            first = self.scalar.doprint(lo)
            axes.append((symbol, first, f"{self.scalar.doprint(hi)} - {first}"))
        return axes

    def _maps(self, load: Load, axes: list):
        """The affine map of each index of `load` over the view `axes`, or None."""
        symbols = tuple(symbol for symbol, _, _ in axes)
        if any(temporaries(i) or (i.free_symbols & self.loop_variables) - set(symbols)
               for i in load.indices):
            return None
        maps = [affine(i, symbols) for i in load.indices]
        return None if any(m is None for m in maps) else maps

    def _reach(self, m, axes: list) -> tuple[str, str]:
        """The least and greatest value of an affine index over the view `axes`, as code."""
        constant, coefficients = m
        low = [self.scalar.doprint(constant)]
        high = list(low)
        for symbol, first, extent in axes:
            if symbol in coefficients:
                a = self.scalar.doprint(coefficients[symbol])
                low.append(f"({a}) * ({first}) + min(0, ({a}) * ({extent} - 1))")
                high.append(f"({a}) * ({first}) + max(0, ({a}) * ({extent} - 1))")
        return " + ".join(low), " + ".join(high)

    def _view(self, source: str, maps, axes: list, shift=None) -> str:
        """`_view` of `source` at the affine `maps` over the view `axes`."""
        starts, steps = [], []
        for j, (constant, coefficients) in enumerate(maps):
            terms = [] if constant == 0 else [self.scalar.doprint(constant)]
            for symbol, first, _ in axes:
                if symbol not in coefficients or first == "0":
                    continue
                scale = coefficients[symbol]
                plain = first if re.fullmatch(r"[\w\[\]]+", first) else f"({first})"
                terms.append(plain if scale == 1 else
                             f"({self.scalar.doprint(scale)}) * {plain}")
            if shift is not None:
                terms.append(shift[j])
            starts.append(" + ".join(terms) or "0")
            steps.append("(" + ", ".join(self.scalar.doprint(sp.sympify(
                coefficients.get(symbol, 0))) for symbol, _, _ in axes) + ",)")
        extents = ", ".join(extent for _, _, extent in axes)
        return f"_view({source}, ({', '.join(starts)},), ({', '.join(steps)},), ({extents},))"

    def _load(self, load: Load, out: OutputPlan, care: str | None) -> str:
        tensor = load.tensor
        if care is None and not load.flat:
            whole = self._axes(out, origin=True)
            maps = self._maps(load, whole)
            if maps is not None:
                if self.whole_output and not self.guarded and not any(
                        i.free_symbols & self.loop_variables for i in load.indices):
                    # the view over the whole output is made once per call, sliced per box
                    view = f"view_{len(self.hoisted)}_{out.name}"
                    self.hoisted.append(f"{'    ' * self.body_depth}{view} = "
                                        f"{self._view(tensor, maps, whole)}")
                    return f"_part({view}, lo, hi, (0,) * {len(out.index)})"
                return self._view(tensor, maps, self._axes(out))
        if load.flat:
            offset = self.array.doprint(load.indices[0])
            return f"_flat_gather({tensor}, {offset}, {care})"
        indices = ", ".join(self.array.doprint(i) for i in load.indices)
        return f"_gather({tensor}, ({indices},), {care})"

    def _reduce_view(self, reduce: Reduce, out: OutputPlan, care: str | None) -> str | None:
        """A reduction folded by NumPy over strided views with an axis per variable of the
        reduction, instead of a Python loop over its domain: a sum or max of one read; or a
        sum of products of two reads (conv2d, dense: one `_contract`, a matrix product
        where exact), when no product can leave int32 (checked on the inputs' largest
        magnitudes, else the loop runs)."""
        body = reduce.body
        if care is not None:
            return None
        axes = self._axes(out, extra=reduce.limits)
        rank, folded = len(out.index), tuple(range(len(out.index), len(axes)))
        operands = [self._operand(statement, body, axes) for statement in body.statements]
        if any(o is None for o in operands):
            return None
        if len(operands) == 1 and body.value == body.statements[0].target:
            if reduce.kind == "sum":
                return f"{operands[0][0]}.sum(axis={folded}, dtype={self.wide})", None
            return f"{operands[0][0]}.max(axis={folded})", None
        product = body.statements[-1] if body.statements else None
        if reduce.kind != "sum" or len(operands) != 3 or not isinstance(product, Compute) or \
                product.target != body.value or product.expr != sp.Mul(
                    body.statements[0].target, body.statements[1].target, evaluate=False):
            return None
        (a, a_size), (b, b_size) = operands[0], operands[1]
        # under the runtime contract every product is proven within int32: no guard
        return (f"_contract({a}, {b}, {rank}, {self.wide}, {a_size}, {b_size})",
                f"{a_size} * {b_size} <= INT32_MAX" if self.plan.checks_steps else None)

    def _operand(self, statement, body: Block, axes: list):
        """(view over `axes`, the largest magnitude it can hold, as code) for a read or a
        padded read, else None; a product of two of them is accepted as itself (the caller
        checks its form)."""
        if isinstance(statement, Load) and not statement.flat:
            maps = self._maps(statement, axes)
            return None if maps is None else (self._view(statement.tensor, maps, axes),
                                              f"_magnitude({statement.tensor}, cache)")
        if isinstance(statement, Choose):
            view = self._padded_read(statement, axes)
            if view is None:
                return None
            pad = abs(int(statement.otherwise.value))
            tensor = statement.then.statements[0].tensor
            return view, f"max(_magnitude({tensor}, cache), {pad})"
        if isinstance(statement, Compute) and statement is body.statements[-1]:
            return ("", "")
        return None


def _bounds(indices, shape):
    """The conditions that say a read at `indices` is inside a tensor of `shape`, in the
    forms sympy gives them."""
    for index, dim in zip(indices, shape):
        yield sp.LessThan(0, index)
        yield sp.GreaterThan(index, 0)
        yield sp.StrictLessThan(index, dim)
        yield sp.StrictGreaterThan(dim, index)
