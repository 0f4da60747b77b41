"""Every structure of an operator up to a rank: the instances the prover visits.

The spec body asks for each structural choice (a rank, a tuple length, a flag, a pinned
quantity) as it needs it; an unmade choice raises `NeedChoice`, and the enumeration tries
each option in turn, depth first. Structural rules of the spec (`require` on Python values)
prune the tree as soon as they fail.
"""

from __future__ import annotations

from typing import Iterator

from ..dsl import OperatorSpec
from ..ir import Binder, Instance, NeedChoice, StructureExcluded


def instances(spec: OperatorSpec, max_rank: int) -> Iterator[Instance]:
    pending: list[dict] = [{}]
    while pending:
        choices = pending.pop()
        try:
            yield spec.instantiate(Binder(choices=choices))
        except NeedChoice as need:
            options = [o for o in need.options
                       if not (need.key.startswith(("rank:", "len:")) and o > max_rank)]
            for option in reversed(options):
                pending.append({**choices, need.key: option})
        except StructureExcluded:
            continue


def fingerprint(instance: Instance) -> str:
    """What the obligations of an instance depend on, without its irrelevant choices.

    Two structures that differ only in an attribute the body ignored (split's size_split
    when num_splits is given, say) have the same fingerprint: one proof covers both.
    """
    stated = [r for r in instance.requirements if r.kind != "domain"]
    parts = [str(r.condition) for r in stated]
    parts += [f"{o.shape}|{o.value}" for o in instance.outputs]
    parts += [str(o.condition) for o in instance.obligations]
    text = "\n".join(parts)
    used = [str(r.condition) for r in instance.requirements
            if r.kind == "domain" and all(str(s) in text for s in r.condition.free_symbols)]
    return text + "\n" + "\n".join(used)
