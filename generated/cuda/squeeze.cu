/*
 * squeeze: drop axes of size 1 (all of them when axes=()); all dropped gives (1,)
 *
 * Generated from the cvmverify spec of squeeze; regenerate rather than edit.
 * 38 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_squeeze(const DLTensor* inputs, int n_inputs,
 *                  DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* squeeze, structure kept axes=0, len:axes=0, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_1_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s0) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_2_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_3_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[0*x_shape_1 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_4_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_5_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (((s3) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=2, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_6_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[0*x_shape_1 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_7_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[(0*x_shape_1 + 0)*x_shape_2 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_8_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[(((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0)))*x_shape_2 + ((s3) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_9_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s2) ? (i0) : (0))*x_shape_1 + ((s3) ? (i0) : (((s4) ? (i1) : (0)))))*x_shape_2 + ((s5) ? (i0) : (((s6) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_10_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0) : (0))*x_shape_1 + ((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (0)))))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (0))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_11_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[(0*x_shape_1 + 0)*x_shape_2 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_12_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_13_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0)))*x_shape_2 + ((s3) ? (i0) : (0)))*x_shape_3 + ((s4) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_14_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s2) ? (i0) : (0))*x_shape_1 + ((s3) ? (i0) : (((s4) ? (i1) : (0)))))*x_shape_2 + ((s5) ? (i0) : (((s6) ? (i1) : (0)))))*x_shape_3 + ((s7) ? (i0) : (((s8) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_15_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s3) ? (i0) : (0))*x_shape_1 + ((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (0)))))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (0)))))))*x_shape_3 + ((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_16_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
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
    int64_t s16) {
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
      const T v0 = x[((((s4) ? (i0) : (0))*x_shape_1 + ((s5) ? (i0) : (((s6) ? (i1) : (((s7) ? (i2) : (((s8) ? (i3) : (0)))))))))*x_shape_2 + ((s9) ? (i0) : (((s10) ? (i1) : (((s11) ? (i2) : (((s12) ? (i3) : (0)))))))))*x_shape_3 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=4, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_17_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_18_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[(((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0)*x_shape_4 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_19_y(
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
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[(((((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0)))*x_shape_2 + ((s3) ? (i0) : (0)))*x_shape_3 + ((s4) ? (i0) : (0)))*x_shape_4 + ((s5) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_20_y(
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
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9,
    int64_t s10) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((((s2) ? (i0) : (0))*x_shape_1 + ((s3) ? (i0) : (((s4) ? (i1) : (0)))))*x_shape_2 + ((s5) ? (i0) : (((s6) ? (i1) : (0)))))*x_shape_3 + ((s7) ? (i0) : (((s8) ? (i1) : (0)))))*x_shape_4 + ((s9) ? (i0) : (((s10) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_21_y(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((((s3) ? (i0) : (0))*x_shape_1 + ((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (0)))))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (0)))))))*x_shape_3 + ((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0)))))))*x_shape_4 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (0))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_22_y(
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
    int64_t s20) {
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
      const T v0 = x[(((((s4) ? (i0) : (0))*x_shape_1 + ((s5) ? (i0) : (((s6) ? (i1) : (((s7) ? (i2) : (((s8) ? (i3) : (0)))))))))*x_shape_2 + ((s9) ? (i0) : (((s10) ? (i1) : (((s11) ? (i2) : (((s12) ? (i3) : (0)))))))))*x_shape_3 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0)))))))))*x_shape_4 + ((s17) ? (i0) : (((s18) ? (i1) : (((s19) ? (i2) : (((s20) ? (i3) : (0))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=5, len:axes=0, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_23_y(
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
    int64_t s25) {
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
      const T v0 = x[(((((s5) ? (i0) : (0))*x_shape_1 + ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (0)))))))))))*x_shape_2 + ((s11) ? (i0) : (((s12) ? (i1) : (((s13) ? (i2) : (((s14) ? (i3) : (((s15) ? (i4) : (0)))))))))))*x_shape_3 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (((s19) ? (i3) : (((s20) ? (i4) : (0)))))))))))*x_shape_4 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (((s25) ? (i4) : (0))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=5, rank:x=5: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_24_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const T v0 = x[(((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0)*x_shape_4 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_25_y(
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
      const T v0 = x[((((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0)*x_shape_4 + 0)*x_shape_5 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_26_y(
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
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((((((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0)))*x_shape_2 + ((s3) ? (i0) : (0)))*x_shape_3 + ((s4) ? (i0) : (0)))*x_shape_4 + ((s5) ? (i0) : (0)))*x_shape_5 + ((s6) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_27_y(
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s2) ? (i0) : (0))*x_shape_1 + ((s3) ? (i0) : (((s4) ? (i1) : (0)))))*x_shape_2 + ((s5) ? (i0) : (((s6) ? (i1) : (0)))))*x_shape_3 + ((s7) ? (i0) : (((s8) ? (i1) : (0)))))*x_shape_4 + ((s9) ? (i0) : (((s10) ? (i1) : (0)))))*x_shape_5 + ((s11) ? (i0) : (((s12) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_28_y(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s3) ? (i0) : (0))*x_shape_1 + ((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (0)))))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (0)))))))*x_shape_3 + ((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0)))))))*x_shape_4 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (0)))))))*x_shape_5 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (0))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_29_y(
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
    int64_t s24) {
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
      const T v0 = x[((((((s4) ? (i0) : (0))*x_shape_1 + ((s5) ? (i0) : (((s6) ? (i1) : (((s7) ? (i2) : (((s8) ? (i3) : (0)))))))))*x_shape_2 + ((s9) ? (i0) : (((s10) ? (i1) : (((s11) ? (i2) : (((s12) ? (i3) : (0)))))))))*x_shape_3 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0)))))))))*x_shape_4 + ((s17) ? (i0) : (((s18) ? (i1) : (((s19) ? (i2) : (((s20) ? (i3) : (0)))))))))*x_shape_5 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (0))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=5, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_30_y(
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
    int64_t s30) {
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
      const T v0 = x[((((((s5) ? (i0) : (0))*x_shape_1 + ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (0)))))))))))*x_shape_2 + ((s11) ? (i0) : (((s12) ? (i1) : (((s13) ? (i2) : (((s14) ? (i3) : (((s15) ? (i4) : (0)))))))))))*x_shape_3 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (((s19) ? (i3) : (((s20) ? (i4) : (0)))))))))))*x_shape_4 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (((s25) ? (i4) : (0)))))))))))*x_shape_5 + ((s26) ? (i0) : (((s27) ? (i1) : (((s28) ? (i2) : (((s29) ? (i3) : (((s30) ? (i4) : (0))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure kept axes=6, len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_31_y(
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
    int64_t s35,
    int64_t s36) {
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
      const T v0 = x[((((((s6) ? (i0) : (0))*x_shape_1 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (((s10) ? (i3) : (((s11) ? (i4) : (((s12) ? (i5) : (0)))))))))))))*x_shape_2 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (((s17) ? (i4) : (((s18) ? (i5) : (0)))))))))))))*x_shape_3 + ((s19) ? (i0) : (((s20) ? (i1) : (((s21) ? (i2) : (((s22) ? (i3) : (((s23) ? (i4) : (((s24) ? (i5) : (0)))))))))))))*x_shape_4 + ((s25) ? (i0) : (((s26) ? (i1) : (((s27) ? (i2) : (((s28) ? (i3) : (((s29) ? (i4) : (((s30) ? (i5) : (0)))))))))))))*x_shape_5 + ((s31) ? (i0) : (((s32) ? (i1) : (((s33) ? (i2) : (((s34) ? (i3) : (((s35) ? (i4) : (((s36) ? (i5) : (0))))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=1, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_32_y(
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
    int64_t s30) {
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
      const T v0 = x[((((((s5) ? (i0) : (0))*x_shape_1 + ((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (0)))))))))))*x_shape_2 + ((s11) ? (i0) : (((s12) ? (i1) : (((s13) ? (i2) : (((s14) ? (i3) : (((s15) ? (i4) : (0)))))))))))*x_shape_3 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (((s19) ? (i3) : (((s20) ? (i4) : (0)))))))))))*x_shape_4 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (((s25) ? (i4) : (0)))))))))))*x_shape_5 + ((s26) ? (i0) : (((s27) ? (i1) : (((s28) ? (i2) : (((s29) ? (i3) : (((s30) ? (i4) : (0))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=2, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_33_y(
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
    int64_t s24) {
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
      const T v0 = x[((((((s4) ? (i0) : (0))*x_shape_1 + ((s5) ? (i0) : (((s6) ? (i1) : (((s7) ? (i2) : (((s8) ? (i3) : (0)))))))))*x_shape_2 + ((s9) ? (i0) : (((s10) ? (i1) : (((s11) ? (i2) : (((s12) ? (i3) : (0)))))))))*x_shape_3 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0)))))))))*x_shape_4 + ((s17) ? (i0) : (((s18) ? (i1) : (((s19) ? (i2) : (((s20) ? (i3) : (0)))))))))*x_shape_5 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (0))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=3, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_34_y(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s3) ? (i0) : (0))*x_shape_1 + ((s4) ? (i0) : (((s5) ? (i1) : (((s6) ? (i2) : (0)))))))*x_shape_2 + ((s7) ? (i0) : (((s8) ? (i1) : (((s9) ? (i2) : (0)))))))*x_shape_3 + ((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0)))))))*x_shape_4 + ((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (0)))))))*x_shape_5 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (0))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=4, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_35_y(
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
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((((s2) ? (i0) : (0))*x_shape_1 + ((s3) ? (i0) : (((s4) ? (i1) : (0)))))*x_shape_2 + ((s5) ? (i0) : (((s6) ? (i1) : (0)))))*x_shape_3 + ((s7) ? (i0) : (((s8) ? (i1) : (0)))))*x_shape_4 + ((s9) ? (i0) : (((s10) ? (i1) : (0)))))*x_shape_5 + ((s11) ? (i0) : (((s12) ? (i1) : (0))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=5, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_36_y(
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
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((((((s1) ? (i0) : (0))*x_shape_1 + ((s2) ? (i0) : (0)))*x_shape_2 + ((s3) ? (i0) : (0)))*x_shape_3 + ((s4) ? (i0) : (0)))*x_shape_4 + ((s5) ? (i0) : (0)))*x_shape_5 + ((s6) ? (i0) : (0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* squeeze, structure len:axes=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_37_y(
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
      const T v0 = x[((((0*x_shape_1 + 0)*x_shape_2 + 0)*x_shape_3 + 0)*x_shape_4 + 0)*x_shape_5 + 0];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_squeeze_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axes: ints in [-6, 5]; default [] */
  int64_t attr_axes[CVM_MAX_INTS];
  int len_axes;
  int has_axes; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_squeeze_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                            cvm_squeeze_call* call) {
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

/* squeeze, structure kept axes=0, len:axes=0, rank:x=1 */
static int _squeeze_0_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=1 */
static int _squeeze_1_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = x_shape_0 != 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=1, rank:x=1 */
static int _squeeze_2_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-1, 1) */
  if (!(-1 <= axes_0 && axes_0 < 1)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=2 */
static int _squeeze_3_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=2 */
static int _squeeze_4_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;

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
      CVM_LAUNCH(_squeeze_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=2 */
static int _squeeze_5_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 2 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(x_shape_1*((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=2, rank:x=2 */
static int _squeeze_6_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_1 && axes_1 < 2)) return CVM_INVALID;
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) != 1))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=3 */
static int _squeeze_7_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=3 */
static int _squeeze_8_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;

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
      CVM_LAUNCH(_squeeze_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=3 */
static int _squeeze_9_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 2 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2))*((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = x_shape_0 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;

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
      CVM_LAUNCH(_squeeze_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=3 */
static int _squeeze_10_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 3 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (x_shape_2));
  const int64_t s3 = x_shape_0 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;

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
      CVM_LAUNCH(_squeeze_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=3, rank:x=3 */
static int _squeeze_11_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) != 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=4 */
static int _squeeze_12_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=4 */
static int _squeeze_13_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;

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
      CVM_LAUNCH(_squeeze_13_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=4 */
static int _squeeze_14_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 2 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))))*((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = x_shape_0 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;

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
      CVM_LAUNCH(_squeeze_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=4 */
static int _squeeze_15_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 3 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = x_shape_0 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;

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
      CVM_LAUNCH(_squeeze_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=4 */
static int _squeeze_16_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 4 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (x_shape_3))));
  const int64_t s4 = x_shape_0 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;

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
      CVM_LAUNCH(_squeeze_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=4, rank:x=4 */
static int _squeeze_17_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) != 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=5 */
static int _squeeze_18_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=5 */
static int _squeeze_19_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;

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
      CVM_LAUNCH(_squeeze_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=5 */
static int _squeeze_20_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 2 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))*((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s2 = x_shape_0 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;

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
      CVM_LAUNCH(_squeeze_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=5 */
static int _squeeze_21_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 3 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s3 = x_shape_0 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;

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
      CVM_LAUNCH(_squeeze_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=5 */
static int _squeeze_22_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 4 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s4 = x_shape_0 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s19 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s20 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1;

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
      CVM_LAUNCH(_squeeze_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=5, len:axes=0, rank:x=5 */
static int _squeeze_23_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4) <= 1073741824)) return CVM_INVALID;
  /* structure: kept axes == 5 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 5)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4)))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (cvm_big(x_shape_4))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s4 = ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (x_shape_4))))));
  const int64_t s5 = x_shape_0 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s19 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;
  const int64_t s20 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1;
  const int64_t s21 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s22 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s23 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s24 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1;
  const int64_t s25 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1;

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
      CVM_LAUNCH(_squeeze_23_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_23_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_23_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_23_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=5, rank:x=5 */
static int _squeeze_24_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_x == 5))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) != 4))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_24_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_24_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_24_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_24_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=6 */
static int _squeeze_25_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 0 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 0)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_25_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_25_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_25_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_25_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=6 */
static int _squeeze_26_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 1 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = x_shape_0 != 1;
  const int64_t s2 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_26_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_26_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_26_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_26_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=6 */
