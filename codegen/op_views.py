"""Facts about operators (spec/operators.yaml) for templates: C declarations of each operator's
calls, its attribute struct, and its validation rules as table rows for runtime/core/ops.c."""

from __future__ import annotations

from collections.abc import Callable

from . import naming
from .model import EnumValue, OpAttr, OpDim, Operator, OpTensor, Spec, require_terms
from .vocabulary import FORMULAS

# The C relation of a `require` entry, and its index in runtime/core/ops_private.h's order.
RELATIONS = (">=", ">", "<=", "<", "==", "multiple_of")


def c_create(op: Operator) -> str:
    return naming.c_function(f"create_{op.name}_descriptor")


def c_run(op: Operator) -> str:
    return naming.c_function(op.name)


def c_kind(op: Operator) -> str:
    return naming.c_constant("op", op.name)


def c_attrs(op: Operator) -> str:
    return naming.c_type(f"{op.name}_attrs")


def attr_c_type(spec: Spec, a: OpAttr) -> str:
    if a.type == "int_array":
        return "const int64_t*"  # NULL: every value the default
    if a.type in ("float", "int", "bool"):
        return a.type
    if a.type == "int64":
        return "int64_t"
    return naming.c_type(a.type)


def attr_field_type(spec: Spec, a: OpAttr) -> str:
    """The attribute's field type in anyrt_<op>_attrs_t: 4 bytes (a bool is an int there), an int64's
    int64_t, or an int_array's int64_t elements."""
    return "int" if a.type == "bool" else "int64_t" if a.type == "int_array" else attr_c_type(spec, a)


def attr_fields(spec: Spec, op: Operator) -> list[tuple[str, str]]:
    """(declaration, doc) of each field of anyrt_<op>_attrs_t: the attributes in order, then the
    int_arrays' length parameters."""
    out = [(f"{attr_field_type(spec, a)} {a.name}" + (f"[{a.max_len}]" if a.type == "int_array" else ""), a.doc)
           for a in op.attrs]
    return out + [(f"int {n}", f"how many values {', '.join(a.name for a in op.attrs if a.length == n)} have")
                  for n in op.lengths]


def attr_c_default(spec: Spec, a: OpAttr) -> str:
    """The attribute's default as a C expression (the docs and the Python defaults use it too)."""
    if a.type == "float":
        return repr(float(a.default)) + "f"
    if a.type in ("int", "int64", "int_array"):  # an int_array: each value's
        return str(int(a.default))
    if a.type == "bool":
        return "true" if a.default else "false"
    return naming.c_constant(a.type, str(a.default))


def py_attr(spec: Spec, a: OpAttr) -> str:
    """`name: type = default` of a raw wrapper's attribute parameter."""
    if a.type == "float":
        return f"{a.name}: float = {float(a.default)!r}"
    if a.type in ("int", "int64"):
        return f"{a.name}: int = {int(a.default)}"
    if a.type == "bool":
        return f"{a.name}: bool = {bool(a.default)}"
    if a.type == "int_array":  # None: every value the default
        return f"{a.name}: list[int] | tuple[int, ...] | None = None"
    return f"{a.name}: int = lib.{naming.c_constant(a.type, str(a.default))}"


def create_decls(spec: Spec, op: Operator) -> list[str]:
    return ([f"{naming.c_type('op_handle')} handle", f"{naming.c_type('op_desc')}* desc"]
            + [f"{naming.c_type('tensor_desc')} {t.name}" for t in op.tensors]
            + [f"{attr_c_type(spec, a)} {a.name}" for a in op.attrs_at("create")] + [f"int {n}" for n in op.lengths])


def run_decls(spec: Spec, op: Operator) -> list[str]:
    return ([f"{naming.c_type('op_desc')} desc", "void* workspace", "size_t workspace_size"]
            + [f"{'void*' if t.is_out else 'const void*'} {t.name}" for t in op.tensors]
            + [f"{attr_c_type(spec, a)} {a.name}" for a in op.attrs_at("call")]
            + [f"{naming.c_type('stream')} stream"])


