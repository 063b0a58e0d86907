"""Facts derived from spec/compat/paddle_plugin.yaml and spec/compat/paddle.yaml for the Paddle
Custom Device plugin anyrt generates: which C_DeviceInterface fields it fills in each released
layout (the `analogue` mapping reversed), and how each Paddle kernel is registered per release."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import compat, naming, op_views
from .compat_model import PaddleField, PaddleLayout
from .errors import Problem
from .loader import Document
from .model import Operator, Spec
from .plugin_model import KernelSignature, PluginKernel

PLUGIN_FILE = "compat/paddle_plugin.yaml"
_ROLE = {"tensor": "in", "optional": "in", "tensor_list": "in", "out": "out", "out_list": "out"}  # every other kind: an attribute
LIST_KINDS = ("tensor_list", "out_list")  # reach the body as a PD_List of PD_Tensor* (c->in_list, c->out_list)


def role(kind: str) -> str:
    return _ROLE.get(kind, "attr")


def check(spec: Spec, docs: dict[str, Document]) -> list[Problem]:
    pl = spec.paddle_plugin
    if pl is None:
        return []
    out: list[Problem] = []
    if spec.paddle is None:
        return [Problem(PLUGIN_FILE, 1, "needs compat/paddle.yaml (the C_DeviceInterface layouts)")]
    doc = docs[PLUGIN_FILE]
    ops = {op.name: op for op in spec.operators}
    layouts = {lay.name for lay in spec.paddle.layouts}
    kinds = {k.kind for k in pl.arg_kinds}
    pd_dtypes = {a for a, _ in dtype_map(spec)}
    for d in pl.dtypes:
        if d not in pd_dtypes:
            out.append(Problem(PLUGIN_FILE, doc.line("dtypes"), f"dtype '{d}' has no Paddle C_DataType"))
    for i, k in enumerate(pl.kernels):
        line = doc.line("kernels", i)
        for v in k.via:
            if v not in ops:
                out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: via '{v}' is no operator of operators.yaml"))
        if not k.via and not k.how:
            out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: no operator serves it, so `how` must say what does"))
        if k.out_dtype is not None and (k.out_dtype not in pd_dtypes or k.out_dtype_any):
            out.append(Problem(PLUGIN_FILE, line,
                               f"kernel {k.name}: out_dtype '{k.out_dtype}' needs a Paddle C_DataType and no out_dtype_any"))
        for d in k.dtypes or ():
            if d not in pd_dtypes:
                out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: dtype '{d}' has no Paddle C_DataType"))
        seen: set[str] = set()
        for s in k.signatures:
            for r in s.releases:
                if r not in layouts:
                    out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: release '{r}' is no layout of compat/paddle.yaml"))
                if r in seen:
                    out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: release '{r}' has two signatures"))
                seen.add(r)
            order = [role(a.kind) for a in s.args]
            for a in s.args:
                if a.kind not in kinds:
                    out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: argument kind '{a.kind}' is not in arg_kinds"))
            if order != sorted(order, key=("in", "attr", "out").index):
                out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: phi orders inputs, then attributes, then outputs"))
            if "out" not in order:
                out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: a kernel needs an output"))
        if not kernel_dtypes(spec, k):
            out.append(Problem(PLUGIN_FILE, line, f"kernel {k.name}: no dtype is both listed and served by its operators"))
        out += [Problem(PLUGIN_FILE, line, f"kernel {k.name}: {why}") for why in _form_problems(spec, k)]
    return out


def _form_problems(spec: Spec, k: PluginKernel) -> list[str]:
    """Why a kernel's `form` (a generated body) cannot serve it; [] when it can or has none."""
    if k.form is None:
        return ["`bind` is for a generated body (`form`)"] if k.bind is not None else []
    ops = {op.name: op for op in spec.operators}
    if len(k.via) != 1 or k.via[0] not in ops or not generic_op(ops[k.via[0]]):
        return [f"form {k.form} runs one operator whose calls take tensors only (via {list(k.via)})"]
    op = ops[k.via[0]]
    why = []
    if any(a.kind in LIST_KINDS for s in k.signatures for a in s.args):
        why.append(f"form {k.form} takes no tensor lists (write the body by hand)")
    for s in k.signatures:
        if k.form == "elementwise":
            if any(role(a.kind) == "attr" for a in s.args):
                why.append("form elementwise takes no attributes (write the body by hand)")
            try:
                bind = form_bind(spec, k, s)
            except ValueError as e:
                why.append(str(e))
                continue
            for t, (is_out, _i) in zip(op.tensors, bind, strict=True):
                if (t.role == "out") != is_out:
                    side = "output" if is_out else "input"
                    why.append(f"operator {op.name}'s {t.role}put {t.name} is bound to a kernel {side}")
        elif k.form == "reduction":
            if op.reduces is None:
                why.append(f"form reduction runs a reduction (operator {op.name} reduces nothing)")
            if [a.kind for a in s.args if role(a.kind) != "attr"] != ["tensor", "out"]:
                why.append("form reduction takes one tensor and one output")
            try:
                reduction_args(s)
            except ValueError as e:
                why.append(str(e))
    return why


