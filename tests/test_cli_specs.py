"""A user's specs from the command line: --spec takes a module name or a path (./x.py,
x.py, a folder of modules) anywhere on the command line; any exception raised while
importing, declaring or instantiating a user's spec is a SpecError at the user's file and
line, exit 3, in every command (the prover's worker processes included)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

GOOD = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("rev_copy", inputs=[Input("x")], summary="x as it is [a user's op]")
    def rev_copy(x):
        return Output(x.shape, lambda i: x[i])
'''

NAME_ERROR_IN_FORMULA = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("bad_formula", inputs=[Input("x")], summary="x times a name never defined")
    def bad_formula(x):
        return Output(x.shape, lambda i: x[i] * undefined_name)
'''

NO_SUMMARY = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("no_summary", inputs=[Input("x")])
    def no_summary(x):
        return Output(x.shape, lambda i: x[i])
'''


def cvmverify(cwd, *argv: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CVMVERIFY_CACHE_DIR"}
    return subprocess.run([sys.executable, "-m", "cvmverify.cli", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=300, env=env)


def listed(done: subprocess.CompletedProcess) -> list[str]:
    assert done.returncode == 0, done.stderr
    return [row["op"] for row in json.loads(done.stdout)]


@pytest.mark.parametrize("argv", [
    ["--spec", "revops", "list", "--json"],
    ["--spec", "revops.py", "list", "--json"],
    ["--spec", "./revops.py", "list", "--json"],
    ["--spec=./revops.py", "list", "--json"],
    ["list", "--json", "--spec", "revops.py"],            # after the command
    ["--spec", "specs", "list", "--json"],                # a folder of modules
    ["--spec", "specs/", "list", "--json"],
], ids=lambda argv: " ".join(argv))
def test_spec_takes_a_module_or_a_path_anywhere(tmp_path, argv):
    (tmp_path / "revops.py").write_text(textwrap.dedent(GOOD))
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "more.py").write_text(textwrap.dedent(GOOD))
    assert "rev_copy" in listed(cvmverify(tmp_path, *argv))


def test_a_spec_file_elsewhere_is_proven_in_the_worker_processes_too(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "revops.py").write_text(textwrap.dedent(GOOD))
    done = cvmverify(tmp_path, "prove", "rev_copy", "--max-rank", "2", "--no-cache",
                     "--jobs", "2", "--spec", "sub/revops.py")
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_missing_spec_file_is_bad_input(tmp_path):
    done = cvmverify(tmp_path, "--spec", "nothere.py", "list")
    assert done.returncode == 4 and "nothere.py" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("source, line, words", [
    ("undefined_at_import + 1\n", 1, "NameError"),
    (NO_SUMMARY, 4, "summary"),
], ids=["name error at import", "missing summary"])
def test_a_mistake_while_importing_or_declaring_is_a_spec_error(tmp_path, source, line,
                                                                words):
    (tmp_path / "userbad.py").write_text(textwrap.dedent(source))
    for argv in (["list"], ["prove", "relu", "--max-rank", "1"]):
        done = cvmverify(tmp_path, "--spec", "userbad.py", *argv)
        assert done.returncode == 3, done.stderr
        assert done.stderr.startswith("spec error:") and "Traceback" not in done.stderr
        assert f"userbad.py:{line}" in done.stderr and words in done.stderr


@pytest.mark.parametrize("argv", [
    ["prove", "bad_formula", "--max-rank", "1", "--no-cache"],              # in a worker
    ["prove", "bad_formula", "--max-rank", "1", "--no-cache", "--jobs", "1"],
    ["eval", "bad_formula", "x.npy"],
    ["check", "bad_formula", "--kernel", "k:f", "--cases", "2"],
], ids=lambda argv: " ".join(argv[:2] + argv[-2:]))
def test_a_mistake_in_a_formula_is_a_spec_error_in_every_command(tmp_path, argv):
    import numpy as np

    np.save(tmp_path / "x.npy", np.arange(3, dtype=np.int32))
    (tmp_path / "k.py").write_text("def f(inputs):\n    return inputs\n")
    (tmp_path / "userbad.py").write_text(textwrap.dedent(NAME_ERROR_IN_FORMULA))
    done = cvmverify(tmp_path, "--spec", "userbad.py", *argv)
    assert done.returncode == 3, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert "userbad.py:6" in done.stderr and "undefined_name" in done.stderr
