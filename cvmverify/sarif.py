"""SARIF 2.1.0, the format code-scanning services read (GitHub's among them), written in one
place for `prove`, `check`, `equiv`, `precision` and `ci` (`--sarif FILE`).

A finding becomes one SARIF result: its rule id is the obligation it refutes (``in-bounds``,
``precision-at-most-32``) or the symptom a kernel showed (``mismatch``, ``crash``); its level
is ``error`` for a refutation or a failure, ``warning`` for an undecided verdict and ``note``
for a finding the project has accepted; its message is the finding as the command prints it,
minimised counterexample included; its location is where a reader fixes it:

- an operator's rule: the spec's file and line where the rule is declared (the DSL records
  it, `Result.where`), else the line of the spec's declaration;
- a kernel: the Python function's file and line where it can be imported, else the spec;
- a graph's node: the graph file, at the line that names the node;
- an identity: its file.

Paths are written relative to the current folder where they lie below it, so that a service
that knows the repository's root (``%SRCROOT%``) places them on its files.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import inspect
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .core import registry
from .core.verdict import Status
from .findings import Known, group

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
VERSION = "2.1.0"
ROOT_BASE = "%SRCROOT%"  # the base a relative uri is read against


@dataclass(frozen=True)
class Location:
    path: str
    line: int = 1


@dataclass(frozen=True)
class Result:
    """One finding as SARIF states it."""

    rule: str
    level: str               # error, warning or note
    message: str
    location: Location | None
    related: tuple[Location, ...] = field(default=())


# -- what a finding's status means to a code-scanning service --------------------------------

def level_of(status: str, known: bool = False) -> str:
    """error: decided against (refuted, failed, not equivalent); warning: undecided;
    note: accepted or informational."""
    if known or status in ("known", "stale", "passed", "proven", "equivalent"):
        return "note"
    if status in (Status.REFUTED, "failed", "not-equivalent"):
        return "error"
    return "warning"


# -- where a finding is fixed ---------------------------------------------------------------

def parse_where(where: str) -> list[Location]:
    """`Result.where`'s "file:line" (several joined by ", ") as locations."""
    found = []
    for part in filter(None, (p.strip() for p in where.split(", "))):
        path, sep, line = part.rpartition(":")
        if sep and line.isdigit() and path:
            found.append(Location(path, int(line)))
        else:
            found.append(Location(part))
    return found


def spec_location(op: str) -> Location | None:
    """The line where operator `op` is declared, None where it is no operator (a graph's
    node name, an unknown name)."""
    try:
        where = registry.get(op).where
    except Exception:  # not an operator: the caller has a better place, or none
        return None
    located = parse_where(where)
    return located[0] if located else None


def kernel_location(kernel: str | None) -> Location | None:
    """The file and line of a Python kernel `module:function`, None where it cannot be
    imported or has no source (a C library's symbol has none to point at)."""
    if not kernel or ":" not in kernel:
        return None
    module, _, name = kernel.partition(":")
    try:
        function = getattr(importlib.import_module(module), name)
        function = inspect.unwrap(function)
        return Location(inspect.getsourcefile(function) or "",
                        inspect.getsourcelines(function)[1])
    except Exception:  # no source to show: the caller falls back to the spec's line
        return None


_NODE_NAME = re.compile(r'^\s*name\s*=\s*"([^"]*)"')


def node_location(graph_file: str | os.PathLike, node: str) -> Location:
    """The line of graph file `graph_file` that names `node` (``name = "conv"`` under a
    ``[[nodes]]`` table), else its first line."""
    try:
        lines = Path(graph_file).read_text().splitlines()
    except OSError:
        return Location(str(graph_file))
    in_node = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("["):
            in_node = stripped.startswith("[[nodes]]")
        match = _NODE_NAME.match(line)
        if in_node and match and match.group(1) == node:
            return Location(str(graph_file), number)
    return Location(str(graph_file))


# -- the findings of each command -----------------------------------------------------------

def from_prove(report, known: Iterable[Known] = ()) -> list[Result]:
    """`prove` (and `prove --precision`): one result per finding, a rule refuted the same
    way at several ranks being one finding (`findings.group`)."""
    found = []
    for finding in group(report.results, known).found:
        first = finding.first
        places = parse_where(first.where) or [spec_location(first.op)]
        places = [p for p in places if p is not None]
        found.append(Result(first.obligation, level_of(first.status, finding.known is not None),
                            finding.describe(), places[0] if places else None,
                            tuple(places[1:])))
    return found


def from_precision(found, graph_file: str | os.PathLike) -> list[Result]:
    """`precision GRAPH`: one result per node and rule not proven, at the node's line."""
    results = []
    for finding in group(found.results).found:
        first = finding.first
        # the node's line first, the spec's rule beside it
        results.append(Result(first.obligation, level_of(first.status), finding.describe(),
                              node_location(graph_file, first.op),
                              tuple(parse_where(first.where))))
    return results


