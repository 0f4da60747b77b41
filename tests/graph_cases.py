"""The example graphs of graphs/: valid input shapes for each, random inputs, and each
graph computed op by op with the evaluator (written out by hand, not read from the file)."""

from pathlib import Path

import numpy as np

import cvmverify

GRAPHS = Path(__file__).resolve().parent.parent / "graphs"
NAMES = ["conv_requant", "dense_requant", "add_requant", "transpose_slice_reshape",
         "channel_shuffle", "upsample_concat"]

# Three shapes per graph, each satisfying the graph's requirements; dims of 1 included.
SHAPES = {
    "conv_requant": [dict(x=(1, 2, 5, 5), w=(3, 2, 3, 3)), dict(x=(2, 3, 4, 6), w=(2, 3, 1, 2)),
                     dict(x=(1, 1, 1, 1), w=(1, 1, 3, 3))],
    "dense_requant": [dict(x=(3, 4), w=(5, 4), b=(5,)), dict(x=(1, 1), w=(1, 1), b=(1,)),
                      dict(x=(2, 7), w=(3, 7), b=(3,))],
    "add_requant": [dict(a=(2, 3, 4, 5), b=(2, 3, 4, 5)), dict(a=(2, 1, 4, 1), b=(1, 3, 1, 5)),
                    dict(a=(1, 1, 1, 1), b=(2, 2, 3, 1))],
    "transpose_slice_reshape": [dict(x=(2, 3, 4, 5)), dict(x=(1, 1, 1, 1)),
                                dict(x=(3, 2, 11, 10))],
    "channel_shuffle": [dict(x=(1, 4, 2, 3)), dict(x=(2, 2, 1, 1)), dict(x=(1, 6, 3, 2))],
    "upsample_concat": [dict(x=(1, 2, 2, 3), y=(1, 3, 4, 6)), dict(x=(2, 1, 1, 1), y=(2, 1, 2, 2)),
                        dict(x=(1, 3, 3, 2), y=(1, 2, 6, 4))],
}


def random_inputs(shapes: dict, seed: int, bound: int = 100) -> dict:
    rng = np.random.default_rng(seed)
    return {name: rng.integers(-bound, bound + 1, size=shape, dtype=np.int32)
            for name, shape in shapes.items()}


def by_hand(name: str, a: dict) -> dict:
    """The graph `name` on inputs `a`, one evaluator call per node."""
    def ev(op, inputs, **attrs):
        return cvmverify.evaluate(op, inputs, **attrs)

    if name == "conv_requant":
        (y,) = ev("conv2d", [a["x"], a["w"]], padding=(1, 1))
        (y,) = ev("cvm_right_shift", [y], precision=8, shift_bit=4)
        (y,) = ev("cvm_clip", [y], precision=8)
        return {"y": ev("relu", [y])[0]}
    if name == "dense_requant":
        (y,) = ev("dense", [a["x"], a["w"], a["b"]])
        (y,) = ev("cvm_right_shift", [y], precision=8, shift_bit=6)
        return {"y": ev("cvm_clip", [y], precision=8)[0]}
    if name == "add_requant":
        (y,) = ev("broadcast_add", [a["a"], a["b"]])
        (y,) = ev("cvm_right_shift", [y], precision=8, shift_bit=1)
        return {"y": ev("cvm_clip", [y], precision=8)[0]}
    if name == "transpose_slice_reshape":
        (y,) = ev("transpose", [a["x"]], axes=(0, 2, 3, 1))
        (y,) = ev("slice", [y], begin=(0, 0, 0), end=(1, 8, 8), strides=(1, 2, 1))
        return {"y": ev("reshape", [y], target_shape=(0, -1))[0]}
    if name == "channel_shuffle":
        first, second = ev("split", [a["x"]], axis=1, num_splits=2)
        return {"y": ev("concatenate", [second, first], axis=1)[0]}
    if name == "upsample_concat":
        (up,) = ev("upsampling", [a["x"]], scale=2)
        return {"z": ev("concatenate", [up, a["y"]], axis=1)[0]}
    raise KeyError(name)
