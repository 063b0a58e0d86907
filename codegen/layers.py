"""Facts for the validation and tracing layers of the dispatch: which memory each pointer param
reaches (spec `extent`), how each argument prints in a trace, and which stream a call's work runs on.

Both layers sit above the backend table, so they serve every backend; when neither is enabled a
call pays one branch per hook.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Function, Param, Spec
from .views import PREPARE_ARGS

_SCALARS = ("int", "size_t", "uint8_t", "uint32_t", "float")
_POINTERS = ("void*", "const void*")


@dataclass(frozen=True)
class TraceValue:
    """One value a trace prints as a JSON member (its C is in templates/_layers.j2)."""

    label: str  # the JSON member's name
    name: str  # the C param
    kind: str  # scalar, pointer, enum (printed by name) or bitmask (printed as a number)
    type: str
    out: bool = False  # an out param: the value it points to (0 when the pointer is NULL)


def _value(label: str, p: Param, out: bool = False) -> TraceValue | None:
    """None for values a trace does not print (callbacks, blobs, structs); arrays print their address."""
    kind = "pointer" if p.array else {"scalar": "scalar", "pointer": "pointer", "handle": "pointer", "enum": "enum",
                                      "bitmask": "bitmask"}.get(p.category)
    if kind is None or (kind == "scalar" and p.type not in _SCALARS):
        return None
    return TraceValue(label, p.name, kind, p.type, out)


def trace_in(spec: Spec, f: Function) -> list[TraceValue]:
    """The call's inputs, printed when it enters (arrays print as their address)."""
    values = [_value(p.name, p) for p in f.params if p.public and not p.is_out]
    return [v for v in values if v]


def trace_out(spec: Spec, f: Function) -> list[TraceValue]:
    """The call's single-value outputs, printed when it succeeded, and, as NAME_used, the enum
    arguments its `prepare` hook resolved (memcpy's `default` kind and the direction it ran)."""
    values = [_value(p.name, p, out=True) for p in f.params if p.public and p.is_out and not p.array]
    resolved = [a[1:] for a in PREPARE_ARGS.get(f.prepare or "", ()) if a.startswith("&")]
    values += [_value(f"{p.name}_used", p) for p in f.params if p.name in resolved and p.category == "enum"]
    return [v for v in values if v]


def records_site(f: Function) -> bool:
    """Whether validation keeps the caller's location: the call creates an object it tracks (a handle
    or an allocation) or accesses memory (an `extent`, whose races name both sites)."""
    return any(p.lifetime == "create" or p.alloc or p.extent is not None for p in f.params)


def task_stream(f: Function) -> str | None:
    """The local holding the backend stream an async call's work runs on."""
    if not f.is_async:
        return None
    return next(f"{p.name}_raw" for p in f.params if p.type == "stream" and not p.is_out)


