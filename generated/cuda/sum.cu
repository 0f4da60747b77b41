/*
 * sum: sum over axes (all axes when axes=())
 *
 * Generated from the cvmverify spec of sum; regenerate rather than edit.
 * 56 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_sum(const DLTensor* inputs, int n_inputs,
 *              DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=1: output y (int32) */
__global__ void _sum_0_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        const int64_t v0 = x[r1];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=1: output y (int32) */
__global__ void _sum_1_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        const int64_t v0 = x[r1];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=1: output y (int32) */
__global__ void _sum_2_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        const int64_t v0 = x[r1];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=1: output y (int32) */
__global__ void _sum_3_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        const int64_t v0 = x[r1];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=1: output y (int32) */
__global__ void _sum_4_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s0,
    int64_t s1,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        const int64_t v0 = x[((s1) ? (r1) : (0))];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=1: output y (int32) */
__global__ void _sum_5_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        const int64_t v0 = x[((s1) ? (r1) : (((s2) ? (i0) : (0))))];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=1: output y (int32) */
__global__ void _sum_6_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        const int64_t v0 = x[((s2) ? (r1) : (i0))];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=1: output y (int32) */
__global__ void _sum_7_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        const int64_t v0 = x[((s2) ? (r1) : (i0))];
        v1 += v0;
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=2: output y (int32) */
__global__ void _sum_8_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          const int64_t v0 = x[r1*x_shape_1 + r2];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=2: output y (int32) */
__global__ void _sum_9_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          const int64_t v0 = x[r1*x_shape_1 + r2];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=2: output y (int32) */
__global__ void _sum_10_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          const int64_t v0 = x[r1*x_shape_1 + r2];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=2: output y (int32) */
__global__ void _sum_11_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          const int64_t v0 = x[r1*x_shape_1 + r2];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=2: output y (int32) */
__global__ void _sum_12_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          const int64_t v0 = x[((s3) ? (r1) : (((s4) ? (i0) : (0))))*x_shape_1 + ((s5) ? (r2) : (((s6) ? (i0) : (0))))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=2: output y (int32) */
__global__ void _sum_13_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          const int64_t v0 = x[((s3) ? (r1) : (((s4) ? (i0) : (0))))*x_shape_1 + ((s5) ? (r2) : (((s6) ? (i0) : (0))))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=2: output y (int32) */
__global__ void _sum_14_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          const int64_t v0 = x[((s4) ? (r1) : (i0))*x_shape_1 + ((s5) ? (r2) : (i1))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=2: output y (int32) */
__global__ void _sum_15_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          const int64_t v0 = x[((s4) ? (r1) : (i0))*x_shape_1 + ((s5) ? (r2) : (i1))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=2: output y (int32) */
__global__ void _sum_16_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        for (int64_t r2 = 0; r2 < s1; ++r2) {
          const int64_t v0 = x[((s2) ? (r1) : (0))*x_shape_1 + ((s3) ? (r2) : (0))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=2: output y (int32) */
__global__ void _sum_17_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
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
      const int64_t i1 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          const int64_t v0 = x[((s3) ? (r1) : (((s4) ? (i0) : (0))))*x_shape_1 + ((s5) ? (r2) : (((s6) ? (i0) : (((s7) ? (i1) : (0))))))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=2: output y (int32) */
__global__ void _sum_18_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          const int64_t v0 = x[((s4) ? (r1) : (i0))*x_shape_1 + ((s5) ? (r2) : (i1))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=2: output y (int32) */
__global__ void _sum_19_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          const int64_t v0 = x[((s4) ? (r1) : (i0))*x_shape_1 + ((s5) ? (r2) : (i1))];
          v1 += v0;
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=3: output y (int32) */
__global__ void _sum_20_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            const int64_t v0 = x[(r1*x_shape_1 + r2)*x_shape_2 + r3];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=3: output y (int32) */
__global__ void _sum_21_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            const int64_t v0 = x[(r1*x_shape_1 + r2)*x_shape_2 + r3];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=3: output y (int32) */
__global__ void _sum_22_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            const int64_t v0 = x[(r1*x_shape_1 + r2)*x_shape_2 + r3];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=3: output y (int32) */
__global__ void _sum_23_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            const int64_t v0 = x[(r1*x_shape_1 + r2)*x_shape_2 + r3];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=3: output y (int32) */
__global__ void _sum_24_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          for (int64_t r3 = 0; r3 < s4; ++r3) {
            const int64_t v0 = x[(((s5) ? (r1) : (((s6) ? (i0) : (0))))*x_shape_1 + ((s7) ? (r2) : (((s8) ? (i0) : (((s9) ? (i1) : (0)))))))*x_shape_2 + ((s10) ? (r3) : (((s11) ? (i0) : (((s12) ? (i1) : (0))))))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=3: output y (int32) */
__global__ void _sum_25_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s9,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            const int64_t v0 = x[(((s4) ? (r1) : (((s5) ? (i0) : (0))))*x_shape_1 + ((s6) ? (r2) : (((s7) ? (i0) : (0)))))*x_shape_2 + ((s8) ? (r3) : (((s9) ? (i0) : (0))))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=3: output y (int32) */
__global__ void _sum_26_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=3: output y (int32) */
__global__ void _sum_27_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=3: output y (int32) */
__global__ void _sum_28_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s9,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            const int64_t v0 = x[(((s4) ? (r1) : (((s5) ? (i0) : (0))))*x_shape_1 + ((s6) ? (r2) : (((s7) ? (i0) : (0)))))*x_shape_2 + ((s8) ? (r3) : (((s9) ? (i0) : (0))))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=3: output y (int32) */
__global__ void _sum_29_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          for (int64_t r3 = 0; r3 < s4; ++r3) {
            const int64_t v0 = x[(((s5) ? (r1) : (((s6) ? (i0) : (0))))*x_shape_1 + ((s7) ? (r2) : (((s8) ? (i0) : (((s9) ? (i1) : (0)))))))*x_shape_2 + ((s10) ? (r3) : (((s11) ? (i0) : (((s12) ? (i1) : (0))))))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=3: output y (int32) */
__global__ void _sum_30_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=3: output y (int32) */
__global__ void _sum_31_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=3: output y (int32) */
__global__ void _sum_32_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s0,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        for (int64_t r2 = 0; r2 < s1; ++r2) {
          for (int64_t r3 = 0; r3 < s2; ++r3) {
            const int64_t v0 = x[(((s3) ? (r1) : (0))*x_shape_1 + ((s4) ? (r2) : (0)))*x_shape_2 + ((s5) ? (r3) : (0))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=3: output y (int32) */
__global__ void _sum_33_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (((s7) ? (i0) : (0))))*x_shape_1 + ((s8) ? (r2) : (((s9) ? (i0) : (((s10) ? (i1) : (((s11) ? (i2) : (0)))))))))*x_shape_2 + ((s12) ? (r3) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (0))))))))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=3: output y (int32) */
__global__ void _sum_34_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=3: output y (int32) */
__global__ void _sum_35_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            const int64_t v0 = x[(((s6) ? (r1) : (i0))*x_shape_1 + ((s7) ? (r2) : (i1)))*x_shape_2 + ((s8) ? (r3) : (i2))];
            v1 += v0;
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=4: output y (int32) */
__global__ void _sum_36_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              const int64_t v0 = x[((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=4: output y (int32) */
__global__ void _sum_37_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              const int64_t v0 = x[((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=4: output y (int32) */
__global__ void _sum_38_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              const int64_t v0 = x[((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=4: output y (int32) */
__global__ void _sum_39_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              const int64_t v0 = x[((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=4: output y (int32) */
__global__ void _sum_40_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            for (int64_t r4 = 0; r4 < s6; ++r4) {
              const int64_t v0 = x[((((s7) ? (r1) : (((s8) ? (i0) : (0))))*x_shape_1 + ((s9) ? (r2) : (((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0)))))))))*x_shape_2 + ((s13) ? (r3) : (((s14) ? (i0) : (((s15) ? (i1) : (((s16) ? (i2) : (0)))))))))*x_shape_3 + ((s17) ? (r4) : (((s18) ? (i0) : (((s19) ? (i1) : (((s20) ? (i2) : (0))))))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=4: output y (int32) */
__global__ void _sum_41_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            for (int64_t r4 = 0; r4 < s4; ++r4) {
              const int64_t v0 = x[((((s5) ? (r1) : (((s6) ? (i0) : (0))))*x_shape_1 + ((s7) ? (r2) : (((s8) ? (i0) : (0)))))*x_shape_2 + ((s9) ? (r3) : (((s10) ? (i0) : (0)))))*x_shape_3 + ((s11) ? (r4) : (((s12) ? (i0) : (0))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=4: output y (int32) */
__global__ void _sum_42_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=4: output y (int32) */
__global__ void _sum_43_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=4: output y (int32) */
__global__ void _sum_44_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s16,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          for (int64_t r3 = 0; r3 < s4; ++r3) {
            for (int64_t r4 = 0; r4 < s5; ++r4) {
              const int64_t v0 = x[((((s6) ? (r1) : (((s7) ? (i0) : (0))))*x_shape_1 + ((s8) ? (r2) : (((s9) ? (i0) : (((s10) ? (i1) : (0)))))))*x_shape_2 + ((s11) ? (r3) : (((s12) ? (i0) : (((s13) ? (i1) : (0)))))))*x_shape_3 + ((s14) ? (r4) : (((s15) ? (i0) : (((s16) ? (i1) : (0))))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=4: output y (int32) */
__global__ void _sum_45_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s16,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s2; ++r1) {
        for (int64_t r2 = 0; r2 < s3; ++r2) {
          for (int64_t r3 = 0; r3 < s4; ++r3) {
            for (int64_t r4 = 0; r4 < s5; ++r4) {
              const int64_t v0 = x[((((s6) ? (r1) : (((s7) ? (i0) : (0))))*x_shape_1 + ((s8) ? (r2) : (((s9) ? (i0) : (((s10) ? (i1) : (0)))))))*x_shape_2 + ((s11) ? (r3) : (((s12) ? (i0) : (((s13) ? (i1) : (0)))))))*x_shape_3 + ((s14) ? (r4) : (((s15) ? (i0) : (((s16) ? (i1) : (0))))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=4: output y (int32) */
__global__ void _sum_46_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=4: output y (int32) */
__global__ void _sum_47_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=4: output y (int32) */
__global__ void _sum_48_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            for (int64_t r4 = 0; r4 < s4; ++r4) {
              const int64_t v0 = x[((((s5) ? (r1) : (((s6) ? (i0) : (0))))*x_shape_1 + ((s7) ? (r2) : (((s8) ? (i0) : (0)))))*x_shape_2 + ((s9) ? (r3) : (((s10) ? (i0) : (0)))))*x_shape_3 + ((s11) ? (r4) : (((s12) ? (i0) : (0))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=4: output y (int32) */
__global__ void _sum_49_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s3; ++r1) {
        for (int64_t r2 = 0; r2 < s4; ++r2) {
          for (int64_t r3 = 0; r3 < s5; ++r3) {
            for (int64_t r4 = 0; r4 < s6; ++r4) {
              const int64_t v0 = x[((((s7) ? (r1) : (((s8) ? (i0) : (0))))*x_shape_1 + ((s9) ? (r2) : (((s10) ? (i0) : (((s11) ? (i1) : (((s12) ? (i2) : (0)))))))))*x_shape_2 + ((s13) ? (r3) : (((s14) ? (i0) : (((s15) ? (i1) : (((s16) ? (i2) : (0)))))))))*x_shape_3 + ((s17) ? (r4) : (((s18) ? (i0) : (((s19) ? (i1) : (((s20) ? (i2) : (0))))))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=4: output y (int32) */
__global__ void _sum_50_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=4: output y (int32) */
__global__ void _sum_51_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=4: output y (int32) */
__global__ void _sum_52_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s7,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        for (int64_t r2 = 0; r2 < s1; ++r2) {
          for (int64_t r3 = 0; r3 < s2; ++r3) {
            for (int64_t r4 = 0; r4 < s3; ++r4) {
              const int64_t v0 = x[((((s4) ? (r1) : (0))*x_shape_1 + ((s5) ? (r2) : (0)))*x_shape_2 + ((s6) ? (r3) : (0)))*x_shape_3 + ((s7) ? (r4) : (0))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=False, len:axes=4, rank:x=4: output y (int32) */
__global__ void _sum_53_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s16,
    int64_t s17,
    int64_t s18,
    int64_t s19,
    int64_t s20,
    int64_t s21,
    int64_t s22,
    int64_t s23,
    int64_t s24,
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (((s9) ? (i0) : (0))))*x_shape_1 + ((s10) ? (r2) : (((s11) ? (i0) : (((s12) ? (i1) : (((s13) ? (i2) : (((s14) ? (i3) : (0)))))))))))*x_shape_2 + ((s15) ? (r3) : (((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (((s19) ? (i3) : (0)))))))))))*x_shape_3 + ((s20) ? (r4) : (((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (0))))))))))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=False, keepdims=True, len:axes=4, rank:x=4: output y (int32) */
__global__ void _sum_54_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

/* sum, structure exclude=True, keepdims=True, len:axes=4, rank:x=4: output y (int32) */
__global__ void _sum_55_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s4; ++r1) {
        for (int64_t r2 = 0; r2 < s5; ++r2) {
          for (int64_t r3 = 0; r3 < s6; ++r3) {
            for (int64_t r4 = 0; r4 < s7; ++r4) {
              const int64_t v0 = x[((((s8) ? (r1) : (i0))*x_shape_1 + ((s9) ? (r2) : (i1)))*x_shape_2 + ((s10) ? (r3) : (i2)))*x_shape_3 + ((s11) ? (r4) : (i3))];
              v1 += v0;
            }
          }
        }
      }
      CVM_REQUIRE_INT32(v1);
      cvm_out[cvm_k] = (int32_t)v1;
    }
  cvm_next:;
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_sum_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* axes: ints in [-6, 5]; default [] */
  int64_t attr_axes[CVM_MAX_INTS];
  int len_axes;
  int has_axes; /* a value is bound: given or defaulted, not null, not ignored */
  /* keepdims: bool; default false */
  int attr_keepdims;
  int has_keepdims; /* a value is bound: given or defaulted, not null, not ignored */
  /* exclude: bool; default false */
  int attr_exclude;
  int has_exclude; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_sum_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                        cvm_sum_call* call) {
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
  static const char* const known[] = {"axes", "keepdims", "exclude"};
  if (!cvm_json_only(json, known, 3)) return CVM_INVALID;

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

  /* keepdims: bool; default false */
  {
    const char* v = cvm_json_value(json, "keepdims");
    if (v == NULL) v = "false";
    if (!cvm_json_bool(v, &call->attr_keepdims)) return CVM_INVALID;
    call->has_keepdims = 1;
  }

  /* exclude: bool; default false */
  {
    const char* v = cvm_json_value(json, "exclude");
    if (v == NULL) v = "false";
    if (!cvm_json_bool(v, &call->attr_exclude)) return CVM_INVALID;
    call->has_exclude = 1;
  }
  return CVM_OK;
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=1 */
static int _sum_0_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_0_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=1 */
static int _sum_1_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_1_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=1 */
static int _sum_2_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_2_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=1 */
static int _sum_3_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_3_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=1 */
static int _sum_4_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_4_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=1 */
static int _sum_5_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0;
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_5_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1, s2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=1 */
static int _sum_6_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) == 0;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_6_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=1 */
static int _sum_7_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 1) : (axes_0)) != 0;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_7_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s1, s2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=2 */
static int _sum_8_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_8_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=2 */
static int _sum_9_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                      int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_9_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=2 */
static int _sum_10_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_10_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=2 */
static int _sum_11_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_11_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=2 */
static int _sum_12_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0;
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_12_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, s6, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=2 */
static int _sum_13_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0;
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1;
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_13_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, s6, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=2 */
static int _sum_14_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (1) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_14_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=2 */
static int _sum_15_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1) ? (1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (1) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1) ? (1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_15_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=2 */
static int _sum_16_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s2 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0;
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_16_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=2 */
static int _sum_17_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(x_shape_1 <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(x_shape_1*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (x_shape_1));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s3 = !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0);
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0;
  const int64_t s5 = !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1);
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1);
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, x_shape_1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_17_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, s6, s7, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=2 */
static int _sum_18_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (1) : (x_shape_0))*((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_18_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=2 */
static int _sum_19_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1)) ? (1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0)) ? (1) : (x_shape_0))*((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1)) ? (1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s4 = !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 0);
  const int64_t s5 = !(((axes_0 < 0) ? (axes_0 + 2) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 2) : (axes_1)) == 1);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_19_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=3 */
static int _sum_20_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_20_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=3 */
static int _sum_21_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_21_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=3 */
static int _sum_22_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_22_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=3 */
static int _sum_23_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_23_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=3 */
static int _sum_24_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2))*((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0;
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_24_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=3 */
static int _sum_25_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0;
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_25_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=3 */
static int _sum_26_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_26_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=3 */
static int _sum_27_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) != 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) != 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) != 2) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_27_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=3 */
static int _sum_28_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0;
  const int64_t s5 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0);
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1;
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1);
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2;
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_28_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=3 */
static int _sum_29_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2))*((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2)))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s5 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0);
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0;
  const int64_t s7 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1);
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1);
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1);
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2);
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_29_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=3 */
static int _sum_30_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_30_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=3 */
static int _sum_31_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2)) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2)) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s6 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0);
  const int64_t s7 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1);
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_31_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=3 */
static int _sum_32_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s3 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0;
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_32_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=3 */
static int _sum_33_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2)))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s6 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0);
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0;
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1);
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1);
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1);
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1);
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2);
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_33_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=3 */
static int _sum_34_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_34_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=3 */
static int _sum_35_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2)) ? (1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 3) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 3) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 3) : (cvm_big(axes_2))) == 2)) ? (1) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s6 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 0);
  const int64_t s7 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 1);
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 3) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 3) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 3) : (axes_2)) == 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_35_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6, s7, s8, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=4 */
static int _sum_36_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_36_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=4 */
static int _sum_37_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_37_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=4 */
static int _sum_38_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_38_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=4 */
static int _sum_39_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_39_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=4 */
static int _sum_40_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (x_shape_3) : (1));
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_40_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=4 */
static int _sum_41_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3) ? (x_shape_3) : (1));
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0;
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_41_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=4 */
static int _sum_42_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_42_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=4 */
static int _sum_43_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) != 3) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_43_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=4 */
static int _sum_44_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))))*((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (x_shape_3) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0;
  const int64_t s7 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0);
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1;
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2;
  const int64_t s12 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s13 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3;
  const int64_t s15 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);
  const int64_t s16 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_44_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=4 */
