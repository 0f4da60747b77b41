/*
 * tile: tile the whole of x reps times (numpy.tile)
 *
 * Generated from the cvmverify spec of tile; regenerate rather than edit.
 * 12 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_tile(const DLTensor* inputs, int n_inputs,
 *               DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* tile, structure len:reps=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _tile_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s0;
      const T v0 = x[cvm_floormod(i5, x_shape_0)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _tile_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t s0,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i4 = cvm_rest % s0;
      const T v0 = x[cvm_floormod(i4, x_shape_0)*x_shape_1 + cvm_floormod(i5, x_shape_1)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _tile_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s0,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i4 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i3 = cvm_rest % s0;
      const T v0 = x[(cvm_floormod(i3, x_shape_0)*x_shape_1 + cvm_floormod(i4, x_shape_1))*x_shape_2 + cvm_floormod(i5, x_shape_2)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _tile_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i4 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i3 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i2 = cvm_rest % s0;
      const T v0 = x[((cvm_floormod(i2, x_shape_0)*x_shape_1 + cvm_floormod(i3, x_shape_1))*x_shape_2 + cvm_floormod(i4, x_shape_2))*x_shape_3 + cvm_floormod(i5, x_shape_3)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _tile_4_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i4 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i3 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i2 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i1 = cvm_rest % s0;
      const T v0 = x[(((cvm_floormod(i1, x_shape_0)*x_shape_1 + cvm_floormod(i2, x_shape_1))*x_shape_2 + cvm_floormod(i3, x_shape_2))*x_shape_3 + cvm_floormod(i4, x_shape_3))*x_shape_4 + cvm_floormod(i5, x_shape_4)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5) {
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s0,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i4 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + cvm_floormod(i4, x_shape_4))*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_8_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i4 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i3 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + cvm_floormod(i3, x_shape_3))*x_shape_4 + cvm_floormod(i4, x_shape_4))*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_9_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i4 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i3 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i2 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + cvm_floormod(i2, x_shape_2))*x_shape_3 + cvm_floormod(i3, x_shape_3))*x_shape_4 + cvm_floormod(i4, x_shape_4))*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i4 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i3 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i2 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i1 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + cvm_floormod(i1, x_shape_1))*x_shape_2 + cvm_floormod(i2, x_shape_2))*x_shape_3 + cvm_floormod(i3, x_shape_3))*x_shape_4 + cvm_floormod(i4, x_shape_4))*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* tile, structure len:reps=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _tile_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
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
      const T v0 = x[((((cvm_floormod(i0, x_shape_0)*x_shape_1 + cvm_floormod(i1, x_shape_1))*x_shape_2 + cvm_floormod(i2, x_shape_2))*x_shape_3 + cvm_floormod(i3, x_shape_3))*x_shape_4 + cvm_floormod(i4, x_shape_4))*x_shape_5 + cvm_floormod(i5, x_shape_5)];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_tile_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* reps: ints in [1, 4096] */
  int64_t attr_reps[CVM_MAX_INTS];
  int len_reps;
  int has_reps; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_tile_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                         cvm_tile_call* call) {
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
  static const char* const known[] = {"reps"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* reps: ints in [1, 4096] */
  {
    const char* v = cvm_json_value(json, "reps");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_reps, CVM_MAX_INTS, &call->len_reps))
        return CVM_INVALID;
      call->has_reps = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* tile, structure len:reps=6, rank:x=1 */
static int _tile_0_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0 <= 16777216 && reps_1 <= 16777216 && reps_2 <= 16777216 && reps_3 <= 16777216 && reps_4 <= 16777216 && reps_5*x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_5*x_shape_0;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {reps_0, reps_1, reps_2, reps_3, reps_4, s0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_tile_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_tile_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_tile_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=6, rank:x=2 */
static int _tile_1_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0 <= 16777216 && reps_1 <= 16777216 && reps_2 <= 16777216 && reps_3 <= 16777216 && reps_4*x_shape_0 <= 16777216 && reps_5*x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0)*cvm_big(x_shape_1) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_4*x_shape_0;
  const int64_t s1 = reps_5*x_shape_1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {reps_0, reps_1, reps_2, reps_3, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, s0, s1);
      break;
    case 2:
      CVM_LAUNCH(_tile_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, s0, s1);
      break;
    case 4:
      CVM_LAUNCH(_tile_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, s0, s1);
      break;
    case 8:
      CVM_LAUNCH(_tile_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, s0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=6, rank:x=3 */
static int _tile_2_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0 <= 16777216 && reps_1 <= 16777216 && reps_2 <= 16777216 && reps_3*x_shape_0 <= 16777216 && reps_4*x_shape_1 <= 16777216 && reps_5*x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_3*x_shape_0;
  const int64_t s1 = reps_4*x_shape_1;
  const int64_t s2 = reps_5*x_shape_2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {reps_0, reps_1, reps_2, s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, s0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_tile_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, s0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_tile_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, s0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_tile_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, s0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=6, rank:x=4 */
static int _tile_3_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0 <= 16777216 && reps_1 <= 16777216 && reps_2*x_shape_0 <= 16777216 && reps_3*x_shape_1 <= 16777216 && reps_4*x_shape_2 <= 16777216 && reps_5*x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_2*x_shape_0;
  const int64_t s1 = reps_3*x_shape_1;
  const int64_t s2 = reps_4*x_shape_2;
  const int64_t s3 = reps_5*x_shape_3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {reps_0, reps_1, s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_tile_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_tile_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_tile_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=6, rank:x=5 */
static int _tile_4_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0 <= 16777216 && reps_1*x_shape_0 <= 16777216 && reps_2*x_shape_1 <= 16777216 && reps_3*x_shape_2 <= 16777216 && reps_4*x_shape_3 <= 16777216 && reps_5*x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_1*x_shape_0;
  const int64_t s1 = reps_2*x_shape_1;
  const int64_t s2 = reps_3*x_shape_2;
  const int64_t s3 = reps_4*x_shape_3;
  const int64_t s4 = reps_5*x_shape_4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {reps_0, s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_tile_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_tile_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_tile_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=0, rank:x=6 */
static int _tile_5_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 0 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
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
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_tile_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_tile_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_tile_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=1, rank:x=6 */
static int _tile_6_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && reps_0*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_tile_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_tile_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_tile_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=2, rank:x=6 */
static int _tile_7_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && reps_0*x_shape_4 <= 16777216 && reps_1*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_4;
  const int64_t s1 = reps_1*x_shape_5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1);
      break;
    case 2:
      CVM_LAUNCH(_tile_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1);
      break;
    case 4:
      CVM_LAUNCH(_tile_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1);
      break;
    case 8:
      CVM_LAUNCH(_tile_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=3, rank:x=6 */
static int _tile_8_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && reps_0*x_shape_3 <= 16777216 && reps_1*x_shape_4 <= 16777216 && reps_2*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_3;
  const int64_t s1 = reps_1*x_shape_4;
  const int64_t s2 = reps_2*x_shape_5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_tile_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_tile_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_tile_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=4, rank:x=6 */
static int _tile_9_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && reps_0*x_shape_2 <= 16777216 && reps_1*x_shape_3 <= 16777216 && reps_2*x_shape_4 <= 16777216 && reps_3*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_2;
  const int64_t s1 = reps_1*x_shape_3;
  const int64_t s2 = reps_2*x_shape_4;
  const int64_t s3 = reps_3*x_shape_5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_tile_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_tile_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_tile_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=5, rank:x=6 */
static int _tile_10_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_0 <= 16777216 && reps_0*x_shape_1 <= 16777216 && reps_1*x_shape_2 <= 16777216 && reps_2*x_shape_3 <= 16777216 && reps_3*x_shape_4 <= 16777216 && reps_4*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_1;
  const int64_t s1 = reps_1*x_shape_2;
  const int64_t s2 = reps_2*x_shape_3;
  const int64_t s3 = reps_3*x_shape_4;
  const int64_t s4 = reps_4*x_shape_5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_tile_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_tile_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_tile_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_tile_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* tile, structure len:reps=6, rank:x=6 */
static int _tile_11_run(const cvm_tile_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->len_reps == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t reps_0 = cvm_call->attr_reps[0];
  const int64_t reps_1 = cvm_call->attr_reps[1];
  const int64_t reps_2 = cvm_call->attr_reps[2];
  const int64_t reps_3 = cvm_call->attr_reps[3];
  const int64_t reps_4 = cvm_call->attr_reps[4];
  const int64_t reps_5 = cvm_call->attr_reps[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_0 && reps_0 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_1 && reps_1 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_2 && reps_2 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_3 && reps_3 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_4 && reps_4 <= 4096)) return CVM_INVALID;
  /* every entry of reps in [1, 4096] */
  if (!(1 <= reps_5 && reps_5 <= 4096)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(reps_0*x_shape_0 <= 16777216 && reps_1*x_shape_1 <= 16777216 && reps_2*x_shape_2 <= 16777216 && reps_3*x_shape_3 <= 16777216 && reps_4*x_shape_4 <= 16777216 && reps_5*x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(reps_0)*cvm_big(reps_1)*cvm_big(reps_2)*cvm_big(reps_3)*cvm_big(reps_4)*cvm_big(reps_5)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = reps_0*x_shape_0;
  const int64_t s1 = reps_1*x_shape_1;
  const int64_t s2 = reps_2*x_shape_2;
  const int64_t s3 = reps_3*x_shape_3;
  const int64_t s4 = reps_4*x_shape_4;
  const int64_t s5 = reps_5*x_shape_5;

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
      CVM_LAUNCH(_tile_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_tile_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_tile_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_tile_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_tile_planned(const cvm_tile_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _tile_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _tile_11_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_tile_lifted(const cvm_tile_call* call, int k, cvm_tile_call* lifted,
                           DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_reps) {
    const int first = k;
    if (lifted->len_reps + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_reps - 1; j >= 0; --j) lifted->attr_reps[j + first] = lifted->attr_reps[j];
    for (int j = 0; j < first; ++j) lifted->attr_reps[j] = 1;
    lifted->len_reps += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_tile(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                        int n_outputs, const char* attrs_json) {
  cvm_tile_call call;
  if (cvm_tile_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_tile_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_tile_call lifted;
    if (!cvm_tile_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_tile_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
