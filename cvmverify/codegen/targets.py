"""What `cvmverify gen` renders, as kernel plans: an operator's kernels for every structure
its calls reach up to a rank, and a graph's fused kernel (`generate.render_files` renders
them; a model the planner cuts is `model.ModelTarget`)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Sequence

from ..core import rank_lift
from ..core.bind import is_canonical
from ..core.contract import ProvenContract
from ..core.dsl import Input, OperatorSpec
from ..core.facts import StructureKey
from ..core.fusion import graph_operator
from ..core.graph import Graph
from ..core.ir import Instance
from ..core.structures import Excluded, structures
from .plan import KernelPlan, plan, runtime_plan

MAX_RANK = 6


@dataclass
class Target:
    """One module to render: an operator or a fused graph, with its kernel plans."""

    name: str
    summary: str
    source: str
    inputs: Sequence[Input]
    attrs: Sequence
    plans: list[KernelPlan]
    excluded: list[tuple[tuple, str]]
    graph: bool = False
    lift: Sequence[str] = ()  # the inputs a call is lifted on (core.rank_lift)
    family: str = ""          # an operator's spec family (spec/<family>.py)

    @property
    def contract(self) -> str:
        """What its kernels are held to: "strict" (every step that may leave int32 checked)
        or "runtime" (every step proven, `plan.runtime_plan`)."""
        return "strict" if all(p.checks_steps for p in self.plans) else "runtime"

    @property
    def named_outputs(self) -> tuple[str, ...]:
        """A graph's output names, by which its kernels return their results (as
        `evaluate_graph`); none for an operator, whose kernels return a list."""
        return tuple(out.name for out in self.plans[0].instance.outputs) if self.graph else ()

    @property
    def folder(self) -> str:
        """Where its files go under numpy/ and cuda/."""
        return "runtime/" if self.contract == "runtime" else "graphs/" if self.graph else ""

    @property
    def cuda_module(self) -> str:
        """Its CUDA module: a part of its translation unit (`unit`), under cuda/."""
        return f"{self.folder or 'ops/'}{self.name}.cuh"

    @property
    def unit(self) -> str:
        """The .cu file, under cuda/, that compiles its module with the others of its
        family (or of its folder, for graphs)."""
        return f"{self.folder[:-1]}.cu" if self.folder else f"{self.family}_ops.cu"


def operator_target(spec: OperatorSpec, max_rank: int = MAX_RANK) -> Target:
    found = list(structures(spec, max_rank))
    instances = [f for f in found if isinstance(f, Instance)]
    excluded = _deciding([(f.choices, f.message) for f in found if isinstance(f, Excluded)],
                         instances)
    known = {frozenset(i.structure) for i in instances}
    reached = [i for i in instances if _rendered(spec, dict(i.structure), known)]
    plans = [plan(instance, f"_{spec.name}_{k}") for k, instance in enumerate(reached)]
    # spec/<family>.py, wherever the package is installed from (spec/ is cvmverify.specs)
    source = "spec/" + os.path.basename(spec.where.rsplit(":", 1)[0]) if spec.where else "spec/"
    return Target(spec.name, spec.summary, source, spec.inputs, spec.attrs, plans, excluded,
                  lift=spec.lift, family=spec.family)


def _rendered(spec: OperatorSpec, structure: dict, known: set[frozenset]) -> bool:
    """Whether calls reach the kernel of `structure` (one of the `known` instances): they
    are bound padded (`Ints.pad`), and lifted while a higher rank has a kernel
    (`core.rank_lift`), so only the highest instance of each lift is rendered."""
    if not is_canonical(spec, structure):
        return False
    higher = rank_lift.structure(spec, structure) if spec.lift else None
    return higher is None or frozenset(higher.items()) not in known


def _deciding(excluded: list[tuple[tuple, str]], instances: list[Instance]) -> list:
    """Each exclusion with only the choices that decide it, each once: a choice is left out
    where no instance, and no exclusion with another message, holds the rest. A call
    matches an exclusion whose choices its own include, so no valid call is rejected and
    none gets another rule's message; slice's 1,276 exclusions at rank 6 are a few dozen."""
    holders = _holders([dict(i.structure) for i in instances])
    messages = {message for _, message in excluded}
    others = {m: _holders([dict(c) for c, other in excluded if other != m]) for m in messages}
    found: dict[tuple, str] = {}
    for choices, message in excluded:
        pattern = dict(choices)
        for key in list(pattern):
            rest = {k: v for k, v in pattern.items() if k != key}
            if not _held(holders, rest) and not _held(others[message], rest):
                pattern = rest
        found.setdefault(tuple(sorted(pattern.items())), message)
    return list(found.items())


def _holders(structures: list[dict]) -> dict:
    """For each (choice, value), the positions of the structures that make it; under None,
    all of them."""
    holders: dict = {None: set(range(len(structures)))}
    for position, structure in enumerate(structures):
        for item in structure.items():
            holders.setdefault(item, set()).add(position)
    return holders


def _held(holders: dict, pattern: dict) -> bool:
    """Whether a structure makes every choice of `pattern`."""
    held = holders[None]
    for item in pattern.items():
        held = held & holders.get(item, set())
        if not held:
            return False
    return bool(held)


def fused_target(graph: Graph, source: str, proven: ProvenContract | None = None) -> Target:
    """A graph's fused kernel, its `source` named in the module: the strict kernel, or,
    given the runtime contract the precision proofs establish for the graph
    (`precision.graph.runtime_limits`), the kernel held to it."""
    operator = graph_operator(graph)
    function = f"_{operator.name}_fused"
    # a call of the fused kernel is bound on its inputs' ranks alone: the nodes' structures
    # in the fused instance follow from them
    evidence = tuple(sorted((StructureKey.rank(d.name), d.rank) for d in operator.inputs))
    fused = plan(operator.fused, function, evidence) if proven is None else \
        runtime_plan(proven, operator.fused, function, evidence)
    return Target(operator.name, operator.summary, source, operator.inputs, (), [fused], [],
                  graph=True)
