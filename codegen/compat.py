"""Facts derived from spec/compat/ for the compatibility templates: the Paddle plugin host and the
InfiniRT/InfiniCCL API. Which anyrt function serves a foreign one always comes from the spec's
`analogue`; this module pairs them, checks the pairing, and spells the C that templates print."""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import naming, op_views, views
from .compat_model import CDecl, InfiniFunction, PaddleField, PaddleLayout
from .errors import Problem
from .loader import Document
from .model import Function, Operator, Param, Spec

PADDLE_FILE, INFINI_FILE = "compat/paddle.yaml", "compat/infinicore.yaml"
MAX_HOSTED = 8  # Paddle plugins one host library serves at once (one trampoline set each)
_LP64 = {"size_t": 8, "int": 4, "char": 1, "CustomRuntimeVersion": 24}


def analogue_index(spec: Spec, system: str) -> dict[str, Function]:
    """Foreign name -> the anyrt function whose `analogue` names it."""
    return {n: f for f in spec.functions for s, names in f.analogue if s == system for n in names}


# ---- semantic checks of spec/compat (run by spec_load.load)


def check(spec: Spec, docs: dict[str, Document]) -> list[Problem]:
    out: list[Problem] = []
    if spec.paddle is None or spec.infinicore is None:
        return out
    pdoc, idoc = docs[PADDLE_FILE], docs[INFINI_FILE]
    headers = {h.name: h for h in spec.infinicore.infiniop_headers}
    unserved = dict(spec.infinicore.infiniop_unserved_functions)
    served_in: dict[str, set[str]] = {}  # header -> the functions operators serve from it
    for op in spec.infiniop_operators:
        served_in.setdefault(op.infiniop_header, set()).update(infiniop_served_decls(spec, op))
    for op in spec.infiniop_operators:
        hname = op.infiniop_header
        if headers and hname not in headers:
            out.append(Problem(op.where.file, op.where.line,
                               f"operator {op.name}: InfiniCore has no include/infiniop/ops/{hname}.h "
                               f"({INFINI_FILE}: infiniop.headers)"))
            continue
        if not headers:
            continue
        calls = {a.name for a in op.attrs_at("call")}
        for name in (n for n in op.infiniop_create_attrs if n not in calls):
            out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: infiniop create_attrs names {name}, "
                               "which is no call-time attribute"))
        inputs = {t.name for t in op.tensors if not t.is_out}
        for name in (t for t, _scalar in op.infiniop_scalar_inputs if t not in inputs):
            out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: infiniop scalar_inputs names {name}, "
                               "which is no input tensor"))
        if op.infiniop_reduce_dims and (op.reduces is None or op.attrs or op.infiniop_create_attrs):
            out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: infiniop reduce_dims is for a "
                               "reduction without attributes"))
        ours = infiniop_served_decls(spec, op)
        theirs = dict(headers[hname].functions)
        for name, params in ours.items():
            if name not in theirs:
                out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: InfiniCore's {hname}.h declares no "
                                   f"{name} (it has {', '.join(theirs)}): check the entry's infiniop name"))
            elif [_ctype(p) for p in params] != [_ctype(p.type) for p in theirs[name]]:
                out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: {name} takes "
                                   f"({', '.join(p.type for p in theirs[name])}) in InfiniCore's {hname}.h, but the "
                                   f"entry gives ({', '.join(params)}): check its tensors' order and its attributes"))
        recorded = dict(headers[hname].enums)
        for a in (a for a in op.attrs if a.type not in ("float", "int", "int64", "bool", "int_array")):
            ctype = op_views.infiniop_attr_type(spec, op, a)
            mine = [(op_views.infiniop_enum_value(v), v.value) for v in spec.enum(a.type).values]
            upstream = [kv for kv in recorded.get(ctype, ()) if not kv[0].endswith("_COUNT")]
            if mine != upstream:
                out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: attribute {a.name}'s enum "
                                   f"{a.type} is {mine} by its infiniop analogues, but InfiniCore's {ctype} is {upstream}"))
        for name in (n for n in theirs if n not in served_in[hname] and n not in unserved):
            out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: InfiniCore's {hname}.h also declares "
                               f"{name}: serve it or list it in {INFINI_FILE}: infiniop.unserved_functions with why"))
    ops = {op.name for op in spec.operators}
    for h, names, _how in spec.infinicore.infiniop_adapters:
        where = idoc.line("infiniop", "adapters", h)
        if headers and h not in headers:
            out.append(Problem(INFINI_FILE, where, f"infiniop.adapters: {h}: InfiniCore has no include/infiniop/ops/{h}.h"))
        if h in served_in:
            out.append(Problem(INFINI_FILE, where, f"infiniop.adapters: {h}.h is served by an operator's `infiniop:` too"))
        for name in (n for n in names if n not in ops):
            out.append(Problem(INFINI_FILE, where, f"infiniop.adapters: {h}: {name} is no operator of spec/operators.yaml"))
    out += _check_unserved_headers(spec, idoc, set(served_in) | {h for h, _o, _w in spec.infinicore.infiniop_adapters})
    for i, f in enumerate(spec.infinicore.functions):
        if f.host_sync and f.host_sync not in {q.name for q in f.params}:
            out.append(Problem(INFINI_FILE, idoc.line("functions", i), f"{f.name}: host_sync '{f.host_sync}' is no parameter"))
        for rule, value in f.cpu:
            if rule == "also_frees" and value not in {g.name for g in spec.functions}:
                out.append(Problem(INFINI_FILE, idoc.line("functions", i), f"{f.name}: cpu.also_frees '{value}' is no function"))
            if rule != "also_frees" and value not in {q.name for q in f.params}:
                out.append(Problem(INFINI_FILE, idoc.line("functions", i), f"{f.name}: cpu.{rule} '{value}' is no parameter"))
    pd = spec.paddle
    fields = {f.name for f in pd.functions}
    serves = analogue_index(spec, "paddle")
    for name in sorted(set(serves) - fields):
        out.append(Problem(serves[name].where.file, serves[name].where.line,
                           f"{serves[name].name}: analogue paddle '{name}' is no field of C_DeviceInterface"))
    for gi, g in enumerate(pd.groups):
        for fi, f in enumerate(x for x in g.fields if x.reserved is None and x.data_type is None):
            line = pdoc.line("groups", gi, "fields", fi)
            if f.name in serves and f.unserved:
                out.append(Problem(PADDLE_FILE, line, f"{f.name}: served by `{serves[f.name].name}` yet marked unserved"))
            if f.name not in serves and not f.unserved:
                out.append(Problem(PADDLE_FILE, line, f"{f.name}: no spec function names it in `analogue` "
                                                    "and it has no `unserved` reason"))
    kinds = {v.name for v in spec.enum("device_kind").values}
    for kind in [pd.default_kind] + [k for _, k in pd.device_types]:
        if kind not in kinds:
            out.append(Problem(PADDLE_FILE, pdoc.line("device_types"), f"unknown device kind '{kind}'"))
    for name in pd.required:
        if name not in fields:
            out.append(Problem(PADDLE_FILE, pdoc.line("required"), f"required '{name}' is no field"))
    slot_names = {f.name for f in spec.slots}
    for slot, field in pd.host_slots:
        if slot not in slot_names or field not in fields:
            out.append(Problem(PADDLE_FILE, pdoc.line("host_slots"), f"host_slots: '{slot}: {field}' names no slot/field"))
    members = {f.name for f in pd.members}
    sizes: dict[int, str] = {}
    for li, lay in enumerate(pd.layouts):
        line = pdoc.line("layouts", li)
        for name in lay.absent + tuple(k for k, _ in lay.signatures):
            if name not in members:
                out.append(Problem(PADDLE_FILE, line, f"layout {lay.name}: '{name}' is no member of C_DeviceInterface"))
        if paddle_layout_size(spec, lay) != lay.interface_size:
            out.append(Problem(PADDLE_FILE, line, f"layout {lay.name}: its members take {paddle_layout_size(spec, lay)} "
                                                f"bytes, not interface_size {lay.interface_size}"))
        if lay.interface_size in sizes:  # the host tells layouts apart by this size alone
            out.append(Problem(PADDLE_FILE, line, f"layout {lay.name}: interface_size {lay.interface_size} is also "
                                                f"layout {sizes[lay.interface_size]}'s"))
        sizes[lay.interface_size] = lay.name
    statuses = {v.name for v in spec.enum("status").values}
    for f in pd.functions:
        for _, st in f.status:
            if st not in statuses:
                out.append(Problem(PADDLE_FILE, pdoc.line("groups"), f"{f.name}: unknown anyrt status '{st}'"))

    ic = spec.infinicore
    index = analogue_index(spec, "infinirt") | analogue_index(spec, "infiniccl")
    infini_statuses = {v.name for v in ic.enum("infiniStatus_t").values}
    for c in ic.checks:
        if c.status not in infini_statuses:
            out.append(Problem(INFINI_FILE, idoc.line("checks"), f"check {c.rule}: unknown status '{c.status}'"))
    rules = {c.rule for c in ic.checks}
    handle_names = {h.name for h in ic.handles}
    for i, f in enumerate(ic.functions):
        line = idoc.line("functions", i)
        types = {p.name: p.type for p in f.params}
        for rule, names in f.check:
            if rule not in rules:
                out.append(Problem(INFINI_FILE, line, f"{f.name}: check '{rule}' is not in the `checks` table"))
            for n in names:
                want = "infiniDevice_t" if rule == "device_type" else "pointer or handle"
                ok = types.get(n) == "infiniDevice_t" if rule == "device_type" else \
                    n in types and (types[n].endswith("*") or types[n] in handle_names)
                if not ok:
                    out.append(Problem(INFINI_FILE, line, f"{f.name}: check {rule} names '{n}', which is no {want} param"))
        if f.unserved:
            if f.name in index:
                out.append(Problem(INFINI_FILE, line, f"{f.name}: served by `{index[f.name].name}` yet marked unserved"))
            continue
        if f.name not in index:
            out.append(Problem(INFINI_FILE, line, f"{f.name}: no spec function names it in `analogue` and no `unserved`"))
            continue
        if f.adapt is None:
            passed = [p for p in f.params if p.name not in f.drop]
            wanted = [q for q in index[f.name].params if q.public and q.name not in dict(f.const)]
            if len(passed) != len(wanted):
                out.append(Problem(INFINI_FILE, line, f"{f.name}: {len(passed)} params pass to "
                                                    f"`{index[f.name].name}`, which takes {len(wanted)}"))
    mapped = {v.name for e in spec.enums if e.name == "status" for v in e.values if dict(v.analogue).get("infinirt")}
    for name in sorted(statuses - mapped - {k for k, _ in ic.status_defaults}):
        out.append(Problem(INFINI_FILE, idoc.line("status_defaults"), f"status '{name}' maps to no InfiniCore status"))
    return out


