/*
 * scale_by: x times a small factor; a product outside int32 is a logic error
 *
 * Generated from the cvmverify spec of scale_by; regenerate rather than edit.
 * Compiled with the others of its unit, scale_ops_ops.cu, or alone (nvcc -x cu -c).
 * 3 structures (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_scale_by(const DLTensor* inputs, int n_inputs,
 *                   DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* scale_by, 3 structures, its reads strided views: output y (int32) */
template <typename I>
__global__ void _scale_by_0_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t factor,
    cvm_view cvm_view_0,
    int* cvm_error) {
  bool cvm_out_of_range = false;  /* a noted check failed: reported after the rounds */
  CVM_FOR_EACH_ROUND(cvm_base, cvm_count, 4) {
    /* every element's reads first, then each element's value */
    int32_t cvm_read_0[4];
    CVM_UNROLL
    for (int cvm_j = 0; cvm_j < 4; ++cvm_j) {
      const I cvm_k = cvm_base + (I)cvm_j * (I)blockDim.x;
      if (cvm_k < cvm_count) {
        I cvm_at_0 = (I)cvm_view_0.offset;
        {
          I cvm_rest = cvm_k;
          CVM_UNROLL
          for (int cvm_a = CVM_VIEW_RANK - 1; cvm_a > 0; --cvm_a) {
            if (cvm_a < cvm_view_0.rank) {
              const I cvm_q = cvm_quotient(cvm_view_0, cvm_a, cvm_rest);
              const I cvm_r = cvm_rest - cvm_q * (I)cvm_view_0.shape[cvm_a];
              cvm_at_0 += cvm_r * (I)cvm_view_0.stride[cvm_a];
              cvm_rest = cvm_q;
            }
          }
          cvm_at_0 += cvm_rest * (I)cvm_view_0.stride[0];
        }
        cvm_read_0[cvm_j] = x[cvm_at_0];
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
        int64_t v1 = factor*v0;
        CVM_NOTE_INT32(v1);
        cvm_values[cvm_j] = (int32_t)v1;
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
struct cvm_scale_by_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* factor: int in [1, 8] */
  int64_t attr_factor;
  int has_factor; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_scale_by_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                             cvm_scale_by_call* call) {
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
  static const char* const known[] = {"factor"};
  if (!cvm_json_only(json, known, 1)) return CVM_INVALID;

  /* factor: int in [1, 8] */
  {
    const char* v = cvm_json_value(json, "factor");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_factor)) return CVM_INVALID;
      call->has_factor = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* scale_by, structure rank:x=1 */
static int _scale_by_0_run(const cvm_scale_by_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 1))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t factor = cvm_call->attr_factor;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(x_shape_0 <= 1073741824)) return CVM_INVALID;
  /* factor in [1, 8] */
  if (!(1 <= factor && factor <= 8)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

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
  {  /* cvm_outputs[0]: each read a strided view of its input, which the kernel reads through */
    int64_t cvm_offsets[1];
    int64_t cvm_strides[1];
    cvm_offsets[0] = 0;
    cvm_strides[0] = 1;

    cvm_view cvm_views[1];
    cvm_coalesce(1, cvm_outputs[0].shape, 1, cvm_offsets, cvm_strides, cvm_views);
  const bool cvm_narrow = cvm_index32(cvm_count_0, cvm_views, 1);
  if (cvm_narrow) {
  auto cvm_kernel = &_scale_by_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  } else {
  auto cvm_kernel = &_scale_by_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* scale_by, structure rank:x=2 */
static int _scale_by_1_run(const cvm_scale_by_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 2))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t factor = cvm_call->attr_factor;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  const int64_t t0 = x_shape_0 <= 16777216 && x_shape_1 <= 16777216;
  if (!(t0)) return CVM_INVALID;
  /* size of x <= 2^30 */
  const int64_t t1 = x_shape_0*x_shape_1 <= 1073741824;
  if (!(t1)) return CVM_INVALID;
  /* factor in [1, 8] */
  if (!(1 <= factor && factor <= 8)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[2] = {x_shape_0, x_shape_1};
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
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: each read a strided view of its input, which the kernel reads through */
    int64_t cvm_offsets[1];
    int64_t cvm_strides[2];
    cvm_offsets[0] = 0;
    cvm_strides[0] = cvm_x_step_0;
    cvm_strides[1] = 1;

    cvm_view cvm_views[1];
    cvm_coalesce(2, cvm_outputs[0].shape, 1, cvm_offsets, cvm_strides, cvm_views);
  const bool cvm_narrow = cvm_index32(cvm_count_0, cvm_views, 1);
  if (cvm_narrow) {
  auto cvm_kernel = &_scale_by_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  } else {
  auto cvm_kernel = &_scale_by_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* scale_by, structure rank:x=3 */
static int _scale_by_2_run(const cvm_scale_by_call* cvm_call, DLTensor* cvm_outputs,
                           int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 3))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t factor = cvm_call->attr_factor;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  const int64_t t0 = x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216;
  if (!(t0)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2) <= 1073741824)) return CVM_INVALID;
  /* factor in [1, 8] */
  if (!(1 <= factor && factor <= 8)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[3] = {x_shape_0, x_shape_1, x_shape_2};
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
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1*x_shape_2;
  const int64_t cvm_x_step_1 = x_shape_2;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: each read a strided view of its input, which the kernel reads through */
    int64_t cvm_offsets[1];
    int64_t cvm_strides[3];
    cvm_offsets[0] = 0;
    cvm_strides[0] = cvm_x_step_0;
    cvm_strides[1] = cvm_x_step_1;
    cvm_strides[2] = 1;

    cvm_view cvm_views[1];
    cvm_coalesce(3, cvm_outputs[0].shape, 1, cvm_offsets, cvm_strides, cvm_views);
  const bool cvm_narrow = cvm_index32(cvm_count_0, cvm_views, 1);
  if (cvm_narrow) {
  auto cvm_kernel = &_scale_by_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  } else {
  auto cvm_kernel = &_scale_by_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, factor, cvm_views[0], cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_scale_by_planned(const cvm_scale_by_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _scale_by_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _scale_by_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _scale_by_2_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_scale_by(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                            int n_outputs, const char* attrs_json) {
  cvm_scale_by_call call;
  if (cvm_scale_by_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_scale_by_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
