"""A soundness campaign for `cvmverify equiv`: near-miss identity pairs against evaluation.

Each pair is an identity file (text) built here: a rewrite that holds and its near misses
(an axis off by one, a shift off by one, a bound moved to an int32 edge, a rewrite valid at
one rank but offered at several, a rejection on one side only). The engine's verdict is held
to the truth found by evaluation alone: both sides run node by node through the reference
evaluator (`confirm.run_side`) on every small shape (dims 1..3) and on sampled shapes with
dims up to 6 and ranks up to 6, parameter values from each domain's edges and small values
(z3 picks shapes and values that meet the assumptions), input values from int32's edges and
small ones. An "equivalent" verdict on a pair that evaluation tells apart is unsound, and
so is a "bounded" one that differs within its bound, and a counterexample that does not
replay. A pair whose evaluation met no input its lhs accepts is reported as unchecked.
Pairs are identity files, or pairs of graph files as `cvmverify equiv a.toml b.toml` reads.

    python benchmarks/fuzz_equiv.py                 # every pair
    python benchmarks/fuzz_equiv.py --only clip     # the pairs whose name holds "clip"

It prints how many pairs were tried, the verdict counts (per family too), and every unsound
verdict with its identity file; the exit status is 1 when there is one.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import operator
import random
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping

import numpy as np
import sympy as sp
import z3

from cvmverify.core.dsl import DimSymbol
from cvmverify.core.errors import LogicError
from cvmverify.core.verdict import Status
from cvmverify.equiv.confirm import compare, run_side
from cvmverify.equiv.engine import equivalent
from cvmverify.equiv.template import Identity, from_files, parse_identity

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
EDGES = [0, 1, -1, 2, -2, 3, INT32_MIN, INT32_MAX, INT32_MIN + 1, INT32_MAX - 1, 2**30,
         -(2**30), 2**16, -(2**16), 127, -127, -128, 255]
MAX_RANK = 6          # the engine proves (and evaluation checks) ranks up to this
CASES_PER_PAIR = 2500  # evaluations per pair at most
DRAWS = 24            # inputs per shape and parameter values
LARGE_SHAPES = 200    # shape draws per rank assignment with dims up to 6
PAST_BOUND = "bounded, differs past its bound"
NOTES = ("unsound", "unchecked", PAST_BOUND)  # counted beside the verdicts, not as pairs


# -- identity files ------------------------------------------------------------------------

def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def P(name: str) -> dict:
    """An attribute that is the parameter `name`."""
    return {"param": name}


def identity(inputs: dict, lhs: list, rhs: list, params: dict | None = None,
             assume: list | None = None, domain: str = "both") -> str:
    """The text of an identity file. A side is a list of (op, inputs, attrs) whose nodes
    are named n0, n1, ... in order; its output is the last node's (or "x" when empty), or
    a dict of outputs given as the list's last element."""
    lines = [f'domain = "{domain}"']
    # a constant is an input of one element, pinned
    assume = [f"{k}.shape[0] == 1" for k, v in inputs.items() if isinstance(v, dict)
              and v.get("values", (0, 1))[0] == v.get("values", (0, 1))[1]] + (assume or [])
    if assume:
        lines.append(f"assume = {_toml(assume)}")
    lines.append("[inputs]")
    lines += [f"{k} = {_toml(v)}" for k, v in inputs.items()]
    if params:
        lines.append("[params]")
        lines += [f"{k} = {{ lo = {lo}, hi = {hi} }}" for k, (lo, hi) in params.items()]
    for side, nodes in (("lhs", lhs), ("rhs", rhs)):
        lines += _graph_lines(nodes, f"{side}.")
    return "\n".join(lines) + "\n"


def _graph_lines(nodes: list, prefix: str) -> list[str]:
    """The nodes and outputs tables of one graph, under `prefix` ("lhs." in an identity)."""
    lines = []
    outputs = nodes[-1] if nodes and isinstance(nodes[-1], dict) else None
    nodes = nodes[:-1] if outputs else nodes
    for k, (op, args, attrs) in enumerate(nodes):
        lines += [f"[[{prefix}nodes]]", f'name = "n{k}"', f'op = "{op}"',
                  f"inputs = {_toml(list(args))}"]
        if attrs:
            lines.append(f"attrs = {_toml(attrs)}")
    lines.append(f"[{prefix}outputs]")
    if outputs is None:
        outputs = {"y": f"n{len(nodes) - 1}" if nodes else "x"}
    return lines + [f'{k} = "{v}"' for k, v in outputs.items()]


def graph_pair(inputs: dict, lhs: list, rhs: list, params: dict | None = None,
               domain: str = "both") -> tuple[str, str, str]:
    """Two graph files (text) over the same inputs, as `cvmverify equiv a.toml b.toml`
    compares them, and the domain asked for (`--domain`)."""
    head = ["[inputs]"] + [f"{k} = {_toml(v)}" for k, v in inputs.items()]
    if params:
        head.append("[params]")
        head += [f"{k} = {{ lo = {lo}, hi = {hi} }}" for k, (lo, hi) in params.items()]
    return tuple("\n".join(head + _graph_lines(nodes, "")) + "\n"
                 for nodes in (lhs, rhs)) + (domain,)


R = {"rank": "1..3"}
R2 = {"rank": 2}
R3 = {"rank": 3}
NCHW = {"rank": 4}
INT8 = {"rank": "1..3", "dtype": "int8"}


def const(c: int) -> dict:
    return {"rank": 1, "values": [c, c]}


# -- the pairs, by family ------------------------------------------------------------------

def transposes() -> Iterator[tuple[str, str]]:
    perms = list(itertools.permutations(range(3)))
    for p, q in itertools.product(perms, perms):
        yield f"transpose_{''.join(map(str, p))}_{''.join(map(str, q))}", identity(
            {"x": R3}, [("transpose", ["x"], {"axes": p}), ("transpose", ["n0"], {"axes": q})],
            [])
    # negative axes are the positive ones only at the rank they were written for
    yield "transpose_negative_axes", identity(
        {"x": R3}, [("transpose", ["x"], {"axes": [-1, 0, 1]})],
        [("transpose", ["x"], {"axes": [2, 0, 1]})])
    yield "transpose_default_vs_swap_any_rank", identity(
        {"x": {"rank": "2..3"}}, [("transpose", ["x"], {})],
        [("transpose", ["x"], {"axes": [1, 0]})])
    yield "transpose_default_vs_swap_rank2", identity(
        {"x": R2}, [("transpose", ["x"], {})], [("transpose", ["x"], {"axes": [1, 0]})])
    yield "transpose_param_axes", identity(
        {"x": R2}, [("transpose", ["x"], {"axes": [P("a"), P("b")]})], [],
        params={"a": (-2, 1), "b": (-2, 1)}, assume=["a == 0", "b == 1"])
    yield "transpose_param_axes_open", identity(
        {"x": R2}, [("transpose", ["x"], {"axes": [P("a"), P("b")]})], [],
        params={"a": (-2, 1), "b": (-2, 1)}, assume=["a != b"])


def reshapes() -> Iterator[tuple[str, str]]:
    yield "flatten_vs_reshape_n_minus_one", identity(
        {"x": {"rank": "1..3"}}, [("flatten", ["x"], {})],
        [("reshape", ["x"], {"target_shape": [P("n"), -1]})],
        params={"n": (1, 64)}, assume=["n == x.shape[0]"])
    yield "flatten_vs_reshape_minus_one_n", identity(
        {"x": R3}, [("flatten", ["x"], {})],
        [("reshape", ["x"], {"target_shape": [-1, P("n")]})],
        params={"n": (1, 64)}, assume=["n == x.shape[1] * x.shape[2]"])
    yield "flatten_vs_reshape_minus_one_n_wrong", identity(
        {"x": R3}, [("flatten", ["x"], {})],
        [("reshape", ["x"], {"target_shape": [-1, P("n")]})],
        params={"n": (1, 64)}, assume=["n == x.shape[2]"])
    yield "reshape_roundtrip", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [-1]}),
                    ("reshape", ["n0"], {"target_shape": [P("a"), P("b")]})], [],
        params={"a": (1, 64), "b": (1, 64)}, assume=["a == x.shape[0]", "b == x.shape[1]"])
    yield "reshape_roundtrip_swapped", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [-1]}),
                    ("reshape", ["n0"], {"target_shape": [P("a"), P("b")]})], [],
        params={"a": (1, 64), "b": (1, 64)}, assume=["b == x.shape[0]", "a == x.shape[1]"])
    yield "reshape_as_transpose_unit", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [P("b"), P("a")]})],
        [("transpose", ["x"], {"axes": [1, 0]})],
        params={"a": (1, 64), "b": (1, 64)}, assume=["a == x.shape[0]", "b == x.shape[1]"])
    yield "reshape_as_transpose_unit_row", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [P("b"), P("a")]})],
        [("transpose", ["x"], {"axes": [1, 0]})],
        params={"a": (1, 64), "b": (1, 64)},
        assume=["a == x.shape[0]", "b == x.shape[1]", "a == 1"])
    yield "flatten_rank1", identity({"x": {"rank": "1..2"}}, [("flatten", ["x"], {})], [])
    yield "reshape_minus_one_rank1", identity(
        {"x": {"rank": "1..2"}}, [("reshape", ["x"], {"target_shape": [-1]})], [])


def axes_ops() -> Iterator[tuple[str, str]]:
    for shift in (0, 1, -1):
        yield f"expand_squeeze_off_{shift}", identity(
            {"x": R}, [("expand_dims", ["x"], {"axis": P("k")}),
                       ("squeeze", ["n0"], {"axes": [P("j")]})], [],
            params={"k": (-4, 3), "j": (-4, 3)}, assume=[f"j == k + {shift}"], domain="lhs")
    yield "expand_minus_one_vs_rank2", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": -1})], [("expand_dims", ["x"], {"axis": 2})])
    yield "expand_minus_one_vs_rank2_at_2", identity(
        {"x": R2}, [("expand_dims", ["x"], {"axis": -1})], [("expand_dims", ["x"], {"axis": 2})])
    yield "expand_two_vs_twice", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": 0, "num_newaxis": 2})],
        [("expand_dims", ["x"], {"axis": 0}), ("expand_dims", ["n0"], {"axis": 0})])
    yield "expand_two_vs_twice_at_end", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": -1, "num_newaxis": 2})],
        [("expand_dims", ["x"], {"axis": -1}), ("expand_dims", ["n0"], {"axis": -1})])
    yield "expand_two_vs_twice_at_end_wrong", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": -1, "num_newaxis": 2})],
        [("expand_dims", ["x"], {"axis": -1}), ("expand_dims", ["n0"], {"axis": -2})])
    yield "squeeze_all_vs_first", identity(
        {"x": R2}, [("squeeze", ["x"], {})], [("squeeze", ["x"], {"axes": [0]})],
        assume=["x.shape[0] == 1"])
    yield "squeeze_all_vs_first_lhs", identity(
        {"x": R2}, [("squeeze", ["x"], {"axes": [0]})], [("squeeze", ["x"], {})],
        domain="lhs")
    yield "squeeze_neg_vs_pos", identity(
        {"x": R}, [("squeeze", ["x"], {"axes": [-1]})], [("squeeze", ["x"], {"axes": [1]})],
        domain="lhs")
    yield "squeeze_neg_vs_pos_rank2", identity(
        {"x": R2}, [("squeeze", ["x"], {"axes": [-1]})], [("squeeze", ["x"], {"axes": [1]})])
    yield "squeeze_vs_reshape", identity(
        {"x": R2}, [("squeeze", ["x"], {"axes": [1]})],
        [("reshape", ["x"], {"target_shape": [-1]})], domain="lhs")
    yield "squeeze_vs_reshape_rank3", identity(
        {"x": R3}, [("squeeze", ["x"], {"axes": [1]})],
        [("reshape", ["x"], {"target_shape": [-1]})], domain="lhs")


def slices() -> Iterator[tuple[str, str]]:
    rev = {"begin": [-1], "end": [INT32_MIN], "strides": [-1]}
    yield "reverse_twice", identity({"x": {"rank": 1}}, [("slice", ["x"], rev),
                                                         ("slice", ["n0"], rev)], [])
    yield "reverse_once", identity({"x": {"rank": 1}}, [("slice", ["x"], rev)], [])
    yield "reverse_end_minus_max", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], rev)],
        [("slice", ["x"], {"begin": [-1], "end": [-INT32_MAX], "strides": [-1]})])
    yield "reverse_end_minus_one", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], rev)],
        [("slice", ["x"], {"begin": [-1], "end": [-1], "strides": [-1]})])
    yield "reverse_begin_max", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], rev)],
        [("slice", ["x"], {"begin": [INT32_MAX], "end": [INT32_MIN], "strides": [-1]})])
    for (b1, s1), (b2, s2), (b3, s3) in [((1, 2), (1, 2), (3, 4)), ((1, 2), (1, 2), (2, 4)),
                                         ((0, 2), (0, 3), (0, 6)), ((0, 2), (1, 3), (2, 6)),
                                         ((0, 2), (1, 3), (3, 6)), ((1, 3), (0, 2), (1, 6))]:
        yield f"slice_steps_{b1}{s1}_{b2}{s2}_vs_{b3}{s3}", identity(
            {"x": {"rank": 1}},
            [("slice", ["x"], {"begin": [b1], "end": [INT32_MAX], "strides": [s1]}),
             ("slice", ["n0"], {"begin": [b2], "end": [INT32_MAX], "strides": [s2]})],
            [("slice", ["x"], {"begin": [b3], "end": [INT32_MAX], "strides": [s3]})])
    for end in (INT32_MAX, INT32_MAX - 1, 2**24, 2**24 - 1, 2**24 + 1):
        yield f"slice_end_{end}", identity(
            {"x": R}, [("slice", ["x"], {"begin": [0], "end": [end]})], [])
    for begin in (INT32_MIN, INT32_MIN + 1, -(2**24), -(2**24) + 1, -(2**24) - 1):
        yield f"slice_begin_{begin}", identity(
            {"x": R}, [("slice", ["x"], {"begin": [begin], "end": [INT32_MAX]})], [])
    yield "slice_negative_begin_param", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})],
        [("slice", ["x"], {"begin": [P("b")], "end": [INT32_MAX]})],
        params={"a": (-8, -1), "b": (0, 8)}, assume=["b == x.shape[0] + a"])
    yield "slice_negative_begin_param_clamped", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})],
        [("slice", ["x"], {"begin": [P("b")], "end": [INT32_MAX]})],
        params={"a": (-8, -1), "b": (0, 8)}, assume=["b == x.shape[0] + a", "b >= 0"])
    yield "slice_negative_end_param", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [0], "end": [P("a")]})],
        [("slice", ["x"], {"begin": [0], "end": [P("b")]})],
        params={"a": (-8, -1), "b": (1, 8)}, assume=["b == x.shape[0] + a"])
    yield "slice_step_param", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [0], "end": [INT32_MAX],
                                               "strides": [P("s")]})],
        [("slice", ["x"], {"begin": [0], "end": [1]})],
        params={"s": (1, 8)}, assume=["s >= x.shape[0]"])
    yield "slice_step_param_off", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [0], "end": [INT32_MAX],
                                               "strides": [P("s")]})],
        [("slice", ["x"], {"begin": [0], "end": [1]})],
        params={"s": (1, 8)}, assume=["s >= x.shape[0] - 1"])
    yield "slice_negative_step_param", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [-1], "end": [INT32_MIN],
                                               "strides": [P("s")]})],
        [("slice", ["x"], {"begin": [-1], "end": [-2]})],
        params={"s": (-8, -1)}, assume=["-s >= x.shape[0]"])
    yield "strided_slice_alias", identity(
        {"x": R2}, [("strided_slice", ["x"], {"begin": [0, 1], "end": [5, 5], "strides": [1, 2]})],
        [("slice", ["x"], {"begin": [0, 1], "end": [INT32_MAX, INT32_MAX],
                           "strides": [1, 2]})])
    yield "slice_short_begin_pads", identity(
        {"x": R2}, [("slice", ["x"], {"begin": [1], "end": [INT32_MAX]})],
        [("slice", ["x"], {"begin": [1, 0], "end": [INT32_MAX, INT32_MAX]})])
    yield "slice_short_begin_pads_wrong", identity(
        {"x": R2}, [("slice", ["x"], {"begin": [1], "end": [INT32_MAX]})],
        [("slice", ["x"], {"begin": [0, 1], "end": [INT32_MAX, INT32_MAX]})])
    yield "slice_empty_vs_reject", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("a")], "end": [P("b")]})],
        [("slice", ["x"], {"begin": [P("a")], "end": [P("b")]}),
         ("negative", ["n0"], {}), ("negative", ["n1"], {})],
        params={"a": (-3, 3), "b": (-3, 3)})
    yield "slice_of_neg_tail", identity(
        {"x": {"rank": 1}}, [("negative", ["x"], {}),
                             ("slice", ["n0"], {"begin": [-1], "end": [INT32_MAX]})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]}), ("negative", ["n0"], {})])
    yield "slice_like_axes_neg", identity(
        {"x": R2, "s": R2}, [("slice_like", ["x", "s"], {"axes": [-1]})],
        [("slice_like", ["x", "s"], {"axes": [1]})])
    yield "slice_like_axes_neg_any_rank", identity(
        {"x": R, "s": {"rank": "x"}}, [("slice_like", ["x", "s"], {"axes": [-1]})],
        [("slice_like", ["x", "s"], {"axes": [1]})], domain="lhs")


def tiles_repeats() -> Iterator[tuple[str, str]]:
    for reps, axis in (((2, 1), 0), ((2, 1), 1), ((1, 2), 1), ((1, 2), -1), ((2,), 1),
                       ((2,), 0), ((1, 1, 2), 1)):
        yield f"tile_{''.join(map(str, reps))}_vs_concat_{axis}", identity(
            {"x": R2}, [("tile", ["x"], {"reps": reps})],
            [("concatenate", ["x", "x"], {"axis": axis})])
    yield "tile_param_vs_concat", identity(
        {"x": R}, [("tile", ["x"], {"reps": [P("r")]})],
        [("concatenate", ["x", "x"], {"axis": -1})], params={"r": (1, 3)},
        assume=["r == 2"])
    yield "tile_param_vs_concat_open", identity(
        {"x": R}, [("tile", ["x"], {"reps": [P("r")]})],
        [("concatenate", ["x", "x"], {"axis": -1})], params={"r": (2, 3)})
    for axis in (0, 1, -1):
        yield f"repeat_2_vs_concat_{axis}", identity(
            {"x": R2}, [("repeat", ["x"], {"repeats": 2, "axis": axis})],
            [("concatenate", ["x", "x"], {"axis": axis})])
        yield f"repeat_2_vs_concat_{axis}_unit", identity(
            {"x": R2}, [("repeat", ["x"], {"repeats": 2, "axis": axis})],
            [("concatenate", ["x", "x"], {"axis": axis})], assume=[f"x.shape[{axis}] == 1"])
    yield "repeat_vs_tile_unit_row", identity(
        {"x": R2}, [("repeat", ["x"], {"repeats": P("r"), "axis": 1})],
        [("tile", ["x"], {"reps": [1, P("r")]})], params={"r": (1, 5)},
        assume=["x.shape[1] == 1"])
    yield "repeat_vs_tile_unit_other", identity(
        {"x": R2}, [("repeat", ["x"], {"repeats": P("r"), "axis": 1})],
        [("tile", ["x"], {"reps": [1, P("r")]})], params={"r": (1, 5)},
        assume=["x.shape[0] == 1"])
    yield "repeat_neg_axis_any_rank", identity(
        {"x": R}, [("repeat", ["x"], {"repeats": 2, "axis": -1})],
        [("repeat", ["x"], {"repeats": 2, "axis": 1})], domain="lhs")
    yield "upsample_vs_repeat_w_only", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2})],
        [("repeat", ["x"], {"repeats": 2, "axis": 3})])
    yield "upsample_vs_repeat_unit_h", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2})],
        [("repeat", ["x"], {"repeats": 2, "axis": 3}),
         ("repeat", ["n0"], {"repeats": 2, "axis": 2})])


