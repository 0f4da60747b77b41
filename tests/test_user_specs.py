"""Operators from outside the repository: a module named with --spec, an entry point."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

SPECS = '''
    from cvmverify.core.dsl import Input, Int, Output, operator, require

    @operator("user_scale", inputs=[Input("x")], attrs=[Int("factor", lo=1, hi=8)],
              summary="x times factor [a user's op]")
    def user_scale(x, *, factor):
        return Output(x.shape, lambda i: x[i] * factor)
'''


def cvmverify(cwd, *argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cvmverify.cli", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=300, env=env)


@pytest.fixture
def user_module(tmp_path):
    (tmp_path / "userops.py").write_text(textwrap.dedent(SPECS))
    return tmp_path


def test_spec_adds_a_module_of_operators(user_module):
    listed = cvmverify(user_module, "--spec", "userops", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert "user_scale" in [row["op"] for row in json.loads(listed.stdout)]
    # proven in the worker processes, which load the module too
    proven = cvmverify(user_module, "--spec", "userops", "prove", "user_scale", "relu",
                       "--max-rank", "2")
    assert proven.returncode == 0, proven.stdout + proven.stderr
    assert "0 refuted, 0 unknown" in proven.stdout


def test_without_spec_the_operator_is_unknown(user_module):
    done = cvmverify(user_module, "prove", "user_scale")
    assert done.returncode == 4 and "user_scale: requires a known operator name" in done.stderr


def test_a_module_that_cannot_be_imported_says_so(tmp_path):
    done = cvmverify(tmp_path, "--spec", "no_such_specs", "list")
    assert done.returncode == 4
    assert "--spec: requires an importable module of specs" in done.stderr
    assert "no_such_specs" in done.stderr


def test_an_entry_point_adds_its_operators(user_module):
    info = user_module / "userops-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: userops\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[cvmverify.specs]\nuserops = userops\n")
    env = {**os.environ, "PYTHONPATH": str(user_module)}
    listed = cvmverify(user_module.parent, "list", "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    assert "user_scale" in [row["op"] for row in json.loads(listed.stdout)]
