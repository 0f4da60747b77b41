/*
 * broadcast_sub: a - b with numpy broadcasting
 *
 * Generated from the cvmverify spec of broadcast_sub; regenerate rather than edit.
 * 11 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_broadcast_sub(const DLTensor* inputs, int n_inputs,
 *                        DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* broadcast_sub, structure rank:a=1, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_0_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i4 = cvm_rest % b_shape_4;
      cvm_rest /= b_shape_4;
      const int64_t i3 = cvm_rest % b_shape_3;
      cvm_rest /= b_shape_3;
      const int64_t i2 = cvm_rest % b_shape_2;
      cvm_rest /= b_shape_2;
      const int64_t i1 = cvm_rest % b_shape_1;
      cvm_rest /= b_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = b[((((((s1) ? (0) : (i0))*b_shape_1 + ((s2) ? (0) : (i1)))*b_shape_2 + ((s3) ? (0) : (i2)))*b_shape_3 + ((s4) ? (0) : (i3)))*b_shape_4 + ((s5) ? (0) : (i4)))*b_shape_5 + ((s6) ? (0) : (i5))];
      const int64_t v1 = a[((s7) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=2, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_1_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i4 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i3 = cvm_rest % b_shape_3;
      cvm_rest /= b_shape_3;
      const int64_t i2 = cvm_rest % b_shape_2;
      cvm_rest /= b_shape_2;
      const int64_t i1 = cvm_rest % b_shape_1;
      cvm_rest /= b_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = b[((((((s2) ? (0) : (i0))*b_shape_1 + ((s3) ? (0) : (i1)))*b_shape_2 + ((s4) ? (0) : (i2)))*b_shape_3 + ((s5) ? (0) : (i3)))*b_shape_4 + ((s6) ? (0) : (i4)))*b_shape_5 + ((s7) ? (0) : (i5))];
      const int64_t v1 = a[((s8) ? (0) : (i4))*a_shape_1 + ((s9) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=3, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_2_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
    int64_t s0,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i4 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i3 = cvm_rest % s0;
      cvm_rest /= s0;
      const int64_t i2 = cvm_rest % b_shape_2;
      cvm_rest /= b_shape_2;
      const int64_t i1 = cvm_rest % b_shape_1;
      cvm_rest /= b_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = b[((((((s3) ? (0) : (i0))*b_shape_1 + ((s4) ? (0) : (i1)))*b_shape_2 + ((s5) ? (0) : (i2)))*b_shape_3 + ((s6) ? (0) : (i3)))*b_shape_4 + ((s7) ? (0) : (i4)))*b_shape_5 + ((s8) ? (0) : (i5))];
      const int64_t v1 = a[(((s9) ? (0) : (i3))*a_shape_1 + ((s10) ? (0) : (i4)))*a_shape_2 + ((s11) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=4, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_3_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
    int64_t s0,
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
    int* cvm_error) {
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
      const int64_t i1 = cvm_rest % b_shape_1;
      cvm_rest /= b_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = b[((((((s4) ? (0) : (i0))*b_shape_1 + ((s5) ? (0) : (i1)))*b_shape_2 + ((s6) ? (0) : (i2)))*b_shape_3 + ((s7) ? (0) : (i3)))*b_shape_4 + ((s8) ? (0) : (i4)))*b_shape_5 + ((s9) ? (0) : (i5))];
      const int64_t v1 = a[((((s10) ? (0) : (i2))*a_shape_1 + ((s11) ? (0) : (i3)))*a_shape_2 + ((s12) ? (0) : (i4)))*a_shape_3 + ((s13) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=5, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_4_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
    int64_t s0,
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
    int* cvm_error) {
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
      const int64_t v0 = b[((((((s5) ? (0) : (i0))*b_shape_1 + ((s6) ? (0) : (i1)))*b_shape_2 + ((s7) ? (0) : (i2)))*b_shape_3 + ((s8) ? (0) : (i3)))*b_shape_4 + ((s9) ? (0) : (i4)))*b_shape_5 + ((s10) ? (0) : (i5))];
      const int64_t v1 = a[(((((s11) ? (0) : (i1))*a_shape_1 + ((s12) ? (0) : (i2)))*a_shape_2 + ((s13) ? (0) : (i3)))*a_shape_3 + ((s14) ? (0) : (i4)))*a_shape_4 + ((s15) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=1: output y (int32) */
