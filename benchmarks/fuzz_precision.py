"""Precision verdicts held to evaluation: random and near-miss graphs (dense, conv2d, sum,
shifts, clips, adds), proven by `graph_precision`, then run at their inputs' extremes.

For every graph proven free of int32 overflow, each node is evaluated on inputs at the
declared precisions' extremes (+-(2^(p-1)-1), 0, +-1, mixed) and random ones, on small
and larger dims (reduced lengths up to a few thousand), and must

  (a) be computed by the strict evaluator, every intermediate in int32, bit-exact with
      the runtime-contract evaluation;
  (b) give values within the precision its rule reports;
  (c) where the graph leaves a per-call `limit`, reject the call beyond it and be exact
      within it; a call the contract rejects where no limit was left is a finding too.

With --kernels, each such graph's NumPy kernel of `cvmverify gen --contract runtime` runs on
the same inputs: bit-exact with the reference where the contract accepts the call, a
LogicError where it does not.

Run: PYTHONPATH=. python benchmarks/fuzz_precision.py [--graphs N] [--seed S] [--kernels]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import tempfile
import random
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np
import sympy as sp

from cvmverify.cli import main as cli_main
from cvmverify.core.dsl import DimSymbol
from cvmverify.core.errors import LogicError
from cvmverify.core.evaluate import evaluate, evaluate_with_precisions
from cvmverify.core.graph import evaluate_graph
from cvmverify.core.graph.toml import parse_graph
from cvmverify.core.rule import magnitude
from cvmverify.core.verdict import Status
from cvmverify.precision.graph import graph_precision

EDGE_PRECISIONS = (1, 2, 7, 8, 16, 24, 31, 32)
EDGE_SHIFTS = (1, 2, 8, 16, 31, 32)


def _attrs(attrs: dict) -> str:
    def value(v):
        return f"[{', '.join(map(str, v))}]" if isinstance(v, (tuple, list)) else str(v)
    return "{ " + ", ".join(f"{k} = {value(v)}" for k, v in attrs.items()) + " }"


def toml(name: str, inputs: dict, nodes: list) -> str:
    """A graph file: inputs {name: (rank, precision)}, nodes [(name, op, inputs, attrs)];
    the last node is the output."""
    lines = [f'name = "{name}"', "", "[inputs]"]
    lines += [f"{n} = {{ rank = {r}, precision = {p} }}" for n, (r, p) in inputs.items()]
    for node, op, args, attrs in nodes:
        lines += ["", "[[nodes]]", f'name = "{node}"', f'op = "{op}"',
                  f"inputs = [{', '.join(repr(a).replace(chr(39), chr(34)) for a in args)}]"]
        if attrs:
            lines.append(f"attrs = {_attrs(attrs)}")
    lines += ["", "[outputs]", f'y = "{nodes[-1][0]}"']
    return "\n".join(lines) + "\n"


def requant_tail(rng: random.Random, src: str) -> list:
    """Zero to two nodes after `src`: shifts and clips at their edges."""
    tail, last = [], src
    for k in range(rng.randint(0, 2)):
        op = rng.choice(["cvm_right_shift", "cvm_clip", "clip", "cvm_left_shift", "relu"])
        attrs = {}
        if op in ("cvm_right_shift", "cvm_left_shift"):
            attrs = {"precision": rng.choice(EDGE_PRECISIONS),
                     "shift_bit": rng.choice(EDGE_SHIFTS)}
        elif op == "cvm_clip":
            attrs = {"precision": rng.choice(EDGE_PRECISIONS)}
        elif op == "clip":
            lo = rng.choice([-(2**31 - 1), -127, -1, 0])
            attrs = {"a_min": lo, "a_max": rng.choice([1, 127, 2**30, 2**31 - 1])}
        name = f"t{k}"
        tail.append((name, op, [last], attrs))
        last = name
    return tail


def family_dense(rng):
    px, pw = rng.choice([1, 2, 7, 8]), rng.choice([1, 8])
    inputs = {"x": (2, px), "w": (2, pw)}
    args = ["x", "w"]
    if rng.random() < 0.4:
        inputs["b"] = (1, rng.choice([1, 8, 16, 24, 31, 32]))
        args.append("b")
    nodes = [("fc", "dense", args, {})] + requant_tail(rng, "fc")
    return inputs, nodes


def family_conv(rng):
    px, pw = rng.choice([1, 8]), rng.choice([1, 7, 8])
    groups = rng.choice([1, 1, 2])
    attrs = {"padding": [rng.choice([0, 1, 3])] * 2, "stride": [rng.choice([1, 2])] * 2}
    if groups > 1:
        attrs["groups"] = groups
    inputs = {"x": (4, px), "w": (4, pw)}
    args = ["x", "w"]
    if rng.random() < 0.3:
        inputs["b"] = (1, rng.choice([8, 24, 32]))
        args.append("b")
    nodes = [("conv", "conv2d", args, attrs)] + requant_tail(rng, "conv")
    return inputs, nodes


def family_sum(rng):
    rank = rng.choice([1, 2, 3])
    axes = rng.choice([[], [0], [-1], list(range(rank))])
    attrs = {"axes": axes} if axes else {}
    if rng.random() < 0.3 and axes:
        attrs["exclude"] = "true"
    p = rng.choice(EDGE_PRECISIONS)
    nodes = [("s", "sum", ["x"], attrs)] + requant_tail(rng, "s")
    return {"x": (rank, p)}, nodes


def family_shift(rng):
    p = rng.choice(EDGE_PRECISIONS)
    op = rng.choice(["cvm_right_shift", "cvm_left_shift"])
    s = rng.choice([v for v in EDGE_SHIFTS if op == "cvm_right_shift" or p + v <= 32] or [1])
    nodes = [("sh", op, ["x"], {"precision": rng.choice(EDGE_PRECISIONS), "shift_bit": s})]
    return {"x": (2, p)}, nodes + requant_tail(rng, "sh")


def family_add(rng):
    pa, pb = rng.choice(EDGE_PRECISIONS[:-1]), rng.choice(EDGE_PRECISIONS[:-1])
    op = rng.choice(["broadcast_add", "broadcast_sub", "broadcast_mul", "elemwise_add"])
    nodes = [("e", op, ["a", "b"], {})] + requant_tail(rng, "e")
    return {"a": (2, pa), "b": (2, pb)}, nodes


def family_misc(rng):
    """Ops that keep or pick a precision, then a sum or a requantisation."""
    p, q = rng.choice(EDGE_PRECISIONS), rng.choice(EDGE_PRECISIONS)
    inputs, op = {"x": (4, p)}, rng.choice(
        ["max_pool2d", "abs", "negative", "cvm_precision", "concatenate"])
    attrs, args = {}, ["x"]
    if op == "max_pool2d":
        attrs = {"pool_size": [rng.choice([1, 2, 3])] * 2, "padding": rng.choice([0, 1]),
                 "strides": [rng.choice([1, 2])] * 2}
    elif op == "concatenate":
        inputs["z"], args, attrs = (4, q), ["x", "z"], {"axis": rng.choice([0, 1, -1])}
    nodes = [("m", op, args, attrs)]
    if rng.random() < 0.5:
        nodes.append(("s", "sum", ["m"], {"axes": [1, 2]}))
    return inputs, nodes + requant_tail(rng, nodes[-1][0])


def family_chain(rng):
    """A product sum, then a sum over its output: a precision that depends on dims feeds
    another rule."""
    inputs = {"x": (2, 8), "w": (2, rng.choice([1, 8]))}
    nodes = [("fc", "dense", ["x", "w"], {}), ("s", "sum", ["fc"], {})]
    return inputs, nodes + requant_tail(rng, "s")


FAMILIES = {"dense": family_dense, "conv2d": family_conv, "sum": family_sum,
            "shift": family_shift, "add": family_add, "chain": family_chain,
            "misc": family_misc}


def shapes_for(family: str, inputs: dict, nodes: list, rng, large: bool) -> dict:
    if family == "chain":  # 127*127*65535 fits int32, three of them do not
        K = rng.choice([65535, 4096]) if large else rng.randint(1, 5)
        return {"x": (3, K), "w": (1, K)}
    if family == "dense":
        # 2^16 - 1 and 2^16: 8-bit products summed in 32 bits, and one bit more
        K = rng.choice([4095, 4096, 65535, 65536]) if large else rng.randint(1, 5)
        M, N = (1, 2) if large else (rng.randint(1, 3), rng.randint(1, 3))
        shapes = {"x": (M, K), "w": (N, K), "b": (N,)}
    elif family == "conv2d":
        groups = nodes[0][3].get("groups", 1)
        IC = rng.choice([64, 256]) if large else rng.randint(1, 2)
        K = 3 if large else rng.randint(1, 3)
        shapes = {"x": (1, IC * groups, K + 1, K + 1), "w": (groups, IC, K, K), "b": (groups,)}
    elif family == "sum":
        rank = inputs["x"][0]
        dims = [rng.choice([2000, 70000]) if large and d == 0 else rng.randint(1, 4)
                for d in range(rank)]
        shapes = {"x": tuple(dims)}
    elif family == "misc":
        dims = (1, 700, 40, 40) if large else (1, 2, 3, 3)
        return {n: dims for n in inputs}
    else:
        dims = (2, 3) if not large else (4, 300)
        shapes = {n: dims for n in inputs}
    return {n: shapes[n] for n in inputs}


def extreme_inputs(shapes: dict, precisions: dict, rng: np.random.Generator):
    """Input sets at the precisions' extremes, then a random one."""
    def fill(kind):
        out = {}
        for n, shape in shapes.items():
            m = magnitude(precisions[n])
            if kind == "random":
                out[n] = rng.integers(-m, m + 1, size=shape, dtype=np.int64)
            elif kind == "mixed":
                out[n] = np.resize(np.array([m, -m, 0, 1, -1][:max(1, min(5, m + 1))]), shape)
            elif kind == "one":
                out[n] = np.full(shape, min(1, m))
            else:  # "max": all at +m; "min": the first input at +m, the others at -m
                first = n == next(iter(shapes))
                out[n] = np.full(shape, m if kind == "max" or first else -m)
            out[n] = out[n].astype(np.int32)
        return out
    return [fill(k) for k in ("max", "min", "mixed", "one", "random")]


