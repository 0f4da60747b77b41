"""The int8 tensor-core path of a matrix product: x (M, K) . w (N, K)^T, then the epilogue.

An output whose formula is ``epilogue(sum_r x[i0, r] * w[i1, r])`` (dense, and every fused
graph that starts with one: dense_requant), or ``epilogue(conv2d's sum)`` (conv2d,
conv_requant: an implicit GEMM, `implicit_gemm`), gets, beside its general kernel, a kernel
that runs the sum on int8 tensor cores (templates/cuda/tensor_core.cu.j2: shared-memory
tiles, ``mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32``, int32 accumulators) and the
rest of the formula -- the epilogue -- in registers before the one store. The epilogue is
not written here: it is the general kernel's own statements (`cuda_kernels._Writer`),
printed with the sum replaced by the accumulator, so both paths compute the same formula.

Under the runtime contract the path is emitted where both operands are declared at most 8
bits (the precision proof: `precision.graph.runtime_limits`), and a call takes it where
the host finds the proof covers it: every partial sum within int32, ``K * max|x| * max|w|
<= 2^31 - 1`` (the runtime's own per-call limit on K, a precondition of the module, is
stricter for dense_requant), on a GPU with int8 mma (sm_80 or later). Under the strict
contract nothing is proven about the values, so a call takes it only where both operands
are of dtype int8 (``|value| <= 128``, ``K <= 131071``), and the epilogue keeps the general
kernel's checks. A strict call the tensor cores do not take (int32 operands, K past the
int8 bound) runs on CUDA-core tiles (templates/cuda/cuda_core_tiles.cu.j2): the same tiling
of int32 operands with exact 64-bit sums, each product and the sum checked to fit int32 as
the general kernel checks them, then the same epilogue (K split over blocks, and a second
kernel to add the parts up, where the tiles are too few to fill the device). Any other call
runs the general kernel, exactly. A module with the path says which one its last call took:
``cvm_<name>_path()`` in C, ``path()`` in the CuPy module ("tensor-core 128x16",
"cuda-core tiles", "general").

Two tile shapes (`TILES`) are rendered for each tensor-core kernel: 128 x 128 for a product
of many output columns (dense, the ResNet convolutions), 128 x 16 for few -- conv_requant's
16 output channels, where the wide tile wastes 7/8 of each mma. The host picks by N (per
group), `tile_for`; ``cvm_<name>_use_tile`` in C and ``use_tile`` in the CuPy module name
one instead, so that both can be measured and tested on any shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import sympy as sp

from ..core.semantics import INT32_MAX
from .cuda_exprs import c_identifier, symbol_bounds
from .cuda_kernels import INT32, _Writer, _parameter_order
from .implicit_gemm import GEOMETRY, ConvIndex, conv_index
from .lower import Load, Reduce, Compute
from .plan import KernelPlan

TILE_THREADS = 256        # CVM_TC_THREADS of tensor_core.cu.j2
MAX_INT8_PRECISION = 8    # an operand staged as int8 holds at most 8 bits
TILES_PATH = "cuda-core tiles"  # the strict contract's int32 operands (cuda_core_tiles.cu.j2)
TILES_THREADS = 256       # CVM_CT_THREADS of cuda_core_tiles.cu.j2
TILES_M, TILES_N, TILES_K = 64, 64, 16  # CVM_CT_BM, CVM_CT_BN, CVM_CT_BK
TILES_MIN_SPLIT_SLICES = 32  # CVM_CT_MIN_SPLIT_SLICES: K is split into parts of at least these
TILES_MIN_GROUP_OUTPUTS = 8  # CVM_CT_MIN_GROUP_OUTPUTS: fewer run the general kernel
PATHS = ("tensor-core", "general")


@dataclass(frozen=True)
class Tile:
    """A block's tile shape: a cvm_tc_shape of tensor_core.cu.j2."""

    m: int
    n: int
    stages: int
    shape: str           # its C type
    suffix: str          # of its kernels' names

    @property
    def name(self) -> str:
        return f"{self.m}x{self.n}"

    @property
    def path(self) -> str:
        return f"{PATHS[0]} {self.name}"

    @property
    def shared(self) -> int:
        """sizeof(cvm_tc_tiles<S>): the stages of m + n rows of 80 bytes."""
        return self.stages * (self.m + self.n) * 80


