/*
 * dense: x @ w.T (+ b)
 *
 * Generated from the cvmverify spec of dense; regenerate rather than edit.
 * Compiled with the others of its unit, nn_ops.cu, or alone (nvcc -x cu -c).
 * 2 structures (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_dense(const DLTensor* inputs, int n_inputs,
 *                DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* dense, structure has:b=False, rank:w=2, rank:x=2: output y (int32) */
template <typename I>
__global__ void _dense_0_y(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t w_shape_1,
    cvm_view cvm_shape,
    int* cvm_error) {
  bool cvm_out_of_range = false;  /* a noted check failed: reported after the rounds */
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 1) {
    int32_t cvm_values[1];
    bool cvm_done[1];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      cvm_done[cvm_j] = false;
      if (cvm_k < cvm_count) {
        I cvm_rest = cvm_k;
        const I cvm_quotient_1 = cvm_quotient(cvm_shape, 1, cvm_rest);
        const int64_t i1 = cvm_rest - cvm_quotient_1 * (I)cvm_shape.shape[1];
        cvm_rest = cvm_quotient_1;
        const int64_t i0 = cvm_rest;
        int64_t v3 = 0;
        for (int64_t r1 = 0; r1 < x_shape_1; ++r1) {
          const int64_t v0 = w[i1*w_shape_1 + r1];
          const int64_t v1 = x[i0*x_shape_1 + r1];
          const int64_t v2 = v0*v1;
          CVM_REQUIRE_INT32(v2);
          v3 += v2;
        }
        CVM_NOTE_INT32(v3);
        cvm_values[cvm_j] = (int32_t)v3;
        cvm_done[cvm_j] = true;
      }
    cvm_next:;
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
  if (cvm_out_of_range) cvm_reject(cvm_error);
}

/* dense, structure has:b=True, rank:b=1, rank:w=2, rank:x=2: output y (int32) */
template <typename I>
__global__ void _dense_1_y(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t w_shape_1,
    cvm_view cvm_shape,
    int* cvm_error) {
  bool cvm_out_of_range = false;  /* a noted check failed: reported after the rounds */
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 1) {
    int32_t cvm_values[1];
    bool cvm_done[1];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      cvm_done[cvm_j] = false;
      if (cvm_k < cvm_count) {
        I cvm_rest = cvm_k;
        const I cvm_quotient_1 = cvm_quotient(cvm_shape, 1, cvm_rest);
        const int64_t i1 = cvm_rest - cvm_quotient_1 * (I)cvm_shape.shape[1];
        cvm_rest = cvm_quotient_1;
        const int64_t i0 = cvm_rest;
        const int64_t v0 = b[i1];
        int64_t v4 = 0;
        for (int64_t r1 = 0; r1 < x_shape_1; ++r1) {
          const int64_t v1 = w[i1*w_shape_1 + r1];
          const int64_t v2 = x[i0*x_shape_1 + r1];
          const int64_t v3 = v1*v2;
          CVM_REQUIRE_INT32(v3);
          v4 += v3;
        }
        CVM_NOTE_INT32(v4);
        const int32_t v5 = cvm_add_int32(v0, v4, cvm_out_of_range);
        cvm_values[cvm_j] = (int32_t)v5;
        cvm_done[cvm_j] = true;
      }
    cvm_next:;
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
  if (cvm_out_of_range) cvm_reject(cvm_error);
}

/* ==== the tensor-core path (cvmverify/codegen/cuda_tensor_core.py) ======================= */

/* ==== int8 tensor cores: x (M, K) . w (N, K)^T with int32 accumulators ==================
 *
 * The tile code of cvmverify/codegen/cuda_tensor_core.py, inlined (once per translation
 * unit) into each module that has a tensor-core path, so that NVRTC compiles it from the
 * module's own text. The product is a problem's (cvm_tc_dense: two row-major matrices;
 * cvm_tc_conv: a convolution's implicit GEMM), which stages the operands' tiles and stores
 * the elements. A block computes an S::BM x S::BN tile of the output, S one of the tile
 * shapes below (cvm_tc_wide, cvm_tc_narrow): the operands go through shared memory as int8
 * (exact: the precision proof bounds them to 8 bits), CVM_TC_BK of K at a time in a
 * pipeline of S::STAGES slices (cp.async, the others on their way while one is multiplied);
 * each warp multiplies an S::WM x S::WN sub-tile with ldmatrix and
 * mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 (sm_80 and later).
 * Accumulation is exact where every partial sum of products stays within int32, which
 * the caller checks on the host before it picks this path (K * max|x| * max|w| <=
 * 2^31 - 1); the epilogue (the fused formula's own statements after the sum) then runs on
 * the accumulators in registers before the one store of each element. Rows and columns past M, N and the K
 * past the last full slice are zero-filled in shared memory and never stored.
 *
 * The host shim (-DCVM_HOST_SHIM, cvm_host_shim.h) runs the threads of a block as
 * cooperative fibers, so this kernel runs there as written: its __syncthreads() barriers
 * real, cp.async a plain copy. What a warp does together goes through the warp's scratch:
 * ldmatrix gives each lane the words of the rows its lanes name, and mma.sync reads the
 * 32 lanes' fragments by the PTX ISA's layout of m16n8k32 s8 and computes the int8 x int8
 * -> int32 products in a plain loop. So the CPU checks the tiling, the staging, the
 * barriers, the addresses of the fragments, their layout and the epilogue of this kernel;
 * what it cannot check is the device's timing (a stage refilled too early), which the
 * order of cvm_tc_wait, __syncthreads and the refill of the stage last used rules out.
 */
#ifndef CVM_TENSOR_CORE_
#define CVM_TENSOR_CORE_

#define CVM_TC_BK 64           /* K per shared-memory slice: two mma k-steps of 32 */
#define CVM_TC_THREADS 256     /* 8 warps */
#define CVM_TC_ROW_WORDS 20    /* a staged row: 64 bytes and 16 of padding (no bank conflicts) */
#ifdef CVM_HOST_SHIM
#define CVM_TC_BOUNDS
#define CVM_TC_UNROLL
#else
#define CVM_TC_BOUNDS __launch_bounds__(CVM_TC_THREADS)
#define CVM_TC_UNROLL _Pragma("unroll") /* the registers of cvm_tc_thread stay registers */
#endif

/* A block's tile: BM x BN of the output, its 8 warps WARPS_M along M by WARPS_N along N,
 * STAGES slices of K in shared memory. */
template <int BM_, int BN_, int WARPS_N_, int STAGES_>
struct cvm_tc_shape {
  static constexpr int BM = BM_, BN = BN_, STAGES = STAGES_;
  static constexpr int WARPS_N = WARPS_N_, WARPS_M = CVM_TC_THREADS / 32 / WARPS_N_;
  static constexpr int WM = BM / WARPS_M, WN = BN / WARPS_N;  /* a warp's sub-tile */
  static constexpr int MI = WM / 16, NI = WN / 8;              /* its m16 and n8 tiles */
  static_assert(WM % 16 == 0 && WN % 16 == 0, "whole m16 tiles and pairs of n8 tiles");
};

/* Many output columns (N per group > CVM_TC_NARROW_N): 2 x 4 warps of 64 x 32, four slices
 * in flight (80 KiB of shared memory). */
typedef cvm_tc_shape<128, 128, 4, 4> cvm_tc_wide;

/* Few output columns (conv_requant's 16 channels per group): 8 warps along M of 16 x 16,
 * so that the mma work is not 7/8 zeros; two stages (22.5 KiB), as the small tile leaves
 * room for many blocks per SM, which hide the loads' latency, and a small K (36 for a 3x3
 * over 4 channels: one slice) pays no prologue of empty stages. */
typedef cvm_tc_shape<128, 16, 1, 2> cvm_tc_narrow;
#define CVM_TC_NARROW_N 32     /* the widest N per group the narrow tile takes (two tiles) */
#define CVM_TC_MIN_N 8         /* below (depthwise: 1), the general kernel (see cvm_tc_pick) */

/* A slice of both operands per stage, in shared memory (dynamic on the GPU). */
template <typename S>
struct cvm_tc_tiles {
  uint32_t x[S::STAGES][S::BM * CVM_TC_ROW_WORDS];
  uint32_t w[S::STAGES][S::BN * CVM_TC_ROW_WORDS];
};

/* A thread's registers. */
template <typename S>
struct cvm_tc_thread {
  uint32_t a[S::MI][4];                      /* fragments of x: 16 x 32 int8 per m16 tile */
  uint32_t b[S::NI][2];                      /* fragments of w^T: 32 x 8 int8 per n8 tile */
  int32_t acc[S::MI][S::NI][4];              /* 16 x 8 int32 accumulators per (mi, ni) */
};

/* 16 bytes from global memory at p (16-byte aligned). */
static __device__ __forceinline__ void cvm_tc_load16(const void* p, uint32_t* words) {
#ifdef CVM_HOST_SHIM
  memcpy(words, p, 16);
#else
  const uint4 v = *(const uint4*)p;
  words[0] = v.x;
  words[1] = v.y;
  words[2] = v.z;
  words[3] = v.w;
#endif
}

static __device__ __forceinline__ uint32_t cvm_tc_pack(int32_t v0, int32_t v1, int32_t v2,
                                                       int32_t v3) {
  return ((uint32_t)v0 & 0xffu) | (((uint32_t)v1 & 0xffu) << 8) |
         (((uint32_t)v2 & 0xffu) << 16) | (((uint32_t)v3 & 0xffu) << 24);
}

/* Elements k .. k+15 of row `row` of a (rows, K) operand as 16 int8, zero past the edges:
 * one or four vector loads where the chunk is whole and aligned, else one element at a
 * time. */
template <typename T>
static __device__ __forceinline__ void cvm_tc_fetch_chunk(const T* __restrict__ src,
                                                          int64_t rows, int64_t K,
                                                          int64_t row, int64_t k,
                                                          uint32_t* words) {
  const T* p = src + row * K + k;
  if (row < rows && k + 16 <= K && ((unsigned long long)p & 15) == 0) {
    if (sizeof(T) == 1) {
      cvm_tc_load16(p, words);
    } else {
      CVM_TC_UNROLL
      for (int q = 0; q < 4; ++q) {
        uint32_t v[4];
        cvm_tc_load16(p + 4 * q, v);
        words[q] = cvm_tc_pack((int32_t)v[0], (int32_t)v[1], (int32_t)v[2], (int32_t)v[3]);
      }
    }
    return;
  }
  CVM_TC_UNROLL
  for (int q = 0; q < 4; ++q) {
    int32_t v[4];
    CVM_TC_UNROLL
    for (int j = 0; j < 4; ++j) {
      const int64_t at = k + 4 * q + j;
      v[j] = row < rows && at < K ? (int32_t)p[4 * q + j] : 0;
    }
    words[q] = cvm_tc_pack(v[0], v[1], v[2], v[3]);
  }
}

/* 16 bytes from global memory at `from` (16-byte aligned) to shared memory at `to`:
 * cp.async, which the thread waits for (cvm_tc_wait) before the __syncthreads that makes
 * the slice the block's. On the host shim a plain copy. */
static __device__ __forceinline__ void cvm_tc_copy16(uint32_t* to, const void* from) {
#ifdef CVM_HOST_SHIM
  memcpy(to, from, 16);
#elif defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  uint32_t address;
  asm("{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }"
      : "=r"(address) : "l"(to));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(address), "l"(from));
