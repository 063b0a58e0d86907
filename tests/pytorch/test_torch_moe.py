"""A small Mixtral-style mixture of experts (transformers' MixtralForCausalLM from a config: no
weights downloaded) on the "anyrt" device with the CPU fallback off: the forward's logits, greedy
generate's tokens, and one AdamW step's loss, every gradient and every updated weight against CPU.
The routing is what the dense models lack: top-k, one_hot, nonzero, advanced indexing, index_add_;
the experts run as transformers' default grouped_mm (torch composes it of one mm per expert here)
and as its eager loop.
Run by `nox -s torch`; skipped where transformers is not installed."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed (nox -s torch installs it)")
from fallback_off import greedy_generate_matches_cpu, no_fallback  # noqa: E402


def small_mixtral(experts: str = "grouped_mm") -> tuple[transformers.MixtralConfig, transformers.MixtralForCausalLM]:
    """experts: transformers' default "grouped_mm" (torch.nn.functional.grouped_mm, which torch
    composes of mm per expert on this device) or "eager" (a loop over experts in Python)."""
    torch.manual_seed(0)
    cfg = transformers.MixtralConfig(vocab_size=128, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
                                     num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                                     num_local_experts=4, num_experts_per_tok=2, attn_implementation="eager",
                                     experts_implementation=experts)
    return cfg, transformers.MixtralForCausalLM(cfg).eval()


@pytest.mark.parametrize("experts", ["grouped_mm", "eager"])
def test_mixtral_forward_matches_cpu_without_the_fallback(experts: str) -> None:
    cfg, model = small_mixtral(experts)
    ids = torch.randint(0, cfg.vocab_size, (2, 12))
    with torch.no_grad():
        want = model(ids).logits
        model = model.to("anyrt")
        with no_fallback():
            got = model(ids.to("anyrt")).logits
    torch.testing.assert_close(got.cpu(), want, atol=1e-5, rtol=1e-5)


def test_mixtral_greedy_generate_matches_cpu_without_the_fallback() -> None:
    cfg, model = small_mixtral()
    greedy_generate_matches_cpu(model, torch.randint(0, cfg.vocab_size, (1, 6)))


@pytest.mark.parametrize("experts", ["grouped_mm", "eager"])
def test_mixtral_adamw_step_and_every_gradient_match_cpu_without_the_fallback(experts: str) -> None:
    cfg, cpu_model = small_mixtral(experts)
    _, dev_model = small_mixtral(experts)
    _, replay = small_mixtral(experts)  # the CPU's AdamW step on the device's gradients
    dev_model = dev_model.to("anyrt")
    for m in (cpu_model, dev_model):
        m.train()
    ids = torch.randint(0, cfg.vocab_size, (2, 10))
    cpu_loss = cpu_model(ids, labels=ids).loss
    cpu_loss.backward()
    dev_opt = torch.optim.AdamW(dev_model.parameters(), lr=1e-2)
    with no_fallback():
        dids = ids.to("anyrt")
        dev_loss = dev_model(dids, labels=dids).loss
        dev_loss.backward()
        grads = {n: p.grad.clone() for n, p in dev_model.named_parameters() if p.grad is not None}
        dev_opt.step()
    torch.testing.assert_close(dev_loss.detach().cpu(), cpu_loss.detach(), atol=1e-5, rtol=1e-5)
    for name, p in cpu_model.named_parameters():
        assert name in grads, name
        torch.testing.assert_close(grads[name].cpu(), p.grad, atol=1e-6, rtol=1e-4, msg=name)
    # The step itself against the CPU's from the same gradients: AdamW's first step is about
    # lr * sign(grad) where |grad| is near eps (1e-8), so the gradients' last-bit differences above
    # would move a few weights by up to lr there; the optimizer's own arithmetic is checked exactly.
    for name, p in replay.named_parameters():
        p.grad = grads[name].cpu()
    torch.optim.AdamW(replay.parameters(), lr=1e-2).step()
    for (name, p), q in zip(replay.named_parameters(), dev_model.parameters(), strict=True):
        torch.testing.assert_close(q.detach().cpu(), p.detach(), atol=1e-6, rtol=1e-5, msg=name)
