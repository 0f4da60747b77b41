"""JUnit XML, the report format every CI system reads, written in one place.

A report is a ``testsuites`` element of suites (an operator, a CI stage), each of cases (an
obligation at a structure, an item). A case decided against is a ``failure``, an undecided
one an ``error``; a case that passed may carry a note (``system-out``) that fails nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable
from xml.etree import ElementTree

FAILURE, ERROR, NOTE = "failure", "error", "system-out"  # what a case that did not pass holds


@dataclass(frozen=True)
class Case:
    classname: str
    name: str
    seconds: float
    kind: str = ""     # FAILURE, ERROR, NOTE, or "" for a case that passed
    message: str = ""  # of a failure or an error
    text: str = ""     # its details, or the note


@dataclass(frozen=True)
class Suite:
    name: str
    cases: list[Case] = field(default_factory=list)
    seconds: float | None = None  # None: the sum of its cases'


def junit_xml(name: str, suites: Iterable[Suite]) -> str:
    """The suites as one ``testsuites`` document named `name`."""
    root = ElementTree.Element("testsuites", name=name)
    for suite in suites:
        seconds = sum(c.seconds for c in suite.cases) if suite.seconds is None \
            else suite.seconds
        element = ElementTree.SubElement(
            root, "testsuite", name=suite.name, tests=str(len(suite.cases)),
            failures=str(sum(c.kind == FAILURE for c in suite.cases)),
            errors=str(sum(c.kind == ERROR for c in suite.cases)), time=f"{seconds:.3f}")
        for case in suite.cases:
            testcase = ElementTree.SubElement(element, "testcase", classname=case.classname,
                                              name=case.name, time=f"{case.seconds:.3f}")
            if case.kind:
                message = {} if case.kind == NOTE else {"message": case.message}
                ElementTree.SubElement(testcase, case.kind, **message).text = case.text
    return ElementTree.tostring(root, encoding="unicode")


def cache_suite(rejected: int, verified: int = 0, mismatches: Iterable[str] = ()) -> list[Suite]:
    """The proof cache's suite of a report, where there is something to say: the entries
    it refused (a note: they were proven again, nothing is wrong with the verdicts) and,
    where hits were proven again, one failure per verdict that did not reproduce."""
    mismatches = list(mismatches)
    cases = [Case("proof cache", "entries rejected", 0.0, NOTE,
                  text=f"{rejected} cache entr{'y' if rejected == 1 else 'ies'} rejected "
                  "(not written by this tool for their key): proven again")] if rejected else []
    if verified:
        cases.append(Case("proof cache", f"{verified} hits proven again", 0.0,
                          FAILURE if mismatches else "",
                          f"{len(mismatches)} cached verdicts did not reproduce"
                          if mismatches else "", "\n".join(mismatches)))
    return [Suite("proof cache", cases)] if cases else []
