"""Equivalence proofs: verdicts, counterexamples replayed, bounds, and bad input."""

import json
import re
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.core.fusion import evaluate_fused, fuse
from cvmverify.core.graph import Graph, load_graph
from cvmverify.equiv import equivalent, parse_identity
from cvmverify.equiv.confirm import compare, run_side

ROOT = Path(__file__).parent.parent
GRAPHS = ROOT / "graphs"


def identity(text: str, name: str = "t"):
    return parse_identity(text, name=name, base=ROOT / "identities")


SPLIT_CONCAT = """
summary = "split then concatenate"
domain = "lhs"
[inputs]
x = { rank = "1..6" }
[params]
k = { lo = -6, hi = 5 }
[[lhs.nodes]]
name = "sp"
op = "split"
inputs = ["x"]
attrs = { axis = { param = "k" }, num_splits = 2 }
[[lhs.nodes]]
name = "cat"
op = "concatenate"
inputs = ["sp:*"]
attrs = { axis = { param = "AXIS" } }
[lhs.outputs]
y = "cat"
[rhs.outputs]
y = "x"
"""


def assert_replays(verdict, ident):
    """The counterexample, run again through the evaluator node by node, differs."""
    example = verdict.counterexample
    assert verdict.status == "not-equivalent" and example is not None
    lhs = run_side(ident.lhs, example.inputs, example.params)
    rhs = run_side(ident.rhs, example.inputs, example.params)
    assert compare(lhs, rhs, lhs_domain_only=ident.domain == "lhs") is not None
    for name, array in example.inputs.items():
        assert array.shape == example.shapes[name]


def test_split_then_concatenate_is_the_identity_for_every_axis():
    verdict = equivalent(identity(SPLIT_CONCAT.replace("AXIS", "k")), max_rank=3)
    assert verdict.status == "equivalent", verdict
    assert verdict.bound.startswith("ranks x=1..3, dims unbounded, k symbolic in [-6, 5]")
    assert "where lhs is valid" in verdict.bound


def test_concatenating_along_another_axis_is_refuted_and_replayed():
    text = SPLIT_CONCAT.replace("AXIS", "j").replace("[params]", "[params]\nj = { lo = -6, hi = 5 }")
    ident = identity(text)
    verdict = equivalent(ident, max_rank=3)
    assert_replays(verdict, ident)
    assert verdict.counterexample.params["j"] != verdict.counterexample.params["k"]


def test_the_strict_domain_is_compared_both_ways():
    """Without domain = "lhs", the bare input accepts an axis the split rejects."""
    ident = identity(SPLIT_CONCAT.replace("AXIS", "k").replace('domain = "lhs"\n', ""))
    verdict = equivalent(ident, max_rank=2)
    assert_replays(verdict, ident)
    assert verdict.counterexample.difference.kind == "domain"


SUMS = """
[inputs]
x = { rank = 2 VALUES }
[[lhs.nodes]]
op = "sum"
inputs = ["x"]
attrs = { axes = [0, 1] }
[lhs.outputs]
y = "sum_0"
[[rhs.nodes]]
name = "inner"
op = "sum"
inputs = ["x"]
attrs = { axes = [1], keepdims = true }
[[rhs.nodes]]
name = "outer"
op = "sum"
inputs = ["inner"]
attrs = { axes = [0, 1] }
[rhs.outputs]
y = "outer"
"""


def test_two_sums_differ_from_one_where_a_partial_sum_leaves_int32():
    ident = identity(SUMS.replace("VALUES", ""))
    verdict = equivalent(ident)
    assert_replays(verdict, ident)
    difference = verdict.counterexample.difference
    assert difference.kind == "domain" and "accepts" in difference.lhs
    assert "int32" in difference.rhs


def test_two_sums_equal_one_for_small_values_and_unbounded_dims():
    verdict = equivalent(identity(SUMS.replace("VALUES", ", values = [-64, 64]")))
    assert verdict.status == "equivalent", verdict
    assert "dims unbounded" in verdict.bound and "reduced extents" not in verdict.bound


