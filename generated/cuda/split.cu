/*
 * split: split along axis: num_splits equal parts > size_split chunks > sections
 *
 * Generated from the cvmverify spec of split; regenerate rather than edit.
 * 18 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_split(const DLTensor* inputs, int n_inputs,
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _split_0_y(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_1_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_1_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
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
      const T v0 = x[((((((s12) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_2_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_2_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
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
      const T v0 = x[((((((s12) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_2_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i4 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i3 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i2 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i1 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_3_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_3_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
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
      const T v0 = x[((((((s12) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_3_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i4 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i3 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i2 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i1 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_3_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s25,
    int64_t s26,
    int64_t s27,
    int64_t s28,
    int64_t s29) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i4 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i3 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i2 = cvm_rest % s26;
      cvm_rest /= s26;
      const int64_t i1 = cvm_rest % s25;
      cvm_rest /= s25;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_4_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_4_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
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
      const T v0 = x[((((((s12) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_4_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i4 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i3 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i2 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i1 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_4_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s25,
    int64_t s26,
    int64_t s27,
    int64_t s28,
    int64_t s29) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i4 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i3 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i2 = cvm_rest % s26;
      cvm_rest /= s26;
      const int64_t i1 = cvm_rest % s25;
      cvm_rest /= s25;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_4_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t sections_split_3,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s31,
    int64_t s32,
    int64_t s33,
    int64_t s34,
    int64_t s35) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s35;
      cvm_rest /= s35;
      const int64_t i4 = cvm_rest % s34;
      cvm_rest /= s34;
      const int64_t i3 = cvm_rest % s33;
      cvm_rest /= s33;
      const int64_t i2 = cvm_rest % s32;
      cvm_rest /= s32;
      const int64_t i1 = cvm_rest % s31;
      cvm_rest /= s31;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_5_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_5_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
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
      const T v0 = x[((((((s12) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_5_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s23;
      cvm_rest /= s23;
      const int64_t i4 = cvm_rest % s22;
      cvm_rest /= s22;
      const int64_t i3 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i2 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i1 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_5_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s25,
    int64_t s26,
    int64_t s27,
    int64_t s28,
    int64_t s29) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s29;
      cvm_rest /= s29;
      const int64_t i4 = cvm_rest % s28;
      cvm_rest /= s28;
      const int64_t i3 = cvm_rest % s27;
      cvm_rest /= s27;
      const int64_t i2 = cvm_rest % s26;
      cvm_rest /= s26;
      const int64_t i1 = cvm_rest % s25;
      cvm_rest /= s25;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_5_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t sections_split_3,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s31,
    int64_t s32,
    int64_t s33,
    int64_t s34,
    int64_t s35) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s35;
      cvm_rest /= s35;
      const int64_t i4 = cvm_rest % s34;
      cvm_rest /= s34;
      const int64_t i3 = cvm_rest % s33;
      cvm_rest /= s33;
      const int64_t i2 = cvm_rest % s32;
      cvm_rest /= s32;
      const int64_t i1 = cvm_rest % s31;
      cvm_rest /= s31;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6: output y5 (the element type of x) */