def generic_op(op: Operator) -> bool:
    """Whether the plugin calls `op` through the generated uniform wrappers (ap_op_t): its create
    and run take its tensors only (no attribute, none optional or implied)."""
    return not op.attrs and not any(t.optional or t.implied for t in op.tensors)


def generic_ops(spec: Spec) -> list[Operator]:
    """The operators some kernel runs through that the uniform wrappers can call, in spec order."""
    assert spec.paddle_plugin is not None
    used = {v for k in spec.paddle_plugin.kernels for v in k.via}
    return [op for op in spec.operators if op.name in used and generic_op(op)]


def form_bind(spec: Spec, k: PluginKernel, s: KernelSignature) -> list[tuple[bool, int]]:
    """(is an output, its index among the kernel's inputs or outputs) for each of the form's
    operator's tensors, in the operator's order."""
    ins = [a.name for a in s.args if role(a.kind) == "in"]
    outs = [a.name for a in s.args if role(a.kind) == "out"]
    names = list(k.bind) if k.bind is not None else outs + ins
    op = next(o for o in spec.operators if o.name == k.via[0])
    if len(names) != len(op.tensors):
        raise ValueError(f"binds {len(names)} tensors, operator {op.name} has {len(op.tensors)}")
    bind = []
    for n in names:
        if n in outs:
            bind.append((True, outs.index(n)))
        elif n in ins:
            bind.append((False, ins.index(n)))
        else:
            raise ValueError(f"binds '{n}', no tensor of its signature")
    return bind


def reduction_args(s: KernelSignature) -> tuple[int, bool, int, int]:
    """A reduction form's attributes by their index among the signature's attributes: the axes
    (int_array or list_int64; -1: none, every dim), whether they are a list_int64, keep_dim and
    reduce_all (-1: absent). A data_type attribute (sum's out_dtype) is Paddle's InferMeta's."""
    attrs = [a for a in s.args if role(a.kind) == "attr"]
    axis, is_list, keep, every = -1, False, -1, -1
    for i, a in enumerate(attrs):
        if a.kind in ("int_array", "list_int64") and axis < 0:
            axis, is_list = i, a.kind == "list_int64"
        elif a.kind == "bool" and a.name in ("keep_dim", "keepdim"):
            keep = i
        elif a.kind == "bool" and a.name == "reduce_all":
            every = i
        elif a.kind != "data_type":
            raise ValueError(f"form reduction does not know attribute {a.kind} {a.name}")
    return axis, is_list, keep, every


# ---- the runtime half: C_DeviceInterface fields per released layout


def plugin_serves(spec: Spec, f: PaddleField) -> bool:
    """Whether the plugin fills field `f`: an anyrt function names it in `analogue`."""
    return compat.paddle_serves(spec, f) is not None


def plugin_fields(spec: Spec) -> list[PaddleField]:
    """Every field the plugin implements (develop's signature), in layout order."""
    assert spec.paddle is not None
    return [f for f in spec.paddle.functions if plugin_serves(spec, f)]


def plugin_layout_fields(spec: Spec, layout: PaddleLayout) -> list[tuple[PaddleField, int]]:
    """(field, byte offset) the plugin fills in a C_DeviceInterface of `layout`: served, present
    there, and with develop's signature (another signature is left NULL)."""
    out, offset = [], 8
    for f in compat.paddle_layout_members(spec, layout):
        if f.reserved is None and f.data_type is None and plugin_serves(spec, f) and compat.paddle_layout_binds(spec, layout, f):
            out.append((f, offset))
        offset += 8 * (f.reserved or 1)
    return out


def plugin_layout_unfilled(spec: Spec, layout: PaddleLayout) -> list[str]:
    """Served fields present in `layout` the plugin leaves NULL there (their signature differs)."""
    filled = {f.name for f, _ in plugin_layout_fields(spec, layout)}
    return [f.name for f in compat.paddle_layout_members(spec, layout)
            if f.reserved is None and f.data_type is None and plugin_serves(spec, f) and f.name not in filled]


# ---- kernels


def dtype_map(spec: Spec) -> list[tuple[str, str]]:
    """(anyrt dtype, C_DataType constant) for every dtype Paddle's C API has."""
    assert spec.paddle is not None
    e = next(x for x in spec.paddle.enums if x.name == "C_DataType")
    return [(v.anyrt, v.name) for v in e.values if v.anyrt and v.anyrt != "invalid"]


def kernel_dtypes(spec: Spec, k: PluginKernel) -> list[str]:
    """The dtypes `k` is registered for: its list (or the default), where every `via` operator has them."""
    assert spec.paddle_plugin is not None
    ops = {op.name: op for op in spec.operators}
    wanted = k.dtypes if k.dtypes is not None else spec.paddle_plugin.dtypes
    if k.dtypes is not None:  # an explicit list: the kernel serves what its operators lack on its own
        return list(wanted)
    return [d for d in wanted if all(v in ops and d in ops[v].dtypes for v in k.via)]