# ---- Paddle: released layouts


def paddle_layout_members(spec: Spec, layout: PaddleLayout) -> list[PaddleField]:
    """The layout's members after `size`, in order."""
    assert spec.paddle is not None
    return [f for f in spec.paddle.members if f.name not in layout.absent]


def paddle_layout_size(spec: Spec, layout: PaddleLayout) -> int:
    return 8 + sum(8 * (f.reserved or 1) for f in paddle_layout_members(spec, layout))


def paddle_layout_binds(spec: Spec, layout: PaddleLayout, f: PaddleField) -> bool:
    """Whether the host binds field `f` of a plugin built with `layout`: present there, with
    develop's signature (a field whose params differ is never called through develop's type)."""
    differs = dict(layout.signatures)
    return f.name not in layout.absent and (f.name not in differs or differs[f.name] == f.params)


# ---- Paddle: the header


def paddle_member_decl(f: PaddleField) -> str:
    if f.reserved is not None:
        return f"void* {f.name}[{f.reserved}]"
    if f.data_type is not None:
        return f"{f.data_type} {f.name}"
    return f"C_Status (*{f.name})({', '.join(p.text for p in f.params) or 'void'})"


def paddle_member_offsets(spec: Spec) -> list[tuple[str, int]]:
    """(member, byte offset on LP64) for C_DeviceInterface; every member is pointer-sized."""
    assert spec.paddle is not None
    out, offset = [("size", 0)], 8
    for f in spec.paddle.members:
        out.append((f.name, offset))
        offset += 8 * (f.reserved or 1)
    out.append(("sizeof", offset))
    return out


