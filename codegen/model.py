"""The typed, frozen model of the spec. Everything generated is computed from a `Spec`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .compat_model import InfiniCompat, PaddleCompat, build_infinicore, build_paddle
from .loader import INTERFACE_FILES, Document
from .plugin_model import PaddlePlugin, build_plugin

SYSTEMS = ("paddle", "infinirt", "infiniccl", "infiniop", "cuda")
SCALARS = ("int", "int64_t", "size_t", "uint8_t", "uint32_t", "float", "char", "void*", "const void*", "const char*")
# Types the backend header defines itself (templates/anyrt_backend.h.j2), passed by const pointer.
BACKEND_STRUCTS = ("op_launch",)


def require_terms(side: str) -> tuple[str, ...]:
    """The sizes a `require` side adds up: "l" is (l,), "pos+s" (pos, s)."""
    return tuple(side.split("+"))


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
    host_memory: bool = False  # device_kind: its devices' memory is the host's
    dlpack: tuple[tuple[str, int], ...] = ()  # device_kind: (memory kind, DLPack DLDeviceType)


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
    communicator's size when `per_rank`), or the elements an array of per-rank `counts` reaches (their
    sum; with `displs`, the furthest end of a block; with `own`, this rank's count), in memory of kind
    `memory` (`device`: an allocation of the
    call's device, or of device `device` when named; `addressable`: that, or pinned host memory of the
    same backend; `copy_dst`/`copy_src`: device memory when the call's memcpy kind says so; `any`:
    only bounded when it lies inside an allocation)."""

    memory: str
    bytes: str | None
    count: str | None
    dtype: str | None
    per_rank: bool
    device: str | None
    counts: str | None = None
    displs: str | None = None
    own: bool = False


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
    # A collective's argument every rank must pass alike (a count array: compared by digest).
    agree: bool = False

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
    kind_alias: str | None = None  # the enum kind a vendor kind also serves (InfiniCore programs reach it)
    # The language of its native kernels (c, cuda, opencl): the generator emits the expression families in it
    kernel_language: str | None = None


@dataclass(frozen=True)
class OpDim:
    """One dim of a tensor's pattern: a named size (`div`: the tensor has symbol/div of it, exactly;
    negative: ceil(symbol/-div); `add` more: b+1), or a literal."""

    symbol: str | None
    value: int | None = None
    div: int = 1
    add: int = 0

    @property
    def text(self) -> str:
        if self.symbol is None:
            return str(self.value)
        base = self.symbol if self.div == 1 else f"{self.symbol}/{self.div}" if self.div > 1 else \
            f"ceil({self.symbol}/{-self.div})"
        return f"{base}+{self.add}" if self.add else base


@dataclass(frozen=True)
class OpTensor:
    name: str
    role: str  # in | out
    batch: bool  # its dims start with "...": leading dims that broadcast against the first output's
    dims: tuple[OpDim, ...]  # the trailing dims
    dtypes: tuple[str, ...] | None  # None: the operator's dtype
    contiguous: bool
    unused: bool  # only fixes a shape (InfiniOP's zeros/ones `x`): kernels never read it
    doc: str
    read_when: str | None = None  # an output the operator reads when this attribute is not 0
    # InfiniOP's create takes no descriptor for it (anyrt's takes NULL): contiguous, its one dtype, its
    # dims the named sizes, where a size named after an int attribute is that attribute's value
    implied: bool = False
    optional: bool = False  # may be absent (a NULL descriptor and pointer); its kernel gets NULL
    # its dims end with this variable-rank group ("*spatial"): as many dims as the operator's int_array
    # attributes have values (their `length`), each its own size (conv's spatial dims)
    group: str | None = None

    @property
    def is_out(self) -> bool:
        return self.role == "out"


