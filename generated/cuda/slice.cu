/*
 * slice: x[begin:end:strides] per axis, clamped; missing entries take the whole axis
 *
 * Generated from the cvmverify spec of slice; regenerate rather than edit.
 * 4 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_slice(const DLTensor* inputs, int n_inputs,
 *                DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* slice, structure len:begin=1, len:end=1, len:strides=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t strides_0,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[i0*strides_0 + s1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice, structure len:begin=2, len:end=2, len:strides=2, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t strides_0,
    int64_t strides_1,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(i0*strides_0 + s2)*x_shape_1 + i1*strides_1 + s3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice, structure len:begin=3, len:end=3, len:strides=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t strides_0,
    int64_t strides_1,
    int64_t strides_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i0*strides_0 + s3)*x_shape_1 + i1*strides_1 + s4)*x_shape_2 + i2*strides_2 + s5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice, structure len:begin=4, len:end=4, len:strides=4, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t strides_0,
    int64_t strides_1,
    int64_t strides_2,
    int64_t strides_3,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*strides_0 + s4)*x_shape_1 + i1*strides_1 + s5)*x_shape_2 + i2*strides_2 + s6)*x_shape_3 + i3*strides_3 + s7];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_slice_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* begin: ints in [-2147483648, 2147483647] */
  int64_t attr_begin[CVM_MAX_INTS];
  int len_begin;
  int has_begin; /* a value is bound: given or defaulted, not null, not ignored */
  /* end: ints in [-2147483648, 2147483647] */
  int64_t attr_end[CVM_MAX_INTS];
  int len_end;
  int has_end; /* a value is bound: given or defaulted, not null, not ignored */
  /* strides: ints in [-2147483647, 2147483647]; default [] */
  int64_t attr_strides[CVM_MAX_INTS];
  int len_strides;
  int has_strides; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_slice_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                          cvm_slice_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 1) return CVM_INVALID;

  /* x: rank 1..6 */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"begin", "end", "strides"};
  if (!cvm_json_only(json, known, 3)) return CVM_INVALID;

  /* begin: ints in [-2147483648, 2147483647] */
  {
    const char* v = cvm_json_value(json, "begin");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_begin, CVM_MAX_INTS, &call->len_begin))
        return CVM_INVALID;
      call->has_begin = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* end: ints in [-2147483648, 2147483647] */
  {
    const char* v = cvm_json_value(json, "end");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_end, CVM_MAX_INTS, &call->len_end))
        return CVM_INVALID;
      call->has_end = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* strides: ints in [-2147483647, 2147483647]; default [] */
  {
    const char* v = cvm_json_value(json, "strides");
    if (v == NULL) v = "[]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_strides, CVM_MAX_INTS, &call->len_strides))
        return CVM_INVALID;
      call->has_strides = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* begin, padded to the rank of x: a missing trailing entry is 0 */
  if (call->has_begin && call->in_x != NULL &&
      call->len_begin < call->rank_x) {
    for (int k = call->len_begin; k < call->rank_x; ++k)
      call->attr_begin[k] = 0;
    call->len_begin = call->rank_x;
  }

  /* end, padded to the rank of x: a missing trailing entry is the length of its axis */
  if (call->has_end && call->in_x != NULL &&
      call->len_end < call->rank_x) {
    for (int k = call->len_end; k < call->rank_x; ++k)
      call->attr_end[k] = call->in_x->shape[k];
    call->len_end = call->rank_x;
  }

  /* strides, padded to the rank of x: a missing trailing entry is 1 */
  if (call->has_strides && call->in_x != NULL &&
      call->len_strides < call->rank_x) {
    for (int k = call->len_strides; k < call->rank_x; ++k)
      call->attr_strides[k] = 1;
    call->len_strides = call->rank_x;
  }
  return CVM_OK;
}

/* slice, structure len:begin=1, len:end=1, len:strides=1, rank:x=1 */
static int _slice_0_run(const cvm_slice_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_begin == 1 &&
        cvm_call->len_end == 1 &&
        cvm_call->len_strides == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t begin_0 = cvm_call->attr_begin[0];
  const int64_t end_0 = cvm_call->attr_end[0];
  const int64_t strides_0 = cvm_call->attr_strides[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_0 && begin_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_0 && end_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_0 && strides_0 <= 2147483647)) return CVM_INVALID;
  /* strides[0] != 0 */
  if (!(strides_0 != 0)) return CVM_INVALID;
  /* axis 0 of the slice is not empty */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = -((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0);
  const int64_t s1 = ((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1)));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, strides_0, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, strides_0, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, strides_0, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, strides_0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice, structure len:begin=2, len:end=2, len:strides=2, rank:x=2 */
