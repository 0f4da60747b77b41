"""A spec instantiated at one structure: the form every consumer reads.

An `Instance` fixes everything structural about an operator call (input ranks, the number of
variadic inputs and of outputs, tuple lengths, flags and modes) and keeps everything else
symbolic: every dim is a symbol (``x.shape[1]``), every integer attribute a symbol
(``groups``, ``padding[0]``). It holds

- the preconditions, in spec order, each with the message and the spec line it came from;
- per output its shape (expressions of dims and attributes), its index symbols and an element
  formula: an expression of the index symbols whose leaves are reads of the inputs
  (`Read`, `FlatRead`), integers and reductions over index domains (`ReduceSum`,
  `ReduceMax`); or, for data-dependent ops, an executable definition.

The evaluator substitutes concrete values into it, the prover hands it to z3, the printers
print it. Which structure is instantiated is decided by a `Binder`: from concrete arguments
(evaluation), or from a table of choices that the prover enumerates.
"""

from __future__ import annotations

import contextvars
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import sympy as sp

from .errors import LogicError, SpecError
from .facts import INT32, Dtype, RequirementKind, named_structure
from .resources import spec_location


# --- expression nodes beyond the semantics table -------------------------------------------


class Read(sp.Function):
    """``Read(x, i0, ..., ik)``: element (i0, ..., ik) of input tensor ``x``."""

    is_integer = True

    @property
    def tensor(self) -> str:
        return self.args[0].name

    @property
    def indices(self) -> tuple[sp.Expr, ...]:
        return self.args[1:]


class FlatRead(sp.Function):
    """``FlatRead(x, f)``: element ``f`` of ``x`` in row-major order (``x.flat[f]``)."""

    is_integer = True
    nargs = 2

    @property
    def tensor(self) -> str:
        return self.args[0].name

    @property
    def offset(self) -> sp.Expr:
        return self.args[1]


class Reduction(sp.Function):
    """``Reduce(body, (r0, lo0, hi0), ...)``: fold `body` over r_k in [lo_k, hi_k)."""

    is_integer = True
    kind: str

    @property
    def body(self) -> sp.Expr:
        return self.args[0]

    @property
    def limits(self) -> tuple[tuple[sp.Symbol, sp.Expr, sp.Expr], ...]:
        return tuple(tuple(lim) for lim in self.args[1:])


class ReduceSum(Reduction):
    kind = "sum"


class ReduceMax(Reduction):
    kind = "max"


def selected_leaves(value: sp.Expr) -> list[sp.Expr]:
    """The values a formula can take: the leaves of its select tree."""
    from .semantics import Select

    if isinstance(value, Select):
        return selected_leaves(value.args[1]) + selected_leaves(value.args[2])
    return [value]


def dtype_rules(instance: "Instance") -> tuple[list[str], list[list[str]]]:
    """Which inputs must hold integers within int32 (sorted by name), and which groups of
    inputs must share one dtype: data movement copies the elements it selects (the leaves
    of its select tree) in their own dtype; everything else an output reads (values,
    indices, conditions) is an integer, and so is every input of a data-dependent op."""
    integer: set[str] = set()
    groups: list[list[str]] = []
    for out in instance.outputs:
        if out.value is None:
            integer.update(t.name for t in instance.inputs)
            continue
        read_names = {r.tensor for r in reads(out.value)}
        if out.dtype == INT32:
            integer |= read_names
            continue
        leaves = {r.tensor for r in selected_leaves(out.value) if isinstance(r, (Read, FlatRead))}
        integer |= read_names - leaves
        if len(leaves) > 1:
            groups.append(sorted(leaves))
    return sorted(integer), groups


