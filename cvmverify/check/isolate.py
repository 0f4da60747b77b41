"""Running kernel calls: in a worker process (the default) or in this one.

`Isolated` keeps one worker alive across cases, because starting one costs far more than a
call. A call that does not answer within the timeout kills the worker (a "timeout"); a
worker that dies (a segfault, an abort, an exit) is a "crash" whose report carries the
signal and the tail of the worker's log (faulthandler's stack is there). Either way the
next call starts a fresh worker, so the run carries on.

Workers come from the "forkserver" start method where there is one (a fork of a server that
imported the checker once: a restart costs milliseconds) and from "spawn" elsewhere; never
from a plain fork of this process, whose state (z3, threads) a kernel must not inherit.

`InProcess` calls the kernel directly: faster, for trusted kernels. It cannot survive a
crash or interrupt a hang; a call that returns late is still reported as a timeout.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import tempfile
from typing import Any, Sequence

import numpy as np

from ..core.errors import LogicError
from .kernels import (
    CallStatus, KernelLike, Outcome, describe, invoke, last_words, load, portable,
)
from .worker import serve

START_TIMEOUT_S = 120.0   # the first start may import NumPy, SymPy and z3 in the server
LOG_TAIL = 2000


class KernelLoadError(LogicError):
    """The kernel could not be loaded (a bad module path, a missing symbol, a file that is
    not a library): the caller's mistake, a LogicError that names the kernel and why."""

    def __init__(self, kernel: str, why: str):
        super().__init__("check_kernel", "a kernel that loads", {"kernel": kernel, "error": why})

    def __reduce__(self):
        return type(self), (self.values["kernel"], self.values["error"])


class KernelSignatureError(LogicError):
    """A Python kernel that cannot be called as `kernel(inputs, **attrs)` with the operator's
    attributes: a LogicError that names the kernel and Python's complaint."""

    def __init__(self, kernel: str, why: str):
        super().__init__("check_kernel", "a kernel that takes (inputs, **attrs), the "
                         "operator's attributes by name", {"kernel": kernel, "error": why})

    def __reduce__(self):
        return type(self), (self.values["kernel"], self.values["error"])


def start_method() -> str:
    methods = multiprocessing.get_all_start_methods()
    return "forkserver" if "forkserver" in methods else "spawn"


def fitting(outcome: Outcome, kernel: str) -> Outcome:
    """The outcome of a call the kernel took: a kernel whose parameters do not take
    `(inputs, **attrs)` is the caller's mistake, like one that does not load."""
    if outcome.unfit:
        raise KernelSignatureError(kernel, outcome.message)
    return outcome


class InProcess:
    """Calls the kernel in this process."""

    def __init__(self, kernel: KernelLike, timeout_s: float):
        try:
            self.kernel = load(kernel)
        except Exception as error:  # what the worker reports as a load-error
            raise KernelLoadError(describe(kernel), f"{type(error).__name__}: {error}") from None
        self.timeout_s = timeout_s

    def run(self, inputs: Sequence[np.ndarray], attrs: dict[str, Any],
            layout: Sequence[tuple[tuple[int, ...], str]]) -> Outcome:
        outcome = fitting(invoke(self.kernel, inputs, attrs, layout), describe(self.kernel))
        if outcome.seconds > self.timeout_s:
            return Outcome(CallStatus.TIMEOUT, message=f"returned after {outcome.seconds:.2f} s, "
                           f"more than the {self.timeout_s} s timeout", seconds=outcome.seconds)
        return outcome

    def close(self) -> None:
        pass


