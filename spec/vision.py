"""Vision operators. Their outputs depend on the data, so each is a declared shape rule plus
an executable formal definition that follows the formalisation step by step."""

import numpy as np
import sympy as sp

from cvmverify.core.dsl import INT32_MAX, INT32_MIN, Bool, Computed, Input, Int, operator, require
from cvmverify.core.rule import keeps_first, rule
from cvmverify.core.semantics import BitWidth

ANY_INT32 = dict(lo=INT32_MIN, hi=INT32_MAX)


def overlapping_rows(rng, shape, attrs):
    """Rows of [id, score, x1, y1, x2, y2, ...] that take the definitions' paths: near
    copies of one box per batch (their iou is high enough to suppress), two classes, scores
    drawn from three values (ties), and ids of -1 in some rows, the middle ones included;
    and, half the time, data that meets the case's threshold exactly (`threshold_ties`)."""
    batches, rows, width = shape
    x = rng.integers(-3, 4, size=shape)
    corner = rng.integers(0, 8, size=(batches, 1, 2))
    size = rng.integers(1, 6, size=(batches, 1, 2))
    jitter = rng.integers(-1, 2, size=(batches, rows, 4)) * (rng.random((batches, rows, 1)) < 0.4)
    boxes = np.concatenate([corner, corner + size], axis=2) + jitter
    x[..., 0] = np.where(rng.random((batches, rows)) < 0.25, -1,
                         rng.integers(0, 2, size=(batches, rows)))
    x[..., 1] = rng.choice(rng.integers(-2, 9, size=3), size=(batches, rows))
    x[..., 2:6] = boxes[..., :max(0, min(width, 6) - 2)]
    if rng.random() < 0.5:
        threshold_ties(rng, x, attrs)
    return x


def threshold_ties(rng, x, attrs):
    """Data at the threshold, where `>` and `>=` (or `<` and `<=`) part: scores equal to
    score_threshold in some rows; for an iou_threshold t of 1..100, the first two rows of
    each batch a box of area 100 and one inside it of area t (their iou is t percent), one
    class, both at the batch's top score, so that the second is tested against the first."""
    batches, rows, width = x.shape
    if "score_threshold" in attrs:
        ties = rng.random((batches, rows)) < 0.25
        x[..., 1] = np.where(ties, attrs["score_threshold"], x[..., 1])
    t = attrs.get("iou_threshold")
    if t is not None and 1 <= t <= 100 and rows >= 2 and width >= 6:
        x[:, 0, 2:6] = (0, 0, 100, 1)
        x[:, 1, 2:6] = (0, 0, t, 1)
        x[:, :2, 0] = 0
        x[:, :2, 1] = x[..., 1].max(axis=1, keepdims=True)


def row_counts(rng, shape, attrs):
    """valid_count entries: mostly every row, sometimes fewer, none or a negative count."""
    return rng.choice([-1, 0, 1, 2, 3, 5, 8, 1000], size=shape, p=[
        0.05, 0.05, 0.1, 0.1, 0.1, 0.1, 0.1, 0.4])


def _valid_count_definition(inputs, *, score_threshold):
    (x,) = inputs
    batches, rows, width = x.shape
    valid_count = np.zeros(batches, dtype=np.int32)
    y = np.full(x.shape, -1, dtype=np.int32)
    for b in range(batches):
        # Y[b, idx, :] = X[b, n, :] for valid rows n, idx = number of valid rows before n.
        valid = [n for n in range(rows) if x[b, n, 1] > score_threshold]
        valid_count[b] = len(valid)
        for idx, n in enumerate(valid):
            y[b, idx] = x[b, n]
    return [valid_count, y]


@operator("get_valid_count", aliases=["get_valid_counts"],
          inputs=[Input("x", rank=3, doc="(B, N, K): id, score, ...",
                        examples=overlapping_rows)],
          attrs=[Int("score_threshold", **ANY_INT32)],
          summary="count rows with score > threshold and compact them to the front",
          # valid_count: bitlen(N*K + 1) + 1 (bitlen(n) is BitWidth(n) for n >= 1); y: p_in
          precision=lambda x, **_: rule(BitWidth(x.shape[1] * x.shape[2] + 1) + 1, x.p))
def get_valid_count(x, *, score_threshold):
    B, N, K = x.shape
    require(sp.And(2 <= K, K <= 32), "2 <= x.shape[2] <= 32")
    return Computed(shapes=[(B,), (B, N, K)], definition=_valid_count_definition,
                    names=["valid_count", "y"])


def iou_percent(a, b) -> int:
    """floor(100 * overlap / union) of two corner-format boxes, exactly (0 if degenerate)."""
    ax1, ay1, ax2, ay2 = (int(v) for v in a)
    bx1, by1, bx2, by2 = (int(v) for v in b)
    area_a, area_b = (ax2 - ax1) * (ay2 - ay1), (bx2 - bx1) * (by2 - by1)
    w = max(0, min(ax2, bx2) - max(ax1, bx1))
    h = max(0, min(ay2, by2) - max(ay1, by1))
    overlap = w * h
    union = area_a + area_b - overlap
    if area_a + area_b <= 0 or union <= 0:
        return 0
    return overlap * 100 // union


def _nms_definition(inputs, *, iou_threshold, max_output_size, force_suppress, top_k):
    x, valid_count = inputs
    batches, rows, _ = x.shape
    y = np.full(x.shape, -1, dtype=np.int32)
    for b in range(batches):
        T = max(min(rows, int(valid_count[b])), 0)
        # R: the first T rows sorted by score, descending; ties keep input order (stable).
        order = sorted(range(T), key=lambda n: -int(x[b, n, 1]))
        R = [x[b, n] for n in order]
        limit = T if top_k < 0 else min(top_k, T)
        kept: list[int] = []
        for p in range(limit):
            if R[p][0] < 0:
                continue  # an invalid row is skipped, not a stop
            if all(not (force_suppress or R[p][0] == R[q][0])
                   or iou_percent(R[q][2:6], R[p][2:6]) < iou_threshold for q in kept):
                kept.append(p)
        count = len(kept) if max_output_size < 0 else min(len(kept), max_output_size)
        for n, p in enumerate(kept[:count]):
            y[b, n] = R[p]
    return [y]


@operator("non_max_suppression",
          inputs=[Input("x", rank=3, doc="(B, N, 6): id, score, x1, y1, x2, y2",
                        examples=overlapping_rows),
                  Input("valid_count", rank=1, doc="(B,)", examples=row_counts)],
          attrs=[Int("iou_threshold", lo=1, hi=INT32_MAX),
                 Int("max_output_size", default=-1, **ANY_INT32),
                 Bool("force_suppress", default=False),
                 Int("top_k", default=-1, **ANY_INT32)],
          summary="greedy non-maximum suppression by exact integer iou percent",
          precision=keeps_first)
def non_max_suppression(x, valid_count, *, iou_threshold, max_output_size, force_suppress,
                        top_k):
    B, N, K = x.shape
    require(sp.Eq(K, 6), "x.shape[2] == 6")
    require(sp.Eq(valid_count.shape[0], B), "valid_count.shape[0] == x.shape[0]")
    return Computed(shapes=[(B, N, K)], definition=_nms_definition)
