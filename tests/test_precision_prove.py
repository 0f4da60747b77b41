"""The precision prover: rules that hold are proven, rules one bit too tight are refuted
with counterexamples that replay through the evaluator, and the library's known defects are
found."""

import pytest
import sympy as sp

import cvmverify
from cvmverify.core.dsl import declare
from cvmverify.core.rule import rule, with_bias
from cvmverify.core.semantics import BitWidth
from cvmverify.core.structures import instances
from cvmverify.precision.prove import prove_instance, prove_precision


def variant(op: str, precision) -> cvmverify.OperatorSpec:
    """`op` as the library declares it, with another precision rule."""
    spec = cvmverify.spec(op)
    return declare(f"{op}_variant", inputs=spec.inputs, attrs=spec.attrs,
                   summary=spec.summary, precision=precision)(spec.body)


def verdicts(report, obligation):
    return {r.status for r in report.results if r.obligation == obligation}


def refutation(report, obligation):
    return next(r for r in report.results
                if r.obligation == obligation and r.status == "refuted")


def test_a_correct_rule_is_proven_with_its_tightness():
    report = prove_precision(["relu", "broadcast_mul"], max_rank=1, timeout_s=60)
    relu = [r for r in report.results if r.op == "relu"]
    assert {r.status for r in relu} == {"proven"}
    bound = next(r for r in relu if r.obligation == "precision-bound")
    assert bound.reason.startswith("tight: the bound is reached")
    mul = next(r for r in report.results
               if r.op == "broadcast_mul" and r.obligation == "precision-bound")
    assert (mul.status, mul.reason) == ("proven", "not reached: slack 1 bit")


def test_a_rule_one_bit_too_tight_is_refuted_and_replays():
    report = prove_precision([variant("relu", lambda x, **_: rule(x.p - 1))], max_rank=1)
    found = refutation(report, "precision-bound")
    assert "is outside precision" in found.reason  # the evaluator's exact output escapes
    assert found.counterexample.values["p(x)"] >= 2


@pytest.mark.parametrize("op, tight", [
    ("broadcast_add", lambda a, b, **_: rule(sp.Max(a.p, b.p))),
    ("broadcast_mul", lambda a, b, **_: rule(a.p + b.p - 2)),
    ("dense", lambda x, w, b, **_: rule(
        with_bias(x.p + w.p + BitWidth(x.shape[1]) - 2, b),
        requires=[(x.p <= 8, "p(x) <= 8"), (w.p <= 8, "p(w) <= 8")])),
    ("sum", lambda x, *, axes, exclude, **_: rule(x.p)),
])
def test_rules_made_too_tight_are_refuted(op, tight):
    report = prove_precision([variant(op, tight)], max_rank=2)
    assert "refuted" in verdicts(report, "precision-bound")
    assert "is outside precision" in refutation(report, "precision-bound").reason


def test_dense_rule_without_bias_has_one_bit_of_slack():
    def bound_without_bias(spec):
        instance = next(i for i in instances(spec, 2) if ("has:b", False) in i.structure)
        return next(r for r in prove_instance(spec, instance, timeout_s=60)
                    if r.obligation == "precision-bound")

    library = bound_without_bias(cvmverify.spec("dense"))
    assert (library.status, library.reason) == ("proven", "not reached: slack 1 bit")
    one_less = variant("dense", lambda x, w, b, **_: rule(
        with_bias(x.p + w.p + BitWidth(x.shape[1]) - 1, b),
        requires=[(x.p <= 8, "p(x) <= 8"), (w.p <= 8, "p(w) <= 8")]))
    assert bound_without_bias(one_less).status == "proven"


def test_left_shift_without_its_requirement_overflows_int32():
    loose = variant("cvm_left_shift", lambda x, *, precision, **_: rule(precision))
    report = prove_precision([loose], max_rank=1)
    found = refutation(report, "int32-intermediates")
    assert "within int32" in found.reason
    values = found.counterexample.values
    assert values["p(x)"] + values["shift_bit"] > 32
    one_bit_loose = variant("cvm_left_shift", lambda x, *, precision, shift_bit, **_: rule(
        precision, requires=[(x.p + shift_bit <= 33, "p(x) + shift_bit <= 33")]))
    assert "refuted" in verdicts(prove_precision([one_bit_loose], max_rank=1),
                                 "int32-intermediates")


def test_the_library_findings():
    report = prove_precision(["where", "clip", "cvm_right_shift", "cvm_left_shift"],
                             max_rank=1)
    by_op = {(r.op, r.obligation): r for r in report.results}
    # where takes the condition's precision, not the values'
    assert by_op["where", "precision-bound"].status == "refuted"
    # clip's bound 2^31-1 is allowed, and its rule gives 33
    clip = by_op["clip", "precision-at-most-32"]
    assert clip.status == "refuted" and "output precision=33" in clip.reason
    # the runtime's rounding step (x >> (shift_bit-1)) + 1 leaves int32 at 32 bits
    shift = by_op["cvm_right_shift", "int32-intermediates"]
    assert shift.status == "refuted" and shift.counterexample.values["p(x)"] == 32
    assert {r.status for r in report.results if r.op == "cvm_left_shift"} == {"proven"}


def test_data_dependent_ops_get_a_bounded_check_that_says_so():
    loose = variant("get_valid_count", lambda x, **_: rule(32, 32))
    bounded = [r for r in prove_precision([loose], max_rank=3).results
               if r.bound.startswith("bounded check")]
    assert bounded and {r.status for r in bounded} == {"proven"}
    assert "not a symbolic proof" in bounded[0].bound
    assert int(bounded[0].bound.split(": ")[1].split()[0]) > 0  # calls were really run


def test_get_valid_count_fills_with_minus_one_outside_one_bit():
    # y keeps x's precision, but its invalid rows are -1: at 1 bit (values 0 only) that
    # escapes
    found = refutation(prove_precision(["get_valid_count"], max_rank=3), "precision-bound")
    assert found.bound.startswith("bounded check")
    assert (found.counterexample.values["p(x)"], found.counterexample.shown) == (1, {"y": -1})


def one_bit_tighter(op: str) -> cvmverify.OperatorSpec:
    """`op` with every output precision of its library rule one bit lower."""
    declared = cvmverify.spec(op).precision

    def tighter(*inputs, **attrs):
        found = declared(*inputs, **attrs)
        return rule(*(p - 1 for p in found.outputs), requires=found.requires)
    return variant(op, tighter)


@pytest.mark.parametrize("op", ["broadcast_div", "broadcast_max", "abs", "negative",
                                "cvm_clip", "cvm_left_shift", "cvm_precision", "max",
                                "concatenate", "transpose", "take", "cvm_lut", "tile"])
def test_tight_rules_made_one_bit_tighter_are_refuted(op):
    library = prove_precision([op], max_rank=1)
    assert verdicts(library, "precision-bound") == {"proven"}
    report = prove_precision([one_bit_tighter(op)], max_rank=1)
    assert "refuted" in verdicts(report, "precision-bound")
    assert "is outside precision" in refutation(report, "precision-bound").reason
