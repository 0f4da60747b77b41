"""`cvmverify gen`: generated/ is fresh, rendering is deterministic, and a changed spec makes
`gen --check` fail."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cvmverify.cli import main
from cvmverify.drivers import gen

ROOT = Path(__file__).resolve().parents[1]


def test_generated_folder_is_fresh(capsys):
    # what CI runs: every operator and graph rendered again and compared byte for byte
    status = main(["gen", "--check"])
    assert status == 0, capsys.readouterr().out


def test_rendering_is_deterministic():
    first = gen.generate(["relu", "channel_shuffle"])
    second = gen.generate(["relu", "channel_shuffle"])
    assert first == second
    assert {"numpy/relu.py", "cuda/relu.cu", "numpy/graphs/channel_shuffle.py",
            "cuda/graphs/channel_shuffle.cu"} <= set(first)


def _project_copy(tmp_path: Path) -> Path:
    """The package, its specs (where the installed package maps them), templates, graphs
    and generated/ in a folder of their own."""
    copy = tmp_path / "project"
    shutil.copytree(ROOT / "cvmverify", copy / "cvmverify",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "spec", copy / "cvmverify" / "specs",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("templates", "graphs", "generated", "examples"):
        shutil.copytree(ROOT / folder, copy / folder)
    return copy


def _gen_check(project: Path, *ops: str) -> subprocess.CompletedProcess:
    script = ("import sys; sys.path.insert(0, sys.argv[1]); import cvmverify; "
              "assert cvmverify.__file__.startswith(sys.argv[1]), cvmverify.__file__; "
              "from cvmverify.cli import main; sys.exit(main(['gen', '--check', *sys.argv[2:]]))")
    return subprocess.run([sys.executable, "-c", script, str(project), *ops],
                          capture_output=True, text=True, cwd=project, timeout=600)


def test_a_changed_spec_makes_gen_check_fail(tmp_path):
    project = _project_copy(tmp_path)
    unchanged = _gen_check(project, "relu", "cvm_clip")
    assert unchanged.returncode == 0, unchanged.stdout + unchanged.stderr

    spec = project / "cvmverify" / "specs" / "elemwise.py"
    text = spec.read_text()
    assert "sp.Max(0, x[i])" in text
    spec.write_text(text.replace("sp.Max(0, x[i])", "sp.Max(1, x[i])"))
    changed = _gen_check(project, "relu", "cvm_clip")
    assert changed.returncode == 1
    assert "stale: numpy/relu.py" in changed.stdout and "stale: cuda/relu.cu" in changed.stdout
    assert "cvm_clip" not in changed.stdout  # only what the change touched


def test_gen_writes_what_check_compares(tmp_path):
    out = tmp_path / "generated"
    assert main(["gen", "relu", "--out", str(out)]) == 0
    assert (out / "numpy" / "relu.py").read_text() == \
        (ROOT / "generated" / "numpy" / "relu.py").read_text()
    assert main(["gen", "relu", "--check", "--out", str(out)]) == 0
    (out / "numpy" / "relu.py").write_text("# edited by hand\n")
    assert main(["gen", "relu", "--check", "--out", str(out)]) == 1


def test_an_unknown_name_is_a_clear_error(capsys):
    assert main(["gen", "no_such_op"]) == 1
    assert "no_such_op" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["numpy", "cuda"])
def test_every_op_has_its_generated_files(name):
    import cvmverify

    suffix = ".py" if name == "numpy" else ".cu"
    missing = [op for op in cvmverify.ops()
               if not (ROOT / "generated" / name / f"{op}{suffix}").exists()]
    assert not missing


@pytest.mark.parametrize("op", ["slice", "broadcast", "where"])
def test_the_exclusions_a_module_keeps_reject_exactly_the_excluded_structures(op):
    """A module keeps each exclusion with only the choices that decide it: every excluded
    structure still meets its own rule first, and no instance meets any."""
    import cvmverify
    from cvmverify.codegen.generate import MAX_RANK, operator_target
    from cvmverify.core.structures import Excluded, structures

    spec = cvmverify.spec(op)
    table = operator_target(spec, MAX_RANK).excluded
    found = list(structures(spec, MAX_RANK))
    assert len(table) < sum(isinstance(f, Excluded) for f in found)
    for f in found:
        choices = set(f.choices if isinstance(f, Excluded) else f.structure)
        met = [message for kept, message in table if set(kept) <= choices]
        assert met[:1] == ([f.message] if isinstance(f, Excluded) else []), choices
