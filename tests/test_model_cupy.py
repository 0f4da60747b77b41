"""A model's CuPy module (cupy/models/<model>.py): its kernel groups launched in plan order by
the shared driver (cvm_cupy._run_device_model), with buffers per signature, one error flag
per call and, from a signature's second call, its launches replayed as one CUDA graph.

Without a GPU the module runs on a stand-in for CuPy over NumPy arrays: every launch is
checked against the kernel its CUDA unit defines (name, parameters, argument kinds), the
shared kernels of cvm_cuda.h are computed as in test_codegen_cupy, and a group's own kernel
computes its output with the NumPy model's function of the same group. A capture records
the device work (launches, int32 copies, fills) instead of doing it, and a graph launch
replays it, as CUDA's stream capture does; so a replay that reads the captured call's
inputs, or a buffer the driver reused too early, gives a wrong output here. Each model is
held bit for bit to `evaluate_graph` over calls that run, capture and replay, with `out=`,
and a strict model's overflow is raised by `sync` or `check()`, replayed calls included.
With a GPU, the same on CuPy itself.
"""

from __future__ import annotations

import ctypes
import re
import sys
from types import SimpleNamespace

import numpy as np
import pytest

from cvmverify.codegen.numpy_module import public_name
from cvmverify.core.errors import LogicError
from cvmverify.core.graph import evaluate_graph, load_graph
from cvmverify.drivers.gen import GenOptions, generate
from test_codegen_cupy import KERNEL, Emulated, _device_or_reason
from test_codegen_numpy import load
from model_cases import SMALL, model_inputs, model_path, write_files
from test_model_modules import _residual_toml

CONTRACTS = ["models", "models/runtime"]


# --- a stand-in for CuPy over NumPy ----------------------------------------------------------


class DeviceArray(np.ndarray):
    """A NumPy array as the driver sees a CuPy one: a device pointer, get/set, and device
    work (int32 copies, fills) that a capturing stream records rather than does."""

    @property
    def __cuda_array_interface__(self):
        return {"shape": self.shape, "data": (self.ctypes.data, False)}

    @property
    def data(self):
        return SimpleNamespace(ptr=self.ctypes.data)

    def get(self, stream=None):
        return np.asarray(self).copy()

    def set(self, values):
        self[...] = values

    def astype(self, dtype, **kwargs):
        made = np.empty(self.shape, dtype).view(DeviceArray)
        FAKE.device(lambda: np.copyto(made, np.asarray(self).astype(dtype)))
        return made

    def fill(self, value):
        FAKE.device(lambda: np.ndarray.fill(self, value))


class Stream:
    def __init__(self, ptr):
        self.ptr, self.capturing = ptr, None

    def __enter__(self):
        FAKE.streams.append(self)
        return self

    def __exit__(self, *exc):
        FAKE.streams.pop()

    def begin_capture(self, mode=None):
        assert mode == 2, "captured in relaxed mode"
        self.capturing = []

    def end_capture(self):
        work, self.capturing = self.capturing, None
        FAKE.captured += 1
        return SimpleNamespace(launch=lambda stream: [do() for do in work])

    def synchronize(self):
        pass


class FakeCupy:
    """What the driver and the shared kernels' host code call of CuPy."""

    def __init__(self):
        self.streams = [Stream(0)]
        self.captured = 0
        self.ndarray = DeviceArray
        runtime = SimpleNamespace(
            memcpyAsync=lambda dst, src, n, kind, stream: self.device(
                lambda: ctypes.memmove(dst, src, n)),
            getDevice=lambda: 0, CUDARuntimeError=RuntimeError)
        self.cuda = SimpleNamespace(
            Device=lambda: SimpleNamespace(id=0, compute_capability="0"),
            get_current_stream=lambda: self.streams[-1],
            Stream=lambda non_blocking=False: Stream(1 + len(self.streams)),
            runtime=runtime)

    def device(self, work):
        """Device work: done now, or recorded by the stream capturing it."""
        stream = self.streams[-1]
        if stream.capturing is not None:
            stream.capturing.append(work)
        else:
            work()

    def empty(self, shape, dtype=np.float64):
        return np.empty(shape, dtype).view(DeviceArray)

    def zeros(self, shape, dtype=np.float64):
        return np.zeros(shape, dtype).view(DeviceArray)

    def asarray(self, values):
        return np.array(values).view(DeviceArray)

    def asnumpy(self, values):
        return np.asarray(values).copy()


FAKE = FakeCupy()


