"""A project's cvmverify settings: the ``[tool.cvmverify]`` table of its pyproject.toml.

    [tool.cvmverify]
    spec = ["myops"]                  # modules of the project's own specs (optional)
    ops = ["relu", "my_op"]           # the operators to prove (default: every one)
    max_rank = 6                      # the largest rank proven and checked (default 6)
    identities = ["identities"]       # identity files, or folders of them (optional)
    precision = ["relu"]              # operators whose precision rules are proven (optional)
    graphs = ["graphs/g.toml"]        # graphs proven free of int32 overflow at the
                                      # precisions their inputs declare (optional)
    gen = { out = "generated", names = ["relu", "graphs/g.toml"] }   # kept fresh (optional;
                                      # max_rank = 4 as `cvmverify gen`, unless given)
    known = ["slice:in-bounds"]       # accepted findings, by op and obligation: reported
                                      # as known, not failing (cvmverify/findings.py)

    [[tool.cvmverify.kernels]]        # kernels to check, each against its op's spec
    op = "relu"
    kernel = "mykernels:relu"         # module:function, a Python kernel
    contract = "strict"               # or "runtime" (default strict)
    cases = 100                       # valid cases (default 100)

Paths are relative to the pyproject.toml's folder, which is also put on ``sys.path`` so
that its modules import; a ``spec`` entry is a module name or a path, as ``--spec`` takes.
Every mistake is a ConfigError naming the key and the file (exit 3).

This is the one reader of the table: `cvmverify ci` and ``pytest --cvmverify`` both take
their work from `Settings` (through `cvmverify.ci.plan`), so a key means the same in both.
"""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .codegen.generate import MAX_RANK as GEN_MAX_RANK  # what `cvmverify gen` renders
from .core import registry
from .core.attrs import is_int
from .core.contract import CONTRACTS
from .core.dsl import MAX_RANK
from .core.errors import LogicError, SpecError, unreadable
from .findings import Known, parse_known

_KEYS = {"spec", "ops", "max_rank", "identities", "kernels", "precision", "graphs", "gen",
         "known"}
_KERNEL_KEYS = {"op", "kernel", "contract", "cases"}


class ConfigError(LogicError):
    """A mistake in the [tool.cvmverify] table (or a file it names): exit 3, as a bad spec."""


@dataclass
class KernelEntry:
    op: str
    kernel: str
    contract: str = "strict"
    cases: int = 100

    @property
    def name(self) -> str:
        return f"{self.op}[{self.kernel}]"


@dataclass
class Settings:
    root: Path
    spec: list[str] = field(default_factory=list)
    ops: list[str] | None = None
    max_rank: int = MAX_RANK
    identities: list[Path] = field(default_factory=list)
    kernels: list[KernelEntry] = field(default_factory=list)
    precision: list[str] = field(default_factory=list)
    graphs: list[Path] = field(default_factory=list)
    gen_out: Path | None = None  # the folder `gen --check` compares
    gen_names: list[str] = field(default_factory=list)
    gen_max_rank: int = GEN_MAX_RANK
    known: list[Known] = field(default_factory=list)  # accepted findings (cvmverify.findings)
    spec_errors: dict[str, str] = field(default_factory=dict)  # by module, after activate

    def activate(self) -> None:
        """Make the project's modules importable and load its specs. A spec module that
        fails to load is kept in `spec_errors` (its message), for the caller to report as
        a failed item, and the others still load."""
        if str(self.root) not in sys.path:
            sys.path.insert(0, str(self.root))
        for module in self.spec:
            try:
                registry.load_module(module)
            except (LogicError, SpecError) as error:
                self.spec_errors[module] = str(error)

    def operators(self) -> list[str]:
        """The operators to prove: those named, else every one (the project's included)."""
        return list(self.ops) if self.ops is not None else registry.names()

    def identity_files(self) -> list[Path]:
        """Every identity file named, folders expanded in name order."""
        found = []
        for path in self.identities:
            found += sorted(path.glob("*.toml")) if path.is_dir() else [path]
        return found


