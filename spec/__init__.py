"""The operator library: one module per family, each operator declared once.

Every tool of cvmverify (the evaluator, the prover, the kernel checker and the code
generators) reads these declarations; see `cvmverify.core.dsl` for how they are written.
"""
