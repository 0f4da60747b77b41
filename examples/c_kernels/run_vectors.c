/*
 * Runs kernels with the checker's DLPack calling convention (cvm_kernel.h) against the
 * conformance vectors of `cvmverify vectors`, as a C++ runtime's test suite would:
 *
 *   cvmverify vectors --out vectors relu transpose
 *   cc -O2 -o run_vectors run_vectors.c -ldl
 *   ./run_vectors ./libcvm_kernels.so vectors relu transpose
 *
 * For every op it reads <vectors>/<op>/cases.txt and calls cvm_<op> from the library on
 * each case: a valid case must return 0 and write exactly the expected outputs (compared
 * byte for byte with the .npy files), an invalid case must return nonzero. Prints each
 * failure and a count per op; exits 0 if every case passed, 1 if one failed, 2 on a usage
 * or file error. Reads .npy files of version 1 to 3, C order, integer and float dtypes.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlpack.h"

typedef int (*kernel_fn)(const DLTensor*, int, DLTensor*, int, const char*);

#define MAX_TENSORS 64
#define MAX_LINE (1 << 16)

static int fail_usage(const char* what, const char* detail) {
  fprintf(stderr, "run_vectors: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(2);
}

/* numpy's name ("int32") or descr ("<i4") as a DLPack dtype; 0 if unknown */
static int dtype_of(const char* name, DLDataType* dtype) {
  static const struct { const char* name; const char* descr; uint8_t code, bits; } known[] = {
      {"int8", "|i1", kDLInt, 8},       {"int16", "<i2", kDLInt, 16},
      {"int32", "<i4", kDLInt, 32},     {"int64", "<i8", kDLInt, 64},
      {"uint8", "|u1", kDLUInt, 8},     {"uint16", "<u2", kDLUInt, 16},
      {"uint32", "<u4", kDLUInt, 32},   {"uint64", "<u8", kDLUInt, 64},
      {"float32", "<f4", kDLFloat, 32}, {"float64", "<f8", kDLFloat, 64},
      {"bool", "|b1", kDLBool, 8}};
  for (size_t k = 0; k < sizeof known / sizeof known[0]; ++k)
    if (!strcmp(name, known[k].name) || !strcmp(name, known[k].descr)) {
      dtype->code = known[k].code;
      dtype->bits = known[k].bits;
      dtype->lanes = 1;
      return 1;
    }
  return 0;
}

static int64_t count_of(const DLTensor* t) {
  int64_t n = 1;
  for (int k = 0; k < t->ndim; ++k) n *= t->shape[k];
  return n;
}

static size_t bytes_of(const DLTensor* t) { return (size_t)count_of(t) * (t->dtype.bits / 8); }

/* A tensor with its own zeroed buffer. */
static void allocate(DLTensor* t, DLDataType dtype, int ndim, const int64_t* shape) {
  memset(t, 0, sizeof *t);
  t->device.device_type = kDLCPU;
  t->dtype = dtype;
  t->ndim = ndim;
  t->shape = calloc(ndim > 0 ? ndim : 1, sizeof(int64_t));
  memcpy(t->shape, shape, ndim * sizeof(int64_t));
  t->data = calloc(bytes_of(t) + 1, 1);
}

static void release(DLTensor* t) {
  free(t->data);
  free(t->shape);
  t->data = NULL;
  t->shape = NULL;
}

/* Reads an .npy file into `t`; 0 on success, else a message. */
static const char* load_npy(const char* path, DLTensor* t) {
  FILE* f = fopen(path, "rb");
  if (!f) return "cannot open";
  unsigned char head[12];
  if (fread(head, 1, 10, f) != 10 || memcmp(head, "\x93NUMPY", 6)) {
    fclose(f);
    return "not an .npy file";
  }
  size_t length = head[8] | (head[9] << 8);
  if (head[6] >= 2) { /* version 2 and 3: a 4-byte header length */
    if (fread(head + 10, 1, 2, f) != 2) {
      fclose(f);
      return "truncated header";
    }
    length |= ((size_t)head[10] << 16) | ((size_t)head[11] << 24);
  }
  char* header = calloc(length + 1, 1);
  if (fread(header, 1, length, f) != length) {
    free(header);
    fclose(f);
    return "truncated header";
  }
  const char* error = NULL;
  char descr[8] = {0};
  int64_t shape[MAX_TENSORS];
  int ndim = 0;
  const char* at = strstr(header, "'descr': '");
  const char* dims = strstr(header, "'shape': (");
  DLDataType dtype;
  if (!at || !dims || strstr(header, "'fortran_order': True"))
    error = "unsupported header (C order only)";
  else {
    sscanf(at + 10, "%7[^']", descr);
    if (!dtype_of(descr, &dtype)) error = "unsupported dtype";
    for (const char* p = dims + 10; !error && *p && *p != ')';) {
      char* end;
      long long n = strtoll(p, &end, 10);
      if (end == p) break;
      shape[ndim++] = n;
      p = end;
      while (*p == ',' || *p == ' ') ++p;
    }
  }
  if (!error) {
    allocate(t, dtype, ndim, shape);
    if (fread(t->data, 1, bytes_of(t), f) != bytes_of(t)) {
      release(t);
      error = "truncated data";
    }
  }
  free(header);
  fclose(f);
  return error;
}

