"""Generated kernels held to the evaluator: random fused graphs rendered by `cvmverify gen`.

Each graph has 2..6 nodes over elementwise and cvm ops, broadcasts, movement, reductions,
dense, conv2d and pooling, built node by node so that its first shapes are valid (ranks
1..6 at the inputs, 0..6 inside, dims 0, 1 and odd sizes, size-1 broadcasts; attributes at
their edges: negative and empty axes, keepdims, exclude, shifts and precisions 1 and 32).
`cvmverify gen` renders it into a scratch folder; its NumPy module runs on

  - the first shapes with values random, at int32's edges (INT32_MIN, INT32_MAX, 0, -1)
    and mixed;
  - the same values as non-contiguous and offset views (reversed, every other element,
    a slice of a larger buffer): the NumPy kernels take strided input;
  - other shapes (dims redrawn, size 1 and 0 among them) that the graph may reject;

and, for the first --cuda graphs of a run, the CUDA module built for the host shim (g++,
seconds each) runs on the same cases. Every case is compared with `evaluate_graph`: values
bit-exact, shape and dtype equal, a LogicError on both sides or neither.

Not reached: the runtime-contract kernels (fuzz_precision.py --kernels runs them), the CuPy
modules and the CUDA kernels on a GPU, single-operator modules beyond what a graph's nodes
cover, data-dependent ops (get_valid_count, non_max_suppression), and dims large enough
for the int64 and tiling paths of the CUDA launchers.

Run: PYTHONPATH=. python benchmarks/fuzz_codegen.py [--graphs N] [--seed S] [--cuda N]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

import cvmverify
from cvmverify.check.ckernel import CKernel
from cvmverify.check.cuda_build import BuildError, build_host_library
from cvmverify.check.kernels import Rejection, ReportedOutput
from cvmverify.cli import main as cli_main
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import evaluate_graph
from cvmverify.core.graph.toml import parse_graph

INT32_MIN, INT32_MAX = -2**31, 2**31 - 1
EDGES = np.array([INT32_MIN, INT32_MIN + 1, -2, -1, 0, 1, 2, INT32_MAX - 1, INT32_MAX],
                 dtype=np.int64)
PRECISIONS = (1, 2, 8, 16, 31, 32)
SHIFTS = (1, 2, 7, 16, 31, 32)
DIMS = (1, 1, 2, 3, 3, 5, 7, 0)
DTYPES = ("int32",) * 6 + ("int8", "int16", "int64")  # integer inputs: int32 mostly
MAX_SIZE = 600
CVM_UNSUPPORTED = 2  # cvm_cuda.h: a launcher's refusal of a graph it cannot check on the GPU
UNSUPPORTED = "unsupported"


# --- graphs -------------------------------------------------------------------------------

class Builder:
    """A graph grown node by node: each node is kept only if the evaluator accepts it on the
    values so far (small random values of the first shapes)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.inputs: dict[str, tuple] = {}   # name -> shape
        self.nodes: list[tuple] = []         # (name, op, refs, attrs)
        self.env: dict[str, np.ndarray] = {}  # ref -> value on the first shapes
        self.refs: list[str] = []            # values a node may use

    def shape(self, rank: int) -> tuple:
        for _ in range(20):
            shape = tuple(self.rng.choice(DIMS) for _ in range(rank))
            if int(np.prod(shape, dtype=np.int64)) <= MAX_SIZE:
                return shape
        return (1,) * rank

    def new_input(self, shape: tuple, dtype: str | None = None) -> str:
        name = f"in{len(self.inputs)}"
        dtype = dtype or self.rng.choice(DTYPES)
        self.inputs[name] = (tuple(shape), dtype)
        value = np.random.default_rng(self.rng.getrandbits(32)).integers(
            -50, 51, size=shape).astype(dtype)
        self.env[name] = value
        self.refs.append(name)
        return name

    def add(self, op: str, refs: list, attrs: dict) -> bool:
        try:
            outs = cvmverify.evaluate(op, [self.env[r] for r in refs], **attrs)
        except LogicError:
            return False
        name = f"n{len(self.nodes)}"
        self.nodes.append((name, op, refs, attrs))
        names = [name] if len(outs) == 1 else [f"{name}:{k}" for k in range(len(outs))]
        for ref, value in zip(names, outs):
            self.env[ref] = value
            self.refs.append(ref)
        return True

    def pick(self) -> str:
        """A value, the latest ones likelier (the graph stays a chain with side inputs)."""
        computed = [r for r in self.refs if r not in self.inputs] or self.refs
        return computed[-1] if self.rng.random() < 0.7 else self.rng.choice(self.refs)

    def toml(self, name: str, outputs: list[str]) -> str:
        lines = [f'name = "{name}"', "", "[inputs]"]
        lines += [f'{n} = {{ rank = {len(s)}, dtype = "{d}" }}'
                  for n, (s, d) in self.inputs.items()]
        for node, op, refs, attrs in self.nodes:
            lines += ["", "[[nodes]]", f'name = "{node}"', f'op = "{op}"',
                      "inputs = [" + ", ".join(f'"{r}"' for r in refs) + "]"]
            if attrs:
                lines.append("attrs = { " + ", ".join(f"{k} = {_value(v)}"
                                                      for k, v in attrs.items()) + " }")
        lines += ["", "[outputs]"] + [f'out{k} = "{ref}"' for k, ref in enumerate(outputs)]
        return "\n".join(lines) + "\n"


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (tuple, list)):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    return str(v)


