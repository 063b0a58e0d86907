"""Typed, frozen model of the compatibility descriptions in spec/compat/: the Paddle Custom Runtime
plugin ABI anyrt hosts and the InfiniCore C API anyrt serves."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .loader import Document

_DECL = re.compile(r"^(?P<type>.*?[\s*])(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:\[(?P<array>[A-Z0-9_]+)\])?$")


@dataclass(frozen=True)
class CDecl:
    """One C declaration "type name" or "type name[N]" as written in spec/compat."""

    type: str
    name: str
    array: str | None

    @property
    def text(self) -> str:
        return f"{self.type} {self.name}" + (f"[{self.array}]" if self.array else "")


def decl(text: str) -> CDecl:
    m = _DECL.match(text.strip())
    if not m:
        raise ValueError(f"not a C declaration: {text!r}")
    typ = re.sub(r"\s+", " ", m.group("type").strip())
    typ = re.sub(r"\s*\*", "*", typ)
    return CDecl(typ, m.group("name"), m.group("array"))


@dataclass(frozen=True)
class CompatValue:
    name: str
    value: int
    anyrt: str | None


@dataclass(frozen=True)
class CompatEnum:
    name: str
    header: str | None
    anyrt: str | None
    values: tuple[CompatValue, ...]


@dataclass(frozen=True)
class PaddleType:
    kind: str  # struct | opaque | callback
    name: str
    tag: str | None
    pointer: bool
    names: tuple[str, ...]
    decls: tuple[CDecl, ...]  # struct fields or callback params


@dataclass(frozen=True)
class PaddleField:
    name: str
    group: str
    params: tuple[CDecl, ...]
    status: tuple[tuple[str, str], ...]  # (C_Status name, anyrt status) overrides
    unserved: str | None
    data_type: str | None  # set for a non-function field (e.g. cinn_interface)
    reserved: int | None  # set for a reserved block: its element count


@dataclass(frozen=True)
class PaddleGroup:
    name: str
    doc: str
    fields: tuple[PaddleField, ...]


@dataclass(frozen=True)
class PaddleLayout:
    """A released C_DeviceInterface layout: develop's members without `absent`, order kept."""

    name: str
    wheels: tuple[str, ...]
    interface_size: int
    absent: tuple[str, ...]
    params_absent: tuple[str, ...]
    signatures: tuple[tuple[str, tuple[CDecl, ...]], ...]  # fields whose params differ from develop's

    @property
    def ident(self) -> str:
        """The layout's name as a C identifier part (3.3 -> 3_3)."""
        return self.name.replace(".", "_")


@dataclass(frozen=True)
class PaddleCompat:
    doc: str
    entry: str
    version: tuple[int, int, int]
    default_kind: str
    device_types: tuple[tuple[str, str], ...]
    required: tuple[str, ...]
    host_slots: tuple[tuple[str, str], ...]  # (anyrt slot, Paddle field whose result the host keeps)
    enums: tuple[CompatEnum, ...]
    types: tuple[PaddleType, ...]
    params: tuple[PaddleType, ...]
    layouts: tuple[PaddleLayout, ...]
    groups: tuple[PaddleGroup, ...]

    @property
    def members(self) -> tuple[PaddleField, ...]:
        """Every member of C_DeviceInterface after `size`, in layout order (reserved blocks included)."""
        return tuple(f for g in self.groups for f in g.fields)

    @property
    def functions(self) -> tuple[PaddleField, ...]:
        return tuple(f for f in self.members if f.reserved is None and f.data_type is None)


@dataclass(frozen=True)
class InfiniHandle:
    name: str
    header: str
    tag: str | None
    anyrt: str | None


@dataclass(frozen=True)
class InfiniStruct:
    name: str
    header: str
    anyrt: str | None
    fields: tuple[CDecl, ...]


