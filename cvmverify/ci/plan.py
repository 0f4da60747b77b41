"""The work a ``[tool.cvmverify]`` table asks for, as named units, and how each is run.

`cvmverify ci` and ``pytest --cvmverify`` both read the table through `load_settings` and
take their items from `units` and their verdicts from `run`: the same item names and the
same options (max_rank for proofs, identities and kernel cases alike, the known list), so
that the two cannot disagree. ci runs a stage's units together (one prove call spreads
its operators over the cores and reads the proof cache); the plugin runs them one by one.

Whatever a unit cannot load (a kernel module, a spec, an identity file, an operator name)
makes that unit a failed item with the message, never a traceback: one broken entry does
not hide the others.
"""

from __future__ import annotations

import os
import traceback
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..check.options import CheckOptions
from ..codegen import generate
from ..config import Settings
from ..core import registry
from ..core.contract import contract_precisions
from ..core.graph import load_graph
from ..drivers import gen
from ..drivers.check import CheckRequest, KernelSource, check
from ..drivers.prove import ProveOptions, prove
from ..equiv.library import prove_file
from ..core.verdict import Status
from ..findings import group
from ..precision.graph import graph_precision
from ..sarif import kernel_location, node_location, spec_location

STAGES = ("prove", "precision", "check", "equiv", "gen")


class ItemStatus(StrEnum):
    """How a unit of work came out; a stage's status is the worst of its items'."""

    PASSED = "passed"
    FAILED = "failed"
    UNKNOWN = "unknown"              # undecided: a timeout, a skipped check, a bounded verdict
    KNOWN = "known"                  # failed, but listed as known (see findings)
    STALE = "stale"                  # listed as known, but the finding is gone
    NOTHING_TO_DO = "nothing to do"  # a stage without items


@dataclass
class Item:
    name: str
    status: ItemStatus
    detail: str = ""
    seconds: float = 0.0
    rule: str = ""   # what was found: the obligation refuted, the kernel's symptom
    where: str = ""  # file:line where it is fixed (see cvmverify.sarif), "" if unknown


@dataclass(frozen=True)
class Unit:
    stage: str
    name: str
    target: Any = field(default=None, compare=False)  # an op, a KernelEntry, a Path


@dataclass
class How:
    """How units run: where the proof cache is, in how many processes."""

    cache_dir: Any = None
    jobs: int | None = None
    dask: Any = None
    cached: int = 0  # pieces read from the proof cache, counted as they are
    cached_precision: int = 0  # the same, of the precision rules' proofs
    rejected: int = 0  # cache entries refused as not this tool's for their key
    rejected_precision: int = 0  # the same, of the precision rules' proofs

    def prove_options(self, settings: Settings, todo: list[Unit], *,
                      piece_limit_s: float | None = None, precision: bool = False
                      ) -> ProveOptions:
        """The prove driver's options for the operators of `todo`: the cache only where
        one is given."""
        return ProveOptions(ops=[u.target for u in todo], max_rank=settings.max_rank,
                            piece_limit_s=piece_limit_s, precision=precision, jobs=self.jobs,
                            dask=self.dask, cache=self.cache_dir is not None,
                            cache_dir=self.cache_dir)


def units(settings: Settings) -> list[Unit]:
    """Every item the settings ask for, in stage order. Spec modules that failed to load
    are units of their own (of the prove stage), so that the failure is reported."""
    found = [Unit("prove", f"spec {module}", error) for module, error
             in settings.spec_errors.items()]
    found += [Unit("prove", op, op) for op in settings.operators()]
    found += [Unit("precision", f"rule of {op}", op) for op in settings.precision]
    found += [Unit("precision", f"graph {path.name}", path) for path in settings.graphs]
    found += [Unit("check", entry.name, entry) for entry in settings.kernels]
    found += [Unit("equiv", path.stem, path) for path in settings.identity_files()]
    if settings.gen_out is not None:
        found.append(Unit("gen", _relative(settings, settings.gen_out), settings.gen_out))
    return found


