"""Equivalence at model scale: two models compared by the region where they differ.

Two versions of a model share most of their nodes. Every value is keyed by what computes
it (hash-consing, as TASO and e-graph tools do): a graph input by its declaration, a node's
output by its op, its attributes and the keys of its inputs. A value whose key both models
have is the same function of the same inputs on both sides, checks included, so it needs
no proof. What is left is the region: the nodes of each side whose key the other lacks
(a dead node too: its checks are part of the domain), cut out as two small graphs whose
inputs are the values they read from the shared part (the frontier), each at its shape
and dtype.

The region proven equivalent for every value of its frontier, the models are equivalent:
the shared part computes the same frontier on both sides and rejects the same calls. The
converse does not hold, since a frontier holds only the values the model can compute
there (a ``relu`` inserted after a ``relu`` is a no-op only on values a relu made). So:

1. both models are first run on a few inputs (`TRIES`: random within the declared
   precisions and narrower, then each bound): a difference there is a counterexample of
   the models themselves;
2. the region is proven; a difference found at the frontier alone grows the region by
   the shared nodes that feed it (`CONTEXT_LAYERS` at most), until it is proven or
   refuted as a whole model;
3. a region that stays refuted only at its frontier is `unknown`, and says so.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping

import numpy as np

from ..core.errors import LogicError
from ..core.graph import Graph, Node, Value, evaluate_graph
from ..core.verdict import Status
from .confirm import compare
from .engine import Counterexample, Verdict, equivalent
from .template import from_graphs

CONTEXT_LAYERS = 3  # shared layers a region may take in before it is left unknown


@dataclass
class Region:
    """Each side's nodes where the models differ, as two graphs over the frontier."""

    lhs: Graph
    rhs: Graph
    frontier: list[str]
    shared: int  # nodes of lhs that are equal by construction (outside the region)

    def describe(self) -> str:
        return (f"a region of {len(self.lhs.nodes)} + {len(self.rhs.nodes)} nodes over "
                f"{len(self.frontier)} frontier values; {self.shared} nodes equal by "
                "construction")


def value_keys(graph: Graph, table: dict[tuple, int]) -> dict[Value, int]:
    """Every value's key: a number for what computes it, independent of node names, from
    `table` (shared by the graphs compared, so that equal values get equal numbers)."""
    keys: dict[Value, int] = {}
    for name, decl in graph.inputs.items():
        keys[graph.value(name)] = _number(table, ("input", name, decl.dtype,
                                                  decl.shape or decl.rank))
    for node in graph.nodes:
        key = node_key(node, keys, table)
        keys.update((value, _number(table, (key, value.output))) for value in node.outputs)
    return keys


def node_key(node: Node, keys: Mapping[Value, int], table: dict[tuple, int]) -> int:
    attrs = tuple(sorted((k, v) for k, v in node.attrs.items() if v is not None))
    return _number(table, (node.op, attrs, tuple(None if v is None else keys[v]
                                                 for v in node.inputs)))


def _number(table: dict[tuple, int], key: tuple) -> int:
    """The number of `key`: hash-consing, so that a key holds numbers, never the nested
    keys of the values before it (whose size grows with the depth of the graph)."""
    return table.setdefault(key, len(table))