def concat_split() -> Iterator[tuple[str, str]]:
    two = {"y": "n0:0", "z": "n0:1"}
    yield "split_sections_vs_variadic", identity(
        {"x": R}, [("split", ["x"], {"axis": 0, "sections_split": [1, P("b")]}), two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [1, -1]}), two],
        params={"b": (1, 8)}, assume=["b + 1 == x.shape[0]"])
    yield "split_sections_vs_variadic_other_axis", identity(
        {"x": R2}, [("split", ["x"], {"axis": 0, "sections_split": [1, P("b")]}), two],
        [("variadic_split", ["x"], {"axis": -2, "split_lengths": [1, -1]}), two],
        params={"b": (1, 8)}, assume=["b + 1 == x.shape[0]"])
    yield "split_sections_vs_variadic_wrong_axis", identity(
        {"x": R}, [("split", ["x"], {"axis": 0, "sections_split": [1, P("b")]}), two],
        [("variadic_split", ["x"], {"axis": -1, "split_lengths": [1, -1]}), two],
        params={"b": (1, 8)}, assume=["b + 1 == x.shape[0]"])
    yield "variadic_minus_one_first", identity(
        {"x": R}, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [-1, 1]}), two],
        [("slice", ["x"], {"begin": [0], "end": [-1]}),
         ("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}])
    yield "variadic_minus_one_first_wrong", identity(
        {"x": R}, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [-1, 1]}), two],
        [("slice", ["x"], {"begin": [0], "end": [-1]}),
         ("slice", ["x"], {"begin": [-2], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}])
    yield "split_size_last_small", identity(
        {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "size_split": 2}), two],
        [("slice", ["x"], {"begin": [0], "end": [2]}),
         ("slice", ["x"], {"begin": [2], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}],
        assume=["x.shape[0] >= 3", "x.shape[0] <= 4"])
    yield "split_size_last_small_open", identity(
        {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "size_split": 2}), two],
        [("slice", ["x"], {"begin": [0], "end": [2]}),
         ("slice", ["x"], {"begin": [2], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}],
        domain="lhs")
    yield "concat_swap", identity(
        {"a": R, "b": {"rank": "a"}}, [("concatenate", ["a", "b"], {"axis": 0})],
        [("concatenate", ["b", "a"], {"axis": 0})])
    yield "concat_swap_equal_inputs", identity(
        {"a": R}, [("concatenate", ["a", "a"], {"axis": P("k")})],
        [("concatenate", ["a", "a"], {"axis": P("j")})], params={"k": (-3, 2), "j": (-3, 2)},
        assume=["j == k - 3"], domain="lhs")
    yield "concat_axis_neg_vs_pos", identity(
        {"a": R, "b": {"rank": "a"}}, [("concatenate", ["a", "b"], {"axis": -1})],
        [("concatenate", ["a", "b"], {"axis": 0})], domain="lhs")
    yield "concat_single", identity(
        {"x": R}, [("concatenate", ["x"], {"axis": P("k")})], [], params={"k": (-4, 3)})


def structures() -> Iterator[tuple[str, str]]:
    """Splits whose number of outputs is enumerated, read at an output some structures
    lack: a side rejects those structures, and the other may accept them."""
    second = {"y": "n0:1"}
    tail = ("slice", ["x"], {"begin": [P("h")], "end": [INT32_MAX]})
    yield "num_splits_second_vs_tail", identity(
        {"x": {"rank": "1..2"}}, [("split", ["x"], {"axis": 0, "num_splits": P("n")}), second],
        [tail], params={"n": (1, 6), "h": (1, 64)}, assume=["h * n == x.shape[0]"])
    yield "num_splits_second_vs_tail_two", identity(
        {"x": {"rank": "1..2"}}, [("split", ["x"], {"axis": 0, "num_splits": P("n")}), second],
        [tail], params={"n": (1, 2), "h": (1, 64)}, assume=["h * n == x.shape[0]"])
    yield "num_splits_second_vs_middle", identity(
        {"x": {"rank": "1..2"}}, [("split", ["x"], {"axis": 0, "num_splits": P("n")}), second],
        [("slice", ["x"], {"begin": [P("h")], "end": [P("e")]})],
        params={"n": (1, 6), "h": (1, 64), "e": (2, 128)},
        assume=["h * n == x.shape[0]", "e == 2 * h"])
    for end, name in ((P("e"), "size_split_second_vs_slice"),
                      (P("f"), "size_split_second_vs_slice_one_more")):
        yield name, identity(
            {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "size_split": P("s")}), second],
            [("slice", ["x"], {"begin": [P("s")], "end": [end]})],
            params={"s": (1, 8), "e": (2, 16), "f": (3, 17)},
            assume=["e == 2 * s", "f == e + 1", "x.shape[0] <= 6 * s"])
    yield "size_split_second_vs_tail_any_axis", identity(
        {"x": {"rank": "1..2"}},
        [("split", ["x"], {"axis": P("k"), "size_split": 2}), second],
        [("slice", ["x"], {"begin": [2], "end": [INT32_MAX]})],
        params={"k": (-2, 1)}, assume=["x.shape[0] <= 4"])
    yield "variadic_second_vs_tail", identity(
        {"x": {"rank": 1}}, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}),
                             second],
        [("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})], params={"a": (-1, 6)})
    yield "split_concat_dropping_last", identity(
        {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "size_split": 2}),
                             ("concatenate", ["n0:0", "n0:1"], {"axis": 0})],
        [("slice", ["x"], {"begin": [0], "end": [4]})], assume=["x.shape[0] <= 12"])


def assumptions() -> Iterator[tuple[str, str]]:
    """Conditions that hold a dim or parameter at a value only in part: under or, not,
    a range, a product."""
    unit = ([("max", ["x"], {"axes": [0]})], [("squeeze", ["x"], {"axes": [0]})])
    sums = ([("sum", ["x"], {"axes": [0]})], [("squeeze", ["x"], {"axes": [0]})])
    for condition in ("x.shape[0] == 1", "(x.shape[0] == 1) | (x.shape[0] >= 2)",
                      "(x.shape[0] == 1) & (x.shape[1] >= 1)", "~(x.shape[0] >= 2)",
                      "x.shape[0] <= 1", "x.shape[0] * x.shape[1] == 1",
                      "(x.shape[0] == 1) | (x.shape[1] == 1)", "Max(x.shape[0], 1) == 1",
                      "Min(x.shape[0], 2) == 1", "x.shape[0] == 1 + 0 * x.shape[1]",
                      "(x.shape[0] == 1) | (x.shape[0] == 3)", "~(x.shape[0] != 1)"):
        for kind, (lhs, rhs) in (("max", unit), ("sum", sums)):
            yield f"assume_{kind}_{condition}", identity(
                {"x": R2}, lhs, rhs, assume=[condition])
    yield "assume_param_pinned_under_or", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})], [],
        params={"a": (-3, 3)}, assume=["(a == 0) | (a == -x.shape[0]) | (a < -x.shape[0])"])
    yield "assume_param_pinned_under_or_wrong", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})], [],
        params={"a": (-3, 3)}, assume=["(a == 0) | (a == 1 - x.shape[0])"])


def attribute_domains() -> Iterator[tuple[str, str]]:
    """Parameters that reach past an attribute's domain on one side only: the side whose
    attribute is out of range rejects every input there."""
    yield "reshape_param_pair_vs_flatten", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [P("a"), P("b")]})],
        [("flatten", ["x"], {})], params={"a": (-1, 4), "b": (-1, 4)},
        assume=["(a == x.shape[0]) | (a == -1)", "(b == -1) | (b == x.shape[1])"])
    yield "reshape_param_zero", identity(
        {"x": {"rank": 1}}, [("reshape", ["x"], {"target_shape": [P("a"), -1]})],
        [("expand_dims", ["x"], {"axis": 0})], params={"a": (0, 1)})
    yield "tile_reps_param_zero", identity(
        {"x": {"rank": 1}}, [("tile", ["x"], {"reps": [P("r")]})], [],
        params={"r": (0, 1)})
    yield "repeat_param_zero", identity(
        {"x": {"rank": 1}}, [("repeat", ["x"], {"repeats": P("r"), "axis": 0})], [],
        params={"r": (0, 1)}, domain="lhs")
    yield "repeat_param_zero_both", identity(
        {"x": {"rank": 1}}, [("repeat", ["x"], {"repeats": P("r"), "axis": 0})], [],
        params={"r": (0, 1)})
    yield "expand_num_newaxis_param", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": 0, "num_newaxis": P("n")})], [],
        params={"n": (-1, 0)})
    yield "expand_num_newaxis_param_lhs", identity(
        {"x": R}, [("expand_dims", ["x"], {"axis": 0, "num_newaxis": P("n")})], [],
        params={"n": (-1, 0)}, domain="lhs")
    yield "slice_stride_param_zero", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [0], "end": [INT32_MAX],
                                               "strides": [P("s")]})], [],
        params={"s": (0, 1)})
    yield "slice_stride_param_min", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [P("b")], "end": [INT32_MAX],
                                               "strides": [1]})], [],
        params={"b": (INT32_MIN, INT32_MIN + 1)})
    yield "slice_stride_param_edge", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [-1], "end": [INT32_MIN],
                                               "strides": [P("s")]})],
        [("slice", ["x"], {"begin": [-1], "end": [-2], "strides": [-1]})],
        params={"s": (INT32_MIN, INT32_MIN + 1)}, assume=["x.shape[0] <= 4"])
    for attr, lo, hi in (("precision", 0, 1), ("precision", 32, 33)):
        yield f"cvm_clip_{attr}_{lo}_{hi}", identity(
            {"x": R}, [("cvm_clip", ["x"], {"precision": P("p")})],
            [("cvm_clip", ["x"], {"precision": hi - 1 if lo == 0 else lo})],
            params={"p": (lo, hi)})
    for lo, hi in ((0, 1), (32, 33)):
        yield f"right_shift_bit_{lo}_{hi}", identity(
            {"x": R}, [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": P("s")})],
            [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": hi if lo == 0 else lo})],
            params={"s": (lo, hi)})
        yield f"left_shift_bit_{lo}_{hi}", identity(
            {"x": INT8}, [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": P("s")})],
            [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": hi if lo == 0 else lo})],
            params={"s": (lo, hi)})
    yield "clip_param_edges", identity(
        {"x": R}, [("clip", ["x"], {"a_min": P("a"), "a_max": INT32_MAX})],
        [("clip", ["x"], {"a_min": -INT32_MAX, "a_max": INT32_MAX})],
        params={"a": (INT32_MIN, -INT32_MAX)})
    yield "clip_param_equal_bounds", identity(
        {"x": R}, [("clip", ["x"], {"a_min": P("a"), "a_max": P("b")})],
        [("clip", ["x"], {"a_min": P("a"), "a_max": P("c")})],
        params={"a": (-2, 2), "b": (-2, 2), "c": (-2, 2)}, assume=["b == a + 1", "c >= a"])
    yield "take_axis_param", identity(
        {"x": R2, "i": {"rank": 1, "values": [0, 0]}},
        [("take", ["x", "i"], {"axis": P("k")})], [("take", ["x", "i"], {"axis": 0})],
        params={"k": (-3, 2)}, assume=["(k == 0) | (k == -2)"])
    yield "take_axis_param_wide", identity(
        {"x": R2, "i": {"rank": 1, "values": [0, 0]}},
        [("take", ["x", "i"], {"axis": P("k")})], [("take", ["x", "i"], {"axis": 0})],
        params={"k": (-3, 2)}, assume=["(k == 0) | (k == -3)"])
    yield "sum_axes_param_pair", identity(
        {"x": {"rank": "2..3", "values": [-8, 8]}},
        [("sum", ["x"], {"axes": [P("a"), P("b")]})], [("sum", ["x"], {"axes": [0, 1]})],
        params={"a": (-3, 2), "b": (-3, 2)}, assume=["a == 0", "(b == 1) | (b == -2)"])
    yield "broadcast_target_param", identity(
        {"x": {"rank": 1}}, [("broadcast", ["x"], {"target_shape": [P("n")]})], [],
        params={"n": (1, 4)}, assume=["(n == x.shape[0]) | (x.shape[0] == 1)"])
    yield "pool_stride_param", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [1, 1], "strides": [P("s"), 1]})],
        [], params={"s": (1, 2)}, assume=["(s == 1) | (x.shape[2] == 1)"])


