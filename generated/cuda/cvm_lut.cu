/*
 * cvm_lut: take(table, indices, axis=None): a lookup table, indices clipped
 *
 * Generated from the cvmverify spec of cvm_lut; regenerate rather than edit.
 * 6 structures (input ranks, tuple lengths, flags, modes), one kernel per
 * structure and output, and the launcher
 *
 *   extern "C" int cvm_cvm_lut(const DLTensor* inputs, int n_inputs,
 *                  DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * with the kernel checker's calling convention: outputs preallocated with the reference's
 * shapes, attributes as a flat JSON object, 0 on success and nonzero to reject the call.
 * A call of a structure this file was not generated for is rejected (CVM_UNSUPPORTED). *
 * Integer semantics are the spec's: formulas are computed exactly in int64_t, and a value
 * that leaves int32 rejects the call; data movement copies elements bit for bit.
 */
#include "cvm_cuda.h"

/* ==== kernels: one thread per output element ============================================ */

/* cvm_lut, structure rank:indices=6, rank:table=1: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_0_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* cvm_lut, structure rank:indices=6, rank:table=2: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_1_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* cvm_lut, structure rank:indices=6, rank:table=3: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_2_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* cvm_lut, structure rank:indices=6, rank:table=4: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_3_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* cvm_lut, structure rank:indices=6, rank:table=5: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_4_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

/* cvm_lut, structure rank:indices=6, rank:table=6: output y (the element type of table) */
template <typename T>
__global__ void _cvm_lut_5_y(
    const int32_t* __restrict__ indices,
    const T* __restrict__ table,
    T* __restrict__ cvm_out,
    int64_t cvm_count,
    int64_t indices_shape_1,
    int64_t indices_shape_2,
    int64_t indices_shape_3,
    int64_t indices_shape_4,
    int64_t indices_shape_5,
    int64_t s0) {
  CVM_FOR_EACH_ELEMENT(cvm_k, cvm_count) {
    {
      int64_t cvm_rest = cvm_k;
      const int64_t i5 = cvm_rest % indices_shape_5;
      cvm_rest /= indices_shape_5;
      const int64_t i4 = cvm_rest % indices_shape_4;
      cvm_rest /= indices_shape_4;
      const int64_t i3 = cvm_rest % indices_shape_3;
      cvm_rest /= indices_shape_3;
      const int64_t i2 = cvm_rest % indices_shape_2;
      cvm_rest /= indices_shape_2;
      const int64_t i1 = cvm_rest % indices_shape_1;
      cvm_rest /= indices_shape_1;
      const int64_t i0 = cvm_rest;
      const int64_t v0 = indices[((((i0*indices_shape_1 + i1)*indices_shape_2 + i2)*indices_shape_3 + i3)*indices_shape_4 + i4)*indices_shape_5 + i5];
      const int64_t v1 = cvm_clip(v0, 0, s0);
      const T v2 = table[v1];
      cvm_out[cvm_k] = v2;
    }
  }
}

#ifndef __CUDACC_RTC__
/* ==== host side: read the call, pick its structure, check it, launch ===================== */

/* A call as cvmverify/core/bind.py reads it. */
struct cvm_cvm_lut_call {
  /* indices: rank 1..6, integer indices */
  const DLTensor* in_indices;
  int rank_indices;
  /* table: rank 1..6 */
  const DLTensor* in_table;
  int rank_table;
};

/* The form of a call: its inputs and attributes, checked and read as cvmverify/core/bind.py
 * does; CVM_INVALID if the form is wrong. */
static int cvm_cvm_lut_read(const DLTensor* inputs, int n_inputs, const char* attrs_json,
                            cvm_cvm_lut_call* call) {
  memset(call, 0, sizeof *call);
  if (n_inputs < 0 || (n_inputs > 0 && inputs == NULL)) return CVM_INVALID;
  if (n_inputs > 2) return CVM_INVALID;

  /* indices: rank 1..6, integer indices */
  if (n_inputs > 0) {
    const DLTensor* t = &inputs[0];
    if (!cvm_tensor_ok(t) || !cvm_is_integer(t)) return CVM_INVALID;
    call->in_indices = t;
    call->rank_indices = t->ndim;
  } else {
    return CVM_INVALID;
  }

  /* table: rank 1..6 */
  if (n_inputs > 1) {
    const DLTensor* t = &inputs[1];
    if (!cvm_tensor_ok(t)) return CVM_INVALID;
    call->in_table = t;
    call->rank_table = t->ndim;
  } else {
    return CVM_INVALID;
  }

  const char* json = attrs_json != NULL ? attrs_json : "{}";
  if (!cvm_json_only(json, NULL, 0)) return CVM_INVALID;
  return CVM_OK;
}

