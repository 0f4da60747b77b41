"""A folder of identities, proven together: verdicts, a summary, JSON and JUnit XML.

    report = prove_library("identities")
    report.summary()   # 'equiv: 64 equivalent, 0 not equivalent, 0 bounded, 0 unknown (64 ...)'

Identities are independent, so they are spread over one process per core (one process
when called from a script's top level without a ``__main__`` guard); each verdict is
computed from its file alone, so the order they finish in does not matter.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from ..core import registry
from ..core.dsl import MAX_RANK
from ..core.errors import LogicError
from ..core.junit import ERROR, FAILURE, Case, Suite, cache_suite, junit_xml
from ..core.resources import data_dir
from ..core.script_guard import unguarded_caller
from ..core.solver import DEFAULT_RLIMIT, SAFETY_TIMEOUT_S
from ..core.verdict import Status
from .engine import Verdict, equivalent
from .template import Identity, load_identity


def default_library() -> Path:
    """identities/ of the working directory, else the one shipped with the package."""
    here = Path("identities")
    return here if here.is_dir() else Path(data_dir("identities"))


def identity_files(directory: str | Path, names: Iterable[str] | None = None) -> list[Path]:
    directory = Path(directory)
    if not directory.is_dir():
        raise LogicError("equiv", "a folder of identity files (*.toml)",
                         {"folder": str(directory)})
    files = sorted(directory.glob("*.toml"))
    if names:
        wanted = set(names)
        unknown = wanted - {f.stem for f in files}
        if unknown:
            raise LogicError("equiv", f"identities of {directory}", {"unknown": sorted(unknown)})
        files = [f for f in files if f.stem in wanted]
    if not files:
        raise LogicError("equiv", "at least one identity file (*.toml)",
                         {"folder": str(directory)})
    return files


def prove_file(path: str, **options) -> Verdict:
    return equivalent(load_identity(path), **options)


@dataclass
class LibraryReport:
    verdicts: list[Verdict] = field(default_factory=list)
    max_rank: int = MAX_RANK
    max_dim: int | None = None
    cached: int = 0  # verdicts read from a proof cache (see drivers.equiv_cache)
    cache_rejected: int = 0  # cache entries refused: not this tool's for their key

    def counts(self) -> Counter:
        return Counter(v.status for v in self.verdicts)

    def summary(self) -> str:
        c, n = self.counts(), len(self.verdicts)
        accepted = sum(v.status == Status.BOUNDED and v.ok for v in self.verdicts)
        return (f"equiv: {c['equivalent']} equivalent, {c['not-equivalent']} not equivalent, "
                f"{c['bounded']} bounded{f' ({accepted} as their files accept)' if accepted else ''}"
                f", {c['unknown']} unknown ({n} identit{'y' if n == 1 else 'ies'})")

    @property
    def ok(self) -> bool:
        return bool(self.verdicts) and all(v.ok for v in self.verdicts)

    def exit_code(self) -> int:
        """0 every verdict as expected, 1 a verdict decided against its claim, 2 unknown or
        bounded (no difference found, but not for every input asked for)."""
        if any(v.status.decided and not v.ok for v in self.verdicts):
            return 1
        if any(not v.ok for v in self.verdicts) or not self.verdicts:
            return 2
        return 0

    def to_json(self) -> str:
        return json.dumps({
            "max_rank": self.max_rank, "max_dim": self.max_dim, "summary": self.summary(),
            "counts": dict(self.counts()),
            "cache": {"read": self.cached, "rejected": self.cache_rejected},
            "verdicts": [{"identity": v.identity, "status": v.status, "expect": v.expect,
                          "bound": v.bound, "seconds": round(v.seconds, 3),
                          "reason": v.reason, "summary": v.summary, "source": v.source,
                          "counterexample": None if v.counterexample is None
                          else v.counterexample.to_json()} for v in self.verdicts]}, indent=1)

    def to_junit(self) -> str:
        """One testcase an identity: a failure where decided against its claim, an error
        where undecided (unknown, or bounded where its file does not accept it)."""
        def case(v: Verdict) -> Case:
            if v.ok:
                return Case("identities", v.identity, v.seconds)
            if v.status.decided:
                return Case("identities", v.identity, v.seconds, FAILURE,
                            f"{v.status}, expected {v.expect}", str(v))
            return Case("identities", v.identity, v.seconds, ERROR, f"{v.status}: {v.reason}",
                        f"bound: {v.bound}")
        return junit_xml("cvmverify equiv",
                         [Suite("identities", [case(v) for v in self.verdicts]),
                          *cache_suite(self.cache_rejected)])


def prove_library(directory: str | Path | None = None, *, names: Iterable[str] | None = None,
                  max_rank: int = MAX_RANK, max_dim: int | None = None,
                  timeout_s: float = SAFETY_TIMEOUT_S, unroll_dim: int | None = None,
                  rlimit: int = DEFAULT_RLIMIT, jobs: int | None = None,
                  progress: Callable[[Verdict], None] | None = None) -> LibraryReport:
    """Prove every identity of `directory` (default: `default_library()`), in file order."""
    # every file read first: a malformed one fails before any work, naming itself
    identities = [load_identity(path)
                  for path in identity_files(directory or default_library(), names)]
    verdicts = prove_identities(identities, jobs=jobs, progress=progress, max_rank=max_rank,
                                max_dim=max_dim, timeout_s=timeout_s, unroll_dim=unroll_dim,
                                rlimit=rlimit)
    return LibraryReport(verdicts, max_rank, max_dim)


def prove_identities(identities: list[Identity], *, jobs: int | None = None,
                     progress: Callable[[Verdict], None] | None = None,
                     **options) -> list[Verdict]:
    """The verdicts of `identities`, in their order, proven in `jobs` processes (default:
    one a core) under `options` (`equivalent`'s limits); `progress(verdict)` as each is
    decided."""
    jobs = jobs or os.cpu_count() or 1
    if unguarded_caller() is not None:
        jobs = 1  # workers would run the calling script again (see script_guard)
    progress = progress or (lambda verdict: None)
    verdicts: dict[int, Verdict] = {}
    if jobs > 1 and len(identities) > 1:
        context = multiprocessing.get_context("spawn")  # z3 and fork do not mix
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context,
                                 initializer=registry.load_modules,
                                 initargs=(registry.user_modules(),)) as pool:
            futures = {pool.submit(equivalent, identity, **options): k
                       for k, identity in enumerate(identities)}
            for future in as_completed(futures):
                verdicts[futures[future]] = future.result()
                progress(verdicts[futures[future]])
    else:
        for k, identity in enumerate(identities):
            verdicts[k] = equivalent(identity, **options)
            progress(verdicts[k])
    return [verdicts[k] for k in range(len(identities))]
