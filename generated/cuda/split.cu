/*
 * split: split along axis: num_splits equal parts > size_split chunks > sections
 *
 * Generated from the cvmverify spec of split; regenerate rather than edit.
 * 64 structures (input ranks, tuple lengths, flags, modes), one kernel per
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _split_0_y(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_1_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_1_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_2_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_2_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_2_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0 + sections_split_1) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_3_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_3_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_3_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0 + sections_split_1) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_3_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _split_4_y(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_5_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_5_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t size_split,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s2) ? (i0 + size_split) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_6_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_6_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t size_split,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + size_split) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_6_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_7_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_7_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t size_split,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + size_split) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_7_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_7_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s4) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_8_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_8_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t size_split,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + size_split) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_8_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_8_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1: output y4 (the element type of x) */
template <typename T>
__global__ void _split_8_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s5) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_9_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_9_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t size_split,
    int64_t s1) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + size_split) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_9_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_9_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y4 (the element type of x) */
template <typename T>
__global__ void _split_9_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s4) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1: output y5 (the element type of x) */
template <typename T>
__global__ void _split_9_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s6) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=1, rank:x=1: output y (the element type of x) */
template <typename T>
__global__ void _split_10_y(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_11_y0(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_11_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_12_y0(
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

/* split, structure has:num_splits=True, outputs=3, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_12_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_12_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_13_y0(
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

/* split, structure has:num_splits=True, outputs=4, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_13_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_13_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_13_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s4) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_14_y0(
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

/* split, structure has:num_splits=True, outputs=5, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_14_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_14_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_14_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s4) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=1: output y4 (the element type of x) */
template <typename T>
__global__ void _split_14_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s5) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y0 (the element type of x) */
template <typename T>
__global__ void _split_15_y0(
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

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y1 (the element type of x) */
template <typename T>
__global__ void _split_15_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s2) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s2) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y2 (the element type of x) */
template <typename T>
__global__ void _split_15_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s3) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y3 (the element type of x) */
template <typename T>
__global__ void _split_15_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s4) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y4 (the element type of x) */
template <typename T>
__global__ void _split_15_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s5) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1: output y5 (the element type of x) */
template <typename T>
__global__ void _split_15_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t s1,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      const int64_t i0 = cvm_k;
      const T v0 = x[((s1) ? (i0 + s6) : (i0))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _split_16_y(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_17_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_17_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_18_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_18_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_18_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s4,
    int64_t s5,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0 + sections_split_1) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_19_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_19_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_19_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s4,
    int64_t s5,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0 + sections_split_1) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_19_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s4,
    int64_t s5,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s5) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _split_20_y(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_21_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_21_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t size_split,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s4) ? (i0 + size_split) : (i0))*x_shape_1 + ((s5) ? (i1 + size_split) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_22_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_22_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + size_split) : (i0))*x_shape_1 + ((s3) ? (i1 + size_split) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_22_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s6) : (i0))*x_shape_1 + ((s3) ? (i1 + s6) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_23_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_23_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + size_split) : (i0))*x_shape_1 + ((s3) ? (i1 + size_split) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_23_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s4) : (i0))*x_shape_1 + ((s3) ? (i1 + s4) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_23_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s2,
    int64_t s3,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s7) : (i0))*x_shape_1 + ((s3) ? (i1 + s7) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_24_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_24_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + size_split) : (i0))*x_shape_1 + ((s3) ? (i1 + size_split) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_24_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s4) : (i0))*x_shape_1 + ((s3) ? (i1 + s4) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_24_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s3) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2: output y4 (the element type of x) */
template <typename T>
__global__ void _split_24_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s2,
    int64_t s3,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s8) : (i0))*x_shape_1 + ((s3) ? (i1 + s8) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_25_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_25_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + size_split) : (i0))*x_shape_1 + ((s3) ? (i1 + size_split) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_25_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s4) : (i0))*x_shape_1 + ((s3) ? (i1 + s4) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_25_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s3) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y4 (the element type of x) */
