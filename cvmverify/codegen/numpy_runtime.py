"""The helpers of the generated NumPy modules: each module gets a copy of those it uses
(`numpy_module.runtime_source`), so that a generated kernel runs with NumPy alone.

Integer semantics: element formulas run on int64 arrays; a value the spec makes an error
(a result or intermediate outside int32) raises `LogicError` where the element is used, so
a kernel never returns a wrapped value. Under the runtime's precision contract no step can
leave int32 (proven): formulas run in int32, a step writes into a dead temporary
(`_spare`) and the boxes of an output run on every core (`_each_box`). Reads are strided
views where the index is affine in the output index (no copy), gathers otherwise.
"""

import functools
import re
import sys

import numpy as np

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
MAX_RANK, MAX_DIM = 6, 2**24


class LogicError(ValueError):
    """A violated precondition: the message names the op, the condition and the values.

    Where cvmverify is imported, the error raised is also a `cvmverify.LogicError`, so that
    one `except` catches the evaluator's and a generated kernel's; the module still needs
    NumPy alone (cvmverify is looked up, never imported).
    """

    def __new__(cls, *args, **kwargs):
        checker = sys.modules.get("cvmverify.core.errors")
        if cls is LogicError and checker is not None:
            cls = _with_checker_error(checker.LogicError)
        return super().__new__(cls, *args)

    def __init__(self, op, condition, values=None):
        self.op, self.condition, self.values = op, condition, dict(values or {})
        shown = ", ".join(f"{k}={v}" for k, v in self.values.items())
        # ValueError's own: the checker's __init__ takes other arguments
        ValueError.__init__(
            self, f"{op}: requires {condition}" + (f" (got {shown})" if shown else ""))


@functools.lru_cache(maxsize=None)
def _with_checker_error(checker_error):
    return type("LogicError", (LogicError, checker_error), {"__module__": __name__})


def _require(holds, op, condition, values):
    if not holds:
        raise LogicError(op, condition, values)


# --- binding a call: the form of inputs and attributes --------------------------------------


def _bind(op, declared_inputs, declared_attrs, inputs, attrs):
    """(arrays by name, attributes with defaults, evidence): what decides the structure.

    declared_inputs: (name, rank or None, optional, variadic, holds indices) per input;
    declared_attrs: (name, binder, default, ignored_if, options) per attribute, lower
    priority last, where binder is its kind's value binder (`core.attrs`) and options the
    keywords the binder takes.
    """
    arrays, evidence = {}, {}
    variadic = any(d[3] for d in declared_inputs)
    inputs = list(inputs)
    if not variadic and len(inputs) < len(declared_inputs):
        inputs += [None] * (len(declared_inputs) - len(inputs))
    if (not variadic and len(inputs) != len(declared_inputs)) or not inputs:
        raise LogicError(op, "inputs (" + ", ".join(d[0] for d in declared_inputs) + ")",
                         {"number of inputs": len(inputs)})
    for position, (name, rank, optional, many, indices) in enumerate(declared_inputs):
        group = inputs[position:] if many else [inputs[position]]
        names = [f"{name}{k}" for k in range(len(group))] if many else [name]
        if many:
            evidence[f"count:{name}"] = len(group)
        if group[0] is None:
            if not optional:
                raise LogicError(op, f"input {name}", {name: None})
            evidence[f"has:{name}"] = False
            continue
        if optional:
            evidence[f"has:{name}"] = True
        ranks = set()
        for tensor, array in zip(names, group):
            if array is None:
                raise LogicError(op, f"input {tensor}", {tensor: None})
            array = _contiguous(array)
            if not 1 <= array.ndim <= MAX_RANK:
                raise LogicError(op, f"rank of {tensor} in 1..{MAX_RANK}",
                                 {f"{tensor}.shape": array.shape})
            if any(not 1 <= n <= MAX_DIM for n in array.shape):
                raise LogicError(op, f"every dim of {tensor} in 1..2^24",
                                 {f"{tensor}.shape": array.shape})
            if indices and array.dtype.kind not in "iu":
                raise LogicError(op, f"{tensor} holds integer indices",
                                 {f"{tensor}.dtype": array.dtype})
            arrays[tensor] = array
            ranks.add(array.ndim)
        if len(ranks) > 1:
            raise LogicError(op, f"inputs {names[0]}..{names[-1]} of equal rank",
                             {f"rank of {n}": arrays[n].ndim for n in names})
        evidence[f"rank:{name}"] = ranks.pop()
    unknown = sorted(set(attrs) - {d[0] for d in declared_attrs})
    if unknown:
        raise LogicError(op, "known attributes (" + ", ".join(d[0] for d in declared_attrs)
                         + ")", {"unknown": unknown})
    bound = {}
    for name, binder, default, ignored_if, options in declared_attrs:
        if any(bound.get(rule[0]) == rule[1] if isinstance(rule, tuple)
               else bound.get(rule) is not None for rule in ignored_if):
            bound[name] = None
            continue
        if name in attrs:
            value = attrs[name]
        elif default is _REQUIRED:
            raise LogicError(op, f"attribute {name}", {name: "missing"})
        else:
            value = default
        bound[name] = binder(op, name, value, evidence, **options)
    return arrays, bound, tuple(sorted(evidence.items()))


