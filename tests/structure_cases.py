"""One valid case per generated kernel: for every structure `cvmverify gen` renders a kernel
for, a case the checker draws within that structure, and the reference's outputs for it.
The tests run every generated kernel on its case, NumPy and CUDA (through the host shim)."""

from __future__ import annotations

import functools

import numpy as np

import cvmverify
from cvmverify.check import cases as casegen
from cvmverify.check.draw import PLANS, Config, NoCase
from cvmverify.codegen.generate import MAX_RANK, operator_target

SEED = 5
CASES = 1  # per kernel (the random checks of every op draw many more)


@functools.lru_cache(maxsize=None)
def structure_cases(op: str) -> list[tuple[str, object, list]]:
    """(kernel function, case, expected outputs) for every kernel of `op`'s module: `CASES`
    random cases (past the boundary plans, which start with dims of 1) of each kernel's
    structure."""
    found = []
    for plan in operator_target(cvmverify.spec(op), MAX_RANK).plans:
        for index in range(len(PLANS), len(PLANS) + CASES):
            case, expected = _draw(op, index, plan.instance.structure)
            found.append((plan.function, case, expected))
    return found


def _draw(op: str, index: int, structure) -> tuple:
    """A case of `structure`, drawn within the checker's default sizes where they leave
    room for one, else with larger outputs: 4 inputs of rank 6 joined along an axis make
    an axis of 4 where the default output size allows 2 per dim."""
    try:
        return casegen.draw(op, SEED, index, True, Config(max_rank=MAX_RANK, structure=structure))
    except NoCase:
        return casegen.draw(op, SEED, index, True, Config(
            max_rank=MAX_RANK, structure=structure, output_elements=4 ** MAX_RANK))


def outputs_equal(got, expected) -> bool:
    """Bit for bit: the same dtypes, shapes and elements."""
    return len(got) == len(expected) and all(
        g.dtype == e.dtype and g.shape == e.shape and np.array_equal(g, e)
        for g, e in zip(got, expected))
