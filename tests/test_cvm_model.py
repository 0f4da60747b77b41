"""The runtime's model format (cvmverify.core.graph.cvm_model): every zoo model exported and
imported back is the same graph with the same parameter values; a graph JSON written the way
the runtime's compiler writes one imports and evaluates as the runtime would; an unknown op
or attribute, a malformed JSON and a hostile params blob are each one clear LogicError."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

from cvmverify.cli import main
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import Graph, evaluate_graph, parse_graph, to_toml
from cvmverify.core.graph.cvm_model import (ARRAY_MAGIC, LIST_MAGIC, cvm_model_json,
                                            load_cvm_model, parse_cvm_model, read_params,
                                            save_cvm_model, write_params)
from cvmverify.models import ZOO, detection_head, mlp, mobilenet_v1, resnet, vgg

ROOT = Path(__file__).resolve().parents[1]

# every zoo model at sizes a test builds in a fraction of a second: the same structure
SMALL = {
    "resnet18": lambda: resnet(18, image=32, width=4, classes=5),
    "resnet50": lambda: resnet(50, image=32, width=4, classes=5),
    "mobilenet_v1": lambda: mobilenet_v1(image=32, width=4, classes=5),
    "vgg16": lambda: vgg(16, image=32, width=4, classes=5, hidden=8),
    "vgg_small": lambda: vgg(8, image=32, width=4, classes=5, hidden=8),
    "mlp": lambda: mlp(features=8, hidden=(6, 5), classes=3),
    "detection_head": lambda: detection_head(image=16, width=4, anchors=16),
}


def random_params(graph: Graph, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {name: rng.integers(-(2 ** (decl.precision - 1) - 1), 2 ** (decl.precision - 1),
                               size=decl.shape).astype(np.int32)
            for name, decl in graph.inputs.items() if name != "data"}


def test_the_small_zoo_covers_the_zoo():
    assert set(SMALL) == set(ZOO), "give the new zoo model a small size here"


@pytest.mark.parametrize("name", sorted(SMALL))
def test_a_zoo_model_exported_and_imported_is_the_same(name, tmp_path):
    graph = SMALL[name]()
    params = random_params(graph)
    save_cvm_model(graph, params, tmp_path / f"{graph.name}.json",
                   tmp_path / f"{graph.name}.params")
    back, values = load_cvm_model(tmp_path / f"{graph.name}.json",
                                  tmp_path / f"{graph.name}.params")
    assert back == graph
    # == compares the structure; the declarations too: shapes, precisions, dtypes
    assert list(back.inputs.values()) == list(graph.inputs.values())
    assert list(values) == list(params)
    for key, value in params.items():
        assert values[key].dtype == np.int32 and np.array_equal(values[key], value), key
    # the TOML of the imported graph is the TOML of the model
    assert to_toml(back) == to_toml(graph)


def test_an_imported_model_computes_what_the_model_computes(tmp_path):
    graph = SMALL["mlp"]()
    params = random_params(graph, seed=3)
    save_cvm_model(graph, params, tmp_path / "m.json", tmp_path / "m.params")
    back, values = load_cvm_model(tmp_path / "m.json", tmp_path / "m.params")
    data = np.random.default_rng(4).integers(-127, 128, size=(1, 8)).astype(np.int32)
    expected = evaluate_graph(graph, {"data": data, **params})["y"]
    assert np.array_equal(evaluate_graph(back, {"data": data, **values})["y"], expected)


# --- a model in the runtime's own style ------------------------------------------------------
#
# What the runtime's compiler (src/compiler/graph_compile.cc) writes: variables with only a
# name, operators as cvm_op with func_name, entries [node, index, version], per-entry shape,
# precision, dltype and storage_id (in-place ops may share their input's), and per-node
# op_attrs as a JSON text of strings in the runtime's syntax ("(1, 1)", "True").

def var(name):
    return {"op": "null", "name": name, "inputs": []}


def op(name, func, inputs):
    return {"op": "cvm_op", "name": name, "attrs": {
        "func_name": func, "num_inputs": str(len(inputs)), "num_outputs": "1",
        "flatten_data": "0"}, "inputs": [[i, 0, 0] for i in inputs]}


def runtime_json(conv_attrs=None, relu_func="relu", **override):
    conv = {"channels": "2", "kernel_size": "(3, 3)", "padding": "(1, 1)",
            "strides": "(1, 1)", "dilation": "(1, 1)", "groups": "1", "layout": "NCHW",
            "kernel_layout": "OIHW", "use_bias": "False"}
    if conv_attrs is not None:
        conv.update(conv_attrs)
    model = {
        "nodes": [var("data"), var("conv_weight"), op("conv2d_0", "conv2d", [0, 1]),
                  op("cvm_right_shift_0", "cvm_right_shift", [2]), op("flatten_0", "flatten", [3]),
                  var("dense_weight"), var("dense_bias"), op("dense_0", "dense", [4, 5, 6]),
                  op("cvm_clip_0", "cvm_clip", [7]), op("relu_0", relu_func, [8])],
        "arg_nodes": [0, 1, 5, 6],
        "node_row_ptr": list(range(11)),
        "heads": [[9, 0, 0]],
        "attrs": {
            "dltype": ["list_str", ["int32"] * 10],
            "storage_id": ["list_int", [0, 1, 2, 2, 2, 3, 4, 5, 5, 5]],
            "shape": ["list_shape", [[1, 1, 3, 3], [2, 1, 3, 3], [1, 2, 3, 3], [1, 2, 3, 3],
                                     [1, 18], [3, 18], [3], [1, 3], [1, 3], [1, 3]]],
            "precision": ["list_int", [8, 8, -1, -1, -1, 8, 16, -1, -1, -1]],
            "op_attrs": ["list_str", [
                "{}", "{\"precision\": \"8\"}", json.dumps(conv),
                "{\"is_sign\": \"True\", \"precision\": \"8\", \"shift_bit\": \"2\"}", "{}",
                "{}", "{}", "{\"units\": \"3\", \"use_bias\": \"True\"}",
                "{\"is_sign\": \"true\", \"precision\": \"8\"}", "{}"]],
        },
        "version": "cvm_1.0.0",
    }
    model.update(override)
    return json.dumps(model)


def blob(*arrays: tuple[str, np.ndarray]) -> bytes:
    """A params blob laid out by hand as save_param_dict writes one (the module's writer is
    not used: this is the other side of the format)."""
    out = struct.pack("<QQQ", LIST_MAGIC, 0, len(arrays))
    for name, _ in arrays:
        out += struct.pack("<Q", len(name)) + name.encode()
    out += struct.pack("<Q", len(arrays))
    for _, array in arrays:
        bits = array.dtype.itemsize * 8
        out += struct.pack("<QQ", ARRAY_MAGIC, 0) + struct.pack("<ii", 1, 0)
        out += struct.pack("<i", array.ndim) + struct.pack("<BBH", 0, bits, 1)
        out += struct.pack(f"<{array.ndim}q", *array.shape)
        out += struct.pack("<q", array.nbytes) + array.astype(array.dtype.newbyteorder("<"))\
            .tobytes()
    return out


def reference(data, conv_w, dense_w, dense_b):
    """The model computed plainly in NumPy, the runtime's rounding spelled out."""
    padded = np.pad(data[0, 0].astype(np.int64), 1)
    conv = np.array([[[np.sum(padded[i:i + 3, j:j + 3] * conv_w[c, 0]) for j in range(3)]
                      for i in range(3)] for c in range(2)])
    shifted = np.clip(((conv >> 1) + 1) >> 1, -127, 127)  # round half up, then clip
    dense = shifted.reshape(1, 18) @ dense_w.T.astype(np.int64) + dense_b
    return np.maximum(np.clip(dense, -127, 127), 0)