def test_what_the_abstraction_cannot_decide_holds_only_within_the_unrolled_bound():
    """With values in [-128, 128] a row of 2^24 can sum to 2^31 while the total is 0: no
    proof for unbounded dims exists, so the verdict holds for unrolled extents only."""
    ident = identity(SUMS.replace("VALUES", ", values = [-128, 128]"))
    verdict = equivalent(ident)
    # a search up to extent 4 is not a proof for every dim: bounded, and not ok
    assert verdict.status == "bounded" and not verdict.ok, verdict
    assert "reduced extents <= 4" in verdict.bound
    asked = equivalent(ident, unroll_dim=3)  # the caller chose the bound: it holds within it
    assert asked.status == "equivalent" and asked.ok and "reduced extents <= 3" in asked.bound
    ident.bounded = True  # as `bounded = true` in the file says: accepted, still bounded
    verdict = equivalent(ident)
    assert verdict.status == "bounded" and verdict.ok, verdict
    ident.bounded = False
    verdict = equivalent(ident, max_dim=2**16)  # a row sums to at most 2^23: proven
    assert verdict.status == "equivalent" and verdict.bound == "ranks x=2, dims <= 65536"


DENSE_CONV = (ROOT / "identities" / "dense_conv1x1.toml").read_text()


def test_dense_is_a_one_by_one_conv_for_unbounded_dims():
    verdict = equivalent(identity(DENSE_CONV))
    assert verdict.status == "equivalent", verdict
    assert "reduced extents" not in verdict.bound


def test_graphs_from_python_are_compared():
    a = Graph("twice")
    x = a.input("x", rank=3)
    a.output("y", a.apply("transpose", a.apply("transpose", x, axes=(1, 2, 0)), axes=(2, 0, 1)))
    b = Graph("once")
    b.output("y", b.apply("relu", b.input("x", rank=3)))
    wrong = cvmverify.equivalent(a, b)
    assert wrong.status == "not-equivalent"
    c = Graph("same")
    c.output("y", c.apply("transpose", c.input("x", rank=3), axes=(0, 1, 2)))
    verdict = cvmverify.equivalent(a, c)
    assert verdict.status == "equivalent", verdict
    assert verdict.bound == "ranks x=3, dims unbounded"


@pytest.mark.parametrize("name", sorted(p.stem for p in GRAPHS.glob("*.toml")))
def test_every_fused_kernel_equals_its_graph_strictly(name):
    """Both ways, domains included. add_requant's fused formula once merged a + b into the
    rounding's + 1 (sympy flattens sums), so its kernel checked only a + b + 1 and
    accepted a + b = INT32_MIN - 1, which the graph rejects; fusion now keeps a producer's
    sum apart."""
    text = f"""
    [lhs]
    graph = "{GRAPHS / f'{name}.toml'}"
    [rhs]
    graph = "{GRAPHS / f'{name}.toml'}"
    fused = true
    """
    verdict = equivalent(identity(text))
    assert verdict.status == "equivalent", verdict


def test_the_fused_add_requant_rejects_a_sum_below_int32():
    fused = fuse(load_graph(GRAPHS / "add_requant.toml"))
    a = np.full((1, 1, 1, 1), -2**31, dtype=np.int32)
    b = np.full((1, 1, 1, 1), -1, dtype=np.int32)
    with pytest.raises(cvmverify.LogicError, match="int32"):
        evaluate_fused(fused, {"a": a, "b": b})


