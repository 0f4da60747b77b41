/*
 * get_valid_count: count rows with score > threshold and compact them to the front
 *
 * Generated from the cvmverify spec of get_valid_count; regenerate rather than edit.
 * 1 structure (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_get_valid_count(const DLTensor* inputs, int n_inputs,
 *                          DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). * The op depends on the data, so it has no element formula: its kernels are written by hand
 * (templates/cuda/definitions/get_valid_count.cu.j2), called once the call is checked. *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* ==== get_valid_count, written by hand: its output depends on the data ================== */

/* One thread per batch b: the rows whose score (column 1) is above the threshold, moved to
 * the front in input order, their count in valid_count[b]; every other row of y is -1. */
__global__ void cvm_get_valid_count_batches(const int32_t* __restrict__ x, int64_t batches,
                                            int64_t rows, int64_t width, int64_t threshold,
                                            int32_t* __restrict__ valid_count,
                                            int32_t* __restrict__ y) {
  for (int64_t b = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; b < batches;
       b += (int64_t)blockDim.x * gridDim.x) {
    const int32_t* in = x + b * rows * width;
    int32_t* out = y + b * rows * width;
    int64_t kept = 0;
    for (int64_t n = 0; n < rows; ++n) {
      if ((int64_t)in[n * width + 1] > threshold) {
        for (int64_t k = 0; k < width; ++k) out[kept * width + k] = in[n * width + k];
        ++kept;
      }
    }
    for (int64_t i = kept * width; i < rows * width; ++i) out[i] = -1;
    valid_count[b] = (int32_t)kept;
  }
}

#ifndef __CUDACC_RTC__
/* Called by the launcher once the call is checked (see the launcher's argument order). */
static int cvm_get_valid_count_by_hand(const int32_t* x, int64_t batches, int64_t rows,
                                       int64_t width, int64_t score_threshold,
                                       int32_t* valid_count, int32_t* y, int* error) {
  (void)error;
  CVM_LAUNCH(cvm_get_valid_count_batches, cvm_blocks(batches), CVM_THREADS, x, batches, rows,
             width, score_threshold, valid_count, y);
  return CVM_OK;
}
#endif /* __CUDACC_RTC__ */

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_get_valid_count_call {
  /* x: 3-D (B, N, K): id, score, ... */
  const DLTensor* in_x;
  int rank_x;
  /* score_threshold: int in [-2147483648, 2147483647] */
  int64_t attr_score_threshold;
  int has_score_threshold; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_get_valid_count_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                    cvm_get_valid_count_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 1) return CVM_INVALID;

  /* x: 3-D (B, N, K): id, score, ... */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 3) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"score_threshold"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* score_threshold: int in [-2147483648, 2147483647] */
  {
    const char* v = cvm_json_value(json, "score_threshold");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_score_threshold)) return CVM_INVALID;
      call->has_score_threshold = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* get_valid_count, structure rank:x=3 */
static int _get_valid_count_0_run(const cvm_get_valid_count_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t score_threshold = cvm_call->attr_score_threshold;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* score_threshold in [-2147483648, 2147483647] */
  if (!(-2147483648 <= score_threshold && score_threshold <= 2147483647)) return CVM_INVALID;
  /* 2 <= x.shape[2] <= 32 */
  if (!(x_shape_2 >= 2 && x_shape_2 <= 32)) return CVM_INVALID;
  /* every dim of valid_count <= 2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of valid_count <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  /* data-dependent: the hand-written kernels (templates/cuda/definitions/) */
  const int cvm_hand_status = cvm_get_valid_count_by_hand(x_int32, x_shape_0, x_shape_1, x_shape_2, score_threshold, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_memory.error);
  if (cvm_hand_status != CVM_OK) return cvm_hand_status;
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_get_valid_count_planned(const cvm_get_valid_count_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _get_valid_count_0_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_get_valid_count(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                   int n_outputs, const char* attrs_json) {
  cvm_get_valid_count_call call;
  if (cvm_get_valid_count_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_get_valid_count_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
