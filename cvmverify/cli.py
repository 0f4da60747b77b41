"""The `cvmverify` command: list, eval and prove the operator library from the shell."""

from __future__ import annotations

import argparse
import ast
import json
import sys
from typing import Any, Sequence

import numpy as np

from . import registry
from .dsl import MISSING, Choice, attr_kind
from .errors import LogicError, SpecError

EPILOG = """examples:
  cvmverify list
  cvmverify eval relu x.npy
  cvmverify eval conv2d x.npy w.npy --attr padding=1,1 --attr groups=2 --out y
  cvmverify prove                      # the whole library, ranks 1..6
  cvmverify prove conv2d slice --max-rank 3 --json report.json --junit report.xml
  cvmverify check relu --kernel mykernels:relu
  cvmverify check relu --lib ./libkernels.so --symbol cvm_relu
  cvmverify gen                        # regenerate generated/
  cvmverify gen --check                # fail if generated/ is stale
"""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="cvmverify", description="Specs of integer inference operators: evaluate them, "
        "prove their shape rules, check kernels against them.", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    listing = commands.add_parser("list", help="the operators, their inputs and attributes")
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    listing.set_defaults(run=_list)

    ev = commands.add_parser(
        "eval", help="evaluate an operator on .npy inputs", epilog="attribute values: ints "
        "(3), tuples (1,2 or (1,2)), bools (true/false), none, or strings (explicit)",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ev.add_argument("op", help="operator name (see `cvmverify list`)")
    ev.add_argument("inputs", nargs="*", help=".npy files, in the operator's input order")
    ev.add_argument("--attr", "-a", action="append", default=[], metavar="NAME=VALUE",
                    help="an attribute (repeat for several)")
    ev.add_argument("--out", "-o", metavar="PREFIX",
                    help="save outputs as PREFIX0.npy, PREFIX1.npy, ... instead of printing")
    ev.set_defaults(run=_eval)

    pr = commands.add_parser("prove", help="prove the shape rules of operators with z3")
    pr.add_argument("ops", nargs="*", help="operators (default: all)")
    pr.add_argument("--max-rank", type=int, default=6, choices=range(1, 7), metavar="1..6",
                    help="largest rank (default 6)")
    pr.add_argument("--max-dim", type=int, default=None,
                    help="bound every dim (default: unbounded up to the runtime limit)")
    pr.add_argument("--timeout", type=float, default=10.0,
                    help="seconds per obligation (default 10); a timeout is 'unknown'")
    pr.add_argument("--json", metavar="FILE", help="write a JSON report")
    pr.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    pr.add_argument("--smt2", metavar="DIR", help="dump every obligation as SMT-LIB2 into DIR")
    pr.add_argument("--allow-unknown", action="store_true",
                    help="exit 0 even when some obligation is unknown")
    pr.add_argument("--verbose", "-v", action="store_true", help="list every obligation")
    pr.set_defaults(run=_prove)

    from .check.cli import add_cli

    add_cli(commands)

    gen = commands.add_parser(
        "gen", help="render the NumPy and CUDA kernels of every operator and graph into "
        "generated/")
    gen.add_argument("ops", nargs="*",
                     help="operators (or graphs/ names) to render (default: everything)")
    gen.add_argument("--check", action="store_true",
                     help="render in memory and fail (exit 1) if generated/ differs")
    gen.add_argument("--out", metavar="DIR", default=None,
                     help="the folder to write or compare (default: generated/)")
    gen.set_defaults(run=_gen)

    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except LogicError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except SpecError as error:
        print(f"spec error: {error}", file=sys.stderr)
        return 3


# --- list ---------------------------------------------------------------------------------


def _attr_text(decl) -> str:
    text = f"{decl.name}:{attr_kind(decl)}"
    if isinstance(decl, Choice):
        text += "{" + "|".join(decl.options) + "}"
    if decl.default is not MISSING:
        text += f"={decl.default!r}"
    return text


def _list(args) -> int:
    rows = []
    for name in registry.names():
        spec = registry.get(name)
        inputs = ", ".join(
            (f"{i.name}0.." if i.variadic else i.name) + ("?" if i.optional else "")
            for i in spec.inputs)
        rows.append({"op": name, "family": spec.family, "aliases": list(spec.aliases),
                     "inputs": inputs, "attrs": [_attr_text(a) for a in spec.attrs],
                     "summary": spec.summary})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{len(rows)} operators")
    table.add_column("op", no_wrap=True)  # names are what a reader searches for
    for column in ("family", "inputs", "attributes", "summary"):
        table.add_column(column, overflow="fold")
    for row in rows:
        op = row["op"] + (f" ({', '.join(row['aliases'])})" if row["aliases"] else "")
        table.add_row(op, row["family"], row["inputs"], "\n".join(row["attrs"]), row["summary"])
    Console().print(table)
    return 0


# --- eval ---------------------------------------------------------------------------------


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


def _eval(args) -> int:
    attrs = {}
    for item in args.attr:
        name, sep, value = item.partition("=")
        if not sep:
            print(f"error: --attr takes NAME=VALUE, got {item!r}", file=sys.stderr)
            return 2
        attrs[name.strip()] = parse_value(value)
    try:
        inputs = [np.load(path, allow_pickle=False) for path in args.inputs]
    except (OSError, ValueError) as error:
        print(f"error: cannot read input: {error}", file=sys.stderr)
        return 2
    from .evaluate import evaluate

    outputs = evaluate(args.op, inputs, **attrs)
    for k, out in enumerate(outputs):
        if args.out:
            try:
                np.save(f"{args.out}{k}.npy", out)
            except OSError as error:
                print(f"error: cannot write output: {error}", file=sys.stderr)
                return 2
            print(f"{args.out}{k}.npy: shape {out.shape}, dtype {out.dtype}")
        else:
            print(f"output {k}: shape {out.shape}, dtype {out.dtype}")
            print(np.array2string(out, threshold=200))
    return 0


# --- prove --------------------------------------------------------------------------------


def _prove(args) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, \
        TimeElapsedColumn
    from rich.table import Table

    from .prove import prove

    names = args.ops or registry.names()
    for name in names:
        registry.get(name)  # unknown names fail before any work
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description:<22}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("ops"), TimeElapsedColumn(), console=console,
                  disable=not console.is_terminal) as progress:
        task = progress.add_task("proving", total=len(names))
        state = {"op": None}

        def advance(op: str, _count: int) -> None:
            if op != state["op"]:
                if state["op"] is not None:
                    progress.advance(task)
                state["op"] = op
                progress.update(task, description=op)

        report = prove(names, max_rank=args.max_rank, max_dim=args.max_dim,
                       timeout_s=args.timeout, smt2_dir=args.smt2, progress=advance)
        progress.update(task, completed=len(names))

    out = Console()
    table = Table(title=f"cvmverify prove: rank 1..{args.max_rank}, " + (
        f"dims 1..{args.max_dim}" if args.max_dim else "dims unbounded (runtime limit 2^24)"))
    for column in ("op", "instances", "obligations", "proven", "refuted", "unknown", "seconds"):
        table.add_column(column, justify="left" if column == "op" else "right")
    per_op: dict[str, dict[str, Any]] = {}
    for r in report.results:
        row = per_op.setdefault(r.op, {"structures": set(), "proven": 0, "refuted": 0,
                                       "unknown": 0, "seconds": 0.0})
        row["structures"].add(r.structure)
        row[r.status] += 1
        row["seconds"] += r.seconds
    for op, row in per_op.items():
        total = row["proven"] + row["refuted"] + row["unknown"]
        table.add_row(op, str(len(row["structures"])), str(total), str(row["proven"]),
                      _red(row["refuted"]), _red(row["unknown"]), f"{row['seconds']:.2f}")
    out.print(table)
    for r in report.results:
        if r.status != "proven" or args.verbose:
            out.print(f"[bold]{r.status.upper()}[/] {r.op} {r.obligation}: {r.detail}\n"
                      f"    bound: {r.bound}")
            if r.counterexample is not None:
                out.print(f"    counterexample: {r.counterexample}")
            if r.reason:
                out.print(f"    reason: {r.reason}")
    for note in report.notes if args.verbose else []:
        out.print(f"note: {note}")
    counts = report.counts()
    out.print(f"{counts['proven']} proven, {counts['refuted']} refuted, {counts['unknown']} "
              f"unknown; {report.instances} instances ({report.covered} more structures "
              f"covered by the same obligations); {sum(r.seconds for r in report.results):.1f}"
              " s in z3")
    write_reports(report, args.json, args.junit)
    return report.exit_code(allow_unknown=args.allow_unknown)


