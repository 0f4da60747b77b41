/*
 * add_requant: fused broadcast_add -> cvm_right_shift -> cvm_clip
 *
 * Generated from the cvmverify spec of add_requant; regenerate rather than edit.
 * Compiled with the others of its unit, graphs.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_add_requant(const DLTensor* inputs, int n_inputs,
 *                      DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* add_requant, structure rank:a=4, rank:b=4, add.rank:a=4, add.rank:b=4, shift.rank:x=4, clip.rank:x=4: output y (int32) */
template <typename I>
__global__ void _add_requant_fused_y(
    const int32_t* __restrict__ a,
    const int32_t* __restrict__ b,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    cvm_view cvm_view_0,
    cvm_view cvm_view_1,
    int* cvm_error) {
  bool cvm_out_of_range = false;  /* a noted check failed: reported after the rounds */
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 4) {
    /* every element's reads first, then each element's value */
    int32_t cvm_read_0[4];
    int32_t cvm_read_1[4];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      if (cvm_k < cvm_count) {
        I cvm_at_0 = (I)cvm_view_0.offset;
        I cvm_at_1 = (I)cvm_view_1.offset;
        {
          I cvm_rest = cvm_k;
          CVM_UNROLL
          for (int cvm_a = CVM_VIEW_RANK - 1; cvm_a > 0; --cvm_a) {
            if (cvm_a < cvm_view_0.rank) {
              const I cvm_q = cvm_quotient(cvm_view_0, cvm_a, cvm_rest);
              const I cvm_r = cvm_rest - cvm_q * (I)cvm_view_0.shape[cvm_a];
              cvm_at_0 += cvm_r * (I)cvm_view_0.stride[cvm_a];
              cvm_at_1 += cvm_r * (I)cvm_view_1.stride[cvm_a];
              cvm_rest = cvm_q;
            }
          }
          cvm_at_0 += cvm_rest * (I)cvm_view_0.stride[0];
          cvm_at_1 += cvm_rest * (I)cvm_view_1.stride[0];
        }
        cvm_read_0[cvm_j] = a[cvm_at_0];
        cvm_read_1[cvm_j] = b[cvm_at_1];
      }
    }
    int32_t cvm_values[4];
    bool cvm_done[4];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      cvm_done[cvm_j] = false;
      if (cvm_k < cvm_count) {
        const int64_t v0 = cvm_read_0[cvm_j];
        const int64_t v1 = cvm_read_1[cvm_j];
        const int32_t v2 = cvm_add_int32(v0, v1, cvm_out_of_range);
        const int32_t v3 = cvm_add_int32(1, v2, cvm_out_of_range);
        const int64_t v4 = cvm_floordiv(v3, 2);
        const int64_t v5 = cvm_clip(v4, -127, 127);
        cvm_values[cvm_j] = (int32_t)v5;
        cvm_done[cvm_j] = true;
      }
    }
    /* the stores after every element's loads */
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j)
      if (cvm_done[cvm_j]) cvm_out[cvm_base + (I)cvm_j * (I)blockDim.x] = cvm_values[cvm_j];
  }
  if (cvm_out_of_range) cvm_reject(cvm_error);
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_add_requant_call {
  /* a: 4-D */
  const DLTensor* in_a;
  int rank_a;
  /* b: 4-D */
  const DLTensor* in_b;
  int rank_b;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_add_requant_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                cvm_add_requant_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* a: 4-D */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_a = t;
    call->rank_a = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* b: 4-D */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_b = t;
    call->rank_b = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* add_requant, structure rank:a=4, rank:b=4, add.rank:a=4, add.rank:b=4, shift.rank:x=4, clip.rank:x=4 */
static int _add_requant_fused_run(const cvm_add_requant_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->rank_a == 4 &&
        cvm_call->rank_b == 4))
    return CVM_NO_MATCH;
  const DLTensor* a = cvm_call->in_a;
  const DLTensor* b = cvm_call->in_b;
  const int64_t a_shape_0 = a->shape[0];
  const int64_t a_shape_1 = a->shape[1];
  const int64_t a_shape_2 = a->shape[2];
  const int64_t a_shape_3 = a->shape[3];
  const int64_t b_shape_0 = b->shape[0];
  const int64_t b_shape_1 = b->shape[1];
  const int64_t b_shape_2 = b->shape[2];
  const int64_t b_shape_3 = b->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* add: every dim of a in 1..2^24 */
  if (!(a_shape_0 <= 16777216 && a_shape_1 <= 16777216 && a_shape_2 <= 16777216 && a_shape_3 <= 16777216)) return CVM_INVALID;
  /* add: size of a <= 2^30 */
  if (!(cvm_big(a_shape_0)*cvm_big(a_shape_1)*cvm_big(a_shape_2)*cvm_big(a_shape_3) <= 1073741824)) return CVM_INVALID;
  /* add: every dim of b in 1..2^24 */
  if (!(b_shape_0 <= 16777216 && b_shape_1 <= 16777216 && b_shape_2 <= 16777216 && b_shape_3 <= 16777216)) return CVM_INVALID;
  /* add: size of b <= 2^30 */
  if (!(cvm_big(b_shape_0)*cvm_big(b_shape_1)*cvm_big(b_shape_2)*cvm_big(b_shape_3) <= 1073741824)) return CVM_INVALID;
  /* add: a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_0 == 1 || a_shape_0 == b_shape_0 || b_shape_0 == 1)) return CVM_INVALID;
  /* add: a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_1 == 1 || a_shape_1 == b_shape_1 || b_shape_1 == 1)) return CVM_INVALID;
  /* add: a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_2 == 1 || a_shape_2 == b_shape_2 || b_shape_2 == 1)) return CVM_INVALID;
  /* add: a.shape and b.shape broadcast (numpy rules, aligned from the right) */
  if (!(a_shape_3 == 1 || a_shape_3 == b_shape_3 || b_shape_3 == 1)) return CVM_INVALID;
  /* add: every dim of y <= 2^24 */
  const int64_t t8 = ((a_shape_0 == 1) ? (b_shape_0) : (a_shape_0));
  const int64_t t9 = ((a_shape_1 == 1) ? (b_shape_1) : (a_shape_1));
  const int64_t t10 = ((a_shape_2 == 1) ? (b_shape_2) : (a_shape_2));
  const int64_t t11 = ((a_shape_3 == 1) ? (b_shape_3) : (a_shape_3));
  if (!(t10 <= 16777216 && t11 <= 16777216 && t8 <= 16777216 && t9 <= 16777216)) return CVM_INVALID;
  /* add: size of y <= 2^30 */
  if (!(cvm_big(t10)*cvm_big(t11)*cvm_big(t8)*cvm_big(t9) <= 1073741824)) return CVM_INVALID;
  /* a holds integers */
  if (!(cvm_is_integer(a))) return CVM_INVALID;
  /* b holds integers */
  if (!(cvm_is_integer(b))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t s0 = t8;
  const int64_t s1 = t9;
  const int64_t s2 = t10;
  const int64_t s3 = t11;
  const int64_t s4 = a_shape_0 == 1;
  const int64_t s5 = a_shape_1 == 1;
  const int64_t s6 = a_shape_2 == 1;
  const int64_t s7 = a_shape_3 == 1;
  const int64_t s8 = b_shape_0 == 1;
  const int64_t s9 = b_shape_1 == 1;
  const int64_t s10 = b_shape_2 == 1;
  const int64_t s11 = b_shape_3 == 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {s0, s1, s2, s3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, cvm_int32_dtype())) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* a_int32 = cvm_memory.int32_data(a);
  const int32_t* b_int32 = cvm_memory.int32_data(b);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_a_step_0 = a_shape_1*a_shape_2*a_shape_3;
  const int64_t cvm_a_step_1 = a_shape_2*a_shape_3;
  const int64_t cvm_a_step_2 = a_shape_3;
  const int64_t cvm_b_step_0 = b_shape_1*b_shape_2*b_shape_3;
  const int64_t cvm_b_step_1 = b_shape_2*b_shape_3;
  const int64_t cvm_b_step_2 = b_shape_3;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: each read a strided view of its input, which the kernel reads through */
    int64_t cvm_offsets[2];
    int64_t cvm_strides[8];
    cvm_offsets[0] = 0;
    cvm_strides[0] = cvm_a_step_0*((s4) ? (0) : (1));
    cvm_strides[1] = cvm_a_step_1*((s5) ? (0) : (1));
    cvm_strides[2] = cvm_a_step_2*((s6) ? (0) : (1));
    cvm_strides[3] = ((s7) ? (0) : (1));

    cvm_offsets[1] = 0;
    cvm_strides[4] = cvm_b_step_0*((s8) ? (0) : (1));
    cvm_strides[5] = cvm_b_step_1*((s9) ? (0) : (1));
    cvm_strides[6] = cvm_b_step_2*((s10) ? (0) : (1));
    cvm_strides[7] = ((s11) ? (0) : (1));

    cvm_view cvm_views[2];
    cvm_coalesce(4, cvm_outputs[0].shape, 2, cvm_offsets, cvm_strides, cvm_views);
  const bool cvm_narrow = cvm_index32(cvm_count_0, cvm_views, 2);
  if (cvm_narrow) {
  auto cvm_kernel = &_add_requant_fused_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, cvm_views[0], cvm_views[1], cvm_memory.error);
  } else {
  auto cvm_kernel = &_add_requant_fused_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             a_int32, b_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, cvm_views[0], cvm_views[1], cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_add_requant_planned(const cvm_add_requant_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _add_requant_fused_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_add_requant(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                               int n_outputs, const char* attrs_json) {
  cvm_add_requant_call call;
  if (cvm_add_requant_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_add_requant_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