static int _slice_1_run(const cvm_slice_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_begin == 2 &&
        cvm_call->len_end == 2 &&
        cvm_call->len_strides == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t begin_0 = cvm_call->attr_begin[0];
  const int64_t begin_1 = cvm_call->attr_begin[1];
  const int64_t end_0 = cvm_call->attr_end[0];
  const int64_t end_1 = cvm_call->attr_end[1];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_0 && begin_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_1 && begin_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_0 && end_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_1 && end_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_0 && strides_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_1 && strides_1 <= 2147483647)) return CVM_INVALID;
  /* strides[0] != 0 */
  if (!(strides_0 != 0)) return CVM_INVALID;
  /* axis 0 of the slice is not empty */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) >= 1)) return CVM_INVALID;
  /* strides[1] != 0 */
  if (!(strides_1 != 0)) return CVM_INVALID;
  /* axis 1 of the slice is not empty */
  if (!(-((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 16777216 && -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0)*((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = -((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0);
  const int64_t s1 = -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0);
  const int64_t s2 = ((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1)));
  const int64_t s3 = ((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1)));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, strides_0, strides_1, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, strides_0, strides_1, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, strides_0, strides_1, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, strides_0, strides_1, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice, structure len:begin=3, len:end=3, len:strides=3, rank:x=3 */
static int _slice_2_run(const cvm_slice_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_begin == 3 &&
        cvm_call->len_end == 3 &&
        cvm_call->len_strides == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t begin_0 = cvm_call->attr_begin[0];
  const int64_t begin_1 = cvm_call->attr_begin[1];
  const int64_t begin_2 = cvm_call->attr_begin[2];
  const int64_t end_0 = cvm_call->attr_end[0];
  const int64_t end_1 = cvm_call->attr_end[1];
  const int64_t end_2 = cvm_call->attr_end[2];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];
  const int64_t strides_2 = cvm_call->attr_strides[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_0 && begin_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_1 && begin_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_2 && begin_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_0 && end_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_1 && end_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_2 && end_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_0 && strides_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_1 && strides_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_2 && strides_2 <= 2147483647)) return CVM_INVALID;
  /* strides[0] != 0 */
  if (!(strides_0 != 0)) return CVM_INVALID;
  /* axis 0 of the slice is not empty */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) >= 1)) return CVM_INVALID;
  /* strides[1] != 0 */
  if (!(strides_1 != 0)) return CVM_INVALID;
  /* axis 1 of the slice is not empty */
  if (!(-((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) >= 1)) return CVM_INVALID;
  /* strides[2] != 0 */
  if (!(strides_2 != 0)) return CVM_INVALID;
  /* axis 2 of the slice is not empty */
  if (!(-((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 16777216 && -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) <= 16777216 && -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(-((cvm_big(strides_0)) != 0 ? cvm_floordiv(((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), -1, cvm_big(x_shape_0) - 1))) - ((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), -1, cvm_big(x_shape_0) - 1))), cvm_big(strides_0)) : 0)*((cvm_big(strides_1)) != 0 ? cvm_floordiv(((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), -1, cvm_big(x_shape_1) - 1))) - ((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), -1, cvm_big(x_shape_1) - 1))), cvm_big(strides_1)) : 0)*((cvm_big(strides_2)) != 0 ? cvm_floordiv(((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), -1, cvm_big(x_shape_2) - 1))) - ((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), -1, cvm_big(x_shape_2) - 1))), cvm_big(strides_2)) : 0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = -((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0);
  const int64_t s1 = -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0);
  const int64_t s2 = -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0);
  const int64_t s3 = ((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1)));
  const int64_t s4 = ((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1)));
  const int64_t s5 = ((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1)));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, strides_0, strides_1, strides_2, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, strides_0, strides_1, strides_2, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, strides_0, strides_1, strides_2, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, strides_0, strides_1, strides_2, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice, structure len:begin=4, len:end=4, len:strides=4, rank:x=4 */
