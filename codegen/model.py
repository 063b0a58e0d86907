"""The typed, frozen model of the spec. Everything generated is computed from a `Spec`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .compat_model import InfiniCompat, PaddleCompat, build_infinicore, build_paddle
from .loader import INTERFACE_FILES, Document

SYSTEMS = ("paddle", "infinirt", "infiniccl", "cuda")
SCALARS = ("int", "size_t", "uint8_t", "uint32_t", "float", "char", "void*", "const void*", "const char*")


def _names(value: str | list[str] | None) -> tuple[str, ...]:
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


def _analogue(raw: dict[str, Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((system, _names(raw.get(system))) for system in SYSTEMS if raw.get(system))


@dataclass(frozen=True)
class Located:
    file: str
    line: int


@dataclass(frozen=True)
class EnumValue:
    name: str
    value: int
    doc: str
    size: int | None
    analogue: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class Enum:
    name: str
    doc: str
    bitmask: bool
    values: tuple[EnumValue, ...]
    where: Located


@dataclass(frozen=True)
class Handle:
    name: str
    doc: str
    analogue: tuple[tuple[str, tuple[str, ...]], ...]
    noun: str  # the word messages use for it


@dataclass(frozen=True)
class Blob:
    name: str
    size: int
    doc: str
    analogue: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class Field:
    name: str
    type: str
    array: int | None
    doc: str


@dataclass(frozen=True)
class Struct:
    name: str
    doc: str
    fields: tuple[Field, ...]


@dataclass(frozen=True)
class CallbackParam:
    name: str
    type: str


@dataclass(frozen=True)
class Callback:
    name: str
    doc: str
    params: tuple[CallbackParam, ...]


@dataclass(frozen=True)
class Extent:
    """The memory a pointer param reaches: `bytes`, or `count` elements of `dtype` (times the
    communicator's size when `per_rank`), in memory of kind `memory` (`device`: an allocation of the
    call's device, or of device `device` when named; `addressable`: that, or pinned host memory of the
    same backend; `copy_dst`/`copy_src`: device memory when the call's memcpy kind says so; `any`:
    only bounded when it lies inside an allocation)."""

    memory: str
    bytes: str | None
    count: str | None
    dtype: str | None
    per_rank: bool
    device: str | None


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    dir: str
    nullable: bool
    array: str | None
    lifetime: str | None
    alloc: str | None
    size: str | None
    release: str | None
    source: str | None
    same_device: str | None
    device_from: str | None
    extent: Extent | None
    where: Located
    # What `type` names, resolved against types.yaml when the spec is built: scalar, pointer, enum,
    # bitmask, handle, blob, struct, callback, or unknown (a spec error at `where`).
    category: str = "unknown"

    @property
    def is_out(self) -> bool:
        return self.dir == "out"

    @property
    def public(self) -> bool:
        """False for params the core fills in for the backend (e.g. an allocation's size)."""
        return self.source is None


@dataclass(frozen=True)
class ErrorCase:
    status: str
    param: str
    check: str
    where: Located


@dataclass(frozen=True)
class Fallback:
    strategy: str
    via: str | None
    value: int | None


@dataclass(frozen=True)
class Target:
    """How a call finds its backend and device; `how` is one of the keys of the spec's target."""

    how: str
    params: tuple[str, ...]


@dataclass(frozen=True)
class Function:
    name: str
    doc: str
    since: str
    interface: str
    role: str
    scope: str
    target: Target
    requirement: str
    fallback: Fallback | None
    prepare: str | None
    blocks: bool
    effect: str | None
    ready_status: bool
    is_async: bool  # enqueues work on its stream and returns at once
    params: tuple[Param, ...]
    errors: tuple[ErrorCase, ...]
    analogue: tuple[tuple[str, tuple[str, ...]], ...]
    where: Located

    @property
    def has_slot(self) -> bool:
        return self.role != "core"

    @property
    def public(self) -> bool:
        return self.role != "lifecycle"

    def param(self, name: str) -> Param:
        return next(p for p in self.params if p.name == name)


@dataclass(frozen=True)
class Interface:
    name: str
    doc: str
    functions: tuple[Function, ...]


@dataclass(frozen=True)
class Backend:
    name: str
    device_kind: str
    doc: str
    sources: tuple[str, ...]
    include_dirs: tuple[str, ...]
    libraries: tuple[str, ...]
    detect: tuple[tuple[str, Any], ...]
    library_dirs: tuple[str, ...] = ()
    runtime_library_dirs: tuple[str, ...] = ()
    link_args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Spec:
    enums: tuple[Enum, ...]
    handles: tuple[Handle, ...]
    blobs: tuple[Blob, ...]
    structs: tuple[Struct, ...]
    callbacks: tuple[Callback, ...]
    interfaces: tuple[Interface, ...]
    backends: tuple[Backend, ...]
    paddle: PaddleCompat | None = None  # spec/compat/paddle.yaml
    infinicore: InfiniCompat | None = None  # spec/compat/infinicore.yaml

    @property
    def functions(self) -> tuple[Function, ...]:
        return tuple(f for i in self.interfaces for f in i.functions)

    @property
    def slots(self) -> tuple[Function, ...]:
        """Backend table slots: append-only, ordered by `since`, then by file order."""
        with_slot = [f for f in self.functions if f.has_slot]
        return tuple(sorted(with_slot, key=lambda f: since_key(f.since)))

    @property
    def abi_major(self) -> int:
        return max(since_key(f.since)[0] for f in self.functions)

    @property
    def abi_minor(self) -> int:
        major = self.abi_major
        return max(since_key(f.since)[1] for f in self.functions if since_key(f.since)[0] == major)

    def enum(self, name: str) -> Enum:
        return next(e for e in self.enums if e.name == name)

    def function(self, name: str) -> Function:
        return next(f for f in self.functions if f.name == name)


def since_key(since: str) -> tuple[int, int]:
    major, minor = since.split(".")
    return int(major), int(minor)


def _target(raw: dict[str, Any] | None) -> Target:
    if not raw:
        return Target("current", ())
    if "kind" in raw and "index" in raw:
        return Target("kind_index", (raw["kind"], raw["index"]))
    (how, value), = raw.items()
    return Target(how, tuple(value) if isinstance(value, list) else (value,))


def _extent(raw: dict[str, Any] | None) -> Extent | None:
    if raw is None:
        return None
    return Extent(raw["memory"], raw.get("bytes"), raw.get("count"), raw.get("dtype"), raw.get("per_rank", False),
                  raw.get("device"))


def _function(doc: Document, interface: str, i: int, raw: dict[str, Any], categories: dict[str, str]) -> Function:
    def loc(*path: str | int) -> Located:
        return Located(doc.name, doc.line("functions", i, *path))

    params = tuple(
        Param(
            name=p["name"], type=p["type"], dir=p["dir"], nullable=p.get("nullable", False),
            array=p.get("array"), lifetime=p.get("lifetime"), alloc=p.get("alloc"), size=p.get("size"),
            release=p.get("release"), source=p.get("source"), same_device=p.get("same_device"),
            device_from=p.get("device_from"), extent=_extent(p.get("extent")), where=loc("params", j),
            category=categories.get(p["type"], "unknown"),
        )
        for j, p in enumerate(raw["params"])
    )
    errors = tuple(
        ErrorCase(e["status"], e["param"], e["check"], loc("errors", j)) for j, e in enumerate(raw.get("errors", []))
    )
    fb = raw.get("fallback")
    return Function(
        name=raw["name"], doc=raw["doc"], since=raw["since"], interface=interface,
        role=raw.get("role", "api"), scope=raw.get("scope", "device"), target=_target(raw.get("target")),
        requirement=raw.get("requirement", "required" if raw.get("role") == "core" else "optional"),
        fallback=Fallback(fb["strategy"], fb.get("via"), fb.get("value")) if fb else None,
        prepare=raw.get("prepare"), blocks=raw.get("blocks", False), effect=raw.get("effect"),
        ready_status=raw.get("ready_status", False), is_async=raw.get("async", False),
        params=params, errors=errors, analogue=_analogue(raw["analogue"]), where=loc(),
    )


def build(docs: dict[str, Document]) -> Spec:
    """Turn schema-valid documents into the model (semantic checks run separately)."""
    types = docs["types.yaml"]
    enums = tuple(
        Enum(
            name=e["name"], doc=e["doc"], bitmask=e.get("bitmask", False),
            values=tuple(
                EnumValue(v["name"], v["value"], v["doc"], v.get("size"), _analogue(v["analogue"])) for v in e["values"]
            ),
            where=Located("types.yaml", types.line("enums", i)),
        )
        for i, e in enumerate(types.data["enums"])
    )
    handles = tuple(Handle(h["name"], h["doc"], _analogue(h["analogue"]), h.get("noun", h["name"]))
                    for h in types.data["handles"])
    blobs = tuple(Blob(b["name"], b["size"], b["doc"], _analogue(b["analogue"])) for b in types.data["blobs"])
    structs = tuple(
        Struct(s["name"], s["doc"], tuple(Field(f["name"], f["type"], f.get("array"), f["doc"]) for f in s["fields"]))
        for s in types.data["structs"]
    )
    callbacks = tuple(
        Callback(c["name"], c["doc"], tuple(CallbackParam(p["name"], p["type"]) for p in c["params"]))
        for c in types.data["callbacks"]
    )
    categories = {t: ("pointer" if t in ("void*", "const void*") else "scalar") for t in SCALARS}
    categories |= {e.name: "bitmask" if e.bitmask else "enum" for e in enums} | {h.name: "handle" for h in handles}
    categories |= {b.name: "blob" for b in blobs} | {s.name: "struct" for s in structs} | {c.name: "callback" for c in callbacks}
    interfaces = tuple(
        Interface(
            name=docs[f].data["interface"], doc=docs[f].data["doc"],
            functions=tuple(
                _function(docs[f], docs[f].data["interface"], i, raw, categories)
                for i, raw in enumerate(docs[f].data["functions"])
            ),
        )
        for f in INTERFACE_FILES
    )
    backends = tuple(
        Backend(
            name=b["name"], device_kind=b["device_kind"], doc=b["doc"], sources=tuple(b["sources"]),
            include_dirs=tuple(b["include_dirs"]), libraries=tuple(b["libraries"]),
            detect=tuple(sorted(b["detect"].items())),
            library_dirs=tuple(b.get("library_dirs", ())), runtime_library_dirs=tuple(b.get("runtime_library_dirs", ())),
            link_args=tuple(b.get("link_args", ())),
        )
        for b in docs["backends.yaml"].data["backends"]
    )
    paddle = build_paddle(docs["compat/paddle.yaml"]) if "compat/paddle.yaml" in docs else None
    infinicore = build_infinicore(docs["compat/infinicore.yaml"]) if "compat/infinicore.yaml" in docs else None
    return Spec(enums, handles, blobs, structs, callbacks, interfaces, backends, paddle, infinicore)
