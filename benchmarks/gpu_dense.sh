#!/usr/bin/env bash
# The GPU checks of the int8 tensor-core path (dense_requant, conv2d, conv_requant) and its
# benchmarks, in one short run (a few minutes on an H100; NumPy, CuPy and pytest are
# enough, PyTorch adds the torch._int_mm and cuDNN baselines, z3 adds the host-shim and
# compiler tests):
#
#     benchmarks/gpu_dense.sh RESULTS_DIR
#
# RESULTS_DIR gets tests.txt (pytest of tests/test_gpu_tensor_core*.py and
# tests/test_gpu_cuda_core_tiles.py: the CuPy modules of
# generated/ bit-exact on edge shapes on the GPU; and tests/test_codegen_tensor_core*.py
# where cvmverify's prover imports: the host shim, nvcc and NVRTC), bench_dense.txt
# (benchmarks/bench_dense.py: M = N = 4096, K = 16, 256, 4096, against torch._int_mm + a
# fused epilogue and CuPy's int32 matmul), bench_conv.txt (benchmarks/bench_conv.py:
# ResNet-like 3x3, 1x1 and depthwise convolutions and conv_requant against cuDNN) and
# status.txt. Exits nonzero if any failed; a skipped test says why in tests.txt.
set -u
out=${1:?usage: benchmarks/gpu_dense.sh RESULTS_DIR}
mkdir -p "$out"
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
tests=(tests/test_gpu_tensor_core.py tests/test_gpu_tensor_core_conv.py
       tests/test_gpu_cuda_core_tiles.py)
if python -c "import cvmverify; cvmverify.ops()" 2>/dev/null; then
    tests+=(tests/test_codegen_tensor_core.py tests/test_codegen_tensor_core_conv.py)
else
    echo "cvmverify does not import here (z3, sympy or its operator library missing):" \
         "tests/test_codegen_tensor_core.py (host shim, nvcc, NVRTC) is not run" | tee "$out/tests.txt"
fi
timeout 170 python -m pytest -q -p no:cacheprovider -p no:cvmverify -rs "${tests[@]}" 2>&1 | tee -a "$out/tests.txt"
status_tests=${PIPESTATUS[0]}
timeout 150 python benchmarks/bench_dense.py --out "$out/bench_dense.txt" 2>&1 | tee "$out/bench.log"
status_bench=${PIPESTATUS[0]}
timeout 120 python benchmarks/bench_conv.py --out "$out/bench_conv.txt" 2>&1 | tee -a "$out/bench.log"
status_bench=$(( status_bench != 0 ? status_bench : PIPESTATUS[0] ))
echo "tests: exit $status_tests; bench: exit $status_bench" | tee "$out/status.txt"
exit $(( status_tests != 0 ? status_tests : status_bench ))
