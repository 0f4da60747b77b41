/*
 * cvm_cuda.h: the runtime of the CUDA kernels generated from the cvmverify specs.
 *
 * Each generated .cu file includes it and compiles three ways:
 *   - nvcc: kernels on the GPU, launchers on the host;
 *   - NVRTC: the kernels alone (every host part sits under #ifndef __CUDACC_RTC__);
 *   - a C++ compiler with -DCVM_HOST_SHIM -x c++: everything on the CPU through
 *     cvm_host_shim.h, so that the kernels can be checked where there is no GPU.
 *
 * Integer semantics are the specs': element formulas run in int64_t, every value that
 * may leave int32 is checked, and one outside int32 rejects the whole call.
 */
#ifndef CVM_CUDA_H_
#define CVM_CUDA_H_

#ifdef CVM_HOST_SHIM
#include "cvm_host_shim.h"
#endif

#ifdef __CUDACC_RTC__
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
#else
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#endif

#define CVM_HD __host__ __device__
#define CVM_INT32_MIN (-2147483647LL - 1)
#define CVM_INT32_MAX 2147483647LL
#define CVM_VIEW_RANK 6      /* the highest rank of a strided view: the runtime's */

/* ---- exact integer helpers: the C templates of cvmverify/core/semantics.py call these -------- */
/* floor(a / b): C truncates, so step down when the division is inexact and the signs differ. */
static CVM_HD inline int64_t cvm_floordiv(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* a - b * floor(a / b): the remainder moved to the sign of b. */
static CVM_HD inline int64_t cvm_floormod(int64_t a, int64_t b) {
    int64_t r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

/* a * 2**s: shifting a negative value left is undefined in C, multiplying is not. */
static CVM_HD inline int64_t cvm_shl(int64_t a, int64_t s) { return a * (((int64_t)1) << s); }

static CVM_HD inline int64_t cvm_min(int64_t a, int64_t b) { return a < b ? a : b; }
static CVM_HD inline int64_t cvm_max(int64_t a, int64_t b) { return a > b ? a : b; }
static CVM_HD inline int64_t cvm_abs(int64_t a) { return a < 0 ? -a : a; }

/* b**e for a constant e >= 0 (the printers spell it as repeated multiplication). */
static CVM_HD inline int64_t cvm_pow(int64_t b, int64_t e) {
    int64_t r = 1;
    for (int64_t k = 0; k < e; k = k + 1) r = r * b;
    return r;
}

/* min(max(x, lo), hi), in that order even when lo > hi. */
static CVM_HD inline int64_t cvm_clip(int64_t x, int64_t lo, int64_t hi) {
    return cvm_min(cvm_max(x, lo), hi);
}

/* The smallest i >= 1 with |x| < 2**i. */
static CVM_HD inline int64_t cvm_bitwidth(int64_t x) {
    int64_t a = cvm_abs(x), i = 1;
    while (i < 63 && (a >> i) != 0) i++;
    return i;
}

/* ---- elements and the error flag ---------------------------------------------------- */

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define CVM_UNROLL _Pragma("unroll")
#else
#define CVM_UNROLL
#endif

/* The flat indices of this thread's elements: a grid-stride loop in int64 (an output may
 * hold more than 2^31 elements, and the grid may be smaller than the output). */
#define CVM_FOR_EACH_ELEMENT(k, count)                                               \
  for (int64_t k = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; k < (count);      \
       k += (int64_t)blockDim.x * gridDim.x)

/* The rounds of this thread: each takes `ilp` elements a block apart (base, base +
 * blockDim.x, ...), so that their loads are in flight together and a warp's accesses stay
 * coalesced; rounds are grid-strided. In the index type I of the launch: int32_t where the
 * host found every index and offset of the call below 2^30 (the launcher's
 * cvm_index32), so that base + a round's stride cannot wrap; int64_t otherwise. */
#define CVM_FOR_EACH_ROUND(base, count, ilp)                                         \
  for (I base = (I)blockIdx.x * (I)blockDim.x * (I)(ilp) + (I)threadIdx.x;            \
       base < (count); base += (I)blockDim.x * (I)gridDim.x * (I)(ilp))

/* Rejects the call. Any thread may; all write the same flag. */
static __device__ __forceinline__ void cvm_reject(int* error) { atomicOr(error, 1); }

/* A value outside int32 rejects the call and abandons this element (the kernel's label
 * cvm_next ends the element). */
#define CVM_REQUIRE_INT32(value)                                                     \
  do {                                                                               \
    if ((value) < CVM_INT32_MIN || (value) > CVM_INT32_MAX) {                        \
      cvm_reject(cvm_error);                                                         \
      goto cvm_next;                                                                 \
    }                                                                                \
  } while (0)

/* A value outside int32 marks the thread (cvm_out_of_range: the kernel rejects the call after
 * its rounds) and is clamped into int32, so that what is computed from it stays within the
 * bounds proven for checked values. The element is not abandoned: the call is rejected
 * either way, and without a branch a round's loads all go before its checks. */
#define CVM_NOTE_INT32(value)                                                        \
  do {                                                                               \
    cvm_out_of_range |= ((value) < CVM_INT32_MIN) | ((value) > CVM_INT32_MAX);       \
    (value) = (value) < CVM_INT32_MIN ? CVM_INT32_MIN                                \
            : (value) > CVM_INT32_MAX ? CVM_INT32_MAX : (value);                     \
  } while (0)

/* a + b and a - b in int32, wrapping; an overflow (the exact result outside int32) marks
 * the thread as CVM_NOTE_INT32 does. The wrapped result lies within int32 as a clamped one
 * would. */
static CVM_HD inline int32_t cvm_add_int32(int32_t a, int32_t b, bool& out_of_range) {
  const int32_t sum = (int32_t)((uint32_t)a + (uint32_t)b);
  out_of_range |= ((a ^ sum) & (b ^ sum)) < 0;   /* operands of one sign, a sum of the other */
  return sum;
}

static CVM_HD inline int32_t cvm_sub_int32(int32_t a, int32_t b, bool& out_of_range) {
  const int32_t difference = (int32_t)((uint32_t)a - (uint32_t)b);
  out_of_range |= ((a ^ b) & (a ^ difference)) < 0;   /* signs differ, a's sign lost */
  return difference;
}

/* Integers of any width as int32, the type the formulas read: a value outside int32
 * rejects the call, like the reference's dtype rule. */
template <typename S>
__global__ void cvm_to_int32(const S* __restrict__ source, int32_t* __restrict__ target,
                             int64_t count, int* cvm_error) {
  const bool is_unsigned = (S)(-1) > (S)0;
  CVM_FOR_EACH_ELEMENT(k, count) {
    const S value = source[k];
    const bool inside = is_unsigned ? (uint64_t)value <= (uint64_t)CVM_INT32_MAX
                                    : ((int64_t)value >= CVM_INT32_MIN &&
                                       (int64_t)value <= CVM_INT32_MAX);
    if (!inside) cvm_reject(cvm_error);
    target[k] = inside ? (int32_t)value : 0;
  }
}

/* The normal forms (tinygrad's View): element k of an output lies at
 * offset + sum_a stride[a] * index_a(k) of an input, index_a(k) the row-major index of k
 * in `shape`. The generator proves each such view equal to the spec's read, per structure
 * (codegen/affine.strided_view); the host coalesces its axes (cvm_coalesced) and gives
 * each axis the magic number and shift that divide a 32-bit index by its length with a
 * multiply and a shift (PyTorch's IntDivider; cvm_divisor on the host). */
struct cvm_view {
  int rank;
  int64_t shape[CVM_VIEW_RANK];
  int64_t stride[CVM_VIEW_RANK];
  int64_t offset;
  uint32_t magic[CVM_VIEW_RANK];
  uint32_t shift[CVM_VIEW_RANK];
};

static CVM_HD inline uint32_t cvm_umulhi(uint32_t a, uint32_t b) {
#ifdef __CUDA_ARCH__
  return __umulhi(a, b);
#else
  return (uint32_t)(((uint64_t)a * b) >> 32);
#endif
}

/* k / shape[a]: exact for 0 <= k < 2^31 by the magic number of the axis, where the index
 * type is 32 bits; a division otherwise. */
static CVM_HD inline int32_t cvm_quotient(const cvm_view& view, int a, int32_t k) {
  return (int32_t)((cvm_umulhi((uint32_t)k, view.magic[a]) + (uint32_t)k) >> view.shift[a]);
}

static CVM_HD inline int64_t cvm_quotient(const cvm_view& view, int a, int64_t k) {
  return k / view.shape[a];
}

/* Where element k of the view lies. The axes loop is unrolled over the fixed CVM_VIEW_RANK
 * so that the view's arrays are read at constant positions (a variable one would move the
 * by-value view to local memory). */
template <typename I>
static CVM_HD inline I cvm_view_at(const cvm_view& view, I k) {
  I at = (I)view.offset;
  CVM_UNROLL
  for (int a = CVM_VIEW_RANK - 1; a > 0; --a) {
    if (a < view.rank) {
      const I q = cvm_quotient(view, a, k);
      at += (k - q * (I)view.shape[a]) * (I)view.stride[a];
      k = q;
    }
  }
  return at + k * (I)view.stride[0];
}

/* Movement: the output is a strided view of its input, moved bit for bit. */
#define CVM_GATHER_ILP 4
template <typename T, typename I>
__global__ void cvm_gather_kernel(const T* __restrict__ from, T* __restrict__ to, I count,
                                  cvm_view view) {
  CVM_FOR_EACH_ROUND(base, count, CVM_GATHER_ILP) {
    T values[CVM_GATHER_ILP];
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j) {
      const I k = base + (I)j * (I)blockDim.x;
      if (k < count) values[j] = from[cvm_view_at(view, k)];
    }
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j) {
      const I k = base + (I)j * (I)blockDim.x;
      if (k < count) to[k] = values[j];
    }
  }
}

/* Where element k of two views over one shape lies in each: one division per axis serves
 * both (their shapes and magic numbers are the same). */