def struct_offsets(fields: tuple[CDecl, ...]) -> list[tuple[str, int]]:
    """(field, LP64 offset) plus ("sizeof", size) for a struct of size_t, pointers, ints and chars."""
    out, offset, align = [], 0, 1
    for d in fields:
        size = 8 if d.type.endswith("*") else _LP64[d.type]
        a = min(size, 8)
        offset = (offset + a - 1) // a * a
        out.append((d.name, offset))
        offset += size * (int(d.array) if d.array else 1)
        align = max(align, a)
    out.append(("sizeof", (offset + align - 1) // align * align))
    return out


# ---- Paddle: the host


def paddle_serves(spec: Spec, f: PaddleField) -> Function | None:
    return analogue_index(spec, "paddle").get(f.name)


def paddle_status_map(spec: Spec, f: PaddleField | None) -> list[tuple[str, str]]:
    """(C_Status constant, ANYRT_STATUS_ constant) for a field, its overrides applied."""
    assert spec.paddle is not None
    base = next(e for e in spec.paddle.enums if e.name == "C_Status")
    over = dict(f.status) if f else {}
    return [(v.name, views.status_const(over.get(v.name, v.anyrt or "internal_error"))) for v in base.values]


def paddle_enum_map(spec: Spec, enum: str) -> list[tuple[str, str]]:
    """(anyrt constant, Paddle constant) for values of a Paddle enum that name an anyrt value."""
    assert spec.paddle is not None
    e = next(x for x in spec.paddle.enums if x.name == enum)
    anyrt_enum = {"C_DataType": "dtype", "C_CCLReduceOp": "reduce_op"}[enum]
    return [(naming.c_constant(anyrt_enum, v.anyrt), v.name) for v in e.values if v.anyrt and v.anyrt != "invalid"]


@dataclass(frozen=True)
class HostSlot:
    name: str
    decls: list[str]  # the backend slot's parameter declarations
    args: list[str]  # their names, to forward
    fields: list[str]  # Paddle fields whose presence makes the slot present
    how: str  # "fields" | "host"


def host_slots(spec: Spec) -> list[HostSlot]:
    """Every backend-table slot the Paddle host fills, in slot order."""
    assert spec.paddle is not None
    by_fn: dict[str, list[str]] = {}
    for name, fn in analogue_index(spec, "paddle").items():
        by_fn.setdefault(fn.name, []).append(name)
    host = dict(spec.paddle.host_slots)
    order = [f.name for f in spec.paddle.functions]
    out = []
    for f in spec.slots:
        if f.name not in by_fn and f.name not in host:
            continue
        decls = [d for d in views.slot_decls(spec, f) if d != "void"]
        args = [d.rsplit(" ", 1)[1].lstrip("*") for d in decls]
        fields = sorted(by_fn.get(f.name, []), key=order.index) + ([host[f.name]] if f.name in host else [])
        out.append(HostSlot(f.name, decls, args, fields, "fields" if f.name in by_fn else "host"))
    return out


def paddle_kind_of(spec: Spec) -> list[tuple[str, str]]:
    assert spec.paddle is not None
    return [(t, naming.c_constant("device_kind", k)) for t, k in spec.paddle.device_types]


def paddle_coverage(spec: Spec) -> list[tuple[str, str, str, str]]:
    """(field, group, Paddle requirement, how anyrt serves it) for every C_DeviceInterface function."""
    assert spec.paddle is not None
    rows = []
    index = analogue_index(spec, "paddle")
    for f in spec.paddle.functions:
        req = "required" if f.name in spec.paddle.required else "optional"
        fn = paddle_serves(spec, f)
        if fn is None:
            how = f"not served: {f.unserved}"
        elif fn.role == "core":
            how = f"checked at load, never called: anyrt's core answers `{naming.c_function(fn.name)}` itself"
        else:
            how = f"slot `{fn.name}`"
            peers = [n for n, g in index.items() if g is fn and n != f.name]
            if peers:
                how += f" (with {', '.join(f'`{n}`' for n in peers)})"
            if req == "required":
                how += "; when NULL: refused at load (Paddle requires it)"
            elif fn.requirement == "required":
                how += (f"; when NULL: NOT_SUPPORTED for its case, and refused at load when {'all are' if peers else 'it is'}"
                        " NULL (anyrt requires the slot)")
            elif fn.fallback:
                how += f"; when NULL: anyrt fallback, {views.fallback_text(fn)}"
            else:
                how += "; when NULL: NOT_SUPPORTED"
            hosted = [slot for slot, field in spec.paddle.host_slots if field == f.name]
            if hosted:
                how += f"; the host serves {', '.join(f'`{x}`' for x in hosted)} from what it was given"
        rows.append((f.name, f.group, req, how))
    return rows


# ---- InfiniRT / InfiniCCL


@dataclass(frozen=True)
class InfiniConv:
    """How one InfiniCore argument becomes one anyrt argument; its C is the macro of `kind` in
    _infini_compat.c.j2. kind: const (a fixed value), plain, cast, handle_in, handle_out,
    handle_array_out, enum_out, blob_in, blob_out."""

    kind: str
    name: str  # the InfiniCore param (const: the value)
    type: str  # its InfiniCore type
    qtype: str  # the anyrt C type it becomes
    count: str = ""  # handle_array_out: the param holding the length


@dataclass(frozen=True)
class InfiniPlan:
    """One InfiniRT/InfiniCCL function: the anyrt function it calls and how (names and kinds; the
    C is in _infini_compat.c.j2)."""

    fn: InfiniFunction
    anyrt: str | None  # anyrt function called, None if unserved
    unused: tuple[str, ...]  # params the C must mark used
    convs: tuple[InfiniConv, ...]
    on_device: tuple[str, str] | None  # (kind param, index param): run on that device, then restore
    ready_out: str | None = None  # adapt ready_out: the param NOT_READY is written to
    counts_zero: str | None = None  # adapt absent_kind_counts_zero: the count param


def _check_unserved_headers(spec: Spec, idoc: Document, served: set[str]) -> list[Problem]:
    """Each InfiniOP header is served by an operator or recorded unserved with why (a `reasons` name,
    or the anyrt counterpart and how it differs), never both; an operator named as an unserved header
    is that header's recorded counterpart."""
    assert spec.infinicore is not None
    out: list[Problem] = []
    raw = idoc.data.get("infiniop", {})
    headers = [h.name for h in spec.infinicore.infiniop_headers]
    if not headers:
        return out
    unserved = {h: (why, counterpart) for h, why, counterpart in spec.infinicore.infiniop_unserved_headers}
    ops = {op.name: op for op in spec.operators}
    at = ("infiniop", "unserved_headers")
    for h, value in raw.get("unserved_headers", {}).items():
        where = idoc.line(*at, h)
        if h not in headers:
            out.append(Problem(INFINI_FILE, where, f"infiniop.unserved_headers: {h}: InfiniCore has no "
                               f"include/infiniop/ops/{h}.h (infiniop.headers)"))
        elif h in served:
            op = next((o.name for o in spec.infiniop_operators if o.infiniop_header == h), "infiniop.adapters")
            out.append(Problem(INFINI_FILE, where, f"infiniop.unserved_headers: {h}.h is served (operator {op}): "
                               "drop it here"))
        if isinstance(value, str) and value not in raw.get("reasons", {}):
            out.append(Problem(INFINI_FILE, where, f"infiniop.unserved_headers: {h}: '{value}' is none of "
                               f"infiniop.reasons ({', '.join(raw.get('reasons', {}))})"))
        elif isinstance(value, dict):
            c = ops.get(value["counterpart"])
            if c is None:
                out.append(Problem(INFINI_FILE, where, f"infiniop.unserved_headers: {h}: counterpart "
                                   f"{value['counterpart']} is no operator of spec/operators.yaml"))
            elif c.infiniop is not None:
                out.append(Problem(INFINI_FILE, where, f"infiniop.unserved_headers: {h}: counterpart {c.name} "
                                   f"serves {c.infiniop_header}.h: name the operator that has {h}.h's meaning"))
    for h in headers:
        if h not in served and h not in unserved:
            out.append(Problem(INFINI_FILE, idoc.line(*at), f"InfiniCore's include/infiniop/ops/{h}.h is neither served "
                               "(an operator's `infiniop:`) nor in infiniop.unserved_headers with why"))
    for op in spec.operators:
        h = next((x for x in headers if x.rsplit("/", 1)[-1] == op.name), None)
        if op.infiniop is None and h is not None and h not in served and unserved.get(h, ("", None))[1] != op.name:
            out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: InfiniOP has include/infiniop/ops/{h}.h "
                               "but the entry has no `infiniop:`: serve it under InfiniOP's name and signature, or "
                               f"record why not in {INFINI_FILE}: infiniop.unserved_headers.{h} "
                               f"{{counterpart: {op.name}, why: ...}}"))
    return out


