"""The facts an instance states, as types rather than strings to decode.

- An output's element type (`Dtype`): `INT32` for a computed output, whose every element is
  checked to fit int32, or `Like(input)` for one that only moves `input`'s elements and so
  keeps its element type.
- A structural choice (`StructureKey`): the rank of an input, the length of a tuple
  attribute, whether an optional input or attribute is given, the number of a variadic
  input's tensors. Its text ("rank:x") is what reports, kernel tables and generated
  modules show, so a key is a `str` that also knows its parts.
- What a precondition is for (`RequirementKind`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


@dataclass(frozen=True)
class Int32:
    """The element type of a computed output: int32, every element checked to fit."""

    def __str__(self) -> str:
        return "int32"


INT32 = Int32()


@dataclass(frozen=True)
class Like:
    """The element type of input `input`: an output that only moves that input's elements
    (its formula selects among reads of it) keeps their type."""

    input: str

    def __str__(self) -> str:
        return f"like:{self.input}"


Dtype = Int32 | Like


class Structure(StrEnum):
    """What a structural choice fixes."""

    RANK = "rank"    # the rank of an input
    LEN = "len"      # the length of a tuple attribute
    HAS = "has"      # whether an optional input or attribute is given
    COUNT = "count"  # how many tensors a variadic input holds


class StructureKey(str):
    """The key of a structural choice, ``"<kind>:<subject>"``: the text is the key a binder,
    a kernel table or a report uses; `kind` and `subject` say what it means."""

    kind: Structure
    subject: str

    def __new__(cls, kind: Structure, subject: str) -> StructureKey:
        key = super().__new__(cls, f"{kind}:{subject}")
        key.kind, key.subject = Structure(kind), subject
        return key

    def __getnewargs__(self) -> tuple[Structure, str]:
        return self.kind, self.subject

    @classmethod
    def rank(cls, tensor: str) -> StructureKey:
        return cls(Structure.RANK, tensor)

    @classmethod
    def length(cls, attr: str) -> StructureKey:
        return cls(Structure.LEN, attr)

    @classmethod
    def has(cls, name: str) -> StructureKey:
        return cls(Structure.HAS, name)

    @classmethod
    def count(cls, tensor: str) -> StructureKey:
        return cls(Structure.COUNT, tensor)

    @classmethod
    def of(cls, key: str) -> StructureKey | None:
        """The structure key a key read back as text stands for (a structure saved to a
        file, say), or None for a key of another choice: an attribute's value, a `fix`."""
        if isinstance(key, StructureKey):
            return key
        kind, colon, subject = key.partition(":")
        known = colon and kind in {k.value for k in Structure}
        return cls(Structure(kind), subject) if known else None


def kind_of(key: str) -> Structure | None:
    """What the choice `key` fixes, or None for a choice other than a structure key."""
    found = StructureKey.of(key)
    return None if found is None else found.kind


class RequirementKind(StrEnum):
    """What a precondition is for."""

    USER = "user"                # the op's own rule
    DOMAIN = "domain"            # an attribute's declared range
    LIMIT = "limit"              # the runtime's per-dim and rank limits
    SIZE = "size"                # the runtime's tensor size limit
    STRUCTURE = "structure"      # pins a quantity the instance's shape depends on
    OBLIGATION = "obligation"    # a promise of the spec, for the prover to prove, not assume


def named_structure(message: str, evidence) -> dict:
    """The ranks and tuple lengths of a call's structure (`evidence`: a dict or pairs, keyed
    "rank:x", "len:axes") whose subjects `message` names: the values a precondition decided
    by the structure alone (``len(axes) <= x.rank``) was about, as a LogicError shows them."""
    words = set(re.findall(r"\w+", message))
    shown = {}
    for key, value in sorted(dict(evidence).items()):  # the same order, however bound
        kind, _, subject = key.partition(":")
        if subject in words and kind in ("rank", "len"):
            shown[f"{subject}.rank" if kind == "rank" else f"len({subject})"] = value
    return shown
