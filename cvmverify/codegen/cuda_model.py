"""A model's CUDA module: the planner's kernel groups on the device, and one launcher.

    cuda/models/<model>.cu             the model's translation unit and its launcher
    cuda/models/<model>/<group>.cuh    a group's module: a fused graph's kernels and launcher
    cuda/models/<model>/<op>.cuh       an opaque (data-dependent) op's module, written by hand

(under models/runtime/ for the runtime contract). Each group is rendered as a fused graph
is (`cuda.render_cuda_module`), named `<model>_<group>`, so its launcher is the kernel
checker's entry `cvm_<model>_<group>`; the model's launcher `cvm_<model>` checks the call
against the declared shapes, holds the values between groups in device buffers assigned
by liveness (`model._slots`), and calls the groups' launchers in plan order. The CuPy
module of the model (`cupy_model`) launches the same kernels, from the codes kept here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import numpy as np
import sympy as sp

from ..core import registry
from ..core.errors import LogicError
from .cuda import render_cuda_module
from .cuda_exprs import c_comment
from .cuda_host import PlanCode
from .model import ModelKernel, ModelTarget
from .render import render
from .targets import MAX_RANK, operator_target

# DLPack's type codes (dlpack.h), by a NumPy dtype's kind
DL_CODES = {"i": "kDLInt", "u": "kDLUInt"}


@dataclass
class DeviceModel:
    """A model's CUDA files, and what its CuPy module launches: per fused kernel, the
    launcher's plan codes (kernels named as in its module)."""

    files: dict[str, str]
    unit: str                                   # the model's .cu, under cuda/
    codes: dict[str, PlanCode] = field(default_factory=dict)  # by kernel function


def render_cuda_model(target: ModelTarget) -> DeviceModel:
    """The CUDA files of `target`, by path under cuda/."""
    folder = f"{target.folder}{target.name}/"
    up = "../" * folder.count("/")
    files: dict[str, str] = {}
    codes: dict[str, PlanCode] = {}
    modules: list[str] = []
    calls = []
    tensors = _tensors(target)
    for kernel in target.kernels:
        if kernel.opaque is not None:
            op, attrs = kernel.opaque
            entry, module = f"cvm_{op}", f"{target.name}/{op}.cuh"
            if f"{folder}{op}.cuh" not in files:
                files[f"{folder}{op}.cuh"] = _opaque_module(op, up)
                modules.append(module)
            calls.append(_call(tensors, kernel, entry, json.dumps(_json_ready(attrs))))
            continue
        name = f"{target.name}_{kernel.group.name}"
        launches: list = []
        chain = " -> ".join(n.name for n in kernel.group.nodes)
        try:
            text = render_cuda_module(name, f"kernel group {kernel.group.name} of model "
                                      f"{target.name}: {chain}", kernel.inputs, (),
                                      [kernel.plan], header=f"{up}cvm_cuda.h",
                                      unit=f"{target.folder}{target.name}.cu",
                                      launches=launches)
        except NotImplementedError as error:
            raise LogicError(target.name, "index arithmetic of its CUDA kernels provably "
                             "within int64", {"source": target.source,
                                              "group": kernel.group.name,
                                              "cuda": str(error)}) from None
        files[f"{folder}{kernel.group.name}.cuh"] = text
        modules.append(f"{target.name}/{kernel.group.name}.cuh")
        codes[kernel.function] = launches[0]
        calls.append(_call(tensors, kernel, f"cvm_{name}", None))
    unit = f"{target.folder}{target.name}.cu"
    files[unit] = render(
        "cuda/model.cu.j2", name=target.name, source=target.source,
        summary=c_comment(f"the model {target.name}"), header=f"{'../' * unit.count('/')}"
        "cvm_cuda.h", modules=modules, calls=calls, node_count=len(target.graph.nodes),
        runtime=target.contract == "runtime", **_layout(target))
    return DeviceModel(files, unit, codes)


def _opaque_module(op: str, up: str) -> str:
    """The module of an opaque op, every structure of it (its kernels written by hand)."""
    spec = registry.get(op)
    found = operator_target(spec, MAX_RANK)
    return render_cuda_module(op, spec.summary, spec.inputs, spec.attrs, found.plans,
                              header=f"{up}cvm_cuda.h", lifted=spec.lift)


def _json_ready(value):
    if isinstance(value, dict):
        return {k: _json_ready(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [_json_ready(v) for v in value]
    if isinstance(value, (np.integer, sp.Integer)):
        return int(value)
    return value


@dataclass
class _Call:
    entry: str
    inputs: list[str]    # C expressions of the DLTensors it reads, in its order
    outputs: list[str]   # ... and writes
    attrs: str           # a C string literal, or NULL
    comment: str


def _call(tensors: dict[str, str], kernel: ModelKernel, entry: str,
          attrs: str | None) -> _Call:
    refs = [kernel.reads[d.name] for d in kernel.inputs] if kernel.opaque is None else \
        list(kernel.reads.values())
    chain = " -> ".join(n.name for n in kernel.group.nodes)
    return _Call(entry, [tensors[r] for r in refs], [tensors[r] for r in kernel.writes],
                 "NULL" if attrs is None else json.dumps(attrs),
                 c_comment(f"{kernel.group.name} ({kernel.group.kind}): {chain}"))


def _tensors(target: ModelTarget) -> dict[str, str]:
    """The DLTensor of each value in the launcher, by its reference: a model input, else
    an output, else a value between groups."""
    found = {ref: f"values[{k}]" for k, ref in enumerate(_between(target))}
    found.update((v.ref, f"outputs[{k}]") for k, v in enumerate(target.graph.outputs.values()))
    found.update((name, f"inputs[{k}]") for k, name in enumerate(target.graph.inputs))
    return found


def _between(target: ModelTarget) -> list[str]:
    """The values a buffer holds, in the order the groups write them."""
    return [ref for kernel in target.kernels for ref in kernel.writes
            if target.slots.get(ref) is not None]


def _layout(target: ModelTarget) -> dict:
    """What the launcher checks and allocates: the declared inputs and outputs, each value
    between groups with its buffer; `sized` false where a shape is not a number (a named
    dim), and the launcher then refuses every call."""
    graph = target.graph

    def form(ref: str):
        shape, dtype = target.layouts[ref]
        if not all(sp.sympify(n).is_Integer for n in shape):
            return None
        dtype = np.dtype(dtype)
        return ([int(n) for n in shape], f"{{{DL_CODES[dtype.kind]}, {dtype.itemsize * 8}, 1}}",
                dtype.itemsize * int(np.prod([int(n) for n in shape])))

    inputs = [form(name) for name in graph.inputs]
    outputs = [form(v.ref) for v in graph.outputs.values()]
    names = list(graph.inputs)
    # an output that is one of the inputs, passed through: a copy
    copies = [(k, names.index(v.ref), outputs[k][2] if outputs[k] else 0)
              for k, v in enumerate(graph.outputs.values()) if v.ref in graph.inputs]
    between = [(ref, target.slots[ref], form(ref)) for ref in _between(target)]
    sized = None not in inputs + outputs + [f for _, _, f in between]
    buffers: dict[int, int] = {}
    for _, slot, found in between:
        if found is not None:
            buffers[slot] = max(buffers.get(slot, 0), found[2])
    return {"inputs": inputs, "outputs": outputs, "between": between, "sized": sized,
            "copies": copies,
            "buffers": [buffers.get(k, 0) for k in range(max(buffers, default=-1) + 1)],
            "input_names": list(graph.inputs), "output_names": list(graph.outputs)}
