"""The generated CuPy modules (generated/cupy/): one per NumPy module, importable without
CuPy, their host side the NumPy module's, their kernels the CUDA modules' device code.

Without a GPU:
- every module imports (CuPy is imported at the first launch only);
- every module's host side runs on NumPy arrays with the launches emulated: each structure
  case binds, passes its preconditions and launches kernels that its CUDA module defines,
  with as many arguments as the kernel has parameters, of the right kinds; the shared
  kernels of cvm_cuda.h (gathers, reductions) are emulated in NumPy, so the views the
  host computes for them are checked against the reference's outputs bit for bit;
- a call the spec rejects raises the NumPy module's LogicError before any launch;
- NVRTC compiles the device code of every module, with every kernel name a launch may
  use, where CuPy and its NVRTC library load (no device is needed for that).
With a GPU (CuPy and a device): every module runs on its structure cases and through the
checker, and a strict kernel's rejection is raised by check() or sync=True.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import cvmverify
from cvmverify.codegen.numpy_module import public_name
from generated_files import listed
from structure_cases import outputs_equal, structure_cases
from test_codegen_numpy import load

CUPY_MODULES = [p for p in listed("cupy/**.py") if not p.endswith("cvm_cupy.py")]


def _cupy_or_reason():
    try:
        import cupy
        from cupy.cuda import nvrtc
        nvrtc.getVersion()
    except Exception as error:  # ImportError, or the NVRTC library cannot load
        return None, f"CuPy with NVRTC cannot load here ({type(error).__name__}: {error})"
    return cupy, ""


def _device_or_reason():
    cupy, reason = _cupy_or_reason()
    if cupy is None:
        return None, reason + ": the CuPy modules are not run on a GPU"
    try:
        if cupy.cuda.runtime.getDeviceCount() < 1:
            return None, "no CUDA device: the CuPy modules are not run on a GPU"
    except Exception as error:
        return None, (f"no CUDA device ({type(error).__name__}: {error}): the CuPy modules "
                      "are not run on a GPU")
    return cupy, ""


def test_a_cupy_module_for_every_numpy_module():
    numpy_modules = {p.split("/", 1)[1] for p in listed("numpy/**.py")} - {"cvm_runtime.py"}
    assert {p.split("/", 1)[1] for p in CUPY_MODULES} == numpy_modules


# --- the kernels a CUDA module defines -------------------------------------------------------

# a kernel's launch bounds, where it has them: __launch_bounds__(...) or a macro (CVM_CT_BOUNDS)
KERNEL = re.compile(r"(template <[^>]*>\s*)?__global__ void\s+"
                    r"(?:__launch_bounds__\([^)]*\)\s*|CVM_\w+_BOUNDS\s+)?(\w+)\(([^)]*)\)", re.S)


def _parameters(cuda_text: str) -> dict[str, list[str]]:
    """Kernel name -> its parameters' types (a pointer, int64_t, int, cvm_view)."""
    found = {}
    for _, name, params in KERNEL.findall(cuda_text):
        kinds = []
        for param in params.split(","):
            param = param.strip()
            kinds.append("pointer" if "*" in param else param.split()[0])
        found[name] = kinds
    return found


def _view_at(view, k):
    rest, at = k.copy(), np.full(k.shape, int(view["offset"]), dtype=np.int64)
    for a in range(int(view["rank"]) - 1, 0, -1):
        at += rest % int(view["shape"][a]) * int(view["stride"][a])
        rest //= int(view["shape"][a])
    return at + rest * int(view["stride"][0])


