/*
 * cvm_host_shim.h: just enough of CUDA to run the generated kernels on the CPU.
 *
 * Compile a generated .cu as C++ with -DCVM_HOST_SHIM -x c++ (cvm_cuda.h includes this
 * file then). A launch becomes a serial loop over blocks and threads (CVM_LAUNCH), each
 * iteration calling the kernel as a plain function with blockIdx and threadIdx set;
 * atomics are plain read-modify-writes, device memory is host memory. This is exact for
 * the generated kernels, whose threads never wait for one another (no __syncthreads, no
 * shared memory): each computes its own elements and at most raises the error flag.
 */
#ifndef CVM_HOST_SHIM_H_
#define CVM_HOST_SHIM_H_

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline

/* ---- the thread's coordinates ------------------------------------------------------- */

struct dim3 {
  unsigned x, y, z;
  dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
};

/* Set by CVM_LAUNCH; thread_local, so that calls on several host threads do not mix. */
static thread_local dim3 threadIdx(0, 0, 0), blockIdx(0, 0, 0), blockDim, gridDim;

/* ---- atomics: one kernel call at a time, so plain updates are atomic ---------------- */

static inline int atomicOr(int* address, int value) { const int old = *address; *address = old | value; return old; }
static inline int atomicAnd(int* address, int value) { const int old = *address; *address = old & value; return old; }
static inline int atomicAdd(int* address, int value) { const int old = *address; *address = old + value; return old; }
static inline int atomicExch(int* address, int value) { const int old = *address; *address = value; return old; }
static inline int atomicMax(int* address, int value) { const int old = *address; if (value > old) *address = value; return old; }
static inline int atomicMin(int* address, int value) { const int old = *address; if (value < old) *address = value; return old; }
static inline int atomicCAS(int* address, int compare, int value) {
  const int old = *address;
  if (old == compare) *address = value;
  return old;
}

/* ---- the runtime API the launchers use, over host memory ---------------------------- */

typedef enum {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
} cudaError_t;

typedef enum {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
} cudaMemcpyKind;

static inline cudaError_t cudaMalloc(void** pointer, size_t bytes) {
  *pointer = malloc(bytes > 0 ? bytes : 1);
  return *pointer != NULL ? cudaSuccess : cudaErrorMemoryAllocation;
}

static inline cudaError_t cudaFree(void* pointer) {
  free(pointer);
  return cudaSuccess;
}

static inline cudaError_t cudaMemcpy(void* target, const void* source, size_t bytes,
                                     cudaMemcpyKind kind) {
  (void)kind;
  if (bytes > 0 && (target == NULL || source == NULL)) return cudaErrorInvalidValue;
  memmove(target, source, bytes);
  return cudaSuccess;
}

static inline cudaError_t cudaMemset(void* pointer, int value, size_t bytes) {
  if (bytes > 0 && pointer == NULL) return cudaErrorInvalidValue;
  memset(pointer, value, bytes);
  return cudaSuccess;
}

/* Launches run to completion before CVM_LAUNCH returns: there is nothing to wait for. */
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }

static inline const char* cudaGetErrorString(cudaError_t error) {
  return error == cudaSuccess ? "no error" : "host shim: invalid value or out of memory";
}

#endif /* CVM_HOST_SHIM_H_ */
