/*
 * Six CVM operators in C with the checker's DLPack calling convention (see cvm_kernel.h):
 * relu, broadcast_add, cvm_right_shift, transpose, concatenate and slice.
 *
 * Build and check:
 *   cc -shared -fPIC -O2 -o libcvm_kernels.so cvm_kernels.c
 *   cvmverify check relu --lib ./libcvm_kernels.so --symbol cvm_relu
 *
 * Integer semantics (SEMANTICS.md): values are int32 and every formula is exact; a result
 * or intermediate outside int32 is a logic error (the kernel returns CVM_INVALID), never a
 * wrapped value. Movement ops (transpose, concatenate, slice) copy elements of any dtype.
 *
 * Compiling with -DCVM_MUTANT_ROUNDING gives a cvm_right_shift that rounds halves toward
 * zero instead of up: the test suite uses it to see the checker fail a C kernel.
 */
#include "cvm_kernel.h"

/* ---- relu: y = max(0, x) ----------------------------------------------------------- */

int cvm_relu(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)attrs;
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0])) return CVM_INVALID;
  int64_t n = cvm_size(&in[0]);
  if (n < 0 || !cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0])) return CVM_INVALID;
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0 ? x[i] : 0;
  return CVM_OK;
}

/* The optional shape report (`<symbol>_shape`): the outputs cvm_relu would produce, or a
 * rejection, before any output buffer exists. */
int cvm_relu_shape(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  (void)attrs;
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0]) || cvm_size(&in[0]) < 0)
    return CVM_INVALID;
  out[0].ndim = in[0].ndim;
  for (int k = 0; k < in[0].ndim; ++k) out[0].shape[k] = in[0].shape[k];
  out[0].dtype = in[0].dtype;
  return CVM_OK;
}

/* ---- broadcast_add: numpy broadcasting, shapes aligned from the right ---------------- */

int cvm_broadcast_add(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                      const char* attrs) {
  (void)attrs;
  if (n_in != 2 || n_out != 1) return CVM_INVALID;
  const DLTensor *a = &in[0], *b = &in[1];
  if (!cvm_is_int32(a) || !cvm_is_int32(b) || cvm_size(a) < 0 || cvm_size(b) < 0)
    return CVM_INVALID;
  int rank = a->ndim > b->ndim ? a->ndim : b->ndim;
  int64_t shape[CVM_MAX_RANK], sa[CVM_MAX_RANK], sb[CVM_MAX_RANK];
  int64_t stride_a[CVM_MAX_RANK], stride_b[CVM_MAX_RANK];
  cvm_strides(a, stride_a);
  cvm_strides(b, stride_b);
  for (int k = 0; k < rank; ++k) {
    int ka = k - (rank - a->ndim), kb = k - (rank - b->ndim);
    int64_t da = ka >= 0 ? a->shape[ka] : 1, db = kb >= 0 ? b->shape[kb] : 1;
    if (da != db && da != 1 && db != 1) return CVM_INVALID;
    shape[k] = da == 1 ? db : da;
    /* a dim of 1 is read at index 0: stride 0 */
    sa[k] = (ka >= 0 && da != 1) ? stride_a[ka] : 0;
    sb[k] = (kb >= 0 && db != 1) ? stride_b[kb] : 0;
  }
  if (!cvm_output_is(out, rank, shape, a)) return CVM_INVALID;
  const int32_t* x = (const int32_t*)cvm_data(a);
  const int32_t* w = (const int32_t*)cvm_data(b);
  int32_t* y = (int32_t*)cvm_data(out);
  int64_t n = cvm_size(out), index[CVM_MAX_RANK] = {0};
  for (int64_t i = 0; i < n; ++i) {
    int64_t ia = 0, ib = 0;
    for (int k = 0; k < rank; ++k) {
      ia += index[k] * sa[k];
      ib += index[k] * sb[k];
    }
    int64_t sum = (int64_t)x[ia] + (int64_t)w[ib];
    if (sum < CVM_INT32_MIN || sum > CVM_INT32_MAX) return CVM_INVALID;
    y[i] = (int32_t)sum;
    for (int k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k) index[k] = 0;
  }
  return CVM_OK;
}