/* cvm_lut, structure rank:indices=6, rank:table=1 */
static int _cvm_lut_0_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 1))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(table_shape_0 <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = table_shape_0 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_0_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_0_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_0_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_0_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* cvm_lut, structure rank:indices=6, rank:table=2 */
static int _cvm_lut_1_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 2))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];
  const int64_t table_shape_1 = table->shape[1];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216 && table_shape_1 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(table_shape_0*table_shape_1 <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  const int64_t s0 = table_shape_0*table_shape_1 - 1;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_1_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_1_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_1_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_1_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* cvm_lut, structure rank:indices=6, rank:table=3 */
static int _cvm_lut_2_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 3))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];
  const int64_t table_shape_1 = table->shape[1];
  const int64_t table_shape_2 = table->shape[2];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216 && table_shape_1 <= 16777216 && table_shape_2 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_2_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_2_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_2_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_2_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* cvm_lut, structure rank:indices=6, rank:table=4 */
static int _cvm_lut_3_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 4))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];
  const int64_t table_shape_1 = table->shape[1];
  const int64_t table_shape_2 = table->shape[2];
  const int64_t table_shape_3 = table->shape[3];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216 && table_shape_1 <= 16777216 && table_shape_2 <= 16777216 && table_shape_3 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_3_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_3_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_3_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_3_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* cvm_lut, structure rank:indices=6, rank:table=5 */
static int _cvm_lut_4_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 5))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];
  const int64_t table_shape_1 = table->shape[1];
  const int64_t table_shape_2 = table->shape[2];
  const int64_t table_shape_3 = table->shape[3];
  const int64_t table_shape_4 = table->shape[4];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216 && table_shape_1 <= 16777216 && table_shape_2 <= 16777216 && table_shape_3 <= 16777216 && table_shape_4 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3)*cvm_big(table_shape_4) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3)*cvm_big(table_shape_4) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_4_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_4_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_4_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_4_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* cvm_lut, structure rank:indices=6, rank:table=6 */
