"""`python -m cvmverify.cli`: the command line, as `python -m cvmverify` runs it."""

import sys

from . import main

if __name__ == "__main__":  # a check's worker processes import this module again
    sys.exit(main())