template <typename I>
static CVM_HD inline void cvm_views_at(const cvm_view& from, const cvm_view& to, I k,
                                       I* at_from, I* at_to) {
  I at = (I)from.offset, into = (I)to.offset;
  CVM_UNROLL
  for (int a = CVM_VIEW_RANK - 1; a > 0; --a) {
    if (a < from.rank) {
      const I q = cvm_quotient(from, a, k);
      const I r = k - q * (I)from.shape[a];
      at += r * (I)from.stride[a];
      into += r * (I)to.stride[a];
      k = q;
    }
  }
  *at_from = at + k * (I)from.stride[0];
  *at_to = into + k * (I)to.stride[0];
}

/* Movement into a box of the output (a piece of a concatenation): element k of the box lies
 * in the input where the `from` view puts it and in the output where `to` does. */
template <typename T, typename I>
__global__ void cvm_gather_box_kernel(const T* __restrict__ from, T* __restrict__ to, I count,
                                      cvm_view from_view, cvm_view to_view) {
  CVM_FOR_EACH_ROUND(base, count, CVM_GATHER_ILP) {
    T values[CVM_GATHER_ILP];
    I into[CVM_GATHER_ILP];
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j) {
      const I k = base + (I)j * (I)blockDim.x;
      if (k < count) {
        I at;
        cvm_views_at(from_view, to_view, k, &at, &into[j]);
        values[j] = from[at];
      }
    }
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j)
      if (base + (I)j * (I)blockDim.x < count) to[into[j]] = values[j];
  }
}

/* Movement through a view of more axes than a cvm_view holds (a tile of many axes): element
 * k lies at the `outer` view's element k / n plus the `inner` view's element k % n, n the
 * inner view's element count (cut.shape[1], with its magic number). */
template <typename T, typename I>
__global__ void cvm_gather_split_kernel(const T* __restrict__ from, T* __restrict__ to,
                                        I count, cvm_view outer, cvm_view inner,
                                        cvm_view cut) {
  CVM_FOR_EACH_ROUND(base, count, CVM_GATHER_ILP) {
    T values[CVM_GATHER_ILP];
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j) {
      const I k = base + (I)j * (I)blockDim.x;
      if (k < count) {
        const I q = cvm_quotient(cut, 1, k);
        values[j] = from[cvm_view_at(outer, q) + cvm_view_at(inner, k - q * (I)cut.shape[1])];
      }
    }
    CVM_UNROLL
    for (int j = 0; j < CVM_GATHER_ILP; ++j) {
      const I k = base + (I)j * (I)blockDim.x;
      if (k < count) to[k] = values[j];
    }
  }
}

/* Movement whose innermost axis changes (a transpose): the view's axis `inner` reads the
 * input contiguously (stride 1) and its last axis does not. A block moves 32x32 tiles of
 * those two axes through shared memory, reading along `inner` and writing along the last
 * axis, both coalesced; every other axis of the view indexes whole tiles. Blocks are
 * CVM_TILE x CVM_TILE_ROWS threads; the tile loop is uniform across a block, so its
 * barriers are reached by every thread. */
#define CVM_TILE 32
#define CVM_TILE_ROWS 8
template <typename T, typename I>
__global__ void cvm_transpose_kernel(const T* __restrict__ from, T* __restrict__ to, I count,
                                     cvm_view view, int inner) {
  __shared__ T tile[CVM_TILE][CVM_TILE + 1];   /* +1: a column read has no bank conflict */
  const int last = view.rank - 1;
  const I n_inner = (I)view.shape[inner], n_last = (I)view.shape[last];
  const I tiles_inner = (n_inner + CVM_TILE - 1) / CVM_TILE;
  const I tiles_last = (n_last + CVM_TILE - 1) / CVM_TILE;
  const I tiles = count / (n_inner * n_last) * tiles_inner * tiles_last;
  I inner_step = 1;  /* the output's stride of axis `inner`: it is compact row-major */
  CVM_UNROLL
  for (int a = CVM_VIEW_RANK - 1; a > 0; --a)
    if (a > inner && a < view.rank) inner_step *= (I)view.shape[a];
  for (I t = (I)blockIdx.x; t < tiles; t += (I)gridDim.x) {
    I rest = t;
    const I at_last = rest % tiles_last * CVM_TILE;
    rest /= tiles_last;
    const I at_inner = rest % tiles_inner * CVM_TILE;
    rest /= tiles_inner;
    I from_base = (I)view.offset, to_base = 0, step = n_last;
    CVM_UNROLL
    for (int a = CVM_VIEW_RANK - 2; a >= 0; --a) {  /* the other axes, row-major */
      if (a >= last) continue;
      if (a == inner) {
        step *= n_inner;
        continue;
      }
      const I index = rest % (I)view.shape[a];
      rest /= (I)view.shape[a];
      from_base += index * (I)view.stride[a];
      to_base += index * step;
      step *= (I)view.shape[a];
    }
    __syncthreads();  /* the previous tile is written out */
    for (int r = threadIdx.y; r < CVM_TILE; r += CVM_TILE_ROWS) {
      const I l = at_last + r, i = at_inner + (I)threadIdx.x;
      if (l < n_last && i < n_inner) tile[r][threadIdx.x] = from[from_base + i + l * (I)view.stride[last]];
    }
    __syncthreads();
    for (int r = threadIdx.y; r < CVM_TILE; r += CVM_TILE_ROWS) {
      const I i = at_inner + r, l = at_last + (I)threadIdx.x;
      if (l < n_last && i < n_inner) to[to_base + i * inner_step + l] = tile[threadIdx.x][r];
    }
  }
}

/* Reductions: output element k is the sum (or the max) of the `reduced` view of the
 * input, moved to where the `kept` view puts element k. A sum is exact in int64 (2^30
 * elements of int32 at most) and, checked, one outside int32 rejects the call. Sums and
 * maxes are associative and commutative on integers, so any order gives the same bits. */
#define CVM_SUM 0
#define CVM_CHECKED_SUM 1
#define CVM_MAX 2

/* Where row r of a reduction's `reduced` view lies: the rows of most reductions coalesce
 * into one axis, read then with a multiply instead of cvm_view_at's loop over the axes (the
 * branch is the same for every thread). */
template <typename I>
static CVM_HD inline I cvm_row_at(const cvm_view& reduced, I r) {
  return reduced.rank == 1 ? (I)reduced.offset + r * (I)reduced.stride[0]
                           : cvm_view_at(reduced, r);
}

/* a reduced value so far, and whether it has seen an element (a max starts at its first) */
struct cvm_partial {
  int64_t value;
  bool seen;
};

template <int KIND>
static CVM_HD inline void cvm_fold(cvm_partial& into, int64_t element) {
  if (KIND != CVM_MAX) into.value += element;
  else if (!into.seen || element > into.value) into.value = element;
  into.seen = true;
}

template <int KIND>
static CVM_HD inline void cvm_merge(cvm_partial& into, const cvm_partial& other) {
  if (other.seen) cvm_fold<KIND>(into, other.value);
}

template <int KIND>
static __device__ inline void cvm_store_reduced(int32_t* to, int64_t k, int64_t value,
                                                int* cvm_error) {
  if (KIND == CVM_CHECKED_SUM && (value < CVM_INT32_MIN || value > CVM_INT32_MAX))
    cvm_reject(cvm_error);
  else
    to[k] = (int32_t)value;
}

/* A thread per output element: for reductions whose neighbouring outputs read
 * neighbouring elements (the reduced axes are not the innermost). */
template <int KIND, typename I>
__global__ void cvm_reduce_kernel(const int32_t* __restrict__ from, int32_t* __restrict__ to,
                                  I count, cvm_view kept, cvm_view reduced, I reduced_count,
                                  int* cvm_error) {
  CVM_FOR_EACH_ROUND(k, count, 1) {
    const I base = cvm_view_at(kept, k);
    cvm_partial partial = cvm_partial{0, false};
    for (I r = 0; r < reduced_count; ++r)
      cvm_fold<KIND>(partial, from[base + cvm_row_at(reduced, r)]);
    cvm_store_reduced<KIND>(to, k, partial.value, cvm_error);
  }
}

/* Lane 0's partial becomes the fold of its warp's, in a shuffle tree; every lane of the
 * warp must reach it. */
#define CVM_WARP 32
template <int KIND>
static __device__ inline void cvm_warp_merge(cvm_partial& partial) {
  for (int offset = CVM_WARP / 2; offset > 0; offset /= 2) {
    cvm_partial other;
    other.value = __shfl_down_sync(0xffffffffu, partial.value, offset);
    other.seen = __shfl_down_sync(0xffffffffu, (int)partial.seen, offset) != 0;
    cvm_merge<KIND>(partial, other);
  }
}

/* A warp per output element: for reductions over the innermost axis, whose elements a
 * warp reads coalesced. Each lane folds every 32nd element, four at a time in flight, and
 * the lanes' partials meet in a shuffle tree. The output loop is uniform across a warp, so
 * every lane reaches each shuffle. */
template <int KIND, typename I>
__global__ void cvm_reduce_warp_kernel(const int32_t* __restrict__ from,
                                       int32_t* __restrict__ to, I count, cvm_view kept,
                                       cvm_view reduced, I reduced_count, int* cvm_error) {
  const int lane = threadIdx.x % CVM_WARP;
  const I warps = (I)(blockDim.x / CVM_WARP);
  for (I k = (I)blockIdx.x * warps + (I)(threadIdx.x / CVM_WARP); k < count;
       k += (I)gridDim.x * warps) {
    const I base = cvm_view_at(kept, k);
    cvm_partial partial[4];
    for (int j = 0; j < 4; ++j) partial[j] = cvm_partial{0, false};
    I r = lane;
    for (; r + 3 * CVM_WARP < reduced_count; r += 4 * CVM_WARP) {
      int64_t element[4];
      CVM_UNROLL
      for (int j = 0; j < 4; ++j) element[j] = from[base + cvm_row_at(reduced, r + j * CVM_WARP)];
      CVM_UNROLL
      for (int j = 0; j < 4; ++j) cvm_fold<KIND>(partial[j], element[j]);
    }
    for (; r < reduced_count; r += CVM_WARP)
      cvm_fold<KIND>(partial[0], from[base + cvm_row_at(reduced, r)]);
    for (int j = 1; j < 4; ++j) cvm_merge<KIND>(partial[0], partial[j]);
    cvm_warp_merge<KIND>(partial[0]);
    if (lane == 0) cvm_store_reduced<KIND>(to, k, partial[0].value, cvm_error);
  }
}

