"""A generated NumPy module: one operator (or one fused graph) and every structure of it.

The module's public function binds a call exactly as the evaluator does (`numpy_runtime._bind`:
the same form checks, the same evidence), picks the kernel of that structure and runs it.
The structure-specific kernels are written by `numpy_kernel`; the helpers they call are
`numpy_runtime`'s source: in cvm_runtime.py, which the modules of a generated folder share
(`shared_runtime`), or copied into a module that stands alone (only those it uses). Either
way the module needs NumPy alone.
"""

from __future__ import annotations

import ast
import builtins
import functools
import inspect
import keyword
import re
from typing import Any, Sequence

from ..core import attrs, bind, facts, intnp, rank_lift
from ..core.dsl import MISSING, Input, binding_order
from . import numpy_runtime
from .numpy_kernel import NumpyKernelWriter
from .plan import KernelPlan
from .render import render


def public_name(name: str) -> str:
    """The module's function for operator `name`: the name itself, with a trailing underscore
    where it would shadow a Python builtin the helpers use (``max_``, ``slice_``)."""
    return f"{name}_" if keyword.iskeyword(name) or hasattr(builtins, name) else name


RUNTIME_MARK = "# <the helpers this module uses>"
# core modules numpy_runtime imports from whose functions a generated module gets a copy of:
# the semantics table's NumPy meanings, and the padding and lifting of a bound call
COPIED = {"core.intnp": intnp, "core.attrs": attrs, "core.bind": bind, "core.facts": facts,
          "core.rank_lift": rank_lift}


def runtime_source(used: str) -> str:
    """The helpers copied into a module whose other text is `used`: those it names and what
    they need in turn (as Exo's ``needed_helpers``), without numpy_runtime's docstring and
    NumPy import, which the template has."""
    chunks = _runtime_chunks()
    defines = {name: k for k, (names, _, _, _) in enumerate(chunks) for name in names}
    pending = [defines[n] for n in set(re.findall(r"[A-Za-z_]\w*", used)) if n in defines]
    keep: set[int] = set()
    while pending:
        k = pending.pop()
        if k not in keep:
            keep.add(k)
            pending += [defines[n] for n in chunks[k][1] if n in defines]
    parts: list[str] = []
    header, previous = "", ""
    for k, (_, _, text, kind) in enumerate(chunks):
        if text.startswith("# --- "):  # a section's header goes with its first kept helper
            header, text = text.split("\n\n\n", 1)
        if k not in keep:
            continue
        if header:
            text, header = header + "\n\n\n" + text, ""
        if parts:  # PEP 8's blank lines: two around a def, one between kinds of statement
            parts.append("\n\n\n" if "def" in (kind, previous) else
                         "\n\n" if kind != previous else "\n")
        parts.append(text)
        previous = kind
    return "".join(parts)


@functools.lru_cache(maxsize=None)
def _runtime_chunks() -> list[tuple[set[str], set[str], str, str]]:
    """numpy_runtime's top-level statements in order, each with the names it defines, the
    names it uses, its text (with the comments above it) and its kind: "import", "def"
    (a function or class) or "assign"."""
    source = inspect.getsource(numpy_runtime)
    lines = source.splitlines()
    tree = ast.parse(source)
    chunks, previous_end = [], 0
    for node in tree.body:
        start = previous_end
        previous_end = node.end_lineno
        if isinstance(node, ast.Expr) or (isinstance(node, ast.Import) and
                                          node.names[0].name == "numpy"):
            continue  # the docstring; the template imports NumPy
        if isinstance(node, ast.ImportFrom) and node.module in COPIED:
            # the module gets the source of what the core defines, not an import of it
            comments = "\n".join(lines[start:node.lineno - 1]).strip("\n")
            chunks += _copied_chunks(COPIED[node.module], {a.name for a in node.names},
                                     comments)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            defines = {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            defines = {node.name}
        else:
            defines = {t.id for target in node.targets for t in ast.walk(target)
                       if isinstance(t, ast.Name)}
        uses = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        text = "\n".join(lines[start:node.end_lineno]).strip("\n")
        kind = "import" if isinstance(node, (ast.Import, ast.ImportFrom)) else "def" if \
            isinstance(node, (ast.FunctionDef, ast.ClassDef)) else "assign"
        chunks.append((defines, uses - defines, text, kind))
    return chunks


def _copied_chunks(module, names: set[str], comments: str) -> list:
    """Chunks of `module`'s functions called `names`, in its source order, the first one
    under `comments`."""
    tree = ast.parse(inspect.getsource(module))
    chunks = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in names:
            text = inspect.getsource(getattr(module, node.name)).strip("\n")
            if comments and not chunks:
                text = comments + "\n\n\n" + text
            uses = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} - {node.name}
            chunks.append(({node.name}, uses, text, "def"))
    return chunks


