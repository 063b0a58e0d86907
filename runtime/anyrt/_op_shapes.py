"""The output-shape rule of spec/operators.yaml's dim patterns, in one place for Python: the shape
of an operator's output from its inputs' shapes (named sizes from the inputs that name them, "..."
the inputs' leading dims broadcast together, NumPy's rules). anyrt.ops allocates outputs with it and
the conformance suite builds its cases with it; runtime/core/ops.c checks the same patterns from the
other side (the given output against the inputs) when a descriptor is made."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

# A tensor as spec_data.OPERATORS has it: "name", "role", "batch", "dims" ((symbol | None, literal, half), ...), ...
TensorSpec = Mapping[str, Any]


def trailing(t: TensorSpec, sizes: Mapping[str, int]) -> tuple[int, ...]:
    """The dims after "..." of tensor `t` for these named sizes."""
    return tuple(lit if sym is None else sizes[sym] // (2 if half else 1) for sym, lit, half in t["dims"])


def bind(tensors: Sequence[TensorSpec], shapes: Mapping[str, tuple[int, ...]]) -> tuple[dict[str, int], tuple[int, ...]]:
    """(named sizes, leading dims) the inputs among `tensors` whose shapes are given fix: a size from
    the first tensor naming it (twice the dim where the tensor has half of it); the leading dims of the
    inputs that have "..." broadcast together."""
    sizes: dict[str, int] = {}
    leads = []
    for t in tensors:
        shape = shapes.get(t["name"])
        if t["role"] != "in" or shape is None:
            continue
        n = len(t["dims"])
        if t["batch"]:
            leads.append(tuple(shape[: len(shape) - n]))
        for (sym, _lit, half), got in zip(t["dims"], shape[len(shape) - n:], strict=False):
            if sym is not None:
                sizes.setdefault(sym, got * 2 if half else got)
    return sizes, tuple(np.broadcast_shapes(*leads)) if leads else ()


def unbound(tensors: Sequence[TensorSpec], out_index: int) -> tuple[str, ...]:
    """The named sizes of output `tensors[out_index]` that no input names: the inputs do not fix its
    shape (a KV cache's blocks), so the caller must give that output."""
    named = {sym for t in tensors if t["role"] == "in" for sym, _lit, _half in t["dims"] if sym is not None}
    return tuple(dict.fromkeys(sym for sym, _lit, _half in tensors[out_index]["dims"] if sym is not None and sym not in named))


def output_shape(tensors: Sequence[TensorSpec], out_index: int, shapes: Mapping[str, tuple[int, ...]],
                 known: Mapping[str, int] | None = None) -> tuple[int, ...]:
    """The shape of output `tensors[out_index]` for inputs of the given shapes (by tensor name);
    sizes no input fixes (`unbound`) come from `known`."""
    sizes, lead = bind(tensors, shapes)
    out = tensors[out_index]
    return (lead if out["batch"] else ()) + trailing(out, {**(known or {}), **sizes})
