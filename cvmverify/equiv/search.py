"""Counterexamples first where they are small: both sides evaluated on small shapes.

Many false identities differ already at every dim 1 or 2 (a convolution rewrite that swaps
two axes, a concatenation in the wrong order), where the solver may need minutes to build
a model of the unbounded question. Before any proof, each identity is therefore run by the
reference evaluator on a bounded set of cases: rank assignments smallest first, shapes with
every dim in 1..3 (all equal first, since an assumption that ties two dims holds there,
then mixed ones), dims an assumption names, parameter values at their domain's edges and
near the dims chosen, and input values from int32's boundary (0, +-1, INT32_MIN/MAX, one
edge among small values) and random ones.

A case is an input the identity covers: within the runtime's limits, `max_rank` and
`max_dim`, every assumption holds, every value within its input's range (a constant input,
``values = "c"``, filled with its parameter). Both sides run as a counterexample's replay
runs them (`confirm.run_side`), and they differ as a replay says (`confirm.compare`: a
value, a shape, a dtype, or one side rejecting the call where the identity's domain says
it must not). Such a difference is a counterexample by evaluation alone, as sound as a
replayed model; finding none proves nothing and the proof goes on.

The number of cases is fixed (`CASES`), so the same identity gets the same search on any
machine; a wall-clock share of the identity's time budget stops it earlier only where one
was given.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from typing import Iterator, Mapping

import numpy as np
import sympy as sp
import z3

from ..core.dsl import DimSymbol
from ..core.encode import Encoder
from ..core.semantics import INT32_MAX, INT32_MIN
from . import bounded
from .confirm import Difference, compare, run_side
from .template import Identity

# The evaluator takes some milliseconds a node and call (tens for a convolution), so the
# search is kept to a number of cases that costs about a second an identity: most false
# rules show at every dim 1 and in the first few draws.
CASES = 48          # evaluations of both sides, at most
RANK_CHOICES = 16   # rank assignments tried, smallest total rank first
DIM = 3             # dims tried up to
DRAWS = 4           # input values per shape and parameter values (more at every dim 1)
PARAM_VALUES = 6    # parameter assignments per shape, at most
MIXED_ROUNDS = 64   # rounds of mixed shapes over the rank assignments, at most
MAX_ELEMENTS = 32   # elements of an input, at most (but at every dim 1)
SMALL_EDGE = 64     # an attribute parameter's domain edge tried only up to this magnitude
SOLVED_RLIMIT = 2_000_000  # z3's steps for each shape the solver finds


@dataclass
class Searched:
    """What the search covered, and the difference it found (or None)."""

    cases: int = 0
    valid: int = 0                   # cases both sides accepted
    shapes: int = 0
    difference: tuple | None = None  # (shapes, params, arrays, Difference)
    stopped: bool = False            # by the wall clock, before CASES

    def describe(self) -> str:
        return (f"{self.cases} small cases evaluated ({self.shapes} shapes, dims <= {DIM}, "
                f"{self.valid} valid on both sides{', stopped by the time budget' if self.stopped else ''})")


def search(identity: Identity, max_rank: int, max_dim: int | None,
           seconds: float | None = None, cases: int = CASES, seed: int = 0) -> Searched:
    """Evaluate both sides of `identity` on up to `cases` small inputs; stop at the first
    difference (`Searched.difference`), or after `seconds` of wall clock if given."""
    rng = np.random.default_rng(seed)
    deadline = None if seconds is None else time.perf_counter() + seconds
    found = Searched()
    lhs_only = identity.domain == "lhs"
    for shapes, params in _shapes(identity, max_rank, min(max_dim or DIM, DIM), rng,
                                  max_dim):
        found.shapes += 1
        # every dim 1 is where most false rules show, and the cheapest: more draws there
        unit = all(d == 1 for shape in shapes.values() for d in shape)
        for _ in range(2 * DRAWS if unit else DRAWS):
            if found.cases >= cases:
                return found
            if deadline is not None and time.perf_counter() > deadline:
                found.stopped = True
                return found
            arrays = _draw(rng, identity, shapes, params, found.cases)
            lhs = run_side(identity.lhs, arrays, params)
            rhs = run_side(identity.rhs, arrays, params)
            found.cases += 1
            found.valid += isinstance(lhs, dict) and isinstance(rhs, dict)
            difference: Difference | None = compare(lhs, rhs, lhs_domain_only=lhs_only)
            if difference is not None:
                found.difference = (shapes, params, arrays, difference)
                return found
    return found


def _shapes(identity: Identity, max_rank: int, dim: int, rng: np.random.Generator,
            max_dim: int | None = None) -> Iterator[tuple[dict, dict]]:
    """(shapes, parameters) the identity covers: for each pattern of dims (all 1, all 2,
    all 3, then mixed ones), each rank assignment, smallest first."""
    choices = sorted(identity.rank_choices(max_rank), key=lambda r: (sum(r.values()),
                                                                     list(r.values())))
    if len(choices) > RANK_CHOICES:  # the smallest, then a spread of the others
        picked = sorted(rng.choice(len(choices) - RANK_CHOICES // 2, RANK_CHOICES // 2,
                                   replace=False) + RANK_CHOICES // 2)
        choices = choices[:RANK_CHOICES // 2] + [choices[k] for k in picked]
    prepared = [(ranks, identity.assumptions(ranks)) for ranks in choices]
    # then, at the rank assignments no such shape met the assumptions of, shapes the
    # solver finds; then mixed shapes until the caller has its cases (a bounded number of
    # rounds, so that an identity no shape is valid for ends too)
    patterns: list = [d for d in range(1, dim + 1)] + ["solved"] + ["mixed"] * MIXED_ROUNDS
    met: set[int] = set()  # the rank assignments (by position) some shape was valid at
    solved: set[int] = set()  # and those whose shapes the solver found instead
    for pattern in patterns:
        for position, (ranks, conditions) in enumerate(prepared):
            if pattern == "solved":
                if position not in met:
                    solved.add(position)
                    yield from _solved(identity, ranks, conditions, dim, max_dim)
                continue
            if position in solved:
                continue  # the solver's shapes stand in for random ones there
            names = [DimSymbol(n, k) for n in identity.inputs for k in range(ranks[n])]
            ties = _ties(conditions)
            named = bounded.named(conditions)
            values = {}
            for symbol in names:
                root = ties.get(symbol, symbol)
                if root not in values:
                    options = sorted(named.get(root, set()) | named.get(symbol, set()))
                    if len(options) == 1 and root in bounded.pinned(conditions):
                        values[root] = options[0]
                    elif pattern == "mixed":
                        values[root] = int(rng.integers(1, dim, endpoint=True))
                    else:
                        values[root] = pattern
                values[symbol] = values[root]
            # an input of a fixed shape (a model's, `from_graphs`) has no other
            shapes = {n: decl.shape or tuple(values[DimSymbol(n, k)] for k in range(ranks[n]))
                      for n, decl in identity.inputs.items()}
            fixed = [decl.shape for decl in identity.inputs.values() if decl.shape]
            if any(math.prod(s) > MAX_ELEMENTS for s in fixed):
                return  # too large to search: the proof decides
            if pattern != 1 and any(math.prod(s) > MAX_ELEMENTS for s in shapes.values()):
                continue  # the evaluator's cost grows with the elements: small ones only
            if max_dim is not None and any(d > max_dim for d in values.values()):
                continue  # a dim an assumption pins past the bound asked for
            for params in _params(identity, values, conditions, rng):
                met.add(position)
                yield shapes, params


def _solved(identity: Identity, ranks: Mapping[str, int], conditions, dim: int,
            max_dim: int | None) -> Iterator[tuple[dict, dict]]:
    """Up to PARAM_VALUES (shapes, parameters) with every dim in 1..dim that the
    assumptions hold at, found by the solver: an assumption that sets a dim to an
    expression (``zw.shape[2] == w.shape[2] + 2 * e``) holds at no shape of equal or
    random dims. Bounded in steps, so the same shapes come on any machine."""
    encoder = Encoder("search")
    solver = z3.Solver()
    solver.set("random_seed", 0)
    solver.set("rlimit", SOLVED_RLIMIT)
    names = [DimSymbol(n, k) for n in identity.inputs for k in range(ranks[n])]
    for symbol in names:
        solver.add(1 <= encoder.term(symbol), encoder.term(symbol) <= dim)
    params = list(identity.params.values())
    for p in params:
        solver.add(p.lo <= encoder.term(p.symbol), encoder.term(p.symbol) <= p.hi)
    for condition in conditions:
        solver.add(encoder.term(condition))
    terms = [encoder.term(s) for s in names] + [encoder.term(p.symbol) for p in params]
    for _ in range(PARAM_VALUES):
        if solver.check() != z3.sat:
            return
        model = solver.model()
        found = [model.eval(t, model_completion=True).as_long() for t in terms]
        solver.add(z3.Or([t != v for t, v in zip(terms, found)]))
        values = dict(zip(names, found))
        shapes = {n: decl.shape or tuple(values[DimSymbol(n, k)] for k in range(ranks[n]))
                  for n, decl in identity.inputs.items()}
        if any(math.prod(shape) > MAX_ELEMENTS for shape in shapes.values()) or \
                max_dim is not None and any(d > max_dim for d in values.values()):
            continue
        chosen = dict(zip(params, found[len(names):]))
        # held to the assumptions as the other shapes are: a case outside them would be a
        # difference the identity does not claim
        env = {**values, **{p.symbol: v for p, v in chosen.items()}}
        if all(bounded.holds(c, env) for c in conditions):
            yield shapes, {p.name: v for p, v in chosen.items()}


def _ties(conditions) -> dict[sp.Symbol, sp.Symbol]:
    """Dims an assumption sets equal (``x.shape[1] == w.shape[1]``), each to a root: a
    mixed shape that gives them one value meets the assumption."""
    parent: dict[sp.Symbol, sp.Symbol] = {}

    def root(s: sp.Symbol) -> sp.Symbol:
        while s in parent:
            s = parent[s]
        return s

    conjuncts = list(conditions)
    while conjuncts:
        condition = conjuncts.pop()
        if isinstance(condition, sp.And):
            conjuncts += condition.args
        elif isinstance(condition, sp.Equality) and all(
                isinstance(a, DimSymbol) for a in condition.args):
            a, b = (root(x) for x in condition.args)
            if a != b:
                a, b = sorted((a, b), key=str)
                parent[b] = a
    return {s: root(s) for s in parent}


def _params(identity: Identity, dims: Mapping[sp.Symbol, int], conditions,
            rng: np.random.Generator) -> Iterator[dict[str, int]]:
    """Up to PARAM_VALUES assignments of the parameters under which the assumptions hold:
    values near the dims chosen and at the domain's edges first."""
    params = list(identity.params.values())
    if not params:
        if all(bounded.holds(c, dict(dims)) for c in conditions):
            yield {}
        return
    near = sorted({v for d in dims.values() for v in (d, d - 1, -d)} | {0, 1, 2, -1})
    # a constant's value (values = "p") is tried at its domain's edges, where int32 ends;
    # an attribute only at small values and small edges: a target shape or a repeat
    # count of 2^24 would make the case as large as the runtime allows
    fills = {d.fill for d in identity.inputs.values() if d.fill}
    candidates = [sorted({v for v in near if p.lo <= v <= p.hi} |
                         {e for e in (p.lo, p.hi) if p.name in fills or abs(e) <= SMALL_EDGE},
                         key=abs) or [p.lo] for p in params]
    # small values first (an axis, a length that meets an assumption), then picks that
    # mix in the domain's edges (a constant INT32_MIN against a constant -1)
    picks = [tuple(int(rng.choice(c)) for c in candidates) for _ in range(64)]

    def valid(assignment) -> bool:
        env = {**dims, **{p.symbol: v for p, v in zip(params, assignment)}}
        return all(bounded.holds(c, env) for c in conditions)

    small = (a for a in itertools.islice(itertools.product(*candidates), 4096) if valid(a))
    chosen = list(itertools.islice(small, PARAM_VALUES // 2))
    for assignment in itertools.chain((a for a in picks if valid(a)), small):
        if len(chosen) >= PARAM_VALUES:
            break
        if assignment not in chosen:
            chosen.append(assignment)
    for assignment in chosen:
        yield {p.name: v for p, v in zip(params, assignment)}


def _draw(rng: np.random.Generator, identity: Identity, shapes, params,
          draw: int) -> dict[str, np.ndarray]:
    """Draw `draw` of the inputs' values. Most draws keep every input small but one, so
    that products and sums stay in int32 on the other inputs and one boundary value can
    reach an output (``x = INT32_MIN`` times ``w = 1``): small values everywhere; one
    boundary value in one input among small values; one input over its whole range;
    boundary values everywhere; random values everywhere."""
    names = [n for n in shapes if identity.inputs[n].fill is None]
    chosen = names[(draw // DRAWS) % len(names)] if names else None
    kind = draw % DRAWS if draw < DRAWS else (1, 4, 1, 2, 4, 1, 0, 3)[draw % 8]
    arrays = {}
    for name, shape in shapes.items():
        decl = identity.inputs[name]
        if decl.fill is not None:  # a constant input: its parameter's value everywhere
            arrays[name] = np.full(shape, params[decl.fill], dtype=decl.dtype)
            continue
        lo, hi = decl.value_range()
        edges = sorted({v for v in (0, 1, -1, 2, lo, hi, lo + 1, hi - 1, INT32_MIN,
                                    INT32_MAX) if lo <= v <= hi})
        small = [v for v in edges if -1 <= v <= 2] or [lo]
        mine = name == chosen or len(names) == 1
        if kind == 0 or kind in (1, 4) and not mine:
            array = rng.choice(small, size=shape)
        elif kind == 1:
            array = rng.choice(small, size=shape)
            array.reshape(-1)[rng.integers(array.size)] = rng.choice(
                [v for v in (lo, hi, lo + 1, hi - 1) if lo <= v <= hi])
        elif kind == 2:
            array = rng.choice(edges, size=shape)
        else:
            array = rng.integers(lo, hi, size=shape, endpoint=True)
        arrays[name] = np.asarray(array).astype(decl.dtype)
    return arrays
