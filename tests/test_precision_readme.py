"""The README's precision examples do what it says: the exit codes in their comments; and the
finding docs/precision.md shows is the command's output, word for word, in the user's
terms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cvmverify.cli import main

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text()
PAGE = (ROOT / "docs" / "precision.md").read_text()
EXAMPLES = re.findall(r"^    cvmverify precision (graphs/\S+)(.*?)# exit (\d)$", README, re.M)


def test_the_page_shows_the_readme_examples():
    for graph, options, code in EXAMPLES:
        assert re.search(rf"^    cvmverify precision {re.escape(graph + options)}# exit {code}$",
                         PAGE, re.M), graph


def test_the_readme_has_a_proven_and_a_refuted_example():
    assert sorted(int(code) for _, _, code in EXAMPLES) == [0, 1]


@pytest.mark.parametrize("graph,options,code", EXAMPLES, ids=[g for g, _, _ in EXAMPLES])
def test_each_example_exits_as_its_comment_says(graph, options, code, capsys, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)  # as piped: nothing cut
    assert main(["precision", str(ROOT / graph), *options.split()]) == int(code)
    out = capsys.readouterr().out
    if code == "1":
        shown = PAGE.split("    REFUTED node conv", 1)[1].split("\n\n", 1)[0]
        lines = [line[4:] for line in ("    REFUTED node conv" + shown).splitlines()]
        assert [line for line in out.splitlines() if line in lines] == lines
        assert "@" not in out and "Read(" not in out  # no solver terms
