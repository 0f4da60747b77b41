"""The reference evaluator against hand-written NumPy, op by op.

    python benchmarks/bench_evaluator.py            # inputs of 2^24 int32 elements
    python benchmarks/bench_evaluator.py --quick    # 2^20 elements
    python benchmarks/bench_evaluator.py --layers   # ResNet-like layers and one image

Each row runs `cvmverify.evaluate` and the NumPy code a user would write for the same op,
producing a fresh contiguous result. Both outputs are checked equal once (values, shape and
dtype), then each side is timed as the best of --repeat runs. The target for the index-map
(data movement) ops is that the evaluator stays within 5x of NumPy.

With --layers it times the layers a network spends its time in, each three ways: the
interpreter alone (`evaluate(..., reference=True)`, run once), the evaluator with its fast
path (`core.fast_paths`) and a plain im2col NumPy baseline (float64 BLAS, no checks), all
three checked equal; then ResNet-18 images (1x3x224x224, 8-bit data and weights, each
conv requantised by cvm_right_shift and relu) through the evaluator, op by op: a first, a
second (its instances cached) and one held to the precision contract.

One run on 2 shared cores (load about 6, so the figures move by 2x from run to run),
OPENBLAS_NUM_THREADS=1 (on a loaded machine BLAS threads waiting for a core cost more
than they bring), ms:

    layer                     interpreter ms   fast ms  baseline ms  interp/fast  fast/baseline
    conv 3x3 64->64 56x56            10889.7      16.2         21.6         671x          0.75x
    depthwise 3x3 64 56x56             137.1       9.2          4.7          15x          1.96x
    dense 1x4096 -> 1000                96.4      14.9         15.2           6x          0.98x
    max_pool 3x3/2 64x112              121.0       9.8         46.5          12x          0.21x
    ResNet-18: first image 1.28 s (conv2d 0.57 s), second 0.90 s (conv2d 0.50 s),
    under the precision contract 1.18 s (conv2d 0.76 s)

(the interpreter alone: 111 s for one ResNet-18 image, 195 s under the contract).
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


def im2col_conv(x: np.ndarray, w: np.ndarray, padding: tuple[int, int],
                groups: int = 1) -> np.ndarray:
    """The baseline: the convolution a user would write, im2col and one float64 product per
    group, stride and dilation 1, no range check."""
    N, C, H, W = x.shape
    OC, IC, KH, KW = w.shape
    PH, PW = padding
    padded = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (PH, PH), (PW, PW)))
    OH, OW = H + 2 * PH - KH + 1, W + 2 * PW - KW + 1
    view = np.lib.stride_tricks.sliding_window_view(padded, (KH, KW), axis=(2, 3))
    columns = view[:, :, :OH, :OW].transpose(0, 1, 4, 5, 2, 3).reshape(
        N, groups, IC * KH * KW, OH * OW)
    out = np.matmul(w.reshape(groups, OC // groups, -1).astype(np.float64), columns)
    return out.reshape(N, OC, OH, OW).astype(np.int32)


def layer_cases(rng: np.random.Generator) -> list[tuple[str, str, list, dict, Callable]]:
    """(row, op, inputs, attrs, baseline): int8 data, as a quantised network holds."""
    def int8(*shape):
        return rng.integers(-128, 128, size=shape, dtype=np.int32)
    x, w, wd = int8(1, 64, 56, 56), int8(64, 64, 3, 3), int8(64, 1, 3, 3)
    xd, wdd, bd = int8(1, 4096), int8(1000, 4096), int8(1000)
    xp = int8(1, 64, 112, 112)

    def pool():
        padded = np.pad(xp, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-(2**31))
        view = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(2, 3))
        return view[:, :, ::2, ::2].max(axis=(4, 5))
    return [
        ("conv 3x3 64->64 56x56", "conv2d", [x, w], {"padding": (1, 1)},
         lambda: im2col_conv(x, w, (1, 1))),
        ("depthwise 3x3 64 56x56", "conv2d", [x, wd], {"padding": (1, 1), "groups": 64},
         lambda: im2col_conv(x, wd, (1, 1), 64)),
        ("dense 1x4096 -> 1000", "dense", [xd, wdd, bd], {},
         lambda: (xd.astype(np.float64) @ wdd.T.astype(np.float64) + bd).astype(np.int32)),
        ("max_pool 3x3/2 64x112", "max_pool2d", [xp], {"pool_size": (3, 3),
                                                       "padding": (1, 1), "strides": (2, 2)},
         pool),
    ]


def resnet18(rng: np.random.Generator, contract: bool = False
             ) -> tuple[float, dict[str, float], int]:
    """One ResNet-18 image through `evaluate`, op by op: (seconds in `evaluate`, seconds
    per op, calls); drawing the weights is not counted. Data and weights are 8-bit (|v| <= 127) and every conv is
    requantised to 8 bits, so each layer's inputs are int8 as the runtime's precision
    rules require. With `contract`, every call is held to the precision contract
    (`evaluate_with_precisions`), each result's precision propagated by the op's rule."""
    from cvmverify.core.evaluate import evaluate, evaluate_with_precisions
    spent: dict[str, float] = {}
    # by id of a result (kept alive here, so that no other array takes its id); data and
    # weights are 8-bit
    precision: dict[int, tuple[np.ndarray, int]] = {}
    calls = 0

    def op(name, inputs, **attrs):
        nonlocal calls
        start = time.perf_counter()
        if contract:
            given = [precision.get(id(a), (a, 8))[1] for a in inputs]
            (out,), found = evaluate_with_precisions(name, inputs, given, **attrs)
            precision[id(out)] = (out, found[0])
        else:
            (out,) = evaluate(name, inputs, **attrs)
        spent[name] = spent.get(name, 0.0) + time.perf_counter() - start
        calls += 1
        return out

    def conv(x, oc, k, stride=1, relu=True):
        w = rng.integers(-127, 128, size=(oc, x.shape[1], k, k), dtype=np.int32)
        y = op("conv2d", [x, w], padding=(k // 2, k // 2), stride=(stride, stride))
        y = op("cvm_right_shift", [y], precision=8, shift_bit=10)
        return op("relu", [y]) if relu else y

    def block(x, oc, stride):
        y = conv(conv(x, oc, 3, stride), oc, 3, relu=False)
        skip = conv(x, oc, 1, stride, relu=False) if stride != 1 or x.shape[1] != oc else x
        return op("relu", [op("cvm_clip", [op("elemwise_add", [y, skip])], precision=8)])

    x = rng.integers(-127, 128, size=(1, 3, 224, 224), dtype=np.int32)
    x = conv(x, 64, 7, 2)
    x = op("max_pool2d", [x], pool_size=(3, 3), padding=(1, 1), strides=(2, 2))
    for oc, stride in [(64, 1), (64, 1), (128, 2), (128, 1), (256, 2), (256, 1),
                       (512, 2), (512, 1)]:
        x = block(x, oc, stride)
    x = op("sum", [x], axes=(2, 3))
    x = op("cvm_right_shift", [x], precision=8, shift_bit=6)
    w = rng.integers(-127, 128, size=(1000, 512), dtype=np.int32)
    op("dense", [x, w])
    return sum(spent.values()), spent, calls


def layers(args) -> int:
    import cvmverify.core.evaluate as evaluation
    rng = np.random.default_rng(args.seed)
    import os
    threads = os.environ.get("OPENBLAS_NUM_THREADS", "unset")
    print(f"ResNet-like layers, int8 values; fast path and baseline best of {args.repeat} "
          f"runs, the interpreter once; NumPy {np.__version__}, OPENBLAS_NUM_THREADS="
          f"{threads}")
    header = (f"{'layer':<24} {'interpreter ms':>15} {'fast ms':>9} {'baseline ms':>12} "
              f"{'interp/fast':>12} {'fast/baseline':>14}")
    print(header)
    print("-" * len(header))
    for row, op, inputs, attrs, baseline in layer_cases(rng):
        run_fast = functools.partial(evaluation.evaluate, op, inputs, **attrs)
        fast = run_fast()
        start = time.perf_counter()
        reference = evaluation.evaluate(op, inputs, reference=True, **attrs)
        reference_s = time.perf_counter() - start
        if not (np.array_equal(fast[0], reference[0]) and np.array_equal(fast[0], baseline())):
            raise Mismatch(f"{row}: the fast path, the interpreter and the baseline differ")
        fast_s = best_time(run_fast, args.repeat)
        baseline_s = best_time(baseline, args.repeat)
        print(f"{row:<24} {reference_s * 1e3:>15.1f} {fast_s * 1e3:>9.1f} "
              f"{baseline_s * 1e3:>12.1f} {reference_s / fast_s:>11.0f}x "
              f"{fast_s / baseline_s:>13.2f}x")
    print("-" * len(header))
    # the first call of a structure instantiates its spec
    for image, contract in (("first", False), ("second", False), ("contract", True)):
        seconds, spent, calls = resnet18(rng, contract)
        print(f"ResNet-18, {image} 1x3x224x224 image through evaluate: {seconds:.2f} s, "
              f"{calls} calls; " + ", ".join(f"{name} {t:.2f} s" for name, t in
                                              sorted(spent.items(), key=lambda kv: -kv[1])))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2^20 elements instead of 2^24")
    parser.add_argument("--layers", action="store_true",
                        help="ResNet-like layers: interpreter, fast path and im2col baseline")
    parser.add_argument("--repeat", type=int, default=5, help="runs per side (best is kept)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.layers:
        return layers(args)

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
        run_evaluator = functools.partial(cvmverify.evaluate, case.op, case.inputs, **case.attrs)
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
