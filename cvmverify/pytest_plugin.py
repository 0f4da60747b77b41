"""The pytest plugin: ``pytest --cvmverify`` runs a project's cvmverify work as tests.

Read from the ``[tool.cvmverify]`` table of the pyproject.toml in pytest's rootdir
(`cvmverify.config`), one test item per

- operator proven, ``cvmverify::prove::<op>`` (every rank up to max_rank);
- identity, ``cvmverify::equiv::<identity>``;
- kernel checked, ``cvmverify::check::<op>[<kernel>]``.

A failing item shows what failed: the refuted or unknown obligations with their
counterexamples, the identity's verdict, or the kernel check's failures. Without
``--cvmverify`` the plugin adds nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_addoption(parser) -> None:
    group = parser.getgroup("cvmverify")
    group.addoption("--cvmverify", action="store_true",
                    help="add the proofs, identities and kernel checks of [tool.cvmverify] "
                    "as tests")


def pytest_collection_modifyitems(session, config, items) -> None:
    if not config.getoption("cvmverify"):
        return
    from .config import load_settings

    pyproject = Path(config.rootpath) / "pyproject.toml"
    settings = load_settings(pyproject)
    settings.activate()
    for op in settings.operators():
        items.append(ProveItem.from_parent(session, name=f"cvmverify::prove::{op}", op=op,
                                           max_rank=settings.max_rank))
    for path in settings.identity_files():
        items.append(EquivItem.from_parent(session, name=f"cvmverify::equiv::{path.stem}",
                                           path=path, max_rank=settings.max_rank))
    for entry in settings.kernels:
        items.append(CheckItem.from_parent(session, name=f"cvmverify::check::{entry.name}",
                                           entry=entry))


class CvmverifyFailure(Exception):
    """What a cvmverify item found, shown as the test's failure."""


class _Item(pytest.Item):
    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, CvmverifyFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, self.name


class ProveItem(_Item):
    def __init__(self, *, op: str, max_rank: int, **kwargs):
        super().__init__(**kwargs)
        self.op, self.max_rank = op, max_rank

    def runtest(self) -> None:
        from .prove import prove

        report = prove([self.op], max_rank=self.max_rank, jobs=1)
        if not report.ok:
            raise CvmverifyFailure("\n".join(
                r.describe() for r in report.results if r.status != "proven")
                or "no obligation")


class EquivItem(_Item):
    def __init__(self, *, path: Path, max_rank: int, **kwargs):
        super().__init__(**kwargs)
        self.identity, self.max_rank = path, max_rank

    def runtest(self) -> None:
        from .equiv.library import prove_file

        verdict = prove_file(str(self.identity), max_rank=self.max_rank)
        if not verdict.ok:
            raise CvmverifyFailure(f"expected {verdict.expect}, got {verdict}")


class CheckItem(_Item):
    def __init__(self, *, entry, **kwargs):
        super().__init__(**kwargs)
        self.entry = entry

    def runtest(self) -> None:
        from .check import check_kernel

        report = check_kernel(self.entry.op, self.entry.kernel, cases=self.entry.cases,
                              contract=self.entry.contract)
        if not report.ok:
            raise CvmverifyFailure(report.describe())
