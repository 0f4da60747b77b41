"""The core every flow is built on, importing nothing else of the package.

- `dsl`: how a spec is written; `registry`: the library of specs; `errors`, `resources`.
- `ir`: an instance of a spec (inputs, preconditions, outputs' index formulas); `names`.
- `semantics`: the one table of integer meanings (Python, NumPy, z3, C, printed sources,
  intervals); `intnp`: its NumPy meanings NumPy lacks.
- `bind`: a concrete call read against a spec; `structures`: the structures of a spec.
- `evaluate`, `interpret`, `contract`, `steps`, `rule`: the reference semantics, under the
  strict and the runtime's precision contract; `fast_paths`: exact kernels for the heavy
  operators, checked against the interpreter, which decides every call they cannot.
- `encode`, `solver`: the same formulas as z3 terms, and what every z3 user shares.
- `graph`, `fusion`: graphs of operators, and a graph fused into one instance.
- `dlpack`: the calling convention of C, C++ and CUDA kernels.

The consumers (`prove`, `check`, `codegen`, `equiv`, `precision`) import the core and not one
another (the precision prover extends `prove`); `tests/test_layering.py` keeps it so.
"""
