"""The CPU fallback off for a block, shared by the model and family suites (imported after each
file's `pytest.importorskip("torch")`)."""

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
