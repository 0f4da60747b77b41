"""The proof cache for identities: the verdict of an identity file kept on disk, so that an
identity whose inputs did not change is not proven again.

An identity's key is a hash of everything its verdict depends on: the identity as read
(its sides with any graph file they name, its inputs, assumptions and claims), the spec
fingerprint of every operator its sides apply, the source of the layers the equivalence
engine runs on (`EQUIV_LAYERS`), z3's version, and the options. A verdict the wall clock
had a part in (`Verdict.wall_clock`) is never kept: it may be decided next time. The
verdicts live beside the prove cache's pieces, in their own subfolder, as signed plain data
(`prove.store`): `verdict_data` writes one, `verdict_of` reads it back checking each field.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from ..core import registry
from ..core.verdict import Status
from ..equiv.confirm import Difference
from ..equiv.engine import Counterexample, Verdict
from ..equiv.template import Identity
from ..prove.cache import cache_key, package_fingerprint, spec_fingerprint
from ..prove.store import Store

FORMAT = 4  # bump when what a stored verdict holds changes (4: signed JSON)
KIND = "equiv"  # the cache's subfolder
EQUIV_LAYERS = ("core", "equiv")
# the element types a counterexample's inputs may have: numbers, never Python objects
DTYPES = {"bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}


def identity_key(identity: Identity, options: dict[str, Any]) -> str:
    """The key of `identity` (as read from its file: every field but where it was read
    from) under `options`."""
    ops = sorted({node["op"] for side in (identity.lhs, identity.rhs) for node in side.nodes})
    return cache_key(f"format {FORMAT}", package_fingerprint(EQUIV_LAYERS),
                     repr(replace(identity, source="")),
                     *(f"{op} {spec_fingerprint(registry.get(op))}" for op in ops),
                     repr(sorted(options.items())))


def entries(directory: Path | Store) -> Store:
    return directory if isinstance(directory, Store) else Store(directory, KIND)


def cached_verdict(directory: Path | Store, key: str) -> Verdict | None:
    """The verdict kept under `key`, or None (missing, or refused: see `prove.store`)."""
    content = entries(directory).read(key)
    try:
        return verdict_of(content["verdict"]) if isinstance(content, dict) else None
    except (KeyError, ValueError, TypeError):
        return None


def keep(directory: Path | Store, key: str, verdict: Verdict,
         about: dict[str, Any] | None = None) -> None:
    """Keep `verdict` under `key` unless the wall clock had a part in it; `about` says what
    it answers (the identity's file, the options), for `cvmverify cache verify`."""
    if not verdict.wall_clock:
        entries(directory).write(key, {"about": about or {}, "verdict": verdict_data(verdict)})


def verdict_data(verdict: Verdict) -> dict[str, Any]:
    """`verdict` as plain data."""
    found = verdict.counterexample
    return {"status": verdict.status, "identity": verdict.identity, "bound": verdict.bound,
            "seconds": verdict.seconds, "reason": verdict.reason, "expect": verdict.expect,
            "summary": verdict.summary, "source": verdict.source,
            "wall_clock": verdict.wall_clock, "accepts_bounded": verdict.accepts_bounded,
            "counterexample": None if found is None else {
                "shapes": {k: list(v) for k, v in found.shapes.items()},
                "params": found.params,
                "inputs": {k: {"dtype": str(a.dtype), "shape": list(a.shape),
                               "values": a.reshape(-1).tolist()}
                           for k, a in found.inputs.items()},
                "difference": {**vars(found.difference), "index": None
                               if found.difference.index is None
                               else list(found.difference.index)}}}


def verdict_of(data: Any) -> Verdict:
    """The verdict `data` describes; ValueError (or TypeError) where it describes none."""
    texts = ("identity", "bound", "reason", "summary", "source")
    _fields(data, {**dict.fromkeys(texts, str), "status": str, "expect": str,
                   "seconds": (int, float), "wall_clock": bool, "accepts_bounded": bool,
                   "counterexample": (dict, type(None))})
    found = data["counterexample"]
    return Verdict(Status(data["status"]), data["identity"], data["bound"],
                   float(data["seconds"]), None if found is None else _counterexample(found),
                   data["reason"], Status(data["expect"]), data["summary"], data["source"],
                   data["wall_clock"], data["accepts_bounded"])


def _counterexample(data: Any) -> Counterexample:
    _fields(data, {"shapes": dict, "params": dict, "inputs": dict, "difference": dict})
    shapes = {name: tuple(_whole(v) for v in shape) for name, shape in data["shapes"].items()}
    params = {name: _whole(value) for name, value in data["params"].items()}
    inputs = {}
    for name, array in data["inputs"].items():
        _fields(array, {"dtype": str, "shape": list, "values": list})
        if array["dtype"] not in DTYPES:
            raise ValueError(f"an input's element type is one of {sorted(DTYPES)}")
        values = [_whole(v) for v in array["values"]]
        inputs[name] = np.array(values, dtype=array["dtype"]).reshape(
            [_whole(n) for n in array["shape"]])
    difference = data["difference"]
    _fields(difference, {"kind": str, "output": (str, type(None)), "lhs": str, "rhs": str,
                         "index": (list, type(None))})
    index = difference["index"]
    return Counterexample(shapes, params, inputs, Difference(
        difference["kind"], difference["output"],
        None if index is None else tuple(_whole(i) for i in index),
        difference["lhs"], difference["rhs"]))


def _fields(data: Any, types: dict[str, Any]) -> None:
    if not isinstance(data, dict) or set(data) != set(types):
        raise ValueError(f"fields {sorted(types)}")
    for name, kind in types.items():
        if not isinstance(data[name], kind):
            raise ValueError(f"{name} a {kind}")


def _whole(value: Any) -> int:
    if not isinstance(value, int):  # bools too: a bool array's elements
        raise ValueError("a whole number")
    return value