def test_an_int8_input_ranges_over_int8_only():
    """negative(int8) cannot leave int32, so it is negative(x) * 1 with no domain limit."""
    text = """
    [inputs]
    x = { rank = "1..2", dtype = "int8" }
    [[lhs.nodes]]
    op = "negative"
    inputs = ["x"]
    [[lhs.nodes]]
    op = "negative"
    inputs = ["negative_0"]
    [lhs.outputs]
    y = "negative_1"
    [[rhs.nodes]]
    op = "relu"
    inputs = ["x"]
    [[rhs.nodes]]
    op = "elemwise_sub"
    inputs = ["x", "relu_0"]
    [[rhs.nodes]]
    op = "elemwise_add"
    inputs = ["elemwise_sub_0", "relu_0"]
    [rhs.outputs]
    y = "elemwise_add_0"
    """
    assert equivalent(identity(text)).status == "equivalent"


def test_a_timeout_is_unknown_never_equivalent():
    verdict = equivalent(identity(DENSE_CONV), timeout_s=1e-6)
    assert verdict.status == "unknown" and "wall-clock safety limit" in verdict.reason
    assert "--timeout" in verdict.reason and "canceled" not in verdict.reason


def test_an_identity_no_input_satisfies_is_unknown():
    text = SPLIT_CONCAT.replace("AXIS", "k") + '\n'
    text = text.replace('domain = "lhs"', 'domain = "lhs"\nassume = ["k > 5"]')
    verdict = equivalent(identity(text), max_rank=2)
    assert verdict.status == "unknown" and "vacuous" in verdict.reason


def test_an_identity_named_like_a_file_gets_a_verdict(tmp_path, capsys):
    # its sides become graphs, whose names must be identifiers; "relu-vs-negative" is not
    path = tmp_path / "relu-vs-negative.toml"
    path.write_text('domain = "lhs"\n[inputs]\nx = { rank = 1 }\n'
                    '[[lhs.nodes]]\nop = "relu"\ninputs = ["x"]\n[lhs.outputs]\ny = "relu_0"\n'
                    '[[rhs.nodes]]\nop = "negative"\ninputs = ["x"]\n'
                    '[rhs.outputs]\ny = "negative_0"\n')
    assert main(["equiv", str(path)]) == 1
    assert "NOT-EQUIVALENT (claimed equivalent) relu-vs-negative" in capsys.readouterr().out


@pytest.mark.parametrize("text, condition", [
    ("[inputs]\nx = { rank = 7 }\n[lhs.outputs]\ny = \"x\"\n[rhs.outputs]\ny = \"x\"", "a rank"),
    ("[inputs]\nx = { rank = 1 }\n[lhs.outputs]\ny = \"x\"", "a [rhs] table"),
    ("bogus = 1\n[inputs]\nx = { rank = 1 }\n[lhs.outputs]\ny = \"x\"\n[rhs.outputs]\ny = \"x\"",
     "only the keys"),
    ('expect = "maybe"\n[inputs]\nx = { rank = 1 }\n[lhs.outputs]\ny = "x"\n'
     '[rhs.outputs]\ny = "x"', "expect in"),
    ('[inputs]\nx = { rank = 1, values = [3, 1] }\n[lhs.outputs]\ny = "x"\n'
     '[rhs.outputs]\ny = "x"', "values to be [lo, hi]"),
    ('[inputs]\nx = { rank = 1, dtype = "int8", values = [-200, 200] }\n[lhs.outputs]\n'
     'y = "x"\n[rhs.outputs]\ny = "x"', "integers within the dtype's range"),
    ('[inputs]\nx = { rank = 1, values = ["a", 1] }\n[lhs.outputs]\ny = "x"\n'
     '[rhs.outputs]\ny = "x"', "values to be [lo, hi]"),
    ('[inputs]\nx = { rank = 1 }\n[params]\nk = { lo = 2, hi = 1 }\n[lhs.outputs]\ny = "x"\n'
     '[rhs.outputs]\ny = "x"', "every parameter"),
    ('[inputs]\nx = { rank = 1 }\n[params]\nk = { lo = "a", hi = 1 }\n[lhs.outputs]\n'
     'y = "x"\n[rhs.outputs]\ny = "x"', "every parameter"),
    ('[inputs]\nx = { rank = 1 }\n[params]\nk = { lo = 0.5, hi = 1 }\n[lhs.outputs]\n'
     'y = "x"\n[rhs.outputs]\ny = "x"', "with integers"),
    ("[inputs\n", "valid TOML"),
    ('[inputs]\nx = { rank = 1 }\ny = { rank = 1 }\n[[lhs.nodes]]\nop = "relu"\n'
     'inputs = ["x"]\n[lhs.outputs]\ny = "relu_0"\n[rhs.outputs]\nz = "x"',
     "every name of a side distinct"),
    ('[inputs]\nx = { rank = 1 }\n[[lhs.nodes]]\nname = "my-relu"\nop = "relu"\n'
     'inputs = ["x"]\n[lhs.outputs]\ny = "my-relu"\n[rhs.outputs]\ny = "x"',
     "node name to be a Python and C identifier"),
])
def test_malformed_identity_files_are_logic_errors(text, condition):
    with pytest.raises(cvmverify.LogicError, match=re.escape(condition)) as caught:
        identity(text)
    assert caught.value.values["file"] == "<text>"


