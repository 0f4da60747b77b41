"""The reference semantics: execute any spec instance on NumPy arrays.

`evaluate` binds a concrete call, instantiates the spec for it (checking every
precondition in spec order) and runs the instance: each output's formula is interpreted
over its index space by `interpret.Interpreter`. There is no per-op code here; an op that
cannot be evaluated from its spec means the spec language lacks something. The one
exception is `fast_paths`: exact kernels for convolution, dense and pooling that replace
the element computation of a call already bound and checked, each checked against the
interpreter, which runs any call a kernel cannot show it computes identically
(`reference=True` or `fast_paths.reference_evaluation()` runs the interpreter alone).

Integer semantics: an exact result or intermediate outside int32 is a LogicError, never a
wrapped value; data-movement outputs keep their input's dtype; inputs are never modified.
A call given input precisions is held to the runtime's contract instead
(`core.contract`): its values within their precisions and the op's precision rule
satisfied, the intermediates then exact (only results must fit int32).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import sympy as sp

from . import fast_paths, registry
from .bind import Call, bind_call, is_integer_dtype
from .contract import CompositeOperator
from .dsl import OperatorSpec
from .errors import LogicError, SpecError
from .facts import Like, RequirementKind
from .interpret import Interpreter
from .ir import Instance, OutputIR, SpecContext, Unresolved, dtype_rules, exact, fold
from .rule import check_precisions
from .semantics import INT32_MAX, INT32_MIN


def evaluate(name: str | OperatorSpec, inputs: Sequence[Any], /, *,
             precisions: Sequence[int] | None = None, reference: bool = False,
             **attrs: Any) -> list[np.ndarray]:
    """Evaluate operator `name` (or a spec object) on NumPy `inputs`; one array per output.

    With `precisions` (one per given input), the call is held to the runtime's precision
    contract instead of the per-step int32 rule: every input value within its precision and
    the op's precision rule satisfied; intermediates are then computed exactly, as the
    runtime's rules promise they may be, and only the results must lie in int32. Raises
    LogicError for any violated precondition; never modifies its inputs. `reference` runs
    the interpreter alone, without the op's fast path (same results, same errors).
    """
    spec = name if isinstance(name, OperatorSpec) else registry.get(name)
    if precisions is not None:
        return evaluate_with_precisions(spec, inputs, precisions, reference=reference,
                                        **attrs)[0]
    call = bind_call(spec, inputs, attrs)
    return run(instance_for(spec, call), call, fast=_fast(spec, reference))


def evaluate_with_precisions(name: str | OperatorSpec, inputs: Sequence[Any],
                             precisions: Sequence[int], /, *, reference: bool = False,
                             **attrs: Any) -> tuple[list[np.ndarray], list[int] | None]:
    """`evaluate` held to the precision contract (`core.contract`), and the outputs'
    precisions by the op's rule (None for a composite operator, whose parts are each held
    to theirs)."""
    spec = name if isinstance(name, OperatorSpec) else registry.get(name)
    call = bind_call(spec, inputs, attrs)
    instance = instance_for(spec, call)
    if isinstance(spec, CompositeOperator):
        if len(precisions) != len(instance.inputs):
            raise LogicError(spec.name, "one precision per input",
                             {"inputs": len(instance.inputs), "precisions": len(precisions)})
        return spec.run_in_contract(call.arrays, precisions), None
    found = check_precisions(spec, call.arrays, call.attrs, precisions, len(instance.outputs))
    return run(instance, call, exact_steps=True, fast=_fast(spec, reference)), found


def _fast(spec: OperatorSpec, reference: bool) -> fast_paths.Kernel | None:
    return None if reference else fast_paths.kernel_for(spec)


# Instances already built, by structure: a call of a structure seen before only checks the
# preconditions of that instance, in order, instead of running the spec body again.
_INSTANCES: dict[tuple, list[Instance]] = {}
_CACHE_LIMIT = 2048


def instance_for(spec: OperatorSpec, call: Call) -> Instance:
    """The instance of `spec` for `call`, with every precondition checked in spec order."""
    key = (spec.name, id(spec), tuple(sorted(call.binder.evidence.items())))
    for instance in _INSTANCES.get(key, ()):
        if _holds_for(instance, call):
            return instance
    instance = spec.instantiate(call.binder)
    if len(_INSTANCES) >= _CACHE_LIMIT:
        _INSTANCES.clear()
    _INSTANCES.setdefault(key, []).append(instance)
    return instance


def _holds_for(instance: Instance, call: Call) -> bool:
    """Check `instance`'s preconditions for `call` in order: False if a pinned structure
    differs (another instance applies), a LogicError if a precondition fails first."""
    values = call.binder.values
    context = SpecContext(instance.op, call.binder)
    for requirement in instance.requirements:
        if requirement.kind == RequirementKind.STRUCTURE:
            if fold(requirement.condition, values) is not True:
                return False
            continue
        context.check(requirement)
    for promise in instance.obligations:
        if fold(promise.condition, values) is False:
            raise SpecError(instance.op, f"{promise.message} fails although every "
                            f"precondition holds ({promise.condition})", promise.where)
    return True


def run(instance: Instance, call: Call, exact_steps: bool = False,
        fast: fast_paths.Kernel | None = None) -> list[np.ndarray]:
    """Execute an instance that was instantiated for `call` (`exact_steps`: intermediates
    are not held to int32, see `interpret`), by the kernel `fast` where it gives results
    (`fast_paths`: it returns None where only the interpreter can decide the call)."""
    values = call.binder.values
    _check_dtypes(instance, call)
    shapes = [_concrete_shape(instance, out, values) for out in instance.outputs]
    if instance.definition is not None:
        ordered = [call.arrays[t.name] for t in instance.inputs]
        results = instance.definition(ordered, **call.attrs)
        for out, shape, result in zip(instance.outputs, shapes, results):
            if tuple(result.shape) != shape:
                raise SpecError(instance.op, f"definition gave {out.name} shape {result.shape}, "
                                f"the declared shape rule says {shape}", instance.where)
        return [np.ascontiguousarray(r) for r in results]
    if fast is not None and not instance.checks:
        results = fast(call.arrays, call.attrs, shapes, exact_steps)
        if results is not None:
            _check_fast(instance, call, shapes, results)
            return results
    # a check is computed first and thrown away: a fused graph rejects a call whose
    # overflow lies in an element of an intermediate that no output reads
    for check in [] if exact_steps else instance.checks:
        shape = _concrete_shape(instance, check, values)
        _fill(instance.op, call.arrays, check, check.value.xreplace(values),
              np.empty(shape, dtype=np.int32), [(0, n) for n in shape], exact_steps)
    results = []
    for out, shape in zip(instance.outputs, shapes):
        dtype = call.arrays[out.dtype.input].dtype if isinstance(out.dtype, Like) else np.int32
        result = np.empty(shape, dtype=dtype)
        _fill(instance.op, call.arrays, out, out.value.xreplace(values), result,
              [(0, n) for n in shape], exact_steps)
        results.append(result)
    return results


def _fill(op: str, arrays, out: OutputIR, value: sp.Expr, target: np.ndarray,
          ranges: list[tuple[int, int]], exact_steps: bool = False) -> None:
    """Write `value` over the index box `ranges` into `target` (a view of that box).

    A select whose condition depends on one output axis only (concatenate's pieces, say)
    splits the box along that axis into runs, each evaluated with its own branch: loop
    partitioning, so no branch is computed where it is not chosen.
    """
    interpreter = Interpreter(op, arrays, out, ranges, exact_steps)
    split = interpreter.partition(value)
    if split is None:
        target[...] = interpreter.run(value)
        return
    axis, runs = split
    lo = ranges[axis][0]
    for start, stop, branch in runs:
        box = list(ranges)
        box[axis] = (start, stop)
        view = target[(slice(None),) * axis + (slice(start - lo, stop - lo),)]
        _fill(op, arrays, out, branch, view, box, exact_steps)


def _check_fast(instance: Instance, call: Call, shapes: list[tuple[int, ...]],
                results: list[np.ndarray]) -> None:
    """A fast path gives the outputs the interpreter would build: count, shape, dtype."""
    for out, shape, result in zip(instance.outputs, shapes, results):
        dtype = call.arrays[out.dtype.input].dtype if isinstance(out.dtype, Like) else np.int32
        if tuple(result.shape) != shape or result.dtype != dtype:
            raise SpecError(instance.op, f"the fast path gave {out.name} shape {result.shape} "
                            f"and dtype {result.dtype}, the spec says {shape} and {dtype}",
                            instance.where)
    if len(results) != len(instance.outputs):
        raise SpecError(instance.op, f"the fast path gave {len(results)} outputs",
                        instance.where)


def _concrete_shape(instance: Instance, out: OutputIR, values) -> tuple[int, ...]:
    shape = []
    for k, dim in enumerate(out.shape):
        try:
            value = exact(dim, values)
        except Unresolved:
            value = dim.xreplace(values)
        if not isinstance(value, int) or value < 1:
            raise SpecError(instance.op, f"{out.name}.shape[{k}] = {dim} evaluates to {value} "
                            "although every precondition holds", instance.where)
        shape.append(int(value))
    return tuple(shape)


def _check_dtypes(instance: Instance, call: Call) -> None:
    """Movement keeps one dtype; values and indices must be integers within int32."""
    integer_tensors, same_dtype = dtype_rules(instance)
    for group in same_dtype:
        dtypes = {n: call.arrays[n].dtype for n in group}
        if len(set(dtypes.values())) > 1:
            raise LogicError(instance.op, "inputs of one dtype",
                             {f"{n}.dtype": str(d) for n, d in dtypes.items()})
    for name in integer_tensors:
        array = call.arrays[name]
        if not is_integer_dtype(array.dtype):
            raise LogicError(instance.op, f"{name} holds integers",
                             {f"{name}.dtype": str(array.dtype)})
        if array.dtype.itemsize > 4 or array.dtype == np.uint32:
            low, high = int(array.min()), int(array.max())
            if low < INT32_MIN or high > INT32_MAX:
                raise LogicError(instance.op, f"every value of {name} within int32",
                                 {f"min({name})": low, f"max({name})": high})




