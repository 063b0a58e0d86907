"""Semantic checks of spec/operators.yaml the schema cannot express: every name an operator uses
resolves, its dim patterns can be checked by runtime/core/ops.c, its slot name is free, and (for the
checkout's own spec) its kernel and its reference exist."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from .errors import Problem
from .loader import Document
from .model import Operator, Spec, dtype_class, operator_entries, require_terms
from .vocabulary import ELEMENTWISE_FUNCTIONS, FORMULAS, REDUCTION_CONSTANTS

# runtime/core/ops_private.h: ANYRT__OP_MAX_TENSORS, ANYRT__OP_MAX_DIMS, 16 symbols, 16 attributes,
# ANYRT__OP_MAX_GROUPS dim groups, ANYRT__OP_ATTRS_MAX bytes of attributes
MAX_TENSORS, MAX_DIMS, MAX_SYMBOLS, MAX_ATTRS, MAX_GROUPS, MAX_ATTR_BYTES = 8, 4, 16, 16, 4, 128


def _attr_bytes(op: Operator) -> int:
    """sizeof(anyrt_<op>_attrs_t), C's layout: 4-byte fields, int64 and int64_t[max_len] arrays 8-aligned."""
    n = 0
    for a in op.attrs:
        if a.type in ("int_array", "int64"):
            n = (n + 7) // 8 * 8 + 8 * (a.max_len or 1)
        else:
            n += 4
    n += 4 * len(op.lengths)
    return (n + 7) // 8 * 8 if any(a.type in ("int_array", "int64") for a in op.attrs) else n


def _check_groups(op: Operator, bad: Callable[[str], None]) -> None:
    """int_array attributes, variable-rank dim groups ("*name") and derived groups."""
    arrays = {a.name: a for a in op.attrs if a.type == "int_array"}
    for a in op.attrs:
        number = (int, float) if a.type == "float" else int if a.type in ("int", "int64") else None
        if number is not None and (isinstance(a.default, bool) or not isinstance(a.default, number)):
            # YAML 1.1 reads 3.4e38 (no sign after the e) as a string
            bad(f"attribute {a.name}: its default {a.default!r} is not a{'n' if a.type != 'float' else ''} {a.type}")
        if (a.type == "int_array") != (a.max_len is not None and a.length is not None):
            bad(f"attribute {a.name}: max_len and length go with type int_array, and it needs both")
        if a.type == "int_array" and (a.at != "create" or isinstance(a.default, bool) or not isinstance(a.default, int)):
            bad(f"attribute {a.name}: an int_array is fixed at create and its default (every value's) is an integer")
    if len(op.lengths) > 1:
        bad(f"its int_arrays name {len(op.lengths)} lengths ({', '.join(op.lengths)}); the engine takes one")
    for n in op.lengths:
        if n in {t.name for t in op.tensors} | {a.name for a in op.attrs} | set(op.symbols):
            bad(f"length '{n}' is also the name of a tensor, an attribute or a size")
    if op.groups and not op.lengths:
        bad(f"dim groups ({', '.join(op.groups)}) take their rank from an int_array's length, and it has none")
    if len(op.groups) > MAX_GROUPS:
        bad(f"names {len(op.groups)} dim groups; the engine takes at most {MAX_GROUPS}")
    for t in op.tensors:
        if t.group is not None and t.batch:
            bad(f"tensor {t.name}: a dim group (*{t.group}) and \"...\" do not go together")
    derived = {d.name: d for d in op.derived}
    for d in op.derived:
        kinds = FORMULAS.get(d.formula)
        if d.name not in op.groups:
            bad(f"derived: '{d.name}' is not a dim group of its tensors")
        if kinds is None:
            continue  # the schema names the formulas
        if len(d.args) != len(kinds):
            bad(f"derived {d.name}: {d.formula} takes {len(kinds)} arguments ({', '.join(kinds)}), not {len(d.args)}")
            continue
        for arg, kind in zip(d.args, kinds, strict=True):
            ok = (arg in op.groups and arg not in derived) if kind == "group" else arg in arrays
            if not ok:
                what = "a given dim group" if kind == "group" else "an int_array attribute"
                bad(f"derived {d.name}: argument '{arg}' of {d.formula} must be {what}")
    given_by_input = {t.group for t in op.tensors if not t.is_out and t.group is not None}
    for g in op.groups:
        if g not in derived and g not in given_by_input:
            bad(f"dim group '{g}' is named by no input and derived from nothing: nothing fixes it")
    if _attr_bytes(op) > MAX_ATTR_BYTES:
        bad(f"its attributes take {_attr_bytes(op)} bytes; the engine takes at most {MAX_ATTR_BYTES}")
    conf_sizes = dict(op.conformance.sizes)
    conf_attrs = dict(op.conformance.attrs)
    rank = {len(v) for k, v in conf_attrs.items() if k in arrays and isinstance(v, list)}
    if len(rank) > 1:
        bad("conformance.attrs: its int_arrays have different lengths")
    for g in op.groups:
        if g in derived:
            continue
        v = conf_sizes.get(g)
        if not isinstance(v, list) or (rank and len(v) not in rank):
            bad(f"conformance.sizes: dim group '{g}' needs a list of sizes, as long as the int_arrays in conformance.attrs")
    for name, v in conf_attrs.items():
        if name in arrays and not isinstance(v, list):
            bad(f"conformance.attrs: {name} is an int_array: give a list")


