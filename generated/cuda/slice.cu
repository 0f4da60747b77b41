/*
 * slice: x[begin:end:strides] per axis, clamped; missing entries take the whole axis
 *
 * Generated from the cvmverify spec of slice; regenerate rather than edit.
 * 1 structure (input ranks, tuple lengths, flags, modes), one kernel per
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

/* slice, structure len:begin=6, len:end=6, len:strides=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t strides_0,
    int64_t strides_1,
    int64_t strides_2,
    int64_t strides_3,
    int64_t strides_4,
    int64_t strides_5,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((((i0*strides_0 + s6)*x_shape_1 + i1*strides_1 + s7)*x_shape_2 + i2*strides_2 + s8)*x_shape_3 + i3*strides_3 + s9)*x_shape_4 + i4*strides_4 + s10)*x_shape_5 + i5*strides_5 + s11];
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

/* slice, structure len:begin=6, len:end=6, len:strides=6, rank:x=6 */
static int _slice_0_run(const cvm_slice_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_begin == 6 &&
        cvm_call->len_end == 6 &&
        cvm_call->len_strides == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t begin_0 = cvm_call->attr_begin[0];
  const int64_t begin_1 = cvm_call->attr_begin[1];
  const int64_t begin_2 = cvm_call->attr_begin[2];
  const int64_t begin_3 = cvm_call->attr_begin[3];
  const int64_t begin_4 = cvm_call->attr_begin[4];
  const int64_t begin_5 = cvm_call->attr_begin[5];
  const int64_t end_0 = cvm_call->attr_end[0];
  const int64_t end_1 = cvm_call->attr_end[1];
  const int64_t end_2 = cvm_call->attr_end[2];
  const int64_t end_3 = cvm_call->attr_end[3];
  const int64_t end_4 = cvm_call->attr_end[4];
  const int64_t end_5 = cvm_call->attr_end[5];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];
  const int64_t strides_2 = cvm_call->attr_strides[2];
  const int64_t strides_3 = cvm_call->attr_strides[3];
  const int64_t strides_4 = cvm_call->attr_strides[4];
  const int64_t strides_5 = cvm_call->attr_strides[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_0 && begin_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_1 && begin_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_2 && begin_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_3 && begin_3 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_4 && begin_4 <= 2147483647)) return CVM_INVALID;
  /* every entry of begin in [-2147483648, 2147483647] */
  if (!(-2147483648 <= begin_5 && begin_5 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_0 && end_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_1 && end_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_2 && end_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_3 && end_3 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_4 && end_4 <= 2147483647)) return CVM_INVALID;
  /* every entry of end in [-2147483648, 2147483647] */
  if (!(-2147483648 <= end_5 && end_5 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_0 && strides_0 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_1 && strides_1 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_2 && strides_2 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_3 && strides_3 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_4 && strides_4 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides in [-2147483647, 2147483647] */
  if (!(-2147483647 <= strides_5 && strides_5 <= 2147483647)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_0 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) >= 1)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_1 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) >= 1)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_2 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) >= 1)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_3 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0) >= 1)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_4 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_4) != 0 ? cvm_floordiv(((strides_4 > 0) ? (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), 0, x_shape_4)) : (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), -1, x_shape_4 - 1))) - ((strides_4 > 0) ? (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), 0, x_shape_4)) : (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), -1, x_shape_4 - 1))), strides_4) : 0) >= 1)) return CVM_INVALID;
  /* every entry of strides != 0 */
  if (!(strides_5 != 0)) return CVM_INVALID;
  /* every axis of the slice not empty */
  if (!(-((strides_5) != 0 ? cvm_floordiv(((strides_5 > 0) ? (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), 0, x_shape_5)) : (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), -1, x_shape_5 - 1))) - ((strides_5 > 0) ? (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), 0, x_shape_5)) : (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), -1, x_shape_5 - 1))), strides_5) : 0) >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(-((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0) <= 16777216 && -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0) <= 16777216 && -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0) <= 16777216 && -((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0) <= 16777216 && -((strides_4) != 0 ? cvm_floordiv(((strides_4 > 0) ? (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), 0, x_shape_4)) : (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), -1, x_shape_4 - 1))) - ((strides_4 > 0) ? (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), 0, x_shape_4)) : (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), -1, x_shape_4 - 1))), strides_4) : 0) <= 16777216 && -((strides_5) != 0 ? cvm_floordiv(((strides_5 > 0) ? (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), 0, x_shape_5)) : (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), -1, x_shape_5 - 1))) - ((strides_5 > 0) ? (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), 0, x_shape_5)) : (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), -1, x_shape_5 - 1))), strides_5) : 0) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(strides_0)) != 0 ? cvm_floordiv(((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(begin_0) < 0) ? (cvm_big(begin_0) + cvm_big(x_shape_0)) : (cvm_big(begin_0))), -1, cvm_big(x_shape_0) - 1))) - ((cvm_big(strides_0) > 0) ? (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), 0, cvm_big(x_shape_0))) : (cvm_clip(((cvm_big(end_0) < 0) ? (cvm_big(end_0) + cvm_big(x_shape_0)) : (cvm_big(end_0))), -1, cvm_big(x_shape_0) - 1))), cvm_big(strides_0)) : 0)*((cvm_big(strides_1)) != 0 ? cvm_floordiv(((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(begin_1) < 0) ? (cvm_big(begin_1) + cvm_big(x_shape_1)) : (cvm_big(begin_1))), -1, cvm_big(x_shape_1) - 1))) - ((cvm_big(strides_1) > 0) ? (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), 0, cvm_big(x_shape_1))) : (cvm_clip(((cvm_big(end_1) < 0) ? (cvm_big(end_1) + cvm_big(x_shape_1)) : (cvm_big(end_1))), -1, cvm_big(x_shape_1) - 1))), cvm_big(strides_1)) : 0)*((cvm_big(strides_2)) != 0 ? cvm_floordiv(((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(begin_2) < 0) ? (cvm_big(begin_2) + cvm_big(x_shape_2)) : (cvm_big(begin_2))), -1, cvm_big(x_shape_2) - 1))) - ((cvm_big(strides_2) > 0) ? (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), 0, cvm_big(x_shape_2))) : (cvm_clip(((cvm_big(end_2) < 0) ? (cvm_big(end_2) + cvm_big(x_shape_2)) : (cvm_big(end_2))), -1, cvm_big(x_shape_2) - 1))), cvm_big(strides_2)) : 0)*((cvm_big(strides_3)) != 0 ? cvm_floordiv(((cvm_big(strides_3) > 0) ? (cvm_clip(((cvm_big(begin_3) < 0) ? (cvm_big(begin_3) + cvm_big(x_shape_3)) : (cvm_big(begin_3))), 0, cvm_big(x_shape_3))) : (cvm_clip(((cvm_big(begin_3) < 0) ? (cvm_big(begin_3) + cvm_big(x_shape_3)) : (cvm_big(begin_3))), -1, cvm_big(x_shape_3) - 1))) - ((cvm_big(strides_3) > 0) ? (cvm_clip(((cvm_big(end_3) < 0) ? (cvm_big(end_3) + cvm_big(x_shape_3)) : (cvm_big(end_3))), 0, cvm_big(x_shape_3))) : (cvm_clip(((cvm_big(end_3) < 0) ? (cvm_big(end_3) + cvm_big(x_shape_3)) : (cvm_big(end_3))), -1, cvm_big(x_shape_3) - 1))), cvm_big(strides_3)) : 0)*((cvm_big(strides_4)) != 0 ? cvm_floordiv(((cvm_big(strides_4) > 0) ? (cvm_clip(((cvm_big(begin_4) < 0) ? (cvm_big(begin_4) + cvm_big(x_shape_4)) : (cvm_big(begin_4))), 0, cvm_big(x_shape_4))) : (cvm_clip(((cvm_big(begin_4) < 0) ? (cvm_big(begin_4) + cvm_big(x_shape_4)) : (cvm_big(begin_4))), -1, cvm_big(x_shape_4) - 1))) - ((cvm_big(strides_4) > 0) ? (cvm_clip(((cvm_big(end_4) < 0) ? (cvm_big(end_4) + cvm_big(x_shape_4)) : (cvm_big(end_4))), 0, cvm_big(x_shape_4))) : (cvm_clip(((cvm_big(end_4) < 0) ? (cvm_big(end_4) + cvm_big(x_shape_4)) : (cvm_big(end_4))), -1, cvm_big(x_shape_4) - 1))), cvm_big(strides_4)) : 0)*((cvm_big(strides_5)) != 0 ? cvm_floordiv(((cvm_big(strides_5) > 0) ? (cvm_clip(((cvm_big(begin_5) < 0) ? (cvm_big(begin_5) + cvm_big(x_shape_5)) : (cvm_big(begin_5))), 0, cvm_big(x_shape_5))) : (cvm_clip(((cvm_big(begin_5) < 0) ? (cvm_big(begin_5) + cvm_big(x_shape_5)) : (cvm_big(begin_5))), -1, cvm_big(x_shape_5) - 1))) - ((cvm_big(strides_5) > 0) ? (cvm_clip(((cvm_big(end_5) < 0) ? (cvm_big(end_5) + cvm_big(x_shape_5)) : (cvm_big(end_5))), 0, cvm_big(x_shape_5))) : (cvm_clip(((cvm_big(end_5) < 0) ? (cvm_big(end_5) + cvm_big(x_shape_5)) : (cvm_big(end_5))), -1, cvm_big(x_shape_5) - 1))), cvm_big(strides_5)) : 0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = -((strides_0) != 0 ? cvm_floordiv(((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1))) - ((strides_0 > 0) ? (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), 0, x_shape_0)) : (cvm_clip(((end_0 < 0) ? (end_0 + x_shape_0) : (end_0)), -1, x_shape_0 - 1))), strides_0) : 0);
  const int64_t s1 = -((strides_1) != 0 ? cvm_floordiv(((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1))) - ((strides_1 > 0) ? (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), 0, x_shape_1)) : (cvm_clip(((end_1 < 0) ? (end_1 + x_shape_1) : (end_1)), -1, x_shape_1 - 1))), strides_1) : 0);
  const int64_t s2 = -((strides_2) != 0 ? cvm_floordiv(((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1))) - ((strides_2 > 0) ? (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), 0, x_shape_2)) : (cvm_clip(((end_2 < 0) ? (end_2 + x_shape_2) : (end_2)), -1, x_shape_2 - 1))), strides_2) : 0);
  const int64_t s3 = -((strides_3) != 0 ? cvm_floordiv(((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1))) - ((strides_3 > 0) ? (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), 0, x_shape_3)) : (cvm_clip(((end_3 < 0) ? (end_3 + x_shape_3) : (end_3)), -1, x_shape_3 - 1))), strides_3) : 0);
  const int64_t s4 = -((strides_4) != 0 ? cvm_floordiv(((strides_4 > 0) ? (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), 0, x_shape_4)) : (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), -1, x_shape_4 - 1))) - ((strides_4 > 0) ? (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), 0, x_shape_4)) : (cvm_clip(((end_4 < 0) ? (end_4 + x_shape_4) : (end_4)), -1, x_shape_4 - 1))), strides_4) : 0);
  const int64_t s5 = -((strides_5) != 0 ? cvm_floordiv(((strides_5 > 0) ? (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), 0, x_shape_5)) : (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), -1, x_shape_5 - 1))) - ((strides_5 > 0) ? (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), 0, x_shape_5)) : (cvm_clip(((end_5 < 0) ? (end_5 + x_shape_5) : (end_5)), -1, x_shape_5 - 1))), strides_5) : 0);
  const int64_t s6 = ((strides_0 > 0) ? (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), 0, x_shape_0)) : (cvm_clip(((begin_0 < 0) ? (begin_0 + x_shape_0) : (begin_0)), -1, x_shape_0 - 1)));
  const int64_t s7 = ((strides_1 > 0) ? (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), 0, x_shape_1)) : (cvm_clip(((begin_1 < 0) ? (begin_1 + x_shape_1) : (begin_1)), -1, x_shape_1 - 1)));
  const int64_t s8 = ((strides_2 > 0) ? (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), 0, x_shape_2)) : (cvm_clip(((begin_2 < 0) ? (begin_2 + x_shape_2) : (begin_2)), -1, x_shape_2 - 1)));
  const int64_t s9 = ((strides_3 > 0) ? (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), 0, x_shape_3)) : (cvm_clip(((begin_3 < 0) ? (begin_3 + x_shape_3) : (begin_3)), -1, x_shape_3 - 1)));
  const int64_t s10 = ((strides_4 > 0) ? (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), 0, x_shape_4)) : (cvm_clip(((begin_4 < 0) ? (begin_4 + x_shape_4) : (begin_4)), -1, x_shape_4 - 1)));
  const int64_t s11 = ((strides_5 > 0) ? (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), 0, x_shape_5)) : (cvm_clip(((begin_5 < 0) ? (begin_5 + x_shape_5) : (begin_5)), -1, x_shape_5 - 1)));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, strides_0, strides_1, strides_2, strides_3, strides_4, strides_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_slice_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, strides_0, strides_1, strides_2, strides_3, strides_4, strides_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_slice_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, strides_0, strides_1, strides_2, strides_3, strides_4, strides_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_slice_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, strides_0, strides_1, strides_2, strides_3, strides_4, strides_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_slice_planned(const cvm_slice_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _slice_0_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_slice_lifted(const cvm_slice_call* call, int k, cvm_slice_call* lifted,
                            DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_begin) {
    const int first = k;
    if (lifted->len_begin + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_begin - 1; j >= 0; --j) lifted->attr_begin[j + first] = lifted->attr_begin[j];
    for (int j = 0; j < first; ++j) lifted->attr_begin[j] = 0;
    lifted->len_begin += first;
  }
  if (lifted->has_end) {
    const int first = k;
    if (lifted->len_end + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_end - 1; j >= 0; --j) lifted->attr_end[j + first] = lifted->attr_end[j];
    for (int j = 0; j < first; ++j) lifted->attr_end[j] = 1;
    lifted->len_end += first;
  }
  if (lifted->has_strides) {
    const int first = k;
    if (lifted->len_strides + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_strides - 1; j >= 0; --j) lifted->attr_strides[j + first] = lifted->attr_strides[j];
    for (int j = 0; j < first; ++j) lifted->attr_strides[j] = 1;
    lifted->len_strides += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_slice(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_slice_call call;
  if (cvm_slice_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_slice_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_slice_call lifted;
    if (!cvm_slice_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_slice_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
