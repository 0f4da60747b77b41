"""The runtime's own model format: a graph JSON and a params blob, what `CVMAPILoadModel`
takes. `load_cvm_model` reads the pair into a `Graph` (each parameter a named graph input
with its shape and precision) and the parameters' values; `save_cvm_model` writes them back.

docs/model-format.md describes the format field by field. In short, the JSON has

* ``nodes``: ``{"op": "null", "name": ..., "inputs": []}`` for a variable (``data``, the one
  input the runtime feeds, or a parameter) and ``{"op": "cvm_op", "name": ..., "attrs":
  {"func_name": OP, "num_inputs": "N", "num_outputs": "M", "flatten_data": "0"}, "inputs":
  [[node, index, version], ...]}`` for an operator, in topological order;
* ``arg_nodes`` (the variables' node ids), ``node_row_ptr`` (each node's first entry id, an
  entry being one output of a node) and ``heads`` (the graph outputs, as entries);
* ``attrs``: per entry ``shape``, ``precision`` (-1: inferred by the runtime), ``dltype``
  (int32) and ``storage_id``; per node ``op_attrs``, a JSON text of the op's attributes with
  string values (``{"padding": "(1, 1)", "use_bias": "True"}``);
* ``version``: ``cvm_1.0.0``.

The params blob is little-endian: the list magic, a reserved u64, the names (a u64 count,
then a u64 length and the bytes of each), a u64 count again, then per array the array
magic, a reserved u64, its context (two i32), ndim (i32), dtype (code u8, bits u8, lanes
u16), the shape (ndim i64), the data's byte size (i64) and the data.

The runtime's op and attribute spellings map to the library's in `_OPS`, one row per op;
an op or an attribute it does not list is a LogicError naming it and the node.
"""

from __future__ import annotations

import json
import re
import struct
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any, Callable, Mapping

import numpy as np
import sympy as sp

from .. import registry
from ..errors import LogicError, unreadable
from .builder import Graph
from .model import located

# the magic numbers of include/cvm/runtime/ndarray.h and src/runtime/param_dict.cc
LIST_MAGIC = 0xF7E58D4F05049CB7
ARRAY_MAGIC = 0xDD5E40F096B4A13F
VERSION = "cvm_1.0.0"  # the version whose node_row_ptr and arg_nodes the runtime checks
# the runtime's limits on a shape (CvmRuntime::PrepareGraphWithVersion): a blob that claims
# more is malformed, refused before anything of that size is allocated
MAX_NDIM, MAX_DIM, MAX_SIZE = 6, 1 << 24, 1 << 30
_KDL_INT = 0  # DLDataTypeCode kDLInt
_KDL_CPU = 1  # DLDeviceType kDLCPU


# --- the table of spellings --------------------------------------------------------------------


@dataclass(frozen=True)
class _Op:
    """How one runtime op is the library's op `op`.

    `rename`: runtime attribute -> the library's (the others have the same name);
    `fixed`: runtime attributes the library's op has no counterpart for, each with the value
    the spec means (its text as the runtime parses it; a tuple: the values that mean the
    same, the first written on export; any other value is refused);
    `derived`: runtime attributes computed from the input shapes (conv2d's channels), written
    on export and checked against the shapes on import."""

    op: str
    rename: Mapping[str, str] = field(default_factory=dict)
    fixed: Mapping[str, str | tuple[str, ...]] = field(default_factory=dict)
    derived: Callable[[list], dict[str, Any]] | None = None
    # the runtime's defaults of attributes the spec requires: an op_attrs without one means
    # this value
    defaults: Mapping[str, Any] = field(default_factory=dict)


def _conv_derived(shapes: list) -> dict[str, Any]:
    w = shapes[1]
    return {"channels": w[0], "kernel_size": (w[2], w[3]), "use_bias": shapes[2] is not None}


def _dense_derived(shapes: list) -> dict[str, Any]:
    return {"units": shapes[1][0], "use_bias": shapes[2] is not None}


def _lut_derived(shapes: list) -> dict[str, Any]:
    return {"in_dim": int(np.prod(shapes[1]))}  # the table's size (LUTInferShape)


