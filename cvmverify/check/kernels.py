"""The three kinds of kernel and one way to call them: `invoke`, which returns an `Outcome`.

- a Python callable ``kernel(inputs: list[np.ndarray], **attrs) -> list | np.ndarray``
  (or a ``"module:function"`` string naming one); raising any exception rejects the case;
- a `CKernel` (a shared-library function taking DLPack tensors; a nonzero return rejects);
- a `CudaKernel` (a callable on CuPy arrays).

The kernel always gets copies of the inputs; `invoke` compares them with the originals
afterwards, because a kernel must not modify its inputs, and keeps what it wrote to stdout
and stderr, each apart, because a kernel in a runtime must not print when it succeeds.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import inspect
import io
import os
import pickle
import sys
import sysconfig
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, Iterator, Sequence

import numpy as np

KernelLike = Any  # Callable | str | CKernel | CudaKernel


class Rejection(RuntimeError):
    """A library kernel's own rejection (a nonzero return): reported as the library said
    it, without a place in the checker's code, where it was only read."""


@dataclass
class NotArray:
    """An output that is not a NumPy array (what it was, for the report)."""

    type_name: str
    text: str


@dataclass
class ReportedOutput:
    """An output a C kernel's shape function reported instead of the reference's layout:
    the kernel was not run on buffers of the wrong size."""

    shape: tuple[int, ...]
    dtype: str

    @property
    def text(self) -> str:
        return f"{self.dtype}{list(self.shape)} (reported by the shape function)"


@dataclass
class WrittenOutside:
    """An output buffer a C kernel wrote outside of: bytes of the guard zones around it
    changed, `first` to `last` from the buffer's start (negative before it)."""

    first: int
    last: int
    nbytes: int

    @property
    def text(self) -> str:
        return f"bytes [{self.first}, {self.last + 1}) of a {self.nbytes}-byte output written"


class CallStatus(StrEnum):
    """How one call ended."""

    RETURNED = "returned"  # with outputs
    REJECTED = "rejected"  # raised, or returned an error code
    CRASH = "crash"        # killed its worker
    TIMEOUT = "timeout"    # did not answer in time


@dataclass
class Outcome:
    """What one call did."""

    status: CallStatus
    outputs: list[Any] = field(default_factory=list)
    message: str = ""
    modified: list[int] = field(default_factory=list)   # positions of changed inputs
    aliased: list[tuple[int, int]] = field(default_factory=list)  # (output, input) sharing memory
    changed: list[np.ndarray] = field(default_factory=list)  # those inputs after the call
    # a Python kernel whose parameters do not take (inputs, **attrs): the call never began
    unfit: bool = False
    seconds: float = 0.0
    stdout: str = ""  # what the kernel wrote to stdout during the call
    stderr: str = ""  # and to stderr

    @property
    def printed(self) -> str:
        return self.stdout + self.stderr


def import_function(ref: str) -> Callable[..., Any]:
    """The function named by ``"package.module:function"`` (or ``module:Class.method``)."""
    module_name, sep, qualname = ref.partition(":")
    if not sep or not module_name or not qualname:
        raise ValueError(f"a kernel reference is 'module:function', got {ref!r}")
    target: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        target = getattr(target, part)
    if not callable(target):
        raise TypeError(f"{ref} is not callable")
    return target


def load(kernel: KernelLike) -> Any:
    """The callable or kernel object to invoke (imports strings, loads libraries)."""
    if isinstance(kernel, str):
        kernel = import_function(kernel)
    loader = getattr(kernel, "load", None)
    if callable(loader) and hasattr(kernel, "run_case"):
        loader()
    return kernel


def describe(kernel: KernelLike) -> str:
    if isinstance(kernel, str) or hasattr(kernel, "run_case"):
        return kernel if isinstance(kernel, str) else repr(kernel)
    module = getattr(kernel, "__module__", None) or "?"
    return f"{module}:{getattr(kernel, '__qualname__', type(kernel).__name__)}"


def portable(kernel: KernelLike) -> tuple[str, Any]:
    """How to send `kernel` to a worker process: ("object", kernel) if it pickles (a
    module-level function pickles by reference), else ("cloudpickle", bytes) for a lambda or
    closure when cloudpickle is installed."""
    try:
        pickle.dumps(kernel)
        return "object", kernel
    except Exception as error:
        try:
            import cloudpickle
        except ImportError:
            raise TypeError(
                f"{describe(kernel)} cannot be sent to a worker process ({error}); pass a "
                "module-level function or a 'module:function' string, install cloudpickle, "
                "or use isolate=False") from error
        return "cloudpickle", cloudpickle.dumps(kernel)


def unpack(kind: str, payload: Any) -> KernelLike:
    if kind == "cloudpickle":
        return pickle.loads(payload)
    return payload


def invoke(kernel: Any, inputs: Sequence[np.ndarray], attrs: dict[str, Any],
           layout: Sequence[tuple[tuple[int, ...], str]], spool: str = "") -> Outcome:
    """Call a loaded kernel on copies of `inputs`; never raises for what the kernel does.
    With `spool`, what the call writes to its file descriptors goes to the files
    `spool`.stdout and `spool`.stderr, which outlive a call that kills the process."""
    work = [np.array(x, copy=True, order="C") for x in inputs]
    start = time.perf_counter()
    printed: dict[str, str] = {}
    try:
        with captured_output(printed, spool):
            if hasattr(kernel, "run_case"):
                result = kernel.run_case(work, dict(attrs), layout)
            else:
                result = kernel(work, **attrs)
    except BaseException as error:  # a rejection, whatever its type
        if isinstance(error, KeyboardInterrupt):
            raise
        seconds = time.perf_counter() - start
        unfit = isinstance(error, TypeError) and not hasattr(kernel, "run_case") and \
            not _takes(kernel, work, attrs)
        outcome = Outcome(CallStatus.REJECTED, message=_error_text(error), seconds=seconds,
                          unfit=unfit)
    else:
        seconds = time.perf_counter() - start
        outcome = Outcome(CallStatus.RETURNED, outputs=_as_outputs(result), seconds=seconds)
    outcome.stdout, outcome.stderr = printed.get("stdout", ""), printed.get("stderr", "")
    for k, (before, after) in enumerate(zip(inputs, work)):
        if not same_bits(before, after):
            outcome.modified.append(k)
            outcome.changed.append(after)
    outcome.aliased = [(j, k) for j, out in enumerate(outcome.outputs)
                       if isinstance(out, np.ndarray)
                       for k, x in enumerate(work) if np.may_share_memory(out, x)]
    return outcome


