"""From a spec instance to a kernel plan: what every code generator prints.

A plan fixes everything the NumPy and CUDA renderers share, so that they differ only in
syntax:

- the code name of every symbol (``x.shape[1]`` becomes ``x_shape_1``, ``padding[0]``
  becomes ``padding_0``), each checked to be an identifier;
- the structure the kernel is for: the evidence a call is dispatched on (ranks, tuple
  lengths, flags) and the conditions that pin the rest (`fix` quantities);
- the preconditions, in spec order;
- the scalars: every maximal subexpression of dims and attributes alone, computed once per
  call before any loop over elements (loop-invariant code motion);
- per output its shape and element formula over those scalars.

Integer semantics are the spec's: scalars are exact integers, element formulas are evaluated
in 64-bit integers, and a data-derived intermediate outside int32 is an error (`plan`).
Under the runtime contract (`runtime_plan`, from the precision proofs of a graph: a
`ProvenContract`) no step can leave int32: the element formulas are evaluated in int32 and
nothing is checked per element; the plan's requirements then include the precision limits
the runtime checks per call.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

import sympy as sp

from ..core.contract import ProvenContract
from ..core.facts import Dtype, Like, RequirementKind
from ..core.ir import (
    FlatRead, Instance, Read, Reduction, Requirement, dtype_rules, selected_leaves,
)
from ..core.names import code_name
from ..core.semantics import INT32_RANGE as INT32, Checked


@dataclass(frozen=True)
class OutputPlan:
    name: str
    shape: tuple[sp.Expr, ...]
    index: tuple[sp.Symbol, ...]
    value: sp.Expr | None
    dtype: Dtype

    @property
    def movement(self) -> bool:
        return isinstance(self.dtype, Like)


@dataclass(frozen=True)
class KernelPlan:
    """One instance, ready to print. `names` maps every sympy symbol name to its code name.
    `evidence` is what a call is dispatched to it on."""

    op: str
    function: str
    instance: Instance
    evidence: tuple[tuple[str, Any], ...]
    structure: list[Requirement]
    requirements: list[Requirement]
    scalars: list[tuple[sp.Symbol, sp.Expr]]
    outputs: list[OutputPlan]
    names: dict[str, str]
    integer_inputs: list[str]            # inputs whose values must be integers within int32
    same_dtype: list[list[str]] = field(default_factory=list)  # movement leaves, one dtype
    # subexpressions the preconditions and scalars share (a normalised axis, say), each to be
    # computed once, where first needed; `conditions` maps each precondition's condition to
    # the same written with them
    shared: list[tuple[sp.Symbol, sp.Expr]] = field(default_factory=list)
    conditions: dict[Any, Any] = field(default_factory=dict)
    # a fused graph's results that no output reads whole (`Instance.checks`), computed by a
    # strict kernel only to be checked; none under the runtime contract, which proves them
    checks: list[OutputPlan] = field(default_factory=list)
    contract: ProvenContract | None = None  # the proofs a runtime kernel rests on

    @property
    def checks_steps(self) -> bool:
        """Whether a step that may leave int32 is computed wide and checked: in every
        kernel but one under the runtime contract, whose every step is proven."""
        return self.contract is None

    @property
    def precisions(self) -> Mapping[str, int]:
        """The input precisions the runtime contract was proven at (none for a strict
        kernel)."""
        return {} if self.contract is None else self.contract.precisions

    @property
    def inputs(self):
        return self.instance.inputs

    def written(self, condition: Any) -> Any:
        """`condition` written with the shared subexpressions (as it stands if it was not
        one of the instance's when the plan was made)."""
        return self.conditions.get(condition, condition)

    def dims(self, tensor: str) -> list[str]:
        return [self.names[str(d)] for d in next(t for t in self.inputs if t.name == tensor).shape]


def is_scalar(expr: sp.Basic, index: set[sp.Symbol]) -> bool:
    """Whether `expr` depends on dims and attributes only: no index, no read, no reduction."""
    if isinstance(expr, (Read, FlatRead, Reduction)):
        return False
    if isinstance(expr, sp.Symbol):
        return expr not in index
    return all(is_scalar(a, index) for a in expr.args)


class _Hoister:
    """Replaces maximal scalar subexpressions by numbered symbols, sharing equal ones."""

    def __init__(self, index: set[sp.Symbol]):
        self.index = index
        self.scalars: list[tuple[sp.Symbol, sp.Expr]] = []
        self._seen: dict[sp.Expr, sp.Symbol] = {}

    def __call__(self, expr: sp.Expr) -> sp.Expr:
        if isinstance(expr, (sp.Symbol, sp.Integer)) or expr in (sp.true, sp.false):
            return expr
        if is_scalar(expr, self.index):
            if expr not in self._seen:
                symbol = sp.Symbol(f"s{len(self.scalars)}", integer=True)
                self._seen[expr] = symbol
                self.scalars.append((symbol, expr))
            return self._seen[expr]
        if isinstance(expr, Reduction):
            # the bounds are scalars; the bound variables are not
            limits = [(v, self(lo), self(hi)) for v, lo, hi in expr.limits]
            inner = _Hoister(self.index | {v for v, _, _ in limits})
            inner.scalars, inner._seen = self.scalars, self._seen
            return type(expr)(inner(expr.body), *[sp.Tuple(*lim) for lim in limits])
        if not expr.args:
            return expr
        return expr.func(*[self(a) for a in expr.args])


def plan(instance: Instance, function: str,
         evidence: tuple[tuple[str, Any], ...] | None = None) -> KernelPlan:
    """The strict kernel plan of `instance`, printed as a function called `function`: every
    step that may leave int32 is computed wide and checked. A call is dispatched to it on
    `evidence`, by default the instance's structure less the quantities it pins."""
    return _plan(instance, function, evidence, None)


def runtime_plan(contract: ProvenContract, instance: Instance, function: str,
                 evidence: tuple[tuple[str, Any], ...] | None = None) -> KernelPlan:
    """The kernel plan of the fused graph `instance` under the runtime contract that
    `contract` proves for it: no step is widened or checked, and the limits the proofs
    leave to each call join the preconditions."""
    if contract.graph != instance.op:
        raise ValueError(f"the runtime contract of graph {contract.graph} does not hold for "
                         f"{instance.op}")
    instance = replace(instance, requirements=[*instance.requirements, *contract.limits])
    return _plan(instance, function, evidence, contract)


def _plan(instance: Instance, function: str, evidence: tuple[tuple[str, Any], ...] | None,
          contract: ProvenContract | None) -> KernelPlan:
    if evidence is None:
        fixed_keys = {key for key, *_ in instance.fixed}
        evidence = tuple((k, v) for k, v in instance.structure if k not in fixed_keys)
    structure = [r for r in instance.requirements if r.kind == RequirementKind.STRUCTURE]
    requirements = [r for r in instance.requirements if r.kind != RequirementKind.STRUCTURE]

    integer_inputs, same_dtype = dtype_rules(instance)
    # a check of input values (a wide input's that a node takes as integers:
    # `fusion.wide_value_checks`) makes them integer inputs, each value checked in int32 as an
    # output's reads are (stricter than the node where it takes only part of the input), and
    # is then not computed: a kernel reads a wide input as it is, unchecked
    value_checks = [_checked_inputs(c.value) for c in instance.checks]
    integer_inputs = sorted(set(integer_inputs).union(*value_checks))
    checked = [c for c, inputs in zip(instance.checks, value_checks) if not inputs] \
        if contract is None else []
    index = {s for out in [*instance.outputs, *checked] for s in out.index}
    hoist = _Hoister(index)
    values = [None if o.value is None else _within_extent(o.value, o.index, o.shape)
              for o in instance.outputs]
    # a data-dependent op (instance.definition) has no formulas: its body is written by hand
    outputs = [OutputPlan(o.name, tuple(hoist(sp.sympify(d)) for d in o.shape), o.index,
                          None if value is None else hoist(value), o.dtype)
               for o, value in zip(instance.outputs, values)]
    # named by position: a result's name ("sp:1") need not be an identifier
    checks = [OutputPlan(f"check{k}", tuple(hoist(sp.sympify(d)) for d in c.shape), c.index,
                         hoist(_within_extent(c.value, c.index, c.shape)), INT32)
              for k, c in enumerate(checked)]
    shared, rewritten = share([r.condition for r in instance.requirements] +
                              [value for _, value in hoist.scalars])
    conditions = dict(zip([r.condition for r in instance.requirements],
                          rewritten[:len(instance.requirements)]))
    scalars = [(symbol, value) for (symbol, _), value in
               zip(hoist.scalars, rewritten[len(instance.requirements):])]
    names = _names(instance, [s for s, _ in hoist.scalars] + [s for s, _ in shared], index,
                   outputs + checks)
    return KernelPlan(instance.op, function, instance, evidence, structure, requirements,
                      scalars, outputs, names, integer_inputs, same_dtype, shared, conditions,
                      checks, contract)


def _checked_inputs(check: sp.Expr) -> set[str]:
    """The graph inputs whose values, as they are or moved, a check is of (a wide input's,
    that a node takes as integers: `fusion.wide_value_checks`); empty for any other check."""
    if not isinstance(check, Checked):
        return set()
    leaves = list(selected_leaves(check.args[0]))
    if not all(isinstance(leaf, (Read, FlatRead)) for leaf in leaves):
        return set()
    return {leaf.tensor for leaf in leaves}


def share(exprs: list[Any]) -> tuple[list[tuple[sp.Symbol, sp.Expr]], list[Any]]:
    """Common subexpressions of `exprs` (sympy's cse), and `exprs` written with them.

    A subexpression that divides by something other than a constant is left inline: it may
    sit in a branch that is not taken (or after the precondition that rules its divisor
    out), and computing it early could divide by zero."""
    replacements, reduced = sp.cse([sp.sympify(e) for e in exprs], optimizations=None,
                                   symbols=sp.numbered_symbols("t", integer=True))
    shared, inline = [], {}
    for symbol, value in replacements:
        value = value.xreplace(inline)
        if _divides_by_a_variable(value):
            inline[symbol] = value
        else:
            shared.append((symbol, value))
    return shared, [e.xreplace(inline) for e in reduced]


def needed(shared: Sequence[tuple[sp.Symbol, Any]], expr: Any,
           computed: set[sp.Symbol]) -> list[tuple[sp.Symbol, Any]]:
    """The shared subexpressions (symbol, value) of `shared` that `expr` uses, directly or
    through others, and that are not `computed` yet: each after those it uses, so that
    printed in order each is computed just before its first use. They join `computed`."""
    found = []
    for symbol, value in shared:
        if symbol not in computed and symbol in getattr(expr, "free_symbols", ()):
            found += needed(shared, value, computed)
            found.append((symbol, value))
            computed.add(symbol)
    return found


def _divides_by_a_variable(expr: sp.Expr) -> bool:
    from ..core.semantics import meaning_of

    for node in sp.preorder_traversal(expr):
        meaning = meaning_of(node) if isinstance(node, sp.Basic) else None
        if meaning is not None and meaning.divisor is not None and \
                not node.args[meaning.divisor].is_Integer:
            return True
    return False


def _within_extent(value: sp.Expr, index, shape) -> sp.Expr:
    """An output index divided by its own axis's extent is 0, and modulo it is itself:
    ``FloorDiv(i1, OC)`` in a conv2d with groups=1, which would hide that the read is
    affine in i1."""
    from ..core.semantics import FloorDiv, FloorMod

    replacements = {}
    for symbol, extent in zip(index, shape):
        replacements[FloorDiv(symbol, extent)] = sp.Integer(0)
        replacements[FloorMod(symbol, extent)] = symbol
    return value.xreplace(replacements)


def _names(instance: Instance, scalars, index, outputs) -> dict[str, str]:
    symbols: set[sp.Symbol] = set(scalars) | set(index)
    for t in instance.inputs:
        symbols |= {d for d in t.shape if isinstance(d, sp.Symbol)}
    for r in instance.requirements:
        symbols |= getattr(r.condition, "free_symbols", set())
    for out in outputs:
        symbols |= getattr(out.value, "free_symbols", set())
        for d in out.shape:
            symbols |= d.free_symbols
    names = {t.name: t.name for t in instance.inputs}
    taken: dict[str, str] = {code: raw for raw, code in names.items()}
    for symbol in sorted(symbols, key=str):
        raw = symbol.name
        if raw in names:
            continue
        code = code_name(raw)
        if not code.isidentifier() or code in taken:
            raise ValueError(f"{instance.op}: {raw!r} has no code name of its own ({code!r} "
                             f"is taken by {taken.get(code)!r})")
        names[raw] = code
        taken[code] = raw
    return names