static int _sum_45_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))))*((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3)) ? (x_shape_3) : (1));
  const int64_t s6 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0);
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0;
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_45_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=4 */
static int _sum_46_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_46_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=4 */
static int _sum_47_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3)) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3)) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3)) ? (x_shape_3) : (1));
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0);
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1);
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2);
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_47_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=4 */
static int _sum_48_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (x_shape_3) : (1));
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0;
  const int64_t s6 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0);
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1;
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2;
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3;
  const int64_t s12 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_48_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=4 */
static int _sum_49_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3)) ? (x_shape_3) : (1));
  const int64_t s7 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0);
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0;
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_49_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=4 */
static int _sum_50_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_50_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=4 */
static int _sum_51_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3)) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3)) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3)) ? (x_shape_3) : (1));
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0);
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1);
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2);
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_51_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=4 */
static int _sum_52_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (x_shape_1) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (x_shape_2) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (x_shape_3) : (1));
  const int64_t s4 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0;
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1;
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {1};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_52_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=4, rank:x=4 */
static int _sum_53_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3)))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3)))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (x_shape_3))));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0)) ? (x_shape_0) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3)) ? (x_shape_3) : (1));
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0);
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0;
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s20 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_53_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=4, rank:x=4 */
static int _sum_54_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 3) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_54_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=4, rank:x=4 */
static int _sum_55_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3)) ? (1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 4) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 4) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 4) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 4) : (cvm_big(axes_3))) == 3)) ? (1) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0)) ? (x_shape_0) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1)) ? (x_shape_1) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2)) ? (x_shape_2) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3)) ? (x_shape_3) : (1));
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 0);
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 1);
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 2);
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 4) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 4) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 4) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 4) : (axes_3)) == 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* x_int32 = cvm_memory.int32_data(x);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  CVM_LAUNCH(_sum_55_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_sum(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                       int n_outputs, const char* attrs_json) {
  cvm_sum_call call;
  if (cvm_sum_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _sum_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_7_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_8_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_9_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_10_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_11_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_12_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_13_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_14_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_15_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_16_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_17_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_18_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_19_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_20_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_21_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_22_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_23_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_24_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_25_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_26_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_27_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_28_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_29_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_30_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_31_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_32_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_33_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_34_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_35_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_36_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_37_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_38_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_39_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_40_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_41_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_42_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_43_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_44_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_45_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_46_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_47_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_48_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_49_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_50_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_51_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_52_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_53_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_54_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_55_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
