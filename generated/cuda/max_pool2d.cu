/*
 * max_pool2d: 2-D max pooling; padding reads INT32_MIN
 *
 * Generated from the cvmverify spec of max_pool2d; regenerate rather than edit.
 * 2 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_max_pool2d(const DLTensor* inputs, int n_inputs,
 *                     DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* max_pool2d, structure ceil_mode=False, len:padding=2, len:pool_size=2, len:strides=2, rank:x=4: output y (int32) */
__global__ void _max_pool2d_0_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t pool_size_0,
    int64_t pool_size_1,
    int64_t strides_0,
    int64_t strides_1,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i2 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      int64_t v2 = 0;
      bool v2_seen = false;  /* max starts at the first element */
      for (int64_t r1 = 0; r1 < pool_size_0; ++r1) {
        for (int64_t r2 = 0; r2 < pool_size_1; ++r2) {
          int64_t v1;
          if (0 <= i2*strides_0 + r1 + s2 && 0 <= i3*strides_1 + r2 + s3 && i2*strides_0 + r1 + s2 < x_shape_2 && i3*strides_1 + r2 + s3 < x_shape_3) {
            const int64_t v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2*strides_0 + r1 + s2)*x_shape_3 + i3*strides_1 + r2 + s3];
            v1 = v0;
          } else {
            v1 = -2147483648;
          }
          if (!v2_seen || v1 > v2) v2 = v1;
          v2_seen = true;
        }
      }
      cvm_out[cvm_k] = (int32_t)v2;
    }
  }
}

