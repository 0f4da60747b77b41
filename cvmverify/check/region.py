"""Regions of an operator's input space that its spec already names, for grouping failures.

One symptom ("off by -1") can be several defects: a right shift wrong at shift_bit 32 and
another wrong at shift_bit 31 look alike, and a minimiser that only keeps the symptom walks
the case at 32 down to 31. What keeps them apart is
where in the input space each case sits, in the terms the spec itself uses:

- the **shape of the structure**: the flags and choices as they are; of the integer
  choices (ranks, tuple lengths, counts) which are 0 (``reps=()``) and how the ranks of the
  inputs compare (``rank:cond < rank:x``), not the numbers themselves, so that a case can
  still shrink to a lower rank;
- the **attribute limits**: an attribute with an entry at a limit its declaration chose
  (shift_bit at 32; not the int32 range, which says "any"), where that is not its default;
- the **select arms** the formula takes at the first wrong element of a mismatch.

A group of failures is one symptom within one region (`Region.key`); the minimiser keeps a
case inside its region, so that a case never shrinks into another defect's. The exact
region (the same with the structure's own numbers, and the joint boundaries the case sits
on, `steer.joint_atoms` as coverage counts them) says where a case came from.

Regions are many (a broadcast's select arms differ with every rank and pattern), so one
defect reaches several; the minimised cases tell which are one defect. Two groups of one
symptom are one when their minimised cases are the same case, or when each one's data,
moved into the other's shapes and attributes (`transplant`), fails there with the symptom
at an element of the other's region: the region coordinates they differ in are then
irrelevant to the failure. Both ways, because one way is not enough: the case at shift_bit
32 of a library wrong at 32 and, differently, at 31 may fail at 31 too, but the case of 31
does not fail at 32.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..core import registry
from ..core.bind import bind_call
from ..core.dsl import MAX_DIM
from ..core.errors import LogicError, SpecError
from ..core.facts import Structure, kind_of
from ..core.ir import Instance
from . import solve, structures
from .case import Case
from .compare import FailureKind, Verdict
from .coverage import arms_at, tight_boundaries


@dataclass(frozen=True)
class Region:
    shape: tuple = ()        # (name, value) of flags and choices, (a, "<", b) of integer ones
    limits: tuple = ()       # (attribute, "least" | "greatest")
    boundaries: tuple = ()   # joint boundaries sat on: (rule, k)
    arms: tuple = ()         # select arms at the first wrong element: (output, k, arm)
    structure: tuple = ()    # the structure itself, numbers included

    @property
    def key(self) -> tuple:
        """What a group is keyed by and the minimiser keeps. Joint boundaries are left out:
        shrinking dims moves a case onto them and off all the time."""
        return self.shape, self.limits, self.arms

    @property
    def exact(self) -> tuple:
        """The key with the structure's own numbers: where a case came from."""
        return self.structure, self.limits, self.boundaries, self.arms

    def describe(self) -> str:
        parts = [_shape_text(item) for item in self.shape]
        parts += [f"{name} at its {which} value" for name, which in self.limits]
        parts += [f"output {out} select {k} {'true' if arm else 'false'} arm"
                  for out, k, arm in self.arms]
        return ", ".join(parts) or "away from every limit, flag and arm the spec names"

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.describe(), "shape": [list(x) for x in self.shape],
                "limits": [list(x) for x in self.limits],
                "boundaries": [list(x) for x in self.boundaries],
                "arms": [list(x) for x in self.arms]}


def region_of(case: Case, verdict: Verdict | None = None) -> Region:
    """The region `case` sits in; with the `verdict` of a mismatch, the arms its first
    wrong element takes too. Parts that cannot be read (a case the spec rejects binds no
    attribute values) are left out."""
    spec = registry.get(case.op)
    instance = structures.instantiate(spec, case.structure)
    fixed = {key for key, *_ in instance.fixed} if isinstance(instance, Instance) else set()
    shape = _shape(case.structure, fixed)
    structure = tuple(sorted(case.structure.items(), key=str))
    if not case.valid or not isinstance(instance, Instance):
        return Region(shape=shape, structure=structure)
    try:
        call = bind_call(spec, [x.copy() for x in case.inputs], case.attrs)
    except (LogicError, SpecError):
        return Region(shape=shape, structure=structure)
    values = call.binder.values
    arms: tuple = ()
    if verdict is not None and verdict.status == FailureKind.MISMATCH and verdict.index is not None:
        try:
            found = arms_at(instance, call, verdict.output, verdict.index,
                            exact=case.precisions is not None)
        except (LogicError, SpecError, KeyError, IndexError, ValueError):
            found = ()
        arms = tuple((instance.outputs[verdict.output].name, *arm) for arm in found)
    return Region(shape=shape, limits=_limits(spec, instance, values),
                  boundaries=tuple(sorted(set(tight_boundaries(instance, values)), key=str)),
                  arms=arms, structure=structure)