@dataclass(frozen=True)
class InfiniFunction:
    name: str
    header: str
    params: tuple[CDecl, ...]
    adapt: str | None
    const: tuple[tuple[str, str], ...]
    drop: tuple[str, ...]
    unserved: str | None
    check: tuple[tuple[str, tuple[str, ...]], ...]  # (rule, params), in the `checks` table's order
    host_sync: str | None = None  # the stream parameter a cpu device waits for (InfiniCore's CPU is synchronous)
    # InfiniCore's cpu device (std::malloc / std::free / std::memcpy underneath) while a cpu device is
    # current: `also_frees` the anyrt function that frees memory the analogue refuses as the other kind;
    # `zero_size` the size param whose 0 allocates one byte; `empty_noop` the size param whose 0 does nothing.
    cpu: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class InfiniCheck:
    """A check InfiniCore's dispatch layer makes before device code, and the status it returns."""

    rule: str
    status: str
    doc: str


@dataclass(frozen=True)
class InfiniopHeader:
    """One operator header of InfiniCore's include/infiniop/ops/, as recorded from upstream
    (tests/compat/infiniop_headers_upstream.py): what anyrt needs to install it with upstream's
    declarations."""

    name: str  # its path under include/infiniop/ops/, without ".h" ("add", "quant/per_channel_quant_int8")
    includes: tuple[str, ...]  # the operator headers it includes (same folder)
    enums: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]  # (typedef name, ((value name, value), ...))
    descriptors: tuple[str, ...]  # `typedef struct InfiniopDescriptor *<name>;`
    functions: tuple[tuple[str, tuple[CDecl, ...]], ...]  # (name, parameters), in the header's order

    @property
    def uses_bool(self) -> bool:
        """A parameter is `bool` (C needs <stdbool.h>, which C++ also takes)."""
        return any(re.search(r"\bbool\b", p.type) for _name, params in self.functions for p in params)


@dataclass(frozen=True)
class InfiniCompat:
    doc: str
    enums: tuple[CompatEnum, ...]
    status_defaults: tuple[tuple[str, str], ...]
    checks: tuple[InfiniCheck, ...]
    handles: tuple[InfiniHandle, ...]
    structs: tuple[InfiniStruct, ...]
    defines: tuple[tuple[str, int, str], ...]
    functions: tuple[InfiniFunction, ...]
    # InfiniOP: InfiniCore's operator headers (include/infiniop/ops/<name>.h) with the functions each
    # declares, why those anyrt does not serve are unserved, and InfiniOP functions of served headers
    # (or outside them) anyrt does not serve (with why)
    infiniop_headers: tuple[InfiniopHeader, ...] = ()
    infiniop_base_functions: tuple[tuple[str, tuple[CDecl, ...]], ...] = ()  # operator_descriptor.h's
    infiniop_unserved_functions: tuple[tuple[str, str], ...] = ()
    # every header no operator serves: (header, why, the anyrt operator that has it under another form or None)
    infiniop_unserved_headers: tuple[tuple[str, str, str | None], ...] = ()
    # headers served by a hand-written adapter (codegen/templates/_infiniop_adapters.c.j2, a macro named
    # as the header) over anyrt operators: (header, those operators, how InfiniOP's form is met)
    infiniop_adapters: tuple[tuple[str, tuple[str, ...], str], ...] = ()

    def enum(self, name: str) -> CompatEnum:
        return next(e for e in self.enums if e.name == name)


def _enum(raw: dict[str, Any]) -> CompatEnum:
    return CompatEnum(raw["name"], raw.get("header"), raw.get("anyrt"),
                      tuple(CompatValue(v["name"], v["value"], v.get("anyrt")) for v in raw["values"]))


def _ptype(raw: dict[str, Any]) -> PaddleType:
    return PaddleType(raw["kind"], raw.get("name", ""), raw.get("tag"), raw.get("pointer", False),
                      tuple(raw.get("names", ())), tuple(decl(d) for d in raw.get("fields", raw.get("params", ()))))