template <typename T>
__global__ void _split_5_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t sections_split_3,
    int64_t sections_split_4,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s37,
    int64_t s38,
    int64_t s39,
    int64_t s40,
    int64_t s41) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s41;
      cvm_rest /= s41;
      const int64_t i4 = cvm_rest % s40;
      cvm_rest /= s40;
      const int64_t i3 = cvm_rest % s39;
      cvm_rest /= s39;
      const int64_t i2 = cvm_rest % s38;
      cvm_rest /= s38;
      const int64_t i1 = cvm_rest % s37;
      cvm_rest /= s37;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s12) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i0))*x_shape_1 + ((s13) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i1)))*x_shape_2 + ((s14) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i2)))*x_shape_3 + ((s15) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i3)))*x_shape_4 + ((s16) ? (i4 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i4)))*x_shape_5 + ((s17) ? (i5 + sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _split_6_y(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_7_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_7_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t size_split,
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
      const T v0 = x[((((((s12) ? (i0 + size_split) : (i0))*x_shape_1 + ((s13) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s14) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s15) ? (i3 + size_split) : (i3)))*x_shape_4 + ((s16) ? (i4 + size_split) : (i4)))*x_shape_5 + ((s17) ? (i5 + size_split) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_8_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_8_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t size_split,
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
      const T v0 = x[((((((s6) ? (i0 + size_split) : (i0))*x_shape_1 + ((s7) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s8) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s9) ? (i3 + size_split) : (i3)))*x_shape_4 + ((s10) ? (i4 + size_split) : (i4)))*x_shape_5 + ((s11) ? (i5 + size_split) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_8_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s13,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s17;
      cvm_rest /= s17;
      const int64_t i4 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i3 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i2 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i1 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s6) ? (i0 + s18) : (i0))*x_shape_1 + ((s7) ? (i1 + s18) : (i1)))*x_shape_2 + ((s8) ? (i2 + s18) : (i2)))*x_shape_3 + ((s9) ? (i3 + s18) : (i3)))*x_shape_4 + ((s10) ? (i4 + s18) : (i4)))*x_shape_5 + ((s11) ? (i5 + s18) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_9_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_9_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t size_split,
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
      const T v0 = x[((((((s6) ? (i0 + size_split) : (i0))*x_shape_1 + ((s7) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s8) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s9) ? (i3 + size_split) : (i3)))*x_shape_4 + ((s10) ? (i4 + size_split) : (i4)))*x_shape_5 + ((s11) ? (i5 + size_split) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_9_y2(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s12) : (i0))*x_shape_1 + ((s7) ? (i1 + s12) : (i1)))*x_shape_2 + ((s8) ? (i2 + s12) : (i2)))*x_shape_3 + ((s9) ? (i3 + s12) : (i3)))*x_shape_4 + ((s10) ? (i4 + s12) : (i4)))*x_shape_5 + ((s11) ? (i5 + s12) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_9_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s18;
      cvm_rest /= s18;
      const int64_t i4 = cvm_rest % s17;
      cvm_rest /= s17;
      const int64_t i3 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i2 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i1 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s6) ? (i0 + s19) : (i0))*x_shape_1 + ((s7) ? (i1 + s19) : (i1)))*x_shape_2 + ((s8) ? (i2 + s19) : (i2)))*x_shape_3 + ((s9) ? (i3 + s19) : (i3)))*x_shape_4 + ((s10) ? (i4 + s19) : (i4)))*x_shape_5 + ((s11) ? (i5 + s19) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_10_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_10_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t size_split,
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
      const T v0 = x[((((((s6) ? (i0 + size_split) : (i0))*x_shape_1 + ((s7) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s8) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s9) ? (i3 + size_split) : (i3)))*x_shape_4 + ((s10) ? (i4 + size_split) : (i4)))*x_shape_5 + ((s11) ? (i5 + size_split) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_10_y2(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s12) : (i0))*x_shape_1 + ((s7) ? (i1 + s12) : (i1)))*x_shape_2 + ((s8) ? (i2 + s12) : (i2)))*x_shape_3 + ((s9) ? (i3 + s12) : (i3)))*x_shape_4 + ((s10) ? (i4 + s12) : (i4)))*x_shape_5 + ((s11) ? (i5 + s12) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_10_y3(
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
    int64_t s11,
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s7) ? (i1 + s13) : (i1)))*x_shape_2 + ((s8) ? (i2 + s13) : (i2)))*x_shape_3 + ((s9) ? (i3 + s13) : (i3)))*x_shape_4 + ((s10) ? (i4 + s13) : (i4)))*x_shape_5 + ((s11) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_10_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s15,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i4 = cvm_rest % s18;
      cvm_rest /= s18;
      const int64_t i3 = cvm_rest % s17;
      cvm_rest /= s17;
      const int64_t i2 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i1 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s6) ? (i0 + s20) : (i0))*x_shape_1 + ((s7) ? (i1 + s20) : (i1)))*x_shape_2 + ((s8) ? (i2 + s20) : (i2)))*x_shape_3 + ((s9) ? (i3 + s20) : (i3)))*x_shape_4 + ((s10) ? (i4 + s20) : (i4)))*x_shape_5 + ((s11) ? (i5 + s20) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_11_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_11_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t size_split,
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
      const T v0 = x[((((((s6) ? (i0 + size_split) : (i0))*x_shape_1 + ((s7) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s8) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s9) ? (i3 + size_split) : (i3)))*x_shape_4 + ((s10) ? (i4 + size_split) : (i4)))*x_shape_5 + ((s11) ? (i5 + size_split) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_11_y2(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s12) : (i0))*x_shape_1 + ((s7) ? (i1 + s12) : (i1)))*x_shape_2 + ((s8) ? (i2 + s12) : (i2)))*x_shape_3 + ((s9) ? (i3 + s12) : (i3)))*x_shape_4 + ((s10) ? (i4 + s12) : (i4)))*x_shape_5 + ((s11) ? (i5 + s12) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_11_y3(
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
    int64_t s11,
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s7) ? (i1 + s13) : (i1)))*x_shape_2 + ((s8) ? (i2 + s13) : (i2)))*x_shape_3 + ((s9) ? (i3 + s13) : (i3)))*x_shape_4 + ((s10) ? (i4 + s13) : (i4)))*x_shape_5 + ((s11) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_11_y4(
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
    int64_t s11,
    int64_t s14) {
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
      const T v0 = x[((((((s6) ? (i0 + s14) : (i0))*x_shape_1 + ((s7) ? (i1 + s14) : (i1)))*x_shape_2 + ((s8) ? (i2 + s14) : (i2)))*x_shape_3 + ((s9) ? (i3 + s14) : (i3)))*x_shape_4 + ((s10) ? (i4 + s14) : (i4)))*x_shape_5 + ((s11) ? (i5 + s14) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6: output y5 (the element type of x) */
template <typename T>
__global__ void _split_11_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int64_t s21) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i4 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i3 = cvm_rest % s18;
      cvm_rest /= s18;
      const int64_t i2 = cvm_rest % s17;
      cvm_rest /= s17;
      const int64_t i1 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s6) ? (i0 + s21) : (i0))*x_shape_1 + ((s7) ? (i1 + s21) : (i1)))*x_shape_2 + ((s8) ? (i2 + s21) : (i2)))*x_shape_3 + ((s9) ? (i3 + s21) : (i3)))*x_shape_4 + ((s10) ? (i4 + s21) : (i4)))*x_shape_5 + ((s11) ? (i5 + s21) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _split_12_y(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_13_y0(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_13_y1(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2)))*x_shape_3 + ((s10) ? (i3 + s7) : (i3)))*x_shape_4 + ((s11) ? (i4 + s7) : (i4)))*x_shape_5 + ((s12) ? (i5 + s7) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_14_y0(
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

/* split, structure has:num_splits=True, outputs=3, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_14_y1(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2)))*x_shape_3 + ((s10) ? (i3 + s7) : (i3)))*x_shape_4 + ((s11) ? (i4 + s7) : (i4)))*x_shape_5 + ((s12) ? (i5 + s7) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_14_y2(
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s8) ? (i1 + s13) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13) : (i2)))*x_shape_3 + ((s10) ? (i3 + s13) : (i3)))*x_shape_4 + ((s11) ? (i4 + s13) : (i4)))*x_shape_5 + ((s12) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_15_y0(
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

/* split, structure has:num_splits=True, outputs=4, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_15_y1(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2)))*x_shape_3 + ((s10) ? (i3 + s7) : (i3)))*x_shape_4 + ((s11) ? (i4 + s7) : (i4)))*x_shape_5 + ((s12) ? (i5 + s7) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_15_y2(
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s8) ? (i1 + s13) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13) : (i2)))*x_shape_3 + ((s10) ? (i3 + s13) : (i3)))*x_shape_4 + ((s11) ? (i4 + s13) : (i4)))*x_shape_5 + ((s12) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_15_y3(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s14) {
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
      const T v0 = x[((((((s6) ? (i0 + s14) : (i0))*x_shape_1 + ((s8) ? (i1 + s14) : (i1)))*x_shape_2 + ((s9) ? (i2 + s14) : (i2)))*x_shape_3 + ((s10) ? (i3 + s14) : (i3)))*x_shape_4 + ((s11) ? (i4 + s14) : (i4)))*x_shape_5 + ((s12) ? (i5 + s14) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_16_y0(
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

/* split, structure has:num_splits=True, outputs=5, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_16_y1(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2)))*x_shape_3 + ((s10) ? (i3 + s7) : (i3)))*x_shape_4 + ((s11) ? (i4 + s7) : (i4)))*x_shape_5 + ((s12) ? (i5 + s7) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_16_y2(
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s8) ? (i1 + s13) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13) : (i2)))*x_shape_3 + ((s10) ? (i3 + s13) : (i3)))*x_shape_4 + ((s11) ? (i4 + s13) : (i4)))*x_shape_5 + ((s12) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_16_y3(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s14) {
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
      const T v0 = x[((((((s6) ? (i0 + s14) : (i0))*x_shape_1 + ((s8) ? (i1 + s14) : (i1)))*x_shape_2 + ((s9) ? (i2 + s14) : (i2)))*x_shape_3 + ((s10) ? (i3 + s14) : (i3)))*x_shape_4 + ((s11) ? (i4 + s14) : (i4)))*x_shape_5 + ((s12) ? (i5 + s14) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_16_y4(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
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
      const T v0 = x[((((((s6) ? (i0 + s15) : (i0))*x_shape_1 + ((s8) ? (i1 + s15) : (i1)))*x_shape_2 + ((s9) ? (i2 + s15) : (i2)))*x_shape_3 + ((s10) ? (i3 + s15) : (i3)))*x_shape_4 + ((s11) ? (i4 + s15) : (i4)))*x_shape_5 + ((s12) ? (i5 + s15) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y0 (the element type of x) */
template <typename T>
__global__ void _split_17_y0(
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

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y1 (the element type of x) */
template <typename T>
__global__ void _split_17_y1(
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
    int64_t s11,
    int64_t s12) {
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
      const T v0 = x[((((((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2)))*x_shape_3 + ((s10) ? (i3 + s7) : (i3)))*x_shape_4 + ((s11) ? (i4 + s7) : (i4)))*x_shape_5 + ((s12) ? (i5 + s7) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y2 (the element type of x) */
template <typename T>
__global__ void _split_17_y2(
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
      const T v0 = x[((((((s6) ? (i0 + s13) : (i0))*x_shape_1 + ((s8) ? (i1 + s13) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13) : (i2)))*x_shape_3 + ((s10) ? (i3 + s13) : (i3)))*x_shape_4 + ((s11) ? (i4 + s13) : (i4)))*x_shape_5 + ((s12) ? (i5 + s13) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y3 (the element type of x) */
template <typename T>
__global__ void _split_17_y3(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s14) {
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
      const T v0 = x[((((((s6) ? (i0 + s14) : (i0))*x_shape_1 + ((s8) ? (i1 + s14) : (i1)))*x_shape_2 + ((s9) ? (i2 + s14) : (i2)))*x_shape_3 + ((s10) ? (i3 + s14) : (i3)))*x_shape_4 + ((s11) ? (i4 + s14) : (i4)))*x_shape_5 + ((s12) ? (i5 + s14) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y4 (the element type of x) */
template <typename T>
__global__ void _split_17_y4(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
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
      const T v0 = x[((((((s6) ? (i0 + s15) : (i0))*x_shape_1 + ((s8) ? (i1 + s15) : (i1)))*x_shape_2 + ((s9) ? (i2 + s15) : (i2)))*x_shape_3 + ((s10) ? (i3 + s15) : (i3)))*x_shape_4 + ((s11) ? (i4 + s15) : (i4)))*x_shape_5 + ((s12) ? (i5 + s15) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6: output y5 (the element type of x) */
template <typename T>
__global__ void _split_17_y5(
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
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s16) {
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
      const T v0 = x[((((((s6) ? (i0 + s16) : (i0))*x_shape_1 + ((s8) ? (i1 + s16) : (i1)))*x_shape_2 + ((s9) ? (i2 + s16) : (i2)))*x_shape_3 + ((s10) ? (i3 + s16) : (i3)))*x_shape_4 + ((s11) ? (i4 + s16) : (i4)))*x_shape_5 + ((s12) ? (i5 + s16) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_split_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axis: int in [-6, 5] */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
  /* num_splits: int in [1, 4096], or null; default null */
  int64_t attr_num_splits;
  int has_num_splits; /* a value is bound: given or defaulted, not null, not ignored */
  /* size_split: int in [1, 16777216], or null; default null; ignored if num_splits is given */
  int64_t attr_size_split;
  int has_size_split; /* a value is bound: given or defaulted, not null, not ignored */
  /* sections_split: ints in [0, 16777216], or null; default null; ignored if num_splits is given or size_split is given */
  int64_t attr_sections_split[CVM_MAX_INTS];
  int len_sections_split;
  int has_sections_split; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_split_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                          cvm_split_call* call) {
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
  static const char* const known[] = {"axis", "num_splits", "size_split", "sections_split"};
  if (!cvm_json_only(json, known, 4)) return CVM_INVALID;

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

  /* num_splits: int in [1, 4096], or null; default null */
  {
    const char* v = cvm_json_value(json, "num_splits");
    if (v == NULL) v = "null";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_num_splits)) return CVM_INVALID;
      call->has_num_splits = 1;
    }
  }

  /* size_split: int in [1, 16777216], or null; default null; ignored if num_splits is given */
  if (!(call->has_num_splits)) {
    const char* v = cvm_json_value(json, "size_split");
    if (v == NULL) v = "null";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_size_split)) return CVM_INVALID;
      call->has_size_split = 1;
    }
  }

  /* sections_split: ints in [0, 16777216], or null; default null; ignored if num_splits is given or size_split is given */
  if (!(call->has_num_splits || call->has_size_split)) {
    const char* v = cvm_json_value(json, "sections_split");
    if (v == NULL) v = "null";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_sections_split, CVM_MAX_INTS, &call->len_sections_split))
        return CVM_INVALID;
      if (call->len_sections_split < 1) return CVM_INVALID;
      call->has_sections_split = 1;
    }
  }
  return CVM_OK;
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=6 */
static int _split_0_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 1 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));

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
      CVM_LAUNCH(_split_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=6 */
static int _split_1_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 2 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

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
      CVM_LAUNCH(_split_1_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_1_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_1_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_1_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_1_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_1_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_1_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_1_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=6 */
static int _split_2_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 3 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5));

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
    const int64_t shape[6] = {s18, s19, s20, s21, s22, s23};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=6 */
static int _split_3_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 4 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_3 && sections_split_3 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s25 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5));

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
    const int64_t shape[6] = {s18, s19, s20, s21, s22, s23};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s24, s25, s26, s27, s28, s29};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=5, rank:x=6 */
static int _split_4_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 5 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];
  const int64_t sections_split_4 = cvm_call->attr_sections_split[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_3 && sections_split_3 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_4 && sections_split_4 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_4 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_4) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_4) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_4) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_4) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_4) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_4) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s25 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5));
  const int64_t s30 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_4) : (x_shape_0));
  const int64_t s31 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_4) : (x_shape_1));
  const int64_t s32 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_4) : (x_shape_2));
  const int64_t s33 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_4) : (x_shape_3));
  const int64_t s34 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_4) : (x_shape_4));
  const int64_t s35 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_4) : (x_shape_5));

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
    const int64_t shape[6] = {s18, s19, s20, s21, s22, s23};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s24, s25, s26, s27, s28, s29};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s30, s31, s32, s33, s34, s35};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_4_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_4_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_4_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_4_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_4_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=6, rank:x=6 */
