"""`cvmverify ci`: everything a project's ``[tool.cvmverify]`` asks for, in one run.

The driver, in order: prove the operators (with the proof cache), prove the precision rules
and graphs named, check the kernels, prove the identities, and compare the generated files.
Each stage gives one item per thing it ran (an operator, a kernel, an identity, a file),
each passed, failed or unknown; `report` prints and writes them.

Exit codes: 0 every item passed; 1 an item failed (a refutation, a kernel failure, an
identity that does not hold, a stale generated file); 2 no item failed but one is unknown
(a timeout, a check that ran no valid case), or nothing ran at all.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..config import Settings

STAGES = ("prove", "precision", "check", "equiv", "gen")


@dataclass
class Item:
    name: str
    status: str  # passed, failed, unknown
    detail: str = ""
    seconds: float = 0.0


@dataclass
class Stage:
    name: str
    items: list[Item] = field(default_factory=list)
    seconds: float = 0.0
    note: str = ""

    def count(self, status: str) -> int:
        return sum(item.status == status for item in self.items)

    @property
    def status(self) -> str:
        found = {item.status for item in self.items}
        return "failed" if "failed" in found else "unknown" if "unknown" in found else \
            "passed" if found else "nothing to do"


@dataclass
class CiReport:
    config: str
    stages: list[Stage] = field(default_factory=list)

    @property
    def items(self) -> list[Item]:
        return [item for stage in self.stages for item in stage.items]

    def exit_code(self) -> int:
        statuses = {item.status for item in self.items}
        return 1 if "failed" in statuses else 2 if "unknown" in statuses or not statuses \
            else 0


def run_ci(settings: Settings, *, cache_dir: str | Path | None, jobs: int | None = None,
           dask: Any = None, progress: Callable[[str], None] = lambda stage: None
           ) -> CiReport:
    """Run every stage `settings` asks for; a stage with nothing to do reports so."""
    settings.activate()
    report = CiReport(str(settings.root / "pyproject.toml"))
    stages = {"prove": lambda stage: _prove(settings, stage, cache_dir, jobs, dask),
              "precision": lambda stage: _precision(settings, stage, jobs),
              "check": lambda stage: _check(settings, stage),
              "equiv": lambda stage: _equiv(settings, stage),
              "gen": lambda stage: _gen(settings, stage)}
    for name in STAGES:
        progress(name)
        stage = Stage(name)
        start = time.perf_counter()
        stages[name](stage)
        stage.seconds = time.perf_counter() - start
        report.stages.append(stage)
    return report


def _worst(statuses: list[str]) -> str:
    return "failed" if "refuted" in statuses else "unknown" if "unknown" in statuses or \
        not statuses else "passed"


def _prove(settings: Settings, stage: Stage, cache_dir, jobs, dask) -> None:
    from ..prove import prove

    report = prove(settings.operators(), max_rank=settings.max_rank, cache_dir=cache_dir,
                   jobs=jobs, dask=dask, piece_limit_s=600)
    by_op: dict[str, list] = {}
    for result in report.results:
        by_op.setdefault(result.op, []).append(result)
    for op, results in by_op.items():
        bad = [r for r in results if r.status != "proven"]
        stage.items.append(Item(op, _worst([r.status for r in results]),
                                "\n".join(r.describe() for r in bad[:5]),
                                sum(r.seconds for r in results)))
    stage.note = f"ranks 1..{settings.max_rank}; {report.cached} pieces from the proof cache"


def _precision(settings: Settings, stage: Stage, jobs) -> None:
    from ..core.graph import load_graph
    from ..precision.graph import graph_precision
    from ..precision.prove import prove_precision

    if settings.precision:
        report = prove_precision(settings.precision, max_rank=settings.max_rank, jobs=jobs)
        for op in settings.precision:
            results = [r for r in report.results if r.op == op]
            stage.items.append(Item(f"rule of {op}", _worst([r.status for r in results]),
                                    "\n".join(f"{r.status} {r.obligation}: {r.reason}"
                                              for r in results if r.status != "proven")))
    for path in settings.graphs:
        graph = load_graph(str(path))
        declared = graph.declared_precisions()
        if declared is None:
            stage.items.append(Item(f"graph {path.name}", "failed", "its inputs declare no "
                                    "precision (x = { rank = 2, precision = 8 })"))
            continue
        found = graph_precision(graph, declared)
        stage.items.append(Item(f"graph {path.name}", _worst([r.status for r in found.results]),
                                "\n".join(f"{r.status} node {r.op} {r.obligation}: {r.reason}"
                                          for r in found.results if r.status != "proven")))


def _check(settings: Settings, stage: Stage) -> None:
    from ..check import check_kernel

    for entry in settings.kernels:
        report = check_kernel(entry.op, entry.kernel, cases=entry.cases,
                              contract=entry.contract, max_rank=settings.max_rank)
        status = "passed" if report.ok else "unknown" if report.status == "skipped" else \
            "failed"
        stage.items.append(Item(entry.name, status, "" if report.ok else report.describe(),
                                report.seconds))


def _equiv(settings: Settings, stage: Stage) -> None:
    from ..equiv.library import prove_file

    for path in settings.identity_files():
        verdict = prove_file(str(path), max_rank=settings.max_rank)
        status = "passed" if verdict.ok else "unknown" if verdict.status == "unknown" else \
            "failed"
        stage.items.append(Item(path.stem, status, "" if verdict.ok else
                                f"expected {verdict.expect}, got {verdict}", verdict.seconds))


def _gen(settings: Settings, stage: Stage) -> None:
    from ..codegen import generate
    from ..drivers import gen

    if settings.gen_out is None:
        return
    rank = settings.gen_max_rank
    files = gen.generate(settings.gen_names, rank)
    diffs: list[str] = []  # one per differing file, in order: "missing" or a short diff
    differing = generate.stale(files, str(settings.gen_out), complete=False,
                               report=diffs.append)
    for path, diff in zip(differing, diffs):
        stage.items.append(Item(path, "failed", f"{diff}\nrun `cvmverify gen` with the same "
                                "names and --out"))
    if not differing:
        stage.items.append(Item(f"{len(files)} files", "passed"))
    stage.note = f"compared with {settings.gen_out}, ranks 1..{rank}"