@dataclass(frozen=True)
class OpAttr:
    name: str
    type: str  # float, int, bool, or an enum of types.yaml
    at: str  # create: fixed in the descriptor; call: passed to every run
    default: float | int | str | bool
    minimum: float | None
    maximum: float | None
    axis_of: str | None  # an axis of that tensor: [-ndim, ndim), normalized for backends
    doc: str
    infiniop_type: str | None = None  # InfiniOP's C type of the parameter where it is not the attribute's (size_t, bool)
    # an int_array: up to `max_len` int64 values (int64_t[max_len] in the attrs struct), as many as the
    # int attribute named `length` says (one `length` shared by the arrays that have it; the C and
    # InfiniOP create take it after the attributes); NULL in C is `default` everywhere
    max_len: int | None = None
    length: str | None = None
    # `require: [relation, attr]`: this attribute against an earlier one of its type and `at`
    # (randint's high > low), checked where the attributes are given
    require: tuple[str, str] | None = None


@dataclass(frozen=True)
class OpDerived:
    """A dim group computed from others (`derived:`): conv's output spatial dims, `formula` (a name of
    codegen/vocabulary.py FORMULAS) applied per dim to `args` (groups and int_array attributes)."""

    name: str
    formula: str
    args: tuple[str, ...]


@dataclass(frozen=True)
class Reduction:
    """A reduction's accumulator (spec keys init, step, combine, final), each (dtype class, C expression)
    per class its dtypes need: `acc` the accumulator, the reduced input by its name, `other` a second
    accumulator (combine), `n` the count of elements reduced (final)."""

    init: tuple[tuple[str, str], ...]
    step: tuple[tuple[str, str], ...]
    combine: tuple[tuple[str, str], ...]
    final: tuple[tuple[str, str], ...]
    # A first pass over the same elements (spec key `pivot`): its final per output is `m`, which this
    # step and final may name (var centres on the mean, logsumexp shifts by the max): two passes, each
    # in the compute type, so no E[x^2] - E[x]^2 cancellation and no exp overflow.
    pivot: Reduction | None = None
    # A pivot's `wide` (spec key): f16/bf16/f32 run this pass in f64, m rounded once to the compute type
    # (a sum of equal f32 values is exact in f64, so var/std of equal values is exactly 0).
    wide: bool = False


@dataclass(frozen=True)
class OpConformance:
    """What the generated conformance cases feed an operator (its `conformance:` entry); every part
    optional. Values bounds are numbers or named sizes; integer tensors' upper bound is exclusive."""

    sizes: tuple[tuple[str, int], ...] = ()  # named size -> the value the cases use
    values: tuple[tuple[str, str | tuple[float | str, ...]], ...] = ()  # tensor -> "distinct" | (lo, hi[, "distinct"])
    attrs: tuple[tuple[str, float | int | str], ...] = ()  # attribute -> the value the cases use
    layout_attrs: tuple[tuple[str, tuple[tuple[str, float | int | str], ...]], ...] = ()  # layout -> overrides
    tolerance_scale: float = 1.0  # multiplies each dtype's default atol and rtol
    tolerances: tuple[tuple[str, tuple[float, float]], ...] = ()  # dtype -> (atol, rtol), before the scale


