"""`python -m cvmverify`: the command line, where the `cvmverify` script is not installed."""

import sys

from .cli import main

sys.exit(main())
