/*
 * repeat: repeat each element `repeats` times along axis
 *
 * Generated from the cvmverify spec of repeat; regenerate rather than edit.
 * 1 structure (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_repeat(const DLTensor* inputs, int n_inputs,
 *                 DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* repeat, structure rank:x=6: output y (the element type of x) */
template <typename T>
__global__ void _repeat_0_y(
    const T* __restrict__ x,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t x_shape_1,
    int64_t x_shape_2,
    int64_t x_shape_3,
    int64_t x_shape_4,
    int64_t x_shape_5,
    int64_t repeats,
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
    int64_t s11) {
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
      const T v0 = x[((((((s6) ? (cvm_floordiv(i0, repeats)) : (i0))*x_shape_1 + ((s7) ? (cvm_floordiv(i1, repeats)) : (i1)))*x_shape_2 + ((s8) ? (cvm_floordiv(i2, repeats)) : (i2)))*x_shape_3 + ((s9) ? (cvm_floordiv(i3, repeats)) : (i3)))*x_shape_4 + ((s10) ? (cvm_floordiv(i4, repeats)) : (i4)))*x_shape_5 + ((s11) ? (cvm_floordiv(i5, repeats)) : (i5))];
      cvm_out[cvm_k] = v0;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_repeat_call {
  /* x: rank 1..6 */
  const DLTensor* in_x;
  int rank_x;
  /* repeats: int in [1, 4096] */
  int64_t attr_repeats;
  int has_repeats; /* a value is bound: given or defaulted, not null, not ignored */
  /* axis: int in [-6, 5] */
  int64_t attr_axis;
  int has_axis; /* a value is bound: given or defaulted, not null, not ignored */
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_repeat_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                           cvm_repeat_call* call) {
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
  static const char* const known[] = {"repeats", "axis"};
  if (!cvm_json_only(json, known, 2)) return CVM_INVALID;

  /* repeats: int in [1, 4096] */
  {
    const char* v = cvm_json_value(json, "repeats");
    if (v == NULL) return CVM_INVALID; /* required */
    if (!cvm_json_null(v)) {
      if (!cvm_json_int(v, &call->attr_repeats)) return CVM_INVALID;
      call->has_repeats = 1;
    } else {
      return CVM_INVALID; /* null */
    }
  }

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
  return CVM_OK;
}

/* repeat, structure rank:x=6 */
static int _repeat_0_run(const cvm_repeat_call* cvm_call, DLTensor* cvm_outputs,
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
  const int64_t repeats = cvm_call->attr_repeats;
  const int64_t axis = cvm_call->attr_axis;

  /* preconditions in spec order, then the dtype rules */
  /* every dim of x in 1..2^24 */
  if (!(x_shape_0 <= 16777216 && x_shape_1 <= 16777216 && x_shape_2 <= 16777216 && x_shape_3 <= 16777216 && x_shape_4 <= 16777216 && x_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of x <= 2^30 */
  if (!(cvm_big(x_shape_0)*cvm_big(x_shape_1)*cvm_big(x_shape_2)*cvm_big(x_shape_3)*cvm_big(x_shape_4)*cvm_big(x_shape_5) <= 1073741824)) return CVM_INVALID;
  /* repeats in [1, 4096] */
  if (!(1 <= repeats && repeats <= 4096)) return CVM_INVALID;
  /* axis in [-6, 5] */
  if (!(-6 <= axis && axis <= 5)) return CVM_INVALID;
  /* axis in [-6, 6) */
  if (!(-6 <= axis && axis < 6)) return CVM_INVALID;
  /* every dim of y <= 2^24 */
  if (!(((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (repeats*x_shape_0) : (x_shape_0)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (repeats*x_shape_1) : (x_shape_1)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (repeats*x_shape_2) : (x_shape_2)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (repeats*x_shape_3) : (x_shape_3)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (repeats*x_shape_4) : (x_shape_4)) <= 16777216 && ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (repeats*x_shape_5) : (x_shape_5)) <= 16777216)) return CVM_INVALID;
  /* size of y <= 2^30 */
  if (!(((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 0) ? (cvm_big(repeats)*cvm_big(x_shape_0)) : (cvm_big(x_shape_0)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 1) ? (cvm_big(repeats)*cvm_big(x_shape_1)) : (cvm_big(x_shape_1)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 2) ? (cvm_big(repeats)*cvm_big(x_shape_2)) : (cvm_big(x_shape_2)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 3) ? (cvm_big(repeats)*cvm_big(x_shape_3)) : (cvm_big(x_shape_3)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 4) ? (cvm_big(repeats)*cvm_big(x_shape_4)) : (cvm_big(x_shape_4)))*((((cvm_big(axis) < 0) ? (cvm_big(axis) + 6) : (cvm_big(axis))) == 5) ? (cvm_big(repeats)*cvm_big(x_shape_5)) : (cvm_big(x_shape_5))) <= 1073741824)) return CVM_INVALID;
  /* elements of x are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(x) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = ((((axis < 0) ? (axis + 6) : (axis)) == 0) ? (repeats*x_shape_0) : (x_shape_0));
  const int64_t s1 = ((((axis < 0) ? (axis + 6) : (axis)) == 1) ? (repeats*x_shape_1) : (x_shape_1));
  const int64_t s2 = ((((axis < 0) ? (axis + 6) : (axis)) == 2) ? (repeats*x_shape_2) : (x_shape_2));
  const int64_t s3 = ((((axis < 0) ? (axis + 6) : (axis)) == 3) ? (repeats*x_shape_3) : (x_shape_3));
  const int64_t s4 = ((((axis < 0) ? (axis + 6) : (axis)) == 4) ? (repeats*x_shape_4) : (x_shape_4));
  const int64_t s5 = ((((axis < 0) ? (axis + 6) : (axis)) == 5) ? (repeats*x_shape_5) : (x_shape_5));
  const int64_t s6 = ((axis < 0) ? (axis + 6) : (axis)) == 0;
  const int64_t s7 = ((axis < 0) ? (axis + 6) : (axis)) == 1;
  const int64_t s8 = ((axis < 0) ? (axis + 6) : (axis)) == 2;
  const int64_t s9 = ((axis < 0) ? (axis + 6) : (axis)) == 3;
  const int64_t s10 = ((axis < 0) ? (axis + 6) : (axis)) == 4;
  const int64_t s11 = ((axis < 0) ? (axis + 6) : (axis)) == 5;

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
      CVM_LAUNCH(_repeat_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint8_t*)cvm_tensor_data(x), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, repeats, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 2:
      CVM_LAUNCH(_repeat_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint16_t*)cvm_tensor_data(x), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, repeats, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 4:
      CVM_LAUNCH(_repeat_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint32_t*)cvm_tensor_data(x), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, repeats, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    case 8:
      CVM_LAUNCH(_repeat_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 (const uint64_t*)cvm_tensor_data(x), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, x_shape_1, x_shape_2, x_shape_3, x_shape_4, x_shape_5, repeats, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_repeat_planned(const cvm_repeat_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _repeat_0_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_repeat_lifted(const cvm_repeat_call* call, int k, cvm_repeat_call* lifted,
                             DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_x, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_x = &tensors[0];
  lifted->rank_x = call->rank_x + k;
  if (lifted->has_axis) lifted->attr_axis = cvm_lifted_axis(lifted->attr_axis, call->rank_x, k);
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_repeat(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                          int n_outputs, const char* attrs_json) {
  cvm_repeat_call call;
  if (cvm_repeat_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_repeat_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_repeat_call lifted;
    if (!cvm_repeat_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_repeat_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
