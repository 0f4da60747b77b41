"""A generated CuPy module: an operator (or a fused graph) on CuPy arrays, with the host
side of its NumPy module and the device code of its CUDA module.

    generated/cupy/<op>.py               generated/cupy/graphs/<graph>.py
    generated/cupy/runtime/<graph>.py    generated/cupy/cvm_cupy.py

A call runs as the NumPy module's does, up to the array work: `_bind` (the helpers of
numpy/cvm_runtime.py, shared, not copied), the excluded structures, the lift to the
kernels' rank (`_lifted_dispatch`), and per structure the lines `NumpyKernelWriter.host`
writes (the structure's conditions, the preconditions in spec order, the dtype rules, the
scalars). A rejected precondition raises LogicError there, before any launch. Then it
launches the kernels of the CUDA module of the same plans (cuda/<module>.cuh, the kernels
`cuda_host.plan_code` launches, under the names `cuda._distinct` gives them), with the
arguments the launcher computes, printed here as Python: the outputs' shapes, the views'
offsets and strides (coalesced as cvm_coalesce does), the kernels' scalars.

The kernels are compiled by NVRTC through cupy.RawModule on first use (cvm_cupy.py); a
strict kernel that can reject the call sets a device flag that `check()` reads, once the
caller asks (sync=True, the default, asks at once). Runtime-contract kernels have no flag.
"""

from __future__ import annotations

from typing import Any, Sequence

import sympy as sp

from ..core.dsl import Input
from .cuda_host import MOVED_TYPES as MOVED_SIZES, PlanCode, ViewCode
from .cuda_tensor_core import PATHS, cupy_lines as tensor_core_lines, tile_context
from .numpy_kernel import NumpyKernelWriter
from .numpy_module import RUNTIME_MARK, _shared_names, binding_context, runtime_source
from .plan import KernelPlan, needed
from .printers import ScalarPrinter
from .render import render

CUPY_RUNTIME = "cvm_cupy.py"
# what a strict kernel's flag means when it is set: a value the spec makes an error
OVERFLOW = "every exact result and intermediate within int32"
# the names of cvm_cupy.py a module uses
CUPY_NAMES = ("NULL", "_cached", "_check", "_coalesced", "_device_output", "_flag", "_function",
              "_gather", "_gather_box", "_gather_split", "_int32_data", "_launch", "_launch_each",
              "_moved_type", "_reduce", "_reduction_partials", "_shape_view", "_tile_splits",
              "_wide")
INDEX_TYPES = ("int32_t", "int64_t")   # a kernel's index type: cvm_cupy._index_type
MOVED_TYPES = [name for _, name in MOVED_SIZES]   # the element types a move copies as
REDUCTIONS = {"CVM_SUM": 0, "CVM_CHECKED_SUM": 1, "CVM_MAX": 2}


def shared_cupy_runtime() -> str:
    """The text of cupy/cvm_cupy.py."""
    return render("cupy/cvm_cupy.py.j2")


def render_cupy_module(name: str, summary: str, source: str, inputs: Sequence[Input],
                       attrs: Sequence, plans: Sequence[KernelPlan], codes: list[PlanCode],
                       excluded: Sequence[tuple[tuple, str]], max_rank: int,
                       cuda_module: str, depth: int, lifted: Sequence[str] = (),
                       standalone: bool = False, named_outputs: Sequence[str] = ()) -> str:
    """The text of the CuPy module of `name`. `codes` are the launcher's plans as the CUDA
    module rendered them (`cuda_host.plan_code`, kernels named by `cuda._distinct`);
    `cuda_module` is that module's path under cuda/, and `depth` the folders between the
    module and cupy/ (0 for an operator, 1 for graphs/ and runtime/). `standalone`: the
    NumPy helpers are copied into the module instead of taken from numpy/cvm_runtime.py.
    A graph's module returns its `named_outputs` by name."""
    kernels, names, dispatch = [], set(), {}
    checked = any(_flagged(code) for code in codes)
    for plan, code in zip(plans, codes):
        lines = _plan_lines(plan, code, names)
        described = ", ".join(f"{k}={v}" for k, v in plan.instance.structure) or "one structure"
        kernels.append({"function": plan.function, "lines": lines,
                        "doc": f"Checks and launches the kernels for {described}."})
        dispatch.setdefault(plan.evidence, []).append(plan.function)
    strict = all(plan.checks_steps for plan in plans)
    definition = ""
    if any(plan.instance.definition is not None for plan in plans):
        definition = render(f"cupy/definitions/{name}.py.j2").rstrip("\n")
        names |= set(_by_hand_names(name))
    text = render(
        "cupy/module.py.j2",
        **binding_context(name, summary, source, inputs, attrs, kernels, dispatch, excluded,
                          max_rank, lifted, named_outputs),
        depth=depth, cuda_module=cuda_module, definition=definition,
        kernel_names=sorted(names), strict=strict, checked=checked,
        cupy_names=CUPY_NAMES, overflow=OVERFLOW,
        errors=_errors(strict, checked, plans),
        tensor_core=any(code.tensor_core is not None for code in codes), paths=PATHS,
        **tile_context())
    return with_runtime(text, depth, standalone)


