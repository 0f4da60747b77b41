"""The proof cache for identities: the verdict of an identity file kept on disk, so that an
identity whose inputs did not change is not proven again.

An identity's key is a hash of everything its verdict depends on: the identity as read
(its sides with any graph file they name, its inputs, assumptions and claims), the spec
fingerprint of every operator its sides apply, the source of the layers the equivalence
engine runs on (`EQUIV_LAYERS`), z3's version, and the options. A verdict the wall clock
had a part in (`Verdict.wall_clock`) is never kept: it may be decided next time. The verdicts live beside the
prove cache's pieces (`prove.cache`), in their own subfolder.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..core import registry
from ..equiv.engine import Verdict
from ..equiv.template import Identity
from ..prove.cache import cache_key, load, package_fingerprint, save, spec_fingerprint

FORMAT = 3  # bump when what a stored verdict holds changes
KIND = "equiv"  # the cache's subfolder
EQUIV_LAYERS = ("core", "equiv")


def identity_key(identity: Identity, options: dict[str, Any]) -> str:
    """The key of `identity` (as read from its file: every field but where it was read
    from) under `options`."""
    ops = sorted({node["op"] for side in (identity.lhs, identity.rhs) for node in side.nodes})
    return cache_key(f"format {FORMAT}", package_fingerprint(EQUIV_LAYERS),
                     repr(replace(identity, source="")),
                     *(f"{op} {spec_fingerprint(registry.get(op))}" for op in ops),
                     repr(sorted(options.items())))


def cached_verdict(directory: Path, key: str) -> Verdict | None:
    """The verdict kept under `key`, or None."""
    verdict = load(directory, key, KIND)
    return verdict if isinstance(verdict, Verdict) else None


def keep(directory: Path, key: str, verdict: Verdict) -> None:
    """Keep `verdict` under `key` unless the wall clock had a part in it."""
    if not verdict.wall_clock:
        save(directory, key, verdict, KIND)
