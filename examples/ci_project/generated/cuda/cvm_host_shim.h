/*
 * cvm_host_shim.h: enough of CUDA to run the generated kernels on the CPU, exactly.
 *
 * Compile a generated .cu as C++ with -DCVM_HOST_SHIM -x c++ (cvm_cuda.h includes this
 * file then); device memory is host memory.
 *
 * A launch, cvm_shim_launch(grid, block, kernel, args...) (what CVM_LAUNCH calls), runs
 * the blocks one after another (blockIdx.x fastest, then y, then z), and the threads of a
 * block as cooperative fibers on the calling OS thread: each thread of the block has its
 * own stack and runs until it finishes or waits at a barrier, then the next one in the
 * block (linear id x + y*dimx + z*dimx*dimy) runs; a pass over the block is round robin.
 * A kernel whose threads never wait therefore runs thread 0, 1, 2, ... to completion, as a
 * serial loop would. Threads wait for one another at
 *   - __syncthreads() (and _count/_and/_or): until every thread of the block is there;
 *   - the warp functions (__syncwarp, __shfl_sync/_up/_down/_xor, __ballot_sync,
 *     __any_sync, __all_sync): until every lane of the mask is there (lanes are the
 *     threads of one linear id / 32), then values are exchanged through a per-warp buffer.
 * No OS thread is started: a launch is deterministic. A switch between a thread and the
 * scheduler saves the callee-saved registers and swaps stacks (a few instructions on
 * x86-64; swapcontext elsewhere, or everywhere with -DCVM_SHIM_UCONTEXT).
 *
 * The shim is stricter than the hardware: a barrier that some thread of the block (a lane
 * of the mask) never reaches, because it finished or waits elsewhere, is a deadlock, and
 * two threads waiting at different __syncthreads() calls are an error; both abort with a
 * message that names the block, the barrier and the threads.
 *
 * __shared__ variables are static: the blocks of a launch run one after another, so one
 * instance serves each block in turn, shared by its threads (the fibers). They are
 * thread_local too (at block scope thread_local implies static), because launches run on
 * several OS threads at once (the tests call modules from thread pools), each with its own
 * blocks. Like shared memory an instance is not reset between blocks; dynamic shared
 * memory (extern __shared__) is not supported.
 *
 * Atomics are plain read-modify-writes: a fiber is never interrupted in one, and launches
 * on other OS threads (ctypes calls from a thread pool) touch their own memory.
 *
 * Fiber stacks (CVM_SHIM_STACK bytes each, 64 KiB unless defined otherwise, below a guard
 * page that faults on an overflow) are allocated on an OS thread's first launch of that
 * many threads and reused by every later launch of that OS thread; they are freed when it
 * exits. The generated kernels, conv2d and the fused graphs included, use under 1 KiB of
 * it built at -O0; only pages a thread touches take memory.
 */
#ifndef CVM_HOST_SHIM_H_
#define CVM_HOST_SHIM_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if !defined(CVM_SHIM_UCONTEXT) && !(defined(__x86_64__) && defined(__GNUC__))
#define CVM_SHIM_UCONTEXT
#endif
#ifdef CVM_SHIM_UCONTEXT
#include <ucontext.h>
#endif

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
/* One instance per OS thread, the running block's (see above): in a kernel, `__shared__
 * int t[8];` reads thread_local int t[8] (static implied), `static __shared__` reads
 * static thread_local. */
#define __shared__ thread_local

#ifndef CVM_SHIM_STACK
#define CVM_SHIM_STACK (64 * 1024)
#endif
#define CVM_SHIM_MAX_THREADS 1024
#define CVM_SHIM_WARPS (CVM_SHIM_MAX_THREADS / 32)

static const int warpSize = 32;

/* ---- the thread's coordinates ------------------------------------------------------- */

struct dim3 {
  unsigned x, y, z;
  dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
};

/* Set by the launch on every switch to a thread; thread_local, so that launches on several
 * host threads do not mix. */
static thread_local dim3 threadIdx(0, 0, 0), blockIdx(0, 0, 0), blockDim, gridDim;

