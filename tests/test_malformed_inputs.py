"""Malformed calls: every operator fails with `LogicError` and nothing else.

SEMANTICS.md: a caller's mistake (an invalid attribute, shape or value) is a LogicError;
nothing may surface as IndexError, ZeroDivisionError, TypeError, a crash or a hang. The
property test throws random input counts, ranks 0..7, zero-sized and oversized dims, every
dtype family and random attribute names and values at each operator in turn, and allows
each call a limited time. A drawn call may also be a valid instance: it may then succeed,
and its outputs must respect the runtime's limits.

Huge shapes are read-only `np.broadcast_to` views of one element, so they cost nothing until
an operator reads them. A valid call whose outputs would be too large to compute in a test is
bound and instantiated (where every precondition is checked) but not run; see
`too_big_to_run`.

The tests at the end pin the malformed calls found so far that raise something else.
"""

from __future__ import annotations

import contextlib
import math
import signal
import time

import numpy as np
import pytest
import sympy as sp
from hypothesis import HealthCheck, Phase, given, note, settings
from hypothesis import strategies as st

import cvmverify
from cvmverify.core.bind import bind_call
from cvmverify.core.dsl import Attr, Bool, Choice, Input, Int
from cvmverify.core.ir import Reduction

OPS = cvmverify.ops()
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
MAX_RANK, MAX_DIM, MAX_SIZE = 6, 2**24, 2**30

CALL_LIMIT_S = 10  # CPU seconds: one call taking longer is a hang
WALL_FACTOR = 6  # the wall-clock limit, in CPU limits
RUN_BUDGET = 2**24  # elements a valid call may produce (or fold, in a reduction) when run
DEFINITION_BUDGET = 2**10  # input elements of a valid data-dependent call (a Python loop)

SETTINGS = settings(
    max_examples=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    # No shrinking: a hang would cost CALL_LIMIT_S per shrinking step. A failure found here
    # is reduced by hand to a plain test at the end of this file.
    phases=(Phase.explicit, Phase.reuse, Phase.generate))


# --------------------------------------------------------------------------- time limit


class CallTimedOut(Exception):
    """A single call ran past its time limit."""


@contextlib.contextmanager
def time_limit(seconds: float, what: str):
    """Interrupt the block after `seconds` of CPU time or WALL_FACTOR times that of wall time.

    CPU time keeps the limit meaningful on a loaded machine; the wall clock still catches a
    call that is blocked without using the CPU. The timers keep firing until the block ends,
    in case one interruption lands in a finaliser, where Python ignores exceptions.
    """
    timers = {signal.SIGPROF: (signal.ITIMER_PROF, seconds, "CPU"),
              signal.SIGALRM: (signal.ITIMER_REAL, seconds * WALL_FACTOR, "wall-clock")}
    inside = True

    def expire(signum, frame):
        _, limit, clock = timers[signum]
        if inside:
            raise CallTimedOut(f"{what} took more than {limit:g} s of {clock} time")

    previous = {signum: signal.signal(signum, expire) for signum in timers}
    for timer, limit, _ in timers.values():
        signal.setitimer(timer, limit, min(limit, 1.0))
    try:
        yield
    finally:
        inside = False
        for signum, (timer, _, _) in timers.items():
            signal.setitimer(timer, 0)
            signal.signal(signum, previous[signum])


# --------------------------------------------------------------------------- drawing
#
# A call is drawn plausible (the op's arity, small shapes related to each other, int32
# values, every declared attribute of the declared kind near its range) and then a random
# set of its aspects is drawn wild instead, so that malformations reach every stage of a
# call: binding, the spec's preconditions, the output limits and evaluation.

ASPECTS = ("count", "rank", "dims", "dtype", "values", "attr_values", "attr_names")

DTYPES = (np.int32, np.int8, np.int64, np.uint32, np.uint64, np.float32, np.float64, np.bool_,
          np.complex128, object, "<U4", "datetime64[s]")
PLAUSIBLE_DTYPES = (np.int32, np.int32, np.int8, np.int64)
HUGE_DIMS = (2**12, MAX_DIM - 1, MAX_DIM, MAX_DIM + 1)
PLAUSIBLE_DIMS = st.sampled_from([1, 2, 3, 4, 6])
WILD_DIMS = st.one_of(PLAUSIBLE_DIMS, st.just(0), st.sampled_from(HUGE_DIMS),
                      st.integers(0, MAX_DIM + 1))
WILD_RANKS = st.integers(0, MAX_RANK + 1)
ELEMENT_BASES = (0, 1, -1, 3, INT32_MIN, INT32_MAX, 2**31, -(2**40), 2**40)
MATERIALISED = 64  # arrays up to this size hold real data; larger ones are broadcast views

