"""`cvmverify model import` and `cvmverify model export`: a model in the runtime's format (a
graph JSON and a params blob, docs/model-format.md) to a graph TOML and its parameter
values, and back."""

from __future__ import annotations

import argparse
import zipfile
from pathlib import Path

import numpy as np

from ..core.errors import LogicError
from ..core.graph import load_graph, to_toml
from ..core.graph.cvm_model import load_cvm_model, save_cvm_model
from .arguments import out_folder

EPILOG = """examples:
  cvmverify model import resnet18.json resnet18.params -o resnet18.toml --params-out w.npz
  cvmverify precision resnet18.toml             # then every tool on the TOML
  cvmverify model export resnet18.toml --params w.npz -o build/
                    # build/resnet18.json and build/resnet18.params, what the runtime loads
"""


def add_model_cli(commands) -> None:
    parser = commands.add_parser(
        "model", help="convert a model between the runtime's format (graph JSON and params "
        "blob) and a graph TOML", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    into = actions.add_parser("import", help="the runtime's graph JSON and params blob to a "
                              "graph TOML (and the parameters' values as .npz)")
    into.add_argument("graph", help="the graph JSON the runtime loads")
    into.add_argument("params", nargs="?", default=None,
                      help="the params blob the runtime loads (checked against the graph)")
    into.add_argument("-o", "--out", required=True, metavar="TOML",
                      help="the graph TOML to write (its name is the JSON file's stem)")
    into.add_argument("--params-out", metavar="NPZ", default=None,
                      help="write the parameters' values here, one array per input name")
    into.set_defaults(run=run_import)
    out = actions.add_parser("export", help="a graph TOML (and its parameters' values) to "
                             "the runtime's graph JSON and params blob")
    out.add_argument("graph", help="a graph TOML with concrete shapes and every input's "
                     "precision")
    out.add_argument("--params", metavar="NPZ", default=None,
                     help="the values of every input but data, by name (without it only the "
                     "graph JSON is written)")
    out.add_argument("-o", "--out", required=True, metavar="DIR",
                     help="the folder to write NAME.json and NAME.params into (NAME: the "
                     "graph's name)")
    out.set_defaults(run=run_export)


def run_import(args) -> int:
    graph, params = load_cvm_model(args.graph, args.params)
    Path(args.out).write_text(to_toml(graph))
    written = [args.out]
    if args.params_out:
        if args.params is None:
            raise LogicError("model import", "a params blob for --params-out",
                             {"params_out": args.params_out})
        with open(args.params_out, "wb") as handle:  # np.savez adds .npz to a bare path
            np.savez(handle, **params)
        written.append(args.params_out)
    print(f"{graph.name}: {len(graph.inputs)} inputs, {len(graph.nodes)} nodes -> "
          + ", ".join(written))
    return 0


def run_export(args) -> int:
    graph = load_graph(args.graph)
    params = None
    if args.params:
        try:
            with np.load(args.params, allow_pickle=False) as archive:
                params = {name: archive[name] for name in archive.files}
        except (OSError, ValueError, zipfile.BadZipFile) as error:
            raise LogicError("model export", "--params to be a readable .npz of integer "
                             "arrays", {"file": args.params, "error": str(error)}) from None
    root = Path(args.out)
    out_folder("model export", root)
    graph_json = root / f"{graph.name}.json"
    params_path = root / f"{graph.name}.params" if params is not None else None
    save_cvm_model(graph, params, graph_json, params_path)
    print(f"{graph.name}: {len(graph.nodes)} nodes -> {graph_json}"
          + (f", {params_path}" if params_path else ""))
    return 0
