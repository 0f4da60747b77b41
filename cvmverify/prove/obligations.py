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
- ``tight-shape``     every output dim is filled by the formula: for some call, the last
                      position along each axis reads an input (checked for satisfiability,
                      where every read is guarded: a padded read's guard would otherwise let
                      a dim one too large pass as padding);
- laws the spec claims: ``partition`` (the outputs partition the input, or the inputs the
  output) and ``identity`` (some attribute values make the op the identity).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

import sympy as sp
import z3

from ..core.dsl import MAX_DIM
from ..core.encode import Encoder
from ..core.facts import RequirementKind
from ..core.ir import FlatRead, Instance, Read, Reduction, Requirement
from ..core.semantics import IntFunction, Select
from ..core.solver import constant_names
from .laws import law_obligations
from .obligation import Obligation, index_ranges


@dataclass
class Encoded:
    """An instance with its encoder, preconditions and obligations."""

    instance: Instance
    encoder: Encoder
    preconditions: list[tuple[int, Requirement, Any]]
    base: list          # facts every query assumes: dims >= 1 and <= max_dim
    obligations: list[Obligation]
    variables: list     # the z3 constants of this instance, by name


def encode_instance(instance: Instance, max_dim: int | None = None,
                    enc: Encoder | None = None) -> Encoded:
    """The obligations of `instance`; `enc` may be shared by the instances of one op, whose
    formulas repeat (its translations are cached by sympy expression)."""
    enc = enc or Encoder(instance.op)
    # (position in the instance, requirement, term); the size limit is a product of dims,
    # nonlinear, and no shape rule needs it
    # A conjunction is split into its conjuncts, so that a cone takes only the facts it
    # needs ("every dim <= 2^24" would otherwise tie every axis to every other).
    preconditions = [(k, req, conjunct)
                     for k, req in enumerate(instance.requirements)
                     if req.kind != RequirementKind.SIZE
                     for conjunct in _conjuncts(enc.term(req.condition))]
    base = []
    for tensor in instance.inputs:
        for dim in tensor.shape:
            term = enc.term(dim)
            base += [term >= 1, term <= (max_dim or MAX_DIM)]
    obligations = _merged(_distinct(_obligations(instance, enc, preconditions)), preconditions)
    terms = [t for _, _, t in preconditions] + base + [
        t for ob in obligations for t in (ob.goal, *ob.context, *ob.shown.values())]
    names = sorted(set().union(*(constant_names(t) for t in terms)))
    return Encoded(instance, enc, preconditions, base, obligations,
                   [enc.symbol(name) for name in names])


MERGED_DETAIL = {"in-bounds": "every read of every input", "output-shape": "every output dim",
                 "no-div-by-zero": "every divisor", "defined": "every promise of the spec",
                 "partition": "no element read twice", "identity": "the identity law"}


def _merged(obligations: list[Obligation], preconditions) -> list[Obligation]:
    """Slice each obligation to its cone of influence, then merge overlapping ones.

    The cone of an obligation is its goal's symbols closed under the context facts and the
    preconditions that mention them; only those are assumed. Obligations of one kind whose
    cones share symbols become one query (each part as ``context -> goal``); independent
    ones (the axes of a slice) stay apart, small, and equal to the same parts of other
    instances, which the solver's cache then answers. When a merged query fails, the solver
    goes back to its parts to name the one that breaks.
    """
    for ob in obligations:
        _slice(ob, preconditions)
    groups: dict[tuple, list[list[Obligation]]] = {}
    for ob in obligations:
        clusters = groups.setdefault((ob.name, ob.requirements, ob.satisfiable), [])
        joined = [c for c in clusters if any(ob.symbols & other.symbols for other in c)]
        for c in joined:
            clusters.remove(c)
        clusters.append([ob] + [other for c in joined for other in c])
    merged = []
    for (name, requirements, satisfiable), clusters in groups.items():
        for parts in clusters:
            if len(parts) == 1 or satisfiable:
                merged += parts
                continue
            parts.reverse()
            goal = z3.And([z3.Implies(z3.And(p.context), p.goal) if p.context else p.goal
                           for p in parts])
            merged.append(Obligation(
                name, MERGED_DETAIL.get(name, name), goal, requirements=requirements,
                parts=parts, relevant=sorted(set().union(*(p.relevant for p in parts))),
                symbols=set().union(*(p.symbols for p in parts))))
    return merged