template <typename T>
__global__ void _split_25_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s6) : (i0))*x_shape_1 + ((s3) ? (i1 + s6) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2: output y5 (the element type of x) */
template <typename T>
__global__ void _split_25_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s2,
    int64_t s3,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s9) : (i0))*x_shape_1 + ((s3) ? (i1 + s9) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=1, rank:x=2: output y (the element type of x) */
template <typename T>
__global__ void _split_26_y(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_27_y0(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_27_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))*x_shape_1 + ((s4) ? (i1 + s3) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_28_y0(
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

/* split, structure has:num_splits=True, outputs=3, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_28_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))*x_shape_1 + ((s4) ? (i1 + s3) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_28_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s4) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_29_y0(
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

/* split, structure has:num_splits=True, outputs=4, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_29_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))*x_shape_1 + ((s4) ? (i1 + s3) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_29_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s4) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_29_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_30_y0(
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

/* split, structure has:num_splits=True, outputs=5, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_30_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))*x_shape_1 + ((s4) ? (i1 + s3) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_30_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s4) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_30_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=2: output y4 (the element type of x) */
template <typename T>
__global__ void _split_30_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s7) : (i0))*x_shape_1 + ((s4) ? (i1 + s7) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y0 (the element type of x) */
template <typename T>
__global__ void _split_31_y0(
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

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y1 (the element type of x) */
template <typename T>
__global__ void _split_31_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s3) : (i0))*x_shape_1 + ((s4) ? (i1 + s3) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y2 (the element type of x) */
template <typename T>
__global__ void _split_31_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s5) : (i0))*x_shape_1 + ((s4) ? (i1 + s5) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y3 (the element type of x) */
template <typename T>
__global__ void _split_31_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s6) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y4 (the element type of x) */
template <typename T>
__global__ void _split_31_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s7) : (i0))*x_shape_1 + ((s4) ? (i1 + s7) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2: output y5 (the element type of x) */
template <typename T>
__global__ void _split_31_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t s1,
    int64_t s2,
    int64_t s4,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((s2) ? (i0 + s8) : (i0))*x_shape_1 + ((s4) ? (i1 + s8) : (i1))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _split_32_y(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_33_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_33_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_34_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_34_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_34_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s10,
    int64_t s11) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i1 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0 + sections_split_1) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_35_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_35_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_35_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s10,
    int64_t s11) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i1 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0 + sections_split_1) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_35_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s13,
    int64_t s14) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i1 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s7) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1)))*x_shape_2 + ((s8) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _split_36_y(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_37_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_37_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t size_split,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i1 = cvm_rest % s4;
      cvm_rest /= s4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s6) ? (i0 + size_split) : (i0))*x_shape_1 + ((s7) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s8) ? (i2 + size_split) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_38_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_38_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + size_split) : (i0))*x_shape_1 + ((s4) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s5) ? (i2 + size_split) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_38_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i1 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s9) : (i0))*x_shape_1 + ((s4) ? (i1 + s9) : (i1)))*x_shape_2 + ((s5) ? (i2 + s9) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_39_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_39_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + size_split) : (i0))*x_shape_1 + ((s4) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s5) ? (i2 + size_split) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_39_y2(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1)))*x_shape_2 + ((s5) ? (i2 + s6) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_39_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s8,
    int64_t s9,
    int64_t s10) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i1 = cvm_rest % s8;
      cvm_rest /= s8;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s10) : (i0))*x_shape_1 + ((s4) ? (i1 + s10) : (i1)))*x_shape_2 + ((s5) ? (i2 + s10) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_40_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_40_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + size_split) : (i0))*x_shape_1 + ((s4) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s5) ? (i2 + size_split) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_40_y2(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1)))*x_shape_2 + ((s5) ? (i2 + s6) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_40_y3(
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
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s4) ? (i1 + s7) : (i1)))*x_shape_2 + ((s5) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3: output y4 (the element type of x) */
template <typename T>
__global__ void _split_40_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s9,
    int64_t s10,
    int64_t s11) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i1 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s11) : (i0))*x_shape_1 + ((s4) ? (i1 + s11) : (i1)))*x_shape_2 + ((s5) ? (i2 + s11) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_41_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_41_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + size_split) : (i0))*x_shape_1 + ((s4) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s5) ? (i2 + size_split) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_41_y2(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s6) : (i0))*x_shape_1 + ((s4) ? (i1 + s6) : (i1)))*x_shape_2 + ((s5) ? (i2 + s6) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_41_y3(
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
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s4) ? (i1 + s7) : (i1)))*x_shape_2 + ((s5) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y4 (the element type of x) */
template <typename T>
__global__ void _split_41_y4(
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
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s8) : (i0))*x_shape_1 + ((s4) ? (i1 + s8) : (i1)))*x_shape_2 + ((s5) ? (i2 + s8) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3: output y5 (the element type of x) */
template <typename T>
__global__ void _split_41_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s10,
    int64_t s11,
    int64_t s12) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i1 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s12) : (i0))*x_shape_1 + ((s4) ? (i1 + s12) : (i1)))*x_shape_2 + ((s5) ? (i2 + s12) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=1, rank:x=3: output y (the element type of x) */
template <typename T>
__global__ void _split_42_y(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_43_y0(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_43_y1(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s4) : (i0))*x_shape_1 + ((s5) ? (i1 + s4) : (i1)))*x_shape_2 + ((s6) ? (i2 + s4) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_44_y0(
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

/* split, structure has:num_splits=True, outputs=3, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_44_y1(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s4) : (i0))*x_shape_1 + ((s5) ? (i1 + s4) : (i1)))*x_shape_2 + ((s6) ? (i2 + s4) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_44_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s5) ? (i1 + s7) : (i1)))*x_shape_2 + ((s6) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_45_y0(
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

/* split, structure has:num_splits=True, outputs=4, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_45_y1(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s4) : (i0))*x_shape_1 + ((s5) ? (i1 + s4) : (i1)))*x_shape_2 + ((s6) ? (i2 + s4) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_45_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s5) ? (i1 + s7) : (i1)))*x_shape_2 + ((s6) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_45_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_46_y0(
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

/* split, structure has:num_splits=True, outputs=5, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_46_y1(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s4) : (i0))*x_shape_1 + ((s5) ? (i1 + s4) : (i1)))*x_shape_2 + ((s6) ? (i2 + s4) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_46_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s5) ? (i1 + s7) : (i1)))*x_shape_2 + ((s6) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_46_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=3: output y4 (the element type of x) */
template <typename T>
__global__ void _split_46_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s9) : (i0))*x_shape_1 + ((s5) ? (i1 + s9) : (i1)))*x_shape_2 + ((s6) ? (i2 + s9) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y0 (the element type of x) */
template <typename T>
__global__ void _split_47_y0(
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

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y1 (the element type of x) */
template <typename T>
__global__ void _split_47_y1(
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
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s4) : (i0))*x_shape_1 + ((s5) ? (i1 + s4) : (i1)))*x_shape_2 + ((s6) ? (i2 + s4) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y2 (the element type of x) */
template <typename T>
__global__ void _split_47_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s7) : (i0))*x_shape_1 + ((s5) ? (i1 + s7) : (i1)))*x_shape_2 + ((s6) ? (i2 + s7) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y3 (the element type of x) */
template <typename T>
__global__ void _split_47_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s8) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y4 (the element type of x) */
template <typename T>
__global__ void _split_47_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s9) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s9) : (i0))*x_shape_1 + ((s5) ? (i1 + s9) : (i1)))*x_shape_2 + ((s6) ? (i2 + s9) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3: output y5 (the element type of x) */
template <typename T>
__global__ void _split_47_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s5,
    int64_t s6,
    int64_t s10) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[(((s3) ? (i0 + s10) : (i0))*x_shape_1 + ((s5) ? (i1 + s10) : (i1)))*x_shape_2 + ((s6) ? (i2 + s10) : (i2))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _split_48_y(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_49_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_49_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_50_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_50_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_50_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s13,
    int64_t s14,
    int64_t s15) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i2 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i1 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0 + sections_split_1) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_51_y0(
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_51_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_51_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s13,
    int64_t s14,
    int64_t s15) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s15;
      cvm_rest /= s15;
      const int64_t i2 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i1 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0 + sections_split_1) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0 + sections_split_1) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0 + sections_split_1) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0 + sections_split_1) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_51_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t sections_split_0,
    int64_t sections_split_1,
    int64_t sections_split_2,
    int64_t s8,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s17,
    int64_t s18,
    int64_t s19) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s19;
      cvm_rest /= s19;
      const int64_t i2 = cvm_rest % s18;
      cvm_rest /= s18;
      const int64_t i1 = cvm_rest % s17;
      cvm_rest /= s17;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + sections_split_0 + sections_split_1 + sections_split_2) : (i0))*x_shape_1 + ((s9) ? (i1 + sections_split_0 + sections_split_1 + sections_split_2) : (i1)))*x_shape_2 + ((s10) ? (i2 + sections_split_0 + sections_split_1 + sections_split_2) : (i2)))*x_shape_3 + ((s11) ? (i3 + sections_split_0 + sections_split_1 + sections_split_2) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _split_52_y(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_53_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_53_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t size_split,
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
      const int64_t i3 = cvm_rest % s7;
      cvm_rest /= s7;
      const int64_t i2 = cvm_rest % s6;
      cvm_rest /= s6;
      const int64_t i1 = cvm_rest % s5;
      cvm_rest /= s5;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s8) ? (i0 + size_split) : (i0))*x_shape_1 + ((s9) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s10) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s11) ? (i3 + size_split) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_54_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_54_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
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
      const T v0 = x[((((s4) ? (i0 + size_split) : (i0))*x_shape_1 + ((s5) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s6) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s7) ? (i3 + size_split) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_54_y2(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s9,
    int64_t s10,
    int64_t s11,
    int64_t s12) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i2 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i1 = cvm_rest % s9;
      cvm_rest /= s9;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s12) : (i0))*x_shape_1 + ((s5) ? (i1 + s12) : (i1)))*x_shape_2 + ((s6) ? (i2 + s12) : (i2)))*x_shape_3 + ((s7) ? (i3 + s12) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_55_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_55_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
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
      const T v0 = x[((((s4) ? (i0 + size_split) : (i0))*x_shape_1 + ((s5) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s6) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s7) ? (i3 + size_split) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_55_y2(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2)))*x_shape_3 + ((s7) ? (i3 + s8) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_55_y3(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s10,
    int64_t s11,
    int64_t s12,
    int64_t s13) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s12;
      cvm_rest /= s12;
      const int64_t i2 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i1 = cvm_rest % s10;
      cvm_rest /= s10;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s13) : (i0))*x_shape_1 + ((s5) ? (i1 + s13) : (i1)))*x_shape_2 + ((s6) ? (i2 + s13) : (i2)))*x_shape_3 + ((s7) ? (i3 + s13) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_56_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_56_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
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
      const T v0 = x[((((s4) ? (i0 + size_split) : (i0))*x_shape_1 + ((s5) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s6) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s7) ? (i3 + size_split) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_56_y2(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2)))*x_shape_3 + ((s7) ? (i3 + s8) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_56_y3(
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
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s5) ? (i1 + s9) : (i1)))*x_shape_2 + ((s6) ? (i2 + s9) : (i2)))*x_shape_3 + ((s7) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4: output y4 (the element type of x) */
template <typename T>
__global__ void _split_56_y4(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s11,
    int64_t s12,
    int64_t s13,
    int64_t s14) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i2 = cvm_rest % s12;
      cvm_rest /= s12;
      const int64_t i1 = cvm_rest % s11;
      cvm_rest /= s11;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s14) : (i0))*x_shape_1 + ((s5) ? (i1 + s14) : (i1)))*x_shape_2 + ((s6) ? (i2 + s14) : (i2)))*x_shape_3 + ((s7) ? (i3 + s14) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_57_y0(
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

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_57_y1(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t size_split,
    int64_t s1,
    int64_t s2,
    int64_t s3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7) {
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
      const T v0 = x[((((s4) ? (i0 + size_split) : (i0))*x_shape_1 + ((s5) ? (i1 + size_split) : (i1)))*x_shape_2 + ((s6) ? (i2 + size_split) : (i2)))*x_shape_3 + ((s7) ? (i3 + size_split) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_57_y2(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s8) : (i0))*x_shape_1 + ((s5) ? (i1 + s8) : (i1)))*x_shape_2 + ((s6) ? (i2 + s8) : (i2)))*x_shape_3 + ((s7) ? (i3 + s8) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_57_y3(
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
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s5) ? (i1 + s9) : (i1)))*x_shape_2 + ((s6) ? (i2 + s9) : (i2)))*x_shape_3 + ((s7) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y4 (the element type of x) */
template <typename T>
__global__ void _split_57_y4(
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
    int64_t s10) {
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
      const T v0 = x[((((s4) ? (i0 + s10) : (i0))*x_shape_1 + ((s5) ? (i1 + s10) : (i1)))*x_shape_2 + ((s6) ? (i2 + s10) : (i2)))*x_shape_3 + ((s7) ? (i3 + s10) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4: output y5 (the element type of x) */
template <typename T>
__global__ void _split_57_y5(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t s4,
    int64_t s5,
    int64_t s6,
    int64_t s7,
    int64_t s12,
    int64_t s13,
    int64_t s14,
    int64_t s15) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i3 = cvm_rest % s14;
      cvm_rest /= s14;
      const int64_t i2 = cvm_rest % s13;
      cvm_rest /= s13;
      const int64_t i1 = cvm_rest % s12;
      cvm_rest /= s12;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s15) : (i0))*x_shape_1 + ((s5) ? (i1 + s15) : (i1)))*x_shape_2 + ((s6) ? (i2 + s15) : (i2)))*x_shape_3 + ((s7) ? (i3 + s15) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=1, rank:x=4: output y (the element type of x) */
template <typename T>
__global__ void _split_58_y(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_59_y0(
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

/* split, structure has:num_splits=True, outputs=2, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_59_y1(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1)))*x_shape_2 + ((s7) ? (i2 + s5) : (i2)))*x_shape_3 + ((s8) ? (i3 + s5) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_60_y0(
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

/* split, structure has:num_splits=True, outputs=3, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_60_y1(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1)))*x_shape_2 + ((s7) ? (i2 + s5) : (i2)))*x_shape_3 + ((s8) ? (i3 + s5) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=3, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_60_y2(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s9) : (i1)))*x_shape_2 + ((s7) ? (i2 + s9) : (i2)))*x_shape_3 + ((s8) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_61_y0(
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

/* split, structure has:num_splits=True, outputs=4, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_61_y1(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1)))*x_shape_2 + ((s7) ? (i2 + s5) : (i2)))*x_shape_3 + ((s8) ? (i3 + s5) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_61_y2(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s9) : (i1)))*x_shape_2 + ((s7) ? (i2 + s9) : (i2)))*x_shape_3 + ((s8) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=4, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_61_y3(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s10) {
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
      const T v0 = x[((((s4) ? (i0 + s10) : (i0))*x_shape_1 + ((s6) ? (i1 + s10) : (i1)))*x_shape_2 + ((s7) ? (i2 + s10) : (i2)))*x_shape_3 + ((s8) ? (i3 + s10) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_62_y0(
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

/* split, structure has:num_splits=True, outputs=5, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_62_y1(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1)))*x_shape_2 + ((s7) ? (i2 + s5) : (i2)))*x_shape_3 + ((s8) ? (i3 + s5) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_62_y2(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s9) : (i1)))*x_shape_2 + ((s7) ? (i2 + s9) : (i2)))*x_shape_3 + ((s8) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_62_y3(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s10) {
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
      const T v0 = x[((((s4) ? (i0 + s10) : (i0))*x_shape_1 + ((s6) ? (i1 + s10) : (i1)))*x_shape_2 + ((s7) ? (i2 + s10) : (i2)))*x_shape_3 + ((s8) ? (i3 + s10) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=5, rank:x=4: output y4 (the element type of x) */
template <typename T>
__global__ void _split_62_y4(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s11) {
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
      const T v0 = x[((((s4) ? (i0 + s11) : (i0))*x_shape_1 + ((s6) ? (i1 + s11) : (i1)))*x_shape_2 + ((s7) ? (i2 + s11) : (i2)))*x_shape_3 + ((s8) ? (i3 + s11) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y0 (the element type of x) */
template <typename T>
__global__ void _split_63_y0(
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

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y1 (the element type of x) */
template <typename T>
__global__ void _split_63_y1(
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
      const int64_t i3 = cvm_rest % s3;
      cvm_rest /= s3;
      const int64_t i2 = cvm_rest % s2;
      cvm_rest /= s2;
      const int64_t i1 = cvm_rest % s1;
      cvm_rest /= s1;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((s4) ? (i0 + s5) : (i0))*x_shape_1 + ((s6) ? (i1 + s5) : (i1)))*x_shape_2 + ((s7) ? (i2 + s5) : (i2)))*x_shape_3 + ((s8) ? (i3 + s5) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y2 (the element type of x) */
template <typename T>
__global__ void _split_63_y2(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s9) {
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
      const T v0 = x[((((s4) ? (i0 + s9) : (i0))*x_shape_1 + ((s6) ? (i1 + s9) : (i1)))*x_shape_2 + ((s7) ? (i2 + s9) : (i2)))*x_shape_3 + ((s8) ? (i3 + s9) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y3 (the element type of x) */
template <typename T>
__global__ void _split_63_y3(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s10) {
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
      const T v0 = x[((((s4) ? (i0 + s10) : (i0))*x_shape_1 + ((s6) ? (i1 + s10) : (i1)))*x_shape_2 + ((s7) ? (i2 + s10) : (i2)))*x_shape_3 + ((s8) ? (i3 + s10) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y4 (the element type of x) */
template <typename T>
__global__ void _split_63_y4(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s11) {
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
      const T v0 = x[((((s4) ? (i0 + s11) : (i0))*x_shape_1 + ((s6) ? (i1 + s11) : (i1)))*x_shape_2 + ((s7) ? (i2 + s11) : (i2)))*x_shape_3 + ((s8) ? (i3 + s11) : (i3))];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4: output y5 (the element type of x) */
template <typename T>
__global__ void _split_63_y5(
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
    int64_t s6,
    int64_t s7,
    int64_t s8,
    int64_t s12) {
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
      const T v0 = x[((((s4) ? (i0 + s12) : (i0))*x_shape_1 + ((s6) ? (i1 + s12) : (i1)))*x_shape_2 + ((s7) ? (i2 + s12) : (i2)))*x_shape_3 + ((s8) ? (i3 + s12) : (i3))];
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

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=1 */
static int _split_0_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 == x_shape_0)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));

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
      CVM_LAUNCH(_split_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=1 */
static int _split_1_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 2 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 == x_shape_0)) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;

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
      CVM_LAUNCH(_split_1_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_1_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_1_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_1_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_1_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_1_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_1_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_1_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=1 */
static int _split_2_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 3 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 == x_shape_0)) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s3 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));

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
    const int64_t shape[1] = {s3};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_2_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_2_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_2_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_2_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=1 */
static int _split_3_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 4 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 == x_shape_0)) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s3 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));

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
    const int64_t shape[1] = {s3};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s4};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, sections_split_0, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, sections_split_0, sections_split_1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_3_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, sections_split_0, sections_split_1, sections_split_2, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_3_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, sections_split_0, sections_split_1, sections_split_2, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_3_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, sections_split_0, sections_split_1, sections_split_2, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_3_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, sections_split_0, sections_split_1, sections_split_2, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=1 */
static int _split_4_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 1)) return CVM_NO_MATCH;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

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
      CVM_LAUNCH(_split_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=1 */
static int _split_5_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-size_split + x_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-size_split + x_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-size_split + x_shape_0) : (x_shape_0));
  const int64_t s2 = ((axis < 0) ? (axis + 1) : (axis)) == 0;

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
      CVM_LAUNCH(_split_5_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_5_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_5_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_5_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_5_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=1 */
static int _split_6_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-2*size_split + x_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-2*size_split + x_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-2*size_split + x_shape_0) : (x_shape_0));
  const int64_t s3 = 2*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s2};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_6_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_6_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_6_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_6_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_6_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_6_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_6_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_6_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_6_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_6_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_6_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_6_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=1 */
