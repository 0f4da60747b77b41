"""JUnit XML, written once for every report that has it (prove, precision, ci)."""

from xml.etree import ElementTree

from cvmverify.core.junit import ERROR, FAILURE, NOTE, Case, Suite, junit_xml


def test_a_suite_counts_failures_and_errors_and_a_note_fails_nothing():
    xml = junit_xml("report", [Suite("relu", [
        Case("relu.shape", "passed", 0.5),
        Case("relu.shape", "refuted", 0.25, FAILURE, "why", "details"),
        Case("relu.shape", "undecided", 1.0, ERROR, "unknown: rlimit", "bound"),
        Case("relu.shape", "known", 0.0, NOTE, "not shown", "a known finding")])])
    root = ElementTree.fromstring(xml)
    assert root.get("name") == "report"
    suite = root.find("testsuite")
    assert suite.attrib == {"name": "relu", "tests": "4", "failures": "1", "errors": "1",
                            "time": "1.750"}  # the cases' seconds, summed
    passed, refuted, undecided, known = suite.findall("testcase")
    assert list(passed) == []
    assert refuted.find("failure").attrib == {"message": "why"}
    assert refuted.find("failure").text == "details"
    assert undecided.find("error").get("message") == "unknown: rlimit"
    assert known.find("system-out").attrib == {} and known.find("system-out").text == \
        "a known finding"


def test_a_suite_may_state_its_own_time():
    xml = junit_xml("ci", [Suite("gen", [], seconds=3.0)])
    assert ElementTree.fromstring(xml).find("testsuite").get("time") == "3.000"