def _contiguous(array):
    """`array` C-contiguous. An array of another library that keeps its memory on a device
    (CuPy's: it has ``__cuda_array_interface__``) stays that library's, copied only when
    it is not contiguous: the generated CuPy modules bind their calls here too."""
    if hasattr(array, "__cuda_array_interface__"):
        return array if array.flags.c_contiguous else array.copy(order="C")
    return np.ascontiguousarray(array)


from ..core.attrs import (  # noqa: E402,F401  (their source is copied)
    bind_bool, bind_choice, bind_int, bind_ints, is_int, wrong_attr,
)
from ..core.bind import pad_tuples  # noqa: E402,F401  (its source is copied)
from ..core.facts import named_structure  # noqa: E402,F401  (its source is copied)


def _padded_call(arrays, attrs, evidence, pads):
    """(attrs, evidence) of a bound call with the tuples of `pads` (`Ints.pad` of the spec)
    padded to their tensors' ranks: the one structure the kernels are generated for."""
    attrs, evidence = pad_tuples(arrays, attrs, pads), dict(evidence)
    evidence.update((f"len:{name}", len(attrs[name])) for name in pads
                    if attrs.get(name) is not None)
    return attrs, tuple(sorted(evidence.items()))


from ..core.rank_lift import (  # noqa: E402,F401  (their source is copied)
    dropped, input_array, is_one_of, lifted_axis, lifted_call, lifted_entries,
)


def _lifted_dispatch(op, declared_inputs, kernels, arrays, attrs, evidence, out, lift,
                     max_rank):
    """The outputs of the kernel that takes the call lifted by the fewest leading unit
    axes (`core.rank_lift`: kernels are generated for the highest rank an op allows), or None
    if none takes it at any rank up to `max_rank`. A lifted call's LogicError names the
    caller's axes and values."""
    inputs, roles, ranges = lift
    _check_axes(op, arrays, attrs, roles, ranges)
    for k in range(max_rank):
        lifted = lifted_call(arrays, attrs, inputs, roles, k)
        if lifted is None or any(a.ndim > max_rank for a in lifted[0].values()):
            return None
        lifted_arrays, lifted_attrs = lifted
        key = _evidence_of(lifted_arrays, lifted_attrs, evidence,
                           [d[0] for d in declared_inputs])
        lifted_out = out if out is None or k == 0 else [
            o.reshape((1,) * k + o.shape) for o in out]
        for kernel in kernels.get(key, ()):
            try:
                result = kernel(lifted_arrays, lifted_attrs, lifted_out)
            except LogicError as error:
                if k == 0:
                    raise
                moved = {n for n, a in arrays.items() if lifted_arrays[n].ndim != a.ndim}
                raise LogicError(op, error.condition, _unlifted(
                    error.values, attrs, moved, roles, k)) from None
            if result is not None:
                return list(out) if out is not None else dropped(result, k)
    return None


def _check_axes(op, arrays, attrs, roles, ranges):
    """Every axis an attribute names within its tensor's rank, checked at the caller's
    rank (the spec's own rule, worded as `normalize_axis` words it): lifted, a wrong
    axis would be named with the lifted rank's bounds. One outside the attribute's
    declared range is left to the kernel, which checks that range first."""
    for name, role in roles.items():
        value = attrs.get(name)
        if role[0] in ("leading", "mapping") or value is None:
            continue
        bound = input_array(arrays, role[1]).ndim + (role[2] if role[0] == "axis" else 0)
        lo, hi = ranges[name]
        for k, axis in enumerate(value if isinstance(value, tuple) else (value,)):
            if lo <= axis <= hi and not -bound <= axis < bound:
                what = f"every entry of {name}" if isinstance(value, tuple) else name
                raise LogicError(op, f"{what} in [{-bound}, {bound})",
                                 {f"{name}[{k}]" if isinstance(value, tuple) else name: axis})