@dataclass(frozen=True)
class KernelEntry:
    """One (kernel, signature) pair: its two entry points and registration facts."""

    kernel: PluginKernel
    index: int  # the signature's index
    signature: KernelSignature
    ident: str  # C identifier part

    @property
    def inputs(self) -> list[tuple[int, str, str]]:
        return [(i, a.kind, a.name) for i, a in enumerate(self.signature.args) if role(a.kind) == "in"]

    @property
    def attrs(self) -> list[tuple[int, str, str]]:
        return [(i, a.kind, a.name) for i, a in enumerate(self.signature.args) if role(a.kind) == "attr"]

    @property
    def outputs(self) -> list[tuple[int, str, str]]:
        return [(i, a.kind, a.name) for i, a in enumerate(self.signature.args) if role(a.kind) == "out"]


def kernel_entries(spec: Spec) -> list[KernelEntry]:
    assert spec.paddle_plugin is not None
    return [KernelEntry(k, i, s, f"{k.name}_{i}") for k in spec.paddle_plugin.kernels for i, s in enumerate(k.signatures)]


def max_args(spec: Spec) -> tuple[int, int, int]:
    """The most inputs, attributes and outputs any kernel signature has."""
    es = kernel_entries(spec)
    return (max(len(e.inputs) for e in es), max(len(e.attrs) for e in es), max(len(e.outputs) for e in es))


def variadic_decl(spec: Spec, e: KernelEntry) -> str:
    assert spec.paddle_plugin is not None
    params = ["const void* dev_ctx"] + [f"{spec.paddle_plugin.arg_kind(a.kind).variadic} {a.name}" for a in e.signature.args]
    return ", ".join(params)


def plugin_coverage(spec: Spec) -> list[tuple[str, dict[str, str]]]:
    """(field, {layout: how the plugin serves it there}) for every C_DeviceInterface function."""
    assert spec.paddle is not None
    rows = []
    for f in spec.paddle.functions:
        per = {}
        for lay in spec.paddle.layouts:
            filled = {g.name for g, _ in plugin_layout_fields(spec, lay)}
            if f.name in lay.absent:
                per[lay.name] = "absent"
            elif f.name in filled:
                fn = compat.paddle_serves(spec, f)
                assert fn is not None
                per[lay.name] = (f"`{naming.c_function(fn.name)}`" if fn.role != "lifecycle"
                                 else f"anyrt's core (it runs `{fn.name}`)")
            elif plugin_serves(spec, f):
                per[lay.name] = "NULL (another signature)"
            else:
                per[lay.name] = "NULL"
        rows.append((f.name, per))
    return rows


def kernel_coverage(spec: Spec) -> list[tuple[str, str, str, dict[str, str]]]:
    """(kernel, dtypes, how, {layout: registered signature or why not}) for every plugin kernel."""
    assert spec.paddle is not None and spec.paddle_plugin is not None
    rows = []
    for k in spec.paddle_plugin.kernels:
        how = ", ".join(f"`{v}`" for v in k.via) or "runtime calls only"
        if k.form:
            how += f" (generated {k.form} body)"
        if k.how:
            how += f" ({k.how})"
        per = {}
        for lay in spec.paddle.layouts:
            sig = next((s for s in k.signatures if lay.name in s.releases), None)
            per[lay.name] = "(" + ", ".join(f"{a.kind} {a.name}" for a in sig.args) + ")" if sig else "not registered"
        rows.append((k.name, ", ".join(kernel_dtypes(spec, k)), how, per))
    return rows


def anyrt_functions(spec: Spec) -> list[str]:
    """Every public anyrt C function (anyrt.h), which the plugin resolves from libanyrt.so."""
    return ([naming.c_function(f.name) for i in spec.interfaces for f in i.functions if f.public] +
            [n for op in spec.operators for n in (op_views.c_create(op), op_views.c_run(op))])


def template_globals(spec: Spec) -> dict[str, object]:
    def bind(fn: Callable[..., Any]) -> Callable[..., Any]:
        return lambda *args: fn(spec, *args)

    return dict(
        plugin_fields=bind(plugin_fields), plugin_layout_fields=bind(plugin_layout_fields),
        plugin_layout_unfilled=bind(plugin_layout_unfilled), plugin_dtype_map=bind(dtype_map),
        plugin_kernel_dtypes=bind(kernel_dtypes), plugin_kernel_entries=bind(kernel_entries),
        plugin_max_args=bind(max_args), plugin_variadic_decl=bind(variadic_decl),
        plugin_coverage=bind(plugin_coverage), plugin_anyrt_functions=bind(anyrt_functions),
        plugin_kernel_coverage=bind(kernel_coverage), plugin_role=role, plugin_generic_ops=bind(generic_ops),
        plugin_form_bind=bind(form_bind), plugin_reduction_args=reduction_args,
    )
