"""Which arms of a spec's selects, and which joint boundaries, the valid cases reached.

Each `select` in an output's formula has two arms; an arm is reached by a case when some
output element takes it (for a select nested in an arm, where that arm is taken too). An
arm counts per structure: the selects of a rank-2 instance are not those of a rank-3 one.
A select inside a reduction, or whose condition cannot be evaluated apart from the
formula, is counted as unmeasured: never as reached.

A joint boundary is a comparison of the op's own preconditions that ties two or more dims
or attributes (`steer.joint_atoms`); a case reaches it when it sits on it (both sides
equal, or one apart for a strict comparison), also per structure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import sympy as sp

from ..core.bind import bind_call
from ..core.errors import LogicError, SpecError
from ..core.interpret import Interpreter
from ..core.ir import Instance, Reduction
from ..core.semantics import Select
from . import steer, structures
from .case import Case


@dataclass
class Coverage:
    """Arms of selects seen in the structures a run reached, and those taken."""

    arms: set[tuple] = field(default_factory=set)
    reached: set[tuple] = field(default_factory=set)
    unmeasured: set[tuple] = field(default_factory=set)
    boundaries: set[tuple] = field(default_factory=set)
    boundaries_reached: set[tuple] = field(default_factory=set)

    def record(self, spec, case: Case) -> None:
        instance = structures.instantiate(spec, case.structure)
        if not isinstance(instance, Instance):
            return
        try:
            call = bind_call(spec, [x.copy() for x in case.inputs], case.attrs)
        except LogicError:
            return
        values = call.binder.values
        key = tuple(sorted(case.structure.items(), key=str))
        for name, atom in steer.joint_atoms(instance):
            self.boundaries.add((key, *name))
        self.boundaries_reached |= {(key, *name) for name in tight_boundaries(instance, values)}
        for out in instance.outputs:
            if out.value is None:
                continue
            shape = tuple(int(sp.sympify(d).xreplace(values)) for d in out.shape)
            interpreter = Interpreter(instance.op, call.arrays, out, [(0, n) for n in shape],
                                      exact=case.precisions is not None)
            selects = [node for node in sp.preorder_traversal(out.value)
                       if isinstance(node, Select)]
            names = {node: (key, out.name, k) for k, node in enumerate(selects)}
            for node, name in names.items():
                self.arms |= {(*name, True), (*name, False)}
            everywhere = np.ones(shape + (1,) * (interpreter.ndim - len(shape)), dtype=bool)
            self._walk(interpreter, values, out.value, names, everywhere)

    def _walk(self, interpreter: Interpreter, values: dict, expr: sp.Basic, names: dict,
              mask: np.ndarray) -> None:
        if isinstance(expr, Reduction):  # its variables are bound only inside it
            self.unmeasured |= {(*names[node], arm) for node in sp.preorder_traversal(expr)
                                if isinstance(node, Select) and node in names
                                for arm in (True, False)}
            return
        if isinstance(expr, Select) and expr in names:
            try:
                condition = expr.args[0].xreplace(values)
                taken = np.broadcast_to(interpreter.cond(condition, None), mask.shape)
            except (SpecError, LogicError, KeyError, IndexError, ValueError):
                self.unmeasured |= {(*names[expr], True), (*names[expr], False)}
                return
            for arm, where, branch in ((True, mask & taken, expr.args[1]),
                                       (False, mask & ~taken, expr.args[2])):
                if where.any():
                    self.reached.add((*names[expr], arm))
                    self._walk(interpreter, values, branch, names, where)
            return
        for arg in expr.args:
            self._walk(interpreter, values, arg, names, mask)

    def summary(self) -> str:
        if not self.arms:
            text = "no select in the formulas reached"
        else:
            text = f"{len(self.reached)}/{len(self.arms)} select arms reached"
            if self.unmeasured:
                text += f" ({len(self.unmeasured)} unmeasured: inside reductions)"
        if self.boundaries:
            text += (f"; {len(self.boundaries_reached)}/{len(self.boundaries)} joint "
                     "boundaries reached")
        return text

    def to_dict(self) -> dict:
        """Counts, and every arm and boundary not reached (by structure), for the report."""
        def named(items) -> list[str]:
            return sorted(" ".join(str(part) for part in item) for item in items)

        return {"arms": len(self.arms), "reached": len(self.reached),
                "unmeasured": len(self.unmeasured),
                "arms_not_reached": named(self.arms - self.reached - self.unmeasured),
                "boundaries": len(self.boundaries),
                "boundaries_reached": len(self.boundaries_reached),
                "boundaries_not_reached": named(self.boundaries - self.boundaries_reached)}


def tight_boundaries(instance: Instance, values: dict) -> list[tuple]:
    """The joint boundaries (`steer.joint_atoms` names) a case's dims and attributes sit on."""
    return [name for name, atom in steer.joint_atoms(instance) if steer.is_tight(atom, values)]


def arms_at(instance: Instance, call, output: int, index: tuple[int, ...],
            exact: bool) -> tuple[tuple, ...]:
    """The select arms the formula of output number `output` takes at one element: (k, arm)
    for each select on its path, in the numbering `Coverage` uses (unmeasured ones left
    out). Where a wrong element sits in the formula says which defect it may be."""
    out = instance.outputs[output]
    if out.value is None or len(index) != len(out.shape):
        return ()
    interpreter = Interpreter(instance.op, call.arrays, out, [(i, i + 1) for i in index],
                              exact=exact)
    selects = [node for node in sp.preorder_traversal(out.value) if isinstance(node, Select)]
    names = {node: (k,) for k, node in enumerate(selects)}
    path = Coverage()
    mask = np.ones((1,) * interpreter.ndim, dtype=bool)
    path._walk(interpreter, call.binder.values, out.value, names, mask)
    return tuple(sorted(path.reached - path.unmeasured))
