"""The meanings of the semantics table's integer functions that NumPy lacks, on int64 arrays.

They are the table's NumPy column (`semantics.TABLE`), and the generated NumPy modules carry a
copy of each one they use (`codegen.numpy_module.runtime_source` copies their source), so a
generated kernel needs NumPy alone.
"""

import numpy as np


def _truncdiv(a, b):
    """a / b rounded toward zero (C division), on int64."""
    q = np.abs(a) // np.abs(b)
    return np.where((a >= 0) == (b > 0), q, -q)


def _rem(a, b):
    """a - b * _truncdiv(a, b): C's remainder, with the sign of a."""
    return a - b * _truncdiv(a, b)


def _bitwidth(x):
    """The smallest i >= 1 with abs(x) < 2**i."""
    a = np.abs(np.asarray(x, dtype=np.int64))
    width = np.ones(a.shape, dtype=np.int64)
    for bit in range(1, 63):
        width = np.where(a >= (np.int64(1) << bit), bit + 1, width)
    return width
