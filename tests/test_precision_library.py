"""Every precision rule of the library has a verdict, proven or refuted, and each refutation
is a known finding that replays through the evaluator with exact integers. Each op is
proven at the smallest ranks it admits (rank 1, or its fixed rank), for all dims,
attributes and input precisions; `benchmarks/bench_precision.py` runs ranks 1..6.

conv2d's proof takes three and a half minutes of z3; dense's and max_pool2d's each take five
to six times as long as the other 35 ops' together, broadcast_div's and concatenate's
together longer than those 35: these five are the slow tier (`pytest -m slow`), the same checks on
them alone. The 35 give every kind of finding (dense's and conv2d's, precision-at-most-32,
is the other sums' too)."""

import pytest

import cvmverify
from cvmverify.core.structures import instances
from cvmverify.precision.prove import prove_precision
from cvmverify.precision.confirm import replay_refutation

# the ops whose inputs have a fixed rank above 1, proven at that rank
FIXED_RANK = ["dense", "conv2d", "max_pool2d", "upsampling", "get_valid_count",
              "non_max_suppression"]

# The findings: every (op, obligation) refuted somewhere; every other one is proven.
REFUTED = {
    # the rule exceeds 32 bits for wide enough inputs: the runtime rejects those graphs
    ("broadcast_add", "precision-at-most-32"), ("broadcast_sub", "precision-at-most-32"),
    ("broadcast_mul", "precision-at-most-32"), ("elemwise_add", "precision-at-most-32"),
    ("elemwise_sub", "precision-at-most-32"), ("sum", "precision-at-most-32"),
    ("dense", "precision-at-most-32"), ("conv2d", "precision-at-most-32"),
    # clip's bound 2^31-1 is allowed, and the rule then gives 33 bits
    ("clip", "precision-at-most-32"),
    # the output takes the condition's (or the first input's) precision, not its values'
    ("where", "precision-bound"), ("broadcast_greater", "precision-bound"),
    # the -1 rows escape a 1-bit input's precision
    ("get_valid_count", "precision-bound"), ("non_max_suppression", "precision-bound"),
    # (x >> (shift_bit - 1)) + 1 reaches 2^31 at 32 bits with shift_bit 1
    ("cvm_right_shift", "int32-intermediates"),
}


SLOW = ["broadcast_div", "concatenate", "conv2d", "dense", "max_pool2d"]


def _proven(names: list[str]) -> list:
    """The results of proving the precision rules of `names`, each at its smallest ranks."""
    fixed = [name for name in names if name in FIXED_RANK]
    rest = [name for name in names if name not in FIXED_RANK]
    return [*(prove_precision(rest, max_rank=1, jobs=2).results if rest else ()),
            *(prove_precision(fixed, max_rank=4, jobs=2).results if fixed else ())]


@pytest.fixture(scope="module")
def library():
    return _proven([name for name in cvmverify.core.registry.names() if name not in SLOW])


@pytest.fixture(scope="module")
def slow_library():
    return _proven(SLOW)


def _verdicts_are_the_known_findings(results, names):
    statuses: dict[tuple[str, str], set[str]] = {}
    for result in results:
        statuses.setdefault((result.op, result.obligation), set()).add(result.status)
    assert {op for op, _ in statuses} == set(names)
    unknown = sorted(key for key, found in statuses.items() if "unknown" in found)
    assert not unknown, unknown
    refuted = {key for key, found in statuses.items() if "refuted" in found}
    assert refuted == {(op, obligation) for op, obligation in REFUTED if op in names}


def test_every_rule_has_a_verdict_and_the_refutations_are_the_known_findings(library):
    names = set(cvmverify.core.registry.names()) - set(SLOW)
    _verdicts_are_the_known_findings(library, names)


def test_every_refutation_replays(library):
    _refutations_replay(library, set(cvmverify.core.registry.names()) - set(SLOW))


@pytest.mark.slow
def test_the_slow_rules_have_their_verdicts_and_their_refutations_replay(slow_library):
    _verdicts_are_the_known_findings(slow_library, set(SLOW))
    _refutations_replay(slow_library, set(SLOW))


def _refutations_replay(results, names):
    refuted = [r for r in results if r.status == "refuted"]
    assert len(refuted) >= len([op for op, _ in REFUTED if op in names])
    for result in refuted:
        if result.bound.startswith("bounded check"):  # found by running the evaluator
            assert "outside precision" in result.reason, result.reason
            continue
        spec = cvmverify.spec(result.op)  # the workers send no instances back
        instance = next(i for i in instances(spec, 4) if i.describe() == result.structure)
        outcome = replay_refutation(spec, instance, result.obligation, result.counterexample)
        assert outcome.reproduced, (result.op, result.obligation, outcome.message)
