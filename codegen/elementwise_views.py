"""Facts the templates of the generated operators print (elementwise ones, with an `expr`, and reductions,
with `reduces`: generated/kernels/*.c, generated/cuda/*.cu, generated/python/elementwise_reference.py):
each dtype's storage and compute type, load and store, and each member's operands, attributes and
expressions per compute type."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .model import Operator, OpTensor, Spec, dtype_class


@dataclass(frozen=True)
class Storage:
    c: str  # the C type an element is stored as
    compute: str  # the C type the expression computes in
    load: str  # storage -> compute (runtime/kernels/ak_internal.h, ak_ew.h)
    store: str  # compute -> storage
    ak: str  # the kernels' dtype constant (ak_internal.h)
    cuda: str  # the CUDA storage type
    ocl: str  # the OpenCL C storage type
    ocl_load: str  # OpenCL C: element k of storage pointer p as its compute type (the generated prelude's macros)
    ocl_store: str  # OpenCL C: store a compute value


_INT = {"int8": "int8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t", "uint8": "uint8_t",
        "uint16": "uint16_t", "uint32": "uint32_t", "byte": "uint8_t"}
_AK = {"byte": "AK_BYTE", "bool": "AK_BOOL", "int8": "AK_I8", "int16": "AK_I16", "int32": "AK_I32", "int64": "AK_I64",
       "uint8": "AK_U8", "uint16": "AK_U16", "uint32": "AK_U32", "uint64": "AK_U64", "float16": "AK_F16",
       "bfloat16": "AK_BF16", "float32": "AK_F32", "float64": "AK_F64"}
# OpenCL C's name of each integer storage type (its char is signed, as int8's)
_OCL_INT = {"int8": "char", "int16": "short", "int32": "int", "int64": "long", "uint8": "uchar", "uint16": "ushort",
            "uint32": "uint", "byte": "uchar"}
STORAGE: dict[str, Storage] = {
    "float16": Storage("uint16_t", "float", "LD_H", "ST_H", _AK["float16"], "__half", "half", "LD_H", "ST_H"),
    "bfloat16": Storage("uint16_t", "float", "LD_B", "ST_B", _AK["bfloat16"], "__nv_bfloat16", "ushort", "LD_B", "ST_B"),
    "float32": Storage("float", "float", "LD_ID", "ST_ID", _AK["float32"], "float", "float", "LD_ID", "ST_ID"),
    "float64": Storage("double", "double", "LD_ID", "ST_ID", _AK["float64"], "double", "double", "LD_ID", "ST_ID"),
    "bool": Storage("uint8_t", "int64_t", "LD_BOOL", "ST_BOOL", _AK["bool"], "bool", "uchar", "LD_BOOL", "ST_BOOL"),
    "uint64": Storage("uint64_t", "uint64_t", "LD_ID", "ST_ID", _AK["uint64"], "uint64_t", "ulong", "LD_ID", "ST_ID"),
    **{d: Storage(c, "int64_t", "LD_ID", "ST_ID", _AK[d], c, _OCL_INT[d], "LD_ID", "ST_ID") for d, c in _INT.items()},
}
_SUFFIX = {"float": "f32", "double": "f64", "int64_t": "i64", "uint64_t": "u64"}


def elementwise_ops(spec: Spec) -> list[Operator]:
    return [op for op in spec.operators if op.is_elementwise]


def reduction_ops(spec: Spec) -> list[Operator]:
    return [op for op in spec.operators if op.reduction is not None]


def reduction_expr(op: Operator, part: str, compute: str, pivot: bool = False) -> str:
    """A reduction's `part` (init, step, combine, final) for the class computing in `compute`; of its
    pivot (the first pass) with `pivot`."""
    assert op.reduction is not None
    r = op.reduction.pivot if pivot else op.reduction
    assert r is not None
    d = next(d for d in op.dtypes if STORAGE[d].compute == compute)
    return dict(getattr(r, part))[dtype_class(d)]


def pivot_compute(op: Operator, compute: str) -> str:
    """The type op's pivot pass accumulates in for the class computing in `compute`: f64 where the pivot
    is `wide` and the class computes in f32 (f16/bf16/f32), else `compute`; m is kept in that type."""
    assert op.reduction is not None and op.reduction.pivot is not None
    return "double" if op.reduction.pivot.wide and compute == "float" else compute


_COMPUTE_STORAGE = {"float": "float32", "double": "float64", "int64_t": "int64", "uint64_t": "uint64"}


def compute_storage(compute: str) -> Storage:
    """How a value of compute type `compute` is kept as an element (a pivot's per-output results)."""
    return STORAGE[_COMPUTE_STORAGE[compute]]


def dtype_source(op: Operator) -> OpTensor:
    """The first tensor of the operator's dtype: the kernel dispatches on its dtype."""
    return next(t for t in op.tensors if t.dtypes is None)


def tensor_dtype(op: Operator, t: OpTensor, dtype: str) -> str:
    """Tensor t's dtype when the operator runs on `dtype`."""
    return dtype if t.dtypes is None else t.dtypes[0]


def compute_types(op: Operator) -> list[str]:
    """The compute types the operator's dtypes need an element function for, in first-use order."""
    return list(dict.fromkeys(STORAGE[d].compute for d in op.dtypes))


def expr_for(op: Operator, compute: str) -> str:
    """The expression of the dtype class that computes in `compute` (one class per compute type)."""
    d = next(d for d in op.dtypes if STORAGE[d].compute == compute)
    return dict(op.expr)[dtype_class(d)]


def element_fn(op: Operator, compute: str) -> str:
    return f"ew_{op.name}_{_SUFFIX[compute]}"


def run_fn(op: Operator, dtype: str) -> str:
    return f"ew_{op.name}_{dtype}"


def inputs(op: Operator) -> list[tuple[int, OpTensor]]:
    return [(i, t) for i, t in enumerate(op.tensors) if not t.is_out]


def attr_c_type(a: Any) -> str:
    """An attribute's C type in ak_<op>'s prototype (op_views.kernel_params: float, else int)."""
    return "float" if a.type == "float" else "int"


def classes(op: Operator) -> list[tuple[str, str]]:
    """(class, expression) of the classes its dtypes need, float first."""
    return [(c, e) for c, e in op.expr if any(dtype_class(d) == c for d in op.dtypes)]


def cuda_dispatch(op: Operator) -> list[tuple[str, list[str]]]:
    """(CUDA compute type, the operator's dtypes computing in it), in first-use order."""
    out: dict[str, list[str]] = {}
    for d in op.dtypes:
        out.setdefault(STORAGE[d].compute, []).append(d)
    return list(out.items())


HALVES = ("float16", "bfloat16")


def is_half(dtype: str) -> bool:
    return dtype in HALVES


def body_dtypes(op: Operator) -> list[str]:
    """The unit-stride bodies an operator needs: one per dtype but f16 / bf16, which share "half" (f32
    on chunks their loads convert)."""
    out = [d for d in op.dtypes if not is_half(d)]
    return out + (["half"] if any(is_half(d) for d in op.dtypes) else [])


def isa_built(dtype: str) -> bool:
    """Whether a body is built per ISA (AK_ISA_BUILDS): the floating-point ones, where AVX2 / AVX-512
    vectors pay; integer ones stay baseline (their loops are memory-bound, and every build costs compile time)."""
    return dtype in ("float32", "float64", "half")


def body_name(op: Operator, dtype: str) -> str:
    return f"ew_{op.name}_{dtype}_unit"


def _body_dtype(op: Operator, t: OpTensor, dtype: str) -> str:
    """Tensor t's dtype in a body: its own fixed one, else the operator's (float32 in the half body)."""
    if t.dtypes is not None:
        return t.dtypes[0]
    return "float32" if dtype == "half" else dtype


def body_type(op: Operator, t: OpTensor, dtype: str) -> str:
    return STORAGE[_body_dtype(op, t, dtype)].c


def body_store(op: Operator, dtype: str) -> str:
    return STORAGE[_body_dtype(op, op.tensors[0], dtype)].store


def body_call(op: Operator, dtype: str, index: str) -> str:
    """The element function's call on element `index` of a body's operands, then its attributes."""
    compute = "float" if dtype == "half" else STORAGE[dtype].compute
    args = [f"{STORAGE[_body_dtype(op, t, dtype)].load}({t.name}_[{index}])" for _i, t in inputs(op)]
    return f"{element_fn(op, compute)}({', '.join(args + [a.name for a in op.attrs])})"


def half_buffers(op: Operator) -> list[tuple[int, OpTensor]]:
    """The operands of the operator's dtype (index, tensor): a half run converts them through f32 chunks."""
    return [(i, t) for i, t in enumerate(op.tensors) if t.dtypes is None]


def half_arg(op: Operator, i: int, t: OpTensor) -> str:
    """Operand i of a half run's body call: its f32 chunk, or its own storage at the chunk's start."""
    if t.dtypes is None:
        return f"b{i}"
    c = STORAGE[t.dtypes[0]].c
    return f"({c} *)p[{i}] + c" if t.is_out else f"(const {c} *)p[{i}] + c"


def template_globals(spec: Spec) -> dict[str, Any]:
    return {"ew_ops": elementwise_ops(spec), "ew_storage": STORAGE, "ew_dtype_source": dtype_source,
            "ew_tensor_dtype": tensor_dtype, "ew_compute_types": compute_types, "ew_expr": expr_for,
            "ew_element_fn": element_fn, "ew_run_fn": run_fn, "ew_inputs": inputs, "ew_attr_c_type": attr_c_type,
            "ew_classes": classes, "ew_cuda_dispatch": cuda_dispatch,
            "rd_ops": reduction_ops(spec), "rd_cast_op": cast_op(spec), "rd_expr": reduction_expr,
            "rd_compute_storage": compute_storage, "rd_pivot_compute": pivot_compute,
            "ew_is_half": is_half,
            "ew_body_dtypes": body_dtypes, "ew_isa_built": isa_built, "body_name": body_name, "body_type": body_type,
            "body_store": body_store, "body_call": body_call, "half_buffers": half_buffers, "half_arg": half_arg,
            **ocl_template_globals()}


# ---- OpenCL C (backends declaring kernel_language: opencl): the same facts lowered to OpenCL C's names.
OCL_COMPUTE = {"float": "float", "double": "double", "int64_t": "long", "uint64_t": "ulong"}


def lower(expr: str, language: str, compute: str) -> str:
    """An expression of the spec (C's type-generic spelling) in `language` for compute type `compute`: C
    (<tgmath.h>, ak_ew.h's _Generic helpers) and CUDA (overloads) take it as written; OpenCL C has the math
    builtins overloaded but no overloading of its own functions (a clang extension only), so the
    helpers take the compute type's suffix."""
    if language != "opencl":
        return expr
    return re.sub(r"\b(floordiv|floormod)\(", rf"\1_{_SUFFIX[compute]}(", expr)


def ocl_expr(op: Operator, compute: str) -> str:
    return lower(expr_for(op, compute), "opencl", compute)


def ocl_rd_expr(op: Operator, part: str, compute: str, pivot: bool = False) -> str:
    """A reduction's `part` in OpenCL C for the class computing in `compute` (its pivot pass's with `pivot`,
    lowered for the type that pass computes in)."""
    ct = pivot_compute(op, compute) if pivot else compute
    return lower(reduction_expr(op, part, compute, pivot), "opencl", ct)


def ocl_rd_fp64(op: Operator, dtype: str) -> bool:
    """Whether op's OpenCL kernels on `dtype` compute in double (devices with doubles only)."""
    ct = STORAGE[dtype].compute
    return ct == "double" or (op.reduction is not None and op.reduction.pivot is not None
                              and pivot_compute(op, ct) == "double")


def ocl_kernel(op: Operator, dtype: str) -> str:
    """The stem of op's OpenCL kernels on `dtype`: `_c` every operand contiguous, `_s` strided."""
    return f"{'ew' if op.is_elementwise else 'rd'}_{op.name}_{dtype}"


_CAST_KIND = {"float": "F", "double": "D", "int64_t": "I", "uint64_t": "U"}


def ocl_cast_kind(dtype: str) -> str:
    """The compute kind a cast reads and writes `dtype` in (F float, D double, I int64, U uint64)."""
    return _CAST_KIND[STORAGE[dtype].compute]


def cast_op(spec: Spec) -> Operator | None:
    return next((op for op in spec.operators if op.name == "cast"), None)


def ocl_attr(a: Any, compute: str) -> str:
    """OpenCL C: kernel argument `<name>_` (the attribute's C type) as the compute type, converted as the
    C kernels convert (floats to integers truncated toward zero, saturated, NaN 0)."""
    ct = OCL_COMPUTE[compute]
    if compute in ("float", "double"):
        return f"({ct})({a.name}_)"
    return f"convert_{ct}_sat{'_rtz' if a.type == 'float' else ''}({a.name}_)"


def c_pieces(text: str, limit: int = 3800) -> list[str]:
    """`text` as C string literal pieces of under `limit` bytes (C11 promises 4095 per literal), each a run
    of whole lines, one literal per line."""
    pieces: list[list[str]] = [[]]
    size = 0
    for line in text.splitlines(keepends=True):
        lit = '"' + line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
        if size + len(line) > limit and pieces[-1]:
            pieces.append([])
            size = 0
        pieces[-1].append(lit)
        size += len(line)
    return ["\n    ".join(p) for p in pieces if p]


def ocl_template_globals() -> dict[str, Any]:
    return {"ocl_compute": OCL_COMPUTE, "ocl_expr": ocl_expr, "ocl_kernel": ocl_kernel, "ocl_attr": ocl_attr,
            "c_pieces": c_pieces, "lower": lower, "ocl_rd_expr": ocl_rd_expr, "ocl_rd_fp64": ocl_rd_fp64,
            "ocl_suffix": _SUFFIX, "ocl_cast_kind": ocl_cast_kind}