def _check_divisors(view):
    """The magic numbers of a view divide as cvm_quotient does: q = (umulhi(k, magic) + k)
    >> shift, for indices up to 2^31 - 1."""
    k = np.array([0, 1, 2, 3, 1000, 2**20 + 7, 2**31 - 2, 2**31 - 1], dtype=np.uint64)
    for a in range(1, int(view["rank"])):
        d, magic, shift = int(view["shape"][a]), int(view["magic"][a]), int(view["shift"][a])
        quotient = (((k * np.uint64(magic)) >> np.uint64(32)) + k) >> np.uint64(shift)
        assert np.array_equal(quotient, k // np.uint64(d)), (d, magic, shift)


class Emulated:
    """The launches of a CuPy module run on NumPy arrays: each is checked against its
    kernel's parameters; the gathers and reductions of cvm_cuda.h are computed."""

    def __init__(self, module, parameters: dict[str, list[str]]):
        self.module, self.parameters = module, parameters
        self.launched: list[str] = []
        self.computed: set[int] = set()   # id() of the outputs an emulated kernel filled
        self.flags = 0

    def function(self, root, module, names, name):
        assert name in names, f"{name} is launched but not in KERNEL_NAMES"
        base = name.split("<")[0]
        assert base in self.parameters, f"{module} has no kernel {base}"

        def launch(grid, block, args):
            kinds = self.parameters[base]
            assert len(args) == len(kinds), (name, len(args), kinds)
            for arg, kind in zip(args, kinds):
                if kind == "cvm_view":
                    assert isinstance(arg, np.void) and arg.dtype.itemsize == 160, (name, arg)
                    _check_divisors(arg)
                elif kind == "pointer":
                    assert isinstance(arg, (np.ndarray, np.uintp, str)), (name, type(arg))
                else:
                    assert isinstance(arg, (int, np.integer)), (name, kind, arg)
            self.launched.append(name)
            if base in ("cvm_gather_kernel", "cvm_transpose_kernel"):
                source, target, count, view = args[:4]
                bits = int(name.split("<uint")[1].split("_t")[0])
                assert source.dtype.itemsize * 8 == bits, name
                target.reshape(-1)[:] = source.reshape(-1)[_view_at(view, np.arange(count))]
                self.computed.add(id(target))
            elif base == "cvm_gather_box_kernel":   # one piece: a box of the output
                source, target, count, view, into = args
                k = np.arange(count)
                target.reshape(-1)[_view_at(into, k)] = source.reshape(-1)[_view_at(view, k)]
                self.computed.add(id(target))
            elif base == "cvm_gather_split_kernel":   # more axes than a view holds
                source, target, count, outer, inner, cut = args
                k = np.arange(count)
                q = k // int(cut["shape"][1])
                at = _view_at(outer, q) + _view_at(inner, k - q * int(cut["shape"][1]))
                target.reshape(-1)[:] = source.reshape(-1)[at]
                self.computed.add(id(target))
            elif base in ("cvm_reduce_kernel", "cvm_reduce_warp_kernel"):
                source, target, count, kept, over, reduced, error = args
                self.store(name, target, self.reduce(name, source, count, kept, over,
                                                     np.arange(reduced)), error)
            elif base == "cvm_reduce_split_kernel":
                source, target, partials, count, kept, over, reduced, rows, error = args
                (blocks,), (width, height) = grid, block
                slices = blocks // -(-int(count) // width)
                assert width * height == self.module._reduce.__globals__["SPLIT_THREADS"]
                assert slices == 1 or int(reduced) > (slices - 1) * int(rows), \
                    "a slice without rows"
                for s in range(slices):
                    folded = self.reduce(name, source, count, kept, over,
                                         np.arange(s * rows, min(reduced, (s + 1) * rows)))
                    if isinstance(partials, np.ndarray):
                        partials[s * count:(s + 1) * count] = folded
                    else:
                        assert slices == 1, "partials without room"
                        self.store(name, target, folded, error)
            elif base == "cvm_reduce_partials_kernel":
                partials, target, count, slices, error = args
                parts = partials[:slices * count].reshape(slices, count)
                kind = int(name.split("<")[1].split(",")[0])
                self.store(name, target, parts.max(axis=0) if kind == 2 else
                           parts.sum(axis=0), error)

        return launch

    @staticmethod
    def reduce(name, source, count, kept, over, rows):
        """The exact int64 sums or maxes of `rows` of each of the `count` outputs."""
        at = _view_at(kept, np.arange(count))[:, None] + _view_at(over, rows)[None, :]
        values = source.reshape(-1)[at].astype(np.int64)
        kind = int(name.split("<")[1].split(",")[0])
        return values.max(axis=1) if kind == 2 else values.sum(axis=1)

    def store(self, name, target, result, error):
        if name.split("<")[1].startswith("1,") and \
                (result.min() < -2**31 or result.max() >= 2**31):
            assert isinstance(error, str)
            self.flags += 1
        target.reshape(-1)[:] = result.astype(np.int32)
        self.computed.add(id(target))

    def install(self, monkeypatch, fill_blocks=3):
        """The module's launches emulated; the shared runtime's device queries answered as
        a device that `fill_blocks` blocks fill (few: small cases split their rows)."""
        runtime = self.module._reduce.__globals__
        monkeypatch.setitem(runtime, "_fill_blocks", lambda: fill_blocks)
        monkeypatch.setitem(runtime, "_reduction_partials",
                            lambda count: np.empty(count, dtype=np.int64))
        m = self.module
        m._function = self.function
        m._reduction_partials = runtime["_reduction_partials"]  # the module's own name
        m._cached = lambda calls, inputs, attrs, out, call: call(inputs, attrs, out)
        m._flag = lambda logic_error, op, condition: "flag"
        m._check = lambda: 0

        def output(out, count, k, shape, dtype):
            if out is None:
                return np.zeros(shape, dtype=dtype)
            return out[k]

        m._device_output = output
        return self


def _cuda_parameters(tree: Path, module) -> dict[str, list[str]]:
    text = (tree / "cuda" / module.CUDA_MODULE).read_text()
    return {**_parameters((tree / "cuda" / "cvm_cuda.h").read_text()), **_parameters(text)}


@pytest.mark.parametrize("op", cvmverify.ops())
def test_the_host_side_of_every_cupy_module_on_its_structure_cases(op, generated_tree,
                                                                  monkeypatch):
    module = load(generated_tree / "cupy" / f"{op}.py", f"cupy_{op}")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(monkeypatch)
    function = getattr(module, public_name(op))
    emulated_values = 0
    for kernel, case, expected in structure_cases(op):
        del emulated.launched[:]
        emulated.computed.clear()
        got = function(*case.inputs, **case.attrs)
        assert emulated.launched, (kernel, "nothing launched")
        assert len(got) == len(expected)
        for g, e in zip(got, expected):
            assert g.shape == e.shape and g.dtype == e.dtype, (kernel, g.shape, e.shape)
            if id(g) in emulated.computed:
                assert np.array_equal(g, e), (kernel, case.ident)
                emulated_values += 1
    if op in ("transpose", "slice", "sum", "max", "flatten", "squeeze", "concatenate", "tile"):
        assert emulated_values, f"{op}: no output computed by an emulated shared kernel"


# few outputs of long rows, on a device 12 blocks fill: the rows split over blocks
FEW_OUTPUTS = [((5000, 3), (0,)), ((3, 5000), (1,)), ((7000,), ()), ((2, 3000, 5), (1,)),
               ((2, 3, 700, 2), (0, 2)), ((1, 9000), (1,)), ((4000, 1, 2), (0,))]


@pytest.mark.parametrize("op", ["sum", "max"])
def test_few_outputs_split_their_rows_on_the_host_side(op, generated_tree, monkeypatch):
    module = load(generated_tree / "cupy" / f"{op}.py", f"cupy_split_{op}")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(
        monkeypatch, fill_blocks=12)
    rng = np.random.default_rng(3)
    for shape, axes in FEW_OUTPUTS:
        x = rng.integers(-2**31, 2**31, shape, dtype=np.int64).astype(np.int32)
        if op == "sum":
            x //= 2**12   # the sums stay within int32
        del emulated.launched[:]
        got, = getattr(module, public_name(op))(x, axes=axes)
        want, = cvmverify.evaluate(op, [x], axes=axes)
        assert np.array_equal(got, want), (shape, axes)
        assert {name.split("<")[0] for name in emulated.launched} == \
            {"cvm_reduce_split_kernel", "cvm_reduce_partials_kernel"}, (shape, axes)
    assert emulated.flags == 0


def test_a_split_sum_is_judged_on_its_exact_total(generated_tree, monkeypatch):
    """Slices whose partial sums leave int32 but whose total does not: accepted; a total
    outside int32: flagged."""
    module = load(generated_tree / "cupy" / "sum.py", "cupy_split_total")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(
        monkeypatch, fill_blocks=12)
    x = np.full((6000, 2), 2**30, dtype=np.int32)
    x[3000:] = -2**30           # each slice's partial sum leaves int32, the total is 0
    got, = module.sum_(x, axes=(0,))
    assert emulated.flags == 0 and np.array_equal(got, [0, 0])
    assert len(emulated.launched) == 2, "not split"
    x[-1, 0] = 2**30 - 1        # the total: 2^31 - 1, the largest int32
    got, = module.sum_(x, axes=(0,))
    assert emulated.flags == 0 and np.array_equal(got, [2**31 - 1, 0])
    x[-2, 0] = -2**30 + 1       # the total: 2^31
    module.sum_(x, axes=(0,))
    assert emulated.flags == 1


# (module, inputs, attributes, tiles, output elements): one tile, or two groups of one,
# whose K is split
FEW_TILES = [("dense", [(10, 1600), (20, 1600)], {}, 1, 10 * 20),
             ("conv2d", [(1, 256, 6, 6), (20, 128, 3, 3)], {"padding": [1, 1], "groups": 2}, 2,
              20 * 6 * 6)]


@pytest.mark.parametrize("op, shapes, attrs, tiles, count", FEW_TILES, ids=["dense", "conv2d"])
def test_few_tiles_split_k_on_the_host_side(op, shapes, attrs, tiles, count, generated_tree,
                                           monkeypatch):
    """int32 operands take the CUDA-core tiles; on a device 12 blocks fill (6 tiles in two
    waves), K's 100 or 72 slices go to as many parts as make two waves, each of at least 32
    slices: the product's launch has a block for each tile and part, the finish's a block
    for each tile, and both the kernels' parameters."""
    module = load(generated_tree / "cupy" / f"{op}.py", f"cupy_few_tiles_{op}")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(
        monkeypatch, fill_blocks=12)
    grids = {}
    function = emulated.function

    def recorded(root, cuda_module, names, name):
        launch = function(root, cuda_module, names, name)

        def record(grid, block, args):
            grids[name] = (grid, block, args[-2], args[-1])
            launch(grid, block, args)

        return record

    module._function = recorded
    inputs = [np.ones(shape, np.int32) for shape in shapes]
    getattr(module, public_name(op))(*inputs, **attrs)
    assert module.path() == "cuda-core tiles"
    product = {name: g for name, g in grids.items() if name.endswith("_ct")}
    finish = {name: g for name, g in grids.items() if name.endswith("_ct_finish")}
    assert len(product) == len(finish) == 1, grids
    (grid, block, partials, splits), = product.values()
    slices = -(-shapes[1][1] * int(np.prod(shapes[1][2:])) // 16)
    assert int(splits) == min(-(-6 // tiles), slices // 32) > 1
    assert grid == (tiles * int(splits),) and block == (256,)
    assert partials.size == int(splits) * count
    (grid, block, _, _), = finish.values()
    assert grid == (tiles,)


def test_a_rejected_call_raises_before_any_launch(generated_tree, monkeypatch):
    module = load(generated_tree / "cupy" / "clip.py", "cupy_clip_rejected")
    emulated = Emulated(module, _cuda_parameters(generated_tree, module)).install(monkeypatch)
    x = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
    with pytest.raises(cvmverify.LogicError) as raised:
        module.clip(x, a_min=4, a_max=4)
    with pytest.raises(cvmverify.LogicError) as reference:
        cvmverify.evaluate("clip", [x], a_min=4, a_max=4)
    assert str(raised.value) == str(reference.value)
    assert emulated.launched == []


def test_the_runtime_contract_modules_take_no_error_flag(generated_tree):
    for path in listed("cupy/runtime/*.py"):
        module = load(generated_tree / path, "cupy_runtime_" + Path(path).stem)
        assert module.CHECKED is False
        text = (generated_tree / path).read_text()
        assert "_flag(" not in text.split("def _kernel(")[1]
        assert "sync" not in text.split("def check(")[0].split("\ndef ")[-1].split(":")[0]


def test_every_cupy_module_imports_without_cupy(generated_tree, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "cupy", None)  # `import cupy` fails
    for path in CUPY_MODULES:
        module = load(generated_tree / path, "cupy_import_" + path.replace("/", "_")[:-3])
        assert module.KERNEL_NAMES or module.OP == "non_max_suppression"
        assert (generated_tree / "cuda" / module.CUDA_MODULE).exists()


def test_a_module_whose_calls_choose_a_path_never_replays(generated_tree, monkeypatch):
    """A replay repeats the launches of the call it was recorded from: a module whose
    calls choose their path (the tensor cores' tile, `use_tile`, the CUDA-core tiles) would
    repeat the first call's path and report another. Seen on an H100: `use_tile` ignored
    by the calls after the first."""
    import sys

    monkeypatch.setitem(sys.modules, "cupy", None)
    modules = [load(generated_tree / path, "cupy_paths_" + path.replace("/", "_")[:-3])
               for path in CUPY_MODULES]
    choosing = [m for m in modules if hasattr(m, "path")]
    assert {m.OP for m in choosing} >= {"dense", "conv2d"}
    assert all(m.CALLS is None for m in choosing)
    assert any(m.CALLS is not None for m in modules)


# --- NVRTC -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def nvrtc():
    cupy, reason = _cupy_or_reason()
    if cupy is None:
        pytest.skip(reason + ": NVRTC compilation of the CUDA modules is not tested")
    from cupy.cuda import nvrtc

    return nvrtc


@pytest.mark.parametrize("path", CUPY_MODULES)
def test_nvrtc_compiles_the_device_code_of_every_module(path, generated_tree, nvrtc):
    """What cupy.RawModule compiles at the first launch, compiled here without a device
    (for a virtual architecture): the module's device code with cvm_cuda.h inlined, every
    name a launch may use resolved."""
    module = load(generated_tree / path, "cupy_nvrtc_" + path.replace("/", "_")[:-3])
    runtime = load(generated_tree / "cupy" / "cvm_cupy.py", "cvm_cupy_nvrtc")
    source = runtime.device_source(module.CUDA_ROOT, module.CUDA_MODULE)
    program = nvrtc.createProgram(source, Path(module.CUDA_MODULE).name, (), ())
    try:
        for name in module.KERNEL_NAMES:
            nvrtc.addNameExpression(program, name)
        options = (*runtime.NVRTC_OPTIONS, "--device-as-default-execution-space",
                   "-arch=compute_80")
        try:
            nvrtc.compileProgram(program, options)
        except nvrtc.NVRTCError as error:
            pytest.fail(f"{path}: {error}\n{nvrtc.getProgramLog(program)[:4000]}")
        for name in module.KERNEL_NAMES:
            assert nvrtc.getLoweredName(program, name)
        assert b".entry" in nvrtc.getPTX(program) or not module.KERNEL_NAMES
    finally:
        nvrtc.destroyProgram(program)


# --- the record a call's replays launch from ------------------------------------------------


class _DeviceArray:
    """What the record reads of a CuPy array: its data pointer and shape."""

    __cuda_array_interface__: dict = {}

    def __init__(self, pointer, shape):
        self.data, self.shape = type("Memory", (), {"ptr": pointer})(), shape
        self.size = int(np.prod(shape))


def test_every_launch_of_a_compiled_kernel_is_recorded(generated_tree):
    """A kernel from `_function` records its launches, options (dynamic shared memory)
    included: the tensor-core launches, made outside `_launch`, were left out of the
    record, and their replays returned outputs that nothing had written."""
    runtime = load(generated_tree / "cupy" / "cvm_cupy.py", "cupy_record")
    launched = []
    kernel = runtime._Recorded(lambda grid, block, args, **options: launched.append(options))
    x, y = _DeviceArray(4096, (2, 3)), _DeviceArray(8192, (2, 3))
    runtime._recording.record = record = [("output", (1, 0, (2, 3), np.int32), y)]
    try:
        kernel((1,), (256,), (x, y, np.int64(6)), shared_mem=81920)
    finally:
        runtime._recording.record = None
    assert launched == [{"shared_mem": 81920}]
    replay = runtime._Replay.of(record, [x], [y])
    assert replay is not None and replay.launches[0][0][3] == {"shared_mem": 81920}
    assert [role for role in replay.launches[0][1]][:2] == [("input", 0), ("made", 0)]


def test_a_record_whose_outputs_nothing_wrote_is_never_replayed(generated_tree):
    runtime = load(generated_tree / "cupy" / "cvm_cupy.py", "cupy_unwritten")
    x, y = _DeviceArray(4096, (2, 3)), _DeviceArray(8192, (2, 3))
    record = [("output", (1, 0, (2, 3), np.int32), y)]
    assert runtime._Replay.of(record, [x], [y]) is None
    empty = _DeviceArray(0, (0, 3))   # an empty output needs no launch
    assert runtime._Replay.of([("output", (1, 0, (0, 3), np.int32), empty)], [x],
                              [empty]) is not None


# --- on a GPU ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def device():
    cupy, reason = _device_or_reason()
    if cupy is None:
        pytest.skip(reason)
    return cupy


@pytest.mark.parametrize("op", cvmverify.ops())
def test_every_cupy_module_runs_on_its_structure_cases_on_a_gpu(op, generated_tree, device):
    module = load(generated_tree / "cupy" / f"{op}.py", f"cupy_gpu_{op}")
    function = getattr(module, public_name(op))
    for kernel, case, expected in structure_cases(op):
        got = function(*[device.asarray(x) for x in case.inputs], **case.attrs)
        assert outputs_equal([device.asnumpy(g) for g in got], expected), (kernel, case.ident)


@pytest.mark.parametrize("op", cvmverify.ops())
def test_cupy_modules_pass_the_checker_on_a_gpu(op, generated_tree, device):
    """As `cvmverify check OP --generated-cupy DIR` checks it: the module's kernels compiled
    before the first case (a first call compiling them ran past the checker's 5 s per call),
    and the calls of one signature after the first replayed."""
    from cvmverify.check.cuda import CudaKernel
    from cvmverify.check.generated import GeneratedKernel

    kernel = CudaKernel(GeneratedKernel.of(str(generated_tree), op, flavour="cupy"))
    report = cvmverify.check_kernel(op, kernel, cases=25, isolate=False)
    assert report.ok, report.describe()
    assert report.ran_valid == 25


def test_a_strict_rejection_is_raised_by_check_on_a_gpu(generated_tree, device):
    module = load(generated_tree / "cupy" / "sum.py", "cupy_gpu_flag")
    x = device.full((4, 2**20), 2**30, dtype=device.int32)   # sums leave int32
    y, = module.sum_(x, axes=(1,), sync=False)
    with pytest.raises(cvmverify.LogicError):
        module.check()
    assert module.check() == 0          # the flags are free again
    with pytest.raises(cvmverify.LogicError):
        module.sum_(x, axes=(1,))


def test_calls_of_one_signature_replay_the_first_ones_launches_on_a_gpu(generated_tree, device):
    """The second call of a signature replays the first one's record (cvm_cupy._cached): new
    data gives the NumPy module's answer, a new shape records anew, and a strict kernel's
    rejection is still raised through the replayed flag."""
    module = load(generated_tree / "cupy" / "graphs" / "add_requant.py", "cupy_replay")
    reference = load(generated_tree / "numpy" / "graphs" / "add_requant.py", "numpy_replay")
    rng = np.random.default_rng(7)
    for shape in [(2, 3, 4, 5), (2, 3, 4, 5), (1, 1, 1, 7), (2, 3, 4, 5)]:
        a, b = (rng.integers(-2**20, 2**20, shape, dtype=np.int32) for _ in range(2))
        got = module.add_requant(device.asarray(a), device.asarray(b))
        assert list(got) == ["y"]  # a graph's outputs by name, as evaluate_graph's
        assert outputs_equal([device.asnumpy(got["y"])], [reference.add_requant(a, b)["y"]])
    assert len(module.CALLS) == 2
    assert all(type(replay).__name__ == "_Replay" for replay in module.CALLS.values())
    total = load(generated_tree / "cupy" / "sum.py", "cupy_replay_sum")
    small = device.ones((4, 2**10), dtype=device.int32)
    assert int(total.sum_(small, axes=(1,))[0][0]) == 2**10
    with pytest.raises(cvmverify.LogicError):   # the same signature, replayed: sums leave int32
        total.sum_(device.full((4, 2**10), 2**30, dtype=device.int32), axes=(1,))
    assert len(total.CALLS) == 1


GRAPHS = Path(__file__).resolve().parents[1] / "graphs"


@pytest.mark.parametrize("folder", ["graphs", "runtime"])
@pytest.mark.parametrize("path", sorted(GRAPHS.glob("*.toml")), ids=lambda p: p.stem)
def test_fused_cupy_modules_pass_the_checker_on_a_gpu(folder, path, generated_tree, device):
    """Every fused graph's CuPy module against the graph, node by node: the strict module
    under the strict contract, the runtime one (where the graph declares precisions) under
    the runtime contract."""
    from cvmverify.check import check_graph_kernel

    file = generated_tree / "cupy" / folder / f"{path.stem}.py"
    if not file.exists():
        pytest.skip(f"{path.stem} declares no precisions: it has no runtime module")
    module = load(file, f"cupy_{folder}_{path.stem}")
    module.compile_kernels()
    function = getattr(module, path.stem)

    def kernel(inputs):
        got = function(*[device.asarray(x) for x in inputs])
        return {name: device.asnumpy(y) for name, y in got.items()}

    contract = "runtime" if folder == "runtime" else "strict"
    report = check_graph_kernel(cvmverify.load_graph(path), kernel, cases=25, seed=3,
                                contract=contract, isolate=False)
    assert report.ok, report.describe()
    assert report.ran_valid == 25


def test_a_call_goes_on_the_current_stream_without_waiting_on_a_gpu(generated_tree, device):
    """A launch goes on CuPy's current stream and the call returns at once: queued behind a
    kernel that holds that stream, the call is back before the stream is done, and its
    output is right once the stream has run."""
    module = load(generated_tree / "cupy" / "relu.py", "cupy_stream_relu")
    spin = device.RawKernel(r"""extern "C" __global__ void spin(long long cycles) {
        const long long start = clock64(); while (clock64() - start < cycles) {} }""", "spin")
    x = device.arange(-512, 512, dtype=device.int32).reshape(4, 256)
    module.relu(x)    # the signature's first call records its launches
    stream = device.cuda.Stream(non_blocking=True)
    with stream:
        spin((1,), (1,), (np.int64(2 * 10**8),))
        y, = module.relu(x, sync=False)
        assert not stream.done
    stream.synchronize()
    assert (device.asnumpy(y) == np.maximum(device.asnumpy(x), 0)).all()


@pytest.mark.parametrize("op", ["sum", "max"])
def test_reductions_over_every_kind_of_axis_on_a_gpu(op, generated_tree, device):
    """Few outputs of long rows (split over blocks, partials folded), many outputs, inner
    and outer axes; each signature twice, the second call a replay whose partials come
    from the pool anew."""
    module = load(generated_tree / "cupy" / f"{op}.py", f"cupy_gpu_axes_{op}")
    function = getattr(module, public_name(op))
    rng = np.random.default_rng(11)
    low = -2**8 if op == "sum" else -2**31   # sums of 2^22 such stay within int32
    for shape, axes in [((2**20, 16), (0,)), ((64, 4096, 64), (1,)), ((2**22,), ()),
                        ((16, 2**20), (1,)), ((3, 5, 7, 2**14), (0, 3)), ((2**16, 64), (0,)),
                        ((64, 2**16), (1,)), ((1, 1), ())]:
        for _ in range(2):
            x = rng.integers(low, -low, shape, dtype=np.int32)
            got, = function(device.asarray(x), axes=axes)
            want, = cvmverify.evaluate(op, [x], axes=axes)
            assert np.array_equal(device.asnumpy(got), want), (shape, axes)


def test_a_split_sum_is_judged_on_its_exact_total_on_a_gpu(generated_tree, device):
    module = load(generated_tree / "cupy" / "sum.py", "cupy_gpu_split_total")
    x = np.full((2**20, 2), 2**30, dtype=np.int32)
    x[2**19:] = -2**30          # every block's partial sum leaves int32, the total is 0
    x[-1, 0] = 2**30 - 1        # column 0's total: 2^31 - 1
    got, = module.sum_(device.asarray(x), axes=(0,))
    assert device.asnumpy(got).tolist() == [2**31 - 1, 0]
    x[-2, 0] = -2**30 + 1       # column 0's total: 2^31
    with pytest.raises(cvmverify.LogicError):
        module.sum_(device.asarray(x), axes=(0,))
