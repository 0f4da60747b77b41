"""The model zoo: quantised networks as the runtime runs them, built as graphs.

Each builder returns a `Graph` in the runtime's style: every convolution and dense layer
is followed by ``cvm_right_shift`` and ``cvm_clip`` to 8 bits, activations are ``relu``,
residual additions are requantised, global pooling is a ``sum`` then a shift, and the
classifier is a dense layer. Weights are graph inputs of precision 8 and biases of
precision 16, data inputs of precision 8, so `cvmverify precision` proves a model from
what it declares. Shapes are concrete (a batch may be named: ``batch="n"``), by default
the networks' ImageNet sizes (1x3x224x224, 1000 classes; the MLP's 784 features); smaller
`image`, `width` and `classes` give the same structure at shapes a test can evaluate.

The TOML files beside this module (`resnet18.toml`, ...) are these builders at their
default sizes, written by ``python -m models`` and checked fresh by the test suite.
"""

from __future__ import annotations

from typing import Any, Callable

from cvmverify.core.graph import Graph, Value


class Net:
    """A graph being built layer by layer; each layer's weights become named inputs."""

    def __init__(self, name: str, dims: dict[str, Any] | None = None):
        self.graph = Graph(name, dims=dims)
        self._count: dict[str, int] = {}

    def name(self, kind: str) -> str:
        self._count[kind] = self._count.get(kind, 0) + 1
        return f"{kind}{self._count[kind]}"

    def data(self, name: str, shape: list[Any]) -> Value:
        return self.graph.input(name, shape=shape, precision=8)

    def requant(self, x: Value, name: str, shift: int, relu: bool = True) -> Value:
        g = self.graph
        x = g.apply("cvm_right_shift", x, precision=8, shift_bit=shift, name=f"{name}_shift")
        x = g.apply("cvm_clip", x, precision=8, name=f"{name}_clip")
        return g.apply("relu", x, name=f"{name}_relu") if relu else x

    def conv(self, x: Value, channels: int, kernel: int, stride: int = 1, groups: int = 1,
             relu: bool = True, shift: int = 8) -> Value:
        g, name = self.graph, self.name("conv")
        pad = kernel // 2
        w = g.input(f"{name}_w", shape=[channels, x.shape[1] // groups, kernel, kernel],
                    precision=8)
        b = g.input(f"{name}_b", shape=[channels], precision=16)
        y = g.apply("conv2d", x, w, b, padding=(pad, pad), stride=(stride, stride),
                    groups=groups, name=name)
        return self.requant(y, name, shift, relu)

    def dense(self, x: Value, units: int, relu: bool = True, shift: int = 8) -> Value:
        g, name = self.graph, self.name("dense")
        w = g.input(f"{name}_w", shape=[units, x.shape[1]], precision=8)
        b = g.input(f"{name}_b", shape=[units], precision=16)
        y = g.apply("dense", x, w, b, name=name)
        return self.requant(y, name, shift, relu)

    def add(self, a: Value, b: Value) -> Value:
        name = self.name("add")
        y = self.graph.apply("elemwise_add", a, b, name=name)
        return self.requant(y, name, 1)

    def max_pool(self, x: Value, size: int = 3, stride: int = 2) -> Value:
        return self.graph.apply("max_pool2d", x, pool_size=(size, size),
                                strides=(stride, stride), padding=(size // 2, size // 2),
                                name=self.name("pool"))

    def global_pool(self, x: Value) -> Value:
        """The mean over H and W as the runtime computes it: a sum, then a shift by the
        bits of H*W (a power of two's worth of rounding)."""
        name = self.name("gpool")
        y = self.graph.apply("sum", x, axes=(2, 3), name=name)
        area = int(x.shape[2]) * int(x.shape[3])
        return self.requant(y, name, max(area.bit_length() - 1, 1), relu=False)

    def flatten(self, x: Value) -> Value:
        return self.graph.apply("flatten", x, name=self.name("flatten"))

    def finish(self, y: Value) -> Graph:
        self.graph.output("y", y)
        return self.graph


def resnet(depth: int = 18, *, batch: Any = 1, image: int = 224, width: int = 64,
           classes: int = 1000) -> Graph:
    """ResNet-18/34 (basic blocks) or ResNet-50 (bottlenecks), NCHW."""
    blocks = {18: [2, 2, 2, 2], 34: [3, 4, 6, 3], 50: [3, 4, 6, 3]}[depth]
    net = Net(f"resnet{depth}", dims=_batch_dims(batch))
    x = net.data("data", [batch, 3, image, image])
    x = net.max_pool(net.conv(x, width, 7, stride=2))
    channels = x.shape[1]
    for stage, count in enumerate(blocks):
        for k in range(count):
            stride = 2 if stage > 0 and k == 0 else 1
            inner = width * 2 ** stage
            if depth >= 50:
                out = inner * 4
                y = net.conv(x, inner, 1)
                y = net.conv(y, inner, 3, stride=stride)
                y = net.conv(y, out, 1, relu=False)
            else:
                out = inner
                y = net.conv(net.conv(x, inner, 3, stride=stride), out, 3, relu=False)
            if stride != 1 or channels != out:
                x = net.conv(x, out, 1, stride=stride, relu=False)
            x, channels = net.add(x, y), out
    return net.finish(net.dense(net.global_pool(x), classes, relu=False))


def mobilenet_v1(*, batch: Any = 1, image: int = 224, width: int = 32,
                 classes: int = 1000) -> Graph:
    """MobileNet-v1: a 3x3 convolution, then 13 depthwise-separable blocks (a depthwise
    3x3, groups = channels, then a pointwise 1x1)."""
    net = Net("mobilenet_v1", dims=_batch_dims(batch))
    x = net.conv(net.data("data", [batch, 3, image, image]), width, 3, stride=2)
    plan = [(2, 1), (4, 2), (4, 1), (8, 2), (8, 1), (16, 2)] + [(16, 1)] * 5 + \
        [(32, 2), (32, 1)]
    for multiple, stride in plan:
        x = net.conv(x, int(x.shape[1]), 3, stride=stride, groups=int(x.shape[1]))
        x = net.conv(x, width * multiple, 1)
    return net.finish(net.dense(net.global_pool(x), classes, relu=False))


def vgg(layers: int = 16, *, batch: Any = 1, image: int = 224, width: int = 64,
        classes: int = 1000, hidden: int = 4096) -> Graph:
    """VGG-11/16 (3x3 convolutions and 2x2 max pools, three dense layers), or the small
    VGG of 8 convolutions (``layers=8``: one per stage and a second in the last three)."""
    stages = {8: [1, 1, 2, 2, 2], 11: [1, 1, 2, 2, 2], 16: [2, 2, 3, 3, 3]}[layers]
    net = Net(f"vgg{layers}", dims=_batch_dims(batch))
    x = net.data("data", [batch, 3, image, image])
    for stage, count in enumerate(stages):
        for _ in range(count):
            x = net.conv(x, width * 2 ** min(stage, 3), 3)
        x = net.graph.apply("max_pool2d", x, pool_size=(2, 2), strides=(2, 2),
                            name=net.name("pool"))
    x = net.flatten(x)
    if layers > 8:
        x = net.dense(net.dense(x, hidden), hidden)
    return net.finish(net.dense(x, classes, relu=False))


def mlp(*, batch: Any = 1, features: int = 784, hidden: tuple[int, ...] = (512, 512),
        classes: int = 10) -> Graph:
    """A multi-layer perceptron: dense layers, requantised, relu between them."""
    net = Net("mlp", dims=_batch_dims(batch))
    x = net.data("data", [batch, features])
    for units in hidden:
        x = net.dense(x, units)
    return net.finish(net.dense(x, classes, relu=False))


def detection_head(*, batch: Any = 1, image: int = 64, width: int = 32, anchors: int = 64,
                   score_threshold: int = 16, iou_threshold: int = 50) -> Graph:
    """A single-shot detection head: a small backbone, a 1x1 convolution to 6 values per
    anchor (class, score, x1, y1, x2, y2), then get_valid_count and non_max_suppression
    over the boxes."""
    net = Net("detection_head", dims=_batch_dims(batch))
    x = net.data("data", [batch, 3, image, image])
    while int(x.shape[2]) * int(x.shape[3]) > anchors:
        x = net.conv(x, width, 3, stride=2)
    x = net.conv(x, 6, 1, relu=False)  # (N, 6, H, W): one box per position
    g = net.graph
    x = g.apply("reshape", x, target_shape=(0, 6, -1), name="boxes_flat")
    x = g.apply("transpose", x, axes=(0, 2, 1), name="boxes")
    count, valid = g.apply("get_valid_count", x, score_threshold=score_threshold,
                           name="valid")
    kept = g.apply("non_max_suppression", valid, count, iou_threshold=iou_threshold,
                   force_suppress=True, name="nms")
    return net.finish(kept)


def _batch_dims(batch: Any) -> dict[str, str] | None:
    return {batch: "1..64"} if isinstance(batch, str) else None


# the zoo at the runtime's default sizes: the TOML files beside this module
ZOO: dict[str, Callable[[], Graph]] = {
    "resnet18": lambda: resnet(18),
    "resnet50": lambda: resnet(50),
    "mobilenet_v1": mobilenet_v1,
    "vgg16": lambda: vgg(16),
    "vgg_small": lambda: vgg(8, image=32, width=16, classes=10, hidden=256),
    "mlp": mlp,
    "detection_head": detection_head,
}