def test_a_runtime_style_model_imports_and_evaluates(tmp_path):
    rng = np.random.default_rng(7)
    conv_w = rng.integers(-127, 128, size=(2, 1, 3, 3)).astype(np.int8)
    dense_w = rng.integers(-127, 128, size=(3, 18)).astype(np.int8)
    dense_b = rng.integers(-30000, 30000, size=(3,)).astype(np.int32)
    (tmp_path / "net.json").write_text(runtime_json(relu_func="relu_0"))  # GetOpName's rule
    (tmp_path / "net.params").write_bytes(blob(("dense_bias", dense_b),
                                               ("conv_weight", conv_w),
                                               ("dense_weight", dense_w)))
    graph, params = load_cvm_model(tmp_path / "net.json", tmp_path / "net.params")
    assert graph.name == "net" and list(graph.outputs) == ["y"]
    assert {n: (d.shape, d.precision) for n, d in graph.inputs.items()} == {
        "data": ((1, 1, 3, 3), 8), "conv_weight": ((2, 1, 3, 3), 8),
        "dense_weight": ((3, 18), 8), "dense_bias": ((3,), 16)}
    assert [n.op for n in graph.nodes] == ["conv2d", "cvm_right_shift", "flatten", "dense",
                                           "cvm_clip", "relu"]
    assert graph.nodes[0].attrs == {"padding": (1, 1), "stride": (1, 1), "dilation": (1, 1),
                                    "groups": 1}
    assert all(v.dtype == np.int32 for v in params.values())  # int8 widened, as the runtime does
    data = rng.integers(-127, 128, size=(1, 1, 3, 3)).astype(np.int32)
    got = evaluate_graph(graph, {"data": data, **params})["y"]
    assert np.array_equal(got, reference(data, conv_w, dense_w, dense_b))
    # written back: in the runtime's spelling, and read back the same
    written = json.loads(cvm_model_json(graph))
    conv = json.loads(written["attrs"]["op_attrs"][1][graph_node_id(written, "conv2d_0")])
    hand_written = json.loads(json.loads(runtime_json())["attrs"]["op_attrs"][1][2])
    assert conv == {**hand_written, "out_layout": "__undef__"}
    assert [n["attrs"]["func_name"] for n in written["nodes"] if n["op"] == "cvm_op"] == [
        "conv2d", "cvm_right_shift", "flatten", "dense", "cvm_clip", "relu"]
    (tmp_path / "again").mkdir()
    save_cvm_model(graph, params, tmp_path / "again" / "net.json",
                   tmp_path / "again" / "net.params")
    again, values = load_cvm_model(tmp_path / "again" / "net.json",
                                   tmp_path / "again" / "net.params")
    assert again == graph
    assert all(np.array_equal(values[k], params[k]) for k in params)


