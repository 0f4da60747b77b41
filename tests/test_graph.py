"""Graphs: the Python builder and the TOML form agree, malformed graphs are LogicErrors
that name the node (and the file), and evaluating a graph is evaluating its ops in turn."""

import numpy as np
import pytest

import cvmverify
from cvmverify.core.graph import Graph, evaluate_graph, load_graph, parse_graph, to_toml
from graph_cases import GRAPHS, NAMES, SHAPES, by_hand, random_inputs


def conv_requant() -> Graph:
    g = Graph("conv_requant")
    x, w = g.input("x", rank=4, precision=8), g.input("w", rank=4, precision=8)
    y = g.apply("conv2d", x, w, padding=(1, 1), name="conv")
    y = g.apply("cvm_right_shift", y, precision=8, shift_bit=4, name="shift")
    y = g.apply("cvm_clip", y, precision=8, name="clip")
    g.output("y", g.apply("relu", y, name="act"))
    return g


def channel_shuffle() -> Graph:
    g = Graph("channel_shuffle")
    first, second = g.apply("split", g.input("x", rank=4), axis=1, num_splits=2, name="halves")
    g.output("y", g.apply("concatenate", second, first, axis=1, name="swapped"))
    return g


# --- building ---------------------------------------------------------------------------------


@pytest.mark.parametrize("build", [conv_requant, channel_shuffle])
def test_the_builder_and_the_file_give_the_same_graph(build):
    built, loaded = build(), load_graph(GRAPHS / f"{build.__name__}.toml")
    assert built == loaded
    assert [n.name for n in loaded.nodes] == [n.name for n in built.nodes]


def test_graph_equality_sees_attributes_and_wiring():
    padded, unpadded = conv_requant(), conv_requant()
    unpadded.nodes[0].attrs["padding"] = (0, 0)
    assert padded != unpadded
    shuffled, kept = channel_shuffle(), channel_shuffle()
    kept.nodes[1].inputs = tuple(reversed(kept.nodes[1].inputs))
    assert shuffled != kept and shuffled == channel_shuffle()


@pytest.mark.parametrize("name", NAMES)
def test_every_example_graph_loads_and_round_trips(name):
    graph = load_graph(GRAPHS / f"{name}.toml")
    assert graph.name == name and graph.nodes and graph.outputs
    assert set(graph.inputs) == set(SHAPES[name][0])
    assert parse_graph(to_toml(graph)) == graph


def test_a_split_gives_one_value_per_output_and_names_them():
    g = channel_shuffle()
    halves = g.nodes[0]
    assert [v.ref for v in halves.outputs] == ["halves:0", "halves:1"]
    assert [v.ref for v in g.nodes[1].inputs] == ["halves:1", "halves:0"]
    parts = g.apply("split", g.value("x"), axis=0, num_splits=8)  # beyond the prover's bound
    assert len(parts) == 8 and all(p.rank == 4 for p in parts)
    # "node:0" names a node's only output too: a split of one part reads as one of many
    one = g.apply("split", g.value("x"), axis=0, num_splits=1, name="whole")
    assert g.value("whole:0") is one and g.value("whole") is one
    with pytest.raises(cvmverify.LogicError, match="every reference"):
        g.value("x:0")


def test_auto_names_optional_and_variadic_inputs():
    g = Graph("g")
    x, w = g.input("x", rank=4), g.input("w", rank=4)
    a = g.apply("conv2d", x, w, None, stride=(2, 2))  # bias absent, passed as None
    b = g.apply("conv2d", x, w)                       # bias absent, left out
    c = g.apply("concatenate", a, b, a, axis=0)
    assert [n.name for n in g.nodes] == ["conv2d_0", "conv2d_1", "concatenate_0"]
    assert g.nodes[0].inputs == (x, w, None) and c.rank == 4
    g.output("y", c)
    again = parse_graph(to_toml(g))
    assert again == g and again.nodes[0].inputs[2] is None


# --- errors -----------------------------------------------------------------------------------


def raises(build, *fragments, **values):
    """Run `build`, expect a LogicError whose text has `fragments` and whose values hold."""
    with pytest.raises(cvmverify.LogicError) as caught:
        build()
    text = str(caught.value)
    for fragment in fragments:
        assert fragment in text, text
    for key, value in values.items():
        assert caught.value.values.get(key) == value, caught.value.values
    return caught.value