_SIGNED = {"is_sign": "True"}  # the library's cvm_* ops are the signed ones
_NCHW = {"layout": "NCHW"}
_OPS: dict[str, _Op] = {
    **{name: _Op(name) for name in (
        "broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div", "broadcast_max",
        "broadcast_greater", "where", "relu", "abs", "negative", "cvm_precision",
        "elemwise_add", "elemwise_sub", "flatten")},
    "clip": _Op("clip"),
    "cvm_clip": _Op("cvm_clip", fixed=_SIGNED),
    "cvm_right_shift": _Op("cvm_right_shift", fixed=_SIGNED),
    "cvm_left_shift": _Op("cvm_left_shift", fixed=_SIGNED),
    "conv2d": _Op("conv2d", rename={"strides": "stride"},
                  # out_layout __undef__: the output's layout is the input's
                  fixed={**_NCHW, "kernel_layout": "OIHW", "out_layout": ("__undef__", "NCHW")},
                  derived=_conv_derived),
    "dense": _Op("dense", derived=_dense_derived),
    "max_pool2d": _Op("max_pool2d", fixed=_NCHW),
    "upsampling": _Op("upsampling", fixed={**_NCHW, "method": "NEAREST_NEIGHBOR"}),
    "sum": _Op("sum", rename={"axis": "axes"}),
    "max": _Op("max", rename={"axis": "axes"}),
    "repeat": _Op("repeat", defaults={"axis": 0}),
    "tile": _Op("tile"),
    "concatenate": _Op("concatenate", defaults={"axis": 1}),
    "transpose": _Op("transpose"),
    "strided_slice": _Op("slice", rename={"stride": "strides"}),
    "slice_like": _Op("slice_like", rename={"axis": "axes"}),
    "take": _Op("take"),
    "cvm_lut": _Op("cvm_lut", derived=_lut_derived),
    "expand_dims": _Op("expand_dims"),
    "reshape": _Op("reshape", rename={"shape": "target_shape"}),
    "squeeze": _Op("squeeze", rename={"axis": "axes"}),
    "get_valid_counts": _Op("get_valid_count", defaults={"score_threshold": 0}),
    "non_max_suppression": _Op("non_max_suppression", defaults={"iou_threshold": 50}, fixed={
        "return_indices": "False", "coord_start": "2", "score_index": "1", "id_index": "0",
        "invalid_to_bottom": "True"}),
}
# the library's op -> the runtime's spelling
_RUNTIME_NAME = {form.op: name for name, form in _OPS.items()}


# --- attribute values as the runtime spells them ---------------------------------------------

_INT = re.compile(r"[+-]?\d+")


def _parse(kind: str, text: str) -> Any:
    """A runtime attribute text ("3", "(1, 1)", "[2]", "True", "None", "-127.0") as the value
    of a library attribute of `kind`; ValueError if it is not one."""
    text = text.strip()
    if text == "None":
        return None
    if kind == "bool":
        lowered = text.lower()
        if lowered in ("true", "1"):
            return True
        if lowered in ("false", "0"):
            return False
        raise ValueError(text)
    if kind == "ints":
        inner = text
        if len(text) >= 2 and text[0] + text[-1] in ("()", "[]"):
            inner = text[1:-1]
        parts = [p.strip() for p in inner.split(",")]
        if parts and parts[-1] == "":  # "(1,)" and "()"
            parts.pop()
        return tuple(_int(p) for p in parts)
    if kind == "int":
        return _int(text)
    return text.strip("'\"")  # a choice: its name


def _int(text: str) -> int:
    """An integer attribute; the runtime writes some (clip's bounds) as floats: only an
    integral one is an integer."""
    if _INT.fullmatch(text):
        return int(text)
    number = float(text)
    if not number.is_integer():
        raise ValueError(text)
    return int(number)


def _format(value: Any) -> str:
    """A value as the runtime's attribute parser reads it: "(1, 1)", "(2,)", "True", "3"."""
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, (tuple, list)):
        items = [_format(v) for v in value]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    return str(value)


