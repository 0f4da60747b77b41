"""The host side of a CUDA module: read a call, pick its structure, check it, launch.

The launcher follows the reference step by step, so that it rejects exactly the calls the
reference rejects:

1. the form of the call, as `cvmverify.core.bind` reads it: which inputs are present (an
   absent optional input is left out), ranks 1..6 and dims 1..2^24, integer dtypes for
   index inputs, attributes with their defaults, types, tuple lengths and priority rules;
2. the plan whose evidence (ranks, lengths, flags, modes) is the call's; its
   preconditions in spec order, where a failed "structure" condition (a `fix` quantity
   such as a split's number of outputs) means another plan of the same evidence applies,
   as in `evaluate.instance_for`;
3. the dtype rules of `evaluate._check_dtypes`, the outputs the checker preallocated,
   then the kernels.

Preconditions and scalars are printed over int64_t or, where an intermediate could leave
int64, over the runtime's exact `cvm_big` (see `cuda_exprs`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Sequence

import sympy as sp

from ..core import rank_lift
from ..core.dsl import MAX_SIZE, MISSING, Input, binding_order
from ..core.facts import RequirementKind, StructureKey
from .cuda_exprs import (
    BIG_MAX, INT64, BigPrinter, HostPrinter, Interval, c_comment, c_identifier, c_string, interval,
    symbol_bounds, within,
)
from .cuda_kernels import Kernel, kernel
from .normal_forms import piecewise_views, split_view, strided_reduction, strided_view
from .plan import KernelPlan, needed

CALL = "cvm_call"          # the parsed call, in every plan function
OUTPUTS = "cvm_outputs"
MOVED_TYPES = [(1, "uint8_t"), (2, "uint16_t"), (4, "uint32_t"), (8, "uint64_t")]


# --- the form of a call: declarations as C ---------------------------------------------------


@dataclass
class InputForm:
    name: str
    position: int
    optional: bool
    variadic: bool
    indices: bool
    rank: int | None
    doc: str


@dataclass
class AttrForm:
    name: str
    kind: str                      # its kind's C form: the macros of cuda/attr_kinds.cu.j2
    optional: bool
    default: str | None            # the default as JSON text (a C literal), None: required
    ignored: str | None            # C condition under which the attribute is ignored
    scalar: bool = False
    length: int | None = None
    min_length: int = 0
    max_length: int | None = None
    options: list[str] = field(default_factory=list)   # C literals
    doc: str = ""
    pad_tensor: str | None = None  # `Ints.pad`: padded to this input's rank
    pad_fill: str | None = None    # with this C expression of the axis k
    pad_doc: str = ""


def input_forms(inputs: Sequence[Input]) -> list[InputForm]:
    forms = []
    for position, decl in enumerate(inputs):
        if decl.variadic and position != len(inputs) - 1:
            raise ValueError(f"variadic input {decl.name} must be the last input")
        what = ("variadic, " if decl.variadic else "") + ("optional, " if decl.optional else "")
        what += f"{decl.rank}-D" if decl.rank else "rank 1..6"
        forms.append(InputForm(c_identifier(decl.name), position, decl.optional,
                               decl.variadic, decl.indices, decl.rank,
                               c_comment(f"{decl.name}: {what}"
                                         + (", integer indices" if decl.indices else "")
                                         + (f" {decl.doc}" if decl.doc else ""))))
    return forms


def attr_forms(attrs: Sequence[Any]) -> list[AttrForm]:
    """In the order `bind` binds them: attributes that others depend on first."""
    by_name = {a.name: a for a in attrs}
    forms = []
    for decl in binding_order(attrs):
        default = None if decl.default is MISSING else c_string(_json(decl.default))
        forms.append(AttrForm(
            c_identifier(decl.name), decl.kind, decl.optional, default,
            _ignored(decl, by_name), getattr(decl, "scalar", False),
            getattr(decl, "length", None), getattr(decl, "min_length", 0),
            getattr(decl, "max_length", None),
            [c_string(o) for o in getattr(decl, "options", ())],
            c_comment(f"{decl.name}: {_describe(decl)}"), *_pad_form(decl)))
    return forms


def _pad_form(decl) -> tuple[str | None, str | None, str]:
    """(tensor, C fill of axis k, its words) of an attribute that declares `pad`."""
    pad = getattr(decl, "pad", None)
    if pad is None:
        return None, None, ""
    tensor = c_identifier(pad[0])
    if pad[1] == "dim":
        return tensor, f"call->in_{tensor}->shape[k]", "the length of its axis"
    return tensor, str(int(pad[1])), str(int(pad[1]))


def _json(value: Any) -> str:
    """A declared default as the JSON a call would carry (tuples are lists)."""
    return json.dumps(list(value) if isinstance(value, tuple) else value)


def _describe(decl) -> str:
    text = decl.words()
    if decl.optional:
        text += ", or null"
    if decl.default is not MISSING:
        text += f"; default {_json(decl.default)}"
    if decl.ignored_if:
        text += "; ignored if " + " or ".join(
            f"{r} is given" if isinstance(r, str) else f"{r[0]} == {r[1]!r}"
            for r in decl.ignored_if)
    return text


def _ignored(decl, by_name) -> str | None:
    """The C condition of `dsl.is_ignored` over the attributes bound before `decl`."""
    terms = []
    for rule in decl.ignored_if:
        if isinstance(rule, str):
            terms.append(f"call->has_{c_identifier(rule)}")
            continue
        name, value = rule
        value = by_name[name].c_value(value)
        terms.append(f"(call->has_{c_identifier(name)} && call->attr_{name} == {value})")
    return " || ".join(terms) or None


# --- one plan: its structure, preconditions, scalars, outputs and launches ----------------


@dataclass
class Check:
    comment: str
    condition: str
    failure: str         # what the plan function returns when the condition is false
    temps: list[tuple[str, str]] = field(default_factory=list)  # shared values used first here


@dataclass
class Launch:
    kernel: Kernel
    count: str           # the local holding the output's element count
    like: str | None     # the tensor whose element type a movement kernel copies
    views: list = field(default_factory=list)   # ViewCode of each read, if it reads views

    def args(self, element: str = "T", index: str = "int64_t") -> list[str]:
        args = [f"(const {element}*)cvm_tensor_data({name})" if kind == "moved"
                else f"{name}_int32" for name, kind in self.kernel.tensors]
        out_type = element if self.kernel.movement else "int32_t"
        args.append(f"({out_type}*)cvm_tensor_data(&{OUTPUTS}[{self.kernel.position}])")
        args.append(f"({index}){self.count}")
        args += self.kernel.scalars
        args += [f"cvm_views[{k}]" for k in range(len(self.views))]
        if self.kernel.unravels:
            args.append(f"cvm_shape_view(&{OUTPUTS}[{self.kernel.position}])")
        if self.kernel.rejects:
            args.append("cvm_memory.error")
        return args


@dataclass
class Strided:
    """An output, or with `piece` one box of it, computed by a normal-form kernel of
    cvm_cuda.h: a gather (`cvm_gather`, a strided view of one input; `cvm_gather_box` into
    a piece's box; `cvm_gather_split` over split axes) or, with `reduction`, a sum or max
    over a strided view (`cvm_reduce`). Host expressions are (C text, whether over
    cvm_big), as `_HostExprs.print` gives them."""

    position: int
    tensor: str
    steps: list[tuple[str, str]]   # (local, definition): elements per index of an axis
    offset: tuple[str, bool]
    strides: list[tuple[str, bool]]              # per axis of the output
    reduction: str | None = None                 # CVM_SUM, CVM_CHECKED_SUM or CVM_MAX
    extents: list[str] = field(default_factory=list)   # per reduction variable
    reduced_strides: list[tuple[str, bool]] = field(default_factory=list)
    piece: int | None = None       # which of `normal_forms.piecewise_views`'s pieces
    axis: str = ""                 # the axis the pieces split, and the box's bounds on it
    lower: list[str] = field(default_factory=list)
    upper: list[str] = field(default_factory=list)
    # a view over the output's axes split in quotient and remainder (`cvm_gather_split`):
    # the extents of its axes, which `strides` then follow
    split: list[str] = field(default_factory=list)
    # the normal form as `normal_forms` found it, which the CuPy module prints in Python:
    # its view and the steps' definitions, and the reduction, the (pieces' axis, piece) or
    # the split view it came from
    view: Any = None
    definitions: list = field(default_factory=list)
    form: Any = None


@dataclass
class PlanCode:
    function: str
    comment: str
    evidence: str
    tensors: list[tuple[str, str]]        # local DLTensor pointers
    symbols: list[tuple[str, str]]        # dims and attributes as int64_t locals
    checks: list[Check]
    scalars: list[tuple[str, str, bool]]  # (name, expression, exact over cvm_big)
    scalar_temps: list[tuple[str, str]]   # shared values the scalars use first
    outputs: list[tuple[int, int, list[str], str]]  # (position, rank, shape, dtype)
    int32_inputs: list[str]
    launches: list[Launch]
    strided: list[Strided]
    steps: list[tuple[str, str]]          # their steps, each defined once
    kernels: list[Kernel]
    # a data-dependent op: the hand-written host function the launcher calls, and its
    # arguments (see `_by_hand`)
    by_hand: tuple[str, list[str]] | None = None
    # the tensor-core path (codegen/cuda_tensor_core.py): its kernel, and the lines the
    # launcher runs before the general kernels
    tensor_core: Any = None
    tensor_core_lines: list[str] = field(default_factory=list)


class _HostExprs:
    """Prints host expressions of one plan over int64_t or cvm_big, noting their symbols.

    `printed` is shared by the plans of one module: most preconditions recur in every
    structure, and printing is most of the time rendering takes. An expression's text
    depends only on it and its symbols' code names; its range only on its symbols' ranges,
    which are the declared ones for the dims and attributes host expressions use."""

    def __init__(self, plan: KernelPlan, attrs: Sequence[Any], printed: dict):
        self.plan = plan
        self.declared = symbol_bounds(plan, attrs)
        self.temps: dict[sp.Symbol, Interval] = {}   # shared subexpressions' ranges
        self.narrow = HostPrinter(names=plan.names, bound=self.bound)
        self.wide = BigPrinter(names=plan.names, bound=self.bound)
        # a scalar that holds a condition (a dim is 1, say) is a truth over cvm_big too
        self.wide.truths = frozenset(symbol for symbol, value in plan.scalars
                                     if isinstance(sp.sympify(value), sp.logic.boolalg.Boolean))
        self.used: set[str] = set()
        self.printed = printed

    def bound(self, symbol: sp.Symbol) -> Interval:
        return self.temps[symbol] if symbol in self.temps else self.declared(symbol)

    def print(self, expr: Any, what: str) -> tuple[str, bool]:
        """(C text, whether it is over cvm_big)."""
        expr = sp.sympify(expr)
        names = tuple(sorted((s.name, self.plan.names[s.name]) for s in expr.free_symbols))
        self.used |= {code for _, code in names}
        key = (expr, names, tuple(sorted((s.name, self.temps[s], s in self.wide.truths)
                                         for s in expr.free_symbols if s in self.temps)))
        if key not in self.printed:
            self.printed[key] = self._print(expr, what)
        return self.printed[key]

    def _print(self, expr: sp.Basic, what: str) -> tuple[str, bool]:
        span: Interval = interval(expr, self.bound)[1]
        if within(span, INT64):
            return self.narrow.doprint(expr), False
        if within(span, (-BIG_MAX, BIG_MAX)):
            return self.wide.doprint(expr), True
        raise NotImplementedError(f"{self.plan.op} ({self.plan.function}): {what} has "
                                  f"intermediates beyond 2^1000 ({expr})")


def _shared(plan: KernelPlan, exprs: _HostExprs):
    """(the plan's shared subexpressions to compute into locals, the preconditions'
    conditions, the scalars' values), written with those that stay within int64_t; one
    that may not is written back inline (its parts are then printed over cvm_big where
    needed), and so is a plain comparison."""
    inline: dict[sp.Symbol, sp.Expr] = {}
    kept: list[tuple[sp.Symbol, sp.Expr]] = []
    for symbol, value in plan.shared:
        value = sp.sympify(value).xreplace(inline)
        low_high, span = interval(value, exprs.bound)
        # a comparison of two names or numbers reads better where it is used
        if not within(span, INT64) or (isinstance(value, sp.core.relational.Relational)
                                       and all(a.is_Atom for a in value.args)):
            inline[symbol] = value
            continue
        exprs.temps[symbol] = low_high
        if isinstance(value, sp.logic.boolalg.Boolean):
            exprs.wide.truths = exprs.wide.truths | {symbol}
        kept.append((symbol, value))
    conditions = [sp.sympify(plan.written(r.condition)).xreplace(inline)
                  for r in plan.instance.requirements]
    scalars = [sp.sympify(v).xreplace(inline) for _, v in plan.scalars]
    return kept, conditions, scalars


def _temps(plan: KernelPlan, exprs: _HostExprs, shared, expr: sp.Basic,
           computed: set[sp.Symbol]) -> list[tuple[str, str]]:
    """(local, definition) of the shared values `expr` needs first (`plan.needed`)."""
    return [(c_identifier(plan.names[symbol.name]),
             exprs.print(value, f"shared value {symbol}")[0])
            for symbol, value in needed(shared, expr, computed)]


def plan_code(plan: KernelPlan, inputs: Sequence[Input], attrs: Sequence[Any],
              printed: dict | None = None) -> PlanCode:
    exprs = _HostExprs(plan, attrs, {} if printed is None else printed)
    shared, conditions, scalar_values = _shared(plan, exprs)
    computed: set[sp.Symbol] = set()
    checks, seen = [], set()
    for requirement, condition in zip(plan.instance.requirements, conditions):
        if condition in seen:
            continue  # the same condition again (a limit restated): already checked
        seen.add(condition)
        text, _ = exprs.print(condition, f"precondition {requirement.message!r}")
        structural = requirement.kind == RequirementKind.STRUCTURE
        checks.append(Check(c_comment(("structure: " if structural else "")
                                      + requirement.message), text,
                            "CVM_NO_MATCH" if structural else "CVM_INVALID",
                            _temps(plan, exprs, shared, condition, computed)))
    checks += _dtype_checks(plan)
    if plan.checks:
        # the strict contract rejects an overflow in a result no output reads whole; the
        # CUDA kernels compute only what is read, so such a call is refused, never answered
        checks.insert(0, Check(c_comment("results no output reads whole ("
                                         + ", ".join(c.name for c in plan.instance.checks)
                                         + ") are checked by the NumPy kernel only"),
                               "0", "CVM_UNSUPPORTED"))
    scalars = []
    for (symbol, _), value in zip(plan.scalars, scalar_values):
        text, wide = exprs.print(value, f"scalar {symbol}")
        scalars.append((c_identifier(plan.names[symbol.name]), text, wide))
    scalar_temps = [t for value in scalar_values
                    for t in _temps(plan, exprs, shared, value, computed)]
    outputs = []
    for position, out in enumerate(plan.outputs):
        shape = [exprs.print(d, f"dim of {out.name}")[0] for d in out.shape]
        dtype = f"{c_identifier(out.dtype.input)}->dtype" if out.movement else "cvm_int32_dtype()"
        outputs.append((position, len(shape), shape, dtype))
    by_hand = None
    if plan.instance.definition is not None:
        by_hand = _by_hand(plan)
        exprs.used |= {code for code, _ in _symbol_sources(plan)}
    strided = [] if by_hand else [g for k in range(len(plan.outputs))
                                  for g in _strided(plan, k, exprs)]
    normal = {g.position for g in strided}
    launches = [] if by_hand else [_launch(plan, k, exprs) for k in range(len(plan.outputs))
                                   if k not in normal]
    kernels = [launch.kernel for launch in launches]
    int32_inputs = sorted({name for k in kernels for name, kind in k.tensors if kind == "int32"}
                          | {g.tensor for g in strided if g.reduction}
                          | (set(plan.integer_inputs) if by_hand else set()),
                          key=[t.name for t in plan.inputs].index)
    symbols = [(code, source) for code, source in _symbol_sources(plan)
               if code in exprs.used]
    # the tensors the launcher touches: for their dims, dtypes or data
    touched = {source.split("->")[0] for _, source in symbols} | set(int32_inputs)
    touched |= {name for k in kernels for name, _ in k.tensors} | {g.tensor for g in strided}
    touched |= set(plan.integer_inputs) | {n for group in plan.same_dtype for n in group}
    tensors = [(name, source) for name, source in _tensor_sources(plan, inputs)
               if name in touched]
    steps = list(dict.fromkeys([step for g in strided for step in g.steps] +
                               [step for launch in launches for view in launch.views
                                for step in view.steps]))
    _check_distinct(plan, [n for n, _ in tensors] + [n for n, _ in symbols]
                    + [n for n, _ in steps] + [n for n, _, _ in scalars]
                    + [f"{n}_int32" for n in int32_inputs]
                    + [c_identifier(plan.names[symbol.name]) for symbol in computed])
    return PlanCode(c_identifier(f"{plan.function}_run"),
                    c_comment(f"{plan.op}, structure {plan.instance.describe()}"),
                    _evidence(plan, attrs), tensors, symbols, checks, scalars, scalar_temps,
                    outputs, int32_inputs, launches, strided, steps, kernels, by_hand)


def _launch(plan: KernelPlan, position: int, exprs: _HostExprs) -> Launch:
    """The launch of output `position`'s own kernel: one that reads through views where
    the host can compute every view, else one that indexes its reads itself."""
    found = kernel(plan, position, exprs.bound, views=True)
    views = [_view_code(plan, *view, exprs) for view in found.views]
    if None in views:
        found, views = kernel(plan, position, exprs.bound), []
    for view in views:
        exprs.used |= view.symbols
    exprs.used |= set(found.scalars)
    return Launch(found, f"cvm_count_{position}",
                  c_identifier(found.output.dtype.input) if found.movement else None, views)


REDUCTIONS = {"sum": "CVM_SUM", "checked sum": "CVM_CHECKED_SUM", "max": "CVM_MAX"}


@dataclass
class ViewCode:
    """A strided view as host code: the offset and a stride per axis, each (C text,
    whether over cvm_big), the steps they read (local, definition), and any `extra`
    terms printed alongside (a reduction's extents: always int64)."""

    offset: tuple[str, bool]
    strides: list[tuple[str, bool]]
    steps: list[tuple[str, str]]
    extra: list[str] = field(default_factory=list)
    symbols: set[str] = field(default_factory=set)   # the launcher's locals they read


def _view_code(plan: KernelPlan, view, definitions, exprs: _HostExprs,
               extra: Sequence[sp.Expr] = ()) -> ViewCode | None:
    """`view` (an `affine.StridedView` over the steps `definitions`) as host code, or None
    if a term may pass what the host computes exactly."""
    steps = {symbol for symbol, _ in definitions}

    def bound(symbol: sp.Symbol) -> Interval:
        # a step counts elements of one tensor, which the size limit keeps at most 2^30
        return (1, MAX_SIZE) if symbol in steps else exprs.bound(symbol)

    narrow = HostPrinter(names=plan.names, bound=bound)
    wide = BigPrinter(names=plan.names, bound=bound)
    wide.truths = exprs.wide.truths
    terms = []
    for term in (view.offset, *view.strides, *extra):
        span = interval(term, bound)[1]
        if within(span, INT64):
            terms.append((narrow.doprint(term), False))
        elif within(span, (-BIG_MAX, BIG_MAX)) and term not in extra:
            terms.append((wide.doprint(term), True))
        else:
            return None
    used = set().union(*(t.free_symbols for t in (view.offset, *view.strides, *extra)))
    read = {plan.names[s.name] for s in used - steps}
    read |= {plan.names[s.name] for symbol, d in definitions if symbol in used
             for s in d.free_symbols}
    count = 1 + len(view.strides)
    return ViewCode(terms[0], terms[1:count],
                    [(symbol.name, narrow.doprint(d)) for symbol, d in definitions
                     if symbol in used], [text for text, _ in terms[count:]], read)


def _strided(plan: KernelPlan, position: int, exprs: _HostExprs) -> list[Strided]:
    """Output `position` in a normal form (a strided view, a reduction over one, pieces of
    strided views, or a view over split axes) whose offsets, strides and bounds the host
    can compute exactly, as the launches that compute it; none if it is in none."""
    view = strided_view(plan, position)
    reduction = None if view else strided_reduction(plan, position)
    if reduction is not None:
        view = reduction.view, reduction.steps
    if view is None:
        return _pieces(plan, position, exprs) or _split(plan, position, exprs)
    code = _view_code(plan, *view, exprs, reduction.extents if reduction else ())
    if code is None:
        return []
    exprs.used |= code.symbols
    rank = len(plan.outputs[position].index)
    found = Strided(position, c_identifier(view[0].tensor), code.steps, code.offset,
                    code.strides[:rank], view=view[0], definitions=view[1], form=reduction)
    if reduction is not None:
        found.reduction = REDUCTIONS[reduction.kind]
        found.reduced_strides = code.strides[rank:]
        found.extents = code.extra
    return [found]


def _pieces(plan: KernelPlan, position: int, exprs: _HostExprs) -> list[Strided]:
    """Output `position` as one gather per piece (`normal_forms.piecewise_views`), if the
    host computes every piece's view and bounds within int64."""
    found = piecewise_views(plan, position)
    if found is None:
        return []
    codes = [_view_code(plan, piece.view, piece.steps, exprs) for piece in found.pieces]
    bounds = [found.axis, *(b for piece in found.pieces for b in piece.lower + piece.upper)]
    if None in codes or not all(within(interval(sp.sympify(b), exprs.bound)[1], INT64)
                                for b in bounds):
        return []
    axis = exprs.print(found.axis, f"the axis of {plan.outputs[position].name}'s pieces")[0]
    launches = []
    for k, (piece, code) in enumerate(zip(found.pieces, codes)):
        exprs.used |= code.symbols
        launches.append(Strided(
            position, c_identifier(piece.view.tensor), code.steps, code.offset, code.strides,
            piece=k, axis=axis,
            lower=[exprs.print(b, "a piece's bound")[0] for b in piece.lower],
            upper=[exprs.print(b, "a piece's bound")[0] for b in piece.upper],
            view=piece.view, definitions=piece.steps, form=(found.axis, piece)))
    return launches


def _split(plan: KernelPlan, position: int, exprs: _HostExprs) -> list[Strided]:
    """Output `position` as one gather over its axes split in quotient and remainder
    (`normal_forms.split_view`), if the host computes its view and extents within int64."""
    found = split_view(plan, position)
    if found is None:
        return []
    code = _view_code(plan, found.view, found.steps, exprs)
    if code is None or not all(within(interval(sp.sympify(n), exprs.bound)[1], INT64)
                               for n in found.shape):
        return []
    exprs.used |= code.symbols
    return [Strided(position, c_identifier(found.view.tensor), code.steps, code.offset,
                    code.strides, split=[exprs.print(n, "a split axis")[0]
                                         for n in found.shape],
                    view=found.view, definitions=found.steps, form=found)]


def _by_hand(plan: KernelPlan) -> tuple[str, list[str]]:
    """The call of a data-dependent op's hand-written host function (from
    templates/cuda/definitions/<op>.cu.j2): every input as int32 data, every dim of every
    input, every attribute in declaration order (a flag as 0 or 1), every output's data,
    and the error flag."""
    args = [f"{c_identifier(t.name)}_int32" for t in plan.inputs]
    args += [code for code, source in _symbol_sources(plan) if "->shape[" in source]
    for name, value in plan.instance.attrs.items():
        if isinstance(value, sp.Symbol):
            args.append(c_identifier(plan.names[value.name]))
        elif isinstance(value, bool):
            args.append("1" if value else "0")
        else:
            raise NotImplementedError(f"{plan.op}: attribute {name} of a hand-written kernel")
    args += [f"(int32_t*)cvm_tensor_data(&{OUTPUTS}[{k}])" for k in range(len(plan.outputs))]
    return c_identifier(f"cvm_{plan.op}_by_hand"), args + ["cvm_memory.error"]


def _evidence(plan: KernelPlan, attrs: Sequence[Any]) -> str:
    decls = {a.name: a for a in attrs}
    terms = []
    for key, value in plan.evidence:
        structural = StructureKey.of(key)
        if structural is not None:
            terms.append(f"{CALL}->{structural.kind}_{c_identifier(structural.subject)} == "
                         f"{int(value)}")
        else:  # a flag or a mode; a mode's name is said beside its position
            named = f" /* {c_comment(value)} */" if isinstance(value, str) else ""
            terms.append(f"{CALL}->attr_{c_identifier(key)} == {decls[key].c_value(value)}{named}")
    return " &&\n        ".join(terms) or "1"


def _tensor_sources(plan: KernelPlan, inputs: Sequence[Input]) -> list[tuple[str, str]]:
    sources = []
    for t in plan.inputs:
        decl = next((d for d in inputs if d.name == t.name and not d.variadic), None)
        if decl is not None:
            sources.append((c_identifier(t.name), f"{CALL}->in_{decl.name}"))
            continue
        decl = next(d for d in inputs if d.variadic and re.fullmatch(
            re.escape(d.name) + r"\d+", t.name))
        sources.append((c_identifier(t.name),
                        f"&{CALL}->in_{decl.name}[{int(t.name[len(decl.name):])}]"))
    return sources


def _symbol_sources(plan: KernelPlan) -> list[tuple[str, str]]:
    sources = []
    for t in plan.inputs:
        for k, d in enumerate(t.shape):
            sources.append((plan.names[str(d)], f"{t.name}->shape[{k}]"))
    for name, value in plan.instance.attrs.items():
        if isinstance(value, sp.Symbol):
            sources.append((plan.names[value.name], f"{CALL}->attr_{name}"))
        elif isinstance(value, tuple):
            sources += [(plan.names[v.name], f"{CALL}->attr_{name}[{k}]")
                        for k, v in enumerate(value) if v.name in plan.names]
    return [(c_identifier(code), source) for code, source in sources]


def _dtype_checks(plan: KernelPlan) -> list[Check]:
    checks = []
    for group in plan.same_dtype:
        condition = " && ".join(f"cvm_same_dtype({group[0]}, {other})" for other in group[1:])
        checks.append(Check(c_comment(f"{', '.join(group)}: one dtype"), condition,
                            "CVM_INVALID"))
    for name in plan.integer_inputs:
        checks.append(Check(c_comment(f"{name} holds integers"), f"cvm_is_integer({name})",
                            "CVM_INVALID"))
    for like in sorted({o.dtype.input for o in plan.outputs if o.movement}):
        checks.append(Check(c_comment(f"elements of {like} are 1, 2, 4 or 8 bytes"),
                            f"cvm_element_bytes({like}) != 0", "CVM_UNSUPPORTED"))
    return checks


def _check_distinct(plan: KernelPlan, names: list[str]) -> None:
    reserved = {CALL, OUTPUTS, "cvm_n_outputs", "cvm_memory", "cvm_status"}
    seen = set()
    for name in names:
        if name in seen or name in reserved or name.startswith("cvm_count_"):
            raise ValueError(f"{plan.op} ({plan.function}): the local name {name!r} is "
                             "taken twice in the launcher")
        seen.add(name)


# --- the whole launcher ---------------------------------------------------------------------


# --- lifting a call: core/rank_lift.py in C -----------------------------------------------


def lift_lines(inputs: Sequence[Input], attrs: Sequence[Any], lifted: Sequence[str]) -> list[str]:
    """The C statements that make `lifted` (a copy of `call`) the call with k >= 1 leading
    unit axes, as `core.rank_lift.lifted_call` does; each returns 0 where it has no lifted form
    (or a rank would pass 6). `tensors` and `shapes` hold the lifted inputs' copies."""
    positions = {d.name: p for p, d in enumerate(inputs)}
    by_input, by_attr = {d.name: d for d in inputs}, {a.name: a for a in attrs}
    roles = rank_lift.roles_of(attrs)

    def lift_inputs(names):
        return [line for n in names for line in _lift_input(by_input[n], positions)]

    # an axis that may be None decides which inputs lift (take's: x, or indices for None)
    optional = [(n, r.none) for n, r in roles.items()
                if isinstance(r, rank_lift.Axis) and getattr(by_attr[n], "optional", False)]
    if len(optional) > 1:
        raise NotImplementedError("a lift with more than one axis that may be None")
    if not optional:
        lines = lift_inputs(lifted)
    else:
        (name, instead), = optional
        has = f"call->has_{c_identifier(name)}"
        if instead is None:
            lines = [f"if (!{has}) return 0;  /* no lifted form without {name} */",
                     *lift_inputs(lifted)]
        else:
            lines = [f"if ({has}) {{", *["  " + x for x in lift_inputs(lifted)],
                     f"}} else {{  /* without {name}: {', '.join(instead)} */",
                     *["  " + x for x in lift_inputs(instead)], "}"]
    for name, role in roles.items():
        lines += _lift_attr(by_attr[name], role)
    return lines


def _lift_input(decl: Input, positions: dict[str, int]) -> list[str]:
    name, p = c_identifier(decl.name), positions[decl.name]
    if decl.variadic:
        lift = [f"for (int t = 0; t < call->count_{name}; ++t)",
                f"  if (!cvm_lift_tensor(&call->in_{name}[t], k, &tensors[{p} + t],",
                f"                       &shapes[({p} + t) * CVM_MAX_RANK])) return 0;"]
    else:
        lift = [f"if (!cvm_lift_tensor(call->in_{name}, k, &tensors[{p}], "
                f"&shapes[{p} * CVM_MAX_RANK])) return 0;"]
    return lift + [f"lifted->in_{name} = &tensors[{p}];",
                   f"lifted->rank_{name} = call->rank_{name} + k;"]


def _lift_attr(decl: Any, role: rank_lift.Role) -> list[str]:
    """C for one attribute's role (see core/rank_lift.py), on `lifted->attr_<name>`."""
    name = c_identifier(decl.name)
    value, length = f"lifted->attr_{name}", f"lifted->len_{name}"
    if isinstance(role, rank_lift.Mapping):
        return [f"if (lifted->has_{name}) {{",
                *_put_in_front(value, length, "k", f"{value}[j] + k", "j"), "}"]
    if isinstance(role, rank_lift.Leading):
        return [f"if (lifted->has_{name}) {{",
                *_put_in_front(value, length, "k", f"{value}[j]", str(role.fill)), "}"]
    rank = f"call->rank_{c_identifier(role.tensor)}"
    if isinstance(role, rank_lift.Axis):
        bound = f"{rank} + {role.extra}" if role.extra else rank
        if not decl.tuple_valued:
            return [f"if (lifted->has_{name}) {value} = cvm_lifted_axis({value}, {bound}, k);"]
        return [f"if (lifted->has_{name})",
                f"  for (int j = 0; j < {length}; ++j)",
                f"    {value}[j] = cvm_lifted_axis({value}[j], {bound}, k);"]
    # a list of axes, the lifted ones listed first where they must be
    lines = [f"if (lifted->has_{name}) {{"]
    if isinstance(role, rank_lift.Permutation):
        lines += [f"  if ({length} == 0) {{  /* () is the reversed order */",
                  f"    for (int j = 0; j < {rank}; ++j) {value}[j] = {rank} - 1 - j;",
                  f"    {length} = {rank};",
                  "  }"]
        first = "k"
    elif isinstance(role, rank_lift.Reduced):
        exclude = f"call->attr_{c_identifier(role.exclude)}"
        keepdims = f"call->attr_{c_identifier(role.keepdims)}"
        lines += [f"  const int reduced = {exclude} ? {rank} - {length} : "
                  f"({length} ? {length} : {rank});",
                  f"  if (reduced >= {rank} && !{keepdims}) return 0;  /* every axis dropped */",
                  f"  if ({length} == 0 && !{exclude}) {{  /* () reduces every axis */",
                  f"    for (int j = 0; j < {rank}; ++j) {value}[j] = j;",
                  f"    {length} = {rank};",
                  "  }"]
        first = f"{exclude} ? k : 0"  # listed, the lifted axes are excluded: kept
    else:  # squeezed
        tensor = f"call->in_{c_identifier(role.tensor)}"
        lines += [f"  if ({length} == 0) {{  /* () is every axis of length 1 */",
                  f"    for (int j = 0; j < {rank}; ++j)",
                  f"      if ({tensor}->shape[j] == 1) {value}[{length}++] = j;",
                  "  }",
                  f"  if ({length} == 0 || {length} >= {rank}) return 0;  /* none, or every one */"]
        first = "0"
    return [*lines, *_put_in_front(value, length, first,
                                   f"cvm_lifted_axis({value}[j], {rank}, k)", "j"), "}"]


def _put_in_front(value: str, length: str, first: str, moved: str, entry: str) -> list[str]:
    """C that moves each entry j of a tuple attribute `first` places on as `moved`, and
    puts `entry` in the places before: the entries of the lifted axes."""
    return [f"  const int first = {first};",
            f"  if ({length} + first > CVM_MAX_INTS) return 0;",
            f"  for (int j = {length} - 1; j >= 0; --j) {value}[j + first] = {moved};",
            f"  for (int j = 0; j < first; ++j) {value}[j] = {entry};",
            f"  {length} += first;"]


def launcher_context(name: str, inputs: Sequence[Input], attrs: Sequence[Any],
                     plans: list[KernelPlan], lifted: Sequence[str] = ()) -> dict[str, Any]:
    """What templates/cuda/launcher.cu.j2 renders."""
    printed: dict = {}
    return {
        "lift": lift_lines(inputs, attrs, lifted) if lifted else [],
        "lifter": c_identifier(f"cvm_{name}_lifted"),
        "entry": c_identifier(f"cvm_{name}"),
        "call_type": c_identifier(f"cvm_{name}_call"),
        "reader": c_identifier(f"cvm_{name}_read"),
        "inputs": input_forms(inputs),
        "attrs": attr_forms(attrs),
        "variadic": any(d.variadic for d in inputs),
        "plans": [plan_code(p, inputs, attrs, printed) for p in plans],
        "moved_types": MOVED_TYPES,
        "CALL": CALL,
        "OUTPUTS": OUTPUTS,
    }
