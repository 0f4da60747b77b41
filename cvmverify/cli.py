"""The `cvmverify` command: list, eval and prove the operator library from the shell."""

from __future__ import annotations

import argparse
import ast
import json
import os
import sys
from collections import Counter
from typing import Any, Sequence

import numpy as np

from . import exits
from .core import registry
from .core.dsl import MAX_RANK, MISSING
from .core.errors import LogicError, SpecError
from .core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S

EPILOG = """examples:
  cvmverify list
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
  cvmverify gen                        # regenerate generated/ (a sample and MANIFEST)
  cvmverify gen --out build/generated  # every generated file
  cvmverify gen graphs/add_requant.toml --max-rank 3
  cvmverify gen --check                # fail if generated/ is stale
  cvmverify gen graphs/dense_requant.toml --contract runtime

""" + exits.TABLE + "\n"


class Parser(argparse.ArgumentParser):
    """argparse, except that a usage mistake exits 4, as every command's other mistakes
    of usage do (argparse's own 2 means 'unknown' in cvmverify's table)."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(exits.BAD_USAGE, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command: what `main` reads and `reference` describes."""
    parser = Parser(
        prog="cvmverify", description="Specs of integer inference operators: evaluate them, "
        "prove their shape rules, check kernels against them.", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", action="append", default=[], metavar="MODULE",
                        help="operator specs to add to the library: a module name (myops), "
                        "a module's file (myops.py, ./specs/myops.py) or a folder of modules;"
                        " repeatable, anywhere on the command line (the current directory "
                        "is importable)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    listing = commands.add_parser("list", help="the operators, their inputs and attributes")
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    listing.set_defaults(run=_list)

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
    ev.set_defaults(run=_eval)

    pr = commands.add_parser("prove", help="prove the shape rules of operators with z3",
                             description=PROVE_DESCRIPTION)
    pr.add_argument("ops", nargs="*", help="operators (default: all)")
    pr.add_argument("--max-rank", type=int, default=6, choices=range(1, 7), metavar="1..6",
                    help="largest rank (default 6)")
    pr.add_argument("--max-dim", type=int, default=None,
                    help="bound every dim (default: unbounded up to the runtime limit)")
    pr.add_argument("--rlimit", type=int, default=DEFAULT_RLIMIT, metavar="STEPS",
                    help="z3 steps per obligation (default %(default)s): the limit that "
                    "decides, the same on any machine; past it an obligation is 'unknown'")
    pr.add_argument("--timeout", type=float, default=SAFETY_TIMEOUT_S,
                    help="wall-clock seconds per solver query (default %(default)g), a safety "
                    "net only: an unknown it causes says so, and may differ on another machine")
    pr.add_argument("--json", metavar="FILE", help="write a JSON report")
    pr.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    pr.add_argument("--smt2", metavar="DIR", help="dump every obligation as SMT-LIB2 into DIR")
    pr.add_argument("--allow-unknown", action="store_true",
                    help="exit 0 even when some obligation is unknown")
    pr.add_argument("--verbose", "-v", action="store_true", help="list every obligation")
    pr.add_argument("--precision", action="store_true",
                    help="prove the runtime's precision rules instead of the shape rules")
    pr.add_argument("--cache-dir", metavar="DIR", default=None,
                    help="where proven pieces are kept (default: $CVMVERIFY_CACHE_DIR or "
                    ".cvmverify_cache); a spec that did not change is not proven again")
    pr.add_argument("--no-cache", action="store_true",
                    help="prove everything again, reading and writing no cache")
    pr.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                    help="processes to prove in (default: one per core)")
    pr.add_argument("--dask", metavar="ADDRESS", default=None,
                    help="spread the pieces over the Dask cluster whose scheduler is at "
                    "ADDRESS (tcp://host:8786) instead of local processes")
    pr.add_argument("--stability", action="store_true",
                    help="solve every proven obligation again, its names and assertions "
                    "shuffled and with another z3 seed; one that z3 does not repeat is "
                    "unknown")
    pr.add_argument("--piece-limit", type=float, default=1800.0, metavar="SECONDS",
                    help="wall-clock limit of one piece (an op at one rank), after which it "
                    "is stopped and unknown (default 1800), a safety net only")
    pr.add_argument("--known", metavar="FILE", action="append", default=[],
                    help="a TOML file of accepted findings, known = [\"op:obligation\", ...]:"
                    " reported as known, not failing; an entry that no longer reproduces is "
                    "reported as stale (repeatable)")
    pr.set_defaults(run=_prove)

    from .check.cli import add_cli, add_vectors_cli
    from .equiv.cli import add_cli as add_equiv_cli

    add_cli(commands)
    add_vectors_cli(commands)
    add_equiv_cli(commands)

    from .precision.cli import add_precision_cli

    add_precision_cli(commands)

    from .ci.cli import add_ci_cli

    add_ci_cli(commands)

    gen = commands.add_parser(
        "gen", help="render the NumPy and CUDA kernels of every operator and graph into "
        "generated/")
    gen.add_argument("ops", nargs="*", help="operators, graphs/ names or graph TOML files to "
                     "render (default: everything)")
    gen.add_argument("--max-rank", type=rank, default=None,
                     help="largest rank of the operators' kernels (default 6)")
    gen.add_argument("--check", action="store_true",
                     help="render in memory and fail (exit 1) if generated/ differs: a "
                     "folder with a MANIFEST, its kept files byte for byte and every file "
                     "by its hash")
    gen.add_argument("--out", metavar="DIR", default=None,
                     help="the folder to write or compare (default: generated/)")
    gen.add_argument("--keep", metavar="GLOB", action="append", default=None,
                     help="keep only the files matching GLOB (repeatable) in the folder, "
                     "and the SHA-256 of every file in its MANIFEST; later runs keep the "
                     "same files (see docs/cli.md)")
    gen.add_argument("--standalone", action="store_true",
                     help="each NumPy module holds the helpers it uses, instead of sharing "
                     "numpy/cvm_runtime.py with the others: one file to copy anywhere")
    gen.add_argument("--contract", choices=("strict", "runtime"), default=None,
                     help="strict: every step exact and checked; runtime: the kernels of "
                     "graphs whose inputs declare precisions, proven free of int32 overflow "
                     "there, with no per-element check (default: both)")
    gen.set_defaults(run=_gen)
    return parser


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


