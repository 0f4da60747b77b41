/*
 * concatenate: join x0, x1, ... along axis
 *
 * Generated from the cvmverify spec of concatenate; regenerate rather than edit.
 * 4 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_concatenate(const DLTensor* inputs, int n_inputs,
 *                      DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* concatenate, structure count:x=1, rank:x=6: output y (the element type of x0) */
template <typename T>
__global__ void _concatenate_0_y(
    const T* __restrict__ x0,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x0_shape_1,
    int64_t x0_shape_2,
    int64_t x0_shape_3,
    int64_t x0_shape_4,
    int64_t x0_shape_5,
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
      const T v0 = x0[((((i0*x0_shape_1 + i1)*x0_shape_2 + i2)*x0_shape_3 + i3)*x0_shape_4 + i4)*x0_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* concatenate, structure count:x=2, rank:x=6: output y (the element type of x0) */
template <typename T>
__global__ void _concatenate_1_y(
    const T* __restrict__ x0,
    const T* __restrict__ x1,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x0_shape_1,
    int64_t x0_shape_2,
    int64_t x0_shape_3,
    int64_t x0_shape_4,
    int64_t x0_shape_5,
    int64_t x1_shape_1,
    int64_t x1_shape_2,
    int64_t x1_shape_3,
    int64_t x1_shape_4,
    int64_t x1_shape_5,
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
    int64_t s13) {
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
      T v2;
      if (0 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s11) {
        const T v0 = x0[((((i0*x0_shape_1 + i1)*x0_shape_2 + i2)*x0_shape_3 + i3)*x0_shape_4 + i4)*x0_shape_5 + i5];
        v2 = v0;
      } else {
        const T v1 = x1[((((((s6) ? (i0 + s12) : (i0))*x1_shape_1 + ((s7) ? (i1 + s12) : (i1)))*x1_shape_2 + ((s8) ? (i2 + s12) : (i2)))*x1_shape_3 + ((s9) ? (i3 + s12) : (i3)))*x1_shape_4 + ((s10) ? (i4 + s12) : (i4)))*x1_shape_5 + ((s13) ? (i5 + s12) : (i5))];
        v2 = v1;
      }
      cvm_out[cvm_k] = v2;
    }
  }
}

/* concatenate, structure count:x=3, rank:x=6: output y (the element type of x0) */
template <typename T>
__global__ void _concatenate_2_y(
    const T* __restrict__ x0,
    const T* __restrict__ x1,
    const T* __restrict__ x2,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x0_shape_1,
    int64_t x0_shape_2,
    int64_t x0_shape_3,
    int64_t x0_shape_4,
    int64_t x0_shape_5,
    int64_t x1_shape_1,
    int64_t x1_shape_2,
    int64_t x1_shape_3,
    int64_t x1_shape_4,
    int64_t x1_shape_5,
    int64_t x2_shape_1,
    int64_t x2_shape_2,
    int64_t x2_shape_3,
    int64_t x2_shape_4,
    int64_t x2_shape_5,
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
      T v4;
      if (0 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s11) {
        const T v0 = x0[((((i0*x0_shape_1 + i1)*x0_shape_2 + i2)*x0_shape_3 + i3)*x0_shape_4 + i4)*x0_shape_5 + i5];
        v4 = v0;
      } else {
        T v3;
        if (s11 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s12) {
          const T v1 = x1[((((((s6) ? (i0 + s13) : (i0))*x1_shape_1 + ((s7) ? (i1 + s13) : (i1)))*x1_shape_2 + ((s8) ? (i2 + s13) : (i2)))*x1_shape_3 + ((s9) ? (i3 + s13) : (i3)))*x1_shape_4 + ((s10) ? (i4 + s13) : (i4)))*x1_shape_5 + ((s14) ? (i5 + s13) : (i5))];
          v3 = v1;
        } else {
          const T v2 = x2[((((((s6) ? (i0 + s13 + s15) : (i0))*x2_shape_1 + ((s7) ? (i1 + s13 + s15) : (i1)))*x2_shape_2 + ((s8) ? (i2 + s13 + s15) : (i2)))*x2_shape_3 + ((s9) ? (i3 + s13 + s15) : (i3)))*x2_shape_4 + ((s10) ? (i4 + s13 + s15) : (i4)))*x2_shape_5 + ((s14) ? (i5 + s13 + s15) : (i5))];
          v3 = v2;
        }
        v4 = v3;
      }
      cvm_out[cvm_k] = v4;
    }
  }
}

