"""Runs that share a proof cache: two at once agree, and one killed midway leaves nothing
that changes the next run's verdicts (entries are written whole, then renamed)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from cvmverify.prove import prove
from test_prove_cache import checkout_env

OPS = ["relu", "transpose"]


def command(cache, *more: str) -> list[str]:
    return [sys.executable, "-m", "cvmverify.cli", "prove", *OPS, "--max-rank", "2",
            "--cache-dir", str(cache), "--jobs", "1", *more]


def verdicts(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status) for r in report.results]


def test_two_runs_sharing_a_cache_give_the_same_counts(tmp_path):
    cache = tmp_path / "cache"
    runs = [subprocess.Popen(command(cache, "--json", str(tmp_path / f"{k}.json")),
                             cwd=tmp_path, env=checkout_env(),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            for k in range(2)]
    for run in runs:
        assert run.wait(timeout=300) == 0, run.stderr.read()
    first, second = (json.loads((tmp_path / f"{k}.json").read_text()) for k in range(2))
    assert first["counts"] == second["counts"]
    assert [r["status"] for r in first["results"]] == [r["status"] for r in second["results"]]
    warm = prove(OPS, max_rank=2, cache_dir=cache, jobs=1)
    assert warm.cached == len(OPS) * 2 and warm.cache_rejected == 0
    assert dict(warm.counts()) == first["counts"]


def test_a_run_killed_midway_leaves_the_fresh_verdicts(tmp_path):
    cache = tmp_path / "cache"
    run = subprocess.Popen(command(cache), cwd=tmp_path, env=checkout_env(),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           start_new_session=True)  # its own group: it and its workers
    deadline = time.monotonic() + 300
    while not list(cache.glob("prove/*.json")) and run.poll() is None \
            and time.monotonic() < deadline:
        time.sleep(0.02)
    if run.poll() is None:
        os.killpg(run.pid, signal.SIGKILL)  # the run and the workers it started, at once
    run.wait()
    kept = len(list(cache.glob("prove/*.json")))
    assert kept >= 1
    again = prove(OPS, max_rank=2, cache_dir=cache, jobs=1)
    fresh = prove(OPS, max_rank=2, jobs=1)
    assert again.cache_rejected == 0 and again.cached == kept
    assert verdicts(again) == verdicts(fresh) and again.ok
