"""The `cvmverify` command: list, eval, prove, check, equiv, gen ... the operator library
from the shell, one module per command (`add_*_cli` registers its parser, `run_*` runs it),
above the drivers of the flows (`cvmverify.drivers`); `arguments` and `output` are what the
commands share."""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import sys
from typing import Sequence

import z3

from .. import exits
from ..core import registry
from ..core.errors import SpecError
from .arguments import Parser, cwd_importable, take_specs
from .cache import add_cache_cli
from .check import add_check_cli
from .ci import add_ci_cli
from .equiv import add_equiv_cli
from .evaluate import add_eval_cli
from .gen import add_gen_cli
from .graph import add_graph_cli
from .listing import add_list_cli
from .model import add_model_cli
from .precision import add_precision_cli
from .prove import add_prove_cli
from .vectors import add_vectors_cli

__all__ = ["build_parser", "main", "reference"]

EPILOG = """examples:
  cvmverify list
  cvmverify list conv2d clip           # two operators' inputs and attributes
  cvmverify --spec myops list          # with the operators of ./myops.py
  cvmverify eval relu x.npy
  cvmverify eval conv2d x.npy w.npy --attr padding=1,1 --attr groups=2 --out y
  cvmverify eval graphs/add_requant.toml a.npy b.npy
  cvmverify prove                      # the whole library, ranks 1..6
  cvmverify prove conv2d slice --max-rank 3 --json report.json --junit report.xml
  cvmverify prove --precision          # the runtime's precision rules
  cvmverify prove --jobs 8 --stability # every proof solved twice, restated
  cvmverify ci --junit ci.xml          # all that [tool.cvmverify] in pyproject.toml asks
  cvmverify vectors --out vectors/     # cases and answers for a runtime's own tests
  cvmverify precision graphs/conv_requant.toml --input x=8 --input w=8
  cvmverify check relu --kernel mykernels:relu
  cvmverify check relu --lib ./libkernels.so --symbol cvm_relu
  cvmverify check --replay report.json --kernel mykernels:relu
  cvmverify equiv --library            # prove every identity of identities/
  cvmverify equiv a.toml b.toml        # two graphs equivalent for every legal shape?
  cvmverify cache stats                # what the proof cache holds; clear, verify
  cvmverify gen                        # regenerate generated/ (a sample and MANIFEST)
  cvmverify gen --out build/generated  # every generated file
  cvmverify gen graphs/add_requant.toml --max-rank 3
  cvmverify gen --check                # fail if generated/ is stale
  cvmverify gen graphs/dense_requant.toml --contract runtime
  cvmverify graph graphs/conv_requant.toml --svg conv.svg   # a picture of a graph

""" + exits.TABLE + "\n"


# the commands in the order `cvmverify --help` lists them
COMMANDS = (add_list_cli, add_eval_cli, add_prove_cli, add_check_cli, add_vectors_cli,
            add_equiv_cli, add_precision_cli, add_ci_cli, add_cache_cli, add_gen_cli,
            add_graph_cli, add_model_cli)


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command: what `main` reads and `reference` describes."""
    parser = Parser(
        prog="cvmverify", description="Specs of integer inference operators: evaluate them, "
        "prove their shape rules, check kernels against them.", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=_versions(),
                        help="the versions that decide a verdict: cvmverify's and z3's")
    parser.add_argument("--spec", action="append", default=[], metavar="MODULE",
                        help="operator specs to add to the library: a module name (myops), "
                        "a module's file (myops.py, ./specs/myops.py) or a folder of modules;"
                        " repeatable, anywhere on the command line (the current directory "
                        "is importable)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for add_command in COMMANDS:
        add_command(commands)
    return parser


def _versions() -> str:
    """cvmverify's version and z3's: the same spec and options give the same verdicts with
    the same two (z3's resource limit counts its own steps)."""
    try:
        own = importlib.metadata.version("cvmverify")
    except importlib.metadata.PackageNotFoundError:  # a checkout that is not installed
        own = "(not installed)"
    return f"cvmverify {own}, z3 {z3.get_version_string()}"


def reference() -> str:
    """docs/cli.md: the help of cvmverify and of every command, at a width of 100 columns
    (a test keeps the file equal to it)."""
    previous = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"  # argparse wraps at the terminal's width
    try:
        parser = build_parser()
        commands = next(a for a in parser._actions
                        if isinstance(a, argparse._SubParsersAction))
        parts = ["# cvmverify command line", "",
                 "Every command and option, as `--help` prints them. Regenerate after a change:",
                 "", "    python -c 'from cvmverify.cli import reference; "
                 "print(reference(), end=\"\")' > docs/cli.md", "", "```",
                 parser.format_help().rstrip(), "```"]
        for name, command in commands.choices.items():
            parts += ["", f"## cvmverify {name}", "", "```", command.format_help().rstrip(),
                      "```"]
        return "\n".join(parts) + "\n"
    finally:
        if previous is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = previous


def main(argv: Sequence[str] | None = None) -> int:
    specs, argv = take_specs(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if specs:
            cwd_importable()
        for module in specs:
            registry.load_module(module)
        return args.run(args)
    except Exception as error:  # the mistakes of exits.TABLE; any other is a bug: raised
        code = exits.code_for(error)
        if code is None:
            raise
        label = "spec error" if isinstance(error, SpecError) else "error"
        print(f"{label}: {error}", file=sys.stderr)
        return code
