"""Rank lifting: the same call with k leading unit axes on its inputs.

An axis of length 1 in front changes no element of an op that treats its leading axes alike
(elementwise ops, broadcasting, gathers and splits along an axis, reductions over listed
axes): the outputs gain the same k leading unit axes and nothing else changes. Generated
kernels use it to serve a call of any rank with the kernels of the highest rank the op
allows: a call is bound lifted by k = 0, 1, ... until a kernel takes it, and the k leading
axes are dropped from its outputs (`dropped`).

An operator declares it with `lift=` (the inputs that take the axes) and a role on each
attribute that names axes or per-axis entries, since those change with the rank (the role
classes below say which). A generated module carries each role as a plain tuple,
``(kind, *fields)`` (`Role.plain`), which the functions down to `dropped` read.

Whether an op's declaration is right is not taken on trust: `tests/test_lift.py` evaluates
drawn calls of every lifted op both ways and a wrong role is caught there; the generator
then renders only the structures lifting reaches (`structure`).

The functions down to `dropped` are plain Python: a generated module carries a copy of
them (codegen/numpy_runtime.py; the CUDA launcher has them in C).
"""

from __future__ import annotations

from dataclasses import astuple, dataclass
from typing import Any, ClassVar

from .facts import Structure, StructureKey


def lifted_call(arrays, attrs, inputs, roles, k):
    """(arrays, attrs) of a bound call with k leading unit axes on every input named in
    `inputs` (a variadic input's x0, x1, ... included) and its attributes moved with them
    by their `roles`; None when the call has no lifted form. k = 0 is the call itself.

    A call that drops every axis of its tensor (a reduction over all of them without
    keepdims, a squeeze of every axis) has none: its output is (1,) at every rank, so it
    would not gain the k axes. Nor has a squeeze of () on a tensor without unit axes."""
    if k == 0:
        return arrays, attrs
    for name, role in roles.items():
        if role[0] == "axis" and attrs.get(name) is None:
            if role[3] is None:
                return None
            inputs = role[3]  # the op's meaning without the axis lifts these
    lifted = {}
    for name, array in arrays.items():
        if is_one_of(name, inputs):
            array = array.reshape((1,) * k + array.shape)
        lifted[name] = array
    attrs = dict(attrs)
    for name, role in roles.items():
        kind, value = role[0], attrs.get(name)
        if value is None:
            continue
        if kind in ("leading", "mapping"):
            attrs[name] = (tuple(range(k)) + tuple(a + k for a in value) if kind == "mapping"
                           else (role[1],) * k + tuple(value))
            continue
        rank = input_array(arrays, role[1]).ndim
        if kind == "axis":
            attrs[name] = (lifted_axis(value, rank + role[2], k) if not isinstance(value, tuple)
                           else tuple(lifted_axis(a, rank + role[2], k) for a in value))
        elif kind == "permutation":
            order = tuple(value) or tuple(range(rank - 1, -1, -1))
            attrs[name] = tuple(range(k)) + tuple(lifted_axis(a, rank, k) for a in order)
        elif kind == "reduced":
            shifted = tuple(lifted_axis(a, rank, k) for a in value)
            reduced = rank - len(value) if attrs[role[2]] else len(value) or rank
            if reduced >= rank and not attrs[role[3]]:
                return None
            if attrs[role[2]]:  # the lifted axes are listed, so excluded from the reduction
                attrs[name] = tuple(range(k)) + shifted
            else:  # () reduces every axis: every original one, by name
                attrs[name] = shifted or tuple(range(k, k + rank))
        elif kind == "squeezed":
            if not value:
                value = tuple(j for j, n in enumerate(arrays[role[1]].shape) if n == 1)
            if not value or len(value) >= rank:
                return None
            attrs[name] = tuple(lifted_axis(a, rank, k) for a in value)
    return lifted, attrs


def is_one_of(tensor, inputs):
    """Whether the bound tensor `tensor` is one of `inputs`: x, or x0, x1, ... of x."""
    return tensor in inputs or tensor.rstrip("0123456789") in inputs


def input_array(arrays, name):
    """Input `name` of a bound call: its array, or a variadic input's first (x0)."""
    return arrays[name] if name in arrays else arrays[f"{name}0"]


def lifted_entries(role, attrs, k):
    """How many entries for the k lifted axes lead an attribute of `role` once
    `lifted_call` has lifted it: those it puts in front."""
    if role[0] in ("leading", "mapping", "permutation"):
        return k
    return k if role[0] == "reduced" and attrs[role[2]] else 0


def lifted_axis(axis, bound, k):
    """An axis of a tensor with `bound` axes (its rank, plus one where the axis may point
    past the end) after k leading axes: a non-negative one moves by k, a negative one
    counts from the end and stays; one out of range stays out of range."""
    if axis < -bound:
        return axis - k
    return axis if axis < 0 else axis + k


def dropped(outputs, k):
    """Outputs of a call lifted by k, without their k leading unit axes. An output without
    them means the op's lift is declared wrong: a RuntimeError, never a reshaped wrong
    answer."""
    if k == 0:
        return outputs
    for o in outputs:
        if o.ndim <= k or o.shape[:k] != (1,) * k:
            raise RuntimeError(f"an output of shape {o.shape} of a call lifted by {k} lacks "
                               "the leading unit axes: the op's lift roles are wrong")
    return [o.reshape(o.shape[k:]) for o in outputs]


# --- the roles as the specs declare them -------------------------------------------------


