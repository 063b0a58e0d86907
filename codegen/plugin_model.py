"""Typed, frozen model of spec/compat/paddle_plugin.yaml: the Paddle Custom Device plugin anyrt
generates for each of its backends (Paddle's C kernel API it resolves, the kernels per release)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .compat_model import CDecl, decl
from .loader import Document

_FN = re.compile(r"^(?P<ret>.*?[\s*])(?P<name>PD_[A-Za-z0-9_]+)\((?P<params>.*)\)$")


@dataclass(frozen=True)
class CapiFunction:
    """One function of Paddle's C kernel API, as the plugin calls it through a pointer."""

    name: str
    returns: str
    params: tuple[CDecl, ...]


@dataclass(frozen=True)
class ArgKind:
    kind: str
    arg_type: int  # PD_KernelArgumentType
    variadic: str  # the C type the dygraph entry receives


@dataclass(frozen=True)
class KernelArg:
    kind: str
    name: str


@dataclass(frozen=True)
class KernelSignature:
    releases: tuple[str, ...]
    args: tuple[KernelArg, ...]

    def of(self, *kinds: str) -> tuple[KernelArg, ...]:
        return tuple(a for a in self.args if a.kind in kinds)


@dataclass(frozen=True)
class PluginKernel:
    name: str
    via: tuple[str, ...]
    how: str | None
    dtypes: tuple[str, ...] | None
    out_dtype_any: bool
    signatures: tuple[KernelSignature, ...]
    # a body the generator writes over its one `via` operator (None: hand-written):
    # "elementwise" (the operator's tensors are the kernel's, in `bind`'s order) or "reduction"
    # (x, the axes, keep_dim and reduce_all attributes, out)
    form: str | None = None
    # the kernel's tensor arguments in the operator's tensor order (default: outputs, then inputs)
    bind: tuple[str, ...] | None = None
    out_dtype: str | None = None  # the outputs' dtype whatever the kernel's (any, all: bool)


@dataclass(frozen=True)
class PaddlePlugin:
    doc: str
    device_type_prefix: str
    capi_libraries: tuple[str, ...]
    capi: tuple[CapiFunction, ...]
    arg_kinds: tuple[ArgKind, ...]
    dtypes: tuple[str, ...]
    kernels: tuple[PluginKernel, ...]

    def arg_kind(self, kind: str) -> ArgKind:
        return next(k for k in self.arg_kinds if k.kind == kind)


def capi_function(text: str) -> CapiFunction:
    m = _FN.match(text.strip())
    if not m:
        raise ValueError(f"not a C function declaration: {text!r}")
    params = tuple(decl(p) for p in m.group("params").split(",") if p.strip())
    return CapiFunction(m.group("name"), re.sub(r"\s*\*", "*", m.group("ret").strip()), params)


def build_plugin(doc: Document) -> PaddlePlugin:
    d = doc.data
    kernels = []
    for k in d["kernels"]:
        sigs = tuple(KernelSignature(tuple(map(str, s["releases"])),
                                     tuple(KernelArg(*a.split(" ", 1)) for a in s["args"])) for s in k["signatures"])
        kernels.append(PluginKernel(k["name"], tuple(k["via"]), k.get("how"), tuple(k["dtypes"]) if "dtypes" in k else None,
                                    bool(k.get("out_dtype_any", False)), sigs, k.get("form"),
                                    tuple(k["bind"]) if "bind" in k else None, k.get("out_dtype")))
    return PaddlePlugin(d["doc"], d["device_type_prefix"], tuple(d["capi_libraries"]),
                        tuple(capi_function(t) for t in d["capi"]),
                        tuple(ArgKind(a["kind"], a["arg_type"], a["variadic"]) for a in d["arg_kinds"]),
                        tuple(d["dtypes"]), tuple(kernels))
