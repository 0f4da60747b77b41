"""`cvmverify gen`: the NumPy and CUDA kernels rendered into generated/, or compared with
it (--check)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..codegen import generate
from ..core.contract import CONTRACTS
from ..core.errors import LogicError
from ..core.graph import load_graph
from ..core.planner import plan
from ..drivers import gen
from ..progress import Reporter
from .arguments import RANKS, add_input_shapes, out_folder, positive, rank


def add_gen_cli(commands) -> None:
    parser = commands.add_parser(
        "gen", help="render the NumPy and CUDA kernels of every operator and graph into "
        "generated/")
    parser.add_argument("ops", nargs="*", help="operators, graphs/ names or graph TOML files to "
                     "render (default: everything)")
    parser.add_argument("--max-rank", type=rank, metavar=RANKS, default=None,
                     help="largest rank of the operators' kernels (default 6)")
    parser.add_argument("--check", action="store_true",
                     help="render in memory and fail (exit 1) if generated/ differs: a "
                     "folder with a MANIFEST, its kept files byte for byte and every file "
                     "by its hash")
    parser.add_argument("--out", metavar="DIR", default=None,
                     help="the folder to write or compare (default: generated/)")
    parser.add_argument("--keep", metavar="GLOB", action="append", default=None,
                     help="keep only the files matching GLOB (repeatable) in the folder, "
                     "and the SHA-256 of every file in its MANIFEST; later runs keep the "
                     "same files (see docs/cli.md)")
    parser.add_argument("--standalone", action="store_true",
                     help="each NumPy module holds the helpers it uses, instead of sharing "
                     "numpy/cvm_runtime.py with the others: one file to copy anywhere")
    parser.add_argument("--contract", choices=CONTRACTS, default=None,
                     help="strict: every step exact and checked; runtime: the kernels of "
                     "graphs whose inputs declare precisions, proven free of int32 overflow "
                     "there, with no per-element check (default: both)")
    parser.add_argument("--plan", action="store_true",
                     help="print how each graph given is partitioned into kernels (its "
                     "groups of nodes and why each edge between them is cut) and render "
                     "nothing")
    parser.add_argument("--jobs", "-j", type=positive, default=None, metavar="N",
                        help="processes to render in (default: one per core); the files "
                        "are the same")
    add_input_shapes(parser)
    parser.set_defaults(run=run_gen)


def run_gen(args) -> int:
    if args.plan:
        return print_plans(args.ops, dict(args.input_shape))
    root = args.out or generate.GENERATED
    if args.check and args.keep:
        raise LogicError("gen", "--keep without --check (it chooses what gen writes, and "
                         "--check writes nothing)", {"keep": args.keep})
    if not args.check:  # said before the half minute of rendering, not after it
        out_folder("gen", Path(root))
    # a bar on a terminal, a plain line every 10 s in a CI log
    with Reporter("gen", total=0, unit="targets") as bar:
        def progress(done: int, total: int, name: str) -> None:
            bar.total = total  # known once the targets are listed
            bar.advance(done - bar.done, label=f"rendering {name}")

        options = gen.GenOptions(args.ops or (), args.max_rank or generate.MAX_RANK,
                                 args.contract, args.standalone, dict(args.input_shape),
                                 args.jobs or os.cpu_count() or 1)
        files = gen.generate(options, progress)
    complete = options.whole
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


def print_plans(files: list[str], shapes: dict) -> int:
    """`gen --plan`: the fusion plan of each graph file."""
    if not files:
        raise LogicError("gen --plan", "one or more graph files (TOML) to plan", {"given": 0})
    for path in files:
        print(plan(load_graph(path, shapes)))
    return 0
