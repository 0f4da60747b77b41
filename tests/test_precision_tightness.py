"""A proven bound's tightness witness is shown in the user's terms: the output, the
precisions and the input elements read, never the solver's read terms."""

from __future__ import annotations

from pathlib import Path

from cvmverify.core.graph import load_graph
from cvmverify.precision.graph import graph_precision

GRAPH = Path(__file__).parent.parent / "graphs" / "add_requant.toml"


def test_a_tight_bound_names_the_elements_read_not_solver_terms():
    found = graph_precision(load_graph(GRAPH), {"a": 16, "b": 16})
    tight = {r.op: r.reason for r in found.results if r.reason.startswith("tight:")}
    assert set(tight) == {"shift", "clip"}
    for reason in tight.values():
        assert "precision of y=8" in reason and "element of x read: " in reason
        assert "Read(" not in reason and "#" not in reason and "i0" not in reason
    # clip's witness is the bound itself, read from its input
    assert tight["clip"].endswith("p(x)=8, element of x read: 127") or \
        tight["clip"].endswith("p(x)=8, element of x read: -127")
