"""What every command reads from the shell the same way: the parser, --spec anywhere on
the line, the current directory as a place to import from, an output folder, the types of
numbers (a rank, a dim, a count, seconds) and the options several commands share."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .. import exits
from ..core.dsl import MAX_DIM, MAX_RANK
from ..core.errors import LogicError
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S


class Parser(argparse.ArgumentParser):
    """argparse, except that a usage mistake exits 4, as every command's other mistakes
    of usage do (argparse's own 2 means 'unknown' in cvmverify's table)."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(exits.BAD_USAGE, f"{self.prog}: error: {message}\n")


def take_specs(argv: list[str]) -> tuple[list[str], list[str]]:
    """The --spec values anywhere on the command line (before a `--`), and the rest: a
    spec is the library's, not one command's, so it goes before or after the command."""
    specs, rest = [], []
    k = 0
    while k < len(argv):
        arg = argv[k]
        if arg == "--":
            rest += argv[k:]
            break
        if arg == "--spec" and k + 1 < len(argv):
            specs.append(argv[k + 1])
            k += 2
            continue
        if arg.startswith("--spec="):
            specs.append(arg.partition("=")[2])
        else:
            rest.append(arg)
        k += 1
    return specs, rest


def cwd_importable() -> None:
    """Make ./mymodule.py importable by its name (--spec mymodule, --kernel mymodule:fn)."""
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())


RANKS = f"1..{MAX_RANK}"  # how a rank option shows its values


def rank(text: str) -> int:
    """An argparse type: a rank the runtime allows."""
    return _whole(text, 1, f"a rank in {RANKS}", most=MAX_RANK)


def out_folder(command: str, root: Path) -> None:
    """Make `root` (a command's --out DIR) or say why not, before the command's work rather
    than after it."""
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LogicError(command, "--out DIR to be a folder it can create or write",
                         {"out": str(root), "error": error.strerror or str(error)}) from None


# -- argument types: a value out of range is a usage error (exit 4) before any work -------

def _whole(text: str, least: int, what: str, most: int | None = None) -> int:
    """`text` as a whole number in least..most, else the usage error saying `what`."""
    try:
        value = int(text)
    except ValueError:
        value = least - 1
    if value < least or (most is not None and value > most):
        raise argparse.ArgumentTypeError(f"{what}, got {text!r}")
    return value


def positive(text: str) -> int:
    """An argparse type: a whole number >= 1 (processes, cases, elements)."""
    return _whole(text, 1, "a whole number >= 1")


def count(text: str) -> int:
    """An argparse type: a whole number >= 0 (cases, failures; 0 meaning none)."""
    return _whole(text, 0, "a whole number >= 0")


def dim(text: str) -> int:
    """An argparse type: a dim the runtime allows."""
    return _whole(text, 1, f"a dim in 1..{MAX_DIM}", most=MAX_DIM)


def seconds(text: str) -> float:
    """An argparse type: a positive number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"a number of seconds > 0, got {text!r}")
    return value


# -- options that mean the same in every command that has them ------------------------------

def add_reports(parser: argparse.ArgumentParser) -> None:
    """--json FILE, --junit FILE and --sarif FILE: the command's report, for a CI system
    to read (SARIF for code scanning: cvmverify.sarif)."""
    parser.add_argument("--json", metavar="FILE", help="write a JSON report")
    parser.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    parser.add_argument("--sarif", metavar="FILE",
                        help="write the findings as SARIF 2.1.0, each at the file and line "
                        "that states the rule (for code scanning)")


def add_known(parser: argparse.ArgumentParser, beside: str = "") -> None:
    """--known FILE (repeatable): the findings a project has accepted (`findings`), read
    `beside` any the command already has."""
    parser.add_argument("--known", metavar="FILE", action="append", default=[],
                        help="a TOML file of accepted findings, known = [\"op:obligation\", "
                        f"...]{f', beside {beside}' if beside else ''}: reported as known, not "
                        "failing; an entry that no longer reproduces is reported as stale "
                        "(repeatable)")


def add_solver_limits(parser: argparse.ArgumentParser, per: str) -> None:
    """--rlimit and --timeout: the z3 limits of each `per` (an obligation, a query)."""
    parser.add_argument("--rlimit", type=positive, default=DEFAULT_RLIMIT, metavar="STEPS",
                        help=f"z3 steps per {per} (default %(default)s): the limit that "
                        "decides, the same on any machine; past it a verdict is 'unknown'")
    parser.add_argument("--timeout", type=seconds, default=SAFETY_TIMEOUT_S,
                        help="wall-clock seconds per solver query (default %(default)g), a "
                        "safety net only: an unknown it causes says so, and may differ on "
                        "another machine")


def add_scale_out(parser: argparse.ArgumentParser, work: str, scope: str = "",
                  cache_beside: str = "the current folder") -> None:
    """--jobs, --dask, --cache-dir and --no-cache: where `work` (pieces, identities) runs
    and where what is proven is kept (by default in `cache_beside`); `scope` prefixes the
    help of an option that only some uses of the command take ("with --library: ")."""
    parser.add_argument("--jobs", "-j", type=positive, default=None, metavar="N",
                        help=f"{scope}processes to prove in (default: one per core)")
    parser.add_argument("--dask", metavar="ADDRESS", default=None,
                        help=f"{scope}spread the {work} over the Dask cluster whose scheduler "
                        "is at ADDRESS (tcp://host:8786) instead of local processes")
    parser.add_argument("--cache-dir", metavar="DIR", default=None,
                        help=f"where proven {work} are kept (default: $CVMVERIFY_CACHE_DIR, or "
                        f".cvmverify_cache in {cache_beside}); what did not change is not "
                        "proven again")
    parser.add_argument("--no-cache", action="store_true",
                        help=f"{scope}prove everything again, reading and writing no cache")


def add_input_shapes(parser: argparse.ArgumentParser) -> None:
    """--input-shape NAME=DIMS (repeatable): a graph input's shape in place of its file's."""
    parser.add_argument("--input-shape", type=input_shape, action="append", default=[],
                        metavar="NAME=DIMS",
                        help="the shape of a graph input in place of what its file declares: "
                        "dims by commas, each a number or a dim's name (data=1,3,224,224 or "
                        "data=n,3,224,224; repeatable)")


def input_shape(text: str) -> tuple[str, list[int | str]]:
    """An argparse type: NAME=D0,D1,..., each dim a number or a name."""
    name, sep, dims = text.partition("=")
    parts = [part.strip() for part in dims.split(",")]
    if not sep or not name.strip() or not all(parts):
        raise argparse.ArgumentTypeError(f"NAME=D0,D1,... (dims by commas), got {text!r}")
    return name.strip(), [int(part) if part.isdigit() else part for part in parts]


def share(text: str) -> float:
    """An argparse type: a share in 0..1 (of the cache's entries, of its hits)."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"a share in 0..1 (0.1 for a tenth), got {text!r}")
    return value
