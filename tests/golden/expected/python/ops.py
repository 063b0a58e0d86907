# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Every operator of spec/operators.yaml as a function on anyrt Tensors (re-exported as `anyrt.ops`).

Inputs are anyrt Tensors or anything `anyrt.asarray` takes (on the operands' device); an output is
allocated where `out` is None (an operator of several outputs takes and returns a tuple of them).
Runs are queued on `stream` (None: the current stream) and return at once; descriptors are cached
per operator, device, layouts and create-time attributes."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Any

from anyrt._cffi import lib
from anyrt._op_runtime import OpInfo, run
from anyrt.stream import Stream
from anyrt.tensor import Tensor

__all__ = ["scale", "window"]


_SCALE = OpInfo.of("scale")


def scale(x: Tensor | Any, table: Tensor | Any, out: Tensor | None = None, *, alpha: float = 1.0, beta: float = 0.0, axis: int = -1, mode: int = lib.ANYRT_MODE_PLAIN, stream: Stream | None = None) -> Tensor:
    """`y = alpha * x + beta * y` over rows of `d`, with a table of `d/2`.

    Tensors: `y` out [..., s, d]; `x` in [..., s, d]; `table` in [2, d/2] (float32).
    Dtypes: float32.
    Attributes: `alpha` float at call, default 1.0; `beta` float at create, default 0.0; `axis` int at create, default -1; `mode` mode at create, default plain.
    """
    return run(_SCALE, (x, table), out, (alpha, beta, axis, mode), stream)


_WINDOW = OpInfo.of("window")


def window(x: Tensor | Any, k: Tensor | Any, out: Tensor | None = None, *, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> Tensor:
    """`y[c, o...] = sum over t... of x[c, o*strides - pads + t*strides] * k[t...]` over n dims (taps a stride apart).

    Tensors: `y` out [c, *out]; `x` in [c, *spatial]; `k` in [*kernel].
    Dtypes: float32.
    Attributes: `pads` up to 2 ints (n of them) at create, default 0 each; `strides` up to 2 ints (n of them) at create, default 1 each.
    """
    return run(_WINDOW, (x, k), out, (pads, strides), stream)
