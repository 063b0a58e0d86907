"""ms per decode step of examples/llm_decode.py's model (2 sequences, 2 layers, GQA, paged KV cache,
every step through `anyrt.ops` on cpu:0) against the same model in torch CPU (the same weights rounded
to the dtype, a plain per-sequence KV cache, `F.rms_norm`, `F.scaled_dot_product_attention` with
`enable_gqa`, the same GPT-J rope), both sides on the same threads, their decode runs alternating;
best of --rounds runs of --steps steps, the greedy tokens of both sides compared.

    python bench/llm_decode_bench.py [--dtype float16|float32] [--steps 12] [--rounds 5]

The model is tiny (hidden 64): a step is ~60 operator calls on small tensors, so this measures the
per-call cost of a decode loop, which is what a small model's step is made of.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F  # noqa: N812 (torch's own spelling)

import anyrt
from anyrt.toolkit.bench.operators import threads

_spec = importlib.util.spec_from_file_location("llm_decode", Path(__file__).resolve().parent.parent / "examples" /
                                               "llm_decode.py")
assert _spec is not None and _spec.loader is not None
m = importlib.util.module_from_spec(_spec)
sys.modules["llm_decode"] = m
_spec.loader.exec_module(m)


def run_anyrt(w_host: dict[str, np.ndarray], dtype: str, steps: int, device: anyrt.Device) -> tuple[float, list[int]]:
    w = {k: anyrt.asarray(v.astype(dtype), device=device, copy=True) for k, v in w_host.items() if k != "embed"}
    shape = (m.NUM_BLOCKS, m.KV_HEADS, m.BLOCK, m.HEAD_DIM)
    caches = [(anyrt.zeros(shape, dtype, device), anyrt.zeros(shape, dtype, device)) for _ in range(m.LAYERS)]
    book = m.PagedCache(len(m.PROMPTS))
    tokens, out = np.array([p[0] for p in m.PROMPTS]), []
    anyrt.synchronize()
    t = time.perf_counter()
    for _ in range(steps):
        logits = m.step_anyrt(tokens, w, w_host, caches, book, dtype, device)  # ends in .numpy(): synchronous
        tokens = logits.argmax(-1)
        out += tokens.tolist()
    return (time.perf_counter() - t) / steps, out


def rope(t: torch.Tensor, sin: torch.Tensor, cos: torch.Tensor) -> torch.Tensor:
    a, b = t[..., 0::2], t[..., 1::2]
    return torch.stack((a * cos - b * sin, a * sin + b * cos), dim=-1).flatten(-2)


def run_torch(w_host: dict[str, np.ndarray], dtype: str, steps: int) -> tuple[float, list[int]]:
    tdt = getattr(torch, dtype)
    w = {k: torch.from_numpy(v).to(tdt) for k, v in w_host.items()}
    n, hd, heads, kvh = len(m.PROMPTS), m.HEAD_DIM, m.HEADS, m.KV_HEADS
    kc = [torch.zeros(n, kvh, m.BLOCK * m.MAX_BLOCKS, hd, dtype=tdt) for _ in range(m.LAYERS)]
    vc = [torch.zeros_like(k) for k in kc]
    lens, tokens, out = [0] * n, torch.tensor([p[0] for p in m.PROMPTS]), []
    t = time.perf_counter()
    with torch.inference_mode():
        for _ in range(steps):
            x = w["embed"][tokens]
            sin, cos = w["sin"][lens][:, None, :], w["cos"][lens][:, None, :]
            for layer in range(m.LAYERS):
                h = F.rms_norm(x, (m.HIDDEN,), w[f"{layer}.norm1"], m.EPS)
                q = rope((h @ w[f"{layer}.q"]).view(n, heads, hd), sin, cos)
                k = rope((h @ w[f"{layer}.k"]).view(n, kvh, hd), sin, cos)
                v = (h @ w[f"{layer}.v"]).view(n, kvh, hd)
                attn = torch.empty(n, heads, hd, dtype=tdt)
                for i, p in enumerate(lens):
                    kc[layer][i, :, p], vc[layer][i, :, p] = k[i], v[i]
                    attn[i] = F.scaled_dot_product_attention(q[i][:, None], kc[layer][i, :, :p + 1],
                                                             vc[layer][i, :, :p + 1], enable_gqa=True)[:, 0]
                x = x + attn.view(n, heads * hd) @ w[f"{layer}.o"]
                h = F.rms_norm(x, (m.HIDDEN,), w[f"{layer}.norm2"], m.EPS)
                x = x + ((h @ w[f"{layer}.up"]) * F.silu(h @ w[f"{layer}.gate"])) @ w[f"{layer}.down"]
            logits = F.rms_norm(x, (m.HIDDEN,), w["norm"], m.EPS) @ w["lm_head"]
            lens = [p + 1 for p in lens]
            tokens = logits.argmax(-1)
            out += tokens.tolist()
    return (time.perf_counter() - t) / steps, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dtype", default="float16", choices=["float16", "float32"])
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    if not 1 <= args.steps <= m.BLOCK * m.MAX_BLOCKS:
        ap.error(f"--steps must be in [1, {m.BLOCK * m.MAX_BLOCKS}]")
    device = anyrt.Device("cpu:0")
    torch.set_num_threads(threads())
    w_host = {k: v.astype(args.dtype).astype(np.float64) for k, v in m.weights(np.random.default_rng(0)).items()}
    best_a = best_t = float("inf")
    for _ in range(args.rounds):
        ta, toks_a = run_anyrt(w_host, args.dtype, args.steps, device)
        tt, toks_t = run_torch(w_host, args.dtype, args.steps)
        best_a, best_t = min(best_a, ta), min(best_t, tt)
    same = sum(a == b for a, b in zip(toks_a, toks_t, strict=True))
    print(f"llm decode step ({args.dtype}, {len(m.PROMPTS)} sequences, {m.LAYERS} layers, hidden {m.HIDDEN}, "
          f"{threads()} threads, load {os.getloadavg()[0]:.1f}): anyrt {best_a * 1e3:.2f} ms, torch CPU "
          f"{best_t * 1e3:.2f} ms, torch / anyrt {best_t / best_a:.2f}; greedy tokens equal {same} of {len(toks_a)}")


if __name__ == "__main__":
    main()
