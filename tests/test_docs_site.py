"""The documentation site builds with `mkdocs build --strict` (mkdocs.yml): a link to a page
or an anchor that is not there, or an API reference (`::: cvmverify.x`) that does not
resolve, fails the build. Skipped, saying why, where the `docs` extra is not installed."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MISSING = [name for name in ("mkdocs", "material", "mkdocstrings_handlers.python")
           if importlib.util.find_spec(name.split(".")[0]) is None
           or (name.count(".") and importlib.util.find_spec(name) is None)]

pytestmark = pytest.mark.skipif(bool(MISSING), reason="the docs extra is not installed "
                                f"(pip install -e '.[docs]'): no {', '.join(MISSING)}")


def build(root: Path, site: Path) -> subprocess.CompletedProcess:
    # not --quiet: it hides the warnings that --strict counts
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict",
                           "-f", str(root / "mkdocs.yml"), "-d", str(site)],
                          cwd=root, capture_output=True, text=True, timeout=300, env=env)


def copy_of_the_docs(tmp_path: Path) -> Path:
    """mkdocs.yml and docs/ in a folder of their own; the API page without its references,
    which take seconds to load the package and are tested apart."""
    root = tmp_path / "copy"
    root.mkdir()
    shutil.copy(ROOT / "mkdocs.yml", root)
    shutil.copytree(ROOT / "docs", root / "docs")
    (root / "docs" / "api.md").write_text("# Python API\n")
    return root


def test_the_site_builds_strictly(tmp_path):
    done = build(ROOT, tmp_path / "site")
    assert done.returncode == 0, done.stdout + done.stderr
    for page in ("index", "api", "cli", "semantics", "graphs", "tutorials/kernel-author"):
        assert (tmp_path / "site" / f"{page}.html").is_file(), page
    api = (tmp_path / "site" / "api.html").read_text()
    assert 'id="cvmverify.prove_precision"' in api and 'id="cvmverify.sarif.sarif_log"' in api
    assert (tmp_path / "site" / "conv_requant.svg").is_file()  # the picture graphs.md shows


def test_a_broken_link_fails_the_build(tmp_path):
    root = copy_of_the_docs(tmp_path)
    page = root / "docs" / "graphs.md"
    page.write_text(page.read_text() + "\nSee [the missing page](no-such-page.md).\n")
    done = build(root, tmp_path / "site")
    assert done.returncode != 0
    assert "no-such-page.md" in done.stdout + done.stderr


def test_an_api_reference_that_does_not_resolve_fails_the_build(tmp_path):
    # a site of one page, with the API handler as mkdocs.yml configures it, reading a
    # one-function package (the real package takes seconds to load, and proves nothing more)
    root = tmp_path / "small"
    (root / "docs").mkdir(parents=True)
    (root / "tiny").mkdir()
    (root / "tiny" / "__init__.py").write_text('def here():\n    """There."""\n')
    (root / "docs" / "index.md").write_text("# API\n\n::: tiny.here\n\n::: tiny.gone\n")
    (root / "mkdocs.yml").write_text(
        "site_name: t\nstrict: true\nplugins:\n  - mkdocstrings:\n      handlers:\n"
        "        python:\n          paths: [.]\n")
    done = build(root, tmp_path / "site")
    assert done.returncode != 0
    assert "tiny.gone could not be found" in done.stdout + done.stderr
    assert "tiny.here" not in done.stdout + done.stderr  # the one that resolves passes
