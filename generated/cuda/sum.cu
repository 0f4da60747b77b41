/*
 * sum: sum over axes (all axes when axes=())
 *
 * Generated from the cvmverify spec of sum; regenerate rather than edit.
 * 43 structures (input ranks, tuple lengths, flags, modes), one kernel per
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

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=1: output y (int32) */
__global__ void _sum_2_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=2: output y (int32) */
__global__ void _sum_3_y(
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
__global__ void _sum_4_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=2: output y (int32) */
__global__ void _sum_5_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=3: output y (int32) */
__global__ void _sum_6_y(
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
__global__ void _sum_7_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=3: output y (int32) */
__global__ void _sum_8_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=4: output y (int32) */
__global__ void _sum_9_y(
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
__global__ void _sum_10_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=4: output y (int32) */
__global__ void _sum_11_y(
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

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=5: output y (int32) */
__global__ void _sum_12_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                const int64_t v0 = x[(((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5];
                v1 += v0;
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=5: output y (int32) */
__global__ void _sum_13_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                const int64_t v0 = x[(((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5];
                v1 += v0;
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=5, rank:x=5: output y (int32) */
__global__ void _sum_14_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s9,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        for (int64_t r2 = 0; r2 < s1; ++r2) {
          for (int64_t r3 = 0; r3 < s2; ++r3) {
            for (int64_t r4 = 0; r4 < s3; ++r4) {
              for (int64_t r5 = 0; r5 < s4; ++r5) {
                const int64_t v0 = x[(((((s5) ? (r1) : (0))*x_shape_1 + ((s6) ? (r2) : (0)))*x_shape_2 + ((s7) ? (r3) : (0)))*x_shape_3 + ((s8) ? (r4) : (0)))*x_shape_4 + ((s9) ? (r5) : (0))];
                v1 += v0;
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=6: output y (int32) */
__global__ void _sum_15_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                for (int64_t r6 = 0; r6 < x_shape_5; ++r6) {
                  const int64_t v0 = x[((((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5)*x_shape_5 + r6];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=6: output y (int32) */
__global__ void _sum_16_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                for (int64_t r6 = 0; r6 < x_shape_5; ++r6) {
                  const int64_t v0 = x[((((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5)*x_shape_5 + r6];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=6: output y (int32) */
__global__ void _sum_17_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                for (int64_t r6 = 0; r6 < x_shape_5; ++r6) {
                  const int64_t v0 = x[((((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5)*x_shape_5 + r6];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=6: output y (int32) */
__global__ void _sum_18_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < x_shape_0; ++r1) {
        for (int64_t r2 = 0; r2 < x_shape_1; ++r2) {
          for (int64_t r3 = 0; r3 < x_shape_2; ++r3) {
            for (int64_t r4 = 0; r4 < x_shape_3; ++r4) {
              for (int64_t r5 = 0; r5 < x_shape_4; ++r5) {
                for (int64_t r6 = 0; r6 < x_shape_5; ++r6) {
                  const int64_t v0 = x[((((r1*x_shape_1 + r2)*x_shape_2 + r3)*x_shape_3 + r4)*x_shape_4 + r5)*x_shape_5 + r6];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=6: output y (int32) */
__global__ void _sum_19_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s36,
    int64_t s37,
    int64_t s38,
    int64_t s39,
    int64_t s40,
    int64_t s41,
    int64_t s42,
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s5; ++r1) {
        for (int64_t r2 = 0; r2 < s6; ++r2) {
          for (int64_t r3 = 0; r3 < s7; ++r3) {
            for (int64_t r4 = 0; r4 < s8; ++r4) {
              for (int64_t r5 = 0; r5 < s9; ++r5) {
                for (int64_t r6 = 0; r6 < s10; ++r6) {
                  const int64_t v0 = x[((((((s11) ? (r1) : (((s12) ? (i0) : (0))))*x_shape_1 + ((s13) ? (r2) : (((s14) ? (i0) : (((s15) ? (i1) : (((s16) ? (i2) : (((s17) ? (i3) : (((s18) ? (i4) : (0)))))))))))))*x_shape_2 + ((s19) ? (r3) : (((s20) ? (i0) : (((s21) ? (i1) : (((s22) ? (i2) : (((s23) ? (i3) : (((s24) ? (i4) : (0)))))))))))))*x_shape_3 + ((s25) ? (r4) : (((s26) ? (i0) : (((s27) ? (i1) : (((s28) ? (i2) : (((s29) ? (i3) : (((s30) ? (i4) : (0)))))))))))))*x_shape_4 + ((s31) ? (r5) : (((s32) ? (i0) : (((s33) ? (i1) : (((s34) ? (i2) : (((s35) ? (i3) : (((s36) ? (i4) : (0)))))))))))))*x_shape_5 + ((s37) ? (r6) : (((s38) ? (i0) : (((s39) ? (i1) : (((s40) ? (i2) : (((s41) ? (i3) : (((s42) ? (i4) : (0))))))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=6: output y (int32) */
__global__ void _sum_20_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            for (int64_t r4 = 0; r4 < s4; ++r4) {
              for (int64_t r5 = 0; r5 < s5; ++r5) {
                for (int64_t r6 = 0; r6 < s6; ++r6) {
                  const int64_t v0 = x[((((((s7) ? (r1) : (((s8) ? (i0) : (0))))*x_shape_1 + ((s9) ? (r2) : (((s10) ? (i0) : (0)))))*x_shape_2 + ((s11) ? (r3) : (((s12) ? (i0) : (0)))))*x_shape_3 + ((s13) ? (r4) : (((s14) ? (i0) : (0)))))*x_shape_4 + ((s15) ? (r5) : (((s16) ? (i0) : (0)))))*x_shape_5 + ((s17) ? (r6) : (((s18) ? (i0) : (0))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=6: output y (int32) */
__global__ void _sum_21_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=6: output y (int32) */
__global__ void _sum_22_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=6: output y (int32) */
__global__ void _sum_23_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s36,
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
              for (int64_t r5 = 0; r5 < s8; ++r5) {
                for (int64_t r6 = 0; r6 < s9; ++r6) {
                  const int64_t v0 = x[((((((s10) ? (r1) : (((s11) ? (i0) : (0))))*x_shape_1 + ((s12) ? (r2) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0)))))))))))*x_shape_2 + ((s17) ? (r3) : (((s18) ? (i0) : (((s19) ? (i1) : (((s20) ? (i2) : (((s21) ? (i3) : (0)))))))))))*x_shape_3 + ((s22) ? (r4) : (((s23) ? (i0) : (((s24) ? (i1) : (((s25) ? (i2) : (((s26) ? (i3) : (0)))))))))))*x_shape_4 + ((s27) ? (r5) : (((s28) ? (i0) : (((s29) ? (i1) : (((s30) ? (i2) : (((s31) ? (i3) : (0)))))))))))*x_shape_5 + ((s32) ? (r6) : (((s33) ? (i0) : (((s34) ? (i1) : (((s35) ? (i2) : (((s36) ? (i3) : (0))))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=6: output y (int32) */
__global__ void _sum_24_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
              for (int64_t r5 = 0; r5 < s6; ++r5) {
                for (int64_t r6 = 0; r6 < s7; ++r6) {
                  const int64_t v0 = x[((((((s8) ? (r1) : (((s9) ? (i0) : (0))))*x_shape_1 + ((s10) ? (r2) : (((s11) ? (i0) : (((s12) ? (i1) : (0)))))))*x_shape_2 + ((s13) ? (r3) : (((s14) ? (i0) : (((s15) ? (i1) : (0)))))))*x_shape_3 + ((s16) ? (r4) : (((s17) ? (i0) : (((s18) ? (i1) : (0)))))))*x_shape_4 + ((s19) ? (r5) : (((s20) ? (i0) : (((s21) ? (i1) : (0)))))))*x_shape_5 + ((s22) ? (r6) : (((s23) ? (i0) : (((s24) ? (i1) : (0))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=6: output y (int32) */
__global__ void _sum_25_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=6: output y (int32) */
__global__ void _sum_26_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=6: output y (int32) */
__global__ void _sum_27_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
              for (int64_t r5 = 0; r5 < s7; ++r5) {
                for (int64_t r6 = 0; r6 < s8; ++r6) {
                  const int64_t v0 = x[((((((s9) ? (r1) : (((s10) ? (i0) : (0))))*x_shape_1 + ((s11) ? (r2) : (((s12) ? (i0) : (((s13) ? (i1) : (((s14) ? (i2) : (0)))))))))*x_shape_2 + ((s15) ? (r3) : (((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (0)))))))))*x_shape_3 + ((s19) ? (r4) : (((s20) ? (i0) : (((s21) ? (i1) : (((s22) ? (i2) : (0)))))))))*x_shape_4 + ((s23) ? (r5) : (((s24) ? (i0) : (((s25) ? (i1) : (((s26) ? (i2) : (0)))))))))*x_shape_5 + ((s27) ? (r6) : (((s28) ? (i0) : (((s29) ? (i1) : (((s30) ? (i2) : (0))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=6: output y (int32) */
__global__ void _sum_28_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
              for (int64_t r5 = 0; r5 < s7; ++r5) {
                for (int64_t r6 = 0; r6 < s8; ++r6) {
                  const int64_t v0 = x[((((((s9) ? (r1) : (((s10) ? (i0) : (0))))*x_shape_1 + ((s11) ? (r2) : (((s12) ? (i0) : (((s13) ? (i1) : (((s14) ? (i2) : (0)))))))))*x_shape_2 + ((s15) ? (r3) : (((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (0)))))))))*x_shape_3 + ((s19) ? (r4) : (((s20) ? (i0) : (((s21) ? (i1) : (((s22) ? (i2) : (0)))))))))*x_shape_4 + ((s23) ? (r5) : (((s24) ? (i0) : (((s25) ? (i1) : (((s26) ? (i2) : (0)))))))))*x_shape_5 + ((s27) ? (r6) : (((s28) ? (i0) : (((s29) ? (i1) : (((s30) ? (i2) : (0))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=6: output y (int32) */
__global__ void _sum_29_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=6: output y (int32) */
__global__ void _sum_30_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=6: output y (int32) */
__global__ void _sum_31_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
              for (int64_t r5 = 0; r5 < s6; ++r5) {
                for (int64_t r6 = 0; r6 < s7; ++r6) {
                  const int64_t v0 = x[((((((s8) ? (r1) : (((s9) ? (i0) : (0))))*x_shape_1 + ((s10) ? (r2) : (((s11) ? (i0) : (((s12) ? (i1) : (0)))))))*x_shape_2 + ((s13) ? (r3) : (((s14) ? (i0) : (((s15) ? (i1) : (0)))))))*x_shape_3 + ((s16) ? (r4) : (((s17) ? (i0) : (((s18) ? (i1) : (0)))))))*x_shape_4 + ((s19) ? (r5) : (((s20) ? (i0) : (((s21) ? (i1) : (0)))))))*x_shape_5 + ((s22) ? (r6) : (((s23) ? (i0) : (((s24) ? (i1) : (0))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=4, rank:x=6: output y (int32) */
__global__ void _sum_32_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s36,
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
              for (int64_t r5 = 0; r5 < s8; ++r5) {
                for (int64_t r6 = 0; r6 < s9; ++r6) {
                  const int64_t v0 = x[((((((s10) ? (r1) : (((s11) ? (i0) : (0))))*x_shape_1 + ((s12) ? (r2) : (((s13) ? (i0) : (((s14) ? (i1) : (((s15) ? (i2) : (((s16) ? (i3) : (0)))))))))))*x_shape_2 + ((s17) ? (r3) : (((s18) ? (i0) : (((s19) ? (i1) : (((s20) ? (i2) : (((s21) ? (i3) : (0)))))))))))*x_shape_3 + ((s22) ? (r4) : (((s23) ? (i0) : (((s24) ? (i1) : (((s25) ? (i2) : (((s26) ? (i3) : (0)))))))))))*x_shape_4 + ((s27) ? (r5) : (((s28) ? (i0) : (((s29) ? (i1) : (((s30) ? (i2) : (((s31) ? (i3) : (0)))))))))))*x_shape_5 + ((s32) ? (r6) : (((s33) ? (i0) : (((s34) ? (i1) : (((s35) ? (i2) : (((s36) ? (i3) : (0))))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=4, rank:x=6: output y (int32) */
__global__ void _sum_33_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=4, rank:x=6: output y (int32) */
__global__ void _sum_34_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=5, rank:x=6: output y (int32) */
__global__ void _sum_35_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s1; ++r1) {
        for (int64_t r2 = 0; r2 < s2; ++r2) {
          for (int64_t r3 = 0; r3 < s3; ++r3) {
            for (int64_t r4 = 0; r4 < s4; ++r4) {
              for (int64_t r5 = 0; r5 < s5; ++r5) {
                for (int64_t r6 = 0; r6 < s6; ++r6) {
                  const int64_t v0 = x[((((((s7) ? (r1) : (((s8) ? (i0) : (0))))*x_shape_1 + ((s9) ? (r2) : (((s10) ? (i0) : (0)))))*x_shape_2 + ((s11) ? (r3) : (((s12) ? (i0) : (0)))))*x_shape_3 + ((s13) ? (r4) : (((s14) ? (i0) : (0)))))*x_shape_4 + ((s15) ? (r5) : (((s16) ? (i0) : (0)))))*x_shape_5 + ((s17) ? (r6) : (((s18) ? (i0) : (0))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=5, rank:x=6: output y (int32) */
__global__ void _sum_36_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s36,
    int64_t s37,
    int64_t s38,
    int64_t s39,
    int64_t s40,
    int64_t s41,
    int64_t s42,
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s5; ++r1) {
        for (int64_t r2 = 0; r2 < s6; ++r2) {
          for (int64_t r3 = 0; r3 < s7; ++r3) {
            for (int64_t r4 = 0; r4 < s8; ++r4) {
              for (int64_t r5 = 0; r5 < s9; ++r5) {
                for (int64_t r6 = 0; r6 < s10; ++r6) {
                  const int64_t v0 = x[((((((s11) ? (r1) : (((s12) ? (i0) : (0))))*x_shape_1 + ((s13) ? (r2) : (((s14) ? (i0) : (((s15) ? (i1) : (((s16) ? (i2) : (((s17) ? (i3) : (((s18) ? (i4) : (0)))))))))))))*x_shape_2 + ((s19) ? (r3) : (((s20) ? (i0) : (((s21) ? (i1) : (((s22) ? (i2) : (((s23) ? (i3) : (((s24) ? (i4) : (0)))))))))))))*x_shape_3 + ((s25) ? (r4) : (((s26) ? (i0) : (((s27) ? (i1) : (((s28) ? (i2) : (((s29) ? (i3) : (((s30) ? (i4) : (0)))))))))))))*x_shape_4 + ((s31) ? (r5) : (((s32) ? (i0) : (((s33) ? (i1) : (((s34) ? (i2) : (((s35) ? (i3) : (((s36) ? (i4) : (0)))))))))))))*x_shape_5 + ((s37) ? (r6) : (((s38) ? (i0) : (((s39) ? (i1) : (((s40) ? (i2) : (((s41) ? (i3) : (((s42) ? (i4) : (0))))))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=5, rank:x=6: output y (int32) */
__global__ void _sum_37_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=5, rank:x=6: output y (int32) */
__global__ void _sum_38_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=6, rank:x=6: output y (int32) */
__global__ void _sum_39_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
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
    int* cvm_error) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s0; ++r1) {
        for (int64_t r2 = 0; r2 < s1; ++r2) {
          for (int64_t r3 = 0; r3 < s2; ++r3) {
            for (int64_t r4 = 0; r4 < s3; ++r4) {
              for (int64_t r5 = 0; r5 < s4; ++r5) {
                for (int64_t r6 = 0; r6 < s5; ++r6) {
                  const int64_t v0 = x[((((((s6) ? (r1) : (0))*x_shape_1 + ((s7) ? (r2) : (0)))*x_shape_2 + ((s8) ? (r3) : (0)))*x_shape_3 + ((s9) ? (r4) : (0)))*x_shape_4 + ((s10) ? (r5) : (0)))*x_shape_5 + ((s11) ? (r6) : (0))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=False, len:axes=6, rank:x=6: output y (int32) */
__global__ void _sum_40_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int64_t s36,
    int64_t s37,
    int64_t s38,
    int64_t s39,
    int64_t s40,
    int64_t s41,
    int64_t s42,
    int64_t s43,
    int64_t s44,
    int64_t s45,
    int64_t s46,
    int64_t s47,
    int64_t s48,
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (((s13) ? (i0) : (0))))*x_shape_1 + ((s14) ? (r2) : (((s15) ? (i0) : (((s16) ? (i1) : (((s17) ? (i2) : (((s18) ? (i3) : (((s19) ? (i4) : (((s20) ? (i5) : (0)))))))))))))))*x_shape_2 + ((s21) ? (r3) : (((s22) ? (i0) : (((s23) ? (i1) : (((s24) ? (i2) : (((s25) ? (i3) : (((s26) ? (i4) : (((s27) ? (i5) : (0)))))))))))))))*x_shape_3 + ((s28) ? (r4) : (((s29) ? (i0) : (((s30) ? (i1) : (((s31) ? (i2) : (((s32) ? (i3) : (((s33) ? (i4) : (((s34) ? (i5) : (0)))))))))))))))*x_shape_4 + ((s35) ? (r5) : (((s36) ? (i0) : (((s37) ? (i1) : (((s38) ? (i2) : (((s39) ? (i3) : (((s40) ? (i4) : (((s41) ? (i5) : (0)))))))))))))))*x_shape_5 + ((s42) ? (r6) : (((s43) ? (i0) : (((s44) ? (i1) : (((s45) ? (i2) : (((s46) ? (i3) : (((s47) ? (i4) : (((s48) ? (i5) : (0))))))))))))))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=True, len:axes=6, rank:x=6: output y (int32) */
__global__ void _sum_41_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=True, keepdims=True, len:axes=6, rank:x=6: output y (int32) */
__global__ void _sum_42_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
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
    int* cvm_error) {
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
      int64_t v1 = 0;
      for (int64_t r1 = 0; r1 < s6; ++r1) {
        for (int64_t r2 = 0; r2 < s7; ++r2) {
          for (int64_t r3 = 0; r3 < s8; ++r3) {
            for (int64_t r4 = 0; r4 < s9; ++r4) {
              for (int64_t r5 = 0; r5 < s10; ++r5) {
                for (int64_t r6 = 0; r6 < s11; ++r6) {
                  const int64_t v0 = x[((((((s12) ? (r1) : (i0))*x_shape_1 + ((s13) ? (r2) : (i1)))*x_shape_2 + ((s14) ? (r3) : (i2)))*x_shape_3 + ((s15) ? (r4) : (i3)))*x_shape_4 + ((s16) ? (r5) : (i4)))*x_shape_5 + ((s17) ? (r6) : (i5))];
                  v1 += v0;
                }
              }
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

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=1 */
static int _sum_2_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_2_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, s0, s1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=2 */
static int _sum_3_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_3_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=2 */
static int _sum_4_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_4_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=2 */
static int _sum_5_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_5_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s0, s1, s2, s3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=3 */
static int _sum_6_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_6_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=3 */
static int _sum_7_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_7_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=3 */
static int _sum_8_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_8_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s0, s1, s2, s3, s4, s5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=4 */
static int _sum_9_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_9_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=4 */
static int _sum_10_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_10_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=4 */
static int _sum_11_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
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
  CVM_LAUNCH(_sum_11_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s0, s1, s2, s3, s4, s5, s6, s7, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=5 */
static int _sum_12_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  CVM_LAUNCH(_sum_12_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=5 */
static int _sum_13_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  CVM_LAUNCH(_sum_13_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=5, rank:x=5 */
static int _sum_14_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 5 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1) ? (x_shape_1) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2) ? (x_shape_2) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3) ? (x_shape_3) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4) ? (x_shape_4) : (1));
  const int64_t s5 = ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 0;
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 1;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 2;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 3;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 5) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 5) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 5) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 5) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 5) : (axes_4)) == 4;

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
  CVM_LAUNCH(_sum_14_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=0, rank:x=6 */
static int _sum_15_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  CVM_LAUNCH(_sum_15_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=0, rank:x=6 */
static int _sum_16_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 0 &&
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
  CVM_LAUNCH(_sum_16_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=0, rank:x=6 */
static int _sum_17_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, 1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=0, rank:x=6 */
static int _sum_18_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 0 &&
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
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {1, 1, 1, 1, 1, 1};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=1, rank:x=6 */
static int _sum_19_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 1 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 2 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 3 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 4 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (0)) == 0 && ((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (x_shape_5) : (1));
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0;
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s19 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2;
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s25 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3;
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s27 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s28 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s31 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4;
  const int64_t s32 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s33 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s34 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s35 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s36 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s37 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5;
  const int64_t s38 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s39 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 1 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s40 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 2 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s41 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 3 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s42 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (0)) == 4 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37, s38, s39, s40, s41, s42, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=1, rank:x=6 */
static int _sum_20_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5) ? (x_shape_5) : (1));
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (1) : (0)) == 0 && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5;

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
  CVM_LAUNCH(_sum_20_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=1, rank:x=6 */
static int _sum_21_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=1, rank:x=6 */
static int _sum_22_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 1 &&
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
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) != 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=2, rank:x=6 */
static int _sum_23_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) == 3 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) == 3 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) == 3 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (1) : (0)) == 3 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (cvm_big(x_shape_0)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (x_shape_3) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (x_shape_4) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (x_shape_5) : (1));
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0;
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0);
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1;
  const int64_t s13 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s14 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s15 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s16 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2;
  const int64_t s18 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s19 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s20 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s21 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s22 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3;
  const int64_t s23 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s24 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s25 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s26 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s27 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4;
  const int64_t s28 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s29 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s30 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s31 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s32 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5;
  const int64_t s33 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);
  const int64_t s34 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);
  const int64_t s35 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);
  const int64_t s36 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (0)) == 3 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);

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
  CVM_LAUNCH(_sum_23_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=2, rank:x=6 */
static int _sum_24_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))))*((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5)) ? (x_shape_5) : (1));
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0);
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0;
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s19 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s22 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);

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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=2, rank:x=6 */
static int _sum_25_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=2, rank:x=6 */
static int _sum_26_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 2 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (x_shape_3)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (x_shape_4)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5)) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3)) ? (1) : (cvm_big(x_shape_3)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4)) ? (1) : (cvm_big(x_shape_4)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5)) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (1) : (x_shape_4));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5)) ? (1) : (x_shape_5));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=3, rank:x=6 */
static int _sum_27_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (1) : (0)) == 1 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (1) : (0)) == 2 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (cvm_big(x_shape_0)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (0)) + ((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (1) : (0)) == 0 && !(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (x_shape_3) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (x_shape_4) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (x_shape_5) : (1));
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0;
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0);
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1;
  const int64_t s12 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s13 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s14 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2;
  const int64_t s16 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s17 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s18 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s19 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3;
  const int64_t s20 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s21 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s22 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s23 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4;
  const int64_t s24 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s25 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s26 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s27 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5;
  const int64_t s28 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);
  const int64_t s29 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);
  const int64_t s30 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (1) : (0)) == 2 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);

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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=3, rank:x=6 */
static int _sum_28_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5)) ? (x_shape_5) : (1));
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0);
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0;
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s12 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s19 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s23 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s25 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s27 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);
  const int64_t s28 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);

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
  CVM_LAUNCH(_sum_28_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=3, rank:x=6 */
static int _sum_29_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=3, rank:x=6 */
static int _sum_30_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 3 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (x_shape_3)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (1) : (x_shape_4)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5)) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3)) ? (1) : (cvm_big(x_shape_3)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4)) ? (1) : (cvm_big(x_shape_4)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5)) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (1) : (x_shape_4));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5)) ? (1) : (x_shape_5));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=4, rank:x=6 */
static int _sum_31_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))))*((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (x_shape_1) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (x_shape_2) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (x_shape_3) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (x_shape_4) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (x_shape_5) : (1));
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0;
  const int64_t s9 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0);
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1;
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s12 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2;
  const int64_t s14 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s15 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3;
  const int64_t s17 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s18 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s19 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4;
  const int64_t s20 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s21 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s22 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5;
  const int64_t s23 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);
  const int64_t s24 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (1) : (0)) == 1 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);

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
  CVM_LAUNCH(_sum_31_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=4, rank:x=6 */
static int _sum_32_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (x_shape_0) : (1));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5)) ? (x_shape_5) : (1));
  const int64_t s10 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0);
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0;
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s13 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s22 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s25 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s27 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s28 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s31 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s32 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);
  const int64_t s33 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);
  const int64_t s34 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);
  const int64_t s35 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);
  const int64_t s36 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);

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
  CVM_LAUNCH(_sum_32_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=4, rank:x=6 */
static int _sum_33_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=4, rank:x=6 */
static int _sum_34_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 4 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (x_shape_3)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (1) : (x_shape_4)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5)) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3)) ? (1) : (cvm_big(x_shape_3)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4)) ? (1) : (cvm_big(x_shape_4)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5)) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (1) : (x_shape_4));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5)) ? (1) : (x_shape_5));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=5, rank:x=6 */
static int _sum_35_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 5 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (x_shape_0) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (x_shape_1) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (x_shape_2) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (x_shape_3) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (x_shape_4) : (1));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (x_shape_5) : (1));
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0;
  const int64_t s8 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0);
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1;
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2;
  const int64_t s12 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3;
  const int64_t s14 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4;
  const int64_t s16 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5;
  const int64_t s18 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (0)) + ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (1) : (0)) == 0 && !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);

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
  CVM_LAUNCH(_sum_35_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=5, rank:x=6 */
static int _sum_36_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 5 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (x_shape_0) : (1));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5)) ? (x_shape_5) : (1));
  const int64_t s11 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0);
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0;
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s14 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s19 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s21 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s25 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s27 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s28 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s31 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s32 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s33 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s34 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s35 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s36 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s37 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);
  const int64_t s38 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);
  const int64_t s39 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);
  const int64_t s40 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);
  const int64_t s41 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);
  const int64_t s42 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[5] = {s0, s1, s2, s3, s4};
    if (!cvm_output_is(&cvm_outputs[0], 5, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37, s38, s39, s40, s41, s42, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=5, rank:x=6 */
static int _sum_37_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 5 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=5, rank:x=6 */
static int _sum_38_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 5 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (x_shape_3)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (1) : (x_shape_4)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5)) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3)) ? (1) : (cvm_big(x_shape_3)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4)) ? (1) : (cvm_big(x_shape_4)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5)) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (1) : (x_shape_4));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5)) ? (1) : (x_shape_5));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=False, len:axes=6, rank:x=6 */
static int _sum_39_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 6 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(1 <= 16777216)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (1));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (x_shape_1) : (1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (x_shape_2) : (1));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (x_shape_3) : (1));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (x_shape_4) : (1));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (x_shape_5) : (1));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0;
  const int64_t s7 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1;
  const int64_t s8 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2;
  const int64_t s9 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3;
  const int64_t s10 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5;

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
  CVM_LAUNCH(_sum_39_y, cvm_blocks(cvm_count_0), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=False, len:axes=6, rank:x=6 */
static int _sum_40_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 0 &&
        cvm_call->len_axes == 6 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 1 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 2 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 3 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 4 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 5 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 5 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 5 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 5 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(x_shape_0)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (cvm_big(x_shape_1)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (cvm_big(x_shape_2)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (cvm_big(x_shape_3)) : (((((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (0)) + ((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (0)) == 0 && (((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s2 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s3 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s4 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s5 = ((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (((((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (x_shape_5))))))));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0);
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0;
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s15 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s16 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s17 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s18 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s19 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s20 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s21 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s22 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s23 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s24 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s25 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s26 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s27 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s28 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s29 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s30 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s31 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s32 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s33 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s34 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s35 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s36 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s37 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s38 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s39 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s40 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s41 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s42 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s43 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 0 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s44 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 1 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s45 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 2 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s46 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 3 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s47 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 4 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);
  const int64_t s48 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (0)) + ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (0)) == 5 && (((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37, s38, s39, s40, s41, s42, s43, s44, s45, s46, s47, s48, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=False, keepdims=True, len:axes=6, rank:x=6 */
static int _sum_41_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 0 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 6 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (x_shape_0)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (x_shape_1)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (x_shape_2)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (x_shape_3)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (x_shape_4)) <= 16777216 && ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (1) : (cvm_big(x_shape_0)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (1) : (cvm_big(x_shape_1)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (1) : (cvm_big(x_shape_2)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (1) : (cvm_big(x_shape_3)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4) ? (1) : (cvm_big(x_shape_4)))*((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 5) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (1) : (x_shape_0));
  const int64_t s1 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (1) : (x_shape_1));
  const int64_t s2 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (1) : (x_shape_2));
  const int64_t s3 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (1) : (x_shape_3));
  const int64_t s4 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (1) : (x_shape_4));
  const int64_t s5 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (1) : (x_shape_5));
  const int64_t s6 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (1));
  const int64_t s7 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (x_shape_1) : (1));
  const int64_t s8 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (x_shape_2) : (1));
  const int64_t s9 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (x_shape_3) : (1));
  const int64_t s10 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (x_shape_4) : (1));
  const int64_t s11 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5) ? (x_shape_5) : (1));
  const int64_t s12 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0;
  const int64_t s13 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1;
  const int64_t s14 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2;
  const int64_t s15 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4;
  const int64_t s17 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* sum, structure exclude=True, keepdims=True, len:axes=6, rank:x=6 */
