"""Semantic checks of spec/operators.yaml the schema cannot express: every name an operator uses
resolves, its dim patterns can be checked by runtime/core/ops.c, its slot name is free, and (for the
checkout's own spec) its kernel and its reference exist."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from .errors import Problem
from .loader import Document
from .model import Operator, Spec

# runtime/core/ops_private.h: ANYRT__OP_MAX_TENSORS, ANYRT__OP_MAX_DIMS, 16 symbols, 64 attribute bytes
MAX_TENSORS, MAX_DIMS, MAX_SYMBOLS, MAX_ATTRS = 8, 4, 16, 16


def _check_operator(spec: Spec, op: Operator, raw: dict, out: list[Problem]) -> None:  # type: ignore[type-arg]
    def bad(msg: str) -> None:
        out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: {msg}"))

    dtypes = {v.name for v in spec.enum("dtype").values if v.name != "invalid"}
    enums = {e.name for e in spec.enums}
    names = [t.name for t in op.tensors]
    for name, n in Counter(names + [a.name for a in op.attrs]).items():
        if n > 1:
            bad(f"'{name}' names {n} tensors or attributes")
    for d in op.dtypes:
        if d not in dtypes:
            bad(f"dtypes: unknown dtype '{d}'")
    if not any(t.is_out for t in op.tensors):
        bad("has no output tensor")
    if not any(t.dtypes is None for t in op.tensors):
        bad("no tensor takes the operator's dtype (a tensor without `dtype`)")
    if len(op.tensors) > MAX_TENSORS:
        bad(f"has {len(op.tensors)} tensors; the engine takes at most {MAX_TENSORS}")
    if len(op.symbols) > MAX_SYMBOLS:
        bad(f"names {len(op.symbols)} sizes; the engine takes at most {MAX_SYMBOLS}")
    if len(op.attrs) > MAX_ATTRS:
        bad(f"has {len(op.attrs)} attributes; the engine takes at most {MAX_ATTRS}")
    for t, rt in zip(op.tensors, raw["tensors"], strict=True):
        if "..." in rt["dims"][1:]:
            bad(f"tensor {t.name}: \"...\" may only come first in dims")
        if len(t.dims) > MAX_DIMS:
            bad(f"tensor {t.name}: {len(t.dims)} named dims; the engine takes at most {MAX_DIMS}")
        for d in t.dtypes or ():
            if d not in dtypes:
                bad(f"tensor {t.name}: unknown dtype '{d}'")
        if t.read_when is not None and (not t.is_out or t.read_when not in {a.name for a in op.attrs}):
            bad(f"tensor {t.name}: read_when names an attribute of the operator, on an output")
        if t.unused and t.is_out:
            bad(f"tensor {t.name}: an output cannot be unused")
        if t.optional and (t.is_out or t.batch):
            bad(f"tensor {t.name}: only an input without \"...\" can be optional")
    if op.batch is not None and not any(t.batch for t in op.tensors):
        bad("`batch` limits \"...\", but no tensor's dims start with it")
    halves_only = {d.symbol for t in op.tensors for d in t.dims if d.symbol and d.half} - {
        d.symbol for t in op.tensors for d in t.dims if d.symbol and not d.half}
    for s in sorted(halves_only):
        bad(f"size '{s}' appears only as {s}/2: name it whole in some tensor")
    for lhs, _rel, rhs in op.require:
        for s in (lhs, rhs):
            if s not in op.symbols:
                bad(f"require: '{s}' is not a size of its tensors ({', '.join(op.symbols) or 'none'})")
    for a in op.attrs:
        if a.type not in ("float", "int") and a.type not in enums:
            bad(f"attribute {a.name}: type '{a.type}' is neither float, int nor an enum of types.yaml")
        if a.type in enums and str(a.default) not in {v.name for v in spec.enum(a.type).values}:
            bad(f"attribute {a.name}: default '{a.default}' is not a value of {a.type}")
        if a.axis_of is not None and a.axis_of not in names:
            bad(f"attribute {a.name}: axis_of '{a.axis_of}' is not one of its tensors")
        if a.axis_of is not None and a.type != "int":
            bad(f"attribute {a.name}: axis_of needs type int")
        if a.type in enums and "infiniop" not in dict(spec.enum(a.type).values[0].analogue):
            bad(f"attribute {a.name}: enum {a.type} needs infiniop analogues (InfiniOP's header declares it)")
    conf = op.conformance
    for sym, _n in conf.sizes:
        if sym not in op.symbols:
            bad(f"conformance.sizes: '{sym}' is not a size of its tensors ({', '.join(op.symbols) or 'none'})")
    for tname, how in conf.values:
        if tname not in names:
            bad(f"conformance.values: '{tname}' is not one of its tensors")
        for bound in () if isinstance(how, str) else how:
            if isinstance(bound, str) and bound not in op.symbols:
                bad(f"conformance.values: bound '{bound}' of {tname} is not a size of its tensors")
    attr_names = {a.name: a for a in op.attrs}
    for where, pairs in (("attrs", conf.attrs), *((f"layout_attrs.{k}", v) for k, v in conf.layout_attrs)):
        for aname, value in pairs:
            a = attr_names.get(aname)
            if a is None:
                bad(f"conformance.{where}: '{aname}' is not one of its attributes")
            elif a.type in enums and str(value) not in {v.name for v in spec.enum(a.type).values}:
                bad(f"conformance.{where}: '{value}' is not a value of {a.type}")
            elif a.type not in enums and isinstance(value, str):
                bad(f"conformance.{where}: {aname} takes a number")
    for d, _tol in conf.tolerances:
        if d not in dtypes:
            bad(f"conformance.tolerance: unknown dtype '{d}'")
    if f"op_{op.name}" in {f.name for f in spec.functions}:
        bad(f"its slot op_{op.name} is a function's name already")


# Where a checkout keeps what each operator needs besides its spec entry (docs/spec.md, "Adding an operator").
KERNELS = Path("runtime") / "kernels"
REFERENCES = Path("runtime") / "anyrt" / "toolkit" / "op_reference.py"


def registered_references(path: Path) -> dict[str, int]:
    """Name -> line of each function of op_reference.py registered with `@reference`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return {node.name: node.lineno for node in tree.body if isinstance(node, ast.FunctionDef)
            and any(isinstance(d, ast.Name) and d.id == "reference" for d in node.decorator_list)}


