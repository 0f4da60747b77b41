"""How a spec is written.

An operator is one decorated Python function, run once per structure with symbolic
arguments::

    @operator("clip", inputs=[Input("x")],
              attrs=[Int("a_min", lo=-INT32_MAX, hi=INT32_MAX),
                     Int("a_max", lo=-INT32_MAX, hi=INT32_MAX)],
              summary="clamp every element into [a_min, a_max]")
    def clip(x, *, a_min, a_max):
        require(a_min < a_max, "a_min < a_max")
        return Output(x.shape, lambda i: Clip(x[i], a_min, a_max))

Inside the body:

- an input is a `SymTensor`: ``x.rank`` is a Python int, ``x.shape`` a tuple of symbolic dims,
  ``x[i0, ..., ik]`` a read and ``x.flat(f)`` a read in row-major order;
- an integer attribute is a sympy symbol, a tuple attribute a tuple of symbols, a flag or a
  mode a plain Python value (flags and modes are structural);
- ``require(condition, message)`` states a precondition (a LogicError when it fails);
- ``fix(key, quantity, options)`` turns a symbolic quantity that decides the structure (the
  number of outputs of a split, say) into a Python int;
- `Output(shape, formula)` gives an output: `formula` maps the output index (a tuple of
  symbols) to the element's value, built from reads, the integer functions of
  `cvmverify.core.semantics`, `select` and the reductions `reduce_sum` / `reduce_max`;
- `Computed(shapes, definition)` gives the outputs of a data-dependent op: the declared shape
  rule plus an executable formal definition over NumPy arrays.

Python control flow is allowed on structural values only (ranks, lengths, flags); a branch on
a symbolic value must be a `select`, or the spec is reported as malformed.
"""

from __future__ import annotations

import functools
import inspect
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import sympy as sp

from . import registry
from .attrs import (  # noqa: F401  (Attr, the kinds and their helpers are written in specs)
    ATTR_MAX, ATTR_MIN, MAX_RANK, MISSING, Attr, Bool, Choice, Int, Ints, attr_symbol, within,
)
from .errors import LogicError, SpecError
from .facts import INT32, Dtype, Like, RequirementKind, StructureKey
from .ir import (
    Binder, FlatRead, Instance, NeedChoice, OutputIR, Read, ReduceMax, ReduceSum, SpecContext,
    StructureExcluded, TensorIR, active, is_spec_code, selected_leaves, spec_line,
)
from .rank_lift import role_problem
from .resources import spec_location
from .semantics import INT32_MAX, INT32_MIN, select  # noqa: F401  (for specs)

MAX_DIM = 2**24
MAX_SIZE = 2**30
MAX_VARIADIC = 4  # variadic inputs the prover enumerates (evaluation takes any number)


# --- declarations -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Input:
    """A tensor input. `rank` fixes it (conv2d's NCHW); `variadic` makes x0, x1, ...

    `indices` marks an int32 tensor whose values are used as indices (take, cvm_lut).
    `examples(rng, shape, attrs) -> int array` draws data that takes a data-dependent op's
    paths (boxes that overlap enough to be suppressed, or exactly as much as the case's
    threshold): the checker draws some cases from it.
    """

    name: str
    rank: int | None = None
    optional: bool = False
    variadic: bool = False
    indices: bool = False
    doc: str = ""
    examples: Callable[..., Any] | None = field(default=None, compare=False)


# --- symbols ----------------------------------------------------------------------------------