/* ---- the scheduler ------------------------------------------------------------------- */

enum cvm_shim_wait {
  CVM_SHIM_READY,      /* runnable: not started, or released from a barrier */
  CVM_SHIM_BLOCK,      /* at __syncthreads */
  CVM_SHIM_WARP,       /* at a warp function */
  CVM_SHIM_DONE,
};

/* The warp functions: a lane waits with one of these, and all lanes of a mask must. */
enum cvm_shim_warp_op {
  CVM_SHIM_SYNCWARP, CVM_SHIM_SHFL, CVM_SHIM_SHFL_UP, CVM_SHIM_SHFL_DOWN, CVM_SHIM_SHFL_XOR,
  CVM_SHIM_BALLOT, CVM_SHIM_ANY, CVM_SHIM_ALL,
};

static const char* const cvm_shim_warp_names[] = {
  "__syncwarp", "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
  "__ballot_sync", "__any_sync", "__all_sync",
};

struct cvm_shim_fiber {
#ifdef CVM_SHIM_UCONTEXT
  ucontext_t context;
#else
  void* sp;            /* its saved stack pointer, while it does not run */
#endif
  char* stack;         /* CVM_SHIM_STACK bytes above a guard page */
  int wait;            /* cvm_shim_wait */
  dim3 index;          /* threadIdx */
};

/* One warp's exchange: what each lane brought to the warp function it waits at. */
struct cvm_shim_lanes {
  unsigned arrived;                  /* lanes waiting at a warp function */
  unsigned mask[32];                 /* each waiting lane's mask */
  int op[32];                        /* and its function */
  int source[32];                    /* a shuffle's source lane, -1 for its own value */
  unsigned long long value[32];      /* its value (a vote's predicate) */
  unsigned long long result[32];     /* what it gets back, set at the release */
};

struct cvm_shim_state {
#ifdef CVM_SHIM_UCONTEXT
  ucontext_t scheduler;
#else
  void* scheduler;     /* the launching stack's saved stack pointer */
#endif
  cvm_shim_fiber* fibers[CVM_SHIM_MAX_THREADS];   /* the first `allocated` exist */
  unsigned allocated;
  unsigned threads;                  /* of the running block */
  unsigned current;                  /* linear id of the running thread */
  unsigned finished;
  int launching;
  void (*body)(void*);               /* the kernel call of the launch */
  void* closure;
  /* __syncthreads: how many wait, where, and the reduction of _count/_and/_or */
  unsigned at_barrier;
  const char* barrier_file;
  int barrier_line;
  long long barrier_sum, barrier_result;
  cvm_shim_lanes warps[CVM_SHIM_WARPS];
  size_t page;

  ~cvm_shim_state() {
    for (unsigned k = 0; k < allocated; ++k) {
      munmap(fibers[k]->stack - page, CVM_SHIM_STACK + page);
      delete fibers[k];
    }
  }
};

/* Per OS thread, created on its first launch. */
static thread_local cvm_shim_state* cvm_shim_now = NULL;

static inline cvm_shim_state* cvm_shim_get(void) {
  static thread_local struct holder {
    cvm_shim_state* state = NULL;
    ~holder() { delete state; }
  } held;
  if (held.state == NULL) {
    held.state = new cvm_shim_state();
    held.state->page = (size_t)sysconf(_SC_PAGESIZE);
  }
  return held.state;
}

static inline void cvm_shim_fail(const char* message) {
  fprintf(stderr, "cvm host shim: %s\n", message);
  fflush(stderr);
  abort();
}

/* The running thread, from inside a kernel; fails outside a launch. */
static inline cvm_shim_state* cvm_shim_inside(const char* what) {
  cvm_shim_state* s = cvm_shim_now;
  if (s == NULL || !s->launching) {
    fprintf(stderr, "cvm host shim: %s called outside a kernel launch\n", what);
    fflush(stderr);
    abort();
  }
  return s;
}

/* ---- switching stacks: to a thread from the scheduler, and back ---- */

