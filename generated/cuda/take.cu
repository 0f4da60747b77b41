/*
 * take: gather along axis (of the flattened x when axis=None); indices clipped
 *
 * Generated from the cvmverify spec of take; regenerate rather than edit.
 * 27 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_take(const DLTensor* inputs, int n_inputs,
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

/* take, structure has:axis=False, rank:indices=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _take_0_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _take_1_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=5, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _take_2_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1*x_shape_1 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=1, has:axis=True, rank:indices=5, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _take_3_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i4 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i3 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i2 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i1 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(((i1*indices_shape_1 + i2)*indices_shape_2 + i3)*indices_shape_3 + i4)*indices_shape_4 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[i0*x_shape_1 + v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure has:axis=False, rank:indices=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _take_4_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=4, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _take_5_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i4 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(v1*x_shape_1 + i4)*x_shape_2 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=1, has:axis=True, rank:indices=4, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _take_6_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i4 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i3 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i2 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i1 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((i1*indices_shape_1 + i2)*indices_shape_2 + i3)*indices_shape_3 + i4];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(i0*x_shape_1 + v1)*x_shape_2 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=2, has:axis=True, rank:indices=4, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _take_7_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i4 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i3 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i2 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((i2*indices_shape_1 + i3)*indices_shape_2 + i4)*indices_shape_3 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(i0*x_shape_1 + i1)*x_shape_2 + v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure has:axis=False, rank:indices=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _take_8_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _take_9_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i3 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(i0*indices_shape_1 + i1)*indices_shape_2 + i2];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((v1*x_shape_1 + i3)*x_shape_2 + i4)*x_shape_3 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=1, has:axis=True, rank:indices=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _take_10_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i3 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i2 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i1 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(i1*indices_shape_1 + i2)*indices_shape_2 + i3];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((i0*x_shape_1 + v1)*x_shape_2 + i4)*x_shape_3 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=2, has:axis=True, rank:indices=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _take_11_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i3 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i2 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(i2*indices_shape_1 + i3)*indices_shape_2 + i4];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((i0*x_shape_1 + i1)*x_shape_2 + v1)*x_shape_3 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=3, has:axis=True, rank:indices=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _take_12_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i4 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i3 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[(i3*indices_shape_1 + i4)*indices_shape_2 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure has:axis=False, rank:indices=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _take_13_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=2, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_14_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t indices_shape_1,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i3 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i2 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i0*indices_shape_1 + i1];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(((v1*x_shape_1 + i2)*x_shape_2 + i3)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=1, has:axis=True, rank:indices=2, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_15_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i3 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i2 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i1 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i1*indices_shape_1 + i2];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(((i0*x_shape_1 + v1)*x_shape_2 + i3)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=2, has:axis=True, rank:indices=2, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_16_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i3 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i2 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i2*indices_shape_1 + i3];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(((i0*x_shape_1 + i1)*x_shape_2 + v1)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=3, has:axis=True, rank:indices=2, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_17_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i3 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i3*indices_shape_1 + i4];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + v1)*x_shape_4 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=4, has:axis=True, rank:indices=2, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_18_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t indices_shape_0,
    int64_t indices_shape_1,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i4 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i4*indices_shape_1 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure has:axis=False, rank:indices=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _take_19_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=0, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_20_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
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
      const int64_t v0 = indices[i0];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((v1*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=1, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_21_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t indices_shape_0,
    int64_t s0) {
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
      const int64_t i1 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i1];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((i0*x_shape_1 + v1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=2, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_22_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t indices_shape_0,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i2];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((i0*x_shape_1 + i1)*x_shape_2 + v1)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=3, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_23_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t indices_shape_0,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i3];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + v1)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=4, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_24_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t indices_shape_0,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i4];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + v1)*x_shape_5 + i5];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure axis=5, has:axis=True, rank:indices=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_25_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t indices_shape_0,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_0;
      cvm_rest /= indices_shape_0;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* take, structure has:axis=False, rank:indices=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _take_26_y(
    const T* __restrict__ x,
    const int32_t* __restrict__ indices,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = x[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_take_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* indices: rank 1..6, integer indices */
  const DLTensor* in_indices;
  int rank_indices;
  /* axis: int in [-6, 5], or null; default null */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_take_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                         cvm_take_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* x: rank 1..6 */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* indices: rank 1..6, integer indices */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || !cvm_is_integer(t)) return CVM_INVALID;
    call->in_indices = t;
    call->rank_indices = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"axis"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* axis: int in [-6, 5], or null; default null */
  {
    const char* v = cvm_json_value(json, "axis");
    if (v == NULL) v = "null";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_axis)) return CVM_INVALID;
      call->has_axis = 1;
    }
  }
  return CVM_OK;
}

