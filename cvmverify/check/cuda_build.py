"""Building generated CUDA modules: nvcc for the GPU, a C++ compiler for the host shim.

    compile_nvcc("out/cuda/elemwise_ops.cu")             # compile check: an object file
    kernel = host_kernel("out/cuda/ops/relu.cuh", "cvm_relu")
    check_kernel("relu", kernel)                           # runs on the CPU, no GPU needed
    check_kernel("relu", cupy_kernel("out/cuda/ops/relu.cuh", "cvm_relu"))   # on a GPU

A module (ops/<op>.cuh, graphs/<graph>.cuh) or a translation unit that includes several
(<family>_ops.cu) is compiled where `cvmverify gen --out` wrote it, beside or below its
headers (cvm_cuda.h, cvm_host_shim.h, dlpack.h; see `cuda.render_cuda_headers`), as CUDA
(or C++ for the host shim) whatever its suffix. Host libraries are cached by a hash of the
file, everything it includes and the command, so an unchanged module is built once.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..core.dlpack import (
    FILL_BYTE, KDL_CUDA, DLDevice, DLTensor, attrs_json, dl_dtype,
)
from .ckernel import CKernel
from .cuda import CudaKernel
from .kernels import Rejection

# -fwrapv: an index's intermediate products are bounded by the size limit only through
# the prover's in-bounds proof; with wrapping arithmetic the exact final value needs no
# such argument (+, - and * are exact modulo 2^64, and the final value fits).
HOST_FLAGS = ("-shared", "-fPIC", "-std=c++17", "-fwrapv", "-x", "c++", "-DCVM_HOST_SHIM")
NVCC_FLAGS = ("-std=c++17", "-x", "cu")  # a module (.cuh) is CUDA source too


class BuildError(RuntimeError):
    """A compiler rejected a module; `output` holds what it said."""

    def __init__(self, command: Sequence[str], output: str):
        super().__init__(f"{' '.join(command)} failed:\n{output}")
        self.command = list(command)
        self.output = output


@dataclass
class BuildResult:
    path: Path           # what was built
    command: list[str]
    output: str          # the compiler's messages (warnings)


def _run(command: list[str], timeout: float) -> str:
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    output = (done.stdout + done.stderr).strip()
    if done.returncode != 0:
        raise BuildError(command, output)
    return output


def _tool(name: str, env: str | None = None) -> str:
    found = os.environ.get(env) if env else None
    found = found or shutil.which(name)
    if not found:
        raise FileNotFoundError(f"{name} is not on PATH")
    return found


def compile_nvcc(cu_path: str | os.PathLike, out: str | os.PathLike | None = None, *,
                 ptx: bool = False, flags: Sequence[str] = (),
                 timeout: float = 600) -> BuildResult:
    """Compile a module with nvcc: to an object file (`-c`), or with `ptx` the kernels to
    PTX. Raises BuildError with nvcc's output if it fails, FileNotFoundError without nvcc."""
    cu_path = Path(cu_path)
    suffix = ".ptx" if ptx else ".o"
    out = Path(out) if out else Path(tempfile.mkdtemp(prefix="cvm-nvcc-")) / (cu_path.stem + suffix)
    command = [_tool("nvcc"), "--ptx" if ptx else "-c", *NVCC_FLAGS, *flags,
               f"-I{cu_path.parent}", "-o", str(out), str(cu_path)]
    return BuildResult(out, command, _run(command, timeout))


def _digest(cu_path: Path, command: Sequence[str]) -> str:
    """A hash of what a build reads: the file, every file it includes with quotes (a
    unit's modules, the runtime header, beside or above it), and the command."""
    sha = hashlib.sha256()
    for path in _sources(cu_path):
        sha.update(path.name.encode() + b"\0")
        sha.update(path.read_bytes() if path.exists() else b"(missing)")
    sha.update("\0".join(command).encode())
    return sha.hexdigest()[:16]


def _sources(path: Path, seen: dict[Path, None] | None = None) -> list[Path]:
    """`path` and the files it includes with quotes, recursively, each once."""
    seen = {} if seen is None else seen
    path = path.resolve()
    if path in seen:
        return list(seen)
    seen[path] = None
    if path.exists():
        for name in re.findall(r'^\s*#\s*include\s+"([^"]+)"', path.read_text(errors="replace"),
                               flags=re.M):
            _sources(path.parent / name, seen)
    return list(seen)


def _cached_build(cu_path: Path, out_dir: Path, command: list[str], timeout: float) -> Path:
    """Build `cu_path` with `command` (+ "-o target source") unless it is in the cache."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"lib{cu_path.stem}-{_digest(cu_path, command)}.so"
    if target.exists():
        return target
    partial = out_dir / f".{target.name}.{os.getpid()}.tmp"
    try:
        _run([*command, "-o", str(partial), str(cu_path)], timeout)
        os.replace(partial, target)  # atomic: a concurrent build never sees half a library
    finally:
        partial.unlink(missing_ok=True)
    return target


def default_cache() -> Path:
    """Where libraries are cached when no directory is given: one per user."""
    user = os.getuid() if hasattr(os, "getuid") else 0
    return Path(tempfile.gettempdir()) / f"cvmverify-cuda-{user}"


def build_host_library(cu_path: str | os.PathLike, out_dir: str | os.PathLike | None = None,
                       *, optimize: str = "-O2", timeout: float = 600) -> Path:
    """A shared library of the module compiled as C++ through the host shim (kernels run on
    the CPU); cached in `out_dir` by content. `optimize` trades build time for speed (a
    module of a hundred structures takes 25 s at -O2, 4 s at -O0). Raises BuildError
    with the compiler's output."""
    cu_path = Path(cu_path).resolve()
    command = [_tool("g++", "CXX"), optimize, *HOST_FLAGS, f"-I{cu_path.parent}"]
    return _cached_build(cu_path, Path(out_dir) if out_dir else default_cache(), command,
                         timeout)


