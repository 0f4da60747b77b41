"""An option several commands take means the same in each and is read the same way: a
value out of its range is a usage error (exit 4) naming the option, before any work
starts, in every command that has it; `precision` writes the same reports as the others."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

import pytest

import cvmverify
from cvmverify import exits
from cvmverify.cli import main, reference
from cvmverify.drivers.equiv import EquivOptions, equiv

ROOT = Path(__file__).resolve().parents[1]
GRAPH = str(ROOT / "graphs" / "add_requant.toml")
CONV = str(ROOT / "graphs" / "conv_requant.toml")

# each command's way of naming what it works on, then an option and a value out of range
COMMANDS = {
    "prove": ["prove", "relu"],
    "equiv": ["equiv", "--library", "--only", "flatten_reshape"],
    "precision": ["precision", GRAPH],
    "check": ["check", "relu", "--generated"],
    "vectors": ["vectors", "relu", "--out", "vectors"],
    "ci": ["ci"],
}
OUT_OF_RANGE = [
    (command, option, value)
    for option, value, commands in [
        ("--jobs", "0", ["prove", "equiv", "ci"]),
        ("-j", "-2", ["prove", "equiv", "ci"]),
        ("--rlimit", "0", ["prove", "equiv", "precision"]),
        ("--timeout", "0", ["prove", "equiv", "precision", "check"]),
        ("--timeout", "-1", ["prove", "equiv", "precision", "check"]),
        ("--max-rank", "7", ["prove", "equiv", "check"]),
        ("--max-dim", "0", ["prove", "equiv", "check"]),
        ("--cases", "-1", ["check", "vectors"]),
        ("--invalid-cases", "x", ["check", "vectors"]),
    ]
    for command in commands
]


def code(*argv: str) -> int:
    try:
        return main(list(argv))
    except SystemExit as exit:  # argparse's own mistakes
        return exit.code


@pytest.mark.parametrize("command, option, value", OUT_OF_RANGE,
                         ids=[" ".join(case) for case in OUT_OF_RANGE])
def test_a_value_out_of_range_is_refused_before_any_work(tmp_path, monkeypatch, capsys,
                                                         command, option, value):
    monkeypatch.chdir(tmp_path)
    assert code(*COMMANDS[command], option, value) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert f"argument {option}" in err or f"/{option}:" in err, err
    assert repr(value) in err and "Traceback" not in err
    # refused before the work: no progress line, nothing written
    assert "0/" not in err and not (tmp_path / "vectors").exists()


def test_jobs_timeout_and_reports_are_the_same_options_everywhere():
    """The help of each command that takes them says the same thing."""
    for command in ("prove", "equiv", "ci"):
        assert "--jobs N, -j N" in _help(command)
    for command in ("prove", "equiv", "precision", "check", "ci"):
        assert "--json FILE" in _help(command) and "--junit FILE" in _help(command)
        assert "--sarif FILE" in _help(command)


def _help(command: str) -> str:
    text = reference()
    start = text.index(f"## cvmverify {command}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else None]


def test_a_zero_kernel_timeout_is_the_callers_mistake_not_the_kernels():
    """Given no time, every call would time out and be reported as the kernel's failure."""
    with pytest.raises(cvmverify.LogicError, match=r"timeout_s > 0 .*timeout_s=0"):
        cvmverify.check_kernel("relu", lambda inputs: [inputs[0]], timeout_s=0)


def test_equiv_jobs_below_one_is_refused_not_read_as_the_default():
    with pytest.raises(cvmverify.LogicError, match=r"jobs a whole number >= 1 .*jobs=0"):
        equiv(EquivOptions(library="", only=["flatten_reshape"], jobs=0, cache=False))


def test_precision_writes_json_and_junit_reports(tmp_path, capsys):
    report, junit = tmp_path / "p.json", tmp_path / "p.xml"
    assert code("precision", CONV, "-i", "x=8", "-i", "w=8", "--json", str(report),
                "--junit", str(junit)) == exits.FAILED
    found = json.loads(report.read_text())
    assert found["graph"] == "conv_requant" and found["ok"] is False
    assert found["counts"]["refuted"] >= 1 and found["precisions"]["x"] == 8
    assert "BitWidth" in found["precisions"]["conv"]
    assert any(limit["node"] == "conv" for limit in found["limits"])
    refuted = [r for r in found["results"] if r["status"] == "refuted"]
    assert refuted and all(r["op"] == "conv" for r in refuted)
    failures = ElementTree.parse(junit).getroot().iter("failure")
    text = "\n".join(failure.text for failure in failures)
    # the counterexample in the user's terms, as the console shows it
    assert "x: (" in text and "padding=(" in text
    assert "@" not in text and "Read(" not in text and "#" not in text


@pytest.mark.parametrize("dtypes", [["int32", "bogus"], ["bool"], ["complex64"], []])
def test_dtypes_that_no_movement_op_moves_are_refused(dtypes):
    with pytest.raises(cvmverify.LogicError, match=r"dtypes: NumPy integer or float"):
        cvmverify.check_kernel("transpose", lambda inputs, **_: [inputs[0]], dtypes=dtypes)


def test_a_value_range_is_two_whole_numbers(capsys):
    assert code("check", "relu", "--generated", "--values", "5") == exits.BAD_USAGE
    assert "argument --values: two whole numbers LO,HI, got '5'" in capsys.readouterr().err


def test_version_names_the_two_versions_a_verdict_depends_on(capsys):
    import z3

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("cvmverify ") and f"z3 {z3.get_version_string()}" in out