def cancellations() -> Iterator[tuple[str, str]]:
    """Rewrites a simplifier would make that drop a check: a rejected intermediate whose
    value cancels, is multiplied by zero, selected by neither branch, or cut away."""
    neg = ("negative", ["x"], {})
    yield "where_same_branches_of_checked_condition", identity(
        {"x": R}, [neg, ("where", ["n0", "x", "x"], {})], [])
    yield "mul_zero_of_negative", identity(
        {"x": R, "z": const(0)}, [neg, ("broadcast_mul", ["n0", "z"], {})],
        [("broadcast_mul", ["x", "z"], {})])
    yield "sub_self_of_negative", identity(
        {"x": R}, [neg, ("broadcast_sub", ["n0", "n0"], {})],
        [("broadcast_sub", ["x", "x"], {})])
    yield "greater_self_of_abs", identity(
        {"x": R}, [("abs", ["x"], {}), ("broadcast_greater", ["n0", "n0"], {})],
        [("broadcast_greater", ["x", "x"], {})])
    yield "max_self_of_negative", identity(
        {"x": R}, [neg, ("broadcast_max", ["n0", "n0"], {})], [neg])
    yield "div_self", identity(
        {"x": R, "one": const(1)}, [("broadcast_div", ["x", "x"], {})],
        [("broadcast_mul", ["one", "one"], {}), ("broadcast_max", ["n0", "x"], {}),
         ("broadcast_greater", ["n1", "x"], {}), ("broadcast_add", ["n2", "one"], {})],
        domain="lhs")
    yield "slice_of_concat_drops_negative", identity(
        {"x": {"rank": 1}, "a": {"rank": 1}},
        [("negative", ["a"], {}), ("concatenate", ["x", "n0"], {"axis": 0}),
         ("slice", ["n1"], {"begin": [0], "end": [P("n")]})], [],
        params={"n": (1, 64)}, assume=["n == x.shape[0]"])
    yield "split_of_negative_first_part", identity(
        {"x": {"rank": 1}}, [neg, ("split", ["n0"], {"axis": 0, "sections_split": [1, P("b")]}),
                             ("negative", ["n1:0"], {})],
        [("slice", ["x"], {"begin": [0], "end": [1]})], params={"b": (1, 8)},
        assume=["b + 1 == x.shape[0]"])
    yield "sum_keepdims_shape_only", identity(
        {"x": R2, "s": R2}, [("sum", ["s"], {"axes": [0], "keepdims": True}),
                             ("slice_like", ["x", "n0"], {"axes": [0]})],
        [("slice", ["x"], {"begin": [0, 0], "end": [1, INT32_MAX]})])
    yield "sum_keepdims_shape_only_small", identity(
        {"x": R2, "s": {"rank": 2, "values": [-8, 8]}},
        [("sum", ["s"], {"axes": [0], "keepdims": True}),
         ("slice_like", ["x", "n0"], {"axes": [0]})],
        [("slice", ["x"], {"begin": [0, 0], "end": [1, INT32_MAX]})])
    yield "take_out_of_range_unused", identity(
        {"x": {"rank": 1}, "i": {"rank": 1}}, [("take", ["x", "i"], {"axis": 0}),
                                               ("relu", ["x"], {})], [("relu", ["x"], {})])
    yield "lut_index_range_int8", identity(
        {"t": {"rank": 1}, "i": {"rank": 1, "dtype": "int8"}},
        [("cvm_lut", ["i", "t"], {})], [("take", ["t", "i"], {"axis": 0})])
    yield "pool_window_overflow_free", identity(
        {"x": NCHW}, [("negative", ["x"], {}),
                      ("max_pool2d", ["n0"], {"pool_size": [1, 1], "strides": [3, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [1, 1], "strides": [3, 3]}),
         ("negative", ["n0"], {})], assume=["x.shape[2] <= 3", "x.shape[3] <= 3"])
    yield "right_shift_of_negative_cut", identity(
        {"x": R}, [neg, ("cvm_right_shift", ["n0"], {"precision": 1, "shift_bit": 32})],
        [("cvm_right_shift", ["x"], {"precision": 1, "shift_bit": 32})])


def accumulation_orders() -> Iterator[tuple[str, str]]:
    """The same sum accumulated in another order: equal values, but a partial sum that
    leaves int32 in one order only is a rejection on one side."""
    t = ("transpose", ["x"], {})
    for values, tag in (({}, "int32"), ({"values": [-64, 64]}, "small")):
        x = {"rank": 2, **values}
        yield f"sum_all_of_transpose_{tag}", identity(
            {"x": x}, [("sum", ["x"], {})], [t, ("sum", ["n0"], {})])
        yield f"sum_axes_swapped_{tag}", identity(
            {"x": x}, [("sum", ["x"], {"axes": [0, 1]})], [("sum", ["x"], {"axes": [1, 0]})])
        yield f"sum_axes_of_transpose_{tag}", identity(
            {"x": x}, [("sum", ["x"], {"axes": [0, 1]})], [t, ("sum", ["n0"], {"axes": [0, 1]})])
        yield f"sum_of_reversed_{tag}", identity(
            {"x": {"rank": 1, **values}}, [("sum", ["x"], {})],
            [("slice", ["x"], {"begin": [-1], "end": [INT32_MIN], "strides": [-1]}),
             ("sum", ["n0"], {})])
        yield f"sum_then_sum_vs_all_{tag}", identity(
            {"x": x}, [("sum", ["x"], {"axes": [1]}), ("sum", ["n0"], {})],
            [("sum", ["x"], {})])
        yield f"sum_then_sum_other_order_{tag}", identity(
            {"x": x}, [("sum", ["x"], {"axes": [0]}), ("sum", ["n0"], {})],
            [("sum", ["x"], {})])
        yield f"dense_vs_transposed_weights_{tag}", identity(
            {"x": x, "w": {"rank": 2, **values}}, [("dense", ["x", "w"], {})],
            [("transpose", ["w"], {}), ("transpose", ["n0"], {}), ("dense", ["x", "n1"], {})])
        yield f"conv_flipped_{tag}", identity(
            {"x": {"rank": 4, **values}, "w": {"rank": 4, **values}},
            [("conv2d", ["x", "w"], {})],
            [("slice", ["x"], {"begin": [0, 0, -1, 0], "end": [INT32_MAX, INT32_MAX, INT32_MIN,
                                                                INT32_MAX],
                               "strides": [1, 1, -1, 1]}),
             ("slice", ["w"], {"begin": [0, 0, -1, 0], "end": [INT32_MAX, INT32_MAX, INT32_MIN,
                                                                INT32_MAX],
                               "strides": [1, 1, -1, 1]}),
             ("conv2d", ["n0", "n1"], {})],
            assume=["x.shape[2] == w.shape[2]", "x.shape[1] == w.shape[1]"])


def attribute_forms() -> Iterator[tuple[str, str]]:
    """An attribute written in another form than its canonical one (a bool as an integer,
    an integer as a float or a bool, a scalar for a list): the prover's graph and the
    evaluator must read it alike, whether they take it or reject it."""
    odd = [("sum", {"axes": [0], "keepdims": 1}, {"axes": [0], "keepdims": True}),
           ("sum", {"axes": [0], "keepdims": 0}, {"axes": [0]}),
           ("sum", {"axes": 0}, {"axes": [0]}),
           ("max", {"axes": [0], "exclude": 1}, {"axes": [0], "exclude": True}),
           ("cvm_clip", {"precision": True}, {"precision": 1}),
           ("cvm_clip", {"precision": 8.0}, {"precision": 8}),
           ("cvm_right_shift", {"precision": 8, "shift_bit": True},
            {"precision": 8, "shift_bit": 1}),
           ("repeat", {"repeats": 2, "axis": False}, {"repeats": 2, "axis": 0}),
           ("repeat", {"repeats": 2.0, "axis": 0}, {"repeats": 2, "axis": 0}),
           ("tile", {"reps": 2}, {"reps": [2]}),
           ("tile", {"reps": [True]}, {"reps": [1]}),
           ("slice", {"begin": 0, "end": 1}, {"begin": [0], "end": [1]}),
           ("slice", {"begin": [0], "end": [1], "strides": 1}, {"begin": [0], "end": [1]}),
           ("slice", {"begin": [False], "end": [True]}, {"begin": [0], "end": [1]}),
           ("expand_dims", {"axis": 0, "num_newaxis": True}, {"axis": 0}),
           ("transpose", {"axes": [True, False]}, {"axes": [1, 0]}),
           ("transpose", {"axes": []}, {}),
           ("squeeze", {"axes": []}, {}),
           ("clip", {"a_min": -1.0, "a_max": 1}, {"a_min": -1, "a_max": 1}),
           ("clip", {"a_min": False, "a_max": True}, {"a_min": 0, "a_max": 1}),
           ("concatenate", {"axis": True}, {"axis": 1}),
           ("reshape", {"target_shape": -1}, {"target_shape": [-1]}),
           ("flatten", {"axis": 1}, {})]
    for k, (op, written, canonical) in enumerate(odd):
        ins = ["x", "x"] if op == "concatenate" else ["x"]
        for domain in ("lhs", "both"):
            yield f"form_{k}_{op}_{domain}", identity(
                {"x": R2}, [(op, ins, written)], [(op, ins, canonical)], domain=domain)
            yield f"form_{k}_{op}_{domain}_swapped", identity(
                {"x": R2}, [(op, ins, canonical)], [(op, ins, written)], domain=domain)


def value_ranges() -> Iterator[tuple[str, str]]:
    """Value ranges at int32's edges: a rewrite that overflows one value past the range."""
    for lo, tag in ((INT32_MIN + 1, "ok"), (INT32_MIN, "min")):
        x = {"rank": "1..2", "values": [lo, INT32_MAX]}
        yield f"negative_twice_{tag}", identity(
            {"x": x}, [("negative", ["x"], {}), ("negative", ["n0"], {})], [])
        yield f"abs_as_max_{tag}", identity(
            {"x": x}, [("abs", ["x"], {})],
            [("negative", ["x"], {}), ("broadcast_max", ["x", "n0"], {})])
    for hi, tag in ((INT32_MAX - 1, "ok"), (INT32_MAX, "max")):
        yield f"add_one_sub_one_{tag}", identity(
            {"x": {"rank": "1..2", "values": [0, hi]}, "one": const(1)},
            [("broadcast_add", ["x", "one"], {}), ("broadcast_sub", ["n0", "one"], {})], [])
    for hi, tag in ((2**30 - 1, "ok"), (2**30, "edge")):
        yield f"double_halve_{tag}", identity(
            {"x": {"rank": 1, "values": [-hi, hi]}, "two": const(2)},
            [("broadcast_mul", ["x", "two"], {}), ("broadcast_div", ["n0", "two"], {})], [])
        yield f"left_shift_one_vs_double_{tag}", identity(
            {"x": {"rank": 1, "values": [-hi, hi]}, "two": const(2)},
            [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": 1})],
            [("broadcast_mul", ["x", "two"], {})])
    yield "int8_values_past_dtype", identity(
        {"x": {"rank": 1, "dtype": "int8", "values": [-200, 200]}}, [("relu", ["x"], {})],
        [("clip", ["x"], {"a_min": 0, "a_max": 127})])
    yield "int8_relu_as_clip", identity(
        {"x": {"rank": 1, "dtype": "int8"}}, [("relu", ["x"], {})],
        [("clip", ["x"], {"a_min": 0, "a_max": 127})])
    yield "int8_relu_as_clip_126", identity(
        {"x": {"rank": 1, "dtype": "int8"}}, [("relu", ["x"], {})],
        [("clip", ["x"], {"a_min": 0, "a_max": 126})])
    yield "uint8_relu_identity", identity(
        {"x": {"rank": 1, "dtype": "uint8"}}, [("relu", ["x"], {})], [])
    yield "int16_sum_as_int32", identity(
        {"x": {"rank": 2, "dtype": "int16"}}, [("sum", ["x"], {"axes": [0, 1]})],
        [("sum", ["x"], {"axes": [0]}), ("sum", ["n0"], {"axes": [0]})])


def wide_inputs_and_folds() -> Iterator[tuple[str, str]]:
    """Values of an int64 input taken as integers by some nodes only (a node checks every
    value of its input in int32, moved values are not checked), and formulas whose value
    does not depend on a data operand that must still be evaluated (a clip to one value
    after a shift that may leave int32)."""
    x64 = {"x": {"rank": 1, "dtype": "int64"}}
    halves = ("split", ["x"], {"axis": 0, "num_splits": 2})
    yield "int64_relu_of_a_half_vs_of_all", identity(
        x64, [halves, ("relu", ["n0:0"], {}), {"low": "n1", "high": "n0:1"}],
        [("relu", ["x"], {}), ("split", ["n0"], {"axis": 0, "num_splits": 2}), halves,
         {"low": "n1:0", "high": "n2:1"}])
    yield "int64_relu_of_each_half_vs_of_all", identity(
        x64, [halves, ("relu", ["n0:0"], {}), ("relu", ["n0:1"], {}),
              {"low": "n1", "high": "n2"}],
        [("relu", ["x"], {}), ("split", ["n0"], {"axis": 0, "num_splits": 2}),
         {"low": "n1:0", "high": "n1:1"}])
    yield "int64_relu_twice", identity(x64, [("relu", ["x"], {}), ("relu", ["n0"], {})],
                                       [("relu", ["x"], {})])
    yield "int64_relu_as_clip", identity(x64, [("relu", ["x"], {})],
                                         [("clip", ["x"], {"a_min": 0, "a_max": INT32_MAX})])
    yield "int64_take_then_relu_vs_relu_then_take", identity(
        {**x64, "i": {"rank": 1, "values": [0, 0]}},
        [("take", ["x", "i"], {"axis": 0}), ("relu", ["n0"], {})],
        [("relu", ["x"], {}), ("take", ["n0", "i"], {"axis": 0})])
    yield "int64_moved_only", identity(
        {"x": {"rank": 2, "dtype": "int64"}},
        [("transpose", ["x"], {}), ("transpose", ["n0"], {})], [])
    for hi, tag in ((2**15 - 1, "ok"), (2**15, "edge")):
        yield f"left_shift_to_zero_vs_clip_{tag}", identity(
            {"x": {"rank": 1, "values": [-2**15, hi]}},
            [("cvm_left_shift", ["x"], {"precision": 1, "shift_bit": 16})],
            [("cvm_clip", ["x"], {"precision": 1})])
    yield "right_shift_to_zero_vs_clip", identity(
        {"x": {"rank": 1}}, [("cvm_right_shift", ["x"], {"precision": 1, "shift_bit": 3})],
        [("cvm_clip", ["x"], {"precision": 1})])


def flat_prefixes() -> Iterator[tuple[str, str]]:
    """Flatten and reshape of views that read an input at its own index over a smaller
    shape (slice_like's and slice's prefixes): their row-major order is not the input's,
    against the input's own first elements and against the view kept whole."""
    two = {"x": {"rank": 2}, "s": {"rank": 2}}
    prefix = ("slice_like", ["x", "s"], {"axes": [1]})
    yield "flattened_slice_like_prefix_vs_x_flat", identity(
        two, [("reshape", ["x"], {"target_shape": [-1]}), prefix,
              ("reshape", ["n1"], {"target_shape": [-1]}), {"y": "n2"}],
        [("reshape", ["x"], {"target_shape": [-1]}), prefix,
         ("reshape", ["n1"], {"target_shape": [-1]}), ("slice_like", ["n0", "n2"], {}),
         {"y": "n3"}])
    yield "flatten_of_rank2_slice_like_vs_itself", identity(
        two, [prefix, ("flatten", ["n0"], {})], [prefix])
    yield "flatten_of_rank3_slice_like_vs_reshape", identity(
        {"x": {"rank": 3}, "s": {"rank": 3}},
        [("slice_like", ["x", "s"], {"axes": [2]}), ("flatten", ["n0"], {})],
        [("slice_like", ["x", "s"], {"axes": [2]}),
         ("reshape", ["n0"], {"target_shape": [0, -1]})])
    yield "flatten_of_slice_vs_slice_of_flatten", identity(
        {"x": {"rank": 2}}, [("slice", ["x"], {"begin": [0, 0], "end": [2**24, 1]}),
                             ("reshape", ["n0"], {"target_shape": [-1]})],
        [("reshape", ["x"], {"target_shape": [-1]}),
         ("slice", ["n0"], {"begin": [0], "end": [2**24]})])


def outputs() -> Iterator[tuple[str, str]]:
    """Sides of several outputs, matched by name: swapped, shared, an input passed through,
    a dead node beside an output that is an input."""
    two = {"a": {"rank": "1..2"}, "b": {"rank": "a"}}
    yield "outputs_swapped", identity(
        two, [("relu", ["a"], {}), ("relu", ["b"], {}), {"y": "n0", "z": "n1"}],
        [("relu", ["a"], {}), ("relu", ["b"], {}), {"z": "n0", "y": "n1"}])
    yield "outputs_swapped_same_input", identity(
        two, [("relu", ["a"], {}), ("relu", ["a"], {}), {"y": "n0", "z": "n1"}],
        [("relu", ["a"], {}), ("relu", ["a"], {}), {"z": "n0", "y": "n1"}])
    yield "one_node_two_outputs", identity(
        two, [("relu", ["a"], {}), {"y": "n0", "z": "n0"}],
        [("relu", ["a"], {}), ("abs", ["a"], {}), {"y": "n0", "z": "n1"}])
    yield "input_passed_through", identity(
        two, [("relu", ["a"], {}), {"y": "a", "z": "n0"}],
        [("relu", ["a"], {}), ("relu", ["n0"], {}), {"y": "a", "z": "n1"}])
    yield "input_passed_through_dead_negative", identity(
        two, [("negative", ["a"], {}), {"y": "a"}], [{"y": "a"}])


def takes() -> Iterator[tuple[str, str]]:
    idx = {"rank": "1..2", "values": [-3, 3]}
    yield "take_axis0_vs_flat_rank1", identity(
        {"x": {"rank": 1}, "i": idx}, [("take", ["x", "i"], {"axis": 0})],
        [("take", ["x", "i"], {})])
    yield "take_axis0_vs_flat_rank2", identity(
        {"x": R2, "i": idx}, [("take", ["x", "i"], {"axis": 0})], [("take", ["x", "i"], {})])
    yield "take_neg_axis", identity(
        {"x": R2, "i": idx}, [("take", ["x", "i"], {"axis": -1})],
        [("take", ["x", "i"], {"axis": 1})])
    yield "take_neg_axis_any_rank", identity(
        {"x": R, "i": idx}, [("take", ["x", "i"], {"axis": -1})],
        [("take", ["x", "i"], {"axis": 0})], domain="lhs")
    yield "take_vs_lut_2d_table", identity(
        {"x": R2, "i": idx}, [("take", ["x", "i"], {})], [("cvm_lut", ["i", "x"], {})])
    yield "take_of_relu", identity(
        {"x": {"rank": 1}, "i": idx}, [("relu", ["x"], {}), ("take", ["n0", "i"], {})],
        [("take", ["x", "i"], {}), ("relu", ["n0"], {})])
    yield "take_shifted_indices", identity(
        {"x": {"rank": 1}, "i": {"rank": 1, "values": [0, 3]}, "one": const(1)},
        [("take", ["x", "i"], {"axis": 0})],
        [("broadcast_add", ["i", "one"], {}), ("take", ["x", "n0"], {"axis": 0})])
    yield "take_int32_edge_indices", identity(
        {"x": {"rank": 1}, "i": {"rank": 1}}, [("take", ["x", "i"], {"axis": 0})],
        [("cvm_lut", ["i", "x"], {})])


def broadcasts_where() -> Iterator[tuple[str, str]]:
    yield "broadcast_to_vs_tile", identity(
        {"x": {"rank": 2}}, [("broadcast", ["x"], {"target_shape": [3, P("n")]})],
        [("tile", ["x"], {"reps": [3, 1]})], params={"n": (1, 8)},
        assume=["x.shape[0] == 1", "x.shape[1] == n"])
    yield "broadcast_to_vs_tile_rows", identity(
        {"x": {"rank": 2}}, [("broadcast", ["x"], {"target_shape": [3, P("n")]})],
        [("tile", ["x"], {"reps": [3, 1]})], params={"n": (1, 8)},
        assume=["x.shape[1] == n"], domain="lhs")
    yield "broadcast_explicit_mapping_0", identity(
        {"x": {"rank": 1}},
        [("broadcast", ["x"], {"target_shape": [P("n"), 2], "axes_mapping": [0],
                               "mode": "explicit"})],
        [("expand_dims", ["x"], {"axis": 1}), ("tile", ["n0"], {"reps": [1, 2]})],
        params={"n": (1, 8)}, assume=["x.shape[0] == n"])
    yield "broadcast_explicit_mapping_1", identity(
        {"x": {"rank": 1}},
        [("broadcast", ["x"], {"target_shape": [P("n"), 2], "axes_mapping": [1],
                               "mode": "explicit"})],
        [("expand_dims", ["x"], {"axis": 1}), ("tile", ["n0"], {"reps": [1, 2]})],
        params={"n": (1, 8)}, assume=["x.shape[0] == 2"])
    yield "broadcast_bidirectional_vs_numpy", identity(
        {"x": {"rank": 2}},
        [("broadcast", ["x"], {"target_shape": [1, 2], "mode": "bidirectional"})],
        [("broadcast", ["x"], {"target_shape": [1, 2]})], domain="lhs")
    for dtype in ("int32", "int8"):
        c = {"rank": "1..3", "dtype": dtype}
        yield f"where_negated_condition_{dtype}", identity(
            {"c": c, "x": {"rank": "c"}, "f": {"rank": "c"}}, [("where", ["c", "x", "f"], {})],
            [("negative", ["c"], {}), ("where", ["n0", "x", "f"], {})])
        yield f"where_abs_condition_{dtype}", identity(
            {"c": c, "x": {"rank": "c"}, "f": {"rank": "c"}}, [("where", ["c", "x", "f"], {})],
            [("abs", ["c"], {}), ("where", ["n0", "x", "f"], {})])
    yield "where_relu_condition", identity(
        {"c": R, "x": {"rank": "c"}, "f": {"rank": "c"}}, [("where", ["c", "x", "f"], {})],
        [("relu", ["c"], {}), ("where", ["n0", "x", "f"], {})])
    yield "where_greater_zero", identity(
        {"c": R, "x": {"rank": "c"}, "f": {"rank": "c"}, "z": const(0)},
        [("broadcast_greater", ["c", "z"], {}), ("where", ["n0", "x", "f"], {})],
        [("relu", ["c"], {}), ("where", ["n0", "x", "f"], {})])
    yield "where_broadcast_cond_row", identity(
        {"c": {"rank": 1}, "x": R2, "f": {"rank": "x"}}, [("where", ["c", "x", "f"], {})],
        [("expand_dims", ["c"], {"axis": 0}), ("where", ["n0", "x", "f"], {})], domain="lhs")
    yield "where_broadcast_cond_col", identity(
        {"c": {"rank": 1}, "x": R2, "f": {"rank": "x"}}, [("where", ["c", "x", "f"], {})],
        [("expand_dims", ["c"], {"axis": 1}), ("where", ["n0", "x", "f"], {})], domain="lhs")


def reductions() -> Iterator[tuple[str, str]]:
    for op in ("sum", "max"):
        small = {"rank": "2..3", "values": [-64, 64]}
        yield f"{op}_neg_axis_rank2", identity(
            {"x": R2}, [(op, ["x"], {"axes": [0]})], [(op, ["x"], {"axes": [-2]})])
        yield f"{op}_neg_axis_any_rank", identity(
            {"x": {"rank": "2..3"}}, [(op, ["x"], {"axes": [0]})],
            [(op, ["x"], {"axes": [-2]})])
        yield f"{op}_exclude_rank2", identity(
            {"x": R2}, [(op, ["x"], {"axes": [0], "exclude": True})],
            [(op, ["x"], {"axes": [1]})])
        yield f"{op}_exclude_any_rank", identity(
            {"x": small}, [(op, ["x"], {"axes": [0], "exclude": True})],
            [(op, ["x"], {"axes": [1]})])
        yield f"{op}_all_vs_two_rank2", identity(
            {"x": R2}, [(op, ["x"], {})], [(op, ["x"], {"axes": [0, 1]})])
        yield f"{op}_all_vs_two_any_rank", identity(
            {"x": small}, [(op, ["x"], {})], [(op, ["x"], {"axes": [0, 1]})])
        yield f"{op}_keepdims_squeeze", identity(
            {"x": R}, [(op, ["x"], {"axes": [0], "keepdims": True}),
                       ("squeeze", ["n0"], {"axes": [0]})], [(op, ["x"], {"axes": [0]})])
        yield f"{op}_keepdims_squeeze_wrong", identity(
            {"x": {"rank": "2..3"}}, [(op, ["x"], {"axes": [1], "keepdims": True}),
                                      ("squeeze", ["n0"], {"axes": [0]})],
            [(op, ["x"], {"axes": [1]})], domain="lhs")
        yield f"{op}_keepdims_reshape", identity(
            {"x": R2}, [(op, ["x"], {"axes": [1], "keepdims": True})],
            [(op, ["x"], {"axes": [1]}), ("expand_dims", ["n0"], {"axis": 0})])
        yield f"{op}_exclude_all", identity(
            {"x": R}, [(op, ["x"], {"exclude": True})], [], domain="lhs")
        yield f"{op}_param_axis", identity(
            {"x": R}, [(op, ["x"], {"axes": [P("k")]})], [(op, ["x"], {"axes": [P("j")]})],
            params={"k": (-3, 2), "j": (-3, 2)}, assume=["j == k + 3"], domain="lhs")
        yield f"{op}_of_transpose", identity(
            {"x": R2}, [("transpose", ["x"], {}), (op, ["n0"], {"axes": [0]})],
            [(op, ["x"], {"axes": [1]})])
        yield f"{op}_of_transpose_wrong", identity(
            {"x": R2}, [("transpose", ["x"], {}), (op, ["n0"], {"axes": [0]})],
            [(op, ["x"], {"axes": [0]})])
        yield f"{op}_of_unit_axis", identity(
            {"x": R2}, [(op, ["x"], {"axes": [0]})], [("squeeze", ["x"], {"axes": [0]})],
            assume=["x.shape[0] == 1"])
    yield "sum_of_concat", identity(
        {"a": {"rank": 1, "values": [-64, 64]}, "b": {"rank": 1, "values": [-64, 64]}},
        [("concatenate", ["a", "b"], {"axis": 0}), ("sum", ["n0"], {"axes": [0]})],
        [("sum", ["a"], {"axes": [0]}), ("sum", ["b"], {"axes": [0]}),
         ("broadcast_add", ["n0", "n1"], {})])
    yield "sum_of_concat_any_values", identity(
        {"a": {"rank": 1}, "b": {"rank": 1}},
        [("concatenate", ["a", "b"], {"axis": 0}), ("sum", ["n0"], {"axes": [0]})],
        [("sum", ["a"], {"axes": [0]}), ("sum", ["b"], {"axes": [0]}),
         ("broadcast_add", ["n0", "n1"], {})])
    yield "max_of_concat", identity(
        {"a": {"rank": 1}, "b": {"rank": 1}},
        [("concatenate", ["a", "b"], {"axis": 0}), ("max", ["n0"], {"axes": [0]})],
        [("max", ["a"], {"axes": [0]}), ("max", ["b"], {"axes": [0]}),
         ("broadcast_max", ["n0", "n1"], {})])
    yield "max_of_negative_vs_negative_of_min", identity(
        {"x": {"rank": 1}}, [("negative", ["x"], {}), ("max", ["n0"], {"axes": [0]})],
        [("max", ["x"], {"axes": [0]}), ("negative", ["n0"], {})])
    yield "max_of_relu", identity(
        {"x": R}, [("relu", ["x"], {}), ("max", ["n0"], {})],
        [("max", ["x"], {}), ("relu", ["n0"], {})])
    yield "sum_of_relu", identity(
        {"x": {"rank": 1, "values": [-64, 64]}}, [("relu", ["x"], {}), ("sum", ["n0"], {})],
        [("sum", ["x"], {}), ("relu", ["n0"], {})])
    yield "sum_of_negative", identity(
        {"x": {"rank": 1, "values": [-64, 64]}}, [("negative", ["x"], {}), ("sum", ["n0"], {})],
        [("sum", ["x"], {}), ("negative", ["n0"], {})])
    yield "sum_of_negative_int32", identity(
        {"x": {"rank": 1}}, [("negative", ["x"], {}), ("sum", ["n0"], {})],
        [("sum", ["x"], {}), ("negative", ["n0"], {})])


def _cvm_clip_bound(p: int) -> int:
    return 2 ** (p - 1) - 1


def cvm_ops() -> Iterator[tuple[str, str]]:
    for p in (1, 2, 8, 31, 32):
        for off in (0, 1, -1):
            bound = _cvm_clip_bound(p) + off
            if not 0 <= bound <= INT32_MAX:
                continue
            yield f"cvm_clip_{p}_vs_clip_{off:+d}", identity(
                {"x": R}, [("cvm_clip", ["x"], {"precision": p})],
                [("clip", ["x"], {"a_min": -bound, "a_max": bound})])
    yield "cvm_clip_param_vs_clip", identity(
        {"x": R}, [("cvm_clip", ["x"], {"precision": P("p")})],
        [("clip", ["x"], {"a_min": P("lo"), "a_max": P("hi")})],
        params={"p": (1, 32), "lo": (-INT32_MAX, 0), "hi": (0, INT32_MAX)},
        assume=["p == 8", "hi == 127", "lo == -hi"])
    yield "cvm_clip_nested_smaller", identity(
        {"x": R}, [("cvm_clip", ["x"], {"precision": P("p")}),
                   ("cvm_clip", ["n0"], {"precision": P("q")})],
        [("cvm_clip", ["x"], {"precision": P("q")})],
        params={"p": (1, 32), "q": (1, 32)}, assume=["q <= p"])
    yield "cvm_clip_nested_larger", identity(
        {"x": R}, [("cvm_clip", ["x"], {"precision": P("p")}),
                   ("cvm_clip", ["n0"], {"precision": P("q")})],
        [("cvm_clip", ["x"], {"precision": P("q")})],
        params={"p": (1, 32), "q": (1, 32)}, assume=["q <= p + 1"])
    for s in (1, 2):
        for off in (0, 1):
            yield f"right_shift_{s}_vs_formula_{off}", identity(
                {"x": R, "h": const(2 ** (s - 1) + off), "d": const(2 ** s)},
                [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": s})],
                [("broadcast_add", ["x", "h"], {}), ("broadcast_div", ["n0", "d"], {})],
                domain="lhs")
    for s, dtype in ((24, "int8"), (25, "int8"), (8, "int16"), (16, "int16"), (17, "int16")):
        yield f"left_then_right_{s}_{dtype}", identity(
            {"x": {"rank": "1..3", "dtype": dtype}},
            [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": s}),
             ("cvm_right_shift", ["n0"], {"precision": 32, "shift_bit": s})], [])
    yield "left_shift_param_then_right", identity(
        {"x": INT8}, [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": P("s")}),
                      ("cvm_right_shift", ["n0"], {"precision": 32, "shift_bit": P("s")})], [],
        params={"s": (1, 25)})
    yield "left_shift_vs_mul_int32", identity(
        {"x": R, "z": const(8)}, [("cvm_left_shift", ["x"], {"precision": 8, "shift_bit": 3})],
        [("broadcast_mul", ["x", "z"], {}), ("cvm_clip", ["n0"], {"precision": 8})])
    yield "left_shift_vs_mul_int16", identity(
        {"x": {"rank": "1..3", "dtype": "int16"}, "z": const(8)},
        [("cvm_left_shift", ["x"], {"precision": 8, "shift_bit": 3})],
        [("broadcast_mul", ["x", "z"], {}), ("cvm_clip", ["n0"], {"precision": 8})])
    yield "left_shift_31_precision_32", identity(
        {"x": INT8, "z": const(2**30)},
        [("cvm_left_shift", ["x"], {"precision": 32, "shift_bit": 31})],
        [("broadcast_mul", ["x", "z"], {}), ("broadcast_add", ["n0", "n0"], {})])
    yield "right_shift_precision_clip", identity(
        {"x": R}, [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 1})],
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 1}),
         ("cvm_clip", ["n0"], {"precision": 8})])
    yield "right_shift_precision_clip_9", identity(
        {"x": R}, [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 1})],
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 1}),
         ("cvm_clip", ["n0"], {"precision": 9})])
    yield "right_shift_32", identity(
        {"x": R}, [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 32})],
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 31}),
         ("cvm_right_shift", ["n0"], {"precision": 32, "shift_bit": 1})])
    yield "right_shift_31_is_sign", identity(
        {"x": R, "z": const(0)},
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 31})],
        [("broadcast_mul", ["x", "z"], {})])
    yield "right_shift_of_negative", identity(
        {"x": INT8}, [("negative", ["x"], {}),
                      ("cvm_right_shift", ["n0"], {"precision": 32, "shift_bit": 1})],
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 1}),
         ("negative", ["n0"], {})])
    yield "precision_of_negative", identity(
        {"x": R}, [("negative", ["x"], {}), ("cvm_precision", ["n0"], {})],
        [("cvm_precision", ["x"], {})], domain="lhs")
    yield "precision_of_negative_both", identity(
        {"x": R}, [("negative", ["x"], {}), ("cvm_precision", ["n0"], {})],
        [("cvm_precision", ["x"], {})])
    yield "precision_of_relu", identity(
        {"x": R}, [("relu", ["x"], {}), ("cvm_precision", ["n0"], {})],
        [("cvm_precision", ["x"], {})])
    yield "precision_of_clip", identity(
        {"x": R}, [("cvm_clip", ["x"], {"precision": 8}), ("cvm_precision", ["n0"], {})],
        [("cvm_precision", ["x"], {}), ("clip", ["n0"], {"a_min": 0, "a_max": 8})])
    yield "lut_vs_take_2d_indices", identity(
        {"i": {"rank": 2, "values": [-4, 4]}, "t": {"rank": 1}},
        [("cvm_lut", ["i", "t"], {})], [("take", ["t", "i"], {"axis": 0})])


