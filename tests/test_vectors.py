"""Conformance vectors: the files agree with the reference, and a C program that loads them
(examples/c_kernels/run_vectors.c) passes the example kernels and fails a mutant."""

from __future__ import annotations

import json
import shutil
import subprocess

import numpy as np
import pytest

import cvmverify
from check_support import C_KERNELS, EXAMPLES, build
from cvmverify.check.vectors import write_vectors
from cvmverify.cli import main

OPS = sorted(C_KERNELS)


@pytest.fixture(scope="module")
def vectors(tmp_path_factory):
    out = tmp_path_factory.mktemp("vectors")
    index = write_vectors(out, OPS, cases=12, invalid_cases=4, seed=3)
    return out, index


def as_attr(value):
    return tuple(value) if isinstance(value, list) else value


def test_every_case_is_written_and_agrees_with_the_reference(vectors):
    out, index = vectors
    assert index["ops"] == {op: {"valid": 12, "invalid": 4} for op in OPS}
    for op in OPS:
        entries = json.loads((out / op / "cases.json").read_text())
        lines = (out / op / "cases.txt").read_text().splitlines()
        assert len(entries) == len(lines) == 16
        for entry in entries:
            inputs = [np.load(out / op / name) for name in entry["inputs"]]
            attrs = {k: as_attr(v) for k, v in entry["attrs"].items()}
            if entry["valid"]:
                expected = [np.load(out / op / o["file"]) for o in entry["outputs"]]
                got = cvmverify.evaluate(op, inputs, **attrs)
                assert len(got) == len(expected)
                for a, b in zip(got, expected):
                    assert a.dtype == b.dtype and np.array_equal(a, b), entry["id"]
            else:
                assert entry["error"] == "LogicError" and entry["violated"]
                with pytest.raises(cvmverify.LogicError):
                    cvmverify.evaluate(op, inputs, **attrs)


@pytest.fixture(scope="module")
def runner(tmp_path_factory):
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        pytest.skip("no C compiler (cc) on this machine")
    folder = tmp_path_factory.mktemp("runner")
    program = folder / "run_vectors"
    subprocess.run([compiler, "-O2", "-Wall", "-Werror", f"-I{EXAMPLES}", "-o", str(program),
                    str(EXAMPLES / "run_vectors.c"), "-ldl"], check=True)
    return program, folder


def test_the_c_runner_passes_the_example_kernels(vectors, runner):
    out, _ = vectors
    program, folder = runner
    library = build(EXAMPLES / "cvm_kernels.c", folder, "cvm_kernels")
    done = subprocess.run([str(program), str(library), str(out), *OPS], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    for op in OPS:
        assert f"{op}: 16 of 16 cases passed" in done.stdout


def test_the_c_runner_fails_a_mutant_kernel(vectors, runner):
    out, _ = vectors
    program, folder = runner
    library = build(EXAMPLES / "cvm_kernels.c", folder, "mutant", "CVM_MUTANT_ROUNDING")
    done = subprocess.run([str(program), str(library), str(out), "cvm_right_shift"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "FAIL cvm_right_shift/v" in done.stdout and "differs from the expected" in \
        done.stdout


def test_cli_writes_vectors_and_refuses_none(tmp_path, capsys):
    assert main(["vectors", "--out", str(tmp_path / "v"), "relu", "--cases", "3",
                 "--invalid-cases", "1"]) == 0
    assert "1 operators, 3 valid and 1 invalid cases" in capsys.readouterr().out
    assert (tmp_path / "v" / "relu" / "v2_out0.npy").exists()
    assert main(["vectors", "--out", str(tmp_path / "w"), "--cases", "0",
                 "--invalid-cases", "0"]) == 4  # bad input


def test_an_out_folder_it_cannot_create_is_a_logic_error_naming_it(tmp_path, capsys):
    (tmp_path / "a_file").write_text("")
    assert main(["vectors", "relu", "--out", str(tmp_path / "a_file")]) == 4
    err = capsys.readouterr().err
    assert err.startswith("error: vectors: requires --out DIR to be a folder it can create")
    assert f"out={tmp_path / 'a_file'}" in err