class Isolated:
    """Calls the kernel in a worker process, restarted after a crash or a timeout."""

    def __init__(self, kernel: KernelLike, timeout_s: float, method: str | None = None):
        self.kind, self.payload = portable(kernel)
        self.name = describe(kernel)
        self.timeout_s = timeout_s
        self.context = multiprocessing.get_context(method or start_method())
        if self.context.get_start_method() == "forkserver":
            # imported once by the server, inherited by every worker it forks
            self.context.set_forkserver_preload(["numpy", "cvmverify.check.worker"])
        self.process: Any = None
        self.conn: Any = None
        self.log_path = ""
        self.restarts = 0

    def run(self, inputs: Sequence[np.ndarray], attrs: dict[str, Any],
            layout: Sequence[tuple[tuple[int, ...], str]]) -> Outcome:
        if self.process is None or not self.process.is_alive():
            self._start()
        offset = os.path.getsize(self.log_path)
        job = ([np.ascontiguousarray(x) for x in inputs], dict(attrs), list(layout))
        try:
            self.conn.send(job)
        except (BrokenPipeError, ConnectionResetError, EOFError, OSError):
            self._start()
            self.conn.send(job)
        if not self.conn.poll(self.timeout_s):
            self._stop(kill=True)
            return Outcome(CallStatus.TIMEOUT, message=f"no answer within {self.timeout_s} s; the "
                           "worker was killed" + self._last_words(), seconds=self.timeout_s)
        try:
            _, outcome = self.conn.recv()
        except (EOFError, ConnectionResetError, OSError):
            code = self._stop(kill=False)
            return Outcome(CallStatus.CRASH, message=_exit_text(code) + self._last_words()
                           + self._log_since(offset))
        return fitting(outcome, self.name)

    def close(self) -> None:
        if self.process is not None and self.process.is_alive():
            try:
                self.conn.send(None)
            except OSError:
                pass
            self.process.join(1.0)
        self._stop(kill=True)
        if self.log_path:
            for path in (self.log_path, f"{self.log_path}.stdout", f"{self.log_path}.stderr"):
                if os.path.exists(path):
                    os.unlink(path)

    def __enter__(self) -> "Isolated":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- process management --------------------------------------------------------------

    def _start(self) -> None:
        self._stop(kill=True)
        if not self.log_path:
            handle, self.log_path = tempfile.mkstemp(prefix="cvmverify-worker-", suffix=".log")
            os.close(handle)
        parent, child = self.context.Pipe()
        process = self.context.Process(target=serve, name="cvmverify-check-worker",
                                       args=(child, self.kind, self.payload, self.log_path),
                                       daemon=True)
        offset = os.path.getsize(self.log_path)
        process.start()
        child.close()
        self.process, self.conn = process, parent
        self.restarts += 1
        if not parent.poll(START_TIMEOUT_S):
            self._stop(kill=True)
            raise KernelLoadError(self.name,
                                  f"the worker did not start within {START_TIMEOUT_S} s")
        try:
            tag, text = parent.recv()
        except (EOFError, OSError):
            code = self._stop(kill=False)
            raise KernelLoadError(self.name, "the worker died while loading the kernel: "
                                  + _exit_text(code) + self._log_since(offset)) from None
        if tag == "load-error":
            self._stop(kill=True)
            raise KernelLoadError(self.name, text)

    def _stop(self, kill: bool) -> int | None:
        """End the worker this runner started (by its own handle) and return its exit code."""
        process, self.process = self.process, None
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if process is None:
            return None
        if kill and process.is_alive():
            process.kill()
        process.join(5.0)
        return process.exitcode

    def _last_words(self) -> str:
        """What the call the worker did not survive wrote (the worker captures a call's
        output in files beside its log, which outlive it)."""
        said = last_words(self.log_path)
        return f"\n{said}" if said else ""

    def _log_since(self, offset: int) -> str:
        try:
            with open(self.log_path, "rb") as handle:
                handle.seek(offset)
                text = handle.read().decode("utf-8", "replace").strip()
        except OSError:
            return ""
        return f"\n--- worker output ---\n{text[-LOG_TAIL:]}" if text else ""


def _exit_text(code: int | None) -> str:
    if code is None:
        return "the worker died (exit status unknown)"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"the worker was killed by {name}"
    return f"the worker exited with status {code}"