def substitute(expr: Any, mapping: dict, memo: dict | None = None) -> Any:
    """`expr.xreplace(mapping)` for a formula that shares subexpressions: each distinct
    subexpression is rebuilt once (sympy's xreplace walks the tree, and a fused formula's
    tree is exponentially larger than its DAG). Calls with one `mapping` may share a
    `memo`, and so the subexpressions their formulas share."""
    if not mapping or not isinstance(expr, sp.Basic):
        return expr
    memo = {} if memo is None else memo

    def walk(node: sp.Basic) -> sp.Basic:
        if node in mapping:
            return mapping[node]
        if not node.args:
            return node
        found = memo.get(node)
        if found is None:
            args = tuple(walk(a) for a in node.args)
            found = memo[node] = node.func(*args) if args != node.args else node
        return found

    return walk(expr)


def bound_variables(expr: sp.Basic) -> set[sp.Symbol]:
    """The variables every reduction in `expr` binds (its own and those of reductions
    nested in it)."""
    return {v for node in sp.preorder_traversal(expr) if isinstance(node, Reduction)
            for v, _, _ in node.limits}


def reads(expr: sp.Basic) -> list[sp.Basic]:
    """Every distinct input read in `expr`, outermost first.

    A fused formula shares its subexpressions (an index map substituted at every read), so
    it is walked as a DAG: each distinct subexpression once."""
    found, seen, pending = [], set(), [expr]
    while pending:
        node = pending.pop()
        if not isinstance(node, sp.Basic) or node in seen:
            continue
        seen.add(node)
        if isinstance(node, (Read, FlatRead)):
            found.append(node)
        pending.extend(reversed(node.args))
    return found


# --- the instance -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Scope:
    """Where a condition was stated: inside the formula of `output`, within reductions."""

    output: str | None = None
    limits: tuple[tuple[sp.Symbol, Any, Any], ...] = ()


@dataclass(frozen=True)
class Requirement:
    """A precondition: `condition` must hold, else a LogicError with `message`.

    kind: what it is for (`RequirementKind`): the op's own rule, by default.
    """

    condition: Any
    message: str
    where: str
    kind: RequirementKind = RequirementKind.USER
    scope: Scope = Scope()


@dataclass(frozen=True)
class TensorIR:
    name: str
    shape: tuple[sp.Expr, ...]
    indices: bool = False  # an index tensor (int32), read inside index expressions

    @property
    def rank(self) -> int:
        return len(self.shape)


@dataclass(frozen=True)
class OutputIR:
    """One output: shape, index symbols and element formula (None for computed outputs)."""

    name: str
    shape: tuple[sp.Expr, ...]
    index: tuple[sp.Symbol, ...]
    value: sp.Expr | None
    dtype: Dtype  # INT32, or Like(input) for data movement (the input's dtype is kept)
    where: str = ""  # file:line of its formula in the spec


@dataclass
class Instance:
    op: str
    structure: tuple[tuple[str, Any], ...]
    inputs: list[TensorIR]
    attrs: dict[str, Any]
    requirements: list[Requirement]
    outputs: list[OutputIR]
    definition: Callable[..., list] | None = None  # data-dependent ops only
    where: str = ""
    # what the spec promises without requiring it (a case applies, a pick is in range): the
    # prover must prove these from the preconditions
    obligations: list[Requirement] = field(default_factory=list)
    laws: tuple[Any, ...] = ()  # what the op claims beyond its shape rules (dsl.Partition...)
    # (key, quantity, options, exhaustive) of every fix() the body made
    fixed: list[tuple[str, Any, tuple[int, ...], bool]] = field(default_factory=list)
    # element formulas computed only to be checked against int32, never returned: the
    # results of a fused graph's nodes that its outputs do not read in full (`fusion`)
    checks: list[OutputIR] = field(default_factory=list)

    def describe(self) -> str:
        return ", ".join(f"{k}={v}" for k, v in self.structure) or "fixed structure"


# --- structure resolution ---------------------------------------------------------------------


class StructureExcluded(Exception):
    """A structural rule of the spec rules out the structure being instantiated."""


class NeedChoice(Exception):
    """Raised while instantiating when a structural choice has not been made yet."""

    def __init__(self, key: str, options: Sequence[Any]):
        super().__init__(key)
        self.key = key
        self.options = tuple(options)


