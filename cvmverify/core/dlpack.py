"""The DLPack calling convention that C, C++ and CUDA kernels share with the checker.

    int fn(const DLTensor* inputs, int n_inputs,
           DLTensor* outputs, int n_outputs, const char* attrs_json);

The structs of dlpack.h as ctypes, the type codes, the attributes as JSON, and the headers a
generated CUDA module includes (compiled beside it). `check.ckernel` calls kernels through
it; `codegen.cuda` writes the headers.
"""

from __future__ import annotations

import ctypes
import json
from typing import Any, Sequence

import numpy as np

from .attrs import MAX_RANK  # also the room for dims a shape report gets

FILL_BYTE = 0xA5

# DLDataTypeCode and DLDeviceType of dlpack.h
KDL_INT, KDL_UINT, KDL_FLOAT, KDL_BOOL = 0, 1, 2, 6
KDL_CPU, KDL_CUDA = 1, 2


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


def np_dtype(dl: DLDataType) -> np.dtype | None:
    """The NumPy dtype of a DLPack type (None for one NumPy has no name for)."""
    kinds = {KDL_INT: "i", KDL_UINT: "u", KDL_FLOAT: "f", KDL_BOOL: "b"}
    if dl.code not in kinds or dl.lanes != 1 or dl.bits % 8:
        return None
    try:
        return np.dtype(f"{kinds[dl.code]}{dl.bits // 8}")
    except TypeError:
        return None


def dl_dtype(dtype: np.dtype) -> DLDataType:
    codes = {"i": KDL_INT, "u": KDL_UINT, "f": KDL_FLOAT, "b": KDL_BOOL}
    if dtype.kind not in codes:
        raise TypeError(f"no DLPack type for {dtype}")
    return DLDataType(codes[dtype.kind], dtype.itemsize * 8, 1)


def tensors(arrays: Sequence[np.ndarray]):
    """A ctypes array of DLTensor viewing `arrays`, and the shape buffers it points into."""
    table = (DLTensor * max(len(arrays), 1))()
    keep = []
    for k, array in enumerate(arrays):
        shape = (ctypes.c_int64 * max(array.ndim, 1))(*array.shape)
        keep.append(shape)
        table[k] = DLTensor(ctypes.c_void_p(array.ctypes.data), DLDevice(KDL_CPU, 0),
                            array.ndim, dl_dtype(array.dtype),
                            ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)), None, 0)
    return table, keep


def attrs_json(attrs: dict[str, Any]) -> bytes:
    def plain(value):
        if isinstance(value, (tuple, list)):
            return [plain(v) for v in value]
        if isinstance(value, np.generic):
            return value.item()
        return value

    return json.dumps({k: plain(v) for k, v in attrs.items()}, sort_keys=True).encode()
