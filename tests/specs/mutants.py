"""Mutants of spec instances: the mistakes a spec author makes, applied to the IR.

An off-by-one in a read, an output dim one too large or one too small, a dropped
precondition. The prover must refute each one the tests apply.
"""

from dataclasses import replace

import sympy as sp

from cvmverify.core.ir import FlatRead, Instance, Read


def first_read(instance: Instance):
    for out in instance.outputs:
        if out.value is not None:
            for node in sp.preorder_traversal(out.value):
                if isinstance(node, (Read, FlatRead)):
                    return out, node
    return None, None


def off_by_one_read(instance: Instance) -> Instance | None:
    """The first read of the first output reads one further along its first axis."""
    out, read = first_read(instance)
    if read is None:
        return None
    moved = Read(read.args[0], read.args[1] + 1, *read.args[2:]) if isinstance(read, Read) \
        else FlatRead(read.args[0], read.args[1] + 1)
    outputs = [replace(o, value=o.value.xreplace({read: moved})) if o is out else o
               for o in instance.outputs]
    return replace(instance, outputs=outputs)


def wrong_output_dim(instance: Instance, delta: int) -> Instance:
    """The first dim of the first output is `delta` off."""
    first = instance.outputs[0]
    shape = (first.shape[0] + delta,) + first.shape[1:]
    return replace(instance, outputs=[replace(first, shape=shape), *instance.outputs[1:]])


def dropped_precondition(instance: Instance, message: str) -> Instance:
    kept = [r for r in instance.requirements if r.message != message]
    assert len(kept) < len(instance.requirements), f"no precondition '{message}'"
    return replace(instance, requirements=kept)