/* Few outputs: a block of width x height threads (blockDim) takes `width` consecutive
 * outputs, which read neighbouring elements where the reduced axes are outer ones, and a
 * slice of `slice_rows` of their rows; thread (x, y) folds every height-th row of the
 * slice (neighbouring rows where they are innermost), CVM_REDUCE_ILP in flight, and the block's
 * partials meet in shared memory. The blocks of slice s are blockIdx.x / (blocks per
 * slice). With one slice a block stores its outputs; with several, each slice's exact
 * int64 partials go to `partials` (slice-major), which cvm_reduce_partials_kernel folds
 * in slice order, so the result and a checked sum's verdict are those of the exact
 * total. Every slice holds a row. */
#ifdef CVM_HOST_SHIM
#define CVM_SPLIT_THREADS 4   /* threads of a block of cvm_reduce_split_kernel */
#else
#define CVM_SPLIT_THREADS 256
#endif
#define CVM_REDUCE_ILP 8   /* rows a thread of cvm_reduce_split_kernel has in flight */
/* The device is filled by the count of blocks cvm_fill_blocks assumes a multiprocessor
 * holds (2048 threads): the bound keeps the kernel's registers within what that takes, or
 * the last of those blocks would wait for a second wave. */
template <int KIND, typename I>
__global__ void __launch_bounds__(CVM_SPLIT_THREADS, 2048 / CVM_SPLIT_THREADS)
cvm_reduce_split_kernel(const int32_t* __restrict__ from,
                                        int32_t* __restrict__ to,
                                        int64_t* __restrict__ partials, I count,
                                        cvm_view kept, cvm_view reduced, I reduced_count,
                                        I slice_rows, int* cvm_error) {
  __shared__ cvm_partial folded[CVM_SPLIT_THREADS];
  const I width = (I)blockDim.x, height = (I)blockDim.y;
  const I blocks_per_slice = (count + width - 1) / width;
  const I slice = (I)blockIdx.x / blocks_per_slice;
  const I k = ((I)blockIdx.x - slice * blocks_per_slice) * width + (I)threadIdx.x;
  cvm_partial partial = cvm_partial{0, false};
  if (k < count) {
    const I base = cvm_view_at(kept, k);
    const I end = reduced_count - slice * slice_rows < slice_rows
        ? reduced_count : (slice + 1) * slice_rows;
    I r = slice * slice_rows + (I)threadIdx.y;
    /* a round's loads all in flight, then folded into the one partial */
    for (; r + (CVM_REDUCE_ILP - 1) * height < end; r += CVM_REDUCE_ILP * height) {
      int32_t element[CVM_REDUCE_ILP];
      CVM_UNROLL
      for (int j = 0; j < CVM_REDUCE_ILP; ++j)
        element[j] = from[base + cvm_row_at(reduced, r + (I)j * height)];
      CVM_UNROLL
      for (int j = 0; j < CVM_REDUCE_ILP; ++j) cvm_fold<KIND>(partial, element[j]);
    }
    for (; r < end; r += height) cvm_fold<KIND>(partial, from[base + cvm_row_at(reduced, r)]);
  }
  const int t = threadIdx.x + threadIdx.y * blockDim.x;
  folded[t] = partial;
  __syncthreads();
  for (unsigned rows = blockDim.y / 2; rows > 0; rows /= 2) {   /* height is a power of 2 */
    if (threadIdx.y < rows) cvm_merge<KIND>(folded[t], folded[t + rows * blockDim.x]);
    __syncthreads();
  }
  if (threadIdx.y == 0 && k < count) {
    if (partials == NULL) cvm_store_reduced<KIND>(to, k, folded[t].value, cvm_error);
    else partials[slice * count + k] = folded[t].value;
  }
}

/* The outputs of a split reduction, a warp each: output k is the fold of its `slices`
 * partials (partials[s * count + k]), each lane folding every 32nd, four in flight, and the
 * lanes' folds meeting in a shuffle tree. A thread per output read its partials one after
 * another: with few outputs (a sum of every axis has one) that chain of loads took longer
 * than the split kernel itself. */
