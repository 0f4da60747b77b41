"""Drawing a case: its structure, its dims and attributes, its values.

The parts every case is made of, valid or not: a seeded generator per (op, seed, index,
valid) (`rng_for`), a plan of which boundaries to aim at (`PLANS`, `plan_for`), a random
structure (`structures.sample`), a z3 model of the rules steered by wishes (`request`,
`solve.solve`), the attributes as a caller passes them (`dress_attrs`) and the arrays
(`arrays`). `valid` puts them together and lets the reference have the last word: a valid
case must evaluate, and an exact result outside int32 narrows the values and retries.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

import numpy as np
import sympy as sp
import z3

from ..core import registry
from ..core.attrs import MAX_RANK
from ..core.dsl import MAX_DIM, MISSING, OperatorSpec, is_ignored
from ..core.errors import LogicError, SpecError
from ..core.evaluate import evaluate
from ..core.facts import Like
from ..core.ir import FlatRead, Instance, Read
from ..core.semantics import Select
from . import contract, solve, steer, structures, values
from .case import Case


@dataclass(frozen=True)
class Config:
    """How big and what kind of cases to draw."""

    max_rank: int = MAX_RANK
    input_elements: int = 96      # per input tensor
    output_elements: int = 256    # per output tensor
    largest_dim: int = 12
    max_dim: int | None = None    # a hard limit on every dim, where a user sets one
    # dtypes of the data that movement ops move (value ops always get int32)
    dtypes: tuple[str, ...] = ("int32", "int8", "int64", "float32")
    # (input, dtype) of inputs whose dtype is fixed (a graph input declared int8, say)
    input_dtypes: tuple[tuple[str, str], ...] = ()
    # the data values drawn for valid cases (indices excepted): a kernel's supported domain
    values: tuple[int, int] | None = None
    # "strict": every input int32 can hold; "runtime": inputs within precisions the op's
    # precision rule accepts (see `contract`)
    contract: str = "strict"
    attempts: int = 24
    # structural choices every case keeps ((key, value) pairs of `Instance.structure`): the
    # cases of one structure, such as one generated kernel's
    structure: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Plan:
    shapes: str      # ones | random | max | mid (every dim above 1)
    attrs: str       # random | default | high | low | mid
    unit_output: bool
    values: str      # one of values.PROFILES
    steer: str = ""  # one of steer.STEERS: a joint boundary, a select arm, an upper dim


# The boundary cases every run starts with, in order; later cases draw each part at random.
PLANS = (
    Plan("random", "random", False, "mixed"),
    Plan("ones", "random", False, "boundary"),
    Plan("random", "high", False, "small"),
    Plan("random", "low", False, "wide"),
    Plan("max", "random", False, "mixed"),
    Plan("random", "random", True, "boundary"),
    Plan("random", "default", False, "ties"),
    Plan("random", "high", False, "boundary"),
    Plan("random", "low", False, "small"),
    Plan("ones", "high", False, "mixed"),
    Plan("random", "random", False, "mixed", "joint"),
    Plan("random", "random", False, "boundary", "arm"),
    Plan("max", "random", False, "mixed", "upper"),
    Plan("mid", "mid", False, "wide", "mid"),
    Plan("random", "random", False, "small", "joint"),
    Plan("random", "random", False, "mixed", "arm"),
)
# how often a random plan is steered, and where to (see `steer`)
STEER_ODDS = {"": 0.45, "joint": 0.2, "arm": 0.2, "upper": 0.05, "mid": 0.1}


class NoCase(Exception):
    """No case of the requested kind could be drawn (the reason says why)."""


def rng_for(op: str, seed: int, index: int, valid: bool) -> np.random.Generator:
    """The generator of one case: a function of exactly (op, seed, index, valid)."""
    return np.random.default_rng([seed % 2**63, zlib.crc32(op.encode()), int(valid), index])


def plan_for(index: int, rng: np.random.Generator) -> Plan:
    """The boundary plans first, then random ones."""
    if index < len(PLANS):
        return PLANS[index]
    plan = Plan(shapes=str(rng.choice(["ones", "random", "max"], p=[0.12, 0.73, 0.15])),
                attrs=str(rng.choice(["random", "default", "high", "low"],
                                     p=[0.55, 0.15, 0.15, 0.15])),
                unit_output=bool(rng.random() < 0.06),
                values=str(rng.choice(values.PROFILES)))
    # drawn from a generator of its own, so that the other draws of a case stay the same
    steering = np.random.default_rng(rng.bit_generator.seed_seq.spawn(1)[0])
    steer = str(steering.choice(list(STEER_ODDS), p=list(STEER_ODDS.values())))
    if steer == "mid":
        return Plan("mid", "mid", plan.unit_output, plan.values, steer)
    return Plan(plan.shapes, plan.attrs, plan.unit_output, plan.values, steer)


def valid(op: str | OperatorSpec, seed: int, index: int,
          config: Config) -> tuple[Case, list[np.ndarray]]:
    """Valid case number `index` and the reference's outputs for it (NoCase if none)."""
    spec = op if isinstance(op, OperatorSpec) else registry.get(op)
    rng = rng_for(spec.name, seed, index, True)
    plan = plan_for(index, rng)
    reasons = []
    for _ in range(config.attempts):
        drawn = draw_valid(spec, rng, plan, config, seed, index)
        if isinstance(drawn, tuple):
            return drawn
        reasons.append(drawn)
    raise NoCase(f"{spec.name}: no valid case #{index}: {'; '.join(sorted(set(reasons)))}")


