"""Element values for a case: int32 data biased toward the values where kernels go wrong.

Value ops take int32 data and compute exactly; a result or intermediate outside int32 is a
logic error. So values are drawn first from the whole of int32 with its boundaries (0, +-1,
INT32_MIN, INT32_MAX, -INT32_MAX, and +-(2^(a-1) - 1), +-2^(a-1), +-3 * 2^(a-1) for every
attribute value a in 1..32: a precision's clip bounds, a shift's rounding halves), and the
case generator narrows the magnitude step by step (`MAGNITUDES`) while the reference
rejects them for overflow.

Profiles: ``small`` draws from [-3, 3] (zeros, signs), ``ties`` from two or three values
(equal scores, equal maxima), ``boundary`` from the special values, ``wide`` uniformly at a
random bit width, ``mixed`` picks per element. ``extremes``, for the invalid cases that
overflow, draws from the few values whose pairs leave int32 (INT32_MIN / -1, INT32_MAX + 1,
2^30 * 2), which ``boundary`` rarely puts side by side among its many.
"""

from __future__ import annotations

from typing import Any, Iterable

import numpy as np

from ..core.semantics import INT32_MAX, INT32_MIN

PROFILES = ("small", "ties", "boundary", "wide", "mixed")
EXTREMES = np.array([INT32_MIN, -INT32_MAX, -(2**30), -1, 1, 2**30, INT32_MAX], dtype=np.int64)
# the magnitude bound of each retry after an overflow (None: all of int32)
MAGNITUDES: tuple[int | None, ...] = (None, 2**24, 2**16, 2**11, 2**7, 2**4, 2)


def specials(attr_values: Iterable[Any]) -> np.ndarray:
    """The boundary values of int32 and of the case's attributes, sorted and distinct."""
    found = {0, 1, -1, 2, -2, 3, -3, INT32_MAX, INT32_MIN, -INT32_MAX, INT32_MAX - 1,
             2**30, -(2**30), 2**15 - 1, -(2**15), 127, -128}
    for value in _ints(attr_values):
        if 1 <= value <= 32:
            half = 2 ** (value - 1)
            for v in (half - 1, half, half + 1, 3 * half, 2 * half - 1):
                found |= {v, -v}
    return np.array(sorted(v for v in found if INT32_MIN <= v <= INT32_MAX), dtype=np.int64)


def _ints(values: Iterable[Any]) -> Iterable[int]:
    for value in values:
        if isinstance(value, (tuple, list)):
            yield from _ints(value)
        elif isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
            yield int(value)


def draw(rng: np.random.Generator, shape: tuple[int, ...], profile: str,
         special: np.ndarray, magnitude: int | None) -> np.ndarray:
    """int64 values of `shape` from `profile`, within [-magnitude, magnitude] if given."""
    size = int(np.prod(shape))
    if profile == "mixed":
        parts = [draw(rng, (size,), p, special, magnitude) for p in ("small", "boundary", "wide")]
        which = rng.integers(0, 3, size=size)
        values = np.choose(which, parts)
    elif profile == "small":
        values = rng.integers(-3, 4, size=size)
    elif profile == "ties":
        pool = rng.choice(np.union1d(special, np.arange(-3, 4)), size=int(rng.integers(2, 4)))
        if magnitude is not None:
            pool = np.clip(pool, -magnitude, magnitude)
        values = rng.choice(pool, size=size)
    elif profile == "extremes":
        values = rng.choice(EXTREMES, size=size)
    elif profile == "boundary":
        pool = special if magnitude is None else special[np.abs(special) <= magnitude]
        if magnitude is not None:
            pool = np.union1d(pool, [-magnitude, magnitude - 1, magnitude])
        values = rng.choice(pool, size=size)
    else:
        bits = int(rng.integers(1, 32))
        bound = 2**bits if magnitude is None else min(2**bits, magnitude)
        values = rng.integers(max(-bound, INT32_MIN), min(bound, INT32_MAX) + 1, size=size)
    if magnitude is not None:
        values = np.clip(values, -magnitude, magnitude)
    return np.asarray(values, dtype=np.int64).reshape(shape)


def draw_indices(rng: np.random.Generator, shape: tuple[int, ...], extent: int) -> np.ndarray:
    """int32 indices: mostly in [0, extent), some just outside, a few at the int32 limits
    (indices are clipped into range, never an error, so every int32 is legal)."""
    size = int(np.prod(shape))
    inside = rng.integers(0, max(extent, 1), size=size)
    near = rng.integers(-2, extent + 2, size=size)
    far = rng.choice(np.array([INT32_MIN, INT32_MAX, -1, extent, extent + 1]), size=size)
    which = rng.choice(3, size=size, p=[0.6, 0.3, 0.1])
    return np.choose(which, [inside, near, far]).astype(np.int32).reshape(shape)


def fitted(values: np.ndarray, dtype: str) -> np.ndarray:
    """Integer values in an integer `dtype` narrower than int64, clipped into its range (its
    limits are then among the values, as INT32_MIN and INT32_MAX are for int32)."""
    limits = np.iinfo(np.dtype(dtype))
    return np.clip(values, limits.min, limits.max).astype(dtype)


def as_dtype(values: np.ndarray, dtype: str) -> np.ndarray:
    """Data of a movement op in any dtype: the int values, converted (wrapping for narrow
    integer types, which is fine: only their bits are moved)."""
    target = np.dtype(dtype)
    if target == np.bool_:
        return values % 2 == 1
    if target.kind == "f":
        return values.astype(target)
    return values.astype(np.int64).astype(target)