@dataclass
class Binder:
    """Decides the structure of an instance.

    With `evidence` and `values` (evaluation) every choice is read from the concrete call and
    every requirement is checked the moment it is stated, so the first violated one, in spec
    order, is the one reported. With `choices` alone (proof) an unmade choice raises
    `NeedChoice`, and the prover enumerates its options.
    """

    choices: dict[str, Any] = field(default_factory=dict)
    evidence: dict[str, Any] | None = None
    values: dict[sp.Symbol, int] | None = None
    made: dict[str, Any] = field(default_factory=dict)

    @property
    def concrete(self) -> bool:
        return self.values is not None

    def choose(self, key: str, options: Sequence[Any]) -> Any:
        if key in self.choices:
            value = self.choices[key]
        elif self.evidence is not None and key in self.evidence:
            value = self.evidence[key]
        else:
            raise NeedChoice(key, options)
        self.made[key] = value
        return value


# --- the spec-building context ----------------------------------------------------------------

_active: contextvars.ContextVar["SpecContext"] = contextvars.ContextVar("cvmverify_spec")


_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # cvmverify/
_INSTALLED_SPECS = os.path.join(_PACKAGE_DIR, "specs") + os.sep  # spec/ in a wheel


def is_spec_code(path: str) -> bool:
    """Whether a source file is spec code: neither this package's machinery nor sympy."""
    in_machinery = path.startswith(_PACKAGE_DIR) and f"{os.sep}spec{os.sep}" not in path \
        and not path.startswith(_INSTALLED_SPECS)
    return not in_machinery and f"{os.sep}sympy{os.sep}" not in path


def spec_line() -> str:
    """file:line of the innermost caller that is spec code.

    Walks the frames themselves: `traceback.extract_stack` would read source lines, and
    this runs for every precondition."""
    frame = sys._getframe(1)
    while frame is not None:
        if is_spec_code(frame.f_code.co_filename):
            return f"{spec_location(frame.f_code.co_filename)}:{frame.f_lineno}"
        frame = frame.f_back
    return ""


class SpecContext:
    """Collects what a spec body states while it runs."""

    def __init__(self, op: str, binder: Binder):
        self.op = op
        self.binder = binder
        self.requirements: list[Requirement] = []
        self.fixed: list[tuple[str, Any, tuple[int, ...], bool]] = []
        self.obligations: list[Requirement] = []
        self.output: str | None = None  # the output whose formula is being built
        self.limits: list[tuple[sp.Symbol, Any, Any]] = []  # reductions in scope
        self._counter = 0

    def __enter__(self) -> "SpecContext":
        self._token = _active.set(self)
        return self

    def __exit__(self, *exc) -> None:
        _active.reset(self._token)

    def fresh(self, prefix: str) -> sp.Symbol:
        self._counter += 1
        return sp.Symbol(f"{prefix}{self._counter}", integer=True)

    def require(self, condition: Any, message: str,
                kind: RequirementKind = RequirementKind.USER, where: str = "") -> None:
        where = where or spec_line()
        if condition is True or condition is sp.true:
            return
        if (condition is False or condition is sp.false) and not self.binder.concrete:
            raise StructureExcluded(message)  # a structural rule: no such instance exists
        self.requirements.append(Requirement(condition, message, where, kind, self.scope()))
        if self.binder.concrete:
            self.check(self.requirements[-1])

    def scope(self) -> "Scope":
        return Scope(self.output, tuple(self.limits))

    def oblige(self, condition: Any, message: str) -> None:
        """Record a promise of the spec; under concrete values a broken one is a SpecError."""
        if condition is True or condition is sp.true:
            return
        promise = Requirement(condition, message, spec_line(), RequirementKind.OBLIGATION,
                              self.scope())
        self.obligations.append(promise)
        if self.binder.concrete and fold(condition, self.binder.values) is False:
            raise SpecError(self.op, f"{message} fails although every precondition holds "
                            f"({condition})", promise.where)

    def check(self, req: Requirement) -> None:
        """Raise a LogicError if `req` fails under the binder's concrete values."""
        folded = fold(req.condition, self.binder.values)
        if folded is True:
            return
        if folded is False:
            shown = {str(s): self.binder.values[s] for s in sorted(
                free_symbols(req.condition), key=str) if s in self.binder.values} or \
                named_structure(req.message, self.binder.evidence or {})
            raise LogicError(self.op, req.message, shown)
        raise SpecError(self.op, f"condition {req.condition} does not reduce to true or false "
                        f"for concrete values (left with {folded})", req.where)

    def fix(self, key: str, quantity: Any, options: Sequence[int], exhaustive: bool = True) -> int:
        """Pin a quantity the structure depends on (a count of outputs, say) to an integer.

        With `exhaustive` the options are every value the preconditions allow (the prover
        checks that); otherwise they are the bound the prover enumerates up to. Either way
        the instance records ``quantity == value`` as a "structure" precondition.
        """
        if self.binder.concrete:
            try:
                value = int(exact(quantity, self.binder.values))
            except Unresolved:
                raise SpecError(self.op, f"{key} = {quantity} does not reduce to an integer",
                                spec_line()) from None
            if exhaustive and value not in options:
                raise SpecError(self.op, f"{key} = {value} is outside its declared options "
                                f"{list(options)} although every precondition holds",
                                spec_line())
            self.binder.made[key] = value
        else:
            value = self.binder.choose(key, options)
        self.fixed.append((key, quantity, tuple(options), exhaustive))
        self.require(sp.Eq(quantity, value), f"{key} == {value}", kind=RequirementKind.STRUCTURE)
        return value