static int _slice_3_run(const cvm_slice_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_begin == 4 &&
        cvm_call->len_end == 4 &&
        cvm_call->len_strides == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t begin_0 = cvm_call->attr_begin[0];
  const int64_t begin_1 = cvm_call->attr_begin[1];
  const int64_t begin_2 = cvm_call->attr_begin[2];
  const int64_t begin_3 = cvm_call->attr_begin[3];
  const int64_t end_0 = cvm_call->attr_end[0];
  const int64_t end_1 = cvm_call->attr_end[1];
  const int64_t end_2 = cvm_call->attr_end[2];
  const int64_t end_3 = cvm_call->attr_end[3];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];
  const int64_t strides_2 = cvm_call->attr_strides[2];
  const int64_t strides_3 = cvm_call->attr_strides[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_0 && begin_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_1 && begin_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_2 && begin_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_3 && begin_3 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_0 && end_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_1 && end_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_2 && end_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_3 && end_3 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_0 && strides_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_1 && strides_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_2 && strides_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_3 && strides_3 <= 2147483647)) return CVM_INVALID;
  /* strides[0] != 0 */
  if (!(strides_0 != 0)) return CVM_INVALID;
  /* axis 0 of the slice is not empty */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) >= 1)) return CVM_INVALID;
  /* strides[1] != 0 */
  if (!(strides_1 != 0)) return CVM_INVALID;
  /* axis 1 of the slice is not empty */
  if (!(-((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) >= 1)) return CVM_INVALID;
  /* strides[2] != 0 */
  if (!(strides_2 != 0)) return CVM_INVALID;
  /* axis 2 of the slice is not empty */
  if (!(-((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) >= 1)) return CVM_INVALID;
  /* strides[3] != 0 */
  if (!(strides_3 != 0)) return CVM_INVALID;
  /* axis 3 of the slice is not empty */
  if (!(-((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0) >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 16777216 && -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) <= 16777216 && -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) <= 16777216 && -((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(strides_0)) != 0 ? cvm_floordiv(((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), -1, cvm_big(x_shape_0) - 1))) - ((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), -1, cvm_big(x_shape_0) - 1))), cvm_big(strides_0)) : 0)*((cvm_big(strides_1)) != 0 ? cvm_floordiv(((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), -1, cvm_big(x_shape_1) - 1))) - ((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), -1, cvm_big(x_shape_1) - 1))), cvm_big(strides_1)) : 0)*((cvm_big(strides_2)) != 0 ? cvm_floordiv(((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), -1, cvm_big(x_shape_2) - 1))) - ((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), -1, cvm_big(x_shape_2) - 1))), cvm_big(strides_2)) : 0)*((cvm_big(strides_3)) != 0 ? cvm_floordiv(((cvm_big(strides_3) > 0) ? (cvm_clip(((cvm_big(begin_3) < 0) ? (cvm_big(begin_3) + cvm_big(x_shape_3)) : (cvm_big(begin_3))), 0, cvm_big(x_shape_3))) : (cvm_clip(((cvm_big(begin_3) < 0) ? (cvm_big(begin_3) + cvm_big(x_shape_3)) : (cvm_big(begin_3))), -1, cvm_big(x_shape_3) - 1))) - ((cvm_big(strides_3) > 0) ? (cvm_clip(((cvm_big(end_3) < 0) ? (cvm_big(end_3) + cvm_big(x_shape_3)) : (cvm_big(end_3))), 0, cvm_big(x_shape_3))) : (cvm_clip(((cvm_big(end_3) < 0) ? (cvm_big(end_3) + cvm_big(x_shape_3)) : (cvm_big(end_3))), -1, cvm_big(x_shape_3) - 1))), cvm_big(strides_3)) : 0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = -((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0);
  const int64_t s1 = -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0);
  const int64_t s2 = -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0);
  const int64_t s3 = -((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0);
  const int64_t s4 = ((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1)));
  const int64_t s5 = ((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1)));
  const int64_t s6 = ((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1)));
  const int64_t s7 = ((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1)));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, strides_0, strides_1, strides_2, strides_3, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_slice_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, strides_0, strides_1, strides_2, strides_3, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_slice_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, strides_0, strides_1, strides_2, strides_3, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_slice_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, strides_0, strides_1, strides_2, strides_3, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_slice(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_slice_call call;
  if (cvm_slice_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _slice_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_3_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