def clips() -> Iterator[tuple[str, str]]:
    yield "clip_full_range", identity(
        {"x": R}, [("clip", ["x"], {"a_min": -INT32_MAX, "a_max": INT32_MAX})], [])
    yield "clip_full_range_lhs", identity(
        {"x": R}, [("negative", ["x"], {}), ("negative", ["n0"], {})],
        [("clip", ["x"], {"a_min": -INT32_MAX, "a_max": INT32_MAX})], domain="lhs")
    yield "relu_vs_clip", identity(
        {"x": R}, [("relu", ["x"], {})], [("clip", ["x"], {"a_min": 0, "a_max": INT32_MAX})])
    yield "relu_vs_clip_max_minus_one", identity(
        {"x": R}, [("relu", ["x"], {})],
        [("clip", ["x"], {"a_min": 0, "a_max": INT32_MAX - 1})])
    yield "clip_twice_overlap", identity(
        {"x": R}, [("clip", ["x"], {"a_min": P("a"), "a_max": P("b")}),
                   ("clip", ["n0"], {"a_min": P("c"), "a_max": P("d")})],
        [("clip", ["x"], {"a_min": P("e"), "a_max": P("f")})],
        params={k: (-8, 8) for k in "abcdef"},
        assume=["a <= b", "c <= d", "e == Max(a, c)", "f == Min(b, d)", "e <= f"])
    yield "clip_twice_any", identity(
        {"x": R}, [("clip", ["x"], {"a_min": P("a"), "a_max": P("b")}),
                   ("clip", ["n0"], {"a_min": P("c"), "a_max": P("d")})],
        [("clip", ["x"], {"a_min": P("e"), "a_max": P("f")})],
        params={k: (-8, 8) for k in "abcdef"},
        assume=["a <= b", "c <= d", "e == Max(a, c)", "f == Min(b, d)"])
    yield "clip_inverted_bounds", identity(
        {"x": R}, [("clip", ["x"], {"a_min": P("a"), "a_max": P("b")})],
        [("clip", ["x"], {"a_min": P("b"), "a_max": P("b")})],
        params={"a": (-8, 8), "b": (-8, 8)}, assume=["a > b"])
    yield "clip_of_negative", identity(
        {"x": R}, [("negative", ["x"], {}), ("clip", ["n0"], {"a_min": -5, "a_max": 5})],
        [("clip", ["x"], {"a_min": -5, "a_max": 5}), ("negative", ["n0"], {})])
    yield "clip_of_negative_lhs", identity(
        {"x": R}, [("negative", ["x"], {}), ("clip", ["n0"], {"a_min": -5, "a_max": 5})],
        [("clip", ["x"], {"a_min": -5, "a_max": 5}), ("negative", ["n0"], {})], domain="lhs")
    yield "clip_of_negative_asym", identity(
        {"x": R}, [("negative", ["x"], {}), ("clip", ["n0"], {"a_min": -5, "a_max": 4})],
        [("clip", ["x"], {"a_min": -5, "a_max": 4}), ("negative", ["n0"], {})], domain="lhs")
    yield "abs_vs_clip_relu", identity(
        {"x": R}, [("abs", ["x"], {})],
        [("negative", ["x"], {}), ("broadcast_max", ["x", "n0"], {}),
         ("clip", ["n1"], {"a_min": 0, "a_max": INT32_MAX})])


def arithmetic() -> Iterator[tuple[str, str]]:
    yield "sub_as_negated_sub", identity(
        {"a": R, "b": {"rank": "a"}}, [("broadcast_sub", ["a", "b"], {})],
        [("broadcast_sub", ["b", "a"], {}), ("negative", ["n0"], {})])
    yield "sub_as_negated_sub_int16", identity(
        {"a": {"rank": "1..3", "dtype": "int16"}, "b": {"rank": "a", "dtype": "int16"}},
        [("broadcast_sub", ["a", "b"], {})],
        [("broadcast_sub", ["b", "a"], {}), ("negative", ["n0"], {})])
    yield "sub_as_add_negative", identity(
        {"a": R, "b": {"rank": "a"}}, [("broadcast_sub", ["a", "b"], {})],
        [("negative", ["b"], {}), ("broadcast_add", ["a", "n0"], {})])
    yield "sub_as_add_negative_lhs", identity(
        {"a": R, "b": {"rank": "a"}}, [("negative", ["b"], {}), ("broadcast_add", ["a", "n0"], {})],
        [("broadcast_sub", ["a", "b"], {})], domain="lhs")
    yield "div_by_minus_one", identity(
        {"x": R, "z": const(-1)}, [("broadcast_div", ["x", "z"], {})],
        [("negative", ["x"], {})])
    yield "div_then_mul", identity(
        {"x": R, "z": const(2)}, [("broadcast_div", ["x", "z"], {}),
                                  ("broadcast_mul", ["n0", "z"], {})], [])
    yield "mul_then_div", identity(
        {"x": R, "z": const(2)}, [("broadcast_mul", ["x", "z"], {}),
                                  ("broadcast_div", ["n0", "z"], {})], [], domain="lhs")
    yield "mul_then_div_both", identity(
        {"x": R, "z": const(2)}, [("broadcast_mul", ["x", "z"], {}),
                                  ("broadcast_div", ["n0", "z"], {})], [])
    yield "double_as_add", identity(
        {"x": R, "z": const(2)}, [("broadcast_mul", ["x", "z"], {})],
        [("broadcast_add", ["x", "x"], {})])
    yield "add_sub_cancel", identity(
        {"a": R, "b": {"rank": "a"}},
        [("broadcast_add", ["a", "b"], {}), ("broadcast_sub", ["n0", "b"], {})],
        [("relu", ["a"], {}), ("broadcast_max", ["a", "n0"], {})], domain="lhs")
    yield "add_sub_cancel_both", identity(
        {"a": R, "b": {"rank": "a"}}, [("broadcast_add", ["a", "b"], {}),
                                       ("broadcast_sub", ["n0", "b"], {})],
        [("relu", ["a"], {}), ("broadcast_max", ["a", "n0"], {})])
    yield "broadcast_add_shape_rank_differs", identity(
        {"a": {"rank": "1..2"}, "b": {"rank": "1..2"}}, [("broadcast_add", ["a", "b"], {})],
        [("broadcast_add", ["b", "a"], {}), ("transpose", ["n0"], {})], domain="lhs")
    yield "elemwise_vs_broadcast_both", identity(
        {"a": R, "b": {"rank": "1..3"}}, [("elemwise_add", ["a", "b"], {})],
        [("broadcast_add", ["a", "b"], {})])
    yield "greater_vs_sub_relu", identity(
        {"a": INT8, "b": {"rank": "a"}, "one": const(1)}, [("broadcast_greater", ["a", "b"], {})],
        [("broadcast_sub", ["a", "b"], {}), ("clip", ["n0"], {"a_min": 0, "a_max": 1})])
    yield "greater_vs_sub_clip_int32", identity(
        {"a": R, "b": {"rank": "a"}}, [("broadcast_greater", ["a", "b"], {})],
        [("broadcast_sub", ["a", "b"], {}), ("clip", ["n0"], {"a_min": 0, "a_max": 1})])


def nn() -> Iterator[tuple[str, str]]:
    small = {"rank": 4, "values": [-64, 64]}
    yield "conv_stride2_vs_slice", identity(
        {"x": small, "w": small},
        [("conv2d", ["x", "w"], {"stride": [2, 2]})],
        [("conv2d", ["x", "w"], {}),
         ("slice", ["n0"], {"begin": [0, 0, 0, 0], "end": [INT32_MAX] * 4,
                            "strides": [1, 1, 2, 2]})],
        assume=["x.shape[1] == w.shape[1]", "x.shape[2] <= 3", "x.shape[3] <= 3"])
    yield "conv_stride2_vs_slice_any_values", identity(
        {"x": NCHW, "w": NCHW},
        [("conv2d", ["x", "w"], {"stride": [2, 2]})],
        [("conv2d", ["x", "w"], {}),
         ("slice", ["n0"], {"begin": [0, 0, 0, 0], "end": [INT32_MAX] * 4,
                            "strides": [1, 1, 2, 2]})],
        assume=["x.shape[1] == w.shape[1]", "x.shape[2] <= 3", "x.shape[3] <= 3",
                "w.shape[2] == 1", "w.shape[3] == 1"])
    yield "dense_bias_vs_add", identity(
        {"x": {"rank": 2}, "w": {"rank": 2}, "b": {"rank": 1}},
        [("dense", ["x", "w", "b"], {})],
        [("dense", ["x", "w"], {}), ("broadcast_add", ["n0", "b"], {})],
        assume=["x.shape[1] == 1", "b.shape[0] == w.shape[0]"])
    yield "dense_bias_vs_add_small", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "w": {"rank": 2, "values": [-64, 64]},
         "b": {"rank": 1, "values": [-64, 64]}},
        [("dense", ["x", "w", "b"], {})],
        [("dense", ["x", "w"], {}), ("broadcast_add", ["n0", "b"], {})])
    yield "dense_of_negative_weights", identity(
        {"x": {"rank": 2}, "w": {"rank": 2}},
        [("negative", ["w"], {}), ("dense", ["x", "n0"], {})],
        [("dense", ["x", "w"], {}), ("negative", ["n0"], {})],
        assume=["x.shape[1] == 1"])
    yield "dense_transposed", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "w": {"rank": 2, "values": [-64, 64]}},
        [("dense", ["x", "w"], {})],
        [("dense", ["w", "x"], {}), ("transpose", ["n0"], {})])
    yield "conv_groups_depthwise_vs_dense", identity(
        {"x": small, "w": small}, [("conv2d", ["x", "w"], {"groups": 1})],
        [("conv2d", ["x", "w"], {"groups": P("g")})], params={"g": (1, 3)},
        assume=["x.shape[1] == 1"], domain="lhs")
    for ceil in (False, True):
        yield f"pool_2x2_vs_1x2_2x1_ceil{int(ceil)}", identity(
            {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [2, 2], "ceil_mode": ceil})],
            [("max_pool2d", ["x"], {"pool_size": [2, 1]}),
             ("max_pool2d", ["n0"], {"pool_size": [1, 2]})])
    yield "pool_ceil_vs_floor_even", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2], "ceil_mode": True})],
        assume=["x.shape[2] == 2", "x.shape[3] == 2"])
    yield "pool_ceil_vs_floor", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2], "ceil_mode": True})],
        domain="lhs")
    yield "pool_pad_vs_nopad_1x1", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [1, 1], "padding": [1, 1]}),
                      ("slice", ["n0"], {"begin": [0, 0, 1, 1], "end": [INT32_MAX, INT32_MAX,
                                                                        -1, -1]})], [])
    yield "pool_1x1_stride2_vs_slice", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [1, 1], "strides": [2, 2]})],
        [("slice", ["x"], {"begin": [0, 0, 0, 0], "end": [INT32_MAX] * 4,
                           "strides": [1, 1, 2, 2]})])
    yield "pool_of_negative", identity(
        {"x": NCHW}, [("negative", ["x"], {}), ("max_pool2d", ["n0"], {"pool_size": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]}), ("negative", ["n0"], {})])
    yield "pool_of_relu", identity(
        {"x": NCHW}, [("relu", ["x"], {}), ("max_pool2d", ["n0"], {"pool_size": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]}), ("relu", ["n0"], {})])
    yield "pool_padded_of_relu", identity(
        {"x": NCHW}, [("relu", ["x"], {}), ("max_pool2d", ["n0"], {"pool_size": [2, 2],
                                                                   "padding": [1, 1]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "padding": [1, 1]}),
         ("relu", ["n0"], {})])
    yield "upsample_then_pool", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 2], "strides": [2, 2]})], [])


def small_dims_only() -> Iterator[tuple[str, str]]:
    """Rewrites that hold while every dim (or reduced extent) stays small and not above:
    a proof that enumerates small dims and calls the rest equivalent is caught here."""
    yield "slice_end_3_vs_whole", identity(
        {"x": {"rank": "1..2"}}, [("slice", ["x"], {"begin": [0], "end": [3]})], [],
        domain="lhs")
    yield "slice_end_3_vs_whole_small", identity(
        {"x": {"rank": 1}}, [("slice", ["x"], {"begin": [0], "end": [3]})], [],
        assume=["x.shape[0] <= 3"])
    yield "slice_end_4_vs_whole_rank4", identity(
        {"x": {"rank": 4}}, [("slice", ["x"], {"begin": [0, 0, 0, 0], "end": [4, 4, 4, 4]})],
        [])
    yield "slice_end_6_vs_whole_rank4", identity(
        {"x": {"rank": 4}}, [("slice", ["x"], {"begin": [0, 0, 0, 0], "end": [6, 6, 6, 6]})],
        [], assume=["x.shape[0] <= 6", "x.shape[1] <= 6", "x.shape[2] <= 6",
                    "x.shape[3] <= 6"])
    yield "take_clipped_at_3", identity(
        {"x": {"rank": 1}, "i": {"rank": 1, "values": [0, 3]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("clip", ["i"], {"a_min": -1, "a_max": 3}), ("take", ["x", "n0"], {"axis": 0})])
    yield "take_clipped_at_2", identity(
        {"x": {"rank": 1}, "i": {"rank": 1, "values": [0, 3]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("clip", ["i"], {"a_min": -1, "a_max": 2}), ("take", ["x", "n0"], {"axis": 0})])
    bits = {"rank": "1..2", "values": [0, 1]}
    for top in (3, 4, 5, 6):
        # a sum of 0/1 values stays <= top exactly while the reduced extent does
        yield f"sum_of_bits_le_{top}", identity(
            {"x": bits}, [("sum", ["x"], {"axes": [0]})],
            [("sum", ["x"], {"axes": [0]}), ("clip", ["n0"], {"a_min": -1, "a_max": top})])
    yield "sum_of_bits_le_4_assumed", identity(
        {"x": bits}, [("sum", ["x"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]}), ("clip", ["n0"], {"a_min": -1, "a_max": 4})],
        assume=["x.shape[0] <= 4"])
    wide = {"rank": "1..2", "values": [0, 2**29]}
    yield "sum_overflow_past_4", identity(
        {"x": wide}, [("sum", ["x"], {"axes": [0]})],
        [("cvm_right_shift", ["x"], {"precision": 32, "shift_bit": 1}),
         ("sum", ["n0"], {"axes": [0]}), ("cvm_left_shift", ["n1"], {"precision": 32,
                                                                     "shift_bit": 1})])
    yield "max_of_bits_vs_clipped_sum", identity(
        {"x": bits}, [("max", ["x"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]}), ("clip", ["n0"], {"a_min": -1, "a_max": 1})])
    yield "tile_rank5", identity(
        {"x": {"rank": "4..5"}}, [("tile", ["x"], {"reps": [1, 1, 1, 1, 1]})], [])
    yield "tile_rank5_lhs", identity(
        {"x": {"rank": "4..5"}}, [("tile", ["x"], {"reps": [1, 1, 1, 1, 1]})], [],
        domain="lhs")
    yield "transpose_rank5_reverse_twice", identity(
        {"x": {"rank": 5}}, [("transpose", ["x"], {}), ("transpose", ["n0"], {})], [])
    yield "transpose_rank5_rotate_vs_twice", identity(
        {"x": {"rank": 5}}, [("transpose", ["x"], {"axes": [1, 2, 3, 4, 0]}),
                             ("transpose", ["n0"], {"axes": [1, 2, 3, 4, 0]})],
        [("transpose", ["x"], {"axes": [2, 3, 4, 0, 1]})])
    yield "transpose_rank5_rotate_vs_twice_wrong", identity(
        {"x": {"rank": 5}}, [("transpose", ["x"], {"axes": [1, 2, 3, 4, 0]}),
                             ("transpose", ["n0"], {"axes": [1, 2, 3, 4, 0]})],
        [("transpose", ["x"], {"axes": [2, 3, 4, 1, 0]})])
    yield "squeeze_rank5_vs_reshape", identity(
        {"x": {"rank": 5}}, [("squeeze", ["x"], {"axes": [2]})],
        [("reshape", ["x"], {"target_shape": [0, 0, 0, 0]})], domain="lhs")
    yield "flatten_rank5_vs_reshape", identity(
        {"x": {"rank": "4..5"}}, [("flatten", ["x"], {})],
        [("reshape", ["x"], {"target_shape": [0, -1]})])
    yield "upsample_scale_param_vs_repeat", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": P("s")})],
        [("repeat", ["x"], {"repeats": P("s"), "axis": 2}),
         ("repeat", ["n0"], {"repeats": P("s"), "axis": 3})], params={"s": (1, 6)})
    yield "upsample_scale_param_vs_repeat_swapped", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": P("s")})],
        [("repeat", ["x"], {"repeats": P("s"), "axis": 3}),
         ("repeat", ["n0"], {"repeats": P("s"), "axis": 1})], params={"s": (1, 6)})
    yield "repeat_vs_tile_dim_le_1", identity(
        {"x": {"rank": 1}}, [("repeat", ["x"], {"repeats": 4, "axis": 0})],
        [("tile", ["x"], {"reps": [4]})], assume=["x.shape[0] <= 1"])
    yield "repeat_vs_tile_any_dim", identity(
        {"x": {"rank": 1}}, [("repeat", ["x"], {"repeats": 4, "axis": 0})],
        [("tile", ["x"], {"reps": [4]})], assume=["x.shape[0] <= 5"])


def high_ranks() -> Iterator[tuple[str, str]]:
    """Rewrites at ranks 4..6, where rank limits (a result above rank 6) reject one side."""
    hi = {"rank": "4..6"}
    yield "expand_squeeze_at_rank_limit", identity(
        {"x": hi}, [("expand_dims", ["x"], {"axis": 0}), ("squeeze", ["n0"], {"axes": [0]})],
        [])
    yield "expand_squeeze_at_rank_limit_lhs", identity(
        {"x": hi}, [("expand_dims", ["x"], {"axis": 0}), ("squeeze", ["n0"], {"axes": [0]})],
        [], domain="lhs")
    yield "expand_two_vs_twice_rank_limit", identity(
        {"x": hi}, [("expand_dims", ["x"], {"axis": -1, "num_newaxis": 2})],
        [("expand_dims", ["x"], {"axis": -1}), ("expand_dims", ["n0"], {"axis": -1})])
    yield "take_rank_sum_limit", identity(
        {"x": {"rank": "4..5"}, "i": {"rank": 2, "values": [-1, 6]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("transpose", ["x"], {}), ("take", ["n0", "i"], {"axis": -1}),
         ("transpose", ["n1"], {})], domain="lhs")
    yield "tile_six_reps_vs_identity", identity(
        {"x": {"rank": 6}}, [("tile", ["x"], {"reps": [1, 1, 1, 1, 1, 1]})], [])
    yield "tile_six_reps_vs_identity_rank5", identity(
        {"x": {"rank": "5..6"}}, [("tile", ["x"], {"reps": [1, 1, 1, 1, 1, 1]})], [])
    yield "transpose_default_twice_rank6", identity(
        {"x": {"rank": 6}}, [("transpose", ["x"], {}), ("transpose", ["n0"], {})], [])
    yield "broadcast_rank6_vs_rank1_commutes", identity(
        {"a": {"rank": 6}, "b": {"rank": 1}}, [("broadcast_add", ["a", "b"], {})],
        [("broadcast_add", ["b", "a"], {})])
    yield "sum_first_axis_rank6_neg_vs_pos", identity(
        {"x": {"rank": "5..6", "values": [-8, 8]}}, [("sum", ["x"], {"axes": [-6]})],
        [("sum", ["x"], {"axes": [0]})], domain="lhs")
    yield "sum_first_axis_rank6_keepdims_squeeze", identity(
        {"x": {"rank": 6, "values": [-8, 8]}},
        [("sum", ["x"], {"axes": [0], "keepdims": True}), ("squeeze", ["n0"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]})])
    yield "flatten_rank6_vs_reshape", identity(
        {"x": {"rank": 6}}, [("flatten", ["x"], {})],
        [("reshape", ["x"], {"target_shape": [0, -1]})])
    yield "reshape_rank6_zeros", identity(
        {"x": {"rank": 6}}, [("reshape", ["x"], {"target_shape": [0, 0, 0, 0, 0, 0]})], [])
    yield "reshape_rank6_zeros_last_minus_one", identity(
        {"x": {"rank": 6}}, [("reshape", ["x"], {"target_shape": [0, 0, 0, 0, 0, -1]})], [])
    yield "reshape_rank6_zeros_first_minus_one", identity(
        {"x": {"rank": 6}}, [("reshape", ["x"], {"target_shape": [-1, 0, 0, 0, 0, 0]})], [])


