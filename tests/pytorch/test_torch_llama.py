"""A small Llama (transformers' LlamaForCausalLM from a config: no weights downloaded) forward on the
"anyrt" device against the CPU with the CPU fallback off (every ATen operator it calls runs on the
device): the logits match; greedy generation gives CPU's tokens.
Run by `nox -s torch`; skipped where transformers is not installed."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed (nox -s torch installs it)")
from fallback_off import greedy_generate_matches_cpu, no_fallback  # noqa: E402


def small_llama() -> tuple[transformers.LlamaConfig, transformers.LlamaForCausalLM]:
    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                                   attn_implementation="eager")
    return cfg, transformers.LlamaForCausalLM(cfg).eval()


def test_llama_forward_matches_cpu_without_the_fallback() -> None:
    cfg, model = small_llama()
    ids = torch.randint(0, cfg.vocab_size, (2, 10))
    with torch.no_grad():
        want = model(ids).logits
        model = model.to("anyrt")
        dids = ids.to("anyrt")
        # every ATen operator of the forward runs on the device: the embedding, the RMS norm, the
        # rotary embedding (its positions by arange), the attention's matmuls and softmax, casts
        with no_fallback():
            got = model(dids).logits
    torch.testing.assert_close(got.cpu(), want, atol=1e-5, rtol=1e-5)


def test_llama_greedy_generate_matches_cpu_without_the_fallback() -> None:
    cfg, model = small_llama()
    greedy_generate_matches_cpu(model, torch.randint(0, cfg.vocab_size, (1, 6)))