def graph_node_id(model: dict, name: str) -> int:
    return next(k for k, node in enumerate(model["nodes"]) if node["name"] == name)


# --- errors: one line each, naming what is wrong -----------------------------------------------

def one_line(error: pytest.ExceptionInfo) -> str:
    text = str(error.value)
    assert "\n" not in text
    return text


@pytest.mark.parametrize("change, words", [
    (lambda: runtime_json(relu_func="softmax"), ["softmax", "relu_0"]),
    (lambda: runtime_json(conv_attrs={"fancy": "1"}), ["fancy", "conv2d_0"]),
    (lambda: runtime_json(conv_attrs={"layout": "NHWC"}), ["layout", "NHWC", "conv2d_0"]),
    (lambda: runtime_json(conv_attrs={"out_layout": "NHWC"}), ["out_layout", "conv2d_0"]),
    (lambda: runtime_json(conv_attrs={"channels": "5"}), ["channels", "conv2d_0"]),
    (lambda: runtime_json(conv_attrs={"padding": "(1, x)"}), ["padding", "conv2d_0"]),
    (lambda: runtime_json(node_row_ptr=[0, 1]), ["node_row_ptr"]),
    (lambda: runtime_json(heads=[[12, 0, 0]]), ["heads[0]"]),
    (lambda: runtime_json(extra=1), ["extra"]),
    (lambda: runtime_json()[:-5], ["valid JSON"]),
    (lambda: "[1, 2]", ["nodes"]),
])
def test_a_bad_graph_json_is_one_clear_error(change, words):
    with pytest.raises(LogicError) as error:
        parse_cvm_model(change(), source="bad.json")
    text = one_line(error)
    for word in words + ["bad.json"]:
        assert word in text, (word, text)


def test_the_shapes_the_json_states_are_the_specs():
    model = json.loads(runtime_json())
    model["attrs"]["shape"][1][4] = [1, 17]
    with pytest.raises(LogicError) as error:
        parse_cvm_model(json.dumps(model))
    assert "flatten_0" in one_line(error) and "[1, 17]" in str(error.value)


def good_blob() -> bytes:
    return blob(("w", np.arange(6, dtype=np.int8).reshape(2, 3)),
                ("b", np.array([1, -2], dtype=np.int32)))


def test_a_blob_reads_back_as_written():
    params = read_params(good_blob())
    assert list(params) == ["w", "b"] and params["w"].tolist() == [[0, 1, 2], [3, 4, 5]]
    assert params["b"].tolist() == [1, -2]
    assert write_params(params) == blob(*((k, v) for k, v in params.items()))


def patch(data: bytes, offset: int, form: str, value) -> bytes:
    return data[:offset] + struct.pack("<" + form, value) + \
        data[offset + struct.calcsize("<" + form):]


