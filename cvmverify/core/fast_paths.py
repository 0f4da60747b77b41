"""Exact kernels at NumPy speed for the evaluator's heaviest operators.

Why this exists: the interpreter (`interpret.Interpreter`) evaluates any spec from its
index formulas, which makes it the oracle, but it evaluates a convolution as a broadcast
product over every (output, reduction) point: one ResNet-18 image takes minutes. A whole
network run through `evaluate_graph` needs the arithmetic of a convolution or a dense
layer done as one matrix product.

How it is kept honest:

- A fast path replaces only the element computation of `evaluate.run`. The call is bound
  and every precondition is checked by `bind_call` and `instance_for` as before, and the
  dtype rules by `run`; a fast path sees only calls the spec has already accepted.
- A fast path is consulted only for the library's own spec of its operator (the spec's
  body is the function of `spec/` it was written for), never for a user's spec that
  shares the name.
- Integer semantics are the interpreter's. A fast path returns results only when it has
  proved, from the call's own values, that the interpreter would return the same results:
  every product and sum exact (in floating point only where max|x| * max|w| times the
  terms one product adds up stays within 2^24 for float32, below 2^53 for float64, which
  makes every partial sum, in any order, an exactly representable integer; in int64
  otherwise, where the same bound below 2^63 rules overflow out; see `_plan`) and
  every value the interpreter checks inside its range (int32 per step in strict mode; the
  33-bit exact range for intermediates and int32 for results under the precision
  contract). Where it cannot show that, it returns None and the interpreter runs the
  call: it then raises exactly the interpreter's LogicError, with the interpreter's
  message and position, because it is the interpreter that raises it. Falling back costs
  time only on the error path and on values far outside what a quantised network holds.
- Each fast path is a kernel in the checker's sense: the tests check it bit-exactly
  against the interpreter with `cvmverify.check.check_kernel` (boundary and invalid calls
  included) and against random calls, and check that a wrong variant of it is caught.
- `reference_evaluation()` (or ``evaluate(..., reference=True)``) turns every fast path
  off, so that tests and the kernel checker compare against the interpreter itself.

Peak memory is bounded: an im2col matrix is built in tiles of at most `TILE_BYTES`, and a
call whose padded input alone would exceed that is left to the interpreter, whose blocks
have a budget of their own.
"""

from __future__ import annotations

import contextlib
import contextvars
from typing import Any, Callable, Iterator, Optional

import numpy as np

from .semantics import INT32_MAX, INT32_MIN

# Largest bytes an im2col tile (or a padded copy of an input) may take.
TILE_BYTES = 256 << 20
# float64 holds every integer of magnitude below 2^53 exactly: a matrix product whose every
# partial sum stays below this bound is exact in any summation order (FMA included).
FLOAT_EXACT = 2**53
# float32 holds every integer of magnitude up to 2^24 exactly.
FLOAT32_EXACT = 2**24
# int64 holds every partial sum below this bound.
INT64_EXACT = 2**63
# The interpreter's range for an intermediate under the precision contract
# (`interpret.EXACT_RANGE`); kept equal to it by a test.
EXACT_RANGE = (-(2**32), 2**32)

Arrays = dict[str, np.ndarray]
Kernel = Callable[[Arrays, dict[str, Any], list[tuple[int, ...]], bool],
                  Optional[list[np.ndarray]]]

# op name -> (module of its spec, name of the spec's body, kernel)
_KERNELS: dict[str, tuple[str, str, Kernel]] = {}
_REFERENCE: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "cvmverify_reference_evaluation", default=False)


def fast_path(op: str, module: str, body: str) -> Callable[[Kernel], Kernel]:
    """Register a kernel for the library's spec of `op` (defined by function `body` of
    module `module`). The kernel takes the bound arrays by input name, the bound
    attributes, the output shapes the spec gives and whether intermediates are exact
    (precision contract), and returns the outputs or None to leave the call to the
    interpreter."""
    def register(kernel: Kernel) -> Kernel:
        _KERNELS[op] = (module, body, kernel)
        return kernel
    return register


def kernel_for(spec: Any) -> Kernel | None:
    """The fast path for `spec`, or None: none registered, the spec is not the library's
    own, or reference evaluation is on."""
    if _REFERENCE.get():
        return None
    entry = _KERNELS.get(spec.name)
    if entry is None:
        return None
    module, body, kernel = entry
    function = getattr(spec, "body", None)
    if getattr(function, "__module__", None) != module or \
            getattr(function, "__name__", None) != body:
        return None
    return kernel


def kernel(op: str) -> Kernel:
    """The fast path registered for `op`, whatever the context: what the tests check."""
    return _KERNELS[op][2]


def registered() -> list[str]:
    """The operators that have a fast path."""
    return sorted(_KERNELS)


@contextlib.contextmanager
def reference_evaluation() -> Iterator[None]:
    """Within the block, `evaluate` runs every call through the interpreter."""
    token = _REFERENCE.set(True)
    try:
        yield
    finally:
        _REFERENCE.reset(token)


