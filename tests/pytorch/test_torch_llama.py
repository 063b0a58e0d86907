"""A small Llama (transformers' LlamaForCausalLM from a config: no weights downloaded) forward on the
"anyrt" device against the CPU: the logits match, and every ATen operator it still sends through the
CPU fallback is one the device registers no kernel for (none that the table serves refused the
model's arguments). Run by `nox -s torch`; skipped where transformers is not installed."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed (nox -s torch installs it)")
import anyrt.torch as at  # noqa: E402


def has_device_kernel(op: str) -> bool:
    return bool(torch._C._dispatch_has_kernel_for_dispatch_key(op, "PrivateUse1"))


def test_llama_forward_matches_cpu_and_falls_back_only_where_no_kernel_is_registered() -> None:
    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                                   attn_implementation="eager")
    model = transformers.LlamaForCausalLM(cfg).eval()
    ids = torch.randint(0, cfg.vocab_size, (2, 10))
    with torch.no_grad():
        want = model(ids).logits
        model = model.to("anyrt")
        torch.accelerator.synchronize()
        at.reset_fallback_ops()
        got = model(ids.to("anyrt")).logits
        used = at.fallback_ops()
    torch.testing.assert_close(got.cpu(), want, atol=1e-5, rtol=1e-5)
    refused = [op for op in used if has_device_kernel(op)]
    assert refused == [], f"served operators fell back on the model's arguments: {refused}"
    # the model's elementwise, reduction and conversion work is the device's (the embedding, the
    # RMS norm's pow/mean/rsqrt, the rotary embedding's neg/cos/sin, the attention's matmuls,
    # softmax, casts and concatenations); what remains is creating the positions (arange)
    assert not [op for op in used if op.split(".")[0] in ("aten::mean", "aten::rsqrt", "aten::pow", "aten::neg",
                                                            "aten::_to_copy", "aten::mul", "aten::add", "aten::cos",
                                                            "aten::cat")]