def run(settings: Settings, stage: str, todo: list[Unit], how: How | None = None
        ) -> list[Item]:
    """The items of `todo` (units of one stage), in order."""
    how = how or How()
    if not todo:
        return []
    if stage == "prove":
        return _prove(settings, todo, how)
    if stage == "precision":
        return _precision(settings, todo, how)
    return [_guarded(unit, lambda u=unit: _ONE[stage](settings, u)) for unit in todo]


def _guarded(unit: Unit, work) -> Item:
    """The unit's item; what it raised (a module that does not import, a file that is not
    there, a name that is not an operator) is a failed item saying so."""
    try:
        return work()
    except Exception as error:  # reported, never a traceback: see the module docstring
        return Item(unit.name, ItemStatus.FAILED, failure_text(error))


def failure_text(error: BaseException) -> str:
    """An error as an item's detail: its message, and the line that raised it where that
    is the project's code (a kernel module's own ImportError, say), not cvmverify's."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    text = f"cannot run: {type(error).__name__}: {error}"
    frames = traceback.extract_tb(error.__traceback__)
    if frames and not frames[-1].filename.startswith((package, "<")):
        text += f" (at {frames[-1].filename}:{frames[-1].lineno})"
    return text


def _worst(statuses: list[Status]) -> ItemStatus:
    return ItemStatus.FAILED if Status.REFUTED in statuses else ItemStatus.UNKNOWN \
        if Status.UNKNOWN in statuses or not statuses else ItemStatus.PASSED


# --- prove --------------------------------------------------------------------------------


def _prove(settings: Settings, todo: list[Unit], how: How) -> list[Item]:
    items: dict[Unit, Item] = {}
    ops: list[Unit] = []
    for unit in todo:
        if unit.name.startswith("spec "):
            items[unit] = Item(unit.name, ItemStatus.FAILED, f"cannot load: {unit.target}")
            continue
        try:
            registry.get(unit.target)  # an unknown name fails alone, before any work
            ops.append(unit)
        except Exception as error:
            items[unit] = Item(unit.name, ItemStatus.FAILED, failure_text(error))

    def prove_units(batch: list[Unit]) -> None:
        report = prove(how.prove_options(settings, batch, piece_limit_s=600)).report
        how.cached += report.cached
        how.rejected += report.cache_rejected
        found = group(report.results, settings.known)
        for unit in batch:
            results = [r for r in report.results if r.op == unit.target]
            items[unit] = _prove_item(unit, results, [f for f in found.found
                                                      if f.first.op == unit.target])
        items.update({Unit("prove", f"known {k}"): Item(
            f"known {k}", ItemStatus.STALE, "listed as known, but the obligation now holds at "
            f"ranks 1..{settings.max_rank}: remove it from the known list")
            for k in found.stale})

    if ops:
        try:
            prove_units(ops)
        except Exception:  # one operator's spec broke the run: each alone, to say which
            for unit in ops:
                items[unit] = _guarded(unit, lambda u=unit: prove_units([u]) or items[u])
    ordered = [items[u] for u in todo]
    return ordered + [item for unit, item in items.items() if unit not in todo]


def _prove_item(unit: Unit, results: list, findings: list) -> Item:
    seconds = sum(r.seconds for r in results)
    if not results:
        return Item(unit.name, ItemStatus.UNKNOWN, "no obligation", seconds)
    new = [f for f in findings if f.known is None]
    status = _worst([f.first.status for f in new]) if new else ItemStatus.KNOWN if findings \
        else ItemStatus.PASSED
    first = (new or findings)[0].first if findings else None
    return Item(unit.name, status, "\n".join(f.describe() for f in findings), seconds,
                rule=first.obligation if first else "",
                where=(first.where or _spec_where(first.op)) if first else "")


# --- precision ----------------------------------------------------------------------------


def _precision(settings: Settings, todo: list[Unit], how: How) -> list[Item]:
    items: dict[Unit, Item] = {}
    rules = [u for u in todo if u.name.startswith("rule of ")]
    if rules:
        try:
            # cached and spread as the shape proofs are: a warm run proves nothing again
            report = prove(how.prove_options(settings, rules, precision=True)).report
            how.cached_precision += report.cached
            how.rejected_precision += report.cache_rejected
            for unit in rules:
                results = [r for r in report.results if r.op == unit.target]
                failed = [r for r in results if r.status != Status.PROVEN]
                items[unit] = Item(unit.name, _worst([r.status for r in results]), "\n".join(
                    f"{r.status} {r.obligation}: {r.reason}" for r in failed),
                    rule=failed[0].obligation if failed else "",
                    where=(failed[0].where or _spec_where(unit.target)) if failed else "")
        except Exception as error:
            items.update({u: Item(u.name, ItemStatus.FAILED, failure_text(error)) for u in rules})
    for unit in todo:
        if unit not in items:
            items[unit] = _guarded(unit, lambda u=unit: _graph(u))
    return [items[u] for u in todo]


def _graph(unit: Unit) -> Item:
    graph = load_graph(str(unit.target))
    declared = contract_precisions(graph)
    if declared is None:
        return Item(unit.name, ItemStatus.FAILED, "its inputs declare no precision "
                    "(x = { rank = 2, precision = 8 })")
    found = graph_precision(graph, declared)
    failed = [r for r in found.results if r.status != Status.PROVEN]
    place = node_location(unit.target, failed[0].op) if failed else None
    return Item(unit.name, _worst([r.status for r in found.results]), "\n".join(
        f"{r.status} node {r.op} {r.obligation}: {r.reason}" for r in failed),
        rule=failed[0].obligation if failed else "",
        where=f"{place.path}:{place.line}" if place else "")


# --- check, equiv, gen --------------------------------------------------------------------


def _check(settings: Settings, unit: Unit) -> Item:
    entry = unit.target
    options = CheckOptions(cases=entry.cases, contract=entry.contract, max_rank=settings.max_rank)
    report = check(CheckRequest(entry.op, KernelSource(python=entry.kernel), options=options))
    status = ItemStatus.PASSED if report.ok else ItemStatus.UNKNOWN if report.skipped else \
        ItemStatus.FAILED
    place = kernel_location(entry.kernel) or spec_location(entry.op)
    return Item(unit.name, status, "" if report.ok else report.describe(), report.seconds,
                rule=str(report.failures[0].kind) if report.failures else "",
                where=f"{place.path}:{place.line}" if place else "")


def _equiv(settings: Settings, unit: Unit) -> Item:
    verdict = prove_file(str(unit.target), max_rank=settings.max_rank)
    status = ItemStatus.PASSED if verdict.ok else ItemStatus.FAILED if verdict.status.decided \
        else ItemStatus.UNKNOWN
    return Item(unit.name, status, "" if verdict.ok else
                f"expected {verdict.expect}, got {verdict}", verdict.seconds,
                rule="" if verdict.ok else str(verdict.status), where=f"{unit.target}:1")


def _gen(settings: Settings, unit: Unit) -> Item:
    files = gen.generate(gen.GenOptions(settings.gen_names, settings.gen_max_rank))
    diffs: list[str] = []  # one per differing file, in order: "missing" or a short diff
    differing = generate.stale(files, str(unit.target), complete=False, report=diffs.append)
    if not differing:
        return Item(unit.name, ItemStatus.PASSED, f"{len(files)} files up to date")
    return Item(unit.name, ItemStatus.FAILED, "\n".join(
        [f"{path}: {diff}" for path, diff in zip(differing, diffs)]
        + ["run `cvmverify gen` with the same names and --out"]), rule="stale-file",
        where=os.path.join(str(unit.target), differing[0]))


_ONE = {"check": _check, "equiv": _equiv, "gen": _gen}


def _spec_where(op: str) -> str:
    place = spec_location(op)
    return f"{place.path}:{place.line}" if place else ""


def _relative(settings: Settings, path) -> str:
    try:
        return str(path.relative_to(settings.root))
    except ValueError:
        return str(path)
