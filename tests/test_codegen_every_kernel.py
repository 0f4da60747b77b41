"""Every generated NumPy kernel runs in CI: each on a case of its own structure, agreeing
with the reference bit for bit (the CUDA kernels are run on the same cases in
test_codegen_cuda_generated.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

import cvmverify
from cvmverify.codegen.numpy_module import public_name
from structure_cases import CASES, outputs_equal, structure_cases
from test_codegen_numpy import load


def recording(module, ran: list[str]):
    """The module's kernel table, each kernel recording its name when it answers a call."""
    def wrap(kernel):
        def recorded(arrays, attrs, out):
            result = kernel(arrays, attrs, out)
            if result is not None:
                ran.append(kernel.__name__)
            return result
        return recorded

    return {evidence: tuple(wrap(k) for k in kernels)
            for evidence, kernels in module.KERNELS.items()}


@pytest.mark.parametrize("op", cvmverify.ops())
def test_every_numpy_kernel_runs_on_a_case_of_its_structure(op, numpy_dir):
    module = load(numpy_dir / f"{op}.py", op)
    ran: list[str] = []
    module.KERNELS = recording(module, ran)
    function = getattr(module, public_name(op))
    for kernel, case, expected in structure_cases(op):
        del ran[:]
        got = function(*case.inputs, **case.attrs)
        assert ran == [kernel], (kernel, case.structure)
        assert outputs_equal(got, expected), (kernel, case.ident)
    everything = {k.__name__ for kernels in load(numpy_dir / f"{op}.py", op).KERNELS.values()
                  for k in kernels}
    assert {kernel for kernel, _, _ in structure_cases(op)} == everything


def test_a_wrong_kernel_is_caught_on_its_structure(tmp_path, numpy_dir):
    """The test can fail: a kernel off by one on one structure (rank 1) is found."""
    source = (numpy_dir / "relu.py").read_text()
    broken = source.replace("        v1 = np.maximum(0, v0)\n        target[...] = v1\n",
                            "        v1 = np.maximum(0, v0)\n        target[...] = v1 + 1\n", 1)
    assert broken != source
    path = Path(tmp_path) / "relu.py"
    path.write_text(broken)
    (path.parent / "cvm_runtime.py").write_text((numpy_dir / "cvm_runtime.py").read_text())
    function = getattr(load(path, "relu_broken"), "relu")
    verdicts = [outputs_equal(function(*case.inputs, **case.attrs), expected)
                for _, case, expected in structure_cases("relu")]
    assert verdicts == [False] * CASES + [True] * (len(verdicts) - CASES)
