"""Where the pieces of a proof run: in this process, over local processes (`jobs`), or over
a Dask cluster (`dask`), each under a hard wall-clock limit.

z3's resource limit decides each query (`core.solver.Limits`), but a query that does not
count its steps would run on, and a piece (an operator at one rank) holds hundreds. So, as
a safety net that decides no verdict of a healthy run, a piece runs in a child process of its own
(`PieceRunner`, a `python -m cvmverify.prove.child` kept for the next piece): the parent
waits on the child's pipe for at most the limit, then kills the child and reports the
piece as unknown. A child that dies (a crash, a killed worker) has its piece run once more
in a fresh child. Locally, `jobs` threads each drive one child; on Dask each worker thread
drives one, and the scheduler reruns the pieces of a worker that is lost.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Any, Callable

from ..core import registry
from ..core.errors import LogicError
from ..core.verdict import Status
from .piece import Piece
from .verdicts import Result

Piece_id = tuple[str, int]


class PieceRunner:
    """One child process that proves the pieces it is sent, one at a time."""

    def __init__(self, modules: list[str]):
        self.modules = modules  # user spec modules the child loads (registry.load_module)
        self._child: subprocess.Popen | None = None

    def run(self, op: str, rank: int, options: dict[str, Any], limit_s: float | None):
        """The piece's `Piece`, or None when it ran past `limit_s` (the child is killed)."""
        for attempt in (1, 2):
            try:
                child = self._started()
                pickle.dump((op, rank, options), child.stdin)
                child.stdin.flush()
                if limit_s is not None and not select.select([child.stdout], [], [],
                                                             limit_s)[0]:
                    self.close()
                    return None
                ok, value = pickle.load(child.stdout)
            except (EOFError, BrokenPipeError, pickle.UnpicklingError):
                self.close()  # the child died: once more in a fresh one, then give up
                if attempt == 2:
                    raise RuntimeError(f"the process proving {op} at rank {rank} died "
                                       "twice") from None
                continue
            if not ok:
                raise value
            return value

    def close(self) -> None:
        if self._child is not None:
            self._child.kill()
            self._child.wait()
            self._child = None

    def _started(self) -> subprocess.Popen:
        if self._child is None or self._child.poll() is not None:
            self._child = subprocess.Popen(
                [sys.executable, "-m", "cvmverify.prove.child", *self.modules],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            # it answers once its imports are done: a piece's clock starts after that
            if pickle.load(self._child.stdout) != "ready":
                raise RuntimeError("the prover's child process did not start")
        return self._child


def run_local(pieces: list[Piece_id], options: dict[str, Any], jobs: int,
              limit_s: float | None, done: Callable[[Piece_id, Any], None]) -> None:
    """Prove `pieces` over `jobs` child processes; `done(piece_id, Piece or None)` as each
    finishes."""
    modules = registry.user_modules()
    runners: list[PieceRunner] = []
    local = threading.local()

    def one(piece_id: Piece_id):
        if not hasattr(local, "runner"):
            local.runner = PieceRunner(modules)
            runners.append(local.runner)
        return piece_id, local.runner.run(*piece_id, options, limit_s)

    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for future in as_completed([pool.submit(one, p) for p in pieces]):
                done(*future.result())
    finally:
        for runner in runners:
            runner.close()


def run_dask(pieces: list[Piece_id], options: dict[str, Any], client,
             limit_s: float | None, done: Callable[[Piece_id, Any], None]) -> None:
    """Prove `pieces` on a Dask cluster (`client`: a distributed.Client or its address)."""
    with dask_client(client, "prove") as (connected, dask_completed):
        modules = registry.user_modules()
        futures = {connected.submit(_on_worker, op, rank, options, modules, limit_s,
                                    key=f"cvmverify-prove-{op}-{rank}-{os.getpid()}-"
                                    f"{time.time_ns()}", pure=False): (op, rank)
                   for op, rank in pieces}
        for future in dask_completed(futures):
            done(futures[future], future.result())


@contextlib.contextmanager
def dask_client(client, command: str):
    """`client` (a distributed.Client, or a scheduler's address, connected to here and
    closed after) and distributed's `as_completed`; `command` names who asked, in errors."""
    try:
        from distributed import Client
        from distributed import as_completed as dask_completed
    except ImportError:
        raise LogicError(command, "dask.distributed installed, to prove on a Dask cluster",
                         {"dask": str(client)},
                         hint="pip install 'cvmverify[dask]'") from None

    own = not hasattr(client, "submit")
    if own:
        try:
            client = Client(client)
        except (OSError, ValueError) as error:  # unreachable, or not an address
            raise LogicError(command, "a Dask scheduler reachable at the address given",
                             {"dask": client, "error": str(error)}) from None
    try:
        yield client, dask_completed
    finally:
        if own:
            client.close()


_worker = threading.local()  # on a Dask worker: each thread's child process


def _on_worker(op: str, rank: int, options: dict[str, Any], modules: list[str],
               limit_s: float | None):
    runner = getattr(_worker, "runner", None)
    if runner is None or runner.modules != modules:
        if runner is not None:
            runner.close()  # a child that loaded other spec modules
        _worker.runner = PieceRunner(modules)
    return _worker.runner.run(op, rank, options, limit_s)


def stopped_piece(op: str, rank: int, limit_s: float):
    """The verdict of a piece stopped at its wall-clock limit: one unknown result."""
    return Piece(op, rank, [Result(
        op=op, obligation="wall-clock-limit", detail=f"every obligation of {op} at rank "
        f"{rank}", rank=rank, structure=f"rank {rank}", status=Status.UNKNOWN, seconds=limit_s,
        bound=f"rank {rank}", reason=f"wall-clock safety limit: the piece ran past "
        f"{limit_s:g} s and was stopped; a loaded machine can do this, and this verdict may "
        f"differ on another one (raise --piece-limit)", wall_clock=True)])
