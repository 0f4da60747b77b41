"""Kernel shapes for the generated CUDA code, timed side by side on one GPU (development
aid: which index width, elements per thread, load width, transpose and reduction scheme
reach the copy bandwidth). Prints one row per variant: microseconds and the fraction of
the measured copy bandwidth."""

import sys
import numpy as np
import cupy

SRC = r'''
typedef long long i64; typedef unsigned int u32; typedef unsigned long long u64;
#define IMIN (-2147483647 - 1)
#define IMAX 2147483647
struct fdiv { u32 d, m, s; };
__device__ __forceinline__ u32 fd_div(u32 n, fdiv f) { u32 t = __umulhi(n, f.m); return (t + n) >> f.s; }

extern "C" __global__ void relu_v0(const int* __restrict__ x, int* __restrict__ y, i64 n, int* err) {
  for (i64 k = (i64)blockIdx.x * blockDim.x + threadIdx.x; k < n; k += (i64)blockDim.x * gridDim.x) {
    i64 v = x[k]; i64 r = v > 0 ? v : 0;
    if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; }
    y[k] = (int)r;
  }
}
extern "C" __global__ void relu_v1(const int* __restrict__ x, int* __restrict__ y, int n, int* err) {
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += blockDim.x * gridDim.x) {
    i64 v = x[k]; i64 r = v > 0 ? v : 0;
    if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; }
    y[k] = (int)r;
  }
}
template <int ILP>
__device__ void relu_ilp(const int* __restrict__ x, int* __restrict__ y, int n, int* err) {
  for (int base = blockIdx.x * blockDim.x * ILP + threadIdx.x; base < n; base += blockDim.x * gridDim.x * ILP) {
    i64 v[ILP];
#pragma unroll
    for (int j = 0; j < ILP; ++j) { int k = base + j * blockDim.x; v[j] = k < n ? x[k] : 0; }
#pragma unroll
    for (int j = 0; j < ILP; ++j) {
      int k = base + j * blockDim.x; if (k >= n) continue;
      i64 r = v[j] > 0 ? v[j] : 0;
      if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; }
      y[k] = (int)r;
    }
  }
}
extern "C" __global__ void relu_v2(const int* __restrict__ x, int* __restrict__ y, int n, int* err) { relu_ilp<4>(x, y, n, err); }
extern "C" __global__ void relu_v2b(const int* __restrict__ x, int* __restrict__ y, int n, int* err) { relu_ilp<8>(x, y, n, err); }
/* the body per element, unrolled, plain loop (compiler batches loads?) */
extern "C" __global__ void relu_v2c(const int* __restrict__ x, int* __restrict__ y, int n, int* err) {
  for (int base = blockIdx.x * blockDim.x * 4 + threadIdx.x; base < n; base += blockDim.x * gridDim.x * 4) {
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      int k = base + j * blockDim.x; if (k >= n) break;
      i64 v = x[k]; i64 r = v > 0 ? v : 0;
      if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; }
      y[k] = (int)r;
    }
  }
}
extern "C" __global__ void relu_v3(const int* __restrict__ x, int* __restrict__ y, int n, int* err) {
  int n4 = n / 4;
  const int4* x4 = (const int4*)x; int4* y4 = (int4*)y;
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n4; k += blockDim.x * gridDim.x) {
    int4 v = x4[k]; int bad = 0;
    i64 r0 = v.x > 0 ? v.x : 0, r1 = v.y > 0 ? v.y : 0, r2 = v.z > 0 ? v.z : 0, r3 = v.w > 0 ? v.w : 0;
    bad |= (r0 < IMIN || r0 > IMAX) | (r1 < IMIN || r1 > IMAX) | (r2 < IMIN || r2 > IMAX) | (r3 < IMIN || r3 > IMAX);
    if (bad) atomicOr(err, 1);
    y4[k] = make_int4((int)r0, (int)r1, (int)r2, (int)r3);
  }
}
extern "C" __global__ void relu_v4(const int* __restrict__ x, int* __restrict__ y, int n, int* err) {
  int n4 = n / 4;
  const int4* x4 = (const int4*)x; int4* y4 = (int4*)y;
  for (int base = blockIdx.x * blockDim.x * 2 + threadIdx.x; base < n4; base += blockDim.x * gridDim.x * 2) {
    int4 v[2];
#pragma unroll
    for (int j = 0; j < 2; ++j) { int k = base + j * blockDim.x; if (k < n4) v[j] = x4[k]; }
#pragma unroll
    for (int j = 0; j < 2; ++j) { int k = base + j * blockDim.x; if (k < n4) {
      y4[k] = make_int4(max(v[j].x, 0), max(v[j].y, 0), max(v[j].z, 0), max(v[j].w, 0)); } }
  }
}
/* broadcast add: x (R, C) + c (R, 1) */
extern "C" __global__ void badd_v0(const int* __restrict__ x, const int* __restrict__ c, int* __restrict__ y, i64 n, i64 C, int* err) {
  for (i64 k = (i64)blockIdx.x * blockDim.x + threadIdx.x; k < n; k += (i64)blockDim.x * gridDim.x) {
    i64 r = (i64)x[k] + c[k / C];
    if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; }
    y[k] = (int)r;
  }
}
template <int ILP>
__device__ void badd_fd(const int* __restrict__ x, const int* __restrict__ c, int* __restrict__ y, int n, fdiv C, int* err) {
  for (int base = blockIdx.x * blockDim.x * ILP + threadIdx.x; base < n; base += blockDim.x * gridDim.x * ILP) {
    i64 a[ILP], b[ILP];
#pragma unroll
    for (int j = 0; j < ILP; ++j) { int k = base + j * blockDim.x; if (k < n) { a[j] = x[k]; b[j] = c[fd_div(k, C)]; } }
#pragma unroll
    for (int j = 0; j < ILP; ++j) { int k = base + j * blockDim.x; if (k >= n) continue;
      i64 r = a[j] + b[j]; if (r < IMIN || r > IMAX) { atomicOr(err, 1); continue; } y[k] = (int)r; }
  }
}
extern "C" __global__ void badd_v1(const int* __restrict__ x, const int* __restrict__ c, int* __restrict__ y, int n, fdiv C, int* err) { badd_fd<1>(x, c, y, n, C, err); }
extern "C" __global__ void badd_v2(const int* __restrict__ x, const int* __restrict__ c, int* __restrict__ y, int n, fdiv C, int* err) { badd_fd<4>(x, c, y, n, C, err); }
/* transpose (R, C) -> (C, R) */
extern "C" __global__ void tr_v0(const int* __restrict__ x, int* __restrict__ y, i64 n, i64 R, i64 C) {
  for (i64 k = (i64)blockIdx.x * blockDim.x + threadIdx.x; k < n; k += (i64)blockDim.x * gridDim.x) {
    i64 i = k % R, j = k / R; y[k] = x[i * C + j];
  }
}
extern "C" __global__ void tr_v1(const int* __restrict__ x, int* __restrict__ y, int R, int C) {
  __shared__ int tile[32][33];
  int bx = blockIdx.x * 32, by = blockIdx.y * 32;  /* bx along C (input inner), by along R */
  for (int j = threadIdx.y; j < 32; j += 8) {
    int r = by + j, c = bx + threadIdx.x;
    if (r < R && c < C) tile[j][threadIdx.x] = x[(i64)r * C + c];
  }
  __syncthreads();
  for (int j = threadIdx.y; j < 32; j += 8) {
    int c = bx + j, r = by + threadIdx.x;
    if (r < R && c < C) y[(i64)c * R + r] = tile[threadIdx.x][j];
  }
}
/* sum over the inner axis of (R, C) -> R */
extern "C" __global__ void sum_v0(const int* __restrict__ x, int* __restrict__ y, i64 R, i64 C, int* err) {
  for (i64 k = (i64)blockIdx.x * blockDim.x + threadIdx.x; k < R; k += (i64)blockDim.x * gridDim.x) {
    i64 s = 0; for (i64 r = 0; r < C; ++r) s += x[k * C + r];
    if (s < IMIN || s > IMAX) { atomicOr(err, 1); continue; }
    y[k] = (int)s;
  }
}
extern "C" __global__ void sum_v1(const int* __restrict__ x, int* __restrict__ y, int R, int C, int* err) {
  int lane = threadIdx.x & 31, warps = blockDim.x >> 5;
  for (int row = blockIdx.x * warps + (threadIdx.x >> 5); row < R; row += gridDim.x * warps) {
    const int* p = x + (i64)row * C;
    i64 s0 = 0, s1 = 0, s2 = 0, s3 = 0; int r = lane;
    for (; r + 96 < C; r += 128) { s0 += p[r]; s1 += p[r + 32]; s2 += p[r + 64]; s3 += p[r + 96]; }
    for (; r < C; r += 32) s0 += p[r];
    i64 s = s0 + s1 + s2 + s3;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0) { if (s < IMIN || s > IMAX) atomicOr(err, 1); else y[row] = (int)s; }
  }
}
/* sum over the outer axis of (R, C) -> C: a thread per output, coalesced */
extern "C" __global__ void sumo_v0(const int* __restrict__ x, int* __restrict__ y, i64 R, i64 C, int* err) {
  for (i64 k = (i64)blockIdx.x * blockDim.x + threadIdx.x; k < C; k += (i64)blockDim.x * gridDim.x) {
    i64 s = 0; for (i64 r = 0; r < R; ++r) s += x[r * C + k];
    if (s < IMIN || s > IMAX) { atomicOr(err, 1); continue; }
    y[k] = (int)s;
  }
}
/* outer-axis sum split over blocks (gridDim.y slices of R), partial sums in int64 by atomics (exact, order-free) */
extern "C" __global__ void sumo_v1(const int* __restrict__ x, u64* __restrict__ part, int R, int C, int rows_per) {
  int k = blockIdx.x * blockDim.x + threadIdx.x; if (k >= C) return;
  int r0 = blockIdx.y * rows_per, r1 = min(R, r0 + rows_per);
  i64 s = 0; for (int r = r0; r < r1; ++r) s += x[(i64)r * C + k];
  atomicAdd(part + k, (u64)s);
}
'''


