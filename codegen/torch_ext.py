"""spec/compat/torch.yaml -> the torch extension's operator table (generated/torch/ops_table.cpp)
and its coverage page (generated/docs/torch.md). Loaded and checked against the operators of
spec/operators.yaml here, apart from the main model: nothing else in the spec refers to it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
import yaml

from . import op_views
from .errors import Problem
from .model import Operator, Spec

FILE = "compat/torch.yaml"
TEMPLATES = Path(__file__).resolve().parent / "templates"
FORMS = ("functional", "inplace", "out")
# c10's error classes a status may raise (c10/util/Exception.h), each a Python exception in torch.
ERROR_CLASSES = ("OutOfMemoryError", "ValueError", "NotImplementedError", "IndexError", "TypeError")
OUTPUTS = {"torch/ops_table.cpp": "torch_ops_table.cpp.j2", "docs/torch.md": "torch.md.j2"}
# Cache keys of the generated operator traits start here (csrc's Op enum holds the ones below).
VIA_KEY_BASE = 1000


@dataclass(frozen=True)
class Pattern:
    name: str
    template: str
    extra: str
    doc: str


@dataclass(frozen=True)
class Kernel:
    aten: str
    via: str
    pattern: Pattern
    form: str
    dtypes: tuple[str, ...]  # anyrt dtypes of the gate: the operator's that torch has
    also: tuple[str, ...] = ()  # further operators the pattern runs (Via_<name> after AtenOp)

    @property
    def op_ident(self) -> str:
        """at::_ops::<ident> of the ATen operator (name.overload -> name_overload)."""
        return self.aten.replace(".", "_")

    @property
    def header(self) -> str:
        """ATen/ops/<header>_ops.h declares it (an in-place name without its trailing underscore)."""
        name = self.aten.split(".")[0]
        return name[:-1] if name.endswith("_") and not name.endswith("__") else name

    @property
    def function(self) -> str:
        extra = "".join(f", Via_{a}" for a in self.also) + (f", {self.pattern.extra}" if self.pattern.extra else "")
        return (f"anyrt_torch::{self.pattern.template}_{self.form}<Via_{self.via}, "
                f"Dtypes_{self.via}, at::_ops::{self.op_ident}{extra}>")


@dataclass(frozen=True)
class Via:
    """An operator the table runs, as the traits struct Via_<name> the patterns call it through:
    its cache key, the torch dtype its first output always has (Undefined: the inputs'), and its
    create and run calls over tensor descriptors / pointers (outputs, then inputs, in the spec's
    order) and attributes (the create-time ones first, each a double cast to its C type)."""
    name: str
    key: int
    out_dtype: str
    n_create: int
    create_args: str
    run_args: str


def _attr_arg(spec: Spec, a: Any, i: int) -> str:
    c = op_views.attr_c_type(spec, a)
    return f"static_cast<{c}>(a[{i}])" if c in ("float", "double") else f"static_cast<{c}>(static_cast<int64_t>(a[{i}]))"


def via_of(spec: Spec, op: Operator, key: int, torch_dtypes: dict[str, str]) -> Via:
    first = op.tensors[0]
    out = torch_dtypes.get(first.dtypes[0], "Undefined") if first.dtypes and len(first.dtypes) == 1 else "Undefined"
    create, call = op.attrs_at("create"), op.attrs_at("call")
    create_args = [f"t[{i}]" for i in range(len(op.tensors))]
    slot = 0
    for a in create:
        if a.type == "int_array":
            create_args.append(f"anyrt_torch::int_array<{a.max_len}>(a + {slot}).data()")
            slot += a.max_len or 0
        else:
            create_args.append(_attr_arg(spec, a, slot))
            slot += 1
    for _ in op.lengths:
        create_args.append(f"static_cast<int>(static_cast<int64_t>(a[{slot}]))")
        slot += 1
    run_args = [f"p[{i}]" for i in range(len(op.tensors))]
    run_args += [_attr_arg(spec, a, slot + i) for i, a in enumerate(call)]
    return Via(op.name, key, out, slot, ", ".join(create_args), ", ".join(run_args))


@dataclass(frozen=True)
class RuntimeKernel:
    aten: str
    fn: str
    via: tuple[str, ...]


@dataclass(frozen=True)
class CustomOp:
    name: str
    schema: str  # torch's function schema, from the operator's tensors and attributes


@dataclass(frozen=True)
class TorchExt:
    doc: str
    device: str
    dtypes: tuple[tuple[str, str], ...]  # (anyrt dtype, c10::ScalarType)
    exceptions: tuple[tuple[str, str], ...]  # (anyrt status, c10 error class)
    runtime: tuple[RuntimeKernel, ...]
    patterns: tuple[Pattern, ...]
    kernels: tuple[Kernel, ...]
    custom_ops: tuple[CustomOp, ...] = ()
    vias: tuple[Via, ...] = ()

    @property
    def operators(self) -> list[str]:
        """The anyrt operators the table's kernels gate on, in first use order."""
        return list(dict.fromkeys(k.via for k in self.kernels))

    def gate(self, via: str) -> tuple[str, ...]:
        return next(k.dtypes for k in self.kernels if k.via == via)


_SCHEMA_TYPES = {"float": "float", "int": "int", "int64": "int", "bool": "bool"}


def _default(value: float | int | str | bool, enum_values: dict[str, int]) -> str:
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, str):
        return str(enum_values[value])
    return repr(value)


