"""Semantic checks the schema cannot express; all problems are reported at once."""

from __future__ import annotations

from collections import Counter

from .errors import Problem, SpecError
from .loader import Document
from .model import SCALARS, Function, Param, Spec
from .views import PREPARE_ARGS
from .vocabulary import CHECKS, FALLBACKS, POINTER_TYPES, TARGETS

# Strategies whose `via` must take the same public params (minus the stream, for `synchronous`).


def _check_function(spec: Spec, f: Function, known_types: set[str], out: list[Problem]) -> None:
    def bad(where_line: int, msg: str) -> None:
        out.append(Problem(f.where.file, where_line, f"{f.name}: {msg}"))

    names = {p.name: p for p in f.params}
    for name, n in Counter(p.name for p in f.params).items():
        if n > 1:
            bad(f.where.line, f"param '{name}' appears {n} times")
    for p in f.params:
        _check_param(spec, f, p, names, known_types, bad)

    statuses = {v.name for v in spec.enum("status").values}
    for e in f.errors:
        if e.status not in statuses:
            bad(e.where.line, f"errors: unknown status '{e.status}'")
        p = names.get(e.param)
        if p is None:
            bad(e.where.line, f"errors: unknown param '{e.param}'")
            continue
        _check_error_type(spec, f, e.check, p, lambda msg, line=e.where.line: bad(line, msg))

    if f.role == "core":
        if f.fallback:
            bad(f.where.line, "a core function has no backend slot, so no fallback")
    elif f.requirement == "required" and f.fallback:
        bad(f.where.line, "a required function cannot have a fallback")
    kind = FALLBACKS[f.fallback.strategy] if f.fallback else None
    if f.fallback and kind and kind.via:
        via = f.fallback.via
        if via is None:
            bad(f.where.line, f"fallback '{f.fallback.strategy}' needs 'via'")
        elif via not in {g.name for g in spec.functions}:
            bad(f.where.line, f"fallback via unknown function '{via}'")
        elif kind.via in ("same", "minus_stream"):
            mine = [p.name for p in f.params if p.public and not (kind.via == "minus_stream" and p.type == "stream")]
            theirs = [p.name for p in spec.function(via).params if p.public]
            if mine != theirs:
                bad(f.where.line, f"fallback via '{via}' needs params {mine}, '{via}' has {theirs}")
    if f.prepare:
        missing = [a.lstrip("&") for a in PREPARE_ARGS[f.prepare] if a.lstrip("&") not in names]
        if missing:
            bad(f.where.line, f"prepare '{f.prepare}' works on params named {missing}, which this function lacks")
    if f.fallback and kind and kind.stream and sum(p.type == "stream" and not p.is_out for p in f.params) != 1:
        bad(f.where.line, f"fallback '{f.fallback.strategy}' needs exactly one stream param (it synchronizes that stream)")
    if f.fallback and kind and kind.value and f.fallback.value is None:
        bad(f.where.line, f"fallback '{f.fallback.strategy}' needs 'value'")

    target = TARGETS[f.target.how]
    wants = [t.strip() for t in target.param_type.split(",")] if target.param_type else []
    for i, pname in enumerate(f.target.params):
        p = names.get(pname)
        if p is None:
            bad(f.where.line, f"target names unknown param '{pname}'")
            continue
        want = wants[min(i, len(wants) - 1)] if wants else None
        if want == "pointer":
            if p.type not in POINTER_TYPES:
                bad(p.where.line, f"target pointer '{pname}' must be a pointer, not {p.type}")
        elif want and p.type != want:
            bad(p.where.line, f"target param '{pname}' must be of type {want}, not {p.type}")
    if f.is_async and not any(p.type == "stream" and not p.is_out for p in f.params):
        bad(f.where.line, "an async function needs an in stream param to run in the order of")
    if f.scope == "backend" and f.target.how not in ("current", "kind"):
        bad(f.where.line, "a backend-scope function is targeted by the current device or a kind param")


def _check_param(spec: Spec, f: Function, p: Param, names: dict[str, Param], known: set[str], bad) -> None:  # noqa: ANN001
    if p.category == "unknown":
        bad(p.where.line, f"param '{p.name}' has unknown type '{p.type}'")
    if p.array and not p.array.startswith("ANYRT_") and p.array not in names:
        bad(p.where.line, f"param '{p.name}' array length names unknown param '{p.array}'")
    if p.lifetime == "create" and not (p.is_out and p.type in {h.name for h in spec.handles}):
        bad(p.where.line, f"param '{p.name}': lifetime create needs an out handle")
    if p.lifetime == "destroy" and (p.is_out or p.type not in {h.name for h in spec.handles}):
        bad(p.where.line, f"param '{p.name}': lifetime destroy needs an in handle")
    if p.alloc and not (p.is_out and p.type == "void*" and p.size in names):
        bad(p.where.line, f"param '{p.name}': alloc needs an out void* and a 'size' naming a param")
    if p.release and (p.is_out or p.type != "void*"):
        bad(p.where.line, f"param '{p.name}': release needs an in void*")
    if p.source == "allocation_size" and not any(q.release for q in f.params):
        bad(p.where.line, f"param '{p.name}': allocation_size needs a released pointer param")
    for ref in (p.same_device, p.device_from):
        if ref and ref not in names:
            bad(p.where.line, f"param '{p.name}' refers to unknown param '{ref}'")
    if p.extent:
        _check_extent(f, p, names, bad)
    if p.agree and not (f.is_async and not p.is_out and any(q.type == "comm" for q in f.params)
                        and p.type in ("size_t", "int", "dtype", "reduce_op")
                        and (p.array is None or (p.type == "size_t" and p.array in names))):
        bad(p.where.line, f"param '{p.name}': agree needs an in scalar (or a size_t array of known length) of an "
                          "async function with a comm param")


