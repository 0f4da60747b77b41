#!/usr/bin/env bash
# The GPU checks of dense_requant's int8 tensor-core path and its benchmark, in one short
# run (about a minute on an H100):
#
#     benchmarks/gpu_dense.sh RESULTS_DIR
#
# RESULTS_DIR gets tests.txt (pytest of tests/test_codegen_tensor_core.py: the CuPy module
# bit-exact on edge shapes on the GPU, plus the host-shim, nvcc and NVRTC checks),
# bench_dense.txt (benchmarks/bench_dense.py: M = N = 4096, K = 16, 256, 4096 against
# torch._int_mm + a fused epilogue and CuPy's int32 matmul) and status.txt. Exits nonzero
# if either failed; a skipped GPU test says why in tests.txt.
set -u
out=${1:?usage: benchmarks/gpu_dense.sh RESULTS_DIR}
mkdir -p "$out"
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
timeout 150 python -m pytest -q -p no:cacheprovider -rs tests/test_codegen_tensor_core.py \
    2>&1 | tee "$out/tests.txt"
tests=${PIPESTATUS[0]}
timeout 150 python benchmarks/bench_dense.py --out "$out/bench_dense.txt" 2>&1 | tee "$out/bench.log"
bench=${PIPESTATUS[0]}
echo "tests: exit $tests; bench: exit $bench" | tee "$out/status.txt"
exit $(( tests != 0 ? tests : bench ))
