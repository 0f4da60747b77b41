"""The host shim runs the threads of a block cooperatively: shared memory and __syncthreads,
warp shuffles and votes give what a GPU gives, on the CPU and deterministically, and a
barrier that not every thread reaches is reported instead of hanging.

The kernels below are CUDA: compiled with g++ through the shim (cvm_cuda.h with
-DCVM_HOST_SHIM) and checked against NumPy, and compiled by nvcc for sm_90 where it is
installed, so that the shim offers CUDA's API and no more. The shim's two ways of switching
between threads (its own stack switch on x86-64, swapcontext with -DCVM_SHIM_UCONTEXT) are
built and checked both.
"""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cvmverify.check.cuda_build import BuildError, build_host_library, compile_nvcc
from cvmverify.codegen.cuda import render_cuda_headers

NVCC = shutil.which("nvcc")

KERNELS = r"""
#include "cvm_cuda.h"

#define TILE 32
#define TILE_ROWS 8
#define FULL 0xffffffffu

/* out (cols x rows) = in (rows x cols) transposed, through a shared tile: each thread
 * reads elements another thread of the block wrote. */
__global__ void tile_transpose(const int* in, int* out, int rows, int cols) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += TILE_ROWS)
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += TILE_ROWS)
    if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

static __device__ long long warp_sum(long long v) {
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(FULL, v, offset);
  return v;
}

/* total = sum of x (int64, wrapping), by a grid-stride loop, a shuffle tree per warp, the
 * warps' sums through shared memory, a butterfly over them and one atomic per block;
 * partial[block] = the block's sum, broadcast from lane 0 and written by lane 31. */
__global__ void warp_reduce(const int64_t* x, long long n, unsigned long long* total,
                            long long* partial) {
  static __shared__ long long sums[32];
  long long v = 0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)blockDim.x * gridDim.x)
    v += x[i];
  v = warp_sum(v);
  const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0) sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? sums[lane] : 0;
    for (int m = 16; m > 0; m /= 2) v += __shfl_xor_sync(FULL, v, m);
    v = __shfl_sync(FULL, v, 0);
    if (lane == 0) atomicAdd(total, (unsigned long long)v);
    if (lane == 31) partial[blockIdx.x] = v;
  }
}

/* Inclusive prefix sums (unsigned, wrapping) within each segment of `width` lanes, with
 * __shfl_up_sync; ballot[warp] = the lanes whose value is odd; counts[block] = the threads
 * of the block with an odd value (__syncthreads_count). */
__global__ void warp_scan(const unsigned* x, unsigned* out, unsigned* ballot, int* counts,
                          int width) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = x[i];
  const int odd = v & 1u;
  const unsigned lane = threadIdx.x % 32;
  for (int d = 1; d < width; d *= 2) {
    const unsigned up = __shfl_up_sync(FULL, v, d, width);
    if ((int)(lane % width) >= d) v += up;
  }
  out[i] = v;
  const unsigned votes = __ballot_sync(FULL, odd);
  if (lane == 0) ballot[i / 32] = votes;
  const int count = __syncthreads_count(odd);
  if (threadIdx.x == 0) counts[blockIdx.x] = count;
}

/* Each thread writes its coordinates, to check a 2-D grid of 3-D blocks. */
__global__ void coordinates(int* out) {
  const unsigned block = blockIdx.x + blockIdx.y * gridDim.x;
  const unsigned thread = threadIdx.x + threadIdx.y * blockDim.x +
                          threadIdx.z * blockDim.x * blockDim.y;
  const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
  int* at = out + 5 * (block * threads + thread);
  at[0] = threadIdx.x; at[1] = threadIdx.y; at[2] = threadIdx.z;
  at[3] = blockIdx.x; at[4] = blockIdx.y;
}

/* Faulty: a barrier behind a branch that half of the block takes. */
__global__ void divergent_barrier(int* out) {
  if (threadIdx.x < 16) __syncthreads();
  out[threadIdx.x] = 1;
}

/* Faulty: a full-mask shuffle that half of the warp reaches. */
__global__ void divergent_shuffle(int* out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16) v = __shfl_down_sync(FULL, v, 1);
  out[threadIdx.x] = v;
}

/* Faulty: the two halves of the block wait at different __syncthreads. */
__global__ void split_barrier(int* out) {
  if (threadIdx.x < 16) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[threadIdx.x] = 1;
}

/* The host side: copies in, one launch, copies out (host memory under the shim). */
template <class T>
static T* to_device(const T* host, size_t n) {
  void* device = NULL;
  if (cudaMalloc(&device, n * sizeof(T) + 1) != cudaSuccess) return NULL;
  if (host != NULL) cudaMemcpy(device, host, n * sizeof(T), cudaMemcpyHostToDevice);
  else cudaMemset(device, 0, n * sizeof(T));
  return (T*)device;
}

template <class T>
static void to_host(T* host, T* device, size_t n) {
  cudaMemcpy(host, device, n * sizeof(T), cudaMemcpyDeviceToHost);
  cudaFree(device);
}

extern "C" int run_transpose(const int* in, int* out, int rows, int cols) {
  int* d_in = to_device(in, (size_t)rows * cols);
  int* d_out = to_device<int>(NULL, (size_t)rows * cols);
  CVM_LAUNCH(tile_transpose, dim3((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE),
             dim3(TILE, TILE_ROWS), d_in, d_out, rows, cols);
  cudaFree(d_in);
  to_host(out, d_out, (size_t)rows * cols);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

extern "C" int run_reduce(const int64_t* x, long long n, unsigned blocks, unsigned threads,
                          unsigned long long* total, long long* partial) {
  int64_t* d_x = to_device(x, (size_t)n);
  unsigned long long* d_total = to_device<unsigned long long>(NULL, 1);
  long long* d_partial = to_device<long long>(NULL, blocks);
  CVM_LAUNCH(warp_reduce, blocks, threads, d_x, n, d_total, d_partial);
  cudaFree(d_x);
  to_host(total, d_total, 1);
  to_host(partial, d_partial, blocks);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

extern "C" int run_scan(const unsigned* x, unsigned* out, unsigned* ballot, int* counts,
                        unsigned blocks, unsigned threads, int width) {
  const size_t n = (size_t)blocks * threads;
  unsigned* d_x = to_device(x, n);
  unsigned* d_out = to_device<unsigned>(NULL, n);
  unsigned* d_ballot = to_device<unsigned>(NULL, n / 32);
  int* d_counts = to_device<int>(NULL, blocks);
  CVM_LAUNCH(warp_scan, blocks, threads, d_x, d_out, d_ballot, d_counts, width);
  cudaFree(d_x);
  to_host(out, d_out, n);
  to_host(ballot, d_ballot, n / 32);
  to_host(counts, d_counts, blocks);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

extern "C" int run_coordinates(int* out, unsigned gx, unsigned gy, unsigned bx, unsigned by,
                               unsigned bz) {
  const size_t n = (size_t)gx * gy * bx * by * bz * 5;
  int* d_out = to_device<int>(NULL, n);
  CVM_LAUNCH(coordinates, dim3(gx, gy), dim3(bx, by, bz), d_out);
  to_host(out, d_out, n);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

/* The wrapping int32 steps of the strict kernels: their results and whether each noted an
 * overflow (bit 0: the sum, bit 1: the difference). */
extern "C" void run_int32_steps(const int* a, const int* b, long long n, int* sums,
                                int* differences, unsigned char* overflows) {
  for (long long k = 0; k < n; ++k) {
    bool sum_outside = false, difference_outside = false;
    sums[k] = cvm_add_int32(a[k], b[k], sum_outside);
    differences[k] = cvm_sub_int32(a[k], b[k], difference_outside);
    overflows[k] = (unsigned char)((sum_outside ? 1 : 0) | (difference_outside ? 2 : 0));
  }
}

extern "C" int run_faulty(int which) {
  int* d_out = to_device<int>(NULL, 32);
  if (which == 0) CVM_LAUNCH(divergent_barrier, 1, 32, d_out);
  if (which == 1) CVM_LAUNCH(divergent_shuffle, 1, 32, d_out);
  if (which == 2) CVM_LAUNCH(split_barrier, 1, 32, d_out);
  cudaFree(d_out);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
"""

