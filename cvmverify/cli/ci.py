"""`cvmverify ci`: the command line of the CI driver."""

from __future__ import annotations

import os

from ..ci import STAGES, run_ci
from ..ci.formats import print_report, to_markdown
from ..config import load_settings
from ..findings import load_known
from ..progress import Reporter
from ..prove.cache import default_directory
from ..sarif import from_ci, write_sarif
from .arguments import add_known, add_reports, add_scale_out
from .output import console, write_reports


def add_ci_cli(commands) -> None:
    parser = commands.add_parser(
        "ci", help="prove, check, prove identities and compare generated files as the "
        "[tool.cvmverify] table of pyproject.toml says (exit 0 passed, 1 failed, 2 unknown)")
    parser.add_argument("--config", metavar="PYPROJECT", default="pyproject.toml",
                        help="the pyproject.toml to read (default: the current folder's)")
    add_reports(parser)
    parser.add_argument("--summary", metavar="FILE",
                        help="append a Markdown summary (default: $GITHUB_STEP_SUMMARY, if set)")
    add_scale_out(parser, work="pieces and identities",
                  cache_beside="the pyproject.toml's folder")
    add_known(parser, beside="the table's own known = [...]")
    parser.set_defaults(run=run_ci_command)


def run_ci_command(args) -> int:
    settings = load_settings(args.config)
    for path in args.known:
        settings.known += load_known(path)
    cache_dir = None if args.no_cache else args.cache_dir or default_directory(settings.root)
    started: list[str] = []

    def stage_started(stage: str) -> None:
        if started:
            bar.advance(label=stage)  # the stage before it is done
        started.append(stage)

    # a bar on a terminal, a plain line every 10 s in a CI log
    with Reporter("ci", total=len(STAGES), unit="stages") as bar:
        report = run_ci(settings, cache_dir=cache_dir, jobs=args.jobs, dask=args.dask,
                        progress=stage_started)
        bar.advance()
    print_report(report, console())
    write_reports(report, args.json, args.junit)
    write_sarif(args.sarif, from_ci(report), "ci")
    summary = args.summary or os.environ.get("GITHUB_STEP_SUMMARY")
    if summary:
        with open(summary, "a") as handle:
            handle.write(to_markdown(report))
    return report.exit_code()
