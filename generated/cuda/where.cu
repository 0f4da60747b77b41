/*
 * where: x where cond != 0 else y; cond has x's shape or is 1-D over axis 0
 *
 * Generated from the cvmverify spec of where; regenerate rather than edit.
 * 11 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_where(const DLTensor* inputs, int n_inputs,
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

/* where, structure rank:cond=1, rank:x=1, rank:y=1: output y (the element type of x) */
template <typename T>
__global__ void _where_0_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[i0];
        v3 = v1;
      } else {
        const T v2 = y[i0];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=1, rank:x=2, rank:y=2: output y (the element type of x) */
template <typename T>
__global__ void _where_1_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t y_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[i0*x_shape_1 + i1];
        v3 = v1;
      } else {
        const T v2 = y[i0*y_shape_1 + i1];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=1, rank:x=3, rank:y=3: output y (the element type of x) */
template <typename T>
__global__ void _where_2_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t y_shape_1,
    int64_t y_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
        v3 = v1;
      } else {
        const T v2 = y[(i0*y_shape_1 + i1)*y_shape_2 + i2];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=1, rank:x=4, rank:y=4: output y (the element type of x) */
template <typename T>
__global__ void _where_3_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
        v3 = v1;
      } else {
        const T v2 = y[((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=1, rank:x=5, rank:y=5: output y (the element type of x) */
template <typename T>
__global__ void _where_4_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3,
    int64_t y_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
        v3 = v1;
      } else {
        const T v2 = y[(((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3)*y_shape_4 + i4];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=1, rank:x=6, rank:y=6: output y (the element type of x) */
template <typename T>
__global__ void _where_5_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3,
    int64_t y_shape_4,
    int64_t y_shape_5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0];
      T v3;
      if (v0 != 0) {
        const T v1 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
        v3 = v1;
      } else {
        const T v2 = y[((((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3)*y_shape_4 + i4)*y_shape_5 + i5];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=2, rank:x=2, rank:y=2: output y (the element type of x) */
template <typename T>
__global__ void _where_6_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t cond_shape_1,
    int64_t x_shape_1,
    int64_t y_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[i0*cond_shape_1 + i1];
      T v3;
      if (v0 != 0) {
        const T v1 = x[i0*x_shape_1 + i1];
        v3 = v1;
      } else {
        const T v2 = y[i0*y_shape_1 + i1];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=3, rank:x=3, rank:y=3: output y (the element type of x) */
template <typename T>
__global__ void _where_7_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t cond_shape_1,
    int64_t cond_shape_2,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t y_shape_1,
    int64_t y_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[(i0*cond_shape_1 + i1)*cond_shape_2 + i2];
      T v3;
      if (v0 != 0) {
        const T v1 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
        v3 = v1;
      } else {
        const T v2 = y[(i0*y_shape_1 + i1)*y_shape_2 + i2];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=4, rank:x=4, rank:y=4: output y (the element type of x) */
template <typename T>
__global__ void _where_8_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t cond_shape_1,
    int64_t cond_shape_2,
    int64_t cond_shape_3,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[((i0*cond_shape_1 + i1)*cond_shape_2 + i2)*cond_shape_3 + i3];
      T v3;
      if (v0 != 0) {
        const T v1 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
        v3 = v1;
      } else {
        const T v2 = y[((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=5, rank:x=5, rank:y=5: output y (the element type of x) */
template <typename T>
__global__ void _where_9_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t cond_shape_1,
    int64_t cond_shape_2,
    int64_t cond_shape_3,
    int64_t cond_shape_4,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3,
    int64_t y_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[(((i0*cond_shape_1 + i1)*cond_shape_2 + i2)*cond_shape_3 + i3)*cond_shape_4 + i4];
      T v3;
      if (v0 != 0) {
        const T v1 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
        v3 = v1;
      } else {
        const T v2 = y[(((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3)*y_shape_4 + i4];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

/* where, structure rank:cond=6, rank:x=6, rank:y=6: output y (the element type of x) */
template <typename T>
__global__ void _where_10_y(
    const int32_t* __restrict__ cond,
    const T* __restrict__ x,
    const T* __restrict__ y,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t cond_shape_1,
    int64_t cond_shape_2,
    int64_t cond_shape_3,
    int64_t cond_shape_4,
    int64_t cond_shape_5,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t y_shape_1,
    int64_t y_shape_2,
    int64_t y_shape_3,
    int64_t y_shape_4,
    int64_t y_shape_5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = cond[((((i0*cond_shape_1 + i1)*cond_shape_2 + i2)*cond_shape_3 + i3)*cond_shape_4 + i4)*cond_shape_5 + i5];
      T v3;
      if (v0 != 0) {
        const T v1 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
        v3 = v1;
      } else {
        const T v2 = y[((((i0*y_shape_1 + i1)*y_shape_2 + i2)*y_shape_3 + i3)*y_shape_4 + i4)*y_shape_5 + i5];
        v3 = v2;
      }
      cvm_out[cvm_k] = v3;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_where_call {
  /* cond: rank 1..6 */
  const DLTensor* in_cond;
  int rank_cond;
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* y: rank 1..6 */
  const DLTensor* in_y;
  int rank_y;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_where_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                          cvm_where_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 3) return CVM_INVALID;

  /* cond: rank 1..6 */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_cond = t;
    call->rank_cond = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* x: rank 1..6 */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* y: rank 1..6 */
  if (n_inputs > 2) {
    const DLTensor* t = &inputs[2];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_y = t;
    call->rank_y = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* where, structure rank:cond=1, rank:x=1, rank:y=1 */
static int _where_0_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 1 &&
        cvm_call->rank_y == 1))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t y_shape_0 = y->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(y_shape_0 <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
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
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_where_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_where_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_where_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=1, rank:x=2, rank:y=2 */
static int _where_1_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 2 &&
        cvm_call->rank_y == 2))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(y_shape_0*y_shape_1 <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1)) return CVM_INVALID;
  /* cond.shape[0] == x.shape[0] */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_0, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, y_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_where_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, y_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_where_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, y_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_where_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, y_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=1, rank:x=3, rank:y=3 */
static int _where_2_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 3 &&
        cvm_call->rank_y == 3))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2)) return CVM_INVALID;
  /* cond.shape[0] == x.shape[0] */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_where_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_where_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_where_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=1, rank:x=4, rank:y=4 */
static int _where_3_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 4 &&
        cvm_call->rank_y == 4))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3)) return CVM_INVALID;
  /* cond.shape[0] == x.shape[0] */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_where_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_where_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_where_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=1, rank:x=5, rank:y=5 */
static int _where_4_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 5 &&
        cvm_call->rank_y == 5))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];
  const int64_t y_shape_4 = y->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216 && y_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3)*cvm_big(y_shape_4) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3 && x_shape_4 == y_shape_4)) return CVM_INVALID;
  /* cond.shape[0] == x.shape[0] */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_where_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_where_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_where_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=1, rank:x=6, rank:y=6 */
static int _where_5_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 1 &&
        cvm_call->rank_x == 6 &&
        cvm_call->rank_y == 6))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];
  const int64_t y_shape_4 = y->shape[4];
  const int64_t y_shape_5 = y->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216 && y_shape_4 <= 16777216 && y_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3)*cvm_big(y_shape_4)*cvm_big(y_shape_5) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3 && x_shape_4 == y_shape_4 && x_shape_5 == y_shape_5)) return CVM_INVALID;
  /* cond.shape[0] == x.shape[0] */
  if (!(cond_shape_0 == x_shape_0)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_where_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_where_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_where_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=2, rank:x=2, rank:y=2 */
static int _where_6_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 2 &&
        cvm_call->rank_x == 2 &&
        cvm_call->rank_y == 2))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t cond_shape_1 = cond->shape[1];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216 && cond_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cond_shape_0*cond_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(y_shape_0*y_shape_1 <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0 && cond_shape_1 == x_shape_1)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_0, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, x_shape_1, y_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_where_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, x_shape_1, y_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_where_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, x_shape_1, y_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_where_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, x_shape_1, y_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=3, rank:x=3, rank:y=3 */
