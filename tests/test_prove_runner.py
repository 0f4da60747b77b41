"""Where pieces run: local child processes and a Dask cluster give the serial verdicts; a
stuck piece is stopped at its wall-clock limit and is unknown, never a hang; a child or a
worker that dies has its pieces run again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from cvmverify.core.errors import LogicError
from cvmverify.prove import prove

OPS = ["relu", "transpose", "split", "concatenate"]

# operators that misbehave while they are proven: each is instantiated by the prover
MISBEHAVING = '''
    import os, time
    from cvmverify.core.dsl import Input, Output, operator

    @operator("stuck_op", inputs=[Input("x")], summary="never finishes [test]")
    def stuck_op(x):
        time.sleep(3600)

    @operator("dies_once_op", inputs=[Input("x")], summary="kills its process once [test]")
    def dies_once_op(x):
        marker = os.environ["CVMVERIFY_TEST_MARKER"]
        if not os.path.exists(marker):
            open(marker, "w").close()
            os._exit(1)
        return Output(x.shape, lambda i: x[i])
'''


def verdicts(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status, r.bound) for r in report.results]


def run_script(tmp_path, body: str) -> dict:
    """Run `body` in a new interpreter beside the misbehaving specs; its JSON answer."""
    (tmp_path / "misbehaving.py").write_text(textwrap.dedent(MISBEHAVING))
    script = tmp_path / "script.py"
    script.write_text("import json, time\nfrom cvmverify import registry\n"
                      "from cvmverify.prove import prove\n"
                      "if __name__ == '__main__':\n"
                      "    registry.load_module('misbehaving')\n"
                      + textwrap.indent(textwrap.dedent(body), "    "))
    env = {**os.environ, "CVMVERIFY_TEST_MARKER": str(tmp_path / "died"),
           "PYTHONPATH": str(tmp_path)}
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def serial():
    return prove(OPS, max_rank=3, jobs=1)


def test_local_processes_give_the_serial_verdicts(serial):
    assert verdicts(prove(OPS, max_rank=3, jobs=2, piece_limit_s=300)) == verdicts(serial)


def test_a_stuck_piece_is_stopped_and_unknown(tmp_path):
    answer = run_script(tmp_path, """
        start = time.perf_counter()
        report = prove(["stuck_op", "relu"], max_rank=1, jobs=2, piece_limit_s=3)
        print(json.dumps({"seconds": time.perf_counter() - start, "ok": report.ok,
                          "results": [[r.op, r.status, r.reason] for r in report.results]}))
    """)
    assert answer["seconds"] < 60 and not answer["ok"]
    stuck = [r for r in answer["results"] if r[0] == "stuck_op"]
    assert stuck == [["stuck_op", "unknown", "wall-clock safety limit: the piece ran past "
                      "3 s and was stopped; a loaded machine can do this, and this verdict "
                      "may differ on another one (raise --piece-limit)"]]
    assert {r[1] for r in answer["results"] if r[0] == "relu"} == {"proven"}


def test_a_stuck_piece_on_a_dask_worker_is_stopped_and_unknown(tmp_path):
    pytest.importorskip("distributed")
    answer = run_script(tmp_path, """
        from distributed import Client, LocalCluster
        with LocalCluster(n_workers=1, threads_per_worker=1, dashboard_address=None) as \\
                cluster, Client(cluster) as client:
            report = prove(["stuck_op", "relu"], max_rank=1, dask=client, piece_limit_s=3)
        print(json.dumps({"results": [[r.op, r.status] for r in report.results]}))
    """)
    assert ["stuck_op", "unknown"] in answer["results"]
    assert {status for op, status in answer["results"] if op == "relu"} == {"proven"}


def test_a_child_that_dies_has_its_piece_run_again(tmp_path):
    answer = run_script(tmp_path, """
        report = prove(["dies_once_op"], max_rank=2, jobs=2, piece_limit_s=120)
        print(json.dumps({"ok": report.ok, "n": len(report.results)}))
    """)
    assert answer["ok"] and answer["n"] > 0
    assert (tmp_path / "died").exists()  # it did die once


def test_jobs_and_limits_out_of_range_are_logic_errors():
    for bad in (dict(jobs=0), dict(piece_limit_s=0), dict(piece_limit_s=-1.0)):
        with pytest.raises(LogicError, match="jobs >= 1 and piece_limit_s > 0"):
            prove(["relu"], max_rank=1, **bad)


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as local, \
            distributed.Client(local) as client:
        yield local, client


def test_a_dask_cluster_gives_the_serial_verdicts(cluster, serial):
    local, client = cluster
    assert verdicts(prove(OPS, max_rank=3, dask=client, piece_limit_s=300)) == \
        verdicts(serial)
    # by address too, as `cvmverify prove --dask ADDRESS` does
    assert verdicts(prove(OPS, max_rank=3, dask=local.scheduler_address)) == \
        verdicts(serial)


def test_a_worker_killed_mid_run_has_its_pieces_run_again(cluster, serial):
    local, client = cluster
    found = {}
    run = threading.Thread(target=lambda: found.update(
        report=prove(OPS, max_rank=3, dask=client, piece_limit_s=300)))
    run.start()
    deadline = time.monotonic() + 60
    while not any(client.processing().values()) and time.monotonic() < deadline:
        time.sleep(0.05)
    busy = next(address for address, tasks in client.processing().items() if tasks)
    pid = client.run(os.getpid, workers=[busy])[busy]  # answered beside the running task
    os.kill(pid, signal.SIGKILL)  # the nanny starts a new worker
    run.join(timeout=300)
    assert not run.is_alive()
    assert verdicts(found["report"]) == verdicts(serial)
    assert pid not in client.run(os.getpid).values()  # the worker was replaced


def test_an_unreachable_scheduler_is_a_logic_error():
    dask = pytest.importorskip("dask")
    # distributed's defaults first: a set made before they exist leaves, when it is
    # undone, no "distributed" section at all (and later clusters in this process fail)
    pytest.importorskip("distributed")
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        with pytest.raises(LogicError, match="a Dask scheduler reachable at the address "
                           r"given \(got dask=tcp://127.0.0.1:1"):
            prove(["relu"], max_rank=1, dask="tcp://127.0.0.1:1")


def test_cli_jobs_dask_and_piece_limit(cluster, capsys):
    from cvmverify.cli import main

    local, _ = cluster
    assert main(["prove", "relu", "--max-rank", "2", "--no-cache", "--jobs", "2",
                 "--dask", local.scheduler_address, "--piece-limit", "120"]) == 0
    assert "0 refuted, 0 unknown" in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:  # bad usage, before any work
        main(["prove", "relu", "--max-rank", "1", "--no-cache", "--jobs", "0"])
    assert refused.value.code == 4
    assert "argument --jobs/-j: a whole number >= 1, got '0'" in capsys.readouterr().err