def compare_models(lhs: Graph, rhs: Graph, *, domain: str = "both",
                   progress: Callable[[str], None] | None = None,
                   **limits: Any) -> Verdict:
    """Whether two models compute the same thing, proven over the region where they differ
    (see the module docstring); `limits` are `equivalent`'s."""
    say = progress or (lambda line: None)
    start = time.perf_counter()
    name = f"{lhs.name}_vs_{rhs.name}"
    if set(lhs.inputs) != set(rhs.inputs) or any(
            lhs.inputs[n] != rhs.inputs[n] for n in lhs.inputs):
        raise LogicError("equivalent", "two models with the same inputs (names, shapes and "
                         "dtypes)", {"lhs": list(lhs.inputs.values()),
                                     "rhs": list(rhs.inputs.values())})
    if set(lhs.outputs) != set(rhs.outputs):
        raise LogicError("equivalent", "two models with the same outputs",
                         {"lhs": sorted(lhs.outputs), "rhs": sorted(rhs.outputs)})

    def verdict(status: Status, bound: str, **extra: Any) -> Verdict:
        return Verdict(status, name, bound, time.perf_counter() - start, **extra)

    region = cut(lhs, rhs, 0)
    if region is None:
        say(f"{name}: every node equal by construction")
        return verdict(Status.EQUIVALENT, f"every output computed by equal nodes "
                       f"({len(lhs.nodes)} nodes)")
    say(f"{name}: {region.describe()}")
    found = search(lhs, rhs, domain, say)
    if found is not None:
        return verdict(Status.NOT_EQUIVALENT, "a counterexample of the models, replayed",
                       counterexample=found)
    for layers in range(CONTEXT_LAYERS + 1):
        region = cut(lhs, rhs, layers)
        say(f"{name}: proving {region.describe()}")
        identity = from_graphs(region.lhs, region.rhs, name=name)
        identity.domain = domain
        proof = equivalent(identity, **limits)
        where = f"{region.describe()}; {proof.bound}"
        if proof.status != Status.NOT_EQUIVALENT:
            return replace(proof, identity=name, bound=where,
                           seconds=time.perf_counter() - start)
        if region.shared == 0:  # the whole models: a counterexample of theirs
            return replace(proof, identity=name, bound=where,
                           seconds=time.perf_counter() - start)
        say(f"{name}: the region differs at frontier values "
            f"({proof.counterexample.difference}); taking in the layer before it")
    return verdict(Status.UNKNOWN, where, reason=(
        f"the region differs only at frontier values no model input run reproduced "
        f"({proof.counterexample}); with {CONTEXT_LAYERS} shared layers taken in, it "
        "still did"))


def cut(lhs: Graph, rhs: Graph, layers: int) -> Region | None:
    """The region where the models differ, with `layers` of shared producers taken in on
    both sides; None where every output and every node is shared.

    The shared prefix is what both compute alike (equal keys). The shared suffix is what
    both compute alike from the region's results: nodes paired from the outputs back, of
    one op and attributes, reading paired or equal values. The region is the rest; its
    outputs are the values the suffix reads from it (paired lhs with rhs) and the outputs
    it computes itself."""
    table: dict[tuple, int] = {}
    keys = [value_keys(lhs, table), value_keys(rhs, table)]
    node_keys = [{node.name: node_key(node, k, table) for node in g.nodes}
                 for g, k in zip((lhs, rhs), keys)]
    shared = set(node_keys[0].values()) & set(node_keys[1].values())
    inside = [{n for n, key in nk.items() if key not in shared} for nk in node_keys]
    outputs_equal = all(keys[0][lhs.outputs[o]] == keys[1][rhs.outputs[o]] for o in lhs.outputs)
    if not any(inside) and outputs_equal:
        return None
    suffix = _suffix(lhs, rhs, keys, inside)
    while True:  # no result of the region is computed by the suffix on one side alone
        exits = _exits(lhs, rhs, keys, inside, suffix)
        crossing = {u.producer for u, _ in exits if u.producer in suffix} | {
            a for a, b in suffix.items() for _, v in exits if v.producer == b}
        if not crossing:
            break
        suffix = {a: b for a, b in suffix.items() if a not in crossing}
    inside = [names - set(side) for names, side in zip(inside, (suffix, suffix.values()))]
    for _ in range(layers):  # the shared producers the region reads, on both sides alike
        feeding = set()  # the shared producers' node keys
        for graph, k, names, nk in zip((lhs, rhs), keys, inside, node_keys):
            for node in graph.nodes:
                if node.name in names:
                    feeding |= {nk[v.producer] for v in node.inputs
                                if v is not None and v.producer not in graph.inputs}
        inside = [names | {n for n, key in nk.items() if key in feeding}
                  for names, nk in zip(inside, node_keys)]
    if not exits:  # the sides differ in dead nodes alone: their checks are still compared,
        # over a result both compute alike (a value the dead nodes read)
        read = {k[v] for g, k, names in zip((lhs, rhs), keys, inside) for node in g.nodes
                if node.name in names for v in node.inputs
                if v is not None and v.producer not in names}
        by_key = [{key: value for value, key in k.items()} for k in keys]
        exits = [(by_key[0][min(read)], by_key[1][min(read)])]
    frontier = _frontier(lhs, rhs, keys, inside, exits)
    sides = [_side(graph, k, names, frontier, [pair[s] for pair in exits])
             for s, (graph, k, names) in enumerate(zip((lhs, rhs), keys, inside))]
    return Region(sides[0], sides[1], list(frontier.values()),
                  len(lhs.nodes) - len(inside[0]))


