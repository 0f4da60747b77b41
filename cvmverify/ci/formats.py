"""A `cvmverify ci` report for people: a console table and a Markdown summary (for a CI
job's summary page: GitHub Actions reads $GITHUB_STEP_SUMMARY). Its JSON and JUnit XML,
for machines, are the report's own (`CiReport.to_json`, `to_junit`), as every command's."""

from __future__ import annotations

from rich.markup import escape
from rich.table import Table

from .. import exits
from . import CiReport
from .plan import ItemStatus

MARKS = {ItemStatus.PASSED: "✅", ItemStatus.FAILED: "❌", ItemStatus.UNKNOWN: "❔",
         ItemStatus.NOTHING_TO_DO: "➖", ItemStatus.KNOWN: "☑️", ItemStatus.STALE: "🧹"}
COUNTED = (ItemStatus.PASSED, ItemStatus.FAILED, ItemStatus.UNKNOWN)  # a column each


def print_report(report: CiReport, out) -> None:
    """A table of stages, then every item that did not pass with what it found."""
    table = Table(title=f"cvmverify ci: {report.config}")
    for column in ("stage", "status", "items", "passed", "failed", "unknown", "seconds", "note"):
        table.add_column(column, justify="left" if column in ("stage", "status", "note")
                         else "right")
    for stage in report.stages:
        table.add_row(stage.name, stage.status, str(len(stage.items)),
                      *(str(stage.count(s)) for s in COUNTED),
                      f"{stage.seconds:.1f}", escape(stage.note))
    out.print(table)
    for stage in report.stages:
        for item in stage.items:
            if item.status != ItemStatus.PASSED:
                out.print(f"{item.status.upper()} {stage.name} {item.name}", markup=False)
                for line in item.detail.splitlines():
                    out.print(f"    {line}", markup=False)
    out.print(f"exit {report.exit_code()}: " + {
        exits.PASSED: "every item passed (known findings aside)", exits.FAILED: "an item failed",
        exits.UNKNOWN: "no item failed, but one is unknown or nothing ran"}[report.exit_code()],
        markup=False)


def to_markdown(report: CiReport) -> str:
    lines = [f"### cvmverify ci: exit {report.exit_code()}", "",
             "| stage | status | passed | failed | unknown | seconds |",
             "|---|---|---|---|---|---|"]
    for stage in report.stages:
        lines.append(f"| {stage.name} | {MARKS[stage.status]} {stage.status} | "
                     + "".join(f"{stage.count(s)} | " for s in COUNTED)
                     + f"{stage.seconds:.1f} |")
    for stage in report.stages:
        for item in stage.items:
            if item.status != ItemStatus.PASSED:
                lines += ["", f"<details><summary>{MARKS[item.status]} {stage.name}: "
                          f"{item.name}</summary>", "", "```", item.detail, "```", "",
                          "</details>"]
    return "\n".join(lines) + "\n"