static int _split_7_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-3*size_split + x_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-3*size_split + x_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = 2*size_split;
  const int64_t s3 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-3*size_split + x_shape_0) : (x_shape_0));
  const int64_t s4 = 3*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s3};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_7_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_7_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_7_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_7_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_7_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_7_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_7_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=1 */
static int _split_8_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-4*size_split + x_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-4*size_split + x_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = 2*size_split;
  const int64_t s3 = 3*size_split;
  const int64_t s4 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-4*size_split + x_shape_0) : (x_shape_0));
  const int64_t s5 = 4*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s4};
    if (!cvm_output_is(&cvm_outputs[4], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_8_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_8_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_8_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_8_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=1 */
static int _split_9_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                        int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(cvm_floordiv(size_split + x_shape_0 - 1, size_split) == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-5*size_split + x_shape_0) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-5*size_split + x_shape_0) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = 2*size_split;
  const int64_t s3 = 3*size_split;
  const int64_t s4 = 4*size_split;
  const int64_t s5 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (-5*size_split + x_shape_0) : (x_shape_0));
  const int64_t s6 = 5*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[4], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s5};
    if (!cvm_output_is(&cvm_outputs[5], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, size_split, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_9_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_9_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_9_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_9_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=1, rank:x=1 */
static int _split_10_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(num_splits == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 1)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 1)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 1)) : (x_shape_0));

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
      CVM_LAUNCH(_split_10_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_10_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_10_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_10_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=2, rank:x=1 */
static int _split_11_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(num_splits == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 2)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 2)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 2)) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = cvm_floordiv(x_shape_0, 2);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_11_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_11_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_11_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_11_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=3, rank:x=1 */
static int _split_12_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(num_splits == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 3)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 3)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 3)) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = cvm_floordiv(x_shape_0, 3);
  const int64_t s3 = 2*cvm_floordiv(x_shape_0, 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_12_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_12_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_12_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_12_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_12_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_12_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_12_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_12_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_12_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_12_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_12_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_12_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=4, rank:x=1 */
static int _split_13_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(num_splits == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 4)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 4)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 4)) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = cvm_floordiv(x_shape_0, 4);
  const int64_t s3 = 2*cvm_floordiv(x_shape_0, 4);
  const int64_t s4 = 3*cvm_floordiv(x_shape_0, 4);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_13_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_13_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_13_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_13_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=5, rank:x=1 */