def _same_text(kind: str, a: str, b: str) -> bool:
    try:
        return _parse(kind, a) == _parse(kind, b)
    except ValueError:
        return a.strip() == b.strip()


def _accepted(fixed: str | tuple[str, ...]) -> tuple[str, ...]:
    return fixed if isinstance(fixed, tuple) else (fixed,)


def _kind_of_fixed(text: str) -> str:
    return "bool" if text in ("True", "False") else "int" if _INT.fullmatch(text) else "str"


# --- the params blob ---------------------------------------------------------------------------


class _Reader:
    """Reads the blob front to back; every read checks the bytes are there first, so a
    hostile count or size is an error, never an allocation."""

    def __init__(self, data: bytes, source: str):
        self.data, self.at, self.source = data, 0, source
        self.field = 0  # where the field read last starts: the offset an error names

    def fail(self, condition: str, **values: Any) -> LogicError:
        return LogicError("params blob", condition, {"file": self.source,
                                                     "offset": self.field, **values})

    def take(self, count: int, what: str) -> bytes:
        self.field = self.at
        if count < 0 or count > len(self.data) - self.at:
            raise self.fail(f"{count} more bytes for {what} (the blob is truncated or the "
                            "count is wrong)", size=len(self.data))
        chunk = self.data[self.at:self.at + count]
        self.at += count
        return chunk

    def unpack(self, form: str, what: str) -> tuple:
        return struct.unpack("<" + form, self.take(struct.calcsize("<" + form), what))


def read_params(data: bytes, source: str = "<bytes>") -> dict[str, np.ndarray]:
    """The named arrays of a params blob (src/runtime/param_dict.cc, load_param_dict), each
    as int32 (the runtime widens int8 parameters to int32 when it loads them)."""
    r = _Reader(data, source)
    magic, _ = r.unpack("QQ", "the header")
    if magic != LIST_MAGIC:
        raise r.fail(f"the list magic 0x{LIST_MAGIC:X} (not a params blob)", magic=hex(magic))
    (count,) = r.unpack("Q", "the number of names")
    if count > (len(data) - r.at) // 8:  # each name takes at least its u64 length
        raise r.fail("a number of names the blob can hold", count=count)
    names = []
    for k in range(count):
        (length,) = r.unpack("Q", f"the length of name {k}")
        try:
            names.append(r.take(length, f"name {k}").decode())
        except UnicodeDecodeError:
            raise r.fail("names in UTF-8", name=k) from None
    (arrays,) = r.unpack("Q", "the number of arrays")
    if arrays != count:
        raise r.fail("as many arrays as names", names=count, arrays=arrays)
    if len(set(names)) != len(names):
        raise r.fail("distinct names", names=sorted({n for n in names if names.count(n) > 1}))
    params = {}
    for name in names:
        magic, _ = r.unpack("QQ", f"the header of {name}")
        if magic != ARRAY_MAGIC:
            raise r.fail(f"the array magic 0x{ARRAY_MAGIC:X}", param=name, magic=hex(magic))
        device, _device_id, ndim, code, bits, lanes = r.unpack("iiiBBH", f"the header of {name}")
        if device != _KDL_CPU:
            raise r.fail("a CPU array (device type 1)", param=name, device_type=device)
        if not 1 <= ndim <= MAX_NDIM:
            raise r.fail(f"an ndim in 1..{MAX_NDIM}", param=name, ndim=ndim)
        if code != _KDL_INT or bits not in (8, 32) or lanes != 1:
            raise r.fail("an int8 or int32 array (code 0, bits 8 or 32, lanes 1)", param=name,
                         code=code, bits=bits, lanes=lanes)
        shape = r.unpack(f"{ndim}q", f"the shape of {name}")
        size = 1
        for dim in shape:
            if not 1 <= dim <= MAX_DIM:
                raise r.fail(f"every dim in 1..{MAX_DIM}", param=name, shape=shape)
            size *= dim
        if size > MAX_SIZE:
            raise r.fail(f"at most {MAX_SIZE} elements", param=name, shape=shape)
        (nbytes,) = r.unpack("q", f"the byte size of {name}")
        if nbytes != size * bits // 8:
            raise r.fail("a byte size of shape x dtype", param=name, shape=shape,
                         byte_size=nbytes)
        raw = r.take(nbytes, f"the data of {name}")
        dtype = np.dtype("<i1") if bits == 8 else np.dtype("<i4")
        params[name] = np.frombuffer(raw, dtype=dtype).reshape(shape).astype(np.int32)
    if r.at != len(data):
        raise r.fail("nothing after the last array", size=len(data))
    return params


