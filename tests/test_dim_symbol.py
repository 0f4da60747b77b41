"""A dim symbol knows its tensor and axis, prints as before, and survives sympy and pickling."""

import pickle

import sympy as sp

from cvmverify.core.dsl import DimSymbol


def test_a_dim_knows_its_tensor_and_axis_and_prints_as_before():
    dim = DimSymbol("x", 1)
    assert (dim.tensor, dim.axis) == ("x", 1)
    assert str(dim) == "x.shape[1]"
    assert dim.is_integer and dim.is_positive
    assert DimSymbol("x", 1) is dim


def test_a_dim_survives_pickling_and_sympy_operations():
    n, k = DimSymbol("x", 0), DimSymbol("w", 1)
    expr = 2 * n + k
    back = pickle.loads(pickle.dumps(expr))
    assert back == expr
    assert {(s.tensor, s.axis) for s in back.free_symbols} == {("x", 0), ("w", 1)}
    assert expr.subs(n, 3) == k + 6
    assert sp.simplify(expr / n - k / n) == 2
    assert sp.lambdify([n, k], expr)(2, 5) == 9


def test_a_dim_orders_terms_as_the_plain_symbol_it_replaces():
    t, plain = sp.Symbol("t2", integer=True), sp.Symbol("x.shape[1]", integer=True, positive=True)
    for make in (lambda d: d * t + t, lambda d: d + t, lambda d: -d * t * 2 + t):
        assert str(make(DimSymbol("x", 1))) == str(make(plain))
        assert list(map(str, make(DimSymbol("x", 1)).args)) == list(map(str, make(plain).args))