static int _cvm_lut_5_run(const cvm_cvm_lut_call* cvm_call, DLTensor* cvm_outputs,
                          int cvm_n_outputs) {
  if (!(cvm_call->rank_indices == 6 &&
        cvm_call->rank_table == 6))
    return CVM_NO_MATCH;
  const DLTensor* indices = cvm_call->in_indices;
  const DLTensor* table = cvm_call->in_table;
  const int64_t indices_shape_0 = indices->shape[0];
  const int64_t indices_shape_1 = indices->shape[1];
  const int64_t indices_shape_2 = indices->shape[2];
  const int64_t indices_shape_3 = indices->shape[3];
  const int64_t indices_shape_4 = indices->shape[4];
  const int64_t indices_shape_5 = indices->shape[5];
  const int64_t table_shape_0 = table->shape[0];
  const int64_t table_shape_1 = table->shape[1];
  const int64_t table_shape_2 = table->shape[2];
  const int64_t table_shape_3 = table->shape[3];
  const int64_t table_shape_4 = table->shape[4];
  const int64_t table_shape_5 = table->shape[5];

  /* preconditions in spec order, then the dtype rules */
  /* every dim of indices in 1..2^24 */
  if (!(indices_shape_0 <= 16777216 && indices_shape_1 <= 16777216 && indices_shape_2 <= 16777216 && indices_shape_3 <= 16777216 && indices_shape_4 <= 16777216 && indices_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of indices <= 2^30 */
  if (!(cvm_big(indices_shape_0)*cvm_big(indices_shape_1)*cvm_big(indices_shape_2)*cvm_big(indices_shape_3)*cvm_big(indices_shape_4)*cvm_big(indices_shape_5) <= 1073741824)) return CVM_INVALID;
  /* every dim of table in 1..2^24 */
  if (!(table_shape_0 <= 16777216 && table_shape_1 <= 16777216 && table_shape_2 <= 16777216 && table_shape_3 <= 16777216 && table_shape_4 <= 16777216 && table_shape_5 <= 16777216)) return CVM_INVALID;
  /* size of table <= 2^30 */
  if (!(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3)*cvm_big(table_shape_4)*cvm_big(table_shape_5) <= 1073741824)) return CVM_INVALID;
  /* indices holds integers */
  if (!(cvm_is_integer(indices))) return CVM_INVALID;
  /* elements of table are 1, 2, 4 or 8 bytes */
  if (!(cvm_element_bytes(table) != 0)) return CVM_UNSUPPORTED;

  /* what the formulas share, computed once */
  int64_t s0;
  if (!cvm_big_to_int64(cvm_big(table_shape_0)*cvm_big(table_shape_1)*cvm_big(table_shape_2)*cvm_big(table_shape_3)*cvm_big(table_shape_4)*cvm_big(table_shape_5) - 1, &s0)) return CVM_UNSUPPORTED;

  /* the outputs the checker preallocated */
  if (cvm_n_outputs != 1 || cvm_outputs == NULL) return CVM_INVALID;
  {
    const int64_t shape[6] = {indices_shape_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5};
    if (!cvm_output_is(&cvm_outputs[0], 6, shape, table->dtype)) return CVM_INVALID;
  }

  cvm_call_memory cvm_memory;
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  const int32_t* indices_int32 = cvm_memory.int32_data(indices);
  if (cvm_memory.failed) return CVM_DEVICE_ERROR;
  if (cvm_memory.n_copies > 0) { /* the copies' range checks */
    const int cvm_status = cvm_memory.status();
    if (cvm_status != CVM_OK) return cvm_status;
  }
  const int64_t cvm_count_0 = cvm_count(&cvm_outputs[0]);
  switch (cvm_element_bytes(table)) {
    case 1:
      CVM_LAUNCH(_cvm_lut_5_y<uint8_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint8_t*)cvm_tensor_data(table), (uint8_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 2:
      CVM_LAUNCH(_cvm_lut_5_y<uint16_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint16_t*)cvm_tensor_data(table), (uint16_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 4:
      CVM_LAUNCH(_cvm_lut_5_y<uint32_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint32_t*)cvm_tensor_data(table), (uint32_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    case 8:
      CVM_LAUNCH(_cvm_lut_5_y<uint64_t>, cvm_blocks(cvm_count_0), CVM_THREADS,
                 indices_int32, (const uint64_t*)cvm_tensor_data(table), (uint64_t*)cvm_tensor_data(&cvm_outputs[0]), cvm_count_0, indices_shape_1, indices_shape_2, indices_shape_3, indices_shape_4, indices_shape_5, s0);
      break;
    default:
      return CVM_UNSUPPORTED;
  }
  return cvm_memory.status();
}

/* The first plan whose structure the call has: CVM_NO_MATCH if none. */
static int cvm_cvm_lut_planned(const cvm_cvm_lut_call* call, DLTensor* outputs, int n_outputs) {
  int status = CVM_NO_MATCH;
  if (status == CVM_NO_MATCH) status = _cvm_lut_0_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _cvm_lut_1_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _cvm_lut_2_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _cvm_lut_3_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _cvm_lut_4_run(call, outputs, n_outputs);
  if (status == CVM_NO_MATCH) status = _cvm_lut_5_run(call, outputs, n_outputs);
  return status;
}

/* The call with k >= 1 leading unit axes on the inputs that take them, its attributes
 * moved with them (cvmverify/core/lift.py): the plans are generated for the highest rank
 * the op allows. 0 if the call has no lifted form or a rank would pass 6; `tensors` and
 * `shapes` hold the lifted inputs. */
static int cvm_cvm_lut_lifted(const cvm_cvm_lut_call* call, int k, cvm_cvm_lut_call* lifted,
                              DLTensor* tensors, int64_t* shapes) {
  *lifted = *call;
  if (!cvm_lift_tensor(call->in_indices, k, &tensors[0], &shapes[0 * CVM_MAX_RANK])) return 0;
  lifted->in_indices = &tensors[0];
  lifted->rank_indices = call->rank_indices + k;
  return 1;
}

/* The kernel checker's entry point: the first plan whose structure the call has,
 * the call lifted by the fewest leading unit axes that one takes. */
extern "C" int cvm_cvm_lut(const DLTensor* inputs, int n_inputs, DLTensor* outputs,
                           int n_outputs, const char* attrs_json) {
  cvm_cvm_lut_call call;
  if (cvm_cvm_lut_read(inputs, n_inputs, attrs_json, &call) != CVM_OK) return CVM_INVALID;
  if (n_inputs < 1 || n_outputs < 0 || (n_outputs > 0 && outputs == NULL)) return CVM_INVALID;
  if (!cvm_one_device(inputs, n_inputs, outputs, n_outputs)) return CVM_INVALID;
  if (!cvm_use_device(&inputs[0])) return CVM_DEVICE_ERROR;
  int status = cvm_cvm_lut_planned(&call, outputs, n_outputs);
  if (status != CVM_NO_MATCH) return status;
  cvm_lifted_tensors lifted_inputs(n_inputs), lifted_outputs(n_outputs);
  for (int k = 1; k < CVM_MAX_RANK && status == CVM_NO_MATCH; ++k) {
    cvm_cvm_lut_call lifted;
    if (!cvm_cvm_lut_lifted(&call, k, &lifted, lifted_inputs.tensors, lifted_inputs.shapes) ||
        !lifted_outputs.lift(outputs, n_outputs, k))
      break;
    status = cvm_cvm_lut_planned(&lifted, lifted_outputs.tensors, n_outputs);
  }
  return status == CVM_NO_MATCH ? CVM_UNSUPPORTED : status;
}
#endif /* __CUDACC_RTC__ */