template <int KIND, typename I>
__global__ void cvm_reduce_partials_kernel(const int64_t* __restrict__ partials,
                                           int32_t* __restrict__ to, I count, I slices,
                                           int* cvm_error) {
  const int lane = threadIdx.x % CVM_WARP;
  const I warps = (I)(blockDim.x / CVM_WARP);
  for (I k = (I)blockIdx.x * warps + (I)(threadIdx.x / CVM_WARP); k < count;
       k += (I)gridDim.x * warps) {
    cvm_partial total[4];
    for (int j = 0; j < 4; ++j) total[j] = cvm_partial{0, false};
    I s = lane;
    for (; s + 3 * CVM_WARP < slices; s += 4 * CVM_WARP) {
      int64_t partial[4];
      CVM_UNROLL
      for (int j = 0; j < 4; ++j) partial[j] = partials[(s + j * CVM_WARP) * count + k];
      CVM_UNROLL
      for (int j = 0; j < 4; ++j) cvm_fold<KIND>(total[j], partial[j]);
    }
    for (; s < slices; s += CVM_WARP) cvm_fold<KIND>(total[0], partials[s * count + k]);
    for (int j = 1; j < 4; ++j) cvm_merge<KIND>(total[0], total[j]);
    cvm_warp_merge<KIND>(total[0]);
    if (lane == 0) cvm_store_reduced<KIND>(to, k, total[0].value, cvm_error);
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side ======================================================================== */

#include "dlpack.h"

#define CVM_OK 0
#define CVM_INVALID 1        /* a logic error of the call: rejected */
#define CVM_UNSUPPORTED 2    /* a structure this module was not generated for */
#define CVM_DEVICE_ERROR 3   /* the CUDA runtime failed */
#define CVM_NO_MATCH (-1)    /* internal: the call is not of this structure, try the next */

#define CVM_MAX_RANK 6
#define CVM_MAX_DIM (1LL << 24)
#define CVM_MAX_INTS 64      /* the longest integer list an attribute may hold */
#define CVM_MAX_COPIES 16    /* int32 copies of one call's inputs */

#ifdef CVM_HOST_SHIM
#define CVM_DEVICE kDLCPU
#define CVM_THREADS 4        /* small, so that the shim runs several blocks and threads */
#define CVM_MAX_BLOCKS 2
#define CVM_REDUCE_WARPS 2   /* warps of a block of cvm_reduce_warp_kernel */
#define CVM_LAUNCH(kernel, blocks, threads, ...)                                      \
  cvm_shim_launch(dim3(blocks), dim3(threads), kernel, __VA_ARGS__)
#else
#define CVM_DEVICE kDLCUDA
#define CVM_THREADS 256
#define CVM_MAX_BLOCKS (1 << 20)   /* grid-stride loops take the rest */
#define CVM_REDUCE_WARPS 8
#define CVM_LAUNCH(kernel, blocks, threads, ...)                                      \
  kernel<<<(blocks), (threads), 0, cvm_stream>>>(__VA_ARGS__)
#endif

/* The stream this host thread's calls launch on and wait for (cvm_set_stream; the default
 * stream until then). */
static thread_local cudaStream_t cvm_stream = 0;

/* Launches of this module's calls on this host thread go on `stream` (a cudaStream_t; 0
 * for the default stream). A call still waits for its own work to return its status. */
extern "C" int cvm_set_stream(void* stream) {
  cvm_stream = (cudaStream_t)stream;
  return CVM_OK;
}

/* ---- tensors ------------------------------------------------------------------------ */

/* The runtime's form of a tensor: rank 1..6, every dim 1..2^24, scalar lanes, on this
 * module's device, compact row-major (no strides, or the compact ones). */
static inline int cvm_tensor_ok(const DLTensor* t) {
  if (t == NULL || t->data == NULL || t->shape == NULL) return 0;
  if (t->ndim < 1 || t->ndim > CVM_MAX_RANK || t->dtype.lanes != 1) return 0;
  if (t->device.device_type != CVM_DEVICE) return 0;
  int64_t stride = 1;
  for (int k = t->ndim - 1; k >= 0; --k) {
    if (t->shape[k] < 1 || t->shape[k] > CVM_MAX_DIM) return 0;
    if (t->strides != NULL && t->shape[k] != 1 && t->strides[k] != stride) return 0;
    stride *= t->shape[k];
  }
  return 1;
}

static inline char* cvm_tensor_data(const DLTensor* t) {
  return (char*)t->data + t->byte_offset;
}

/* The element count of a tensor whose size limit has been checked. */
static inline int64_t cvm_count(const DLTensor* t) {
  int64_t count = 1;
  for (int k = 0; k < t->ndim; ++k) count *= t->shape[k];
  return count;
}

/* Signed or unsigned integers of 8 to 64 bits (not bool: the reference's rule). */
static inline int cvm_is_integer(const DLTensor* t) {
  const int bits = t->dtype.bits;
  return (t->dtype.code == kDLInt || t->dtype.code == kDLUInt) &&
         (bits == 8 || bits == 16 || bits == 32 || bits == 64);
}

static inline int cvm_same_dtype(const DLTensor* a, const DLTensor* b) {
  return a->dtype.code == b->dtype.code && a->dtype.bits == b->dtype.bits &&
         a->dtype.lanes == b->dtype.lanes;
}

static inline DLDataType cvm_int32_dtype(void) {
  DLDataType dtype;
  dtype.code = kDLInt;
  dtype.bits = 32;
  dtype.lanes = 1;
  return dtype;
}

/* The bytes of one element a movement kernel copies (1, 2, 4, 8), or 0. */
static inline int cvm_element_bytes(const DLTensor* t) {
  const int bits = t->dtype.bits;
  return (bits == 8 || bits == 16 || bits == 32 || bits == 64) ? bits / 8 : 0;
}

/* Whether `out` is the output the op produces: this shape and this dtype. */
static inline int cvm_output_is(const DLTensor* out, int ndim, const int64_t* shape,
                                DLDataType dtype) {
  if (!cvm_tensor_ok(out) || out->ndim != ndim) return 0;
  if (out->dtype.code != dtype.code || out->dtype.bits != dtype.bits ||
      out->dtype.lanes != dtype.lanes)
    return 0;
  for (int k = 0; k < ndim; ++k)
    if (out->shape[k] != shape[k]) return 0;
  return 1;
}

/* Every tensor of a call on one device, made the current one for the launches. */
static inline int cvm_one_device(const DLTensor* inputs, int n_inputs, const DLTensor* outputs,
                                 int n_outputs) {
  for (int k = 0; k < n_inputs + n_outputs; ++k) {
    const DLTensor* t = k < n_inputs ? &inputs[k] : &outputs[k - n_inputs];
    if (t->device.device_type != CVM_DEVICE || t->device.device_id != inputs[0].device.device_id)
      return 0;
  }
  return 1;
}

static inline int cvm_use_device(const DLTensor* t) {
#ifdef CVM_HOST_SHIM
  (void)t;
  return 1;
#else
  return cudaSetDevice(t->device.device_id) == cudaSuccess;
#endif
}

/* Blocks of CVM_THREADS for `count` elements, `ilp` per thread and round. */
static inline unsigned cvm_blocks(int64_t count, int ilp = 1) {
  const int64_t per_block = (int64_t)CVM_THREADS * ilp;
  const int64_t blocks = (count + per_block - 1) / per_block;
  return (unsigned)(blocks < 1 ? 1 : blocks > CVM_MAX_BLOCKS ? CVM_MAX_BLOCKS : blocks);
}

/* Indices below this run in int32_t: a round's stride (at most the count plus a block's
 * elements) added to an index below it stays below 2^31. */
#define CVM_INDEX32_LIMIT (1LL << 30)

/* ---- attributes: the flat JSON object the checker sends ------------------------------ */
/* Values are integers, booleans, null, strings or lists of integers. Every reader checks
 * the form exactly: 1.5, 1e3, "1" and true are not integers. */

static inline const char* cvm_json_blank(const char* p) {
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') ++p;
  return p;
}

/* Whether a value may end before p. */
static inline int cvm_json_ends(const char* p) {
  p = cvm_json_blank(p);
  return *p == '\0' || *p == ',' || *p == '}' || *p == ']';
}

/* Just past the string opening at p, or NULL. */
static inline const char* cvm_json_string_end(const char* p) {
  if (*p != '"') return NULL;
  for (++p; *p != '\0'; ++p) {
    if (*p == '\\') {
      if (*++p == '\0') return NULL;
    } else if (*p == '"') {
      return p + 1;
    }
  }
  return NULL;
}

/* Just past the value starting at p, or NULL. */
static inline const char* cvm_json_value_end(const char* p) {
  if (*p == '"') return cvm_json_string_end(p);
  if (*p == '[' || *p == '{') {
    int depth = 0;
    for (; *p != '\0'; ++p) {
      if (*p == '"') {
        p = cvm_json_string_end(p);
        if (p == NULL) return NULL;
        --p;
      } else if (*p == '[' || *p == '{') {
        ++depth;
      } else if ((*p == ']' || *p == '}') && --depth == 0) {
        return p + 1;
      }
    }
    return NULL;
  }
  const char* start = p;
  while (*p != '\0' && !cvm_json_ends(p)) ++p;
  return p == start ? NULL : p;
}

/* Walks the members of the object `json`. Sets *value to the text of member `name` (the
 * last one, as a JSON parser would; NULL if absent) when `name` is given, and fails on a
 * member that `known` does not list when `known` is given. 1 if `json` is well formed. */
static inline int cvm_json_walk(const char* json, const char* name, const char** value,
                                const char* const* known, int n_known) {
  if (value != NULL) *value = NULL;
  const char* p = cvm_json_blank(json);
  if (*p++ != '{') return 0;
  p = cvm_json_blank(p);
  if (*p == '}') return *cvm_json_blank(p + 1) == '\0';
  for (;;) {
    const char* key_end = cvm_json_string_end(p);
    if (key_end == NULL) return 0;
    const size_t length = (size_t)(key_end - p - 2);
    const char* v = cvm_json_blank(key_end);
    if (*v++ != ':') return 0;
    v = cvm_json_blank(v);
    const char* v_end = cvm_json_value_end(v);
    if (v_end == NULL) return 0;
    if (name != NULL && strlen(name) == length && strncmp(p + 1, name, length) == 0)
      *value = v;
    if (known != NULL) {
      int listed = 0;
      for (int k = 0; k < n_known && !listed; ++k)
        listed = strlen(known[k]) == length && strncmp(p + 1, known[k], length) == 0;
      if (!listed) return 0;
    }
    p = cvm_json_blank(v_end);
    if (*p == '}') return *cvm_json_blank(p + 1) == '\0';
    if (*p++ != ',') return 0;
    p = cvm_json_blank(p);
  }
}

/* The value text of attribute `name`, or NULL if the call leaves it out. */
static inline const char* cvm_json_value(const char* json, const char* name) {
  const char* value = NULL;
  return cvm_json_walk(json, name, &value, NULL, 0) ? value : NULL;
}

/* Whether every attribute of the call is one of `known` (and the object well formed). */
static inline int cvm_json_only(const char* json, const char* const* known, int n_known) {
  static const char* const none[1] = {""};
  return cvm_json_walk(json, NULL, NULL, n_known > 0 ? known : none, n_known);
}

static inline int cvm_json_null(const char* v) {
  return strncmp(v, "null", 4) == 0 && cvm_json_ends(v + 4);
}

/* An integer (no fraction, no exponent) within int64; 0 if v is not one. */
static inline int cvm_json_int(const char* v, int64_t* out) {
  const char* digits = *v == '-' ? v + 1 : v;
  if (*digits < '0' || *digits > '9') return 0;
  char* end = NULL;
  errno = 0;
  const long long value = strtoll(v, &end, 10);
  if (errno == ERANGE || !cvm_json_ends(end)) return 0;
  *out = (int64_t)value;
  return 1;
}

/* A list of at most `max` integers; 0 if v is not one. */
static inline int cvm_json_ints(const char* v, int64_t* out, int max, int* count) {
  *count = 0;
  if (*v != '[') return 0;
  const char* p = cvm_json_blank(v + 1);
  if (*p == ']') return 1;
  for (;;) {
    if (*count >= max || !cvm_json_int(p, &out[*count])) return 0;
    ++*count;
    p = cvm_json_blank(cvm_json_value_end(p));
    if (*p == ']') return 1;
    if (*p++ != ',') return 0;
    p = cvm_json_blank(p);
  }
}

static inline int cvm_json_bool(const char* v, int* out) {
  if (strncmp(v, "true", 4) == 0 && cvm_json_ends(v + 4)) return *out = 1, 1;
  if (strncmp(v, "false", 5) == 0 && cvm_json_ends(v + 5)) return *out = 0, 1;
  return 0;
}

/* The position of string v among `options`, or -1. */
static inline int cvm_json_choice(const char* v, const char* const* options, int n) {
  const char* end = cvm_json_string_end(v);
  if (end == NULL) return -1;
  const size_t length = (size_t)(end - v - 2);
  for (int k = 0; k < n; ++k)
    if (strlen(options[k]) == length && strncmp(v + 1, options[k], length) == 0) return k;
  return -1;
}

/* ---- exact wide integers for preconditions ------------------------------------------- */
/* A precondition can multiply six dims before the size limit that bounds them is checked
 * (2^144); the generator prints such conditions over cvm_big, 1024-bit two's complement
 * integers, after checking that no intermediate can exceed 2^1000. Host only. */

#define CVM_BIG_LIMBS 16
#define CVM_BIG_BITS (64 * CVM_BIG_LIMBS)
/* Out of line: inlined 16-limb loops in every precondition would swell the launchers. */
#if defined(__GNUC__)
#define CVM_BIG_API static __attribute__((noinline, unused))
#else
#define CVM_BIG_API static
#endif

struct cvm_big {
  uint64_t limb[CVM_BIG_LIMBS]; /* least significant first */

  cvm_big(int64_t value = 0) {
    limb[0] = (uint64_t)value;
    for (int k = 1; k < CVM_BIG_LIMBS; ++k) limb[k] = value < 0 ? ~(uint64_t)0 : 0;
  }
  cvm_big operator++(int) {
    const cvm_big old = *this;
    for (int k = 0; k < CVM_BIG_LIMBS && ++limb[k] == 0; ++k) {
    }
    return old;
  }
};

CVM_BIG_API int cvm_big_negative(const cvm_big& a) {
  return (int)(a.limb[CVM_BIG_LIMBS - 1] >> 63);
}

CVM_BIG_API cvm_big operator+(const cvm_big& a, const cvm_big& b) {
  cvm_big sum;
  uint64_t carry = 0;
  for (int k = 0; k < CVM_BIG_LIMBS; ++k) {
    const uint64_t partial = a.limb[k] + carry;
    const uint64_t carried = partial < carry;
    sum.limb[k] = partial + b.limb[k];
    carry = carried | (sum.limb[k] < partial);
  }
  return sum;
}

CVM_BIG_API cvm_big operator-(const cvm_big& a) {
  cvm_big negated;
  for (int k = 0; k < CVM_BIG_LIMBS; ++k) negated.limb[k] = ~a.limb[k];
  return negated + cvm_big(1);
}

CVM_BIG_API cvm_big operator-(const cvm_big& a, const cvm_big& b) { return a + (-b); }

/* Two's complement products are exact modulo 2^1024, hence exact for every value that
 * fits. */
CVM_BIG_API cvm_big operator*(const cvm_big& a, const cvm_big& b) {
  cvm_big product(0);
  for (int i = 0; i < CVM_BIG_LIMBS; ++i) {
    if (a.limb[i] == 0) continue;
    unsigned __int128 carry = 0;
    for (int j = 0; i + j < CVM_BIG_LIMBS; ++j) {
      const unsigned __int128 t =
          (unsigned __int128)a.limb[i] * b.limb[j] + product.limb[i + j] + carry;
      product.limb[i + j] = (uint64_t)t;
      carry = t >> 64;
    }
  }
  return product;
}

CVM_BIG_API int cvm_big_compare(const cvm_big& a, const cvm_big& b) {
  const int na = cvm_big_negative(a), nb = cvm_big_negative(b);
  if (na != nb) return na ? -1 : 1;
  for (int k = CVM_BIG_LIMBS - 1; k >= 0; --k)
    if (a.limb[k] != b.limb[k]) return a.limb[k] < b.limb[k] ? -1 : 1;
  return 0;
}

CVM_BIG_API bool operator==(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) == 0; }
CVM_BIG_API bool operator!=(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) != 0; }
CVM_BIG_API bool operator<(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) < 0; }
CVM_BIG_API bool operator<=(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) <= 0; }
CVM_BIG_API bool operator>(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) > 0; }
CVM_BIG_API bool operator>=(const cvm_big& a, const cvm_big& b) { return cvm_big_compare(a, b) >= 0; }