def custom_schema(spec: Spec, name: str) -> str:
    """torch's schema of operator `name`: its input tensors, then its attributes (an enum as int)."""
    op = next(o for o in spec.operators if o.name == name)
    enums = {e.name: {v.name: v.value for v in e.values} for e in spec.enums}
    args = [f"Tensor {t.name}" for t in op.tensors if t.role == "in"]
    for a in op.attrs:
        values = enums.get(a.type, {})
        args.append(f"{_SCHEMA_TYPES.get(a.type, 'int')} {a.name}={_default(a.default, values)}")
    outs = [t for t in op.tensors if t.role == "out"]
    ret = "Tensor" if len(outs) == 1 else "(" + ", ".join("Tensor" for _ in outs) + ")"
    return f"{name}({', '.join(args)}) -> {ret}"


def _lines(path: Path) -> tuple[Any, dict[tuple[str | int, ...], int]]:
    text = path.read_text(encoding="utf-8")
    lines: dict[tuple[str | int, ...], int] = {}

    def walk(node: yaml.Node, at: tuple[str | int, ...]) -> None:
        lines[at] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                walk(v, (*at, k.value))
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, (*at, i))

    root = yaml.compose(text)
    if root is not None:
        walk(root, ())
    return yaml.safe_load(text), lines


