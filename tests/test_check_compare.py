"""Judging one call: bit-exact comparison, the failure kinds, and the JSON form of a case."""

from __future__ import annotations

import ctypes
import json

import numpy as np

from cvmverify.check.case import Case
from cvmverify.check.compare import compare_outputs, first_difference, judge, symptom
from cvmverify.check.kernels import NotArray, Outcome, invoke
from cvmverify.core.dlpack import DLTensor, attrs_json, dl_dtype


def i32(*values) -> np.ndarray:
    return np.array(values, dtype=np.int32)


def a_case(valid: bool = True) -> Case:
    return Case(op="relu", seed=0, index=3, valid=valid, inputs=[i32(-1, 2)], attrs={},
                layout=[((2,), "int32")], violated="" if valid else "a rule")


def test_first_difference_is_row_major_and_bitwise():
    a = np.zeros((2, 3), dtype=np.int32)
    b = a.copy()
    b[1, 0] = 7
    b[1, 2] = 9
    assert first_difference(a, b) == (1, 0)
    assert first_difference(a, a.copy()) is None
    nan = np.array([np.nan, 0.0], dtype=np.float32)
    assert first_difference(nan, nan.copy()) is None  # the same NaN bits are equal
    assert first_difference(np.array([0.0, 1.0]), np.array([-0.0, 1.0])) == (0,)


def test_outputs_must_match_in_count_type_dtype_shape_and_values():
    want = [i32(1, 2)]
    assert compare_outputs(want, [i32(1, 2)]) is None
    assert "2 outputs" in compare_outputs(want, [i32(1, 2), i32(1, 2)]).detail
    assert "not a numpy.ndarray" in compare_outputs(want, [NotArray("list", "[1, 2]")]).detail
    assert "dtype int64" in compare_outputs(want, [np.array([1, 2])]).detail
    assert "shape (1, 2)" in compare_outputs(want, [i32(1, 2).reshape(1, 2)]).detail
    verdict = compare_outputs(want, [i32(1, 5)])
    assert (verdict.status, verdict.index, verdict.expected, verdict.got) == \
        ("mismatch", (1,), 2, 5)


def test_judge_names_the_failure_kind():
    valid, invalid = a_case(True), a_case(False)
    out = Outcome("returned", outputs=[i32(0, 2)])
    assert judge(valid, [i32(0, 2)], out) is None
    assert judge(valid, [i32(0, 3)], out).status == "mismatch"
    assert judge(valid, [i32(0, 2)], Outcome("rejected", message="no")).status == "rejected-valid"
    assert judge(invalid, None, out).status == "accepted-invalid"
    assert judge(invalid, None, Outcome("rejected")) is None
    assert judge(valid, None, Outcome("crash", message="SIGSEGV")).status == "crash"
    assert judge(invalid, None, Outcome("timeout")).status == "timeout"
    modified = Outcome("returned", outputs=[i32(0, 2)], modified=[0], changed=[i32(0, 2)])
    verdict = judge(valid, [i32(0, 2)], modified)
    assert (verdict.status, verdict.index, verdict.expected, verdict.got) == \
        ("modified-input", (0,), -1, 0)


def test_invoke_passes_copies_and_sees_writes_to_inputs():
    original = i32(-1, 2)

    def in_place(inputs):
        np.maximum(inputs[0], 0, out=inputs[0])
        return inputs[0]

    outcome = invoke(in_place, [original], {}, [])
    assert original.tolist() == [-1, 2]
    assert outcome.status == "returned" and outcome.modified == [0]
    assert outcome.outputs[0].tolist() == [0, 2]
    rejected = invoke(lambda inputs: 1 / 0, [original], {}, [])
    assert rejected.status == "rejected" and "ZeroDivisionError" in rejected.message
    odd = invoke(lambda inputs: [[0, 2]], [original], {}, [])
    assert isinstance(odd.outputs[0], NotArray)


def test_a_rejection_raised_inside_numpy_names_the_kernel_line_that_called_it():
    def tiles_to_a_wrong_shape(inputs):
        return np.broadcast_to(inputs[0], (3,))  # the line a reader needs

    message = invoke(tiles_to_a_wrong_shape, [i32(1, 2)], {}, []).message
    line = tiles_to_a_wrong_shape.__code__.co_firstlineno + 1
    assert message.startswith("ValueError: ")
    assert f"(at {__file__}:{line}, raised in " in message and "numpy" in message
    own = invoke(lambda inputs: 1 / 0, [i32(1)], {}, []).message
    assert f"(at {__file__}:" in own and "raised in" not in own


def test_a_symptom_hides_the_case_numbers_and_keeps_dtypes_and_shapes_readable():
    [want] = [i32(1, 2)]
    cases = {"output # has dtype int64, expected int32": [want.astype(np.int64)],
             "output # has shape [...], expected [...]": [i32(1, 2, 3)],
             "# outputs, expected #": [want, want]}
    for text, got in cases.items():
        assert symptom(a_case(), compare_outputs([want], got)) == f"mismatch: {text}"


def test_outputs_in_another_order_are_said_to_be_so():
    pieces = [i32(1), i32(2, 3), i32(4)]
    verdict = compare_outputs(pieces, pieces[::-1])
    assert verdict.detail == "the outputs in another order, each right: " \
        "output 0 is the expected output 2, output 2 is the expected output 0"
    assert symptom(a_case(), verdict) == "mismatch: the outputs in another order, each right"
    equal = [i32(1), i32(2, 3), i32(2, 3)]
    assert compare_outputs(equal, [equal[0], equal[2], equal[1]]) is None
    assert compare_outputs(equal, [i32(1), i32(2, 3), i32(2, 4)]).detail == \
        "output 2 differs at [1]"


def test_a_case_survives_json_bit_exactly():
    inputs = [np.array([[np.nan, -0.0]], dtype=np.float32), np.array([True, False]),
              np.array([-(2**63)], dtype=np.int64)]
    case = Case(op="concatenate", seed=4, index=2, valid=True, inputs=inputs,
                attrs={"axis": -1, "pair": (1, 2), "flag": None}, layout=[((1, 2), "float32")],
                structure={"rank:x": 2, "count:x": 3})
    back = Case.from_dict(json.loads(json.dumps(case.to_dict())))
    assert [x.tobytes() for x in back.inputs] == [x.tobytes() for x in inputs]
    assert [x.dtype for x in back.inputs] == [x.dtype for x in inputs]
    assert back.attrs == {"axis": -1, "pair": (1, 2), "flag": None}
    assert (back.ident, back.layout, back.structure) == (case.ident, case.layout, case.structure)


def test_dlpack_structs_have_the_standard_layout():
    assert ctypes.sizeof(DLTensor) == 48  # data, device, ndim, dtype, shape, strides, offset
    assert DLTensor.shape.offset == 24 and DLTensor.byte_offset.offset == 40
    t = dl_dtype(np.dtype(np.int32))
    assert (t.code, t.bits, t.lanes) == (0, 32, 1)
    assert (dl_dtype(np.dtype(np.float32)).code, dl_dtype(np.dtype(np.uint8)).code) == (2, 1)
    assert attrs_json({"axes": (1, 0), "keepdims": True, "n": np.int64(3)}) == \
        b'{"axes": [1, 0], "keepdims": true, "n": 3}'