def limits_hold(limits, shapes: dict) -> bool:
    """Whether a call with `shapes` passes every per-call limit, as the runtime checks it."""
    dims = {DimSymbol(n, k): d for n, shape in shapes.items() for k, d in enumerate(shape)}
    return all(bool(sp.sympify(limit.condition).xreplace(dims)) for limit in limits)


def run_nodes(graph, inputs: dict, precisions: dict, limited: set):
    """Node by node: the contract evaluation, the strict one, the values' precisions.
    Returns (status, detail): status 'ok', 'rejected' (a call the contract refused) or
    'WRONG'."""
    env, prec = dict(inputs), dict(precisions)
    for node in graph.nodes:
        refs = [v.ref for v in node.inputs if v is not None]
        arrays = [None if v is None else env[v.ref] for v in node.inputs]
        try:
            exact, found = evaluate_with_precisions(node.op, arrays, [prec[r] for r in refs],
                                                    **node.attrs)
        except LogicError as error:
            if node.name in limited:
                return "rejected", f"{node.name}: {error}"
            return "WRONG", f"node {node.name}: the contract rejects a call no limit names: {error}"
        try:
            strict = evaluate(node.op, arrays, **node.attrs)
        except LogicError as error:
            return "WRONG", f"node {node.name}: an intermediate leaves int32: {error}"
        for k, value in enumerate(node.outputs):
            if not np.array_equal(exact[k], strict[k]):
                return "WRONG", f"node {node.name}: contract and strict results differ"
            m = magnitude(found[k])
            worst = int(np.abs(exact[k].astype(np.int64)).max(initial=0))
            if worst > m:
                return "WRONG", (f"node {node.name}: |value| {worst} beyond its precision "
                                 f"{found[k]} (<= {m})")
            env[value.ref], prec[value.ref] = exact[k], found[k]
    return "ok", ""