def infini_decl(f: InfiniFunction) -> str:
    return f"infiniStatus_t {f.name}({', '.join(p.text for p in f.params) or 'void'})"


def _handle_types(spec: Spec) -> dict[str, str]:
    assert spec.infinicore is not None
    return {h.name: h.anyrt for h in spec.infinicore.handles if h.anyrt}


def _enum_types(spec: Spec) -> dict[str, str]:
    assert spec.infinicore is not None
    return {e.name: e.anyrt for e in spec.infinicore.enums if e.anyrt}


def _blob_types(spec: Spec) -> dict[str, str]:
    assert spec.infinicore is not None
    return {s.name: s.anyrt for s in spec.infinicore.structs if s.anyrt}


def _conv(spec: Spec, p: CDecl, q: Param, names: dict[str, str]) -> InfiniConv:
    """How infini param `p` becomes anyrt param `q`."""
    handles, enums, blobs = _handle_types(spec), _enum_types(spec), _blob_types(spec)
    qtype = views.base_c_type(spec, q.type)
    t, n = p.type, p.name
    base = t[:-1] if t.endswith("*") else t
    if t.endswith("*") and base in handles and q.array:
        return InfiniConv("handle_array_out", n, t, qtype, names[q.array])
    kind = ("handle_out" if t.endswith("*") and base in handles else "handle_in" if t in handles
            else "enum_out" if t.endswith("*") and base in enums else "blob_out" if t.endswith("*") and base in blobs
            else "blob_in" if t in blobs else "cast" if t in enums or (t != qtype and not t.endswith("*")) else "plain")
    return InfiniConv(kind, n, t, qtype)