def _check_operator(spec: Spec, op: Operator, raw: dict, out: list[Problem]) -> None:  # type: ignore[type-arg]
    def bad(msg: str) -> None:
        out.append(Problem(op.where.file, op.where.line, f"operator {op.name}: {msg}"))

    dtypes = {v.name for v in spec.enum("dtype").values if v.name != "invalid"}
    enums = {e.name for e in spec.enums}
    names = [t.name for t in op.tensors]
    for name, n in Counter(names + [a.name for a in op.attrs] + list(op.groups)).items():
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
        if any(str(d).startswith("*") for d in rt["dims"][:-1]):
            bad(f"tensor {t.name}: a dim group (\"*name\") may only come last in dims, once")
        if len(t.dims) > MAX_DIMS:
            bad(f"tensor {t.name}: {len(t.dims)} named dims; the engine takes at most {MAX_DIMS}")
        for d in t.dtypes or ():
            if d not in dtypes:
                bad(f"tensor {t.name}: unknown dtype '{d}'")
        if t.read_when is not None and (not t.is_out or t.read_when not in {a.name for a in op.attrs}):
            bad(f"tensor {t.name}: read_when names an attribute of the operator, on an output")
        if t.unused and t.is_out:
            bad(f"tensor {t.name}: an output cannot be unused")
        if t.implied and (t.batch or t.dtypes is None or len(t.dtypes) != 1 or not t.is_out):
            bad(f"tensor {t.name}: an implied tensor is an output of fixed dims and one `dtype`")
        if t.optional and (t.batch or t is next(x for x in op.tensors if x.is_out) or t.unused):
            bad(f"tensor {t.name}: an optional tensor has no \"...\", is not the first output and is not unused")
    int_attrs = {a.name for a in op.attrs if a.type == "int"}
    for s in op.symbols:
        if s in {a.name for a in op.attrs} and s not in int_attrs:
            bad(f"size '{s}' is named after an attribute that is not an int")
        if s not in int_attrs and all(t.implied for t in op.tensors for d in t.dims if d.symbol == s):
            bad(f"size '{s}' is named only by implied tensors: a tensor or an int attribute must fix it")
    required = {d.symbol for t in op.tensors if not t.optional for d in t.dims if d.symbol} | int_attrs
    for t in op.tensors:
        for d in t.dims:
            if t.optional and d.symbol and d.symbol not in required:
                bad(f"tensor {t.name}: size '{d.symbol}' must also be named by a tensor that is not optional")
    ins = [t for t in op.tensors if not t.is_out]
    if any(a.optional and not b.optional for a, b in zip(ins, ins[1:], strict=False)):
        bad("optional inputs come after every required input (Python callers may leave them out)")
    if op.batch is not None and not any(t.batch for t in op.tensors):
        bad("`batch` limits \"...\", but no tensor's dims start with it")
    divided_only = {d.symbol for t in op.tensors for d in t.dims if d.symbol and (d.div != 1 or d.add)} - {
        d.symbol for t in op.tensors for d in t.dims if d.symbol and d.div == 1 and not d.add}
    for s in sorted(divided_only - int_attrs):
        bad(f"size '{s}' appears only divided or added to: name it whole in some tensor")
    for t in op.tensors:
        for d in t.dims:
            if d.div in (0, -1):
                bad(f"tensor {t.name}: dim {d.text} divides by {abs(d.div)}: write the size itself")
    for lhs, _rel, rhs in op.require:
        for s in (lhs, *require_terms(rhs)):
            if s not in op.symbols:
                bad(f"require: '{s}' is not a size of its tensors ({', '.join(op.symbols) or 'none'})")
    _check_groups(op, bad)
    for i, a in enumerate(op.attrs):
        if a.require:
            earlier = {b.name: b for b in op.attrs[:i]}
            other = earlier.get(a.require[1])
            if other is None or other.type != a.type or other.at != a.at or a.type not in ("float", "int", "int64"):
                bad(f"attribute {a.name}: require names '{a.require[1]}', which must be an earlier float, int or int64 "
                    f"attribute of its type and at")
    for a in op.attrs:
        if a.type not in ("float", "int", "int64", "bool", "int_array") and a.type not in enums:
            bad(f"attribute {a.name}: type '{a.type}' is neither float, int, int64, bool, int_array nor an enum of "
                "types.yaml")
        if a.type == "int64" and op.infiniop:
            bad(f"attribute {a.name}: InfiniOP takes no int64 attribute (an int64 is for operators InfiniOP lacks)")
        if (a.type == "bool") != isinstance(a.default, bool):
            bad(f"attribute {a.name}: default '{a.default}' and type {a.type}: "
                "true/false is the default of a bool, and only of it")
        if a.type in enums and str(a.default) not in {v.name for v in spec.enum(a.type).values}:
            bad(f"attribute {a.name}: default '{a.default}' is not a value of {a.type}")
        if a.axis_of is not None and a.axis_of not in names:
            bad(f"attribute {a.name}: axis_of '{a.axis_of}' is not one of its tensors")
        if a.infiniop_type is not None and (a.type != "int" or a.minimum is None or a.minimum < 0):
            bad(f"attribute {a.name}: infiniop_type size_t needs type int and min >= 0 (a size_t beyond int is refused as -1)")
        if a.axis_of is not None and a.type != "int":
            bad(f"attribute {a.name}: axis_of needs type int")
        if a.type in enums and "infiniop" not in dict(spec.enum(a.type).values[0].analogue):
            bad(f"attribute {a.name}: enum {a.type} needs infiniop analogues (InfiniOP's header declares it)")
    conf = op.conformance
    for sym, _n in conf.sizes:
        if sym not in op.symbols and sym not in op.groups:
            bad(f"conformance.sizes: '{sym}' is not a size of its tensors ({', '.join(op.symbols) or 'none'})")
    for tname, how in conf.values:
        if tname not in names:
            bad(f"conformance.values: '{tname}' is not one of its tensors")
        if not isinstance(how, str) and len(how) == 3 and how[2] not in ("distinct", "offsets"):
            bad(f"conformance.values: the third item of {tname}'s range may only be 'distinct' or 'offsets'")
        for bound in () if isinstance(how, str) else how[:2]:
            for factor in bound.split("*") if isinstance(bound, str) else ():
                if factor not in op.symbols:
                    which = "" if factor == bound else f" ('{factor}')"
                    bad(f"conformance.values: bound '{bound}' of {tname}{which} is not a size of its tensors")
    attr_names = {a.name: a for a in op.attrs}
    for where, pairs in (("attrs", conf.attrs), *((f"layout_attrs.{k}", v) for k, v in conf.layout_attrs)):
        for aname, value in pairs:
            a = attr_names.get(aname)
            if a is None:
                bad(f"conformance.{where}: '{aname}' is not one of its attributes")
            elif a.type in enums and str(value) not in {v.name for v in spec.enum(a.type).values}:
                bad(f"conformance.{where}: '{value}' is not a value of {a.type}")
            elif a.type not in enums and isinstance(value, str) or (a.type != "int_array") == isinstance(value, list):
                bad(f"conformance.{where}: {aname} takes {'a list of integers' if a.type == 'int_array' else 'a number'}")
    for d, _tol in conf.tolerances:
        if d not in dtypes:
            bad(f"conformance.tolerance: unknown dtype '{d}'")
    for name in op.infiniop_host_arrays:
        t = next((t for t in op.tensors if t.name == name), None)
        if t is None or t.is_out or t.batch or len(t.dims) != 1 or t.dtypes is None or len(t.dtypes) != 1 \
                or t.dtypes[0] not in ("float32", "float64", "int32", "int64"):
            bad(f"infiniop.host_arrays: '{name}' must be an input of one dim and one dtype (float32, float64, int32 "
                "or int64)")
    arrays = [t for t in op.tensors if t.name in op.infiniop_host_arrays]
    sizes = {t.dims[0].symbol for t in arrays if t.dims}
    if arrays and (len(sizes) != 1 or not any(
            d.symbol in sizes for t in op.tensors if t.name not in op.infiniop_host_arrays and not t.batch for d in t.dims)):
        bad("infiniop.host_arrays: the arrays must share one named size that a tensor of InfiniOP's create (without "
            "\"...\") also names, so the create knows their length")
    if bool(op.infiniop_host_arrays) != bool(op.infiniop_count):
        bad("infiniop: host_arrays and count go together (InfiniOP's run takes the arrays' length)")
    if f"op_{op.name}" in {f.name for f in spec.functions}:
        bad(f"its slot op_{op.name} is a function's name already")
    _check_elementwise(op, raw, bad)