__global__ void _broadcast_sub_5_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
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
    int* cvm_error) {
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
      const int64_t v0 = b[((s6) ? (0) : (i5))];
      const int64_t v1 = a[((((((s7) ? (0) : (i0))*a_shape_1 + ((s8) ? (0) : (i1)))*a_shape_2 + ((s9) ? (0) : (i2)))*a_shape_3 + ((s10) ? (0) : (i3)))*a_shape_4 + ((s11) ? (0) : (i4)))*a_shape_5 + ((s12) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=2: output y (int32) */
__global__ void _broadcast_sub_6_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
    int64_t b_shape_1,
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
    int* cvm_error) {
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
      const int64_t v0 = b[((s6) ? (0) : (i4))*b_shape_1 + ((s7) ? (0) : (i5))];
      const int64_t v1 = a[((((((s8) ? (0) : (i0))*a_shape_1 + ((s9) ? (0) : (i1)))*a_shape_2 + ((s10) ? (0) : (i2)))*a_shape_3 + ((s11) ? (0) : (i3)))*a_shape_4 + ((s12) ? (0) : (i4)))*a_shape_5 + ((s13) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=3: output y (int32) */
__global__ void _broadcast_sub_7_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
    int64_t b_shape_1,
    int64_t b_shape_2,
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
    int* cvm_error) {
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
      const int64_t v0 = b[(((s6) ? (0) : (i3))*b_shape_1 + ((s7) ? (0) : (i4)))*b_shape_2 + ((s8) ? (0) : (i5))];
      const int64_t v1 = a[((((((s9) ? (0) : (i0))*a_shape_1 + ((s10) ? (0) : (i1)))*a_shape_2 + ((s11) ? (0) : (i2)))*a_shape_3 + ((s12) ? (0) : (i3)))*a_shape_4 + ((s13) ? (0) : (i4)))*a_shape_5 + ((s14) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=4: output y (int32) */
__global__ void _broadcast_sub_8_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
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
    int* cvm_error) {
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
      const int64_t v0 = b[((((s6) ? (0) : (i2))*b_shape_1 + ((s7) ? (0) : (i3)))*b_shape_2 + ((s8) ? (0) : (i4)))*b_shape_3 + ((s9) ? (0) : (i5))];
      const int64_t v1 = a[((((((s10) ? (0) : (i0))*a_shape_1 + ((s11) ? (0) : (i1)))*a_shape_2 + ((s12) ? (0) : (i2)))*a_shape_3 + ((s13) ? (0) : (i3)))*a_shape_4 + ((s14) ? (0) : (i4)))*a_shape_5 + ((s15) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=5: output y (int32) */
__global__ void _broadcast_sub_9_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
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
    int* cvm_error) {
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
      const int64_t v0 = b[(((((s6) ? (0) : (i1))*b_shape_1 + ((s7) ? (0) : (i2)))*b_shape_2 + ((s8) ? (0) : (i3)))*b_shape_3 + ((s9) ? (0) : (i4)))*b_shape_4 + ((s10) ? (0) : (i5))];
      const int64_t v1 = a[((((((s11) ? (0) : (i0))*a_shape_1 + ((s12) ? (0) : (i1)))*a_shape_2 + ((s13) ? (0) : (i2)))*a_shape_3 + ((s14) ? (0) : (i3)))*a_shape_4 + ((s15) ? (0) : (i4)))*a_shape_5 + ((s16) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

/* broadcast_sub, structure rank:a=6, rank:b=6: output y (int32) */
__global__ void _broadcast_sub_10_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t a_shape_1,
    int64_t a_shape_2,
    int64_t a_shape_3,
    int64_t a_shape_4,
    int64_t a_shape_5,
    int64_t b_shape_1,
    int64_t b_shape_2,
    int64_t b_shape_3,
    int64_t b_shape_4,
    int64_t b_shape_5,
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
    int64_t s17,
    int* cvm_error) {
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
      const int64_t v0 = b[((((((s6) ? (0) : (i0))*b_shape_1 + ((s7) ? (0) : (i1)))*b_shape_2 + ((s8) ? (0) : (i2)))*b_shape_3 + ((s9) ? (0) : (i3)))*b_shape_4 + ((s10) ? (0) : (i4)))*b_shape_5 + ((s11) ? (0) : (i5))];
      const int64_t v1 = a[((((((s12) ? (0) : (i0))*a_shape_1 + ((s13) ? (0) : (i1)))*a_shape_2 + ((s14) ? (0) : (i2)))*a_shape_3 + ((s15) ? (0) : (i3)))*a_shape_4 + ((s16) ? (0) : (i4)))*a_shape_5 + ((s17) ? (0) : (i5))];
      const int64_t v2 = -v0 + v1;
      CVM_REQUIRE_INT32(v2);
      cvm_out[cvm_k] = (int32_t)v2;
    }
  cvm_next:;
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_broadcast_sub_call {
  /* a: rank 1..6 */
  const DLTensor* in_a;
  int rank_a;
  /* b: rank 1..6 */
  const DLTensor* in_b;
  int rank_b;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_broadcast_sub_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                  cvm_broadcast_sub_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* a: rank 1..6 */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_a = t;
    call->rank_a = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* b: rank 1..6 */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_b = t;
    call->rank_b = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* broadcast_sub, structure rank:a=1, rank:b=6 */
static int _broadcast_sub_0_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 1 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(a_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && ((a_shape_0 == 1) ? (b_shape_5) : (a_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_5) : (a_shape_0));
  const int64_t s1 = b_shape_0 == 1;
  const int64_t s2 = b_shape_1 == 1;
  const int64_t s3 = b_shape_2 == 1;
  const int64_t s4 = b_shape_3 == 1;
  const int64_t s5 = b_shape_4 == 1;
  const int64_t s6 = b_shape_5 == 1;
  const int64_t s7 = a_shape_0 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {b_shape_0, b_shape_1, b_shape_2, b_shape_3, b_shape_4, s0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_0_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=2, rank:b=6 */
static int _broadcast_sub_1_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 2 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(a_shape_0*a_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && ((a_shape_0 == 1) ? (b_shape_4) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_5) : (a_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_4) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_5) : (a_shape_1));
  const int64_t s2 = b_shape_0 == 1;
  const int64_t s3 = b_shape_1 == 1;
  const int64_t s4 = b_shape_2 == 1;
  const int64_t s5 = b_shape_3 == 1;
  const int64_t s6 = b_shape_4 == 1;
  const int64_t s7 = b_shape_5 == 1;
  const int64_t s8 = a_shape_0 == 1;
  const int64_t s9 = a_shape_1 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {b_shape_0, b_shape_1, b_shape_2, b_shape_3, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_1_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=3, rank:b=6 */
static int _broadcast_sub_2_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 3 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && ((a_shape_0 == 1) ? (b_shape_3) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_4) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_5) : (a_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_3) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_4) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_5) : (a_shape_2));
  const int64_t s3 = b_shape_0 == 1;
  const int64_t s4 = b_shape_1 == 1;
  const int64_t s5 = b_shape_2 == 1;
  const int64_t s6 = b_shape_3 == 1;
  const int64_t s7 = b_shape_4 == 1;
  const int64_t s8 = b_shape_5 == 1;
  const int64_t s9 = a_shape_0 == 1;
  const int64_t s10 = a_shape_1 == 1;
  const int64_t s11 = a_shape_2 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {b_shape_0, b_shape_1, b_shape_2, s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_2_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=4, rank:b=6 */
static int _broadcast_sub_3_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 4 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && ((a_shape_0 == 1) ? (b_shape_2) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_3) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_4) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_5) : (a_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_2) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_3) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_4) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_5) : (a_shape_3));
  const int64_t s4 = b_shape_0 == 1;
  const int64_t s5 = b_shape_1 == 1;
  const int64_t s6 = b_shape_2 == 1;
  const int64_t s7 = b_shape_3 == 1;
  const int64_t s8 = b_shape_4 == 1;
  const int64_t s9 = b_shape_5 == 1;
  const int64_t s10 = a_shape_0 == 1;
  const int64_t s11 = a_shape_1 == 1;
  const int64_t s12 = a_shape_2 == 1;
  const int64_t s13 = a_shape_3 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {b_shape_0, b_shape_1, s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_3_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=5, rank:b=6 */
static int _broadcast_sub_4_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 5 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(b_shape_0 <= 16777216 && ((a_shape_0 == 1) ? (b_shape_1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_2) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_3) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_4) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_5) : (a_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(b_shape_0)*((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_2) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_3) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_4) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_5) : (a_shape_4));
  const int64_t s5 = b_shape_0 == 1;
  const int64_t s6 = b_shape_1 == 1;
  const int64_t s7 = b_shape_2 == 1;
  const int64_t s8 = b_shape_3 == 1;
  const int64_t s9 = b_shape_4 == 1;
  const int64_t s10 = b_shape_5 == 1;
  const int64_t s11 = a_shape_0 == 1;
  const int64_t s12 = a_shape_1 == 1;
  const int64_t s13 = a_shape_2 == 1;
  const int64_t s14 = a_shape_3 == 1;
  const int64_t s15 = a_shape_4 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {b_shape_0, s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_4_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=1 */
static int _broadcast_sub_5_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 1))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(b_shape_0 <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (1) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (1) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (1) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (1) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_0) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (1) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (1) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (1) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (1) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (1) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (1) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (1) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (1) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (1) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_0) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = a_shape_0 == 1;
  const int64_t s8 = a_shape_1 == 1;
  const int64_t s9 = a_shape_2 == 1;
  const int64_t s10 = a_shape_3 == 1;
  const int64_t s11 = a_shape_4 == 1;
  const int64_t s12 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_5_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=2 */
