"""The worker process: loads the kernel once, then runs cases sent over a pipe.

Its stdout and stderr go to a log file that the parent reads when the worker dies, and
`faulthandler` writes the Python stack there on SIGSEGV, SIGABRT and the like, so that a
crash report says where it happened; what a call writes goes to two files beside the log
(`kernels.last_words`), so that a kernel's own last message (an abort's) is reported too.
Kept free of the checker's heavy imports: a restart after a crash only has to fork and
load the kernel.
"""

from __future__ import annotations

import faulthandler
import os
import sys
from typing import Any


def serve(conn: Any, kind: str, payload: Any, log_path: str) -> None:
    """The worker's main loop: ("ready"|"load-error", text), then one Outcome per job."""
    log = open(log_path, "ab", buffering=0)
    os.dup2(log.fileno(), 1)
    os.dup2(log.fileno(), 2)
    sys.stdout = os.fdopen(1, "w", buffering=1, closefd=False)
    sys.stderr = os.fdopen(2, "w", buffering=1, closefd=False)
    # straight to the log: during a call, stdout and stderr are captured apart (a kernel
    # must not print), and a crash's stack must still reach the parent
    faulthandler.enable(file=log, all_threads=False)
    from .kernels import invoke, load, unpack

    try:
        kernel = load(unpack(kind, payload))
    except BaseException as error:
        conn.send(("load-error", f"{type(error).__name__}: {error}"))
        return
    conn.send(("ready", ""))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        inputs, attrs, layout = job
        conn.send(("done", invoke(kernel, inputs, attrs, layout, spool=log_path)))