static int _split_14_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(num_splits == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 5)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 5)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 5)) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = cvm_floordiv(x_shape_0, 5);
  const int64_t s3 = 2*cvm_floordiv(x_shape_0, 5);
  const int64_t s4 = 3*cvm_floordiv(x_shape_0, 5);
  const int64_t s5 = 4*cvm_floordiv(x_shape_0, 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[4], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_14_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_14_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_14_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_14_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=6, rank:x=1 */
static int _split_15_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-1, 1) */
  if (!(-1 <= axis && axis < 1)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_0, num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(num_splits == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 6)) : (x_shape_0)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 6)) : (x_shape_0)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 1) : (axis)) == 0) ? (cvm_floordiv(x_shape_0, 6)) : (x_shape_0));
  const int64_t s1 = ((axis < 0) ? (axis + 1) : (axis)) == 0;
  const int64_t s2 = cvm_floordiv(x_shape_0, 6);
  const int64_t s3 = 2*cvm_floordiv(x_shape_0, 6);
  const int64_t s4 = 3*cvm_floordiv(x_shape_0, 6);
  const int64_t s5 = 4*cvm_floordiv(x_shape_0, 6);
  const int64_t s6 = 5*cvm_floordiv(x_shape_0, 6);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[0], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[1], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[2], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[3], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[4], 1, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[1] = {s0};
    if (!cvm_output_is(&cvm_outputs[5], 1, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, s1, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, s1, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, s1, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_15_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_15_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_15_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_15_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, s1, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=2 */
static int _split_16_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));

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
      CVM_LAUNCH(_split_16_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_16_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_16_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_16_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=2 */
static int _split_17_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 2 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 2) : (axis)) == 1;

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
      CVM_LAUNCH(_split_17_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_17_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_17_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_17_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_17_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=2 */
static int _split_18_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 3 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s6 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));

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
    const int64_t shape[2] = {s6, s7};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_18_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_18_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_18_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_18_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_18_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_18_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_18_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_18_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_18_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_18_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_18_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_18_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=2 */
