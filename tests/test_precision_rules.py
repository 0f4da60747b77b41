"""The precision rule each spec declares, against the table of SEMANTICS.md ("Precision")."""

import pytest

import cvmverify
from cvmverify import LogicError
from cvmverify.core.rule import output_precisions


def bitlen(n: int) -> int:
    return n.bit_length()


def declared(op, tensors, n_outputs=1, **attrs):
    return output_precisions(cvmverify.spec(op), tensors, attrs, n_outputs)


def test_every_operator_declares_a_rule():
    assert [op for op in cvmverify.ops() if cvmverify.spec(op).precision is None] == []


@pytest.mark.parametrize("op", ["elemwise_add", "elemwise_sub", "broadcast_add",
                                "broadcast_sub"])
def test_addition_takes_one_more_bit_than_the_widest_input(op):
    assert declared(op, [("a", 7, (2, 3)), ("b", 12, (2, 3))]) == [max(7, 12) + 1]


@pytest.mark.parametrize("op, expected", [
    ("broadcast_mul", 5 + 9), ("broadcast_max", 9), ("broadcast_div", 5),
    ("broadcast_greater", 5)])
def test_binary_rules(op, expected):
    assert declared(op, [("a", 5, (4,)), ("b", 9, (4,))]) == [expected]


@pytest.mark.parametrize("op, x_shape, w_shape, attrs, reduced", [
    ("dense", (3, 100), (4, 100), {}, 100),
    ("conv2d", (1, 6, 9, 9), (4, 3, 2, 5), {"groups": 2}, 3 * 2 * 5)])
def test_product_sums_add_the_bits_of_the_reduced_length(op, x_shape, w_shape, attrs, reduced):
    tensors = [("x", 8, x_shape), ("w", 7, w_shape)]
    assert declared(op, tensors, **attrs) == [8 + 7 + bitlen(reduced)]
    with_bias = declared(op, tensors + [("b", 25, (4,))], **attrs)
    assert with_bias == [max(8 + 7 + bitlen(reduced), 25) + 1]


@pytest.mark.parametrize("op", ["dense", "conv2d"])
def test_product_sums_require_inputs_of_at_most_8_bits(op):
    shapes = {"dense": ((3, 4), (2, 4)), "conv2d": ((1, 1, 3, 3), (1, 1, 1, 1))}[op]
    with pytest.raises(LogicError, match=r"p\(x\) <= 8.*p\(x\)=9"):
        declared(op, [("x", 9, shapes[0]), ("w", 8, shapes[1])])


@pytest.mark.parametrize("attrs, extent", [
    (dict(axes=(1,), keepdims=False, exclude=False), 100),
    (dict(axes=(-1, 0), keepdims=True, exclude=False), 3 * 5),
    (dict(axes=(1,), keepdims=False, exclude=True), 3 * 5),
    (dict(axes=(), keepdims=False, exclude=False), 3 * 100 * 5)])
def test_sum_adds_the_bits_of_in_size_over_out_size(attrs, extent):
    assert declared("sum", [("x", 8, (3, 100, 5))], **attrs) == [8 + bitlen(extent)]


def test_clip_takes_the_bits_of_its_bounds():
    assert declared("clip", [("x", 20, (3,))], a_min=-5, a_max=100) == [bitlen(101) + 1]
    with pytest.raises(LogicError, match="output precision in 1..32.*=33"):
        declared("clip", [("x", 20, (3,))], a_min=0, a_max=2**31 - 1)


def test_shifts_take_the_precision_attribute_and_left_shift_requires_room():
    assert declared("cvm_right_shift", [("x", 20, (3,))], precision=8, shift_bit=3) == [8]
    assert declared("cvm_left_shift", [("x", 20, (3,))], precision=8, shift_bit=12) == [8]
    with pytest.raises(LogicError, match=r"cvm_left_shift: requires p\(x\) \+ shift_bit <= 32"
                                         r".*shift_bit=13"):
        declared("cvm_left_shift", [("x", 20, (3,))], precision=8, shift_bit=13)


def test_data_rules():
    assert declared("cvm_precision", [("x", 32, (3,))]) == [6]
    assert declared("cvm_lut", [("indices", 30, (3,)), ("table", 7, (9,))]) == [7]
    assert declared("where", [("cond", 2, (3,)), ("x", 20, (3,)), ("y", 20, (3,))]) == [2]
    assert declared("concatenate", [("x0", 8, (3,)), ("x1", 12, (3,))], axis=0) == [12]
    assert declared("get_valid_count", [("x", 9, (2, 3, 6))], 2, score_threshold=0) == [
        bitlen(3 * 6 + 1) + 1, 9]


@pytest.mark.parametrize("op", ["relu", "abs", "negative", "max", "transpose", "flatten"])
def test_other_ops_keep_their_first_input_precision(op):
    assert declared(op, [("x", 11, (2, 3))]) == [11]


def test_an_input_precision_outside_1_to_32_is_a_logic_error():
    with pytest.raises(LogicError, match=r"relu: requires precision of x in 1..32.*=33"):
        declared("relu", [("x", 33, (2,))])


def test_evaluation_holds_inputs_to_their_precisions():
    import numpy as np

    a, b = np.array([127, -127], dtype=np.int32), np.array([3, 128], dtype=np.int32)
    assert cvmverify.evaluate("broadcast_add", [a, b], precisions=[8, 9])[0].tolist() == [130,
                                                                                           1]
    with pytest.raises(LogicError, match=r"broadcast_add: requires every value of b within "
                                         r"precision 8 \(\|value\| <= 127\) \(got b\[1\]=128\)"):
        cvmverify.evaluate("broadcast_add", [a, b], precisions=[8, 8])
    with pytest.raises(LogicError, match="one precision per input"):
        cvmverify.evaluate("broadcast_add", [a, b], precisions=[8])
    with pytest.raises(LogicError, match=r"precision of a in 1..32"):
        cvmverify.evaluate("broadcast_add", [a, b], precisions=[0, 9])


def test_evaluation_holds_the_call_to_the_rule_requirements():
    import numpy as np

    x = np.array([1, -3], dtype=np.int32)
    with pytest.raises(LogicError, match=r"cvm_left_shift: requires p\(x\) \+ shift_bit <= 32"):
        cvmverify.evaluate("cvm_left_shift", [x], precisions=[30], precision=8, shift_bit=3)
    assert cvmverify.evaluate("cvm_left_shift", [x], precisions=[29], precision=8,
                              shift_bit=3)[0].tolist() == [8, -24]