#else
  (void)to;
  (void)from;
  __trap(); /* built for an older GPU: the host never launches this kernel there */
#endif
}

/* The copies this thread has issued since the last commit are one group. */
static __device__ __forceinline__ void cvm_tc_commit() {
#if !defined(CVM_HOST_SHIM) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;\n" ::);
#endif
}

/* Waits for this thread's groups but the newest STAGES - 2: the oldest slice is in. */
template <int STAGES>
static __device__ __forceinline__ void cvm_tc_wait() {
#if !defined(CVM_HOST_SHIM) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;\n" :: "n"(STAGES - 2));
#endif
}

/* Thread `tid` stages its chunks of K from k0 (a slice) of the ROWS rows first.. of a
 * (rows, K) row-major operand into `stage`: a 16-byte chunk of int8 that is whole and
 * aligned by cp.async, any other (the edges, int32 operands) loaded, narrowed to int8 and
 * stored. */
template <int ROWS, typename T>
static __device__ __forceinline__ void cvm_tc_stage_rows(int tid, uint32_t* stage,
                                                         const T* __restrict__ src,
                                                         int64_t rows, int64_t K,
                                                         int64_t first, int64_t k0) {
  CVM_TC_UNROLL
  for (int c = 0; c < (4 * ROWS + CVM_TC_THREADS - 1) / CVM_TC_THREADS; ++c) {
    const int chunk = tid + c * CVM_TC_THREADS;      /* 4 chunks per row of 64 */
    if (4 * ROWS % CVM_TC_THREADS != 0 && chunk >= 4 * ROWS) break;
    const int row = chunk >> 2, k = (chunk & 3) * 16;
    uint32_t* to = &stage[row * CVM_TC_ROW_WORDS + (chunk & 3) * 4];
    const T* from = src + (first + row) * K + k0 + k;
    if (sizeof(T) == 1 && first + row < rows && k0 + k + 16 <= K &&
        ((unsigned long long)from & 15) == 0) {
      cvm_tc_copy16(to, from);
    } else {
      uint32_t words[4];
      cvm_tc_fetch_chunk(src, rows, K, first + row, k0 + k, words);
      CVM_TC_UNROLL
      for (int q = 0; q < 4; ++q) to[q] = words[q];
    }
  }
}

/* A dense product: x (M, K) . w (N, K)^T into out (M, N), row-major. */
template <typename T>
struct cvm_tc_dense {
  const T* __restrict__ x;
  const T* __restrict__ w;
  int32_t* __restrict__ out;
  int64_t M, N, K;

  /* Thread `tid`'s part of slice `slice` of both operands, into its stage. */
  template <typename S>
  __device__ __forceinline__ void stage(int tid, cvm_tc_tiles<S>& tiles, int64_t row0,
                                        int64_t col0, int64_t slice) const {
    const int at = (int)(slice % S::STAGES);
    cvm_tc_stage_rows<S::BM>(tid, tiles.x[at], x, M, K, row0, slice * CVM_TC_BK);
    cvm_tc_stage_rows<S::BN>(tid, tiles.w[at], w, N, K, col0, slice * CVM_TC_BK);
  }

  /* Elements (i, j) and, where `both`, (i, j + 1): one 8-byte store if aligned. */
  __device__ __forceinline__ void store(int64_t i, int64_t j, const int32_t* value,
                                        bool both) const {
    int32_t* at = out + i * N + j;
    if (both && ((unsigned long long)at & 7) == 0) {
#ifdef CVM_HOST_SHIM
      memcpy(at, value, 8);
#else
      /* __stcg: a plain int2 assignment here compiled to two 4-byte stores */
      __stcg((int2*)at, make_int2(value[0], value[1]));
#endif
    } else {
      at[0] = value[0];
      if (both) at[1] = value[1];
    }
  }
};

/* Phase 3: the fragments of k-step `ks` (32 of K) of buffer `buf`, as the PTX ISA lays out
 * mma.m16n8k32 with .s8 operands: lane = 4 * group + t, a register holds 4 consecutive k.
 * A (row-major 16 x 32): a0 row group, k 4t..; a1 row group + 8; a2, a3 the same rows at
 * k 16 + 4t. B (column-major 32 x 8: rows of w): b0 column group, k 4t..; b1 k 16 + 4t.
 * They are read with ldmatrix.x4 (four 8 x 16-byte matrices): lane 8j + r names row r of
 * matrix j, and lane i receives word i % 4 of row i / 4 of matrix j in its register j.
 * For x, matrix j is rows (j & 1) * 8.. at k (j >> 1) * 16..: registers a0..a3. For w, a
 * pair of n8 tiles: matrix j is rows (2 pair + (j >> 1)) * 8.. at k (j & 1) * 16..:
 * registers b0, b1 of the first tile, then of the second. The row thread `tid` names: */
template <typename S>
static __device__ __forceinline__ const uint32_t* cvm_tc_row_x(const cvm_tc_tiles<S>& tiles,
                                                              int buf, int ks, int tid,
                                                              int mi) {
  const int warp = tid >> 5, j = (tid & 31) >> 3, r = tid & 7;
  return &tiles.x[buf][((warp / S::WARPS_N) * S::WM + mi * 16 + (j & 1) * 8 + r) *
                           CVM_TC_ROW_WORDS +
                       ks * 8 + (j >> 1) * 4];
}

template <typename S>
static __device__ __forceinline__ const uint32_t* cvm_tc_row_w(const cvm_tc_tiles<S>& tiles,
                                                              int buf, int ks, int tid,
                                                              int pair) {
  const int warp = tid >> 5, j = (tid & 31) >> 3, r = tid & 7;
  return &tiles.w[buf][((warp % S::WARPS_N) * S::WN + (2 * pair + (j >> 1)) * 8 + r) *
                           CVM_TC_ROW_WORDS +
                       ks * 8 + (j & 1) * 4];
}

#ifdef CVM_HOST_SHIM
/* On the host shim the threads of a block are cooperative fibers (cvm_host_shim.h): the
 * kernel below runs as it does on the GPU, thread by thread, its __syncthreads() and
 * __syncwarp() real barriers. What a warp does together -- ldmatrix, mma.sync -- goes
 * through the warp's scratch: each lane puts its part there, the warp meets, each lane
 * takes what the PTX ISA says it receives, the warp meets again. */
template <typename S>
struct cvm_tc_warp_scratch {
  const uint32_t* rows[32][S::MI + S::NI / 2];  /* the rows each lane names */
  uint32_t a[32][S::MI][4];                     /* each lane's fragments */
  uint32_t b[32][S::NI][2];
};

/* Warp `warp`'s scratch (the block's fibers run on one thread) */
template <typename S>
static inline cvm_tc_warp_scratch<S>& cvm_tc_scratch(int warp) {
  static thread_local cvm_tc_warp_scratch<S> warps[CVM_TC_THREADS / 32];
  return warps[warp];
}

/* The int8 at byte `byte` of a register. */
static inline int32_t cvm_tc_s8(uint32_t word, int byte) {
  return (int32_t)(int8_t)(uint8_t)(word >> (8 * byte));
}

/* ldmatrix.sync.aligned.m8n8.x4.shared.b16 for every fragment of k-step `ks`: lane i's
 * register j is word i % 4 of the row that lane 8j + i / 4 names. */
template <typename S>
static inline void cvm_tc_fragments(cvm_tc_thread<S>& me, int tid,
                                    const cvm_tc_tiles<S>& tiles, int buf, int ks) {
  cvm_tc_warp_scratch<S>& warp = cvm_tc_scratch<S>(tid >> 5);
  const int lane = tid & 31;
  for (int mi = 0; mi < S::MI; ++mi) warp.rows[lane][mi] = cvm_tc_row_x(tiles, buf, ks, tid, mi);
  for (int pair = 0; pair < S::NI / 2; ++pair)
    warp.rows[lane][S::MI + pair] = cvm_tc_row_w(tiles, buf, ks, tid, pair);
  __syncwarp();
  for (int j = 0; j < 4; ++j) {
    const int named = 8 * j + lane / 4;
    for (int mi = 0; mi < S::MI; ++mi) me.a[mi][j] = warp.rows[named][mi][lane % 4];
    for (int pair = 0; pair < S::NI / 2; ++pair)
      me.b[2 * pair + (j >> 1)][j & 1] = warp.rows[named][S::MI + pair][lane % 4];
  }
  __syncwarp();
}

/* mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32, D = A * B + C for every (mi, ni), in a
 * plain loop: this lane's elements of C (c_r: row group + 8 * (r / 2), column
 * 2 * (lane % 4) + r % 2), each element of A and B read from the lane and register the
 * PTX ISA puts it in. */
template <typename S>
static inline void cvm_tc_mma(cvm_tc_thread<S>& me, int tid) {
  cvm_tc_warp_scratch<S>& warp = cvm_tc_scratch<S>(tid >> 5);
  const int lane = tid & 31;
  memcpy(warp.a[lane], me.a, sizeof me.a);
  memcpy(warp.b[lane], me.b, sizeof me.b);
  __syncwarp();
  for (int mi = 0; mi < S::MI; ++mi)
    for (int ni = 0; ni < S::NI; ++ni)
      for (int r = 0; r < 4; ++r) {
        const int row = lane / 4 + 8 * (r / 2), col = 2 * (lane % 4) + r % 2;
        int32_t sum = me.acc[mi][ni][r];
        for (int k = 0; k < 32; ++k) {
          /* A: lane 4 * (row % 8) + (k % 16) / 4, register row / 8 + 2 * (k / 16) */
          const int32_t a = cvm_tc_s8(
              warp.a[4 * (row % 8) + (k % 16) / 4][mi][row / 8 + 2 * (k / 16)], k % 4);
          /* B: lane 4 * col + (k % 16) / 4, register k / 16 */
          const int32_t b = cvm_tc_s8(warp.b[4 * col + (k % 16) / 4][ni][k / 16], k % 4);
          sum += a * b; /* within int32: the caller's bound on K covers every partial sum */
        }
        me.acc[mi][ni][r] = sum;
      }
  __syncwarp();
}
#else
/* Phase 4 on the GPU: each thread issues the warp's mma with its own registers. */
template <typename S>
static __device__ __forceinline__ void cvm_tc_mma(cvm_tc_thread<S>& me, int tid) {
  (void)tid;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  CVM_TC_UNROLL
  for (int mi = 0; mi < S::MI; ++mi)
    CVM_TC_UNROLL
    for (int ni = 0; ni < S::NI; ++ni) {
      int32_t* c = me.acc[mi][ni];
      asm volatile(
          "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
          "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
          : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
          : "r"(me.a[mi][0]), "r"(me.a[mi][1]), "r"(me.a[mi][2]), "r"(me.a[mi][3]),
            "r"(me.b[ni][0]), "r"(me.b[ni][1]));
    }
#else
  (void)me;
  __trap(); /* built for an older GPU: the host never launches this kernel there */
#endif
}

/* Phase 3 on the GPU: this thread's part of the warp's ldmatrix.x4 loads. */
static __device__ __forceinline__ void cvm_tc_ldmatrix(uint32_t& r0, uint32_t& r1,
                                                       uint32_t& r2, uint32_t& r3,
                                                       const uint32_t* row) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  uint32_t address;
  asm("{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }"
      : "=r"(address) : "l"(row));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(address));
