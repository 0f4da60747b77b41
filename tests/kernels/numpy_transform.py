"""Reference NumPy kernels for the data-movement operators.

Every kernel follows SEMANTICS.md and the operator formalization: it validates its
preconditions (raising ``ValueError`` that names the op), computes the output shape, checks
the runtime limits on it, and then evaluates the formalization's element rule
``Y[d] = X[source_index(d)]`` as one gather.  Writing each op as an index map, rather than
calling NumPy's own function of the same name, keeps these kernels independent of the NumPy
counterparts the tests also compare against.

Calling convention: ``kernel(inputs, **attrs) -> list[np.ndarray]`` with one array per
output; attribute names and defaults as in SEMANTICS.md.  Dtypes are preserved.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable, Sequence

import numpy as np

MAX_RANK = 6
MAX_DIM = 2**24
MAX_SIZE = 2**30
MAX_ATTR = 4096
INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1
BROADCAST_MODES = ("numpy", "explicit", "bidirectional")

# The op `slice` below shadows the builtin inside this module.
_py_slice = builtins.slice

Index = list  # one integer index array (or int) per dimension, broadcastable together


# --------------------------------------------------------------------------- validation


def _fail(op: str, message: str):
    raise ValueError(f"{op}: {message}")


def _check_shape(op: str, shape: Sequence[int], what: str) -> None:
    """Runtime limits: rank 1..6, every dim 1..2^24, size at most 2^30."""
    if not 1 <= len(shape) <= MAX_RANK:
        _fail(op, f"{what} has rank {len(shape)}, outside 1..{MAX_RANK}")
    for dim in shape:
        if not 1 <= dim <= MAX_DIM:
            _fail(op, f"{what} has dim {dim}, outside 1..2^24 (shape {tuple(shape)})")
    if math.prod(shape) > MAX_SIZE:
        _fail(op, f"{what} of shape {tuple(shape)} has more than 2^30 elements")


def _inputs(op: str, inputs: Sequence, count: int | None) -> list[np.ndarray]:
    arrays = [np.asarray(a) for a in inputs]
    if count is not None and len(arrays) != count:
        _fail(op, f"expects {count} inputs, got {len(arrays)}")
    for i, a in enumerate(arrays):
        _check_shape(op, a.shape, f"input {i}")
    return arrays


def _int(op: str, name: str, value) -> int:
    # bool is an int subclass, but a flag is never a valid count or axis.
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        _fail(op, f"{name} must be an int, got {value!r}")
    return int(value)


def _int_list(op: str, name: str, values) -> list[int]:
    if isinstance(values, np.ndarray):
        values = values.tolist()
    if not isinstance(values, (list, tuple)):
        _fail(op, f"{name} must be a list of ints, got {values!r}")
    return [_int(op, name, v) for v in values]


def _axis(op: str, value, rank: int, name: str = "axis") -> int:
    """An axis in [-rank, rank), normalised to [0, rank)."""
    axis = _int(op, name, value)
    if not -rank <= axis < rank:
        _fail(op, f"{name}={axis} outside [{-rank}, {rank})")
    return axis + rank if axis < 0 else axis


def _count(op: str, name: str, value, low: int = 1) -> int:
    """A count-like attribute in [low, 4096]."""
    count = _int(op, name, value)
    if not low <= count <= MAX_ATTR:
        _fail(op, f"{name}={count} outside [{low}, {MAX_ATTR}]")
    return count


def _index_values(op: str, indices: np.ndarray) -> np.ndarray:
    """Index tensors are int32: any integer dtype whose values lie in int32."""
    if not np.issubdtype(indices.dtype, np.integer):
        _fail(op, f"indices must be integers, got dtype {indices.dtype}")
    if int(indices.min()) < INT32_MIN or int(indices.max()) > INT32_MAX:
        _fail(op, "indices outside int32")
    return indices.astype(np.int64)


# --------------------------------------------------------------------------- index maps


def _gather(
    x: np.ndarray, out_shape: Sequence[int], source: Callable[[Index], Index]
) -> np.ndarray:
    """Y[d] = X[source(d)] for every output index d.

    ``source`` receives one sparse index grid per output dimension and returns one index
    array per input dimension; a constant entry broadcasts over the whole output.
    """
    out_shape = tuple(out_shape)
    grids = list(np.indices(out_shape, sparse=True))
    src = source(grids)
    full = tuple(np.broadcast_to(np.asarray(s, dtype=np.intp), out_shape) for s in src)
    return x[full]


def _flat_index(index: Index, shape: Sequence[int]):
    """Row-major flat index: the formalization's flatten_index."""
    flat = 0
    for d, n in zip(index, shape):
        flat = flat * n + d
    return flat


