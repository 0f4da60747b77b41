/*
 * cvm_right_shift: shift right by shift_bit rounding half up, then cvm_clip
 *
 * Generated from the cvmverify spec of cvm_right_shift; regenerate rather than edit.
 * Compiled with the others of its unit, elemwise_ops.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_cvm_right_shift(const DLTensor* inputs, int n_inputs,
 *                          DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* cvm_right_shift, structure rank:x=6: output y (int32) */
template <typename I>
__global__ void _cvm_right_shift_0_y(
    const int32_t* __restrict__ x,
    int32_t* __restrict__ cvm_out,
    I cvm_count,
    int64_t s0,
    int64_t s1,
    int64_t s2,
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
        const int64_t v1 = ((v0) >> (s0));
        const int32_t v2 = cvm_add_int32(1, v1, cvm_out_of_range);
        const int64_t v3 = cvm_floordiv(v2, 2);
        const int64_t v4 = cvm_clip(v3, s1, s2);
        cvm_values[cvm_j] = (int32_t)v4;
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
struct cvm_cvm_right_shift_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* precision: int in [1, 32] */
  int64_t attr_precision;
  int has_precision; /* a value is bound: given or defaulted, not null, not ignored */
  /* shift_bit: int in [1, 32] */
  int64_t attr_shift_bit;
  int has_shift_bit; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_cvm_right_shift_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                    cvm_cvm_right_shift_call* call) {
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
  static const char* const known[] = {"precision", "shift_bit"};
  if (!cvm_json_only(json, known, 2)) return CVM_INVALID;

  /* precision: int in [1, 32] */
  {
    const char* v = cvm_json_value(json, "precision");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_precision)) return CVM_INVALID;
      call->has_precision = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

  /* shift_bit: int in [1, 32] */
  {
    const char* v = cvm_json_value(json, "shift_bit");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_shift_bit)) return CVM_INVALID;
      call->has_shift_bit = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }
  return CVM_OK;
}

/* cvm_right_shift, structure rank:x=6 */
static int _cvm_right_shift_0_run(const cvm_cvm_right_shift_call* cvm_call, DLTensor* cvm_outputs,
                                  int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 6))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];
  const int64_t x_shape_4 = x->shape[4];
  const int64_t x_shape_5 = x->shape[5];
  const int64_t precision = cvm_call->attr_precision;
  const int64_t shift_bit = cvm_call->attr_shift_bit;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  const int64_t t0 = x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216;
  if (!(t0)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* precision in [1, 32] */
  if (!(1 <= precision && precision <= 32)) return CVM_INVALID;
  /* shift_bit in [1, 32] */
  if (!(1 <= shift_bit && shift_bit <= 32)) return CVM_INVALID;
  /* x holds integers */
  if (!(cvm_is_integer(x))) return CVM_INVALID;

  /* what the formulas share, computed once */
  const int64_t t2 = (((int64_t)1) << (precision - 1)) - 1;
  const int64_t s0 = shift_bit - 1;
  const int64_t s1 = -t2;
  const int64_t s2 = t2;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {x_shape_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5};
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
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1*x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_1 = x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_2 = x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_3 = x_shape_4*x_shape_5;
  const int64_t cvm_x_step_4 = x_shape_5;
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  {  /* cvm_outputs[0]: each read a strided view of its input, which the kernel reads through */
    int64_t cvm_offsets[1];
    int64_t cvm_strides[6];
    cvm_offsets[0] = 0;
    cvm_strides[0] = cvm_x_step_0;
    cvm_strides[1] = cvm_x_step_1;
    cvm_strides[2] = cvm_x_step_2;
    cvm_strides[3] = cvm_x_step_3;
    cvm_strides[4] = cvm_x_step_4;
    cvm_strides[5] = 1;

    cvm_view cvm_views[1];
    cvm_coalesce(6, cvm_outputs[0].shape, 1, cvm_offsets, cvm_strides, cvm_views);
  const bool cvm_narrow = cvm_index32(cvm_count_0, cvm_views, 1);
  if (cvm_narrow) {
  auto cvm_kernel = &_cvm_right_shift_0_y<int32_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int32_t)cvm_count_0, s0, s1, s2, cvm_views[0], cvm_memory.error);
  } else {
  auto cvm_kernel = &_cvm_right_shift_0_y<int64_t>;
  CVM_LAUNCH(cvm_kernel, cvm_blocks(cvm_count_0, 4), CVM_THREADS,
             x_int32, (int32_t*)cvm_tensor_data(&cvm_outputs[0]), (int64_t)cvm_count_0, s0, s1, s2, cvm_views[0], cvm_memory.error);
  }
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_cvm_right_shift_planned(const cvm_cvm_right_shift_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _cvm_right_shift_0_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/rank_lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_cvm_right_shift_lifted(const cvm_cvm_right_shift_call* call, int k, cvm_cvm_right_shift_call* lifted,
                                      DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_cvm_right_shift(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                   int n_outputs, const char* attrs_json) {
  cvm_cvm_right_shift_call call;
  if (cvm_cvm_right_shift_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_cvm_right_shift_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_cvm_right_shift_call lifted;
    if (!cvm_cvm_right_shift_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_cvm_right_shift_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
