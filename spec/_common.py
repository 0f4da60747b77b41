"""Index maps shared by several families: numpy broadcasting and dropping axes."""

import sympy as sp

from cvmverify.core.dsl import cases, require, select


def broadcast_shape(shapes, what):
    """numpy broadcasting of several shapes, aligned from the right (a dim of 1 stretches)."""
    rank = max(len(s) for s in shapes)
    padded = [(1,) * (rank - len(s)) + tuple(s) for s in shapes]
    out = []
    for k in range(rank):
        dims = [s[k] for s in padded]
        for a in dims[1:]:
            require(sp.Or(sp.Eq(dims[0], a), sp.Eq(dims[0], 1), sp.Eq(a, 1)),
                    f"{what} broadcast (numpy rules, aligned from the right)")
        dim = dims[0]
        for a in dims[1:]:
            dim = select(sp.Eq(dim, 1), a, dim)
        out.append(dim)
    return tuple(out)


def broadcast_index(shape, index):
    """The index into a tensor of `shape` that numpy broadcasting reads for output `index`."""
    offset = len(index) - len(shape)
    return tuple(select(sp.Eq(n, 1), 0, index[offset + j]) for j, n in enumerate(shape))


def kept_positions(kept):
    """For per-axis conditions `kept[j]`, the output position of axis j if it is kept."""
    positions, count = [], sp.Integer(0)
    for condition in kept:
        positions.append(count)
        count = count + select(condition, 1, 0)
    return positions


def compact_shape(dims, kept, out_rank):
    """The dims whose `kept` condition holds, in order, as a shape of `out_rank` entries."""
    positions = kept_positions(kept)
    return tuple(cases(*[(n, sp.And(k, sp.Eq(p, i))) for n, k, p in zip(dims, kept, positions)])
                 for i in range(out_rank))


def compact_index(kept, index):
    """Per input axis: the output index symbol a kept axis maps to, 0 for a dropped axis."""
    positions = kept_positions(kept)
    return [cases(*[(ik, sp.And(k, sp.Eq(p, o))) for o, ik in enumerate(index)],
                  (sp.Integer(0), sp.Not(k)))
            for k, p in zip(kept, positions)]
