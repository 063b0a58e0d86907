"""Qwen2, GPT-2 (its embedding and lm_head tied) and BERT (transformers' models from tiny configs: no
weights downloaded) on the "anyrt" device with the CPU fallback off, against torch's CPU: the forward's
logits, greedy generate's tokens (the decoders), and one AdamW step's loss, every gradient and every
updated weight. Llama and Mixtral have their own files. Run by `nox -s torch`; skipped where
transformers is not installed."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
transformers = pytest.importorskip("transformers", reason="transformers is not installed (nox -s torch installs it)")
from fallback_off import greedy_generate_matches_cpu, no_fallback  # noqa: E402

VOCAB = 96


def qwen2(attn: str) -> torch.nn.Module:
    return transformers.Qwen2ForCausalLM(transformers.Qwen2Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=64, attn_implementation=attn))


def gpt2(attn: str) -> torch.nn.Module:
    return transformers.GPT2LMHeadModel(transformers.GPT2Config(
        vocab_size=VOCAB, n_embd=64, n_layer=2, n_head=4, n_positions=64, bos_token_id=0, eos_token_id=0,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, attn_implementation=attn))


# GPT-2's and BERT's dropout off: a training step's randomness is the device generator's, not the
# CPU's (dropout on the device: test_torch_random).
def bert(attn: str) -> torch.nn.Module:
    return transformers.BertForMaskedLM(transformers.BertConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        max_position_embeddings=64, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
        attn_implementation=attn))


MODELS: dict[str, Callable[[str], torch.nn.Module]] = {"qwen2": qwen2, "gpt2": gpt2, "bert": bert}
DECODERS = ["qwen2", "gpt2"]


def build(name: str, attn: str = "eager") -> torch.nn.Module:
    """attn: "eager" (the models' own attention) or "sdpa" (transformers' default: torch's
    scaled_dot_product_attention, its math path on this device)."""
    torch.manual_seed(0)
    return MODELS[name](attn).eval()


def inputs(name: str, batch: int, seq: int) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(1, VOCAB, (batch, seq), generator=g)
    mask = torch.ones_like(ids)
    mask[0, :2] = 0  # a padded row: the attention mask's path, not only the causal one
    out = {"input_ids": ids, "attention_mask": mask}
    if name == "bert":
        out["token_type_ids"] = (torch.arange(seq) >= seq // 2).long().expand(batch, seq).contiguous()
    return out


def to(batch: dict[str, torch.Tensor], dev: str) -> dict[str, torch.Tensor]:
    return {k: v.to(dev) for k, v in batch.items()}


@pytest.mark.parametrize("attn", ["eager", "sdpa"])
@pytest.mark.parametrize("name", list(MODELS))
def test_forward_matches_cpu_without_the_fallback(name: str, attn: str) -> None:
    model = build(name, attn)
    batch = inputs(name, 2, 10)
    with torch.no_grad():
        want = model(**batch).logits
        model = model.to("anyrt")
        with no_fallback():
            got = model(**to(batch, "anyrt")).logits
    torch.testing.assert_close(got.cpu(), want, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("name", DECODERS)
def test_greedy_generate_matches_cpu_without_the_fallback(name: str) -> None:
    greedy_generate_matches_cpu(build(name), torch.randint(1, VOCAB, (1, 6), generator=torch.Generator().manual_seed(2)))


@pytest.mark.parametrize("attn", ["eager", "sdpa"])
@pytest.mark.parametrize("name", list(MODELS))
def test_adamw_step_and_every_gradient_match_cpu_without_the_fallback(name: str, attn: str) -> None:
    cpu_model = build(name, attn).train()
    dev_model = copy.deepcopy(cpu_model).to("anyrt")
    replay = copy.deepcopy(cpu_model)  # the CPU's AdamW step on the device's gradients
    if name == "gpt2":  # the tie survives the move: one Parameter, both gradients summed into it
        assert dev_model.lm_head.weight is dev_model.transformer.wte.weight
    batch = inputs(name, 2, 10)
    labels = batch["input_ids"].masked_fill(batch["attention_mask"] == 0, -100)
    cpu_loss = cpu_model(**batch, labels=labels).loss
    cpu_loss.backward()
    dev_opt = torch.optim.AdamW(dev_model.parameters(), lr=1e-2)
    with no_fallback():
        dbatch = to(batch, "anyrt")
        dev_loss = dev_model(**dbatch, labels=labels.to("anyrt")).loss
        dev_loss.backward()
        grads = {n: p.grad.clone() for n, p in dev_model.named_parameters() if p.grad is not None}
        dev_opt.step()
    torch.testing.assert_close(dev_loss.detach().cpu(), cpu_loss.detach(), atol=1e-5, rtol=1e-5)
    for pname, p in cpu_model.named_parameters():
        if p.grad is None:  # e.g. BERT's pooler: not on the masked-LM loss's path on either device
            assert pname not in grads, pname
            continue
        assert pname in grads, pname
        torch.testing.assert_close(grads[pname].cpu(), p.grad, atol=1e-6, rtol=1e-4, msg=pname)
    # The step itself against the CPU's from the same gradients (see test_torch_moe: AdamW's first
    # step is about lr * sign(grad), so last-bit gradient differences near eps would move a weight by lr).
    for pname, p in replay.named_parameters():
        p.grad = grads[pname].cpu() if pname in grads else None
    torch.optim.AdamW(replay.parameters(), lr=1e-2).step()
    for (pname, p), q in zip(replay.named_parameters(), dev_model.parameters(), strict=True):
        torch.testing.assert_close(q.detach().cpu(), p.detach(), atol=1e-6, rtol=1e-5, msg=pname)
