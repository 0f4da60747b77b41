"""The identity library is proven whole, and every known non-equivalence is refuted."""

from pathlib import Path

import pytest

import cvmverify
from cvmverify.cli import main
from cvmverify.equiv import equivalent, load_identity
from cvmverify.equiv.replay import compare, run_side

ROOT = Path(__file__).parent.parent
LIBRARY = ROOT / "identities"
REFUTED = sorted((Path(__file__).parent / "refuted").glob("*.toml"))


def test_the_library_is_proven_whole(capsys):
    """The main use of `equiv`, as CI runs it: every identity equivalent, nothing unknown,
    each verdict with its bound."""
    assert main(["equiv", "--library", str(LIBRARY)]) == 0
    out = capsys.readouterr().out
    count = len(list(LIBRARY.glob("*.toml")))
    assert f"equiv: {count} equivalent, 0 not equivalent, 0 bounded, 0 unknown " \
        f"({count} identities)" in out
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