def _unravel(flat, shape: Sequence[int]) -> Index:
    """Inverse of _flat_index."""
    index = []
    for n in reversed(shape):
        index.append(flat % n)
        flat = flat // n
    return index[::-1]


# --------------------------------------------------------------------------- reshaping ops


def flatten(inputs: list[np.ndarray]) -> list[np.ndarray]:
    """(n0, n1, ..., n(N-1)) -> (n0, n1*...*n(N-1)); a 1-D input gives (n0, 1)."""
    op = "flatten"
    (x,) = _inputs(op, inputs, 1)
    out = (x.shape[0], math.prod(x.shape[1:]))
    _check_shape(op, out, "output")
    return [_gather(x, out, lambda d: _unravel(_flat_index(d, out), x.shape))]


def _reshape_target(op: str, shape: tuple[int, ...], target: list[int]) -> tuple[int, ...]:
    """Resolve 0 (copy the input dim at the same position) and one -1 (inferred)."""
    if not target:
        _fail(op, "target_shape is empty")
    dims, inferred = [], None
    for i, t in enumerate(target):
        if t > 0:
            dims.append(t)
        elif t == 0:
            if i >= len(shape):
                _fail(op, f"target_shape[{i}] = 0 has no input dim to copy")
            dims.append(shape[i])
        elif t == -1:
            if inferred is not None:
                _fail(op, "target_shape holds more than one -1")
            inferred = i
            dims.append(1)
        else:
            _fail(op, f"target_shape[{i}] = {t} is not a dim, 0 or -1")
    size, known = math.prod(shape), math.prod(dims)
    if inferred is not None:
        if size % known:
            _fail(op, f"cannot infer -1: {size} elements are not a multiple of {known}")
        dims[inferred] = size // known
    if math.prod(dims) != size:
        _fail(op, f"target_shape {tuple(dims)} does not hold the {size} input elements")
    return tuple(dims)


def reshape(inputs: list[np.ndarray], *, target_shape) -> list[np.ndarray]:
    op = "reshape"
    (x,) = _inputs(op, inputs, 1)
    out = _reshape_target(op, x.shape, _int_list(op, "target_shape", target_shape))
    _check_shape(op, out, "output")
    return [_gather(x, out, lambda d: _unravel(_flat_index(d, out), x.shape))]


def expand_dims(inputs: list[np.ndarray], *, axis, num_newaxis=1) -> list[np.ndarray]:
    """Insert num_newaxis dims of 1 before input dim `axis`; a negative axis is axis + N + 1."""
    op = "expand_dims"
    (x,) = _inputs(op, inputs, 1)
    n = x.ndim
    at = _int(op, "axis", axis)
    if not -n - 1 <= at <= n:
        _fail(op, f"axis={at} outside [{-n - 1}, {n}]")
    if at < 0:
        at += n + 1
    k = _count(op, "num_newaxis", num_newaxis, low=0)
    out = x.shape[:at] + (1,) * k + x.shape[at:]
    _check_shape(op, out, "output")
    return [_gather(x, out, lambda d: d[:at] + d[at + k:])]


def squeeze(inputs: list[np.ndarray], *, axes=()) -> list[np.ndarray]:
    """Drop the listed dims (each must be 1), or every dim of 1 when axes is empty."""
    op = "squeeze"
    (x,) = _inputs(op, inputs, 1)
    n = x.ndim
    listed = _int_list(op, "axes", axes)
    if listed:
        dropped = {_axis(op, a, n, "axes") for a in listed}
        if len(dropped) != len(listed) or len(listed) > n:
            _fail(op, f"axes {tuple(listed)} name an axis twice")
        for j in sorted(dropped):
            if x.shape[j] != 1:
                _fail(op, f"axis {j} has dim {x.shape[j]}, not 1")
    else:
        dropped = {j for j in range(n) if x.shape[j] == 1}
    kept = [j for j in range(n) if j not in dropped]
    # There are no rank-0 tensors: squeezing every dim leaves shape (1,).
    out = tuple(x.shape[j] for j in kept) or (1,)

    def source(d: Index) -> Index:
        index = [0] * n
        for i, j in enumerate(kept):
            index[j] = d[i]
        return index

    return [_gather(x, out, source)]


# --------------------------------------------------------------------------- copying ops


