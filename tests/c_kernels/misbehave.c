/* Kernels that misbehave as processes, for the checker's isolation tests: each has the
 * checker's DLPack signature (see examples/c_kernels/cvm_kernel.h). */
#include <stdio.h>
#include <stdlib.h>

#include "cvm_kernel.h"

int cvm_segfault(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)in; (void)n_in; (void)out; (void)n_out; (void)attrs;
  volatile int32_t* nowhere = NULL;
  *nowhere = 1;
  return CVM_OK;
}

int cvm_abort(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)in; (void)n_in; (void)out; (void)n_out; (void)attrs;
  fprintf(stderr, "cvm_abort: an assertion of the library failed\n");
  abort();
}

int cvm_spin(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)in; (void)n_in; (void)out; (void)n_out; (void)attrs;
  for (volatile int64_t i = 0;; ++i) {
  }
  return CVM_OK;
}

/* A relu that forgets to write its output: the checker's 0xA5 fill shows it. */
int cvm_relu_no_write(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                      const char* attrs) {
  (void)attrs;
  (void)out;
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0]) || cvm_size(&in[0]) < 0)
    return CVM_INVALID;
  return CVM_OK;
}

/* A correct relu that also writes one element past the end of its output (a loop bound of
 * <= for <), or one before its start: the values inside are right. */
static int relu_writing_outside(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                                int64_t outside) {
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0]) || cvm_size(&in[0]) < 0 ||
      !cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0]))
    return CVM_INVALID;
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  int64_t n = cvm_size(&in[0]);
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0 ? x[i] : 0;
  y[outside < 0 ? -1 : n] = 0;
  return CVM_OK;
}

int cvm_relu_past_end(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                      const char* attrs) {
  (void)attrs;
  return relu_writing_outside(in, n_in, out, n_out, 1);
}

int cvm_relu_before_start(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                          const char* attrs) {
  (void)attrs;
  return relu_writing_outside(in, n_in, out, n_out, -1);
}

/* A correct relu that logs every call with printf: a kernel in a runtime must not print. */
int cvm_relu_printing(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                      const char* attrs) {
  printf("cvm_relu_printing called\n");
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0]) || cvm_size(&in[0]) < 0 ||
      !cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0]))
    return CVM_INVALID;
  (void)attrs;
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  for (int64_t i = 0; i < cvm_size(&in[0]); ++i) y[i] = x[i] > 0 ? x[i] : 0;
  return CVM_OK;
}

/* A relu whose shape report adds an axis of 2 (its kernel, never run on such a case,
 * would write twice the elements): the checker reports the shape, not garbage. */
int cvm_relu_wide(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)in; (void)n_in; (void)out; (void)n_out; (void)attrs;
  return CVM_OK;
}

int cvm_relu_wide_shape(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                        const char* attrs) {
  (void)attrs;
  if (n_in != 1 || n_out != 1 || cvm_size(&in[0]) < 0 || in[0].ndim >= CVM_MAX_RANK)
    return CVM_INVALID;
  out[0].ndim = in[0].ndim + 1;
  for (int k = 0; k < in[0].ndim; ++k) out[0].shape[k] = in[0].shape[k];
  out[0].shape[in[0].ndim] = 2;
  return CVM_OK;
}