#else
  (void)row;
  r0 = r1 = r2 = r3 = 0;
  __trap(); /* built for an older GPU: the host never launches this kernel there */
#endif
}

template <typename S>
static __device__ __forceinline__ void cvm_tc_fragments(cvm_tc_thread<S>& me, int tid,
                                                        const cvm_tc_tiles<S>& tiles,
                                                        int buf, int ks) {
  CVM_TC_UNROLL
  for (int mi = 0; mi < S::MI; ++mi)
    cvm_tc_ldmatrix(me.a[mi][0], me.a[mi][1], me.a[mi][2], me.a[mi][3],
                    cvm_tc_row_x(tiles, buf, ks, tid, mi));
  CVM_TC_UNROLL
  for (int pair = 0; pair < S::NI / 2; ++pair)
    cvm_tc_ldmatrix(me.b[2 * pair][0], me.b[2 * pair][1], me.b[2 * pair + 1][0],
                    me.b[2 * pair + 1][1], cvm_tc_row_w(tiles, buf, ks, tid, pair));
}
#endif

/* Output tile `tile` (S::BM x S::BN) of a problem P (cvm_tc_dense, cvm_tc_conv):
 * epilogue(acc, i, j, value, k) computes element (i, j) of its M x N product from the sum
 * acc = sum_k x[i, k] * w[j, k] into value[k]; the problem stages the operands and stores
 * the element. */
template <typename S, typename P, typename E>
static __device__ __forceinline__ void cvm_tc_gemm(const P& problem, int64_t tile,
                                                   const E& epilogue) {
#ifdef CVM_HOST_SHIM
  static thread_local cvm_tc_tiles<S> cvm_tc_shared; /* the block's: its fibers share it */
  cvm_tc_tiles<S>& tiles = cvm_tc_shared;
#else
  extern __shared__ __align__(16) uint32_t cvm_tc_dynamic[];
  cvm_tc_tiles<S>& tiles = *reinterpret_cast<cvm_tc_tiles<S>*>(cvm_tc_dynamic);
#endif
  const int tid = (int)threadIdx.x;
  const int64_t M = problem.M, N = problem.N, K = problem.K;
  cvm_tc_thread<S> me;
  const int64_t row_tiles = (M + S::BM - 1) / S::BM;
  const int64_t row0 = tile % row_tiles * S::BM;
  const int64_t col0 = tile / row_tiles * S::BN;
  const int64_t slices = (K + CVM_TC_BK - 1) / CVM_TC_BK;

  CVM_TC_UNROLL
  for (int mi = 0; mi < S::MI; ++mi)
    CVM_TC_UNROLL
    for (int ni = 0; ni < S::NI; ++ni)
      CVM_TC_UNROLL
      for (int r = 0; r < 4; ++r) me.acc[mi][ni][r] = 0;
  /* the first S::STAGES - 1 slices on their way, a group each (empty past K) */
  for (int64_t s = 0; s < S::STAGES - 1; ++s) {
    if (s < slices) problem.stage(tid, tiles, row0, col0, s);
    cvm_tc_commit();
  }
  for (int64_t s = 0; s < slices; ++s) {
    /* slice s is in (this thread's copies, then everyone's), and every thread is done
     * with slice s - 1, whose stage the next issue refills */
    cvm_tc_wait<S::STAGES>();
    __syncthreads();
    if (s + S::STAGES - 1 < slices)
      problem.stage(tid, tiles, row0, col0, s + S::STAGES - 1);
    cvm_tc_commit();
    const int buf = (int)(s % S::STAGES);
    CVM_TC_UNROLL
    for (int ks = 0; ks < CVM_TC_BK / 32; ++ks) {
      cvm_tc_fragments(me, tid, tiles, buf, ks);
      cvm_tc_mma(me, tid);
    }
  }
  /* the epilogue in registers, then the one store: c0, c1 at row group, columns 2t and
   * 2t + 1 (one 8-byte store where both are in and aligned); c2, c3 at row group + 8 */
  {
    const int warp = tid >> 5, lane = tid & 31, group = lane >> 2, t = lane & 3;
    const int wm = warp / S::WARPS_N, wn = warp % S::WARPS_N;
    CVM_TC_UNROLL
    for (int mi = 0; mi < S::MI; ++mi)
      CVM_TC_UNROLL
      for (int ni = 0; ni < S::NI; ++ni)
        CVM_TC_UNROLL
        for (int h = 0; h < 2; ++h) {
          const int64_t i = row0 + wm * S::WM + mi * 16 + group + 8 * h;
          const int64_t j = col0 + wn * S::WN + ni * 8 + 2 * t;
          if (i >= M || j >= N) continue;
          int32_t value[2] = {0, 0};
          epilogue(me.acc[mi][ni][2 * h], i, j, value, 0);
          if (j + 1 < N) epilogue(me.acc[mi][ni][2 * h + 1], i, j + 1, value, 1);
          problem.store(i, j, value, j + 1 < N);
        }
  }
}

/* ==== a convolution as an implicit GEMM (cvmverify/codegen/implicit_gemm.py) ==============
 * Row m of the product is output pixel (n, p, q) of m = (n * out_h + p) * out_w + q, column
 * j output channel group * group_outputs + j, and k = (c * kernel_h + kh) * kernel_w + kw is
 * w's own order, so the w tile is staged as a dense one from the group's first row; the x
 * tile is gathered element by element, zero outside the image (the padding). One launch
 * covers every group: block b computes tile b % tiles of group b / tiles. */
struct cvm_tc_conv_shape {
  int64_t channels, height, width;             /* x: (batch, channels, height, width) */
  int64_t kernel_h, kernel_w;                  /* w: (out_channels, channels / groups, ...) */
  int64_t out_h, out_w, out_channels;          /* y: (batch, out_channels, out_h, out_w) */
  int64_t group_outputs;                       /* output channels per group */
  int64_t stride_h, stride_w, dilation_h, dilation_w;
  int64_t offset_h, offset_w;                  /* minus the padding */
};

template <typename T>
struct cvm_tc_conv {
  const T* __restrict__ x;
  const T* __restrict__ w;                     /* the group's first output channel */
  int32_t* __restrict__ out;
  int64_t M, N, K;                             /* pixels, group_outputs, its w row */
  cvm_tc_conv_shape s;
  int64_t group;

  /* Thread `tid`'s part of slice `slice`: of x, 32 of K of one row (two threads a row, so
   * that a warp reads 32 neighbouring pixels); of w, as a dense operand's. */
  template <typename S>
  __device__ __forceinline__ void stage(int tid, cvm_tc_tiles<S>& tiles, int64_t row0,
                                        int64_t col0, int64_t slice) const {
    static_assert(CVM_TC_THREADS == 2 * S::BM && CVM_TC_BK == 64, "two threads a row");
    const int at = (int)(slice % S::STAGES), row = tid % S::BM, part = tid / S::BM;
    uint32_t* to = &tiles.x[at][row * CVM_TC_ROW_WORDS + part * 8];
    const int64_t m = row0 + row, taps = s.kernel_h * s.kernel_w;
    int64_t k = slice * CVM_TC_BK + part * 32;
    if (m >= M || k >= K) {
      CVM_TC_UNROLL
      for (int q = 0; q < 8; ++q) to[q] = 0;
    } else {
      const int64_t pixels = s.out_h * s.out_w, n = m / pixels, pixel = m % pixels;
      const int64_t top = pixel / s.out_w * s.stride_h + s.offset_h;
      const int64_t left = pixel % s.out_w * s.stride_w + s.offset_w;
      const T* image = x + (n * s.channels + group * (K / taps)) * s.height * s.width;
      int64_t c = k / taps, kh = k % taps / s.kernel_w, kw = k % s.kernel_w;
      CVM_TC_UNROLL
      for (int q = 0; q < 8; ++q) {
        int32_t v[4];
        CVM_TC_UNROLL
        for (int j = 0; j < 4; ++j) {
          const int64_t h = top + kh * s.dilation_h, col = left + kw * s.dilation_w;
          v[j] = k < K && 0 <= h && h < s.height && 0 <= col && col < s.width
                     ? (int32_t)image[(c * s.height + h) * s.width + col]
                     : 0;
          ++k; /* the next (c, kh, kw) */
          if (++kw == s.kernel_w) {
            kw = 0;
            if (++kh == s.kernel_h) {
              kh = 0;
              ++c;
            }
          }
        }
        to[q] = cvm_tc_pack(v[0], v[1], v[2], v[3]);
      }
    }
    cvm_tc_stage_rows<S::BN>(tid, tiles.w[at], w, N, K, col0, slice * CVM_TC_BK);
  }

  /* Elements (i, j) and, where `both`, (i, j + 1): a channel apart in y. */
  __device__ __forceinline__ void store(int64_t i, int64_t j, const int32_t* value,
                                        bool both) const {
    const int64_t pixels = s.out_h * s.out_w;
    int32_t* at = out + ((i / pixels) * s.out_channels + group * N + j) * pixels + i % pixels;
    at[0] = value[0];
    if (both) at[pixels] = value[1];
  }
};

/* The epilogue of element (n, oc, p, q) for element (i, j) of a group's product. */
template <typename E>
struct cvm_tc_conv_epilogue {
  const E& epilogue;
  int64_t out_w, pixels, first_channel;

  __device__ __forceinline__ void operator()(int32_t acc, int64_t i, int64_t j, int32_t* value,
                                             int k) const {
    const int64_t pixel = i % pixels;
    epilogue(acc, i / pixels, first_channel + j, pixel / out_w, pixel % out_w, value, k);
  }
};

/* Block blockIdx.x's tile (S) of the convolution: M = batch * out_h * out_w,
 * N = group_outputs, K = channels / groups * kernel_h * kernel_w. */
template <typename S, typename T, typename E>
static __device__ __forceinline__ void cvm_tc_conv_gemm(const T* __restrict__ x,
                                                        const T* __restrict__ w,
                                                        int32_t* __restrict__ out, int64_t M,
                                                        int64_t N, int64_t K,
                                                        const cvm_tc_conv_shape& s,
                                                        const E& epilogue) {
  const int64_t tiles = (M + S::BM - 1) / S::BM * ((N + S::BN - 1) / S::BN);
  const int64_t group = (int64_t)blockIdx.x / tiles;
  const cvm_tc_conv<T> problem = {x, w + group * N * K, out, M, N, K, s, group};
  const cvm_tc_conv_epilogue<E> finish = {epilogue, s.out_w, s.out_h * s.out_w, group * N};
  cvm_tc_gemm<S>(problem, (int64_t)blockIdx.x % tiles, finish);
}

#ifndef __CUDACC_RTC__
/* A launch of a tensor-core kernel of tile S over `blocks` output tiles. */
#ifdef CVM_HOST_SHIM
#define CVM_TC_LAUNCH(S, kernel, blocks, ...)                                        \
  cvm_shim_launch(dim3(blocks), dim3(CVM_TC_THREADS), kernel, __VA_ARGS__)
#else
#define CVM_TC_LAUNCH(S, kernel, blocks, ...)                                        \
  kernel<<<(blocks), CVM_TC_THREADS, sizeof(cvm_tc_tiles<S>), cvm_stream>>>(__VA_ARGS__)
#endif

/* The tiles of S over an (M, N) output. */
template <typename S>
static inline unsigned cvm_tc_blocks(int64_t M, int64_t N) {
  return (unsigned)(((M + S::BM - 1) / S::BM) * ((N + S::BN - 1) / S::BN));
}