def dtype_mask(spec: Spec, names: tuple[str, ...] | None) -> str:
    """Bit (1 << dtype value) per dtype allowed; 0 means the operator's dtype."""
    if names is None:
        return "0u"
    values = {v.name: v.value for v in spec.enum("dtype").values}
    return f"0x{sum(1 << values[n] for n in names):x}u"


def dim_row(op: Operator, d: OpDim) -> str:
    """{symbol index or -1, literal value, div, add} for runtime/core/ops_private.h's anyrt__op_dim_t."""
    if d.symbol is None:
        return f"{{-1, {d.value}, 1, 0}}"
    return f"{{{op.symbols.index(d.symbol)}, 0, {d.div}, {d.add}}}"


def tensor_row(spec: Spec, op: Operator, t: OpTensor) -> str:
    dims = ", ".join(dim_row(op, d) for d in t.dims) or "{-1, 0, 1, 0}"
    group = -1 if t.group is None else op.groups.index(t.group)
    return (f'{{"{t.name}", {int(t.is_out)}, {int(t.batch)}, {len(t.dims)}, {{{dims}}}, {dtype_mask(spec, t.dtypes)}, '
            f"{int(t.contiguous)}, {int(t.unused)}, {int(t.implied)}, {int(t.optional)}, {group}}}")


def group_row(op: Operator, name: str) -> str:
    """{name, formula (-1: an input gives it), nargs, args} for ops_private.h's anyrt__op_group_t; an
    argument is a group's index, or -1 - an attribute's index."""
    d = next((d for d in op.derived if d.name == name), None)
    if d is None:
        return f'{{"{name}", -1, 0, {{0}}}}'
    attrs = [a.name for a in op.attrs]
    args = [str(op.groups.index(x)) if k == "group" else str(-1 - attrs.index(x))
            for x, k in zip(d.args, FORMULAS[d.formula], strict=True)]
    return f'{{"{name}", {list(FORMULAS).index(d.formula)}, {len(args)}, {{{", ".join(args)}}}}}'


def reduce_from(op: Operator) -> int:
    """The index of the input a reduction's outputs reduce, or -1."""
    return next((i for i, t in enumerate(op.tensors) if t.name == op.reduces), -1)


def rank_attr(op: Operator) -> int:
    """The attribute whose length is every dim group's rank (its first int_array), or -1."""
    return next((i for i, a in enumerate(op.attrs) if a.type == "int_array"), -1)


def attr_row(spec: Spec, op: Operator, a: OpAttr) -> str:
    kind = ("ANYRT__OP_ATTR_FLOAT" if a.type == "float" else "ANYRT__OP_ATTR_INT" if a.type in ("int", "bool")
            else "ANYRT__OP_ATTR_INT64" if a.type == "int64" else "ANYRT__OP_ATTR_INT_ARRAY" if a.type == "int_array"
            else "ANYRT__OP_ATTR_ENUM")
    valid = f"anyrt__valid_{a.type}" if kind == "ANYRT__OP_ATTR_ENUM" else "NULL"
    axis = next(i for i, t in enumerate(op.tensors) if t.name == a.axis_of) if a.axis_of else -1
    lo = "-INFINITY" if a.minimum is None else repr(float(a.minimum))
    hi = "INFINITY" if a.maximum is None else repr(float(a.maximum))
    size = op.symbols.index(a.name) if a.name in op.symbols else -1
    length = f'offsetof({c_attrs(op)}, {a.length}), "{a.length}"' if a.length else "0, NULL"
    req = (f"{RELATIONS.index(a.require[0])}, {[b.name for b in op.attrs].index(a.require[1])}" if a.require
           else "-1, -1")
    return (f'{{"{a.name}", {kind}, {int(a.at == "create")}, offsetof({c_attrs(op)}, {a.name}), {lo}, {hi}, {axis}, '
            f"{valid}, {size}, {a.max_len or 0}, {length}, {req}}}")


