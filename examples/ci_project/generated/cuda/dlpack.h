/*
 * The subset of DLPack (https://github.com/dmlc/dlpack, include/dlpack/dlpack.h, v0.8 and
 * later) that cvmverify's kernel checker uses. The struct layouts are the standard ones,
 * so a kernel written against the full header works unchanged.
 */
#ifndef CVMVERIFY_DLPACK_SUBSET_H_
#define CVMVERIFY_DLPACK_SUBSET_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
} DLDeviceType;

typedef struct {
  DLDeviceType device_type;
  int32_t device_id;
} DLDevice;

typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
  kDLOpaqueHandle = 3U,
  kDLBfloat = 4U,
  kDLComplex = 5U,
  kDLBool = 6U,
} DLDataTypeCode;

typedef struct {
  uint8_t code;   /* a DLDataTypeCode */
  uint8_t bits;   /* 8, 16, 32, 64 */
  uint16_t lanes; /* 1: scalars */
} DLDataType;

typedef struct {
  void* data;          /* the first element (plus byte_offset) */
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;      /* ndim entries */
  int64_t* strides;    /* in elements; NULL means compact row-major (always, from the checker) */
  uint64_t byte_offset;
} DLTensor;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* CVMVERIFY_DLPACK_SUBSET_H_ */