def write_params(params: Mapping[str, np.ndarray]) -> bytes:
    """A params blob of `params` (save_param_dict's layout), every array as int32."""
    out = [struct.pack("<QQQ", LIST_MAGIC, 0, len(params))]
    for name in params:
        encoded = name.encode()
        out.append(struct.pack("<Q", len(encoded)) + encoded)
    out.append(struct.pack("<Q", len(params)))
    for name, value in params.items():
        array = np.ascontiguousarray(value, dtype="<i4")
        out.append(struct.pack("<QQiiiBBH", ARRAY_MAGIC, 0, _KDL_CPU, 0, array.ndim, _KDL_INT,
                               32, 1))
        out.append(struct.pack(f"<{array.ndim}q", *array.shape))
        out.append(struct.pack("<q", array.nbytes) + array.tobytes())
    return b"".join(out)


# --- reading a model ---------------------------------------------------------------------------


def load_cvm_model(graph_json: str | PathLike, params_path: str | PathLike | None = None
                   ) -> tuple[Graph, dict[str, np.ndarray]]:
    """The graph of a runtime model and its parameters' values (by input name). The graph
    is named after the JSON file's stem; every variable but ``data`` is a parameter, whose
    value the params blob must hold (without a blob, no values are returned)."""
    graph_json = Path(graph_json)
    try:
        text = graph_json.read_text()
    except (OSError, UnicodeDecodeError) as error:
        raise LogicError("model graph", "a readable JSON file", {
            "file": str(graph_json), "error": unreadable(error)}) from None
    params: dict[str, np.ndarray] = {}
    if params_path is not None:
        try:
            blob = Path(params_path).read_bytes()
        except OSError as error:
            raise LogicError("params blob", "a readable file", {
                "file": str(params_path), "error": unreadable(error)}) from None
        params = read_params(blob, str(params_path))
    name = re.sub(r"\W", "_", graph_json.stem)
    if not re.match(r"[A-Za-z]", name):
        name = "model_" + name
    graph = parse_cvm_model(text, name, source=str(graph_json))
    if params_path is not None:
        _check_params(graph, params, str(params_path))
    return graph, params


