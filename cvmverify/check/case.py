"""A check case: one concrete call of an operator, and its exact JSON form.

A case is what a kernel is called with (input arrays and attributes) plus what the checker
knows about it: whether it is valid (the reference accepts it) or which precondition it
breaks, the structure it was drawn from, and the output layout (shapes and dtypes) that a
C kernel gets preallocated. Arrays are stored in JSON bit-exactly (dtype, shape, base64 of
the row-major bytes), with their values alongside when they are small enough to read.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Any

import numpy as np

READABLE_ELEMENTS = 64  # arrays up to this size also carry their values as nested lists


@dataclass
class Case:
    op: str
    seed: int
    index: int
    valid: bool
    inputs: list[np.ndarray]
    attrs: dict[str, Any]
    layout: list[tuple[tuple[int, ...], str]]     # per output: shape and dtype name
    structure: dict[str, Any] = field(default_factory=dict)
    violated: str = ""                            # the broken precondition (invalid cases)
    profile: str = ""                             # how the case was drawn, for the report
    # the input precisions of a case drawn under the runtime's contract (None: strict)
    precisions: tuple[int, ...] | None = None

    @property
    def ident(self) -> str:
        """``op:seed=S:valid#I``: the three things the case is reproduced from."""
        return f"{self.op}:seed={self.seed}:{'valid' if self.valid else 'invalid'}#{self.index}"

    @property
    def shapes(self) -> list[tuple[int, ...]]:
        return [tuple(int(n) for n in x.shape) for x in self.inputs]

    def describe(self) -> str:
        given = self.precisions or [None] * len(self.inputs)
        shapes = ", ".join(f"{x.dtype}{list(x.shape)}" + ("" if p is None else f" p={p}")
                           for x, p in zip(self.inputs, given))
        attrs = ", ".join(f"{k}={v!r}" for k, v in self.attrs.items())
        return f"{self.op}({shapes}{'; ' + attrs if attrs else ''})"

    def copy(self, **changes: Any) -> "Case":
        fields = {**self.__dict__, **changes}
        fields["inputs"] = [np.array(x, copy=True) for x in fields["inputs"]]
        fields["attrs"] = dict(fields["attrs"])
        return Case(**fields)

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "seed": self.seed, "index": self.index, "valid": self.valid,
                "id": self.ident, "profile": self.profile, "violated": self.violated,
                "structure": {k: _plain(v) for k, v in self.structure.items()},
                "attrs": {k: _plain(v) for k, v in self.attrs.items()},
                "inputs": [array_to_json(x) for x in self.inputs],
                "layout": [{"shape": list(s), "dtype": d} for s, d in self.layout],
                **({"precisions": list(self.precisions)} if self.precisions else {})}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Case":
        return cls(op=data["op"], seed=int(data.get("seed", 0)), index=int(data.get("index", 0)),
                   valid=bool(data["valid"]),
                   inputs=[array_from_json(x) for x in data["inputs"]],
                   attrs={k: _tupled(v) for k, v in data["attrs"].items()},
                   layout=[(tuple(o["shape"]), o["dtype"]) for o in data.get("layout", [])],
                   structure=dict(data.get("structure", {})),
                   violated=data.get("violated", ""), profile=data.get("profile", ""),
                   precisions=tuple(data["precisions"]) if data.get("precisions") else None)


def array_to_json(array: np.ndarray) -> dict[str, Any]:
    array = np.ascontiguousarray(array)
    data: dict[str, Any] = {"dtype": array.dtype.str, "shape": list(array.shape),
                            "bytes": base64.b64encode(array.tobytes()).decode("ascii")}
    if array.size <= READABLE_ELEMENTS:
        data["values"] = array.tolist()
    return data


def array_from_json(data: dict[str, Any]) -> np.ndarray:
    raw = base64.b64decode(data["bytes"])
    return np.frombuffer(raw, dtype=np.dtype(data["dtype"])).reshape(data["shape"]).copy()


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    return value


def _tupled(value: Any) -> Any:
    """Attributes come back from JSON as lists; the kernels were called with tuples."""
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value