static int _broadcast_sub_6_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 2))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(b_shape_0*b_shape_1 <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (1) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (1) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (1) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_0) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_1) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (1) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (1) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (1) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (1) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (1) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (1) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (1) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_0) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_1) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = b_shape_1 == 1;
  const int64_t s8 = a_shape_0 == 1;
  const int64_t s9 = a_shape_1 == 1;
  const int64_t s10 = a_shape_2 == 1;
  const int64_t s11 = a_shape_3 == 1;
  const int64_t s12 = a_shape_4 == 1;
  const int64_t s13 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_6_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, b_shape_1, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=3 */
static int _broadcast_sub_7_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 3))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (1) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (1) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_0) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_1) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_2) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (1) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (1) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (1) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (1) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (1) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_0) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_1) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_2) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = b_shape_1 == 1;
  const int64_t s8 = b_shape_2 == 1;
  const int64_t s9 = a_shape_0 == 1;
  const int64_t s10 = a_shape_1 == 1;
  const int64_t s11 = a_shape_2 == 1;
  const int64_t s12 = a_shape_3 == 1;
  const int64_t s13 = a_shape_4 == 1;
  const int64_t s14 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_7_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, b_shape_1, b_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=4 */
static int _broadcast_sub_8_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 4))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (1) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_0) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_1) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_2) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_3) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (1) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (1) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (1) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_0) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_1) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_2) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_3) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = b_shape_1 == 1;
  const int64_t s8 = b_shape_2 == 1;
  const int64_t s9 = b_shape_3 == 1;
  const int64_t s10 = a_shape_0 == 1;
  const int64_t s11 = a_shape_1 == 1;
  const int64_t s12 = a_shape_2 == 1;
  const int64_t s13 = a_shape_3 == 1;
  const int64_t s14 = a_shape_4 == 1;
  const int64_t s15 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_8_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, b_shape_1, b_shape_2, b_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=5 */
