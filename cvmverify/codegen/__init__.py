"""Code generation: printing spec expressions as exact integer NumPy and C code.

`printers` holds the expression printers; each reads the meaning of an integer function
from the one table in `cvmverify.core.semantics`.
"""
