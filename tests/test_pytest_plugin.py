"""pytest --cvmverify: a project's [tool.cvmverify] proofs, identities and kernel checks run as
test items with readable ids; a failure shows what was found."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cvmverify.config import load_settings
from cvmverify.core.errors import LogicError

IDENTITIES = Path(__file__).resolve().parents[1] / "identities"

PYPROJECT = '''
    [tool.cvmverify]
    spec = ["myops"]
    ops = ["relu", "my_double"]
    max_rank = 2
    identities = ["identities"]

    [[tool.cvmverify.kernels]]
    op = "relu"
    kernel = "mykernels:relu"
    contract = "runtime"  # the runtime rejects bad shapes before this kernel runs

    [[tool.cvmverify.kernels]]
    op = "my_double"
    kernel = "mykernels:double_off_by_one"
    cases = 20
'''

SPECS = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("my_double", inputs=[Input("x")], summary="x + x [a project's op]")
    def my_double(x):
        return Output(x.shape, lambda i: x[i] + x[i])
'''

KERNELS = '''
    import numpy as np

    def relu(inputs):  # checks nothing, as a kernel of the runtime may
        return [np.maximum(inputs[0], 0).astype(np.int32)]

    def double_off_by_one(inputs):  # wrong: + 1, and no overflow check
        return [(inputs[0] * 2 + 1).astype(np.int32)]
'''


@pytest.fixture
def project(tmp_path):
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(PYPROJECT))
    (tmp_path / "myops.py").write_text(textwrap.dedent(SPECS))
    (tmp_path / "mykernels.py").write_text(textwrap.dedent(KERNELS))
    (tmp_path / "identities").mkdir()
    shutil.copy(IDENTITIES / "relu_idempotent.toml", tmp_path / "identities")
    return tmp_path


def run_pytest(cwd: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *argv],
                          cwd=cwd, capture_output=True, text=True, timeout=600, env=env)


def test_every_proof_identity_and_kernel_is_an_item(project):
    done = run_pytest(project, "--cvmverify", "-v", "-rf")
    out = done.stdout
    for passed in ("cvmverify::prove::relu PASSED", "cvmverify::prove::my_double PASSED",
                   "cvmverify::equiv::relu_idempotent PASSED",
                   "cvmverify::check::relu[mykernels:relu] PASSED"):
        assert passed in out, out
    assert "cvmverify::check::my_double[mykernels:double_off_by_one] FAILED" in out, out
    assert "mismatch" in out  # the failure shows what the check found
    assert done.returncode == 1  # one failure fails the run
    assert "4 passed" in out and "1 failed" in out


def test_without_the_flag_nothing_is_added(project):
    done = run_pytest(project)
    assert done.returncode == 5 and "no tests ran" in done.stdout  # exit 5: nothing collected


def test_settings_mistakes_name_the_key(tmp_path):
    path = tmp_path / "pyproject.toml"
    for table, key in (('max_rank = 9', "max_rank in 1..6"), ('opps = ["relu"]', "only the keys"),
                       ('ops = "relu"', "ops to be a list of strings"),
                       ('[[tool.cvmverify.kernels]]\nop = "relu"', "have op and kernel"),
                       # a TOML true is no number, though Python counts a bool as an int
                       ('[[tool.cvmverify.kernels]]\nop = "relu"\nkernel = "m:f"\ncases = true',
                        "cases to be a positive integer"),
                       ('gen = { out = "g", names = ["relu"], max_rank = true }', "gen to be")):
        path.write_text(f"[tool.cvmverify]\n{table}\n")
        with pytest.raises(LogicError, match=key):
            load_settings(path)


def test_a_project_without_settings_proves_every_operator(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    settings = load_settings(tmp_path / "pyproject.toml")
    assert settings.kernels == [] and settings.identity_files() == []
    assert "relu" in settings.operators() and settings.max_rank == 6