/* concatenate, structure count:x=4, rank:x=6: output y (the element type of x0) */
template <typename T>
__global__ void _concatenate_3_y(
    const T* __restrict__ x0,
    const T* __restrict__ x1,
    const T* __restrict__ x2,
    const T* __restrict__ x3,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x0_shape_1,
    int64_t x0_shape_2,
    int64_t x0_shape_3,
    int64_t x0_shape_4,
    int64_t x0_shape_5,
    int64_t x1_shape_1,
    int64_t x1_shape_2,
    int64_t x1_shape_3,
    int64_t x1_shape_4,
    int64_t x1_shape_5,
    int64_t x2_shape_1,
    int64_t x2_shape_2,
    int64_t x2_shape_3,
    int64_t x2_shape_4,
    int64_t x2_shape_5,
    int64_t x3_shape_1,
    int64_t x3_shape_2,
    int64_t x3_shape_3,
    int64_t x3_shape_4,
    int64_t x3_shape_5,
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
    int64_t s15,
    int64_t s16,
    int64_t s17) {
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
      T v6;
      if (0 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s11) {
        const T v0 = x0[((((i0*x0_shape_1 + i1)*x0_shape_2 + i2)*x0_shape_3 + i3)*x0_shape_4 + i4)*x0_shape_5 + i5];
        v6 = v0;
      } else {
        T v5;
        if (s11 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s12) {
          const T v1 = x1[((((((s6) ? (i0 + s13) : (i0))*x1_shape_1 + ((s7) ? (i1 + s13) : (i1)))*x1_shape_2 + ((s8) ? (i2 + s13) : (i2)))*x1_shape_3 + ((s9) ? (i3 + s13) : (i3)))*x1_shape_4 + ((s10) ? (i4 + s13) : (i4)))*x1_shape_5 + ((s14) ? (i5 + s13) : (i5))];
          v5 = v1;
        } else {
          T v4;
          if (s12 <= ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) && ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5)))))))))) < s15) {
            const T v2 = x2[((((((s6) ? (i0 + s13 + s16) : (i0))*x2_shape_1 + ((s7) ? (i1 + s13 + s16) : (i1)))*x2_shape_2 + ((s8) ? (i2 + s13 + s16) : (i2)))*x2_shape_3 + ((s9) ? (i3 + s13 + s16) : (i3)))*x2_shape_4 + ((s10) ? (i4 + s13 + s16) : (i4)))*x2_shape_5 + ((s14) ? (i5 + s13 + s16) : (i5))];
            v4 = v2;
          } else {
            const T v3 = x3[((((((s6) ? (i0 + s13 + s16 + s17) : (i0))*x3_shape_1 + ((s7) ? (i1 + s13 + s16 + s17) : (i1)))*x3_shape_2 + ((s8) ? (i2 + s13 + s16 + s17) : (i2)))*x3_shape_3 + ((s9) ? (i3 + s13 + s16 + s17) : (i3)))*x3_shape_4 + ((s10) ? (i4 + s13 + s16 + s17) : (i4)))*x3_shape_5 + ((s14) ? (i5 + s13 + s16 + s17) : (i5))];
            v4 = v3;
          }
          v5 = v4;
        }
        v6 = v5;
      }
      cvm_out[cvm_k] = v6;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_concatenate_call {
  /* x: variadic, rank 1..6 */
  const DLTensor* in_x;
  int count_x;
  int rank_x;
  /* axis: int in [-6, 5] */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_concatenate_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                cvm_concatenate_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;

  /* x: variadic, rank 1..6 */
  call->count_x = n_inputs - 0;
  if (call->count_x < 1) return CVM_INVALID;
  call->in_x = &inputs[0];
  call->rank_x = inputs[0].ndim;
  for (int k = 0; k < n_inputs; ++k) {
    const DLTensor* t = &inputs[k];
    if (!cvm_tensor_ok(t) || t->ndim != call->rank_x) return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"axis"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* axis: int in [-6, 5] */
  {
    const char* v = cvm_json_value(json, "axis");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_axis)) return CVM_INVALID;
      call->has_axis = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* concatenate, structure count:x=1, rank:x=6 */
static int _concatenate_0_run(const cvm_concatenate_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->count_x == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x0 = &cvm_call->in_x[0];
  const int64_t x0_shape_0 = x0->shape[0];
  const int64_t x0_shape_1 = x0->shape[1];
  const int64_t x0_shape_2 = x0->shape[2];
  const int64_t x0_shape_3 = x0->shape[3];
  const int64_t x0_shape_4 = x0->shape[4];
  const int64_t x0_shape_5 = x0->shape[5];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x0 in 1..2^24 */
  if (!(x0_shape_0 <= 16777216 && x0_shape_1 <= 16777216 && x0_shape_2 <= 16777216 && x0_shape_3 <= 16777216 && x0_shape_4 <= 16777216 && x0_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x0 <= 2^30 */
  if (!(cvm_big(x0_shape_0)*cvm_big(x0_shape_1)*cvm_big(x0_shape_2)*cvm_big(x0_shape_3)*cvm_big(x0_shape_4)*cvm_big(x0_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5)))))))))))) : (cvm_big(x0_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x0 are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x0) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))))) : (x0_shape_5));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x0->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x0)) {
    case 1:
      CVM_LAUNCH(_concatenate_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x0), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_concatenate_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x0), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_concatenate_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x0), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_concatenate_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x0), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* concatenate, structure count:x=2, rank:x=6 */
