"""`cvmverify eval`: an operator (or a graph's TOML file) evaluated on .npy inputs."""

from __future__ import annotations

import argparse
import ast
from typing import Any

import numpy as np

from .. import exits
from ..core import registry
from ..core.errors import LogicError
from ..core.evaluate import evaluate
from ..core.graph import evaluate_graph, load_graph
from ..drivers import is_graph_file
from .arguments import add_input_shapes


def add_eval_cli(commands) -> None:
    ev = commands.add_parser(
        "eval", help="evaluate an operator on .npy inputs", epilog="attribute values: ints "
        "(3), tuples (1,2 or (1,2)), bools (true/false), none, or strings (explicit)",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ev.add_argument("op", help="operator name (see `cvmverify list`) or a graph's TOML file")
    ev.add_argument("inputs", nargs="*",
                    help=".npy files, in the operator's (or the graph's) input order")
    ev.add_argument("--attr", "-a", action="append", default=[], metavar="NAME=VALUE",
                    help="an attribute (repeat for several)")
    ev.add_argument("--out", "-o", metavar="PREFIX",
                    help="save outputs as PREFIX0.npy, PREFIX1.npy, ... instead of printing")
    add_input_shapes(ev)
    ev.set_defaults(run=run_eval)


def parse_value(text: str) -> Any:
    """An attribute value from the shell: 3, 1,2, (1,2), true, none, or a plain string."""
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered in ("none", "null"):
        return None
    try:
        value = ast.literal_eval(text if not text.endswith(",") else f"({text})")
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return text  # not a Python literal (or an absurd one): the plain string
    return list(value) if isinstance(value, (tuple, list)) else value


def run_eval(args) -> int:
    graph = None
    if is_graph_file(args.op):
        graph = load_graph(args.op, dict(args.input_shape))
        if args.attr:
            raise LogicError("eval", "no --attr with a graph (its attributes are in its "
                             "file); --attr is for an operator", {"attr": args.attr})
    declared = {} if graph else {decl.name: decl for decl in registry.get(args.op).attrs}
    attrs = {}
    for item in args.attr:
        name, sep, value = item.partition("=")
        if not sep:
            raise LogicError("eval", "--attr NAME=VALUE", {"attr": repr(item)})
        decl, value = declared.get(name.strip()), parse_value(value)
        attrs[name.strip()] = decl.from_shell(args.op, value) if decl else value
    unknown = sorted(set(attrs) - set(declared)) if graph is None else []
    if unknown:  # said here, with a guess, rather than by the binder without one
        hint = registry.unknown_name_hint(unknown[0], list(declared),
                                          "`cvmverify list` lists each operator's")
        raise LogicError(args.op, f"known attributes ({', '.join(declared) or 'none'})",
                         {"unknown": unknown}, hint=hint)
    inputs = [load_npy(path) for path in args.inputs]
    if graph is not None:
        outputs = list(evaluate_graph(graph, inputs).values())
    else:
        outputs = evaluate(args.op, inputs, **attrs)
    for k, out in enumerate(outputs):
        if args.out:
            save_npy(f"{args.out}{k}.npy", out)
            print(f"{args.out}{k}.npy: shape {out.shape}, dtype {out.dtype}")
        else:
            print(f"output {k}: shape {out.shape}, dtype {out.dtype}")
            print(np.array2string(out, threshold=200))
    return exits.PASSED


def load_npy(path: str) -> np.ndarray:
    def unreadable(reason: str) -> LogicError:
        return LogicError("eval", "readable .npy inputs", {"file": path, "error": reason})

    try:
        with open(path, "rb") as handle:
            is_npy = handle.read(len(_NPY_MAGIC)) == _NPY_MAGIC
        if is_npy:
            return np.load(path, allow_pickle=False)
    except (OSError, ValueError, EOFError) as error:
        raise unreadable(str(error)) from None
    raise unreadable("not a .npy file")  # numpy itself would blame pickling


def save_npy(path: str, array: np.ndarray) -> None:
    try:
        np.save(path, array)
    except OSError as error:
        raise LogicError("eval", "--out PREFIX in a writable folder",
                         {"file": path, "error": error.strerror or str(error)}) from None


_NPY_MAGIC = b"\x93NUMPY"
