"""A module that `cvmverify gen` rendered, checked as it is: its function has the natural
signature ``relu(x, *, out=None)``, ``conv2d(x, w, b=None, *, padding=...)``, while the
checker calls ``kernel(inputs, **attrs)``. `GeneratedKernel` calls one as the other.

Without it the checker would hand the function the list of inputs as its first array
(`output 0 has shape (1, 1), expected (1,)` for relu). It keeps only the module's path and
the function's name, so it pickles to the checker's worker process, which loads the
module there.
"""

from __future__ import annotations

import builtins
import importlib.util
import keyword
import os
from typing import Any


def public_name(op: str) -> str:
    """The function's name in its module: the op's, with an underscore where it would
    shadow a Python builtin or be a keyword (`max_`, `slice_`), as `gen` names it."""
    return f"{op}_" if keyword.iskeyword(op) or hasattr(builtins, op) else op


class GeneratedKernel:
    def __init__(self, path: str, function: str):
        self.path, self.function = os.path.abspath(path), function
        self._loaded: Any = None
        # what the checker's report names a kernel by: the module's file and the function
        self.__module__, self.__qualname__ = self.path, function

    @classmethod
    def of(cls, folder: str, op: str, graph: str | None = None,
           flavour: str = "numpy") -> "GeneratedKernel":
        """The NumPy (or, `flavour` "cupy", CuPy) module of `op` (or of the graph whose
        file is `graph`) in a folder `gen` wrote; a missing module is an OSError that says
        how to render it."""
        module = os.path.join(flavour, *(["graphs"] if graph else []), f"{op}.py")
        cut = os.path.join(flavour, "models", f"{op}.py")  # a model the planner cut
        if graph and not os.path.isfile(os.path.join(folder, module)) and \
                os.path.isfile(os.path.join(folder, cut)):
            module = cut
        path = os.path.join(folder, module)
        if not os.path.isfile(path):
            raise FileNotFoundError(
                f"no generated module {path}; render it with `cvmverify gen {graph or op} "
                f"--out {folder}` (or name the folder that holds {module})")
        # a fused graph's function is the graph's name; an operator's or a model's, made
        # a valid Python name (`public_name`)
        return cls(path, op if graph and module != cut else public_name(op))

    def __call__(self, inputs: list[Any], **attrs: Any) -> Any:
        return self.load()(*inputs, **attrs)  # a graph's outputs come back by name

    def load(self) -> Any:
        if self._loaded is None:
            name = "cvmverify_generated_" + os.path.splitext(os.path.basename(self.path))[0]
            spec = importlib.util.spec_from_file_location(name, self.path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            self._loaded = getattr(module, self.function)
        return self._loaded

    def __getstate__(self) -> dict[str, Any]:  # the function is loaded again in the worker
        return {**self.__dict__, "_loaded": None}

    def __repr__(self) -> str:
        return f"{self.path}:{self.function}"
