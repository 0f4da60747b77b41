"""The equivalence engine's "equivalent" is never wrong: adversarial pairs of graphs whose
truth is found by evaluation in the test (`equiv_truth`), not by the engine.

Three classes once proven "equivalent" although the graphs differ:

1. elements no output reads (sliced away, pooled past, not selected, not gathered, only
   measured for their shape, in a node no output uses) still reject the call;
2. a checked value that cancels (``n - n``, ``n > n``) keeps its check;
3. a search over a few extents of a reduction is `bounded`, not a proof.

Every pair here differs on some boundary input (asserted first: a pair that does not is a
mistake in the test); the engine must refute it with a counterexample that replays, or say
`bounded`. Pairs that agree are proven equivalent, their truth checked the same way.
"""

from __future__ import annotations

import pytest

from cvmverify.equiv.engine import equivalent

from equiv_truth import differ, find_difference, graph, run

# name: (inputs and their ranks, lhs builder, rhs builder)
UNARY = {"x": 1}
SQUARE = {"x": 2}
NCHW = {"x": 4}


def neg(g, x):
    return g.apply("negative", x)


DIFFERENT = {
    # -- 1. elements that no output reads --------------------------------------------------
    "slice_of_negative": (UNARY, lambda g, x: g.apply("slice", neg(g, x), begin=(0,), end=(1,)),
                          lambda g, x: neg(g, g.apply("slice", x, begin=(0,), end=(1,)))),
    "slice_of_abs_2d": (SQUARE, lambda g, x: g.apply("slice", g.apply("abs", x), begin=(0, 0),
                                                      end=(1, 1)),
                        lambda g, x: g.apply("abs", g.apply("slice", x, begin=(0, 0),
                                                        end=(1, 1)))),
    "strided_slice_of_negative": (
        UNARY, lambda g, x: g.apply("slice", neg(g, x), begin=(0,), end=(8,), strides=(2,)),
        lambda g, x: neg(g, g.apply("slice", x, begin=(0,), end=(8,), strides=(2,)))),
    "unused_negative": (UNARY, lambda g, x: (neg(g, x), g.apply("relu", x))[1],
                        lambda g, x: g.apply("relu", x)),
    "unused_square": (UNARY, lambda g, x: (g.apply("broadcast_mul", x, x),
                                           g.apply("relu", x))[1],
                      lambda g, x: g.apply("relu", x)),
    "unused_double": (SQUARE, lambda g, x: (g.apply("broadcast_add", x, x), x)[1]
                      and g.apply("relu", x), lambda g, x: g.apply("relu", x)),
    "max_pool_stride_of_negative": (
        NCHW, lambda g, x: g.apply("max_pool2d", neg(g, x), pool_size=(1, 1), strides=(2, 2)),
        lambda g, x: neg(g, g.apply("max_pool2d", x, pool_size=(1, 1), strides=(2, 2)))),
    "max_pool_stride_of_abs": (
        NCHW, lambda g, x: g.apply("max_pool2d", g.apply("abs", x), pool_size=(1, 1),
                                   strides=(2, 2)),
        lambda g, x: g.apply("abs", g.apply("slice", x, begin=(0, 0, 0, 0),
                                            end=(1, 1, 8, 8), strides=(1, 1, 2, 2)))),
    "where_unselected_negative": (
        UNARY, lambda g, x: g.apply("where", g.apply("broadcast_greater", x, x), neg(g, x), x),
        lambda g, x: g.apply("where", g.apply("broadcast_greater", x, x), x, x)),
    "where_unselected_abs_as_relu": (
        UNARY, lambda g, x: g.apply("where", g.apply("broadcast_greater", x, x),
                                    g.apply("abs", x), g.apply("relu", x)),
        lambda g, x: g.apply("relu", x)),
    "take_of_negative": (
        {"x": 1, "i": 1}, lambda g, x, i: g.apply("take", neg(g, x), i, axis=0),
        lambda g, x, i: neg(g, g.apply("take", x, i, axis=0))),
    "take_flat_of_abs": (
        {"x": 2, "i": 1}, lambda g, x, i: g.apply("take", g.apply("abs", x), i),
        lambda g, x, i: g.apply("abs", g.apply("take", x, i))),
    "lut_of_negative_table": (
        {"i": 1, "t": 1}, lambda g, i, t: g.apply("cvm_lut", i, neg(g, t)),
        lambda g, i, t: neg(g, g.apply("cvm_lut", i, t))),
    "slice_like_of_negative": (
        {"x": 1, "s": 1}, lambda g, x, s: g.apply("slice_like", neg(g, x), s),
        lambda g, x, s: neg(g, g.apply("slice_like", x, s))),
    "slice_like_shape_of_negative": (
        {"x": 1, "s": 1}, lambda g, x, s: g.apply("slice_like", x, neg(g, s)),
        lambda g, x, s: g.apply("slice_like", x, s)),
    "variadic_split_first_of_abs": (
        UNARY, lambda g, x: g.apply("variadic_split", g.apply("abs", x), axis=0,
                                    split_lengths=(1, -1))[0],
        lambda g, x: g.apply("abs", g.apply("variadic_split", x, axis=0,
                                            split_lengths=(1, -1))[0])),
    "split_first_of_negative": (
        UNARY, lambda g, x: g.apply("split", neg(g, x), axis=0, num_splits=2)[0],
        lambda g, x: neg(g, g.apply("split", x, axis=0, num_splits=2)[0])),
    "split_second_of_double": (
        UNARY, lambda g, x: g.apply("split", g.apply("broadcast_add", x, x), axis=0,
                                    num_splits=2)[1],
        lambda g, x: (lambda half: g.apply("broadcast_add", half, half))(
            g.apply("split", x, axis=0, num_splits=2)[1])),
    "tile_then_slice_of_negative": (
        UNARY, lambda g, x: g.apply("slice", neg(g, g.apply("tile", x, reps=(2,))),
                                    begin=(0,), end=(1,)),
        lambda g, x: neg(g, g.apply("slice", x, begin=(0,), end=(1,)))),
    "repeat_then_slice_of_abs": (
        UNARY, lambda g, x: g.apply("slice", g.apply("repeat", g.apply("abs", x), repeats=2,
                                                     axis=0), begin=(0,), end=(2,)),
        lambda g, x: g.apply("repeat", g.apply("abs", g.apply("slice", x, begin=(0,),
                                                              end=(1,))), repeats=2, axis=0)),
    "concat_then_slice_of_negative": (
        UNARY, lambda g, x: g.apply("slice", g.apply("concatenate", x, neg(g, x), axis=0),
                                    begin=(0,), end=(1,)),
        lambda g, x: g.apply("slice", x, begin=(0,), end=(1,))),
    "transpose_then_slice_of_negative": (
        SQUARE, lambda g, x: g.apply("slice", g.apply("transpose", neg(g, x)), begin=(0, 0),
                                     end=(1, 1)),
        lambda g, x: neg(g, g.apply("slice", g.apply("transpose", x), begin=(0, 0),
                                    end=(1, 1)))),
    "reshape_then_slice_of_negative": (
        SQUARE, lambda g, x: g.apply("slice", g.apply("reshape", neg(g, x), target_shape=(-1,)),
                                     begin=(0,), end=(1,)),
        lambda g, x: neg(g, g.apply("slice", g.apply("reshape", x, target_shape=(-1,)),
                                    begin=(0,), end=(1,)))),
    "slice_of_broadcast_add": (
        {"a": 2, "b": 2},
        lambda g, a, b: g.apply("slice", g.apply("broadcast_add", a, b), begin=(0, 0),
                                end=(1, 1)),
        lambda g, a, b: g.apply("broadcast_add", g.apply("slice", a, begin=(0, 0), end=(1, 1)),
                                g.apply("slice", b, begin=(0, 0), end=(1, 1)))),
    "sum_of_slice_of_negative": (
        UNARY, lambda g, x: g.apply("sum", g.apply("slice", neg(g, x), begin=(0,), end=(1,))),
        lambda g, x: g.apply("sum", neg(g, g.apply("slice", x, begin=(0,), end=(1,))))),
    # -- 2. a checked value that cancels --------------------------------------------------
    "sub_of_equal_negatives": (
        SQUARE, lambda g, x: (lambda n: g.apply("broadcast_sub", n, n))(neg(g, x)),
        lambda g, x: g.apply("broadcast_sub", x, x)),
    "elemwise_sub_of_equal_negatives": (
        UNARY, lambda g, x: (lambda n: g.apply("elemwise_sub", n, n))(neg(g, x)),
        lambda g, x: g.apply("elemwise_sub", x, x)),
    "greater_of_equal_negatives": (
        UNARY, lambda g, x: (lambda n: g.apply("broadcast_greater", n, n))(neg(g, x)),
        lambda g, x: g.apply("broadcast_greater", x, x)),
    "greater_of_equal_doubles": (
        UNARY, lambda g, x: (lambda n: g.apply("broadcast_greater", n, n))(
            g.apply("broadcast_add", x, x)),
        lambda g, x: g.apply("broadcast_greater", x, x)),
    "max_of_equal_then_sub": (
        UNARY, lambda g, x: (lambda n: g.apply("broadcast_sub", g.apply("broadcast_max", n, n),
                                               n))(neg(g, x)),
        lambda g, x: g.apply("broadcast_sub", x, x)),
    "sum_of_a_minus_a": (
        UNARY, lambda g, x: (lambda n: g.apply("sum", g.apply("broadcast_sub", n, n)))(
            g.apply("abs", x)),
        lambda g, x: g.apply("sum", g.apply("broadcast_sub", x, x))),
    "add_then_sub_back": (
        {"a": 1, "b": 1},
        lambda g, a, b: g.apply("broadcast_sub", g.apply("broadcast_add", a, b), b),
        lambda g, a, b: g.apply("relu", g.apply("broadcast_max", a, a)) and
        g.apply("broadcast_max", a, a)),
    "double_minus_self": (
        UNARY, lambda g, x: g.apply("broadcast_sub", g.apply("broadcast_add", x, x), x),
        lambda g, x: g.apply("broadcast_max", x, x)),
    "sum_regrouped": (
        {"a": 1, "b": 1, "c": 1},
        lambda g, a, b, c: g.apply("broadcast_add", g.apply("broadcast_add", a, b), c),
        lambda g, a, b, c: g.apply("broadcast_add", a, g.apply("broadcast_add", b, c))),
    "negative_twice_under_relu": (
        UNARY, lambda g, x: g.apply("relu", neg(g, neg(g, x))),
        lambda g, x: g.apply("relu", x)),
    "product_times_zero": (
        UNARY, lambda g, x: g.apply("broadcast_mul", g.apply("broadcast_mul", x, x),
                                    g.apply("broadcast_sub", x, x)),
        lambda g, x: g.apply("broadcast_sub", x, x)),
    # -- 3. reductions over part of an axis -------------------------------------------------
    "sum_of_first_four": (UNARY, lambda g, x: g.apply("sum", x),
                          lambda g, x: g.apply("sum", g.apply("slice", x, begin=(0,),
                                                              end=(4,)))),
    "max_of_first_four": (UNARY, lambda g, x: g.apply("max", x),
                          lambda g, x: g.apply("max", g.apply("slice", x, begin=(0,),
                                                              end=(4,)))),
    "sum_rows_of_first_three": (
        SQUARE, lambda g, x: g.apply("sum", x, axes=(0,)),
        lambda g, x: g.apply("sum", g.apply("slice", x, begin=(0, 0), end=(3, 8)), axes=(0,))),
    "two_sums_against_one": (
        SQUARE, lambda g, x: g.apply("sum", x, axes=(0, 1)),
        lambda g, x: g.apply("sum", g.apply("sum", x, axes=(1,), keepdims=True), axes=(0, 1))),
    # a sum over a concatenation against the sum of its parts' sums: a part's sum may
    # leave int32 where the whole does not (the split lemma equates values, never that;
    # the right side concatenates too, unused, for the same dim limit on both)
    "sum_of_concat_against_partial_sums": (
        {"x": 1, "v": 1}, lambda g, x, v: g.apply("sum", g.apply("concatenate", x, v, axis=0)),
        lambda g, x, v: (g.apply("concatenate", x, v, axis=0), g.apply(
            "broadcast_add", g.apply("sum", x), g.apply("sum", v)))[1]),
    "sum_of_sum_of_rows_against_sum_of_columns": (
        SQUARE, lambda g, x: g.apply("sum", g.apply("sum", x, axes=(1,)), axes=(0,)),
        lambda g, x: g.apply("sum", g.apply("sum", x, axes=(0,)), axes=(0,))),
    "sum_of_negative_against_negative_sum": (
        UNARY, lambda g, x: g.apply("sum", neg(g, x)),
        lambda g, x: neg(g, g.apply("sum", x))),
    # the rows of slice_like's prefix, flattened, against as many of x's elements in flat
    # order: the same where s's rows are x's, not where they are shorter (x (2, 2), s (1, 1):
    # [x00, x10] against [x00, x01]); fusion had read the prefix as x's own flat order. (The
    # left side flattens x too, unused, so that both sides hold x's size to the dim limit.)
    "flattened_slice_like_prefix_against_x_flat": (
        {"x": 2, "s": 2},
        lambda g, x, s: (_flat(g, x), _flat(g, g.apply("slice_like", x, s, axes=(1,))))[1],
        lambda g, x, s: g.apply("slice_like", _flat(g, x),
                                _flat(g, g.apply("slice_like", x, s, axes=(1,))))),
}


