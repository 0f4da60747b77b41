#!/usr/bin/env bash
# Every GPU check and the CUDA benchmark in one run, for a machine lent for minutes (about
# five on an H100; CuPy and pytest are needed, z3 and sympy for cvmverify itself, PyTorch
# adds its baselines, nvcc the DLPack launchers):
#
#     benchmarks/gpu_all.sh RESULTS_DIR [GENERATED_DIR [LIB_DIR]]
#
# GENERATED_DIR is a whole `cvmverify gen --out` folder (rendered here if not given); LIB_DIR
# holds the DLPack launchers built with nvcc (built by the benchmark if missing, 'none' to
# leave them out). RESULTS_DIR gets tests.txt (every GPU test of tests/: each CuPy module on
# its structure cases and through the checker, every fused graph strict and runtime, the
# tensor-core path, replay, streams, the small zoo models' CuPy modules), bench.txt
# (benchmarks/bench_cuda.py: every op and graph at 2^20, 2^24 and 2^26 elements, host time
# per call, dense on tensor cores), models.txt (benchmarks/bench_models.py --modules:
# ResNet-18 and MobileNet-v1, their CuPy modules' GPU and host time per image beside
# PyTorch) and status.txt. Exits nonzero if one failed; a skipped test says why in
# tests.txt.
set -u
out=${1:?usage: benchmarks/gpu_all.sh RESULTS_DIR [GENERATED_DIR [LIB_DIR]]}
mkdir -p "$out"
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
generated=${2:-}
if [ -z "$generated" ]; then
    generated=$(mktemp -d) && python -m cvmverify gen --out "$generated" >/dev/null || exit 2
fi
export CVMVERIFY_GENERATED_TREE=$(cd "$generated" && pwd)
lib=${3:-$(mktemp -d)}
workers=$(( $(nproc) < 8 ? $(nproc) : 8 ))
timeout "${GPU_TESTS_TIMEOUT:-240}" python -m pytest -q -p no:cacheprovider -o addopts="" -rs \
    -n "$workers" --timeout 120 -k "gpu" \
    tests/test_codegen_cupy.py tests/test_gpu_*.py tests/test_model_cupy.py \
    2>&1 | tee "$out/tests.txt"
status_tests=${PIPESTATUS[0]}
timeout "${GPU_BENCH_TIMEOUT:-240}" python benchmarks/bench_cuda.py --generated "$generated" \
    --lib "$lib" --sizes "${GPU_BENCH_SIZES:-20,24,26}" --repeat 20 2>&1 | tee "$out/bench.txt"
status_bench=${PIPESTATUS[0]}
timeout "${GPU_MODELS_TIMEOUT:-240}" python benchmarks/bench_models.py --modules \
    ${GPU_MODELS:-resnet18 mobilenet_v1} 2>&1 | tee "$out/models.txt"
status_models=${PIPESTATUS[0]}
echo "tests: exit $status_tests; bench: exit $status_bench; models: exit $status_models" \
    | tee "$out/status.txt"
exit $(( status_tests != 0 ? status_tests : status_bench != 0 ? status_bench : status_models ))