def test_bad_assumptions_and_options_are_logic_errors():
    ident = identity('assume = ["y.shape[0] == 1"]\n[inputs]\nx = { rank = 1 }\n'
                     '[lhs.outputs]\ny = "x"\n[rhs.outputs]\ny = "x"')
    with pytest.raises(cvmverify.LogicError, match="assume to name dims"):
        equivalent(ident)
    ident = identity('assume = ["k +"]\n[inputs]\nx = { rank = 1 }\n'
                     '[lhs.outputs]\ny = "x"\n[rhs.outputs]\ny = "x"')
    with pytest.raises(cvmverify.LogicError, match="every assume entry"):
        equivalent(ident)
    with pytest.raises(cvmverify.LogicError, match="max_rank in 1..6"):
        equivalent(ident, max_rank=0)
    # a power of a parameter and a true division are no integer steps (// and % are)
    for condition in ("2**k == x.shape[0]", "x.shape[0] / 2 == k"):
        ident = identity(f'assume = ["{condition}"]\n[inputs]\nx = {{ rank = 1 }}\n'
                         '[params]\nk = { lo = 0, hi = 4 }\n'
                         '[lhs.outputs]\ny = "x"\n[rhs.outputs]\ny = "x"')
        with pytest.raises(cvmverify.LogicError, match="every assume entry built of"):
            equivalent(ident)
    a, b = load_graph(GRAPHS / "add_requant.toml"), load_graph(GRAPHS / "conv_requant.toml")
    with pytest.raises(cvmverify.LogicError, match="the same inputs") as caught:
        equivalent(a, b)
    assert "a: rank 4 int32, b: rank 4 int32" in str(caught.value)


def test_cli_identity_file_json_and_exit_codes(tmp_path, capsys):
    good = tmp_path / "good.toml"
    good.write_text(SPLIT_CONCAT.replace("AXIS", "k"))
    report = tmp_path / "r.json"
    assert main(["equiv", str(good), "--max-rank", "2", "--json", str(report)]) == 0
    out = capsys.readouterr().out
    assert "EQUIVALENT good" in out and "bound: ranks x=1..2" in out
    assert "equiv: 1 equivalent, 0 not equivalent, 0 bounded, 0 unknown (1 identity)" in out
    data = json.loads(report.read_text())
    assert data["verdicts"][0]["status"] == "equivalent"
    bad = tmp_path / "bad.toml"
    bad.write_text(SUMS.replace("VALUES", ""))
    junit = tmp_path / "r.xml"
    assert main(["equiv", str(bad), "--junit", str(junit)]) == 1
    assert "counterexample: x.shape=" in capsys.readouterr().out
    assert "<failure" in junit.read_text()
    hard = tmp_path / "hard.toml"
    hard.write_text(DENSE_CONV)
    assert main(["equiv", str(hard), "--timeout", "0.000001"]) == 2
    assert "UNKNOWN" in capsys.readouterr().out


