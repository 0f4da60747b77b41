"""The generated NumPy kernels against the baselines a user would pick, side by side.

    python benchmarks/bench_codegen.py            # about 2^24 int32 elements per tensor
    python benchmarks/bench_codegen.py --quick    # about 2^20
    python benchmarks/bench_codegen.py --only runtime --sizes 24,25,26

Four tables, each time the best of --repeat runs, every output checked equal once. The
generated modules are rendered first, into a scratch folder, as `cvmverify gen` renders
them (generated/ keeps only a sample):

1. Fused chains (generated/numpy/graphs/) against the same chain run op by op with
   preallocated out= buffers: (a) the generated single-op kernels, exact like the fused
   one; (b) NumPy ufuncs in int32, which wrap on overflow instead of rejecting it (the
   fastest thing a NumPy user could write, not the same semantics); (c) numexpr, where it
   can express the chain. Ratios above 1 mean the fused kernel is faster.
2. Data movement kernels as a fraction of np.copyto's bandwidth on the same bytes (split,
   concatenate, broadcast, slice, tile), and transpose against np.copyto(out,
   a.transpose(...)).
3. Generated kernels against the reference evaluator, op by op.
4. The chains generated under the runtime's precision contract (generated/numpy/runtime/:
   int32 without per-element checks, proven safe at the precisions the graphs declare)
   against the same chain op by op in NumPy int32 ufuncs with out= buffers and against
   numexpr (the matrix products, which numexpr cannot express, in NumPy), at 2^24, 2^25
   and 2^26 output elements (--sizes), on inputs within the declared precisions.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import math
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

import cvmverify
from cvmverify.codegen.numpy_module import public_name
from cvmverify.drivers import gen

SCRATCH = Path(tempfile.mkdtemp(prefix="cvmverify-bench-"))


@functools.lru_cache(maxsize=None)
def load(relative: str, function: str) -> Callable[..., Any]:
    """`function` of the generated NumPy module at `relative` (under numpy/), rendered
    as `cvmverify gen` renders it (generated/ keeps only a sample)."""
    path = SCRATCH / relative
    if not path.exists():
        name = Path(relative).stem
        contract = "runtime" if relative.startswith("runtime/") else \
            "strict" if "/" in relative else None
        files = gen.generate(gen.GenOptions([name], contract=contract))
        for rendered, text in files.items():  # the module and the runtime it shares
            if rendered.startswith("numpy/"):
                target = SCRATCH / rendered[len("numpy/"):]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text)
    spec = importlib.util.spec_from_file_location(f"bench_{path.parent.name}_{path.stem}",
                                                  path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, function)


def op(name: str) -> Callable[..., Any]:
    return load(f"{name}.py", public_name(name))


def graph(name: str, folder: str = "graphs") -> Callable[..., Any]:
    return load(f"{folder}/{name}.py", name)


def best(run: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def same(a: Any, b: Any) -> bool:
    """The same outputs: each a list, one array, or a graph's by name (a dict)."""
    a, b = (list(x.values()) if isinstance(x, dict) else x for x in (a, b))
    a = a if isinstance(a, (list, tuple)) else [a]
    b = b if isinstance(b, (list, tuple)) else [b]
    return len(a) == len(b) and all(x.dtype == y.dtype and np.array_equal(x, y)
                                    for x, y in zip(a, b))


# --- 1. fused chains ---------------------------------------------------------------------------


