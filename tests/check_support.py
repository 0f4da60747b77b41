"""Helpers for the kernel checker's tests: building the C kernels, and re-running a
reported counterexample outside the checker to see that it really fails."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import cvmverify

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "c_kernels"
TESTS_C = Path(__file__).resolve().parent / "c_kernels"

# op -> symbol of examples/c_kernels/cvm_kernels.c
C_KERNELS = {"relu": "cvm_relu", "broadcast_add": "cvm_broadcast_add",
             "cvm_right_shift": "cvm_cvm_right_shift", "transpose": "cvm_transpose",
             "concatenate": "cvm_concatenate", "slice": "cvm_slice"}


def build(source: Path, out_dir: Path, name: str, *defines: str) -> Path:
    """Compile `source` into a shared library with the system compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler (cc) on this machine: the C kernel tests need one")
    library = out_dir / f"lib{name}.so"
    command = [compiler, "-shared", "-fPIC", "-O2", "-Wall", "-Werror", f"-I{EXAMPLES}",
               *[f"-D{d}" for d in defines], "-o", str(library), str(source)]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return library


def same_outputs(got: Any, want: list[np.ndarray]) -> bool:
    """Bit-exact: as many outputs, each an ndarray of the same dtype, shape and bytes."""
    got = list(got) if isinstance(got, (list, tuple)) else [got]
    return len(got) == len(want) and all(
        isinstance(g, np.ndarray) and g.dtype == w.dtype and g.shape == w.shape
        and np.ascontiguousarray(g).tobytes() == np.ascontiguousarray(w).tobytes()
        for g, w in zip(got, want))


def run_kernel(kernel: Any, case) -> tuple[str, Any, list[np.ndarray]]:
    """("returned", outputs, inputs after) or ("raised", error, inputs after)."""
    inputs = [x.copy() for x in case.inputs]
    try:
        if hasattr(kernel, "run_case"):
            result = kernel.run_case(inputs, dict(case.attrs), case.layout)
        else:
            result = kernel(inputs, **case.attrs)
    except Exception as error:  # a rejection
        return "raised", error, inputs
    return "returned", result, inputs


def reproduces(failure, kernel: Any) -> bool:
    """Whether the failure's minimised case still shows the failure when the kernel and the
    reference are called directly (no checker code involved)."""
    case = failure.counterexample
    try:
        want = cvmverify.evaluate(case.op, [x.copy() for x in case.inputs], **case.attrs)
    except cvmverify.LogicError:
        want = None
    status, result, after = run_kernel(kernel, case)
    if failure.kind == "mismatch":
        return want is not None and status == "returned" and not same_outputs(result, want)
    if failure.kind == "accepted-invalid":
        return want is None and status == "returned"
    if failure.kind == "rejected-valid":
        return want is not None and status == "raised"
    if failure.kind == "modified-input":
        return want is not None and any(
            a.tobytes() != b.tobytes() for a, b in zip(after, case.inputs))
    raise AssertionError(f"reproduces() does not handle {failure.kind}")
