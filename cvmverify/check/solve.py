"""Concrete dims and attributes for an instance: z3 models of its preconditions.

An instance keeps every dim and integer attribute symbolic; its preconditions are exact
integer formulas over them (`cvmverify.core.encode` turns them into z3 terms with the same
semantics table the evaluator uses). A valid case is a model of all of them; an invalid case
is a model of all of them but one, whose negation holds instead.

Models are steered, not enumerated: each wish ("this dim is 1", "this attribute is its
largest legal value", "every output dim is 1") is a tracked assumption, and while z3 says
the wishes contradict the rules, the lowest-priority wish in the unsat core is dropped. So
a case is as close to its wishes as the preconditions allow, and never outside them.

Each model is computed in a fresh z3 context, so that it depends only on the wishes and not
on what earlier cases left in z3's term tables: a case is reproducible on its own.
"""

from __future__ import annotations

import time

from dataclasses import dataclass, field
from typing import Any

import sympy as sp
import z3

from ..core.dsl import Attr, OperatorSpec
from ..core.encode import Encoder
from ..core.facts import RequirementKind
from ..core.ir import Instance, Reduction, Requirement

# Requirement kinds a case may violate: the op's own rules and attribute ranges. The runtime
# limits (rank, dims, size) need huge tensors, and "structure" pins the instance itself.
VIOLABLE = (RequirementKind.USER, RequirementKind.DOMAIN)
# z3's work per check is bounded by its deterministic resource count, not by time, so that
# a loaded machine cannot turn a model into "unknown" and change a case (the largest check
# seen while drawing cases of the library costs about 250k); the timeout is a safety net.
SOLVER_RLIMIT = 20_000_000
SOLVER_TIMEOUT_MS = 60_000


@dataclass
class AttrVar:
    """One integer unknown of an attribute: the whole (``name``, `entry` None) or one entry
    of a tuple (``name[k]``, `entry` k), with its declaration."""

    var: str
    attr: str
    decl: Attr
    entry: int | None = None

    @property
    def lo(self) -> int:
        return int(getattr(self.decl, "lo", 0))

    @property
    def hi(self) -> int:
        return int(getattr(self.decl, "hi", 0))

    @property
    def default(self) -> int | None:
        """The declared default of this unknown, if there is one."""
        return self.decl.default_entry(self.entry)


@dataclass
class Problem:
    """An instance's preconditions as z3 terms (built once per instance)."""

    instance: Instance
    encoder: Encoder
    dims: dict[str, list[str]]                    # tensor -> names of its dim variables
    attrs: list[AttrVar]
    requirements: list[tuple[int, Requirement, Any]]
    outputs: list[list[Any]]                      # per output, its dims as z3 terms
    reductions: list[Any] = field(default_factory=list)  # extent of every reduction axis
    context: Any = None  # z3's main context the terms were made in

    def var(self, name: str) -> z3.ArithRef:
        return self.encoder.symbol(name)


@dataclass
class Wish:
    """A soft constraint: kept unless it contradicts the rules or a higher-priority wish.

    A dropped wish with a `fallback` is replaced by it (``dim == 7`` by ``dim >= 2``): z3
    gives an unconstrained variable its smallest value, and a dim of 1 hides most bugs.
    """

    term: Any
    priority: float
    fallback: Any = None


@dataclass
class Request:
    """What to solve for: the rules (all, or all but `violate`), caps and wishes."""

    violate: int | None = None                    # index into Problem.requirements
    dim_caps: dict[str, int] = field(default_factory=dict)       # tensor -> largest dim
    output_caps: list[int] = field(default_factory=list)         # per output: largest dim
    wishes: list[Wish] = field(default_factory=list)
    extreme: tuple[str, int, int] | None = None   # (variable, +1 largest / -1 smallest, bound)
    at_most: dict[str, int] = field(default_factory=dict)        # variable -> hard upper bound
    # one dim allowed beyond its tensor's cap, up to this bound (pushed there by `extreme`)
    upper: tuple[str, int] | None = None
    # the largest extent of a reduction axis: what one output element may cost to compute
    # (max_pool2d's window may legally be 4096 x 4096; a case must stay cheap)
    reduction_cap: int = 24
    # a time.perf_counter() after which no model is wanted (a minimiser's budget): None
    deadline: float | None = None