#ifndef CVM_SHIM_UCONTEXT
/* Saves the callee-saved registers, MXCSR and the x87 control word (System V x86-64) on
 * the running stack, stores its pointer in *from, and resumes the stack `to`, saved the
 * same way (or laid out so by cvm_shim_start). */
__attribute__((naked, noinline)) static void cvm_shim_switch(void** /* from */, void* /* to */) {
  __asm__ volatile(
      "pushq %rbp\n\t"
      "pushq %rbx\n\t"
      "pushq %r12\n\t"
      "pushq %r13\n\t"
      "pushq %r14\n\t"
      "pushq %r15\n\t"
      "subq $8, %rsp\n\t"
      "stmxcsr (%rsp)\n\t"
      "fnstcw 4(%rsp)\n\t"
      "movq %rsp, (%rdi)\n\t"
      "movq %rsi, %rsp\n\t"
      "ldmxcsr (%rsp)\n\t"
      "fldcw 4(%rsp)\n\t"
      "addq $8, %rsp\n\t"
      "popq %r15\n\t"
      "popq %r14\n\t"
      "popq %r13\n\t"
      "popq %r12\n\t"
      "popq %rbx\n\t"
      "popq %rbp\n\t"
      "ret\n\t");
}
#endif

static inline void cvm_shim_fiber_main(void);

/* Lays out the thread's stack so that the next switch to it calls cvm_shim_fiber_main. */
static inline void cvm_shim_start(cvm_shim_state* s, cvm_shim_fiber* f) {
#ifdef CVM_SHIM_UCONTEXT
  f->context.uc_stack.ss_sp = f->stack;
  f->context.uc_stack.ss_size = CVM_SHIM_STACK;
  f->context.uc_link = &s->scheduler;
  makecontext(&f->context, cvm_shim_fiber_main, 0);
#else
  (void)s;
  /* entered by `ret`, as if called: the stack pointer is 8 mod 16 there */
  uintptr_t entry = ((uintptr_t)(f->stack + CVM_SHIM_STACK) & ~(uintptr_t)15) - 8;
  void** sp = (void**)entry - 8;
  *(void**)entry = NULL;                                      /* no caller */
  sp[7] = (void*)&cvm_shim_fiber_main;                        /* where ret goes */
  for (int k = 1; k < 7; ++k) sp[k] = NULL;                   /* rbp rbx r12-r15 */
  const unsigned csr[2] = {0x1f80u, 0x037fu};                 /* MXCSR, x87 control word */
  memcpy(&sp[0], csr, sizeof csr);
  f->sp = sp;
#endif
}

static inline void cvm_shim_to_thread(cvm_shim_state* s, cvm_shim_fiber* f) {
#ifdef CVM_SHIM_UCONTEXT
  swapcontext(&s->scheduler, &f->context);
#else
  cvm_shim_switch(&s->scheduler, f->sp);
#endif
}

static inline void cvm_shim_to_scheduler(cvm_shim_state* s, cvm_shim_fiber* f) {
#ifdef CVM_SHIM_UCONTEXT
  swapcontext(&f->context, &s->scheduler);
#else
  cvm_shim_switch(&f->sp, s->scheduler);
#endif
}

/* Back to the scheduler; returns when the scheduler switches to this thread again. */
static inline void cvm_shim_yield(cvm_shim_state* s, int wait) {
  cvm_shim_fiber* f = s->fibers[s->current];
  f->wait = wait;
  cvm_shim_to_scheduler(s, f);
}

static inline void cvm_shim_fiber_main(void) {
  cvm_shim_state* s = cvm_shim_now;
  s->body(s->closure);
  cvm_shim_fiber* f = s->fibers[s->current];
  f->wait = CVM_SHIM_DONE;
  ++s->finished;
  cvm_shim_to_scheduler(s, f);   /* never switched back to */
  cvm_shim_fail("a finished thread resumed");
}

