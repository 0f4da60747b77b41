"""How a check runs: the options of `check_kernel`, held together, checked once, and what
they come to for a run (its invalid cases, its drawing, its budgets)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from numbers import Integral, Real
from typing import Sequence

import numpy as np

from ..core.attrs import MAX_RANK
from ..core.errors import LogicError
from ..core.semantics import INT32_MAX, INT32_MIN
from .contract import check_contract
from .draw import Config

TIME_BUDGET_S = 60.0  # a default run's wall-clock budget: no new case is started after it


@dataclass(frozen=True)
class CheckOptions:
    """The options of `check_kernel` (its docstring says what each means)."""

    cases: int = 100
    seed: int = 0
    timeout_s: float = 5.0
    isolate: bool = True
    invalid_cases: int | None = None  # default: a fifth of `cases`, none under "runtime"
    max_failures: int = 0
    shrink: bool = True
    max_rank: int = MAX_RANK
    dtypes: Sequence[str] | None = None
    shrink_budget: tuple[int, float] = (150, 5.0)
    explore: bool = False
    max_elements: int = Config.input_elements
    max_dim: int | None = None
    values: tuple[int, int] | None = None
    contract: str = "strict"
    time_budget_s: float | None = TIME_BUDGET_S
    allow_output: bool = False
    max_cases: int | None = None

    @property
    def runtime(self) -> bool:
        return self.contract == "runtime"

    @property
    def invalid(self) -> int:
        """The invalid cases the run draws."""
        if self.runtime:
            return 0
        return max(1, self.cases // 5) if self.invalid_cases is None else self.invalid_cases

    def validated(self, op: str) -> "CheckOptions":
        """These options, if they make sense for checking `op` (else a LogicError), with
        `explore` applied: no failure limit and no time budget."""
        where = f"check {op}"
        check_contract(self.contract, where)
        if self.runtime and self.invalid_cases:
            raise LogicError(where, "no invalid cases under the runtime contract (the "
                             "runtime rejects them before any kernel runs)",
                             {"invalid_cases": self.invalid_cases})
        whole = {"cases": self.cases, "invalid_cases": self.invalid_cases,
                 "max_failures": self.max_failures, "seed": self.seed,
                 "max_rank": self.max_rank, "max_elements": self.max_elements,
                 "max_dim": self.max_dim}
        wrong = {name: repr(value) for name, value in whole.items() if value is not None
                 and (not isinstance(value, Integral) or isinstance(value, bool))}
        if wrong:
            raise LogicError(where, "integer counts, seed, ranks and sizes", wrong)
        if not 1 <= self.max_rank <= MAX_RANK:
            raise LogicError(where, f"max_rank in 1..{MAX_RANK}", {"max_rank": self.max_rank})
        # a call given no time would be the kernel's failure, every case of it
        if isinstance(self.timeout_s, bool) or not isinstance(self.timeout_s, Real) \
                or not self.timeout_s > 0:
            raise LogicError(where, "timeout_s > 0 (seconds per kernel call)",
                             {"timeout_s": self.timeout_s})
        counts = {"cases": self.cases, "invalid_cases": self.invalid,
                  "max_failures": self.max_failures}
        if min(counts.values()) < 0:
            raise LogicError(where, "cases, invalid_cases and max_failures >= 0", counts)
        if self.max_cases is not None and (not isinstance(self.max_cases, int) or
                                           isinstance(self.max_cases, bool) or
                                           self.max_cases < 1):
            raise LogicError(where, "max_cases an int >= 1 (None for every case)",
                             {"max_cases": self.max_cases})
        if self.time_budget_s is not None and not self.time_budget_s > 0:
            raise LogicError(where, "time_budget_s > 0 (None for no limit)",
                             {"time_budget_s": self.time_budget_s})
        sizes = {"max_elements": self.max_elements, "max_dim": self.largest_dim}
        if min(sizes.values()) < 1:
            raise LogicError(where, "max_elements and max_dim >= 1", sizes)
        if self.dtypes is not None:
            unknown = [d for d in self.dtypes if not _numeric_dtype(d)]
            if unknown or not self.dtypes:
                raise LogicError(where, "dtypes: NumPy integer or float dtype names (int8, "
                                 "int32, uint8, float32, ...)", {"dtypes": tuple(self.dtypes)})
        if self.values is not None and (len(self.values) != 2 or not
                                        INT32_MIN <= self.values[0] <= self.values[1]
                                        <= INT32_MAX):
            raise LogicError(where, "values (lo, hi) with INT32_MIN <= lo <= hi <= "
                             "INT32_MAX", {"values": self.values})
        return replace(self, max_failures=0, time_budget_s=None) if self.explore else self

    @property
    def largest_dim(self) -> int:
        return Config.largest_dim if self.max_dim is None else self.max_dim

    def drawing(self, input_dtypes: tuple[tuple[str, str], ...]) -> Config:
        """How the run draws its cases; `input_dtypes` those a graph declares."""
        dtypes = tuple(self.dtypes) if self.dtypes else ("int32",) if self.runtime else None
        return Config(max_rank=self.max_rank, input_dtypes=input_dtypes,
                      input_elements=self.max_elements, largest_dim=self.largest_dim,
                      max_dim=self.max_dim, values=self.values, contract=self.contract,
                      **({"dtypes": dtypes} if dtypes else {}))


def _numeric_dtype(name: object) -> bool:
    """Whether `name` names a NumPy integer or float dtype (the data a movement op moves)."""
    try:
        return isinstance(name, str) and np.dtype(name).kind in "iuf"
    except TypeError:
        return False
