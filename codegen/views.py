"""Facts derived from the model for templates: C declarations, call arguments, checks, docs text.

Templates only loop over these and print; each fact is computed here once.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import naming
from .model import SCALARS, Function, Param, Spec, Struct
from .vocabulary import CHECKS, FALLBACKS, TARGETS


def base_c_type(spec: Spec, type_name: str, side: str = "public") -> str:
    if type_name in SCALARS:
        return type_name
    if side == "backend" and type_name in {h.name for h in spec.handles}:
        return naming.c_backend_handle(type_name)
    return naming.c_type(type_name)


def param_c_decl(spec: Spec, p: Param, side: str = "public") -> str:
    base = base_c_type(spec, p.type, side)
    if p.is_out:
        return f"{base}* {p.name}"
    if p.array or p.category == "struct":
        return f"const {base}* {p.name}"
    return f"{base} {p.name}"


def slot_params(f: Function) -> tuple[Param, ...]:
    """Params passed to the backend slot: target kind/index params are replaced by `device`."""
    dropped = set(f.target.params) if TARGETS[f.target.how].drops else set()
    return tuple(p for p in f.params if p.name not in dropped)


def passes_device(f: Function) -> bool:
    return f.scope == "device"


def slot_decls(spec: Spec, f: Function) -> list[str]:
    decls = ["int device"] if passes_device(f) else []
    return decls + [param_c_decl(spec, p, "backend") for p in slot_params(f)] or ["void"]


def public_decls(spec: Spec, f: Function) -> list[str]:
    return [param_c_decl(spec, p) for p in f.params if p.public] or ["void"]


def is_handle(spec: Spec, p: Param) -> bool:
    return p.category == "handle"


def slot_arg(spec: Spec, p: Param) -> str:
    """Expression for `p` inside the dispatcher, where handles are already unwrapped into locals."""
    if is_handle(spec, p):
        return f"{p.name}_raw" if not p.is_out or p.array else f"&{p.name}_raw"
    return p.name


def impl_args(spec: Spec, f: Function) -> list[str]:
    return [slot_arg(spec, p) for p in slot_params(f)]


def impl_params(spec: Spec, f: Function) -> list[str]:
    return [param_c_decl(spec, p, "backend") for p in slot_params(f)]


@dataclass(frozen=True)
class Check:
    """One argument check of a dispatch: its kind (a codegen/vocabulary.py CHECKS key, spelled in C
    by the macro of that name in templates/_checks.j2) and what the macro needs."""

    kind: str
    status: str
    param: str
    type: str
    message: str
    after_target: bool
    core_message: bool = False  # the macro is a core call that writes its own message
    kind_expr: str = ""  # not_device_index: the device kind the index is of
    comm: str = ""  # not_rank_of_comm: the communicator's param


def implicit_checks(spec: Spec, f: Function) -> list[Check]:
    """The checks no `errors` entry states: null out pointers, and NULL for a handle being destroyed."""
    out: list[Check] = []
    for p in f.params:
        if p.is_out and not p.nullable and p.public:
            out.append(Check("null", "invalid_value", p.name, p.type, "must not be NULL", False))
        if p.lifetime == "destroy" and not p.nullable and is_handle(spec, p):
            # NULL names the default object elsewhere; the runtime owns that one and never destroys it.
            out.append(Check("null", "invalid_handle", p.name, p.type,
                             f"must be a {p.type} the caller created, not NULL (the default {p.type} is never destroyed)",
                             False))
    return out


def checks(spec: Spec, f: Function) -> list[Check]:
    """Argument checks: the implicit ones, then the spec's `errors`."""
    out = implicit_checks(spec, f)
    for e in f.errors:
        p = f.param(e.param)
        kind = CHECKS[e.check]
        comm = next((q.name for q in f.params if q.type == "comm" and not q.is_out), "")
        out.append(Check(e.check, e.status, p.name, p.type, kind.message.format(type=p.type), kind.after_target,
                         kind.core_message, _kind_expr(f), comm))
    return out


def _kind_expr(f: Function) -> str:
    if f.target.how == "kind_index":
        return f.target.params[0]
    return "anyrt__current_kind()"


def check_arg(f: Function, c: Check) -> str:
    """printf argument for the check's message, if it has a %d."""
    return f", (int){c.param}" if "%d" in c.message else ""


