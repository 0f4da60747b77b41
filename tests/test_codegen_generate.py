"""`cvmverify gen`: generated/ is fresh (its sample byte for byte, every file by its hash in
MANIFEST), rendering is deterministic, and a changed spec makes `gen --check` fail."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cvmverify.cli import main
from cvmverify.codegen import generate, manifest
from cvmverify.drivers import gen

ROOT = Path(__file__).resolve().parents[1]


def test_generated_folder_is_fresh(rendered, capsys):
    # what CI runs (`cvmverify gen --check`): every operator and graph rendered again, the
    # kept files compared byte for byte and every file by its hash
    assert generate.stale(rendered, str(ROOT / "generated")) == [], capsys.readouterr().out
    entries = manifest.read(str(ROOT / "generated"))
    assert sorted(entries) == sorted(rendered)
    kept = {path for path, entry in entries.items() if entry.kept}
    assert {"cuda/cvm_cuda.h", "cuda/elemwise_ops.cu", "cuda/ops/relu.cuh",
            "numpy/relu.py"} <= kept < set(entries)


def test_a_hashed_file_that_changes_makes_the_check_fail(rendered, tmp_path):
    """The sample and the manifest: `gen --keep` writes only the kept files; a kept file
    edited, a hashed file rendered otherwise, or a hash edited in MANIFEST, each fails."""
    root = tmp_path / "generated"
    generate.write(rendered, str(root), keep=["numpy/relu.py", "cuda/*.h"])
    assert sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()) == \
        ["MANIFEST", "cuda/cvm_cuda.h", "cuda/cvm_host_shim.h", "cuda/dlpack.h",
         "numpy/relu.py"]
    assert generate.stale(rendered, str(root)) == []
    changed = dict(rendered, **{"numpy/sum.py": rendered["numpy/sum.py"] + "# other\n"})
    assert generate.stale(changed, str(root), report=lambda _: None) == ["numpy/sum.py"]
    (root / "numpy" / "relu.py").write_text("# edited by hand\n")
    assert generate.stale(rendered, str(root), report=lambda _: None) == ["numpy/relu.py"]
    generate.write(rendered, str(root))          # the kept files stay kept
    assert generate.stale(rendered, str(root)) == []
    text = (root / "MANIFEST").read_text()
    line = next(x for x in text.splitlines() if x.endswith("cuda/ops/sum.cuh"))
    (root / "MANIFEST").write_text(text.replace(line, "0" * 64 + line[64:]))
    assert generate.stale(rendered, str(root), report=lambda _: None) == ["cuda/ops/sum.cuh"]


def test_keep_is_a_clear_error_where_it_cannot_choose_a_sample(rendered, tmp_path, capsys):
    from cvmverify.core.errors import LogicError

    with pytest.raises(LogicError, match=r"every --keep pattern .*numpy/nothing\*"):
        generate.write(rendered, str(tmp_path), keep=["numpy/relu.py", "numpy/nothing*"])
    assert not list(tmp_path.iterdir())  # nothing written
    assert main(["gen", "relu", "--keep", "numpy/relu.py", "--out", str(tmp_path)]) == 4
    assert main(["gen", "--check", "--keep", "numpy/relu.py"]) == 4
    assert "--keep without --check" in capsys.readouterr().err


def test_a_malformed_manifest_names_its_line(tmp_path):
    (tmp_path / "MANIFEST").write_text("# comment\nabc kept numpy/relu.py\n")
    with pytest.raises(ValueError, match=r"MANIFEST:2"):
        manifest.read(str(tmp_path))


def test_rendering_is_deterministic_in_one_process_or_several():
    first = gen.generate(gen.GenOptions(["relu", "channel_shuffle"]))
    second = gen.generate(gen.GenOptions(["relu", "channel_shuffle"]))
    assert first == second
    # the whole tree rendered in processes (the `rendered` fixture) is held to the
    # MANIFEST, units included, by test_generated_folder_is_fresh
    assert gen.generate(gen.GenOptions(["relu", "channel_shuffle"], jobs=2)) == first
    assert {"numpy/relu.py", "cuda/ops/relu.cuh", "numpy/graphs/channel_shuffle.py",
            "cuda/graphs/channel_shuffle.cuh"} <= set(first)
    # a rendering of some names leaves the translation units out: each lists a family
    assert not [path for path in first if path.endswith(".cu")]


def _project_copy(tmp_path: Path) -> Path:
    """The package, its specs (where the installed package maps them), templates, graphs
    and generated/ in a folder of their own."""
    copy = tmp_path / "project"
    shutil.copytree(ROOT / "cvmverify", copy / "cvmverify",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "spec", copy / "cvmverify" / "specs",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("templates", "graphs", "generated", "examples"):
        shutil.copytree(ROOT / folder, copy / folder)
    return copy


def _gen_check(project: Path, *ops: str) -> subprocess.CompletedProcess:
    script = ("import sys; sys.path.insert(0, sys.argv[1]); import cvmverify; "
              "assert cvmverify.__file__.startswith(sys.argv[1]), cvmverify.__file__; "
              "from cvmverify.cli import main; sys.exit(main(['gen', '--check', *sys.argv[2:]]))")
    return subprocess.run([sys.executable, "-c", script, str(project), *ops],
                          capture_output=True, text=True, cwd=project, timeout=600)


def test_a_changed_spec_makes_gen_check_fail(tmp_path):
    project = _project_copy(tmp_path)
    unchanged = _gen_check(project, "relu", "cvm_clip")
    assert unchanged.returncode == 0, unchanged.stdout + unchanged.stderr

    spec = project / "cvmverify" / "specs" / "elemwise.py"
    text = spec.read_text()
    assert "sp.Max(0, x[i])" in text
    spec.write_text(text.replace("sp.Max(0, x[i])", "sp.Max(1, x[i])"))
    changed = _gen_check(project, "relu", "cvm_clip")
    assert changed.returncode == 1
    assert "stale: numpy/relu.py" in changed.stdout
    assert "stale: cuda/ops/relu.cuh" in changed.stdout
    assert "cvm_clip" not in changed.stdout  # only what the change touched


def test_gen_writes_what_check_compares(tmp_path):
    out = tmp_path / "generated"
    assert main(["gen", "relu", "--out", str(out)]) == 0
    assert (out / "numpy" / "relu.py").read_text() == \
        (ROOT / "generated" / "numpy" / "relu.py").read_text()
    assert main(["gen", "relu", "--check", "--out", str(out)]) == 0
    (out / "numpy" / "relu.py").write_text("# edited by hand\n")
    assert main(["gen", "relu", "--check", "--out", str(out)]) == 1


def test_an_unknown_name_is_a_clear_error(capsys):
    assert main(["gen", "no_such_op"]) == 4  # bad input, by the exit-code table
    assert "no_such_op" in capsys.readouterr().err


CONV_FLATTEN = """
[inputs]
x = { rank = 4 }
w = { rank = 4 }

