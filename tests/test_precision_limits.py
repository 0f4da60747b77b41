"""`cvmverify precision GRAPH`: limits in z3 steps, as `prove --precision` (the same verdicts
on a loaded machine and an idle one; an unknown names the limit and its option), and
progress off a terminal, a plain line at least every interval."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_deterministic_limits import _Loaded  # busy loops on every core

import cvmverify
from cvmverify import progress as progress_module
from cvmverify.cli import main
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import load_graph
from cvmverify.precision.graph import graph_precision

GRAPH = str(Path(__file__).parent.parent / "graphs" / "add_requant.toml")
INPUTS = {"a": 16, "b": 16}
# with 20k steps an obligation, add's and shift's obligations are unknown, clip's proven
TIGHT_RLIMIT = 20_000


def _verdicts(found) -> list[tuple]:
    return [(r.op, r.obligation, r.status, r.reason, r.steps, str(r.counterexample))
            for r in found.results]


def test_a_loaded_machine_gives_the_verdicts_of_an_idle_one():
    idle = graph_precision(load_graph(GRAPH), INPUTS, rlimit=TIGHT_RLIMIT)
    proven = graph_precision(load_graph(GRAPH), INPUTS)
    with _Loaded():
        loaded = graph_precision(load_graph(GRAPH), INPUTS, rlimit=TIGHT_RLIMIT)
        proven_loaded = graph_precision(load_graph(GRAPH), INPUTS)
    assert _verdicts(loaded) == _verdicts(idle)
    assert _verdicts(proven_loaded) == _verdicts(proven) and proven.ok
    statuses = {r.status for r in idle.results}
    assert statuses == {"proven", "unknown"}, "the limit no longer bites: make it tighter"


def test_a_tiny_rlimit_is_unknown_naming_the_limit_and_its_option(capsys):
    assert main(["precision", GRAPH, "--rlimit", "2000"]) == 2
    out = capsys.readouterr().out
    assert "UNKNOWN node add: precision-bound" in out
    assert "resource limit reached" in out and "raise it with --rlimit" in out
    assert "canceled" not in out
    assert "add_requant: NOT proven free of int32 overflow" in out
    assert main(["precision", GRAPH]) == 0  # the default limit proves it


def test_a_resource_limit_out_of_range_is_refused(capsys):
    for bad in (0, -5, 1.5):
        with pytest.raises(LogicError, match="rlimit a whole number > 0"):
            graph_precision(load_graph(GRAPH), INPUTS, rlimit=bad)
    with pytest.raises(SystemExit) as exited:  # bad usage, before any work
        main(["precision", GRAPH, "--rlimit", "0"])
    assert exited.value.code == 4
    assert "argument --rlimit: a whole number >= 1, got '0'" in capsys.readouterr().err


def test_off_a_terminal_a_progress_line_at_once_while_busy_and_at_the_end(capsys,
                                                                       monkeypatch):
    monkeypatch.setattr(progress_module, "INTERVAL_S", 0.05)
    assert main(["precision", GRAPH]) == 0
    captured = capsys.readouterr()
    err = captured.err.splitlines()
    assert err[0] == "precision: 0/3 nodes, 0 s"
    assert err[-1].startswith("precision: 3/3 nodes, ")
    assert len(err) >= 4, "no line while the nodes were proven"
    assert all(line.startswith("precision: ") for line in err)
    assert "precision: " not in captured.out  # the report alone on stdout


def test_a_quantified_definition_does_not_stop_a_proof_its_ground_facts_decide():
    """max over all six axes: its definition (`forall r: max >= x[r]`) sits in the context
    of every obligation, and with the preconditions tracked z3 instantiated it until the
    resource limit, even for `precision-at-most-32`, which p(y) = p(x) in 1..32 decides.
    The quantifier-free first attempt proves it in a few steps."""
    from cvmverify.core.structures import instances
    from cvmverify.precision.prove import prove_instance

    spec = cvmverify.spec("max")
    instance = next(i for i in instances(spec, 6, first_rank=6)
                    if dict(i.structure) == {"rank:x": 6, "len:axes": 0, "exclude": False,
                                             "keepdims": False})
    results = prove_instance(spec, instance, rlimit=5_000_000)
    assert {r.obligation: r.status for r in results} == {
        "precision-at-most-32": "proven", "precision-bound": "proven",
        "int32-intermediates": "proven"}
    first = next(r for r in results if r.obligation == "precision-at-most-32")
    assert first.steps < 1_000_000