class DimSymbol(sp.Symbol):
    """A dim of an input, ``x.shape[1]``: a positive integer symbol that knows its tensor and
    axis, so no one has to read them back out of its printed name.

    The name stays ``x.shape[1]``: generated code, reports and solver terms print it as
    before, and two symbols of one dim are equal (sympy caches a symbol by class, name and
    assumptions, and compares by name and assumptions).
    """

    __slots__ = ("tensor", "axis")

    tensor: str
    axis: int

    def __new__(cls, tensor: str, axis: int) -> "DimSymbol":
        symbol = super().__new__(cls, f"{tensor}.shape[{axis}]", integer=True, positive=True)
        symbol.tensor, symbol.axis = tensor, axis
        return symbol

    def __getnewargs_ex__(self):
        """Pickled as its tensor and axis (sympy's `Symbol` pickles a name and assumptions,
        which this constructor does not take)."""
        return (self.tensor, self.axis), {}


# sympy orders the terms of a sum or a product by class name (`Basic.compare`, `class_key`):
# named as the plain Symbol a dim once was, a dim keeps every expression in the order it had,
# and so every generated file byte for byte. Pickling finds the class by its qualified name.
DimSymbol.__name__ = "Symbol"


def index_symbol(axis: int) -> sp.Symbol:
    return sp.Symbol(f"i{axis}", integer=True, nonnegative=True)


class SymTensor:
    """An input inside a spec body: a rank, symbolic dims, and reads."""

    def __init__(self, name: str, shape: tuple[sp.Expr, ...], indices: bool = False):
        self.name = name
        self.shape = shape
        self.indices = indices
        self._symbol = sp.Symbol(name)

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> sp.Expr:
        return product(self.shape)

    def __getitem__(self, index) -> sp.Expr:
        index = tuple(index) if isinstance(index, (tuple, list)) else (index,)
        if len(index) != self.rank:
            raise SpecError(active().op, f"read of {self.name} with {len(index)} indices; "
                            f"{self.name} has rank {self.rank}", spec_line())
        return Read(self._symbol, *index)

    def flat(self, offset) -> sp.Expr:
        """The element at row-major position `offset` (``x.reshape(-1)[offset]``)."""
        return FlatRead(self._symbol, offset)

    def __repr__(self) -> str:
        return f"{self.name}{list(self.shape)}"


# --- what a body returns ----------------------------------------------------------------------


@dataclass
class Output:
    """An output of `shape` whose element at index ``i`` (a tuple of symbols) is `formula(i)`."""

    shape: Sequence[Any]
    formula: Callable[[tuple[sp.Symbol, ...]], Any]
    name: str = ""


@dataclass
class Computed:
    """The outputs of a data-dependent op: declared shapes plus an executable definition.

    `definition(inputs, **attrs)` takes NumPy arrays and concrete attributes and returns one
    array per output; it runs only after every precondition has been checked.
    """

    shapes: Sequence[Sequence[Any]]
    definition: Callable[..., list]
    dtypes: Sequence[Dtype] = ()
    names: Sequence[str] = ()


# --- statements inside a body -----------------------------------------------------------------


def require(condition: Any, message: str) -> None:
    """State a precondition; a call that violates it is a LogicError with `message`."""
    active().require(condition, message)


def fix(key: str, quantity: Any, options: Sequence[int], exhaustive: bool = True) -> int:
    """Make a quantity that decides the instance's structure a Python int.

    Evaluation reads it off the concrete call; the prover tries each of `options` and adds
    ``quantity == option`` to the preconditions of that instance. `exhaustive` options must
    cover every value the preconditions allow (the prover checks it); otherwise they are a
    bound that each verdict states (the number of outputs of a split, say).
    """
    return active().fix(key, quantity, options, exhaustive)


def _reduction(cls, extents: Sequence[Any], body: Callable) -> sp.Expr:
    ctx = active()
    variables = tuple(ctx.fresh("r") for _ in extents)
    limits = [(v, sp.Integer(0), sp.sympify(extent)) for v, extent in zip(variables, extents)]
    ctx.limits.extend(limits)
    try:
        value = body(variables)
    finally:
        del ctx.limits[-len(limits):]
    return cls(value, *[sp.Tuple(*lim) for lim in limits])


def reduce_sum(extents: Sequence[Any], body: Callable) -> sp.Expr:
    """sum of body(r) over r in [0, extents[0]) x ... (0 over an empty domain)."""
    return _reduction(ReduceSum, extents, body)


