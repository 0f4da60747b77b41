"""One operator's CUDA module rendered up to a rank, written beside the runtime headers and
built for the host shim: what the tests of a single module's kernels start from."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvmverify.check.cuda_build import build_host_library
from cvmverify.codegen.cuda import render_cuda_headers, render_cuda_module
from cvmverify.codegen.plan import plan
from cvmverify.core import registry
from cvmverify.core.structures import instances


def rendered(op: str, rank: int) -> tuple[str, list]:
    """The module of `op` up to `rank`, and its launcher's plans."""
    spec = registry.get(op)
    plans = [plan(instance, f"{op}_{k}")
             for k, instance in enumerate(instances(spec, max_rank=rank))]
    codes: list = []
    source = render_cuda_module(op, spec.summary, spec.inputs, spec.attrs, plans, launches=codes)
    return source, codes


def written(directory: Path, op: str, source: str) -> Path:
    """`source` as `op`.cu in `directory`, beside the headers it includes."""
    for name, text in render_cuda_headers().items():
        (directory / name).write_text(text)
    path = directory / f"{op}.cu"
    path.write_text(source)
    return path


def host_library(module: Path) -> Path:
    """`module` built for the host shim (skips without a C++ compiler)."""
    if shutil.which("g++") is None:
        pytest.skip("no g++: the host shim build needs a C++ compiler")
    return build_host_library(module, module.parent / "lib", optimize="-O0")
