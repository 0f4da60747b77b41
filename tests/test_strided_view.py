"""The normal forms: an output that moves the element of one affine read is a strided view
of its input (`codegen/affine.strided_view`), computed by the one gather in cvm_cuda.h; a
kernel whose every read is such a view reads through views the host computes, and serves
every structure of its formula. Each view is proven to be the read's offset per
structure; a wrong view is refused, and a wrong gather is caught by the checker
(test_codegen_cuda.py)."""

from __future__ import annotations

import random

import pytest
import sympy as sp

from cvmverify.codegen import affine
from cvmverify.codegen.normal_forms import strided_view
from cvmverify.codegen.generate import operator_target
from cvmverify.core import registry
from cvmverify.core.ir import Read
from cvmverify.core.semantics import Select

i0, i1, i2 = sp.symbols("i0 i1 i2", integer=True)
n1, n2, b, s = sp.symbols("n1 n2 b s", integer=True)
c = sp.Symbol("c")

VIEWS = ["split", "variadic_split", "slice", "slice_like", "squeeze", "expand_dims",
         "reshape", "flatten", "transpose", "broadcast"]


@pytest.mark.parametrize("op", VIEWS)
def test_every_output_of_a_pure_movement_op_is_a_strided_view(op):
    target = operator_target(registry.get(op))
    outputs = [(p, k) for p in target.plans for k in range(len(p.outputs))]
    assert outputs and all(strided_view(p, k) is not None for p, k in outputs)


@pytest.mark.parametrize("op", ["take", "where", "concatenate", "sum"])
def test_a_gather_by_data_a_select_of_inputs_or_a_value_is_no_view(op):
    target = operator_target(registry.get(op))
    assert any(strided_view(p, k) is None for p in target.plans for k in range(len(p.outputs)))


@pytest.mark.parametrize("op", ["split", "slice", "transpose", "broadcast"])
def test_a_view_lands_where_the_read_does(op):
    """Independently of the proof: at random dims, attributes and indices, the view's
    offset is the read's row-major offset."""
    rng = random.Random(op)
    for p in operator_target(registry.get(op)).plans[:8]:
        hoisted = dict(p.scalars)
        for k, out in enumerate(p.outputs):
            view, steps = strided_view(p, k)
            (read,) = out.value.atoms(Read)
            dims = next(t.shape for t in p.inputs if t.name == view.tensor)
            flat = sum(i * sp.Mul(*dims[j + 1:]) for j, i in enumerate(read.args[1:]))
            at = (view.offset + sum(st * x for st, x in zip(view.strides, out.index)))
            at = at.xreplace(dict(steps))
            for _ in range(5):
                both = [e.xreplace(hoisted) for e in (flat, at)]
                conditions = {e.args[0] for x in both for e in x.atoms(Select)}
                values = {x: rng.choice([sp.true, sp.false]) if x in conditions
                          else rng.randint(0, 9)
                          for x in set().union(*(e.free_symbols for e in both))}
                assert both[0].xreplace(values) == both[1].xreplace(values)


def test_a_view_is_proven_through_the_selects_of_its_indices():
    # transpose's index: i0 where the permutation says so, else i1
    view = affine.strided_view("x", (Select(c, i0, i1), Select(c, i1, i0)), (n2, 1), (i0, i1))
    assert view is not None
    assert sp.expand(view.strides[0] - (Select(c, 1, 0) * n2 + Select(c, 0, 1))) == 0


def test_a_read_that_is_not_affine_is_no_view():
    assert affine.strided_view("x", (i0 * i1,), (1,), (i0, i1)) is None
    assert affine.strided_view("x", (sp.Mod(i0, n1),), (1,), (i0,)) is None


def test_a_wrong_affine_map_is_refused(monkeypatch):
    """The proof can fail: an affine map one off in its constant, or with a coefficient
    dropped on one branch of a select, gives no view."""
    right = affine.affine

    def one_off(expr, index):
        found = right(expr, index)
        return None if found is None else (found[0] + 1, found[1])

    monkeypatch.setattr(affine, "affine", one_off)
    assert affine.strided_view("x", (b + s * i0, i1), (n2, 1), (i0, i1)) is None

    def branch_dropped(expr, index):
        found = right(expr, index)
        if found is None or not isinstance(expr, Select):
            return found
        return found[0], {x: a.args[1] if isinstance(a, Select) else a
                          for x, a in found[1].items()}

    monkeypatch.setattr(affine, "affine", branch_dropped)
    assert affine.strided_view("x", (Select(c, i0, i1),), (1,), (i0, i1)) is None


@pytest.mark.parametrize("op, most", [("broadcast_add", 2), ("where", 1), ("relu", 1)])
def test_a_kernel_reading_views_serves_every_structure_of_its_formula(op, most):
    from cvmverify.drivers import gen

    module = gen.generate(gen.GenOptions([op]))[f"cuda/ops/{op}.cuh"]
    structures = len(operator_target(registry.get(op)).plans)
    assert module.count("__global__") <= most < structures or structures == 1
    assert "cvm_quotient(cvm_view_0, cvm_a, cvm_rest)" in module   # one unravel for every view
