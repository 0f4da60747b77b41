"""Minimising a failing case by shrinking the choices it is drawn from, and replaying them.

A case is decoded from a record of choices (`Choices`): the structure's open choices, one
integer per dim and attribute, and one block of values per input, keyed by multi-index.
Shrinking is greedy, like a test-case reducer: a move lowers or drops some choices, the
record is replayed (`replay`), and the case it gives is kept if the kernel still fails the
same way. A replay completes the structure from its choices (one the record lacks takes the
simplest option), lets z3 find the dims and attributes nearest the integer choices under the
rules of that structure, so that every replayed case is valid by construction (solutions
are cached per structure and integers: moves on values cost no solving), and reads each
input from its block at the same multi-indices, zeros past its extent: lowering a dim
slices the tensor and keeps every remaining element where it was. A replay can also read a
block from its first nonzero element on (after the values were minimised, usually the one
that fails), so that the failing element survives a smaller dim.

The moves come in the order that shrinks fastest: ranks, then dims (all to 1, then each to
1, half, one less), then attributes toward their default and zero, then values (an input
zeroed, halved, to its signs; in small inputs each element zeroed, then moved toward zero).
Each accepted case is simpler by a well-founded measure (`size`), so the loop ends.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator

import numpy as np

from ..core import registry
from ..core.dsl import MISSING, OperatorSpec
from ..core.facts import Structure, StructureKey, kind_of
from ..core.ir import Instance, NeedChoice
from . import solve, structures
from .case import Case
from .compare import Verdict, symptom
from .draw import Config, concrete, output_caps, same
from .invalid import OVERFLOW

Fails = Callable[[Case], "Verdict | None"]
ELEMENTWISE_LIMIT = 32  # zero elements one at a time only in arrays this small


@dataclass
class Budget:
    trials: int = 150
    seconds: float = 5.0

    def __post_init__(self) -> None:
        self.deadline = time.perf_counter() + self.seconds
        self.used = 0

    def expired(self) -> bool:
        return time.perf_counter() > self.deadline

    def take(self) -> bool:
        if self.used >= self.trials or time.perf_counter() > self.deadline:
            return False
        self.used += 1
        return True


@dataclass(frozen=True)
class Choices:
    """What a case is replayed from. `lowered` names the integer choices a move just
    lowered: the replay holds them first where the rules link them to others."""

    structure: tuple[tuple[str, Any], ...]   # the open choices
    implied: tuple[tuple[str, Any], ...]     # every choice, kept where still open
    ints: tuple[tuple[str, int], ...]
    blocks: tuple[np.ndarray, ...]
    lowered: frozenset[str] = frozenset()
    anchored: bool = False


def size(case: Case) -> tuple:
    """The measure every accepted case decreases (compared lexicographically)."""
    elements = sum(x.size for x in case.inputs)
    ranks = sum(x.ndim for x in case.inputs)
    attrs = sum(abs(v) for v in _ints(case.attrs.values()))
    magnitude = sum(float(np.abs(x.astype(np.float64)).sum()) for x in case.inputs
                    if x.dtype.kind in "iuf" and x.size)
    nonzero = sum(int(np.count_nonzero(x)) for x in case.inputs)
    return elements, ranks, attrs, nonzero, magnitude


def _ints(values) -> Iterator[int]:
    for v in values:
        if isinstance(v, (tuple, list)):
            yield from _ints(v)
        elif isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)):
            yield int(v)


def minimise(case: Case, verdict: Verdict, fails: Fails, config: Config,
             budget: Budget | None = None, seen: str | None = None) -> tuple[Case, Verdict, int]:
    """The smallest case found that fails like `case` does (with the same symptom, `seen`
    by default `compare.symptom` of it), its verdict, and the number of cases tried."""
    seen = seen or symptom(case, verdict)
    budget = budget or Budget()
    spec = registry.get(case.op)
    # an overflowing invalid case keeps the rules of its structure, so its dims and
    # attributes shrink like a valid case's; one that breaks a rule keeps its attributes
    # and shrinks its blocks alone (the caller keeps only cases rejected for the same rule)
    solved = case.valid or case.violated == OVERFLOW
    replayer = _Replayer(spec, case, config, budget.deadline) if solved else None
    moves = [_ranks, _dims, _attrs, _values] if solved else [_halves, _values]
    best, best_verdict, best_size = case, verdict, size(case)
    progress = True
    while progress:  # zeroed values can let dims shrink further, and the other way round
        progress = False
        for move in moves:
            improved = True
            while improved:
                improved = False
                record = _record(spec, best)
                if replayer:
                    replayer.knows(record)
                for choices in move(spec, record):
                    if budget.expired():  # solving costs time even when nothing is tried
                        return best, best_verdict, budget.used
                    candidate = replayer.replay(choices) if replayer else _as_given(best, choices)
                    candidate_size = None if candidate is None else size(candidate)
                    if candidate_size is None or candidate_size >= best_size:
                        continue
                    if not budget.take():
                        return best, best_verdict, budget.used
                    outcome = fails(candidate)
                    if outcome is not None and symptom(candidate, outcome) == seen:
                        best, best_verdict, best_size = candidate, outcome, candidate_size
                        improved = progress = True
                        break
    return best, best_verdict, budget.used


# --- the record and its replay ---------------------------------------------------------------


def _record(spec: OperatorSpec, case: Case) -> Choices:
    """The choices `case` replays from: its structure, the value of every dim and attribute
    variable of its instance, and its arrays as the blocks."""
    instance = structures.instantiate(spec, case.structure)
    ints: dict[str, int] = {}
    if isinstance(instance, Instance):
        for t, x in zip(instance.inputs, case.inputs):
            ints.update({str(d): int(n) for d, n in zip(t.shape, x.shape)})
        for name, value in instance.attrs.items():
            given = case.attrs.get(name, MISSING)
            if given is MISSING or given is None:
                given = spec.attr_by_name[name].default
            if isinstance(value, tuple):
                given = given if isinstance(given, (tuple, list)) else (given,) * len(value)
                ints.update({str(v): int(g) for v, g in zip(value, given) if hasattr(v, "name")})
            elif hasattr(value, "name"):
                ints[str(value)] = int(given)
        fixed = {key for key, *_ in instance.fixed}
    else:
        fixed = set()
    return Choices(structure=tuple((k, v) for k, v in case.structure.items() if k not in fixed),
                   implied=tuple(case.structure.items()), ints=tuple(ints.items()),
                   blocks=tuple(case.inputs))


class _Replayer:
    """Replays records of one failing case: its attributes are passed in the form the case
    passed them (left out while at their default, a scalar for a pair, ...)."""

    def __init__(self, spec: OperatorSpec, case: Case, config: Config,
                 deadline: float) -> None:
        self.spec, self.case, self.config, self.deadline = spec, case, config, deadline
        self.models: dict[tuple, dict[str, int] | None] = {}

    def replay(self, choices: Choices) -> Case | None:
        instance = _complete(self.spec, dict(choices.structure), dict(choices.implied))
        if instance is None:
            return None
        model = self._model(instance, choices)
        if model is None:
            return None
        shapes, attrs, _ = concrete(instance, model)
        inputs = [_read(block, shapes[t.name], choices.anchored)
                  for t, block in zip(instance.inputs, choices.blocks)]
        return self.case.copy(inputs=inputs, attrs=self._dressed(attrs),
                              structure=dict(instance.structure))

    def knows(self, record: Choices) -> None:
        """The record of an accepted case replays to that case: its integers are a model."""
        self.models[(tuple(record.implied), record.ints, frozenset())] = dict(record.ints)

    def _model(self, instance: Instance, choices: Choices) -> dict[str, int] | None:
        key = (tuple(instance.structure), choices.ints, choices.lowered)
        if key not in self.models:
            model = _nearest(self.spec, instance, dict(choices.ints), choices.lowered,
                             self.config, self.deadline)
            if model is None and time.perf_counter() > self.deadline:
                return None  # cut short by the budget: not an answer to keep
            self.models[key] = model
        return self.models[key]

    def _dressed(self, solved: dict[str, Any]) -> dict[str, Any]:
        given, attrs = self.case.attrs, {}
        for decl in self.spec.attrs:
            value = solved.get(decl.name)
            if decl.name not in given:
                if decl.default is MISSING or not same(value, decl.default):
                    attrs[decl.name] = value
            elif value is None:
                attrs[decl.name] = given[decl.name]  # None, or a value the op ignores
            else:
                attrs[decl.name] = decl.redressed(given[decl.name], value)
        return attrs


def _nearest(spec: OperatorSpec, instance: Instance, ints: dict[str, int],
             lowered: frozenset[str], config: Config, deadline: float) -> dict[str, int] | None:
    """The model z3 finds nearest to the integer choices, every dim at most its choice,
    the lowered choices held first (None where the rules allow none)."""
    prob = solve.problem(spec, instance)
    dims = {n for names in prob.dims.values() for n in names}
    wishes = []
    for name in sorted(dims | {a.var for a in prob.attrs}):
        if name in ints:
            weight = 10.0 if name in lowered else 2.0 if name in dims else 3.0
            wishes.append(solve.Wish(prob.var(name) == ints[name], weight))
    request = solve.Request(dim_caps={t: 2**24 for t in prob.dims},
                            output_caps=output_caps(prob, config), wishes=wishes,
                            at_most={n: ints[n] for n in dims if n in ints}, deadline=deadline)
    return solve.solve(prob, request, list(range(len(wishes))))


def _complete(spec: OperatorSpec, choices: dict[str, Any],
              implied: dict[str, Any]) -> Instance | None:
    """The structure of `choices`; a choice they lack takes its `implied` value where that is
    still an option, else the option nearest it, else the first (the simplest)."""
    for _ in range(64):
        outcome = structures.instantiate(spec, choices)
        if isinstance(outcome, Instance):
            return outcome
        if not isinstance(outcome, NeedChoice):
            return None
        old = implied.get(outcome.key, outcome.options[0])
        if old not in outcome.options:
            numeric = all(isinstance(o, int) for o in outcome.options) and isinstance(old, int)
            old = min(outcome.options, key=lambda o: abs(o - old)) if numeric \
                else outcome.options[0]
        choices[outcome.key] = old
    return None


def _read(block: np.ndarray, shape: tuple[int, ...], anchored: bool) -> np.ndarray:
    """`block` read at the multi-indices of `shape` (zeros past its extent), its leading
    axes dropped where the rank went down; `anchored`, from its first nonzero element on
    as far as the shape fits."""
    while block.ndim > len(shape):
        block = block[0]
    out = np.zeros(shape, dtype=block.dtype)
    start = [0] * block.ndim
    nonzero = np.argwhere(block)
    if anchored and len(nonzero):
        start = [max(0, min(int(i), n - m)) for i, n, m in zip(nonzero[0], block.shape, shape)]
    source = tuple(slice(s, s + min(n - s, m)) for s, n, m in zip(start, block.shape, shape))
    target = tuple(slice(0, min(n - s, m)) for s, n, m in zip(start, block.shape, shape))
    out[target] = block[source]
    return out


def _as_given(case: Case, choices: Choices) -> Case:
    """A case that breaks a rule, replayed: its blocks as its inputs, the rest unchanged."""
    return Case(**{**case.__dict__, "inputs": list(choices.blocks)})


# --- moves on the structure, dims and attributes ---------------------------------------------


def _ranks(spec: OperatorSpec, record: Choices) -> Iterator[Choices]:
    """One input's rank lowered by one: its block drops its leading axis, and the dims of
    its other axes keep their choices."""
    for k, (key, rank) in enumerate(record.structure):
        if kind_of(key) != Structure.RANK or rank <= 1:
            continue
        tensor = StructureKey.of(key).subject
        ints = dict(record.ints)
        for name in list(ints):
            owner, _, axis = name.partition(".shape[")
            if axis and (owner == tensor or owner.rstrip("0123456789") == tensor):
                ints.pop(name)
                if int(axis[:-1]) > 0:
                    ints[f"{owner}.shape[{int(axis[:-1]) - 1}]"] = dict(record.ints)[name]
        structure = record.structure[:k] + ((key, rank - 1),) + record.structure[k + 1:]
        for anchored in (True, False):
            yield replace(record, structure=structure, ints=tuple(ints.items()),
                          anchored=anchored)


def _dims(spec: OperatorSpec, record: Choices) -> Iterator[Choices]:
    dims = [n for n, _ in record.ints if ".shape[" in n]
    ints = dict(record.ints)
    yield from _lowered(record, {n: 1 for n in dims if ints[n] > 1})
    for name in dims:
        for target in sorted({1, ints[name] // 2, ints[name] - 1}):
            if 1 <= target < ints[name]:
                yield from _lowered(record, {name: target})


def _attrs(spec: OperatorSpec, record: Choices) -> Iterator[Choices]:
    instance = structures.instantiate(spec, dict(record.structure))
    if not isinstance(instance, Instance):
        return
    for avar in solve.problem(spec, instance).attrs:
        value = dict(record.ints).get(avar.var)
        if value is not None:
            for target in _simpler(value, avar):
                yield from _lowered(record, {avar.var: target})


def _lowered(record: Choices, targets: dict[str, int]) -> Iterator[Choices]:
    if targets:
        ints = tuple((n, targets.get(n, v)) for n, v in record.ints)
        for anchored in (True, False):
            yield replace(record, ints=ints, lowered=frozenset(targets), anchored=anchored)


def _simpler(value: int, avar: solve.AttrVar) -> list[int]:
    """Attribute values simpler than `value`, boldest first: its default, 0, the bound
    nearest 0, then `value` moved toward 0 by halving steps (half, a quarter, ..., 1), so
    that a threshold near 2^31 comes down in about 31^2 / 2 cases, not 2^31."""
    options = []
    default = avar.decl.default
    if isinstance(default, int) and not isinstance(default, bool):
        options.append(default)
    options += [0, max(avar.lo, min(avar.hi, 0))]
    step = abs(value) // 2
    while step >= 1:
        options.append(value - step if value > 0 else value + step)
        step //= 2
    options.append(value - 1 if value > 0 else value + 1)
    seen = []
    for v in options:
        if avar.lo <= v <= avar.hi and abs(v) < abs(value) and v not in seen:
            seen.append(v)
    return seen


# --- moves on the blocks ---------------------------------------------------------------------


def _halves(spec: OperatorSpec, record: Choices) -> Iterator[Choices]:
    """A block's leading half along one axis, its longest first (a case that breaks a rule
    keeps the attributes it was drawn with, so its blocks are its shapes)."""
    for k, x in enumerate(record.blocks):
        for axis in sorted(range(x.ndim), key=lambda a: -x.shape[a]):
            if x.shape[axis] > 1:
                corner = (slice(None),) * axis + (slice(0, x.shape[axis] // 2),)
                yield _with(record, k, x[corner].copy())


def _values(spec: OperatorSpec, record: Choices) -> Iterator[Choices]:
    blocks = record.blocks
    for k, x in enumerate(blocks):
        if np.count_nonzero(x):
            yield _with(record, k, np.zeros_like(x))
    for k, x in enumerate(blocks):
        if x.dtype.kind in "iuf" and np.count_nonzero(x):
            yield _with(record, k, _toward_zero(x, 2))
            yield _with(record, k, np.sign(x).astype(x.dtype))
    small = [(k, x) for k, x in enumerate(blocks) if 0 < x.size <= ELEMENTWISE_LIMIT]
    for k, x in small:
        flat = x.reshape(-1)
        for j in np.flatnonzero(flat):
            yield _with(record, k, _set(flat, j, 0).reshape(x.shape))
    for k, x in small:
        if x.dtype.kind not in "iu":
            continue
        flat = x.reshape(-1)
        for j in np.flatnonzero(flat):
            # toward zero by half, a quarter, ..., 1: big steps keep the low bits that a
            # rounding bug depends on, so -63796301 can come down to -9
            value = int(flat[j])
            step = abs(value) // 2
            while step >= 1:
                yield _with(record, k, _set(flat, j, value - step if value > 0 else
                                            value + step).reshape(x.shape))
                step //= 2


def _set(flat: np.ndarray, j: int, value: int) -> np.ndarray:
    changed = flat.copy()
    changed[j] = value
    return changed


def _toward_zero(x: np.ndarray, divisor: int) -> np.ndarray:
    if x.dtype.kind == "f":
        return np.trunc(x / divisor).astype(x.dtype)
    wide = x.astype(np.int64)
    return (np.sign(wide) * (np.abs(wide) // divisor)).astype(x.dtype)


def _with(record: Choices, k: int, block: np.ndarray) -> Choices:
    return replace(record, blocks=record.blocks[:k] + (block,) + record.blocks[k + 1:])
