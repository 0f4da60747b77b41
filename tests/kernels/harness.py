"""Run an operator through cvmverify or through the independent kernels, and compare outputs.

Tests are parametrized over both implementations: the kernels stand in for the evaluator
as a second, independently written reference, and the same expectations hold for both.
``cvmverify`` is imported lazily so the kernel half runs without the package.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

import numpy as np
import pytest

from kernels.numpy_compute import INT32_MAX, INT32_MIN, KERNELS


class Evaluator:
    """cvmverify.core.evaluate; invalid instances raise cvmverify.LogicError."""

    name = "cvmverify"

    @staticmethod
    def _module():
        return importlib.import_module("cvmverify")

    def knows(self, op: str) -> bool:
        return op in self._module().ops()

    def run(self, op: str, inputs: Sequence[np.ndarray], **attrs) -> list[np.ndarray]:
        return self._module().evaluate(op, list(inputs), **attrs)

    @property
    def error(self) -> type[Exception]:
        return self._module().LogicError


class Kernel:
    """The independent NumPy kernels; invalid instances raise ValueError."""

    name = "kernel"
    error = ValueError

    def knows(self, op: str) -> bool:
        return op in KERNELS

    def run(self, op: str, inputs: Sequence[np.ndarray], **attrs) -> list[np.ndarray]:
        return KERNELS[op](list(inputs), **attrs)


EVALUATOR = Evaluator()
KERNEL = Kernel()
IMPLS = [pytest.param(EVALUATOR, id="cvmverify"), pytest.param(KERNEL, id="kernel")]


def run_unchanged(impl, op: str, inputs: Sequence[np.ndarray], **attrs) -> list[np.ndarray]:
    """Run the op and check that it left its inputs untouched."""
    before = [None if x is None else x.copy() for x in inputs]
    outputs = impl.run(op, inputs, **attrs)
    for old, new in zip(before, inputs):
        if old is not None:
            assert old.dtype == new.dtype and np.array_equal(old, new), f"{op} modified an input"
    return outputs


def assert_outputs(actual: Sequence[np.ndarray], expected: Sequence[np.ndarray]) -> None:
    """Bit-exact: same number of outputs, and per output the same dtype, shape and values."""
    assert isinstance(actual, list), f"expected a list of outputs, got {type(actual).__name__}"
    assert len(actual) == len(expected)
    for i, (got, want) in enumerate(zip(actual, expected)):
        assert isinstance(got, np.ndarray), f"output {i} is a {type(got).__name__}"
        assert got.dtype == want.dtype, f"output {i}: dtype {got.dtype} != {want.dtype}"
        assert got.shape == want.shape, f"output {i}: shape {got.shape} != {want.shape}"
        assert np.array_equal(got, want), f"output {i}:\n{got}\n!=\n{want}"


def assert_rejected(impl, op: str, inputs: Sequence[np.ndarray], **attrs) -> None:
    """The instance is invalid: the op raises its logic error, and the message names the op.

    The op must be known, so that an "unknown operator" error cannot pass for a rejection.
    """
    assert impl.knows(op), f"{impl.name} does not know {op}"
    with pytest.raises(impl.error) as info:
        impl.run(op, inputs, **attrs)
    assert op in str(info.value), f"message does not name {op}: {info.value}"


def fits_int32(values: np.ndarray) -> bool:
    return values.size == 0 or (INT32_MIN <= int(values.min()) and int(values.max()) <= INT32_MAX)


def assert_int32_outputs(impl, op: str, inputs, attrs: dict, exact: Sequence[np.ndarray] | None) -> None:
    """Compare with exact (wide) expected values: int32 outputs if they all fit, else a logic error.

    ``exact=None`` means the instance is invalid for a reason the caller worked out.
    """
    if exact is None or not all(fits_int32(np.asarray(e)) for e in exact):
        assert_rejected(impl, op, inputs, **attrs)
        return
    expected = [np.asarray(e).astype(np.int32) for e in exact]
    assert_outputs(run_unchanged(impl, op, inputs, **attrs), expected)