def _slice(ob: Obligation, preconditions) -> None:
    """Keep the context facts and preconditions in the cone of `ob`'s goal."""
    if ob.name == "vacuity":  # a vacuity check comes with its component of preconditions
        return
    symbols = set(constant_names(ob.goal))
    facts = [(c, set(constant_names(c))) for c in ob.context]
    pres = [(n, set(constant_names(term))) for n, (_, _, term) in enumerate(preconditions)]
    kept_facts, relevant = set(), set()
    grown = True
    while grown:
        grown = False
        for n, (fact, names) in enumerate(facts):
            if n not in kept_facts and (names & symbols or not names):
                kept_facts.add(n)
                symbols |= names
                grown = True
        for k, names in pres:
            if k not in relevant and names & symbols:
                relevant.add(k)
                symbols |= names
                grown = True
    ob.context = [facts[n][0] for n in sorted(kept_facts)]
    ob.relevant = sorted(relevant)
    ob.symbols = symbols


def _components(preconditions) -> list[list[int]]:
    """The precondition facts grouped into sets that share symbols (transitively)."""
    groups: list[tuple[set[str], list[int]]] = []
    for n, (_, _, term) in enumerate(preconditions):
        names, members = set(constant_names(term)), [n]
        for group in [g for g in groups if g[0] & names]:
            groups.remove(group)
            names |= group[0]
            members += group[1]
        groups.append((names, sorted(members)))
    return [members for _, members in groups] or [[]]


def _conjuncts(term) -> list:
    if z3.is_and(term):
        return [c for child in term.children() for c in _conjuncts(child)]
    return [term]


def _distinct(obligations) -> list[Obligation]:
    """Drop repeats: the same divisor in every output dim is one obligation, not thirty.

    z3 hash-conses its terms, so equal formulas have equal ids.
    """
    seen, kept = set(), []
    for ob in obligations:  # all alive while this runs, so their ids are theirs
        key = (ob.name, ob.goal.get_id(), tuple(c.get_id() for c in ob.context),
               ob.requirements, ob.satisfiable)
        if key not in seen:
            seen.add(key)
            kept.append(ob)
    return kept


def _obligations(instance: Instance, enc: Encoder, preconditions) -> Iterator[Obligation]:
    # Preconditions that share no symbol can be satisfied apart: one check per component
    # (the axes of a slice), each small and shared with other instances.
    for component in _components(preconditions):
        yield Obligation("vacuity", "the preconditions can all hold", z3.BoolVal(True),
                         satisfiable=True, relevant=component)
    for out in instance.outputs:
        dims = [enc.term(d) for d in out.shape]
        yield Obligation("output-shape", f"every dim of {out.name} >= 1",
                         z3.And([d >= 1 for d in dims]), where=out.where,
                         shown={f"{out.name}.shape[{k}]": d for k, d in enumerate(dims)})
    yield from _division_checks(instance, enc, preconditions)
    yield from _fix_coverage(instance, enc)
    for out in instance.outputs:
        if out.value is not None:
            yield from _read_checks(instance, enc, out)
    yield from _promises(instance, enc)
    yield from law_obligations(instance, enc)
    for out in instance.outputs:
        if out.value is not None:
            yield from _tight_shape(enc, out)


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
        context = (index_ranges(enc, out) + _limit_ranges(enc, limits)
                   + [enc.term(c) for c in path])
        where = {s.name: enc.symbol(s.name) for s in out.index}
        if isinstance(node, Read):
            # one obligation per axis: axes that share no symbol are proven apart
            for k, (index, n) in enumerate(zip(node.indices, shape)):
                i = enc.term(index)
                yield Obligation("in-bounds", f"{out.name} reads {node.tensor} (axis {k})",
                                 z3.And(0 <= i, i < n), context, subject=node, where=out.where,
                                 shown={**where, f"{node.tensor} index[{k}]": i})
        else:
            offset = enc.term(node.offset)
            size = z3.Product(shape) if len(shape) > 1 else shape[0]
            yield Obligation("in-bounds", f"{out.name} reads {node.tensor} (flat)",
                             z3.And(0 <= offset, offset < size), context, subject=node,
                             where=out.where,
                             shown={**where, f"{node.tensor} flat offset": offset})