def infini_check_status(spec: Spec, rule: str) -> str:
    """The InfiniCore status a dispatch-layer check returns (its C is in _infini_compat.c.j2)."""
    assert spec.infinicore is not None
    return next(c.status for c in spec.infinicore.checks if c.rule == rule)


def infini_plans(spec: Spec) -> list[InfiniPlan]:
    assert spec.infinicore is not None
    index = analogue_index(spec, "infinirt") | analogue_index(spec, "infiniccl")
    plans = []
    for f in spec.infinicore.functions:
        if f.unserved:
            checked = {n for _, names in f.check for n in names}
            plans.append(InfiniPlan(f, None, tuple(p.name for p in f.params if p.name not in checked), (), None))
            continue
        fn = index[f.name]
        const = dict(f.const)
        passed = [p for p in f.params if p.name not in f.drop]
        if f.adapt in ("kind_counts", "resource_snapshot"):  # whole bodies of their own in the template
            names = tuple(p.name for p in passed)
            on = (names[0], names[1]) if f.adapt == "resource_snapshot" else None
            plans.append(InfiniPlan(f, fn.name, f.drop, tuple(InfiniConv("plain", n, "", "") for n in names), on))
            continue
        on_device = None
        if f.adapt == "on_device":
            on_device = (passed[0].name, passed[1].name)
            passed = passed[2:]
        ready = passed.pop().name if f.adapt == "ready_out" else None
        wanted = [q for q in fn.params if q.public]
        it = iter(passed)
        pairs: list[tuple[CDecl | None, Param]] = [(None if q.name in const else next(it), q) for q in wanted]
        names = {q.name: (p.name if p else const[q.name]) for p, q in pairs}
        convs = tuple(InfiniConv("const", const[q.name], "", "") if p is None else _conv(spec, p, q, names)
                      for p, q in pairs)
        zero = passed[1].name if f.adapt == "absent_kind_counts_zero" else None
        plans.append(InfiniPlan(f, fn.name, f.drop, convs, on_device, ready, zero))
    return plans