def reduce_max(extents: Sequence[Any], body: Callable) -> sp.Expr:
    """max of body(r) over r in [0, extents[0]) x ... (the domain must not be empty)."""
    return _reduction(ReduceMax, extents, body)


# --- index helpers every spec family needs ----------------------------------------------------


def product(values: Sequence[Any]) -> sp.Expr:
    return sp.Mul(*values) if values else sp.Integer(1)


def cases(*pairs: tuple[Any, Any]) -> sp.Expr:
    """The value of the first (value, condition) pair whose condition holds.

    The spec promises that one does; that promise is an obligation the prover checks (and
    the evaluator checks it whenever it does not depend on the output index), so a spec with
    a missing case is refuted rather than silently taking the last value.
    """
    active().oblige(sp.Or(*[c for _, c in pairs]), "some case applies")
    value = sp.sympify(pairs[-1][0])
    for case, condition in reversed(pairs[:-1]):
        value = select(condition, case, value)
    return value


def pick(values: Sequence[Any], k: Any) -> sp.Expr:
    """values[k] for a symbolic k; the spec promises 0 <= k < len(values) (an obligation)."""
    if isinstance(k, (int, sp.Integer)):
        if not 0 <= int(k) < len(values):
            raise SpecError(active().op, f"pick index {k} outside [0, {len(values)})",
                            spec_line())
        return sp.sympify(values[int(k)])
    return cases(*[(v, sp.Eq(k, j)) for j, v in enumerate(values)])


def in_range(value: Any, lo: Any, hi: Any) -> Any:
    """lo <= value < hi."""
    return sp.And(sp.Le(lo, value), sp.Lt(value, hi))


def normalize_axis(axis: Any, rank: int, name: str = "axis", extra: int = 0) -> sp.Expr:
    """Require axis in [-(rank+extra), rank+extra) and return it made non-negative."""
    n = rank + extra
    require(in_range(axis, -n, n), f"{name} in [{-n}, {n})")
    return select(sp.Lt(axis, 0), axis + n, axis)


def distinct(values: Sequence[Any]) -> Any:
    return sp.And(*[sp.Ne(a, b) for k, a in enumerate(values) for b in values[k + 1:]])


# --- laws: properties an operator claims, for the prover to prove ------------------------------


@dataclass(frozen=True)
class Partition:
    """Every element of the inputs is read by exactly one output position: the outputs of a
    split partition its input, the output of a concatenation is partitioned by its inputs."""


@dataclass(frozen=True)
class Identity:
    """With these attribute values the op returns `input` unchanged, for every shape.

    A tuple attribute given as an int stands for every entry having that value; given as
    a tuple, the law applies to instances of that length.
    """

    attrs: tuple[tuple[str, Any], ...]
    input: str = "x"

    def __init__(self, input: str = "x", **attrs: Any):
        object.__setattr__(self, "attrs", tuple(sorted(attrs.items())))
        object.__setattr__(self, "input", input)


# --- the operator ---------------------------------------------------------------------------


