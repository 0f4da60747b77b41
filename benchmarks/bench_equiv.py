"""Proof time of each identity, side by side with brute-force testing of the same claim.

    python benchmarks/bench_equiv.py                    # every identity of identities/
    python benchmarks/bench_equiv.py flatten_reshape     # some of them
    python benchmarks/bench_equiv.py --library-only      # the library's wall time alone

For each identity: the proof time with max_rank 1..6 (dims unbounded), then with max_rank 6
and max_dim 4, 8 and 16. Beside each bounded proof, brute force: every shape up to the
bound, every parameter value, random values, both sides run node by node through the
evaluator. Running every one of those cases is out of reach past the smallest bounds, so
brute force runs a random sample of them (`--sample`, same seed every run) and its total is
the sampled seconds per case times the number of cases (those the identity's assumptions
allow, estimated from the share of drawn cases they allow): the time a user would wait for
the same bounded claim. An unbounded proof has no brute-force counterpart at all. A "!N"
marks N brute-force cases that found a difference the proof says cannot exist.

Then the whole library with one process per core, against the targets: the library under
60 s on 2 cores, every data-movement identity unbounded at ranks 1..6 under 2 s, and the
median under 0.5 s.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
import numpy as np

from cvmverify.core.dsl import DimSymbol
from cvmverify.core.errors import LogicError
from cvmverify.core.fusion import fuse
from cvmverify.equiv import bounded, equivalent, load_identity
from cvmverify.equiv.bounded import holds
from cvmverify.equiv.library import default_library, identity_files, prove_library
from cvmverify.equiv.confirm import compare, run_side

RANKS = range(1, 7)
DIMS = (4, 8, 16)


def movement_only(identity) -> bool:
    """No arithmetic on either side: every output element is an input element (the
    fused formulas of the smallest ranks keep the inputs' dtype)."""
    ranks = next(identity.rank_choices())
    for side in (identity.lhs, identity.rhs):
        for _, graph in side.structures(identity.inputs, ranks):
            if isinstance(graph, LogicError):
                continue
            if bounded.data_dependent([graph]) or any(
                    not out.dtype.startswith("like:") for out in fuse(graph).outputs):
                return False
    return True


def brute_force(identity, max_rank: int, max_dim: int, sample: int, rng) -> tuple[float, float, int]:
    """(cases up to the bound, extrapolated seconds for all of them, differences seen).

    Shapes and parameters are drawn uniformly and kept when the identity's assumptions
    hold; the share kept scales the count of all cases."""
    rank_sets = list(identity.rank_choices(max_rank))
    params = identity.params
    total = sum(max_dim ** sum(ranks.values()) for ranks in rank_sets) * (
        math.prod(p.hi - p.lo + 1 for p in params.values()) if params else 1)
    kept = tried = differences = 0
    elapsed = 0.0
    while kept < sample and tried < 50 * sample:
        tried += 1
        ranks = rank_sets[rng.integers(len(rank_sets))]
        chosen = {p: int(rng.integers(d.lo, d.hi + 1)) for p, d in params.items()}
        shapes = {name: tuple(int(n) for n in rng.integers(1, max_dim + 1, size=ranks[name]))
                  for name in identity.inputs}
        env = {DimSymbol(n, k): d for n, shape in shapes.items() for k, d in enumerate(shape)}
        env.update({d.symbol: chosen[p] for p, d in params.items()})
        if not all(holds(c, env) for c in identity.assumptions(ranks)):
            continue
        kept += 1
        start = time.perf_counter()
        arrays = {}
        for name, decl in identity.inputs.items():
            lo, hi = decl.value_range()
            arrays[name] = rng.integers(lo, hi, size=shapes[name], endpoint=True).astype(decl.dtype)
        lhs = run_side(identity.lhs, arrays, chosen)
        rhs = run_side(identity.rhs, arrays, chosen)
        differences += compare(lhs, rhs, lhs_domain_only=identity.domain == "lhs") is not None
        elapsed += time.perf_counter() - start
    cases = total * kept / max(tried, 1)
    return cases, elapsed / max(kept, 1) * cases, differences


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="identities (default: all)")
    parser.add_argument("--library", default=None, help="the folder (default: identities/)")
    parser.add_argument("--sample", type=int, default=50,
                        help="brute-force cases run per bounded cell (default 50)")
    parser.add_argument("--library-only", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    folder = args.library or default_library()
    files = identity_files(folder, args.names or None)

    if not args.library_only:
        rng = np.random.default_rng(0)
        header = ("identity".ljust(34) + " ".join(f"r<={r}".rjust(6) for r in RANKS) + "  " +
                  "  ".join(f"dim<={d}: proof / brute".rjust(27) for d in DIMS))
        print(header)
        movement_times, all_times = [], []
        for path in files:
            identity = load_identity(path)
            cells = []
            for rank in RANKS:
                if not any(True for _ in identity.rank_choices(rank)):
                    cells.append("-".rjust(6))  # no rank of the inputs is this small
                    continue
                verdict = equivalent(identity, max_rank=rank)
                cells.append(f"{verdict.seconds:6.2f}" if verdict.status == "equivalent"
                             else verdict.status[:6].rjust(6))
            full = verdict.seconds
            all_times.append(full)
            if movement_only(identity):
                movement_times.append((identity.name, full))
            bounded = []
            for dim in DIMS:
                verdict = equivalent(identity, max_rank=6, max_dim=dim)
                cases, brute, differences = brute_force(identity, 6, dim, args.sample, rng)
                flag = f" !{differences}" if differences and verdict.ok else ""
                bounded.append(f"{verdict.seconds:6.2f} / {brute:9.3g} s ({cases:.1e})"
                               f"{flag}".rjust(27))
            print(identity.name[:33].ljust(34) + " ".join(cells) + "  " + "  ".join(bounded))
            sys.stdout.flush()
        print(f"\nunbounded proof, ranks 1..6: median {statistics.median(all_times):.2f} s, "
              f"max {max(all_times):.2f} s over {len(all_times)} identities")
        if movement_times:
            slow = [(n, t) for n, t in movement_times if t >= 2]
            print(f"data movement: {len(movement_times)} identities, max "
                  f"{max(t for _, t in movement_times):.2f} s, median "
                  f"{statistics.median(t for _, t in movement_times):.2f} s; under 2 s each: "
                  f"{'met' if not slow else 'NOT met ' + str(slow)}")
    start = time.perf_counter()
    report = prove_library(folder, names=args.names or None, jobs=args.jobs)
    wall = time.perf_counter() - start
    print(f"{report.summary()}\nlibrary wall {wall:.1f} s with {args.jobs} processes; "
          f"target < 60 s: {'met' if wall < 60 else 'NOT met'}")


if __name__ == "__main__":
    main()
