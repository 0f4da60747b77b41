"""ci proves the precision rules through the proof cache, as it does the shape rules: a
second run with nothing changed proves none of them again."""

from __future__ import annotations

from cvmverify.ci import run_ci
from cvmverify.config import load_settings


def _precision(report):
    return next(stage for stage in report.stages if stage.name == "precision")


def test_a_second_run_reads_the_precision_rules_from_the_cache(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.cvmverify]\nops = []\nmax_rank = 2\nprecision = ["relu", "cvm_clip"]\n')
    cache = tmp_path / "cache"
    first = run_ci(load_settings(tmp_path / "pyproject.toml"), cache_dir=cache, jobs=1)
    again = run_ci(load_settings(tmp_path / "pyproject.toml"), cache_dir=cache, jobs=1)
    assert _precision(first).note == "0 pieces of the rules from the proof cache"
    assert _precision(again).note == "4 pieces of the rules from the proof cache"
    for report in (first, again):
        assert [(i.name, i.status) for i in _precision(report).items] == [
            ("rule of relu", "passed"), ("rule of cvm_clip", "passed")]
    assert run_ci(load_settings(tmp_path / "pyproject.toml"), cache_dir=None,
                  jobs=1).stages[1].note == "0 pieces of the rules from the proof cache"


def test_entries_the_cache_refuses_are_counted_in_the_notes(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.cvmverify]\nops = ["relu"]\nmax_rank = 1\nprecision = ["relu"]\n')
    cache = tmp_path / "cache"
    run_ci(load_settings(tmp_path / "pyproject.toml"), cache_dir=cache, jobs=1)
    for entry in cache.glob("*/*.json"):
        entry.write_text(entry.read_text().replace('"proven"', '"refuted"'))
    again = run_ci(load_settings(tmp_path / "pyproject.toml"), cache_dir=cache, jobs=1)
    notes = {stage.name: stage.note for stage in again.stages}
    assert notes["prove"].endswith("0 pieces from the proof cache; 1 cache entries rejected")
    assert notes["precision"] == ("0 pieces of the rules from the proof cache; 1 cache "
                                  "entries rejected")
