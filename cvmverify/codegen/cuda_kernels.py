"""One CUDA kernel per plan output: the lowered statements of its formula, run per output
element. A thread takes `Kernel.ilp` elements a block apart per round (several loads in
flight; one where the formula loops), and stores them after computing them all; rounds
are grid-strided. The flat index has the kernel's template type I: int32_t where the
launcher found every index of the call below 2^30 (`cvm_index32`), int64_t otherwise.

Integer semantics: data temporaries are int64_t (a loaded int32 value, or the exact result
of one table function over them); every result that `lower` marks as possibly outside int32
is checked, and so is the stored value of an int32 output unless it is already known to be
within int32. A check outside the formula's loops and branches is noted (`CVM_NOTE_INT32`): a
value outside int32 marks the thread, which rejects the call after its rounds, and is
clamped into int32, so that what is computed from it stays within the bounds the generator
proved for checked values; the call is rejected either way, and no branch holds back the
round's loads. A check inside a loop or a branch rejects the call and abandons the element
(`CVM_REQUIRE_INT32`). Under
the runtime contract (`KernelPlan.checks_steps` false) every step is proven within int32:
data temporaries are int32_t and nothing is checked per element. A
movement output copies elements of its input's type `T` bit for bit.

Every value, loop bound and condition is int64_t arithmetic: `cuda_exprs.interval` bounds
each from the symbols' ranges, and one whose intermediates could leave int64 is refused at
generation time. Read indices are not bounded that way (the ranges are too coarse for
``i0*x.shape[1]*x.shape[2] + i1``): the prover shows every read in bounds, so an index lies
below its dim, and the products it sums are of indices and dims of one tensor, which the
size limit keeps below 2^30.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

import sympy as sp

from ..core.ir import FlatRead, Read
from ..core.semantics import INT32_RANGE as INT32  # a data value
from .cuda_exprs import INT64, Interval, KernelPrinter, c_identifier, interval, within
from .lower import Block, Choose, Compute, Load, Reduce, lower
from .normal_forms import reads_as_views
from .plan import KernelPlan, OutputPlan

INDEX = (0, 2**24 - 1)             # an output index: below its dim
# elements per thread and round of a kernel whose formula does not loop: four loads in
# flight per thread reach the copy bandwidth on an H100 (one reaches 0.75-0.9 of it)
ILP = 4


@dataclass
class Kernel:
    """A kernel's source and how the launcher calls it."""

    name: str
    plan: KernelPlan
    output: OutputPlan
    position: int                       # which output of the plan
    tensors: list[tuple[str, str]]      # (input, "moved" | "int32"), in parameter order
    scalars: list[str]                  # code names of dims, attributes, scalars, in order
    body: list[str]                     # the lines run for one element
    rejects: bool                       # some check can reject the call
    abandons: bool = False              # some check abandons its element (label cvm_next)
    notes: bool = False                 # some check is noted, reported after the rounds
    ilp: int = 1                        # elements per thread and round
    # whether the body unravels the flat index into the output's axes: it then divides by
    # the output's dims through `cvm_shape`, a view of the output's shape with the magic
    # numbers of its dims (the launcher's cvm_shape_view)
    unravels: bool = False
    comment: str = ""                   # what the kernel is for (set by cuda.py)
    # each read as a strided view of its input, in the order the body reads them, with
    # its steps' definitions (`normal_forms.reads_as_views`): the host computes them, and
    # the kernel then serves every structure its formula does not depend on
    views: list = field(default_factory=list)
    # the element's unconditional reads through views, done for every element of a round
    # before any is computed (kernel.cu.j2): the statements, and the arrays they fill
    reads: list[str] = field(default_factory=list)
    read_arrays: list[str] = field(default_factory=list)

    @property
    def movement(self) -> bool:
        return self.output.movement

    @property
    def parameters(self) -> list[str]:
        params = [f"const {'T' if kind == 'moved' else 'int32_t'}* __restrict__ {name}"
                  for name, kind in self.tensors]
        params.append(f"{'T' if self.movement else 'int32_t'}* __restrict__ cvm_out")
        params.append("I cvm_count")
        params += [f"int64_t {name}" for name in self.scalars]
        params += [f"cvm_view cvm_view_{k}" for k in range(len(self.views))]
        if self.unravels:
            params.append("cvm_view cvm_shape")
        if self.rejects:
            params.append("int* cvm_error")
        return params


