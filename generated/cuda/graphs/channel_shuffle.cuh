/*
 * channel_shuffle: fused split -> concatenate
 *
 * Generated from the cvmverify spec of channel_shuffle; regenerate rather than edit.
 * Compiled with the others of its unit, graphs.cu, or alone (nvcc -x cu -c).
 * 1 structure (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
 *
 *   extern "C" int cvm_channel_shuffle(const DLTensor* inputs, int n_inputs,
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

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_channel_shuffle_call {
  /* x: 4-D */
  const DLTensor* in_x;
  int rank_x;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_channel_shuffle_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                                    cvm_channel_shuffle_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 1) return CVM_INVALID;

  /* x: 4-D */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || t->ndim != 4) return CVM_INVALID;
    call->in_x = t;
    call->rank_x = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* channel_shuffle, structure rank:x=4, halves.has:num_splits=True, halves.outputs=2, halves.rank:x=4, swapped.count:x=2, swapped.rank:x=4 */
static int _channel_shuffle_fused_run(const cvm_channel_shuffle_call* cvm_call, DLTensor* cvm_outputs,
                                      int cvm_n_outputs) {
  if (!(cvm_call->rank_x == 4))
    return CVM_NO_MATCH;
  const DLTensor* x = cvm_call->in_x;
  const int64_t x_shape_0 = x->shape[0];
  const int64_t x_shape_1 = x->shape[1];
  const int64_t x_shape_2 = x->shape[2];
  const int64_t x_shape_3 = x->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* halves: every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* halves: size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* halves: num_splits divides the split axis */
  if (!(cvm_floormod(x_shape_1, 2) == 0)) return CVM_INVALID;
  /* halves: every dim of y0 <= 2^24 */
  const int64_t t4 = cvm_floordiv(x_shape_1, 2);
  if (!(t4 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* halves: size of y0 <= 2^30 */
  if (!(cvm_big(t4)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* swapped: every dim of y <= 2^24 */
  const int64_t t5 = 2*t4;
  if (!(t5 <= 16777216 && x_shape_0 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216)) return CVM_INVALID;
  /* swapped: size of y <= 2^30 */
  if (!(cvm_big(t5)*cvm_big(x_shape_0)*cvm_big(x_shape_2)*cvm_big(x_shape_3) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = t5;
  const int64_t s1 = t4;
  const int64_t s2 = -t4;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[4] = {x_shape_0, s0, x_shape_2, x_shape_3};
    if (!cvm_output_is(&cvm_outputs[0], 4, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1*x_shape_2*x_shape_3;
  const int64_t cvm_x_step_1 = x_shape_2*x_shape_3;
  const int64_t cvm_x_step_2 = x_shape_3;
  {  /* cvm_outputs[0]: piece 0, a box along one axis as a strided view of x */
    int64_t cvm_offset;
    int64_t cvm_strides[4];
    cvm_offset = cvm_x_step_1*s1;
    cvm_strides[0] = cvm_x_step_0;
    cvm_strides[1] = cvm_x_step_1;
    cvm_strides[2] = cvm_x_step_2;
    cvm_strides[3] = 1;

    const int64_t cvm_axis = 1;
    const int64_t cvm_lower[] = {0};
    const int64_t cvm_upper[] = {s1, cvm_outputs[0].shape[cvm_axis]};
    const int cvm_gathered = cvm_gather_box(x, &cvm_outputs[0], cvm_axis, cvm_lower, 1,
                                            cvm_upper, 2, cvm_offset, cvm_strides);
    if (cvm_gathered != CVM_OK) return cvm_gathered;
  }
  {  /* cvm_outputs[0]: piece 1, a box along one axis as a strided view of x */
    int64_t cvm_offset;
    int64_t cvm_strides[4];
    cvm_offset = cvm_x_step_1*s2;
    cvm_strides[0] = cvm_x_step_0;
    cvm_strides[1] = cvm_x_step_1;
    cvm_strides[2] = cvm_x_step_2;
    cvm_strides[3] = 1;

    const int64_t cvm_axis = 1;
    const int64_t cvm_lower[] = {0, s1};
    const int64_t cvm_upper[] = {cvm_outputs[0].shape[cvm_axis]};
    const int cvm_gathered = cvm_gather_box(x, &cvm_outputs[0], cvm_axis, cvm_lower, 2,
                                            cvm_upper, 1, cvm_offset, cvm_strides);
    if (cvm_gathered != CVM_OK) return cvm_gathered;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_channel_shuffle_planned(const cvm_channel_shuffle_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _channel_shuffle_fused_run(call, outputs, n_outputs);
  return status;
}

/* The kernel checker's entry point: the first plan whose structure the call has. */
extern "C" int cvm_channel_shuffle(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                                   int n_outputs, const char* attrs_json) {
  cvm_channel_shuffle_call call;
  if (cvm_channel_shuffle_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  const int status = cvm_channel_shuffle_planned(&call, outputs, n_outputs);
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
