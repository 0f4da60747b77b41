/*
 * variadic_split: split along axis into split_lengths (one -1 takes the remainder)
 *
 * Generated from the cvmverify spec of variadic_split; regenerate rather than edit.
 * 6 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_variadic_split(const DLTensor* inputs, int n_inputs,
 *                         DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* variadic_split, structure len:split_lengths=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _variadic_split_0_y(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=2, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_1_y0(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=2, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_1_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i4 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i3 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13) : (i0))*x_shape_1 + ((s14) ? (i1 + s13) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y0(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i4 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i3 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13) : (i0))*x_shape_1 + ((s14) ? (i1 + s13) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s24;
      cvm_rest /= s24;
      const int64_t i4 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i3 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i2 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i1 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y0(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i4 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i3 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13) : (i0))*x_shape_1 + ((s14) ? (i1 + s13) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s24;
      cvm_rest /= s24;
      const int64_t i4 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i3 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i2 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i1 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s27,
    int64_t s28,
    int64_t s29,
    int64_t s30,
    int64_t s31,
    int64_t s32) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s31;
      cvm_rest /= s31;
      const int64_t i4 = cvm_rest % s30;
      cvm_rest /= s30;
      const int64_t i3 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i2 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i1 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=5, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y0(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=5, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i4 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i3 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13) : (i0))*x_shape_1 + ((s14) ? (i1 + s13) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=5, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s24;
      cvm_rest /= s24;
      const int64_t i4 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i3 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i2 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i1 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=5, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s27,
    int64_t s28,
    int64_t s29,
    int64_t s30,
    int64_t s31,
    int64_t s32) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s31;
      cvm_rest /= s31;
      const int64_t i4 = cvm_rest % s30;
      cvm_rest /= s30;
      const int64_t i3 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i2 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i1 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=5, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s32,
    int64_t s34,
    int64_t s35,
    int64_t s36,
    int64_t s37,
    int64_t s38,
    int64_t s39) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s38;
      cvm_rest /= s38;
      const int64_t i4 = cvm_rest % s37;
      cvm_rest /= s37;
      const int64_t i3 = cvm_rest % s36;
      cvm_rest /= s36;
      const int64_t i2 = cvm_rest % s35;
      cvm_rest /= s35;
      const int64_t i1 = cvm_rest % s34;
      cvm_rest /= s34;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32 + s39) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32 + s39) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32 + s39) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32 + s39) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32 + s39) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32 + s39) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y0(
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
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i4 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i3 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13) : (i0))*x_shape_1 + ((s14) ? (i1 + s13) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int64_t s25) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s24;
      cvm_rest /= s24;
      const int64_t i4 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i3 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i2 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i1 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s27,
    int64_t s28,
    int64_t s29,
    int64_t s30,
    int64_t s31,
    int64_t s32) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s31;
      cvm_rest /= s31;
      const int64_t i4 = cvm_rest % s30;
      cvm_rest /= s30;
      const int64_t i3 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i2 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i1 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s32,
    int64_t s34,
    int64_t s35,
    int64_t s36,
    int64_t s37,
    int64_t s38,
    int64_t s39) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s38;
      cvm_rest /= s38;
      const int64_t i4 = cvm_rest % s37;
      cvm_rest /= s37;
      const int64_t i3 = cvm_rest % s36;
      cvm_rest /= s36;
      const int64_t i2 = cvm_rest % s35;
      cvm_rest /= s35;
      const int64_t i1 = cvm_rest % s34;
      cvm_rest /= s34;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32 + s39) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32 + s39) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32 + s39) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32 + s39) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32 + s39) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32 + s39) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=6, rank:x=6: output y5 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s25,
    int64_t s32,
    int64_t s39,
    int64_t s41,
    int64_t s42,
    int64_t s43,
    int64_t s44,
    int64_t s45,
    int64_t s46) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s45;
      cvm_rest /= s45;
      const int64_t i4 = cvm_rest % s44;
      cvm_rest /= s44;
      const int64_t i3 = cvm_rest % s43;
      cvm_rest /= s43;
      const int64_t i2 = cvm_rest % s42;
      cvm_rest /= s42;
      const int64_t i1 = cvm_rest % s41;
      cvm_rest /= s41;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + s13 + s25 + s32 + s39 + s46) : (i0))*x_shape_1 + ((s14) ? (i1 + s13 + s25 + s32 + s39 + s46) : (i1)))*x_shape_2 + ((s15) ? (i2 + s13 + s25 + s32 + s39 + s46) : (i2)))*x_shape_3 + ((s16) ? (i3 + s13 + s25 + s32 + s39 + s46) : (i3)))*x_shape_4 + ((s17) ? (i4 + s13 + s25 + s32 + s39 + s46) : (i4)))*x_shape_5 + ((s18) ? (i5 + s13 + s25 + s32 + s39 + s46) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_variadic_split_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axis: int in [-6, 5] */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
  /* split_lengths: ints in [-1, 16777216] */
  int64_t attr_split_lengths[CVM_MAX_INTS];
  int len_split_lengths;
  int has_split_lengths; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_variadic_split_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                   cvm_variadic_split_call* call) {
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
  static const char* const known[] = {"axis", "split_lengths"};
  if (!cvm_json_only(json, known, 2)) return CVM_INVALID;

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

  /* split_lengths: ints in [-1, 16777216] */
  {
    const char* v = cvm_json_value(json, "split_lengths");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_split_lengths, CVM_MAX_INTS, &call->len_split_lengths))
        return CVM_INVALID;
      if (call->len_split_lengths < 1) return CVM_INVALID;
      call->has_split_lengths = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* variadic_split, structure len:split_lengths=1, rank:x=6 */