def pools() -> Iterator[tuple[str, str]]:
    """max_pool2d and upsampling: windows off by one, padding against INT32_MIN, ceil mode
    at dims above 3, strides against slices."""
    yield "pool_3x3_vs_two_2x2", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2]})])
    yield "pool_4x4_vs_two_2x2", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [4, 4]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2]})])
    yield "pool_4x4_vs_two_3x3", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [4, 4]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 3]}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2]})])
    yield "pool_4x4_s2_vs_2x2_s2_then_2x2", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [4, 4], "strides": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2]}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2]})])
    yield "pool_4x4_s4_vs_2x2_s2_twice", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [4, 4], "strides": [4, 4]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2]}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2], "strides": [2, 2]})])
    yield "pool_4x4_s4_vs_2x2_s2_twice_ceil", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [4, 4], "strides": [4, 4],
                                             "ceil_mode": True})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "strides": [2, 2], "ceil_mode": True}),
         ("max_pool2d", ["n0"], {"pool_size": [2, 2], "strides": [2, 2],
                                 "ceil_mode": True})])
    yield "pool_ceil_vs_floor_dims_le_3", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3], "strides": [3, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 3], "strides": [3, 3], "ceil_mode": True})],
        assume=["x.shape[2] <= 3", "x.shape[3] <= 3"])
    yield "pool_ceil_vs_floor_dims_le_4", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3], "strides": [3, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 3], "strides": [3, 3], "ceil_mode": True})],
        assume=["x.shape[2] <= 4", "x.shape[3] <= 4"])
    yield "pool_padded_of_negative", identity(
        {"x": NCHW}, [("negative", ["x"], {}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 2], "padding": [1, 1]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "padding": [1, 1]}),
         ("negative", ["n0"], {})])
    yield "pool_padded_vs_unpadded_interior", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3], "padding": [1, 1]}),
                      ("slice", ["n0"], {"begin": [0, 0, 1, 1],
                                         "end": [INT32_MAX, INT32_MAX, -1, -1]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 3]})])
    yield "pool_padded_vs_unpadded_interior_off", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3], "padding": [1, 1]}),
                      ("slice", ["n0"], {"begin": [0, 0, 1, 0],
                                         "end": [INT32_MAX, INT32_MAX, -1, -2]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 3]})])
    yield "pool_of_clip", identity(
        {"x": NCHW}, [("clip", ["x"], {"a_min": -5, "a_max": 5}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 2], "padding": [1, 1]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "padding": [1, 1]}),
         ("clip", ["n0"], {"a_min": -5, "a_max": 5})])
    yield "pool_of_cvm_clip", identity(
        {"x": NCHW}, [("cvm_clip", ["x"], {"precision": 8}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 3], "strides": [1, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 3], "strides": [1, 2]}),
         ("cvm_clip", ["n0"], {"precision": 8})])
    yield "pool_of_abs", identity(
        {"x": NCHW}, [("abs", ["x"], {}), ("max_pool2d", ["n0"], {"pool_size": [2, 2]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]}), ("abs", ["n0"], {})])
    yield "pool_transposed_hw", identity(
        {"x": NCHW}, [("transpose", ["x"], {"axes": [0, 1, 3, 2]}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [3, 2]}),
         ("transpose", ["n0"], {"axes": [0, 1, 3, 2]})])
    yield "pool_transposed_hw_unswapped", identity(
        {"x": NCHW}, [("transpose", ["x"], {"axes": [0, 1, 3, 2]}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 3]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 3]}),
         ("transpose", ["n0"], {"axes": [0, 1, 3, 2]})])
    yield "pool_transposed_nc", identity(
        {"x": NCHW}, [("transpose", ["x"], {"axes": [1, 0, 2, 3]}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 2], "padding": [1, 1]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2], "padding": [1, 1]}),
         ("transpose", ["n0"], {"axes": [1, 0, 2, 3]})])
    yield "pool_vs_max_reduce_whole", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3]})],
        [("max", ["x"], {"axes": [2, 3], "keepdims": True})],
        assume=["x.shape[2] == 3", "x.shape[3] == 3"])
    yield "pool_vs_max_reduce_whole_le_3", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [3, 3]})],
        [("max", ["x"], {"axes": [2, 3], "keepdims": True})],
        assume=["x.shape[2] <= 3", "x.shape[3] <= 3"], domain="lhs")
    yield "upsample_twice_vs_4", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2}), ("upsampling", ["n0"], {"scale": 2})],
        [("upsampling", ["x"], {"scale": 4})])
    yield "upsample_2_3_vs_6", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2}), ("upsampling", ["n0"], {"scale": 3})],
        [("upsampling", ["x"], {"scale": 6})])
    yield "upsample_2_2_vs_5", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2}), ("upsampling", ["n0"], {"scale": 2})],
        [("upsampling", ["x"], {"scale": 5})], domain="lhs")
    yield "upsample_then_pool_3", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 3}),
                      ("max_pool2d", ["n0"], {"pool_size": [3, 3], "strides": [3, 3]})], [])
    yield "upsample_then_pool_3_by_2", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 3}),
                      ("max_pool2d", ["n0"], {"pool_size": [2, 2], "strides": [3, 3]})], [])
    yield "upsample_then_pool_2_by_3", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 2}),
                      ("max_pool2d", ["n0"], {"pool_size": [3, 3], "strides": [2, 2]})], [],
        domain="lhs")
    yield "upsample_then_slice_stride", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 3}),
                      ("slice", ["n0"], {"begin": [0, 0, 2, 2], "end": [INT32_MAX] * 4,
                                         "strides": [1, 1, 3, 3]})], [])
    yield "upsample_then_slice_stride_off", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": 3}),
                      ("slice", ["n0"], {"begin": [0, 0, 1, 3], "end": [INT32_MAX] * 4,
                                         "strides": [1, 1, 3, 3]})], [])


def dense_conv() -> Iterator[tuple[str, str]]:
    """dense and conv2d: transposes, bias, padding, stride, dilation, groups, overflow."""
    small = {"rank": 4, "values": [-8, 8]}
    tied = ["x.shape[1] == w.shape[1]"]
    yield "conv_1x1_vs_dense", identity(
        {"x": {"rank": 4, "values": [-64, 64]}, "w": {"rank": 4, "values": [-64, 64]}},
        [("conv2d", ["x", "w"], {})],
        [("transpose", ["x"], {"axes": [0, 2, 3, 1]}), ("reshape", ["n0"], {
            "target_shape": [-1, P("c")]}), ("reshape", ["w"], {"target_shape": [0, -1]}),
         ("dense", ["n1", "n2"], {}), ("reshape", ["n3"], {"target_shape": [
             P("n"), P("h"), P("w"), -1]}), ("transpose", ["n4"], {"axes": [0, 3, 1, 2]})],
        params={"c": (1, 8), "n": (1, 8), "h": (1, 8), "w": (1, 8)},
        assume=tied + ["w.shape[2] == 1", "w.shape[3] == 1", "c == x.shape[1]",
                       "n == x.shape[0]", "h == x.shape[2]", "w == x.shape[3]"])
    yield "conv_1x1_vs_dense_hw_swapped", identity(
        {"x": {"rank": 4, "values": [-64, 64]}, "w": {"rank": 4, "values": [-64, 64]}},
        [("conv2d", ["x", "w"], {})],
        [("transpose", ["x"], {"axes": [0, 2, 3, 1]}), ("reshape", ["n0"], {
            "target_shape": [-1, P("c")]}), ("reshape", ["w"], {"target_shape": [0, -1]}),
         ("dense", ["n1", "n2"], {}), ("reshape", ["n3"], {"target_shape": [
             P("n"), P("w"), P("h"), -1]}), ("transpose", ["n4"], {"axes": [0, 3, 2, 1]})],
        params={"c": (1, 8), "n": (1, 8), "h": (1, 8), "w": (1, 8)},
        assume=tied + ["w.shape[2] == 1", "w.shape[3] == 1", "c == x.shape[1]",
                       "n == x.shape[0]", "h == x.shape[2]", "w == x.shape[3]"])
    yield "conv_pad1_vs_pad0_interior", identity(
        {"x": small, "w": small},
        [("conv2d", ["x", "w"], {"padding": [1, 1]}),
         ("slice", ["n0"], {"begin": [0, 0, 1, 1], "end": [INT32_MAX, INT32_MAX, -1, -1]})],
        [("conv2d", ["x", "w"], {})], assume=tied + ["w.shape[2] == 3", "w.shape[3] == 3"])
    yield "conv_pad1_vs_pad0_interior_any_kernel", identity(
        {"x": small, "w": small},
        [("conv2d", ["x", "w"], {"padding": [1, 1]}),
         ("slice", ["n0"], {"begin": [0, 0, 1, 1], "end": [INT32_MAX, INT32_MAX, -1, -1]})],
        [("conv2d", ["x", "w"], {})], assume=tied, domain="lhs")
    yield "conv_dilation2_vs_upsampled_kernel", identity(
        {"x": small, "w": small}, [("conv2d", ["x", "w"], {"dilation": [2, 2]})],
        [("conv2d", ["x", "w"], {})], assume=tied + ["w.shape[2] == 1", "w.shape[3] == 1"])
    yield "conv_dilation2_vs_plain", identity(
        {"x": small, "w": small}, [("conv2d", ["x", "w"], {"dilation": [2, 2]})],
        [("conv2d", ["x", "w"], {})], assume=tied + ["w.shape[2] == 1"], domain="lhs")
    yield "conv_groups_split_concat", identity(
        {"x": small, "w": small}, [("conv2d", ["x", "w"], {"groups": 2})],
        [("split", ["x"], {"axis": 1, "num_splits": 2}),
         ("split", ["w"], {"axis": 0, "num_splits": 2}),
         ("conv2d", ["n0:0", "n1:0"], {}), ("conv2d", ["n0:1", "n1:1"], {}),
         ("concatenate", ["n2", "n3"], {"axis": 1})],
        assume=["x.shape[1] == 2 * w.shape[1]", "w.shape[0] == 2"])
    yield "conv_groups_split_concat_swapped", identity(
        {"x": small, "w": small}, [("conv2d", ["x", "w"], {"groups": 2})],
        [("split", ["x"], {"axis": 1, "num_splits": 2}),
         ("split", ["w"], {"axis": 0, "num_splits": 2}),
         ("conv2d", ["n0:0", "n1:1"], {}), ("conv2d", ["n0:1", "n1:0"], {}),
         ("concatenate", ["n2", "n3"], {"axis": 1})],
        assume=["x.shape[1] == 2 * w.shape[1]", "w.shape[0] == 2"])
    yield "conv_bias_vs_add", identity(
        {"x": small, "w": small, "b": {"rank": 1, "values": [-8, 8]}},
        [("conv2d", ["x", "w", "b"], {})],
        [("conv2d", ["x", "w"], {}), ("expand_dims", ["b"], {"axis": 1, "num_newaxis": 2}),
         ("broadcast_add", ["n0", "n1"], {})], assume=tied)
    yield "conv_bias_vs_add_last_axis", identity(
        {"x": small, "w": small, "b": {"rank": 1, "values": [-8, 8]}},
        [("conv2d", ["x", "w", "b"], {})],
        [("conv2d", ["x", "w"], {}), ("broadcast_add", ["n0", "b"], {})],
        assume=tied + ["b.shape[0] == w.shape[0]"])
    yield "conv_overflow_one_side", identity(
        {"x": NCHW, "w": NCHW}, [("conv2d", ["x", "w"], {})],
        [("negative", ["w"], {}), ("conv2d", ["x", "n0"], {}), ("negative", ["n1"], {})],
        assume=tied + ["w.shape[2] == 1", "w.shape[3] == 1", "x.shape[1] == 1"])
    yield "dense_sum_overflow_order", identity(
        {"x": {"rank": 2}, "w": {"rank": 2}}, [("dense", ["x", "w"], {})],
        [("negative", ["x"], {}), ("dense", ["n0", "w"], {}), ("negative", ["n1"], {})])
    yield "dense_vs_mul_sum", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "w": {"rank": 2, "values": [-64, 64]}},
        [("dense", ["x", "w"], {})],
        [("expand_dims", ["x"], {"axis": 1}), ("broadcast_mul", ["n0", "w"], {}),
         ("sum", ["n1"], {"axes": [2]})])
    yield "dense_vs_mul_sum_wrong_axis", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "w": {"rank": 2, "values": [-64, 64]}},
        [("dense", ["x", "w"], {})],
        [("expand_dims", ["x"], {"axis": 1}), ("broadcast_mul", ["n0", "w"], {}),
         ("sum", ["n1"], {"axes": [1]})], domain="lhs")
    yield "dense_of_concat_rows", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "y": {"rank": 2, "values": [-64, 64]},
         "w": {"rank": 2, "values": [-64, 64]}},
        [("concatenate", ["x", "y"], {"axis": 0}), ("dense", ["n0", "w"], {})],
        [("dense", ["x", "w"], {}), ("dense", ["y", "w"], {}),
         ("concatenate", ["n1", "n2"], {"axis": 0})])
    yield "dense_of_concat_rows_swapped", identity(
        {"x": {"rank": 2, "values": [-64, 64]}, "y": {"rank": 2, "values": [-64, 64]},
         "w": {"rank": 2, "values": [-64, 64]}},
        [("concatenate", ["x", "y"], {"axis": 0}), ("dense", ["n0", "w"], {})],
        [("dense", ["y", "w"], {}), ("dense", ["x", "w"], {}),
         ("concatenate", ["n1", "n2"], {"axis": 0})])
    yield "dense_requant_vs_clip", identity(
        {"x": {"rank": 2, "values": [-127, 127]}, "w": {"rank": 2, "values": [-127, 127]}},
        [("dense", ["x", "w"], {}), ("cvm_right_shift", ["n0"], {"precision": 8,
                                                                "shift_bit": 8})],
        [("dense", ["x", "w"], {}), ("cvm_right_shift", ["n0"], {"precision": 32,
                                                                "shift_bit": 8}),
         ("clip", ["n1"], {"a_min": -127, "a_max": 127})])


def vision() -> Iterator[tuple[str, str]]:
    """get_valid_count and non_max_suppression (data dependent: a bounded check)."""
    boxes = {"rank": 3, "values": [-2, 6]}
    yield "valid_count_threshold_off_by_one", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 0}),
                       {"c": "n0:0", "y": "n0:1"}],
        [("get_valid_count", ["x"], {"score_threshold": 1}), {"c": "n0:0", "y": "n0:1"}])
    yield "valid_count_count_only_differs", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 6}),
                       {"c": "n0:0", "y": "n0:1"}],
        [("get_valid_count", ["x"], {"score_threshold": 5}), {"c": "n0:0", "y": "n0:1"}])
    yield "valid_count_twice_y", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 1}),
                       ("get_valid_count", ["n0:1"], {"score_threshold": 1}),
                       {"c": "n0:0", "y": "n0:1"}],
        [("get_valid_count", ["x"], {"score_threshold": 1}),
         ("get_valid_count", ["n0:1"], {"score_threshold": 1}),
         {"c": "n1:0", "y": "n1:1"}])
    yield "valid_count_lower_then_higher", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 0}),
                       ("get_valid_count", ["n0:1"], {"score_threshold": 2}),
                       {"y": "n1:1"}],
        [("get_valid_count", ["x"], {"score_threshold": 2}), {"y": "n0:1"}])
    yield "valid_count_higher_then_lower", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 2}),
                       ("get_valid_count", ["n0:1"], {"score_threshold": 0}),
                       {"y": "n1:1"}],
        [("get_valid_count", ["x"], {"score_threshold": 0}), {"y": "n0:1"}])
    yield "valid_count_int32_min_threshold", identity(
        {"x": {"rank": 3}}, [("get_valid_count", ["x"], {"score_threshold": INT32_MIN}),
                             {"y": "n0:1"}],
        [("get_valid_count", ["x"], {"score_threshold": INT32_MIN + 1}), {"y": "n0:1"}])
    nms = {"iou_threshold": 50}
    rows = ["x.shape[2] == 6", "c.shape[0] == x.shape[0]"]
    yield "nms_top_k_large_vs_unbounded", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], {**nms, "top_k": 3})],
        [("non_max_suppression", ["x", "c"], nms)], assume=rows + ["x.shape[1] <= 3"])
    yield "nms_top_k_3_vs_unbounded_rows_4", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], {**nms, "top_k": 3})],
        [("non_max_suppression", ["x", "c"], nms)], assume=rows + ["x.shape[1] <= 4"])
    yield "nms_max_output_3_vs_unbounded_rows_4", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], {**nms, "max_output_size": 3})],
        [("non_max_suppression", ["x", "c"], nms)], assume=rows + ["x.shape[1] <= 4"])
    yield "nms_force_vs_not", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], {**nms, "force_suppress": True})],
        [("non_max_suppression", ["x", "c"], nms)], assume=rows)
    yield "nms_iou_100_vs_101", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], {"iou_threshold": 100})],
        [("non_max_suppression", ["x", "c"], {"iou_threshold": 101})], assume=rows)
    yield "nms_twice", identity(
        {"x": boxes, "c": {"rank": 1, "values": [0, 4]}},
        [("non_max_suppression", ["x", "c"], nms),
         ("non_max_suppression", ["n0", "c"], nms)],
        [("non_max_suppression", ["x", "c"], nms)], assume=rows)
    yield "nms_of_valid_count", identity(
        {"x": boxes}, [("get_valid_count", ["x"], {"score_threshold": 0}),
                       ("non_max_suppression", ["n0:1", "n0:0"], nms)],
        [("get_valid_count", ["x"], {"score_threshold": 0}),
         ("non_max_suppression", ["x", "n0:0"], nms)], assume=["x.shape[2] == 6"])


