"""Every row of the semantics table, across every column: one property.

For each row, arguments drawn in its domain give one exact value (the Python column), and
every other meaning must give the same: sympy's folding, `ir.exact`, the NumPy column, the
z3 column and the z3 encoder (through `row_of`, the normalisation every consumer reads a
formula through), the printed NumPy and scalar sources (as the generated kernels print
them), and the C column and printed C (compiled once, on boundary and random arguments).
The interval column must contain the value for intervals around the arguments, and a row
that says it stays within int32 must, while one that says it can leave it has a witness.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from dataclasses import dataclass

import numpy as np
import pytest
import sympy as sp
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from cvmverify.codegen.printers import NUMPY_PRELUDE, CPrinter, NumpyPrinter, ScalarPrinter
from cvmverify.core.encode import Encoder
from cvmverify.core.ir import exact
from cvmverify.core.semantics import (
    C_PRELUDE, INT32_MAX, INT32_MIN, TABLE, BitWidth, Checked, Clip, FloorDiv, FloorMod, Pow2,
    Rem, Select, Shl, Shr, TruncDiv, row_of,
)


@dataclass(frozen=True)
class Arg:
    """An operand's domain: integers in [lo, hi] (without 0 for a divisor), or a truth
    value (an integer t read as the condition t != 0)."""

    lo: int = INT32_MIN
    hi: int = INT32_MAX
    nonzero: bool = False
    truth: bool = False

    def strategy(self) -> st.SearchStrategy:
        if self.truth:
            return st.integers(0, 1)
        values = st.integers(self.lo, self.hi)
        edges = st.sampled_from([v for v in (self.lo, self.hi, -1, 1) if self.lo <= v <= self.hi])
        return st.one_of(edges, values).filter(lambda v: not (self.nonzero and v == 0))

    def random(self, rng: random.Random) -> int:
        value = rng.randint(0, 1) if self.truth else rng.randint(self.lo, self.hi)
        return 1 if self.nonzero and value == 0 else value

    def fit(self, value: int) -> int:
        if self.truth:
            return value & 1
        value = min(max(value, self.lo), self.hi)
        return -1 if self.nonzero and value == 0 else value


I32, NZ, T = Arg(), Arg(nonzero=True), Arg(truth=True)
SMALL = Arg(-(2**20), 2**20)

# row -> the operands' domains, one tuple per arity (a variadic row has several). Every
# step stays within int64, so the NumPy and C columns compute what the Python column does.
DOMAINS = {
    "add": [(I32, I32), (I32, I32, I32, I32)],
    "mul": [(I32, I32), (SMALL, SMALL, SMALL)],
    "pow": [(Arg(-(2**15), 2**15), Arg(2, 4))],
    "floordiv": [(I32, NZ)], "truncdiv": [(I32, NZ)], "floormod": [(I32, NZ)],
    "rem": [(I32, NZ)], "shl": [(I32, Arg(0, 31))], "shr": [(I32, Arg(0, 62))],
    "pow2": [(Arg(0, 62),)], "clip": [(I32, I32, I32)], "bitwidth": [(I32,)],
    "min": [(I32, I32), (I32, I32, I32)], "max": [(I32, I32), (I32, I32, I32)],
    "abs": [(I32,)], "select": [(T, I32, I32)], "checked": [(I32,)],
    **{name: [(I32, I32)] for name in ("lt", "le", "gt", "ge", "eq", "ne")},
    "and": [(T, T), (T, T, T)], "or": [(T, T), (T, T, T)], "not": [(T,)],
}
CLASSES = {"floordiv": FloorDiv, "truncdiv": TruncDiv, "floormod": FloorMod, "rem": Rem,
           "shl": Shl, "shr": Shr, "pow2": Pow2, "clip": Clip, "bitwidth": BitWidth,
           "min": sp.Min, "max": sp.Max, "abs": sp.Abs, "select": Select, "checked": Checked,
           "lt": sp.Lt, "le": sp.Le, "gt": sp.Gt, "ge": sp.Ge, "eq": sp.Eq, "ne": sp.Ne,
           "and": sp.And, "or": sp.Or}
# arguments within int32 whose value is not: why a row says it can leave int32
WITNESSES = {"add": (INT32_MAX, 1), "mul": (INT32_MAX, 2), "pow": (2**16, 2),
             "floordiv": (INT32_MIN, -1), "truncdiv": (INT32_MIN, -1), "shl": (1, 31),
             "pow2": (31,), "abs": (INT32_MIN,)}


def node(name: str, domain: tuple[Arg, ...], exponent: int = 2):
    """The row's sympy node over fresh operands, and the symbol each argument binds."""
    symbols = [sp.Symbol(f"v{k}", integer=True) for k in range(len(domain))]
    args = [sp.Ne(s, 0) if arg.truth else s for s, arg in zip(symbols, domain)]
    if name == "pow":  # the exponent is a constant of the formula
        return sp.Pow(args[0], sp.Integer(exponent), evaluate=False), symbols[:1]
    if name in ("add", "mul", "not"):
        cls = {"add": sp.Add, "mul": sp.Mul, "not": sp.Not}[name]
        return cls(*args, evaluate=False), symbols
    return CLASSES[name](*args), symbols


