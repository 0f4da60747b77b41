"""CUDA modules from kernel plans: one self-contained .cu file per operator.

    plans = [plan(instance, f"{op}_{k}") for k, instance in enumerate(instances)]
    source = render_cuda_module(op, spec.summary, spec.inputs, spec.attrs, plans)
    headers = render_cuda_headers()     # cvm_cuda.h, cvm_host_shim.h, dlpack.h

A module holds one `__global__` kernel per plan and output (`cuda_kernels`) and a launcher
with the kernel checker's C ABI (`cuda_host`), ``extern "C" int cvm_<op>(const DLTensor*
inputs, int n_inputs, DLTensor* outputs, int n_outputs, const char* attrs_json)``. It
compiles with nvcc (or, kernels only, NVRTC), and as C++ with ``-DCVM_HOST_SHIM`` on the
CPU, which is how it is checked without a GPU (`cuda_build`).

The templates under templates/cuda/ lay the files out; every expression in them comes
from the printers. The output is deterministic: the same plans give the same text.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Sequence

from ..core.dsl import Input
from ..core.facts import Dtype, Like
from ..core.resources import data_dir
from ..core.semantics import C_PRELUDE
from .cuda_exprs import c_comment, c_identifier, c_string
from .cuda_host import MOVED_TYPES, launcher_context
from .cuda_kernels import Kernel
from .cuda_tensor_core import launcher_lines, module_context, tensor_core_kernel
from .plan import KernelPlan
from .render import render

DLPACK_HEADER = Path(data_dir("examples")) / "c_kernels" / "dlpack.h"


def render_cuda_module(name: str, summary: str, inputs: Sequence[Input],
                       attrs: Sequence[Any], plans: list[KernelPlan],
                       header: str = "cvm_cuda.h", lifted: Sequence[str] = (),
                       unit: str | None = None, launches: list | None = None) -> str:
    """The .cu source of operator (or fused graph) `name` for `plans`, one per structure.

    `inputs` and `attrs` are the op's declarations (`spec.inputs`, `spec.attrs`); a fused
    graph passes its inputs (of fixed ranks) and no attributes. The file includes `header`,
    the path of "cvm_cuda.h" from where the file will be (see `render_cuda_headers`);
    `lifted` names the inputs a call is lifted on to reach the plans' rank (`core.rank_lift`);
    `unit` names the translation unit that compiles the module with others, if any; a
    `launches` list is given the launcher's plans (`cuda_host.PlanCode`, kernels named as
    in the file), which the CuPy module launches the same way.
    Raises ValueError for a name that is not an identifier, and NotImplementedError for a
    formula the kernels cannot compute exactly.
    """
    # a data-dependent op (non_max_suppression) has no formula: its kernels are written by
    # hand (templates/cuda/definitions/), and its launcher checks the call and calls them
    by_hand = [p for p in plans if p.instance.definition is not None]
    context = launcher_context(c_identifier(name), inputs, attrs, plans, lifted)
    context["definition"] = render(f"cuda/definitions/{name}.cu.j2") if by_hand else ""
    kernels = _distinct([k for p in context["plans"] for k in p.kernels])
    if launches is not None:
        launches.extend(context["plans"])
    context["known"] = [c_string(a.name) for a in context["attrs"]]
    context.update(tensor_cores(c_identifier(name), attrs, context["plans"], plans))
    runtime = [p for p in plans if not p.checks_steps]
    context["precisions"] = ", ".join(f"{n}: {b}" for n, b in runtime[0].precisions.items()) \
        if runtime else ""
    return _tidy(render("cuda/module.cu.j2", name=name, summary=c_comment(summary),
                        header=header, kernels=kernels, by_hand=len(by_hand), unit=unit,
                        **context))


def tensor_cores(module: str, attrs: Sequence[Any], codes: list, plans: list[KernelPlan]) -> dict:
    """The tensor-core path of each plan with one (`cuda_tensor_core`): a plan whose only
    output is a dense product or a convolution (`cuda_tensor_core.tensor_core_kernel` says
    where). Sets the launchers' lines."""
    found = []
    for code, p in zip(codes, plans):
        if len(code.launches) != 1 or code.strided or code.by_hand is not None:
            continue
        k = tensor_core_kernel(p, code.launches[0].kernel.position, attrs)
        if k is not None:
            code.tensor_core, code.tensor_core_lines = k, launcher_lines(module, k)
            found.append(k)
    return module_context(module, found)


def _distinct(kernels: list[Kernel]) -> list[Kernel]:
    """One kernel per text: a kernel that reads through views is the same for every
    structure of its formula, and the launches of the others call the first."""
    first: dict[tuple, Kernel] = {}
    served: dict[str, list[Kernel]] = {}
    for k in kernels:
        key = (k.movement, k.rejects, tuple(k.parameters), tuple(k.reads), tuple(k.body))
        k.name = first.setdefault(key, k).name
        served.setdefault(k.name, []).append(k)
    for name, same in served.items():
        k = same[0]
        where = f"structure {k.plan.instance.describe()}" if len(same) == 1 else \
            f"{len(same)} structures, its reads strided views"
        k.comment = c_comment(f"{k.plan.op}, {where}: output {k.output.name} "
                              f"({_dtype(k.output.dtype)})")
    return [same[0] for same in served.values()]


def render_cuda_unit(name: str, modules: Sequence[str]) -> str:
    """The translation unit `name` (a .cu file) that compiles `modules` (paths beside it)
    together: nvcc reads the runtime header, and CUDA's own, once for all of them."""
    return _tidy(render("cuda/unit.cu.j2", name=name, modules=sorted(modules)))


def render_cuda_headers() -> dict[str, str]:
    """File name -> text of the headers every module needs beside it."""
    return {
        "cvm_cuda.h": _tidy(render("cuda/cvm_cuda.h.j2", device_prelude=device_prelude(),
                                   big_prelude=big_prelude(), moved_types=MOVED_TYPES)),
        "cvm_host_shim.h": _tidy(render("cuda/cvm_host_shim.h.j2")),
        "dlpack.h": DLPACK_HEADER.read_text(),
    }


def _prelude_body() -> str:
    """C_PRELUDE without its #include (the runtime header includes what it needs)."""
    return "\n".join(line for line in C_PRELUDE.splitlines()
                     if not line.startswith("#include")).strip("\n")


def device_prelude() -> str:
    """C_PRELUDE's helpers, callable from kernels and from host code alike."""
    text = _prelude_body()
    helpers = len(re.findall(r"^static inline ", text, flags=re.M))
    text = re.sub(r"^static inline ", "static CVM_HD inline ", text, flags=re.M)
    if helpers == 0:
        raise ValueError("C_PRELUDE no longer declares `static inline` helpers")
    return text


def big_prelude() -> str:
    """C_PRELUDE's helpers over cvm_big: overloads the host's wide preconditions call."""
    text = re.sub(r"^static inline ", "CVM_BIG_API ", _prelude_body(), flags=re.M)
    return re.sub(r"\bint64_t\b", "cvm_big", text)


def _dtype(dtype: Dtype) -> str:
    return f"the element type of {dtype.input}" if isinstance(dtype, Like) else str(dtype)


def _tidy(text: str) -> str:
    """No trailing blanks, at most one blank line in a row, one newline at the end."""
    lines = [line.rstrip() for line in text.splitlines()]
    tidy: list[str] = []
    for line in lines:
        if line or (tidy and tidy[-1]):
            tidy.append(line)
    return "\n".join(tidy).strip("\n") + "\n"