def require_row(op: Operator, r: tuple[str, str, str]) -> str:
    """{lhs, relation, rhs, rhs_plus}: symbol indices; rhs_plus the second size of a sum, or -1."""
    rhs = [op.symbols.index(s) for s in require_terms(r[2])]
    return f"{{{op.symbols.index(r[0])}, {RELATIONS.index(r[1])}, {rhs[0]}, {rhs[1] if len(rhs) > 1 else -1}}}"


def kernel_params(spec: Spec, op: Operator) -> list[str]:
    """Parameters of the portable kernel ak_<op> (runtime/kernels): the exec, the tensors it reads or
    writes in spec order, the attributes (enums as int), and host scratch where it needs some."""
    out = ["const ak_exec *ex"] + [f"const ak_tensor *{t.name}" for t in op.tensors if not t.unused]
    out += [f"const int64_t *{a.name}" if a.type == "int_array" else
            f"{'float' if a.type == 'float' else 'int64_t' if a.type == 'int64' else 'int'} {a.name}" for a in op.attrs]
    out += [f"int {n}" for n in op.lengths]
    if op.host_workspace:
        out.append("void *workspace")
    return out


def kernel_decls(spec: Spec) -> list[str]:
    """The C prototype of every operator's kernel (and of its workspace size), one home for
    generated/include/anyrt_kernel_ops.h and the kernels' own tests (spec_data.KERNEL_DECLS)."""
    out = []
    for op in spec.operators:
        out.append(f"int ak_{op.name}({', '.join(kernel_params(spec, op))});")
        if op.host_workspace:
            out.append(f"size_t ak_{op.name}_workspace(int64_t n);")
    return out


def conformance_literal(op: Operator) -> str:
    """The operator's `conformance:` entry as a Python literal for spec_data.OPERATORS."""
    c = op.conformance
    return repr({"sizes": dict(c.sizes), "values": {k: v if isinstance(v, str) else list(v) for k, v in c.values},
                 "attrs": dict(c.attrs), "layout_attrs": {k: dict(v) for k, v in c.layout_attrs},
                 "tolerance_scale": c.tolerance_scale, "tolerances": {k: list(v) for k, v in c.tolerances}})


def kernel_args(op: Operator) -> list[str]:
    """Arguments of ak_<op> after the exec: the tensors it reads or writes, then the attributes."""
    args = [f"(t[{i}].ndim < 0 ? NULL : &t[{i}])" if t.optional else f"&t[{i}]"
            for i, t in enumerate(op.tensors) if not t.unused]
    args += [f"a->{a.name}" for a in op.attrs] + [f"a->{n}" for n in op.lengths]
    if op.host_workspace:
        args.append("workspace")
    return args


def first_input(op: Operator) -> int:
    return next(i for i, t in enumerate(op.tensors) if not t.is_out)


def tensor_words(op: Operator) -> str:
    """"`c` out [..., m, n]; `a` in [..., m, k]" for the docs."""
    def dims(t: OpTensor) -> str:
        return "[" + ", ".join((["..."] if t.batch else []) + [d.text for d in t.dims]
                               + ([f"*{t.group}"] if t.group else [])) + "]"
    return "; ".join(f"`{t.name}` {t.role} {dims(t)}" + (f" ({', '.join(t.dtypes)})" if t.dtypes else "")
                     + (" (implied: its descriptor may be NULL, then contiguous and sized at each run)" if t.implied else "")
                     for t in op.tensors)


def attr_words(op: Operator) -> str:
    def one(a: OpAttr) -> str:
        if a.type == "int_array":
            return f"`{a.name}` up to {a.max_len} ints ({a.length} of them) at {a.at}, default {a.default} each"
        return f"`{a.name}` {a.type} at {a.at}, default {a.default}"
    return "; ".join(one(a) for a in op.attrs) or "—"


# ---- InfiniOP (include/infiniop.h, src/infiniop_compat.c)

def infiniop_name(op: Operator, kind: str) -> str:
    x, d = op.infiniop, op.infiniop_descriptor
    return {"create": f"infiniopCreate{x}Descriptor", "workspace": f"infiniopGet{d}WorkspaceSize", "run": f"infiniop{x}",
            "destroy": f"infiniopDestroy{d}Descriptor", "desc_t": f"infiniop{d}Descriptor_t"}[kind]


