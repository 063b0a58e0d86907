"""anyrt.ops: the operators of spec/operators.yaml as functions on Tensors (generated into
anyrt._gen.ops; see there for each signature), and other implementations of them: a Triton or
ninetoothed kernel (or any Python function) registered for a device kind is preferred over the
backend's C operator on devices of that kind.

Packages may register theirs without being imported by the program: an entry point in the group
`anyrt.op_implementations` names a function returning (operator, device kind, implementation)
triples; `anyrt info` lists what is registered."""

from __future__ import annotations

import functools
import inspect
import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

import numpy as np

from anyrt import _op_runtime, _state, tensor
from anyrt._errors import InvalidValueError
from anyrt._gen import ops as _generated_ops
from anyrt._gen.ops import *  # noqa: F403
from anyrt._gen.ops import __all__ as _generated
from anyrt._gen.spec_data import OPERATORS
from anyrt._op_runtime import promote_types

__all__ = [*_generated, "implementations", "promote_types", "register", "unregister"]
ENTRY_POINT_GROUP = "anyrt.op_implementations"


def register(op: str, kind: str, fn: Callable[..., Any]) -> None:
    """Run `fn` instead of the backend's operator `op` on devices of `kind` ('cuda', ...). `fn` is
    called as the anyrt.ops function is, with Tensors and the output allocated: fn(*inputs, out=out,
    <attributes>=..., stream=stream), and returns nothing; it must queue its work on `stream` (None:
    the current stream of the device)."""
    if op not in OPERATORS:
        raise _state.error(InvalidValueError, "anyrt.ops.register", "op", f"is not an operator (got {op!r}; known: "
                           f"{', '.join(OPERATORS)})")
    _state.kind_value(kind)  # a known device kind
    if not callable(fn):
        raise TypeError(f"anyrt.ops.register: fn must be callable, not {type(fn).__name__}")
    _op_runtime.IMPLEMENTATIONS[(op, kind)] = fn


def unregister(op: str, kind: str) -> None:
    _op_runtime.IMPLEMENTATIONS.pop((op, kind), None)


def implementations() -> dict[tuple[str, str], str]:
    """(operator, device kind) -> the registered implementation's qualified name, entry points included."""
    _load_entry_points()
    return {key: f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"
            for key, fn in sorted(_op_runtime.IMPLEMENTATIONS.items())}


_entry_points_loaded = False


def _load_entry_points() -> None:
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        for op, kind, fn in ep.load()():
            register(op, kind, fn)


def _tensor(x: Any) -> tensor.Tensor:
    return x if isinstance(x, tensor.Tensor) else tensor.asarray(x)


def isin(x: Any, t: Any, out: tensor.Tensor | None = None, *, invert: bool = False, stream: Any = None) -> tensor.Tensor:
    """Whether each element of x is one of t's (`invert`: is none of them), as torch.isin: t of any shape
    (flattened here), operands of differing dtypes promoted. The generated operator's t is 1-D and not empty."""
    x, t = _tensor(x), _tensor(t)
    if t.size == 0:  # nothing to be in: the core refuses an empty t, which it reads whole
        result = tensor.full(x.shape, bool(invert), "bool", x.device)
        return result if out is None else out.copy_(result)
    return _generated_ops.isin(x, t.reshape(-1), out, invert=invert, stream=stream)


def nonzero(x: Any, out: tensor.Tensor | None = None, *, fill_value: int = -1, stream: Any = None) -> tensor.Tensor:
    """The indices of x's nonzero elements, [count, x.ndim] int64 in row-major order (torch.nonzero): counts
    them first (count_nonzero, waiting for the count), then the generated operator fills that many rows.
    With `out` ([k, x.ndim]) there is no count nor wait: its first k rows, the rest `fill_value`
    (torch.nonzero_static)."""
    x = _tensor(x)
    if out is not None and (out.ndim != 2 or out.shape[1] != x.ndim):
        raise _state.error(InvalidValueError, "anyrt.ops.nonzero", "out",
                           f"has shape {out.shape}: it needs [k, {x.ndim}] (a column per dim of x)")
    if out is None:
        count = int(count_nonzero(x, stream=stream).item())  # noqa: F405 (generated)
        out = tensor.empty((count, x.ndim), "int64", x.device)
    return _generated_ops.nonzero(x, out, fill_value=fill_value, stream=stream)


