/* Kernels that misbehave as processes, for the checker's isolation tests: each has the
 * checker's DLPack signature (see examples/c_kernels/cvm_kernel.h). */
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
