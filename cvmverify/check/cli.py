"""The `cvmverify check` subcommand: check a kernel against an operator's spec (or a
graph's, given as a TOML file), or replay the counterexamples of a JSON report.

    cvmverify check relu --kernel mykernels:relu
    cvmverify check slice --lib ./libk.so --symbol cvm_slice --cases 500 --json report.json
    cvmverify check --replay report.json --lib ./libk.so --symbol cvm_slice

Exit status: 0 passed, 1 failed, 2 usage error (an unknown op, a kernel that cannot be
loaded), 4 skipped (a CUDA kernel without a GPU).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any, Iterator

from ..cli import rank
from ..core.dsl import MAX_RANK

EXIT_PASSED, EXIT_FAILED, EXIT_SKIPPED = 0, 1, 4

EPILOG = """kernels:
  --kernel module:function    a Python kernel: function(inputs, **attrs) -> list of arrays
                              (the current directory is importable)
  --lib PATH --symbol NAME    a C/C++ kernel taking DLPack tensors (see the docs of
                              cvmverify.check)
  --cuda module:function      a kernel on CuPy arrays (skipped, exit 4, without a GPU)

examples:
  cvmverify check relu --kernel mykernels:relu
  cvmverify check slice --lib ./libk.so --symbol cvm_slice --cases 500 --seed 7
  cvmverify check conv2d --kernel k:conv2d --json report.json --junit report.xml
  cvmverify check --replay report.json --kernel k:conv2d     # after a fix
  cvmverify check dense --kernel k:dense --contract runtime  # as the CVM runtime calls it
  cvmverify check graphs/conv_requant.toml --kernel k:conv_requant

