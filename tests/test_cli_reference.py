"""docs/cli.md is the help of every command as it is now."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cvmverify.cli import build_parser, reference

DOC = Path(__file__).resolve().parents[1] / "docs" / "cli.md"


@pytest.mark.skipif(sys.version_info[:2] != (3, 11),
                    reason="docs/cli.md is rendered by Python 3.11's argparse; other "
                    "versions lay help out differently")
def test_the_cli_reference_is_fresh():
    assert DOC.read_text() == reference(), "regenerate docs/cli.md (see its first lines)"


def test_every_command_has_a_section():
    commands = next(a for a in build_parser()._actions if hasattr(a, "choices")
                    and isinstance(a.choices, dict)).choices
    text = DOC.read_text()
    for name in commands:
        assert f"## cvmverify {name}\n" in text
