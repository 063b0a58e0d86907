"""A few greedy decode steps of a small llama-style model (rms_norm, gemm, rope, a paged KV cache
through paged_caching + paged_attention with grouped-query heads, swiglu) for a batch of sequences
of different lengths, every step through `anyrt.ops`, checked against the same model in NumPy.

    python examples/llm_decode.py [--device cpu:0] [--dtype float32|float16] [--steps 6]

The embedding is a row lookup done in NumPy (token ids to rows, uploaded). The cache is a pool of
blocks shared by the sequences: each sequence gets a block when it fills its last one, and its
block table maps its positions to the pool, as a serving engine (vLLM, InfiniLM) keeps it. The
prompts are fed one token per step, then each sequence continues with its greedy token; the NumPy
model is fed the same tokens and keeps a plain (unpaged) cache, so the two agree only if the paging
is right.
"""

from __future__ import annotations

import argparse

import numpy as np

import anyrt
from anyrt import ops

VOCAB, HIDDEN, HEADS, KV_HEADS, FFN, LAYERS = 96, 64, 4, 2, 128, 2
HEAD_DIM = HIDDEN // HEADS
BLOCK, NUM_BLOCKS, MAX_BLOCKS = 4, 16, 4  # tokens per block, blocks in the pool, blocks per sequence
PROMPTS = ([5, 17, 42], [7, 3, 88, 21, 60])  # two sequences of different lengths
EPS = 1e-6
PlainCache = list[list[list[tuple[np.ndarray, np.ndarray]]]]  # NumPy's: [layer][sequence] -> (k, v) per position


