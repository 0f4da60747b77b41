"""Conformance vectors: the checker's cases with the reference's answers, as files a C++
runtime's test suite can load without cvmverify.

    cvmverify vectors --out vectors/ [ops...] [--cases 20 --invalid-cases 5 --seed 0]

For every operator, ``<out>/<op>/`` holds

- ``v<k>_in<i>.npy`` and ``v<k>_out<j>.npy``: the inputs and expected outputs of valid case k;
- ``i<k>_in<i>.npy``: the inputs of invalid case k, which a kernel must reject;
- ``cases.json``: every case with its attributes, files, output shapes and dtypes, and for
  an invalid one the error class (``LogicError``) and the precondition it breaks;
- ``cases.txt``: the same, one case per line, for a reader written in C (see
  `examples/c_kernels/run_vectors.c`)::

      <id> <valid 1|0> <n_in> <in.npy>... <n_out> (<dtype> <ndim> <dims>... <out.npy or ->)...
      <attributes as compact JSON, the rest of the line>

and ``<out>/index.json`` lists the operators, their case counts and how they were drawn.
The cases are those `check` runs under the same seed: boundary cases first (every dim 1,
the largest legal attributes, int32 limits), then mixed ones.
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ..core import registry
from ..core.dlpack import attrs_json
from . import cases as casegen


def write_vectors(out: str | Path, names: Iterable[str] | None = None, *, cases: int = 20,
                  invalid_cases: int = 5, seed: int = 0, max_rank: int = 4,
                  progress: Callable[[str], None] | None = None) -> dict[str, dict]:
    """Write the vectors of `names` (every operator by default) under `out`; the index."""
    out = Path(out)
    index = {"cvmverify": _version(), "seed": seed, "max_rank": max_rank, "ops": {}}
    config = casegen.Config(max_rank=max_rank)
    for name in (list(names) if names else registry.names()):
        op = registry.get(name).name
        if progress is not None:
            progress(op)
        folder = out / op
        folder.mkdir(parents=True, exist_ok=True)
        entries = []
        for valid, count, prefix in ((True, cases, "v"), (False, invalid_cases, "i")):
            drawn = 0
            for index_in_run in range(count * 4):  # some indices draw no case: try more
                if drawn == count:
                    break
                try:
                    case, expected = casegen.draw(op, seed, index_in_run, valid, config)
                except casegen.NoCase:
                    continue
                entries.append(_write_case(folder, f"{prefix}{drawn}", case, expected))
                drawn += 1
        (folder / "cases.json").write_text(json.dumps(entries, indent=1) + "\n")
        (folder / "cases.txt").write_text("".join(_line(entry) for entry in entries))
        index["ops"][op] = {"valid": sum(e["valid"] for e in entries),
                            "invalid": sum(not e["valid"] for e in entries)}
    (out / "index.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


def _write_case(folder: Path, ident: str, case, expected) -> dict:
    inputs = []
    for k, array in enumerate(case.inputs):
        inputs.append(f"{ident}_in{k}.npy")
        np.save(folder / inputs[-1], np.ascontiguousarray(array))
    outputs = []
    if case.valid:
        for k, array in enumerate(expected):
            outputs.append({"file": f"{ident}_out{k}.npy", "shape": list(array.shape),
                            "dtype": array.dtype.name})
            np.save(folder / outputs[-1]["file"], np.ascontiguousarray(array))
    else:  # buffers a kernel may be given; it must reject the call before writing them
        outputs = [{"file": None, "shape": list(shape), "dtype": dtype}
                   for shape, dtype in case.layout]
    entry = {"id": f"{case.op}/{ident}", "valid": case.valid, "reproduce": case.ident,
             "inputs": inputs, "attrs": json.loads(attrs_json(case.attrs)),
             "outputs": outputs}
    if not case.valid:
        entry.update(error="LogicError", violated=case.violated)
    return entry


def _line(entry: dict) -> str:
    fields = [entry["id"], "1" if entry["valid"] else "0", str(len(entry["inputs"])),
              *entry["inputs"], str(len(entry["outputs"]))]
    for output in entry["outputs"]:
        fields += [output["dtype"], str(len(output["shape"])), *map(str, output["shape"]),
                   output["file"] or "-"]
    return " ".join(fields) + " " + json.dumps(entry["attrs"], separators=(",", ":"),
                                               sort_keys=True) + "\n"


def _version() -> str:
    try:
        return version("cvmverify")
    except PackageNotFoundError:  # run from a checkout that is not installed
        return "unknown"
