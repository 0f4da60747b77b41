/*
 * broadcast: replicate x to target_shape (OpenVINO Broadcast-1/-3)
 *
 * Generated from the cvmverify spec of broadcast; regenerate rather than edit.
 * 23 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_broadcast(const DLTensor* inputs, int n_inputs,
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

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t target_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      const T v0 = x[((s0) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=1, len:target_shape=6, mode=explicit, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s0,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s0;
      const T v0 = x[((s1) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      const T v0 = x[((s0) ? (0) : (i4))*x_shape_1 + ((s1) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=2, len:target_shape=6, mode=explicit, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_4_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
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
    int64_t s11) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))*x_shape_1 + ((s6) ? (0) : (((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i4 = cvm_rest % s0;
      const T v0 = x[((s2) ? (0) : (i4))*x_shape_1 + ((s3) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      const T v0 = x[(((s0) ? (0) : (i3))*x_shape_1 + ((s1) ? (0) : (i4)))*x_shape_2 + ((s2) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=3, len:target_shape=6, mode=explicit, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
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
    int64_t s16,
    int64_t s17) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))*x_shape_1 + ((s6) ? (0) : (((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (i5)))))))))))))*x_shape_2 + ((s12) ? (0) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (((s17) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_8_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i4 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i3 = cvm_rest % s0;
      const T v0 = x[(((s3) ? (0) : (i3))*x_shape_1 + ((s4) ? (0) : (i4)))*x_shape_2 + ((s5) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_9_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      const T v0 = x[((((s0) ? (0) : (i2))*x_shape_1 + ((s1) ? (0) : (i3)))*x_shape_2 + ((s2) ? (0) : (i4)))*x_shape_3 + ((s3) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=4, len:target_shape=6, mode=explicit, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))*x_shape_1 + ((s6) ? (0) : (((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (i5)))))))))))))*x_shape_2 + ((s12) ? (0) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (((s17) ? (i4) : (i5)))))))))))))*x_shape_3 + ((s18) ? (0) : (((s19) ? (i0) : (((s20) ? (i1) : (((s21) ? (i2) : (((s22) ? (i3) : (((s23) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
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
      const T v0 = x[((((s4) ? (0) : (i2))*x_shape_1 + ((s5) ? (0) : (i3)))*x_shape_2 + ((s6) ? (0) : (i4)))*x_shape_3 + ((s7) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_12_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      const T v0 = x[(((((s0) ? (0) : (i1))*x_shape_1 + ((s1) ? (0) : (i2)))*x_shape_2 + ((s2) ? (0) : (i3)))*x_shape_3 + ((s3) ? (0) : (i4)))*x_shape_4 + ((s4) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=5, len:target_shape=6, mode=explicit, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_13_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25,
    int64_t s26,
    int64_t s27,
    int64_t s28,
    int64_t s29) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))*x_shape_1 + ((s6) ? (0) : (((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (i5)))))))))))))*x_shape_2 + ((s12) ? (0) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (((s17) ? (i4) : (i5)))))))))))))*x_shape_3 + ((s18) ? (0) : (((s19) ? (i0) : (((s20) ? (i1) : (((s21) ? (i2) : (((s22) ? (i3) : (((s23) ? (i4) : (i5)))))))))))))*x_shape_4 + ((s24) ? (0) : (((s25) ? (i0) : (((s26) ? (i1) : (((s27) ? (i2) : (((s28) ? (i3) : (((s29) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_14_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
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
      const T v0 = x[(((((s5) ? (0) : (i1))*x_shape_1 + ((s6) ? (0) : (i2)))*x_shape_2 + ((s7) ? (0) : (i3)))*x_shape_3 + ((s8) ? (0) : (i4)))*x_shape_4 + ((s9) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=1, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_15_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=2, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_16_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=3, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_17_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=4, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_18_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=5, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_19_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_20_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s0) ? (0) : (i0))*x_shape_1 + ((s1) ? (0) : (i1)))*x_shape_2 + ((s2) ? (0) : (i2)))*x_shape_3 + ((s3) ? (0) : (i3)))*x_shape_4 + ((s4) ? (0) : (i4)))*x_shape_5 + ((s5) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=6, len:target_shape=6, mode=explicit, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_21_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t target_shape_1,
    int64_t target_shape_2,
    int64_t target_shape_3,
    int64_t target_shape_4,
    int64_t target_shape_5,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25,
    int64_t s26,
    int64_t s27,
    int64_t s28,
    int64_t s29,
    int64_t s30,
    int64_t s31,
    int64_t s32,
    int64_t s33,
    int64_t s34,
    int64_t s35) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % target_shape_5;
      cvm_rest /= target_shape_5;
      const int64_t i4 = cvm_rest % target_shape_4;
      cvm_rest /= target_shape_4;
      const int64_t i3 = cvm_rest % target_shape_3;
      cvm_rest /= target_shape_3;
      const int64_t i2 = cvm_rest % target_shape_2;
      cvm_rest /= target_shape_2;
      const int64_t i1 = cvm_rest % target_shape_1;
      cvm_rest /= target_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s0) ? (0) : (((s1) ? (i0) : (((s2) ? (i1) : (((s3) ? (i2) : (((s4) ? (i3) : (((s5) ? (i4) : (i5))))))))))))*x_shape_1 + ((s6) ? (0) : (((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (i5)))))))))))))*x_shape_2 + ((s12) ? (0) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (((s17) ? (i4) : (i5)))))))))))))*x_shape_3 + ((s18) ? (0) : (((s19) ? (i0) : (((s20) ? (i1) : (((s21) ? (i2) : (((s22) ? (i3) : (((s23) ? (i4) : (i5)))))))))))))*x_shape_4 + ((s24) ? (0) : (((s25) ? (i0) : (((s26) ? (i1) : (((s27) ? (i2) : (((s28) ? (i3) : (((s29) ? (i4) : (i5)))))))))))))*x_shape_5 + ((s30) ? (0) : (((s31) ? (i0) : (((s32) ? (i1) : (((s33) ? (i2) : (((s34) ? (i3) : (((s35) ? (i4) : (i5))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _broadcast_22_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (0) : (i0))*x_shape_1 + ((s7) ? (0) : (i1)))*x_shape_2 + ((s8) ? (0) : (i2)))*x_shape_3 + ((s9) ? (0) : (i3)))*x_shape_4 + ((s10) ? (0) : (i4)))*x_shape_5 + ((s11) ? (0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_broadcast_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* target_shape: ints in [1, 16777216] */
  int64_t attr_target_shape[CVM_MAX_INTS];
  int len_target_shape;
  int has_target_shape; /* a value is bound: given or defaulted, not null, not ignored */
  /* mode: one of numpy, explicit, bidirectional; default "numpy" */
  int attr_mode; /* its position among the options */
  int has_mode; /* a value is bound: given or defaulted, not null, not ignored */
  /* axes_mapping: ints in [0, 5], or null; default null; ignored if mode == 'numpy' or mode == 'bidirectional' */
  int64_t attr_axes_mapping[CVM_MAX_INTS];
  int len_axes_mapping;
  int has_axes_mapping; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_broadcast_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                              cvm_broadcast_call* call) {
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
  static const char* const known[] = {"target_shape", "mode", "axes_mapping"};
  if (!cvm_json_only(json, known, 3)) return CVM_INVALID;

  /* target_shape: ints in [1, 16777216] */
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

  /* mode: one of numpy, explicit, bidirectional; default "numpy" */
  {
    const char* v = cvm_json_value(json, "mode");
    if (v == NULL) v = "\"numpy\"";
    static const char* const options[] = {"numpy", "explicit", "bidirectional"};
    call->attr_mode = cvm_json_choice(v, options, 3);
    if (call->attr_mode < 0) return CVM_INVALID;
    call->has_mode = 1;
  }

  /* axes_mapping: ints in [0, 5], or null; default null; ignored if mode == 'numpy' or mode == 'bidirectional' */
  if (!((call->has_mode && call->attr_mode == 0) || (call->has_mode && call->attr_mode == 2))) {
    const char* v = cvm_json_value(json, "axes_mapping");
    if (v == NULL) v = "null";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_axes_mapping, CVM_MAX_INTS, &call->len_axes_mapping))
        return CVM_INVALID;
      call->has_axes_mapping = 1;
    }
  }
  return CVM_OK;
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=1 */
static int _broadcast_0_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=1, len:target_shape=6, mode=explicit, rank:x=1 */
static int _broadcast_1_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 1 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=1 */
static int _broadcast_2_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && ((x_shape_0 == 1) ? (target_shape_5) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_5) : (x_shape_0));
  const int64_t s1 = x_shape_0 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, s0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=2 */