def _ctype(t: str) -> str:
    """A C type spelled one way: `const void *`, `const void*` and `void const*` alike; `const size_t`
    and `size_t` alike for a value parameter (its const does not change the function's type)."""
    t = re.sub(r"\s*\*\s*", "*", " ".join(t.split()))
    t = re.sub(r"^(\w+) const\b", r"const \1", t)
    return t if "*" in t else re.sub(r"^const ", "", t)  # a value parameter's const is the callee's business


def infiniop_served_decls(spec: Spec, op: Operator) -> dict[str, list[str]]:
    """The InfiniOP functions the operator's entry serves, with their parameters' C types."""
    def types(decls: list[str]) -> list[str]:
        return [re.sub(r"\s*\b\w+$", "", d) for d in decls]

    desc = op_views.infiniop_name(op, "desc_t")
    decls = {"create": types(op_views.infiniop_create_decls(spec, op)), "workspace": [desc, "size_t *"],
             "run": types(op_views.infiniop_run_decls(spec, op)), "destroy": [desc]}
    return {op_views.infiniop_name(op, k): decls[k] for k in op_views.infiniop_kinds(op)}


def infiniop_unserved(spec: Spec) -> list[str]:
    """InfiniCore's operator headers no spec operator serves."""
    assert spec.infinicore is not None
    served = {op.infiniop_header for op in spec.infiniop_operators} | {h for h, _o, _w in spec.infinicore.infiniop_adapters}
    return [h.name for h in spec.infinicore.infiniop_headers if h.name not in served]


