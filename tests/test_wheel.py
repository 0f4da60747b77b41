"""The package as a user installs it: a wheel (not an editable checkout) ships its specs,
templates, graphs, identities and examples, and every command works from it, with spec
locations read as spec/<family>.py:<line>.

The wheel is unpacked into a folder that comes first on the path of a Python started
without `site` (so the checkout's editable install is not seen), its dependencies taken
from this environment, and run from an empty working directory."""

import importlib.metadata
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    # built from a copy: setuptools would reuse (and ship) a stale build/ of the checkout
    source = out / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", "generated",
        ".pytest_cache", "*.so"))
    # this environment's setuptools, when recent enough, spares a download
    offline = ["--no-build-isolation"] if _setuptools_at_least(68) else []
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                            *offline, "-w", str(out), str(source)],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    (wheel,) = out.glob("cvmverify-*.whl")
    site = out / "site"
    zipfile.ZipFile(wheel).extractall(site)
    work = out / "work"
    work.mkdir()
    return site, work


def _setuptools_at_least(major: int) -> bool:
    try:
        return int(importlib.metadata.version("setuptools").split(".")[0]) >= major
    except importlib.metadata.PackageNotFoundError:
        return False


def run(installed, *args, code=None):
    site, work = installed
    dependencies = [p for p in sys.path if p.endswith("site-packages")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), *dependencies])}
    script = code or ("import sys; from cvmverify.cli import main; "
                      "sys.exit(main(sys.argv[1:]))")
    return subprocess.run([sys.executable, "-S", "-c", script, *args], cwd=work, env=env,
                          capture_output=True, text=True, timeout=600)


def test_the_wheel_holds_every_package_and_the_data(installed):
    site, _ = installed
    packages = {p.parent.relative_to(ROOT / "cvmverify") for p in
                (ROOT / "cvmverify").rglob("__init__.py")}
    for package in packages:
        assert (site / "cvmverify" / package / "__init__.py").is_file(), package
    for data in ["specs/nn.py", "templates/numpy/module.py.j2", "graphs/add_requant.toml",
                 "identities/README.md", "examples/c_kernels/dlpack.h"]:
        assert (site / "cvmverify" / data).is_file(), data


def test_the_installed_package_is_the_one_imported_and_locates_specs(installed):
    site, _ = installed
    shown = run(installed, code="import cvmverify; print(cvmverify.__file__); "
                "print(cvmverify.spec('dense').where)")
    assert shown.returncode == 0, shown.stderr
    where, location = shown.stdout.split()
    assert where.startswith(str(site))
    assert location.startswith("spec/nn.py:")


def test_prove_and_precision_run_from_the_wheel(installed):
    proved = run(installed, "prove", "relu")
    assert proved.returncode == 0 and "0 refuted, 0 unknown" in proved.stdout, proved.stderr
    precision = run(installed, "prove", "--precision", "relu")
    assert precision.returncode == 0, precision.stdout + precision.stderr


def test_gen_writes_kernels_from_the_shipped_templates_and_graphs(installed):
    _, work = installed
    made = run(installed, "gen", "--out", "out", "relu", "add_requant")
    assert made.returncode == 0, made.stderr
    for path in ["numpy/relu.py", "numpy/graphs/add_requant.py", "cuda/dlpack.h"]:
        assert (work / "out" / path).is_file(), path


def test_check_and_equiv_run_from_the_wheel(installed):
    _, work = installed
    (work / "mykernels.py").write_text(
        "import numpy as np\n\ndef relu(inputs):\n    return np.maximum(inputs[0], 0)\n")
    checked = run(installed, "check", "relu", "--kernel", "mykernels:relu", "--cases", "20",
                  "--contract", "runtime")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    equiv = run(installed, "equiv", "--library", "--only", "relu_idempotent")
    assert equiv.returncode == 0 and "1 equivalent" in equiv.stdout, equiv.stderr


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_the_shipped_c_example_builds_and_passes(installed):
    site, work = installed
    source = site / "cvmverify" / "examples" / "c_kernels" / "cvm_kernels.c"
    library = work / "libcvm_kernels.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", str(library), str(source)],
                   check=True, timeout=120)
    checked = run(installed, "check", "relu", "--lib", str(library), "--symbol", "cvm_relu",
                  "--cases", "20")
    assert checked.returncode == 0, checked.stdout + checked.stderr