# --- helpers ------------------------------------------------------------------------------------


def _magnitude(array: np.ndarray) -> int:
    """max |a| over `array` as a Python int (no int32 wrap of -INT32_MIN)."""
    if array.size == 0:
        return 0
    return max(-int(array.min()), int(array.max()))


def _within(value: np.ndarray, bounds: tuple[int, int]) -> bool:
    return value.size == 0 or (int(value.min()) >= bounds[0] and int(value.max()) <= bounds[1])


def _product_bound(exact: bool) -> int:
    """What |a * b| may reach for the interpreter to accept every product of a sum:
    int32 per step in strict mode, the exact range under the precision contract."""
    return EXACT_RANGE[1] if exact else INT32_MAX


class _Plan:
    """How a matrix product of integers is computed exactly: the dtype the operands are
    cast to, how many terms of the reduction one product may add up (`chunk`), and the
    dtype the chunks' sums are added in.

    float32 holds every integer of magnitude up to 2^24, float64 up to 2^53: a product
    whose terms are each at most `largest` in magnitude, summed over at most `chunk`
    terms with chunk * largest within that limit, is exact in any summation order. BLAS
    is several times faster in float32, so a reduction is cut into chunks that float32
    sums exactly and the chunks are added in float64 (exact below 2^53) or int64.
    """

    def __init__(self, dtype: type, chunk: int, accumulate: type):
        self.dtype, self.chunk, self.accumulate = np.dtype(dtype), chunk, np.dtype(accumulate)

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """a @ b (stacked), exact, as `accumulate` values; a and b already cast."""
        K = a.shape[-1]
        if self.chunk >= K:
            return np.matmul(a, b).astype(self.accumulate, copy=False)
        total = None
        for k0 in range(0, K, self.chunk):
            part = np.matmul(a[..., k0:k0 + self.chunk], b[..., k0:k0 + self.chunk, :])
            part = part.astype(self.accumulate)
            total = part if total is None else np.add(total, part, out=total)
        return total


# Smallest chunk worth a float32 product of its own: below it, float64 in one product.
MIN_FLOAT32_CHUNK = 64


