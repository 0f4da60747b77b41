"""`cvmverify ci`: everything a project's ``[tool.cvmverify]`` asks for, in one run.

The driver, in order: prove the operators (with the proof cache), prove the precision rules
and graphs named, check the kernels, prove the identities, and compare the generated files.
Each stage gives one item per thing it ran (an operator, a kernel, an identity, a file),
each passed, failed or unknown; `CiReport` writes them as JSON and JUnit XML, `formats`
prints them for people.

What each stage's items are and how they run is `plan`, which ``pytest --cvmverify`` reads
too. Exit codes (`cvmverify.exits`): 0 every item passed; 1 an item failed (a refutation, a
kernel failure, an identity that does not hold, a stale generated file, a kernel, spec or
identity that cannot be loaded); 2 no item failed but one is unknown (a timeout, a check
that ran no valid case), or nothing ran at all; 3 the settings are wrong.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .. import exits
from ..config import Settings
from ..core.junit import ERROR, FAILURE, NOTE, Case, Suite, junit_xml
from .plan import STAGES, How, Item, ItemStatus, run, units

__all__ = ["CiReport", "Item", "STAGES", "Stage", "run_ci"]


@dataclass
class Stage:
    name: str
    items: list[Item] = field(default_factory=list)
    seconds: float = 0.0
    note: str = ""

    def count(self, status: ItemStatus) -> int:
        return sum(item.status == status for item in self.items)

    @property
    def status(self) -> ItemStatus:
        found = {item.status for item in self.items}
        return ItemStatus.FAILED if ItemStatus.FAILED in found else ItemStatus.UNKNOWN \
            if ItemStatus.UNKNOWN in found else ItemStatus.PASSED if found \
            else ItemStatus.NOTHING_TO_DO


@dataclass
class CiReport:
    config: str
    stages: list[Stage] = field(default_factory=list)

    @property
    def items(self) -> list[Item]:
        return [item for stage in self.stages for item in stage.items]

    def exit_code(self) -> int:
        """FAILED an item failed, UNKNOWN one is unknown or nothing ran, else PASSED; a
        known finding and a stale entry of the known list are reported, and fail nothing."""
        statuses = {item.status for item in self.items}
        return exits.FAILED if ItemStatus.FAILED in statuses else exits.UNKNOWN \
            if ItemStatus.UNKNOWN in statuses or not statuses - {ItemStatus.STALE} \
            else exits.PASSED

    def to_json(self) -> str:
        return json.dumps({"config": self.config, "exit_code": self.exit_code(),
                           "stages": [{"name": s.name, "status": s.status, "seconds":
                                       round(s.seconds, 3), "note": s.note,
                                       "items": [vars(i) for i in s.items]}
                                      for s in self.stages]}, indent=1)

    def to_junit(self) -> str:
        """A suite per stage, a case per item: failed is a failure, unknown an error; the
        detail of any other (a known finding, a stale entry) a note that fails nothing."""
        kinds = {ItemStatus.FAILED: FAILURE, ItemStatus.UNKNOWN: ERROR}
        return junit_xml("cvmverify ci", [Suite(stage.name, [
            Case(f"cvmverify.{stage.name}", item.name, item.seconds,
                 kinds.get(item.status, NOTE if item.detail else ""), item.status, item.detail)
            for item in stage.items], stage.seconds) for stage in self.stages])


def run_ci(settings: Settings, *, cache_dir: str | Path | None, jobs: int | None = None,
           dask: Any = None, progress: Callable[[str], None] = lambda stage: None
           ) -> CiReport:
    """Run every stage `settings` asks for; a stage with nothing to do reports so."""
    settings.activate()
    report = CiReport(str(settings.root / "pyproject.toml"))
    how = How(cache_dir, jobs, dask)
    planned = units(settings)
    for name in STAGES:
        progress(name)
        stage = Stage(name)
        start = time.perf_counter()
        stage.items = run(settings, name, [u for u in planned if u.stage == name], how)
        stage.seconds = time.perf_counter() - start
        stage.note = _note(settings, name, how)
        report.stages.append(stage)
    return report


def _note(settings: Settings, stage: str, how: How) -> str:
    if stage == "prove":
        return f"ranks 1..{settings.max_rank}; {how.cached} pieces from the proof cache" + (
            f"; {len(settings.known)} known findings listed" if settings.known else "") + \
            _rejected(how.rejected)
    if stage == "precision" and settings.precision:
        return f"{how.cached_precision} pieces of the rules from the proof cache" + \
            _rejected(how.rejected_precision)
    if stage == "gen" and settings.gen_out is not None:
        return f"compared with {settings.gen_out}, ranks 1..{settings.gen_max_rank}"
    return ""


def _rejected(count: int) -> str:
    """The note's words for cache entries refused (`prove.store`), where there were any."""
    return f"; {count} cache entries rejected" if count else ""
