"""anyrt.ops: the operators of spec/operators.yaml as functions on Tensors (generated into
anyrt._gen.ops; see there for each signature), and other implementations of them: a Triton or
ninetoothed kernel (or any Python function) registered for a device kind is preferred over the
backend's C operator on devices of that kind.

Packages may register theirs without being imported by the program: an entry point in the group
`anyrt.op_implementations` names a function returning (operator, device kind, implementation)
triples; `anyrt info` lists what is registered."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from anyrt import _op_runtime, _state, tensor
from anyrt._errors import InvalidValueError
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


tensor._ops = sys.modules[__name__]  # Tensor's arithmetic, contiguous and copy_ run these
