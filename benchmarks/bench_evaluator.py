"""The reference evaluator against hand-written NumPy, op by op.

    python benchmarks/bench_evaluator.py            # inputs of 2^24 int32 elements
    python benchmarks/bench_evaluator.py --quick    # 2^20 elements

Each row runs `cvmverify.core.evaluate` and the NumPy code a user would write for the same op,
producing a fresh contiguous result. Both outputs are checked equal once (values, shape and
dtype), then each side is timed as the best of --repeat runs. The target for the index-map
(data movement) ops is that the evaluator stays within 5x of NumPy.
"""

from __future__ import annotations

import argparse
import functools
import math
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

import cvmverify

TARGET_RATIO = 5.0


@dataclass
class Case:
    op: str
    inputs: list[np.ndarray]
    attrs: dict[str, Any]
    numpy: Callable[[], Any]
    index_map: bool = True
    note: str = ""


def cases(n: int, rng: np.random.Generator) -> list[Case]:
    """Every case on inputs built from an (n, n, n, n) int32 tensor (n^4 elements)."""
    shape = (n, n, n, n)
    x = rng.integers(-1000, 1000, size=shape, dtype=np.int32)
    y = rng.integers(-1000, 1000, size=shape, dtype=np.int32)
    cond = rng.integers(0, 2, size=shape, dtype=np.int32)
    quarter = (n, n, n, n // 4)
    small = rng.integers(-1000, 1000, size=quarter, dtype=np.int32)
    half = rng.integers(-1000, 1000, size=(n, n, n // 2, n // 2), dtype=np.int32)
    parts = np.split(x, 4, axis=1)
    column = rng.integers(-1000, 1000, size=(n, n, n, 1), dtype=np.int32)
    indices = rng.permutation(n).astype(np.int32)
    lut_indices = rng.integers(-16, 272, size=shape, dtype=np.int32)  # some clipped
    table = rng.integers(-(2**20), 2**20, size=256, dtype=np.int32)
    like = np.empty((1, 1, n // 2, n // 2), dtype=np.int32)
    squeezable = x.reshape(n, 1, n, n, n)
    bias = rng.integers(-1000, 1000, size=(n, 1, 1, n), dtype=np.int32)
    length = n * n
    return [
        Case("transpose", [x], {"axes": (0, 2, 3, 1)},
             lambda: np.ascontiguousarray(x.transpose(0, 2, 3, 1))),
        Case("slice", [x], {"begin": (0, 0, 0, 1), "end": shape, "strides": (1, 1, 2, 2)},
             lambda: x[:, :, ::2, 1::2].copy(), note="x[:, :, ::2, 1::2]"),
        Case("broadcast", [column], {"target_shape": shape},
             lambda: np.ascontiguousarray(np.broadcast_to(column, shape)),
             note=f"{column.shape} -> {shape}"),
        Case("concatenate", parts, {"axis": 1}, lambda: np.concatenate(parts, axis=1),
             note="4 inputs"),
        Case("split", [x], {"axis": 1, "num_splits": 4},
             lambda: [p.copy() for p in np.split(x, 4, axis=1)], note="4 outputs"),
        Case("variadic_split", [x], {"axis": 2, "split_lengths": (n // 8, n // 2, -1)},
             lambda: [p.copy() for p in np.split(x, [n // 8, n // 8 + n // 2], axis=2)],
             note="3 outputs"),
        Case("repeat", [small], {"repeats": 4, "axis": 3}, lambda: np.repeat(small, 4, axis=3),
             note=f"{small.shape} x4"),
        Case("tile", [small], {"reps": (1, 1, 1, 4)}, lambda: np.tile(small, (1, 1, 1, 4)),
             note=f"{small.shape} x4"),
        Case("reshape", [x], {"target_shape": (length, -1)},
             lambda: x.reshape(length, -1).copy()),
        Case("flatten", [x], {}, lambda: x.reshape(n, -1).copy()),
        Case("expand_dims", [x], {"axis": 1}, lambda: np.expand_dims(x, 1).copy()),
        Case("squeeze", [squeezable], {"axes": (1,)}, lambda: np.squeeze(squeezable, 1).copy()),
        Case("take", [x, indices], {"axis": 2}, lambda: np.take(x, indices, axis=2),
             note="axis 2"),
        Case("cvm_lut", [lut_indices, table], {},
             lambda: np.take(table, lut_indices, mode="clip"), note="table of 256"),
        Case("upsampling", [half], {"scale": 2},
             lambda: half.repeat(2, axis=2).repeat(2, axis=3), note=f"{half.shape} x2"),
        Case("slice_like", [x, like], {"axes": (2, 3)},
             lambda: x[:, :, : n // 2, : n // 2].copy(), note="axes (2, 3)"),
        Case("where", [cond, x, y], {}, lambda: np.where(cond != 0, x, y)),
        Case("relu", [x], {}, lambda: np.maximum(x, 0), index_map=False),
        Case("broadcast_add", [x, bias], {}, lambda: x + bias, index_map=False,
             note=f"+ {bias.shape}"),
        Case("cvm_right_shift", [x], {"precision": 8, "shift_bit": 4},
             lambda: np.clip(((x >> 3) + 1) >> 1, -127, 127), index_map=False),
        Case("sum", [x], {"axes": (1, 2, 3)}, lambda: x.sum(axis=(1, 2, 3)),
             index_map=False, note="axes (1, 2, 3)"),
    ]


def as_list(result: Any) -> list[np.ndarray]:
    return list(result) if isinstance(result, list) else [result]


class Mismatch(Exception):
    """The evaluator and the NumPy code disagree: the timings would compare different work."""


def check_equal(case: Case, got: list[np.ndarray], want: list[np.ndarray]) -> None:
    if len(got) != len(want):
        raise Mismatch(f"{case.op}: {len(got)} outputs, NumPy gives {len(want)}")
    for k, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape:
            raise Mismatch(f"{case.op} output {k}: shape {g.shape}, NumPy {w.shape}")
        if case.index_map and g.dtype != w.dtype:
            raise Mismatch(f"{case.op} output {k}: dtype {g.dtype}, NumPy {w.dtype}")
        if not np.array_equal(g, w):
            raise Mismatch(f"{case.op} output {k}: values differ from NumPy")


def best_time(run: Callable[[], Any], repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2^20 elements instead of 2^24")
    parser.add_argument("--repeat", type=int, default=5, help="runs per side (best is kept)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    n = 32 if args.quick else 64
    rng = np.random.default_rng(args.seed)
    print(f"inputs built from ({n}, {n}, {n}, {n}) int32 = 2^{int(math.log2(n**4))} elements; "
          f"best of {args.repeat} runs; NumPy {np.__version__}")
    header = (f"{'op':<16} {'evaluator ms':>13} {'numpy ms':>10} {'ratio':>8}  "
              f"{f'within {TARGET_RATIO:g}x':<10} note")
    print(header)
    print("-" * len(header))
    ratios: dict[str, float] = {}
    for case in cases(n, rng):
        run_evaluator = functools.partial(cvmverify.core.evaluate, case.op, case.inputs, **case.attrs)
        check_equal(case, run_evaluator(), as_list(case.numpy()))
        evaluator_s = best_time(run_evaluator, args.repeat)
        numpy_s = best_time(case.numpy, args.repeat)
        ratio = evaluator_s / numpy_s
        verdict = ("yes" if ratio <= TARGET_RATIO else "NO") if case.index_map else "(value op)"
        if case.index_map:
            ratios[case.op] = ratio
        print(f"{case.op:<16} {evaluator_s * 1e3:>13.1f} {numpy_s * 1e3:>10.1f} {ratio:>7.1f}x"
              f"  {verdict:<10} {case.note}".rstrip())

    geomean = math.exp(sum(math.log(r) for r in ratios.values()) / len(ratios))
    worst = max(ratios, key=ratios.get)
    missed = [op for op, r in ratios.items() if r > TARGET_RATIO]
    print("-" * len(header))
    print(f"index-map ops: geometric mean {geomean:.2f}x, max {ratios[worst]:.2f}x ({worst})")
    if missed:
        print(f"target 'evaluator within {TARGET_RATIO:g}x of hand-written NumPy' missed by "
              f"{len(missed)} of {len(ratios)} ops: {', '.join(missed)}")
    else:
        print(f"target 'evaluator within {TARGET_RATIO:g}x of hand-written NumPy' holds for "
              f"all {len(ratios)} index-map ops")
    return 0


if __name__ == "__main__":
    sys.exit(main())
