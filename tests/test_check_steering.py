"""Cases that reach defects: steered to joint boundaries, select arms, the largest dim a
rule allows, mid-range values, broken lengths and the vision ops' data paths. Each mutant
of `check_mutants.STEERED_MUTANTS` passed the default run before the steering existed."""

from __future__ import annotations

import numpy as np
import pytest

import check_mutants
import cvmverify
from cvmverify.check import check_kernel
from cvmverify.check import cases as casegen
from cvmverify.check.draw import Config
from cvmverify.check.invalid import invalid_case
from kernels.numpy_compute import KERNELS as COMPUTE


@pytest.mark.parametrize("name", sorted(check_mutants.STEERED_MUTANTS))
def test_steered_mutant_is_caught_with_default_settings(name):
    op, kernel, kinds = check_mutants.STEERED_MUTANTS[name]
    report = check_kernel(op, kernel, isolate=False)
    assert not report.ok, report.summary()
    assert report.failures[0].kind in kinds, report.failures[0].describe()


def valid_cases(op: str, n: int = 100):
    spec = cvmverify.spec(op)
    return [casegen.draw(spec, 0, i, True, Config()) for i in range(n)]


def test_nms_cases_take_the_suppression_path():
    suppressing = 0
    for case, outputs in valid_cases("non_max_suppression"):
        never = {**case.attrs, "iou_threshold": 2**31 - 1}
        unsuppressed = cvmverify.evaluate("non_max_suppression",
                                          [x.copy() for x in case.inputs], **never)[0]
        suppressing += not np.array_equal(unsuppressed, outputs[0])
    assert suppressing >= 5


def test_get_valid_count_cases_have_negative_ids_in_middle_rows():
    middle = 0
    for case, _ in valid_cases("get_valid_count"):
        ids = case.inputs[0][..., 0]
        middle += bool((ids[:, 1:-1] < 0).any()) if ids.shape[1] > 2 else 0
    assert middle >= 10


def test_a_dim_reaches_the_upper_bound_its_rule_allows():
    widths = {case.inputs[0].shape[2] for case, _ in valid_cases("get_valid_count")}
    assert 32 in widths  # 2 <= x.shape[2] <= 32, beyond the per-dim cap of 12


def test_mid_range_cases_have_every_dim_above_one_and_attributes_beyond_the_extremes():
    found = [case for case, _ in valid_cases("conv2d") if "mid-range" in case.profile]
    assert found
    assert any(all(n >= 2 for n in case.inputs[0].shape) for case in found)
    assert any(2 <= v <= 24 for case in found for v in case.attrs.get("stride", ()))


def test_joint_boundaries_are_reached_and_reported():
    report = check_kernel("max_pool2d", COMPUTE["max_pool2d"], isolate=False)
    coverage = report.coverage
    assert report.ok and coverage.boundaries and coverage.boundaries_reached
    shown = report.to_dict()["coverage"]
    assert shown["boundaries_reached"] == len(coverage.boundaries_reached)
    assert len(shown["boundaries_not_reached"]) == \
        len(coverage.boundaries) - len(coverage.boundaries_reached)
    assert "joint boundaries reached" in coverage.summary()


@pytest.mark.parametrize("op", ["slice", "max_pool2d", "conv2d", "split", "tile"])
def test_a_case_steered_to_a_joint_boundary_sits_on_one(op):
    from cvmverify.core.bind import bind_call
    from cvmverify.check import steer, structures

    steered = [c for c, _ in valid_cases(op, 60) if "joint boundary" in c.profile]
    assert steered
    on_one = 0
    for case in steered:
        instance = structures.instantiate(cvmverify.spec(op), case.structure)
        values = bind_call(cvmverify.spec(op), case.inputs, case.attrs).binder.values
        atoms = steer.joint_atoms(instance)
        on_one += any(steer.is_tight(atom, values) for _, atom in atoms) or not atoms
    # a boundary beyond the case caps (4096 outputs of a split) is given up, not forced
    assert on_one >= 0.75 * len(steered)


def test_invalid_cases_break_length_rules():
    broken = [invalid_case("transpose", 0, i, Config()) for i in range(20)]
    longer = [c for c in broken if c.profile == "axes one entry longer"]
    assert longer and all(len(c.attrs["axes"]) > c.inputs[0].ndim for c in longer)
    assert longer[0].violated == "axes empty or one entry per axis of x"
