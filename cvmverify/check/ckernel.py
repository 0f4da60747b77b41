"""C and C++ kernels in a shared library, called through ctypes with DLPack tensors.

The signature (see the module docstring of `cvmverify.check` and
``examples/c_kernels/dlpack.h``)::

    int fn(const DLTensor* inputs, int n_inputs,
           DLTensor* outputs, int n_outputs, const char* attrs_json);

``inputs`` and ``outputs`` are arrays of DLTensor structs on the CPU (device type 1), C-
contiguous (``strides`` is NULL), ``byte_offset`` 0. Outputs are preallocated by the checker
with the shapes and dtypes of the reference's outputs, and filled with the byte 0xA5 so that
an element the kernel forgets to write shows up as a mismatch, deterministically; 64 bytes
of the same fill before and after each output must stay as they are (a kernel that writes
outside an output fails, even where the values it wrote inside are right).
``attrs_json`` is a JSON object of the attributes the case passes (ints, bools, strings,
null, lists of ints; an attribute left out takes its default). A return of 0 is success;
any other value rejects the case (a logic error).

A library may also export ``<symbol>_shape`` with the same signature, which reports the
outputs the kernel would produce: it gets output tensors without data (``data`` NULL,
``ndim`` 6, room for 6 dims, the reference's dtype) and sets ``ndim``, ``shape`` and
``dtype`` of each, or returns nonzero to reject the case. The checker asks it first: a
rejection needs no output buffers at all, and outputs other than the reference's are
reported as a shape disagreement without running the kernel on buffers of the wrong size.
"""

from __future__ import annotations

import ctypes
import os
from typing import Any, Sequence

import numpy as np

from ..core.dlpack import (
    DLDevice, DLTensor, FILL_BYTE, KDL_CPU, MAX_RANK, attrs_json, dl_dtype, np_dtype, tensors,
)
from .kernels import Rejection, ReportedOutput, WrittenOutside


# Bytes of FILL_BYTE before and after each output buffer: a kernel that writes into them
# (an index off by one at either end) wrote outside the output, a failure the values alone
# would not show (64 keeps each output at the alignment NumPy gives a buffer).
GUARD = 64


class CKernel:
    """A kernel function `symbol` of the shared library at `path` (see module docstring).

    Picklable: a worker process loads the library itself.
    """

    def __init__(self, path: str | os.PathLike, symbol: str):
        self.path = os.path.abspath(os.fspath(path))
        self.symbol = symbol
        self._fn = None

    def __repr__(self) -> str:
        return f"CKernel({self.path!r}, {self.symbol!r})"

    def __getstate__(self) -> dict[str, Any]:
        return {"path": self.path, "symbol": self.symbol}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.path, self.symbol, self._fn = state["path"], state["symbol"], None

    def load(self) -> None:
        if self._fn is None:
            library = ctypes.CDLL(self.path)
            self._fn = _signed(getattr(library, self.symbol))
            shape_fn = getattr(library, f"{self.symbol}_shape", None)  # optional
            self._shape_fn = shape_fn and _signed(shape_fn)

    def run_case(self, inputs: list[np.ndarray], attrs: dict[str, Any],
                 layout: Sequence[tuple[tuple[int, ...], str]]) -> list[np.ndarray]:
        """Call the function; raises Rejection (a RuntimeError) on a nonzero return."""
        self.load()
        inputs = [np.ascontiguousarray(x) for x in inputs]
        if self._shape_fn is not None:
            reported = self._reported(inputs, attrs, layout)
            if reported != [(tuple(shape), np.dtype(dtype)) for shape, dtype in layout]:
                return [ReportedOutput(shape, str(dtype)) for shape, dtype in reported]
        buffers = [np.full(2 * GUARD + int(np.prod(shape)) * np.dtype(dtype).itemsize,
                           FILL_BYTE, np.uint8) for shape, dtype in layout]
        outputs = [b[GUARD:-GUARD].view(np.dtype(dtype)).reshape(shape)
                   for b, (shape, dtype) in zip(buffers, layout)]
        ins, keep_in = tensors(inputs)
        outs, keep_out = tensors(outputs)
        status = self._fn(ins, len(inputs), outs, len(outputs), attrs_json(attrs))
        del keep_in, keep_out
        if status != 0:
            raise Rejection(f"{self.symbol} returned {status}")
        return [_written_outside(b) or out for b, out in zip(buffers, outputs)]

    def _reported(self, inputs: list[np.ndarray], attrs: dict[str, Any],
                  layout: Sequence[tuple[tuple[int, ...], str]]):
        """The (shape, dtype) of each output by the library's shape function; raises
        RuntimeError on a rejection or a report outside the runtime's ranks."""
        ins, keep_in = tensors(inputs)
        outs = (DLTensor * max(len(layout), 1))()
        dims = [(ctypes.c_int64 * MAX_RANK)() for _ in layout]
        for k, (_, dtype) in enumerate(layout):
            outs[k] = DLTensor(None, DLDevice(KDL_CPU, 0), MAX_RANK, dl_dtype(np.dtype(dtype)),
                               ctypes.cast(dims[k], ctypes.POINTER(ctypes.c_int64)), None, 0)
        status = self._shape_fn(ins, len(inputs), outs, len(layout), attrs_json(attrs))
        del keep_in
        if status != 0:
            raise Rejection(f"{self.symbol}_shape returned {status}")
        reported = []
        for k in range(len(layout)):
            ndim = outs[k].ndim
            if not 1 <= ndim <= MAX_RANK:
                raise RuntimeError(f"{self.symbol}_shape reported rank {ndim} for output {k}")
            reported.append((tuple(dims[k][:ndim]), np_dtype(outs[k].dtype)))
        return reported


def _written_outside(buffer: np.ndarray) -> WrittenOutside | None:
    """The changed bytes of the guard zones around an output, if any (those before it, where
    both zones changed)."""
    size = buffer.size - 2 * GUARD
    before = np.flatnonzero(buffer[:GUARD] != FILL_BYTE) - GUARD
    after = np.flatnonzero(buffer[GUARD + size:] != FILL_BYTE) + size
    changed = before if before.size else after
    return WrittenOutside(int(changed[0]), int(changed[-1]), size) if changed.size else None


def _signed(fn):
    """`fn` with the kernel signature declared to ctypes."""
    fn.argtypes = [ctypes.POINTER(DLTensor), ctypes.c_int, ctypes.POINTER(DLTensor),
                   ctypes.c_int, ctypes.c_char_p]
    fn.restype = ctypes.c_int
    return fn
