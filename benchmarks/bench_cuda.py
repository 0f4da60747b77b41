"""The generated CUDA kernels against what else a GPU user has, in one run on one GPU.

    python benchmarks/bench_cuda.py [--sizes 20,24,26] [--repeat 20] [--lib DIR]
                                    [--generated DIR] [--dense 16,256,4096]

For every fused graph of graphs/ (strict and, where declared, runtime) and for relu, add,
broadcast_add with a size-1 axis, transpose, concatenate (along the last axis and the
first: a gather per input piece either way), split, slice, tile, sum and max over the inner
axis and over outer ones (few outputs of long rows), at 2^20, 2^24 and 2^26 elements, it
times with CUDA events (the mean of `--repeat` runs, after a warm-up):

- cupy-gen   the generated CuPy module (generated/cupy/, NVRTC), sync=False;
- dlpack     the DLPack launcher of the generated .cuh, built with nvcc into a shared
             library (`--lib` holds them; skipped where nvcc is absent);
- cupy-ops   CuPy op by op (what a CuPy user writes without cvmverify);
- fused-ek   a hand-fused cupy.ElementwiseKernel, where one expresses the op;
- torch      PyTorch, where it is installed;
- copy       the copy-bandwidth bound measured in the same run: a device-to-device copy
             of the bytes the op reads and writes, at the same sizes.

Each row prints the times in microseconds and each one's ratio to the copy bound. It exits
with a clear message (status 2) where there is no GPU or no CuPy.
"""

from __future__ import annotations

import argparse
import ctypes
import functools
import time
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPS = ["relu", "elemwise_add", "broadcast_add", "transpose", "concatenate", "split", "slice",
       "tile", "sum", "max"]


def _stop(message, program="bench_cuda"):
    print(f"{program}: {message}: nothing to measure", file=sys.stderr)
    sys.exit(2)


def gpu(program="bench_cuda"):
    """CuPy, where it and a GPU are here; else exit 2 saying which is missing."""
    try:
        import cupy
    except ImportError:
        _stop("CuPy is not installed (pip install cupy-cuda12x)", program)
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # no driver
        _stop(f"no GPU here ({error})", program)
    if count < 1:
        _stop("no GPU here", program)
    return cupy


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _time(cupy, run, repeat):
    """Microseconds per run of `run`: `repeat` runs queued back to back between two CUDA
    events on the current stream, after a warm-up, while a spin kernel holds the GPU until
    all are queued: the GPU's time alone, also for a call whose host work takes longer
    than its kernels (the host's time per call is measured apart: `host_overhead`)."""
    run()
    began = time.perf_counter()
    run()
    host = time.perf_counter() - began
    cupy.cuda.get_current_stream().synchronize()
    _spin(cupy, min(0.5, 2 * repeat * host + 1e-3))
    start, stop = cupy.cuda.Event(), cupy.cuda.Event()
    start.record()
    for _ in range(repeat):
        run()
    stop.record()
    stop.synchronize()
    return cupy.cuda.get_elapsed_time(start, stop) * 1000.0 / repeat


@functools.lru_cache(maxsize=None)
def _spin_kernel(cupy):
    return cupy.RawKernel(r"""extern "C" __global__ void spin(long long cycles) {
        const long long start = clock64(); while (clock64() - start < cycles) {} }""", "spin")


def _spin(cupy, seconds):
    """Holds the GPU for about `seconds` (one thread spinning on the SM clock)."""
    hertz = cupy.cuda.Device().attributes["ClockRate"] * 1000.0
    _spin_kernel(cupy)((1,), (1,), (np.int64(seconds * hertz),))


# --- the cases: inputs and attributes per op at n elements ---------------------------------


