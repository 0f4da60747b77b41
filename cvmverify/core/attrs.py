"""Attribute kinds: `Int`, `Ints`, `Bool` and `Choice`, each a class that owns its forms.

Every pass that meets an attribute asks its declaration, never which kind it is: the value
a spec body sees (`symbolic`), the binding of a call's value (`bind`), the solver's unknowns
(`unknowns`), the forms a checker passes it in (`dressed`, `redressed`, `ignored_value`), its
C form (the launcher's macros named after its `kind`, in templates/cuda/attr_kinds.cu.j2,
with `words` and `c_value`), the shell's shorthand (`from_shell`) and the table row a
generated NumPy runtime binds it by (`runtime_row`). The value binders
the kinds bind with are plain Python: the runtime carries a copy of them, so that a
generated kernel and the evaluator bind a call with the same code.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

import numpy as np
import sympy as sp

from .errors import LogicError
from .facts import RequirementKind, StructureKey

MAX_RANK = 6  # of a tensor; so also the longest tuple of axes the prover tries
ATTR_MIN, ATTR_MAX = 0, 4096

MISSING: Any = type("Missing", (), {"__repr__": lambda self: "<required>"})()


def attr_symbol(name: str, entry: int | None = None) -> sp.Symbol:
    return sp.Symbol(name if entry is None else f"{name}[{entry}]", integer=True)


@functools.lru_cache(maxsize=8192)
def within(value: Any, lo: int, hi: int) -> Any:
    """lo <= value <= hi, built without sympy's simplification (a declared range is checked
    for every attribute of every instance, and simplifying it finds nothing). Built once
    per value: even unsimplified, sympy's And orders and screens its arguments, and
    enumerating an operator's structures asks for the same attribute's range each time."""
    return sp.And(sp.Le(lo, value, evaluate=False), sp.Le(value, hi, evaluate=False),
                  evaluate=False)


# --- binding a value: plain Python, copied into the generated NumPy runtime -------------------


def is_int(value):
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def wrong_attr(op, name, value, expected):
    return LogicError(op, f"attribute {name} to be {expected}", {name: repr(value)})


def bind_bool(op, name, value, evidence):
    if not isinstance(value, (bool, np.bool_)):
        raise wrong_attr(op, name, value, "a bool")
    evidence[name] = bool(value)
    return bool(value)


def bind_choice(op, name, value, evidence, choices):
    if not isinstance(value, str) or value not in choices:
        raise wrong_attr(op, name, value, "one of " + ", ".join(map(repr, choices)))
    evidence[name] = value
    return value


def bind_int(op, name, value, evidence, optional=False):
    if optional:
        evidence[f"has:{name}"] = value is not None
        if value is None:
            return None
    if not is_int(value):
        raise wrong_attr(op, name, value, "an int" + (" or None" if optional else ""))
    return int(value)


def bind_ints(op, name, value, evidence, length=None, min_length=0, max_length=None,
              scalar=False, optional=False):
    if optional:
        evidence[f"has:{name}"] = value is not None
        if value is None:
            return None
    if scalar and is_int(value):
        value = (int(value),) * (length or 1)
    if isinstance(value, np.ndarray):
        value = value.tolist()
    if not isinstance(value, (tuple, list)) or not all(is_int(v) for v in value):
        raise wrong_attr(op, name, value,
                         f"a tuple of {length} ints" if length else "a tuple of ints")
    if length is not None and len(value) != length:
        raise wrong_attr(op, name, value, f"a tuple of {length} ints")
    if len(value) < min_length:
        raise wrong_attr(op, name, value, f"a tuple of at least {min_length} ints")
    if max_length is not None and len(value) > max_length:
        raise wrong_attr(op, name, value, f"a tuple of at most {max_length} ints")
    evidence[f"len:{name}"] = len(value)
    return tuple(int(v) for v in value)


# --- the kinds ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Attr:
    """An attribute. `ignored_if` lists what makes this one ignored (bound to None, neither
    validated nor enumerated): an attribute's name (ignored when that one is given, a
    priority rule such as split's) or a (name, value) pair (ignored when it has that value,
    such as an explicit-mode attribute in numpy mode)."""

    name: str
    default: Any = MISSING
    doc: str = ""
    ignored_if: tuple[str, ...] = ()
    role: tuple | None = None  # what it names when the call is lifted (core/rank_lift.py)

    kind: ClassVar[str]  # its name: in listings, and of its C macros
    binder: ClassVar[Callable]  # its plain value binder (above), shared with the runtime
    tuple_valued: ClassVar[bool] = False  # whether a value has a length of its own

    @property
    def required(self) -> bool:
        return self.default is MISSING

    @property
    def optional(self) -> bool:
        """Whether None is a value (the integer kinds declare it)."""
        return False

    @property
    def structural_values(self) -> tuple:
        """Its values if each is a structure of its own (a flag's, a mode's), else ()."""
        return ()

    def symbolic(self, ctx, binder, where: str) -> Any:
        """The value a spec body sees: a structural choice, or symbols under their range."""
        return binder.choose(self.name, self.structural_values)

    def bind(self, op: str, value: Any, evidence: dict, values: dict) -> Any:
        """`value` as a call passes it, checked and bound: the structural choices it makes go
        into `evidence`, the values of its symbols into `values`."""
        return self.binder(op, self.name, value, evidence, **self.binder_options())

    def runtime_row(self, default: str) -> str:
        """Its row of a generated module's attribute table (`_bind` of the NumPy runtime):
        the same binder as `bind`, named, with its options."""
        return (f"({self.name!r}, {self.binder.__name__}, {default}, "
                f"{tuple(self.ignored_if)!r}, {self.binder_options()!r})")

    def binder_options(self) -> dict:
        """The keywords its binder takes besides the value."""
        return {}

    def unknowns(self, value: Any) -> list[tuple[sp.Symbol, int | None]]:
        """The integer unknowns of a bound value, each with its entry (None: the whole)."""
        return []

    def default_entry(self, entry: int | None) -> int | None:
        """The declared default of one unknown (entry `entry` of a tuple), or None."""
        default = self.default
        if isinstance(default, tuple):
            return default[entry] if entry is not None and entry < len(default) else None
        return default if isinstance(default, int) and not isinstance(default, bool) else None

    def dressed(self, value: Any, rng: np.random.Generator) -> Any:
        """`value` in a form a caller may also pass it in, drawn now and then."""
        return value

    def redressed(self, given: Any, value: Any) -> Any:
        """`value` in the form `given` was passed in."""
        return value

    def ignored_value(self, rng: np.random.Generator) -> Any:
        """A value a caller might pass although the op ignores it."""
        return int(rng.integers(1, 5))

    def near(self, value: Any, rng: np.random.Generator, magnitude: int) -> Any:
        """A bound value with its integer drawn within ±`magnitude` (the data's range,
        where a threshold matters); other kinds keep theirs."""
        return value

    def words(self) -> str:
        """What its values are, in words."""
        raise NotImplementedError

    def c_value(self, value: Any) -> int:
        """`value` as the integer a C launcher holds it as."""
        raise NotImplementedError(f"{self.name} == {value!r} has no C integer")

    def from_shell(self, op: str, value: Any) -> Any:
        """A value parsed from the command line, its shorthands spelt out."""
        return value

    def listing(self) -> str:
        """Its kind as `cvmverify list` shows it."""
        return self.kind


@dataclass(frozen=True)
class Int(Attr):
    """An integer attribute in [lo, hi]; `optional` admits None."""

    lo: int = ATTR_MIN
    hi: int = ATTR_MAX
    optional: bool = False

    kind: ClassVar[str] = "int"

    def symbolic(self, ctx, binder, where: str) -> Any:
        if self.optional and not binder.choose(StructureKey.has(self.name), (False, True)):
            return None
        value = attr_symbol(self.name)
        ctx.require(within(value, self.lo, self.hi), f"{self.name} in [{self.lo}, {self.hi}]",
                    kind=RequirementKind.DOMAIN, where=where)
        return value

    def bind(self, op: str, value: Any, evidence: dict, values: dict) -> Any:
        bound = super().bind(op, value, evidence, values)
        if bound is not None:
            values[attr_symbol(self.name)] = bound
        return bound

    binder = staticmethod(bind_int)

    def binder_options(self) -> dict:
        return {"optional": True} if self.optional else {}

    def unknowns(self, value: Any) -> list[tuple[sp.Symbol, int | None]]:
        return [(value, None)] if isinstance(value, sp.Symbol) else []

    def ignored_value(self, rng: np.random.Generator) -> Any:
        lo, hi = max(self.lo, 1), min(self.hi, 4)
        return int(rng.integers(lo, hi + 1))

    def near(self, value: Any, rng: np.random.Generator, magnitude: int) -> Any:
        if value is None:
            return None
        low = max(self.lo, -magnitude)
        return int(rng.integers(low, max(low, min(self.hi, magnitude)), endpoint=True))

    def words(self) -> str:
        return f"int in [{self.lo}, {self.hi}]"

    def c_value(self, value: Any) -> int:
        return int(value)


@dataclass(frozen=True)
class Bool(Attr):
    """A flag (structural: each value is its own instance)."""

    kind: ClassVar[str] = "bool"

    @property
    def structural_values(self) -> tuple:
        return (False, True)

    binder = staticmethod(bind_bool)

    def words(self) -> str:
        return "bool"

    def c_value(self, value: Any) -> int:
        return int(value)


@dataclass(frozen=True)
class Choice(Attr):
    """One of `options` (structural)."""

    options: tuple[str, ...] = ()

    kind: ClassVar[str] = "choice"

    @property
    def structural_values(self) -> tuple:
        return tuple(self.options)

    binder = staticmethod(bind_choice)

    def binder_options(self) -> dict:
        return {"choices": tuple(self.options)}

    def words(self) -> str:
        return "one of " + ", ".join(self.options)

    def c_value(self, value: Any) -> int:
        return self.options.index(value)  # a launcher holds a mode by its position

    def listing(self) -> str:
        return self.kind + "{" + "|".join(self.options) + "}"


@dataclass(frozen=True)
class Ints(Attr):
    """A tuple of integers, each in [lo, hi]. Its length is structural.

    `length` fixes the length (a pair: 2); `scalar` also accepts one int for all entries;
    `optional` admits None; `max_length`, when given, is a rule. The prover tries lengths
    `min_length` to `max_length` (to `MAX_RANK` when there is no rule: a stated bound).

    `pad` = (tensor, fill) says that a call may leave out trailing entries, each standing for
    `fill` on that axis of input `tensor` (an int, or "dim": the axis's length): slice's
    `end` is ("x", "dim"). Generated kernels bind such an attribute padded to the tensor's
    rank (`bind.padded`), so its length does not multiply their structures; a test holds
    every declared pad to the spec.
    """

    lo: int = ATTR_MIN
    hi: int = ATTR_MAX
    length: int | None = None
    scalar: bool = False
    optional: bool = False
    min_length: int = 0
    max_length: int | None = None
    pad: tuple[str, int | str] | None = None

    kind: ClassVar[str] = "ints"
    tuple_valued: ClassVar[bool] = True

    def symbolic(self, ctx, binder, where: str) -> Any:
        if self.optional and not binder.choose(StructureKey.has(self.name), (False, True)):
            return None
        lengths = (self.length,) if self.length is not None else range(
            self.min_length, (self.max_length or MAX_RANK) + 1)
        length = binder.choose(StructureKey.length(self.name), lengths)
        values = tuple(attr_symbol(self.name, k) for k in range(length))
        for v in values:
            ctx.require(within(v, self.lo, self.hi),
                        f"every entry of {self.name} in [{self.lo}, {self.hi}]",
                        kind=RequirementKind.DOMAIN, where=where)
        return values

    def bind(self, op: str, value: Any, evidence: dict, values: dict) -> Any:
        bound = super().bind(op, value, evidence, values)
        for k, v in enumerate(bound or ()):
            values[attr_symbol(self.name, k)] = v
        return bound

    binder = staticmethod(bind_ints)

    def binder_options(self) -> dict:
        options = {key: getattr(self, key) for key in ("length", "max_length")
                   if getattr(self, key) is not None}
        options.update({key: getattr(self, key) for key in ("min_length", "scalar", "optional")
                        if getattr(self, key)})
        return options

    def unknowns(self, value: Any) -> list[tuple[sp.Symbol, int | None]]:
        return [(v, k) for k, v in enumerate(value or ()) if isinstance(v, sp.Symbol)]

    def dressed(self, value: Any, rng: np.random.Generator) -> Any:
        if self.scalar and isinstance(value, tuple) and value and len(set(value)) == 1 \
                and rng.random() < 0.3:
            return value[0]  # one int for all entries
        return value

    def redressed(self, given: Any, value: Any) -> Any:
        if isinstance(given, int) and isinstance(value, tuple) and len(set(value)) == 1:
            return value[0]
        return value

    def ignored_value(self, rng: np.random.Generator) -> Any:
        lo, hi = max(self.lo, 1), min(self.hi, 4)
        return tuple(int(v) for v in rng.integers(lo, hi + 1, size=int(rng.integers(1, 4))))

    def words(self) -> str:
        size = f"{self.length} ints" if self.length else "ints"
        return f"{size} in [{self.lo}, {self.hi}]" + (", or one for all" if self.scalar else "")

    def from_shell(self, op: str, value: Any) -> Any:
        """One int for the tuple, the shell's shorthand, where the spec gives it a meaning:
        the spec takes one int itself (`scalar`), or the tuple has a fixed length and the int
        stands for every entry (pool_size=2 is (2, 2)). A tuple of any length has no such
        meaning (is begin=-1 one entry or every axis?): the message says what to write."""
        if not isinstance(value, int) or isinstance(value, bool) or self.scalar:
            return value
        if self.length:
            return [value] * self.length
        raise LogicError(op, f"{self.name} as a tuple: write `{self.name}={value},` for one "
                         f"entry, or `{self.name}={value},{value}` for two", {self.name: value})
