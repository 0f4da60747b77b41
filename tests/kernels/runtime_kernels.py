"""Kernels written for the CVM runtime, which checks precisions before a kernel runs and
never an element: none of these checks overflow, shapes or attributes. The correct ones
compute in int32 wherever the precision rules keep the values there (int64 only where a
step may reach 2^31, as a rounding shift's +1 may); each mutant is one of them with one
realistic bug that only the values the rules allow can expose."""

from __future__ import annotations

import numpy as np


def _bound(precision: int) -> int:
    return 2 ** (precision - 1) - 1


def elemwise_add(inputs, **_):
    a, b = inputs
    return a + b  # max(p_a, p_b) + 1 <= 32: the sum fits int32


def broadcast_mul(inputs, **_):
    a, b = inputs
    return a * b  # p_a + p_b <= 32: the product fits int32


def dense(inputs, **_):
    x, w = inputs[:2]
    y = x @ w.T   # 8-bit inputs, p_x + p_w + bitlen(K) <= 32: int32 accumulation is exact
    return y + inputs[2] if len(inputs) == 3 else y


def cvm_right_shift(inputs, *, precision, shift_bit):
    x = inputs[0].astype(np.int64)  # floor(x / 2^(s-1)) + 1 reaches 2^31 at p(x) = 32
    y = ((x >> (shift_bit - 1)) + 1) >> 1
    return np.clip(y, -_bound(precision), _bound(precision)).astype(np.int32)


def cvm_left_shift(inputs, *, precision, shift_bit):
    x = inputs[0]  # p(x) + shift_bit <= 32: the shifted value fits int32
    return np.clip(x << shift_bit, -_bound(precision), _bound(precision))


def cvm_clip(inputs, *, precision):
    return np.clip(inputs[0], -_bound(precision), _bound(precision))


def relu(inputs, **_):
    return np.maximum(inputs[0], 0)


def transpose(inputs, axes=()):
    return np.transpose(inputs[0], axes or None).copy()


def dense_requant(inputs):
    """The fused kernel of graphs/dense_requant.toml: dense with bias, a right shift by 6
    to 8 bits, a clip to 8 bits."""
    x, w, b = inputs
    acc = (x @ w.T + b).astype(np.int64)
    y = ((acc >> 5) + 1) >> 1
    return np.clip(y, -127, 127).astype(np.int32)


# -- mutants ---------------------------------------------------------------------------------

def elemwise_add_narrowed(inputs, **_):
    """Takes the output's precision for its inputs': when both fit int8 it adds in int8,
    although the rule gives their sum 9 bits."""
    a, b = inputs
    if max(np.abs(a).max(), np.abs(b).max()) <= 127:
        return (a.astype(np.int8) + b.astype(np.int8)).astype(np.int32)
    return a + b


def cvm_right_shift_rounding_in_int32(inputs, *, precision, shift_bit):
    """Adds the rounding half, 2^(s-1), before shifting, in int32: it wraps near INT32_MAX,
    which a precision of 32 allows."""
    x = inputs[0]
    if shift_bit == 32:  # every int32 rounds to 0
        return np.zeros_like(x)
    with np.errstate(over="ignore"):
        y = (x + np.int32(1 << (shift_bit - 1))) >> shift_bit
    return np.clip(y, -_bound(precision), _bound(precision)).astype(np.int32)


def dense_requant_int16(inputs):
    """Accumulates the 8-bit products in int16, which overflows once K products add up."""
    x, w, b = inputs
    acc = (x.astype(np.int16) @ w.T.astype(np.int16) + b.astype(np.int16)).astype(np.int64)
    y = ((acc >> 5) + 1) >> 1
    return np.clip(y, -127, 127).astype(np.int32)