static int _where_7_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 3 &&
        cvm_call->rank_x == 3 &&
        cvm_call->rank_y == 3))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t cond_shape_1 = cond->shape[1];
  const int64_t cond_shape_2 = cond->shape[2];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216 && cond_shape_1 <= 16777216 && cond_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cvm_big(cond_shape_0)*cvm_big(cond_shape_1)*cvm_big(cond_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0 && cond_shape_1 == x_shape_1 && cond_shape_2 == x_shape_2)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_where_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_where_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_where_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, x_shape_1, x_shape_2, y_shape_1, y_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=4, rank:x=4, rank:y=4 */
static int _where_8_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 4 &&
        cvm_call->rank_x == 4 &&
        cvm_call->rank_y == 4))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t cond_shape_1 = cond->shape[1];
  const int64_t cond_shape_2 = cond->shape[2];
  const int64_t cond_shape_3 = cond->shape[3];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216 && cond_shape_1 <= 16777216 && cond_shape_2 <= 16777216 && cond_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cvm_big(cond_shape_0)*cvm_big(cond_shape_1)*cvm_big(cond_shape_2)*cvm_big(cond_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0 && cond_shape_1 == x_shape_1 && cond_shape_2 == x_shape_2 && cond_shape_3 == x_shape_3)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_where_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_where_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_where_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, x_shape_1, x_shape_2, x_shape_3, y_shape_1, y_shape_2, y_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=5, rank:x=5, rank:y=5 */