# --- output -------------------------------------------------------------------------------

UNCUT_WIDTH = 10_000  # off a terminal a table is as wide as its widest row


def console(stderr: bool = False, **options: Any):
    """A rich console; off a terminal (a pipe, a CI log) its lines are never cut or
    wrapped (rich would wrap at 80 columns), unless COLUMNS asks for a width. Text is
    printed as it is: no emoji codes (slice's x[begin:end:strides] holds ":end:")."""
    from rich.console import Console

    terminal = Console(stderr=stderr).is_terminal
    wide = not terminal and "COLUMNS" not in os.environ
    return Console(stderr=stderr, width=UNCUT_WIDTH if wide else None, emoji=False,
                   **options)


# --- list ---------------------------------------------------------------------------------


def _attr_text(decl) -> str:
    text = f"{decl.name}:{decl.listing()}"
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
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=f"{len(rows)} operators")
    table.add_column("op", no_wrap=True)  # names are what a reader searches for
    for column in ("family", "inputs", "attributes", "summary"):
        table.add_column(column, overflow="fold")
    for row in rows:
        op = row["op"] + (f" ({', '.join(row['aliases'])})" if row["aliases"] else "")
        cells = (op, row["family"], row["inputs"], "\n".join(row["attrs"]), row["summary"])
        table.add_row(*map(escape, cells))  # text such as [a_min, a_max] is not markup
    console().print(table)
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


def cwd_importable() -> None:
    """Make ./mymodule.py importable by its name (--spec mymodule, --kernel mymodule:fn)."""
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())


def is_graph_file(name: str) -> bool:
    """Whether a name on the command line is a graph's TOML file, not an operator."""
    return name.endswith(".toml")


def rank(text: str) -> int:
    """An argparse type: a rank the runtime allows."""
    if not text.lstrip("-").isdigit() or not 1 <= int(text) <= MAX_RANK:
        raise argparse.ArgumentTypeError(f"a rank in 1..{MAX_RANK}, got {text!r}")
    return int(text)


def _eval(args) -> int:
    graph = None
    if is_graph_file(args.op):
        from .core.graph import load_graph

        graph = load_graph(args.op)
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
    inputs = []
    for path in args.inputs:
        try:
            inputs.append(np.load(path, allow_pickle=False))
        except (OSError, ValueError, EOFError) as error:
            raise LogicError("eval", "readable .npy inputs",
                             {"file": path, "error": str(error)}) from None
    if graph is not None:
        from .core.graph import evaluate_graph

        outputs = list(evaluate_graph(graph, inputs).values())
    else:
        from .core.evaluate import evaluate

        outputs = evaluate(args.op, inputs, **attrs)
    for k, out in enumerate(outputs):
        if args.out:
            np.save(f"{args.out}{k}.npy", out)  # an OSError is exit 4, as a bad input
            print(f"{args.out}{k}.npy: shape {out.shape}, dtype {out.dtype}")
        else:
            print(f"output {k}: shape {out.shape}, dtype {out.dtype}")
            print(np.array2string(out, threshold=200))
    return exits.PASSED


# --- prove --------------------------------------------------------------------------------

PROVE_DESCRIPTION = """\
Prove the shape rules of operators (with --precision, their precision rules) with z3.
Limits: each obligation is bounded by z3's resource limit (--rlimit, counted in solver steps,
not seconds), so the same spec, options and z3 give the same verdicts on a loaded 2-core
runner and an idle 16-core one. --timeout (per query) and --piece-limit (per piece) are
wall-clock safety nets only; an unknown says which limit it hit and the option that raises
it. Pieces (an op at one rank) run over --jobs processes or a --dask cluster and are kept in
the proof cache, for --precision as for the shape rules. Progress: a bar on a terminal; off
one (a CI log), a line on stderr at least every 10 s, 'prove: 120/240 pieces, 25 s'."""


