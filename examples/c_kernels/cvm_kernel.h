/*
 * Helpers for CVM kernels with the checker's calling convention:
 *
 *   int fn(const DLTensor* inputs, int n_inputs,
 *          DLTensor* outputs, int n_outputs, const char* attrs_json);
 *
 * Return CVM_OK (0) on success, CVM_INVALID (any nonzero) to reject the call: an invalid
 * attribute, shape or value is a logic error of the caller, never a crash.
 *
 * The attribute reader understands exactly what the checker sends: one flat JSON object
 * whose values are integers, booleans, null, strings or lists of integers.
 */
#ifndef CVM_KERNEL_H_
#define CVM_KERNEL_H_

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlpack.h"

#define CVM_OK 0
#define CVM_INVALID 1
#define CVM_MAX_RANK 6
#define CVM_MAX_DIM (1LL << 24)
#define CVM_MAX_SIZE (1LL << 30)
#define CVM_INT32_MIN (-2147483647LL - 1)
#define CVM_INT32_MAX 2147483647LL

/* ---- tensors ------------------------------------------------------------------------- */

/* The runtime's limits for every tensor: rank 1..6, dims 1..2^24, size <= 2^30, CPU,
 * compact. Returns the element count, or -1 if the tensor breaks a limit. */
static inline int64_t cvm_size(const DLTensor* t) {
  if (t->ndim < 1 || t->ndim > CVM_MAX_RANK || t->dtype.lanes != 1) return -1;
  if (t->device.device_type != kDLCPU || t->strides != NULL) return -1;
  int64_t size = 1;
  for (int k = 0; k < t->ndim; ++k) {
    if (t->shape[k] < 1 || t->shape[k] > CVM_MAX_DIM) return -1;
    size *= t->shape[k];
    if (size > CVM_MAX_SIZE) return -1;
  }
  return size;
}

static inline int cvm_is_int32(const DLTensor* t) {
  return t->dtype.code == kDLInt && t->dtype.bits == 32 && t->dtype.lanes == 1;
}

static inline int cvm_same_dtype(const DLTensor* a, const DLTensor* b) {
  return a->dtype.code == b->dtype.code && a->dtype.bits == b->dtype.bits &&
         a->dtype.lanes == b->dtype.lanes;
}

/* The output must be what the op produces: this shape and the given dtype. */
static inline int cvm_output_is(const DLTensor* out, int ndim, const int64_t* shape,
                         const DLTensor* dtype_like) {
  if (cvm_size(out) < 0 || out->ndim != ndim || !cvm_same_dtype(out, dtype_like)) return 0;
  for (int k = 0; k < ndim; ++k)
    if (out->shape[k] != shape[k]) return 0;
  return 1;
}

static inline char* cvm_data(const DLTensor* t) { return (char*)t->data + t->byte_offset; }

/* Row-major strides, in elements. */
static inline void cvm_strides(const DLTensor* t, int64_t* strides) {
  int64_t s = 1;
  for (int k = t->ndim - 1; k >= 0; --k) {
    strides[k] = s;
    s *= t->shape[k];
  }
}

/* ---- attributes -------------------------------------------------------------------- */

/* The value text of top-level key `name`, or NULL if absent. */
static inline const char* cvm_attr_find(const char* json, const char* name) {
  size_t n = strlen(name);
  for (const char* p = json; (p = strchr(p, '"')) != NULL; ++p) {
    if (strncmp(p + 1, name, n) == 0 && p[n + 1] == '"') {
      const char* v = p + n + 2;
      while (*v == ' ') ++v;
      if (*v != ':') continue;
      ++v;
      while (*v == ' ') ++v;
      return v;
    }
  }
  return NULL;
}

static inline int cvm_parse_int(const char** p, int64_t* out) {
  char* end;
  errno = 0;
  long long v = strtoll(*p, &end, 10);
  if (end == *p || errno == ERANGE) return 0;
  *out = (int64_t)v;
  *p = end;
  return 1;
}

/* 1: found (an int), 0: absent or null, -1: not an int. */
static inline int cvm_attr_int(const char* json, const char* name, int64_t* out) {
  const char* v = cvm_attr_find(json, name);
  if (v == NULL || strncmp(v, "null", 4) == 0) return 0;
  if (strncmp(v, "true", 4) == 0 || strncmp(v, "false", 5) == 0) return -1;
  return cvm_parse_int(&v, out) ? 1 : -1;
}

/* A list of at most `max` ints (a single int counts as a list of one).
 * 1: found, 0: absent or null, -1: malformed or too long. */
static inline int cvm_attr_ints(const char* json, const char* name, int64_t* out, int max,
                         int* count) {
  const char* v = cvm_attr_find(json, name);
  *count = 0;
  if (v == NULL || strncmp(v, "null", 4) == 0) return 0;
  if (*v != '[') {
    if (max < 1 || !cvm_parse_int(&v, out)) return -1;
    *count = 1;
    return 1;
  }
  ++v;
  while (*v == ' ') ++v;
  if (*v == ']') return 1;
  for (;;) {
    if (*count >= max || !cvm_parse_int(&v, &out[*count])) return -1;
    ++*count;
    while (*v == ' ') ++v;
    if (*v == ']') return 1;
    if (*v != ',') return -1;
    ++v;
    while (*v == ' ') ++v;
  }
}

/* floor(a / b) for b != 0 (C's / truncates toward zero). */
static inline int64_t cvm_floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

#endif /* CVM_KERNEL_H_ */