/* The tile a product of N columns (per group) takes: 1 the wide, 2 the narrow, 0 none.
 * Below CVM_TC_MIN_N (depthwise: 1) the general kernel: on an H100 the wide tile took
 * 0.85 ms for the depthwise 3x3 of 8x64x56x56 where the general kernel took 0.30. With one
 * column the narrow tile still does 16 columns of mma for each 1 used, on a K of 9 padded
 * to 64, after the same gather of x, so it is not taken until measured faster
 * (benchmarks/bench_conv.py times every tile beside the general kernel). */
static inline int cvm_tc_pick(int64_t N) {
  return N > CVM_TC_NARROW_N ? 1 : N >= CVM_TC_MIN_N ? 2 : 0;
}

/* Whether `kernel` was built for a GPU with int8 mma.sync (sm_80 or later) and runs on
 * one: else the general kernel runs. Always, on the host shim. */
template <typename S, typename F>
static inline int cvm_tc_available(F kernel) {
#ifdef CVM_HOST_SHIM
  (void)kernel;
  return 1;
#else
  cudaFuncAttributes attributes;
  if (cudaFuncGetAttributes(&attributes, (const void*)kernel) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  if (attributes.binaryVersion < 80 || attributes.ptxVersion < 80) return 0;
  /* the wide tile's stages take more than the 48 KiB a kernel gets without asking */
  if (cudaFuncSetAttribute((const void*)kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                           (int)sizeof(cvm_tc_tiles<S>)) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  return 1;
#endif
}
#endif /* __CUDACC_RTC__ */

#endif /* CVM_TENSOR_CORE_ */

/* dense: output y from the int32 sum
 * acc = sum_r x[i0, r] * w[i1, r], as the general kernel
 * _dense_0_y computes it after its sum: its own statements. */
struct _dense_0_y_tc {
  __device__ __forceinline__ void operator()(int32_t cvm_acc, int64_t i0, int64_t i1,
                                             int32_t* __restrict__ cvm_out, int64_t cvm_k) const {
    (void)i0;
    (void)i1;
    {
      const int64_t v3 = cvm_acc;
      cvm_out[cvm_k] = (int32_t)v3;
    }
  }
};

/* _dense_0_y on tensor cores in 128x128 tiles, its operands int8_t */
__global__ void CVM_TC_BOUNDS _dense_0_y_tc_s8(
    const int8_t* __restrict__ x,
    const int8_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced) {
  const _dense_0_y_tc cvm_epilogue = {};
  const cvm_tc_dense<int8_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_tc_gemm<cvm_tc_wide>(cvm_problem, (int64_t)blockIdx.x, cvm_epilogue);
}

/* _dense_0_y on tensor cores in 128x16 tiles, its operands int8_t */
__global__ void CVM_TC_BOUNDS _dense_0_y_tc_s8_narrow(
    const int8_t* __restrict__ x,
    const int8_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced) {
  const _dense_0_y_tc cvm_epilogue = {};
  const cvm_tc_dense<int8_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_tc_gemm<cvm_tc_narrow>(cvm_problem, (int64_t)blockIdx.x, cvm_epilogue);
}

/* dense: output y from the int32 sum
 * acc = sum_r x[i0, r] * w[i1, r], as the general kernel
 * _dense_1_y computes it after its sum: its own statements. */
struct _dense_1_y_tc {
  const int32_t* __restrict__ b;
  int* cvm_error;
  __device__ __forceinline__ void operator()(int32_t cvm_acc, int64_t i0, int64_t i1,
                                             int32_t* __restrict__ cvm_out, int64_t cvm_k) const {
    (void)i0;
    (void)i1;
    {
      const int64_t v0 = b[i1];
      const int64_t v4 = cvm_acc;
      const int64_t v5 = v0 + v4;
      CVM_REQUIRE_INT32(v5);
      cvm_out[cvm_k] = (int32_t)v5;
    }
  cvm_next:;
  }
};

/* _dense_1_y on tensor cores in 128x128 tiles, its operands int8_t */
__global__ void CVM_TC_BOUNDS _dense_1_y_tc_s8(
    const int8_t* __restrict__ x,
    const int8_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    const int32_t* __restrict__ b,
    int* cvm_error) {
  const _dense_1_y_tc cvm_epilogue = {b, cvm_error};
  const cvm_tc_dense<int8_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_tc_gemm<cvm_tc_wide>(cvm_problem, (int64_t)blockIdx.x, cvm_epilogue);
}

/* _dense_1_y on tensor cores in 128x16 tiles, its operands int8_t */
__global__ void CVM_TC_BOUNDS _dense_1_y_tc_s8_narrow(
    const int8_t* __restrict__ x,
    const int8_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    const int32_t* __restrict__ b,
    int* cvm_error) {
  const _dense_1_y_tc cvm_epilogue = {b, cvm_error};
  const cvm_tc_dense<int8_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_tc_gemm<cvm_tc_narrow>(cvm_problem, (int64_t)blockIdx.x, cvm_epilogue);
}

#ifndef __CUDACC_RTC__
/* The path the last call of this module on this thread took once it was checked:
 * "tensor-core" and its tile ("tensor-core 128x128", "tensor-core 128x16": int8 mma.sync, int32
 * accumulators), "cuda-core tiles" (a strict call's other operands, below), "general" (the
 * kernels above the tensor-core section), or "none" before any. */
static thread_local const char* cvm_dense_last_path = "none";

extern "C" const char* cvm_dense_path(void) { return cvm_dense_last_path; }

/* The tile this thread's calls take where the tensor-core path covers them: 0, by N per
 * group (cvm_tc_pick); else 1, 128x128; 2, 128x16; below 0, the general kernel
 * -- to measure each, and to test each on any shape. */
static thread_local int cvm_dense_tile = 0;

extern "C" void cvm_dense_use_tile(int tile) { cvm_dense_tile = tile; }

/* _dense_0_y on tensor cores where x and w are int8 (|value| <= 128) and every partial
 * sum of K products is within int32, K * 128 * 128 <= 2^31 - 1, on a GPU with int8 mma; the
 * epilogue checks what the general kernel checks. CVM_NO_MATCH where not: the general
 * kernel runs (it computes the sum exactly in int64). */
static int _dense_0_y_tc_run(const DLTensor* x, const DLTensor* w,
    DLTensor* cvm_target) {
  const int64_t cvm_m = cvm_target->shape[0], cvm_n = cvm_target->shape[1];
  const int64_t cvm_reduced = x->shape[1];
  if (!(x->shape[0] == cvm_m && w->shape[0] == cvm_n && w->shape[1] == cvm_reduced))
    return CVM_NO_MATCH;
  if (!(cvm_reduced <= 131071)) return CVM_NO_MATCH; /* the accumulator bound */
  const int cvm_s8 = x->dtype.code == kDLInt && x->dtype.bits == 8 &&
                     w->dtype.code == kDLInt && w->dtype.bits == 8;
  if (!cvm_s8) return CVM_NO_MATCH; /* values of other dtypes are not known to fit 8 bits */
  const int cvm_tile = cvm_dense_tile == 0 ? cvm_tc_pick(cvm_n) : cvm_dense_tile;
  switch (cvm_tile) {
  case 1:
    if (!cvm_tc_available<cvm_tc_wide>(_dense_0_y_tc_s8)) return CVM_NO_MATCH;
    break;
  case 2:
    if (!cvm_tc_available<cvm_tc_narrow>(_dense_0_y_tc_s8_narrow)) return CVM_NO_MATCH;
    break;
  default:
    return CVM_NO_MATCH; /* the general kernel */
  }
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  int32_t* cvm_out = (int32_t*)cvm_tensor_data(cvm_target);
  if (cvm_tile == 1) {
    cvm_dense_last_path = "tensor-core 128x128";
    const unsigned cvm_tiles = cvm_tc_blocks<cvm_tc_wide>(cvm_m, cvm_n);
    if (cvm_s8)
      CVM_TC_LAUNCH(cvm_tc_wide, _dense_0_y_tc_s8, cvm_tiles, (const int8_t*)cvm_tensor_data(x),
                    (const int8_t*)cvm_tensor_data(w), cvm_out, cvm_m, cvm_n, cvm_reduced);
  }
  else if (cvm_tile == 2) {
    cvm_dense_last_path = "tensor-core 128x16";
    const unsigned cvm_tiles = cvm_tc_blocks<cvm_tc_narrow>(cvm_m, cvm_n);
    if (cvm_s8)
      CVM_TC_LAUNCH(cvm_tc_narrow, _dense_0_y_tc_s8_narrow, cvm_tiles, (const int8_t*)cvm_tensor_data(x),
                    (const int8_t*)cvm_tensor_data(w), cvm_out, cvm_m, cvm_n, cvm_reduced);
  }
  return cvm_memory.status();
}

/* _dense_1_y on tensor cores where x and w are int8 (|value| <= 128) and every partial
 * sum of K products is within int32, K * 128 * 128 <= 2^31 - 1, on a GPU with int8 mma; the
 * epilogue checks what the general kernel checks. CVM_NO_MATCH where not: the general
 * kernel runs (it computes the sum exactly in int64). */
static int _dense_1_y_tc_run(const DLTensor* x, const DLTensor* w,
    const DLTensor* b,
    DLTensor* cvm_target) {
  const int64_t cvm_m = cvm_target->shape[0], cvm_n = cvm_target->shape[1];
  const int64_t cvm_reduced = x->shape[1];
  if (!(x->shape[0] == cvm_m && w->shape[0] == cvm_n && w->shape[1] == cvm_reduced))
    return CVM_NO_MATCH;
  if (!(cvm_reduced <= 131071)) return CVM_NO_MATCH; /* the accumulator bound */
  const int cvm_s8 = x->dtype.code == kDLInt && x->dtype.bits == 8 &&
                     w->dtype.code == kDLInt && w->dtype.bits == 8;
  if (!cvm_s8) return CVM_NO_MATCH; /* values of other dtypes are not known to fit 8 bits */
  const int cvm_tile = cvm_dense_tile == 0 ? cvm_tc_pick(cvm_n) : cvm_dense_tile;
  switch (cvm_tile) {
  case 1:
    if (!cvm_tc_available<cvm_tc_wide>(_dense_1_y_tc_s8)) return CVM_NO_MATCH;
    break;
  case 2:
    if (!cvm_tc_available<cvm_tc_narrow>(_dense_1_y_tc_s8_narrow)) return CVM_NO_MATCH;
    break;
  default:
    return CVM_NO_MATCH; /* the general kernel */
  }
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  int32_t* cvm_out = (int32_t*)cvm_tensor_data(cvm_target);
  if (cvm_tile == 1) {
    cvm_dense_last_path = "tensor-core 128x128";
    const unsigned cvm_tiles = cvm_tc_blocks<cvm_tc_wide>(cvm_m, cvm_n);
    if (cvm_s8)
      CVM_TC_LAUNCH(cvm_tc_wide, _dense_1_y_tc_s8, cvm_tiles, (const int8_t*)cvm_tensor_data(x),
                    (const int8_t*)cvm_tensor_data(w), cvm_out, cvm_m, cvm_n, cvm_reduced, b_int32, cvm_memory.error);
  }
  else if (cvm_tile == 2) {
    cvm_dense_last_path = "tensor-core 128x16";
    const unsigned cvm_tiles = cvm_tc_blocks<cvm_tc_narrow>(cvm_m, cvm_n);
    if (cvm_s8)
      CVM_TC_LAUNCH(cvm_tc_narrow, _dense_1_y_tc_s8_narrow, cvm_tiles, (const int8_t*)cvm_tensor_data(x),
                    (const int8_t*)cvm_tensor_data(w), cvm_out, cvm_m, cvm_n, cvm_reduced, b_int32, cvm_memory.error);
  }
  return cvm_memory.status();
}
#endif /* __CUDACC_RTC__ */

/* ==== the strict path on CUDA-core tiles (cvmverify/codegen/cuda_tensor_core.py) ========== */

/* ==== CUDA-core tiles: x (M, K) . w (N, K)^T of int32 operands, exact in 64 bits ==========
 *
 * The strict contract's product where the operands are not int8 (cvmverify/codegen/
 * cuda_tensor_core.py): the general kernel's formula -- every product checked to fit int32,
 * the int64 sum checked at the end, then the epilogue's statements -- tiled as a GEMM. A
 * block computes a CVM_CT_BM x CVM_CT_BN tile of the output; CVM_CT_BK of K at a time, the
 * operands' tiles go through shared memory as int32 (the next slice is read into registers
 * while the current one is multiplied); each thread holds CVM_CT_TM x CVM_CT_TN sums in
 * 64-bit registers. How a slice is summed follows from the largest x and w magnitudes it
 * holds (the same for the whole block, so the branch costs nothing): where every value of
 * the slice fits int8 (8-bit data in int32 arrays), four neighbouring k are packed into a
 * word as they are staged and summed four products an instruction (dp4a), in 32 bits;
 * where CVM_CT_BK products of that bound fit int32 together, the slice is summed in 32
 * bits, one multiply-add a product; either slice's sum is then added to the 64-bit one;
 * where one
 * product fits, the products are summed unchecked in 64 bits (IMAD.WIDE); else each
 * product is checked, branch-free since any failing step rejects the whole call: `bad`
 * collects the high word of every product that differs from its low word's sign, and the
 * thread raises the call's flag once at the end. Without a failure every sum is exact:
 * K < 2^32 products of at most 2^31 each stay within int64 (the sums are kept as uint64, so
 * that an overflow in a call already rejected is defined). The problem structs of
 * tensor_core.cu.j2 (cvm_tc_dense, cvm_tc_conv) give the shapes; rows and columns past M,
 * N and K past the last slice read as zero and are never stored. A thread stores its
 * outputs four at a time where they are neighbours in memory (a dense row's columns, a
 * convolution's pixels), so that a warp's stores fill whole sectors.
 *
 * Where the tiles are too few to fill the device and K is long (a dense product of one row,
 * N = K = 4096, has 64 tiles of 256 slices), K is split over several blocks a tile
 * (cvm_ct_splits): each writes its part's exact sums to the call's partials, and a second
 * kernel, a block a tile too, adds each element's parts in order and finishes the tile as a
 * single block would (no element's place is divided out of a flat index).
 */
#ifndef CVM_CUDA_CORE_TILES_
#define CVM_CUDA_CORE_TILES_

#define CVM_CT_BM 64           /* output rows per block */
#define CVM_CT_BN 64           /* output columns per block */
#define CVM_CT_BK 16           /* K per shared-memory slice */
#define CVM_CT_THREADS 256     /* 16 x 16 threads, each CVM_CT_TM x CVM_CT_TN outputs */
#define CVM_CT_TM 4
#define CVM_CT_TN 4
#define CVM_CT_PAD 4           /* a staged row stays 16-byte aligned, its writes spread over banks */
#define CVM_CT_BYTE_MAX 127    /* the largest magnitude of a slice staged as int8 as well */
#define CVM_CT_LOADS 4         /* elements of each operand a thread stages per slice */
#define CVM_CT_MIN_SPLIT_SLICES 32 /* K is split into parts of at least this many slices:
                                   * fewer do not pay for the partials and the finish */
#define CVM_CT_MIN_GROUP_OUTPUTS 8 /* fewer output channels a group (depthwise: 1) fill too
                                    little of a tile: the general kernel runs them */
#ifdef CVM_HOST_SHIM
#define CVM_CT_BOUNDS
#define CVM_CT_UNROLL
#else
/* two blocks a multiprocessor: at 128 registers a few bytes spill (outside the main loop),
 * and an H100 ran the tiles 13-25% faster than at one block of 162 registers */
#define CVM_CT_BOUNDS __launch_bounds__(CVM_CT_THREADS, 2)
#define CVM_CT_UNROLL _Pragma("unroll")
#endif

/* One slice of both operands, k-major: a thread reads its rows' four values at once; and
 * the same slice with four neighbouring k packed into a word as int8 (the low byte of each
 * value), which the multiply reads where every value of the slice fits int8. */
struct alignas(16) cvm_ct_tiles {
  int32_t x[CVM_CT_BK][CVM_CT_BM + CVM_CT_PAD];
  int32_t w[CVM_CT_BK][CVM_CT_BN + CVM_CT_PAD];
  int32_t x_bytes[CVM_CT_BK / 4][CVM_CT_BM + CVM_CT_PAD];
  int32_t w_bytes[CVM_CT_BK / 4][CVM_CT_BN + CVM_CT_PAD];
};

/* Four int32 from shared memory at p (16-byte aligned). */
static __device__ __forceinline__ void cvm_ct_load4(const int32_t* p, int32_t* v) {
#ifdef CVM_HOST_SHIM
  memcpy(v, p, 16);
#else
  const int4 q = *(const int4*)p;
  v[0] = q.x;
  v[1] = q.y;
  v[2] = q.z;
  v[3] = q.w;
#endif
}

/* Thread `tid`'s part of a (rows, K) row-major operand, a slice at a time: CVM_CT_LOADS
 * neighbouring k of row first + tid / 4, from k0 + (tid % 4) * CVM_CT_LOADS; zero past the
 * edges. */
struct cvm_ct_row_reader {
  const int32_t* row; /* null past the last row */
  int64_t k, K;

  __device__ __forceinline__ cvm_ct_row_reader(const int32_t* __restrict__ src, int64_t rows,
                                               int64_t K_, int64_t first, int64_t k0, int tid)
      : row(first + (tid >> 2) < rows ? src + (first + (tid >> 2)) * K_ : nullptr),
        k(k0 + (tid & 3) * CVM_CT_LOADS), K(K_) {}

  /* This slice's elements into v; then the next slice's k. */
  __device__ __forceinline__ void fetch(int32_t* v) {
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_LOADS; ++j) v[j] = row != nullptr && k + j < K ? row[k + j] : 0;
    k += CVM_CT_BK;
  }
};

/* x's part of a convolution's implicit GEMM, a slice at a time: output pixel m = first +
 * tid / 4, its taps k from k0 + (tid % 4) * CVM_CT_LOADS, k = (c * kernel_h + kh) * kernel_w + kw
 * (w's own order); zero outside the image (the padding) and past M and K. The pixel's
 * window is found once; k's tap is carried from slice to slice as offsets (the channel's
 * plane, the row and column times their dilations), so that no element divides. */
struct cvm_ct_conv_reader {
  const int32_t* image; /* the pixel's image at its group's first channel; null past M */
  int64_t top, left;    /* the window's corner: negative in the padding */
  int64_t k, K;
  int64_t plane, tap_h, tap_w; /* k's channel * height * width, kh * dilation_h, kw * dilation_w */
  int64_t step_plane, step_h, step_w; /* the same of CVM_CT_BK taps */
  const cvm_tc_conv_shape& s;

  template <typename T>
  __device__ __forceinline__ cvm_ct_conv_reader(const cvm_tc_conv<T>& p, int64_t first,
                                                int64_t k0, int tid)
      : image(nullptr), top(0), left(0), k(k0 + (tid & 3) * CVM_CT_LOADS), K(p.K), s(p.s) {
    const int64_t m = first + (tid >> 2), taps = s.kernel_h * s.kernel_w;
    const int64_t size = s.height * s.width;
    if (m < p.M) {
      const int64_t pixels = s.out_h * s.out_w, pixel = m % pixels;
      top = s.offset_h + pixel / s.out_w * s.stride_h;
      left = s.offset_w + pixel % s.out_w * s.stride_w;
      image = p.x + (m / pixels * s.channels + p.group * (p.K / taps)) * size;
    }
    plane = k / taps * size;
    tap_h = k % taps / s.kernel_w * s.dilation_h;
    tap_w = k % s.kernel_w * s.dilation_w;
    step_plane = CVM_CT_BK / taps * size;
    step_h = CVM_CT_BK % taps / s.kernel_w * s.dilation_h;
    step_w = CVM_CT_BK % s.kernel_w * s.dilation_w;
  }

  /* (plane, h, w) moved on by w's step and h's step, each carrying at most once: a step's
   * column is below kernel_w, its row below kernel_h. */
  __device__ __forceinline__ void carry(int64_t& at_plane, int64_t& at_h, int64_t& at_w,
                                        int64_t dh, int64_t dw) const {
    at_w += dw;
    if (at_w >= s.kernel_w * s.dilation_w) {
      at_w -= s.kernel_w * s.dilation_w;
      at_h += s.dilation_h;
    }
    at_h += dh;
    if (at_h >= s.kernel_h * s.dilation_h) {
      at_h -= s.kernel_h * s.dilation_h;
      at_plane += s.height * s.width;
    }
  }

  __device__ __forceinline__ void fetch(int32_t* v) {
    int64_t at_plane = plane, at_h = tap_h, at_w = tap_w;
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_LOADS; ++j) {
      const int64_t h = top + at_h, col = left + at_w;
      v[j] = image != nullptr && k + j < K && (uint64_t)h < (uint64_t)s.height &&
                     (uint64_t)col < (uint64_t)s.width
                 ? image[at_plane + h * s.width + col]
                 : 0;
      carry(at_plane, at_h, at_w, 0, s.dilation_w);
    }
    k += CVM_CT_BK;
    carry(plane, tap_h, tap_w, step_h, step_w);
    plane += step_plane;
  }
};

