"""Facts for the validation and tracing layers of the dispatch: which memory each pointer param
reaches (spec `extent`), how each argument prints in a trace, and which stream a call's work runs on.

Both layers sit above the backend table, so they serve every backend; when neither is enabled a
call pays one branch per hook.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Function, Spec
from .views import PREPARE_ARGS

# printf conversion and cast for each scalar type, as JSON values
_SCALAR_FORMATS = {
    "int": ("%d", "(int)"),
    "size_t": ("%zu", "(size_t)"),
    "uint8_t": ("%u", "(unsigned)"),
    "uint32_t": ("%u", "(unsigned)"),
    "float": ("%g", "(double)"),
}
_POINTERS = ("void*", "const void*")


@dataclass(frozen=True)
class TraceArgs:
    """One `anyrt__trace_args` call: a printf format producing JSON members, and its arguments."""

    format: str
    args: tuple[str, ...]


def _member(spec: Spec, name: str, type_: str, value: str) -> tuple[str, str] | None:
    """(JSON member format, C argument) for one value, or None for values a trace does not print.
    `value` is a C expression; an output's is `ptr ? *ptr : 0`, so a null out pointer prints 0."""
    if type_ in _SCALAR_FORMATS:
        conv, cast = _SCALAR_FORMATS[type_]
        return f'\\"{name}\\":{conv}', f"{cast}{value}"
    if type_ in _POINTERS or type_ in {h.name for h in spec.handles}:
        return f'\\"{name}\\":\\"%p\\"', f"(const void*){value}"
    enum = next((e for e in spec.enums if e.name == type_), None)
    if enum is not None and not enum.bitmask:
        return f'\\"{name}\\":\\"%s\\"', f"anyrt__name_{enum.name}((int){value})"
    if enum is not None:
        return f'\\"{name}\\":%d', f"(int){value}"
    return None  # callbacks, blobs, structs: not printable as one JSON value


def _trace(members: list[tuple[str, str]]) -> TraceArgs | None:
    if not members:
        return None
    return TraceArgs(",".join(m for m, _ in members), tuple(a for _, a in members))


def trace_in(spec: Spec, f: Function) -> TraceArgs | None:
    """The call's inputs, printed when it enters (arrays print as their address)."""
    members = [_member(spec, p.name, "void*" if p.array else p.type, p.name) for p in f.params if p.public and not p.is_out]
    return _trace([m for m in members if m])


def trace_out(spec: Spec, f: Function) -> TraceArgs | None:
    """The call's single-value outputs, printed when it succeeded, and, as NAME_used, the enum
    arguments its `prepare` hook resolved (memcpy's `default` kind and the direction it ran)."""
    outs = [p for p in f.params if p.public and p.is_out and not p.array]
    members = [_member(spec, p.name, p.type, f"({p.name} ? *{p.name} : 0)") for p in outs]
    enums = {e.name for e in spec.enums}
    resolved = [a[1:] for a in PREPARE_ARGS.get(f.prepare or "", ()) if a.startswith("&")]
    members += [_member(spec, f"{p.name}_used", p.type, p.name) for p in f.params if p.name in resolved and p.type in enums]
    return _trace([m for m in members if m])


def records_site(f: Function) -> bool:
    """Whether validation keeps the caller's location: the call creates an object it tracks (a handle
    or an allocation) or accesses memory (an `extent`, whose races name both sites)."""
    return any(p.lifetime == "create" or p.alloc or p.extent is not None for p in f.params)


def task_stream(f: Function) -> str | None:
    """The local holding the backend stream an async call's work runs on."""
    if not f.is_async:
        return None
    return next(f"{p.name}_raw" for p in f.params if p.type == "stream" and not p.is_out)