@dataclass
class OperatorSpec:
    name: str
    body: Callable[..., Any]
    inputs: tuple[Input, ...]
    attrs: tuple[Attr, ...]
    summary: str
    aliases: tuple[str, ...] = ()
    family: str = ""
    where: str = ""
    laws: tuple[Any, ...] = ()
    precision: Callable[..., Any] | None = None  # the runtime's rule (cvmverify.precision)
    lift: tuple[str, ...] = ()  # the inputs a lifted call gives leading unit axes (core.rank_lift)
    attr_by_name: dict[str, Attr] = field(default_factory=dict)

    def __post_init__(self):
        self.attr_by_name = {a.name: a for a in self.attrs}

    def instantiate(self, binder: Binder) -> Instance:
        """Run the body under `binder`: the instance for the structure it decides."""
        ctx = SpecContext(self.name, binder)
        with ctx:
            tensors, by_name = self._bind_inputs(ctx, binder)
            attrs: dict[str, Any] = {}
            # attributes that others depend on are bound first; the body sees them all
            for decl in binding_order(self.attrs):
                ignored = is_ignored(decl, attrs)
                attrs[decl.name] = None if ignored else decl.symbolic(ctx, binder, self.where)
            try:
                result = self.body(*by_name, **attrs)
                # the formulas run here: a mistake in one is the spec's too
                outputs, definition = self._outputs(result, tensors)
            except (LogicError, SpecError, NeedChoice, StructureExcluded):
                raise
            except TypeError as exc:
                if "truth value" in str(exc) or "cannot determine" in str(exc):
                    raise SpecError(self.name, "Python control flow on a symbolic value; use "
                                    "select() or fix()", _spec_frame(exc)) from exc
                raise SpecError(self.name, str(exc), _spec_frame(exc)) from exc
            except Exception as exc:  # a NameError, say: the spec's, where its code raised it
                where = _spec_frame(exc)
                if not where:
                    raise  # raised by the machinery itself, not by the spec's code
                raise SpecError(self.name, f"{type(exc).__name__}: {exc}", where) from exc
            for out in outputs:
                ctx.require(1 <= len(out.shape) <= MAX_RANK,
                            f"rank of {out.name} in 1..{MAX_RANK}", kind=RequirementKind.LIMIT,
                            where=self.where)
                dims_limit, size_limit = _limits(out.shape)
                ctx.require(dims_limit, f"every dim of {out.name} <= 2^24",
                            kind=RequirementKind.LIMIT, where=self.where)
                ctx.require(size_limit, f"size of {out.name} <= 2^30", kind=RequirementKind.SIZE,
                            where=self.where)
        return Instance(op=self.name, structure=tuple(sorted(binder.made.items())), laws=self.laws,
                        inputs=tensors, attrs=attrs, requirements=ctx.requirements,
                        outputs=outputs, definition=definition, where=self.where,
                        fixed=ctx.fixed, obligations=ctx.obligations)

    # -- binding -----------------------------------------------------------------------------

    def _bind_inputs(self, ctx: SpecContext, binder: Binder):
        tensors: list[TensorIR] = []
        by_name: list[Any] = []
        for decl in self.inputs:
            if decl.optional and not binder.choose(StructureKey.has(decl.name), (False, True)):
                by_name.append(None)
                continue
            if decl.variadic:
                count = binder.choose(StructureKey.count(decl.name), range(1, MAX_VARIADIC + 1))
                names = [f"{decl.name}{k}" for k in range(count)]
            else:
                names = [decl.name]
            rank_options = (decl.rank,) if decl.rank else range(1, MAX_RANK + 1)
            rank = binder.choose(StructureKey.rank(decl.name), rank_options)
            if decl.rank:
                ctx.require(rank == decl.rank, f"{decl.name} is {decl.rank}-D", where=self.where)
            group = []
            for name in names:
                shape = tuple(DimSymbol(name, k) for k in range(rank))
                ctx.require(1 <= rank <= MAX_RANK, f"rank of {name} in 1..{MAX_RANK}",
                            kind=RequirementKind.LIMIT, where=self.where)
                dims_limit, size_limit = _limits(shape)
                ctx.require(dims_limit, f"every dim of {name} in 1..2^24",
                            kind=RequirementKind.LIMIT, where=self.where)
                ctx.require(size_limit, f"size of {name} <= 2^30", kind=RequirementKind.SIZE,
                            where=self.where)
                tensors.append(TensorIR(name, shape, decl.indices))
                group.append(SymTensor(name, shape, decl.indices))
            by_name.append(group if decl.variadic else group[0])
        return tensors, by_name

    # -- outputs -----------------------------------------------------------------------------

    def _outputs(self, result: Any, tensors: list[TensorIR]):
        if isinstance(result, Computed):
            names = list(result.names) or _output_names(len(result.shapes))
            dtypes = list(result.dtypes) or [INT32] * len(result.shapes)
            outputs = [OutputIR(n, tuple(sp.sympify(d) for d in shape), (), None, dt)
                       for n, shape, dt in zip(names, result.shapes, dtypes)]
            return outputs, result.definition
        results = list(result) if isinstance(result, (list, tuple)) else [result]
        if not results or not all(isinstance(r, Output) for r in results):
            raise SpecError(self.name, "the body must return Output, a list of Output, or "
                            "Computed", self.where)
        outputs = []
        ctx = active()
        for name, out in zip(_output_names(len(results)), results):
            shape = tuple(sp.sympify(d) for d in out.shape)
            index = tuple(index_symbol(k) for k in range(len(shape)))
            ctx.output = out.name or name
            value = sp.sympify(out.formula(index))
            ctx.output = None
            code = getattr(out.formula, "__code__", None)  # the formula's line in the spec
            outputs.append(OutputIR(out.name or name, shape, index, value,
                                    _dtype_of(value, tensors), where=code and
                                    f"{spec_location(code.co_filename)}:{code.co_firstlineno}"
                                    or self.where))
        return outputs, None


