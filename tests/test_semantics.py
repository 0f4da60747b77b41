"""The semantics table's textbook values (every column agreeing with them is
tests/test_semantics_table.py's property)."""

import sympy as sp

from cvmverify.core.semantics import BitWidth, FloorDiv, FloorMod, Rem, Shl, Shr, TruncDiv


def test_textbook_cases():
    assert [TruncDiv(-7, 2), FloorDiv(-7, 2), Rem(-7, 2), FloorMod(-7, 2)] == [-3, -4, -1, 1]
    assert [TruncDiv(7, -2), FloorDiv(7, -2), Rem(7, -2), FloorMod(7, -2)] == [-3, -4, 1, -1]
    assert [BitWidth(0), BitWidth(1), BitWidth(-4), BitWidth(-(2**31))] == [1, 1, 3, 32]
    assert Shr(-5, 1) == -3 and Shl(-3, 2) == -12


def test_division_by_zero_stays_unevaluated():
    assert isinstance(FloorDiv(sp.Integer(5), sp.Integer(0)), FloorDiv)
