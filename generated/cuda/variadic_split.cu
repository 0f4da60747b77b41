/*
 * variadic_split: split along axis into split_lengths (one -1 takes the remainder)
 *
 * Generated from the cvmverify spec of variadic_split; regenerate rather than edit.
 * 16 structures (input ranks, tuple lengths, flags, modes), one kernel per
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

/* variadic_split, structure len:split_lengths=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _variadic_split_0_y(
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

/* variadic_split, structure len:split_lengths=2, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_1_y0(
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

/* variadic_split, structure len:split_lengths=2, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_1_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y0(
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

/* variadic_split, structure len:split_lengths=3, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_2_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3 + s5) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y0(
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

/* variadic_split, structure len:split_lengths=4, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3 + s5) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_3_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + s3 + s5 + s7) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _variadic_split_4_y(
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

/* variadic_split, structure len:split_lengths=2, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y0(
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

/* variadic_split, structure len:split_lengths=2, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_5_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_6_y0(
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

/* variadic_split, structure len:split_lengths=3, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_6_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_6_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s5 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s5 + s9) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_7_y0(
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

/* variadic_split, structure len:split_lengths=4, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_7_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_7_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s5 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s5 + s9) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_7_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s9,
    int64_t s11,
    int64_t s12) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + s12 + s5 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s12 + s5 + s9) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _variadic_split_8_y(
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

/* variadic_split, structure len:split_lengths=2, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_9_y0(
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

/* variadic_split, structure len:split_lengths=2, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_9_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_10_y0(
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

/* variadic_split, structure len:split_lengths=3, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_10_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_10_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s11,
    int64_t s12,
    int64_t s13) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s12;
      cvm_rest /= s12;
      const int64_t i1 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s13 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s13 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_11_y0(
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

/* variadic_split, structure len:split_lengths=4, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_11_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_11_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s11,
    int64_t s12,
    int64_t s13) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s12;
      cvm_rest /= s12;
      const int64_t i1 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s13 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s13 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_11_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s13,
    int64_t s15,
    int64_t s16,
    int64_t s17) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i1 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + s13 + s17 + s7) : (i0))*x_shape_1 + ((s8) ? (i1 + s13 + s17 + s7) : (i1)))*x_shape_2 + ((s9) ? (i2 + s13 + s17 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _variadic_split_12_y(
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

/* variadic_split, structure len:split_lengths=2, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_13_y0(
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

/* variadic_split, structure len:split_lengths=2, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_13_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_14_y0(
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

/* variadic_split, structure len:split_lengths=3, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_14_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=3, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_14_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i2 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i1 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s17 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s17 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s17 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s17 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _variadic_split_15_y0(
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

/* variadic_split, structure len:split_lengths=4, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _variadic_split_15_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _variadic_split_15_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s14,
    int64_t s15,
    int64_t s16,
    int64_t s17) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s16;
      cvm_rest /= s16;
      const int64_t i2 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i1 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s17 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s17 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s17 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s17 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* variadic_split, structure len:split_lengths=4, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _variadic_split_15_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s17,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s21;
      cvm_rest /= s21;
      const int64_t i2 = cvm_rest % s20;
      cvm_rest /= s20;
      const int64_t i1 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + s17 + s22 + s9) : (i0))*x_shape_1 + ((s10) ? (i1 + s17 + s22 + s9) : (i1)))*x_shape_2 + ((s11) ? (i2 + s17 + s22 + s9) : (i2)))*x_shape_3 + ((s12) ? (i3 + s17 + s22 + s9) : (i3))];
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

/* variadic_split, structure len:split_lengths=1, rank:x=1 */
static int _variadic_split_0_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!((split_lengths_0 == -1 && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) < x_shape_0) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) == x_shape_0 && split_lengths_0 != -1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0))) : (split_lengths_0))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0))) : (split_lengths_0))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0))) : (split_lengths_0))) : (x_shape_0));

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
      CVM_LAUNCH(_variadic_split_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=2, rank:x=1 */
static int _variadic_split_1_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 2 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) < x_shape_0) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) == x_shape_0 && !(split_lengths_0 == -1 || split_lengths_1 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_0))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_0))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_1))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_1))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s3 = ((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1))) : (split_lengths_0));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s1};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_1_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_1_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_1_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_1_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_1_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_1_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_1_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_1_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=3, rank:x=1 */
static int _variadic_split_2_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 3 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) < x_shape_0) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) == x_shape_0 && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_0))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_0))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_1))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_1))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_2))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_2))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s3 = ((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s5 = ((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2))) : (split_lengths_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s1};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s4};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_2_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_2_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_2_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_2_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=4, rank:x=1 */
static int _variadic_split_3_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 4 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
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
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) < x_shape_0) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) == x_shape_0 && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_0))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_0))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_1))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_1))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_2))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_2))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_3))) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_3))) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s3 = ((split_lengths_0 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s5 = ((split_lengths_1 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s7 = ((split_lengths_2 == -1) ? (x_shape_0 - ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3))) : (split_lengths_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s1};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s4};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s6};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s2, s3, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_3_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s2, s3, s5, s7);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_3_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s2, s3, s5, s7);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_3_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s2, s3, s5, s7);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_3_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s2, s3, s5, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=1, rank:x=2 */
static int _variadic_split_4_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!((split_lengths_0 == -1 && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) < ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) && split_lengths_0 != -1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1));

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
      CVM_LAUNCH(_variadic_split_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=2, rank:x=2 */
static int _variadic_split_5_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) < ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) && !(split_lengths_0 == -1 || split_lengths_1 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0));
  const int64_t s6 = ((axis < 0) ? (axis + 2) : (axis)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_5_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_5_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_5_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_5_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=3, rank:x=2 */
static int _variadic_split_6_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 3 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) < ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0));
  const int64_t s6 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s8 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s9 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s7, s8};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_6_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_6_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_6_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_6_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_6_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_6_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_6_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_6_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_6_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_6_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_6_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_6_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=4, rank:x=2 */