@functools.lru_cache(maxsize=8192)
def _limits(shape: tuple) -> tuple[Any, Any]:
    """The runtime's limits on a tensor of `shape` (every dim at most 2^24, the size at most
    2^30), built once per shape: every instance of every structure states them for each of
    its tensors, and sympy's And and Le screen their arguments each time they are built.
    The size is compared by sympy only where it is a number: sympy knows no upper bound of
    a dim, so it decides no other size of the library's operators, and asking is slow (the
    condition means the same either way: the solver decides it)."""
    size = product(shape)
    return (sp.And(*[sp.Le(d, MAX_DIM, evaluate=False) for d in shape], evaluate=False),
            sp.Le(size, MAX_SIZE, evaluate=size.is_Number))


_OUTCOMES: dict[tuple, tuple[Any, OperatorSpec]] = {}  # by spec and structural choices
_OUTCOME_LIMIT = 8192


def structure_outcome(spec: OperatorSpec, choices: dict[str, Any]) -> Any:
    """The spec's instance for these structural choices, or the choice still to make
    (`NeedChoice`), or the rule that excludes them (`StructureExcluded`), each computed
    once: a body is a pure function of its choices, and the checker's walks and symbolic
    graphs ask for the same ones again and again."""
    key = (spec.name, id(spec), tuple(sorted(choices.items(), key=lambda kv: kv[0])))
    found = _OUTCOMES.get(key)
    if found is None:
        try:
            outcome = spec.instantiate(Binder(choices=dict(choices)))
        except (NeedChoice, StructureExcluded) as stop:
            outcome = stop
        if len(_OUTCOMES) >= _OUTCOME_LIMIT:
            _OUTCOMES.clear()
        found = _OUTCOMES[key] = (outcome, spec)  # the spec is kept: its id stays its own
    return found[0]


def binding_order(attrs: Sequence[Attr]) -> list[Attr]:
    """The order attributes are bound in: those that others depend on (`ignored_if`) first,
    so that whether an attribute is ignored is known when its turn comes."""
    return sorted(attrs, key=lambda a: bool(a.ignored_if))


def is_ignored(decl: Attr, bound: dict[str, Any]) -> bool:
    """Whether `decl` is ignored given the attributes bound so far (see `Attr`)."""
    for rule in decl.ignored_if:
        if isinstance(rule, tuple) and bound.get(rule[0]) == rule[1]:
            return True
        if isinstance(rule, str) and bound.get(rule) is not None:
            return True
    return False


def _output_names(count: int) -> list[str]:
    return ["y"] if count == 1 else [f"y{k}" for k in range(count)]


