"""The progress of a long command, for a person at a terminal and for a CI log.

On a terminal: a live bar. Off one (a CI log, a pipe, a file): one plain line at least
every `interval_s` seconds, whether or not anything finished, and one at the end:

    prove: 120/240 pieces, 25 s

A CI runner that sees no output for minutes may take the job for hung (and some kill it),
and a person reading the log cannot tell a slow step from a stuck one; a bar drawn with
cursor movements is no use there either. Use it as

    from cvmverify.progress import Reporter

    with Reporter("prove", total=len(pieces), unit="pieces") as progress:
        for piece in pieces:
            ...
            progress.advance(label=piece.name)  # thread-safe: callable from any thread

`advance` may also be passed where a callback is wanted (`lambda *_: progress.advance()`).
The lines go to stderr by default (`stream=`), so that stdout holds only the report.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Any, TextIO

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                           TimeElapsedColumn)

INTERVAL_S = 10.0  # the longest silence off a terminal


class Reporter:
    """Counts finished units of work and shows them: a bar on a terminal, plain lines off
    one (see the module's doc)."""

    def __init__(self, name: str, total: int, unit: str = "items", *,
                 stream: TextIO | None = None, interval_s: float | None = None,
                 terminal: bool | None = None, console: Any = None):
        self.name, self.total, self.unit = name, total, unit
        self.stream = stream if stream is not None else \
            console.file if console is not None else sys.stderr
        self.interval_s = INTERVAL_S if interval_s is None else interval_s
        if terminal is None:
            terminal = console.is_terminal if console is not None else \
                _is_terminal(self.stream)
        self.terminal = terminal
        self.console = console  # a rich Console for the bar (made on the stream otherwise)
        self.done = 0
        self.label = ""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._start = time.monotonic()
        self._ticker: threading.Thread | None = None
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> "Reporter":
        self._start = time.monotonic()
        if self.terminal:
            self._open_bar()
        else:
            self._line()  # at once: the log shows what started and how much there is
            self._ticker = threading.Thread(target=self._tick, name=f"{self.name} progress",
                                            daemon=True)
            self._ticker.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join()
            if exc[0] is None:  # else the error that ended the work is the last word
                self._line()  # the last line: everything done (or how far it got)
        if self._bar is not None:
            self._bar.__exit__(*exc)

    def advance(self, count: int = 1, label: str | None = None,
                total: int | None = None) -> None:
        """`count` more units done; `label` names what is under way (shown by the bar);
        `total` corrects the number of units where it is known only once work began."""
        with self._lock:
            self.done += count
            if label is not None:
                self.label = label
            if total is not None:
                self.total = total
            if self._bar is not None:
                self._bar.update(self._task, completed=self.done, total=self.total,
                                 description=self.label or self.name)

    def line(self) -> str:
        """The plain line: `prove: 120/240 pieces, 25 s`."""
        return (f"{self.name}: {self.done}/{self.total} {self.unit}, "
                f"{time.monotonic() - self._start:.0f} s")

    def _tick(self) -> None:
        while not self._stop.wait(self.interval_s):
            self._line()

    def _line(self) -> None:
        with self._lock:
            text = self.line()
        try:
            print(text, file=self.stream, flush=True)
        except (OSError, ValueError):  # a closed pipe: the command goes on without it
            pass

    def _open_bar(self) -> None:
        console = self.console or Console(file=self.stream)
        self._bar = Progress(TextColumn("{task.description:<22}"), BarColumn(),
                             MofNCompleteColumn(), TextColumn(self.unit),
                             TimeElapsedColumn(), console=console)
        self._bar.__enter__()
        self._task = self._bar.add_task(self.name, total=self.total)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


__all__ = ["INTERVAL_S", "Reporter"]
