"""What every command reads from the shell the same way: the parser, --spec anywhere on
the line, a rank, the current directory as a place to import from, an output folder."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .. import exits
from ..core.dsl import MAX_RANK
from ..core.errors import LogicError


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


def rank(text: str) -> int:
    """An argparse type: a rank the runtime allows."""
    if not text.lstrip("-").isdigit() or not 1 <= int(text) <= MAX_RANK:
        raise argparse.ArgumentTypeError(f"a rank in 1..{MAX_RANK}, got {text!r}")
    return int(text)


def out_folder(command: str, root: Path) -> None:
    """Make `root` (a command's --out DIR) or say why not, before the command's work rather
    than after it."""
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LogicError(command, "--out DIR to be a folder it can create or write",
                         {"out": str(root), "error": error.strerror or str(error)}) from None