def infiniop_kinds(op: Operator) -> list[str]:
    """The InfiniOP functions the operator serves: create and run; its workspace size (where InfiniOP's
    run takes a workspace) and destroy unless its descriptor type is another operator's."""
    own = op.infiniop_descriptor == op.infiniop
    return ["create", *(["workspace"] if own and op.infiniop_workspace else []), "run", *(["destroy"] if own else [])]


_HOST_ARRAY_C = {"float32": "float", "float64": "double", "int32": "int", "int64": "int64_t"}


def infiniop_host_array_type(op: Operator, t: OpTensor) -> str:
    """The C element type of a tensor InfiniOP's run takes as a host array (its one dtype)."""
    assert t.dtypes is not None and len(t.dtypes) == 1
    return _HOST_ARRAY_C[t.dtypes[0]]


def infiniop_tensors(op: Operator) -> list[OpTensor]:
    """The tensors InfiniOP's create takes descriptors of (all but its host arrays)."""
    return [t for t in op.tensors if t.name not in op.infiniop_host_arrays]


def infiniop_host_arrays(op: Operator) -> list[OpTensor]:
    return [t for t in op.tensors if t.name in op.infiniop_host_arrays]


def infiniop_count_source(op: Operator) -> tuple[str, int]:
    """(tensor, dim) of InfiniOP's create that gives the host arrays' length: the first descriptor it
    takes whose dims name the arrays' size."""
    sym = infiniop_host_arrays(op)[0].dims[0].symbol
    for t in infiniop_tensors(op):
        for j, d in enumerate(t.dims):
            if d.symbol == sym and not t.batch:
                return t.name, j
    raise AssertionError(f"{op.name}: no tensor of InfiniOP's create names {sym}")  # op_checks refuses it first


def infiniop_attr_type(spec: Spec, op: Operator, a: OpAttr) -> str:
    if a.infiniop_type is not None:
        return a.infiniop_type
    if a.type in ("float", "int", "bool"):
        return a.type
    if a.type == "int_array":
        return "void *"  # InfiniOP's pads, strides, dilations: int64 values (NULL: the defaults)
    return f"infiniop{op.infiniop}{a.name.capitalize()}_t"  # infiniopRoPEAlgo_t


def infiniop_enum_value(v: EnumValue) -> str:
    return dict(v.analogue)["infiniop"][0]


def infiniop_stored_attrs(op: Operator) -> list[OpAttr]:
    """Call-time attributes InfiniOP's create takes: the compat's descriptor keeps them for each run."""
    return [a for a in op.attrs if a.name in op.infiniop_create_attrs]


def infiniop_wrapped(op: Operator) -> bool:
    """libinfiniop.so's descriptor is a struct of its own around anyrt's (what InfiniOP's create gives
    that anyrt's run takes, a scalar input's device copy), or its create makes views (`along`)."""
    return bool(op.infiniop_create_attrs or op.infiniop_scalar_inputs or op.infiniop_along)


def infiniop_call_attrs(op: Operator) -> list[OpAttr]:
    """The attributes InfiniOP's run takes."""
    return [a for a in op.attrs_at("call") if a.name not in op.infiniop_create_attrs]


def infiniop_create_decls(spec: Spec, op: Operator) -> list[str]:
    along = op.infiniop_along
    return (["infiniopHandle_t handle", f"{infiniop_name(op, 'desc_t')} *desc_ptr"]
            + [d for t in infiniop_tensors(op) if not t.implied
               for d in [f"infiniopTensorDescriptor_t {t.name}",
                         *([f"int64_t {along[0]}"] if along and along[1] == t.name else [])]]
            + [f"{infiniop_attr_type(spec, op, a)}{'' if a.type == 'int_array' else ' '}{a.name}"
               for a in [*op.attrs_at("create"), *infiniop_stored_attrs(op)]]
            + [f"float {scalar}" for _t, scalar in op.infiniop_scalar_inputs]
            + (_REDUCE_DIMS if op.infiniop_reduce_dims else [])
            + [f"size_t {n}" for n in op.lengths])


