"""Fusion: a whole graph as one `Instance`, by substituting index maps.

Each node's instance maps its output index to reads of its inputs. Fusing replaces every
read of an intermediate value by the producer's element formula at the read's index (TVM's
``compute_inline``), so the fused formulas read graph inputs only and no intermediate is
materialised. The fused instance is what a single operator named after the graph would be:

- inputs: the graph inputs, with dims ``x.shape[k]`` under the graph input names;
- no attributes: every attribute symbol is replaced by the node's concrete value;
- requirements: every node's preconditions, with the node's input dims written as its
  producers' output shapes; those true for every shape are dropped, and each message starts
  with the node's name;
- outputs: one per graph output, named after it.

The integer semantics are the graph's (docs/semantics.md, "The domain of a graph"): a call
is valid iff every node's preconditions hold and every element of every node's result lies
in int32, read by an output or not. Fusion keeps both halves:

- a producer's sum or product read by a consumer's arithmetic is kept apart (`Checked`),
  so that sympy never merges it into the consumer (``(a + b) + c`` would be checked only
  as a whole) and each node's result is still checked where it is read;
- a node whose result may leave int32 and that the outputs do not read in full (a slice
  of it, a strided pool, one branch of a where, a gather, a shape measured by slice_like,
  a node no output uses, a result that cancels: ``n - n``) becomes a *check* of the fused
  instance (`Instance.checks`): its element formula over its whole shape, computed only to
  be checked. ``every_check`` makes every such node a check, read in full or not (the
  equivalence engine compares the two sides' checks, not their kernels);
- a node that takes as integers the values of a graph input of a wider dtype (int64), as
  they are or moved, gets a check that each of them lies in int32, over the node input's
  whole shape, as the node checks its input (`wide_value_checks`);
- a simplification that drops an operand (``clip(v, 0, 0) = 0``) applies only where the
  operand reads no data: evaluating it checks its steps.

The specs' obligations (promises the prover proves per operator) are not carried over.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

import numpy as np
import sympy as sp

from .bind import Call
from .contract import CompositeOperator
from .dsl import MAX_RANK, DimSymbol, Input, index_symbol, product
from .errors import LogicError
from .evaluate import run
from .facts import INT32, Dtype, Like, StructureKey
from .graph import Graph, Node, Value, evaluate_graph
from .graph.shapes import expand, shape_requirements
from .ir import (
    Binder, FlatRead, Instance, OutputIR, Read, Reduction, Requirement, SpecContext, TensorIR,
    dtype_rules, fold, reads, substitute,
)
from .semantics import (
    INT32_MAX, INT32_MIN, INT32_RANGE, Checked, Clip, FloorDiv, FloorMod, Select, Shl, Shr, row_of,
)


@dataclass(frozen=True)
class Fused:
    """A value of the graph in terms of graph inputs: shape, formula over `index`, dtype."""

    shape: tuple[sp.Expr, ...]
    index: tuple[sp.Symbol, ...]
    value: sp.Expr
    dtype: Dtype  # INT32, or Like(graph input) for data movement
    # the node inputs (by the op's tensor name) whose every element this value's formula
    # evaluates unconditionally: a read at its own index of an input of its own shape, or
    # a row-major read of an input of its own size
    whole: frozenset[str] = frozenset()

    def at(self, indices: tuple[sp.Expr, ...]) -> sp.Expr:
        """The element at `indices` (one simultaneous substitution of the index symbols)."""
        return substitute(self.value, dict(zip(self.index, indices)))

    def at_flat(self, offset: sp.Expr) -> sp.Expr:
        """The element at row-major position `offset`; a graph input, whole, is still read
        flat. A read of an input at its own index over another shape (slice_like's prefix,
        whose rows are shorter than the input's) is not the input's flat order."""
        if isinstance(self.value, Read) and self.value.indices == self.index and \
                self.shape == input_shape(self.value.tensor, len(self.index)):
            return FlatRead(self.value.args[0], offset)
        return self.at(unravel(offset, self.shape))


def input_shape(name: str, rank: int) -> tuple[sp.Expr, ...]:
    """A graph input's shape: its symbolic dims."""
    return tuple(DimSymbol(name, k) for k in range(rank))


def unravel(offset: sp.Expr, shape: tuple[sp.Expr, ...]) -> tuple[sp.Expr, ...]:
    """The row-major index of `offset` in `shape`: floor divisions by the trailing sizes,
    floor moduli by the dims (0 <= offset < size, so the first axis needs no modulo)."""
    indices = []
    for k, n in enumerate(shape):
        stride = product(shape[k + 1:])
        index = offset if stride == 1 else FloorDiv(offset, stride)
        indices.append(index if k == 0 else FloorMod(index, n))
    return tuple(indices)


def fuse(graph: Graph, node_results: bool = False, every_check: bool = False) -> Instance:
    """The whole of `graph` as one instance whose formulas read graph inputs only.

    A node's arithmetic result read by its consumer's arithmetic is wrapped in `Checked`,
    so that it is still checked to lie in int32 as node-by-node evaluation checks it. With
    `node_results` every node's arithmetic result is wrapped (for equivalence proofs,
    which compare each node's checks). The instance's `checks` are the node results that
    may leave int32 and that no output reads in full (with `every_check`: all that may
    leave int32 and are not outputs).

    Raises a LogicError naming the node for a data-dependent op (it stays unfused) and for
    a precondition that fails for every shape.
    """
    graph.check()
    values = _input_values(graph)
    # by condition: a rule stated twice is kept once; the declared input shapes come first
    requirements: dict[Any, Requirement] = {r.condition: r for r in shape_requirements(graph)}
    structure = [(StructureKey.rank(name), decl.rank) for name, decl in graph.inputs.items()]
    readers: dict[Value, list[Value]] = {}  # a value -> the results that read it whole
    wide = {name for name, decl in graph.inputs.items() if wider_than_int32(decl.dtype)}
    input_checks: dict[tuple, OutputIR] = {}  # by (shape, formula): a value checked once
    for node in graph.nodes:
        by_tensor = dict(zip((t.name for t in node.instance.inputs),
                             (v for v in node.inputs if v is not None)))
        for check in wide_value_checks(node, by_tensor, values, wide):
            input_checks.setdefault((check.shape, check.value), check)
        outputs, node_requirements = fuse_node(node, values)
        for value, out in zip(node.outputs, outputs):
            for tensor in out.whole:
                readers.setdefault(by_tensor[tensor], []).append(value)
        if node_results:
            outputs = [replace(out, value=Checked(out.value))
                       if out.dtype == INT32 and reads(out.value) else out for out in outputs]
        values.update(zip(node.outputs, outputs))
        for requirement in node_requirements:
            requirements.setdefault(requirement.condition, requirement)
        structure += [(f"{node.name}.{key}", v) for key, v in node.instance.structure]
    outputs = [OutputIR(name, values[v].shape, values[v].index, values[v].value, values[v].dtype)
               for name, v in graph.outputs.items()]
    checks = [OutputIR(v.ref, values[v].shape, values[v].index, values[v].value, INT32)
              for v in unchecked_results(graph, values, readers, every_check)]
    checks += input_checks.values()
    as_indices = {inner.tensor for out in outputs + checks for read in reads(out.value)
                  for index in read.args[1:] for inner in reads(index)}
    inputs = [TensorIR(name, values[graph.value(name)].shape, name in as_indices)
              for name in graph.inputs]
    return Instance(op=graph.name, structure=tuple(structure), inputs=inputs, attrs={},
                    requirements=list(requirements.values()), outputs=outputs, checks=checks)


def wide_value_checks(node: Node, by_tensor: Mapping[str, Value],
                      values: Mapping[Value, Fused], wide: set[str]) -> list[OutputIR]:
    """The checks that every value a node takes as an integer lies in int32, where the
    node's input holds a graph input's values of a wider dtype (`wide`: int64, say), as
    they are or moved (a part of a split): node-by-node evaluation checks every value of
    such an input, and the fused formulas read only some (a take's) or check none (a
    relu's max with 0 is within int32 for any input)."""
    integer, _ = dtype_rules(node.instance)
    found = []
    for tensor in integer:
        source = values[by_tensor[tensor]]
        if isinstance(source.dtype, Like) and source.dtype.input in wide:
            found.append(OutputIR(f"{node.name}.{tensor}", source.shape, source.index,
                                  Checked(source.value), INT32))
    return found


def unchecked_results(graph: Graph, values: Mapping[Value, Fused],
                      readers: Mapping[Value, list[Value]], every: bool = False) -> list[Value]:
    """The node results that may leave int32 and that the graph's outputs do not check in
    full, in node order (`every`: all that may leave int32 and are not outputs).

    A result is checked in full when a result that is itself an output or checked in full
    reads it whole (`readers`: at its own index over the same shape, or row-major over the
    same size, unconditionally: not in one branch of a select, not inside a reduction). A
    result that cannot leave int32 needs no check of its own, but it checks its producers
    only if it is itself evaluated in full: ``relu(negative(x))`` unused checks nothing.
    The test is on the fused formulas, after sympy's simplification: a result that cancels
    in its consumer (``n - n``) is not read there, and gets a check of its own."""
    ranges = {name: dtype_range(decl.dtype) for name, decl in graph.inputs.items()}
    outputs = set(graph.outputs.values())
    covered = set(outputs)
    found = []
    for node in reversed(graph.nodes):
        for value in node.outputs:
            if value in outputs:
                continue  # computed and checked where it is returned
            # evaluated in full by what is: then its steps are checked there too
            if any(reader in covered for reader in readers.get(value, ())):
                covered.add(value)
                if not every:
                    continue
            fused = values[value]
            if fused.dtype == INT32 and may_leave_int32(fused.value, ranges):
                found.append(value)
    return found[::-1]


def _always_evaluated(expr: sp.Basic) -> set[sp.Basic]:
    """The subexpressions of an element formula that every evaluation of it computes: not
    inside a select's branches (only one is taken) nor a reduction's body (its index
    varies), nor inside a read's index."""
    found = {expr}
    if isinstance(expr, Select):
        return found | _always_evaluated(expr.args[0])
    if isinstance(expr, (Reduction, Read, FlatRead)):
        return found
    for arg in expr.args:
        found |= _always_evaluated(arg)
    return found


def dtype_range(dtype: str) -> tuple[int, int]:
    """The values an integer dtype holds."""
    info = np.iinfo(np.dtype(dtype))
    return int(info.min), int(info.max)


def wider_than_int32(dtype: str) -> bool:
    """Whether an integer dtype holds values outside int32 (int64, uint32)."""
    lo, hi = dtype_range(dtype)
    return lo < INT32_MIN or hi > INT32_MAX


def may_leave_int32(expr: sp.Expr, ranges: Mapping[str, tuple[int, int]]) -> bool:
    """Whether some step of an element formula may leave int32, by the semantics table's
    interval rules over the inputs' value ranges (`ranges`, by tensor). Conservative: a
    step whose operands have no known range (a dim, a reduction) may. A producer's result
    kept apart (`Checked`) is taken as any int32 value: its own steps are its node's."""
    while isinstance(expr, Checked):  # the node's own result: its steps are in question
        expr = expr.args[0]
    try:
        _bounds(expr, ranges, {})
    except _MayLeave:
        return True
    return False


class _MayLeave(Exception):
    pass


def _bounds(expr: sp.Basic, ranges, memo) -> tuple[int, int] | None:
    """The range of `expr` when every step is within int32 (None: unknown); raises
    _MayLeave where a step on the data may leave it."""
    if expr in memo:
        return memo[expr]
    if isinstance(expr, sp.Integer):
        found = (int(expr), int(expr))
    elif expr is sp.true or expr is sp.false:
        found = (int(bool(expr)),) * 2
    elif isinstance(expr, (Read, FlatRead)):
        found = ranges.get(expr.tensor)
    elif isinstance(expr, Checked):
        found = INT32_RANGE  # a producer's result: checked as that node
    elif isinstance(expr, Reduction):
        body = _bounds(expr.body, ranges, memo)
        if expr.kind == "sum":
            raise _MayLeave  # its extent is a dim: no bound
        found = body
    else:
        row = row_of(expr)
        if row is None:
            found = None  # a dim or an index symbol
        else:
            meaning, args = row
            parts = [_bounds(a, ranges, memo) for a in args]
            if isinstance(expr, Select) and parts[0] is None:
                parts[0] = (0, 1)
            found = None if any(p is None for p in parts) else meaning.interval(*parts)
            on_data = meaning.kind in ("arithmetic", "function") and expr.has(Read, FlatRead,
                                                                               Reduction)
            if on_data and meaning.leaves_int32 and (
                    found is None or found[0] < INT32_MIN or found[1] > INT32_MAX):
                raise _MayLeave
    memo[expr] = found
    return found


def _input_values(graph: Graph) -> dict[Value, Fused]:
    """Each graph input as a fused value: a read of itself over its symbolic dims."""
    values: dict[Value, Fused] = {}
    for name, decl in graph.inputs.items():
        index = tuple(index_symbol(k) for k in range(decl.rank))
        shape = input_shape(name, decl.rank)
        values[graph.value(name)] = Fused(shape, index, Read(sp.Symbol(name), *index),
                                          Like(name))
    return values


def value_shapes(graph: Graph) -> dict[str, tuple[sp.Expr, ...]]:
    """The shape of every value of `graph` (by its ref) in the graph inputs' dims (numbers
    where the declared input shapes fix them): each found once when its node was applied."""
    values = [graph.value(name) for name in graph.inputs] + \
        [value for node in graph.nodes for value in node.outputs]
    return {value.ref: tuple(expand(n, graph.dim_facts) for n in value.shape)
            for value in values}


def fuse_node(node: Node, values: Mapping[Value, Fused]) -> tuple[list[Fused], list[Requirement]]:
    """One node's outputs and preconditions in terms of graph inputs, given `values` (every
    value the node reads, already fused)."""
    instance = node.instance
    if instance.definition is not None:
        raise LogicError(node.op, "element formulas for every output (a data-dependent op "
                         "stays unfused)", {"node": node.name})
    bound = [v for v in node.inputs if v is not None]
    sources = {t.name: values[v] for t, v in zip(instance.inputs, bound)}
    substitution: dict[sp.Basic, sp.Basic] = dict(node.attr_values)
    for name, source in sources.items():
        substitution.update((DimSymbol(name, k), n) for k, n in enumerate(source.shape))
    # every node's reductions are numbered from r1: prefixed by the node, they stay distinct
    for out in instance.outputs:
        for reduction in sp.preorder_traversal(out.value):
            if isinstance(reduction, Reduction):
                for variable, _, _ in reduction.limits:
                    substitution[variable] = sp.Symbol(f"{node.name}_{variable.name}",
                                                       integer=True)
    memo: dict[sp.Basic, sp.Basic] = {}
    substituted: dict[sp.Basic, sp.Basic] = {}  # the node's formulas share subexpressions

    def compose(expr: Any) -> sp.Expr:
        return _compose(substitute(sp.sympify(expr), substitution, substituted), sources, memo)

    requirements = []
    for requirement in instance.requirements:
        condition = compose(requirement.condition)
        holds = fold(condition, {})
        if holds is True:
            continue
        if holds is False:
            raise LogicError(node.op, requirement.message, {"node": node.name,
                                                            "condition": str(condition)},
                             hint="the graph is invalid for every shape")
        requirements.append(Requirement(condition, f"{node.name}: {requirement.message}",
                                        requirement.where, requirement.kind))
    outputs = []
    for out in instance.outputs:
        dtype = sources[out.dtype.input].dtype if isinstance(out.dtype, Like) else INT32
        shape, value = tuple(compose(n) for n in out.shape), compose(out.value)
        evaluated = _always_evaluated(value)
        whole = frozenset(
            tensor for tensor, element in _whole_reads(
                substitute(sp.sympify(out.value), substitution, substituted), out.index,
                shape, sources, memo)
            if element in evaluated or Checked(element) in evaluated)
        outputs.append(Fused(shape, out.index, value, dtype, whole))
    return outputs, requirements


def _whole_reads(value: sp.Basic, index: tuple[sp.Symbol, ...], shape: tuple[sp.Expr, ...],
                 sources: Mapping[str, Fused], memo: dict) -> list[tuple[str, sp.Expr]]:
    """(tensor, composed element) of each read in `value` whose index map covers the whole
    source: its own index over a source of its shape, or its own row-major offset over a
    source of its size. Reads inside an index or a reduction are not whole reads."""
    found = []
    for read in _always_evaluated(value):
        if isinstance(read, Read) and read.tensor in sources:
            source = sources[read.tensor]
            indices = tuple(_compose(i, sources, memo) for i in read.indices)
            if indices == tuple(index) and _same(source.shape, shape):
                found.append((read.tensor, source.at(indices)))
        elif isinstance(read, FlatRead) and read.tensor in sources:
            source = sources[read.tensor]
            offset = _compose(read.offset, sources, memo)
            own = sum((i * product(shape[k + 1:]) for k, i in enumerate(index)), sp.Integer(0))
            if sp.expand(offset - own) == 0 and \
                    sp.expand(product(source.shape) - product(shape)) == 0:
                found.append((read.tensor, source.at_flat(offset)))
    return found


def _same(a: tuple[sp.Expr, ...], b: tuple[sp.Expr, ...]) -> bool:
    return len(a) == len(b) and all(x == y or sp.expand(x - y) == 0 for x, y in zip(a, b))


def _compose(expr: sp.Basic, sources: Mapping[str, Fused], memo: dict) -> sp.Basic:
    """`expr` with every read of a node input replaced by its source's formula, bottom up
    (a read inside an index, as take's, is composed first), each rebuilt node tidied."""
    if not expr.args:
        return expr
    if expr in memo:
        return memo[expr]
    args = [_compose(a, sources, memo) for a in expr.args]
    if isinstance(expr, Read):
        result = sources[expr.tensor].at(tuple(args[1:]))
    elif isinstance(expr, FlatRead):
        result = sources[expr.tensor].at_flat(args[1])
    else:
        if isinstance(expr, (sp.Add, sp.Mul)):
            args = [_kept_apart(new, old) for new, old in zip(args, expr.args)]
        result = _tidy(expr.func(*args) if args != list(expr.args) else expr)
    memo[expr] = result
    return result


def _kept_apart(composed: sp.Basic, original: sp.Basic) -> sp.Basic:
    """A producer's sum or product of data substituted into a sum or product of its
    consumer, wrapped so that sympy does not merge it (nor distribute a coefficient over
    it): the producer's result is checked on its own, as the graph checks it (a read
    replaced by a sum is a change of type; a consumer's own sum inside its product is
    not). Index and shape arithmetic merges freely: it is exact and never checked."""
    if isinstance(composed, (sp.Add, sp.Mul)) and type(composed) is not type(original) \
            and reads(composed):
        return Checked(composed)
    return composed


def _tidy(expr: sp.Basic) -> sp.Basic:
    """Identities of the semantics table that substituted attributes and dims expose and
    that the functions do not apply themselves (they fold integers only). One that drops an
    operand applies only where the operand reads no data: evaluating a data operand checks
    its steps (a left shift, a sum kept apart, an int64 input's values), and a call they
    reject is rejected even where the result does not depend on them (cvm_left_shift at
    precision 1 clips every value to 0, after shifting it)."""
    if isinstance(expr, (FloorDiv, FloorMod)) and expr.args[1] == 1:
        if isinstance(expr, FloorDiv):
            return expr.args[0]  # a / 1
        return _dropping(expr, sp.Integer(0))  # a % 1
    if isinstance(expr, (Shl, Shr)) and expr.args[1] == 0:
        return expr.args[0]
    if isinstance(expr, Clip):
        x, lo, hi = expr.args
        if isinstance(x, Clip) and x.args[1:] == (lo, hi):
            return x  # clipping twice to the same bounds
        # clip(x, lo, hi) = min(max(x, lo), hi): keep that form only if sympy decides it
        # (clip(0, 0, n) = 0 for a dim n >= 1, say)
        decided = sp.Min(sp.Max(x, lo), hi)
        if not decided.has(sp.Min, sp.Max):
            return decided if decided == x else _dropping(expr, decided)
    return expr


def _dropping(expr: sp.Basic, simpler: sp.Basic) -> sp.Basic:
    """`simpler`, the value of `expr` without its data operand, where `expr` reads no data;
    else `expr`, so that its data operand is still evaluated and checked."""
    return expr if reads(expr) else simpler


def evaluate_fused(instance: Instance, arrays: Mapping[str, Any]) -> dict[str, np.ndarray]:
    """Run a fused instance on concrete arrays (by graph input name) through the reference
    evaluator: dims come from the arrays, every requirement is checked in order (a
    LogicError names the failing one), then every output is computed."""
    given: dict[str, np.ndarray] = {}
    values: dict[sp.Symbol, sp.Integer] = {}
    for tensor in instance.inputs:
        if tensor.name not in arrays:
            raise LogicError(instance.op, f"input {tensor.name}", {tensor.name: "missing"})
        array = np.asarray(arrays[tensor.name])
        if array.ndim != tensor.rank or not 1 <= array.ndim <= MAX_RANK or 0 in array.shape:
            raise LogicError(instance.op, f"input {tensor.name} of rank {tensor.rank}, no dim 0",
                             {f"{tensor.name}.shape": array.shape})
        given[tensor.name] = array
        values.update((DimSymbol(tensor.name, k), sp.Integer(n))
                      for k, n in enumerate(array.shape))
    call = Call(given, attrs={}, binder=Binder(evidence={}, values=values))
    context = SpecContext(instance.op, call.binder)
    for requirement in instance.requirements:
        context.check(requirement)
    return dict(zip((out.name for out in instance.outputs), run(instance, call)))


@dataclass
class GraphOperator(CompositeOperator):
    """A graph as one operator: the fused instance's shape rules and preconditions, and the
    graph evaluated node by node as its definition (the reference a fused kernel is checked
    against). Inputs are the graph's, with their fixed ranks; there are no attributes."""

    graph: Graph | None = None
    fused: Instance | None = None

    def instantiate(self, binder: Binder) -> Instance:
        for decl in self.inputs:
            binder.choose(StructureKey.rank(decl.name), (decl.rank,))
        names = [t.name for t in self.fused.inputs]
        graph = self.graph

        def definition(arrays, **attrs):
            return list(evaluate_graph(graph, dict(zip(names, arrays))).values())

        return replace(self.fused, structure=tuple(sorted(binder.made.items())),
                       definition=definition)

    def run_in_contract(self, arrays: Mapping[str, np.ndarray],
                        precisions: Sequence[int]) -> list[np.ndarray]:
        """The graph evaluated with every node held to the contract."""
        names = [t.name for t in self.fused.inputs]
        outputs = evaluate_graph(self.graph, arrays, precisions=dict(zip(names, precisions)))
        return list(outputs.values())


def graph_operator(graph: Graph) -> GraphOperator:
    """`graph` as an operator named after it (not registered in the library)."""
    fused = fuse(graph)
    inputs = tuple(Input(t.name, rank=t.rank) for t in fused.inputs)
    summary = "fused " + " -> ".join(node.op for node in graph.nodes)
    return GraphOperator(name=graph.name, body=None, inputs=inputs, attrs=(), summary=summary,
                         graph=graph, fused=fused)
