"""`cvmverify graph FILE.toml`: a picture of a graph, as Graphviz DOT (and SVG where
Graphviz's `dot` program is installed).

Each node shows its name, its op, its attributes and the shape of each output in the graph
inputs' dims; with --precision, each value's proven precision, and a node that is refuted
(or undecided) drawn in red (orange). Graph inputs and outputs are ellipses.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from typing import Any

from .. import exits
from ..core.contract import contract_precisions
from ..core.errors import LogicError
from ..core.fusion import value_shapes
from ..core.graph import Graph, load_graph
from ..core.verdict import Status
from .arguments import add_input_shapes, add_solver_limits

EPILOG = """examples:
  cvmverify graph graphs/conv_requant.toml                  # DOT on stdout
  cvmverify graph graphs/conv_requant.toml --dot conv.dot --svg conv.svg
  cvmverify graph graphs/add_requant.toml --precision --svg add.svg   # proven precisions

exit codes: 0 drawn (with --precision: and every node proven), 1 a node refuted, 2 a node
unknown, 4 bad usage or input (a graph that does not load, --svg without Graphviz)
"""


def add_graph_cli(commands) -> None:
    parser = commands.add_parser(
        "graph", help="draw a graph: its nodes with their ops and output shapes, as DOT or "
        "SVG", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("graph", help="a graph in TOML (see graphs/README.md)")
    parser.add_argument("--dot", metavar="FILE", nargs="?", const="-",
                        help="write Graphviz DOT to FILE (- or no FILE: stdout; the default "
                        "when no --svg is asked for)")
    parser.add_argument("--svg", metavar="FILE",
                        help="write SVG to FILE through Graphviz's dot program")
    parser.add_argument("--precision", action="store_true",
                        help="prove the precisions the graph's inputs declare through it and "
                        "show each value's; a node not proven free of int32 overflow is red")
    add_input_shapes(parser)
    add_solver_limits(parser, per="obligation")
    parser.set_defaults(run=run_graph)


def run_graph(args) -> int:
    graph = load_graph(args.graph, dict(args.input_shape))
    verdicts: dict[str, str] = {}
    precisions: dict[str, Any] = {}
    if args.precision:
        declared = contract_precisions(graph)
        if declared is None:
            raise LogicError("graph --precision", "a graph whose inputs declare their "
                             "precision (x = { rank = 2, precision = 8 })",
                             {"graph": args.graph})
        from ..precision.graph import graph_precision  # z3 work only when asked for

        found = graph_precision(graph, declared, timeout_s=args.timeout, rlimit=args.rlimit)
        precisions = found.precisions
        for r in found.results:
            verdicts[r.op] = _worse(verdicts.get(r.op, Status.PROVEN), r.status)
    text = to_dot(graph, shapes_of(graph), precisions, verdicts)
    if args.svg:
        _write_svg(text, args.svg)
    if args.dot not in (None, "-"):
        with open(args.dot, "w") as handle:
            handle.write(text)
    elif args.dot == "-" or not args.svg:
        sys.stdout.write(text)
    return exits.for_verdicts(verdicts.values(), ran=True) if verdicts else exits.PASSED


def shapes_of(graph: Graph) -> dict[str, str]:
    """Each value's shape (by ref) as text, in the graph inputs' dims: the one place a
    drawing asks for shapes, so that another shape pass can take its place. A graph that
    cannot be fused whole (a data-dependent op) shows ranks only."""
    try:
        shapes = value_shapes(graph)
    except LogicError:
        return {}
    return {ref: "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
            + ")" for ref, shape in shapes.items()}


_ORDER = (Status.PROVEN, Status.UNKNOWN, Status.REFUTED)
_COLOUR = {Status.REFUTED: "red", Status.UNKNOWN: "orange"}


def _worse(a: str, b: str) -> str:
    return max(a, b, key=lambda s: _ORDER.index(s) if s in _ORDER else 1)


def _quoted(text: Any) -> str:
    """A DOT string: quotes and backslashes escaped, lines joined by DOT's \\n."""
    text = str(text).replace("\\", "\\\\").replace('"', '\\"')
    return '"' + text.replace("\n", "\\n") + '"'


def to_dot(graph: Graph, shapes: dict[str, str], precisions: dict[str, Any] | None = None,
           verdicts: dict[str, str] | None = None) -> str:
    """The graph as a DOT digraph: an ellipse per graph input and output, a box per node
    (name: op, attributes, each output's shape and precision), an edge per value read."""
    precisions, verdicts = precisions or {}, verdicts or {}

    def about(ref: str, rank: int) -> str:
        shape = shapes.get(ref, f"rank {rank}")
        p = precisions.get(ref)
        return shape + (f"\nprecision {p}" if p is not None else "")

    lines = [f"digraph {_quoted(graph.name)} {{", "  rankdir=TB;",
             '  node [shape=box, fontname="Helvetica", fontsize=11];',
             '  edge [fontname="Helvetica", fontsize=9];']
    for name, decl in graph.inputs.items():
        # a declared shape is shown; else its shape is its own dims: the rank says as much
        p = precisions.get(name, decl.precision)
        form = f"rank {decl.rank}" if decl.shape is None else shapes.get(name, "")
        label = f"{name}\n{form}, {decl.dtype}" + (f"\nprecision {p}" if p else "")
        lines.append(f"  {_quoted('input ' + name)} [shape=ellipse, label={_quoted(label)}];")
    for node in graph.nodes:
        attrs = ", ".join(f"{k}={v}" for k, v in node.attrs.items())
        outputs = [about(v.ref, v.rank) if len(node.outputs) == 1 else
                   f"{v.ref}: {about(v.ref, v.rank)}" for v in node.outputs]
        label = "\n".join([f"{node.name}: {node.op}", *([attrs] if attrs else []), *outputs])
        style = ""
        if node.name in verdicts and verdicts[node.name] in _COLOUR:
            colour = _COLOUR[verdicts[node.name]]
            label += f"\n{verdicts[node.name]}"
            style = f", color={colour}, fontcolor={colour}, penwidth=2"
        lines.append(f"  {_quoted(node.name)} [label={_quoted(label)}{style}];")
        for value in node.inputs:
            if value is None:
                continue
            source = "input " + value.ref if value.ref in graph.inputs else value.producer
            many = next(n for n in graph.nodes if n.name == value.producer).outputs \
                if value.ref not in graph.inputs else ()
            edge = f" [label={_quoted(value.ref)}]" if len(many) > 1 else ""
            lines.append(f"  {_quoted(source)} -> {_quoted(node.name)}{edge};")
    for name, value in graph.outputs.items():
        lines.append(f"  {_quoted('output ' + name)} [shape=ellipse, label={_quoted(name)}];")
        source = "input " + value.ref if value.ref in graph.inputs else value.producer
        lines.append(f"  {_quoted(source)} -> {_quoted('output ' + name)};")
    return "\n".join(lines + ["}"]) + "\n"


def _write_svg(text: str, path: str) -> None:
    """Render through Graphviz's `dot`; without it, say how to get it (or use --dot)."""
    program = shutil.which("dot")
    if program is None:
        raise LogicError("graph --svg", "Graphviz's dot program on PATH (apt-get install "
                         "graphviz, brew install graphviz), or --dot FILE to render elsewhere",
                         {"svg": path})
    done = subprocess.run([program, "-Tsvg", "-o", path], input=text, text=True,
                          capture_output=True, check=False)
    if done.returncode:
        raise LogicError("graph --svg", "dot to render the graph",
                         {"svg": path, "error": done.stderr.strip()})