def _check_elementwise(op: Operator, raw: dict, bad: Callable[[str], None]) -> None:  # type: ignore[type-arg]
    """A family member names a family; an `expr` operator is one output over inputs of any shape that
    broadcasts ("..."), its expression per dtype class naming only its inputs, its attributes (float,
    int or bool), C(...) constants and ELEMENTWISE_FUNCTIONS, with a NumPy reference beside it."""
    if "family" in raw and not raw["tensors"]:
        bad(f"family '{raw['family']}' is not a name of families")
        return
    if not raw["tensors"]:
        bad("has no tensors (give `tensors` or a `family`)")
    if "doc" not in raw and not op.numpy:
        bad("has no doc")
    if op.reduces is not None or op.reduction is not None:
        _check_reduction(op, raw, bad)
        return
    for key in ("init", "combine", "final"):
        if key in raw:
            bad(f"{key}: only a reduction (an operator with `step` and `reduces`) takes it")
    if not op.expr:
        if op.numpy is not None:
            bad("numpy: only an operator with an `expr` or a reduction takes a NumPy expression")
        return
    if op.numpy is None:
        bad("expr: an elementwise operator needs its `numpy` reference expression")
    outs = [t for t in op.tensors if t.is_out]
    if len(outs) != 1:
        bad(f"expr: an elementwise operator has one output, not {len(outs)}")
    _check_generated_operands(op, bad, "expr")
    classes = dict(op.expr)
    for d in op.dtypes:
        if dtype_class(d) not in classes:
            bad(f"expr: no expression for {dtype_class(d)} dtypes ({d} is one of its dtypes)")
    known = {t.name for t in op.tensors if not t.is_out} | {a.name for a in op.attrs} | {"C"} | ELEMENTWISE_FUNCTIONS
    for cls, text in op.expr:
        for word in sorted(set(re.findall(r"\b[A-Za-z_]\w*\b", text)) - known):
            bad(f"expr ({cls}): '{word}' is neither an input, an attribute, C(...) nor a function of "
                f"codegen/vocabulary.py ELEMENTWISE_FUNCTIONS")


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
        if op.is_generated:  # kernel and reference are generated from its expressions
            continue
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
    for op, raw in zip(spec.operators, operator_entries(docs["operators.yaml"]), strict=True):
        _check_operator(spec, op, raw, out)
    return out


