"""The reference semantics of every operator: NumPy in float64 on the operands' exact values, one
function per operator registered with `@reference` under the operator's name (or the name its spec
entry gives as `reference:`; `python -m codegen` refuses an operator whose reference is missing).
Each takes the inputs (and the outputs' old contents) by tensor name and the attributes by name
(and, where it declares a keyword `dtype`, the case's dtype: the random family draws 64 bits per
f64 element), and returns the first output, or a dict of every output by name. The conformance
suite compares each backend's result with these; they are written for clarity, not speed."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import numpy as np

from anyrt._gen import elementwise_reference

Arrays = dict[str, np.ndarray]
Attrs = dict[str, float | int]
Reference = Callable[..., "np.ndarray | Arrays"]  # (t, a) or (t, a, *, dtype)

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


@reference
def cross_entropy(t: Arrays, a: Attrs) -> np.ndarray:
    x, target = t["x"], t["target"].astype(np.int64)
    m = np.max(x, axis=-1)
    lse = np.log(np.sum(np.exp(x - m[..., None]), axis=-1)) + m
    ok = (target >= 0) & (target < x.shape[-1])
    picked = np.take_along_axis(x, np.clip(target, 0, x.shape[-1] - 1)[..., None], axis=-1)[..., 0]
    return np.where(ok, lse - picked, 0.0)


@reference
def topksoftmax(t: Arrays, a: Attrs) -> Arrays:
    x = t["x"]
    p = np.exp(x - x.max(axis=-1, keepdims=True))
    p /= p.sum(axis=-1, keepdims=True)
    k = int(a["topk"])
    idx = np.argsort(-p, axis=-1, kind="stable")[:, :k]  # ties to the lower expert
    values = np.take_along_axis(p, idx, axis=-1)
    if a["norm"]:
        values = values / values.sum(axis=-1, keepdims=True)
    return {"values": values, "indices": idx}


@reference
def topkrouter(t: Arrays, a: Attrs) -> Arrays:
    # DeepSeek-V3's router with InfiniCore's fixed config: 8 groups, 4 kept, renormalized
    p = 1.0 / (1.0 + np.exp(-t["x"]))
    s = p + t["correction_bias"]
    n, e = s.shape
    groups = s.reshape(n, 8, e // 8)
    top2 = -np.sort(-groups, axis=-1)[..., :2].sum(axis=-1)
    kept = np.argsort(-top2, axis=-1, kind="stable")[:, :4]
    mask = np.zeros((n, 8), bool)
    np.put_along_axis(mask, kept, True, axis=-1)
    s = np.where(np.repeat(mask, e // 8, axis=-1), s, 0.0)
    idx = np.argsort(-s, axis=-1, kind="stable")[:, :int(a["topk"])]  # ties to the lower expert
    w = np.take_along_axis(p, idx, axis=-1)
    return {"values": a["routed_scaling_factor"] * w / (w.sum(axis=-1, keepdims=True) + 1e-9), "indices": idx}


def _mrope_axis(i: int, a: Attrs) -> int:
    t, h = int(a["section_t"]), int(a["section_h"])
    if a["interleaved"]:
        return 1 if i % 3 == 1 and i < h * 3 else 2 if i % 3 == 2 and i < int(a["section_w"]) * 3 else 0
    return 0 if i < t else 1 if i < t + h else 2


@reference
def mrope(t: Arrays, a: Attrs) -> Arrays:
    hs, half = int(a["head_size"]), int(a["rotary_dim"]) // 2
    pos = t["positions"].astype(np.int64)
    rows = np.stack([pos[_mrope_axis(i, a)] for i in range(half)], axis=-1)  # [n, half]: each pair's table row
    cos = np.take_along_axis(t["cos"], rows, axis=0) if half else np.zeros((pos.shape[1], 0))
    sin = np.take_along_axis(t["sin"], rows, axis=0) if half else np.zeros((pos.shape[1], 0))
    out = {}
    for name in ("q", "k"):
        x = t[name].reshape(t[name].shape[0], -1, hs)
        y = x.copy()
        x0, x1 = x[..., :half], x[..., half:2 * half]
        y[..., :half] = x0 * cos[:, None] - x1 * sin[:, None]
        y[..., half:2 * half] = x1 * cos[:, None] + x0 * sin[:, None]
        out[f"{name}_out"] = y.reshape(t[name].shape)
    return out
def _round_away(v: np.ndarray) -> np.ndarray:
    """Rounding half away from zero, as InfiniCore's int8 quantizers."""
    return np.sign(v) * np.floor(np.abs(v) + 0.5)


@reference
def per_tensor_quant_int8(t: Arrays, a: Attrs) -> Arrays:
    x = t["x"]
    if "x_zero" in t:  # asymmetric
        if a["is_static"]:
            scale, zero = float(t["x_scale"][0]), float(t["x_zero"][0])
        else:
            lo, hi = (float(x.min()), float(x.max())) if x.size else (0.0, 0.0)
            scale = max((hi - lo) / 255, 1e-8)
            zero = -lo / scale - 128
        q = np.clip(_round_away(x / scale + zero), -128, 127)
        return {"x_packed": q, "x_scale": np.array([scale]), "x_zero": np.array([zero])}
    if a["is_static"]:
        scale = float(t["x_scale"][0])
    else:
        amax = float(np.abs(x).max()) if x.size else 0.0
        scale = amax / 127 if amax > 0 else 1.0
    return {"x_packed": np.clip(_round_away(x / scale), -127, 127), "x_scale": np.array([scale])}