def dim_cap(rank: int, elements: int, largest: int) -> int:
    """The largest dim that keeps a tensor of `rank` within `elements`."""
    return max(1, min(largest, int(elements ** (1.0 / rank) + 1e-9)))


def request(prob: solve.Problem, rng: np.random.Generator, plan: Plan, config: Config,
            violate: int | None = None) -> solve.Request:
    """What to ask z3 for: the plan's wishes for every dim and attribute, and the caps."""
    caps = input_caps(prob, config)
    out_caps = output_caps(prob, config)
    wishes = []
    upper = None
    if plan.steer == "upper":
        # one dim at the largest value the rules allow within the element budget, the other
        # dims of its tensor kept small
        bounded = steer.ruled_dims(prob.instance)  # a dim a rule bounds is where it counts
        dims = [n for names in prob.dims.values() for n in names]
        var = steer.choose(rng, [n for n in dims if n in bounded] or dims)
        tensor = next((t for t, names in prob.dims.items() if var in names), None)
        if tensor is not None:
            upper = (var, min(config.input_elements, config.max_dim or config.input_elements))
            wishes += [solve.Wish(prob.var(n) == 1, 3.0) for n in prob.dims[tensor] if n != var]
            out_caps = [max(cap, config.input_elements) for cap in out_caps]
    for tensor, names in prob.dims.items():
        cap = caps[tensor]
        for name in names:
            if upper is not None and name == upper[0]:
                continue  # pushed by `extreme` below
            if plan.shapes == "ones" or (plan.shapes == "random" and rng.random() < 0.15):
                target = 1
            elif plan.shapes == "max":
                target = cap
            elif plan.shapes == "mid":
                target = int(rng.integers(2, cap + 1)) if cap >= 2 else 1
            else:
                target = int(rng.integers(1, cap + 1))
            wishes.append(solve.Wish(prob.var(name) == target, 1.0,
                                     prob.var(name) >= 2 if target > 1 else None))
    # random attributes compete with dims on equal terms (ties are broken at random), so
    # that a rule linking them (a dim equals its mapped target dim) does not always keep the
    # attributes and collapse the dims to 1
    attr_priority = 1.0 if plan.attrs == "random" else 2.0
    for avar in prob.attrs:
        target = _attr_target(rng, avar, plan.attrs)
        var = prob.var(avar.var)
        fallback = var >= 2 if target >= 2 else (var <= -1 if target <= -1 else None)
        wishes.append(solve.Wish(var == target, attr_priority, fallback))
    if plan.unit_output:
        wishes.append(solve.Wish(z3.And([d == 1 for ds in prob.outputs for d in ds]), 3.0))
    extreme = None
    if plan.attrs in ("high", "low") and prob.attrs:
        avar = prob.attrs[int(rng.integers(len(prob.attrs)))]
        sign = 1 if plan.attrs == "high" else -1
        extreme = (avar.var, sign, avar.hi if sign > 0 else avar.lo)
    if upper is not None:
        extreme = upper[0], 1, upper[1]
    wanted = steer.steered_wish(prob, plan.steer, rng)
    if wanted is not None and not steer.is_concrete(wanted):
        wishes.append(solve.Wish(wanted, 2.5))
    return solve.Request(violate=violate, dim_caps=caps, output_caps=out_caps,
                         wishes=wishes, extreme=extreme, upper=upper)


