"""`prove --precision` at CI speed: its pieces (an op at one rank) are cached, spread over
processes and stopped at their wall-clock limit as the shape prover's are."""

from __future__ import annotations

from cvmverify.cli import main
from cvmverify.precision.prove import prove_precision
from cvmverify.prove import prove

OPS = ["relu", "broadcast_mul", "where"]


def verdicts(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status, r.reason, r.steps,
             str(r.counterexample)) for r in report.results]


def test_a_second_run_reads_every_piece_back_with_the_same_verdicts(tmp_path):
    cold = prove_precision(OPS, max_rank=2, cache_dir=tmp_path, jobs=1)
    warm = prove_precision(OPS, max_rank=2, cache_dir=tmp_path, jobs=1)
    assert cold.cached == 0 and warm.cached == len(OPS) * 2
    assert verdicts(warm) == verdicts(cold)
    assert (warm.instances, warm.covered) == (cold.instances, cold.covered)


def test_local_processes_give_the_serial_verdicts():
    serial = prove_precision(OPS, max_rank=2, jobs=1)
    assert verdicts(prove_precision(OPS, max_rank=2, jobs=2)) == verdicts(serial)


def test_shape_and_precision_pieces_do_not_mix_in_the_cache(tmp_path):
    prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert prove_precision(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1).cached == 0
    assert prove_precision(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1).cached == 1
    assert prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1).cached == 1


def test_cli_precision_uses_the_cache(tmp_path, capsys):
    args = ["prove", "--precision", "relu", "--max-rank", "2", "--cache-dir", str(tmp_path)]
    assert main(args) == 0
    assert main(args) == 0
    assert "2 of 2 pieces (an op at one rank) read from the proof cache" in \
        capsys.readouterr().out


def test_a_run_stopped_midway_keeps_the_pieces_it_finished(tmp_path):
    class Stop(Exception):
        pass

    def stop(op, count):
        raise Stop  # as a CI job killed after the first piece

    try:
        prove_precision(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1, progress=stop)
    except Stop:
        pass
    assert prove_precision(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1).cached == 1
