"""The check flow: a kernel named, the operator it implements, its cases checked or a
report's counterexamples replayed.

    check(request, progress)                 the report
      load_kernel(request.kernel)            Python, C library, CuPy or a generated module
      operator(request.op)                   a name, or a graph's file as its fused operator
      with request.replay: same_operator(op, file), then check.rerun.replay
      else check.run.run_check(op, kernel, request.options)
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from ..check.ckernel import CKernel
from ..check.cuda import CudaKernel
from ..check.generated import GeneratedKernel
from ..check.options import CheckOptions
from ..check.rerun import replay
from ..check.outcome import Report
from ..check.run import run_check
from ..codegen.generate import GENERATED
from ..core import registry
from ..core.errors import LogicError
from ..core.fusion import graph_operator
from ..core.graph import load_graph
from . import is_graph_file

__all__ = ["CheckRequest", "KernelSource", "check", "load_kernel", "operator"]


@dataclass(frozen=True)
class KernelSource:
    """Where the kernel is: exactly one of a Python function (module:function), a C
    library's symbol, a CuPy function, or the generated NumPy module in a folder ("" for
    generated/)."""

    python: str | None = None
    lib: str | None = None
    symbol: str | None = None
    cuda: str | None = None
    generated: str | None = None
    generated_cupy: str | None = None

    def flags(self) -> list[str]:
        """The command-line flags that name this kernel again."""
        if self.lib:
            return ["--lib", self.lib, "--symbol", self.symbol]
        if self.generated is not None:
            return ["--generated", *([self.generated] if self.generated else [])]
        if self.generated_cupy is not None:
            return ["--generated-cupy", *([self.generated_cupy] if self.generated_cupy else [])]
        return ["--cuda", self.cuda] if self.cuda else ["--kernel", self.python]


@dataclass(frozen=True)
class CheckRequest:
    """A kernel to check against an operator (or a graph's TOML file), or against the
    counterexamples of a report (`replay`, a JSON file of check --json)."""

    op: str | None
    kernel: KernelSource
    replay: str | None = None
    options: CheckOptions = field(default_factory=CheckOptions)


def check(request: CheckRequest,
          progress: Callable[[int, int], None] | None = None) -> Report:
    """Check the kernel; `progress(done, total)` after every case."""
    options = request.options
    with operator(request.op) as op:  # a graph file is read, and its mistakes said, first
        kernel = load_kernel(request.kernel, request.op, op)
        if request.replay is None:
            return run_check(op, kernel, options, progress)
        if op:
            same_operator(op, request.replay)
        return replay(request.replay, kernel, isolate=options.isolate,
                      timeout_s=options.timeout_s, allow_output=options.allow_output)


def load_kernel(source: KernelSource, op: str | None, name: str | None) -> Any:
    """The kernel `source` names; a generated module is the one of `op` (an operator, or a
    graph's file), whose operator is called `name` (a graph's own name, which `gen` gives
    its module)."""
    if source.lib:
        return CKernel(source.lib, source.symbol)
    if source.cuda:
        return CudaKernel(source.cuda)
    if source.generated is not None or source.generated_cupy is not None:
        graph = op if is_graph_file(op) else None
        name = name if graph else registry.get(op).name
        if source.generated_cupy is not None:   # on the GPU, its kernels compiled first
            return CudaKernel(GeneratedKernel.of(source.generated_cupy or GENERATED, name,
                                                 graph=graph, flavour="cupy"))
        return GeneratedKernel.of(source.generated or GENERATED, name, graph=graph)
    return source.python


@contextlib.contextmanager
def operator(op: str | None) -> Iterator[str | None]:
    """The operator to check: a name as it is, a graph's TOML file as its fused operator,
    findable by name (by the reference, the replay, the workers) for the duration."""
    if op is None or not is_graph_file(op):
        yield op
        return
    with registry.registered(graph_operator(load_graph(op))) as spec:
        yield spec.name


def same_operator(op: str, path: str) -> None:
    """Refuse a replay file whose cases are another operator's: run against this op's
    kernel they would fail (or pass) for no reason of the kernel's."""
    try:
        with open(path) as handle:
            data = json.load(handle)
    except (OSError, ValueError) as error:
        raise LogicError("check --replay", "a JSON report written by check --json",
                         {"file": path, "error": str(error)}) from None
    stored = {str(f.get("counterexample", {}).get("op", "")) for f in data.get("failures", [])}
    stored = (stored | {str(data.get("op", ""))}) - {""}
    canonical = {_canonical(name) for name in stored}
    if canonical and canonical != {_canonical(op)}:
        raise LogicError("check --replay", f"a report of {op}'s cases", {
            "file": path, "op": ", ".join(sorted(stored))},
            hint=f"replay it with `cvmverify check {sorted(stored)[0]} --replay {path} ...`,"
            f" or check {op} anew without --replay")


def _canonical(name: str) -> str:
    try:
        return registry.get(name).name
    except Exception:  # a graph's fused operator, gone with its context: as it is
        return name
