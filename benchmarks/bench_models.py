"""Whole models through every engine, side by side with a plain NumPy baseline.

    python benchmarks/bench_models.py                     # resnet18 mobilenet_v1 vgg_small mlp
    python benchmarks/bench_models.py resnet50 vgg16      # any of the zoo (cvmverify.models)
    python benchmarks/bench_models.py --small             # the same models at test sizes
    python benchmarks/bench_models.py --modules resnet18  # gen and the generated modules only

For each model, in one run: load (the TOML read and every value's shape found), one image
through `evaluate_graph` (strict, then held to the runtime's precision contract) against
an im2col NumPy baseline a user would write (float64 BLAS, no checks; the results checked
equal), `cvmverify precision` (every node proven at the model's shapes), the model
against itself, and a one-layer change (the first requantisation's shift_bit + 1) refuted
with a counterexample of the models. Each step shows its seconds and its peak of traced
memory above the process's own at its start (the resident size, sampled).

One run on this 2-core machine (load 2-4 from other work, OPENBLAS_NUM_THREADS=1; seconds,
peak MiB in brackets):

    model          nodes  load        eval        eval-contract  baseline    precision     self      change
    resnet18         108  0.4 (3)     1.4 (148)   1.9 (150)      1.3 (146)   13.0 (64)     0.0 (1)   4.1 (160)
    ...

The generated modules (`--modules`; `cvmverify gen` of the model, NumPy, CUDA and CuPy
files, then seconds per image after a first call, best of three; every result equal to the
evaluator's). ResNet-18, MobileNet-v1 and the MLP on an idle machine, the others under load;
torch is PyTorch 2.13 float32 on this machine's CPU (2 threads):

    model          nodes  baseline  kernels  gen-strict  gen-runtime  module  module-rt  rt/base  torch
    resnet18         108  0.741     23       6.1         14.9         0.210   0.240      0.32x    0.107
    mobilenet_v1     114  0.339     29       7.7         13.2         0.143   0.128      0.38x    0.071
    resnet50         263  1.710     56       14.0        21.6         0.428   0.310      0.18x    0.200
    vgg16             69  3.377     21       3.6         7.5          2.640   1.681      0.50x    2.397
    mlp (batch 1)     11  0.002     3        0.2         0.7          0.001   0.001      0.58x    0.001

On a GPU the cupy-strict and cupy-runtime columns add the CuPy modules' GPU time per image
once their launches are a captured CUDA graph, and the host time of a call.

Before (the same models, the issue's figures): load 0.4 s, evaluate 111 s (ResNet-18) and
9.6 s (VGG-small), precision refuted (MLP, K taken as 32768) or no answer in 600 s,
equivalence of VGG-small with itself no answer in 600 s.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cvmverify.codegen.numpy_module import public_name  # noqa: E402
from cvmverify.core.graph import Graph, evaluate_graph, load_graph, to_toml  # noqa: E402
from cvmverify.drivers.gen import GenOptions, generate  # noqa: E402
from cvmverify.core.verdict import Status  # noqa: E402
from cvmverify.equiv.regions import compare_models  # noqa: E402
from cvmverify.models import ZOO, detection_head, mlp, mobilenet_v1, resnet, vgg  # noqa: E402
from cvmverify.precision.graph import graph_precision  # noqa: E402

DEFAULT = ["resnet18", "mobilenet_v1", "vgg_small", "mlp"]
SMALL = {"resnet18": lambda: resnet(18, image=32, width=8, classes=10),
         "resnet50": lambda: resnet(50, image=32, width=8, classes=10),
         "mobilenet_v1": lambda: mobilenet_v1(image=32, width=8, classes=10),
         "vgg16": lambda: vgg(16, image=32, width=8, classes=10, hidden=64),
         "vgg_small": ZOO["vgg_small"], "mlp": lambda: mlp(features=64, hidden=(32, 32)),
         "detection_head": lambda: detection_head(image=32, width=8, anchors=16)}


def measured(step: Callable[[], Any]) -> tuple[Any, float, float]:
    """`step()`, its seconds and its peak memory in MiB above what the process held when
    it started (the resident size, sampled every 5 ms by a thread: tracing every
    allocation would slow sympy's part of a step several times over)."""
    base = _resident()
    peak = [base]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.005):
            peak[0] = max(peak[0], _resident())

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    start = time.perf_counter()
    result = step()
    seconds = time.perf_counter() - start
    done.set()
    sampler.join()
    return result, seconds, (max(peak[0], _resident()) - base) / 2**20