static inline void cvm_shim_allocate(cvm_shim_state* s, unsigned threads) {
  for (; s->allocated < threads; ++s->allocated) {
    void* memory = mmap(NULL, CVM_SHIM_STACK + s->page, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED) cvm_shim_fail("cannot allocate a thread's stack");
    mprotect(memory, s->page, PROT_NONE);   /* an overflow faults instead of corrupting */
    cvm_shim_fiber* f = new cvm_shim_fiber();
    f->stack = (char*)memory + s->page;
#ifdef CVM_SHIM_UCONTEXT
    if (getcontext(&f->context) != 0) cvm_shim_fail("getcontext failed");
#endif
    s->fibers[s->allocated] = f;
  }
}

/* Every thread of the block waits or has finished, and some wait: report, abort. */
static inline void cvm_shim_deadlock(cvm_shim_state* s) {
  fprintf(stderr,
          "cvm host shim: deadlock in block (%u, %u, %u) of a launch of %u x %u x %u blocks "
          "of %u x %u x %u threads: a barrier that not every thread reaches\n",
          blockIdx.x, blockIdx.y, blockIdx.z, gridDim.x, gridDim.y, gridDim.z, blockDim.x,
          blockDim.y, blockDim.z);
  if (s->at_barrier > 0)
    fprintf(stderr, "  %u of %u threads wait at __syncthreads() (%s:%d)\n", s->at_barrier,
            s->threads, s->barrier_file, s->barrier_line);
  for (unsigned w = 0; w * 32 < s->threads; ++w) {
    const cvm_shim_lanes& warp = s->warps[w];
    for (unsigned lane = 0; lane < 32; ++lane)
      if (warp.arrived >> lane & 1u)
        fprintf(stderr, "  thread %u (warp %u lane %u) waits at %s with mask 0x%08x\n",
                w * 32 + lane, w, lane, cvm_shim_warp_names[warp.op[lane]], warp.mask[lane]);
  }
  if (s->finished > 0) fprintf(stderr, "  %u threads have finished\n", s->finished);
  fflush(stderr);
  abort();
}

static inline void cvm_shim_run_block(cvm_shim_state* s) {
  for (unsigned k = 0; k < s->threads; ++k) {
    cvm_shim_fiber* f = s->fibers[k];
    f->wait = CVM_SHIM_READY;
    cvm_shim_start(s, f);
  }
  s->finished = 0;
  s->at_barrier = 0;
  for (unsigned w = 0; w * 32 < s->threads; ++w) s->warps[w].arrived = 0;
  while (s->finished < s->threads) {
    int ran = 0;
    for (unsigned k = 0; k < s->threads; ++k) {
      cvm_shim_fiber* f = s->fibers[k];
      if (f->wait != CVM_SHIM_READY) continue;
      ran = 1;
      s->current = k;
      threadIdx = f->index;
      cvm_shim_to_thread(s, f);
    }
    if (!ran) cvm_shim_deadlock(s);
  }
}

/* Runs body(closure) as every thread of every block of the grid. */
static inline void cvm_shim_run(dim3 grid, dim3 block, void (*body)(void*), void* closure) {
  cvm_shim_state* s = cvm_shim_get();
  if (s->launching) cvm_shim_fail("a kernel launch inside a kernel is not supported");
  const unsigned long long threads = (unsigned long long)block.x * block.y * block.z;
  if (threads == 0 || threads > CVM_SHIM_MAX_THREADS || grid.x == 0 || grid.y == 0 ||
      grid.z == 0)
    cvm_shim_fail("invalid launch configuration (no thread or block, or over 1024 threads "
                  "a block)");
  cvm_shim_allocate(s, (unsigned)threads);
  s->threads = (unsigned)threads;
  for (unsigned k = 0; k < s->threads; ++k)
    s->fibers[k]->index = dim3(k % block.x, k / block.x % block.y, k / (block.x * block.y));
  s->body = body;
  s->closure = closure;
  s->launching = 1;
  cvm_shim_now = s;
  gridDim = grid;
  blockDim = block;
  for (unsigned z = 0; z < grid.z; ++z)
    for (unsigned y = 0; y < grid.y; ++y)
      for (unsigned x = 0; x < grid.x; ++x) {
        blockIdx = dim3(x, y, z);
        cvm_shim_run_block(s);
      }
  s->launching = 0;
}

