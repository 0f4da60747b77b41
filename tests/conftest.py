"""Test helpers live beside the tests: `kernels` (independent implementations) and `specs`
(broken specs and mutants) are imported as top-level packages."""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

# `cvmverify prove` keeps a proof cache; a test run starts from an empty one of its own, so
# that every run of the suite proves what it claims to prove
os.environ["CVMVERIFY_CACHE_DIR"] = tempfile.mkdtemp(prefix="cvmverify-cache-")
atexit.register(shutil.rmtree, os.environ["CVMVERIFY_CACHE_DIR"], True)
