"""Lemmas about reductions (`cvmverify/equiv/lemmas.py`): each proves for every extent an
identity that unrolling could only bound, and one made unsound is caught by the
soundness suite, whose truth is found by evaluation."""

from pathlib import Path

import pytest
import sympy as sp
import z3

from cvmverify.equiv import equivalent, lemmas, load_identity

import test_equiv_soundness as soundness

ROOT = Path(__file__).parent.parent / "identities"

# identity: the lemma without which it is bounded (reduced extents <= 4)
NEEDS = {
    "tensorright/reduce_sum_of_concat_of_sums_where_valid": "splits",
    "tensorright/reduce_max_of_concat_of_maxes": "splits",
    "tensorright/dot_of_concats_from_sum_of_dots": "splits",
    "dense_concat_rows_of_weights": "hoisted",
    "tensorright/reduce_sum_of_batched_dot": "flattening",
    "sum_of_add_int8": "linearity",
    "sum_of_scalar_mul_int8": "linearity",
    # the middle operand of three is `lo <= k & k < hi`: cut at each inequality
    "max_of_concat_of_three_maxes": "_atoms",
}


def _off(monkeypatch, lemma):
    if lemma == "_atoms":  # a condition is cut at only where it is one inequality
        monkeypatch.setattr(lemmas, lemma, lambda select, lifter: [
            c for c in select.args[:1] if isinstance(c, (sp.Lt, sp.Le, sp.Gt, sp.Ge))])
        return
    monkeypatch.setattr(lemmas, lemma, (lambda *args: None) if lemma == "hoisted"
                        else (lambda *args: []))


@pytest.mark.parametrize("name", sorted(NEEDS))
def test_each_lemma_proves_for_every_extent_what_unrolling_only_bounds(name, monkeypatch):
    identity = load_identity(ROOT / f"{name}.toml")
    verdict = equivalent(identity, small_cases=0)
    assert verdict.status == "equivalent" and "reduced extents" not in verdict.bound, verdict
    _off(monkeypatch, NEEDS[name])
    verdict = equivalent(identity, small_cases=0)
    assert verdict.status == "bounded" and "reduced extents <= 4" in verdict.bound, verdict


# -- planted unsound lemmas: each drops a check, and the soundness suite must notice ------------


def _split_parts_checked(lifter, expr, value, all_ok):
    """Unsound: a reduction over a concatenation defined iff each part's result lies in
    int32, as if the partial results were checked (reassociation taken as harmless)."""
    facts = _SPLITS(lifter, expr, value, all_ok)
    planted = []
    for fact in facts:  # Implies(guard, And(value == v1 + v2, all_ok == And(ok1, ok2)))
        guard, claim = fact.arg(0), fact.arg(1)
        same_value, same_ok = claim.arg(0), claim.arg(1)
        parts = same_value.arg(1)
        in_int32 = [z3.And(-2**31 <= p, p <= 2**31 - 1) for p in parts.children()]
        planted.append(z3.Implies(guard, z3.And(same_value, same_ok.arg(0) == z3.And(
            same_ok.arg(1), *in_int32))))
    return planted


_SPLITS = lemmas.splits


def _linearity_both_ways(lifter, expr, value, all_ok):
    """Unsound: the sum of f + g defined wherever the sums of f and of g are, as if an
    element's sum could not leave int32 where the parts' sums stay within it."""
    facts = _LINEARITY(lifter, expr, value, all_ok)
    # [value == sum of the parts, Implies(all_ok, And(parts' oks))]: the converse added
    return [fact if not z3.is_implies(fact) else fact.arg(0) == fact.arg(1) for fact in facts]


_LINEARITY = lemmas.linearity
# lemma: (its unsound form, a pair of the soundness suite that tells them apart). (The
# flattening lemma's one-way definedness has no such pair: an inner result the outer
# reduction reads is also checked on its own, as a sink of the domain comparison.)
PLANTED = {
    "splits": (_split_parts_checked, "sum_of_concat_against_partial_sums"),
}


@pytest.mark.parametrize("lemma", sorted(PLANTED))
def test_a_planted_unsound_lemma_is_caught_by_the_soundness_suite(lemma, monkeypatch):
    planted, pair = PLANTED[lemma]
    # the sound lemma: the suite passes on the pair
    soundness.test_a_pair_that_differs_is_never_equivalent(pair)
    monkeypatch.setattr(lemmas, lemma, planted)
    lhs, rhs = soundness._pair(pair, soundness.DIFFERENT)
    assert equivalent(lhs, rhs, small_cases=0).status == "equivalent"  # the planted bug bites
    with pytest.raises(AssertionError):  # and evaluation's ground truth catches it
        soundness.test_a_pair_that_differs_is_never_equivalent(pair)


def test_a_linearity_lemma_planted_without_its_check_cannot_hide_an_elements_overflow(
        monkeypatch):
    """The linearity lemma made to say that the sum of x + v is defined wherever the sums
    of x and of v are: on sum(x) + sum(v) against sum(x + v) the planted lemma bites no
    verdict, since the element sums it would excuse are a node's results, each checked on
    its own as a sink of the domain comparison (an op's own products, inside dense or
    conv2d, vary with the bound variables, where the lemma does not apply)."""
    pair = {"x": 1, "v": 1}, (
        lambda g, x, v: (g.apply("where", v, x, x), g.apply(
            "broadcast_add", g.apply("sum", x), g.apply("sum", v)))[1]), (
        lambda g, x, v: (g.apply("sum", x), g.apply("sum", v), g.apply(
            "sum", g.apply("elemwise_add", x, v)))[2])
    lhs, rhs = soundness.graph("lhs", pair[0], pair[1]), soundness.graph("rhs", pair[0], pair[2])
    # x = [MAX, MIN], v = [1, 0]: the sums stay within int32, an element's sum does not
    assert soundness.find_difference(lhs, rhs) is not None
    monkeypatch.setattr(lemmas, "linearity", _linearity_both_ways)
    verdict = equivalent(lhs, rhs, small_cases=0)
    assert verdict.status == "not-equivalent", verdict
    example = verdict.counterexample.inputs
    assert soundness.differ(soundness.run(lhs, example), soundness.run(rhs, example))


def test_a_bounded_verdict_names_the_reductions_that_stayed_abstract(monkeypatch):
    _off(monkeypatch, "linearity")
    verdict = equivalent(load_identity(ROOT / "sum_of_add_int8.toml"), small_cases=0)
    assert verdict.status == "bounded", verdict
    assert "reductions stayed abstract" in verdict.reason, verdict.reason
    # each by its kind, its extents and its body, bound variables renamed by position
    assert "a sum over [0, x.shape[0]) of Read(x, _r0)" in verdict.reason, verdict.reason
    assert "Checked(Read(v, " in verdict.reason and "reduced extents <= 4" in verdict.reason