def host_kernel(cu_path: str | os.PathLike, symbol: str,
                out_dir: str | os.PathLike | None = None, *, optimize: str = "-O2") -> CKernel:
    """The launcher `symbol` of a module, built for the host shim, as a checker kernel."""
    return CKernel(build_host_library(cu_path, out_dir, optimize=optimize), symbol)


# --- on a GPU, through CuPy ---------------------------------------------------------------


def build_cuda_library(cu_path: str | os.PathLike, out_dir: str | os.PathLike | None = None,
                       *, timeout: float = 600) -> Path:
    """A shared library of the module compiled by nvcc (kernels on the GPU)."""
    cu_path = Path(cu_path).resolve()
    command = [_tool("nvcc"), "-shared", "-Xcompiler", "-fPIC", *NVCC_FLAGS,
               f"-I{cu_path.parent}"]
    return _cached_build(cu_path, Path(out_dir) if out_dir else default_cache(), command,
                         timeout)


class LauncherKernel(CudaKernel):
    """A generated launcher run on the GPU: the checker's case is copied to CuPy arrays,
    outputs are preallocated there with the reference's layout (filled with 0xA5, as for
    C kernels), and the launcher gets DLTensors of device type kDLCUDA. A nonzero return
    rejects the case. Picklable: a worker process loads the library itself."""

    def __init__(self, library: str | os.PathLike, symbol: str):
        super().__init__(f"{library}:{symbol}")
        self.library = str(Path(library).resolve())
        self.symbol = symbol
        self._launcher = None

    def __repr__(self) -> str:
        return f"LauncherKernel({self.library!r}, {self.symbol!r})"

    def __getstate__(self) -> dict[str, Any]:
        return {"library": self.library, "symbol": self.symbol}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.library, self.symbol, self._launcher = state["library"], state["symbol"], None
        self.fn = f"{self.library}:{self.symbol}"

    def load(self) -> None:
        if self._launcher is None:
            function = getattr(ctypes.CDLL(self.library), self.symbol)
            function.argtypes = [ctypes.POINTER(DLTensor), ctypes.c_int,
                                 ctypes.POINTER(DLTensor), ctypes.c_int, ctypes.c_char_p]
            function.restype = ctypes.c_int
            self._launcher = function

    def run_case(self, inputs: list[np.ndarray], attrs: dict[str, Any],
                 layout: Sequence[tuple[tuple[int, ...], str]]) -> list[np.ndarray]:
        import cupy  # an optional dependency, there only where a GPU kernel runs

        self.load()
        device = [cupy.asarray(np.ascontiguousarray(x)) for x in inputs]
        outputs = [cupy.empty(shape, dtype=np.dtype(dtype)) for shape, dtype in layout]
        for out in outputs:
            out.view(cupy.uint8).fill(FILL_BYTE)
        ins, keep_in = _device_tensors(device)
        outs, keep_out = _device_tensors(outputs)
        status = self._launcher(ins, len(device), outs, len(outputs), attrs_json(attrs))
        cupy.cuda.get_current_stream().synchronize()
        del keep_in, keep_out
        for host, dev in zip(inputs, device):
            host[...] = cupy.asnumpy(dev)  # so that a write to an input is seen as one
        if status != 0:
            raise Rejection(f"{self.symbol} returned {status}")
        return [cupy.asnumpy(out) for out in outputs]


def _device_tensors(arrays):
    """A ctypes array of DLTensor (device kDLCUDA) viewing CuPy `arrays`."""
    import cupy  # an optional dependency, there only where a GPU kernel runs

    table = (DLTensor * max(len(arrays), 1))()
    keep = []
    for k, array in enumerate(arrays):
        shape = (ctypes.c_int64 * max(array.ndim, 1))(*array.shape)
        keep.append(shape)
        table[k] = DLTensor(ctypes.c_void_p(array.data.ptr),
                            DLDevice(KDL_CUDA, cupy.cuda.Device().id), array.ndim,
                            dl_dtype(array.dtype),
                            ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64)), None, 0)
    return table, keep


def cupy_kernel(cu_path: str | os.PathLike, symbol: str,
                out_dir: str | os.PathLike | None = None) -> LauncherKernel:
    """The launcher `symbol` of a module, built with nvcc, as a checker kernel on the GPU.

    `check_kernel` reports it as skipped where CuPy or a GPU is missing (the library is
    still built: that needs nvcc only)."""
    return LauncherKernel(build_cuda_library(cu_path, out_dir), symbol)