_problems: dict[int, Problem] = {}


def problem(spec: OperatorSpec, instance: Instance) -> Problem:
    cached = _problems.get(id(instance))
    # the prover starts z3 afresh between pieces of work: terms of an older context cannot
    # be mixed with new ones (a steering wish is made when it is needed)
    if cached is not None and cached.instance is instance and cached.context is z3.main_ctx():
        return cached
    enc = Encoder(instance.op)
    dims = {t.name: [str(d) for d in t.shape] for t in instance.inputs}
    attrs: list[AttrVar] = []
    for name, value in instance.attrs.items():
        decl = spec.attr_by_name[name]
        attrs += [AttrVar(str(s), name, decl, entry) for s, entry in decl.unknowns(value)]
    # the size limit is a product of dims (nonlinear); the caps below imply it
    requirements = [(k, req, enc.term(req.condition))
                    for k, req in enumerate(instance.requirements)
                    if req.kind != RequirementKind.SIZE]
    outputs = [[enc.term(d) for d in out.shape] for out in instance.outputs]
    reductions = [enc.term(hi - lo) for out in instance.outputs if out.value is not None
                  for node in sp.preorder_traversal(out.value) if isinstance(node, Reduction)
                  for _, lo, hi in node.limits]
    for names in dims.values():
        for name in names:
            enc.symbol(name)
    for a in attrs:
        enc.symbol(a.var)
    made = Problem(instance, enc, dims, attrs, requirements, outputs, reductions,
                   z3.main_ctx())
    _problems[id(instance)] = made
    return made


def _timeout_ms(deadline: float | None) -> int:
    """z3's limit for one check: its own, or what is left before `deadline` if less."""
    if deadline is None:
        return SOLVER_TIMEOUT_MS
    left = int((deadline - time.perf_counter()) * 1000)
    return max(1, min(SOLVER_TIMEOUT_MS, left))


def violable(prob: Problem) -> list[int]:
    """Positions (in `prob.requirements`) of the preconditions an invalid case may break."""
    return [p for p, (_, req, _) in enumerate(prob.requirements) if req.kind in VIOLABLE]


