/*
 * conv_requant: fused conv2d -> cvm_right_shift -> cvm_clip -> relu
 *
 * Generated from the cvmverify spec of conv_requant; regenerate rather than edit.
 * Compiled with the others of its unit, graphs.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input, or a sum or max over one, runs
 * the shared kernels of cvm_cuda.h, any other a kernel below, which serves every
 * structure of its formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_conv_requant(const DLTensor* inputs, int n_inputs,
 *                       DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* conv_requant, structure rank:x=4, rank:w=4, conv.has:b=False, conv.len:dilation=2, conv.len:padding=2, conv.len:stride=2, conv.rank:w=4, conv.rank:x=4, shift.rank:x=4, clip.rank:x=4, act.rank:x=4: output y (int32) */
template <typename I>
__global__ void _conv_requant_fused_y(
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
        for (int64_t conv_r1 = 0; conv_r1 < w_shape_1; ++conv_r1) {
          for (int64_t conv_r2 = 0; conv_r2 < w_shape_2; ++conv_r2) {
            for (int64_t conv_r3 = 0; conv_r3 < w_shape_3; ++conv_r3) {
              const int64_t v0 = w[((i1*w_shape_1 + conv_r1)*w_shape_2 + conv_r2)*w_shape_3 + conv_r3];
              int64_t v2;
              if (0 <= conv_r2 + i2 - 1 && 0 <= conv_r3 + i3 - 1 && conv_r2 + i2 - 1 < x_shape_2 && conv_r3 + i3 - 1 < x_shape_3) {
                const int64_t v1 = x[((i0*x_shape_1 + conv_r1)*x_shape_2 + conv_r2 + i2 - 1)*x_shape_3 + conv_r3 + i3 - 1];
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
        const int64_t v5 = ((v4) >> (3));
        const int64_t v6 = v5 + 1;
        const int64_t v7 = cvm_floordiv(v6, 2);
        const int64_t v8 = cvm_clip(v7, -127, 127);
        const int64_t v9 = cvm_max(0, v8);
        cvm_values[cvm_j] = (int32_t)v9;
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
struct cvm_conv_requant_call {
  /* x: 4-D */
  const DLTensor* in_x;
  int rank_x;
  /* w: 4-D */
  const DLTensor* in_w;
  int rank_w;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_conv_requant_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                 cvm_conv_requant_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* x: 4-D */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* w: 4-D */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_w = t;
    call->rank_w = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* conv_requant, structure rank:x=4, rank:w=4, conv.has:b=False, conv.len:dilation=2, conv.len:padding=2, conv.len:stride=2, conv.rank:w=4, conv.rank:x=4, shift.rank:x=4, clip.rank:x=4, act.rank:x=4 */
static int _conv_requant_fused_run(const cvm_conv_requant_call* cvm_call, DLTensor* cvm_outputs,
                                   int cvm_n_outputs) {
  if (!(cvm_call->rank_w == 4 &&
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

  /* preconditions in spec order, then the dtype rules */
  /* conv: every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* conv: size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* conv: every dim of w in 1..2^24 */
  if (!(w_shape_0 <= 16777216 && w_shape_1 <= 16777216 && w_shape_2 <= 16777216 && w_shape_3 <= 16777216)) return CVM_INVALID;
  /* conv: size of w <= 2^30 */
  if (!(cvm_big(w_shape_0)*cvm_big(w_shape_1)*cvm_big(w_shape_2)*cvm_big(w_shape_3) <= 1073741824)) return CVM_INVALID;
  /* conv: x.shape[1] == w.shape[1] * groups */
  if (!(x_shape_1 == w_shape_1)) return CVM_INVALID;
  /* conv: the dilated kernel fits the padded height */
  const int64_t t2 = -w_shape_2 + x_shape_2 + 3;
  if (!(t2 >= 1)) return CVM_INVALID;
  /* conv: the dilated kernel fits the padded width */
  const int64_t t3 = -w_shape_3 + x_shape_3 + 3;
  if (!(t3 >= 1)) return CVM_INVALID;
  /* conv: every dim of y <= 2^24 */
  if (!(t2 <= 16777216 && t3 <= 16777216 && w_shape_0 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* conv: size of y <= 2^30 */
  if (!(cvm_big(t2)*cvm_big(t3)*cvm_big(w_shape_0)*cvm_big(x_shape_0) <= 1073741824)) return CVM_INVALID;
  /* w holds integers */
  if (!(cvm_is_integer(w))) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = t2;
  const int64_t s1 = t3;

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
  auto cvm_kernel = &_conv_requant_fused_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  } else {
  auto cvm_kernel = &_conv_requant_fused_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 1), CVM_THREADS,
             x_int32, w_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, w_shape_1, w_shape_2, w_shape_3, cvm_shape_view(&cvm_outputs[0]), cvm_memory.error);
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_conv_requant_planned(const cvm_conv_requant_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _conv_requant_fused_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_conv_requant(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                int n_outputs, const char* attrs_json) {
  cvm_conv_requant_call call;
  if (cvm_conv_requant_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_conv_requant_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
