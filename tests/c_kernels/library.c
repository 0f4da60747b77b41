/* A small kernel library with the habits of a real one, for the checker's tests:
 *
 * - every kernel logs the check that failed to stderr ("Check failed: ...") before it
 *   rejects a call, as a runtime's CHECK macros do: right, and never a failure;
 * - lib_relu leaves a debug print on stdout in the calls that succeed: a defect;
 * - lib_cvm_clip has three defects with one symptom (an output off by -1), each in its
 *   own region of the input space: a fast path for precision 1, one for precision 32,
 *   and the general path for the precisions between.
 *
 * Each kernel has the checker's DLPack signature (see examples/c_kernels/cvm_kernel.h). */
#include <stdio.h>

#include "cvm_kernel.h"

#define CHECK(cond)                                          \
  do {                                                       \
    if (!(cond)) {                                           \
      fprintf(stderr, "Check failed: %s\n", #cond);          \
      return CVM_INVALID;                                    \
    }                                                        \
  } while (0)

static int int32_unary(const DLTensor* in, int n_in, DLTensor* out, int n_out) {
  CHECK(n_in == 1 && n_out == 1);
  CHECK(cvm_is_int32(&in[0]));
  CHECK(cvm_size(&in[0]) >= 0);
  CHECK(cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0]));
  return CVM_OK;
}

int lib_relu(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)attrs;
  if (int32_unary(in, n_in, out, n_out) != CVM_OK) return CVM_INVALID;
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  int64_t n = cvm_size(&in[0]);
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0 ? x[i] : 0;
  printf("lib_relu: %lld elements\n", (long long)n); /* the debug print left in */
  return CVM_OK;
}

int lib_cvm_clip(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  int64_t precision;
  if (int32_unary(in, n_in, out, n_out) != CVM_OK) return CVM_INVALID;
  CHECK(cvm_attr_int(attrs, "precision", &precision) == 1);
  CHECK(precision >= 1 && precision <= 32);
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  int64_t n = cvm_size(&in[0]);
  if (precision == 1) { /* defect 1: the sign, not 0, for a negative value */
    for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0 ? -1 : 0;
    return CVM_OK;
  }
  if (precision == 32) { /* defect 2: nothing to clip, it assumes; INT32_MIN stays */
    for (int64_t i = 0; i < n; ++i) y[i] = x[i];
    return CVM_OK;
  }
  const int64_t alpha = (1LL << (precision - 1)) - 1;
  const int64_t low = -alpha - 1; /* defect 3: the two's complement bound */
  for (int64_t i = 0; i < n; ++i) y[i] = (int32_t)(x[i] < low ? low : (x[i] > alpha ? alpha : x[i]));
  return CVM_OK;
}