@dataclass(frozen=True)
class Operator:
    name: str
    doc: str
    since: str
    dtypes: tuple[str, ...]
    batch: int | None  # most leading dims "..." may stand for (None: any)
    tensors: tuple[OpTensor, ...]
    attrs: tuple[OpAttr, ...]
    require: tuple[tuple[str, str, str], ...]  # (size, relation, size or "size+size")
    reference: str  # the NumPy function of anyrt.toolkit.op_reference the conformance suite compares with
    host_workspace: bool
    infiniop: str | None  # InfiniOP's spelling: infiniopCreate<infiniop>Descriptor (None: InfiniOP has no such operator)
    where: Located
    infiniop_workspace: bool = True  # InfiniOP's run takes a workspace (and Get<infiniop>WorkspaceSize exists)
    conformance: OpConformance = OpConformance()
    infiniop_header: str = ""  # InfiniCore's header declaring its functions (include/infiniop/ops/<header>.h)
    # InfiniOP's descriptor type is infiniop<descriptor>Descriptor_t; another operator's (its workspace
    # size and destroy are that one's): RandomSampleBatch uses RandomSample's.
    infiniop_descriptor: str = ""
    # Input tensors InfiniOP's run takes as host arrays of `infiniop_count` elements instead of tensors
    # (its create has no descriptor for them): RandomSampleBatch's per-row parameters.
    infiniop_host_arrays: tuple[str, ...] = ()
    infiniop_count: str | None = None
    # Call-time attributes InfiniOP's create takes instead (addcmul's value): the compat keeps them with
    # the descriptor and passes them at each run.
    infiniop_create_attrs: tuple[str, ...] = ()
    # A reduction InfiniOP gives the reduced dims (`size_t* dim, size_t dim_size, bool keepdim`) at create
    # and run: the compat makes the keepdim view anyrt's output is.
    infiniop_reduce_dims: bool = False
    # Inputs InfiniOP may give as a float instead (lerp's weight: its create's `weight_scalar`, used where
    # the weight's descriptor is NULL): (input, create's float parameter).
    infiniop_scalar_inputs: tuple[tuple[str, str], ...] = ()
    # (parameter, tensor): InfiniOP's create takes an `int64_t <parameter>` after that tensor's descriptor,
    # the dim it works along where anyrt's operator works along the last: the compat moves that dim last
    # in the view of every tensor with leading dims "..." (index_add's y, x and src).
    infiniop_along: tuple[str, str] | None = None
    derived: tuple[OpDerived, ...] = ()
    # An elementwise operator's C scalar expression of its output per dtype class ("float", "int",
    # "bool"): its kernels are generated (generated/kernels, generated/cuda), not written by hand.
    expr: tuple[tuple[str, str], ...] = ()
    numpy: str | None = None  # an elementwise operator's or a reduction's NumPy reference expression
    family: str | None = None  # the `families:` entry it is a member of
    # A reduction: the input its outputs reduce (each output dim is that input's, or 1 where it is reduced),
    # and its accumulator's expressions per dtype class: the kernels are generated (generated/kernels).
    reduces: str | None = None
    reduction: Reduction | None = None
    # No value over no elements (spec key `nonempty`: amax, argmax): a descriptor whose output has
    # elements while its input has none is refused at creation, as torch ("Expected reduction dim ... to
    # have non-zero size"), not filled with an identity it does not have.
    nonempty: bool = False
    # The result dtype of an integer x (spec key `int_result`: sum, prod, cumsum, cumprod give int64, as
    # NumPy and torch promote): the Python API casts x to it first, so it also accumulates in it, and
    # takes an out= of it; the C operator keeps one dtype per call.
    int_result: str | None = None

    @property
    def is_elementwise(self) -> bool:
        return bool(self.expr)

    @property
    def is_generated(self) -> bool:
        """Its kernels and reference come from its expressions, not from hand-written files."""
        return bool(self.expr) or self.reduction is not None

    @property
    def slot(self) -> Function:
        """The operator's backend slot: `anyrt_status_t (*op_<name>)(int device, const anyrt_op_launch_t*)`."""
        launch = Param(name="launch", type="op_launch", dir="in", nullable=False, array=None, lifetime=None, alloc=None,
                       size=None, release=None, source=None, same_device=None, device_from=None, extent=None,
                       where=self.where, category="struct")
        return Function(name=f"op_{self.name}", doc=self.doc, since=self.since, interface="operators", role="operator",
                        scope="device", target=Target("current", ()), requirement="optional",
                        fallback=Fallback("reference_kernel", None, None), prepare=None, blocks=False, effect=None,
                        ready_status=False, is_async=True, params=(launch,), errors=(), analogue=(), where=self.where)

    def attrs_at(self, at: str) -> tuple[OpAttr, ...]:
        return tuple(a for a in self.attrs if a.at == at)

    @property
    def lengths(self) -> tuple[str, ...]:
        """The length parameters of its int_array attributes, in order of first use (conv's `n`)."""
        return tuple(dict.fromkeys(a.length for a in self.attrs if a.length is not None))

    @property
    def groups(self) -> tuple[str, ...]:
        """Its variable-rank dim groups, in order of first appearance in the tensors."""
        return tuple(dict.fromkeys(t.group for t in self.tensors if t.group is not None))

    @property
    def symbols(self) -> tuple[str, ...]:
        """The named sizes, in order of first appearance."""
        seen: dict[str, None] = {}
        for t in self.tensors:
            for d in t.dims:
                if d.symbol is not None:
                    seen.setdefault(d.symbol)
        for r in self.require:  # an int attribute a rule relates to sizes (mrope's head_size)
            for s in (r[0], *require_terms(r[2])):
                if any(a.name == s and a.type == "int" for a in self.attrs):
                    seen.setdefault(s)
        return tuple(seen)


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
    operators: tuple[Operator, ...] = ()  # spec/operators.yaml
    paddle_plugin: PaddlePlugin | None = None  # spec/compat/paddle_plugin.yaml

    @property
    def functions(self) -> tuple[Function, ...]:
        return tuple(f for i in self.interfaces for f in i.functions)

    @property
    def infiniop_operators(self) -> tuple[Operator, ...]:
        """The operators InfiniOP has too (served under its names by libinfiniop.so)."""
        return tuple(op for op in self.operators if op.infiniop is not None)

    @property
    def slots(self) -> tuple[Function, ...]:
        """Backend table slots: append-only, ordered by `since`, then by file order (operators last)."""
        with_slot = [f for f in self.functions if f.has_slot] + [op.slot for op in self.operators]
        return tuple(sorted(with_slot, key=lambda f: since_key(f.since)))

    def slot(self, name: str) -> Function:
        return next(f for f in self.slots if f.name == name)

    @property
    def abi_major(self) -> int:
        return max(since_key(f.since)[0] for f in (*self.functions, *self.slots))

    @property
    def abi_minor(self) -> int:
        major = self.abi_major
        return max(since_key(f.since)[1] for f in (*self.functions, *self.slots) if since_key(f.since)[0] == major)

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
                  raw.get("device"), raw.get("counts"), raw.get("displs"), raw.get("own", False))


