"""The project's kernels: `kernel(inputs, **attrs) -> [outputs]`, checked by cvmverify."""

import numpy as np

MAX_DIM, MAX_SIZE = 2**24, 2**30


def scale_by(inputs, *, factor):
    """Exact, and rejects every call the spec rejects, as the strict contract asks."""
    (x,) = inputs
    if not isinstance(x, np.ndarray) or x.dtype != np.int32:
        raise ValueError("scale_by: x must be an int32 array")
    if not 1 <= x.ndim <= 6 or min(x.shape) < 1 or max(x.shape) > MAX_DIM \
            or x.size > MAX_SIZE:
        raise ValueError(f"scale_by: shape {x.shape} outside the runtime's limits")
    if not isinstance(factor, int) or not 1 <= factor <= 8:
        raise ValueError(f"scale_by: factor {factor} outside [1, 8]")
    wide = x.astype(np.int64) * factor
    if wide.size and (wide.min() < -2**31 or wide.max() > 2**31 - 1):
        raise ValueError("scale_by: a product leaves int32")
    return [wide.astype(np.int32)]


def relu(inputs):
    """For the runtime contract: the runtime has checked the shapes before the call."""
    return [np.maximum(inputs[0], 0)]
