"""Checking kernels against the specs.

``cvmverify.check`` runs a kernel on cases drawn from an operator's spec and compares it
bit-exactly with the reference evaluator::

    from cvmverify.check import check_kernel

    report = check_kernel("cvm_right_shift", my_kernel, cases=100, seed=0)
    report.ok            # True only if valid cases ran and none failed
    print(report.describe())
    open("report.json", "w").write(report.to_json())
    open("report.xml", "w").write(report.to_junit())

What is checked
---------------

- **Valid cases** are drawn from the spec's own preconditions: a seeded walk over its
  structures (ranks, tuple lengths, flags) and a z3 model of its rules for the dims and
  attributes, steered toward the boundaries: dims of 1, the largest and smallest legal
  attribute values, negative axes, single-element outputs, ties, and int32 values at 0,
  +-1, +-(2^(p-1) - 1) and INT32_MIN/INT32_MAX. Steering plans (``steer.py``) go further:
  joint boundaries (a rule's linear atom made tight, as a sum of two attributes at its
  limit), dims pushed to the largest size a rule allows, each arm of the spec's selects at
  some output element, and mid-range attributes with several axes above 1. Inputs that
  declare ``examples`` (the vision ops: overlapping boxes, invalid rows in the middle) take
  them for half of their cases, so data-dependent paths are taken. Data stays int32 (value
  ops) or takes any of `dtypes` (movement ops). Cases are small (at most ``max_elements``,
  96 by default, per input where the rules allow; no dim above ``max_dim`` when given) and
  cheap (at most 24 steps per reduction axis), and the first ones of every run are the
  boundary ones. The outputs must match the reference in number, dtype, shape and every
  bit. The report's coverage lists, per structure, the select arms and joint boundaries
  reached and those not reached.
- **Invalid cases** break exactly one rule (an attribute outside its range, shapes that
  do not broadcast, an overflowing exact result, a zero-sized input, a tuple attribute one
  entry longer or shorter than its rule allows); the kernel must reject them.
- The kernel must not modify its inputs, crash or hang, and must not write to stdout or
  stderr during a call that succeeds. (An output that is a view of an input is right, and
  noted once: a caller that reuses the input's buffer would change it.) Output is judged by what the call did: a library
  that logs ``Check failed: ...`` to stderr and then rejects a call is right, and its log
  is context (``report.output``, one line per kind of call and stream), never a failure;
  output during a call that succeeds (a debug print left in) is a ``printed`` failure
  naming its stream, or, with ``allow_output=True`` (``--allow-output``), a line of
  ``report.output``. Beside another failure, the call's output is shown as its context.

The default run keeps going after a failure, so that one found first (a difference by
design) does not hide the defects behind it: it runs every case within its budgets, the
cases (``cases``, ``invalid_cases``) and the wall clock (``time_budget_s``, 60 s: no case
is started after it, so a run that reaches it is not reproducible from its seed alone),
both printed (``report.budget()``), and reports every group of failures, each minimised.
``max_failures=1`` (``--fail-fast``) stops at the first group; ``explore=True``
(``--explore``) runs every case whatever the budgets.

Failures are grouped by symptom (the kind, and the output and pattern of the first
differing element, the rule an accepted invalid case breaks, the exception of a
rejection, the signal of a crash) within a region of the input space that the spec
already names (``check.region``): the shape of the structure (flags, empty tuple
attributes, how the inputs' ranks compare), the attributes at a limit of their declared
range (shift_bit at 32), and the select arms the formula takes at the first wrong element.
One symptom in two regions is two groups: a right shift off by -1 at shift_bit 32 is not
the one off by -1 elsewhere. One case per group is minimised, and the minimiser keeps it
inside its region, so that it never shrinks into another defect's; the others are counted
(``failure.symptom``, ``failure.region``, ``failure.occurrences``, ``failure.regions``: how
many exact regions, the structure's own ranks and lengths included, its cases came from;
``report.symptom_table()``). Crashes and timeouts are minimised too, within the shrink
budget.

A case is reproducible from (op, seed, case index, valid): ``cases.valid_case(op, seed,
i)`` and ``cases.invalid_case(op, seed, i)`` give it back. A failure is minimised (fewer and
smaller dims, simpler attributes, smaller values, as long as it fails with the same
symptom in the same region; an invalid case's inputs shrink as long as the reference
rejects them for the same rule) and reported with op, shapes, attributes, inputs, the
first differing output index, expected and got. Failure kinds: ``mismatch``, ``crash``, ``timeout``,
``accepted-invalid``, ``rejected-valid``, ``modified-input``, ``printed``.

Kernels
-------

**Python**: ``kernel(inputs: list[np.ndarray], **attrs) -> list[np.ndarray] | np.ndarray``.
Inputs come in the order of the op's table (an absent optional input is left out; the
variadic inputs of ``concatenate`` are all the arrays); attributes are Python ints, bools,
strings, None and tuples of ints, and one that equals its default may be left out. Raising
any exception rejects the case; a function whose parameters do not take the attributes is
a `KernelSignatureError` (a LogicError), as one that does not load is a `KernelLoadError`.
Pass the function, or a ``"module:function"`` string.

**C / C++**: a function in a shared library, called with ctypes::

    #include "dlpack.h"   /* examples/c_kernels/dlpack.h: the standard DLTensor layout */

    int fn(const DLTensor* inputs, int n_inputs,
           DLTensor* outputs, int n_outputs, const char* attrs_json);

Tensors are on the CPU, C-contiguous (``strides`` is NULL) with ``byte_offset`` 0; int32
is ``{kDLInt, 32, 1}``. Outputs are preallocated by the checker with the shapes and dtypes
the reference produces (filled with the byte 0xA5, so an element never written shows up),
with 64 bytes of the fill before and after each: a write there fails the case.
``attrs_json`` is a JSON object of the attributes passed, e.g.
``{"precision": 8, "shift_bit": 3}``. Return 0 on success; any other value rejects the
case. An invalid case's output buffers are small guesses (at most 4096 elements): the
kernel must reject before it writes.

A library may export ``<symbol>_shape`` too, with the same signature, to report the
outputs it would produce: its output tensors have no data and room for 6 dims; it sets
``ndim``, ``shape`` and ``dtype`` of each, or returns nonzero to reject. The checker asks
it before allocating anything, and outputs other than the reference's are reported as a
shape mismatch, without running the kernel on buffers of the wrong size. A complete example, ``examples/c_kernels/cvm_kernels.c``, implements relu,
broadcast_add, cvm_right_shift, transpose, concatenate and slice; relu is::

    #include "cvm_kernel.h"   /* dlpack.h plus limits and an attribute reader */

    int cvm_relu(const DLTensor* in, int n_in, DLTensor* out, int n_out, const char* attrs) {
      if (n_in != 1 || n_out != 1 || !cvm_is_int32(&in[0])) return CVM_INVALID;
      int64_t n = cvm_size(&in[0]);               /* -1 if a runtime limit is broken */
      if (n < 0 || !cvm_output_is(&out[0], in[0].ndim, in[0].shape, &in[0]))
        return CVM_INVALID;
      const int32_t* x = (const int32_t*)in[0].data;
      int32_t* y = (int32_t*)out[0].data;
      for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0 ? x[i] : 0;
      return CVM_OK;
    }

Build it and check it::

    cc -shared -fPIC -O2 -o libcvm_kernels.so examples/c_kernels/cvm_kernels.c
    cvmverify check relu --lib ./libcvm_kernels.so --symbol cvm_relu

or from Python: ``check_kernel("relu", CKernel("./libcvm_kernels.so", "cvm_relu"))``.

**CUDA**: ``CudaKernel(fn)`` wraps a function on CuPy arrays (``fn(inputs, **attrs)``,
typically launching a ``cupy.RawKernel``). Without CuPy or a GPU the check is reported as
skipped, with the reason (``report.status == "skipped"``, ``report.ok`` is False, the CLI
exits with 2); it is never reported as passed.

Isolation
---------

By default every call runs in a worker process (started by "forkserver" where available,
else "spawn"; one worker serves all cases and is restarted after a crash) with a per-call
timeout (``timeout_s``, 5 s). A segfault, an abort or a hang is a failure of its case,
reported with the signal and the worker's last output (including faulthandler's stack),
and the run carries on. A kernel sent to a worker must be importable there: a module-level
function, a ``"module:function"`` string, a ``CKernel``; a lambda needs ``cloudpickle``. A
script that checks kernels in worker processes needs the ``if __name__ == "__main__":``
guard: without it, `check_kernel` raises a LogicError at once saying so. ``isolate=False`` calls the kernel in-process: faster, for trusted kernels (a crash
then ends the run, and a hang is only reported once the call returns).

Contracts
---------

``contract="strict"`` (the default) holds a kernel to every call: any int32 input, and
every invalid case rejected. ``contract="runtime"`` (``--contract runtime``) holds it to
the calls the CVM runtime makes, which checks shapes, attributes and precisions before any
kernel runs and never an element: valid cases get input precisions that the op's precision
rule accepts (the widest legal ones on the boundary cases) and data within them, the
reference computes intermediates exactly, and no invalid case is drawn
(`check.contract`). A minimised counterexample states the smallest precisions that hold
its inputs (``case.precisions``).

Reports and replay
------------------

``report.failures[k]`` has ``op``, ``case``, ``valid``, ``kind``, ``shapes``, ``attrs``,
``inputs``, ``output``/``index`` (the first differing element), ``expected``, ``got`` and
``counterexample`` (the minimised case; ``original`` is the case as drawn).
``report.to_json()`` stores every case bit-exactly, and ``replay("report.json", kernel)``
runs the stored counterexamples again, for instance after a fix.

Command line::

    cvmverify check OP|GRAPH.toml --kernel module:function | --lib PATH --symbol NAME
                       | --cuda m:f [--cases 100] [--seed 0] [--timeout 5] [--max-rank 6]
                       [--no-isolate] [--fail-fast] [--time-budget 60] [--explore]
                       [--allow-output] [--max-elements 96] [--max-dim 12]
                       [--values LO,HI] [--contract strict|runtime] [--json FILE]
                       [--junit FILE]
    cvmverify check --replay FILE --kernel ... (the counterexamples of a --json report)

exits 0 when the kernel passes, 1 when it fails (or no valid case ran), 2 when skipped, 4 on
a usage error (`cvmverify.exits`).
"""

