"""`cvmverify prove`: the main job, its reports and its exit codes."""

import json
from xml.etree import ElementTree

import pytest

import cvmverify
from cvmverify.cli import main


# The default tier proves an operator of each family, ranks 1..4 (conv2d's only rank is 4):
# an eighth of the z3 time of the slow tier's (`pytest -m slow`) whole library, ranks 1..6
FAMILIES = ["broadcast", "conv2d", "get_valid_count", "relu", "slice", "split", "sum"]
LIBRARY = [pytest.param(FAMILIES, 4, 5000, id="each-family"),
           pytest.param([], 6, 20000, id="whole", marks=pytest.mark.slow)]


@pytest.mark.parametrize("ops, max_rank, at_least", LIBRARY)
def test_the_library_is_proven_at_every_rank(ops, max_rank, at_least, tmp_path, capsys):
    """The README's main job: every obligation of every operator named (no name: all of
    them), at every rank up to max_rank (with a generous timeout: a loaded CI machine must
    not turn a slow proof into an unknown)."""
    report = tmp_path / "prove.json"
    junit = tmp_path / "prove.xml"
    assert main(["prove", *ops, "--max-rank", str(max_rank), "--timeout", "30",
                 "--json", str(report), "--junit", str(junit)]) == 0
    data = json.loads(report.read_text())
    assert data["counts"].get("refuted", 0) == 0 and data["counts"].get("unknown", 0) == 0
    assert data["counts"]["proven"] > at_least
    names = set(ops or cvmverify.ops())
    assert {r["op"] for r in data["results"]} == names
    assert max(r["rank"] for r in data["results"]) == max_rank
    suites = ElementTree.parse(junit).getroot()
    assert len(suites) == len(names) and all(s.get("failures") == "0" for s in suites)
    assert "0 refuted, 0 unknown" in capsys.readouterr().out


def test_a_timeout_exits_2_unless_allowed(capsys):
    assert main(["prove", "reshape", "--max-rank", "2", "--timeout", "0.001"]) == 2
    assert "UNKNOWN" in capsys.readouterr().out
    assert main(["prove", "reshape", "--max-rank", "2", "--timeout", "0.001",
                 "--allow-unknown"]) == 0


def test_an_unknown_operator_is_a_clear_error(capsys):
    assert main(["prove", "no_such_op"]) == 4
    assert "no_such_op" in capsys.readouterr().err


def test_smt2_dump_and_verbose_listing(tmp_path, capsys):
    assert main(["prove", "relu", "--max-rank", "1", "--smt2", str(tmp_path), "-v"]) == 0
    assert list(tmp_path.glob("relu*.smt2"))
    assert "PROVEN relu in-bounds" in capsys.readouterr().out


@pytest.mark.parametrize("command", [["--help"], ["prove", "--help"], ["list", "--help"],
                                     ["eval", "--help"]])
def test_help(command, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(command)
    assert exit_info.value.code == 0
    assert "usage: cvmverify" in capsys.readouterr().out


def test_a_long_run_names_its_slowest_pieces():
    """A cold run says what it waited for (the proof cache keeps it for the next run)."""
    from types import SimpleNamespace

    from cvmverify.cli.prove import _slowest_pieces

    def result(op, rank, seconds):
        return SimpleNamespace(op=op, rank=rank, seconds=seconds)

    results = [result("sum", 6, 300.0), result("sum", 6, 100.0), result("sum", 5, 90.0),
               result("relu", 1, 5.0), *(result("add", k, 1.0) for k in range(1, 7))]
    assert _slowest_pieces(results) == [(("sum", 6), 400.0), (("sum", 5), 90.0)]
    assert _slowest_pieces([result("sum", 6, 30.0)]) == []  # a short run names nothing