/* The reader of x's part of a problem. */
template <typename T>
static __device__ __forceinline__ cvm_ct_row_reader cvm_ct_x_reader(const cvm_tc_dense<T>& p,
                                                                    int64_t first, int64_t k0,
                                                                    int tid) {
  return cvm_ct_row_reader(p.x, p.M, p.K, first, k0, tid);
}

template <typename T>
static __device__ __forceinline__ cvm_ct_conv_reader cvm_ct_x_reader(const cvm_tc_conv<T>& p,
                                                                     int64_t first, int64_t k0,
                                                                     int tid) {
  return cvm_ct_conv_reader(p, first, k0, tid);
}

/* A thread's staged elements into the slice's k-major tile, and their low bytes as one
 * word (k ascending from the low byte) into the packed tile. */
static __device__ __forceinline__ void cvm_ct_stage(int32_t (*tile)[CVM_CT_BM + CVM_CT_PAD],
                                                    int32_t (*bytes)[CVM_CT_BM + CVM_CT_PAD],
                                                    int tid, const int32_t* v) {
  static_assert(CVM_CT_LOADS == 4, "a thread's four k are one packed word");
  CVM_CT_UNROLL
  for (int j = 0; j < CVM_CT_LOADS; ++j) tile[(tid & 3) * CVM_CT_LOADS + j][tid >> 2] = v[j];
  bytes[tid & 3][tid >> 2] = (int32_t)(((uint32_t)v[0] & 0xffu) | ((uint32_t)v[1] & 0xffu) << 8 |
                                       ((uint32_t)v[2] & 0xffu) << 16 | (uint32_t)v[3] << 24);
}