RUNTIME = "cvm_runtime.py"   # the shared helpers, in the folder of the operators' modules


def _helpers() -> list[str]:
    """The names the runtime defines (its imports aside), in its source order."""
    return [n for names, _, _, kind in _runtime_chunks() if kind != "import" for n in names]


def shared_runtime() -> str:
    """The text of cvm_runtime.py: every helper, for the modules that share them."""
    everything = runtime_source(" ".join(_helpers()))
    return render("numpy/runtime.py.j2", runtime=everything.rstrip("\n"))


def _shared_names(used: str) -> list[str]:
    """The helpers a module whose text is `used` names (what it takes from cvm_runtime.py;
    they bring what they need themselves)."""
    return sorted(set(re.findall(r"[A-Za-z_]\w*", used)) & set(_helpers()))


def binding_context(name: str, summary: str, source: str, inputs: Sequence[Input],
                    attrs: Sequence, kernels: list, dispatch: dict, excluded: Sequence,
                    max_rank: int, lifted: Sequence[str],
                    named_outputs: Sequence[str] = ()) -> dict[str, Any]:
    """What the NumPy and CuPy module templates share: the public signature, the binding
    tables of the shared runtime, lifting, dispatch and the excluded structures, and what a
    call returns: a graph's outputs by name (`named_outputs`), as `evaluate_graph` returns
    them, an operator's as a list."""
    return dict(
        named_outputs=repr(list(named_outputs)) if named_outputs else "",
        returns="a dict of arrays by output name, as `evaluate_graph` does" if named_outputs
        else "a list of arrays, one per output",
        deliver="dict(zip(OUTPUTS, result))" if named_outputs else "result",
        name=public_name(name), op=name, summary=summary, source=source,
        runtime=RUNTIME_MARK, max_rank=max_rank,
        call=_call(inputs, attrs), signature=_signature(inputs, attrs),
        input_list=_input_list(inputs),
        attr_dict="{" + ", ".join(f"{a.name!r}: {a.name}" for a in attrs) + "}",
        inputs=repr([(d.name, d.rank, d.optional, d.variadic, d.indices) for d in inputs]),
        attrs=_attr_table(binding_order(attrs)), kernels=kernels,
        pads={a.name: tuple(a.pad) for a in attrs if getattr(a, "pad", None)},
        lift=_lift_table(lifted, attrs) if lifted else None,
        dispatch=[(repr(k), v) for k, v in dispatch.items()],
        excluded=[(repr(c), m) for c, m in excluded])