/* A shift count: negative counts are not in the semantics (s >= 0), huge ones saturate. */
CVM_BIG_API int cvm_big_shift(const cvm_big& s) {
  if (cvm_big_negative(s)) return 0;
  return s > cvm_big(CVM_BIG_BITS) ? CVM_BIG_BITS : (int)s.limb[0];
}

/* a * 2^s. */
CVM_BIG_API cvm_big operator<<(const cvm_big& a, const cvm_big& s) {
  const int n = cvm_big_shift(s), words = n / 64, bits = n % 64;
  cvm_big shifted(0);
  for (int k = CVM_BIG_LIMBS - 1; k >= words; --k) {
    uint64_t v = a.limb[k - words] << bits;
    if (bits != 0 && k - words - 1 >= 0) v |= a.limb[k - words - 1] >> (64 - bits);
    shifted.limb[k] = v;
  }
  return shifted;
}

/* floor(a / 2^s): an arithmetic shift. */
CVM_BIG_API cvm_big operator>>(const cvm_big& a, const cvm_big& s) {
  const int n = cvm_big_shift(s), words = n / 64, bits = n % 64;
  const uint64_t fill = cvm_big_negative(a) ? ~(uint64_t)0 : 0;
  cvm_big shifted;
  for (int k = 0; k < CVM_BIG_LIMBS; ++k) {
    const uint64_t low = k + words < CVM_BIG_LIMBS ? a.limb[k + words] : fill;
    const uint64_t high = k + words + 1 < CVM_BIG_LIMBS ? a.limb[k + words + 1] : fill;
    shifted.limb[k] = bits == 0 ? low : (low >> bits) | (high << (64 - bits));
  }
  return shifted;
}

/* |a| / |b| for b != 0, by shifting and subtracting (a few conditions per call). */
CVM_BIG_API cvm_big cvm_big_magnitude_quotient(cvm_big a, cvm_big b) {
  if (cvm_big_negative(a)) a = -a;
  if (cvm_big_negative(b)) b = -b;
  int top = CVM_BIG_BITS - 1;
  while (top >= 0 && ((a.limb[top / 64] >> (top % 64)) & 1) == 0) --top;
  cvm_big quotient(0), rest(0);
  for (int bit = top; bit >= 0; --bit) {
    rest = rest << cvm_big(1);
    rest.limb[0] |= (a.limb[bit / 64] >> (bit % 64)) & 1;
    if (rest >= b) {
      rest = rest - b;
      quotient.limb[bit / 64] |= (uint64_t)1 << (bit % 64);
    }
  }
  return quotient;
}

/* C's division (toward zero) and remainder; a zero divisor gives 0, as the host printers'
 * guards do (they never let one through). */
CVM_BIG_API cvm_big operator/(const cvm_big& a, const cvm_big& b) {
  if (b == cvm_big(0)) return cvm_big(0);
  const cvm_big q = cvm_big_magnitude_quotient(a, b);
  return cvm_big_negative(a) != cvm_big_negative(b) ? -q : q;
}

CVM_BIG_API cvm_big operator%(const cvm_big& a, const cvm_big& b) {
  if (b == cvm_big(0)) return cvm_big(0);
  return a - b * (a / b);
}

/* The value as int64_t, if it fits. */
CVM_BIG_API int cvm_big_to_int64(const cvm_big& a, int64_t* out) {
  const uint64_t fill = (a.limb[0] >> 63) ? ~(uint64_t)0 : 0;
  for (int k = 1; k < CVM_BIG_LIMBS; ++k)
    if (a.limb[k] != fill) return 0;
  *out = (int64_t)a.limb[0];
  return 1;
}

