"""Whether a call comes from a script's unguarded top level.

Worker processes started by "spawn" or "forkserver" import the main script again before
they run anything. A call at the script's top level, outside
``if __name__ == "__main__":``, then runs again in every worker, which may not start
processes of its own while it is being imported: the pool breaks. The identity library answers
such a call in this process; the kernel checker refuses it at once, saying what to do. (The
prover's children are started as ``python -m cvmverify.prove.child`` and never import the
script.)
"""

from __future__ import annotations

import ast
import sys
from functools import lru_cache


def unguarded_caller() -> tuple[str, int] | None:
    """(script, line) of the top-level statement of the main script this call runs
    under, when that statement is not an ``if __name__ ...`` block; None otherwise (an
    interactive session, ``python -c``, a test runner, a guarded call)."""
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "<module>" and frame.f_globals.get("__name__") == "__main__":
            path = frame.f_globals.get("__file__")
            if path is None or _guarded(path, frame.f_lineno):
                return None
            return path, frame.f_lineno
        frame = frame.f_back
    return None


def _guarded(path: str, line: int) -> bool:
    statement = next((s for s in _top_level(path) if s.lineno <= line <= s.end_lineno), None)
    return (statement is None  # the source changed since it ran: do not guess
            or isinstance(statement, ast.If) and "__name__" in ast.unparse(statement.test))


@lru_cache(maxsize=8)
def _top_level(path: str) -> tuple[ast.stmt, ...]:
    try:
        with open(path, encoding="utf-8") as handle:
            return tuple(ast.parse(handle.read(), path).body)
    except (OSError, SyntaxError, ValueError):
        return ()