/* take, structure has:axis=False, rank:indices=6, rank:x=1 */
static int _take_0_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=6, rank:x=1 */
static int _take_1_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 1) : (axis)) == 0)) return CVM_NO_MATCH;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=5, rank:x=2 */
static int _take_2_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 5 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 2) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(x_shape_1) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=1, has:axis=True, rank:indices=5, rank:x=2 */
static int _take_3_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 5 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 2) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(x_shape_0) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure has:axis=False, rank:indices=6, rank:x=2 */
static int _take_4_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0*x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=4, rank:x=3 */
static int _take_5_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=1, has:axis=True, rank:indices=4, rank:x=3 */
static int _take_6_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(x_shape_0)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=2, has:axis=True, rank:indices=4, rank:x=3 */
static int _take_7_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(x_shape_0)*cvm_big(x_shape_1) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_2 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure has:axis=False, rank:indices=6, rank:x=3 */
static int _take_8_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=3, rank:x=4 */
static int _take_9_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, x_shape_1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_1, indices_shape_2, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_1, indices_shape_2, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_1, indices_shape_2, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_1, indices_shape_2, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=1, has:axis=True, rank:indices=3, rank:x=4 */
static int _take_10_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, indices_shape_0, indices_shape_1, indices_shape_2, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=2, has:axis=True, rank:indices=3, rank:x=4 */
static int _take_11_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_2 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, indices_shape_0, indices_shape_1, indices_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=3, has:axis=True, rank:indices=3, rank:x=4 */
static int _take_12_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_3 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, indices_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1, indices_shape_2, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure has:axis=False, rank:indices=6, rank:x=4 */
static int _take_13_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=2, rank:x=5 */
static int _take_14_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 2 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0*indices_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, x_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_1, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_1, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_1, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_1, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=1, has:axis=True, rank:indices=2, rank:x=5 */
static int _take_15_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 2 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0*indices_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, indices_shape_0, indices_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=2, has:axis=True, rank:indices=2, rank:x=5 */
static int _take_16_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 2 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0*indices_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_2 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, indices_shape_0, indices_shape_1, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=3, has:axis=True, rank:indices=2, rank:x=5 */
static int _take_17_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 2 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0*indices_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_3 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, indices_shape_0, indices_shape_1, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=4, has:axis=True, rank:indices=2, rank:x=5 */
static int _take_18_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 2 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0*indices_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 4 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_4 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, indices_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0, indices_shape_1, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure has:axis=False, rank:indices=6, rank:x=5 */
static int _take_19_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=0, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_20_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=1, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_21_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, indices_shape_0, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=2, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_22_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_2 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, indices_shape_0, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=3, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_23_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_3 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, indices_shape_0, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_23_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_23_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_23_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_23_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=4, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_24_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 4 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_4 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, indices_shape_0, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_24_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_24_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_24_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_24_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure axis=5, has:axis=True, rank:indices=1, rank:x=6 */
static int _take_25_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 1 &&
        cvm_call->rank_indices == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(indices_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 5 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(indices_shape_0 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_5 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, indices_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_25_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_25_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_25_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_25_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, indices_shape_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* take, structure has:axis=False, rank:indices=6, rank:x=6 */
static int _take_26_run(const cvm_take_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_axis == 0 &&
        cvm_call->rank_indices == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* indices = cvm_call->in_indices;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_take_26_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), indices_int32, (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_take_26_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), indices_int32, (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_take_26_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), indices_int32, (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_take_26_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), indices_int32, (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_take_planned(const cvm_take_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _take_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_22_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_23_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_24_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_25_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _take_26_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_take_lifted(const cvm_take_call* call, int k, cvm_take_call* lifted,
                           DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (call->has_axis) {
    if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
    lifted->in_x = &tensors[0];
    lifted->rank_x = call->rank_x + k;
  } else {  /* without axis: indices */
    if (!cvm_lift_tensor(call->in_indices, k, &tensors[1], &shapes[1 * CVM_MAX_RANK])) return 0;
    lifted->in_indices = &tensors[1];
    lifted->rank_indices = call->rank_indices + k;
  }
  if (lifted->has_axis) lifted->attr_axis = cvm_lifted_axis(lifted->attr_axis, call->rank_x, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_take(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                        int n_outputs, const char* attrs_json) {
  cvm_take_call call;
  if (cvm_take_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_take_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_take_call lifted;
    if (!cvm_take_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_take_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
