/*
 * conv2d: grouped 2-D convolution, zero padding, optional bias
 *
 * Generated from the cvmverify spec of conv2d; regenerate rather than edit.
 * Compiled with the others of its unit, nn_ops.cu, or alone (nvcc -x cu -c).
 * 2 structures (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input, or a sum or max over one, runs
 * the shared kernels of cvm_cuda.h, any other a kernel below, which serves every
 * structure of its formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_conv2d(const DLTensor* inputs, int n_inputs,
 *                 DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* conv2d, structure has:b=False, len:dilation=2, len:padding=2, len:stride=2, rank:w=4, rank:x=4: output y (int32) */
template <typename I>
__global__ void _conv2d_0_y(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t w_shape_1,
    int64_t w_shape_2,
    int64_t w_shape_3,
    int64_t dilation_0,
    int64_t dilation_1,
    int64_t stride_0,
    int64_t stride_1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    cvm_view cvm_shape,
    int* cvm_error) {
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 1) {
    int32_t cvm_values[1];
    bool cvm_done[1];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      cvm_done[cvm_j] = false;
      if (cvm_k < cvm_count) {
        I cvm_rest = cvm_k;
        const I cvm_quotient_3 = cvm_quotient(cvm_shape, 3, cvm_rest);
        const int64_t i3 = cvm_rest - cvm_quotient_3 * (I)cvm_shape.shape[3];
        cvm_rest = cvm_quotient_3;
        const I cvm_quotient_2 = cvm_quotient(cvm_shape, 2, cvm_rest);
        const int64_t i2 = cvm_rest - cvm_quotient_2 * (I)cvm_shape.shape[2];
        cvm_rest = cvm_quotient_2;
        const I cvm_quotient_1 = cvm_quotient(cvm_shape, 1, cvm_rest);
        const int64_t i1 = cvm_rest - cvm_quotient_1 * (I)cvm_shape.shape[1];
        cvm_rest = cvm_quotient_1;
        const int64_t i0 = cvm_rest;
        int64_t v4 = 0;
        for (int64_t r1 = 0; r1 < w_shape_1; ++r1) {
          for (int64_t r2 = 0; r2 < w_shape_2; ++r2) {
            for (int64_t r3 = 0; r3 < w_shape_3; ++r3) {
              const int64_t v0 = w[((i1*w_shape_1 + r1)*w_shape_2 + r2)*w_shape_3 + r3];
              int64_t v2;
              if (0 <= dilation_0*r2 + i2*stride_0 + s2 && 0 <= dilation_1*r3 + i3*stride_1 + s3 && dilation_0*r2 + i2*stride_0 + s2 < x_shape_2 && dilation_1*r3 + i3*stride_1 + s3 < x_shape_3) {
                const int64_t v1 = x[((i0*x_shape_1 + r1 + w_shape_1*cvm_floordiv(i1, s4))*x_shape_2 + dilation_0*r2 + i2*stride_0 + s2)*x_shape_3 + dilation_1*r3 + i3*stride_1 + s3];
                v2 = v1;
              } else {
                v2 = 0;
              }
              const int64_t v3 = v0*v2;
              CVM_REQUIRE_INT32(v3);
              v4 += v3;
            }
          }
        }
        CVM_REQUIRE_INT32(v4);
        cvm_values[cvm_j] = (int32_t)v4;
        cvm_done[cvm_j] = true;
      }
    cvm_next:;
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
}