/* The next space-separated token of *line, or NULL at its end. */
static char* next(char** line) {
  while (**line == ' ') ++*line;
  if (!**line || **line == '\n') return NULL;
  char* start = *line;
  while (**line && **line != ' ' && **line != '\n') ++*line;
  if (**line) *(*line)++ = '\0';
  return start;
}

static int next_int(char** line, const char* what) {
  char* token = next(line);
  if (!token) fail_usage("a short line in cases.txt, missing", what);
  return atoi(token);
}

/* Runs one case line; returns 1 if it passed, else prints why and returns 0. */
static int run_case(kernel_fn fn, const char* folder, char* line) {
  char path[8200], why[256] = "";
  char* id = next(&line);
  int valid = next_int(&line, "valid"), n_in = next_int(&line, "inputs");
  DLTensor ins[MAX_TENSORS], outs[MAX_TENSORS], expected[MAX_TENSORS];
  int has_expected[MAX_TENSORS] = {0};
  if (!id || n_in > MAX_TENSORS) fail_usage("a malformed line in cases.txt", id);
  for (int k = 0; k < n_in; ++k) {
    snprintf(path, sizeof path, "%s/%s", folder, next(&line));
    const char* error = load_npy(path, &ins[k]);
    if (error) fail_usage(error, path);
  }
  int n_out = next_int(&line, "outputs");
  if (n_out > MAX_TENSORS) fail_usage("too many outputs", id);
  for (int k = 0; k < n_out; ++k) {
    DLDataType dtype;
    char* name = next(&line);
    if (!name || !dtype_of(name, &dtype)) fail_usage("an unknown output dtype", name);
    int ndim = next_int(&line, "ndim");
    int64_t shape[MAX_TENSORS];
    for (int d = 0; d < ndim; ++d) shape[d] = next_int(&line, "dim");
    allocate(&outs[k], dtype, ndim, shape);
    char* file = next(&line);
    if (file && strcmp(file, "-")) {
      snprintf(path, sizeof path, "%s/%s", folder, file);
      const char* error = load_npy(path, &expected[k]);
      if (error) fail_usage(error, path);
      has_expected[k] = 1;
    }
  }
  while (*line == ' ') ++line;
  line[strcspn(line, "\n")] = '\0'; /* the rest of the line: the attributes' JSON */
  int status = fn(ins, n_in, outs, n_out, line);
  if (!valid && status == 0) snprintf(why, sizeof why, "accepted an invalid case");
  if (valid && status != 0) snprintf(why, sizeof why, "rejected a valid case (status %d)", status);
  for (int k = 0; valid && status == 0 && !why[0] && k < n_out; ++k)
    if (has_expected[k] && (bytes_of(&outs[k]) != bytes_of(&expected[k]) ||
                            memcmp(outs[k].data, expected[k].data, bytes_of(&outs[k]))))
      snprintf(why, sizeof why, "output %d differs from the expected one", k);
  if (why[0]) printf("FAIL %s: %s (attrs %s)\n", id, why, line);
  for (int k = 0; k < n_in; ++k) release(&ins[k]);
  for (int k = 0; k < n_out; ++k) {
    release(&outs[k]);
    if (has_expected[k]) release(&expected[k]);
  }
  return !why[0];
}

int main(int argc, char** argv) {
  if (argc < 4) fail_usage("usage", "run_vectors LIBRARY.so VECTORS_DIR OP...");
  void* library = dlopen(argv[1], RTLD_NOW);
  if (!library) fail_usage("cannot load the library", dlerror());
  int failed = 0;
  static char line[MAX_LINE];
  for (int a = 3; a < argc; ++a) {
    char symbol[256], folder[4096], path[4200];
    snprintf(symbol, sizeof symbol, "cvm_%s", argv[a]);
    kernel_fn fn = (kernel_fn)dlsym(library, symbol);
    if (!fn) fail_usage("no such kernel in the library", symbol);
    snprintf(folder, sizeof folder, "%s/%s", argv[2], argv[a]);
    snprintf(path, sizeof path, "%s/cases.txt", folder);
    FILE* cases = fopen(path, "r");
    if (!cases) fail_usage("cannot open", path);
    int passed = 0, total = 0;
    while (fgets(line, sizeof line, cases)) {
      ++total;
      passed += run_case(fn, folder, line);
    }
    fclose(cases);
    printf("%s: %d of %d cases passed\n", argv[a], passed, total);
    failed += total - passed;
  }
  dlclose(library);
  return failed ? 1 : 0;
}