[[nodes]]
name = "conv"
op = "conv2d"
inputs = ["x", "w"]

[[nodes]]
name = "flat"
op = "flatten"
inputs = ["conv"]

[outputs]
y = "flat"
"""


def test_a_graph_whose_cuda_indices_are_not_bounded_is_a_clear_error(tmp_path, capsys):
    # the flat index of the flatten, i0 * (oc * oh * ow) + i1, is bounded by dims alone at
    # 2^96: gen names the graph and the expression instead of a traceback
    path = tmp_path / "conv_flatten.toml"
    path.write_text(CONV_FLATTEN)
    assert main(["gen", str(path), "--out", str(tmp_path / "out")]) == 4
    err = capsys.readouterr().err
    assert "conv_flatten: requires index arithmetic of its CUDA kernels provably within " \
        "int64" in err and "may leave int64" in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["numpy/{}.py", "cuda/ops/{}.cuh"])
def test_every_op_has_its_generated_files(name, rendered):
    import cvmverify

    assert not [op for op in cvmverify.ops() if name.format(op) not in rendered]


def test_every_cuda_module_is_in_one_translation_unit(rendered):
    modules = sorted(p for p in rendered if p.startswith("cuda/") and p.endswith(".cuh"))
    included = sorted("cuda/" + line.split('"')[1] for path, text in rendered.items()
                      if path.endswith(".cu") for line in text.splitlines()
                      if line.startswith("#include"))
    assert included == modules


@pytest.mark.parametrize("op", ["slice", "broadcast", "where"])
def test_the_exclusions_a_module_keeps_reject_exactly_the_excluded_structures(op):
    """A module keeps each exclusion with only the choices that decide it: every excluded
    structure still meets its own rule first, and no instance meets any."""
    import cvmverify
    from cvmverify.codegen.generate import MAX_RANK, operator_target
    from cvmverify.core.structures import Excluded, structures

    spec = cvmverify.spec(op)
    table = operator_target(spec, MAX_RANK).excluded
    found = list(structures(spec, MAX_RANK))
    assert len(table) < sum(isinstance(f, Excluded) for f in found)
    for f in found:
        choices = set(f.choices if isinstance(f, Excluded) else f.structure)
        met = [message for kept, message in table if set(kept) <= choices]
        assert met[:1] == ([f.message] if isinstance(f, Excluded) else []), choices
