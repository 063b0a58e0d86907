"""The CPU fallback off for a block, and the greedy-generate check built on it, shared by the model
and family suites (imported after each file's `pytest.importorskip("torch")`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import torch

import anyrt.torch as at


@contextmanager
def no_fallback() -> Iterator[None]:
    """The CPU fallback off (as ANYRT_TORCH_CPU_FALLBACK=0 does): an operator without a device kernel
    raises; and, at the end, none fell back."""
    torch.accelerator.synchronize()
    at.reset_fallback_ops()
    at._C.set_fallback_enabled(False)
    try:
        yield
    finally:
        at._C.set_fallback_enabled(True)
    assert at.fallback_ops() == []


def greedy_generate_matches_cpu(model: torch.nn.Module, ids: torch.Tensor, new_tokens: int = 8) -> None:
    """A transformers model's greedy tokens on "anyrt" with the fallback off equal CPU's: each step's
    forward, the cache's updates, argmax and the stopping criteria (isin, bool bitwise_not, max) all
    run on the device. Moves the model to the device."""
    args = {"max_new_tokens": new_tokens, "do_sample": False, "pad_token_id": 0}
    with torch.no_grad():
        want = model.generate(ids, attention_mask=torch.ones_like(ids), **args)
        model = model.to("anyrt")
        dids = ids.to("anyrt")
        with no_fallback():
            got = model.generate(dids, attention_mask=torch.ones_like(dids), **args)
    assert want.shape == (ids.shape[0], ids.shape[1] + new_tokens)
    assert torch.equal(got.cpu(), want)
