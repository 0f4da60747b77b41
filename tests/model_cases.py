"""The zoo models the generated-module tests run (NumPy, CUDA through the host shim, CuPy on
a stand-in or a GPU), and what they share: the models' files, inputs within their
precisions, generated files written out."""

from __future__ import annotations

import os

import numpy as np

from cvmverify.core.resources import data_dir

MODELS = data_dir("models")
# the default tier's models; VGG-small, ResNet-18 and the rest are the slow tier's
SMALL = ["mlp", "detection_head"]


def model_path(name: str) -> str:
    return os.path.join(MODELS, f"{name}.toml")


def write_files(files: dict[str, str], root) -> None:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def model_inputs(graph, rng, fill=None):
    """Values within each input's precision (8 bits where it declares none): random, or
    every value `fill` ("max", "min") of it."""
    arrays = {}
    for name, decl in graph.inputs.items():
        limit = 2 ** ((decl.precision or 8) - 1) - 1
        shape = [int(n) for n in decl.shape]
        if fill is None:
            arrays[name] = rng.integers(-limit, limit + 1, shape).astype(decl.dtype)
        else:
            arrays[name] = np.full(shape, limit if fill == "max" else -limit, decl.dtype)
    return arrays