def _axes(rng: random.Random, rank: int) -> tuple:
    """Some distinct axes of `rank`, each negative or not; empty sometimes."""
    chosen = rng.sample(range(rank), rng.randint(0, rank)) if rank else []
    return tuple(a - rank if rng.random() < 0.4 else a for a in chosen)


def _broadcastable(rng: random.Random, shape: tuple) -> tuple:
    """A shape that broadcasts with `shape`: a suffix, some dims turned to 1, maybe longer."""
    tail = list(shape[len(shape) - rng.randint(0, len(shape)):]) if shape else []
    tail = [1 if rng.random() < 0.4 else d for d in tail]
    if len(tail) < 6 and rng.random() < 0.2:
        tail = [rng.choice((1, 2))] + tail
    return tuple(tail) or (1,)


def node(b: Builder) -> bool:
    """One random node appended to `b`; False when the evaluator refuses the draw."""
    rng = b.rng
    x = b.pick()
    v = b.env[x]
    rank = v.ndim
    kind = rng.choice(["unary", "unary", "cvm", "cvm", "binary", "binary", "where",
                       "broadcast", "reduce", "reduce", "transpose", "slice", "reshape",
                       "squeeze", "expand_dims", "flatten", "repeat", "tile", "concatenate",
                       "split", "take", "slice_like", "dense", "conv2d", "max_pool2d",
                       "upsampling"])
    if kind == "unary":
        op = rng.choice(["relu", "abs", "negative", "cvm_precision", "clip"])
        attrs = {}
        if op == "clip":
            lo, hi = sorted(rng.choice([INT32_MIN, INT32_MIN + 1, -1, 0, 1, 5, INT32_MAX])
                            for _ in range(2))
            attrs = {"a_min": lo, "a_max": hi}
        return b.add(op, [x], attrs)
    if kind == "cvm":
        op = rng.choice(["cvm_clip", "cvm_right_shift", "cvm_left_shift"])
        attrs = {"precision": rng.choice(PRECISIONS)}
        if op != "cvm_clip":
            attrs["shift_bit"] = rng.choice(SHIFTS)
        return b.add(op, [x], attrs)
    if kind == "binary":
        op = rng.choice(["broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
                         "broadcast_max", "broadcast_greater", "elemwise_add", "elemwise_sub"])
        other = (rng.choice(b.refs) if rng.random() < 0.3 else
                 b.new_input(v.shape if op.startswith("elemwise") or not rank
                             else _broadcastable(rng, v.shape)))
        refs = [x, other] if rng.random() < 0.5 else [other, x]
        return b.add(op, refs, {})
    if kind == "where":
        refs = [x, b.new_input(_broadcastable(rng, v.shape) if rank else (1,)),
                b.new_input(v.shape if rank else (1,))]
        rng.shuffle(refs)
        return b.add("where", refs, {})
    if kind == "broadcast":
        target = tuple(rng.choice((1, 2, 3)) if d == 1 else d for d in v.shape)
        if len(target) < 6 and rng.random() < 0.5:
            target = (rng.choice((1, 2)),) + target
        return b.add("broadcast", [x], {"target_shape": target})
    if kind == "reduce":
        attrs = {"axes": _axes(rng, rank), "keepdims": rng.random() < 0.4,
                 "exclude": rng.random() < 0.2}
        return b.add(rng.choice(["sum", "max"]), [x], attrs)
    if kind == "transpose":
        axes = list(range(rank))
        rng.shuffle(axes)
        axes = tuple(a - rank if rng.random() < 0.3 else a for a in axes)
        return b.add("transpose", [x], {"axes": () if rng.random() < 0.2 else axes})
    if kind == "slice":
        n = rng.randint(0, rank)
        begin = tuple(rng.choice([0, 1, -1, -2, None, 5]) for _ in range(n))
        end = tuple(rng.choice([None, -1, 2, 3, 100, -100]) for _ in range(n))
        strides = tuple(rng.choice([1, 1, 2, 3, -1, -2]) for _ in range(n))
        attrs = {"begin": tuple(0 if e is None else e for e in begin),
                 "end": tuple(INT32_MAX if e is None else e for e in end)}
        if rng.random() < 0.7:
            attrs["strides"] = strides
        return b.add("slice", [x], attrs)
    if kind == "reshape":
        size = v.size
        target = rng.choice([(-1,), (0, -1), (1, -1), (-1, 1), (0,) * rank,
                             (size,), (1, size, 1), ()])
        return b.add("reshape", [x], {"target_shape": target})
    if kind == "squeeze":
        ones = [a for a in range(rank) if v.shape[a] == 1]
        axes = tuple(a - rank if rng.random() < 0.4 else a
                     for a in rng.sample(ones, rng.randint(0, len(ones))))
        return b.add("squeeze", [x], {"axes": axes})
    if kind == "expand_dims":
        return b.add("expand_dims", [x], {"axis": rng.randint(-rank - 1, rank),
                                          "num_newaxis": rng.choice([0, 1, 1, 2])})
    if kind == "flatten":
        return b.add("flatten", [x], {})
    if kind == "repeat":
        return b.add("repeat", [x], {"repeats": rng.choice([1, 2, 3]),
                                     "axis": rng.randint(-rank, max(rank - 1, 0))})
    if kind == "tile":
        reps = tuple(rng.choice([1, 1, 2, 3]) for _ in range(rng.randint(1, max(rank, 1) + 1)))
        return b.add("tile", [x], {"reps": reps})
    if kind == "concatenate":
        axis = rng.randint(-rank, max(rank - 1, 0))
        shape = list(v.shape)
        if shape:
            shape[axis] = rng.choice([0, 1, 2, 3])
        other = b.new_input(tuple(shape)) if shape and rng.random() < 0.7 else x
        refs = [x, other] if rng.random() < 0.5 else [other, x]
        return b.add("concatenate", refs, {"axis": axis})
    if kind == "split":
        axis = rng.randint(-rank, max(rank - 1, 0))
        dim = v.shape[axis] if rank else 1
        divisors = [k for k in (1, 2, 3, 5, 7) if dim % k == 0] or [1]
        if rng.random() < 0.5:
            return b.add("split", [x], {"axis": axis, "num_splits": rng.choice(divisors)})
        cut = rng.randint(0, dim)
        return b.add("variadic_split", [x], {"axis": axis, "split_lengths": (cut, -1)})
    if kind == "take":  # indices at every edge: clipped to the axis, never an error
        indices = b.new_input(b.shape(rng.randint(1, 3)), "int32")
        if rng.random() < 0.3:
            return b.add("cvm_lut", [indices, x], {})
        attrs = {"axis": rng.randint(-rank, max(rank - 1, 0))} if rng.random() < 0.7 else {}
        return b.add("take", [x, indices], attrs)  # no axis: x flattened
    if kind == "slice_like":
        like = b.new_input(tuple(max(1, d - rng.randint(0, 2)) for d in v.shape) or (1,))
        return b.add("slice_like", [x, like], {"axes": _axes(rng, rank)})
    if kind == "dense":
        k = v.shape[-1] if rank == 2 else rng.choice((1, 3))
        xs = x if rank == 2 else b.new_input((rng.choice((1, 2, 3)), k))
        units = rng.choice((1, 2, 5))
        refs = [xs, b.new_input((units, k))]
        if rng.random() < 0.6:
            refs.append(b.new_input((units,)))
        return b.add("dense", refs, {})
    if kind == "conv2d":
        xs = x if rank == 4 else b.new_input((1, 2, rng.choice((3, 5)), rng.choice((1, 4))))
        c = b.env[xs].shape[1]
        groups = rng.choice([g for g in (1, 2, 3) if c % g == 0] or [1])
        out = groups * rng.choice((1, 2))
        kh, kw = rng.choice((1, 3)), rng.choice((1, 2))
        refs = [xs, b.new_input((out, c // groups if groups else c, kh, kw))]
        if rng.random() < 0.5:
            refs.append(b.new_input((out,)))
        attrs = {"padding": (rng.choice((0, 1, 2)), rng.choice((0, 1))),
                 "stride": (rng.choice((1, 2)), rng.choice((1, 3))),
                 "dilation": (rng.choice((1, 2)), 1), "groups": groups}
        return b.add("conv2d", refs, attrs)
    if kind == "max_pool2d":
        xs = x if rank == 4 else b.new_input((1, 2, rng.choice((3, 5)), rng.choice((2, 4))))
        attrs = {"pool_size": (rng.choice((1, 2, 3)), rng.choice((1, 2))),
                 "padding": (rng.choice((0, 1)), rng.choice((0, 1))),
                 "strides": (rng.choice((1, 2)), rng.choice((1, 2))),
                 "ceil_mode": rng.random() < 0.4}
        return b.add("max_pool2d", [xs], attrs)
    xs = x if rank == 4 else b.new_input((1, rng.choice((1, 2)), 2, 3))
    return b.add("upsampling", [xs], {"scale": rng.choice((1, 2, 3))})


def random_graph(rng: random.Random, name: str) -> tuple[str, object, dict]:
    """A graph file of 2..6 nodes, the graph it reads as, and its first shapes; a draw the
    graph format refuses (a structure the dims would decide) is drawn again."""
    while True:
        b = Builder(rng)
        b.new_input(b.shape(rng.randint(1, 6)))
        want, tries = rng.randint(2, 6), 0
        while len(b.nodes) < want and tries < 60:
            tries += 1
            before = list(b.inputs)
            if not node(b):  # inputs drawn for a refused node go with it
                for ref in [r for r in b.inputs if r not in before]:
                    del b.inputs[ref], b.env[ref]
                    b.refs.remove(ref)
        if len(b.nodes) >= 2:
            break
    # every value no node reads is an output (a result left unread is one the CUDA
    # kernels refuse to check), and sometimes an intermediate besides
    read = {r for _, _, refs, _ in b.nodes for r in refs}
    computed = [r for r in b.env if r not in b.inputs]
    outputs = [r for r in computed if r not in read][-4:]
    others = [r for r in computed if r not in outputs]
    if others and rng.random() < 0.3:
        outputs.append(rng.choice(others))
    text = b.toml(name, outputs)
    try:
        return text, parse_graph(text, name), dict(b.inputs)
    except LogicError:
        return random_graph(rng, name)


# --- cases --------------------------------------------------------------------------------

def values(rng: np.random.Generator, shape: tuple, dtype: str, style: str) -> np.ndarray:
    """Values of `dtype` in `style`; for other dtypes than int32, their own edges."""
    if dtype != "int32":
        info = np.iinfo(dtype)
        edges = np.array([info.min, info.min + 1, -1, 0, 1, info.max - 1, info.max])
        wide = rng.integers(info.min, info.max, size=shape, endpoint=True)
        return np.where(rng.random(size=shape) < 0.3, rng.choice(edges, size=shape),
                        wide if style == "wide" else wide % 7 - 3).astype(dtype)
    if style == "small":
        return rng.integers(-100, 101, size=shape, dtype=np.int32)
    if style == "edges":
        return rng.choice(EDGES, size=shape).astype(np.int32)
    if style == "wide":
        return rng.integers(INT32_MIN, INT32_MAX, size=shape, dtype=np.int32, endpoint=True)
    if style == "shifts":
        return rng.choice(np.array([-33, -32, -31, -1, 0, 1, 31, 32, 33]), size=shape
                          ).astype(np.int32)
    mixed = rng.integers(-3, 4, size=shape, dtype=np.int32)
    edges = rng.choice(EDGES, size=shape).astype(np.int32)
    return np.where(rng.random(size=shape) < 0.2, edges, mixed)


def viewed(rng: np.random.Generator, a: np.ndarray) -> np.ndarray:
    """`a` as a non-contiguous or offset view of a larger buffer."""
    how = rng.choice(["reversed", "every_other", "offset", "fortran"])
    if how == "reversed":  # negative strides over a copy held backwards
        return np.flip(np.flip(a).copy())
    if how == "every_other":
        big = np.zeros(tuple(2 * d for d in a.shape), dtype=a.dtype)
        big[tuple(slice(None, None, 2) for _ in range(a.ndim))] = a
        return big[tuple(slice(None, None, 2) for _ in range(a.ndim))]
    if how == "offset":
        flat = np.zeros(a.size + 3, dtype=a.dtype)
        flat[3:] = a.ravel()
        return flat[3:].reshape(a.shape)
    return np.asfortranarray(a)


def other_shape(rng: np.random.Generator, shape: tuple) -> tuple:
    """`shape` with some dims redrawn (1, 0 and small odd sizes likely)."""
    out = [int(rng.choice((0, 1, 2, 3, 5))) if rng.random() < 0.35 else d for d in shape]
    while np.prod(out, dtype=np.int64) > MAX_SIZE:
        out = [max(1, d // 2) for d in out]
    return tuple(out)


def cases(rng: np.random.Generator, shapes: dict):
    """(label, inputs, view) cases of `shapes` ({input: (shape, dtype)}): the first shapes
    in every style, as views, and other shapes."""
    for style in ("small", "edges", "wide", "shifts", "mixed"):
        yield style, {n: values(rng, s, d, style) for n, (s, d) in shapes.items()}, False
    yield "view", {n: values(rng, s, d, "mixed") for n, (s, d) in shapes.items()}, True
    for _ in range(4):
        yield "shape", {n: values(rng, other_shape(rng, s), d, rng.choice(["small", "mixed"]))
                        for n, (s, d) in shapes.items()}, False


# --- kernels ------------------------------------------------------------------------------

def render(name: str, text: str, folder: Path) -> Path:
    """`cvmverify gen` of the graph `text` into `folder`/name; raises on a failed gen."""
    path = folder / f"{name}.toml"
    path.write_text(text)
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = cli_main(["gen", str(path), "--contract", "strict", "--out",
                         str(folder / name)])
    if code != 0:
        raise RuntimeError(err.getvalue().strip().splitlines()[-1] if err.getvalue()
                           else f"exit {code}")
    return folder / name


def numpy_kernel(tree: Path, name: str):
    module_path = tree / "numpy" / "graphs" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"fuzz_{name}", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def compare(want, got) -> str:
    """'' when `got` (outputs by name, or the exception raised) matches `want` (likewise):
    a LogicError (or a launcher's nonzero return) on both sides, or equal outputs."""
    def said(side):
        return f"rejects: {side}" if isinstance(side, Exception) else "accepts"

    if isinstance(got, Exception) and type(got).__name__ not in ("LogicError", "Rejection"):
        return f"kernel raises {type(got).__name__}: {got}"
    if isinstance(want, Exception) or isinstance(got, Exception):
        both = isinstance(want, Exception) and isinstance(got, Exception)
        return "" if both else f"reference {said(want)}, kernel {said(got)}"
    for out, array in want.items():
        mine = got.get(out) if isinstance(got, dict) else None
        if isinstance(mine, ReportedOutput) or mine is None:
            return f"{out}: kernel reports {mine!r}, reference {array.shape} {array.dtype}"
        mine = np.asarray(mine)
        if mine.shape != array.shape or mine.dtype != array.dtype:
            return f"{out}: kernel {mine.shape} {mine.dtype}, reference {array.shape} {array.dtype}"
        if not np.array_equal(mine, array):
            where = tuple(int(i) for i in np.argwhere(mine != array)[0])
            return f"{out}: differs at {where}: kernel {mine[where]}, reference {array[where]}"
    return ""


def condition(error: Exception) -> str:
    """What a LogicError says is required, without the op, the node and the values."""
    text = str(error).split("requires ", 1)[-1].split(" (got ", 1)[0]
    node, _, rest = text.partition(": ")  # a fused kernel names the node first
    return rest if rest and node.isidentifier() else text


def run_numpy(kernel, data: dict):
    try:
        return kernel(**data)
    except Exception as error:  # the module's own LogicError class, or a crash
        return error


def run_cuda(kernel: CKernel, graph, data: dict, want):
    names = list(graph.outputs)
    layout = ([(a.shape, str(a.dtype)) for a in want.values()] if isinstance(want, dict)
              else [((0,), "int32")] * len(names))
    try:
        got = kernel.run_case([data[n] for n in graph.inputs], {}, layout)
    except Rejection as error:
        if str(error).endswith(f"returned {CVM_UNSUPPORTED}"):
            return UNSUPPORTED
        return error
    return dict(zip(names, got))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--graphs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cuda", type=int, default=3,
                        help="graphs whose CUDA module is built for the host shim (g++)")
    parser.add_argument("--keep", help="folder to keep the graphs and kernels in")
    args = parser.parse_args(argv)
    rng, data_rng = random.Random(args.seed), np.random.default_rng(args.seed)
    folder = Path(args.keep or tempfile.mkdtemp(prefix="fuzz_codegen_"))
    folder.mkdir(parents=True, exist_ok=True)
    cuda_left = args.cuda if shutil.which("g++") else 0
    counts: Counter = Counter()
    findings: list[tuple[str, str, str]] = []
    others: list[tuple[str, str, str, str]] = []  # both reject, on another condition
    start = time.time()
    for g in range(args.graphs):
        name = f"g{args.seed}_{g}"
        text, graph, shapes = random_graph(rng, name)
        counts["graphs"] += 1
        try:
            tree = render(name, text, folder)
            kernel = numpy_kernel(tree, name)
        except Exception as error:
            counts["gen refused"] += 1
            findings.append((name, "gen", f"{type(error).__name__}: {error}"))
            continue
        cuda = None
        if cuda_left:
            cuda_left -= 1
            try:
                library = build_host_library(tree / "cuda" / "graphs" / f"{name}.cuh",
                                             folder / "lib", optimize="-O0")
                cuda = CKernel(library, f"cvm_{name}")
            except BuildError as error:
                findings.append((name, "cuda build", str(error)[:400]))
        for label, data, view in cases(data_rng, shapes):
            try:
                want = evaluate_graph(graph, data)
            except LogicError as error:
                want = error
            counts["cases"] += 1
            counts["rejected" if isinstance(want, Exception) else "accepted"] += 1
            given = {n: viewed(data_rng, a) for n, a in data.items()} if view else data
            for backend, got in [("numpy", run_numpy(kernel, given))] + (
                    [("cuda", run_cuda(cuda, graph, data, want))] if cuda else []):
                if got is UNSUPPORTED:
                    counts[f"{backend} unsupported"] += 1
                    continue
                counts[f"{backend} cases"] += 1
                if backend == "numpy" and isinstance(want, Exception) and \
                        isinstance(got, Exception) and condition(want) != condition(got):
                    counts["numpy other condition"] += 1
                    others.append((name, label, condition(want), condition(got)))
                problem = compare(want, got)
                if problem:
                    counts[f"{backend} differs"] += 1
                    findings.append((name, f"{backend} {label}", problem))
    print(f"{counts['graphs']} graphs, {counts['cases']} cases ({counts['accepted']} accepted "
          f"and {counts['rejected']} rejected by the reference), "
          f"{counts['numpy cases']} NumPy runs, {counts['cuda cases']} CUDA (host shim) runs "
          f"({counts['cuda unsupported']} more refused as unsupported), "
          f"{counts['gen refused']} graphs gen refused, {time.time() - start:.0f} s; "
          f"graphs in {folder}")
    print(f"{counts['numpy other condition']} rejections name another condition than the "
          "reference's (a call that breaks two, checked in another order), for example:")
    for name, label, want, got in list({(w, g): (n, lb, w, g)
                                        for n, lb, w, g in others}.values())[:8]:
        print(f"  {name} [{label}] reference: {want!r}; kernel: {got!r}")
    for name, where, problem in findings:
        print(f"  {name} [{where}] {problem}")
    return 1 if counts["numpy differs"] or counts["cuda differs"] else 0


if __name__ == "__main__":
    sys.exit(main())