WIDE = Tile(128, 128, 4, "cvm_tc_wide", "")
NARROW = Tile(128, 16, 2, "cvm_tc_narrow", "_narrow")
TILES = (WIDE, NARROW)
NARROW_MAX_N, MIN_N = 32, 8  # CVM_TC_NARROW_N, CVM_TC_MIN_N: the reasons are at cvm_tc_pick


def tile_for(n: int) -> Tile | None:
    """The tile a product of `n` columns per group takes (cvm_tc_pick); None: the general
    kernel."""
    return WIDE if n > NARROW_MAX_N else NARROW if n >= MIN_N else None
# the shape of a convolution's implicit GEMM, in the order of cvm_tc_conv_shape's members
CONV_PARAMETERS = ("cvm_channels", "cvm_height", "cvm_width", "cvm_kernel_h", "cvm_kernel_w",
                   "cvm_out_h", "cvm_out_w", "cvm_out_channels") + \
    tuple(f"cvm_{name}" for name in GEOMETRY)


@dataclass
class TensorCoreKernel:
    """The tensor-core kernels of one plan output and what the launchers need."""

    name: str                        # the general kernel's; the others derive from it
    plan: KernelPlan
    position: int
    x: str                           # the operand indexed [i0, r]
    w: str                           # the operand indexed [i1, r]
    bits: tuple[int, int] | None     # their proven precisions; None: strict, int8 dtypes only
    tensors: list[str]               # the epilogue's other inputs, int32, in order
    scalars: list[str]               # the epilogue's dims and scalars, in order
    index: tuple[str, ...]           # the output index's code names: i0, i1 (n, oc, p, q)
    body: list[str]                  # the epilogue: the general kernel's statements after the sum
    rejects: bool
    conv: ConvIndex | None = None    # a convolution's implicit GEMM; None: a dense product
    geometry: dict[str, str] = field(default_factory=dict)  # its index map's coefficients, in C
    geometry_scalars: list[str] = field(default_factory=list)  # what they need beyond `scalars`

    @property
    def host_scalars(self) -> list[str]:
        """What the host passes the path: the epilogue's scalars and the geometry's."""
        return self.scalars + self.geometry_scalars

    @property
    def strict(self) -> bool:
        """The strict contract: no precision is proven, so only operands of dtype int8
        (|value| <= 128) take the path, and the epilogue checks as the general kernel."""
        return self.bits is None

    @property
    def max_x(self) -> int:
        """The largest |value| x may hold: at its precision, or in an int8."""
        return 128 if self.bits is None else 2 ** (self.bits[0] - 1) - 1

    @property
    def max_w(self) -> int:
        return 128 if self.bits is None else 2 ** (self.bits[1] - 1) - 1

    @property
    def elements(self) -> tuple[str, ...]:
        """The operand types a kernel is rendered for: int32 operands hold int8 values only
        where the precision proof says so."""
        return ("int8_t",) if self.strict else ("int8_t", "int32_t")

    @property
    def max_k(self) -> int:
        """The largest K whose every partial sum is within int32 (any K where an operand's
        precision is 1 bit: its only value is 0)."""
        return INT32_MAX // max(1, self.max_x * self.max_w)

    @property
    def epilogue(self) -> str:
        return f"{self.name}_tc"

    def kernel(self, element: str, tile: Tile = WIDE) -> str:
        return f"{self.name}_tc_{'s8' if element == 'int8_t' else 's32'}{tile.suffix}"

    @property
    def run(self) -> str:
        return f"{self.name}_tc_run"

    @property
    def members(self) -> list[str]:
        members = [f"const int32_t* __restrict__ {t};" for t in self.tensors]
        members += [f"int64_t {s};" for s in self.scalars]
        if self.rejects:
            members.append("int* cvm_error;")
        return members

    def parameters(self, element: str) -> list[str]:
        params = [f"const {element}* __restrict__ {self.x}",
                  f"const {element}* __restrict__ {self.w}",
                  "int32_t* __restrict__ cvm_out", "int64_t cvm_m", "int64_t cvm_n",
                  "int64_t cvm_reduced"]
        params += [f"int64_t {p}" for p in self.conv_parameters]
        params += [f"const int32_t* __restrict__ {t}" for t in self.tensors]
        params += [f"int64_t {s}" for s in self.scalars]
        if self.rejects:
            params.append("int* cvm_error")
        return params

    @property
    def conv_parameters(self) -> tuple[str, ...]:
        """A convolution's shape, after the product's (cvm_tc_conv_shape); none for dense."""
        return CONV_PARAMETERS if self.conv is not None else ()

    @property
    def initialiser(self) -> str:
        return ", ".join(self.tensors + self.scalars + (["cvm_error"] if self.rejects else []))

    # the strict contract's operands other than int8: CUDA-core tiles, exact in int64

    @property
    def tiles_kernel(self) -> str:
        return f"{self.name}_ct"

    @property
    def tiles_run(self) -> str:
        return f"{self.name}_ct_run"

    @property
    def tiles_finish(self) -> str:
        """The kernel that finishes a product whose K was split over blocks."""
        return f"{self.name}_ct_finish"

    @property
    def tiles_parameters(self) -> list[str]:
        """The tensor-core kernel's for int32 operands, with the call's flag even where the
        epilogue cannot fail (a product or the sum can), then the split's partial sums (null
        where K is not split) and the count of parts."""
        params = self.parameters("int32_t")
        return params + ([] if self.rejects else ["int* cvm_error"]) + \
            ["uint64_t* __restrict__ cvm_partials", "int64_t cvm_splits"]


