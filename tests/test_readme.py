"""Every command the README shows is run by a test: here, exactly as written, in a folder
holding what it names (x.npy, mykernels.py, myops.py, the repository's graphs/, identities/,
examples/ and models/), or, where it is a long run, by the test named beside it. A command added to
the README without either fails `test_every_readme_command_is_run`."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import textwrap
from pathlib import Path

import numpy as np
import pytest

from cvmverify.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()

# a command line of the README: an indented line of a shell example
COMMANDS = [line.strip().split("  #")[0].strip()
            for line in re.findall(r"^    ((?:cvmverify|cc|cd|pip|pytest) .*)$", README, re.M)]

# run by another test: the long runs (the whole library, a project's CI, pip)
ELSEWHERE = {
    "pip install -e . && cvmverify prove":
        "tests/test_cli_prove.py::test_the_library_is_proven_at_every_rank",
    "pip install -q -e '.[test,docs]' && python -m pytest -q -n auto --dist loadfile":
        "tests/test_readme.py::test_ci_runs_the_readme_test_command",
    "cd examples/ci_project && cvmverify ci --junit ci.xml --sarif ci.sarif":
        "tests/test_ci.py::test_the_sample_project_passes_and_a_second_run_reads_the_cache",
    "pytest --cvmverify":
        "tests/test_pytest_plugin.py::test_every_proof_identity_and_kernel_is_an_item",
    "cvmverify precision graphs/add_requant.toml":
        "tests/test_precision_readme.py::test_each_example_exits_as_its_comment_says",
    "cvmverify precision graphs/conv_requant.toml --input x=8 --input w=8":
        "tests/test_precision_readme.py::test_each_example_exits_as_its_comment_says",
}

# run here, in this order (gen writes what check --generated reads); the default tier adds
# the options beside a command, which make it smaller (fewer cases, one process), and the
# slow tier runs every command exactly as written
SMALLER_CHECK = ["--cases", "12", "--invalid-cases", "4", "--no-isolate"]
HERE = {
    "cvmverify prove relu transpose --max-rank 2 --json prove.json --sarif prove.sarif":
        ["--jobs", "1"],
    "cvmverify eval transpose x.npy --attr axes=1,0 --out y": [],
    "cvmverify gen relu graphs/add_requant.toml --out build/generated": [],
    "cvmverify check relu --kernel mykernels:relu": SMALLER_CHECK,
    "cc -shared -fPIC -O2 -o libcvm_kernels.so examples/c_kernels/cvm_kernels.c": [],
    "cvmverify check relu --lib ./libcvm_kernels.so --symbol cvm_relu": SMALLER_CHECK,
    "cvmverify check relu --generated build/generated": SMALLER_CHECK,
    "cvmverify check relu --generated-cupy build/generated": SMALLER_CHECK,
    "cvmverify equiv identities/flatten_reshape.toml": [],
    "cvmverify graph graphs/conv_requant.toml --dot conv.dot": [],
    "cvmverify precision models/mlp.toml": [],
    "cvmverify equiv models/mlp.toml models/mlp.toml": [],
    "cvmverify gen models/mlp.toml --out build/models": [],
    "cvmverify --spec ./myops.py list": [],
}

# a kernel that rejects what the spec rejects (the suite's own NumPy kernel of relu)
MYKERNELS = '''
    from kernels.numpy_compute import relu
'''

MYOPS = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("my_negate_twice", inputs=[Input("x")], summary="x, negated twice")
    def my_negate_twice(x):
        return Output(x.shape, lambda i: x[i])
'''

pytestmark = pytest.mark.usefixtures("library_as_it_was")


def test_every_readme_command_is_run():
    assert set(COMMANDS) == set(HERE) | set(ELSEWHERE), \
        "a README command is neither run here (HERE) nor by a test named in ELSEWHERE"
    for test in set(ELSEWHERE.values()):
        path, name = test.split("::")
        assert f"def {name}(" in (ROOT / path).read_text(), test


def test_ci_runs_the_readme_test_command():
    command = next(c for c in COMMANDS if "pytest" in c and "pip install" in c)
    assert command in (ROOT / ".ci" / "run").read_text().splitlines()


def test_the_readme_fits_a_screen_or_so():
    assert len(README.splitlines()) < 200


def has_gpu() -> bool:
    try:
        import cupy

        return cupy.cuda.runtime.getDeviceCount() > 0
    except Exception:  # no cupy, no driver, no device: all mean no GPU here
        return False


@pytest.fixture
def folder(tmp_path, monkeypatch):
    for name in ("graphs", "identities", "examples", "models"):
        (tmp_path / name).symlink_to(ROOT / name)
    (tmp_path / "mykernels.py").write_text(textwrap.dedent(MYKERNELS))
    (tmp_path / "myops.py").write_text(textwrap.dedent(MYOPS))
    np.save(tmp_path / "x.npy", np.arange(6, dtype=np.int32).reshape(2, 3))
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("CVMVERIFY_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


@pytest.mark.parametrize("exactly", [False, pytest.param(True, marks=pytest.mark.slow)],
                         ids=["smaller", "as-written"])
def test_the_readme_commands_do_what_it_says(folder, capsys, exactly):
    for command, smaller in HERE.items():
        argv = shlex.split(command)
        if argv[0] == "cc":
            if shutil.which("cc") is None:
                pytest.skip("no C compiler: the C library cannot be built")
            subprocess.run(argv, check=True)
            continue
        # every command exits 0: it proves, passes or draws what the README says; a GPU
        # kernel is skipped (2) where there is no GPU, as its comment says
        expected = 2 if "--generated-cupy" in argv and not has_gpu() else 0
        assert main(argv[1:] + ([] if exactly else smaller)) == expected, \
            (command, capsys.readouterr())
    out = capsys.readouterr().out
    assert "my_negate_twice" in out  # the user's operator joined the library
    assert json.loads((folder / "prove.json").read_text())["counts"].get("refuted", 0) == 0
    assert json.loads((folder / "prove.sarif").read_text())["runs"][0]["results"] == []
    assert np.array_equal(np.load(folder / "y0.npy"), np.arange(6).reshape(2, 3).T)
    assert "conv: conv2d" in (folder / "conv.dot").read_text()
    assert (folder / "build" / "generated" / "numpy" / "relu.py").is_file()


def test_the_readme_python_runs():
    for block in re.findall(r"^```python\n(.*?)^```", README, re.M | re.S):
        exec(compile(block, "README.md", "exec"), {})


def test_the_exit_codes_are_the_one_table():
    from cvmverify import exits

    assert exits.TABLE in (ROOT / "docs" / "exit-codes.md").read_text()
    rows = re.findall(r"^\| (\d) \|", README, re.M)
    assert rows == [str(code) for code in (exits.PASSED, exits.FAILED, exits.UNKNOWN,
                                            exits.BAD_SPEC, exits.BAD_USAGE)]


def test_every_link_of_the_readme_is_a_file():
    links = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README)
    assert links and all((ROOT / link).is_file() for link in links), \
        [link for link in links if not (ROOT / link).is_file()]