static int _split_5_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 6 &&
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
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];
  const int64_t sections_split_4 = cvm_call->attr_sections_split[4];
  const int64_t sections_split_5 = cvm_call->attr_sections_split[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_3 && sections_split_3 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_4 && sections_split_4 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_5 && sections_split_5 <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_4 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_5 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 + sections_split_4 + sections_split_5 == ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_4) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_4) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_4) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_4) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_4) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_4) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_4)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_5) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_5) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_5) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_5) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_5) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(sections_split_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_0) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_0) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_1) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_1) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s21 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));
  const int64_t s22 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_2) : (x_shape_4));
  const int64_t s23 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_2) : (x_shape_5));
  const int64_t s24 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s25 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));
  const int64_t s26 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_3) : (x_shape_2));
  const int64_t s27 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_3) : (x_shape_3));
  const int64_t s28 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_3) : (x_shape_4));
  const int64_t s29 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_3) : (x_shape_5));
  const int64_t s30 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_4) : (x_shape_0));
  const int64_t s31 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_4) : (x_shape_1));
  const int64_t s32 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_4) : (x_shape_2));
  const int64_t s33 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_4) : (x_shape_3));
  const int64_t s34 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_4) : (x_shape_4));
  const int64_t s35 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_4) : (x_shape_5));
  const int64_t s36 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (sections_split_5) : (x_shape_0));
  const int64_t s37 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (sections_split_5) : (x_shape_1));
  const int64_t s38 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (sections_split_5) : (x_shape_2));
  const int64_t s39 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (sections_split_5) : (x_shape_3));
  const int64_t s40 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (sections_split_5) : (x_shape_4));
  const int64_t s41 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (sections_split_5) : (x_shape_5));

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
    const int64_t shape[6] = {s18, s19, s20, s21, s22, s23};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s24, s25, s26, s27, s28, s29};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s30, s31, s32, s33, s34, s35};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s36, s37, s38, s39, s40, s41};
    if (!cvm_output_is(&cvm_outputs[5], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, s12, s13, s14, s15, s16, s17, s19, s20, s21, s22, s23);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, s12, s13, s14, s15, s16, s17, s25, s26, s27, s28, s29);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, s12, s13, s14, s15, s16, s17, s31, s32, s33, s34, s35);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, sections_split_4, s12, s13, s14, s15, s16, s17, s37, s38, s39, s40, s41);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, sections_split_4, s12, s13, s14, s15, s16, s17, s37, s38, s39, s40, s41);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, sections_split_4, s12, s13, s14, s15, s16, s17, s37, s38, s39, s40, s41);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, sections_split_0, sections_split_1, sections_split_2, sections_split_3, sections_split_4, s12, s13, s14, s15, s16, s17, s37, s38, s39, s40, s41);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=6 */
