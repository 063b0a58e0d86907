"""The reference semantics of every operator: NumPy in float64 on the operands' exact values, one
function per operator registered with `@reference` under the operator's name (or the name its spec
entry gives as `reference:`; `python -m codegen` refuses an operator whose reference is missing).
Each takes the inputs (and the outputs' old contents) by tensor name and the attributes by name,
and returns the first output, or a dict of every output by name. The conformance suite compares
each backend's result with these; they are written for clarity, not speed."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

Arrays = dict[str, np.ndarray]
Attrs = dict[str, float | int]
Reference = Callable[[Arrays, Attrs], "np.ndarray | Arrays"]

REFERENCES: dict[str, Reference] = {}


def reference(fn: Reference) -> Reference:
    """Registers `fn` as the reference of the operator of its name."""
    REFERENCES[fn.__name__] = fn
    return fn


@reference
def gemm(t: Arrays, a: Attrs) -> np.ndarray:
    old = t["c"] if a["beta"] != 0 else 0.0
    return a["alpha"] * np.matmul(t["a"], t["b"]) + a["beta"] * old


@reference
def add(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] + t["b"]


@reference
def sub(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] - t["b"]


@reference
def mul(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] * t["b"]


@reference
def relu(t: Arrays, a: Attrs) -> np.ndarray:
    return np.maximum(t["x"], 0)


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


@reference
def silu(t: Arrays, a: Attrs) -> np.ndarray:
    return t["x"] * _sigmoid(t["x"])


@reference
def sigmoid(t: Arrays, a: Attrs) -> np.ndarray:
    return _sigmoid(t["x"])


@reference
def swiglu(t: Arrays, a: Attrs) -> np.ndarray:
    return t["a"] * t["b"] * _sigmoid(t["b"])


@reference
def rms_norm(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + a["epsilon"]) * t["w"]


@reference
def softmax(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    e = np.exp(x - np.max(x, axis=int(a["axis"]), keepdims=True))
    return e / np.sum(e, axis=int(a["axis"]), keepdims=True)


@reference
def causal_softmax(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    s, n = x.shape[-2], x.shape[-1]
    masked = np.arange(n)[None, :] > np.arange(s)[:, None] + (n - s)
    e = np.exp(np.where(masked, -np.inf, x) - np.max(np.where(masked, -np.inf, x), axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


@reference
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


@reference
def rearrange(t: Arrays, a: Attrs) -> np.ndarray:
    return t["src"].copy()


@reference
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


@reference
def zeros(t: Arrays, a: Attrs) -> np.ndarray:
    return np.zeros_like(t["x"])


@reference
def ones(t: Arrays, a: Attrs) -> np.ndarray:
    return np.ones_like(t["x"])



@reference
def add_rms_norm(t: Arrays, a: Attrs) -> Arrays:
    s = t["a"] + t["b"]
    return {"y": s / np.sqrt(np.mean(s * s, axis=-1, keepdims=True) + a["epsilon"]) * t["weight"], "residual_out": s}


_erf = np.vectorize(math.erf, otypes=[np.float64])


@reference
def gelu(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["input"]
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


@reference
def gelutanh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))


@reference
def quickgelu(t: Arrays, a: Attrs) -> np.ndarray:
    return t["x"] / (1.0 + np.exp(-1.702 * t["x"]))


@reference
def tanh(t: Arrays, a: Attrs) -> np.ndarray:
    return np.tanh(t["input"])


@reference
def erf(t: Arrays, a: Attrs) -> np.ndarray:
    return _erf(t["x"])


@reference
def reciprocal(t: Arrays, a: Attrs) -> np.ndarray:
    return 1.0 / t["x"]


@reference
def hardswish(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["input"]
    return x * np.clip(x + 3.0, 0.0, 6.0) / 6.0


@reference
def softplus(t: Arrays, a: Attrs) -> np.ndarray:
    x, beta = t["x"], float(np.float32(a["beta"]))
    bx = beta * x
    return np.where(bx > float(np.float32(a["threshold"])), x, np.log1p(np.exp(np.minimum(bx, 700.0))) / beta)


@reference
def hardtanh(t: Arrays, a: Attrs) -> np.ndarray:
    lo, hi = float(np.float32(a["min_val"])), float(np.float32(a["max_val"]))
    return np.minimum(np.maximum(t["input"], lo), hi)


@reference
def clip(t: Arrays, a: Attrs) -> np.ndarray:
    return np.maximum(np.minimum(t["x"], t["max_val"]), t["min_val"])


@reference
def log_softmax(t: Arrays, a: Attrs) -> np.ndarray:
    x, dim = t["input"], int(a["dim"])
    s = x - np.max(x, axis=dim, keepdims=True)
    return s - np.log(np.sum(np.exp(s), axis=dim, keepdims=True))


@reference
def layer_norm(t: Arrays, a: Attrs) -> Arrays:
    x = t["input"]
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.sqrt(np.mean((x - mean) ** 2, axis=-1, keepdims=True) + a["eps"])
    z = (x - mean) / std
    return {"output": z * t["weight"] + t["bias"], "input_standardization": z, "input_std_deviation": std[..., 0]}