def _shape(structure: dict[str, Any], fixed: set[str]) -> tuple:
    """Flags and named choices as they are; of the integer choices, which are 0 (an empty
    tuple attribute) and how the ranks of the inputs compare (a 1-D condition beside a 3-D
    x). Choices an instance fixes (conv2d's rank 4) say nothing and are left out."""
    items = sorted((kv for kv in structure.items() if kv[0] not in fixed), key=lambda kv: kv[0])
    numbers = [(k, v) for k, v in items if isinstance(v, int) and not isinstance(v, bool)]
    shape = [(k, v) for k, v in items if (k, v) not in numbers]
    shape += [(k, 0) for k, v in numbers if v == 0]
    ranks = [(k, v) for k, v in numbers if kind_of(k) == Structure.RANK]
    for (a, x), (b, y) in itertools.combinations(ranks, 2):
        shape.append((a, "<" if x < y else "=" if x == y else ">", b))
    return tuple(shape)


def _shape_text(item: tuple) -> str:
    if len(item) == 3:
        return f"{item[0]} {item[1]} {item[2]}"
    return f"{item[0]}={item[1]!r}"


def _limits(spec, instance: Instance, values: dict) -> tuple:
    """Attributes with an entry at a limit of its declared range: a limit the spec chose
    (shift_bit's 32, an axis's -6, iou_threshold's 1), not the int32 or dim range that
    only says "any", and not the default (a stride of 1 is the ordinary case). The entries
    of one tuple count as one, so that regions do not multiply per axis."""
    by_name = {str(symbol): value for symbol, value in values.items()}
    found = set()
    for avar in solve.problem(spec, instance).attrs:
        value = by_name.get(avar.var)
        if value is None or avar.lo >= avar.hi or int(value) == avar.default:
            continue
        for bound, which in ((avar.lo, "least"), (avar.hi, "greatest")):
            if int(value) == bound and abs(bound) < MAX_DIM:
                found.add((avar.attr, which))
    return tuple(sorted(found))


def transplant(source: Case, target: Case, at: tuple | None = None) -> list[Case]:
    """`target` (its structure, shapes and attributes) with the data of `source`: a minimised
    case moved into another group's region. Two ways: each input cycled into its shape, and,
    given the index `at` of the source's wrong element, each input filled with the element
    the wrong one reads under broadcasting (then every element computes what failed). An
    input the source lacks (an optional one, absent there) keeps the target's data. No
    case between a valid case and an invalid one: they are never one defect."""
    if source.valid != target.valid:
        return []
    given = dict(zip(_input_names(source), source.inputs))
    pairs = [(given.get(name), y) for name, y in zip(_input_names(target), target.inputs)]
    moved = [target.copy(inputs=[y if x is None else np.resize(x, y.shape).astype(x.dtype)
                                 for x, y in pairs])]
    if at is not None and all(x is None or x.size for x, _ in pairs):
        moved.append(target.copy(inputs=[y if x is None else
                                         np.full(y.shape, _read(x, at), dtype=x.dtype)
                                         for x, y in pairs]))
    return moved


def _input_names(case: Case) -> list:
    """The names of a case's inputs in its instance (``b`` of conv2d is there or not), or
    their positions where the structure does not say."""
    instance = structures.instantiate(registry.get(case.op), case.structure)
    if isinstance(instance, Instance) and len(instance.inputs) == len(case.inputs):
        return [t.name for t in instance.inputs]
    return list(range(len(case.inputs)))


def _read(x: np.ndarray, at: tuple) -> Any:
    """The element of `x` that output element `at` reads where `x` broadcasts to the output
    (right-aligned, 0 on an axis of 1; elsewhere wrapped into range)."""
    tail = (0,) * max(0, x.ndim - len(at)) + tuple(at)[max(0, len(at) - x.ndim):]
    return x[tuple(0 if n == 1 else i % n for i, n in zip(tail, x.shape))]


def same_case(a: Case, b: Case) -> bool:
    """Whether two cases are one call: the same attributes and the same arrays, bit for bit."""
    return a.valid == b.valid and a.attrs == b.attrs and len(a.inputs) == len(b.inputs) and \
        all(x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes()
            for x, y in zip(a.inputs, b.inputs))
