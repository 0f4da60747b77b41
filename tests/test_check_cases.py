"""Case generation: valid cases are valid, invalid ones break exactly one rule, every case
is reproducible from (op, seed, index), and the boundaries are visited."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

import cvmverify
from cvmverify.check import cases, structures
from cvmverify.check.case import Case
from cvmverify.check.invalid import OVERFLOW

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
OPS = cvmverify.ops()


def valid(op: str, count: int, seed: int = 0) -> list[Case]:
    return [cases.valid_case(op, seed, i) for i in range(count)]


@pytest.mark.parametrize("op", OPS)
def test_valid_cases_evaluate_and_stay_small(op):
    for case in valid(op, 3):
        outputs = cvmverify.evaluate(op, [x.copy() for x in case.inputs], **case.attrs)
        assert [(o.shape, o.dtype.name) for o in outputs] == [tuple(s) for s in case.layout]
        assert sum(x.size for x in case.inputs) <= 512, case.describe()
        assert sum(o.size for o in outputs) <= 1024, case.describe()
        assert all(1 <= x.ndim <= 6 and min(x.shape) >= 1 for x in case.inputs)


@pytest.mark.parametrize("op", OPS)
def test_invalid_cases_break_exactly_the_rule_they_name(op):
    for index in range(2):
        case = cases.invalid_case(op, 0, index)
        assert not case.valid and case.violated
        with pytest.raises(cvmverify.LogicError) as error:
            cvmverify.evaluate(op, [x.copy() for x in case.inputs], **case.attrs)
        message = str(error.value)
        if case.violated == cases.OVERFLOW:
            assert "int32" in message
        elif "zero-sized" in case.violated:
            assert "1..2^24" in message
        else:
            # every other rule holds, so the reference stops at this one
            assert case.violated in message, (case.describe(), message)


def test_a_case_depends_only_on_op_seed_and_index():
    first = cases.valid_case("conv2d", 7, 5).to_dict()
    for i in range(5):  # other cases in between change no state the case depends on
        cases.valid_case("conv2d", 7, i)
        cases.invalid_case("conv2d", 7, i)
    assert cases.valid_case("conv2d", 7, 5).to_dict() == first
    assert cases.valid_case("conv2d", 8, 5).to_dict() != first
    again = cases.invalid_case("slice", 3, 2).to_dict()
    assert cases.invalid_case("slice", 3, 2).to_dict() == again


def test_a_case_is_the_same_in_a_fresh_process():
    here = {op: cases.valid_case(op, 11, 9).to_dict() for op in ("slice", "split")}
    code = ("import json; from cvmverify.check import cases; print(json.dumps({op: "
            "cases.valid_case(op, 11, 9).to_dict() for op in ('split', 'slice')}))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert json.loads(result.stdout) == json.loads(json.dumps(here))


def test_dims_of_one_and_larger_dims_both_occur():
    shapes = [s for c in valid("transpose", 20) for s in c.shapes]
    assert any(1 in s for s in shapes)
    assert any(n >= 4 for s in shapes for n in s)
    assert {len(s) for s in shapes} >= {1, 2, 3}


def test_attributes_reach_their_largest_and_smallest_legal_values():
    shifts = [c for c in valid("cvm_right_shift", 30)]
    assert {1, 32} <= {c.attrs["shift_bit"] for c in shifts if "shift_bit" in c.attrs}
    assert {1, 32} <= {c.attrs["precision"] for c in shifts if "precision" in c.attrs}
    clips = valid("clip", 30)
    assert min(c.attrs["a_min"] for c in clips) == -INT32_MAX
    assert max(c.attrs["a_max"] for c in clips) == INT32_MAX


def test_negative_axes_occur():
    assert any(any(a < 0 for a in c.attrs.get("axes", ())) for c in valid("transpose", 20))
    assert any(c.attrs["axis"] < 0 for c in valid("concatenate", 20))


def test_values_reach_the_int32_boundaries():
    values = np.concatenate([c.inputs[0].reshape(-1).astype(np.int64) for c in valid("relu", 20)])
    assert {INT32_MIN, INT32_MAX, -INT32_MAX, 0, 1, -1} <= set(values.tolist())


def test_overflowing_values_are_narrowed_until_the_reference_accepts_them():
    for case in valid("dense", 15):  # sums of products: full-range values overflow
        cvmverify.evaluate("dense", case.inputs, **case.attrs)
    wide = [c for c in valid("broadcast_add", 20)
            if np.abs(c.inputs[0].astype(np.int64)).max() > 2**16]
    assert wide, "large values should survive where they do not overflow"


@pytest.mark.parametrize("op, why", [
    ("broadcast_div", "INT32_MIN / -1 needs two values in aligned elements"),
    ("cvm_right_shift", "INT32_MAX rounds up to 2^31 only at shift_bit 1, its limit"),
])
def test_an_overflow_only_some_values_reach_is_among_a_default_runs_invalid_cases(op, why):
    for seed in range(5):
        drawn = [cases.invalid_case(op, seed, i).violated for i in range(20)]
        assert OVERFLOW in drawn, f"seed {seed}: {why}"


def test_single_element_outputs_and_unequal_sections_occur():
    assert any(c.layout[0][0] == (1,) * len(c.layout[0][0]) for c in valid("sum", 20))
    sections = [c.attrs["sections_split"] for c in valid("split", 40)
                if c.attrs.get("sections_split")]
    assert any(len(set(s)) > 1 for s in sections)


def test_ties_occur():
    def tied(x: np.ndarray) -> bool:
        return np.unique(x).size < x.size

    assert any(tied(c.inputs[0]) for c in valid("max", 20))
    scores = []
    for c in valid("non_max_suppression", 30):
        x, valid_count = c.inputs
        for b in range(x.shape[0]):
            scores.append(x[b, : max(0, min(x.shape[1], int(valid_count[b]))), 1])
    assert any(s.size > 1 and tied(s) for s in scores)


def test_every_mode_of_a_choice_attribute_occurs():
    modes = {c.attrs.get("mode", "numpy") for c in valid("broadcast", 30)}
    assert modes == {"numpy", "explicit", "bidirectional"}


def test_structures_are_found_where_most_rank_choices_are_excluded():
    spec = cvmverify.spec("where")
    rng = np.random.default_rng(0)
    for _ in range(50):  # cond must have x's rank or be 1-D, y must have x's rank
        instance = structures.sample(spec, rng)
        ranks = dict(instance.structure)
        assert ranks["rank:x"] == ranks["rank:y"]
        assert ranks["rank:cond"] in (1, ranks["rank:x"])


def test_movement_ops_get_other_dtypes_and_value_ops_int32():
    assert {c.inputs[0].dtype.name for c in valid("transpose", 30)} > {"int32"}
    assert {c.inputs[0].dtype.name for c in valid("relu", 10)} == {"int32"}
    limited = cases.Config(dtypes=("int32",))
    assert {cases.valid_case("transpose", 0, i, limited).inputs[0].dtype.name
            for i in range(10)} == {"int32"}
