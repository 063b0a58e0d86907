"""The reference semantics of every operator (spec/operators.yaml names one function here per
operator): NumPy in float64 on the operands' exact values. The conformance suite compares each
backend's result with these; they are written for clarity, not speed."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Arrays = dict[str, np.ndarray]
Attrs = dict[str, float | int]


def gemm(t: Arrays, a: Attrs) -> np.ndarray:
    old = t["c"] if a["beta"] != 0 else 0.0
    return a["alpha"] * np.matmul(t["a"], t["b"]) + a["beta"] * old


def add(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] + t["b"]


def sub(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] - t["b"]


def mul(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] * t["b"]


def relu(t: Arrays, a: Attrs) -> np.ndarray:
    return np.maximum(t["x"], 0)


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def silu(t: Arrays, a: Attrs) -> np.ndarray:
    return t["x"] * _sigmoid(t["x"])


def sigmoid(t: Arrays, a: Attrs) -> np.ndarray:
    return _sigmoid(t["x"])


def swiglu(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] * t["b"] * _sigmoid(t["b"])


def rms_norm(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + a["epsilon"]) * t["w"]


def softmax(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    e = np.exp(x - np.max(x, axis=int(a["axis"]), keepdims=True))
    return e / np.sum(e, axis=int(a["axis"]), keepdims=True)


def causal_softmax(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    s, n = x.shape[-2], x.shape[-1]
    masked = np.arange(n)[None, :] > np.arange(s)[:, None] + (n - s)
    e = np.exp(np.where(masked, -np.inf, x) - np.max(np.where(masked, -np.inf, x), axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def rope(t: Arrays, a: Attrs) -> np.ndarray:
    x, pos = t["x"], t["pos_ids"].astype(np.int64)
    sin, cos = t["sin_table"][pos][..., None, :], t["cos_table"][pos][..., None, :]  # ([b,] s, 1, d/2)
    half = x.shape[-1] // 2
    if int(a["algo"]) == 0:  # GPT-J: pairs (2i, 2i+1)
        x0, x1 = x[..., 0::2], x[..., 1::2]
    else:  # GPT-NeoX: pairs (i, i + d/2)
        x0, x1 = x[..., :half], x[..., half:]
    y0, y1 = x0 * cos - x1 * sin, x0 * sin + x1 * cos
    y = np.empty_like(x)
    if int(a["algo"]) == 0:
        y[..., 0::2], y[..., 1::2] = y0, y1
    else:
        y[..., :half], y[..., half:] = y0, y1
    return y


def rearrange(t: Arrays, a: Attrs) -> np.ndarray:
    return t["src"].copy()


def random_sample(t: Arrays, a: Attrs) -> np.ndarray:
    """InfiniCore's algorithm (src/infiniop/ops/random_sample): argmax, or top-k/top-p at random_val."""
    logits = t["probs"]
    r, topp, topk, temp = float(a["random_val"]), float(a["topp"]), int(a["topk"]), float(a["temperature"])
    if r == 0 or topp == 0 or topk == 1 or temp == 0:
        return np.array(np.argmax(logits))
    order = np.argsort(-logits, kind="stable")
    vals = logits[order]
    cum = np.empty_like(vals)
    cum[0] = 1.0
    cum[1:] = 1.0 + np.cumsum(np.exp((vals[1:] - vals[0]) / temp))
    n = len(vals)
    limit = r * min(cum[min(topk, n) - 1], cum[n - 1] * topp)
    return np.array(order[int(np.argmax(cum >= limit))])


def zeros(t: Arrays, a: Attrs) -> np.ndarray:
    return np.zeros_like(t["x"])


def ones(t: Arrays, a: Attrs) -> np.ndarray:
    return np.ones_like(t["x"])


REFERENCES: dict[str, Callable[[Arrays, Attrs], np.ndarray]] = {
    f.__name__: f for f in (gemm, add, sub, mul, relu, silu, sigmoid, swiglu, rms_norm, softmax, causal_softmax, rope,
                            rearrange, random_sample, zeros, ones)
}