def check_sources(spec: Spec, root: Path) -> list[Problem]:
    """Every operator has its kernel ak_<name> in runtime/kernels/*.c and its NumPy reference
    registered in op_reference.py; both are named in the problem, so a new operator fails here and
    not in a build (an implicit declaration) or a test (a KeyError)."""
    out: list[Problem] = []
    kernels = "\n".join(p.read_text(encoding="utf-8") for p in sorted((root / KERNELS).glob("*.c")))
    refs = registered_references(root / REFERENCES)
    for op in spec.operators:
        if not re.search(rf"\bint\s+ak_{op.name}\s*\(", kernels):
            out.append(Problem(op.where.file, op.where.line,
                               f"operator {op.name}: no {KERNELS}/*.c defines its kernel "
                               f"int ak_{op.name}(...) (its prototype: generated/include/anyrt_kernel_ops.h)"))
        if op.reference not in refs:
            out.append(Problem(op.where.file, op.where.line,
                               f"operator {op.name}: reference '{op.reference}' is not a function of {REFERENCES} "
                               f"registered with @reference"))
    return out


def check(spec: Spec, docs: dict[str, Document], root: Path | None = None) -> list[Problem]:
    """`root`: the checkout whose kernels and references the spec's operators must have (None: the
    spec alone, e.g. a test's copy)."""
    out: list[Problem] = []
    if "operators.yaml" not in docs:
        return out
    if root is not None:
        out += check_sources(spec, root)
    for name, n in Counter(op.name for op in spec.operators).items():
        if n > 1:
            op = [o for o in spec.operators if o.name == name][-1]
            out.append(Problem(op.where.file, op.where.line, f"operator '{name}' is defined {n} times"))
    for op, raw in zip(spec.operators, docs["operators.yaml"].data["operators"], strict=True):
        _check_operator(spec, op, raw, out)
    return out
