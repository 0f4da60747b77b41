"""How long the precision prover takes on every rule of the library, ranks 1..6.

    python benchmarks/bench_precision.py              # all cores
    python benchmarks/bench_precision.py --jobs 1     # one process, for the per-op seconds

Per op: its instances, obligations, the seconds z3 spent (summed over processes) and its
verdicts; how tight each op's proven bounds are; then every refuted and unknown
obligation with its reason (so one run gives the verdict of every rule), and the total
wall time beside the sum of z3 time.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter, defaultdict

from cvmverify.precision.prove import prove_precision


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--max-rank", type=int, default=6)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("ops", nargs="*")
    args = parser.parse_args()

    start = time.perf_counter()
    report = prove_precision(args.ops or None, max_rank=args.max_rank, jobs=args.jobs,
                             timeout_s=args.timeout)
    wall = time.perf_counter() - start

    per_op: dict[str, list] = defaultdict(lambda: [set(), 0, 0.0, Counter()])
    for result in report.results:
        row = per_op[result.op]
        row[0].add(result.structure)
        row[1] += 1
        row[2] += result.seconds
        row[3][(result.obligation, result.status)] += 1
    print(f"{'op':20s} {'instances':>9s} {'obligations':>11s} {'z3 s':>8s}  verdicts")
    for op, (structures, count, seconds, verdicts) in per_op.items():
        shown = ", ".join(f"{ob} {status} x{n}" for (ob, status), n in sorted(verdicts.items()))
        print(f"{op:20s} {len(structures):9d} {count:11d} {seconds:8.2f}  {shown}")
    print("\ntightness of the proven bounds (over the op's structures):")
    tightness: dict[str, Counter] = defaultdict(Counter)
    for r in report.results:
        if r.obligation == "precision-bound" and r.status == "proven" and r.reason:
            tightness[r.op]["tight" if r.reason.startswith("tight") else r.reason] += 1
    for op, found in tightness.items():
        print(f"  {op:20s} " + ", ".join(f"{text} x{n}" for text, n in found.items()))
    seen = set()
    for r in report.results:
        if r.status != "proven" and (r.op, r.obligation, r.status) not in seen:
            seen.add((r.op, r.obligation, r.status))
            print(f"\n{r.status.upper()} {r.op} {r.obligation} [{r.structure}]\n  {r.reason}")
    counts = report.counts()
    print(f"\n{counts['proven']} proven, {counts['refuted']} refuted, {counts['unknown']} "
          f"unknown; {report.instances} instances, {report.covered} more structures covered")
    print(f"wall {wall:.1f} s with {args.jobs} processes; z3 "
          f"{sum(r.seconds for r in report.results):.1f} s in all")


if __name__ == "__main__":
    main()