template <class Call>
static inline void cvm_shim_call(void* call) {
  (*(Call*)call)();
}

/* kernel<<<grid, block>>>(args...), run to completion before it returns. The arguments
 * are copied once, as a launch copies them, and every thread gets its own copies. */
template <class Kernel, class... Args>
static inline void cvm_shim_launch(dim3 grid, dim3 block, Kernel kernel, Args... args) {
  auto call = [&]() { kernel(args...); };
  cvm_shim_run(grid, block, &cvm_shim_call<decltype(call)>, &call);
}

/* ---- __syncthreads ------------------------------------------------------------------- */

static inline long long cvm_shim_barrier(const char* file, int line, long long predicate, int how) {
  cvm_shim_state* s = cvm_shim_inside("__syncthreads");
  if (s->at_barrier == 0) {
    s->barrier_file = file;
    s->barrier_line = line;
    s->barrier_sum = 0;
  } else if (s->barrier_line != line || strcmp(s->barrier_file, file) != 0) {
    fprintf(stderr,
            "cvm host shim: in block (%u, %u, %u), thread (%u, %u, %u) waits at "
            "__syncthreads() (%s:%d) while %u threads wait at another one (%s:%d)\n",
            blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z, file,
            line, s->at_barrier, s->barrier_file, s->barrier_line);
    fflush(stderr);
    abort();
  }
  s->barrier_sum += predicate != 0;
  if (++s->at_barrier < s->threads) {
    cvm_shim_yield(s, CVM_SHIM_BLOCK);
  } else {  /* the last one releases the others */
    s->barrier_result = how == 0 ? s->barrier_sum
                        : how == 1 ? s->barrier_sum == (long long)s->threads
                                   : s->barrier_sum > 0;
    s->at_barrier = 0;
    for (unsigned k = 0; k < s->threads; ++k)
      if (s->fibers[k]->wait == CVM_SHIM_BLOCK) s->fibers[k]->wait = CVM_SHIM_READY;
  }
  return s->barrier_result;
}

#define __syncthreads() ((void)cvm_shim_barrier(__FILE__, __LINE__, 0, 0))
#define __syncthreads_count(predicate) ((int)cvm_shim_barrier(__FILE__, __LINE__, (predicate), 0))
#define __syncthreads_and(predicate) ((int)cvm_shim_barrier(__FILE__, __LINE__, (predicate), 1))
#define __syncthreads_or(predicate) ((int)cvm_shim_barrier(__FILE__, __LINE__, (predicate), 2))

/* ---- the warp functions -------------------------------------------------------------- */

/* The lane's result once every lane of `mask` (that exists) waits at the same function
 * with the same mask. `source` is a shuffle's lane, already clamped as the hardware does. */