def status_const(name: str) -> str:
    return naming.c_constant("status", name)


def doc_signature(spec: Spec, f: Function) -> str:
    return f"{naming.c_function(f.name)}({', '.join(d for d in public_decls(spec, f) if d != 'void')})"


def fallback_text(f: Function) -> str:
    if f.role == "core":
        return "core"
    if f.fallback is None:
        return "none (NOT_SUPPORTED)" if f.requirement == "optional" else "required"
    fb = f.fallback
    return FALLBACKS[fb.strategy].words.format(via=fb.via, value=fb.value)


def stream_param(f: Function) -> str:
    """The name of `f`'s stream parameter (checks.py makes sure there is exactly one where asked)."""
    return next(p.name for p in f.params if p.type == "stream" and not p.is_out)


def one_rank_copy(f: Function) -> tuple[str, str] | None:
    """(source, destination) of a collective that, on a communicator of one rank, must leave its
    destination equal to its source (every reduction of one value is that value), else None."""
    if not any(p.type == "comm" and p.dir == "in" for p in f.params):
        return None
    src = [p.name for p in f.params if p.extent and not p.extent.counts and p.type == "const void*"]
    dst = [p.name for p in f.params if p.extent and not p.extent.counts and p.type == "void*"]
    return (src[0], dst[0]) if len(src) == 1 and len(dst) == 1 else None


def ordering_check(f: Function) -> str | None:
    """Which ordering case of the conformance suite (anyrt.toolkit.conformance_ordering) checks `f`,
    from what the spec says it means: a wait between streams, a query, a blocking wait on queued
    work, a host callback, or the time between events; None for the rest."""
    if f.role != "api":
        return None
    ins = [p for p in f.params if not p.is_out]
    if f.effect == "note_stream_wait":
        return "waits"
    if f.ready_status:
        return "ready"
    if f.prepare == "wrap_host_fn":
        return "callback"
    if f.blocks and all(p.type in ("stream", "event") for p in ins):
        return "blocks"
    if [p.type for p in f.params if p.is_out] == ["float"] and [p.type for p in ins] == ["event", "event"]:
        return "elapsed"
    return None


def needs_handwritten_fallback(f: Function) -> bool:
    return f.fallback is not None and not FALLBACKS[f.fallback.strategy].generic


# Fallbacks of stream-ordered calls that do their work on the host when called (a synchronize, host
# copies, a host wait, the host-staged collectives): a backend's own capture records none of it.
HOST_NOW_FALLBACKS = frozenset({"synchronous", "synchronize_then_call", "host_wait_event", "host_staged", "avg_via_sum"})


def fallback_runs_on_host_now(f: Function) -> bool:
    """Whether `f`'s fallback is refused while the backend captures the stream itself (native graphs)."""
    return f.is_async and f.fallback is not None and f.fallback.strategy in HOST_NOW_FALLBACKS


def agreement(f: Function) -> list[tuple[str, str, bool]]:
    """(name, int64 C expression, is a digest) of each argument every rank must pass alike (spec
    `agree:`), for the core's agreement step before a collective it composes
    (runtime/core/ccl_compose.c): a count array is compared by its digest."""
    if f.fallback is None or f.fallback.strategy != "via_send_recv":
        return []
    return [(p.name, f"anyrt__agree_digest({p.name}, {p.array})" if p.array else f"(int64_t){p.name}", bool(p.array))
            for p in f.params if p.agree]


def plain_args(f: Function) -> list[str]:
    """Arguments of an impl call made from inside another impl (params already raw)."""
    return [p.name for p in slot_params(f)]


def slot_call_args(f: Function) -> list[str]:
    return (["t->device"] if passes_device(f) else []) + plain_args(f)


_MEM_KIND = {"device": "ANYRT__MEM_DEVICE", "host": "ANYRT__MEM_HOST", "unified": "ANYRT__MEM_UNIFIED"}


def targets_handle(f: Function) -> bool:
    """Whether the call's target is a handle (its param names the device in extent messages)."""
    return TARGETS[f.target.how].handle


def comm_param(f: Function) -> str:
    """The name of f's communicator param."""
    return next(q.name for q in f.params if q.type == "comm" and not q.is_out)


