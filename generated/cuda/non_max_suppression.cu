/*
 * non_max_suppression: greedy non-maximum suppression by exact integer iou percent
 *
 * Generated from the cvmverify spec of non_max_suppression; regenerate rather than edit.
 * 2 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_non_max_suppression(const DLTensor* inputs, int n_inputs,
 *                              DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). * The op depends on the data, so it has no element formula: its kernels are written by hand
 * (templates/cuda/definitions/non_max_suppression.cu.j2), called once the call is checked. *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* ==== non_max_suppression, written by hand: its output depends on the data ============== */

/* floor(100 * overlap / union) of two corner-format boxes (x1, y1, x2, y2), exactly: areas
 * of int32 corners need 64 bits and the percentage 71, so the arithmetic is 128-bit. 0 when
 * the boxes are degenerate. */
static __device__ __host__ inline __int128 cvm_iou_percent(const int32_t* a, const int32_t* b) {
  const __int128 area_a = (__int128)((int64_t)a[2] - a[0]) * ((int64_t)a[3] - a[1]);
  const __int128 area_b = (__int128)((int64_t)b[2] - b[0]) * ((int64_t)b[3] - b[1]);
  const int64_t w = cvm_max(0, cvm_min(a[2], b[2]) - cvm_max(a[0], b[0]));
  const int64_t h = cvm_max(0, cvm_min(a[3], b[3]) - cvm_max(a[1], b[1]));
  const __int128 overlap = (__int128)w * h;
  const __int128 union_area = area_a + area_b - overlap;
  if (area_a + area_b <= 0 || union_area <= 0) return 0;
  return overlap * 100 / union_area;  /* both >= 0: C's division floors here */
}

/* One thread per batch b, greedy as the spec defines it: the first valid_count[b] rows
 * sorted by descending score (ties keep their order), each kept unless a kept row of the
 * same class (any class with force_suppress) overlaps it by iou_threshold percent or more;
 * rows of a negative class are skipped. `order` and `kept` are scratch, `rows` per batch. */
__global__ void cvm_non_max_suppression_batches(
    const int32_t* __restrict__ x, const int32_t* __restrict__ valid_count, int64_t batches,
    int64_t rows, int64_t iou_threshold, int64_t max_output_size, int force_suppress,
    int64_t top_k, int64_t* __restrict__ order, int64_t* __restrict__ kept,
    int32_t* __restrict__ y) {
  const int64_t width = 6;
  for (int64_t b = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; b < batches;
       b += (int64_t)blockDim.x * gridDim.x) {
    const int32_t* in = x + b * rows * width;
    int32_t* out = y + b * rows * width;
    int64_t* sorted = order + b * rows;
    int64_t* chosen = kept + b * rows;
    const int64_t count = cvm_max(cvm_min(rows, (int64_t)valid_count[b]), 0);
    for (int64_t n = 0; n < count; ++n) {  /* a stable insertion sort by score */
      int64_t at = n;
      while (at > 0 && in[sorted[at - 1] * width + 1] < in[n * width + 1]) {
        sorted[at] = sorted[at - 1];
        --at;
      }
      sorted[at] = n;
    }
    const int64_t limit = top_k < 0 ? count : cvm_min(top_k, count);
    int64_t n_kept = 0;
    for (int64_t p = 0; p < limit; ++p) {
      const int32_t* row = in + sorted[p] * width;
      if (row[0] < 0) continue;  /* an invalid row is skipped, not a stop */
      int keep = 1;
      for (int64_t q = 0; q < n_kept && keep; ++q) {
        const int32_t* other = in + chosen[q] * width;
        if ((force_suppress || row[0] == other[0]) &&
            cvm_iou_percent(other + 2, row + 2) >= iou_threshold)
          keep = 0;
      }
      if (keep) chosen[n_kept++] = sorted[p];
    }
    const int64_t n_out = max_output_size < 0 ? n_kept : cvm_min(n_kept, max_output_size);
    for (int64_t i = 0; i < rows * width; ++i) out[i] = -1;
    for (int64_t n = 0; n < n_out; ++n)
      for (int64_t k = 0; k < width; ++k) out[n * width + k] = in[chosen[n] * width + k];
  }
}