def fdiv(d):
    s = 0
    while (1 << s) < d:
        s += 1
    m = ((1 << 32) * ((1 << s) - d)) // d + 1
    return np.array([(d, m & 0xffffffff, s)], dtype=[("d", np.uint32), ("m", np.uint32), ("s", np.uint32)])[0]


def timed(run, repeat=30):
    run(); cupy.cuda.Device().synchronize()
    ts = []
    for _ in range(repeat):
        a, b = cupy.cuda.Event(), cupy.cuda.Event()
        a.record(); run(); b.record(); b.synchronize()
        ts.append(cupy.cuda.get_elapsed_time(a, b) * 1000)
    return float(np.median(ts))


def main():
    mod = cupy.RawModule(code=SRC, options=("--std=c++17",))
    k = {n: mod.get_function(n) for n in ["relu_v0", "relu_v1", "relu_v2", "relu_v2b", "relu_v2c", "relu_v3", "relu_v4",
                                          "badd_v0", "badd_v1", "badd_v2", "tr_v0", "tr_v1", "sum_v0", "sum_v1", "sumo_v0", "sumo_v1"]}
    props = cupy.cuda.runtime.getDeviceProperties(0)
    sms = props["multiProcessorCount"]
    print("device", props["name"].decode(), "SMs", sms)
    err = cupy.zeros(1, dtype=np.int32)
    for log in (24, 26):
        n = 2 ** log
        C = 1024; R = n // C
        x = cupy.random.randint(-1000, 1000, n, dtype=np.int32)
        y = cupy.empty_like(x)
        src = cupy.empty(n, dtype=np.int32); dst = cupy.empty_like(src)
        copy = timed(lambda: cupy.copyto(dst, src))
        bw = 8 * n / copy / 1e6
        print(f"--- 2^{log}: copy {copy:.1f} us = {bw:.2f} TB/s (read+write)")
        ref = cupy.maximum(x, 0)

        def row(name, t, moved, ok=True):
            print(f"{name:36} {t:9.1f} us  {moved / t / 1e6 / bw:5.2f} of copy  {'ok' if ok else 'WRONG'}", flush=True)
        T = 256
        variants = [
            ("relu int64 gs 65535 blk", "relu_v0", (min(65535, n // T),), (x, y, np.int64(n), err)),
            ("relu int32 gs n/256", "relu_v1", (n // T,), (x, y, np.int32(n), err)),
            ("relu int32 gs SMs*16", "relu_v1", (sms * 16,), (x, y, np.int32(n), err)),
            ("relu int32 ilp4 n/1024", "relu_v2", (n // T // 4,), (x, y, np.int32(n), err)),
            ("relu int32 ilp4 SMs*16", "relu_v2", (sms * 16,), (x, y, np.int32(n), err)),
            ("relu int32 ilp8 n/2048", "relu_v2b", (n // T // 8,), (x, y, np.int32(n), err)),
            ("relu int32 unrolled4 n/1024", "relu_v2c", (n // T // 4,), (x, y, np.int32(n), err)),
            ("relu int4 n/1024", "relu_v3", (n // T // 4,), (x, y, np.int32(n), err)),
            ("relu int4 SMs*16", "relu_v3", (sms * 16,), (x, y, np.int32(n), err)),
            ("relu int4x2 n/2048", "relu_v4", (n // T // 8,), (x, y, np.int32(n), err)),
        ]
        for name, kn, grid, args in variants:
            y.fill(-7)
            t = timed(lambda: k[kn](grid, (T,), args))
            row(name, t, 8 * n, bool((y == ref).all()))
        c = cupy.random.randint(-1000, 1000, R, dtype=np.int32)
        ref = (x.reshape(R, C) + c[:, None]).ravel()
        for name, kn, grid, args in [
            ("badd int64 div", "badd_v0", (min(65535, n // T),), (x, c, y, np.int64(n), np.int64(C), err)),
            ("badd int32 fastdiv", "badd_v1", (n // T,), (x, c, y, np.int32(n), fdiv(C), err)),
            ("badd int32 fastdiv ilp4", "badd_v2", (n // T // 4,), (x, c, y, np.int32(n), fdiv(C), err)),
            ("badd int32 fastdiv(1000) ilp4", "badd_v2", (n // T // 4,), (x, c, y, np.int32(n), fdiv(1000), err)),
        ]:
            y.fill(-7)
            t = timed(lambda: k[kn](grid, (T,), args))
            row(name, t, 8 * n, bool((y == ref).all()) if "1000" not in name else True)
        ref = x.reshape(R, C).T.copy().ravel()
        y.fill(-7)
        t = timed(lambda: k["tr_v0"]((min(65535, n // T),), (T,), (x, y, np.int64(n), np.int64(R), np.int64(C))))
        row("transpose naive int64", t, 8 * n, bool((y == ref).all()))
        y.fill(-7)
        t = timed(lambda: k["tr_v1"]((C // 32, R // 32), (32, 8), (x, y, np.int32(R), np.int32(C))))
        row("transpose tiled 32x33", t, 8 * n, bool((y == ref).all()))
        t = timed(lambda: cupy.copyto(y.reshape(C, R), x.reshape(R, C).T))
        row("transpose cupy.copyto", t, 8 * n)
        s = cupy.empty(R, dtype=np.int32)
        ref = x.reshape(R, C).sum(axis=1, dtype=np.int32)
        s.fill(-7)
        t = timed(lambda: k["sum_v0"]((max(1, min(65535, R // T)),), (T,), (x, s, np.int64(R), np.int64(C), err)))
        row("sum inner thread/row", t, 4 * n, bool((s == ref).all()))
        for warps in (4, 8):
            s.fill(-7)
            t = timed(lambda: k["sum_v1"]((min(R // warps, sms * 32),), (32 * warps,), (x, s, np.int32(R), np.int32(C), err)))
            row(f"sum inner warp/row {warps}w", t, 4 * n, bool((s == ref).all()))
        t = timed(lambda: x.reshape(R, C).sum(axis=1, dtype=np.int32))
        row("sum inner cupy", t, 4 * n)
        so = cupy.empty(C, dtype=np.int32)
        ref = x.reshape(R, C).sum(axis=0, dtype=np.int32)
        so.fill(-7)
        t = timed(lambda: k["sumo_v0"]((C // T,), (T,), (x, so, np.int64(R), np.int64(C), err)))
        row("sum outer thread/col", t, 4 * n, bool((so == ref).all()))
        part = cupy.zeros(C, dtype=np.uint64)
        rows_per = max(1, R // (sms * 4 // (C // T)))
        def split():
            part.fill(0)
            k["sumo_v1"]((C // T, (R + rows_per - 1) // rows_per), (T,), (x, part, np.int32(R), np.int32(C), np.int32(rows_per)))
        t = timed(split)
        row(f"sum outer split rows/{rows_per}", t, 4 * n, bool((part.view(np.int64).astype(np.int32) == ref).all()))
        t = timed(lambda: x.reshape(R, C).sum(axis=0, dtype=np.int32))
        row("sum outer cupy", t, 4 * n)
        del x, y, src, dst
        cupy.get_default_memory_pool().free_all_blocks()
    print("err flag", int(err[0]))


def host_overhead(generated):
    """Host microseconds per call of small calls (2^10 elements), and whether a loop of 1000
    calls returns before the GPU finishes."""
    import importlib.util, os, time

    def load(path, name):
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    x = cupy.random.randint(-100, 100, (1, 1024), dtype=np.int32)
    b = cupy.random.randint(-100, 100, (1, 1024), dtype=np.int32)
    ek = cupy.ElementwiseKernel("int32 x", "int32 y", "y = x > 0 ? x : 0", "ek_relu")
    out = cupy.empty_like(x)
    calls = {"cupy ElementwiseKernel relu": lambda: ek(x, out)}
    for folder, name, args, kw in (("runtime", "add_requant", (x, b), {}),
                                   ("graphs", "add_requant", (x, b), {"sync": False}),
                                   ("", "relu", (x,), {"sync": False})):
        path = os.path.join(generated, "cupy", folder, name + ".py")
        module = load(path, f"host_{folder}_{name}")
        f = getattr(module, name)
        res = f(*args, **kw)
        calls[f"generated {folder or 'ops'}/{name}"] = (lambda f=f, args=args, kw=kw, res=res: f(*args, out=res, **kw))
    for name, call in calls.items():
        for _ in range(50):
            call()
        cupy.cuda.Device().synchronize()
        start = time.perf_counter()
        for _ in range(1000):
            call()
        host = time.perf_counter() - start
        event = cupy.cuda.Event(); event.record()
        pending = not event.done
        cupy.cuda.Device().synchronize()
        total = time.perf_counter() - start
        print(f"{name:36} host {host * 1000:7.1f} us/call, total {total * 1000:7.1f} us/call, "
              f"GPU still busy at return: {pending}", flush=True)


if __name__ == "__main__":
    main()
    if len(sys.argv) > 1:
        host_overhead(sys.argv[1])
