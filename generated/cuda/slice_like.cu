/*
 * slice_like: the leading corner of x with shape_like's dims on the sliced axes
 *
 * Generated from the cvmverify spec of slice_like; regenerate rather than edit.
 * 67 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_slice_like(const DLTensor* inputs, int n_inputs,
 *                     DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_0_y(
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

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_1_y(
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

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_2_y(
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

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_3_y(
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

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_4_y(
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

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_5_y(
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

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_8_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_9_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[i0*x_shape_1 + i1];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_12_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_13_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_14_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_15_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_16_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_17_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const T v0 = x[(i0*x_shape_1 + i1)*x_shape_2 + i2];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_18_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_19_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_20_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_21_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_22_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_23_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const T v0 = x[((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_24_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_25_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_26_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_27_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_28_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_29_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i4 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_30_y(
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

/* slice_like, structure len:axes=2, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_31_y(
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

/* slice_like, structure len:axes=3, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_32_y(
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

/* slice_like, structure len:axes=4, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_33_y(
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

/* slice_like, structure len:axes=5, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_34_y(
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

/* slice_like, structure len:axes=6, rank:shape_like=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_35_y(
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

/* slice_like, structure len:axes=1, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_36_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=2, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_37_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=3, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_38_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=4, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_39_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=5, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_40_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=6, rank:shape_like=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_41_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1) {
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_42_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=2, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_43_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=3, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_44_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=4, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_45_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=5, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_46_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=6, rank:shape_like=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_47_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i3 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
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

/* slice_like, structure len:axes=1, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_48_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=2, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_49_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=3, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_50_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=4, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_51_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=5, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_52_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=6, rank:shape_like=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_53_y(
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
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
      const int64_t i4 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
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

/* slice_like, structure len:axes=1, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_54_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=2, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_55_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=3, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_56_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=4, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_57_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=5, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_58_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=6, rank:shape_like=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_59_y(
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
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_5;
      cvm_rest /= x_shape_5;
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

/* slice_like, structure len:axes=0, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_60_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t shape_like_shape_1,
    int64_t shape_like_shape_2,
    int64_t shape_like_shape_3,
    int64_t shape_like_shape_4,
    int64_t shape_like_shape_5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % shape_like_shape_5;
      cvm_rest /= shape_like_shape_5;
      const int64_t i4 = cvm_rest % shape_like_shape_4;
      cvm_rest /= shape_like_shape_4;
      const int64_t i3 = cvm_rest % shape_like_shape_3;
      cvm_rest /= shape_like_shape_3;
      const int64_t i2 = cvm_rest % shape_like_shape_2;
      cvm_rest /= shape_like_shape_2;
      const int64_t i1 = cvm_rest % shape_like_shape_1;
      cvm_rest /= shape_like_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i0*x_shape_1 + i1)*x_shape_2 + i2)*x_shape_3 + i3)*x_shape_4 + i4)*x_shape_5 + i5];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_61_y(
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

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_62_y(
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

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_63_y(
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

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_64_y(
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

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_65_y(
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

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _slice_like_66_y(
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

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_slice_like_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* shape_like: rank 1..6 */
  const DLTensor* in_shape_like;
  int rank_shape_like;
  /* axes: ints in [-6, 5]; default [] */
  int64_t attr_axes[CVM_MAX_INTS];
  int len_axes;
  int has_axes; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_slice_like_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                               cvm_slice_like_call* call) {
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

  /* shape_like: rank 1..6 */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_shape_like = t;
    call->rank_shape_like = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  static const char* const known[] = {"axes"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* axes: ints in [-6, 5]; default [] */
  {
    const char* v = cvm_json_value(json, "axes");
    if (v == NULL) v = "[]";
    if (!cvm_json_null(v)) {
      if (!cvm_json_ints(v, call->attr_axes, CVM_MAX_INTS, &call->len_axes))
        return CVM_INVALID;
      call->has_axes = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=1 */
static int _slice_like_0_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=1 */
static int _slice_like_1_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_1 && axes_1 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=1 */
static int _slice_like_2_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_1 && axes_1 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_2 && axes_2 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=1 */
static int _slice_like_3_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_1 && axes_1 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_2 && axes_2 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_3 && axes_3 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=1 */
static int _slice_like_4_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_1 && axes_1 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_2 && axes_2 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_3 && axes_3 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_4 && axes_4 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=1 */
static int _slice_like_5_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_1 && axes_1 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_2 && axes_2 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_3 && axes_3 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_4 && axes_4 < 1)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_5 && axes_5 < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 1) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 1) : (axes_5)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 1) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 1) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 1) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 1) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 1) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 1) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 1) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));

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
      CVM_LAUNCH(_slice_like_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=2 */
static int _slice_like_6_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=2 */
static int _slice_like_7_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=2 */
static int _slice_like_8_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_2 && axes_2 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=2 */
static int _slice_like_9_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                             int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_2 && axes_2 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_3 && axes_3 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=2 */
static int _slice_like_10_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_2 && axes_2 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_3 && axes_3 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_4 && axes_4 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=2 */
static int _slice_like_11_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_2 && axes_2 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_3 && axes_3 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_4 && axes_4 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_5 && axes_5 < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 2) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 2) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 2) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 2) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));

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
      CVM_LAUNCH(_slice_like_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=3 */
static int _slice_like_12_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=3 */
static int _slice_like_13_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=3 */
static int _slice_like_14_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_2 && axes_2 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=3 */
static int _slice_like_15_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_2 && axes_2 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_3 && axes_3 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=3 */
static int _slice_like_16_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_2 && axes_2 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_3 && axes_3 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_4 && axes_4 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=3 */
static int _slice_like_17_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_2 && axes_2 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_3 && axes_3 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_4 && axes_4 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_5 && axes_5 < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 3) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 3) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 3) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 3) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 3) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 3) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 3) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 3) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));

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
      CVM_LAUNCH(_slice_like_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=4 */
static int _slice_like_18_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=4 */
static int _slice_like_19_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=4 */
static int _slice_like_20_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=4 */
static int _slice_like_21_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_3 && axes_3 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=4 */
static int _slice_like_22_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_3 && axes_3 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_4 && axes_4 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=4 */
static int _slice_like_23_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_3 && axes_3 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_4 && axes_4 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_5 && axes_5 < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 4) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 4) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 4) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 4) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 4) : (cvm_big(axes_5))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 4) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 4) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3));

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
      CVM_LAUNCH(_slice_like_23_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_23_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_23_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_23_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=5 */
static int _slice_like_24_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 4)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_24_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_24_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_24_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_24_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=5 */
static int _slice_like_25_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_1 && axes_1 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_25_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_25_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_25_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_25_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=5 */
static int _slice_like_26_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_1 && axes_1 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_2 && axes_2 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_26_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_26_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_26_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_26_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=5 */
static int _slice_like_27_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_1 && axes_1 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_2 && axes_2 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_3 && axes_3 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_27_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_27_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_27_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_27_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=5 */
static int _slice_like_28_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_1 && axes_1 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_2 && axes_2 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_3 && axes_3 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_4 && axes_4 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_28_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_28_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_28_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_28_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=5 */
static int _slice_like_29_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_0 && axes_0 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_1 && axes_1 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_2 && axes_2 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_3 && axes_3 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_4 && axes_4 < 5)) return CVM_INVALID;
  /* every entry of axes in [-5, 5) */
  if (!(-5 <= axes_5 && axes_5 < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 5) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 5) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 5) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 5) : (cvm_big(axes_5))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 5) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 5) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 5) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 5) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 5) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 5) : (cvm_big(axes_5))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 5) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_29_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_29_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_29_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_29_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=1, rank:x=6 */
