"""CUDA kernels through CuPy: the same checks on a GPU, or an honest skip without one.

A `CudaKernel` wraps a function that takes CuPy arrays and attributes, like a Python kernel
does NumPy arrays (``fn(inputs, **attrs) -> list[cupy.ndarray] | cupy.ndarray``), typically
launching a `cupy.RawKernel`. The checker copies each case to the device, calls it, and
copies the outputs (and the inputs, to see whether the kernel wrote to them) back.

Where CuPy is missing or no GPU is visible, `check_kernel` returns a report whose status is
"skipped" with the reason; it is never reported as passed.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Sequence

import numpy as np

from .generated import GeneratedKernel
from .kernels import import_function


def unavailable() -> str | None:
    """Why CUDA kernels cannot run here, or None if they can."""
    try:
        cupy = importlib.import_module("cupy")
    except Exception as error:  # ImportError, or a CUDA library that fails to load
        return f"cupy is not importable ({type(error).__name__}: {error})"
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:
        return f"no usable CUDA device ({type(error).__name__}: {error})"
    if count < 1:
        return "no CUDA device is visible"
    return None


class CudaKernel:
    """A kernel on CuPy arrays: `fn` is a callable or a ``"module:function"`` string."""

    def __init__(self, fn: Callable[..., Any] | str):
        self.fn = fn
        self.compiled = False   # a generated CuPy module's kernels (`load`)

    def __repr__(self) -> str:
        return f"CudaKernel({self.fn if isinstance(self.fn, str) else _name(self.fn)})"

    def load(self) -> None:
        """Imports the kernel, and compiles a generated module's kernels before the first
        case: NVRTC's seconds are not the kernel's time (a call has a time limit)."""
        if isinstance(self.fn, str):
            self.fn = import_function(self.fn)
        if not self.compiled:   # a GeneratedKernel, or a module's function itself
            function = self.fn.load() if isinstance(self.fn, GeneratedKernel) else self.fn
            compile_kernels = getattr(function, "__globals__", {}).get("compile_kernels")
            if callable(compile_kernels):
                compile_kernels()
            self.compiled = True

    def run_case(self, inputs: list[np.ndarray], attrs: dict[str, Any],
                 layout: Sequence[tuple[tuple[int, ...], str]]) -> Any:
        import cupy  # an optional dependency, there only where a GPU kernel runs

        self.load()
        device = [cupy.asarray(x) for x in inputs]
        result = self.fn(device, **attrs)
        cupy.cuda.get_current_stream().synchronize()
        for host, dev in zip(inputs, device):
            host[...] = cupy.asnumpy(dev)  # so that a write to an input is seen as one

        def on_host(r: Any) -> Any:
            return cupy.asnumpy(r) if isinstance(r, cupy.ndarray) else r

        if isinstance(result, dict):  # a graph's outputs by name
            return {k: on_host(r) for k, r in result.items()}
        if isinstance(result, (list, tuple)):
            return [on_host(r) for r in result]
        return on_host(result)


def _name(fn: Any) -> str:
    return f"{getattr(fn, '__module__', '?')}:{getattr(fn, '__qualname__', repr(fn))}"