def _prove(args) -> int:
    from rich.markup import escape
    from rich.table import Table

    from .progress import Reporter
    from .prove import prove
    from .prove.cache import default_directory

    names = args.ops or registry.names()
    for name in names:
        registry.get(name)  # unknown names fail before any work
    cache_dir = None if args.no_cache else args.cache_dir or default_directory()
    # a bar on a terminal, a plain line every 10 s in a CI log (cvmverify.progress)
    with Reporter("prove", total=len(names) * args.max_rank, unit="pieces",
                  console=console(stderr=True)) as progress:
        def advance(op: str, _count: int) -> None:
            progress.advance(label=op)

        if args.precision:
            from .precision.prove import prove_precision

            report = prove_precision(names, max_rank=args.max_rank, timeout_s=args.timeout,
                                     progress=advance, cache_dir=cache_dir, jobs=args.jobs,
                                     dask=args.dask, piece_limit_s=args.piece_limit,
                                     rlimit=args.rlimit)
        else:
            report = prove(names, max_rank=args.max_rank, max_dim=args.max_dim,
                           timeout_s=args.timeout, smt2_dir=args.smt2, progress=advance,
                           cache_dir=cache_dir, jobs=args.jobs, dask=args.dask,
                           piece_limit_s=args.piece_limit, stability=args.stability,
                           rlimit=args.rlimit)

    out = console()
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
        table.add_row(escape(op), str(len(row["structures"])), str(total), str(row["proven"]),
                      _red(row["refuted"]), _red(row["unknown"]), f"{row['seconds']:.2f}")
    out.print(table)
    from .findings import group, load_known

    known = [entry for path in args.known for entry in load_known(path)]
    findings = group(report.results, known)
    for r in report.results if args.verbose else []:
        if r.status == "proven":
            status, rest = r.describe().split(" ", 1)
            out.print(f"[bold]{status}[/] " + escape(rest))
    for finding in findings.found:  # a rule wrong at several ranks is one block
        status, rest = finding.describe().split(" ", 1)
        out.print(f"[bold]{status}[/] " + escape(rest))
    for entry in findings.stale:
        out.print(f"STALE known {entry}: the obligation holds now at ranks 1..{args.max_rank}"
                  "; remove it from the known list", markup=False)
    for note in report.notes if args.verbose else []:
        out.print(f"note: {note}", markup=False)
    if args.precision:
        from .precision.cli import print_tightness

        print_tightness(report, out)
    counts = report.counts()
    out.print(f"{counts['proven']} proven, {counts['refuted']} refuted, {counts['unknown']} "
              f"unknown; {report.instances} instances ({report.covered} more structures "
              f"covered by the same obligations); {sum(r.seconds for r in report.results):.1f}"
              " s in z3")
    if args.stability:
        restated = Counter(r.stability.split(":")[0].split(" (")[0] for r in report.results
                           if r.stability)
        out.print("stability: " + ", ".join(f"{n} {what}" for what, n in sorted(
            restated.items())) + " (each proof solved again renamed, shuffled, another seed)",
            markup=False)
    if report.cached:
        pieces = len(names) * args.max_rank
        out.print(f"{report.cached} of {pieces} pieces (an op at one rank) read from the proof "
                  f"cache, unchanged since proven (z3 seconds as then); --no-cache proves "
                  "them again", markup=False)
    write_reports(report, args.json, args.junit)
    return findings.exit_code(report.results, allow_unknown=args.allow_unknown)


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
    from .codegen import generate
    from .drivers import gen
    from .progress import Reporter

    root = args.out or generate.GENERATED
    if args.check and args.keep:
        raise LogicError("gen", "--keep without --check (it chooses what gen writes, and "
                         "--check writes nothing)", {"keep": args.keep})
    # a bar on a terminal, a plain line every 10 s in a CI log
    with Reporter("gen", total=0, unit="targets") as bar:
        def progress(done: int, total: int, name: str) -> None:
            bar.total = total  # known once the targets are listed
            bar.advance(done - bar.done, label=f"rendering {name}")

        max_rank = args.max_rank or generate.MAX_RANK
        files = gen.generate(args.ops or None, max_rank, args.contract, progress,
                             standalone=args.standalone)
    complete = not args.ops and args.contract is None
    if args.check:
        differing = generate.stale(files, root, complete=complete)
        if differing:
            print(f"{len(differing)} generated file(s) are stale; run `cvmverify gen`",
                  file=sys.stderr)
            return 1
        print(f"{len(files)} generated files are up to date")
        return 0
    changed = generate.write(files, root, complete=complete, keep=args.keep)
    print(f"{len(files)} files rendered, {len(changed)} changed" +
          "".join(f"\n  {path}" for path in changed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