/* c + the sum of the four products of a's and b's bytes as int8 (dp4a.s32.s32). */
static __device__ __forceinline__ int32_t cvm_ct_dot4(int32_t a, int32_t b, int32_t c) {
#if defined(CVM_HOST_SHIM) || !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 610
  CVM_CT_UNROLL
  for (int i = 0; i < 4; ++i) c += (int32_t)(int8_t)(a >> 8 * i) * (int32_t)(int8_t)(b >> 8 * i);
  return c;
#else
  int32_t d;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
#endif
}

/* Nonzero where the int64 `value` leaves int32: its high word is not its low word's sign. */
static __device__ __forceinline__ uint32_t cvm_ct_outside_int32(int64_t value) {
  return (uint32_t)((int32_t)(value >> 32) ^ ((int32_t)value >> 31));
}

/* |v| as uint32 (2^31 for INT32_MIN). */
static __device__ __forceinline__ uint32_t cvm_ct_magnitude(int32_t v) {
  return v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
}

/* The largest magnitude among the values the block stages, into *largest: each warp's by
 * shuffles, then one shared atomic a warp. */
static __device__ __forceinline__ void cvm_ct_note_largest(const int32_t* v,
                                                           unsigned* largest) {
  uint32_t found = 0;
  CVM_CT_UNROLL
  for (int j = 0; j < CVM_CT_LOADS; ++j) found = max(found, cvm_ct_magnitude(v[j]));
  for (int lanes = 16; lanes > 0; lanes /= 2)
    found = max(found, __shfl_xor_sync(0xffffffffu, found, lanes));
  if ((threadIdx.x & 31) == 0) atomicMax(largest, found);
}

/* The output tiles of an (M, N) product, and the slices of its K: what the host launches
 * and what a block finds its part of. */
static CVM_HD inline int64_t cvm_ct_blocks(int64_t M, int64_t N) {
  return ((M + CVM_CT_BM - 1) / CVM_CT_BM) * ((N + CVM_CT_BN - 1) / CVM_CT_BN);
}

static CVM_HD inline int64_t cvm_ct_slices(int64_t K) {
  return (K + CVM_CT_BK - 1) / CVM_CT_BK;
}

/* How a slice's products are summed, by the largest x and w magnitudes it holds. */
enum cvm_ct_slice {
  CVM_CT_BYTE_SUMS,      /* every value within int8: the packed tiles' four products an
                          * instruction, summed in 32 bits (16 * 127^2 fits int32) */
  CVM_CT_INT32_SUMS,     /* CVM_CT_BK products within int32 together: summed in 32 bits (one
                          * multiply-add each), the slice's sum then added to the 64-bit one */
  CVM_CT_INT32_PRODUCTS, /* each product within int32: summed unchecked in 64 bits */
  CVM_CT_CHECKED         /* each product checked to fit int32 (`bad`), summed in 64 bits */
};

template <cvm_ct_slice HOW>
static __device__ __forceinline__ void cvm_ct_multiply(const cvm_ct_tiles& tiles, int ty,
                                                       int tx,
                                                       uint64_t (&acc)[CVM_CT_TM][CVM_CT_TN],
                                                       uint32_t& bad) {
  /* the slice's sums, where HOW sums in 32 bits: unsigned, whose wrap-around is defined,
   * though the bound rules it out */
  constexpr bool in_32_bits = HOW == CVM_CT_BYTE_SUMS || HOW == CVM_CT_INT32_SUMS;
  uint32_t part[CVM_CT_TM][CVM_CT_TN];
  CVM_CT_UNROLL
  for (int i = 0; i < CVM_CT_TM; ++i)
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_TN; ++j) part[i][j] = 0;
  if (HOW == CVM_CT_BYTE_SUMS) {
    CVM_CT_UNROLL
    for (int q = 0; q < CVM_CT_BK / 4; ++q) {
      int32_t a[CVM_CT_TM], b[CVM_CT_TN];
      cvm_ct_load4(&tiles.x_bytes[q][ty * CVM_CT_TM], a);
      cvm_ct_load4(&tiles.w_bytes[q][tx * CVM_CT_TN], b);
      CVM_CT_UNROLL
      for (int i = 0; i < CVM_CT_TM; ++i)
        CVM_CT_UNROLL
        for (int j = 0; j < CVM_CT_TN; ++j)
          part[i][j] = (uint32_t)cvm_ct_dot4(a[i], b[j], (int32_t)part[i][j]);
    }
  } else {
    CVM_CT_UNROLL
    for (int kk = 0; kk < CVM_CT_BK; ++kk) {
      int32_t a[CVM_CT_TM], b[CVM_CT_TN];
      cvm_ct_load4(&tiles.x[kk][ty * CVM_CT_TM], a);
      cvm_ct_load4(&tiles.w[kk][tx * CVM_CT_TN], b);
      CVM_CT_UNROLL
      for (int i = 0; i < CVM_CT_TM; ++i)
        CVM_CT_UNROLL
        for (int j = 0; j < CVM_CT_TN; ++j) {
          if (in_32_bits) {
            part[i][j] += (uint32_t)a[i] * (uint32_t)b[j];
          } else {
            const int64_t product = (int64_t)a[i] * b[j];
            if (HOW == CVM_CT_CHECKED) bad |= cvm_ct_outside_int32(product);
            acc[i][j] += (uint64_t)product;
          }
        }
    }
  }
  if (in_32_bits)
    CVM_CT_UNROLL
    for (int i = 0; i < CVM_CT_TM; ++i)
      CVM_CT_UNROLL
      for (int j = 0; j < CVM_CT_TN; ++j) acc[i][j] += (uint64_t)(int64_t)(int32_t)part[i][j];
}

/* Element (row, col)'s value from its exact sum `total`: the sum checked to fit int32, then
 * the epilogue in registers; a failing check raises `bad` and leaves the value 0, which is
 * then not stored. */
template <typename E>
static __device__ __forceinline__ int32_t cvm_ct_value(const E& epilogue, int64_t row,
                                                       int64_t col, uint64_t total,
                                                       uint32_t& bad) {
  const int64_t sum = (int64_t)total;
  bad |= cvm_ct_outside_int32(sum);
  int32_t value = 0;
  if (!bad) epilogue((int32_t)sum, row, col, &value, 0);
  return value;
}

/* Four elements a thread holds that lie side by side in the output, stored at once where
 * they are all in and 16-byte aligned, else one at a time (those in): along a row of a
 * dense product's out (row, col + j); along a channel's plane of a convolution's y (pixels
 * row + j of one image). In a warp the four-wide stores then cover whole 32-byte sectors,
 * where one element a store covered a sector eight elements wide. */
static __device__ __forceinline__ void cvm_ct_store4(int32_t* at, const int32_t* value,
                                                     int in) {
  if (in == 4 && ((unsigned long long)at & 15) == 0) {
#ifdef CVM_HOST_SHIM
    memcpy(at, value, 16);
#else
    /* __stcg: a plain int4 assignment here compiled to four 4-byte stores */
    __stcg((int4*)at, make_int4(value[0], value[1], value[2], value[3]));
#endif
  } else {
    CVM_CT_UNROLL
    for (int j = 0; j < 4; ++j)
      if (j < in) at[j] = value[j];
  }
}

template <typename T>
static __device__ __forceinline__ void cvm_ct_store_tile(
    const cvm_tc_dense<T>& p, int64_t row, int64_t col,
    const int32_t (&value)[CVM_CT_TM][CVM_CT_TN]) {
  static_assert(CVM_CT_TN == 4, "a row's four columns a store");
  const int in = p.N - col < CVM_CT_TN ? (int)(p.N - col) : CVM_CT_TN;
  CVM_CT_UNROLL
  for (int i = 0; i < CVM_CT_TM; ++i)
    if (row + i < p.M) cvm_ct_store4(p.out + (row + i) * p.N + col, value[i], in);
}

template <typename T>
static __device__ __forceinline__ void cvm_ct_store_tile(
    const cvm_tc_conv<T>& p, int64_t row, int64_t col,
    const int32_t (&value)[CVM_CT_TM][CVM_CT_TN]) {
  static_assert(CVM_CT_TM == 4, "a channel's four pixels a store");
  const int64_t pixels = p.s.out_h * p.s.out_w, image = row / pixels, pixel = row % pixels;
  if (row + CVM_CT_TM > p.M || pixel + CVM_CT_TM > pixels) { /* past M, or two images */
    CVM_CT_UNROLL
    for (int i = 0; i < CVM_CT_TM; ++i)
      CVM_CT_UNROLL
      for (int j = 0; j < CVM_CT_TN; ++j)
        if (row + i < p.M && col + j < p.N) p.store(row + i, col + j, &value[i][j], false);
    return;
  }
  int32_t* const plane =
      p.out + (image * p.s.out_channels + p.group * p.N + col) * pixels + pixel;
  CVM_CT_UNROLL
  for (int j = 0; j < CVM_CT_TN; ++j) {
    if (col + j >= p.N) break;
    const int32_t along[CVM_CT_TM] = {value[0][j], value[1][j], value[2][j], value[3][j]};
    cvm_ct_store4(plane + j * pixels, along, CVM_CT_TM);
  }
}

/* A thread's elements (row + i, col + j) of a problem P from their exact sums: their
 * values (cvm_ct_value), then their stores, four at a time (cvm_ct_store_tile). */
template <typename P, typename E>
static __device__ __forceinline__ void cvm_ct_finish_tile(
    const P& problem, const E& epilogue, int64_t row, int64_t col,
    const uint64_t (&total)[CVM_CT_TM][CVM_CT_TN], uint32_t& bad) {
  int32_t value[CVM_CT_TM][CVM_CT_TN];
  CVM_CT_UNROLL
  for (int i = 0; i < CVM_CT_TM; ++i)
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_TN; ++j)
      value[i][j] = row + i < problem.M && col + j < problem.N
                        ? cvm_ct_value(epilogue, row + i, col + j, total[i][j], bad)
                        : 0;
  if (!bad) cvm_ct_store_tile(problem, row, col, value);
}

/* Where thread threadIdx.x works in output tile `tile` of a product of M rows: the tile's
 * first row and column, the thread's place (ty, tx) in the block's 16 x 16, and the first
 * row and column of its CVM_CT_TM x CVM_CT_TN elements. */
struct cvm_ct_place {
  int64_t row0, col0, row, col;
  int ty, tx;

  __device__ __forceinline__ cvm_ct_place(int64_t M, int64_t tile)
      : ty((int)threadIdx.x / (CVM_CT_BN / CVM_CT_TN)),
        tx((int)threadIdx.x % (CVM_CT_BN / CVM_CT_TN)) {
    const int64_t row_tiles = (M + CVM_CT_BM - 1) / CVM_CT_BM;
    row0 = tile % row_tiles * CVM_CT_BM;
    col0 = tile / row_tiles * CVM_CT_BN;
    row = row0 + ty * CVM_CT_TM;
    col = col0 + tx * CVM_CT_TN;
  }
};