def _flat(g, x):
    return g.apply("reshape", x, target_shape=(-1,))

# Pairs that agree on every input: the engine must prove them (not merely not refute).
SAME = {
    "negative_of_slice_both_ways_where_whole": (
        UNARY, lambda g, x: g.apply("slice", neg(g, x), begin=(0,), end=(2**24,)),
        lambda g, x: neg(g, x)),
    "abs_of_negative": (UNARY, lambda g, x: g.apply("abs", neg(g, x)),
                        lambda g, x: (neg(g, x), g.apply("abs", x))[1]),
    "unused_relu": (UNARY, lambda g, x: (g.apply("relu", x), neg(g, x))[1],
                    lambda g, x: neg(g, x)),
    "slice_of_relu": (UNARY, lambda g, x: g.apply("slice", g.apply("relu", x), begin=(0,),
                                                   end=(1,)),
                      lambda g, x: g.apply("relu", g.apply("slice", x, begin=(0,), end=(1,)))),
    "transpose_of_negative": (SQUARE, lambda g, x: g.apply("transpose", neg(g, x)),
                              lambda g, x: neg(g, g.apply("transpose", x))),
    "reshape_of_negative": (SQUARE, lambda g, x: g.apply("reshape", neg(g, x),
                                                         target_shape=(-1,)),
                            lambda g, x: neg(g, g.apply("reshape", x, target_shape=(-1,)))),
    # (the right side concatenates too, unused, so that both hold the sum of the lengths
    # to the dim limit)
    "max_of_concat_against_max_of_maxes": (
        {"x": 1, "v": 1}, lambda g, x, v: g.apply("max", g.apply("concatenate", x, v, axis=0)),
        lambda g, x, v: (g.apply("concatenate", x, v, axis=0), g.apply(
            "broadcast_max", g.apply("max", x), g.apply("max", v)))[1]),
    "flatten_of_a_rank_2_slice_like": (
        {"x": 2, "s": 2}, lambda g, x, s: g.apply("flatten", g.apply("slice_like", x, s,
                                                                    axes=(1,))),
        lambda g, x, s: g.apply("slice_like", x, s, axes=(1,))),
}


