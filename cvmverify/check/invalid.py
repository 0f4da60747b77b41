"""Invalid cases: calls the kernel must reject, each breaking exactly one thing.

Four kinds: a broken rule (a z3 model of every precondition of a structure but one, whose
negation holds instead: an attribute outside its range, shapes that do not broadcast), an
overflow (a valid structure whose values make an exact result leave int32), an empty
input (a zero-sized dim, which the runtime never allows), and a broken length (a tuple
attribute with an entry more than the rank allows, or one fewer: lengths are structure,
which z3 never varies). A graph with results that no output reads whole (`Instance.checks`)
has a fifth: an overflow only there (a sliced-away sum, the branch a where does not take),
which a fused kernel that computes only what it returns would miss. The reference must
reject each one, or it is not used.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import sympy as sp

from ..core import registry
from ..core.attrs import Int
from ..core.dsl import OperatorSpec
from ..core.errors import LogicError, SpecError
from ..core.evaluate import evaluate
from ..core.facts import Like
from ..core.fusion import evaluate_fused
from ..core.ir import Instance
from . import structures, values
from .case import Case
from .draw import (
    PLANS, Config, NoCase, arrays, concrete, dress_attrs, plan_for, rng_for, structure_and_model,
    valid,
)

OVERFLOW = "every exact result within int32"  # what a value-overflow invalid case breaks


def invalid_case(op: str | OperatorSpec, seed: int, index: int,
                 config: Config = Config()) -> Case:
    """Invalid case number `index`: one broken rule, one overflowing value, or an empty
    (zero-sized) input. Raises NoCase if none was found."""
    spec = op if isinstance(op, OperatorSpec) else registry.get(op)
    rng = rng_for(spec.name, seed, index, False)
    kinds = ["rule", "value", "empty"]
    first = str(rng.choice(kinds, p=[0.5, 0.3, 0.2]))
    fused = getattr(spec, "fused", None)
    if fused is not None and fused.checks:
        kinds.append("unread")
        if rng.random() < 0.4:
            first = "unread"
    # drawn from a generator of its own, so that the other invalid cases stay the same
    lengths = np.random.default_rng(rng.bit_generator.seed_seq.spawn(1)[0])
    if any(d.tuple_valued for d in spec.attrs) and lengths.random() < 0.25:
        first = "length"
    kinds.append("length")
    order = [first] + [k for k in kinds if k != first]
    reasons = []
    tries = {"rule": config.attempts // 3, "value": 2, "empty": 2, "length": 2, "unread": 2}
    for kind in order:
        for _ in range(tries[kind]):
            drawn = _draw_invalid(spec, rng, kind, config, seed, index)
            if isinstance(drawn, Case):
                return drawn
            reasons.append(drawn)
    raise NoCase(f"{spec.name}: no invalid case #{index}: {'; '.join(sorted(set(reasons)))}")


def _draw_invalid(spec, rng, kind, config, seed, index) -> Case | str:
    """One attempt at an invalid case of `kind`, or why it failed."""
    plan = plan_for(len(PLANS) + index, rng)
    if kind == "rule":
        instance, found, why = structure_and_model(spec, rng, plan, config, violate_kind=True)
        if instance is None:
            return why
        model, violate, prob = found
        shapes, attrs, symbols = concrete(instance, model)
        call_attrs = dress_attrs(spec, instance, attrs, rng)
        inputs = arrays(instance, shapes, attrs, rng, "small", None, config)
        violated = prob.requirements[violate][1].message
        layout = _layout(instance, symbols, inputs)
        return _confirm(spec, inputs, call_attrs, layout, instance, seed, index,
                        f"breaks: {violated}", violated)
    try:  # the other kinds start from a valid case, drawn from its own index space
        base, _ = valid(spec, seed, 10_000 + int(rng.integers(1_000_000)), config)
    except NoCase as error:
        return str(error)
    instance = structures.instantiate(spec, base.structure)
    if kind == "length":
        return _broken_length(spec, base, instance, rng, seed, index)
    if kind == "unread":
        return _unread_overflow(spec, base, instance, rng, seed, index)
    if kind == "empty":
        inputs = [x.copy() for x in base.inputs]
        k = int(rng.integers(len(inputs)))
        shape = list(inputs[k].shape)
        shape[int(rng.integers(len(shape)))] = 0
        inputs[k] = np.zeros(shape, dtype=inputs[k].dtype)
        return _confirm(spec, inputs, base.attrs, base.layout, instance, seed, index,
                        "a zero-sized input", "every dim in 1..2^24 (no zero-sized tensors)")
    if all(isinstance(o.dtype, Like) for o in getattr(instance, "outputs", [])):
        return "values cannot overflow in an op that only moves them"
    shapes = dict(zip([t.name for t in instance.inputs], base.shapes))
    data = [k for k, t in enumerate(instance.inputs)
            if not t.indices and base.inputs[k].dtype == np.int32]
    for attrs in _toward_limits(spec, base, rng):
        special = values.specials(attrs.values())
        for profile in ("boundary", "extremes", "wide", "mixed"):
            inputs = [x.copy() for x in base.inputs]
            for k in data:
                inputs[k] = values.draw(rng, shapes[instance.inputs[k].name], profile, special,
                                        None).astype(np.int32)
            if _rejected(spec, inputs, attrs):
                return _confirm(spec, inputs, attrs, base.layout, instance, seed, index,
                                "an exact result outside int32", OVERFLOW)
        for inputs in _uniform_extremes(base, data, rng):
            if _rejected(spec, inputs, attrs):
                return _confirm(spec, inputs, attrs, base.layout, instance, seed, index,
                                "an exact result outside int32", OVERFLOW)
    return "no overflowing values found"


UNIFORM_FILLS = 64  # combinations of extremes tried per case, every one for up to 3 inputs


def _uniform_extremes(base: Case, data: list[int], rng):
    """`base`'s inputs, its int32 data inputs each filled with one extreme value, in
    combinations taken in a random order: an overflow that needs two values side by side
    (INT32_MIN / -1) is found whatever the shapes, where random draws rarely align them."""
    combinations = len(values.EXTREMES) ** len(data)
    for number in rng.permutation(min(combinations, 7**3))[:UNIFORM_FILLS]:
        inputs = [x.copy() for x in base.inputs]
        for k in data:
            number, digit = divmod(int(number), len(values.EXTREMES))
            inputs[k] = np.full_like(inputs[k], values.EXTREMES[digit])
        yield inputs


def _toward_limits(spec, base: Case, rng):
    """The attributes of `base`, then, in a random order, each with one integer attribute
    moved to a limit of its declared range where `base` stays valid: some overflows need
    an attribute at its limit (a right shift by 1 of INT32_MAX rounds up to 2^31), which
    the base case rarely has."""
    yield base.attrs
    limits = [(decl.name, limit) for decl in spec.attrs if isinstance(decl, Int)
              for limit in (decl.lo, decl.hi) if base.attrs.get(decl.name) != limit]
    for k in rng.permutation(len(limits)):
        name, limit = limits[k]
        attrs = {**base.attrs, name: limit}
        if not _rejected(spec, base.inputs, attrs):
            yield attrs


UNREAD = "every element of every node's result within int32, read by an output or not"


def _unread_overflow(spec, base: Case, instance, rng, seed, index) -> Case | str:
    """`base` with one or two values set to an extreme so that the graph rejects the call
    although every element its outputs read stays within int32: the fused formulas
    without their checks accept it."""
    unchecked = replace(spec.fused, checks=[])
    names = [t.name for t in instance.inputs]
    extremes = [v for v in values.specials(base.attrs.values()) if abs(v) >= 2**30]
    for _ in range(24):
        inputs = [x.copy() for x in base.inputs]
        for _ in range(int(rng.integers(1, 3))):
            k = int(rng.integers(len(inputs)))
            if inputs[k].dtype != np.int32 or instance.inputs[k].indices:
                continue
            flat = inputs[k].reshape(-1)
            flat[int(rng.integers(flat.size))] = extremes[int(rng.integers(len(extremes)))]
        if not _rejected(spec, inputs, base.attrs):
            continue
        try:
            evaluate_fused(unchecked, dict(zip(names, inputs)))
        except (LogicError, SpecError):
            continue  # an element an output reads overflows too: the plain value kind
        return _confirm(spec, inputs, base.attrs, base.layout, instance, seed, index,
                        "an overflow in an element no output reads", UNREAD)
    return "no overflow confined to elements no output reads"


def _broken_length(spec, base: Case, instance, rng, seed, index) -> Case | str:
    """`base` with one tuple attribute an entry longer than the rank (or than its pair)
    allows, else one entry shorter."""
    tuples = [d for d in spec.attrs if d.tuple_valued]
    if not tuples:
        return "no tuple attribute"
    decl = tuples[int(rng.integers(len(tuples)))]
    value = base.attrs.get(decl.name, decl.default)
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value, value)  # a scalar given for a pair
    if not isinstance(value, tuple):
        return f"{decl.name} has no tuple value here"
    rank = base.inputs[0].ndim
    entry = value[-1] if value else 1
    longer = value + (entry,) * (max(len(value) + 1, rank + 1) - len(value))
    for changed, what in ((longer, "longer"), (value[:-1], "shorter")):
        if changed == value or (what == "shorter" and not value):
            continue
        attrs = {**base.attrs, decl.name: changed}
        if _rejected(spec, base.inputs, attrs):
            return _confirm(spec, [x.copy() for x in base.inputs], attrs, base.layout,
                            instance, seed, index, f"{decl.name} one entry {what}",
                            _rejection_of(spec, base.inputs, attrs))
    return f"{decl.name} of any length is accepted"


def _rejection_of(spec, inputs, attrs) -> str:
    try:
        evaluate(spec, [x.copy() for x in inputs], **attrs)
    except LogicError as error:
        return error.condition
    return ""


def _rejected(spec, inputs, attrs) -> bool:
    try:
        evaluate(spec, [x.copy() for x in inputs], **attrs)
    except LogicError:
        return True
    except SpecError:
        return False
    return False


def _confirm(spec, inputs, attrs, layout, instance, seed, index, profile, violated):
    if not _rejected(spec, inputs, attrs):
        return "the reference accepted a case meant to be invalid"
    return Case(op=spec.name, seed=seed, index=index, valid=False, inputs=inputs, attrs=attrs,
                layout=layout, structure=dict(instance.structure), violated=violated,
                profile=profile)


MAX_INVALID_DIM = 64
# elements of one output buffer of an invalid case: the kernel must reject before writing,
# so a buffer the shape rule makes huge (64^6 int32 is 275 GB) is never allocated
MAX_INVALID_ELEMENTS = 4096


def _layout(instance: Instance, symbols, inputs) -> list[tuple[tuple[int, ...], str]]:
    """Output buffers for an invalid case: the shape rule where it still gives a small
    positive dim, 1 elsewhere, the largest dims halved until the buffer is small."""
    dtypes = {t.name: x.dtype.name for t, x in zip(instance.inputs, inputs)}
    layout = []
    for out in instance.outputs:
        shape = []
        for d in out.shape:
            folded = sp.sympify(d).xreplace(symbols)
            n = int(folded) if isinstance(folded, sp.Integer) else 1
            shape.append(min(max(n, 1), MAX_INVALID_DIM))
        while np.prod(shape) > MAX_INVALID_ELEMENTS:
            largest = int(np.argmax(shape))
            shape[largest] //= 2
        dtype = dtypes.get(out.dtype.input, "int32") if isinstance(out.dtype, Like) else "int32"
        layout.append((tuple(shape), dtype))
    return layout