@contextlib.contextmanager
def captured_output(printed: dict[str, str], spool: str = "") -> Iterator[None]:
    """Put in `printed` ("stdout", "stderr") what the block writes to each stream: through
    Python's streams (print, even where they are not the process's files) and through file
    descriptors 1 and 2 (printf, std::cout, a library's logging). The streams are kept
    apart because a report says which one a kernel wrote to (a log line on stderr before
    a rejection is not a debug print on stdout). File descriptors write to anonymous
    files, or to `spool`.stdout and `spool`.stderr (see `last_words`)."""
    python = {"stdout": io.StringIO(), "stderr": io.StringIO()}
    _flush_all()
    saved = [os.dup(1), os.dup(2)]
    with _sink(spool, "stdout") as out_sink, _sink(spool, "stderr") as err_sink:
        sinks = {"stdout": out_sink, "stderr": err_sink}
        try:
            os.dup2(out_sink.fileno(), 1)
            os.dup2(err_sink.fileno(), 2)
            with contextlib.redirect_stdout(python["stdout"]), \
                    contextlib.redirect_stderr(python["stderr"]):
                yield
        finally:
            _flush_all()
            for fd, original in zip((1, 2), saved):
                os.dup2(original, fd)
                os.close(original)
            for name, sink in sinks.items():
                sink.seek(0)
                printed[name] = python[name].getvalue() + \
                    sink.read().decode("utf-8", "replace")


def _sink(spool: str, stream: str):
    return open(f"{spool}.{stream}", "w+b") if spool else tempfile.TemporaryFile()


def last_words(spool: str) -> str:
    """What a call that never returned (it crashed, or hung) wrote to its file descriptors
    through `spool`: an abort's message, a library's last log line."""
    found = []
    for stream in ("stdout", "stderr"):
        with contextlib.suppress(OSError), open(f"{spool}.{stream}", "rb") as handle:
            text = handle.read().decode("utf-8", "replace").strip()
            if text:
                found.append(f"--- the call's {stream} ---\n{text}")
    return "\n".join(found)


def _flush_all() -> None:
    """Flush Python's streams and C's stdio buffers (a printf to a file is buffered)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    _LIBC.fflush(None)


_LIBC = ctypes.CDLL(None)


def _takes(kernel: Callable[..., Any], inputs: list[np.ndarray], attrs: dict[str, Any]) -> bool:
    """Whether the kernel's parameters take `(inputs, **attrs)` (True where Python cannot
    say: a builtin without a signature, whose TypeError is its own)."""
    try:
        inspect.signature(kernel).bind(inputs, **attrs)
    except TypeError:
        return False
    except ValueError:
        return True
    return True


def _error_text(error: BaseException) -> str:
    """The error and where the kernel raised it: the line of the kernel's own code, and the
    line that raised where that was inside NumPy or Python (a broadcast_to the kernel called
    wrongly is the kernel's line, not NumPy's)."""
    if isinstance(error, Rejection):
        return str(error)
    frames = traceback.extract_tb(error.__traceback__)[1:]  # [0]: `invoke` calling it
    if not frames:
        return f"{type(error).__name__}: {error}"
    own = [f for f in frames if not _in_numpy_or_python(f.filename)]
    where = f"{frames[-1].filename}:{frames[-1].lineno}"
    if own and own[-1] is not frames[-1]:
        where = f"{own[-1].filename}:{own[-1].lineno}, raised in {where}"
    return f"{type(error).__name__}: {error} (at {where})"


def _in_numpy_or_python(filename: str) -> bool:
    path = os.path.realpath(filename)
    return path.startswith(_NUMPY) or (path.startswith(_STDLIB)
                                       and not path.startswith(_INSTALLED))


def _folder(path: str) -> str:
    return os.path.join(os.path.realpath(path), "")


_NUMPY = _folder(os.path.dirname(np.__file__))
_STDLIB = _folder(sysconfig.get_paths()["stdlib"])
_INSTALLED = tuple({_folder(sysconfig.get_paths()[k]) for k in ("purelib", "platlib")})


def _as_outputs(result: Any) -> list[Any]:
    """A kernel's outputs as a list: it returns a list (or tuple) of them, one array, or a
    graph's outputs by name, as `evaluate_graph` and a generated graph kernel do (a dict in
    the graph's output order)."""
    items = list(result.values()) if isinstance(result, dict) else \
        list(result) if isinstance(result, (list, tuple)) else [result]
    return [np.asarray(r) if isinstance(r, np.ndarray) else
            r if isinstance(r, (ReportedOutput, WrittenOutside)) else
            NotArray(type(r).__name__, repr(r)[:200]) for r in items]


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    """Same dtype, shape and bytes (NaN payloads and -0.0 included)."""
    return (a.dtype == b.dtype and a.shape == b.shape
            and np.ascontiguousarray(a).tobytes() == np.ascontiguousarray(b).tobytes())
