"""Minimising a failing case: fewer and smaller dims, simpler attributes, smaller values.

Greedy, like a test-case reducer: propose a simpler case, keep it if the kernel still fails
the same way, repeat until no proposal is accepted or the budget is spent. A proposal must
be simpler by a well-founded measure (`size`), so the loop ends.

Structure proposals (valid cases) come from z3, so that they stay valid: the same
preconditions as the case's instance with every dim bounded by its current value, plus one
wish (this dim is 1, this attribute is halved, every dim is 1) and wishes to keep the rest;
a tensor's rank goes down by dropping its leading axis. The arrays follow by slicing: the
leading corner of the old values (zeros where a dim grew). Value proposals (every case)
zero an input, halve its magnitudes, or zero one element at a time.
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import numpy as np

from ..core import registry
from ..core.dsl import MISSING, OperatorSpec
from ..core.facts import Structure, StructureKey, kind_of
from ..core.ir import Instance, NeedChoice
from . import solve, structures
from .case import Case
from .compare import Verdict, symptom
from .draw import Config, concrete, output_caps
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


def size(case: Case) -> tuple:
    """The measure every accepted proposal decreases (compared lexicographically)."""
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
    by default `compare.symptom` of it), its verdict, and the number of proposals tried."""
    seen = seen or symptom(case, verdict)
    budget = budget or Budget()
    spec = registry.get(case.op)
    best, best_verdict = case, verdict
    # An overflowing invalid case keeps the rules of its structure, so its dims and
    # attributes shrink like a valid case's; one that breaks a rule shrinks its data (the
    # caller keeps only proposals rejected for the same rule) and its values.
    # z3 stops at the budget's deadline too: one proposal must not outlast the budget
    structure = functools.partial(_structure, deadline=budget.deadline)
    stages = [structure, _values] if case.valid or case.violated == OVERFLOW else \
        [_data, _values]
    progress = True
    while progress:  # zeroed values can let dims shrink further, and the other way round
        progress = False
        for stage in stages:
            improved = True
            while improved:
                improved = False
                for proposal in stage(spec, best, config):
                    if budget.expired():  # z3 proposals cost time even when not tried
                        return best, best_verdict, budget.used
                    if proposal is None or size(proposal) >= size(best):
                        continue
                    if not budget.take():
                        return best, best_verdict, budget.used
                    outcome = fails(proposal)
                    if outcome is not None and symptom(proposal, outcome) == seen:
                        best, best_verdict, improved, progress = proposal, outcome, True, True
                        break
    return best, best_verdict, budget.used


# --- structure ------------------------------------------------------------------------------