static int _broadcast_sub_9_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 5))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (1) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_0) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_1) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_2) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_3) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_4) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (1) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (1) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_0) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_1) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_2) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_3) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_4) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = b_shape_1 == 1;
  const int64_t s8 = b_shape_2 == 1;
  const int64_t s9 = b_shape_3 == 1;
  const int64_t s10 = b_shape_4 == 1;
  const int64_t s11 = a_shape_0 == 1;
  const int64_t s12 = a_shape_1 == 1;
  const int64_t s13 = a_shape_2 == 1;
  const int64_t s14 = a_shape_3 == 1;
  const int64_t s15 = a_shape_4 == 1;
  const int64_t s16 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_9_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, b_shape_1, b_shape_2, b_shape_3, b_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, cvm_memory.error);
  return cvm_memory.status();
}

/* broadcast_sub, structure rank:a=6, rank:b=6 */
static int _broadcast_sub_10_run(const cvm_broadcast_sub_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 6 &&
        cvm_call->rank_b == 6))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t a_shape_4 = a->shape[4];
  const int64_t a_shape_5 = a->shape[5];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];
  const int64_t b_shape_4 = b->shape[4];
  const int64_t b_shape_5 = b->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216 && a_shape_4 <= 16777216 && a_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3)*cvm_big(a_shape_4)*cvm_big(a_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216 && b_shape_4 <= 16777216 && b_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3)*cvm_big(b_shape_4)*cvm_big(b_shape_5) <= 1073741824)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_4 == 1 || a_shape_4 == b_shape_4 || b_shape_4 == 1)) return CVM_INVALID;
  /* a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_5 == 1 || a_shape_5 == b_shape_5 || b_shape_5 == 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((a_shape_0 == 1) ? (b_shape_0) : (a_shape_0)) <= 16777216 && ((a_shape_1 == 1) ? (b_shape_1) : (a_shape_1)) <= 16777216 && ((a_shape_2 == 1) ? (b_shape_2) : (a_shape_2)) <= 16777216 && ((a_shape_3 == 1) ? (b_shape_3) : (a_shape_3)) <= 16777216 && ((a_shape_4 == 1) ? (b_shape_4) : (a_shape_4)) <= 16777216 && ((a_shape_5 == 1) ? (b_shape_5) : (a_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(a_shape_0) == 1) ? (cvm_big(b_shape_0)) : (cvm_big(a_shape_0)))*((cvm_big(a_shape_1) == 1) ? (cvm_big(b_shape_1)) : (cvm_big(a_shape_1)))*((cvm_big(a_shape_2) == 1) ? (cvm_big(b_shape_2)) : (cvm_big(a_shape_2)))*((cvm_big(a_shape_3) == 1) ? (cvm_big(b_shape_3)) : (cvm_big(a_shape_3)))*((cvm_big(a_shape_4) == 1) ? (cvm_big(b_shape_4)) : (cvm_big(a_shape_4)))*((cvm_big(a_shape_5) == 1) ? (cvm_big(b_shape_5)) : (cvm_big(a_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((a_shape_0 == 1) ? (b_shape_0) : (a_shape_0));
  const int64_t s1 = ((a_shape_1 == 1) ? (b_shape_1) : (a_shape_1));
  const int64_t s2 = ((a_shape_2 == 1) ? (b_shape_2) : (a_shape_2));
  const int64_t s3 = ((a_shape_3 == 1) ? (b_shape_3) : (a_shape_3));
  const int64_t s4 = ((a_shape_4 == 1) ? (b_shape_4) : (a_shape_4));
  const int64_t s5 = ((a_shape_5 == 1) ? (b_shape_5) : (a_shape_5));
  const int64_t s6 = b_shape_0 == 1;
  const int64_t s7 = b_shape_1 == 1;
  const int64_t s8 = b_shape_2 == 1;
  const int64_t s9 = b_shape_3 == 1;
  const int64_t s10 = b_shape_4 == 1;
  const int64_t s11 = b_shape_5 == 1;
  const int64_t s12 = a_shape_0 == 1;
  const int64_t s13 = a_shape_1 == 1;
  const int64_t s14 = a_shape_2 == 1;
  const int64_t s15 = a_shape_3 == 1;
  const int64_t s16 = a_shape_4 == 1;
  const int64_t s17 = a_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_broadcast_sub_10_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, a_shape_1, a_shape_2, a_shape_3, a_shape_4, a_shape_5, b_shape_1, b_shape_2, b_shape_3, b_shape_4, b_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_broadcast_sub_planned(const cvm_broadcast_sub_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _broadcast_sub_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_sub_10_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_broadcast_sub_lifted(const cvm_broadcast_sub_call* call, int k, cvm_broadcast_sub_call* lifted,
                                    DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_a, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_a = &tensors[0];
  lifted->rank_a = call->rank_a + k;
  if (!cvm_lift_tensor(call->in_b, k, &tensors[1], &shapes[1 * CVM_MAX_RANK])) return 0;
  lifted->in_b = &tensors[1];
  lifted->rank_b = call->rank_b + k;
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_broadcast_sub(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                 int n_outputs, const char* attrs_json) {
  cvm_broadcast_sub_call call;
  if (cvm_broadcast_sub_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_broadcast_sub_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_broadcast_sub_call lifted;
    if (!cvm_broadcast_sub_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_broadcast_sub_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