I64 = ctypes.c_int64
P = ctypes.c_void_p


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("shim")
    for name, text in render_cuda_headers().items():
        (directory / name).write_text(text)
    path = directory / "shim_kernels.cu"
    path.write_text(KERNELS)
    return path


@pytest.fixture(scope="module", params=["switch", "ucontext"])
def library(request, source, tmp_path_factory) -> Path:
    if shutil.which("g++") is None:
        pytest.skip("no g++: the host shim build needs a C++ compiler")
    if request.param == "ucontext":
        source = source.with_name("shim_kernels_ucontext.cu")
        source.write_text("#define CVM_SHIM_UCONTEXT\n" + KERNELS)
    return build_host_library(source, tmp_path_factory.mktemp("lib"), optimize="-O0")


@pytest.fixture(scope="module")
def lib(library) -> ctypes.CDLL:
    return ctypes.CDLL(str(library))


def pointer(array: np.ndarray) -> int:
    return array.ctypes.data


@pytest.mark.parametrize("rows,cols", [(32, 32), (70, 45), (1, 100), (33, 8)])
def test_shared_tile_transpose(lib, rows, cols):
    x = np.arange(rows * cols, dtype=np.int32).reshape(rows, cols) * 7 - 3
    out = np.full((cols, rows), -1, dtype=np.int32)
    assert lib.run_transpose(P(pointer(x)), P(pointer(out)), rows, cols) == 0
    np.testing.assert_array_equal(out, x.T)


@pytest.mark.parametrize("n,blocks,threads", [(10_000, 3, 256), (1, 1, 32), (777, 2, 96),
                                              (5_000, 1, 1024)])