/* conv2d, structure has:b=True, len:dilation=2, len:padding=2, len:stride=2, rank:b=1, rank:w=4, rank:x=4: output y (int32) */
template <typename I>
__global__ void _conv2d_1_y(
    const int32_t* __restrict__ x,
    const int32_t* __restrict__ w,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t w_shape_1,
    int64_t w_shape_2,
    int64_t w_shape_3,
    int64_t dilation_0,
    int64_t dilation_1,
    int64_t stride_0,
    int64_t stride_1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    cvm_view cvm_shape,
    int* cvm_error) {
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 1) {
    int32_t cvm_values[1];
    bool cvm_done[1];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      cvm_done[cvm_j] = false;
      if (cvm_k < cvm_count) {
        I cvm_rest = cvm_k;
        const I cvm_quotient_3 = cvm_quotient(cvm_shape, 3, cvm_rest);
        const int64_t i3 = cvm_rest - cvm_quotient_3 * (I)cvm_shape.shape[3];
        cvm_rest = cvm_quotient_3;
        const I cvm_quotient_2 = cvm_quotient(cvm_shape, 2, cvm_rest);
        const int64_t i2 = cvm_rest - cvm_quotient_2 * (I)cvm_shape.shape[2];
        cvm_rest = cvm_quotient_2;
        const I cvm_quotient_1 = cvm_quotient(cvm_shape, 1, cvm_rest);
        const int64_t i1 = cvm_rest - cvm_quotient_1 * (I)cvm_shape.shape[1];
        cvm_rest = cvm_quotient_1;
        const int64_t i0 = cvm_rest;
        const int64_t v0 = b[i1];
        int64_t v5 = 0;
        for (int64_t r1 = 0; r1 < w_shape_1; ++r1) {
          for (int64_t r2 = 0; r2 < w_shape_2; ++r2) {
            for (int64_t r3 = 0; r3 < w_shape_3; ++r3) {
              const int64_t v1 = w[((i1*w_shape_1 + r1)*w_shape_2 + r2)*w_shape_3 + r3];
              int64_t v3;
              if (0 <= dilation_0*r2 + i2*stride_0 + s2 && 0 <= dilation_1*r3 + i3*stride_1 + s3 && dilation_0*r2 + i2*stride_0 + s2 < x_shape_2 && dilation_1*r3 + i3*stride_1 + s3 < x_shape_3) {
                const int64_t v2 = x[((i0*x_shape_1 + r1 + w_shape_1*cvm_floordiv(i1, s4))*x_shape_2 + dilation_0*r2 + i2*stride_0 + s2)*x_shape_3 + dilation_1*r3 + i3*stride_1 + s3];
                v3 = v2;
              } else {
                v3 = 0;
              }
              const int64_t v4 = v1*v3;
              CVM_REQUIRE_INT32(v4);
              v5 += v4;
            }
          }
        }
        CVM_REQUIRE_INT32(v5);
        const int64_t v6 = v0 + v5;
        CVM_REQUIRE_INT32(v6);
        cvm_values[cvm_j] = (int32_t)v6;
        cvm_done[cvm_j] = true;
      }
    cvm_next:;
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 1; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_conv2d_call {
  /* x: 4-D (N, C, H, W) */
  const DLTensor* in_x;
  int rank_x;
  /* w: 4-D (OC, C/groups, KH, KW) */
  const DLTensor* in_w;
  int rank_w;
  /* b: optional, 1-D (OC,) */
  const DLTensor* in_b;
  int rank_b;
  int has_b;
  /* padding: 2 ints in [0, 4096]; default [0, 0] */
  int64_t attr_padding[CVM_MAX_INTS];
  int len_padding;
  int has_padding; /* a value is bound: given or defaulted, not null, not ignored */
  /* stride: 2 ints in [1, 4096]; default [1, 1] */
  int64_t attr_stride[CVM_MAX_INTS];
  int len_stride;
  int has_stride; /* a value is bound: given or defaulted, not null, not ignored */
  /* dilation: 2 ints in [1, 4096]; default [1, 1] */
  int64_t attr_dilation[CVM_MAX_INTS];
  int len_dilation;
  int has_dilation; /* a value is bound: given or defaulted, not null, not ignored */
  /* groups: int in [1, 4096]; default 1 */
  int64_t attr_groups;
  int has_groups; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_conv2d_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                           cvm_conv2d_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 3) return CVM_INVALID;

  /* x: 4-D (N, C, H, W) */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* w: 4-D (OC, C/groups, KH, KW) */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_w = t;
    call->rank_w = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* b: optional, 1-D (OC,) */
  if (n_inputs > 2) {
    const DLTensor* t = &inputs[2];
    if (!cvm_tensor_ok(t) || t->ndim != 1) return CVM_INVALID;
    call->in_b = t;
    call->rank_b = t->ndim;
    call->has_b = 1;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"padding", "stride", "dilation", "groups"};
  if (!cvm_json_only(json, known, 4)) return CVM_INVALID;

  /* padding: 2 ints in [0, 4096]; default [0, 0] */
  {
    const char* v = cvm_json_value(json, "padding");
    if (v == NULL) v = "[0, 0]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_padding, CVM_MAX_INTS, &call->len_padding))
        return CVM_INVALID;
      if (call->len_padding != 2) return CVM_INVALID;
      call->has_padding = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* stride: 2 ints in [1, 4096]; default [1, 1] */
  {
    const char* v = cvm_json_value(json, "stride");
    if (v == NULL) v = "[1, 1]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_stride, CVM_MAX_INTS, &call->len_stride))
        return CVM_INVALID;
      if (call->len_stride != 2) return CVM_INVALID;
      call->has_stride = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* dilation: 2 ints in [1, 4096]; default [1, 1] */
  {
    const char* v = cvm_json_value(json, "dilation");
    if (v == NULL) v = "[1, 1]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_dilation, CVM_MAX_INTS, &call->len_dilation))
        return CVM_INVALID;
      if (call->len_dilation != 2) return CVM_INVALID;
      call->has_dilation = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* groups: int in [1, 4096]; default 1 */
  {
    const char* v = cvm_json_value(json, "groups");
    if (v == NULL) v = "1";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_groups)) return CVM_INVALID;
      call->has_groups = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* conv2d, structure has:b=False, len:dilation=2, len:padding=2, len:stride=2, rank:w=4, rank:x=4 */
static int _conv2d_0_run(const cvm_conv2d_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_b == 0 &&
        cvm_call->len_dilation == 2 &&
        cvm_call->len_padding == 2 &&
        cvm_call->len_stride == 2 &&
        cvm_call->rank_w == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* w = cvm_call->in_w;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t w_shape_0 = w->shape[0];
  const int64_t w_shape_1 = w->shape[1];
  const int64_t w_shape_2 = w->shape[2];
  const int64_t w_shape_3 = w->shape[3];
  const int64_t padding_0 = cvm_call->attr_padding[0];
  const int64_t padding_1 = cvm_call->attr_padding[1];
  const int64_t stride_0 = cvm_call->attr_stride[0];
  const int64_t stride_1 = cvm_call->attr_stride[1];
  const int64_t dilation_0 = cvm_call->attr_dilation[0];
  const int64_t dilation_1 = cvm_call->attr_dilation[1];
  const int64_t groups = cvm_call->attr_groups;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of w in 1..2^24 */
  if (!(w_shape_0 <= 16777216 && w_shape_1 <= 16777216 && w_shape_2 <= 16777216 && w_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of w <= 2^30 */
  if (!(cvm_big(w_shape_0)*cvm_big(w_shape_1)*cvm_big(w_shape_2)*cvm_big(w_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_0 && padding_0 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_1 && padding_1 <= 4096)) return CVM_INVALID;
  /* every entry of stride in [1, 4096] */
  if (!(1 <= stride_0 && stride_0 <= 4096)) return CVM_INVALID;
  /* every entry of stride in [1, 4096] */
  if (!(1 <= stride_1 && stride_1 <= 4096)) return CVM_INVALID;
  /* every entry of dilation in [1, 4096] */
  if (!(1 <= dilation_0 && dilation_0 <= 4096)) return CVM_INVALID;
  /* every entry of dilation in [1, 4096] */
  if (!(1 <= dilation_1 && dilation_1 <= 4096)) return CVM_INVALID;
  /* groups in [1, 4096] */
  if (!(1 <= groups && groups <= 4096)) return CVM_INVALID;
  /* x.shape[1] == w.shape[1] * groups */
  if (!(x_shape_1 == groups*w_shape_1)) return CVM_INVALID;
  /* w.shape[0] % groups == 0 */
  if (!(cvm_floormod(w_shape_0, groups) == 0)) return CVM_INVALID;
  /* the dilated kernel fits the padded height */
  if (!(cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1 >= 1)) return CVM_INVALID;
  /* the dilated kernel fits the padded width */
  if (!(cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1 >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(w_shape_0 <= 16777216 && x_shape_0 <= 16777216 && cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1 <= 16777216 && cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(w_shape_0)*cvm_big(x_shape_0)*(cvm_floordiv(-cvm_big(dilation_0)*(cvm_big(w_shape_2) - 1) + 2*cvm_big(padding_0) + cvm_big(x_shape_2) - 1, cvm_big(stride_0)) + 1)*(cvm_floordiv(-cvm_big(dilation_1)*(cvm_big(w_shape_3) - 1) + 2*cvm_big(padding_1) + cvm_big(x_shape_3) - 1, cvm_big(stride_1)) + 1) <= 1073741824)) return CVM_INVALID;
  /* w holds integers */
  if (!(cvm_is_integer(w))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1;
  const int64_t s1 = cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1;
  const int64_t s2 = -padding_0;
  const int64_t s3 = -padding_1;
  const int64_t s4 = cvm_floordiv(w_shape_0, groups);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, w_shape_0, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
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
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  auto cvm_kernel = &_conv2d_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, dilation_0, dilation_1, stride_0, stride_1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  } else {
  auto cvm_kernel = &_conv2d_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, dilation_0, dilation_1, stride_0, stride_1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  }
  return cvm_memory.status();
}

/* conv2d, structure has:b=True, len:dilation=2, len:padding=2, len:stride=2, rank:b=1, rank:w=4, rank:x=4 */
static int _conv2d_1_run(const cvm_conv2d_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_b == 1 &&
        cvm_call->len_dilation == 2 &&
        cvm_call->len_padding == 2 &&
        cvm_call->len_stride == 2 &&
        cvm_call->rank_b == 1 &&
        cvm_call->rank_w == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* w = cvm_call->in_w;
  const DLTensor* b = cvm_call->in_b;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t w_shape_0 = w->shape[0];
  const int64_t w_shape_1 = w->shape[1];
  const int64_t w_shape_2 = w->shape[2];
  const int64_t w_shape_3 = w->shape[3];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t padding_0 = cvm_call->attr_padding[0];
  const int64_t padding_1 = cvm_call->attr_padding[1];
  const int64_t stride_0 = cvm_call->attr_stride[0];
  const int64_t stride_1 = cvm_call->attr_stride[1];
  const int64_t dilation_0 = cvm_call->attr_dilation[0];
  const int64_t dilation_1 = cvm_call->attr_dilation[1];
  const int64_t groups = cvm_call->attr_groups;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of w in 1..2^24 */
  if (!(w_shape_0 <= 16777216 && w_shape_1 <= 16777216 && w_shape_2 <= 16777216 && w_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of w <= 2^30 */
  if (!(cvm_big(w_shape_0)*cvm_big(w_shape_1)*cvm_big(w_shape_2)*cvm_big(w_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(b_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_0 && padding_0 <= 4096)) return CVM_INVALID;
  /* every entry of padding in [0, 4096] */
  if (!(0 <= padding_1 && padding_1 <= 4096)) return CVM_INVALID;
  /* every entry of stride in [1, 4096] */
  if (!(1 <= stride_0 && stride_0 <= 4096)) return CVM_INVALID;
  /* every entry of stride in [1, 4096] */
  if (!(1 <= stride_1 && stride_1 <= 4096)) return CVM_INVALID;
  /* every entry of dilation in [1, 4096] */
  if (!(1 <= dilation_0 && dilation_0 <= 4096)) return CVM_INVALID;
  /* every entry of dilation in [1, 4096] */
  if (!(1 <= dilation_1 && dilation_1 <= 4096)) return CVM_INVALID;
  /* groups in [1, 4096] */
  if (!(1 <= groups && groups <= 4096)) return CVM_INVALID;
  /* x.shape[1] == w.shape[1] * groups */
  if (!(x_shape_1 == groups*w_shape_1)) return CVM_INVALID;
  /* w.shape[0] % groups == 0 */
  if (!(cvm_floormod(w_shape_0, groups) == 0)) return CVM_INVALID;
  /* b.shape[0] == w.shape[0] */
  if (!(b_shape_0 == w_shape_0)) return CVM_INVALID;
  /* the dilated kernel fits the padded height */
  if (!(cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1 >= 1)) return CVM_INVALID;
  /* the dilated kernel fits the padded width */
  if (!(cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1 >= 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(w_shape_0 <= 16777216 && x_shape_0 <= 16777216 && cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1 <= 16777216 && cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(w_shape_0)*cvm_big(x_shape_0)*(cvm_floordiv(-cvm_big(dilation_0)*(cvm_big(w_shape_2) - 1) + 2*cvm_big(padding_0) + cvm_big(x_shape_2) - 1, cvm_big(stride_0)) + 1)*(cvm_floordiv(-cvm_big(dilation_1)*(cvm_big(w_shape_3) - 1) + 2*cvm_big(padding_1) + cvm_big(x_shape_3) - 1, cvm_big(stride_1)) + 1) <= 1073741824)) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;
  /* w holds integers */
  if (!(cvm_is_integer(w))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = cvm_floordiv(-dilation_0*(w_shape_2 - 1) + 2*padding_0 + x_shape_2 - 1, stride_0) + 1;
  const int64_t s1 = cvm_floordiv(-dilation_1*(w_shape_3 - 1) + 2*padding_1 + x_shape_3 - 1, stride_1) + 1;
  const int64_t s2 = -padding_0;
  const int64_t s3 = -padding_1;
  const int64_t s4 = cvm_floordiv(w_shape_0, groups);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, w_shape_0, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
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
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  auto cvm_kernel = &_conv2d_1_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, dilation_0, dilation_1, stride_0, stride_1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  } else {
  auto cvm_kernel = &_conv2d_1_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, dilation_0, dilation_1, stride_0, stride_1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_conv2d_planned(const cvm_conv2d_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _conv2d_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _conv2d_1_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_conv2d(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                          int n_outputs, const char* attrs_json) {
  cvm_conv2d_call call;
  if (cvm_conv2d_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_conv2d_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
