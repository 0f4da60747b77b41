"""`cvmverify prove`: the main job, its reports and its exit codes."""

import json
from xml.etree import ElementTree

import pytest

from cvmverify.cli import main


def test_the_whole_library_is_proven_at_every_rank(tmp_path, capsys):
    """The README's main job: every obligation of every operator, ranks 1..6 (with a
    generous timeout: a loaded CI machine must not turn a slow proof into an unknown)."""
    report = tmp_path / "prove.json"
    junit = tmp_path / "prove.xml"
    assert main(["prove", "--timeout", "30", "--json", str(report), "--junit", str(junit)]) == 0
    data = json.loads(report.read_text())
    assert data["counts"].get("refuted", 0) == 0 and data["counts"].get("unknown", 0) == 0
    assert data["counts"]["proven"] > 20000
    assert {r["op"] for r in data["results"]} >= {"conv2d", "split", "broadcast", "slice"}
    assert max(r["rank"] for r in data["results"]) == 6
    suites = ElementTree.parse(junit).getroot()
    assert len(suites) == 40 and all(s.get("failures") == "0" for s in suites)
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