static int _squeeze_27_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 2 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 2)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))*((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = x_shape_0 != 1;
  const int64_t s3 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_27_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_27_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_27_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_27_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=6 */
static int _squeeze_28_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 3 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 3)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = x_shape_0 != 1;
  const int64_t s4 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1 && x_shape_5 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 2 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_28_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_28_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_28_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_28_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=6 */
static int _squeeze_29_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 4 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 4)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = x_shape_0 != 1;
  const int64_t s5 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s19 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s20 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1;
  const int64_t s21 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;
  const int64_t s22 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1 && x_shape_5 != 1;
  const int64_t s23 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 2 && x_shape_5 != 1;
  const int64_t s24 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 3 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_29_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_29_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_29_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_29_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=5, len:axes=0, rank:x=6 */
static int _squeeze_30_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 5 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 5)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = x_shape_0 != 1;
  const int64_t s6 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s19 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;
  const int64_t s20 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1;
  const int64_t s21 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s22 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s23 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s24 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1;
  const int64_t s25 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1;
  const int64_t s26 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;
  const int64_t s27 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1 && x_shape_5 != 1;
  const int64_t s28 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 2 && x_shape_5 != 1;
  const int64_t s29 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 3 && x_shape_5 != 1;
  const int64_t s30 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 4 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_30_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_30_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_30_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_30_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=6, len:axes=0, rank:x=6 */