INTERESTING_INTS = (0, 1, -1, 2, 3, 6, -7, 32, 33, 4096, 4097, MAX_DIM, MAX_DIM + 1, INT32_MAX,
                    INT32_MIN, 2**31, 2**63, -(2**64), 2**100)
INTS = st.one_of(st.integers(-(2**40), 2**40), st.sampled_from(INTERESTING_INTS))
SCALARS = st.one_of(
    INTS, st.integers(-(2**63), 2**63 - 1).map(np.int64), st.booleans(), st.floats(),
    st.none(), st.sampled_from(["numpy", "explicit", "bidirectional"]), st.text(max_size=6))
WILD_ATTR_VALUES = st.one_of(
    SCALARS,
    st.lists(INTS, max_size=8).map(tuple),
    st.lists(st.floats(), max_size=3).map(tuple),
    st.lists(st.booleans(), max_size=3).map(tuple),
    st.lists(st.integers(-(2**40), 2**40), max_size=4).map(np.array),
    st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4).map(tuple),
                                                  st.lists(inner, max_size=3)), max_leaves=8),
)
DECLARED_NAMES = sorted({a.name for op in OPS for a in cvmverify.spec(op).attrs})
# evaluate(name, inputs, **attrs) cannot take attributes called "name" or "inputs";
# test_attribute_named_like_a_parameter_of_evaluate covers them.
ODD_NAMES = ("", "x", "AXIS", "axis ", "bogus", "precision_", "__class__", "shape")
WILD_ATTR_NAMES = st.one_of(st.sampled_from(DECLARED_NAMES + list(ODD_NAMES)),
                            st.text(max_size=8)).filter(lambda n: n not in ("name", "inputs"))


def capped(shape) -> tuple[int, ...]:
    """The shape with dims set to 1 where NumPy could not even describe a view of it."""
    out, size = [], 1
    for n in shape:
        if size * max(n, 1) > 2**50:
            n = 1
        size *= max(n, 1)
        out.append(n)
    return tuple(out)


def cast(values: np.ndarray, dtype) -> np.ndarray:
    with np.errstate(all="ignore"):
        return values.astype(dtype)


@st.composite
def first_shapes(draw, decl: Input, wild: set[str]) -> tuple[int, ...]:
    rank = draw(WILD_RANKS) if "rank" in wild else decl.rank or draw(st.integers(1, 4))
    dims = WILD_DIMS if "dims" in wild else PLAUSIBLE_DIMS
    return capped([draw(dims) for _ in range(rank)])


@st.composite
def shapes(draw, decl: Input, base: tuple[int, ...], wild: set[str]) -> tuple[int, ...]:
    """Often the first input's shape or a broadcastable variant of it; else a fresh shape."""
    if "rank" in wild:
        rank = draw(WILD_RANKS)
    elif decl.rank is not None:
        rank = decl.rank
    else:
        rank = draw(st.sampled_from([len(base), len(base), 1, 2, 3, 4]))
    dims = WILD_DIMS if "dims" in wild else PLAUSIBLE_DIMS
    fresh = [draw(dims) for _ in range(rank)]
    like = list(base[len(base) - rank:]) if rank <= len(base) else fresh
    shape = draw(st.sampled_from([like, like, [1 if draw(st.booleans()) else n for n in like],
                                  fresh]))
    return capped(shape)