/* The same helpers over cvm_big: the text above with int64_t replaced. */
/* floor(a / b): C truncates, so step down when the division is inexact and the signs differ. */
CVM_BIG_API cvm_big cvm_floordiv(cvm_big a, cvm_big b) {
    cvm_big q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* a - b * floor(a / b): the remainder moved to the sign of b. */
CVM_BIG_API cvm_big cvm_floormod(cvm_big a, cvm_big b) {
    cvm_big r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

/* a * 2**s: shifting a negative value left is undefined in C, multiplying is not. */
CVM_BIG_API cvm_big cvm_shl(cvm_big a, cvm_big s) { return a * (((cvm_big)1) << s); }

CVM_BIG_API cvm_big cvm_min(cvm_big a, cvm_big b) { return a < b ? a : b; }
CVM_BIG_API cvm_big cvm_max(cvm_big a, cvm_big b) { return a > b ? a : b; }
CVM_BIG_API cvm_big cvm_abs(cvm_big a) { return a < 0 ? -a : a; }

/* b**e for a constant e >= 0 (the printers spell it as repeated multiplication). */
CVM_BIG_API cvm_big cvm_pow(cvm_big b, cvm_big e) {
    cvm_big r = 1;
    for (cvm_big k = 0; k < e; k = k + 1) r = r * b;
    return r;
}

/* min(max(x, lo), hi), in that order even when lo > hi. */
CVM_BIG_API cvm_big cvm_clip(cvm_big x, cvm_big lo, cvm_big hi) {
    return cvm_min(cvm_max(x, lo), hi);
}

/* The smallest i >= 1 with |x| < 2**i. */
CVM_BIG_API cvm_big cvm_bitwidth(cvm_big x) {
    cvm_big a = cvm_abs(x), i = 1;
    while (i < 63 && (a >> i) != 0) i++;
    return i;
}

/* ---- device memory of one call ------------------------------------------------------- */

/* The error flag and the int32 copies of integer inputs held in other dtypes; freed when
 * the call returns, however it returns. */
/* A call's error flag: one device int per device and host thread, made once and zeroed on
 * the call's stream, so that a call allocates and frees nothing for it. */
static inline int* cvm_error_flag() {
  static thread_local int* flags[64] = {NULL};
  int device = 0;
#ifndef CVM_HOST_SHIM
  if (cudaGetDevice(&device) != cudaSuccess || device < 0 || device >= 64) return NULL;
#endif
  if (flags[device] == NULL && cudaMalloc((void**)&flags[device], sizeof(int)) != cudaSuccess)
    flags[device] = NULL;
  return flags[device];
}

/* Whether this host thread is inside a model's launcher (cvm_model_call): the calls of its
 * kernel groups then share the model's flag, zeroed once when the model starts and read once
 * when it ends, and none of them waits for the device. */
static thread_local int cvm_in_model = 0;

struct cvm_call_memory {
  int* error;
  void* copies[CVM_MAX_COPIES];
  int n_copies;
  int64_t* partials;       /* a split reduction's, reused by the call's next one */
  int64_t partials_count;
  int failed; /* a CUDA call failed */

  cvm_call_memory()
      : error(cvm_error_flag()), n_copies(0), partials(NULL), partials_count(0), failed(0) {
    if (cvm_in_model) { /* the model's flag, zeroed when the model started */
      failed = error == NULL;
      return;
    }
    (void)cudaGetLastError(); /* not this call's */
    if (error == NULL || cudaMemsetAsync(error, 0, sizeof(int), cvm_stream) != cudaSuccess)
      failed = 1;
  }
  /* the int32 copies go back to the stream-ordered pool: no device-wide wait */
  ~cvm_call_memory() {
    for (int k = 0; k < n_copies; ++k) cudaFreeAsync(copies[k], cvm_stream);
    if (partials != NULL) cudaFreeAsync(partials, cvm_stream);
  }
  cvm_call_memory(const cvm_call_memory&) = delete;
  cvm_call_memory& operator=(const cvm_call_memory&) = delete;

  /* t's elements as int32: its own data if t is int32, else a copy whose conversion
   * rejects the call on a value outside int32 (NULL if the copy cannot be made). */
  const int32_t* int32_data(const DLTensor* t) {
    if (t->dtype.code == kDLInt && t->dtype.bits == 32) return (const int32_t*)cvm_tensor_data(t);
    const int64_t count = cvm_count(t);
    int32_t* copy = NULL;
    if (failed || n_copies == CVM_MAX_COPIES ||
        cudaMallocAsync((void**)&copy, (size_t)count * sizeof(int32_t), cvm_stream) != cudaSuccess) {
      failed = 1;
      return NULL;
    }
    copies[n_copies++] = copy;
    const unsigned blocks = cvm_blocks(count);
    const void* data = cvm_tensor_data(t);
    switch (t->dtype.code * 256 + t->dtype.bits) {
      case kDLInt * 256 + 8: CVM_LAUNCH(cvm_to_int32<int8_t>, blocks, CVM_THREADS, (const int8_t*)data, copy, count, error); break;
      case kDLInt * 256 + 16: CVM_LAUNCH(cvm_to_int32<int16_t>, blocks, CVM_THREADS, (const int16_t*)data, copy, count, error); break;
      case kDLInt * 256 + 64: CVM_LAUNCH(cvm_to_int32<int64_t>, blocks, CVM_THREADS, (const int64_t*)data, copy, count, error); break;
      case kDLUInt * 256 + 8: CVM_LAUNCH(cvm_to_int32<uint8_t>, blocks, CVM_THREADS, (const uint8_t*)data, copy, count, error); break;
      case kDLUInt * 256 + 16: CVM_LAUNCH(cvm_to_int32<uint16_t>, blocks, CVM_THREADS, (const uint16_t*)data, copy, count, error); break;
      case kDLUInt * 256 + 32: CVM_LAUNCH(cvm_to_int32<uint32_t>, blocks, CVM_THREADS, (const uint32_t*)data, copy, count, error); break;
      case kDLUInt * 256 + 64: CVM_LAUNCH(cvm_to_int32<uint64_t>, blocks, CVM_THREADS, (const uint64_t*)data, copy, count, error); break;
      default: failed = 1; return NULL; /* the caller checked cvm_is_integer */
    }
    return copy;
  }

  /* Room for `count` int64 partials of a split reduction, from the stream-ordered pool
   * (NULL if it cannot be had). The call's reductions run one after another on its
   * stream, so each takes the room the one before it used. */
  int64_t* reduction_partials(int64_t count) {
    if (failed) return NULL;
    if (count > partials_count) {
      if (partials != NULL) cudaFreeAsync(partials, cvm_stream);
      partials = NULL;
      partials_count = 0;
      if (cudaMallocAsync((void**)&partials, (size_t)count * sizeof(int64_t), cvm_stream) !=
          cudaSuccess) {
        failed = 1;
        return NULL;
      }
      partials_count = count;
    }
    return partials;
  }

  /* Waits for the work launched so far: CVM_OK, CVM_INVALID if a check rejected the call,
   * or CVM_DEVICE_ERROR. */
  int status() {
    if (failed || cudaGetLastError() != cudaSuccess) return CVM_DEVICE_ERROR;
    if (cvm_in_model) return CVM_OK; /* the model reads its flag when it ends */
    int flag = 0;
    if (cudaMemcpyAsync(&flag, error, sizeof(int), cudaMemcpyDeviceToHost, cvm_stream) !=
            cudaSuccess || cudaStreamSynchronize(cvm_stream) != cudaSuccess)
      return CVM_DEVICE_ERROR;
    return flag ? CVM_INVALID : CVM_OK;
  }
};

/* ---- a model's call ---------------------------------------------------------------------- */

/* One call of a model's launcher on this thread: its kernel groups' calls share one error
 * flag and never wait (cvm_in_model); `status` waits once and reads the flag. */
struct cvm_model_call {
  int* error;
  int failed;

  cvm_model_call() : error(cvm_error_flag()), failed(0) {
    (void)cudaGetLastError(); /* not this call's */
    if (error == NULL || cudaMemsetAsync(error, 0, sizeof(int), cvm_stream) != cudaSuccess)
      failed = 1;
    cvm_in_model = 1;
  }
  ~cvm_model_call() { cvm_in_model = 0; }
  cvm_model_call(const cvm_model_call&) = delete;
  cvm_model_call& operator=(const cvm_model_call&) = delete;

  /* Waits for the model's work: CVM_OK, CVM_INVALID if a kernel rejected the call, or
   * CVM_DEVICE_ERROR. */
  int status() {
    cvm_in_model = 0;
    if (failed || cudaGetLastError() != cudaSuccess) return CVM_DEVICE_ERROR;
    int flag = 0;
    if (cudaMemcpyAsync(&flag, error, sizeof(int), cudaMemcpyDeviceToHost, cvm_stream) !=
            cudaSuccess || cudaStreamSynchronize(cvm_stream) != cudaSuccess)
      return CVM_DEVICE_ERROR;
    return flag ? CVM_INVALID : CVM_OK;
  }
};

/* ---- a model's buffers ------------------------------------------------------------------ */

#define CVM_MAX_BUFFERS 64

/* The device buffers of one call of a model, for the values between its kernel groups:
 * from the stream-ordered pool when the call starts, back to it when the call returns,
 * however it returns. */
struct cvm_model_buffers {
  void* data[CVM_MAX_BUFFERS];
  int count;
  int failed; /* a buffer could not be had */

  cvm_model_buffers(int n, const int64_t* bytes) : count(0), failed(n > CVM_MAX_BUFFERS) {
    for (int k = 0; k < n && !failed; ++k) {
      if (cudaMallocAsync(&data[k], (size_t)(bytes[k] > 0 ? bytes[k] : 1), cvm_stream) !=
          cudaSuccess) {
        failed = 1;
        break;
      }
      count = k + 1;
    }
  }
  ~cvm_model_buffers() {
    for (int k = 0; k < count; ++k) cudaFreeAsync(data[k], cvm_stream);
  }
  cvm_model_buffers(const cvm_model_buffers&) = delete;
  cvm_model_buffers& operator=(const cvm_model_buffers&) = delete;
};

/* ---- the normal forms ---------------------------------------------------------------- */

/* The magic number and shift that divide by d (1 <= d < 2^31) in cvm_quotient: with
 * s = ceil(log2 d), magic = floor(2^32 (2^s - d) / d) + 1 (PyTorch's IntDivider). An axis
 * too long for 32 bits gets none: its launch runs in int64_t (cvm_view_fits32). */
static inline void cvm_divisor(int64_t d, uint32_t* magic, uint32_t* shift) {
  *magic = 0;
  *shift = 0;
  if (d < 1 || d >= (1LL << 31)) return;
  uint32_t s = 0;
  while ((1LL << s) < d) ++s;
  *magic = (uint32_t)(((1ULL << 32) * ((1ULL << s) - (uint64_t)d)) / (uint64_t)d + 1);
  *shift = s;
}

/* `n` views over one index space of `rank` axes (`shape`; view k's offset[k] and its
 * stride[k * rank + a] per axis a) with the axes of length 1 dropped and each axis merged
 * into the one before it where it runs on in memory in every view: a copy of a whole
 * tensor is one flat loop. */
static inline void cvm_coalesce(int rank, const int64_t* shape, int n, const int64_t* offset,
                                const int64_t* stride, cvm_view* views) {
  int kept = 0;
  for (int a = 0; a < rank; ++a) {
    if (shape[a] == 1) continue;
    bool merge = kept > 0;
    for (int k = 0; k < n && merge; ++k)
      merge = views[k].stride[kept - 1] == stride[k * rank + a] * shape[a];
    for (int k = 0; k < n; ++k) {
      if (merge) {
        views[k].shape[kept - 1] *= shape[a];
        views[k].stride[kept - 1] = stride[k * rank + a];
      } else {
        views[k].shape[kept] = shape[a];
        views[k].stride[kept] = stride[k * rank + a];
      }
    }
    if (!merge) ++kept;
  }
  for (int k = 0; k < n; ++k) {
    views[k].rank = kept > 0 ? kept : 1;
    views[k].offset = offset[k];
    if (kept == 0) {
      views[k].shape[0] = 1;
      views[k].stride[0] = 0;
    }
    for (int a = 0; a < CVM_VIEW_RANK; ++a)
      cvm_divisor(a < views[k].rank ? views[k].shape[a] : 1, &views[k].magic[a],
                  &views[k].shift[a]);
  }
}

static inline cvm_view cvm_coalesced(int rank, const int64_t* shape, const int64_t* stride,
                                     int64_t offset) {
  cvm_view view;
  cvm_coalesce(rank, shape, 1, &offset, stride, &view);
  return view;
}

/* The farthest any element of the view lies from 0, or CVM_INDEX32_LIMIT if that is as far
 * or farther. */
static inline int64_t cvm_view_reach(const cvm_view& view) {
  int64_t reach = view.offset < 0 ? -view.offset : view.offset;
  for (int a = 0; a < view.rank; ++a) {
    const int64_t step = view.stride[a] < 0 ? -view.stride[a] : view.stride[a];
    if (view.shape[a] > CVM_INDEX32_LIMIT || step > CVM_INDEX32_LIMIT) return CVM_INDEX32_LIMIT;
    reach += step * (view.shape[a] - 1);
    if (reach >= CVM_INDEX32_LIMIT) return CVM_INDEX32_LIMIT;
  }
  return reach;
}

/* Whether every element of the view, and so every partial sum of cvm_view_at, fits the
 * 32-bit indices. */
static inline bool cvm_view_fits32(const cvm_view& view) {
  return cvm_view_reach(view) < CVM_INDEX32_LIMIT;
}

/* The axes of `t` (an output, compact) as a view, uncoalesced, with the magic numbers of
 * its dims: for a kernel that unravels its flat index into them. */
static inline cvm_view cvm_shape_view(const DLTensor* t) {
  cvm_view view;
  memset(&view, 0, sizeof view);
  view.rank = t->ndim;
  for (int a = 0; a < t->ndim && a < CVM_VIEW_RANK; ++a) {
    view.shape[a] = t->shape[a];
    cvm_divisor(t->shape[a], &view.magic[a], &view.shift[a]);
  }
  return view;
}

/* Whether a launch over `count` elements through `n` views runs in 32-bit indices. */
static inline bool cvm_index32(int64_t count, const cvm_view* views, int n) {
  if (count >= CVM_INDEX32_LIMIT) return false;
  for (int k = 0; k < n; ++k)
    if (!cvm_view_fits32(views[k])) return false;
  return true;
}

/* The axis of the view that reads its input contiguously, where a tiled transpose serves
 * it better than a gather (its last axis reads strided, both axes span tiles); -1 if
 * none. */
static inline int cvm_transposed_axis(const cvm_view& view) {
  const int last = view.rank - 1;
  if (last < 1 || view.stride[last] == 0 || view.stride[last] == 1 ||
      view.shape[last] < CVM_TILE / 2)
    return -1;
  for (int a = last - 1; a >= 0; --a)
    if (view.stride[a] == 1 && view.shape[a] >= CVM_TILE / 2) return a;
  return -1;
}

/* Whether a reduction's reduced view reads contiguously: a warp per output serves it. */
static inline bool cvm_reduces_inner(const cvm_view& over, int64_t reduced_count) {
  return reduced_count >= CVM_WARP && over.stride[over.rank - 1] == 1;
}

/* `to` (compact) as the strided view of `from` at `offset` with `stride` per axis of `to`,
 * in elements: a tiled transpose where the view's innermost axis changes, else a gather.
 * CVM_UNSUPPORTED for an element of another size than 1, 2, 4 or 8 bytes (a launcher
 * checks that first). */
template <typename T, typename I>
static inline void cvm_move(const T* from, T* to, int64_t count, const cvm_view& view) {
  const int inner = cvm_transposed_axis(view);
  if (inner >= 0) {
    const int64_t tiles = count / (view.shape[inner] * view.shape[view.rank - 1]) *
        ((view.shape[inner] + CVM_TILE - 1) / CVM_TILE) *
        ((view.shape[view.rank - 1] + CVM_TILE - 1) / CVM_TILE);
    void (*kernel)(const T*, T*, I, cvm_view, int) = cvm_transpose_kernel<T, I>;
    CVM_LAUNCH(kernel, dim3((unsigned)(tiles < CVM_MAX_BLOCKS ? tiles : CVM_MAX_BLOCKS)),
               dim3(CVM_TILE, CVM_TILE_ROWS), from, to, (I)count, view, inner);
  } else {
    void (*kernel)(const T*, T*, I, cvm_view) = cvm_gather_kernel<T, I>;
    CVM_LAUNCH(kernel, cvm_blocks(count, CVM_GATHER_ILP), CVM_THREADS, from, to, (I)count,
               view);
  }
}

/* The same over an index space of `rank` axes (`shape`) whose row-major order is `to`'s,
 * `stride` per axis of that space, that coalesces to at most CVM_VIEW_RANK axes. */
static inline int cvm_gather(const DLTensor* from, DLTensor* to, int rank, const int64_t* shape,
                             int64_t offset, const int64_t* stride) {
  const cvm_view view = cvm_coalesced(rank, shape, stride, offset);
  const int64_t count = cvm_count(to);
  const bool narrow = cvm_index32(count, &view, 1);
  switch (cvm_element_bytes(from)) {
    case 1:
      if (narrow)
        cvm_move<uint8_t, int32_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, view);
      else
        cvm_move<uint8_t, int64_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, view);
      return CVM_OK;
    case 2:
      if (narrow)
        cvm_move<uint16_t, int32_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, view);
      else
        cvm_move<uint16_t, int64_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, view);
      return CVM_OK;
    case 4:
      if (narrow)
        cvm_move<uint32_t, int32_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, view);
      else
        cvm_move<uint32_t, int64_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, view);
      return CVM_OK;
    case 8:
      if (narrow)
        cvm_move<uint64_t, int32_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, view);
      else
        cvm_move<uint64_t, int64_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, view);
      return CVM_OK;
    default:
      return CVM_UNSUPPORTED;
  }
}