def load_settings(pyproject: str | Path) -> Settings:
    """The ``[tool.cvmverify]`` settings of `pyproject` (empty ones if it has none)."""
    path = Path(pyproject).resolve()
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        reason = str(error) if isinstance(error, tomllib.TOMLDecodeError) else unreadable(error)
        raise ConfigError("config", "a readable pyproject.toml",
                          {"file": str(path), "error": reason}) from None
    table = data.get("tool", {}).get("cvmverify", {})

    def wrong(condition: str, **values: Any) -> ConfigError:
        return ConfigError("config", f"[tool.cvmverify] {condition}",
                          {"file": str(path), **values})

    if not isinstance(table, dict) or set(table) - _KEYS:
        raise wrong(f"to have only the keys {', '.join(sorted(_KEYS))}",
                    unknown=sorted(set(table) - _KEYS) if isinstance(table, dict) else table)
    settings = Settings(path.parent)
    for key in ("spec", "ops", "identities", "precision", "graphs"):
        value = table.get(key, [] if key != "ops" else None)
        if value is not None and (not isinstance(value, list)
                                  or not all(isinstance(v, str) for v in value)):
            raise wrong(f"{key} to be a list of strings", **{key: value})
    # a path is the project's, wherever the command runs; a module name is imported
    settings.spec = [str(settings.root / s) if registry.is_path(s) or
                     (settings.root / s).is_dir() else s for s in table.get("spec", [])]
    try:
        settings.known = parse_known(table.get("known", []), str(path))
    except LogicError as error:
        raise wrong(f"known to be {error.condition}", **error.values) from None
    settings.ops = table.get("ops")
    settings.identities = [settings.root / p for p in table.get("identities", [])]
    settings.precision = table.get("precision", [])
    settings.graphs = [settings.root / p for p in table.get("graphs", [])]
    gen = table.get("gen")
    if gen is not None:
        gen_rank = gen.get("max_rank", GEN_MAX_RANK) if isinstance(gen, dict) else None
        if not isinstance(gen, dict) or not {"out", "names"} <= set(gen) <= \
                {"out", "names", "max_rank"} or not isinstance(gen["out"], str) or \
                not isinstance(gen["names"], list) or not gen["names"] or \
                not all(isinstance(n, str) for n in gen["names"]) or \
                not is_int(gen_rank) or not 1 <= gen_rank <= MAX_RANK:
            raise wrong('gen to be { out = "folder", names = [operators or graph files] } '
                        f'with max_rank = 1..{MAX_RANK} optional', gen=gen)
        settings.gen_out = settings.root / gen["out"]
        settings.gen_max_rank = gen_rank
        # a graph file is named relative to the project, an operator by its name
        settings.gen_names = [str(settings.root / n) if n.endswith(".toml") else n
                              for n in gen["names"]]
    max_rank = table.get("max_rank", MAX_RANK)
    if not is_int(max_rank) or not 1 <= max_rank <= MAX_RANK:
        raise wrong(f"max_rank in 1..{MAX_RANK}", max_rank=max_rank)
    settings.max_rank = max_rank
    for entry in table.get("kernels", []):
        if not isinstance(entry, dict) or {"op", "kernel"} - set(entry) or \
                set(entry) - _KERNEL_KEYS:
            raise wrong("kernels entries to have op and kernel, and optionally contract "
                        "and cases", entry=entry)
        kernel = KernelEntry(**entry)
        if kernel.contract not in CONTRACTS:
            raise wrong(f"a kernel's contract to be {' or '.join(CONTRACTS)}", op=kernel.op,
                        contract=kernel.contract)
        if not is_int(kernel.cases) or kernel.cases < 1:
            raise wrong("a kernel's cases to be a positive integer", op=kernel.op,
                        cases=kernel.cases)
        settings.kernels.append(kernel)
    return settings