/* ---- cvm_right_shift: clip(floor((floor(x / 2^(s-1)) + 1) / 2), +-(2^(p-1) - 1)) ------ */

int cvm_cvm_right_shift(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                        const char* attrs) {
  int64_t precision, shift;
  if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0])) return CVM_INVALID;
  if (cvm_attr_int(attrs, "precision", &precision) != 1 || precision < 1 || precision > 32)
    return CVM_INVALID;
  if (cvm_attr_int(attrs, "shift_bit", &shift) != 1 || shift < 1 || shift > 32)
    return CVM_INVALID;
  int64_t n = cvm_size(&in[0]);
  if (n < 0 || !cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0])) return CVM_INVALID;
  const int64_t alpha = (1LL << (precision - 1)) - 1;
  const int32_t* x = (const int32_t*)cvm_data(&in[0]);
  int32_t* y = (int32_t*)cvm_data(&out[0]);
  for (int64_t i = 0; i < n; ++i) {
    int64_t t = cvm_floordiv(x[i], 1LL << (shift - 1)) + 1; /* exact; may be 2^31 */
    if (t > CVM_INT32_MAX) return CVM_INVALID;
#ifdef CVM_MUTANT_ROUNDING
    int64_t r = t / 2; /* truncates: a negative half rounds toward zero */
#else
    int64_t r = cvm_floordiv(t, 2);
#endif
    y[i] = (int32_t)(r < -alpha ? -alpha : (r > alpha ? alpha : r));
  }
  return CVM_OK;
}

/* ---- transpose: y[i] = x[i permuted]; axes=() reverses ------------------------------- */

int cvm_transpose(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  int64_t axes[CVM_MAX_RANK];
  int count;
  if (n_in != 1 || n_out != 1 || cvm_size(&in[0]) < 0) return CVM_INVALID;
  const DLTensor* x = &in[0];
  int rank = x->ndim;
  if (cvm_attr_ints(attrs, "axes", axes, CVM_MAX_RANK, &count) < 0) return CVM_INVALID;
  if (count != 0 && count != rank) return CVM_INVALID;
  int seen[CVM_MAX_RANK] = {0};
  int64_t shape[CVM_MAX_RANK], in_strides[CVM_MAX_RANK], step[CVM_MAX_RANK];
  cvm_strides(x, in_strides);
  for (int k = 0; k < rank; ++k) {
    int64_t a = count ? axes[k] : rank - 1 - k;
    if (a < -rank || a >= rank) return CVM_INVALID;
    if (a < 0) a += rank;
    if (seen[a]++) return CVM_INVALID;
    shape[k] = x->shape[a];
    step[k] = in_strides[a];
  }
  if (!cvm_output_is(out, rank, shape, x)) return CVM_INVALID;
  size_t width = x->dtype.bits / 8;
  const char* src = cvm_data(x);
  char* dst = cvm_data(out);
  int64_t n = cvm_size(out), index[CVM_MAX_RANK] = {0};
  for (int64_t i = 0; i < n; ++i) {
    int64_t from = 0;
    for (int k = 0; k < rank; ++k) from += index[k] * step[k];
    memcpy(dst + i * width, src + from * width, width);
    for (int k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k) index[k] = 0;
  }
  return CVM_OK;
}

/* ---- concatenate: join x0, x1, ... along axis ----------------------------------------- */