static int _squeeze_31_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 0 &&
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
  /* structure: kept axes == 6 */
  if (!(((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) + ((x_shape_5 != 1) ? (1) : (0)) == 6)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((x_shape_0 != 1) ? (1) : (0)) == 5 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 5 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 5 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 5 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 1 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 2 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 3 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 4 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 5 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 5 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 5 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 5 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((cvm_big(x_shape_0) != 1) ? (cvm_big(x_shape_0)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_1) != 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_2) != 1) ? (cvm_big(x_shape_2)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_3) != 1) ? (cvm_big(x_shape_3)) : (((((cvm_big(x_shape_0) != 1) ? (1) : (0)) + ((cvm_big(x_shape_1) != 1) ? (1) : (0)) + ((cvm_big(x_shape_2) != 1) ? (1) : (0)) + ((cvm_big(x_shape_3) != 1) ? (1) : (0)) == 0 && cvm_big(x_shape_4) != 1) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((x_shape_0 != 1) ? (x_shape_0) : (((((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = ((((x_shape_0 != 1) ? (1) : (0)) == 5 && x_shape_1 != 1) ? (x_shape_1) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 5 && x_shape_2 != 1) ? (x_shape_2) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 5 && x_shape_3 != 1) ? (x_shape_3) : (((((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 5 && x_shape_4 != 1) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s6 = x_shape_0 != 1;
  const int64_t s7 = ((x_shape_0 != 1) ? (1) : (0)) == 0 && x_shape_1 != 1;
  const int64_t s8 = ((x_shape_0 != 1) ? (1) : (0)) == 1 && x_shape_1 != 1;
  const int64_t s9 = ((x_shape_0 != 1) ? (1) : (0)) == 2 && x_shape_1 != 1;
  const int64_t s10 = ((x_shape_0 != 1) ? (1) : (0)) == 3 && x_shape_1 != 1;
  const int64_t s11 = ((x_shape_0 != 1) ? (1) : (0)) == 4 && x_shape_1 != 1;
  const int64_t s12 = ((x_shape_0 != 1) ? (1) : (0)) == 5 && x_shape_1 != 1;
  const int64_t s13 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 0 && x_shape_2 != 1;
  const int64_t s14 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 1 && x_shape_2 != 1;
  const int64_t s15 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 2 && x_shape_2 != 1;
  const int64_t s16 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 3 && x_shape_2 != 1;
  const int64_t s17 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 4 && x_shape_2 != 1;
  const int64_t s18 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) == 5 && x_shape_2 != 1;
  const int64_t s19 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 0 && x_shape_3 != 1;
  const int64_t s20 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 1 && x_shape_3 != 1;
  const int64_t s21 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 2 && x_shape_3 != 1;
  const int64_t s22 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 3 && x_shape_3 != 1;
  const int64_t s23 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 4 && x_shape_3 != 1;
  const int64_t s24 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) == 5 && x_shape_3 != 1;
  const int64_t s25 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 0 && x_shape_4 != 1;
  const int64_t s26 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 1 && x_shape_4 != 1;
  const int64_t s27 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 2 && x_shape_4 != 1;
  const int64_t s28 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 3 && x_shape_4 != 1;
  const int64_t s29 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 4 && x_shape_4 != 1;
  const int64_t s30 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) == 5 && x_shape_4 != 1;
  const int64_t s31 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 0 && x_shape_5 != 1;
  const int64_t s32 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 1 && x_shape_5 != 1;
  const int64_t s33 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 2 && x_shape_5 != 1;
  const int64_t s34 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 3 && x_shape_5 != 1;
  const int64_t s35 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 4 && x_shape_5 != 1;
  const int64_t s36 = ((x_shape_0 != 1) ? (1) : (0)) + ((x_shape_1 != 1) ? (1) : (0)) + ((x_shape_2 != 1) ? (1) : (0)) + ((x_shape_3 != 1) ? (1) : (0)) + ((x_shape_4 != 1) ? (1) : (0)) == 5 && x_shape_5 != 1;

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
      CVM_LAUNCH(_squeeze_31_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_31_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_31_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_31_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=1, rank:x=6 */
static int _squeeze_32_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s25 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s27 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s28 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;

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
      CVM_LAUNCH(_squeeze_32_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_32_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_32_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_32_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=2, rank:x=6 */
static int _squeeze_33_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_0 && axes_0 < 6)) return CVM_INVALID;
  /* every entry of axes in [-6, 6) */
  if (!(-6 <= axes_1 && axes_1 < 6)) return CVM_INVALID;
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2;
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3;
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3;
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4;
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4;
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4;
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5;
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5;
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5;
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5;

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
      CVM_LAUNCH(_squeeze_33_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_33_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_33_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_33_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=3, rank:x=6 */
static int _squeeze_34_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 0 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 1 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 2 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 3 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 3) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4 && ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) != 4 && ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3;
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4;
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5;
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5;

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
      CVM_LAUNCH(_squeeze_34_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_34_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_34_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_34_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=4, rank:x=6 */
static int _squeeze_35_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 4 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];
  const int64_t axes_2 = cvm_call->attr_axes[2];
  const int64_t axes_3 = cvm_call->attr_axes[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5))))))))))*((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5;

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
      CVM_LAUNCH(_squeeze_35_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_35_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_35_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_35_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=5, rank:x=6 */
static int _squeeze_36_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 5 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0;
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 5;

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
      CVM_LAUNCH(_squeeze_36_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_36_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_36_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_36_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=6, rank:x=6 */
static int _squeeze_37_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 6 &&
        cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
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
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 0 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 0 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 0 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 1 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 1 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 1 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 2 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 2 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 2 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 3 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 3 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 3 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 3))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_4 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 4 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 4 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 4 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 4 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 4))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_5 == 1 || (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5 && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != 5 && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != 5 && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != 5 && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != 5 && ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) != 5))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_squeeze_37_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_37_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_37_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_37_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_squeeze_planned(const cvm_squeeze_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _squeeze_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_22_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_23_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_24_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_25_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_26_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_27_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_28_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_29_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_30_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_31_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_32_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_33_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_34_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_35_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_36_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_37_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_squeeze_lifted(const cvm_squeeze_call* call, int k, cvm_squeeze_call* lifted,
                              DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axes) {
    if (lifted->len_axes == 0) {  /* () is every axis of length 1 */
      for (int j = 0; j < call->rank_x; ++j)
        if (call->in_x->shape[j] == 1) lifted->attr_axes[lifted->len_axes++] = j;
    }
    if (lifted->len_axes == 0 || lifted->len_axes >= call->rank_x) return 0;  /* none, or every one */
    const int first = 0;
    if (lifted->len_axes + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_axes - 1; j >= 0; --j) lifted->attr_axes[j + first] = cvm_lifted_axis(lifted->attr_axes[j], call->rank_x, k);
    for (int j = 0; j < first; ++j) lifted->attr_axes[j] = j;
    lifted->len_axes += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_squeeze(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                           int n_outputs, const char* attrs_json) {
  cvm_squeeze_call call;
  if (cvm_squeeze_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_squeeze_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_squeeze_call lifted;
    if (!cvm_squeeze_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_squeeze_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