def infiniop_header_rows(spec: Spec) -> list[tuple[str, Operator | None, str]]:
    """(header, the operator serving it or None, why not where None) for every InfiniOP operator header,
    in the record's order; a header several operators serve (random_sample's batch) has a row each."""
    assert spec.infinicore is not None
    unserved = {h: (why, counterpart) for h, why, counterpart in spec.infinicore.infiniop_unserved_headers}
    rows: list[tuple[str, Operator | None, str]] = []
    for h in spec.infinicore.infiniop_headers:
        ops = [op for op in spec.infiniop_operators if op.infiniop_header == h.name]
        if ops:
            rows += [(h.name, op, "") for op in ops]
        else:
            why, counterpart = unserved.get(h.name, ("", None))
            rows.append((h.name, None, f"anyrt's `{counterpart}` differs: {why}" if counterpart else why))
    return rows


def infiniop_adapter(spec: Spec, header: str) -> tuple[tuple[str, ...], str] | None:
    """(the anyrt operators, how) of a header a hand-written adapter serves (infiniop.adapters), else None."""
    assert spec.infinicore is not None
    return next(((ops, how) for h, ops, how in spec.infinicore.infiniop_adapters if h == header), None)


def infiniop_adapter_functions(spec: Spec, header: str) -> list[tuple[str, tuple[CDecl, ...]]]:
    """The functions of an adapter's header, as InfiniCore declares them (the adapter's bodies take these)."""
    assert spec.infinicore is not None
    return list(next(h for h in spec.infinicore.infiniop_headers if h.name == header).functions)


