"""Attributes bound padded (`Ints.pad`): a call with trailing entries left out means what
the same call with them filled in means, for every op that declares a pad. Generated
kernels are generated for the padded structures only, so a wrong pad would be a wrong
kernel; a pad declared wrong is caught here."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import cvmverify
from cvmverify.check import cases as casegen
from cvmverify.core.bind import padded
from cvmverify.core.dsl import OperatorSpec, declare
from cvmverify.core.errors import LogicError, SpecError

PADDED = [op for op in cvmverify.ops()
          if any(getattr(a, "pad", None) for a in cvmverify.spec(op).attrs)]


def disagreement(spec: OperatorSpec, cases: int = 150) -> str | None:
    """The first drawn call whose padded form the evaluator answers otherwise, or None."""
    shortened = 0
    for index in range(cases):
        case, expected = casegen.draw(spec, 11, index, True)
        arrays = {decl.name: array for decl, array in zip(spec.inputs, case.inputs)}
        attrs = padded(spec, arrays, case.attrs)
        shortened += attrs != case.attrs
        try:
            got = cvmverify.evaluate(spec, case.inputs, **attrs)
        except LogicError as error:
            return f"{case.ident}: padded {attrs} is rejected: {error}"
        if not all(np.array_equal(g, e) and g.shape == e.shape for g, e in zip(got, expected)):
            return f"{case.ident}: padded {attrs} gives other outputs"
    assert shortened >= cases // 10, "too few calls left entries out to say anything"
    return None


def test_the_ops_that_declare_pads():
    assert PADDED == ["slice"]


@pytest.mark.parametrize("op", PADDED)
def test_a_padded_call_means_what_the_short_one_means(op):
    assert disagreement(cvmverify.spec(op)) is None


def test_a_pad_declared_wrong_is_caught():
    spec = cvmverify.spec("slice")
    wrong = tuple(dataclasses.replace(a, pad=("x", 1)) if a.name == "end" else a
                  for a in spec.attrs)  # a missing end is the whole axis, not 1
    variant = declare("slice_end_padded_with_1", inputs=spec.inputs, attrs=wrong,
                      summary=spec.summary)(spec.body)
    assert disagreement(variant) is not None


@pytest.mark.parametrize("pad", [("y", 0), ("x", "axis"), ("x",)])
def test_a_malformed_pad_is_a_spec_error_at_the_spec(pad):
    spec = cvmverify.spec("slice")
    wrong = tuple(dataclasses.replace(a, pad=pad) if a.name == "begin" else a
                  for a in spec.attrs)
    with pytest.raises(SpecError, match="pad is") as caught:
        declare("slice_with_a_bad_pad", inputs=spec.inputs, attrs=wrong,
                summary=spec.summary)(spec.body)
    assert "spec/transform.py:" in str(caught.value)
