"""The prover, seen proving and seen failing.

Broken specs (the seed document's literal formulas) and mutants of every operator must be
refuted, and every counterexample must reproduce when the reference evaluator runs it.
"""

import dataclasses

import numpy as np
import pytest
import z3

import cvmverify
from cvmverify import exits
from cvmverify.core.dsl import Identity
from cvmverify.core.structures import instances
from cvmverify.prove import prove, prove_instance
from cvmverify.prove.confirm import replay
from specs import broken, mutants, user_ops


def refuted(report):
    return [r for r in report.results if r.status == "refuted"]


def first_instance(name, rank=2):
    """The first instance whose first output element depends on its first index (a full
    reduction to (1,) does not, so a wrong dim there reads nothing wrong)."""
    spec = cvmverify.spec(name)
    fixed = [i.rank for i in spec.inputs if i.rank]
    for instance in instances(spec, max(fixed + [rank])):
        out = instance.outputs[0]
        if out.value is None or out.index[0] in out.value.free_symbols:
            return instance
    raise AssertionError(f"{name} has no instance whose output depends on its index")


# --- the library --------------------------------------------------------------------------


def test_the_library_is_proven_at_low_rank():
    report = prove(max_rank=2, jobs=2)
    assert report.instances > 200
    assert report.counts()["unknown"] == 0
    assert refuted(report) == []
    assert exits.for_verdicts(r.status for r in report.results) == exits.PASSED


def test_every_verdict_states_its_bound():
    report = prove(["slice", "split"], max_rank=2, jobs=1)
    assert all("dims unbounded" in r.bound and "rank:x=" in r.bound for r in report.results)
    splits = [r for r in report.results if r.op == "split" and "outputs=" in r.structure]
    assert splits and all("outputs enumerated up to a bound" in r.bound for r in splits)


def test_a_dim_bound_is_stated_and_used():
    report = prove(["repeat"], max_rank=1, max_dim=8, jobs=1)
    assert report.ok
    assert all("dims in 1..8" in r.bound for r in report.results)


def test_verdicts_are_deterministic():
    spec = dataclasses.replace(broken.broadcast_from_the_left)
    first = [(r.detail, r.status, str(r.counterexample))
             for r in prove([spec], max_rank=2, jobs=1).results]
    again = [(r.detail, r.status, str(r.counterexample))
             for r in prove([spec], max_rank=2, jobs=1).results]
    assert first == again


def test_partition_laws_are_proven_for_splits_and_concatenate():
    report = prove(["split", "variadic_split", "concatenate"], max_rank=3)
    laws = [r for r in report.results if r.obligation == "partition"]
    assert len(laws) > 50 and all(r.status == "proven" for r in laws)


# --- broken specs: the document's literal formulas -------------------------------------------


def test_conv2d_kernel_range_inclusive_reads_out_of_bounds():
    report = prove([broken.conv2d_kernel_inclusive], max_rank=4, jobs=1)
    bad = [r for r in refuted(report) if r.obligation == "in-bounds"]
    assert bad and any("reads w" in r.detail for r in bad)
    result = bad[0]
    outcome = replay(result.instance, result.counterexample)
    assert outcome.outcome == "spec-error" and "out of bounds" in outcome.message
    # minimised: the smallest image and kernel that show it
    shapes = result.counterexample.shapes(result.instance)
    assert max(shapes["x"]) <= 2 and max(shapes["w"]) <= 2


def test_broadcast_from_the_left_reads_out_of_bounds():
    report = prove([broken.broadcast_from_the_left], max_rank=3, jobs=1)
    bad = refuted(report)
    assert bad and all(r.obligation == "in-bounds" for r in bad)
    for result in bad[:5]:
        outcome = replay(result.instance, result.counterexample)
        assert outcome.outcome == "spec-error", outcome
        assert all(d <= 2 for shape in result.counterexample.shapes(result.instance).values()
                   for d in shape)