def _resident() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def inputs_of(graph: Graph, seed: int = 0) -> dict[str, np.ndarray]:
    """One image and its weights: every input random within its declared precision."""
    rng = np.random.default_rng(seed)
    return {name: rng.integers(-(2 ** (d.precision - 1)) + 1, 2 ** (d.precision - 1),
                               [int(n) for n in graph.value(name).shape]).astype(np.int32)
            for name, d in graph.inputs.items()}


# -- the baseline: the model as a user would write it in NumPy ---------------------------------

def conv2d(x, w, b=None, padding=(0, 0), stride=(1, 1), dilation=(1, 1), groups=1):
    n, c, h, wd = x.shape
    oc, ic, kh, kw = w.shape
    (ph, pw), (sh, sw), (dh, dw) = padding, stride, dilation
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (ph, ph), (pw, pw)))
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (wd + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    cols = np.lib.stride_tricks.sliding_window_view(xp, (dh * (kh - 1) + 1, dw * (kw - 1) + 1),
                                                    axis=(2, 3))
    cols = cols[:, :, ::sh, ::sw, ::dh, ::dw][:, :, :oh, :ow]  # n, c, oh, ow, kh, kw
    out = np.empty((n, oc, oh, ow))
    per = oc // groups
    for g in range(groups):
        part = cols[:, g * ic:(g + 1) * ic].transpose(0, 2, 3, 1, 4, 5).reshape(n, oh, ow, -1)
        out[:, g * per:(g + 1) * per] = (part @ w[g * per:(g + 1) * per].reshape(per, -1)
                                         .T.astype(np.float64)).transpose(0, 3, 1, 2)
    if b is not None:
        out += b.reshape(1, -1, 1, 1)
    return out.astype(np.int64)


def max_pool2d(x, pool_size, padding=(0, 0), strides=(1, 1), ceil_mode=False):
    (kh, kw), (ph, pw), (sh, sw) = pool_size, padding, strides
    xp = np.pad(x, ((0, 0), (0, 0), (ph, ph), (pw, pw)), constant_values=-2**31)
    windows = np.lib.stride_tricks.sliding_window_view(xp, (kh, kw), axis=(2, 3))
    return windows[:, :, ::sh, ::sw].max(axis=(4, 5))


def right_shift(x, precision, shift_bit):
    alpha = 2 ** (precision - 1) - 1
    return np.clip(((x >> (shift_bit - 1)) + 1) >> 1, -alpha, alpha)


BASELINE = {
    "conv2d": conv2d,
    "dense": lambda x, w, b=None: (x.astype(np.float64) @ w.T.astype(np.float64)
                                   + (0 if b is None else b)).astype(np.int64),
    "max_pool2d": max_pool2d,
    "sum": lambda x, axes=(), keepdims=False, exclude=False: x.sum(axis=tuple(axes),
                                                                    keepdims=keepdims),
    "cvm_right_shift": right_shift,
    "cvm_clip": lambda x, precision: np.clip(x, -(2 ** (precision - 1) - 1),
                                             2 ** (precision - 1) - 1),
    "relu": lambda x: np.maximum(x, 0),
    "elemwise_add": lambda a, b: a + b,
    "flatten": lambda x: x.reshape(x.shape[0], -1),
}


def baseline(graph: Graph, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray] | None:
    """The model in plain NumPy, node by node (None where it has an op the baseline lacks)."""
    if any(node.op not in BASELINE for node in graph.nodes):
        return None
    values = {graph.value(n): a.astype(np.int64) for n, a in inputs.items()}
    for node in graph.nodes:
        args = [values[v] for v in node.inputs if v is not None]
        attrs = {k: v for k, v in node.attrs.items() if v is not None}
        values[node.outputs[0]] = BASELINE[node.op](*args, **attrs)
    return {name: values[v].astype(np.int32) for name, v in graph.outputs.items()}


# -- the baseline of a GPU user: PyTorch float32 (cuDNN), the requantisation fused ------------

def torch_baseline(graph: Graph) -> tuple[Callable, str] | None:
    """The model in PyTorch, node by node, on the GPU where there is one (else the CPU):
    convolutions, dense products and pooling in float32 with TF32 off (cuDNN; exact while
    the partial sums stay below 2^24, which the comparison with the evaluator confirms),
    the integer steps in int64, and on a GPU each requantisation (a right shift, then
    clips and a relu that only it reads) as one CuPy ElementwiseKernel. None without
    PyTorch, or for a model with an op this baseline lacks; else the function of the
    inputs and the device's name."""
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        return None
    if any(node.op not in TORCH_OPS for node in graph.nodes):
        return None
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    device = "cuda" if torch.cuda.is_available() else "cpu"
    requantise = _requantise_kernel() if device == "cuda" else None
    readers: dict = {}
    for node in graph.nodes:
        for value in node.inputs:
            readers[value] = readers.get(value, 0) + 1
    outputs = set(graph.outputs.values())

    def floats(x):
        return x.to(torch.float32)

    def run(inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        values = {graph.value(n): torch.from_numpy(a.astype(np.int64)).to(device)
                  for n, a in inputs.items()}
        skip = set()
        for k, node in enumerate(graph.nodes):
            if node.name in skip:
                continue
            args = [values[v] for v in node.inputs if v is not None]
            attrs = {key: v for key, v in node.attrs.items() if v is not None}
            if node.op == "conv2d":
                out = F.conv2d(floats(args[0]), floats(args[1]),
                               floats(args[2]) if len(args) > 2 else None,
                               attrs.get("stride", (1, 1)), attrs.get("padding", (0, 0)),
                               attrs.get("dilation", (1, 1)), attrs.get("groups", 1))
                out = out.round().to(torch.int64)
            elif node.op == "dense":
                out = floats(args[0]) @ floats(args[1]).T
                out = (out + floats(args[2]) if len(args) > 2 else out).round().to(torch.int64)
            elif node.op == "max_pool2d":
                out = F.max_pool2d(floats(args[0]), attrs["pool_size"],
                                   attrs.get("strides", (1, 1)), attrs.get("padding", (0, 0)),
                                   ceil_mode=attrs.get("ceil_mode", False)).to(torch.int64)
            elif node.op == "cvm_right_shift" and requantise is not None:
                chain = _requant_chain(graph, k, readers, outputs)
                skip.update(n.name for n in chain[1:])
                relu = any(n.op == "relu" for n in chain)
                alpha = min(2 ** (n.attrs["precision"] - 1) - 1 for n in chain
                            if n.op != "relu")
                out = torch.empty_like(args[0])
                requantise(args[0], int(node.attrs["shift_bit"]), alpha, int(relu), out)
                node = chain[-1]
            else:
                out = TORCH_OPS[node.op](*args, **attrs)
            values[node.outputs[0]] = out
        if device == "cuda":
            torch.cuda.synchronize()
        return {name: values[v].to(torch.int32).cpu().numpy()
                for name, v in graph.outputs.items()}

    return run, torch.cuda.get_device_name() if device == "cuda" else "CPU"


def _requant_chain(graph: Graph, k: int, readers: dict, outputs: set) -> list:
    """The right shift at node `k` and the clips and relu after it that only the step
    before them reads: one kernel's work."""
    chain = [graph.nodes[k]]
    for node in graph.nodes[k + 1:]:
        last = chain[-1].outputs[0]
        if node.op not in ("cvm_clip", "relu") or node.inputs[0] is not last or \
                readers.get(last) != 1 or last in outputs:
            break
        chain.append(node)
    return chain


def _requantise_kernel() -> Callable | None:
    """y = clip(((x >> (s - 1)) + 1) >> 1, -alpha, alpha), then max(y, 0) with `relu`, as
    one CuPy ElementwiseKernel over PyTorch's int64 tensors (by DLPack); None without CuPy."""
    try:
        import cupy
    except ImportError:
        return None
    kernel = cupy.ElementwiseKernel(
        "int64 x, int32 s, int64 alpha, int32 relu", "int64 y",
        "long long v = ((x >> (s - 1)) + 1) >> 1;"
        "v = v < -alpha ? -alpha : (v > alpha ? alpha : v);"
        "y = relu && v < 0 ? 0 : v;", "cvm_requantise")

    def requantise(x, shift, alpha, relu, out):
        kernel(cupy.from_dlpack(x), np.int32(shift), np.int64(alpha), np.int32(relu),
               cupy.from_dlpack(out))

    return requantise


def _torch_right_shift(x, precision, shift_bit):
    alpha = 2 ** (precision - 1) - 1
    return (((x >> (shift_bit - 1)) + 1) >> 1).clamp(-alpha, alpha)


TORCH_OPS = {
    "conv2d": None, "dense": None, "max_pool2d": None,   # float32, in torch_baseline
    "sum": lambda x, axes=(), keepdims=False, exclude=False: x.sum(dim=tuple(axes),
                                                                   keepdim=keepdims),
    "cvm_right_shift": _torch_right_shift,
    "cvm_clip": lambda x, precision: x.clamp(-(2 ** (precision - 1) - 1),
                                             2 ** (precision - 1) - 1),
    "relu": lambda x: x.clamp(min=0),
    "elemwise_add": lambda a, b: a + b,
    "flatten": lambda x: x.reshape(x.shape[0], -1),
}


# -- one model through every engine ----------------------------------------------------------

def changed(graph: Graph) -> Graph:
    """The model with its first requantisation's shift_bit one more."""
    copy = Graph(f"{graph.name}_changed")
    values = {graph.value(n): copy.input(n, shape=d.shape, dtype=d.dtype, precision=d.precision)
              for n, d in graph.inputs.items()}
    first = next(n.name for n in graph.nodes if n.op == "cvm_right_shift")
    for node in graph.nodes:
        attrs = dict(node.attrs)
        if node.name == first:
            attrs["shift_bit"] += 1
        made = copy.apply(node.op, *[None if v is None else values[v] for v in node.inputs],
                          name=node.name, **attrs)
        values.update(zip(node.outputs, made if isinstance(made, tuple) else (made,)))
    for name, value in graph.outputs.items():
        copy.output(name, values[value])
    return copy


# -- the model's generated modules (`cvmverify gen`, one module per model) -------------------

def generated(path: Path, graph: Graph, contract: str, tmp: Path) -> tuple[Callable, int]:
    """The model's NumPy module under `contract`, rendered into `tmp` (with its CUDA unit
    and CuPy module), and its kernels."""
    files = generate(GenOptions([str(path)], contract=contract))
    for relative, text in files.items():
        target = tmp / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    function = loaded(tmp, "numpy", graph, contract)
    return function, len(function.__globals__.get("STEPS", [None]))


def loaded(tmp: Path, flavour: str, graph: Graph, contract: str) -> Callable:
    """The function of the model's `flavour` ("numpy", "cupy") module under `contract`."""
    folder = "models" if contract == "strict" else "models/runtime"
    module_path = tmp / flavour / folder / f"{graph.name}.py"  # named after the graph
    spec = importlib.util.spec_from_file_location(f"bench_{flavour}_{graph.name}_{contract}",
                                                  module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, public_name(graph.name))


def gpu() -> Any:
    """CuPy with a device, or None (the GPU columns then say why not)."""
    try:
        import cupy
        return cupy if cupy.cuda.runtime.getDeviceCount() > 0 else None
    except Exception:  # no CuPy, no driver, no device
        return None


def per_call_on_gpu(cupy: Any, function: Callable, inputs: dict, expected: dict
                    ) -> tuple[float, float]:
    """(GPU seconds, host seconds) per call of a CuPy module, after two calls (the second
    captures the model's launches as a CUDA graph): the best of ten, every result checked
    equal to the evaluator's."""
    device = {k: cupy.asarray(v) for k, v in inputs.items()}
    for _ in range(2):
        result = function(**device)
    assert all(np.array_equal(cupy.asnumpy(result[k]), v) for k, v in expected.items()), \
        "CuPy module differs"
    gpu_s, host_s = [], []
    for _ in range(10):
        start, end = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        began = time.perf_counter()
        result = function(**device)
        host_s.append(time.perf_counter() - began)
        end.record()
        end.synchronize()
        gpu_s.append(cupy.cuda.get_elapsed_time(start, end) / 1000)
    assert all(np.array_equal(cupy.asnumpy(result[k]), v) for k, v in expected.items()), \
        "CuPy module differs"
    return min(gpu_s), min(host_s)


def per_call(function: Callable, inputs: dict, expected: dict) -> float:
    """Seconds per call, the best of three after a first call (which sizes the buffers);
    every result checked equal to the evaluator's."""
    first = function(**inputs)
    assert all(np.array_equal(first[k], v) for k, v in expected.items()), "module differs"
    times = []
    for _ in range(3):
        start = time.perf_counter()
        result = function(**inputs)
        times.append(time.perf_counter() - start)
    assert all(np.array_equal(result[k], v) for k, v in expected.items()), "module differs"
    return min(times)


def modules(name: str, path: Path, graph: Graph, inputs: dict, out: dict, tmp: Path,
            row: dict[str, str]) -> None:
    """The gen and per-image columns of the model's strict and runtime modules."""
    cupy = gpu()
    for contract, column in (("strict", "module"), ("runtime", "module-rt")):
        (function, kernels), s, _ = measured(
            lambda: generated(path, graph, contract, tmp / f"gen_{name}"))
        row[f"gen-{contract}"] = f"{s:.1f}"
        row["kernels"] = str(kernels)
        row[column] = f"{per_call(function, inputs, out):.3f}"
        if cupy is not None:
            on_gpu = loaded(tmp / f"gen_{name}", "cupy", graph, contract)
            gpu_s, host_s = per_call_on_gpu(cupy, on_gpu, inputs, out)
            row[f"cupy-{contract}"] = f"{gpu_s * 1e3:.2f}ms ({host_s * 1e3:.2f})"
    if "baseline-s" in row:
        row["rt/base"] = f"{float(row['module-rt']) / max(row['baseline-s'], 1e-9):.2f}x"
    found = torch_baseline(graph)
    if found is not None:
        run_torch, row["torch-device"] = found
        row["torch"] = f"{per_call(lambda **arrays: run_torch(arrays), inputs, out):.4f}"


def run(name: str, small: bool, tmp: Path, only_modules: bool = False) -> dict[str, str]:
    path = tmp / f"{name}.toml"
    path.write_text(to_toml(SMALL[name]() if small else ZOO[name]()))
    row = {"model": name}
    graph, s, peak = measured(lambda: load_graph(path))
    row["nodes"] = str(len(graph.nodes))
    row["load"] = f"{s:.1f} ({peak:.0f})"
    inputs = inputs_of(graph)
    out, s, peak = measured(lambda: evaluate_graph(graph, inputs))
    row["eval"] = f"{s:.1f} ({peak:.0f})"
    if only_modules:
        plain, s, _ = measured(lambda: baseline(graph, inputs))
        if plain is not None:
            row["baseline"], row["baseline-s"] = f"{s:.3f}", s
        modules(name, path, graph, inputs, out, tmp, row)
        return row
    precisions = graph.declared_precisions()
    contract, s, peak = measured(lambda: evaluate_graph(graph, inputs, precisions=precisions))
    row["eval-contract"] = f"{s:.1f} ({peak:.0f})"
    assert all((contract[k] == out[k]).all() for k in out), "contract and strict differ"
    plain, s, peak = measured(lambda: baseline(graph, inputs))
    if plain is not None:
        assert all((plain[k] == out[k]).all() for k in out), f"{name}: baseline differs"
        row["baseline"], row["baseline-s"] = f"{s:.1f} ({peak:.0f})", s
        row["eval/base"] = f"{float(row['eval'].split()[0]) / max(s, 1e-9):.2f}x"
    modules(name, path, graph, inputs, out, tmp, row)
    proof, s, peak = measured(lambda: graph_precision(graph, precisions))
    row["precision"] = f"{s:.1f} ({peak:.0f})" + ("" if proof.ok else " NOT PROVEN")
    same, s, peak = measured(lambda: compare_models(graph, load_graph(path)))
    assert same.status == Status.EQUIVALENT, same
    row["self"] = f"{s:.1f} ({peak:.0f})"
    other = changed(graph)
    refuted, s, peak = measured(lambda: compare_models(graph, other))
    row["change"] = f"{s:.1f} ({peak:.0f}) {refuted.status}"
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="*", help=f"of {', '.join(ZOO)} (default: "
                        f"{' '.join(DEFAULT)})")
    parser.add_argument("--small", action="store_true", help="the models at test sizes")
    parser.add_argument("--modules", action="store_true", help="only the generated modules "
                        "(gen, then seconds per image) beside the evaluator and the baseline")
    args = parser.parse_args()
    unknown = sorted(set(args.models) - set(ZOO))
    if unknown:
        parser.error(f"no such model: {', '.join(unknown)} (the zoo: {', '.join(ZOO)})")
    args.models = args.models or DEFAULT
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / "cvmverify_bench_models"
    tmp.mkdir(exist_ok=True)
    columns = ["model", "nodes", "load", "eval", "eval-contract", "baseline", "eval/base",
               "precision", "self", "change", "kernels", "gen-strict", "gen-runtime",
               "module", "module-rt", "rt/base"]
    if args.modules:
        columns = ["model", "nodes", "eval", "baseline", "kernels", "gen-strict",
                   "gen-runtime", "module", "module-rt", "rt/base", "torch", "cupy-strict",
                   "cupy-runtime"]
    print("seconds (peak MiB above the start of the step)")
    print("  ".join(f"{c:<16}" for c in columns))
    devices = set()
    for name in args.models:
        row = run(name, args.small, tmp, args.modules)
        devices.add(row.get("torch-device"))
        print("  ".join(f"{row.get(c, '-'):<16}" for c in columns), flush=True)
    print("generated modules: seconds per image after a first call; rt/base: the runtime "
          "module against the baseline; cupy-*: the CuPy module's GPU time per image once "
          "its launches are a captured CUDA graph (its host time in brackets).")
    if gpu() is None:
        print("no GPU (CuPy with a device) here: the cupy-* columns are not measured.")
    print("torch: PyTorch float32 node by node (cuDNN with TF32 off on a GPU, each "
          "requantisation one CuPy ElementwiseKernel), seconds per image, on the device "
          "it found; '-' without PyTorch (pip install torch) or for a model with an op it "
          f"lacks. Its device: {', '.join(sorted(d for d in devices if d)) or 'none'}.")


if __name__ == "__main__":
    main()
