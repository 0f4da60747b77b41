"""The expression printers: exact strings for a few expressions, and the printed NumPy and C
code agreeing with the semantics table's Python meaning on random and boundary inputs."""

from __future__ import annotations

import itertools
import shutil
import subprocess

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from cvmverify.codegen.printers import (C_PRELUDE, NUMPY_PRELUDE, NUMPY_TEMPLATES, CPrinter,
                                        NumpyPrinter)
from cvmverify.core.ir import FlatRead, Read, ReduceSum, exact
from cvmverify.core.semantics import (INT32_MAX, INT32_MIN, TABLE, BitWidth, Checked, Clip, FloorDiv,
                                 FloorMod, Pow2, Rem, Select, Shl, Shr, TruncDiv, meaning_of)

a, b, s, lo, hi, w, x, i, j, k = sp.symbols("a b s lo hi w x i j k", integer=True)

# name -> (expression, its variables); the reference is the table's Python meaning of the
# outermost function applied to the values of its arguments
CASES: dict[str, tuple[sp.Expr, tuple[sp.Symbol, ...]]] = {
    "floordiv": (FloorDiv(a, b), (a, b)),
    "truncdiv": (TruncDiv(a, b), (a, b)),
    "floormod": (FloorMod(a, b), (a, b)),
    "rem": (Rem(a, b), (a, b)),
    "shl": (Shl(a, s), (a, s)),
    "shr": (Shr(a, s), (a, s)),
    "pow2": (Pow2(s), (s,)),
    "clip": (Clip(a, lo, hi), (a, lo, hi)),
    "min": (sp.Min(a, b), (a, b)),
    "max": (sp.Max(a, b), (a, b)),
    "abs": (sp.Abs(a), (a,)),
    "select": (Select(a < b, a + b, a - b), (a, b)),
    "bitwidth": (BitWidth(w), (w,)),
    "checked": (Checked(a), (a,)),
}


def reference(expr: sp.Expr, variables: tuple[sp.Symbol, ...], values: tuple[int, ...]) -> int:
    env = dict(zip(variables, values))
    return meaning_of(expr).python(*(exact(arg, env) for arg in expr.args))


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


def test_every_table_row_has_numpy_code() -> None:
    assert set(NUMPY_TEMPLATES) == set(TABLE)


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


# --- NumPy semantics ---------------------------------------------------------------------------

STRATEGIES = {
    a: st.integers(-1000, 1000),
    b: st.integers(-50, 50).filter(lambda v: v != 0),
    s: st.integers(0, 20),
    lo: st.integers(-1000, 1000),
    hi: st.integers(-1000, 1000),
    w: st.integers(INT32_MIN, INT32_MAX),
}


def run_numpy(expr: sp.Expr, variables: tuple[sp.Symbol, ...], rows: list[tuple[int, ...]]):
    namespace: dict = {"np": np}
    exec(NUMPY_PRELUDE, namespace)
    columns = zip(*rows) if rows else [()] * len(variables)
    for v, column in zip(variables, columns):
        namespace[v.name] = np.array(column, dtype=np.int64)
    result = eval(NumpyPrinter().doprint(expr), namespace)
    return np.broadcast_to(result, (len(rows),)).tolist()


@pytest.mark.parametrize("name", list(CASES))
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_numpy_code_matches_table(name: str, data) -> None:
    expr, variables = CASES[name]
    row = st.tuples(*(STRATEGIES[v] for v in variables))
    rows = data.draw(st.lists(row, min_size=1, max_size=16))
    assert run_numpy(expr, variables, rows) == [reference(expr, variables, r) for r in rows]


# --- C semantics ------------------------------------------------------------------------------

A = [INT32_MIN, INT32_MIN + 1, -1000, -7, -1, 0, 1, 7, 1000, INT32_MAX - 1, INT32_MAX]
B = [INT32_MIN, -50, -7, -2, -1, 1, 2, 7, 50, INT32_MAX]
S = [0, 1, 5, 20, 31]
BOUNDARY = {
    a: A, b: B, s: S, lo: [INT32_MIN, -128, 0, 5], hi: [-5, 0, 127, INT32_MAX],
    w: A + [-(2**16), 2**16 - 1, 2**16, -(2**30), 2**30 - 1, 2**30],
}


def boundary_rows(name: str) -> list[tuple[int, ...]]:
    _, variables = CASES[name]
    if name == "pow2":
        return [(v,) for v in range(63)]
    return list(itertools.product(*(BOUNDARY[v] for v in variables)))


def c_program() -> str:
    lines = [C_PRELUDE, "#include <stdio.h>", "", "int main(void) {"]
    for name, (expr, variables) in CASES.items():
        rows = boundary_rows(name)
        table = ", ".join("{" + ", ".join(f"INT64_C({v})" for v in r) + "}" for r in rows)
        lines.append(f"    {{ static const int64_t in[][{len(variables)}] = {{{table}}};")
        lines.append(f"      for (int n = 0; n < {len(rows)}; n++) {{")
        for col, v in enumerate(variables):
            lines.append(f"        int64_t {v.name} = in[n][{col}];")
        lines.append(f'        printf("{name} %lld\\n", (long long)({CPrinter().doprint(expr)}));')
        lines.append("    } }")
    lines += ["    return 0;", "}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def c_results(tmp_path_factory) -> dict[str, list[int]]:
    compiler = shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler (`cc`) on PATH: the printed C code cannot be checked")
    directory = tmp_path_factory.mktemp("codegen_c")
    source, binary = directory / "cases.c", directory / "cases"
    source.write_text(c_program())
    subprocess.run([compiler, "-O0", "-std=c99", "-o", str(binary), str(source)],
                   check=True, capture_output=True, text=True)
    out = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout
    results: dict[str, list[int]] = {name: [] for name in CASES}
    for line in out.splitlines():
        name, value = line.split()
        results[name].append(int(value))
    return results


@pytest.mark.parametrize("name", list(CASES))
def test_c_code_matches_table(name: str, c_results: dict[str, list[int]]) -> None:
    expr, variables = CASES[name]
    rows = boundary_rows(name)
    assert c_results[name] == [reference(expr, variables, r) for r in rows]


@pytest.mark.parametrize("name", list(CASES))
def test_numpy_code_matches_table_on_boundaries(name: str) -> None:
    expr, variables = CASES[name]
    rows = boundary_rows(name)
    assert run_numpy(expr, variables, rows) == [reference(expr, variables, r) for r in rows]