def _check_extent(f: Function, p: Param, names: dict[str, Param], bad) -> None:  # noqa: ANN001
    e = p.extent
    assert e is not None
    if p.type not in ("void*", "const void*") or p.is_out:
        bad(p.where.line, f"param '{p.name}': extent needs an in pointer")
    for ref, type_ in ((e.bytes, "size_t"), (e.count, "size_t"), (e.dtype, "dtype"), (e.device, "int")):
        if ref and (ref not in names or names[ref].type != type_):
            bad(p.where.line, f"param '{p.name}': extent refers to '{ref}', which must be a {type_} param")
    if (e.per_rank or e.counts) and not any(q.type == "comm" for q in f.params):
        bad(p.where.line, f"param '{p.name}': extent per_rank or counts needs a comm param")
    for ref in (e.counts, e.displs):
        if ref and (ref not in names or names[ref].type != "size_t" or names[ref].array is None):
            bad(p.where.line, f"param '{p.name}': extent refers to '{ref}', which must be a size_t array param")
    if (e.displs or e.own) and not e.counts:
        bad(p.where.line, f"param '{p.name}': extent displs and own need counts")
    if e.displs and e.own:
        bad(p.where.line, f"param '{p.name}': extent displs and own exclude each other")
    if e.memory.startswith("copy_") and names.get("kind", p).type != "memcpy_kind":
        bad(p.where.line, f"param '{p.name}': extent memory {e.memory} needs a memcpy_kind param named 'kind'")


def _check_error_type(spec: Spec, f: Function, check: str, p: Param, bad) -> None:  # noqa: ANN001
    kind = CHECKS[check]
    if not kind.applies(spec, f, p):
        bad(f"errors: check '{check}' does not apply to param '{p.name}' of type {p.type} (it needs {kind.wants})")


def check(spec: Spec, docs: dict[str, Document]) -> None:
    """Raise SpecError with every semantic problem of `spec`."""
    out: list[Problem] = []
    known = set(SCALARS) | {e.name for e in spec.enums} | {h.name for h in spec.handles}
    known |= {b.name for b in spec.blobs} | {c.name for c in spec.callbacks} | {s.name for s in spec.structs}
    for s in spec.structs:
        for fld in s.fields:
            if fld.type not in known:
                out.append(Problem("types.yaml", 1, f"struct {s.name}: field '{fld.name}' has unknown type '{fld.type}'"))

    for name, n in Counter(f.name for f in spec.functions).items():
        if n > 1:
            f = [g for g in spec.functions if g.name == name][-1]
            out.append(Problem(f.where.file, f.where.line, f"function '{name}' is defined {n} times"))
    ops = {op.name for op in spec.operators}
    for f in spec.functions:  # both are anyrt_<name> in C
        if f.name in ops:
            out.append(Problem(f.where.file, f.where.line, f"function '{f.name}' has the name of an operator "
                               "(both would be anyrt_" + f.name + ")"))
    for e in spec.enums:
        for what, counter in (("name", Counter(v.name for v in e.values)), ("value", Counter(v.value for v in e.values))):
            for key, n in counter.items():
                if n > 1:
                    out.append(Problem(e.where.file, e.where.line, f"enum {e.name}: {what} {key!r} is used {n} times"))
        for v in e.values:
            if e.name != "device_kind" and (v.host_memory or v.dlpack):
                out.append(Problem(e.where.file, e.where.line, f"enum {e.name}: {v.name}: host_memory and dlpack "
                                   "describe device kinds only"))
    for f in spec.functions:
        _check_function(spec, f, known, out)
    kinds = {v.name for v in spec.enum("device_kind").values}
    backends = docs["backends.yaml"]
    for i, b in enumerate(spec.backends):
        if b.device_kind not in kinds:
            line = backends.line("backends", i)
            out.append(Problem("backends.yaml", line, f"backend {b.name}: unknown device_kind '{b.device_kind}'"))
        if b.kind_alias is not None and (b.kind_alias not in kinds or b.kind_alias in ("cpu", "custom", "paddle")
                                         or b.device_kind != "custom"):
            out.append(Problem("backends.yaml", backends.line("backends", i), f"backend {b.name}: kind_alias "
                               f"'{b.kind_alias}' must be a device kind but cpu, custom and paddle, on a custom backend"))
    if out:
        raise SpecError(out)