def parse_cvm_model(text: str, name: str = "model", source: str = "<text>") -> Graph:
    """A graph from the runtime's graph JSON text; every error is a LogicError naming
    `source` and, within a node, the node."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:  # RecursionError: nested too deep
        raise LogicError("model graph", "valid JSON", {"file": source,
                                                       "error": str(error) or "nested too deep"}
                         ) from None
    try:
        return _build(data, name)
    except LogicError as error:
        raise located(error, file=source) from error


def _form(condition: str, **values: Any) -> LogicError:
    return LogicError("model graph", condition, values)


def _graph_attr(attrs: dict, key: str, kind: str, length: int | None) -> list | None:
    if key not in attrs:
        return None
    entry = attrs[key]
    if not (isinstance(entry, list) and len(entry) == 2 and entry[0] == kind
            and isinstance(entry[1], list)):
        raise _form(f'attrs.{key} to be ["{kind}", [...]]', **{key: _short(entry)})
    if length is not None and len(entry[1]) != length:
        raise _form(f"attrs.{key} to have one item per node entry ({length})",
                    items=len(entry[1]))
    return entry[1]


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 80 else text[:77] + "..."


_TOP_KEYS = {"nodes", "arg_nodes", "node_row_ptr", "heads", "attrs", "version", "postprocess"}
_GRAPH_ATTRS = {"dltype", "storage_id", "shape", "device_index", "precision", "op_attrs",
                "dtype"}
_NODE_KEYS = {"op", "name", "inputs", "attrs", "precision"}
_NODE_ATTRS = {"func_name", "num_inputs", "num_outputs", "op_attrs", "flatten_data"}


def _build(data: Any, name: str) -> Graph:
    # the keys CvmRuntime::Load accepts; it refuses any other
    if not isinstance(data, dict):
        raise _form("a JSON object with nodes, heads and attrs")
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise _form(f"only the keys {', '.join(sorted(_TOP_KEYS))}", unknown=unknown)
    missing = sorted({"nodes", "heads", "attrs"} - set(data))
    if missing:
        raise _form("the keys nodes, heads and attrs", missing=missing)
    nodes, heads, attrs = data["nodes"], data["heads"], data["attrs"]
    if not isinstance(nodes, list) or not isinstance(heads, list) or not isinstance(attrs, dict):
        raise _form("nodes and heads to be lists and attrs an object")
    unknown = sorted(set(attrs) - _GRAPH_ATTRS)
    if unknown:
        raise _form(f"only the graph attrs {', '.join(sorted(_GRAPH_ATTRS))}", unknown=unknown)
    if _graph_attr(attrs, "device_index", "list_int", None):
        raise _form("no device_index (the runtime requires it empty)")
    op_attrs = _graph_attr(attrs, "op_attrs", "list_str", len(nodes))
    shapes = _graph_attr(attrs, "shape", "list_shape", None)
    precisions = _graph_attr(attrs, "precision", "list_int", None)
    if op_attrs is None or shapes is None:
        raise _form("attrs.shape and attrs.op_attrs (the runtime requires both)")

    graph = Graph(name)
    values: list[list] = []  # per node, its outputs (graph values), in order
    row_ptr = [0]  # each node's first entry id, as the runtime counts them
    for nid, node in enumerate(nodes):
        where = node.get("name", f"nodes[{nid}]") if isinstance(node, dict) else f"nodes[{nid}]"
        try:
            outs = _node(graph, nid, node, values, op_attrs[nid], shapes, precisions, row_ptr)
        except LogicError as error:
            raise located(error, node=where) from error
        values.append(list(outs))
        row_ptr.append(row_ptr[-1] + len(outs))
    entries = row_ptr[-1]
    for key, got in (("shape", shapes), ("precision", precisions)):
        if got is not None and len(got) != entries:
            raise _form(f"attrs.{key} to have one item per node entry ({entries})",
                        items=len(got))
    variables = [nid for nid, node in enumerate(nodes) if node["op"] == "null"]
    if data.get("version", VERSION) == VERSION:
        # the version whose bookkeeping the runtime checks (cvm_1.1.0 recomputes it)
        for key, expected in (("node_row_ptr", row_ptr), ("arg_nodes", variables)):
            if key in data and data[key] != expected:
                raise _form(f"{key} to be {_short(expected)}", **{key: _short(data[key])})
    elif data["version"] != "cvm_1.1.0":
        raise _form(f"version {VERSION} or cvm_1.1.0", version=data["version"])
    several = len(heads) > 1
    for k, head in enumerate(heads):
        value = _entry(head, len(nodes), values, f"heads[{k}]")
        out = f"y{k}" if several else "y"  # the format names no output (the zoo's names)
        graph.output(out if out not in graph._names else f"{out}_output", value)
    graph.check()
    return graph


def _entry(entry: Any, before: int, values: list, where: str) -> Any:
    if not (isinstance(entry, list) and len(entry) in (2, 3)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in entry)):
        raise _form("an entry to be [node, index] or [node, index, version]",
                    **{where: _short(entry)})
    node, index = entry[0], entry[1]
    if not 0 <= node < before:
        raise _form("an entry to name an earlier node (topological order)",
                    **{where: _short(entry)})
    if not 0 <= index < len(values[node]):
        raise _form(f"an entry's index to be an output of node {node} (it has "
                    f"{len(values[node])})", **{where: _short(entry)})
    return values[node][index]


def _node(graph: Graph, nid: int, node: Any, values: list, op_attrs: Any, shapes: list,
          precisions: list | None, row_ptr: list) -> tuple:
    if not isinstance(node, dict):
        raise _form("every node to be an object", node=_short(node))
    unknown = sorted(set(node) - _NODE_KEYS)
    if unknown:
        raise _form(f"only the node keys {', '.join(sorted(_NODE_KEYS))}", unknown=unknown)
    if not {"op", "name", "inputs"} <= set(node) or not isinstance(node["inputs"], list):
        raise _form("every node to have op, name and a list of inputs", keys=sorted(node))
    name, eid = node["name"], row_ptr[-1]
    if node["op"] == "null":
        if node["inputs"]:
            raise _form("a variable (op null) to have no inputs", inputs=_short(node["inputs"]))
        if eid >= len(shapes):
            raise _form("a shape for every node entry", entry=eid)
        precision = None if precisions is None or eid >= len(precisions) else precisions[eid]
        if precision == -1:
            precision = None
        return (graph.input(name, shape=_shape(shapes[eid]), precision=precision),)
    if node["op"] != "cvm_op":
        raise _form("op cvm_op or null (what the runtime executes)", op=node["op"])
    node_attrs = node.get("attrs")
    if not isinstance(node_attrs, dict) or "func_name" not in node_attrs:
        raise _form("an operator's attrs to have func_name")
    unknown = sorted(set(node_attrs) - _NODE_ATTRS)
    if unknown:
        raise _form(f"only the node attrs {', '.join(sorted(_NODE_ATTRS))}", unknown=unknown)
    runtime_op = re.sub(r"_\d+$", "", str(node_attrs["func_name"]))  # GetOpName's rule
    form = _OPS.get(runtime_op)
    if form is None:
        raise _form("an operator the runtime format maps to a spec (cvmverify.core.graph."
                    "cvm_model._OPS)", op=runtime_op)
    inputs = [_entry(e, nid, values, f"inputs[{k}]") for k, e in enumerate(node["inputs"])]
    if "num_inputs" in node_attrs and str(node_attrs["num_inputs"]) != str(len(inputs)):
        raise _form("num_inputs to be the number of inputs", num_inputs=node_attrs["num_inputs"],
                    inputs=len(inputs))
    try:
        given = json.loads(op_attrs) if isinstance(op_attrs, str) else None
    except json.JSONDecodeError:
        given = None
    if not isinstance(given, dict) or not all(isinstance(v, str) for v in given.values()):
        raise _form("attrs.op_attrs of the node to be a JSON object of strings",
                    op_attrs=_short(op_attrs))
    attrs = _import_attrs(runtime_op, form, given, inputs)
    outs = graph.apply(form.op, *inputs, name=name, **attrs)
    outs = outs if isinstance(outs, tuple) else (outs,)
    _check_shapes(outs, shapes, eid, node_attrs)
    return outs


def _shape(shape: Any) -> list[int]:
    if not (isinstance(shape, list) and 1 <= len(shape) <= MAX_NDIM and all(
            isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= MAX_DIM for d in shape)):
        raise _form(f"a shape of 1..{MAX_NDIM} dims, each in 1..{MAX_DIM}", shape=_short(shape))
    return shape


def _import_attrs(runtime_op: str, form: _Op, given: dict, inputs: list) -> dict[str, Any]:
    spec = registry.get(form.op)
    derived = form.derived([list(v.shape) for v in inputs] + [None] * 3) if form.derived \
        else {}
    attrs: dict[str, Any] = {}
    for key, value in form.defaults.items():
        if form.rename.get(key, key) not in given and key not in given:
            attrs[key] = value
    for key, text in given.items():
        if key in form.fixed:
            accepted = _accepted(form.fixed[key])
            if not any(_same_text(_kind_of_fixed(a), text, a) for a in accepted):
                raise LogicError(runtime_op, f"{key} = {' or '.join(accepted)} (what the "
                                 f"spec of {form.op} means)", {key: text})
            continue
        if key in derived:
            kind = "bool" if isinstance(derived[key], bool) else \
                "ints" if isinstance(derived[key], tuple) else "int"
            try:
                ok = _parse(kind, text) == _plain(derived[key])
            except ValueError:
                ok = False
            if not ok:
                raise LogicError(runtime_op, f"{key} to agree with the inputs' shapes",
                                 {key: text, "expected": _format(_plain(derived[key]))})
            continue
        ours = form.rename.get(key, key)
        decl = spec.attr_by_name.get(ours)
        if decl is None or (ours == key and key in form.rename.values()):
            raise LogicError(runtime_op, "an attribute the runtime format maps to the spec of "
                             f"{form.op}", {"attribute": key})
        try:
            attrs[ours] = _parse(decl.kind, text)
        except ValueError:
            raise LogicError(runtime_op, f"attribute {key} to be a {decl.kind}",
                             {key: text}) from None
    return attrs


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    if isinstance(value, bool) or value is None:
        return value
    return int(value)


def _check_shapes(outs: tuple, shapes: list, eid: int, node_attrs: dict) -> None:
    """The JSON's shape of each output is what the spec infers (the runtime infers it too)."""
    if "num_outputs" in node_attrs and str(node_attrs["num_outputs"]) != str(len(outs)):
        raise _form("num_outputs to be the op's number of outputs",
                    num_outputs=node_attrs["num_outputs"], outputs=len(outs))
    for k, value in enumerate(outs):
        if eid + k >= len(shapes):
            raise _form("a shape for every node entry", entry=eid + k)
        inferred = [int(d) if isinstance(d, (int, sp.Integer)) else None for d in value.shape]
        if None not in inferred and inferred != shapes[eid + k]:
            raise _form(f"the shape of output {k} to be the spec's", json=shapes[eid + k],
                        spec=inferred)