static inline unsigned long long cvm_shim_warp(unsigned mask, int op, int source,
                                        unsigned long long value) {
  cvm_shim_state* s = cvm_shim_inside(cvm_shim_warp_names[op]);
  const unsigned linear = s->current, w = linear / 32, lane = linear % 32;
  cvm_shim_lanes& warp = s->warps[w];
  const unsigned in_warp = s->threads - w * 32;
  const unsigned exists = in_warp >= 32 ? 0xffffffffu : (1u << in_warp) - 1u;
  if (!(mask >> lane & 1u)) {
    fprintf(stderr, "cvm host shim: thread %u (warp %u lane %u) calls %s with mask 0x%08x, "
            "which leaves it out\n", linear, w, lane, cvm_shim_warp_names[op], mask);
    fflush(stderr);
    abort();
  }
  warp.mask[lane] = mask;
  warp.op[lane] = op;
  warp.source[lane] = source;
  warp.value[lane] = value;
  warp.arrived |= 1u << lane;
  const unsigned members = mask & exists;
  if ((warp.arrived & members) != members) {
    cvm_shim_yield(s, CVM_SHIM_WARP);
    return warp.result[lane];
  }
  /* every lane of the mask is here: the last one computes everyone's result */
  unsigned votes = 0;
  for (unsigned l = 0; l < 32; ++l) {
    if (!(members >> l & 1u)) continue;
    if (warp.mask[l] != mask || warp.op[l] != op) {
      fprintf(stderr, "cvm host shim: in warp %u, lane %u waits at %s with mask 0x%08x and "
              "lane %u at %s with mask 0x%08x\n", w, lane, cvm_shim_warp_names[op], mask, l,
              cvm_shim_warp_names[warp.op[l]], warp.mask[l]);
      fflush(stderr);
      abort();
    }
    if (warp.value[l] != 0) votes |= 1u << l;
  }
  for (unsigned l = 0; l < 32; ++l) {
    if (!(members >> l & 1u)) continue;
    const int from = warp.source[l];
    switch (op) {
      case CVM_SHIM_BALLOT: warp.result[l] = votes; break;
      case CVM_SHIM_ANY: warp.result[l] = votes != 0; break;
      case CVM_SHIM_ALL: warp.result[l] = votes == members; break;
      default:  /* a shuffle from a lane outside the mask is undefined: its own value */
        warp.result[l] = from >= 0 && (members >> from & 1u) ? warp.value[from] : warp.value[l];
    }
  }
  warp.arrived &= ~members;
  const unsigned first = w * 32;
  for (unsigned l = 0; l < 32; ++l)
    if ((members >> l & 1u) && l != lane) s->fibers[first + l]->wait = CVM_SHIM_READY;
  return warp.result[lane];
}

/* The lane a shuffle reads, as PTX shfl.sync computes it with c = ((32 - width) << 8) | 31:
 * -1 (the lane's own value) where the source falls outside the lane's segment. */
static inline int cvm_shim_lane(int op, int b, int width) {
  const int lane = (int)(cvm_shim_now != NULL ? cvm_shim_now->current % 32 : 0);
  if (width < 1 || width > 32 || (width & (width - 1)) != 0)
    cvm_shim_fail("a shuffle's width must be a power of 2 from 1 to 32");
  const int segment = 32 - width;  /* the bits that select the segment */
  const int low = lane & segment, high = low | (31 & ~segment);
  int j;
  switch (op) {
    case CVM_SHIM_SHFL_UP: j = lane - b; return j >= low ? j : -1;
    case CVM_SHIM_SHFL_DOWN: j = lane + b; return j <= high ? j : -1;
    case CVM_SHIM_SHFL_XOR: j = lane ^ (b & 31); return j <= high ? j : -1;
    default: j = low | (b & 31 & ~segment); return j <= high ? j : -1;
  }
}

template <class T>
static inline T cvm_shim_shuffle(unsigned mask, T var, int op, int b, int width) {
  static_assert(sizeof(T) <= 8, "a shuffled value holds at most 8 bytes");
  cvm_shim_inside(cvm_shim_warp_names[op]);
  unsigned long long bits = 0;
  memcpy(&bits, &var, sizeof(T));
  bits = cvm_shim_warp(mask, op, cvm_shim_lane(op, b, width), bits);
  T out;
  memcpy(&out, &bits, sizeof(T));
  return out;
}

template <class T>
static inline T __shfl_sync(unsigned mask, T var, int src_lane, int width = 32) {
  return cvm_shim_shuffle(mask, var, CVM_SHIM_SHFL, src_lane, width);
}
template <class T>
static inline T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return cvm_shim_shuffle(mask, var, CVM_SHIM_SHFL_UP, (int)delta, width);
}
template <class T>
static inline T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return cvm_shim_shuffle(mask, var, CVM_SHIM_SHFL_DOWN, (int)delta, width);
}
template <class T>
static inline T __shfl_xor_sync(unsigned mask, T var, int lane_mask, int width = 32) {
  return cvm_shim_shuffle(mask, var, CVM_SHIM_SHFL_XOR, lane_mask, width);
}