def test_cli_two_graph_files(capsys):
    graph = str(GRAPHS / "channel_shuffle.toml")
    assert main(["equiv", graph, graph]) == 0
    assert "EQUIVALENT" in capsys.readouterr().out


def test_cli_usage_errors(capsys):
    for argv in (["equiv"], ["equiv", "a", "b", "c"], ["equiv", "--max-rank", "9", "a"],
                 ["equiv", "--library", "x", "a.toml"], ["equiv", "--only", "x", "a.toml"]):
        with pytest.raises(SystemExit) as caught:
            main(argv)
        assert caught.value.code == 4  # bad usage, by the exit-code table
    capsys.readouterr()
    assert main(["equiv", "--library", "/nonexistent"]) == 4
    assert "a folder of identity files" in capsys.readouterr().err
    identity_file = str(ROOT / "identities" / "flatten_reshape.toml")
    assert main(["equiv", identity_file, identity_file]) == 4
    assert "is given alone" in capsys.readouterr().err


NMS = """
summary = "NMS with max_output_size = -1 keeps as many boxes as max_output_size = N"
assume = ["x.shape[2] == 6", "x.shape[0] <= 2", "v.shape[0] == x.shape[0]"]
[inputs]
x = { rank = 3 }
v = { rank = 1, values = [0, 3] }
[[lhs.nodes]]
op = "non_max_suppression"
inputs = ["x", "v"]
attrs = { iou_threshold = 50, max_output_size = -1 }
[lhs.outputs]
y = "non_max_suppression_0"
[[rhs.nodes]]
op = "non_max_suppression"
inputs = ["x", "v"]
attrs = { iou_threshold = 50, max_output_size = 3 }
[rhs.outputs]
y = "non_max_suppression_0"
"""


def test_data_dependent_ops_are_only_checked_bounded_and_say_so():
    ident = identity(NMS)
    verdict = equivalent(ident)
    assert verdict.status == "bounded" and not verdict.ok, verdict
    assert verdict.bound.startswith("bounded check, not a proof (data-dependent ops): 36 cases")
    ident.bounded = True  # the file accepts the bounded check: ok, and still bounded
    verdict = equivalent(ident)
    assert verdict.status == "bounded" and verdict.ok, verdict


def test_a_bounded_check_finds_a_wrong_data_dependent_identity():
    ident = identity(NMS.replace("max_output_size = 3", "max_output_size = 1"))
    verdict = equivalent(ident)
    assert_replays(verdict, ident)
    assert verdict.counterexample.difference.kind == "value"


def test_a_bounded_check_with_no_valid_case_is_unknown():
    verdict = equivalent(identity(NMS.replace('"x.shape[2] == 6", ', "")), max_dim=2)
    assert verdict.status == "unknown" and "no case was valid" in verdict.reason


SYMBOLIC_GRAPH = """
[inputs]
x = { rank = "1..6" }
[params]
k = { lo = -6, hi = 5 }
[[nodes]]
name = "sp"
op = "split"
inputs = ["x"]
attrs = { axis = { param = "k" }, num_splits = 3 }
[[nodes]]
name = "cat"
op = "concatenate"
inputs = ["sp:*"]
attrs = { axis = { param = "k" } }
[outputs]
y = "cat"
"""