static int _variadic_split_7_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 4 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
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
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) < ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_0));
  const int64_t s6 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s8 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s9 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_1));
  const int64_t s10 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s11 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s12 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (split_lengths_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s7, s8};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s10, s11};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_7_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_7_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_7_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_7_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_7_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_7_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_7_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_7_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_7_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_7_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_7_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_7_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s4, s5, s6, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_7_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s4, s5, s6, s9, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_7_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s4, s5, s6, s9, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_7_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s4, s5, s6, s9, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_7_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s4, s5, s6, s9, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=1, rank:x=3 */
static int _variadic_split_8_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!((split_lengths_0 == -1 && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) < ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) && split_lengths_0 != -1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2));

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
      CVM_LAUNCH(_variadic_split_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=2, rank:x=3 */
static int _variadic_split_9_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                 int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 2 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) < ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) && !(split_lengths_0 == -1 || split_lengths_1 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0));
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 3) : (axis)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_9_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_9_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_9_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_9_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_9_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_9_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_9_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_9_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=3, rank:x=3 */
static int _variadic_split_10_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) < ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0));
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s11 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s12 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s13 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s10, s11, s12};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_10_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_10_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_10_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_10_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_10_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_10_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_10_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_10_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_10_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_10_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_10_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_10_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=4, rank:x=3 */
static int _variadic_split_11_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
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
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) < ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_0));
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s9 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s11 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s12 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s13 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_1));
  const int64_t s14 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s15 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s16 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_3))) : (x_shape_2));
  const int64_t s17 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (split_lengths_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s10, s11, s12};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s14, s15, s16};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_11_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_11_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_11_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_11_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_11_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_11_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_11_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_11_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_11_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_11_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_11_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_11_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s6, s7, s8, s9, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_11_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s6, s7, s8, s9, s13, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_11_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s6, s7, s8, s9, s13, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_11_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s6, s7, s8, s9, s13, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_11_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s6, s7, s8, s9, s13, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=1, rank:x=4 */