def from_check(report, op: str | None, kernel: str | None = None) -> list[Result]:
    """`check`: one result per symptom group (its kind is the rule), at the kernel's source
    where it is a Python function, else at the spec (a graph's kernel: the graph file); a
    skipped or empty run is one warning."""
    spec = Location(op) if op and op.endswith(".toml") else spec_location(report.op)
    at = kernel_location(kernel) or spec
    related = (spec,) if spec is not None and at != spec else ()
    # the kernel named first: a C library's symbol has no line of its own to point at
    named = f"kernel {report.kernel} of {report.op}:\n"
    results = [Result(str(failure.kind), "error", named + failure.describe(), at, related)
               for failure in report.failures]
    if not report.failures and not report.ok:
        results.append(Result("skipped" if report.skipped else "nothing-compared", "warning",
                              named + report.summary(), at, related))
    return results


def from_equiv(report) -> list[Result]:
    """`equiv`: one result per identity whose verdict is not the one it claims, at its
    file (two graph files: the first)."""
    results = []
    for verdict in report.verdicts:
        if verdict.ok:
            continue
        text = "\n".join(filter(None, [
            f"{verdict.identity}: {verdict.status}, claimed {verdict.expect}",
            f"bound: {verdict.bound}",
            f"counterexample: {verdict.counterexample}" if verdict.counterexample else "",
            f"reason: {verdict.reason}" if verdict.reason else ""]))
        source = verdict.source.split(", ")[0] if verdict.source else ""
        results.append(Result(str(verdict.status), level_of(verdict.status), text,
                              Location(source) if source else None))
    return results


def from_ci(report) -> list[Result]:
    """`ci`: one result per item that did not pass, with the rule and place its stage
    found (`Item.rule`, `Item.where`), else the stage's name and the project's
    pyproject.toml."""
    results = []
    for stage in report.stages:
        for item in stage.items:
            if item.status == "passed":
                continue
            places = parse_where(item.where) or [Location(report.config)]
            results.append(Result(item.rule or stage.name, level_of(item.status),
                                  f"{stage.name} {item.name}: {item.status}\n{item.detail}",
                                  places[0], tuple(places[1:])))
    return results


# -- the document -------------------------------------------------------------------------

def library_file(path: str) -> str:
    """`path` as a file that exists: a library spec's ``spec/<family>.py`` (how spec
    locations read in a checkout and in an installed package alike) is looked for where the
    library was imported from when the current folder has no such file."""
    if os.path.isabs(path) or os.path.exists(path) or not path.startswith("spec/"):
        return path
    found = importlib.util.find_spec("cvmverify.specs")
    for folder in (found.submodule_search_locations or []) if found else []:
        candidate = os.path.join(folder, path.removeprefix("spec/"))
        if os.path.exists(candidate):
            return candidate
    return path


def _uri(path: str) -> dict[str, str]:
    """An artifactLocation: relative to the current folder (and %SRCROOT%) where the file
    lies below it, else an absolute file URI."""
    absolute = os.path.abspath(library_file(path))
    relative = os.path.relpath(absolute)
    if not relative.startswith(".."):
        return {"uri": Path(relative).as_posix(), "uriBaseId": ROOT_BASE}
    return {"uri": Path(absolute).as_uri()}


def _location(place: Location) -> dict[str, Any]:
    return {"physicalLocation": {"artifactLocation": _uri(place.path),
                                 "region": {"startLine": max(1, place.line)}}}


def sarif_log(results: Iterable[Result], command: str) -> dict[str, Any]:
    """The SARIF 2.1.0 log of one run of `command` (prove, check, ...)."""
    results = list(results)
    rules = list(dict.fromkeys(r.rule for r in results))
    documents = []
    for r in results:
        entry: dict[str, Any] = {"ruleId": r.rule, "ruleIndex": rules.index(r.rule),
                                 "level": r.level, "message": {"text": r.message}}
        if r.location is not None:
            entry["locations"] = [_location(r.location)]
        if r.related:
            entry["relatedLocations"] = [dict(_location(p), id=k)
                                         for k, p in enumerate(r.related)]
        documents.append(entry)
    return {"$schema": SCHEMA, "version": VERSION, "runs": [{
        "tool": {"driver": {"name": "cvmverify", "version": _version(),
                            "rules": [{"id": rule, "name": _name(rule),
                                       "shortDescription": {"text": f"{command}: {rule}"}}
                                      for rule in rules]}},
        "automationDetails": {"id": f"cvmverify/{command}/"},
        "originalUriBaseIds": {ROOT_BASE: {"uri": Path(os.getcwd()).as_uri() + "/"}},
        "results": documents}]}


def _version() -> str:
    try:
        return importlib.metadata.version("cvmverify")
    except importlib.metadata.PackageNotFoundError:  # a checkout that is not installed
        return "0+unknown"


def _name(rule: str) -> str:
    """A rule's name in SARIF's PascalCase: in-bounds -> InBounds."""
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", rule)) or "Rule"


def write_sarif(path: str | None, results: Iterable[Result], command: str) -> None:
    """Write the log where `--sarif FILE` asks; nothing without a path."""
    if path:
        with open(path, "w") as handle:
            json.dump(sarif_log(results, command), handle, indent=1)
            handle.write("\n")