def input_caps(prob: solve.Problem, config: Config) -> dict[str, int]:
    return {t.name: dim_cap(t.rank, config.input_elements, config.largest_dim)
            for t in prob.instance.inputs}


def output_caps(prob: solve.Problem, config: Config) -> list[int]:
    return [dim_cap(len(o.shape), config.output_elements, 2 * config.largest_dim)
            for o in prob.instance.outputs]


def _attr_target(rng: np.random.Generator, avar: solve.AttrVar, mode: str) -> int:
    lo, hi = avar.lo, avar.hi
    if mode == "mid":  # neither 1 nor an extreme: a value a kernel meets in real use
        low, high = max(lo, 2), min(hi, max(lo, 2) + 22)
        return int(rng.integers(low, high + 1)) if low <= high else int(min(max(2, lo), hi))
    if mode == "default" and avar.default is not None:
        return int(avar.default)
    # distinct candidates, so that a range starting at 1 does not make 1 the target of
    # every wish for -1, 0 and 1
    small = int(rng.integers(max(lo, -6), min(hi, 6) + 1)) if max(lo, -6) <= min(hi, 6) else lo
    candidates = []
    for value, weight in ((lo, 1.0), (hi, 1.0), (-1, 1.0), (0, 1.0), (1, 1.0), (small, 3.0),
                          (_log_uniform(rng, lo, hi), 1.0)):
        value = min(max(value, lo), hi)
        if value not in [c for c, _ in candidates]:
            candidates.append((value, weight))
    weights = np.array([w for _, w in candidates])
    target = candidates[int(rng.choice(len(candidates), p=weights / weights.sum()))][0]
    return int(min(max(target, lo), hi))


def _log_uniform(rng: np.random.Generator, lo: int, hi: int) -> int:
    """A value of [lo, hi] at a random scale: every magnitude is as likely as the next, so
    two huge values at once (a 4096 padding on both axes: a kernel that pads explicitly
    builds 2^26 elements per plane) are rare, while each boundary is still reached."""
    top = max(abs(lo), abs(hi), 1)
    magnitude = int(2 ** (rng.random() * np.log2(top + 1))) - 1
    sign = -1 if lo < 0 and (hi <= 0 or rng.random() < 0.5) else 1
    return int(min(max(sign * magnitude, lo), hi))


def concrete(instance: Instance, model: dict[str, int]):
    """Input shapes, attributes and the symbol values of a model (dims and attributes)."""
    symbols: dict[sp.Symbol, sp.Integer] = {}
    shapes = {}
    for t in instance.inputs:
        shapes[t.name] = tuple(int(model[str(d)]) for d in t.shape)
        symbols.update({d: sp.Integer(model[str(d)]) for d in t.shape})
    attrs: dict[str, Any] = {}
    for name, value in instance.attrs.items():
        if isinstance(value, tuple):
            attrs[name] = tuple(_value(v, model, symbols) for v in value)
        else:
            attrs[name] = _value(value, model, symbols)
    return shapes, attrs, symbols


def _value(value: Any, model: dict[str, int], symbols: dict) -> Any:
    if isinstance(value, sp.Symbol):
        symbols[value] = sp.Integer(model[str(value)])
        return int(model[str(value)])
    if isinstance(value, sp.Integer):
        return int(value)
    return value


def dress_attrs(spec: OperatorSpec, instance: Instance, attrs: dict[str, Any],
                rng: np.random.Generator) -> dict[str, Any]:
    """The attributes as a caller would pass them: defaults sometimes left out (the kernel's
    own defaults must be right), a scalar for an all-equal pair sometimes, and a value for an
    attribute the op ignores (split's size_split beside num_splits, broadcast's axes_mapping
    in numpy mode) sometimes."""
    dressed: dict[str, Any] = {}
    for decl in spec.attrs:
        value = attrs.get(decl.name)
        if value is None and is_ignored(decl, attrs):
            if rng.random() < 0.5:
                dressed[decl.name] = decl.ignored_value(rng)
            continue
        value = decl.dressed(value, rng)
        if decl.default is not MISSING and same(value, decl.default) and rng.random() < 0.5:
            continue
        dressed[decl.name] = value
    return dressed


def same(a: Any, b: Any) -> bool:
    """Whether an attribute's value is `b` (its default) in every respect: a pair equals the
    same tuple, a scalar only one of its own type (True is not 1)."""
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return tuple(a) == tuple(b)
    return type(a) is type(b) and a == b


