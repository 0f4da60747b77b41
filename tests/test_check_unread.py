"""Fused kernels checked where a graph's overflow hides: in elements no output reads.

A strict fused kernel must reject what its graph rejects, an overflow in a sliced-away sum,
in the branch a where does not take or in a result that cancels included. The checker
steers invalid cases there (`invalid._unread_overflow`): a generated NumPy kernel passes,
and the same kernel without its check passes is caught at every seed.
"""

from __future__ import annotations

import dataclasses
import importlib.util

import pytest

from cvmverify.check.run import check_graph_kernel
from cvmverify.codegen.generate import fused_target
from cvmverify.codegen.numpy_module import render_numpy_module
from cvmverify.core.dsl import MAX_RANK
from cvmverify.core.graph import Graph


def _graph(kind: str) -> Graph:
    g = Graph(f"unread_{kind}")
    a, b = g.input("a", rank=2), g.input("b", rank=2)
    if kind == "slice":
        y = g.apply("slice", g.apply("broadcast_add", a, b), begin=(0, 0), end=(1, 1))
    elif kind == "where":
        y = g.apply("where", g.apply("broadcast_greater", a, b), a,
                    g.apply("broadcast_mul", a, b))
    else:
        total = g.apply("broadcast_add", a, b)
        y = g.apply("broadcast_sub", total, total)
    g.output("y", y)
    return g


def _kernel(tmp_path, target, plans, tag):
    path = tmp_path / f"{target.name}_{tag}.py"
    path.write_text(render_numpy_module(target.name, target.summary, target.source,
                                        target.inputs, target.attrs, plans, target.excluded,
                                        MAX_RANK))
    spec = importlib.util.spec_from_file_location(f"{target.name}_{tag}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    function = getattr(module, target.name)
    return lambda inputs: function(*inputs)


# seed 0 in the default tier, seed 1 too in the slow tier (`pytest -m slow`)
@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow)])
@pytest.mark.parametrize("kind", ["slice", "where", "cancel"])
def test_a_fused_kernel_without_its_checks_is_caught(kind, seed, tmp_path):
    graph = _graph(kind)
    target = fused_target(graph, f"{kind}.toml")
    assert all(plan.checks for plan in target.plans)
    kernel = _kernel(tmp_path, target, target.plans, "checked")
    unchecked = _kernel(tmp_path, target, [dataclasses.replace(p, checks=[])
                                           for p in target.plans], "unchecked")
    assert check_graph_kernel(graph, kernel, seed=seed, isolate=False).ok
    report = check_graph_kernel(graph, unchecked, seed=seed, isolate=False)
    assert not report.ok, f"{kind}: seed {seed} misses the unread overflow"