int cvm_concatenate(const DLTensor* in, int n_in, DLTensor* out, int n_out,
                    const char* attrs) {
  int64_t axis;
  if (n_in < 1 || n_out != 1 || cvm_size(&in[0]) < 0) return CVM_INVALID;
  int rank = in[0].ndim;
  if (cvm_attr_int(attrs, "axis", &axis) != 1 || axis < -rank || axis >= rank)
    return CVM_INVALID;
  if (axis < 0) axis += rank;
  int64_t shape[CVM_MAX_RANK];
  for (int k = 0; k < rank; ++k) shape[k] = in[0].shape[k];
  shape[axis] = 0;
  for (int j = 0; j < n_in; ++j) {
    if (cvm_size(&in[j]) < 0 || in[j].ndim != rank || !cvm_same_dtype(&in[j], &in[0]))
      return CVM_INVALID;
    for (int k = 0; k < rank; ++k)
      if (k != axis && in[j].shape[k] != in[0].shape[k]) return CVM_INVALID;
    shape[axis] += in[j].shape[axis];
  }
  if (!cvm_output_is(out, rank, shape, &in[0])) return CVM_INVALID;
  /* Row-major: each input is `outer` blocks of shape[axis..] elements, laid side by side. */
  size_t width = in[0].dtype.bits / 8;
  int64_t outer = 1, inner = 1;
  for (int k = 0; k < axis; ++k) outer *= shape[k];
  for (int k = axis + 1; k < rank; ++k) inner *= shape[k];
  char* dst = cvm_data(out);
  int64_t offset = 0;
  for (int j = 0; j < n_in; ++j) {
    int64_t block = in[j].shape[axis] * inner * (int64_t)width;
    const char* src = cvm_data(&in[j]);
    for (int64_t o = 0; o < outer; ++o)
      memcpy(dst + (o * shape[axis] * inner) * width + offset, src + o * block, block);
    offset += block;
  }
  return CVM_OK;
}

/* ---- slice: x[begin:end:strides] per axis, clamped; missing entries take the axis ----- */

int cvm_slice(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
  int64_t begin[CVM_MAX_RANK], end[CVM_MAX_RANK], strides[CVM_MAX_RANK];
  int nb, ne, ns;
  if (n_in != 1 || n_out != 1 || cvm_size(&in[0]) < 0) return CVM_INVALID;
  const DLTensor* x = &in[0];
  int rank = x->ndim;
  if (cvm_attr_ints(attrs, "begin", begin, rank, &nb) != 1) return CVM_INVALID;
  if (cvm_attr_ints(attrs, "end", end, rank, &ne) != 1) return CVM_INVALID;
  if (cvm_attr_ints(attrs, "strides", strides, rank, &ns) < 0) return CVM_INVALID;
  int64_t shape[CVM_MAX_RANK], start[CVM_MAX_RANK], step[CVM_MAX_RANK];
  int64_t in_strides[CVM_MAX_RANK];
  cvm_strides(x, in_strides);
  for (int k = 0; k < rank; ++k) {
    int64_t n = x->shape[k];
    int64_t b = k < nb ? begin[k] : 0, e = k < ne ? end[k] : n, s = k < ns ? strides[k] : 1;
    if ((k < nb && (b < CVM_INT32_MIN || b > CVM_INT32_MAX)) ||
        (k < ne && (e < CVM_INT32_MIN || e > CVM_INT32_MAX)) ||
        (k < ns && (s <= CVM_INT32_MIN || s > CVM_INT32_MAX)) || s == 0)
      return CVM_INVALID;
    if (b < 0) b += n;
    if (e < 0) e += n;
    int64_t lo = s > 0 ? 0 : -1, hi = s > 0 ? n : n - 1;
    b = b < lo ? lo : (b > hi ? hi : b);
    e = e < lo ? lo : (e > hi ? hi : e);
    int64_t length = -cvm_floordiv(b - e, s); /* ceil((e - b) / s), for either sign */
    if (length < 1) return CVM_INVALID;
    shape[k] = length;
    start[k] = b;
    step[k] = s;
  }
  if (!cvm_output_is(out, rank, shape, x)) return CVM_INVALID;
  size_t width = x->dtype.bits / 8;
  const char* src = cvm_data(x);
  char* dst = cvm_data(out);
  int64_t n = cvm_size(out), index[CVM_MAX_RANK] = {0};
  for (int64_t i = 0; i < n; ++i) {
    int64_t from = 0;
    for (int k = 0; k < rank; ++k) from += (start[k] + step[k] * index[k]) * in_strides[k];
    memcpy(dst + i * width, src + from * width, width);
    for (int k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k) index[k] = 0;
  }
  return CVM_OK;
}
