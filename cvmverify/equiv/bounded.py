"""A bounded check for identities with data-dependent ops (NMS, get_valid_count).

Such an op has an executable definition, not an element formula, so it cannot be fused
and compared in z3. Its identities are checked instead: every rank assignment, every shape
with dims up to a bound that satisfies the identity's assumptions, parameter values, and
random inputs drawn to make the data-dependent paths happen (small values tie and overlap,
extreme ones and the range's edges test the int32 rules). Both sides run node by node
through the evaluator. The verdict says that it is a bounded check and not a proof, and
how many cases it ran; a check in which no case was valid on both sides is `unknown`,
never a pass.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Iterator, Mapping

import numpy as np
import sympy as sp

from ..core.dsl import DimSymbol
from ..core.ir import Unresolved, exact
from .confirm import compare, run_side
from .template import Identity

DIM = 3            # dims checked up to, without max_dim
DRAWS = 6          # random inputs per shape and parameter values
MAX_PARAMS = 64    # parameter assignments per shape, beyond which they are sampled
MAX_CASES = 20000  # cases in all, beyond which shapes are sampled
NAMED_DIM = 8      # the largest bound of an assumption also checked at its edge


@dataclass
class Tested:
    cases: int = 0
    valid: int = 0              # cases both sides accepted
    difference: tuple | None = None  # (shapes, params, arrays, Difference)
    sampled: bool = False


def data_dependent(graphs) -> bool:
    return any(node.instance.definition is not None for graph in graphs for node in graph.nodes)


def check(identity: Identity, max_rank: int, max_dim: int | None, seed: int = 0) -> Tested:
    rng = np.random.default_rng(seed)
    dim = max_dim or DIM
    tested = Tested()
    cases = list(_cases(identity, max_rank, dim))
    if len(cases) * DRAWS > MAX_CASES:
        tested.sampled = True
        picked = rng.choice(len(cases), MAX_CASES // DRAWS, replace=False)
        cases = [cases[k] for k in sorted(picked)]
    for shapes, params in cases:
        for draw in range(DRAWS):
            arrays = {name: np.full(shape, params[identity.inputs[name].fill],
                                    dtype=identity.inputs[name].dtype)
                      if identity.inputs[name].fill else
                      _values(rng, identity.inputs[name], shape, draw)
                      for name, shape in shapes.items()}
            lhs = run_side(identity.lhs, arrays, params)
            rhs = run_side(identity.rhs, arrays, params)
            tested.cases += 1
            tested.valid += isinstance(lhs, dict) and isinstance(rhs, dict)
            difference = compare(lhs, rhs, lhs_domain_only=identity.domain == "lhs")
            if difference is not None:
                tested.difference = (shapes, params, arrays, difference)
                return tested
    return tested


def _cases(identity: Identity, max_rank: int, dim: int) -> Iterator[tuple[dict, dict]]:
    """(shapes, parameters) in increasing size, those the assumptions allow."""
    params = list(identity.params.values())
    assignments = list(itertools.product(*[range(p.lo, p.hi + 1) for p in params]))
    for ranks in identity.rank_choices(max_rank):
        conditions = identity.assumptions(ranks)
        names = [(n, k) for n in identity.inputs for k in range(ranks[n])]
        constants = named(conditions)
        choices = [sorted(set(range(1, dim + 1)) | constants.get(DimSymbol(n, k), set()))
                   for n, k in names]
        for dims in itertools.product(*choices):
            values = {DimSymbol(n, k): d for (n, k), d in zip(names, dims)}
            chosen = assignments if len(assignments) <= MAX_PARAMS else \
                [assignments[k] for k in np.random.default_rng(len(values)).choice(
                    len(assignments), MAX_PARAMS, replace=False)]
            for assignment in chosen:
                env = {**values, **{p.symbol: v for p, v in zip(params, assignment)}}
                if all(holds(c, env) for c in conditions):
                    shapes = {n: tuple(dims[i] for i, (m, _) in enumerate(names) if m == n)
                              for n in identity.inputs}
                    yield shapes, {p.name: v for p, v in zip(params, assignment)}


def pinned(conditions) -> dict[sp.Symbol, set[int]]:
    """Dims an assumption sets to a constant (``x.shape[2] == 6``): checked at that value
    too, whatever the bound. Only an equation every allowed input meets pins a dim: one
    under an or (``x.shape[0] == 1 | x.shape[0] > 2``) or a not does not, since the prover
    puts a pinned dim's value into the formulas."""
    pinned: dict[sp.Symbol, set[int]] = {}
    conjuncts = list(conditions)
    while conjuncts:
        eq = conjuncts.pop()
        if isinstance(eq, sp.And):
            conjuncts += eq.args
        elif isinstance(eq, sp.Equality):
            for a, b in (eq.args, eq.args[::-1]):
                if isinstance(a, sp.Symbol) and isinstance(b, sp.Integer) and b > 0:
                    pinned.setdefault(a, set()).add(int(b))
    return pinned


def named(conditions) -> dict[sp.Symbol, set[int]]:
    """Dims the assumptions name a value of: pinned ones (``x.shape[2] == 6``) and the
    edge of a constant bound (``x.shape[1] <= 4``: 4), up to NAMED_DIM, so a check of
    small dims also meets the largest dim an assumption allows, where a rewrite made for
    small dims first fails."""
    named = pinned(conditions)
    conjuncts = list(conditions)
    while conjuncts:
        condition = conjuncts.pop()
        if isinstance(condition, sp.And):
            conjuncts += condition.args
        elif isinstance(condition, (sp.StrictLessThan, sp.LessThan, sp.StrictGreaterThan,
                                    sp.GreaterThan)):
            dim, bound = condition.lhs, condition.rhs
            if isinstance(bound, sp.Symbol):
                dim, bound, condition = bound, dim, condition.reversed
            if isinstance(dim, sp.Symbol) and isinstance(bound, sp.Integer):
                edge = int(bound) + {"<": -1, ">": 1}.get(condition.rel_op, 0)
                if 1 <= edge <= NAMED_DIM:
                    named.setdefault(dim, set()).add(edge)
    return named


def holds(condition: sp.Basic, env: Mapping) -> bool:
    try:
        return bool(exact(condition, env))
    except Unresolved:
        return False


def _values(rng, decl, shape, draw: int) -> np.ndarray:
    lo, hi = decl.value_range()
    if draw % 4 == 3:  # the range's edges: a threshold at INT32_MIN against INT32_MIN + 1
        edges = sorted({lo, lo + 1, hi - 1, hi} | {v for v in (-1, 0, 1) if lo <= v <= hi})
        return rng.choice(edges, size=shape).astype(decl.dtype)
    if draw % 2 == 0:  # small values: ties, overlapping boxes, scores around thresholds
        lo, hi = max(lo, -4), min(hi, 4)
    return rng.integers(lo, hi, size=shape, endpoint=True).astype(decl.dtype)


def describe(tested: Tested, dim: int) -> str:
    shapes = "a sample of the shapes" if tested.sampled else "every shape"
    return (f"bounded check, not a proof (data-dependent ops): {tested.cases} cases, "
            f"{shapes} with dims <= {dim} (or as assumed), {DRAWS} random inputs each, "
            f"{tested.valid} valid on both sides")

