"""`cvmverify precision GRAPH.toml --input x=8 ...` and the tightness lines of
`cvmverify prove --precision`."""

from __future__ import annotations

import argparse

from rich.markup import escape
from rich.table import Table

from .. import exits
from ..core.contract import contract_precisions
from ..core.graph import load_graph
from ..core.verdict import Status
from ..precision.graph import graph_precision
from ..progress import Reporter
from ..sarif import from_precision, write_sarif
from .arguments import add_input_shapes, add_reports, add_solver_limits
from .output import console, write_reports


EPILOG = """examples:
  cvmverify precision graphs/add_requant.toml      # the precisions it declares: proven, exit 0
  cvmverify precision graphs/conv_requant.toml -i x=8 -i w=8
                    # exit 1: conv2d's output needs 33 bits once C*KH*KW >= 2^16; the
                    # finding shows such a call (input shapes, attributes, precisions)

exit codes: 0 every node proven free of int32 overflow, 1 a node refuted, 2 a node unknown
(its reason names the limit and the option that raises it), 4 bad usage or input
(cvmverify/exits.py)
"""


def add_precision_cli(commands) -> None:
    parser = commands.add_parser(
        "precision", help="propagate precisions through a graph and prove it free of int32 "
        "overflow", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("graph", help="a graph in TOML (see graphs/README.md)")
    parser.add_argument("--input", "-i", action="append", default=[], metavar="NAME=BITS",
                        type=input_precision,
                        help="the precision of a graph input (one for each input; default: the "
                        "precisions the graph declares)")
    add_input_shapes(parser)
    add_solver_limits(parser, per="obligation")
    add_reports(parser)
    parser.set_defaults(run=run_precision)


def input_precision(text: str) -> tuple[str, int]:
    """An argparse type: NAME=BITS, the precision of a graph input (its range is the
    graph's to check, naming the input)."""
    name, sep, bits = text.partition("=")
    if not sep or not bits.strip().lstrip("-").isdigit():
        raise argparse.ArgumentTypeError(f"NAME=BITS, got {text!r}")
    return name.strip(), int(bits)


def run_precision(args) -> int:
    graph = load_graph(args.graph, dict(args.input_shape))
    # none given: the ones the graph declares (graph_precision names any input left without)
    inputs = contract_precisions(graph, dict(args.input) or None) or {}
    # a bar on a terminal, a plain line every 10 s in a CI log (cvmverify.progress)
    with Reporter("precision", total=len(graph.nodes), unit="nodes",
                  console=console(stderr=True)) as progress:
        found = graph_precision(graph, inputs, timeout_s=args.timeout, rlimit=args.rlimit,
                                progress=lambda node: progress.advance(label=node))
    out = console()  # off a terminal as wide as its rows: no precision column cut
    table = Table(title=f"precisions of {graph.name}")
    for column in ("tensor", "producer", "precision", "verdict"):
        table.add_column(column)
    verdicts: dict[str, set[str]] = {}
    for r in found.results:
        verdicts.setdefault(r.op, set()).add(r.status)
    producers = {v.ref: (n.name, n.op) for n in graph.nodes for v in n.outputs}
    for ref, p in found.precisions.items():
        node, op = producers.get(ref, ("input", ""))
        statuses = verdicts.get(node, set())
        verdict = "" if node == "input" else "refuted" if "refuted" in statuses else \
            "unknown" if "unknown" in statuses else "proven"
        table.add_row(ref, f"{node} ({op})" if op else node, str(p), verdict)
    out.print(table)
    for r in found.results:
        if r.status != Status.PROVEN:
            out.print(f"[bold]{r.status.upper()}[/] " + escape(f"node {r.op}: {r.obligation}: "
                                                                 f"{r.detail}"))
            if r.counterexample is not None:  # in the user's terms, not the solver's
                out.print(f"    counterexample: {r.shown_counterexample}", markup=False)
            if r.reason:
                out.print(f"    reason: {r.reason}", markup=False)
    summary = "free of int32 overflow" if found.ok else "NOT proven free of int32 overflow"
    out.print(f"{graph.name}: {summary} for inputs "
              + ", ".join(f"{k}={v}" for k, v in inputs.items()))
    write_reports(found, args.json, args.junit)
    write_sarif(args.sarif, from_precision(found, args.graph), "precision")
    return exits.for_verdicts(r.status for r in found.results)


def print_tightness(report, out) -> None:
    """One line per op and structure: how tight each proven precision bound is."""
    for r in report.results:
        if r.obligation == "precision-bound" and r.status == Status.PROVEN and r.reason:
            out.print(f"tightness {r.op} [{r.structure}]: {r.reason}")