def _suffix(lhs: Graph, rhs: Graph, keys, inside) -> dict[str, str]:
    """The lhs nodes of the region paired with rhs nodes that compute alike from paired or
    equal inputs, from the outputs back: lhs name -> rhs name. A pair whose outputs a
    region node reads is undone (the region must come before the suffix), until none is."""
    nodes = [{n.name: n for n in g.nodes} for g in (lhs, rhs)]
    pairs: dict[str, str] = {}
    taken: set[str] = set()
    work = [(lhs.outputs[o], rhs.outputs[o]) for o in lhs.outputs]
    while work:
        a, b = work.pop()
        if a.producer not in inside[0] or b.producer not in inside[1] or \
                a.output != b.output or pairs.get(a.producer) == b.producer:
            continue
        na, nb = nodes[0][a.producer], nodes[1][b.producer]
        if a.producer in pairs or b.producer in taken or na.op != nb.op or \
                na.attrs != nb.attrs or len(na.inputs) != len(nb.inputs) or \
                [v is None for v in na.inputs] != [v is None for v in nb.inputs]:
            continue
        pairs[a.producer], _ = nb.name, taken.add(nb.name)
        work += [(u, v) for u, v in zip(na.inputs, nb.inputs)
                 if u is not None and keys[0][u] != keys[1][v]]
    while True:  # the region reads nothing the suffix computes
        region = [inside[0] - set(pairs), inside[1] - set(pairs.values())]
        read = [{v.producer for node in g.nodes if node.name in names for v in node.inputs
                 if v is not None} for g, names in zip((lhs, rhs), region)]
        undone = {a for a, b in pairs.items() if a in read[0] or b in read[1]}
        if not undone:
            return pairs
        for a in undone:
            del pairs[a]


def _exits(lhs: Graph, rhs: Graph, keys, inside, suffix) -> list[tuple[Value, Value]]:
    """The region's results, paired: what the suffix reads from outside it on each side
    (position by position), and the outputs the suffix does not compute. A pair whose
    value a suffix node computes on one side only is no result: the caller undoes that
    node's pair (`cut`)."""
    nodes = [{n.name: n for n in g.nodes} for g in (lhs, rhs)]

    def internal(u: Value, v: Value) -> bool:
        return suffix.get(u.producer) == v.producer and u.output == v.output

    pairs: list[tuple[Value, Value]] = []
    for a_name, b_name in suffix.items():
        for u, v in zip(nodes[0][a_name].inputs, nodes[1][b_name].inputs):
            if u is not None and keys[0][u] != keys[1][v] and not internal(u, v) and \
                    (u, v) not in pairs:
                pairs.append((u, v))
    for o in lhs.outputs:
        u, v = lhs.outputs[o], rhs.outputs[o]
        if keys[0][u] != keys[1][v] and not internal(u, v) and (u, v) not in pairs:
            pairs.append((u, v))
    return pairs