static int _concatenate_1_run(const cvm_concatenate_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->count_x == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x0 = &cvm_call->in_x[0];
  const DLTensor* x1 = &cvm_call->in_x[1];
  const int64_t x0_shape_0 = x0->shape[0];
  const int64_t x0_shape_1 = x0->shape[1];
  const int64_t x0_shape_2 = x0->shape[2];
  const int64_t x0_shape_3 = x0->shape[3];
  const int64_t x0_shape_4 = x0->shape[4];
  const int64_t x0_shape_5 = x0->shape[5];
  const int64_t x1_shape_0 = x1->shape[0];
  const int64_t x1_shape_1 = x1->shape[1];
  const int64_t x1_shape_2 = x1->shape[2];
  const int64_t x1_shape_3 = x1->shape[3];
  const int64_t x1_shape_4 = x1->shape[4];
  const int64_t x1_shape_5 = x1->shape[5];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x0 in 1..2^24 */
  if (!(x0_shape_0 <= 16777216 && x0_shape_1 <= 16777216 && x0_shape_2 <= 16777216 && x0_shape_3 <= 16777216 && x0_shape_4 <= 16777216 && x0_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x0 <= 2^30 */
  if (!(cvm_big(x0_shape_0)*cvm_big(x0_shape_1)*cvm_big(x0_shape_2)*cvm_big(x0_shape_3)*cvm_big(x0_shape_4)*cvm_big(x0_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x1 in 1..2^24 */
  if (!(x1_shape_0 <= 16777216 && x1_shape_1 <= 16777216 && x1_shape_2 <= 16777216 && x1_shape_3 <= 16777216 && x1_shape_4 <= 16777216 && x1_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x1 <= 2^30 */
  if (!(cvm_big(x1_shape_0)*cvm_big(x1_shape_1)*cvm_big(x1_shape_2)*cvm_big(x1_shape_3)*cvm_big(x1_shape_4)*cvm_big(x1_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5)))))))))))) : (cvm_big(x0_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x0, x1: one dtype */
  if (!(cvm_same_dtype(x0, x1))) return CVM_INVALID;
  /* elements of x0 are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x0) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))))) : (x0_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s12 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x0->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x0)) {
    case 1:
      CVM_LAUNCH(_concatenate_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x0), (const uint8_t*)cvm_tensor_data(x1), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_concatenate_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x0), (const uint16_t*)cvm_tensor_data(x1), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_concatenate_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x0), (const uint32_t*)cvm_tensor_data(x1), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_concatenate_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x0), (const uint64_t*)cvm_tensor_data(x1), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* concatenate, structure count:x=3, rank:x=6 */
static int _concatenate_2_run(const cvm_concatenate_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->count_x == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x0 = &cvm_call->in_x[0];
  const DLTensor* x1 = &cvm_call->in_x[1];
  const DLTensor* x2 = &cvm_call->in_x[2];
  const int64_t x0_shape_0 = x0->shape[0];
  const int64_t x0_shape_1 = x0->shape[1];
  const int64_t x0_shape_2 = x0->shape[2];
  const int64_t x0_shape_3 = x0->shape[3];
  const int64_t x0_shape_4 = x0->shape[4];
  const int64_t x0_shape_5 = x0->shape[5];
  const int64_t x1_shape_0 = x1->shape[0];
  const int64_t x1_shape_1 = x1->shape[1];
  const int64_t x1_shape_2 = x1->shape[2];
  const int64_t x1_shape_3 = x1->shape[3];
  const int64_t x1_shape_4 = x1->shape[4];
  const int64_t x1_shape_5 = x1->shape[5];
  const int64_t x2_shape_0 = x2->shape[0];
  const int64_t x2_shape_1 = x2->shape[1];
  const int64_t x2_shape_2 = x2->shape[2];
  const int64_t x2_shape_3 = x2->shape[3];
  const int64_t x2_shape_4 = x2->shape[4];
  const int64_t x2_shape_5 = x2->shape[5];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x0 in 1..2^24 */
  if (!(x0_shape_0 <= 16777216 && x0_shape_1 <= 16777216 && x0_shape_2 <= 16777216 && x0_shape_3 <= 16777216 && x0_shape_4 <= 16777216 && x0_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x0 <= 2^30 */
  if (!(cvm_big(x0_shape_0)*cvm_big(x0_shape_1)*cvm_big(x0_shape_2)*cvm_big(x0_shape_3)*cvm_big(x0_shape_4)*cvm_big(x0_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x1 in 1..2^24 */
  if (!(x1_shape_0 <= 16777216 && x1_shape_1 <= 16777216 && x1_shape_2 <= 16777216 && x1_shape_3 <= 16777216 && x1_shape_4 <= 16777216 && x1_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x1 <= 2^30 */
  if (!(cvm_big(x1_shape_0)*cvm_big(x1_shape_1)*cvm_big(x1_shape_2)*cvm_big(x1_shape_3)*cvm_big(x1_shape_4)*cvm_big(x1_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x2 in 1..2^24 */
  if (!(x2_shape_0 <= 16777216 && x2_shape_1 <= 16777216 && x2_shape_2 <= 16777216 && x2_shape_3 <= 16777216 && x2_shape_4 <= 16777216 && x2_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x2 <= 2^30 */
  if (!(cvm_big(x2_shape_0)*cvm_big(x2_shape_1)*cvm_big(x2_shape_2)*cvm_big(x2_shape_3)*cvm_big(x2_shape_4)*cvm_big(x2_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5)))))))))))) : (cvm_big(x0_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x0, x1, x2: one dtype */
  if (!(cvm_same_dtype(x0, x1) && cvm_same_dtype(x0, x2))) return CVM_INVALID;
  /* elements of x0 are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x0) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))))) : (x0_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s12 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))));
  const int64_t s13 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s15 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x0->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x0)) {
    case 1:
      CVM_LAUNCH(_concatenate_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x0), (const uint8_t*)cvm_tensor_data(x1), (const uint8_t*)cvm_tensor_data(x2), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_concatenate_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x0), (const uint16_t*)cvm_tensor_data(x1), (const uint16_t*)cvm_tensor_data(x2), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_concatenate_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x0), (const uint32_t*)cvm_tensor_data(x1), (const uint32_t*)cvm_tensor_data(x2), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_concatenate_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x0), (const uint64_t*)cvm_tensor_data(x1), (const uint64_t*)cvm_tensor_data(x2), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* concatenate, structure count:x=4, rank:x=6 */
static int _concatenate_3_run(const cvm_concatenate_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->count_x == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x0 = &cvm_call->in_x[0];
  const DLTensor* x1 = &cvm_call->in_x[1];
  const DLTensor* x2 = &cvm_call->in_x[2];
  const DLTensor* x3 = &cvm_call->in_x[3];
  const int64_t x0_shape_0 = x0->shape[0];
  const int64_t x0_shape_1 = x0->shape[1];
  const int64_t x0_shape_2 = x0->shape[2];
  const int64_t x0_shape_3 = x0->shape[3];
  const int64_t x0_shape_4 = x0->shape[4];
  const int64_t x0_shape_5 = x0->shape[5];
  const int64_t x1_shape_0 = x1->shape[0];
  const int64_t x1_shape_1 = x1->shape[1];
  const int64_t x1_shape_2 = x1->shape[2];
  const int64_t x1_shape_3 = x1->shape[3];
  const int64_t x1_shape_4 = x1->shape[4];
  const int64_t x1_shape_5 = x1->shape[5];
  const int64_t x2_shape_0 = x2->shape[0];
  const int64_t x2_shape_1 = x2->shape[1];
  const int64_t x2_shape_2 = x2->shape[2];
  const int64_t x2_shape_3 = x2->shape[3];
  const int64_t x2_shape_4 = x2->shape[4];
  const int64_t x2_shape_5 = x2->shape[5];
  const int64_t x3_shape_0 = x3->shape[0];
  const int64_t x3_shape_1 = x3->shape[1];
  const int64_t x3_shape_2 = x3->shape[2];
  const int64_t x3_shape_3 = x3->shape[3];
  const int64_t x3_shape_4 = x3->shape[4];
  const int64_t x3_shape_5 = x3->shape[5];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x0 in 1..2^24 */
  if (!(x0_shape_0 <= 16777216 && x0_shape_1 <= 16777216 && x0_shape_2 <= 16777216 && x0_shape_3 <= 16777216 && x0_shape_4 <= 16777216 && x0_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x0 <= 2^30 */
  if (!(cvm_big(x0_shape_0)*cvm_big(x0_shape_1)*cvm_big(x0_shape_2)*cvm_big(x0_shape_3)*cvm_big(x0_shape_4)*cvm_big(x0_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x1 in 1..2^24 */
  if (!(x1_shape_0 <= 16777216 && x1_shape_1 <= 16777216 && x1_shape_2 <= 16777216 && x1_shape_3 <= 16777216 && x1_shape_4 <= 16777216 && x1_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x1 <= 2^30 */
  if (!(cvm_big(x1_shape_0)*cvm_big(x1_shape_1)*cvm_big(x1_shape_2)*cvm_big(x1_shape_3)*cvm_big(x1_shape_4)*cvm_big(x1_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x2 in 1..2^24 */
  if (!(x2_shape_0 <= 16777216 && x2_shape_1 <= 16777216 && x2_shape_2 <= 16777216 && x2_shape_3 <= 16777216 && x2_shape_4 <= 16777216 && x2_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x2 <= 2^30 */
  if (!(cvm_big(x2_shape_0)*cvm_big(x2_shape_1)*cvm_big(x2_shape_2)*cvm_big(x2_shape_3)*cvm_big(x2_shape_4)*cvm_big(x2_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of x3 in 1..2^24 */
  if (!(x3_shape_0 <= 16777216 && x3_shape_1 <= 16777216 && x3_shape_2 <= 16777216 && x3_shape_3 <= 16777216 && x3_shape_4 <= 16777216 && x3_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x3 <= 2^30 */
  if (!(cvm_big(x3_shape_0)*cvm_big(x3_shape_1)*cvm_big(x3_shape_2)*cvm_big(x3_shape_3)*cvm_big(x3_shape_4)*cvm_big(x3_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x1_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x2_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_0 == x0_shape_0 || ((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_1 == x0_shape_1 || ((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_2 == x0_shape_2 || ((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_3 == x0_shape_3 || ((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_4 == x0_shape_4 || ((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_INVALID;
  /* every dim of every input but the axis equals x0's */
  if (!(x3_shape_5 == x0_shape_5 || ((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x0_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x0_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x0_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x0_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x0_shape_4)) : (cvm_big(x0_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x1_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x1_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x1_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x1_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x1_shape_4)) : (cvm_big(x1_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x2_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x2_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x2_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x2_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x2_shape_4)) : (cvm_big(x2_shape_5))))))))))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x3_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x3_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x3_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x3_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x3_shape_4)) : (cvm_big(x3_shape_5)))))))))))) : (cvm_big(x0_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x0, x1, x2, x3: one dtype */
  if (!(cvm_same_dtype(x0, x1) && cvm_same_dtype(x0, x2) && cvm_same_dtype(x0, x3))) return CVM_INVALID;
  /* elements of x0 are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x0) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x3_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x3_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x3_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x3_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x3_shape_4) : (x3_shape_5))))))))))) : (x0_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s12 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))));
  const int64_t s13 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5))))))))));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s15 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x0_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x0_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x0_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x0_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x0_shape_4) : (x0_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5)))))))))) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))));
  const int64_t s16 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x1_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x1_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x1_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x1_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x1_shape_4) : (x1_shape_5))))))))));
  const int64_t s17 = -((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x2_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x2_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x2_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x2_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x2_shape_4) : (x2_shape_5))))))))));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x0->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x0)) {
    case 1:
      CVM_LAUNCH(_concatenate_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x0), (const uint8_t*)cvm_tensor_data(x1), (const uint8_t*)cvm_tensor_data(x2), (const uint8_t*)cvm_tensor_data(x3), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, x3_shape_1, x3_shape_2, x3_shape_3, x3_shape_4, x3_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_concatenate_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x0), (const uint16_t*)cvm_tensor_data(x1), (const uint16_t*)cvm_tensor_data(x2), (const uint16_t*)cvm_tensor_data(x3), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, x3_shape_1, x3_shape_2, x3_shape_3, x3_shape_4, x3_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_concatenate_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x0), (const uint32_t*)cvm_tensor_data(x1), (const uint32_t*)cvm_tensor_data(x2), (const uint32_t*)cvm_tensor_data(x3), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, x3_shape_1, x3_shape_2, x3_shape_3, x3_shape_4, x3_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_concatenate_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x0), (const uint64_t*)cvm_tensor_data(x1), (const uint64_t*)cvm_tensor_data(x2), (const uint64_t*)cvm_tensor_data(x3), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x0_shape_1, x0_shape_2, x0_shape_3, x0_shape_4, x0_shape_5, x1_shape_1, x1_shape_2, x1_shape_3, x1_shape_4, x1_shape_5, x2_shape_1, x2_shape_2, x2_shape_3, x2_shape_4, x2_shape_5, x3_shape_1, x3_shape_2, x3_shape_3, x3_shape_4, x3_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_concatenate_planned(const cvm_concatenate_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _concatenate_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _concatenate_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _concatenate_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _concatenate_3_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_concatenate_lifted(const cvm_concatenate_call* call, int k, cvm_concatenate_call* lifted,
                                  DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  for (int t = 0; t < call->count_x; ++t)
    if (!cvm_lift_tensor(&call->in_x[t], k, &tensors[0 + t],
                         &shapes[(0 + t) * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axis) lifted->attr_axis = cvm_lifted_axis(lifted->attr_axis, call->rank_x, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_concatenate(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                               int n_outputs, const char* attrs_json) {
  cvm_concatenate_call call;
  if (cvm_concatenate_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_concatenate_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_concatenate_call lifted;
    if (!cvm_concatenate_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_concatenate_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
