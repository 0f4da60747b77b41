"""equiv's limits are z3 steps, as the prover's: the same identity, options and z3 give the
same verdict on a loaded machine and an idle one, and an unknown names the limit it hit and
the option that raises it, never z3's bare 'canceled'."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_deterministic_limits import _Loaded  # busy loops on every core

from cvmverify.cli import main
from cvmverify.core.errors import LogicError
from cvmverify.equiv import equivalent, load_identity

LIBRARY = Path(__file__).parent.parent / "identities"
# its values' queries take up to 2.6M steps by rank: with 2M each, some ranks are decided
# and some stay unknown, so the verdict shows where the limit stopped z3
TIGHT = ("right_shift_twice_exact_first", 2_000_000)


def _verdict(verdict) -> tuple:
    return verdict.status, verdict.bound, verdict.reason, str(verdict.counterexample)


def test_a_loaded_machine_gives_the_verdicts_of_an_idle_one():
    name, rlimit = TIGHT
    identity = load_identity(LIBRARY / f"{name}.toml")
    idle = equivalent(identity, rlimit=rlimit)
    proven = equivalent(load_identity(LIBRARY / "dense_conv1x1.toml"))
    with _Loaded():
        loaded = equivalent(identity, rlimit=rlimit)
        proven_loaded = equivalent(load_identity(LIBRARY / "dense_conv1x1.toml"))
    assert _verdict(loaded) == _verdict(idle)
    assert _verdict(proven_loaded) == _verdict(proven)
    assert proven.status == "equivalent"
    assert idle.status == "unknown" and "resource limit reached" in idle.reason
    decided = [r for r in range(1, 7) if f"ranks y={r}:" not in idle.reason]
    assert decided and len(decided) < 6, "the limit no longer bites at some ranks only"


def test_a_tiny_rlimit_is_unknown_naming_the_limit_and_its_option(capsys):
    path = str(LIBRARY / "dense_conv1x1.toml")
    assert main(["equiv", path, "--rlimit", "1000"]) == 2
    out = capsys.readouterr().out
    assert out.startswith("UNKNOWN (claimed equivalent) dense_conv1x1") and "EQUIVALENT" not in out
    assert "resource limit reached" in out and "raise it with --rlimit" in out
    assert "canceled" not in out
    assert main(["equiv", path]) == 0  # the default limit proves it


def test_a_tiny_rlimit_never_refutes_either():
    refuted = Path(__file__).parent / "refuted" / "right_shift_twice.toml"
    # the solver alone: a query stopped by its limit is unknown, never a refutation
    verdict = equivalent(load_identity(refuted), rlimit=1000, small_cases=0)
    assert verdict.status == "unknown" and "--rlimit" in verdict.reason
    assert equivalent(load_identity(refuted), small_cases=0).status == "not-equivalent"
    # a difference found by evaluation needs no solver step: refuted whatever the limit
    verdict = equivalent(load_identity(refuted), rlimit=1000)
    assert verdict.status == "not-equivalent" and "small shapes" in verdict.reason


def test_a_resource_limit_out_of_range_is_refused(capsys):
    identity = load_identity(LIBRARY / "dense_conv1x1.toml")
    for bad in (0, -5, 1.5):
        with pytest.raises(LogicError, match="rlimit a whole number > 0"):
            equivalent(identity, rlimit=bad)
    with pytest.raises(SystemExit) as exited:
        main(["equiv", str(LIBRARY / "dense_conv1x1.toml"), "--rlimit", "0"])
    assert exited.value.code == 4  # bad usage, as the exit-code table says
    assert "argument --rlimit: a whole number >= 1, got '0'" in capsys.readouterr().err