class ModelLaunches(Emulated):
    """The launches of a model's CuPy module on DeviceArrays: a group's own kernel computes
    its output with the NumPy model's function of that group; a strict one that rejects
    sets the flag the launch was given."""

    def __init__(self, module, unit_text, numpy_model):
        parameters, self.names = {}, {}
        for _, name, params in KERNEL.findall(unit_text):
            kinds, names = [], []
            for param in params.split(","):
                words = param.replace("*", " * ").split()
                kinds.append("pointer" if "*" in words else words[0])
                names.append(words[-1])
            parameters[name], self.names[name] = kinds, names
        super().__init__(module, parameters)
        self.issued: list[str] = []   # the launches made, replayed ones not counted
        self.groups = {}
        for function, _, writes, _ in numpy_model.STEPS:
            for position, ref in enumerate(writes):
                # the kernel's output name: the group graph's (`planner.input_name`) or a
                # scratch check's (`<group>/<check>`)
                out = ref.split("/")[1] if "/" in ref else ref.replace(":", "_") + "_out"
                self.groups[f"{function.__name__}_{out}"] = (function, position)

    def function(self, root, module, names, name):
        shared = super().function(root, module, names, name)
        base = name.split("<")[0]
        # a group's kernel: its general one, or a tile path's (`_ct`, `_ct_finish`)
        group = max((k for k in self.groups if base.startswith(k)), key=len, default=None)

        def launch(grid, block, args):
            self.issued.append(name)
            if group is None:
                FAKE.device(lambda: shared(grid, block, args))
                return
            assert name in names, f"{name} is launched but not in KERNEL_NAMES"
            kinds = self.parameters[base]
            assert len(args) == len(kinds), (name, len(args), kinds)
            for arg, kind in zip(args, kinds):
                assert isinstance(arg, (np.ndarray, np.uintp)) if kind == "pointer" else \
                    isinstance(arg, (int, np.integer, np.void)), (name, kind, arg)
            FAKE.device(lambda: self.group(group, base, args))

        return launch

    def group(self, group, base, args):
        function, position = self.groups[group]
        named = dict(zip(self.names[base], args))
        arrays = {n: np.asarray(a) for n, a in named.items()
                  if not n.startswith("cvm_") and isinstance(a, np.ndarray)}
        try:
            result = function(arrays, {}, None)[position]
        except LogicError:
            error = named.get("cvm_error")
            assert error is not None and int(error), f"{base} rejects without a flag"
            ctypes.c_int32.from_address(int(error)).value = 1
            return
        np.copyto(named["cvm_out"], result.astype(named["cvm_out"].dtype).reshape(
            named["cvm_out"].shape))

    def store(self, name, target, result, error):
        if name.split("<")[1].startswith("1,") and \
                (result.min() < -2**31 or result.max() >= 2**31):
            ctypes.c_int32.from_address(int(error)).value = 1
        target.reshape(-1)[:] = result.astype(np.int32)


def _model(root, folder, name, monkeypatch, source=None):
    """The CuPy module of model `name` (of the zoo, or the file `source`) on the stand-in,
    and the graph."""
    source = source or model_path(name)
    graph = load_graph(source)
    module = load(root / "cupy" / folder / f"{graph.name}.py", f"cupy_{folder}_{name}")
    numpy_model = load(root / "numpy" / folder / f"{graph.name}.py", f"np_{folder}_{name}")
    runtime = module._run_device_model.__globals__
    text = runtime["device_source"](str(root / "cuda"), module.CUDA_MODULE)
    # the unit NVRTC compiles: its groups' modules and the runtime header inlined
    assert not re.search(r'#include "[^"]*(\.cuh|cvm_cuda\.h)"', text)
    launches = ModelLaunches(module, text, numpy_model)
    monkeypatch.setitem(runtime, "_cupy", lambda: FAKE)
    monkeypatch.setitem(sys.modules, "cupy", FAKE)   # the tensor-core path asks the device
    monkeypatch.setitem(runtime, "_fill_blocks", lambda: 3)
    module._function = launches.function
    return getattr(module, public_name(graph.name)), graph, module, launches


def _device(arrays):
    return {n: a.copy().view(DeviceArray) for n, a in arrays.items()}


def _same(expected, got):
    assert set(got) == set(expected)
    for name, value in expected.items():
        assert isinstance(got[name], DeviceArray), name
        assert got[name].dtype == value.dtype and np.array_equal(got[name], value), name


@pytest.mark.parametrize("folder", CONTRACTS)
@pytest.mark.parametrize("name", SMALL)
def test_a_models_cupy_module_runs_captures_and_replays_the_graph(small_models, name, folder,
                                                                 monkeypatch):
    function, graph, module, launches = _model(small_models, folder, name, monkeypatch)
    captured = FAKE.captured
    rng = np.random.default_rng(5)
    for call, fill in enumerate((None, None, "max", "min")):
        arrays = model_inputs(graph, rng, fill)
        expected = evaluate_graph(graph, arrays)
        del launches.issued[:]
        if call == 2:   # into the caller's arrays
            out = {k: np.zeros_like(v).view(DeviceArray) for k, v in expected.items()}
            got = function(**_device(arrays), out=out)
            assert all(got[k] is out[k] for k in out)
        else:
            got = function(**_device(arrays))
        _same(expected, got)
        if call <= 1 or not module.CAPTURED:   # run, then captured
            assert launches.issued, "nothing launched"
        else:   # a replay launches nothing anew
            assert not launches.issued, launches.issued
    assert FAKE.captured - captured == (1 if module.CAPTURED else 0)
    assert module.CAPTURED == (name != "detection_head")


