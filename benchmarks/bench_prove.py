"""How long the prover takes on the whole library, ranks 1..6, per operator and in total.

    python benchmarks/bench_prove.py              # all cores
    python benchmarks/bench_prove.py --jobs 1     # one process, for the per-op seconds

The target: the whole library in under 60 s of wall time on 2 cores. Per-op figures are
the seconds z3 spent on that op's obligations (summed over the worker processes), beside
its number of instances and obligations; the total is wall time, side by side with the
sum of z3 time, so the overhead of building and encoding instances shows too.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import defaultdict

from cvmverify.prove import prove


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--max-rank", type=int, default=6)
    parser.add_argument("ops", nargs="*")
    args = parser.parse_args()

    start = time.perf_counter()
    report = prove(args.ops or None, max_rank=args.max_rank, jobs=args.jobs)
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


if __name__ == "__main__":
    main()
