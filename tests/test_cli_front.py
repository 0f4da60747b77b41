"""The front end's smaller promises: generated kernels checked as they are; a replay file of
another operator refused; graphs public in `cvmverify`; `equiv` with one graph file asks for
the second; `prove` groups a rule wrong at several ranks into one block, reads a known list,
and prints counterexamples in the user's terms."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify import exits
from cvmverify.cli import main

ROOT = Path(__file__).resolve().parents[1]

KERNELS = '''
    import numpy as np

    def transpose_plus_one(inputs, **attrs):
        return [np.transpose(inputs[0], attrs["axes"]).copy() + 1]

    def relu(inputs):
        return [np.maximum(inputs[0], 0).astype(np.int32)]
'''

WRONG_ABOVE_RANK_3 = '''
    from cvmverify.core.dsl import Input, Output, operator

    @operator("low_ranks", inputs=[Input("x")], summary="x, read wrongly above rank 3")
    def low_ranks(x):
        return Output(x.shape, lambda i: x[tuple(i[k] + (1 if k == 3 else 0)
                                                 for k in range(x.rank))])
'''


# the operators a test adds with --spec are gone after it (conftest.py)
pytestmark = pytest.mark.usefixtures("library_as_it_was")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "frontkernels.py").write_text(textwrap.dedent(KERNELS))
    (tmp_path / "frontops.py").write_text(textwrap.dedent(WRONG_ABOVE_RANK_3))
    return tmp_path


@pytest.mark.parametrize("target", ["relu", "transpose", str(ROOT / "graphs" /
                                                             "add_requant.toml")])
def test_check_generated_checks_the_module_gen_wrote(folder, capsys, target):
    assert main(["check", target, "--generated", str(ROOT / "generated"), "--cases", "10",
                 "--no-isolate"]) == exits.PASSED, capsys.readouterr()


def test_check_generated_isolated_and_from_a_fresh_gen(folder, capsys):
    assert main(["gen", "abs", "--out", "build"]) == 0
    assert main(["check", "abs", "--generated", "build", "--cases", "10"]) == exits.PASSED
    assert main(["check", "slice", "--generated", "build"]) == exits.BAD_USAGE
    assert "cvmverify gen slice" in capsys.readouterr().err  # how to render it


def test_a_generated_function_is_checked_from_python(folder):
    from cvmverify.check.generated import GeneratedKernel

    kernel = GeneratedKernel.of(str(ROOT / "generated"), "relu")
    assert cvmverify.check_kernel("relu", kernel, cases=10, isolate=False).ok


def test_a_replay_file_of_another_operator_is_refused(folder, capsys):
    report = folder / "transpose.json"
    assert main(["check", "transpose", "--kernel", "frontkernels:transpose_plus_one",
                 "--cases", "5", "--json", str(report), "--no-isolate"]) == exits.FAILED
    capsys.readouterr()
    assert main(["check", "relu", "--kernel", "frontkernels:relu", "--replay",
                 str(report), "--no-isolate"]) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert "a report of relu's cases" in err and "op=transpose" in err
    assert main(["check", "transpose", "--kernel", "frontkernels:transpose_plus_one",
                 "--replay", str(report), "--no-isolate"]) == exits.FAILED
    table = capsys.readouterr().out.split("symptom  [region]\n")[1].splitlines()[0]
    assert "mismatch: output 0" in table  # the replay's table fills its symptom column


def test_graphs_are_public():
    graph = cvmverify.load_graph(str(ROOT / "graphs" / "add_requant.toml"))
    assert isinstance(graph, cvmverify.Graph)
    g = cvmverify.Graph("twice")
    x = g.input("x", rank=1)
    g.output("y", g.apply("relu", g.apply("relu", x)))
    out = cvmverify.evaluate_graph(g, {"x": np.array([-1, 2], dtype=np.int32)})
    assert out["y"].tolist() == [0, 2]
    assert {"Graph", "load_graph", "evaluate_graph"} <= set(cvmverify.__all__)


def test_equiv_with_one_graph_file_asks_for_the_second(capsys):
    graph = str(ROOT / "graphs" / "add_requant.toml")
    assert main(["equiv", graph]) == exits.BAD_USAGE
    err = capsys.readouterr().err
    assert "a second graph file" in err and "unknown" not in err


def test_a_rule_wrong_at_several_ranks_is_one_block_in_the_users_terms(folder, capsys):
    assert main(["--spec", "frontops", "prove", "low_ranks", "--max-rank", "6",
                 "--no-cache"]) == exits.FAILED
    out = capsys.readouterr().out
    assert out.count("REFUTED low_ranks in-bounds") == 1
    assert "[ranks 4, 5, 6; 3 structures]" in out
    counterexample = next(line for line in out.splitlines() if "counterexample" in line)
    assert "x: (1, 1, 1, 1)" in counterexample and "at output index (0, 0, 0, 0)" in \
        counterexample
    assert "i0=" not in counterexample and "x.shape[0]" not in counterexample


def test_known_findings_do_not_fail_prove_and_stale_ones_are_reported(folder, capsys):
    (folder / "known.toml").write_text(textwrap.dedent('''
        known = [{ op = "low_ranks", obligation = "in-bounds", why = "a test" }, "relu"]
    '''))
    assert main(["--spec", "frontops", "prove", "low_ranks", "relu", "--max-rank", "4",
                 "--no-cache", "--known", "known.toml"]) == exits.PASSED
    out = capsys.readouterr().out
    assert "KNOWN REFUTED low_ranks in-bounds" in out and "(a test)" in out
    assert "STALE known relu" in out
    (folder / "bad.toml").write_text('known = [3]\n')
    assert main(["prove", "relu", "--known", "bad.toml"]) == exits.BAD_USAGE


def test_the_install_docs_name_what_works():
    """No index serves cvmverify, and the plugin needs pytest, which the package does not
    bring: the docs say to install from the repository, and pytest beside it."""
    ci = (ROOT / "docs" / "ci.md").read_text()
    assert not any(line.strip() in ("pip install cvmverify", "- run: pip install cvmverify")
                   for line in ci.splitlines())
    assert "git+https://" in ci and "pip install pytest" in ci
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("**In a project's own test suite**"):]
    assert "pip install pytest" in section[:400]
    section = ci[ci.index("`pytest --cvmverify` (a pytest plugin"):]
    assert "pip install pytest" in section[:400]


def test_a_timeout_symptom_and_a_single_failure_read_as_words(folder, capsys):
    from cvmverify.check.compare import Verdict, symptom

    text = symptom(None, Verdict("timeout", "no answer within 0.5 s; the worker was killed"))
    assert "#" not in text and "time limit" in text
    assert main(["check", "relu", "--kernel", "frontkernels:relu", "--cases", "5",
                 "--invalid-cases", "1", "--no-isolate", "--values", "0,5"]) == exits.FAILED
    out = capsys.readouterr().out
    assert "1 failure in 1 symptom group," in out  # not "1 failures in 1 symptom groups"