def runtime_kernel(name: str, text: str, folder: Path):
    """The NumPy kernel `cvmverify gen --contract runtime` writes for the graph `text`."""
    path = folder / f"{name}.toml"
    path.write_text(text)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = cli_main(["gen", str(path), "--contract", "runtime", "--out",
                         str(folder / name), "--max-rank", "4"])
    if code != 0:
        raise RuntimeError(f"cvmverify gen failed on {name} (exit {code})")
    module_path = folder / name / "numpy" / "runtime" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"fuzz_{name}", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def run_kernel(kernel, graph, data: dict, status: str):
    """The generated kernel against the reference: bit-exact where the contract accepts the
    call, a LogicError where it rejects it."""
    try:
        got = kernel(**data)
    except Exception as error:  # the generated module's own LogicError class
        if type(error).__name__ == "LogicError" and status == "rejected":
            return "ok", ""
        return "WRONG", f"the runtime kernel raises {type(error).__name__}: {error}"
    if status == "rejected":
        return "WRONG", "the runtime kernel accepts a call beyond a limit"
    want = evaluate_graph(graph, data)
    for name, array in want.items():
        if not np.array_equal(got[name], array):
            return "WRONG", f"the runtime kernel's {name} differs from the reference"
    return "ok", ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--graphs", type=int, default=12, help="graphs per family")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kernels", action="store_true",
                        help="also run each proven graph's generated runtime NumPy kernel")
    parser.add_argument("--families", nargs="*", default=list(FAMILIES))
    args = parser.parse_args(argv)
    rng, data_rng = random.Random(args.seed), np.random.default_rng(args.seed)
    counts: dict[str, Counter] = {f: Counter() for f in args.families}
    wrong = []
    start = time.time()
    folder = Path(tempfile.mkdtemp(prefix="fuzz_precision_"))
    for family in args.families:
        for k in range(args.graphs):
            inputs, nodes = FAMILIES[family](rng)
            text = toml(f"{family}_{k}", inputs, nodes)
            try:
                graph = parse_graph(text)
                precisions = {n: p for n, (_, p) in inputs.items()}
                found = graph_precision(graph, precisions)
            except LogicError as error:
                counts[family]["rejected-graph"] += 1
                continue
            limited = {limit.where for limit in found.limits}
            kernel = None
            # what `runtime_limits` accepts: every node proven, but an output precision
            # over 32 that a per-call limit checks
            accepted = all(r.status == Status.PROVEN or (
                r.obligation == "precision-at-most-32" and r.op in limited)
                for r in found.results)
            counts[family]["proven" if accepted else "not-proven"] += 1
            if not accepted:
                continue
            if args.kernels:
                try:
                    kernel = runtime_kernel(graph.name, text, folder)
                except Exception as error:  # a crash of `gen` is a finding too
                    counts[family]["gen-CRASH"] += 1
                    wrong.append((text, {}, f"cvmverify gen: {type(error).__name__}: {error}"))
            for large in (False, True):
                shapes = shapes_for(family, inputs, nodes, rng, large)
                for data in extreme_inputs(shapes, precisions, data_rng):
                    try:
                        status, detail = run_nodes(graph, data, precisions, limited)
                    except LogicError as error:  # a shape the graph cannot take
                        status, detail = "bad-shape", str(error)
                    if status == "rejected" and limits_hold(found.limits, shapes):
                        status, detail = "WRONG", f"every limit holds, yet {detail}"
                    counts[family][f"eval-{status}"] += 1
                    if kernel is not None and status in ("ok", "rejected"):
                        status, detail = run_kernel(kernel, graph, data, status)
                        counts[family][f"kernel-{status}"] += 1
                    if status == "WRONG":
                        wrong.append((text, shapes, detail))
                        break
    print(f"{sum(sum(c.values()) for c in counts.values())} verdicts and runs "
          f"in {time.time() - start:.0f} s")
    for family, c in counts.items():
        print(f"  {family:8s} " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
    for text, shapes, detail in wrong:
        print(f"\nWRONG: {detail}\n  shapes: {shapes}\n{text}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
