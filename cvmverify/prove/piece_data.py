"""A piece's verdicts as plain data and back: what the proof cache keeps of a piece.

`piece_data` writes a piece as dicts, lists, strings and numbers (each result a row of
`COLUMNS`, the fields `Result.as_dict` writes and the unsat core); `piece_of` reads one
back and checks every field's type on the way, so that a stored piece that is not one (another
layout, an edit that kept the MAC right) raises `ValueError`: a miss, never a wrong
verdict. The sympy instance a result may carry is not kept: only replay needs it.
"""

from __future__ import annotations

from typing import Any

from ..core.verdict import Status
from .piece import Piece
from .solve import Counterexample
from .verdicts import Result

# a result as a row, its fields in this order: most of a warm run's reading is its tens
# of thousands of results, so each is a list checked against these types in one pass
COLUMNS = ("op", "obligation", "detail", "rank", "structure", "status", "seconds", "bound",
           "reason", "subject", "where", "stability", "steps", "wall_clock", "core",
           "counterexample")
_TYPES = (str, str, str, int, str, str, (int, float), str, str, str, str, str, int, bool,
          list, (dict, type(None)))
_STATUSES = {status.value: status for status in (Status.PROVEN, Status.REFUTED,
                                                 Status.UNKNOWN)}


def piece_data(piece: Piece) -> dict[str, Any]:
    """`piece` as plain data: its counts, and its results as rows of `COLUMNS`."""
    rows = []
    for r in piece.results:
        found = r.counterexample
        rows.append([r.op, r.obligation, r.detail, r.rank, r.structure, str(r.status),
                     r.seconds, r.bound, r.reason, r.subject, r.where, r.stability, r.steps,
                     r.wall_clock, list(r.core), None if found is None else
                     {"values": found.values, "shown": found.shown}])
    return {"op": piece.op, "rank": piece.rank, "instances": piece.instances,
            "covered": piece.covered, "stated": sorted(piece.stated),
            "used": sorted(piece.used), "columns": list(COLUMNS), "results": rows}


def piece_of(data: Any) -> Piece:
    """The piece `data` describes; ValueError where it describes none."""
    if not isinstance(data, dict) or set(data) != _PIECE or data["columns"] != list(COLUMNS):
        raise ValueError(f"a piece has the fields {sorted(_PIECE)} and results of {COLUMNS}")
    for name, kind in (("op", str), ("rank", int), ("instances", int), ("covered", int),
                       ("results", list)):
        if not isinstance(data[name], kind):
            raise ValueError(f"a piece's {name} is a {kind.__name__}")
    return Piece(data["op"], data["rank"], [_result(row) for row in data["results"]],
                 data["instances"], data["covered"], set(_texts(data["stated"])),
                 set(_texts(data["used"])))


_PIECE = {"op", "rank", "instances", "covered", "stated", "used", "columns", "results"}


def _result(row: Any) -> Result:
    if not (isinstance(row, list) and len(row) == len(COLUMNS)
            and all(map(isinstance, row, _TYPES))):
        raise ValueError(f"a result is a row of {COLUMNS} of the types {_TYPES}")
    (op, obligation, detail, rank, structure, status, seconds, bound, reason, subject,
     where, stability, steps, wall_clock, core, found) = row
    if status not in _STATUSES:
        raise ValueError(f"a result's status is one of {sorted(_STATUSES)}")
    counterexample = None
    if found is not None:
        if set(found) != {"values", "shown"}:
            raise ValueError("a counterexample has the fields values and shown")
        counterexample = Counterexample(_numbers(found["values"]), _numbers(found["shown"]))
    return Result(op=op, obligation=obligation, detail=detail, rank=rank,
                  structure=structure, status=_STATUSES[status], seconds=float(seconds),
                  bound=bound, counterexample=counterexample, reason=reason, subject=subject,
                  core=_texts(core), where=where, stability=stability, steps=steps,
                  wall_clock=wall_clock)


def _texts(items: Any) -> list[str]:
    if not (isinstance(items, list) and all(isinstance(item, str) for item in items)):
        raise ValueError("a list of texts")
    return items


def _numbers(values: Any) -> dict[str, int]:
    if not (isinstance(values, dict) and all(isinstance(v, int) for v in values.values())):
        raise ValueError("a counterexample's values are whole numbers")  # bools are ints
    return values
