"""The proof cache runs no code and serves no verdict it did not write for that key.

Whoever can write into the cache folder (a shared CI cache, a restored archive) once got
code run at the next `prove` (the entries were pickles) and could swap a refuted piece for
a proven one. Entries are now signed JSON (`prove.store`, `prove.secret`): each attack
below leaves the verdicts as a fresh run gives them, and the entries it touched counted.
"""

from __future__ import annotations

import json
import os
import pickle
import stat
from pathlib import Path

import pytest

from cvmverify.cli import main
from cvmverify.core.errors import LogicError
from cvmverify.drivers.equiv import EquivOptions, equiv
from cvmverify.precision.prove import prove_precision
from cvmverify.prove import prove
from cvmverify.prove.piece_data import COLUMNS
from cvmverify.prove.secret import SECRET_ENV, SECRET_FILE_ENV, cache_secret
from cvmverify.prove.store import FIELD, Store
from specs import broken

REFUTED_SPEC = broken.expand_dims_axis_plus_n  # refuted at rank 1, in a second or two
LIBRARY = Path(__file__).parent.parent / "identities"
STATUS, COUNTEREXAMPLE = COLUMNS.index("status"), COLUMNS.index("counterexample")


class Planted:
    """A pickle that, loaded, creates `marker`: what an attacker would plant."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (open, (str(self.marker), "w"))


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json"))


def edit(path: Path, change) -> None:
    """Change an entry's header or content in place (`change` gets the header's fields
    and "content"), keeping its MAC: what someone with write access to the folder can do."""
    head, content = path.read_text().split("\n", 1)
    entry = {**json.loads(head), "content": json.loads(content)}
    change(entry)
    content = entry.pop("content")
    path.write_text(json.dumps(entry) + "\n" + json.dumps(content))


def shape(report) -> list[tuple]:
    return [(r.op, r.obligation, r.structure, r.status) for r in report.results]


def test_a_pickle_or_other_payload_in_the_cache_is_not_run(tmp_path):
    marker = tmp_path / "marker"
    payload = pickle.dumps(Planted(marker))
    pickle.loads(payload)  # the payload is live: loading it creates the marker ...
    assert marker.exists()
    marker.unlink()
    cold = prove(["relu"], max_rank=2, cache_dir=tmp_path / "cache", jobs=1)
    stored = entries(tmp_path / "cache" / "prove")
    assert len(stored) == 2
    stored[0].write_bytes(payload)  # ... under an entry's own name,
    stored[1].with_suffix(".pickle").write_bytes(payload)  # and where pickles once were
    stored[1].write_text(json.dumps({FIELD: 1, "content": {"py/object": "os.system"},
                                     "mac": "0" * 64}))
    again = prove(["relu"], max_rank=2, cache_dir=tmp_path / "cache", jobs=1)
    assert not marker.exists()  # ... but the cache never loads it
    assert again.cached == 0 and again.cache_rejected == 2
    assert shape(again) == shape(cold) and again.ok


def test_a_refuted_piece_edited_to_proven_is_rejected_and_refuted_again(tmp_path):
    cold = prove([REFUTED_SPEC], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert cold.by_status("refuted")
    [path] = entries(tmp_path / "prove")

    def proven(entry):
        for result in entry["content"]["piece"]["results"]:
            result[STATUS], result[COUNTEREXAMPLE] = "proven", None
    edit(path, proven)
    again = prove([REFUTED_SPEC], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.cache_rejected == 1
    assert shape(again) == shape(cold)
    warm = prove([REFUTED_SPEC], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert warm.cached == 1 and warm.cache_rejected == 0  # the fresh verdict was kept


def test_an_entry_copied_under_another_key_is_rejected(tmp_path):
    prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    [relu] = entries(tmp_path / "prove")
    prove(["transpose"], max_rank=1, cache_dir=tmp_path, jobs=1)
    [transpose] = [p for p in entries(tmp_path / "prove") if p != relu]
    transpose.write_bytes(relu.read_bytes())  # relu's signed verdicts, as transpose's
    again = prove(["transpose"], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.cache_rejected == 1
    assert {r.op for r in again.results} == {"transpose"} and again.ok


def test_an_entry_signed_with_another_secret_is_rejected(tmp_path, monkeypatch):
    monkeypatch.setenv(SECRET_ENV, "another-secret-another-repository")
    cold = prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1)
    assert prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1).cached == 2
    monkeypatch.delenv(SECRET_ENV)
    again = prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.cache_rejected == 2
    assert shape(again) == shape(cold)


def test_truncated_foreign_and_older_entries_are_misses(tmp_path):
    prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1)
    first, second = entries(tmp_path / "prove")
    first.write_bytes(first.read_bytes()[:100])  # cut short: damaged, counted
    edit(second, lambda entry: entry.update({FIELD: 0}))  # another version: a plain miss
    again = prove(["relu"], max_rank=2, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.cache_rejected == 1 and again.ok


def test_precision_and_equiv_entries_are_checked_too(tmp_path):
    prove_precision(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    [piece] = entries(tmp_path / "precision")
    edit(piece, lambda entry: entry["content"]["piece"].update(instances=99))
    again = prove_precision(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1)
    assert again.cached == 0 and again.cache_rejected == 1 and again.instances != 99

    options = EquivOptions(library=str(LIBRARY), only=["relu_idempotent"], max_rank=1,
                           jobs=1, cache_dir=str(tmp_path))
    cold = equiv(options)
    [verdict] = entries(tmp_path / "equiv")
    edit(verdict, lambda entry: entry["content"]["verdict"].update(status="not-equivalent"))
    report = equiv(options)
    assert report.cached == 0 and report.cache_rejected == 1
    assert [v.status for v in report.verdicts] == [v.status for v in cold.verdicts]
    assert json.loads(report.to_json())["cache"] == {"read": 0, "rejected": 1}
    assert "entries rejected" in report.to_junit()
    assert equiv(options).cached == 1  # read back as it was kept


def test_an_equiv_verdict_and_its_counterexample_read_back_as_written(tmp_path):
    import numpy as np

    from cvmverify.drivers import equiv_cache
    from cvmverify.equiv import equivalent, load_identity

    refuted = Path(__file__).parent / "refuted" / "relu_vs_abs.toml"
    verdict = equivalent(load_identity(refuted), max_rank=1)
    assert verdict.status == "not-equivalent" and verdict.counterexample is not None
    equiv_cache.keep(tmp_path, "k", verdict)
    back = equiv_cache.cached_verdict(tmp_path, "k")
    assert str(back) == str(verdict) and back.status is verdict.status
    for name, array in verdict.counterexample.inputs.items():
        kept = back.counterexample.inputs[name]
        assert kept.dtype == array.dtype and np.array_equal(kept, array)
    edit(tmp_path / "equiv" / "k.json", lambda entry: entry["content"]["verdict"][
        "counterexample"]["inputs"]["x"].update(dtype="object"))
    assert equiv_cache.cached_verdict(tmp_path, "k") is None  # the MAC, before the dtype
    data = equiv_cache.verdict_data(verdict)  # and signed, only numbers make an array
    data["counterexample"]["inputs"]["x"]["dtype"] = "object"
    with pytest.raises(ValueError, match="element type"):
        equiv_cache.verdict_of(data)


def test_the_summary_and_reports_count_rejected_entries(tmp_path, capsys):
    argv = ["prove", "relu", "--max-rank", "1", "--cache-dir", str(tmp_path / "cache"),
            "--jobs", "1", "--json", str(tmp_path / "r.json"), "--junit",
            str(tmp_path / "r.xml")]
    prove(["relu"], max_rank=1, cache_dir=tmp_path / "cache", jobs=1)  # in-process: quick
    for path in entries(tmp_path / "cache" / "prove"):
        edit(path, lambda entry: entry["content"]["piece"].update(covered=7))
    assert main(argv) == 0
    assert "1 cache entry rejected" in capsys.readouterr().out
    assert json.loads((tmp_path / "r.json").read_text())["cache"]["rejected"] == 1
    junit = (tmp_path / "r.xml").read_text()
    assert 'name="entries rejected"' in junit and "1 cache entry rejected" in junit


def test_a_verdict_that_does_not_reproduce_fails_verify(tmp_path, capsys):
    """With the secret (leaked, or a prover that changed its mind), a signed entry can
    still lie: proving it again shows it, in `cache verify` and `prove --verify-cache`."""
    cache = tmp_path / "cache"
    prove([REFUTED_SPEC], max_rank=1, cache_dir=cache, jobs=1)
    prove(["relu"], max_rank=1, cache_dir=cache, jobs=1)
    prove_precision(["relu"], max_rank=1, cache_dir=cache, jobs=1)
    equiv(EquivOptions(library=str(LIBRARY), only=["relu_idempotent"], max_rank=1, jobs=1,
                       cache_dir=str(cache)))
    assert main(["cache", "verify", "--cache-dir", str(cache)]) == 0
    assert "3 reproduced, 0 verdicts did not reproduce, 0 rejected, 1 stale" in \
        capsys.readouterr().out  # relu's shape, precision and identity; see below
    store = Store(cache, "prove")
    for path in entries(cache / "prove"):  # relu's verdicts, forged and signed
        content = store.read(path.stem)
        if content["about"]["op"] == "relu":
            content["piece"]["results"][0][STATUS] = "refuted"
            store.write(path.stem, content)
    capsys.readouterr()
    assert main(["cache", "verify", "--cache-dir", str(cache)]) == 1
    out = capsys.readouterr().out
    assert "MISMATCH" in out and "cached refuted, proven again proven" in out
    # relu reproduced before it was forged; the broken expand_dims is not the library's,
    # whose key differs: stale, skipped
    assert "1 stale" in out
    assert main(["prove", "relu", "--max-rank", "1", "--cache-dir", str(cache), "--jobs",
                 "1", "--verify-cache", "1"]) == 1
    assert "CACHE MISMATCH relu rank 1" in capsys.readouterr().out
    # the fresh verdicts replaced the forged ones
    assert main(["cache", "verify", "--cache-dir", str(cache)]) == 0


def test_stats_and_clear_touch_only_the_caches_own_files(tmp_path, capsys):
    cache = tmp_path / "cache"
    prove(["relu"], max_rank=2, cache_dir=cache, jobs=1)
    (cache / "prove" / "notes.txt").write_text("someone else's")
    (cache / "prove" / "old.pickle").write_bytes(b"x")
    (cache / "mine.json").write_text("{}")
    assert main(["cache", "stats", "--cache-dir", str(cache)]) == 0
    out = capsys.readouterr().out
    assert "prove" in out and "2 entries" in out and "1 files" in out
    assert main(["cache", "clear", "--cache-dir", str(cache)]) == 0
    assert "3 files removed" in capsys.readouterr().out
    assert sorted(p.name for p in cache.rglob("*")) == ["mine.json", "notes.txt", "prove"]


def test_the_secret_is_made_once_for_its_owner_only(tmp_path, monkeypatch):
    path = tmp_path / "config" / "cvmverify" / "cache-secret"
    monkeypatch.delenv(SECRET_FILE_ENV)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    secret = cache_secret()
    assert path.exists() and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert cache_secret() == secret and len(secret) >= 32
    os.chmod(path, 0o644)
    with pytest.raises(LogicError, match="only its owner may read.*mode=0o644"):
        cache_secret()
    monkeypatch.setenv(SECRET_ENV, "short")
    with pytest.raises(LogicError, match="at least 16 characters.*length=5"):
        cache_secret()
    monkeypatch.setenv(SECRET_ENV, "a-repository-secret-of-ci")
    assert cache_secret() == b"a-repository-secret-of-ci"


def test_verify_cache_out_of_range_is_a_logic_error(tmp_path):
    with pytest.raises(LogicError, match="verify_cache.*1.5"):
        prove(["relu"], max_rank=1, cache_dir=tmp_path, jobs=1, verify_cache=1.5)
    with pytest.raises(SystemExit) as usage:
        main(["prove", "relu", "--verify-cache", "2"])
    assert usage.value.code == 4