static int _split_19_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 4 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 == ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_3) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s6 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s9 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));

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
    const int64_t shape[2] = {s6, s7};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s8, s9};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_19_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_19_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_19_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_19_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_19_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_19_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_19_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_19_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, sections_split_0, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_19_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_19_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_19_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_19_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, sections_split_0, sections_split_1, s4, s5, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_19_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, sections_split_0, sections_split_1, sections_split_2, s4, s5, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_19_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, sections_split_0, sections_split_1, sections_split_2, s4, s5, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_19_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, sections_split_0, sections_split_1, sections_split_2, s4, s5, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_19_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, sections_split_0, sections_split_1, sections_split_2, s4, s5, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=2 */
static int _split_20_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));

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
      CVM_LAUNCH(_split_20_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_20_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_20_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_20_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=2 */
static int _split_21_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s3 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 2) : (axis)) == 1;

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
      CVM_LAUNCH(_split_21_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_21_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_21_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_21_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_21_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_21_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_21_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_21_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=2 */
static int _split_22_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s4 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));
  const int64_t s6 = 2*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s4, s5};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_22_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_22_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_22_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_22_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_22_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_22_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_22_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_22_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_22_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s2, s3, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_22_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s2, s3, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_22_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s2, s3, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_22_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s2, s3, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=2 */
static int _split_23_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s4 = 2*size_split;
  const int64_t s5 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s6 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));
  const int64_t s7 = 3*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s5, s6};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_23_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_23_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_23_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_23_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_23_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_23_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_23_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_23_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_23_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_23_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_23_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_23_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_23_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s2, s3, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_23_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s2, s3, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_23_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s2, s3, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_23_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s2, s3, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=2 */
static int _split_24_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s4 = 2*size_split;
  const int64_t s5 = 3*size_split;
  const int64_t s6 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));
  const int64_t s8 = 4*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s6, s7};
    if (!cvm_output_is(&cvm_outputs[4], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_24_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_24_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_24_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_24_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_24_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_24_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_24_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_24_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_24_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_24_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_24_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_24_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_24_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_24_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_24_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_24_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_24_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s2, s3, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_24_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s2, s3, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_24_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s2, s3, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_24_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s2, s3, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=2 */
static int _split_25_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)) - 1, size_split) == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s4 = 2*size_split;
  const int64_t s5 = 3*size_split;
  const int64_t s6 = 4*size_split;
  const int64_t s7 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_0));
  const int64_t s8 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1))) : (x_shape_1));
  const int64_t s9 = 5*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[4], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s7, s8};
    if (!cvm_output_is(&cvm_outputs[5], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, size_split, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s3, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s3, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s3, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s3, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s3, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_25_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s2, s3, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_25_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s2, s3, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_25_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s2, s3, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_25_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s2, s3, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=1, rank:x=2 */
static int _split_26_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(num_splits == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 1)) : (x_shape_1));

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
      CVM_LAUNCH(_split_26_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_26_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_26_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_26_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=2, rank:x=2 */
static int _split_27_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(num_splits == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2)) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 2);
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_27_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_27_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_27_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_27_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_27_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_27_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_27_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_27_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=3, rank:x=2 */
static int _split_28_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(num_splits == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3)) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3);
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s5 = 2*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_28_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_28_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_28_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_28_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_28_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_28_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_28_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_28_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_28_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_28_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_28_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_28_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=4, rank:x=2 */
static int _split_29_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(num_splits == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4)) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4);
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s5 = 2*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4);
  const int64_t s6 = 3*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 4);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_29_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_29_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_29_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_29_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_29_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_29_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_29_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_29_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_29_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_29_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_29_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_29_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_29_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_29_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_29_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_29_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=5, rank:x=2 */
static int _split_30_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(num_splits == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5)) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5);
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s5 = 2*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5);
  const int64_t s6 = 3*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5);
  const int64_t s7 = 4*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[4], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_30_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_30_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_30_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_30_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_30_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_30_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_30_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_30_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_30_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_30_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_30_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_30_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_30_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_30_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_30_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_30_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_30_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_30_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_30_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_30_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=6, rank:x=2 */
static int _split_31_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0*x_shape_1 <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-2, 2) */
  if (!(-2 <= axis && axis < 2)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(num_splits == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_1)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_0))*((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_1)) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 2) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6)) : (x_shape_1));
  const int64_t s2 = ((axis < 0) ? (axis + 2) : (axis)) == 0;
  const int64_t s3 = cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6);
  const int64_t s4 = ((axis < 0) ? (axis + 2) : (axis)) == 1;
  const int64_t s5 = 2*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6);
  const int64_t s6 = 3*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6);
  const int64_t s7 = 4*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6);
  const int64_t s8 = 5*cvm_floordiv(((((axis < 0) ? (axis + 2) : (axis)) == 0) ? (x_shape_0) : (x_shape_1)), 6);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[0], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[1], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[2], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[3], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[4], 2, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[2] = {s0, s1};
    if (!cvm_output_is(&cvm_outputs[5], 2, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, s1);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, s1, s2, s3, s4);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, s1, s2, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, s1, s2, s4, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, s1, s2, s4, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_31_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s1, s2, s4, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_31_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s1, s2, s4, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_31_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s1, s2, s4, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_31_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, s1, s2, s4, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=3 */