@reference
def per_tensor_dequant_int8(t: Arrays, a: Attrs) -> np.ndarray:
    zero = float(t["x_zero"][0]) if "x_zero" in t else 0.0
    return (t["x_packed"] - zero) * float(t["x_scale"][0])


@reference
def per_channel_quant_int8(t: Arrays, a: Attrs) -> Arrays:
    x = t["x"]
    lo, hi = x.min(axis=1, keepdims=True), x.max(axis=1, keepdims=True)
    if "x_zero" in t:  # asymmetric
        scale = np.maximum((hi - lo) / 255, 1e-8)
        zero = -lo / scale - 128
        return {"x_packed": np.clip(_round_away(x / scale + zero), -128, 127), "x_scale": scale, "x_zero": zero}
    scale = np.maximum(np.maximum(-lo, hi) / 127, 1e-8)
    return {"x_packed": np.clip(_round_away(x / scale), -127, 127), "x_scale": scale}


@reference
def dequantize_awq(t: Arrays, a: Attrs) -> np.ndarray:
    shifts = 4 * np.array([0, 4, 1, 5, 2, 6, 3, 7])  # AWQ's nibble of output column j of a word

    def unpack(words: np.ndarray) -> np.ndarray:
        nib = (words.astype(np.int64)[:, :, None] >> shifts) & 0xF
        return nib.reshape(words.shape[0], -1)

    group = t["qweight"].shape[0] // t["scales"].shape[0]
    w, z = unpack(t["qweight"]), np.repeat(unpack(t["zeros"]), group, axis=0)
    return (w - z) * np.repeat(t["scales"], group, axis=0)


@reference
def dequantize_gptq(t: Arrays, a: Attrs) -> np.ndarray:
    k, n = t["g_idx"].shape[0], t["scales"].shape[1]
    nibbles = 4 * np.arange(8)
    w = ((t["qweight"].astype(np.int64)[:, None, :] >> nibbles[None, :, None]) & 0xF).reshape(-1, n)[:k]
    z = ((t["zeros"].astype(np.int64)[:, :, None] >> nibbles) & 0xF).reshape(t["zeros"].shape[0], -1)[:, :n]
    gid = np.mod(t["g_idx"].astype(np.int64), t["scales"].shape[0])
    return (w - (z[gid] + 1)) * t["scales"][gid]


@reference
def kv_caching(t: Arrays, a: Attrs) -> Arrays:
    kc, vc = t["k_cache"].copy(), t["v_cache"].copy()
    s = t["k"].shape[2]
    for b, past in enumerate(t["past_kv_lengths"].astype(np.int64)):
        kc[b, :, past:past + s] = t["k"][b]
        vc[b, :, past:past + s] = t["v"][b]
    return {"k_cache": kc, "v_cache": vc}