def build_paddle(doc: Document) -> PaddleCompat:
    d = doc.data
    groups = []
    for g in d["groups"]:
        fields = [PaddleField(f["name"], g["name"], tuple(decl(p) for p in f["params"]),
                              tuple(sorted(f.get("status", {}).items())), f.get("unserved"), None, None)
                  for f in g["fields"]]
        if "reserved" in g:
            fields.append(PaddleField(g["reserved"]["name"], g["name"], (), (), None, None, g["reserved"]["count"]))
        fields += [PaddleField(t["name"], g["name"], (), (), t["unserved"], t["type"], None) for t in g.get("tail", ())]
        groups.append(PaddleGroup(g["name"], g["doc"], tuple(fields)))
    v = d["version"]
    return PaddleCompat(
        doc=d["doc"], entry=d["entry"], version=(v["major"], v["minor"], v["patch"]), default_kind=d["default_kind"],
        device_types=tuple((t["device_type"], t["kind"]) for t in d["device_types"]), required=tuple(d["required"]),
        host_slots=tuple(sorted(d["host_slots"].items())),
        enums=tuple(_enum(e) for e in d["enums"]), types=tuple(_ptype(t) for t in d["types"]),
        params=tuple(_ptype(t) for t in d["params"]), groups=tuple(groups),
        layouts=tuple(PaddleLayout(str(x["name"]), tuple(map(str, x["wheels"])), x["interface_size"], tuple(x["absent"]),
                                   tuple(x.get("params_absent", ())),
                                   tuple((k, tuple(decl(p) for p in v)) for k, v in sorted(x.get("signatures", {}).items())))
                      for x in d["layouts"]),
    )


def _unserved_headers(raw: dict[str, Any]) -> tuple[tuple[str, str, str | None], ...]:
    """`unserved_headers`: a header -> a `reasons` name, or {counterpart, why}; an unknown reason name
    is kept as written (the check names it)."""
    reasons = raw.get("reasons", {})
    return tuple((h, reasons.get(v, v), None) if isinstance(v, str) else (h, v["why"], v["counterpart"])
                 for h, v in raw.get("unserved_headers", {}).items())


def build_infinicore(doc: Document) -> InfiniCompat:
    d = doc.data
    order = list(d["checks"])
    return InfiniCompat(
        doc=d["doc"], enums=tuple(_enum(e) for e in d["enums"]),
        status_defaults=tuple(d["status_defaults"].items()),
        checks=tuple(InfiniCheck(k, v["status"], v["doc"]) for k, v in d["checks"].items()),
        handles=tuple(InfiniHandle(h["name"], h["header"], h.get("tag"), h.get("anyrt")) for h in d["handles"]),
        structs=tuple(InfiniStruct(s["name"], s["header"], s.get("anyrt"), tuple(decl(f) for f in s["fields"]))
                      for s in d["structs"]),
        defines=tuple((x["name"], x["value"], x["header"]) for x in d["defines"]),
        functions=tuple(
            InfiniFunction(f["name"], f["header"], tuple(decl(p) for p in f["params"]), f.get("adapt"),
                           tuple(f.get("const", {}).items()), tuple(f.get("drop", ())), f.get("unserved"),
                           tuple(sorted(((k, tuple(v)) for k, v in f.get("check", {}).items()),
                                        key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))),
                           f.get("host_sync"), tuple(f.get("cpu", {}).items()))
            for f in d["functions"]
        ),
        infiniop_headers=tuple(
            InfiniopHeader(h, tuple(r.get("includes", ())),
                           tuple((e, tuple((k, v) for k, v in values)) for e, values in r.get("enums", {}).items()),
                           tuple(r.get("descriptors", ())),
                           tuple((f, tuple(decl(p) for p in params)) for f, params in r["functions"].items()))
            for h, r in d.get("infiniop", {}).get("headers", {}).items()),
        infiniop_base_functions=tuple((f, tuple(decl(p) for p in params))
                                      for f, params in d.get("infiniop", {}).get("base_functions", {}).items()),
        infiniop_unserved_functions=tuple(d.get("infiniop", {}).get("unserved_functions", {}).items()),
        infiniop_unserved_headers=_unserved_headers(d.get("infiniop", {})),
        infiniop_adapters=tuple((h, tuple(a["operators"]), a["how"])
                                for h, a in d.get("infiniop", {}).get("adapters", {}).items()),
    )