def z3_value(term) -> int | bool:
    value = z3.simplify(term)
    return z3.is_true(value) if z3.is_bool(value) else value.as_long()


def test_every_row_has_a_domain():
    assert set(DOMAINS) == set(TABLE)


@pytest.mark.parametrize("name", sorted(TABLE))
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_every_column_of_a_row_means_the_same(name, data):
    meaning = TABLE[name]
    domain = data.draw(st.sampled_from(DOMAINS[name]))
    values = data.draw(st.tuples(*[arg.strategy() for arg in domain]))
    operands = [bool(v) if arg.truth else v for v, arg in zip(values, domain)]
    expected = meaning.python(*operands)

    expr, symbols = node(name, domain, values[-1])
    env = dict(zip(symbols, values))
    found, args = row_of(expr)
    assert found is meaning and len(args) == len(values)  # the one normalisation
    # sympy folding and the plain-integer evaluator
    folded = expr.xreplace({s: sp.Integer(v) for s, v in env.items()})
    assert (bool(folded) if isinstance(expected, bool) else int(folded)) == expected
    assert exact(expr, env) == expected
    # the NumPy column on arrays, and the z3 column on constants
    arrays = [np.array([v]) if arg.truth else np.array([v], np.int64)
              for v, arg in zip(operands, domain)]
    assert np.asarray(meaning.numpy(*arrays)).tolist() == [expected]
    assert z3_value(meaning.z3(*[z3.BoolVal(v) if isinstance(v, bool) else z3.IntVal(v)
                                 for v in operands])) == expected
    # the encoder, reading the node through row_of
    encoder = Encoder("table")
    term = encoder.term(expr)
    assert z3_value(z3.substitute(term, *[(encoder.symbol(s.name), z3.IntVal(v))
                                          for s, v in env.items()])) == expected
    # the printed sources, as generated kernels print them
    namespace = {"np": np}
    exec(NUMPY_PRELUDE, namespace)
    columns = {s.name: np.array([v], np.int64) for s, v in env.items()}
    printed = eval(NumpyPrinter().doprint(expr), {**namespace, **columns})
    assert np.broadcast_to(printed, (1,)).tolist() == [expected]
    scalar = eval(ScalarPrinter().doprint(expr), {s.name: v for s, v in env.items()})
    assert scalar == expected
    # intervals around the arguments hold the value
    widths = data.draw(st.tuples(*[st.tuples(st.integers(0, 2**33), st.integers(0, 2**33))
                                   for _ in values]))
    ivs = [(v, v) if arg.truth or (name == "pow" and k == 1) else (v - below, v + above)
           for k, (v, arg, (below, above)) in enumerate(zip(values, domain, widths))]
    lo, hi = meaning.interval(*ivs)
    assert lo <= expected <= hi, (ivs, (lo, hi))
    if not meaning.leaves_int32:
        assert INT32_MIN <= int(expected) <= INT32_MAX