def test_cli_symbolic_graph_files_with_a_domain(tmp_path, capsys):
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.write_text(SYMBOLIC_GRAPH)
    b.write_text(SYMBOLIC_GRAPH.split("[[nodes]]")[0] + '[outputs]\ny = "x"\n')
    assert main(["equiv", str(a), str(b), "--max-rank", "3"]) == 1
    assert "domain differs: lhs rejects (split: requires" in capsys.readouterr().out
    assert main(["equiv", str(a), str(b), "--max-rank", "3", "--domain", "lhs"]) == 0
    out = capsys.readouterr().out
    assert "EQUIVALENT a_vs_b" in out and "where lhs is valid" in out
    c = tmp_path / "c.toml"
    c.write_text(SYMBOLIC_GRAPH.replace("lo = -6", "lo = -5"))
    assert main(["equiv", str(a), str(c)]) == 4  # the two graph files disagree: bad input
    assert "one domain" in capsys.readouterr().err


def test_a_malformed_graph_file_is_called_a_graph_file(tmp_path, capsys):
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.write_text(SYMBOLIC_GRAPH)
    b.write_text(SYMBOLIC_GRAPH.replace('x = { rank = "1..6" }', "x = { shape = [2, 3] }"))
    assert "shape = [2, 3]" in b.read_text()
    assert main(["equiv", str(a), str(b)]) == 4
    err = capsys.readouterr().err
    assert "graph file: requires every input to be" in err and "identity file" not in err
    assert f"file={b}" in err


@pytest.mark.parametrize("ref, where", [("relu_1", "output y"), ("relu_0:2x", "output y")])
def test_a_misspelt_reference_is_a_form_error_not_an_invalid_side(ref, where):
    # before, the side failed to build for every input and counted as invalid: the domain
    # query then "found" a difference and its replay crashed with a KeyError
    text = (f'[inputs]\nx = {{ rank = 2 }}\n[[lhs.nodes]]\nop = "relu"\ninputs = ["x"]\n'
            f'[lhs.outputs]\ny = "{ref}"\n[rhs.outputs]\ny = "x"\n')
    with pytest.raises(cvmverify.LogicError, match=f"reference to name an input or an "
                       f"earlier node.*at={where}, reference={ref}"):
        identity(text)


@pytest.mark.parametrize("name", ['', 'name = "r"\n'], ids=["unnamed", "named"])
def test_an_unknown_op_is_a_form_error_not_a_side_invalid_for_every_input(name):
    # before, a named node's unknown op failed every build: "unknown (vacuous)", exit 2
    text = (f'[inputs]\nx = {{ rank = 2 }}\n[[lhs.nodes]]\n{name}op = "reluu"\n'
            f'inputs = ["x"]\n[lhs.outputs]\ny = "{"r" if name else "reluu_0"}"\n'
            '[rhs.outputs]\ny = "x"\n')
    with pytest.raises(cvmverify.LogicError, match="reluu: requires a known operator name "
                       r"\(got file=<text>, side=lhs"):
        identity(text)


@pytest.mark.parametrize("expect", ["equivalent", "not-equivalent"])
def test_an_unknown_attribute_is_a_form_error_not_a_side_that_rejects(expect):
    # before, the side rejected every input: "not equivalent, lhs rejects", which also
    # confirmed a claimed not-equivalence for a reason that is a typo
    text = (f'expect = "{expect}"\n[inputs]\nx = {{ rank = 2 }}\n[[lhs.nodes]]\n'
            'name = "sp"\nop = "split"\ninputs = ["x"]\n'
            'attrs = { axis = 0, num_split = 2 }\n[lhs.outputs]\ny = "sp:0"\n'
            '[rhs.outputs]\ny = "x"\n')
    with pytest.raises(cvmverify.LogicError, match=r"the attributes of split \(axis, "
                       r"num_splits.*node=sp, unknown=\['num_split'\]\).*did you mean "
                       r"'num_splits'"):
        identity(text)


def test_an_undeclared_parameter_is_a_form_error():
    # before, a KeyError from the middle of the proof
    text = ('[inputs]\nx = { rank = 2 }\n[params]\nb = { lo = 1, hi = 8 }\n[[lhs.nodes]]\n'
            'op = "clip"\ninputs = ["x"]\nattrs = { a_min = { param = "nb" }, a_max = '
            '{ param = "b" } }\n[lhs.outputs]\ny = "clip_0"\n[rhs.outputs]\ny = "x"\n')
    with pytest.raises(cvmverify.LogicError, match=r"every \{ param = \"p\" \} to name a "
                       r"parameter of \[params\].*attr=a_min.*params=\['b'\]"):
        identity(text)