from __future__ import annotations

import functools

from ..core.errors import LogicError
from ..core.script_guard import unguarded_caller
from . import run
from .case import Case
from .cases import invalid_case, valid_case
from .ckernel import CKernel
from .cuda import CudaKernel
from .isolate import KernelLoadError, KernelSignatureError
from .rerun import replay
from .outcome import Failure, Report


def _in_workers_only_when_guarded(check):
    """`check` refusing, at once, to start worker processes from a script's unguarded top
    level: each worker would run the script again and fail to load the kernel."""
    @functools.wraps(check)
    def guarded(subject, kernel, **options):
        where = unguarded_caller() if options.get("isolate", True) else None
        if where is not None:
            raise LogicError(
                check.__name__, 'the call under `if __name__ == "__main__":` when kernels '
                "run in worker processes", {"script": where[0], "line": where[1]},
                hint="each worker imports the script again; put the call under the guard, "
                "or pass isolate=False to run the kernel in this process")
        return check(subject, kernel, **options)
    return guarded


check_kernel = _in_workers_only_when_guarded(run.check_kernel)
check_graph_kernel = _in_workers_only_when_guarded(run.check_graph_kernel)

__all__ = ["CKernel", "Case", "CudaKernel", "Failure", "KernelLoadError",
           "KernelSignatureError", "Report", "check_graph_kernel", "check_kernel",
           "invalid_case", "replay", "valid_case"]