def _unlifted(values, attrs, moved, roles, k):
    """The values of a lifted call's LogicError as the caller's call has them: the dims and
    attribute entries of the k lifted axes left out, the others renumbered and as given."""
    found = {}
    for key, value in values.items():
        name, _, rest = key.partition(".shape[") if ".shape[" in key else key.partition("[")
        role = roles.get(name, ("",))
        if ".shape[" in key and name in moved:
            entry = int(rest.rstrip("]")) - k
            if entry < 0:
                continue  # a lifted axis: not the caller's
            key = f"{name}.shape[{entry}]"
        elif key == "at":  # an output element: its index at the caller's rank
            output, _, index = value.partition("[")
            value = f"{output}{[int(i) for i in index.rstrip(']').split(',')][k:]}"
        elif key == "step":
            value = _unlifted_step(value, moved, k)
        elif role[0] == "axis" and not rest:
            value = attrs[name]
        elif role[0] and rest:
            given = attrs[name] or ()
            entry = int(rest.rstrip("]")) - lifted_entries(role, attrs, k)
            if entry < 0:
                continue  # an entry for a lifted axis
            key = f"{name}[{entry}]"
            value = given[entry] if entry < len(given) else value
        found[key] = value
    return found


def _unlifted_step(text, moved, k):
    """A step's words at the caller's rank: the k entries for the lifted axes left out of
    each read of a lifted input, the output's index names i<k>, i<k+1>, ... renumbered."""
    for name in moved:
        start = 0
        while (start := text.find(f"{name}[", start)) >= 0:
            start += len(name) + 1
            depth, entries, begin = 0, [], start
            for end in range(start, len(text)):
                if text[end] in "[(":
                    depth += 1
                elif text[end] in "])" and depth:
                    depth -= 1
                elif text[end] in ",]" and not depth:
                    entries.append(text[begin:end].strip())
                    begin = end + 1
                    if text[end] == "]":
                        break
            text = text[:start] + ", ".join(entries[k:]) + text[end:]
    return re.sub(r"\bi(\d+)\b", lambda m: f"i{int(m[1]) - k}", text)


def _evidence_of(arrays, attrs, evidence, inputs):
    """`evidence` (as `_bind` gives it) with the ranks of the `inputs` (by their declared
    names) and the lengths and presence of the attributes of the call as it now is. Each
    key is written as `_bind` writes it, never read back apart."""
    found = dict(evidence)
    for name in inputs:
        if f"rank:{name}" in found:
            found[f"rank:{name}"] = input_array(arrays, name).ndim
    for name, value in attrs.items():
        if value is not None and f"len:{name}" in found:
            found[f"len:{name}"] = len(value)
        if f"has:{name}" in found:
            found[f"has:{name}"] = value is not None
    return tuple(sorted(found.items()))


_REQUIRED = object()  # the default of an attribute that has none


def _dtypes(op, arrays, integers, same_dtype):
    """Values and indices are integers within int32; data movement keeps one dtype."""
    for group in same_dtype:
        kinds = {n: arrays[n].dtype for n in group}
        if len(set(kinds.values())) > 1:
            raise LogicError(op, "inputs of one dtype", {f"{n}.dtype": str(d)
                                                         for n, d in kinds.items()})
    for name in integers:
        array = arrays[name]
        if array.dtype.kind not in "iu":
            raise LogicError(op, f"{name} holds integers", {f"{name}.dtype": str(array.dtype)})
        if array.dtype.itemsize > 4 or array.dtype == np.uint32:
            low, high = int(array.min()), int(array.max())
            if low < INT32_MIN or high > INT32_MAX:
                raise LogicError(op, f"every value of {name} within int32",
                                 {f"min({name})": low, f"max({name})": high})


# --- integer functions NumPy lacks (the semantics table's meanings, on int64) ---------------