class _EpilogueWriter(_Writer):
    """The general kernel's writer with the sum of products replaced by the accumulator:
    the statements after it are the epilogue. `found` holds (x, w) once the sum is seen,
    `conv` a convolution's index map where the sum is one."""

    found: tuple[str, str] | None = None
    conv: ConvIndex | None = None

    def store(self, value: str) -> None:
        """The element's one store, from the accumulator's registers (tensor_core_module)."""
        self.emit(0, f"cvm_out[cvm_k] = {value};")

    def reduce(self, s: Reduce, depth: int) -> None:
        operands = _product_operands(s, self.output.index)
        if operands is None:
            shapes = {t.name: t.shape for t in self.plan.inputs}
            self.conv = conv_index(s, self.output.index, shapes)
            operands = (self.conv.x, self.conv.w) if self.conv is not None else None
        if operands is None or self.found is not None or depth != 0:
            raise _NoTensorCores()
        self.found = operands
        # the accumulator holds the exact sum: the host checks K before it picks this path
        self.emit(depth, f"const {self.data_type} {self.name(s.target)} = cvm_acc;")
        self.within_int32.add(s.target)
        self.bound[s.target] = INT32

    def unravel(self) -> list[str]:
        return []  # the indices are the tile's


class _NoTensorCores(Exception):
    pass


def _product_operands(s: Reduce, index) -> tuple[str, str] | None:
    """(x, w) if `s` is ``sum_r x[i0, r] * w[i1, r]`` over one variable from 0."""
    if s.kind != "sum" or len(s.limits) != 1 or len(index) != 2:
        return None
    r, lo, _ = s.limits[0]
    statements = s.body.statements
    if lo != 0 or len(statements) != 3:
        return None
    loads = [t for t in statements if isinstance(t, Load)]
    products = [t for t in statements if isinstance(t, Compute)]
    if len(loads) != 2 or len(products) != 1 or s.body.value != products[0].target:
        return None
    if products[0].expr != sp.Mul(loads[0].target, loads[1].target) or \
            any(load.flat for load in loads):
        return None
    by_index = {load.indices: load.tensor for load in loads}
    x, w = by_index.get((index[0], r)), by_index.get((index[1], r))
    return (x, w) if x is not None and w is not None and x != w else None