def _check_params(graph: Graph, params: dict, source: str) -> None:
    """What CvmRuntime::LoadParams and SetInput check: every parameter loaded, by an input's
    name, of its shape, each value within its precision."""
    expected = [n for n in graph.inputs if n != "data"]
    missing, unknown = sorted(set(expected) - set(params)), sorted(set(params) - set(expected))
    if missing or unknown:
        raise LogicError("params blob", "a value for every parameter (every input but data) "
                         "and no other", {"file": source, "missing": missing, "unknown": unknown})
    for name in expected:
        _check_value(graph, name, params[name], source)


def _check_value(graph: Graph, name: str, value: np.ndarray, source: str) -> None:
    decl = graph.inputs[name]
    if tuple(value.shape) != tuple(decl.shape):
        raise LogicError("params blob", f"parameter {name} of its input's shape",
                         {"file": source, "shape": tuple(value.shape),
                          "expected": tuple(decl.shape)})
    if decl.precision is not None and value.size:
        bound = 2 ** (decl.precision - 1) - 1
        low, high = int(value.min()), int(value.max())
        if low < -bound or high > bound:
            raise LogicError("params blob", f"the values of {name} within precision "
                             f"{decl.precision} (|v| <= {bound})",
                             {"file": source, "min": low, "max": high})


