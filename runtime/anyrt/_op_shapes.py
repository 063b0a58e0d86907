"""The output-shape rule of spec/operators.yaml's dim patterns, in one place for Python: the shape
of an operator's output from its inputs' shapes (named sizes from the inputs that name them, "..."
the inputs' leading dims broadcast together, NumPy's rules). anyrt.ops allocates outputs with it and
the conformance suite builds its cases with it; runtime/core/ops.c checks the same patterns from the
other side (the given output against the inputs) when a descriptor is made. A tensor whose pattern
ends with a dim group ("*spatial") has that group's sizes after its named dims; a derived group
(conv's output dims) is its formula (FORMULAS, as ops.c formula_value) per dim."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import numpy as np

# A tensor as spec_data.OPERATORS has it: "name", "role", "batch", "dims" ((symbol | None, literal, div, add), ...),
# "group" (a dim group's name or None), ... (div: 1 the size itself, n > 1 size/n exactly, -n ceil(size/n); add: plus
# that, b+1)
TensorSpec = Mapping[str, Any]


def conv_out(size: int, kernel: int, pad: int, stride: int, dilation: int) -> int:
    """A convolution's output size along one dim; -1 where the dilated kernel is larger than the padded input."""
    span, padded = dilation * (kernel - 1) + 1, size + 2 * pad
    return -1 if kernel < 1 or stride < 1 or padded < span else (padded - span) // stride + 1


def pool_out(size: int, kernel: int, pad: int, stride: int) -> int:
    """A pooling window's output size along one dim; -1 where the window is larger than the padded input or
    the pad is above half of it."""
    return -1 if kernel < 1 or stride < 1 or 2 * pad > kernel or size + 2 * pad < kernel else \
        (size + 2 * pad - kernel) // stride + 1


# codegen/vocabulary.py FORMULAS: a derived group's dim from its arguments' dims
FORMULAS: dict[str, Callable[..., int]] = {"conv_out": conv_out, "pool_out": pool_out}
EMPTY = {"conv_out": "the dilated kernel is larger than the padded input",  # why a formula has no value
         "pool_out": "the window is larger than the padded input, or a pad above half of it"}


class NoOutput(ValueError):
    """A derived group has no size: `tensor` (the input of its first group argument) is too small."""

    def __init__(self, tensor: str, message: str) -> None:
        super().__init__(message)
        self.tensor = tensor


def trailing(t: TensorSpec, sizes: Mapping[str, int]) -> tuple[int, ...]:
    """The dims after "..." of tensor `t` for these named sizes (a dim group's: a tuple of them)."""
    named = tuple(lit if sym is None else (sizes[sym] // div if div > 0 else -(-sizes[sym] // -div)) + add
                  for sym, lit, div, add in t["dims"])
    return named + tuple(sizes[t["group"]]) if t.get("group") else named


def bind(tensors: Sequence[TensorSpec], shapes: Mapping[str, tuple[int, ...]]) -> tuple[dict[str, Any], tuple[int, ...]]:
    """(named sizes, leading dims) the inputs among `tensors` whose shapes are given fix: a size from
    the first tensor naming it (n times the dim where the tensor has size/n, the dim less k where it has
    size+k; never from a ceil(size/n)); the leading dims of the inputs that have "..." broadcast together."""
    sizes: dict[str, Any] = {}
    leads = []
    for t in tensors:
        shape = shapes.get(t["name"])
        if t["role"] != "in" or shape is None:
            continue
        n = len(t["dims"])
        if t.get("group"):  # no "..." (the generator refuses both): the named dims, then the group's
            sizes.setdefault(t["group"], tuple(shape[n:]))
            shape = shape[:n]
        if t["batch"]:
            leads.append(tuple(shape[: len(shape) - n]))
        for (sym, _lit, div, add), got in zip(t["dims"], shape[len(shape) - n:], strict=False):
            if sym is not None and div > 0:  # a dim below k fixes no size+k: 0, which the engine refuses by name
                sizes.setdefault(sym, max(got - add, 0) * div)
    return sizes, tuple(np.broadcast_shapes(*leads)) if leads else ()


def unbound(tensors: Sequence[TensorSpec], out_index: int, known: Iterable[str] = ()) -> tuple[str, ...]:
    """The named sizes of output `tensors[out_index]` that no input names and that are not `known`
    (int attributes named like a size), and "..." where it has leading dims and no input has: the
    inputs do not fix its shape (a KV cache's blocks, a random fill's every dim), so the caller must
    give that output."""
    named = {sym for t in tensors if t["role"] == "in" for sym, *_ in t["dims"] if sym is not None} | set(known)
    out = tensors[out_index]
    lead = ("...",) if out["batch"] and not any(t["batch"] for t in tensors if t["role"] == "in") else ()
    return lead + tuple(dict.fromkeys(sym for sym, *_ in out["dims"] if sym is not None and sym not in named))


def output_shape(tensors: Sequence[TensorSpec], out_index: int, shapes: Mapping[str, tuple[int, ...]],
                 attrs: Mapping[str, Any] | None = None,
                 derived: Mapping[str, tuple[str, tuple[str, ...]]] | None = None) -> tuple[int, ...]:
    """The shape of output `tensors[out_index]` for inputs of the given shapes (by tensor name); a size
    no input fixes comes from `attrs` (an int attribute of its name, topksoftmax's topk; or a size the
    caller knows, the conformance suite's cache blocks); a `derived` group (name -> (formula, args))
    from its formula of the groups and int_array `attrs` it names (NoOutput where it has none)."""
    sizes, lead = bind(tensors, shapes)
    attrs = attrs or {}
    for name, value in attrs.items():
        if not isinstance(value, (tuple, list)) and value is not None:
            sizes.setdefault(name, int(value))
    for name, (formula, args) in (derived or {}).items():
        rank = len(next(sizes[a] for a in args if a in sizes))
        dims = []
        for k in range(rank):
            values = [sizes[a][k] if a in sizes else attrs[a][k] for a in args]
            dims.append(FORMULAS[formula](*values))
            if dims[-1] < 0:
                blame = next(t["name"] for t in tensors if t["role"] == "in" and t.get("group") in args)
                words = ", ".join(f"{a} {v}" for a, v in zip(args, values, strict=True))
                raise NoOutput(blame, f"gives no output dim {k}: {formula}({words}) has none ({EMPTY[formula]})")
        sizes[name] = tuple(dims)
    out = tensors[out_index]
    return (lead if out["batch"] else ()) + trailing(out, sizes)