/* The blocks that fill the device: as many of CVM_SPLIT_THREADS threads as its
 * multiprocessors hold (2048 threads each). */
static inline int64_t cvm_fill_blocks() {
#ifdef CVM_HOST_SHIM
  return 6;   /* few, so that the shim splits small reductions */
#else
  static thread_local int64_t blocks[64] = {0};
  int device = 0;
  if (cudaGetDevice(&device) != cudaSuccess || device < 0 || device >= 64) return 1;
  if (blocks[device] == 0) {
    int processors = 1;   /* if the query fails, the call's next CUDA call reports it */
    cudaDeviceGetAttribute(&processors, cudaDevAttrMultiProcessorCount, device);
    blocks[device] = (int64_t)(processors > 0 ? processors : 1) * (2048 / CVM_SPLIT_THREADS);
  }
  return blocks[device];
#endif
}

/* How a reduction runs, chosen from its shape: `count` outputs of `reduced_count` rows
 * each, which read contiguously or not (`inner`, cvm_reduces_inner), on a device that
 * `fill` blocks fill. Outputs enough to fill it take a warp each (inner) or a thread each;
 * fewer are split (cvm_reduce_split_kernel): blocks of `width` outputs, a power of 2 (1
 * where the rows read contiguously, so that a block's threads read along them), over
 * `slices` slices of `slice_rows` rows, as many as fill the device while each thread
 * folds a round of CVM_REDUCE_ILP rows a slice. */
#define CVM_REDUCE_BY_THREAD 0
#define CVM_REDUCE_BY_WARP 1
#define CVM_REDUCE_SPLIT 2
struct cvm_reduction_plan {
  int kernel;
  int64_t width, slices, slice_rows;
};

static inline cvm_reduction_plan cvm_plan_reduction(int64_t count, int64_t reduced_count,
                                                    bool inner, int64_t fill) {
  if (inner ? count >= fill * CVM_REDUCE_WARPS : count >= fill * CVM_SPLIT_THREADS)
    return cvm_reduction_plan{inner ? CVM_REDUCE_BY_WARP : CVM_REDUCE_BY_THREAD, 0, 1,
                              reduced_count};
  int64_t width = 1;
  while (!inner && width < count && width < CVM_SPLIT_THREADS) width *= 2;
  const int64_t round = CVM_REDUCE_ILP * (CVM_SPLIT_THREADS / width);
  const int64_t blocks = (count + width - 1) / width;
  int64_t slices = fill / blocks;
  if (slices > (reduced_count + round - 1) / round) slices = (reduced_count + round - 1) / round;
  if (slices <= 1) return cvm_reduction_plan{CVM_REDUCE_SPLIT, width, 1, reduced_count};
  const int64_t slice_rows = (reduced_count + slices - 1) / slices;
  /* every slice holds a row */
  return cvm_reduction_plan{CVM_REDUCE_SPLIT, width, (reduced_count + slice_rows - 1) / slice_rows,
                            slice_rows};
}

template <int KIND, typename I>
static inline void cvm_reduce_split(const int32_t* from, int32_t* to, int64_t count,
                                    const cvm_view& kept, const cvm_view& over,
                                    int64_t reduced_count, const cvm_reduction_plan& plan,
                                    cvm_call_memory& memory) {
  int64_t* partials = NULL;
  if (plan.slices > 1 && (partials = memory.reduction_partials(plan.slices * count)) == NULL)
    return;   /* memory.status() reports it */
  const int64_t blocks = (count + plan.width - 1) / plan.width * plan.slices;
  void (*split)(const int32_t*, int32_t*, int64_t*, I, cvm_view, cvm_view, I, I, int*) =
      cvm_reduce_split_kernel<KIND, I>;
  CVM_LAUNCH(split, (unsigned)blocks,
             dim3((unsigned)plan.width, (unsigned)(CVM_SPLIT_THREADS / plan.width)), from, to,
             partials, (I)count, kept, over, (I)reduced_count, (I)plan.slice_rows,
             memory.error);
  if (partials == NULL) return;
  void (*fold)(const int64_t*, int32_t*, I, I, int*) = cvm_reduce_partials_kernel<KIND, I>;
  CVM_LAUNCH(fold, (unsigned)((count + CVM_REDUCE_WARPS - 1) / CVM_REDUCE_WARPS),
             CVM_REDUCE_WARPS * CVM_WARP, partials, to, (I)count, (I)plan.slices,
             memory.error);
}

static inline int cvm_gather(const DLTensor* from, DLTensor* to, int64_t offset,
                             const int64_t* stride) {
  return cvm_gather(from, to, to->ndim, to->shape, offset, stride);
}

template <typename T, typename I>
static inline void cvm_move_split(const T* from, T* to, int64_t count, const cvm_view& outer,
                                  const cvm_view& inner, const cvm_view& cut) {
  void (*kernel)(const T*, T*, I, cvm_view, cvm_view, cvm_view) = cvm_gather_split_kernel<T, I>;
  CVM_LAUNCH(kernel, cvm_blocks(count, CVM_GATHER_ILP), CVM_THREADS, from, to, (I)count,
             outer, inner, cut);
}

/* `to` (compact) as the strided view of `from` at `offset` with `stride` per axis of an
 * index space of `rank` axes (`shape`, at most 2 * CVM_MAX_RANK) whose row-major order is
 * `to`'s: output axes split into quotient and remainder (codegen/normal_forms.split_view,
 * tile). Coalesced, it is one view (cvm_gather's) where it keeps at most CVM_VIEW_RANK
 * axes, else the sum of an outer and an inner view. */
