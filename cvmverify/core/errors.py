"""The two error classes of the runtime, plus the one for a broken spec.

A `LogicError` is the caller's fault (an invalid attribute, shape or value: the runtime's
``VERIFY``). A `SpecError` is a defect in a spec itself: it names the spec's file and line.
"""

from __future__ import annotations


class LogicError(ValueError):
    """A violated precondition: the message names the op, the condition and the values."""

    def __init__(self, op: str, condition: str, values: dict[str, object] | None = None,
                 hint: str = ""):
        self.op = op
        self.condition = condition
        self.hint = hint
        self.values = dict(values or {})
        shown = ", ".join(f"{k}={v}" for k, v in self.values.items())
        message = f"{op}: requires {condition}"
        if shown:
            message += f" (got {shown})"
        if hint:
            message += f"; {hint}"
        super().__init__(message)

    def __reduce__(self):  # rebuilt from its parts when it crosses a process
        return type(self), (self.op, self.condition, self.values, self.hint)


class SpecError(Exception):
    """A spec is malformed or contradicts itself; `where` is the spec's file:line."""

    def __init__(self, op: str, problem: str, where: str = ""):
        self.op = op
        self.problem = problem
        self.where = where
        super().__init__(f"spec of {op}{f' ({where})' if where else ''}: {problem}")

    def __reduce__(self):  # a prover child sends it to the parent as a pickle
        return type(self), (self.op, self.problem, self.where)


def unreadable(error: OSError | UnicodeDecodeError) -> str:
    """Why a text file could not be read, in a few words: the system's reason, or that its
    bytes are not UTF-8 text (a binary file, a .npy say, given where a TOML file belongs)."""
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    return error.strerror or str(error)
