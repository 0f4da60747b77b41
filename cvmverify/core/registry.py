"""The operator library: every spec module under `spec/`, loaded once, looked up by name.

Operators outside the repository join it from a module of specs written like those of
`spec/`: named on the command line (``cvmverify --spec mymodule ...``, `load_module`) or
declared by an installed package under the entry point group ``cvmverify.specs``::

    [project.entry-points."cvmverify.specs"]
    myops = "mypackage.specs"
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.metadata
import pkgutil
from typing import TYPE_CHECKING, Iterator

from .errors import LogicError, SpecError

if TYPE_CHECKING:
    from .dsl import OperatorSpec

_SPECS: dict[str, "OperatorSpec"] = {}
_ALIASES: dict[str, str] = {}
_loaded = False
_USER_MODULES: list[str] = []  # named with --spec; the prover's workers load them too
ENTRY_POINTS = "cvmverify.specs"


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
    """Import every module of the operator library and of the installed entry points
    (idempotent)."""
    global _loaded
    if _loaded:
        return
    package = importlib.import_module("cvmverify.specs")
    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"cvmverify.specs.{module.name}")
    _loaded = True  # before the plugins, which may look operators up as they load
    for entry in importlib.metadata.entry_points(group=ENTRY_POINTS):
        _import_specs(entry.value.partition(":")[0], f"entry point {entry.name}")


def load_module(name: str) -> None:
    """Add the operators of module `name` (importable from sys.path) to the library."""
    load()
    _import_specs(name, "--spec")
    if name not in _USER_MODULES:
        _USER_MODULES.append(name)


def load_modules(names: list[str]) -> None:
    """`load_module` for each name: how a worker process gets the caller's operators."""
    for name in names:
        load_module(name)


def user_modules() -> list[str]:
    """The modules added with `load_module`, in order."""
    return list(_USER_MODULES)


def _import_specs(module: str, origin: str) -> None:
    try:
        importlib.import_module(module)
    except ImportError as error:
        raise LogicError(origin, "an importable module of specs",
                         {"module": module, "error": str(error)}) from None


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