from ..core.intnp import _bitwidth, _rem, _truncdiv  # noqa: E402,F401  (their source is copied)


# --- the index space: boxes, reads, checks --------------------------------------------------


def _blocks(shape, budget):
    """Boxes (lo, hi) that tile `shape` in row-major order, each of about `budget` elements
    at most, cut along the leading axes: a fused chain keeps its temporaries in cache."""
    inner, split = 1, len(shape)
    while split > 0 and inner * shape[split - 1] <= budget:
        split -= 1
        inner *= shape[split]
    if split == 0:
        return [((0,) * len(shape), tuple(shape))]
    step = max(1, budget // inner)
    boxes = []
    for outer in np.ndindex(*shape[:split - 1]):
        for start in range(0, shape[split - 1], step):
            stop = min(start + step, shape[split - 1])
            boxes.append((outer + (start,) + (0,) * (len(shape) - split),
                          tuple(o + 1 for o in outer) + (stop,) + tuple(shape[split:])))
    return boxes


def _index(lo, hi, axis):
    """Output index `axis` over the box, as an array along that axis of the grid."""
    shape = [1] * len(lo)
    shape[axis] = hi[axis] - lo[axis]
    return np.arange(lo[axis], hi[axis], dtype=np.int64).reshape(shape)


def _view(x, starts, steps, shape):
    """x read at starts[j] + sum_k steps[j][k] * t_k on input axis j, for t in a box of
    `shape`: a strided view, no copy. The bounds are checked at the corners of the box."""
    offset, strides = 0, [0] * len(shape)
    for axis, (start, step) in enumerate(zip(starts, steps)):
        low = start + sum(min(0, s * (n - 1)) for s, n in zip(step, shape))
        high = start + sum(max(0, s * (n - 1)) for s, n in zip(step, shape))
        if low < 0 or high >= x.shape[axis]:
            raise IndexError(f"read of axis {axis} in [{low}, {high}] outside [0, "
                             f"{x.shape[axis]}): the kernel's spec was not proven")
        offset += start * x.strides[axis]
        for k, s in enumerate(step):
            strides[k] += s * x.strides[axis]
    flat = x.reshape(-1)[offset // x.itemsize:]
    return np.lib.stride_tricks.as_strided(flat, shape=tuple(shape), strides=strides,
                                           writeable=False)


def _magnitude(x, cache):
    """The largest absolute value in x, found once per call."""
    key = ("magnitude", id(x))
    if key not in cache:
        cache[key] = max(abs(int(x.min())), abs(int(x.max()))) if x.size else 0
    return cache[key]


def _contract(a, b, rank, dtype, a_magnitude, b_magnitude):
    """The sum over the axes of `a` and `b` past `rank` of their product: two views of one
    shape (a conv2d's or a dense's). Exact, as the integer einsum it replaces: where the
    operands' largest magnitudes bound every product and partial sum by the integers a
    float holds exactly (2^24, 2^53), it is a float matrix product (BLAS), whatever the
    order of summation; otherwise the integer einsum."""
    labels = list(range(a.ndim))
    bound = a_magnitude * b_magnitude * int(np.prod(a.shape[rank:], dtype=np.int64))
    floating = np.float32 if bound < 2**24 else np.float64 if bound < 2**53 else None
    # an axis a view broadcasts (stride 0) is not read: dropped, the product is a matrix
    # product over the axes both read (a batch), those one reads and the folded ones
    a_read = [k for k in labels if a.strides[k] or a.shape[k] == 1]
    b_read = [k for k in labels if b.strides[k] or b.shape[k] == 1]
    folded = labels[rank:]
    if floating is None or set(a_read) | set(b_read) != set(labels) or \
            not set(folded) <= set(a_read) & set(b_read):
        return np.einsum(a, labels, b, labels, labels[:rank], dtype=dtype)
    batch = [k for k in a_read if k in b_read and k < rank]
    a_only = [k for k in a_read if k not in b_read]
    b_only = [k for k in b_read if k not in a_read]
    extent = [a.shape[k] for k in labels]

    def matrix(x, read, own):  # one copy: (batch, own, folded), C order, in the float
        x = x[tuple(slice(None) if k in read else 0 for k in labels)]
        x = x.transpose([read.index(k) for k in batch + own + folded])
        x = np.asarray(x, dtype=floating, order="C")
        size = [int(np.prod([extent[k] for k in part], dtype=np.int64))
                for part in (batch, own, folded)]
        return x.reshape(size)

    total = np.matmul(matrix(a, a_read, a_only), matrix(b, b_read, b_only).transpose(0, 2, 1))
    total = total.reshape([extent[k] for k in batch + a_only + b_only])
    order = batch + a_only + b_only
    return total.transpose([order.index(k) for k in labels[:rank]]).astype(dtype, order="C")


def _gather(x, indices, care=None):
    """x at broadcast index arrays; under a `care` mask the positions outside it may be out
    of bounds (an untaken branch), so they are clipped rather than read."""
    if care is not None:
        indices = [np.clip(i, 0, n - 1) for i, n in zip(indices, x.shape)]
    else:
        separable = _take_per_axis(x, indices)
        if separable is not None:
            return separable
    return x[tuple(indices)]


def _take_per_axis(x, indices):
    """When each index varies along one output axis of its own (upsampling, repeat, tile,
    take along an axis), one np.take per input axis: far cheaper than a gather over the
    whole box. None otherwise."""
    axes = []
    for index in indices:
        varying = [k for k, n in enumerate(np.shape(index)) if n > 1]
        if len(varying) > 1:
            return None
        axes.append(varying[0] if varying else None)
    mapped = [a for a in axes if a is not None]
    if len(set(mapped)) != len(mapped):
        return None
    # first the view of x each index stays within (free), then a take only where an index
    # is not the whole of that view in order: a take copies all it is given, and a box
    # of a leading unit axis would otherwise copy the whole of x
    flats = [np.asarray(index).reshape(-1) for index in indices]
    lows = [int(flat.min()) for flat in flats]
    result = x[tuple(slice(low, int(flat.max()) + 1) for low, flat in zip(lows, flats))]
    for axis, (flat, low) in enumerate(zip(flats, lows)):
        if flat.size != result.shape[axis] or (flat.size > 1 and np.any(np.diff(flat) != 1)):
            result = np.take(result, flat - low, axis=axis)
    # input axis j now runs along output axis axes[j]: put them in output order
    rank = max((np.ndim(i) for i in indices), default=0)
    order = sorted(range(len(axes)), key=lambda j: (axes[j] is None, axes[j] or 0))
    result = result.transpose(order)
    shape = [1] * rank
    for j in order:
        if axes[j] is not None:
            shape[axes[j]] = result.shape[order.index(j)]
    return result.reshape(shape) if result.size == np.prod(shape) else None


def _flat_gather(x, offset, care=None):
    flat = x.reshape(-1)
    if care is not None:
        offset = np.clip(offset, 0, flat.size - 1)
    return flat[offset]


def _padded(x, value, pads, cache):
    """x with `pads` (before, after) per axis of `value` around it, made once per call."""
    key = (id(x), value, tuple(pads))
    if key not in cache:
        if x.dtype.kind in "iu" and not np.iinfo(x.dtype).min <= value <= np.iinfo(x.dtype).max:
            x = x.astype(np.int64)  # a narrow input around max_pool2d's INT32_MIN
        cache[key] = np.pad(x, pads, constant_values=value)
    return cache[key]


def _narrow(scalar):
    """A scalar for int32 arithmetic: np.int32 when it fits, else np.int64 (which widens)."""
    return np.int32(scalar) if INT32_MIN <= scalar <= INT32_MAX else np.int64(scalar)


def _output(out, count, k, shape, dtype):
    """Output `k`: a new array, or the caller's `out[k]` after checking it fits."""
    if out is None:
        return np.empty(shape, dtype=dtype)
    if len(out) != count:
        raise ValueError(f"out holds {len(out)} arrays; the call has {count} outputs")
    target = out[k]
    if target.shape != shape or target.dtype != np.dtype(dtype) or not target.flags.c_contiguous:
        raise ValueError(f"out[{k}] must be a C-contiguous {np.dtype(dtype)} array of shape "
                         f"{shape}, got {target.dtype} {target.shape}")
    return target


def _deliver(out, results):
    """`results`, copied into the caller's `out` arrays when there are any."""
    if out is None:
        return results
    for k, result in enumerate(results):
        np.copyto(_output(out, len(results), k, result.shape, result.dtype), result)
    return out


def _int32(value, care, op, what, output, lo):
    """Raise unless every element of `value` that is used (under `care`) is within int32;
    the error names the first such element of `output` (the box starts at `lo`)."""
    masked = value if care is None else np.where(care, value, 0)
    if np.size(masked) == 0:
        return
    low, high = np.min(masked), np.max(masked)
    if low >= INT32_MIN and high <= INT32_MAX:
        return
    bad = np.logical_or(masked < INT32_MIN, masked > INT32_MAX)
    bad = np.broadcast_to(bad, np.broadcast_shapes(bad.shape, (1,) * len(lo)))
    at = [a + int(k) if n > 1 else a for a, k, n in zip(lo, np.argwhere(bad)[0], bad.shape)]
    raise LogicError(op, "every exact result and intermediate within int32",
                     {"value": int(low) if low < INT32_MIN else int(high),
                      "at": f"{output}{at}", "step": what})


def _runs(taken, lo, hi):
    """Split the box where `taken` changes, if it varies along one axis only:
    [(lo, hi, branch taken)], or None when it varies along several."""
    taken = np.asarray(taken)
    varying = [k for k in range(taken.ndim) if taken.shape[k] > 1]
    if not varying:
        return [(lo, hi, bool(taken.reshape(-1)[0]))]
    if len(varying) > 1:
        return None
    (axis,) = varying
    line = taken.reshape(-1)
    cuts = [0, *(np.flatnonzero(np.diff(line)) + 1).tolist(), line.size]
    runs = []
    for a, b in zip(cuts, cuts[1:]):
        run_lo, run_hi = list(lo), list(hi)
        run_lo[axis], run_hi[axis] = lo[axis] + a, lo[axis] + b
        runs.append((tuple(run_lo), tuple(run_hi), bool(line[a])))
    return runs


def _spare(dead, operands, target=None):
    """Where a step may write its result (`out=`): the box of the output `target` if the
    step gives the box's value, else the first of the `dead` temporaries that is an int32
    array of the kernel's own (owning its memory: never a view of an input); either only
    if it has the shape the `operands` broadcast to. None: a new array. The kernel writer
    passes only temporaries that no later step reads."""
    shapes = {np.shape(o) for o in operands}
    shape = shapes.pop() if len(shapes) == 1 else np.broadcast_shapes(*shapes)
    if target is not None and target.dtype == np.int32 and target.shape == shape:
        return target
    for candidate in dead:
        if isinstance(candidate, np.ndarray) and candidate.flags.owndata and \
                candidate.flags.writeable and candidate.dtype == np.int32 and \
                candidate.shape == shape:
            return candidate
    return None


def _each_box(fill, target, budget):
    """fill(box of target, lo, hi) for every box of `target`, on several threads when
    there are enough boxes (NumPy's ufuncs release the GIL while they run). Only for
    kernels whose boxes cannot fail: the first box's error would not stop the others."""
    boxes = _blocks(target.shape, budget)
    origin = (0,) * target.ndim

    def one(box):
        fill(_part(target, box[0], box[1], origin), *box)

    if len(boxes) < 4 or _threads() is None:
        for box in boxes:
            one(box)
        return
    for _ in _threads().map(one, boxes):
        pass


@functools.lru_cache(maxsize=None)
def _threads():
    """A pool of one thread per core, made at the first use (None on one core)."""
    import concurrent.futures
    import os

    workers = min(8, os.cpu_count() or 1)
    return concurrent.futures.ThreadPoolExecutor(workers) if workers > 1 else None


def _move(target, source):
    """``target[...] = source`` for the elements a movement output moves. Where `source`'s
    memory runs along another axis than its last, NumPy's copy reads one element per
    cache line across the whole box; the box goes through a buffer in the order of that
    axis instead (contiguous runs), and is transposed from the buffer, which is in cache:
    a blocked transpose, 2 to 3 times NumPy's strided copy on large arrays."""
    axes = [k for k, n in enumerate(source.shape) if n > 1]
    runs = [k for k in axes if abs(source.strides[k]) == source.itemsize]
    if not runs or runs[-1] == axes[-1] or source.strides[axes[-1]] == 0:
        target[...] = source
        return
    along = runs[-1]
    moved = np.moveaxis(source, along, -1)
    buffer = np.empty(moved.shape, source.dtype)
    np.copyto(buffer, moved)
    np.copyto(target, np.moveaxis(buffer, -1, along))


def _part(target, lo, hi, origin):
    """The view of `target` (which starts at `origin`) on the box lo..hi."""
    return target[tuple(slice(a - o, b - o) for a, b, o in zip(lo, hi, origin))]


# --- a model: its kernels in order, intermediate buffers reused by liveness -----------------


def _model_inputs(op, arrays, declared, bounds):
    """Each input against the model's declaration (name -> (dtype, dims)), as the graph
    holds it: its dtype, and each dim the number declared, or a named dim (a str) with one
    value across the inputs and within its `bounds` (None: any dim)."""
    named = {}
    for name, (dtype, dims) in declared.items():
        array = arrays[name]
        shown = {f"{name}.shape": array.shape, f"{name}.dtype": str(array.dtype)}
        if array.dtype != np.dtype(dtype) or array.ndim != len(dims):
            raise LogicError(op, f"input {name} of rank {len(dims)} and dtype {dtype}", shown)
        for want, have in zip(dims, array.shape):
            if want is None:
                fits = True
            elif isinstance(want, str):
                lo, hi = bounds.get(want, (1, MAX_DIM))
                fits = named.setdefault(want, have) == have and lo <= have <= hi
            else:
                fits = want == have
            if not fits:
                raise LogicError(op, f"input {name} of the declared shape "
                                 f"[{', '.join(map(str, dims))}]", {**shown, **named})


def _run_model(op, steps, values, outputs, out, pools):
    """Run a model's kernels in order and return its outputs by name.

    steps: (kernel, {kernel input: value}, (values written), (slot of each, None for an
    output)), in plan order; `values` holds the model's inputs by name. A value with a
    slot is written into that slot's buffer, which values whose lives ended before it
    shared (the slots are assigned when the module is generated); a buffer holds its
    slot's largest value, sized at the first call of each input shape signature and kept
    in `pools` (one per thread: a call's buffers are its own). `out`, if given, holds the
    caller's output arrays by name, each filled; other outputs are new arrays."""
    inputs = set(values)
    signature = tuple((a.shape, a.dtype.str) for a in values.values())
    pool = pools.get(signature)
    caller = {outputs[name]: array for name, array in (out or {}).items()}
    layouts = {}  # each written value's shape and dtype, kept from the first call
    for kernel, reads, writes, slots in steps:
        given = None if pool is None else [_model_buffer(pool, v, slot, caller)
                                           for v, slot in zip(writes, slots)]
        results = kernel({k: values[v] for k, v in reads.items()}, {}, given)
        if results is None:
            raise NotImplementedError(f"{op}: no kernel for the shapes that make {writes}")
        for v, result in zip(writes, results):
            values[v] = result
            layouts[v] = (result.shape, result.dtype)
    if pool is None:
        if len(pools) >= 8:  # a few signatures kept, the oldest dropped
            pools.pop(next(iter(pools)))
        pools[signature] = ([np.empty(n, np.uint8) for n in _slot_bytes(steps, layouts)],
                            layouts)
    results = {}
    for name, v in outputs.items():
        value = values[v].copy() if v in inputs else values[v]  # never the caller's array
        if out and name in out and out[name] is not value:
            np.copyto(_output([out[name]], 1, 0, value.shape, value.dtype), value)
            value = out[name]
        results[name] = value
    return results


def _slot_bytes(steps, layouts):
    """The bytes of each buffer slot of a model's `steps`: the largest of the values it
    holds, by their `layouts` (shape, dtype) at a signature's first call."""
    sizes = {}
    for _, _, writes, slots in steps:
        for v, slot in zip(writes, slots):
            if slot is not None:
                sizes[slot] = max(sizes.get(slot, 0), _nbytes(*layouts[v]))
    return [sizes.get(k, 0) for k in range(max(sizes, default=-1) + 1)]


def _model_buffer(pool, value, slot, caller):
    """Where a model's kernel writes `value`: the caller's output array, a new array for
    another output (slot None), else a view of its slot's buffer."""
    buffers, layouts = pool
    shape, dtype = layouts[value]
    if value in caller:
        return caller[value]
    if slot is None:
        return np.empty(shape, dtype)
    return buffers[slot][:_nbytes(shape, dtype)].view(dtype).reshape(shape)


def _nbytes(shape, dtype):
    return np.dtype(dtype).itemsize * int(np.prod(shape, dtype=np.int64))
