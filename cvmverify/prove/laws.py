"""Obligations for the laws an operator claims: partitions and identities.

Partition: every element of an input is read by exactly one output position.
  - injective: two read sites (an output, a select branch, an output index) that read the
    same element are the same site at the same index; checked on two renamed copies of the
    output index;
  - surjective: for every element of every input some site reads it; an existential under
    a universal, so the negation (an element that no site reads) carries ``ForAll`` over
    each site's index.

Identity: with the law's attribute values substituted, for every input shape the call is
valid, the output shape is the input shape, and element i of the output is element i of
the input (reads are uninterpreted functions, so only reading the same index proves it).
"""

from __future__ import annotations

from typing import Iterator

import sympy as sp
import z3

from ..core.dsl import Identity, Partition
from ..core.encode import Encoder
from ..core.facts import RequirementKind
from ..core.ir import FlatRead, Instance, Read
from ..core.semantics import Select
from .obligation import Obligation, index_ranges


def law_obligations(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    for law in instance.laws:
        if isinstance(law, Partition):
            yield from _partition(instance, enc)
        elif isinstance(law, Identity):
            yield from _identity(instance, enc, law)


# --- partition ----------------------------------------------------------------------------


def _sites(instance: Instance):
    """(output, path conditions, read) for every read an output element can be."""
    for out in instance.outputs:
        pending = [(out.value, ())]
        while pending:
            value, path = pending.pop()
            if isinstance(value, Select):
                cond, if_true, if_false = value.args
                pending += [(if_false, path + (sp.Not(cond),)), (if_true, path + (cond,))]
            elif isinstance(value, (Read, FlatRead)):
                yield out, path, value


def _renamed(out, suffix: str) -> dict:
    return {s: sp.Symbol(s.name + suffix, integer=True) for s in out.index}


def _partition(instance: Instance, enc: Encoder) -> Iterator[Obligation]:
    sites = list(_sites(instance))
    shapes = {t.name: t.shape for t in instance.inputs}
    for a, (out_a, path_a, read_a) in enumerate(sites):
        for b, (out_b, path_b, read_b) in enumerate(sites[a:], start=a):
            if read_a.tensor != read_b.tensor:
                continue
            rename = _renamed(out_b, "'")
            second = read_b.xreplace(rename)
            same_element = z3.And([enc.term(i) == enc.term(j) for i, j in
                                   zip(read_a.args[1:], second.args[1:])])
            same_site = z3.And([enc.term(s) == enc.term(rename[s]) for s in out_a.index]) \
                if a == b else z3.BoolVal(False)
            context = (index_ranges(enc, out_a) + index_ranges(enc, out_b, "'")
                       + [enc.term(c) for c in path_a]
                       + [enc.term(c.xreplace(rename)) for c in path_b])
            yield Obligation(
                "partition", f"{out_a.name} and {out_b.name} never read one element of "
                f"{read_a.tensor} twice", z3.Implies(same_element, same_site), context,
                subject=read_a)
    for tensor, shape in shapes.items():
        readers = [(out, path, read) for out, path, read in sites if read.tensor == tensor]
        yield _every_element_read(enc, tensor, shape, readers)


def _offset(index: sp.Expr, symbol: sp.Symbol, others: set) -> sp.Expr | None:
    """d if `index` is ``symbol + d`` with d free of output indices (through selects)."""
    if index == symbol:
        return sp.Integer(0)
    if isinstance(index, Select) and not (index.condition.free_symbols & others):
        a, b = (_offset(branch, symbol, others) for branch in index.args[1:])
        return None if a is None or b is None else Select(index.condition, a, b)
    if isinstance(index, sp.Add):
        rest = index - symbol
        if not (rest.free_symbols & others):
            return rest
    return None


def _every_element_read(enc: Encoder, tensor: str, shape, readers) -> Obligation:
    """Some site reads each element of `tensor`.

    A site that reads its own output index shifted by an offset (split, concatenate) is
    inverted: element e is read there iff e - offset is a valid index of that output on
    the site's branch, a quantifier-free test. Other sites need a ``ForAll``.
    """
    element = [sp.Symbol(f"{tensor}.element[{k}]", integer=True) for k in range(len(shape))]
    reached = []
    for out, path, read in readers:
        indices = read.args[1:] if isinstance(read, Read) else ()
        offsets = None
        if len(indices) == len(out.index):
            others = set(out.index)
            offsets = [_offset(idx, s, others) for idx, s in zip(indices, out.index)]
        if offsets is not None and all(o is not None for o in offsets):
            witness = {s: e - o for s, e, o in zip(out.index, element, offsets)}
            reached.append(z3.And(
                *[z3.And(0 <= enc.term(w), enc.term(w) < enc.term(n))
                  for w, n in zip(witness.values(), out.shape)],
                *[enc.term(c.xreplace(witness)) for c in path]))
            continue
        rename = {s: sp.Symbol(s.name + "#", integer=True) for s in out.index}
        moved = read.xreplace(rename)
        moved_index = moved.args[1:] if isinstance(moved, Read) else (moved.args[1],)
        reads_it = z3.And(*index_ranges(enc, out, "#"),
                          *[enc.term(c.xreplace(rename)) for c in path],
                          *[enc.term(i) == enc.term(e) for i, e in zip(moved_index, element)])
        bound = [enc.symbol(s.name) for s in rename.values()]
        reached.append(z3.Exists(bound, reads_it) if bound else reads_it)
    in_range = [z3.And(0 <= enc.term(e), enc.term(e) < enc.term(n))
                for e, n in zip(element, shape)]
    return Obligation("partition", f"every element of {tensor} is read", z3.Or(reached),
                      in_range, shown={str(e): enc.term(e) for e in element})


# --- identity -----------------------------------------------------------------------------


def _law_values(instance: Instance, law: Identity) -> dict | None:
    """Symbol -> value for the law's attributes, or None if the law does not apply here."""
    values = {}
    for name, wanted in law.attrs:
        bound = instance.attrs.get(name)
        if isinstance(bound, tuple):
            if isinstance(wanted, tuple):
                if len(wanted) != len(bound):
                    return None
                values.update({s: sp.Integer(v) for s, v in zip(bound, wanted)})
            else:
                values.update({s: sp.Integer(wanted) for s in bound})
        elif isinstance(bound, sp.Symbol):
            values[bound] = sp.Integer(wanted)
        elif bound != wanted:
            return None
    return values


def _identity(instance: Instance, enc: Encoder, law: Identity) -> Iterator[Obligation]:
    values = _law_values(instance, law)
    source = next((t for t in instance.inputs if t.name == law.input), None)
    if values is None or source is None or len(instance.outputs) != 1:
        return
    out = instance.outputs[0]
    if len(out.shape) != source.rank or out.value is None:
        return
    label = ", ".join(f"{k}={v}" for k, v in law.attrs)
    # For every input and every choice of the other attributes that their own rules
    # allow: those rules are assumed, every other precondition must follow.
    law_symbols = set(values)
    other_symbols = {s for v in instance.attrs.values() for s in _symbols_of(v)} - law_symbols
    assumed, claimed = [], []
    for req in instance.requirements:
        if req.kind == RequirementKind.SIZE:
            continue
        symbols = sp.sympify(req.condition).free_symbols
        about_others = symbols & other_symbols and not symbols & law_symbols
        (assumed if about_others else claimed).append(
            enc.term(sp.sympify(req.condition).xreplace(values)))
    valid = z3.And(claimed)
    yield Obligation("identity", f"{label} is a valid call for every {source.name}",
                     valid, assumed, requirements=0)
    shape = [enc.term(d.xreplace(values)) for d in out.shape]
    same = z3.And([d == enc.term(n) for d, n in zip(shape, source.shape)])
    yield Obligation("identity", f"{label} keeps the shape of {source.name}", same,
                     assumed + [valid], requirements=0,
                     shown={f"{out.name}.shape[{k}]": d for k, d in enumerate(shape)})
    element = Read(sp.Symbol(source.name), *out.index)
    ranges = [z3.And(0 <= enc.term(i), enc.term(i) < enc.term(n))
              for i, n in zip(out.index, source.shape)]
    yield Obligation("identity", f"{label} keeps every element of {source.name}",
                     enc.term(out.value.xreplace(values)) == enc.term(element),
                     ranges + assumed + [valid], requirements=0, subject=out.value)


def _symbols_of(value) -> set:
    if isinstance(value, tuple):
        return {s for v in value for s in _symbols_of(v)}
    return set(value.free_symbols) if isinstance(value, sp.Basic) else set()