def _plan(largest: int, K: int) -> _Plan | None:
    """The exact plan for a reduction of K terms each at most `largest` in magnitude, or
    None where even int64 could overflow (the interpreter runs the call)."""
    bound = largest * K
    if bound >= INT64_EXACT:
        return None
    accumulate = np.float64 if bound < FLOAT_EXACT else np.int64
    if bound <= FLOAT32_EXACT:
        return _Plan(np.float32, K, accumulate)
    if largest * MIN_FLOAT32_CHUNK <= FLOAT32_EXACT:
        return _Plan(np.float32, FLOAT32_EXACT // largest, accumulate)
    if bound < FLOAT_EXACT:
        return _Plan(np.float64, K, np.float64)
    return _Plan(np.int64, K, np.int64)


def _finish(total: np.ndarray, bias: np.ndarray | None, exact: bool) -> np.ndarray | None:
    """`total` (+ bias per channel of axis 1) as int32, or None where the interpreter
    would reject a value: the sum is a checked intermediate (int32 strict, the exact range
    under the contract), the sum plus the bias too, and the result must fit int32."""
    if not _within(total, EXACT_RANGE if exact else (INT32_MIN, INT32_MAX)):
        return None
    if bias is not None:
        shape = (1, -1) + (1,) * (total.ndim - 2)
        total = total + bias.astype(np.int64).reshape(shape)
    if not _within(total, (INT32_MIN, INT32_MAX)):
        return None
    return total.astype(np.int32)


def _to_int64(value: np.ndarray) -> np.ndarray:
    # exact: a floating result of an exact product is an integer below 2^53
    return value if value.dtype == np.int64 else value.astype(np.int64)


# --- conv2d -------------------------------------------------------------------------------------


@fast_path("conv2d", "cvmverify.specs.nn", "conv2d")
def conv2d(arrays: Arrays, attrs: dict[str, Any], shapes: list[tuple[int, ...]],
           exact: bool) -> list[np.ndarray] | None:
    """Grouped 2-D convolution as a batched matrix product over an im2col of the padded
    input (depthwise is the case of one input channel per group): out[n, oc, p, q] =
    sum over (ic, kh, kw) of x[n, g*IC + ic, p*SH - PH + kh*DH, q*SW - PW + kw*DW] *
    w[oc, ic, kh, kw] (+ b[oc]), g = oc // (OC / groups), zero outside the image."""
    x, w, b = arrays["x"], arrays["w"], arrays.get("b")
    (PH, PW), (SH, SW), (DH, DW) = attrs["padding"], attrs["stride"], attrs["dilation"]
    G = attrs["groups"]
    N, C, H, W = x.shape
    OC, IC, KH, KW = w.shape
    shape = shapes[0]
    OH, OW = shape[2], shape[3]
    K = IC * KH * KW
    if x.size == 0 or w.size == 0 or shape != (N, OC, OH, OW):
        return None
    # every product within the interpreter's per-step range (a bound from the maxima: a
    # call that fails it may still be legal, and the interpreter decides it)
    largest_product = _magnitude(x) * _magnitude(w)
    if largest_product > _product_bound(exact):
        return None
    plan = _plan(largest_product, K)
    Hp, Wp = H + 2 * PH, W + 2 * PW
    if plan is None or N * C * Hp * Wp * 8 > TILE_BYTES:
        return None
    padded = np.zeros((N, C, Hp, Wp), dtype=plan.dtype)
    padded[:, :, PH:PH + H, PW:PW + W] = x
    OCg = OC // G
    weights = w.reshape(G, OCg, K).astype(plan.dtype)
    total = np.empty((N, OC, OH, OW), dtype=np.int64)
    sN, sC, sH, sW = padded.strides
    # one output row of one image spans G * K * OW values of the im2col matrix and
    # OC * OW of the product
    row_bytes = max(G * K, OC) * OW * 8
    images = max(1, min(N, TILE_BYTES // max(1, row_bytes * OH)))
    rows = OH if images > 1 or row_bytes * OH <= TILE_BYTES else \
        max(1, TILE_BYTES // row_bytes)
    for n0 in range(0, N, images):
        n1 = min(N, n0 + images)
        for p0 in range(0, OH, rows):
            p1 = min(OH, p0 + rows)
            start = padded[n0:n1, :, p0 * SH:, :]
            view = np.lib.stride_tricks.as_strided(
                start, shape=(n1 - n0, G, IC, KH, KW, p1 - p0, OW),
                strides=(sN, IC * sC, sC, DH * sH, DW * sW, SH * sH, SW * sW),
                writeable=False)
            columns = view.reshape(n1 - n0, G, K, (p1 - p0) * OW)
            product = plan.matmul(weights, columns)  # (n, G, OCg, rows * OW)
            total[n0:n1, :, p0:p1, :] = _to_int64(product).reshape(n1 - n0, OC, p1 - p0, OW)
    result = _finish(total, b, exact)
    return None if result is None else [result]


# --- dense --------------------------------------------------------------------------------------


@fast_path("dense", "cvmverify.specs.nn", "dense")
def dense(arrays: Arrays, attrs: dict[str, Any], shapes: list[tuple[int, ...]],
          exact: bool) -> list[np.ndarray] | None:
    """out[m, n] = sum over k of x[m, k] * w[n, k] (+ b[n]), one matrix product."""
    x, w, b = arrays["x"], arrays["w"], arrays.get("b")
    M, K = x.shape
    if x.size == 0 or w.size == 0 or shapes[0] != (M, w.shape[0]):
        return None
    largest_product = _magnitude(x) * _magnitude(w)
    if largest_product > _product_bound(exact):
        return None
    plan = _plan(largest_product, K)
    if plan is None:
        return None
    total = _to_int64(plan.matmul(x.astype(plan.dtype), w.astype(plan.dtype).T))
    result = _finish(total, b, exact)
    return None if result is None else [result]


# --- max_pool2d ---------------------------------------------------------------------------------


@fast_path("max_pool2d", "cvmverify.specs.nn", "max_pool2d")
def max_pool2d(arrays: Arrays, attrs: dict[str, Any], shapes: list[tuple[int, ...]],
               exact: bool) -> list[np.ndarray] | None:
    """out[n, c, p, q] = max over the window (pool_size) at (p*SH - PH, q*SW - PW), a
    position outside the image reading INT32_MIN. The maximum is separable: over the
    window's rows first, then its columns. No arithmetic: every value is an input's."""
    x = arrays["x"]
    (PSH, PSW), (PH, PW), (SH, SW) = attrs["pool_size"], attrs["padding"], attrs["strides"]
    N, C, H, W = x.shape
    shape = shapes[0]
    OH, OW = shape[2], shape[3]
    if x.size == 0 or shape[:2] != (N, C):
        return None
    # windows may run past the padded image with ceil_mode: they read INT32_MIN there too
    Hp = max(PH + H, (OH - 1) * SH + PSH)
    Wp = max(PW + W, (OW - 1) * SW + PSW)
    if N * C * Hp * Wp * 4 > TILE_BYTES:
        return None
    padded = np.full((N, C, Hp, Wp), INT32_MIN, dtype=np.int32)
    padded[:, :, PH:PH + H, PW:PW + W] = x
    rows = np.full((N, C, OH, Wp), INT32_MIN, dtype=np.int32)
    for i in range(PSH):
        np.maximum(rows, padded[:, :, i:i + (OH - 1) * SH + 1:SH, :], out=rows)
    result = np.full((N, C, OH, OW), INT32_MIN, dtype=np.int32)
    for j in range(PSW):
        np.maximum(result, rows[:, :, :, j:j + (OW - 1) * SW + 1:SW], out=result)
    return [result]