def tensor_core_kernel(plan: KernelPlan, position: int, attrs=()) -> TensorCoreKernel | None:
    """The tensor-core kernel of output `position` of `plan`, or None where the path does
    not apply (not a dense product or a convolution, not under the runtime contract with
    both operands proven within 8 bits)."""
    output = plan.outputs[position]
    if plan.checks or output.movement or output.value is None or \
            plan.instance.definition is not None or len(output.index) not in (2, 4):
        return None
    writer = _EpilogueWriter(plan, output, symbol_bounds(plan, attrs))
    try:
        body = writer.element()
    except (_NoTensorCores, NotImplementedError):
        return None
    if writer.found is None:
        return None
    x, w = writer.found
    precisions = [plan.precisions.get(x), plan.precisions.get(w)]
    if plan.checks_steps:
        bits = None  # the strict contract: the operands' dtypes decide, per call
    elif any(p is None or p > MAX_INT8_PRECISION for p in precisions):
        return None
    else:
        bits = (precisions[0], precisions[1])
    shapes = {t.name: t.shape for t in plan.inputs}
    if writer.conv is None and (len(shapes[x]) != 2 or len(shapes[w]) != 2):
        return None
    index = tuple(writer.name(s) for s in output.index)
    order = {t.name: k for k, t in enumerate(plan.inputs)}
    tensors = sorted(writer.tensors, key=order.__getitem__)

    def scalars_used() -> list[str]:
        return sorted({writer.name(s) for s in writer.used if s not in writer.bound},
                      key=lambda n: _parameter_order(plan, n))

    scalars = scalars_used()
    geometry, geometry_scalars = {}, []
    if writer.conv is not None:  # computed on the host from the scalars it names
        geometry = {name: writer.expr(e, "a convolution's index map", bounded=False)
                    for name, e in writer.conv.geometry().items() if e is not None}
        geometry_scalars = [s for s in scalars_used() if s not in scalars]
    name = c_identifier(f"{plan.function}_{output.name}")
    return TensorCoreKernel(name, plan, position, c_identifier(x), c_identifier(w),
                            bits,
                            [c_identifier(t) for t in tensors], scalars, index, body,
                            writer.rejects, writer.conv, geometry, geometry_scalars)


# --- the CUDA module -------------------------------------------------------------------------


def launcher_lines(module: str, k: TensorCoreKernel) -> list[str]:
    """What the plan's launcher runs first, once the call is checked: the tensor-core path,
    or on to the general kernel."""
    path = last_path_variable(module)
    args = [k.x, k.w] + k.tensors + [f"&cvm_outputs[{k.position}]"] + k.host_scalars
    return [
        f"/* the tensor-core path where the precision proof covers the call "
        f"({k.run}: it names the tile taken), else the general kernel */",
        f"{path} = \"general\";",
        "{",
        f"  const int cvm_tc_status = {k.run}({', '.join(args)});",
        "  if (cvm_tc_status != CVM_NO_MATCH) return cvm_tc_status;",
        "}",
    ] + (tiles_launcher_lines(path, k, args) if k.strict else [])


def tiles_launcher_lines(path: str, k: TensorCoreKernel, args: list[str]) -> list[str]:
    """A strict call the tensor cores do not take: CUDA-core tiles, else the general kernel."""
    return [
        f"/* else CUDA-core tiles ({k.tiles_run}) */",
        "{",
        f"  const int cvm_ct_status = {k.tiles_run}({', '.join(args)});",
        "  if (cvm_ct_status != CVM_NO_MATCH) {",
        f"    {path} = \"{TILES_PATH}\";",
        "    return cvm_ct_status;",
        "  }",
        "}",
    ]


def last_path_variable(module: str) -> str:
    return c_identifier(f"cvm_{module}_last_path")


