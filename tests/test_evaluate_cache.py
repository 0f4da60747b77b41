"""Instances are reused per structure: a reused one must behave exactly like a fresh one."""

import importlib

import numpy as np
import pytest

import cvmverify

# the module, not the function that `cvmverify.core.evaluate` names
evaluate_module = importlib.import_module("cvmverify.core.evaluate")


@pytest.fixture(autouse=True)
def empty_cache():
    evaluate_module._INSTANCES.clear()
    yield
    evaluate_module._INSTANCES.clear()


def shapes(outputs):
    return [o.shape for o in outputs]


def test_a_pinned_structure_picks_its_own_instance():
    x = np.arange(12)
    assert shapes(cvmverify.evaluate("split", [x], axis=0, num_splits=3)) == [(4,)] * 3
    assert shapes(cvmverify.evaluate("split", [x], axis=0, num_splits=4)) == [(3,)] * 4
    assert shapes(cvmverify.evaluate("split", [x], axis=0, num_splits=3)) == [(4,)] * 3
    key = next(k for k in evaluate_module._INSTANCES if k[0] == "split")
    assert len(evaluate_module._INSTANCES[key]) == 2  # one instance per number of outputs


def test_a_reused_instance_reports_the_same_first_violation():
    x = np.arange(12, dtype=np.int32)
    fresh = []
    for attrs in [dict(a_min=1, a_max=5), dict(a_min=5, a_max=5), dict(a_min=5, a_max=1)]:
        try:
            fresh.append(cvmverify.evaluate("clip", [x], **attrs)[0].tolist())
        except cvmverify.LogicError as error:
            fresh.append(str(error))
    evaluate_module._INSTANCES.clear()
    again = []
    for attrs in [dict(a_min=5, a_max=1), dict(a_min=5, a_max=5), dict(a_min=1, a_max=5)]:
        try:
            again.append(cvmverify.evaluate("clip", [x], **attrs)[0].tolist())
        except cvmverify.LogicError as error:
            again.append(str(error))
    assert fresh == again[::-1]
    assert "a_min < a_max" in fresh[1] and fresh[0] == np.clip(x, 1, 5).tolist()


def test_reused_instances_follow_new_dims_and_attributes():
    for n in (3, 5, 3, 7):
        x = np.arange(n * 4).reshape(n, 4)
        y = cvmverify.evaluate("slice", [x], begin=(1, -3), end=(n, 4), strides=(2, 1))[0]
        assert np.array_equal(y, x[1:n:2, -3:4])
    with pytest.raises(cvmverify.LogicError,
                       match=r"every entry of strides != 0 \(got strides\[0\]=0\)"):
        cvmverify.evaluate("slice", [x], begin=(1, -3), end=(n, 4), strides=(0, 1))
