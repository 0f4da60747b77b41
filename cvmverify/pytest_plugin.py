"""The pytest plugin: ``pytest --cvmverify`` runs a project's cvmverify work as tests.

The ``[tool.cvmverify]`` table of the pyproject.toml in pytest's rootdir is read as
``cvmverify ci`` reads it (`cvmverify.config`, `cvmverify.ci.plan`): one test item per item
of ci, ``cvmverify::<stage>::<name>``, with the same options (max_rank bounds the proofs,
the identities and the kernels' cases alike; the known list) and the same verdicts:

- ``cvmverify::prove::<op>``, ``cvmverify::precision::rule of <op>``,
  ``cvmverify::precision::graph <file>``, ``cvmverify::check::<op>[<kernel>]``,
  ``cvmverify::equiv::<identity>``, ``cvmverify::gen::<folder>``.

An item passes where ci's item passes (a known finding passes); a failed or unknown item
fails and shows what was found. Without ``--cvmverify`` the plugin adds nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_addoption(parser) -> None:
    group = parser.getgroup("cvmverify")
    group.addoption("--cvmverify", action="store_true",
                    help="add the work of [tool.cvmverify] (proofs, precision, kernel checks, "
                    "identities, generated files) as tests, as `cvmverify ci` runs it")


def pytest_collection_modifyitems(session, config, items) -> None:
    if not config.getoption("cvmverify"):
        return
    # this module is imported by every pytest session where cvmverify is installed: what
    # only --cvmverify needs is imported when it is asked for, not at pytest's start
    from _pytest.runner import collect_one_node

    # Collected as a node of its own, so that pytest counts the items (--collect-only says
    # "5 tests collected", not "no tests collected") and their ids begin with cvmverify::
    project = Project.from_parent(session, name="cvmverify", nodeid="cvmverify")
    report = collect_one_node(project)  # wrong settings: a collection error that says why
    project.ihook.pytest_collectreport(report=report)  # what pytest counts and reports
    if report.outcome == "passed":
        items.extend(report.result)


class Project(pytest.Collector):
    """The items of the rootdir's [tool.cvmverify] table."""

    def collect(self):
        from .ci.plan import units
        from .config import load_settings

        settings = load_settings(Path(self.config.rootpath) / "pyproject.toml")
        settings.activate()
        for unit in units(settings):
            yield CvmverifyItem.from_parent(self, name=f"{unit.stage}::{unit.name}",
                                            settings=settings, unit=unit)

    def repr_failure(self, excinfo, style=None):
        from .core.errors import LogicError, SpecError

        if isinstance(excinfo.value, (LogicError, SpecError)):  # the message says it all
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, self.name


class CvmverifyFailure(Exception):
    """What a cvmverify item found, shown as the test's failure."""


class CvmverifyItem(pytest.Item):
    def __init__(self, *, settings, unit, **kwargs):
        super().__init__(**kwargs)
        self.settings, self.unit = settings, unit

    def runtest(self) -> None:
        from .ci.plan import How, ItemStatus, run

        item, *extra = run(self.settings, self.unit.stage, [self.unit], How(jobs=1))
        for stale in extra:  # entries of the known list that no longer reproduce
            self.warn(pytest.PytestWarning(f"cvmverify {stale.name}: {stale.detail}"))
        if item.status not in (ItemStatus.PASSED, ItemStatus.KNOWN):
            raise CvmverifyFailure(f"{item.status}: {item.detail}" if item.detail else
                                   item.status)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, CvmverifyFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, self.nodeid