@pytest.mark.parametrize("bad", ["_x", "1x", "int", "for", "class", "threadIdx", "x-y", "i0", "",
                                 "é"])
def test_names_must_be_identifiers_for_python_c_and_cuda(bad):
    raises(lambda: Graph(bad), "identifier")
    raises(lambda: Graph("g").input(bad, rank=2), "identifier")
    g = Graph("g")
    x = g.input("x", rank=2)
    raises(lambda: g.apply("relu", x, name=bad), "identifier")
    raises(lambda: g.output(bad, x), "identifier")


def test_names_are_distinct_across_inputs_nodes_and_outputs():
    g = Graph("g")
    x = g.input("x", rank=2)
    raises(lambda: g.input("x", rank=3), "distinct")
    raises(lambda: g.apply("relu", x, name="x"), "distinct")
    y = g.apply("relu", x, name="r")
    raises(lambda: g.output("r", y), "distinct")


def test_malformed_nodes_name_the_node():
    g = Graph("g")
    x, w = g.input("x", rank=4), g.input("w", rank=3)
    raises(lambda: g.apply("no_such_op", x, name="n1"), "known operator", node="n1")
    raises(lambda: g.apply("conv2d", x, name="n2"), "requires input w", node="n2")
    raises(lambda: g.apply("conv2d", x, x, x, x, name="n2"), "inputs (x, w, [b])", node="n2")
    raises(lambda: g.apply("conv2d", x, w, name="n3"), "w is 4-D", node="n3")
    raises(lambda: g.apply("conv2d", x, x, padding=(1,), name="n4"), "tuple of 2 ints", node="n4")
    raises(lambda: g.apply("conv2d", x, x, padding=(-1, 0), name="n5"),
           "every entry of padding in [0, 4096]", node="n5")
    raises(lambda: g.apply("clip", x, a_min=3, a_max=3, name="n6"), "a_min < a_max",
           node="n6", a_min=3, a_max=3)
    raises(lambda: g.apply("relu", x, colour=1, name="n7"), "known attributes", node="n7")
    raises(lambda: g.apply("relu", "x", name="n8"), "value of graph g", node="n8")
    other = Graph("h").input("x", rank=4)
    raises(lambda: g.apply("relu", other, name="n9"), "value of graph g", node="n9")
    raises(lambda: g.apply("concatenate", x, w, axis=0, name="n10"), "equal rank", node="n10")
    assert not g.nodes  # nothing half-added


def test_a_structure_that_depends_on_dims_is_refused():
    g = Graph("g")
    x = g.input("x", rank=3)
    raises(lambda: g.apply("squeeze", x, name="sq"), "depends on the input dims",
           "explicit axes", node="sq")
    raises(lambda: g.apply("split", x, axis=0, size_split=2, name="sp"),
           "depends on the input dims", node="sp")
    assert g.apply("squeeze", x, axes=(1,)).rank == 2  # explicit axes decide it


def test_a_graph_needs_an_output():
    g = Graph("g")
    g.apply("relu", g.input("x", rank=1))
    raises(g.check, "at least one output")
    raises(lambda: evaluate_graph(g, {"x": np.zeros(3, np.int32)}), "at least one output")
    raises(lambda: parse_graph('[inputs]\nx = { rank = 1 }\n', name="g"), "at least one output")


TEXT = """
name = "g"
[inputs]
x = { rank = 4 }
[[nodes]]
name = "a"
op = "relu"
inputs = ["x"]
[[nodes]]
name = "b"
op = "split"
inputs = ["a"]
attrs = { axis = 1, num_splits = 2 }
[outputs]
y = "b:1"
"""


@pytest.mark.parametrize("change, fragments, node", [
    (("[\"x\"]", "[\"nowhere\"]"), ["graph input or an output of an earlier node"], "a"),
    (("[\"x\"]", "[\"b:0\"]"), ["earlier node", "no cycles"], "a"),      # forward reference
    (("[\"a\"]", "[\"b\"]"), ["earlier node", "no cycles"], "b"),        # a cycle
    (("[\"a\"]", "[\"x\", \"x\"]"), ["inputs (x)"], "b"),
    (("num_splits = 2", "num_splits = 0"), ["num_splits in [1, 4096]"], "b"),
    (("num_splits = 2", "num_splits = [2]"), ["num_splits to be an int"], "b"),
    (("op = \"relu\"", "op = \"rlu\""), ["known operator"], "a"),
    (("op = \"relu\"", "op = \"relu\"\ncolour = 1"), ["only the keys"], "a"),
])
def test_file_errors_name_the_file_and_the_node(change, fragments, node):
    text = TEXT.replace(*change)
    assert text != TEXT
    raises(lambda: parse_graph(text, source="graphs/g.toml"), *fragments,
           file="graphs/g.toml", node=node)


