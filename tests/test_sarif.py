"""--sarif FILE: each finding one SARIF 2.1.0 result that the official schema accepts, with
its rule, its level, its counterexample and the file and line a reader fixes: a refuted
precision rule at its spec, a failing kernel at its function, a graph's node at its line, an
identity that does not hold at its file."""

from __future__ import annotations

import json
import re
import shutil
import textwrap
from pathlib import Path

import jsonschema
import pytest

from cvmverify import exits, sarif
from cvmverify.cli import main
from cvmverify.core import registry

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "tests" / "data" / "sarif-schema-2.1.0.json").read_text())

pytestmark = pytest.mark.usefixtures("library_as_it_was")


def validated(path: Path) -> list[dict]:
    """The results of a SARIF file that the 2.1.0 schema accepts."""
    document = json.loads(path.read_text())
    jsonschema.Draft4Validator(SCHEMA).validate(document)
    run, = document["runs"]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    for result in run["results"]:
        assert rules[result["ruleIndex"]] == result["ruleId"]
    return run["results"]


def place(result: dict) -> tuple[Path, int]:
    """The file (absolute) and line of a result's first location."""
    physical = result["locations"][0]["physicalLocation"]
    uri = physical["artifactLocation"]["uri"]
    path = Path(uri.removeprefix("file://")) if uri.startswith("file://") else Path.cwd() / uri
    return path.resolve(), physical["region"]["startLine"]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_the_schema_is_the_official_one():
    assert SCHEMA["title"] == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
    with pytest.raises(jsonschema.ValidationError):  # it can fail: a result without message
        jsonschema.Draft4Validator(SCHEMA).validate(
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}},
                                           "results": [{"ruleId": "r"}]}]})


def test_a_refuted_precision_rule_points_at_its_spec(folder):
    # where takes its condition's precision: refuted (tests/test_precision_library.py)
    assert main(["prove", "--precision", "where", "--max-rank", "1", "--no-cache",
                 "--sarif", "out.sarif"]) == exits.FAILED
    result, = validated(folder / "out.sarif")
    assert result["ruleId"] == "precision-bound" and result["level"] == "error"
    assert "counterexample: cond: (1,), x: (1,), y: (1,)" in result["message"]["text"]
    spec, _, line = registry.get("where").where.rpartition(":")
    assert place(result) == (Path(sarif.library_file(spec)).resolve(), int(line))
    assert "@operator(\"where\"" in place(result)[0].read_text().splitlines()[int(line) - 1]


KERNEL = '''
    import numpy as np


    def relu(inputs):
        # wrong: clips at 1, not at 0
        return [np.maximum(inputs[0], 1).astype(inputs[0].dtype)]
'''


def test_a_failing_kernel_points_at_its_function_and_the_spec(folder):
    (folder / "sarifkernels.py").write_text(textwrap.dedent(KERNEL))
    assert main(["check", "relu", "--kernel", "sarifkernels:relu", "--cases", "20",
                 "--invalid-cases", "0", "--no-isolate", "--dtypes", "int32",
                 "--sarif", "check.sarif"]) == exits.FAILED
    results = validated(folder / "check.sarif")
    assert results and {r["ruleId"] for r in results} == {"mismatch"}
    assert all(r["level"] == "error" for r in results)
    assert "minimised case" in results[0]["message"]["text"]
    assert results[0]["message"]["text"].startswith("kernel sarifkernels:relu of relu:\n")
    assert place(results[0]) == ((folder / "sarifkernels.py").resolve(), 5)
    related = results[0]["relatedLocations"][0]["physicalLocation"]
    spec, _, line = registry.get("relu").where.rpartition(":")
    assert related["region"]["startLine"] == int(line)


def test_a_graph_node_and_an_identity_that_does_not_hold_point_at_their_lines(folder):
    assert main(["precision", str(ROOT / "graphs" / "conv_requant.toml"), "-i", "x=8",
                 "-i", "w=8", "--sarif", "graph.sarif"]) == exits.FAILED
    result, = validated(folder / "graph.sarif")
    assert result["ruleId"] == "precision-at-most-32"
    assert "65536" in result["message"]["text"]  # the smallest call that needs 33 bits
    graph = ROOT / "graphs" / "conv_requant.toml"
    path, line = place(result)
    assert path == graph.resolve() and graph.read_text().splitlines()[line - 1].strip() \
        == 'name = "conv"'
    # and beside it, the rule of conv2d's spec that the node breaks
    related = result["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert related.endswith("spec/nn.py")

    # relu is not abs: claimed equivalent here, refuted with a replayed counterexample
    claim = (ROOT / "tests" / "refuted" / "relu_vs_abs.toml").read_text()
    (folder / "relu_abs.toml").write_text(claim.replace('expect = "not-equivalent"\n', ""))
    assert main(["equiv", "relu_abs.toml", "--no-cache", "--sarif", "equiv.sarif"]) \
        == exits.FAILED
    result, = validated(folder / "equiv.sarif")
    assert result["ruleId"] == "not-equivalent" and result["level"] == "error"
    # the counterexample, a negative x (relu gives 0, abs its magnitude)
    assert re.search(r"counterexample: .*x=\[-\d+\]", result["message"]["text"])
    assert place(result) == ((folder / "relu_abs.toml").resolve(), 1)


def test_nothing_found_is_an_empty_run_and_a_node_not_named_is_line_one(folder):
    assert main(["precision", str(ROOT / "graphs" / "add_requant.toml"),
                 "--sarif", "ok.sarif"]) == exits.PASSED
    assert validated(folder / "ok.sarif") == []
    shutil.copy(ROOT / "graphs" / "add_requant.toml", folder / "g.toml")
    assert sarif.node_location("g.toml", "no such node") == sarif.Location("g.toml", 1)
    assert sarif.parse_where("a.py:3, b.py:9") == [sarif.Location("a.py", 3),
                                                    sarif.Location("b.py", 9)]


def test_ci_items_carry_their_rule_and_place(folder):
    from cvmverify.ci import CiReport, Stage
    from cvmverify.ci.plan import Item, ItemStatus

    (folder / "pyproject.toml").write_text("[tool.cvmverify]\n")
    report = CiReport(str(folder / "pyproject.toml"), [
        Stage("prove", [Item("relu", ItemStatus.PASSED),
                        Item("slice", ItemStatus.KNOWN, "KNOWN ...", rule="in-bounds",
                             where="spec/transform.py:40")]),
        Stage("gen", [Item("generated", ItemStatus.FAILED, "numpy/relu.py: missing",
                           rule="stale-file", where="generated/numpy/relu.py")]),
        Stage("equiv", [Item("id", ItemStatus.UNKNOWN, "unknown: rlimit")])])
    sarif.write_sarif("ci.sarif", sarif.from_ci(report), "ci")
    results = validated(folder / "ci.sarif")
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("in-bounds", "note"), ("stale-file", "error"),
        ("equiv", "warning")]
    assert place(results[2]) == ((folder / "pyproject.toml").resolve(), 1)
