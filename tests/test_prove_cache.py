"""The proof cache: an unchanged spec is read back, an edited one (or one whose helper was
edited) is proven again, and nothing unknown, stale or unreadable is ever served."""

from __future__ import annotations

import ast
import dataclasses
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import cvmverify
from cvmverify.prove import Piece, cache, prove
from cvmverify.prove.verdicts import Result

PACKAGE = Path(cvmverify.__file__).resolve().parent

USER_SPECS = '''
    from cvmverify.core.dsl import Input, Output, operator

    def twice(v):
        return v * 2

    @operator("op_a", inputs=[Input("x")], summary="x doubled [a]")
    def op_a(x):
        return Output(x.shape, lambda i: twice(x[i]))

    @operator("op_b", inputs=[Input("x")], summary="x doubled plus one [b]")
    def op_b(x):
        return Output(x.shape, lambda i: twice(x[i]) + 1)
'''


def verdicts(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status, r.bound) for r in report.results]


def test_a_second_run_reads_every_piece_and_gives_the_same_verdicts(tmp_path):
    cold = prove(["relu", "transpose"], max_rank=3, cache_dir=tmp_path, jobs=1)
    warm = prove(["relu", "transpose"], max_rank=3, cache_dir=tmp_path, jobs=1)
    assert cold.cached == 0 and warm.cached == 6
    assert verdicts(warm) == verdicts(cold) and warm.ok
    assert (warm.instances, warm.covered) == (cold.instances, cold.covered)


def test_other_options_are_other_pieces(tmp_path):
    prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1)
    assert prove(["relu"], max_rank=2, max_dim=8, cache_dir=tmp_path, jobs=1).cached == 0
    assert prove(["relu"], max_rank=2, timeout_s=5, cache_dir=tmp_path, jobs=1).cached == 0
    assert prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1).cached == 2


def test_without_a_cache_dir_nothing_is_read_or_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert prove(["relu"], max_rank=1, jobs=1).cached == 0
    assert not list(tmp_path.iterdir())


def test_a_piece_with_an_unknown_verdict_of_the_clock_is_not_kept(tmp_path):
    unknown = Result("relu", "o", "d", 1, "s", "unknown", 10.0, "b", reason="timeout",
                     wall_clock=True)
    cache.store(tmp_path, "k", Piece("relu", 1, [unknown]))
    assert cache.load(tmp_path, "k") is None
    # the resource limit's unknown is the same on every machine: kept
    cache.store(tmp_path, "k", Piece("relu", 1, [dataclasses.replace(unknown,
                                                                     wall_clock=False)]))
    assert cache.load(tmp_path, "k").results[0].status == "unknown"
    cache.store(tmp_path, "k", Piece("relu", 1, [dataclasses.replace(unknown,
                                                                     status="proven")]))
    assert cache.load(tmp_path, "k").results[0].status == "proven"


def test_an_unreadable_file_is_a_miss(tmp_path):
    prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    for stored in (tmp_path / "prove").iterdir():
        stored.write_bytes(b"truncated")
    again = prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.ok


def test_the_key_holds_the_z3_version_and_cvmverify_itself(monkeypatch):
    spec = cvmverify.spec("relu")
    options = dict(max_rank=1, max_dim=None, timeout_s=10.0, smt2_dir=None)
    key = cache.piece_key(spec, 1, options)
    monkeypatch.setattr(cache.z3, "get_version_string", lambda: "0.0.0")
    assert cache.piece_key(spec, 1, options) != key
    monkeypatch.undo()
    monkeypatch.setattr(cache, "package_fingerprint", lambda: "edited")
    assert cache.piece_key(spec, 1, options) != key


def checkout_env() -> dict[str, str]:
    """The environment of a child `cvmverify` run from another folder: it imports this
    checkout's package, the one under test, not whichever one is installed."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(PACKAGE.parent), *filter(None, [os.environ.get("PYTHONPATH")])])}


def run(cwd, *argv: str) -> str:
    done = subprocess.run([sys.executable, "-m", "cvmverify.cli", "--spec", "userops",
                           "prove", "op_a", "op_b", "--max-rank", "2", "--cache-dir",
                           "cache", *argv], cwd=cwd, capture_output=True, text=True,
                          timeout=300, env=checkout_env())
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_editing_one_spec_proves_only_that_op_again(tmp_path):
    module = tmp_path / "userops.py"
    module.write_text(textwrap.dedent(USER_SPECS))
    assert "read from the proof cache" not in run(tmp_path)
    assert "4 of 4 pieces (an op at one rank) read from the proof cache" in run(tmp_path)
    module.write_text(module.read_text().replace("twice(x[i]) + 1", "twice(x[i]) - 1"))
    assert "2 of 4 pieces" in run(tmp_path)  # op_a's two ranks; op_b is proven again
    module.write_text(module.read_text().replace("return v * 2", "return v + v"))
    assert "read from the proof cache" not in run(tmp_path)  # the helper both use
    assert "4 of 4 pieces" in run(tmp_path)
    assert "read from the proof cache" not in run(tmp_path, "--no-cache")


def test_every_fingerprint_is_the_same_in_another_process():
    # a function in a declaration (an input's examples=) once put its address in the key:
    # get_valid_count and NMS were never read back from the cache
    script = ("from cvmverify import registry\nfrom cvmverify.prove.cache import "
              "spec_fingerprint\nprint({n: spec_fingerprint(registry.get(n)) for n in "
              "registry.names()})")
    other = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           check=True).stdout.strip()
    here = {n: cache.spec_fingerprint(cvmverify.spec(n)) for n in cvmverify.ops()}
    assert ast.literal_eval(other) == here  # as dicts: the order of the names may differ


def test_the_key_hashes_every_layer_the_provers_run_on_and_no_other():
    """An edit that can change a verdict changes the key: every module the provers' pieces
    import (at their top or in a function) lies in a hashed layer; the checker, generator,
    equivalence engine and front end do not, so editing them keeps the cache."""
    from test_layering import MODULES, runtime_graph

    graph = runtime_graph(MODULES)
    reached, todo = set(), ["cvmverify.prove.child", "cvmverify.precision.prove"]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            parts = module.split(".")  # a module's packages run too, but not cvmverify's own
            todo += [".".join(parts[:k]) for k in range(2, len(parts))] + sorted(graph[module])
    layers = {module.split(".")[1] for module in reached}
    assert layers <= set(cache.PROVER_LAYERS), sorted(layers - set(cache.PROVER_LAYERS))
    hashed = {path.relative_to(PACKAGE).parts[0] for path in cache.layer_sources()}
    assert hashed == set(cache.PROVER_LAYERS)
    assert not {"check", "codegen", "equiv", "cli", "drivers"} & hashed