def _function(doc: Document, interface: str, i: int, raw: dict[str, Any], categories: dict[str, str]) -> Function:
    def loc(*path: str | int) -> Located:
        return Located(doc.name, doc.line("functions", i, *path))

    params = tuple(
        Param(
            name=p["name"], type=p["type"], dir=p["dir"], nullable=p.get("nullable", False),
            array=p.get("array"), lifetime=p.get("lifetime"), alloc=p.get("alloc"), size=p.get("size"),
            release=p.get("release"), source=p.get("source"), same_device=p.get("same_device"),
            device_from=p.get("device_from"), extent=_extent(p.get("extent")), where=loc("params", j),
            category=categories.get(p["type"], "unknown"), agree=p.get("agree", False),
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
                EnumValue(v["name"], v["value"], v["doc"], v.get("size"), _analogue(v["analogue"]),
                          v.get("host_memory", False), tuple(v.get("dlpack", {}).items())) for v in e["values"]
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
    categories |= {t: "struct" for t in BACKEND_STRUCTS}
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
        for f in INTERFACE_FILES if f in docs
    )
    backends = tuple(
        Backend(
            name=b["name"], device_kind=b["device_kind"], doc=b["doc"], sources=tuple(b["sources"]),
            include_dirs=tuple(b["include_dirs"]), libraries=tuple(b["libraries"]),
            detect=tuple(sorted(b["detect"].items())),
            library_dirs=tuple(b.get("library_dirs", ())), runtime_library_dirs=tuple(b.get("runtime_library_dirs", ())),
            link_args=tuple(b.get("link_args", ())), kind_alias=b.get("kind_alias"),
            kernel_language=b.get("kernel_language"),
        )
        for b in docs["backends.yaml"].data["backends"]
    )
    paddle = build_paddle(docs["compat/paddle.yaml"]) if "compat/paddle.yaml" in docs else None
    infinicore = build_infinicore(docs["compat/infinicore.yaml"]) if "compat/infinicore.yaml" in docs else None
    operators = _operators(docs["operators.yaml"]) if "operators.yaml" in docs else ()
    plugin = build_plugin(docs["compat/paddle_plugin.yaml"]) if "compat/paddle_plugin.yaml" in docs else None
    return Spec(enums, handles, blobs, structs, callbacks, interfaces, backends, paddle, infinicore, operators, plugin)


def _op_dim(raw: str | int) -> OpDim:
    """5, "n", "n/8" (n a multiple of 8), "ceil(n/8)", any of those named ones "+k" ("b+1")."""
    if isinstance(raw, int):
        return OpDim(None, raw)
    raw, _, add = raw.partition("+")
    ceil = raw.startswith("ceil(")
    name, _, div = raw.removeprefix("ceil(").removesuffix(")").partition("/")
    return OpDim(name, None, (-1 if ceil else 1) * int(div or 1), int(add or 0))


def _op_conformance(raw: dict[str, Any]) -> OpConformance:
    tol = raw.get("tolerance", {})
    return OpConformance(
        sizes=tuple(raw.get("sizes", {}).items()),
        values=tuple((k, v if isinstance(v, str) else tuple(v)) for k, v in raw.get("values", {}).items()),
        attrs=tuple(raw.get("attrs", {}).items()),
        layout_attrs=tuple((k, tuple(v.items())) for k, v in raw.get("layout_attrs", {}).items()),
        tolerance_scale=float(tol.get("scale", 1.0)),
        tolerances=tuple((k, (float(v[0]), float(v[1]))) for k, v in tol.items() if k != "scale"))


DTYPE_CLASSES = ("float", "int")
FLOAT_DTYPES = frozenset({"float16", "bfloat16", "float32", "float64"})


def dtype_class(dtype: str) -> str:
    """The class an elementwise expression is written for: float, or int (every integer, byte and bool:
    they compute alike, in int64, bool as 0 / 1)."""
    return "float" if dtype in FLOAT_DTYPES else "int"


def _dtype_list(sets: dict[str, list[str]], raw: list[str] | str) -> list[str]:
    """A `dtypes` value with dtype_sets' names expanded (a set may name earlier sets), in order, once each."""
    out: list[str] = []
    for d in [raw] if isinstance(raw, str) else raw:
        for x in (_dtype_list(sets, sets[d]) if d in sets else [d]):
            if x not in out:
                out.append(x)
    return out


def operator_entries(doc: Document) -> list[dict[str, Any]]:
    """operators.yaml's entries as complete operators: a family member gets its family's tensors and,
    without a doc of its own, a doc from its NumPy expression; dtype set names are expanded. An unknown
    family or set name is left for op_checks to report (the entry keeps no tensors / the name)."""
    sets = doc.data.get("dtype_sets", {})
    families = {f["name"]: f for f in doc.data.get("families", [])}
    out = []
    for raw in doc.data["operators"]:
        e = dict(raw)
        fam = families.get(e.get("family", ""))
        if fam is not None and "tensors" not in e:
            e["tensors"] = fam["tensors"]
        if fam is not None and "reduces" in fam:
            e.setdefault("reduces", fam["reduces"])
        e.setdefault("tensors", [])
        if "doc" not in e and "numpy" in e:
            first = next((t["name"] for t in e["tensors"] if t["role"] == "out"), "y")
            how = "over the reduced dims `axes`" if "reduces" in e else "elementwise, broadcasting"
            e["doc"] = f"`{first} = {e['numpy']}` {how} (NumPy notation)."
        e["dtypes"] = _dtype_list(sets, e["dtypes"])
        e["tensors"] = [{**t, "dtype": _dtype_list(sets, t["dtype"])} if "dtype" in t else t for t in e["tensors"]]
        out.append(e)
    return out


def _op_expr(raw: dict[str, Any], key: str = "expr", default: str | None = None) -> tuple[tuple[str, str], ...]:
    """(dtype class, C expression) of entry key `key` for each class the operator's dtypes fall in; a plain
    string serves all; `default` where the entry has no such key."""
    if key not in raw and default is None:
        return ()
    e = raw.get(key, default)
    classes = [c for c in DTYPE_CLASSES if any(dtype_class(d) == c for d in raw["dtypes"])]
    return tuple((c, e) for c in classes) if isinstance(e, str) else tuple((c, e[c]) for c in DTYPE_CLASSES if c in e)


def _reduction(raw: dict[str, Any]) -> Reduction | None:
    if "step" not in raw:
        return None
    pivot = raw.get("pivot")
    x = raw.get("reduces", "x")
    step = raw["step"]
    combine = raw.get("combine", step if isinstance(step, str) else None)
    if combine is None:  # one step per class: each combines with `other` in the input's place
        combine = dict(step)
    if isinstance(combine, str) and "combine" not in raw:
        combine = re.sub(rf"\b{re.escape(x)}\b", "other", combine)
    elif isinstance(combine, dict) and "combine" not in raw:
        combine = {c: re.sub(rf"\b{re.escape(x)}\b", "other", e) for c, e in combine.items()}
    return Reduction(init=_op_expr(raw, "init", "0"), step=_op_expr(raw, "step"),
                     combine=_op_expr({**raw, "combine": combine}, "combine"), final=_op_expr(raw, "final", "acc"),
                     wide=bool(raw.get("wide", False)),
                     pivot=_reduction({**pivot, "dtypes": raw["dtypes"], "reduces": x})
                     if isinstance(pivot, dict) else None)


def _operators(doc: Document) -> tuple[Operator, ...]:
    out = []
    for i, raw in enumerate(operator_entries(doc)):
        tensors = tuple(
            OpTensor(name=t["name"], role=t["role"], batch=bool(t["dims"]) and t["dims"][0] == "...",
                     dims=tuple(_op_dim(d) for d in t["dims"] if d != "..." and not str(d).startswith("*")),
                     dtypes=tuple(t["dtype"]) if "dtype" in t else None, contiguous=t.get("contiguous", False),
                     unused=t.get("unused", False), doc=t.get("doc", ""), read_when=t.get("read_when"),
                     implied=t.get("implied", False),
                     optional=t.get("optional", False),
                     group=next((str(d)[1:] for d in t["dims"] if str(d).startswith("*")), None))
            for t in raw["tensors"]
        )
        attrs = tuple(
            OpAttr(name=a["name"], type=a["type"], at=a["at"], default=a["default"], minimum=a.get("min"),
                   maximum=a.get("max"), axis_of=a.get("axis_of"), doc=a["doc"], infiniop_type=a.get("infiniop_type"),
                   max_len=a.get("max_len"), length=a.get("length"),
                   require=tuple(a["require"]) if "require" in a else None)  # type: ignore[arg-type]
            for a in raw.get("attrs", [])
        )
        x = raw.get("infiniop")
        out.append(Operator(
            name=raw["name"], doc=raw.get("doc", ""), since=raw["since"], dtypes=tuple(raw["dtypes"]), batch=raw.get("batch"),
            tensors=tensors, attrs=attrs, require=tuple(tuple(r) for r in raw.get("require", [])),  # type: ignore[misc]
            reference=raw.get("reference", raw["name"]), host_workspace=raw.get("host_workspace", False),
            infiniop=x["name"] if isinstance(x, dict) else x,
            where=Located(doc.name, doc.line("operators", i)),
            infiniop_workspace=x.get("workspace", True) if isinstance(x, dict) else True,
            conformance=_op_conformance(raw.get("conformance", {})),
            infiniop_header=x.get("header", raw["name"]) if isinstance(x, dict) else raw["name"],
            infiniop_descriptor=(x.get("descriptor", x["name"]) if isinstance(x, dict) else x or ""),
            infiniop_host_arrays=tuple(x.get("host_arrays", ())) if isinstance(x, dict) else (),
            infiniop_count=x.get("count") if isinstance(x, dict) else None,
            infiniop_create_attrs=tuple(x.get("create_attrs", ())) if isinstance(x, dict) else (),
            infiniop_reduce_dims=x.get("reduce_dims", False) if isinstance(x, dict) else False,
            infiniop_scalar_inputs=tuple(x.get("scalar_inputs", {}).items()) if isinstance(x, dict) else (),
            infiniop_along=(x["along"]["param"], x["along"]["after"]) if isinstance(x, dict) and "along" in x else None,
            derived=tuple(OpDerived(d["name"], d["formula"], tuple(d["args"])) for d in raw.get("derived", ())),
            expr=_op_expr(raw),
            numpy=raw.get("numpy"),
            family=raw.get("family"),
            reduces=raw.get("reduces"),
            reduction=_reduction(raw),
            nonempty=bool(raw.get("nonempty", False)),
            int_result=raw.get("int_result"),
        ))
    return tuple(out)
