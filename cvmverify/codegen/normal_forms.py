"""The normal forms of a kernel plan's outputs, which shared kernels compute.

    strided_view(plan, k)         output k moves one read that is a strided view of an
                                  input: cvm_cuda.h's one gather computes it
    piecewise_views(plan, k)      output k is a select of such reads by ranges of one
                                  output axis (concatenate): one gather per piece, each
                                  into its box of the output
    split_view(plan, k)           output k moves one read whose indices divide output
                                  indices by dims (tile): a strided view once each such
                                  axis is split into quotient and remainder
    strided_reduction(plan, k)    output k is a sum or max of one such read over a box of
                                  reduction variables: its one reduction kernel does
    reads_as_views(plan, block, index)
                                  every read of an output's own kernel is a strided view:
                                  the kernel reads through views the host computes, and
                                  serves every structure of its formula

A view is over symbols ``cvm_<input>_step_j``, the elements one index of axis j counts,
returned with their row-major definitions (products of the input's dims), and is proven
equal to the read it replaces (`affine.strided_view`).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from ..core.semantics import FloorDiv, FloorMod, Select
from .affine import StridedView
from .affine import strided_view as view_of_read
from .cuda_exprs import c_identifier, substituted
from .lower import Block, Choose, Compute, Load, Reduce, lower, temporaries
from .plan import KernelPlan


def _view_of_load(plan: KernelPlan, load: Load,
                  index: tuple[sp.Symbol, ...]) -> tuple[StridedView, list] | None:
    """(the `StridedView` of `load` over `index`, its steps' definitions), or None. The
    view is over symbols ``cvm_<input>_step_j``, the elements one index of axis j counts,
    defined row-major (products of the input's dims)."""
    if load.flat:
        steps, definitions = [sp.Integer(1)], []
    else:
        dims = next(t.shape for t in plan.inputs if t.name == load.tensor)
        steps = [sp.Symbol(c_identifier(f"cvm_{load.tensor}_step_{j}"), integer=True,
                           positive=True) for j in range(len(dims) - 1)] + [sp.Integer(1)]
        definitions = [(s, sp.Mul(*dims[j + 1:])) for j, s in enumerate(steps[:-1])]
    view = view_of_read(load.tensor, load.indices, tuple(steps), index)
    return None if view is None else (view, definitions)


def strided_view(plan: KernelPlan, position: int) -> tuple[StridedView, list] | None:
    """Output `position` of `plan` as a strided view of one input, if it moves the element
    of one affine read: the shared gather computes it. (view, steps) as `_view_of_load`."""
    load = _moved_read(plan, position)
    return None if load is None else _view_of_load(plan, load, plan.outputs[position].index)


def _moved_read(plan: KernelPlan, position: int) -> Load | None:
    """The one read whose element output `position` moves, if that is all it does."""
    output = plan.outputs[position]
    if not output.movement:
        return None
    block = lower(output.value)
    if len(block.statements) != 1 or not isinstance(block.statements[0], Load) or \
            block.statements[0].target != block.value:
        return None
    return block.statements[0]


@dataclass(frozen=True)
class SplitView:
    """A strided view over the output index with some axes split in two, `shape` the
    extents of the split index (quotient then remainder for a split axis), row-major as
    the output's elements are."""

    view: StridedView
    steps: list
    shape: tuple[sp.Expr, ...]


def split_view(plan: KernelPlan, position: int) -> SplitView | None:
    """Output `position` of `plan` as a `SplitView`, if it moves the element of one read
    whose indices are affine in output indices and their floor quotients and remainders
    by positive divisors free of the index, one divisor per axis, that divides the axis's
    dim exactly: index i of such an axis is q * d + r with q, r the split axes' indices."""
    output = plan.outputs[position]
    load = _moved_read(plan, position)
    if load is None:
        return None
    divisors: dict[sp.Symbol, sp.Expr] = {}
    for atom in set().union(*(sp.sympify(i).atoms(FloorDiv, FloorMod) for i in load.indices)):
        i, d = atom.args
        if i not in output.index or d.free_symbols & set(output.index) or not d.is_positive or \
                divisors.setdefault(i, d) != d:
            return None
    if not divisors:
        return None
    index, shape, parts = [], [], {}
    for i, dim in zip(output.index, output.shape):
        if i not in divisors:
            index.append(i)
            shape.append(dim)
            continue
        d = divisors[i]
        quotient = sp.cancel(_defined(plan, dim) / d)
        if sp.fraction(quotient)[1] != 1:
            return None
        q, r = (sp.Symbol(f"{i.name}_{part}", integer=True, nonnegative=True)
                for part in ("quotient", "remainder"))
        parts.update({FloorDiv(i, d): q, FloorMod(i, d): r})
        index += [q, r]
        shape += [quotient, d]
    whole = {i: parts[FloorDiv(i, d)] * d + parts[FloorMod(i, d)] for i, d in divisors.items()}
    indices = tuple(sp.sympify(x).xreplace(parts).xreplace(whole) for x in load.indices)
    found = _view_of_load(plan, Load(load.target, load.tensor, indices, load.flat), tuple(index))
    return None if found is None else SplitView(found[0], found[1], tuple(shape))


def _defined(plan: KernelPlan, expr: sp.Expr) -> sp.Expr:
    """`expr` with the plan's scalars and shared values replaced by their definitions."""
    return substituted(expr, dict(plan.scalars) | dict(plan.shared))


@dataclass(frozen=True)
class Piece:
    """The box of an output where a select of `Pieces` takes one strided view: along the
    pieces' axis, from the largest of `lower` to before the smallest of `upper` and the
    axis's dim (empty where that range is); every other axis whole. `lower` and `upper` are
    free of the output index; `view` is over the whole output index."""

    view: StridedView
    steps: list
    lower: tuple[sp.Expr, ...]
    upper: tuple[sp.Expr, ...]


@dataclass(frozen=True)
class Pieces:
    """An output that selects among strided views of inputs by the position of its index
    along one axis, `axis` (free of the index: a runtime axis is a select of numbers)."""

    axis: sp.Expr
    pieces: tuple[Piece, ...]


def piecewise_views(plan: KernelPlan, position: int) -> Pieces | None:
    """Output `position` of `plan` as pieces, if it moves the element of one read chosen by
    nested selects whose conditions bound one and the same position of the output index
    (`_position`). The piece of an `otherwise` branch is the part of its region beyond the
    `then` range, which is a box where that range starts (or ends) where the region does:
    any other split is left to the general kernel."""
    output = plan.outputs[position]
    if not output.movement:
        return None
    found: list[Piece] = []
    axis: list[sp.Expr] = []   # the position every condition bounds, once seen

    def walk(block: Block, starts: tuple, ends: tuple) -> bool:
        if len(block.statements) != 1 or block.statements[0].target != block.value:
            return False
        statement = block.statements[0]
        if isinstance(statement, Load):
            view = _view_of_load(plan, statement, output.index)
            if view is not None:
                found.append(Piece(view[0], view[1], starts, ends))
            return view is not None
        if not isinstance(statement, Choose):
            return False
        bounds = _range(statement.condition, output.index)
        if bounds is None or axis and bounds[0] != axis[0]:
            return False
        axis[:1] = [bounds[0]]
        low, high = bounds[1:]
        if not walk(statement.then, _union(starts, low), _union(ends, high)):
            return False
        # the rest of a region that starts where the range does: from the range's end on
        if set(low) <= set(starts) and len(high) <= 1:
            return not high or walk(statement.otherwise, _union(starts, high), ends)
        # the rest of a region that ends where the range does: up to the range's start
        if set(high) <= set(ends) and len(low) == 1:
            return walk(statement.otherwise, starts, _union(ends, low))
        return False

    if not walk(lower(output.value), (sp.Integer(0),), ()) or not axis:
        return None
    numbered = {symbol: sp.Integer(j) for j, symbol in enumerate(output.index)}
    return Pieces(axis[0].xreplace(numbered), tuple(found))


def _union(bounds: tuple, more: tuple) -> tuple:
    return tuple(dict.fromkeys(bounds + more))


def _position(expr: sp.Expr, index: tuple[sp.Symbol, ...]) -> bool:
    """Whether `expr` is an index symbol, or a select of such by conditions free of the
    index (concatenate's index along its runtime axis)."""
    if expr in index:
        return True
    return isinstance(expr, Select) and not expr.args[0].free_symbols & set(index) and \
        _position(expr.args[1], index) and _position(expr.args[2], index)


def _range(condition: sp.Basic, index: tuple[sp.Symbol, ...]) -> tuple | None:
    """(position, starts, ends) if `condition` is a conjunction of bounds ``a <= p``,
    ``a < p``, ``p < b``, ``p <= b`` on one position p (`_position`), the bounds free of
    the index: p lies in [max(starts), min(ends)). Else None."""
    terms = condition.args if isinstance(condition, sp.And) else (condition,)
    found: set[sp.Expr] = set()
    starts, ends = [], []
    for term in terms:
        if not isinstance(term, (sp.StrictLessThan, sp.LessThan, sp.StrictGreaterThan,
                                 sp.GreaterThan)):
            return None
        small, large = term.lts, term.gts
        strict = isinstance(term, (sp.StrictLessThan, sp.StrictGreaterThan))
        if _position(large, index) and not small.free_symbols & set(index):
            found.add(large)
            starts.append(small + 1 if strict else small)
        elif _position(small, index) and not large.free_symbols & set(index):
            found.add(small)
            ends.append(large if strict else large + 1)
        else:
            return None
    if len(found) != 1:
        return None
    return found.pop(), tuple(starts), tuple(ends)


@dataclass(frozen=True)
class StridedReduction:
    """An output that is the sum or max of one affine read over a box of reduction
    variables: the shared reduction computes it. `view` is over the output index and the
    variables (each counted from its lower limit), `extents` the variables' ranges."""

    kind: str                     # "sum", "checked sum" or "max"
    view: StridedView      # strides: the output's axes, then the variables'
    extents: tuple[sp.Expr, ...]
    steps: list


def strided_reduction(plan: KernelPlan, position: int) -> StridedReduction | None:
    """Output `position` of `plan` as a strided reduction, if its value is one sum or max
    of one affine read, over limits free of the output index."""
    output = plan.outputs[position]
    block = lower(output.value)
    if output.movement or len(block.statements) != 1:
        return None
    reduce = block.statements[0]
    if not isinstance(reduce, Reduce) or reduce.target != block.value or \
            len(reduce.body.statements) != 1:
        return None
    load = reduce.body.statements[0]
    variables = tuple(v for v, _, _ in reduce.limits)
    bounds = set().union(*(sp.sympify(e).free_symbols for _, lo, hi in reduce.limits
                           for e in (lo, hi)))
    if not isinstance(load, Load) or load.target != reduce.body.value or \
            bounds & (set(output.index) | set(variables)):
        return None
    # each variable counted from its lower limit: v = lo + v'
    shifted = {v: v + lo for v, lo, _ in reduce.limits}
    load = Load(load.target, load.tensor, tuple(sp.sympify(i).xreplace(shifted)
                                                for i in load.indices), load.flat)
    found = _view_of_load(plan, load, output.index + variables)
    if found is None:
        return None
    # a max is one of its elements; a sum may leave int32, which a strict kernel checks
    kind = "max" if reduce.kind == "max" else "checked sum" if plan.checks_steps else "sum"
    return StridedReduction(kind, found[0], tuple(sp.sympify(hi - lo) for _, lo, hi
                                                  in reduce.limits), found[1])


def reads_as_views(plan: KernelPlan, block: Block, index: tuple[sp.Symbol, ...]) -> list | None:
    """The view of every read of `block`, in the order it is printed, if each is a
    strided view over `index` and the index is used by nothing else (a condition on it,
    a loop); else None."""
    loads: list[Load] = []
    others: set[sp.Symbol] = set()

    def walk(b: Block) -> None:
        others.update(sp.sympify(b.value).free_symbols)
        for statement in b.statements:
            if isinstance(statement, Load):
                loads.append(statement)
            elif isinstance(statement, Compute):
                others.update(statement.expr.free_symbols)
            elif isinstance(statement, Choose):
                others.update(sp.sympify(statement.condition).free_symbols)
                walk(statement.then)
                walk(statement.otherwise)
            else:  # a reduction: its reads move with its loop variables
                others.update(index)

    walk(block)
    # a read at an index computed from data (take's) is a gather, not a view
    if others & set(index) or not loads or \
            any(temporaries(i) for load in loads for i in load.indices):
        return None
    views = [_view_of_load(plan, load, index) for load in loads]
    return None if any(v is None for v in views) else views