def is_target_handle(f: Function, p: Param) -> bool:
    """Whether `p` is the handle the call targets (checked by targeting, not again as an argument)."""
    return f.target.how == p.type and f.target.params == (p.name,)


def mem_kind(memory: str) -> str:
    """The core's constant for an allocation of `memory`."""
    return _MEM_KIND[memory]


def handle_kind(type_: str) -> str:
    """The core's constant for a handle of `type_` (generated into anyrt_handle_kinds.h)."""
    return f"ANYRT__HANDLE_{type_.upper()}"


def release_size(f: Function) -> str:
    """The param a release writes the allocation's size to."""
    return next(q.name for q in f.params if q.source == "allocation_size")


def prepare_args(f: Function) -> list[str]:
    """The arguments of f's prepare hook after (call, target)."""
    return list(PREPARE_ARGS[f.prepare]) if f.prepare else []


# The arguments each prepare hook takes after (call, target): "&x" where the hook may rewrite x.
PREPARE_ARGS = {
    "infer_memcpy_kind": ("dst", "src", "&kind"),
    "wrap_host_fn": ("&fn", "&user_data"),
}


# ---- Python raw wrappers

_PY_SCALAR = {"int": "int", "size_t": "int", "uint8_t": "int", "uint32_t": "int", "float": "float", "const char*": "bytes"}


def py_param_type(spec: Spec, p: Param) -> str:
    if p.array and not p.is_out:
        return "Sequence[int] | None"
    if p.type in {b.name for b in spec.blobs}:
        return "bytes"
    return _PY_SCALAR.get(p.type, "int" if p.type in {e.name for e in spec.enums} else "Any")


def py_in_params(f: Function) -> list[Param]:
    return [p for p in f.params if p.public and not p.is_out]


def py_out_params(f: Function) -> list[Param]:
    return [p for p in f.params if p.public and p.is_out]


def py_out_new(spec: Spec, p: Param) -> str:
    """cffi allocation for an out param."""
    base = base_c_type(spec, p.type)
    if p.array:
        n = f"lib.{p.array}" if p.array.startswith("ANYRT_") else p.array
        return f'ffi.new("{base}[]", {n})'
    if p.type in {s.name for s in spec.structs}:  # the core writes only struct_size bytes
        return f'ffi.new("{base} *", {{"struct_size": ffi.sizeof("{base}")}})'
    return f'ffi.new("{base} *")'


def struct_size_macro(s: Struct) -> str:
    """The constant a caller sets a public struct's struct_size to."""
    return naming.c_constant(s.name, "struct_size")


def py_out_value(spec: Spec, p: Param) -> str:
    """Expression turning the out param's cdata into the Python result."""
    name = f"_{p.name}"
    if p.array:
        n = f"lib.{p.array}" if p.array.startswith("ANYRT_") else p.array
        return f"[{name}[i] for i in range({n})]"
    if p.type in {b.name for b in spec.blobs}:
        return f"bytes(ffi.buffer({name}))"
    if p.type in {s.name for s in spec.structs}:
        return name
    return f"{name}[0]"


def py_call_arg(spec: Spec, p: Param) -> str:
    if p.is_out:
        return f"_{p.name}"
    if p.array:
        return f'(ffi.new("{base_c_type(spec, p.type)}[]", list({p.name})) if {p.name} is not None else ffi.NULL)'
    if p.type in {b.name for b in spec.blobs}:
        return f"_blob_{p.name}[0]"
    return p.name


def py_return_type(spec: Spec, f: Function) -> str:
    outs = py_out_params(f)
    if f.ready_status:
        return "bool"
    types = [("list[int]" if p.array and not is_handle(spec, p) else "list[Any]" if p.array else
              "bytes" if p.type in {b.name for b in spec.blobs} else
              _PY_SCALAR.get(p.type, "int" if p.type in {e.name for e in spec.enums} else "Any")) for p in outs]
    if not types:
        return "None"
    return types[0] if len(types) == 1 else f"tuple[{', '.join(types)}]"


def cdef_decls(spec: Spec, f: Function) -> str:
    return f"anyrt_status_t {naming.c_function(f.name)}({', '.join(public_decls(spec, f))});"


