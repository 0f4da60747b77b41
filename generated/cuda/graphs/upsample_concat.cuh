/*
 * upsample_concat: fused upsampling -> concatenate
 *
 * Generated from the cvmverify spec of upsample_concat; regenerate rather than edit.
 * Compiled with the others of its unit, graphs.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_upsample_concat(const DLTensor* inputs, int n_inputs,
 *                          DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* upsample_concat, structure rank:x=4, rank:y=4, up.rank:x=4, merged.count:x=2, merged.rank:x=4: output z (the element type of x) */
template <typename T, typename I>
__global__ void _upsample_concat_fused_z(
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3,
    int64_t s3,
    cvm_view cvm_shape) {
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 4) {
    T cvm_values[4];
    bool cvm_done[4];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j) {
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
        T v2;
        if (i1 < x_shape_1) {
          const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + cvm_floordiv(i2, 2))*x_shape_3 + cvm_floordiv(i3, 2)];
          v2 = v0;
        } else {
          const T v1 = y[((i0*y_shape_1 + i1 + s3)*y_shape_2 + i2)*y_shape_3 + i3];
          v2 = v1;
        }
        cvm_values[cvm_j] = v2;
        cvm_done[cvm_j] = true;
      }
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_upsample_concat_call {
  /* x: 4-D */
  const DLTensor* in_x;
  int rank_x;
  /* y: 4-D */
  const DLTensor* in_y;
  int rank_y;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_upsample_concat_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                    cvm_upsample_concat_call* call) {
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

  /* y: 4-D */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_y = t;
    call->rank_y = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* upsample_concat, structure rank:x=4, rank:y=4, up.rank:x=4, merged.count:x=2, merged.rank:x=4 */
static int _upsample_concat_fused_run(const cvm_upsample_concat_call* cvm_call, DLTensor* cvm_outputs,
                                      int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4 &&
        cvm_call->rank_y == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* up: every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* up: size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* up: every dim of y <= 2^24 */
  const int64_t t4 = 2*x_shape_2;
  const int64_t t6 = 2*x_shape_3;
  if (!(t4 <= 16777216 && t6 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* up: size of y <= 2^30 */
  if (!(4*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* merged: every dim of x1 in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216)) return CVM_INVALID;
  /* merged: size of x1 <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3) <= 1073741824)) return CVM_INVALID;
  /* merged: every dim of every input but the axis equals x0's */
  if (!(y_shape_0 == x_shape_0)) return CVM_INVALID;
  /* merged: every dim of every input but the axis equals x0's */
  if (!(y_shape_2 == t4)) return CVM_INVALID;
  /* merged: every dim of every input but the axis equals x0's */
  if (!(y_shape_3 == t6)) return CVM_INVALID;
  /* merged: every dim of y <= 2^24 */
  const int64_t t8 = x_shape_1 + y_shape_1;
  if (!(t4 <= 16777216 && t6 <= 16777216 && t8 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* merged: size of y <= 2^30 */
  if (!(4*cvm_big(t8)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = t8;
  const int64_t s1 = t4;
  const int64_t s2 = t6;
  const int64_t s3 = -x_shape_1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: a scope of its own, as each output's launch declares the same names */
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  switch (cvm_element_bytes(x)) {
    case 1: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint8_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 2: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint16_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 4: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint32_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 8: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint64_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    default:
      return CVM_UNSUPPORTED;
  }
  } else {
  switch (cvm_element_bytes(x)) {
    case 1: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint8_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 2: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint16_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 4: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint32_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 8: {
      auto cvm_kernel = &_upsample_concat_fused_z<uint64_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3, s3, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    default:
      return CVM_UNSUPPORTED;
  }
  }
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_upsample_concat_planned(const cvm_upsample_concat_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _upsample_concat_fused_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_upsample_concat(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                   int n_outputs, const char* attrs_json) {
  cvm_upsample_concat_call call;
  if (cvm_upsample_concat_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_upsample_concat_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
