"""The operator library: every spec module under `spec/`, loaded once, looked up by name."""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
from typing import TYPE_CHECKING, Iterator

from .errors import LogicError, SpecError

if TYPE_CHECKING:
    from .dsl import OperatorSpec

_SPECS: dict[str, "OperatorSpec"] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(spec: "OperatorSpec") -> None:
    for name in (spec.name, *spec.aliases):
        owner = _ALIASES.get(name)
        if owner is not None and owner != spec.name:
            raise SpecError(spec.name, f"name {name!r} is already taken by {owner}", spec.where)
    _SPECS[spec.name] = spec
    for name in (spec.name, *spec.aliases):
        _ALIASES[name] = spec.name


@contextlib.contextmanager
def registered(spec: "OperatorSpec") -> Iterator["OperatorSpec"]:
    """`spec` findable by name for the duration (a graph checked as one operator), then
    gone again: the library itself is unchanged afterwards."""
    load()
    register(spec)
    try:
        yield spec
    finally:
        _SPECS.pop(spec.name, None)
        for name in (spec.name, *spec.aliases):
            _ALIASES.pop(name, None)


def load() -> None:
    """Import every module of the operator library (idempotent)."""
    global _loaded
    if _loaded:
        return
    package = importlib.import_module("cvmverify.specs")
    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"cvmverify.specs.{module.name}")
    _loaded = True


def is_registered(spec: "OperatorSpec") -> bool:
    """Whether `spec` is the library's own (so other processes can find it by name)."""
    load()
    return _SPECS.get(spec.name) is spec


def names() -> list[str]:
    """The canonical operator names, in library order (family by family)."""
    load()
    return list(_SPECS)


def get(name: str) -> "OperatorSpec":
    """The spec of `name` (a canonical name or an alias)."""
    load()
    canonical = _ALIASES.get(name)
    if canonical is None:
        raise LogicError(str(name), "a known operator name",
                         hint=f"known operators: {', '.join(sorted(_SPECS))}")
    return _SPECS[canonical]