def natural(name: str) -> tuple:
    """Sort key that puts s2 before s10."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name))


@dataclass
class _Writer:
    plan: KernelPlan
    output: OutputPlan
    symbol_bound: Callable[[sp.Symbol], Interval]   # dims, attributes and scalars
    printer: KernelPrinter = field(init=False)
    lines: list[str] = field(default_factory=list)
    used: set[sp.Symbol] = field(default_factory=set)     # free symbols printed
    bound: dict[sp.Symbol, Interval] = field(default_factory=dict)
    within_int32: set[sp.Symbol] = field(default_factory=set)
    moved: set[sp.Symbol] = field(default_factory=set)    # temporaries holding a T
    tensors: dict[str, str] = field(default_factory=dict)
    rejects: bool = False
    abandons: bool = False        # a CVM_REQUIRE_INT32 was printed
    notes: bool = False           # a CVM_NOTE_INT32 was printed
    # whether checks at depth 0 are noted rather than abandoning the element (kernel.cu.j2
    # declares the flag and reports it)
    notes_checks: bool = False
    memo: dict = field(default_factory=dict)
    views: list | None = None     # with views: the reads' views, in the order of the body
    hoist: bool = True            # whether view reads at depth 0 go before the body (`reads`)
    read: int = 0                 # how many reads the body has printed
    # the reads hoisted out of the body, (C type, read): each view read at depth 0
    hoisted: dict[int, tuple[str, str]] = field(default_factory=dict)
    loops: bool = False           # whether the body loops (a reduction)
    unravels: bool = False        # whether the body divides the flat index by the dims

    def __post_init__(self):
        shapes = {t.name: self.plan.dims(t.name) for t in self.plan.inputs}
        self.printer = KernelPrinter(shapes=shapes, names=self.plan.names)

    # -- expressions ---------------------------------------------------------------------

    def expr(self, expr: sp.Basic, what: str, bounded: bool = True) -> str:
        """`expr` printed, its symbols noted and (if `bounded`) its int64 arithmetic
        checked."""
        expr = sp.sympify(expr)
        if expr.free_symbols & self.moved:
            raise NotImplementedError(
                f"{self.plan.op}: a moved element is also computed with ({what}: {expr}); "
                "the kernels move elements as raw bits")
        self.used |= expr.free_symbols
        if bounded:
            span = interval(expr, self.bound_of, self.memo)[1]
            if not within(span, INT64):
                raise NotImplementedError(
                    f"{self.plan.op} ({self.plan.function}): {what} may leave int64 ({expr}, "
                    f"range {span[0]:.3g}..{span[1]:.3g}); the kernels compute in int64_t")
        return self.printer.doprint(expr)

    def bound_of(self, symbol: sp.Symbol) -> Interval:
        if symbol in self.bound:
            return self.bound[symbol]
        return self.symbol_bound(symbol)

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("  " * depth + line)

    def noted_at(self, depth: int) -> bool:
        """Whether a check at `depth` is noted (and clamps a variable, not a constant)."""
        return self.plan.checks_steps and self.notes_checks and depth == 0

    def require_int32(self, depth: int, name: str) -> None:
        if not self.plan.checks_steps:
            return
        if self.noted_at(depth):
            self.emit(depth, f"CVM_NOTE_INT32({name});")
            self.notes = True
        else:
            self.emit(depth, f"CVM_REQUIRE_INT32({name});")
            self.abandons = True
        self.rejects = True

    @property
    def data_type(self) -> str:
        """The C type of a data temporary: exact, or int32 where every step is proven."""
        return "int64_t" if self.plan.checks_steps else "int32_t"

    # -- statements ----------------------------------------------------------------------

    def block(self, block: Block, depth: int) -> None:
        for statement in block.statements:
            getattr(self, type(statement).__name__.lower())(statement, depth)

    def load(self, s: Load, depth: int) -> None:
        kind = "moved" if s.target in self.moved else "int32"
        previous = self.tensors.setdefault(s.tensor, kind)
        if previous != kind:
            raise NotImplementedError(f"{self.plan.op}: {s.tensor} is both moved and computed "
                                      "with in one output")
        ctype = "T" if kind == "moved" else self.data_type
        if self.views is not None and depth == 0 and self.hoist:   # read by every element
            # the round's arrays hold the elements as loaded (int32_t, or T moved)
            self.hoisted[self.read] = ("T" if kind == "moved" else "int32_t",
                                       f"{c_identifier(s.tensor)}[cvm_at_{self.read}]")
            self.emit(depth, f"const {ctype} {self.name(s.target)} = "
                             f"cvm_read_{self.read}[cvm_j];")
            self.read += 1
        elif self.views is not None:  # element cvm_k of the read's view (`positions`)
            self.emit(depth, f"const {ctype} {self.name(s.target)} = "
                             f"{c_identifier(s.tensor)}[cvm_at_{self.read}];")
            self.read += 1
        else:
            self._read(s, depth, ctype)
        if kind == "int32":
            self.within_int32.add(s.target)
            self.bound[s.target] = INT32

    def _read(self, s: Load, depth: int, ctype: str) -> None:
        for index in s.indices:  # in bounds by the prover: see the module docstring
            self.expr(index, "an index", bounded=False)
        if not s.flat:  # the row-major offset multiplies by the dims after the first
            shape = next(t.shape for t in self.plan.inputs if t.name == s.tensor)
            self.used |= {d for d in shape[1:] if isinstance(d, sp.Symbol)}
        read = FlatRead(sp.Symbol(s.tensor), s.indices[0]) if s.flat else \
            Read(sp.Symbol(s.tensor), *s.indices)
        self.emit(depth, f"const {ctype} {self.name(s.target)} = {self.printer.doprint(read)};")

    def compute(self, s: Compute, depth: int) -> None:
        value = self.value_bound(s.expr)
        text = self.expr(s.expr, f"the value {s.expr}")
        # a value whose every possible result lies within int32 needs no check: a check
        # per element costs a branch and keeps the loads of a round from going first
        check = s.check and not within(value, INT32)
        wrapped = self.wrapping_int32(s.expr) if check and self.noted_at(depth) else None
        if wrapped is not None:
            # in int32, wrapping, with its overflow noted: an int32 add and a sign test,
            # where the exact int64 sum, its check and its clamp took several 64-bit steps
            self.emit(depth, f"const int32_t {self.name(s.target)} = {wrapped};")
            self.notes = self.rejects = True
            self.within_int32.add(s.target)
            self.bound[s.target] = INT32
            return
        ctype = self.data_type if check or within(value, INT32) else "int64_t"
        constant = "" if check and self.noted_at(depth) else "const "
        self.emit(depth, f"{constant}{ctype} {self.name(s.target)} = {text};")
        if within(value, INT32):
            self.within_int32.add(s.target)
        if check:
            self.require_int32(depth, self.name(s.target))
            self.within_int32.add(s.target)
            self.bound[s.target] = INT32
        else:
            self.bound[s.target] = value

    def wrapping_int32(self, expr: sp.Basic) -> str | None:
        """`expr` as a call of cvm_add_int32 / cvm_sub_int32, where it is the sum or the
        difference of two values known within int32: the wrapped int32 result, which is
        the exact one unless the overflow it notes rejects the call. None otherwise."""
        if not isinstance(expr, sp.Add) or len(expr.args) != 2:
            return None
        added, subtracted = [], []
        for term in expr.args:
            negated = isinstance(term, sp.Mul) and len(term.args) == 2 and term.args[0] == -1
            operand = term.args[1] if negated else term
            if not self.known_int32(operand):
                return None
            (subtracted if negated else added).append(self.expr(operand, "an operand"))
        if len(added) == 2:
            return f"cvm_add_int32({added[0]}, {added[1]}, cvm_out_of_range)"
        if len(added) == 1:
            return f"cvm_sub_int32({added[0]}, {subtracted[0]}, cvm_out_of_range)"
        return None   # -a - b: not one int32 step

    def choose(self, s: Choose, depth: int) -> None:
        target = self.name(s.target)
        ctype = "T" if s.target in self.moved else self.data_type
        self.emit(depth, f"{ctype} {target};")
        self.emit(depth, f"if ({self.expr(s.condition, 'a condition')}) {{")
        self.branch(s.then, target, depth + 1)
        self.emit(depth, "} else {")
        self.branch(s.otherwise, target, depth + 1)
        self.emit(depth, "}")
        values = (s.then.value, s.otherwise.value)
        if all(self.known_int32(v) for v in values):
            self.within_int32.add(s.target)
        low, high = zip(*(self.value_bound(v) for v in values))
        self.bound[s.target] = (min(low), max(high))

    def branch(self, block: Block, target: str, depth: int) -> None:
        self.block(block, depth)
        value = self.name(block.value) if block.value in self.moved else \
            self.expr(block.value, "a chosen value")
        self.emit(depth, f"{target} = {value};")

    def reduce(self, s: Reduce, depth: int) -> None:
        self.loops = True
        target = self.name(s.target)
        ctype = self.data_type if s.check or s.kind == "max" else "int64_t"
        self.emit(depth, f"{ctype} {target} = 0;")
        if s.kind == "max":
            self.emit(depth, f"bool {target}_seen = false;  /* max starts at the first element */")
        inner = depth
        for variable, lo, hi in s.limits:
            name = self.name(variable)
            self.bound[variable] = (self.value_bound(lo)[0], self.value_bound(hi)[1] - 1)
            self.emit(inner, f"for (int64_t {name} = {self.expr(lo, 'a loop bound')}; "
                             f"{name} < {self.expr(hi, 'a loop bound')}; ++{name}) {{")
            inner += 1
        self.block(s.body, inner)
        value = self.expr(s.body.value, "a reduced value")
        if s.kind == "sum":
            self.emit(inner, f"{target} += {value};")
        else:
            self.emit(inner, f"if (!{target}_seen || {value} > {target}) {target} = {value};")
            self.emit(inner, f"{target}_seen = true;")
        for level in range(inner - 1, depth - 1, -1):
            self.emit(level, "}")
        if s.check:
            self.require_int32(depth, target)
        if s.check or (s.kind == "max" and self.known_int32(s.body.value)):
            self.within_int32.add(s.target)
            self.bound[s.target] = INT32
        else:  # a max is one of its elements; an unchecked sum is not bounded here
            self.bound[s.target] = self.value_bound(s.body.value) if s.kind == "max" \
                else INT64

    def known_int32(self, value: sp.Basic) -> bool:
        """Whether `value` is known to lie within int32 without a check."""
        return value in self.within_int32 or (isinstance(value, sp.Integer)
                                              and INT32[0] <= value <= INT32[1])

    def value_bound(self, expr: sp.Basic) -> Interval:
        return interval(sp.sympify(expr), self.bound_of, self.memo)[0]

    def name(self, symbol: sp.Symbol) -> str:
        return c_identifier(self.plan.names.get(symbol.name, symbol.name))

    # -- one element -----------------------------------------------------------------------

    def element(self) -> list[str]:
        block = lower(self.output.value)
        if self.output.movement:
            self.moved = moved_values(block)
            if not isinstance(block.value, sp.Symbol) or block.value not in self.moved:
                raise NotImplementedError(f"{self.plan.op}: output {self.output.name} moves "
                                          f"no input element ({block.value})")
        for symbol in self.output.index:
            self.bound[symbol] = INDEX
        if self.views is not None:
            self.views = reads_as_views(self.plan, block, self.output.index)
        self.block(block, 0)
        if self.output.movement:
            self.store(self.name(block.value))
        elif self.known_int32(block.value):
            self.store(f"(int32_t){self.expr(block.value, 'the value')}")
        else:
            value = self.expr(block.value, "the value")
            if not isinstance(block.value, sp.Symbol) or self.noted_at(0):
                constant = "" if self.noted_at(0) else "const "
                self.emit(0, f"{constant}int64_t cvm_value = {value};")
                value = "cvm_value"
            self.require_int32(0, value)
            self.store(f"(int32_t){value}")
        # the view reads under a condition stay in the body, where their positions are
        inside = self.read > len(self.hoisted)
        return self.unravel() + (self.positions() if inside else []) + self.lines

    def reads(self) -> tuple[list[str], list[str]]:
        """(statements, array declarations) of the hoisted reads: a round's loads all go
        before any of its elements is computed, all in flight together (a kernel without
        checks: see `kernel`)."""
        if not self.hoisted:
            return [], []
        statements = self.positions() + [f"cvm_read_{k}[cvm_j] = {read};"
                                         for k, (_, read) in self.hoisted.items()]
        ilp = 1 if self.loops else ILP
        arrays = [f"{ctype} cvm_read_{k}[{ilp}];" for k, (ctype, _) in self.hoisted.items()]
        return statements, arrays

    def store(self, value: str) -> None:
        """The element's value, stored with the round's others (kernel.cu.j2)."""
        self.emit(0, f"cvm_values[cvm_j] = {value};")
        self.emit(0, "cvm_done[cvm_j] = true;")

    def positions(self) -> list[str]:
        """Where flat element cvm_k lies in each read's view, cvm_at_<k>: the host coalesces
        the views together (cvm_coalesce), so they share one shape and one division per
        axis serves them all, by the magic numbers of the first (cvm_view_at's loop)."""
        if not self.read:
            return []
        views = range(self.read)
        return [*(f"I cvm_at_{k} = (I)cvm_view_{k}.offset;" for k in views),
                "{",
                "  I cvm_rest = cvm_k;",
                "  CVM_UNROLL",
                "  for (int cvm_a = CVM_VIEW_RANK - 1; cvm_a > 0; --cvm_a) {",
                "    if (cvm_a < cvm_view_0.rank) {",
                "      const I cvm_q = cvm_quotient(cvm_view_0, cvm_a, cvm_rest);",
                "      const I cvm_r = cvm_rest - cvm_q * (I)cvm_view_0.shape[cvm_a];",
                *(f"      cvm_at_{k} += cvm_r * (I)cvm_view_{k}.stride[cvm_a];" for k in views),
                "      cvm_rest = cvm_q;",
                "    }",
                "  }",
                *(f"  cvm_at_{k} += cvm_rest * (I)cvm_view_{k}.stride[0];" for k in views),
                "}"]

    def unravel(self) -> list[str]:
        """The index symbols of flat element cvm_k, last axis fastest (row-major); only
        those the formula uses are declared."""
        index = self.output.index
        used = [symbol in self.used for symbol in index]
        if not any(used):
            return []
        if len(index) == 1:
            return [f"const int64_t {self.name(index[0])} = cvm_k;"]
        first = used.index(True)
        self.unravels = True
        # divided in the launch's index type, by the magic numbers of the output's dims
        lines = ["I cvm_rest = cvm_k;"]
        for k in range(len(index) - 1, first - 1, -1):
            name = self.name(index[k])
            if k == 0:
                lines.append(f"const int64_t {name} = cvm_rest;")
                break
            lines.append(f"const I cvm_quotient_{k} = cvm_quotient(cvm_shape, {k}, cvm_rest);")
            if used[k]:
                lines.append(f"const int64_t {name} = cvm_rest - cvm_quotient_{k} * "
                             f"(I)cvm_shape.shape[{k}];")
            lines.append(f"cvm_rest = cvm_quotient_{k};")
        return lines


def moved_values(block: Block) -> set[sp.Symbol]:
    """The temporaries that hold an output's moved element: its value, and the values of
    the branches of every select it is chosen by."""
    values = {block.value} if isinstance(block.value, sp.Symbol) else set()
    for statement in reversed(block.statements):
        if isinstance(statement, Choose) and statement.target in values:
            for branch in (statement.then, statement.otherwise):
                values |= moved_values(branch)
    return values


def kernel(plan: KernelPlan, position: int,
           symbol_bound: Callable[[sp.Symbol], Interval], views: bool = False) -> Kernel:
    """The kernel of output `position` of `plan`; `symbol_bound` gives the ranges of dims,
    attributes and scalars (`cuda_exprs.symbol_bounds`). With `views`, a kernel whose every
    read is a strided view of its input reads through views the host computes
    (`Kernel.views`), which makes it the same for every structure of its formula."""
    output = plan.outputs[position]
    writer = _Writer(plan, output, symbol_bound, views=[] if views else None,
                     notes_checks=True)
    body = writer.element()
    if writer.abandons and writer.hoisted:
        # a kernel that abandons elements keeps each read beside its element's checks:
        # measured on an H100, its hoisted reads cost 20-25% of the copy bandwidth, where a
        # kernel without such branches gains from them (runtime add_requant 0.88 -> 1.0)
        writer = _Writer(plan, output, symbol_bound, views=[] if views else None,
                         notes_checks=True, hoist=False)
        body = writer.element()
    order = {t.name: k for k, t in enumerate(plan.inputs)}
    tensors = sorted(writer.tensors.items(), key=lambda item: order[item[0]])
    # what the kernel binds itself (indices, loop variables, temporaries) has a bound entry
    scalars = sorted({writer.name(s) for s in writer.used if s not in writer.bound},
                     key=lambda n: _parameter_order(plan, n))
    reads, read_arrays = writer.reads()
    return Kernel(c_identifier(f"{plan.function}_{output.name}"), plan, output, position,
                  [(c_identifier(n), kind) for n, kind in tensors], scalars, body,
                  writer.rejects, writer.abandons, writer.notes,
                  ilp=1 if writer.loops else ILP, unravels=writer.unravels,
                  views=writer.views or [], reads=reads, read_arrays=read_arrays)


def _parameter_order(plan: KernelPlan, code: str) -> tuple:
    """Dims first (in input order), then attributes, then hoisted scalars."""
    dims = [plan.names[str(d)] for t in plan.inputs for d in t.shape if str(d) in plan.names]
    if code in dims:
        return (0, dims.index(code))
    scalars = [plan.names[s.name] for s, _ in plan.scalars]
    if code in scalars:
        return (2, scalars.index(code))
    return (1, natural(code))