def path_function(module: str) -> str:
    return c_identifier(f"cvm_{module}_path")


def module_context(module: str, kernels: list[TensorCoreKernel]) -> dict:
    """What templates/cuda/tensor_core_module.cu.j2 renders for a module's kernels."""
    return {"tc_kernels": kernels, "tc_path": path_function(module),
            "tc_last": last_path_variable(module), "tc_module": module, "tc_tiles": TILES,
            "tc_tile": c_identifier(f"cvm_{module}_tile"),
            "tc_use_tile": c_identifier(f"cvm_{module}_use_tile"),
            "ct_kernels": [k for k in kernels if k.strict]}


# --- the CuPy module -------------------------------------------------------------------------


def tile_context() -> dict:
    """What templates/cupy/module.py.j2 renders of the tiles and the host's choice."""
    return {"tiles": TILES, "wide": WIDE, "narrow": NARROW, "narrow_max_n": NARROW_MAX_N,
            "min_n": MIN_N}


def cupy_lines(k: TensorCoreKernel, python: Callable[[sp.Expr], str], n_outputs: int,
               names: set[str], overflow: str) -> list[str]:
    """The CuPy module's tensor-core path, before any int32 copy: `python` prints an
    expression over the plan's symbols as Python over the host lines' names; `overflow` is
    what a strict kernel's flag means."""
    for element in k.elements:
        names.update(k.kernel(element, tile) for tile in TILES)
    out = f"out_{k.plan.outputs[k.position].name}"
    shape = [python(d) for d in k.plan.outputs[k.position].shape]
    if k.conv is None:
        m, n = shape
        product = [f"tc_m, tc_n, tc_k = {m}, {n}, {k.x}.shape[1]"]
        fits = f"{k.x}.shape[0] == tc_m and {k.w}.shape[0] == tc_n and {k.w}.shape[1] == tc_k"
        geometry, groups = "", ""
    else:
        geometry = {name: python(e) for name, e in k.conv.geometry().items() if e is not None}
        batch, channels, out_h, out_w = shape
        outputs = geometry.pop("group_outputs", channels)
        product = [f"tc_m, tc_n = ({batch}) * ({out_h}) * ({out_w}), {outputs}",
                   f"tc_k = {k.w}.shape[1] * {k.w}.shape[2] * {k.w}.shape[3]"]
        fits = (f"tc_n > 0 and ({channels}) % tc_n == 0 and {k.x}.shape[0] == {batch} and "
                f"{k.w}.shape[0] == {channels} and "
                f"{k.x}.shape[1] == ({channels}) // tc_n * {k.w}.shape[1]")
        shape_values = [f"{k.x}.shape[1]", f"{k.x}.shape[2]", f"{k.x}.shape[3]",
                        f"{k.w}.shape[2]", f"{k.w}.shape[3]", out_h, out_w, channels,
                        "tc_n"] + [geometry[name] for name in GEOMETRY[1:]]
        geometry = "".join(f", np.int64({v})" for v in shape_values)
        groups = f" * (({channels}) // tc_n)"
    # the epilogue's tensors and scalars, after the product's arguments
    epilogue = "".join(f", {t}_int32" for t in k.tensors) + \
        "".join(f", np.int64({s})" for s in k.scalars)
    extra = epilogue + (", error" if k.rejects else "")
    int8 = f"{k.x}.dtype == np.int8 and {k.w}.dtype == np.int8"
    if k.strict:
        lines = ["# the tensor-core path where the operands are int8 and every partial sum of "
                 "products is within",
                 "# int32 (K * 128 * 128 <= 2^31 - 1), on a GPU with int8 mma.sync; else "
                 "the general kernel"]
    else:
        lines = ["# the tensor-core path where the precision proof covers the call: every "
                 "partial sum within int32",
                 f"# (K * {k.max_x} * {k.max_w} <= 2^31 - 1), and a GPU with int8 mma.sync; "
                 f"else the general kernel"]
    lines += ["_PATH.last = 'general'"] + product + [
        "tc_tile = _tile(tc_n)",
        f"if (tc_tile is not None and tc_k <= {k.max_k} and {fits}"
        f"{' and ' + int8 if k.strict else ''} and _tensor_cores()):",
        "    tile_m, tile_n, shared, suffix = tc_tile",
        f"    {out} = _device_output(out, {n_outputs}, {k.position}, ({', '.join(shape)},), "
        "np.int32)",
    ]
    for t in k.tensors:
        lines.append(f"    {t}_int32 = _int32_data({t})")
    if k.rejects:
        lines.append(f"    error = _flag(LogicError, OP, {overflow!r})")
    if k.strict:
        lines.append(f"    kernel, operands = {k.kernel('int8_t')!r} + suffix, ({k.x}, {k.w})")
    else:
        lines += [
            f"    if {int8}:",
            f"        kernel, operands = {k.kernel('int8_t')!r} + suffix, ({k.x}, {k.w})",
            "    else:",
            f"        kernel, operands = {k.kernel('int32_t')!r} + suffix, "
            f"(_int32_data({k.x}), _int32_data({k.w}))",
        ]
    lines += [
        f"    blocks = -(-tc_m // tile_m) * -(-tc_n // tile_n){groups}",
        "    function = _kernel(kernel)",
        "    function.max_dynamic_shared_size_bytes = shared  # the tile's stages",
        f"    function((blocks,), ({TILE_THREADS},), (*operands, {out}, np.int64(tc_m), "
        f"np.int64(tc_n), np.int64(tc_k){geometry}{extra}), shared_mem=shared)",
        f"    _PATH.last = f'{PATHS[0]} {{tile_m}}x{{tile_n}}'",
        f"    return [{out}]",
    ]
    if k.strict:
        names.update((k.tiles_kernel, k.tiles_finish))
        lines += _cupy_tiles_lines(k, out, shape, fits, geometry, groups, epilogue, n_outputs,
                                   overflow)
    return lines


