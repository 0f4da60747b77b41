"""What must be proven of an instance, as z3 formulas.

Each `Obligation` is a formula that must hold for every value of the instance's symbols
that satisfies the preconditions (`assumptions`) and the obligation's own context (output
index in range, reduction variables in their domains, the select conditions on the path to a
read). The solver looks for a model of assumptions, context and the goal's negation: one
is a counterexample.

Obligations of an instance:

- ``in-bounds``       every read of every input is inside that input, for every output index
                      (a read under a select counts only where its branch is chosen, so a
                      padded read is a read of the pad value);
- ``output-shape``    every output dim is >= 1 (the runtime has no zero-sized tensors);
- ``defined``         every promise of the spec holds: some case of a `cases` applies, a
                      `pick` stays inside its sequence;
- ``no-div-by-zero``  no division or modulo by zero in shapes, preconditions or formulas;
- ``structure``       an exhaustive `fix` covers every value the preconditions allow;
- ``vacuity``         the preconditions are satisfiable (checked for satisfiability);
- laws the spec claims: ``partition`` (the outputs partition the input, or the inputs the
  output) and ``identity`` (some attribute values make the op the identity).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

import sympy as sp
import z3

from ..dsl import MAX_DIM
from ..ir import FlatRead, Instance, Read, Reduction, Requirement
from ..semantics import IntFunction, Select
from .encode import Encoder


@dataclass
class Obligation:
    name: str                       # the kind: in-bounds, output-shape, ...
    detail: str                     # which read, output or promise
    goal: Any                       # z3 Bool that must hold (or be satisfiable, for vacuity)
    context: list = field(default_factory=list)   # z3 Bools: index ranges, path conditions
    requirements: int | None = None  # assume only the first n preconditions (None: all)
    satisfiable: bool = False       # vacuity: the goal must be satisfiable, not valid
    shown: dict[str, Any] = field(default_factory=dict)  # extra terms for counterexamples
    parts: list["Obligation"] = field(default_factory=list)  # what a merged one stands for


@dataclass
class Encoded:
    """An instance with its encoder, preconditions and obligations."""

    instance: Instance
    encoder: Encoder
    preconditions: list[tuple[int, Requirement, Any]]
    base: list          # facts every query assumes: dims >= 1 and <= max_dim
    obligations: list[Obligation]


def encode_instance(instance: Instance, max_dim: int | None = None) -> Encoded:
    enc = Encoder(instance.op)
    # (position in the instance, requirement, term); the size limit is a product of dims,
    # nonlinear, and no shape rule needs it
    preconditions = [(k, req, enc.term(req.condition))
                     for k, req in enumerate(instance.requirements) if req.kind != "size"]
    base = []
    for tensor in instance.inputs:
        for dim in tensor.shape:
            term = enc.term(dim)
            base += [term >= 1, term <= (max_dim or MAX_DIM)]
    obligations = _merged(_distinct(_obligations(instance, enc, preconditions)))
    return Encoded(instance, enc, preconditions, base, obligations)


MERGED_DETAIL = {"in-bounds": "every read of every input", "output-shape": "every output dim",
                 "no-div-by-zero": "every divisor", "defined": "every promise of the spec"}


def _merged(obligations: list[Obligation]) -> list[Obligation]:
    """One query per kind of obligation: each part becomes ``context -> goal``.

    A proof of the conjunction proves every part at the cost of one solver call; when it
    fails, the solver goes back to the parts to name the one that breaks.
    """
    groups: dict[tuple, list[Obligation]] = {}
    for ob in obligations:
        groups.setdefault((ob.name, ob.requirements, ob.satisfiable), []).append(ob)
    merged = []
    for (name, requirements, satisfiable), parts in groups.items():
        if len(parts) == 1 or satisfiable:
            merged += parts
            continue
        goal = z3.And([z3.Implies(z3.And(p.context), p.goal) if p.context else p.goal
                       for p in parts])
        merged.append(Obligation(name, MERGED_DETAIL.get(name, name), goal,
                                 requirements=requirements, parts=parts))
    return merged


def _distinct(obligations) -> list[Obligation]:
    """Drop repeats: the same divisor in every output dim is one obligation, not thirty.

    z3 hash-conses its terms, so equal formulas have equal ids.
    """
    seen, kept = set(), []
    for ob in obligations:
        key = (ob.name, ob.goal.get_id(), tuple(c.get_id() for c in ob.context),
               ob.requirements, ob.satisfiable)
        if key not in seen:
            seen.add(key)
            kept.append(ob)
    return kept


def _obligations(instance: Instance, enc: Encoder, preconditions) -> Iterator[Obligation]:
    yield Obligation("vacuity", "the preconditions can all hold", z3.BoolVal(True),
                     satisfiable=True)
    for out in instance.outputs:
        dims = [enc.term(d) for d in out.shape]
        yield Obligation("output-shape", f"every dim of {out.name} >= 1",
                         z3.And([d >= 1 for d in dims]),
                         shown={f"{out.name}.shape[{k}]": d for k, d in enumerate(dims)})
    yield from _division_checks(instance, enc, preconditions)
    yield from _fix_coverage(instance, enc)
    for out in instance.outputs:
        if out.value is not None:
            yield from _read_checks(instance, enc, out)
    yield from _promises(instance, enc)


def index_ranges(enc: Encoder, out, rename: str = "") -> list:
    return [z3.And(0 <= enc.symbol(s.name + rename), enc.symbol(s.name + rename) < enc.term(d))
            for s, d in zip(out.index, out.shape)]


def _limit_ranges(enc: Encoder, limits) -> list:
    return [z3.And(enc.term(lo) <= enc.term(r), enc.term(r) < enc.term(hi))
            for r, lo, hi in limits]


def _walk(expr: sp.Basic, path: tuple, limits: tuple):
    """Yield (node, path conditions, reductions in scope) for every node of a formula."""
    yield expr, path, limits
    if isinstance(expr, Select):
        cond, if_true, if_false = expr.args
        yield from _walk(cond, path, limits)
        yield from _walk(if_true, path + (cond,), limits)
        yield from _walk(if_false, path + (sp.Not(cond),), limits)
    elif isinstance(expr, Reduction):
        yield from _walk(expr.body, path, limits + expr.limits)
    else:
        for arg in expr.args:
            if isinstance(arg, sp.Basic):
                yield from _walk(arg, path, limits)


def _read_checks(instance: Instance, enc: Encoder, out) -> Iterator[Obligation]:
    shapes = {t.name: t.shape for t in instance.inputs}
    for node, path, limits in _walk(out.value, (), ()):
        if not isinstance(node, (Read, FlatRead)):
            continue
        shape = [enc.term(d) for d in shapes[node.tensor]]
        if isinstance(node, Read):
            index = [enc.term(i) for i in node.indices]
            goal = z3.And([z3.And(0 <= i, i < n) for i, n in zip(index, shape)])
            shown = {f"{node.tensor} index[{k}]": i for k, i in enumerate(index)}
        else:
            offset = enc.term(node.offset)
            size = z3.Product(shape) if len(shape) > 1 else shape[0]
            goal = z3.And(0 <= offset, offset < size)
            shown = {f"{node.tensor} flat offset": offset}
        context = (index_ranges(enc, out) + _limit_ranges(enc, limits)
                   + [enc.term(c) for c in path])
        yield Obligation("in-bounds", f"{out.name} reads {node}", goal, context, shown=shown)
        shown.update({s.name: enc.symbol(s.name) for s in out.index})


def _division_checks(instance: Instance, enc: Encoder, preconditions) -> Iterator[Obligation]:
    def divisions(expr, path=(), limits=()):
        if not isinstance(expr, sp.Basic):
            return
        for node, node_path, node_limits in _walk(expr, path, limits):
            if isinstance(node, IntFunction) and node.meaning.divisor is not None:
                yield node, node_path, node_limits

    for k, req in enumerate(instance.requirements):
        for node, path, _limits in divisions(req.condition):
            yield Obligation("no-div-by-zero", f"{node} in precondition '{req.message}'",
                             enc.term(node.args[node.meaning.divisor]) != 0,
                             [enc.term(c) for c in path], requirements=k)
    for out in instance.outputs:
        for dim in out.shape:
            for node, path, _limits in divisions(dim):
                yield Obligation("no-div-by-zero", f"{node} in the shape of {out.name}",
                                 enc.term(node.args[node.meaning.divisor]) != 0,
                                 [enc.term(c) for c in path])
        if out.value is None:
            continue
        for node, path, limits in divisions(out.value):
            yield Obligation("no-div-by-zero", f"{node} in the formula of {out.name}",
                             enc.term(node.args[node.meaning.divisor]) != 0,
                             index_ranges(enc, out) + _limit_ranges(enc, limits)
                             + [enc.term(c) for c in path])


def _fix_coverage(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    for key, quantity, options, exhaustive in instance.fixed:
        if not exhaustive:
            continue
        # assume only the preconditions stated before the fix itself
        position = next(k for k, req in enumerate(instance.requirements)
                        if req.kind == "structure" and req.message.startswith(f"{key} =="))
        q = enc.term(quantity)
        yield Obligation("structure", f"{key} = {quantity} in {list(options)}",
                         z3.Or([q == o for o in options]), requirements=position,
                         shown={key: q})


def _promises(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    outputs = {out.name: out for out in instance.outputs}
    for promise in instance.obligations:
        context = _limit_ranges(enc, promise.scope.limits)
        if promise.scope.output is not None:
            context = index_ranges(enc, outputs[promise.scope.output]) + context
        yield Obligation("defined", f"{promise.message}: {promise.condition}",
                         enc.term(promise.condition), context)