# --- writing a model ---------------------------------------------------------------------------


def cvm_model_json(graph: Graph) -> str:
    """The runtime's graph JSON of `graph`: every input a variable (``data`` the one the
    runtime feeds, the others parameters), concrete shapes, each input's precision."""
    graph.check()
    nodes: list[dict] = []
    entry_of: dict = {}  # a graph value -> [node, index, 0]
    shapes: list[list[int]] = []
    precisions: list[int] = []
    op_attrs: list[str] = []
    row_ptr = [0]
    for name, decl in graph.inputs.items():
        value = graph.value(name)
        if decl.precision is None:
            raise LogicError(f"graph {graph.name}", "a precision for every input (the runtime "
                             "checks each value against it)", {"input": name})
        entry_of[value] = [len(nodes), 0, 0]
        nodes.append({"op": "null", "name": name, "inputs": []})
        shapes.append(_concrete(graph, name, value))
        precisions.append(decl.precision)
        op_attrs.append("{}")
        row_ptr.append(row_ptr[-1] + 1)
    for node in graph.nodes:
        runtime_op = _RUNTIME_NAME.get(node.op)
        if runtime_op is None:
            raise LogicError(node.op, "an op the runtime format has (cvmverify.core.graph."
                             "cvm_model._OPS)", {"node": node.name})
        form = _OPS[runtime_op]
        present = [v for v in node.inputs if v is not None]
        attrs = {key: value for key, value in node.attrs.items() if value is not None}
        back = {ours: theirs for theirs, ours in form.rename.items()}
        texts = {back.get(key, key): _format(value) for key, value in attrs.items()}
        if form.derived:
            shapes_in = [None if v is None else _concrete(graph, node.name, v)
                         for v in node.inputs] + [None] * 3
            texts.update({k: _format(_plain(v)) for k, v in form.derived(shapes_in).items()})
        texts.update({key: _accepted(value)[0] for key, value in form.fixed.items()})
        nodes.append({"op": "cvm_op", "name": node.name,
                      "attrs": {"func_name": runtime_op, "num_inputs": str(len(present)),
                                "num_outputs": str(len(node.outputs)), "flatten_data": "0"},
                      "inputs": [entry_of[v] for v in present]})
        for k, value in enumerate(node.outputs):
            entry_of[value] = [len(nodes) - 1, k, 0]
            shapes.append(_concrete(graph, node.name, value))
            precisions.append(-1)  # the runtime infers an operator's precision
        op_attrs.append(json.dumps(texts))
        row_ptr.append(row_ptr[-1] + len(node.outputs))
    entries = row_ptr[-1]
    model = {
        "nodes": nodes,
        "arg_nodes": list(range(len(graph.inputs))),
        "node_row_ptr": row_ptr,
        "heads": [entry_of[v] for v in graph.outputs.values()],
        "attrs": {
            "dltype": ["list_str", ["int32"] * entries],
            # one storage per entry: no operator shares its input's storage
            "storage_id": ["list_int", list(range(entries))],
            "shape": ["list_shape", shapes],
            "precision": ["list_int", precisions],
            "op_attrs": ["list_str", op_attrs],
        },
        "version": VERSION,
    }
    return json.dumps(model, indent=2) + "\n"