# offsets in good_blob(): names count 16, first name's length 24, array count 42, first
# array's magic 50, its ndim 74, its bits 79, its first dim 82, its byte size 98
@pytest.mark.parametrize("make, words", [
    (lambda b: b[:-1], ["truncated"]),
    (lambda b: b[:10], ["truncated"]),
    (lambda b: b"", ["truncated"]),
    (lambda b: patch(b, 0, "Q", 12345), ["list magic"]),
    (lambda b: patch(b, 50, "Q", 1), ["array magic"]),
    (lambda b: patch(b, 16, "Q", 1 << 60), ["number of names"]),
    (lambda b: patch(b, 24, "Q", 1 << 62), ["truncated"]),
    (lambda b: patch(b, 42, "Q", 3), ["as many arrays as names"]),
    (lambda b: patch(b, 74, "i", 1 << 30), ["ndim"]),
    (lambda b: patch(b, 82, "q", 1 << 40), ["every dim"]),
    (lambda b: patch(b, 98, "q", 1 << 40), ["byte size"]),
    (lambda b: patch(b, 79, "B", 64), ["int8 or int32"]),
    (lambda b: b + b"\0", ["nothing after"]),
])
def test_a_hostile_blob_is_a_clear_error_never_a_huge_allocation(make, words):
    data = make(good_blob())
    tracemalloc.start()
    try:
        with pytest.raises(LogicError) as error:
            read_params(data, "evil.params")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20
    text = one_line(error)
    for word in words + ["evil.params"]:
        assert word in text, (word, text)


def test_params_are_checked_against_the_graph(tmp_path):
    (tmp_path / "net.json").write_text(runtime_json())
    ok = {"conv_weight": np.zeros((2, 1, 3, 3), np.int8), "dense_weight": np.zeros((3, 18),
                                                                                   np.int8)}
    cases = [
        ((("conv_weight", ok["conv_weight"]), ("dense_weight", ok["dense_weight"])),
         "dense_bias"),  # missing
        ((("conv_weight", ok["conv_weight"]), ("dense_weight", np.zeros((3, 17), np.int8)),
          ("dense_bias", np.zeros(3, np.int32))), "dense_weight"),  # wrong shape
        ((("conv_weight", ok["conv_weight"]), ("dense_weight", ok["dense_weight"]),
          ("dense_bias", np.array([0, 40000, 0], np.int32))), "precision 16"),
    ]
    for arrays, word in cases:
        (tmp_path / "net.params").write_bytes(blob(*arrays))
        with pytest.raises(LogicError) as error:
            load_cvm_model(tmp_path / "net.json", tmp_path / "net.params")
        assert word in one_line(error)


def test_what_the_format_cannot_hold_is_refused_on_export(tmp_path):
    split = parse_graph('name = "s"\n[inputs]\ndata = { shape = [4], precision = 8 }\n[[nodes]]\n'
                        'name = "sp"\nop = "split"\ninputs = ["data"]\n'
                        'attrs = { axis = 0, num_splits = 2 }\n[outputs]\ny = "sp:0"\n')
    with pytest.raises(LogicError, match="split.*runtime format"):
        cvm_model_json(split)
    named = mlp(batch="n", features=4, hidden=(), classes=2)
    with pytest.raises(LogicError, match="concrete shapes"):
        cvm_model_json(named)
    graph = mlp(features=4, hidden=(), classes=2)
    params = random_params(graph)
    params["dense1_w"][0, 0] = 128
    with pytest.raises(LogicError, match="precision 8"):
        save_cvm_model(graph, params, tmp_path / "m.json", tmp_path / "m.params")


def cli(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])}
    return subprocess.run([sys.executable, "-m", "cvmverify", "model", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=120, env=env)


def test_the_cli_round_trip_and_its_errors(tmp_path, monkeypatch, capsys):
    graph = SMALL["mlp"]()
    (tmp_path / "mlp.toml").write_text(to_toml(graph))
    np.savez(tmp_path / "w.npz", **random_params(graph))
    monkeypatch.chdir(tmp_path)
    assert main(["model", "export", "mlp.toml", "--params", "w.npz", "-o", "out"]) == 0
    assert main(["model", "import", "out/mlp.json", "out/mlp.params", "-o", "back.toml",
                 "--params-out", "back.npz"]) == 0
    assert (tmp_path / "back.toml").read_text() == to_toml(graph)
    with np.load(tmp_path / "back.npz") as back, np.load(tmp_path / "w.npz") as given:
        assert sorted(back.files) == sorted(given.files)
        assert all(np.array_equal(back[k], given[k]) for k in given.files)
    capsys.readouterr()
    assert main(["model", "import", "out/mlp.json", "w.npz", "-o", "x.toml"]) == 4
    assert "list magic" in capsys.readouterr().err
    # the installed command: one line on stderr, no traceback
    (tmp_path / "bad.json").write_text(runtime_json(relu_func="softmax"))
    done = cli("import", "bad.json", "-o", "x.toml", cwd=tmp_path)
    assert done.returncode == 4 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and "softmax" in done.stderr