def chains(n: int, rng: np.random.Generator):
    """(name, inputs, fused call, exact op-by-op call, int32 ufunc call, numexpr call or None,
    size note) per chain. Every op-by-op call writes into buffers made once."""
    small = lambda *shape: rng.integers(-100, 100, size=shape, dtype=np.int32)  # noqa: E731

    # broadcast_add -> cvm_right_shift(8, 1) -> cvm_clip(8): a residual add, requantised
    a, b = small(n, n, n, n), small(n, n, n, n)
    add, shift, clip = op("broadcast_add"), op("cvm_right_shift"), op("cvm_clip")
    t1, t2, out = (np.empty_like(a) for _ in range(3))

    def add_exact():
        add(a, b, out=[t1])
        shift(t1, precision=8, shift_bit=1, out=[t2])
        return clip(t2, precision=8, out=[out])

    def add_numpy():
        np.add(a, b, out=t1)
        np.right_shift(t1, 0, out=t1)
        np.add(t1, 1, out=t1)
        np.floor_divide(t1, 2, out=t1)
        np.clip(t1, -127, 127, out=t1)
        return [np.clip(t1, -127, 127, out=out)]

    def add_numexpr():
        import numexpr

        # floor((a + b + 1) / 2) as a shift; int32 arithmetic, so it wraps like the ufuncs
        numexpr.evaluate("where((a + b + 1) >> 1 > 127, 127, where((a + b + 1) >> 1 < -127, "
                         "-127, (a + b + 1) >> 1))", local_dict={"a": a, "b": b}, out=out,
                         casting="unsafe")
        return [out]

    fused_out = np.empty_like(a)
    yield ("add_requant", lambda: graph("add_requant")(a, b, out=[fused_out]), add_exact,
           add_numpy, add_numexpr, f"a, b: {a.shape}")

    # dense(x, w, b) -> cvm_right_shift(8, 6) -> cvm_clip(8)
    m, k, units = n * 4, n, n * 4
    x, w, bias = small(m, k), small(units, k), small(units)
    dense = op("dense")
    d1, d2, d3 = (np.empty((m, units), np.int32) for _ in range(3))

    def dense_exact():
        dense(x, w, bias, out=[d1])
        shift(d1, precision=8, shift_bit=6, out=[d2])
        return clip(d2, precision=8, out=[d3])

    def dense_numpy():
        np.matmul(x, w.T, out=d1)
        np.add(d1, bias, out=d1)
        np.right_shift(d1, 5, out=d1)
        np.add(d1, 1, out=d1)
        np.floor_divide(d1, 2, out=d1)
        np.clip(d1, -127, 127, out=d1)
        return [np.clip(d1, -127, 127, out=d3)]

    dense_out = np.empty((m, units), np.int32)
    yield ("dense_requant", lambda: graph("dense_requant")(x, w, bias, out=[dense_out]),
           dense_exact, dense_numpy, None, f"x {x.shape}, w {w.shape}")

    # conv2d(padding 1) -> cvm_right_shift(8, 4) -> cvm_clip(8) -> relu
    side = max(8, n * 2)
    image, kernel = small(1, 16, side, side), small(16, 16, 3, 3)
    conv, relu = op("conv2d"), op("relu")
    c1, c2, c3, c4 = (np.empty((1, 16, side, side), np.int32) for _ in range(4))

    def conv_exact():
        conv(image, kernel, padding=(1, 1), out=[c1])
        shift(c1, precision=8, shift_bit=4, out=[c2])
        clip(c2, precision=8, out=[c3])
        return relu(c3, out=[c4])

    def conv_numpy():
        padded = np.pad(image, ((0, 0), (0, 0), (1, 1), (1, 1)))
        windows = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(2, 3))
        np.copyto(c1, np.einsum("nchwij,ocij->nohw", windows, kernel))
        np.right_shift(c1, 3, out=c1)
        np.add(c1, 1, out=c1)
        np.floor_divide(c1, 2, out=c1)
        np.clip(c1, -127, 127, out=c1)
        np.clip(c1, -127, 127, out=c1)
        return [np.maximum(c1, 0, out=c4)]

    conv_out = np.empty((1, 16, side, side), np.int32)
    yield ("conv_requant", lambda: graph("conv_requant")(image, kernel, out=[conv_out]),
           conv_exact, conv_numpy, None, f"x {image.shape}, w {kernel.shape}")

    # transpose(0, 2, 3, 1) -> slice -> reshape(0, -1)
    t = small(n, n, n, n)
    transpose, slice_, reshape = op("transpose"), op("slice"), op("reshape")
    rows = min(8, n)
    cropped = (1, (rows + 1) // 2, min(8, n), n)
    s1 = np.empty((n, n, n, n), np.int32)
    s2 = np.empty(cropped, np.int32)
    s3 = np.empty((1, math.prod(cropped[1:])), np.int32)

    def move_exact():
        transpose(t, axes=(0, 2, 3, 1), out=[s1])
        slice_(s1, begin=(0, 0, 0), end=(1, 8, 8), strides=(1, 2, 1), out=[s2])
        return reshape(s2, target_shape=(0, -1), out=[s3])

    def move_numpy():
        np.copyto(s1, t.transpose(0, 2, 3, 1))
        np.copyto(s2, s1[0:1, 0:8:2, 0:8])
        return [np.copyto(s3, s2.reshape(1, -1)) or s3]

    move_out = np.empty_like(s3)
    yield ("transpose_slice_reshape",
           lambda: graph("transpose_slice_reshape")(t, out=[move_out]), move_exact,
           move_numpy, None, f"x {t.shape} (the slice keeps {math.prod(cropped)} elements)")

    # split(axis 1, 2) -> concatenate(second, first): a channel shuffle
    split, concatenate = op("split"), op("concatenate")
    halves = [np.empty((n, n // 2, n, n), np.int32) for _ in range(2)]
    shuffled = np.empty_like(t)

    def shuffle_exact():
        split(t, axis=1, num_splits=2, out=halves)
        return concatenate(halves[1], halves[0], axis=1, out=[shuffled])

    def shuffle_numpy():
        np.copyto(halves[0], t[:, :n // 2])
        np.copyto(halves[1], t[:, n // 2:])
        return [np.concatenate([halves[1], halves[0]], axis=1, out=shuffled)]

    shuffle_out = np.empty_like(t)
    yield ("channel_shuffle", lambda: graph("channel_shuffle")(t, out=[shuffle_out]),
           shuffle_exact, shuffle_numpy, None, f"x {t.shape}")

    # upsampling(2) -> concatenate with a fine map along channels
    coarse, fine = small(n // 2, n, n // 2, n // 2), small(n // 2, n, n, n)
    upsampling = op("upsampling")
    up = np.empty((n // 2, n, n, n), np.int32)
    merged = np.empty((n // 2, 2 * n, n, n), np.int32)

    def up_exact():
        upsampling(coarse, scale=2, out=[up])
        return concatenate(up, fine, axis=1, out=[merged])

    def up_numpy():
        np.copyto(up.reshape(n // 2, n, n // 2, 2, n // 2, 2),
                  coarse[:, :, :, None, :, None])
        return [np.concatenate([up, fine], axis=1, out=merged)]

    up_out = np.empty_like(merged)
    yield ("upsample_concat", lambda: graph("upsample_concat")(coarse, fine, out=[up_out]),
           up_exact, up_numpy, None, f"x {coarse.shape}, y {fine.shape}")


def bench_chains(n: int, repeat: int, rng) -> None:
    try:
        import numexpr  # noqa: F401
        have_numexpr = True
    except ImportError:
        have_numexpr = False
    print("1. fused chain vs op by op with out= buffers (x = fused is that many times faster)")
    print(f"   {'chain':24} {'fused s':>9} {'exact ops':>10} {'int32 ufuncs':>13} "
          f"{'numexpr':>9}  inputs")
    for name, fused, exact, ufuncs, numexpr_call, note in chains(n, rng):
        result = fused()
        if not same(result, exact()) or not same(result, ufuncs()):
            raise SystemExit(f"{name}: the fused kernel and the op-by-op chain differ")
        seconds = best(fused, repeat)
        ratios = [best(exact, repeat) / seconds, best(ufuncs, repeat) / seconds]
        if numexpr_call is not None and have_numexpr:
            if not same(result, numexpr_call()):
                raise SystemExit(f"{name}: numexpr differs")
            shown = f"{best(numexpr_call, repeat) / seconds:8.2f}x"
        else:
            shown = f"{'n/a':>9}"
        print(f"   {name:24} {seconds:9.4f} {ratios[0]:9.2f}x {ratios[1]:12.2f}x {shown}  {note}")
    if not have_numexpr:
        print("   (numexpr is not installed: pip install numexpr)")


# --- 2. data movement vs copy bandwidth -------------------------------------------------------


def bench_movement(n: int, repeat: int, rng) -> None:
    print("\n2. data movement vs np.copyto on the same bytes (1.0 = copy speed)")
    x = rng.integers(-1000, 1000, size=(n, n, n, n), dtype=np.int32)
    copy = np.empty_like(x)
    copy_s = best(lambda: np.copyto(copy, x), repeat)
    halves = [np.empty((n, n // 2, n, n), np.int32) for _ in range(2)]
    parts = [np.ascontiguousarray(x[:, :n // 2]), np.ascontiguousarray(x[:, n // 2:])]
    row = np.ascontiguousarray(x[:1])
    half_source, half = np.ascontiguousarray(x[:, n // 2:]), np.empty_like(halves[0])
    half_s = best(lambda: np.copyto(half, half_source), repeat)
    first = np.ascontiguousarray(x[:n // 2])
    rows = [
        ("split", lambda: op("split")(x, axis=1, num_splits=2, out=halves), copy_s,
         "np.copyto of x", 0.8),
        ("concatenate", lambda: op("concatenate")(*parts, axis=1, out=[copy]), copy_s,
         "np.copyto of x", 0.8),
        ("broadcast", lambda: op("broadcast")(row, target_shape=x.shape, out=[copy]), copy_s,
         "np.copyto of x (reads n^3)", 0.8),
        # begin and end name the first two axes only: the call is bound padded
        ("slice", lambda: op("slice")(x, begin=(0, n // 2), end=(n, n), out=[half]), half_s,
         "np.copyto of x[:, n/2:] made contiguous", 0.8),
        ("tile", lambda: op("tile")(first, reps=(2, 1, 1, 1), out=[copy]), copy_s,
         "np.copyto of x", 0.8),
        ("transpose", lambda: op("transpose")(x, axes=(0, 2, 3, 1), out=[copy]),
         best(lambda: np.copyto(copy, x.transpose(0, 2, 3, 1)), repeat),
         "np.copyto(out, x.transpose(0, 2, 3, 1))", 1.0),
    ]
    for name, run, baseline, what, target in rows:
        run()  # warm: the generated function's first call
        ratio = baseline / best(run, repeat)
        verdict = "meets" if ratio >= target else "below"
        print(f"   {name:12} {ratio:5.2f} of {what} ({verdict} the target {target})")


# --- 3. generated vs the evaluator ------------------------------------------------------------


def bench_evaluator(n: int, repeat: int, rng) -> None:
    print("\n3. generated kernels vs the reference evaluator (x = generated is faster)")
    x = rng.integers(-1000, 1000, size=(n, n, n, n), dtype=np.int32)
    y = rng.integers(-1000, 1000, size=(n, n, n, n), dtype=np.int32)
    calls = [("relu", [x], {}), ("broadcast_add", [x, y], {}),
             ("cvm_right_shift", [x], {"precision": 8, "shift_bit": 3}),
             ("transpose", [x], {"axes": (0, 2, 3, 1)}), ("concatenate", [x, y], {"axis": 1}),
             ("slice", [x], {"begin": (0, 1), "end": (n, n, n, n), "strides": (1, 2)}),
             ("upsampling", [x[: max(1, n // 4)]], {"scale": 2}),
             ("sum", [x], {"axes": (1,)}), ("take", [x, np.arange(n, dtype=np.int32)], {})]
    ratios = []
    for name, inputs, attrs in calls:
        kernel = op(name)
        if not same(kernel(*inputs, **attrs), cvmverify.evaluate(name, inputs, **attrs)):
            raise SystemExit(f"{name}: the generated kernel and the evaluator differ")
        generated = best(lambda: kernel(*inputs, **attrs), repeat)
        reference = best(lambda: cvmverify.evaluate(name, inputs, **attrs), repeat)
        ratios.append(reference / generated)
        print(f"   {name:16} {ratios[-1]:6.2f}x  ({generated:.4f} s vs {reference:.4f} s)")
    print(f"   geometric mean {math.exp(sum(map(math.log, ratios)) / len(ratios)):.2f}x")


# --- 4. the runtime contract -------------------------------------------------------------------


def runtime_chains(log2: int, rng: np.random.Generator):
    """(name, fused call, int32 ufunc call, numexpr call, inputs) per chain of 2^log2 output
    elements, values within the precisions the graphs declare."""
    import numexpr

    def within(bits: int, *shape: int) -> np.ndarray:
        top = 2 ** (bits - 1) - 1
        return rng.integers(-top, top + 1, size=shape, dtype=np.int32)

    def requant(t, shift_bit, out):  # cvm_right_shift(8, shift_bit) -> cvm_clip(8), in place
        np.right_shift(t, shift_bit - 1, out=t)
        np.add(t, 1, out=t)
        np.right_shift(t, 1, out=t)
        return np.clip(t, -127, 127, out=out)

    tail = "where({t} > 127, 127, where({t} < -127, -127, {t}))"

    a, b = within(16, 64, 64, 64, 2 ** (log2 - 18)), within(16, 64, 64, 64, 2 ** (log2 - 18))
    t1, out = np.empty_like(a), np.empty_like(a)
    add_out = np.empty_like(a)
    yield ("add_requant", lambda: graph("add_requant", "runtime")(a, b, out=[add_out]),
           lambda: requant(np.add(a, b, out=t1), 1, out),
           lambda: numexpr.evaluate(tail.format(t="((a + b + 1) >> 1)"), out=out,
                                    local_dict={"a": a, "b": b}, casting="unsafe"),
           f"a, b {a.shape}")

    units, k = 4096, 16
    x, w, bias = within(8, 2 ** (log2 - 12), k), within(8, units, k), within(16, units)
    d1, d2 = (np.empty((x.shape[0], units), np.int32) for _ in range(2))
    dense_out = np.empty_like(d1)

    def dense_numexpr():
        np.matmul(x, w.T, out=d1)
        return numexpr.evaluate(tail.format(t="(((d + bias) >> 5) + 1 >> 1)"), out=d2,
                                local_dict={"d": d1, "bias": bias}, casting="unsafe")

    yield ("dense_requant",
           lambda: graph("dense_requant", "runtime")(x, w, bias, out=[dense_out]),
           lambda: requant(np.add(np.matmul(x, w.T, out=d1), bias, out=d1), 6, d2),
           dense_numexpr, f"x {x.shape}, w {w.shape}")

    height = 2 ** ((log2 - 4) // 2)
    image, kernel = within(8, 1, 4, height, 2 ** (log2 - 4) // height), within(8, 16, 4, 3, 3)
    c1, c2 = (np.empty((1, 16) + image.shape[2:], np.int32) for _ in range(2))
    conv_out = np.empty_like(c1)

    def convolve():
        padded = np.pad(image, ((0, 0), (0, 0), (1, 1), (1, 1)))
        windows = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(2, 3))
        return np.einsum("nchwij,ocij->nohw", windows, kernel, out=c1)

    def conv_numexpr():
        convolve()
        return numexpr.evaluate("where(" + tail.format(t="((c >> 3) + 1 >> 1)") + " > 0, "
                                + tail.format(t="((c >> 3) + 1 >> 1)") + ", 0)", out=c2,
                                local_dict={"c": c1}, casting="unsafe")

    yield ("conv_requant", lambda: graph("conv_requant", "runtime")(image, kernel,
                                                                     out=[conv_out]),
           lambda: np.maximum(requant(convolve(), 4, c2), 0, out=c2), conv_numexpr,
           f"x {image.shape}, w {kernel.shape}")


def bench_runtime(sizes: list[int], repeat: int, rng) -> None:
    try:
        import numexpr  # noqa: F401
    except ImportError:
        print("\n4. skipped: numexpr is not installed (pip install numexpr)")
        return
    print("\n4. runtime contract: fused int32 kernel vs op by op (x = fused is that many "
          "times faster; targets 1.5x and 1.0x)")
    print(f"   {'chain':16} {'elements':>8} {'fused s':>9} {'int32 ufuncs':>13} "
          f"{'numexpr':>9}  inputs")
    for log2 in sizes:
        for name, fused, ufuncs, with_numexpr, note in runtime_chains(log2, rng):
            result = fused()
            for other in (ufuncs, with_numexpr):
                if not same(result, other()):
                    raise SystemExit(f"{name}: the runtime kernel and the op-by-op chain "
                                     "differ")
            seconds = best(fused, repeat)
            versus = [best(ufuncs, repeat) / seconds, best(with_numexpr, repeat) / seconds]
            print(f"   {name:16} {'2^' + str(log2):>8} {seconds:9.4f} {versus[0]:12.2f}x "
                  f"{versus[1]:8.2f}x  {note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2^20 elements instead of 2^24")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sizes", default="24,25,26",
                        help="log2 of the output elements of table 4 (default 24,25,26)")
    parser.add_argument("--only", choices=("chains", "movement", "evaluator", "runtime"),
                        help="one table")
    args = parser.parse_args()
    n = 32 if args.quick else 64
    rng = np.random.default_rng(0)
    print(f"tensors of {n}^4 = 2^{int(math.log2(n ** 4))} int32 elements, best of "
          f"{args.repeat}")
    sizes = [20] if args.quick else [int(k) for k in args.sizes.split(",")]
    tables = {"chains": lambda: bench_chains(n, args.repeat, rng),
              "movement": lambda: bench_movement(n, args.repeat, rng),
              "evaluator": lambda: bench_evaluator(n, args.repeat, rng),
              "runtime": lambda: bench_runtime(sizes, min(args.repeat, 3), rng)}
    for name, table in tables.items():
        if args.only in (None, name):
            table()


if __name__ == "__main__":
    main()
