"""--stability: every proof is solved again renamed, shuffled and with another seed; a proof
that z3 does not repeat is unknown, and said to be unstable."""

from __future__ import annotations

import z3

from cvmverify.cli import main
from cvmverify.prove import prove, solve

OPS = ["relu", "split", "transpose"]


def verdicts(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status) for r in report.results]


def test_the_library_proofs_repeat_when_restated():
    plain = prove(OPS, max_rank=2, jobs=1)
    restated = prove(OPS, max_rank=2, jobs=1, stability=True)
    assert verdicts(restated) == verdicts(plain) and restated.ok
    assert {r.stability for r in restated.results} == {"stable"}
    assert {r.stability for r in plain.results} == {""}


class ContrarySolver(z3.Solver):
    """A solver that answers the opposite of the truth when given the restated seed."""

    def set(self, *args, **kwargs):
        if args[:1] == ("random_seed",):
            self.contrary = args[1] == solve.RESTATED_SEED
        return super().set(*args, **kwargs)

    def check(self, *assumptions):
        result = super().check(*assumptions)
        if getattr(self, "contrary", False):
            return z3.sat if result == z3.unsat else z3.unsat
        return result


def test_a_proof_that_flips_when_restated_is_unknown(monkeypatch):
    monkeypatch.setattr(solve.z3, "Solver", ContrarySolver)
    report = prove(["relu"], max_rank=1, jobs=1, stability=True)
    assert not report.ok and report.results
    for result in report.results:
        assert result.status == "unknown"
        assert result.reason.startswith("unstable: disagrees: ")
        assert "when restated (renamed, shuffled, seed 7)" in result.reason


def test_cli_stability_summary(capsys):
    assert main(["prove", "relu", "--max-rank", "1", "--no-cache", "--jobs", "1",
                 "--stability"]) == 0
    out = capsys.readouterr().out
    assert "stability: " in out and " stable (each proof solved again" in out