static int _broadcast_3_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_4)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = x_shape_1 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_4, target_shape_5, s0, s1);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_4, target_shape_5, s0, s1);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_4, target_shape_5, s0, s1);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_4, target_shape_5, s0, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=2, len:target_shape=6, mode=explicit, rank:x=2 */
static int _broadcast_4_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 2 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];
  const int64_t axes_mapping_1 = cvm_call->attr_axes_mapping[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 < 6)) return CVM_INVALID;
  /* axes_mapping strictly increasing */
  if (!(axes_mapping_0 < axes_mapping_1)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == ((axes_mapping_1 == 0) ? (target_shape_0) : (((axes_mapping_1 == 1) ? (target_shape_1) : (((axes_mapping_1 == 2) ? (target_shape_2) : (((axes_mapping_1 == 3) ? (target_shape_3) : (((axes_mapping_1 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = axes_mapping_1 == 0;
  const int64_t s8 = axes_mapping_1 == 1;
  const int64_t s9 = axes_mapping_1 == 2;
  const int64_t s10 = axes_mapping_1 == 3;
  const int64_t s11 = axes_mapping_1 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=2 */
static int _broadcast_5_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_4)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && ((x_shape_0 == 1) ? (target_shape_4) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_5) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_4) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_5) : (x_shape_1));
  const int64_t s2 = x_shape_0 == 1;
  const int64_t s3 = x_shape_1 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=3 */
static int _broadcast_6_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_3)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == target_shape_4)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = x_shape_1 == 1;
  const int64_t s2 = x_shape_2 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=3, len:target_shape=6, mode=explicit, rank:x=3 */
static int _broadcast_7_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 3 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];
  const int64_t axes_mapping_1 = cvm_call->attr_axes_mapping[1];
  const int64_t axes_mapping_2 = cvm_call->attr_axes_mapping[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 < 6)) return CVM_INVALID;
  /* axes_mapping strictly increasing */
  if (!(axes_mapping_0 < axes_mapping_1 && axes_mapping_1 < axes_mapping_2)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == ((axes_mapping_1 == 0) ? (target_shape_0) : (((axes_mapping_1 == 1) ? (target_shape_1) : (((axes_mapping_1 == 2) ? (target_shape_2) : (((axes_mapping_1 == 3) ? (target_shape_3) : (((axes_mapping_1 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == ((axes_mapping_2 == 0) ? (target_shape_0) : (((axes_mapping_2 == 1) ? (target_shape_1) : (((axes_mapping_2 == 2) ? (target_shape_2) : (((axes_mapping_2 == 3) ? (target_shape_3) : (((axes_mapping_2 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = axes_mapping_1 == 0;
  const int64_t s8 = axes_mapping_1 == 1;
  const int64_t s9 = axes_mapping_1 == 2;
  const int64_t s10 = axes_mapping_1 == 3;
  const int64_t s11 = axes_mapping_1 == 4;
  const int64_t s12 = x_shape_2 == 1;
  const int64_t s13 = axes_mapping_2 == 0;
  const int64_t s14 = axes_mapping_2 == 1;
  const int64_t s15 = axes_mapping_2 == 2;
  const int64_t s16 = axes_mapping_2 == 3;
  const int64_t s17 = axes_mapping_2 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=3 */
static int _broadcast_8_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_3)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_4)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && ((x_shape_0 == 1) ? (target_shape_3) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_4) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_5) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_3) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_4) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_5) : (x_shape_2));
  const int64_t s3 = x_shape_0 == 1;
  const int64_t s4 = x_shape_1 == 1;
  const int64_t s5 = x_shape_2 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=4 */
static int _broadcast_9_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                            int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_2)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == target_shape_3)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == target_shape_4)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = x_shape_1 == 1;
  const int64_t s2 = x_shape_2 == 1;
  const int64_t s3 = x_shape_3 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=4, len:target_shape=6, mode=explicit, rank:x=4 */
static int _broadcast_10_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 4 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];
  const int64_t axes_mapping_1 = cvm_call->attr_axes_mapping[1];
  const int64_t axes_mapping_2 = cvm_call->attr_axes_mapping[2];
  const int64_t axes_mapping_3 = cvm_call->attr_axes_mapping[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 < 6)) return CVM_INVALID;
  /* axes_mapping strictly increasing */
  if (!(axes_mapping_0 < axes_mapping_1 && axes_mapping_1 < axes_mapping_2 && axes_mapping_2 < axes_mapping_3)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == ((axes_mapping_1 == 0) ? (target_shape_0) : (((axes_mapping_1 == 1) ? (target_shape_1) : (((axes_mapping_1 == 2) ? (target_shape_2) : (((axes_mapping_1 == 3) ? (target_shape_3) : (((axes_mapping_1 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == ((axes_mapping_2 == 0) ? (target_shape_0) : (((axes_mapping_2 == 1) ? (target_shape_1) : (((axes_mapping_2 == 2) ? (target_shape_2) : (((axes_mapping_2 == 3) ? (target_shape_3) : (((axes_mapping_2 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == ((axes_mapping_3 == 0) ? (target_shape_0) : (((axes_mapping_3 == 1) ? (target_shape_1) : (((axes_mapping_3 == 2) ? (target_shape_2) : (((axes_mapping_3 == 3) ? (target_shape_3) : (((axes_mapping_3 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = axes_mapping_1 == 0;
  const int64_t s8 = axes_mapping_1 == 1;
  const int64_t s9 = axes_mapping_1 == 2;
  const int64_t s10 = axes_mapping_1 == 3;
  const int64_t s11 = axes_mapping_1 == 4;
  const int64_t s12 = x_shape_2 == 1;
  const int64_t s13 = axes_mapping_2 == 0;
  const int64_t s14 = axes_mapping_2 == 1;
  const int64_t s15 = axes_mapping_2 == 2;
  const int64_t s16 = axes_mapping_2 == 3;
  const int64_t s17 = axes_mapping_2 == 4;
  const int64_t s18 = x_shape_3 == 1;
  const int64_t s19 = axes_mapping_3 == 0;
  const int64_t s20 = axes_mapping_3 == 1;
  const int64_t s21 = axes_mapping_3 == 2;
  const int64_t s22 = axes_mapping_3 == 3;
  const int64_t s23 = axes_mapping_3 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=4 */
static int _broadcast_11_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
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
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_2)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_3)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_4)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && ((x_shape_0 == 1) ? (target_shape_2) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_3) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_4) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_5) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_2) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_3) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_4) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_5) : (x_shape_3));
  const int64_t s4 = x_shape_0 == 1;
  const int64_t s5 = x_shape_1 == 1;
  const int64_t s6 = x_shape_2 == 1;
  const int64_t s7 = x_shape_3 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=5 */
static int _broadcast_12_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_1)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == target_shape_2)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == target_shape_3)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == target_shape_4)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_4 == 1 || x_shape_4 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = x_shape_1 == 1;
  const int64_t s2 = x_shape_2 == 1;
  const int64_t s3 = x_shape_3 == 1;
  const int64_t s4 = x_shape_4 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=5, len:target_shape=6, mode=explicit, rank:x=5 */
static int _broadcast_13_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 5 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];
  const int64_t axes_mapping_1 = cvm_call->attr_axes_mapping[1];
  const int64_t axes_mapping_2 = cvm_call->attr_axes_mapping[2];
  const int64_t axes_mapping_3 = cvm_call->attr_axes_mapping[3];
  const int64_t axes_mapping_4 = cvm_call->attr_axes_mapping[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_4 && axes_mapping_4 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_4 && axes_mapping_4 < 6)) return CVM_INVALID;
  /* axes_mapping strictly increasing */
  if (!(axes_mapping_0 < axes_mapping_1 && axes_mapping_1 < axes_mapping_2 && axes_mapping_2 < axes_mapping_3 && axes_mapping_3 < axes_mapping_4)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == ((axes_mapping_1 == 0) ? (target_shape_0) : (((axes_mapping_1 == 1) ? (target_shape_1) : (((axes_mapping_1 == 2) ? (target_shape_2) : (((axes_mapping_1 == 3) ? (target_shape_3) : (((axes_mapping_1 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == ((axes_mapping_2 == 0) ? (target_shape_0) : (((axes_mapping_2 == 1) ? (target_shape_1) : (((axes_mapping_2 == 2) ? (target_shape_2) : (((axes_mapping_2 == 3) ? (target_shape_3) : (((axes_mapping_2 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == ((axes_mapping_3 == 0) ? (target_shape_0) : (((axes_mapping_3 == 1) ? (target_shape_1) : (((axes_mapping_3 == 2) ? (target_shape_2) : (((axes_mapping_3 == 3) ? (target_shape_3) : (((axes_mapping_3 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_4 == 1 || x_shape_4 == ((axes_mapping_4 == 0) ? (target_shape_0) : (((axes_mapping_4 == 1) ? (target_shape_1) : (((axes_mapping_4 == 2) ? (target_shape_2) : (((axes_mapping_4 == 3) ? (target_shape_3) : (((axes_mapping_4 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = axes_mapping_1 == 0;
  const int64_t s8 = axes_mapping_1 == 1;
  const int64_t s9 = axes_mapping_1 == 2;
  const int64_t s10 = axes_mapping_1 == 3;
  const int64_t s11 = axes_mapping_1 == 4;
  const int64_t s12 = x_shape_2 == 1;
  const int64_t s13 = axes_mapping_2 == 0;
  const int64_t s14 = axes_mapping_2 == 1;
  const int64_t s15 = axes_mapping_2 == 2;
  const int64_t s16 = axes_mapping_2 == 3;
  const int64_t s17 = axes_mapping_2 == 4;
  const int64_t s18 = x_shape_3 == 1;
  const int64_t s19 = axes_mapping_3 == 0;
  const int64_t s20 = axes_mapping_3 == 1;
  const int64_t s21 = axes_mapping_3 == 2;
  const int64_t s22 = axes_mapping_3 == 3;
  const int64_t s23 = axes_mapping_3 == 4;
  const int64_t s24 = x_shape_4 == 1;
  const int64_t s25 = axes_mapping_4 == 0;
  const int64_t s26 = axes_mapping_4 == 1;
  const int64_t s27 = axes_mapping_4 == 2;
  const int64_t s28 = axes_mapping_4 == 3;
  const int64_t s29 = axes_mapping_4 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=5 */
static int _broadcast_14_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_1)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_2)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_3)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_4)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && ((x_shape_0 == 1) ? (target_shape_1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_2) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_3) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_4) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_5) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_2) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_3) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_4) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_5) : (x_shape_4));
  const int64_t s5 = x_shape_0 == 1;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = x_shape_2 == 1;
  const int64_t s8 = x_shape_3 == 1;
  const int64_t s9 = x_shape_4 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=1, mode=bidirectional, rank:x=6 */
static int _broadcast_15_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 1 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (1) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (1) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (1) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (1) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (1) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (1) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (1) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (1) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (1) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (1) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (1) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (1) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_0) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=2, mode=bidirectional, rank:x=6 */
static int _broadcast_16_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 2 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_0)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (1) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (1) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (1) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_0) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (1) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (1) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (1) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (1) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (1) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (1) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_0) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_1) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=3, mode=bidirectional, rank:x=6 */
static int _broadcast_17_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 3 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_0)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_1)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_2)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (1) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (1) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_0) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_1) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_2) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (1) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (1) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (1) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (1) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_0) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_1) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_2) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=4, mode=bidirectional, rank:x=6 */
static int _broadcast_18_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 4 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_0)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_1)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_2)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (1) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_0) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_1) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_2) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_3) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (1) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (1) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_0) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_1) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_2) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_3) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=5, mode=bidirectional, rank:x=6 */
static int _broadcast_19_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 5 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_0)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_1)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_2)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_3)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_4)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (1) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_0) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_1) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_2) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_3) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_4) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (1) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (1) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_0) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_1) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_2) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_3) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_4) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=numpy, rank:x=6 */
static int _broadcast_20_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 0 /* numpy */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == target_shape_0)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == target_shape_1)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == target_shape_2)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == target_shape_3)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_4 == 1 || x_shape_4 == target_shape_4)) return CVM_INVALID;
  /* every dim of x equals its target dim (aligned from the right) or is 1 */
  if (!(x_shape_5 == 1 || x_shape_5 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = x_shape_1 == 1;
  const int64_t s2 = x_shape_2 == 1;
  const int64_t s3 = x_shape_3 == 1;
  const int64_t s4 = x_shape_4 == 1;
  const int64_t s5 = x_shape_5 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure has:axes_mapping=True, len:axes_mapping=6, len:target_shape=6, mode=explicit, rank:x=6 */
static int _broadcast_21_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->has_axes_mapping == 1 &&
        cvm_call->len_axes_mapping == 6 &&
        cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 1 /* explicit */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];
  const int64_t axes_mapping_0 = cvm_call->attr_axes_mapping[0];
  const int64_t axes_mapping_1 = cvm_call->attr_axes_mapping[1];
  const int64_t axes_mapping_2 = cvm_call->attr_axes_mapping[2];
  const int64_t axes_mapping_3 = cvm_call->attr_axes_mapping[3];
  const int64_t axes_mapping_4 = cvm_call->attr_axes_mapping[4];
  const int64_t axes_mapping_5 = cvm_call->attr_axes_mapping[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_4 && axes_mapping_4 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, 5] */
  if (!(0 <= axes_mapping_5 && axes_mapping_5 <= 5)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_0 && axes_mapping_0 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_1 && axes_mapping_1 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_2 && axes_mapping_2 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_3 && axes_mapping_3 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_4 && axes_mapping_4 < 6)) return CVM_INVALID;
  /* every entry of axes_mapping in [0, len(target_shape)) */
  if (!(0 <= axes_mapping_5 && axes_mapping_5 < 6)) return CVM_INVALID;
  /* axes_mapping strictly increasing */
  if (!(axes_mapping_0 < axes_mapping_1 && axes_mapping_1 < axes_mapping_2 && axes_mapping_2 < axes_mapping_3 && axes_mapping_3 < axes_mapping_4 && axes_mapping_4 < axes_mapping_5)) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_0 == 1 || x_shape_0 == ((axes_mapping_0 == 0) ? (target_shape_0) : (((axes_mapping_0 == 1) ? (target_shape_1) : (((axes_mapping_0 == 2) ? (target_shape_2) : (((axes_mapping_0 == 3) ? (target_shape_3) : (((axes_mapping_0 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_1 == 1 || x_shape_1 == ((axes_mapping_1 == 0) ? (target_shape_0) : (((axes_mapping_1 == 1) ? (target_shape_1) : (((axes_mapping_1 == 2) ? (target_shape_2) : (((axes_mapping_1 == 3) ? (target_shape_3) : (((axes_mapping_1 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_2 == 1 || x_shape_2 == ((axes_mapping_2 == 0) ? (target_shape_0) : (((axes_mapping_2 == 1) ? (target_shape_1) : (((axes_mapping_2 == 2) ? (target_shape_2) : (((axes_mapping_2 == 3) ? (target_shape_3) : (((axes_mapping_2 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_3 == 1 || x_shape_3 == ((axes_mapping_3 == 0) ? (target_shape_0) : (((axes_mapping_3 == 1) ? (target_shape_1) : (((axes_mapping_3 == 2) ? (target_shape_2) : (((axes_mapping_3 == 3) ? (target_shape_3) : (((axes_mapping_3 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_4 == 1 || x_shape_4 == ((axes_mapping_4 == 0) ? (target_shape_0) : (((axes_mapping_4 == 1) ? (target_shape_1) : (((axes_mapping_4 == 2) ? (target_shape_2) : (((axes_mapping_4 == 3) ? (target_shape_3) : (((axes_mapping_4 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of x equals its mapped target dim or is 1 */
  if (!(x_shape_5 == 1 || x_shape_5 == ((axes_mapping_5 == 0) ? (target_shape_0) : (((axes_mapping_5 == 1) ? (target_shape_1) : (((axes_mapping_5 == 2) ? (target_shape_2) : (((axes_mapping_5 == 3) ? (target_shape_3) : (((axes_mapping_5 == 4) ? (target_shape_4) : (target_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(target_shape_0 <= 16777216 && target_shape_1 <= 16777216 && target_shape_2 <= 16777216 && target_shape_3 <= 16777216 && target_shape_4 <= 16777216 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(target_shape_0)*cvm_big(target_shape_1)*cvm_big(target_shape_2)*cvm_big(target_shape_3)*cvm_big(target_shape_4)*cvm_big(target_shape_5) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 == 1;
  const int64_t s1 = axes_mapping_0 == 0;
  const int64_t s2 = axes_mapping_0 == 1;
  const int64_t s3 = axes_mapping_0 == 2;
  const int64_t s4 = axes_mapping_0 == 3;
  const int64_t s5 = axes_mapping_0 == 4;
  const int64_t s6 = x_shape_1 == 1;
  const int64_t s7 = axes_mapping_1 == 0;
  const int64_t s8 = axes_mapping_1 == 1;
  const int64_t s9 = axes_mapping_1 == 2;
  const int64_t s10 = axes_mapping_1 == 3;
  const int64_t s11 = axes_mapping_1 == 4;
  const int64_t s12 = x_shape_2 == 1;
  const int64_t s13 = axes_mapping_2 == 0;
  const int64_t s14 = axes_mapping_2 == 1;
  const int64_t s15 = axes_mapping_2 == 2;
  const int64_t s16 = axes_mapping_2 == 3;
  const int64_t s17 = axes_mapping_2 == 4;
  const int64_t s18 = x_shape_3 == 1;
  const int64_t s19 = axes_mapping_3 == 0;
  const int64_t s20 = axes_mapping_3 == 1;
  const int64_t s21 = axes_mapping_3 == 2;
  const int64_t s22 = axes_mapping_3 == 3;
  const int64_t s23 = axes_mapping_3 == 4;
  const int64_t s24 = x_shape_4 == 1;
  const int64_t s25 = axes_mapping_4 == 0;
  const int64_t s26 = axes_mapping_4 == 1;
  const int64_t s27 = axes_mapping_4 == 2;
  const int64_t s28 = axes_mapping_4 == 3;
  const int64_t s29 = axes_mapping_4 == 4;
  const int64_t s30 = x_shape_5 == 1;
  const int64_t s31 = axes_mapping_5 == 0;
  const int64_t s32 = axes_mapping_5 == 1;
  const int64_t s33 = axes_mapping_5 == 2;
  const int64_t s34 = axes_mapping_5 == 3;
  const int64_t s35 = axes_mapping_5 == 4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {target_shape_0, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_broadcast_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, target_shape_1, target_shape_2, target_shape_3, target_shape_4, target_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* broadcast, structure len:target_shape=6, mode=bidirectional, rank:x=6 */
static int _broadcast_22_run(const cvm_broadcast_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_target_shape == 6 &&
        cvm_call->attr_mode == 2 /* bidirectional */ &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t target_shape_0 = cvm_call->attr_target_shape[0];
  const int64_t target_shape_1 = cvm_call->attr_target_shape[1];
  const int64_t target_shape_2 = cvm_call->attr_target_shape[2];
  const int64_t target_shape_3 = cvm_call->attr_target_shape[3];
  const int64_t target_shape_4 = cvm_call->attr_target_shape[4];
  const int64_t target_shape_5 = cvm_call->attr_target_shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_0 && target_shape_0 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_1 && target_shape_1 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_2 && target_shape_2 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_3 && target_shape_3 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_4 && target_shape_4 <= 16777216)) return CVM_INVALID;
  /* every entry of target_shape in [1, 16777216] */
  if (!(1 <= target_shape_5 && target_shape_5 <= 16777216)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_0 == 1 || x_shape_0 == 1 || x_shape_0 == target_shape_0)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_1 == 1 || x_shape_1 == 1 || x_shape_1 == target_shape_1)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_2 == 1 || x_shape_2 == 1 || x_shape_2 == target_shape_2)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_3 == 1 || x_shape_3 == 1 || x_shape_3 == target_shape_3)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_4 == 1 || x_shape_4 == 1 || x_shape_4 == target_shape_4)) return CVM_INVALID;
  /* x.shape and target_shape broadcast (numpy rules, aligned from the right) */
  if (!(target_shape_5 == 1 || x_shape_5 == 1 || x_shape_5 == target_shape_5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 == 1) ? (target_shape_0) : (x_shape_0)) <= 16777216 && ((x_shape_1 == 1) ? (target_shape_1) : (x_shape_1)) <= 16777216 && ((x_shape_2 == 1) ? (target_shape_2) : (x_shape_2)) <= 16777216 && ((x_shape_3 == 1) ? (target_shape_3) : (x_shape_3)) <= 16777216 && ((x_shape_4 == 1) ? (target_shape_4) : (x_shape_4)) <= 16777216 && ((x_shape_5 == 1) ? (target_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((cvm_big(x_shape_0) == 1) ? (cvm_big(target_shape_0)) : (cvm_big(x_shape_0)))*((cvm_big(x_shape_1) == 1) ? (cvm_big(target_shape_1)) : (cvm_big(x_shape_1)))*((cvm_big(x_shape_2) == 1) ? (cvm_big(target_shape_2)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_3) == 1) ? (cvm_big(target_shape_3)) : (cvm_big(x_shape_3)))*((cvm_big(x_shape_4) == 1) ? (cvm_big(target_shape_4)) : (cvm_big(x_shape_4)))*((cvm_big(x_shape_5) == 1) ? (cvm_big(target_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 == 1) ? (target_shape_0) : (x_shape_0));
  const int64_t s1 = ((x_shape_1 == 1) ? (target_shape_1) : (x_shape_1));
  const int64_t s2 = ((x_shape_2 == 1) ? (target_shape_2) : (x_shape_2));
  const int64_t s3 = ((x_shape_3 == 1) ? (target_shape_3) : (x_shape_3));
  const int64_t s4 = ((x_shape_4 == 1) ? (target_shape_4) : (x_shape_4));
  const int64_t s5 = ((x_shape_5 == 1) ? (target_shape_5) : (x_shape_5));
  const int64_t s6 = x_shape_0 == 1;
  const int64_t s7 = x_shape_1 == 1;
  const int64_t s8 = x_shape_2 == 1;
  const int64_t s9 = x_shape_3 == 1;
  const int64_t s10 = x_shape_4 == 1;
  const int64_t s11 = x_shape_5 == 1;

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
      CVM_LAUNCH(_broadcast_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_broadcast_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_broadcast_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_broadcast_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_broadcast_planned(const cvm_broadcast_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _broadcast_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _broadcast_22_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_broadcast_lifted(const cvm_broadcast_call* call, int k, cvm_broadcast_call* lifted,
                                DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_target_shape) {
    const int first = k;
    if (lifted->len_target_shape + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_target_shape - 1; j >= 0; --j) lifted->attr_target_shape[j + first] = lifted->attr_target_shape[j];
    for (int j = 0; j < first; ++j) lifted->attr_target_shape[j] = 1;
    lifted->len_target_shape += first;
  }
  if (lifted->has_axes_mapping) {
    const int first = k;
    if (lifted->len_axes_mapping + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_axes_mapping - 1; j >= 0; --j) lifted->attr_axes_mapping[j + first] = lifted->attr_axes_mapping[j] + k;
    for (int j = 0; j < first; ++j) lifted->attr_axes_mapping[j] = j;
    lifted->len_axes_mapping += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_broadcast(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                             int n_outputs, const char* attrs_json) {
  cvm_broadcast_call call;
  if (cvm_broadcast_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_broadcast_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_broadcast_call lifted;
    if (!cvm_broadcast_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_broadcast_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