def render_numpy_module(name: str, summary: str, source: str, inputs: Sequence[Input],
                        attrs: Sequence, plans: Sequence[KernelPlan],
                        excluded: Sequence[tuple[tuple, str]], max_rank: int,
                        lifted: Sequence[str] = (), shared: int | None = None,
                        named_outputs: Sequence[str] = ()) -> str:
    """The text of the module for operator (or graph) `name`; `lifted` names the inputs
    a call is lifted on to reach the kernels' rank (`core.rank_lift`); a graph's module
    returns its `named_outputs` by name. With `shared`, the
    module takes its helpers from cvm_runtime.py, `shared` folders above its own;
    without, it holds a copy of those it uses and stands alone."""
    kernels = []
    dispatch: dict[tuple, list[str]] = {}
    for plan in plans:
        lines = NumpyKernelWriter(plan).body()
        described = ", ".join(f"{k}={v}" for k, v in plan.instance.structure) or "one structure"
        kernels.append({"function": plan.function, "doc": f"The kernel for {described}.",
                        "lines": lines})
        dispatch.setdefault(plan.evidence, []).append(plan.function)
    text = render(
        "numpy/module.py.j2",
        **binding_context(name, summary, source, inputs, attrs, kernels, dispatch, excluded,
                          max_rank, lifted, named_outputs),
        coverage=f"Kernels cover ranks and tuple lengths up to {max_rank}.",
        definition=_definition(name, plans), semantics=_semantics(plans))
    before, after = text.split(RUNTIME_MARK)
    if shared is None:
        return before + runtime_source(before + after) + after
    names = _shared_names(before + after)
    taken = "\n" + render("numpy/shared.py.j2", names=names, up=shared).rstrip("\n")
    return before + taken + after


def _lift_table(lifted: Sequence[str], attrs: Sequence) -> tuple:
    """(inputs, roles, declared ranges of the attributes with roles): `LIFT`."""
    roles = rank_lift.plain_roles(attrs)
    ranges = {a.name: (a.lo, a.hi) for a in attrs if a.name in roles and hasattr(a, "lo")}
    return tuple(lifted), roles, ranges


def _semantics(plans: Sequence[KernelPlan]) -> str:
    if all(plan.checks_steps for plan in plans):
        return ("Integer semantics: every formula is exact; a result or intermediate outside "
                "int32 raises\nLogicError, as does any call that breaks a precondition of "
                "the spec.")
    declared = ", ".join(f"{name}: {p}" for name, p in plans[0].precisions.items())
    return (f"The runtime's precision contract: the inputs hold values within their declared "
            f"precisions\n({declared}), which the CVM runtime guarantees and this kernel "
            "trusts. Every node is proven\nto keep its output within its precision and every "
            "intermediate within int32 there, so\nthe formula runs in int32 without a check; "
            "a call that breaks a precondition or a\nprecision limit raises LogicError. "
            "Values outside the precisions are not detected: the\nstrict kernel "
            "(generated/numpy/graphs/) checks every step.")


def _definition(name: str, plans: Sequence[KernelPlan]) -> str:
    """The hand-written body of a data-dependent op (templates/numpy/definitions/)."""
    if not any(plan.instance.definition is not None for plan in plans):
        return ""
    return render(f"numpy/definitions/{name}.py.j2").rstrip("\n")


def _signature(inputs: Sequence[Input], attrs: Sequence) -> str:
    parts = []
    for decl in inputs:
        if decl.variadic:
            parts.append(f"*{decl.name}")
        else:
            parts.append(f"{decl.name}=None" if decl.optional else decl.name)
    if not any(d.variadic for d in inputs):
        parts.append("*")  # attributes and `out` are keyword-only
    for attr in attrs:
        default = "_REQUIRED" if attr.default is MISSING else repr(attr.default)
        parts.append(f"{attr.name}={default}")
    return ", ".join(parts)


def _call(inputs: Sequence[Input], attrs: Sequence) -> str:
    names = [f"*{d.name}" if d.variadic else d.name for d in inputs]
    return ", ".join(names + [f"{a.name}=..." for a in attrs if a.default is MISSING])


def _input_list(inputs: Sequence[Input]) -> str:
    if any(d.variadic for d in inputs):
        fixed = [d.name for d in inputs if not d.variadic]
        variadic = next(d.name for d in inputs if d.variadic)
        return "[" + "".join(f"{n}, " for n in fixed) + f"*{variadic}]"
    return "[" + ", ".join(d.name for d in inputs) + "]"


def _attr_table(attrs: Sequence) -> str:
    rows = [f"    {a.runtime_row('_REQUIRED' if a.required else repr(a.default))}," for a in attrs]
    return "[\n" + "\n".join(rows) + "\n]" if rows else "[]"