def _concrete(graph: Graph, where: str, value: Any) -> list[int]:
    dims = [d for d in value.shape]
    if not all(isinstance(d, (int, sp.Integer)) for d in dims):
        raise LogicError(f"graph {graph.name}", "concrete shapes (the runtime's format has no "
                         "named dims)", {"value": where, "shape": tuple(str(d) for d in dims)})
    return [int(d) for d in dims]


def save_cvm_model(graph: Graph, params: Mapping[str, Any] | None, graph_json: str | PathLike,
                   params_path: str | PathLike | None = None) -> None:
    """Write `graph` as the runtime's graph JSON and, with `params_path`, its parameters
    (a value for every input but ``data``, within the input's precision) as a params blob."""
    text = cvm_model_json(graph)
    blob = None
    if params_path is not None:
        params = dict(params or {})
        expected = {n for n in graph.inputs if n != "data"}
        missing, unknown = sorted(expected - set(params)), sorted(set(params) - expected)
        if missing or unknown:
            raise LogicError(f"graph {graph.name}", "a value for every parameter (every input "
                             "but data, which the runtime feeds) and no other",
                             {"missing": missing, "unknown": unknown})
        arrays = {}
        for name in graph.inputs:
            if name == "data":
                continue
            array = np.asarray(params[name])
            if array.dtype.kind not in "iu" or (array.size and (
                    array.min() < np.iinfo(np.int32).min or array.max() > np.iinfo(np.int32).max)):
                raise LogicError(f"graph {graph.name}", f"integer values of {name} within int32",
                                 {"dtype": str(array.dtype)})
            _check_value(graph, name, array, str(params_path))
            arrays[name] = array
        blob = write_params(arrays)
    Path(graph_json).write_text(text)
    if blob is not None:
        Path(params_path).write_bytes(blob)
