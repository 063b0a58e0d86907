"""Shared parameters stay shared when a module moves to or from the "anyrt" device.

`nn.Module._apply` (behind `.to()`, `.half()`, `.cuda()`-like calls) sets `param.data` where torch
calls the old and new tensors' types compatible, and otherwise makes a new Parameter per module that
holds it. torch counts a CPU and a PrivateUse1 tensor incompatible (`_has_compatible_shallow_copy_type`,
a C++ check on dense backend keys), so a parameter two modules share (GPT-2's tied embedding and
lm_head) became two Parameters after `model.to("anyrt")`: each got only its own module's gradient, and
the optimizer stepped two copies of one weight. torch.cuda keeps the tie because CUDA is in that list.
After each outermost `_apply`, every place that held one Parameter (or buffer) before holds one again:
the first place's new object."""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any

import torch

_depth = threading.local()


def _places(module: torch.nn.Module) -> list[tuple[dict[str, Any], str, int]]:
    """(the dict holding it, its name, the id of the object) of every parameter and buffer, in order."""
    out = []
    for m in module.modules():
        for table in (m._parameters, m._buffers):
            out += [(table, name, id(v)) for name, v in table.items() if v is not None]
    return out


def _retie(before: list[tuple[dict[str, Any], str, int]]) -> None:
    first: dict[int, Any] = {}
    for table, name, old in before:
        if old in first:
            table[name] = first[old]
        else:
            first[old] = table[name]


def install() -> None:
    """Wraps nn.Module._apply once: the outermost call re-ties what was shared before it."""
    original: Callable[..., Any] = torch.nn.Module._apply
    if getattr(original, "_anyrt_keeps_ties", False):
        return

    @functools.wraps(original)
    def _apply(self: torch.nn.Module, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if getattr(_depth, "n", 0):
            return original(self, fn, *args, **kwargs)
        before = _places(self)
        _depth.n = 1
        try:
            result = original(self, fn, *args, **kwargs)
        finally:
            _depth.n = 0
        if len({old for _t, _n, old in before}) < len(before):  # something was shared
            _retie(before)
        return result

    _apply._anyrt_keeps_ties = True  # type: ignore[attr-defined]
    torch.nn.Module._apply = _apply  # type: ignore[method-assign]