/* Output tile `tile` of a problem P (cvm_tc_dense<int32_t>, cvm_tc_conv<int32_t>) over
 * slices [first, last) of K: as cvm_tc_gemm, each element is finished from its sum and
 * stored four at a time (cvm_ct_finish_tile); or, where `partials` is not null (K split
 * over blocks), the exact sums go to partials[i * N + j] for cvm_ct_finish_parts. A
 * failing product or sum raises `error`. */
template <typename P, typename E>
static __device__ __forceinline__ void cvm_ct_gemm(const P& problem, int64_t tile,
                                                   int64_t first, int64_t last,
                                                   uint64_t* __restrict__ partials,
                                                   const E& epilogue, int* error) {
  static_assert(CVM_CT_BM * CVM_CT_BK == CVM_CT_THREADS * CVM_CT_LOADS &&
                CVM_CT_BN == CVM_CT_BM && CVM_CT_BK == 4 * CVM_CT_LOADS,
                "a thread stages four k of one row of each operand");
  __shared__ cvm_ct_tiles tiles;
  const int tid = (int)threadIdx.x;
  const int64_t M = problem.M, N = problem.N, K = problem.K;
  const cvm_ct_place at(M, tile);
  uint64_t acc[CVM_CT_TM][CVM_CT_TN];
  uint32_t bad = 0;
  CVM_CT_UNROLL
  for (int i = 0; i < CVM_CT_TM; ++i)
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_TN; ++j) acc[i][j] = 0;

  /* the largest magnitudes of a slice's x and w, by the slice's parity: where their
   * product fits int32, so does every product of the slice, which then goes unchecked */
  __shared__ unsigned largest[2][2];
  if (tid < 4) largest[tid / 2][tid % 2] = 0;
  int32_t next_x[CVM_CT_LOADS], next_w[CVM_CT_LOADS];
  auto x_reader = cvm_ct_x_reader(problem, at.row0, first * CVM_CT_BK, tid);
  cvm_ct_row_reader w_reader(problem.w, N, K, at.col0, first * CVM_CT_BK, tid);
  x_reader.fetch(next_x);
  w_reader.fetch(next_w);
  for (int64_t s = first; s < last; ++s) {
    __syncthreads(); /* every thread is done with the previous slice */
    unsigned* noted = largest[s & 1];
    cvm_ct_stage(tiles.x, tiles.x_bytes, tid, next_x);
    cvm_ct_stage(tiles.w, tiles.w_bytes, tid, next_w);
    cvm_ct_note_largest(next_x, &noted[0]);
    cvm_ct_note_largest(next_w, &noted[1]);
    __syncthreads();
    /* the other parity's slice was read before the first barrier: ready for the next */
    if (tid < 2) largest[(s + 1) & 1][tid] = 0;
    const uint32_t largest_x = noted[0], largest_w = noted[1];
    const uint64_t largest_product = (uint64_t)largest_x * largest_w;
    if (s + 1 < last) { /* on its way while this slice is multiplied */
      x_reader.fetch(next_x);
      w_reader.fetch(next_w);
    }
    /* the same for the whole block */
    if (largest_x <= CVM_CT_BYTE_MAX && largest_w <= CVM_CT_BYTE_MAX)
      cvm_ct_multiply<CVM_CT_BYTE_SUMS>(tiles, at.ty, at.tx, acc, bad);
    else if (largest_product <= (uint64_t)CVM_INT32_MAX / CVM_CT_BK)
      cvm_ct_multiply<CVM_CT_INT32_SUMS>(tiles, at.ty, at.tx, acc, bad);
    else if (largest_product <= (uint64_t)CVM_INT32_MAX)
      cvm_ct_multiply<CVM_CT_INT32_PRODUCTS>(tiles, at.ty, at.tx, acc, bad);
    else
      cvm_ct_multiply<CVM_CT_CHECKED>(tiles, at.ty, at.tx, acc, bad);
  }
  const int64_t row = at.row, col = at.col;
  if (partials == nullptr) {
    cvm_ct_finish_tile(problem, epilogue, row, col, acc, bad);
  } else {
    CVM_CT_UNROLL
    for (int i = 0; i < CVM_CT_TM; ++i)
      CVM_CT_UNROLL
      for (int j = 0; j < CVM_CT_TN; ++j)
        if (row + i < M && col + j < N) partials[(row + i) * N + col + j] = acc[i][j];
  }
  if (bad) cvm_reject(error);
}

/* What block blockIdx.x of a product's launch computes: tile `tile` of group `group`, over
 * slices [first, last) of K, the part `part` of `splits` that K is split into (one where
 * the tiles fill the device; cvm_ct_splits). */
struct cvm_ct_block {
  int64_t tile, group, part, first, last;

  __device__ __forceinline__ cvm_ct_block(int64_t M, int64_t N, int64_t K, int64_t groups,
                                          int64_t splits) {
    const int64_t tiles = cvm_ct_blocks(M, N), slices = cvm_ct_slices(K);
    const int64_t b = (int64_t)blockIdx.x;
    tile = b % tiles;
    group = b / tiles % groups;
    part = b / tiles / groups;
    first = part * slices / splits;
    last = (part + 1) * slices / splits;
  }
};

/* Tile `tile` of a split product P finished, a block a tile as cvm_ct_gemm's: each of a
 * thread's elements' exact sum is its `splits` parts' sums, `stride` apart from the first
 * part's at partials[row * N + col], added in order; the elements are then finished and
 * stored four at a time as a single block would (cvm_ct_finish_tile). */
template <typename P, typename E>
static __device__ __forceinline__ void cvm_ct_finish_parts(const P& problem, int64_t tile,
                                                           const uint64_t* __restrict__ partials,
                                                           int64_t stride, int64_t splits,
                                                           const E& epilogue, int* error) {
  const cvm_ct_place at(problem.M, tile);
  uint64_t total[CVM_CT_TM][CVM_CT_TN];
  CVM_CT_UNROLL
  for (int i = 0; i < CVM_CT_TM; ++i)
    CVM_CT_UNROLL
    for (int j = 0; j < CVM_CT_TN; ++j) {
      total[i][j] = 0;
      if (at.row + i < problem.M && at.col + j < problem.N)
        for (int64_t part = 0; part < splits; ++part)
          total[i][j] += partials[part * stride + (at.row + i) * problem.N + at.col + j];
    }
  uint32_t bad = 0;
  cvm_ct_finish_tile(problem, epilogue, at.row, at.col, total, bad);
  if (bad) cvm_reject(error);
}

/* A dense product's block: its tile, finished in place, or its part's sums into
 * `partials` where K is split (cvm_ct_dense_finish adds them up). */
template <typename E>
static __device__ __forceinline__ void cvm_ct_dense_gemm(const cvm_tc_dense<int32_t>& problem,
                                                         uint64_t* __restrict__ partials,
                                                         int64_t splits, const E& epilogue,
                                                         int* error) {
  const cvm_ct_block at(problem.M, problem.N, problem.K, 1, splits);
  cvm_ct_gemm(problem, at.tile, at.first, at.last,
              splits > 1 ? partials + at.part * problem.M * problem.N : nullptr, epilogue,
              error);
}

template <typename E>
static __device__ __forceinline__ void cvm_ct_dense_finish(
    const cvm_tc_dense<int32_t>& problem, const uint64_t* __restrict__ partials,
    int64_t splits, const E& epilogue, int* error) {
  const cvm_ct_block at(problem.M, problem.N, problem.K, 1, 1);
  cvm_ct_finish_parts(problem, at.tile, partials, problem.M * problem.N, splits, epilogue,
                      error);
}

/* A convolution's block, every group in one launch (as cvm_tc_conv_gemm): group
 * `group`'s product is x's channels of the group by w's rows of its N output channels. */
template <typename E>
static __device__ __forceinline__ void cvm_ct_conv_gemm(
    const int32_t* __restrict__ x, const int32_t* __restrict__ w, int32_t* __restrict__ out,
    int64_t M, int64_t N, int64_t K, const cvm_tc_conv_shape& s, const E& epilogue,
    uint64_t* __restrict__ partials, int64_t splits, int* error) {
  const int64_t groups = s.out_channels / N;
  const cvm_ct_block at(M, N, K, groups, splits);
  const cvm_tc_conv<int32_t> problem = {x, w + at.group * N * K, out, M, N, K, s, at.group};
  const cvm_tc_conv_epilogue<E> finish = {epilogue, s.out_w, s.out_h * s.out_w, at.group * N};
  cvm_ct_gemm(problem, at.tile, at.first, at.last,
              splits > 1 ? partials + (at.part * groups + at.group) * M * N : nullptr, finish,
              error);
}

template <typename E>
static __device__ __forceinline__ void cvm_ct_conv_finish(
    const int32_t* __restrict__ x, const int32_t* __restrict__ w, int32_t* __restrict__ out,
    int64_t M, int64_t N, int64_t K, const cvm_tc_conv_shape& s, const E& epilogue,
    const uint64_t* __restrict__ partials, int64_t splits, int* error) {
  const int64_t groups = s.out_channels / N;
  const cvm_ct_block at(M, N, K, groups, 1);
  const cvm_tc_conv<int32_t> problem = {x, w + at.group * N * K, out, M, N, K, s, at.group};
  const cvm_tc_conv_epilogue<E> finish = {epilogue, s.out_w, s.out_h * s.out_w, at.group * N};
  cvm_ct_finish_parts(problem, at.tile, partials + at.group * M * N, groups * M * N, splits,
                      finish, error);
}

#ifndef __CUDACC_RTC__
#ifdef CVM_HOST_SHIM
#define CVM_CT_LAUNCH(kernel, blocks, ...)                                           \
  cvm_shim_launch(dim3(blocks), dim3(CVM_CT_THREADS), kernel, __VA_ARGS__)
#else
#define CVM_CT_LAUNCH(kernel, blocks, ...)                                           \
  kernel<<<(blocks), CVM_CT_THREADS, 0, cvm_stream>>>(__VA_ARGS__)
#endif

/* How many parts K is split into for `tiles` tiles (every group's): one where they make two
 * waves of the device at two blocks a multiprocessor (cvm_fill_blocks counts eight of
 * CVM_SPLIT_THREADS), else as many as make two waves, each of at least
 * CVM_CT_MIN_SPLIT_SLICES slices. On an H100 a 1x1 convolution of 8 x 256 x 14 x 14 (100
 * tiles of 16 slices, under one block a multiprocessor) ran in 23 us whole and in 30 to 37
 * us split in 2 to 8; a 3x3 one of 8 x 64 x 56 x 56 (392 tiles of 36 slices) in 100 us
 * whole and 125 split in 2. A dense product of one row, N = K = 4096, has 64 tiles of 256
 * slices: split in 8. */
static inline int64_t cvm_ct_splits(int64_t tiles, int64_t K) {
  const int64_t waves = cvm_fill_blocks() / 2;
  const int64_t most = cvm_ct_slices(K) / CVM_CT_MIN_SPLIT_SLICES;
  if (tiles >= waves || most < 2) return 1;
  const int64_t wanted = (waves + tiles - 1) / tiles;
  return wanted < most ? wanted : most;
}

#endif /* __CUDACC_RTC__ */

#endif /* CVM_CUDA_CORE_TILES_ */

/* _dense_0_y on CUDA-core tiles: int32 operands, each product and the sum checked as the
 * general kernel checks them, then _dense_0_y_tc; where K is split over cvm_splits
 * blocks a tile, each block's sums go to cvm_partials and _dense_0_y_ct_finish finishes. */
