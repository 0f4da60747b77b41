"""The generated CUDA kernels against what else a GPU user has, in one run on one GPU.

    python benchmarks/bench_cuda.py [--sizes 20,24,26] [--repeat 20] [--out DIR]
                                    [--lib DIR] [--generated DIR]

For every fused graph of graphs/ (strict and, where declared, runtime) and for relu, add,
broadcast_add with a size-1 axis, transpose, concatenate, split, slice, sum and max over an
axis, at 2^20, 2^24 and 2^26 elements, it times with CUDA events (the median of
`--repeat` runs, after a warm-up):

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
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPS = ["relu", "add", "broadcast_add", "transpose", "concatenate", "split", "slice", "sum",
       "max"]


def _stop(message):
    print(f"bench_cuda: {message}: nothing to measure", file=sys.stderr)
    sys.exit(2)


def _gpu():
    try:
        import cupy
    except ImportError:
        _stop("CuPy is not installed (pip install cupy-cuda12x)")
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # no driver
        _stop(f"no GPU here ({error})")
    if count < 1:
        _stop("no GPU here")
    return cupy


def _load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _time(cupy, run, repeat):
    """Median microseconds of `run` between CUDA events on the current stream."""
    run()
    cupy.cuda.get_current_stream().synchronize()
    times = []
    for _ in range(repeat):
        start, stop = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        run()
        stop.record()
        stop.synchronize()
        times.append(cupy.cuda.get_elapsed_time(start, stop) * 1000.0)
    return float(np.median(times))


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
        "add": ("add", [x, y], {}, 3 * four, lambda a, b: a + b, add_ek,
                lambda a, b: a + b),
        "broadcast_add": ("broadcast_add", [x, col], {}, 2 * four, lambda a, b: a + b,
                          add_ek, lambda a, b: a + b),
        "transpose": ("transpose", [x], {"axes": (1, 0)}, 2 * four,
                      lambda a: cupy.ascontiguousarray(a.T), None,
                      lambda t: t.t().contiguous()),
        "concatenate": ("concatenate", [x, y], {"axis": 1}, 4 * four,
                        lambda a, b: cupy.concatenate([a, b], axis=1), None,
                        lambda a, b: __import__("torch").cat([a, b], 1)),
        "split": ("split", [x], {"axis": 1, "indices_or_sections": 2}, 2 * four,
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
    return found


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
            found[f"{folder}/{name}"] = (os.path.join(base, file), inputs, {},
                                        8 * sum(int(np.prod(s)) for s in shapes),
                                        None, None, None)
    del cvmverify
    return found


def _graph_shapes(graph, n):
    """Input shapes of about n elements for a graph: every input of its declared rank,
    its last axis long; None where the graph constrains shapes this cannot meet."""
    shapes = []
    for decl in graph.inputs:
        rank = decl.rank or 4
        shape = [1] * rank
        shape[-1] = min(n, 2**24)
        shape[0] = max(1, n // shape[-1])
        shapes.append(tuple(shape))
    return shapes


# --- the DLPack launchers ---------------------------------------------------------------------


def build_launchers(generated, out):
    """The DLPack launchers of the CUDA modules benchmarked, built with nvcc; {} without."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        print("dlpack: nvcc is not installed, the DLPack launchers are not timed")
        return {}
    built = {}
    for path in [*(f"ops/{op}.cuh" for op in OPS)]:
        lib = os.path.join(out, os.path.basename(path).replace(".cuh", ".so"))
        if not os.path.exists(lib):
            subprocess.run([nvcc, "-O3", "-shared", "-Xcompiler", "-fPIC", "-x", "cu", "-o",
                            lib, os.path.join(generated, "cuda", path)], check=True)
        built[os.path.basename(path)[:-4]] = ctypes.CDLL(lib)
    return built


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
    parser.add_argument("--lib", help="where the DLPack launchers are built")
    parser.add_argument("--dense", default="16,256,4096", help="the K of the dense section "
                        "(benchmarks/bench_dense.py, M = N = 4096); 'none' leaves it out")
    args = parser.parse_args(argv)
    cupy = _gpu()
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
        launchers = build_launchers(generated, lib_dir)
    except subprocess.CalledProcessError as error:
        print(f"dlpack: nvcc failed ({error}); the DLPack launchers are not timed")
        launchers = {}
    device = cupy.cuda.Device()
    print(f"device: {cupy.cuda.runtime.getDeviceProperties(device.id)['name'].decode()}; "
          f"median of {args.repeat} runs, CUDA events, microseconds (ratio to the copy bound)")
    columns = ["cupy-gen", "dlpack", "cupy-ops", "fused-ek", "torch", "copy"]
    print(f"{'case':34} " + " ".join(f"{c:>18}" for c in columns))
    for log in (int(s) for s in args.sizes.split(",")):
        n = 2 ** log
        found = {**cases(cupy, n), **graph_cases(cupy, n, generated)}
        for name, (what, inputs, attrs, moved, ops, fused, torch_fn) in found.items():
            timings = {}
            path = what if what.endswith(".py") else os.path.join(generated, "cupy",
                                                                 what + ".py")
            module = _load(path, "bench_" + name.replace("/", "_"))
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
    if args.dense != "none":
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from bench_dense import bench_dense

        print("dense_requant (runtime contract) on int8 tensor cores, M = N = 4096:")
        bench_dense([int(k) for k in args.dense.split(",")], 4096, args.repeat, generated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