def weights(rng: np.random.Generator) -> dict[str, np.ndarray]:
    def w(*shape: int) -> np.ndarray:
        return rng.standard_normal(shape) / np.sqrt(shape[0])

    inv = 1.0 / 10000 ** (np.arange(HEAD_DIM // 2) / (HEAD_DIM // 2))
    angles = np.arange(BLOCK * MAX_BLOCKS)[:, None] * inv[None, :]
    out = {"embed": rng.standard_normal((VOCAB, HIDDEN)), "norm": 1 + 0.1 * rng.standard_normal(HIDDEN),
           "lm_head": w(HIDDEN, VOCAB), "sin": np.sin(angles), "cos": np.cos(angles)}
    for layer in range(LAYERS):
        out |= {f"{layer}.norm1": 1 + 0.1 * rng.standard_normal(HIDDEN), f"{layer}.q": w(HIDDEN, HEADS * HEAD_DIM),
                f"{layer}.k": w(HIDDEN, KV_HEADS * HEAD_DIM), f"{layer}.v": w(HIDDEN, KV_HEADS * HEAD_DIM),
                f"{layer}.o": w(HEADS * HEAD_DIM, HIDDEN), f"{layer}.norm2": 1 + 0.1 * rng.standard_normal(HIDDEN),
                f"{layer}.gate": w(HIDDEN, FFN), f"{layer}.up": w(HIDDEN, FFN), f"{layer}.down": w(FFN, HIDDEN)}
    return out


class PagedCache:
    """The host's bookkeeping of the pool: each sequence's blocks and length; the slot of each new token."""

    def __init__(self, nseq: int) -> None:
        self.free = list(range(NUM_BLOCKS))[::-1]
        self.free = self.free[1::2] + self.free[0::2]  # not in order: the block table must be followed
        self.tables = np.zeros((nseq, MAX_BLOCKS), np.int64)
        self.lens = np.zeros(nseq, np.int64)

    def append(self) -> np.ndarray:
        """One token more per sequence: returns the slots they go to (block * BLOCK + offset)."""
        slots = np.empty(len(self.lens), np.int64)
        for i, n in enumerate(self.lens):
            if n % BLOCK == 0:
                self.tables[i, n // BLOCK] = self.free.pop()
            slots[i] = self.tables[i, n // BLOCK] * BLOCK + n % BLOCK
        self.lens += 1
        return slots


def step_anyrt(tokens: np.ndarray, w: dict[str, anyrt.Tensor], w_host: dict[str, np.ndarray],
               caches: list[tuple[anyrt.Tensor, anyrt.Tensor]], book: PagedCache, dtype: str,
               device: anyrt.Device) -> np.ndarray:
    """One decode step for every sequence: returns the logits [nseq, VOCAB]."""
    n = len(tokens)
    pos = anyrt.asarray(book.lens.copy(), device=device, copy=True)  # each new token's position
    slots = anyrt.asarray(book.append(), device=device, copy=True)
    tables = anyrt.asarray(book.tables, device=device, copy=True)
    lens = anyrt.asarray(book.lens, device=device, copy=True)
    x = anyrt.asarray(w_host["embed"][tokens].astype(dtype), device=device, copy=True)  # the embedding lookup
    for layer, (k_cache, v_cache) in enumerate(caches):
        h = ops.rms_norm(x, w[f"{layer}.norm1"], epsilon=EPS)
        q = ops.rope(ops.gemm(h, w[f"{layer}.q"]).reshape(n, HEADS, HEAD_DIM), pos, w["sin"], w["cos"])
        k = ops.rope(ops.gemm(h, w[f"{layer}.k"]).reshape(n, KV_HEADS, HEAD_DIM), pos, w["sin"], w["cos"])
        v = ops.gemm(h, w[f"{layer}.v"]).reshape(n, KV_HEADS, HEAD_DIM)
        ops.paged_caching(k, v, slots, out=(k_cache, v_cache))
        attn = ops.paged_attention(q, k_cache, v_cache, tables, lens, None, scale=HEAD_DIM ** -0.5)
        x = ops.add(x, ops.gemm(attn.reshape(n, HEADS * HEAD_DIM), w[f"{layer}.o"]))
        h = ops.rms_norm(x, w[f"{layer}.norm2"], epsilon=EPS)
        x = ops.add(x, ops.gemm(ops.swiglu(ops.gemm(h, w[f"{layer}.up"]), ops.gemm(h, w[f"{layer}.gate"])),
                                w[f"{layer}.down"]))
    return ops.gemm(ops.rms_norm(x, w["norm"], epsilon=EPS), w["lm_head"]).numpy().astype(np.float64)


def step_numpy(tokens: np.ndarray, w: dict[str, np.ndarray], caches: PlainCache) -> np.ndarray:
    """The same step in float64 with a plain cache: caches[layer][seq] is a list of (k, v) per position."""
    def rms(v: np.ndarray, g: np.ndarray) -> np.ndarray:
        return v / np.sqrt(np.mean(v * v, axis=-1, keepdims=True) + EPS) * g

    def rope(t: np.ndarray, p: int) -> np.ndarray:  # GPT-J: pairs (2i, 2i+1)
        sin, cos = w["sin"][p], w["cos"][p]
        out = np.empty_like(t)
        out[..., 0::2] = t[..., 0::2] * cos - t[..., 1::2] * sin
        out[..., 1::2] = t[..., 0::2] * sin + t[..., 1::2] * cos
        return out

    x = w["embed"][tokens]
    group = HEADS // KV_HEADS
    for layer in range(LAYERS):
        h = rms(x, w[f"{layer}.norm1"])
        q, k, v = (h @ w[f"{layer}.{p}"] for p in "qkv")
        attn = np.empty((len(tokens), HEADS, HEAD_DIM))
        for i in range(len(tokens)):
            seq = caches[layer][i]
            p = len(seq)
            seq.append((rope(k[i].reshape(KV_HEADS, HEAD_DIM), p), v[i].reshape(KV_HEADS, HEAD_DIM)))
            keys, values = np.stack([kv[0] for kv in seq]), np.stack([kv[1] for kv in seq])  # [len, kv heads, d]
            qi = rope(q[i].reshape(HEADS, HEAD_DIM), p)
            for hd in range(HEADS):
                s = keys[:, hd // group] @ qi[hd] * HEAD_DIM ** -0.5
                e = np.exp(s - s.max())
                attn[i, hd] = (e / e.sum()) @ values[:, hd // group]
        x = x + attn.reshape(len(tokens), -1) @ w[f"{layer}.o"]
        h = rms(x, w[f"{layer}.norm2"])
        gate = h @ w[f"{layer}.gate"]
        x = x + ((h @ w[f"{layer}.up"]) * gate / (1 + np.exp(-gate))) @ w[f"{layer}.down"]
    return rms(x, w["norm"]) @ w["lm_head"]


def main(argv: list[str] | None = None) -> float:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu:0")
    ap.add_argument("--dtype", default="float32", choices=["float32", "float16"])
    ap.add_argument("--steps", type=int, default=6, help="decode steps (at most the cache's 16 positions)")
    args = ap.parse_args(argv)
    if not 1 <= args.steps <= BLOCK * MAX_BLOCKS:
        ap.error(f"--steps must be in [1, {BLOCK * MAX_BLOCKS}]")
    device = anyrt.Device(args.device)
    # the model is its weights rounded to the dtype once: both sides run that same model
    w_host = {k: v.astype(args.dtype).astype(np.float64) for k, v in weights(np.random.default_rng(0)).items()}
    w = {k: anyrt.asarray(v.astype(args.dtype), device=device, copy=True) for k, v in w_host.items() if k != "embed"}
    shape = (NUM_BLOCKS, KV_HEADS, BLOCK, HEAD_DIM)
    caches = [(anyrt.zeros(shape, args.dtype, device), anyrt.zeros(shape, args.dtype, device)) for _ in range(LAYERS)]
    np_caches: PlainCache = [[[] for _ in PROMPTS] for _ in range(LAYERS)]
    book = PagedCache(len(PROMPTS))
    tokens = np.array([p[0] for p in PROMPTS])
    worst, agree, generated = 0.0, 0, [[p[0]] for p in PROMPTS]
    for step in range(args.steps):
        logits = step_anyrt(tokens, w, w_host, caches, book, args.dtype, device)
        want = step_numpy(tokens, w_host, np_caches)
        worst = max(worst, float(np.max(np.abs(logits - want)) / np.max(np.abs(want))))
        agree += int(np.sum(logits.argmax(-1) == want.argmax(-1)))
        # a prompt's next token while it lasts, then the greedy one (anyrt's: NumPy is fed the same)
        tokens = np.array([p[step + 1] if step + 1 < len(p) else int(logits[i].argmax()) for i, p in enumerate(PROMPTS)])
        for i, t in enumerate(tokens):
            generated[i].append(int(t))
    print(f"llm decode on {device} ({args.dtype}): {len(PROMPTS)} sequences, {args.steps} steps, {LAYERS} layers, "
          f"{HEADS} heads over {KV_HEADS} kv heads, paged cache of {NUM_BLOCKS} blocks of {BLOCK}")
    for i, toks in enumerate(generated):
        print(f"  sequence {i}: {toks}  (blocks {book.tables[i, :(book.lens[i] + BLOCK - 1) // BLOCK].tolist()})")
    print(f"greedy tokens agreeing with NumPy: {agree} of {args.steps * len(PROMPTS)}; "
          f"max relative error of the logits vs NumPy {worst:.2e}")
    return worst


TOLERANCE = {"float32": 1e-4, "float16": 3e-2}

if __name__ == "__main__":
    _args = argparse.ArgumentParser(add_help=False)
    _args.add_argument("--dtype", default="float32")
    raise SystemExit(0 if main() < TOLERANCE[_args.parse_known_args()[0].dtype] else 1)
