"""Rank lifting (`core.rank_lift`): a call with k leading unit axes on the inputs an op's `lift`
names, its attributes moved by their roles, means the same call, its outputs gaining the k
axes. Generated kernels exist only for the structures lifting reaches, so a wrong role
would be a wrong kernel at every rank below: the roles are held to the spec here, and
wrong ones are caught."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import cvmverify
from cvmverify.check import cases as casegen
from cvmverify.check.draw import NoCase
from cvmverify.core import rank_lift
from cvmverify.core.bind import bind_call, padded
from cvmverify.core.dsl import MAX_RANK, OperatorSpec, declare
from cvmverify.core.errors import LogicError, SpecError
from cvmverify.core.evaluate import instance_for

LIFTED = [op for op in cvmverify.ops() if cvmverify.spec(op).lift]


def _outcome(spec: OperatorSpec, inputs, attrs):
    try:
        return cvmverify.evaluate(spec, inputs, **attrs)
    except LogicError:
        return None


def _structure(spec: OperatorSpec, arrays, attrs) -> dict:
    """The structure the evaluator instantiates for a call (what a kernel is chosen by)."""
    return dict(instance_for(spec, bind_call(spec, list(arrays.values()), attrs)).structure)


def disagreement(spec: OperatorSpec, cases: int = 24, seed: int = 17) -> str | None:
    """The first drawn call (valid or not) whose lifted forms the evaluator answers
    otherwise, or None. Each call is lifted by one axis and up to rank 6; lifted by one,
    its structure must be the one `rank_lift.structure` gives, which the generator renders by
    (where it gives one: where it does not, every rank of the structure is rendered)."""
    roles, lifted_calls = rank_lift.plain_roles(spec.attrs), 0
    for index in range(cases):
        for valid in (True, False):
            try:
                case, _ = casegen.draw(spec, seed, index, valid)
                call = bind_call(spec, case.inputs, case.attrs)
            except (NoCase, LogicError):  # a form error is bound's to raise, before lifting
                continue
            attrs = padded(spec, call.arrays, call.attrs)
            expected = _outcome(spec, list(call.arrays.values()), attrs)
            # the most axes the call can take: every lifted input and output within rank 6
            ranks = [call.arrays[n].ndim for n in call.arrays
                     if rank_lift.is_one_of(n, spec.lift)]
            top = MAX_RANK - max(ranks + [o.ndim for o in expected or ()])
            for k in sorted({1, top}) if top >= 1 else ():
                found = rank_lift.lifted_call(call.arrays, attrs, spec.lift, roles, k)
                if found is None:
                    continue
                lifted_calls += 1
                arrays, lifted_attrs = found
                got = _outcome(spec, list(arrays.values()), lifted_attrs)
                where = f"{case.ident} lifted by {k} ({lifted_attrs})"
                if (got is None) != (expected is None):
                    return f"{where}: " + ("rejected" if got is None else "accepted") + \
                        f", the call itself is not"
                try:
                    got = got and rank_lift.dropped(got, k)
                except RuntimeError as error:
                    return f"{where}: {error}"
                if got is not None and not all(
                        g.shape == e.shape and g.dtype == e.dtype and np.array_equal(g, e)
                        for g, e in zip(got, expected)):
                    return f"{where}: other outputs"
                said = got is not None and k == 1 and rank_lift.structure(
                    spec, _structure(spec, call.arrays, attrs))
                if said and said != _structure(spec, arrays, lifted_attrs):
                    return f"{where}: rank_lift.structure says another structure, {said}"
    assert lifted_calls >= cases, "too few calls were lifted to say anything"
    return None


def test_the_ops_that_lift():
    # the rest have a fixed rank, or an axis a leading axis would change (flatten's first,
    # where's 1-D condition over axis 0)
    assert sorted(set(cvmverify.ops()) - set(LIFTED)) == sorted([
        "conv2d", "dense", "flatten", "get_valid_count", "max_pool2d", "non_max_suppression",
        "upsampling", "where"])


@pytest.mark.parametrize("op", LIFTED)
def test_a_lifted_call_means_the_call(op):
    assert disagreement(cvmverify.spec(op)) is None


def _with_role(op: str, name: str, role, lifted=None) -> OperatorSpec:
    spec = cvmverify.spec(op)
    attrs = tuple(dataclasses.replace(a, role=role) if a.name == name else a for a in spec.attrs)
    return declare(f"{op}_with_a_wrong_role", inputs=spec.inputs, attrs=attrs,
                   summary=spec.summary, lift=lifted or spec.lift)(spec.body)


@pytest.mark.parametrize("op, name, role, lifted", [
    ("split", "axis", None, None),                                  # the axis left in place
    ("sum", "axes", rank_lift.axis_of("x"), None),                  # exclude ignored
    ("max", "axes", rank_lift.reduced_axes_of("x", "exclude", "exclude"), None),  # all reduced
    ("transpose", "axes", rank_lift.axis_of("x"), None),            # () left reversed whole
    ("take", "axis", rank_lift.axis_of("x", none=["x"]), None),  # x lifted when axis=None
    ("expand_dims", "axis", rank_lift.axis_of("x"), None),          # its one extra place
    ("slice_like", "axes", rank_lift.axis_of("x"), ("x",)),         # shape_like not lifted
    ("tile", "reps", None, None),                                   # reps left as they are
    ("squeeze", "axes", rank_lift.axis_of("x"), None),              # () squeezes lifted axes
])
def test_a_wrong_role_is_caught(op, name, role, lifted):
    assert disagreement(_with_role(op, name, role, lifted)) is not None


def test_a_malformed_role_is_a_spec_error_at_the_spec():
    with pytest.raises(SpecError, match="role") as caught:
        _with_role("split", "axis", ("axis", "y", 0, None))
    assert "spec/split.py:" in str(caught.value)
    with pytest.raises(SpecError, match="lift names"):
        _with_role("split", "axis", rank_lift.axis_of("x"), ("x", "y"))
