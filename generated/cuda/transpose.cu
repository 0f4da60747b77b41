/*
 * transpose: permute axes (reverse them when axes=())
 *
 * Generated from the cvmverify spec of transpose; regenerate rather than edit.
 * 8 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_transpose(const DLTensor* inputs, int n_inputs,
 *                    DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* transpose, structure len:axes=0, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _transpose_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _transpose_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=0, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _transpose_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % x_shape_0;
      cvm_rest /= x_shape_0;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i1*x_shape_1 + i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=2, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _transpose_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0) : (i1))*x_shape_1 + ((s3) ? (i0) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=0, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _transpose_4_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % x_shape_0;
      cvm_rest /= x_shape_0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(i2*x_shape_1 + i1)*x_shape_2 + i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _transpose_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0) : (((s4) ? (i1) : (i2))))*x_shape_1 + ((s5) ? (i0) : (((s6) ? (i1) : (i2)))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (i2))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _transpose_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % x_shape_0;
      cvm_rest /= x_shape_0;
      const int64_t i2 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i1 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i3*x_shape_1 + i2)*x_shape_2 + i1)*x_shape_3 + i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=4, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _transpose_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
    int64_t s11,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15) {
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
      const T v0 = x[((((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (i3))))))*x_shape_1 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (i3)))))))*x_shape_2 + ((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (i3)))))))*x_shape_3 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (i3))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_transpose_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axes: ints in [-6, 5]; default [] */
  int64_t attr_axes[CVM_MAX_INTS];
  int len_axes;
  int has_axes; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_transpose_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                              cvm_transpose_call* call) {
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
  static const char* const known[] = {"axes"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* axes: ints in [-6, 5]; default [] */
  {
    const char* v = cvm_json_value(json, "axes");
    if (v == NULL) v = "[]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_axes, CVM_MAX_INTS, &call->len_axes))
        return CVM_INVALID;
      call->has_axes = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* transpose, structure len:axes=0, rank:x=1 */
static int _transpose_0_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_transpose_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_transpose_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_transpose_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=1, rank:x=1 */
static int _transpose_1_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_transpose_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_transpose_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_transpose_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=0, rank:x=2 */
static int _transpose_2_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_1, x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_transpose_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_transpose_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_transpose_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=2, rank:x=2 */
static int _transpose_3_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* axes a permutation */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1)) <= 16777216 && ((((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1))*((((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = ((((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0;
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1;

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
      CVM_LAUNCH(_transpose_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_transpose_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_transpose_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_transpose_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=0, rank:x=3 */
static int _transpose_4_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_2, x_shape_1, x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_transpose_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_transpose_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_transpose_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=3, rank:x=3 */
static int _transpose_5_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_2 && axes_2 < 3)) return CVM_INVALID;
  /* axes a permutation */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216 && ((((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216 && ((((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))*((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))*((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s2 = ((((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0;
  const int64_t s4 = ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1;
  const int64_t s6 = ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2;
  const int64_t s8 = ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2;

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
      CVM_LAUNCH(_transpose_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_transpose_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_transpose_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_transpose_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=0, rank:x=4 */
static int _transpose_6_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_3, x_shape_2, x_shape_1, x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_transpose_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_transpose_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_transpose_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=4, rank:x=4 */
static int _transpose_7_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_3 && axes_3 < 4)) return CVM_INVALID;
  /* axes a permutation */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216 && ((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (x_shape_1) : (((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216 && ((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (x_shape_1) : (((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216 && ((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (x_shape_1) : (((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))*((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))*((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))*((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (x_shape_1) : (((((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s2 = ((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (x_shape_1) : (((((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s3 = ((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (x_shape_1) : (((((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0;
  const int64_t s5 = ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0;
  const int64_t s6 = ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1;
  const int64_t s8 = ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1;
  const int64_t s9 = ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2;
  const int64_t s11 = ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2;
  const int64_t s12 = ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3;
  const int64_t s14 = ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3;
  const int64_t s15 = ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3;

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
      CVM_LAUNCH(_transpose_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_transpose_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_transpose_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_transpose_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_transpose(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                             int n_outputs, const char* attrs_json) {
  cvm_transpose_call call;
  if (cvm_transpose_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _transpose_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_7_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