static inline void __syncwarp(unsigned mask = 0xffffffffu) {
  cvm_shim_warp(mask, CVM_SHIM_SYNCWARP, -1, 0);
}
static inline unsigned __ballot_sync(unsigned mask, int predicate) {
  return (unsigned)cvm_shim_warp(mask, CVM_SHIM_BALLOT, -1, predicate != 0);
}
static inline int __any_sync(unsigned mask, int predicate) {
  return (int)cvm_shim_warp(mask, CVM_SHIM_ANY, -1, predicate != 0);
}
static inline int __all_sync(unsigned mask, int predicate) {
  return (int)cvm_shim_warp(mask, CVM_SHIM_ALL, -1, predicate != 0);
}

/* ---- memory fences and reads: one fiber at a time, nothing to order ------------------- */

static inline void __threadfence(void) {}
static inline void __threadfence_block(void) {}
template <class T>
static inline T __ldg(const T* address) { return *address; }

/* ---- atomics: one fiber runs at a time, so plain updates are atomic ------------------- */

#define CVM_SHIM_ATOMIC(T)                                                                         \
  static inline T atomicAdd(T* address, T value) { const T old = *address; *address = old + value; return old; } \
  static inline T atomicSub(T* address, T value) { const T old = *address; *address = old - value; return old; } \
  static inline T atomicExch(T* address, T value) { const T old = *address; *address = value; return old; }      \
  static inline T atomicMax(T* address, T value) { const T old = *address; if (value > old) *address = value; return old; } \
  static inline T atomicMin(T* address, T value) { const T old = *address; if (value < old) *address = value; return old; } \
  static inline T atomicOr(T* address, T value) { const T old = *address; *address = old | value; return old; }  \
  static inline T atomicAnd(T* address, T value) { const T old = *address; *address = old & value; return old; } \
  static inline T atomicXor(T* address, T value) { const T old = *address; *address = old ^ value; return old; } \
  static inline T atomicCAS(T* address, T compare, T value) {                                      \
    const T old = *address;                                                                        \
    if (old == compare) *address = value;                                                          \
    return old;                                                                                    \
  }
CVM_SHIM_ATOMIC(int)
CVM_SHIM_ATOMIC(unsigned)
CVM_SHIM_ATOMIC(unsigned long long)
#undef CVM_SHIM_ATOMIC
static inline long long atomicMax(long long* address, long long value) {
  const long long old = *address;
  if (value > old) *address = value;
  return old;
}
static inline long long atomicMin(long long* address, long long value) {
  const long long old = *address;
  if (value < old) *address = value;
  return old;
}

/* ---- integer intrinsics -------------------------------------------------------------- */

static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static inline int __ffs(int x) { return __builtin_ffs(x); }
static inline int __ffsll(long long x) { return __builtin_ffsll(x); }
static inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
static inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
static inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= (x >> k & 1u) << (31 - k);
  return r;
}
static inline unsigned __umulhi(unsigned a, unsigned b) {
  return (unsigned)(((unsigned long long)a * b) >> 32);
}
static inline int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
static inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
static inline long long __mul64hi(long long a, long long b) {
  return (long long)(((__int128)a * b) >> 64);
}

/* min and max as CUDA declares them (crt/math_functions.hpp): a signed and an unsigned
 * argument compare as unsigned. */
#define CVM_SHIM_MINMAX(R, A, B)                                                          \
  static inline R min(const A a, const B b) { return (R)a < (R)b ? (R)a : (R)b; }         \
  static inline R max(const A a, const B b) { return (R)a > (R)b ? (R)a : (R)b; }