def solve(prob: Problem, request: Request, order: list[int]) -> dict[str, int] | None:
    """A model as {variable name: value}, or None if the rules cannot hold together.

    `order` is a permutation of the wishes used to break priority ties (from the case's
    seeded generator, so that dropping is reproducible yet not biased to list order).
    """
    ctx = z3.Context()
    solver = z3.Solver(ctx=ctx)
    solver.set("random_seed", 0)
    solver.set("rlimit", SOLVER_RLIMIT)
    solver.set("timeout", _timeout_ms(request.deadline))
    for hard in _hard(prob, request):
        solver.add(hard.translate(ctx))
    if solver.check() != z3.sat:
        # the rules alone fail (a broken rule that a later one implies, caps too small):
        # say so at once rather than after dropping every wish in turn
        return None
    wishes = list(request.wishes)
    if request.violate is not None:
        # an invalid case still keeps its outputs small where the broken rule allows it
        wishes += [Wish(d <= cap, 0.5) for dims, cap in zip(prob.outputs, request.output_caps)
                   for d in dims]
    labels = [z3.Bool(f"wish{k}", ctx) for k in range(len(wishes))]
    for label, wish in zip(labels, wishes):
        solver.add(z3.Implies(label, wish.term.translate(ctx)))
    rank = {k: (wishes[k].priority, order.index(k) if k in order else k)
            for k in range(len(wishes))}
    active = set(range(len(wishes)))

    def drop(k: int) -> None:
        active.discard(k)
        fallback = wishes[k].fallback
        if fallback is not None:
            weaker = len(labels)
            labels.append(z3.Bool(f"wish{weaker}", ctx))
            wishes.append(Wish(fallback, wishes[k].priority))
            solver.add(z3.Implies(labels[weaker], fallback.translate(ctx)))
            rank[weaker] = rank[k]
            active.add(weaker)

    while True:
        if request.deadline is not None:
            if time.perf_counter() > request.deadline:
                return None
            solver.set("timeout", _timeout_ms(request.deadline))
        result = solver.check(*[labels[k] for k in sorted(active)])
        if result == z3.sat:
            break
        if result == z3.unknown:
            if not active:
                return None
            drop(min(active, key=rank.__getitem__))  # give up the weakest wish
            continue
        core = {str(c) for c in solver.unsat_core()}
        blamed = [k for k in active if f"wish{k}" in core]
        if not blamed:
            return None  # the rules alone are unsatisfiable under the caps
        drop(min(blamed, key=rank.__getitem__))
    model = solver.model()
    if request.extreme is not None:
        model = _push_extreme(solver, ctx, [labels[k] for k in sorted(active)],
                              request.extreme)
    names = [n for ns in prob.dims.values() for n in ns] + [a.var for a in prob.attrs]
    return {n: model.eval(z3.Int(n, ctx), model_completion=True).as_long() for n in names}


def _hard(prob: Problem, request: Request) -> list:
    hard = []
    for tensor, names in prob.dims.items():
        cap = request.dim_caps.get(tensor, 8)
        for n in names:
            limit = request.upper[1] if request.upper and request.upper[0] == n else cap
            hard.append(z3.And(prob.var(n) >= 1, prob.var(n) <= limit))
    for p, (_, req, term) in enumerate(prob.requirements):
        if p == request.violate:
            hard.append(z3.Not(term))
        elif request.violate is None or p < request.violate \
                or req.kind != RequirementKind.STRUCTURE:
            # a quantity pinned after the broken rule (expand_dims' normalised axis) is
            # computed from values the op never gets to use: it does not constrain the case
            hard.append(term)
    hard += [prob.var(name) <= bound for name, bound in request.at_most.items()]
    hard += [extent <= request.reduction_cap for extent in prob.reductions]
    if request.violate is None:
        for dims, cap in zip(prob.outputs, request.output_caps):
            hard += [d <= cap for d in dims]
    return hard


def _push_extreme(solver: z3.Solver, ctx: z3.Context, assumed: list,
                  extreme: tuple[str, int, int]) -> z3.ModelRef:
    """The model at the largest (sign +1) or smallest (-1) value of one variable within
    `bound`: the bound itself if legal, else by galloping out from the current model and
    bisecting back."""
    name, sign, bound = extreme
    var = z3.Int(name, ctx)
    best_model = solver.model()
    best = best_model.eval(var, model_completion=True).as_long()

    def feasible(at_least: int):
        solver.push()
        solver.add(var * sign >= at_least * sign)
        model = solver.model() if solver.check(*assumed) == z3.sat else None
        solver.pop()
        return model

    if (best - bound) * sign >= 0:
        return best_model
    at_bound = feasible(bound)
    if at_bound is not None:
        return at_bound
    step, infeasible = 1, bound
    while (best + sign * step - bound) * sign < 0:
        model = feasible(best + sign * step)
        if model is None:
            infeasible = best + sign * step
            break
        best_model, best = model, model.eval(var, model_completion=True).as_long()
        step *= 2
    while abs(infeasible - best) > 1:
        middle = (best + infeasible) // 2
        model = feasible(middle)
        if model is None:
            infeasible = middle
        else:
            best_model, best = model, model.eval(var, model_completion=True).as_long()
    return best_model