exit status: 0 passed, 1 failed, 2 usage error, 4 skipped
"""


def add_cli(subparsers: Any) -> argparse.ArgumentParser:
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
    parser.add_argument("--symbol", metavar="NAME", help="the function in --lib")
    parser.add_argument("--cases", type=int, default=100, help="valid cases (default 100)")
    parser.add_argument("--invalid-cases", type=int, default=None,
                        help="invalid cases (default: a fifth of --cases)")
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument("--max-rank", type=rank, default=MAX_RANK,
                        help="largest rank of the cases drawn (default 6)")
    parser.add_argument("--replay", metavar="FILE",
                        help="run the counterexamples of a JSON report (--json) again")
    parser.add_argument("--timeout", type=float, default=5.0,
                        help="seconds per kernel call (default 5)")
    parser.add_argument("--no-isolate", action="store_true",
                        help="call the kernel in this process (faster; no crash recovery)")
    parser.add_argument("--max-failures", type=int, default=1,
                        help="stop after this many failures, 0 for never (default 1)")
    parser.add_argument("--explore", action="store_true",
                        help="run every case and list the failures grouped by symptom, "
                        "one minimised case per group")
    parser.add_argument("--no-shrink", action="store_true", help="do not minimise failures")
    parser.add_argument("--max-elements", type=int, default=96,
                        help="elements per input where the rules allow (default 96)")
    parser.add_argument("--max-dim", type=int, default=None,
                        help="a hard limit on every dim (default: 12 where the rules allow, "
                        "beyond it only for the largest dim a rule allows)")
    parser.add_argument("--values", metavar="LO,HI",
                        help="the data values of valid cases (default: all of int32)")
    parser.add_argument("--dtypes", metavar="D1,D2",
                        help="dtypes for movement ops (default int32,int8,int64,float32)")
    parser.add_argument("--contract", choices=("strict", "runtime"), default="strict",
                        help="strict: every int32 input and every invalid case (default); "
                        "runtime: inputs within precisions the op's precision rule accepts, "
                        "as the CVM runtime calls its kernels")
    parser.add_argument("--json", metavar="FILE", help="write a JSON report")
    parser.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    parser.set_defaults(run=run_check)
    return parser


def run_check(args: argparse.Namespace) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, \
        TimeElapsedColumn

    from ..cli import console, cwd_importable, write_reports
    from ..core.errors import LogicError
    from .ckernel import CKernel
    from .cuda import CudaKernel
    from .isolate import KernelLoadError
    from .replay import replay
    from .run import check_kernel

    if args.lib and not args.symbol:
        print("error: --lib needs --symbol", file=sys.stderr)
        return 2
    if not args.op and not args.replay:
        print("error: name an operator (or a graph's TOML file), or give --replay FILE",
              file=sys.stderr)
        return 2
    cwd_importable()
    if args.lib:
        kernel: Any = CKernel(args.lib, args.symbol)
    elif args.cuda:
        kernel = CudaKernel(args.cuda)
    else:
        kernel = args.kernel
    bar = console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("cases"), TimeElapsedColumn(), console=bar,
                  disable=not bar.is_terminal) as progress:
        task = progress.add_task(f"checking {args.op or args.replay}", total=None)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        try:
            with _operator(args.op) as op:
                if args.replay:
                    report = replay(args.replay, kernel, isolate=not args.no_isolate,
                                    timeout_s=args.timeout)
                else:
                    report = check_kernel(
                        op, kernel, cases=args.cases, seed=args.seed, timeout_s=args.timeout,
                        isolate=not args.no_isolate, invalid_cases=args.invalid_cases,
                        progress=advance, max_failures=args.max_failures,
                        shrink=not args.no_shrink, max_rank=args.max_rank,
                        dtypes=args.dtypes.split(",") if args.dtypes else None,
                        explore=args.explore, max_elements=args.max_elements,
                        max_dim=args.max_dim, values=tuple(int(v) for v in
                                                           args.values.split(","))
                        if args.values else None, contract=args.contract)
        except (LogicError, KernelLoadError, ImportError, AttributeError, TypeError,
                ValueError, OSError) as error:
            progress.stop()
            print(f"error: {error}", file=sys.stderr)
            return 2
    out = console(soft_wrap=True, highlight=False)  # counterexamples are copied, not wrapped
    style = {"passed": "green", "failed": "red", "skipped": "yellow"}[report.status]
    out.print(report.summary(), style=f"bold {style}", markup=False)
    if report.failures:
        out.print(report.symptom_table(), markup=False)
    for failure in report.failures:
        out.print(failure.describe(), markup=False)
    for note in report.notes:
        out.print(f"note: {note}", markup=False)
    again = " ".join(["cvmverify check", *([args.op] if args.op else []), "--replay",
                      args.json or "FILE", *_kernel_flags(args)])
    if report.failures and args.json:
        out.print(f"replay: {again}", markup=False)
    elif report.failures:
        out.print(f"to replay these cases later, write them with --json FILE and run: {again}",
                  markup=False)
    write_reports(report, args.json, args.junit)
    return {"passed": EXIT_PASSED, "failed": EXIT_FAILED, "skipped": EXIT_SKIPPED}[report.status]


@contextlib.contextmanager
def _operator(op: str | None) -> Iterator[str | None]:
    """The operator to check: a name as it is, a graph's TOML file as its fused operator,
    findable by name (by the reference, the replay, the workers) for the duration."""
    from ..core import registry
    from ..cli import is_graph_file

    if op is None or not is_graph_file(op):
        yield op
        return
    from ..core.fusion import graph_operator
    from ..core.graph import load_graph

    with registry.registered(graph_operator(load_graph(op))) as spec:
        yield spec.name


def _kernel_flags(args: argparse.Namespace) -> list[str]:
    if args.lib:
        return ["--lib", args.lib, "--symbol", args.symbol]
    return ["--cuda", args.cuda] if args.cuda else ["--kernel", args.kernel]


def add_vectors_cli(subparsers: Any) -> None:
    """Register the `vectors` subcommand: conformance vectors for a C++ test suite."""
    parser = subparsers.add_parser(
        "vectors", help="write the checker's cases and the reference's answers as .npy and "
        "JSON files for a runtime's own test suite")
    parser.add_argument("ops", nargs="*", help="operators (default: every one)")
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write")
    parser.add_argument("--cases", type=int, default=20, help="valid cases per op (default 20)")
    parser.add_argument("--invalid-cases", type=int, default=5,
                        help="invalid cases per op (default 5)")
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument("--max-rank", type=rank, default=4,
                        help="largest rank of the cases (default 4)")
    parser.set_defaults(run=_vectors)


def _vectors(args: argparse.Namespace) -> int:
    from ..core.errors import LogicError
    from .vectors import write_vectors

    if args.cases < 0 or args.invalid_cases < 0 or args.cases + args.invalid_cases == 0:
        raise LogicError("vectors", "--cases >= 0 and --invalid-cases >= 0, not both 0",
                         {"cases": args.cases, "invalid_cases": args.invalid_cases})
    index = write_vectors(args.out, args.ops or None, cases=args.cases,
                          invalid_cases=args.invalid_cases, seed=args.seed,
                          max_rank=args.max_rank)
    counts = index["ops"].values()
    print(f"{len(index['ops'])} operators, {sum(c['valid'] for c in counts)} valid and "
          f"{sum(c['invalid'] for c in counts)} invalid cases written to {args.out}")
    return 0