static int _split_32_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));

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
      CVM_LAUNCH(_split_32_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_32_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_32_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_32_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=3 */
static int _split_33_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 2 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 2;

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
      CVM_LAUNCH(_split_33_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_33_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_33_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_33_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_33_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_33_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_33_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_33_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=3 */
static int _split_34_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 3 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s9 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s11 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));

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
    const int64_t shape[3] = {s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_34_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_34_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_34_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_34_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_34_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_34_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_34_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_34_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_34_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_34_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_34_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_34_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=3 */
static int _split_35_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 4 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 == ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_3) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s9 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s11 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s12 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s13 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));
  const int64_t s14 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (sections_split_3) : (x_shape_2));

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
    const int64_t shape[3] = {s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s12, s13, s14};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_35_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_35_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_35_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_35_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_35_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_35_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_35_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_35_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, sections_split_0, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_35_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_35_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_35_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_35_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, sections_split_0, sections_split_1, s6, s7, s8, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_35_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, sections_split_0, sections_split_1, sections_split_2, s6, s7, s8, s13, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_35_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, sections_split_0, sections_split_1, sections_split_2, s6, s7, s8, s13, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_35_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, sections_split_0, sections_split_1, sections_split_2, s6, s7, s8, s13, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_35_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, sections_split_0, sections_split_1, sections_split_2, s6, s7, s8, s13, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=3 */
static int _split_36_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));

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
      CVM_LAUNCH(_split_36_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_36_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_36_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_36_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=3 */
static int _split_37_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s4 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s5 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 3) : (axis)) == 2;

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
      CVM_LAUNCH(_split_37_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_37_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_37_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_37_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_37_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_37_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_37_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_37_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=3 */
static int _split_38_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s6 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s7 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s8 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));
  const int64_t s9 = 2*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s6, s7, s8};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_38_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_38_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_38_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_38_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_38_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_38_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_38_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_38_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_38_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s3, s4, s5, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_38_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s3, s4, s5, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_38_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s3, s4, s5, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_38_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s3, s4, s5, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=3 */
static int _split_39_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s6 = 2*size_split;
  const int64_t s7 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s8 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s9 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));
  const int64_t s10 = 3*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s7, s8, s9};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_39_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_39_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_39_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_39_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_39_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_39_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_39_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_39_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_39_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_39_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_39_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_39_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_39_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s3, s4, s5, s8, s9, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_39_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s3, s4, s5, s8, s9, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_39_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s3, s4, s5, s8, s9, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_39_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s3, s4, s5, s8, s9, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=3 */
static int _split_40_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s6 = 2*size_split;
  const int64_t s7 = 3*size_split;
  const int64_t s8 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s9 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));
  const int64_t s11 = 4*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s8, s9, s10};
    if (!cvm_output_is(&cvm_outputs[4], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_40_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_40_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_40_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_40_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_40_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_40_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_40_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_40_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_40_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_40_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_40_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_40_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_40_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_40_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_40_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_40_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_40_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s3, s4, s5, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_40_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s3, s4, s5, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_40_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s3, s4, s5, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_40_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s3, s4, s5, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=3 */
static int _split_41_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))) - 1, size_split) == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2)))))) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s6 = 2*size_split;
  const int64_t s7 = 3*size_split;
  const int64_t s8 = 4*size_split;
  const int64_t s9 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_0));
  const int64_t s10 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_1));
  const int64_t s11 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2))))) : (x_shape_2));
  const int64_t s12 = 5*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[4], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[5], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, size_split, s1, s2, s3, s4, s5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_41_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s3, s4, s5, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_41_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s3, s4, s5, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_41_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s3, s4, s5, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_41_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s3, s4, s5, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=1, rank:x=3 */
static int _split_42_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(num_splits == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 1)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 1)) : (x_shape_2));

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
      CVM_LAUNCH(_split_42_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_42_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_42_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_42_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=2, rank:x=3 */
static int _split_43_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(num_splits == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 2)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2)) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 2);
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_43_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_43_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_43_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_43_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_43_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_43_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_43_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_43_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=3, rank:x=3 */
static int _split_44_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(num_splits == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 3)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3)) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3);
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s7 = 2*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_44_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_44_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_44_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_44_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_44_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_44_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_44_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_44_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_44_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_44_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_44_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_44_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=4, rank:x=3 */
static int _split_45_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(num_splits == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 4)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 4)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 4)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4)) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4);
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s7 = 2*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4);
  const int64_t s8 = 3*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 4);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_45_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_45_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_45_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_45_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_45_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_45_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_45_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_45_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_45_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_45_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_45_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_45_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_45_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_45_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_45_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_45_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=5, rank:x=3 */
static int _split_46_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(num_splits == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 5)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 5)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 5)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5)) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5);
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s7 = 2*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5);
  const int64_t s8 = 3*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5);
  const int64_t s9 = 4*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[4], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_46_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_46_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_46_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_46_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_46_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_46_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_46_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_46_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_46_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_46_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_46_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_46_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_46_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_46_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_46_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_46_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_46_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_46_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_46_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_46_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=6, rank:x=3 */
static int _split_47_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-3, 3) */
  if (!(-3 <= axis && axis < 3)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(num_splits == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_2)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 6)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 6)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 3) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (cvm_big(x_shape_2))))), 6)) : (cvm_big(x_shape_2))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 3) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6)) : (x_shape_2));
  const int64_t s3 = ((axis < 0) ? (axis + 3) : (axis)) == 0;
  const int64_t s4 = cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6);
  const int64_t s5 = ((axis < 0) ? (axis + 3) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 3) : (axis)) == 2;
  const int64_t s7 = 2*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6);
  const int64_t s8 = 3*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6);
  const int64_t s9 = 4*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6);
  const int64_t s10 = 5*cvm_floordiv(((((axis < 0) ? (axis + 3) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 3) : (axis)) == 1) ? (x_shape_1) : (x_shape_2)))), 6);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[0], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[1], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[2], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[3], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[4], 3, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[3] = {s0, s1, s2};
    if (!cvm_output_is(&cvm_outputs[5], 3, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, s1, s2);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, s1, s2, s3, s4, s5, s6);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_47_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_47_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_47_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_47_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, s1, s2, s3, s5, s6, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=1, rank:x=4 */
