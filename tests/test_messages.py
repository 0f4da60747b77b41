"""Messages a user reads: refutations name the spec line of the rule they refute, and an
overflow names its step in words."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.core.dsl import Input, Output, declare, require
from cvmverify.core.structures import instances
from cvmverify.prove import prove_instance
from specs import mutants, user_ops

ROOT = Path(__file__).resolve().parents[1]


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_an_overflow_names_its_step_in_words():
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate("cvm_left_shift", [np.array([2**30], np.int32)], precision=32,
                           shift_bit=2)
    assert "step=the left shift x[i0] << 2" in str(caught.value)
    assert "Shl(" not in str(caught.value) and "Read(" not in str(caught.value)


@pytest.mark.parametrize("op, axes, got", [
    ("sum", (0, 1, 2), "(got len(axes)=3, x.rank=2)"),
    ("transpose", (0, 1, 2, 3, 4), "(got len(axes)=5, x.rank=2)")])
def test_a_condition_on_the_structure_alone_shows_the_ranks_and_lengths_it_names(
        op, axes, got, numpy_dir):
    """len(axes) <= x.rank folds to False with no symbol left: the values it was about are
    the structure's, which the message names; the generated module says the same."""
    x = np.zeros((2, 3), np.int32)
    with pytest.raises(cvmverify.LogicError) as caught:
        cvmverify.evaluate(op, [x], axes=axes)
    assert str(caught.value).endswith(got), caught.value
    spec = importlib.util.spec_from_file_location(f"generated_{op}_message",
                                                  numpy_dir / f"{op}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(cvmverify.LogicError) as generated:
        getattr(module, "sum_" if op == "sum" else op)(x, axes=axes)
    assert str(generated.value) == str(caught.value)


def test_a_generated_kernel_names_the_step_in_words_too(numpy_dir):
    spec = importlib.util.spec_from_file_location(
        "generated_cvm_left_shift", numpy_dir / "cvm_left_shift.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(ValueError, match=r"step=the left shift x\[i0\] << shift_bit"):
        module.cvm_left_shift(np.array([2**30], np.int32), precision=32, shift_bit=2)


def test_a_refutation_names_the_line_of_the_formula():
    instance = next(iter(instances(user_ops.pad, 1)))
    refuted = [r for r in prove_instance(mutants.wrong_output_dim(instance, +1))
               if r.status == "refuted"]
    path = ROOT / "tests" / "specs" / "user_ops.py"
    assert refuted and refuted[0].where.endswith(
        f"user_ops.py:{line_of(path, 'return Output(shape')}")


@declare("contradiction", inputs=[Input("x", rank=1)], summary="preconditions that conflict")
def contradiction(x):
    require(x.shape[0] > 5, "x.shape[0] > 5")
    require(x.shape[0] < 3, "x.shape[0] < 3")
    return Output(x.shape, lambda i: x[i])


def test_a_vacuity_refutation_names_the_lines_of_the_conflicting_preconditions():
    vacuity, = [r for r in prove_instance(next(iter(instances(contradiction, 1))))
                if r.obligation == "vacuity"]
    assert vacuity.status == "refuted"
    here = Path(__file__)
    assert vacuity.where.split(", ") == [
        f"{vacuity.where.split(':')[0]}:{line_of(here, text)}"
        for text in ('require(x.shape[0] > 5', 'require(x.shape[0] < 3')]


def test_prove_prints_the_rule_line(tmp_path):
    (tmp_path / "userbad.py").write_text(textwrap.dedent("""
        from cvmverify.core.dsl import Input, Output, operator

        @operator("shifted_copy", inputs=[Input("x", rank=1)], summary="reads one too far")
        def shifted_copy(x):
            return Output(x.shape, lambda i: x[i[0] + 1])
    """))
    done = subprocess.run([sys.executable, "-m", "cvmverify.cli", "--spec", "userbad", "prove",
                           "shifted_copy", "--max-rank", "1"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "rule: userbad.py:6" in done.stdout


def test_every_row_of_the_semantics_table_has_words():
    from cvmverify.core.semantics import TABLE

    for name, meaning in TABLE.items():
        assert meaning.noun.startswith("the "), name
        shown = meaning.shown.format("a", "b", "c")
        assert "{" not in shown and "a" in shown, name