def moved_inputs(instance: Instance) -> set[str]:
    """Inputs whose elements an output only moves (a leaf of a `Like` output)."""
    moved: set[str] = set()
    for out in instance.outputs:
        if out.value is not None and isinstance(out.dtype, Like):
            moved |= {leaf.tensor for leaf in _leaves(out.value)}
    return moved


def _leaves(value: sp.Expr) -> list:
    if isinstance(value, Select):
        return _leaves(value.args[1]) + _leaves(value.args[2])
    return [value] if isinstance(value, (Read, FlatRead)) else []


def arrays(instance: Instance, shapes: dict[str, tuple[int, ...]], attrs: dict[str, Any],
           rng: np.random.Generator, profile: str, magnitude: int | None,
           config: Config, precisions: tuple[int, ...] | None = None) -> list[np.ndarray]:
    """The input arrays: indices for index inputs, `profile` values for the others (int32,
    the case's dtype for the data a movement op moves, or the input's declared dtype, with
    its own limits as the boundary values). With `precisions` (one per input) every value
    lies within its input's precision, whose bounds are among the boundary values."""
    moved = moved_inputs(instance)
    declared = dict(config.input_dtypes)
    p = np.full(len(config.dtypes), 0.5 / max(len(config.dtypes) - 1, 1))
    if "int32" in config.dtypes and len(config.dtypes) > 1:
        p[config.dtypes.index("int32")] = 0.5
    else:
        p = np.full(len(config.dtypes), 1.0 / len(config.dtypes))
    moved_dtype = str(rng.choice(config.dtypes, p=p / p.sum()))
    special = values.specials(attrs.values())
    extent = max((int(np.prod(shapes[t.name])) for t in instance.inputs if not t.indices),
                 default=1)
    drawn = []
    for k, t in enumerate(instance.inputs):
        shape = shapes[t.name]
        if precisions is not None:
            magnitude = contract.magnitude(precisions[k])
        if t.indices:
            indices = values.draw_indices(rng, shape, extent)
            drawn.append(indices if precisions is None else
                         np.clip(indices, -magnitude, magnitude).astype(np.int32))
            continue
        data = values.draw(rng, shape, profile, special, magnitude)
        if config.values is not None:
            data = np.clip(data, *config.values)
        if t.name in declared:
            drawn.append(values.fitted(data, declared[t.name]))
        elif t.name in moved:
            drawn.append(values.as_dtype(data, moved_dtype))
        else:
            drawn.append(data.astype(np.int32))
    return drawn


def structure_and_model(spec: OperatorSpec, rng: np.random.Generator, plan: Plan,
                        config: Config, violate_kind: bool = False):
    """(instance, (model, broken rule, problem), "") or (None, None, why not)."""
    try:
        instance = structures.sample(spec, rng, config.max_rank, dict(config.structure))
    except LookupError as error:
        return None, None, str(error)
    prob = solve.problem(spec, instance)
    violate = None
    if violate_kind:
        positions = solve.violable(prob)
        if not positions:
            return None, None, "no rule to break in this structure"
        violate = positions[int(rng.integers(len(positions)))]
    wanted = request(prob, rng, plan, config, violate)
    order = [int(k) for k in rng.permutation(len(wanted.wishes) + 64)]
    for scale in (1, 2, 4):
        # a rule may need a dim beyond the size budget (non_max_suppression's 6 columns
        # in a 3-D tensor): widen the caps of every tensor until the rules fit
        wanted.dim_caps = {t: c * scale for t, c in input_caps(prob, config).items()}
        model = solve.solve(prob, wanted, order)
        if model is not None:
            return instance, (model, violate, prob), ""
    declared = declared_dims(prob)
    if violate is None and declared is not None:
        # a model's inputs declare their shapes (1x3x224x224): its cases have those
        # shapes, whatever the size budget
        wanted.dim_caps = {t: max(declared[n] for n in names) for t, names in prob.dims.items()}
        wanted.output_caps = [MAX_DIM] * len(wanted.output_caps)
        wanted.reduction_cap = MAX_DIM
        model = solve.solve(prob, wanted, order)
        if model is not None:
            return instance, (model, violate, prob), ""
    return None, None, "the preconditions have no small model in a sampled structure"


