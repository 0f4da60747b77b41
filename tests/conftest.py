"""Test helpers live beside the tests: `kernels` (independent implementations) and `specs`
(broken specs and mutants) are imported as top-level packages."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