static int _split_6_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));

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
      CVM_LAUNCH(_split_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=6 */
static int _split_7_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(size_split)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(size_split)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5));
  const int64_t s6 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s9 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s10 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s11 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s13 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s14 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s15 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s16 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s17 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

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
      CVM_LAUNCH(_split_7_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_7_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=6 */
static int _split_8_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(size_split)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(size_split)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s12 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s13 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s14 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s15 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s16 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s17 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-2*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));
  const int64_t s18 = 2*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s12, s13, s14, s15, s16, s17};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=6 */
static int _split_9_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(size_split)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(size_split)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s12 = 2*size_split;
  const int64_t s13 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s14 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s15 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s16 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s17 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-3*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));
  const int64_t s19 = 3*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s13, s14, s15, s16, s17, s18};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s14, s15, s16, s17, s18, s19);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s14, s15, s16, s17, s18, s19);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s14, s15, s16, s17, s18, s19);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s14, s15, s16, s17, s18, s19);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=6 */
static int _split_10_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(size_split)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(size_split)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s12 = 2*size_split;
  const int64_t s13 = 3*size_split;
  const int64_t s14 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s15 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s16 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s17 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-4*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));
  const int64_t s20 = 4*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s14, s15, s16, s17, s18, s19};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_10_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_10_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_10_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_10_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_10_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s15, s16, s17, s18, s19, s20);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s15, s16, s17, s18, s19, s20);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s15, s16, s17, s18, s19, s20);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s15, s16, s17, s18, s19, s20);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=6 */
