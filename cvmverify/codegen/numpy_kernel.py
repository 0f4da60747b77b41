"""NumPy kernels: a kernel plan as Python that runs with NumPy alone.

Each output is filled box by box (`_blocks`): a box is a range of every output axis, and a
box's formula is evaluated on whole arrays over it. Reads whose index is affine in the
output index are strided views (`_view`, no copy: data movement runs at copy speed); the
others are gathers. A select whose condition is a rule of the output index alone
(concatenate's pieces, a pad's border) splits the box where it changes, so each piece
reads only what it uses; a select on data computes each branch only where it is taken
(`care`), as the spec says. Boxes of value outputs are small enough for their
temporaries to stay in cache: that is what fusing a chain buys in NumPy.

A step that may leave int32 is computed in int64 and checked (`_int32`); under the runtime
contract (`KernelPlan.checks_steps` false: every step proven within int32) it is computed
in int32 and not checked.

This module writes the function bodies; templates/numpy/ lays out the module around them.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any, Iterator

import sympy as sp

from ..core.facts import RequirementKind
from ..core.semantics import Select, meaning_of
from ..core.steps import describe_step
from .lower import Block, Choose, Compute, Load, Reduce, depends_on_data, lower, temporaries
from .numpy_views import ReadViews
from .plan import KernelPlan, OutputPlan, needed
from .printers import NumpyPrinter, ScalarPrinter

# Elements per box. Value outputs: small enough that their int64 temporaries stay in cache.
# Movement: a few MB, so that the Python work per box is negligible; a transposing copy
# goes through a buffer per box (`_move`) whose transpose stays in the last cache level. A
# box split where a select changes (concatenate) pays for the split per box, and a gather
# (tile, repeat) for its index arrays and takes, tens of Python calls: those boxes are as
# large as can be.
VALUE_BOX = 1 << 14
# under the runtime contract a box's steps reuse their dead temporaries in place (`_spare`),
# so two or three live at once: a box of 4 MB temporaries per thread stays in a shared L3
# cache and makes the Python work per box (tens of microseconds) negligible
RUNTIME_VALUE_BOX = 1 << 20
# the ufuncs whose result a dead int32 temporary operand can take (`out=`): int32 in, int32
# out, elementwise; anything else (a comparison, a division helper) gets a new array
IN_PLACE = re.compile(r"np\.(add|subtract|multiply|negative|right_shift|left_shift|clip|"
                      r"maximum|minimum|absolute)\(")
MOVEMENT_BOX = 1 << 20
LARGE_BOX = 1 << 22


class _Code:
    """Indented lines."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0

    def __call__(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    @contextlib.contextmanager
    def indented(self) -> Iterator[None]:
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1


class _ArrayPrinter(NumpyPrinter):
    """NumPy code over the box's index arrays. A select on a rule of dims and attributes
    is a Python conditional, so it picks an array instead of building a mask. In a step of
    a formula (`narrow`) scalars pass through `_narrow`: one outside int32 widens int32
    data to int64 instead of failing to convert."""

    def __init__(self, names: dict[str, str], index: set[sp.Symbol]):
        super().__init__(names)
        self.index = index
        self.scalar = ScalarPrinter(names)
        self.narrow = False

    def _varies(self, expr: sp.Basic) -> bool:
        return bool(expr.free_symbols & self.index) or bool(temporaries(expr))

    def _print_Function(self, expr: sp.Function) -> str:
        power = _power_of_two(expr)
        if power is not None:
            # floor division and floor modulo by 2^k are a shift and a mask, exactly (two's
            # complement), and several times faster than NumPy's integer division
            name, k = power
            if name == "floordiv":
                return f"np.right_shift({self._print(expr.args[0])}, {k})"
            return f"np.bitwise_and({self._print(expr.args[0])}, {2**k - 1})"
        if isinstance(expr, Select) and not self._varies(expr.args[0]):
            condition, then, otherwise = expr.args
            return (f"({self._print(then)} if {self.scalar.doprint(condition)} "
                    f"else {self._print(otherwise)})")
        return super()._print_Function(expr)

    def _print_Integer(self, expr: sp.Integer) -> str:
        n = int(expr)
        return str(n) if -(2**31) <= n < 2**31 else f"np.int64({n})"

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        name = super()._print_Symbol(expr)
        if self.narrow and not self._varies(expr):
            return f"_narrow({name})"
        return name


class NumpyKernelWriter(ReadViews):
    """Writes the body of one kernel function for `plan` (see the module docstring)."""

    def __init__(self, plan: KernelPlan):
        self.plan = plan
        self.names = dict(plan.names)
        self.scalar = ScalarPrinter(self.names)
        index = {s for out in [*plan.outputs, *plan.checks] for s in out.index}
        self.array = _ArrayPrinter(self.names, index)
        self.code = _Code()
        self._functions = 0
        self.guarded = 0  # inside branches taken on a rule of dims and attributes
        self._computed: set[sp.Symbol] = set()  # shared subexpressions computed so far
        self.loop_variables: set[sp.Symbol] = set()  # of the reductions being written
        # the dtype of a step that may leave int32: exact and checked, or proven to stay
        self.wide = "np.int64" if plan.checks_steps else "np.int32"

    # -- the kernel ----------------------------------------------------------------------------

    def body(self) -> list[str]:
        plan, code = self.plan, self.code
        self.host()
        if plan.instance.definition is not None:
            inputs = ", ".join(t.name for t in plan.inputs)
            code(f"return _deliver(out, _definition([{inputs}], attrs))  # written by hand")
            return code.lines
        code("cache = {}  # padded copies of inputs, made once per call")
        for check in plan.checks:  # computed only to be checked: the graph rejects a call
            self.code(f"del {self._output(check, None)}")  # whose overflow lies there
        results = []
        for k, out in enumerate(plan.outputs):
            results.append(self._output(out, k))
        code(f"return [{', '.join(results)}]")
        return code.lines

    def host(self) -> list[str]:
        """The lines that run before any array work: the inputs' dims and the attributes
        bound to names, the structure's conditions and the preconditions in spec order,
        the dtype rules, then the scalars the formulas share. The CuPy modules run the same
        lines before their launches (`cupy_module`)."""
        plan, code = self.plan, self.code
        for tensor in plan.inputs:
            code(f"{tensor.name} = arrays[{tensor.name!r}]")
            dims = ", ".join(plan.dims(tensor.name))
            code(f"{dims}, = {tensor.name}.shape")
        for name, value in sorted(plan.instance.attrs.items()):
            if isinstance(value, tuple) and value:
                entries = ", ".join(self._name(s) for s in value)
                code(f"{entries}, = attrs[{name!r}]")
            elif isinstance(value, sp.Symbol):
                code(f"{self._name(value)} = attrs[{name!r}]")
        stated = set()
        for requirement in plan.instance.requirements:
            if requirement.condition in stated:
                continue  # a condition that held once holds again
            stated.add(requirement.condition)
            condition = plan.written(requirement.condition)
            self._shared(condition)
            printed = self.scalar.doprint(condition)
            if requirement.kind == RequirementKind.STRUCTURE:
                code(f"if not {printed}:")
                with code.indented():
                    code("return None  # another kernel of this op has this structure")
                continue
            shown = sorted(getattr(requirement.condition, "free_symbols", ()), key=str)
            values = ", ".join(f"{str(s)!r}: {self._name(s)}" for s in shown)
            code(f"_require({printed}, OP, {requirement.message!r}, {{{values}}})")
        code(f"_dtypes(OP, arrays, {plan.integer_inputs!r}, {plan.same_dtype!r})")
        for symbol, value in plan.scalars:
            self._shared(value)
            code(f"{self._name(symbol)} = {self.scalar.doprint(value)}")
        return code.lines

    def _shared(self, expr: Any) -> None:
        """Compute the shared subexpressions `expr` uses that are not computed yet."""
        for symbol, value in needed(self.plan.shared, expr, self._computed):
            self.code(f"{self._name(symbol)} = {self.scalar.doprint(value)}")

    def _name(self, symbol: sp.Symbol) -> str:
        return self.names[symbol.name]

    def _output(self, out: OutputPlan, index: int | None) -> str:
        """Fill output number `index` box by box; None: a check of the plan, filled into a
        scratch array (the caller drops it)."""
        code = self.code
        shape = ", ".join(self.scalar.doprint(d) for d in out.shape)
        dtype = "np.int32" if not out.movement else f"{out.dtype.input}.dtype"
        target = f"out_{out.name}"
        block = lower(out.value)
        # reads over the whole output, made once; a box slices them (see `_load`)
        self.hoisted, self.body_depth = [], code.depth
        start = len(code.lines)
        fill = self._fill(out, block)
        code.lines[start:start] = self.hoisted
        code(f"{target} = np.empty(({shape},), {dtype})" if index is None else
             f"{target} = _output(out, {len(self.plan.outputs)}, {index}, ({shape},), {dtype})")
        # a matrix product (`_contract`) copies its operands per box: a small box would
        # copy the same input rows again for every slice of the output's channels
        contracts = any("_contract(" in line for line in code.lines[start:])
        value_box = VALUE_BOX if self.plan.checks_steps and not contracts else \
            RUNTIME_VALUE_BOX
        gathers = any("_gather(" in line for line in code.lines[start:])
        box = value_box if not out.movement else \
            LARGE_BOX if gathers or self._index_select(block, out) else MOVEMENT_BOX
        if self.plan.checks_steps:
            code(f"for lo, hi in _blocks({target}.shape, {box}):")
            with code.indented():
                code(f"{fill}(_part({target}, lo, hi, (0,) * {len(out.shape)}), lo, hi)")
        else:  # nothing in a box can fail: the boxes may run on several threads
            code(f"_each_box({fill}, {target}, {box})")
        return target

    # -- filling a box -------------------------------------------------------------------------

    def _fill(self, out: OutputPlan, block: Block, whole_output: bool = True) -> str:
        """Define a function fill(target, lo, hi) for `block` over a box; return its name.
        `whole_output`: the boxes tile the whole output (not the runs of a select)."""
        self._functions += 1
        name = f"fill_{out.name}_{self._functions}"
        code = self.code
        split = self._index_select(block, out)
        if split is not None:
            choose = split
            then = self._fill(out, choose.then, whole_output=False)
            otherwise = self._fill(out, choose.otherwise, whole_output=False)
            whole = self._fill_direct(out, block, f"{name}_mixed", whole_output)
            code(f"def {name}(target, lo, hi):")
            with code.indented():
                condition = self.array.doprint(choose.condition)
                self._mesh(condition, out)
                code(f"runs = _runs({condition}, lo, hi)")
                code("if runs is None:  # the condition varies along several axes")
                with code.indented():
                    code(f"return {whole}(target, lo, hi)")
                code("for run_lo, run_hi, taken in runs:")
                with code.indented():
                    code(f"({then} if taken else {otherwise})"
                         "(_part(target, run_lo, run_hi, lo), run_lo, run_hi)")
            return name
        return self._fill_direct(out, block, name, whole_output)

    def _fill_direct(self, out: OutputPlan, block: Block, name: str,
                     whole_output: bool) -> str:
        code = self.code
        self.whole_output = whole_output
        code(f"def {name}(target, lo, hi):")
        with code.indented():
            start = len(code.lines)
            value = self._block(block, out, None, top=True)
            data = temporaries(sp.sympify(block.value))
            if out.movement and data:  # a strided view, maybe transposing: see _move
                code(f"_move(target, {value})")
            elif self.plan.checks_steps or not data:  # a constant (x - x moved): no step
                code(f"target[...] = {value}")
            else:  # the last step may have written into the target itself
                code(f"if {value} is not target:")
                code(f"    target[...] = {value}")
            body = code.lines[start:]
            del code.lines[start:]
            self._mesh("\n".join(body), out)
            code.lines.extend(body)
        return name

    def _index_select(self, block: Block, out: OutputPlan) -> Choose | None:
        """The block's select if it is the whole block and its condition is a rule of the
        output index (no data): the box can be split where the condition changes."""
        if len(block.statements) != 1 or not isinstance(block.statements[0], Choose):
            return None
        choose = block.statements[0]
        condition = choose.condition
        if choose.target != block.value or depends_on_data(condition) or \
                temporaries(condition):
            return None
        if not condition.free_symbols & set(out.index):
            return None
        return choose

    def _mesh(self, text: str, out: OutputPlan) -> None:
        """Bind, as index arrays over the box, the output index symbols that `text` uses."""
        code = self.code
        code_only = re.sub(r"'[^']*'", "''", text)  # not the formulas quoted in messages
        for k, symbol in enumerate(out.index):
            if re.search(rf"\b{self._name(symbol)}\b", code_only):
                code(f"{self._name(symbol)} = _index(lo, hi, {k})")

    # -- statements ----------------------------------------------------------------------------

    def _block(self, block: Block, out: OutputPlan, care: str | None, top: bool = False
               ) -> str:
        """The statements of `block`, and the name of its value. In the `top` block of a
        box under the runtime contract a step may write into a temporary that no later
        step reads (see `_in_place`)."""
        statements = block.statements
        later: set[sp.Symbol] = set(temporaries(sp.sympify(block.value)))
        read_after = []  # the temporaries read after each statement
        for statement in reversed(statements):
            read_after.append(set(later))
            later |= _reads(statement)
        read_after.reverse()
        for statement, after in zip(statements, read_after):
            dead = None if (not top or self.plan.checks_steps) else after
            last = statement is statements[-1] and statement.target == block.value
            self._statement(statement, out, care, dead, into_target=last)
        return self._value(block.value, out)

    def _value(self, value: sp.Expr, out: OutputPlan) -> str:
        if isinstance(value, sp.Symbol) and value.name.startswith("v"):
            return value.name
        if isinstance(value, sp.Integer):
            return str(value)
        return self.array.doprint(value)

    def _statement(self, statement, out: OutputPlan, care: str | None,
                   read_after: set[sp.Symbol] | None = None, into_target: bool = False
                   ) -> None:
        code = self.code
        target = statement.target.name
        if isinstance(statement, Load):
            code(f"{target} = {self._load(statement, out, care)}")
        elif isinstance(statement, Compute):
            text = self._compute(statement)
            if read_after is not None:
                text = self._in_place(statement, text, read_after, out, into_target)
            code(f"{target} = {text}")
            if statement.check and self.plan.checks_steps:
                code(f"_int32({target}, {care}, OP, {describe_step(statement.source)!r}, "
                     f"{out.name!r}, lo)")
        elif isinstance(statement, Choose):
            self._choose(statement, out, care)
        elif isinstance(statement, Reduce):
            self._reduce(statement, out, care)

    def _compute(self, statement: Compute) -> str:
        """One step of a formula. Loads keep their dtype; a step that can leave int32 (the
        ones `check` marks) computes in `wide`: int64, so the value is exact when it is
        checked, or int32 where it is proven to stay there."""
        printer = self.array
        printer.narrow = True
        try:
            expr = statement.expr
            if not statement.check:
                return printer.doprint(expr)
            if isinstance(expr, sp.Add):
                return self._fold_wide(expr.args, "np.add", "np.subtract")
            if isinstance(expr, sp.Mul):
                coefficient, rest = expr.as_coeff_Mul()
                if coefficient == -1 and not isinstance(rest, sp.Mul):
                    return f"np.negative({printer.doprint(rest)}, dtype={self.wide})"
                return self._fold_wide(expr.args, "np.multiply", None)
            if _power_of_two(expr) is not None:
                return printer.doprint(expr)
            # a division, shift or abs: its operands as `wide` (no copy if they are already)
            widened = [printer.doprint(a) if a.is_Integer else
                       f"np.asarray({printer.doprint(a)}, dtype={self.wide})" for a in expr.args]
            if isinstance(expr, sp.Pow):
                return f"np.power({widened[0]}, {int(expr.exp)})"
            return meaning_of(expr).spell("numpy_source", widened)
        finally:
            printer.narrow = False

    def _in_place(self, statement: Compute, text: str, read_after: set[sp.Symbol],
                  out: OutputPlan, into_target: bool) -> str:
        """`text`, one int32 ufunc call, made to write into an operand that no later step
        reads, where `_spare` finds at run time that it is a temporary of the result's
        shape and dtype (a view of an input never is), or, for the box's value
        (`into_target`), into the box of the output: a box then allocates one array for a
        chain of steps instead of one per step, and copies nothing at the end."""
        call = IN_PLACE.match(text)
        if call is None or not _one_call(text, call.end() - 1):
            return text
        operands = temporaries(statement.expr) | \
            (statement.expr.free_symbols & set(out.index))
        # the latest first: an earlier temporary is more often a load (a view)
        dead = sorted(temporaries(statement.expr) - read_after, key=lambda s: -int(s.name[1:]))
        if not dead and not into_target:
            return text
        others = ", ".join(self._name(s) if s in out.index else s.name
                           for s in sorted(operands, key=lambda s: s.name))
        candidates = ", ".join(s.name for s in dead)
        target = ", target" if into_target else ""
        return f"{text[:-1]}, out=_spare(({candidates},), ({others},){target}))"

    def _fold_wide(self, args, combine: str, inverse: str | None) -> str:
        """a + b - c ... as nested ufunc calls in `wide` (no copies of the operands)."""
        printer = self.array
        terms = []
        for arg in args:
            coefficient, rest = arg.as_coeff_Mul()
            if inverse and coefficient == -1:
                terms.append((inverse, printer.doprint(rest)))
            else:
                terms.append((combine, printer.doprint(arg)))
        terms.sort(key=lambda t: t[0] != combine)  # a subtraction needs something before it
        text = terms[0][1]
        for function, term in terms[1:]:
            text = f"{function}({text}, {term}, dtype={self.wide})"
        return text

    def _choose(self, choose: Choose, out: OutputPlan, care: str | None) -> None:
        code = self.code
        target = choose.target.name
        padded = self._padded_read(choose, self._axes(out))
        if padded is not None:
            code(f"{target} = {padded}")
            return
        condition = self.array.doprint(choose.condition)
        if not choose.condition.free_symbols & (set(out.index) | temporaries(choose.condition)):
            # a rule of dims and attributes: a plain if, evaluated once
            # (a branch's reads may be out of bounds unless it is taken: none is made early)
            self.guarded += 1
            code(f"if {self.scalar.doprint(choose.condition)}:")
            with code.indented():
                code(f"{target} = {self._block(choose.then, out, care)}")
            code("else:")
            with code.indented():
                code(f"{target} = {self._block(choose.otherwise, out, care)}")
            self.guarded -= 1
            return
        taken, other = f"taken_{target}", f"other_{target}"
        code(f"{taken} = {condition}" if care is None else
             f"{taken} = np.logical_and({care}, {condition})")
        code(f"{other} = np.logical_not({condition})" if care is None else
             f"{other} = np.logical_and({care}, np.logical_not({condition}))")
        then = self._arm(choose.then, self._block(choose.then, out, taken), out)
        otherwise = self._arm(choose.otherwise, self._block(choose.otherwise, out, other), out)
        code(f"{target} = np.where({taken}, {then}, {otherwise})")

    def _arm(self, block: Block, value: str, out: OutputPlan) -> str:
        """A select's arm: a value without data typed, where NumPy would cast a bare int to
        the other arm's dtype (max_pool2d's INT32_MIN beside an int8 read wrapped to 0);
        0..127, which every integer dtype holds, and a moved element's as they are."""
        constant = sp.sympify(block.value)
        if out.movement or temporaries(constant) or \
                (isinstance(constant, sp.Integer) and 0 <= constant <= 127):
            return value
        return f"{self.wide}({value})"

    def _reduce(self, reduce: Reduce, out: OutputPlan, care: str | None) -> None:
        code = self.code
        target = reduce.target.name
        folded = self._reduce_view(reduce, out, care)
        loop_depth = code.depth
        if folded is not None:
            value, guard = folded
            if guard is None:
                code(f"{target} = {value}")
                self._check_sum(reduce, out, care)
                return
            code(f"if {guard}:  # no product can leave int32")
            with code.indented():
                code(f"{target} = {value}")
            code("else:")
            code.depth += 1
        code(f"{target} = None")
        depth = code.depth
        for symbol, lo, hi in reduce.limits:
            self.names.setdefault(symbol.name, symbol.name)
            self.loop_variables.add(symbol)
            code(f"for {symbol.name} in range({self.scalar.doprint(lo)}, "
                 f"{self.scalar.doprint(hi)}):")
            code.depth += 1
        value = self._block(reduce.body, out, care)
        if reduce.kind == "sum":
            # the sum runs in `wide`: only the total must be within int32 (in int32, partial
            # sums that wrap still give the total, which is proven to fit)
            code(f"{target} = np.asarray({value}, dtype={self.wide}) if {target} is None else "
                 f"np.add({target}, {value}, dtype={self.wide})")
        else:
            # in int32, where every operand lies: an input of a narrower dtype next to the
            # constant a pad reads (INT32_MIN) would not hold it
            code(f"{target} = {value} if {target} is None else "
                 f"np.maximum({target}, {value}, dtype=np.int32)")
        code.depth = depth
        if reduce.kind == "sum":
            code(f"{target} = 0 if {target} is None else {target}")
        code.depth = loop_depth
        self._check_sum(reduce, out, care)

    def _check_sum(self, reduce: Reduce, out: OutputPlan, care: str | None) -> None:
        if reduce.check and self.plan.checks_steps:
            self.code(f"_int32({reduce.target.name}, {care}, OP, {describe_step(reduce.source)!r}, "
                      f"{out.name!r}, lo)")


def _power_of_two(expr: sp.Expr) -> tuple[str, int] | None:
    """("floordiv" or "floormod", k) for a division or modulo by the constant 2^k."""
    meaning = meaning_of(expr)
    if meaning is None or meaning.name not in ("floordiv", "floormod"):
        return None
    divisor = expr.args[1]
    if not divisor.is_Integer or divisor < 1 or int(divisor) & (int(divisor) - 1):
        return None
    return meaning.name, int(divisor).bit_length() - 1


def _reads(statement) -> set[sp.Symbol]:
    """The temporaries a statement reads, in its nested blocks too."""
    if isinstance(statement, Compute):
        return temporaries(statement.expr)
    if isinstance(statement, Load):
        return set().union(*(temporaries(sp.sympify(i)) for i in statement.indices))
    found = set()
    if isinstance(statement, Choose):
        found |= temporaries(statement.condition)
        blocks = [statement.then, statement.otherwise]
    else:  # a reduction
        blocks = [statement.body]
        found |= set().union(*(temporaries(sp.sympify(b)) for _, *bounds in statement.limits
                               for b in bounds))
    for block in blocks:
        found |= temporaries(sp.sympify(block.value))
        for inner in block.statements:
            found |= _reads(inner)
    return found


def _one_call(text: str, opening: int) -> bool:
    """Whether the parenthesis at `opening` closes at the end of `text`."""
    depth = 0
    for position in range(opening, len(text)):
        depth += {"(": 1, ")": -1}.get(text[position], 0)
        if depth == 0:
            return position == len(text) - 1
    return False
