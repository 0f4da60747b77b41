"""What the commands print off a terminal (a pipe, a CI log): every line whole, every
character of the text, none taken as rich markup."""

from __future__ import annotations

import pytest

import cvmverify
from cvmverify.cli import main


@pytest.fixture
def piped(monkeypatch, capsys):
    monkeypatch.delenv("COLUMNS", raising=False)  # as in a CI log

    def run(*argv: str) -> str:
        assert main(list(argv)) == 0
        return capsys.readouterr().out
    return run


def test_list_prints_every_summary_whole_and_uncut(piped):
    lines = piped("list").splitlines()
    for name in cvmverify.ops():
        summary = cvmverify.spec(name).summary
        assert any(summary in line for line in lines), (name, summary)
    assert any("clamp into [a_min, a_max]" in line for line in lines)


def test_prove_prints_one_line_per_operator(piped):
    out = piped("prove", "slice", "cvm_right_shift", "--max-rank", "1")
    rows = [line for line in out.splitlines() if "cvm_right_shift" in line]
    assert len(rows) == 1 and rows[0].split()[1] == "cvm_right_shift"


def test_a_set_width_is_kept(piped, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert max(map(len, piped("list").splitlines())) <= 80