static int _slice_like_30_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_30_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_30_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_30_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_30_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=1, rank:x=6 */
static int _slice_like_31_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_31_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_31_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_31_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_31_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=1, rank:x=6 */
static int _slice_like_32_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_32_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_32_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_32_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_32_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=1, rank:x=6 */
static int _slice_like_33_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_33_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_33_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_33_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_33_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=1, rank:x=6 */
static int _slice_like_34_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_34_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_34_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_34_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_34_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=1, rank:x=6 */
static int _slice_like_35_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 1)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_35_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_35_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_35_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_35_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=2, rank:x=6 */
static int _slice_like_36_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_36_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_36_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_36_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_36_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=2, rank:x=6 */
static int _slice_like_37_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_37_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_37_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_37_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_37_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=2, rank:x=6 */
static int _slice_like_38_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_38_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_38_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_38_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_38_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=2, rank:x=6 */
static int _slice_like_39_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_39_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_39_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_39_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_39_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=2, rank:x=6 */
static int _slice_like_40_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_40_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_40_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_40_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_40_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=2, rank:x=6 */
static int _slice_like_41_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(shape_like_shape_0*shape_like_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 2)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_41_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_41_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_41_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_41_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=3, rank:x=6 */
static int _slice_like_42_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_42_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_42_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_42_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_42_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=3, rank:x=6 */
static int _slice_like_43_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_43_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_43_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_43_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_43_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=3, rank:x=6 */
static int _slice_like_44_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_44_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_44_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_44_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_44_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=3, rank:x=6 */
static int _slice_like_45_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_45_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_45_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_45_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_45_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=3, rank:x=6 */
static int _slice_like_46_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_46_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_46_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_46_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_46_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=3, rank:x=6 */
static int _slice_like_47_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 3)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, x_shape_3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_47_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_47_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_47_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_47_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=4, rank:x=6 */
static int _slice_like_48_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_48_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_48_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_48_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_48_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=4, rank:x=6 */
static int _slice_like_49_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_49_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_49_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_49_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_49_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=4, rank:x=6 */
static int _slice_like_50_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_50_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_50_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_50_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_50_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=4, rank:x=6 */
static int _slice_like_51_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_51_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_51_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_51_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_51_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=4, rank:x=6 */
static int _slice_like_52_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_52_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_52_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_52_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_52_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=4, rank:x=6 */
static int _slice_like_53_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 4)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_4 <= 16777216 && x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_4)*cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, x_shape_4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_53_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_53_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_53_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_53_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=5, rank:x=6 */
static int _slice_like_54_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_54_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_54_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_54_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_54_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=5, rank:x=6 */
static int _slice_like_55_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_55_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_55_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_55_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_55_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=5, rank:x=6 */
static int _slice_like_56_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_56_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_56_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_56_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_56_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=5, rank:x=6 */
static int _slice_like_57_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_57_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_57_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_57_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_57_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=5, rank:x=6 */
static int _slice_like_58_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_58_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_58_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_58_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_58_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=5, rank:x=6 */
static int _slice_like_59_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 5)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 5)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_5 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(x_shape_5)*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, x_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_59_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_59_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_59_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_59_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=0, rank:shape_like=6, rank:x=6 */
static int _slice_like_60_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {shape_like_shape_0, shape_like_shape_1, shape_like_shape_2, shape_like_shape_3, shape_like_shape_4, shape_like_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_slice_like_60_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, shape_like_shape_1, shape_like_shape_2, shape_like_shape_3, shape_like_shape_4, shape_like_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_60_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, shape_like_shape_1, shape_like_shape_2, shape_like_shape_3, shape_like_shape_4, shape_like_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_60_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, shape_like_shape_1, shape_like_shape_2, shape_like_shape_3, shape_like_shape_4, shape_like_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_60_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, shape_like_shape_1, shape_like_shape_2, shape_like_shape_3, shape_like_shape_4, shape_like_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=1, rank:shape_like=6, rank:x=6 */
static int _slice_like_61_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_61_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_61_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_61_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_61_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=2, rank:shape_like=6, rank:x=6 */
static int _slice_like_62_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_62_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_62_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_62_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_62_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=3, rank:shape_like=6, rank:x=6 */
static int _slice_like_63_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_63_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_63_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_63_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_63_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=4, rank:shape_like=6, rank:x=6 */
static int _slice_like_64_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_64_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_64_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_64_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_64_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=5, rank:shape_like=6, rank:x=6 */
static int _slice_like_65_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_65_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_65_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_65_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_65_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* slice_like, structure len:axes=6, rank:shape_like=6, rank:x=6 */
static int _slice_like_66_run(const cvm_slice_like_call* cvm_call, DLTensor* cvm_outputs,
                              int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_shape_like == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const DLTensor* shape_like = cvm_call->in_shape_like;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t shape_like_shape_0 = shape_like->shape[0];
  const int64_t shape_like_shape_1 = shape_like->shape[1];
  const int64_t shape_like_shape_2 = shape_like->shape[2];
  const int64_t shape_like_shape_3 = shape_like->shape[3];
  const int64_t shape_like_shape_4 = shape_like->shape[4];
  const int64_t shape_like_shape_5 = shape_like->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];
  const int64_t axes_4 = cvm_call->attr_axes[4];
  const int64_t axes_5 = cvm_call->attr_axes[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of shape_like in 1..2^24 */
  if (!(shape_like_shape_0 <= 16777216 && shape_like_shape_1 <= 16777216 && shape_like_shape_2 <= 16777216 && shape_like_shape_3 <= 16777216 && shape_like_shape_4 <= 16777216 && shape_like_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of shape_like <= 2^30 */
  if (!(cvm_big(shape_like_shape_0)*cvm_big(shape_like_shape_1)*cvm_big(shape_like_shape_2)*cvm_big(shape_like_shape_3)*cvm_big(shape_like_shape_4)*cvm_big(shape_like_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_2 && axes_2 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_3 && axes_3 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_4 && axes_4 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_5 && axes_5 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_2 && axes_2 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_3 && axes_3 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_4 && axes_4 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_5 && axes_5 < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) < 6)) return CVM_INVALID;
  /* every sliced axis < rank of shape_like */
  if (!(((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) < 6)) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_0 <= x_shape_0 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_1 <= x_shape_1 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_2 <= x_shape_2 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_3 <= x_shape_3 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_4 <= x_shape_4 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4))) return CVM_INVALID;
  /* shape_like's dim <= x's on sliced axes */
  if (!(shape_like_shape_5 <= x_shape_5 || !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (shape_like_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(shape_like_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(shape_like_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (cvm_big(shape_like_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (cvm_big(shape_like_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4) ? (cvm_big(shape_like_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 5) ? (cvm_big(shape_like_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (shape_like_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (shape_like_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (shape_like_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (shape_like_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (shape_like_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (shape_like_shape_5) : (x_shape_5));

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
      CVM_LAUNCH(_slice_like_66_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_slice_like_66_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_slice_like_66_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_slice_like_66_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_slice_like_planned(const cvm_slice_like_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _slice_like_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_22_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_23_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_24_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_25_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_26_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_27_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_28_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_29_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_30_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_31_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_32_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_33_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_34_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_35_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_36_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_37_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_38_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_39_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_40_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_41_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_42_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_43_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_44_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_45_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_46_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_47_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_48_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_49_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_50_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_51_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_52_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_53_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_54_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_55_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_56_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_57_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_58_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_59_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_60_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_61_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_62_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_63_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_64_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_65_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _slice_like_66_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_slice_like_lifted(const cvm_slice_like_call* call, int k, cvm_slice_like_call* lifted,
                                 DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (!cvm_lift_tensor(call->in_shape_like, k, &tensors[1], &shapes[1 * CVM_MAX_RANK])) return 0;
  lifted->in_shape_like = &tensors[1];
  lifted->rank_shape_like = call->rank_shape_like + k;
  if (lifted->has_axes)
    for (int j = 0; j < lifted->len_axes; ++j)
      lifted->attr_axes[j] = cvm_lifted_axis(lifted->attr_axes[j], call->rank_x, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_slice_like(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                              int n_outputs, const char* attrs_json) {
  cvm_slice_like_call call;
  if (cvm_slice_like_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_slice_like_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_slice_like_call lifted;
    if (!cvm_slice_like_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_slice_like_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