static int _where_9_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 5 &&
        cvm_call->rank_x == 5 &&
        cvm_call->rank_y == 5))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t cond_shape_1 = cond->shape[1];
  const int64_t cond_shape_2 = cond->shape[2];
  const int64_t cond_shape_3 = cond->shape[3];
  const int64_t cond_shape_4 = cond->shape[4];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];
  const int64_t y_shape_4 = y->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216 && cond_shape_1 <= 16777216 && cond_shape_2 <= 16777216 && cond_shape_3 <= 16777216 && cond_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cvm_big(cond_shape_0)*cvm_big(cond_shape_1)*cvm_big(cond_shape_2)*cvm_big(cond_shape_3)*cvm_big(cond_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216 && y_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3)*cvm_big(y_shape_4) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3 && x_shape_4 == y_shape_4)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0 && cond_shape_1 == x_shape_1 && cond_shape_2 == x_shape_2 && cond_shape_3 == x_shape_3 && cond_shape_4 == x_shape_4)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_where_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_where_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_where_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, y_shape_1, y_shape_2, y_shape_3, y_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* where, structure rank:cond=6, rank:x=6, rank:y=6 */
static int _where_10_run(const cvm_where_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->rank_cond == 6 &&
        cvm_call->rank_x == 6 &&
        cvm_call->rank_y == 6))
    return CVM_NO_MATCH;
  const DLTensor* cond = cvm_call->in_cond;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* y = cvm_call->in_y;
  const int64_t cond_shape_0 = cond->shape[0];
  const int64_t cond_shape_1 = cond->shape[1];
  const int64_t cond_shape_2 = cond->shape[2];
  const int64_t cond_shape_3 = cond->shape[3];
  const int64_t cond_shape_4 = cond->shape[4];
  const int64_t cond_shape_5 = cond->shape[5];
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t y_shape_0 = y->shape[0];
  const int64_t y_shape_1 = y->shape[1];
  const int64_t y_shape_2 = y->shape[2];
  const int64_t y_shape_3 = y->shape[3];
  const int64_t y_shape_4 = y->shape[4];
  const int64_t y_shape_5 = y->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of cond in 1..2^24 */
  if (!(cond_shape_0 <= 16777216 && cond_shape_1 <= 16777216 && cond_shape_2 <= 16777216 && cond_shape_3 <= 16777216 && cond_shape_4 <= 16777216 && cond_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of cond <= 2^30 */
  if (!(cvm_big(cond_shape_0)*cvm_big(cond_shape_1)*cvm_big(cond_shape_2)*cvm_big(cond_shape_3)*cvm_big(cond_shape_4)*cvm_big(cond_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of y in 1..2^24 */
  if (!(y_shape_0 <= 16777216 && y_shape_1 <= 16777216 && y_shape_2 <= 16777216 && y_shape_3 <= 16777216 && y_shape_4 <= 16777216 && y_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(y_shape_0)*cvm_big(y_shape_1)*cvm_big(y_shape_2)*cvm_big(y_shape_3)*cvm_big(y_shape_4)*cvm_big(y_shape_5) <= 1073741824)) return CVM_INVALID;
  /* x.shape == y.shape */
  if (!(x_shape_0 == y_shape_0 && x_shape_1 == y_shape_1 && x_shape_2 == y_shape_2 && x_shape_3 == y_shape_3 && x_shape_4 == y_shape_4 && x_shape_5 == y_shape_5)) return CVM_INVALID;
  /* cond.shape == x.shape */
  if (!(cond_shape_0 == x_shape_0 && cond_shape_1 == x_shape_1 && cond_shape_2 == x_shape_2 && cond_shape_3 == x_shape_3 && cond_shape_4 == x_shape_4 && cond_shape_5 == x_shape_5)) return CVM_INVALID;
  /* x, y: one dtype */
  if (!(cvm_same_dtype(x, y))) return CVM_INVALID;
  /* cond holds integers */
  if (!(cvm_is_integer(cond))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* cond_int32 = cvm_memory.int32_data(cond);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_where_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint8_t*)cvm_tensor_data(x), (const uint8_t*)cvm_tensor_data(y), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, cond_shape_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_where_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint16_t*)cvm_tensor_data(x), (const uint16_t*)cvm_tensor_data(y), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, cond_shape_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_where_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint32_t*)cvm_tensor_data(x), (const uint32_t*)cvm_tensor_data(y), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, cond_shape_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_where_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 cond_int32, (const uint64_t*)cvm_tensor_data(x), (const uint64_t*)cvm_tensor_data(y), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, cond_shape_1, cond_shape_2, cond_shape_3, cond_shape_4, cond_shape_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, y_shape_1, y_shape_2, y_shape_3, y_shape_4, y_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_where_planned(const cvm_where_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _where_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _where_10_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_where(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_where_call call;
  if (cvm_where_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_where_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