def with_runtime(text: str, depth: int, standalone: bool) -> str:
    """A CuPy module's `text` with what it takes from the shared runtimes in place of its
    RUNTIME_MARK: loaded from numpy/cvm_runtime.py and cupy/cvm_cupy.py (`depth` folders
    between the module and cupy/), the NumPy helpers copied in where `standalone`."""
    before, after = text.split(RUNTIME_MARK)
    shared = [] if standalone else _shared_names(before + after)
    taken = "\n" + render("cupy/shared.py.j2", names=shared, up=depth + 1).rstrip("\n") + "\n"
    if standalone:
        taken = "\n" + runtime_source(before + after).rstrip("\n") + "\n\n" + taken
    return before + taken + after


def _errors(strict: bool, checked: bool, plans: Sequence[KernelPlan]) -> str:
    if not strict:
        declared = ", ".join(f"{n}: {p}" for n, p in plans[0].precisions.items())
        return ("The runtime's precision contract: the inputs hold values within their "
                f"declared precisions\n({declared}); every node is proven free of int32 "
                "overflow there, so the kernels\ncarry no error flag at all and a call "
                "never synchronises. Values outside the precisions\nare not detected: "
                "the strict module (cupy/graphs/) checks every step.")
    if not checked:
        return ("Integer semantics are the spec's. These kernels move or compute values "
                "that cannot leave\nint32: they carry no error flag, and a call never "
                "synchronises (`sync` is accepted and\nchanges nothing).")
    return ("Integer semantics are the spec's: a kernel computes exactly in int64 and a "
            "value that leaves\nint32 sets the call's error flag (a device int from a pool "
            "per stream). With sync=True,\nthe default, the call waits for its kernels and "
            "raises LogicError if one was set; with\nsync=False it returns at once and "
            "`check()` (or the next call with sync=True on the\nsame stream) waits and "
            "raises for the first rejected call, whose outputs are undefined.")


def _flagged(code: PlanCode) -> bool:
    return any(launch.kernel.rejects for launch in code.launches) or \
        any(g.reduction == "CVM_CHECKED_SUM" for g in code.strided)


def _by_hand_names(name: str) -> list[str]:
    return {"get_valid_count": ["cvm_get_valid_count_batches"],
            "non_max_suppression": ["cvm_non_max_suppression_batches"]}.get(name, [])


class _Lines:
    """The launch half of one structure's function, printed over the NumPy host lines'
    names."""

    def __init__(self, plan: KernelPlan, writer: NumpyKernelWriter):
        self.plan = plan
        self.printer = ScalarPrinter(plan.names)
        self.computed = writer._computed
        self.lines: list[str] = []

    def __call__(self, line: str) -> None:
        self.lines.append(line)

    def expr(self, value: Any) -> str:
        """`value` as Python over plain ints, after the shared values it needs."""
        value = sp.sympify(value)
        for symbol, shared in needed(self.plan.shared, value, self.computed):
            self(f"{self.plan.names[symbol.name]} = {self.printer.doprint(shared)}")
        return self.printer.doprint(value)

    def steps(self, definitions: list, done: set) -> None:
        for symbol, definition in definitions:
            if symbol.name not in done:
                done.add(symbol.name)
                self(f"{symbol.name} = {self.expr(definition)}")


def _plan_lines(plan: KernelPlan, code: PlanCode, names: set[str]) -> list[str]:
    writer = NumpyKernelWriter(plan)
    lines = _Lines(plan, writer)
    lines.lines = list(writer.host())
    if plan.checks:
        lines("raise NotImplementedError(OP + ': results no output reads whole are checked '"
              " 'by the NumPy module only; the CUDA kernels compute only what is read')")
        return lines.lines
    if code.by_hand is not None:
        lines("return _by_hand(arrays, attrs, out)  # written by hand")
        return lines.lines
    if code.tensor_core is not None:  # before any int32 copy: int8 operands are read as such
        for line in tensor_core_lines(code.tensor_core, lines.expr, len(plan.outputs), names,
                                      OVERFLOW):
            lines(line)
    for name in code.int32_inputs:
        lines(f"{name}_int32 = _int32_data({name})")
    outputs = []
    for k, out in enumerate(plan.outputs):
        shape = "".join(f"{lines.expr(d)}," for d in out.shape)
        dtype = "np.int32" if not out.movement else f"{out.dtype.input}.dtype"
        lines(f"out_{out.name} = _device_output(out, {len(plan.outputs)}, {k}, ({shape}), {dtype})")
        outputs.append(f"out_{out.name}")
    if _flagged(code):
        lines(f"error = _flag(LogicError, OP, {OVERFLOW!r})")
    done: set[str] = set()
    for launch in code.launches:
        kernel = launch.kernel
        target = outputs[kernel.position]
        head = [f"{name}_int32" if kind == "int32" else name for name, kind in kernel.tensors]
        head.append(target)
        tail = [f"np.int64({name})" for name in kernel.scalars]
        views = "()"
        if launch.views:
            offsets, strides = _views(lines, kernel.views, launch.views, target, done)
            lines(f"views = _coalesced({target}.shape, {offsets}, {strides})")
            tail += [f"views[{k}].view" for k in range(len(launch.views))]
            views = "views"
        if kernel.unravels:
            tail.append(f"_shape_view({target}.shape)")
        if kernel.rejects:
            tail.append("error")
        moved = ""
        if kernel.movement:
            names.update(f"{kernel.name}<{t}, {i}>" for t in MOVED_TYPES for i in INDEX_TYPES)
            moved = f", moved=_moved_type({launch.like})"
        else:
            names.update(f"{kernel.name}<{i}>" for i in INDEX_TYPES)
        head_args, tail_args = "".join(a + ", " for a in head), "".join(a + ", " for a in tail)
        lines(f"_launch(_kernel, {kernel.name!r}, {target}.size, ({head_args}), "
              f"({tail_args}), {views}, ilp={kernel.ilp}{moved})")
    for g in code.strided:
        _strided_launch(lines, plan, g, outputs[g.position], names, done)
    lines(f"return [{', '.join(outputs)}]")
    return lines.lines


