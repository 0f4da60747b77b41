"""One reading of [tool.cvmverify] for `cvmverify ci` and `pytest --cvmverify`: the same
items with the same verdicts; a kernel, spec or identity that cannot be loaded is a failed
item, never a traceback; known findings; the plugin's collection and ids."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

PYPROJECT = '''
    [tool.cvmverify]
    spec = ["./lowops.py"]
    ops = ["relu", "low_ranks"]
    max_rank = 3
    identities = ["missing_identity.toml"]

    [[tool.cvmverify.kernels]]
    op = "relu"
    kernel = "mykernels:relu_wrong_above_rank_3"
    contract = "runtime"

    [[tool.cvmverify.kernels]]
    op = "relu"
    kernel = "no_such_module:relu"
'''

# wrong only above rank 3: it reads one past the end of axis 3
SPECS = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("low_ranks", inputs=[Input("x")], summary="x, read wrongly above rank 3")
    def low_ranks(x):
        return Output(x.shape, lambda i: x[tuple(i[k] + (1 if k == 3 else 0)
                                                 for k in range(x.rank))])
'''

KERNELS = '''
    import numpy as np

    def relu_wrong_above_rank_3(inputs):
        x = inputs[0]
        y = np.maximum(x, 0).astype(np.int32)
        return [y + 1 if x.ndim > 3 else y]
'''


@pytest.fixture
def project(tmp_path):
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(PYPROJECT))
    (tmp_path / "lowops.py").write_text(textwrap.dedent(SPECS))
    (tmp_path / "mykernels.py").write_text(textwrap.dedent(KERNELS))
    return tmp_path


def run(cwd: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("CVMVERIFY_CACHE_DIR", "GITHUB_STEP_SUMMARY")}
    return subprocess.run([sys.executable, *argv], cwd=cwd, capture_output=True, text=True,
                          timeout=600, env={**env, "PYTHONPATH": str(cwd)})


def ci_verdicts(project: Path, *argv: str) -> dict[str, str]:
    done = run(project, "-m", "cvmverify.cli", "ci", "--no-cache", "--json", "ci.json", *argv)
    assert "Traceback" not in done.stderr, done.stderr
    stages = json.loads((project / "ci.json").read_text())["stages"]
    return {f"cvmverify::{s['name']}::{i['name']}": i["status"]
            for s in stages for i in s["items"]}


def plugin_verdicts(project: Path) -> dict[str, str]:
    done = run(project, "-m", "pytest", "-p", "no:cacheprovider", "--cvmverify", "-rA", "-q")
    verdicts = {}
    for line in done.stdout.splitlines():
        word, _, rest = line.partition(" ")
        if word in ("PASSED", "FAILED"):
            verdicts[rest.split(" - ")[0]] = "passed" if word == "PASSED" else "failed"
    return verdicts


def test_ci_and_the_plugin_run_the_same_items_with_the_same_verdicts(project):
    ci = ci_verdicts(project)
    assert ci == {
        "cvmverify::prove::relu": "passed",
        "cvmverify::prove::low_ranks": "passed",         # max_rank = 3: never wrong there
        "cvmverify::check::relu[mykernels:relu_wrong_above_rank_3]": "passed",  # nor this
        "cvmverify::check::relu[no_such_module:relu]": "failed",
        "cvmverify::equiv::missing_identity": "failed",
    }
    assert plugin_verdicts(project) == ci


def test_a_kernel_or_identity_that_cannot_load_is_a_failed_item(project):
    done = run(project, "-m", "cvmverify.cli", "ci", "--no-cache")
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    assert "FAILED check relu[no_such_module:relu]" in done.stdout
    assert "No module named 'no_such_module'" in done.stdout
    assert "FAILED equiv missing_identity" in done.stdout


def test_a_spec_module_that_cannot_load_is_a_failed_item(project):
    (project / "lowops.py").write_text("undefined_name + 1\n")
    done = run(project, "-m", "cvmverify.cli", "ci", "--no-cache")
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    assert "FAILED prove spec " in done.stdout and "lowops.py:1" in done.stdout
    assert "NameError" in done.stdout


def test_known_findings_pass_and_a_stale_one_is_reported(project):
    pyproject = project / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace("max_rank = 3", "max_rank = 5").replace(
        'identities = ["missing_identity.toml"]', 'known = ["relu:in-bounds"]'))
    pyproject.write_text(pyproject.read_text().split("[[tool.cvmverify.kernels]]")[0])
    assert ci_verdicts(project)["cvmverify::prove::low_ranks"] == "failed"
    (project / "known.toml").write_text('known = ["low_ranks:in-bounds"]\n')
    verdicts = ci_verdicts(project, "--known", "known.toml")
    assert verdicts == {"cvmverify::prove::relu": "passed",
                        "cvmverify::prove::low_ranks": "known",
                        "cvmverify::prove::known relu:in-bounds": "stale"}
    done = run(project, "-m", "cvmverify.cli", "ci", "--no-cache", "--known", "known.toml")
    assert done.returncode == 0, done.stdout + done.stderr
    # one block for the rule, listing the ranks where it is refuted
    assert done.stdout.count("REFUTED low_ranks in-bounds") == 1, done.stdout
    assert "ranks 4, 5" in done.stdout


def test_the_plugin_counts_its_items_and_ids_begin_with_cvmverify(project):
    done = run(project, "-m", "pytest", "-p", "no:cacheprovider", "--cvmverify",
               "--collect-only", "-q")
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    assert len(ids) == 5 and all(i.startswith("cvmverify::") for i in ids), done.stdout
    assert "5 tests collected" in done.stdout and "no tests collected" not in done.stdout


def test_a_settings_mistake_is_exit_3_and_a_collection_error(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.cvmverify]\nmax_rank = 9\n")
    done = run(tmp_path, "-m", "cvmverify.cli", "ci")
    assert done.returncode == 3 and "max_rank in 1..6" in done.stderr
    done = run(tmp_path, "-m", "pytest", "-p", "no:cacheprovider", "--cvmverify", "-q")
    assert "1 error" in done.stdout and "max_rank in 1..6" in done.stdout
    assert "Traceback" not in done.stdout
