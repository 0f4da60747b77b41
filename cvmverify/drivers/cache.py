"""The cache flow: what the proof cache holds, emptying it, and proving its entries again.

    stats(directory)                  entries and bytes by kind (prove, precision, equiv),
                                      and the files there that are no entries
    clear(directory)                  remove what the cache's kinds hold, and nothing else
    verify(directory, sample)         a share of the entries proven again (`reproved`): a
                                      verdict that does not reproduce is a mismatch, an
                                      entry not signed for its key is rejected, one whose
                                      spec, options or code changed since is stale (a warm
                                      run would not read it either), and is skipped

An entry says what it is the proof of (the op, rank and options of a piece; the file and
options of an identity): `verify` proves exactly that again, in this process, one entry
after another. Only the two provers' pieces and identities are proven: an entry that
names another prover is rejected, whatever its signature.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..core import registry
from ..core.errors import LogicError
from ..equiv.engine import equivalent
from ..equiv.template import load_identity
from ..precision.prove import PRECISION_PIECE
from ..prove import SHAPE_PIECE, prove_piece
from ..prove.cache import mismatches, piece_key, sample
from ..prove.piece_data import piece_of
from ..prove.store import KINDS, REJECTED, STALE, SUFFIX, Store
from .equiv_cache import identity_key, verdict_of

__all__ = ["Verified", "clear", "stats", "verify"]

PROVERS = {"prove": SHAPE_PIECE, "precision": PRECISION_PIECE}  # what each kind may run
# what else a cache folder may hold: a temporary file of a write under way or killed, and
# the pickles of earlier versions (never read now)
LEFTOVERS = ("*.tmp", "*.pickle")


def stats(directory: str | Path) -> dict[str, dict[str, int]]:
    """{kind: {"entries": n, "bytes": n}} for each kind, and "other" for the files of the
    kinds' folders that are no entries (leftovers of a killed write, old pickles)."""
    found = {kind: {"entries": 0, "bytes": 0} for kind in (*KINDS, "other")}
    for kind in KINDS:
        for path in _files(Path(directory) / kind, (f"*{SUFFIX}", *LEFTOVERS)):
            row = found[kind if path.suffix == SUFFIX else "other"]
            row["entries"] += 1
            row["bytes"] += path.stat().st_size
    return found


def clear(directory: str | Path) -> int:
    """Remove every entry and leftover of the cache's kinds, then their folders if empty;
    nothing else, whatever the folder is (a --cache-dir mistyped as a home folder loses
    nothing of its own). The number of files removed."""
    removed = 0
    for kind in KINDS:
        folder = Path(directory) / kind
        for path in _files(folder, (f"*{SUFFIX}", *LEFTOVERS)):
            path.unlink(missing_ok=True)
            removed += 1
        try:
            folder.rmdir()
        except OSError:  # absent, or holds something of someone else's: left as it is
            pass
    return removed


@dataclass
class Verified:
    """What `verify` found, each entry named by its kind and key (and what it proves)."""

    entries: int = 0  # in the cache
    reproduced: list[str] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)  # verdicts that did not reproduce
    rejected: list[str] = field(default_factory=list)    # not signed for their key
    stale: list[str] = field(default_factory=list)       # their spec or code changed since

    @property
    def ok(self) -> bool:
        return not (self.mismatches or self.rejected)


def verify(directory: str | Path, share: float = 1.0,
           progress: Callable[[str], None] | None = None) -> Verified:
    """Prove again a share (drawn at random, at least one entry) of the cache's entries and
    compare their verdicts with the stored ones; `progress(name)` after each."""
    if not 0.0 <= share <= 1.0:
        raise LogicError("cache verify", "a share of the entries in 0..1", {"sample": share})
    every = [(kind, path) for kind in KINDS
             for path in _files(Path(directory) / kind, (f"*{SUFFIX}",))]
    found = Verified(entries=len(every))
    for kind, path in sample(every, share):
        name = f"{kind} {path.stem[:12]}"
        store = Store(directory, kind)
        try:
            content, why = store.opened(path.stem, path.read_bytes())
        except OSError:  # removed meanwhile (a clear, another run's replace)
            continue
        if why == REJECTED:
            found.rejected.append(f"{name}: not signed by this tool for its key")
        elif why == STALE:
            found.stale.append(f"{name}: of another version of the cache")
        else:
            try:
                what, differences = _reproved(kind, path.stem, content)
            except _Stale as stale:
                found.stale.append(f"{name}: {stale}")
            except (KeyError, TypeError, ValueError) as error:
                found.rejected.append(f"{name}: signed, but not an entry of {kind} ({error})")
            else:
                if differences:
                    found.mismatches += [f"{name}: {d}" for d in differences]
                else:
                    found.reproduced.append(f"{name}: {what}")
        if progress is not None:
            progress(name)
    return found


class _Stale(Exception):
    """An entry that this code, these specs and these options would not read any more."""


def _reproved(kind: str, key: str, content: Any) -> tuple[str, list[str]]:
    """What the entry proves, and where its verdicts and those proven now differ."""
    about = content["about"]
    if kind == "equiv":
        return _identity(key, about, content["verdict"])
    op, rank, options = about["op"], about["rank"], dict(about["options"])
    if options.get("kind", SHAPE_PIECE) != PROVERS[kind]:
        raise ValueError(f"a piece of {PROVERS[kind]}, not {options.get('kind')}")
    try:
        spec = registry.get(op)
    except LogicError:
        raise _Stale(f"{op} is not in the library (give its module with --spec)") from None
    if piece_key(spec, rank, options) != key:
        raise _Stale(f"{op} rank {rank}: its spec, options or cvmverify changed since")
    stored = piece_of(content["piece"])
    return f"{op} rank {rank}", mismatches(stored, prove_piece(spec, rank, **options))


def _identity(key: str, about: dict[str, Any], data: Any) -> tuple[str, list[str]]:
    path, options = about["identity"], dict(about["options"])
    try:
        identity = load_identity(path)
    except LogicError:
        raise _Stale(f"{path} is no longer there") from None
    if identity_key(identity, options) != key:
        raise _Stale(f"{path}: the identity, its operators or cvmverify changed since")
    stored, fresh = verdict_of(data), equivalent(identity, **options)
    if fresh.wall_clock or fresh.status == stored.status:
        return identity.name, []  # a verdict the clock decided shows nothing either way
    return identity.name, [f"{identity.name}: cached {stored.status}, proven again "
                           f"{fresh.status}"]


def _files(folder: Path, patterns: tuple[str, ...]) -> list[Path]:
    return sorted(path for pattern in patterns for path in folder.glob(pattern)
                  if path.is_file() and not path.is_symlink())

