"""What `prove` and `ci` report of the verdicts that are not `proven`: findings.

- A finding is one rule of one operator found wrong (or undecided) the same way at one or
  more ranks: a wrong shape rule usually fails at every rank from some rank up, and six
  near-identical blocks hide that they are one mistake. The block shows the smallest
  rank's counterexample and lists the ranks.
- A known finding is one the project has accepted, listed by operator and obligation
  (``--known FILE``, or ``known = [...]`` in ``[tool.cvmverify]``): it is reported as
  known and does not fail the run. A listed finding that no longer appears (its operator
  was proven and the obligation held) is stale: the list should lose it.

A known list is TOML: ``known = ["slice:in-bounds", "my_op", {op = "tile", obligation =
"tight-shape", why = "issue 12"}]``; an entry without an obligation covers every one.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .core.errors import LogicError, unreadable
from .core.verdict import Status


@dataclass(frozen=True)
class Known:
    op: str
    obligation: str = ""  # empty: every obligation of the op
    why: str = ""

    def covers(self, op: str, obligation: str) -> bool:
        return op == self.op and self.obligation in ("", obligation)

    def __str__(self) -> str:
        return f"{self.op}:{self.obligation}" if self.obligation else self.op


@dataclass
class Finding:
    results: list[Any]  # prove's Results: one rule, one status, in rank order
    known: Known | None = None

    @property
    def first(self) -> Any:
        return self.results[0]

    @property
    def ranks(self) -> list[int]:
        return sorted({r.rank for r in self.results})

    @property
    def label(self) -> str:
        """The word `describe` begins with: KNOWN, or the status (REFUTED, UNKNOWN)."""
        return "KNOWN" if self.known is not None else self.first.status.upper()

    def describe(self) -> str:
        """The smallest rank's verdict as `Result.describe` writes it, its header naming
        every rank it holds at."""
        ranks = self.ranks
        where = f"rank {ranks[0]}" if len(ranks) == 1 else \
            f"ranks {', '.join(map(str, ranks))}"
        structures = len({x.structure for x in self.results})
        head, _, rest = self.first.describe().partition("\n")
        head += f"  [{where}; {structures} structure{'s' * (structures != 1)}]"
        if self.known is not None:
            head = "KNOWN " + head + (f" ({self.known.why})" if self.known.why else "")
        return f"{head}\n{rest}"


@dataclass
class Findings:
    found: list[Finding] = field(default_factory=list)
    stale: list[Known] = field(default_factory=list)

    @property
    def new(self) -> list[Finding]:
        return [f for f in self.found if f.known is None]


def group(results: Iterable[Any], known: Iterable[Known] = ()) -> Findings:
    """The findings among `results` (proven ones are not findings), each matched against
    the known list; the known entries that match none of the operators' findings, for
    operators that were proven at all, are stale."""
    results = list(results)
    known = list(known)
    blocks: dict[tuple, Finding] = {}
    for r in sorted((r for r in results if r.status != Status.PROVEN), key=lambda r: r.rank):
        # one rule: the spec line it refutes, else its description (which may name the rank's
        # axes, and then each rank stays a block of its own)
        key = (r.op, r.obligation, r.status, r.where or r.detail)
        if key not in blocks:
            blocks[key] = Finding([], next((k for k in known
                                            if k.covers(r.op, r.obligation)), None))
        blocks[key].results.append(r)
    found = list(blocks.values())
    ran = {r.op for r in results}
    stale = [k for k in known if k.op in ran and not any(
        k.covers(f.first.op, f.first.obligation) for f in found)]
    return Findings(found, stale)


def parse_known(entries: Any, source: str) -> list[Known]:
    """A known list: strings ``op`` or ``op:obligation``, or tables with op, obligation
    and why; a mistake is a LogicError naming `source`."""
    if not isinstance(entries, list):
        raise LogicError("known", 'a list: known = ["op:obligation", ...]',
                         {"file": source, "known": entries})
    found = []
    for entry in entries:
        if isinstance(entry, str) and entry:
            op, _, obligation = entry.partition(":")
            found.append(Known(op.strip(), obligation.strip()))
        elif isinstance(entry, dict) and isinstance(entry.get("op"), str) and \
                set(entry) <= {"op", "obligation", "why"} and \
                all(isinstance(v, str) for v in entry.values()):
            found.append(Known(entry["op"], entry.get("obligation", ""), entry.get("why", "")))
        else:
            raise LogicError("known", 'entries "op", "op:obligation" or { op = "...", '
                             'obligation = "...", why = "..." }',
                             {"file": source, "entry": entry})
    return found


def load_known(path: str | Path) -> list[Known]:
    """The ``known = [...]`` list of a TOML file (``--known FILE``)."""
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        reason = str(error) if isinstance(error, tomllib.TOMLDecodeError) else unreadable(error)
        raise LogicError("--known", "a readable TOML file with known = [...]",
                         {"file": str(path), "error": reason}) from None
    return parse_known(data.get("known", []), str(path))