def test_expand_dims_axis_plus_n_leaves_the_output_rank():
    report = prove([broken.expand_dims_axis_plus_n], max_rank=3, jobs=1)
    bad = [r for r in refuted(report) if r.obligation == "structure"]
    assert bad
    result = bad[0]
    rank = len(result.counterexample.shapes(result.instance)["x"])
    assert result.counterexample.values["axis"] == -rank - 1
    outcome = replay(result.instance, result.counterexample)
    assert outcome.outcome == "precondition"  # no instance of the spec covers that call
    with pytest.raises(cvmverify.SpecError, match="outside its declared options"):
        cvmverify.evaluate(broken.expand_dims_axis_plus_n, [np.zeros((2,) * rank)],
                           axis=-rank - 1)


def test_slice_with_the_end_clamped_loses_the_last_element():
    spec = dataclasses.replace(broken.slice_end_clamped,
                               laws=(Identity(begin=(), end=(), strides=()),))
    report = prove([spec], max_rank=2, jobs=1)
    bad = [r for r in refuted(report) if r.obligation == "identity"]
    assert bad
    shape = bad[0].counterexample.shapes(bad[0].instance)["x"]
    x = np.arange(int(np.prod(shape))).reshape(shape)
    with pytest.raises(cvmverify.LogicError):  # the full slice of x is refused, or ...
        out = cvmverify.evaluate(spec, [x], begin=(), end=())[0]
        assert out.shape != x.shape  # ... it is not x
        raise cvmverify.LogicError("slice", "the full slice to be x", {"got": out.shape})
    # the library's slice keeps every element
    assert np.array_equal(cvmverify.evaluate("slice", [x], begin=(), end=())[0], x)


def test_tile_with_the_documents_index_range_is_undefined_on_the_last_axis():
    report = prove([broken.tile_index_range], max_rank=2, jobs=1)
    bad = refuted(report)
    assert {r.obligation for r in bad} >= {"defined"}
    result = next(r for r in bad if r.obligation == "defined")
    outcome = replay(result.instance, result.counterexample)
    assert outcome.outcome in ("spec-error", "precondition")
    with pytest.raises(cvmverify.SpecError, match="some case applies"):
        cvmverify.evaluate(broken.tile_index_range, [np.zeros((2, 3))], reps=(2, 2))


def test_vacuous_preconditions_are_reported_with_the_conflict():
    report = prove([broken.vacuous_clip], max_rank=1, jobs=1)
    vacuity = [r for r in report.results if r.obligation == "vacuity"]
    assert vacuity and all(r.status == "refuted" for r in vacuity)
    assert "a_min < a_max" in vacuity[0].reason and "a_max < a_min" in vacuity[0].reason


def test_a_precondition_no_obligation_needs_is_reported():
    report = prove(["clip"], max_rank=1, jobs=1)
    assert report.ok
    assert any("'a_min < a_max' is needed by no obligation" in note for note in report.notes)


# --- a mutant of every operator -------------------------------------------------------------

OPS = cvmverify.ops()


@pytest.mark.parametrize("name", OPS)
def test_a_wrong_output_dim_is_refuted(name):
    instance = first_instance(name)
    computed = instance.outputs[0].value is None
    mutant = mutants.wrong_output_dim(instance, -1 if computed else +1)
    results = prove_instance(mutant)
    bad = [r for r in results if r.status == "refuted"]
    assert bad, f"{name}: a wrong output dim survived"
    result = bad[0]
    outcome = replay(mutant, result.counterexample)
    if result.obligation == "identity":  # tile: reads wrap around, but reps=1 must be x
        x = outcome.inputs["x"]
        assert outcome.outcome == "ran" and outcome.outputs[0].shape != x.shape
    else:
        assert result.obligation in ("in-bounds", "output-shape", "partition")
        assert outcome.outcome == "spec-error", (name, result.detail, outcome)


def test_a_wrong_output_dim_of_a_fully_guarded_formula_is_refuted():
    """Every read of pad is under a select, so a dim one too large reads nothing out of
    bounds: only the tie between shape and formula refutes it."""
    for instance in instances(user_ops.pad, 3):
        assert {r.status for r in prove_instance(instance)} == {"proven"}, instance.structure
        mutant = mutants.wrong_output_dim(instance, +1)
        bad = [r for r in prove_instance(mutant) if r.status == "refuted"]
        assert [r.obligation for r in bad] == ["tight-shape"], instance.structure
        assert "axis 0" in bad[0].detail and "larger than the formula fills" in bad[0].reason


