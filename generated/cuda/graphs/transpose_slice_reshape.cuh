/*
 * transpose_slice_reshape: fused transpose -> slice -> reshape
 *
 * Generated from the cvmverify spec of transpose_slice_reshape; regenerate rather than edit.
 * Compiled with the others of its unit, graphs.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_transpose_slice_reshape(const DLTensor* inputs, int n_inputs,
 *                                  DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* transpose_slice_reshape, structure rank:x=4, nhwc.len:axes=4, nhwc.rank:x=4, crop.len:begin=3, crop.len:end=3, crop.len:strides=3, crop.rank:x=4, rows.len:target_shape=2, rows.rank:x=4: output y (the element type of x) */
template <typename T, typename I>
__global__ void _transpose_slice_reshape_fused_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    I cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
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
        const I cvm_quotient_1 = cvm_quotient(cvm_shape, 1, cvm_rest);
        const int64_t i1 = cvm_rest - cvm_quotient_1 * (I)cvm_shape.shape[1];
        cvm_rest = cvm_quotient_1;
        const int64_t i0 = cvm_rest;
        const T v0 = x[((cvm_floordiv(-i0*s1*s2*x_shape_1 + i1, s0)*x_shape_1 + cvm_floormod(-i0*s1*s2*x_shape_1 + i1, x_shape_1))*x_shape_2 + 2*cvm_floormod(cvm_floordiv(-i0*s1*s2*x_shape_1 + i1, s3), s4))*x_shape_3 + cvm_floormod(cvm_floordiv(-i0*s1*s2*x_shape_1 + i1, x_shape_1), s1)];
        cvm_values[cvm_j] = v0;
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
struct cvm_transpose_slice_reshape_call {
  /* x: 4-D */
  const DLTensor* in_x;
  int rank_x;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_transpose_slice_reshape_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                            cvm_transpose_slice_reshape_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 1) return CVM_INVALID;

  /* x: 4-D */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* transpose_slice_reshape, structure rank:x=4, nhwc.len:axes=4, nhwc.rank:x=4, crop.len:begin=3, crop.len:end=3, crop.len:strides=3, crop.rank:x=4, rows.len:target_shape=2, rows.rank:x=4 */
static int _transpose_slice_reshape_fused_run(const cvm_transpose_slice_reshape_call* cvm_call, DLTensor* cvm_outputs,
                                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* nhwc: every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* nhwc: size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* crop: every axis of the slice not empty */
  const int64_t t1 = cvm_floordiv(-cvm_clip(8, 0, x_shape_2), 2);
  const int64_t t2 = -t1;
  if (!(t2 >= 1)) return CVM_INVALID;
  /* crop: every axis of the slice not empty */
  const int64_t t3 = cvm_clip(8, 0, x_shape_3);
  if (!(t3 >= 1)) return CVM_INVALID;
  /* crop: every dim of y <= 2^24 */
  if (!(t2 <= 16777216 && t3 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* crop: size of y <= 2^30 */
  const int64_t t4 = t3*x_shape_1;
  const int64_t t5 = -t1*t4;
  if (!(t5 <= 1073741824)) return CVM_INVALID;
  /* rows: every dim of y <= 2^24 */
  if (!(t5 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = t5;
  const int64_t s1 = t3;
  const int64_t s2 = t1;
  const int64_t s3 = t4;
  const int64_t s4 = t2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {1, s0};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: a scope of its own, as each output's launch declares the same names */
  const bool cvm_narrow = cvm_count_0 < CVM_INDEX32_LIMIT;
  if (cvm_narrow) {
  switch (cvm_element_bytes(x)) {
    case 1: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint8_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 2: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint16_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 4: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint32_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 8: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint64_t, int32_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    default:
      return CVM_UNSUPPORTED;
  }
  } else {
  switch (cvm_element_bytes(x)) {
    case 1: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint8_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 2: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint16_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 4: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint32_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
      break;
    }
    case 8: {
      auto cvm_kernel = &_transpose_slice_reshape_fused_y<uint64_t, int64_t>;
      CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, cvm_shape_view(&cvm_outputs[0]));
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
static int cvm_transpose_slice_reshape_planned(const cvm_transpose_slice_reshape_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _transpose_slice_reshape_fused_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_transpose_slice_reshape(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                           int n_outputs, const char* attrs_json) {
  cvm_transpose_slice_reshape_call call;
  if (cvm_transpose_slice_reshape_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_transpose_slice_reshape_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
