"""`cvmverify equiv`: prove two graphs equivalent, an identity, or the identity library."""

from __future__ import annotations

import argparse

from ..core.dsl import MAX_DIM, MAX_RANK
from ..core.solver import DEFAULT_RLIMIT
from .engine import DEFAULT_TIMEOUT_S, Verdict, equivalent
from .library import LibraryReport, default_library, prove_library
from .template import from_files, load_identity

EPILOG = """examples:
  cvmverify equiv a.toml b.toml              # two graph files: the same inputs and outputs
  cvmverify equiv a.toml b.toml --domain lhs # b agrees with a wherever a is valid
  cvmverify equiv identities/flatten_reshape.toml      # one identity file (both sides)
  cvmverify equiv --library                  # every identity of identities/
  cvmverify equiv --library my_identities --json report.json --junit report.xml

exit codes: 0 every verdict as claimed, 1 a claim refuted, 2 anything unknown or bounded,
4 bad usage or input (cvmverify/exits.py)
"""


def _rank(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_RANK:
        raise argparse.ArgumentTypeError(f"must be in 1..{MAX_RANK}")
    return value


def _dim(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_DIM:
        raise argparse.ArgumentTypeError("must be in 1..2^24")
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError("must be positive")
    return value


def _steps(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be a whole number of z3 steps > 0")
    return value


def add_cli(commands) -> None:
    eq = commands.add_parser(
        "equiv", help="prove graphs equivalent, bit-exact, for every legal shape",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    eq.add_argument("files", nargs="*", metavar="FILE",
                    help="two graph files, or one identity file")
    eq.add_argument("--library", nargs="?", const="", metavar="DIR",
                    help="prove every identity of DIR (default: identities/)")
    eq.add_argument("--domain", choices=("both", "lhs"), default=None,
                    help="with two graph files: compare where both are valid and require the "
                    "same domain (both, the default), or only where the first is valid (lhs: "
                    "a rewrite of the first into the second)")
    eq.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="with --library: only this identity (repeat for several)")
    eq.add_argument("--max-rank", type=_rank, default=MAX_RANK,
                    help=f"largest rank of an input (default {MAX_RANK})")
    eq.add_argument("--max-dim", type=_dim, default=None,
                    help="bound every dim (default: unbounded up to the runtime limit)")
    eq.add_argument("--unroll-dim", type=_dim, default=None,
                    help="extents up to which a reduction the engine cannot decide "
                    "symbolically is unrolled; without it such a verdict is 'bounded' "
                    "(exit 2), with it 'equivalent' within that bound")
    eq.add_argument("--rlimit", type=_steps, default=DEFAULT_RLIMIT, metavar="STEPS",
                    help="z3 steps per solver query (default %(default)s): the limit that "
                    "decides, the same on any machine; past it a verdict is 'unknown'")
    eq.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT_S,
                    help="wall-clock seconds per solver query (default %(default)g), a safety "
                    "net only: an unknown it causes says so, and may differ on another machine")
    eq.add_argument("--jobs", type=int, default=None,
                    help="processes for --library (default: one per core)")
    eq.add_argument("--json", metavar="FILE", help="write a JSON report")
    eq.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    eq.set_defaults(run=run, parser=eq)


def run(args) -> int:
    from ..cli import console

    out = console(highlight=False)
    options = dict(max_rank=args.max_rank, max_dim=args.max_dim, timeout_s=args.timeout,
                   unroll_dim=args.unroll_dim, rlimit=args.rlimit)
    if args.library is not None:
        if args.files:
            args.parser.error("give --library or FILEs, not both")
        report = _library(args, options)
    else:
        if args.only:
            args.parser.error("--only goes with --library")
        if len(args.files) not in (1, 2):
            args.parser.error("give two graph files, one identity file, or --library")
        if args.domain and len(args.files) != 2:
            args.parser.error("--domain goes with two graph files")
        report = LibraryReport([_files(args.files, args.domain, options)], args.max_rank,
                               args.max_dim)
    for verdict in report.verdicts:
        _show(out, verdict)
    out.print(report.summary())
    from ..cli import write_reports

    write_reports(report, args.json, args.junit)
    return report.exit_code()


def _files(files: list[str], domain: str | None, options) -> Verdict:
    if len(files) == 1:
        _not_a_graph(files[0])
        return equivalent(load_identity(files[0]), **options)
    identity = from_files(*files)
    identity.domain = domain or "both"
    return equivalent(identity, **options)


def _not_a_graph(path: str) -> None:
    """One file must be an identity (both sides); a graph alone has nothing to be
    compared with, which its keys (nodes, outputs) would otherwise be blamed for."""
    import tomllib

    from ..core.errors import LogicError

    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError):
        return  # load_identity says what is wrong with the file
    if "nodes" in data and not {"lhs", "rhs"} & set(data):
        raise LogicError("equiv", "a second graph file to compare a graph with, or one "
                         "identity file (both sides, [lhs] and [rhs])", {"file": path},
                         hint=f"cvmverify equiv {path} OTHER.toml")


def _known_identities(directory: str, names: list[str]) -> None:
    """--only names that are not identities of the folder: a guess for a misspelt one."""
    from ..core.errors import LogicError
    from ..core.registry import unknown_name_hint
    from .library import identity_files

    known = [path.stem for path in identity_files(directory, None)]
    unknown = [name for name in names if name not in known]
    if unknown:
        raise LogicError("equiv --only", f"names of identities in {directory}",
                         {"unknown": unknown}, hint=unknown_name_hint(
                             unknown[0], known, f"`ls {directory}` lists them"))


def _library(args, options) -> LibraryReport:
    from ..progress import Reporter
    from .library import identity_files

    directory = args.library or default_library()
    _known_identities(directory, args.only)
    total = len(identity_files(directory, args.only or None))
    # a bar on a terminal, a plain line every 10 s in a CI log
    with Reporter("equiv", total=total, unit="identities") as progress:
        return prove_library(directory, names=args.only or None, jobs=args.jobs,
                             progress=lambda verdict: progress.advance(label=verdict.identity),
                             **options)


_STYLE = {"equivalent": "green", "not-equivalent": "red", "bounded": "yellow",
          "unknown": "yellow"}


def _show(out, verdict: Verdict) -> None:
    expected = "" if verdict.ok else f" (claimed {verdict.expect})"
    out.print(f"[{_STYLE[verdict.status]}]{verdict.status.upper()}[/]{expected} "
              f"{verdict.identity} [{verdict.seconds:.2f} s]", markup=True)
    out.print(f"    bound: {verdict.bound}", markup=False)
    if verdict.counterexample is not None:
        out.print(f"    counterexample: {verdict.counterexample}", markup=False)
    if verdict.reason:
        out.print(f"    reason: {verdict.reason}", markup=False)