def active() -> SpecContext:
    ctx = _active.get(None)
    if ctx is None:
        raise RuntimeError("require(), fix() and reductions are only valid inside a spec body")
    return ctx


def fold(condition: Any, values: dict[sp.Symbol, int]) -> Any:
    """Substitute `values` into a condition; True, False, or what is left."""
    if isinstance(condition, bool):
        return condition
    try:
        return bool(exact(condition, values))
    except Unresolved:
        pass  # a symbol without a value (an output index, say): let sympy keep the rest
    folded = sp.sympify(condition).xreplace(values)
    if folded is sp.true:
        return True
    if folded is sp.false:
        return False
    return folded


class Unresolved(Exception):
    """`exact` met something it cannot reduce to a number."""


def exact(expr: Any, values: dict[sp.Symbol, Any]) -> int | bool:
    """The integer or truth value of `expr` under `values`, in plain Python integers.

    The same meanings as sympy's folding (the semantics table's Python column), without
    building new sympy objects: checking a call's preconditions this way is many times
    faster. Raises Unresolved for a symbol without a value or an undefined operation.
    """
    from .semantics import Select, row_of

    if isinstance(expr, (bool, int)):
        return expr
    if expr is sp.true or expr is sp.false:
        return bool(expr)
    if isinstance(expr, sp.Integer):
        return int(expr)
    if isinstance(expr, sp.Symbol):
        if expr not in values:
            raise Unresolved(expr)
        return int(values[expr])
    # short-circuit: a branch or operand not reached may be undefined
    if isinstance(expr, sp.And):
        return all(exact(a, values) for a in expr.args)
    if isinstance(expr, sp.Or):
        return any(exact(a, values) for a in expr.args)
    if isinstance(expr, Select):
        chosen = expr.args[1] if exact(expr.args[0], values) else expr.args[2]
        return exact(chosen, values)
    node = row_of(expr)
    if node is None:
        raise Unresolved(expr)
    meaning, operands = node
    args = [exact(a, values) for a in operands]
    if meaning.divisor is not None and args[meaning.divisor] == 0:
        raise Unresolved(expr)  # undefined: left for the caller to report
    return meaning.python(*args)


def free_symbols(expr: Any) -> set[sp.Symbol]:
    if isinstance(expr, sp.Basic):
        return set(expr.free_symbols)
    return set()
