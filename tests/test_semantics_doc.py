"""docs/semantics.md in step with the specs: every operator of its table is the library's,
with the library's inputs, attributes and defaults, and the stated limits are the DSL's."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cvmverify
from cvmverify.core.dsl import ATTR_MAX, ATTR_MIN, MISSING, MAX_RANK

DOC = Path(__file__).resolve().parents[1] / "docs" / "semantics.md"


def table(heading: str) -> list[list[str]]:
    """The rows (cells) of the first table after `heading`."""
    text = DOC.read_text().split(heading, 1)[1]
    rows = []
    for line in text.splitlines():
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
        elif rows:
            break
    return rows[2:]  # below the header and its rule


def top_level(text: str, separator: str = ",") -> list[str]:
    """`text` split at separators outside brackets and quotes."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char in "([" and 1 or char in ")]" and -1 or 0
        if char == separator and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    return parts + [current.strip()] if current.strip() else parts


def documented_ops() -> dict[str, tuple[str, str]]:
    """op name -> (inputs cell, attributes cell), aliases and notes dropped."""
    found = {}
    for names, inputs, attrs in table("## Canonical operators"):
        for name in top_level(names):
            found[name.split(" (")[0]] = (inputs, attrs)
    return found


def documented_attrs(cell: str) -> dict[str, object]:
    """attribute name -> default (MISSING when the row gives none) of an attributes cell."""
    cell = cell.split(";")[0]
    if cell.startswith("-"):
        return {}
    attrs = {}
    for item in top_level(cell):
        item = re.sub(r"\s+\(.*\)$", "", item)  # a note: "(pair)", "(or ...)"
        name, _, default = item.partition("=")
        attrs[name.strip()] = ast.literal_eval(default.strip()) if default else MISSING
    return attrs


def test_the_table_names_every_operator_of_the_library():
    assert sorted(documented_ops()) == sorted(cvmverify.ops())


@pytest.mark.parametrize("name", cvmverify.ops())
def test_attributes_and_defaults_are_the_specs(name):
    documented = documented_attrs(documented_ops()[name][1])
    declared = {a.name: a.default for a in cvmverify.spec(name).attrs}
    assert documented == declared, f"docs/semantics.md disagrees with the spec of {name}"


@pytest.mark.parametrize("name", cvmverify.ops())
def test_inputs_are_the_specs_in_order(name):
    cell = documented_ops()[name][0]
    documented = [re.sub(r"^optional ", "", item).split(" (")[0].split(",")[0]
                  for item in top_level(re.sub(r"\s*\.\.\.\s*", ", ", cell))
                  if not item.startswith("2 <=")]
    declared = [i.name + ("0" if i.variadic else "") for i in cvmverify.spec(name).inputs]
    assert documented[:len(declared)] == declared


def test_the_stated_limits_are_the_dsls():
    text = DOC.read_text()
    assert f"attribute ranges are inclusive `[{ATTR_MIN}, {ATTR_MAX}]`" in text
    assert f"rank in 1..{MAX_RANK}" in text
    assert "## Exact int32 intermediates" in text


def _bound(text: str) -> int:
    """A bound as the table writes it: 4096, -1, 2^24, -(2^31-1)."""
    return int(eval(text.replace("^", "**"), {"__builtins__": {}}))  # digits, ^, -, ( ) only


def documented_ranges() -> dict[tuple[str, str], tuple[int, int]]:
    """(op, attribute) -> (lo, hi) of every row of the attribute range table."""
    found = {}
    for ops, attrs, text, _why in table("## Default attribute range"):
        if text == "any int32":
            bounds = (-2**31, 2**31 - 1)
        else:
            lo, hi = top_level(text.strip("[]"))
            bounds = (_bound(lo), _bound(hi))
        for op in top_level(ops):
            for attr in top_level(attrs):
                found[op, attr] = bounds
    return found


def test_every_attribute_range_other_than_the_default_is_in_the_table():
    declared = {(name, a.name): (a.lo, a.hi) for name in cvmverify.ops()
                for a in cvmverify.spec(name).attrs
                if hasattr(a, "lo") and (a.lo, a.hi) != (ATTR_MIN, ATTR_MAX)}
    documented = documented_ranges()
    assert {k: v for k, v in documented.items() if v != (ATTR_MIN, ATTR_MAX)} == declared
    # a row at the default range names an attribute whose spec has it
    for (op, attr), bounds in documented.items():
        spec = {a.name: (a.lo, a.hi) for a in cvmverify.spec(op).attrs if hasattr(a, "lo")}
        assert spec[attr] == bounds, (op, attr)
