"""Real models on torch's "anyrt" device (anyrt.torch) against torch's own CPU device, in one run,
interleaved, best of --repeat: each model's forward, one decode step (one new token against a
filled KV cache) and one AdamW training step, built from transformers configs (no downloads) with
the same weights on both devices; and the per-call cost of a native 64-element op. Ratios are
torch CPU's time over anyrt's (> 1: anyrt is faster). Figures only, never asserted in tests.

    python bench/torch_models_bench.py [--repeat 5] [--batch 4] [--seq 64] [--threads 2]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import torch
import transformers

import anyrt.torch  # noqa: F401  (registers the "anyrt" device)


def best(fn: Callable[[], object], sync: Callable[[], None], repeat: int, inner: int = 1) -> float:
    """Seconds per call: best of `repeat` timings of `inner` calls, each ending in `sync`."""
    fn()
    sync()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        sync()
        times.append((time.perf_counter() - t0) / inner)
    return min(times)


def configs() -> dict[str, Any]:
    common = dict(vocab_size=512, hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                  num_attention_heads=4, max_position_embeddings=256, attn_implementation="eager")
    return {
        "llama": transformers.LlamaConfig(num_key_value_heads=2, **common),
        "qwen2": transformers.Qwen2Config(num_key_value_heads=2, **common),
        "mixtral (4 experts, top 2)": transformers.MixtralConfig(num_key_value_heads=2, num_local_experts=4,
                                                                 num_experts_per_tok=2,
                                                                 experts_implementation="eager", **common),
        "gpt2": transformers.GPT2Config(vocab_size=512, n_embd=128, n_layer=2, n_head=4, n_positions=256,
                                        bos_token_id=0, eos_token_id=0, attn_implementation="eager"),
    }


def model_cases(cfg: Any, dev: str, batch: int, seq: int) -> dict[str, Callable[[], object]]:
    torch.manual_seed(0)
    model = transformers.AutoModelForCausalLM.from_config(cfg).to(dev)
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(0, cfg.vocab_size, (batch, seq), generator=g).to(dev)
    nxt = torch.randint(0, cfg.vocab_size, (batch, 1), generator=g).to(dev)
    with torch.no_grad():
        model.eval()
        cache = model(ids, use_cache=True).cache
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)

    def forward() -> object:
        model.eval()
        with torch.no_grad():
            return model(ids, use_cache=False).logits

    def decode() -> object:
        model.eval()
        with torch.no_grad():
            # the same filled cache each time: the step's token removed after it
            out = model(nxt, cache=cache, use_cache=True).logits
            cache.crop(-1)
            return out

    def train() -> None:
        model.train()
        opt.zero_grad()
        model(ids, labels=ids).loss.backward()
        opt.step()

    return {"forward": forward, "decode step": decode, "AdamW step": train}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, transformers {transformers.__version__}, anyrt backend "
          f"{anyrt.torch.backend}; batch {args.batch} x {args.seq} tokens, best of {args.repeat}")
    print(f"{'case':44} {'torch cpu':>11} {'anyrt':>11} {'cpu / anyrt':>12}")
    sync = torch.accelerator.synchronize
    a, b = torch.randn(64), torch.randn(64)
    da, db = a.to("anyrt"), b.to("anyrt")
    t_cpu = best(lambda: a + b, lambda: None, args.repeat * 20, 200)
    t_dev = best(lambda: da + db, sync, args.repeat * 20, 200)
    print(f"{'torch.add, 64 f32 (per call)':44} {t_cpu * 1e6:9.2f}us {t_dev * 1e6:9.2f}us {t_cpu / t_dev:11.2f}x")
    for name, cfg in configs().items():
        cpu, dev = model_cases(cfg, "cpu", args.batch, args.seq), model_cases(cfg, "anyrt", args.batch, args.seq)
        for case in cpu:
            t_cpu = best(cpu[case], lambda: None, args.repeat)
            t_dev = best(dev[case], sync, args.repeat)
            label = f"{name}: {case}"
            print(f"{label:44} {t_cpu * 1e3:9.2f}ms {t_dev * 1e3:9.2f}ms {t_cpu / t_dev:11.2f}x", flush=True)


if __name__ == "__main__":
    main()
