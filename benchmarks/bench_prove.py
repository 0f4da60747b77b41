"""How long the prover takes on the whole library, ranks 1..6, per operator and in total.

    python benchmarks/bench_prove.py              # all cores
    python benchmarks/bench_prove.py --jobs 1     # one process, for the per-op seconds

The target: the whole library in under 60 s of wall time on 2 cores. The run fills a fresh
proof cache; then the same proof is timed warm, as `cvmverify prove` run again in a new
process with nothing changed (target: under 3 s, start-up included). Per-op figures are
the seconds z3 spent on that op's obligations (summed over the worker processes), beside
its number of instances and obligations; the total is wall time, side by side with the
sum of z3 time, so the overhead of building and encoding instances shows too.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

from cvmverify.prove import prove


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--max-rank", type=int, default=6)
    parser.add_argument("ops", nargs="*")
    args = parser.parse_args()

    cache_dir = tempfile.mkdtemp(prefix="bench-prove-cache-")
    start = time.perf_counter()
    report = prove(args.ops or None, max_rank=args.max_rank, jobs=args.jobs,
                   cache_dir=cache_dir)
    wall = time.perf_counter() - start

    per_op: dict[str, list] = defaultdict(lambda: [set(), 0, 0.0])
    for result in report.results:
        row = per_op[result.op]
        row[0].add(result.structure)
        row[1] += 1
        row[2] += result.seconds
    print(f"{'op':20s} {'instances':>9s} {'obligations':>11s} {'z3 s':>8s}")
    for op, (structures, count, seconds) in sorted(per_op.items(), key=lambda kv: -kv[1][2]):
        print(f"{op:20s} {len(structures):9d} {count:11d} {seconds:8.2f}")
    z3_total = sum(r.seconds for r in report.results)
    counts = report.counts()
    print(f"\n{counts['proven']} proven, {counts['refuted']} refuted, {counts['unknown']} "
          f"unknown; {report.instances} instances, {report.covered} more structures covered")
    print(f"wall {wall:.1f} s with {args.jobs} processes; z3 {z3_total:.1f} s in all; "
          f"target < 60 s: {'met' if wall < 60 else 'NOT met'}")

    command = [sys.executable, "-m", "cvmverify.cli", "prove", *args.ops, "--max-rank",
               str(args.max_rank), "--cache-dir", cache_dir]
    start = time.perf_counter()
    warm = subprocess.run(command, capture_output=True, text=True)
    warm_wall = time.perf_counter() - start
    read = [line for line in warm.stdout.splitlines() if "proof cache" in line]
    print(f"\nproof cache: cold {wall:.1f} s (the run above), warm {warm_wall:.2f} s "
          f"(`cvmverify prove` in a new process, exit {warm.returncode}: "
          f"{read[0].split(' read')[0] if read else 'nothing read'}); "
          f"{wall / warm_wall:.0f}x; target warm < 3 s: "
          f"{'met' if warm_wall < 3 and warm.returncode == 0 else 'NOT met'}")
    shutil.rmtree(cache_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
