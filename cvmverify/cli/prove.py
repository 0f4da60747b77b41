"""`cvmverify prove`: the shape (or precision) rules of operators proven with z3, a table
per operator and every finding."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

from .. import exits, sarif
from ..core.dsl import MAX_RANK
from ..core.verdict import Status
from ..drivers.prove import PIECE_LIMIT_S, Proven, ProveOptions, operators, prove
from ..findings import group, load_known
from ..progress import Reporter
from ..sarif import write_sarif
from ..prove.verdicts import dims_bound
from .arguments import (
    RANKS,
    add_known,
    add_reports,
    add_scale_out,
    add_solver_limits,
    dim,
    rank,
    seconds,
    share,
)
from .output import console, rejected_line, write_reports
from .precision import print_tightness

PROVE_DESCRIPTION = """\
Prove the shape rules of operators (with --precision, their precision rules) with z3.
Limits: each obligation is bounded by z3's resource limit (--rlimit, counted in solver steps,
not seconds), so the same spec, options and z3 give the same verdicts on a loaded 2-core
runner and an idle 16-core one. --timeout (per query) and --piece-limit (per piece) are
wall-clock safety nets only; an unknown says which limit it hit and the option that raises
it. Pieces (an op at one rank) run over --jobs processes or a --dask cluster and are kept in
the proof cache, for --precision as for the shape rules. Progress: a bar on a terminal; off
one (a CI log), a line on stderr at least every 10 s, 'prove: 120/240 pieces, 25 s'."""


def add_prove_cli(commands) -> None:
    pr = commands.add_parser("prove", help="prove the shape rules of operators with z3",
                             description=PROVE_DESCRIPTION)
    pr.add_argument("ops", nargs="*", help="operators (default: all)")
    pr.add_argument("--max-rank", type=rank, metavar=RANKS, default=MAX_RANK,
                    help=f"largest rank (default {MAX_RANK})")
    pr.add_argument("--max-dim", type=dim, default=None,
                    help="bound every dim (default: unbounded up to the runtime limit)")
    add_solver_limits(pr, per="obligation")
    add_reports(pr)
    pr.add_argument("--smt2", metavar="DIR", help="dump every obligation as SMT-LIB2 into DIR")
    pr.add_argument("--allow-unknown", action="store_true",
                    help="exit 0 even when some obligation is unknown")
    pr.add_argument("--verbose", "-v", action="store_true", help="list every obligation")
    pr.add_argument("--precision", action="store_true",
                    help="prove the runtime's precision rules instead of the shape rules")
    add_scale_out(pr, work="pieces")
    pr.add_argument("--stability", action="store_true",
                    help="solve every proven obligation again, its names and assertions "
                    "shuffled and with another z3 seed; one that z3 does not repeat is "
                    "unknown")
    pr.add_argument("--piece-limit", type=seconds, default=PIECE_LIMIT_S, metavar="SECONDS",
                    help="wall-clock limit of one piece (an op at one rank), after which it "
                    "is stopped and unknown (default %(default)g), a safety net only")
    pr.add_argument("--verify-cache", type=share, default=0.0, metavar="FRACTION",
                    help="prove again this share of the pieces read from the proof cache "
                    "(0.1: a tenth, drawn at random) and fail (exit 1) if a verdict does not "
                    "reproduce; `cvmverify cache verify` does it for the whole cache")
    add_known(pr)
    pr.set_defaults(run=run_prove)


def run_prove(args) -> int:
    names = operators(args.ops)
    options = ProveOptions(
        ops=names, max_rank=args.max_rank, max_dim=args.max_dim, rlimit=args.rlimit,
        timeout_s=args.timeout, piece_limit_s=args.piece_limit, precision=args.precision,
        stability=args.stability, smt2_dir=args.smt2, jobs=args.jobs, dask=args.dask,
        cache=not args.no_cache, cache_dir=args.cache_dir, verify_cache=args.verify_cache)
    # a bar on a terminal, a plain line every 10 s in a CI log (cvmverify.progress)
    with Reporter("prove", total=len(names) * args.max_rank, unit="pieces",
                  console=console(stderr=True)) as progress:
        proven = prove(options, progress=lambda op, _count: progress.advance(label=op))
    report = proven.report
    out = console()
    out.print(_table(report, args))
    known = [entry for path in args.known for entry in load_known(path)]
    findings = group(report.results, known)
    for r in report.results if args.verbose else []:
        if r.status == Status.PROVEN:
            _print_verdict(out, r.status.upper(), r.describe())
    for finding in findings.found:  # a rule wrong at several ranks is one block
        _print_verdict(out, finding.label, finding.describe())
    for entry in findings.stale:
        out.print(f"STALE known {entry}: the obligation holds now at ranks 1..{args.max_rank}"
                  "; remove it from the known list", markup=False)
    for note in report.notes if args.verbose else []:
        out.print(f"note: {note}", markup=False)
    if args.precision:
        print_tightness(report, out)
    _print_totals(out, proven, args)
    write_reports(report, args.json, args.junit)
    write_sarif(args.sarif, sarif.from_prove(report, known), "prove")
    if report.cache_mismatches:  # a cached verdict that does not reproduce fails the run
        return exits.FAILED
    # the known findings fail nothing: only the new ones count
    return exits.for_verdicts((f.first.status for f in findings.new), ran=bool(report.results),
                              allow_unknown=args.allow_unknown)


def _table(report, args) -> Table:
    """One row per operator: its instances, and its obligations by verdict."""
    table = Table(title=f"cvmverify prove: rank 1..{args.max_rank}, {dims_bound(args.max_dim)}")
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
    return table


def _print_verdict(out, label: str, text: str) -> None:
    """A verdict as its `describe` writes it, the label it begins with in bold."""
    out.print(f"[bold]{label}[/] " + escape(text[len(label) + 1:]))


def _print_totals(out, proven: Proven, args) -> None:
    report = proven.report
    counts = report.counts()
    out.print(f"{counts['proven']} proven, {counts['refuted']} refuted, {counts['unknown']} "
              f"unknown; {report.instances} instances ({report.covered} more structures "
              f"covered by the same obligations); {sum(r.seconds for r in report.results):.1f}"
              " s in z3")
    slowest = _slowest_pieces(report.results)
    if slowest:
        out.print("slowest pieces: " + ", ".join(f"{op} rank {rank} {seconds:.0f} s"
                                                 for (op, rank), seconds in slowest)
                  + " (the proof cache keeps each piece proven: a warm run reads it back)",
                  markup=False)
    if args.stability:
        out.print("stability: " + ", ".join(f"{n} {what}" for what, n in sorted(
            proven.restated.items())) + " (each proof solved again renamed, shuffled, another "
            "seed)", markup=False)
    if report.cached:
        out.print(f"{report.cached} of {proven.pieces} pieces (an op at one rank) read from "
                  "the proof cache, unchanged since proven (z3 seconds as then); --no-cache "
                  "proves them again", markup=False)
    if report.cache_rejected:
        out.print(rejected_line(report.cache_rejected), markup=False)
    if report.cache_verified:
        out.print(f"{report.cache_verified} pieces of the proof cache proven again "
                  f"(--verify-cache): {len(report.cache_mismatches)} did not reproduce",
                  markup=False)
    for mismatch in report.cache_mismatches:
        out.print(f"CACHE MISMATCH {mismatch}", markup=False)


def _slowest_pieces(results, at_least_s: float = 60.0, share: float = 0.1) -> list:
    """The pieces (op, rank) that took a good share of a long run's z3 seconds, slowest
    first, at most three: what a user waits for on a cold run."""
    seconds: dict[tuple[str, int], float] = {}
    for r in results:
        seconds[(r.op, r.rank)] = seconds.get((r.op, r.rank), 0.0) + r.seconds
    total = sum(seconds.values())
    if total < at_least_s:
        return []
    ranked = sorted(seconds.items(), key=lambda item: -item[1])[:3]
    return [(piece, s) for piece, s in ranked if s >= share * total]


def _red(count: int) -> str:
    return f"[red]{count}[/]" if count else "0"
