"""The `cvmverify check` subcommand: check a kernel against an operator's spec (or a
graph's, given as a TOML file), or replay the counterexamples of a JSON report.

    cvmverify check relu --kernel mykernels:relu
    cvmverify check slice --lib ./libk.so --symbol cvm_slice --cases 500 --json report.json
    cvmverify check --replay report.json --lib ./libk.so --symbol cvm_slice

Exit status (cvmverify/exits.py, as every command): 0 passed, 1 failed, 2 skipped (a CUDA
kernel without a GPU), 4 usage error (an unknown op, a kernel that cannot be loaded, a
replay file of another operator).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .. import exits
from ..check.options import CheckOptions
from ..core.contract import CONTRACTS
from ..core.dsl import MAX_RANK
from ..core.errors import LogicError
from ..drivers.check import CheckRequest, KernelSource, check
from ..progress import Reporter
from ..sarif import from_check, write_sarif
from .arguments import (
    RANKS,
    add_reports,
    count,
    cwd_importable,
    dim,
    positive,
    rank,
    seconds,
)
from .output import console, write_reports

EXIT = {"passed": exits.PASSED, "failed": exits.FAILED, "skipped": exits.UNKNOWN}

EPILOG = """kernels:
  --kernel module:function    a Python kernel: function(inputs, **attrs) -> list of arrays
                              (the current directory is importable)
  --lib PATH --symbol NAME    a C/C++ kernel taking DLPack tensors (see the docs of
                              cvmverify.check)
  --cuda module:function      a kernel on CuPy arrays (skipped, exit 2, without a GPU)
  --generated [DIR]           the NumPy module `cvmverify gen` wrote for the op (or the
                              graph), as it is: DIR/numpy/<op>.py (default: generated/)
  --generated-cupy [DIR]      its CuPy module, DIR/cupy/<op>.py, on the GPU (kernels
                              compiled before the first case; skipped, exit 2, without one)

examples:
  cvmverify check relu --kernel mykernels:relu
  cvmverify check slice --lib ./libk.so --symbol cvm_slice --cases 500 --seed 7
  cvmverify check conv2d --kernel k:conv2d --json report.json --junit report.xml
  cvmverify check --replay report.json --kernel k:conv2d     # after a fix
  cvmverify check dense --kernel k:dense --contract runtime  # as the CVM runtime calls it
  cvmverify check graphs/conv_requant.toml --kernel k:conv_requant
  cvmverify check relu --generated build/generated   # what gen rendered, as it is
  cvmverify check relu --generated-cupy build/generated   # its CUDA kernels, on a GPU

