"""Running a counterexample: both sides node by node through the reference evaluator.

A difference the solver finds is shown only after this confirms it, independently of the
symbolic machinery: each side's nodes run one by one with `cvmverify.core.evaluate` (a fused
side runs its fused formulas, as its kernel would), and the results are compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from ..core import registry
from ..core.errors import LogicError
from ..core.evaluate import evaluate
from ..core.fusion import evaluate_fused, fuse
from ..core.graph import default_node_name, load_graph
from .template import Side, concrete_attrs


def run_side(side: Side, arrays: Mapping[str, np.ndarray],
             params: Mapping[str, int]) -> dict[str, np.ndarray] | LogicError:
    """The side's outputs on concrete inputs, or the LogicError that rejects them."""
    try:
        if side.fused:
            return evaluate_fused(_fused(side.source), arrays)
        values: dict[str, Any] = dict(arrays)
        produced: dict[str, list[np.ndarray]] = {}
        for node in side.nodes:
            op = registry.get(node["op"]).name
            # named as Graph.apply names it: a replay reads the same references
            name = node.get("name") or default_node_name(op, values)
            inputs: list[Any] = []
            for ref in node.get("inputs", []):
                if ref.endswith(":*"):
                    inputs += produced[ref[:-2]]
                elif ":" in ref:
                    inputs.append(_output(produced, ref))
                else:
                    inputs.append(values[ref] if ref else None)
            produced[name] = evaluate(op, inputs, **concrete_attrs(node.get("attrs", {}),
                                                                   params))
            values[name] = produced[name][0]
        return {out: values[ref] if ":" not in ref else _output(produced, ref)
                for out, ref in side.outputs.items()}
    except LogicError as error:
        return error


# fused kernels by graph file and text: a search evaluates one side many times, and fusing
# it again each time costs more than evaluating it
_FUSED: dict[tuple[str, str], Any] = {}


def _fused(source: str):
    try:
        text = Path(source).read_text()
    except OSError:  # load_graph says what is wrong with the file
        return fuse(load_graph(source))
    key = (source, text)
    if key not in _FUSED:
        if len(_FUSED) > 64:
            _FUSED.clear()
        _FUSED[key] = fuse(load_graph(source))
    return _FUSED[key]


def _output(produced: Mapping[str, list[np.ndarray]], ref: str) -> np.ndarray:
    """Output k of a node, "node:k": a split whose dims give it fewer outputs rejects the
    input, as the symbolic side of that structure does."""
    producer, k = ref.split(":")
    if int(k) >= len(produced[producer]):
        raise LogicError(f"node {producer}", "the outputs a reference names to exist",
                         {"reference": ref, "outputs": len(produced[producer])})
    return produced[producer][int(k)]


@dataclass
class Difference:
    """What a replay shows: where the two sides part, in words."""

    kind: str          # domain, shape, dtype, value
    output: str | None
    index: tuple[int, ...] | None
    lhs: str
    rhs: str

    def __str__(self) -> str:
        where = "" if self.output is None else f" at {self.output}" + (
            "" if self.index is None else str(list(self.index)))
        return f"{self.kind} differs{where}: lhs {self.lhs}, rhs {self.rhs}"


def compare(lhs: dict | LogicError, rhs: dict | LogicError,
            index_hint: tuple[str, tuple[int, ...]] | None = None,
            lhs_domain_only: bool = False) -> Difference | None:
    """The first difference between two sides' results, or None. With `lhs_domain_only`
    a rejection by lhs is no difference (the claim holds where lhs is valid)."""
    if isinstance(lhs, LogicError) or isinstance(rhs, LogicError):
        if isinstance(lhs, LogicError) and (lhs_domain_only or isinstance(rhs, LogicError)):
            return None
        shown = [f"rejects ({v})" if isinstance(v, LogicError) else "accepts" for v in (lhs, rhs)]
        return Difference("domain", None, None, *shown)
    for name in lhs:
        a, b = lhs[name], rhs[name]
        if a.shape != b.shape:
            return Difference("shape", name, None, f"shape {a.shape}", f"shape {b.shape}")
        if a.dtype != b.dtype:
            return Difference("dtype", name, None, str(a.dtype), str(b.dtype))
        differs = np.argwhere(a != b)
        if len(differs):
            index = tuple(int(i) for i in differs[0])
            if index_hint is not None and index_hint[0] == name and \
                    a[index_hint[1]] != b[index_hint[1]]:
                index = index_hint[1]
            return Difference("value", name, index, str(int(a[index])), str(int(b[index])))
    return None
