"""A tiny transformer block on anyrt Tensors (rms_norm -> gemm -> rope -> causal_softmax -> gemm ->
swiglu), checked against the same computation in NumPy.

    python examples/transformer_block.py [--device cpu:0] [--dtype float32]

Every step is an `anyrt.ops` call on the device; head splits and transposes are views (no copies).
"""

from __future__ import annotations

import argparse

import numpy as np

import anyrt
from anyrt import ops

SEQ, HIDDEN, HEADS, FFN = 8, 64, 4, 128
HEAD_DIM = HIDDEN // HEADS


def weights(rng: np.random.Generator) -> dict[str, np.ndarray]:
    def w(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)

    inv = 1.0 / 10000 ** (np.arange(HEAD_DIM // 2) / (HEAD_DIM // 2))
    angles = np.arange(SEQ)[:, None] * inv[None, :]
    return {"norm1": np.ones(HIDDEN, np.float32), "qkv": w(HIDDEN, 3 * HIDDEN), "o": w(HIDDEN, HIDDEN),
            "norm2": np.ones(HIDDEN, np.float32), "gate": w(HIDDEN, FFN), "up": w(HIDDEN, FFN), "down": w(FFN, HIDDEN),
            "sin": np.sin(angles).astype(np.float32), "cos": np.cos(angles).astype(np.float32)}


def block_anyrt(x: anyrt.Tensor, w: dict[str, anyrt.Tensor], pos: anyrt.Tensor) -> anyrt.Tensor:
    h = ops.rms_norm(x, w["norm1"], epsilon=1e-6)
    qkv = ops.gemm(h, w["qkv"])                                            # (s, 3 * hidden)
    q, k, v = (qkv[:, i * HIDDEN:(i + 1) * HIDDEN].reshape(SEQ, HEADS, HEAD_DIM) for i in range(3))  # views
    q = ops.rope(q, pos, w["sin"], w["cos"])
    k = ops.rope(k, pos, w["sin"], w["cos"])
    scores = ops.gemm(q.permute(1, 0, 2), k.permute(1, 2, 0), alpha=HEAD_DIM ** -0.5)  # (heads, s, s)
    probs = ops.causal_softmax(scores)
    attn = ops.gemm(probs, v.permute(1, 0, 2))                             # (heads, s, head_dim)
    x = ops.add(x, ops.gemm(attn.permute(1, 0, 2).reshape(SEQ, HIDDEN), w["o"]))
    h = ops.rms_norm(x, w["norm2"], epsilon=1e-6)
    mlp = ops.gemm(ops.swiglu(ops.gemm(h, w["up"]), ops.gemm(h, w["gate"])), w["down"])
    return ops.add(x, mlp)


def block_numpy(x: np.ndarray, w: dict[str, np.ndarray]) -> np.ndarray:
    def rms(v: np.ndarray, g: np.ndarray) -> np.ndarray:
        return v / np.sqrt(np.mean(v * v, axis=-1, keepdims=True) + 1e-6) * g

    def rope(t: np.ndarray) -> np.ndarray:  # GPT-J: pairs (2i, 2i+1)
        sin, cos = w["sin"][:, None, :], w["cos"][:, None, :]
        out = np.empty_like(t)
        out[..., 0::2] = t[..., 0::2] * cos - t[..., 1::2] * sin
        out[..., 1::2] = t[..., 0::2] * sin + t[..., 1::2] * cos
        return out

    x = x.astype(np.float64)
    qkv = rms(x, w["norm1"]) @ w["qkv"]
    q, k, v = (qkv[:, i * HIDDEN:(i + 1) * HIDDEN].reshape(SEQ, HEADS, HEAD_DIM) for i in range(3))
    q, k = rope(q), rope(k)
    scores = q.transpose(1, 0, 2) @ k.transpose(1, 2, 0) * HEAD_DIM ** -0.5
    scores = np.where(np.triu(np.ones((SEQ, SEQ), bool), 1), -np.inf, scores)
    probs = np.exp(scores - scores.max(-1, keepdims=True))
    probs /= probs.sum(-1, keepdims=True)
    x = x + (probs @ v.transpose(1, 0, 2)).transpose(1, 0, 2).reshape(SEQ, HIDDEN) @ w["o"]
    h = rms(x, w["norm2"])
    gate = h @ w["gate"]
    return x + ((h @ w["up"]) * gate / (1 + np.exp(-gate))) @ w["down"]


def main(argv: list[str] | None = None) -> float:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu:0")
    args = ap.parse_args(argv)
    rng = np.random.default_rng(0)
    x_host = rng.standard_normal((SEQ, HIDDEN)).astype(np.float32)
    w_host = weights(rng)
    device = anyrt.Device(args.device)
    w = {name: anyrt.asarray(value, device=device, copy=True) for name, value in w_host.items()}
    pos = anyrt.asarray(np.arange(SEQ, dtype=np.int32), device=device, copy=True)
    out = block_anyrt(anyrt.asarray(x_host, device=device, copy=True), w, pos).numpy()
    want = block_numpy(x_host, w_host)
    err = float(np.max(np.abs(out - want)) / np.max(np.abs(want)))
    print(f"transformer block on {device}: output {out.shape}, max relative error vs NumPy {err:.2e}")
    return err


if __name__ == "__main__":
    raise SystemExit(0 if main() < 1e-4 else 1)
