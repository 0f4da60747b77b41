"""A model's CuPy module: the planner's kernel groups launched in order on CuPy arrays.

    cupy/models/<model>.py             (cupy/models/runtime/<model>.py: runtime contract)

Each fused group is a function of the CuPy module's kind (`cupy_module._plan_lines`): the
group's host lines, then the launches of the kernels of its CUDA module, which the model's
CUDA unit holds (`cuda_model`); an opaque node runs its NumPy definition on the host,
between the device steps. `cvm_cupy._run_device_model` runs the steps: buffers per input
signature by liveness as in the NumPy model, one error flag for every kernel of a call,
and, from a signature's second call, the launches captured as one CUDA graph that later
calls replay after copying their inputs in.
"""

from __future__ import annotations

import numpy as np

from .cuda_model import DeviceModel
from .cupy_module import CUPY_NAMES, OVERFLOW, _plan_lines, with_runtime
from .cuda_tensor_core import PATHS, tile_context
from .model import ModelTarget, definition_text
from .numpy_module import RUNTIME_MARK, public_name
from .render import render

# what a model module takes from cvm_cupy.py: an operator module's names, less the error
# flag (the model gives every kernel its call's one), and the model's driver
MODEL_NAMES = tuple(n for n in CUPY_NAMES if n != "_flag") + \
    ("_run_device_model", "_host_step")


def render_cupy_model(target: ModelTarget, device: DeviceModel, standalone: bool) -> str:
    """The text of the model's CuPy module; `device` is its CUDA unit and the codes of its
    groups' launches."""
    graph = target.graph
    kernels, names, definitions = [], set(), {}
    tensor_core = False
    for kernel in target.kernels:
        chain = " -> ".join(n.name for n in kernel.group.nodes)
        if kernel.opaque is not None:
            op, attrs = kernel.opaque
            definitions[op] = definition_text(op)
            lines = [f"return _host_step(_definition_{op}, arrays, {list(kernel.reads)!r}, "
                     f"{attrs!r}, out)"]
        else:
            code = device.codes[kernel.function]
            tensor_core |= code.tensor_core is not None
            lines = _plan_lines(kernel.plan, code, names)
        kernels.append({"function": kernel.function, "lines": lines,
                        "doc": f"{kernel.group.kind} kernel: {chain}."})
    strict = target.contract == "strict"
    # a replay repeats the host's decisions of the captured call: none may read values
    # (an opaque node's definition, or the dtype rule of an input wider than int32)
    wide = [n for n, d in graph.inputs.items()
            if np.dtype(d.dtype).itemsize > 4 or np.dtype(d.dtype) == np.uint32]
    captured = not definitions and not wide
    declared = {name: (decl.dtype, list(decl.shape or [None] * decl.rank))
                for name, decl in graph.inputs.items()}
    up = target.folder.count("/")
    text = render(
        "cupy/model.py.j2", name=public_name(target.name), op=target.name,
        source=target.source, runtime=RUNTIME_MARK, kernels=kernels,
        node_count=len(graph.nodes), definitions=list(definitions.values()),
        signature=", ".join(list(graph.inputs) + ["*", "out=None"] +
                            (["sync=True"] if strict else [])),
        call=", ".join(graph.inputs), inputs=list(graph.inputs), declared=repr(declared),
        bounds=repr({name: tuple(b) for name, b in graph.dims.items()}),
        outputs=repr({name: v.ref for name, v in graph.outputs.items()}),
        steps=[(k.function, repr(k.reads), repr(tuple(k.writes)),
                repr(tuple(target.slots[w] for w in k.writes))) for k in target.kernels],
        slot_count=len({s for s in target.slots.values() if s is not None}),
        precisions=", ".join(f"{n}: {p}" for n, p in target.precisions.items()),
        strict=strict, captured=captured, opaque=sorted(definitions), wide_inputs=wide,
        cupy_names=MODEL_NAMES, overflow=OVERFLOW, kernel_names=sorted(names),
        cuda_module=device.unit, depth=up, folder=target.folder,
        tensor_core=tensor_core, paths=PATHS, **tile_context())
    return with_runtime(text, up, standalone)
