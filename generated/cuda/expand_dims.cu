/*
 * expand_dims: insert num_newaxis dims of 1 at axis (negative: axis + rank + 1)
 *
 * Generated from the cvmverify spec of expand_dims; regenerate rather than edit.
 * 27 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_expand_dims(const DLTensor* inputs, int n_inputs,
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

/* expand_dims, structure axis=0, num_newaxis=5, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_0;
      const T v0 = x[i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=1, num_newaxis=5, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=0, num_newaxis=4, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i4 = cvm_rest % x_shape_0;
      const T v0 = x[i4*x_shape_1 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=1, num_newaxis=4, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=2, num_newaxis=4, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_4_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=0, num_newaxis=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i4 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i3 = cvm_rest % x_shape_0;
      const T v0 = x[(i3*x_shape_1 + i4)*x_shape_2 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=1, num_newaxis=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i4 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(i0*x_shape_1 + i4)*x_shape_2 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=2, num_newaxis=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=3, num_newaxis=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_8_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      cvm_rest /= 1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=0, num_newaxis=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_9_y(
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
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i3 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i2 = cvm_rest % x_shape_0;
      const T v0 = x[((i2*x_shape_1 + i3)*x_shape_2 + i4)*x_shape_3 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=1, num_newaxis=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i3 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i0*x_shape_1 + i3)*x_shape_2 + i4)*x_shape_3 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=2, num_newaxis=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i4 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i4)*x_shape_3 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=3, num_newaxis=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_12_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=4, num_newaxis=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_13_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      cvm_rest /= 1;
      cvm_rest /= 1;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=0, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_14_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
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
      const int64_t i1 = cvm_rest % x_shape_0;
      const T v0 = x[(((i1*x_shape_1 + i2)*x_shape_2 + i3)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=1, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_15_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
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
      cvm_rest /= 1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i2)*x_shape_2 + i3)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=2, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_16_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i3 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      cvm_rest /= 1;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i3)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=3, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_17_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i4 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      cvm_rest /= 1;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i4)*x_shape_4 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=4, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_18_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      cvm_rest /= 1;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=5, num_newaxis=1, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_19_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      cvm_rest /= 1;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i2 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* expand_dims, structure axis=0, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_20_y(
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

/* expand_dims, structure axis=1, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_21_y(
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

/* expand_dims, structure axis=2, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_22_y(
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

/* expand_dims, structure axis=3, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_23_y(
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

/* expand_dims, structure axis=4, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_24_y(
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

/* expand_dims, structure axis=5, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_25_y(
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

/* expand_dims, structure axis=6, num_newaxis=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _expand_dims_26_y(
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

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_expand_dims_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axis: int in [-7, 6] */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
  /* num_newaxis: int in [0, 4096]; default 1 */
  int64_t attr_num_newaxis;
  int has_num_newaxis; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_expand_dims_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                cvm_expand_dims_call* call) {
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
  static const char* const known[] = {"axis", "num_newaxis"};
  if (!cvm_json_only(json, known, 2)) return CVM_INVALID;

  /* axis: int in [-7, 6] */
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

  /* num_newaxis: int in [0, 4096]; default 1 */
  {
    const char* v = cvm_json_value(json, "num_newaxis");
    if (v == NULL) v = "1";
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_num_newaxis)) return CVM_INVALID;
      call->has_num_newaxis = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* expand_dims, structure axis=0, num_newaxis=5, rank:x=1 */
static int _expand_dims_0_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 1 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 5 */
  if (!(num_newaxis == 5)) return CVM_NO_MATCH;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 2) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, 1, 1, 1, x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=5, rank:x=1 */
static int _expand_dims_1_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 1 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 5 */
  if (!(num_newaxis == 5)) return CVM_NO_MATCH;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 2) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, 1, 1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=0, num_newaxis=4, rank:x=2 */
static int _expand_dims_2_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 2 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 4 */
  if (!(num_newaxis == 4)) return CVM_NO_MATCH;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, 1, 1, x_shape_0, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=4, rank:x=2 */
static int _expand_dims_3_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 2 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 4 */
  if (!(num_newaxis == 4)) return CVM_NO_MATCH;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, 1, 1, 1, 1, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=2, num_newaxis=4, rank:x=2 */
static int _expand_dims_4_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 2 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 4 */
  if (!(num_newaxis == 4)) return CVM_NO_MATCH;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 3) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, 1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=0, num_newaxis=3, rank:x=3 */
static int _expand_dims_5_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 3 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 3 */
  if (!(num_newaxis == 3)) return CVM_NO_MATCH;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, 1, x_shape_0, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=3, rank:x=3 */
static int _expand_dims_6_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 3 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 3 */
  if (!(num_newaxis == 3)) return CVM_NO_MATCH;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, 1, 1, 1, x_shape_1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=2, num_newaxis=3, rank:x=3 */
