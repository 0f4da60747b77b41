"""The gen flow: which modules to render, their kernels rendered, generated/ written or
compared.

    generate(options, progress)             path -> text of every file:
      targets(options.names, ...)             operators and graphs, as kernel plans
        graph_target(path, contract)          a graph fused, or a model as the planner
                                              cuts it (codegen.model); for the runtime
                                              contract its precisions proven first
                                              (precision.graph)
      render_files(targets, max_rank, units)  the text of every file (codegen.generate);
                                              the CUDA units for a whole rendering, the
                                              NumPy modules' shared runtime
    (with options.jobs > 1, runs of names render side by side in processes, and the
    units are rendered from what they report: the same files)
    then codegen.generate.write(files, root), or .stale(files, root) for `gen --check`
"""

from __future__ import annotations

import glob
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Sequence

from ..codegen.generate import (
    GRAPHS, MAX_RANK, Target, fused_target, operator_target, render_files, render_units,
    unit_members,
)
from ..codegen.model import ModelTarget, model_target
from ..core import registry
from ..core.contract import CONTRACTS, contract_precisions
from ..core.errors import LogicError
from ..core.graph import load_graph
from ..core.planner import plan
from ..core.script_guard import unguarded_caller
from ..precision.graph import runtime_limits
from . import is_graph_file

__all__ = ["GenOptions", "every_name", "generate", "graph_target", "targets"]


@dataclass(frozen=True)
class GenOptions:
    """What `cvmverify gen` renders."""

    names: Sequence[str] = ()  # operators and graphs (see `targets`); none: everything
    max_rank: int = MAX_RANK
    contract: str | None = None  # "strict", "runtime"; None: both
    standalone: bool = False  # each NumPy module with the helpers it uses, not shared
    # graph inputs' shapes in place of their files' (--input-shape), for graph files given
    input_shapes: Mapping[str, Sequence[int | str]] = field(default_factory=dict)
    jobs: int = 1  # processes rendering side by side

    @property
    def whole(self) -> bool:
        """Everything is rendered: every name under both contracts, with the CUDA translation
        units, which list every module of a family; nothing else belongs in its folder."""
        return not self.names and self.contract is None


def generate(options: GenOptions,
             progress: Callable[[int, int, str], None] | None = None) -> dict[str, str]:
    """Relative path under generated/ -> text, of what `options` name; `progress(done,
    total, name)` as each target is rendered. The NumPy modules share numpy/cvm_runtime.py,
    or, with `options.standalone`, each holds the helpers it uses."""
    names = list(options.names) or every_name()
    if options.jobs > 1 and len(names) > 1 and unguarded_caller() is None:
        return _generate_in_processes(names, options, progress)
    found = targets(names, options.max_rank, contract=options.contract,
                    input_shapes=options.input_shapes)
    return render_files(found, options.max_rank, progress, units=options.whole,
                        standalone=options.standalone)


def _generate_in_processes(names: list[str], options: GenOptions,
                           progress: Callable[[int, int, str], None] | None) -> dict[str, str]:
    """`generate` with runs of `names` rendered in `options.jobs` processes. Runs are
    consecutive names, a few per process so that a slow graph does not leave the others
    idle; the CUDA units list their members in the serial order, the runs' order."""
    size = max(1, -(-len(names) // (4 * options.jobs)))
    runs = [names[k:k + size] for k in range(0, len(names), size)]
    parts: dict[int, tuple[dict[str, str], list[tuple[str, str]]]] = {}
    rendered = 0
    context = multiprocessing.get_context("spawn")  # z3 and fork do not mix
    with ProcessPoolExecutor(max_workers=options.jobs, mp_context=context,
                             initializer=registry.load_modules,
                             initargs=(registry.user_modules(),)) as pool:
        futures = {pool.submit(_render_run, run, options): k for k, run in enumerate(runs)}
        for future in as_completed(futures):
            k = futures[future]
            parts[k] = future.result()
            rendered += len(runs[k])
            if progress is not None:
                progress(rendered, len(names), runs[k][-1])
    files: dict[str, str] = {}
    members: list[tuple[str, str]] = []
    for k in range(len(runs)):
        files.update(parts[k][0])
        members += parts[k][1]
    if options.whole:
        files.update(render_units(members))
    return files


def _render_run(names: list[str], options: GenOptions
                ) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """One process's share: the files of `names` without the units, and their units'
    members."""
    found = targets(names, options.max_rank, contract=options.contract,
                    input_shapes=options.input_shapes)
    return (render_files(found, options.max_rank, units=False, standalone=options.standalone),
            unit_members(found))


def every_name() -> list[str]:
    """Every operator of the library and every graph of graphs/, by name."""
    return registry.names() + list(_shipped_graphs())


def _shipped_graphs() -> dict[str, str]:
    """The graphs of graphs/: name -> path, by name."""
    return {os.path.splitext(os.path.basename(p))[0]: p
            for p in sorted(glob.glob(os.path.join(GRAPHS, "*.toml")))}


def targets(names: Iterable[str] | None = None, max_rank: int = MAX_RANK,
            graphs: bool = True, contract: str | None = None,
            input_shapes: Mapping[str, Sequence[int | str]] | None = None
            ) -> list[Target | ModelTarget]:
    """Every operator and every graph of graphs/, or those `names` (operators, graphs/
    names or paths of graph TOML files), under `contract`: "strict", "runtime" (graphs
    whose inputs declare their precisions) or, by default, both (the runtime kernels of
    the graphs that declare precisions beside every strict kernel)."""
    if contract is not None and contract not in CONTRACTS:
        raise LogicError("gen", f"contract one of {', '.join(CONTRACTS)}, or None for both",
                         {"contract": repr(contract)})
    graph_files = _shipped_graphs() if graphs else {}
    wanted = list(names) if names else registry.names() + list(graph_files)
    found = []
    for name in wanted:
        path = name if is_graph_file(name) else graph_files.get(name)
        if path is None:
            if contract == "runtime":
                raise LogicError(name, "a graph for the runtime contract (an operator's input "
                                 "precisions come from the graph it is in: write it as a "
                                 "one-node graph whose inputs declare precision = P)",
                                 {"contract": contract})
            found.append(operator_target(registry.get(name), max_rank))
            continue
        if contract != "runtime":
            found.append(graph_target(path, "strict", input_shapes))
        if contract == "runtime" or (contract is None and contract_precisions(
                load_graph(path, input_shapes)) is not None):
            found.append(graph_target(path, "runtime", input_shapes))
    return found


def graph_target(path: str, contract: str = "strict",
                 input_shapes: Mapping[str, Sequence] | None = None) -> Target | ModelTarget:
    """A graph's module: a model (every input declares its shape) that the fusion planner
    cuts into kernels is their module, the kernels called in order (`codegen.model`);
    any other graph, a kernel for every shape of its ranks, is fused whole, with its CUDA
    module. Under the runtime contract its precisions are proven first (a LogicError
    names the node that is not) and their per-call limits become preconditions."""
    graph = load_graph(path, input_shapes)
    proven = runtime_limits(graph) if contract == "runtime" else None
    shipped = os.path.dirname(os.path.abspath(path)) == os.path.abspath(GRAPHS)
    source = (f"graphs/{os.path.basename(path)}" if shipped else
              os.path.relpath(path)).replace(os.sep, "/")
    shaped = all(decl.shape is not None for decl in graph.inputs.values())
    if shaped and len(plan(graph).groups) > 1:
        return model_target(graph, source, proven)
    return fused_target(graph, source, proven)
