"""The exit codes of every `cvmverify` command: one table, so that a script or a CI job
reads the same number the same way whichever command it ran.

`for_verdicts` maps the verdicts a command found to its code; `code_for` maps what a
command raised to its code (`main` is its only caller).
"""

from __future__ import annotations

from typing import Iterable

from .config import ConfigError
from .core.errors import LogicError, SpecError
from .core.verdict import Status

PASSED = 0    # everything proven, passed, equivalent, up to date
FAILED = 1    # something refuted, failed, not equivalent, stale
UNKNOWN = 2   # nothing failed, but something is unknown or bounded, or nothing ran
BAD_SPEC = 3  # a spec or the [tool.cvmverify] configuration is wrong
BAD_USAGE = 4  # the command line or an input is wrong: an unknown name, a missing file

TABLE = """exit codes (every command):
  0  everything proven, passed or equivalent (and nothing skipped)
  1  something refuted, failed, not equivalent, or a generated file stale
  2  nothing failed, but something is unknown, bounded, skipped, or nothing ran
  3  a bad spec (its file and line are named) or a bad [tool.cvmverify] configuration
  4  bad usage or input: an unknown option, operator or name, a missing or unreadable
     file, a call the operator's rules reject"""


def for_verdicts(statuses: Iterable[Status], *, ran: bool | None = None,
                 allow_unknown: bool = False) -> int:
    """The code of a run whose verdicts that count have `statuses`: FAILED if one is decided
    against (refuted, not equivalent), UNKNOWN if one is undecided (unless `allow_unknown`)
    or nothing ran, else PASSED. `ran` says whether any verdict was given at all, counted
    or not (by default, whether `statuses` holds one): a run of known findings alone ran."""
    statuses = {Status(status) for status in statuses}  # a member, or its text
    if statuses & {Status.REFUTED, Status.NOT_EQUIVALENT}:
        return FAILED
    undecided = any(not status.decided for status in statuses)
    if not (bool(statuses) if ran is None else ran) or (undecided and not allow_unknown):
        return UNKNOWN
    return PASSED


def code_for(error: BaseException) -> int | None:
    """The exit code of an error a command let through, or None for a bug (a traceback)."""
    if isinstance(error, (SpecError, ConfigError)):
        return BAD_SPEC
    if isinstance(error, (LogicError, OSError)):
        return BAD_USAGE
    return None
