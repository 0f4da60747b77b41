"""Where the package's data lives, in a checkout and in an installed package alike.

`templates/`, `graphs/`, `identities/` and `examples/` are top-level folders of the
repository. A wheel ships them inside the package (``cvmverify/templates`` and so on, see
pyproject.toml), so each is looked for there first and beside the package's source
second: an installed package and an editable checkout find the same files.
"""

from __future__ import annotations

import os

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # cvmverify/
SOURCE_ROOT = os.path.dirname(PACKAGE_DIR)  # the checkout, when run from one


def data_dir(name: str) -> str:
    """The folder `name` (templates, graphs, identities, examples) shipped with the package."""
    shipped = os.path.join(PACKAGE_DIR, name)
    return shipped if os.path.isdir(shipped) else os.path.join(SOURCE_ROOT, name)


def in_checkout() -> bool:
    """Whether the package runs from the repository (generated/ is then beside it)."""
    return os.path.isfile(os.path.join(SOURCE_ROOT, "pyproject.toml")) and \
        os.path.isdir(os.path.join(SOURCE_ROOT, "spec"))


def generated_dir() -> str:
    """Where `cvmverify gen` writes by default: the repository's generated/ in a checkout,
    ./generated elsewhere."""
    return os.path.join(SOURCE_ROOT, "generated") if in_checkout() else \
        os.path.abspath("generated")


def spec_location(path: str) -> str:
    """A library spec file as ``spec/<family>.py`` (it is installed as cvmverify/specs/),
    any other file as given."""
    directory, name = os.path.split(path)
    library = (os.path.join(SOURCE_ROOT, "spec"), os.path.join(PACKAGE_DIR, "specs"))
    return f"spec/{name}" if directory in library else path