static int _variadic_split_12_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!((split_lengths_0 == -1 && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) < ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) && split_lengths_0 != -1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3));

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
      CVM_LAUNCH(_variadic_split_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=2, rank:x=4 */
static int _variadic_split_13_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) < ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0));
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s12 = ((axis < 0) ? (axis + 4) : (axis)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s4, s5, s6, s7};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_13_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_13_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_13_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_13_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_13_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_13_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_13_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_13_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=3, rank:x=4 */
static int _variadic_split_14_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_0 && split_lengths_0 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_1 && split_lengths_1 <= 16777216)) return CVM_INVALID;
  /* every entry of split_lengths in [-1, 16777216] */
  if (!(-1 <= split_lengths_2 && split_lengths_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most one -1 in split_lengths */
  if (!(((split_lengths_0 == -1) ? (1) : (0)) + ((split_lengths_1 == -1) ? (1) : (0)) + ((split_lengths_2 == -1) ? (1) : (0)) <= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_0 == -1 || split_lengths_0 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_1 == -1 || split_lengths_1 >= 1)) return CVM_INVALID;
  /* every entry of split_lengths >= 1 or -1 */
  if (!(split_lengths_2 == -1 || split_lengths_2 >= 1)) return CVM_INVALID;
  /* split_lengths sum to the split axis (with a -1: the others sum to less) */
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) < ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0));
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s12 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s14 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s15 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s16 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s17 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s4, s5, s6, s7};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s13, s14, s15, s16};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_14_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_14_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_14_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_14_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_14_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_14_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_14_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_14_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_14_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_14_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_14_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_14_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* variadic_split, structure len:split_lengths=4, rank:x=4 */
static int _variadic_split_15_run(const cvm_variadic_split_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->len_split_lengths == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t split_lengths_0 = cvm_call->attr_split_lengths[0];
  const int64_t split_lengths_1 = cvm_call->attr_split_lengths[1];
  const int64_t split_lengths_2 = cvm_call->attr_split_lengths[2];
  const int64_t split_lengths_3 = cvm_call->attr_split_lengths[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
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
  if (!(((split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1) && ((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) < ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) || (((split_lengths_0 == -1) ? (0) : (split_lengths_0)) + ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) + ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) + ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) && !(split_lengths_0 == -1 || split_lengths_1 == -1 || split_lengths_2 == -1 || split_lengths_3 == -1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_0) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_0)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_1) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_1)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_2) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_2)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((cvm_big(split_lengths_3) == -1) ? (-((cvm_big(split_lengths_0) == -1) ? (0) : (cvm_big(split_lengths_0))) - ((cvm_big(split_lengths_1) == -1) ? (0) : (cvm_big(split_lengths_1))) - ((cvm_big(split_lengths_2) == -1) ? (0) : (cvm_big(split_lengths_2))) - ((cvm_big(split_lengths_3) == -1) ? (0) : (cvm_big(split_lengths_3))) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(split_lengths_3)))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0))) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1))) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((split_lengths_0 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_0));
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s12 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_0));
  const int64_t s14 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_1));
  const int64_t s15 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_2));
  const int64_t s16 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2))) : (x_shape_3));
  const int64_t s17 = ((split_lengths_1 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_1));
  const int64_t s18 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_0));
  const int64_t s19 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_1));
  const int64_t s20 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_2));
  const int64_t s21 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((split_lengths_3 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_3))) : (x_shape_3));
  const int64_t s22 = ((split_lengths_2 == -1) ? (-((split_lengths_0 == -1) ? (0) : (split_lengths_0)) - ((split_lengths_1 == -1) ? (0) : (split_lengths_1)) - ((split_lengths_2 == -1) ? (0) : (split_lengths_2)) - ((split_lengths_3 == -1) ? (0) : (split_lengths_3)) + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (split_lengths_2));

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s4, s5, s6, s7};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s13, s14, s15, s16};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s18, s19, s20, s21};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_15_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_15_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_15_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_15_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_15_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_15_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_15_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_15_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_15_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_15_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_15_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_15_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s14, s15, s16, s17);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_variadic_split_15_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s17, s19, s20, s21, s22);
      break;
    case 2:
      CVM_LAUNCH(_variadic_split_15_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s17, s19, s20, s21, s22);
      break;
    case 4:
      CVM_LAUNCH(_variadic_split_15_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s17, s19, s20, s21, s22);
      break;
    case 8:
      CVM_LAUNCH(_variadic_split_15_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s8, s9, s10, s11, s12, s17, s19, s20, s21, s22);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_variadic_split(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                  int n_outputs, const char* attrs_json) {
  cvm_variadic_split_call call;
  if (cvm_variadic_split_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _variadic_split_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_7_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_8_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_9_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_10_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_11_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_12_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_13_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_14_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _variadic_split_15_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
