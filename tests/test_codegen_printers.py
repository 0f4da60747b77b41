"""The expression printers: exact strings for a few expressions, names and refusals. That
the printed NumPy, Python and C mean what the table says is tests/test_semantics_table.py's."""

from __future__ import annotations

import pytest
import sympy as sp

from cvmverify.codegen.printers import CPrinter, NumpyPrinter
from cvmverify.core.ir import FlatRead, Read, ReduceSum
from cvmverify.core.semantics import BitWidth, Clip, FloorDiv, Pow2, Rem, Select, Shl, Shr, TruncDiv

a, b, s, x, i, j, k = sp.symbols("a b s x i j k", integer=True)

# --- golden strings ---------------------------------------------------------------------------

D1 = sp.Symbol("x.shape[1]", integer=True)
D2 = sp.Symbol("x.shape[2]", integer=True)
NAMES = {"x.shape[1]": "x_d1", "x.shape[2]": "x_d2"}
GOLDEN = [
    (FloorDiv(a + 1, 2), "np.floor_divide(a + 1, 2)", "cvm_floordiv(a + 1, 2)"),
    (TruncDiv(a, b) + Rem(a, b), "_rem(a, b) + _truncdiv(a, b)", "((a) % (b)) + ((a) / (b))"),
    (sp.Min(a, b, s), "np.minimum(a, np.minimum(b, s))", "cvm_min(a, cvm_min(b, s))"),
    (sp.Abs(a - b), "np.abs(a - b)", "cvm_abs(a - b)"),
    (Select(sp.And(a < b, sp.Ne(s, 0)), Shl(a, s), Pow2(s)),
     "np.where(np.logical_and(np.less(a, b), np.not_equal(s, 0)), np.left_shift(a, s), "
     "np.left_shift(np.int64(1), s))",
     "((a < b && s != 0) ? (cvm_shl(a, s)) : ((((int64_t)1) << (s))))"),
    (Read(x, i + 1, j, k), "x[i + 1, j, k]", "x[((i + 1)*x_d1 + j)*x_d2 + k]"),
    (FlatRead(x, i * D1 + j), "x.reshape(-1)[i*x_d1 + j]", "x[i*x_d1 + j]"),
    (a**2 * b - 3, "a**2*b - 3", "(a*a)*b - 3"),
    (Clip(a, -128, 127), "np.clip(a, -128, 127)", "cvm_clip(a, -128, 127)"),
    (BitWidth(a) + 2**40, "_bitwidth(a) + 1099511627776",
     "cvm_bitwidth(a) + INT64_C(1099511627776)"),
    (Shr(a, s), "np.right_shift(a, s)", "((a) >> (s))"),
]


@pytest.mark.parametrize("expr, numpy_code, c_code", GOLDEN)
def test_golden(expr: sp.Expr, numpy_code: str, c_code: str) -> None:
    assert NumpyPrinter(names=NAMES).doprint(expr) == numpy_code
    shapes = {"x": ["x_d0", "x_d1", "x_d2"]}
    assert CPrinter(shapes=shapes, names=NAMES).doprint(expr) == c_code


# --- refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize("printer", [NumpyPrinter(), CPrinter(shapes={"x": ["n"]})])
def test_names_must_be_identifiers(printer) -> None:
    for raw in ["x.shape[1]", "padding[0]", "1x", "while"]:
        with pytest.raises(ValueError, match="identifier"):
            printer.doprint(sp.Symbol(raw, integer=True) + 1)
    with pytest.raises(ValueError, match="identifier"):
        printer.doprint(Read(sp.Symbol("x.y"), i))


def test_names_are_mapped_and_checked() -> None:
    assert CPrinter(names={"padding[0]": "padding_0"}).doprint(
        sp.Symbol("padding[0]", integer=True) * 2) == "2*padding_0"
    with pytest.raises(ValueError, match="'int' is not a valid C identifier"):
        CPrinter(names={"padding[0]": "int"}).doprint(sp.Symbol("padding[0]", integer=True))


@pytest.mark.parametrize("printer", [NumpyPrinter(), CPrinter()])
def test_inexact_expressions_and_reductions_are_refused(printer) -> None:
    for expr in [a / 2, sp.Mod(a, b), sp.Float(1.5) * a, a ** -1, 2 ** a]:
        with pytest.raises(TypeError):
            printer.doprint(expr)
    with pytest.raises(NotImplementedError, match="reductions"):
        printer.doprint(a + ReduceSum(a, (i, 0, 3)))


def test_c_reads_need_a_shape_of_the_right_rank() -> None:
    with pytest.raises(ValueError, match="no shape"):
        CPrinter().doprint(Read(x, i))
    with pytest.raises(ValueError, match="rank"):
        CPrinter(shapes={"x": ["n", "m"]}).doprint(Read(x, i))
