"""The paths `cvmverify gen` renders, as generated/MANIFEST lists them: generated/ keeps a
sample and the SHA-256 of every file, so a test that runs generated code takes it from the
`generated_tree` fixture (conftest.py), and one parametrised over files lists them here."""

from __future__ import annotations

import fnmatch
from pathlib import Path

from cvmverify.codegen import manifest

ROOT = Path(__file__).resolve().parents[1]
LISTED = sorted(manifest.read(str(ROOT / "generated")) or ())


def listed(pattern: str) -> list[str]:
    """The generated paths matching `pattern` (a glob over paths under generated/)."""
    found = [path for path in LISTED if fnmatch.fnmatch(path, pattern)]
    if not found:
        raise LookupError(f"generated/MANIFEST lists nothing like {pattern!r}")
    return found