@pytest.mark.parametrize("name", sorted(WITNESSES))
def test_a_row_that_can_leave_int32_has_a_witness(name):
    meaning = TABLE[name]
    assert meaning.leaves_int32
    value = meaning.python(*WITNESSES[name])
    assert not INT32_MIN <= value <= INT32_MAX


def test_every_row_that_can_leave_int32_is_witnessed():
    assert {name for name, m in TABLE.items() if m.leaves_int32} == set(WITNESSES)


# --- C: the c column and the printed C, compiled once -----------------------------------------

BOUNDARY = [INT32_MIN, INT32_MIN + 1, -1000, -7, -2, -1, 0, 1, 2, 7, 1000, INT32_MAX - 1,
            INT32_MAX]


def c_arguments(name: str) -> list[tuple[int, ...]]:
    """Boundary and seeded random arguments in the row's domain (its first arity)."""
    rng = random.Random(name)
    domain = DOMAINS[name][0]
    rows = [tuple(arg.random(rng) for arg in domain) for _ in range(200)]
    return rows + [tuple(arg.fit(v) for arg in domain) for v in BOUNDARY]


def c_program() -> str:
    lines = [C_PRELUDE, "#include <stdio.h>", "", "int main(void) {"]
    for name, meaning in sorted(TABLE.items()):
        rows = c_arguments(name)
        domain = DOMAINS[name][0]
        symbols = [sp.Symbol(f"v{k}", integer=True) for k in range(len(domain))]
        table = ", ".join("{" + ", ".join(f"INT64_C({int(v)})" for v in r) + "}" for r in rows)
        lines.append(f"  {{ static const int64_t in[][{len(symbols)}] = {{{table}}};")
        lines.append(f"    for (int n = 0; n < {len(rows)}; n++) {{")
        for k, symbol in enumerate(symbols):
            lines.append(f"      int64_t {symbol.name} = in[n][{k}];")
        column = meaning.spell("c", [f"({s.name} != 0)" if arg.truth else s.name
                                     for s, arg in zip(symbols, domain)])
        # pow's exponent is a constant of a formula: its C is checked through the column
        printed = column if name == "pow" else CPrinter().doprint(node(name, domain)[0])
        lines.append(f'      printf("{name} %lld %lld\\n", (long long)({column}), '
                     f"(long long)({printed}));")
        lines.append("  } }")
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def c_results(tmp_path_factory) -> dict[str, list[tuple[int, int]]]:
    compiler = shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler (`cc`) on PATH: the C column cannot be checked")
    directory = tmp_path_factory.mktemp("semantics_c")
    source, binary = directory / "table.c", directory / "table"
    source.write_text(c_program())
    subprocess.run([compiler, "-O0", "-std=c99", "-o", str(binary), str(source)],
                   check=True, capture_output=True, text=True)
    out = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout
    results: dict[str, list[tuple[int, int]]] = {name: [] for name in TABLE}
    for line in out.splitlines():
        name, column, printed = line.split()
        results[name].append((int(column), int(printed)))
    return results


@pytest.mark.parametrize("name", sorted(TABLE))
def test_the_c_column_and_the_printed_c_mean_the_same(name, c_results):
    domain = DOMAINS[name][0]
    expected = [int(TABLE[name].python(*[bool(v) if arg.truth else v
                                          for v, arg in zip(args, domain)]))
                for args in c_arguments(name)]
    assert [column for column, _ in c_results[name]] == expected
    assert [printed for _, printed in c_results[name]] == expected