def _dtype_of(value: sp.Expr, tensors: list[TensorIR]) -> Dtype:
    """Data movement keeps its input's dtype: a value that is always one of the reads."""
    leaves = selected_leaves(value)
    data = [leaf for leaf in leaves if isinstance(leaf, (Read, FlatRead))]
    if leaves and len(data) == len(leaves):
        return Like(data[0].tensor)
    return INT32


def _spec_frame(exc: BaseException) -> str:
    """file:line of the innermost spec-code frame of an exception raised in a body."""
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        if is_spec_code(frame.filename):
            return f"{frame.filename}:{frame.lineno}"
    return ""


def declare(name: str, *, inputs: Sequence[Input], attrs: Sequence[Attr] = (),
            summary: str, aliases: Sequence[str] = (), laws: Sequence[Any] = (),
            precision: Callable[..., Any] | None = None, lift: Sequence[str] = ()):
    """Declare an operator spec without adding it to the library (a variant, a test spec)."""

    def build(body: Callable) -> OperatorSpec:
        source = inspect.getsourcefile(body) or ""
        line = inspect.getsourcelines(body)[1]
        spec = OperatorSpec(name=name, body=body, inputs=tuple(inputs), attrs=tuple(attrs),
                            summary=summary, aliases=tuple(aliases),
                            family=body.__module__.rsplit(".", 1)[-1],
                            where=f"{spec_location(source)}:{line}", laws=tuple(laws),
                            precision=precision, lift=tuple(lift))
        _validate_declaration(spec)
        return spec

    return build


def operator(name: str, *, inputs: Sequence[Input], attrs: Sequence[Attr] = (),
             summary: str, aliases: Sequence[str] = (), laws: Sequence[Any] = (),
             precision: Callable[..., Any] | None = None, lift: Sequence[str] = ()):
    """Declare an operator of the library: the decorated function is its body.

    `laws` are properties the operator claims (`Partition`, `Identity`); the prover proves
    them with the rest. `precision` is the runtime's precision rule (`cvmverify.precision`):
    a function of the inputs' precisions and shapes and of the attributes. `lift` names
    the inputs that take leading unit axes when a call is lifted to a higher rank, with
    the attributes' `role`s (`core.rank_lift`): generated kernels then serve every rank.
    """

    def declare_and_register(body: Callable) -> OperatorSpec:
        spec = declare(name, inputs=inputs, attrs=attrs, summary=summary, aliases=aliases,
                       laws=laws, precision=precision, lift=lift)(body)
        registry.register(spec)
        return spec

    return declare_and_register


def _validate_declaration(spec: OperatorSpec) -> None:
    names = [i.name for i in spec.inputs] + [a.name for a in spec.attrs]
    if len(set(names)) != len(names):
        raise SpecError(spec.name, f"input and attribute names must be distinct: {names}",
                        spec.where)
    inputs = {i.name: i for i in spec.inputs}
    for attr in spec.attrs:
        pad = getattr(attr, "pad", None)
        if pad is not None and (len(pad) != 2 or pad[0] not in inputs or inputs[pad[0]].variadic
                                or not (pad[1] == "dim" or isinstance(pad[1], int))):
            raise SpecError(spec.name, f"{attr.name}: pad is (an input that is not variadic, an "
                            f"int or \"dim\"), not {pad!r}", spec.where)
    for attr in spec.attrs:
        problem = attr.role is not None and role_problem(spec, attr.role)
        if problem:
            raise SpecError(spec.name, f"{attr.name}: role {attr.role!r}: {problem}",
                            spec.where)
    unknown = [name for name in spec.lift if name not in inputs]
    if unknown:
        raise SpecError(spec.name, f"lift names {unknown}, which are not inputs", spec.where)
    params = inspect.signature(spec.body).parameters
    missing = [n for n in names if n not in params]
    if missing:
        raise SpecError(spec.name, f"the body does not take {missing}", spec.where)