@pytest.mark.parametrize("op, attr", [("sum", "keepdims"), ("max", "exclude"),
                                      ("broadcast", "mode")])
def test_a_parameter_for_a_flag_or_mode_is_a_form_error(op, attr):
    # before, every value of the parameter was rejected: "unknown (vacuous)", or against a
    # side that accepts, "not equivalent" for a reason that is the file's mistake
    text = ('[inputs]\nx = { rank = 2 }\n[params]\nb = { lo = 0, hi = 1 }\n[[lhs.nodes]]\n'
            f'op = "{op}"\ninputs = ["x"]\nattrs = {{ {attr} = {{ param = "b" }} }}\n'
            f'[lhs.outputs]\ny = "{op}_0"\n[rhs.outputs]\ny = "x"\n')
    with pytest.raises(cvmverify.LogicError, match=r"a parameter only for an integer "
                       rf"attribute .*node=0, attr={attr}\)"):
        identity(text)


@pytest.mark.parametrize("assume, construct", [
    ("x.shape[0] == 2 & h == 3", "2"),                    # & binds before ==: 2 & h
    ("(x.shape[0] & h) > 1", "x.shape[0]"),               # was read as h > 1
    ("x.shape[0] | 1 == 3", "x.shape[0]"),                # was read as True == 3
    ("x.shape[0] ^ 2 == 4", "x.shape[0] ^ 2"),            # xor, not a power: a z3 crash
    ("~h < 0", "h"),                                      # a z3 crash
    ("x.shape[0] in (2, 3)", "x.shape[0] in (2, 3)"),     # a ValueError
    ("x.shape[0] == 2 or h == 3", "x.shape[0] == 2 or h == 3"),
])
def test_an_assumption_that_is_no_condition_on_integers_is_a_form_error(assume, construct):
    text = ('assume = ["ASSUME"]\n[inputs]\nx = { rank = 1 }\n[params]\nh = { lo = 1, hi = 8 }'
            '\n[[lhs.nodes]]\nop = "relu"\ninputs = ["x"]\n[lhs.outputs]\ny = "relu_0"\n'
            '[rhs.outputs]\ny = "x"\n').replace("ASSUME", assume)
    with pytest.raises(cvmverify.LogicError, match=r"comparisons of integer expressions "
                       r"joined by & \| ~.*unsupported=" + re.escape(construct) + r"\)"):
        equivalent(identity(text))


@pytest.mark.parametrize("assume", [
    "__import__('os').system('touch MARKER').shape[0] >= 0",   # a call before .shape[
    "x.shape[__import__('os').system('touch MARKER')] >= 0",   # a call as the axis
    "(__import__('os').system('touch MARKER'))! >= 0",         # sympy's factorial notation
])
def test_an_assumption_runs_no_code(assume, tmp_path):
    """sympy reads an assume entry by evaluating it as Python: only what the check lets
    through (names, dims, arithmetic, comparisons, Min/Max/Abs) may reach it."""
    marker = tmp_path / "marker"
    text = ('assume = ["ASSUME"]\n[inputs]\nx = { rank = 1 }\n[[lhs.nodes]]\nop = "relu"\n'
            'inputs = ["x"]\n[lhs.outputs]\ny = "relu_0"\n[rhs.outputs]\ny = "x"\n'
            ).replace("ASSUME", assume.replace("MARKER", str(marker)))
    with pytest.raises(cvmverify.LogicError, match="every assume entry"):
        identity(text).assumptions({"x": 1})
    assert not marker.exists()


