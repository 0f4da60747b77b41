/*
 * squeeze: drop axes of size 1 (all of them when axes=()); all dropped gives (1,)
 *
 * Generated from the cvmverify spec of squeeze; regenerate rather than edit.
 * 24 structures (input ranks, tuple lengths, flags, modes), one kernel per
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

/* squeeze, structure len:axes=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_6_y(
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

/* squeeze, structure len:axes=2, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_7_y(
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
__global__ void _squeeze_8_y(
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
__global__ void _squeeze_9_y(
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
__global__ void _squeeze_11_y(
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

/* squeeze, structure len:axes=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_12_y(
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

/* squeeze, structure len:axes=2, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_13_y(
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

/* squeeze, structure len:axes=3, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_14_y(
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
__global__ void _squeeze_15_y(
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
__global__ void _squeeze_17_y(
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
__global__ void _squeeze_18_y(
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
__global__ void _squeeze_19_y(
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

/* squeeze, structure len:axes=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_20_y(
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

/* squeeze, structure len:axes=2, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_21_y(
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

/* squeeze, structure len:axes=3, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_22_y(
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

/* squeeze, structure len:axes=4, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _squeeze_23_y(
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

/* squeeze, structure len:axes=1, rank:x=2 */
static int _squeeze_6_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-2, 2) */
  if (!(-2 <= axes_0 && axes_0 < 2)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0;
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1;

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
      CVM_LAUNCH(_squeeze_6_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_6_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_6_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_6_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=2, rank:x=2 */
static int _squeeze_7_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_7_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_7_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_7_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_7_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=3 */
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
      CVM_LAUNCH(_squeeze_8_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_8_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_8_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_8_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=3 */
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
      CVM_LAUNCH(_squeeze_9_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_9_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_9_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_9_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=3 */
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
      CVM_LAUNCH(_squeeze_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=3 */
static int _squeeze_11_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_11_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_11_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_11_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_11_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=1, rank:x=3 */
static int _squeeze_12_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2))*((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;

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
      CVM_LAUNCH(_squeeze_12_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_12_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_12_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_12_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=2, rank:x=3 */
static int _squeeze_13_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_0 && axes_0 < 3)) return CVM_INVALID;
  /* every entry of axes in [-3, 3) */
  if (!(-3 <= axes_1 && axes_1 < 3)) return CVM_INVALID;
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 2))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0;
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != 2;

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
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_13_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_13_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_13_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=3, rank:x=3 */
static int _squeeze_14_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_14_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_14_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_14_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_14_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=0, len:axes=0, rank:x=4 */
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
      CVM_LAUNCH(_squeeze_15_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_15_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_15_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_15_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=1, len:axes=0, rank:x=4 */
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
      CVM_LAUNCH(_squeeze_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=2, len:axes=0, rank:x=4 */
static int _squeeze_17_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_17_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_17_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_17_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_17_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=3, len:axes=0, rank:x=4 */
static int _squeeze_18_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_18_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_18_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_18_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_18_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure kept axes=4, len:axes=0, rank:x=4 */
static int _squeeze_19_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_19_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_19_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_19_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_19_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=1, rank:x=4 */
static int _squeeze_20_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2)) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;

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
      CVM_LAUNCH(_squeeze_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=2, rank:x=4 */
static int _squeeze_21_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axes_0 = cvm_call->attr_axes[0];
  const int64_t axes_1 = cvm_call->attr_axes[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_0 && axes_0 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-6, 5] */
  if (!(-6 <= axes_1 && axes_1 <= 5)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3))))))*((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1;
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3;

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
      CVM_LAUNCH(_squeeze_21_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_21_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_21_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_21_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=3, rank:x=4 */
static int _squeeze_22_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->len_axes == 3 &&
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
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_0 && axes_0 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_1 && axes_1 < 4)) return CVM_INVALID;
  /* every entry of axes in [-4, 4) */
  if (!(-4 <= axes_2 && axes_2 < 4)) return CVM_INVALID;
  /* axes distinct */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_0 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_1 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_2 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2))) return CVM_INVALID;
  /* every squeezed axis has dim 1 */
  if (!(x_shape_3 == 1 || (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 3))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0;
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1;
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2;
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 0 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 1 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 2 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3 && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != 3 && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != 3;

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
      CVM_LAUNCH(_squeeze_22_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_22_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_22_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_22_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* squeeze, structure len:axes=4, rank:x=4 */
static int _squeeze_23_run(const cvm_squeeze_call* cvm_call, DLTensor* cvm_outputs,
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
      CVM_LAUNCH(_squeeze_23_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 2:
      CVM_LAUNCH(_squeeze_23_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 4:
      CVM_LAUNCH(_squeeze_23_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    case 8:
      CVM_LAUNCH(_squeeze_23_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_squeeze(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                           int n_outputs, const char* attrs_json) {
  cvm_squeeze_call call;
  if (cvm_squeeze_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _squeeze_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_7_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_8_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_9_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_10_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_11_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_12_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_13_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_14_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_15_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_16_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_17_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_18_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_19_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_20_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_21_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_22_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _squeeze_23_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