def _tight_shape(enc: Encoder, out) -> Iterator[Obligation]:
    """For each axis: some call reads an input at the output's last position on it.

    Where some read is reached from every position (no select or reduction around it) the
    formula fills every dim and nothing is asked.
    """
    reached = []  # per read: the select path and reduction ranges that lead to it
    for node, path, limits in _walk(out.value, (), ()):
        if isinstance(node, (Read, FlatRead)):
            if not path and not limits:
                return
            reached.append(z3.And([enc.term(c) for c in path] + _limit_ranges(enc, limits)))
    if not reached:
        return  # a formula of attributes alone: no read to tie the shape to
    ranges = index_ranges(enc, out)
    for k, (symbol, dim) in enumerate(zip(out.index, out.shape)):
        last = enc.symbol(symbol.name) == enc.term(dim) - 1
        yield Obligation(
            "tight-shape", f"{out.name} reads an input at its last position on axis {k}",
            z3.And(ranges + [last, z3.Or(reached)]), satisfiable=True, where=out.where,
            unsatisfiable_means=f"no call reads an input at the last position of {out.name} "
            f"on axis {k}: its dim {out.shape[k]} is larger than the formula fills")


def _division_checks(instance: Instance, enc: Encoder, preconditions) -> Iterator[Obligation]:
    def divisions(expr, path=(), limits=()):
        if not isinstance(expr, sp.Basic):
            return
        for node, node_path, node_limits in _walk(expr, path, limits):
            if isinstance(node, IntFunction) and node.meaning.divisor is not None:
                yield node, node_path, node_limits

    for k, req in enumerate(instance.requirements):
        for node, path, _limits in divisions(req.condition):
            yield Obligation("no-div-by-zero", f"a divisor in precondition '{req.message}'",
                             enc.term(node.args[node.meaning.divisor]) != 0,
                             [enc.term(c) for c in path], requirements=k, subject=node,
                             where=req.where)
    for out in instance.outputs:
        for dim in out.shape:
            for node, path, _limits in divisions(dim):
                yield Obligation("no-div-by-zero", f"a divisor in the shape of {out.name}",
                                 enc.term(node.args[node.meaning.divisor]) != 0,
                                 [enc.term(c) for c in path], subject=node, where=out.where)
        if out.value is None:
            continue
        for node, path, limits in divisions(out.value):
            yield Obligation("no-div-by-zero", f"a divisor in the formula of {out.name}",
                             enc.term(node.args[node.meaning.divisor]) != 0,
                             index_ranges(enc, out) + _limit_ranges(enc, limits)
                             + [enc.term(c) for c in path], subject=node, where=out.where)


def _fix_coverage(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    for key, quantity, options, exhaustive in instance.fixed:
        if not exhaustive:
            continue
        # assume only the preconditions stated before the fix itself
        position = next(k for k, req in enumerate(instance.requirements)
                        if req.kind == RequirementKind.STRUCTURE
                        and req.message.startswith(f"{key} =="))
        q = enc.term(quantity)
        yield Obligation("structure", f"{key} within {list(options)}",
                         z3.Or([q == o for o in options]), requirements=position,
                         shown={f"{key} (pinned quantity)": q}, subject=quantity,
                         where=instance.requirements[position].where)


def _promises(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    outputs = {out.name: out for out in instance.outputs}
    for promise in instance.obligations:
        context = _limit_ranges(enc, promise.scope.limits)
        if promise.scope.output is not None:
            context = index_ranges(enc, outputs[promise.scope.output]) + context
        yield Obligation("defined", promise.message, enc.term(promise.condition), context,
                         subject=promise.condition, where=promise.where)