def luts() -> Iterator[tuple[str, str]]:
    """cvm_lut and take: indices at int32's edges, negative ones (clipped, not wrapped),
    tables of several dims."""
    edge = {"rank": "1..2"}
    yield "lut_vs_take_flat_rank3_table", identity(
        {"i": edge, "t": {"rank": 3}}, [("cvm_lut", ["i", "t"], {})], [("take", ["t", "i"], {})])
    yield "lut_vs_take_axis0_rank1", identity(
        {"i": edge, "t": {"rank": 1}}, [("cvm_lut", ["i", "t"], {})],
        [("take", ["t", "i"], {"axis": 0})])
    yield "lut_vs_take_axis0_rank2", identity(
        {"i": {"rank": 1}, "t": {"rank": 2}}, [("cvm_lut", ["i", "t"], {})],
        [("take", ["t", "i"], {"axis": 0}), ("reshape", ["n0"], {"target_shape": [-1]})],
        domain="lhs")
    yield "lut_vs_flatten_take", identity(
        {"i": edge, "t": {"rank": "2..4"}}, [("cvm_lut", ["i", "t"], {})],
        [("reshape", ["t"], {"target_shape": [-1]}), ("take", ["n0", "i"], {"axis": 0})])
    yield "lut_negative_vs_zero", identity(
        {"i": {"rank": 1, "values": [-3, 3]}, "t": {"rank": 1}},
        [("cvm_lut", ["i", "t"], {})], [("relu", ["i"], {}), ("cvm_lut", ["n0", "t"], {})])
    yield "lut_negative_vs_abs", identity(
        {"i": {"rank": 1, "values": [-3, 3]}, "t": {"rank": 1}},
        [("cvm_lut", ["i", "t"], {})], [("abs", ["i"], {}), ("cvm_lut", ["n0", "t"], {})])
    yield "lut_minus_one_vs_last", identity(
        {"i": {"rank": 1, "values": [-1, -1]}, "t": {"rank": 1}},
        [("cvm_lut", ["i", "t"], {})],
        [("take", ["t", "i"], {"axis": 0})])
    yield "take_negative_index_vs_slice_tail", identity(
        {"x": {"rank": 1}, "i": const(-1)}, [("take", ["x", "i"], {"axis": 0})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]})])
    yield "take_int32_max_index_vs_slice_tail", identity(
        {"x": {"rank": 1}, "i": const(INT32_MAX)}, [("take", ["x", "i"], {"axis": 0})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]})])
    yield "take_int32_min_index_vs_head", identity(
        {"x": {"rank": 1}, "i": const(INT32_MIN)}, [("take", ["x", "i"], {"axis": 0})],
        [("slice", ["x"], {"begin": [0], "end": [1]})])
    yield "take_int32_min_index_vs_tail", identity(
        {"x": {"rank": 1}, "i": const(INT32_MIN)}, [("take", ["x", "i"], {"axis": 0})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]})])
    yield "take_axis1_of_transpose", identity(
        {"x": R2, "i": {"rank": 1, "values": [-2, 5]}},
        [("take", ["x", "i"], {"axis": 1})],
        [("transpose", ["x"], {}), ("take", ["n0", "i"], {"axis": 0}),
         ("transpose", ["n1"], {})])
    yield "take_axis1_of_transpose_wrong", identity(
        {"x": R2, "i": {"rank": 1, "values": [-2, 5]}},
        [("take", ["x", "i"], {"axis": 1})],
        [("transpose", ["x"], {}), ("take", ["n0", "i"], {"axis": 1}),
         ("transpose", ["n1"], {})], domain="lhs")
    yield "take_twice_vs_composed_indices", identity(
        {"x": {"rank": 1}, "i": {"rank": 1, "values": [0, 5]},
         "j": {"rank": 1, "values": [0, 5]}},
        [("take", ["x", "i"], {"axis": 0}), ("take", ["n0", "j"], {"axis": 0})],
        [("take", ["i", "j"], {"axis": 0}), ("take", ["x", "n0"], {"axis": 0})])
    yield "take_rank2_indices_vs_flat", identity(
        {"x": {"rank": 1}, "i": {"rank": 2, "values": [-4, 8]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("reshape", ["i"], {"target_shape": [-1]}), ("take", ["x", "n0"], {"axis": 0}),
         ("reshape", ["n1"], {"target_shape": [P("a"), P("b")]})],
        params={"a": (1, 8), "b": (1, 8)}, assume=["a == i.shape[0]", "b == i.shape[1]"])
    yield "take_rank2_indices_vs_flat_swapped", identity(
        {"x": {"rank": 1}, "i": {"rank": 2, "values": [-4, 8]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("reshape", ["i"], {"target_shape": [-1]}), ("take", ["x", "n0"], {"axis": 0}),
         ("reshape", ["n1"], {"target_shape": [P("a"), P("b")]})],
        params={"a": (1, 8), "b": (1, 8)}, assume=["b == i.shape[0]", "a == i.shape[1]"])
    yield "take_rank_too_high_one_side", identity(
        {"x": {"rank": 4}, "i": {"rank": 3, "values": [0, 2]}},
        [("take", ["x", "i"], {"axis": 0})],
        [("take", ["x", "i"], {"axis": 3})], domain="lhs")


def chains() -> Iterator[tuple[str, str]]:
    """Chains of 3..6 nodes mixing movement, cvm ops and reductions; a node used twice;
    several outputs where one differs."""
    yield "chain_transpose_requant_sum", identity(
        {"x": {"rank": 3, "values": [-1000, 1000]}},
        [("transpose", ["x"], {"axes": [2, 0, 1]}),
         ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 2}),
         ("sum", ["n1"], {"axes": [0]}), ("transpose", ["n2"], {})],
        [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 2}),
         ("sum", ["n0"], {"axes": [2]}), ("transpose", ["n1"], {"axes": [1, 0]})])
    yield "chain_transpose_requant_sum_axis_off", identity(
        {"x": {"rank": 3, "values": [-1000, 1000]}},
        [("transpose", ["x"], {"axes": [2, 0, 1]}),
         ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 2}),
         ("sum", ["n1"], {"axes": [0]}), ("transpose", ["n2"], {})],
        [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 2}),
         ("sum", ["n0"], {"axes": [1]}), ("transpose", ["n1"], {"axes": [1, 0]})],
        domain="lhs")
    yield "chain_shift_vs_shift_off_by_one", identity(
        {"x": {"rank": "1..3", "values": [-1000, 1000]}},
        [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 2}),
         ("expand_dims", ["n0"], {"axis": 0}), ("sum", ["n1"], {"axes": [0]})],
        [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 3})])
    yield "chain_used_twice_add_vs_left_shift", identity(
        {"x": {"rank": "1..3", "values": [-60, 60]}},
        [("cvm_clip", ["x"], {"precision": 8}), ("elemwise_add", ["n0", "n0"], {}),
         ("cvm_clip", ["n1"], {"precision": 8})],
        [("cvm_left_shift", ["x"], {"precision": 8, "shift_bit": 1})])
    yield "chain_used_twice_add_vs_left_shift_wide", identity(
        {"x": {"rank": "1..3", "values": [-100, 100]}},
        [("cvm_clip", ["x"], {"precision": 8}), ("elemwise_add", ["n0", "n0"], {}),
         ("cvm_clip", ["n1"], {"precision": 8})],
        [("cvm_left_shift", ["x"], {"precision": 8, "shift_bit": 1})])
    yield "chain_used_twice_overflow_one_side", identity(
        {"x": R}, [("elemwise_add", ["x", "x"], {}), ("cvm_right_shift", ["n0"], {
            "precision": 32, "shift_bit": 1})],
        [("cvm_clip", ["x"], {"precision": 32})])
    yield "chain_used_twice_sub_is_zero", identity(
        {"x": R, "z": {"rank": "x", "values": [0, 0]}},
        [("transpose", ["x"], {}), ("transpose", ["n0"], {}),
         ("elemwise_sub", ["n1", "x"], {})], [("relu", ["z"], {})])
    yield "chain_split_reverse_concat_sum", identity(
        {"x": {"rank": 2, "values": [-100, 100]}},
        [("split", ["x"], {"axis": 0, "num_splits": 2}),
         ("concatenate", ["n0:1", "n0:0"], {"axis": 0}), ("sum", ["n1"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]})])
    yield "chain_split_reverse_concat_sum_other_axis", identity(
        {"x": {"rank": 2, "values": [-100, 100]}},
        [("split", ["x"], {"axis": 0, "num_splits": 2}),
         ("concatenate", ["n0:1", "n0:0"], {"axis": 0}), ("sum", ["n1"], {"axes": [1]})],
        [("sum", ["x"], {"axes": [1]})])
    yield "chain_tile_max_vs_max", identity(
        {"x": R2}, [("tile", ["x"], {"reps": [3, 1]}), ("max", ["n0"], {"axes": [0]}),
                    ("relu", ["n1"], {})],
        [("max", ["x"], {"axes": [0]}), ("relu", ["n0"], {})])
    yield "chain_tile_sum_vs_sum_times", identity(
        {"x": {"rank": 2, "values": [-100, 100]}, "three": const(3)},
        [("tile", ["x"], {"reps": [3, 1]}), ("sum", ["n0"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]}), ("broadcast_mul", ["n0", "three"], {})])
    yield "chain_tile_sum_vs_sum_times_wrong_axis", identity(
        {"x": {"rank": 2, "values": [-100, 100]}, "three": const(3)},
        [("tile", ["x"], {"reps": [1, 3]}), ("sum", ["n0"], {"axes": [0]})],
        [("sum", ["x"], {"axes": [0]}), ("broadcast_mul", ["n0", "three"], {})],
        domain="lhs")
    yield "chain_six_movement", identity(
        {"x": R3}, [("expand_dims", ["x"], {"axis": 0}), ("transpose", ["n0"], {
            "axes": [3, 1, 2, 0]}), ("squeeze", ["n1"], {"axes": [3]}),
            ("reshape", ["n2"], {"target_shape": [0, -1]}), ("flatten", ["n3"], {}),
            ("transpose", ["n4"], {})],
        [("transpose", ["x"], {"axes": [2, 0, 1]}), ("reshape", ["n0"], {
            "target_shape": [0, -1]}), ("transpose", ["n1"], {})])
    yield "chain_six_movement_off", identity(
        {"x": R3}, [("expand_dims", ["x"], {"axis": 0}), ("transpose", ["n0"], {
            "axes": [3, 1, 2, 0]}), ("squeeze", ["n1"], {"axes": [3]}),
            ("reshape", ["n2"], {"target_shape": [0, -1]}), ("flatten", ["n3"], {}),
            ("transpose", ["n4"], {})],
        [("transpose", ["x"], {"axes": [2, 1, 0]}), ("reshape", ["n0"], {
            "target_shape": [0, -1]}), ("transpose", ["n1"], {})])
    yield "chain_precision_clip_shift", identity(
        {"x": R}, [("cvm_clip", ["x"], {"precision": 16}),
                   ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 8}),
                   ("cvm_precision", ["n1"], {})],
        [("cvm_right_shift", ["x"], {"precision": 8, "shift_bit": 8}),
         ("cvm_precision", ["n0"], {})])
    yield "chain_max_of_relu_vs_relu_of_max_keepdims", identity(
        {"x": R3}, [("relu", ["x"], {}), ("max", ["n0"], {"axes": [1], "keepdims": True}),
                    ("squeeze", ["n1"], {"axes": [1]})],
        [("max", ["x"], {"axes": [-2]}), ("relu", ["n0"], {})])
    yield "chain_max_of_relu_vs_relu_of_max_wrong_axis", identity(
        {"x": R3}, [("relu", ["x"], {}), ("max", ["n0"], {"axes": [1], "keepdims": True}),
                    ("squeeze", ["n1"], {"axes": [1]})],
        [("max", ["x"], {"axes": [-1]}), ("relu", ["n0"], {})], domain="lhs")
    yield "outputs_one_differs_late", identity(
        {"x": R2}, [("transpose", ["x"], {}), ("relu", ["n0"], {}),
                    ("sum", ["n1"], {"axes": [0]}), ("max", ["n1"], {"axes": [0]}),
                    {"s": "n2", "m": "n3", "t": "n0"}],
        [("relu", ["x"], {}), ("transpose", ["n0"], {}),
         ("sum", ["n1"], {"axes": [0]}), ("max", ["n0"], {"axes": [0]}),
         {"s": "n2", "m": "n3", "t": "n1"}], domain="lhs")
    yield "outputs_all_same_reordered", identity(
        {"x": R2}, [("transpose", ["x"], {}), ("relu", ["n0"], {}),
                    ("max", ["n1"], {"axes": [0]}), {"m": "n2", "t": "n0"}],
        [("relu", ["x"], {}), ("max", ["n0"], {"axes": [1]}), ("transpose", ["x"], {}),
         {"m": "n1", "t": "n2"}])
    yield "outputs_one_overflows", identity(
        {"x": R}, [("abs", ["x"], {}), ("relu", ["x"], {}), {"a": "n1", "b": "n1"}],
        [("abs", ["x"], {}), ("relu", ["x"], {}), {"a": "n1", "b": "n0"}], domain="lhs")
    yield "outputs_dead_node_rejects", identity(
        {"x": R}, [("abs", ["x"], {}), ("relu", ["x"], {}), {"b": "n1"}],
        [("relu", ["x"], {}), {"b": "n0"}])


def graph_files() -> Iterator[tuple[str, tuple[str, str, str]]]:
    """Pairs of graph files, `cvmverify equiv a.toml b.toml`: near misses of the example
    graphs (graphs/*.toml), concrete ranks or rank ranges, outputs matched by name."""
    x4 = {"x": NCHW}
    shuffle = [("split", ["x"], {"axis": 1, "num_splits": 2}),
               ("concatenate", ["n0:1", "n0:0"], {"axis": 1})]
    yield "gf_shuffle_negative_axes", graph_pair(
        x4, shuffle, [("split", ["x"], {"axis": -3, "num_splits": 2}),
                      ("concatenate", ["n0:1", "n0:0"], {"axis": -3})])
    yield "gf_shuffle_concat_other_axis", graph_pair(
        x4, shuffle, [("split", ["x"], {"axis": 1, "num_splits": 2}),
                      ("concatenate", ["n0:1", "n0:0"], {"axis": -2})])
    yield "gf_shuffle_vs_variadic", graph_pair(
        x4, shuffle, [("variadic_split", ["x"], {"axis": 1, "split_lengths": [P("h"), -1]}),
                      ("concatenate", ["n0:1", "n0:0"], {"axis": 1})],
        params={"h": (1, 8)})
    yield "gf_shuffle_twice_vs_identity", graph_pair(x4, shuffle + [
        ("split", ["n1"], {"axis": 1, "num_splits": 2}),
        ("concatenate", ["n2:1", "n2:0"], {"axis": 1})], [{"y": "x"}])
    yield "gf_shuffle_twice_vs_identity_lhs", graph_pair(x4, shuffle + [
        ("split", ["n1"], {"axis": 1, "num_splits": 2}),
        ("concatenate", ["n2:1", "n2:0"], {"axis": 1})], [{"y": "x"}], domain="lhs")
    yield "gf_shuffle_three_vs_rotate", graph_pair(
        x4, [("split", ["x"], {"axis": 1, "num_splits": 3}),
             ("concatenate", ["n0:1", "n0:2", "n0:0"], {"axis": 1})],
        [("split", ["x"], {"axis": 1, "num_splits": 3}),
         ("concatenate", ["n0:2", "n0:0", "n0:1"], {"axis": 1})])
    crop = [("transpose", ["x"], {"axes": [0, 2, 3, 1]}),
            ("slice", ["n0"], {"begin": [0, 0, 0], "end": [1, 8, 8], "strides": [1, 2, 1]}),
            ("reshape", ["n1"], {"target_shape": [0, -1]})]
    yield "gf_crop_slice_first", graph_pair(
        x4, crop, [("slice", ["x"], {"begin": [0, 0, 0, 0], "end": [1, INT32_MAX, 8, 8],
                                     "strides": [1, 1, 2, 1]}),
                   ("transpose", ["n0"], {"axes": [0, 2, 3, 1]}),
                   ("reshape", ["n1"], {"target_shape": [0, -1]})])
    yield "gf_crop_slice_first_stride_on_w", graph_pair(
        x4, crop, [("slice", ["x"], {"begin": [0, 0, 0, 0], "end": [1, INT32_MAX, 8, 8],
                                     "strides": [1, 1, 1, 2]}),
                   ("transpose", ["n0"], {"axes": [0, 2, 3, 1]}),
                   ("reshape", ["n1"], {"target_shape": [0, -1]})])
    yield "gf_crop_end_7", graph_pair(
        x4, crop, [("transpose", ["x"], {"axes": [0, 2, 3, 1]}),
                   ("slice", ["n0"], {"begin": [0, 0, 0], "end": [1, 7, 8],
                                      "strides": [1, 2, 1]}),
                   ("reshape", ["n1"], {"target_shape": [0, -1]})])
    yield "gf_crop_end_9", graph_pair(
        x4, crop, [("transpose", ["x"], {"axes": [0, 2, 3, 1]}),
                   ("slice", ["n0"], {"begin": [0, 0, 0], "end": [1, 9, 8],
                                      "strides": [1, 2, 1]}),
                   ("reshape", ["n1"], {"target_shape": [0, -1]})])
    yield "gf_crop_flatten", graph_pair(
        x4, crop, crop[:2] + [("flatten", ["n1"], {})])
    up = {"x": NCHW, "y": NCHW}
    merged = [("upsampling", ["x"], {"scale": 2}), ("concatenate", ["n0", "y"], {"axis": 1}),
              {"z": "n1"}]
    yield "gf_upsample_vs_repeats", graph_pair(
        up, merged, [("repeat", ["x"], {"repeats": 2, "axis": 3}),
                     ("repeat", ["n0"], {"repeats": 2, "axis": 2}),
                     ("concatenate", ["n1", "y"], {"axis": 1}), {"z": "n2"}])
    yield "gf_upsample_vs_tile", graph_pair(
        up, merged, [("tile", ["x"], {"reps": [1, 1, 2, 2]}),
                     ("concatenate", ["n0", "y"], {"axis": 1}), {"z": "n1"}])
    yield "gf_upsample_concat_swapped", graph_pair(
        up, merged, [("upsampling", ["x"], {"scale": 2}),
                     ("concatenate", ["y", "n0"], {"axis": 1}), {"z": "n1"}])
    small = {"rank": 2, "values": [-127, 127]}
    dense_in = {"x": small, "w": small, "b": {"rank": 1, "values": [-32767, 32767]}}
    requant = [("dense", ["x", "w", "b"], {}),
               ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 6}),
               ("cvm_clip", ["n1"], {"precision": 8})]
    yield "gf_dense_requant_clip_dropped", graph_pair(dense_in, requant, requant[:2])
    yield "gf_dense_requant_shift_5", graph_pair(
        dense_in, requant, [("dense", ["x", "w", "b"], {}),
                            ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 5})])
    yield "gf_dense_requant_bias_after", graph_pair(
        dense_in, requant, [("dense", ["x", "w"], {}), ("broadcast_add", ["n0", "b"], {}),
                            ("cvm_right_shift", ["n1"], {"precision": 8, "shift_bit": 6})])
    yield "gf_dense_requant_bias_after_shift", graph_pair(
        dense_in, requant, [("dense", ["x", "w"], {}),
                            ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 6}),
                            ("broadcast_add", ["n1", "b"], {}),
                            ("cvm_clip", ["n2"], {"precision": 8})])
    pair = {"a": R2, "b": R2}  # every small shape: equal ones too, which elemwise_add needs
    add = [("broadcast_add", ["a", "b"], {}),
           ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 1}),
           ("cvm_clip", ["n1"], {"precision": 8})]
    yield "gf_add_requant_commuted", graph_pair(
        pair, add, [("broadcast_add", ["b", "a"], {})] + add[1:])
    yield "gf_add_requant_elemwise", graph_pair(
        pair, add, [("elemwise_add", ["a", "b"], {})] + add[1:])
    yield "gf_add_requant_elemwise_lhs", graph_pair(
        pair, [("elemwise_add", ["a", "b"], {})] + add[1:], add, domain="lhs")
    yield "gf_add_requant_elemwise_broadcast_lhs", graph_pair(
        pair, add, [("elemwise_add", ["a", "b"], {})] + add[1:], domain="lhs")
    conv_in = {"x": {"rank": 4, "values": [-127, 127]}, "w": {"rank": 4, "values": [-127, 127]}}
    conv = [("conv2d", ["x", "w"], {"padding": [1, 1]}),
            ("cvm_right_shift", ["n0"], {"precision": 8, "shift_bit": 4}),
            ("cvm_clip", ["n1"], {"precision": 8}), ("relu", ["n2"], {})]
    yield "gf_conv_requant_relu_first", graph_pair(
        conv_in, conv, [conv[0], conv[1], ("relu", ["n1"], {}),
                        ("cvm_clip", ["n2"], {"precision": 8})])
    yield "gf_conv_requant_padding_1_0", graph_pair(
        conv_in, conv, [("conv2d", ["x", "w"], {"padding": [1, 0]})] + conv[1:])
    yield "gf_conv_requant_clip_7", graph_pair(
        conv_in, conv, conv[:2] + [("cvm_clip", ["n1"], {"precision": 7}),
                                   ("relu", ["n2"], {})])
    yield "gf_two_outputs_one_differs", graph_pair(
        {"x": {"rank": "2..3"}},
        [("relu", ["x"], {}), ("transpose", ["n0"], {}), {"r": "n0", "t": "n1"}],
        [("transpose", ["x"], {}), ("relu", ["n0"], {}), ("relu", ["x"], {}),
         {"r": "n2", "t": "n0"}])
    yield "gf_two_outputs_same", graph_pair(
        {"x": {"rank": "2..3"}},
        [("relu", ["x"], {}), ("transpose", ["n0"], {}), {"r": "n0", "t": "n1"}],
        [("transpose", ["x"], {}), ("relu", ["n0"], {}), ("relu", ["x"], {}),
         {"r": "n2", "t": "n1"}])
    yield "gf_rank_range_swap_vs_default", graph_pair(
        {"x": {"rank": "2..3"}}, [("transpose", ["x"], {})],
        [("transpose", ["x"], {"axes": [1, 0]})])
    yield "gf_rank_range_swap_vs_default_lhs", graph_pair(
        {"x": {"rank": "2..3"}}, [("transpose", ["x"], {"axes": [1, 0]})],
        [("transpose", ["x"], {})], domain="lhs")
    yield "gf_param_axis_expand_squeeze", graph_pair(
        {"x": {"rank": "1..3"}}, [("expand_dims", ["x"], {"axis": P("k")}),
                                   ("squeeze", ["n0"], {"axes": [P("k")]})], [{"y": "x"}],
        params={"k": (-2, 1)}, domain="lhs")
    yield "gf_param_axis_expand_squeeze_any", graph_pair(
        {"x": {"rank": "1..3"}}, [("expand_dims", ["x"], {"axis": P("k")}),
                                   ("squeeze", ["n0"], {"axes": [P("k")]})], [{"y": "x"}],
        params={"k": (-4, 3)}, domain="lhs")


