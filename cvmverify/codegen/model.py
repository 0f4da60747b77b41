"""A model's generated module: the planner's kernels, called in order by one function.

`cvmverify gen` of a graph that the planner (`core.planner`) cuts into more than one
kernel renders it so: each group fused as a graph of its own (`group_graph`, its reads
as inputs at their shapes) into one kernel function, an opaque (data-dependent) node as
its hand-written body, and a table of steps that the module's function runs in plan
order (`numpy_runtime._run_model`). A value materialised between kernels is written into
a buffer slot that values whose lives ended before it shared: the slots are assigned
here, by liveness, and sized at a signature's first call. Under the runtime contract each
group is held to the proofs of the whole graph (`ProvenContract.part`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Sequence

import numpy as np
import sympy as sp

from ..core import registry
from ..core.bind import bind_call
from ..core.contract import ProvenContract
from ..core.dsl import DimSymbol, Input
from ..core.errors import LogicError
from ..core.facts import INT32, StructureKey
from ..core.fusion import graph_operator
from ..core.graph import Graph
from ..core.ir import Instance, OutputIR, Reduction, substitute
from ..core.semantics import FloorDiv, FloorMod, Select
from ..core.planner import Group, Kind, group_graph, input_name, plan as plan_graph
from .numpy_kernel import NumpyKernelWriter
from .numpy_module import RUNTIME_MARK, _shared_names, public_name, runtime_source
from .plan import KernelPlan, plan as kernel_plan, runtime_plan
from .render import render


@dataclass
class ModelKernel:
    """One group of the plan as a kernel function of the module."""

    group: Group
    function: str
    reads: dict[str, str]        # the kernel's input name -> the value it reads (its ref)
    writes: list[str]            # the values it writes, in the kernel's output order
    plan: KernelPlan | None      # a fused group's kernel
    opaque: tuple[str, dict] | None = None  # an opaque node's op and bound attributes
    inputs: Sequence[Input] = ()  # a fused group's inputs, as its kernel declares them


@dataclass
class ModelTarget:
    """A model's module: its kernels in plan order and where each value is kept."""

    name: str
    source: str
    graph: Graph
    kernels: list[ModelKernel]
    slots: dict[str, int | None]  # per written value: its buffer slot (None: an output)
    contract: str                 # "strict" or "runtime"
    precisions: dict[str, int]
    # per written value: its shape (numbers, or dims where a dim is named) and dtype
    layouts: dict[str, tuple[tuple, str]] = field(default_factory=dict)

    @property
    def folder(self) -> str:
        return "models/" if self.contract == "strict" else "models/runtime/"


def model_target(graph: Graph, source: str, proven: ProvenContract | None = None
                 ) -> ModelTarget:
    """The module of `graph` as the planner cuts it; under the runtime contract
    `proven` holds the whole graph's precision proofs, which each kernel is held to."""
    planned = plan_graph(graph)
    dtypes = graph.value_dtypes()
    layouts = {v.ref: (tuple(v.shape), dtypes[v]) for v in dtypes}
    kernels = []
    for group in planned.groups:
        sub = group_graph(group, dtypes)
        reads = {input_name(v): v.ref for v in group.reads}
        writes = [v.ref for v in group.writes]
        function = f"_{group.name}"
        if group.kind == Kind.OPAQUE:
            kernels.append(ModelKernel(group, function, reads, writes, None,
                                       _opaque(group.nodes[0], group)))
            continue
        operator = graph_operator(sub)
        fused = _at_shapes(operator.fused, sub)
        if proven is None and fused.checks:
            fused, scratch = _checked_as_outputs(fused, group, sub)
            writes += list(scratch)
            layouts.update(scratch)
        # bound on its inputs' ranks, as a fused graph's kernel is (`fused_target`)
        evidence = tuple(sorted((StructureKey.rank(d.name), d.rank) for d in operator.inputs))
        if proven is None:
            made = kernel_plan(fused, function, evidence)
        else:
            made = runtime_plan(proven.part(sub.name, reads, [n.name for n in group.nodes]),
                                fused, function, evidence)
        kernels.append(ModelKernel(group, function, reads, writes, made,
                                   inputs=operator.inputs))
    outputs = {v.ref for v in graph.outputs.values()}
    return ModelTarget(graph.name, source, graph, kernels, _slots(kernels, outputs),
                       "strict" if proven is None else "runtime",
                       dict(proven.precisions) if proven is not None else {}, layouts)