static int _variadic_split_0_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!((split_lengths_0 == -1 && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && split_lengths_0 != -1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));

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
      CVM_LAUNCH(_variadic_split_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=2, rank:x=6 */
static int _variadic_split_1_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s18 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s6, s7, s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_1_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_1_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_1_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_1_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_1_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_1_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_1_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_1_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=3, rank:x=6 */
static int _variadic_split_2_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s18 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5));
  const int64_t s25 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s6, s7, s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s19, s20, s21, s22, s23, s24};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=4, rank:x=6 */
static int _variadic_split_3_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_3 && split_lengths_3 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) + ((split_lengths_3 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_3 == -1 || split_lengths_3 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s18 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5));
  const int64_t s25 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3));
  const int64_t s30 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4));
  const int64_t s31 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5));
  const int64_t s32 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s6, s7, s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s19, s20, s21, s22, s23, s24};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s26, s27, s28, s29, s30, s31};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=5, rank:x=6 */
static int _variadic_split_4_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];
  const int64_t split_lengths_4 = cvm_call->attr_split_lengths[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_3 && split_lengths_3 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_4 && split_lengths_4 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) + ((split_lengths_3 == -1) ? (1) : (0)) + ((split_lengths_4 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_3 == -1 || split_lengths_3 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_4 == -1 || split_lengths_4 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1 || split_lengths_4 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1 || split_lengths_4 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s18 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5));
  const int64_t s25 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3));
  const int64_t s30 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4));
  const int64_t s31 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5));
  const int64_t s32 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2));
  const int64_t s33 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_0));
  const int64_t s34 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_1));
  const int64_t s35 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_2));
  const int64_t s36 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_3));
  const int64_t s37 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_4));
  const int64_t s38 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_5));
  const int64_t s39 = ((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s6, s7, s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s19, s20, s21, s22, s23, s24};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s26, s27, s28, s29, s30, s31};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s33, s34, s35, s36, s37, s38};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_4_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_4_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_4_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_4_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_4_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=6, rank:x=6 */
static int _variadic_split_5_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];
  const int64_t split_lengths_4 = cvm_call->attr_split_lengths[4];
  const int64_t split_lengths_5 = cvm_call->attr_split_lengths[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_3 && split_lengths_3 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_4 && split_lengths_4 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_5 && split_lengths_5 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) + ((split_lengths_3 == -1) ? (1) : (0)) + ((split_lengths_4 == -1) ? (1) : (0)) + ((split_lengths_5 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_3 == -1 || split_lengths_3 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_4 == -1 || split_lengths_4 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_5 == -1 || split_lengths_5 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1 || split_lengths_4 == -1 || split_lengths_5 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) < ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) + ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1 || split_lengths_4 == -1 || split_lengths_5 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_4) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_4)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((cvm_big(split_lengths_5) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) - ((cvm_big(split_lengths_4) == -1) ? (0) : (cvm_big(split_lengths_4))) - ((cvm_big(split_lengths_5) == -1) ? (0) : (cvm_big(split_lengths_5))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(split_lengths_5)))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0))) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_0));
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s18 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_4));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2))) : (x_shape_5));
  const int64_t s25 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_2));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_3));
  const int64_t s30 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_4));
  const int64_t s31 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3))) : (x_shape_5));
  const int64_t s32 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_2));
  const int64_t s33 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_0));
  const int64_t s34 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_1));
  const int64_t s35 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_2));
  const int64_t s36 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_3));
  const int64_t s37 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_4));
  const int64_t s38 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4))) : (x_shape_5));
  const int64_t s39 = ((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_3));
  const int64_t s40 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_0));
  const int64_t s41 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_1));
  const int64_t s42 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_2));
  const int64_t s43 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_3));
  const int64_t s44 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_4));
  const int64_t s45 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((split_lengths_5 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_5))) : (x_shape_5));
  const int64_t s46 = ((split_lengths_4 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) - ((split_lengths_4 == -1) ? (0) : (split_lengths_4)) - ((split_lengths_5 == -1) ? (0) : (split_lengths_5)) + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (split_lengths_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s6, s7, s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s19, s20, s21, s22, s23, s24};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s26, s27, s28, s29, s30, s31};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s33, s34, s35, s36, s37, s38};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s40, s41, s42, s43, s44, s45};
    if (!cvm_output_is(&cvm_outputs[5], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s20, s21, s22, s23, s24, s25);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s27, s28, s29, s30, s31, s32);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s34, s35, s36, s37, s38, s39);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s39, s41, s42, s43, s44, s45, s46);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s39, s41, s42, s43, s44, s45, s46);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s39, s41, s42, s43, s44, s45, s46);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s12, s13, s14, s15, s16, s17, s18, s25, s32, s39, s41, s42, s43, s44, s45, s46);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_variadic_split_planned(const cvm_variadic_split_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _variadic_split_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_5_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_variadic_split_lifted(const cvm_variadic_split_call* call, int k, cvm_variadic_split_call* lifted,
                                     DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axis) lifted->attr_axis = cvm_lifted_axis(lifted->attr_axis, call->rank_x, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_variadic_split(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                  int n_outputs, const char* attrs_json) {
  cvm_variadic_split_call call;
  if (cvm_variadic_split_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_variadic_split_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_variadic_split_call lifted;
    if (!cvm_variadic_split_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_variadic_split_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