def infiniop_unserved_exports(spec: Spec) -> list[tuple[str, tuple[CDecl, ...]]]:
    """Every InfiniOP function anyrt does not serve with its parameters (those of unserved headers, the
    unserved ones of served headers, operator_descriptor.h's), sorted by name: libinfiniop.so exports
    each with InfiniCore's signature, answering INFINI_STATUS_NOT_IMPLEMENTED."""
    assert spec.infinicore is not None
    unserved = set(infiniop_unserved(spec))
    named = {name for name, _why in spec.infinicore.infiniop_unserved_functions}
    out = [f for f in spec.infinicore.infiniop_base_functions if f[0] in named]
    out += [f for h in spec.infinicore.infiniop_headers for f in h.functions if h.name in unserved or f[0] in named]
    return sorted(out, key=lambda f: f[0])


def infini_status_map(spec: Spec) -> list[tuple[str, str]]:
    """(ANYRT_STATUS_ constant, infiniStatus_t constant) for every anyrt status."""
    assert spec.infinicore is not None
    defaults = dict(spec.infinicore.status_defaults)
    out = []
    for v in spec.enum("status").values:
        names = dict(v.analogue).get("infinirt", ())
        out.append((views.status_const(v.name), names[0] if names else defaults[v.name]))
    return out


def infini_enum_asserts(spec: Spec) -> list[tuple[str, str]]:
    """(InfiniCore constant, anyrt constant) pairs that must be equal for the casts to hold."""
    assert spec.infinicore is not None
    by_name = {}
    for e in spec.enums:
        for v in e.values:
            for system, names in v.analogue:
                if system in ("infinirt", "infiniccl"):
                    for n in names:
                        by_name.setdefault(n, naming.c_constant(e.name, v.name))
    pairs = []
    for e in spec.infinicore.enums:
        if e.anyrt and e.name != "infiniStatus_t":
            pairs += [(v.name, by_name[v.name]) for v in e.values if v.name in by_name]
    return pairs


def infini_coverage(spec: Spec) -> list[tuple[str, str, str]]:
    """(function, header, how it is served) for every InfiniRT/InfiniCCL function."""
    rows = []
    for plan in infini_plans(spec):
        f = plan.fn
        if plan.anyrt is None:
            how = f"not served: returns INFINI_STATUS_NOT_IMPLEMENTED ({f.unserved})"
        else:
            how = f"`{naming.c_function(plan.anyrt)}`"
            extra = {"kind_counts": "first INFINI_DEVICE_TYPE_COUNT kinds",
                     "absent_kind_counts_zero": "a kind no backend serves counts 0 devices, as in InfiniCore",
                     "on_device": "on the named device, then the current device is restored",
                     "resource_snapshot": "memory capacity only (valid_fields says so)",
                     "ready_out": "NOT_READY becomes INFINIRT_EVENT_NOT_READY"}.get(f.adapt or "")
            if f.drop:
                extra = f"`{', '.join(f.drop)}` unused"
            if f.const:
                extra = ", ".join(f"`{k}` = {v}" for k, v in f.const)
            if extra:
                how += f" ({extra})"
        if f.check:
            how += "; checks " + ", ".join(f"{rule} ({', '.join(f'`{n}`' for n in names)})" for rule, names in f.check)
        rows.append((f.name, f.header, how))
    return rows