def _checked_as_outputs(instance: Instance, group: Group, sub: Graph
                        ) -> tuple[Instance, dict[str, tuple[tuple, str]]]:
    """A strict group's checks that no output computes whole (a value its outputs read
    reordered, through a reshape) as outputs of its own: computed over their shapes, each
    step checked as an output's is, into buffers no kernel reads. The CUDA kernels compute
    only outputs, so every backend checks them this way. Returns the instance and the
    scratch values' layouts, by their references (`<group>/<check>`)."""
    dims = _declared_dims(sub)
    scratch, outputs = {}, []
    for check in instance.checks:
        name = re.sub(r"\W", "_", check.name) + "_checked"
        outputs.append(OutputIR(name, check.shape, check.index, check.value, INT32))
        scratch[f"{group.name}/{name}"] = (tuple(substitute(d, dims) for d in check.shape),
                                           "int32")
    return replace(instance, outputs=instance.outputs + outputs, checks=[]), scratch


def _declared_dims(sub: Graph) -> dict:
    """Each dim a group's inputs declare as a number."""
    return {DimSymbol(name, k): sp.Integer(n) for name, decl in sub.inputs.items()
            if decl.shape is not None for k, n in enumerate(decl.shape) if isinstance(n, int)}


def _at_shapes(instance: Instance, sub: Graph) -> Instance:
    """The fused formulas, an output index divided by (or taken modulo) a dim that the
    group's declared shapes make equal to its axis's extent simplified: 0 (or the index
    itself), as is any division by a dim they make 1. A conv2d's `FloorDiv(oc, OC)` is 0 there even where its output extent comes
    from an add's other operand, and its read is then a view, not a gather; the checks
    fusion kept for that read, which an output now computes whole, are dropped."""
    dims = _declared_dims(sub)

    def simplified(out):
        extents = {i: substitute(d, dims) for i, d in zip(out.index, out.shape)}
        same = {}
        for term in sp.sympify(out.value).atoms(FloorDiv, FloorMod):
            index, by = term.args
            by = substitute(by, dims)
            if by == 1:   # a depthwise convolution's group size, say
                same[term] = index if isinstance(term, FloorDiv) else sp.Integer(0)
            elif index in extents and extents[index].is_Integer and by == extents[index]:
                same[term] = sp.Integer(0) if isinstance(term, FloorDiv) else index
        return replace(out, value=substitute(out.value, same)) if same else out

    outputs = [simplified(o) for o in instance.outputs]
    shapes = [tuple(substitute(d, dims) for d in o.shape) for o in outputs]
    checks = [c for c in map(simplified, instance.checks)
              if not any(o.index == c.index and shape == tuple(substitute(d, dims)
                                                                for d in c.shape)
                         and _computed(o.value, sp.sympify(c.value), set())
                         for o, shape in zip(outputs, shapes))]
    return replace(instance, outputs=outputs, checks=checks)


def _computed(expr: sp.Basic, value: sp.Basic, seen: set) -> bool:
    """Whether computing `expr` computes `value` at every element: it occurs outside any
    select's branches and any reduction (whose domain may be empty). A fused check of such
    a value is the output's own step, which a strict kernel checks as it computes it; a
    check is kept where the simplification at the declared shapes did not make the read
    whole."""
    if expr == value:
        return True
    if expr in seen or not expr.args:
        return False
    seen.add(expr)
    if isinstance(expr, Select):
        return _computed(expr.args[0], value, seen)
    if isinstance(expr, Reduction):
        return False
    return any(_computed(a, value, seen) for a in expr.args)


