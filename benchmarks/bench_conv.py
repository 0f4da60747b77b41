"""conv2d and conv_requant as an implicit GEMM on int8 tensor cores, against cuDNN.

    python benchmarks/bench_conv.py [--repeat 10] [--generated DIR] [--out FILE]

The rows (int8 values, NCHW):

- 3x3        conv2d, x 8x64x56x56, w 64x64x3x3, padding 1 (ResNet's stage 1)
- 1x1        conv2d, x 8x256x14x14, w 256x256x1x1 (ResNet's stage 3 bottleneck)
- depthwise  conv2d, x 8x64x56x56, w 64x1x3x3, padding 1, groups 64
- requant    conv_requant (graphs/conv_requant.toml: 3x3 padding 1, cvm_right_shift 4,
             clip, relu), x 1x4x1024x1024, w 16x4x3x3

and the columns, each one's GPU time a call (bench_dense's measure: `--repeat` calls queued
back to back after a warm-up, the generated modules with sync=False, checked after):

- chosen      the generated CuPy module (cupy/conv2d.py, strict: int8 operands; for the
              requant row cupy/runtime/conv_requant.py) on the path its host picks by the
              output channels per group, printed as its `path()` says (the row's "path");
- 128x128, 128x16   the same module on each tensor-core tile (`use_tile`), whichever the
              host picks: the measure of its rule (the depthwise row's general kernel);
- general     the strict conv2d's general kernel (one thread per output element, int32
              operands), launched as the module launches it: what ran before the
              tensor-core path;
- tiles       the strict module with int32 operands (for the requant row the strict
              cupy/graphs/conv_requant.py): its CUDA-core tiles, which its `path()` is
              checked to say (not for depthwise: under 8 output channels a group run the
              general kernel); these values fit int8, so every slice is summed as packed
              bytes; the line also gives general / tiles;
- tiles-10b   the same with values to +-1023 (the slices summed in 32 bits, a multiply-add
              a product), compared with the general kernel on them; the line also gives
              general / tiles-10b;
- cudnn+ek    `torch.nn.functional.conv2d` on float32 copies (cuDNN, TF32 off: exact, as
              every sum here is below 2^24 in magnitude) and the int32 conversion with the
              epilogue in one cupy.ElementwiseKernel, where PyTorch is installed.

Each result is compared with the chosen path's bit for bit; ratios are printed against
chosen. It exits with a clear message (status 2) where there is no GPU or no CuPy.

One run on an NVIDIA H100 80GB HBM3 (sm_90), ms, GPU time a call (--repeat 10):

          conv   chosen  128x128   128x16  general   tiles  tiles-10b  cudnn+ek
           3x3    0.080    0.080    0.169    4.207   0.099      0.137     0.076
           1x1    0.028    0.028    0.034    0.662   0.022      0.029     0.018
     depthwise    0.088    0.451    0.217    0.076       -          -     0.026
       requant    0.228    0.481    0.228        -   0.569          -     0.239

The strict tiles are 42x (3x3) and 29x (1x1) faster than the general kernel, 31x and 23x
on 10-bit values; the chosen tensor-core path is within 1.05x of cuDNN + epilogue on the
3x3 layer and conv_requant, 1.6x on the 1x1 one.
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np

from bench_cuda import gpu, load   # benchmarks/ is the script's folder
from bench_dense import _same, _time, generated_folder, output_arguments, quiet, reported

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (name, x shape, w shape, padding, groups); stride and dilation 1
ROWS = [("3x3", (8, 64, 56, 56), (64, 64, 3, 3), 1, 1),
        ("1x1", (8, 256, 14, 14), (256, 256, 1, 1), 0, 1),
        ("depthwise", (8, 64, 56, 56), (64, 1, 3, 3), 1, 64),
        ("requant", (1, 4, 1024, 1024), (16, 4, 3, 3), 1, 1)]
# graphs/conv_requant.toml after the sum: cvm_right_shift(shift_bit=4)'s rounding, the clip
# to 8 bits, relu
REQUANT = "int v = (int)acc; v = ((v >> 3) + 1) >> 1; v = v > 127 ? 127 : v; y = v < 0 ? 0 : v"
TILES = ("128x128", "128x16")  # cvmverify.codegen.cuda_tensor_core.TILES
COLUMNS = ("chosen",) + TILES + ("general", "tiles", "tiles-10b", "cudnn+ek")


def _modules(generated):
    paths = ["cupy/conv2d.py", "cupy/runtime/conv_requant.py", "cupy/graphs/conv_requant.py"]
    generated = generated_folder(generated, paths, ["conv2d", "conv_requant"])
    return [load(os.path.join(generated, path), name)
            for path, name in zip(paths, ("bench_conv2d", "bench_conv_requant",
                                          "bench_conv_strict"))]


def bench_conv(repeat=10, generated=None, report=print):
    """Rows (name, {column: ms}) of the comparison; `report` gets each printed line."""
    cupy = gpu("bench_conv")
    conv2d, requant, strict = _modules(generated)
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
        torch.backends.cudnn.allow_tf32 = False  # float32 sums, exact below 2^24
    except ImportError as error:
        torch = None
        report(f"torch: not measured ({error})")
    device = cupy.cuda.Device()
    report(f"device: {cupy.cuda.runtime.getDeviceProperties(device.id)['name'].decode()} "
           f"(sm_{device.compute_capability})")
    to_int32 = cupy.ElementwiseKernel("float32 acc", "int32 y", "y = (int)acc", "conv_int32")
    requantise = cupy.ElementwiseKernel("float32 acc", "int32 y", REQUANT, "conv_requant_ek")
    report(f"{'conv':>10} {'path':>19} " + " ".join(f"{n:>10}" for n in COLUMNS) +
           "   ratios to chosen: " + ", ".join(COLUMNS[1:]) + "; general/tiles, general/tiles-10b")
    rows = []
    for name, x_shape, w_shape, padding, groups in ROWS:
        rng = np.random.default_rng(len(name))
        x = cupy.asarray(rng.integers(-127, 128, x_shape, dtype=np.int8))
        w = cupy.asarray(rng.integers(-127, 128, w_shape, dtype=np.int8))
        x32, w32 = x.astype(cupy.int32), w.astype(cupy.int32)
        times = {}
        if name == "requant":
            def run(a, b, module, **timed):
                return module.conv_requant(a, b, **timed)["y"]

            tc_module, tiles_module, epilogue = requant, strict, requantise
        else:
            attrs = {"padding": [padding, padding], "stride": [1, 1], "dilation": [1, 1],
                     "groups": groups}

            def run(a, b, module, **timed):
                return module.conv2d(a, b, **attrs, **timed)[0]

            tc_module, tiles_module, epilogue = conv2d, conv2d, to_int32
        tc_module.use_tile(None)
        timed = quiet(getattr(tc_module, "conv_requant" if name == "requant" else "conv2d"))
        times["chosen"] = _time(cupy, lambda: run(x, w, tc_module, **timed), repeat, tc_module)
        chosen = tc_module.path()
        tc = run(x, w, tc_module)
        for tile in TILES:
            tc_module.use_tile(tile)
            times[tile] = _time(cupy, lambda: run(x, w, tc_module, **timed), repeat,
                                tc_module)
            assert tc_module.path() == f"tensor-core {tile}", tc_module.path()
            _same(cupy, tile, run(x, w, tc_module), tc)
        tc_module.use_tile(None)
        if name != "requant":
            times["general"] = _time(cupy, lambda: _general(conv2d, x32, w32, padding, groups),
                                     max(2, repeat // 4))
            _same(cupy, "general", _general(conv2d, x32, w32, padding, groups), tc)
        if w_shape[0] // groups >= 8:  # fewer output channels a group run the general kernel
            times["tiles"] = _time(cupy, lambda: run(x32, w32, tiles_module, sync=False),
                                   repeat, tiles_module)
            assert tiles_module.path() == "cuda-core tiles", tiles_module.path()
            _same(cupy, "tiles", run(x32, w32, tiles_module), tc)
        if "tiles" in times and "general" in times:  # values past int8: the 32-bit slices
            x10, w10 = (cupy.asarray(rng.integers(-1023, 1024, shape, dtype=np.int32))
                        for shape in (x_shape, w_shape))
            times["tiles-10b"] = _time(cupy, lambda: run(x10, w10, tiles_module, sync=False),
                                       repeat, tiles_module)
            general = _general(conv2d, x10, w10, padding, groups)
            conv2d.check()
            _same(cupy, "tiles-10b", run(x10, w10, tiles_module), general, "the general kernel")
        if torch is not None:
            tx = torch.from_dlpack(x).float()
            tw = torch.from_dlpack(w).float()

            def run_cudnn():
                acc = torch.nn.functional.conv2d(tx, tw, padding=padding, groups=groups)
                return epilogue(cupy.from_dlpack(acc))

            times["cudnn+ek"] = _time(cupy, run_cudnn, repeat)
            _same(cupy, "cudnn+ek", run_cudnn(), tc)
        rows.append((name, times))
        cells = [f"{times[n]:10.3f}" if n in times else f"{'-':>10}" for n in COLUMNS]
        ratios = [f"{times[n] / times['chosen']:.2f}x" if n in times else "-"
                  for n in COLUMNS[1:]]
        speedup = ", ".join(f"{times['general'] / times[n]:.1f}x"
                            for n in ("tiles", "tiles-10b")
                            if n in times and "general" in times) or "-"
        report(f"{name:>10} {chosen:>19} {' '.join(cells)}   {', '.join(ratios)}; {speedup}")
    report("times in ms (GPU time a call, calls back to back); a ratio above 1 means the "
           "chosen path is faster")
    return rows


def _general(module, x, w, padding, groups):
    """The strict conv2d's general kernel (no bias, stride and dilation 1), launched with
    the arguments its module gives it."""
    import cupy

    n, _, h, wd = x.shape
    oc, cg, kh, kw = w.shape
    oh, ow = h + 2 * padding - kh + 1, wd + 2 * padding - kw + 1
    out = cupy.empty((n, oc, oh, ow), cupy.int32)
    error = module._flag(module.LogicError, module.OP, "overflow")
    scalars = [x.shape[1], h, wd, cg, kh, kw, 1, 1, 1, 1, -padding, -padding, oc // groups]
    module._launch(module._kernel, "_conv2d_0_y", out.size, (x, w, out),
                   tuple(np.int64(v) for v in scalars) + (module._shape_view(out.shape), error),
                   (), ilp=1)
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=10)
    args = output_arguments(parser).parse_args(argv)
    reported(lambda report: bench_conv(args.repeat, args.generated, report), args.out)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    sys.exit(main())
