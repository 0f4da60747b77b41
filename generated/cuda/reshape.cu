/*
 * reshape: same elements in row-major order; 0 copies a dim, one -1 is inferred
 *
 * Generated from the cvmverify spec of reshape; regenerate rather than edit.
 * 16 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_reshape(const DLTensor* inputs, int n_inputs,
 *                  DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* reshape, structure len:target_shape=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _reshape_0_y(
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

/* reshape, structure len:target_shape=2, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _reshape_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*s1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=3, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _reshape_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i2 + s2*(i0*s1 + i1)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=4, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _reshape_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
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
      const T v0 = x[i3 + s3*(i2 + s2*(i0*s1 + i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _reshape_4_y(
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

/* reshape, structure len:target_shape=2, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _reshape_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*s1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=3, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _reshape_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i2 + s2*(i0*s1 + i1)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=4, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _reshape_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
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
      const T v0 = x[i3 + s3*(i2 + s2*(i0*s1 + i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _reshape_8_y(
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

/* reshape, structure len:target_shape=2, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _reshape_9_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*s1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _reshape_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i2 + s2*(i0*s1 + i1)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=4, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _reshape_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
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
      const T v0 = x[i3 + s3*(i2 + s2*(i0*s1 + i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _reshape_12_y(
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

/* reshape, structure len:target_shape=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _reshape_13_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*s1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _reshape_14_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i2 + s2*(i0*s1 + i1)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* reshape, structure len:target_shape=4, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _reshape_15_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
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
      const T v0 = x[i3 + s3*(i2 + s2*(i0*s1 + i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_reshape_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* target_shape: ints in [-1, 16777216] */
  int64_t attr_target_shape[CVM_MAX_INTS];
  int len_target_shape;
  int has_target_shape; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_reshape_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                            cvm_reshape_call* call) {
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
  static const char* const known[] = {"target_shape"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* target_shape: ints in [-1, 16777216] */
  {
    const char* v = cvm_json_value(json, "target_shape");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_target_shape, CVM_MAX_INTS, &call->len_target_shape))
        return CVM_INVALID;
      if (call->len_target_shape < 1) return CVM_INVALID;
      call->has_target_shape = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* reshape, structure len:target_shape=1, rank:x=1 */
static int _reshape_0_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || cvm_floormod(x_shape_0, 1) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) == x_shape_0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));

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
      CVM_LAUNCH(_reshape_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_reshape_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_reshape_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_reshape_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=2, rank:x=1 */
static int _reshape_1_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 2 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[1] != 0 (x has no dim 1 to copy) */
  if (!(target_shape_1 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || ((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floormod(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_1 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floormod(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1)))) == x_shape_0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216 && ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));
  const int64_t s1 = ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1))));

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
      CVM_LAUNCH(_reshape_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 2:
      CVM_LAUNCH(_reshape_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 4:
      CVM_LAUNCH(_reshape_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 8:
      CVM_LAUNCH(_reshape_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=3, rank:x=1 */
static int _reshape_2_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 3 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[1] != 0 (x has no dim 1 to copy) */
  if (!(target_shape_1 != 0)) return CVM_INVALID;
  /* target_shape[2] != 0 (x has no dim 2 to copy) */
  if (!(target_shape_2 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || ((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floormod(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_1 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floormod(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_2 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floormod(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) == cvm_big(x_shape_0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216 && ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1)))) <= 16777216 && ((target_shape_2 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_2 == 0) ? (1) : (target_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));
  const int64_t s1 = ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_1 == 0) ? (1) : (target_shape_1))));
  const int64_t s2 = ((target_shape_2 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (1) : (target_shape_1))))) : 0)) : (((target_shape_2 == 0) ? (1) : (target_shape_2))));

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
      CVM_LAUNCH(_reshape_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_reshape_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_reshape_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_reshape_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=4, rank:x=1 */
static int _reshape_3_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 4 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) + ((target_shape_3 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[1] != 0 (x has no dim 1 to copy) */
  if (!(target_shape_1 != 0)) return CVM_INVALID;
  /* target_shape[2] != 0 (x has no dim 2 to copy) */
  if (!(target_shape_2 != 0)) return CVM_INVALID;
  /* target_shape[3] != 0 (x has no dim 3 to copy) */
  if (!(target_shape_3 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_3) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) == cvm_big(x_shape_0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) <= 16777216 && ((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;
  int64_t s3;
  if (!cvm_big_to_int64(((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (1) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))), &s3)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_reshape_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_reshape_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_reshape_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=1, rank:x=2 */
static int _reshape_4_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || cvm_floormod(x_shape_0*x_shape_1, 1) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0*x_shape_1, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) == x_shape_0*x_shape_1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0*x_shape_1, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0*x_shape_1, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (cvm_floordiv(x_shape_0*x_shape_1, 1)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));

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
      CVM_LAUNCH(_reshape_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_reshape_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_reshape_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_reshape_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=2, rank:x=2 */
static int _reshape_5_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || ((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floormod(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_1 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floormod(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216 && ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));
  const int64_t s1 = ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))) : 0)) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))));

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
      CVM_LAUNCH(_reshape_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 2:
      CVM_LAUNCH(_reshape_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 4:
      CVM_LAUNCH(_reshape_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 8:
      CVM_LAUNCH(_reshape_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=3, rank:x=2 */
static int _reshape_6_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 3 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[2] != 0 (x has no dim 2 to copy) */
  if (!(target_shape_2 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_0 != -1 || ((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floormod(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_1 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floormod(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(target_shape_2 != -1 || ((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floormod(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0)))) <= 16777216 && ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1)))) <= 16777216 && ((target_shape_2 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0)) : (((target_shape_2 == 0) ? (1) : (target_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((target_shape_0 == -1) ? (((((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))));
  const int64_t s1 = ((target_shape_1 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_2 == -1) ? (1) : (((target_shape_2 == 0) ? (1) : (target_shape_2))))) : 0)) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))));
  const int64_t s2 = ((target_shape_2 == -1) ? (((((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) != 0 ? cvm_floordiv(x_shape_0*x_shape_1, ((target_shape_0 == -1) ? (1) : (((target_shape_0 == 0) ? (x_shape_0) : (target_shape_0))))*((target_shape_1 == -1) ? (1) : (((target_shape_1 == 0) ? (x_shape_1) : (target_shape_1))))) : 0)) : (((target_shape_2 == 0) ? (1) : (target_shape_2))));

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
      CVM_LAUNCH(_reshape_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_reshape_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_reshape_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_reshape_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=4, rank:x=2 */
static int _reshape_7_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 4 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) + ((target_shape_3 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[2] != 0 (x has no dim 2 to copy) */
  if (!(target_shape_2 != 0)) return CVM_INVALID;
  /* target_shape[3] != 0 (x has no dim 3 to copy) */
  if (!(target_shape_3 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_3) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))) <= 16777216 && ((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;
  int64_t s3;
  if (!cvm_big_to_int64(((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (1) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))), &s3)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_reshape_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_reshape_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_reshape_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=1, rank:x=3 */
static int _reshape_8_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), 1) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_reshape_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_reshape_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_reshape_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=2, rank:x=3 */
static int _reshape_9_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 2 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 2:
      CVM_LAUNCH(_reshape_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 4:
      CVM_LAUNCH(_reshape_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 8:
      CVM_LAUNCH(_reshape_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=3, rank:x=3 */
static int _reshape_10_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_reshape_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_reshape_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_reshape_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=4, rank:x=3 */
static int _reshape_11_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) + ((target_shape_3 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* target_shape[3] != 0 (x has no dim 3 to copy) */
  if (!(target_shape_3 != 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_3) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 16777216 && ((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;
  int64_t s3;
  if (!cvm_big_to_int64(((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (1) : (cvm_big(target_shape_3))))), &s3)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_reshape_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_reshape_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_reshape_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=1, rank:x=4 */
static int _reshape_12_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), 1) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), 1)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_reshape_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_reshape_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_reshape_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=2, rank:x=4 */
static int _reshape_13_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 2:
      CVM_LAUNCH(_reshape_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 4:
      CVM_LAUNCH(_reshape_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    case 8:
      CVM_LAUNCH(_reshape_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=3, rank:x=4 */
static int _reshape_14_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_reshape_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_reshape_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_reshape_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* reshape, structure len:target_shape=4, rank:x=4 */
static int _reshape_15_run(const cvm_reshape_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [-1, 16777216] */
  if (!(-1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* at most one -1 in target_shape */
  if (!(((target_shape_0 == -1) ? (1) : (0)) + ((target_shape_1 == -1) ? (1) : (0)) + ((target_shape_2 == -1) ? (1) : (0)) + ((target_shape_3 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_0) != -1 || ((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_1) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_2) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0) == 0)) return CVM_INVALID;
  /* the dims of target_shape other than -1 divide the size of x */
  if (!(cvm_big(target_shape_3) != -1 || ((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floormod(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0) == 0)) return CVM_INVALID;
  /* target_shape holds as many elements as x */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3))))) == cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))) <= 16777216 && ((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))) <= 16777216 && ((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))) <= 16777216 && ((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(((cvm_big(target_shape_0) == -1) ? (((((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0))))), &s0)) return CVM_UNSUPPORTED;
  int64_t s1;
  if (!cvm_big_to_int64(((cvm_big(target_shape_1) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1))))), &s1)) return CVM_UNSUPPORTED;
  int64_t s2;
  if (!cvm_big_to_int64(((cvm_big(target_shape_2) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_3) == -1) ? (1) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3)))))) : 0)) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2))))), &s2)) return CVM_UNSUPPORTED;
  int64_t s3;
  if (!cvm_big_to_int64(((cvm_big(target_shape_3) == -1) ? (((((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) != 0 ? cvm_floordiv(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3), ((cvm_big(target_shape_0) == -1) ? (1) : (((cvm_big(target_shape_0) == 0) ? (cvm_big(x_shape_0)) : (cvm_big(target_shape_0)))))*((cvm_big(target_shape_1) == -1) ? (1) : (((cvm_big(target_shape_1) == 0) ? (cvm_big(x_shape_1)) : (cvm_big(target_shape_1)))))*((cvm_big(target_shape_2) == -1) ? (1) : (((cvm_big(target_shape_2) == 0) ? (cvm_big(x_shape_2)) : (cvm_big(target_shape_2)))))) : 0)) : (((cvm_big(target_shape_3) == 0) ? (cvm_big(x_shape_3)) : (cvm_big(target_shape_3))))), &s3)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_reshape_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_reshape_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_reshape_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_reshape_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_reshape(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                           int n_outputs, const char* attrs_json) {
  cvm_reshape_call call;
  if (cvm_reshape_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _reshape_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_7_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_8_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_9_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_10_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_11_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_12_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_13_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_14_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _reshape_15_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