def test_file_errors_outside_nodes_name_the_file():
    raises(lambda: parse_graph(TEXT.replace('"b:1"', '"b"'), source="f.toml"),
           "one output of node b", file="f.toml", output="y")
    raises(lambda: parse_graph("extra = 1\n" + TEXT, source="f.toml"), "only the keys",
           file="f.toml")
    raises(lambda: parse_graph("name = ", source="f.toml"), "valid TOML", file="f.toml")
    raises(lambda: parse_graph(TEXT.replace("rank = 4", "rank = 9"), source="f.toml"),
           "rank of input x in 1..6", file="f.toml")


def test_load_graph_names_the_graph_after_the_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(TEXT.replace('name = "g"\n', ""))
    assert load_graph(path).name == "mine"
    raises(lambda: load_graph(tmp_path / "missing.toml"), "readable", file=str(
        tmp_path / "missing.toml"))


# --- evaluation -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_evaluate_graph_is_the_ops_evaluated_in_turn(name):
    graph = load_graph(GRAPHS / f"{name}.toml")
    for seed, shapes in enumerate(SHAPES[name]):
        inputs = random_inputs(shapes, seed)
        got, expected = evaluate_graph(graph, inputs), by_hand(name, inputs)
        assert set(got) == set(expected)
        for key in expected:
            assert got[key].dtype == expected[key].dtype
            assert np.array_equal(got[key], expected[key]), (name, shapes)


def test_evaluate_graph_agrees_with_numpy_on_movement():
    x = random_inputs({"x": (2, 6, 3, 2)}, 7)["x"]
    y = evaluate_graph(channel_shuffle(), {"x": x})["y"]
    assert np.array_equal(y, np.concatenate([x[:, 3:], x[:, :3]], axis=1))
    inputs = random_inputs(SHAPES["upsample_concat"][0], 3)
    z = evaluate_graph(load_graph(GRAPHS / "upsample_concat.toml"), inputs)["z"]
    up = inputs["x"].repeat(2, axis=2).repeat(2, axis=3)
    assert np.array_equal(z, np.concatenate([up, inputs["y"]], axis=1))


def test_evaluate_graph_checks_its_inputs_and_names_the_failing_node():
    graph = conv_requant()
    good = random_inputs(SHAPES["conv_requant"][0], 0)
    raises(lambda: evaluate_graph(graph, {**good, "x": good["x"][0]}), "input x of rank 4")
    raises(lambda: evaluate_graph(graph, {**good, "x": good["x"].astype(np.int8)}), "dtype int32")
    raises(lambda: evaluate_graph(graph, {"x": good["x"]}), "exactly the inputs x, w")
    narrow = {**good, "w": good["w"][:, :1]}  # channels no longer match
    raises(lambda: evaluate_graph(graph, narrow), "x.shape[1] == w.shape[1] * groups",
           node="conv")
    huge = {**good, "x": np.full_like(good["x"], 2**30)}
    raises(lambda: evaluate_graph(graph, huge), "within int32", node="conv")


def test_an_output_that_is_an_input_is_a_copy():
    g = Graph("g")
    x = g.input("x", rank=1)
    g.output("y", x)
    data = np.arange(3, dtype=np.int32)
    y = evaluate_graph(g, {"x": data})["y"]
    assert np.array_equal(y, data) and not np.shares_memory(y, data)


@pytest.mark.parametrize("read", [False, True])
def test_every_input_is_held_to_the_runtime_dims_also_one_no_node_reads(read):
    g = Graph("g")
    x, unread = g.input("x", rank=1), g.input("unread", rank=2)
    g.output("y", g.apply("relu", x))
    if read:
        g.output("z", unread)
    data = {"x": np.ones(3, np.int32), "unread": np.ones((0, 2), np.int32)}
    raises(lambda: evaluate_graph(g, data), "every dim of unread in 1..2^24")