static int _split_11_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
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
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) - 1, size_split) == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(size_split)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(size_split)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (size_split) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (size_split) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s12 = 2*size_split;
  const int64_t s13 = 3*size_split;
  const int64_t s14 = 4*size_split;
  const int64_t s15 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_0));
  const int64_t s16 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_1));
  const int64_t s17 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_2));
  const int64_t s18 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_3));
  const int64_t s19 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_4));
  const int64_t s20 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (-5*size_split + ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5))))))))))) : (x_shape_5));
  const int64_t s21 = 5*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s15, s16, s17, s18, s19, s20};
    if (!cvm_output_is(&cvm_outputs[5], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, size_split, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s16, s17, s18, s19, s20, s21);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s16, s17, s18, s19, s20, s21);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s16, s17, s18, s19, s20, s21);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s6, s7, s8, s9, s10, s11, s16, s17, s18, s19, s20, s21);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=1, rank:x=6 */
static int _split_12_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(num_splits == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 1)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 1)) : (x_shape_5));

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
      CVM_LAUNCH(_split_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=2, rank:x=6 */
static int _split_13_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(num_splits == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 2)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2)) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 2);
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=3, rank:x=6 */
static int _split_14_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(num_splits == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 3)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3)) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3);
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s13 = 2*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=4, rank:x=6 */
static int _split_15_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(num_splits == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 4)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4)) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4);
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s13 = 2*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4);
  const int64_t s14 = 3*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 4);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=5, rank:x=6 */
static int _split_16_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(num_splits == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5)) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5);
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s13 = 2*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5);
  const int64_t s14 = 3*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5);
  const int64_t s15 = 4*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_16_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_16_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_16_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_16_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_16_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=6, rank:x=6 */
static int _split_17_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
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
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(num_splits == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))), 6)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6)) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6);
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s12 = ((axis < 0) ? (axis + 6) : (axis)) == 5;
  const int64_t s13 = 2*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6);
  const int64_t s14 = 3*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6);
  const int64_t s15 = 4*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6);
  const int64_t s16 = 5*cvm_floordiv(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (x_shape_2) : (((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (x_shape_3) : (((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (x_shape_4) : (x_shape_5)))))))))), 6);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[3], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[4], 6, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[5], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s16);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s16);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s16);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s8, s9, s10, s11, s12, s16);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_split_planned(const cvm_split_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _split_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_17_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_split_lifted(const cvm_split_call* call, int k, cvm_split_call* lifted,
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
extern "C" int cvm_split(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_split_call call;
  if (cvm_split_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_split_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_split_call lifted;
    if (!cvm_split_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_split_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
