"""`cvmverify check` and `gen` as a new user runs them: replaying a report, a rank limit,
graphs given as TOML files, and messages that name flags that exist."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import numpy as np
import pytest

from cvmverify import LogicError
from cvmverify.cli import main
from cvmverify.drivers.gen import targets

ROOT = Path(__file__).resolve().parents[1]
GRAPH = str(ROOT / "graphs" / "add_requant.toml")


@pytest.fixture
def kernels(tmp_path, monkeypatch):
    """A module of kernels in a folder of its own, importable as `userkernels`."""
    (tmp_path / "userkernels.py").write_text(textwrap.dedent(f"""
        import numpy as np
        import cvmverify
        from cvmverify.core.graph import evaluate_graph, load_graph

        def relu(inputs):
            return cvmverify.evaluate("relu", inputs)

        def relu_keeps_negatives(inputs):
            cvmverify.evaluate("relu", inputs)  # rejects what relu rejects
            return [inputs[0].copy()]

        def relu_up_to_rank_2(inputs):
            if inputs[0].ndim > 2:
                raise ValueError("rank > 2 is not supported")
            return relu(inputs)

        GRAPH = load_graph({GRAPH!r})

        def add_requant(inputs):
            return list(evaluate_graph(GRAPH, inputs).values())

        def add_requant_off_by_one(inputs):
            return [y + 1 for y in add_requant(inputs)]
    """))
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_replay_runs_the_stored_counterexamples_again(kernels, capsys):
    report = kernels / "report.json"
    assert main(["check", "relu", "--kernel", "userkernels:relu_keeps_negatives",
                 "--cases", "20", "--json", str(report), "--no-isolate"]) == 1
    out = capsys.readouterr().out
    replay = f"cvmverify check relu --replay {report} --kernel userkernels:relu_keeps_negatives"
    assert replay in out  # the command to run, with flags that exist
    stored = json.loads(report.read_text())["failures"]
    assert stored
    assert main(["check", "--replay", str(report), "--kernel",
                 "userkernels:relu_keeps_negatives", "--no-isolate"]) == 1
    assert f"{len(stored)} failure{'s' * (len(stored) != 1)} in" in capsys.readouterr().out
    assert main(["check", "--replay", str(report), "--kernel", "userkernels:relu",
                 "--no-isolate"]) == 0


def test_the_hint_without_json_names_the_replay_flag(kernels, capsys):
    assert main(["check", "relu", "--kernel", "userkernels:relu_keeps_negatives",
                 "--cases", "20", "--no-isolate"]) == 1
    out = capsys.readouterr().out
    assert "--json FILE" in out and "cvmverify check relu --replay FILE --kernel " \
        "userkernels:relu_keeps_negatives" in out


def test_check_needs_an_operator_or_a_replay(kernels, capsys):
    assert main(["check", "--kernel", "userkernels:relu"]) == 4  # bad usage
    assert "--replay FILE" in capsys.readouterr().err


def test_max_rank_limits_the_cases_of_check(kernels):
    argv = ["check", "relu", "--kernel", "userkernels:relu_up_to_rank_2", "--cases", "30",
            "--no-isolate", "--no-shrink"]
    assert main(argv) == 1
    assert main(argv + ["--max-rank", "2"]) == 0


@pytest.mark.parametrize("command", [["check", "relu", "--kernel", "m:f"], ["gen"]])
@pytest.mark.parametrize("rank", ["0", "7", "two"])
def test_a_rank_out_of_range_is_a_usage_error(command, rank, capsys):
    with pytest.raises(SystemExit) as exit:
        main(command + ["--max-rank", rank])
    assert exit.value.code == 4  # bad usage, as in every command
    assert "a rank in 1..6" in capsys.readouterr().err


def test_check_takes_a_graph_file(kernels):
    argv = ["check", GRAPH, "--cases", "10", "--no-isolate", "--no-shrink"]
    assert main(argv + ["--kernel", "userkernels:add_requant"]) == 0
    assert main(argv + ["--kernel", "userkernels:add_requant_off_by_one"]) == 1


def test_eval_takes_a_graph_file(tmp_path, capsys):
    rng = np.random.default_rng(1)
    arrays = [rng.integers(-99, 99, (1, 2, 3, 4)).astype(np.int32) for _ in "ab"]
    paths = []
    for name, array in zip("ab", arrays):
        np.save(tmp_path / f"{name}.npy", array)
        paths.append(str(tmp_path / f"{name}.npy"))
    assert main(["eval", GRAPH, *paths, "--out", str(tmp_path / "y")]) == 0
    from cvmverify.core.graph import evaluate_graph, load_graph

    expected = list(evaluate_graph(load_graph(GRAPH), arrays).values())
    np.testing.assert_array_equal(np.load(tmp_path / "y0.npy"), expected[0])


def test_gen_takes_a_graph_file_and_a_rank_limit(tmp_path, capsys):
    graph = tmp_path / "my_chain.toml"
    graph.write_text((ROOT / "graphs" / "add_requant.toml").read_text()
                     .replace('name = "add_requant"', 'name = "my_chain"'))
    assert main(["gen", str(graph), "relu", "--max-rank", "2", "--out",
                 str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "numpy" / "graphs" / "my_chain.py").is_file()
    relu = (tmp_path / "out" / "numpy" / "relu.py").read_text()
    assert "Kernels cover ranks and tuple lengths up to 2." in relu


def test_gen_into_a_folder_it_cannot_create_fails_before_rendering(tmp_path, capsys,
                                                                  monkeypatch):
    (tmp_path / "a_file").write_text("")
    monkeypatch.setattr("cvmverify.drivers.gen.generate", lambda *args: pytest.fail(
        "rendered for a folder that cannot be written"))
    assert main(["gen", "relu", "--out", str(tmp_path / "a_file" / "out")]) == 4
    err = capsys.readouterr().err
    assert err.startswith("error: gen: requires --out DIR to be a folder it can create")
    assert f"out={tmp_path / 'a_file' / 'out'}" in err


def test_check_reads_the_graph_before_looking_for_its_generated_module(tmp_path, capsys):
    # before, a graph's mistakes were hidden behind "no generated module ... render it"
    graph = tmp_path / "typo.toml"
    graph.write_text((ROOT / "graphs" / "add_requant.toml").read_text()
                     .replace('op = "cvm_clip"', 'op = "cvm_clipp"'))
    assert main(["check", str(graph), "--generated", str(tmp_path)]) == 4
    err = capsys.readouterr().err
    assert "cvm_clipp: requires a known operator name" in err and "no generated" not in err


def test_check_finds_a_graphs_module_by_the_graphs_name_and_says_how_to_render_it(tmp_path,
                                                                                 capsys):
    """gen names a graph's module after the graph (`name = ...`), not its file: check
    looks for that module, and its hint renders the file; a failed check's error is the
    last line, after the progress."""
    graph = tmp_path / "chain_file.toml"
    graph.write_text((ROOT / "graphs" / "add_requant.toml").read_text()
                     .replace('name = "add_requant"', 'name = "my_chain"'))
    missing = tmp_path / "empty"
    assert main(["check", str(graph), "--generated", str(missing)]) == 4
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (
        f"error: no generated module {missing / 'numpy' / 'graphs' / 'my_chain.py'}; render "
        f"it with `cvmverify gen {graph} --out {missing}` (or name the folder that holds "
        f"numpy/graphs/my_chain.py)")
    assert main(["gen", str(graph), "--max-rank", "4", "--out", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    assert main(["check", str(graph), "--generated", str(tmp_path / "out"),
                 "--cases", "10"]) == 0
    assert "my_chain: PASSED" in capsys.readouterr().out


def test_gen_refuses_a_contract_it_does_not_know():
    # a misspelt contract rendered the strict kernels, as if none had been named
    with pytest.raises(LogicError, match="contract one of strict, runtime"):
        targets(["relu"], contract="runtim")