class Role:
    """What an attribute is to the axes of a tensor, so how lifting moves it."""

    kind: ClassVar[str]

    def plain(self) -> tuple:
        """The role as a generated module carries it: ``(kind, *fields)``."""
        return (self.kind, *astuple(self))


@dataclass(frozen=True)
class Axis(Role):
    """An axis of `tensor` in [-(rank+extra), rank+extra): a non-negative one moves by k.
    When it is None, `none` names the inputs lifted instead (take's indices, for
    axis=None), or is None: such a call has no lifted form."""

    kind = "axis"
    tensor: str
    extra: int = 0
    none: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Leading(Role):
    """One entry per leading axis: k entries of `fill` in front (slice's begin, end and
    strides; reshape's target_shape; tile's reps, which numpy aligns right against x's
    axes)."""

    kind = "leading"
    fill: int


@dataclass(frozen=True)
class Permutation(Role):
    """Transpose's axes of `tensor`; () is the reversed order."""

    kind = "permutation"
    tensor: str


@dataclass(frozen=True)
class Reduced(Role):
    """A reduction's axes of `tensor`, with the attributes that hold its flags: the lifted
    axes are never reduced."""

    kind = "reduced"
    tensor: str
    exclude: str
    keepdims: str


@dataclass(frozen=True)
class Squeezed(Role):
    """Squeeze's axes of `tensor`; () is every axis of length 1."""

    kind = "squeezed"
    tensor: str


@dataclass(frozen=True)
class Mapping(Role):
    """Explicit broadcast's axes_mapping into the output."""

    kind = "mapping"


def axis_of(tensor: str, extra: int = 0, none: tuple[str, ...] | None = None) -> Axis:
    return Axis(tensor, extra, None if none is None else tuple(none))


def leading(fill: int) -> Leading:
    return Leading(fill)


def permutation_of(tensor: str) -> Permutation:
    return Permutation(tensor)


def reduced_axes_of(tensor: str, exclude: str, keepdims: str) -> Reduced:
    return Reduced(tensor, exclude, keepdims)


def squeezed_axes_of(tensor: str) -> Squeezed:
    return Squeezed(tensor)


def mapping() -> Mapping:
    return Mapping()


def role_problem(spec, role: Any) -> str | None:
    """What is wrong with a declared role, or None."""
    inputs = {i.name for i in spec.inputs}
    if not isinstance(role, Role):
        return "a role is one of axis_of, leading, permutation_of, reduced_axes_of, " \
            "squeezed_axes_of, mapping as core/rank_lift.py builds it"
    tensor = getattr(role, "tensor", None)
    if tensor is not None and tensor not in inputs:
        return f"{tensor!r} is not an input"
    if isinstance(role, Reduced) and not {role.exclude, role.keepdims} <= set(spec.attr_by_name):
        return f"{role.exclude!r} or {role.keepdims!r} is not an attribute"
    if isinstance(role, Axis) and role.none is not None and not set(role.none) <= inputs:
        return f"none names {role.none}, which are not all inputs"
    return None


# --- the generator's side: which structures lifting reaches --------------------------------


def roles(spec) -> dict[str, Role]:
    """The roles of `spec`'s attributes (`roles_of`)."""
    return roles_of(spec.attrs)


def plain_roles(attrs) -> dict[str, tuple]:
    """The roles of attributes as a generated module carries them (`Role.plain`)."""
    return {name: role.plain() for name, role in roles_of(attrs).items()}


def roles_of(attrs) -> dict[str, Role]:
    """The roles of attributes: those declared, and for an attribute bound padded
    (`Ints.pad`) one entry per leading axis, its fill for an axis of length 1."""
    found = {}
    for decl in attrs:
        role = getattr(decl, "role", None)
        pad = getattr(decl, "pad", None)
        if role is None and pad is not None:
            role = Leading(1 if pad[1] == "dim" else pad[1])
        if role is not None:
            found[decl.name] = role
    return found


def structure(spec, choices: dict[str, Any]) -> dict[str, Any] | None:
    """The structure a call of structure `choices` has lifted by one axis, or None if it
    has no lifted form. A `fix` pinned under the name of an attribute with an axis role
    holds the normalised axis, so it moves too (take's and expand_dims' axis)."""
    lifted, declared = dict(choices), roles(spec)
    inputs = spec.lift
    for name, role in declared.items():
        if isinstance(role, Axis) and choices.get(StructureKey.has(name)) is False:
            if role.none is None:
                return None
            inputs = role.none
    for key, value in choices.items():
        structural = StructureKey.of(key)
        if structural is not None and structural.kind == Structure.RANK \
                and structural.subject in inputs:
            lifted[key] = value + 1
    for name, role in declared.items():
        length = choices.get(StructureKey.length(name))
        tensor = getattr(role, "tensor", None)
        rank = None if tensor is None else choices.get(StructureKey.rank(tensor))
        if isinstance(role, Axis) and name in choices:
            lifted[name] = choices[name] + 1
        elif length is None:
            continue
        elif isinstance(role, (Leading, Mapping)):
            lifted[StructureKey.length(name)] = length + 1
        elif isinstance(role, Permutation):
            lifted[StructureKey.length(name)] = (length or rank) + 1
        elif isinstance(role, Reduced):
            excluded = choices[role.exclude]
            reduced = rank - length if excluded else length or rank
            if reduced >= rank and not choices[role.keepdims]:
                return None
            lifted[StructureKey.length(name)] = length + 1 if excluded else length or rank
        elif isinstance(role, Squeezed) and length in (0, rank):
            return None
    return lifted
