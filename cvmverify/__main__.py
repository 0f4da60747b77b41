"""`python -m cvmverify`: the command line, where the `cvmverify` script is not installed."""

import sys

from .cli import main

if __name__ == "__main__":  # a check's worker processes import this module again
    sys.exit(main())