static int _expand_dims_7_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 3 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 3 */
  if (!(num_newaxis == 3)) return CVM_NO_MATCH;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, 1, 1, 1, x_shape_2};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=3, num_newaxis=3, rank:x=3 */
static int _expand_dims_8_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 3 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 3 */
  if (!(num_newaxis == 3)) return CVM_NO_MATCH;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 4) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=0, num_newaxis=2, rank:x=4 */
static int _expand_dims_9_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 4 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 2 */
  if (!(num_newaxis == 2)) return CVM_NO_MATCH;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, x_shape_0, x_shape_1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=2, rank:x=4 */
static int _expand_dims_10_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 4 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 2 */
  if (!(num_newaxis == 2)) return CVM_NO_MATCH;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, 1, 1, x_shape_1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=2, num_newaxis=2, rank:x=4 */
static int _expand_dims_11_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 4 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 2 */
  if (!(num_newaxis == 2)) return CVM_NO_MATCH;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, 1, 1, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=3, num_newaxis=2, rank:x=4 */
static int _expand_dims_12_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 4 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 2 */
  if (!(num_newaxis == 2)) return CVM_NO_MATCH;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, 1, 1, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=4, num_newaxis=2, rank:x=4 */
static int _expand_dims_13_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 4 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 2 */
  if (!(num_newaxis == 2)) return CVM_NO_MATCH;
  /* axis in [-5, 5) */
  if (!(-5 <= axis && axis < 5)) return CVM_INVALID;
  /* structure: axis == 4 */
  if (!(((axis < 0) ? (axis + 5) : (axis)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=0, num_newaxis=1, rank:x=5 */
static int _expand_dims_14_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=1, rank:x=5 */
static int _expand_dims_15_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, 1, x_shape_1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=2, num_newaxis=1, rank:x=5 */
static int _expand_dims_16_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, 1, x_shape_2, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=3, num_newaxis=1, rank:x=5 */
static int _expand_dims_17_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, 1, x_shape_3, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=4, num_newaxis=1, rank:x=5 */
static int _expand_dims_18_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 4 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, 1, x_shape_4};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=5, num_newaxis=1, rank:x=5 */
static int _expand_dims_19_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 5 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 1 */
  if (!(num_newaxis == 1)) return CVM_NO_MATCH;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* structure: axis == 5 */
  if (!(((axis < 0) ? (axis + 6) : (axis)) == 5)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216 && x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_expand_dims_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=0, num_newaxis=0, rank:x=6 */
static int _expand_dims_20_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 0 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 0)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=1, num_newaxis=0, rank:x=6 */
static int _expand_dims_21_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 1 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 1)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=2, num_newaxis=0, rank:x=6 */
static int _expand_dims_22_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 2 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 2)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=3, num_newaxis=0, rank:x=6 */
static int _expand_dims_23_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 3 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 3)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_23_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_23_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_23_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_23_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=4, num_newaxis=0, rank:x=6 */
static int _expand_dims_24_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 4 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 4)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_24_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_24_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_24_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_24_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=5, num_newaxis=0, rank:x=6 */
static int _expand_dims_25_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 5 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 5)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_25_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_25_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_25_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_25_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* expand_dims, structure axis=6, num_newaxis=0, rank:x=6 */
static int _expand_dims_26_run(const cvm_expand_dims_call* cvm_call, DLTensor* cvm_outputs,
                               int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_newaxis = cvm_call->attr_num_newaxis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* axis in [-7, 6] */
  if (!(-7 <= axis && axis <= 6)) return CVM_INVALID;
  /* num_newaxis in [0, 4096] */
  if (!(0 <= num_newaxis && num_newaxis <= 4096)) return CVM_INVALID;
  /* rank of x + num_newaxis <= 6 */
  if (!(num_newaxis + 6 <= 6)) return CVM_INVALID;
  /* structure: num_newaxis == 0 */
  if (!(num_newaxis == 0)) return CVM_NO_MATCH;
  /* axis in [-7, 7) */
  if (!(-7 <= axis && axis < 7)) return CVM_INVALID;
  /* structure: axis == 6 */
  if (!(((axis < 0) ? (axis + 7) : (axis)) == 6)) return CVM_NO_MATCH;
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
      CVM_LAUNCH(_expand_dims_26_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_expand_dims_26_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_expand_dims_26_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_expand_dims_26_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_expand_dims_planned(const cvm_expand_dims_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _expand_dims_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_22_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_23_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_24_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_25_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _expand_dims_26_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_expand_dims_lifted(const cvm_expand_dims_call* call, int k, cvm_expand_dims_call* lifted,
                                  DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axis) lifted->attr_axis = cvm_lifted_axis(lifted->attr_axis, call->rank_x + 1, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_expand_dims(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                               int n_outputs, const char* attrs_json) {
  cvm_expand_dims_call call;
  if (cvm_expand_dims_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_expand_dims_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_expand_dims_call lifted;
    if (!cvm_expand_dims_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_expand_dims_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