def cases(cupy, n):
    """name -> (op or graph module path, inputs, attrs, bytes moved, CuPy op by op,
    fused ElementwiseKernel or None, torch function or None)."""
    rows = max(1, n // 1024)
    x = cupy.random.randint(-1000, 1000, (rows, 1024), dtype=np.int32)
    y = cupy.random.randint(-1000, 1000, (rows, 1024), dtype=np.int32)
    col = cupy.random.randint(-1000, 1000, (rows, 1), dtype=np.int32)
    four = 4 * n
    relu_ek = cupy.ElementwiseKernel("int32 x", "int32 y", "y = x > 0 ? x : 0", "cvm_relu")
    add_ek = cupy.ElementwiseKernel("int32 a, int32 b", "int32 y", "y = a + b", "cvm_add")
    found = {
        "relu": ("relu", [x], {}, 2 * four, lambda a: cupy.maximum(a, 0), relu_ek,
                 lambda t: t.clamp_min(0)),
        "elemwise_add": ("elemwise_add", [x, y], {}, 3 * four, lambda a, b: a + b, add_ek,
                         lambda a, b: a + b),
        "broadcast_add": ("broadcast_add", [x, col], {}, 2 * four, lambda a, b: a + b,
                          add_ek, lambda a, b: a + b),
        "transpose": ("transpose", [x], {"axes": (1, 0)}, 2 * four,
                      lambda a: cupy.ascontiguousarray(a.T), None,
                      lambda t: t.t().contiguous()),
        "concatenate": ("concatenate", [x, y], {"axis": 1}, 4 * four,
                        lambda a, b: cupy.concatenate([a, b], axis=1), None,
                        lambda a, b: __import__("torch").cat([a, b], 1)),
        "concatenate_rows": ("concatenate", [x, y], {"axis": 0}, 4 * four,
                             lambda a, b: cupy.concatenate([a, b], axis=0), None,
                             lambda a, b: __import__("torch").cat([a, b], 0)),
        "tile": ("tile", [cupy.ascontiguousarray(x[:, :512])], {"reps": (1, 2)},
                 four + four // 2,
                 lambda a: cupy.tile(a, (1, 2)), None, lambda t: t.repeat(1, 2)),
        "split": ("split", [x], {"axis": 1, "num_splits": 2}, 2 * four,
                  lambda a: [cupy.ascontiguousarray(p) for p in cupy.split(a, 2, axis=1)],
                  None, lambda t: [p.contiguous() for p in t.split(512, 1)]),
        "slice": ("slice", [x], {"begin": (0, 256), "end": (rows, 768)}, four,
                  lambda a: cupy.ascontiguousarray(a[:, 256:768]), None,
                  lambda t: t[:, 256:768].contiguous()),
        "sum": ("sum", [x], {"axes": (1,)}, four, lambda a: a.sum(axis=1, dtype=np.int32),
                None, lambda t: t.sum(1, dtype=__import__("torch").int32)),
        "max": ("max", [x], {"axes": (1,)}, four, lambda a: a.max(axis=1), None,
                lambda t: t.amax(1)),
    }
    return {**found, **outer_reductions(cupy, x, n)}


def outer_reductions(cupy, x, n):
    """Sums and maxes over an outer axis, whose few outputs split their rows over blocks:
    axis 0 of x (n / 1024, 1024) and of (n / 16, 16), the middle axis of (64, n / 4096, 64),
    and every axis. Cases as `cases`'."""
    narrow = x.reshape(-1, 16)
    middle = x.reshape(64, -1, 64)
    four, torch_int32 = 4 * n, lambda: __import__("torch").int32
    return {
        "sum axis 0": ("sum", [x], {"axes": (0,)}, four,
                       lambda a: a.sum(axis=0, dtype=np.int32), None,
                       lambda t: t.sum(0, dtype=torch_int32())),
        "sum axis 0 of 16 columns": ("sum", [narrow], {"axes": (0,)}, four,
                                     lambda a: a.sum(axis=0, dtype=np.int32), None,
                                     lambda t: t.sum(0, dtype=torch_int32())),
        "sum axis 1 of 3-D": ("sum", [middle], {"axes": (1,)}, four,
                              lambda a: a.sum(axis=1, dtype=np.int32), None,
                              lambda t: t.sum(1, dtype=torch_int32())),
        "sum every axis": ("sum", [x], {"axes": ()}, four,
                           lambda a: a.sum(dtype=np.int32), None,
                           lambda t: t.sum(dtype=torch_int32())),
        "max axis 0": ("max", [x], {"axes": (0,)}, four, lambda a: a.max(axis=0), None,
                       lambda t: t.amax(0)),
        "max axis 0 of 16 columns": ("max", [narrow], {"axes": (0,)}, four,
                                     lambda a: a.max(axis=0), None, lambda t: t.amax(0)),
    }


@functools.lru_cache(maxsize=None)
def _add_requant_kernel():
    import cupy

    return cupy.ElementwiseKernel(
        "int32 a, int32 b", "int32 y",
        "const int r = (a + b + 1) >> 1; y = r < -127 ? -127 : r > 127 ? 127 : r;",
        "add_requant_by_hand")


# a graph as a CuPy user writes it without cvmverify: (op by op, one fused kernel, torch);
# add_requant's shift_bit 1 rounds (a + b) / 2 half up, then clips to 8 bits
HAND_WRITTEN = {
    "add_requant": (
        lambda a, b: __import__("cupy").clip((a + b + 1) >> 1, -127, 127),
        lambda a, b: _add_requant_kernel()(a, b),
        lambda a, b: (((a + b + 1) >> 1).clamp(-127, 127))),
}


def graph_cases(cupy, n, generated):
    """Every graph's CuPy module (strict and runtime), on inputs of about n elements:
    its inputs drawn by the checker's shapes scaled up, small values."""
    import cvmverify
    from cvmverify.core.graph import load_graph

    found = {}
    for folder in ("graphs", "runtime"):
        base = os.path.join(generated, "cupy", folder)
        if not os.path.isdir(base):
            continue
        for file in sorted(os.listdir(base)):
            if not file.endswith(".py"):
                continue
            name = file[:-3]
            graph = load_graph(os.path.join(ROOT, "graphs", name + ".toml"))
            shapes = _graph_shapes(graph, n)
            if shapes is None:
                continue
            inputs = [cupy.random.randint(-100, 100, s, dtype=np.int32) for s in shapes]
            found[f"{folder}/{name}"] = (os.path.join(base, file), inputs, {}, None,
                                        *HAND_WRITTEN.get(name, (None, None, None)))
    del cvmverify
    return found


def _graph_shapes(graph, n):
    """Input shapes of about n elements for a graph (its inputs in order), or None for a
    graph this benchmark has no shapes for."""
    side = max(32, int(round((n // 64) ** 0.5)) // 32 * 32)   # (1, 64, side, side) ~ n
    rows = max(1, n // 1024)
    shapes = {
        "add_requant": {"a": (rows, 1, 1, 1024), "b": (rows, 1, 1, 1024)},
        "channel_shuffle": {"x": (1, 64, side, side)},
        "conv_requant": {"x": (1, 4, side * 4, side * 4), "w": (16, 4, 3, 3)},
        "dense_requant": {"x": (rows, 256), "w": (256, 256), "b": (256,)},
        "transpose_slice_reshape": {"x": (1, 64, side, side)},
        "upsample_concat": {"x": (1, 32, side // 2, side // 2), "y": (1, 32, side, side)},
    }.get(graph.name)
    if shapes is None:
        return None
    return [shapes[name] for name in graph.inputs]


# --- the DLPack launchers ---------------------------------------------------------------------


def build_launchers(generated, out):
    """The DLPack launchers of the CUDA modules benchmarked, built with nvcc; {} without."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        print("dlpack: nvcc is not installed, the DLPack launchers are not timed")
        return {}
    libs, builds = {}, []
    for op in OPS:   # one nvcc each, all at once: each takes tens of seconds
        lib = libs[op] = os.path.join(out, f"{op}.so")
        if not os.path.exists(lib):
            builds.append(subprocess.Popen([
                nvcc, "-O3", "-arch=native", "-shared", "-Xcompiler", "-fPIC", "-x", "cu",
                "-o", lib, os.path.join(generated, "cuda", "ops", f"{op}.cuh")]))
    if any(build.wait() for build in builds):
        raise subprocess.CalledProcessError(1, "nvcc")
    return {op: ctypes.CDLL(lib) for op, lib in libs.items()}


def _dl_tensors(arrays):
    """A DLTensor array of CuPy arrays (kDLCUDA), and what keeps their shapes alive."""
    from cvmverify.core.dlpack import DLDevice, DLTensor, dl_dtype

    found, keep = (DLTensor * max(1, len(arrays)))(), []
    for k, a in enumerate(arrays):
        shape = (ctypes.c_int64 * a.ndim)(*a.shape)
        keep.append(shape)
        found[k] = DLTensor(ctypes.c_void_p(a.data.ptr), DLDevice(2, a.device.id), a.ndim,
                            dl_dtype(np.dtype(a.dtype)),
                            ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)), None, 0)
    return found, keep


def dlpack_call(cupy, lib, name, inputs, outputs, attrs):
    """A call of cvm_<name> through the checker's DLPack ABI, its tensors built once (the
    timed run calls only the launcher, which synchronises to return its status)."""
    from cvmverify.core.dlpack import attrs_json

    ins, keep_in = _dl_tensors(inputs)
    outs, keep_out = _dl_tensors(outputs)
    entry = getattr(lib, f"cvm_{name}")
    data = attrs_json(attrs)

    def run():
        status = entry(ins, len(inputs), outs, len(outputs), data)
        if status:
            raise RuntimeError(f"cvm_{name} returned {status}")

    run.keep = (keep_in, keep_out)
    return run


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="20,24,26", help="log2 of the element counts")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--generated", help="a whole generated folder (default: rendered "
                        "into a temporary one by `cvmverify gen --out`)")
    parser.add_argument("--lib", help="where the DLPack launchers are built; 'none' leaves "
                        "them out")
    parser.add_argument("--dense", default="16,256,4096", help="the K of the dense section "
                        "(benchmarks/bench_dense.py, M = N = 4096); 'none' leaves it out")
    parser.add_argument("--no-conv", action="store_true", help="leave out the convolution "
                        "section (benchmarks/bench_conv.py)")
    args = parser.parse_args(argv)
    cupy = gpu()
    try:
        import torch
    except ImportError:
        torch = None
    generated = args.generated
    if generated is None:
        generated = tempfile.mkdtemp(prefix="cvm-generated-")
        subprocess.run([sys.executable, "-m", "cvmverify", "gen", "--out", generated],
                       check=True)
    lib_dir = args.lib or tempfile.mkdtemp(prefix="cvm-dlpack-")
    try:
        launchers = {} if args.lib == "none" else build_launchers(generated, lib_dir)
    except subprocess.CalledProcessError as error:
        print(f"dlpack: nvcc failed ({error}); the DLPack launchers are not timed")
        launchers = {}
    device = cupy.cuda.Device()
    print(f"device: {cupy.cuda.runtime.getDeviceProperties(device.id)['name'].decode()}; "
          f"mean of {args.repeat} runs back to back, CUDA events, microseconds (ratio to the copy bound)")
    columns = ["cupy-gen", "dlpack", "cupy-ops", "fused-ek", "torch", "copy"]
    print(f"{'case':34} " + " ".join(f"{c:>18}" for c in columns))
    for log in (int(s) for s in args.sizes.split(",")):
        n = 2 ** log
        found = {**cases(cupy, n), **graph_cases(cupy, n, generated)}
        for name, (what, inputs, attrs, moved, ops, fused, torch_fn) in found.items():
            timings = {}
            path = what if what.endswith(".py") else os.path.join(generated, "cupy",
                                                                 what + ".py")
            module = load(path, "bench_" + name.replace("/", "_"))
            function = getattr(module, [n_ for n_ in dir(module)
                                        if n_.rstrip("_") == module.OP][0])
            kwargs = dict(attrs)
            if "sync" in function.__code__.co_varnames:
                kwargs["sync"] = False
            try:
                outputs = function(*inputs, **kwargs)
                timings["cupy-gen"] = _time(cupy, lambda: function(*inputs, out=outputs,
                                                                   **kwargs), args.repeat)
                if hasattr(module, "check"):
                    module.check()
            except Exception as error:  # a structure or size the module refuses
                print(f"{name}@2^{log}: cupy-gen failed: {error}")
                continue
            if isinstance(outputs, dict):   # a graph's, by name
                outputs = list(outputs.values())
            if ops is not None:   # the same bits as CuPy op by op
                expected = ops(*inputs)
                expected = expected if isinstance(expected, list) else [expected]
                if len(expected) != len(outputs) or not all(
                        bool((e.reshape(g.shape) == g).all()) for e, g in zip(expected, outputs)):
                    print(f"{name}@2^{log}: cupy-gen DIFFERS from CuPy op by op")
            if moved is None:   # a graph: its inputs read and its outputs written once
                moved = sum(x.nbytes for x in inputs) + sum(y.nbytes for y in outputs)
            if what in launchers:
                try:
                    run = dlpack_call(cupy, launchers[what], what, inputs, outputs, attrs)
                    timings["dlpack"] = _time(cupy, run, args.repeat)
                except Exception as error:
                    print(f"{name}@2^{log}: dlpack: {error}")
            if ops is not None:
                timings["cupy-ops"] = _time(cupy, lambda: ops(*inputs), args.repeat)
            if fused is not None:
                timings["fused-ek"] = _time(cupy, lambda: fused(*inputs), args.repeat)
            if torch is not None and torch_fn is not None:
                tensors = [torch.as_tensor(x, device="cuda") for x in inputs]
                timings["torch"] = _time(cupy, lambda: torch_fn(*tensors), args.repeat)
            source = cupy.empty(moved // 8, dtype=np.int32)
            target = cupy.empty_like(source)
            timings["copy"] = _time(cupy, lambda: cupy.copyto(target, source), args.repeat)
            bound = timings["copy"]
            cells = []
            for column in columns:
                if column in timings:
                    cells.append(f"{timings[column]:9.1f} ({timings[column] / bound:5.2f}x)")
                else:
                    cells.append(f"{'-':>18}")
            print(f"{name + f'@2^{log}':34} " + " ".join(cells), flush=True)
            del outputs
            cupy.get_default_memory_pool().free_all_blocks()
    host_overhead(cupy, generated)
    if args.dense != "none":
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from bench_dense import bench_dense

        print("dense_requant (runtime contract) on int8 tensor cores, M = N = 4096:")
        bench_dense([int(k) for k in args.dense.split(",")], 4096, args.repeat, generated)
    if not args.no_conv:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from bench_conv import bench_conv

        print("conv2d and conv_requant on int8 tensor cores (implicit GEMM), against cuDNN:")
        bench_conv(args.repeat, generated)
    return 0


def host_overhead(cupy, generated):
    """Host microseconds per call of small calls (2^10 elements), and whether a loop of
    1000 calls returns before the GPU has run them (no call synchronises)."""
    x = cupy.random.randint(-100, 100, (1, 1, 1, 1024), dtype=np.int32)
    y = cupy.random.randint(-100, 100, (1, 1, 1, 1024), dtype=np.int32)
    relu_ek = cupy.ElementwiseKernel("int32 x", "int32 y", "y = x > 0 ? x : 0", "host_relu")
    out = cupy.empty_like(x)
    calls = {"cupy.ElementwiseKernel relu": lambda: relu_ek(x, out),
             "hand-fused add_requant": lambda: _add_requant_kernel()(x, y, out)}
    modules = {}
    for label, path, args, kwargs in (
            ("cupy-gen runtime/add_requant", "runtime/add_requant.py", (x, y), {}),
            ("cupy-gen graphs/add_requant", "graphs/add_requant.py", (x, y), {"sync": False}),
            ("cupy-gen relu", "relu.py", (x,), {"sync": False})):
        module = load(os.path.join(generated, "cupy", path), "host_" + path.replace("/", "_"))
        function = getattr(module, module.OP)
        outputs = function(*args, **kwargs)
        calls[label] = functools.partial(function, *args, out=outputs, **kwargs)
        modules[label] = module
    print(f"\nhost time per call on 2^10 elements (the best of five loops of 200 calls; CuPy's "
          "own kernel call is the floor)")
    for label, call in calls.items():
        for _ in range(100):
            call()
        cupy.cuda.Device().synchronize()
        _spin(cupy, 0.2)   # calls that do not synchronise return before it ends
        host = float("inf")
        for _ in range(5):  # the best of five loops: the call's own cost, not the machine's
            start = time.perf_counter()
            for _ in range(200):
                call()
            host = min(host, (time.perf_counter() - start) * 1e6 / 200)
        done = cupy.cuda.Event()
        done.record()
        busy = not done.done
        cupy.cuda.Device().synchronize()
        # a generated module replays the launches of its first call of a signature
        replayed = "" if label not in modules else "; replayed: " + (
            "yes" if any(type(r).__name__ == "_Replay"
                         for r in (modules[label].CALLS or {}).values())
            else "NO")
        print(f"  {label:32} {host:7.1f} us/call   1000 calls returned while the GPU was "
              f"busy (no synchronisation): {'yes' if busy else 'NO'}{replayed}")


if __name__ == "__main__":
    sys.exit(main())
