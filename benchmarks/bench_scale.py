"""Spreading the proof of the whole library: serial, local processes, a Dask cluster, and a
schedule of 1 to 64 workers replayed from the recorded piece times.

    python benchmarks/bench_scale.py                 # ranks 1..6, every op
    python benchmarks/bench_scale.py --max-rank 4 relu split

Side by side, in one run, with no proof cache:

1. one process (`jobs=1`) against `--jobs 2` on this machine's cores (target: 1.7x);
2. a Dask LocalCluster of 2 single-threaded workers against `--jobs 2` (target: an
   overhead under 15%);
3. the campaign's wall time on W workers, W = 1..64: each piece's wall time is recorded in
   the serial run and the pieces are handed, as `prove` hands them (highest rank first),
   to whichever worker is free, beside the bound no schedule beats (the longest piece, or
   the total over W).
"""

from __future__ import annotations

import argparse
import heapq
import logging
import time

from cvmverify.core import registry
from cvmverify.prove import prove


def timed(**options) -> tuple[float, list[tuple[str, int, float]], object]:
    """Wall seconds, (op, rank, seconds since the previous piece ended) per piece, report."""
    pieces, last = [], [time.perf_counter()]

    def ended(op: str, _count: int) -> None:
        now = time.perf_counter()
        pieces.append((op, now - last[0]))
        last[0] = now

    start = time.perf_counter()
    report = prove(progress=ended, **options)
    return time.perf_counter() - start, pieces, report


def schedule(durations: list[tuple[int, float]], workers: int) -> float:
    """The makespan of handing pieces (rank, seconds), highest rank first, to the first
    free of `workers`."""
    free = [0.0] * workers
    for _rank, seconds in sorted(durations, key=lambda piece: -piece[0]):
        heapq.heapreplace(free, free[0] + seconds)
    return max(free)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-rank", type=int, default=6)
    parser.add_argument("ops", nargs="*")
    args = parser.parse_args()
    ops = args.ops or registry.names()
    common = dict(names=ops, max_rank=args.max_rank)

    serial, recorded, reference = timed(jobs=1, **common)
    local, _, with_jobs = timed(jobs=2, piece_limit_s=600, **common)

    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None, silence_logs=logging.CRITICAL) as cluster, \
            Client(cluster) as client:
        client.submit(sum, [1]).result()  # the cluster is up before the clock starts
        on_dask, _, with_dask = timed(dask=client, piece_limit_s=600, **common)

    def same(report) -> str:
        key = [(r.op, r.obligation, r.structure, r.status) for r in reference.results]
        return "same verdicts" if key == [(r.op, r.obligation, r.structure, r.status)
                                          for r in report.results] else "VERDICTS DIFFER"

    counts = reference.counts()
    print(f"{len(ops)} ops, ranks 1..{args.max_rank}: {len(reference.results)} obligations "
          f"({counts['proven']} proven, {counts['unknown']} unknown), no cache")
    print(f"{'run':34} {'wall s':>8} {'ratio':>8}")
    print(f"{'jobs=1 (this process)':34} {serial:8.1f} {1.0:7.2f}x")
    print(f"{'--jobs 2 (child processes)':34} {local:8.1f} {serial / local:7.2f}x  vs jobs=1 "
          f"(target 1.7x), {same(with_jobs)}")
    print(f"{'Dask LocalCluster, 2 workers':34} {on_dask:8.1f} {on_dask / local:7.2f}x  of "
          f"--jobs 2's time (target < 1.15x), {same(with_dask)}")

    # the serial run proves pieces in prove's order: highest rank first, op by op within
    durations = []
    order = sorted([(name, rank) for name in ops for rank in range(1, args.max_rank + 1)],
                   key=lambda piece: -piece[1])
    for (op, seconds), (name, rank) in zip(recorded, order):
        assert op == name, (op, name)
        durations.append((rank, seconds))
    total = sum(seconds for _, seconds in durations)
    longest = max(seconds for _, seconds in durations)
    print(f"\nrecorded schedule: {len(durations)} pieces, {total:.1f} s of work, the longest "
          f"{longest:.1f} s")
    print(f"{'workers':>8} {'wall s':>8} {'speed-up':>9} {'bound s':>8}")
    for workers in (1, 2, 4, 8, 16, 32, 64):
        wall = schedule(durations, workers)
        print(f"{workers:8d} {wall:8.1f} {total / wall:8.1f}x "
              f"{max(longest, total / workers):8.1f}")


if __name__ == "__main__":
    main()