@reference
def paged_caching(t: Arrays, a: Attrs) -> Arrays:
    kc, vc = t["k_cache"].copy(), t["v_cache"].copy()
    bs = kc.shape[2]
    for i, slot in enumerate(t["slot_mapping"].astype(np.int64)):
        kc[slot // bs, :, slot % bs] = t["k"][i]
        vc[slot // bs, :, slot % bs] = t["v"][i]
    return {"k_cache": kc, "v_cache": vc}


def _attend(q: np.ndarray, keys: np.ndarray, values: np.ndarray, scale: float, bias: np.ndarray) -> np.ndarray:
    """softmax(scale * keys @ q + bias) @ values for one query row; zeros over no keys."""
    if len(keys) == 0:
        return np.zeros(values.shape[-1])
    x = scale * (keys @ q) + bias
    p = np.exp(x - x.max())
    return (p / p.sum()) @ values


def _paged(t: Arrays, a: Attrs, cum: np.ndarray) -> np.ndarray:
    """Every sequence's queries q[cum[i]:cum[i + 1]] over its paged tokens, causal, grouped heads."""
    q, kc, vc = t["q"], t["k_cache"], t["v_cache"]
    bs, hq, hkv = kc.shape[2], q.shape[1], kc.shape[1]
    out = np.zeros((q.shape[0], hq, vc.shape[3]))
    slopes = t.get("alibi_slopes")
    for i, length in enumerate(t["seq_lens"].astype(np.int64)):
        blocks = t["block_tables"][i].astype(np.int64)
        js = np.arange(length)
        keys, values = kc[blocks[js // bs], :, js % bs], vc[blocks[js // bs], :, js % bs]  # [len, hkv, d]
        for tok in range(int(cum[i]), int(cum[i + 1])):
            pos = length - (cum[i + 1] - tok)
            for h in range(hq):
                g = h // (hq // hkv)
                bias = (slopes[h] if slopes is not None else 0.0) * (js[: pos + 1] - pos)
                out[tok, h] = _attend(q[tok, h], keys[: pos + 1, g], values[: pos + 1, g], a["scale"], bias)
    return out


@reference
def paged_attention(t: Arrays, a: Attrs) -> np.ndarray:
    return _paged(t, a, np.arange(t["q"].shape[0] + 1))


@reference
def paged_attention_prefill(t: Arrays, a: Attrs) -> np.ndarray:
    return _paged(t, a, t["cum_seq_lens_q"].astype(np.int64))


@reference
def attention(t: Arrays, a: Attrs) -> Arrays:
    pos, (hq, s, d), hkv = int(a["pos"]), t["q"].shape, t["k"].shape[0]
    kc, vc = t["k_cache"].copy(), t["v_cache"].copy()
    kc[:, pos:pos + s], vc[:, pos:pos + s] = t["k"], t["v"]
    out = np.zeros((s, hq, d))
    for h in range(hq):
        g = h // (hq // hkv)
        for i in range(s):
            n = pos + i + 1
            out[i, h] = _attend(t["q"][h, i], kc[g, :n], vc[g, :n], 1.0 / np.sqrt(d), np.zeros(n))
    return {"out": out, "k_cache": kc, "v_cache": vc}


@reference
def random_sample_batch(t: Arrays, a: Attrs) -> np.ndarray:
    return np.array([random_sample({"probs": t["probs"][i]}, {
        "random_val": float(t["random_val"][i]), "topp": float(t["topp"][i]), "topk": int(t["topk"][i]),
        "temperature": float(t["temperature"][i])}) for i in range(t["probs"].shape[0])])


@reference
def silu_and_mul(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["input"]
    h = x.shape[-1] // 2
    return _sigmoid(x[..., :h]) * x[..., :h] * x[..., h:]


@reference
def embedding(t: Arrays, a: Attrs) -> np.ndarray:
    return t["weight"][t["input"].astype(np.int64)]


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
    bias = t.get("bias", 0.0)  # optional: absent adds nothing
    return {"output": z * t["weight"] + bias, "input_standardization": z, "input_std_deviation": std[..., 0]}


@reference
def select_last_token_hidden(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["hidden_states"]
    rows = t["input_offsets"].astype(np.int64)[1:] - 1
    return x.reshape(-1, x.shape[-1])[rows][np.newaxis]


@reference
def conv(t: Arrays, a: Attrs) -> np.ndarray:
    """A direct sum over kernel taps: per tap, the strided slice of the zero-padded input it meets."""
    x, w = t["x"], t["w"]
    n = x.ndim - 2
    pads, strides, dilations = ([d] * n if a.get(k) is None else list(a[k])
                                for k, d in (("pads", 0), ("strides", 1), ("dilations", 1)))
    xp = np.pad(x, [(0, 0), (0, 0)] + [(p, p) for p in pads])
    kernel = w.shape[2:]
    out = [(xp.shape[2 + i] - dilations[i] * (kernel[i] - 1) - 1) // strides[i] + 1 for i in range(n)]
    y = np.zeros((x.shape[0], w.shape[0], *out))
    for tap in np.ndindex(*kernel):
        window = tuple(slice(tap[i] * dilations[i], tap[i] * dilations[i] + strides[i] * (out[i] - 1) + 1, strides[i])
                       for i in range(n))
        y += np.einsum("bc...,kc->bk...", xp[(slice(None), slice(None), *window)], w[(slice(None), slice(None), *tap)])
    if "b" in t:  # optional: absent adds nothing
        y += t["b"].reshape(-1, *([1] * n))
    return y


# ---- the random family: Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3",
# SC'11; Random123's philox4x32_R(10, ...)), in exact uint32 arithmetic on uint64 arrays. The layout of
# draws over stream elements is spec/operators.yaml's comment above `uniform`.

_PHILOX_M = (0xD2511F53, 0xCD9E8D57)
_PHILOX_W = (0x9E3779B9, 0xBB67AE85)
_U32 = np.uint64(0xFFFFFFFF)


def philox4x32_10(counter: np.ndarray, key: tuple[int, int]) -> np.ndarray:
    """The 4 output words of each counter: `counter` is (n, 4) of uint32 values, the result too."""
    c = [np.asarray(counter[:, i], dtype=np.uint64) for i in range(4)]
    k0, k1 = key[0] & 0xFFFFFFFF, key[1] & 0xFFFFFFFF
    for r in range(10):
        if r:
            k0, k1 = (k0 + _PHILOX_W[0]) & 0xFFFFFFFF, (k1 + _PHILOX_W[1]) & 0xFFFFFFFF
        p0, p1 = c[0] * np.uint64(_PHILOX_M[0]), c[2] * np.uint64(_PHILOX_M[1])  # < 2^64: no wrap
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ np.uint64(k0), p1 & _U32, (p0 >> np.uint64(32)) ^ c[3] ^ np.uint64(k1),
             p0 & _U32]
    return np.stack(c, axis=1).astype(np.uint32)


def philox_blocks(seed: int, blocks: np.ndarray) -> np.ndarray:
    """The 4 words of each block index (uint64; counter [low 32 bits, high 32, 0, 0]) under `seed`'s key."""
    s = int(seed) & 0xFFFFFFFFFFFFFFFF
    b = np.asarray(blocks, dtype=np.uint64)
    counter = np.stack([b & _U32, b >> np.uint64(32), np.zeros_like(b), np.zeros_like(b)], axis=1)
    return philox4x32_10(counter, (s & 0xFFFFFFFF, s >> 32))


def _elements(a: Attrs, n: int) -> np.ndarray:
    """Stream elements offset + i (mod 2^64) of a fill of n elements."""
    return (np.arange(n, dtype=np.uint64) + np.uint64(int(a["offset"]) & 0xFFFFFFFFFFFFFFFF))


def draws32(a: Attrs, n: int) -> np.ndarray:
    """One 32-bit draw per element (uint64 array): word e % 4 of block e / 4."""
    e = _elements(a, n)
    return philox_blocks(int(a["seed"]), e >> np.uint64(2))[np.arange(n), (e & np.uint64(3)).astype(np.intp)] \
        .astype(np.uint64)


def draws64(a: Attrs, n: int) -> np.ndarray:
    """One 64-bit draw per element: words 2(e % 2) (low half) and 2(e % 2) + 1 of block e / 2."""
    e = _elements(a, n)
    w = philox_blocks(int(a["seed"]), e >> np.uint64(1)).astype(np.uint64)
    lane = 2 * (e & np.uint64(1)).astype(np.intp)
    return w[np.arange(n), lane] | (w[np.arange(n), lane + 1] << np.uint64(32))


def _u24(w: np.ndarray) -> np.ndarray:
    return (w >> np.uint64(8)).astype(np.float64) * 2.0**-24  # exact in f32 and f64


def _u53(w: np.ndarray) -> np.ndarray:
    return (w >> np.uint64(11)).astype(np.float64) * 2.0**-53


@reference
def uniform(t: Arrays, a: Attrs, *, dtype: str) -> np.ndarray:
    """f16/bf16/f32: low + (high - low) * u in f32 arithmetic, as the kernel (then rounded once)."""
    shape = t["y"].shape
    n = int(np.prod(shape))
    if dtype == "float64":
        lo, hi = float(np.float32(a["low"])), float(np.float32(a["high"]))
        return (lo + (hi - lo) * _u53(draws64(a, n))).reshape(shape)
    lo32, hi32 = np.float32(a["low"]), np.float32(a["high"])
    u = _u24(draws32(a, n)).astype(np.float32)
    return (lo32 + (hi32 - lo32) * u).astype(np.float64).reshape(shape)


@reference
def normal(t: Arrays, a: Attrs, *, dtype: str) -> np.ndarray:
    """Box-Muller in f64 on the pair each element shares with its even/odd neighbour."""
    shape = t["y"].shape
    n = int(np.prod(shape))
    e = _elements(a, n)
    odd = (e & np.uint64(1)).astype(bool)
    if dtype == "float64":
        w = philox_blocks(int(a["seed"]), e >> np.uint64(1)).astype(np.uint64)
        u1 = ((w[:, 0] | (w[:, 1] << np.uint64(32))) >> np.uint64(11)).astype(np.float64) * 2.0**-53 + 2.0**-53
        u2 = _u53(w[:, 2] | (w[:, 3] << np.uint64(32)))
    else:
        w = philox_blocks(int(a["seed"]), e >> np.uint64(2)).astype(np.uint64)
        k = 2 * ((e & np.uint64(3)) >> np.uint64(1)).astype(np.intp)
        u1 = _u24(w[np.arange(n), k]) + 2.0**-24
        u2 = _u24(w[np.arange(n), k + 1])
    r = np.sqrt(-2.0 * np.log(u1))
    z = r * np.where(odd, np.sin(2 * np.pi * u2), np.cos(2 * np.pi * u2))
    mean, std = float(np.float32(a["mean"])), float(np.float32(a["std"]))
    return (mean + std * z).reshape(shape)


@reference
def bernoulli(t: Arrays, a: Attrs) -> np.ndarray:
    """u < p compared exactly (u has 24 bits; p is the f32 attribute)."""
    shape = t["y"].shape
    u = _u24(draws32(a, int(np.prod(shape))))
    return (u < float(np.float32(a["p"]))).astype(np.float64).reshape(shape)


@reference
def randint(t: Arrays, a: Attrs) -> np.ndarray:
    """Exact integers (int64); the harness rounds them as a float output stores them."""
    shape = t["y"].shape
    n = int(np.prod(shape))
    low, high = int(a["low"]), int(a["high"])
    span = high - low
    if span <= 2**32:
        v = (draws32(a, n) * np.uint64(span)) >> np.uint64(32)  # < 2^32 * 2^32: exact
    else:
        v = draws64(a, n) % np.uint64(span)
    return np.array([low + int(x) for x in v] if span > 2**62 else low + v.astype(np.int64), dtype=np.int64).reshape(shape)


@reference
def cast(t: Arrays, a: Attrs) -> np.ndarray:
    # the conformance cases give y x's dtype (the conversions between dtypes: tests/test_ops_elementwise.py)
    return t["x"]


def _f32(v: float | int) -> float:
    """An f32 attribute's value, as the kernels see it."""
    return float(np.float32(v))


@reference
def arange(t: Arrays, a: Attrs) -> np.ndarray:
    """start + i * step in f64 (the harness truncates it for an integer y, as the kernel converts)."""
    return _f32(a["start"]) + np.arange(t["y"].shape[0], dtype=np.float64) * _f32(a["step"])


@reference
def linspace(t: Arrays, a: Attrs) -> np.ndarray:
    """torch's symmetric form in f64: up from start for the first half, down from end for the rest (the
    harness truncates it for an integer y, as the kernel converts); written out, not np.linspace, whose
    values differ in the last bit for the second half."""
    n = t["y"].shape[0]
    start, end = _f32(a["start"]), _f32(a["end"])
    step = (end - start) / (n - 1) if n > 1 else 0.0
    i = np.arange(n, dtype=np.float64)
    return np.where(i < (n // 2 if n > 1 else n), start + i * step, end - (n - 1 - i) * step)  # one value: start


@reference
def tril(t: Arrays, a: Attrs) -> np.ndarray:
    return np.tril(t["x"], int(a["diagonal"]))  # the last two dims of every matrix


@reference
def triu(t: Arrays, a: Attrs) -> np.ndarray:
    return np.triu(t["x"], int(a["diagonal"]))


@reference
def one_hot(t: Arrays, a: Attrs) -> np.ndarray:
    return (t["index"][..., None] == np.arange(int(a["num_classes"]))).astype(np.float64)


@reference
def gather(t: Arrays, a: Attrs) -> np.ndarray:
    return np.take_along_axis(t["x"], t["index"].astype(np.int64), axis=-1)


@reference
def index_select(t: Arrays, a: Attrs) -> np.ndarray:
    return t["x"][..., t["index"].astype(np.int64)]


def _scatter_rows(t: Arrays, index: np.ndarray, add: bool, scale: float) -> np.ndarray:
    """y = x, then each row's index[j] takes (or adds scale times) src[j], j in order (the last write wins)."""
    x, src = t["x"], t["src"]
    y = np.array(x, dtype=np.float64 if x.dtype.kind == "f" else np.int64)
    for row in np.ndindex(*y.shape[:-1]):
        for j in range(src.shape[-1]):
            pos = int(index[row + (j,)] if index.ndim > 1 else index[j])
            y[row + (pos,)] = y[row + (pos,)] + scale * src[row + (j,)] if add else src[row + (j,)]


# ---- training: gradients (each computed directly from the forward's formula) and optimizer steps


@reference
def softmax_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy, y, axis = t["dy"], t["y"], int(a["axis"])
    return y * (dy - np.sum(dy * y, axis=axis, keepdims=True))


@reference
def log_softmax_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy, y, dim = t["dy"], t["y"], int(a["dim"])
    return dy - np.exp(y) * np.sum(dy, axis=dim, keepdims=True)


@reference
def layer_norm_backward(t: Arrays, a: Attrs) -> Arrays:
    dy, z, std, w = t["dy"], t["input_standardization"], t["input_std_deviation"][..., None], t["weight"]
    dy, z = np.broadcast_arrays(dy, z)
    g = dy * w
    dx = (g - np.mean(g, axis=-1, keepdims=True) - z * np.mean(g * z, axis=-1, keepdims=True)) / std
    rows = tuple(range(dy.ndim - 1))
    out = {"dx": dx, "dweight": np.sum(dy * z, axis=rows)}
    if "dbias" in t:  # optional: absent is not computed
        out["dbias"] = np.sum(dy, axis=rows)
    return out


@reference
def rms_norm_backward(t: Arrays, a: Attrs) -> Arrays:
    dy, x, w = t["dy"], t["x"], t["w"]
    dy, x = np.broadcast_arrays(dy, x)
    r = 1.0 / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + a["epsilon"])
    g = dy * w
    dx = r * g - x * r**3 * np.mean(g * x, axis=-1, keepdims=True)
    return {"dx": dx, "dw": np.sum(dy * x * r, axis=tuple(range(dy.ndim - 1)))}



def _picked(x: np.ndarray, target: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each token's class as an index clipped into [0, v), and whether it was inside (not ignored)."""
    target = target.astype(np.int64)
    ok = (target >= 0) & (target < x.shape[-1])
    return np.clip(target, 0, x.shape[-1] - 1), ok


@reference
def nll_loss(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    idx, ok = _picked(x, t["target"])
    return np.where(ok, -np.take_along_axis(x, idx[..., None], axis=-1)[..., 0], 0.0)


@reference
def cross_entropy_backward(t: Arrays, a: Attrs) -> np.ndarray:
    x, dy = t["x"], t["dy"]
    idx, ok = _picked(x, t["target"])
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    grad = e / np.sum(e, axis=-1, keepdims=True) - (np.arange(x.shape[-1]) == idx[..., None])
    return np.where(ok[..., None], dy[..., None] * grad, 0.0)


@reference
def nll_loss_backward(t: Arrays, a: Attrs) -> np.ndarray:
    x, dy = t["x"], t["dy"]
    idx, ok = _picked(x, t["target"])
    return np.where(ok[..., None] & (np.arange(x.shape[-1]) == idx[..., None]), -dy[..., None], 0.0)


@reference
def embedding_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dweight, ids = t["dweight"].copy(), t["input"].astype(np.int64)
    keep = ids != int(a["padding_idx"])
    np.add.at(dweight, ids[keep], t["dy"][keep])
    return dweight


def _conv_geometry(a: Attrs, n: int) -> tuple[list[int], list[int], list[int]]:
    """conv's pads, strides and dilations, their defaults where left out."""
    return tuple([d] * n if a.get(k) is None else list(a[k])  # type: ignore[return-value]
                 for k, d in (("pads", 0), ("strides", 1), ("dilations", 1)))


def _tap_window(tap: tuple[int, ...], out: tuple[int, ...], strides: list[int], dilations: list[int]) -> tuple:
    """The slice of the zero-padded input that tap `tap` meets at every output position."""
    return (slice(None), slice(None), *(slice(tap[i] * dilations[i], tap[i] * dilations[i] + strides[i] * (out[i] - 1) + 1,
                                              strides[i]) for i in range(len(out))))


@reference
def conv_backward_data(t: Arrays, a: Attrs) -> np.ndarray:
    """Each tap's share of dy, through its filter slice, added back where the forward read it."""
    dy, w, x = t["dy"], t["w"], t["x"]
    n = x.ndim - 2
    pads, strides, dilations = _conv_geometry(a, n)
    dxp = np.zeros((x.shape[0], x.shape[1], *(x.shape[2 + i] + 2 * pads[i] for i in range(n))))
    for tap in np.ndindex(*w.shape[2:]):
        dxp[_tap_window(tap, dy.shape[2:], strides, dilations)] += np.einsum(
            "bk...,kc->bc...", dy, w[(slice(None), slice(None), *tap)])
    return dxp[(slice(None), slice(None), *(slice(pads[i], pads[i] + x.shape[2 + i]) for i in range(n)))]


@reference
def conv_backward_filter(t: Arrays, a: Attrs) -> Arrays:
    dy, x, w = t["dy"], t["x"], t["w"]
    n = x.ndim - 2
    pads, strides, dilations = _conv_geometry(a, n)
    xp = np.pad(x, [(0, 0), (0, 0)] + [(p, p) for p in pads])
    dw = np.zeros(w.shape)
    for tap in np.ndindex(*w.shape[2:]):
        summed = [0, *range(2, dy.ndim)]  # the images and the output positions
        dw[(slice(None), slice(None), *tap)] = np.tensordot(
            dy, xp[_tap_window(tap, dy.shape[2:], strides, dilations)], axes=(summed, summed))
    out = {"dw": dw}
    if "db" in t:  # optional: absent is not computed
        out["db"] = np.sum(dy, axis=(0, *range(2, dy.ndim)))
    return out


def _pool_windows(a: Attrs, spatial: tuple[int, ...], out: tuple[int, ...]) -> list:  # type: ignore[type-arg]
    """Per output position o (row-major): o, and its window's positions inside the input (row-major), each
    as (index tuple, flat index in the spatial dims); the window's size with its padding."""
    n = len(spatial)
    kernel, strides, pads = ([d] * n if a.get(k) is None else list(a[k])
                             for k, d in (("kernel_size", 1), ("strides", 1), ("pads", 0)))
    windows = []
    for o in np.ndindex(*out):
        starts = [o[i] * strides[i] - pads[i] for i in range(n)]
        ranges = [range(max(starts[i], 0), min(starts[i] + kernel[i], spatial[i])) for i in range(n)]
        inside = [(p, int(np.ravel_multi_index(p, spatial))) for p in itertools.product(*ranges)]
        windows.append((o, inside, int(np.prod(kernel))))
    return windows


@reference
def max_pool(t: Arrays, a: Attrs) -> Arrays:
    x = t["x"]
    out = t["y"].shape[2:]
    y, indices = np.zeros(x.shape[:2] + out), np.zeros(x.shape[:2] + out, dtype=np.int64)
    for o, inside, _ in _pool_windows(a, x.shape[2:], out):
        best, at = np.full(x.shape[:2], -np.inf), np.full(x.shape[:2], inside[0][1])
        for p, flat in inside:  # as torch: a larger value or a NaN takes the place
            v = x[(slice(None), slice(None), *p)]
            take = (v > best) | np.isnan(v)
            best, at = np.where(take, v, best), np.where(take, flat, at)
        y[(slice(None), slice(None), *o)], indices[(slice(None), slice(None), *o)] = best, at
    return {"y": y, "indices": indices}


@reference
def max_pool_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy, indices, x = t["dy"], t["indices"].astype(np.int64), t["x"]
    dx = np.zeros(x.shape)
    for o, inside, _ in _pool_windows(a, x.shape[2:], dy.shape[2:]):
        at = (slice(None), slice(None), *o)
        for p, flat in inside:
            dx[(slice(None), slice(None), *p)] += np.where(indices[at] == flat, dy[at], 0.0)
    return dx


@reference
def avg_pool(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    out = t["y"].shape[2:]
    y = np.zeros(x.shape[:2] + out)
    for o, inside, size in _pool_windows(a, x.shape[2:], out):
        total = sum(x[(slice(None), slice(None), *p)] for p, _ in inside)
        y[(slice(None), slice(None), *o)] = total / (size if a["count_include_pad"] else len(inside))
    return y


@reference
def scatter(t: Arrays, a: Attrs) -> np.ndarray:
    return _scatter_rows(t, t["index"].astype(np.int64), add=False, scale=1.0)


@reference
def scatter_add(t: Arrays, a: Attrs) -> np.ndarray:
    return _scatter_rows(t, t["index"].astype(np.int64), add=True, scale=1.0)


@reference
def index_add(t: Arrays, a: Attrs, *, dtype: str) -> np.ndarray:
    """Integers scale by alpha truncated toward zero, as the kernel."""
    alpha = _f32(a["alpha"]) if dtype in ("float16", "bfloat16", "float32", "float64") else math.trunc(a["alpha"])
    return _scatter_rows(t, t["index"].astype(np.int64), add=True, scale=alpha)


def _scan(t: Arrays, a: Attrs, fn: Callable[..., np.ndarray], unit: float) -> np.ndarray:
    """cumsum / cumprod along dim with Paddle's exclusive (a shift by one, unit first) and reverse."""
    x, axis = t["x"], int(a["dim"])
    if a["reverse"]:
        x = np.flip(x, axis)
    y = fn(x, axis=axis)
    if a["exclusive"]:
        first = np.full_like(np.take(y, [0], axis=axis), unit)
        y = np.concatenate([first, np.take(y, np.arange(y.shape[axis] - 1), axis=axis)], axis=axis)
    return np.flip(y, axis) if a["reverse"] else y


@reference
def cumsum(t: Arrays, a: Attrs) -> np.ndarray:
    return _scan(t, a, np.cumsum, 0)


@reference
def cumprod(t: Arrays, a: Attrs) -> np.ndarray:
    return _scan(t, a, np.cumprod, 1)


def _order(x: np.ndarray, descending: bool) -> np.ndarray:
    """Positions sorting each row (last dim) in torch's order, stable: NaN above every number, -0 equal
    to 0, equal values by position."""
    nan = np.isnan(x) if x.dtype.kind == "f" else np.zeros(x.shape, bool)
    v = np.where(nan | (x == 0), 0, x)
    keys = (-v, ~nan) if descending else (v, nan)  # np.lexsort: the last key first
    return np.lexsort(keys, axis=-1)


@reference
def topk(t: Arrays, a: Attrs) -> Arrays:
    idx = _order(t["x"], bool(a["largest"]))[..., : int(a["k"])]
    return {"values": np.take_along_axis(t["x"], idx, axis=-1), "indices": idx}


@reference
def sort(t: Arrays, a: Attrs) -> Arrays:
    idx = _order(t["x"], bool(a["descending"]))
    return {"values": np.take_along_axis(t["x"], idx, axis=-1), "indices": idx}


@reference
def argsort(t: Arrays, a: Attrs) -> np.ndarray:
    return _order(t["x"], bool(a["descending"]))


@reference
def argmax(t: Arrays, a: Attrs) -> np.ndarray:
    return np.argmax(t["x"], axis=-1)  # the first of equal ones; the first NaN


@reference
def argmin(t: Arrays, a: Attrs) -> np.ndarray:
    return np.argmin(t["x"], axis=-1)


@reference
def histc(t: Arrays, a: Attrs) -> np.ndarray:
    x, bins = t["x"].ravel(), int(a["bins"])
    lo, hi = _f32(a["min_val"]), _f32(a["max_val"])
    if lo == hi:
        numbers = x[~np.isnan(x)]
        lo, hi = (float(numbers.min()), float(numbers.max())) if numbers.size else (0.0, 0.0)
        if lo == hi:
            lo, hi = lo - 1, hi + 1
    kept = x[(x >= lo) & (x <= hi)].astype(np.float64)
    b = np.minimum(np.floor((kept - lo) / (hi - lo) * bins).astype(np.int64), bins - 1)
    return np.bincount(b, minlength=bins).astype(np.float64)


@reference
def avg_pool_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy, x = t["dy"], t["x"]
    dx = np.zeros(x.shape)
    for o, inside, size in _pool_windows(a, x.shape[2:], dy.shape[2:]):
        share = dy[(slice(None), slice(None), *o)] / (size if a["count_include_pad"] else len(inside))
        for p, _ in inside:
            dx[(slice(None), slice(None), *p)] += share
    return dx


def _per_channel(v: np.ndarray) -> np.ndarray:
    """A [c] vector as a [1, c, 1] one, against [nb, c, s]."""
    return v.reshape(1, -1, 1)


@reference
def batch_norm(t: Arrays, a: Attrs) -> Arrays:
    x = t["x"]
    m = x.shape[0] * x.shape[2]
    mean = np.mean(x, axis=(0, 2))
    var = np.mean((x - _per_channel(mean)) ** 2, axis=(0, 2))
    invstd = 1.0 / np.sqrt(var + a["eps"])
    y = (x - _per_channel(mean)) * _per_channel(invstd)
    if "weight" in t:  # optional: absent scales by 1
        y = y * _per_channel(t["weight"])
    if "bias" in t:
        y = y + _per_channel(t["bias"])
    out = {"y": y, "save_mean": mean, "save_invstd": invstd}
    mom = a["momentum"]
    if "running_mean" in t:  # optional: updated in place where given
        out["running_mean"] = (1 - mom) * t["running_mean"] + mom * mean
    if "running_var" in t:
        with np.errstate(divide="ignore", invalid="ignore"):
            unbiased = var * m / (m - 1) if m > 1 else np.full_like(var, np.nan)
        out["running_var"] = (1 - mom) * t["running_var"] + mom * unbiased
    return out


@reference
def batch_norm_inference(t: Arrays, a: Attrs) -> np.ndarray:
    y = (t["x"] - _per_channel(t["running_mean"])) / np.sqrt(_per_channel(t["running_var"]) + a["eps"])
    if "weight" in t:
        y = y * _per_channel(t["weight"])
    if "bias" in t:
        y = y + _per_channel(t["bias"])
    return y


@reference
def batch_norm_backward(t: Arrays, a: Attrs) -> Arrays:
    dy, x = t["dy"], t["x"]
    invstd = _per_channel(t["save_invstd"])
    xhat = (x - _per_channel(t["save_mean"])) * invstd
    w = _per_channel(t["weight"]) if "weight" in t else 1.0
    if a["training"]:
        dx = w * invstd * (dy - np.mean(dy, axis=(0, 2), keepdims=True)
                           - xhat * np.mean(dy * xhat, axis=(0, 2), keepdims=True))
    else:
        dx = w * invstd * dy
    out = {"dx": dx}
    if "dweight" in t:
        out["dweight"] = np.sum(dy * xhat, axis=(0, 2))
    if "dbias" in t:
        out["dbias"] = np.sum(dy, axis=(0, 2))
    return out


def _f32(v: float | int) -> float:
    """An attribute as the kernel gets it: a C float (the optimizers' hyperparameters are f32 attributes)."""
    return float(np.float32(v))


@reference
def adamw_step(t: Arrays, a: Attrs) -> Arrays:
    param, grad, m, v = t["param"], t["grad"], t["exp_avg"], t["exp_avg_sq"]
    lr, b1, b2, eps, wd, step = (*(_f32(a[k]) for k in ("lr", "beta1", "beta2", "eps", "weight_decay")), int(a["step"]))
    param = param * (1 - lr * wd)
    m = m + (1 - b1) * (grad - m)
    v = b2 * v + (1 - b2) * grad * grad
    denom = np.sqrt(v) / math.sqrt(1 - b2**step) + eps
    return {"param_out": param - lr / (1 - b1**step) * m / denom, "exp_avg_out": m, "exp_avg_sq_out": v}


@reference
def sgd_step(t: Arrays, a: Attrs) -> Arrays:
    param, buf = t["param"], t["momentum_buffer"]
    lr, mom, damp, wd = (_f32(a[k]) for k in ("lr", "momentum", "dampening", "weight_decay"))
    d = t["grad"] + wd * param
    if mom != 0:
        buf = d if a["init_buffer"] else mom * buf + (1 - damp) * d
        d = d + mom * buf if a["nesterov"] else buf
    return {"param_out": param - lr * d, "momentum_buffer_out": np.broadcast_to(buf, param.shape)}


@reference
def isin(t: Arrays, a: Attrs) -> np.ndarray:
    found = np.isin(t["x"], t["t"], invert=bool(a["invert"]))  # NaN equals nothing, -0.0 equals 0.0
    return np.broadcast_to(found, t["y"].shape)


@reference
def nonzero(t: Arrays, a: Attrs) -> np.ndarray:
    k = t["y"].shape[0]
    rows = np.argwhere(t["x"] != 0)[:k]  # NaN != 0
    return np.concatenate([rows, np.full((k - len(rows), t["x"].ndim), a["fill_value"])]).astype(np.float64)


@reference
def masked_select(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    picked = x[np.broadcast_to(t["mask"] != 0, x.shape)][: t["y"].shape[0]]
    return np.concatenate([picked, np.zeros(t["y"].shape[0] - len(picked), x.dtype)])


# The elementwise operators' references are generated from their spec entries' `numpy` expressions.
REFERENCES.update(elementwise_reference.REFERENCES)