CVM_SHIM_MINMAX(int, int, int)
CVM_SHIM_MINMAX(unsigned, unsigned, unsigned)
CVM_SHIM_MINMAX(unsigned, int, unsigned)
CVM_SHIM_MINMAX(unsigned, unsigned, int)
CVM_SHIM_MINMAX(long, long, long)
CVM_SHIM_MINMAX(unsigned long, unsigned long, unsigned long)
CVM_SHIM_MINMAX(unsigned long, long, unsigned long)
CVM_SHIM_MINMAX(unsigned long, unsigned long, long)
CVM_SHIM_MINMAX(long long, long long, long long)
CVM_SHIM_MINMAX(unsigned long long, unsigned long long, unsigned long long)
CVM_SHIM_MINMAX(unsigned long long, long long, unsigned long long)
CVM_SHIM_MINMAX(unsigned long long, unsigned long long, long long)
CVM_SHIM_MINMAX(float, float, float)
CVM_SHIM_MINMAX(double, double, double)
CVM_SHIM_MINMAX(double, float, double)
CVM_SHIM_MINMAX(double, double, float)
#undef CVM_SHIM_MINMAX

/* ---- vector types -------------------------------------------------------------------- */

struct alignas(8) int2 { int x, y; };
struct alignas(16) int4 { int x, y, z, w; };
struct alignas(8) uint2 { unsigned x, y; };
struct alignas(16) uint4 { unsigned x, y, z, w; };
struct alignas(16) longlong2 { long long x, y; };
static inline int2 make_int2(int x, int y) { return int2{x, y}; }
static inline int4 make_int4(int x, int y, int z, int w) { return int4{x, y, z, w}; }
static inline uint2 make_uint2(unsigned x, unsigned y) { return uint2{x, y}; }
static inline uint4 make_uint4(unsigned x, unsigned y, unsigned z, unsigned w) {
  return uint4{x, y, z, w};
}
static inline longlong2 make_longlong2(long long x, long long y) { return longlong2{x, y}; }

/* ---- the runtime API the launchers use, over host memory ---------------------------- */

typedef enum {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
} cudaError_t;

typedef enum {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
} cudaMemcpyKind;

static inline cudaError_t cudaMalloc(void** pointer, size_t bytes) {
  *pointer = malloc(bytes > 0 ? bytes : 1);
  return *pointer != NULL ? cudaSuccess : cudaErrorMemoryAllocation;
}

static inline cudaError_t cudaFree(void* pointer) {
  free(pointer);
  return cudaSuccess;
}

static inline cudaError_t cudaMemcpy(void* target, const void* source, size_t bytes,
                                     cudaMemcpyKind kind) {
  (void)kind;
  if (bytes > 0 && (target == NULL || source == NULL)) return cudaErrorInvalidValue;
  memmove(target, source, bytes);
  return cudaSuccess;
}

static inline cudaError_t cudaMemset(void* pointer, int value, size_t bytes) {
  if (bytes > 0 && pointer == NULL) return cudaErrorInvalidValue;
  memset(pointer, value, bytes);
  return cudaSuccess;
}

/* Launches run to completion before cvm_shim_launch returns: there is nothing to wait for. */
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }

/* Streams: launches run to completion before CVM_LAUNCH returns, so every stream is
 * always idle and the stream-ordered calls are the plain ones. */
typedef void* cudaStream_t;

static inline cudaError_t cudaMallocAsync(void** pointer, size_t bytes, cudaStream_t stream) {
  (void)stream;
  return cudaMalloc(pointer, bytes);
}

static inline cudaError_t cudaFreeAsync(void* pointer, cudaStream_t stream) {
  (void)stream;
  return cudaFree(pointer);
}

static inline cudaError_t cudaMemsetAsync(void* pointer, int value, size_t bytes,
                                          cudaStream_t stream) {
  (void)stream;
  return cudaMemset(pointer, value, bytes);
}

static inline cudaError_t cudaMemcpyAsync(void* target, const void* source, size_t bytes,
                                          cudaMemcpyKind kind, cudaStream_t stream) {
  (void)stream;
  return cudaMemcpy(target, source, bytes, kind);
}

static inline cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  (void)stream;
  return cudaSuccess;
}
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }

static inline const char* cudaGetErrorString(cudaError_t error) {
  return error == cudaSuccess ? "no error" : "host shim: invalid value or out of memory";
}

#endif /* CVM_HOST_SHIM_H_ */
