"""Where every command writes: a console for its tables and lines, and the report files
(JSON, JUnit XML) it was asked for."""

from __future__ import annotations

import os
from typing import Any

from rich.console import Console

UNCUT_WIDTH = 10_000  # off a terminal a table is as wide as its widest row


def console(stderr: bool = False, **options: Any) -> Console:
    """A rich console; off a terminal (a pipe, a CI log) its lines are never cut or
    wrapped (rich would wrap at 80 columns), unless COLUMNS asks for a width. Text is
    printed as it is: no emoji codes (slice's x[begin:end:strides] holds ":end:")."""
    terminal = Console(stderr=stderr).is_terminal
    wide = not terminal and "COLUMNS" not in os.environ
    return Console(stderr=stderr, width=UNCUT_WIDTH if wide else None, emoji=False,
                   **options)


def write_reports(report, json_path: str | None, junit_path: str | None) -> None:
    """Write a report (of `prove`, `check`, `equiv` or `precision`) as JSON and JUnit XML
    where asked."""
    for path, render in ((json_path, report.to_json), (junit_path, report.to_junit)):
        if path:
            with open(path, "w") as handle:
                handle.write(render())


def rejected_line(rejected: int) -> str:
    """The summary line of the cache entries a run refused."""
    return (f"{rejected} cache entr{'y' if rejected == 1 else 'ies'} rejected (not written by "
            "this tool for their key, or damaged): proven again; see docs/security.md")
