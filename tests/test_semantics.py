"""The semantics table: one meaning per integer function, the same in every back end.

Sympy folding (the Python column), the plain-integer evaluator `ir.exact` that checks
preconditions, the NumPy column the interpreter runs and the z3 column the prover reads
must agree on every input, including negative divisors and operands.
"""

import numpy as np
import sympy as sp
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from cvmverify.core.ir import exact
from cvmverify.core.semantics import (
    BitWidth, Clip, FloorDiv, FloorMod, Pow2, Rem, Select, Shl, Shr, TruncDiv,
)

a_, b_, c_ = sp.symbols("a b c", integer=True)
values = st.integers(-(2**31), 2**31 - 1)
divisors = st.integers(-1000, 1000).filter(lambda v: v != 0)
shifts = st.integers(0, 32)

BINARY = [(FloorDiv, divisors), (TruncDiv, divisors), (FloorMod, divisors), (Rem, divisors),
          (Shl, shifts), (Shr, shifts)]


def z3_value(term):
    solver = z3.Solver()
    result = z3.Int("result")
    solver.add(result == term)
    assert solver.check() == z3.sat
    return solver.model()[result].as_long()


@settings(max_examples=60, deadline=None)
@given(a=values, data=st.data())
def test_binary_functions_agree_everywhere(a, data):
    for function, second in BINARY:
        b = data.draw(second)
        expected = function.meaning.python(a, b)
        assert function(sp.Integer(a), sp.Integer(b)) == expected, function
        assert exact(function(a_, b_), {a_: a, b_: b}) == expected, function
        got = function.meaning.numpy(np.array([a], np.int64), np.array([b], np.int64))
        assert int(np.asarray(got)[0]) == expected, function
        assert z3_value(function.meaning.z3(z3.IntVal(a), z3.IntVal(b))) == expected, function


@settings(max_examples=60, deadline=None)
@given(x=values, lo=st.integers(-50, 50), width=st.integers(1, 100), s=st.integers(0, 40))
def test_unary_and_ternary_functions_agree(x, lo, width, s):
    hi = lo + width
    cases = [(Clip(a_, b_, c_), {a_: x, b_: lo, c_: hi}, min(max(x, lo), hi)),
             (BitWidth(a_), {a_: x}, max(1, abs(x).bit_length())),
             (Pow2(a_), {a_: s}, 2**s),
             (Select(a_ > b_, a_, b_), {a_: x, b_: lo}, max(x, lo))]
    for expr, env, expected in cases:
        assert exact(expr, env) == expected, expr
        assert expr.xreplace({k: sp.Integer(v) for k, v in env.items()}) == expected, expr


def test_textbook_cases():
    assert [TruncDiv(-7, 2), FloorDiv(-7, 2), Rem(-7, 2), FloorMod(-7, 2)] == [-3, -4, -1, 1]
    assert [TruncDiv(7, -2), FloorDiv(7, -2), Rem(7, -2), FloorMod(7, -2)] == [-3, -4, 1, -1]
    assert [BitWidth(0), BitWidth(1), BitWidth(-4), BitWidth(-(2**31))] == [1, 1, 3, 32]
    assert Shr(-5, 1) == -3 and Shl(-3, 2) == -12


def test_division_by_zero_stays_unevaluated():
    assert isinstance(FloorDiv(sp.Integer(5), sp.Integer(0)), FloorDiv)
