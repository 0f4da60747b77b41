/*
 * transpose: permute axes (reverse them when axes=())
 *
 * Generated from the cvmverify spec of transpose; regenerate rather than edit.
 * Compiled with the others of its unit, transform_ops.cu, or alone (nvcc -x cu -c).
 * 2 structures (input ranks, tuple lengths, flags, modes), each checked on the
 * host; an output that is a strided view of an input (whole, in pieces along an axis, or
 * over axes split in quotient and remainder), or a sum or max over one, runs the shared
 * kernels of cvm_cuda.h, any other a kernel below, which serves every structure of its
 * formula when each of its reads is a strided view. And the launcher
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
#include "../cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

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
  const int64_t t0 = x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216;
  if (!(t0)) return CVM_INVALID;
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
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1*x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_1 = x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_2 = x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_3 = x_shape_4*x_shape_5;
  const int64_t cvm_x_step_4 = x_shape_5;
  {  /* cvm_outputs[0]: a strided view of x */
    int64_t cvm_offset;
    int64_t cvm_strides[6];
    cvm_offset = 0;
    cvm_strides[0] = 1;
    cvm_strides[1] = cvm_x_step_4;
    cvm_strides[2] = cvm_x_step_3;
    cvm_strides[3] = cvm_x_step_2;
    cvm_strides[4] = cvm_x_step_1;
    cvm_strides[5] = cvm_x_step_0;

    const int cvm_gathered = cvm_gather(x, &cvm_outputs[0], cvm_offset, cvm_strides);
    if (cvm_gathered != CVM_OK) return cvm_gathered;
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
  const int64_t t6 = ((axes_0 < 0) ? (axes_0 + 6) : (axes_0));
  const int64_t t7 = ((axes_1 < 0) ? (axes_1 + 6) : (axes_1));
  const int64_t t8 = ((axes_2 < 0) ? (axes_2 + 6) : (axes_2));
  const int64_t t9 = ((axes_3 < 0) ? (axes_3 + 6) : (axes_3));
  const int64_t t10 = ((axes_4 < 0) ? (axes_4 + 6) : (axes_4));
  const int64_t t11 = ((axes_5 < 0) ? (axes_5 + 6) : (axes_5));
  if (!(t10 != t11 && t6 != t10 && t6 != t11 && t6 != t7 && t6 != t8 && t6 != t9 && t7 != t10 && t7 != t11 && t7 != t8 && t7 != t9 && t8 != t10 && t8 != t11 && t8 != t9 && t9 != t10 && t9 != t11)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  const int64_t t17 = ((t6 == 0) ? (x_shape_0) : (((t6 == 1) ? (x_shape_1) : (((t6 == 2) ? (x_shape_2) : (((t6 == 3) ? (x_shape_3) : (((t6 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t t23 = ((t7 == 0) ? (x_shape_0) : (((t7 == 1) ? (x_shape_1) : (((t7 == 2) ? (x_shape_2) : (((t7 == 3) ? (x_shape_3) : (((t7 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t t29 = ((t8 == 0) ? (x_shape_0) : (((t8 == 1) ? (x_shape_1) : (((t8 == 2) ? (x_shape_2) : (((t8 == 3) ? (x_shape_3) : (((t8 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t t35 = ((t9 == 0) ? (x_shape_0) : (((t9 == 1) ? (x_shape_1) : (((t9 == 2) ? (x_shape_2) : (((t9 == 3) ? (x_shape_3) : (((t9 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t t41 = ((t10 == 0) ? (x_shape_0) : (((t10 == 1) ? (x_shape_1) : (((t10 == 2) ? (x_shape_2) : (((t10 == 3) ? (x_shape_3) : (((t10 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  const int64_t t42 = ((t11 == 0) ? (x_shape_0) : (((t11 == 1) ? (x_shape_1) : (((t11 == 2) ? (x_shape_2) : (((t11 == 3) ? (x_shape_3) : (((t11 == 4) ? (x_shape_4) : (x_shape_5))))))))));
  if (!(t17 <= 16777216 && t23 <= 16777216 && t29 <= 16777216 && t35 <= 16777216 && t41 <= 16777216 && t42 <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(cvm_big(t17)*cvm_big(t23)*cvm_big(t29)*cvm_big(t35)*cvm_big(t41)*cvm_big(t42) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = t17;
  const int64_t s1 = t23;
  const int64_t s2 = t29;
  const int64_t s3 = t35;
  const int64_t s4 = t41;
  const int64_t s5 = t42;
  const int64_t s6 = t6 == 0;
  const int64_t s7 = t7 == 0;
  const int64_t s8 = t8 == 0;
  const int64_t s9 = t9 == 0;
  const int64_t s10 = t10 == 0;
  const int64_t s11 = t6 == 1;
  const int64_t s12 = t7 == 1;
  const int64_t s13 = t8 == 1;
  const int64_t s14 = t9 == 1;
  const int64_t s15 = t10 == 1;
  const int64_t s16 = t6 == 2;
  const int64_t s17 = t7 == 2;
  const int64_t s18 = t8 == 2;
  const int64_t s19 = t9 == 2;
  const int64_t s20 = t10 == 2;
  const int64_t s21 = t6 == 3;
  const int64_t s22 = t7 == 3;
  const int64_t s23 = t8 == 3;
  const int64_t s24 = t9 == 3;
  const int64_t s25 = t10 == 3;
  const int64_t s26 = t6 == 4;
  const int64_t s27 = t7 == 4;
  const int64_t s28 = t8 == 4;
  const int64_t s29 = t9 == 4;
  const int64_t s30 = t10 == 4;
  const int64_t s31 = t6 == 5;
  const int64_t s32 = t7 == 5;
  const int64_t s33 = t8 == 5;
  const int64_t s34 = t9 == 5;
  const int64_t s35 = t10 == 5;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {s0, s1, s2, s3, s4, s5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, x->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  /* elements per index of an input's axis: a product of its dims, at most 2^30 */
  const int64_t cvm_x_step_0 = x_shape_1*x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_1 = x_shape_2*x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_2 = x_shape_3*x_shape_4*x_shape_5;
  const int64_t cvm_x_step_3 = x_shape_4*x_shape_5;
  const int64_t cvm_x_step_4 = x_shape_5;
  {  /* cvm_outputs[0]: a strided view of x */
    int64_t cvm_offset;
    int64_t cvm_strides[6];
    cvm_offset = 0;
    cvm_strides[0] = cvm_x_step_0*((s6) ? (1) : (0)) + cvm_x_step_1*((s11) ? (1) : (0)) + cvm_x_step_2*((s16) ? (1) : (0)) + cvm_x_step_3*((s21) ? (1) : (0)) + cvm_x_step_4*((s26) ? (1) : (0)) + ((s31) ? (1) : (0));
    cvm_strides[1] = cvm_x_step_0*((s6) ? (0) : (((s7) ? (1) : (0)))) + cvm_x_step_1*((s11) ? (0) : (((s12) ? (1) : (0)))) + cvm_x_step_2*((s16) ? (0) : (((s17) ? (1) : (0)))) + cvm_x_step_3*((s21) ? (0) : (((s22) ? (1) : (0)))) + cvm_x_step_4*((s26) ? (0) : (((s27) ? (1) : (0)))) + ((s31) ? (0) : (((s32) ? (1) : (0))));
    cvm_strides[2] = cvm_x_step_0*((s6) ? (0) : (((s7) ? (0) : (((s8) ? (1) : (0)))))) + cvm_x_step_1*((s11) ? (0) : (((s12) ? (0) : (((s13) ? (1) : (0)))))) + cvm_x_step_2*((s16) ? (0) : (((s17) ? (0) : (((s18) ? (1) : (0)))))) + cvm_x_step_3*((s21) ? (0) : (((s22) ? (0) : (((s23) ? (1) : (0)))))) + cvm_x_step_4*((s26) ? (0) : (((s27) ? (0) : (((s28) ? (1) : (0)))))) + ((s31) ? (0) : (((s32) ? (0) : (((s33) ? (1) : (0))))));
    cvm_strides[3] = cvm_x_step_0*((s6) ? (0) : (((s7) ? (0) : (((s8) ? (0) : (((s9) ? (1) : (0)))))))) + cvm_x_step_1*((s11) ? (0) : (((s12) ? (0) : (((s13) ? (0) : (((s14) ? (1) : (0)))))))) + cvm_x_step_2*((s16) ? (0) : (((s17) ? (0) : (((s18) ? (0) : (((s19) ? (1) : (0)))))))) + cvm_x_step_3*((s21) ? (0) : (((s22) ? (0) : (((s23) ? (0) : (((s24) ? (1) : (0)))))))) + cvm_x_step_4*((s26) ? (0) : (((s27) ? (0) : (((s28) ? (0) : (((s29) ? (1) : (0)))))))) + ((s31) ? (0) : (((s32) ? (0) : (((s33) ? (0) : (((s34) ? (1) : (0))))))));
    cvm_strides[4] = cvm_x_step_0*((s6) ? (0) : (((s7) ? (0) : (((s8) ? (0) : (((s9) ? (0) : (((s10) ? (1) : (0)))))))))) + cvm_x_step_1*((s11) ? (0) : (((s12) ? (0) : (((s13) ? (0) : (((s14) ? (0) : (((s15) ? (1) : (0)))))))))) + cvm_x_step_2*((s16) ? (0) : (((s17) ? (0) : (((s18) ? (0) : (((s19) ? (0) : (((s20) ? (1) : (0)))))))))) + cvm_x_step_3*((s21) ? (0) : (((s22) ? (0) : (((s23) ? (0) : (((s24) ? (0) : (((s25) ? (1) : (0)))))))))) + cvm_x_step_4*((s26) ? (0) : (((s27) ? (0) : (((s28) ? (0) : (((s29) ? (0) : (((s30) ? (1) : (0)))))))))) + ((s31) ? (0) : (((s32) ? (0) : (((s33) ? (0) : (((s34) ? (0) : (((s35) ? (1) : (0))))))))));
    cvm_strides[5] = cvm_x_step_0*((s6) ? (0) : (((s7) ? (0) : (((s8) ? (0) : (((s9) ? (0) : (((s10) ? (0) : (1)))))))))) + cvm_x_step_1*((s11) ? (0) : (((s12) ? (0) : (((s13) ? (0) : (((s14) ? (0) : (((s15) ? (0) : (1)))))))))) + cvm_x_step_2*((s16) ? (0) : (((s17) ? (0) : (((s18) ? (0) : (((s19) ? (0) : (((s20) ? (0) : (1)))))))))) + cvm_x_step_3*((s21) ? (0) : (((s22) ? (0) : (((s23) ? (0) : (((s24) ? (0) : (((s25) ? (0) : (1)))))))))) + cvm_x_step_4*((s26) ? (0) : (((s27) ? (0) : (((s28) ? (0) : (((s29) ? (0) : (((s30) ? (0) : (1)))))))))) + ((s31) ? (0) : (((s32) ? (0) : (((s33) ? (0) : (((s34) ? (0) : (((s35) ? (0) : (1))))))))));

    const int cvm_gathered = cvm_gather(x, &cvm_outputs[0], cvm_offset, cvm_strides);
    if (cvm_gathered != CVM_OK) return cvm_gathered;
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
 * moved with them (cvmverify/core/rank_lift.py): the plans are generated for the highest rank
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