exit status: 0 passed, 1 failed, 2 skipped, 4 usage error
"""


def add_check_cli(subparsers: Any) -> argparse.ArgumentParser:
    """Register the `check` subcommand on an argparse subparsers object."""
    parser = subparsers.add_parser(
        "check", help="check a kernel against an operator's spec, bit-exactly",
        description="Check a kernel on cases drawn from an operator's spec: valid ones "
        "(bit-exact outputs), invalid ones (must be rejected), in a worker process that "
        "survives crashes and hangs.", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("op", nargs="?", help="operator name (see `cvmverify list`) or a "
                        "graph's TOML file; with --replay, the report's")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--kernel", metavar="MODULE:FUNCTION", help="a Python kernel")
    source.add_argument("--lib", metavar="PATH", help="a shared library (with --symbol)")
    source.add_argument("--cuda", metavar="MODULE:FUNCTION", help="a CuPy kernel")
    source.add_argument("--generated", metavar="DIR", nargs="?", const="",
                        help="the generated NumPy module of the op (or graph) in DIR "
                        "(default: generated/)")
    source.add_argument("--generated-cupy", metavar="DIR", nargs="?", const="",
                        help="the generated CuPy module of the op (or graph) in DIR, on "
                        "the GPU (default: generated/)")
    parser.add_argument("--symbol", metavar="NAME", help="the function in --lib")
    parser.add_argument("--cases", type=count, default=100, help="valid cases (default 100)")
    parser.add_argument("--invalid-cases", type=count, default=None,
                        help="invalid cases (default: a fifth of --cases)")
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument("--max-rank", type=rank, metavar=RANKS, default=MAX_RANK,
                        help="largest rank of the cases drawn (default 6)")
    parser.add_argument("--replay", metavar="FILE",
                        help="run the counterexamples of a JSON report (--json) again")
    parser.add_argument("--timeout", type=seconds, default=5.0,
                        help="seconds per kernel call (default 5)")
    parser.add_argument("--no-isolate", action="store_true",
                        help="call the kernel in this process (faster; no crash recovery)")
    parser.add_argument("--max-failures", type=count, default=0,
                        help="stop after this many groups of failures, 0 for never (default 0)")
    parser.add_argument("--fail-fast", action="store_true",
                        help="stop at the first group of failures (as --max-failures 1)")
    parser.add_argument("--time-budget", type=float, default=60.0, metavar="SECONDS",
                        help="start no case after this many seconds, 0 for no limit "
                        "(default 60)")
    parser.add_argument("--max-cases", type=positive, default=None, metavar="N",
                        help="run only the first N cases of the run's order: a run the time "
                        "budget stopped, again exactly (with --time-budget 0)")
    parser.add_argument("--explore", action="store_true",
                        help="run every case, whatever the time budget and failure limit")
    parser.add_argument("--allow-output", action="store_true",
                        help="output on stdout/stderr during a call that succeeds is a note, "
                        "not a failure (output of a rejected call never is one)")
    parser.add_argument("--no-shrink", action="store_true", help="do not minimise failures")
    parser.add_argument("--max-elements", type=positive, default=96,
                        help="elements per input where the rules allow (default 96)")
    parser.add_argument("--max-dim", type=dim, default=None,
                        help="a hard limit on every dim (default: 12 where the rules allow, "
                        "beyond it only for the largest dim a rule allows)")
    parser.add_argument("--values", metavar="LO,HI", type=_value_range,
                        help="the data values of valid cases (default: all of int32)")
    parser.add_argument("--dtypes", metavar="D1,D2",
                        help="dtypes for movement ops (default int32,int8,int64,float32)")
    parser.add_argument("--contract", choices=CONTRACTS, default="strict",
                        help="strict: every int32 input and every invalid case (default); "
                        "runtime: inputs within precisions the op's precision rule accepts, "
                        "as the CVM runtime calls its kernels")
    add_reports(parser)
    parser.set_defaults(run=run_check)
    return parser


def _value_range(text: str) -> tuple[int, int]:
    """An argparse type: LO,HI, two whole numbers."""
    try:
        lo, hi = (int(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"two whole numbers LO,HI, got {text!r}") from None
    return lo, hi


def run_check(args: argparse.Namespace) -> int:
    if args.lib and not args.symbol:
        print("error: --lib needs --symbol", file=sys.stderr)
        return exits.BAD_USAGE
    if not args.op and not args.replay:
        print("error: name an operator (or a graph's TOML file), or give --replay FILE",
              file=sys.stderr)
        return exits.BAD_USAGE
    if (args.generated is not None or args.generated_cupy is not None) and not args.op:
        print("error: --generated checks the module of the operator named", file=sys.stderr)
        return exits.BAD_USAGE
    cwd_importable()
    request = _request(args)
    # a bar on a terminal, a plain line every 10 s in a CI log
    try:
        with Reporter("check", total=0, unit="cases") as progress:
            def advance(done: int, total: int) -> None:
                progress.total = total  # the run learns its number of cases as it goes
                progress.advance(done - progress.done,
                                 label=f"checking {args.op or args.replay}")

            report = check(request, advance)
    except (LogicError, ImportError, AttributeError, TypeError,
            ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return exits.BAD_USAGE
    _print_report(report, request, args)
    write_reports(report, args.json, args.junit)
    write_sarif(args.sarif, from_check(report, args.op, args.kernel), "check")
    return EXIT[report.status]


def _request(args: argparse.Namespace) -> CheckRequest:
    """What the flags ask to check, and how."""
    kernel = KernelSource(python=args.kernel, lib=args.lib, symbol=args.symbol,
                          cuda=args.cuda, generated=args.generated,
                          generated_cupy=args.generated_cupy)
    options = CheckOptions(
        cases=args.cases, seed=args.seed, timeout_s=args.timeout, isolate=not args.no_isolate,
        invalid_cases=args.invalid_cases,
        max_failures=1 if args.fail_fast else args.max_failures,
        time_budget_s=args.time_budget or None, allow_output=args.allow_output,
        shrink=not args.no_shrink, max_rank=args.max_rank,
        dtypes=args.dtypes.split(",") if args.dtypes else None, explore=args.explore,
        max_cases=args.max_cases, max_elements=args.max_elements, max_dim=args.max_dim,
        values=args.values,
        contract=args.contract)
    return CheckRequest(args.op, kernel, args.replay, options)


def _print_report(report, request: CheckRequest, args: argparse.Namespace) -> None:
    out = console(soft_wrap=True, highlight=False)  # counterexamples are copied, not wrapped
    style = {"passed": "green", "failed": "red", "skipped": "yellow"}[report.status]
    out.print(report.summary(), style=f"bold {style}", markup=False)
    if not args.replay:
        out.print(report.budget(), markup=False)
    if report.rerun():
        out.print(report.rerun(), style="yellow", markup=False)
    if report.failures:
        out.print(report.symptom_table(), markup=False)
    for failure in report.failures:
        out.print(failure.describe(), markup=False)
    for line in report.output.lines():
        out.print(line, markup=False)
    for note in report.notes:
        out.print(f"note: {note}", markup=False)
    again = " ".join(["cvmverify check", *([args.op] if args.op else []), "--replay",
                      args.json or "FILE", *request.kernel.flags()])
    if report.failures and args.json:
        out.print(f"replay: {again}", markup=False)
    elif report.failures:
        out.print(f"to replay these cases later, write them with --json FILE and run: {again}",
                  markup=False)
