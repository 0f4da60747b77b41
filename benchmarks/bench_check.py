"""Kernel checker figures: cases checked per second, the time to catch each mutant, the
share of mutants caught with default settings and in explore mode, and branch coverage.

    python benchmarks/bench_check.py             # everything (about ten minutes on 2 cores)
    python benchmarks/bench_check.py --seeds 1   # one seed per mutant
    python benchmarks/bench_check.py --only mutants

Throughput is measured on correct kernels after a warm-up run (structures memoised, the
worker's server started), isolated and in-process side by side, with the reference alone
as the baseline: the checker cannot be faster than evaluating the spec once per case. The
time to catch a mutant is, per seed, the time into a `check_kernel` run with default
settings (100 valid and 20 invalid cases, isolated, every group of failures reported and
minimised, within the 60 s budget) at which the first group of an expected kind was found
and minimised; the whole run's time and its groups are listed beside it: before, the
groups of symptom and region alone (the sum of the regions of the groups reported, which
are disjoint), after, the groups reported once those whose minimised cases agree are
merged (docs/check.md), and how many input elements the minimised case of that first
group has (the minimiser's result; the totals over every group follow the table). Explore
mode runs every case of the first seed and counts the symptom groups it finds; a mutant
counts as caught when a failure of an expected kind is reported (explore: any group).
Coverage is the share of select arms (per structure) that a default run's valid cases took.

Time to catch, 3 seeds, 129 runs, every mutant caught at every seed, before and after the
default run went on past its first group (groups kept apart by region, output judged by
what the call did, the minimiser's budget bounding z3):

    before (stop at the first failure), idle 2 cores:       median 0.26 s, max 9.91 s
    after (every group, 60 s budget), 2 cores at load 5-6:  median 0.42 s, max 3.80 s
    interleaved pairs under one load:  before median 0.37 s, max 3.46 s;
                                       after  median 0.38 s, max 5.21 s
    after, whole default runs (every group minimised): median 4.4 s, max 67 s (conv2d,
    stopped by the 60 s budget)

Before and after groups whose minimised cases agree were merged (3 seeds, 129 runs each,
every mutant caught at every seed, one after the other on 2 shared cores):

    time to catch:    before median 0.72 s, max 7.56 s;  after median 0.60 s, max 5.83 s
    whole runs:       before median 8.5 s, max 65 s, total 1637 s;
                      after  median 6.5 s, max 77 s, total 1357 s (conv2d, by the budget)
    groups (most over the seeds, summed over the 43 mutants): before 272, after 137;
    broadcast_div 59 -> 1, max_pool2d 8 -> 1, max 8 -> 1, sum 5 -> 1, repeat 13 -> 5,
    conv2d 14 -> 12. What stays apart is mostly symptoms (a take or an NMS defect moves
    values, and the pattern of a wrong one, off by 1, of the wrong sign, 0, is the data's)
    and regions whose minimised cases do not fail in each other's (cvm_clip's two's
    complement bound at precision 1, 32 and between, like tests/c_kernels/library.c's
    three defects)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(TESTS))

THROUGHPUT_OPS = ["relu", "broadcast_add", "cvm_right_shift", "transpose", "sum", "conv2d",
                  "slice_like", "concatenate"]


def throughput(cases: int) -> None:
    import cvmverify
    from cvmverify.check import cases as casegen
    from cvmverify.check import check_kernel
    from kernels.numpy_compute import KERNELS as COMPUTE
    from kernels.numpy_transform import KERNELS as TRANSFORM

    kernels = {**COMPUTE, **TRANSFORM}
    print(f"cases checked per second ({cases} valid + {cases // 5} invalid, seed 1, "
          "correct NumPy kernels, after a warm-up)")
    print(f"{'op':18} {'isolated':>9} {'in-process':>11} {'reference only':>15} "
          f"{'isolated/in-process':>20}")
    for op in THROUGHPUT_OPS:
        check_kernel(op, kernels[op], cases=cases, seed=1)  # warm-up
        rates = {}
        for isolate in (True, False):
            report = check_kernel(op, kernels[op], cases=cases, seed=1, isolate=isolate,
                                  timeout_s=60)
            assert report.ok, report.describe()
            rates[isolate] = (report.ran_valid + report.ran_invalid) / report.seconds
        drawn = [casegen.valid_case(op, 1, i) for i in range(cases)]
        start = time.perf_counter()
        for case in drawn:
            cvmverify.evaluate(op, case.inputs, **case.attrs)
        reference = cases / (time.perf_counter() - start)
        print(f"{op:18} {rates[True]:9.1f} {rates[False]:11.1f} {reference:15.1f} "
              f"{rates[True] / rates[False]:19.2f}x")


def mutants(seeds: int) -> None:
    import check_mutants
    from cvmverify.check import check_kernel

    print(f"\ntime to catch each mutant (default settings; {seeds} seeds; seconds to the first "
          "group of an expected kind, minimised; the whole run; its groups, most over the "
          "seeds: by symptom and region alone, and with those whose minimised cases agree "
          "merged)")
    print(f"{'op/mutant':45} {'median s':>9} {'max s':>7} {'kind':>17} {'run s':>7} "
          f"{'before':>7} {'after':>6} {'elements':>9}")
    times_all, runs_all, missed, split_all, merged_all = [], [], [], [], []
    first_sizes, all_sizes = [], []
    every = {**check_mutants.MUTANTS, **check_mutants.STEERED_MUTANTS}
    for name, (op, kernel, kinds) in every.items():
        times, runs, split, groups, sizes, kind = [], [], [], [], [], ""
        for seed in range(seeds):
            report = check_kernel(op, kernel, seed=seed)
            runs.append(report.seconds)
            # the groups' regions are disjoint: their sum is what grouping by symptom and
            # region alone reports for the same cases
            split.append(sum(f.regions for f in report.failures))
            groups.append(len(report.failures))
            caught = [f for f in report.failures if f.kind in kinds]
            if not caught:
                missed.append(f"{name} (seed {seed})")
                continue
            times.append(caught[0].found_s)
            kind = caught[0].kind
            sizes.append(_elements(caught[0].counterexample))
            all_sizes += [_elements(f.counterexample) for f in report.failures]
        times_all += times
        runs_all += runs
        split_all.append(max(split))
        merged_all.append(max(groups))
        first_sizes += sizes
        shown = (statistics.median(times), max(times)) if times else (float("nan"),) * 2
        print(f"{name:45} {shown[0]:9.2f} {shown[1]:7.2f} {kind:>17} "
              f"{statistics.median(runs):7.2f} {max(split):7d} {max(groups):6d} "
              f"{max(sizes, default=0):9d}")
    print(f"all mutants: time to catch median {statistics.median(times_all):.2f} s, max "
          f"{max(times_all):.2f} s; whole runs median {statistics.median(runs_all):.2f} s, max "
          f"{max(runs_all):.2f} s, total {sum(runs_all):.1f} s; missed: "
          f"{', '.join(missed) or 'none'}")
    print(f"groups, most over the seeds, summed over the mutants: before {sum(split_all)} "
          f"(max {max(split_all)}), after {sum(merged_all)} (max {max(merged_all)})")
    print(f"minimised cases, input elements: the first caught group's, total "
          f"{sum(first_sizes)} (median {statistics.median(first_sizes):.0f}, max "
          f"{max(first_sizes)}); every group's, total {sum(all_sizes)}")
    runs = seeds * len(every)
    print(f"caught with default settings: {runs - len(missed)}/{runs} "
          f"({(runs - len(missed)) / runs:.0%})")


def _elements(case) -> int:
    return sum(int(x.size) for x in case.inputs)


def explored() -> None:
    import check_mutants
    from cvmverify.check import check_kernel

    print("\nexplore mode (every case of seed 0, failures grouped by symptom)")
    print(f"{'mutant':45} {'seconds':>8} {'groups':>7} {'failing cases':>14}")
    caught, times = 0, []
    every = {**check_mutants.MUTANTS, **check_mutants.STEERED_MUTANTS}
    for name, (op, kernel, kinds) in every.items():
        report = check_kernel(op, kernel, seed=0, explore=True)
        times.append(report.seconds)
        caught += any(f.kind in kinds for f in report.failures)
        failing = sum(f.occurrences for f in report.failures)
        print(f"{name:45} {report.seconds:8.2f} {len(report.failures):7d} {failing:14d}")
    total = len(every)
    print(f"caught in explore mode: {caught}/{total} ({caught / total:.0%}); seconds per "
          f"mutant: median {statistics.median(times):.2f}, max {max(times):.2f}")


def coverage() -> None:
    from cvmverify.check import check_kernel
    from kernels.numpy_compute import KERNELS as COMPUTE
    from kernels.numpy_transform import KERNELS as TRANSFORM

    print("\nselect arms and joint boundaries reached by a default run (seed 0, the correct "
          "NumPy kernels, in-process)")
    print(f"{'op':22} {'arms':>11} {'share':>6} {'unmeasured':>11} {'boundaries':>11} "
          f"{'share':>6} {'verdict':>8}")
    totals = [0, 0, 0, 0]
    for op, kernel in sorted({**COMPUTE, **TRANSFORM}.items()):
        report = check_kernel(op, kernel, seed=0, isolate=False)
        cov = report.coverage
        arms, reached = len(cov.arms), len(cov.reached)
        bounds, touched = len(cov.boundaries), len(cov.boundaries_reached)
        totals = [a + b for a, b in zip(totals, (reached, arms, touched, bounds))]
        print(f"{op:22} {f'{reached}/{arms}':>11} {_share(reached, arms):>6} "
              f"{len(cov.unmeasured):11d} {f'{touched}/{bounds}':>11} "
              f"{_share(touched, bounds):>6} {report.status:>8}")
    print(f"{'all':22} {f'{totals[0]}/{totals[1]}':>11} {_share(totals[0], totals[1]):>6} "
          f"{'':11} {f'{totals[2]}/{totals[3]}':>11} {_share(totals[2], totals[3]):>6}")


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=50, help="valid cases per throughput run")
    parser.add_argument("--seeds", type=int, default=3, help="seeds per mutant")
    parser.add_argument("--only", choices=["throughput", "mutants", "explore", "coverage"],
                        help="run one part")
    args = parser.parse_args()
    if args.only in (None, "throughput"):
        throughput(args.cases)
    if args.only in (None, "mutants"):
        mutants(args.seeds)
    if args.only in (None, "explore"):
        explored()
    if args.only in (None, "coverage"):
        coverage()


if __name__ == "__main__":
    main()