__global__ void CVM_CT_BOUNDS _dense_0_y_ct(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    int* cvm_error,
    uint64_t* __restrict__ cvm_partials,
    int64_t cvm_splits) {
  const _dense_0_y_tc cvm_epilogue = {};
  const cvm_tc_dense<int32_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_ct_dense_gemm(cvm_problem, cvm_partials, cvm_splits, cvm_epilogue, cvm_error);
}
__global__ void CVM_CT_BOUNDS _dense_0_y_ct_finish(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    int* cvm_error,
    uint64_t* __restrict__ cvm_partials,
    int64_t cvm_splits) {
  const _dense_0_y_tc cvm_epilogue = {};
  const cvm_tc_dense<int32_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_ct_dense_finish(cvm_problem, cvm_partials, cvm_splits, cvm_epilogue, cvm_error);
}

/* _dense_1_y on CUDA-core tiles: int32 operands, each product and the sum checked as the
 * general kernel checks them, then _dense_1_y_tc; where K is split over cvm_splits
 * blocks a tile, each block's sums go to cvm_partials and _dense_1_y_ct_finish finishes. */
__global__ void CVM_CT_BOUNDS _dense_1_y_ct(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    const int32_t* __restrict__ b,
    int* cvm_error,
    uint64_t* __restrict__ cvm_partials,
    int64_t cvm_splits) {
  const _dense_1_y_tc cvm_epilogue = {b, cvm_error};
  const cvm_tc_dense<int32_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_ct_dense_gemm(cvm_problem, cvm_partials, cvm_splits, cvm_epilogue, cvm_error);
}
__global__ void CVM_CT_BOUNDS _dense_1_y_ct_finish(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_m,
    int64_t cvm_n,
    int64_t cvm_reduced,
    const int32_t* __restrict__ b,
    int* cvm_error,
    uint64_t* __restrict__ cvm_partials,
    int64_t cvm_splits) {
  const _dense_1_y_tc cvm_epilogue = {b, cvm_error};
  const cvm_tc_dense<int32_t> cvm_problem = {x, w, cvm_out, cvm_m, cvm_n, cvm_reduced};
  cvm_ct_dense_finish(cvm_problem, cvm_partials, cvm_splits, cvm_epilogue, cvm_error);
}

#ifndef __CUDACC_RTC__

/* _dense_0_y on CUDA-core tiles, the strict call the tensor cores do not take, where
 * K < 2^32 (the int64 sum of products that each fit int32 is exact). CVM_NO_MATCH where
 * not: the general kernel runs. */
static int _dense_0_y_ct_run(const DLTensor* x, const DLTensor* w,
    DLTensor* cvm_target) {
  const int64_t cvm_m = cvm_target->shape[0], cvm_n = cvm_target->shape[1];
  const int64_t cvm_reduced = x->shape[1];
  if (!(x->shape[0] == cvm_m && w->shape[0] == cvm_n && w->shape[1] == cvm_reduced))
    return CVM_NO_MATCH;
  if (!(cvm_reduced < ((int64_t)1 << 32))) return CVM_NO_MATCH; /* the int64 sum's bound */
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* w_int32 = cvm_memory.int32_data(w);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_tiles = cvm_ct_blocks(cvm_m, cvm_n);
  const int64_t cvm_splits = cvm_ct_splits(cvm_tiles, cvm_reduced);
  const int64_t cvm_count = cvm_m * cvm_n; /* the elements of the product */
  uint64_t* cvm_partials = NULL; /* each part's sums, where K is split */
  if (cvm_splits > 1) {
    cvm_partials = (uint64_t*)cvm_memory.reduction_partials(cvm_splits * cvm_count);
    if (cvm_partials == NULL) return CVM_DEVICE_ERROR;
  }
  CVM_CT_LAUNCH(_dense_0_y_ct, (unsigned)(cvm_tiles * cvm_splits), x_int32, w_int32,
                (int32_t*)cvm_tensor_data(cvm_target), cvm_m, cvm_n, cvm_reduced, cvm_memory.error, cvm_partials, cvm_splits);
  if (cvm_splits > 1)
  CVM_CT_LAUNCH(_dense_0_y_ct_finish, (unsigned)(cvm_tiles), x_int32, w_int32,
                (int32_t*)cvm_tensor_data(cvm_target), cvm_m, cvm_n, cvm_reduced, cvm_memory.error, cvm_partials, cvm_splits);
  return cvm_memory.status();
}

/* _dense_1_y on CUDA-core tiles, the strict call the tensor cores do not take, where
 * K < 2^32 (the int64 sum of products that each fit int32 is exact). CVM_NO_MATCH where
 * not: the general kernel runs. */
static int _dense_1_y_ct_run(const DLTensor* x, const DLTensor* w,
    const DLTensor* b,
    DLTensor* cvm_target) {
  const int64_t cvm_m = cvm_target->shape[0], cvm_n = cvm_target->shape[1];
  const int64_t cvm_reduced = x->shape[1];
  if (!(x->shape[0] == cvm_m && w->shape[0] == cvm_n && w->shape[1] == cvm_reduced))
    return CVM_NO_MATCH;
  if (!(cvm_reduced < ((int64_t)1 << 32))) return CVM_NO_MATCH; /* the int64 sum's bound */
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* w_int32 = cvm_memory.int32_data(w);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_tiles = cvm_ct_blocks(cvm_m, cvm_n);
  const int64_t cvm_splits = cvm_ct_splits(cvm_tiles, cvm_reduced);
  const int64_t cvm_count = cvm_m * cvm_n; /* the elements of the product */
  uint64_t* cvm_partials = NULL; /* each part's sums, where K is split */
  if (cvm_splits > 1) {
    cvm_partials = (uint64_t*)cvm_memory.reduction_partials(cvm_splits * cvm_count);
    if (cvm_partials == NULL) return CVM_DEVICE_ERROR;
  }
  CVM_CT_LAUNCH(_dense_1_y_ct, (unsigned)(cvm_tiles * cvm_splits), x_int32, w_int32,
                (int32_t*)cvm_tensor_data(cvm_target), cvm_m, cvm_n, cvm_reduced, b_int32, cvm_memory.error, cvm_partials, cvm_splits);
  if (cvm_splits > 1)
  CVM_CT_LAUNCH(_dense_1_y_ct_finish, (unsigned)(cvm_tiles), x_int32, w_int32,
                (int32_t*)cvm_tensor_data(cvm_target), cvm_m, cvm_n, cvm_reduced, b_int32, cvm_memory.error, cvm_partials, cvm_splits);
  return cvm_memory.status();
}
#endif /* __CUDACC_RTC__ */

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_dense_call {
  /* x: 2-D (M, K) */
  const DLTensor* in_x;
  int rank_x;
  /* w: 2-D (N, K) */
  const DLTensor* in_w;
  int rank_w;
  /* b: optional, 1-D (N,) */
  const DLTensor* in_b;
  int rank_b;
  int has_b;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_dense_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                          cvm_dense_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 3) return CVM_INVALID;

  /* x: 2-D (M, K) */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 2) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* w: 2-D (N, K) */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 2) return CVM_INVALID;
    call->in_w = t;
    call->rank_w = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* b: optional, 1-D (N,) */
  if (n_inputs > 2) {
    const DLTensor* t = &inputs[2];
    if (!cvm_tensor_ok(t) || t->ndim != 1) return CVM_INVALID;
    call->in_b = t;
    call->rank_b = t->ndim;
    call->has_b = 1;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* dense, structure has:b=False, rank:w=2, rank:x=2 */
static int _dense_0_run(const cvm_dense_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_b == 0 &&
        cvm_call->rank_w == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* w = cvm_call->in_w;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t w_shape_0 = w->shape[0];
  const int64_t w_shape_1 = w->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of w in 1..2^24 */
  if (!(w_shape_0 <= 16777216 && w_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of w <= 2^30 */
  if (!(w_shape_0*w_shape_1 <= 1073741824)) return CVM_INVALID;
  /* w.shape[1] == x.shape[1] */
  if (!(w_shape_1 == x_shape_1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(w_shape_0 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(w_shape_0*x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* w holds integers */
  if (!(cvm_is_integer(w))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_0, w_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  /* the tensor-core path where the precision proof covers the call (_dense_0_y_tc_run: it names the tile taken), else the general kernel */
  cvm_dense_last_path = "general";
  {
    const int cvm_tc_status = _dense_0_y_tc_run(x, w, &cvm_outputs[0]);
    if (cvm_tc_status != CVM_NO_MATCH) return cvm_tc_status;
  }
  /* else CUDA-core tiles (_dense_0_y_ct_run) */
  {
    const int cvm_ct_status = _dense_0_y_ct_run(x, w, &cvm_outputs[0]);
    if (cvm_ct_status != CVM_NO_MATCH) {
      cvm_dense_last_path = "cuda-core tiles";
      return cvm_ct_status;
    }
  }
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* w_int32 = cvm_memory.int32_data(w);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: a scope of its own, as each output's launch declares the same names */
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  auto cvm_kernel = &_dense_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, w_shape_1, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  } else {
  auto cvm_kernel = &_dense_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, w_shape_1, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* dense, structure has:b=True, rank:b=1, rank:w=2, rank:x=2 */
static int _dense_1_run(const cvm_dense_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_b == 1 &&
        cvm_call->rank_b == 1 &&
        cvm_call->rank_w == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* w = cvm_call->in_w;
  const DLTensor* b = cvm_call->in_b;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t w_shape_0 = w->shape[0];
  const int64_t w_shape_1 = w->shape[1];
  const int64_t b_shape_0 = b->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of w in 1..2^24 */
  if (!(w_shape_0 <= 16777216 && w_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of w <= 2^30 */
  if (!(w_shape_0*w_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(b_shape_0 <= 1073741824)) return CVM_INVALID;
  /* w.shape[1] == x.shape[1] */
  if (!(w_shape_1 == x_shape_1)) return CVM_INVALID;
  /* b.shape[0] == w.shape[0] */
  if (!(b_shape_0 == w_shape_0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(w_shape_0 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(w_shape_0*x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;
  /* w holds integers */
  if (!(cvm_is_integer(w))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_0, w_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  /* the tensor-core path where the precision proof covers the call (_dense_1_y_tc_run: it names the tile taken), else the general kernel */
  cvm_dense_last_path = "general";
  {
    const int cvm_tc_status = _dense_1_y_tc_run(x, w, b, &cvm_outputs[0]);
    if (cvm_tc_status != CVM_NO_MATCH) return cvm_tc_status;
  }
  /* else CUDA-core tiles (_dense_1_y_ct_run) */
  {
    const int cvm_ct_status = _dense_1_y_ct_run(x, w, b, &cvm_outputs[0]);
    if (cvm_ct_status != CVM_NO_MATCH) {
      cvm_dense_last_path = "cuda-core tiles";
      return cvm_ct_status;
    }
  }
  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* w_int32 = cvm_memory.int32_data(w);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: a scope of its own, as each output's launch declares the same names */
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  auto cvm_kernel = &_dense_1_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, w_shape_1, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  } else {
  auto cvm_kernel = &_dense_1_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, w_shape_1, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_dense_planned(const cvm_dense_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _dense_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _dense_1_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_dense(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_dense_call call;
  if (cvm_dense_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_dense_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