#ifndef __CUDACC_RTC__
/* Called by the launcher once the call is checked (see the launcher's argument order). */
static int cvm_non_max_suppression_by_hand(
    const int32_t* x, const int32_t* valid_count, int64_t batches, int64_t rows,
    int64_t width, int64_t valid_batches, int64_t iou_threshold, int64_t max_output_size,
    int force_suppress, int64_t top_k, int32_t* y, int* error) {
  (void)width, (void)valid_batches, (void)error;  /* 6 and batches: checked by the launcher */
  int64_t* scratch = NULL;
  const size_t bytes = (size_t)(2 * batches * rows) * sizeof(int64_t);
  if (cudaMalloc((void**)&scratch, bytes) != cudaSuccess) return CVM_DEVICE_ERROR;
  CVM_LAUNCH(cvm_non_max_suppression_batches, cvm_blocks(batches), CVM_THREADS, x,
             valid_count, batches, rows, iou_threshold, max_output_size, force_suppress,
             top_k, scratch, scratch + batches * rows, y);
  const int synced = cudaDeviceSynchronize() == cudaSuccess;
  cudaFree(scratch);
  return synced ? CVM_OK : CVM_DEVICE_ERROR;
}
#endif /* __CUDACC_RTC__ */

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_non_max_suppression_call {
  /* x: 3-D (B, N, 6): id, score, x1, y1, x2, y2 */
  const DLTensor* in_x;
  int rank_x;
  /* valid_count: 1-D (B,) */
  const DLTensor* in_valid_count;
  int rank_valid_count;
  /* iou_threshold: int in [1, 2147483647] */
  int64_t attr_iou_threshold;
  int has_iou_threshold; /* a value is bound: given or defaulted, not null, not ignored */
  /* max_output_size: int in [-2147483648, 2147483647]; default -1 */
  int64_t attr_max_output_size;
  int has_max_output_size; /* a value is bound: given or defaulted, not null, not ignored */
  /* force_suppress: bool; default false */
  int attr_force_suppress;
  int has_force_suppress; /* a value is bound: given or defaulted, not null, not ignored */
  /* top_k: int in [-2147483648, 2147483647]; default -1 */
  int64_t attr_top_k;
  int has_top_k; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_non_max_suppression_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                        cvm_non_max_suppression_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* x: 3-D (B, N, 6): id, score, x1, y1, x2, y2 */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 3) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* valid_count: 1-D (B,) */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 1) return CVM_INVALID;
    call->in_valid_count = t;
    call->rank_valid_count = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"iou_threshold", "max_output_size", "force_suppress", "top_k"};
  if (!cvm_json_only(json, known, 4)) return CVM_INVALID;

  /* iou_threshold: int in [1, 2147483647] */
  {
    const char* v = cvm_json_value(json, "iou_threshold");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_iou_threshold)) return CVM_INVALID;
      call->has_iou_threshold = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* max_output_size: int in [-2147483648, 2147483647]; default -1 */
  {
    const char* v = cvm_json_value(json, "max_output_size");
    if (v == NULL) v = "-1";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_max_output_size)) return CVM_INVALID;
      call->has_max_output_size = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* force_suppress: bool; default false */
  {
    const char* v = cvm_json_value(json, "force_suppress");
    if (v == NULL) v = "false";
    if (!cvm_json_bool(v, &call->attr_force_suppress)) return CVM_INVALID;
    call->has_force_suppress = 1;
  }

  /* top_k: int in [-2147483648, 2147483647]; default -1 */
  {
    const char* v = cvm_json_value(json, "top_k");
    if (v == NULL) v = "-1";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_top_k)) return CVM_INVALID;
      call->has_top_k = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* non_max_suppression, structure force_suppress=False, rank:valid_count=1, rank:x=3 */
