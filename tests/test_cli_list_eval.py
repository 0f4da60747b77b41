"""The `cvmverify list` and `cvmverify eval` commands, through `cvmverify.cli.main`.

Exit codes (cvmverify/exits.py, one table for every command): 0 on success, 3 for a broken
spec, 4 for bad usage or input: a malformed command line, an unreadable file, a call that
breaks a precondition (a LogicError, reported on stderr with the op's name). One test runs
the installed console script in a subprocess.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import numpy as np
import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.cli.evaluate import parse_value

OPS = cvmverify.ops()


@pytest.fixture
def x_npy(tmp_path):
    path = tmp_path / "x.npy"
    np.save(path, np.array([-2, 0, 3, 5], dtype=np.int32))
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --------------------------------------------------------------------------- list


def test_list_names_every_op(capsys, monkeypatch):
    """At the width of a pipe (80 columns) every name is printed whole, so that
    `cvmverify list | grep NAME` finds it."""
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert f"{len(OPS)} operators" in out
    assert [op for op in OPS if op not in out] == []


def test_list_names_every_op_on_a_wide_terminal(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "300")
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert [op for op in OPS if op not in out] == []
    assert "strided_slice" in out  # aliases are listed beside the name


def test_list_names_the_operators_asked_for(capsys):
    code, out, _ = run(capsys, "list", "relu", "conv2d", "relu", "--json")
    assert code == 0 and [row["op"] for row in json.loads(out)] == ["relu", "conv2d"]
    code, out, _ = run(capsys, "list", "relu")
    assert code == 0 and "1 operator" in out and "conv2d" not in out


def test_list_of_an_unknown_operator_exits_4_with_the_nearest_name(capsys):
    code, _, err = run(capsys, "list", "reluu")
    assert code == 4 and "reluu" in err and "did you mean 'relu'" in err


def test_list_json(capsys):
    code, out, _ = run(capsys, "list", "--json")
    assert code == 0
    rows = json.loads(out)
    assert len(rows) == 40
    assert [row["op"] for row in rows] == OPS
    for row in rows:
        assert {"inputs", "attrs", "summary"} <= set(row)
        assert isinstance(row["inputs"], str) and row["inputs"]
        assert isinstance(row["attrs"], list)
        assert isinstance(row["summary"], str) and row["summary"]
    by_op = {row["op"]: row for row in rows}
    assert by_op["conv2d"]["inputs"] == "x, w, b?"
    assert "groups:int=1" in by_op["conv2d"]["attrs"]
    assert "padding:ints=(0, 0)" in by_op["conv2d"]["attrs"]
    assert by_op["concatenate"]["inputs"] == "x0.."
    assert by_op["cvm_lut"]["inputs"] == "indices, table"
    assert by_op["relu"]["attrs"] == []
    assert by_op["slice"]["aliases"] == ["strided_slice"]
    assert by_op["broadcast"]["attrs"][-1] == "mode:choice{numpy|explicit|bidirectional}='numpy'"
    assert by_op["clip"]["attrs"] == ["a_min:int", "a_max:int"]


# --------------------------------------------------------------------------- eval


def test_eval_prints_each_output(capsys, x_npy):
    code, out, err = run(capsys, "eval", "relu", str(x_npy))
    assert (code, err) == (0, "")
    assert out.splitlines() == ["output 0: shape (4,), dtype int32", "[0 0 3 5]"]


def test_eval_with_attributes(capsys, x_npy):
    code, out, _ = run(capsys, "eval", "clip", str(x_npy), "--attr", "a_min=-1", "-a", "a_max=4")
    assert code == 0
    assert out.splitlines() == ["output 0: shape (4,), dtype int32", "[-1  0  3  4]"]


def test_eval_tuple_attribute_and_two_inputs(capsys, tmp_path):
    a, b = tmp_path / "a.npy", tmp_path / "b.npy"
    np.save(a, np.arange(6, dtype=np.int32).reshape(2, 3))
    np.save(b, np.array([10, 20], dtype=np.int32))
    code, out, _ = run(capsys, "eval", "transpose", str(a), "-a", "axes=1,0")
    assert code == 0
    assert out.splitlines()[0] == "output 0: shape (3, 2), dtype int32"
    code, out, _ = run(capsys, "eval", "take", str(a), str(b), "-a", "axis=(1)")
    assert code == 0
    assert out.splitlines() == ["output 0: shape (2, 2), dtype int32", "[[2 2]", " [5 5]]"]


def test_eval_several_outputs(capsys, x_npy):
    code, out, _ = run(capsys, "eval", "split", str(x_npy), "-a", "axis=0", "-a", "num_splits=2")
    assert code == 0
    assert out.splitlines() == ["output 0: shape (2,), dtype int32", "[-2  0]",
                                "output 1: shape (2,), dtype int32", "[3 5]"]


def test_eval_out_writes_npy_files(capsys, tmp_path, x_npy):
    prefix = tmp_path / "y"
    code, out, _ = run(capsys, "eval", "variadic_split", str(x_npy), "-a", "axis=0",
                       "-a", "split_lengths=1,-1", "--out", str(prefix))
    assert code == 0
    assert out.splitlines() == [f"{prefix}0.npy: shape (1,), dtype int32",
                                f"{prefix}1.npy: shape (3,), dtype int32"]
    first, second = np.load(f"{prefix}0.npy"), np.load(f"{prefix}1.npy")
    assert first.dtype == second.dtype == np.int32
    assert first.tolist() == [-2] and second.tolist() == [0, 3, 5]
    assert not (tmp_path / "y2.npy").exists()


def test_eval_keeps_the_dtype_of_data_movement(capsys, tmp_path):
    path = tmp_path / "f.npy"
    np.save(path, np.array([[1.5, 2.5]], dtype=np.float32))
    code, out, _ = run(capsys, "eval", "flatten", str(path), "-o", str(tmp_path / "z"))
    assert code == 0
    assert np.load(tmp_path / "z0.npy").dtype == np.float32


# --------------------------------------------------------------------------- failures


def test_attribute_without_equals_sign_exits_4(capsys, x_npy):
    code, out, err = run(capsys, "eval", "repeat", str(x_npy), "--attr", "axis")
    assert code == 4
    assert out == ""
    assert "NAME=VALUE" in err and "'axis'" in err


def test_violated_precondition_exits_4_naming_the_op(capsys, x_npy):
    code, out, err = run(capsys, "eval", "clip", str(x_npy), "-a", "a_min=2", "-a", "a_max=1")
    assert code == 4
    assert out == ""
    assert err.startswith("error: clip: requires a_min < a_max")


def test_wrong_number_of_inputs_exits_4(capsys, x_npy):
    code, _, err = run(capsys, "eval", "broadcast_add", str(x_npy))
    assert code == 4
    assert err.startswith("error: broadcast_add: requires input b")


def test_unknown_attribute_exits_4(capsys, x_npy):
    code, _, err = run(capsys, "eval", "relu", str(x_npy), "-a", "axis=0")
    assert code == 4
    assert "relu" in err and "known attributes" in err


def test_unknown_op_exits_4(capsys, x_npy):
    code, _, err = run(capsys, "eval", "no_such_op", str(x_npy))
    assert code == 4
    assert "no_such_op" in err and "known operator" in err


def test_unreadable_inputs_exit_4(capsys, tmp_path):
    code, _, err = run(capsys, "eval", "relu", str(tmp_path / "missing.npy"))
    assert code == 4
    assert err.startswith("error: eval: requires readable .npy inputs")
    pickled = tmp_path / "objects.npy"
    np.save(pickled, np.array([1, None], dtype=object), allow_pickle=True)
    code, _, err = run(capsys, "eval", "relu", str(pickled))
    assert code == 4
    assert err.startswith("error: eval: requires readable .npy inputs")


@pytest.mark.parametrize("content", [b"", b"1 2 3\n", b"\x93NUM"], ids=["empty", "text", "cut"])
def test_a_file_that_is_not_npy_is_named_as_such(capsys, tmp_path, content):
    path = tmp_path / "x.npy"
    path.write_bytes(content)
    code, _, err = run(capsys, "eval", "relu", str(path))
    assert code == 4
    assert f"file={path}, error=not a .npy file" in err and "pickle" not in err


def test_out_in_a_missing_folder_exits_4_naming_the_file(capsys, tmp_path, x_npy):
    prefix = tmp_path / "no_such_folder" / "y"
    code, _, err = run(capsys, "eval", "relu", str(x_npy), "--out", str(prefix))
    assert code == 4
    assert err.startswith("error: eval: requires --out PREFIX in a writable folder")
    assert f"file={prefix}0.npy" in err


# --------------------------------------------------------------------------- help


def test_top_level_help(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["--help"])
    out = capsys.readouterr().out
    assert caught.value.code == 0
    assert out.startswith("usage: cvmverify")
    for command in ("list", "eval", "prove"):
        assert command in out
    assert "cvmverify eval relu x.npy" in out  # the examples


@pytest.mark.parametrize("command, expected", [
    ("list", "--json"),
    ("eval", "attribute values"),
    ("prove", "--max-rank"),
])
def test_subcommand_help(capsys, command, expected):
    with pytest.raises(SystemExit) as caught:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert caught.value.code == 0
    assert out.startswith(f"usage: cvmverify {command}")
    assert expected in out


def test_no_command_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        main([])
    assert caught.value.code == 4
    assert "usage: cvmverify" in capsys.readouterr().err


# --------------------------------------------------------------------------- values


@pytest.mark.parametrize("text, value", [
    ("3", 3), ("-1", -1), ("1,2", [1, 2]), ("(1, 2)", [1, 2]), ("[4]", [4]), ("5,", [5]),
    ("true", True), ("False", False), ("none", None), ("null", None),
    ("explicit", "explicit"), ("'numpy'", "numpy"), ("1.5", 1.5),
])
def test_parse_value(text, value):
    parsed = parse_value(text)
    assert parsed == value and type(parsed) is type(value)


# --------------------------------------------------------------------------- console script


def test_installed_console_script(tmp_path, x_npy):
    script = shutil.which("cvmverify")
    assert script, "the cvmverify console script is not installed (pip install -e .)"
    prefix = tmp_path / "out"
    done = subprocess.run([script, "eval", "relu", str(x_npy), "--out", str(prefix)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [f"{prefix}0.npy: shape (4,), dtype int32"]
    assert np.load(f"{prefix}0.npy").tolist() == [0, 0, 3, 5]


# --------------------------------------------------------------------------- found so far


@pytest.mark.parametrize("name", ["name", "inputs"])
def test_attribute_named_like_a_parameter_of_evaluate(capsys, x_npy, name):
    """`--attr name=1` is an unknown attribute of relu; evaluate(name, inputs, **attrs)
    raises TypeError for it instead, and the command dies with a traceback."""
    code, _, err = run(capsys, "eval", "relu", str(x_npy), "-a", f"{name}=1")
    assert code == 4
    assert "relu" in err and "known attributes" in err


@pytest.mark.parametrize("text", ["{[1]: 2}", "{[]}", "-" * 5000 + "1"],
                         ids=["unhashable key", "unhashable member", "deep nesting"])
def test_unparsable_attribute_value_is_reported(capsys, x_npy, text):
    """ast.literal_eval raises TypeError (unhashable key) or RecursionError (deep nesting),
    which parse_value does not catch, so the command dies with a traceback."""
    code, out, err = run(capsys, "eval", "repeat", str(x_npy), "-a", "repeats=2",
                         "-a", f"axis={text}")
    assert code == 4
    assert out == ""
    assert err.startswith("error:") and "axis" in err


def test_unwritable_out_prefix_exits_4(capsys, tmp_path, x_npy):
    """np.save into a missing directory raises FileNotFoundError, uncaught by `eval`."""
    code, _, err = run(capsys, "eval", "relu", str(x_npy), "--out",
                       str(tmp_path / "missing" / "y"))
    assert code == 4
    assert err.startswith("error:")