def repeat(inputs: list[np.ndarray], *, repeats, axis) -> list[np.ndarray]:
    """Y[..., d, ...] = X[..., d // repeats, ...] along `axis`."""
    op = "repeat"
    (x,) = _inputs(op, inputs, 1)
    at = _axis(op, axis, x.ndim)
    r = _count(op, "repeats", repeats)
    out = x.shape[:at] + (x.shape[at] * r,) + x.shape[at + 1:]
    _check_shape(op, out, "output")
    return [_gather(x, out, lambda d: d[:at] + [d[at] // r] + d[at + 1:])]


def tile(inputs: list[np.ndarray], *, reps) -> list[np.ndarray]:
    """K = max(M, N): both shapes are padded with leading 1s to rank K, Y[k] = X[k mod n]."""
    op = "tile"
    (x,) = _inputs(op, inputs, 1)
    r = [_count(op, "reps", v) for v in _int_list(op, "reps", reps)]
    if not r:
        _fail(op, "reps is empty")
    n, m = x.ndim, len(r)
    k = max(n, m)
    sx = (1,) * (k - n) + x.shape
    sr = (1,) * (k - m) + tuple(r)
    out = tuple(a * b for a, b in zip(sx, sr))
    _check_shape(op, out, "output")
    return [_gather(x, out, lambda d: [d[k - n + j] % x.shape[j] for j in range(n)])]


def concatenate(inputs: list[np.ndarray], *, axis) -> list[np.ndarray]:
    """Input i lands at offset sum(n^j_axis for j < i) along `axis`."""
    op = "concatenate"
    xs = _inputs(op, inputs, None)
    if not xs:
        _fail(op, "needs at least one input")
    first = xs[0]
    at = _axis(op, axis, first.ndim)
    for i, x in enumerate(xs):
        if x.ndim != first.ndim:
            _fail(op, f"input {i} has rank {x.ndim}, input 0 has rank {first.ndim}")
        if x.dtype != first.dtype:
            _fail(op, f"input {i} has dtype {x.dtype}, input 0 has {first.dtype}")
        for j in range(first.ndim):
            if j != at and x.shape[j] != first.shape[j]:
                _fail(op, f"input {i} shape {x.shape} differs from {first.shape} off axis {at}")
    out = first.shape[:at] + (sum(x.shape[at] for x in xs),) + first.shape[at + 1:]
    _check_shape(op, out, "output")
    y = np.empty(out, dtype=first.dtype)
    offset = 0
    for x in xs:
        width = x.shape[at]
        y[(_py_slice(None),) * at + (_py_slice(offset, offset + width),)] = x
        offset += width
    return [y]


def transpose(inputs: list[np.ndarray], *, axes=()) -> list[np.ndarray]:
    """Output dim i is input dim axes[i]; empty axes reverse the dims."""
    op = "transpose"
    (x,) = _inputs(op, inputs, 1)
    n = x.ndim
    listed = _int_list(op, "axes", axes)
    if not listed:
        perm = list(range(n - 1, -1, -1))
    else:
        if len(listed) != n:
            _fail(op, f"axes {tuple(listed)} must have length {n}")
        perm = [_axis(op, a, n, "axes") for a in listed]
        if len(set(perm)) != n:
            _fail(op, f"axes {tuple(listed)} is not a permutation")
    out = tuple(x.shape[p] for p in perm)

    def source(d: Index) -> Index:
        index = [0] * n
        for i, p in enumerate(perm):
            index[p] = d[i]
        return index

    return [_gather(x, out, source)]


# --------------------------------------------------------------------------- selecting ops


def _slice_bounds(op: str, axis: int, n: int, begin: int, end: int, stride: int) -> tuple[int, int]:
    """Normalised begin and output length of one sliced dim."""
    if stride == 0:
        _fail(op, f"stride 0 on axis {axis}")
    low, high = (0, n) if stride > 0 else (-1, n - 1)
    b = min(max(begin + n if begin < 0 else begin, low), high)
    e = min(max(end + n if end < 0 else end, low), high)
    length = -((b - e) // stride)  # ceil((e - b) / stride)
    if length < 1:
        _fail(op, f"empty slice on axis {axis}: begin={begin}, end={end}, stride={stride}")
    return b, length


def slice(inputs: list[np.ndarray], *, begin, end, strides=()) -> list[np.ndarray]:  # noqa: A001
    """Y[d] = X[b + s * d]; missing entries are begin 0, end n, stride 1."""
    op = "slice"
    (x,) = _inputs(op, inputs, 1)
    n = x.ndim
    lists = {
        "begin": _int_list(op, "begin", begin),
        "end": _int_list(op, "end", end),
        "strides": _int_list(op, "strides", strides),
    }
    for name, values in lists.items():
        if len(values) > n:
            _fail(op, f"{name} has {len(values)} entries for rank {n}")
    starts, steps, out = [], [], []
    for i, dim in enumerate(x.shape):
        b = lists["begin"][i] if i < len(lists["begin"]) else 0
        e = lists["end"][i] if i < len(lists["end"]) else dim
        s = lists["strides"][i] if i < len(lists["strides"]) else 1
        start, length = _slice_bounds(op, i, dim, b, e, s)
        starts.append(start)
        steps.append(s)
        out.append(length)
    return [_gather(x, out, lambda d: [b + s * i for b, s, i in zip(starts, steps, d)])]


def slice_like(inputs: list[np.ndarray], *, axes=()) -> list[np.ndarray]:
    """Cut x to shape_like's dims on the sliced axes (all of shape_like's axes if none given)."""
    op = "slice_like"
    x, like = _inputs(op, inputs, 2)
    n, m = x.ndim, like.ndim
    listed = _int_list(op, "axes", axes)
    if listed:
        sliced = {a + n if a < 0 else a for a in listed}
    else:
        sliced = set(range(m))
    out = list(x.shape)
    for j in sorted(sliced):
        if not 0 <= j < min(m, n):
            _fail(op, f"axis {j} is outside both inputs' ranks ({n}, {m})")
        if like.shape[j] > x.shape[j]:
            _fail(op, f"axis {j}: shape_like dim {like.shape[j]} exceeds input dim {x.shape[j]}")
        out[j] = like.shape[j]
    return [_gather(x, out, lambda d: d)]


def _take(op: str, x: np.ndarray, indices: np.ndarray, axis) -> np.ndarray:
    """take with indices clipped to [0, n-1]; axis None reads the flattened x."""
    idx = _index_values(op, indices)
    if axis is None:
        clipped = np.clip(idx, 0, x.size - 1)
        return _gather(x, indices.shape, lambda d: _unravel(clipped[tuple(d)], x.shape))
    at = _axis(op, axis, x.ndim)
    m = indices.ndim
    out = x.shape[:at] + indices.shape + x.shape[at + 1:]
    _check_shape(op, out, "output")
    clipped = np.clip(idx, 0, x.shape[at] - 1)
    return _gather(x, out, lambda d: d[:at] + [clipped[tuple(d[at:at + m])]] + d[at + m:])


def take(inputs: list[np.ndarray], *, axis=None) -> list[np.ndarray]:
    op = "take"
    x, indices = _inputs(op, inputs, 2)
    return [_take(op, x, indices, axis)]


def cvm_lut(inputs: list[np.ndarray]) -> list[np.ndarray]:
    """take(table, indices, axis=None); the runtime passes indices first."""
    op = "cvm_lut"
    indices, table = _inputs(op, inputs, 2)
    return [_take(op, table, indices, None)]


# --------------------------------------------------------------------------- splitting ops


def _shifted(axis: int, offset: int) -> Callable[[Index], Index]:
    """The index map d -> d + offset along one axis."""
    return lambda d: d[:axis] + [d[axis] + offset] + d[axis + 1:]


def _pieces(op: str, x: np.ndarray, axis: int, lengths: list[int]) -> list[np.ndarray]:
    """Consecutive chunks of the given lengths along axis (the lengths cover it exactly)."""
    outputs, offset = [], 0
    for length in lengths:
        out = x.shape[:axis] + (length,) + x.shape[axis + 1:]
        _check_shape(op, out, "output")
        outputs.append(_gather(x, out, _shifted(axis, offset)))
        offset += length
    return outputs


def _split_lengths(op: str, n: int, num_splits, size_split, sections_split) -> list[int]:
    """The chunk lengths, by priority num_splits > size_split > sections_split."""
    if num_splits is not None:
        k = _count(op, "num_splits", num_splits)
        if n % k:
            _fail(op, f"num_splits={k} does not divide the axis length {n}")
        return [n // k] * k
    if size_split is not None:
        s = _count(op, "size_split", size_split)
        return [min(s, n - start) for start in range(0, n, s)]
    if sections_split is not None:
        listed = _int_list(op, "sections_split", sections_split)
        sections = [_count(op, "sections_split", v) for v in listed]
        if sum(sections) != n:
            _fail(op, f"sections_split {tuple(sections)} does not sum to the axis length {n}")
        return sections
    _fail(op, "one of num_splits, size_split, sections_split is required")


def split(
    inputs: list[np.ndarray], *, axis, num_splits=None, size_split=None, sections_split=None
) -> list[np.ndarray]:
    op = "split"
    (x,) = _inputs(op, inputs, 1)
    at = _axis(op, axis, x.ndim)
    lengths = _split_lengths(op, x.shape[at], num_splits, size_split, sections_split)
    return _pieces(op, x, at, lengths)


def variadic_split(inputs: list[np.ndarray], *, axis, split_lengths) -> list[np.ndarray]:
    """Chunks of split_lengths; one -1 takes the (non-empty) remainder."""
    op = "variadic_split"
    (x,) = _inputs(op, inputs, 1)
    at = _axis(op, axis, x.ndim)
    n = x.shape[at]
    lengths = _int_list(op, "split_lengths", split_lengths)
    if lengths.count(-1) > 1:
        _fail(op, "split_lengths holds more than one -1")
    known = [v for v in lengths if v != -1]
    for v in known:
        _count(op, "split_lengths", v)
    if -1 in lengths:
        if sum(known) >= n:
            _fail(op, f"split_lengths {tuple(lengths)} leave no remainder for -1 (axis length {n})")
        lengths = [n - sum(known) if v == -1 else v for v in lengths]
    elif sum(known) != n:
        _fail(op, f"split_lengths {tuple(lengths)} do not sum to the axis length {n}")
    return _pieces(op, x, at, lengths)


# --------------------------------------------------------------------------- broadcast


def _broadcast_placement(
    op: str, shape: tuple[int, ...], target: list[int], axes_mapping, mode: str
) -> tuple[tuple[int, ...], list[int]]:
    """The output shape and, per data dim, the output dim it is aligned with."""
    n, k = len(shape), len(target)
    if mode == "explicit":
        if axes_mapping is None:
            _fail(op, "explicit mode needs axes_mapping")
        mapping = _int_list(op, "axes_mapping", axes_mapping)
        if len(mapping) != n:
            _fail(op, f"axes_mapping {tuple(mapping)} must have one entry per data dim ({n})")
        if any(not 0 <= a < k for a in mapping):
            _fail(op, f"axes_mapping {tuple(mapping)} outside [0, {k})")
        if any(a >= b for a, b in zip(mapping, mapping[1:])):
            _fail(op, f"axes_mapping {tuple(mapping)} is not strictly increasing")
        return tuple(target), mapping
    if mode == "numpy":
        if k < n:
            _fail(op, f"target_shape {tuple(target)} has lower rank than the data {tuple(shape)}")
        return tuple(target), [k - n + j for j in range(n)]
    # bidirectional: numpy broadcasting of both shapes, aligned from the right.
    rank = max(n, k)
    placement = [rank - n + j for j in range(n)]
    out = [1] * (rank - k) + list(target)
    for j, p in enumerate(placement):
        if out[p] == 1:
            out[p] = shape[j]
    return tuple(out), placement


def broadcast(
    inputs: list[np.ndarray], *, target_shape, axes_mapping=None, mode="numpy"
) -> list[np.ndarray]:
    """Replicate x to target_shape; each data dim must equal its output dim or be 1."""
    op = "broadcast"
    (x,) = _inputs(op, inputs, 1)
    if mode not in BROADCAST_MODES:
        _fail(op, f"mode {mode!r} is not one of {BROADCAST_MODES}")
    target = _int_list(op, "target_shape", target_shape)
    _check_shape(op, target, "target_shape")
    out, placement = _broadcast_placement(op, x.shape, target, axes_mapping, mode)
    for j, p in enumerate(placement):
        if x.shape[j] not in (1, out[p]):
            _fail(op, f"data dim {j} ({x.shape[j]}) cannot broadcast to dim {p} ({out[p]}) in {mode} mode")
    _check_shape(op, out, "output")
    # A data dim of 1 always reads index 0; any other reads the output index it is placed at.
    return [_gather(x, out, lambda d: [0 if n == 1 else d[p] for n, p in zip(x.shape, placement)])]


KERNELS: dict[str, Callable[..., list[np.ndarray]]] = {
    "flatten": flatten,
    "repeat": repeat,
    "tile": tile,
    "concatenate": concatenate,
    "transpose": transpose,
    "slice": slice,
    "strided_slice": slice,
    "slice_like": slice_like,
    "take": take,
    "cvm_lut": cvm_lut,
    "expand_dims": expand_dims,
    "reshape": reshape,
    "squeeze": squeeze,
    "split": split,
    "variadic_split": variadic_split,
    "broadcast": broadcast,
}