def test_warp_shuffle_reduction_int64(lib, n, blocks, threads):
    rng = np.random.default_rng(n)
    x = rng.integers(-(2**62), 2**62, size=n, dtype=np.int64)
    total = np.zeros(1, dtype=np.uint64)
    partial = np.zeros(blocks, dtype=np.int64)
    assert lib.run_reduce(P(pointer(x)), I64(n), blocks, threads, P(pointer(total)),
                          P(pointer(partial))) == 0
    stride = blocks * threads
    expected = [x[np.arange(n) % stride // threads == b].sum() for b in range(blocks)]
    np.testing.assert_array_equal(partial, np.array(expected, dtype=np.int64))
    assert total[0] == np.array(expected, dtype=np.int64).view(np.uint64).sum()


def test_int32_steps_note_exactly_the_overflows(lib):
    """cvm_add_int32 / cvm_sub_int32: the exact result wherever it lies within int32, and an
    overflow noted exactly where it does not (the boundaries, and random pairs)."""
    edges = np.array([-2**31, -2**31 + 1, -2**30, -2, -1, 0, 1, 2, 2**30, 2**31 - 2, 2**31 - 1],
                     dtype=np.int64)
    a, b = (grid.ravel() for grid in np.meshgrid(edges, edges))
    rng = np.random.default_rng(0)
    a = np.concatenate([a, rng.integers(-2**31, 2**31, 10_000)]).astype(np.int32)
    b = np.concatenate([b, rng.integers(-2**31, 2**31, 10_000)]).astype(np.int32)
    sums, differences = np.empty_like(a), np.empty_like(a)
    overflows = np.empty(a.size, dtype=np.uint8)
    lib.run_int32_steps(P(pointer(a)), P(pointer(b)), I64(a.size), P(pointer(sums)),
                        P(pointer(differences)), P(pointer(overflows)))
    for exact, got, bit in ((a.astype(np.int64) + b, sums, 1),
                            (a.astype(np.int64) - b, differences, 2)):
        outside = (exact < -2**31) | (exact > 2**31 - 1)
        np.testing.assert_array_equal((overflows & bit) != 0, outside)
        np.testing.assert_array_equal(got[~outside], exact[~outside])
        assert outside.any() and (~outside).any()


@pytest.mark.parametrize("width", [32, 16, 4, 1])
def test_warp_scan_ballot_and_count(lib, width):
    blocks, threads = 2, 96
    n = blocks * threads
    x = np.random.default_rng(width).integers(0, 2**32, size=n, dtype=np.uint32)
    out = np.zeros(n, dtype=np.uint32)
    ballot = np.zeros(n // 32, dtype=np.uint32)
    counts = np.zeros(blocks, dtype=np.int32)
    assert lib.run_scan(P(pointer(x)), P(pointer(out)), P(pointer(ballot)),
                        P(pointer(counts)), blocks, threads, width) == 0
    np.testing.assert_array_equal(out, np.cumsum(x.reshape(-1, width), axis=1,
                                                 dtype=np.uint32).ravel())
    odd = (x & 1).astype(np.uint64).reshape(-1, 32)
    np.testing.assert_array_equal(ballot, (odd << np.arange(32, dtype=np.uint64)).sum(axis=1))
    np.testing.assert_array_equal(counts, (x & 1).reshape(blocks, threads).sum(axis=1))


def test_coordinates_of_a_2d_grid_of_3d_blocks(lib):
    gx, gy, bx, by, bz = 3, 2, 4, 3, 2
    out = np.zeros(gx * gy * bx * by * bz * 5, dtype=np.int32)
    assert lib.run_coordinates(P(pointer(out)), gx, gy, bx, by, bz) == 0
    z, y, x = np.meshgrid(range(bz), range(by), range(bx), indexing="ij")
    block_y, block_x = np.meshgrid(range(gy), range(gx), indexing="ij")
    expected = [[tx, ty, tz, bxi, byi]
                for byi, bxi in zip(block_y.ravel(), block_x.ravel())
                for tz, ty, tx in zip(z.ravel(), y.ravel(), x.ravel())]
    np.testing.assert_array_equal(out.reshape(-1, 5), np.array(expected))


@pytest.mark.parametrize("which,message", [
    (0, r"deadlock in block \(0, 0, 0\).*16 of 32 threads wait at __syncthreads\(\)"),
    (1, r"deadlock in block \(0, 0, 0\).*thread 0 \(warp 0 lane 0\) waits at __shfl_down_sync"),
    (2, r"thread \(16, 0, 0\) waits at __syncthreads\(\) .* while 16 threads wait at another"),
])
def test_faulty_barrier_is_reported_not_hung(library, which, message):
    program = f"import ctypes; ctypes.CDLL({str(library)!r}).run_faulty({which})"
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode != 0
    assert "cvm host shim:" in done.stderr
    assert re.search(message, done.stderr, flags=re.S), done.stderr


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
def test_kernels_compile_with_nvcc_for_sm90(source):
    try:
        result = compile_nvcc(source, source.with_suffix(".o"), flags=["-arch=sm_90"])
    except BuildError as error:
        pytest.fail(str(error))
    assert result.path.exists()
