"""The TOML form of a graph: `load_graph` and `parse_graph` read it, `to_toml` writes it
(see the `cvmverify.core.graph` docstring for the form)."""

from __future__ import annotations

import json
import tomllib
from os import PathLike
from pathlib import Path
from typing import Any, Mapping

from .. import registry
from ..errors import LogicError, unreadable
from .builder import Graph
from .model import located

_TOP_KEYS = {"name", "dims", "inputs", "nodes", "outputs"}
_INPUT_KEYS = {"rank", "shape", "dtype", "precision"}
_NODE_KEYS = {"name", "op", "inputs", "attrs"}


def load_graph(path: str | Path, input_shapes: Mapping[str, Any] | None = None) -> Graph:
    """Read a graph from a TOML file; its name defaults to the file's stem. `input_shapes`
    declares the shapes of some inputs in place of what the file says (a list of dims
    each, as `shape = [...]` in the file)."""
    if not isinstance(path, (str, PathLike)):
        raise LogicError("graph file", "a path, a str or a pathlib.Path", {"path": repr(path)})
    path = Path(path)
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as error:
        raise LogicError("graph file", "a readable file", {"file": str(path),
                                                           "error": unreadable(error)}) from None
    return parse_graph(text, name=path.stem, source=str(path), input_shapes=input_shapes)


def parse_graph(text: str, name: str | None = None, source: str = "<text>",
                input_shapes: Mapping[str, Any] | None = None) -> Graph:
    """A graph from its TOML form (see the module docstring); `name` is the default for a
    text without a ``name`` key; `input_shapes` as for `load_graph`. Every error is a
    LogicError whose values name `source` and, within a node, the node."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LogicError("graph file", "valid TOML", {"file": source,
                                                      "error": str(error)}) from None
    try:
        return _build(data, name, input_shapes or {})
    except LogicError as error:
        raise located(error, file=source) from error


def _build(data: dict[str, Any], default_name: str | None,
           input_shapes: Mapping[str, Any]) -> Graph:
    def form(condition: str, **values: Any) -> LogicError:
        return LogicError("graph file", condition, values)

    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise form(f"only the keys {', '.join(sorted(_TOP_KEYS))}", unknown=unknown)
    graph = Graph(data.get("name", default_name), dims=data.get("dims"))
    inputs, nodes, outputs = data.get("inputs", {}), data.get("nodes", []), data.get("outputs", {})
    if not isinstance(inputs, dict) or not isinstance(outputs, dict) or not isinstance(nodes, list):
        raise form("[inputs] and [outputs] tables and [[nodes]] entries")
    unknown = sorted(set(input_shapes) - set(inputs))
    if unknown:
        raise form(f"a shape given only for inputs of the graph ({', '.join(inputs)})",
                   unknown=unknown)
    for input_name, decl in inputs.items():
        if not isinstance(decl, dict) or not {"rank", "shape"} & set(decl) or \
                set(decl) - _INPUT_KEYS:
            raise form("every input to be { rank = N } or { shape = [...] }, with "
                       "dtype = \"...\" and precision = P optional", input=input_name)
        if input_name in input_shapes:
            decl = {k: v for k, v in decl.items() if k not in ("rank", "shape")}
            decl["shape"] = input_shapes[input_name]
        graph.input(input_name, **decl)
    later = {n.get("name") for n in nodes if isinstance(n, dict)}
    for k, node in enumerate(nodes):
        if not isinstance(node, dict):
            raise form("every [[nodes]] entry to be a table", node=f"nodes[{k}]")
        where = node.get("name", f"nodes[{k}]")
        try:
            if set(node) - _NODE_KEYS or "op" not in node:
                raise form(f"a node to have op and only the keys {', '.join(sorted(_NODE_KEYS))}",
                           keys=sorted(node))
            refs, attrs = node.get("inputs", []), node.get("attrs", {})
            if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
                raise form("inputs to be a list of value names", inputs=refs)
            if not isinstance(attrs, dict) or "name" in attrs:
                raise form("attrs to be a table of the op's attributes (a node's name is a "
                           "key of the node)", attrs=attrs)
            pending = (later - {n.name for n in graph.nodes}) | {where}
            values = []
            for ref in refs:
                if ref and ref.split(":")[0] in pending:
                    raise form("every input to be a graph input or an output of an earlier "
                               "node (nodes use only values listed before them: no cycles)",
                               reference=ref)
                values.append(graph.value(ref) if ref else None)
            graph.apply(node["op"], *values, name=node.get("name"), **attrs)
        except LogicError as error:
            raise located(error, node=where) from error
    for output_name, ref in outputs.items():
        if not isinstance(ref, str):
            raise form("every output to name a value", output=output_name)
        try:
            graph.output(output_name, graph.value(ref))
        except LogicError as error:
            raise located(error, output=output_name) from error
    graph.check()
    return graph


def to_toml(graph: Graph) -> str:
    """`graph` in the TOML form, which `parse_graph` reads back into an equal graph."""
    lines = [f"name = {json.dumps(graph.name)}", ""]
    if graph.dims:
        lines += ["[dims]"] + [f"{dim} = \"{lo}..{hi}\"" for dim, (lo, hi) in graph.dims.items()]
        lines.append("")
    lines.append("[inputs]")
    for decl in graph.inputs.values():
        dtype = "" if decl.dtype == "int32" else f", dtype = {json.dumps(decl.dtype)}"
        if decl.precision is not None:
            dtype += f", precision = {decl.precision}"
        form = f"rank = {decl.rank}" if decl.shape is None else f"shape = {_toml(decl.shape)}"
        lines.append(f"{decl.name} = {{ {form}{dtype} }}")
    for node in graph.nodes:
        refs = [("" if v is None else v.ref) for v in node.inputs]
        while refs and refs[-1] == "":
            refs.pop()
        lines += ["", "[[nodes]]", f"name = {json.dumps(node.name)}",
                  f"op = {json.dumps(node.op)}", f"inputs = {_toml(refs)}"]
        attrs = {k: v for k, v in node.attrs.items() if v is not None}
        if len(attrs) != len(node.attrs):
            spec = registry.get(node.op)
            explicit = [k for k, v in node.attrs.items()
                        if v is None and spec.attr_by_name[k].default is not None]
            if explicit:  # TOML has no null: None is only expressible as the default
                raise LogicError(node.op, "attributes given as None to default to None, "
                                 "for the TOML form", {"node": node.name,
                                                       "attributes": explicit})
        if attrs:
            lines.append("attrs = { " + ", ".join(f"{k} = {_toml(v)}"
                                                  for k, v in attrs.items()) + " }")
    lines += ["", "[outputs]"] + [f"{k} = {json.dumps(v.ref)}" for k, v in graph.outputs.items()]
    return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    return json.dumps(value)  # a string: JSON's escapes are valid in a TOML basic string