def _structure(spec: OperatorSpec, case: Case, config: Config,
               deadline: float | None = None) -> Iterator[Case | None]:
    instance = structures.instantiate(spec, case.structure)
    if not isinstance(instance, Instance):
        return
    yield from _fewer_dims(spec, case, instance, config, deadline)
    prob = solve.problem(spec, instance)
    old = _old_values(case, instance)
    dims = [n for names in prob.dims.values() for n in names]
    yield from _propose(spec, case, instance, old, config,
                        {n: 1 for n in dims}, deadline)
    for name in dims:
        for target in sorted({1, old[name] // 2, old[name] - 1}):
            if 1 <= target < old[name]:
                yield from _propose(spec, case, instance, old, config, {name: target},
                                    deadline)
    for avar in prob.attrs:
        value = old.get(avar.var)
        if value is None:
            continue
        for target in _simpler(value, avar):
            yield from _propose(spec, case, instance, old, config, {avar.var: target},
                                deadline)


def _simpler(value: int, avar: solve.AttrVar) -> list[int]:
    """Attribute values simpler than `value`, boldest first: its default, 0, the bound
    nearest 0, then `value` moved toward 0 by halving steps (half, a quarter, ..., 1), so
    that a threshold near 2^31 comes down in about 31^2 / 2 proposals, not 2^31."""
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


def _old_values(case: Case, instance: Instance) -> dict[str, int]:
    old: dict[str, int] = {}
    for t, x in zip(instance.inputs, case.inputs):
        old.update({str(d): int(n) for d, n in zip(t.shape, x.shape)})
    for name, value in instance.attrs.items():
        given = case.attrs.get(name, MISSING)
        if given is MISSING or given is None:
            given = registry.get(case.op).attr_by_name[name].default
        if isinstance(value, tuple):
            given = given if isinstance(given, (tuple, list)) else (given,) * len(value)
            old.update({str(v): int(g) for v, g in zip(value, given) if hasattr(v, "name")})
        elif hasattr(value, "name"):
            old[str(value)] = int(given)
    return old


def _propose(spec: OperatorSpec, case: Case, instance: Instance, old: dict[str, int],
             config: Config, targets: dict[str, int], deadline: float | None = None,
             renamed: dict[str, str] | None = None) -> Iterator[Case | None]:
    """The case z3 finds nearest to `targets` with every dim at most its current value
    (None where z3 finds none)."""
    prob = solve.problem(spec, instance)
    renamed = renamed or {}
    dims = {n for names in prob.dims.values() for n in names}
    at_most = {n: old[renamed.get(n, n)] for n in dims if renamed.get(n, n) in old}
    wishes = [solve.Wish(prob.var(n) == v, 10.0) for n, v in targets.items()]
    for n in dims | {a.var for a in prob.attrs}:
        source = renamed.get(n, n)
        if n not in targets and source in old:
            wishes.append(solve.Wish(prob.var(n) == old[source], 2.0 if n in dims else 3.0))
    request = solve.Request(dim_caps={t: 2**24 for t in prob.dims},
                            output_caps=output_caps(prob, config), wishes=wishes,
                            at_most=at_most, deadline=deadline)
    model = solve.solve(prob, request, list(range(len(wishes))))
    if model is None:
        yield None  # nothing to try, but the time it took counts against the budget
        return
    shapes, attrs, _ = concrete(instance, model)
    sources = _source_arrays(case, instance, renamed)
    for anchored in (True, False):
        inputs = [_fit(x, shapes[t.name], anchored) for t, x in zip(instance.inputs, sources)]
        yield case.copy(inputs=inputs, attrs=_redress(spec, case.attrs, attrs),
                        structure=dict(instance.structure), profile=case.profile)


def _source_arrays(case: Case, instance: Instance, renamed: dict[str, str]) -> list[np.ndarray]:
    """The old arrays, each with its leading axis dropped where its rank went down."""
    arrays = []
    for t, x in zip(instance.inputs, case.inputs):
        while x.ndim > t.rank:
            x = x[0]
        arrays.append(x)
    return arrays


def _fit(x: np.ndarray, shape: tuple[int, ...], anchored: bool) -> np.ndarray:
    """A window of `x` in `shape` (zero where `shape` is larger): the leading corner, or,
    `anchored`, the window that starts as close to x's first nonzero element as fits (after
    the values were minimised, that element is usually the one that fails)."""
    out = np.zeros(shape, dtype=x.dtype)
    start = [0] * x.ndim
    nonzero = np.argwhere(x)
    if anchored and len(nonzero):
        start = [max(0, min(int(i), n - m)) for i, n, m in zip(nonzero[0], x.shape, shape)]
    source = tuple(slice(s, s + min(n - s, m)) for s, n, m in zip(start, x.shape, shape))
    target = tuple(slice(0, min(n - s, m)) for s, n, m in zip(start, x.shape, shape))
    out[target] = x[source]
    return out


def _redress(spec: OperatorSpec, given: dict[str, Any], solved: dict[str, Any]) -> dict[str, Any]:
    """New attribute values in the form the case passed them (left out, scalar, ignored)."""
    attrs = {}
    for decl in spec.attrs:
        name = decl.name
        value = solved.get(name)
        if name in given and value is None:
            attrs[name] = given[name]  # None, or a value the op ignores: unchanged
            continue
        if name not in given:
            if decl.default is MISSING or not _equal(value, decl.default):
                attrs[name] = value
            continue
        attrs[name] = decl.redressed(given[name], value)
    return attrs


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return tuple(a) == tuple(b)
    return a == b


def _fewer_dims(spec: OperatorSpec, case: Case, instance: Instance,
                config: Config, deadline: float | None = None) -> Iterator[Case | None]:
    """The same case with one input rank lowered by one (its leading axis dropped)."""
    fixed = {key for key, *_ in instance.fixed}
    for key, rank in case.structure.items():
        if kind_of(key) != Structure.RANK or rank <= 1:
            continue
        choices = {k: v for k, v in case.structure.items() if k not in fixed}
        choices[key] = rank - 1
        lowered = _complete(spec, choices, case.structure)
        if lowered is None:
            continue
        tensor = StructureKey.of(key).subject
        renamed = {}
        for t in lowered.inputs:
            shift = 1 if t.name == tensor or (t.name.rstrip("0123456789") == tensor) else 0
            renamed.update({str(d): f"{t.name}.shape[{j + shift}]" for j, d in enumerate(t.shape)})
        old = _old_values(case, instance)
        yield from _propose(spec, case, lowered, old, config, {}, deadline, renamed=renamed)


def _complete(spec: OperatorSpec, choices: dict[str, Any], previous: dict[str, Any]):
    """Finish a structure, each open choice as before where still possible, else nearest."""
    choices = dict(choices)
    for _ in range(64):
        outcome = structures.instantiate(spec, choices)
        if isinstance(outcome, Instance):
            return outcome
        if not isinstance(outcome, NeedChoice):
            return None
        old = previous.get(outcome.key, outcome.options[0])
        if old in outcome.options:
            choices[outcome.key] = old
        elif all(isinstance(o, int) for o in outcome.options) and isinstance(old, int):
            choices[outcome.key] = min(outcome.options, key=lambda o: abs(o - old))
        else:
            choices[outcome.key] = outcome.options[0]
    return None


# --- data of an invalid case -----------------------------------------------------------------


def _data(spec: OperatorSpec, case: Case, config: Config) -> Iterator[Case]:
    """Smaller inputs: the leading corner of each input with one axis halved, largest first."""
    for k, x in enumerate(case.inputs):
        for axis in sorted(range(x.ndim), key=lambda a: -x.shape[a]):
            if x.shape[axis] > 1:
                corner = (slice(None),) * axis + (slice(0, x.shape[axis] // 2),)
                yield _with(case, k, x[corner].copy())


# --- values ---------------------------------------------------------------------------------


def _values(spec: OperatorSpec, case: Case, config: Config) -> Iterator[Case]:
    for k, x in enumerate(case.inputs):
        if np.count_nonzero(x):
            yield _with(case, k, np.zeros_like(x))
    for k, x in enumerate(case.inputs):
        if x.dtype.kind in "iuf" and np.count_nonzero(x):
            yield _with(case, k, _toward_zero(x, 2))
            yield _with(case, k, np.sign(x).astype(x.dtype))
    small = [(k, x) for k, x in enumerate(case.inputs) if 0 < x.size <= ELEMENTWISE_LIMIT]
    for k, x in small:
        flat = x.reshape(-1)
        for j in np.flatnonzero(flat):
            yield _with(case, k, _set(flat, j, 0).reshape(x.shape))
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
                yield _with(case, k, _set(flat, j, value - step if value > 0 else value + step)
                            .reshape(x.shape))
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


def _with(case: Case, k: int, array: np.ndarray) -> Case:
    inputs = list(case.inputs)
    inputs[k] = array
    return Case(**{**case.__dict__, "inputs": inputs})
