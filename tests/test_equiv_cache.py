"""`equiv --library` through the proof cache and over a Dask cluster: a warm run reads every
unchanged identity back, an edited one alone is proven again, and the cluster gives the
serial verdicts."""

import shutil
from pathlib import Path

import pytest

from cvmverify.cli import main
from cvmverify.drivers.equiv import EquivOptions, equiv

LIBRARY = Path(__file__).parent.parent / "identities"
NAMES = ["abs_idempotent", "negative_twice", "relu_idempotent"]


@pytest.fixture
def library(tmp_path):
    folder = tmp_path / "identities"
    folder.mkdir()
    for name in NAMES:
        shutil.copy(LIBRARY / f"{name}.toml", folder)
    return folder


def run(library, cache_dir, **options):
    return equiv(EquivOptions(library=str(library), max_rank=2, jobs=1,
                              cache_dir=str(cache_dir), **options))


def verdicts(report):
    return [(v.identity, v.status, v.bound) for v in report.verdicts]


def test_a_warm_run_reads_every_identity_from_the_cache(library, tmp_path, capsys):
    cold = run(library, tmp_path / "cache")
    assert cold.cached == 0 and cold.ok
    warm = run(library, tmp_path / "cache")
    assert warm.cached == len(NAMES)
    assert verdicts(warm) == verdicts(cold)
    assert main(["equiv", "--library", str(library), "--max-rank", "2",
                 "--cache-dir", str(tmp_path / "cache")]) == 0
    assert f"{len(NAMES)} of {len(NAMES)} identities read from the proof cache" in \
        capsys.readouterr().out


def test_an_edited_identity_alone_is_proven_again(library, tmp_path):
    cold = run(library, tmp_path / "cache")
    edited = library / f"{NAMES[1]}.toml"
    text = edited.read_text()
    edited.write_text(text.replace('domain = "lhs"', 'domain = "both"'))
    warm = run(library, tmp_path / "cache")
    assert warm.cached == len(NAMES) - 1
    assert [v.status for v in warm.verdicts] != [v.status for v in cold.verdicts]
    edited.write_text(text + "\n# a comment: the identity as read is the same\n")
    assert run(library, tmp_path / "cache").cached == len(NAMES)


def test_other_options_and_no_cache_prove_everything_again(library, tmp_path):
    run(library, tmp_path / "cache")
    assert run(library, tmp_path / "cache", cache=False).cached == 0
    assert run(library, tmp_path / "cache", rlimit=50_000_000).cached == 0
    assert not list((tmp_path / "cache").glob("prove/*")), "the prove pieces' folder is apart"


def test_a_wall_clock_unknown_is_not_kept(tmp_path):
    """An unknown the wall clock stopped is flagged by the engine and never stored; one the
    resource limit stopped is the same on any machine, and is."""
    from cvmverify.drivers import equiv_cache
    from cvmverify.equiv import equivalent, load_identity

    identity = load_identity(LIBRARY / "right_shift_twice_exact_first.toml")
    stopped = equivalent(identity, max_rank=1, timeout_s=0.001)   # z3 counts whole ms
    assert stopped.status == "unknown" and stopped.wall_clock, stopped
    equiv_cache.keep(tmp_path / "cache", "clock", stopped)
    assert equiv_cache.cached_verdict(tmp_path / "cache", "clock") is None
    counted = equivalent(identity, max_rank=1, rlimit=2000)
    assert counted.status == "unknown" and not counted.wall_clock, counted
    equiv_cache.keep(tmp_path / "cache", "steps", counted)
    assert equiv_cache.cached_verdict(tmp_path / "cache", "steps") == counted


def test_a_dask_cluster_gives_the_serial_verdicts(library, tmp_path):
    distributed = pytest.importorskip("distributed")
    serial = run(library, tmp_path / "cache", cache=False)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        spread = run(library, tmp_path / "cache", dask=client)
        # by address too, as `cvmverify equiv --library --dask ADDRESS` does
        by_address = run(library, tmp_path / "cache", dask=cluster.scheduler_address,
                         cache=False)
    assert spread.cached == 0
    assert verdicts(spread) == verdicts(serial) == verdicts(by_address)
    assert run(library, tmp_path / "cache").cached == len(NAMES)
