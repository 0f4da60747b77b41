"""Test helpers live beside the tests: `kernels` (independent implementations) and `specs`
(broken specs and mutants) are imported as top-level packages."""

import atexit
import fcntl
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

# pytest-xdist's workers (-n) start with COLUMNS=80 and LINES=24 set, a terminal's size for
# their own output. The commands under test read COLUMNS as a width the user asked for, so
# a worker drops them: its tests see the environment of a run without workers.
if "PYTEST_XDIST_WORKER" in os.environ:
    for name in ("COLUMNS", "LINES"):
        os.environ.pop(name, None)

# `cvmverify prove` keeps a proof cache; a test run starts from an empty one of its own, so
# that every run of the suite proves what it claims to prove
os.environ["CVMVERIFY_CACHE_DIR"] = tempfile.mkdtemp(prefix="cvmverify-cache-")
atexit.register(shutil.rmtree, os.environ["CVMVERIFY_CACHE_DIR"], True)
# ... and signs its entries with a secret of its own: never the user's, never written into
# the user's configuration folder (prove.secret)
os.environ.pop("CVMVERIFY_CACHE_SECRET", None)
_SECRET_HOME = tempfile.mkdtemp(prefix="cvmverify-secret-")
os.environ["CVMVERIFY_CACHE_SECRET_FILE"] = os.path.join(_SECRET_HOME, "cache-secret")
atexit.register(shutil.rmtree, _SECRET_HOME, True)


def _rendered_once(tmp_path_factory, name: str, names: list[str]) -> dict[str, str]:
    """What `cvmverify gen` renders of `names` (all: every target), once a run: the first of
    pytest-xdist's workers to need it renders it and leaves it in their shared base folder,
    under `name`, for the others."""
    from cvmverify.drivers import gen

    # in two processes: where the other worker waits for it, both cores render
    options = gen.GenOptions(names, jobs=2)
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return gen.generate(options)
    shared = tmp_path_factory.getbasetemp().parent / f"{name}.json"
    with open(shared.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if shared.exists():
            return json.loads(shared.read_text())
        files = gen.generate(options)
        shared.write_text(json.dumps(files))
        return files


@pytest.fixture(scope="session")
def rendered(tmp_path_factory) -> dict[str, str]:
    """Every file `cvmverify gen` renders (path under generated/ -> text), once a run (a
    minute)."""
    return _rendered_once(tmp_path_factory, "rendered", [])


@pytest.fixture(scope="session")
def small_models(tmp_path_factory) -> Path:
    """The small zoo models' generated folder (model_cases.SMALL: their NumPy modules, CUDA
    units and CuPy modules, under both contracts), rendered once a run."""
    from model_cases import SMALL, model_path

    root = tmp_path_factory.mktemp("small_models")
    for relative, text in _rendered_once(tmp_path_factory, "small_models",
                                         [model_path(n) for n in SMALL]).items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


@pytest.fixture(scope="session")
def generated_tree(request, tmp_path_factory) -> Path:
    """The whole generated/ folder written out: the repository keeps a sample of it and the
    SHA-256 of every file (generated/MANIFEST), which test_codegen_generate holds it to.
    CVMVERIFY_GENERATED_TREE names one `cvmverify gen --out` already wrote from this
    checkout, to spare the rendering where time is short (a lent GPU)."""
    from cvmverify.codegen.generate import write

    kept = os.environ.get("CVMVERIFY_GENERATED_TREE")
    if kept:
        return Path(kept).resolve()
    root = tmp_path_factory.mktemp("generated")
    write(request.getfixturevalue("rendered"), str(root))
    return root


@pytest.fixture(scope="session")
def numpy_dir(generated_tree) -> Path:
    """generated/numpy/, whole."""
    return generated_tree / "numpy"


@pytest.fixture
def library_as_it_was(monkeypatch, tmp_path_factory):
    """The operators a test adds with --spec (in this process) are gone after it, and its
    modules are imported afresh by the next test: the library of later tests is the same."""
    from cvmverify.core import registry

    registry.load()
    for name in ("_SPECS", "_ALIASES", "_USER_MODULES"):
        monkeypatch.setattr(registry, name, type(getattr(registry, name))(
            getattr(registry, name)))
    yield
    temporary = str(tmp_path_factory.getbasetemp())
    for name, module in list(sys.modules.items()):  # the tests' own modules only
        if (getattr(module, "__file__", None) or "").startswith(temporary):
            del sys.modules[name]


SLOW_TIER = Path(__file__).with_name("slow_tier.txt")

# A family that runs once per operator of the library runs, in the default tier, on these:
# one operator of each kind the templates, the lifter and the checker treat apart
# (broadcasting, an elementwise rounding, a reduction over axes, a window, the two
# contractions, a permutation, a flat read, several inputs, several outputs, a gather, a
# select, a data-dependent op). The slow tier runs the family on every operator.
OPERATOR_SAMPLE = frozenset({
    "broadcast_add", "cvm_right_shift", "sum", "max_pool2d", "conv2d", "dense", "transpose",
    "reshape", "concatenate", "split", "take", "where", "non_max_suppression"})


def _operator_of(item) -> str | None:
    """The operator a case of a per-operator family is for: its id's first word
    (`[conv2d]`, `[take: indices wrap]`)."""
    callspec = getattr(item, "callspec", None)
    found = re.match(r"[A-Za-z0-9_]+", callspec.id) if callspec is not None else None
    return found.group(0) if found else None


@pytest.hookimpl(tryfirst=True)  # before `-m 'not slow'` deselects by the mark
def pytest_collection_modifyitems(config, items):
    """The tests tests/slow_tier.txt lists (by node id, or a test's name for all its
    cases) join the slow tier; a name listed as `name[*]` is a per-operator family, whose
    cases for operators outside OPERATOR_SAMPLE join it."""
    from cvmverify.core import registry

    listed = {line.split("#")[0].strip() for line in SLOW_TIER.read_text().splitlines()}
    listed.discard("")
    families = {name[:-len("[*]")] for name in listed if name.endswith("[*]")}
    operators = set(registry.names())
    for item in items:
        name = item.nodeid.split("[")[0]
        if item.nodeid in listed or name in listed or (
                name in families and _operator_of(item) in operators - OPERATOR_SAMPLE):
            item.add_marker(pytest.mark.slow)
