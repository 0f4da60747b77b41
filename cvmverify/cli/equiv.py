"""`cvmverify equiv`: prove two graphs equivalent, an identity, or the identity library."""

from __future__ import annotations

import argparse
import sys

from ..core.dsl import MAX_RANK
from ..drivers.equiv import EquivOptions, equiv, identities
from ..equiv.engine import Verdict
from ..progress import Reporter
from ..sarif import from_equiv, write_sarif
from .arguments import (RANKS, add_input_shapes, add_reports, add_scale_out,
                        add_solver_limits, dim, rank, seconds)
from .output import console, rejected_line, write_reports

EPILOG = """examples:
  cvmverify equiv a.toml b.toml              # two graph files: the same inputs and outputs
  cvmverify equiv a.toml b.toml --domain lhs # b agrees with a wherever a is valid
  cvmverify equiv identities/flatten_reshape.toml      # one identity file (both sides)
  cvmverify equiv --library                  # every identity of identities/
  cvmverify equiv --library my_identities --json report.json --junit report.xml

exit codes: 0 every verdict as claimed (a bounded one where its file says bounded = true),
1 a claim refuted, 2 anything unknown or bounded otherwise, 4 bad usage or input
(cvmverify/exits.py)
"""


def add_equiv_cli(commands) -> None:
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
    add_input_shapes(eq)
    eq.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="with --library: only this identity (repeat for several)")
    eq.add_argument("--max-rank", type=rank, metavar=RANKS, default=MAX_RANK,
                    help=f"largest rank of an input (default {MAX_RANK})")
    eq.add_argument("--max-dim", type=dim, default=None,
                    help="bound every dim (default: unbounded up to the runtime limit)")
    eq.add_argument("--unroll-dim", type=dim, default=None,
                    help="extents up to which a reduction the engine cannot decide "
                    "symbolically is unrolled; without it such a verdict is 'bounded' "
                    "(exit 2), with it 'equivalent' within that bound")
    add_solver_limits(eq, per="solver query")
    eq.add_argument("--time-budget", type=seconds, default=None, metavar="SECONDS",
                    help="wall-clock seconds for each identity in all (every rank and "
                    "query); past it the verdict is 'unknown', saying what was covered "
                    "(default: none, each query bounded by --rlimit and --timeout only)")
    add_scale_out(eq, work="identities", scope="with --library: ")
    add_reports(eq)
    eq.set_defaults(run=run_equiv, parser=eq)


def run_equiv(args) -> int:
    if args.library is not None:
        if args.files:
            args.parser.error("give --library or FILEs, not both")
    else:
        if args.only:
            args.parser.error("--only goes with --library")
        if args.dask:
            args.parser.error("--dask goes with --library")
        if len(args.files) not in (1, 2):
            args.parser.error("give two graph files, one identity file, or --library")
        if args.domain and len(args.files) != 2:
            args.parser.error("--domain goes with two graph files")
        if args.input_shape and len(args.files) != 2:
            args.parser.error("--input-shape goes with two graph files")
    options = EquivOptions(
        files=args.files, library=args.library, only=args.only, domain=args.domain,
        max_rank=args.max_rank, max_dim=args.max_dim, unroll_dim=args.unroll_dim,
        rlimit=args.rlimit, timeout_s=args.timeout, time_budget_s=args.time_budget,
        jobs=args.jobs, dask=args.dask, input_shapes=dict(args.input_shape),
        cache=not args.no_cache, cache_dir=args.cache_dir)
    out = console(highlight=False)
    if args.library is None:
        # steps: the small-shape search, then each rank assignment (the total is known
        # once the identity is read); two models say each step of their comparison
        with Reporter("equiv", total=0, unit="steps") as bar:
            report = equiv(options, steps=lambda done, total, label: bar.advance(
                label=label, total=total),
                say=lambda line: print(line, file=sys.stderr, flush=True))
    else:
        # a bar on a terminal, a plain line every 10 s in a CI log
        with Reporter("equiv", total=len(identities(options)), unit="identities") as bar:
            report = equiv(options, progress=lambda verdict: bar.advance(
                label=verdict.identity))
    for verdict in report.verdicts:
        _show(out, verdict)
    out.print(report.summary())
    if report.cached:
        out.print(f"{report.cached} of {len(report.verdicts)} identities read from the proof "
                  "cache, unchanged since proven (seconds as then); --no-cache proves them "
                  "again", markup=False)
    if report.cache_rejected:
        out.print(rejected_line(report.cache_rejected), markup=False)
    write_reports(report, args.json, args.junit)
    write_sarif(args.sarif, from_equiv(report), "equiv")
    return report.exit_code()


_STYLE = {"equivalent": "green", "not-equivalent": "red", "bounded": "yellow",
          "unknown": "yellow"}


def _show(out, verdict: Verdict) -> None:
    expected = f" (claimed {verdict.expect})" if not verdict.ok else \
        " (as its file accepts)" if verdict.status == "bounded" else ""
    out.print(f"[{_STYLE[verdict.status]}]{verdict.status.upper()}[/]{expected} "
              f"{verdict.identity} [{verdict.seconds:.2f} s]", markup=True)
    out.print(f"    bound: {verdict.bound}", markup=False)
    if verdict.counterexample is not None:
        out.print(f"    counterexample: {verdict.counterexample}", markup=False)
    if verdict.reason:
        out.print(f"    reason: {verdict.reason}", markup=False)