def load(spec_dir: Path, spec: Spec) -> tuple[TorchExt | None, list[Problem]]:
    """The torch extension's spec, or None where the spec has no compat/torch.yaml; problems as
    `compat/torch.yaml:LINE: message`."""
    path = spec_dir / FILE
    if not path.is_file():
        return None, []
    data, lines = _lines(path)
    problems: list[Problem] = []

    def line(*at: str | int) -> int:
        for end in range(len(at), -1, -1):
            if at[:end] in lines:
                return lines[at[:end]]
        return 1

    def need(obj: Any, key: str, at: tuple[str | int, ...], kind: type = str) -> Any:
        value = obj.get(key) if isinstance(obj, dict) else None
        if not isinstance(value, kind):
            problems.append(Problem(FILE, line(*at), f"'{key}' must be a {kind.__name__}"))
            return kind()
        return value

    ops = {op.name: op for op in spec.operators}
    dtype_names = {v.name for e in spec.enums if e.name == "dtype" for v in e.values}
    torch_dtypes: dict[str, str] = need(data, "dtypes", ("dtypes",), dict)
    for name in torch_dtypes:
        if name not in dtype_names:
            problems.append(Problem(FILE, line("dtypes", name), f"dtype '{name}' is no anyrt dtype"))
    statuses = {v.name for e in spec.enums if e.name == "status" for v in e.values}
    exceptions: dict[str, str] = need(data, "exceptions", ("exceptions",), dict)
    for status, cls in exceptions.items():
        if status not in statuses:
            problems.append(Problem(FILE, line("exceptions", status), f"'{status}' is no anyrt status"))
        if cls not in ERROR_CLASSES:
            problems.append(Problem(FILE, line("exceptions", status), f"'{cls}' is not one of {', '.join(ERROR_CLASSES)}"))
    runtime = []
    for i, r in enumerate(need(data, "runtime", ("runtime",), list)):
        via = tuple(r.get("via", ()))
        for v in via:
            if v not in ops:
                problems.append(Problem(FILE, line("runtime", i), f"runtime kernel {r.get('aten')}: via '{v}' is no operator"))
        runtime.append(RuntimeKernel(need(r, "aten", ("runtime", i)), need(r, "fn", ("runtime", i)), via))
    patterns = {}
    for i, p in enumerate(need(data, "patterns", ("patterns",), list)):
        pat = Pattern(need(p, "name", ("patterns", i)), need(p, "template", ("patterns", i)), str(p.get("extra", "")),
                      need(p, "doc", ("patterns", i)))
        patterns[pat.name] = pat
    kernels = []
    seen = {r.aten for r in runtime}
    for i, k in enumerate(need(data, "kernels", ("kernels",), list)):
        at = ("kernels", i)
        aten, via, pname, form = (need(k, key, at) for key in ("aten", "via", "pattern", "form"))
        if aten in seen:
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: registered twice"))
        seen.add(aten)
        if via not in ops:
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: via '{via}' is no operator of operators.yaml"))
            continue
        if pname not in patterns:
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: pattern '{pname}' is not in patterns"))
            continue
        if form not in FORMS:
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: form must be one of {', '.join(FORMS)}"))
        gate = tuple(d for d in ops[via].dtypes if d in torch_dtypes)
        if not gate:
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: operator {via} has no dtype torch has"))
        also = tuple(k.get("also", ()))
        if any(a not in ops for a in also):
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: an operator of also is no operator of operators.yaml"))
            continue
        if any(a.type == "int_array" and a.at != "create" for v in (via, *also) for a in ops[v].attrs):
            problems.append(Problem(FILE, line(*at), f"kernel {aten}: a call-time int_array, which the traits cannot pass"))
            continue
        kernels.append(Kernel(aten, via, patterns[pname], form, gate, also))
    customs = []
    for i, name in enumerate(data.get("custom_ops", []) if isinstance(data, dict) else []):
        if name not in ops:
            problems.append(Problem(FILE, line("custom_ops", i), f"custom op '{name}' is no operator of operators.yaml"))
            continue
        customs.append(CustomOp(name, custom_schema(spec, name)))
    vias = tuple(via_of(spec, ops[name], VIA_KEY_BASE + i, torch_dtypes)
                 for i, name in enumerate(dict.fromkeys(v for k in kernels for v in (k.via, *k.also))))
    ext = TorchExt(need(data, "doc", ()), need(data, "device", ()), tuple(torch_dtypes.items()),
                   tuple(exceptions.items()), tuple(runtime), tuple(patterns.values()), tuple(kernels), tuple(customs),
                   vias)
    return ext, problems


def render(ext: TorchExt | None) -> dict[str, str]:
    """Output path (relative to generated/) -> text."""
    if ext is None:
        return {}
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True, autoescape=False)
    return {path: env.get_template(name).render(torch=ext) for path, name in OUTPUTS.items()}


__all__ = ["FILE", "Kernel", "TorchExt", "load", "render"]