def _cupy_tiles_lines(k: TensorCoreKernel, out: str, shape: list[str], fits: str,
                      geometry: str, groups: str, epilogue: str, n_outputs: int,
                      overflow: str) -> list[str]:
    """A strict call the tensor cores do not take: CUDA-core tiles of int32 operands."""
    lines = ["# else CUDA-core tiles: int32 operands, each product and the int64 sum checked "
             "to fit int32",
             f"if tc_k < 2 ** 32 and {fits}"
             f"{f' and tc_n >= {TILES_MIN_GROUP_OUTPUTS}' if k.conv is not None else ''}:",
             f"    {out} = _device_output(out, {n_outputs}, {k.position}, ({', '.join(shape)},), "
             "np.int32)"]
    lines += [f"    {t}_int32 = _int32_data({t})" for t in [k.x, k.w] + k.tensors]
    lines += [
        f"    error = _flag(LogicError, OP, {overflow!r})",
        f"    tiles = -(-tc_m // {TILES_M}) * -(-tc_n // {TILES_N}){groups}",
        f"    splits = _tile_splits(tiles, -(-tc_k // {TILES_K}) // {TILES_MIN_SPLIT_SLICES})",
        f"    count = tc_m * tc_n{groups}  # the elements of the product",
        "    partials = _reduction_partials(splits * count) if splits > 1 else NULL",
        f"    arguments = ({k.x}_int32, {k.w}_int32, {out}, np.int64(tc_m), np.int64(tc_n), "
        f"np.int64(tc_k){geometry}{epilogue}, error, partials, np.int64(splits))",
        f"    _kernel({k.tiles_kernel!r})((tiles * splits,), ({TILES_THREADS},), arguments)",
        "    if splits > 1:  # the parts' sums added up, then the epilogue",
        f"        _kernel({k.tiles_finish!r})((tiles,), ({TILES_THREADS},), arguments)",
        f"    _PATH.last = {TILES_PATH!r}",
        f"    return [{out}]",
    ]
    return lines