def _term(lines: _Lines, term: Any, wide: bool, extent: str | None) -> str:
    text = lines.expr(term)
    return f"_wide({text}, {extent})" if wide and extent is not None else text


def _views(lines: _Lines, found: list, codes: list[ViewCode], target: str,
           done: set) -> tuple[str, str]:
    """The offsets and per-axis strides of a kernel's views, as Python lists."""
    offsets, strides = [], []
    for (view, definitions), code in zip(found, codes):
        lines.steps(definitions, done)
        offsets.append(_term(lines, view.offset, code.offset[1], None))
        strides.append("[" + ", ".join(
            _term(lines, s, wide, f"{target}.shape[{a}]")
            for a, (s, (_, wide)) in enumerate(zip(view.strides, code.strides))) + "]")
    return "[" + ", ".join(offsets) + "]", "[" + ", ".join(strides) + "]"


def _strided_launch(lines: _Lines, plan: KernelPlan, g, target: str, names: set[str],
                    done: set) -> None:
    """An output of a shared kernel of cvm_cuda.h: a gather, a gather into one piece's
    box or over split axes, or a reduction."""
    rank = len(plan.outputs[g.position].index)
    view = g.view
    lines.steps(g.definitions, done)
    offset = _term(lines, view.offset, g.offset[1], None)
    if g.split:
        names.update(f"{k}<{t}, {i}>" for k in ("cvm_gather_kernel", "cvm_transpose_kernel",
                                                 "cvm_gather_split_kernel")
                     for t in MOVED_TYPES for i in INDEX_TYPES)
        lines(f"split = ({''.join(lines.expr(n) + ',' for n in g.form.shape)})")
        strides = [_term(lines, s, wide, f"split[{a}]")
                   for a, (s, (_, wide)) in enumerate(zip(view.strides, g.strides))]
        lines(f"_gather_split(_kernel, {g.tensor}, {target}, split, {offset}, "
              f"[{', '.join(strides)}])")
        return
    strides = [_term(lines, s, wide, f"{target}.shape[{a}]")
               for a, (s, (_, wide)) in enumerate(zip(view.strides[:rank], g.strides))]
    if g.piece is not None:
        names.update(f"cvm_gather_box_kernel<{t}, {i}>" for t in MOVED_TYPES
                     for i in INDEX_TYPES)
        axis, piece = g.form
        lower = ", ".join(lines.expr(b) for b in piece.lower)
        upper = ", ".join(lines.expr(b) for b in piece.upper)
        lines(f"_gather_box(_kernel, {g.tensor}, {target}, {lines.expr(axis)}, "
              f"[{lower}], [{upper}], {offset}, [{', '.join(strides)}])")
        return
    if not g.reduction:
        names.update(f"{k}<{t}, {i}>" for k in ("cvm_gather_kernel", "cvm_transpose_kernel")
                     for t in MOVED_TYPES for i in INDEX_TYPES)
        lines(f"_gather(_kernel, {g.tensor}, {target}, {offset}, [{', '.join(strides)}])")
        return
    extents = [lines.expr(e) for e in g.form.extents]
    lines(f"extents = ({''.join(e + ',' for e in extents)})")
    reduced = [_term(lines, s, wide, f"extents[{a}]")
               for a, (s, (_, wide)) in enumerate(zip(view.strides[rank:], g.reduced_strides))]
    kind = REDUCTIONS[g.reduction]
    names.update(f"{k}<{kind}, {i}>" for k in ("cvm_reduce_kernel", "cvm_reduce_warp_kernel",
                                                "cvm_reduce_split_kernel",
                                                "cvm_reduce_partials_kernel")
                 for i in INDEX_TYPES)
    error = "error" if g.reduction == "CVM_CHECKED_SUM" else "NULL"
    lines(f"_reduce(_kernel, {kind}, {g.tensor}_int32, {target}, {offset}, "
          f"[{', '.join(strides)}], extents, [{', '.join(reduced)}], {error})")
