"""Every structure of an operator up to a rank: the instances the prover visits.

The spec body asks for each structural choice (a rank, a tuple length, a flag, a pinned
quantity) as it needs it; an unmade choice raises `NeedChoice`, and the enumeration tries
each option in turn, depth first. Structural rules of the spec (`require` on Python values)
prune the tree as soon as they fail.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from .dsl import OperatorSpec
from .facts import RequirementKind, Structure, kind_of
from .ir import Binder, Instance, NeedChoice, StructureExcluded


@dataclass(frozen=True)
class Excluded:
    """Choices that a structural rule of the spec rules out, with the rule's message: a
    call that makes these choices is a LogicError with that message."""

    choices: tuple[tuple[str, Any], ...]
    message: str


def instances(spec: OperatorSpec, max_rank: int,
              first_rank: int | None = None) -> Iterator[Instance]:
    """The instances of `spec` up to `max_rank`; with `first_rank`, only those whose first
    input has that rank (a slice of the work that can run beside the others)."""
    for found in structures(spec, max_rank, first_rank):
        if isinstance(found, Instance):
            yield found


def structures(spec: OperatorSpec, max_rank: int,
               first_rank: int | None = None) -> Iterator[Instance | Excluded]:
    """Like `instances`, and also the choices that structural rules exclude."""
    pending: list[dict] = [{}]
    while pending:
        choices = pending.pop()
        try:
            yield spec.instantiate(Binder(choices=choices))
        except NeedChoice as need:
            kind = kind_of(need.key)
            options = [o for o in need.options
                       if not (kind in (Structure.RANK, Structure.LEN) and o > max_rank)]
            if first_rank is not None and kind == Structure.RANK and not any(
                    kind_of(key) == Structure.RANK for key in choices):
                options = [o for o in options if o == first_rank]
            for option in reversed(options):
                pending.append({**choices, need.key: option})
        except StructureExcluded as excluded:
            yield Excluded(tuple(sorted(choices.items())), str(excluded))


def fingerprint(instance: Instance) -> tuple:
    """What the obligations of an instance depend on, without its irrelevant choices.

    Two structures that differ only in an attribute the body ignored (an explicit-mode
    attribute in numpy mode, say) have the same fingerprint: one proof covers both.
    Built from sympy's structural equality, never from printing (which is slow).
    """
    stated = tuple(r.condition for r in instance.requirements if r.kind != RequirementKind.DOMAIN)
    outputs = tuple((o.shape, o.value) for o in instance.outputs)
    promises = tuple(o.condition for o in instance.obligations)
    used = set()
    for expr in (*stated, *promises, *(x for o in outputs for x in (*o[0], o[1]))):
        if hasattr(expr, "free_symbols"):
            used |= expr.free_symbols
    domains = tuple(r.condition for r in instance.requirements
                    if r.kind == RequirementKind.DOMAIN and r.condition.free_symbols <= used)
    return stated, outputs, promises, domains
