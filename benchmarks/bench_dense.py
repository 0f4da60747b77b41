"""dense_requant under the runtime contract on int8 tensor cores, against what a GPU user has.

    python benchmarks/bench_dense.py [--ks 16,256,4096] [--mn 4096] [--repeat 20]
                                     [--generated DIR] [--out FILE]

x (M, K) and w (N, K) of int8 values, b (N,) of 16-bit values, M = N = 4096 and K = 16, 256
and 4096, each column's GPU time a call (`--repeat` calls queued back to back behind a spin
kernel after a warm-up, between two CUDA events: bench_cuda's measure, which counts neither
the host's work per call nor a synchronisation; the generated modules are called with
sync=False and checked after):

- tc          the generated CuPy module of the runtime-contract dense_requant
              (cupy/runtime/dense_requant.py), int8 x and w: its tensor-core path (the
              module's `path()` is checked to say so);
- general     the same module's general kernel (one thread per output element, int32
              operands): what ran before the tensor-core path;
- strict      the strict dense_requant's (cupy/graphs/dense_requant.py) general kernel with
              int32 operands, each product and the sum checked: what the tiles replace;
- tiles       the same strict module with int32 operands: its CUDA-core tiles (exact int64
              sums, every product checked unless the slice's bound rules it out; these
              values fit int8, so every slice is summed as packed bytes), which its `path()`
              is checked to say; the line also gives strict / tiles;
- tiles-10b   the same with values to +-1023 (the slices summed in 32 bits, a multiply-add
              a product), compared with the strict general kernel on them; the line also
              gives strict / tiles-10b;
- torch+ek    `torch._int_mm` (cuBLASLt int8 GEMM, int32 out) and the epilogue fused in one
              cupy.ElementwiseKernel (bias, cvm_right_shift rounding, clip), where PyTorch
              is installed;
- cupy-i32    CuPy's int32 matmul and the same epilogue (fewer runs at K = 4096: it is
              slow).

Each K is run only where the precision proof admits it (the runtime's limit on the output
precision of `fc`, checked per call: K <= 32767) -- the line says so either way -- and each
result is compared with the tensor-core one bit for bit. Ratios are printed against tc.
It exits with a clear message (status 2) where there is no GPU or no CuPy.
`bench_cuda.py` calls `bench_dense` for its dense section.

One run on an NVIDIA H100 80GB HBM3 (sm_90), ms, GPU time a call (--repeat 10):

         K      tc   general   strict    tiles  tiles-10b  torch+ek  cupy-i32
        16   0.054     0.564    0.567    0.075      0.083     0.109     0.123
       256   0.060    17.250   17.804    0.360      0.557     0.112     0.485
      4096   0.309   270.508  286.757    5.222      7.972     0.241     6.269

tc is 2.0x faster than torch+ek at K = 16, 1.9x at K = 256 and 1.28x slower at K = 4096;
the strict tiles are 7.6x, 49x and 55x faster than the strict general kernel (6.8x, 32x and
36x on 10-bit values). At K = 16 every path writes the same 64 MiB of int32; the tiles'
time there is instructions and latency, not bandwidth (ncu: 58% of the SM's issue busy, 18%
of DRAM's bandwidth, two blocks of 256 threads a multiprocessor at 128 registers a thread),
and their epilogue (each exact sum checked, the bias added and checked, the rounding shift
and the clip, in int64) is a fixed cost an element that one slice of K does not amortise.

At K = 4096 the gap is the main loop's: mma.sync m16n8k32 fed by ldmatrix from a 4-stage
cp.async pipeline, 128 x 128 tiles and 2 blocks per SM (127 registers a thread), where
cuBLASLt uses Hopper's wgmma and TMA. At K = 16 and 256 the output (64 MiB of int32)
dominates, and writing it once, epilogue applied, beats the GEMM plus a separate pass.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

import numpy as np

from bench_cuda import _time as gpu_microseconds, gpu, load   # benchmarks/ is the script's folder

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHIFT, CLIP = 6, 127   # graphs/dense_requant.toml: cvm_right_shift(shift_bit=6), cvm_clip(8)
# the epilogue as a CUDA user fuses it by hand: cvm_right_shift's rounding, then the clip
COLUMNS = ("tc", "general", "strict", "tiles", "tiles-10b", "torch+ek", "cupy-i32")
EPILOGUE = ("int v = acc + b; v = ((v >> ({s} - 1)) + 1) >> 1; "
            "y = v < -{c} ? -{c} : (v > {c} ? {c} : v)").format(s=SHIFT, c=CLIP)


def _time(cupy, run, repeat, module=None):
    """Milliseconds of GPU time a call of `run` takes: bench_cuda's measure (`repeat` calls
    queued back to back behind a spin kernel, so that neither the host's work per call nor
    a synchronisation is counted), the same for every column. A generated `module` is
    called with sync=False by `run` (see `quiet`); its check() then raises if a call was
    rejected."""
    milliseconds = gpu_microseconds(cupy, run, repeat) / 1000.0
    if module is not None:
        module.check()
    return milliseconds


def quiet(function):
    """`function`'s keyword arguments for a timed call: sync=False where it takes one (a
    strict module's calls then return at once and are checked together)."""
    return {"sync": False} if "sync" in function.__code__.co_varnames else {}


