"""`cvmverify graph`: a graph drawn as DOT that parses (checked here by a small grammar, so
that the test needs no Graphviz; by `dot` itself where it is installed), naming every node
with its op and output shape; with --precision each value's proven precision and a refuted
node in red; --svg without Graphviz says what to install."""

from __future__ import annotations

import re
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from cvmverify import exits, load_graph
from cvmverify.cli import graph as graph_cli
from cvmverify.cli import main
from cvmverify.core.verdict import Status

ROOT = Path(__file__).resolve().parents[1]
GRAPHS = sorted((ROOT / "graphs").glob("*.toml"))

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(->|[{}\[\];,=])|([A-Za-z_][A-Za-z0-9_.]*'
                    r'|-?\d+(?:\.\d+)?))')


def tokens(text: str) -> list[str]:
    found, at = [], 0
    while at < len(text.rstrip()):
        match = _TOKEN.match(text, at)
        assert match, f"not DOT at {text[at:at + 40]!r}"
        found.append(match.group(match.lastindex))
        at = match.end()
    return found


def parse_dot(text: str) -> tuple[dict[str, dict[str, str]], list[tuple[str, str]]]:
    """DOT's grammar, as far as a digraph of node and edge statements goes: the nodes (id ->
    attributes, quotes and escapes removed) and the edges; anything else fails."""
    t = tokens(text)
    assert t[:2] == ["digraph", t[1]] and t[2] == "{" and t[-1] == "}", t[:3]
    body, k = t[3:-1], 0
    nodes: dict[str, dict[str, str]] = {}
    edges = []

    def word(token: str) -> str:
        return bytes(token[1:-1], "utf-8").decode("unicode_escape") \
            if token.startswith('"') else token

    def attributes() -> dict[str, str]:
        nonlocal k
        found = {}
        if k < len(body) and body[k] == "[":
            k += 1
            while body[k] != "]":
                key, equals, value = body[k:k + 3]
                assert equals == "=" and re.fullmatch(r"\w+", key), body[k:k + 3]
                found[key] = word(value)
                k += 3
                if body[k] == ",":
                    k += 1
            k += 1
        return found

    while k < len(body):
        first = body[k]
        k += 1
        if body[k] == "=":  # a graph attribute: rankdir=TB
            k += 2
        elif body[k] == "->":
            edges.append((word(first), word(body[k + 1])))
            k += 2
            attributes()
        elif first in ("node", "edge"):
            attributes()
        else:
            nodes[word(first)] = attributes()
        assert k < len(body) and body[k] == ";", body[k - 2:k + 1]
        k += 1
    assert {end for edge in edges for end in edge} <= set(nodes), "an edge to no node"
    return nodes, edges


def test_the_grammar_can_fail():
    with pytest.raises((AssertionError, IndexError)):
        parse_dot('digraph "g" {\n  "a" -> ;\n}\n')
    with pytest.raises(AssertionError):
        parse_dot('digraph "g" {\n  "a" [label="x"]\n}\n')  # no ;


def test_conv_requant_is_valid_dot_naming_every_node(capsys):
    path = ROOT / "graphs" / "conv_requant.toml"
    assert main(["graph", str(path), "--dot"]) == exits.PASSED
    nodes, edges = parse_dot(capsys.readouterr().out)
    graph = load_graph(path)
    for node in graph.nodes:
        label = nodes[node.name]["label"]
        assert label.startswith(f"{node.name}: {node.op}\n")
    assert "-w.shape[2] + x.shape[2] + 3" in nodes["conv"]["label"]  # padded conv's height
    assert ("input x", "conv") in edges and ("act", "output y") in edges
    if shutil.which("dot"):  # Graphviz's own parser, where it is installed
        subprocess.run(["dot", "-Tsvg", "-o", "/dev/null"], input=capsys.readouterr().out
                       or graph_cli.to_dot(graph, graph_cli.shapes_of(graph)), text=True,
                       check=True)


@pytest.mark.parametrize("path", GRAPHS, ids=[p.stem for p in GRAPHS])
def test_every_graph_draws(path):
    graph = load_graph(path)
    nodes, edges = parse_dot(graph_cli.to_dot(graph, graph_cli.shapes_of(graph)))
    assert {n.name for n in graph.nodes} | {f"input {i}" for i in graph.inputs} | \
        {f"output {o}" for o in graph.outputs} == set(nodes)
    assert len(edges) >= len(graph.nodes)


PICK = """
    name = "pick"

    [inputs]
    c = { rank = 1, precision = 1 }
    x = { rank = 1, precision = 1 }
    y = { rank = 1, precision = 2 }

    [[nodes]]
    name = "choose"
    op = "where"
    inputs = ["c", "x", "y"]

    [[nodes]]
    name = "act"
    op = "relu"
    inputs = ["choose"]

    [outputs]
    z = "act"
"""


def test_a_refuted_node_is_red_and_precisions_show(tmp_path, capsys):
    # where takes its condition's precision (1 bit), which y's 2-bit values escape
    (tmp_path / "pick.toml").write_text(textwrap.dedent(PICK))
    assert main(["graph", str(tmp_path / "pick.toml"), "--precision",
                 "--dot", str(tmp_path / "g.dot")]) == exits.FAILED
    nodes, _ = parse_dot((tmp_path / "g.dot").read_text())
    assert nodes["choose"]["color"] == "red" and "refuted" in nodes["choose"]["label"]
    assert nodes["input y"]["label"].endswith("precision 2")
    assert "color" not in nodes["act"] and nodes["act"]["label"].endswith("precision 1")
    # undecided is orange, and a name that needs it is quoted
    graph = load_graph(ROOT / "graphs" / "add_requant.toml")
    first = graph.nodes[0].name
    nodes, _ = parse_dot(graph_cli.to_dot(graph, {}, {}, {first: Status.UNKNOWN}))
    assert nodes[first]["color"] == "orange"


def test_svg_without_graphviz_says_what_to_install(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(graph_cli.shutil, "which", lambda name: None)
    assert main(["graph", str(ROOT / "graphs" / "add_requant.toml"), "--svg",
                 str(tmp_path / "g.svg")]) == exits.BAD_USAGE
    assert "Graphviz's dot program" in capsys.readouterr().err
    assert not (tmp_path / "g.svg").exists()


def test_precision_needs_declared_precisions(tmp_path, capsys):
    graph = tmp_path / "plain.toml"
    graph.write_text((ROOT / "graphs" / "add_requant.toml").read_text()
                     .replace(", precision = 16", ""))
    assert main(["graph", str(graph), "--precision"]) == exits.BAD_USAGE
    assert "declare their precision" in capsys.readouterr().err


def test_the_picture_in_the_docs_is_of_the_graph_as_it_is():
    """docs/conv_requant.dot (and its SVG) was drawn with `cvmverify graph
    graphs/conv_requant.toml --precision --dot docs/conv_requant.dot --svg
    docs/conv_requant.svg`: its nodes and shapes are the graph's now."""
    graph = load_graph(ROOT / "graphs" / "conv_requant.toml")
    nodes, _ = parse_dot((ROOT / "docs" / "conv_requant.dot").read_text())
    shapes = graph_cli.shapes_of(graph)
    for node in graph.nodes:
        assert nodes[node.name]["label"].startswith(f"{node.name}: {node.op}\n")
        assert shapes[node.outputs[0].ref] in nodes[node.name]["label"]
    assert (ROOT / "docs" / "conv_requant.svg").read_text().count("<g id=\"node") == len(nodes)
