"""From a concrete call (arrays and attributes) to a `Binder` that instantiates its spec.

Everything a caller can get wrong about the *form* of a call (how many inputs, ranks, zero or
oversized dims, unknown or mistyped attributes) is a LogicError raised here, before the spec
runs; everything about *values* is a precondition of the spec itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import sympy as sp

from .dsl import MAX_DIM, MAX_RANK, DimSymbol, Input, OperatorSpec, binding_order, is_ignored
from .errors import LogicError
from .facts import StructureKey
from .ir import Binder


@dataclass
class Call:
    """A concrete call: arrays by tensor name, attributes with defaults, and its binder."""

    arrays: dict[str, np.ndarray]
    attrs: dict[str, Any]
    binder: Binder


def bind_call(spec: OperatorSpec, inputs: Sequence[Any], attrs: dict[str, Any]) -> Call:
    if isinstance(inputs, np.ndarray):  # list() of it would make each row an input
        raise LogicError(spec.name, "the inputs as a list of arrays, e.g. [x]",
                         {"inputs": f"one array of shape {inputs.shape}"})
    evidence: dict[str, Any] = {}
    values: dict[sp.Symbol, int] = {}
    arrays = _bind_inputs(spec, list(inputs), evidence, values)
    concrete = _bind_attrs(spec, attrs, evidence, values)
    # sympy Integers, so that substituting into a bare symbol still yields a sympy value.
    values = {symbol: sp.Integer(v) for symbol, v in values.items()}
    return Call(arrays, concrete, Binder(evidence=evidence, values=values))


def padded(spec: OperatorSpec, arrays: dict[str, np.ndarray],
           attrs: dict[str, Any]) -> dict[str, Any]:
    """`attrs` (as bound) with every attribute that declares a `pad` extended to its
    tensor's rank: the canonical form generated kernels bind a call in (`Ints.pad`)."""
    return pad_tuples(arrays, attrs, {d.name: d.pad for d in spec.attrs
                                      if getattr(d, "pad", None) is not None})


def pad_tuples(arrays, attrs, pads):
    """`attrs` with each tuple named in `pads` ({name: (tensor, fill)}) padded to its
    tensor's rank, each missing trailing entry `fill` or, for "dim", the axis's length.
    Plain Python: a generated module whose op declares a pad carries a copy of it."""
    attrs = dict(attrs)
    for name, (tensor, fill) in pads.items():
        value = attrs.get(name)
        if value is None or tensor not in arrays or len(value) >= arrays[tensor].ndim:
            continue
        shape = arrays[tensor].shape
        attrs[name] = tuple(value) + tuple(shape[k] if fill == "dim" else fill
                                           for k in range(len(value), len(shape)))
    return attrs


def is_canonical(spec: OperatorSpec, structure: dict[str, Any]) -> bool:
    """Whether a structure is one `padded` calls reach: every padded attribute as long as
    its tensor's rank (a longer one is the spec's to reject)."""
    for decl in spec.attrs:
        pad = getattr(decl, "pad", None)
        if pad is None:
            continue
        length = structure.get(StructureKey.length(decl.name))
        rank = structure.get(StructureKey.rank(pad[0]))
        if length is not None and rank is not None and length < rank:
            return False
    return True


def _signature(spec: OperatorSpec) -> str:
    parts = []
    for decl in spec.inputs:
        name = f"{decl.name}0, {decl.name}1, ..." if decl.variadic else decl.name
        parts.append(f"[{name}]" if decl.optional else name)
    return ", ".join(parts)


def _bind_inputs(spec, inputs, evidence, values) -> dict[str, np.ndarray]:
    decls = spec.inputs
    # An absent optional input may be passed as None or left out.
    if len(inputs) < len(decls) and not any(d.variadic for d in decls):
        inputs = inputs + [None] * (len(decls) - len(inputs))
    variadic = any(d.variadic for d in decls)
    if (not variadic and len(inputs) != len(decls)) or (variadic and not inputs):
        raise LogicError(spec.name, f"inputs ({_signature(spec)})",
                         {"number of inputs": len(inputs)})
    arrays: dict[str, np.ndarray] = {}
    for pos, decl in enumerate(decls):
        if decl.variadic:
            group = inputs[pos:]
            evidence[StructureKey.count(decl.name)] = len(group)
            names = [f"{decl.name}{k}" for k in range(len(group))]
        else:
            group, names = [inputs[pos]], [decl.name]
        if group[0] is None:
            if not decl.optional:
                raise LogicError(spec.name, f"input {decl.name}", {decl.name: None})
            evidence[StructureKey.has(decl.name)] = False
            continue
        if decl.optional:
            evidence[StructureKey.has(decl.name)] = True
        ranks = set()
        for name, array in zip(names, group):
            array = _as_array(spec, name, array, decl)
            ranks.add(array.ndim)
            arrays[name] = array
            for k, n in enumerate(array.shape):
                values[DimSymbol(name, k)] = int(n)
        if len(ranks) > 1:
            raise LogicError(spec.name, f"inputs {names[0]}..{names[-1]} of equal rank",
                             {f"rank of {n}": arrays[n].ndim for n in names})
        evidence[StructureKey.rank(decl.name)] = ranks.pop()
    return arrays


def check_dims(op: str, name: str, shape: tuple[int, ...]) -> None:
    """The runtime's limit on every dim of an input: 1..2^24."""
    if any(not 1 <= n <= MAX_DIM for n in shape):
        raise LogicError(op, f"every dim of {name} in 1..2^24", {f"{name}.shape": shape})


def _as_array(spec: OperatorSpec, name: str, array: Any, decl: Input) -> np.ndarray:
    if array is None:
        raise LogicError(spec.name, f"input {name}", {name: None})
    try:
        array = np.asarray(array)
    except (ValueError, TypeError) as error:  # ragged nested lists, say
        raise LogicError(spec.name, f"input {name} to be an array",
                         {name: f"{type(array).__name__} ({error})"}) from None
    if not 1 <= array.ndim <= MAX_RANK:
        raise LogicError(spec.name, f"rank of {name} in 1..{MAX_RANK}",
                         {f"{name}.shape": array.shape})
    check_dims(spec.name, name, array.shape)
    if decl.indices and not is_integer_dtype(array.dtype):
        raise LogicError(spec.name, f"{name} holds integer indices", {f"{name}.dtype": array.dtype})
    return array


def is_integer_dtype(dtype: np.dtype) -> bool:
    """Signed or unsigned integers; not bool, and not timedelta (which numpy files under
    the integers)."""
    return dtype.kind in "iu"


def _bind_attrs(spec, attrs, evidence, values) -> dict[str, Any]:
    unknown = sorted(set(attrs) - set(spec.attr_by_name))
    if unknown:
        known = ", ".join(spec.attr_by_name) or "none"
        raise LogicError(spec.name, f"known attributes ({known})", {"unknown": unknown})
    concrete: dict[str, Any] = {}
    for decl in binding_order(spec.attrs):
        if is_ignored(decl, concrete):
            concrete[decl.name] = None  # e.g. a higher-priority attribute is given
            continue
        if decl.name in attrs:
            value = attrs[decl.name]
        elif decl.required:
            raise LogicError(spec.name, f"attribute {decl.name}", {decl.name: "missing"})
        else:
            value = decl.default
        concrete[decl.name] = decl.bind(spec.name, value, evidence, values)
    return concrete
