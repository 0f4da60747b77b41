"""The package's layers, read from its imports: a core that imports no consumer, consumers
that import only the core (and, for the precision prover, the prover it extends), front
ends above them all, and no cycle between packages.

Every import counts, also one inside a function: a lazy import is still a dependency.
"""

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "cvmverify"

# What each part may import besides itself. A module called `cli` is the command-line front
# end of its package: it belongs to the front ends.
ALLOWED = {
    "core": set(),
    "prove": {"core"},
    "check": {"core"},
    "codegen": {"core"},
    "equiv": {"core"},
    "precision": {"core", "prove"},
    "drivers": {"core", "prove", "check", "codegen", "equiv", "precision"},
    "front": {"core", "prove", "check", "codegen", "equiv", "precision", "drivers"},
}
FRONT_ENDS = {"cvmverify", "cli", "__main__", "ci", "config", "pytest_plugin", "exits",
              "findings", "progress"}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def part_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1 or parts[1] in FRONT_ENDS or parts[-1] == "cli":
        return "front"
    return parts[1]


def imports(path: pathlib.Path, module: str | None = None) -> set[str]:
    """The cvmverify modules `path` (module `module`, by default its own) imports, resolved
    to absolute names."""
    module = module or module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.update(f"{target}.{a.name}" if not node.module else target
                         for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {name for name in found if name == "cvmverify" or name.startswith("cvmverify.")}


MODULES = sorted(PACKAGE.rglob("*.py"))
EDGES = {module_name(p): imports(p) for p in MODULES if "specs" not in p.parts}


def test_the_modules_are_found():
    assert {"cvmverify.core.dsl", "cvmverify.core.semantics", "cvmverify.prove",
            "cvmverify.codegen.plan", "cvmverify.check.run"} <= set(EDGES)


def inversions(module: str, targets: set[str]) -> list[str]:
    """The imports of `module` that its layer may not make."""
    part = part_of(module)
    return sorted(t for t in targets if part_of(t) != part and part_of(t) not in ALLOWED[part])


@pytest.mark.parametrize("module", sorted(EDGES))
def test_a_module_imports_only_the_layers_below_its_own(module):
    wrong = inversions(module, EDGES[module])
    part = part_of(module)
    assert not wrong, f"{module} ({part}) imports {wrong}; {part} may import only " \
                      f"{sorted(ALLOWED[part]) or 'itself'}"


def test_the_parts_import_one_another_without_a_cycle():
    graph: dict[str, set[str]] = {}
    for module, targets in EDGES.items():
        graph.setdefault(part_of(module), set()).update(
            part_of(t) for t in targets if part_of(t) != part_of(module))
    order, state = [], {}

    def visit(part, path):
        if state.get(part) == "open":
            raise AssertionError("import cycle: " + " -> ".join(path + [part]))
        if state.get(part) != "done":
            state[part] = "open"
            for other in sorted(graph.get(part, ())):
                visit(other, path + [part])
            state[part] = "done"
            order.append(part)

    for part in sorted(graph):
        visit(part, [])
    assert order.index("core") < order.index("codegen")


def test_the_check_fails_on_an_inversion(tmp_path):
    """The test can fail: a core module that imports a consumer is caught."""
    copy = tmp_path / "semantics.py"
    copy.write_text((PACKAGE / "core" / "semantics.py").read_text(encoding="utf-8") +
                    "\nfrom ..codegen import printers\n", encoding="utf-8")
    module = "cvmverify.core.semantics"
    assert inversions(module, EDGES[module]) == []
    assert inversions(module, imports(copy, module)) == ["cvmverify.codegen"]
