"""cvmverify ci on the sample project of examples/ci_project: it passes as shipped; a broken
kernel, a stale generated file or nothing to do fail it with a readable summary and the
documented exit code."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

SAMPLE = Path(__file__).resolve().parents[1] / "examples" / "ci_project"


@pytest.fixture
def project(tmp_path):
    target = tmp_path / "project"
    shutil.copytree(SAMPLE, target, ignore=shutil.ignore_patterns(".cvmverify_cache",
                                                                  "__pycache__"))
    return target


def ci(project: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("CVMVERIFY_CACHE_DIR", "GITHUB_STEP_SUMMARY")}
    # the package of this checkout, whichever one is installed
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SAMPLE.parents[1]),
                                                      env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "cvmverify.cli", "ci", *argv], cwd=project,
                          capture_output=True, text=True, timeout=600, env=env)


def test_the_sample_project_passes_and_a_second_run_reads_the_cache(project):
    # the README's command (cvmverify ci --junit ci.xml --sarif ci.sarif), and the rest
    done = ci(project, "--json", "report.json", "--junit", "report.xml", "--summary",
              "summary.md", "--sarif", "ci.sarif")
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads((project / "ci.sarif").read_text())["runs"][0]["results"] == []
    report = json.loads((project / "report.json").read_text())
    assert [s["name"] for s in report["stages"]] == ["prove", "precision", "check", "equiv",
                                                     "gen"]
    assert all(s["status"] == "passed" and s["items"] for s in report["stages"])
    suites = ElementTree.parse(project / "report.xml").getroot()
    assert sum(int(s.get("tests")) for s in suites) == sum(len(s["items"])
                                                           for s in report["stages"])
    assert "| check | ✅ passed | 2 | 0 | 0 |" in (project / "summary.md").read_text()
    again = ci(project)
    assert again.returncode == 0 and "6 pieces from the proof cache" in again.stdout


def _kernels_only(project: Path) -> None:
    """The project's settings without the stages a kernel's failure does not involve: the
    test above runs them all; this spares proving the operator again."""
    settings = project / "pyproject.toml"
    kept = [line if not line.startswith("ops =") else "ops = []"
            for line in settings.read_text().splitlines()
            if not line.startswith(("identities =", "precision =", "graphs =", "gen ="))]
    settings.write_text("\n".join(kept) + "\n")


def test_a_broken_kernel_fails_with_a_readable_summary(project):
    _kernels_only(project)
    kernels = project / "kernels.py"
    kernels.write_text(kernels.read_text().replace("wide = x.astype(np.int64) * factor",
                                                   "wide = x.astype(np.int64) * factor + 1"))
    done = ci(project, "--summary", "summary.md", "--junit", "report.xml", "--sarif",
              "ci.sarif")
    assert done.returncode == 1, done.stdout + done.stderr
    # code scanning gets the failure at the kernel's function, kernels.py's scale_by
    result, = json.loads((project / "ci.sarif").read_text())["runs"][0]["results"]
    assert result["ruleId"] == "mismatch" and result["level"] == "error"
    where = result["locations"][0]["physicalLocation"]
    line = kernels.read_text().splitlines()[where["region"]["startLine"] - 1]
    assert where["artifactLocation"]["uri"] == "kernels.py" and "def scale_by" in line
    assert "FAILED check scale_by[kernels:scale_by]" in done.stdout
    assert "mismatch: output 0 is off by +1" in done.stdout
    assert "exit 1: an item failed" in done.stdout
    summary = (project / "summary.md").read_text()
    assert "| check | ❌ failed | 1 | 1 | 0 |" in summary
    assert "<summary>❌ check: scale_by[kernels:scale_by]</summary>" in summary
    failure = ElementTree.parse(project / "report.xml").getroot().find(".//failure")
    assert failure is not None and "off by +1" in failure.text


def test_a_stale_generated_file_fails_the_gen_stage(project):
    generated = project / "generated" / "numpy" / "scale_by.py"
    generated.write_text(generated.read_text() + "# edited by hand\n")
    done = ci(project, "--json", "report.json")
    assert done.returncode == 1
    stages = {s["name"]: s for s in json.loads((project / "report.json").read_text())["stages"]}
    assert stages["gen"]["status"] == "failed"
    assert stages["gen"]["items"][0]["name"] == "generated"  # the folder compared
    assert "numpy/scale_by.py" in stages["gen"]["items"][0]["detail"]
    assert all(stages[name]["status"] == "passed" for name in ("prove", "check", "equiv"))


def test_nothing_to_do_is_not_a_pass(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.cvmverify]\nops = []\n")
    done = ci(tmp_path)
    assert done.returncode == 2 and "nothing ran" in done.stdout


def test_a_settings_mistake_names_the_key(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.cvmverify]\ngen = { out = 'g' }\n")
    done = ci(tmp_path)
    assert done.returncode == 3 and "[tool.cvmverify] gen to be" in done.stderr
