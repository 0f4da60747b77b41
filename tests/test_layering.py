"""The package's layers, read from its imports: a core that imports no consumer, consumers
that import only the core (and, for the precision prover, the prover it extends), front
ends above them all, no cycle between packages and none between modules.

Every import counts, also one inside a function: a lazy import is still a dependency, and
a cycle hidden in a function is still a cycle. Only an import for type checkers (under
`if TYPE_CHECKING:`) is none at run time, so it closes no cycle.
"""

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "cvmverify"

# What each part may import besides itself.
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
              "findings", "progress", "sarif"}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def part_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1 or parts[1] in FRONT_ENDS:
        return "front"
    return parts[1]


def imports(path: pathlib.Path, module: str | None = None, typing: bool = True) -> set[str]:
    """The cvmverify modules `path` (module `module`, by default its own) imports, resolved
    to absolute names; without `typing`, not those only type checkers import."""
    module = module or module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set() if typing else {id(n) for block in ast.walk(tree)
                                    if isinstance(block, ast.If) and _for_type_checkers(block)
                                    for n in ast.walk(block)}
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
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


def _for_type_checkers(block: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(block.test)


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "specs" not in p.parts)
EDGES = {module_name(p): imports(p) for p in MODULES}

# The front ends that only consumers may sit below: a consumer that imports the command
# line would make the command line a library, and a circle of the two.
CONSUMERS = ("cvmverify.check", "cvmverify.equiv", "cvmverify.ci", "cvmverify.precision",
             "cvmverify.prove", "cvmverify.codegen", "cvmverify.drivers")
COMMAND_LINE = "cvmverify.cli"

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


def module_of(name: str, modules) -> str | None:
    """The module an imported name lives in: itself, or the module it is a name of
    (`from .report import Report` -> the report module)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def runtime_graph(paths) -> dict[str, set[str]]:
    """Module -> the modules it imports at run time (at its top or in a function)."""
    modules = {module_name(p) for p in paths}
    return {module_name(p): {module_of(t, modules) for t in imports(p, typing=False)}
            - {None, module_name(p)} for p in paths}


def cycles(graph: dict[str, set[str]]) -> set[tuple[str, ...]]:
    """The modules of each cycle of `graph` (its strongly connected components of more than
    one module), sorted (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = set()
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                elif target in stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.add(tuple(sorted(component)))
    return found


def test_the_modules_import_one_another_without_a_cycle():
    found = cycles(runtime_graph(MODULES))
    assert not found, "import cycles (function-local imports counted): " \
        + "; ".join(" <-> ".join(c) for c in sorted(found))


def test_the_cycle_check_fails_on_a_cycle_in_a_function(tmp_path):
    """The test can fail: a function-local import that closes a circle is caught."""
    (tmp_path / "cvmverify").mkdir()
    first, second = tmp_path / "cvmverify" / "first.py", tmp_path / "cvmverify" / "second.py"
    first.write_text("from . import second\n", encoding="utf-8")
    second.write_text("def later():\n    from .first import value\n", encoding="utf-8")
    graph = {"cvmverify.first": {"cvmverify.second"}, "cvmverify.second": {"cvmverify.first"}}
    assert {f"cvmverify.{p.stem}": imports(p, f"cvmverify.{p.stem}")
            for p in (first, second)} == graph
    assert cycles(graph) == {("cvmverify.first", "cvmverify.second")}


@pytest.mark.parametrize("module", sorted(m for m in EDGES if m.startswith(CONSUMERS)))
def test_a_consumer_does_not_import_the_command_line(module):
    wrong = sorted(t for t in EDGES[module] if module_of(t, EDGES) is not None and
                   module_of(t, EDGES).startswith(COMMAND_LINE))
    assert not wrong, f"{module} imports {wrong}: the command line sits above it"
