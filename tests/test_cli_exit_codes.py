"""One exit-code table for every command (cvmverify/exits.py, docs/cli.md): 0 all proven or
passed, 1 refuted or failed, 2 unknown, bounded, skipped or nothing ran, 3 a bad spec or
configuration, 4 bad usage or input. Names get a 'did you mean'; tuple attributes take one
int only where the spec gives it a meaning; tables are whole off a terminal."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import numpy as np
import pytest

from cvmverify import exits
from cvmverify.cli import main

ROOT = Path(__file__).resolve().parents[1]
GRAPH = str(ROOT / "graphs" / "add_requant.toml")

WRONG_ABOVE_RANK_3 = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("low_ranks", inputs=[Input("x")], summary="x, read wrongly above rank 3")
    def low_ranks(x):
        return Output(x.shape, lambda i: x[tuple(i[k] + (1 if k == 3 else 0)
                                                 for k in range(x.rank))])
'''

KERNELS = '''
    import numpy as np

    def relu(inputs):
        return [np.maximum(inputs[0], 0).astype(np.int32)]

    def plus_one(inputs, **attrs):
        return [inputs[0] + 1]
'''


# the operators a test adds with --spec are gone after it (conftest.py)
pytestmark = pytest.mark.usefixtures("library_as_it_was")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    np.save(tmp_path / "x.npy", np.arange(6, dtype=np.int32).reshape(2, 3))
    (tmp_path / "lowops.py").write_text(textwrap.dedent(WRONG_ABOVE_RANK_3))
    (tmp_path / "exitkernels.py").write_text(textwrap.dedent(KERNELS))
    return tmp_path


def code(*argv: str) -> int:
    try:
        return main(list(argv))
    except SystemExit as exit:  # argparse's own mistakes
        return exit.code


USAGE = [
    ("eval", "reluu", "x.npy"), ("eval", "relu", "missing.npy"), ("eval", "missing.toml"),
    ("eval", "relu", "x.npy", "--no-such-option"), ("prove", "reluu"),
    ("prove", "--max-rank", "9"), ("check", "reluu", "--kernel", "exitkernels:relu"),
    ("check", "relu", "--kernel", "no_such_module:relu"), ("check", "relu"),
    ("gen", "reluu", "--out", "out"), ("gen", "missing.toml", "--out", "out"),
    ("equiv", "missing.toml"), ("equiv", GRAPH), ("precision", "missing.toml"),
    ("precision", GRAPH, "--input", "a"), ("vectors", "reluu", "--out", "v"),
    ("list", "--no-such-option"), ("ci", "--no-such-option"), ("no-such-command",),
]


@pytest.mark.parametrize("argv", USAGE, ids=[" ".join(a[:3]) for a in USAGE])
def test_bad_usage_or_input_is_exit_4_in_every_command(folder, capsys, argv):
    assert code(*argv) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert "error" in err and "Traceback" not in err


BINARY_FOR_TOML = [("equiv", "x.npy"), ("equiv", "x.npy", "x.npy"), ("precision", "x.npy"),
                   ("gen", "x.npy", "--out", "out"), ("ci", "--known", "x.npy")]


@pytest.mark.parametrize("argv", BINARY_FOR_TOML, ids=" ".join)
def test_a_binary_file_where_a_toml_file_belongs_names_the_file(folder, capsys, argv):
    (folder / "pyproject.toml").write_text("[tool.cvmverify]\nops = []\n")
    assert code(*argv) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert "x.npy" in err and "Traceback" not in err and "codec" not in err


@pytest.mark.parametrize("command", [["list"], ["eval", "relu", "x.npy"],
                                     ["prove", "relu", "--max-rank", "1"],
                                     ["check", "relu", "--kernel", "exitkernels:relu"]])
def test_a_bad_spec_is_exit_3_in_every_command(folder, capsys, command):
    (folder / "badops.py").write_text("undefined_name + 1\n")
    assert code("--spec", "badops", *command) == exits.BAD_SPEC
    assert "badops.py:1" in capsys.readouterr().err


def test_a_bad_configuration_is_exit_3(folder, capsys):
    (folder / "pyproject.toml").write_text("[tool.cvmverify]\nmax_rank = 9\n")
    assert code("ci") == exits.BAD_SPEC
    assert "max_rank in 1..6" in capsys.readouterr().err
    (folder / "pyproject.toml").write_text("[tool.cvmverify]\nknown = [3]\n")
    assert code("ci") == exits.BAD_SPEC
    (folder / "pyproject.toml").write_text("[tool.cvmverify]\nops = []\n")
    assert code("ci", "--known", "no.toml") == exits.BAD_USAGE  # a file the command names


def test_refuted_failed_and_skipped(folder, capsys):
    assert code("--spec", "lowops", "prove", "low_ranks", "--max-rank", "4",
                "--no-cache") == exits.FAILED
    assert code("check", "relu", "--kernel", "exitkernels:plus_one", "--cases", "5",
                "--no-isolate") == exits.FAILED
    assert code("check", "relu", "--cuda", "exitkernels:relu", "--cases", "2") in (
        exits.UNKNOWN, exits.PASSED)  # skipped without cupy; run where there is a GPU
    assert code("--spec", "lowops", "prove", "low_ranks", "--max-rank", "3",
                "--no-cache") == exits.PASSED


def test_a_misspelt_name_gets_a_suggestion_not_every_name(folder, capsys):
    for argv in (("eval", "reluu", "x.npy"), ("prove", "transpos"),
                 ("check", "reluu", "--kernel", "exitkernels:relu")):
        assert code(*argv) == exits.BAD_USAGE
        err = capsys.readouterr().err
        assert "did you mean" in err and "conv2d" not in err, err


def test_the_table_is_in_the_help_and_docs_cli_md():
    assert exits.TABLE in (ROOT / "docs" / "cli.md").read_text()


# --- tuple attributes from the shell ------------------------------------------------------


@pytest.mark.parametrize("op, attr", [("slice", "begin=-1"), ("slice", "end=1"),
                                      ("broadcast", "target_shape=3")])
def test_one_int_for_a_tuple_of_any_length_says_what_to_write(folder, capsys, op, attr):
    name, _, value = attr.partition("=")
    assert code("eval", op, "x.npy", "-a", attr) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert f"`{name}={value},`" in err and "Traceback" not in err


def test_one_int_is_every_entry_of_a_fixed_length_tuple_or_what_the_spec_takes(
        folder, capsys):
    np.save(folder / "x4.npy", np.arange(16, dtype=np.int32).reshape(1, 1, 4, 4))
    assert code("eval", "max_pool2d", "x4.npy", "-a", "pool_size=2") == 0
    assert code("eval", "slice", "x.npy", "-a", "begin=-1,", "-a", "end=2,") == 0
    np.save(folder / "w.npy", np.ones((1, 1, 1, 1), dtype=np.int32))
    assert code("eval", "conv2d", "x4.npy", "w.npy", "-a", "padding=1") == 0  # scalar=True
    out = capsys.readouterr().out
    assert "shape (1, 1, 3, 3)" in out and "shape (1, 1, 6, 6)" in out


# --- tables off a terminal ----------------------------------------------------------------


def test_the_precision_table_is_whole_off_a_terminal(folder, capsys, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    conv = str(ROOT / "graphs" / "conv_requant.toml")
    assert code("precision", conv, "--input", "x=8", "--input", "w=8") == exits.FAILED
    out = capsys.readouterr().out
    assert "BitWidth(w.shape[1]*w.shape[2]*w.shape[3]) + 16" in out
    assert "…" not in out
    # the counterexample in the user's terms: shapes and attributes, no solver terms
    line = next(line for line in out.splitlines() if "counterexample" in line)
    assert "x: (" in line and "padding=(" in line
    assert "@" not in line and "Read(" not in line and "#" not in line


def test_misspelt_attributes_and_identities_get_a_suggestion(folder, capsys):
    assert code("eval", "transpose", "x.npy", "-a", "axs=1,0") == exits.BAD_USAGE
    assert "did you mean 'axes'?" in capsys.readouterr().err
    assert code("equiv", "--library", "--only", "flatten_reshap") == exits.BAD_USAGE
    assert "did you mean 'flatten_reshape'?" in capsys.readouterr().err