@st.composite
def arrays(draw, shape: tuple[int, ...], wild: set[str], indices: bool) -> np.ndarray:
    plausible = (np.int32,) if indices else PLAUSIBLE_DTYPES
    dtype = draw(st.sampled_from(DTYPES if "dtype" in wild else plausible))
    size = math.prod(shape)
    if "values" in wild:
        base = draw(st.sampled_from(ELEMENT_BASES))
        step = draw(st.sampled_from([0, 1, -1, 7, 2**20]))
    else:
        base, step = draw(st.integers(-3, 3)), draw(st.integers(-2, 2))
    if size <= MATERIALISED:
        values = base + step * (np.arange(size, dtype=np.int64) - size // 2)
        return cast(values, dtype).reshape(shape)
    return np.broadcast_to(cast(np.array(base, dtype=np.int64), dtype), shape)


def plausible_value(decl: Attr) -> st.SearchStrategy:
    """A value of the attribute's kind, near or at the ends of its range."""
    if isinstance(decl, Bool):
        return st.booleans()
    if isinstance(decl, Choice):
        return st.sampled_from(decl.options)
    entry = st.one_of(st.integers(max(decl.lo, -3), min(decl.hi, 6)),
                      st.sampled_from([decl.lo, decl.hi]))
    if isinstance(decl, Int):
        value = entry
    else:
        longest = min(decl.max_length or MAX_RANK, MAX_RANK)
        lengths = st.just(decl.length) if decl.length else st.integers(decl.min_length, longest)
        value = lengths.flatmap(lambda n: st.lists(entry, min_size=n, max_size=n).map(tuple))
        if decl.scalar:
            value = st.one_of(value, entry)
    return st.one_of(value, st.none()) if decl.optional else value


@st.composite
def calls(draw, op: str) -> tuple[list, dict]:
    spec = cvmverify.spec(op)
    wild = draw(st.sets(st.sampled_from(ASPECTS)))
    decls = list(spec.inputs)
    if "count" in wild:
        count = draw(st.integers(0, 4))
    elif decls[-1].variadic:
        count = len(decls) - 1 + draw(st.integers(1, 4))
    else:
        count = len(decls) - draw(st.integers(0, sum(d.optional for d in decls)))
    base = draw(first_shapes(decls[0], wild))
    inputs = []
    for k in range(count):
        decl = decls[min(k, len(decls) - 1)]
        if "count" in wild and draw(st.integers(0, 7)) == 0:
            inputs.append(None)
            continue
        shape = base if k == 0 else draw(shapes(decl, base, wild))
        inputs.append(draw(arrays(shape, wild, decl.indices)))
    required = [a.name for a in spec.attrs if a.required]
    optional = [a.name for a in spec.attrs if not a.required]
    names = required + (draw(st.lists(st.sampled_from(optional), unique=True)) if optional else [])
    if "attr_names" in wild:
        names = draw(st.lists(st.sampled_from(names), unique=True)) if names else []
        names += draw(st.lists(WILD_ATTR_NAMES, min_size=1, max_size=2))
    attrs = {}
    for name in names:
        decl = spec.attr_by_name.get(name)
        plausible = plausible_value(decl) if decl else WILD_ATTR_VALUES
        attrs[name] = draw(st.one_of(plausible, WILD_ATTR_VALUES)
                           if "attr_values" in wild else plausible)
    return inputs, attrs


# --------------------------------------------------------------------------- checking


def describe(op: str, inputs: list, attrs: dict) -> str:
    shown = ", ".join("None" if a is None else f"<{a.shape} {a.dtype}>" for a in inputs)
    return f"{op}([{shown}], **{attrs!r})"


def _folded(expr, values) -> int:
    folded = sp.sympify(expr).xreplace(values)
    return int(folded) if isinstance(folded, sp.Integer) else 1


def too_big_to_run(op: str, inputs: list, attrs: dict) -> bool:
    """Whether the call is a valid instance that would take too long to evaluate here.

    Binds and instantiates the call as `cvmverify.core.evaluate` does; a call that fails there is
    not too big (evaluate reports the same error before computing anything).
    """
    spec = cvmverify.spec(op)
    try:
        call = bind_call(spec, inputs, attrs)
        instance = spec.instantiate(call.binder)
    except CallTimedOut:
        raise
    except Exception:
        return False
    if instance.definition is not None:
        return sum(a.size for a in call.arrays.values()) > DEFINITION_BUDGET
    values = call.binder.values
    work = 0
    for out in instance.outputs:
        size = math.prod(_folded(d, values) for d in out.shape)
        for node in sp.preorder_traversal(out.value):
            if isinstance(node, Reduction):
                size *= math.prod(_folded(hi - lo, values) for _, lo, hi in node.limits)
        work += size
    return work > RUN_BUDGET


def check_call(op: str, inputs: list, attrs: dict) -> None:
    """The call raises LogicError naming `op`, or succeeds with outputs within the limits."""
    what = describe(op, inputs, attrs)
    with time_limit(CALL_LIMIT_S, f"instantiating {what}"):
        if too_big_to_run(op, inputs, attrs):
            return
    with time_limit(CALL_LIMIT_S, what):
        try:
            outputs = cvmverify.evaluate(op, inputs, **attrs)
        except cvmverify.LogicError as error:
            assert error.op == op, f"{what} raised a LogicError of {error.op!r}: {error}"
            return
    assert outputs, f"{what} returned no outputs"
    for out in outputs:
        assert isinstance(out, np.ndarray), f"{what} returned {type(out).__name__}"
        assert 1 <= out.ndim <= MAX_RANK, f"{what} returned shape {out.shape}"
        assert all(1 <= n <= MAX_DIM for n in out.shape), f"{what} returned shape {out.shape}"
        assert out.size <= MAX_SIZE, f"{what} returned shape {out.shape}"


# --------------------------------------------------------------------------- tests


@pytest.mark.parametrize("op", OPS)
@SETTINGS
@given(data=st.data())
def test_malformed_calls_raise_only_logic_errors(op, data):
    inputs, attrs = data.draw(calls(op), label="call")
    note(describe(op, inputs, attrs))
    check_call(op, inputs, attrs)


@pytest.mark.parametrize("op", OPS)
def test_no_inputs(op):
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate(op, [])
    assert caught.value.op == op
    assert caught.value.condition.startswith("input")


@pytest.mark.parametrize("op", OPS)
def test_one_rank_7_input(op):
    x = np.zeros((1,) * 7, dtype=np.int32)
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate(op, [x])
    first = cvmverify.spec(op).inputs[0]
    name = f"{first.name}0" if first.variadic else first.name
    assert caught.value.op == op
    assert caught.value.condition == f"rank of {name} in 1..{MAX_RANK}"
    assert caught.value.values == {f"{name}.shape": x.shape}


def test_time_limit_interrupts_a_busy_loop():
    with pytest.raises(CallTimedOut, match="a busy loop took more than 0.05 s of CPU time"):
        with time_limit(0.05, "a busy loop"):
            while True:
                pass


def test_time_limit_interrupts_a_blocked_call():
    with pytest.raises(CallTimedOut, match="a sleep took more than 0.06 s of wall-clock time"):
        with time_limit(0.01, "a sleep"):
            time.sleep(5)


def test_too_big_to_run_tells_valid_giants_from_errors():
    x = np.broadcast_to(np.int32(1), (MAX_DIM,))
    assert too_big_to_run("tile", [np.ones(1, np.int8)], {"reps": (4096, 4096, 64)})
    assert too_big_to_run("dense", [np.ones((4096, 4096), np.int32)] * 2, {})
    assert not too_big_to_run("tile", [np.ones(1, np.int8)], {"reps": (4096, 4096, 0)})
    assert not too_big_to_run("relu", [x], {})
    assert not too_big_to_run("relu", [x], {"bogus": 1})


# --------------------------------------------------------------------------- found so far


def test_choice_attribute_given_an_array():
    """broadcast's `mode` compared with `in` against its options: an array value makes the
    comparison elementwise and `in` raises NumPy's "truth value is ambiguous" ValueError."""
    x = np.ones((1, 4), np.int32)
    for mode in (np.array(["numpy", "explicit"]), np.array([], dtype=np.float64)):
        with pytest.raises(cvmverify.LogicError) as caught:
            cvmverify.evaluate("broadcast", [x], target_shape=(2, 4), mode=mode)
        assert caught.value.op == "broadcast"


TIMEDELTAS = np.arange(4).astype("timedelta64[s]")


@pytest.mark.parametrize("op, inputs, attrs", [
    ("relu", [TIMEDELTAS], {}),
    ("sum", [TIMEDELTAS], {}),
    ("broadcast_add", [TIMEDELTAS, np.ones(4, np.int32)], {}),
    ("take", [np.arange(4, dtype=np.int32), TIMEDELTAS], {"axis": 0}),
])
def test_timedelta_inputs(op, inputs, attrs):
    """timedelta64 is a NumPy integer subtype, so the dtype check lets it through and
    `int(array.min())` then raises TypeError on a datetime.timedelta."""
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate(op, inputs, **attrs)
    assert caught.value.op == op


def test_ragged_nested_list_input():
    """np.asarray of a ragged list raises NumPy's "inhomogeneous shape" ValueError."""
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate("relu", [[[1], [1, 2]]])
    assert caught.value.op == "relu"


@pytest.mark.parametrize("name", ["name", "inputs"])
def test_attribute_named_like_a_parameter_of_evaluate(name):
    """An unknown attribute is a LogicError, whatever its name; these two collide with the
    parameters of evaluate(name, inputs, **attrs) and raise TypeError."""
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate("relu", [np.ones(3, np.int32)], **{name: 1})
    assert caught.value.condition.startswith("known attributes")


@pytest.mark.parametrize("op, expected", [("sum", 2**24), ("max", 1)])
def test_reduction_of_a_long_axis_finishes(op, expected):
    """A reduction variable whose extent exceeds the evaluator's block budget (2^22) is looped
    over one value at a time: 2^24 Python iterations for a valid 1-D input."""
    x = np.ones(2**24, np.int32)
    with time_limit(CALL_LIMIT_S, f"{op} of {x.shape}"):
        (y,) = cvmverify.evaluate(op, [x])
    assert y.tolist() == [expected]


def test_split_into_many_pieces_finishes():
    """size_split=1 makes one output per element; each is a spec Output built with sympy
    (about 1 ms apiece), so an axis of 2^16 takes over a minute and one of 2^24 hours."""
    x = np.arange(2**16, dtype=np.int32)
    with time_limit(CALL_LIMIT_S, "split into 2^16 pieces"):
        try:
            outputs = cvmverify.evaluate("split", [x], axis=0, size_split=1)
        except cvmverify.LogicError:
            return  # a limit on the number of outputs is a valid answer too
    assert len(outputs) == x.size
    assert [int(y[0]) for y in outputs] == x.tolist()