def onednn_openvino() -> Iterator[tuple[str, str]]:
    """Split, VariadicSplit and Broadcast (oneDNN Graph, OpenVINO) against the rewrites and
    CVM ops that do the same at one rank, axis or dim value and not at another: negative
    axes read at the wrong rank, a -1 or a zero length, each broadcast mode against numpy
    broadcasting, expand_dims, tile and repeat."""
    two = {"y": "n0:0", "z": "n0:1"}
    any_rank = {"x": R}
    for k in (-2, -1, 0, 1):
        for j in sorted({k - 3, k - 1, k + 1, k + 3} & set(range(-3, 3))):
            yield f"variadic_axis_{k}_vs_{j}", identity(
                any_rank, [("variadic_split", ["x"], {"axis": k, "split_lengths": [1, -1]}), two],
                [("variadic_split", ["x"], {"axis": j, "split_lengths": [1, -1]}), two])
    yield "variadic_axis_-1_vs_1_rank_2", identity(
        {"x": R2}, [("variadic_split", ["x"], {"axis": -1, "split_lengths": [1, -1]}), two],
        [("variadic_split", ["x"], {"axis": 1, "split_lengths": [1, -1]}), two])
    lengths = {"a": (1, 8), "b": (1, 8)}
    for relation, name in (("a + b == x.shape[0]", "exact"),
                           ("a + b == x.shape[0] + 1", "one_over"),
                           ("a + b == x.shape[0] - 1", "one_under")):
        yield f"variadic_minus_one_vs_lengths_{name}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), two],
            [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}), two],
            params=lengths, assume=[relation])
        yield f"variadic_minus_one_first_vs_sections_{name}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [-1, P("a")]}), two],
            [("split", ["x"], {"axis": 0, "sections_split": [P("b"), P("a")]}), two],
            params=lengths, assume=[relation])
    yield "variadic_sections_domain_lhs", identity(
        any_rank, [("split", ["x"], {"axis": 0, "sections_split": [P("a"), P("b")]}), two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), two],
        params=lengths, domain="lhs")
    yield "variadic_sections_domain_both", identity(
        any_rank, [("split", ["x"], {"axis": 0, "sections_split": [P("a"), P("b")]}), two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), two],
        params=lengths)
    tail = ("slice", ["x"], {"begin": [P("a")], "end": [INT32_MAX]})
    for domain in ("both", "lhs"):
        yield f"variadic_zero_length_vs_tail_{domain}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}),
                       {"y": "n0:1"}], [tail], params={"a": (0, 3)}, domain=domain)
        yield f"variadic_zero_length_first_{domain}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [0, -1]}),
                       {"y": "n0:1"}], [], domain=domain)
        yield f"variadic_lone_length_vs_identity_{domain}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a")]}),
                       {"y": "n0:0"}], [], params={"a": (1, 4)}, domain=domain)
    yield "variadic_lone_minus_one", identity(
        any_rank, [("variadic_split", ["x"], {"axis": P("k"), "split_lengths": [-1]}),
                   {"y": "n0:0"}], [], params={"k": (-3, 2)}, domain="lhs")
    yield "variadic_two_minus_ones", identity(
        any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [-1, -1]}), two],
        [("split", ["x"], {"axis": 0, "num_splits": 2}), two])
    for j, name in ((0, "same"), (-1, "last")):
        yield f"variadic_concat_axis_{name}", identity(
            any_rank, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [1, -1, 1]}),
                       ("concatenate", ["n0:*"], {"axis": j})], [])
    for relation, name in (("2 * h == x.shape[0]", "half"), ("2 * h == x.shape[0] + 1", "odd")):
        yield f"num_splits_vs_variadic_{name}", identity(
            any_rank, [("split", ["x"], {"axis": 0, "num_splits": 2}), two],
            [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("h"), -1]}), two],
            params={"h": (1, 8)}, assume=[relation])
    yield "num_splits_negative_axis_vs_variadic", identity(
        {"x": {"rank": "2..3"}}, [("split", ["x"], {"axis": -2, "num_splits": 2}), two],
        [("variadic_split", ["x"], {"axis": 1, "split_lengths": [P("h"), P("h")]}), two],
        params={"h": (1, 8)}, domain="lhs")
    yield "size_split_first_vs_variadic", identity(
        {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "size_split": P("a")}),
                             {"y": "n0:0"}],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), {"y": "n0:0"}],
        params={"a": (1, 6)})
    yield "size_split_first_vs_variadic_lhs", identity(
        {"x": {"rank": 1}},
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), {"y": "n0:0"}],
        [("split", ["x"], {"axis": 0, "size_split": P("a")}), {"y": "n0:0"}],
        params={"a": (1, 6)}, domain="lhs")

    # broadcast against numpy broadcasting with zeros of the target's shape
    target = [P("p0"), P("p1"), P("p2")]
    dims = {"p0": (1, 4), "p1": (1, 4), "p2": (1, 4)}
    for t in (1, 2, 3):
        zeros = {"x": R, "z": {"rank": t, "values": [0, 0]}}
        tie = [f"z.shape[{i}] == p{i}" for i in range(t)]
        params = {f"p{i}": dims[f"p{i}"] for i in range(t)}
        for mode in ("numpy", "bidirectional"):
            for domain in ("both", "lhs"):
                yield f"broadcast_{mode}_rank_{t}_vs_add_zeros_{domain}", identity(
                    zeros, [("broadcast", ["x"], {"target_shape": target[:t], "mode": mode})],
                    [("broadcast_add", ["z", "x"], {})], params=params, assume=tie,
                    domain=domain)
    # explicit mode: x's axes placed by axes_mapping, against expand_dims then numpy mode
    placed = {(0,): [("expand_dims", ["x"], {"axis": 1, "num_newaxis": 2})],
              (1,): [("expand_dims", ["x"], {"axis": 0}), ("expand_dims", ["n0"], {"axis": 2})],
              (2,): [("expand_dims", ["x"], {"axis": 0, "num_newaxis": 2})],
              (0, 1): [("expand_dims", ["x"], {"axis": 2})],
              (0, 2): [("expand_dims", ["x"], {"axis": 1})],
              (1, 2): [("expand_dims", ["x"], {"axis": 0})]}
    dims3 = {"p0": (1, 4), "p1": (1, 4), "p2": (1, 4)}
    for mapping, _ in placed.items():
        for other, expand in placed.items():
            if len(other) != len(mapping):
                continue
            last = f"n{len(expand) - 1}"
            yield f"broadcast_explicit_{''.join(map(str, mapping))}_vs_expand_" \
                  f"{''.join(map(str, other))}", identity(
                {"x": {"rank": len(mapping)}},
                [("broadcast", ["x"], {"target_shape": target, "axes_mapping": list(mapping),
                                       "mode": "explicit"})],
                expand + [("broadcast", [last], {"target_shape": target})], params=dims3)
    yield "broadcast_explicit_mapping_decreasing", identity(
        {"x": R2}, [("broadcast", ["x"], {"target_shape": [P("p0"), P("p1")],
                                          "axes_mapping": [1, 0], "mode": "explicit"})],
        [("transpose", ["x"], {})], params={"p0": (1, 4), "p1": (1, 4)})
    yield "broadcast_explicit_mapping_negative", identity(
        {"x": {"rank": 1}}, [("broadcast", ["x"], {"target_shape": [2, P("p1")],
                                                   "axes_mapping": [-1], "mode": "explicit"})],
        [("expand_dims", ["x"], {"axis": 0}), ("broadcast", ["n0"], {"target_shape": [2, P("p1")]})],
        params={"p1": (1, 4)})
    for mode in ("numpy", "bidirectional"):
        yield f"broadcast_{mode}_ones_vs_expand_rank_1", identity(
            {"x": {"rank": 1}}, [("broadcast", ["x"], {"target_shape": [1, 1, 1], "mode": mode})],
            [("expand_dims", ["x"], {"axis": 0, "num_newaxis": 2})])
        yield f"broadcast_{mode}_ones_vs_expand_any_rank", identity(
            {"x": R}, [("broadcast", ["x"], {"target_shape": [1, 1, 1], "mode": mode})],
            [("expand_dims", ["x"], {"axis": 0, "num_newaxis": 2})], domain="lhs")
        yield f"broadcast_{mode}_one_vs_identity", identity(
            {"x": R}, [("broadcast", ["x"], {"target_shape": [1], "mode": mode})], [])
        yield f"broadcast_{mode}_zero_target_vs_tile", identity(
            {"x": {"rank": 1}}, [("broadcast", ["x"], {"target_shape": [P("n")], "mode": mode})],
            [("tile", ["x"], {"reps": [P("n")]})], params={"n": (0, 3)},
            assume=["x.shape[0] == 1"])
    for assume, name in ((["x.shape[0] == 1"], "unit_rows"), ([], "any_rows")):
        yield f"broadcast_vs_repeat_{name}", identity(
            {"x": R2}, [("broadcast", ["x"], {"target_shape": [P("r"), P("n")]})],
            [("repeat", ["x"], {"repeats": P("r"), "axis": 0})], params={"r": (1, 4), "n": (1, 4)},
            assume=["x.shape[1] == n"] + assume, domain="lhs")
        yield f"broadcast_vs_tile_{name}", identity(
            {"x": R2}, [("broadcast", ["x"], {"target_shape": [P("r"), P("n")],
                                              "mode": "bidirectional"})],
            [("tile", ["x"], {"reps": [P("r"), 1]})], params={"r": (1, 4), "n": (1, 4)},
            assume=["x.shape[1] == n"] + assume, domain="lhs")


def parameter_attributes() -> Iterator[tuple[str, str]]:
    """Shape-changing attributes given as parameters (axis, keepdims, num_splits, repeats,
    reps, strides, pool sizes, permutations): a verdict over every parameter value must hold
    at each one, the value where a rank or a unit dim changes the result included."""
    k = {"k": (-4, 3)}
    for m in (1, 2):
        yield f"expand_{m}_squeeze_param_axis", identity(
            {"x": R}, [("expand_dims", ["x"], {"axis": P("k"), "num_newaxis": m}),
                       ("squeeze", ["n0"], {"axes": [P("k")]})], [], params=k, domain="lhs")
    yield "squeeze_expand_param_axis", identity(
        {"x": R}, [("squeeze", ["x"], {"axes": [P("k")]}),
                   ("expand_dims", ["n0"], {"axis": P("k")})], [], params=k, domain="lhs")
    yield "squeeze_expand_param_axis_rank_2_3", identity(
        {"x": {"rank": "2..3"}}, [("squeeze", ["x"], {"axes": [P("k")]}),
                                  ("expand_dims", ["n0"], {"axis": P("k")})], [],
        params=k, domain="lhs")
    for op in ("sum", "max"):
        yield f"{op}_keepdims_squeeze_param_axis", identity(
            {"x": R}, [(op, ["x"], {"axes": [P("k")], "keepdims": True}),
                       ("squeeze", ["n0"], {"axes": [P("k")]})],
            [(op, ["x"], {"axes": [P("k")]})], params=k)
        yield f"{op}_keepdims_squeeze_all", identity(
            {"x": R}, [(op, ["x"], {"axes": [P("k")], "keepdims": True}),
                       ("squeeze", ["n0"], {})],
            [(op, ["x"], {"axes": [P("k")]})], params=k)
        for b, c in itertools.product((False, True), repeat=2):
            yield f"{op}_param_axis_keepdims_{int(b)}_vs_{int(c)}", identity(
                {"x": R}, [(op, ["x"], {"axes": [P("k")], "keepdims": b})],
                [(op, ["x"], {"axes": [P("k")], "keepdims": c})], params=k)
        for e in (False, True):
            yield f"{op}_param_axis_exclude_{int(e)}_vs_plain", identity(
                {"x": R}, [(op, ["x"], {"axes": [P("k")], "exclude": e})],
                [(op, ["x"], {"axes": [P("k")]})], params=k)
            yield f"{op}_param_axis_exclude_{int(e)}_rank_1", identity(
                {"x": {"rank": 1}}, [(op, ["x"], {"axes": [P("k")], "exclude": e}),
                                     ("sum", ["n0"], {})],
                [("sum", ["x"], {"axes": [P("k")]})], params={"k": (-1, 0)})
    # a flag is a structure of its own, never a parameter: the file is refused
    yield "flag_as_parameter", identity(
        {"x": R}, [("sum", ["x"], {"axes": [0], "keepdims": P("b")})],
        [("sum", ["x"], {"axes": [0], "keepdims": True})], params={"b": (0, 1)})
    for j, rel in (("j", "j == k"), ("j", "j == k - 3")):
        yield f"split_concat_param_axis_{rel.replace(' ', '')}", identity(
            {"x": R}, [("split", ["x"], {"axis": P("k"), "num_splits": P("n")}),
                       ("concatenate", ["n0:*"], {"axis": P(j)})], [],
            params={"k": (-3, 2), "j": (-6, 2), "n": (1, 3)}, assume=[rel], domain="lhs")
    yield "split_param_count_second_vs_variadic", identity(
        {"x": {"rank": 1}}, [("split", ["x"], {"axis": 0, "num_splits": P("n")}),
                             {"y": "n0:0"}],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("h"), -1]}), {"y": "n0:0"}],
        params={"n": (1, 4), "h": (1, 8)}, assume=["h * n == x.shape[0]"], domain="lhs")
    for assume, name in ((["x.shape[0] == 1"], "unit"), ([], "any")):
        yield f"repeat_vs_tile_param_{name}", identity(
            {"x": {"rank": 1}}, [("repeat", ["x"], {"repeats": P("r"), "axis": P("k")})],
            [("tile", ["x"], {"reps": [P("r")]})], params={"r": (1, 3), "k": (-1, 0)},
            assume=assume)
    for relation, name in (("r == 2", "two"), ("r >= 1", "any")):
        yield f"tile_param_vs_concat_{name}", identity(
            {"x": R}, [("tile", ["x"], {"reps": [P("r")]})],
            [("concatenate", ["x", "x"], {"axis": -1})], params={"r": (1, 3)}, assume=[relation])
    for relation, name in (("p == 1", "unit"), ("p >= 1", "any")):
        yield f"pool_param_vs_identity_{name}", identity(
            {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [P("p"), P("p")],
                                                  "strides": [P("s"), P("s")]})], [],
            params={"p": (1, 2), "s": (1, 2)}, assume=[relation, "s == 1"])
    for assume, name in ((["x.shape[2] == 2 * h", "x.shape[3] == 2 * w"], "even"),
                         (["x.shape[2] == 2 * h"], "even_rows")):
        yield f"pool_ceil_param_stride_{name}", identity(
            {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [P("s"), P("s")],
                                                  "strides": [P("s"), P("s")],
                                                  "ceil_mode": True})],
            [("max_pool2d", ["x"], {"pool_size": [P("s"), P("s")], "strides": [P("s"), P("s")]})],
            params={"s": (1, 2), "h": (1, 3), "w": (1, 3)}, assume=assume)
    for axes, name in (((2, 3), "hw"), ((2, -1), "h_last"), ((1, 3), "ch")):
        yield f"upsampling_param_vs_repeats_{name}", identity(
            {"x": NCHW}, [("upsampling", ["x"], {"scale": P("s")})],
            [("repeat", ["x"], {"repeats": P("s"), "axis": axes[0]}),
             ("repeat", ["n0"], {"repeats": P("s"), "axis": axes[1]})], params={"s": (1, 3)})
    perm = [P("a"), P("b"), P("c")]
    for assume, name in (([], "any"), (["a == 0"], "first_fixed"), (["b == 1"], "middle_fixed")):
        yield f"transpose_param_twice_{name}", identity(
            {"x": R3}, [("transpose", ["x"], {"axes": perm}), ("transpose", ["n0"], {"axes": perm})],
            [], params={"a": (0, 2), "b": (0, 2), "c": (0, 2)}, assume=assume, domain="lhs")
    yield "transpose_param_rank_2_twice", identity(
        {"x": R2}, [("transpose", ["x"], {"axes": [P("a"), P("b")]}),
                    ("transpose", ["n0"], {"axes": [P("a"), P("b")]})],
        [], params={"a": (-2, 1), "b": (-2, 1)}, domain="lhs")
    for s, name in ((P("s"), "param"), (-1, "fixed")):
        yield f"slice_reverse_twice_{name}", identity(
            {"x": R}, [("slice", ["x"], {"begin": [-1], "end": [INT32_MIN], "strides": [s]}),
                       ("slice", ["n0"], {"begin": [-1], "end": [INT32_MIN], "strides": [s]})],
            [], params={"s": (-2, -1)})
    yield "slice_stride_param_vs_identity", identity(
        {"x": R}, [("slice", ["x"], {"begin": [0], "end": [INT32_MAX], "strides": [P("s")]})],
        [], params={"s": (-1, 2)}, domain="lhs")


