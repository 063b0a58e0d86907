"""ms per decode step of examples/llm_decode.py's model run eagerly through `anyrt.ops` against the
same step captured once into an `anyrt.Graph` and replayed (what graphs remove is the per-call cost
of issuing ~60 operator calls a step: argument checks, descriptor lookups, Python). Both sides copy
the step's inputs (token embeddings, positions, cache slots, block tables, lengths) into the same
static tensors first and read the logits back after; their runs alternate, best of --rounds runs of
--steps steps each, and the greedy tokens of both are compared.

    python bench/graph_decode_bench.py [--device cpu:0] [--dtype float32|float16] [--steps 12] [--rounds 5]

The capture is in mode "relaxed": the step allocates its intermediate tensors as it goes (as torch's
caching allocator would from its graph pool), which modes global and thread_local refuse.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

import anyrt
from anyrt import ops

_spec = importlib.util.spec_from_file_location("llm_decode", Path(__file__).resolve().parent.parent / "examples" /
                                               "llm_decode.py")
assert _spec is not None and _spec.loader is not None
m = importlib.util.module_from_spec(_spec)
sys.modules["llm_decode"] = m
_spec.loader.exec_module(m)


class Model:
    """The decode step on static input tensors, so that a graph of it reads each step's inputs."""

    def __init__(self, w_host: dict[str, np.ndarray], dtype: str, device: anyrt.Device) -> None:
        n = len(m.PROMPTS)
        self.dtype, self.device, self.embed = dtype, device, w_host["embed"]
        self.w = {k: anyrt.asarray(v.astype(dtype), device=device, copy=True) for k, v in w_host.items() if k != "embed"}
        shape = (m.NUM_BLOCKS, m.KV_HEADS, m.BLOCK, m.HEAD_DIM)
        self.caches = [(anyrt.zeros(shape, dtype, device), anyrt.zeros(shape, dtype, device)) for _ in range(m.LAYERS)]
        self.x = anyrt.zeros((n, m.HIDDEN), dtype, device)
        self.pos = anyrt.zeros((n,), "int64", device)
        self.slots = anyrt.zeros((n,), "int64", device)
        self.tables = anyrt.zeros((n, m.MAX_BLOCKS), "int64", device)
        self.lens = anyrt.zeros((n,), "int64", device)
        self.book = m.PagedCache(n)

    def load(self, tokens: np.ndarray) -> None:
        """This step's inputs into the static tensors."""
        self.pos.copy_(self.book.lens.copy())
        self.slots.copy_(self.book.append())
        self.tables.copy_(self.book.tables)
        self.lens.copy_(self.book.lens)
        self.x.copy_(self.embed[tokens].astype(self.dtype))

    def step(self) -> anyrt.Tensor:
        """examples/llm_decode.py's step_anyrt on the static tensors; returns the logits tensor."""
        w, n, x = self.w, len(m.PROMPTS), self.x
        for layer, (k_cache, v_cache) in enumerate(self.caches):
            h = ops.rms_norm(x, w[f"{layer}.norm1"], epsilon=m.EPS)
            q = ops.rope(ops.gemm(h, w[f"{layer}.q"]).reshape(n, m.HEADS, m.HEAD_DIM), self.pos, w["sin"], w["cos"])
            k = ops.rope(ops.gemm(h, w[f"{layer}.k"]).reshape(n, m.KV_HEADS, m.HEAD_DIM), self.pos, w["sin"], w["cos"])
            v = ops.gemm(h, w[f"{layer}.v"]).reshape(n, m.KV_HEADS, m.HEAD_DIM)
            ops.paged_caching(k, v, self.slots, out=(k_cache, v_cache))
            attn = ops.paged_attention(q, k_cache, v_cache, self.tables, self.lens, None, scale=m.HEAD_DIM ** -0.5)
            x = ops.add(x, ops.gemm(attn.reshape(n, m.HEADS * m.HEAD_DIM), w[f"{layer}.o"]))
            h = ops.rms_norm(x, w[f"{layer}.norm2"], epsilon=m.EPS)
            x = ops.add(x, ops.gemm(ops.swiglu(ops.gemm(h, w[f"{layer}.up"]), ops.gemm(h, w[f"{layer}.gate"])),
                                    w[f"{layer}.down"]))
        return ops.gemm(ops.rms_norm(x, w["norm"], epsilon=m.EPS), w["lm_head"])


def decode(model: Model, steps: int, run: Callable[[], anyrt.Tensor]) -> tuple[float, list[int]]:
    tokens, out = np.array([p[0] for p in m.PROMPTS]), []
    anyrt.synchronize()
    t = time.perf_counter()
    for _ in range(steps):
        model.load(tokens)
        tokens = run().numpy().argmax(-1)  # .numpy() waits for the step
        out += tokens.tolist()
    return (time.perf_counter() - t) / steps, out


def run_eager(w_host: dict[str, np.ndarray], dtype: str, steps: int, device: anyrt.Device) -> tuple[float, list[int]]:
    model = Model(w_host, dtype, device)
    return decode(model, steps, model.step)


def run_graph(w_host: dict[str, np.ndarray], dtype: str, steps: int, device: anyrt.Device) -> tuple[float, list[int]]:
    model = Model(w_host, dtype, device)
    stream = anyrt.Stream(device)
    g = anyrt.Graph()
    # a warm-up step first, as with torch.cuda.graph (descriptors made, caches grown), on a cache
    # position the real steps write again; then the capture of one step, which runs nothing
    probe = Model(w_host, dtype, device)
    probe.load(np.array([p[0] for p in m.PROMPTS]))
    probe.step().numpy()
    logits: dict[str, Any] = {}
    with anyrt.graph(g, stream=stream, mode="relaxed"):
        logits["t"] = model.step()

    def replay() -> anyrt.Tensor:
        g.replay(stream)
        return logits["t"]

    with stream:
        return decode(model, steps, replay)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu:0")
    ap.add_argument("--dtype", default="float32", choices=["float16", "float32"])
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    if not 1 <= args.steps <= m.BLOCK * m.MAX_BLOCKS:
        ap.error(f"--steps must be in [1, {m.BLOCK * m.MAX_BLOCKS}]")
    device = anyrt.Device(args.device)
    warnings.simplefilter("ignore", anyrt.PerformanceWarning)  # the cpu backend's capture is the core's, by design
    w_host = {k: v.astype(args.dtype).astype(np.float64) for k, v in m.weights(np.random.default_rng(0)).items()}
    best_e = best_g = float("inf")
    for _ in range(args.rounds):
        te, toks_e = run_eager(w_host, args.dtype, args.steps, device)
        tg, toks_g = run_graph(w_host, args.dtype, args.steps, device)
        best_e, best_g = min(best_e, te), min(best_g, tg)
    same = sum(a == b for a, b in zip(toks_e, toks_g, strict=True))
    print(f"llm decode step on {device} ({args.dtype}, {len(m.PROMPTS)} sequences, {m.LAYERS} layers, hidden "
          f"{m.HIDDEN}, load {os.getloadavg()[0]:.1f}): eager {best_e * 1e3:.3f} ms, graph replay {best_g * 1e3:.3f} ms, "
          f"eager / replay {best_e / best_g:.2f}; greedy tokens equal {same} of {len(toks_e)}")


if __name__ == "__main__":
    main()