_REDUCE_DIMS = ["size_t *dim", "size_t dim_size", "bool keepdim"]  # InfiniOP's reductions, at create and run


def infiniop_length_arg(n: str) -> str:
    """anyrt's int length from InfiniOP's size_t: beyond int's range -1, which the engine refuses."""
    return f"({n} > (size_t)INT_MAX ? -1 : (int){n})"


def infiniop_attr_arg(spec: Spec, op: Operator, a: OpAttr) -> str:
    """The anyrt argument InfiniOP's parameter `a` passes: a size_t beyond int's range becomes -1,
    which the attribute's `min` refuses, rather than wrapping to a valid value."""
    if a.infiniop_type == "size_t":
        return f"({a.name} > (size_t)INT_MAX ? -1 : (int){a.name})"
    if a.type == "int_array":
        return f"(const int64_t*){a.name}"
    if a.infiniop_type is not None:
        return f"(int){a.name}"
    return f"({attr_c_type(spec, a)}){a.name}" if a.at == "create" else a.name


def infiniop_run_decls(spec: Spec, op: Operator) -> list[str]:
    ws = ["void *workspace", "size_t workspace_size"] if op.infiniop_workspace else []
    return ([f"{infiniop_name(op, 'desc_t')} desc", *ws]
            + [f"{'void *' if t.is_out else 'const void *'}{t.name}" for t in infiniop_tensors(op)]
            + [f"const {infiniop_host_array_type(op, t)} *{t.name}" for t in infiniop_host_arrays(op)]
            + ([f"int {op.infiniop_count}"] if op.infiniop_count else [])
            + [f"{infiniop_attr_type(spec, op, a)} {a.name}" for a in infiniop_call_attrs(op)]
            + (_REDUCE_DIMS if op.infiniop_reduce_dims else []) + ["void *stream"])


def template_globals(spec: Spec) -> dict[str, object]:
    def bind(fn: Callable[..., object]) -> Callable[..., object]:
        return lambda *args: fn(spec, *args)

    return {
        "op_c_create": c_create, "op_c_run": c_run, "op_c_kind": c_kind, "op_c_attrs": c_attrs,
        "op_attr_c_type": bind(attr_c_type), "op_attr_field_type": bind(attr_field_type),
        "op_attr_fields": bind(attr_fields), "op_group_row": group_row, "op_rank_attr": rank_attr,
        "op_reduce_from": reduce_from,
        "infiniop_length_arg": infiniop_length_arg,
        "op_attr_c_default": bind(attr_c_default),
        "op_create_decls": bind(create_decls), "op_py_attr": bind(py_attr), "op_run_decls": bind(run_decls),
        "op_dtype_mask": bind(dtype_mask), "op_tensor_row": bind(tensor_row), "op_attr_row": bind(attr_row),
        "op_tensor_words": tensor_words, "op_attr_words": attr_words, "op_require_row": require_row,
        "op_kernel_args": kernel_args, "op_kernel_params": bind(kernel_params), "kernel_decls": lambda: kernel_decls(spec),
        "op_conformance_literal": conformance_literal, "op_first_input": first_input,
        "infiniop_name": infiniop_name, "infiniop_attr_type": bind(infiniop_attr_type),
        "infiniop_enum_value": infiniop_enum_value,
        "infiniop_create_decls": bind(infiniop_create_decls),
        "infiniop_run_decls": bind(infiniop_run_decls), "infiniop_has_workspace": lambda op: op.infiniop_workspace,
        "infiniop_attr_arg": bind(infiniop_attr_arg),
        "infiniop_kinds": infiniop_kinds, "infiniop_tensors": infiniop_tensors, "infiniop_host_arrays": infiniop_host_arrays,
        "infiniop_host_array_type": infiniop_host_array_type,
        "infiniop_stored_attrs": infiniop_stored_attrs, "infiniop_wrapped": infiniop_wrapped,
        "infiniop_count_source": infiniop_count_source,
    }
