"""The identity library is proven whole, and every known non-equivalence is refuted."""

from pathlib import Path

import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.equiv import equivalent, load_identity
from cvmverify.equiv.confirm import compare, run_side

ROOT = Path(__file__).parent.parent
LIBRARY = ROOT / "identities"
REFUTED = sorted((Path(__file__).parent / "refuted").glob("*.toml"))


# The default tier proves a sample of the library with every kind of claim and bound in it:
# fused kernels against their graphs, bounded checks of data-dependent ops, symbolic
# attributes, an identity on the first side's domain, assumptions, value ranges, ranks
# apart and tied: a fourteenth of the z3 time of the whole library, the slow tier's
# (`pytest -m slow`)
SAMPLE = ["elemwise_add_broadcast_add", "fused_channel_shuffle", "fused_dense_requant",
          "get_valid_count_idempotent", "nms_top_k_unbounded", "relu_broadcast_max",
          "reshape_twice", "right_shift_of_floor_division", "slice_of_slice",
          "split_concat_sections", "sum_two_axes_small_values", "transpose_inverse",
          "where_same_branches"]


@pytest.mark.parametrize("only", [pytest.param(SAMPLE, id="sample"),
                                  pytest.param([], id="whole", marks=pytest.mark.slow)])
def test_the_library_is_proven(only, capsys):
    """The main use of `equiv`, as CI runs it: every identity (of `only`, if given)
    equivalent, nothing unknown, each verdict with its bound."""
    assert main(["equiv", "--library", str(LIBRARY),
                 *(arg for name in only for arg in ("--only", name))]) == 0
    out = capsys.readouterr().out
    files = [p for p in sorted(LIBRARY.glob("*.toml")) if not only or p.stem in only]
    count = len(files)
    # a file that accepts a bounded verdict (bounded = true) gets one: never "equivalent"
    bounded = sum(load_identity(p).bounded for p in files)
    assert bounded > 0
    assert f"equiv: {count - bounded} equivalent, 0 not equivalent, {bounded} bounded " \
        f"({bounded} as their files accept), 0 unknown ({count} identities)" in out
    assert out.count("(as its file accepts)") == bounded
    assert out.count("    bound: ranks ") + out.count("    bound: bounded check") == count


def test_the_library_covers_every_operator():
    identities = [load_identity(path) for path in LIBRARY.glob("*.toml")]
    assert len(identities) >= 60
    used = {cvmverify.spec(node["op"]).name for ident in identities
            for side in (ident.lhs, ident.rhs) for node in side.nodes}
    assert set(cvmverify.ops()) <= used, sorted(set(cvmverify.ops()) - used)


def test_the_library_readme_lists_every_identity():
    readme = (LIBRARY / "README.md").read_text()
    missing = [p.stem for p in LIBRARY.glob("*.toml") if f"`{p.stem}`" not in readme]
    assert not missing


@pytest.mark.parametrize("path", REFUTED, ids=[p.stem for p in REFUTED])
def test_known_non_equivalences_are_refuted_and_replay(path):
    identity = load_identity(path)
    assert identity.expect == "not-equivalent"
    verdict = equivalent(identity)
    assert verdict.status == "not-equivalent" and verdict.ok, verdict
    example = verdict.counterexample
    lhs = run_side(identity.lhs, example.inputs, example.params)
    rhs = run_side(identity.rhs, example.inputs, example.params)
    assert compare(lhs, rhs, lhs_domain_only=identity.domain == "lhs") is not None


def test_there_are_known_non_equivalences():
    assert len(REFUTED) >= 7
