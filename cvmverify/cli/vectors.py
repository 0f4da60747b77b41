"""`cvmverify vectors`: the checker's cases and the reference's answers, written as .npy
and JSON files for a runtime's own test suite."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..check.vectors import write_vectors
from ..core.errors import LogicError
from .arguments import RANKS, count, out_folder, rank


def add_vectors_cli(subparsers: Any) -> None:
    """Register the `vectors` subcommand: conformance vectors for a C++ test suite."""
    parser = subparsers.add_parser(
        "vectors", help="write the checker's cases and the reference's answers as .npy and "
        "JSON files for a runtime's own test suite")
    parser.add_argument("ops", nargs="*", help="operators (default: every one)")
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write")
    parser.add_argument("--cases", type=count, default=20, help="valid cases per op (default 20)")
    parser.add_argument("--invalid-cases", type=count, default=5,
                        help="invalid cases per op (default 5)")
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument("--max-rank", type=rank, metavar=RANKS, default=4,
                        help="largest rank of the cases (default 4)")
    parser.set_defaults(run=run_vectors)


def run_vectors(args: argparse.Namespace) -> int:
    if args.cases < 0 or args.invalid_cases < 0 or args.cases + args.invalid_cases == 0:
        raise LogicError("vectors", "--cases >= 0 and --invalid-cases >= 0, not both 0",
                         {"cases": args.cases, "invalid_cases": args.invalid_cases})
    out_folder("vectors", Path(args.out))
    index = write_vectors(args.out, args.ops or None, cases=args.cases,
                          invalid_cases=args.invalid_cases, seed=args.seed,
                          max_rank=args.max_rank)
    counts = index["ops"].values()
    print(f"{len(index['ops'])} operators, {sum(c['valid'] for c in counts)} valid and "
          f"{sum(c['invalid'] for c in counts)} invalid cases written to {args.out}")
    return 0
