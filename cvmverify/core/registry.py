"""The operator library: every spec module under `spec/`, loaded once, looked up by name.

Operators outside the repository join it from a module of specs written like those of
`spec/`: named on the command line (``cvmverify --spec mymodule ...``, `load_module`) or
declared by an installed package under the entry point group ``cvmverify.specs``::

    [project.entry-points."cvmverify.specs"]
    myops = "mypackage.specs"
"""

from __future__ import annotations

import contextlib
import difflib
import importlib
import importlib.metadata
import os
import pkgutil
import sys
import traceback
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
    """Add the operators of `name` to the library: a module importable from sys.path
    (``myops``, ``pkg.myops``), a module's file (``myops.py``, ``./specs/myops.py``) or a
    folder of modules (``specs/``). A path is kept as given, so that a prover's worker,
    which loads the same names, finds the same files."""
    load()
    for module in _modules_of(name):
        _import_specs(module, "--spec")
    if name not in _USER_MODULES:
        _USER_MODULES.append(name)


def load_modules(names: list[str]) -> None:
    """`load_module` for each name: how a worker process gets the caller's operators."""
    for name in names:
        load_module(name)


def user_modules() -> list[str]:
    """The modules added with `load_module`, in order."""
    return list(_USER_MODULES)


def is_path(name: str) -> bool:
    """Whether a --spec value names a file or folder rather than a module: a module name
    holds neither a slash nor a .py suffix, and a folder is a path too."""
    return name.endswith(".py") or os.sep in name or "/" in name or os.path.isdir(name)


def _modules_of(name: str) -> list[str]:
    """The importable names behind a --spec value; a path's folder joins sys.path."""
    if not is_path(name):
        return [name]
    path = os.path.abspath(name)
    if os.path.isfile(path) and path.endswith(".py"):
        folder, module = os.path.split(path[:-3])
        _importable(folder)
        return [module]
    if os.path.isdir(path):
        if os.path.isfile(os.path.join(path, "__init__.py")):  # a package: its modules
            parent, package = os.path.split(path.rstrip(os.sep))
            _importable(parent)
            prefix = f"{package}."
        else:
            _importable(path)
            prefix = ""
        modules = sorted(f"{prefix}{m.name}" for m in pkgutil.iter_modules([path])
                         if not m.name.startswith("_"))
        if modules:
            return modules
        raise LogicError("--spec", "a folder that holds modules of specs",
                         {"folder": name})
    raise LogicError("--spec", "a module name (myops), a module's file (myops.py) or a "
                     "folder of modules", {"spec": name, "error": "no such file or folder"})


def _importable(folder: str) -> None:
    if folder not in sys.path:
        sys.path.insert(0, folder)


def _import_specs(module: str, origin: str) -> None:
    """Import a module of specs. That it is missing is the caller's mistake (a
    LogicError); anything its own code raises is a SpecError at the user's file and line."""
    try:
        importlib.import_module(module)
    except (SpecError, LogicError):
        raise
    except ModuleNotFoundError as error:
        if error.name is not None and (module == error.name
                                       or module.startswith(f"{error.name}.")):
            hint = f"did you mean {module}.py?" if not module.endswith(".py") and \
                os.path.isfile(f"{module}.py") else ""
            raise LogicError(origin, "an importable module of specs",
                             {"module": module, "error": str(error)}, hint=hint) from None
        raise _spec_error(module, error) from None
    except Exception as error:  # a NameError, a declaration missing summary=, ...
        raise _spec_error(module, error) from None


def _spec_error(module: str, error: BaseException) -> SpecError:
    """`error`, raised while importing `module`, as a SpecError at the innermost line of
    the user's code (not cvmverify's, not the import machinery's)."""
    from .ir import is_spec_code

    where = ""
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if not frame.filename.startswith("<") and is_spec_code(frame.filename):
            where = f"{os.path.relpath(frame.filename)}:{frame.lineno}"
            break
    return SpecError(f"module {module}", f"{type(error).__name__}: {error}", where)


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
        raise LogicError(str(name), "a known operator name", hint=unknown_name_hint(
            str(name), list(_ALIASES), "`cvmverify list` lists every operator"))
    return _SPECS[canonical]


def unknown_name_hint(name: str, known: list[str], where: str) -> str:
    """'did you mean ...?' for a misspelt name, and where to find every name (a list of 40
    names on one line helps no one)."""
    close = difflib.get_close_matches(name, known, n=3, cutoff=0.6)
    guess = f"did you mean {' or '.join(repr(c) for c in close)}? " if close else ""
    return guess + where