def _opaque(node, group: Group) -> tuple[str, dict]:
    """An opaque node's op and its attributes as its hand-written body takes them (bound,
    with defaults), found by binding a call at its inputs' shapes."""
    shapes = [v.shape for v in group.reads]
    if any(not all(isinstance(n, sp.Integer) for n in shape) for shape in shapes):
        raise LogicError(node.op, f"{node.name}: concrete input shapes for a data-dependent "
                         "node's kernel (give them: --input-shape NAME=DIMS)",
                         {"shapes": [tuple(map(str, s)) for s in shapes]})
    arrays = [None if v is None else np.zeros([int(n) for n in v.shape], np.int32)
              for v in node.inputs]
    return node.op, bind_call(registry.get(node.op), arrays, node.attrs).attrs


def _slots(kernels: Sequence[ModelKernel], outputs: set[str]) -> dict[str, int | None]:
    """A buffer slot per value written and read by a later kernel: a slot is free again
    once every reader of its value has run. A kernel's outputs take their slots before
    its inputs' are freed, so no kernel writes where it reads. Graph outputs get none:
    a call returns them."""
    last_read = {}
    for step, kernel in enumerate(kernels):
        for ref in kernel.reads.values():
            last_read[ref] = step
    slots: dict[str, int | None] = {}
    free: list[int] = []
    used = 0
    for step, kernel in enumerate(kernels):
        for ref in kernel.writes:
            if ref in outputs:
                slots[ref] = None
            elif free:
                slots[ref] = free.pop(0)
            else:
                slots[ref], used = used, used + 1
        for ref in dict.fromkeys(kernel.reads.values()):
            if last_read[ref] == step and slots.get(ref) is not None:
                free.append(slots[ref])
        for ref in kernel.writes:  # written and never read (a check's scratch value)
            if ref not in last_read and slots[ref] is not None:
                free.append(slots[ref])
        free.sort()
    return slots


def definition_text(op: str) -> str:
    """The NumPy definition of an opaque op, named `_definition_<op>` in a model's module."""
    return render(f"numpy/definitions/{op}.py.j2").rstrip("\n").replace(
        "def _definition(", f"def _definition_{op}(")


def render_numpy_model(target: ModelTarget, shared: int | None) -> str:
    """The text of the model's NumPy module; with `shared`, its helpers come from
    cvm_runtime.py `shared` folders above it, else it holds a copy of those it uses."""
    graph = target.graph
    kernels = []
    definitions = {}
    for kernel in target.kernels:
        chain = " -> ".join(n.name for n in kernel.group.nodes)
        if kernel.opaque is not None:
            op, attrs = kernel.opaque
            inputs = ", ".join(f"arrays[{k!r}]" for k in kernel.reads)
            lines = [f"return _deliver(out, _definition_{op}([{inputs}], {attrs!r}))"]
            definitions[op] = definition_text(op)
        else:
            lines = NumpyKernelWriter(kernel.plan).body()
        kernels.append({"function": kernel.function, "lines": lines,
                        "doc": f"{kernel.group.kind} kernel: {chain}."})
    # a dim a graph leaves free is None: its kernels check what they need of it
    declared = {name: (decl.dtype, list(decl.shape or [None] * decl.rank))
                for name, decl in graph.inputs.items()}
    text = render(
        "numpy/model.py.j2", name=public_name(target.name), op=target.name,
        source=target.source, runtime=RUNTIME_MARK, kernels=kernels,
        node_count=len(graph.nodes), definitions=list(definitions.values()),
        signature=", ".join(list(graph.inputs) + ["*", "out=None"]),
        call=", ".join(graph.inputs), inputs=list(graph.inputs),
        declared=repr(declared), bounds=repr({name: tuple(b) for name, b in graph.dims.items()}),
        outputs=repr({name: v.ref for name, v in graph.outputs.items()}),
        steps=[(k.function, repr(k.reads), repr(tuple(k.writes)),
                repr(tuple(target.slots[w] for w in k.writes))) for k in target.kernels],
        slot_count=len({s for s in target.slots.values() if s is not None}),
        precisions=", ".join(f"{n}: {p}" for n, p in target.precisions.items()),
        runtime_contract=target.contract == "runtime")
    before, after = text.split(RUNTIME_MARK)
    if shared is None:
        return before + runtime_source(before + after) + after
    taken = "\n" + render("numpy/shared.py.j2", names=_shared_names(before + after),
                          up=shared).rstrip("\n")
    return before + taken + after
