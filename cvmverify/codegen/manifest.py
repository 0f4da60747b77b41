"""A generated folder that keeps a sample: MANIFEST lists the SHA-256 of every generated
file, and the folder holds only the files marked "kept".

Most generated files are not worth reading one by one (a hundred structures of the same
formula), yet each must stay exactly what the specs render. A folder with a MANIFEST keeps
a readable sample and the hash of everything: `gen` writes the sample and the manifest,
`gen --check` renders everything and compares the sample byte for byte and the rest by
hash, and `gen --out DIR` into a folder without a manifest writes every file.

    # <comment lines>
    <sha256 hex>  kept    cuda/cvm_cuda.h
    <sha256 hex>  hashed  cuda/ops/abs.cuh
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

NAME = "MANIFEST"
HEADER = """\
# The SHA-256 of every file `cvmverify gen` renders into this folder. Those marked "kept"
# are here to be read; `cvmverify gen --out DIR` writes all of them, and `cvmverify gen
# --check` fails if any file, kept or not, differs from what the specs render.
"""


@dataclass(frozen=True)
class Entry:
    digest: str
    kept: bool


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read(root: str) -> dict[str, Entry] | None:
    """The entries of `root`'s MANIFEST, or None if the folder has none (it keeps every
    file). Raises ValueError naming the line of a malformed entry."""
    path = os.path.join(root, NAME)
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except FileNotFoundError:
        return None
    entries = {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 3 or fields[1] not in ("kept", "hashed") or len(fields[0]) != 64:
            raise ValueError(f"{path}:{number}: expected '<sha256> kept|hashed <path>', "
                             f"got {line!r}")
        entries[fields[2]] = Entry(fields[0], fields[1] == "kept")
    return entries


def text(entries: dict[str, Entry]) -> str:
    rows = [f"{e.digest}  {'kept' if e.kept else 'hashed':6}  {path}"
            for path, e in sorted(entries.items())]
    return HEADER + "\n".join(rows) + "\n"