def declared_dims(prob: solve.Problem) -> dict[str, int] | None:
    """Each input dim's value where the preconditions pin every one to a number (a graph
    whose inputs declare concrete shapes), else None."""
    pinned = {}
    for requirement in prob.instance.requirements:
        condition = requirement.condition
        if isinstance(condition, sp.Eq) and any(a.is_Integer for a in condition.args):
            dim = next((a for a in condition.args if isinstance(a, sp.Symbol)), None)
            value = next(a for a in condition.args if a.is_Integer)
            if dim is not None:
                pinned[dim.name] = int(value)
    names = [n for names in prob.dims.values() for n in names]
    return pinned if names and all(n in pinned for n in names) else None


def draw_valid(spec, rng, plan, config, seed, index) -> tuple[Case, list] | str:
    """One attempt at a valid case, or why it failed."""
    instance, found, why = structure_and_model(spec, rng, plan, config)
    if instance is None:
        return why
    model, _, _ = found
    shapes, attrs, _ = concrete(instance, model)
    call_attrs = dress_attrs(spec, instance, attrs, rng)
    if config.contract == "runtime":
        return _within_precisions(spec, instance, shapes, attrs, call_attrs, rng, plan, config,
                                  seed, index)
    examples = _examples(spec, instance, shapes, call_attrs, rng, config)
    for magnitude in values.MAGNITUDES:
        inputs = arrays(instance, shapes, attrs, rng, plan.values, magnitude, config)
        inputs = [examples.get(t.name, x) for t, x in zip(instance.inputs, inputs)]
        try:
            outputs = evaluate(spec, [x.copy() for x in inputs], **call_attrs)
        except LogicError:
            continue  # an exact value outside int32: narrow the values and retry
        except SpecError as error:
            return f"the reference failed: {error}"
        case = Case(op=spec.name, seed=seed, index=index, valid=True, inputs=inputs,
                    attrs=call_attrs, layout=[(o.shape, o.dtype.name) for o in outputs],
                    structure=dict(instance.structure), profile=_describe(plan))
        return case, outputs
    return "every value range overflowed"


def _examples(spec, instance, shapes, attrs, rng, config) -> dict[str, np.ndarray]:
    """Data from the inputs' own `examples` (a data-dependent op's paths, given the case's
    attributes), for half the cases, clipped into a declared dtype or a `values` domain."""
    given = {d.name: d.examples for d in spec.inputs if d.examples is not None}
    if not given or rng.random() < 0.5:
        return {}
    declared = dict(config.input_dtypes)
    drawn = {}
    for t in instance.inputs:
        if t.name in given:
            data = np.asarray(given[t.name](rng, shapes[t.name], attrs), dtype=np.int64)
            if config.values is not None:
                data = np.clip(data, *config.values)
            drawn[t.name] = values.fitted(data, declared.get(t.name, "int32"))
    return drawn


def _within_precisions(spec, instance, shapes, attrs, call_attrs, rng, plan, config, seed,
                       index) -> tuple[Case, list] | str:
    """A valid case under the runtime's contract (`contract`): precisions the rule accepts,
    the widest on the boundary plans and every other case, and values within them."""
    inputs = arrays(instance, shapes, attrs, rng, plan.values, None, config)
    widest = index < len(PLANS) or rng.random() < 0.5
    precisions = contract.precisions_for(spec, instance, inputs, attrs, rng, widest)
    if precisions is None:
        return "no input precisions satisfy the precision rule"
    inputs = arrays(instance, shapes, attrs, rng, plan.values, None, config, precisions)
    try:
        outputs = evaluate(spec, [x.copy() for x in inputs], precisions=precisions, **call_attrs)
    except LogicError as error:  # a result the rule lets leave int32: `prove --precision`
        return f"the reference rejected a case within the precision contract ({error})"
    except SpecError as error:
        return f"the reference failed: {error}"
    case = Case(op=spec.name, seed=seed, index=index, valid=True, inputs=inputs,
                attrs=call_attrs, layout=[(o.shape, o.dtype.name) for o in outputs],
                structure=dict(instance.structure),
                profile=_describe(plan) + (", widest precisions" if widest else ""),
                precisions=precisions)
    return case, outputs


def _describe(plan: Plan) -> str:
    parts = [f"dims {plan.shapes}", f"attrs {plan.attrs}", f"values {plan.values}"]
    if plan.steer:
        parts.append("steered to " + {"joint": "a joint boundary", "arm": "a select arm",
                                      "upper": "an upper dim",
                                      "mid": "mid-range dims and attributes"}[plan.steer])
    if plan.unit_output:
        parts.append("single-element outputs")
    return ", ".join(parts)