static int _non_max_suppression_0_run(const cvm_non_max_suppression_call* cvm_call, DLTensor* cvm_outputs,
                                      int cvm_n_outputs) {
  if (!(cvm_call->attr_force_suppress == 0 &&
        cvm_call->rank_valid_count == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* valid_count = cvm_call->in_valid_count;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t valid_count_shape_0 = valid_count->shape[0];
  const int64_t iou_threshold = cvm_call->attr_iou_threshold;
  const int64_t max_output_size = cvm_call->attr_max_output_size;
  const int64_t top_k = cvm_call->attr_top_k;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of valid_count in 1..2^24 */
  if (!(valid_count_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of valid_count <= 2^30 */
  if (!(valid_count_shape_0 <= 1073741824)) return CVM_INVALID;
  /* iou_threshold in [1, 2147483647] */
  if (!(1 <= iou_threshold && iou_threshold <= 2147483647)) return CVM_INVALID;
  /* max_output_size in [-2147483648, 2147483647] */
  if (!(-2147483648 <= max_output_size && max_output_size <= 2147483647)) return CVM_INVALID;
  /* top_k in [-2147483648, 2147483647] */
  if (!(-2147483648 <= top_k && top_k <= 2147483647)) return CVM_INVALID;
  /* x.shape[2] == 6 */
  if (!(x_shape_2 == 6)) return CVM_INVALID;
  /* valid_count.shape[0] == x.shape[0] */
  if (!(valid_count_shape_0 == x_shape_0)) return CVM_INVALID;
  /* valid_count holds integers */
  if (!(cvm_is_integer(valid_count))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* valid_count_int32 = cvm_memory.int32_data(valid_count);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  /* data-dependent: the hand-written kernels (templates/cuda/definitions/) */
  const int cvm_hand_status = cvm_non_max_suppression_by_hand(x_int32, valid_count_int32, x_shape_0, x_shape_1, x_shape_2, valid_count_shape_0, iou_threshold, max_output_size, 0, top_k, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_memory.error);
  if (cvm_hand_status != CVM_OK) return cvm_hand_status;
  return cvm_memory.status();
}

/* non_max_suppression, structure force_suppress=True, rank:valid_count=1, rank:x=3 */
static int _non_max_suppression_1_run(const cvm_non_max_suppression_call* cvm_call, DLTensor* cvm_outputs,
                                      int cvm_n_outputs) {
  if (!(cvm_call->attr_force_suppress == 1 &&
        cvm_call->rank_valid_count == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* valid_count = cvm_call->in_valid_count;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t valid_count_shape_0 = valid_count->shape[0];
  const int64_t iou_threshold = cvm_call->attr_iou_threshold;
  const int64_t max_output_size = cvm_call->attr_max_output_size;
  const int64_t top_k = cvm_call->attr_top_k;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of valid_count in 1..2^24 */
  if (!(valid_count_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of valid_count <= 2^30 */
  if (!(valid_count_shape_0 <= 1073741824)) return CVM_INVALID;
  /* iou_threshold in [1, 2147483647] */
  if (!(1 <= iou_threshold && iou_threshold <= 2147483647)) return CVM_INVALID;
  /* max_output_size in [-2147483648, 2147483647] */
  if (!(-2147483648 <= max_output_size && max_output_size <= 2147483647)) return CVM_INVALID;
  /* top_k in [-2147483648, 2147483647] */
  if (!(-2147483648 <= top_k && top_k <= 2147483647)) return CVM_INVALID;
  /* x.shape[2] == 6 */
  if (!(x_shape_2 == 6)) return CVM_INVALID;
  /* valid_count.shape[0] == x.shape[0] */
  if (!(valid_count_shape_0 == x_shape_0)) return CVM_INVALID;
  /* valid_count holds integers */
  if (!(cvm_is_integer(valid_count))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  const int32_t* valid_count_int32 = cvm_memory.int32_data(valid_count);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  /* data-dependent: the hand-written kernels (templates/cuda/definitions/) */
  const int cvm_hand_status = cvm_non_max_suppression_by_hand(x_int32, valid_count_int32, x_shape_0, x_shape_1, x_shape_2, valid_count_shape_0, iou_threshold, max_output_size, 1, top_k, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_memory.error);
  if (cvm_hand_status != CVM_OK) return cvm_hand_status;
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_non_max_suppression_planned(const cvm_non_max_suppression_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _non_max_suppression_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _non_max_suppression_1_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_non_max_suppression(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                       int n_outputs, const char* attrs_json) {
  cvm_non_max_suppression_call call;
  if (cvm_non_max_suppression_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_non_max_suppression_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
