"""Ground truth for equivalence verdicts, found by evaluation alone.

Two graphs are run node by node through `evaluate_graph` (the reference: every node's
whole result checked against int32) on boundary inputs: every small shape, values drawn
from int32's edges and their neighbours. What the engine says is then held to it: an
"equivalent" verdict on a pair that evaluation tells apart is a soundness bug.
"""

from __future__ import annotations

import itertools
from typing import Callable, Mapping

import numpy as np

from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph, evaluate_graph

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
EDGES = [0, 1, -1, 2, INT32_MIN, INT32_MAX, INT32_MIN + 1, INT32_MAX - 1, 2**30, -(2**30),
         2**16, -(2**16)]


def graph(name: str, inputs: Mapping[str, int], build: Callable) -> Graph:
    """A graph over inputs of the given ranks; `build(g, **inputs)` returns its output (or
    a dict of outputs)."""
    g = Graph(name)
    values = {n: g.input(n, rank=r) for n, r in inputs.items()}
    out = build(g, **values)
    for key, value in (out.items() if isinstance(out, dict) else [("y", out)]):
        g.output(key, value)
    return g


def shapes(rank: int, dims: tuple[int, ...] = (1, 2, 3)) -> list[tuple[int, ...]]:
    if rank == 4:  # a batch and a channel of one: the pooling and conv cases
        return [(1, 1, h, w) for h in dims for w in dims]
    return list(itertools.product(dims, repeat=rank))


def draws(shape: tuple[int, ...], rng: np.random.Generator, count: int) -> list[np.ndarray]:
    size = int(np.prod(shape))
    found = [np.full(shape, v, dtype=np.int32) for v in EDGES]
    for _ in range(count):
        found.append(rng.choice(np.array(EDGES, dtype=np.int64), size).astype(np.int32)
                     .reshape(shape))
        found.append(rng.integers(-3, 4, size, dtype=np.int32).reshape(shape))
    # one edge value among small ones, at every position
    for k in range(min(size, 6)):
        for edge in (INT32_MIN, INT32_MAX):
            flat = np.zeros(size, dtype=np.int32)
            flat[k] = edge
            found.append(flat.reshape(shape))
    return found


def run(g: Graph, arrays: Mapping[str, np.ndarray]):
    try:
        return evaluate_graph(g, dict(arrays))
    except LogicError as error:
        return error


def differ(a, b) -> bool:
    if isinstance(a, LogicError) or isinstance(b, LogicError):
        return isinstance(a, LogicError) != isinstance(b, LogicError)
    return any(a[k].shape != b[k].shape or not np.array_equal(a[k], b[k]) for k in a)


def find_difference(lhs: Graph, rhs: Graph, dims: tuple[int, ...] = (1, 2, 3),
                    draws_per_shape: int = 12, seed: int = 0,
                    limit: int = 4000) -> dict[str, np.ndarray] | None:
    """Inputs on which the two graphs differ (one rejects, or the values differ), or None
    when no boundary input tells them apart."""
    rng = np.random.default_rng(seed)
    names = list(lhs.inputs)
    per_input = [shapes(lhs.inputs[n].rank, dims) for n in names]
    tried = 0
    for combo in itertools.product(*per_input):
        choices = [draws(shape, rng, draws_per_shape) for shape in combo]
        for k in range(max(len(c) for c in choices)):
            arrays = {n: c[(k * (j + 1)) % len(c)] for j, (n, c) in enumerate(zip(names, choices))}
            if differ(run(lhs, arrays), run(rhs, arrays)):
                return arrays
            tried += 1
            if tried >= limit:
                return None
    return None