static int _split_48_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));

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
      CVM_LAUNCH(_split_48_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_48_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_48_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_48_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=2, rank:x=4 */
static int _split_49_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 2 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 3;

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
      CVM_LAUNCH(_split_49_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_49_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_49_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_49_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_49_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_49_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_49_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_49_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=3, rank:x=4 */
static int _split_50_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 3 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_0 && sections_split_0 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_1 && sections_split_1 <= 16777216)) return CVM_INVALID;
  /* every entry of sections_split in [0, 16777216] */
  if (!(0 <= sections_split_2 && sections_split_2 <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s12 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s14 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s15 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));

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
    const int64_t shape[4] = {s12, s13, s14, s15};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_50_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_50_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_50_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_50_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_50_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_50_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_50_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_50_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_50_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_split_50_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_split_50_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_split_50_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:sections_split=True, has:size_split=False, len:sections_split=4, rank:x=4 */
static int _split_51_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_sections_split == 1 &&
        cvm_call->has_size_split == 0 &&
        cvm_call->len_sections_split == 4 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t sections_split_0 = cvm_call->attr_sections_split[0];
  const int64_t sections_split_1 = cvm_call->attr_sections_split[1];
  const int64_t sections_split_2 = cvm_call->attr_sections_split[2];
  const int64_t sections_split_3 = cvm_call->attr_sections_split[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
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
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_0 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_1 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_2 >= 1)) return CVM_INVALID;
  /* every entry of sections_split >= 1 (no empty outputs) */
  if (!(sections_split_3 >= 1)) return CVM_INVALID;
  /* sections_split sums to the split axis */
  if (!(sections_split_0 + sections_split_1 + sections_split_2 + sections_split_3 == ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))))) return CVM_INVALID;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_0)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_1)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_2) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_2) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_2) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_2)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_3) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_3) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_3) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_3) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(sections_split_3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_0) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_0) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_0) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_1) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_1) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_1) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_1) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s12 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_2) : (x_shape_0));
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_2) : (x_shape_1));
  const int64_t s14 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_2) : (x_shape_2));
  const int64_t s15 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_2) : (x_shape_3));
  const int64_t s16 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (sections_split_3) : (x_shape_0));
  const int64_t s17 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (sections_split_3) : (x_shape_1));
  const int64_t s18 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (sections_split_3) : (x_shape_2));
  const int64_t s19 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (sections_split_3) : (x_shape_3));

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
    const int64_t shape[4] = {s12, s13, s14, s15};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s16, s17, s18, s19};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_51_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_51_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_51_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_51_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_51_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_51_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_51_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_51_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, sections_split_0, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_51_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_split_51_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_split_51_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_split_51_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, s8, s9, s10, s11, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_51_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, sections_split_2, s8, s9, s10, s11, s17, s18, s19);
      break;
    case 2:
      CVM_LAUNCH(_split_51_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, sections_split_2, s8, s9, s10, s11, s17, s18, s19);
      break;
    case 4:
      CVM_LAUNCH(_split_51_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, sections_split_2, s8, s9, s10, s11, s17, s18, s19);
      break;
    case 8:
      CVM_LAUNCH(_split_51_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, sections_split_0, sections_split_1, sections_split_2, s8, s9, s10, s11, s17, s18, s19);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=1, rank:x=4 */
static int _split_52_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));

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
      CVM_LAUNCH(_split_52_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_52_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_52_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_52_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=2, rank:x=4 */
static int _split_53_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y1 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y1 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (-cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s5 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s6 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s7 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s9 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s10 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s11 = ((axis < 0) ? (axis + 4) : (axis)) == 3;

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
      CVM_LAUNCH(_split_53_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_53_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_53_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_53_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_53_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_53_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_53_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_53_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=3, rank:x=4 */
static int _split_54_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y2 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y2 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (-2*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s8 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s9 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s10 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s11 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-2*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));
  const int64_t s12 = 2*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s8, s9, s10, s11};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_54_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_54_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_54_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_54_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_54_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_54_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_54_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_54_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_54_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s9, s10, s11, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_54_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s9, s10, s11, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_54_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s9, s10, s11, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_54_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s9, s10, s11, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=4, rank:x=4 */
static int _split_55_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y3 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y3 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (-3*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s8 = 2*size_split;
  const int64_t s9 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s10 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s11 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s12 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-3*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));
  const int64_t s13 = 3*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s9, s10, s11, s12};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_55_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_55_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_55_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_55_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_55_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_55_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_55_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_55_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_55_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_55_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_55_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_55_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_55_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s10, s11, s12, s13);
      break;
    case 2:
      CVM_LAUNCH(_split_55_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s10, s11, s12, s13);
      break;
    case 4:
      CVM_LAUNCH(_split_55_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s10, s11, s12, s13);
      break;
    case 8:
      CVM_LAUNCH(_split_55_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s10, s11, s12, s13);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=5, rank:x=4 */
static int _split_56_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y4 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y4 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (-4*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s8 = 2*size_split;
  const int64_t s9 = 3*size_split;
  const int64_t s10 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s11 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s12 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-4*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));
  const int64_t s14 = 4*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s10, s11, s12, s13};
    if (!cvm_output_is(&cvm_outputs[4], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_56_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_56_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_56_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_56_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_56_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_56_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_56_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_56_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_56_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_56_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_56_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_56_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_56_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_56_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_56_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_56_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_56_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s11, s12, s13, s14);
      break;
    case 2:
      CVM_LAUNCH(_split_56_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s11, s12, s13, s14);
      break;
    case 4:
      CVM_LAUNCH(_split_56_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s11, s12, s13, s14);
      break;
    case 8:
      CVM_LAUNCH(_split_56_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s11, s12, s13, s14);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=False, has:size_split=True, outputs=6, rank:x=4 */
static int _split_57_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 0 &&
        cvm_call->has_size_split == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t size_split = cvm_call->attr_size_split;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* size_split in [1, 16777216] */
  if (!(1 <= size_split && size_split <= 16777216)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* at most 4096 outputs (size_split >= axis length / 4096) */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) <= 4096)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(cvm_floordiv(size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))) - 1, size_split) == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(size_split)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(size_split)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(size_split)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_big(size_split)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* every dim of y5 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y5 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (-5*cvm_big(size_split) + ((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3)))))))) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (size_split) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (size_split) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (size_split) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (size_split) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s8 = 2*size_split;
  const int64_t s9 = 3*size_split;
  const int64_t s10 = 4*size_split;
  const int64_t s11 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_0));
  const int64_t s12 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_1));
  const int64_t s13 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_2));
  const int64_t s14 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (-5*size_split + ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3))))))) : (x_shape_3));
  const int64_t s15 = 5*size_split;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[4], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s11, s12, s13, s14};
    if (!cvm_output_is(&cvm_outputs[5], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, size_split, s1, s2, s3, s4, s5, s6, s7);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_57_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s12, s13, s14, s15);
      break;
    case 2:
      CVM_LAUNCH(_split_57_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s12, s13, s14, s15);
      break;
    case 4:
      CVM_LAUNCH(_split_57_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s12, s13, s14, s15);
      break;
    case 8:
      CVM_LAUNCH(_split_57_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s4, s5, s6, s7, s12, s13, s14, s15);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=1, rank:x=4 */