@pytest.mark.parametrize("name", [n for n in OPS if mutants.first_read(first_instance(n))[1]
                                  is not None])
def test_an_off_by_one_read_is_refuted(name):
    mutant = mutants.off_by_one_read(first_instance(name))
    bad = [r for r in prove_instance(mutant) if r.status == "refuted"]
    assert bad and bad[0].obligation in ("in-bounds", "partition"), name
    if bad[0].obligation == "in-bounds":
        assert replay(mutant, bad[0].counterexample).outcome == "spec-error"


DROPPED = {
    "elemwise_add": "a.shape == b.shape",
    "conv2d": "x.shape[1] == w.shape[1] * groups",
    "dense": "w.shape[1] == x.shape[1]",
    "concatenate": "every dim of every input but the axis equals x0's",
    "max_pool2d": "pool_size[0] <= padded height",
    "where": "x.shape == y.shape",
    "slice_like": "shape_like's dim <= x's on sliced axes",
    "variadic_split": "split_lengths sum to the split axis (with a -1: the others sum to less)",
    "transpose": "axes a permutation",
    "broadcast_add": "a.shape and b.shape broadcast (numpy rules, aligned from the right)",
}


@pytest.mark.parametrize("name", sorted(DROPPED))
def test_a_dropped_precondition_is_refuted(name):
    spec = cvmverify.spec(name)
    fixed = max([i.rank or 2 for i in spec.inputs])
    # rank 2 at least: at rank 1 a rule about the dims beside an axis has nothing to say
    instance = next(i for i in instances(spec, fixed)
                    if all(t.rank >= 2 for t in i.inputs)
                    and any(r.message == DROPPED[name] for r in i.requirements))
    mutant = mutants.dropped_precondition(instance, DROPPED[name])
    bad = [r for r in prove_instance(mutant) if r.status == "refuted"]
    assert bad, f"{name} without '{DROPPED[name]}' was proven"


# --- unknown, dumps, reports ----------------------------------------------------------------


def test_a_timeout_is_unknown_never_proven():
    report = prove(["reshape"], max_rank=3, timeout_s=0.001, jobs=1)
    unknown = report.by_status("unknown")
    assert unknown and not report.ok
    statuses = [r.status for r in report.results]
    assert exits.for_verdicts(statuses) == exits.UNKNOWN
    assert exits.for_verdicts(statuses, allow_unknown=True) == exits.PASSED
    assert all(r.reason for r in unknown)


def test_obligations_dump_as_smtlib_that_z3_rechecks(tmp_path):
    report = prove(["relu"], max_rank=1, smt2_dir=str(tmp_path), jobs=1)
    files = sorted(tmp_path.glob("*.smt2"))
    assert len(files) >= len(report.results) - 1
    in_bounds = next(f for f in files if "in-bounds" in f.name)
    solver = z3.Solver()
    solver.from_file(str(in_bounds))
    assert solver.check() == z3.unsat  # unsat: no counterexample, the read is in bounds


def test_json_and_junit_reports(tmp_path):
    report = prove([broken.vacuous_clip, "relu"], max_rank=1, jobs=1)
    data = __import__("json").loads(report.to_json())
    assert data["counts"]["refuted"] >= 1 and data["counts"]["proven"] >= 1
    assert {r["op"] for r in data["results"]} == {"clip", "relu"}
    junit = report.to_junit()
    assert "<failure" in junit and 'name="relu"' in junit


def test_parallel_and_sequential_runs_agree():
    """Each piece of work starts z3 afresh, so the workers' order changes nothing."""
    names = ["split", "reshape", "slice_like"]
    one = prove(names, max_rank=3, jobs=1).results
    two = prove(names, max_rank=3, jobs=2).results
    assert [(r.op, r.structure, r.obligation, r.detail, r.status) for r in one] == \
        [(r.op, r.structure, r.obligation, r.detail, r.status) for r in two]