def parameter_structures() -> Iterator[tuple[str, str]]:
    """Parameters whose value changes an attribute's meaning, not just its size: a length
    that may be -1 (the remainder) or 0, a reshape entry that may be 0 (copy) or -1 (infer),
    an axes_mapping that places x's axis, a gather or join axis that may be negative."""
    two = {"y": "n0:0", "z": "n0:1"}
    both = {"a": (-1, 3), "b": (-1, 3)}
    yield "variadic_param_lengths_vs_minus_one_last", identity(
        {"x": R}, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}),
                   two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), two],
        params=both)
    yield "variadic_param_lengths_vs_minus_one_last_lhs", identity(
        {"x": R}, [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}),
                   two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), -1]}), two],
        params=both, domain="lhs")
    yield "variadic_param_minus_one_first_vs_slices", identity(
        {"x": {"rank": 1}},
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}), two],
        [("slice", ["x"], {"begin": [0], "end": [-1]}),
         ("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}],
        params=both, assume=["a == -1", "b == 1"])
    yield "variadic_param_any_vs_slices", identity(
        {"x": {"rank": 1}},
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}), two],
        [("slice", ["x"], {"begin": [0], "end": [-1]}),
         ("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]}), {"y": "n0", "z": "n1"}],
        params=both, assume=["b == 1"], domain="lhs")
    yield "sections_param_zero", identity(
        {"x": R}, [("split", ["x"], {"axis": 0, "sections_split": [P("a"), P("b")]}), two],
        [("variadic_split", ["x"], {"axis": 0, "split_lengths": [P("a"), P("b")]}), two],
        params={"a": (0, 3), "b": (0, 3)})
    for relation, name in (("a == 0", "copy"), ("a == -1", "infer"), ("a >= 1", "positive")):
        yield f"reshape_param_entry_{name}_vs_copy", identity(
            {"x": R2}, [("reshape", ["x"], {"target_shape": [P("a"), P("b")]})],
            [("reshape", ["x"], {"target_shape": [0, P("b")]})],
            params={"a": (-1, 4), "b": (1, 4)}, assume=[relation], domain="lhs")
    yield "reshape_param_both_infer", identity(
        {"x": R2}, [("reshape", ["x"], {"target_shape": [P("a"), P("b")]})], [],
        params={"a": (-1, 1), "b": (-1, 1)}, domain="lhs")
    yield "reshape_param_copy_any_rank", identity(
        {"x": R}, [("reshape", ["x"], {"target_shape": [P("a"), -1]})],
        [("flatten", ["x"], {})], params={"a": (-1, 1)}, domain="lhs")
    target = [P("p0"), P("p1"), P("p2")]
    dims = {"p0": (1, 4), "p1": (1, 4), "p2": (1, 4), "m": (-3, 3)}
    for relation, name in (("m == 1", "middle"), ("m == -2", "middle_negative"),
                           ("m >= 0", "any")):
        yield f"broadcast_param_mapping_{name}", identity(
            {"x": {"rank": 1}},
            [("broadcast", ["x"], {"target_shape": target, "axes_mapping": [P("m")],
                                   "mode": "explicit"})],
            [("expand_dims", ["x"], {"axis": 0}), ("expand_dims", ["n0"], {"axis": 2}),
             ("broadcast", ["n1"], {"target_shape": target})], params=dims, assume=[relation])
    yield "broadcast_param_mapping_pair", identity(
        {"x": R2},
        [("broadcast", ["x"], {"target_shape": target, "axes_mapping": [P("m"), P("n")],
                               "mode": "explicit"})],
        [("expand_dims", ["x"], {"axis": 1}), ("broadcast", ["n0"], {"target_shape": target})],
        params={**dims, "n": (-3, 3)}, assume=["m == 0"], domain="lhs")
    for relation, name in (("k == j", "same"), ("k == j - 2", "shifted_by_rank")):
        yield f"take_param_axis_{name}", identity(
            {"x": R2, "i": {"rank": 1}}, [("take", ["x", "i"], {"axis": P("k")})],
            [("take", ["x", "i"], {"axis": P("j")})], params={"k": (-3, 2), "j": (-3, 2)},
            assume=[relation])
        yield f"concat_three_param_axis_{name}", identity(
            {"a": R, "b": {"rank": "a"}},
            [("concatenate", ["a", "b", "a"], {"axis": P("k")})],
            [("concatenate", ["a", "b", "a"], {"axis": P("j")})],
            params={"k": (-3, 2), "j": (-3, 2)}, assume=[relation])
    # a stride whose sign is a parameter: the clamping of begin and end follows it
    window = {"b": (INT32_MIN, INT32_MAX), "e": (INT32_MIN, INT32_MAX), "s": (-3, 3),
              "t": (-3, 3)}
    for relation, name in (("t == s", "same"), ("t == -s", "negated"),
                           ("t * s > 0", "same_sign")):
        yield f"slice_param_stride_{name}", identity(
            {"x": R}, [("slice", ["x"], {"begin": [P("b")], "end": [P("e")], "strides": [P("s")]})],
            [("slice", ["x"], {"begin": [P("b")], "end": [P("e")], "strides": [P("t")]})],
            params=window, assume=[relation])
    for relation, name in (("e == -2147483648", "to_int32_min"), ("e == -1", "to_minus_one")):
        yield f"slice_param_reverse_{name}", identity(
            {"x": R}, [("slice", ["x"], {"begin": [-1], "end": [INT32_MIN], "strides": [-1]})],
            [("slice", ["x"], {"begin": [P("b")], "end": [P("e")], "strides": [P("s")]})],
            params=window, assume=["b == -1", "s == -1", relation])
    yield "slice_param_one_element_vs_last", identity(
        {"x": R}, [("slice", ["x"], {"begin": [P("b")], "end": [P("e")]})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]})],
        params=window, assume=["e == b + 1", "b == x.shape[0] - 1"])
    yield "slice_param_one_element_negative", identity(
        {"x": R}, [("slice", ["x"], {"begin": [P("b")], "end": [P("e")]})],
        [("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]})],
        params=window, assume=["e == b + 1", "b == -1"])
    yield "take_param_axis_none_vs_flat", identity(
        {"x": R2, "i": {"rank": 1}}, [("take", ["x", "i"], {})],
        [("reshape", ["x"], {"target_shape": [-1]}), ("take", ["n0", "i"], {"axis": P("k")})],
        params={"k": (-1, 0)})
    yield "repeat_param_zero", identity(
        {"x": R}, [("repeat", ["x"], {"repeats": P("r"), "axis": 0})],
        [("tile", ["x"], {"reps": [P("r")]})], params={"r": (0, 1)}, assume=["x.shape[0] == 1"])
    yield "expand_param_count", identity(
        {"x": {"rank": 1}}, [("expand_dims", ["x"], {"axis": 0, "num_newaxis": P("m")})],
        [("broadcast", ["x"], {"target_shape": [1, 1, P("n")]})],
        params={"m": (0, 3), "n": (1, 4)}, assume=["x.shape[0] == n"])
    yield "upsampling_param_scale_zero", identity(
        {"x": NCHW}, [("upsampling", ["x"], {"scale": P("s")})], [], params={"s": (0, 1)})
    yield "pool_param_padding", identity(
        {"x": NCHW}, [("max_pool2d", ["x"], {"pool_size": [2, 2], "padding": [P("p"), 0]})],
        [("max_pool2d", ["x"], {"pool_size": [2, 2]})], params={"p": (0, 2)}, domain="lhs")


def graph_files_dims() -> Iterator[tuple[str, tuple[str, str, str]]]:
    """Graph-file pairs whose dims tie inputs together on one side only, with several
    outputs of which one differs only at a unit dim, and a node output used twice."""
    ab = {"a": R2, "b": R2}
    for domain in ("both", "lhs"):
        yield f"gf_elemwise_vs_broadcast_add_{domain}", graph_pair(
            ab, [("elemwise_add", ["a", "b"], {})], [("broadcast_add", ["a", "b"], {})],
            domain=domain)
        yield f"gf_broadcast_vs_elemwise_sub_{domain}", graph_pair(
            ab, [("broadcast_sub", ["a", "b"], {})], [("elemwise_sub", ["a", "b"], {})],
            domain=domain)
        yield f"gf_where_cond_row_{domain}", graph_pair(
            {"c": {"rank": 1}, "x": R2, "f": R2}, [("where", ["c", "x", "f"], {})],
            [("expand_dims", ["c"], {"axis": 1}), ("broadcast", ["n0"], {"target_shape": [1, 1],
                                                                        "mode": "bidirectional"}),
             ("where", ["n1", "x", "f"], {})], domain=domain)
    relu = ("relu", ["x"], {})
    yield "gf_two_outputs_squeeze_differs_at_unit", graph_pair(
        {"x": R2}, [relu, ("squeeze", ["x"], {}), {"y": "n0", "z": "n1"}],
        [relu, {"y": "n0", "z": "x"}])
    yield "gf_two_outputs_sum_vs_max_unit_rows", graph_pair(
        {"x": R2}, [relu, ("sum", ["x"], {"axes": [0]}), {"y": "n0", "z": "n1"}],
        [relu, ("max", ["x"], {"axes": [0]}), {"y": "n0", "z": "n1"}])
    yield "gf_two_outputs_keepdims_vs_slice", graph_pair(
        {"x": R2}, [relu, ("max", ["n0"], {"axes": [0], "keepdims": True}),
                    {"y": "n0", "z": "n1"}],
        [relu, ("slice", ["n0"], {"begin": [0], "end": [1]}), {"y": "n0", "z": "n1"}])
    for domain in ("both", "lhs"):
        yield f"gf_used_twice_add_vs_shift_{domain}", graph_pair(
            {"x": R}, [relu, ("broadcast_add", ["n0", "n0"], {})],
            [relu, ("cvm_left_shift", ["n0"], {"precision": 32, "shift_bit": 1})],
            domain=domain)
        yield f"gf_used_twice_concat_vs_tile_{domain}", graph_pair(
            {"x": R}, [relu, ("concatenate", ["n0", "n0"], {"axis": 0})],
            [relu, ("tile", ["n0"], {"reps": [2]})], domain=domain)
    # an output that agrees at one axis length only (2): both ends of it must be found
    yield "gf_two_outputs_sum_vs_two_rows", graph_pair(
        {"x": {"rank": 1}}, [relu, ("sum", ["x"], {"axes": [0], "keepdims": True}),
                             {"y": "n0", "z": "n1"}],
        [relu, ("slice", ["x"], {"begin": [0], "end": [1]}),
         ("slice", ["x"], {"begin": [1], "end": [2]}), ("broadcast_add", ["n1", "n2"], {}),
         {"y": "n0", "z": "n3"}])
    yield "gf_two_outputs_last_vs_second", graph_pair(
        {"x": R}, [relu, ("slice", ["x"], {"begin": [-1], "end": [INT32_MAX]}),
                   {"y": "n0", "z": "n1"}],
        [relu, ("slice", ["x"], {"begin": [1], "end": [2]}), {"y": "n0", "z": "n1"}],
        domain="lhs")
    yield "gf_pass_through_twice", graph_pair(
        {"x": R}, [{"y": "x", "z": "x"}], [relu, {"y": "x", "z": "n0"}])
    yield "gf_used_twice_sub_vs_zero", graph_pair(
        {"x": R}, [("negative", ["x"], {}), ("broadcast_sub", ["n0", "n0"], {})],
        [("broadcast_sub", ["x", "x"], {})])
    yield "gf_param_split_both_files", graph_pair(
        {"x": {"rank": "1..3"}},
        [("split", ["x"], {"axis": P("k"), "num_splits": 2}), {"y": "n0:0", "z": "n0:1"}],
        [("variadic_split", ["x"], {"axis": P("k"), "split_lengths": [P("h"), -1]}),
         {"y": "n0:0", "z": "n0:1"}], params={"k": (-3, 2), "h": (1, 4)})
    yield "gf_param_split_both_files_lhs", graph_pair(
        {"x": {"rank": "1..3"}},
        [("variadic_split", ["x"], {"axis": P("k"), "split_lengths": [P("h"), P("h")]}),
         {"y": "n0:0", "z": "n0:1"}],
        [("split", ["x"], {"axis": P("k"), "num_splits": 2}), {"y": "n0:0", "z": "n0:1"}],
        params={"k": (-3, 2), "h": (1, 4)}, domain="lhs")
    yield "gf_rank_range_broadcast_numpy_vs_bidirectional", graph_pair(
        {"x": {"rank": "1..3"}}, [("broadcast", ["x"], {"target_shape": [P("n")]})],
        [("broadcast", ["x"], {"target_shape": [P("n")], "mode": "bidirectional"})],
        params={"n": (1, 4)}, domain="lhs")


FAMILIES = {f.__name__: f for f in (transposes, reshapes, axes_ops, slices, tiles_repeats,
                                    concat_split, structures, assumptions, attribute_domains,
                                    attribute_forms, value_ranges, cancellations,
                                    accumulation_orders, outputs, takes, broadcasts_where,
                                    reductions, cvm_ops, clips, arithmetic, nn,
                                    small_dims_only, high_ranks, pools, dense_conv, vision,
                                    luts, chains, graph_files, onednn_openvino,
                                    parameter_attributes, parameter_structures,
                                    graph_files_dims, wide_inputs_and_folds,
                                    flat_prefixes)}


# -- truth by evaluation -------------------------------------------------------------------

def _value_pool(lo: int, hi: int) -> np.ndarray:
    return np.array(sorted({min(max(v, lo), hi) for v in EDGES} | {lo, hi}), dtype=np.int64)


def _z3(expr: sp.Basic, symbols: dict) -> Any:
    """The z3 term of an assumption (dims, parameters, arithmetic, comparisons, logic)."""
    if expr is sp.true or expr is sp.false:
        return z3.BoolVal(bool(expr))
    if expr.is_Integer:
        return z3.IntVal(int(expr))
    if expr.is_Symbol:
        return symbols[expr]
    args = [_z3(a, symbols) for a in expr.args]
    if isinstance(expr, sp.Add):
        return z3.Sum(args)
    if isinstance(expr, sp.Mul):
        return functools.reduce(operator.mul, args)
    if isinstance(expr, sp.Pow) and expr.exp.is_Integer and expr.exp > 0:
        return functools.reduce(operator.mul, [args[0]] * int(expr.exp))
    if isinstance(expr, (sp.Max, sp.Min)):
        pick = operator.ge if isinstance(expr, sp.Max) else operator.le
        return functools.reduce(lambda a, b: z3.If(pick(a, b), a, b), args)
    logic = {sp.And: z3.And, sp.Or: z3.Or, sp.Not: z3.Not}
    if type(expr) in logic:
        return logic[type(expr)](*args)
    if isinstance(expr, sp.core.relational.Relational):
        return {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
                ">": operator.gt, ">=": operator.ge}[expr.rel_op](*args)
    raise TypeError(f"no z3 term for {type(expr).__name__}")


class Cases:
    """Shapes and parameter values an identity's assumptions allow, at one rank assignment,
    found by z3: each variable (dim, parameter) in a random order is pinned to a value drawn
    from its pool (dims from the given dims, parameters from their domain's edges and small
    values) where the conditions still hold, so the assumptions are met by construction,
    edges come up often, and no assumption leaves evaluation with nothing to check."""

    def __init__(self, identity_: Identity, ranks: Mapping[str, int], rng: random.Random):
        self.identity, self.ranks, self.rng = identity_, ranks, rng
        self.dims = {DimSymbol(n, k): z3.Int(f"{n}.shape[{k}]")
                     for n in identity_.inputs for k in range(ranks[n])}
        self.params = {d.symbol: z3.Int(d.name) for d in identity_.params.values()}
        self.solver = z3.Solver()
        self.solver.add(*[d >= 1 for d in self.dims.values()])
        self.solver.add(*[z3.And(d.lo <= self.params[d.symbol], self.params[d.symbol] <= d.hi)
                          for d in identity_.params.values()])
        symbols = {**self.dims, **self.params}
        # an assumption's dim symbol is the input's DimSymbol (equal by name)
        self.solver.add(*[_z3(c, symbols) for c in identity_.assumptions(ranks)])
        self.pools = {s: _param_values(d.lo, d.hi, rng) for s, d in
                      zip(self.params, identity_.params.values())}

    def draw(self, dims: tuple[int, ...], fixed: Mapping[str, tuple[int, ...]] | None = None,
             tries: int = 1) -> list[tuple[dict, dict]]:
        """Up to `tries` distinct (shapes, params) cases: shapes given whole by `fixed`, or
        dims drawn from `dims`; none when the assumptions allow none."""
        self.solver.push()
        try:
            # every dim within the drawn ones: a dim z3 chose freely could be 2^24
            self.solver.add(*[d <= max(dims) for d in self.dims.values()])
            if fixed is not None:
                self.solver.add(*[self.dims[DimSymbol(n, k)] == v for n, shape in fixed.items()
                                  for k, v in enumerate(shape)])
            if self.solver.check() != z3.sat:
                return []
            cases = {}
            for _ in range(tries):
                case = self._one(dims, fixed is not None)
                if case is not None:
                    cases.setdefault(repr(case), case)
            return list(cases.values())
        finally:
            self.solver.pop()

    def _one(self, dims: tuple[int, ...], shapes_fixed: bool) -> tuple[dict, dict] | None:
        variables = list(self.params) + ([] if shapes_fixed else list(self.dims))
        self.rng.shuffle(variables)
        self.solver.push()
        try:
            for symbol in variables:
                term = {**self.dims, **self.params}[symbol]
                pool = self.pools.get(symbol, dims)
                for value in self.rng.sample(pool, len(pool)):
                    self.solver.push()
                    self.solver.add(term == value)
                    if self.solver.check() == z3.sat:
                        break
                    self.solver.pop()
                else:
                    continue
                self.solver.pop()       # keep the value: add it below the probe's frame
                self.solver.add(term == value)
            if self.solver.check() != z3.sat:
                return None
            model = self.solver.model()
            value = lambda t: model.eval(t, model_completion=True).as_long()  # noqa: E731
            shapes = {n: tuple(value(self.dims[DimSymbol(n, k)]) for k in range(self.ranks[n]))
                      for n in self.identity.inputs}
            return shapes, {d.name: value(self.params[d.symbol])
                            for d in self.identity.params.values()}
        finally:
            self.solver.pop()


def _param_values(lo: int, hi: int, rng: random.Random) -> list[int]:
    near = {lo, hi, lo + 1, hi - 1, 0, 1, -1, 2, 3, 4, -2, -3}
    near |= {rng.randint(lo, hi) for _ in range(3)}
    return sorted(v for v in near if lo <= v <= hi)


def _arrays(identity_: Identity, shapes: dict, np_rng: np.random.Generator,
            draw: int) -> dict[str, np.ndarray]:
    arrays = {}
    for name, decl in identity_.inputs.items():
        lo, hi = decl.value_range()
        shape = shapes[name]
        pool = _value_pool(lo, hi)
        size = int(np.prod(shape))
        if draw < len(pool):
            flat = np.full(size, pool[(draw + sum(map(ord, name))) % len(pool)])
        elif draw % 2:
            flat = np_rng.choice(pool, size)
        else:
            flat = np_rng.integers(max(lo, min(hi, -3)), min(hi, max(lo, 3)), size,
                                   endpoint=True)
        arrays[name] = flat.astype(decl.dtype).reshape(shape)
    return arrays


@dataclass
class Truth:
    """What evaluation found: a difference, or how many cases agreed and how many of them
    were valid (lhs accepted the input: a value was compared, not only a rejection)."""

    difference: tuple | None = None   # (shapes, params, arrays, Difference)
    tried: int = 0
    valid: int = 0
    large: int = 0                    # valid cases with a dim above 3 or a rank above 3


def find_truth(identity_: Identity, dims: tuple[int, ...] = (1, 2, 3),
               large_dims: tuple[int, ...] = (1, 2, 3, 4, 5, 6), seed: int = 0) -> Truth:
    """Evaluate both sides on every small shape (dims in `dims`, ranks <= 3; sampled above)
    and on sampled shapes with dims from `large_dims` (ranks up to MAX_RANK), parameters
    drawn to meet the assumptions, until they differ or the budget is spent."""
    rng, np_rng = random.Random(seed), np.random.default_rng(seed)
    lhs_only = identity_.domain == "lhs"
    truth = Truth()
    rank_choices = list(identity_.rank_choices(MAX_RANK))
    budget = CASES_PER_PAIR // max(1, len(rank_choices))
    for ranks in rank_choices:
        cases = Cases(identity_, ranks, rng)
        if max(ranks.values(), default=0) <= 3:   # every small shape
            combos = list(itertools.product(*[itertools.product(dims, repeat=ranks[n])
                                              for n in identity_.inputs]))
            rng.shuffle(combos)
            small = (case for combo in combos
                     for case in cases.draw(dims, dict(zip(identity_.inputs, combo)),
                                            tries=4 if identity_.params else 1))
        else:                                      # too many: sampled, assumptions met
            small = (case for _ in range(LARGE_SHAPES) for case in cases.draw(dims))
        large = (case for _ in range(LARGE_SHAPES) for case in cases.draw(large_dims))
        for phase, share in ((small, 2 * budget // 3), (large, budget // 3)):
            spent = 0
            for shapes, params in phase:
                for draw in range(DRAWS):
                    arrays = _arrays(identity_, shapes, np_rng, draw)
                    lhs = run_side(identity_.lhs, arrays, params)
                    difference = compare(lhs, run_side(identity_.rhs, arrays, params),
                                         lhs_domain_only=lhs_only)
                    truth.tried += 1
                    spent += 1
                    if isinstance(lhs, dict):
                        truth.valid += 1
                        truth.large += any(d > 3 for s in shapes.values() for d in s) or \
                            any(len(s) > 3 for s in shapes.values())
                    if difference is not None:
                        truth.difference = (shapes, params, arrays, difference)
                        return truth
                if spent >= share:
                    break
    return truth


# -- the campaign --------------------------------------------------------------------------

def replays(identity_: Identity, verdict) -> bool:
    ce = verdict.counterexample
    if ce is None:
        return False
    return compare(run_side(identity_.lhs, ce.inputs, ce.params),
                   run_side(identity_.rhs, ce.inputs, ce.params),
                   lhs_domain_only=identity_.domain == "lhs") is not None


def within_bound(identity_: Identity, verdict) -> Truth | None:
    """The truth where every dim stays within a bounded verdict's bound on dims or reduced
    extents (the smaller), so a difference there is one the verdict claimed not to exist;
    None when the bound names neither."""
    limits = [int(n) for n in re.findall(r"(?:dims|extents) <= (\d+)", verdict.bound)]
    if not limits:
        return find_truth(identity_)
    top = min(limits)
    truth = find_truth(identity_, tuple(range(1, min(3, top) + 1)), tuple(range(1, top + 1)))
    return truth if truth.difference is not None else None


def from_graph_files(name: str, lhs: str, rhs: str, domain: str) -> Identity:
    """The identity `cvmverify equiv lhs.toml rhs.toml --domain DOMAIN` proves."""
    folder = Path(tempfile.mkdtemp(prefix=f"{name}_"))
    (folder / "lhs.toml").write_text(lhs)
    (folder / "rhs.toml").write_text(rhs)
    identity_ = from_files(folder / "lhs.toml", folder / "rhs.toml")
    identity_.domain = domain
    return identity_


def _listing(text: str | tuple[str, str, str]) -> str:
    if isinstance(text, str):
        return text
    lhs, rhs, domain = text
    return f"# lhs.toml\n{lhs}# rhs.toml (--domain {domain})\n{rhs}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="pairs whose name holds this text")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per query")
    parser.add_argument("--max-dim", type=int, default=None,
                        help="bound every dim for the prover (and evaluation)")
    args = parser.parse_args()
    counts: Counter = Counter()
    per_family: dict[str, Counter] = defaultdict(Counter)
    unsound: list[str] = []
    unchecked: list[str] = []
    dims = tuple(range(1, min(3, args.max_dim or 3) + 1))  # within the prover's bound
    large_dims = tuple(range(1, min(6, args.max_dim or 6) + 1))
    start = time.time()
    for family, pairs in FAMILIES.items():
        for name, text in pairs():
            if args.only not in name and args.only not in family:
                continue
            try:
                identity_ = parse_identity(text, name=name) if isinstance(text, str) \
                    else from_graph_files(name, *text)
                verdict = equivalent(identity_, max_rank=MAX_RANK, timeout_s=args.timeout,
                                     max_dim=args.max_dim)
                status = str(verdict.status)
            except LogicError as error:
                print(f"{name}: rejected ({error})")
                counts["rejected"] += 1
                per_family[family]["rejected"] += 1
                continue
            except Exception as error:  # a traceback is a finding too: every bad input
                counts["crash"] += 1    # must be a LogicError
                unsound.append(f"# {name}: CRASH {type(error).__name__}: {error}\n"
                               f"{_listing(text)}")
                print(f"{name}: CRASH {type(error).__name__}: {error}", flush=True)
                continue
            truth = find_truth(identity_, dims, large_dims)
            counts[status] += 1
            per_family[family][status] += 1
            if truth.difference is not None:
                shapes, params, _, difference = truth.difference
                seen = f"differs ({difference}; shapes {shapes}, params {params})"
            else:
                seen = (f"agrees on {truth.tried} cases ({truth.valid} valid, "
                        f"{truth.large} of them large)")
            shown = f"{name}: {status} in {verdict.seconds:.1f}s; truth {seen}"
            print(shown, flush=True)
            if truth.difference is None and truth.valid == 0:
                # no input both evaluated and accepted: agreement on nothing is no check
                counts["unchecked"] += 1
                per_family[family]["unchecked"] += 1
                unchecked.append(name)
            problem = None
            if truth.difference is not None and verdict.status == Status.BOUNDED and \
                    within_bound(identity_, verdict) is None:
                # a bounded verdict claims nothing past its bound: differing there is fair
                counts[PAST_BOUND] += 1
                print(f"  differs only past the bound ({verdict.bound})", flush=True)
            elif truth.difference is not None and \
                    verdict.status in (Status.EQUIVALENT, Status.BOUNDED):
                problem = f"UNSOUND {status}"
            elif verdict.status == Status.NOT_EQUIVALENT and not replays(identity_, verdict):
                problem = "COUNTEREXAMPLE DOES NOT REPLAY"
            if problem:
                counts["unsound"] += 1
                unsound.append(f"# {name}: {problem}\n# truth: {shown}\n"
                               f"# verdict: {verdict}\n{_listing(text)}")
                print(f"  {problem}", flush=True)
    print(f"\n{sum(counts[k] for k in counts if k not in NOTES)} pairs in "
          f"{time.time() - start:.0f}s: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for family, c in per_family.items():
        print(f"  {family}: " + ", ".join(f"{k} {v}" for k, v in c.items()))
    if unchecked:
        print("no valid case evaluated (the verdict went unchecked): " + ", ".join(unchecked))
    for text in unsound:
        print("\n" + text)
    return 1 if unsound else 0


if __name__ == "__main__":
    sys.exit(main())