def _pair(name, cases):
    inputs, lhs, rhs = cases[name]
    return graph("lhs", inputs, lhs), graph("rhs", inputs, rhs)


def test_there_are_forty_adversarial_pairs():
    assert len(DIFFERENT) >= 40


@pytest.mark.parametrize("name", sorted(DIFFERENT))
def test_a_pair_that_differs_is_never_equivalent(name):
    lhs, rhs = _pair(name, DIFFERENT)
    witness = find_difference(lhs, rhs, dims=(1, 2, 3, 5))
    assert witness is not None, f"{name}: evaluation finds no difference (a wrong test case)"
    # the proof alone: a search by evaluation first would refute most pairs before the
    # symbolic engine, the one under test, sees them
    verdict = equivalent(lhs, rhs, small_cases=0)
    assert verdict.status in ("not-equivalent", "bounded"), verdict
    assert not verdict.ok
    if verdict.status == "not-equivalent":
        example = verdict.counterexample.inputs
        assert differ(run(lhs, example), run(rhs, example)), verdict


@pytest.mark.parametrize("name", sorted(SAME))
def test_a_pair_that_agrees_is_proven(name):
    lhs, rhs = _pair(name, SAME)
    assert find_difference(lhs, rhs) is None
    verdict = equivalent(lhs, rhs)
    assert verdict.status == "equivalent" and verdict.ok, verdict