def test_a_strict_models_overflow_is_raised_by_sync_and_by_check(small_models, monkeypatch):
    function, graph, module, _ = _model(small_models, "models", "mlp", monkeypatch)
    rng = np.random.default_rng(1)
    good = model_inputs(graph, rng)
    bad = dict(good, data=np.full(good["data"].shape, 2**31 - 1, np.int32))
    with pytest.raises(LogicError):
        evaluate_graph(graph, bad)
    for _ in range(3):   # run, captured, replayed
        with pytest.raises(LogicError, match="int32"):
            function(**_device(bad))
        _same(evaluate_graph(graph, good), function(**_device(good)))
    function(**_device(bad), sync=False)
    with pytest.raises(LogicError, match="int32"):
        module.check()
    assert module.check() == 0


def test_a_planted_sharing_of_live_buffers_is_caught(tmp_path, monkeypatch):
    """The residual graph of test_model_modules, its first layer's result live across the
    second kernel: with every value in one buffer the captured graph reads the second
    layer's result where the first's was, and the comparison fails; by liveness it holds."""
    source = tmp_path / "residual.toml"
    source.write_text(_residual_toml())
    write_files(generate(GenOptions([str(source)], contract="strict")), tmp_path)
    for planted in (False, True):
        function, graph, module, _ = _model(tmp_path, "models", f"residual_{planted}",
                                            monkeypatch, str(source))
        if planted:
            module.STEPS[:] = [(k, r, w, tuple(None if s is None else 0 for s in slots))
                               for k, r, w, slots in module.STEPS]
        rng = np.random.default_rng(4)
        same = []
        for _ in range(4):   # run, captured, replayed twice
            arrays = model_inputs(graph, rng)
            got = function(**_device(arrays))
            same.append(np.array_equal(got["y"], evaluate_graph(graph, arrays)["y"]))
        assert all(same) is not planted, same


# --- on a GPU ----------------------------------------------------------------------------------


@pytest.fixture
def device():
    cupy, reason = _device_or_reason()
    if cupy is None:
        pytest.skip(reason)
    return cupy


@pytest.mark.parametrize("folder", CONTRACTS)
@pytest.mark.parametrize("name", SMALL)
def test_a_models_cupy_module_is_the_graph_on_a_gpu(small_models, name, folder, device):
    graph = load_graph(model_path(name))
    module = load(small_models / "cupy" / folder / f"{graph.name}.py", f"gpu_{folder}_{name}")
    function = getattr(module, public_name(graph.name))
    rng = np.random.default_rng(9)
    for fill in (None, None, None, "max", "min"):
        arrays = model_inputs(graph, rng, fill)
        expected = evaluate_graph(graph, arrays)
        got = function(**{n: device.asarray(a) for n, a in arrays.items()})
        for k, v in expected.items():
            assert np.array_equal(device.asnumpy(got[k]), v), (name, folder, k)


def test_a_strict_models_overflow_is_raised_on_a_gpu(small_models, device):
    graph = load_graph(model_path("mlp"))
    module = load(small_models / "cupy" / "models" / "mlp.py", "gpu_strict_mlp")
    good = model_inputs(graph, np.random.default_rng(1))
    bad = dict(good, data=np.full(good["data"].shape, 2**31 - 1, np.int32))
    for _ in range(3):
        with pytest.raises(LogicError):
            module.mlp(**{n: device.asarray(a) for n, a in bad.items()})
        module.mlp(**{n: device.asarray(a) for n, a in good.items()})


def test_every_kernel_group_is_named_in_the_units_device_code(small_models):
    """No GPU needed: each group's kernels are in the text NVRTC compiles, once."""
    model = load_graph(model_path("detection_head")).name
    for folder in CONTRACTS:
        module = load(small_models / "cupy" / folder / f"{model}.py", f"names_{folder}")
        text = module._run_device_model.__globals__["device_source"](
            str(small_models / "cuda"), module.CUDA_MODULE)
        defined = [name for _, name, _ in KERNEL.findall(text)]
        assert len(defined) == len(set(defined))
        for name in module.KERNEL_NAMES:
            assert re.sub(r"<.*", "", name) in defined or name.startswith("cvm_"), name


@pytest.mark.slow
@pytest.mark.parametrize("folder", CONTRACTS)
@pytest.mark.parametrize("name", ["vgg_small", "resnet18"])
def test_a_networks_cupy_module_runs_captures_and_replays_the_graph(tmp_path, folder, name,
                                                                    monkeypatch):
    """VGG-small, and ResNet-18 at 1x3x224x224: 14 and 23 kernel groups on the stand-in."""
    write_files(generate(GenOptions([model_path(name)],
                                    contract="runtime" if "runtime" in folder else "strict")),
                tmp_path)
    function, graph, module, launches = _model(tmp_path, folder, name, monkeypatch)
    rng = np.random.default_rng(6)
    for call in range(3):   # run, captured, replayed
        arrays = model_inputs(graph, rng)
        _same(evaluate_graph(graph, arrays), function(**_device(arrays)))
    assert module.CAPTURED