static int _sum_42_run(const cvm_sum_call* cvm_call, DLTensor* cvm_outputs,
                       int cvm_n_outputs) {
  if (!(cvm_call->attr_exclude == 1 &&
        cvm_call->attr_keepdims == 1 &&
        cvm_call->len_axes == 6 &&
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
  /* axes distinct (after adding rank to negative entries) */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0)) ? (1) : (x_shape_0)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (1) : (x_shape_1)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (1) : (x_shape_2)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (1) : (x_shape_3)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (1) : (x_shape_4)) <= 16777216 && ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5)) ? (1) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0)) ? (1) : (cvm_big(x_shape_0)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1)) ? (1) : (cvm_big(x_shape_1)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2)) ? (1) : (cvm_big(x_shape_2)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3)) ? (1) : (cvm_big(x_shape_3)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4)) ? (1) : (cvm_big(x_shape_4)))*((!(((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 5 || ((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 5 || ((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 5 || ((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 5 || ((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 5 || ((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 5)) ? (1) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0)) ? (1) : (x_shape_0));
  const int64_t s1 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (1) : (x_shape_1));
  const int64_t s2 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (1) : (x_shape_2));
  const int64_t s3 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (1) : (x_shape_3));
  const int64_t s4 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (1) : (x_shape_4));
  const int64_t s5 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5)) ? (1) : (x_shape_5));
  const int64_t s6 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0)) ? (x_shape_0) : (1));
  const int64_t s7 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1)) ? (x_shape_1) : (1));
  const int64_t s8 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2)) ? (x_shape_2) : (1));
  const int64_t s9 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3)) ? (x_shape_3) : (1));
  const int64_t s10 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4)) ? (x_shape_4) : (1));
  const int64_t s11 = ((!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5)) ? (x_shape_5) : (1));
  const int64_t s12 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0);
  const int64_t s13 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1);
  const int64_t s14 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2);
  const int64_t s15 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3);
  const int64_t s16 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4);
  const int64_t s17 = !(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5 || ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5 || ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5 || ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5 || ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5 || ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, cvm_int32_dtype())) return CVM_INVALID;
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
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, cvm_memory.error);
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_sum_planned(const cvm_sum_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _sum_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_5_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_6_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_7_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_8_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_9_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_10_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_11_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_12_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_13_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_14_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_15_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_16_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_17_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_18_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_19_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_20_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_21_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_22_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_23_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_24_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_25_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_26_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_27_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_28_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_29_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_30_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_31_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_32_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_33_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_34_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_35_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_36_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_37_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_38_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_39_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_40_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_41_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _sum_42_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_sum_lifted(const cvm_sum_call* call, int k, cvm_sum_call* lifted,
                          DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axes) {
    const int reduced = call->attr_exclude ? call->rank_x - lifted->len_axes : (lifted->len_axes ? lifted->len_axes : call->rank_x);
    if (reduced >= call->rank_x && !call->attr_keepdims) return 0;  /* every axis dropped */
    if (lifted->len_axes == 0 && !call->attr_exclude) {  /* () reduces every axis */
      for (int j = 0; j < call->rank_x; ++j) lifted->attr_axes[j] = j;
      lifted->len_axes = call->rank_x;
    }
    const int first = call->attr_exclude ? k : 0;
    if (lifted->len_axes + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_axes - 1; j >= 0; --j) lifted->attr_axes[j + first] = cvm_lifted_axis(lifted->attr_axes[j], call->rank_x, k);
    for (int j = 0; j < first; ++j) lifted->attr_axes[j] = j;
    lifted->len_axes += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_sum(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                       int n_outputs, const char* attrs_json) {
  cvm_sum_call call;
  if (cvm_sum_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_sum_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_sum_call lifted;
    if (!cvm_sum_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_sum_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