static inline int cvm_gather_split(const DLTensor* from, DLTensor* to, int rank,
                                   const int64_t* shape, int64_t offset, const int64_t* stride) {
  int64_t kept_shape[2 * CVM_MAX_RANK], kept_stride[2 * CVM_MAX_RANK];
  int kept = 0;
  for (int a = 0; a < rank; ++a) {   /* cvm_coalesce's merge, past a view's rank */
    if (shape[a] == 1) continue;
    if (kept > 0 && kept_stride[kept - 1] == stride[a] * shape[a]) {
      kept_shape[kept - 1] *= shape[a];
      kept_stride[kept - 1] = stride[a];
    } else {
      kept_shape[kept] = shape[a];
      kept_stride[kept++] = stride[a];
    }
  }
  if (kept <= CVM_VIEW_RANK) return cvm_gather(from, to, kept, kept_shape, offset, kept_stride);
  const int first = kept - CVM_VIEW_RANK;   /* the inner view: the last CVM_VIEW_RANK axes */
  const cvm_view outer = cvm_coalesced(first, kept_shape, kept_stride, offset);
  const cvm_view inner = cvm_coalesced(CVM_VIEW_RANK, kept_shape + first, kept_stride + first, 0);
  const int64_t count = cvm_count(to);
  cvm_view cut;
  memset(&cut, 0, sizeof cut);
  cut.rank = 2;
  cut.shape[1] = 1;
  for (int a = first; a < kept; ++a) cut.shape[1] *= kept_shape[a];
  cut.shape[0] = count / cut.shape[1];
  cvm_divisor(cut.shape[1], &cut.magic[1], &cut.shift[1]);
  /* an element lies at outer + inner: their reaches add */
  const bool narrow = count < CVM_INDEX32_LIMIT &&
                      cvm_view_reach(outer) + cvm_view_reach(inner) < CVM_INDEX32_LIMIT;
  switch (cvm_element_bytes(from)) {
    case 1:
      if (narrow)
        cvm_move_split<uint8_t, int32_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, outer, inner, cut);
      else
        cvm_move_split<uint8_t, int64_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, outer, inner, cut);
      return CVM_OK;
    case 2:
      if (narrow)
        cvm_move_split<uint16_t, int32_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, outer, inner, cut);
      else
        cvm_move_split<uint16_t, int64_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, outer, inner, cut);
      return CVM_OK;
    case 4:
      if (narrow)
        cvm_move_split<uint32_t, int32_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, outer, inner, cut);
      else
        cvm_move_split<uint32_t, int64_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, outer, inner, cut);
      return CVM_OK;
    case 8:
      if (narrow)
        cvm_move_split<uint64_t, int32_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, outer, inner, cut);
      else
        cvm_move_split<uint64_t, int64_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, outer, inner, cut);
      return CVM_OK;
    default:
      return CVM_UNSUPPORTED;
  }
}

template <typename T, typename I>
static inline void cvm_move_box(const T* from, T* to, int64_t count, const cvm_view* views) {
  void (*kernel)(const T*, T*, I, cvm_view, cvm_view) = cvm_gather_box_kernel<T, I>;
  CVM_LAUNCH(kernel, cvm_blocks(count, CVM_GATHER_ILP), CVM_THREADS, from, to, (I)count,
             views[0], views[1]);
}

/* The box of `to` (compact) from `lower` to before `upper` along `axis`, every other axis
 * whole, as the strided view of `from` at `offset` with `stride` per axis of `to` (over the
 * whole of `to`'s index): one gather, and none for an empty box. The box starts at the
 * largest of `lower` (n_lower entries) and ends at the smallest of `upper` (n_upper), as
 * a piece of a select bounds it (codegen/normal_forms.piecewise_views). */
static inline int cvm_gather_box(const DLTensor* from, DLTensor* to, int64_t axis,
                                 const int64_t* lower, int n_lower, const int64_t* upper,
                                 int n_upper, int64_t offset, const int64_t* stride) {
  int64_t start = lower[0], end = upper[0];
  for (int k = 1; k < n_lower; ++k) start = start > lower[k] ? start : lower[k];
  for (int k = 1; k < n_upper; ++k) end = end < upper[k] ? end : upper[k];
  if (start < 0) start = 0;
  if (end > to->shape[axis]) end = to->shape[axis];
  if (end <= start) return CVM_OK;   /* an empty piece launches nothing */
  const int rank = to->ndim;
  int64_t shape[CVM_MAX_RANK], strides[2 * CVM_MAX_RANK], step = 1, count = 1;
  for (int a = rank - 1; a >= 0; --a) {   /* the box, read from `from`, written into `to` */
    shape[a] = a == axis ? end - start : to->shape[a];
    strides[a] = stride[a];
    strides[rank + a] = step;
    step *= to->shape[a];
    count *= shape[a];
  }
  const int64_t offsets[2] = {offset + start * stride[axis], start * strides[rank + axis]};
  cvm_view views[2];
  cvm_coalesce(rank, shape, 2, offsets, strides, views);
  const bool narrow = cvm_index32(count, views, 2);
  switch (cvm_element_bytes(from)) {
    case 1:
      if (narrow)
        cvm_move_box<uint8_t, int32_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, views);
      else
        cvm_move_box<uint8_t, int64_t>((const uint8_t*)cvm_tensor_data(from), (uint8_t*)cvm_tensor_data(to), count, views);
      return CVM_OK;
    case 2:
      if (narrow)
        cvm_move_box<uint16_t, int32_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, views);
      else
        cvm_move_box<uint16_t, int64_t>((const uint16_t*)cvm_tensor_data(from), (uint16_t*)cvm_tensor_data(to), count, views);
      return CVM_OK;
    case 4:
      if (narrow)
        cvm_move_box<uint32_t, int32_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, views);
      else
        cvm_move_box<uint32_t, int64_t>((const uint32_t*)cvm_tensor_data(from), (uint32_t*)cvm_tensor_data(to), count, views);
      return CVM_OK;
    case 8:
      if (narrow)
        cvm_move_box<uint64_t, int32_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, views);
      else
        cvm_move_box<uint64_t, int64_t>((const uint64_t*)cvm_tensor_data(from), (uint64_t*)cvm_tensor_data(to), count, views);
      return CVM_OK;
    default:
      return CVM_UNSUPPORTED;
  }
}

template <int KIND, typename I>
static inline void cvm_reduce_as(const int32_t* from, int32_t* to, int64_t count,
                                 const cvm_view& kept, const cvm_view& over,
                                 int64_t reduced_count, cvm_call_memory& memory) {
  const cvm_reduction_plan plan = cvm_plan_reduction(
      count, reduced_count, cvm_reduces_inner(over, reduced_count), cvm_fill_blocks());
  if (plan.kernel == CVM_REDUCE_SPLIT) {
    cvm_reduce_split<KIND, I>(from, to, count, kept, over, reduced_count, plan, memory);
    return;
  }
  void (*kernel)(const int32_t*, int32_t*, I, cvm_view, cvm_view, I, int*);
  if (plan.kernel == CVM_REDUCE_BY_WARP) {
    kernel = cvm_reduce_warp_kernel<KIND, I>;
    const int64_t blocks = (count + CVM_REDUCE_WARPS - 1) / CVM_REDUCE_WARPS;
    CVM_LAUNCH(kernel, (unsigned)(blocks < CVM_MAX_BLOCKS ? blocks : CVM_MAX_BLOCKS),
               CVM_REDUCE_WARPS * CVM_WARP, from, to, (I)count, kept, over,
               (I)reduced_count, memory.error);
  } else {
    kernel = cvm_reduce_kernel<KIND, I>;
    CVM_LAUNCH(kernel, cvm_blocks(count), CVM_THREADS, from, to, (I)count, kept, over,
               (I)reduced_count, memory.error);
  }
}

/* `to` (compact, int32) as the KIND of reduction over the `reduced` axes (their `extent` and
 * `reduced_stride`) of `from` (int32 data) at `offset` with `stride` per axis of `to`. */
template <int KIND>
static inline void cvm_reduce(const int32_t* from, DLTensor* to, int64_t offset,
                              const int64_t* stride, int reduced, const int64_t* extent,
                              const int64_t* reduced_stride, cvm_call_memory& memory) {
  const cvm_view kept = cvm_coalesced(to->ndim, to->shape, stride, offset);
  const cvm_view over = cvm_coalesced(reduced, extent, reduced_stride, 0);
  int64_t reduced_count = 1;
  for (int a = 0; a < reduced; ++a) reduced_count *= extent[a];
  const int64_t count = cvm_count(to);
  /* an input element lies at kept + over: their reaches add */
  if (count < CVM_INDEX32_LIMIT && reduced_count < CVM_INDEX32_LIMIT &&
      cvm_view_reach(kept) + cvm_view_reach(over) < CVM_INDEX32_LIMIT)
    cvm_reduce_as<KIND, int32_t>(from, (int32_t*)cvm_tensor_data(to), count, kept, over, reduced_count, memory);
  else
    cvm_reduce_as<KIND, int64_t>(from, (int32_t*)cvm_tensor_data(to), count, kept, over, reduced_count, memory);
}

/* ---- lifted calls: leading axes of length 1 (cvmverify/core/rank_lift.py) -------------- */

/* An axis of a tensor with `bound` axes after k leading ones: a non-negative one moves by
 * k, a negative one counts from the end and stays; one out of range stays out of range. */
static inline int64_t cvm_lifted_axis(int64_t axis, int64_t bound, int k) {
  if (axis < -bound) return axis - k;
  return axis < 0 ? axis : axis + k;
}

/* t with k leading axes of length 1, its shape held in `shape`; 0 if that passes rank 6.
 * t is compact (cvm_tensor_ok), and so the lifted tensor is too. */
static inline int cvm_lift_tensor(const DLTensor* t, int k, DLTensor* lifted, int64_t* shape) {
  if (t->ndim + k > CVM_MAX_RANK) return 0;
  *lifted = *t;
  for (int j = 0; j < k; ++j) shape[j] = 1;
  for (int j = 0; j < t->ndim; ++j) shape[k + j] = t->shape[j];
  lifted->ndim = t->ndim + k;
  lifted->shape = shape;
  lifted->strides = NULL;
  return 1;
}

/* The lifted copies of a call's n tensors and their shapes, freed with it. */
struct cvm_lifted_tensors {
  DLTensor* tensors;
  int64_t* shapes;

  explicit cvm_lifted_tensors(int n)
      : tensors(new DLTensor[n > 0 ? n : 1]), shapes(new int64_t[(n > 0 ? n : 1) * CVM_MAX_RANK]) {}
  ~cvm_lifted_tensors() {
    delete[] tensors;
    delete[] shapes;
  }
  cvm_lifted_tensors(const cvm_lifted_tensors&) = delete;
  cvm_lifted_tensors& operator=(const cvm_lifted_tensors&) = delete;

  /* The n tensors of `from` lifted by k; 0 if one would pass rank 6. */
  int lift(const DLTensor* from, int n, int k) {
    for (int t = 0; t < n; ++t)
      if (!cvm_lift_tensor(&from[t], k, &tensors[t], &shapes[t * CVM_MAX_RANK])) return 0;
    return 1;
  }
};

#endif /* __CUDACC_RTC__ */
#endif /* CVM_CUDA_H_ */
