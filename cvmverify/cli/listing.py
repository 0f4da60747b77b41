"""`cvmverify list`: the operators of the library, their inputs and attributes."""

from __future__ import annotations

import json

from rich.markup import escape
from rich.table import Table

from ..core import registry
from ..core.dsl import MISSING
from .output import console


def add_list_cli(commands) -> None:
    listing = commands.add_parser("list", help="the operators, their inputs and attributes")
    listing.add_argument("ops", nargs="*", metavar="OP",
                         help="only these operators (names or aliases; default: every one)")
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    listing.set_defaults(run=run_list)


def _attr_text(decl) -> str:
    text = f"{decl.name}:{decl.listing()}"
    if decl.default is not MISSING:
        text += f"={decl.default!r}"
    return text


def run_list(args) -> int:
    rows = []
    # an unknown name is a LogicError that suggests the nearest (exit 4)
    names = dict.fromkeys(registry.get(op).name for op in args.ops) or registry.names()
    for name in names:
        spec = registry.get(name)
        inputs = ", ".join(
            (f"{i.name}0.." if i.variadic else i.name) + ("?" if i.optional else "")
            for i in spec.inputs)
        rows.append({"op": name, "family": spec.family, "aliases": list(spec.aliases),
                     "inputs": inputs, "attrs": [_attr_text(a) for a in spec.attrs],
                     "summary": spec.summary})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    table = Table(title=f"{len(rows)} operator{'' if len(rows) == 1 else 's'}")
    table.add_column("op", no_wrap=True)  # names are what a reader searches for
    for column in ("family", "inputs", "attributes", "summary"):
        table.add_column(column, overflow="fold")
    for row in rows:
        op = row["op"] + (f" ({', '.join(row['aliases'])})" if row["aliases"] else "")
        cells = (op, row["family"], row["inputs"], "\n".join(row["attrs"]), row["summary"])
        table.add_row(*map(escape, cells))  # text such as [a_min, a_max] is not markup
    console().print(table)
    return 0
