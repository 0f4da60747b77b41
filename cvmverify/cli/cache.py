"""`cvmverify cache`: what the proof cache holds (stats), emptying it (clear), and proving
its entries again to see that their verdicts reproduce (verify)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .. import exits
from ..drivers.cache import clear, stats, verify
from ..progress import Reporter
from ..prove.cache import default_directory, sample_size
from .arguments import share
from .output import console

EPILOG = """examples:
  cvmverify cache stats                    # entries and bytes, by kind
  cvmverify cache verify --sample 0.05     # prove a twentieth of the entries again
  cvmverify --spec myops cache verify      # entries of ./myops.py's operators too
  cvmverify cache clear

Entries are plain data signed for their key (docs/security.md): one that another secret
signed, or that was edited or moved, is never read, and verify reports it. verify exits 1
if a verdict does not reproduce or an entry is rejected, else 0.
"""


def add_cache_cli(commands) -> None:
    ca = commands.add_parser("cache", help="inspect, clear or verify the proof cache",
                             epilog=EPILOG,
                             formatter_class=argparse.RawDescriptionHelpFormatter)
    actions = ca.add_subparsers(dest="action", required=True, metavar="ACTION")
    for name, text in (("stats", "entries and bytes of the cache, by kind"),
                       ("clear", "remove every entry"),
                       ("verify", "prove cached entries again and report any whose verdict "
                        "does not reproduce")):
        action = actions.add_parser(name, help=text, description=text)
        action.add_argument("--cache-dir", metavar="DIR", default=None,
                            help="the cache (default: $CVMVERIFY_CACHE_DIR, or "
                            ".cvmverify_cache in the current folder)")
        if name == "verify":
            action.add_argument("--sample", type=share, default=1.0, metavar="FRACTION",
                                help="the share of the entries to prove again, drawn at "
                                "random (default 1: all; they are proven one by one)")
    ca.set_defaults(run=run_cache)


def run_cache(args) -> int:
    directory = Path(args.cache_dir) if args.cache_dir else default_directory()
    out = console(highlight=False)
    if args.action == "stats":
        found = stats(directory)
        for kind, row in found.items():
            unit = "files" if kind == "other" else "entries"
            out.print(f"{kind:10s} {row['entries']:6d} {unit:7s} {row['bytes']:12d} bytes",
                      markup=False)
        total = sum(row["bytes"] for row in found.values())
        out.print(f"{directory}: {sum(r['entries'] for r in found.values())} files, "
                  f"{total} bytes", markup=False)
        return exits.PASSED
    if args.action == "clear":
        out.print(f"{clear(directory)} files removed from {directory}", markup=False)
        return exits.PASSED
    entries = sum(row["entries"] for kind, row in stats(directory).items() if kind != "other")
    total = sample_size(entries, args.sample)
    with Reporter("cache verify", total=total, unit="entries",
                  console=console(stderr=True)) as progress:
        found = verify(directory, args.sample,
                       progress=lambda name: progress.advance(label=name))
    for line in found.mismatches:
        out.print(f"MISMATCH {line}", markup=False)
    for line in found.rejected:
        out.print(f"REJECTED {line}", markup=False)
    for line in found.stale:
        out.print(f"stale {line} (skipped)", markup=False)
    out.print(f"cache verify: {len(found.reproduced)} reproduced, {len(found.mismatches)} "
              f"verdicts did not reproduce, {len(found.rejected)} rejected, {len(found.stale)}"
              f" stale (of {found.entries} entries in {directory})", markup=False)
    return exits.PASSED if found.ok else exits.FAILED