def _check_generated_operands(op: Operator, bad: Callable[[str], None], key: str) -> None:
    """What the generated kernels of an `expr` operator or a reduction (`key`) take: every tensor ["..."]
    alone, of the operator's dtype or one fixed dtype; float, int or bool attributes."""
    for t in op.tensors:
        if not t.batch or t.dims or t.group or t.optional or t.implied or t.unused or t.contiguous:
            bad(f"{key}: tensor {t.name} must have dims [\"...\"] alone (elementwise or reduced, broadcasting)")
        if t.dtypes is not None and len(t.dtypes) != 1:
            bad(f"{key}: tensor {t.name} has the operator's dtype or one fixed dtype, not {list(t.dtypes)}")
    for a in op.attrs:
        if a.type not in ("float", "int", "bool"):
            bad(f"{key}: attribute {a.name} is {a.type}; generated kernels take float, int or bool attributes")


def _check_reduction(op: Operator, raw: dict, bad: Callable[[str], None]) -> None:  # type: ignore[type-arg]
    """A reduction names the one input it reduces, has outputs first, every tensor ["..."] (an output is
    the input's shape with the reduced dims 1), and expressions naming only what each may use."""
    if op.reduces is None or op.reduction is None:
        bad("a reduction needs both `reduces` (the input it reduces) and `step` (the accumulator's update)")
        return
    ins = [t for t in op.tensors if not t.is_out]
    if [t.name for t in ins] != [op.reduces]:
        bad(f"reduces: '{op.reduces}' must be its one input (its inputs: {', '.join(t.name for t in ins) or 'none'})")
    if op.tensors and op.tensors[-1].is_out:
        bad("reduces: its outputs come first, then the input")
    if "expr" in raw:
        bad("expr: a reduction is written with init, step, combine and final, not expr")
    if op.numpy is None:
        bad("numpy: a reduction needs its NumPy reference expression (`axes`: the reduced dims)")
    _check_generated_operands(op, bad, "reduces")
    attrs = {a.name for a in op.attrs}
    base = attrs | {"C"} | ELEMENTWISE_FUNCTIONS | REDUCTION_CONSTANTS
    # `m`, the pivot's result per output, is fixed while an output's elements are stepped and at its final;
    # init and combine may not name it (partial accumulators of one output combine as any others).
    pivot = {"m"} if op.reduction.pivot is not None else set()
    allowed = {"init": base, "step": base | {"acc", op.reduces} | pivot, "combine": base | {"acc", "other"},
               "final": base | {"acc", "n"} | pivot}
    r = op.reduction
    parts = [("init", r.init), ("step", r.step), ("combine", r.combine), ("final", r.final)]
    if r.pivot is not None:
        if "combine" not in raw:
            bad("combine: a reduction with a pivot writes its combine (its step names `m`, which combine may not)")
        if r.pivot.pivot is not None:
            bad("pivot: a pivot has no pivot of its own")
        p = r.pivot
        parts += [("pivot.init", p.init), ("pivot.step", p.step), ("pivot.combine", p.combine), ("pivot.final", p.final)]
        for key in ("init", "step", "combine", "final"):
            allowed[f"pivot.{key}"] = allowed[key] - pivot
    for key, pairs in parts:
        classes = dict(pairs)
        for d in op.dtypes:
            if dtype_class(d) not in classes:
                bad(f"{key}: no expression for {dtype_class(d)} dtypes ({d} is one of its dtypes)")
                break
        for cls, text in pairs:
            for word in sorted(set(re.findall(r"\b[A-Za-z_]\w*\b", text)) - allowed[key]):
                bad(f"{key} ({cls}): '{word}' is not one of {', '.join(sorted(allowed[key] - ELEMENTWISE_FUNCTIONS))} "
                    "nor a function of codegen/vocabulary.py ELEMENTWISE_FUNCTIONS")