static int _split_58_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 1 */
  if (!(num_splits == 1)) return CVM_NO_MATCH;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 1)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 1)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 1)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 1)) : (x_shape_3));

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
      CVM_LAUNCH(_split_58_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_58_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_58_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_58_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=2, rank:x=4 */
static int _split_59_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 2 */
  if (!(num_splits == 2)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 2)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 2)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 2)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2)) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 2);
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 3;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 2 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_59_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_59_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_59_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_59_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_59_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_59_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_59_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_59_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=3, rank:x=4 */
static int _split_60_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 3 */
  if (!(num_splits == 3)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 3)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 3)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 3)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 3)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3)) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3);
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s9 = 2*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 3);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 3 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_60_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_60_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_60_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_60_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_60_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_60_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_60_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_60_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_60_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_60_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_60_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_60_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=4, rank:x=4 */
static int _split_61_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 4 */
  if (!(num_splits == 4)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 4)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 4)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 4)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 4)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4)) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4);
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s9 = 2*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4);
  const int64_t s10 = 3*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 4);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 4 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_61_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_61_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_61_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_61_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_61_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_61_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_61_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_61_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_61_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_61_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_61_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_61_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_61_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_61_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_61_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_61_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=5, rank:x=4 */
static int _split_62_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 5 */
  if (!(num_splits == 5)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 5)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 5)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 5)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 5)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5)) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5);
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s9 = 2*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5);
  const int64_t s10 = 3*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5);
  const int64_t s11 = 4*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 5);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 5 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[4], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_62_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_62_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_62_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_62_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_62_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_62_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_62_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_62_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_62_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_62_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_62_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_62_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_62_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_62_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_62_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_62_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_62_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_62_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_62_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_62_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* split, structure has:num_splits=True, outputs=6, rank:x=4 */
static int _split_63_run(const cvm_split_call* cvm_call, DLTensor* cvm_outputs,
                         int cvm_n_outputs) {
  if (!(cvm_call->has_num_splits == 1 &&
        cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t axis = cvm_call->attr_axis;
  const int64_t num_splits = cvm_call->attr_num_splits;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* num_splits in [1, 4096] */
  if (!(1 <= num_splits && num_splits <= 4096)) return CVM_INVALID;
  /* axis in [-4, 4) */
  if (!(-4 <= axis && axis < 4)) return CVM_INVALID;
  /* num_splits divides the split axis */
  if (!(cvm_floormod(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), num_splits) == 0)) return CVM_INVALID;
  /* structure: outputs == 6 */
  if (!(num_splits == 6)) return CVM_NO_MATCH;
  /* every dim of y0 <= 2^24 */
  if (!(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_3)) <= 16777216)) return CVM_INVALID;
  /* size of y0 <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 6)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 6)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 6)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 3) ? (cvm_floordiv(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axis) < 0) ? (cvm_big(axis) + 4) : (cvm_big(axis))) == 2) ? (cvm_big(x_shape_2)) : (cvm_big(x_shape_3))))))), 6)) : (cvm_big(x_shape_3))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 4) : (axis)) == 3) ? (cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6)) : (x_shape_3));
  const int64_t s4 = ((axis < 0) ? (axis + 4) : (axis)) == 0;
  const int64_t s5 = cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6);
  const int64_t s6 = ((axis < 0) ? (axis + 4) : (axis)) == 1;
  const int64_t s7 = ((axis < 0) ? (axis + 4) : (axis)) == 2;
  const int64_t s8 = ((axis < 0) ? (axis + 4) : (axis)) == 3;
  const int64_t s9 = 2*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6);
  const int64_t s10 = 3*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6);
  const int64_t s11 = 4*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6);
  const int64_t s12 = 5*cvm_floordiv(((((axis < 0) ? (axis + 4) : (axis)) == 0) ? (x_shape_0) : (((((axis < 0) ? (axis + 4) : (axis)) == 1) ? (x_shape_1) : (((((axis < 0) ? (axis + 4) : (axis)) == 2) ? (x_shape_2) : (x_shape_3)))))), 6);

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 6 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[1], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[2], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[3], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[4], 4, shape, x->dtype)) return CVM_INVALID;
  }
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[5], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y0<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y0<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y0<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y0<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_1 = cvm_count(&cvm_outputs[1]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y1<uint8_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y1<uint16_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y1<uint32_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y1<uint64_t>, cvm_blocks(cvm_count_1), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[1]), cvm_count_1, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s5, s6, s7, s8);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_2 = cvm_count(&cvm_outputs[2]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y2<uint8_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y2<uint16_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y2<uint32_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y2<uint64_t>, cvm_blocks(cvm_count_2), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[2]), cvm_count_2, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s9);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_3 = cvm_count(&cvm_outputs[3]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y3<uint8_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y3<uint16_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y3<uint32_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y3<uint64_t>, cvm_blocks(cvm_count_3), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[3]), cvm_count_3, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s10);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_4 = cvm_count(&cvm_outputs[4]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y4<uint8_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y4<uint16_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y4<uint32_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y4<uint64_t>, cvm_blocks(cvm_count_4), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[4]), cvm_count_4, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  const int64_t cvm_count_5 = cvm_count(&cvm_outputs[5]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_split_63_y5<uint8_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s12);
      break;
    case 2:
      CVM_LAUNCH(_split_63_y5<uint16_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s12);
      break;
    case 4:
      CVM_LAUNCH(_split_63_y5<uint32_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s12);
      break;
    case 8:
      CVM_LAUNCH(_split_63_y5<uint64_t>, cvm_blocks(cvm_count_5), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[5]), cvm_count_5, x_shape_1, x_shape_2, x_shape_3, s1, s2, s3, s4, s6, s7, s8, s12);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_split(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                         int n_outputs, const char* attrs_json) {
  cvm_split_call call;
  if (cvm_split_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _split_0_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_1_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_2_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_3_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_4_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_5_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_6_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_7_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_8_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_9_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_10_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_11_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_12_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_13_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_14_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_15_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_16_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_17_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_18_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_19_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_20_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_21_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_22_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_23_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_24_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_25_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_26_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_27_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_28_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_29_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_30_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_31_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_32_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_33_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_34_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_35_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_36_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_37_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_38_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_39_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_40_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_41_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_42_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_43_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_44_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_45_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_46_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_47_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_48_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_49_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_50_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_51_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_52_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_53_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_54_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_55_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_56_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_57_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_58_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_59_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_60_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_61_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_62_run(&call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _split_63_run(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