def _frontier(lhs: Graph, rhs: Graph, keys, inside, exits) -> dict[int, str]:
    """The values the regions read from outside them (and the results they pass on from
    outside), by key, each named after its lhs reference."""
    found: dict[int, str] = {}
    taken = {n.name for g in (lhs, rhs) for n in g.nodes}
    for s, (graph, k, names) in enumerate(zip((lhs, rhs), keys, inside)):
        read = [v for node in graph.nodes if node.name in names for v in node.inputs
                if v is not None and v.producer not in names]
        read += [pair[s] for pair in exits if pair[s].producer not in names]
        for value in read:
            if k[value] not in found:
                name = value.ref.replace(":", "_")
                while name in taken:
                    name = f"{name}_in"
                taken.add(name)
                found[k[value]] = name
    return found


def _side(graph: Graph, keys, names: set[str], frontier: Mapping[int, str],
          results: list[Value]) -> Graph:
    """`graph`'s region nodes as a graph whose inputs are the frontier values and whose
    outputs are its `results`, in order."""
    dtypes = graph.value_dtypes()
    by_key = {key: value for value, key in keys.items()}
    region = Graph(graph.name)
    made: dict[int, Value] = {}
    # every frontier value is a graph input or a shared node's output: both sides have it
    for key, name in frontier.items():
        value = by_key[key]
        shape = [int(d) if d.is_Integer else None for d in value.shape]
        if None not in shape:
            made[key] = region.input(name, dtype=dtypes[value], shape=shape)
        else:
            made[key] = region.input(name, rank=value.rank, dtype=dtypes[value])
    for node in graph.nodes:
        if node.name not in names:
            continue
        inputs = [None if v is None else made[keys[v]] for v in node.inputs]
        result = region.apply(node.op, *inputs, name=node.name, **node.attrs)
        for value, out in zip(node.outputs, result if isinstance(result, tuple) else (result,)):
            made[keys[value]] = out
    for k, value in enumerate(results):
        region.output(f"result{k}", made[keys[value]])
    return region


# What the inputs of the runs before a proof hold: random values within each input's
# precision, then within 8 and 4 bits (full-width biases saturate every layer, where
# small ones let a rounding show), then each bound.
TRIES = (("random", None), ("random", 8), ("random", 4), ("bound", 1), ("bound", -1))


def search(lhs: Graph, rhs: Graph, domain: str,
           say: Callable[[str], None]) -> Counterexample | None:
    """A counterexample of the models among a few inputs (`TRIES`), run through the
    reference evaluator; None where the inputs' shapes are not all fixed or the sides
    agree on every one."""
    shapes = {n: lhs.value(n).shape for n in lhs.inputs}
    if any(not d.is_Integer for shape in shapes.values() for d in shape):
        return None
    rng = np.random.default_rng(0)
    for attempt, (kind, bits) in enumerate(TRIES):
        arrays = {}
        for name, decl in lhs.inputs.items():
            p = min(decl.precision or 32, bits or 32) if kind == "random" else \
                decl.precision or 32
            top = 2 ** (p - 1) - 1
            shape = tuple(int(d) for d in shapes[name])
            values = rng.integers(-top, top + 1, shape) if kind == "random" else \
                np.full(shape, top * bits)
            arrays[name] = values.astype(decl.dtype)
        say(f"running both models on input {attempt + 1} of {len(TRIES)}")
        results = [_run(graph, arrays) for graph in (lhs, rhs)]
        difference = compare(*results, lhs_domain_only=domain == "lhs")
        if difference is not None:
            return Counterexample({n: a.shape for n, a in arrays.items()}, {}, arrays,
                                  difference)
    return None


def _run(graph: Graph, arrays: Mapping[str, np.ndarray]) -> dict | LogicError:
    try:
        return evaluate_graph(graph, arrays)
    except LogicError as error:
        return error


__all__ = ["Region", "compare_models", "cut", "search", "value_keys"]
