"""A piece's verdicts as plain data and back: what the proof cache keeps of a piece.

`piece_data` writes a piece as dicts, lists, strings and numbers (each result as its JSON
report writes it, `Result.as_dict`, with the unsat core beside); `piece_of` reads one back
and checks every field's type on the way, so that a stored piece that is not one (another
layout, an edit that kept the MAC right) raises `ValueError`: a miss, never a wrong
verdict. The sympy instance a result may carry is not kept: only replay needs it.
"""

from __future__ import annotations

from typing import Any

from ..core.verdict import Status
from .piece import Piece
from .solve import Counterexample
from .verdicts import Result

# the fields of a result and their types, as `Result.as_dict` writes them (plus its core)
_TEXT = ("op", "obligation", "detail", "structure", "bound", "reason", "subject", "where",
         "stability")
_STATUSES = {Status.PROVEN, Status.REFUTED, Status.UNKNOWN}


def piece_data(piece: Piece) -> dict[str, Any]:
    """`piece` as plain data."""
    return {"op": piece.op, "rank": piece.rank, "instances": piece.instances,
            "covered": piece.covered, "stated": sorted(piece.stated),
            "used": sorted(piece.used),
            "results": [{**r.as_dict(), "core": list(r.core)} for r in piece.results]}


def piece_of(data: Any) -> Piece:
    """The piece `data` describes; ValueError where it describes none."""
    data = _fields(data, {"op": str, "rank": int, "instances": int, "covered": int,
                          "stated": list, "used": list, "results": list}, "piece")
    return Piece(data["op"], data["rank"], [_result(r) for r in data["results"]],
                 data["instances"], data["covered"], set(_texts(data["stated"])),
                 set(_texts(data["used"])))


def _result(data: Any) -> Result:
    data = _fields(data, {**{name: str for name in _TEXT}, "rank": int, "status": str,
                          "seconds": (int, float), "steps": int, "wall_clock": bool,
                          "core": list, "counterexample": (dict, type(None))}, "result")
    if data["status"] not in _STATUSES:
        raise ValueError(f"a result's status is one of {sorted(_STATUSES)}")
    found = data["counterexample"]
    counterexample = None
    if found is not None:
        found = _fields(found, {"values": dict, "shown": dict}, "counterexample")
        counterexample = Counterexample(_numbers(found["values"]), _numbers(found["shown"]))
    return Result(**{name: data[name] for name in _TEXT}, rank=data["rank"],
                  status=Status(data["status"]), seconds=float(data["seconds"]),
                  counterexample=counterexample, core=_texts(data["core"]),
                  steps=data["steps"], wall_clock=data["wall_clock"])


def _fields(data: Any, types: dict[str, Any], what: str) -> dict[str, Any]:
    """`data`, a dict with exactly these fields of these types, or ValueError."""
    if not isinstance(data, dict) or set(data) != set(types):
        raise ValueError(f"a {what} has the fields {sorted(types)}")
    for name, kind in types.items():
        if not isinstance(data[name], kind) or (kind is int and isinstance(data[name], bool)):
            raise ValueError(f"a {what}'s {name} is a {kind}")
    return data


def _texts(items: list) -> list[str]:
    if not all(isinstance(item, str) for item in items):
        raise ValueError("a list of texts")
    return items


def _numbers(values: dict) -> dict[str, int]:
    if not all(isinstance(v, int) for v in values.values()):  # bools are ints too
        raise ValueError("a counterexample's values are whole numbers")
    return values