def masked_select(x: Any, mask: Any, out: tensor.Tensor | None = None, *, stream: Any = None) -> tensor.Tensor:
    """x's elements where mask (bool) is true, in row-major order of their broadcast shape, 1-D
    (torch.masked_select): counts them first (count_nonzero of the mask, waiting for the count). With `out`
    ([k]) there is no count nor wait: the first k of them, the rest 0."""
    x, mask = _tensor(x), _tensor(mask)
    try:
        shape = np.broadcast_shapes(x.shape, mask.shape)
    except ValueError:
        raise _state.error(InvalidValueError, "anyrt.ops.masked_select", "mask",
                           f"has shape {mask.shape}, which does not broadcast with x's {x.shape}") from None
    x, mask = x.expand(shape), mask.expand(shape)
    if out is None:
        count = int(count_nonzero(mask, stream=stream).item())  # noqa: F405 (generated)
        out = tensor.empty((count,), x.dtype, x.device)
    return _generated_ops.masked_select(x, mask, out, stream=stream)


def linspace(start: float, end: float, steps: int | None = None, out: tensor.Tensor | None = None, *,
             dtype: Any = "float32", device: Any = None, stream: Any = None) -> tensor.Tensor:
    """`steps` values evenly from start to end, both included (torch.linspace; numpy.linspace's default
    endpoint): the generated operator's torch symmetric form, so the last value is exactly end. `out`
    ([steps], any dtype of the operator) instead of dtype and device; steps may then be left out."""
    if steps is None:
        if out is None:
            raise _state.error(InvalidValueError, "anyrt.ops.linspace", "steps", "is missing: give steps or out")
        steps = out.shape[0] if out.ndim == 1 else -1
    if isinstance(steps, bool) or not isinstance(steps, (int, np.integer)) or steps < 0:
        raise _state.error(InvalidValueError, "anyrt.ops.linspace", "steps",
                           f"is {steps!r}: it needs a count of values, 0 or more (an int)")
    if out is None:
        out = tensor.empty((int(steps),), dtype, device)
    elif out.ndim != 1 or out.shape[0] != steps:
        raise _state.error(InvalidValueError, "anyrt.ops.linspace", "out",
                           f"has shape {out.shape}: it needs [{steps}] (steps values)")
    return _generated_ops.linspace(out, start=start, end=end, stream=stream)


def _int_result(name: str) -> Callable[..., Any]:
    """The operator `name`, whose integer (or bool) x gives the spec's `int_result` (int64: NumPy's and
    torch's promotion for sum, prod, cumsum, cumprod): x is cast to it first, so it accumulates and
    returns in it and an out= of it is taken. An out= of x's own dtype keeps x's (it wraps, as torch's
    dtype= of it does)."""
    generated = getattr(_generated_ops, name)
    wide = OPERATORS[name]["int_result"]
    narrow = {d for d in (*OPERATORS[name]["dtypes"], "bool") if d != wide and tensor.dtype(d).storage.kind in "iub"}
    signature = inspect.signature(generated)

    @functools.wraps(generated)
    def promoted(x: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(x, np.ndarray) and x.dtype.name in narrow:
            x = x.astype(wide)
        elif isinstance(x, tensor.Tensor) and x.dtype in narrow:
            bound = signature.bind(x, *args, **kwargs).arguments
            out = bound.get("out")
            if not isinstance(out, tensor.Tensor) or out.dtype != x.dtype:
                wider = tensor.empty(x.shape, wide, x.device)
                _generated_ops.cast(x, out=wider, stream=bound.get("stream"))  # in the operator's stream order
                x = wider
        return generated(x, *args, **kwargs)

    return promoted


for _name, _op in OPERATORS.items():
    if _op["int_result"] is not None:
        globals()[_name] = _int_result(_name)

tensor._ops = sys.modules[__name__]  # Tensor's arithmetic, contiguous and copy_ run these