def write_reports(report, json_path: str | None, junit_path: str | None) -> None:
    """Write a report (of `prove` or `check`) as JSON and JUnit XML where asked."""
    for path, render in ((json_path, report.to_json), (junit_path, report.to_junit)):
        if path:
            with open(path, "w") as handle:
                handle.write(render())


def _red(count: int) -> str:
    return f"[red]{count}[/]" if count else "0"


# --- gen ----------------------------------------------------------------------------------


def _gen(args) -> int:
    from rich.console import Console
    from rich.progress import Progress

    from .codegen import generate

    root = args.out or generate.GENERATED
    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("rendering", total=None)

        def progress(done: int, total: int, name: str) -> None:
            bar.update(task, completed=done, total=total, description=f"rendering {name}")

        files = generate.render_files(generate.targets(args.ops or None), progress=progress)
    if args.check:
        differing = generate.stale(files, root, complete=not args.ops)
        if differing:
            print(f"{len(differing)} generated file(s) are stale; run `cvmverify gen`",
                  file=sys.stderr)
            return 1
        print(f"{len(files)} generated files are up to date")
        return 0
    changed = generate.write(files, root, complete=not args.ops)
    print(f"{len(files)} files rendered, {len(changed)} changed" +
          "".join(f"\n  {path}" for path in changed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