/* max_pool2d, structure ceil_mode=True, len:padding=2, len:pool_size=2, len:strides=2, rank:x=4: output y (int32) */
__global__ void _max_pool2d_1_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t pool_size_0,
    int64_t pool_size_1,
    int64_t strides_0,
    int64_t strides_1,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i2 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      int64_t v2 = 0;
      bool v2_seen = false;  /* max starts at the first element */
      for (int64_t r1 = 0; r1 < pool_size_0; ++r1) {
        for (int64_t r2 = 0; r2 < pool_size_1; ++r2) {
          int64_t v1;
          if (0 <= i2*strides_0 + r1 + s2 && 0 <= i3*strides_1 + r2 + s3 && i2*strides_0 + r1 + s2 < x_shape_2 && i3*strides_1 + r2 + s3 < x_shape_3) {
            const int64_t v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2*strides_0 + r1 + s2)*x_shape_3 + i3*strides_1 + r2 + s3];
            v1 = v0;
          } else {
            v1 = -2147483648;
          }
          if (!v2_seen || v1 > v2) v2 = v1;
          v2_seen = true;
        }
      }
      cvm_out[cvm_k] = (int32_t)v2;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_max_pool2d_call {
  /* x: 4-D (N, C, H, W) */
  const DLTensor* in_x;
  int rank_x;
  /* pool_size: 2 ints in [1, 4096] */
  int64_t attr_pool_size[CVM_MAX_INTS];
  int len_pool_size;
  int has_pool_size; /* a value is bound: given or defaulted, not null, not ignored */
  /* padding: 2 ints in [0, 4096], or one for all; default [0, 0] */
  int64_t attr_padding[CVM_MAX_INTS];
  int len_padding;
  int has_padding; /* a value is bound: given or defaulted, not null, not ignored */
  /* strides: 2 ints in [1, 4096]; default [1, 1] */
  int64_t attr_strides[CVM_MAX_INTS];
  int len_strides;
  int has_strides; /* a value is bound: given or defaulted, not null, not ignored */
  /* ceil_mode: bool; default false */
  int attr_ceil_mode;
  int has_ceil_mode; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_max_pool2d_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                               cvm_max_pool2d_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 1) return CVM_INVALID;

  /* x: 4-D (N, C, H, W) */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"pool_size", "padding", "strides", "ceil_mode"};
  if (!cvm_json_only(json, known, 4)) return CVM_INVALID;

  /* pool_size: 2 ints in [1, 4096] */
  {
    const char* v = cvm_json_value(json, "pool_size");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_pool_size, CVM_MAX_INTS, &call->len_pool_size))
        return CVM_INVALID;
      if (call->len_pool_size != 2) return CVM_INVALID;
      call->has_pool_size = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* padding: 2 ints in [0, 4096], or one for all; default [0, 0] */
  {
    const char* v = cvm_json_value(json, "padding");
    if (v == NULL) v = "[0, 0]";
    if (!cvm_json_null(v)) {
      if (cvm_json_int(v, &call->attr_padding[0])) { /* one int for every entry */
        call->len_padding = 2;
        for (int k = 1; k < 2; ++k) call->attr_padding[k] = call->attr_padding[0];
      } else if (!cvm_json_ints(v, call->attr_padding, CVM_MAX_INTS, &call->len_padding)) {
        return CVM_INVALID;
      }
      if (call->len_padding != 2) return CVM_INVALID;
      call->has_padding = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* strides: 2 ints in [1, 4096]; default [1, 1] */
  {
    const char* v = cvm_json_value(json, "strides");
    if (v == NULL) v = "[1, 1]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_strides, CVM_MAX_INTS, &call->len_strides))
        return CVM_INVALID;
      if (call->len_strides != 2) return CVM_INVALID;
      call->has_strides = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* ceil_mode: bool; default false */
  {
    const char* v = cvm_json_value(json, "ceil_mode");
    if (v == NULL) v = "false";
    if (!cvm_json_bool(v, &call->attr_ceil_mode)) return CVM_INVALID;
    call->has_ceil_mode = 1;
  }
  return CVM_OK;
}

/* max_pool2d, structure ceil_mode=False, len:padding=2, len:pool_size=2, len:strides=2, rank:x=4 */
static int _max_pool2d_0_run(const cvm_max_pool2d_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->attr_ceil_mode == 0 &&
        cvm_call->len_padding == 2 &&
        cvm_call->len_pool_size == 2 &&
        cvm_call->len_strides == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t pool_size_0 = cvm_call->attr_pool_size[0];
  const int64_t pool_size_1 = cvm_call->attr_pool_size[1];
  const int64_t padding_0 = cvm_call->attr_padding[0];
  const int64_t padding_1 = cvm_call->attr_padding[1];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of pool_size in [1, 4096] */
  if (!(1 <= pool_size_0 && pool_size_0 <= 4096)) return CVM_INVALID;
  /* every entry of pool_size in [1, 4096] */
  if (!(1 <= pool_size_1 && pool_size_1 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_0 && padding_0 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_1 && padding_1 <= 4096)) return CVM_INVALID;
  /* every entry of strides in [1, 4096] */
  if (!(1 <= strides_0 && strides_0 <= 4096)) return CVM_INVALID;
  /* every entry of strides in [1, 4096] */
  if (!(1 <= strides_1 && strides_1 <= 4096)) return CVM_INVALID;
  /* padding[0] < pool_size[0] */
  if (!(padding_0 < pool_size_0)) return CVM_INVALID;
  /* padding[1] < pool_size[1] */
  if (!(padding_1 < pool_size_1)) return CVM_INVALID;
  /* pool_size[0] <= padded height */
  if (!(pool_size_0 <= 2*padding_0 + x_shape_2)) return CVM_INVALID;
  /* pool_size[1] <= padded width */
  if (!(pool_size_1 <= 2*padding_1 + x_shape_3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && cvm_floordiv(2*padding_0 - pool_size_0 + x_shape_2, strides_0) + 1 <= 16777216 && cvm_floordiv(2*padding_1 - pool_size_1 + x_shape_3, strides_1) + 1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*(cvm_floordiv(2*cvm_big(padding_0) - cvm_big(pool_size_0) + cvm_big(x_shape_2), cvm_big(strides_0)) + 1)*(cvm_floordiv(2*cvm_big(padding_1) - cvm_big(pool_size_1) + cvm_big(x_shape_3), cvm_big(strides_1)) + 1) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = cvm_floordiv(2*padding_0 - pool_size_0 + x_shape_2, strides_0) + 1;
  const int64_t s1 = cvm_floordiv(2*padding_1 - pool_size_1 + x_shape_3, strides_1) + 1;
  const int64_t s2 = -padding_0;
  const int64_t s3 = -padding_1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, x_shape_1, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_max_pool2d_0_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, pool_size_0, pool_size_1, strides_0, strides_1, s0, s1, s2, s3);
  return cvm_memory.status();
}

/* max_pool2d, structure ceil_mode=True, len:padding=2, len:pool_size=2, len:strides=2, rank:x=4 */
static int _max_pool2d_1_run(const cvm_max_pool2d_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->attr_ceil_mode == 1 &&
        cvm_call->len_padding == 2 &&
        cvm_call->len_pool_size == 2 &&
        cvm_call->len_strides == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t pool_size_0 = cvm_call->attr_pool_size[0];
  const int64_t pool_size_1 = cvm_call->attr_pool_size[1];
  const int64_t padding_0 = cvm_call->attr_padding[0];
  const int64_t padding_1 = cvm_call->attr_padding[1];
  const int64_t strides_0 = cvm_call->attr_strides[0];
  const int64_t strides_1 = cvm_call->attr_strides[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of pool_size in [1, 4096] */
  if (!(1 <= pool_size_0 && pool_size_0 <= 4096)) return CVM_INVALID;
  /* every entry of pool_size in [1, 4096] */
  if (!(1 <= pool_size_1 && pool_size_1 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_0 && padding_0 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_1 && padding_1 <= 4096)) return CVM_INVALID;
  /* every entry of strides in [1, 4096] */
  if (!(1 <= strides_0 && strides_0 <= 4096)) return CVM_INVALID;
  /* every entry of strides in [1, 4096] */
  if (!(1 <= strides_1 && strides_1 <= 4096)) return CVM_INVALID;
  /* padding[0] < pool_size[0] */
  if (!(padding_0 < pool_size_0)) return CVM_INVALID;
  /* padding[1] < pool_size[1] */
  if (!(padding_1 < pool_size_1)) return CVM_INVALID;
  /* pool_size[0] <= padded height */
  if (!(pool_size_0 <= 2*padding_0 + x_shape_2)) return CVM_INVALID;
  /* pool_size[1] <= padded width */
  if (!(pool_size_1 <= 2*padding_1 + x_shape_3)) return CVM_INVALID;
  /* with ceil_mode the last window starts inside the padded height: (out_h - 1) * strides[0] - padding[0] < H */
  if (!(-padding_0 + strides_0*cvm_floordiv(2*padding_0 - pool_size_0 + strides_0 + x_shape_2 - 1, strides_0) < x_shape_2)) return CVM_INVALID;
  /* with ceil_mode the last window starts inside the padded width: (out_w - 1) * strides[1] - padding[1] < W */
  if (!(-padding_1 + strides_1*cvm_floordiv(2*padding_1 - pool_size_1 + strides_1 + x_shape_3 - 1, strides_1) < x_shape_3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && cvm_floordiv(2*padding_0 - pool_size_0 + strides_0 + x_shape_2 - 1, strides_0) + 1 <= 16777216 && cvm_floordiv(2*padding_1 - pool_size_1 + strides_1 + x_shape_3 - 1, strides_1) + 1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*(cvm_floordiv(2*cvm_big(padding_0) - cvm_big(pool_size_0) + cvm_big(strides_0) + cvm_big(x_shape_2) - 1, cvm_big(strides_0)) + 1)*(cvm_floordiv(2*cvm_big(padding_1) - cvm_big(pool_size_1) + cvm_big(strides_1) + cvm_big(x_shape_3) - 1, cvm_big(strides_1)) + 1) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = cvm_floordiv(2*padding_0 - pool_size_0 + strides_0 + x_shape_2 - 1, strides_0) + 1;
  const int64_t s1 = cvm_floordiv(2*padding_1 - pool_size_1 + strides_1 + x_shape_3 - 1, strides_1) + 1;
  const int64_t s2 = -padding_0;
  const int64_t s3 = -padding_1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, x_shape_1, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_max_pool2d_1_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, pool_size_0, pool_size_1, strides_0, strides_1, s0, s1, s2, s3);
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_max_pool2d_planned(const cvm_max_pool2d_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _max_pool2d_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _max_pool2d_1_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_max_pool2d(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                              int n_outputs, const char* attrs_json) {
  cvm_max_pool2d_call call;
  if (cvm_max_pool2d_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_max_pool2d_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
