/*
 * transpose: permute axes (reverse them when axes=())
 *
 * Generated from the cvmverify spec of transpose; regenerate rather than edit.
 * 2 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_transpose(const DLTensor* inputs, int n_inputs,
 *                    DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* transpose, structure len:axes=0, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _transpose_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_0,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % x_shape_0;
      cvm_rest /= x_shape_0;
      const int64_t i4 = cvm_rest % x_shape_1;
      cvm_rest /= x_shape_1;
      const int64_t i3 = cvm_rest % x_shape_2;
      cvm_rest /= x_shape_2;
      const int64_t i2 = cvm_rest % x_shape_3;
      cvm_rest /= x_shape_3;
      const int64_t i1 = cvm_rest % x_shape_4;
      cvm_rest /= x_shape_4;
      const int64_t i0 = cvm_rest;
      const T v0 = x[((((i5*x_shape_1 + i4)*x_shape_2 + i3)*x_shape_3 + i2)*x_shape_4 + i1)*x_shape_5 + i0];
      cvm_out[cvm_k] = v0;
    }
  }
}

/* transpose, structure len:axes=6, rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _transpose_1_y(
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
    int64_t s35) {
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
      const T v0 = x[((((((s6) ? (i0) : (((s7) ? (i1) : (((s8) ? (i2) : (((s9) ? (i3) : (((s10) ? (i4) : (i5))))))))))*x_shape_1 + ((s11) ? (i0) : (((s12) ? (i1) : (((s13) ? (i2) : (((s14) ? (i3) : (((s15) ? (i4) : (i5)))))))))))*x_shape_2 + ((s16) ? (i0) : (((s17) ? (i1) : (((s18) ? (i2) : (((s19) ? (i3) : (((s20) ? (i4) : (i5)))))))))))*x_shape_3 + ((s21) ? (i0) : (((s22) ? (i1) : (((s23) ? (i2) : (((s24) ? (i3) : (((s25) ? (i4) : (i5)))))))))))*x_shape_4 + ((s26) ? (i0) : (((s27) ? (i1) : (((s28) ? (i2) : (((s29) ? (i3) : (((s30) ? (i4) : (i5)))))))))))*x_shape_5 + ((s31) ? (i0) : (((s32) ? (i1) : (((s33) ? (i2) : (((s34) ? (i3) : (((s35) ? (i4) : (i5))))))))))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_transpose_call {
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
static int cvm_transpose_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                              cvm_transpose_call* call) {
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

/* transpose, structure len:axes=0, rank:x=6 */
static int _transpose_0_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
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
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_5, x_shape_4, x_shape_3, x_shape_2, x_shape_1, x_shape_0};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(x)) {
    case 1:
      CVM_LAUNCH(_transpose_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 2:
      CVM_LAUNCH(_transpose_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 4:
      CVM_LAUNCH(_transpose_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    case 8:
      CVM_LAUNCH(_transpose_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* transpose, structure len:axes=6, rank:x=6 */
static int _transpose_1_run(const cvm_transpose_call* cvm_call, DLTensor* cvm_outputs,
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
  /* axes a permutation */
  if (!(((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) && ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) && ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) != ((axes_5 < 0) ? (axes_5 + 6) : (axes_5)))) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (x_shape_1) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (x_shape_2) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (x_shape_3) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (x_shape_1) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (x_shape_2) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (x_shape_3) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (x_shape_1) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (x_shape_2) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (x_shape_3) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (x_shape_1) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (x_shape_2) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (x_shape_3) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216 && ((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (x_shape_1) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (x_shape_2) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (x_shape_3) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (x_shape_4) : (x_shape_5)))))))))) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_0) < 0) ? (cvm_big(axes_0) + 6) : (cvm_big(axes_0))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_1) < 0) ? (cvm_big(axes_1) + 6) : (cvm_big(axes_1))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_2) < 0) ? (cvm_big(axes_2) + 6) : (cvm_big(axes_2))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_3) < 0) ? (cvm_big(axes_3) + 6) : (cvm_big(axes_3))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_4) < 0) ? (cvm_big(axes_4) + 6) : (cvm_big(axes_4))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5)))))))))))*((((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 0) ? (cvm_big(x_shape_0)) : (((((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 1) ? (cvm_big(x_shape_1)) : (((((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 2) ? (cvm_big(x_shape_2)) : (((((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 3) ? (cvm_big(x_shape_3)) : (((((cvm_big(axes_5) < 0) ? (cvm_big(axes_5) + 6) : (cvm_big(axes_5))) == 4) ? (cvm_big(x_shape_4)) : (cvm_big(x_shape_5))))))))))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0) ? (x_shape_0) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1) ? (x_shape_1) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2) ? (x_shape_2) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3) ? (x_shape_3) : (((((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s1 = ((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0) ? (x_shape_0) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1) ? (x_shape_1) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2) ? (x_shape_2) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3) ? (x_shape_3) : (((((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s2 = ((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0) ? (x_shape_0) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1) ? (x_shape_1) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2) ? (x_shape_2) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3) ? (x_shape_3) : (((((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s3 = ((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0) ? (x_shape_0) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1) ? (x_shape_1) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2) ? (x_shape_2) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3) ? (x_shape_3) : (((((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s4 = ((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0) ? (x_shape_0) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1) ? (x_shape_1) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2) ? (x_shape_2) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3) ? (x_shape_3) : (((((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s5 = ((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 0) ? (x_shape_0) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 1) ? (x_shape_1) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 2) ? (x_shape_2) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 3) ? (x_shape_3) : (((((axes_5 < 0) ? (axes_5 + 6) : (axes_5)) == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t s6 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 0;
  const int64_t s7 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 0;
  const int64_t s8 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 0;
  const int64_t s9 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 0;
  const int64_t s10 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 0;
  const int64_t s11 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 1;
  const int64_t s12 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 1;
  const int64_t s13 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 1;
  const int64_t s14 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 1;
  const int64_t s15 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 1;
  const int64_t s16 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 2;
  const int64_t s17 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 2;
  const int64_t s18 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 2;
  const int64_t s19 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 2;
  const int64_t s20 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 2;
  const int64_t s21 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 3;
  const int64_t s22 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 3;
  const int64_t s23 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 3;
  const int64_t s24 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 3;
  const int64_t s25 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 3;
  const int64_t s26 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 4;
  const int64_t s27 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 4;
  const int64_t s28 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 4;
  const int64_t s29 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 4;
  const int64_t s30 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 4;
  const int64_t s31 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0)) == 5;
  const int64_t s32 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1)) == 5;
  const int64_t s33 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2)) == 5;
  const int64_t s34 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3)) == 5;
  const int64_t s35 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4)) == 5;

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
      CVM_LAUNCH(_transpose_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 2:
      CVM_LAUNCH(_transpose_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 4:
      CVM_LAUNCH(_transpose_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    case 8:
      CVM_LAUNCH(_transpose_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_transpose_planned(const cvm_transpose_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _transpose_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _transpose_1_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_transpose_lifted(const cvm_transpose_call* call, int k, cvm_transpose_call* lifted,
                                DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axes) {
    if (lifted->len_axes == 0) {  /* () is the reversed order */
      for (int j = 0; j < call->rank_x; ++j) lifted->attr_axes[j] = call->rank_x - 1 - j;
      lifted->len_axes = call->rank_x;
    }
    const int first = k;
    if (lifted->len_axes + first > CVM_MAX_INTS) return 0;
    for (int j = lifted->len_axes - 1; j >= 0; --j) lifted->attr_axes[j + first] = cvm_lifted_axis(lifted->attr_axes[j], call->rank_x, k);
    for (int j = 0; j < first; ++j) lifted->attr_axes[j] = j;
    lifted->len_axes += first;
  }
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_transpose(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                             int n_outputs, const char* attrs_json) {
  cvm_transpose_call call;
  if (cvm_transpose_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_transpose_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_transpose_call lifted;
    if (!cvm_transpose_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_transpose_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