def test_an_assumption_of_joined_comparisons_is_read_as_written():
    text = ('assume = ["(x.shape[0] == 2) | ~(h < 3)", "1 < x.shape[0] < 4", '
            '"Eq(h, 3) & Ne(x.shape[-1], 1)"]\n[inputs]\nx = { rank = 1 }\n[params]\n'
            'h = { lo = 1, hi = 8 }\n[[lhs.nodes]]\nop = "relu"\ninputs = ["x"]\n'
            '[lhs.outputs]\ny = "relu_0"\n[rhs.outputs]\ny = "x"\n')
    assert [str(c) for c in identity(text).assumptions({"x": 1})] == [
        "Eq(x.shape[0], 2) | (h >= 3)", "(1 < x.shape[0]) & (x.shape[0] < 4)",
        "Eq(h, 3) & Ne(x.shape[0], 1)"]


def test_a_bounded_verdict_exits_2_unless_the_bound_was_asked_for(tmp_path, capsys):
    path = tmp_path / "sums.toml"
    path.write_text(SUMS.replace("VALUES", ", values = [-128, 128]"))
    assert main(["equiv", str(path)]) == 2
    out = capsys.readouterr().out
    assert "BOUNDED" in out and "reduced extents <= 4" in out and "1 bounded" in out
    assert main(["equiv", str(path), "--unroll-dim", "3"]) == 0
    assert "reduced extents <= 3" in capsys.readouterr().out
    path.write_text("bounded = true\n" + path.read_text())
    assert main(["equiv", str(path)]) == 0


DILATED_VS_PLAIN = """
domain = "lhs"
assume = ["x.shape[1] == w.shape[1]", "w.shape[2] == 1"]
[inputs]
x = { rank = 4, values = [-8, 8] }
w = { rank = 4, values = [-8, 8] }
[[lhs.nodes]]
op = "conv2d"
inputs = ["x", "w"]
attrs = { dilation = [2, 2] }
[lhs.outputs]
y = "conv2d_0"
[[rhs.nodes]]
op = "conv2d"
inputs = ["x", "w"]
[rhs.outputs]
y = "conv2d_0"
"""


def test_a_difference_too_large_to_replay_is_passed_over_for_one_that_replays():
    # The first difference z3 finds is a size limit only the plain conv's wider output
    # breaks: 2^30 elements, whose replay once took 24 GiB. The dilated kernel also reads
    # other elements, a difference on small shapes.
    verdict = equivalent(parse_identity(DILATED_VS_PLAIN, name="dilated_vs_plain"))
    assert verdict.status == "not-equivalent"
    assert sum(np.prod(s) for s in verdict.counterexample.shapes.values()) <= 64


def test_a_split_enumeration_that_covers_every_legal_input_is_a_proof():
    """A split's outputs are enumerated up to 6: where the assumptions bound them within
    that (2 * s == n: size_split's outputs are two), the verdict is a proof; where they do
    not (num_splits up to 7, size_split free), it stays bounded."""
    two = identity((ROOT / "identities" / "split_num_vs_size.toml").read_text())
    verdict = equivalent(two)
    assert verdict.status == "equivalent" and "enumerated" not in verdict.bound, verdict
    text = (ROOT / "identities" / "split_concat_num_splits.toml").read_text()
    assert "n = { lo = 1, hi = 6 }" in text
    verdict = equivalent(identity(text), max_rank=1)
    assert verdict.status == "equivalent" and "enumerated" not in verdict.bound, verdict
    seven = identity(text.replace("n = { lo = 1, hi = 6 }", "n = { lo = 1, hi = 7 }"))
    verdict = equivalent(seven, max_rank=1)
    assert verdict.status == "bounded" and "sp.outputs <= 6" in verdict.bound, verdict
    free = identity((ROOT / "identities" / "split_concat_size_split.toml").read_text())
    verdict = equivalent(free, max_rank=1)
    assert verdict.status == "bounded" and "sp.outputs <= 6" in verdict.bound, verdict