def generated_folder(generated, probes, targets):
    """`generated` if given, else the repository's sample where it holds every module of
    `probes` (paths under it), else `targets` rendered by `cvmverify gen` (both contracts)
    into a temporary folder."""
    if generated is not None:
        return generated
    sample = os.path.join(ROOT, "generated")
    if all(os.path.isfile(os.path.join(sample, probe)) for probe in probes):
        return sample
    from cvmverify.drivers import gen

    out_dir = tempfile.mkdtemp(prefix="bench_")
    for relative, text in gen.generate(gen.GenOptions(targets)).items():
        path = os.path.join(out_dir, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return out_dir


def proven_max_k(module):
    """The largest K the runtime's per-call limits admit for dense_requant (the precision
    proof's `limits`, `precision.graph.runtime_limits`), and what they say. Where the
    prover is installed they are evaluated; else the module's own precondition is probed
    (a call of shape (1, K) that breaks it raises before any launch)."""
    try:
        import sympy as sp

        from cvmverify.core.dsl import DimSymbol
        from cvmverify.core.graph import load_graph
        from cvmverify.precision.graph import runtime_limits

        proven = runtime_limits(load_graph(os.path.join(ROOT, "graphs", "dense_requant.toml")))
    except ImportError:  # no prover here (z3), or no operator library
        return _probed_max_k(module)
    k = DimSymbol("x", 1)

    def admitted(value):
        return all(bool(sp.sympify(r.condition).subs(k, value)) for r in proven.limits
                   if r.condition.free_symbols <= {k})

    return _largest(admitted), [r.message for r in proven.limits]


def _probed_max_k(module):
    import cupy

    messages = []

    def admitted(value):
        x = cupy.zeros((1, value), cupy.int8)
        try:
            module.dense_requant(x, x, cupy.zeros(1, cupy.int32))
        except module.LogicError as error:
            messages.append(str(error).splitlines()[0])
            return False
        return True

    found = _largest(admitted)
    return found, [f"the module's check: {messages[-1]}" if messages else "none"]


def _largest(admitted):
    """The largest K in 1..2^24 that `admitted` holds for (it holds up to a bound)."""
    low, high = 1, 2 ** 24
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if admitted(mid) else (low, mid - 1)
    return low


def bench_dense(ks=(16, 256, 4096), mn=4096, repeat=20, generated=None, report=print):
    """Rows (k, {name: ms}) of the comparison; `report` gets each printed line."""
    cupy = gpu("bench_dense")
    generated = generated_folder(generated, ["cupy/runtime/dense_requant.py",
                                             "cupy/graphs/dense_requant.py"], ["dense_requant"])
    module = load(os.path.join(generated, "cupy", "runtime", "dense_requant.py"),
                   "bench_dense_requant")
    strict = load(os.path.join(generated, "cupy", "graphs", "dense_requant.py"),
                  "bench_dense_requant_strict")
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
    except ImportError as error:
        torch = None
        report(f"torch: not measured ({error})")
    max_k, limits = proven_max_k(module)
    report(f"precision proof: K <= {max_k} per call ({'; '.join(limits)}); the tensor-core "
           f"accumulator bound K * 127 * 127 <= 2^31 - 1 holds for every K it admits")
    device = cupy.cuda.Device()
    report(f"device: {cupy.cuda.runtime.getDeviceProperties(device.id)['name'].decode()} "
           f"(sm_{device.compute_capability})")
    epilogue = cupy.ElementwiseKernel("int32 acc, int32 b", "int32 y", EPILOGUE,
                                      "dense_requant_epilogue")
    rows = []
    header = f"{'K':>6} " + " ".join(f"{n:>10}" for n in COLUMNS) + \
        "   ratios to tc: " + ", ".join(COLUMNS[1:]) + "; strict/tiles, strict/tiles-10b"
    report(header)
    for k in ks:
        if k > max_k:
            report(f"{k:>6} not run: the precision proof does not admit K = {k} (K <= {max_k})")
            continue
        rng = np.random.default_rng(k)
        x = cupy.asarray(rng.integers(-127, 128, (mn, k), dtype=np.int8))
        w = cupy.asarray(rng.integers(-127, 128, (mn, k), dtype=np.int8))
        b = cupy.asarray(rng.integers(-32767, 32768, (mn,), dtype=np.int32))
        times = {}
        out = [cupy.empty((mn, mn), cupy.int32)]
        times["tc"] = _time(cupy, lambda: module.dense_requant(
            x, w, b, out=out, **quiet(module.dense_requant)), repeat, module)
        assert module.path() == "tensor-core 128x128", module.path()
        tc = out[0].copy()

        x32, w32 = x.astype(cupy.int32), w.astype(cupy.int32)
        y = cupy.empty((mn, mn), cupy.int32)

        def run_general():   # the module's general kernel, launched as the module does
            module._launch(module._kernel, "_dense_requant_fused_y", y.size,
                           (x32, w32, b, y), (np.int64(k), np.int64(k),
                                              module._shape_view(y.shape)), (), ilp=1)

        times["general"] = _time(cupy, run_general, max(2, repeat // 4) if k > 256 else repeat)
        _same(cupy, "general", y, tc)

        def run_strict_general(x32=x32, w32=w32):   # the strict module's general kernel,
            error = strict._flag(strict.LogicError, strict.OP, "overflow")  # as it launches it
            strict._launch(strict._kernel, "_dense_requant_fused_y", y.size,
                           (x32, w32, b, y), (np.int64(k), np.int64(k),
                                              strict._shape_view(y.shape), error), (), ilp=1)

        times["strict"] = _time(cupy, run_strict_general,
                                max(2, repeat // 4) if k > 256 else repeat, strict)
        _same(cupy, "strict", y, tc)

        tiles = [cupy.empty((mn, mn), cupy.int32)]
        times["tiles"] = _time(cupy, lambda: strict.dense_requant(
            x32, w32, b, out=tiles, **quiet(strict.dense_requant)), repeat, strict)
        assert strict.path() == "cuda-core tiles", strict.path()
        _same(cupy, "tiles", strict.dense_requant(x32, w32, b)["y"], tc)
        # values past int8 (|v| <= 1023): the tiles' 32-bit slices, held to the general kernel
        x10, w10 = (cupy.asarray(rng.integers(-1023, 1024, (mn, k), dtype=np.int32))
                    for _ in range(2))
        times["tiles-10b"] = _time(cupy, lambda: strict.dense_requant(
            x10, w10, b, out=tiles, **quiet(strict.dense_requant)), repeat, strict)
        run_strict_general(x10, w10)
        strict.check()
        _same(cupy, "tiles-10b", strict.dense_requant(x10, w10, b)["y"], y, "the general kernel")

        if torch is not None and mn > 16 and k % 8 == 0:
            tx, tw = torch.from_dlpack(x), torch.from_dlpack(w)
            tb = torch.from_dlpack(b)

            def run_torch():
                acc = torch._int_mm(tx, tw.t())
                return epilogue(cupy.from_dlpack(acc), b)

            times["torch+ek"] = _time(cupy, run_torch, repeat)
            _same(cupy, "torch+ek", run_torch(), tc)
            del tb

        def run_cupy():
            return epilogue(cupy.matmul(x32, w32.T), b)

        times["cupy-i32"] = _time(cupy, run_cupy, 2 if k > 256 else max(3, repeat // 4))
        _same(cupy, "cupy-i32", run_cupy(), tc)
        rows.append((k, times))
        cells = [f"{times[n]:10.3f}" if n in times else f"{'-':>10}" for n in COLUMNS]
        ratios = [f"{times[n] / times['tc']:.2f}x" if n in times else "-" for n in COLUMNS[1:]]
        report(f"{k:>6} {' '.join(cells)}   {', '.join(ratios)}; "
               f"{times['strict'] / times['tiles']:.1f}x, "
               f"{times['strict'] / times['tiles-10b']:.1f}x")
    report("times in ms (GPU time a call, calls back to back); a ratio above 1 means tc is "
           "faster")
    return rows


def _same(cupy, name, got, expected, of="the tensor-core path"):
    if not bool((got == expected).all()):
        raise AssertionError(f"{name} differs from the result of {of}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ks", default="16,256,4096")
    parser.add_argument("--mn", type=int, default=4096)
    parser.add_argument("--repeat", type=int, default=20)
    args = output_arguments(parser).parse_args(argv)
    reported(lambda report: bench_dense([int(k) for k in args.ks.split(",")], args.mn,
                                        args.repeat, args.generated, report), args.out)
    return 0


def output_arguments(parser):
    """--generated and --out, as the tensor-core benchmarks take them."""
    parser.add_argument("--generated", default=None,
                        help="a folder `cvmverify gen` wrote (default: the repository's "
                        "generated/, which keeps the modules)")
    parser.add_argument("--out", default=None, help="also write the lines to this file")
    return parser


def reported(run, out=None):
    """`run(report)` with each line it reports printed, and written to `out` if given."""
    lines = []

    def report(line):
        print(line, flush=True)
        lines.append(line)

    run(report)
    if out:
        with open(out, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    sys.exit(main())