def coverage_rows(spec: Spec, system: str) -> list[tuple[str, str]]:
    """(name in `system`, anyrt function) for every analogue name of `system`, sorted by name."""
    rows = {(n, f.name) for f in spec.functions for s, names in f.analogue if s == system for n in names}
    return sorted(rows)


def errors_text(spec: Spec, f: Function) -> str:
    """The spec's `errors` and the implicit checks (null out pointers, NULL destroyed handles), as the
    dispatch runs them."""
    words = [f"`{c.param}` NULL → {c.status.upper()}" for c in implicit_checks(spec, f)]
    words += [f"`{e.param}` {e.check.replace('_', ' ')} → {e.status.upper()}" for e in f.errors]
    return "; ".join(words) or "—"


def skeleton_unused(f: Function) -> list[str]:
    return (["device"] if passes_device(f) else []) + [p.name for p in slot_params(f)]


def capture_rule(f: Function) -> str:
    """How a stream's capture (runtime/core/capture.c) treats a public call of `f`: `record` (stream
    ordered: recorded with its arguments, replayed at launch), `unrecordable` (stream ordered, but it
    writes a result when called or frees memory, which a replay cannot repeat, or takes an array), `sync` (it waits for queued
    work), `alloc` (an allocation or free outside stream order), `query` (asks whether a stream is
    done), or "" (unaffected)."""
    if f.role != "api":
        return ""
    if f.is_async:
        # an array argument (launch_kernel's args) points at values the record would have to copy
        # deeply, which it does not yet: refused, as a result written at call time is
        return "unrecordable" if any(p.is_out or p.release or p.array for p in f.params) else "record"
    if f.blocks:
        return "sync"
    if any(p.alloc or p.release for p in f.params):
        return "alloc"
    if f.ready_status and f.target.how == "stream":
        return "query"
    return ""


def capture_held(spec: Spec, f: Function) -> list[Param]:
    """The handles a record of `f` references besides its stream (an event, a communicator): the
    graph holds each, so destroying it meanwhile does not reach the backend until the graph is gone."""
    if capture_rule(f) != "record":
        return []
    s = stream_param(f)
    return [p for p in slot_params(f) if is_handle(spec, p) and p.name != s and not p.is_out]


def native_held(spec: Spec, f: Function) -> list[Param]:
    """The handles a backend's own capture of `f` references besides its stream (launch_kernel's
    module, which the core's capture refuses): the core holds them for the graph as it holds its records'."""
    if capture_rule(f) not in ("record", "unrecordable"):
        return []
    s = stream_param(f)
    return [p for p in slot_params(f) if is_handle(spec, p) and p.name != s and not p.is_out]


def capture_held_kinds(spec: Spec) -> list[tuple[str, str, str]]:
    """(handle kind constant, destroy function, backend C type) of each handle type a graph may hold."""
    types = sorted({p.type for f in spec.functions for p in native_held(spec, f)})
    out = []
    for t in types:
        destroy = next(f for f in spec.functions
                       if f.role == "api" and any(p.type == t and p.lifetime == "destroy" for p in f.params))
        out.append((handle_kind(t), destroy.name, base_c_type(spec, t, "backend")))
    return out


def capture_kept(spec: Spec, f: Function) -> Param | None:
    """The handle `f` destroys if a graph may hold it (capture_held_kinds): its backend destroy waits
    for the last graph that holds it."""
    held = {t for t, _, _ in capture_held_kinds(spec)}
    return next((p for p in f.params if p.lifetime == "destroy" and is_handle(spec, p)
                 and handle_kind(p.type) in held), None)


def capture_fields(spec: Spec, f: Function) -> list[str]:
    """The C fields of f's record: every slot argument but the stream, which the launch gives."""
    return [param_c_decl(spec, p, "backend") for p in slot_params(f) if p.name != stream_param(f)]


def capture_replay_args(f: Function) -> list[str]:
    """The impl call's arguments in a replay: the record's fields, the launch's stream."""
    s = stream_param(f)
    return ["stream" if p.name == s else f"r->{p.name}" for p in slot_params(f)]


def runs_without_slot(f: Function) -> bool:
    """Whether `f` runs on a backend without its slot: it has a fallback that stands in alone
    (avg_via_sum still needs the slot, for the sum)."""
    return f.fallback is not None and f.fallback.strategy != "avg_via_sum"
